"""Small helpers shared by tests."""

from __future__ import annotations

import asyncio
from datetime import date, datetime, timezone

import grpc
from google.protobuf.timestamp_pb2 import Timestamp

from judge_svc.server import JudgeServicer
from retold.v1 import common_pb2 as c
from retold.v1 import judge_pb2 as j
from retold.v1 import judge_pb2_grpc as jg
from retold.v1 import store_pb2 as s
from retold.v1 import activation_pb2_grpc as ag
from retold.v1 import store_pb2_grpc as sg


def set_fields(r: c.Record, **fields) -> c.Record:
    """Sets record fields by name: datetimes into Timestamps, lists into repeated fields."""
    for key, value in fields.items():
        if isinstance(value, datetime):
            getattr(r, key).FromDatetime(value)
        elif isinstance(value, list):
            getattr(r, key).extend(value)
        else:
            setattr(r, key, value)
    return r


def cand(rid: str, text: str, own: bool = False) -> c.Candidate:
    """A conditional, active candidate of principal "p" for the judge's rules."""
    return c.Candidate(record=c.Record(id=rid, principal_id="p", text=text, retrieval_category="general",
                                       lifecycle=c.LIFECYCLE_ACTIVE, about_principal=own,
                                       activation=c.ACTIVATION_CONDITIONAL))


def classified(rid: str, text: str, own: bool = False) -> c.Candidate:
    """A candidate carrying the facets the store's real classifier gives its text (a health detail is marked so)."""
    from store_svc import classifier
    got = cand(rid, text, own)
    got.record.facets.extend(classifier.classify(text, "semantic", own).facets)
    return got


def verdicts(turn: str, cands: list[c.Candidate], draft: str = "A general answer.", today=None) -> dict:
    """The judge's rules (with the real embedding model) on ``cands``: id -> (admitted, reason, note)."""
    from judge_svc import policy
    from retold.embedding import get_embedder
    return {j.record_id: (j.admitted, j.reason, j.note)
            for j in policy.admit(turn, "", "", draft, "", cands, get_embedder(), today)}


def rec(text: str, rid: str = "", kind=c.RECORD_KIND_SEMANTIC, about: bool = False, **kw) -> c.Record:
    r = c.Record(id=rid, text=text, kind=kind, status=c.RECORD_STATUS_CONFIRMED, about_principal=about)
    return set_fields(r, **kw)


class HangingJudge(JudgeServicer):
    """Fault injection around the real judge: calls for which ``hangs(request)`` is true
    never answer (until cancelled); the others go to the real policy."""

    def __init__(self, hangs=lambda request: True):
        self.hangs = hangs
        self.cancelled = asyncio.Event()

    async def Admit(self, request, context):
        if self.hangs(request):
            try:
                await asyncio.sleep(30)
            except asyncio.CancelledError:
                self.cancelled.set()
                raise
        return await super().Admit(request, context)


class StoreClient:
    """Thin async wrapper over the store stub for tests."""

    def __init__(self, target: str) -> None:
        self.channel = grpc.aio.insecure_channel(target)
        self.stub = sg.StoreStub(self.channel)

    async def principal(self, pid: str) -> None:
        await self.stub.PutPrincipal(s.PutPrincipalRequest(principal_id=pid))

    async def remember(self, pid: str, record: c.Record) -> c.Record:
        return await self.stub.Remember(s.RememberRequest(principal_id=pid, record=record, actor="test"))

    async def close(self) -> None:
        await self.channel.close()


async def activation_env(make_stack, principal: str, transcript: list[tuple[str, str, str]]):
    """A store (with its activation gate) of its own, one principal and their transcript of (ref, role, text):
    returns (stack, store client, gate stub)."""
    st = await make_stack(skip=("retrieval", "planner", "judge"))
    store = StoreClient(st.targets["store"])
    await store.principal(principal)
    await store.stub.AppendTranscript(s.AppendTranscriptRequest(
        principal_id=principal, turns=[s.TranscriptTurn(ref=r, role=role, text=t) for r, role, t in transcript]))
    return st, store, ag.ActivationGateStub(store.channel)


async def gate_decides(store, gate, principal: str, text: str, rid: str, ref: str, quote: str = ""):
    """Stores a record about ``principal`` said in transcript turn ``ref``; returns the gate's (decision, reason)."""
    from retold.v1 import activation_pb2 as a
    await store.remember(principal, rec(text, rid, about=True, evidence_ref=ref, evidence_quote=quote))
    got = await gate.GetActivation(a.GetActivationRequest(principal_id=principal, record_id=rid))
    return got.decision, got.reason


async def judge_verdicts(make_stack, turn: str, draft: str, cands, today: date) -> dict:
    """The real judge with its learned layer and its last pass, served over gRPC: id -> verdict."""
    st = await make_stack(skip=("retrieval",), judge_servicer=JudgeServicer())
    as_of = Timestamp()
    as_of.FromDatetime(datetime(today.year, today.month, today.day, 9, tzinfo=timezone.utc))
    req = j.AdmitRequest(turn=turn, draft=draft, gaps=[c.Gap(category="general", query=turn)], candidates=cands,
                         as_of=as_of)
    async with grpc.aio.insecure_channel(st.targets["judge"]) as ch:
        out = await jg.JudgeStub(ch).Admit(req, timeout=60)
    return {v.record_id: v for v in out.verdicts}
