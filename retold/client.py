"""Host client: one object for the orchestrator and store APIs, typed errors.

    async with RetoldClient("127.0.0.1:50155", "127.0.0.1:50151") as rc:
        sid, profile = await rc.start_session("p-maya")
        turn_id, profile = await rc.begin_turn(sid, "What Node version is staging on?")
        result = await rc.submit_draft(turn_id, draft, draft_latency_ms=420)
        if rc.should_regenerate(result): ...
"""

from __future__ import annotations

from typing import Any

import grpc

from retold.errors import RetoldRpcError
from retold.v1 import common_pb2 as c
from retold.v1 import orchestrator_pb2 as o
from retold.v1 import orchestrator_pb2_grpc as og
from retold.v1 import store_pb2 as s
from retold.v1 import store_pb2_grpc as sg


class RetoldClient:
    def __init__(self, orchestrator_target: str, store_target: str | None = None, timeout: float | None = 30.0) -> None:
        self._och = grpc.aio.insecure_channel(orchestrator_target)
        self._sch = grpc.aio.insecure_channel(store_target) if store_target else None
        self.orchestrator = og.OrchestratorStub(self._och)
        self.store = sg.StoreStub(self._sch) if self._sch else None
        self.timeout = timeout

    async def __aenter__(self) -> "RetoldClient":
        return self

    async def __aexit__(self, *exc: Any) -> None:
        await self.close()

    async def close(self) -> None:
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

    async def decision(self, decision_id: str) -> c.TurnDecision:
        return await self._call(self.store.GetDecision, s.GetDecisionRequest(id=decision_id))

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
                         latency_budget_ms: int | None = None, as_of=None):
        req = o.BeginTurnRequest(session_id=session_id, turn=turn, public_context=public_context, turn_ref=turn_ref)
        if latency_budget_ms is not None:
            req.options.latency_budget_ms = latency_budget_ms
        if as_of is not None:
            req.as_of.FromDatetime(as_of)
        resp = await self._call(self.orchestrator.BeginTurn, req)
        return resp.turn_id, resp.profile

    async def submit_draft(self, turn_id: str, draft: str, draft_latency_ms: float = 0.0,
                           serving_model_id: str = "", timeout: float | None = None) -> o.TurnResult:
        req = o.SubmitDraftRequest(turn_id=turn_id, draft=draft, draft_latency_ms=draft_latency_ms,
                                   serving_model_id=serving_model_id)
        return await self._call(self.orchestrator.SubmitDraft, req, timeout)

    async def run_turn(self, session_id: str, turn: str, public_context: str = "",
                       latency_budget_ms: int | None = None, as_of=None) -> o.RunTurnResponse:
        req = o.RunTurnRequest(session_id=session_id, turn=turn, public_context=public_context)
        if latency_budget_ms is not None:
            req.options.latency_budget_ms = latency_budget_ms
        if as_of is not None:
            req.as_of.FromDatetime(as_of)
        return await self._call(self.orchestrator.RunTurn, req)

    @staticmethod
    def should_regenerate(result: o.TurnResult) -> bool:
        """True only when memory was admitted and may be applied."""
        return result.disposition == c.DISPOSITION_REGENERATED and not result.shadow and bool(result.admitted)


def disposition_name(value: int) -> str:
    return c.Disposition.Name(value).removeprefix("DISPOSITION_").lower()
