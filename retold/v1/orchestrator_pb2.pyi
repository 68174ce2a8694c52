import datetime

from google.protobuf import timestamp_pb2 as _timestamp_pb2
from retold.v1 import common_pb2 as _common_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class StartSessionRequest(_message.Message):
    __slots__ = ("principal_id", "session_id", "as_of")
    PRINCIPAL_ID_FIELD_NUMBER: _ClassVar[int]
    SESSION_ID_FIELD_NUMBER: _ClassVar[int]
    AS_OF_FIELD_NUMBER: _ClassVar[int]
    principal_id: str
    session_id: str
    as_of: _timestamp_pb2.Timestamp
    def __init__(self, principal_id: _Optional[str] = ..., session_id: _Optional[str] = ..., as_of: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ...) -> None: ...

class StartSessionResponse(_message.Message):
    __slots__ = ("session_id", "profile")
    SESSION_ID_FIELD_NUMBER: _ClassVar[int]
    PROFILE_FIELD_NUMBER: _ClassVar[int]
    session_id: str
    profile: _common_pb2.ProfileBlock
    def __init__(self, session_id: _Optional[str] = ..., profile: _Optional[_Union[_common_pb2.ProfileBlock, _Mapping]] = ...) -> None: ...

class EndSessionRequest(_message.Message):
    __slots__ = ("session_id",)
    SESSION_ID_FIELD_NUMBER: _ClassVar[int]
    session_id: str
    def __init__(self, session_id: _Optional[str] = ...) -> None: ...

class EndSessionResponse(_message.Message):
    __slots__ = ("turns",)
    TURNS_FIELD_NUMBER: _ClassVar[int]
    turns: int
    def __init__(self, turns: _Optional[int] = ...) -> None: ...

class TurnOptions(_message.Message):
    __slots__ = ("latency_budget_ms", "gap_enabled", "admission_mode", "shadow", "profile_enabled", "max_gaps", "max_candidates", "gap_timeout_ms", "admission_timeout_ms")
    LATENCY_BUDGET_MS_FIELD_NUMBER: _ClassVar[int]
    GAP_ENABLED_FIELD_NUMBER: _ClassVar[int]
    ADMISSION_MODE_FIELD_NUMBER: _ClassVar[int]
    SHADOW_FIELD_NUMBER: _ClassVar[int]
    PROFILE_ENABLED_FIELD_NUMBER: _ClassVar[int]
    MAX_GAPS_FIELD_NUMBER: _ClassVar[int]
    MAX_CANDIDATES_FIELD_NUMBER: _ClassVar[int]
    GAP_TIMEOUT_MS_FIELD_NUMBER: _ClassVar[int]
    ADMISSION_TIMEOUT_MS_FIELD_NUMBER: _ClassVar[int]
    latency_budget_ms: int
    gap_enabled: bool
    admission_mode: str
    shadow: bool
    profile_enabled: bool
    max_gaps: int
    max_candidates: int
    gap_timeout_ms: int
    admission_timeout_ms: int
    def __init__(self, latency_budget_ms: _Optional[int] = ..., gap_enabled: _Optional[bool] = ..., admission_mode: _Optional[str] = ..., shadow: _Optional[bool] = ..., profile_enabled: _Optional[bool] = ..., max_gaps: _Optional[int] = ..., max_candidates: _Optional[int] = ..., gap_timeout_ms: _Optional[int] = ..., admission_timeout_ms: _Optional[int] = ...) -> None: ...

class BeginTurnRequest(_message.Message):
    __slots__ = ("session_id", "turn", "public_context", "turn_ref", "options", "as_of")
    SESSION_ID_FIELD_NUMBER: _ClassVar[int]
    TURN_FIELD_NUMBER: _ClassVar[int]
    PUBLIC_CONTEXT_FIELD_NUMBER: _ClassVar[int]
    TURN_REF_FIELD_NUMBER: _ClassVar[int]
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    AS_OF_FIELD_NUMBER: _ClassVar[int]
    session_id: str
    turn: str
    public_context: str
    turn_ref: str
    options: TurnOptions
    as_of: _timestamp_pb2.Timestamp
    def __init__(self, session_id: _Optional[str] = ..., turn: _Optional[str] = ..., public_context: _Optional[str] = ..., turn_ref: _Optional[str] = ..., options: _Optional[_Union[TurnOptions, _Mapping]] = ..., as_of: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ...) -> None: ...

class BeginTurnResponse(_message.Message):
    __slots__ = ("turn_id", "profile", "recalled")
    TURN_ID_FIELD_NUMBER: _ClassVar[int]
    PROFILE_FIELD_NUMBER: _ClassVar[int]
    RECALLED_FIELD_NUMBER: _ClassVar[int]
    turn_id: str
    profile: _common_pb2.ProfileBlock
    recalled: _containers.RepeatedCompositeFieldContainer[_common_pb2.Record]
    def __init__(self, turn_id: _Optional[str] = ..., profile: _Optional[_Union[_common_pb2.ProfileBlock, _Mapping]] = ..., recalled: _Optional[_Iterable[_Union[_common_pb2.Record, _Mapping]]] = ...) -> None: ...

class SubmitDraftRequest(_message.Message):
    __slots__ = ("turn_id", "draft", "draft_latency_ms", "serving_model_id", "draft_ref", "final_ref")
    TURN_ID_FIELD_NUMBER: _ClassVar[int]
    DRAFT_FIELD_NUMBER: _ClassVar[int]
    DRAFT_LATENCY_MS_FIELD_NUMBER: _ClassVar[int]
    SERVING_MODEL_ID_FIELD_NUMBER: _ClassVar[int]
    DRAFT_REF_FIELD_NUMBER: _ClassVar[int]
    FINAL_REF_FIELD_NUMBER: _ClassVar[int]
    turn_id: str
    draft: str
    draft_latency_ms: float
    serving_model_id: str
    draft_ref: str
    final_ref: str
    def __init__(self, turn_id: _Optional[str] = ..., draft: _Optional[str] = ..., draft_latency_ms: _Optional[float] = ..., serving_model_id: _Optional[str] = ..., draft_ref: _Optional[str] = ..., final_ref: _Optional[str] = ...) -> None: ...

class AwaitPlanRequest(_message.Message):
    __slots__ = ("turn_id",)
    TURN_ID_FIELD_NUMBER: _ClassVar[int]
    turn_id: str
    def __init__(self, turn_id: _Optional[str] = ...) -> None: ...

class PlanStatus(_message.Message):
    __slots__ = ("turn_id", "draft_stands", "disposition", "reason", "decision_id", "gap_count")
    TURN_ID_FIELD_NUMBER: _ClassVar[int]
    DRAFT_STANDS_FIELD_NUMBER: _ClassVar[int]
    DISPOSITION_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    DECISION_ID_FIELD_NUMBER: _ClassVar[int]
    GAP_COUNT_FIELD_NUMBER: _ClassVar[int]
    turn_id: str
    draft_stands: bool
    disposition: _common_pb2.Disposition
    reason: str
    decision_id: str
    gap_count: int
    def __init__(self, turn_id: _Optional[str] = ..., draft_stands: _Optional[bool] = ..., disposition: _Optional[_Union[_common_pb2.Disposition, str]] = ..., reason: _Optional[str] = ..., decision_id: _Optional[str] = ..., gap_count: _Optional[int] = ...) -> None: ...

class TurnResult(_message.Message):
    __slots__ = ("decision_id", "disposition", "reason", "admitted", "gaps", "verdicts", "timings", "requested_budget_ms", "effective_budget_ms", "failures", "candidate_ids", "shadow")
    DECISION_ID_FIELD_NUMBER: _ClassVar[int]
    DISPOSITION_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    ADMITTED_FIELD_NUMBER: _ClassVar[int]
    GAPS_FIELD_NUMBER: _ClassVar[int]
    VERDICTS_FIELD_NUMBER: _ClassVar[int]
    TIMINGS_FIELD_NUMBER: _ClassVar[int]
    REQUESTED_BUDGET_MS_FIELD_NUMBER: _ClassVar[int]
    EFFECTIVE_BUDGET_MS_FIELD_NUMBER: _ClassVar[int]
    FAILURES_FIELD_NUMBER: _ClassVar[int]
    CANDIDATE_IDS_FIELD_NUMBER: _ClassVar[int]
    SHADOW_FIELD_NUMBER: _ClassVar[int]
    decision_id: str
    disposition: _common_pb2.Disposition
    reason: str
    admitted: _containers.RepeatedCompositeFieldContainer[_common_pb2.Record]
    gaps: _containers.RepeatedCompositeFieldContainer[_common_pb2.Gap]
    verdicts: _containers.RepeatedCompositeFieldContainer[_common_pb2.Verdict]
    timings: _containers.RepeatedCompositeFieldContainer[_common_pb2.Timing]
    requested_budget_ms: int
    effective_budget_ms: int
    failures: _containers.RepeatedCompositeFieldContainer[_common_pb2.StageFailure]
    candidate_ids: _containers.RepeatedScalarFieldContainer[str]
    shadow: bool
    def __init__(self, decision_id: _Optional[str] = ..., disposition: _Optional[_Union[_common_pb2.Disposition, str]] = ..., reason: _Optional[str] = ..., admitted: _Optional[_Iterable[_Union[_common_pb2.Record, _Mapping]]] = ..., gaps: _Optional[_Iterable[_Union[_common_pb2.Gap, _Mapping]]] = ..., verdicts: _Optional[_Iterable[_Union[_common_pb2.Verdict, _Mapping]]] = ..., timings: _Optional[_Iterable[_Union[_common_pb2.Timing, _Mapping]]] = ..., requested_budget_ms: _Optional[int] = ..., effective_budget_ms: _Optional[int] = ..., failures: _Optional[_Iterable[_Union[_common_pb2.StageFailure, _Mapping]]] = ..., candidate_ids: _Optional[_Iterable[str]] = ..., shadow: _Optional[bool] = ...) -> None: ...

class RunTurnRequest(_message.Message):
    __slots__ = ("session_id", "turn", "public_context", "turn_ref", "options", "as_of")
    SESSION_ID_FIELD_NUMBER: _ClassVar[int]
    TURN_FIELD_NUMBER: _ClassVar[int]
    PUBLIC_CONTEXT_FIELD_NUMBER: _ClassVar[int]
    TURN_REF_FIELD_NUMBER: _ClassVar[int]
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    AS_OF_FIELD_NUMBER: _ClassVar[int]
    session_id: str
    turn: str
    public_context: str
    turn_ref: str
    options: TurnOptions
    as_of: _timestamp_pb2.Timestamp
    def __init__(self, session_id: _Optional[str] = ..., turn: _Optional[str] = ..., public_context: _Optional[str] = ..., turn_ref: _Optional[str] = ..., options: _Optional[_Union[TurnOptions, _Mapping]] = ..., as_of: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ...) -> None: ...

class RunTurnResponse(_message.Message):
    __slots__ = ("answer", "draft", "result")
    ANSWER_FIELD_NUMBER: _ClassVar[int]
    DRAFT_FIELD_NUMBER: _ClassVar[int]
    RESULT_FIELD_NUMBER: _ClassVar[int]
    answer: str
    draft: str
    result: TurnResult
    def __init__(self, answer: _Optional[str] = ..., draft: _Optional[str] = ..., result: _Optional[_Union[TurnResult, _Mapping]] = ...) -> None: ...

class FlushDecisionsRequest(_message.Message):
    __slots__ = ("decision_ids",)
    DECISION_IDS_FIELD_NUMBER: _ClassVar[int]
    decision_ids: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, decision_ids: _Optional[_Iterable[str]] = ...) -> None: ...

class FlushDecisionsResponse(_message.Message):
    __slots__ = ("written", "unwritten_ids")
    WRITTEN_FIELD_NUMBER: _ClassVar[int]
    UNWRITTEN_IDS_FIELD_NUMBER: _ClassVar[int]
    written: int
    unwritten_ids: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, written: _Optional[int] = ..., unwritten_ids: _Optional[_Iterable[str]] = ...) -> None: ...
