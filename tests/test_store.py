"""Store service over real gRPC and real SQLite."""

from datetime import datetime, timedelta, timezone

import grpc
import pytest

from retold.v1 import common_pb2 as c
from retold.v1 import store_pb2 as s
from store_svc.classifier import classify
from tests.helpers import StoreClient, rec


@pytest.fixture
async def store(make_stack):
    st = await make_stack(skip=("retrieval", "planner", "judge"))
    client = StoreClient(st.targets["store"])
    await client.principal("alice")
    await client.principal("bob")
    yield client
    await client.close()


async def count_rows(store):
    resp = await store.stub.ReadChanges(s.ReadChangesRequest(after_seq=0, limit=5000))
    return resp.head_seq


async def test_remember_get_list_and_classify(store):
    r = await store.remember("alice", rec("I work from Lisbon, 9am to 6pm local time.", "a1", about=True))
    assert r.lifecycle == c.LIFECYCLE_ACTIVE and r.activation == c.ACTIVATION_CONDITIONAL
    assert r.retrieval_category == "time_zone"
    assert r.taxonomy_version
    got = await store.stub.Get(s.GetRequest(principal_id="alice", record_id="a1"))
    assert got.text == r.text and got.created_at.seconds > 0
    listed = await store.stub.List(s.ListRequest(principal_id="alice"))
    assert [x.id for x in listed.records] == ["a1"]


async def test_write_cannot_set_ambient(store):
    r = rec("Always answer me in short bullet points.", "a2", about=True, activation=c.ACTIVATION_AMBIENT)
    out = await store.remember("alice", r)
    assert out.activation == c.ACTIVATION_CONDITIONAL


async def test_other_principals_record_is_not_found(store):
    await store.remember("alice", rec("Alice's secret project is codenamed Heron.", "secret"))
    with pytest.raises(grpc.aio.AioRpcError) as err:
        await store.stub.Get(s.GetRequest(principal_id="bob", record_id="secret"))
    assert err.value.code() == grpc.StatusCode.NOT_FOUND
    listed = await store.stub.List(s.ListRequest(principal_id="bob", include_inactive=True))
    assert list(listed.records) == []


@pytest.mark.parametrize("principal,record,field", [
    ("", rec("text"), "principal_id"),
    ("nobody", rec("text"), "principal_id"),
    ("alice", rec(""), "record.text"),
    ("alice", rec("x" * 4001), "record.text"),
    ("alice", c.Record(text="hello", kind=99), "record.kind"),
    ("alice", c.Record(text="hello"), "record.kind"),
    ("alice", c.Record(text="hello", kind=1, status=7), "record.status"),
    ("alice", rec("hello", supersedes="bobs-record"), "record.supersedes"),
    ("alice", rec("hello", rid="bad id with spaces"), "record.id"),
])
async def test_bad_input_is_rejected_with_the_field_and_nothing_written(store, principal, record, field):
    await store.remember("bob", rec("Bob's record", "bobs-record"))
    before = await count_rows(store)
    with pytest.raises(grpc.aio.AioRpcError) as err:
        await store.remember(principal, record)
    assert err.value.code() == grpc.StatusCode.INVALID_ARGUMENT
    assert err.value.details().startswith(field), err.value.details()
    assert await count_rows(store) == before
    listed = await store.stub.List(s.ListRequest(principal_id="alice", include_inactive=True))
    assert list(listed.records) == []


async def test_supersede_and_forget_update_lifecycle_feed_and_audit(store):
    await store.remember("alice", rec("Staging runs Node 18.", "n18"))
    new = await store.stub.Supersede(s.SupersedeRequest(principal_id="alice", old_record_id="n18",
                                                        record=rec("Staging runs Node 22.", "n22")))
    assert new.supersedes == "n18"
    old = await store.stub.Get(s.GetRequest(principal_id="alice", record_id="n18"))
    assert old.lifecycle == c.LIFECYCLE_SUPERSEDED and old.superseded_by == "n22"
    # Superseding a record that is no longer active is refused.
    with pytest.raises(grpc.aio.AioRpcError) as err:
        await store.remember("alice", rec("Staging runs Node 20.", "n20", supersedes="n18"))
    assert err.value.code() == grpc.StatusCode.INVALID_ARGUMENT
    gone = await store.stub.Forget(s.ForgetRequest(principal_id="alice", record_id="n22", reason="user asked"))
    assert gone.lifecycle == c.LIFECYCLE_DELETED and gone.text == ""
    feed = await store.stub.ReadChanges(s.ReadChangesRequest(after_seq=0))
    assert [(ch.record.id, ch.op) for ch in feed.changes][-1] == ("n22", s.CHANGE_OP_DELETE)
    events = await store.stub.Audit(s.AuditRequest(principal_id="alice", record_id="n18"))
    assert [e.event for e in events.events] == ["record.created", "record.superseded"]
    active = await store.stub.List(s.ListRequest(principal_id="alice"))
    assert list(active.records) == []


async def test_change_feed_is_resumable_and_long_polls(store):
    for i in range(5):
        await store.remember("alice", rec(f"fact number {i}", f"f{i}"))
    first = await store.stub.ReadChanges(s.ReadChangesRequest(after_seq=0, limit=2))
    assert [ch.record.id for ch in first.changes] == ["f0", "f1"]
    rest = await store.stub.ReadChanges(s.ReadChangesRequest(after_seq=first.changes[-1].seq))
    assert [ch.record.id for ch in rest.changes] == ["f2", "f3", "f4"]
    assert rest.head_seq == rest.changes[-1].seq
    empty = await store.stub.ReadChanges(s.ReadChangesRequest(after_seq=rest.head_seq, wait_ms=50))
    assert list(empty.changes) == []


async def test_an_up_to_date_feed_read_sees_every_later_write(store):
    """A follower that is caught up is answered without a database read until something is
    written; every kind of write (create, supersede, forget, a promotion by the activation
    gate) shows up on the very next read."""
    await store.remember("alice", rec("Staging runs Node 18.", "n18"))
    head = (await store.stub.ReadChanges(s.ReadChangesRequest(after_seq=0))).head_seq
    for _ in range(3):
        again = await store.stub.ReadChanges(s.ReadChangesRequest(after_seq=head))
        assert list(again.changes) == [] and again.head_seq == head

    async def after(seq):
        resp = await store.stub.ReadChanges(s.ReadChangesRequest(after_seq=seq))
        return [(ch.record.id, ch.op) for ch in resp.changes], resp.head_seq

    await store.remember("alice", rec("Staging runs Node 20.", "n20", supersedes="n18"))
    seen, head2 = await after(head)
    assert ("n20", s.CHANGE_OP_UPSERT) in seen and ("n18", s.CHANGE_OP_UPSERT) in seen and head2 > head
    await store.stub.Forget(s.ForgetRequest(principal_id="alice", record_id="n20", reason="t", actor="t"))
    seen, head3 = await after(head2)
    assert seen == [("n20", s.CHANGE_OP_DELETE)]
    await store.principal("p-ines")
    await store.stub.AppendTranscript(s.AppendTranscriptRequest(principal_id="p-ines", turns=[
        s.TranscriptTurn(ref="ines/s0/1", role="user", text="From now on, please answer me in Portuguese.")]))
    out = await store.remember("p-ines", rec("Answer Ines in Portuguese.", "pt", about=True, evidence_ref="ines/s0/1",
                                             attribute="lang_pref"))
    assert out.activation == c.ACTIVATION_AMBIENT  # Remember returns the state after the gate
    seen, _ = await after(head3)
    # The write, then the gate's promotion, each appear as a change.
    assert seen == [("pt", s.CHANGE_OP_UPSERT), ("pt", s.CHANGE_OP_UPSERT)]


async def test_inventory_is_labels_of_active_conditional_records_only(store):
    now = datetime(2026, 11, 1, tzinfo=timezone.utc)
    await store.remember("alice", rec("Our prod database is pinned to Postgres 15.", "pg"))
    await store.remember("alice", rec("My dentist appointment is on Friday.", "dent",
                                      expires_at=now - timedelta(days=1), event_time=now - timedelta(days=3)))
    await store.remember("bob", rec("Bob's manager is Carla.", "carla"))
    req = s.InventoryRequest(principal_id="alice")
    req.as_of.FromDatetime(now)
    inv = await store.stub.Inventory(req)
    cats = [e.category for e in inv.entries]
    assert cats == ["versions"]
    assert all("Postgres" not in e.label and "15" not in e.label for e in inv.entries)


async def test_record_noted_after_it_expired_is_kept_but_never_active(store):
    # "The yard was shut 1-5 Dec", said on 7 Dec: already over when written.
    now = datetime(2026, 12, 7, 8, tzinfo=timezone.utc)
    await store.remember("alice", rec("The buoy yard was closed 1-5 December for resurfacing.", "yard",
                                      event_time=now, expires_at=now - timedelta(days=2)))
    got = await store.stub.Get(s.GetRequest(principal_id="alice", record_id="yard"))
    assert got.id == "yard"
    req = s.InventoryRequest(principal_id="alice")
    req.as_of.FromDatetime(now)
    assert list((await store.stub.Inventory(req)).entries) == []


async def test_conflicts_are_kept_symmetric(store):
    await store.remember("alice", rec("The launch is on May 3.", "l1", conflicts_with=["l2"]))
    await store.remember("alice", rec("The launch is on May 10.", "l2"))
    a = await store.stub.Get(s.GetRequest(principal_id="alice", record_id="l1"))
    b = await store.stub.Get(s.GetRequest(principal_id="alice", record_id="l2"))
    assert list(a.conflicts_with) == ["l2"] and list(b.conflicts_with) == ["l1"]


async def test_decision_log_round_trip(store):
    d = c.TurnDecision(id="d1", principal_id="alice", session_id="s1",
                       disposition=c.DISPOSITION_BASELINE_NO_GAPS, reason="planner_silent")
    await store.stub.LogDecision(d)
    got = await store.stub.GetDecision(s.GetDecisionRequest(id="d1"))
    assert got == d
    listed = await store.stub.ListDecisions(s.ListDecisionsRequest(principal_id="alice"))
    assert [x.id for x in listed.decisions] == ["d1"]
    with pytest.raises(grpc.aio.AioRpcError) as err:
        await store.stub.LogDecision(c.TurnDecision(id="d2", principal_id="nobody"))
    assert err.value.code() == grpc.StatusCode.INVALID_ARGUMENT


async def test_transcript_append_is_idempotent_per_ref(store):
    turns = [s.TranscriptTurn(ref="alice/s0/1", role="user", text="hi"),
             s.TranscriptTurn(ref="alice/s0/2", role="assistant", text="hello")]
    first = await store.stub.AppendTranscript(s.AppendTranscriptRequest(principal_id="alice", turns=turns))
    again = await store.stub.AppendTranscript(s.AppendTranscriptRequest(principal_id="alice", turns=turns))
    assert (first.written, again.written) == (2, 0)
    with pytest.raises(grpc.aio.AioRpcError) as err:
        await store.stub.AppendTranscript(s.AppendTranscriptRequest(
            principal_id="alice", turns=[s.TranscriptTurn(ref="x", role="robot", text="?")]))
    assert err.value.details().startswith("turns[0].role")


async def test_store_survives_restart(make_stack, tmp_path):
    st = await make_stack(skip=("retrieval", "planner", "judge"))
    client = StoreClient(st.targets["store"])
    await client.principal("carol")
    await client.remember("carol", rec("Carol's team ships on Thursdays.", "ship"))
    await client.close()
    await st.stop()
    # Same database file, a new store process-equivalent.
    from retold.config import RetoldSettings
    from store_svc import server as store_server

    running, core = await store_server.start(RetoldSettings(store_db=st.settings.store_path), port=0)
    try:
        c2 = StoreClient(f"127.0.0.1:{running.port}")
        got = await c2.stub.Get(s.GetRequest(principal_id="carol", record_id="ship"))
        assert got.text == "Carol's team ships on Thursdays."
        await c2.close()
    finally:
        await running.server.stop(0)
        core.db.close()


def test_classifier_facets():
    cls = classify("Takes 20 mg of sertraline for anxiety since March 3.", "semantic", True)
    assert "sensitive:health" in cls.facets and "time_reference" in cls.facets
    cls = classify("Answers should use markdown tables.", "semantic", False)
    assert cls.category != "answer_style"  # a fact about the world is never an answer-style rule


async def test_the_feed_carries_the_users_own_words_of_the_evidence_turn(store):
    turns = [s.TranscriptTurn(ref="alice/s0/1", role="user", text="Od maja zmiana zaczyna się o szóstej."),
             s.TranscriptTurn(ref="alice/s0/2", role="assistant", text="Noted: shifts start at six from May.")]
    await store.stub.AppendTranscript(s.AppendTranscriptRequest(principal_id="alice", turns=turns))
    await store.remember("alice", rec("From May the shift starts at 06:00.", "shift", evidence_ref="alice/s0/1"))
    await store.remember("alice", rec("Shifts start at six from May.", "said-by-model", evidence_ref="alice/s0/2"))
    await store.remember("alice", rec("The yard gate code changed in April.", "gate", evidence_ref="alice/s0/9"))
    feed = await store.stub.ReadChanges(s.ReadChangesRequest(after_seq=0, limit=100))
    said = {ch.record.id: ch.record.evidence_text for ch in feed.changes}
    assert said["shift"] == "Od maja zmiana zaczyna się o szóstej."
    assert said["said-by-model"] == ""     # an assistant turn is never the user's words
    assert said["gate"] == ""              # no such turn stored (yet)
    # the evidence turn arrives after its record: the record goes out on the feed again, with the words
    head = feed.head_seq
    await store.stub.AppendTranscript(s.AppendTranscriptRequest(principal_id="alice", turns=[
        s.TranscriptTurn(ref="alice/s0/9", role="user", text="Kod do bramy zmienili w kwietniu.")]))
    later = await store.stub.ReadChanges(s.ReadChangesRequest(after_seq=head, limit=100))
    assert [(ch.record.id, ch.record.evidence_text) for ch in later.changes] == \
        [("gate", "Kod do bramy zmienili w kwietniu.")]
    # a write never sets it: the store reads it from the transcript
    got = await store.remember("alice", rec("Forklift keys hang in the office.", "keys", evidence_text="made up"))
    assert got.evidence_text == ""
