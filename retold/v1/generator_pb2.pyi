from retold.v1 import common_pb2 as _common_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class GenerationPhase(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    GENERATION_PHASE_UNSPECIFIED: _ClassVar[GenerationPhase]
    GENERATION_PHASE_DRAFT: _ClassVar[GenerationPhase]
    GENERATION_PHASE_FINAL: _ClassVar[GenerationPhase]
GENERATION_PHASE_UNSPECIFIED: GenerationPhase
GENERATION_PHASE_DRAFT: GenerationPhase
GENERATION_PHASE_FINAL: GenerationPhase

class AdmittedRecord(_message.Message):
    __slots__ = ("record_id", "text", "event_time")
    RECORD_ID_FIELD_NUMBER: _ClassVar[int]
    TEXT_FIELD_NUMBER: _ClassVar[int]
    EVENT_TIME_FIELD_NUMBER: _ClassVar[int]
    record_id: str
    text: str
    event_time: str
    def __init__(self, record_id: _Optional[str] = ..., text: _Optional[str] = ..., event_time: _Optional[str] = ...) -> None: ...

class GenerateRequest(_message.Message):
    __slots__ = ("phase", "principal_id", "turn", "public_context", "profile", "admitted", "draft")
    PHASE_FIELD_NUMBER: _ClassVar[int]
    PRINCIPAL_ID_FIELD_NUMBER: _ClassVar[int]
    TURN_FIELD_NUMBER: _ClassVar[int]
    PUBLIC_CONTEXT_FIELD_NUMBER: _ClassVar[int]
    PROFILE_FIELD_NUMBER: _ClassVar[int]
    ADMITTED_FIELD_NUMBER: _ClassVar[int]
    DRAFT_FIELD_NUMBER: _ClassVar[int]
    phase: GenerationPhase
    principal_id: str
    turn: str
    public_context: str
    profile: _common_pb2.ProfileBlock
    admitted: _containers.RepeatedCompositeFieldContainer[AdmittedRecord]
    draft: str
    def __init__(self, phase: _Optional[_Union[GenerationPhase, str]] = ..., principal_id: _Optional[str] = ..., turn: _Optional[str] = ..., public_context: _Optional[str] = ..., profile: _Optional[_Union[_common_pb2.ProfileBlock, _Mapping]] = ..., admitted: _Optional[_Iterable[_Union[AdmittedRecord, _Mapping]]] = ..., draft: _Optional[str] = ...) -> None: ...

class GenerateResponse(_message.Message):
    __slots__ = ("text", "model_id")
    TEXT_FIELD_NUMBER: _ClassVar[int]
    MODEL_ID_FIELD_NUMBER: _ClassVar[int]
    text: str
    model_id: str
    def __init__(self, text: _Optional[str] = ..., model_id: _Optional[str] = ...) -> None: ...
