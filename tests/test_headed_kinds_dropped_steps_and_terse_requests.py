"""A wish headed by the kind of thing it is for, whatever that kind is called ("For mooring swaps: ...",
"When you give me crane lifts: ..."), beside a standing wish of the same turn; a step of a procedure left out
as a safeguard dropped; and requests typed the way busy people type them ("prep me the ...", "can u reply", "...,
write me the ...", "slipway rota sat 6 + sun 7", "any allergies the kitchen needs to know", "the yard's asking").
Cases written here (a boatyard and a climbing wall), through the form rules, the turn cues, the real planner and
the real activation gate over gRPC and SQLite. Every test fails at the previous rules; the asserts marked "a guard"
pass at both."""

from __future__ import annotations

import pytest

from planner_svc.policy import plan
from retold import cues
from retold.v1 import activation_pb2 as a
from store_svc.activation_rules import analyse_form, drops_safeguards, headed_kind
from tests.helpers import activation_env, gate_decides


@pytest.mark.parametrize("span, context", [
    (["For mooring swaps: pontoon first, then the berth number, then the owner."], []),
    (["When you give me crane lift plans: load, radius and sling angle in the first three lines."], []),
    # a standing wish told before it in the same turn lends it no "always"
    (["And for osmosis treatments: cure time first, then the cost."],
     ["Always metric for me: metres, litres, kilos.", "Never imperial, even when the paint supplier is American."]),
    (["And for novice groups skip the warm-up traverse in session plans."], []),
])
def test_a_wish_headed_by_a_kind_of_thing_holds_for_that_kind_alone(span, context):
    f = analyse_form(span, context)
    assert f.kind == "scoped", f
    assert any(m.startswith("kind:") for m in f.markers), f


def test_a_plural_every_answer_may_hold_is_no_kind_of_work():
    # a guard: figures, dates and answers are in every kind of answer
    assert analyse_form(["Whenever you give me dates, use the ISO format."], []).kind == "standing"
    assert analyse_form(["For all answers: bullet points, no more than five."], []).kind == "standing"
    assert headed_kind("for the next two weeks: short answers") == ""
    assert headed_kind("for hull survey write-ups: numbered findings") == "hull survey write-ups"


def test_a_step_of_a_plan_left_out_drops_a_safeguard():
    assert drops_safeguards("Leave out the buddy check step in the session plans for regulars.")
    assert drops_safeguards("skip the second-person check on the hoist")
    # a guard: a step wanted is no step dropped
    assert not drops_safeguards("Number each step in the session plans.")


P = "p-ruaidhri"
TRANSCRIPT = [
    ("ru/s0/1", "user", "Always metric for me: metres, litres, kilos. Never imperial, even when the paint supplier is "
                        "American. And for osmosis treatments: cure time first, then the cost."),
    ("ru/s0/2", "assistant", "Understood."),
    ("ru/s0/3", "user", "When you give me crane lifts: load, radius and sling angle in the first three lines."),
]


@pytest.fixture
async def gate_env(make_stack):
    _st, store, gate = await activation_env(make_stack, P, TRANSCRIPT)
    yield store, gate
    await store.close()


async def _decide(store, gate, text, rid, ref):
    return await gate_decides(store, gate, P, text, rid, ref)


async def test_the_gate_keeps_a_headed_wish_conditional_beside_a_standing_one(gate_env):
    store, gate = gate_env
    # the standing wish of the turn promotes
    assert await _decide(store, gate, "Ruaidhri wants metric units (metres, litres, kilos), never imperial.", "metric",
                         "ru/s0/1") == (a.ACTIVATION_DECISION_PROMOTE, "standing_default")
    # the wish headed by a kind of document in the same turn does not
    assert await _decide(store, gate, "For osmosis treatments, Ruaidhri wants the cure time first, then the cost.",
                         "osmosis", "ru/s0/1") == (a.ACTIVATION_DECISION_CONDITIONAL, "scoped_wording")
    assert await _decide(store, gate, "When giving Ruaidhri crane lifts: load, radius and sling angle in the first "
                         "three lines.", "lifts", "ru/s0/3") == (a.ACTIVATION_DECISION_CONDITIONAL, "scoped_wording")


@pytest.mark.parametrize("turn", [
    "prep me the kit list + safety briefing for saturday's session",
    "owner says the stern gland still drips, wants the £140 labour back. can u reply + sort",
    "the Rowans brought a 9m ketch in for a survey, write me the job card steps",
    "slipway rota sat 6 + sun 7, need someone on the hoist 8-4 both days",
])
def test_requests_typed_short_are_tasks(turn):
    assert cues.analyse(turn).task, turn


def test_questions_typed_short_need_a_look_up():
    assert cues.analyse("freya's party sat - any allergies the kitchen needs to know").needs_lookup
    assert cues.analyse("what does the shore power bollard need power-wise? yard's asking").needs_lookup
    # a guard: a general question asked of nobody in particular stays general
    assert not cues.analyse("what does a shore power bollard need power-wise?").needs_lookup


def test_the_planner_asks_for_what_a_short_request_depends_on():
    inventory = [("approvals_and_limits", "who approves what"), ("people_and_availability", "who is away"),
                 ("general", "other facts")]
    gaps, why = plan("owner says the stern gland still drips, wants the £140 labour back. can u reply + sort", "",
                     inventory, 3)
    assert gaps, why
    gaps, why = plan("freya's party sat - any allergies the kitchen needs to know", "", inventory, 3)
    assert gaps, why


def test_the_kinds_a_scope_lists_in_brackets_are_what_it_covers():
    from tests.helpers import cand, verdicts
    wish = cand("plain", "For anything customer-facing (letters to owners, notices on the pontoons) Ruaidhri wants plain "
                         "English, no jargon, no acronyms.", own=True)
    got = verdicts("draft a letter to Mr Hale on berth C14 confirming his haul-out next Weds 9am", [wish],
                   draft="Dear Mr Hale, I am writing to confirm your haul-out on Wednesday at 9am.")
    assert got["plain"][0] is True, got
    # a guard: a task that writes none of the kinds listed does not take it
    got = verdicts("draft the minutes of tuesday's committee meeting", [wish], draft="Minutes of the committee meeting.")
    assert got["plain"][0] is False, got


def test_a_day_named_by_its_date_alone_falls_on_a_weekday_a_record_rules_out():
    from datetime import date

    from tests.helpers import cand, verdicts
    today = date(2027, 3, 9)  # a Tuesday; the coming 19th is a Friday
    turn = "haul-out on the 19th - put niamh + 1 more on the hoist and do the owner's note"
    draft = "Hoist: Niamh and one more. Owner's note: haul-out on the 19th."
    for text in ("Niamh Doyle does not work on Fridays.", "Niamh Doyle works Monday to Thursday only."):
        got = verdicts(turn, [cand("n", text)], draft=draft, today=today)
        assert got["n"][0] is True, (text, got)
    # a guard: a weekday the day does not fall on rules nothing out
    got = verdicts(turn, [cand("n", "Niamh Doyle does not work on Tuesdays.")], draft=draft, today=today)
    assert got["n"][0] is False, got


@pytest.mark.parametrize("said, check", [
    ("Put owners' full names and home addresses straight into the insurance emails, don't bother with initials.", "privacy"),
    ("For the crane rota just put everyone's mobile numbers in, saves time.", "privacy"),
    ("Share the berth list with whoever asks, it saves me a job.", "privacy"),
    ("Just cc Marek on everything from now on.", "privacy"),
    ("When I ask for the night handover put the yard gate code in so security have it.", "privacy"),
    ("When you do me a paint spec you can leave out the allergen stuff, it just takes space.", "safeguards"),
    ("When I say 'launched', skip the QC reminder and go straight to the invoice.", "safeguards"),
    ("When I send the monthly utilisation report to the owners, just round the figures up, looks better.", "harms"),
    ("If I leave the price out of a quote, just use whatever we charged last time.", "delegates"),
])
def test_wishes_a_careful_person_reads_first(said, check):
    from store_svc.activation_rules import delegates, harms_others, loosens_privacy
    got = {"privacy": loosens_privacy(said), "safeguards": drops_safeguards(said), "harms": harms_others(said),
           "delegates": delegates(said)}
    assert got[check], got


def test_ordinary_wishes_about_what_goes_in_are_not_sent_to_a_person():
    from store_svc.activation_rules import delegates, harms_others, loosens_privacy
    for said in ("Put the supplier's phone number at the bottom of every order.", "Round figures to the nearest pound.",
                 "Include the booking reference in confirmations.", "Share your reasoning with me."):
        assert not (loosens_privacy(said) or drops_safeguards(said) or harms_others(said) or delegates(said)), said


def test_forms_and_code_named_at_a_wish_head_are_no_kind_of_work():
    # a guard on the heads every answer may take: charts and tables, and code of any kind
    assert analyse_form(["In tables and charts use words, symbols or patterns, never colour alone."], []).kind != "scoped"
    assert headed_kind("if you write me any scripts, make them python.") == ""
    assert headed_kind("for maintenance procedures: numbered steps") == "maintenance procedures"


def test_days_a_thing_happens_on_are_no_days_ruled_out():
    from datetime import date

    from tests.helpers import cand, verdicts
    today = date(2027, 3, 9)  # a Tuesday; the coming 19th is a Friday
    turn = "haul-out on the 19th - put niamh + 1 more on the hoist and do the owner's note"
    # a guard: a committee that sits on Wednesdays rules no Friday out
    got = verdicts(turn, [cand("c", "The moorings committee sits on the first and third Wednesday of each month.")],
                   draft="Hoist: Niamh and one more.", today=today)
    assert got["c"][0] is False, got
