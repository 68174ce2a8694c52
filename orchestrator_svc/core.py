"""The turn: profile at session start, planning concurrent with the draft,
retrieval on gap queries, joint admission, the disposition, budgets, the log.

Every failure, timeout or exhausted budget withholds conditional memory and
keeps the draft. A stage past its deadline is cancelled, never awaited.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
import uuid
from dataclasses import dataclass, field
from datetime import datetime

import grpc

from retold import errors
from retold.config import OrchestratorConfig
from retold.timeutil import dt_to_ts, utcnow
from retold.v1 import common_pb2 as c
from retold.v1 import judge_pb2 as j
from retold.v1 import planner_pb2 as p
from retold.v1 import retrieval_pb2 as r
from retold.v1 import store_pb2 as s

log = logging.getLogger("retold.orchestrator")

MAX_TURN_CHARS = 20000
MAX_DRAFT_CHARS = 100000
# Margin kept back from a host's own gRPC deadline so the decision row and the
# reply still get out before it; the row goes to the background writer when
# even that is too little.
# It grows with the deadline (10%, between 20 and 100 ms) so a loaded machine still replies in time.
HOST_DEADLINE_MARGIN_S = 0.020
HOST_DEADLINE_MARGIN_MAX_S = 0.100
HOST_DEADLINE_MARGIN_SHARE = 0.10
REPLY_MARGIN_S = 0.003


def host_margin_s(host_remaining_s: float) -> float:
    """Time kept back from a host deadline of ``host_remaining_s`` seconds."""
    return min(HOST_DEADLINE_MARGIN_MAX_S, max(HOST_DEADLINE_MARGIN_S, HOST_DEADLINE_MARGIN_SHARE * host_remaining_s))


ADMISSION_MODES = ("disabled", "local_judge", "hosted_judge")


@dataclass(frozen=True)
class Switches:
    """The switches in force for one turn: the configuration, narrowed by the
    turn's options. A turn can only shorten or disable, never widen."""

    gap_enabled: bool
    admission_mode: str
    shadow: bool
    profile_enabled: bool
    max_gaps: int
    max_candidates: int
    gap_timeout_ms: int
    admission_timeout_ms: int
    latency_budget_ms: int | None

    @classmethod
    def resolve(cls, cfg: OrchestratorConfig, opts: dict | None = None) -> "Switches":
        """Applies per-turn overrides; INVALID_ARGUMENT names the first bad option."""
        o = dict(opts or {})
        unknown = set(o) - set(cls.__dataclass_fields__)
        if unknown:
            raise errors.InvalidArgument(f"options.{sorted(unknown)[0]}", "is not a turn option")

        def flag(name: str) -> bool:
            base = getattr(cfg, name)
            if name not in o:
                return base
            if o[name] and not base:
                raise errors.InvalidArgument(f"options.{name}", "the configuration turns this off; "
                                             "a turn may only turn it off, not on")
            return bool(o[name])

        def bounded(name: str, lo: int) -> int:
            base = getattr(cfg, name)
            if name not in o:
                return base
            v = o[name]
            if v < lo or v > base:
                raise errors.InvalidArgument(f"options.{name}", f"must be between {lo} and the configured "
                                             f"{base} (a turn may only narrow it), got {v}")
            return int(v)

        budget = o.get("latency_budget_ms", cfg.latency_budget_ms)
        if budget is not None and budget < 0:
            raise errors.InvalidArgument("options.latency_budget_ms", "must not be negative")
        gap_enabled = flag("gap_enabled")
        profile_enabled = flag("profile_enabled")
        shadow = cfg.shadow
        if "shadow" in o:
            if cfg.shadow and not o["shadow"]:
                raise errors.InvalidArgument("options.shadow", "the configuration runs in shadow; "
                                             "a turn cannot leave it")
            shadow = bool(o["shadow"])
        mode = cfg.admission_mode
        if "admission_mode" in o:
            mode = o["admission_mode"]
            if mode not in ADMISSION_MODES:
                raise errors.InvalidArgument("options.admission_mode", f"must be one of {', '.join(ADMISSION_MODES)}")
            if mode not in ("disabled", cfg.admission_mode):
                raise errors.InvalidArgument("options.admission_mode", f"may only be 'disabled' or the configured "
                                             f"{cfg.admission_mode!r}, got {mode!r}")
        if gap_enabled and mode == "disabled" and not shadow:
            raise errors.InvalidArgument("options.admission_mode", "gap planning without admission may only run "
                                         "in shadow (set options.shadow=true or options.gap_enabled=false)")
        return cls(gap_enabled=gap_enabled, admission_mode=mode, shadow=shadow, profile_enabled=profile_enabled,
                   max_gaps=bounded("max_gaps", 0), max_candidates=bounded("max_candidates", 1),
                   gap_timeout_ms=bounded("gap_timeout_ms", 1),
                   admission_timeout_ms=bounded("admission_timeout_ms", 1), latency_budget_ms=budget)

    def as_dict(self) -> dict:
        return {k: getattr(self, k) for k in self.__dataclass_fields__}


@dataclass
class Session:
    id: str
    principal_id: str
    profile: c.ProfileBlock
    turns: int = 0


@dataclass
class TurnState:
    id: str
    session: Session
    text: str
    public_context: str
    turn_ref: str
    requested_budget_ms: int | None
    budget_ms: int | None
    as_of: datetime | None
    started_wall: datetime
    started: float
    sw: Switches
    overrides: dict
    profile: c.ProfileBlock
    plan_deadline: float | None = None
    plan_task: asyncio.Task | None = None
    recalled: list[c.Record] = field(default_factory=list)


@dataclass
class Outcome:
    """What one turn decided, before logging."""

    decision: c.TurnDecision
    admitted: list[c.Record] = field(default_factory=list)
    candidates: list[c.Candidate] = field(default_factory=list)
    # Monotonic instant the turn's budget (or the host's deadline) runs out; None: unbounded.
    deadline: float | None = None
    # True when that deadline is binding (a budget or a host deadline, not a stage timeout).
    budget_binding: bool = False
    # Monotonic instant the host's own deadline leaves no time to reply; None without one.
    reply_by: float | None = None

    def withhold_for_budget(self, reason: str) -> None:
        """Admitted records not applied because the budget ran out: never labelled rejected."""
        d = self.decision
        d.disposition = c.DISPOSITION_ADMITTED_NOT_APPLIED
        d.reason = reason
        d.budget_withheld_record_ids[:] = list(d.admitted_record_ids)
        self.admitted = []


class DecisionWriter:
    """Writes turn decisions to the store off the turn's critical path.

    Rows are queued and written in the background; ``close`` drains the queue
    so a normal shutdown loses none. A full queue makes the turn wait for room
    rather than drop a row.
    """

    def __init__(self, store, timeout_s: float, maxsize: int, attempts: int = 3) -> None:
        self.store, self.timeout_s, self.attempts = store, timeout_s, attempts
        self.queue: asyncio.Queue = asyncio.Queue(maxsize)
        self.task: asyncio.Task | None = None
        self.written = 0
        self.lost = 0

    async def put(self, d: c.TurnDecision) -> None:
        if self.task is None or self.task.done():
            self.task = asyncio.create_task(self._run())
        await self.queue.put(d)

    async def _write(self, d: c.TurnDecision) -> None:
        for attempt in range(self.attempts):
            try:
                await self.store.LogDecision(d, timeout=self.timeout_s)
                self.written += 1
                return
            except grpc.aio.AioRpcError as exc:
                retry = exc.code() in (grpc.StatusCode.UNAVAILABLE, grpc.StatusCode.DEADLINE_EXCEEDED)
                if not retry or attempt == self.attempts - 1:
                    self.lost += 1
                    log.error("turn decision %s not logged: %s %s", d.id, exc.code().name, exc.details())
                    return
                await asyncio.sleep(0.05 * 2 ** attempt)

    async def _run(self) -> None:
        while True:
            batch = [await self.queue.get()]
            while not self.queue.empty() and len(batch) < 16:
                batch.append(self.queue.get_nowait())
            try:
                await asyncio.gather(*(self._write(d) for d in batch))
            finally:
                for _ in batch:
                    self.queue.task_done()

    async def flush(self) -> None:
        if self.task is not None and not self.task.done():
            await self.queue.join()

    async def close(self, timeout: float = 10.0) -> None:
        try:
            await asyncio.wait_for(self.flush(), timeout)
        except asyncio.TimeoutError:
            log.error("%d turn decisions still unwritten at shutdown", self.queue.qsize())
        if self.task is not None:
            self.task.cancel()


class StageTimeout(Exception):
    def __init__(self, by_budget: bool) -> None:
        self.by_budget = by_budget


class OrchestratorCore:
    def __init__(self, cfg: OrchestratorConfig, store, planner, retrieval, judge, generator=None,
                 bundle_sha256: str = "", bundle_retrieval_verified: bool = False) -> None:
        self.cfg = cfg
        self.store, self.planner, self.retrieval, self.judge = store, planner, retrieval, judge
        self.generator = generator
        self.sessions: dict[str, Session] = {}
        self.turns: dict[str, TurnState] = {}
        self.bundle_sha256 = bundle_sha256
        self.bundle_retrieval_verified = bundle_retrieval_verified
        self.gate = None  # orchestrator_svc.gate.BundleGate when a bundle is configured
        self.planner_identity = c.ComponentIdentity(role="planner")
        self.judge_identity = c.ComponentIdentity(role="judge")
        self.writer = DecisionWriter(store, cfg.store_timeout_ms / 1000, cfg.decision_queue_size)
        self._cfg_json = cfg.model_dump(mode="json")

    # ---------------------------------------------------------------- sessions
    async def start_session(self, principal_id: str, session_id: str, as_of: datetime | None) -> Session:
        if not principal_id:
            raise errors.InvalidArgument("principal_id", "must not be empty")
        if session_id and session_id in self.sessions:
            raise errors.AlreadyExists(f"session_id: session {session_id!r} is already open")
        req = s.AssembleProfileRequest(principal_id=principal_id)
        if as_of is not None:
            req.as_of.CopyFrom(dt_to_ts(as_of))
        try:
            profile = await self.store.AssembleProfile(req, timeout=self.cfg.store_timeout_ms / 1000)
        except grpc.aio.AioRpcError as exc:
            if exc.code() == grpc.StatusCode.INVALID_ARGUMENT:
                raise errors.InvalidArgument("principal_id", exc.details().split(": ", 1)[-1]) from None
            raise errors.Unavailable(f"store: {exc.code().name}") from None
        if not self.cfg.profile_enabled:
            profile = c.ProfileBlock()
        sess = Session(session_id or uuid.uuid4().hex, principal_id, profile)
        self.sessions[sess.id] = sess
        return sess

    def end_session(self, session_id: str) -> int:
        sess = self.sessions.pop(session_id, None)
        if sess is None:
            raise errors.NotFound(f"session {session_id!r} is not open")
        return sess.turns

    # ------------------------------------------------------------------- turns
    def _sweep(self) -> None:
        cutoff = time.monotonic() - self.cfg.turn_ttl_s
        for tid in [tid for tid, t in self.turns.items() if t.started < cutoff]:
            t = self.turns.pop(tid)
            if t.plan_task is not None:
                t.plan_task.cancel()

    def begin_turn(self, session_id: str, text: str, public_context: str, turn_ref: str,
                   requested_budget_ms: int | None, as_of: datetime | None,
                   options: dict | None = None) -> TurnState:
        self._sweep()
        sess = self.sessions.get(session_id)
        if not session_id:
            raise errors.InvalidArgument("session_id", "must not be empty")
        if sess is None:
            raise errors.NotFound(f"session {session_id!r} is not open")
        if not text.strip():
            raise errors.InvalidArgument("turn", "must not be empty")
        if len(text) > MAX_TURN_CHARS:
            raise errors.InvalidArgument("turn", f"longer than {MAX_TURN_CHARS} characters")
        opts = dict(options or {})
        if requested_budget_ms is not None:
            opts["latency_budget_ms"] = requested_budget_ms
        sw = Switches.resolve(self.cfg, opts)
        budget = sw.latency_budget_ms
        sess.turns += 1
        t = TurnState(uuid.uuid4().hex, sess, text, public_context, turn_ref, requested_budget_ms, budget,
                      as_of, utcnow(), time.monotonic(), sw, opts,
                      sess.profile if sw.profile_enabled else c.ProfileBlock())
        if sw.gap_enabled and sw.max_gaps > 0 and budget != 0:
            t.plan_deadline = t.started + sw.gap_timeout_ms / 1000
            t.plan_task = asyncio.create_task(self._plan(t))
        self.turns[t.id] = t
        return t

    async def recall(self, t: TurnState) -> list[c.Record]:
        """hybrid/auto trigger modes only: a host-issued relevance search on the raw
        turn, returned to the host before the draft. Never runs with the utility path
        (the configuration refuses that combination at start)."""
        if self.cfg.trigger_mode == "tool_only" or t.sw.gap_enabled or t.budget_ms == 0:
            return []
        req = r.SearchRequest(principal_id=t.session.principal_id, queries=[t.text[:2000]],
                              k=self.cfg.trigger_k, context=t.text)
        if t.as_of is not None:
            req.as_of.CopyFrom(dt_to_ts(t.as_of))
        try:
            res = await self.retrieval.Search(req, timeout=self.cfg.retrieval_timeout_ms / 1000)
        except grpc.aio.AioRpcError as exc:
            log.warning("host-issued recall failed: %s", exc.code().name)
            return []
        t.recalled = [cd.record for cd in res.candidates if cd.record.principal_id == t.session.principal_id]
        return t.recalled

    async def _plan(self, t: TurnState) -> tuple[p.GapDecision, list[c.Timing]]:
        """Inventory then planning, inside the planning stage's own timeout."""
        remaining = lambda: max(0.001, t.plan_deadline - time.monotonic())  # noqa: E731
        inv_req = s.InventoryRequest(principal_id=t.session.principal_id)
        if t.as_of is not None:
            inv_req.as_of.CopyFrom(dt_to_ts(t.as_of))
        inv = await self.store.Inventory(inv_req, timeout=remaining())
        req = p.PlanRequest(
            turn=t.text, public_context=t.public_context, profile=t.profile,
            inventory=list(inv.entries), max_gaps=t.sw.max_gaps,
        )
        t0 = time.perf_counter()
        dec = await self.planner.Plan(req, timeout=remaining())
        return dec, [c.Timing(stage="planner_call", elapsed_ms=(time.perf_counter() - t0) * 1000)]

    def take_turn(self, turn_id: str) -> TurnState:
        if not turn_id:
            raise errors.InvalidArgument("turn_id", "must not be empty")
        t = self.turns.pop(turn_id, None)
        if t is None:
            raise errors.NotFound(f"turn {turn_id!r} is unknown, expired or already submitted")
        return t

    # ---------------------------------------------------------------- decision
    async def decide(self, t: TurnState, draft: str, draft_latency_ms: float, serving_model_id: str,
                     host_remaining_s: float | None, draft_ref: str = "", final_ref: str = "") -> Outcome:
        """Runs the rest of the turn after the draft completed. Never raises for
        downstream trouble: every failure becomes a baseline disposition."""
        if len(draft) > MAX_DRAFT_CHARS:
            raise errors.InvalidArgument("draft", f"longer than {MAX_DRAFT_CHARS} characters")
        if draft_latency_ms < 0 or draft_latency_ms != draft_latency_ms:
            raise errors.InvalidArgument("draft_latency_ms", "must be a non-negative number")
        sw = t.sw
        t_draft = time.monotonic()
        deadline = None if t.budget_ms is None else t_draft + t.budget_ms / 1000
        budget_binding = deadline is not None
        reply_by = None
        if host_remaining_s is not None:
            reply_by = t_draft + max(0.0, host_remaining_s - REPLY_MARGIN_S)
            host_deadline = t_draft + max(0.0, host_remaining_s - host_margin_s(host_remaining_s))
            if deadline is None or host_deadline < deadline:
                deadline, budget_binding = host_deadline, True
        d = c.TurnDecision(
            id=uuid.uuid4().hex, principal_id=t.session.principal_id, session_id=t.session.id,
            turn_ref=t.turn_ref, bundle_sha256=self.bundle_sha256, serving_model_id=serving_model_id,
            ambient_record_ids=list(t.profile.record_ids), draft_latency_ms=draft_latency_ms,
            config_json=json.dumps({"config": self._cfg_json, "effective": sw.as_dict(), "overrides": t.overrides},
                                   sort_keys=True),
            shadow=sw.shadow, bundle_retrieval_verified=self.bundle_retrieval_verified,
            planner=self.planner_identity, judge=self.judge_identity, turn_id=t.id, draft_ref=draft_ref,
            final_ref=final_ref, profile_withheld=not (self.cfg.profile_enabled and sw.profile_enabled),
        )
        d.started_at.CopyFrom(dt_to_ts(t.started_wall))
        if t.requested_budget_ms is not None:
            d.requested_budget_ms = t.requested_budget_ms
        if deadline is not None:
            d.effective_budget_ms = int(round((deadline - t_draft) * 1000))
        out = Outcome(d, deadline=deadline, budget_binding=budget_binding, reply_by=reply_by)

        def finish(disposition: int, reason: str) -> Outcome:
            d.disposition = disposition
            d.reason = reason
            d.added_latency_ms = (time.monotonic() - t_draft) * 1000
            d.timings.append(c.Timing(stage="total_added", elapsed_ms=d.added_latency_ms))
            d.decided_at.CopyFrom(dt_to_ts(utcnow()))
            return out

        def left(stage_timeout_ms: int | None, stage_deadline: float | None = None) -> tuple[float, bool]:
            """Timeout for the next call and whether the budget (not the stage) binds it."""
            now = time.monotonic()
            stage = stage_deadline - now if stage_deadline is not None else (
                stage_timeout_ms / 1000 if stage_timeout_ms is not None else None)
            if deadline is None:
                return max(0.0, stage), False
            budget_left = deadline - now
            if stage is None or budget_left <= stage:
                return max(0.0, budget_left), budget_binding
            return max(0.0, stage), False

        async def call(stage: str, coro_factory, stage_timeout_ms=None, stage_deadline=None):
            timeout, by_budget = left(stage_timeout_ms, stage_deadline)
            if timeout <= 0:
                raise StageTimeout(by_budget)
            t0 = time.perf_counter()
            try:
                return await coro_factory(timeout)
            except grpc.aio.AioRpcError as exc:
                if exc.code() == grpc.StatusCode.DEADLINE_EXCEEDED:
                    # Whichever deadline was the tighter one when the call started is the one that fired.
                    raise StageTimeout(by_budget) from None
                raise
            except asyncio.TimeoutError:
                raise StageTimeout(by_budget) from None
            finally:
                d.timings.append(c.Timing(stage=stage, elapsed_ms=(time.perf_counter() - t0) * 1000,
                                          deadline_remaining_ms=timeout * 1000))

        def fail(stage: str, code: str, msg: str) -> None:
            d.failures.append(c.StageFailure(stage=stage, code=code, message=msg))

        # ---- budget zero / path disabled
        if t.budget_ms == 0:
            return finish(c.DISPOSITION_BASELINE_BUDGET_EXHAUSTED, "budget_zero")
        if t.plan_task is None:
            return finish(c.DISPOSITION_BASELINE_NO_GAPS, "gap_planning_disabled")

        # ---- planning (already running since BeginTurn)
        task = t.plan_task
        try:
            gap_dec, extra = await call(
                "planning", lambda to: asyncio.wait_for(asyncio.shield(task), to), stage_deadline=t.plan_deadline)
        except StageTimeout as exc:
            task.cancel()
            by_budget = exc.by_budget
            fail("planning", "BUDGET" if by_budget else "DEADLINE_EXCEEDED", "planning did not finish in time")
            if by_budget:
                return finish(c.DISPOSITION_BASELINE_BUDGET_EXHAUSTED, "budget_exhausted_planning")
            return finish(c.DISPOSITION_BASELINE_POLICY_FAILURE, "planner_timeout")
        except grpc.aio.AioRpcError as exc:
            fail("planning", exc.code().name, (exc.details() or "")[:200])
            return finish(c.DISPOSITION_BASELINE_POLICY_FAILURE, f"planner_{exc.code().name.lower()}")
        except Exception as exc:  # a bug or a broken reply must still fail closed
            log.exception("planning failed")
            fail("planning", "INTERNAL", type(exc).__name__)
            return finish(c.DISPOSITION_BASELINE_POLICY_FAILURE, "planner_error")
        d.timings.extend(extra)
        if gap_dec.HasField("timing"):
            d.timings.append(c.Timing(stage="planner@service", elapsed_ms=gap_dec.timing.elapsed_ms,
                                      deadline_remaining_ms=gap_dec.timing.deadline_remaining_ms))
        if gap_dec.HasField("policy"):
            d.planner.CopyFrom(gap_dec.policy)
        problem = self._malformed_gaps(gap_dec)
        if problem:
            fail("planning", "MALFORMED", problem)
            return finish(c.DISPOSITION_BASELINE_POLICY_FAILURE, "planner_malformed")
        d.gaps.extend(gap_dec.gaps[: sw.max_gaps])
        if not d.gaps:
            return finish(c.DISPOSITION_BASELINE_NO_GAPS, "planner_silent")

        # ---- retrieval on the gap queries
        sreq = r.SearchRequest(principal_id=t.session.principal_id, queries=[g.query for g in d.gaps],
                               k=sw.max_candidates, context=t.text)
        if t.as_of is not None:
            sreq.as_of.CopyFrom(dt_to_ts(t.as_of))
        try:
            sres = await call("retrieval", lambda to: self.retrieval.Search(sreq, timeout=to),
                              self.cfg.retrieval_timeout_ms)
        except StageTimeout as exc:
            fail("retrieval", "BUDGET" if exc.by_budget else "DEADLINE_EXCEEDED", "retrieval did not finish in time")
            return finish(c.DISPOSITION_BASELINE_BUDGET_EXHAUSTED if exc.by_budget
                          else c.DISPOSITION_BASELINE_POLICY_FAILURE,
                          "budget_exhausted_retrieval" if exc.by_budget else "retrieval_timeout")
        except grpc.aio.AioRpcError as exc:
            fail("retrieval", exc.code().name, (exc.details() or "")[:200])
            return finish(c.DISPOSITION_BASELINE_POLICY_FAILURE, f"retrieval_{exc.code().name.lower()}")
        except Exception as exc:  # a bug or a broken reply must still fail closed
            log.exception("retrieval failed")
            fail("retrieval", "INTERNAL", type(exc).__name__)
            return finish(c.DISPOSITION_BASELINE_POLICY_FAILURE, "retrieval_error")
        d.search_ids.append(sres.search_id)
        if sres.HasField("timing"):
            d.timings.append(c.Timing(stage="retrieval@service", elapsed_ms=sres.timing.elapsed_ms,
                                      deadline_remaining_ms=sres.timing.deadline_remaining_ms))
        foreign = [cd.record.id for cd in sres.candidates if cd.record.principal_id != t.session.principal_id]
        if foreign:
            fail("retrieval", "ISOLATION", f"{len(foreign)} candidates of another principal dropped")
            return finish(c.DISPOSITION_BASELINE_POLICY_FAILURE, "isolation_violation")
        cands = list(sres.candidates)[: sw.max_candidates]
        out.candidates = cands
        d.candidates.extend(c.CandidateRef(
            record_id=cd.record.id, dense_rank=cd.dense_rank, lexical_rank=cd.lexical_rank,
            fused_rank=cd.fused_rank, dense_score=cd.dense_score, lexical_score=cd.lexical_score)
            for cd in cands)
        if not cands:
            return finish(c.DISPOSITION_BASELINE_NO_CANDIDATES, "retrieval_empty")
        if sw.admission_mode == "disabled":
            return finish(c.DISPOSITION_BASELINE_EMPTY_ADMISSION, "admission_disabled")

        # ---- joint admission against the draft
        areq = j.AdmitRequest(turn=t.text, public_context=t.public_context, profile=t.profile,
                              draft=draft, candidates=cands, gaps=list(d.gaps))
        try:
            adec = await call("admission", lambda to: self.judge.Admit(areq, timeout=to),
                              sw.admission_timeout_ms)
        except StageTimeout as exc:
            fail("admission", "BUDGET" if exc.by_budget else "DEADLINE_EXCEEDED", "admission did not finish in time")
            return finish(c.DISPOSITION_BASELINE_BUDGET_EXHAUSTED if exc.by_budget
                          else c.DISPOSITION_BASELINE_POLICY_FAILURE,
                          "budget_exhausted_admission" if exc.by_budget else "judge_timeout")
        except grpc.aio.AioRpcError as exc:
            fail("admission", exc.code().name, (exc.details() or "")[:200])
            return finish(c.DISPOSITION_BASELINE_POLICY_FAILURE, f"judge_{exc.code().name.lower()}")
        except Exception as exc:  # a bug or a broken reply must still fail closed
            log.exception("admission failed")
            fail("admission", "INTERNAL", type(exc).__name__)
            return finish(c.DISPOSITION_BASELINE_POLICY_FAILURE, "judge_error")
        if adec.HasField("timing"):
            d.timings.append(c.Timing(stage="judge@service", elapsed_ms=adec.timing.elapsed_ms,
                                      deadline_remaining_ms=adec.timing.deadline_remaining_ms))
        if adec.HasField("policy"):
            d.judge.CopyFrom(adec.policy)
        problem = self._malformed_admission(adec, cands)
        if problem:
            fail("admission", "MALFORMED", problem)
            return finish(c.DISPOSITION_BASELINE_POLICY_FAILURE, "judge_malformed")
        d.verdicts.extend(adec.verdicts)
        if not adec.admitted_record_ids:
            return finish(c.DISPOSITION_BASELINE_EMPTY_ADMISSION, "judge_empty")
        d.admitted_record_ids.extend(adec.admitted_record_ids)

        # ---- can a regeneration still fit?
        if deadline is not None and (deadline - time.monotonic()) * 1000 < draft_latency_ms:
            fail("regeneration", "BUDGET", "remaining budget is below the observed draft latency")
            out.withhold_for_budget("budget_exhausted")
            return finish(c.DISPOSITION_ADMITTED_NOT_APPLIED, "budget_exhausted")
        by_id = {cd.record.id: cd.record for cd in cands}
        if not sw.shadow:
            out.admitted = [by_id[rid] for rid in adec.admitted_record_ids]
        return finish(c.DISPOSITION_REGENERATED, "shadow_not_applied" if sw.shadow else "admitted")

    def _malformed_gaps(self, dec: p.GapDecision) -> str:
        if dec.status != c.POLICY_STATUS_OK:
            return "planner reported failure"
        if len(dec.gaps) > 3:
            return f"{len(dec.gaps)} gaps (at most 3)"
        for i, g in enumerate(dec.gaps):
            if not g.query.strip() or not g.category.strip():
                return f"gaps[{i}] has an empty category or query"
            if len(g.query) > 2000:
                return f"gaps[{i}].query too long"
        return ""

    def _malformed_admission(self, dec: j.AdmissionDecision, cands: list[c.Candidate]) -> str:
        if dec.status != c.POLICY_STATUS_OK:
            return "judge reported failure"
        ids = [cd.record.id for cd in cands]
        verdict_ids = [v.record_id for v in dec.verdicts]
        if sorted(verdict_ids) != sorted(ids):
            return "verdicts do not cover each candidate exactly once"
        if any(v.reason == c.REASON_CODE_UNSPECIFIED for v in dec.verdicts):
            return "a verdict has no reason code"
        admitted = set(dec.admitted_record_ids)
        if len(admitted) != len(dec.admitted_record_ids) or not admitted <= set(ids):
            return "admitted ids are duplicated or not among the candidates"
        if admitted != {v.record_id for v in dec.verdicts if v.admitted}:
            return "admitted ids disagree with the verdicts"
        return ""

    async def log(self, out: Outcome) -> None:
        """Writes the turn-decision row; a logging failure is reported, never fatal to the turn.

        ``background``: queued for the writer (off the turn's critical path);
        ``inline``: written before the turn returns."""
        timeout = self.cfg.store_timeout_ms / 1000
        if out.reply_by is not None:
            timeout = min(timeout, out.reply_by - time.monotonic())
        if self.cfg.decision_log == "background" or timeout <= 0.001:
            await self.writer.put(out.decision)
            return
        try:
            await self.store.LogDecision(out.decision, timeout=timeout)
        except grpc.aio.AioRpcError as exc:
            if exc.code() == grpc.StatusCode.DEADLINE_EXCEEDED and out.reply_by is not None:
                # The host's deadline is up: reply now, the writer keeps the row.
                await self.writer.put(out.decision)
                return
            log.error("turn decision %s not logged: %s %s", out.decision.id, exc.code().name, exc.details())
            out.decision.failures.append(c.StageFailure(stage="log", code=exc.code().name,
                                                        message="turn decision not persisted"))

    async def close(self) -> None:
        """Cancels planning still in flight and drains the decision writer."""
        for t in self.turns.values():
            if t.plan_task is not None:
                t.plan_task.cancel()
        await self.writer.close()
