"""Wishes on how lists and money are laid out, "sometimes" in other languages, and records that say themselves
that a wish is unclear: through the form rules, and through the real activation gate over gRPC and SQLite.
Every wording here is this file's own (a canal-boat hire yard)."""

from __future__ import annotations

import pytest

from retold.v1 import activation_pb2 as a
from store_svc.activation_rules import HEDGE, assign_category, fold
from tests.helpers import activation_env, rec

P = "p-ola"
TRANSCRIPT = [
    ("ola/s0/1", "user", "Give me everything as a checklist I can tick off, please. Always."),
    ("ola/s0/2", "assistant", "Will do."),
    ("ola/s0/3", "user", "In your replies, don't bother with the formal stuff."),
    ("ola/s0/4", "user", "Any money figure you give me: net, VAT and gross side by side. Always."),
]


@pytest.mark.parametrize("turn", [
    "Give me everything as a checklist I can tick off, please. Always.",
    "Whatever you give me, numbers up front: total first, then the breakdown.",
    "When you give me money figures, always show inc-VAT and ex-VAT side by side.",
    "Any money figure you give me: net, VAT, gross split out. Always.",
])
def test_lists_to_tick_off_and_the_layout_of_money_are_answer_style(turn):
    assert assign_category(turn, "", "general") == ("answer_style", "cues")


def test_sometimes_in_other_languages_is_doubt():
    for said in ("Odpowiadaj czasem po polsku, jak ci łatwiej.", "Svara ibland på svenska.",
                 "Svar nogle gange på dansk.", "Svar noen ganger på norsk."):
        assert HEDGE.search(fold(said)), said


@pytest.fixture
async def gate_env(make_stack):
    _st, store, gate = await activation_env(make_stack, P, TRANSCRIPT)
    yield store, gate
    await store.close()


async def test_a_checklist_wish_promotes_and_one_the_record_calls_unclear_goes_to_a_person(gate_env):
    store, gate = gate_env
    await store.remember(P, rec("Ola wants everything given as a checklist she can tick off.", "lists", about=True,
                                evidence_ref="ola/s0/1"))
    got = await gate.GetActivation(a.GetActivationRequest(principal_id=P, record_id="lists"))
    assert (got.decision, got.reason) == (a.ACTIVATION_DECISION_PROMOTE, "standing_default")
    await store.remember(P, rec("Ola does not want 'the formal stuff' in replies (unclear whether she means "
                                "greetings or the regulations).", "formal", about=True, evidence_ref="ola/s0/3"))
    got = await gate.GetActivation(a.GetActivationRequest(principal_id=P, record_id="formal"))
    assert (got.decision, got.reason) == (a.ACTIVATION_DECISION_REVIEW, "record_says_unclear")
    items = (await gate.ListReviews(a.ListReviewsRequest(principal_id=P, status=a.REVIEW_STATUS_OPEN))).items
    assert [i.record_id for i in items] == ["formal"]
