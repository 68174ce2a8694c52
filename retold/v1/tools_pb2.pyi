import datetime

from google.protobuf import timestamp_pb2 as _timestamp_pb2
from retold.v1 import common_pb2 as _common_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class ListToolsRequest(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class ToolSchema(_message.Message):
    __slots__ = ("name", "description", "parameters_json")
    NAME_FIELD_NUMBER: _ClassVar[int]
    DESCRIPTION_FIELD_NUMBER: _ClassVar[int]
    PARAMETERS_JSON_FIELD_NUMBER: _ClassVar[int]
    name: str
    description: str
    parameters_json: str
    def __init__(self, name: _Optional[str] = ..., description: _Optional[str] = ..., parameters_json: _Optional[str] = ...) -> None: ...

class ListToolsResponse(_message.Message):
    __slots__ = ("tools",)
    TOOLS_FIELD_NUMBER: _ClassVar[int]
    tools: _containers.RepeatedCompositeFieldContainer[ToolSchema]
    def __init__(self, tools: _Optional[_Iterable[_Union[ToolSchema, _Mapping]]] = ...) -> None: ...

class CallToolRequest(_message.Message):
    __slots__ = ("principal_id", "name", "arguments_json", "session_id")
    PRINCIPAL_ID_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    ARGUMENTS_JSON_FIELD_NUMBER: _ClassVar[int]
    SESSION_ID_FIELD_NUMBER: _ClassVar[int]
    principal_id: str
    name: str
    arguments_json: str
    session_id: str
    def __init__(self, principal_id: _Optional[str] = ..., name: _Optional[str] = ..., arguments_json: _Optional[str] = ..., session_id: _Optional[str] = ...) -> None: ...

class CallToolResponse(_message.Message):
    __slots__ = ("result_json",)
    RESULT_JSON_FIELD_NUMBER: _ClassVar[int]
    result_json: str
    def __init__(self, result_json: _Optional[str] = ...) -> None: ...

class MemorySearchRequest(_message.Message):
    __slots__ = ("principal_id", "query", "k", "as_of")
    PRINCIPAL_ID_FIELD_NUMBER: _ClassVar[int]
    QUERY_FIELD_NUMBER: _ClassVar[int]
    K_FIELD_NUMBER: _ClassVar[int]
    AS_OF_FIELD_NUMBER: _ClassVar[int]
    principal_id: str
    query: str
    k: int
    as_of: _timestamp_pb2.Timestamp
    def __init__(self, principal_id: _Optional[str] = ..., query: _Optional[str] = ..., k: _Optional[int] = ..., as_of: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ...) -> None: ...

class MemorySearchResponse(_message.Message):
    __slots__ = ("search_id", "results")
    SEARCH_ID_FIELD_NUMBER: _ClassVar[int]
    RESULTS_FIELD_NUMBER: _ClassVar[int]
    search_id: str
    results: _containers.RepeatedCompositeFieldContainer[_common_pb2.Candidate]
    def __init__(self, search_id: _Optional[str] = ..., results: _Optional[_Iterable[_Union[_common_pb2.Candidate, _Mapping]]] = ...) -> None: ...

class MemoryWriteRequest(_message.Message):
    __slots__ = ("principal_id", "text", "kind", "event_time", "expires_at", "user_stated", "session_id")
    PRINCIPAL_ID_FIELD_NUMBER: _ClassVar[int]
    TEXT_FIELD_NUMBER: _ClassVar[int]
    KIND_FIELD_NUMBER: _ClassVar[int]
    EVENT_TIME_FIELD_NUMBER: _ClassVar[int]
    EXPIRES_AT_FIELD_NUMBER: _ClassVar[int]
    USER_STATED_FIELD_NUMBER: _ClassVar[int]
    SESSION_ID_FIELD_NUMBER: _ClassVar[int]
    principal_id: str
    text: str
    kind: _common_pb2.RecordKind
    event_time: _timestamp_pb2.Timestamp
    expires_at: _timestamp_pb2.Timestamp
    user_stated: bool
    session_id: str
    def __init__(self, principal_id: _Optional[str] = ..., text: _Optional[str] = ..., kind: _Optional[_Union[_common_pb2.RecordKind, str]] = ..., event_time: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., expires_at: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., user_stated: _Optional[bool] = ..., session_id: _Optional[str] = ...) -> None: ...

class MemoryGetRequest(_message.Message):
    __slots__ = ("principal_id", "record_id")
    PRINCIPAL_ID_FIELD_NUMBER: _ClassVar[int]
    RECORD_ID_FIELD_NUMBER: _ClassVar[int]
    principal_id: str
    record_id: str
    def __init__(self, principal_id: _Optional[str] = ..., record_id: _Optional[str] = ...) -> None: ...

class MemoryUpdateRequest(_message.Message):
    __slots__ = ("principal_id", "record_id", "text", "session_id")
    PRINCIPAL_ID_FIELD_NUMBER: _ClassVar[int]
    RECORD_ID_FIELD_NUMBER: _ClassVar[int]
    TEXT_FIELD_NUMBER: _ClassVar[int]
    SESSION_ID_FIELD_NUMBER: _ClassVar[int]
    principal_id: str
    record_id: str
    text: str
    session_id: str
    def __init__(self, principal_id: _Optional[str] = ..., record_id: _Optional[str] = ..., text: _Optional[str] = ..., session_id: _Optional[str] = ...) -> None: ...

class MemoryForgetRequest(_message.Message):
    __slots__ = ("principal_id", "record_id", "reason", "session_id")
    PRINCIPAL_ID_FIELD_NUMBER: _ClassVar[int]
    RECORD_ID_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    SESSION_ID_FIELD_NUMBER: _ClassVar[int]
    principal_id: str
    record_id: str
    reason: str
    session_id: str
    def __init__(self, principal_id: _Optional[str] = ..., record_id: _Optional[str] = ..., reason: _Optional[str] = ..., session_id: _Optional[str] = ...) -> None: ...
