"""Budget rules of the seed, in its order, through the real services: unset,
zero, positive from the draft, per-stage clamps, the regeneration check, a
host deadline shorter than the budget, and stages that hang forever."""

import asyncio
import time

import grpc

from planner_svc.server import PlannerServicer
from retold import generator as gen
from retold.config import OrchestratorConfig
from retold.v1 import common_pb2 as c
from retold.v1 import generator_pb2_grpc as gg
from tests.fixtures import NOW
from tests.helpers import HangingJudge
from tests.test_turns import PG_TURN, SKEW_MS, setup, timing, turn

# Generous bound for "did not wait for the hung stage" (it would take 30 s).
NOT_WAITED_S = 10


class HangingPlanner(PlannerServicer):
    """Fault injection around the real planner: it never answers."""

    def __init__(self):
        self.cancelled = asyncio.Event()

    async def Plan(self, request, context):
        try:
            await asyncio.sleep(30)
        except asyncio.CancelledError:
            self.cancelled.set()
            raise
        return await super().Plan(request, context)


async def test_unset_uses_the_configured_default_and_a_request_wins(make_stack):
    st = await make_stack(orch_cfg=OrchestratorConfig(latency_budget_ms=1200))
    rc = await setup(st)
    rc.timeout = None
    res = await turn(rc, "ines", PG_TURN)
    assert not res.HasField("requested_budget_ms") and res.effective_budget_ms == 1200
    assert 0 < timing(res, "judge@service").deadline_remaining_ms <= 1200 + SKEW_MS
    # A per-request value wins over the default, but never lifts a stage timeout (2000 ms).
    res = await turn(rc, "ines", PG_TURN, budget=60000)
    assert res.requested_budget_ms == 60000 and res.effective_budget_ms == 60000
    assert 1200 < timing(res, "judge@service").deadline_remaining_ms <= 2000 + SKEW_MS
    # Zero skips planning, retrieval and admission and keeps the profile.
    res = await turn(rc, "ines", PG_TURN, budget=0)
    assert res.disposition == c.DISPOSITION_BASELINE_BUDGET_EXHAUSTED and res.reason == "budget_zero"
    assert not res.gaps and not res.verdicts and not any(t.stage == "planning" for t in res.timings)
    await rc.close()


async def test_planner_hanging_forever_hits_its_stage_timeout_and_is_cancelled(make_stack):
    planner = HangingPlanner()
    st = await make_stack(planner_servicer=planner, orch_cfg=OrchestratorConfig(gap_timeout_ms=400))
    rc = await setup(st)
    rc.timeout = None
    t0 = time.monotonic()
    res = await turn(rc, "ines", PG_TURN)
    assert time.monotonic() - t0 < NOT_WAITED_S
    assert res.disposition == c.DISPOSITION_BASELINE_POLICY_FAILURE and res.reason == "planner_timeout"
    assert res.failures[0].stage == "planning" and res.failures[0].code == "DEADLINE_EXCEEDED"
    await asyncio.wait_for(planner.cancelled.wait(), 5)
    await rc.close()


async def test_planner_hanging_under_a_budget_is_budget_exhausted_not_failure(make_stack):
    planner = HangingPlanner()
    st = await make_stack(planner_servicer=planner)
    rc = await setup(st)
    t0 = time.monotonic()
    res = await turn(rc, "ines", PG_TURN, budget=250)
    assert time.monotonic() - t0 < NOT_WAITED_S
    assert res.disposition == c.DISPOSITION_BASELINE_BUDGET_EXHAUSTED
    assert res.reason == "budget_exhausted_planning" and res.failures[0].code == "BUDGET"
    assert not res.verdicts and not res.admitted
    await asyncio.wait_for(planner.cancelled.wait(), 5)
    await rc.close()


async def test_host_deadline_shorter_than_budget_with_a_hanging_judge(make_stack):
    judge = HangingJudge()
    st = await make_stack(judge_servicer=judge)
    rc = await setup(st)
    t0 = time.monotonic()
    # The budget allows a minute; the host's own deadline on SubmitDraft is 0.9 s.
    res = await turn(rc, "ines", PG_TURN, budget=60000, timeout=0.9)
    assert time.monotonic() - t0 < NOT_WAITED_S
    assert res.effective_budget_ms <= 900
    assert res.disposition == c.DISPOSITION_BASELINE_BUDGET_EXHAUSTED
    assert res.reason == "budget_exhausted_admission"
    assert not res.verdicts  # nothing is labelled: admission never finished
    await asyncio.wait_for(judge.cancelled.wait(), 5)
    row = await rc.decision(res.decision_id)
    assert row.disposition == c.DISPOSITION_BASELINE_BUDGET_EXHAUSTED and not row.verdicts
    await rc.close()


async def test_host_deadline_too_short_to_regenerate_withholds_without_rejecting(stack):
    rc = await setup(stack)
    # No budget at all: the host's 1.5 s deadline is what leaves no room for a 5 s regeneration.
    res = await turn(rc, "ines", PG_TURN, draft_ms=5000, timeout=1.5)
    assert res.disposition == c.DISPOSITION_ADMITTED_NOT_APPLIED and res.reason == "budget_exhausted"
    assert not res.admitted
    pg = [v for v in res.verdicts if v.record_id == "ines-pg"]
    assert pg and pg[0].admitted and pg[0].reason in (c.REASON_CODE_HELPFUL, c.REASON_CODE_JOINTLY_HELPFUL)
    row = await rc.decision(res.decision_id)
    assert list(row.budget_withheld_record_ids) == ["ines-pg"] == list(row.admitted_record_ids)
    assert row.draft_latency_ms == 5000
    assert [v.admitted for v in row.verdicts if v.record_id == "ines-pg"] == [True]
    await rc.close()


class SlowFinalGenerator(gen.TemplateGenerator):
    """The real template generator whose final answer never arrives."""

    def __init__(self):
        super().__init__(latency_ms=30)
        self.cancelled = asyncio.Event()

    async def Generate(self, request, context):
        if request.phase == 2:  # GENERATION_PHASE_FINAL
            try:
                await asyncio.sleep(30)
            except asyncio.CancelledError:
                self.cancelled.set()
                raise
        return await super().Generate(request, context)


async def test_run_turn_regeneration_is_bounded_by_the_budget(stack):
    from retold.server import start_server

    slow = SlowFinalGenerator()
    running = await start_server("127.0.0.1", 0, "retold.v1.Generator", gg.add_GeneratorServicer_to_server,
                                 slow, serving=True)
    ch = grpc.aio.insecure_channel(f"127.0.0.1:{running.port}")
    stack.orch_core.generator = gg.GeneratorStub(ch)
    rc = await setup(stack)
    sid, _ = await rc.start_session("ines", as_of=NOW)
    t0 = time.monotonic()
    out = await rc.run_turn(sid, PG_TURN, latency_budget_ms=1500, as_of=NOW)
    assert time.monotonic() - t0 < NOT_WAITED_S
    res = out.result
    assert res.disposition == c.DISPOSITION_ADMITTED_NOT_APPLIED
    assert res.reason == "budget_exhausted_regeneration" and not res.admitted
    assert out.answer == out.draft  # never a partially applied result
    await asyncio.wait_for(slow.cancelled.wait(), 5)
    row = await rc.decision(res.decision_id)
    assert list(row.budget_withheld_record_ids) == ["ines-pg"]
    await rc.close()
    await ch.close()
    await running.server.stop(0)
