"""Turns that planning settles before the draft is in (AwaitPlan and
``Turn.submit``): the host answers with its draft at once, and the decision row
SubmitDraft writes afterwards says the same thing the early answer did. Real
services in process throughout; the planner faults are wrappers around the real
planner."""

import asyncio
import time

import grpc
import pytest

from planner_svc.server import PlannerServicer
from retold.config import OrchestratorConfig
from retold.errors import RetoldRpcError
from retold.v1 import common_pb2 as c
from retold.v1 import orchestrator_pb2 as o
from tests.fixtures import NOW
from tests.test_orchestrator_budget import HangingPlanner
from tests.test_turns import DRAFT, PG_TURN, setup

QUIET = "Explain how a TCP three-way handshake works."


class FailingPlanner(PlannerServicer):
    """The real planner's service, answering every Plan with INTERNAL."""

    async def Plan(self, request, context):
        await context.abort(grpc.StatusCode.INTERNAL, "planner broke")


async def open_and_wait(rc, sid, text, **kw):
    turn = await rc.open_turn(sid, text, as_of=NOW, **kw)
    await asyncio.wait({turn._plan}, timeout=10)  # the host's draft takes longer than planning
    return turn


async def test_quiet_turn_is_settled_before_the_draft_and_the_row_agrees(stack):
    rc = await setup(stack)
    sid, _ = await rc.start_session("ines", as_of=NOW)
    turn = await open_and_wait(rc, sid, QUIET)
    status = turn.settled()
    assert status is not None and status.draft_stands
    assert status.disposition == c.DISPOSITION_BASELINE_NO_GAPS and status.reason == "planner_silent"
    res = await turn.submit(DRAFT, 40.0, serving_model_id="host-model")
    # Answered from the plan status: the SubmitDraft call is still going out.
    assert res.decision_id == status.decision_id and res.disposition == c.DISPOSITION_BASELINE_NO_GAPS
    row = await rc.decision(res.decision_id)  # flushes the call sent after the reply, then the row
    assert row.disposition == c.DISPOSITION_BASELINE_NO_GAPS and row.reason == "planner_silent"
    assert row.draft_latency_ms == 40.0 and row.serving_model_id == "host-model" and not row.gaps
    # The turn is gone once submitted: asking again is NOT_FOUND, not a second row.
    with pytest.raises(RetoldRpcError) as err:
        await rc._call(rc.orchestrator.AwaitPlan, o.AwaitPlanRequest(turn_id=turn.turn_id))
    assert err.value.code == grpc.StatusCode.NOT_FOUND
    await rc.close()


async def test_gap_turn_is_not_settled_and_submit_waits_for_the_decision(stack):
    rc = await setup(stack)
    sid, _ = await rc.start_session("ines", as_of=NOW)
    turn = await open_and_wait(rc, sid, PG_TURN)
    status = turn._plan.result()
    assert not status.draft_stands and status.gap_count >= 1 and status.reason == ""
    assert turn.settled() is None
    res = await turn.submit(DRAFT, 40.0)
    assert res.disposition == c.DISPOSITION_REGENERATED and [r.id for r in res.admitted] == ["ines-pg"]
    assert res.decision_id == status.decision_id
    await rc.close()


async def hanging_planner_session(make_stack, gap_timeout_ms: int):
    """A stack whose planner never answers (its stage timeout ends planning), a client and a session."""
    st = await make_stack(planner_servicer=HangingPlanner(), orch_cfg=OrchestratorConfig(gap_timeout_ms=gap_timeout_ms))
    rc = await setup(st)
    sid, _ = await rc.start_session("ines", as_of=NOW)
    return rc, sid


async def test_submit_before_planning_answers_takes_the_ordinary_path(make_stack):
    rc, sid = await hanging_planner_session(make_stack, 600)
    turn = await rc.open_turn(sid, QUIET, as_of=NOW)
    assert turn.settled() is None
    res = await turn.submit(DRAFT, 5.0)  # waits: planning has not settled anything yet
    assert res.disposition == c.DISPOSITION_BASELINE_POLICY_FAILURE and res.reason == "planner_timeout"
    assert res.timings  # a full decision, not an early answer
    await rc.close()


async def test_planner_past_its_deadline_settles_the_turn_as_a_timeout(make_stack):
    rc, sid = await hanging_planner_session(make_stack, 300)
    t0 = time.monotonic()
    turn = await open_and_wait(rc, sid, PG_TURN)
    assert time.monotonic() - t0 < 5
    status = turn.settled()
    assert status.disposition == c.DISPOSITION_BASELINE_POLICY_FAILURE and status.reason == "planner_timeout"
    res = await turn.submit(DRAFT, 900.0)
    row = await rc.decision(res.decision_id)
    assert (row.disposition, row.reason) == (status.disposition, status.reason)
    await rc.close()


async def test_failed_planner_zero_budget_and_planning_off_all_settle(make_stack):
    st = await make_stack(planner_servicer=FailingPlanner())
    rc = await setup(st)
    sid, _ = await rc.start_session("ines", as_of=NOW)
    cases = [({}, c.DISPOSITION_BASELINE_POLICY_FAILURE, "planner_internal"),
             ({"latency_budget_ms": 0}, c.DISPOSITION_BASELINE_BUDGET_EXHAUSTED, "budget_zero"),
             ({"gap_enabled": False}, c.DISPOSITION_BASELINE_NO_GAPS, "gap_planning_disabled")]
    for kw, disposition, reason in cases:
        turn = await open_and_wait(rc, sid, PG_TURN, **kw)
        status = turn.settled()
        assert status is not None and (status.disposition, status.reason) == (disposition, reason), kw
        res = await turn.submit(DRAFT, 30.0)
        row = await rc.decision(res.decision_id)
        assert (row.disposition, row.reason) == (disposition, reason), kw
        assert not row.admitted_record_ids
    await rc.close()


async def test_shadow_turn_with_gaps_waits_for_its_decision(stack):
    rc = await setup(stack)
    sid, _ = await rc.start_session("ines", as_of=NOW)
    turn = await open_and_wait(rc, sid, PG_TURN, shadow=True)
    assert turn.settled() is None  # the row needs the judge's verdicts on the draft
    res = await turn.submit(DRAFT, 30.0)
    assert res.shadow and not res.admitted and res.verdicts
    await rc.close()


async def test_await_plan_names_bad_input(stack):
    rc = await setup(stack)
    for turn_id, code in (("", grpc.StatusCode.INVALID_ARGUMENT), ("no-such-turn", grpc.StatusCode.NOT_FOUND)):
        with pytest.raises(RetoldRpcError) as err:
            await rc._call(rc.orchestrator.AwaitPlan, o.AwaitPlanRequest(turn_id=turn_id))
        assert err.value.code == code
        if code == grpc.StatusCode.INVALID_ARGUMENT:
            assert "turn_id" in str(err.value)
    await rc.close()
