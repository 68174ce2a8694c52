"""A quoted term asked in a language however the question is worded ("jak po angielsku '...'?", "« acompte » en
anglais c'est ...?"), which is a question of the language; an aside on the old value in a record that tells the value
in force, which is no past record; a record that sets itself apart from the one the turn names ("a different trailer
and owner from Harbour Fries"); a few lines about the user written from what the turn tells (a bio), which no rule
of the user's work changes; a cover story and a job interview, which are private; a question whether the user may go
ahead alone on something the turn names but does not price, answered by its price and the approval limit it crosses;
a term counted from a day the turn gives ("bought 4 February 2028" and "valid 12 months from the purchase date"); a
month's name, which ties no deadline to a day off. Cases written here (a boat chandlery, a street food yard, a
pottery, a garage, a tennis club, a climbing wall, a kayak school), read by the real rules with the real embedding
model and the real planner cues, and over gRPC by the real judge with its fitted learned layer where the last pass
acts. Every test fails at the previous rules; the asserts marked "a guard" pass at both."""

from datetime import date

from judge_svc import policy
from retold import calendar, cues
from retold.v1 import common_pb2 as c
from retold.v1 import activation_pb2 as a
from tests.helpers import activation_env, cand, gate_decides, judge_verdicts, verdicts

SPRING = date(2029, 4, 10)  # a Tuesday


async def _admit(make_stack, turn: str, draft: str, cands, today: date = SPRING) -> dict:
    return await judge_verdicts(make_stack, turn, draft, cands, today)


def test_a_quoted_term_asked_in_a_language_is_a_question_of_the_language():
    for turn in ("jak po angielsku 'zawór zwrotny'? do protokołu",
                 "« acompte » en anglais c'est deposit ou down payment ? il y a une différence ?",
                 "Be 'di 'lock-out' ac 'isolation' yn Gymraeg? isio nhw ar yr arwydd newydd yn y gweithdy",
                 "sut ti'n deud 'receipt' yn gymraeg? a 'invoice'?"):
        assert cues.asks_term(turn), turn
    # a guard: a task writing in a language, and how the user's own side words a thing
    assert not cues.asks_term("write the notice in Welsh: 'closed on sundays'?")
    assert not cues.asks_term("is the 'call-out fee' in English on our invoice?")
    deposit = cand("deposit", "A 25% deposit is taken on any rigging quote over £400; no deposit below that.")
    got = verdicts("« acompte » en anglais c'est deposit ou down payment ? il y a une vraie différence ?", [deposit],
                   draft="Les deux existent : « deposit » est le plus courant au Royaume-Uni, « down payment » aux "
                         "États-Unis.", today=SPRING)
    assert got["deposit"][0] is False, got["deposit"]
    # ... and the user's wish on how answers on terms are laid out shapes it all the same
    layout = cand("layout", "For terminology questions, answer with a three-column table: source term, English term, "
                            "usage note.", own=True)
    got = verdicts("¿Equivalentes en inglés para «grillete», «guardacabo» y «mosquetón»?", [layout],
                   draft="«Grillete» es «shackle»; «guardacabo», «thimble»; y «mosquetón», «snap hook».", today=SPRING)
    assert got["layout"][0] is True, got["layout"]


def test_an_aside_on_the_old_value_makes_no_past_record():
    limit = cand("limit", "From 3 March 2029, chandlery orders over £250 need Priya's OK before ordering (the limit "
                          "used to be £400).")
    got = verdicts("order limit b4 i need priyas ok?", [limit],
                   draft="Many shops set sign-off at £300-£500; check with Priya.", today=SPRING)
    assert got["limit"][0] is True, got["limit"]
    # a guard: a record told in the past outside any aside
    old = cand("old", "Chandlery orders used to need Priya's OK over £400.")
    got = verdicts("order limit b4 i need priyas ok?", [old],
                   draft="Many shops set sign-off at £300-£500; check with Priya.", today=SPRING)
    assert got["old"][0] is False, got["old"]


def test_a_record_that_sets_itself_apart_from_what_the_turn_names():
    other = "Harbour Dogs (a different trailer and owner from Harbour Fries) has a gas certificate valid to 14 March 2030."
    assert policy.named_apart("harbour fries gas cert - where are we", other)
    assert policy.named_apart("big day at NY tmrw, ~14 m3. are we ok on the consent?",
                              "South Yard (SY) effluent consent: max 8 m³/day (tighter than NY).")
    # a guard: the turn names the record's own subject too, or the one set apart is not what the turn names
    assert not policy.named_apart("how does NY compare with SY on the consent?",
                                  "South Yard (SY) effluent consent: max 8 m³/day (tighter than NY).")
    assert not policy.named_apart("SY consent max?", "South Yard (SY) effluent consent: max 8 m³/day (tighter than NY).")


async def test_the_judge_keeps_a_record_set_apart_from_what_the_turn_names_out_over_grpc(make_stack):
    other = cand("other", "Harbour Dogs (a different trailer and owner from Harbour Fries) has a catering gas "
                          "certificate valid until 14 March 2030.")
    got = await _admit(make_stack, "harbour fries gas cert - where are we",
                       "I don't have Harbour Fries' certificate on file; ask them for a copy.", [other])
    assert not got["other"].admitted, got["other"]
    assert got["other"].note == policy.APART_NOTE


async def test_a_bio_of_the_user_takes_no_rule_or_scoped_wish_over_grpc(make_stack):
    rule = cand("rule", "Clayworks rule: every kiln firing over 1,200 °C is logged in the kiln book with start and end "
                        "times, and nobody teaches on a firing day.")
    scoped = cand("scoped", "When Hana writes to students: warm tone, first names, signed off 'Hana at Clayworks'.",
                  own=True)
    turn = ("write me a 3 line bio for the clayworks website: 15 yrs throwing, trained in Mashiko, teaches the tues "
            "evening class")
    assert policy.self_profile(turn)
    got = await _admit(make_stack, turn, "Hana has been throwing pots for fifteen years. She trained in Mashiko, "
                                         "Japan, and now teaches the Tuesday evening class at Clayworks.",
                       [rule, scoped])
    assert not got["rule"].admitted and not got["scoped"].admitted, got
    # a guard: a standing way of writing stays open to it, and a question about someone else's bio is no such task
    assert policy.self_profile_keeps("Hana wants short sentences and plain English.")
    assert not policy.self_profile("what is in the bio of our new hire?")


def test_a_cover_story_and_a_job_interview_are_private():
    interview = cand("interview", "Tomasz has a job interview at a rival garage in Leeds on Fri 13 April 2029; he has "
                                  "told Dana it is a dentist appointment.", own=True)
    got = verdicts("write short msg to dana confirming fri 13th off (the dentist thing), ill do sat 14th instead",
                   [interview], draft="Hi Dana, just confirming I'm off Friday 13th. I'll do Saturday 14th instead.",
                   today=SPRING)
    assert got["interview"][0] is False, got["interview"]
    assert got["interview"][1] == c.REASON_CODE_POTENTIALLY_HARMFUL, got["interview"]


def test_going_ahead_alone_on_an_unpriced_thing_takes_its_price_and_the_limit_it_crosses():
    quote = cand("quote", "Matfix's revised quote to resurface court 3 is £6,450 including delivery and fitting.")
    rule = cand("rule", "Any single purchase over £1,000 needs two directors' signatures: Declan and Priya Shah.")
    got = verdicts("matfix want the PO signed today so they hold the fitting slot. i'll just sign it myself yeah?",
                   [quote, rule], draft="If it's within your authority, yes: sign it and send it today.",
                   today=SPRING)
    assert got["quote"][0] is True and got["rule"][0] is True, got
    assert calendar.crosses_any(quote.record.text, rule.record.text) == "£6,450 is over the limit of 1000"
    # a guard: a price under the limit crosses nothing
    assert calendar.crosses_any("Matfix's quote for new nets is £640.", rule.record.text) == ""


def test_a_term_counted_from_a_day_the_turn_gives():
    term = cand("term", "Gift vouchers (GV-xxxx) are valid 12 months from the purchase date and can be extended once "
                        "by 3 months for a £10 fee.")
    got = verdicts("reply to Mrs Okafor pls: voucher GV-2231, bought 4 February 2028, never used, wants a session in "
                   "June", [term], draft="Dear Mrs Okafor, thank you for your message. We'd be glad to book your "
                                         "session in June.", today=SPRING)
    assert got["term"][0] is True, got["term"]
    assert "lapsed 4/2/2029" in got["term"][2], got["term"]
    # a guard: bought this year, still good
    assert calendar.validity_lapsed("voucher GV-2231, bought 4 February 2029", term.record.text, SPRING) == ""


def test_a_months_name_ties_no_deadline_to_a_day_off():
    repacks = cand("repacks", "Reserve repack log: rescue boat reserves R-3 and R-5 due by 20 April 2029; the kayak "
                              "trailer's inspection due by 2 May 2029.")
    got = verdicts("draft a msg to Omar asking for sat 12 may off, family thing", [repacks],
                   draft="Hi Omar, could I take Saturday 12 May off? It's a family matter.", today=SPRING)
    assert got["repacks"][0] is False, got["repacks"]


async def test_a_wish_on_how_sizes_are_written_stays_out_of_a_text_with_none_over_grpc(make_stack):
    sizes = cand("sizes", "Rhodri wants sizes given in millimetres, not inches.", own=True)
    got = await _admit(make_stack, "write short msg to dana confirming fri 13th off, ill do sat 14th instead",
                       "Hi Dana, just confirming I'm off Friday 13th. I'll do Saturday 14th instead. Thanks, Rhodri",
                       [sizes])
    assert not got["sizes"].admitted, got["sizes"]
    # a guard: a text that holds a size, or a wish on more than one kind of value
    assert not policy.value_wish_unmet("which shackle for the 3/8\" chain?", "", sizes.record.text)
    assert not policy.value_wish_unmet("confirm fri off", "", "Rhodri wants temperatures in °C and sizes in mm.")


def test_a_reminder_about_the_event_the_turn_names_takes_the_records_dating_it():
    day = cand("day", "Junior kayak assessment (star awards): Sunday 22 April 2029 at the Mill Pool, 09:30-12:30.")
    fee = cand("fee", "The assessment fee is £15 per paddler, paid online by 15 April 2029.")
    got = verdicts("write the reminder for the assessment to go out to parents tonight", [day, fee],
                   draft="Dear parents, a reminder that the junior assessment is coming up soon. Please bring kit.",
                   today=SPRING)
    assert got["day"][0] is True and got["fee"][0] is True, got
    assert got["day"][2].endswith(policy.EVENT_ANNOUNCED), got["day"]
    # ... and the one rule on it that dates nothing
    rule = cand("rule", "A paddler's club membership must be in date on assessment day or they cannot be assessed.")
    got = verdicts("write the reminder for the assessment to go out to parents tonight", [day, fee, rule],
                   draft="Dear parents, a reminder that the junior assessment is coming up soon.", today=SPRING)
    assert got["rule"][0] is True and got["rule"][2].endswith(policy.EVENT_RULED), got["rule"]
    # a guard: a name in the event picks it out from another with the same long words
    other = cand("other", "Blue route closure on Sat 28 April 2029; replacement buses from Stagline.")
    ours = cand("ours", "The Mill Pool route closure moved to Sat 21 April 2029.")
    got = verdicts("Draft the customer notice for the Mill Pool replacement buses.", [other, ours],
                   draft="Route closure: replacement buses at the Mill Pool on [date].", today=SPRING)
    assert got["other"][0] is False and got["ours"][0] is True, got
    # a guard: a reminder about an event no record dates ahead takes neither
    past = cand("past", "The spring assessment was on Sunday 11 March 2029 at the Mill Pool.")
    got = verdicts("write the reminder for the assessment to go out to parents tonight", [past],
                   draft="Dear parents, a reminder that the junior assessment is coming up soon.", today=SPRING)
    assert got["past"][0] is False, got["past"]


async def test_a_jest_closing_the_reason_after_a_wish_is_no_doubt_about_it(make_stack):
    p = "p-elin"
    transcript = [("elin/s0/1", "user", "Quick one first: always metric units please, I'm from Lyon and the supplier "
                                        "catalogues are all in inches lol"),
                  ("elin/s0/2", "assistant", "Metric it is."),
                  ("elin/s0/3", "user", "and keep answers short pls lol, or not, dunno"),
                  ("elin/s0/4", "assistant", "Noted.")]
    _st, store, gate = await activation_env(make_stack, p, transcript)
    got = await gate_decides(store, gate, p, "Elin wants metric units in every answer.", "metric", "elin/s0/1",
                             "always metric units please")
    assert got[0] == a.ACTIVATION_DECISION_PROMOTE, got
    # a guard: doubt said about the wish itself still sends it to a person
    got = await gate_decides(store, gate, p, "Elin wants short answers.", "short", "elin/s0/3", "keep answers short pls")
    assert got == (a.ACTIVATION_DECISION_REVIEW, "hedged_wording"), got


def test_a_price_asked_as_a_second_question_in_another_language_takes_the_record_holding_it():
    day = cand("day", "Harbour Regatta: Saturday 19 May 2029 at the East Quay; entries close Sunday 13 May 2029 at "
                      "midnight.")
    fee = cand("fee", "Harbour Regatta entry is £30 per boat; the club pays half for squad crews.")
    got = verdicts("as inscrições da harbour regatta fecham quando mesmo? e quanto é", [day, fee],
                   draft="Normalmente fecham uma semana antes; o valor costuma ficar entre £20 e £40.", today=SPRING)
    assert got["day"][0] is True and got["fee"][0] is True, got
    # a guard: asked only when entries close, the price stays out
    got = verdicts("as inscrições da harbour regatta fecham quando mesmo?", [day, fee],
                   draft="Normalmente fecham uma semana antes.", today=SPRING)
    assert got["fee"][0] is False, got["fee"]


def test_the_users_own_pay_or_invoice_takes_the_terms_they_are_paid_on():
    terms = cand("terms", "Rhodri works Mondays and Wednesdays only; day rate £280; his invoice goes to Anwen on the "
                          "last working day of the month.", own=True)
    got = verdicts("knock up my April invoice pls", [terms], draft="Invoice\nServices: April\nAmount: £", today=SPRING)
    assert got["terms"][0] is True, got["terms"]
    pay = cand("pay", "Rhodri is paid £13.80 per hour; pay arrives on the last working day of the month.", own=True)
    got = verdicts("april: 5h every sat + 3h every wed. how much do i get and when does it land?", [pay],
                   draft="It depends on your hourly rate.", today=SPRING)
    assert got["pay"][0] is True and got["pay"][2].endswith(policy.OWN_PAY_NOTE), got["pay"]
    # a guard: someone else's pay terms, not the user's
    other = cand("other", "Anwen is paid £16.20 per hour for club coaching; her pay arrives on the 28th.")
    got = verdicts("april: 5h every sat + 3h every wed. how much do i get and when does it land?", [other],
                   draft="It depends on your hourly rate.", today=SPRING)
    assert got["other"][0] is False, got["other"]


def test_a_prep_list_for_a_visit_named_by_its_initials():
    audit = "Dyfed Water compliance audit at the North Quay on Wed 2 May 2029, 10:00, inspector Ffion Rees."
    assert policy.prepared_for("start me the prep list for the DW visit", audit, SPRING).startswith(
        "the day of what the task gets ready for (2029-05-02)")
    # a guard: initials of no name the record holds
    assert policy.prepared_for("start me the prep list for the XY visit", audit, SPRING) == ""


def test_one_leader_alone_with_a_group_takes_the_cap_and_the_count_that_crosses_it():
    cap = cand("cap", "Minnows ratio: at most 8 paddlers per coach; above 8, a second qualified adult must be on the water.")
    count = cand("count", "Saturday Minnows at the Mill Pool has 11 paddlers booked this term.")
    got = verdicts("owen asked if he can skip sat minnows this week, im fine solo right?", [cap, count],
                   draft="Yes, that should be fine for one session.", today=SPRING)
    assert got["cap"][0] is True and "one alone is over" in got["cap"][2], got["cap"]
    # a guard: a count under the cap crosses nothing
    few = cand("few", "Saturday Minnows at the Mill Pool has 6 paddlers booked this term.")
    got = verdicts("owen asked if he can skip sat minnows this week, im fine solo right?", [cap, few],
                   draft="Yes, that should be fine for one session.", today=SPRING)
    assert got["cap"][0] is False, got["cap"]
