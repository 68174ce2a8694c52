"""proto <-> domain conversion for the store (the only place that knows both)."""

from __future__ import annotations

from retold import errors
from retold.timeutil import dt_to_ts, ts_to_dt
from retold.v1 import common_pb2 as c
from retold.v1 import store_pb2 as s
from store_svc.model import AuditEventData, ProfileData, RecordData, TranscriptTurnData

KIND_TO_STR = {c.RECORD_KIND_SEMANTIC: "semantic", c.RECORD_KIND_EPISODIC: "episodic",
               c.RECORD_KIND_PROCEDURAL: "procedural"}
STR_TO_KIND = {v: k for k, v in KIND_TO_STR.items()}
STATUS_TO_STR = {c.RECORD_STATUS_CONFIRMED: "confirmed", c.RECORD_STATUS_UNCONFIRMED: "unconfirmed"}
STR_TO_STATUS = {v: k for k, v in STATUS_TO_STR.items()}
LIFECYCLE = {"active": c.LIFECYCLE_ACTIVE, "superseded": c.LIFECYCLE_SUPERSEDED,
             "deleted": c.LIFECYCLE_DELETED}
LIFECYCLE_TO_STR = {v: k for k, v in LIFECYCLE.items()}
ACTIVATION = {"conditional": c.ACTIVATION_CONDITIONAL, "ambient": c.ACTIVATION_AMBIENT}
ACTIVATION_TO_STR = {v: k for k, v in ACTIVATION.items()}


def record_from_write(principal_id: str, msg: c.Record, field: str = "record") -> RecordData:
    """A write payload -> domain record. Store-assigned fields are ignored."""
    if msg.principal_id and msg.principal_id != principal_id:
        raise errors.InvalidArgument(f"{field}.principal_id", "differs from the request's principal_id")
    if msg.kind not in KIND_TO_STR:
        raise errors.InvalidArgument(f"{field}.kind", f"unknown or unset value {msg.kind}")
    if msg.status == c.RECORD_STATUS_UNSPECIFIED:
        status = "unconfirmed"
    elif msg.status in STATUS_TO_STR:
        status = STATUS_TO_STR[msg.status]
    else:
        raise errors.InvalidArgument(f"{field}.status", f"unknown value {msg.status}")
    return RecordData(
        id=msg.id,
        principal_id=principal_id,
        kind=KIND_TO_STR[msg.kind],
        text=msg.text,
        attribute=msg.attribute,
        about_principal=msg.about_principal,
        evidence_ref=msg.evidence_ref,
        evidence_quote=msg.evidence_quote,
        status=status,
        event_time=ts_to_dt(msg.event_time, msg.HasField("event_time")),
        expires_at=ts_to_dt(msg.expires_at, msg.HasField("expires_at")),
        supersedes=msg.supersedes,
        conflicts_with=list(msg.conflicts_with),
    )


def record_to_proto(r: RecordData) -> c.Record:
    msg = c.Record(
        id=r.id,
        principal_id=r.principal_id,
        kind=STR_TO_KIND[r.kind],
        text=r.text,
        attribute=r.attribute,
        about_principal=r.about_principal,
        evidence_ref=r.evidence_ref,
        evidence_quote=r.evidence_quote,
        status=STR_TO_STATUS[r.status],
        supersedes=r.supersedes,
        conflicts_with=r.conflicts_with,
        lifecycle=LIFECYCLE[r.lifecycle],
        activation=ACTIVATION[r.activation],
        retrieval_category=r.retrieval_category,
        facets=r.facets,
        superseded_by=r.superseded_by,
        taxonomy_version=r.taxonomy_version,
        evidence_text=r.evidence_text,
    )
    for name in ("event_time", "expires_at", "created_at", "updated_at"):
        ts = dt_to_ts(getattr(r, name))
        if ts is not None:
            getattr(msg, name).CopyFrom(ts)
    return msg


def record_from_proto(msg: c.Record) -> RecordData:
    """A full stored record (as read back) -> domain record."""
    r = record_from_write(msg.principal_id, msg)
    r.status = STATUS_TO_STR.get(msg.status, "unconfirmed")
    r.lifecycle = LIFECYCLE_TO_STR.get(msg.lifecycle, "active")
    r.activation = ACTIVATION_TO_STR.get(msg.activation, "conditional")
    r.retrieval_category = msg.retrieval_category
    r.facets = list(msg.facets)
    r.superseded_by = msg.superseded_by
    r.taxonomy_version = msg.taxonomy_version
    r.created_at = ts_to_dt(msg.created_at, msg.HasField("created_at"))
    r.updated_at = ts_to_dt(msg.updated_at, msg.HasField("updated_at"))
    return r


def turn_from_proto(t: s.TranscriptTurn) -> TranscriptTurnData:
    return TranscriptTurnData(t.ref, t.role, t.text, ts_to_dt(t.at, t.HasField("at")))


def profile_to_proto(p: ProfileData) -> c.ProfileBlock:
    msg = c.ProfileBlock(text=p.text, record_ids=p.record_ids, max_records=p.max_records,
                         token_budget=p.token_budget, tokens_used=p.tokens_used,
                         dropped_record_ids=p.dropped_record_ids)
    msg.assembled_at.CopyFrom(dt_to_ts(p.assembled_at))
    return msg


def audit_to_proto(e: AuditEventData) -> s.AuditEvent:
    msg = s.AuditEvent(id=e.id, event=e.event, record_id=e.record_id, actor=e.actor,
                       policy_version=e.policy_version, reason=e.reason, detail_json=e.detail_json)
    msg.at.CopyFrom(dt_to_ts(e.at))
    return msg
