import datetime

from google.protobuf import timestamp_pb2 as _timestamp_pb2
from retold.v1 import common_pb2 as _common_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class SearchRequest(_message.Message):
    __slots__ = ("principal_id", "queries", "k", "context", "as_of", "token_budget")
    PRINCIPAL_ID_FIELD_NUMBER: _ClassVar[int]
    QUERIES_FIELD_NUMBER: _ClassVar[int]
    K_FIELD_NUMBER: _ClassVar[int]
    CONTEXT_FIELD_NUMBER: _ClassVar[int]
    AS_OF_FIELD_NUMBER: _ClassVar[int]
    TOKEN_BUDGET_FIELD_NUMBER: _ClassVar[int]
    principal_id: str
    queries: _containers.RepeatedScalarFieldContainer[str]
    k: int
    context: str
    as_of: _timestamp_pb2.Timestamp
    token_budget: int
    def __init__(self, principal_id: _Optional[str] = ..., queries: _Optional[_Iterable[str]] = ..., k: _Optional[int] = ..., context: _Optional[str] = ..., as_of: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., token_budget: _Optional[int] = ...) -> None: ...

class SearchResponse(_message.Message):
    __slots__ = ("search_id", "candidates", "timing", "index_seq")
    SEARCH_ID_FIELD_NUMBER: _ClassVar[int]
    CANDIDATES_FIELD_NUMBER: _ClassVar[int]
    TIMING_FIELD_NUMBER: _ClassVar[int]
    INDEX_SEQ_FIELD_NUMBER: _ClassVar[int]
    search_id: str
    candidates: _containers.RepeatedCompositeFieldContainer[_common_pb2.Candidate]
    timing: _common_pb2.Timing
    index_seq: int
    def __init__(self, search_id: _Optional[str] = ..., candidates: _Optional[_Iterable[_Union[_common_pb2.Candidate, _Mapping]]] = ..., timing: _Optional[_Union[_common_pb2.Timing, _Mapping]] = ..., index_seq: _Optional[int] = ...) -> None: ...

class ReindexRequest(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class ReindexResponse(_message.Message):
    __slots__ = ("principals", "records", "embedded", "index_seq", "elapsed_ms")
    PRINCIPALS_FIELD_NUMBER: _ClassVar[int]
    RECORDS_FIELD_NUMBER: _ClassVar[int]
    EMBEDDED_FIELD_NUMBER: _ClassVar[int]
    INDEX_SEQ_FIELD_NUMBER: _ClassVar[int]
    ELAPSED_MS_FIELD_NUMBER: _ClassVar[int]
    principals: int
    records: int
    embedded: int
    index_seq: int
    elapsed_ms: float
    def __init__(self, principals: _Optional[int] = ..., records: _Optional[int] = ..., embedded: _Optional[int] = ..., index_seq: _Optional[int] = ..., elapsed_ms: _Optional[float] = ...) -> None: ...
