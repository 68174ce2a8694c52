"""The turn: profile at session start, planning concurrent with the draft,
retrieval on gap queries, joint admission, the disposition, budgets, the log.

Every failure, timeout or exhausted budget withholds conditional memory and
keeps the draft. A stage past its deadline is cancelled, never awaited.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import struct
import time
import uuid
from collections import deque
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

import grpc

from retold import errors
from retold.config import OrchestratorConfig
from retold.timeutil import dt_to_ts
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
    started_ns: int  # wall clock (time.time_ns) at BeginTurn
    started: float
    sw: Switches
    overrides: dict
    profile: c.ProfileBlock
    plan_deadline: float | None = None
    plan_task: asyncio.Task | None = None
    recalled: list[c.Record] = field(default_factory=list)
    # The turn-decision row's id, fixed at BeginTurn so AwaitPlan can name it.
    decision_id: str = field(default_factory=lambda: uuid.uuid4().hex)


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


# Store answers after which writing the same row again cannot succeed: the row is
# set aside in the rejected file (kept for an operator, never replayed).
PERMANENT_LOG_CODES = frozenset({
    grpc.StatusCode.INVALID_ARGUMENT, grpc.StatusCode.NOT_FOUND, grpc.StatusCode.FAILED_PRECONDITION,
    grpc.StatusCode.PERMISSION_DENIED, grpc.StatusCode.UNAUTHENTICATED, grpc.StatusCode.OUT_OF_RANGE,
    grpc.StatusCode.UNIMPLEMENTED,
})
LOG_RETRY_MAX_S = 5.0
LOG_BATCH = 64


def write_rows(path: Path, rows: list[c.TurnDecision]) -> None:
    """Appends rows to a spill file: each a 4-byte big-endian length, then the row's bytes."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "ab") as f:
        for row in rows:
            body = row.SerializeToString()
            f.write(struct.pack(">I", len(body)) + body)
        f.flush()
        os.fsync(f.fileno())


def read_rows(path: Path) -> list[c.TurnDecision]:
    """The rows of a spill file; a torn tail (a crash mid-write) is skipped with a warning."""
    data = path.read_bytes()
    rows, i = [], 0
    while i + 4 <= len(data):
        (n,) = struct.unpack(">I", data[i:i + 4])
        if i + 4 + n > len(data):
            break
        try:
            rows.append(c.TurnDecision.FromString(data[i + 4:i + 4 + n]))
        except Exception:  # a damaged row: keep reading after it
            log.warning("damaged turn decision in %s at byte %d skipped", path, i)
        i += 4 + n
    if i != len(data):
        log.warning("%s: %d trailing bytes skipped (torn write)", path, len(data) - i)
    return rows


@dataclass
class _Pending:
    row: c.TurnDecision
    written: asyncio.Future  # True once in the store, False when the store refused it
    holds_room: bool = True


class DecisionWriter:
    """Writes turn decisions to the store off the turn's critical path.

    A queued row waits ``delay_s`` (so its write runs after the reply has left,
    together with the rows of turns that ended meanwhile), then goes to the
    store. Nothing is dropped: a failed write is logged and retried with
    backoff until it lands (ALREADY_EXISTS means an earlier attempt did); a row
    the store refuses outright goes to the rejected file beside the spill file.
    ``flush`` writes pending rows now and waits for them (the read path);
    ``close`` drains everything, and rows the store cannot take by then are
    appended to the spill file, which ``restore`` queues again at the next
    start. A full queue makes the turn wait for room rather than drop a row.
    """

    def __init__(self, store, timeout_s: float, maxsize: int, delay_s: float = 0.0,
                 spill_path: Path | None = None) -> None:
        self.store, self.timeout_s, self.delay_s = store, timeout_s, delay_s
        self.spill_path = spill_path
        self.rejected_path = spill_path.with_name(spill_path.name + ".rejected") if spill_path else None
        self.pending: dict[str, _Pending] = {}
        self._queue: deque[_Pending] = deque()
        self._room = asyncio.Semaphore(maxsize)
        self._ready = asyncio.Event()  # rows are queued
        self._now = asyncio.Event()  # a flush or the shutdown wants them written without the delay
        self._urgent = 0  # flushes waiting
        self._closing = False
        self.task: asyncio.Task | None = None
        self.written = 0
        self.retries = 0
        self.rejected = 0
        self.spilled = 0

    def _start(self) -> None:
        if self.task is None or self.task.done():
            self.task = asyncio.create_task(self._run())

    def _queue_row(self, d: c.TurnDecision, holds_room: bool = True) -> None:
        entry = _Pending(d, asyncio.get_running_loop().create_future(), holds_room)
        self.pending[d.id] = entry
        self._queue.append(entry)
        self._ready.set()
        self._start()

    async def put(self, d: c.TurnDecision) -> None:
        if self._closing and (self.task is None or self.task.done()):  # a turn that ended after the drain
            self._spill([d])
            return
        await self._room.acquire()
        self._queue_row(d)

    def restore(self) -> int:
        """Queues the rows a previous shutdown could not write (the spill file), then removes it."""
        if self.spill_path is None or not self.spill_path.exists():
            return 0
        rows = read_rows(self.spill_path)
        self.spill_path.unlink()
        for d in rows:
            if d.id not in self.pending:
                self._queue_row(d, holds_room=False)  # over the queue bound: these rows are already owed
        if rows:
            log.warning("%d turn decisions left unwritten by the last shutdown queued again", len(rows))
        return len(rows)

    def _settle(self, entry: _Pending, ok: bool) -> None:
        if self.pending.pop(entry.row.id, None) is entry and entry.holds_room:
            self._room.release()
        if not entry.written.done():
            entry.written.set_result(ok)

    async def _write(self, entry: _Pending) -> None:
        d, attempt, ok = entry.row, 0, True
        while True:
            try:
                await self.store.LogDecision(d, timeout=self.timeout_s)
                self.written += 1
                break
            except grpc.aio.AioRpcError as exc:
                code = exc.code()
                if code == grpc.StatusCode.ALREADY_EXISTS:  # an earlier attempt landed
                    self.written += 1
                    break
                if code in PERMANENT_LOG_CODES:
                    self.rejected += 1
                    log.error("turn decision %s refused by the store (%s %s); kept in %s", d.id, code.name,
                              exc.details(), self.rejected_path)
                    if self.rejected_path is not None:
                        await asyncio.to_thread(write_rows, self.rejected_path, [d])
                    ok = False
                    break
                attempt += 1
                self.retries += 1
                if attempt & (attempt - 1) == 0:  # 1st, 2nd, 4th, 8th ... failure
                    log.error("turn decision %s not logged yet (%s %s), attempt %d; retrying", d.id, code.name,
                              exc.details(), attempt)
                await asyncio.sleep(min(LOG_RETRY_MAX_S, 0.05 * 2 ** min(attempt - 1, 10)))
        self._settle(entry, ok)

    async def _run(self) -> None:
        while True:
            await self._ready.wait()
            if self.delay_s > 0 and not (self._urgent or self._closing):
                try:
                    await asyncio.wait_for(self._now.wait(), self.delay_s)
                except asyncio.TimeoutError:
                    pass
            self._now.clear()
            batch = [self._queue.popleft() for _ in range(min(LOG_BATCH, len(self._queue)))]
            if not self._queue:
                self._ready.clear()
            await asyncio.gather(*(self._write(e) for e in batch))

    async def flush(self, ids: list[str] | None = None, timeout: float | None = None) -> tuple[int, list[str]]:
        """Writes the named pending rows (all pending rows when none are named) without the
        delay and waits for them; returns (rows now written, ids still unwritten at the timeout)."""
        wanted = [e for e in (self.pending.values() if not ids else
                              (self.pending.get(i) for i in dict.fromkeys(ids))) if e is not None]
        if not wanted:
            return 0, []
        self._urgent += 1
        self._now.set()
        try:
            await asyncio.wait([e.written for e in wanted], timeout=timeout)
        finally:
            self._urgent -= 1
        left = [e.row.id for e in wanted
                if not (e.written.done() and not e.written.cancelled() and e.written.result())]
        return len(wanted) - len(left), left

    def _spill(self, rows: list[c.TurnDecision]) -> None:
        if not rows:
            return
        if self.spill_path is None:
            log.error("%d turn decisions could not be written before shutdown (no spill file set)", len(rows))
            return
        write_rows(self.spill_path, rows)
        self.spilled += len(rows)
        log.error("%d turn decisions could not be written before shutdown; kept in %s and written at the next "
                  "start", len(rows), self.spill_path)

    async def close(self, timeout: float = 10.0) -> None:
        """Drains the queue; what the store cannot take within ``timeout`` goes to the spill file."""
        self._closing = True
        self._now.set()
        _, left = await self.flush(timeout=timeout)
        if self.task is not None:
            self.task.cancel()
            try:
                await self.task
            except (asyncio.CancelledError, Exception):
                pass
        self._spill([e.row for e in self.pending.values()])
        for e in list(self.pending.values()):
            if not e.written.done():
                e.written.cancel()
        self.pending.clear()
        self._queue.clear()


def _search_request(t: "TurnState", queries: list[str]) -> r.SearchRequest:
    """A search for the turn's principal at the turn's time, capped at its candidate limit."""
    req = r.SearchRequest(principal_id=t.session.principal_id, queries=queries, k=t.sw.max_candidates, context=t.text)
    if t.as_of is not None:
        req.as_of.CopyFrom(dt_to_ts(t.as_of))
    return req


def _candidate_refs(cands: list[c.Candidate]) -> list[c.CandidateRef]:
    """What the decision row keeps of each candidate: its id and channel ranks and scores."""
    return [c.CandidateRef(record_id=cd.record.id, dense_rank=cd.dense_rank, lexical_rank=cd.lexical_rank,
                           fused_rank=cd.fused_rank, dense_score=cd.dense_score, lexical_score=cd.lexical_score)
            for cd in cands]


def _result_or_wait(task: asyncio.Task, timeout: float):
    """A finished task as is (awaiting it does not yield to the loop); otherwise a
    wait of at most ``timeout`` that leaves the task running when it fires."""
    if task.done():
        return task
    return asyncio.wait_for(asyncio.shield(task), timeout)


class StageTimeout(Exception):
    def __init__(self, by_budget: bool) -> None:
        self.by_budget = by_budget


class OrchestratorCore:
    def __init__(self, cfg: OrchestratorConfig, store, planner, retrieval, judge, generator=None,
                 bundle_sha256: str = "", bundle_retrieval_verified: bool = False,
                 spill_path: Path | None = None) -> None:
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
        self.writer = DecisionWriter(store, cfg.store_timeout_ms / 1000, cfg.decision_queue_size,
                                     cfg.decision_log_delay_ms / 1000, spill_path)
        self._cfg_json = cfg.model_dump(mode="json")
        self._cfg_json_cache: dict[tuple, str] = {}

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
                      as_of, time.time_ns(), time.monotonic(), sw, opts,
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

    async def await_plan(self, turn_id: str) -> tuple[bool, int, str, int, str]:
        """Waits (at most until the planning stage's deadline) for what planning
        settles before the draft is in: (draft_stands, disposition, reason, gaps,
        decision id). draft_stands is true only when ``decide`` will end the turn in
        that baseline whatever the draft says; the names match ``decide``'s."""
        if not turn_id:
            raise errors.InvalidArgument("turn_id", "must not be empty")
        t = self.turns.get(turn_id)
        if t is None:
            raise errors.NotFound(f"turn {turn_id!r} is unknown, expired or already submitted")
        if t.budget_ms == 0:
            return True, c.DISPOSITION_BASELINE_BUDGET_EXHAUSTED, "budget_zero", 0, t.decision_id
        task = t.plan_task
        if task is None:
            return True, c.DISPOSITION_BASELINE_NO_GAPS, "gap_planning_disabled", 0, t.decision_id
        if not task.done():
            # asyncio.wait neither raises the task's error nor cancels it on timeout.
            await asyncio.wait({task}, timeout=max(0.0, t.plan_deadline - time.monotonic()))
        if not task.done():
            # Past the planning deadline decide() ends the turn as a planner timeout.
            return True, c.DISPOSITION_BASELINE_POLICY_FAILURE, "planner_timeout", 0, t.decision_id
        if task.cancelled():  # the turn was submitted or expired meanwhile
            return False, c.DISPOSITION_UNSPECIFIED, "", 0, t.decision_id
        exc = task.exception()
        if isinstance(exc, grpc.aio.AioRpcError):
            reason = ("planner_timeout" if exc.code() == grpc.StatusCode.DEADLINE_EXCEEDED
                      else f"planner_{exc.code().name.lower()}")
            return True, c.DISPOSITION_BASELINE_POLICY_FAILURE, reason, 0, t.decision_id
        if exc is not None:
            return True, c.DISPOSITION_BASELINE_POLICY_FAILURE, "planner_error", 0, t.decision_id
        gap_dec, _ = task.result()
        if self._malformed_gaps(gap_dec):
            return True, c.DISPOSITION_BASELINE_POLICY_FAILURE, "planner_malformed", 0, t.decision_id
        gaps = len(gap_dec.gaps[: t.sw.max_gaps])
        if not gaps:
            return True, c.DISPOSITION_BASELINE_NO_GAPS, "planner_silent", 0, t.decision_id
        return False, c.DISPOSITION_UNSPECIFIED, "", gaps, t.decision_id

    def take_turn(self, turn_id: str) -> TurnState:
        if not turn_id:
            raise errors.InvalidArgument("turn_id", "must not be empty")
        t = self.turns.pop(turn_id, None)
        if t is None:
            raise errors.NotFound(f"turn {turn_id!r} is unknown, expired or already submitted")
        return t

    # ---------------------------------------------------------------- decision
    def _config_json(self, sw: Switches, overrides: dict) -> str:
        """The row's configuration snapshot; the same switches give the same text, built once."""
        key = (sw, tuple(sorted(overrides.items())))
        text = self._cfg_json_cache.get(key)
        if text is None:
            if len(self._cfg_json_cache) >= 256:
                self._cfg_json_cache.clear()
            text = json.dumps({"config": self._cfg_json, "effective": sw.as_dict(), "overrides": overrides},
                              sort_keys=True)
            self._cfg_json_cache[key] = text
        return text

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
            id=t.decision_id, principal_id=t.session.principal_id, session_id=t.session.id,
            turn_ref=t.turn_ref, bundle_sha256=self.bundle_sha256, serving_model_id=serving_model_id,
            ambient_record_ids=list(t.profile.record_ids), draft_latency_ms=draft_latency_ms,
            config_json=self._config_json(sw, t.overrides),
            shadow=sw.shadow, bundle_retrieval_verified=self.bundle_retrieval_verified,
            planner=self.planner_identity, judge=self.judge_identity, turn_id=t.id, draft_ref=draft_ref,
            final_ref=final_ref, profile_withheld=not (self.cfg.profile_enabled and sw.profile_enabled),
        )
        d.started_at.FromNanoseconds(t.started_ns)
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
            d.decided_at.FromNanoseconds(time.time_ns())
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
                "planning", lambda to: _result_or_wait(task, to), stage_deadline=t.plan_deadline)
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
        sreq = _search_request(t, [g.query for g in d.gaps])
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
        d.candidates.extend(_candidate_refs(cands))
        if not cands:
            return finish(c.DISPOSITION_BASELINE_NO_CANDIDATES, "retrieval_empty")
        if sw.admission_mode == "disabled":
            return finish(c.DISPOSITION_BASELINE_EMPTY_ADMISSION, "admission_disabled")

        # ---- joint admission against the draft
        areq = j.AdmitRequest(turn=t.text, public_context=t.public_context, profile=t.profile,
                              draft=draft, candidates=cands, gaps=list(d.gaps))
        areq.as_of.FromNanoseconds(time.time_ns() if t.as_of is None else int(t.as_of.timestamp() * 1e9))
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
        if self.cfg.follow_up and adec.follow_up_queries:
            more = await self._follow_up(t, d, areq, adec, cands, call, fail)
            cands = [cd for cd in cands if cd.record.id not in {m.record.id for m in more}] + more

        # ---- can a regeneration still fit?
        if deadline is not None and (deadline - time.monotonic()) * 1000 < draft_latency_ms:
            fail("regeneration", "BUDGET", "remaining budget is below the observed draft latency")
            out.withhold_for_budget("budget_exhausted")
            return finish(c.DISPOSITION_ADMITTED_NOT_APPLIED, "budget_exhausted")
        by_id = {cd.record.id: cd.record for cd in cands}
        if not sw.shadow:
            out.admitted = [by_id[rid] for rid in d.admitted_record_ids]
        return finish(c.DISPOSITION_REGENERATED, "shadow_not_applied" if sw.shadow else "admitted")

    async def _follow_up(self, t: TurnState, d: c.TurnDecision, areq: j.AdmitRequest, adec: j.AdmissionDecision,
                         cands: list[c.Candidate], call, fail) -> list[c.Candidate]:
        """One more hop: searches the judge's follow-up queries and asks it again with the
        records it admitted beside what the search found. Adds the new records it admits to
        the decision and returns the new candidates. Any failure leaves the first admission
        as it was (it is a complete decision on its own) and is recorded."""
        sw = t.sw
        seen = {cd.record.id for cd in cands}
        freq = _search_request(t, list(adec.follow_up_queries)[:2])
        try:
            fres = await call("retrieval_follow_up", lambda to: self.retrieval.Search(freq, timeout=to),
                              self.cfg.retrieval_timeout_ms)
            d.search_ids.append(fres.search_id)
            # (a record the first hop found only by other channels than its own words, now matched by them,
            # is judged again with that match)
            again = {cd.record.id for cd in cands
                     if cd.lexical_rank == 0 and cd.record.id not in adec.admitted_record_ids}
            new = [cd for cd in fres.candidates if (cd.record.id not in seen or (cd.record.id in again and cd.lexical_rank))
                   and cd.record.principal_id == t.session.principal_id][: sw.max_candidates]
            if not new:
                return []
            kept = [cd for cd in cands if cd.record.id in set(adec.admitted_record_ids)]
            freq2 = j.AdmitRequest()
            freq2.CopyFrom(areq)
            del freq2.candidates[:]
            freq2.candidates.extend(kept + new)
            fdec = await call("admission_follow_up", lambda to: self.judge.Admit(freq2, timeout=to),
                              sw.admission_timeout_ms)
            problem = self._malformed_admission(fdec, kept + new)
            if problem:
                fail("admission_follow_up", "MALFORMED", problem)
                return []
        except StageTimeout as exc:
            fail("follow_up", "BUDGET" if exc.by_budget else "DEADLINE_EXCEEDED", "the follow-up hop did not finish in time")
            return []
        except grpc.aio.AioRpcError as exc:
            fail("follow_up", exc.code().name, (exc.details() or "")[:200])
            return []
        new_ids = {cd.record.id for cd in new}
        if new_ids & seen:  # judged again: the second hop's reading replaces the first's
            refs = [x for x in d.candidates if x.record_id not in new_ids]
            verdicts = [v for v in d.verdicts if v.record_id not in new_ids]
            del d.candidates[:], d.verdicts[:]
            d.candidates.extend(refs)
            d.verdicts.extend(verdicts)
        d.candidates.extend(_candidate_refs(new))
        d.verdicts.extend(v for v in fdec.verdicts if v.record_id in new_ids)
        d.admitted_record_ids.extend(rid for rid in fdec.admitted_record_ids if rid in new_ids)
        return new

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
        """Hands the turn-decision row to the log; a logging failure is reported, never fatal to the turn.

        ``background``: queued for the writer, written after the reply;
        ``inline``: written before the turn returns. A row an inline write could not
        store in time goes to the writer, which retries it: no row is dropped."""
        if self.cfg.decision_log == "background":
            await self.writer.put(out.decision)
            return
        timeout = self.cfg.store_timeout_ms / 1000
        if out.reply_by is not None:
            timeout = min(timeout, out.reply_by - time.monotonic())
        if timeout <= 0.001:
            await self.writer.put(out.decision)
            return
        try:
            await self.store.LogDecision(out.decision, timeout=timeout)
        except grpc.aio.AioRpcError as exc:
            if exc.code() == grpc.StatusCode.ALREADY_EXISTS:
                return
            if exc.code() == grpc.StatusCode.DEADLINE_EXCEEDED and out.reply_by is not None:
                # The host's deadline is up: reply now, the writer keeps the row.
                await self.writer.put(out.decision)
                return
            log.error("turn decision %s not logged inline: %s %s; queued for retry", out.decision.id,
                      exc.code().name, exc.details())
            out.decision.failures.append(c.StageFailure(stage="log", code=exc.code().name,
                                                        message="turn decision not persisted inline; "
                                                                "queued for retry"))
            await self.writer.put(out.decision)

    async def flush_decisions(self, ids: list[str], timeout: float) -> tuple[int, list[str]]:
        """Read-your-writes: the named rows (or every pending row) written now; see DecisionWriter.flush."""
        return await self.writer.flush(ids, min(timeout, self.cfg.decision_flush_timeout_ms / 1000))

    async def close(self, drain_timeout: float = 10.0) -> None:
        """Cancels planning still in flight and drains the decision writer (rows the
        store cannot take in ``drain_timeout`` go to the spill file)."""
        for t in self.turns.values():
            if t.plan_task is not None:
                t.plan_task.cancel()
        await self.writer.close(drain_timeout)
