"""Domain types of the store, free of gRPC."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

KINDS = ("semantic", "episodic", "procedural")
STATUSES = ("confirmed", "unconfirmed")
LIFECYCLES = ("active", "superseded", "deleted")
ACTIVATIONS = ("conditional", "ambient")


@dataclass
class RecordData:
    id: str
    principal_id: str
    kind: str
    text: str
    attribute: str = ""
    about_principal: bool = False
    evidence_ref: str = ""
    evidence_quote: str = ""
    status: str = "unconfirmed"
    event_time: datetime | None = None
    expires_at: datetime | None = None
    supersedes: str = ""
    conflicts_with: list[str] = field(default_factory=list)
    lifecycle: str = "active"
    activation: str = "conditional"
    retrieval_category: str = ""
    facets: list[str] = field(default_factory=list)
    superseded_by: str = ""
    created_at: datetime | None = None
    updated_at: datetime | None = None
    taxonomy_version: str = ""
    # the user's own words in the evidence turn: read from the transcript on the change feed, never stored
    evidence_text: str = ""

    def expired(self, at: datetime) -> bool:
        return self.expires_at is not None and self.expires_at <= at


@dataclass
class TranscriptTurnData:
    ref: str
    role: str
    text: str
    at: datetime | None = None


@dataclass
class AuditEventData:
    id: int
    event: str
    record_id: str
    actor: str
    policy_version: str
    reason: str
    at: datetime
    detail_json: str


@dataclass
class ProfileData:
    text: str
    record_ids: list[str]
    max_records: int
    token_budget: int
    tokens_used: int
    dropped_record_ids: list[str]
    assembled_at: datetime
