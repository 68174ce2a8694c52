import datetime

from google.protobuf import timestamp_pb2 as _timestamp_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class RecordKind(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    RECORD_KIND_UNSPECIFIED: _ClassVar[RecordKind]
    RECORD_KIND_SEMANTIC: _ClassVar[RecordKind]
    RECORD_KIND_EPISODIC: _ClassVar[RecordKind]
    RECORD_KIND_PROCEDURAL: _ClassVar[RecordKind]

class RecordStatus(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    RECORD_STATUS_UNSPECIFIED: _ClassVar[RecordStatus]
    RECORD_STATUS_CONFIRMED: _ClassVar[RecordStatus]
    RECORD_STATUS_UNCONFIRMED: _ClassVar[RecordStatus]

class Lifecycle(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    LIFECYCLE_UNSPECIFIED: _ClassVar[Lifecycle]
    LIFECYCLE_ACTIVE: _ClassVar[Lifecycle]
    LIFECYCLE_SUPERSEDED: _ClassVar[Lifecycle]
    LIFECYCLE_DELETED: _ClassVar[Lifecycle]

class Activation(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    ACTIVATION_UNSPECIFIED: _ClassVar[Activation]
    ACTIVATION_CONDITIONAL: _ClassVar[Activation]
    ACTIVATION_AMBIENT: _ClassVar[Activation]

class ReasonCode(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    REASON_CODE_UNSPECIFIED: _ClassVar[ReasonCode]
    REASON_CODE_HELPFUL: _ClassVar[ReasonCode]
    REASON_CODE_REDUNDANT: _ClassVar[ReasonCode]
    REASON_CODE_INSUFFICIENT: _ClassVar[ReasonCode]
    REASON_CODE_STALE_OR_CONFLICTING: _ClassVar[ReasonCode]
    REASON_CODE_POTENTIALLY_HARMFUL: _ClassVar[ReasonCode]
    REASON_CODE_JOINTLY_HELPFUL: _ClassVar[ReasonCode]

class PolicyStatus(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    POLICY_STATUS_UNSPECIFIED: _ClassVar[PolicyStatus]
    POLICY_STATUS_OK: _ClassVar[PolicyStatus]
    POLICY_STATUS_FAILED: _ClassVar[PolicyStatus]

class Disposition(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    DISPOSITION_UNSPECIFIED: _ClassVar[Disposition]
    DISPOSITION_BASELINE_NO_GAPS: _ClassVar[Disposition]
    DISPOSITION_BASELINE_NO_CANDIDATES: _ClassVar[Disposition]
    DISPOSITION_BASELINE_EMPTY_ADMISSION: _ClassVar[Disposition]
    DISPOSITION_BASELINE_POLICY_FAILURE: _ClassVar[Disposition]
    DISPOSITION_BASELINE_BUDGET_EXHAUSTED: _ClassVar[Disposition]
    DISPOSITION_ADMITTED_NOT_APPLIED: _ClassVar[Disposition]
    DISPOSITION_REGENERATED: _ClassVar[Disposition]
RECORD_KIND_UNSPECIFIED: RecordKind
RECORD_KIND_SEMANTIC: RecordKind
RECORD_KIND_EPISODIC: RecordKind
RECORD_KIND_PROCEDURAL: RecordKind
RECORD_STATUS_UNSPECIFIED: RecordStatus
RECORD_STATUS_CONFIRMED: RecordStatus
RECORD_STATUS_UNCONFIRMED: RecordStatus
LIFECYCLE_UNSPECIFIED: Lifecycle
LIFECYCLE_ACTIVE: Lifecycle
LIFECYCLE_SUPERSEDED: Lifecycle
LIFECYCLE_DELETED: Lifecycle
ACTIVATION_UNSPECIFIED: Activation
ACTIVATION_CONDITIONAL: Activation
ACTIVATION_AMBIENT: Activation
REASON_CODE_UNSPECIFIED: ReasonCode
REASON_CODE_HELPFUL: ReasonCode
REASON_CODE_REDUNDANT: ReasonCode
REASON_CODE_INSUFFICIENT: ReasonCode
REASON_CODE_STALE_OR_CONFLICTING: ReasonCode
REASON_CODE_POTENTIALLY_HARMFUL: ReasonCode
REASON_CODE_JOINTLY_HELPFUL: ReasonCode
POLICY_STATUS_UNSPECIFIED: PolicyStatus
POLICY_STATUS_OK: PolicyStatus
POLICY_STATUS_FAILED: PolicyStatus
DISPOSITION_UNSPECIFIED: Disposition
DISPOSITION_BASELINE_NO_GAPS: Disposition
DISPOSITION_BASELINE_NO_CANDIDATES: Disposition
DISPOSITION_BASELINE_EMPTY_ADMISSION: Disposition
DISPOSITION_BASELINE_POLICY_FAILURE: Disposition
DISPOSITION_BASELINE_BUDGET_EXHAUSTED: Disposition
DISPOSITION_ADMITTED_NOT_APPLIED: Disposition
DISPOSITION_REGENERATED: Disposition

class Principal(_message.Message):
    __slots__ = ("id",)
    ID_FIELD_NUMBER: _ClassVar[int]
    id: str
    def __init__(self, id: _Optional[str] = ...) -> None: ...

class Record(_message.Message):
    __slots__ = ("id", "principal_id", "kind", "text", "attribute", "about_principal", "evidence_ref", "evidence_quote", "status", "event_time", "expires_at", "supersedes", "conflicts_with", "lifecycle", "activation", "retrieval_category", "facets", "superseded_by", "created_at", "updated_at", "taxonomy_version", "evidence_text")
    ID_FIELD_NUMBER: _ClassVar[int]
    PRINCIPAL_ID_FIELD_NUMBER: _ClassVar[int]
    KIND_FIELD_NUMBER: _ClassVar[int]
    TEXT_FIELD_NUMBER: _ClassVar[int]
    ATTRIBUTE_FIELD_NUMBER: _ClassVar[int]
    ABOUT_PRINCIPAL_FIELD_NUMBER: _ClassVar[int]
    EVIDENCE_REF_FIELD_NUMBER: _ClassVar[int]
    EVIDENCE_QUOTE_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    EVENT_TIME_FIELD_NUMBER: _ClassVar[int]
    EXPIRES_AT_FIELD_NUMBER: _ClassVar[int]
    SUPERSEDES_FIELD_NUMBER: _ClassVar[int]
    CONFLICTS_WITH_FIELD_NUMBER: _ClassVar[int]
    LIFECYCLE_FIELD_NUMBER: _ClassVar[int]
    ACTIVATION_FIELD_NUMBER: _ClassVar[int]
    RETRIEVAL_CATEGORY_FIELD_NUMBER: _ClassVar[int]
    FACETS_FIELD_NUMBER: _ClassVar[int]
    SUPERSEDED_BY_FIELD_NUMBER: _ClassVar[int]
    CREATED_AT_FIELD_NUMBER: _ClassVar[int]
    UPDATED_AT_FIELD_NUMBER: _ClassVar[int]
    TAXONOMY_VERSION_FIELD_NUMBER: _ClassVar[int]
    EVIDENCE_TEXT_FIELD_NUMBER: _ClassVar[int]
    id: str
    principal_id: str
    kind: RecordKind
    text: str
    attribute: str
    about_principal: bool
    evidence_ref: str
    evidence_quote: str
    status: RecordStatus
    event_time: _timestamp_pb2.Timestamp
    expires_at: _timestamp_pb2.Timestamp
    supersedes: str
    conflicts_with: _containers.RepeatedScalarFieldContainer[str]
    lifecycle: Lifecycle
    activation: Activation
    retrieval_category: str
    facets: _containers.RepeatedScalarFieldContainer[str]
    superseded_by: str
    created_at: _timestamp_pb2.Timestamp
    updated_at: _timestamp_pb2.Timestamp
    taxonomy_version: str
    evidence_text: str
    def __init__(self, id: _Optional[str] = ..., principal_id: _Optional[str] = ..., kind: _Optional[_Union[RecordKind, str]] = ..., text: _Optional[str] = ..., attribute: _Optional[str] = ..., about_principal: _Optional[bool] = ..., evidence_ref: _Optional[str] = ..., evidence_quote: _Optional[str] = ..., status: _Optional[_Union[RecordStatus, str]] = ..., event_time: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., expires_at: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., supersedes: _Optional[str] = ..., conflicts_with: _Optional[_Iterable[str]] = ..., lifecycle: _Optional[_Union[Lifecycle, str]] = ..., activation: _Optional[_Union[Activation, str]] = ..., retrieval_category: _Optional[str] = ..., facets: _Optional[_Iterable[str]] = ..., superseded_by: _Optional[str] = ..., created_at: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., updated_at: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., taxonomy_version: _Optional[str] = ..., evidence_text: _Optional[str] = ...) -> None: ...

class ProfileBlock(_message.Message):
    __slots__ = ("text", "record_ids", "max_records", "token_budget", "tokens_used", "dropped_record_ids", "assembled_at")
    TEXT_FIELD_NUMBER: _ClassVar[int]
    RECORD_IDS_FIELD_NUMBER: _ClassVar[int]
    MAX_RECORDS_FIELD_NUMBER: _ClassVar[int]
    TOKEN_BUDGET_FIELD_NUMBER: _ClassVar[int]
    TOKENS_USED_FIELD_NUMBER: _ClassVar[int]
    DROPPED_RECORD_IDS_FIELD_NUMBER: _ClassVar[int]
    ASSEMBLED_AT_FIELD_NUMBER: _ClassVar[int]
    text: str
    record_ids: _containers.RepeatedScalarFieldContainer[str]
    max_records: int
    token_budget: int
    tokens_used: int
    dropped_record_ids: _containers.RepeatedScalarFieldContainer[str]
    assembled_at: _timestamp_pb2.Timestamp
    def __init__(self, text: _Optional[str] = ..., record_ids: _Optional[_Iterable[str]] = ..., max_records: _Optional[int] = ..., token_budget: _Optional[int] = ..., tokens_used: _Optional[int] = ..., dropped_record_ids: _Optional[_Iterable[str]] = ..., assembled_at: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ...) -> None: ...

class Gap(_message.Message):
    __slots__ = ("category", "query")
    CATEGORY_FIELD_NUMBER: _ClassVar[int]
    QUERY_FIELD_NUMBER: _ClassVar[int]
    category: str
    query: str
    def __init__(self, category: _Optional[str] = ..., query: _Optional[str] = ...) -> None: ...

class Candidate(_message.Message):
    __slots__ = ("record", "dense_score", "dense_rank", "lexical_score", "lexical_rank", "fused_score", "fused_rank", "query_index", "explanation", "evidence_rank")
    RECORD_FIELD_NUMBER: _ClassVar[int]
    DENSE_SCORE_FIELD_NUMBER: _ClassVar[int]
    DENSE_RANK_FIELD_NUMBER: _ClassVar[int]
    LEXICAL_SCORE_FIELD_NUMBER: _ClassVar[int]
    LEXICAL_RANK_FIELD_NUMBER: _ClassVar[int]
    FUSED_SCORE_FIELD_NUMBER: _ClassVar[int]
    FUSED_RANK_FIELD_NUMBER: _ClassVar[int]
    QUERY_INDEX_FIELD_NUMBER: _ClassVar[int]
    EXPLANATION_FIELD_NUMBER: _ClassVar[int]
    EVIDENCE_RANK_FIELD_NUMBER: _ClassVar[int]
    record: Record
    dense_score: float
    dense_rank: int
    lexical_score: float
    lexical_rank: int
    fused_score: float
    fused_rank: int
    query_index: int
    explanation: str
    evidence_rank: int
    def __init__(self, record: _Optional[_Union[Record, _Mapping]] = ..., dense_score: _Optional[float] = ..., dense_rank: _Optional[int] = ..., lexical_score: _Optional[float] = ..., lexical_rank: _Optional[int] = ..., fused_score: _Optional[float] = ..., fused_rank: _Optional[int] = ..., query_index: _Optional[int] = ..., explanation: _Optional[str] = ..., evidence_rank: _Optional[int] = ...) -> None: ...

class Verdict(_message.Message):
    __slots__ = ("record_id", "admitted", "reason", "note")
    RECORD_ID_FIELD_NUMBER: _ClassVar[int]
    ADMITTED_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    NOTE_FIELD_NUMBER: _ClassVar[int]
    record_id: str
    admitted: bool
    reason: ReasonCode
    note: str
    def __init__(self, record_id: _Optional[str] = ..., admitted: _Optional[bool] = ..., reason: _Optional[_Union[ReasonCode, str]] = ..., note: _Optional[str] = ...) -> None: ...

class Timing(_message.Message):
    __slots__ = ("stage", "elapsed_ms", "deadline_remaining_ms")
    STAGE_FIELD_NUMBER: _ClassVar[int]
    ELAPSED_MS_FIELD_NUMBER: _ClassVar[int]
    DEADLINE_REMAINING_MS_FIELD_NUMBER: _ClassVar[int]
    stage: str
    elapsed_ms: float
    deadline_remaining_ms: float
    def __init__(self, stage: _Optional[str] = ..., elapsed_ms: _Optional[float] = ..., deadline_remaining_ms: _Optional[float] = ...) -> None: ...

class ComponentIdentity(_message.Message):
    __slots__ = ("role", "implementation", "model_id", "prompt_version", "prompt_sha256", "taxonomy_version", "taxonomy_sha256", "config_sha256")
    ROLE_FIELD_NUMBER: _ClassVar[int]
    IMPLEMENTATION_FIELD_NUMBER: _ClassVar[int]
    MODEL_ID_FIELD_NUMBER: _ClassVar[int]
    PROMPT_VERSION_FIELD_NUMBER: _ClassVar[int]
    PROMPT_SHA256_FIELD_NUMBER: _ClassVar[int]
    TAXONOMY_VERSION_FIELD_NUMBER: _ClassVar[int]
    TAXONOMY_SHA256_FIELD_NUMBER: _ClassVar[int]
    CONFIG_SHA256_FIELD_NUMBER: _ClassVar[int]
    role: str
    implementation: str
    model_id: str
    prompt_version: str
    prompt_sha256: str
    taxonomy_version: str
    taxonomy_sha256: str
    config_sha256: str
    def __init__(self, role: _Optional[str] = ..., implementation: _Optional[str] = ..., model_id: _Optional[str] = ..., prompt_version: _Optional[str] = ..., prompt_sha256: _Optional[str] = ..., taxonomy_version: _Optional[str] = ..., taxonomy_sha256: _Optional[str] = ..., config_sha256: _Optional[str] = ...) -> None: ...

class DescribeRequest(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class DescribeResponse(_message.Message):
    __slots__ = ("components",)
    COMPONENTS_FIELD_NUMBER: _ClassVar[int]
    components: _containers.RepeatedCompositeFieldContainer[ComponentIdentity]
    def __init__(self, components: _Optional[_Iterable[_Union[ComponentIdentity, _Mapping]]] = ...) -> None: ...

class StageFailure(_message.Message):
    __slots__ = ("stage", "code", "message")
    STAGE_FIELD_NUMBER: _ClassVar[int]
    CODE_FIELD_NUMBER: _ClassVar[int]
    MESSAGE_FIELD_NUMBER: _ClassVar[int]
    stage: str
    code: str
    message: str
    def __init__(self, stage: _Optional[str] = ..., code: _Optional[str] = ..., message: _Optional[str] = ...) -> None: ...

class CandidateRef(_message.Message):
    __slots__ = ("record_id", "dense_rank", "lexical_rank", "fused_rank", "dense_score", "lexical_score")
    RECORD_ID_FIELD_NUMBER: _ClassVar[int]
    DENSE_RANK_FIELD_NUMBER: _ClassVar[int]
    LEXICAL_RANK_FIELD_NUMBER: _ClassVar[int]
    FUSED_RANK_FIELD_NUMBER: _ClassVar[int]
    DENSE_SCORE_FIELD_NUMBER: _ClassVar[int]
    LEXICAL_SCORE_FIELD_NUMBER: _ClassVar[int]
    record_id: str
    dense_rank: int
    lexical_rank: int
    fused_rank: int
    dense_score: float
    lexical_score: float
    def __init__(self, record_id: _Optional[str] = ..., dense_rank: _Optional[int] = ..., lexical_rank: _Optional[int] = ..., fused_rank: _Optional[int] = ..., dense_score: _Optional[float] = ..., lexical_score: _Optional[float] = ...) -> None: ...

class TurnDecision(_message.Message):
    __slots__ = ("id", "principal_id", "session_id", "turn_ref", "started_at", "bundle_sha256", "serving_model_id", "planner", "judge", "ambient_record_ids", "gaps", "search_ids", "candidates", "admitted_record_ids", "verdicts", "disposition", "reason", "failures", "requested_budget_ms", "effective_budget_ms", "draft_latency_ms", "timings", "config_json", "shadow", "bundle_retrieval_verified", "added_latency_ms", "turn_id", "draft_ref", "final_ref", "decided_at", "budget_withheld_record_ids", "profile_withheld")
    ID_FIELD_NUMBER: _ClassVar[int]
    PRINCIPAL_ID_FIELD_NUMBER: _ClassVar[int]
    SESSION_ID_FIELD_NUMBER: _ClassVar[int]
    TURN_REF_FIELD_NUMBER: _ClassVar[int]
    STARTED_AT_FIELD_NUMBER: _ClassVar[int]
    BUNDLE_SHA256_FIELD_NUMBER: _ClassVar[int]
    SERVING_MODEL_ID_FIELD_NUMBER: _ClassVar[int]
    PLANNER_FIELD_NUMBER: _ClassVar[int]
    JUDGE_FIELD_NUMBER: _ClassVar[int]
    AMBIENT_RECORD_IDS_FIELD_NUMBER: _ClassVar[int]
    GAPS_FIELD_NUMBER: _ClassVar[int]
    SEARCH_IDS_FIELD_NUMBER: _ClassVar[int]
    CANDIDATES_FIELD_NUMBER: _ClassVar[int]
    ADMITTED_RECORD_IDS_FIELD_NUMBER: _ClassVar[int]
    VERDICTS_FIELD_NUMBER: _ClassVar[int]
    DISPOSITION_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    FAILURES_FIELD_NUMBER: _ClassVar[int]
    REQUESTED_BUDGET_MS_FIELD_NUMBER: _ClassVar[int]
    EFFECTIVE_BUDGET_MS_FIELD_NUMBER: _ClassVar[int]
    DRAFT_LATENCY_MS_FIELD_NUMBER: _ClassVar[int]
    TIMINGS_FIELD_NUMBER: _ClassVar[int]
    CONFIG_JSON_FIELD_NUMBER: _ClassVar[int]
    SHADOW_FIELD_NUMBER: _ClassVar[int]
    BUNDLE_RETRIEVAL_VERIFIED_FIELD_NUMBER: _ClassVar[int]
    ADDED_LATENCY_MS_FIELD_NUMBER: _ClassVar[int]
    TURN_ID_FIELD_NUMBER: _ClassVar[int]
    DRAFT_REF_FIELD_NUMBER: _ClassVar[int]
    FINAL_REF_FIELD_NUMBER: _ClassVar[int]
    DECIDED_AT_FIELD_NUMBER: _ClassVar[int]
    BUDGET_WITHHELD_RECORD_IDS_FIELD_NUMBER: _ClassVar[int]
    PROFILE_WITHHELD_FIELD_NUMBER: _ClassVar[int]
    id: str
    principal_id: str
    session_id: str
    turn_ref: str
    started_at: _timestamp_pb2.Timestamp
    bundle_sha256: str
    serving_model_id: str
    planner: ComponentIdentity
    judge: ComponentIdentity
    ambient_record_ids: _containers.RepeatedScalarFieldContainer[str]
    gaps: _containers.RepeatedCompositeFieldContainer[Gap]
    search_ids: _containers.RepeatedScalarFieldContainer[str]
    candidates: _containers.RepeatedCompositeFieldContainer[CandidateRef]
    admitted_record_ids: _containers.RepeatedScalarFieldContainer[str]
    verdicts: _containers.RepeatedCompositeFieldContainer[Verdict]
    disposition: Disposition
    reason: str
    failures: _containers.RepeatedCompositeFieldContainer[StageFailure]
    requested_budget_ms: int
    effective_budget_ms: int
    draft_latency_ms: float
    timings: _containers.RepeatedCompositeFieldContainer[Timing]
    config_json: str
    shadow: bool
    bundle_retrieval_verified: bool
    added_latency_ms: float
    turn_id: str
    draft_ref: str
    final_ref: str
    decided_at: _timestamp_pb2.Timestamp
    budget_withheld_record_ids: _containers.RepeatedScalarFieldContainer[str]
    profile_withheld: bool
    def __init__(self, id: _Optional[str] = ..., principal_id: _Optional[str] = ..., session_id: _Optional[str] = ..., turn_ref: _Optional[str] = ..., started_at: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., bundle_sha256: _Optional[str] = ..., serving_model_id: _Optional[str] = ..., planner: _Optional[_Union[ComponentIdentity, _Mapping]] = ..., judge: _Optional[_Union[ComponentIdentity, _Mapping]] = ..., ambient_record_ids: _Optional[_Iterable[str]] = ..., gaps: _Optional[_Iterable[_Union[Gap, _Mapping]]] = ..., search_ids: _Optional[_Iterable[str]] = ..., candidates: _Optional[_Iterable[_Union[CandidateRef, _Mapping]]] = ..., admitted_record_ids: _Optional[_Iterable[str]] = ..., verdicts: _Optional[_Iterable[_Union[Verdict, _Mapping]]] = ..., disposition: _Optional[_Union[Disposition, str]] = ..., reason: _Optional[str] = ..., failures: _Optional[_Iterable[_Union[StageFailure, _Mapping]]] = ..., requested_budget_ms: _Optional[int] = ..., effective_budget_ms: _Optional[int] = ..., draft_latency_ms: _Optional[float] = ..., timings: _Optional[_Iterable[_Union[Timing, _Mapping]]] = ..., config_json: _Optional[str] = ..., shadow: _Optional[bool] = ..., bundle_retrieval_verified: _Optional[bool] = ..., added_latency_ms: _Optional[float] = ..., turn_id: _Optional[str] = ..., draft_ref: _Optional[str] = ..., final_ref: _Optional[str] = ..., decided_at: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., budget_withheld_record_ids: _Optional[_Iterable[str]] = ..., profile_withheld: _Optional[bool] = ...) -> None: ...

class InventoryEntry(_message.Message):
    __slots__ = ("category", "label")
    CATEGORY_FIELD_NUMBER: _ClassVar[int]
    LABEL_FIELD_NUMBER: _ClassVar[int]
    category: str
    label: str
    def __init__(self, category: _Optional[str] = ..., label: _Optional[str] = ...) -> None: ...
