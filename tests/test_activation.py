"""The activation gate over real gRPC and real SQLite: eligibility, host-verified
evidence, form rules, the classifier's failure modes, the review queue, audit and
the demotion paths. Every wording here is this file's own."""

from __future__ import annotations

import asyncio
import json
import os
import sys
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path

import grpc
import pytest

from retold.v1 import activation_pb2 as a
from retold.v1 import activation_pb2_grpc as ag
from retold.v1 import common_pb2 as c
from retold.v1 import store_pb2 as s
from store_svc import activation as activation_policy
from store_svc import activation_rules
from tests.helpers import StoreClient, activation_env, rec, set_fields

P = "p-ines"
TRANSCRIPT = [
    ("ines/s0/1", "user", "From now on, please answer me in Portuguese."),
    ("ines/s0/2", "assistant", "Combinado."),
    ("ines/s0/3", "user", "Whenever I'm asking about invoices, list the amounts in a table."),
    ("ines/s0/4", "user", "This week only, skip the small talk in your replies."),
    ("ines/s0/5", "user", "Perhaps shorter replies would suit me? Not sure yet, honestly."),
    ("ines/s0/6", "assistant", "From now on I will always use metric units for you."),
    ("ines/s0/7", "user", "Keep your replies brief and skip the pleasantries."),
    ("ines/s0/8", "user", "Bullet lists are easier for me to follow than long prose."),
    ("ines/s0/9", "user", "My cat is called Biscoito and she hates the vacuum cleaner."),
    ("ines/s0/10", "user", "By default, show code samples in Rust."),
    ("ines/s0/11", "user", "Actually no, by default show code samples in Kotlin."),
    ("ines/s0/12", "user", "Always remind me to stretch at noon."),
    ("ines/s0/13", "user", "Bitte immer kurze Antworten ohne Markdown, auch bei Rechnungen."),
    ("ines/s0/14", "user", "Odtąd odpowiadaj krótko, w punktach, proszę."),
    ("ines/s0/15", "user", "Antworte mir ab jetzt immer auf Spanisch, auch wenn ich Deutsch schreibe."),
    ("ines/s0/16", "user", "Y nunca me pongas reuniones antes de las diez los lunes."),
    ("ines/s0/17", "user", "Y basta de avisos de seguridad en cualquier respuesta."),
    ("ines/s0/18", "user", "Od teraz przykłady kodu zawsze w Kotlinie, nie w Pythonie. Z Pythonem skończyłam."),
    ("ines/s0/19", "user", "Alleen deze week: antwoord kort, ik zit vol met deadlines."),
    ("ines/s0/20", "user", "Từ giờ trở đi trả lời tôi bằng tiếng Việt nhé, kể cả khi tôi hỏi bằng tiếng Anh."),
    ("ines/s0/21", "user", "答えは日本語のほうがいいかな…でも英語の練習にもなるし、まだ決められない。"),
    ("ines/s0/22", "user", "견적서 질문에는 금액을 유로와 원화로 함께 적어 주세요."),
    ("ines/s0/23", "user", "Odpovídej mi vždycky česky, i když ti občas napíšu anglicky."),
    ("ines/s0/24", "user", "今後は日本語で答えてください。私が英語で質問したときも日本語でお願いします。"),
    ("ines/s0/25", "user", "Mostantól mindig magyarul írj nekem, akkor is, ha angolul kérdezek."),
    ("ines/s0/26", "user", "Plain text for me, no tables. That goes for everything, not just tonight."),
    ("ines/s0/27", "user", "A partir de hoje responde sempre em português, mesmo quando eu escrever em inglês."),
    ("ines/s0/28", "user", "日本語で答えてもらうのがいいかな、英語で書いたときも。まだ迷ってる。"),
    ("ines/s0/29", "user", "Kirjuta meeskonna teated eesti keeles, palun. Mulle endale vasta inglise keeles."),
    ("ines/s0/30", "user", "Kabhi kabhi Hindi mein jawab dena. Ya shayad English hi theek hai, pata nahi."),
    ("ines/s0/31", "user", "Kanskje du kan bruke tommer i stedet for centimeter når vi snakker om de gamle tegningene? "
                           "Jeg vet ikke."),
    ("ines/s0/32", "user", "Ab sofort bitte zuerst eine Zusammenfassung in zwei Sätzen, dann die Details. Keine Tabellen."),
    ("ines/s0/33", "user", "Respuestas cortas, como mucho cuatro líneas, y sin emojis. Eso vale siempre, para todo."),
    ("ines/s0/34", "user", "Respuestas cortas, como mucho cuatro líneas, y sin emojis. Pero solo esta semana."),
    ("ines/s0/35", "user", "Maybe stop chasing me about unpaid invoices? I'm not sure, it does help sometimes."),
    ("ines/s0/36", "user", "I might take up rowing next spring, not sure yet."),
    ("ines/s0/37", "user", "Vielleicht lieber deutsche Antworten? Ich bin mir nicht sicher."),
    ("ines/s0/38", "user", "Ab jetzt bitte immer englische Antworten, auch wenn ich auf Deutsch frage."),
    ("ines/s0/39", "user", "Να μου απαντάς πάντα στα αγγλικά, ακόμα κι αν ρωτάω στα ελληνικά."),
    ("ines/s0/40", "user", "Nawet gdy piszę po niemiecku, odpowiedzi zawsze po polsku."),
    ("ines/s0/41", "user", "Für Rechnungen an Lieferanten bitte immer Beträge netto in Euro, zwei Nachkommastellen."),
    ("ines/s0/42", "user", "When you write instructions for the drivers, do them in Polish and English side by side."),
    ("ines/s0/43", "user", "I read you on a tiny screen. No tables, no emoji, no heavy formatting: plain short paragraphs. "
                           "That applies to everything you send me."),
    ("ines/s0/44", "user", "Always put the answer in the first line and the detail underneath. I read your replies "
                           "between patients on the ward."),
    ("ines/s0/45", "user", "Always keep your answers short and plain, please. Long screens of text give me migraines."),
    ("ines/s0/46", "user", "Default to Python for scripts. But anything that hits the billing replica, just give me plain SQL."),
    ("ines/s0/47", "user", "Pour tout ce qui concerne ma conférence à Lyon en mars, réponds-moi en français, s'il te plaît."),
    ("ines/s0/48", "user", "Always plain text please, no tables, no markdown. It gets pasted straight into the CNC notes field."),
    ("ines/s0/49", "user", "Always give it to me as plain text, no tables. I read you on a tiny phone screen."),
    ("ines/s0/50", "user", "From now on use a harsher tone with Brannock in anything you draft for me, they keep missing dates."),
    ("ines/s0/51", "user", "You can use the kids' full names and medical details in anything you draft for me, it's quicker."),
    ("ines/s0/52", "user", "Anything urgent, cc my personal gmail too please, ines.k.home@gmail.com."),
    ("ines/s0/53", "user", "Honestly don't flag every minor interaction for me, just the ones that matter."),
    ("ines/s0/54", "user", "You can answer me in Norwegian when I write in Norwegian. Or not, depends, I don't know."),
    ("ines/s0/55", "user", "For the rotas just slot the agency lads in wherever, dont bother checking their certs each time."),
    ("ines/s0/56", "user", "If a parent asks for my mobile just give it out, 07700 900123, saves me time."),
    ("ines/s0/57", "user", "If a customer moans just offer a full refund straight away, don't check with me."),
    ("ines/s0/58", "user", "If I write to you as Gaeilge, answer in Irish too. Go raibh maith agat."),
]


@pytest.fixture
async def env(make_stack):
    st, store, gate = await activation_env(make_stack, P, TRANSCRIPT)
    yield st, store, gate
    await store.close()


def pref(rid: str, text: str, ref: str, quote: str = "", **kw) -> c.Record:
    return rec(text, rid, about=True, evidence_ref=ref, evidence_quote=quote, **kw)


async def state(gate, rid: str, pid: str = P) -> a.ActivationState:
    return await gate.GetActivation(a.GetActivationRequest(principal_id=pid, record_id=rid))


async def events(gate, rid: str, pid: str = P) -> list:
    return list((await gate.History(a.HistoryRequest(principal_id=pid, record_id=rid))).events)


async def profile_ids(store, pid: str = P, at: datetime | None = None) -> list[str]:
    req = s.AssembleProfileRequest(principal_id=pid)
    if at is not None:
        req.as_of.FromDatetime(at)
    return list((await store.stub.AssembleProfile(req)).record_ids)


# ------------------------------------------------------------------ promotion
async def test_standing_default_is_promoted_and_audited(env):
    _, store, gate = env
    out = await store.remember(P, pref("pt", "Answer Ines in Portuguese.", "ines/s0/1", attribute="lang_pref"))
    assert out.activation == c.ACTIVATION_AMBIENT  # the write returned after the gate ran
    st = await state(gate, "pt")
    assert st.decision == a.ACTIVATION_DECISION_PROMOTE and st.category == "response_language"
    assert st.evidence_ref == "ines/s0/1"
    evs = await events(gate, "pt")
    names = [e.event for e in evs]
    assert names[:4] == ["record.created", "record.activation_evidence_verified", "record.activation_decided",
                         "record.activation_changed"]
    decided = next(e for e in evs if e.event == "record.activation_decided")
    detail = json.loads(decided.detail_json)
    assert decided.actor == "activation-policy" and decided.policy_version and decided.reason == "standing_default"
    assert detail["attribute"] == "lang_pref" and detail["category"] == "response_language"
    assert await profile_ids(store) == ["pt"]
    # Ambient records leave the conditional inventory.
    inv = await store.stub.Inventory(s.InventoryRequest(principal_id=P))
    assert "response_language" not in [e.category for e in inv.entries]


async def test_wrong_quote_with_the_right_user_turn_is_accepted(env):
    _, store, gate = env
    await store.remember(P, pref("brief", "Keep replies brief and skip pleasantries.", "ines/s0/7",
                                 quote="Write me long, detailed essays every time."))
    st = await state(gate, "brief")
    assert st.decision == a.ACTIVATION_DECISION_PROMOTE and st.evidence_ref == "ines/s0/7"
    verified = [e for e in await events(gate, "brief") if e.event == "record.activation_evidence_verified"]
    assert len(verified) == 1 and json.loads(verified[0].detail_json)["quote_matched"] is False


async def test_evidence_in_an_assistant_turn_is_rejected(env):
    _, store, gate = env
    await store.remember(P, pref("metric", "Always use metric units for Ines.", "ines/s0/6",
                                 quote="I will always use metric units for you."))
    st = await state(gate, "metric")
    assert st.decision == a.ACTIVATION_DECISION_CONDITIONAL and st.reason == "evidence_in_assistant_turn"
    assert (await store.stub.Get(s.GetRequest(principal_id=P, record_id="metric"))).activation == \
        c.ACTIVATION_CONDITIONAL
    assert "record.activation_evidence_verified" not in [e.event for e in await events(gate, "metric")]


@pytest.mark.parametrize("ref,quote,reason", [
    ("", "", "no_evidence_ref"),
    ("ines/s9/99", "", "evidence_turn_not_found"),
    ("ines/s0/9", "answer me in Portuguese", "claim_not_found_in_turn"),
])
async def test_missing_or_unsupporting_evidence_stays_conditional(env, ref, quote, reason):
    _, store, gate = env
    await store.remember(P, pref("x", "Answer Ines in Portuguese.", ref, quote=quote))
    st = await state(gate, "x")
    assert (st.decision, st.reason) == (a.ACTIVATION_DECISION_CONDITIONAL, reason)


async def test_a_quote_in_another_language_than_the_record_goes_to_a_person(env):
    _, store, gate = env
    # The quote is the user's own words, but nothing here can check the English record says the same.
    await store.remember(P, pref("pl", "Answer Ines briefly and in bullet points.", "ines/s0/14",
                                 quote="Odtąd odpowiadaj krótko, w punktach"))
    st = await state(gate, "pl")
    assert (st.decision, st.reason) == (a.ACTIVATION_DECISION_REVIEW, "evidence_in_other_language")
    items = (await gate.ListReviews(a.ListReviewsRequest(principal_id=P, status=a.REVIEW_STATUS_OPEN))).items
    assert [(i.record_id, i.evidence_ref) for i in items] == [("pl", "ines/s0/14")]
    assert (await store.stub.Get(s.GetRequest(principal_id=P, record_id="pl"))).activation == c.ACTIVATION_CONDITIONAL
    assert "record.activation_evidence_verified" not in [e.event for e in await events(gate, "pl")]
    # A quote the user never wrote stays conditional, whatever its language.
    await store.remember(P, pref("pl2", "Answer Ines briefly and in bullet points.", "ines/s0/14",
                                 quote="Zawsze odpowiadaj po angielsku"))
    st = await state(gate, "pl2")
    assert (st.decision, st.reason) == (a.ACTIVATION_DECISION_CONDITIONAL, "claim_not_found_in_turn")


async def test_a_language_choice_in_another_language_is_checked_by_the_language_it_names(env):
    _, store, gate = env
    quote = "Antworte mir ab jetzt immer auf Spanisch, auch wenn ich Deutsch schreibe."
    await store.remember(P, pref("es", "Always answer Ines in Spanish, even when she writes German.", "ines/s0/15",
                                 quote=quote))
    st = await state(gate, "es")
    assert (st.decision, st.category) == (a.ACTIVATION_DECISION_PROMOTE, "response_language")
    verified = [e for e in await events(gate, "es") if e.event == "record.activation_evidence_verified"]
    assert len(verified) == 1 and verified[0].reason == "language_named_in_quote"
    # The same words cannot support a record that names another language.
    await store.remember(P, pref("fr", "Always answer Ines in French.", "ines/s0/15", quote=quote))
    st = await state(gate, "fr")
    assert (st.decision, st.reason) == (a.ACTIVATION_DECISION_REVIEW, "evidence_in_other_language")


async def test_a_code_language_choice_is_found_in_the_users_turn_when_the_quote_is_wrong(env):
    _, store, gate = env
    # the quote is not the user's; the Polish sentence names exactly the languages the record does
    await store.remember(P, pref("kt", "Give code examples in Kotlin (not Python) by default.", "ines/s0/18",
                                 quote="Always write my code in Go."))
    st = await state(gate, "kt")
    assert (st.decision, st.category) == (a.ACTIVATION_DECISION_PROMOTE, "code_language")
    verified = [e for e in await events(gate, "kt") if e.event == "record.activation_evidence_verified"]
    assert len(verified) == 1 and verified[0].reason == "language_named_in_turn"
    # a record naming another language than the user's sentence finds no claim there
    await store.remember(P, pref("sw", "Give code examples in Swift by default.", "ines/s0/18", quote="Always Swift."))
    assert (await state(gate, "sw")).decision == a.ACTIVATION_DECISION_CONDITIONAL


async def test_time_and_standing_markers_of_other_languages(env):
    _, store, gate = env
    await store.remember(P, pref("week", "Keep answers to Ines short.", "ines/s0/19",
                                 quote="Alleen deze week: antwoord kort"))
    st = await state(gate, "week")
    assert (st.decision, st.reason) == (a.ACTIVATION_DECISION_CONDITIONAL, "temporary_wording")
    await store.remember(P, pref("vi", "Answer Ines in Vietnamese by default, even when she writes in English.",
                                 "ines/s0/20", quote="trả lời tôi bằng tiếng Việt nhé, kể cả khi tôi hỏi bằng tiếng Anh"))
    st = await state(gate, "vi")
    assert (st.decision, st.category) == (a.ACTIVATION_DECISION_PROMOTE, "response_language")


async def test_a_wish_about_the_shape_of_answers_is_checked_thing_by_thing_in_the_users_language(env):
    _, store, gate = env
    quote = "Ab sofort bitte zuerst eine Zusammenfassung in zwei Sätzen, dann die Details. Keine Tabellen."
    await store.remember(P, pref("sum", "Always open answers with a two-sentence summary, then the details; no tables.",
                                 "ines/s0/32", quote=quote))
    st = await state(gate, "sum")
    assert (st.decision, st.reason, st.category) == (a.ACTIVATION_DECISION_PROMOTE, "standing_default", "answer_style")
    verified = [e for e in await events(gate, "sum") if e.event == "record.activation_evidence_verified"]
    assert len(verified) == 1 and verified[0].reason == "style_named_in_quote"
    # another number, a "no" turned round, or a thing the user never named: a person reads it
    for rid, text in [("three", "Always open answers with a three-sentence summary, then the details."),
                      ("tables", "Always give Ines her answers as tables, summary first."),
                      ("extra", "Always open answers with a two-sentence summary in formal British English.")]:
        await store.remember(P, pref(rid, text, "ines/s0/32", quote=quote))
        st = await state(gate, rid)
        assert (st.decision, st.reason) == (a.ACTIVATION_DECISION_REVIEW, "evidence_in_other_language"), rid
        assert (await store.stub.Get(s.GetRequest(principal_id=P, record_id=rid))).activation == \
            c.ACTIVATION_CONDITIONAL
    # a wrong quote: the user's turn itself names every thing the record asks for, and says it stands
    await store.remember(P, pref("es", "Keep answers to Ines short, four lines at most, with no emojis.", "ines/s0/33",
                                 quote="Always keep it short."))
    st = await state(gate, "es")
    assert st.decision == a.ACTIVATION_DECISION_PROMOTE
    verified = [e for e in await events(gate, "es") if e.event == "record.activation_evidence_verified"]
    assert len(verified) == 1 and verified[0].reason == "style_named_in_turn"
    # the same words for this week only never promote
    await store.remember(P, pref("wk", "Keep answers to Ines short, four lines at most, with no emojis.", "ines/s0/34",
                                 quote="Always keep it short."))
    st = await state(gate, "wk")
    assert (st.decision, st.reason) == (a.ACTIVATION_DECISION_CONDITIONAL, "temporary_wording")


async def test_words_in_another_language_about_something_other_than_answers_stay_conditional(env):
    _, store, gate = env
    # a calendar wish cannot become ambient whatever its words say: no person needs to read it
    await store.remember(P, pref("mon", "Never book Ines meetings before 10:00 on Mondays.", "ines/s0/16",
                                 quote="nunca me pongas reuniones antes de las diez los lunes"))
    st = await state(gate, "mon")
    assert (st.decision, st.reason) == (a.ACTIVATION_DECISION_CONDITIONAL, "category_not_allowlisted")
    # a wish about every answer, in words the cues do not know, still goes to a person
    await store.remember(P, pref("warn", "Leave safety warnings out of any answer to Ines.", "ines/s0/17",
                                 quote="basta de avisos de seguridad en cualquier respuesta"))
    st = await state(gate, "warn")
    assert (st.decision, st.reason) == (a.ACTIVATION_DECISION_REVIEW, "evidence_in_other_language")


@pytest.mark.parametrize("rid,text,ref,decision,reason", [
    ("scoped", "When Ines asks about invoices, list amounts in a table.", "ines/s0/3",
     a.ACTIVATION_DECISION_CONDITIONAL, "scoped_wording"),
    ("temp", "Skip small talk in replies to Ines.", "ines/s0/4", a.ACTIVATION_DECISION_CONDITIONAL,
     "temporary_wording"),
    ("hedge", "Ines prefers shorter replies.", "ines/s0/5", a.ACTIVATION_DECISION_REVIEW, "hedged_wording"),
    ("notpref", "Ines should always be reminded to stretch at noon.", "ines/s0/12",
     a.ACTIVATION_DECISION_CONDITIONAL, "category_not_allowlisted"),
    # the form rules read English best: a wish in another language that is not a language choice goes to a person
    ("foreign", "Bitte immer kurze Antworten ohne Markdown, auch bei Rechnungen.", "ines/s0/13",
     a.ACTIVATION_DECISION_REVIEW, "wording_outside_rules_language"),
])
async def test_form_rules(env, rid, text, ref, decision, reason):
    _, store, gate = env
    # The slug claims an allowlisted category: it is logged, never an input.
    await store.remember(P, pref(rid, text, ref, attribute="answer_style"))
    st = await state(gate, rid)
    assert (st.decision, st.reason) == (decision, reason)
    assert (await store.stub.Get(s.GetRequest(principal_id=P, record_id=rid))).activation == \
        c.ACTIVATION_CONDITIONAL
    items = (await gate.ListReviews(a.ListReviewsRequest(principal_id=P, status=a.REVIEW_STATUS_OPEN))).items
    assert [i.record_id for i in items] == ([rid] if decision == a.ACTIVATION_DECISION_REVIEW else [])


async def test_a_wish_naming_a_health_condition_goes_to_a_person_one_near_health_by_wording_alone_does_not(env):
    _, store, gate = env
    # both records carry the classifier's sensitive:health facet; only the second names a condition
    await store.remember(P, pref("ward", "Put the answer in the first line and the detail underneath for everything "
                                 "Ines asks; she reads replies between patients on the ward.", "ines/s0/44"))
    await store.remember(P, pref("migraine", "Keep answers to Ines short and plain; she gets migraines from long "
                                 "screens of text.", "ines/s0/45"))
    for rid in ("ward", "migraine"):
        got = await store.stub.Get(s.GetRequest(principal_id=P, record_id=rid))
        assert "sensitive:health" in got.facets
    ward, migraine = await state(gate, "ward"), await state(gate, "migraine")
    assert (ward.decision, ward.reason) == (a.ACTIVATION_DECISION_PROMOTE, "standing_default")
    assert (migraine.decision, migraine.reason) == (a.ACTIVATION_DECISION_REVIEW, "sensitive_content")
    items = (await gate.ListReviews(a.ListReviewsRequest(principal_id=P, status=a.REVIEW_STATUS_OPEN))).items
    assert [i.record_id for i in items] == ["migraine"]
    assert await profile_ids(store) == ["ward"]


@pytest.mark.parametrize("name,change", [
    ("episodic", {"kind": c.RECORD_KIND_EPISODIC}),
    ("not_about", {"about_principal": False}),
    ("unconfirmed", {"status": c.RECORD_STATUS_UNCONFIRMED}),
    ("expired", {"expires_at": datetime(2020, 2, 1, tzinfo=timezone.utc),
                 "event_time": datetime(2020, 1, 1, tzinfo=timezone.utc)}),
    ("conflict", {"conflicts_with": ["other"]}),
])
async def test_each_eligibility_failure_leaves_it_conditional_with_the_reason(env, name, change):
    _, store, gate = env
    if name == "conflict":
        await store.remember(P, rec("Ines wants replies in English.", "other", about=True))
    r = pref("e", "Answer Ines in Portuguese.", "ines/s0/1")
    set_fields(r, **change)
    await store.remember(P, r)
    st = await state(gate, "e")
    expected = {"episodic": "not_semantic:episodic", "not_about": "not_about_principal",
                "unconfirmed": "not_confirmed", "expired": "expired", "conflict": "unresolved_conflict"}[name]
    assert (st.decision, st.reason) == (a.ACTIVATION_DECISION_CONDITIONAL, expected)
    evs = await events(gate, "e")
    # Eligibility failed, so no evidence check and no policy ran.
    assert "record.activation_evidence_verified" not in [e.event for e in evs]
    # Records outside automatic consideration keep the reason without a policy decision.
    audited = [] if name in ("episodic", "not_about") else [expected]
    assert [e.reason for e in evs if e.event == "record.activation_decided"] == audited
    assert await profile_ids(store) == []


# ----------------------------------------------------------------- classifier
class SlowClassifier:
    def classify(self, claim, record_text):
        time.sleep(1.0)
        return {"decision": "promote", "confidence": 0.99, "label": "standing"}


class GarbageClassifier:
    def __init__(self, value):
        self.value = value

    def classify(self, claim, record_text):
        return self.value


class ConfidentPromoter:
    def classify(self, claim, record_text):
        return {"decision": "promote", "confidence": 1.0, "label": "standing"}


@pytest.mark.parametrize("classifier,reason", [
    (SlowClassifier(), "classifier_timeout"),
    (GarbageClassifier("PROMOTE!!!"), "classifier_malformed"),
    (GarbageClassifier({"decision": "promote", "confidence": 7}), "classifier_malformed"),
    (GarbageClassifier({"decision": "ambient", "confidence": 0.9}), "classifier_malformed"),
    (GarbageClassifier({"decision": "conditional", "confidence": 0.2}), "classifier_low_confidence"),
    (ConfidentPromoter(), "classifier_proposes_promote"),
])
async def test_classifier_failures_and_confidence_open_a_review_item(make_stack, classifier, reason):
    from retold.config import ActivationConfig

    st = await make_stack(skip=("retrieval", "planner", "judge"))
    engine = st.store_core.activation
    engine.classifier = classifier
    engine.config = ActivationConfig(classifier_timeout_ms=150)
    store = StoreClient(st.targets["store"])
    gate = ag.ActivationGateStub(store.channel)
    try:
        await store.principal(P)
        await store.stub.AppendTranscript(s.AppendTranscriptRequest(principal_id=P, turns=[
            s.TranscriptTurn(ref="ines/s0/8", role="user", text=TRANSCRIPT[7][2])]))
        await store.remember(P, pref("bullets", "Ines finds bullet lists easier to follow.", "ines/s0/8"))
        stt = await state(gate, "bullets")
        assert (stt.decision, stt.reason) == (a.ACTIVATION_DECISION_REVIEW, reason)
        assert stt.activation == c.ACTIVATION_CONDITIONAL and stt.open_review_id > 0
        items = (await gate.ListReviews(a.ListReviewsRequest(principal_id=P))).items
        assert len(items) == 1 and items[0].reason == reason and items[0].evidence_ref == "ines/s0/8"
        assert items[0].policy_version and items[0].prompt_version and items[0].created_at.seconds > 0
        assert await profile_ids(store) == []
        # Re-running does not open a second item while one is open.
        await gate.RunActivation(a.RunActivationRequest(principal_id=P))
        assert len((await gate.ListReviews(a.ListReviewsRequest(principal_id=P))).items) == 1
    finally:
        await store.close()


# --------------------------------------------------------------- review queue
async def test_review_resolution_promotes_only_eligible_records_and_is_audited(env):
    _, store, gate = env
    await store.remember(P, pref("hedge", "Ines prefers shorter replies.", "ines/s0/5"))
    item = (await gate.ListReviews(a.ListReviewsRequest(status=a.REVIEW_STATUS_OPEN))).items[0]
    for bad, field in ((a.ResolveReviewRequest(review_id=item.id, resolution=a.REVIEW_RESOLUTION_PROMOTE), "reviewer"),
                       (a.ResolveReviewRequest(review_id=item.id, reviewer="sam"), "resolution"),
                       (a.ResolveReviewRequest(resolution=a.REVIEW_RESOLUTION_PROMOTE, reviewer="sam"), "review_id")):
        with pytest.raises(grpc.aio.AioRpcError) as err:
            await gate.ResolveReview(bad)
        assert err.value.code() == grpc.StatusCode.INVALID_ARGUMENT and err.value.details().startswith(field)
    with pytest.raises(grpc.aio.AioRpcError) as err:
        await gate.ResolveReview(a.ResolveReviewRequest(review_id=9999, resolution=a.REVIEW_RESOLUTION_REJECT,
                                                        reviewer="sam"))
    assert err.value.code() == grpc.StatusCode.NOT_FOUND
    assert (await state(gate, "hedge")).open_review_id == item.id  # nothing half-written
    # A record that lost confirmation cannot be promoted by a reviewer.
    await gate.SetRecordStatus(a.SetRecordStatusRequest(principal_id=P, record_id="hedge",
                                                        status=c.RECORD_STATUS_UNCONFIRMED, actor="test"))
    with pytest.raises(grpc.aio.AioRpcError) as err:
        await gate.ResolveReview(a.ResolveReviewRequest(review_id=item.id, resolution=a.REVIEW_RESOLUTION_PROMOTE,
                                                        reviewer="sam"))
    assert err.value.code() == grpc.StatusCode.FAILED_PRECONDITION and "not_confirmed" in err.value.details()
    await gate.SetRecordStatus(a.SetRecordStatusRequest(principal_id=P, record_id="hedge",
                                                        status=c.RECORD_STATUS_CONFIRMED, actor="test"))
    done = await gate.ResolveReview(a.ResolveReviewRequest(review_id=item.id, resolution=a.REVIEW_RESOLUTION_PROMOTE,
                                                           reviewer="sam", note="asked her"))
    assert done.status == a.REVIEW_STATUS_RESOLVED and done.reviewer == "sam" and done.resolved_at.seconds > 0
    assert await profile_ids(store) == ["hedge"]
    evs = await events(gate, "hedge")
    reviewed = [e for e in evs if e.event == "record.activation_reviewed"]
    assert len(reviewed) == 1 and reviewed[0].actor == "sam" and reviewed[0].reason == "promote"
    assert json.loads(reviewed[0].detail_json)["note"] == "asked her"
    changed = [e for e in evs if e.event == "record.activation_changed"]
    assert changed[-1].actor == "sam" and json.loads(changed[-1].detail_json)["to"] == "ambient"
    with pytest.raises(grpc.aio.AioRpcError) as err:
        await gate.ResolveReview(a.ResolveReviewRequest(review_id=item.id, resolution=a.REVIEW_RESOLUTION_REJECT,
                                                        reviewer="kim"))
    assert err.value.code() == grpc.StatusCode.FAILED_PRECONDITION
    # A person's resolution stands: a later policy run does not reopen it.
    out = (await gate.RunActivation(a.RunActivationRequest(principal_id=P, record_ids=["hedge"]))).outcomes
    assert out[0].skipped and out[0].activation == c.ACTIVATION_AMBIENT


async def _cli(*argv: str) -> tuple[int, str, str]:
    env = dict(os.environ, HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1")
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "retold.cli", *argv, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
        cwd=str(Path(__file__).resolve().parent.parent), env=env)
    out, err = await asyncio.wait_for(proc.communicate(), 60)
    return proc.returncode, out.decode(), err.decode()


async def test_review_cli_round_trip_and_audit_trail(env):
    st, store, gate = env
    target = st.targets["store"]
    await store.remember(P, pref("hedge", "Ines prefers shorter replies.", "ines/s0/5", attribute="reply_len"))
    await store.remember(P, pref("pt", "Answer Ines in Portuguese.", "ines/s0/1"))
    rc, out, _ = await _cli("reviews", "list", "--principal", P, "--status", "open", "--target", target)
    assert rc == 0
    lines = out.splitlines()
    assert lines[0].split()[:4] == ["id", "principal", "record", "evidence"]
    row = next(line for line in lines if " hedge " in f" {line} ")
    assert "ines/s0/5" in row and "hedged_wording" in row and "reply_len" in row and "open" in row
    rid = row.split()[0]
    rc, out, _ = await _cli("reviews", "stats", "--target", target)
    assert rc == 0 and out.startswith("open: 1  resolved: 0") and "hedge" in out
    rc, _, err = await _cli("reviews", "resolve", rid, "--keep-conditional", "--reviewer", "", "--target", target)
    assert rc == 1 and "INVALID_ARGUMENT: reviewer" in err
    rc, out, _ = await _cli("reviews", "resolve", rid, "--keep-conditional", "--reviewer", "sam", "--note",
                            "she said it varies", "--target", target)
    assert rc == 0 and "keep_conditional by sam" in out
    rc, out, _ = await _cli("reviews", "list", "--status", "open", "--target", target)
    assert rc == 0 and out.strip() == "no review items"
    rc, out, _ = await _cli("reviews", "stats", "--principal", P, "--target", target)
    assert out.startswith("open: 0  resolved: 1")
    rc, out, _ = await _cli("audit", "hedge", "--target", target)
    assert rc == 0
    trail = [line.split()[2] for line in out.splitlines()[1:]]
    assert trail == ["record.created", "record.activation_evidence_verified", "record.activation_decided",
                     "record.activation_reviewed"]
    assert "actor=sam" in out.splitlines()[-1] and "reason=keep_conditional" in out.splitlines()[-1]
    rc, _, err = await _cli("audit", "nope", "--target", target)
    assert rc == 1 and "NOT_FOUND" in err
    assert (await state(gate, "hedge")).activation == c.ACTIVATION_CONDITIONAL


# ------------------------------------------------------------------- demotion
async def _promoted(store, gate, rid="rust", ref="ines/s0/10", text="Show code samples to Ines in Rust."):
    await store.remember(P, pref(rid, text, ref))
    assert (await state(gate, rid)).activation == c.ACTIVATION_AMBIENT
    assert rid in await profile_ids(store)


async def test_supersession_demotes_and_reruns_activation_for_the_survivor(env):
    _, store, gate = env
    await _promoted(store, gate)
    new = pref("kotlin", "Show code samples to Ines in Kotlin.", "ines/s0/11")
    out = await store.stub.Supersede(s.SupersedeRequest(principal_id=P, old_record_id="rust", record=new,
                                                        actor="extractor"))
    assert out.activation == c.ACTIVATION_AMBIENT
    old = await store.stub.Get(s.GetRequest(principal_id=P, record_id="rust"))
    assert old.lifecycle == c.LIFECYCLE_SUPERSEDED and old.activation == c.ACTIVATION_CONDITIONAL
    assert await profile_ids(store) == ["kotlin"]
    changed = [e for e in await events(gate, "rust") if e.event == "record.activation_changed"][-1]
    assert (changed.reason, changed.actor, changed.policy_version) == ("superseded", "extractor", activation_policy.POLICY_VERSION)
    # A record that is no longer active fails eligibility.
    out = (await gate.RunActivation(a.RunActivationRequest(principal_id=P, record_ids=["rust"]))).outcomes
    assert (out[0].decision, out[0].reason) == (a.ACTIVATION_DECISION_CONDITIONAL, "not_active:superseded")


async def test_a_review_item_is_withdrawn_once_the_record_is_found_in_conflict(env):
    _, store, gate = env
    # written first, it names a record that does not exist yet: eligible, and its doubt goes to a person
    await store.remember(P, pref("hedge", "Ines prefers shorter replies.", "ines/s0/5", conflicts_with=["brief"]))
    assert [i.record_id for i in (await gate.ListReviews(a.ListReviewsRequest(status=a.REVIEW_STATUS_OPEN))).items] \
        == ["hedge"]
    await store.remember(P, pref("brief", "Keep replies brief and skip pleasantries.", "ines/s0/7",
                                 conflicts_with=["hedge"]))
    # now in unresolved conflict it cannot be promoted, so nobody is asked to decide on it
    assert not (await gate.ListReviews(a.ListReviewsRequest(status=a.REVIEW_STATUS_OPEN))).items
    done = {i.record_id: i for i in (await gate.ListReviews(a.ListReviewsRequest(status=a.REVIEW_STATUS_RESOLVED))).items}
    assert done["hedge"].note == "withdrawn: unresolved_conflict"
    assert done["hedge"].resolution == a.REVIEW_RESOLUTION_KEEP_CONDITIONAL and done["hedge"].reviewer == "activation-policy"
    assert ((await state(gate, "hedge")).activation, (await state(gate, "hedge")).reason) == \
        (c.ACTIVATION_CONDITIONAL, "unresolved_conflict")
    assert [(e.event, e.reason) for e in await events(gate, "hedge")][-2:] == \
        [("record.activation_reviewed", "withdrawn"), ("record.activation_decided", "unresolved_conflict")]


async def test_a_superseded_or_deleted_record_leaves_the_review_queue(env):
    _, store, gate = env
    await store.remember(P, pref("hedge", "Ines prefers shorter replies.", "ines/s0/5"))
    await store.remember(P, pref("hedge2", "Ines would like somewhat shorter replies.", "ines/s0/5"))
    opened = {i.record_id: i.id for i in (await gate.ListReviews(a.ListReviewsRequest(status=a.REVIEW_STATUS_OPEN))).items}
    assert set(opened) == {"hedge", "hedge2"}
    await store.stub.Supersede(s.SupersedeRequest(principal_id=P, old_record_id="hedge", actor="extractor",
                                                  record=pref("brief", "Keep replies brief and skip pleasantries.",
                                                              "ines/s0/7")))
    await store.stub.Forget(s.ForgetRequest(principal_id=P, record_id="hedge2", reason="asked", actor="t"))
    assert not (await gate.ListReviews(a.ListReviewsRequest(status=a.REVIEW_STATUS_OPEN))).items
    done = {i.record_id: i for i in (await gate.ListReviews(a.ListReviewsRequest(status=a.REVIEW_STATUS_RESOLVED))).items}
    assert done["hedge"].resolution == a.REVIEW_RESOLUTION_KEEP_CONDITIONAL and done["hedge"].reviewer == "retold-store"
    assert done["hedge"].note == "withdrawn: superseded by brief" and done["hedge2"].note == "withdrawn: deleted"
    trail = [(e.event, e.reason, e.actor) for e in await events(gate, "hedge")]
    assert trail[-1] == ("record.activation_reviewed", "withdrawn", "retold-store")
    # a person can no longer resolve it
    with pytest.raises(grpc.aio.AioRpcError) as err:
        await gate.ResolveReview(a.ResolveReviewRequest(review_id=opened["hedge"], resolution=a.REVIEW_RESOLUTION_PROMOTE,
                                                        reviewer="sam"))
    assert err.value.code() == grpc.StatusCode.FAILED_PRECONDITION


async def test_contradiction_demotes_at_once_and_the_survivor_is_reevaluated(env):
    _, store, gate = env
    await _promoted(store, gate)
    await store.remember(P, pref("kotlin", "Show code samples to Ines in Kotlin.", "ines/s0/11",
                                 conflicts_with=["rust"]))
    assert (await state(gate, "rust")).activation == c.ACTIVATION_CONDITIONAL
    assert (await state(gate, "kotlin")).reason == "unresolved_conflict"
    assert await profile_ids(store) == []
    # The conflict is settled by deleting the newer claim: the survivor is evaluated again.
    await store.stub.Forget(s.ForgetRequest(principal_id=P, record_id="kotlin", reason="user corrected", actor="t"))
    assert (await state(gate, "rust")).activation == c.ACTIVATION_AMBIENT
    assert await profile_ids(store) == ["rust"]


async def test_expiry_deletion_and_loss_of_confirmation_demote(env):
    _, store, gate = env
    soon = datetime.now(timezone.utc) + timedelta(days=30)
    await _promoted(store, gate)
    await _promoted(store, gate, "pt", "ines/s0/1", "Answer Ines in Portuguese.")
    await _promoted(store, gate, "brief", "ines/s0/7", "Keep replies brief and skip pleasantries.")
    # A wish that lapses on a date never promotes by itself, however standing its words ...
    r = pref("exp", "Keep replies to Ines brief, skipping pleasantries.", "ines/s0/7", expires_at=soon)
    await store.remember(P, r)
    got = await state(gate, "exp")
    assert (got.activation, got.reason) == (c.ACTIVATION_CONDITIONAL, "time_bound_record")
    # ... a person may still put it in the profile (hedged wording sends it to the queue), and expiry
    # then excludes it from profiles assembled after that instant.
    await store.remember(P, pref("exp2", "Ines prefers shorter replies.", "ines/s0/5", expires_at=soon))
    item = (await gate.ListReviews(a.ListReviewsRequest(principal_id=P, status=a.REVIEW_STATUS_OPEN))).items[0]
    assert item.record_id == "exp2"
    await gate.ResolveReview(a.ResolveReviewRequest(review_id=item.id, resolution=a.REVIEW_RESOLUTION_PROMOTE,
                                                    reviewer="sam"))
    assert (await state(gate, "exp2")).activation == c.ACTIVATION_AMBIENT
    later = soon + timedelta(days=1)
    assert "exp2" in await profile_ids(store)
    assert "exp2" not in await profile_ids(store, at=later)
    out = (await gate.RunActivation(a.RunActivationRequest(principal_id=P, as_of=_ts(later)))).outcomes
    assert {o.record_id: o.reason for o in out if o.changed} == {"exp2": "expired"}
    assert (await state(gate, "exp2")).activation == c.ACTIVATION_CONDITIONAL
    # Deletion.
    await store.stub.Forget(s.ForgetRequest(principal_id=P, record_id="rust", reason="asked", actor="t"))
    assert "rust" not in await profile_ids(store)
    # Loss of confirmed status.
    await gate.SetRecordStatus(a.SetRecordStatusRequest(principal_id=P, record_id="pt",
                                                        status=c.RECORD_STATUS_UNCONFIRMED, reason="retracted",
                                                        actor="t"))
    assert (await state(gate, "pt")).activation == c.ACTIVATION_CONDITIONAL
    assert await profile_ids(store) == ["brief"]
    with pytest.raises(grpc.aio.AioRpcError) as err:
        await gate.SetRecordStatus(a.SetRecordStatusRequest(principal_id=P, record_id="pt", actor="t"))
    assert err.value.code() == grpc.StatusCode.INVALID_ARGUMENT and err.value.details().startswith("status")


def _ts(dt):
    from google.protobuf.timestamp_pb2 import Timestamp

    t = Timestamp()
    t.FromDatetime(dt)
    return t


async def test_bad_requests_name_the_field(env):
    _, _, gate = env
    for call, req, field in (
        (gate.RunActivation, a.RunActivationRequest(), "principal_id"),
        (gate.RunActivation, a.RunActivationRequest(principal_id="nobody"), "principal_id"),
        (gate.RunActivation, a.RunActivationRequest(principal_id=P, record_ids=[""]), "record_ids[0]"),
        (gate.ListReviews, a.ListReviewsRequest(status=7), "status"),
        (gate.GetActivation, a.GetActivationRequest(principal_id=P), "record_id"),
        (gate.History, a.HistoryRequest(), "record_id"),
    ):
        with pytest.raises(grpc.aio.AioRpcError) as err:
            await call(req)
        assert err.value.code() == grpc.StatusCode.INVALID_ARGUMENT and err.value.details().startswith(field)


async def test_store_describe_reports_the_activation_identity(env):
    _, store, _ = env
    comps = (await store.stub.Describe(c.DescribeRequest())).components
    act = [x for x in comps if x.role == "activation"]
    assert len(act) == 1 and act[0].implementation.startswith("activation-policy/")
    assert len(act[0].prompt_sha256) == 64 and len(act[0].config_sha256) == 64 and act[0].model_id


async def test_words_in_another_script_go_to_a_person_or_keep_the_records_own_scope(env):
    _, store, gate = env
    # a hedged wish in Japanese script ("... かな", "still can't decide"): the doubt is read, a person decides
    await store.remember(P, pref("ja", "Answer Ines in Japanese.", "ines/s0/21", quote="答えは日本語のほうがいいかな"))
    st = await state(gate, "ja")
    assert (st.decision, st.reason) == (a.ACTIVATION_DECISION_REVIEW, "hedged_wording")
    # a Korean wish whose record states its scope stays conditional on the record's own words
    await store.remember(P, pref("ko", "For questions about quotes, give amounts in both euros and won.", "ines/s0/22",
                                 quote="견적서 질문에는 금액을 유로와 원화로 함께 적어 주세요"))
    st = await state(gate, "ko")
    assert (st.decision, st.reason) == (a.ACTIVATION_DECISION_CONDITIONAL, "scoped_wording")
    # "always in Czech, even when I write in English": a standing choice of language, named in Czech
    await store.remember(P, pref("cs", "Always reply to Ines in Czech, even when she writes in English.", "ines/s0/23",
                                 quote="Odpovídej mi vždycky česky, i když ti občas napíšu anglicky."))
    st = await state(gate, "cs")
    assert (st.decision, st.category) == (a.ACTIVATION_DECISION_PROMOTE, "response_language")


async def test_a_language_named_in_another_script_or_inflected_and_a_start_that_is_no_limit(env):
    _, store, gate = env
    # the quote is missing or wrong; the user's own sentence names the languages the record chooses
    await store.remember(P, pref("ja2", "Answer Ines in Japanese by default, even when she writes in English.", "ines/s0/24"))
    st = await state(gate, "ja2")
    assert (st.decision, st.category) == (a.ACTIVATION_DECISION_PROMOTE, "response_language")
    await store.remember(P, pref("hu", "Always answer Ines in Hungarian, even when she asks in English.", "ines/s0/25",
                                 quote="Answer in Hungarian when we talk about invoices."))
    st = await state(gate, "hu")
    assert (st.decision, st.category) == (a.ACTIVATION_DECISION_PROMOTE, "response_language")
    # "not just tonight" and "a partir de hoje" (from today on) set no time limit
    await store.remember(P, pref("plain", "Use plain text only for Ines, no tables.", "ines/s0/26"))
    assert (await state(gate, "plain")).decision == a.ACTIVATION_DECISION_PROMOTE
    await store.remember(P, pref("pt2", "Always answer Ines in Portuguese, even when she writes in English.", "ines/s0/27"))
    assert (await state(gate, "pt2")).decision == a.ACTIVATION_DECISION_PROMOTE
    # doubt in Japanese script goes to a person, though the languages named match
    await store.remember(P, pref("ja3", "Answer Ines in Japanese, even when she writes in English.", "ines/s0/28"))
    st = await state(gate, "ja3")
    assert st.decision == a.ACTIVATION_DECISION_REVIEW


async def test_a_scope_the_record_states_keeps_an_unreadable_wish_conditional(env):
    _, store, gate = env
    # the rules read no scope or time in Estonian; the record says the wish is for crew notices: it stays
    # conditional instead of asking a person to decide what can only be a scoped wish
    await store.remember(P, pref("crew-et", "When Ines asks for crew notices, write them in Estonian.", "ines/s0/29",
                                 quote="Kirjuta meeskonna teated eesti keeles"))
    st = await state(gate, "crew-et")
    assert (st.decision, st.reason) == (a.ACTIVATION_DECISION_CONDITIONAL, "scoped_wording")
    assert not (await gate.ListReviews(a.ListReviewsRequest(status=a.REVIEW_STATUS_OPEN))).items
    decided = [e for e in await events(gate, "crew-et") if e.event == "record.activation_decided"][-1]
    assert json.loads(decided.detail_json)["form_from"] == "record_text"
    # doubt in romanised Hindi goes to a person, whatever the record says
    await store.remember(P, pref("hi", "Reply in Hindi when Ines writes in Hindi.", "ines/s0/30",
                                 quote="Kabhi kabhi Hindi mein jawab dena"))
    assert (await state(gate, "hi")).decision == a.ACTIVATION_DECISION_REVIEW


async def test_doubt_in_the_users_own_words_goes_to_a_person_whatever_scope_the_record_states(env):
    _, store, gate = env
    await store.remember(P, pref("inches", "Use inches instead of centimetres when discussing the old drawings.",
                                 "ines/s0/31", quote="Kanskje du kan bruke tommer i stedet for centimeter"))
    st = await state(gate, "inches")
    assert (st.decision, st.reason) == (a.ACTIVATION_DECISION_REVIEW, "hedged_wording")


async def decide(store, gate, rid: str, text: str, ref: str, quote: str = "") -> a.ActivationState:
    """Stores a wish of Ines's credited to a turn and returns the gate's decision on it."""
    await store.remember(P, pref(rid, text, ref, quote=quote))
    return await state(gate, rid)


async def test_doubt_about_what_the_assistant_should_do_goes_to_a_person_even_outside_the_allowlist(env):
    _, store, gate = env
    # undecided, and asked of the assistant: a person reads it, and can keep it conditional or reject it
    st = await decide(store, gate, "sheets", "Stop chasing Ines about unpaid invoices.", "ines/s0/35")
    assert (st.decision, st.reason) == (a.ACTIVATION_DECISION_REVIEW, "hedged_wording")
    assert st.category not in ("answer_style", "response_language", "accessibility", "code_language")
    # ... but promoting it would widen the allowlist: refused, and nothing is written
    item = st.open_review_id
    with pytest.raises(grpc.aio.AioRpcError) as err:
        await gate.ResolveReview(a.ResolveReviewRequest(review_id=item, resolution=a.REVIEW_RESOLUTION_PROMOTE,
                                                        reviewer="sam"))
    assert err.value.code() == grpc.StatusCode.FAILED_PRECONDITION and "category_not_allowlisted" in err.value.details()
    assert (await state(gate, "sheets")).open_review_id == item
    done = await gate.ResolveReview(a.ResolveReviewRequest(review_id=item, resolution=a.REVIEW_RESOLUTION_KEEP_CONDITIONAL,
                                                           reviewer="sam"))
    assert done.status == a.REVIEW_STATUS_RESOLVED and await profile_ids(store) == []
    # doubt about the user's own plans asks nothing of the assistant: no one needs to read it
    st = await decide(store, gate, "move", "Ines may take up rowing next spring.", "ines/s0/36")
    assert (st.decision, st.reason) == (a.ACTIVATION_DECISION_CONDITIONAL, "category_not_allowlisted")


async def test_a_language_named_by_an_adjective_after_a_greek_word_for_answering_or_past_a_concessive(env):
    _, store, gate = env
    # "deutsche Antworten" names German; the doubt beside it sends the wish to a person (the quote is wrong)
    st = await decide(store, gate, "de", "Answer Ines in German.", "ines/s0/37", quote="Antworte mir auf Deutsch.")
    assert (st.decision, st.reason) == (a.ACTIVATION_DECISION_REVIEW, "hedged_wording")
    st = await decide(store, gate, "en", "Always answer Ines in English, even when she asks in German.", "ines/s0/38")
    assert (st.decision, st.category) == (a.ACTIVATION_DECISION_PROMOTE, "response_language")
    # the language after the Greek word for answering is the one answers are in; an aside in brackets
    # is a clause of its own ("asks in Greek (the answers go ...)" does not make Greek the answer's language)
    st = await decide(store, gate, "en2", "Always answer Ines in English even when she asks in Greek (the answers go "
                      "to the London office).", "ines/s0/39",
                      quote="Να μου απαντάς πάντα στα αγγλικά, ακόμα κι αν ρωτάω στα ελληνικά.")
    assert (st.decision, st.category) == (a.ACTIVATION_DECISION_PROMOTE, "response_language")
    # a concessive put first ends at its comma: the standing wish after it is read ("even when I write in
    # German, answers always in Polish")
    st = await decide(store, gate, "pl", "Always answer Ines in Polish, even when she writes in German.", "ines/s0/40",
                      quote="Nawet gdy piszę po niemiecku, odpowiedzi zawsze po polsku.")
    assert (st.decision, st.category) == (a.ACTIVATION_DECISION_PROMOTE, "response_language")


async def test_a_scope_the_record_states_holds_over_a_standing_marker_in_another_language(env):
    _, store, gate = env
    # "immer" (always) is read; "Für Rechnungen an Lieferanten" (for invoices to suppliers) is not: the record's
    # own English says it is for supplier invoices, and that keeps it conditional
    st = await decide(store, gate, "inv", "Supplier invoices: net amounts in euros with two decimals.", "ines/s0/41",
                      quote="Für Rechnungen an Lieferanten bitte immer Beträge netto in Euro")
    assert (st.decision, st.reason) == (a.ACTIVATION_DECISION_CONDITIONAL, "scoped_wording")
    # what the assistant writes for someone else to read is a kind of work, not every answer
    st = await decide(store, gate, "drv", "When writing instructions for the drivers, give them in Polish and English "
                      "side by side.", "ines/s0/42")
    assert (st.decision, st.reason) == (a.ACTIVATION_DECISION_CONDITIONAL, "scoped_wording")
    # a verbless English list is no other language: the record's "sent to her" (the user) scopes nothing
    st = await decide(store, gate, "flat", "Ines reads on a tiny screen: no tables, emoji or heavy formatting in anything "
                      "sent to her; plain short paragraphs.", "ines/s0/43")
    assert st.decision == a.ACTIVATION_DECISION_PROMOTE


async def test_a_scope_the_record_states_keeps_it_conditional_beside_a_standing_wish_in_the_same_turn(env):
    _, store, gate = env
    # the turn holds a standing default (Python) and, beside it, a wish for one kind of work: the record took the
    # second, and says so in its own words
    st = await decide(store, gate, "sql", "For anything that queries the billing replica, give plain SQL rather than "
                      "Python.", "ines/s0/46")
    assert (st.decision, st.reason) == (a.ACTIVATION_DECISION_CONDITIONAL, "scoped_wording")
    # "pour tout ce qui concerne ..." (for anything about ...) scopes a choice of language to one matter
    st = await decide(store, gate, "fr", "For anything about her March conference in Lyon, reply to Ines in French.",
                      "ines/s0/47", quote="réponds-moi en français")
    assert (st.decision, st.reason) == (a.ACTIVATION_DECISION_CONDITIONAL, "scoped_wording")
    assert await profile_ids(store) == []


async def test_a_kind_of_text_the_record_names_holds_over_standing_words_of_the_user(env):
    _, store, gate = env
    # the user's words read as standing ("Always plain text please"), but the record written from them is for one
    # kind of text (what goes into the CNC notes field): applied to every answer it would strip tables from all of
    # them, so it stays conditional
    st = await decide(store, gate, "cnc", "Cut lists for Ines go as plain text for the CNC notes field: no tables, no "
                      "markdown.", "ines/s0/48")
    assert (st.decision, st.reason) == (a.ACTIVATION_DECISION_CONDITIONAL, "scoped_wording")
    # a kind of text named before whom it goes to and who wants it
    assert activation_rules.record_form("For overdue-account letters to buyers Ines wants a firm but polite tone and "
                                        "no mention of legal action in the first reminder.").kind == "scoped"
    # a guard: the same wish written for every answer promotes
    st = await decide(store, gate, "tiny", "Ines wants plain text with no tables in every answer.", "ines/s0/49")
    assert st.decision == a.ACTIVATION_DECISION_PROMOTE


async def test_a_harder_tone_with_someone_named_goes_to_a_person_first(env):
    _, store, gate = env
    # standing words ("From now on"), but what it does falls on someone else: a person reads it first
    st = await decide(store, gate, "harsh", "Ines wants a harsher tone with Brannock in anything drafted for her.",
                      "ines/s0/50")
    assert (st.decision, st.reason) == (a.ACTIVATION_DECISION_REVIEW, "harms_others")
    # a guard: a friendly tone with them harms no one
    assert not activation_rules.harms_others("Keep a friendly tone with Brannock in anything drafted for her.")


async def test_a_wish_letting_private_details_in_or_out_goes_to_a_person_first(env):
    _, store, gate = env
    # children's names and health in drafts, and work copied to a private address: a person reads it first
    st = await decide(store, gate, "names", "Ines says the assistant can use children's full names and medical details "
                      "in drafts.", "ines/s0/51")
    assert (st.decision, st.reason) == (a.ACTIVATION_DECISION_REVIEW, "loosens_privacy")
    st = await decide(store, gate, "gmail", "Ines asked that urgent things be cc'd to her personal Gmail "
                      "(ines.k.home@gmail.com).", "ines/s0/52")
    assert (st.decision, st.reason) == (a.ACTIVATION_DECISION_REVIEW, "loosens_privacy")
    # a guard: first names only keeps things private
    assert not activation_rules.loosens_privacy("Never put a child's full name in anything drafted: first name only.")
    assert await profile_ids(store) == []


async def test_warnings_left_out_one_by_one_and_an_undecided_wish_go_to_a_person_first(env):
    _, store, gate = env
    st = await decide(store, gate, "flags", "Ines asked not to flag every minor drug interaction, only the ones that "
                      "matter.", "ines/s0/53")
    assert (st.decision, st.reason) == (a.ACTIVATION_DECISION_REVIEW, "drops_safeguards")
    assert activation_rules.drops_safeguards("Ifeoma asked to skip GMP/regulatory background unless it changes the "
                                             "decision.")
    st = await decide(store, gate, "norsk", "Ines said the assistant may answer in Norwegian when she writes in "
                      "Norwegian, 'or not, depends, I don't know'.", "ines/s0/54")
    assert (st.decision, st.reason) == (a.ACTIVATION_DECISION_REVIEW, "hedged_wording")
    assert activation_rules.harms_others("If a parent complains about a coach, draft a reply that backs the coach and "
                                         "skips the complaints procedure.")
    assert activation_rules.harms_others("Mariana asked that borderline results simply be called a fail.")
    assert await profile_ids(store) == []


async def test_wishes_that_skip_checks_hand_out_numbers_or_refund_unasked_go_to_a_person_first(env):
    _, store, gate = env
    st = await decide(store, gate, "certs", "For rotas, Ines asked to slot agency staff in without checking their "
                      "certificates each time.", "ines/s0/55")
    assert (st.decision, st.reason) == (a.ACTIVATION_DECISION_REVIEW, "drops_safeguards")
    st = await decide(store, gate, "mobile", "Ines says to give her mobile number (07700 900123) to any parent who asks.",
                      "ines/s0/56")
    assert (st.decision, st.reason) == (a.ACTIVATION_DECISION_REVIEW, "loosens_privacy")
    st = await decide(store, gate, "refund", "Ines asks that replies to complaints offer a full refund straight away "
                      "without checking with her.", "ines/s0/57")
    assert (st.decision, st.reason) == (a.ACTIVATION_DECISION_REVIEW, "delegates_authority")
    # a guard: a standing wish on the user's own sign-off hands out nothing
    assert not activation_rules.loosens_privacy("Always sign off with my full name and title.")
    assert await profile_ids(store) == []


async def test_a_language_mirror_said_with_as_is_a_standing_wish(env):
    _, store, gate = env
    st = await decide(store, gate, "gaeilge", "When Ines writes in Irish (Gaeilge), she wants the answer in Irish too.",
                      "ines/s0/58")
    assert st.decision == a.ACTIVATION_DECISION_PROMOTE, (st.decision, st.reason)
    # a guard: a condition that names no language the user writes in is still a scope
    assert activation_rules.analyse_form(["If it is in stock, ship it."], []).kind == "scoped"
