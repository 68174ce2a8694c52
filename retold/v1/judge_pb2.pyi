import datetime

from google.protobuf import timestamp_pb2 as _timestamp_pb2
from retold.v1 import common_pb2 as _common_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class AdmitRequest(_message.Message):
    __slots__ = ("turn", "public_context", "profile", "draft", "candidates", "gaps", "as_of")
    TURN_FIELD_NUMBER: _ClassVar[int]
    PUBLIC_CONTEXT_FIELD_NUMBER: _ClassVar[int]
    PROFILE_FIELD_NUMBER: _ClassVar[int]
    DRAFT_FIELD_NUMBER: _ClassVar[int]
    CANDIDATES_FIELD_NUMBER: _ClassVar[int]
    GAPS_FIELD_NUMBER: _ClassVar[int]
    AS_OF_FIELD_NUMBER: _ClassVar[int]
    turn: str
    public_context: str
    profile: _common_pb2.ProfileBlock
    draft: str
    candidates: _containers.RepeatedCompositeFieldContainer[_common_pb2.Candidate]
    gaps: _containers.RepeatedCompositeFieldContainer[_common_pb2.Gap]
    as_of: _timestamp_pb2.Timestamp
    def __init__(self, turn: _Optional[str] = ..., public_context: _Optional[str] = ..., profile: _Optional[_Union[_common_pb2.ProfileBlock, _Mapping]] = ..., draft: _Optional[str] = ..., candidates: _Optional[_Iterable[_Union[_common_pb2.Candidate, _Mapping]]] = ..., gaps: _Optional[_Iterable[_Union[_common_pb2.Gap, _Mapping]]] = ..., as_of: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ...) -> None: ...

class AdmissionDecision(_message.Message):
    __slots__ = ("admitted_record_ids", "verdicts", "status", "policy", "timing", "follow_up_queries")
    ADMITTED_RECORD_IDS_FIELD_NUMBER: _ClassVar[int]
    VERDICTS_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    POLICY_FIELD_NUMBER: _ClassVar[int]
    TIMING_FIELD_NUMBER: _ClassVar[int]
    FOLLOW_UP_QUERIES_FIELD_NUMBER: _ClassVar[int]
    admitted_record_ids: _containers.RepeatedScalarFieldContainer[str]
    verdicts: _containers.RepeatedCompositeFieldContainer[_common_pb2.Verdict]
    status: _common_pb2.PolicyStatus
    policy: _common_pb2.ComponentIdentity
    timing: _common_pb2.Timing
    follow_up_queries: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, admitted_record_ids: _Optional[_Iterable[str]] = ..., verdicts: _Optional[_Iterable[_Union[_common_pb2.Verdict, _Mapping]]] = ..., status: _Optional[_Union[_common_pb2.PolicyStatus, str]] = ..., policy: _Optional[_Union[_common_pb2.ComponentIdentity, _Mapping]] = ..., timing: _Optional[_Union[_common_pb2.Timing, _Mapping]] = ..., follow_up_queries: _Optional[_Iterable[str]] = ...) -> None: ...
