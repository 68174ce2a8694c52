"""The turn-decision log: complete rows, `retold decisions` list and show, the
background writer, and many turns in flight with one hung policy call."""

import asyncio


from retold.cli import main as cli_main
from retold.config import OrchestratorConfig
from retold.v1 import common_pb2 as c
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

    target = stack.targets["store"]
    assert await asyncio.to_thread(cli_main, ["decisions", "show", res.decision_id, "--store", target]) == 0
    text = capsys.readouterr().out
    assert f"retrieval found {len(row.candidates)}, judge admitted 1: ines-pg" in text
    assert "regenerated" in text and "planner wrote" in text
    assert await asyncio.to_thread(cli_main, ["decisions", "show", quiet.decision_id, "--store", target]) == 0
    assert "planner silent" in capsys.readouterr().out
    assert await asyncio.to_thread(cli_main, ["decisions", "--session", sid, "--store", target]) == 0
    listed = capsys.readouterr().out.splitlines()
    assert len(listed) == 2 and listed[0].startswith(quiet.decision_id) and "baseline_no_gaps" in listed[0]
    assert await asyncio.to_thread(cli_main, ["decisions", "--principal", "omar", "--store", target]) == 0
    assert capsys.readouterr().out.strip() == "no turn decisions"
    assert await asyncio.to_thread(cli_main, ["decisions", "show", "nope", "--store", target]) == 1
    assert "NOT_FOUND" in capsys.readouterr().err
    await rc.close()


async def test_background_writer_loses_no_row_on_shutdown(make_stack):
    st = await make_stack(orch_cfg=OrchestratorConfig(decision_log="background"))
    rc = await setup(st)
    sid, _ = await rc.start_session("ines", as_of=NOW)

    async def one(i):
        tid, _ = await rc.begin_turn(sid, PG_TURN if i % 2 else QUIET, as_of=NOW)
        return await rc.submit_draft(tid, DRAFT, 50.0)

    results = await asyncio.gather(*(one(i) for i in range(24)))
    await st.orch_core.close()  # what the process does on SIGTERM before closing its channels
    assert st.orch_core.writer.written == 24 and st.orch_core.writer.lost == 0
    rows = await rc.decisions(session_id=sid, limit=100)
    assert {r.id for r in rows} == {res.decision_id for res in results}
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
