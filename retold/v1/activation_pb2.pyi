import datetime

from google.protobuf import timestamp_pb2 as _timestamp_pb2
from retold.v1 import common_pb2 as _common_pb2
from retold.v1 import store_pb2 as _store_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class ActivationDecision(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    ACTIVATION_DECISION_UNSPECIFIED: _ClassVar[ActivationDecision]
    ACTIVATION_DECISION_PROMOTE: _ClassVar[ActivationDecision]
    ACTIVATION_DECISION_CONDITIONAL: _ClassVar[ActivationDecision]
    ACTIVATION_DECISION_REVIEW: _ClassVar[ActivationDecision]

class ReviewStatus(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    REVIEW_STATUS_UNSPECIFIED: _ClassVar[ReviewStatus]
    REVIEW_STATUS_OPEN: _ClassVar[ReviewStatus]
    REVIEW_STATUS_RESOLVED: _ClassVar[ReviewStatus]

class ReviewResolution(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    REVIEW_RESOLUTION_UNSPECIFIED: _ClassVar[ReviewResolution]
    REVIEW_RESOLUTION_PROMOTE: _ClassVar[ReviewResolution]
    REVIEW_RESOLUTION_KEEP_CONDITIONAL: _ClassVar[ReviewResolution]
    REVIEW_RESOLUTION_REJECT: _ClassVar[ReviewResolution]
ACTIVATION_DECISION_UNSPECIFIED: ActivationDecision
ACTIVATION_DECISION_PROMOTE: ActivationDecision
ACTIVATION_DECISION_CONDITIONAL: ActivationDecision
ACTIVATION_DECISION_REVIEW: ActivationDecision
REVIEW_STATUS_UNSPECIFIED: ReviewStatus
REVIEW_STATUS_OPEN: ReviewStatus
REVIEW_STATUS_RESOLVED: ReviewStatus
REVIEW_RESOLUTION_UNSPECIFIED: ReviewResolution
REVIEW_RESOLUTION_PROMOTE: ReviewResolution
REVIEW_RESOLUTION_KEEP_CONDITIONAL: ReviewResolution
REVIEW_RESOLUTION_REJECT: ReviewResolution

class RunActivationRequest(_message.Message):
    __slots__ = ("principal_id", "record_ids", "as_of", "actor")
    PRINCIPAL_ID_FIELD_NUMBER: _ClassVar[int]
    RECORD_IDS_FIELD_NUMBER: _ClassVar[int]
    AS_OF_FIELD_NUMBER: _ClassVar[int]
    ACTOR_FIELD_NUMBER: _ClassVar[int]
    principal_id: str
    record_ids: _containers.RepeatedScalarFieldContainer[str]
    as_of: _timestamp_pb2.Timestamp
    actor: str
    def __init__(self, principal_id: _Optional[str] = ..., record_ids: _Optional[_Iterable[str]] = ..., as_of: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., actor: _Optional[str] = ...) -> None: ...

class ActivationOutcome(_message.Message):
    __slots__ = ("record_id", "decision", "reason", "category", "attribute", "policy_version", "review_id", "changed", "evidence_verified", "confidence", "activation", "skipped")
    RECORD_ID_FIELD_NUMBER: _ClassVar[int]
    DECISION_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    CATEGORY_FIELD_NUMBER: _ClassVar[int]
    ATTRIBUTE_FIELD_NUMBER: _ClassVar[int]
    POLICY_VERSION_FIELD_NUMBER: _ClassVar[int]
    REVIEW_ID_FIELD_NUMBER: _ClassVar[int]
    CHANGED_FIELD_NUMBER: _ClassVar[int]
    EVIDENCE_VERIFIED_FIELD_NUMBER: _ClassVar[int]
    CONFIDENCE_FIELD_NUMBER: _ClassVar[int]
    ACTIVATION_FIELD_NUMBER: _ClassVar[int]
    SKIPPED_FIELD_NUMBER: _ClassVar[int]
    record_id: str
    decision: ActivationDecision
    reason: str
    category: str
    attribute: str
    policy_version: str
    review_id: int
    changed: bool
    evidence_verified: bool
    confidence: float
    activation: _common_pb2.Activation
    skipped: bool
    def __init__(self, record_id: _Optional[str] = ..., decision: _Optional[_Union[ActivationDecision, str]] = ..., reason: _Optional[str] = ..., category: _Optional[str] = ..., attribute: _Optional[str] = ..., policy_version: _Optional[str] = ..., review_id: _Optional[int] = ..., changed: _Optional[bool] = ..., evidence_verified: _Optional[bool] = ..., confidence: _Optional[float] = ..., activation: _Optional[_Union[_common_pb2.Activation, str]] = ..., skipped: _Optional[bool] = ...) -> None: ...

class RunActivationResponse(_message.Message):
    __slots__ = ("outcomes",)
    OUTCOMES_FIELD_NUMBER: _ClassVar[int]
    outcomes: _containers.RepeatedCompositeFieldContainer[ActivationOutcome]
    def __init__(self, outcomes: _Optional[_Iterable[_Union[ActivationOutcome, _Mapping]]] = ...) -> None: ...

class GetActivationRequest(_message.Message):
    __slots__ = ("principal_id", "record_id")
    PRINCIPAL_ID_FIELD_NUMBER: _ClassVar[int]
    RECORD_ID_FIELD_NUMBER: _ClassVar[int]
    principal_id: str
    record_id: str
    def __init__(self, principal_id: _Optional[str] = ..., record_id: _Optional[str] = ...) -> None: ...

class ActivationState(_message.Message):
    __slots__ = ("record_id", "activation", "decision", "reason", "category", "policy_version", "decided_at", "open_review_id", "evidence_ref")
    RECORD_ID_FIELD_NUMBER: _ClassVar[int]
    ACTIVATION_FIELD_NUMBER: _ClassVar[int]
    DECISION_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    CATEGORY_FIELD_NUMBER: _ClassVar[int]
    POLICY_VERSION_FIELD_NUMBER: _ClassVar[int]
    DECIDED_AT_FIELD_NUMBER: _ClassVar[int]
    OPEN_REVIEW_ID_FIELD_NUMBER: _ClassVar[int]
    EVIDENCE_REF_FIELD_NUMBER: _ClassVar[int]
    record_id: str
    activation: _common_pb2.Activation
    decision: ActivationDecision
    reason: str
    category: str
    policy_version: str
    decided_at: _timestamp_pb2.Timestamp
    open_review_id: int
    evidence_ref: str
    def __init__(self, record_id: _Optional[str] = ..., activation: _Optional[_Union[_common_pb2.Activation, str]] = ..., decision: _Optional[_Union[ActivationDecision, str]] = ..., reason: _Optional[str] = ..., category: _Optional[str] = ..., policy_version: _Optional[str] = ..., decided_at: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., open_review_id: _Optional[int] = ..., evidence_ref: _Optional[str] = ...) -> None: ...

class ReviewItem(_message.Message):
    __slots__ = ("id", "principal_id", "record_id", "evidence_ref", "proposed_decision", "reason", "policy_version", "prompt_version", "confidence", "created_at", "status", "resolution", "reviewer", "note", "resolved_at", "category", "attribute")
    ID_FIELD_NUMBER: _ClassVar[int]
    PRINCIPAL_ID_FIELD_NUMBER: _ClassVar[int]
    RECORD_ID_FIELD_NUMBER: _ClassVar[int]
    EVIDENCE_REF_FIELD_NUMBER: _ClassVar[int]
    PROPOSED_DECISION_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    POLICY_VERSION_FIELD_NUMBER: _ClassVar[int]
    PROMPT_VERSION_FIELD_NUMBER: _ClassVar[int]
    CONFIDENCE_FIELD_NUMBER: _ClassVar[int]
    CREATED_AT_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    RESOLUTION_FIELD_NUMBER: _ClassVar[int]
    REVIEWER_FIELD_NUMBER: _ClassVar[int]
    NOTE_FIELD_NUMBER: _ClassVar[int]
    RESOLVED_AT_FIELD_NUMBER: _ClassVar[int]
    CATEGORY_FIELD_NUMBER: _ClassVar[int]
    ATTRIBUTE_FIELD_NUMBER: _ClassVar[int]
    id: int
    principal_id: str
    record_id: str
    evidence_ref: str
    proposed_decision: ActivationDecision
    reason: str
    policy_version: str
    prompt_version: str
    confidence: float
    created_at: _timestamp_pb2.Timestamp
    status: ReviewStatus
    resolution: ReviewResolution
    reviewer: str
    note: str
    resolved_at: _timestamp_pb2.Timestamp
    category: str
    attribute: str
    def __init__(self, id: _Optional[int] = ..., principal_id: _Optional[str] = ..., record_id: _Optional[str] = ..., evidence_ref: _Optional[str] = ..., proposed_decision: _Optional[_Union[ActivationDecision, str]] = ..., reason: _Optional[str] = ..., policy_version: _Optional[str] = ..., prompt_version: _Optional[str] = ..., confidence: _Optional[float] = ..., created_at: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., status: _Optional[_Union[ReviewStatus, str]] = ..., resolution: _Optional[_Union[ReviewResolution, str]] = ..., reviewer: _Optional[str] = ..., note: _Optional[str] = ..., resolved_at: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., category: _Optional[str] = ..., attribute: _Optional[str] = ...) -> None: ...

class ListReviewsRequest(_message.Message):
    __slots__ = ("principal_id", "status", "limit")
    PRINCIPAL_ID_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    LIMIT_FIELD_NUMBER: _ClassVar[int]
    principal_id: str
    status: ReviewStatus
    limit: int
    def __init__(self, principal_id: _Optional[str] = ..., status: _Optional[_Union[ReviewStatus, str]] = ..., limit: _Optional[int] = ...) -> None: ...

class ListReviewsResponse(_message.Message):
    __slots__ = ("items",)
    ITEMS_FIELD_NUMBER: _ClassVar[int]
    items: _containers.RepeatedCompositeFieldContainer[ReviewItem]
    def __init__(self, items: _Optional[_Iterable[_Union[ReviewItem, _Mapping]]] = ...) -> None: ...

class ResolveReviewRequest(_message.Message):
    __slots__ = ("review_id", "resolution", "reviewer", "note")
    REVIEW_ID_FIELD_NUMBER: _ClassVar[int]
    RESOLUTION_FIELD_NUMBER: _ClassVar[int]
    REVIEWER_FIELD_NUMBER: _ClassVar[int]
    NOTE_FIELD_NUMBER: _ClassVar[int]
    review_id: int
    resolution: ReviewResolution
    reviewer: str
    note: str
    def __init__(self, review_id: _Optional[int] = ..., resolution: _Optional[_Union[ReviewResolution, str]] = ..., reviewer: _Optional[str] = ..., note: _Optional[str] = ...) -> None: ...

class ReviewStatsRequest(_message.Message):
    __slots__ = ("principal_id",)
    PRINCIPAL_ID_FIELD_NUMBER: _ClassVar[int]
    principal_id: str
    def __init__(self, principal_id: _Optional[str] = ...) -> None: ...

class ReviewStatsResponse(_message.Message):
    __slots__ = ("open_count", "resolved_count", "oldest_age_seconds", "median_age_seconds", "oldest")
    OPEN_COUNT_FIELD_NUMBER: _ClassVar[int]
    RESOLVED_COUNT_FIELD_NUMBER: _ClassVar[int]
    OLDEST_AGE_SECONDS_FIELD_NUMBER: _ClassVar[int]
    MEDIAN_AGE_SECONDS_FIELD_NUMBER: _ClassVar[int]
    OLDEST_FIELD_NUMBER: _ClassVar[int]
    open_count: int
    resolved_count: int
    oldest_age_seconds: float
    median_age_seconds: float
    oldest: _containers.RepeatedCompositeFieldContainer[ReviewItem]
    def __init__(self, open_count: _Optional[int] = ..., resolved_count: _Optional[int] = ..., oldest_age_seconds: _Optional[float] = ..., median_age_seconds: _Optional[float] = ..., oldest: _Optional[_Iterable[_Union[ReviewItem, _Mapping]]] = ...) -> None: ...

class SetRecordStatusRequest(_message.Message):
    __slots__ = ("principal_id", "record_id", "status", "reason", "actor")
    PRINCIPAL_ID_FIELD_NUMBER: _ClassVar[int]
    RECORD_ID_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    ACTOR_FIELD_NUMBER: _ClassVar[int]
    principal_id: str
    record_id: str
    status: _common_pb2.RecordStatus
    reason: str
    actor: str
    def __init__(self, principal_id: _Optional[str] = ..., record_id: _Optional[str] = ..., status: _Optional[_Union[_common_pb2.RecordStatus, str]] = ..., reason: _Optional[str] = ..., actor: _Optional[str] = ...) -> None: ...

class HistoryRequest(_message.Message):
    __slots__ = ("principal_id", "record_id")
    PRINCIPAL_ID_FIELD_NUMBER: _ClassVar[int]
    RECORD_ID_FIELD_NUMBER: _ClassVar[int]
    principal_id: str
    record_id: str
    def __init__(self, principal_id: _Optional[str] = ..., record_id: _Optional[str] = ...) -> None: ...

class HistoryResponse(_message.Message):
    __slots__ = ("principal_id", "events")
    PRINCIPAL_ID_FIELD_NUMBER: _ClassVar[int]
    EVENTS_FIELD_NUMBER: _ClassVar[int]
    principal_id: str
    events: _containers.RepeatedCompositeFieldContainer[_store_pb2.AuditEvent]
    def __init__(self, principal_id: _Optional[str] = ..., events: _Optional[_Iterable[_Union[_store_pb2.AuditEvent, _Mapping]]] = ...) -> None: ...
