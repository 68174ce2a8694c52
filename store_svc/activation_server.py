"""The ActivationGate gRPC servicer (served by the store process) and its conversions."""

from __future__ import annotations

from retold import errors
from retold.timeutil import as_of, dt_to_ts, parse_iso
from retold.v1 import activation_pb2 as a
from retold.v1 import activation_pb2_grpc as ag
from retold.v1 import common_pb2 as c
from store_svc import convert as cv
from store_svc.activation import ActivationEngine, Outcome, ReviewData
from store_svc.model import AuditEventData

DECISION_TO_PB = {"promote": a.ACTIVATION_DECISION_PROMOTE, "conditional": a.ACTIVATION_DECISION_CONDITIONAL,
                  "review": a.ACTIVATION_DECISION_REVIEW}
RESOLUTION_TO_PB = {"promote": a.REVIEW_RESOLUTION_PROMOTE, "keep_conditional": a.REVIEW_RESOLUTION_KEEP_CONDITIONAL,
                    "reject": a.REVIEW_RESOLUTION_REJECT}
PB_TO_RESOLUTION = {v: k for k, v in RESOLUTION_TO_PB.items()}
STATUS_TO_PB = {"open": a.REVIEW_STATUS_OPEN, "resolved": a.REVIEW_STATUS_RESOLVED}
PB_TO_STATUS = {v: k for k, v in STATUS_TO_PB.items()}
ACTIVATION_TO_PB = {"conditional": c.ACTIVATION_CONDITIONAL, "ambient": c.ACTIVATION_AMBIENT}
RECORD_STATUS = {c.RECORD_STATUS_CONFIRMED: "confirmed", c.RECORD_STATUS_UNCONFIRMED: "unconfirmed"}


def outcome_to_proto(o: Outcome) -> a.ActivationOutcome:
    return a.ActivationOutcome(
        record_id=o.record_id, decision=DECISION_TO_PB[o.decision], reason=o.reason, category=o.category,
        attribute=o.attribute, policy_version=_policy(), review_id=o.review_id, changed=o.changed,
        evidence_verified=o.evidence_verified, confidence=o.confidence,
        activation=ACTIVATION_TO_PB.get(o.activation, c.ACTIVATION_UNSPECIFIED), skipped=o.skipped,
    )


def review_to_proto(r: ReviewData) -> a.ReviewItem:
    msg = a.ReviewItem(
        id=r.id, principal_id=r.principal_id, record_id=r.record_id, evidence_ref=r.evidence_ref,
        proposed_decision=DECISION_TO_PB.get(r.proposed_decision, a.ACTIVATION_DECISION_UNSPECIFIED),
        reason=r.reason, policy_version=r.policy_version, prompt_version=r.prompt_version,
        confidence=r.confidence, status=STATUS_TO_PB[r.status],
        resolution=RESOLUTION_TO_PB.get(r.resolution, a.REVIEW_RESOLUTION_UNSPECIFIED), reviewer=r.reviewer,
        note=r.note, category=r.category, attribute=r.attribute,
    )
    msg.created_at.CopyFrom(dt_to_ts(r.created_at))
    if r.resolved_at is not None:
        msg.resolved_at.CopyFrom(dt_to_ts(r.resolved_at))
    return msg


def _policy() -> str:
    from store_svc.activation import POLICY_VERSION

    return POLICY_VERSION


@errors.map_errors
class ActivationServicer(ag.ActivationGateServicer):
    def __init__(self, engine: ActivationEngine) -> None:
        self.engine = engine

    async def RunActivation(self, request, context):
        if not request.principal_id:
            raise errors.InvalidArgument("principal_id", "must not be empty")
        for i, rid in enumerate(request.record_ids):
            if not rid:
                raise errors.InvalidArgument(f"record_ids[{i}]", "must not be empty")
        outs = await self.engine.evaluate(request.principal_id, list(request.record_ids) or None, as_of(request),
                                          actor=request.actor or "api")
        return a.RunActivationResponse(outcomes=[outcome_to_proto(o) for o in outs])

    async def GetActivation(self, request, context):
        if not request.principal_id:
            raise errors.InvalidArgument("principal_id", "must not be empty")
        rec, st, open_id = await self.engine.state(request.principal_id, request.record_id)
        msg = a.ActivationState(record_id=rec.id, activation=ACTIVATION_TO_PB.get(rec.activation, 0),
                                open_review_id=open_id)
        if st:
            msg.decision = DECISION_TO_PB[st["decision"]]
            msg.reason, msg.category, msg.policy_version = st["reason"], st["category"], st["policy_version"]
            msg.evidence_ref = st["evidence_ref"] if st["evidence_verified"] else ""
            msg.decided_at.CopyFrom(dt_to_ts(parse_iso(st["decided_at"])))
        return msg

    async def ListReviews(self, request, context):
        if request.status not in (0, *PB_TO_STATUS):
            raise errors.InvalidArgument("status", f"unknown value {request.status}")
        items = await self.engine.list_reviews(request.principal_id, PB_TO_STATUS.get(request.status, ""),
                                               request.limit)
        return a.ListReviewsResponse(items=[review_to_proto(r) for r in items])

    async def ResolveReview(self, request, context):
        if request.resolution not in PB_TO_RESOLUTION:
            raise errors.InvalidArgument("resolution", "must be PROMOTE, KEEP_CONDITIONAL or REJECT")
        item = await self.engine.resolve(request.review_id, PB_TO_RESOLUTION[request.resolution], request.reviewer,
                                         request.note)
        return review_to_proto(item)

    async def ReviewStats(self, request, context):
        st = await self.engine.review_stats(request.principal_id)
        return a.ReviewStatsResponse(open_count=st["open"], resolved_count=st["resolved"],
                                     oldest_age_seconds=st["oldest_age"], median_age_seconds=st["median_age"],
                                     oldest=[review_to_proto(r) for r in st["oldest"]])

    async def SetRecordStatus(self, request, context):
        if not request.principal_id:
            raise errors.InvalidArgument("principal_id", "must not be empty")
        if request.status not in RECORD_STATUS:
            raise errors.InvalidArgument("status", "must be CONFIRMED or UNCONFIRMED")
        rec = await self.engine.set_status(request.principal_id, request.record_id, RECORD_STATUS[request.status],
                                           request.reason, request.actor or "api")
        return cv.record_to_proto(rec)

    async def History(self, request, context):
        pid, rows = await self.engine.history(request.principal_id, request.record_id)
        events = [cv.audit_to_proto(AuditEventData(r["id"], r["event"], r["record_id"], r["actor"],
                                                   r["policy_version"], r["reason"], parse_iso(r["at"]),
                                                   r["detail_json"])) for r in rows]
        return a.HistoryResponse(principal_id=pid, events=events)
