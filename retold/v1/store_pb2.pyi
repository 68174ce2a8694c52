import datetime

from google.protobuf import timestamp_pb2 as _timestamp_pb2
from retold.v1 import common_pb2 as _common_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class ChangeOp(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    CHANGE_OP_UNSPECIFIED: _ClassVar[ChangeOp]
    CHANGE_OP_UPSERT: _ClassVar[ChangeOp]
    CHANGE_OP_DELETE: _ClassVar[ChangeOp]
CHANGE_OP_UNSPECIFIED: ChangeOp
CHANGE_OP_UPSERT: ChangeOp
CHANGE_OP_DELETE: ChangeOp

class PutPrincipalRequest(_message.Message):
    __slots__ = ("principal_id", "display_name")
    PRINCIPAL_ID_FIELD_NUMBER: _ClassVar[int]
    DISPLAY_NAME_FIELD_NUMBER: _ClassVar[int]
    principal_id: str
    display_name: str
    def __init__(self, principal_id: _Optional[str] = ..., display_name: _Optional[str] = ...) -> None: ...

class PutPrincipalResponse(_message.Message):
    __slots__ = ("created",)
    CREATED_FIELD_NUMBER: _ClassVar[int]
    created: bool
    def __init__(self, created: _Optional[bool] = ...) -> None: ...

class RememberRequest(_message.Message):
    __slots__ = ("principal_id", "record", "actor")
    PRINCIPAL_ID_FIELD_NUMBER: _ClassVar[int]
    RECORD_FIELD_NUMBER: _ClassVar[int]
    ACTOR_FIELD_NUMBER: _ClassVar[int]
    principal_id: str
    record: _common_pb2.Record
    actor: str
    def __init__(self, principal_id: _Optional[str] = ..., record: _Optional[_Union[_common_pb2.Record, _Mapping]] = ..., actor: _Optional[str] = ...) -> None: ...

class GetRequest(_message.Message):
    __slots__ = ("principal_id", "record_id")
    PRINCIPAL_ID_FIELD_NUMBER: _ClassVar[int]
    RECORD_ID_FIELD_NUMBER: _ClassVar[int]
    principal_id: str
    record_id: str
    def __init__(self, principal_id: _Optional[str] = ..., record_id: _Optional[str] = ...) -> None: ...

class ListRequest(_message.Message):
    __slots__ = ("principal_id", "include_inactive", "activation")
    PRINCIPAL_ID_FIELD_NUMBER: _ClassVar[int]
    INCLUDE_INACTIVE_FIELD_NUMBER: _ClassVar[int]
    ACTIVATION_FIELD_NUMBER: _ClassVar[int]
    principal_id: str
    include_inactive: bool
    activation: _common_pb2.Activation
    def __init__(self, principal_id: _Optional[str] = ..., include_inactive: _Optional[bool] = ..., activation: _Optional[_Union[_common_pb2.Activation, str]] = ...) -> None: ...

class ListResponse(_message.Message):
    __slots__ = ("records",)
    RECORDS_FIELD_NUMBER: _ClassVar[int]
    records: _containers.RepeatedCompositeFieldContainer[_common_pb2.Record]
    def __init__(self, records: _Optional[_Iterable[_Union[_common_pb2.Record, _Mapping]]] = ...) -> None: ...

class ForgetRequest(_message.Message):
    __slots__ = ("principal_id", "record_id", "reason", "actor")
    PRINCIPAL_ID_FIELD_NUMBER: _ClassVar[int]
    RECORD_ID_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    ACTOR_FIELD_NUMBER: _ClassVar[int]
    principal_id: str
    record_id: str
    reason: str
    actor: str
    def __init__(self, principal_id: _Optional[str] = ..., record_id: _Optional[str] = ..., reason: _Optional[str] = ..., actor: _Optional[str] = ...) -> None: ...

class SupersedeRequest(_message.Message):
    __slots__ = ("principal_id", "old_record_id", "record", "actor")
    PRINCIPAL_ID_FIELD_NUMBER: _ClassVar[int]
    OLD_RECORD_ID_FIELD_NUMBER: _ClassVar[int]
    RECORD_FIELD_NUMBER: _ClassVar[int]
    ACTOR_FIELD_NUMBER: _ClassVar[int]
    principal_id: str
    old_record_id: str
    record: _common_pb2.Record
    actor: str
    def __init__(self, principal_id: _Optional[str] = ..., old_record_id: _Optional[str] = ..., record: _Optional[_Union[_common_pb2.Record, _Mapping]] = ..., actor: _Optional[str] = ...) -> None: ...

class TranscriptTurn(_message.Message):
    __slots__ = ("ref", "role", "text", "at")
    REF_FIELD_NUMBER: _ClassVar[int]
    ROLE_FIELD_NUMBER: _ClassVar[int]
    TEXT_FIELD_NUMBER: _ClassVar[int]
    AT_FIELD_NUMBER: _ClassVar[int]
    ref: str
    role: str
    text: str
    at: _timestamp_pb2.Timestamp
    def __init__(self, ref: _Optional[str] = ..., role: _Optional[str] = ..., text: _Optional[str] = ..., at: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ...) -> None: ...

class AppendTranscriptRequest(_message.Message):
    __slots__ = ("principal_id", "turns")
    PRINCIPAL_ID_FIELD_NUMBER: _ClassVar[int]
    TURNS_FIELD_NUMBER: _ClassVar[int]
    principal_id: str
    turns: _containers.RepeatedCompositeFieldContainer[TranscriptTurn]
    def __init__(self, principal_id: _Optional[str] = ..., turns: _Optional[_Iterable[_Union[TranscriptTurn, _Mapping]]] = ...) -> None: ...

class AppendTranscriptResponse(_message.Message):
    __slots__ = ("written",)
    WRITTEN_FIELD_NUMBER: _ClassVar[int]
    written: int
    def __init__(self, written: _Optional[int] = ...) -> None: ...

class InventoryRequest(_message.Message):
    __slots__ = ("principal_id", "as_of")
    PRINCIPAL_ID_FIELD_NUMBER: _ClassVar[int]
    AS_OF_FIELD_NUMBER: _ClassVar[int]
    principal_id: str
    as_of: _timestamp_pb2.Timestamp
    def __init__(self, principal_id: _Optional[str] = ..., as_of: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ...) -> None: ...

class InventoryResponse(_message.Message):
    __slots__ = ("entries", "taxonomy_version")
    ENTRIES_FIELD_NUMBER: _ClassVar[int]
    TAXONOMY_VERSION_FIELD_NUMBER: _ClassVar[int]
    entries: _containers.RepeatedCompositeFieldContainer[_common_pb2.InventoryEntry]
    taxonomy_version: str
    def __init__(self, entries: _Optional[_Iterable[_Union[_common_pb2.InventoryEntry, _Mapping]]] = ..., taxonomy_version: _Optional[str] = ...) -> None: ...

class AssembleProfileRequest(_message.Message):
    __slots__ = ("principal_id", "as_of")
    PRINCIPAL_ID_FIELD_NUMBER: _ClassVar[int]
    AS_OF_FIELD_NUMBER: _ClassVar[int]
    principal_id: str
    as_of: _timestamp_pb2.Timestamp
    def __init__(self, principal_id: _Optional[str] = ..., as_of: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ...) -> None: ...

class Change(_message.Message):
    __slots__ = ("seq", "op", "record", "embedding", "embedding_model")
    SEQ_FIELD_NUMBER: _ClassVar[int]
    OP_FIELD_NUMBER: _ClassVar[int]
    RECORD_FIELD_NUMBER: _ClassVar[int]
    EMBEDDING_FIELD_NUMBER: _ClassVar[int]
    EMBEDDING_MODEL_FIELD_NUMBER: _ClassVar[int]
    seq: int
    op: ChangeOp
    record: _common_pb2.Record
    embedding: _containers.RepeatedScalarFieldContainer[float]
    embedding_model: str
    def __init__(self, seq: _Optional[int] = ..., op: _Optional[_Union[ChangeOp, str]] = ..., record: _Optional[_Union[_common_pb2.Record, _Mapping]] = ..., embedding: _Optional[_Iterable[float]] = ..., embedding_model: _Optional[str] = ...) -> None: ...

class ReadChangesRequest(_message.Message):
    __slots__ = ("after_seq", "limit", "wait_ms")
    AFTER_SEQ_FIELD_NUMBER: _ClassVar[int]
    LIMIT_FIELD_NUMBER: _ClassVar[int]
    WAIT_MS_FIELD_NUMBER: _ClassVar[int]
    after_seq: int
    limit: int
    wait_ms: int
    def __init__(self, after_seq: _Optional[int] = ..., limit: _Optional[int] = ..., wait_ms: _Optional[int] = ...) -> None: ...

class ReadChangesResponse(_message.Message):
    __slots__ = ("changes", "head_seq")
    CHANGES_FIELD_NUMBER: _ClassVar[int]
    HEAD_SEQ_FIELD_NUMBER: _ClassVar[int]
    changes: _containers.RepeatedCompositeFieldContainer[Change]
    head_seq: int
    def __init__(self, changes: _Optional[_Iterable[_Union[Change, _Mapping]]] = ..., head_seq: _Optional[int] = ...) -> None: ...

class AuditRequest(_message.Message):
    __slots__ = ("principal_id", "record_id")
    PRINCIPAL_ID_FIELD_NUMBER: _ClassVar[int]
    RECORD_ID_FIELD_NUMBER: _ClassVar[int]
    principal_id: str
    record_id: str
    def __init__(self, principal_id: _Optional[str] = ..., record_id: _Optional[str] = ...) -> None: ...

class AuditEvent(_message.Message):
    __slots__ = ("id", "event", "record_id", "actor", "policy_version", "reason", "at", "detail_json")
    ID_FIELD_NUMBER: _ClassVar[int]
    EVENT_FIELD_NUMBER: _ClassVar[int]
    RECORD_ID_FIELD_NUMBER: _ClassVar[int]
    ACTOR_FIELD_NUMBER: _ClassVar[int]
    POLICY_VERSION_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    AT_FIELD_NUMBER: _ClassVar[int]
    DETAIL_JSON_FIELD_NUMBER: _ClassVar[int]
    id: int
    event: str
    record_id: str
    actor: str
    policy_version: str
    reason: str
    at: _timestamp_pb2.Timestamp
    detail_json: str
    def __init__(self, id: _Optional[int] = ..., event: _Optional[str] = ..., record_id: _Optional[str] = ..., actor: _Optional[str] = ..., policy_version: _Optional[str] = ..., reason: _Optional[str] = ..., at: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., detail_json: _Optional[str] = ...) -> None: ...

class AuditResponse(_message.Message):
    __slots__ = ("events",)
    EVENTS_FIELD_NUMBER: _ClassVar[int]
    events: _containers.RepeatedCompositeFieldContainer[AuditEvent]
    def __init__(self, events: _Optional[_Iterable[_Union[AuditEvent, _Mapping]]] = ...) -> None: ...

class LogDecisionResponse(_message.Message):
    __slots__ = ("id",)
    ID_FIELD_NUMBER: _ClassVar[int]
    id: str
    def __init__(self, id: _Optional[str] = ...) -> None: ...

class GetDecisionRequest(_message.Message):
    __slots__ = ("id",)
    ID_FIELD_NUMBER: _ClassVar[int]
    id: str
    def __init__(self, id: _Optional[str] = ...) -> None: ...

class ListDecisionsRequest(_message.Message):
    __slots__ = ("principal_id", "session_id", "limit")
    PRINCIPAL_ID_FIELD_NUMBER: _ClassVar[int]
    SESSION_ID_FIELD_NUMBER: _ClassVar[int]
    LIMIT_FIELD_NUMBER: _ClassVar[int]
    principal_id: str
    session_id: str
    limit: int
    def __init__(self, principal_id: _Optional[str] = ..., session_id: _Optional[str] = ..., limit: _Optional[int] = ...) -> None: ...

class ListDecisionsResponse(_message.Message):
    __slots__ = ("decisions",)
    DECISIONS_FIELD_NUMBER: _ClassVar[int]
    decisions: _containers.RepeatedCompositeFieldContainer[_common_pb2.TurnDecision]
    def __init__(self, decisions: _Optional[_Iterable[_Union[_common_pb2.TurnDecision, _Mapping]]] = ...) -> None: ...

class FitnessResult(_message.Message):
    __slots__ = ("bundle_sha256", "bundle_id", "scenario_set", "scenario_sha256", "verdict", "report_json", "recorded_at")
    BUNDLE_SHA256_FIELD_NUMBER: _ClassVar[int]
    BUNDLE_ID_FIELD_NUMBER: _ClassVar[int]
    SCENARIO_SET_FIELD_NUMBER: _ClassVar[int]
    SCENARIO_SHA256_FIELD_NUMBER: _ClassVar[int]
    VERDICT_FIELD_NUMBER: _ClassVar[int]
    REPORT_JSON_FIELD_NUMBER: _ClassVar[int]
    RECORDED_AT_FIELD_NUMBER: _ClassVar[int]
    bundle_sha256: str
    bundle_id: str
    scenario_set: str
    scenario_sha256: str
    verdict: str
    report_json: str
    recorded_at: _timestamp_pb2.Timestamp
    def __init__(self, bundle_sha256: _Optional[str] = ..., bundle_id: _Optional[str] = ..., scenario_set: _Optional[str] = ..., scenario_sha256: _Optional[str] = ..., verdict: _Optional[str] = ..., report_json: _Optional[str] = ..., recorded_at: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ...) -> None: ...

class RecordFitnessResponse(_message.Message):
    __slots__ = ("id",)
    ID_FIELD_NUMBER: _ClassVar[int]
    id: int
    def __init__(self, id: _Optional[int] = ...) -> None: ...

class ListFitnessRequest(_message.Message):
    __slots__ = ("bundle_sha256", "limit")
    BUNDLE_SHA256_FIELD_NUMBER: _ClassVar[int]
    LIMIT_FIELD_NUMBER: _ClassVar[int]
    bundle_sha256: str
    limit: int
    def __init__(self, bundle_sha256: _Optional[str] = ..., limit: _Optional[int] = ...) -> None: ...

class ListFitnessResponse(_message.Message):
    __slots__ = ("results",)
    RESULTS_FIELD_NUMBER: _ClassVar[int]
    results: _containers.RepeatedCompositeFieldContainer[FitnessResult]
    def __init__(self, results: _Optional[_Iterable[_Union[FitnessResult, _Mapping]]] = ...) -> None: ...

class SearchLogCandidate(_message.Message):
    __slots__ = ("record_id", "kind", "dense_score", "dense_rank", "dense_query_index", "lexical_score", "lexical_rank", "lexical_query_index", "lexical_terms_matched", "lexical_terms_total", "rrf_score", "recency_factor", "final_score", "pre_rank", "fused_rank", "tokens", "stage", "reason", "explanation")
    RECORD_ID_FIELD_NUMBER: _ClassVar[int]
    KIND_FIELD_NUMBER: _ClassVar[int]
    DENSE_SCORE_FIELD_NUMBER: _ClassVar[int]
    DENSE_RANK_FIELD_NUMBER: _ClassVar[int]
    DENSE_QUERY_INDEX_FIELD_NUMBER: _ClassVar[int]
    LEXICAL_SCORE_FIELD_NUMBER: _ClassVar[int]
    LEXICAL_RANK_FIELD_NUMBER: _ClassVar[int]
    LEXICAL_QUERY_INDEX_FIELD_NUMBER: _ClassVar[int]
    LEXICAL_TERMS_MATCHED_FIELD_NUMBER: _ClassVar[int]
    LEXICAL_TERMS_TOTAL_FIELD_NUMBER: _ClassVar[int]
    RRF_SCORE_FIELD_NUMBER: _ClassVar[int]
    RECENCY_FACTOR_FIELD_NUMBER: _ClassVar[int]
    FINAL_SCORE_FIELD_NUMBER: _ClassVar[int]
    PRE_RANK_FIELD_NUMBER: _ClassVar[int]
    FUSED_RANK_FIELD_NUMBER: _ClassVar[int]
    TOKENS_FIELD_NUMBER: _ClassVar[int]
    STAGE_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    EXPLANATION_FIELD_NUMBER: _ClassVar[int]
    record_id: str
    kind: str
    dense_score: float
    dense_rank: int
    dense_query_index: int
    lexical_score: float
    lexical_rank: int
    lexical_query_index: int
    lexical_terms_matched: int
    lexical_terms_total: int
    rrf_score: float
    recency_factor: float
    final_score: float
    pre_rank: int
    fused_rank: int
    tokens: int
    stage: str
    reason: str
    explanation: str
    def __init__(self, record_id: _Optional[str] = ..., kind: _Optional[str] = ..., dense_score: _Optional[float] = ..., dense_rank: _Optional[int] = ..., dense_query_index: _Optional[int] = ..., lexical_score: _Optional[float] = ..., lexical_rank: _Optional[int] = ..., lexical_query_index: _Optional[int] = ..., lexical_terms_matched: _Optional[int] = ..., lexical_terms_total: _Optional[int] = ..., rrf_score: _Optional[float] = ..., recency_factor: _Optional[float] = ..., final_score: _Optional[float] = ..., pre_rank: _Optional[int] = ..., fused_rank: _Optional[int] = ..., tokens: _Optional[int] = ..., stage: _Optional[str] = ..., reason: _Optional[str] = ..., explanation: _Optional[str] = ...) -> None: ...

class SearchLogExclusion(_message.Message):
    __slots__ = ("record_id", "reason")
    RECORD_ID_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    record_id: str
    reason: str
    def __init__(self, record_id: _Optional[str] = ..., reason: _Optional[str] = ...) -> None: ...

class SearchLogEntry(_message.Message):
    __slots__ = ("search_id", "principal_id", "queries", "context", "as_of", "searched_at", "k", "token_budget", "config_sha256", "index_seq", "index_kind", "eligible", "excluded", "candidates", "timings", "returned_record_ids")
    SEARCH_ID_FIELD_NUMBER: _ClassVar[int]
    PRINCIPAL_ID_FIELD_NUMBER: _ClassVar[int]
    QUERIES_FIELD_NUMBER: _ClassVar[int]
    CONTEXT_FIELD_NUMBER: _ClassVar[int]
    AS_OF_FIELD_NUMBER: _ClassVar[int]
    SEARCHED_AT_FIELD_NUMBER: _ClassVar[int]
    K_FIELD_NUMBER: _ClassVar[int]
    TOKEN_BUDGET_FIELD_NUMBER: _ClassVar[int]
    CONFIG_SHA256_FIELD_NUMBER: _ClassVar[int]
    INDEX_SEQ_FIELD_NUMBER: _ClassVar[int]
    INDEX_KIND_FIELD_NUMBER: _ClassVar[int]
    ELIGIBLE_FIELD_NUMBER: _ClassVar[int]
    EXCLUDED_FIELD_NUMBER: _ClassVar[int]
    CANDIDATES_FIELD_NUMBER: _ClassVar[int]
    TIMINGS_FIELD_NUMBER: _ClassVar[int]
    RETURNED_RECORD_IDS_FIELD_NUMBER: _ClassVar[int]
    search_id: str
    principal_id: str
    queries: _containers.RepeatedScalarFieldContainer[str]
    context: str
    as_of: _timestamp_pb2.Timestamp
    searched_at: _timestamp_pb2.Timestamp
    k: int
    token_budget: int
    config_sha256: str
    index_seq: int
    index_kind: str
    eligible: int
    excluded: _containers.RepeatedCompositeFieldContainer[SearchLogExclusion]
    candidates: _containers.RepeatedCompositeFieldContainer[SearchLogCandidate]
    timings: _containers.RepeatedCompositeFieldContainer[_common_pb2.Timing]
    returned_record_ids: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, search_id: _Optional[str] = ..., principal_id: _Optional[str] = ..., queries: _Optional[_Iterable[str]] = ..., context: _Optional[str] = ..., as_of: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., searched_at: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., k: _Optional[int] = ..., token_budget: _Optional[int] = ..., config_sha256: _Optional[str] = ..., index_seq: _Optional[int] = ..., index_kind: _Optional[str] = ..., eligible: _Optional[int] = ..., excluded: _Optional[_Iterable[_Union[SearchLogExclusion, _Mapping]]] = ..., candidates: _Optional[_Iterable[_Union[SearchLogCandidate, _Mapping]]] = ..., timings: _Optional[_Iterable[_Union[_common_pb2.Timing, _Mapping]]] = ..., returned_record_ids: _Optional[_Iterable[str]] = ...) -> None: ...

class LogSearchesRequest(_message.Message):
    __slots__ = ("entries",)
    ENTRIES_FIELD_NUMBER: _ClassVar[int]
    entries: _containers.RepeatedCompositeFieldContainer[SearchLogEntry]
    def __init__(self, entries: _Optional[_Iterable[_Union[SearchLogEntry, _Mapping]]] = ...) -> None: ...

class LogSearchesResponse(_message.Message):
    __slots__ = ("written",)
    WRITTEN_FIELD_NUMBER: _ClassVar[int]
    written: int
    def __init__(self, written: _Optional[int] = ...) -> None: ...

class GetSearchRequest(_message.Message):
    __slots__ = ("search_id", "principal_id")
    SEARCH_ID_FIELD_NUMBER: _ClassVar[int]
    PRINCIPAL_ID_FIELD_NUMBER: _ClassVar[int]
    search_id: str
    principal_id: str
    def __init__(self, search_id: _Optional[str] = ..., principal_id: _Optional[str] = ...) -> None: ...
