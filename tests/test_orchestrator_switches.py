"""Switches from configuration and per-turn options: each one, shadow never
injecting, per-turn overrides that may only narrow, and the combinations the
orchestrator refuses at start."""

import os
import subprocess
import sys
from pathlib import Path

import grpc
import pytest
from pydantic import ValidationError

from judge_svc.server import JudgeServicer
from orchestrator_svc.core import Switches
from planner_svc.server import PlannerServicer
from retold import errors
from retold.config import OrchestratorConfig
from retold.errors import RetoldRpcError
from retold.v1 import common_pb2 as c
from retold.v1 import store_pb2 as s
from tests.fixtures import NOW
from tests.test_turns import DRAFT, PG_TURN, SKEW_MS, setup, timing

ROOT = Path(__file__).resolve().parent.parent


class CountingPlanner(PlannerServicer):
    def __init__(self):
        self.requests = []

    async def Plan(self, request, context):
        self.requests.append(request)
        return await super().Plan(request, context)


class CountingJudge(JudgeServicer):
    def __init__(self):
        self.requests = []

    async def Admit(self, request, context):
        self.requests.append(request)
        return await super().Admit(request, context)


@pytest.fixture
async def counted(make_stack):
    planner, judge = CountingPlanner(), CountingJudge()
    st = await make_stack(planner_servicer=planner, judge_servicer=judge)
    rc = await setup(st)
    yield st, rc, planner, judge
    await rc.close()


async def run(rc, text=PG_TURN, draft_ms=50.0, **options):
    sid, profile = await rc.start_session("ines", as_of=NOW)
    tid, turn_profile = await rc.begin_turn(sid, text, as_of=NOW, **options)
    res = await rc.submit_draft(tid, DRAFT, draft_ms)
    await rc.end_session(sid)
    return res, turn_profile


@pytest.mark.parametrize("options,field", [
    (dict(max_gaps=4), "options.max_gaps"),
    (dict(max_gaps=-1), "options.max_gaps"),
    (dict(max_candidates=0), "options.max_candidates"),
    (dict(max_candidates=9), "options.max_candidates"),
    (dict(gap_timeout_ms=2001), "options.gap_timeout_ms"),
    (dict(admission_timeout_ms=0), "options.admission_timeout_ms"),
    (dict(admission_mode="hosted_judge"), "options.admission_mode"),
    (dict(admission_mode="oracle"), "options.admission_mode"),
    (dict(admission_mode="disabled"), "options.admission_mode"),  # gaps on, not shadow
    (dict(latency_budget_ms=-1), "options.latency_budget_ms"),
])
async def test_options_that_would_widen_or_are_bad_are_refused(counted, options, field):
    st, rc, planner, _ = counted
    sid, _ = await rc.start_session("ines")
    with pytest.raises(RetoldRpcError) as err:
        await rc.begin_turn(sid, PG_TURN, **options)
    assert err.value.code == grpc.StatusCode.INVALID_ARGUMENT and err.value.details.startswith(field + ":")
    assert not st.orch_core.turns and not planner.requests  # nothing half-started
    rows = await rc.store.ListDecisions(s.ListDecisionsRequest())
    assert list(rows.decisions) == []


def test_switches_only_narrow_the_configuration():
    off = OrchestratorConfig(gap_enabled=False, profile_enabled=False, shadow=True)
    for name in ("gap_enabled", "profile_enabled"):
        with pytest.raises(errors.InvalidArgument) as err:
            Switches.resolve(off, {name: True})
        assert err.value.field == f"options.{name}"
    with pytest.raises(errors.InvalidArgument) as err:
        Switches.resolve(off, {"shadow": False})
    assert err.value.field == "options.shadow"
    sw = Switches.resolve(OrchestratorConfig(latency_budget_ms=500),
                          {"max_gaps": 1, "admission_mode": "disabled", "shadow": True, "gap_timeout_ms": 10})
    assert (sw.max_gaps, sw.admission_mode, sw.shadow, sw.gap_timeout_ms, sw.latency_budget_ms) == \
        (1, "disabled", True, 10, 500)
    assert Switches.resolve(off, {"gap_enabled": False, "profile_enabled": False}).gap_enabled is False


async def test_gap_planning_switched_off_per_turn_never_calls_the_planner(counted):
    _, rc, planner, judge = counted
    for options in (dict(gap_enabled=False), dict(max_gaps=0)):
        res, _ = await run(rc, **options)
        assert res.disposition == c.DISPOSITION_BASELINE_NO_GAPS and res.reason == "gap_planning_disabled"
    assert not planner.requests and not judge.requests
    res, _ = await run(rc)  # the same turn with the configured switches does use memory
    assert res.disposition == c.DISPOSITION_REGENERATED and len(planner.requests) == 1


async def test_gap_planning_disabled_in_configuration(make_stack):
    planner = CountingPlanner()
    st = await make_stack(planner_servicer=planner, orch_cfg=OrchestratorConfig(gap_enabled=False))
    rc = await setup(st)
    res, _ = await run(rc)
    assert res.disposition == c.DISPOSITION_BASELINE_NO_GAPS and not planner.requests
    await rc.close()


async def test_shadow_per_turn_decides_and_logs_but_never_injects(counted):
    _, rc, _, judge = counted
    res, _ = await run(rc, shadow=True)
    assert res.shadow and res.disposition == c.DISPOSITION_REGENERATED and res.reason == "shadow_not_applied"
    assert not res.admitted and not rc.should_regenerate(res)
    row = await rc.decision(res.decision_id)
    assert row.shadow and list(row.admitted_record_ids) == ["ines-pg"]
    # One-shot: the user sees the draft.
    sid, _ = await rc.start_session("ines", as_of=NOW)
    out = await rc.run_turn(sid, PG_TURN, as_of=NOW, shadow=True)
    assert out.answer == out.draft and out.result.shadow and not out.result.admitted
    assert "Postgres 15" not in out.answer


async def test_shadow_configured_never_injects_even_with_admission_disabled(make_stack):
    judge = CountingJudge()
    st = await make_stack(judge_servicer=judge,
                          orch_cfg=OrchestratorConfig(shadow=True, admission_mode="disabled"))
    rc = await setup(st)
    res, _ = await run(rc)
    assert res.shadow and res.candidate_ids and not res.admitted
    assert res.disposition == c.DISPOSITION_BASELINE_EMPTY_ADMISSION and res.reason == "admission_disabled"
    assert not judge.requests
    for options, field in ((dict(admission_mode="local_judge"), "options.admission_mode"),
                           (dict(shadow=False), "options.shadow")):
        with pytest.raises(RetoldRpcError) as err:  # a turn cannot switch on what the configuration keeps off
            await run(rc, **options)
        assert err.value.details.startswith(field)
    assert not judge.requests
    await rc.close()


async def test_admission_disabled_per_turn_needs_shadow(counted):
    _, rc, _, judge = counted
    res, _ = await run(rc, admission_mode="disabled", shadow=True)
    assert res.candidate_ids and not res.admitted and res.reason == "admission_disabled"
    assert not judge.requests


async def test_profile_withheld_per_turn(counted):
    st, rc, planner, judge = counted
    sid, _ = await rc.start_session("ines", as_of=NOW)
    # A session whose profile holds a standing preference.
    st.orch_core.sessions[sid].profile = c.ProfileBlock(text="Answer concisely.", record_ids=["ines-style"])
    tid, profile = await rc.begin_turn(sid, PG_TURN, as_of=NOW, profile_enabled=False)
    assert profile.text == "" and not profile.record_ids
    res = await rc.submit_draft(tid, DRAFT, 50)
    assert planner.requests[-1].profile.text == "" and judge.requests[-1].profile.text == ""
    row = await rc.decision(res.decision_id)
    assert row.profile_withheld and not row.ambient_record_ids
    tid, profile = await rc.begin_turn(sid, PG_TURN, as_of=NOW)
    assert profile.text == "Answer concisely."
    res = await rc.submit_draft(tid, DRAFT, 50)
    assert planner.requests[-1].profile.text == "Answer concisely."
    row = await rc.decision(res.decision_id)
    assert not row.profile_withheld and list(row.ambient_record_ids) == ["ines-style"]


async def test_limits_and_timeouts_narrowed_per_turn(counted):
    _, rc, planner, judge = counted
    res, _ = await run(rc, max_candidates=1, max_gaps=1, gap_timeout_ms=900, admission_timeout_ms=700)
    assert planner.requests[-1].max_gaps == 1 and len(res.gaps) <= 1
    assert len(res.candidate_ids) == 1 and len(judge.requests[-1].candidates) == 1
    assert 0 < timing(res, "planner@service").deadline_remaining_ms <= 900 + SKEW_MS
    assert 0 < timing(res, "judge@service").deadline_remaining_ms <= 700 + SKEW_MS


@pytest.mark.parametrize("mode", ["auto", "hybrid"])
def test_utility_path_requires_tool_only(mode):
    with pytest.raises(ValidationError, match="trigger_mode"):
        OrchestratorConfig(gap_enabled=True, trigger_mode=mode)
    assert OrchestratorConfig(gap_enabled=False, trigger_mode=mode).trigger_mode == mode


async def test_start_refuses_a_combination_that_skipped_validation(tmp_path):
    from orchestrator_svc import server as orch_server
    from retold.config import RetoldSettings

    bad = OrchestratorConfig().model_copy(update={"trigger_mode": "hybrid"})  # model_copy does not validate
    with pytest.raises(ValidationError, match="trigger_mode"):
        await orch_server.start(RetoldSettings(data_dir=tmp_path), port=0, cfg=bad)


def test_orchestrator_process_refuses_at_start_naming_the_setting(tmp_path):
    env = dict(os.environ, RETOLD_DATA_DIR=str(tmp_path), RETOLD_ORCHESTRATOR__TRIGGER_MODE="auto")
    proc = subprocess.run([sys.executable, "-m", "orchestrator_svc.server", "--port", "0"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode != 0
    assert "trigger_mode" in proc.stderr and "tool_only" in proc.stderr


async def test_hybrid_without_the_utility_path_recalls_on_the_raw_turn(make_stack):
    planner = CountingPlanner()
    st = await make_stack(planner_servicer=planner,
                          orch_cfg=OrchestratorConfig(gap_enabled=False, trigger_mode="hybrid"))
    rc = await setup(st)
    sid, _ = await rc.start_session("ines", as_of=NOW)
    resp = await rc.orchestrator.BeginTurn(__import__("retold.v1.orchestrator_pb2", fromlist=["x"]).BeginTurnRequest(
        session_id=sid, turn=PG_TURN))
    assert "ines-pg" in [r.id for r in resp.recalled]
    assert all(r.principal_id == "ines" for r in resp.recalled)
    res = await rc.submit_draft(resp.turn_id, DRAFT, 50)
    assert res.disposition == c.DISPOSITION_BASELINE_NO_GAPS and not planner.requests
    await rc.close()


class FollowUpJudge(JudgeServicer):
    """The real judge, asking on its first call for a follow-up search by the text of a candidate that
    no term of the turn matched (a test's stand-in for a rule naming its holder)."""

    def __init__(self):
        self.requests, self.asked = [], None

    async def Admit(self, request, context):
        self.requests.append(request)
        dec = await super().Admit(request, context)
        if len(self.requests) == 1:
            quiet = [cd for cd in request.candidates
                     if cd.lexical_rank == 0 and cd.record.id not in dec.admitted_record_ids]
            if quiet:
                self.asked = quiet[0].record
                del dec.follow_up_queries[:]
                dec.follow_up_queries.append(self.asked.text)
        return dec


async def test_a_follow_up_that_matches_a_candidate_by_its_own_words_judges_it_again(make_stack):
    judge = FollowUpJudge()
    st = await make_stack(judge_servicer=judge)
    rc = await setup(st)
    try:
        # the backup record shares no term with the second question (meaning alone finds it); the
        # first question's record is admitted, so the follow-up hop runs
        res, _ = await run(rc, text="Which Postgres version is our staging cluster on? Also, where do the "
                                    "overnight copies of our files get stored?")
    finally:
        await rc.close()
    assert judge.asked is not None, "the turn's first hop had no candidate found without a term match"
    assert len(judge.requests) == 2
    again = {cd.record.id: cd for cd in judge.requests[1].candidates}[judge.asked.id]
    assert again.lexical_rank > 0                      # judged again, now with its own words matched
    # one reading per record in the decision: the second hop's replaces the first's
    assert list(res.candidate_ids).count(judge.asked.id) == 1
    assert [v.record_id for v in res.verdicts].count(judge.asked.id) == 1
