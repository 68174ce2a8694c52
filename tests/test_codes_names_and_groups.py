"""The twenty-second round's readings: codes, shorthand and past forms as people type them, a model named by
its number, a request for a value, a name the draft says it lacks, two records of different names, the scope
of a wish that says who asks, a wish its holder is unsure of, a group's record with its members' needs, the
act a rule restricts, days written short, and wishes scoped to what is listed or forwarded.
Every case here is written for these tests; the judge runs its real rules with the real embedding model."""

from __future__ import annotations

from datetime import date

import pytest

from judge_svc import policy as judge
from retold import calendar as cal
from retold import cues
from store_svc import activation_rules as R
from tests.helpers import cand, verdicts

TODAY = date(2026, 12, 3)


# ------------------------------------------------------------------ tokens as people type them
@pytest.mark.parametrize("typed, written", [
    ("is press2 running again?", "Press-02 is down until the new ram arrives."),
    ("ccp7 limit", "Site HACCP CCP 7: hold above 63 °C."),
    ("the elearning module", "Everyone must finish the e-learning module by March."),
    ("when do we get paid", "December pay goes out early."),
    ("acct number for Tallis", "Tallis Timber: account TT-4410."),
    ("bought anything from Brant?", "We buy all fixings from Brant Supplies."),
])
def test_a_word_typed_one_way_meets_the_record_written_another(typed, written):
    shared = judge.specific_tokens(typed) & judge.specific_tokens(written)
    assert shared - judge.TEMPORAL, (judge.specific_tokens(typed), judge.specific_tokens(written))


def test_a_possessive_on_a_short_code_leaves_the_code():
    assert "oven4" in judge.specific_tokens("oven-04's thermostat failed")
    assert not any(t.endswith("'") for t in judge.specific_tokens("oven-04's thermostat failed"))


def test_dates_keep_their_numbers_apart_from_a_version():
    # "8.4" is no "04" of a date
    assert not (judge.specific_tokens("will the 8.4 changes make it?")
                & judge.specific_tokens("Freeze from 2027-01-04 00:00 UTC.")) - judge.TEMPORAL


# ------------------------------------------------------------------ explicit questions
def test_a_model_named_by_its_number_is_the_coded_one():
    v = verdicts("what's our payload limit on the 450s again?", [
        cand("d450", "Company payload limit for D450 flights: 2.7 kg."),
        cand("tern", "Company payload limit for the Tern quadcopter: 1.2 kg."),
    ])
    assert v["d450"][0] and not v["tern"][0], v


def test_a_code_written_apart_answers_the_code_typed_whole():
    v = verdicts("is oven4 back in service?", [
        cand("oven", "Ovens are oven-01 to oven-06; oven-04's element failed and it is out until a new one arrives."),
        cand("rota", "Bake rota: Priya on earlies, Tom on lates."),
    ])
    assert v["oven"][0] and not v["rota"][0], v


def test_a_request_for_a_value_is_judged_as_a_question():
    v = verdicts("reg for the crew van pls, doing the ferry booking", [
        cand("van", "The crew van (Ford Transit) is reg LK71 PXD: 9 seats."),
        cand("trailer", "The props trailer must be unhitched before the ferry."),
    ])
    assert v["van"][0], v


def test_a_name_the_draft_says_it_lacks_ties_the_one_record_that_names_it():
    cands = [cand("audit", "Fire safety audit booked for 10 December 2026; auditor Ben Hollis."),
             cand("rota", "Cleaning rota: Mondays and Thursdays.")]
    v = verdicts("hollis - 9th or 10th?", cands, draft="I don't have Hollis's visit date to hand.")
    assert v["audit"][0] and not v["rota"][0], v
    # without a draft that says so, a name alone this far from the turn ties nothing
    assert not verdicts("hollis - 9th or 10th?", cands)["audit"][0]


def test_two_dated_records_of_different_names_are_not_two_rounds_of_one_thing():
    v = verdicts("ashdown papers - loan or gift? a gallery wants to borrow two letters", [
        cand("ashdown", "The Ashdown family papers (2018 deposit) are on loan, not gifted: the family must agree in writing "
                        "to any loan out."),
        cand("ashford", "The Ashford & Co papers (2024) were gifted outright; no depositor consent is needed."),
    ], today=TODAY)
    assert v["ashdown"][0] and not v["ashford"][0], v


# ------------------------------------------------------------------ rules for tasks
def test_a_scope_is_read_without_who_asks_and_the_asking():
    assert judge.scope_kind("Ola asks for training ideas") == "training ideas"
    v = verdicts("draft me a short note to payroll asking for my overtime to go in this month", [
        cand("ideas", "When Ola asks for training ideas, add a safety note to each one.", own=True),
    ])
    assert not v["ideas"][0], v


def test_a_wish_its_holder_is_unsure_of_binds_nothing_written():
    v = verdicts("write the volunteer briefing for saturday's bird count", [
        cand("latin", "Ola might want Latin names left out of volunteer material; she is not sure yet.", own=True),
    ])
    assert not v["latin"][0], v


def test_a_groups_record_comes_with_its_members_needs_when_the_turn_names_the_group():
    cands = [cand("visit", "Birchfield Primary visit on 9 Dec 2026: 34 pupils, one with a severe egg allergy.")]
    cands[0].record.facets.append("sensitive:health")
    v = verdicts("how many are coming from Birchfield?", cands, today=TODAY)
    assert v["visit"][0], v
    # a question about another group does not call for this one's needs
    assert not verdicts("how many are coming from Oakley?", cands, today=TODAY)["visit"][0]


def test_a_rule_restricting_the_very_act_the_task_does_ties_them():
    assert judge.restricted_act("Only coded welders may weld pressure parts: Ana and Jo.",
                                judge.specific_tokens("need someone to weld the boiler bracket on the 15th"))
    assert not judge.restricted_act("Only coded welders may weld pressure parts: Ana and Jo.",
                                    judge.specific_tokens("need someone to paint the boiler bracket"))


# ------------------------------------------------------------------ cues
@pytest.mark.parametrize("turn", [
    "What's the actual legal minimum rest between shifts? The national rule, not ours.",
    "is it true some berries are still poisonous after you cook them?",
])
def test_a_general_question_that_sets_the_users_own_aside(turn):
    tc = cues.analyse(turn)
    assert tc.generic and not tc.possessive and not tc.recall, tc


@pytest.mark.parametrize("turn", [
    "how many kids are coming on the 9th and what time is the show",
    "reg for the crew van pls",
    "harbour get-in, did it move to 7 or not",
])
def test_turns_that_ask_about_the_users_own_world_are_planned_for(turn):
    assert cues.analyse(turn).needs_lookup


def test_a_general_question_with_no_day_is_still_not_planned_for():
    assert not cues.analyse("how many eggs go in a dozen?").needs_lookup


# ------------------------------------------------------------------ calendar
@pytest.mark.parametrize("text, day, weekday", [
    ("swap the pump on Sat 12th", 12, 5),
    ("thu 10th pm", 10, 3),
    ("weds night the 9th", 9, 2),
    ("next Thu the 10th", 10, 3),
])
def test_a_short_weekday_and_an_ordinal_day(text, day, weekday):
    w = cal.turn_when(text, TODAY)
    assert day in {d for d, _m in w.days} and weekday in w.weekdays, w


def test_paid_time_off_is_an_absence():
    assert judge.AWAY.search("Paul Mercer is on PTO Dec 14-18, 2026.")


# ------------------------------------------------------------------ activation forms
@pytest.mark.parametrize("words", [
    "From now on when you list suppliers give me a table: name, contact, lead time.",
    "Exception: anything I'm going to forward to the auditors has to be formal.",
    "Anything Priya will send to the council must be in plain English.",
])
def test_wishes_about_one_kind_of_thing_listed_or_forwarded_are_scoped(words):
    assert R.analyse_form([words], []).kind == "scoped"


def test_a_list_in_any_answer_is_still_no_scope():
    assert R.analyse_form(["Always use numbered lists when you list steps."], []).kind == "standing"


@pytest.mark.parametrize("words", [
    "No tables please, they break on my phone. Well, almost always.",
    "Prefiero respuestas cortas. Bueno, casi siempre.",
])
def test_almost_always_is_not_always(words):
    assert R.analyse_form([words], []).kind == "hedged"


# ------------------------------------------------------------------ spending
@pytest.mark.parametrize("turn, fires", [
    ("Harrow Signs quoted £2,300 for the new fascia, just book it?", True),
    ("Raise a PO for 3,200 euros to Kessel Tools", True),
    ("what does a coffee cost in Oslo, about 60 kr?", False),
    ("I paid £40 for parking last week", False),
])
def test_an_amount_about_to_be_spent_fires_the_spending_family(turn, fires):
    assert ("spending" in cues.analyse(turn).triggers) is fires


def test_an_amount_about_to_be_spent_is_held_to_the_budget_it_crosses():
    v = verdicts("Harrow Signs quoted £2,300 for the new fascia, just book it?", [
        cand("budget", "Shopfront budget left for 2026 is £1,800; any spend above that needs Marta's approval."),
        cand("next", "The 2027 shopfront budget is set at £6,000."),
    ], today=TODAY)
    assert v["budget"][0] and "over the limit" in v["budget"][2], v


def test_a_record_of_this_year_is_no_past_round_beside_next_years():
    # (the 2027 record names a later year; the 2026 one is the present, not history)
    v = verdicts("how much is left in the shopfront budget?", [
        cand("now", "Shopfront budget left for 2026 is £1,800."),
        cand("next", "From 2027 the shopfront budget moves to the estates team."),
    ], today=TODAY)
    assert v["now"][0], v


def test_an_exception_beside_a_default_is_read_as_its_own_scoped_wish():
    turn = ("Hi! Please answer me in Dutch by default, it's quicker for me. Exception: anything I'm going to send "
            "on to the auditors has to be in English, obviously.")
    exception = R.locate_claim("Anything Femke will send on to the auditors must be in English.",
                               "anything I'm going to send on to the auditors has to be in English", turn, None, 0.5, 0.3)
    assert R.analyse_form(exception.span, exception.context).kind == "scoped"
    default = R.locate_claim("Femke wants replies in Dutch by default.", "Please answer me in Dutch by default",
                             turn, None, 0.5, 0.3)
    assert R.analyse_form(default.span, default.context).kind == "standing"
