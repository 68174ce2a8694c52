"""The twenty-third round's readings: the other side of a pair ("West" for "east", "non-residential" for
"residential"), initialisms joined by "&", shorthand a query spells out, questions about what a thing is or
how two differ (with no question mark, or in another language), requests for something generic, the user's
own physical limit crossed only by what the user does, a wish to keep a matter off anything shared, and the
forms of wish that name one kind of reply, one subject, or a scope put after "Also".
Every case here is written for these tests; the judge runs its real rules with the real embedding model."""

from __future__ import annotations

from datetime import date

import pytest

import numpy as np

from judge_svc import policy as judge, stack
from planner_svc import policy as planner
from retold import calendar as cal, cues
from retold.embedding import get_embedder
from store_svc import classifier
from retold.v1 import common_pb2 as c
from store_svc import activation_rules as R
from tests.helpers import cand, verdicts

TODAY = date(2026, 12, 3)
PROMOTABLE = ("standing", "unscoped_instruction")


def form(turn: str) -> str:
    ss = R.sentences(turn)
    return R.analyse_form(ss[:1], ss[1:]).kind


def own_health(rid: str, text: str) -> c.Candidate:
    """A record about the user that the classifier marked as a health matter."""
    x = cand(rid, text, own=True)
    x.record.facets.append("sensitive:health")
    return x


# ------------------------------------------------------------------ the other side of a pair
def test_the_other_side_of_a_pair_does_not_answer():
    v = verdicts("what's the gate code for the south yard again?", [cand("north", "North yard gate code is 9902.")],
                 today=TODAY)
    assert not v["north"][0] and v["north"][1] == c.REASON_CODE_POTENTIALLY_HARMFUL, v
    v = verdicts("what's the gate code for the south yard again?", [
        cand("north", "North yard gate code is 9902."),
        cand("south", "South yard gate code is 4471."),
    ], today=TODAY)
    assert v["south"][0] and not v["north"][0], v


def test_a_negated_kind_is_another_kind():
    v = verdicts("how long do residential tenants get to pay?", [
        cand("non", "Non-residential tenants have 30 days to pay an invoice."),
        cand("res", "Residential tenants have 14 days to pay an invoice."),
    ], today=TODAY)
    assert v["res"][0], v
    assert not v["non"][0] and v["non"][1] == c.REASON_CODE_POTENTIALLY_HARMFUL, v


@pytest.mark.parametrize("turn, record, apart", [
    ("winter opening hours?", "Summer opening hours are 9 to 6.", True),
    ("winter opening hours?", "Opening hours: 9 to 6 in summer, 10 to 4 in winter.", False),
    ("non-household backbilling window?", "Household customers can be back-billed for 12 months.", True),
    ("inbound dock slots on Monday?", "Inbound dock slots run every 30 minutes from 06:00.", False),
])
def test_other_side_reads_both_words(turn, record, apart):
    assert judge.other_side(record, turn) is apart


def test_an_initialism_joined_by_an_ampersand_is_one_term():
    assert "h&s" in judge.specific_tokens("when's the H&S walk-round now?") & judge.specific_tokens(
        "The H&S walk-round is on the first Monday of the month.")


def test_shorthand_is_spelt_out_in_the_query():
    gaps, _ = planner.plan("where's the xmas do this year?", "", [("general", "x"), ("schedule", "y")], 3)
    assert gaps and "christmas" in gaps[0].query.split()


# ------------------------------------------------------------------ what a thing is, how two differ
@pytest.mark.parametrize("reading, turn", [
    # how two things differ, with no question mark
    ("DIFFERENCE_ASKED", "remind me the diff between a pallet and a skid - the new driver mixed them up"),
    ("DIFFERENCE_ASKED", "Explica-me rapidamente a diferença entre uma palete e um skid."),
    # what a thing is, or how a measure is worked out
    ("DEFINITIONAL_ANY", "how is staff turnover calculated? one line"),
    ("DEFINITIONAL_ANY", "o que é exatamente um SLA num contrato de manutenção?"),
    ("DEFINITIONAL_ANY", "Jak się liczy rotację personelu?"),
])
def test_questions_about_what_things_are_or_how_they_differ(reading, turn):
    assert getattr(judge, reading).search(turn)


@pytest.mark.parametrize("turn, record", [
    ("remind me the diff between a pallet and a skid - the new driver mixed them up",
     "Our pallet racking takes Euro pallets only; skids are stored on the floor in bay 4."),
    ("how is staff turnover calculated? one line", "Staff turnover at the Leeds site was 14% last year."),
])
def test_a_record_that_merely_names_the_things_does_not_answer(turn, record):
    v = verdicts(turn, [cand("r", record)], today=TODAY)
    assert not v["r"][0], v


# ------------------------------------------------------------------ something generic
@pytest.mark.parametrize("turn, generic", [
    ("draft a generic reminder to staff about locking the bike shed", True),
    ("give me a short template for a shift swap request", True),
    ("general steps for handling a lost-property claim?", True),
    ("draft a reminder to staff about locking the bike shed", False),
    ("push the new invoice template into the portal today", False),
])
def test_a_request_for_something_generic(turn, generic):
    assert bool(cues.GENERIC_REQUEST.search(turn)) is generic


def test_a_generic_request_takes_no_record_of_the_users_own():
    rule = [cand("b", "The bike shed must be locked by 18:00; keys are kept by security.")]
    assert not verdicts("draft a generic reminder to staff about locking the bike shed", rule, today=TODAY)["b"][0]
    assert verdicts("draft a reminder to staff about locking the bike shed", rule, today=TODAY)["b"][0]


# ------------------------------------------------------------------ the user's own limits and private matters
def test_the_users_own_physical_limit_is_crossed_only_by_what_the_user_does():
    limit = [own_health("m", "Marta is recovering from a shoulder operation and avoids lifting anything over 10 kg.")]
    v = verdicts("how many of us does it take to carry a 40 kg printer?", limit, today=TODAY)
    assert not v["m"][0] and v["m"][1] == c.REASON_CODE_POTENTIALLY_HARMFUL, v
    assert verdicts("can I carry a 40 kg printer on my own?", limit, today=TODAY)["m"][0]


def test_a_matter_kept_off_anything_shared_stays_out_of_a_shared_note():
    v = verdicts("draft a note to the team: I'm out on Wed 9th, Kai covers", [
        cand("t", "Sam has a tribunal hearing on 9 Dec 2026 and wants it kept off anything shared.", own=True)],
        today=TODAY)
    assert not v["t"][0] and v["t"][1] == c.REASON_CODE_POTENTIALLY_HARMFUL, v


# ------------------------------------------------------------------ wishes
@pytest.mark.parametrize("words, kind", [
    ("Incident replies: always start with the ticket number.", "scoped"),
    ("Also when I'm emailing the Lisbon team, write in Portuguese please.", "scoped"),
    ("When you give me OEE or MTBF figures, one decimal place.", "scoped"),
    ("I can't stand long GDPR explanations, just tell me what to do.", "unrecognised"),
])
def test_wishes_about_one_kind_of_reply_or_one_subject_stay_conditional(words, kind):
    assert form(words) == kind


@pytest.mark.parametrize("words", [
    "All replies: keep them under 100 words.",
    "Answer in English, also when I write in Dutch.",
    "When you give me numbers, one decimal place.",
    "Actually, changed my mind: from now on TypeScript for any scripts.",
    "Responde-me em português por defeito.",
    "If there's a formula involved, give it to me as an Excel formula.",
])
def test_standing_wishes_still_promote(words):
    assert form(words) in PROMOTABLE


# ------------------------------------------------------------------ amounts written short, days, links
@pytest.mark.parametrize("turn, record, over", [
    ("roughly £14k for the resin order", "POs up to £25k need Helen; £25k-£100k need Marcus; above £100k the board.", False),
    ("roughly £140k for the resin order", "POs up to £25k need Helen; £25k-£100k need Marcus; above £100k the board.", True),
    ("the quote is EUR 18,400", "The 2026 spare-parts budget is EUR 1.2M.", False),
    ("contrato de CAD 1,4 milhão", "Contracts over $1M need the CEO's signature.", True),
])
def test_money_written_short_is_read_at_its_scale(turn, record, over):
    assert bool(cal.crosses(turn, record)) is over


def test_an_admission_dated_on_the_turns_day_is_left_standing_by_the_learned_layer():
    model = stack.load()
    base = "a constraint the task depends on (writing, approval)"
    cands = [stack.Seen("Kim is on leave 7-18 December.", False, True, "helpful", base),
             stack.Seen("Kim is on leave 7-18 December.", False, True, "helpful",
                        f"{base}{judge.ON_THE_DAY}day 9 falls in 7/12-18/12)")]
    out = stack.decide(model, np.array([0.01, 0.01]), cands)
    assert [ok for ok, _ in out] == [False, True], out


def test_the_judge_marks_a_record_dated_on_the_turns_day():
    v = verdicts("Approve the shift swap on Wed 9th and write me the approval note", [
        cand("pol", "Shift swaps need approval from the Head of Crewing, Dana Reyes."),
        cand("away", "Dana Reyes (Head of Crewing) is on leave 7-18 December 2026; Sam Ortiz covers her approvals."),
    ], today=TODAY)
    assert v["away"][0] and judge.ON_THE_DAY in v["away"][2], v


def test_a_freeze_named_for_its_season_is_not_tied_by_the_season():
    v = verdicts("want the new brushes fitted week of the 14th, before xmas - draft the approval email", [
        cand("freeze", "Christmas yard change freeze: 14 Dec 2026 to 4 Jan 2027, no changes to the parking layout."),
    ], today=TODAY)
    assert not v["freeze"][0], v


def test_a_meal_and_its_eaters_in_another_language_fire_the_feeding_family():
    assert "feeding" in cues.analyse("Kannst du ein Mittagessen für 6 Leute vorschlagen?").triggers
    assert "feeding" in cues.analyse("Tu peux rédiger la demande de menu pour le dîner de Noël ?").triggers
    assert "feeding" not in cues.analyse("Wie war das Mittagessen gestern?").triggers


def test_the_users_own_physio_is_a_health_matter_a_work_fact_is_not():
    own = classifier.classify("Noor has physio for a shoulder injury on Tuesday mornings.", "semantic", True,
                              get_embedder())
    work = classifier.classify("Every injury on site goes in the accident book within 24 hours.", "semantic", False,
                               get_embedder())
    assert "sensitive:health" in own.facets and "sensitive:health" not in work.facets


def test_a_task_that_names_no_day_takes_the_day_of_the_event_it_names():
    event = cand("fit", "The Harbour Street fit-out now starts 14 Dec 2026 (moved from 7 Dec; glass not yet cut).")
    leave = cand("leave", "Noor (glazier) is on holiday 14-23 Dec 2026.")
    v = verdicts("put Noor on the harbour street fit-out, whole first week", [event, leave], today=TODAY)
    assert v["fit"][0] and v["leave"][0], v
    assert "14/12" in v["leave"][2], v  # the event's day now, not the one it moved from
    # with no record dating the event, the task falls on no day the leave could meet
    assert not verdicts("put Noor on the harbour street fit-out, whole first week", [leave], today=TODAY)["leave"][0]
