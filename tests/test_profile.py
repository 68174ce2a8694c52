"""The ambient profile: budgets, deterministic order, and a session-stable copy
that a promotion mid-session does not change (the next session sees it)."""

from __future__ import annotations

import grpc

from retold import taxonomy
from retold.config import ProfileConfig, RetoldSettings
from retold.v1 import activation_pb2 as a
from retold.v1 import activation_pb2_grpc as ag
from retold.v1 import orchestrator_pb2 as o
from retold.v1 import orchestrator_pb2_grpc as og
from retold.v1 import store_pb2 as s
from store_svc import server as store_server
from tests.helpers import StoreClient, rec

P = "p-joost"
PREFS = [
    ("lang", "Always answer me in Dutch.", "Answer Joost in Dutch."),
    ("code", "By default, write code examples in Python.", "Write code examples for Joost in Python."),
    ("a11y", "I'm colour blind: always use labels or patterns instead of colour alone.",
     "Joost is colour blind; use labels or patterns instead of colour alone."),
    ("style", "Always keep answers under five sentences.", "Keep answers to Joost under five sentences."),
]


async def _load(store: StoreClient, prefs=PREFS) -> None:
    await store.principal(P)
    await store.stub.AppendTranscript(s.AppendTranscriptRequest(principal_id=P, turns=[
        s.TranscriptTurn(ref=f"joost/s0/{i}", role="user", text=said) for i, (_, said, _) in enumerate(prefs)]))
    for i, (rid, _, text) in enumerate(prefs):
        await store.remember(P, rec(text, rid, about=True, evidence_ref=f"joost/s0/{i}"))


async def _store(tmp_path, **profile):
    settings = RetoldSettings(data_dir=tmp_path, store_db=tmp_path / "store.sqlite3", profile=ProfileConfig(**profile))
    running, core = await store_server.start(settings, port=0)
    return running, core, StoreClient(f"127.0.0.1:{running.port}")


async def test_profile_order_is_deterministic_and_follows_the_category_order(tmp_path):
    running, core, store = await _store(tmp_path)
    try:
        await _load(store)
        first = await store.stub.AssembleProfile(s.AssembleProfileRequest(principal_id=P))
        again = await store.stub.AssembleProfile(s.AssembleProfileRequest(principal_id=P))
        rank = {cat.id: i for i, cat in enumerate(taxonomy.CATEGORIES)}
        cats = {"lang": "response_language", "code": "code_language", "a11y": "accessibility", "style": "answer_style"}
        assert list(first.record_ids) == sorted(cats, key=lambda r: rank[cats[r]])
        assert first.text == again.text and list(first.record_ids) == list(again.record_ids)
        assert (first.max_records, first.token_budget) == (8, 400)
        assert first.text.splitlines()[0] and all(text in first.text for _, _, text in PREFS)
        assert not first.dropped_record_ids and 0 < first.tokens_used <= 400
    finally:
        await store.close()
        await running.stop(0)
        core.db.close()


async def test_profile_count_and_token_budgets(tmp_path):
    running, core, store = await _store(tmp_path / "count", max_records=2)
    try:
        await _load(store)
        p = await store.stub.AssembleProfile(s.AssembleProfileRequest(principal_id=P))
        assert len(p.record_ids) == 2 and len(p.dropped_record_ids) == 2 and p.max_records == 2
        assert set(p.record_ids) | set(p.dropped_record_ids) == {r for r, _, _ in PREFS}
    finally:
        await store.close()
        await running.stop(0)
        core.db.close()
    running, core, store = await _store(tmp_path / "tokens", token_budget=30)
    try:
        await _load(store)
        p = await store.stub.AssembleProfile(s.AssembleProfileRequest(principal_id=P))
        assert p.token_budget == 30 and 0 < p.tokens_used <= 30
        assert 1 <= len(p.record_ids) < 4 and len(p.record_ids) + len(p.dropped_record_ids) == 4
        assert all(rid not in p.text for rid in p.dropped_record_ids)
    finally:
        await store.close()
        await running.stop(0)
        core.db.close()
    running, core, store = await _store(tmp_path / "zero", max_records=0)
    try:
        await _load(store)
        p = await store.stub.AssembleProfile(s.AssembleProfileRequest(principal_id=P))
        assert p.text == "" and not p.record_ids and len(p.dropped_record_ids) == 4
    finally:
        await store.close()
        await running.stop(0)
        core.db.close()


async def test_a_promotion_mid_session_waits_for_the_next_session(make_stack):
    st = await make_stack()
    store = StoreClient(st.targets["store"])
    gate = ag.ActivationGateStub(store.channel)
    orch_ch = grpc.aio.insecure_channel(st.targets["orchestrator"])
    orch = og.OrchestratorStub(orch_ch)
    try:
        await _load(store, PREFS[:1] + [("maybe", "Maybe number the steps? I'm not sure it helps.",
                                         "Number the steps in answers to Joost.")])
        sess = await orch.StartSession(o.StartSessionRequest(principal_id=P))
        assert list(sess.profile.record_ids) == ["lang"]
        item = (await gate.ListReviews(a.ListReviewsRequest(principal_id=P, status=a.REVIEW_STATUS_OPEN))).items[0]
        assert item.record_id == "maybe"
        t1 = await orch.BeginTurn(o.BeginTurnRequest(session_id=sess.session_id, turn="How do I boil an egg?"))
        await gate.ResolveReview(a.ResolveReviewRequest(review_id=item.id, resolution=a.REVIEW_RESOLUTION_PROMOTE,
                                                        reviewer="ops"))
        assert set((await store.stub.AssembleProfile(s.AssembleProfileRequest(principal_id=P))).record_ids) == \
            {"lang", "maybe"}
        t2 = await orch.BeginTurn(o.BeginTurnRequest(session_id=sess.session_id, turn="And a poached one?"))
        for turn in (t1, t2):
            assert turn.profile == sess.profile  # byte-for-byte the session's copy
        await orch.EndSession(o.EndSessionRequest(session_id=sess.session_id))
        nxt = await orch.StartSession(o.StartSessionRequest(principal_id=P))
        assert set(nxt.profile.record_ids) == {"lang", "maybe"}
        await orch.EndSession(o.EndSessionRequest(session_id=nxt.session_id))
    finally:
        await orch_ch.close()
        await store.close()
