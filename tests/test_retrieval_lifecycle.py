"""Index lifecycle and the search log through real servers: persistence across a
restart, reindex, immediate forget/supersede, the search log and its command."""

import asyncio
import contextlib
import io

import grpc
import pytest
from grpc_health.v1 import health_pb2, health_pb2_grpc

from retold import cli
from retold.v1 import retrieval_pb2 as r
from retold.v1 import store_pb2 as s
from retrieval_svc import server as retrieval_server
from tests.fixtures import NOW, load_people
from tests.helpers import StoreClient, rec
from tests.stack import retrieval_server_at


def search_req(pid, *queries, k=8, **kw):
    req = r.SearchRequest(principal_id=pid, queries=list(queries), k=k, **kw)
    req.as_of.FromDatetime(NOW)
    return req


def retrieval(st):
    """A retrieval server over the stack's store and data dir, stopped (and persisted) on exit."""
    return retrieval_server_at(st.settings, st.targets["store"])


@pytest.fixture
async def env(make_stack):
    st = await make_stack(skip=("retrieval", "planner", "judge"))
    store = StoreClient(st.targets["store"])
    await load_people(store)
    yield st, store
    await store.close()


async def test_restart_reuses_the_persisted_index_without_re_embedding(env):
    st, store = env
    async with retrieval(st) as (core, stub, _):
        first = await stub.Search(search_req("ines", "which postgres version runs on staging"))
        # Each record's vector was either computed here or taken from the change feed.
        assert core.embedded_records + core.reused_vectors >= 6
        await core.persist()
    assert (st.settings.data_dir / "retrieval" / "meta.json").exists()
    async with retrieval(st) as (core, stub, _):
        assert core.loaded_from_disk >= 6
        again = await stub.Search(search_req("ines", "which postgres version runs on staging"))
        assert core.embedded_records == 0 and core.reused_vectors == 0  # nothing changed: nothing re-indexed
        assert [c.record.id for c in again.candidates] == [c.record.id for c in first.candidates]
        # A change while it was down is applied from the durable cursor; only it is indexed.
    await store.remember("ines", rec("The staging cluster got a read replica in April.", "ines-replica"))
    async with retrieval(st) as (core, stub, _):
        res = await stub.Search(search_req("ines", "staging read replica"))
        assert core.embedded_records + core.reused_vectors == 1
        assert res.candidates[0].record.id == "ines-replica"


async def test_overlapping_persists_run_one_after_the_other(env):
    st, store = env
    async with retrieval(st) as (core, stub, _):
        await stub.Search(search_req("ines", "which postgres version runs on staging"))
        for idx in core.indexes.values():
            idx.dirty = True
        # the periodic persist and an explicit one at the same moment write the same files
        written = await asyncio.gather(*(core.persist() for _ in range(4)))
        assert sum(written) == len(core.indexes) and written[0] == len(core.indexes)
    assert (st.settings.data_dir / "retrieval" / "meta.json").exists()


async def test_not_serving_until_caught_up(env):
    st, _ = env
    running, core, ch, ready = await retrieval_server.start(st.settings, port=0, store_target=st.targets["store"])
    try:
        async with grpc.aio.insecure_channel(f"127.0.0.1:{running.port}") as chan:
            health = health_pb2_grpc.HealthStub(chan)
            first = await health.Check(health_pb2.HealthCheckRequest(service="retold.v1.Retrieval"))
            # Either still loading, or it became ready only after applying the whole feed.
            if first.status != health_pb2.HealthCheckResponse.SERVING:
                await ready
            assert core.cursor >= core.head > 0
    finally:
        await running.server.stop(0)
        ready.cancel()
        await core.close()
        await ch.close()


async def test_reindex_rebuilds_and_the_cli_reports_it(env):
    st, _ = env
    async with retrieval(st) as (core, stub, target):
        before = await stub.Search(search_req("ines", "nightly backup bucket"))
        res = await stub.Reindex(r.ReindexRequest())
        assert res.principals == 2 and res.records >= 7 and res.embedded == res.records
        after = await stub.Search(search_req("ines", "nightly backup bucket"))
        assert [c.record.id for c in after.candidates] == [c.record.id for c in before.candidates]
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            code = await asyncio.to_thread(cli.main, ["reindex", "--target", target])
        assert code == 0 and "reindexed" in out.getvalue()


async def test_forget_and_supersede_leave_results_at_once(env):
    st, store = env
    async with retrieval(st) as (core, stub, _):
        res = await stub.Search(search_req("ines", "nightly backup bucket"))
        assert res.candidates[0].record.id == "ines-backup"
        await store.stub.Forget(s.ForgetRequest(principal_id="ines", record_id="ines-backup"))
        res = await stub.Search(search_req("ines", "nightly backup bucket archive"))
        assert "ines-backup" not in {c.record.id for c in res.candidates}
        assert "ines-backup" not in core.indexes["ines"].entries
        await store.stub.Supersede(s.SupersedeRequest(
            principal_id="ines", old_record_id="ines-mgr",
            record=rec("Ines's manager is now Ravi Menon, who approves vacation requests.", "ines-mgr2")))
        res = await stub.Search(search_req("ines", "who approves vacation requests"))
        ids = [c.record.id for c in res.candidates]
        assert ids[0] == "ines-mgr2" and "ines-mgr" not in ids


async def test_every_search_is_logged_with_each_stage_and_printed(env):
    st, store = env
    async with retrieval(st) as (core, stub, _):
        res = await stub.Search(search_req("ines", "release train day", "postgres staging", "nightly backup bucket",
                                           k=1, context="when does the train leave?"))
        assert await core.log_writer.flush()
        row = await store.stub.GetSearch(s.GetSearchRequest(search_id=res.search_id))
        assert row.principal_id == "ines" and list(row.queries)[:2] == ["release train day", "postgres staging"]
        assert row.context == "when does the train leave?" and row.k == 1 and row.config_sha256
        assert list(row.returned_record_ids) == [c.record.id for c in res.candidates]
        assert {x.record_id for x in row.excluded} >= {"ines-train-a", "ines-train-b"}
        assert any("conflict" in x.reason for x in row.excluded)
        stages = {cd.stage for cd in row.candidates}
        assert "returned" in stages and stages <= {"returned", "floor", "dedupe", "cap", "budget"}
        assert len(row.candidates) > len(row.returned_record_ids)  # the cap dropped some, and says so
        assert all(cd.reason for cd in row.candidates if cd.stage != "returned")
        assert {t.stage for t in row.timings} >= {"embed", "dense", "lexical", "fuse", "select", "total"}
        # Another principal cannot read it.
        with pytest.raises(grpc.aio.AioRpcError) as err:
            await store.stub.GetSearch(s.GetSearchRequest(search_id=res.search_id, principal_id="omar"))
        assert err.value.code() == grpc.StatusCode.NOT_FOUND
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            code = await asyncio.to_thread(cli.main, ["search-log", res.search_id, "--target", st.targets["store"]])
        text = out.getvalue()
        assert code == 0 and res.search_id in text and "excluded ines-train-a" in text
        assert "#1" in text and "x cap" in text and "timings:" in text
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            code = await asyncio.to_thread(cli.main, ["search-log", "nope", "--target", st.targets["store"]])
        assert code == 1


async def test_a_search_log_outage_never_fails_a_search(env):
    st, _ = env
    async with retrieval(st) as (core, stub, _):
        # Point the writer at a store address where nothing listens.
        from retold.v1 import store_pb2_grpc as sg

        dead = grpc.aio.insecure_channel("127.0.0.1:1")
        core.log_writer.store = sg.StoreStub(dead)
        for _ in range(3):
            res = await stub.Search(search_req("ines", "postgres staging"))
            assert res.candidates
        assert not await core.log_writer.flush(timeout=1.0)
        assert core.log_writer.pending >= 1 and core.log_writer.failures >= 1
        await dead.close()


async def test_bad_log_input_is_rejected_naming_the_field(env):
    _, store = env
    with pytest.raises(grpc.aio.AioRpcError) as err:
        await store.stub.LogSearches(s.LogSearchesRequest(entries=[s.SearchLogEntry(search_id="x")]))
    assert err.value.code() == grpc.StatusCode.INVALID_ARGUMENT
    assert err.value.details().startswith("entries[0].principal_id")
    with pytest.raises(grpc.aio.AioRpcError) as err:
        await store.stub.GetSearch(s.GetSearchRequest())
    assert err.value.details().startswith("search_id")


async def test_bad_token_budget_is_invalid(env):
    st, _ = env
    async with retrieval(st) as (_, stub, _t):
        with pytest.raises(grpc.aio.AioRpcError) as err:
            await stub.Search(search_req("ines", "postgres", token_budget=-1))
        assert err.value.code() == grpc.StatusCode.INVALID_ARGUMENT
        assert err.value.details().startswith("token_budget")


async def test_bulk_import_is_all_or_nothing_and_reaches_the_index(env):
    from store_svc.model import RecordData

    st, _ = env
    core = st.store_core
    topics = ["rocket engines", "rocket fuel", "rocket launch pads", "rocket guidance software", "rocket museums"]
    good = [RecordData(id=f"imp{i}", principal_id="omar", kind="semantic", text=f"Omar imported notes on {t}.")
            for i, t in enumerate(topics)]
    bad = good[:2] + [RecordData(id="imp-bad", principal_id="omar", kind="semantic", text="  ")]
    from retold import errors

    with pytest.raises(errors.InvalidArgument) as err:
        await core.import_records([RecordData(**vars(r)) for r in bad])
    assert err.value.field == "records[2].record.text"
    assert await core.import_records(good) == 5
    async with retrieval(st) as (_, stub, _t):
        res = await stub.Search(search_req("omar", "imported notes on rockets", k=10))
        assert {c.record.id for c in res.candidates} >= {f"imp{i}" for i in range(5)}
        assert "imp-bad" not in {c.record.id for c in res.candidates}


async def test_the_users_own_words_survive_a_restart_and_find_the_record_over_grpc(env):
    st, store = env
    await store.stub.AppendTranscript(s.AppendTranscriptRequest(principal_id="ines", turns=[
        s.TranscriptTurn(ref="ines/s1/1", role="user", text="Od kwietnia kopie zapasowe robimy co noc na taśmę LTO.")]))
    await store.remember("ines", rec("From April the backups go to LTO tape every night.", "ines-tape",
                                     evidence_ref="ines/s1/1"))
    question = "gdzie teraz robimy kopie zapasowe"
    async with retrieval(st) as (core, stub, _):
        res = await stub.Search(search_req("ines", question))
        assert res.candidates[0].record.id == "ines-tape" and res.candidates[0].evidence_rank == 1
        assert "the user's own words" in res.candidates[0].explanation
        await core.persist()
    async with retrieval(st) as (core, stub, _):
        assert core.loaded_from_disk >= 7
        res = await stub.Search(search_req("ines", question))
        assert core.embedded_records == 0
        assert res.candidates[0].record.id == "ines-tape" and res.candidates[0].evidence_rank == 1
