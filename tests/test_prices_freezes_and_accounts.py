"""A freeze on a run of units or on the thing an answer is about, a stretch that starts "from" an event on a day,
the one budget a question on staying within budget draws on, a budget that is no single sum, a price a text asks to
put in, a rate per hour that costs the hours a task states, a length at a price per metre, an order priced line by
line, an account named by its code and ranked after what decides the task, the youngest age and the least height a
record allows, a task counted from a dated thing, a named event's dates beside its needs, the user's own leave for
their out-of-office, finding someone a place and their access need, "wen's" typed for "when's", the user's undated
leave, questions on what anyone should do or what a country's law sets, doing something again, a notice told in
clear working days, two-letter acronyms of trades and things sold, and a record's leading name read stemmed for a
question in French. Cases written here (a print shop with a cycle workshop and a courier desk), read by the real
rules with the real embedding model. Every test fails at the previous rules; the asserts marked "a guard" pass at
both."""

from datetime import date

from judge_svc import asking, policy
from planner_svc import policy as planner
from retold import calendar, cues
from tests.helpers import cand, classified, verdicts

OCT = date(2026, 10, 15)  # a Thursday
SEPT = date(2026, 9, 10)


def test_a_stretch_from_an_event_on_a_day_starts_that_day():
    sealed = calendar.record_rules("Hire fleet H1-H12 is sealed for the audit: no parts changes from scrutineering on "
                                   "Friday 23 October 2026 until the end of Sunday 25 October.", today=OCT)
    assert sealed.ranges == [(23, 10, 25, 10)]
    after = calendar.record_rules("Equipment freeze: no press modifications from 2026-09-19 until after the trade "
                                  "show on 2026-10-03.", today=SEPT)
    assert after.ranges == [(19, 9, 3, 10)]
    assert calendar.record_rules("Bilal is away until 5 October.", today=SEPT).ranges == [(1, 1, 5, 10)]  # a guard


def test_a_freeze_on_a_run_of_units_binds_work_on_one_of_them_on_its_days():
    freeze = cand("freeze", "Hire fleet H1-H12 is sealed for the audit: no parts changes or adjustments from "
                            "scrutineering on Friday 23 October 2026 until the end of Sunday 25 October.")
    got = verdicts("H3 and H7 need new brake pads. Plan the job for Saturday the 24th, first thing.", [freeze],
                   draft="Saturday 24th, 08:00: pull H3 and H7, swap the pads, bed them in and log it.", today=OCT)
    assert got["freeze"][0] is True
    got = verdicts("H20 needs new brake pads. Plan the job for next Wednesday, first thing.", [freeze],
                   draft="Wednesday, 08:00: pull H20, swap the pads, bed them in and log it.", today=OCT)
    assert got["freeze"][0] is False  # a guard: another unit, another day


def test_a_freeze_on_the_thing_an_answer_is_about_binds_going_ahead_on_its_days():
    freeze = cand("freeze", "Equipment freeze: no press modifications or new kit commissioned from 2026-09-19 until "
                            "after the trade show on 2026-10-03.")
    belt = cand("belt", "The Heidelberg press 2 had a new feeder belt fitted on 2026-07-02; press 1 still runs the "
                        "old feeder belt.")
    got = verdicts("Ola wants to fit the new ink pump to the Heidelberg feeder on Sat 26 Sep. OK to go ahead?",
                   [freeze, belt], draft="Probably fine: fit it on a quiet day and test it before a long run.",
                   today=SEPT)
    assert got["belt"][0] is True  # a guard: it answers at both
    assert got["freeze"][0] is True


def test_the_one_budget_answers_whether_an_order_stays_within_budget():
    budget = cand("budget", "The paper stock budget for this quarter is £6,000 ex VAT; £4,100 had been spent as of "
                            "1 November.")
    price = cand("price", "Antalis supplies 170gsm silk at £9.80 per ream ex VAT.")
    limit = cand("limit", "Purchase orders over £2,500 ex VAT need Sam Okoro's approval.")
    got = verdicts("Can I order 40 reams of 170gsm silk this week and still stay within budget?", [budget, price, limit],
                   draft="40 reams at about £10 comes to roughly £400; check what's left in your stock budget.",
                   today=date(2026, 11, 10))
    assert got["budget"][0] is True
    assert got["limit"][0] is False  # what is spent of a budget is no order over the PO limit


def test_a_text_that_asks_for_the_price_in_takes_the_price_of_what_it_names():
    price = cand("price", "From 1 October 2026 a standard bike service costs £55 including a safety check.")
    other = cand("other", "Courier runs to the Leeds depot leave at 15:30.")
    got = verdicts("Write the confirmation text for Mrs Dube's bike service, Tuesday 17th at 10am, with the price in.",
                   [price, other], draft="Hi Mrs Dube, your bike service is booked for Tuesday 17th at 10am. "
                                         "The price is £[amount]. Thanks!", today=date(2026, 11, 10))
    assert got["price"][0] is True
    assert got["other"][0] is False  # a guard
    assert policy.price_put_in("Write the confirmation text for Mrs Dube's bike service.",
                               "a standard bike service costs £55", {"servic"}) == ""  # a guard: no price asked


def test_an_estimate_of_hours_of_work_takes_the_rate_per_hour():
    rate = cand("rate", "The workshop bench rate is £48 per hour plus VAT.")
    got = verdicts("Draft the estimate for Mr Lee's wheel build: about 2.5 hours on the bench, £40 in parts.", [rate],
                   draft="Estimate: wheel build, about 2.5 hours of labour plus £40 of parts; at a typical £40 an "
                         "hour that is about £140 plus VAT.", today=OCT)
    assert got["rate"][0] is True
    assert policy.rate_costed("Draft the estimate: 3 days on site.", "The bench rate is £48 per hour.", {"bench"}) == ""


def test_a_length_at_a_price_per_metre_is_totalled_against_a_purchase_limit():
    assert calendar.totals("Raise the PO: 120 m of Oracal vinyl at £4/m.", "") == \
        [("120 m of Oracal vinyl at £4/m", "£", 480.0)]
    assert calendar.totals("Raise the PO: 120 m of Oracal vinyl at £4/kg.", "") == []  # a guard: other units
    limit = cand("limit", "Supplier purchase orders over £300 need Sam Okoro's approval.")
    got = verdicts("Raising the PO today for the shop banner, 120 m of Oracal vinyl at £4/m. Fill in the PO "
                   "description line for me?", [limit], draft="PO description: Oracal vinyl for shop banner, 120 m.",
                   today=OCT)
    assert got["limit"][0] is True  # a guard: close enough in wording to answer at both
    turn = "Raising the PO today for the shop banner, 120 m of Oracal vinyl at £4/m. Fill in the description?"
    assert not calendar.stays_under(turn, limit.record.text)  # £480 in all, not £4


def test_an_account_named_by_its_code_goes_on_the_order_to_its_party_after_what_decides_it():
    account = cand("account", "Antalis trade account ANT-5521: 30-day payment terms, 8% trade discount.")
    limit = cand("limit", "Purchase orders over £500 ex VAT need Sam Okoro's approval.")
    got = verdicts("Raise a PO to Antalis for 20 boxes of 170gsm SRA3 silk at £31 each, ex VAT.", [account, limit],
                   draft="PO to Antalis: 20 boxes of SRA3 silk at £31, £620 ex VAT.", today=OCT)
    assert got["account"][0] is True
    assert got["limit"][0] is True  # a guard
    # beside three records that decide the task, the account reference is the one left out
    away = cand("away", "Sam Okoro is on leave from 12 to 23 October 2026; Lena Fox covers his PO approvals.")
    stock = cand("stock", "SRA3 silk stock at the Harrogate shop: 12 boxes of 170gsm SRA3 silk from Antalis.")
    got = verdicts("Raise a PO to Antalis for 20 boxes of 170gsm SRA3 silk at £31 each, ex VAT.",
                   [account, limit, away, stock], draft="PO to Antalis: 20 boxes of SRA3 silk at £31, £620 ex VAT.",
                   today=OCT)
    assert got["limit"][0] is True and got["away"][0] is True


def test_an_age_under_the_youngest_a_record_allows_runs_into_it():
    rule = "Taster sessions: minimum age 14, maximum weight 110 kg."
    assert calendar.crosses("Reply to a mum who wants to book a taster session for her son's 13th birthday.", rule) \
        == "age 13 is under the minimum age of 14"
    assert calendar.crosses("book a taster session for her 15-year-old son", rule) == ""  # a guard
    assert calendar.under_age("He's turning 7.", "Kids' parties: ages 8+.") == "age 7 is under the minimum age of 8"


def test_when_typed_short_in_lower_case_asks():
    assert cues.analyse("wen's the vat lock on xero").needs_lookup
    assert not cues.QUESTION_OPENINGS.search("Wen's shift starts at nine")  # a guard: a name


def test_the_users_undated_leave_asks_who_is_away():
    assert "calendar" in cues.analyse("Draft my out-of-office for my leave.").triggers
    gaps, _why = planner.plan("Draft my out-of-office for my leave.", "", [("schedule", ""), ("people", "")], 3)
    assert any(g.query.startswith("who is away") for g in gaps)
    assert "calendar" not in cues.analyse("Draft a leave policy for the shop.").triggers  # a guard


def test_what_anyone_should_do_or_a_countrys_law_sets_is_asked_in_general():
    assert cues.analyse("What PPE should someone wear when spraying contact adhesive?").generic
    assert cues.analyse("What's the UK exposure limit for solvent fumes and how is it averaged?").generic
    assert not cues.analyse("Which van is free for the Harrogate run tomorrow?").generic  # a guard


def test_a_notice_in_clear_working_days_tells_a_time():
    assert asking.holds("time", "Loads over 44 tonnes need a notification two clear working days before the move.")


def test_a_question_in_french_on_when_someone_is_away_takes_their_record():
    away = cand("away", "Rose Adeyemi (driver) is away in Lyon from 2026-09-19 to 2026-10-04 and is off the courier rota.")
    rule = cand("rule", "Only senior drivers (Tom Hale, Rose Adeyemi, Ben Cole) may take the 7.5-tonne van.")
    got = verdicts("Rappelle-moi, Rose est en congé quand exactement ?", [away, rule],
                   draft="1. Je n'ai pas ses dates de congé.\n2. Regarde le planning des chauffeurs.", today=SEPT)
    assert got["away"][0] is True
    assert got["rule"][0] is False  # a guard


def test_a_task_counted_from_a_dated_thing_takes_its_date():
    tender = cand("tender", "Harrogate Council print tender (ref HCP-T-0412) is due 25 September 2026 at 12:00 on "
                            "the council portal.")
    other = cand("other", "Ripon Foods is a separate prospect with a tender due 9 October 2026.")
    got = verdicts("Set up a 30-min call with Sam to sign off the HCP price the day before it goes in. Suggest a time.",
                   [tender, other], draft="Suggest 10:00 the day before the submission.", today=SEPT)
    assert got["tender"][0] is True
    assert got["other"][0] is False  # a guard: another tender


def test_a_two_letter_acronym_spells_out_a_trade_or_a_thing_sold():
    texts = ["A passed cleaner may only fire on a turn if the driver is Grade A.",
             "From 1 September a trial lesson costs £110."]
    assert policy.acronym_phrases("can eleri (PC) fire for gareth on sat?", texts) == {"passed cleaner"}
    assert policy.acronym_phrases("TL price rn?", texts) == {"trial lesson"}
    assert policy.acronym_phrases("PS: any news?", ["We charge £5 per session."]) == set()  # a guard


def test_doing_something_again_is_no_asking_again():
    resumed = cues.analyse("How long after a knee operation are people usually able to ride a cargo bike again?")
    assert not resumed.recall and not resumed.needs_lookup
    assert cues.analyse("whats the alarm code again?").recall  # a guard


def test_an_order_priced_line_by_line_is_totalled_whole():
    turn = "Order 6 boxes of toner and 10 reams of card from Antalis: toner £95 a box, card £12 each."
    limit = "Any single parts order over £600 must be approved by Sam Okoro; orders under £600 go on the shop card."
    assert calendar.priced_lines(turn) == ("6 toner at 95 and 10 card at 12 (690 in all)", "£", 690.0)
    assert calendar.crosses_total(turn, "", limit).endswith("comes to 690, over the limit of 600")
    assert calendar.priced_lines("Order 6 boxes of toner: toner £95 a box.") is None  # a guard: one line
    assert all(value < 1000 for _t, _k, value in calendar.totals(turn, turn))  # no price read as a count


def test_the_users_own_leave_is_called_for_by_their_out_of_office_whatever_its_family_reason():
    leave = classified("leave", "Ola is away Saturday 14 to Wednesday 25 November 2026 (brother's wedding in Lagos); "
                                "Sam Okoro covers her proof sign-offs.", own=True)
    mum = classified("mum", "Ola's father is unwell and she may have to leave early at short notice.", own=True)
    got = verdicts("Draft my out-of-office for my leave.", [leave, mum],
                   draft="Thank you for your email. I'm out of the office with limited access to email.", today=OCT)
    assert got["leave"][0] is True
    assert got["mum"][0] is False  # a guard


def test_a_task_on_a_named_event_takes_its_dates_beside_its_needs():
    needs = cand("needs", "Cycle Week needs: Mia Osei has coeliac disease (gluten-free food); Tom Reyes is deaf "
                          "(written briefings, visual signals on the route).")
    dates = cand("dates", "Cycle Week runs 2026-10-19 to 2026-10-23 with 10 riders.")
    got = verdicts("Write the catering order and briefing plan for Cycle Week.", [needs, dates],
                   draft="Daily lunch for the group plus a 09:00 briefing; ask about dietary needs.", today=SEPT)
    assert got["needs"][0] is True  # a guard
    assert got["dates"][0] is True


def test_a_height_under_the_least_a_record_allows_runs_into_it():
    rule = "Kids' rides: ages 8+, minimum height 120 cm; the tandem course needs at least 1.4 m tall."
    assert calendar.under_height("He's turning 8 and he's about 1 m 15.", rule) == \
        "a height of 115 cm is under the minimum height of 120 cm"
    assert calendar.under_height("She is 1.32 m and 9.", rule) == ""  # a guard: tall enough
    assert calendar.under_height("Work out the vinyl: 110 cm wide roll.", rule) == ""  # a guard: no one's height


def test_finding_someone_a_place_takes_their_access_need():
    need = cand("need", "Rose Adeyemi (courier lead) uses a wheelchair: she needs a ground-floor accessible room and "
                        "step-free access.")
    other = cand("other", "Tom Hale prefers early starts.")
    got = verdicts("Sort a room for Rose for the Leeds trade show week.", [need, other],
                   draft="Book a single room near the venue for the week and send Rose the address.", today=OCT)
    assert got["need"][0] is True
    assert got["other"][0] is False  # a guard
