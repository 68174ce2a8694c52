"""The turn-decision log: complete rows, `retold decisions` list and show, the
background writer, and many turns in flight with one hung policy call."""

import asyncio
import shutil

import grpc
import pytest

from orchestrator_svc import server as orch_server
from orchestrator_svc.core import DecisionWriter, read_rows
from retold.cli import main as cli_main
from retold.config import OrchestratorConfig
from retold.errors import RetoldRpcError
from retold.v1 import common_pb2 as c
from retold.v1 import store_pb2 as s
from retold.v1 import store_pb2_grpc as sg
from tests.fixtures import NOW
from tests.helpers import HangingJudge
from tests.test_turns import DRAFT, PG_TURN, setup, turn

QUIET = "Explain how a TCP three-way handshake works."


async def test_decision_row_is_complete_and_explained(stack, capsys):
    rc = await setup(stack)
    sid, _ = await rc.start_session("ines", as_of=NOW)
    tid, _ = await rc.begin_turn(sid, PG_TURN, turn_ref="ines/s1/1", latency_budget_ms=5000, as_of=NOW)
    res = await rc.submit_draft(tid, DRAFT, 120.0, serving_model_id="host-model-7", draft_ref="ines/s1/2",
                                final_ref="ines/s1/3")
    row = await rc.decision(res.decision_id)
    assert (row.session_id, row.turn_id, row.turn_ref, row.draft_ref, row.final_ref) == \
        (sid, tid, "ines/s1/1", "ines/s1/2", "ines/s1/3")
    assert row.serving_model_id == "host-model-7" and row.planner.implementation and row.judge.implementation
    assert row.gaps and row.search_ids and row.candidates and list(row.admitted_record_ids) == ["ines-pg"]
    assert {v.record_id for v in row.verdicts} == {cd.record_id for cd in row.candidates}
    assert row.requested_budget_ms == 5000 and row.effective_budget_ms == 5000 and row.draft_latency_ms == 120.0
    assert {"planning", "retrieval", "admission", "total_added"} <= {t.stage for t in row.timings}
    assert row.HasField("decided_at") and row.HasField("started_at") and row.config_json
    assert '"effective"' in row.config_json and row.disposition == c.DISPOSITION_REGENERATED
    quiet = await rc.submit_draft((await rc.begin_turn(sid, QUIET, as_of=NOW))[0], DRAFT, 80.0)

    # Read at once after the turns: the CLI has the orchestrator write its pending rows first.
    target = stack.targets["store"]
    orch = ["--orchestrator", stack.targets["orchestrator"]]
    assert await asyncio.to_thread(cli_main, ["decisions", "show", res.decision_id, "--store", target, *orch]) == 0
    text = capsys.readouterr().out
    assert f"retrieval found {len(row.candidates)}, judge admitted 1: ines-pg" in text
    assert "regenerated" in text and "planner wrote" in text
    assert await asyncio.to_thread(cli_main, ["decisions", "show", quiet.decision_id, "--store", target, *orch]) == 0
    assert "planner silent" in capsys.readouterr().out
    assert await asyncio.to_thread(cli_main, ["decisions", "--session", sid, "--store", target, *orch]) == 0
    listed = capsys.readouterr().out.splitlines()
    assert len(listed) == 2 and listed[0].startswith(quiet.decision_id) and "baseline_no_gaps" in listed[0]
    assert await asyncio.to_thread(cli_main, ["decisions", "--principal", "omar", "--store", target, *orch]) == 0
    assert capsys.readouterr().out.strip() == "no turn decisions"
    assert await asyncio.to_thread(cli_main, ["decisions", "show", "nope", "--store", target, *orch]) == 1
    assert "NOT_FOUND" in capsys.readouterr().err
    await rc.close()


# Rows held back far longer than any test runs: whatever a reader sees, the
# orchestrator wrote because it was asked to (a flush) or because it shut down.
HELD = OrchestratorConfig(decision_log_delay_ms=10_000)


async def store_row(st, decision_id: str):
    """The row as the store has it now (no flush), or None."""
    async with grpc.aio.insecure_channel(st.targets["store"]) as ch:
        try:
            return await sg.StoreStub(ch).GetDecision(s.GetDecisionRequest(id=decision_id))
        except grpc.aio.AioRpcError as exc:
            assert exc.code() == grpc.StatusCode.NOT_FOUND
            return None


def test_background_log_is_the_default():
    assert OrchestratorConfig().decision_log == "background"


async def test_reply_does_not_wait_for_the_row_and_a_reader_right_after_gets_it(make_stack):
    st = await make_stack(orch_cfg=HELD)
    rc = await setup(st)
    sid, _ = await rc.start_session("ines", as_of=NOW)
    tid, _ = await rc.begin_turn(sid, PG_TURN, as_of=NOW)
    res = await rc.submit_draft(tid, DRAFT, 50.0)
    quiet = await rc.submit_draft((await rc.begin_turn(sid, QUIET, as_of=NOW))[0], DRAFT, 50.0)
    # The replies came back while both rows were still queued in the orchestrator.
    assert await store_row(st, res.decision_id) is None and await store_row(st, quiet.decision_id) is None
    assert set(st.orch_core.writer.pending) == {res.decision_id, quiet.decision_id}
    row = await rc.decision(res.decision_id)  # flushes that row, then reads it
    assert row.id == res.decision_id and list(row.admitted_record_ids) == ["ines-pg"]
    listed = await rc.decisions(session_id=sid)  # a list flushes every pending row first
    assert {d.id for d in listed} == {res.decision_id, quiet.decision_id}
    assert not st.orch_core.writer.pending and st.orch_core.writer.written == 2
    # Nothing pending: a flush of known, unknown or no ids answers at once.
    assert (await rc.flush_decisions([res.decision_id, "never-seen"])).unwritten_ids == []
    with pytest.raises(RetoldRpcError) as err:
        await rc.decision("never-seen")
    assert err.value.code == grpc.StatusCode.NOT_FOUND
    await rc.close()


async def test_fitness_replay_reads_rows_right_after_each_turn(make_stack):
    from retold import fitness, scenarios
    from tests.test_fitness import tiny_set

    st = await make_stack(orch_cfg=HELD)
    outcomes = await fitness.replay(st.targets, scenarios.parse(tiny_set()))
    assert [x.decision.turn_ref for x in outcomes] == ["tiny-test/q1", "tiny-test/q2"]
    assert all(x.decision.HasField("decided_at") for x in outcomes)


async def test_shutdown_with_rows_pending_writes_them_all(make_stack):
    st = await make_stack(orch_cfg=HELD)
    rc = await setup(st)
    sid, _ = await rc.start_session("ines", as_of=NOW)

    async def one(i):
        tid, _ = await rc.begin_turn(sid, PG_TURN if i % 2 else QUIET, as_of=NOW)
        return await rc.submit_draft(tid, DRAFT, 50.0)

    results = await asyncio.gather(*(one(i) for i in range(24)))
    assert len(st.orch_core.writer.pending) == 24  # all still held back
    await st.orch_core.close()  # what the process does on SIGTERM before closing its channels
    w = st.orch_core.writer
    assert (w.written, w.spilled, w.rejected) == (24, 0, 0)
    for res in results:
        assert await store_row(st, res.decision_id) is not None
    await rc.close()


async def test_rows_the_store_cannot_take_at_shutdown_are_spilled_and_written_at_next_start(make_stack):
    st = await make_stack(orch_cfg=HELD)
    rc = await setup(st)
    sid, _ = await rc.start_session("ines", as_of=NOW)
    results = [await rc.submit_draft((await rc.begin_turn(sid, q, as_of=NOW))[0], DRAFT, 50.0)
               for q in (PG_TURN, QUIET, QUIET)]
    ids = {res.decision_id for res in results}
    await st.running["store"].server.stop(0)  # the store goes away with the rows still queued
    flushed = await rc.flush_decisions(timeout=1.0)  # a reader is told, not left hanging
    assert set(flushed.unwritten_ids) == ids and flushed.written == 0
    with pytest.raises(RetoldRpcError) as err:
        await rc.decisions(session_id=sid)
    assert err.value.code == grpc.StatusCode.UNAVAILABLE and "not yet in the store" in err.value.details
    await st.orch_core.close(drain_timeout=0.5)
    w = st.orch_core.writer
    spill = st.settings.data_dir / orch_server.SPILL_FILE
    assert w.spilled == 3 and w.written == 0 and spill.exists()
    await rc.close()

    # The next orchestrator on this data directory writes them once a store answers.
    st2 = await make_stack()
    await setup(st2)
    shutil.copy(spill, st2.settings.data_dir / orch_server.SPILL_FILE)
    running2, core2, chans = await orch_server.start(st2.settings, port=0, targets=st2.targets)
    try:
        assert set(core2.writer.pending) == ids  # queued again at start; the spill file is gone
        assert not (st2.settings.data_dir / orch_server.SPILL_FILE).exists()
        assert await core2.flush_decisions([], 5.0) == (3, [])
        for i in ids:
            assert (await store_row(st2, i)).session_id == sid
    finally:
        await core2.close()
        await running2.server.stop(0)  # a server left to the garbage collector hangs interpreter exit
        for ch in chans.values():
            await ch.close()


class FlakyStore(sg.StoreServicer):
    """Fault injection in front of the real store: the first ``failures`` LogDecision
    calls answer UNAVAILABLE, the rest go through."""

    def __init__(self, target: str, failures: int) -> None:
        self.channel = grpc.aio.insecure_channel(target)
        self.real = sg.StoreStub(self.channel)
        self.failures, self.calls = failures, 0

    async def LogDecision(self, request, context):
        self.calls += 1
        if self.calls <= self.failures:
            await context.abort(grpc.StatusCode.UNAVAILABLE, "store restarting")
        try:
            return await self.real.LogDecision(request)
        except grpc.aio.AioRpcError as exc:
            await context.abort(exc.code(), exc.details())


async def test_a_failed_write_is_logged_and_retried_until_it_lands(make_stack, caplog):
    st = await make_stack()
    rc = await setup(st)
    flaky = FlakyStore(st.targets["store"], failures=3)
    server = grpc.aio.server()
    sg.add_StoreServicer_to_server(flaky, server)
    port = server.add_insecure_port("127.0.0.1:0")
    await server.start()
    ch = grpc.aio.insecure_channel(f"127.0.0.1:{port}")
    writer = DecisionWriter(sg.StoreStub(ch), timeout_s=2.0, maxsize=10, delay_s=0.0)
    row = c.TurnDecision(id="flaky-1", principal_id="ines", session_id="s-flaky",
                         disposition=c.DISPOSITION_BASELINE_NO_GAPS)
    await writer.put(row)
    assert await writer.flush(["flaky-1"], timeout=10) == (1, [])
    assert (flaky.calls, writer.retries, writer.written) == (4, 3, 1)
    assert "flaky-1 not logged yet (UNAVAILABLE" in caplog.text
    assert (await rc.decision("flaky-1")).session_id == "s-flaky"
    # A row the store refuses outright is set aside, never retried forever or dropped silently.
    bad = c.TurnDecision(id="orphan-1", principal_id="nobody-known", session_id="s-flaky")
    spill = st.settings.data_dir / "w.spill"
    writer2 = DecisionWriter(sg.StoreStub(ch), timeout_s=2.0, maxsize=10, delay_s=0.0, spill_path=spill)
    await writer2.put(bad)
    written, left = await writer2.flush(timeout=10)
    assert (written, left, writer2.rejected) == (0, ["orphan-1"], 1)
    assert [r.id for r in read_rows(spill.with_name("w.spill.rejected"))] == ["orphan-1"]
    assert not spill.exists()  # rejected rows are kept apart: the next start does not replay them
    await writer.close()
    await writer2.close()
    await ch.close()
    await server.stop(0)
    await flaky.channel.close()
    await rc.close()


async def test_one_hung_policy_call_never_blocks_other_turns(make_stack):
    judge = HangingJudge(hangs=lambda request: "vacation" in request.turn)  # only the vacation turn hangs
    st = await make_stack(judge_servicer=judge, orch_cfg=OrchestratorConfig(admission_timeout_ms=5000))
    rc = await setup(st)
    rc.timeout = None
    hung = asyncio.create_task(turn(rc, "ines", "Who approves my vacation requests?"))
    await asyncio.sleep(0.3)  # let the hung turn reach admission
    others = await asyncio.gather(*(turn(rc, "ines", PG_TURN if i % 2 else QUIET) for i in range(16)))
    assert not hung.done()  # every other turn finished while the hung one still waits
    assert {r.disposition for r in others} == {c.DISPOSITION_REGENERATED, c.DISPOSITION_BASELINE_NO_GAPS}
    res = await asyncio.wait_for(hung, 10)
    assert res.disposition == c.DISPOSITION_BASELINE_POLICY_FAILURE and res.reason == "judge_timeout"
    await asyncio.wait_for(judge.cancelled.wait(), 5)
    await rc.close()
