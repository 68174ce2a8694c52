"""Wishes left vague ("short-ish", "you know what I mean"), figures of one subject, a manner kept for other people,
and a fact told beside a wish: through the form rules, and through the real activation gate over gRPC and SQLite.
Every wording here is this file's own (a climbing wall)."""

from __future__ import annotations

import pytest

from retold.v1 import activation_pb2 as a
from store_svc.activation_rules import analyse_form
from tests.helpers import activation_env, rec


@pytest.mark.parametrize("span, context, kind", [
    # a measure only roughly given, or owned up to as vague: a person reads it
    (["Keep replies short-ish, yeah?"], [], "hedged"),
    (["And don't make things too preachy, you know what I mean."], [], "hedged"),
    # ... unless a kind of document at its head keeps it conditional anyway
    (["Route-setting notes: plain-ish English, numbered."], [], "scoped"),
    # vagueness in another wish's sentence is that wish's
    (["If I write in Welsh, answer in Welsh."], ["And keep it friendly but not soppy, you know what I mean."], "standing"),
    # figures of one subject are a scope; figures by how they are counted are every answer with numbers
    (["When you give me wall figures, table with walls as rows please."], [], "scoped"),
    (["When you give me money figures, always with the £ sign."], [], "standing"),
    # a manner kept for other people the user writes to
    (["Be a bit firmer with route setters in general, they walk all over me."], [], "scoped"),
])
def test_vague_wishes_subject_figures_and_manners_for_others(span, context, kind):
    assert analyse_form(span, context).kind == kind


P = "p-ola"
TRANSCRIPT = [
    ("ola/s0/1", "user", "Default for me: all times in 24h with the zone named, like 14:30 CET. I'm based in Oslo btw, "
                         "so my own day runs on CET."),
    ("ola/s0/2", "assistant", "Got it."),
    ("ola/s0/3", "user", "Keep it short-ish unless it matters, yeah? Random fact: I boulder every Thursday."),
    ("ola/s0/4", "user", "Wall codes: N1 north wall, S2 slab, C3 cave. When you give me wall figures, table with walls as "
                         "rows please."),
]


@pytest.fixture
async def gate_env(make_stack):
    _st, store, gate = await activation_env(make_stack, P, TRANSCRIPT)
    yield store, gate
    await store.close()


async def _decide(store, gate, text, rid, ref, quote=""):
    await store.remember(P, rec(text, rid, about=True, evidence_ref=ref, evidence_quote=quote))
    got = await gate.GetActivation(a.GetActivationRequest(principal_id=P, record_id=rid))
    return got.decision, got.reason


async def test_the_gate_keeps_facts_conditional_and_sends_vague_wishes_to_a_person(gate_env):
    store, gate = gate_env
    # the standing wish of the first turn still promotes
    assert await _decide(store, gate, "Ola wants all times in 24-hour format with the time zone named.", "times",
                         "ola/s0/1") == (a.ACTIVATION_DECISION_PROMOTE, "standing_default")
    # the fact told beside it holds no wish: conditional, whatever the sentence before it says
    assert await _decide(store, gate, "Ola is based in Oslo; her working day runs on CET.", "oslo", "ola/s0/1") == \
        (a.ACTIVATION_DECISION_CONDITIONAL, "statement_not_wish")
    # a wish left vague: a person reads it
    assert await _decide(store, gate, "Ola wants answers 'short-ish unless it matters'.", "short", "ola/s0/3",
                         "Keep it short-ish unless it matters") == \
        (a.ACTIVATION_DECISION_REVIEW, "hedged_wording")
    # figures of one subject: conditional
    assert await _decide(store, gate, "When giving Ola wall figures, she wants a table with walls as rows.", "walls",
                         "ola/s0/4") == (a.ACTIVATION_DECISION_CONDITIONAL, "scoped_wording")
    items = (await gate.ListReviews(a.ListReviewsRequest(principal_id=P, status=a.REVIEW_STATUS_OPEN))).items
    assert [i.record_id for i in items] == ["short"]
