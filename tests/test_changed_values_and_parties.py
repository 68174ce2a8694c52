"""A value the user said has changed, a unit the record sets apart in so many words, secrets kept from work, a
named person's own clock, one sort of a thing allowed, hours from a first to a last clock time, thousands written
short, a deadline day beside a question, a place to eat that suits a party, the user's own usual, an account
number with a supplier, open-ended freezes, headings that name no role, how the user signs messages, stretches and
days written short, a rule that binds from a time of day, counts a named party arranges, a measure worked from the
turn's figures, an amount the user may just book, and replies to named clients. Cases written here (a community
sports centre), read by the real rules with the real embedding model. Every case fails at the previous rules but
two guards (a general count stays general; a freeze tied by no word of the task stays out)."""

from datetime import date

import pytest

from judge_svc import policy as judge
from retold import calendar, cues
from tests.helpers import cand, verdicts

UNKNOWN = "I don't have that stored; check with the centre."
MON = date(2026, 6, 15)


def test_a_record_still_holding_a_value_the_user_said_has_changed_stays_out():
    old = cand("old", "Centre manager can sign off up to £400 per order; above that a trustee co-signs.")
    new = cand("new", "Centre manager (Rosa) can sign off up to £650 per order (raised at the May board).")
    new.record.evidence_text = "Good news, the board bumped my sign-off from £400 to £650 last night."
    got = verdicts("whats my sign off limit these days?", [old, new], draft=UNKNOWN, today=MON)
    assert got["new"][0] is True
    assert got["old"][0] is False and "since changed" in got["old"][2]
    # a range is no change: "from £400 to £2,000 needs two signatures"
    assert judge.value_changes("orders from £400 to £2,000 need two signatures") == []
    assert judge.value_changes("the fee was £40, now £55") == [(("£", 40.0), ("£", 55.0))]


@pytest.mark.parametrize("theirs", [
    # the user's name told only where the record sets itself apart
    "The sports hall at Kelbrook Leisure (where Rosa helps some Saturdays) keeps courts 2 and 5 free for casual play.",
    # the organisation's other unit
    "Eastgate Centre (the council's other centre) keeps courts 1 and 4 of its sports hall free for casual play.",
])
def test_a_unit_the_record_calls_another_is_set_apart_even_when_it_names_the_user(theirs):
    me = cand("me", "Rosa wants short answers with the number first.", True)
    ours = cand("ours", "At Westfield, courts 3 and 7 stay open for drop-in badminton.")
    got = verdicts("which courts in the sports hall are kept free for casual play again?",
                   [me, ours, cand("theirs", theirs)], draft=UNKNOWN, today=MON)
    assert got["ours"][0] is True
    assert got["theirs"][0] is False and "another organisation or site" in got["theirs"][2]


@pytest.mark.parametrize("secret", [
    "Rosa has an interview for a centre manager post at Fenwick Sports on 18 June 2026; nobody at work knows.",
    "Rosa is meeting the trustees about an 8% raise on 18 June 2026 and wants it kept off anything shared.",
])
def test_a_matter_kept_from_work_stays_out_of_a_task_on_its_day(secret):
    leave = cand("leave", "Coach Priya is on leave 15-19 June 2026.")
    got = verdicts("set up the junior coaches' meeting on Thu 18 June, suggest a time and draft the invite",
                   [leave, cand("secret", secret, True)],
                   draft="Junior coaches' meeting, Thursday 18 June 10:00, sports hall office.", today=MON)
    assert got["secret"][0] is False and "private" in got["secret"][2]


def test_the_clock_of_a_person_the_task_calls():
    tz = cand("tz", "Consultant physio Dr. Alan Reyes is in Adelaide and takes calls only 08:00-11:00 Adelaide time.")
    floor = cand("floor", "The sports hall floor was resurfaced by Junckers in March 2026; no tape on it for 30 days.")
    got = verdicts("set up a call w Alan re the floor resurfacing quote for tmrw, I'm free 14:00-18:00", [tz, floor],
                   draft="How about 15:00 tomorrow? Invite: 'Floor resurfacing quote, 30 min'.", today=MON)
    assert got["tz"][0] is True
    assert judge.PLACE_TIME.search("calls at 09:00 Perth time") and not judge.PLACE_TIME.search("Lunch time is 12:30")


def test_the_task_gets_a_thing_of_which_only_one_sort_is_allowed():
    # (a guard: this task also ties the rule by its words; the reading of "only ... may be stocked" is pinned below)
    assert [m.group(2) for m in judge.RESTRICTED_ITEM.finditer("only nitrile gloves may be stocked or used")] == ["gloves"]
    gloves = cand("gloves", "Lifeguard Josh Whitlow has a severe latex allergy; only nitrile gloves may be stocked or "
                            "used in the centre stores.")
    limit = cand("limit", "Rosa can sign off up to £750 per order; above that the treasurer co-signs.")
    got = verdicts("need to reorder chlorine tablets, 25kg, and restock the stores with 40 pairs of gloves. draft the PO "
                   "and tell me if I can sign it", [gloves, limit],
                   draft="PO: 25 kg chlorine tablets and 40 pairs of work gloves; sign it if it is within your limit.",
                   today=MON)
    assert got["gloves"][0] is True and got["limit"][0] is True


def test_hours_from_a_first_to_a_last_clock_time_cross_a_cap_on_a_stretch_of_duty():
    cap = "Staff may be rostered at most 12 hours on duty in a day, with at least 11 hours' rest between shifts."
    assert "15.5 hours" in calendar.crosses("Sam wants the 06:00 opening shift and then the league night finishing 21:30",
                                            cap)
    assert calendar.crosses("Sam on 08:00 to 17:00 on Saturday", cap) == ""
    # a floor of rest is no cap
    assert calendar.crosses("Sam 06:00 then 21:30", "Staff need at least 12 hours' rest between shifts.") == ""


def test_thousands_written_short_before_the_currency_cross_a_limit():
    assert calendar.amounts("can i raise a 3k€ credit note for the club") == [("3k€", "€", 3000.0)]
    limit = cand("cn", "Rosa can issue credit notes up to EUR 2,500; above that the finance lead signs.")
    got = verdicts("can i raise a 3k€ CN for the rowing club myself or does it need sign off", [limit],
                   draft="You can usually raise a credit note yourself if it is within your delegated limit.", today=MON)
    assert got["cn"][0] is True and "2500" in got["cn"][2]


def test_a_deadline_day_beside_a_question_is_not_the_day_asked_about():
    rate = cand("rate", "Since 1 April 2026 the main hall hire rate is £42 per hour, invoiced on Tuesdays.")
    got = verdicts("main hall hire rate per hour atm? board report due fri", [rate], draft=UNKNOWN, today=MON)
    assert got["rate"][0] is True


def test_a_place_to_eat_must_suit_the_party_the_turn_names_by_its_club():
    assert "feeding" in cues.analyse("book somewhere for lunch after the Fenwick visit, 4 of us").triggers
    diet = cand("diet", "Claire Besson (Fenwick Sports buyer) is coeliac: strictly gluten-free food.")
    chair = cand("chair", "Julien Roy (Fenwick Sports facilities lead) uses a wheelchair: step-free routes only.")
    got = verdicts("book somewhere for lunch after the fenwick visit, near the centre, 4 of us", [diet, chair],
                   draft="Try the Riverside Café near the centre; book a table for 4 at 12:30.", today=MON)
    assert got["diet"][0] is True and got["chair"][0] is True


def test_the_users_own_usual_in_a_task_is_not_a_general_question():
    assert cues.analyse("order the usual sandwich platters for the coaches' lunch Fri, 12 ppl. write me the order "
                        "email?").generic is False
    assert cues.analyse("what's the usual dosing interval for ibuprofen?").generic is True
    assert cues.analyse("cheap ideas to thank volunteers at end of season?").generic is True


def test_the_users_account_number_with_the_supplier_a_task_orders_from():
    acct = cand("acct", "Our account number at Hallam Nets is FSC-2291.")
    got = verdicts("Raise a PO to Hallam Nets for 4 new badminton nets at £85 each, need them before the tournament.",
                   [acct], draft="PO to Hallam Nets: 4 x badminton nets @ £85 = £340, delivery before the tournament.",
                   today=MON)
    assert got["acct"][0] is True and "Hallam" in got["acct"][2]


def test_a_freeze_from_a_dated_weekday_runs_on_and_the_next_weeks_written_short():
    rules = calendar.record_rules("Booking system freeze from Wednesday 24 June 2026: no config changes after that.",
                                  today=MON)
    assert rules.ranges == [(24, 6, 31, 12)]
    assert calendar.collides(calendar.turn_when("Thu 25th: trial the new booking rules", MON), rules)
    assert len(calendar.turn_when("plan the courts for the next 3 wks", MON).span) == 22


def test_a_heading_over_things_or_a_place_names_no_role_holder():
    assert judge.role_held("Duty manager: Maria Lopez.") == "Duty manager"
    assert judge.role_held("Court codes: C1 Main Hall, C2 Annexe, C3 Studio.") == ""
    assert judge.role_held("Tournament hotel block: Hotel Miramar, Leeds, 12 rooms.") == ""


def test_how_the_user_signs_messages_answers_no_question_of_approval():
    sig = cand("sig", "Sponsor emails: sign off as 'Rosa Diaz, Partnerships' and never use exclamation marks.", True)
    got = verdicts("Fenwick want their logo on our bibs, ~£400 on our side. can I just say yes and sign it off?", [sig],
                   draft="If it's within your budget authority you can approve it.", today=MON)
    assert got["sig"][0] is False


# --- days and times written short, counts a party arranges, and replies to named clients ---------------------------

TUE = date(2026, 5, 26)


@pytest.mark.parametrize("turn, days", [
    ("cover note for the next few weeks", 22),
    ("plan the court bookings for 1st wk of June", 7),
])
def test_stretches_written_short(turn, days):
    assert len(calendar.turn_when(turn, TUE).span) == days


def test_sat_and_sun_are_days_only_after_a_word_that_sets_one():
    assert calendar.turn_when("13h shift for a lifeguard this sat", TUE).days == {(30, 5)}
    assert calendar.turn_when("I sat down on the sun lounger", TUE).days == set()


def test_a_rule_that_binds_from_a_time_of_day():
    rule = "Lone working: any session starting after 18:00 needs a buddy call and a check-in within 90 minutes."
    assert "after 18:00" in calendar.crosses("coaching the squad at 19:30 tonight on my own, what do I need sorted", rule)
    assert calendar.crosses("coaching the squad at 16:00 on my own", rule) == ""


@pytest.mark.parametrize("turn, generic", [
    ("how many juniors are St Bede's bringing, need it for the changing rooms", False),
    ("how many shuttles can KX get this month", False),
    ("how many people does a minibus seat?", True),
])
def test_a_count_a_named_party_arranges_is_the_users_own_world(turn, generic):
    assert cues.analyse(turn).generic is generic


def test_asks_written_loosely_and_plans_of_a_week_are_read():
    assert cues.analyse("wats the wind limit for the climbing tower").question is True
    assert "scheduling" in cues.analyse("pick a weekday for a recurring 30 min check-in with the duty leads").triggers
    assert "scheduling" in cues.analyse("plan my maintenance week: 3 pool tests, a 1:1 with each lifeguard").triggers
    assert cues.TRIGGER_CONSTRAINTS["scheduling"].search("Rosa does not work on Wednesdays.")


def test_a_measure_worked_from_the_turns_figures_is_asked_in_general():
    job = cand("job", "Job 4471 (Fenwick changing rooms) is 186 lockers, due by 22 May 2026.")
    got = verdicts("takt time if we need 186 lockers over 9 shifts of 7.5h?", [job],
                   draft="67.5 hours over 186 lockers is about 21.8 minutes per locker.", today=TUE)
    assert got["job"][0] is False


def test_an_amount_the_user_may_just_book_takes_the_rule_it_stays_within():
    hotel = cand("hotel", "Tournament-week hotel block: Hotel Miramar, Leeds, 18 rooms, 24-29 June 2026, booking ref "
                          "MR-5521; free cancellation until 19 June.")
    travel = cand("travel", "Travel bookings over £2,500 need sign-off from centre director Ruth Kessler; below that Rosa "
                            "books directly.")
    got = verdicts("2 more coaches need beds in Leeds for the whole tournament week, hotel's quoting £1,380 total. ok to "
                   "just book them in the same place as everyone?", [hotel, travel],
                   draft="Yes, book them into the same hotel as the rest of the team.", today=TUE)
    assert got["hotel"][0] is True
    assert got["travel"][0] is True and "within its limits" in got["travel"][2]


def test_a_freeze_is_not_tied_to_a_task_by_a_word_that_describes_anything():
    freeze = cand("freeze", "The till system migrates from 1 to 7 June 2026: full freeze, no price list changes in that "
                            "window.")
    van = cand("van", "The centre minibus is driven by Gareth; equipment collections are Mondays and Thursdays only.")
    got = verdicts("plan the equipment collections for 1st wk of June, 5 requests incl a full set of gym mats", [freeze, van],
                   draft="Mon 1 June: two collections; Thu 4 June: three.", today=TUE)
    assert got["freeze"][0] is False


def test_a_wish_for_messages_to_named_clients_binds_a_reply_to_one_of_them():
    french = cand("french", "When drafting emails to Rosa's French clients (Verdal Sports, Maison Aubier), write them in "
                            "French, prices included; other clients in English.", True)
    terms = cand("terms", "Rush orders for Verdal Sports carry a 15% surcharge; standard terms are 30 days net.")
    got = verdicts("Verdal want 40 more kit bags rushed for next Weds. Draft my reply to Claire with the price "
                   "implications", [french, terms], draft="Hi Claire, we can rush 40 kit bags for Wednesday.", today=TUE)
    assert got["french"][0] is True
