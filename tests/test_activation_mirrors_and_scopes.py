"""Replies that follow the language the user writes in, wishes under a kind of document, doubt beside a scoped
wish, habits and private asides told beside a wish, and records that call a scoped wish unclear: through the
form rules, and through the real activation gate over gRPC and SQLite. Every wording here is this file's own
(a community orchard and cider press)."""

from __future__ import annotations

import pytest

from retold.v1 import activation_pb2 as a
from store_svc.activation_rules import analyse_form, record_form
from tests.helpers import activation_env, rec


@pytest.mark.parametrize("span, context", [
    (["If I write in Welsh, answer in Welsh."], ["Otherwise English is fine."]),
    (["Jeśli piszę po polsku, odpowiadaj po polsku."], ["Otherwise English."]),
    (["Als ik in het Nederlands schrijf, antwoord dan in het Nederlands."], []),
    (["日本語で書いたら日本語で返して。"], []),
])
def test_a_reply_that_follows_the_users_language_is_a_standing_wish(span, context):
    f = analyse_form(span, context)
    assert f.kind == "standing" and any(m.startswith("mirror:") for m in f.markers), f


def test_a_records_mirror_names_the_language_with_or_without_in():
    for said in ("Gwen wants replies in Welsh when she writes Welsh, English when she writes English.",
                 "When Gwen writes in Welsh, reply in Welsh; otherwise reply in English."):
        assert record_form(said, subject=True).kind == "standing", said
    # a topic the mirror is limited to is still a scope
    assert analyse_form(["If I write in Welsh about the press rota, answer in Welsh."], []).kind == "scoped"


@pytest.mark.parametrize("span, context, kind", [
    # a kind of document at the head of the wish, or as the thing written "for me"
    (["Pressing sheets: always as a table, variety / kilos / juice litres."], [], "scoped"),
    (["When you write grant papers for me, numbered paragraphs."], [], "scoped"),
    # a sentence that only narrows the wish beside it
    (["Always as a table, variety / kilos / litres."], ["Only for pressing sheets, other stuff normal."], "scoped"),
    # one topic the wish is about
    (["And honestly, be blunter with me about the press."], [], "scoped"),
    # "say if" asks whether: no condition
    (["Bottom line first, and always say if prices are ex or inc VAT."], [], "standing"),
    # a habit told in the wish's own sentence is its reason, not its scope
    (["24-hour times always please, I'm on nights half the time and am/pm trips me up."], [], "standing"),
])
def test_what_scopes_a_wish_and_what_does_not(span, context, kind):
    assert analyse_form(span, context).kind == kind


@pytest.mark.parametrize("span, context, kind", [
    # doubt about another wish told after a scoped one leaves the scope standing
    (["When you draft letters to landowners: no exclamation marks, ever."],
     ["Maybe use Welsh for the volunteers' notes? Eh, I don't know, let's see."], "scoped"),
    # doubt about the wish itself still sends it to a person: an alternative, a pointer back, a retraction, a question
    (["When you draft letters to landowners, sign them 'The Press'."], ["Or maybe just my name. Hmm."], "hedged"),
    (["For the harvest newsletter, use the formal you."], ["Not sure that's right though."], "hedged"),
    (["When my spreadsheets are messy you could just tease me in Welsh."], ["Ha, no. Kidding."], "hedged"),
    (["Would it help if you gave the Welsh name next to the English one?"], ["Maybe not, I'll see."], "hedged"),
    # a wish bounded both ways, and a bound left to judgement
    (["Keep it short-ish, but not too short."], [], "hedged"),
    (["And you can be looser with me generally."], ["Within reason."], "hedged"),
    # now and then is not always
    (["Responde em português de vez em quando."], [], "hedged"),
])
def test_doubt_and_where_it_belongs(span, context, kind):
    assert analyse_form(span, context).kind == kind


def test_a_private_aside_and_a_trait_told_for_another_wish_lend_the_wish_nothing():
    # the aside's time limit is its own
    f = analyse_form(["Always give me weights in kilos."],
                     ["Also, personal: I'm moving house, not telling anyone until after the harvest."])
    assert f.kind == "standing", f
    # a trait is the reason of the wish it is told with, not of one added after it
    f = analyse_form(["And don't make things sound like a glossy brochure."], ["I'm dyslexic - short paragraphs."])
    assert not any(m.startswith("trait:") for m in f.markers), f


P = "p-gwen"
TRANSCRIPT = [
    ("gwen/s0/1", "user", "When you draft letters to landowners: no exclamation marks and never promise a date. "
                          "In general don't bother me with the legal detail unless it matters, I guess."),
    ("gwen/s0/2", "assistant", "Noted."),
    ("gwen/s0/3", "user", "Cuando te escriba en español, contéstame en español; si escribo en inglés, en inglés."),
    ("gwen/s0/4", "user", "Pressing sheets: always as a table, variety / kilos / litres. Only for pressing sheets, "
                          "other stuff normal."),
    ("gwen/s0/5", "user", "When you write to landowners, don't be so salesy. Between us, I'm applying for the warden job."),
]


@pytest.fixture
async def gate_env(make_stack):
    _st, store, gate = await activation_env(make_stack, P, TRANSCRIPT)
    yield store, gate
    await store.close()


async def _decide(store, gate, text, rid, ref):
    await store.remember(P, rec(text, rid, about=True, evidence_ref=ref))
    got = await gate.GetActivation(a.GetActivationRequest(principal_id=P, record_id=rid))
    return got.decision, got.reason


async def test_the_gate_reads_mirrors_kinds_and_unclear_records(gate_env):
    store, gate = gate_env
    # a language mirror in the user's words, paraphrased by the record without "in": promoted
    assert await _decide(store, gate, "Gwen wants replies in the language she writes in: Spanish when she writes "
                         "Spanish, English when she writes English.", "mirror", "gwen/s0/3") == \
        (a.ACTIVATION_DECISION_PROMOTE, "standing_default")
    # a wish under a kind of document, narrowed in the next sentence: conditional
    assert await _decide(store, gate, "When Gwen asks for pressing sheets, format them as a table: variety, kilos, "
                         "litres.", "sheets", "gwen/s0/4") == (a.ACTIVATION_DECISION_CONDITIONAL, "scoped_wording")
    # a scoped wish with another wish's doubt beside it: conditional, no review item
    assert await _decide(store, gate, "When drafting letters to landowners, Gwen wants no exclamation marks and no "
                         "promised date.", "letters", "gwen/s0/1") == \
        (a.ACTIVATION_DECISION_CONDITIONAL, "scoped_wording")
    # the record says what the wish covers is unclear: a person reads it, whatever scope the rules read
    assert await _decide(store, gate, "Gwen said not to be so salesy when writing to landowners (unclear whether in "
                         "every letter or only the first one).", "salesy", "gwen/s0/5") == \
        (a.ACTIVATION_DECISION_REVIEW, "record_says_unclear")
    items = (await gate.ListReviews(a.ListReviewsRequest(principal_id=P, status=a.REVIEW_STATUS_OPEN))).items
    assert [i.record_id for i in items] == ["salesy"]
