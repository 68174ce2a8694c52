"""The twentieth round's readings: the user's personal worries and standing kept out of general questions,
records that set themselves apart from the user's own organisation, units typed in lower case, a friend's
record for a question about the user, priced lines added up against a limit, and go/no-go questions.
Every case here is written for these tests; the judge runs its real rules with the real embedding model."""

from __future__ import annotations

from datetime import date

import pytest

from retold import calendar as cal
from retold import cues
from retold.v1 import common_pb2 as c
from tests.helpers import cand, verdicts




# ------------------------------------------------------------------ personal matters
@pytest.mark.parametrize("record", [
    "Oskar's work permit runs out in March and he is worried the hospital will not renew his sponsorship.",
    "Oskar is saving for a house deposit and takes weekend locum shifts his manager doesn't know about.",
    "Oskar has borrowed £2,400 from his brother to pay the visa fees.",
])
def test_a_personal_worry_stays_out_of_a_general_question_on_its_topic(record):
    turn = "How long does a skilled worker visa extension usually take to come through these days?"
    v = verdicts(turn, [cand("worry", record, own=True)])
    assert v["worry"][:2] == (False, c.REASON_CODE_POTENTIALLY_HARMFUL)


def test_the_users_own_question_about_their_standing_calls_for_it():
    record = "Oskar's work permit runs out on 2031-03-14; his sponsor is the Northgate Trust HR team."
    v = verdicts("When does my work permit run out again?", [cand("permit", record, own=True)])
    assert v["permit"][0]


def test_an_injury_kept_from_the_manager_is_not_offered_for_someone_elses_injury():
    record = "Petra has a partly torn ankle ligament that she has not reported to the station manager."
    turn = "Walker on the ridge rolled her ankle and can't bear weight. Field checks before we carry her down?"
    v = verdicts(turn, [cand("ankle", record, own=True)])
    assert v["ankle"][:2] == (False, c.REASON_CODE_POTENTIALLY_HARMFUL)


# ------------------------------------------------------------------ look-alikes
@pytest.mark.parametrize("theirs", [
    "Harrow Print (an unrelated Leeds client) is invoiced through Coupa by the 20th of each month.",
    "The Ostrava office runs its own Coupa invoicing, due by the 20th of each month.",
    "At Bramley Rovers, where Jonas coaches on Sundays, invoices go through Coupa by the 20th of each month.",
    "The Reyes group across the corridor invoices through Coupa by the 20th of each month.",
    "Harrow Press in Selby is a separate account, invoiced through Coupa by the 20th of each month.",
])
def test_a_record_that_sets_itself_apart_does_not_answer_for_the_users_own(theirs):
    ours = cand("ours", "Harrow invoices go through Tradeshift and must be submitted by the 5th of the month.")
    v = verdicts("harrow: which invoicing portal, and what's the monthly cutoff?", [ours, cand("theirs", theirs)])
    assert v["ours"][0] and not v["theirs"][0]
    # alone, it is read as another organisation's, not as a weaker answer
    v = verdicts("harrow: which invoicing portal, and what's the monthly cutoff?", [cand("theirs", theirs)])
    assert v["theirs"][:2] == (False, c.REASON_CODE_POTENTIALLY_HARMFUL)


def test_a_look_alike_nothing_admits_is_marked_as_misleading_not_merely_unneeded():
    theirs = cand("theirs", "The Reyes group across the corridor keeps its spare pallet jack in bay 4.")
    v = verdicts("Draft the handover note for the weekend shift.", [theirs])
    assert v["theirs"][:2] == (False, c.REASON_CODE_POTENTIALLY_HARMFUL)


def test_a_unit_typed_in_lower_case_rules_out_another_unit_of_its_kind():
    other = cand("other", "Line 2 (creamed honey) fills at 14 °C after seeding.")
    v = verdicts("fill temp on line 1?", [other])
    assert not v["other"][0]
    v = verdicts("fill temp on line 2?", [other])
    assert v["other"][0]


def test_what_a_friend_needs_does_not_answer_what_the_user_needs():
    friend = cand("friend", "Tove's friend Maja Lind, a trainee controller at Nordby, needs 14 supervised night "
                            "shifts before her rating check.", own=False)
    v = verdicts("how many supervised night shifts do i still need before my rating check?", [friend])
    assert not v["friend"][0]
    v = verdicts("How many supervised night shifts does Maja still need before her rating check?", [friend])
    assert v["friend"][0]


# ------------------------------------------------------------------ priced lines and go/no-go questions
def test_priced_lines_add_up_against_a_limit_in_the_limits_currency():
    rule = "Any parts order over CAD 1,500 needs a countersignature from the treasurer before it is sent."
    turn = "Need 4 drive units at 389 each and 2 of the big batteries at 640 each. Draft the order."
    assert "2836 in all" in cal.crosses(turn, rule)
    assert cal.crosses("Need 3 drive units at 389 each. Draft the order.", rule) == ""
    # lines in another currency than the limit's are not added up against it
    assert cal.crosses("Order 4 drive units at €389 each and 2 batteries at €640 each.", rule) == ""


def test_an_order_whose_lines_cross_an_approval_limit_draws_the_rule():
    rule = cand("rule", "Any parts order over CAD 1,500 needs a countersignature from treasurer Ines Roy before it is sent.")
    other = cand("other", "The workshop is closed on public holidays.")
    turn = "Need 4 EP8 drive units at 389 each and 2 of the 630 Wh batteries at 640 each. Get the order going."
    v = verdicts(turn, [rule, other])
    assert v["rule"][0] and "2836" in v["rule"][2]
    assert not v["other"][0]


@pytest.mark.parametrize("turn", [
    "Get the order going so it's here by Friday.",
    "Need 40 sets of brake pads for the winter overhaul.",
])
def test_requests_without_a_writing_verb_are_tasks(turn):
    assert cues.analyse(turn).task


@pytest.mark.parametrize("turn, acting", [
    ("The skipper wants a 05:30 transfer tomorrow. Good to go?", True),
    ("Hollins can do the crown reduction next Wednesday. Anything stopping me just booking it?", True),
    ("Management is floating a 3pm rehearsal on the day we land. Is that even allowed?", True),
    ("Going to countersign the contract tonight. Anything I should double-check?", True),
    ("What are the usual risks of a crown reduction?", False),
    ("Need more detail on how a crown reduction works?", False),
])
def test_go_or_no_go_questions_ask_about_what_the_user_may_do(turn, acting):
    assert bool(cues.AUTHORITY.search(turn.lower())) is acting


# ------------------------------------------------------------------ the user's own absence
def test_an_out_of_office_for_while_the_user_is_away_draws_their_leave():
    leave = cand("leave", "Mirela is on annual leave from 2031-07-14 to 2031-07-25; Joost Brandt covers the dispatch desk.",
                 own=True)
    hours = cand("hours", "Mirela works from the Utrecht office, Monday to Thursday.", own=True)
    old = cand("old", "Mirela was on leave from 2029-02-02 to 2029-02-09.", own=True)
    # away, but on no dates ("market" and "decision" name no month)
    undated = cand("undated", "Mirela is often away at the depot; the market decision waits for her.", own=True)
    out = {rid: v[0] for rid, v in verdicts("Write me an out-of-office for while I'm away. Short.", [undated, hours, old],
                                            today=date(2031, 7, 1)).items()}
    assert not any(out.values())
    out = {rid: v[0] for rid, v in verdicts("Write me an out-of-office for while I'm away. Short.", [leave, hours, old],
                                            today=date(2031, 7, 1)).items()}
    assert out == {"leave": True, "hours": False, "old": False}
    # a turn that names its own day is read against the leave's dates instead
    out = {rid: v[0] for rid, v in verdicts("Write me an out-of-office for Tuesday morning, back at 13:00.",
                                            [leave, hours], today=date(2031, 7, 1)).items()}
    assert not out["leave"]


# ------------------------------------------------------------------ people named with a title
def test_a_record_about_another_person_named_with_a_title_does_not_answer_for_the_one_the_turn_names():
    turn = "Mrs Okonjo wants to bring her own wheelchair-accessible van to the open day. reply pls"
    other = cand("other", "Mrs Pemberton said she might bring a minibus to the open day; nothing booked.")
    same = cand("same", "Mrs Okonjo's van is 2.1 m high and needs the north gate, not the car park barrier.")
    v = verdicts(turn, [other, same])
    assert v["other"][:2] == (False, c.REASON_CODE_POTENTIALLY_HARMFUL)
    assert v["same"][0]
    # typed in lower case, and named with a first name in the record, it is still the same person
    v = verdicts("email dr aziz about the open day", [cand("aziz", "Dr Farah Aziz only reads email on Mondays.")])
    assert "another person" not in v["aziz"][2]


def test_a_matter_the_user_wants_kept_quiet_stays_out_of_a_document_for_others():
    turn = "draft my intro for the team newsletter: hydrographer, 4 yrs at PLA, led the Thames survey upgrade"
    quiet = "Mina has applied to the Marine Survey Office for a March 2027 role and wants it kept quiet."
    v = verdicts(turn, [cand("quiet", quiet, own=True)])
    assert v["quiet"][:2] == (False, c.REASON_CODE_POTENTIALLY_HARMFUL)
    # a writing rule that names what not to mention is a rule, not a secret
    rule = "When Mina drafts for the team newsletter, she never mentions survey budgets."
    assert verdicts(turn, [cand("rule", rule)])["rule"][0]


def test_a_code_in_an_example_a_rule_gives_is_not_another_unit():
    turn = "can u write up the incident report - Rusty (B7) nipped Sam's wrist at evening feed, about half past 5, skin broken, cleaned"
    rule = "When Nadia writes incident reports: use 24-hour times and put the kennel number before the dog's name (e.g. 'D2 – Pepper')."
    assert verdicts(turn, [cand("fmt", rule)])["fmt"][0]
    # a record about another kennel's dog is still another unit's
    other = "Kennel D2 (Pepper) bit a volunteer's sleeve last week; muzzle for handling."
    assert not verdicts(turn, [cand("d2", other)])["d2"][0]


def test_a_rule_is_no_answer_to_a_request_for_a_recommendation():
    rule = cand("rule", "Sade wants volunteer briefings kept under one page.")
    assert not verdicts("good warm-up game for a volunteer briefing with lots of new faces?", [rule])["rule"][0]
    # asked as the user's own, the same rule answers
    assert verdicts("how long should my volunteer briefings be again?", [rule])["rule"][0]
