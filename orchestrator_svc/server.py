"""Orchestrator gRPC service: sessions, the two-phase and one-shot turn APIs."""

from __future__ import annotations

import argparse
import asyncio
import logging
import time

import grpc

from retold import errors
from retold.config import OrchestratorConfig, RetoldSettings
from retold.hashing import sha256_json
from retold.server import configure_logging, serve_until_signal, start_server
from retold.timeutil import ts_to_dt
from retold.v1 import common_pb2 as c
from retold.v1 import generator_pb2 as g
from retold.v1 import generator_pb2_grpc as gg
from retold.v1 import judge_pb2_grpc as jg
from retold.v1 import orchestrator_pb2 as o
from retold.v1 import orchestrator_pb2_grpc as og
from retold.v1 import planner_pb2_grpc as pg
from retold.v1 import retrieval_pb2_grpc as rg
from retold.v1 import store_pb2_grpc as sg
from orchestrator_svc.core import OrchestratorCore, Outcome, TurnState, host_margin_s
from orchestrator_svc.gate import BundleGate
from orchestrator_svc.tools import MemoryToolsServicer, ToolsCore
from retold.v1 import tools_pb2_grpc as tg
from retold import bundle

log = logging.getLogger("retold.orchestrator")
IMPLEMENTATION = "retold-orchestrator/1"
# Turn decisions a shutdown could not write (store unreachable), under the data
# directory; written at the next start.
SPILL_FILE = "orchestrator-unwritten-decisions.bin"


def _as_of(msg):
    return ts_to_dt(msg.as_of, msg.HasField("as_of"))


TURN_OPTION_FIELDS = ("latency_budget_ms", "gap_enabled", "admission_mode", "shadow", "profile_enabled",
                      "max_gaps", "max_candidates", "gap_timeout_ms", "admission_timeout_ms")
MAX_REF_CHARS = 512


def _options(msg: o.TurnOptions) -> dict:
    """The options a host actually set (proto3 optional presence)."""
    return {name: getattr(msg, name) for name in TURN_OPTION_FIELDS if msg.HasField(name)}


def _host_remaining(context) -> float | None:
    rem = context.time_remaining()
    return rem if rem is not None and rem < 10**8 else None


def _result(out: Outcome) -> o.TurnResult:
    d = out.decision
    res = o.TurnResult(
        decision_id=d.id, disposition=d.disposition, reason=d.reason, admitted=out.admitted,
        gaps=list(d.gaps), verdicts=list(d.verdicts), timings=list(d.timings),
        failures=list(d.failures), candidate_ids=[cd.record_id for cd in d.candidates], shadow=d.shadow,
    )
    if d.HasField("requested_budget_ms"):
        res.requested_budget_ms = d.requested_budget_ms
    if d.HasField("effective_budget_ms"):
        res.effective_budget_ms = d.effective_budget_ms
    return res


@errors.map_errors
class OrchestratorServicer(og.OrchestratorServicer):
    def __init__(self, core: OrchestratorCore, cfg: OrchestratorConfig) -> None:
        self.core = core
        self._identity = c.ComponentIdentity(
            role="orchestrator", implementation=IMPLEMENTATION, config_sha256=sha256_json(cfg.model_dump(mode="json")),
        )

    async def Describe(self, request, context):
        return c.DescribeResponse(components=[self._identity])

    async def _gate(self) -> None:
        if self.core.gate is not None:
            await self.core.gate.ensure_servable()
            self.core.bundle_retrieval_verified = self.core.gate.retrieval_verified

    async def StartSession(self, request, context):
        await self._gate()
        sess = await self.core.start_session(request.principal_id, request.session_id, _as_of(request))
        return o.StartSessionResponse(session_id=sess.id, profile=sess.profile)

    async def EndSession(self, request, context):
        if not request.session_id:
            raise errors.InvalidArgument("session_id", "must not be empty")
        return o.EndSessionResponse(turns=self.core.end_session(request.session_id))

    def _begin(self, request) -> TurnState:
        if len(request.turn_ref) > MAX_REF_CHARS:
            raise errors.InvalidArgument("turn_ref", f"longer than {MAX_REF_CHARS} characters")
        opts = _options(request.options)
        budget = opts.pop("latency_budget_ms", None)
        return self.core.begin_turn(request.session_id, request.turn, request.public_context,
                                    request.turn_ref, budget, _as_of(request), opts)

    async def BeginTurn(self, request, context):
        await self._gate()
        t = self._begin(request)
        recalled = await self.core.recall(t)
        return o.BeginTurnResponse(turn_id=t.id, profile=t.profile, recalled=recalled)

    async def SubmitDraft(self, request, context):
        for name in ("draft_ref", "final_ref"):
            if len(getattr(request, name)) > MAX_REF_CHARS:
                raise errors.InvalidArgument(name, f"longer than {MAX_REF_CHARS} characters")
        t = self.core.take_turn(request.turn_id)
        out = await self.core.decide(t, request.draft, request.draft_latency_ms, request.serving_model_id,
                                     _host_remaining(context), request.draft_ref, request.final_ref)
        await self.core.log(out)
        return _result(out)

    async def AwaitPlan(self, request, context):
        stands, disposition, reason, gaps, decision_id = await self.core.await_plan(request.turn_id)
        return o.PlanStatus(turn_id=request.turn_id, draft_stands=stands, disposition=disposition, reason=reason,
                            gap_count=gaps, decision_id=decision_id)

    async def RunTurn(self, request, context):
        if self.core.generator is None:
            raise errors.FailedPrecondition("RunTurn needs a configured generator (generator_target)")
        await self._gate()
        t = self._begin(request)
        sess = t.session
        t0 = time.perf_counter()
        try:
            draft = await self.core.generator.Generate(
                g.GenerateRequest(phase=g.GENERATION_PHASE_DRAFT, principal_id=sess.principal_id,
                                  turn=request.turn, public_context=request.public_context, profile=t.profile),
                timeout=self.core.cfg.generation_timeout_ms / 1000,
            )
        except grpc.aio.AioRpcError as exc:
            self.core.turns.pop(t.id, None)
            if t.plan_task:
                t.plan_task.cancel()
            raise errors.Unavailable(f"generator: draft failed with {exc.code().name}") from None
        draft_ms = (time.perf_counter() - t0) * 1000
        self.core.turns.pop(t.id, None)
        out = await self.core.decide(t, draft.text, draft_ms, draft.model_id, _host_remaining(context))
        out.decision.timings.add(stage="draft", elapsed_ms=draft_ms)
        answer = draft.text
        if out.admitted:
            # The regeneration is part of what the budget covers: clamp it, and keep
            # the draft (never a partial result) when it cannot finish in time.
            timeout = self.core.cfg.generation_timeout_ms / 1000
            by_budget = False
            if out.deadline is not None and out.deadline - time.monotonic() < timeout:
                timeout, by_budget = max(0.0, out.deadline - time.monotonic()), out.budget_binding
            t1 = time.perf_counter()
            try:
                if timeout <= 0:
                    raise asyncio.TimeoutError
                final = await self.core.generator.Generate(
                    g.GenerateRequest(
                        phase=g.GENERATION_PHASE_FINAL, principal_id=sess.principal_id, turn=request.turn,
                        public_context=request.public_context, profile=t.profile, draft=draft.text,
                        admitted=[g.AdmittedRecord(record_id=rec.id, text=rec.text,
                                                   event_time=rec.event_time.ToJsonString()
                                                   if rec.HasField("event_time") else "")
                                  for rec in out.admitted],
                    ),
                    timeout=timeout,
                )
                answer = final.text
            except (grpc.aio.AioRpcError, asyncio.TimeoutError) as exc:
                code = exc.code().name if isinstance(exc, grpc.aio.AioRpcError) else "DEADLINE_EXCEEDED"
                if by_budget and code == "DEADLINE_EXCEEDED":
                    out.decision.failures.append(c.StageFailure(stage="regeneration", code="BUDGET",
                                                                message="regeneration did not fit the budget"))
                    out.withhold_for_budget("budget_exhausted_regeneration")
                else:
                    out.decision.failures.append(c.StageFailure(stage="regeneration", code=code,
                                                                message="final generation failed; draft kept"))
                    out.decision.disposition = c.DISPOSITION_BASELINE_POLICY_FAILURE
                    out.decision.reason = "regeneration_failed"
                    out.admitted = []
            out.decision.timings.append(c.Timing(stage="regeneration",
                                                 elapsed_ms=(time.perf_counter() - t1) * 1000))
        await self.core.log(out)
        return o.RunTurnResponse(answer=answer, draft=draft.text, result=_result(out))

    async def FlushDecisions(self, request, context):
        ids = list(request.decision_ids)
        if any(not i or len(i) > MAX_REF_CHARS for i in ids):
            raise errors.InvalidArgument("decision_ids", f"each id must be 1 to {MAX_REF_CHARS} characters")
        host = _host_remaining(context)
        timeout = float("inf") if host is None else max(0.0, host - host_margin_s(host))
        written, left = await self.core.flush_decisions(ids, timeout)
        return o.FlushDecisionsResponse(written=written, unwritten_ids=left)


async def start(settings: RetoldSettings, port: int | None = None, targets: dict[str, str] | None = None,
                cfg: OrchestratorConfig | None = None):
    """Connects to the other roles and serves. ``targets`` overrides role -> host:port."""
    targets = dict(targets or {})
    cfg = cfg or settings.orchestrator
    for role in ("store", "planner", "retrieval", "judge", "generator"):
        targets.setdefault(role, settings.target(role))
    manifest = sha = None
    if cfg.bundle_path is not None:
        manifest, sha = bundle.load(cfg.bundle_path)  # BundleError: refuse to start
        cfg = cfg.model_copy(update={
            "max_gaps": manifest.limits.max_gaps, "max_candidates": manifest.limits.max_candidates,
            "gap_timeout_ms": manifest.timeouts.gap_timeout_ms,
            "retrieval_timeout_ms": manifest.timeouts.retrieval_timeout_ms,
            "admission_timeout_ms": manifest.timeouts.admission_timeout_ms,
        })
    else:
        log.warning("no bundle configured: serving unpinned policies (development only)")
    # Re-validate the switches as they will run (bundle limits included): a
    # combination that would put candidates in front of the model before
    # admission is refused here, naming the setting.
    cfg = OrchestratorConfig.model_validate(cfg.model_dump())
    chans = {role: grpc.aio.insecure_channel(targets[role])
             for role in ("store", "planner", "retrieval", "judge", "generator")}
    core = OrchestratorCore(
        cfg, sg.StoreStub(chans["store"]), pg.PlannerStub(chans["planner"]),
        rg.RetrievalStub(chans["retrieval"]), jg.JudgeStub(chans["judge"]),
        gg.GeneratorStub(chans["generator"]), bundle_sha256=sha or "",
        spill_path=settings.data_dir / SPILL_FILE,
    )
    core.writer.restore()
    if manifest is not None:
        core.gate = BundleGate(manifest, sha, str(cfg.bundle_path), targets, cfg.required_scenario_sets,
                               cfg.shadow, core.store)
    servicer = OrchestratorServicer(core, cfg)
    core.tools = ToolsCore(cfg, core.store, core.retrieval)
    tools_servicer = MemoryToolsServicer(core.tools)

    def add_both(sv, server) -> None:
        og.add_OrchestratorServicer_to_server(sv, server)
        tg.add_MemoryToolsServicer_to_server(tools_servicer, server)

    running = await start_server(
        settings.host, settings.ports.orchestrator if port is None else port, "retold.v1.Orchestrator",
        add_both, servicer, serving=True,
    )
    log.info("orchestrator listening on %s:%d", settings.host, running.port)
    return running, core, chans


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Retold orchestrator service")
    parser.add_argument("--port", type=int, default=None)
    for role in ("store", "retrieval", "planner", "judge", "generator"):
        parser.add_argument(f"--{role}-target", default=None, help=f"host:port of the {role} (default from config)")
    args = parser.parse_args(argv)
    settings = RetoldSettings()
    configure_logging(settings.log_level)
    targets = {role: getattr(args, f"{role}_target") for role in ("store", "retrieval", "planner", "judge", "generator")
               if getattr(args, f"{role}_target")}

    async def run():
        running, core, chans = await start(settings, args.port, targets=targets)
        try:
            await serve_until_signal(running)
        finally:
            await core.close()  # drains the decision writer: no row lost on a normal shutdown
            for ch in chans.values():
                await ch.close()

    asyncio.run(run())


if __name__ == "__main__":
    main()
