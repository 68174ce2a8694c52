from retold.v1 import common_pb2 as _common_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class PlanRequest(_message.Message):
    __slots__ = ("turn", "public_context", "profile", "inventory", "max_gaps")
    TURN_FIELD_NUMBER: _ClassVar[int]
    PUBLIC_CONTEXT_FIELD_NUMBER: _ClassVar[int]
    PROFILE_FIELD_NUMBER: _ClassVar[int]
    INVENTORY_FIELD_NUMBER: _ClassVar[int]
    MAX_GAPS_FIELD_NUMBER: _ClassVar[int]
    turn: str
    public_context: str
    profile: _common_pb2.ProfileBlock
    inventory: _containers.RepeatedCompositeFieldContainer[_common_pb2.InventoryEntry]
    max_gaps: int
    def __init__(self, turn: _Optional[str] = ..., public_context: _Optional[str] = ..., profile: _Optional[_Union[_common_pb2.ProfileBlock, _Mapping]] = ..., inventory: _Optional[_Iterable[_Union[_common_pb2.InventoryEntry, _Mapping]]] = ..., max_gaps: _Optional[int] = ...) -> None: ...

class GapDecision(_message.Message):
    __slots__ = ("gaps", "status", "policy", "timing", "rationale")
    GAPS_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    POLICY_FIELD_NUMBER: _ClassVar[int]
    TIMING_FIELD_NUMBER: _ClassVar[int]
    RATIONALE_FIELD_NUMBER: _ClassVar[int]
    gaps: _containers.RepeatedCompositeFieldContainer[_common_pb2.Gap]
    status: _common_pb2.PolicyStatus
    policy: _common_pb2.ComponentIdentity
    timing: _common_pb2.Timing
    rationale: str
    def __init__(self, gaps: _Optional[_Iterable[_Union[_common_pb2.Gap, _Mapping]]] = ..., status: _Optional[_Union[_common_pb2.PolicyStatus, str]] = ..., policy: _Optional[_Union[_common_pb2.ComponentIdentity, _Mapping]] = ..., timing: _Optional[_Union[_common_pb2.Timing, _Mapping]] = ..., rationale: _Optional[str] = ...) -> None: ...
