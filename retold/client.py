"""Host client: one object for the orchestrator and store APIs, typed errors.

    async with RetoldClient("127.0.0.1:50155", "127.0.0.1:50151") as rc:
        sid, profile = await rc.start_session("p-maya")
        turn_id, profile = await rc.begin_turn(sid, "What Node version is staging on?")
        result = await rc.submit_draft(turn_id, draft, draft_latency_ms=420)
        if rc.should_regenerate(result): ...

    # or, so that a turn needing no memory costs nothing once the draft is in:
        turn = await rc.open_turn(sid, "What Node version is staging on?")
        result = await turn.submit(draft, draft_latency_ms=420)
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import grpc

from retold.errors import RetoldRpcError
from retold.v1 import common_pb2 as c
from retold.v1 import orchestrator_pb2 as o
from retold.v1 import orchestrator_pb2_grpc as og
from retold.v1 import store_pb2 as s
from retold.v1 import store_pb2_grpc as sg
from retold.v1 import tools_pb2 as tl
from retold.v1 import tools_pb2_grpc as tg

log = logging.getLogger("retold.client")
# How long close() waits for SubmitDraft calls still running after their turns' replies.
CLOSE_WAIT_S = 10.0


class RetoldClient:
    def __init__(self, orchestrator_target: str, store_target: str | None = None, timeout: float | None = 30.0) -> None:
        self._och = grpc.aio.insecure_channel(orchestrator_target)
        self._sch = grpc.aio.insecure_channel(store_target) if store_target else None
        self.orchestrator = og.OrchestratorStub(self._och)
        self.tools = tg.MemoryToolsStub(self._och)
        self.store = sg.StoreStub(self._sch) if self._sch else None
        self.timeout = timeout
        self._after_reply: set[asyncio.Task] = set()  # SubmitDraft calls sent after a settled turn's reply

    async def __aenter__(self) -> "RetoldClient":
        return self

    async def __aexit__(self, *exc: Any) -> None:
        await self.close()

    async def close(self) -> None:
        await self._drain_after_reply(CLOSE_WAIT_S)
        await self._och.close()
        if self._sch:
            await self._sch.close()

    async def _call(self, fn, req, timeout: float | None = None):
        try:
            return await fn(req, timeout=timeout if timeout is not None else self.timeout)
        except grpc.aio.AioRpcError as exc:
            raise RetoldRpcError.from_grpc(exc) from None

    # -------------------------------------------------------------- store side
    async def put_principal(self, principal_id: str, display_name: str = "") -> bool:
        resp = await self._call(self.store.PutPrincipal,
                                s.PutPrincipalRequest(principal_id=principal_id, display_name=display_name))
        return resp.created

    async def remember(self, principal_id: str, record: c.Record, actor: str = "host") -> c.Record:
        return await self._call(self.store.Remember,
                                s.RememberRequest(principal_id=principal_id, record=record, actor=actor))

    async def append_transcript(self, principal_id: str, turns: list[s.TranscriptTurn]) -> int:
        resp = await self._call(self.store.AppendTranscript,
                                s.AppendTranscriptRequest(principal_id=principal_id, turns=turns))
        return resp.written

    async def flush_decisions(self, decision_ids: list[str] | tuple[str, ...] = (),
                              timeout: float | None = None) -> o.FlushDecisionsResponse:
        """Asks the orchestrator to write the named turn-decision rows (all it holds when
        none are named) to the store now and waits for them. Turn rows are written after
        the reply, so a read right after a turn needs this first; ``decision`` and
        ``decisions`` call it for you. SubmitDraft calls this client still has running
        for settled turns (``Turn.submit``) finish first."""
        await self._drain_after_reply(timeout if timeout is not None else self.timeout)
        return await self._call(self.orchestrator.FlushDecisions,
                                o.FlushDecisionsRequest(decision_ids=list(decision_ids)), timeout)

    async def _flushed(self, decision_ids: list[str]) -> None:
        """Flush before a read. An orchestrator that is not running holds no rows (it
        drained or spilled them at shutdown), so UNAVAILABLE and UNIMPLEMENTED are not
        errors here; rows still unwritten when the wait ends are."""
        try:
            resp = await self.flush_decisions(decision_ids)
        except RetoldRpcError as exc:
            if exc.code in (grpc.StatusCode.UNAVAILABLE, grpc.StatusCode.UNIMPLEMENTED):
                return
            raise
        if resp.unwritten_ids:
            raise RetoldRpcError(grpc.StatusCode.UNAVAILABLE,
                                 f"turn decisions not yet in the store: {', '.join(resp.unwritten_ids[:5])}"
                                 f"{' ...' if len(resp.unwritten_ids) > 5 else ''} (the orchestrator keeps "
                                 "retrying them)")

    async def decision(self, decision_id: str) -> c.TurnDecision:
        """One turn-decision row; reliable right after the turn (flushes it first)."""
        await self._flushed([decision_id])
        return await self._call(self.store.GetDecision, s.GetDecisionRequest(id=decision_id))

    async def decisions(self, principal_id: str = "", session_id: str = "", limit: int = 50) -> list[c.TurnDecision]:
        """Turn-decision rows, newest first; every row of a finished turn is included (flushes first)."""
        await self._flushed([])
        resp = await self._call(self.store.ListDecisions, s.ListDecisionsRequest(
            principal_id=principal_id, session_id=session_id, limit=limit))
        return list(resp.decisions)

    # ------------------------------------------------------- model-issued tools
    async def call_tool(self, principal_id: str, name: str, arguments: dict | str, session_id: str = "") -> dict:
        """Forwards one model tool call (name + JSON arguments); returns the JSON result."""
        import json

        args = arguments if isinstance(arguments, str) else json.dumps(arguments)
        resp = await self._call(self.tools.CallTool, tl.CallToolRequest(
            principal_id=principal_id, name=name, arguments_json=args, session_id=session_id))
        return json.loads(resp.result_json)

    # ------------------------------------------------------- orchestrator side
    async def start_session(self, principal_id: str, session_id: str = "", as_of=None):
        req = o.StartSessionRequest(principal_id=principal_id, session_id=session_id)
        if as_of is not None:
            req.as_of.FromDatetime(as_of)
        resp = await self._call(self.orchestrator.StartSession, req)
        return resp.session_id, resp.profile

    async def end_session(self, session_id: str) -> int:
        return (await self._call(self.orchestrator.EndSession, o.EndSessionRequest(session_id=session_id))).turns

    async def begin_turn(self, session_id: str, turn: str, public_context: str = "", turn_ref: str = "",
                         latency_budget_ms: int | None = None, as_of=None, **options):
        """``options``: per-turn TurnOptions (gap_enabled, admission_mode, shadow,
        profile_enabled, max_gaps, max_candidates, gap_timeout_ms, admission_timeout_ms)."""
        req = o.BeginTurnRequest(session_id=session_id, turn=turn, public_context=public_context, turn_ref=turn_ref)
        if latency_budget_ms is not None:
            req.options.latency_budget_ms = latency_budget_ms
        for key, value in options.items():
            setattr(req.options, key, value)
        if as_of is not None:
            req.as_of.FromDatetime(as_of)
        resp = await self._call(self.orchestrator.BeginTurn, req)
        return resp.turn_id, resp.profile

    async def open_turn(self, session_id: str, turn: str, public_context: str = "", turn_ref: str = "",
                        latency_budget_ms: int | None = None, as_of=None, **options) -> "Turn":
        """BeginTurn, then AwaitPlan in the background while the host drafts; see ``Turn``.
        Same arguments as ``begin_turn``."""
        turn_id, profile = await self.begin_turn(session_id, turn, public_context, turn_ref, latency_budget_ms,
                                                 as_of, **options)
        plan = asyncio.ensure_future(self._call(self.orchestrator.AwaitPlan, o.AwaitPlanRequest(turn_id=turn_id)))
        return Turn(self, turn_id, profile, plan)

    def _send_after_reply(self, coro) -> None:
        task = asyncio.ensure_future(coro)
        self._after_reply.add(task)
        task.add_done_callback(self._after_reply_done)

    def _after_reply_done(self, task: asyncio.Task) -> None:
        self._after_reply.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.warning("SubmitDraft after the reply failed; that turn has no decision row: %s", task.exception())

    async def _drain_after_reply(self, timeout: float | None) -> None:
        if self._after_reply:
            await asyncio.wait(set(self._after_reply), timeout=timeout)

    async def submit_draft(self, turn_id: str, draft: str, draft_latency_ms: float = 0.0,
                           serving_model_id: str = "", timeout: float | None = None, draft_ref: str = "",
                           final_ref: str = "") -> o.TurnResult:
        req = o.SubmitDraftRequest(turn_id=turn_id, draft=draft, draft_latency_ms=draft_latency_ms,
                                   serving_model_id=serving_model_id, draft_ref=draft_ref, final_ref=final_ref)
        return await self._call(self.orchestrator.SubmitDraft, req, timeout)

    async def run_turn(self, session_id: str, turn: str, public_context: str = "",
                       latency_budget_ms: int | None = None, as_of=None, timeout: float | None = None,
                       **options) -> o.RunTurnResponse:
        req = o.RunTurnRequest(session_id=session_id, turn=turn, public_context=public_context)
        if latency_budget_ms is not None:
            req.options.latency_budget_ms = latency_budget_ms
        for key, value in options.items():
            setattr(req.options, key, value)
        if as_of is not None:
            req.as_of.FromDatetime(as_of)
        return await self._call(self.orchestrator.RunTurn, req, timeout)

    @staticmethod
    def should_regenerate(result: o.TurnResult) -> bool:
        """True only when memory was admitted and may be applied."""
        return result.disposition == c.DISPOSITION_REGENERATED and not result.shadow and bool(result.admitted)


class Turn:
    """A two-phase turn opened by ``RetoldClient.open_turn``. While the host drafts,
    the client asks the orchestrator whether gap planning has already settled the
    turn (AwaitPlan). ``submit`` then returns at once when the draft stands (no memory
    can be admitted: the planner wrote no gap, failed or timed out, or the budget is
    zero) and sends SubmitDraft after, for the turn-decision row; otherwise it sends
    SubmitDraft and waits for the decision, exactly as ``submit_draft``."""

    def __init__(self, client: RetoldClient, turn_id: str, profile: c.ProfileBlock, plan: asyncio.Future) -> None:
        self.client = client
        self.turn_id = turn_id
        self.profile = profile
        self._plan = plan

    def settled(self) -> o.PlanStatus | None:
        """The plan status when the orchestrator has answered and the draft stands; never waits."""
        if not self._plan.done() or self._plan.cancelled() or self._plan.exception() is not None:
            return None
        status = self._plan.result()
        return status if status.draft_stands else None

    async def submit(self, draft: str, draft_latency_ms: float = 0.0, serving_model_id: str = "",
                     timeout: float | None = None, draft_ref: str = "", final_ref: str = "") -> o.TurnResult:
        """The turn's result. For a settled turn: decision id, disposition and reason
        from the plan status (gaps, verdicts and timings are in the decision row)."""
        send = self.client.submit_draft(self.turn_id, draft, draft_latency_ms, serving_model_id, timeout,
                                        draft_ref, final_ref)
        status = self.settled()
        if status is not None:
            self.client._send_after_reply(send)
            return o.TurnResult(decision_id=status.decision_id, disposition=status.disposition, reason=status.reason)
        self._plan.cancel()
        return await send


def disposition_name(value: int) -> str:
    return c.Disposition.Name(value).removeprefix("DISPOSITION_").lower()


# ------------------------------------------------------------ model-issued tools
# The five memory tools a serving model calls itself, as JSON schemas any agent
# framework accepts ("parameters" is a JSON Schema object). The host supplies the
# principal; the model never names one. Calls go to the orchestrator's
# MemoryTools service (CallTool takes the name and the model's JSON arguments).
_RECORD_ID = {"type": "string", "minLength": 1, "maxLength": 128,
              "description": "Id of a memory record, as returned by memory_search or memory_write."}
MEMORY_TOOLS: list[dict] = [
    {
        "name": "memory_search",
        "description": "Search what the user has told you in earlier conversations (facts, decisions, events, "
                       "procedures). Use for historical questions, named people or projects, time ranges, or to "
                       "check where something came from. Returns matching records with ids.",
        "parameters": {
            "type": "object",
            "properties": {
                "query": {"type": "string", "minLength": 1, "maxLength": 2000,
                          "description": "What to look for, in plain words."},
                "k": {"type": "integer", "minimum": 1, "maximum": 20, "default": 5,
                      "description": "Most results to return."},
            },
            "required": ["query"],
            "additionalProperties": False,
        },
    },
    {
        "name": "memory_write",
        "description": "Remember a new fact, event or procedure about the user or their work for later "
                       "conversations. Write one plain statement per call.",
        "parameters": {
            "type": "object",
            "properties": {
                "text": {"type": "string", "minLength": 1, "maxLength": 4000,
                         "description": "The statement to remember, in plain language."},
                "kind": {"type": "string", "enum": ["semantic", "episodic", "procedural"], "default": "semantic",
                         "description": "semantic: a fact or preference; episodic: an event at a time; "
                                        "procedural: how to do something."},
                "event_time": {"type": "string", "format": "date-time",
                               "description": "When it happened or was stated (RFC 3339), if known."},
                "expires_at": {"type": "string", "format": "date-time",
                               "description": "When it stops being true (RFC 3339), if known."},
                "user_stated": {"type": "boolean", "default": False,
                                "description": "True only when the user said it themself in this conversation."},
            },
            "required": ["text"],
            "additionalProperties": False,
        },
    },
    {
        "name": "memory_get",
        "description": "Read one stored memory record by id.",
        "parameters": {
            "type": "object",
            "properties": {"record_id": _RECORD_ID},
            "required": ["record_id"],
            "additionalProperties": False,
        },
    },
    {
        "name": "memory_update",
        "description": "Correct a stored memory: the old record is kept as superseded and the new text replaces "
                       "it. Use when the user says something changed.",
        "parameters": {
            "type": "object",
            "properties": {
                "record_id": _RECORD_ID,
                "text": {"type": "string", "minLength": 1, "maxLength": 4000,
                         "description": "The corrected statement."},
            },
            "required": ["record_id", "text"],
            "additionalProperties": False,
        },
    },
    {
        "name": "memory_forget",
        "description": "Delete a stored memory when the user asks you to forget it. Its text is erased.",
        "parameters": {
            "type": "object",
            "properties": {
                "record_id": _RECORD_ID,
                "reason": {"type": "string", "maxLength": 500, "description": "Why it is forgotten."},
            },
            "required": ["record_id"],
            "additionalProperties": False,
        },
    },
]


def tool_schemas(style: str = "plain") -> list[dict]:
    """The memory tools for an agent framework: ``plain`` ({name, description,
    parameters}), ``openai`` (function tools) or ``anthropic`` (input_schema)."""
    import copy

    tools = copy.deepcopy(MEMORY_TOOLS)
    if style == "plain":
        return tools
    if style == "openai":
        return [{"type": "function", "function": t} for t in tools]
    if style == "anthropic":
        return [{"name": t["name"], "description": t["description"], "input_schema": t["parameters"]}
                for t in tools]
    raise ValueError(f"style: must be plain, openai or anthropic, got {style!r}")
