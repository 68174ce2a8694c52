"""Model-issued memory tools (memory_search, memory_write, memory_get,
memory_update, memory_forget), served by the orchestrator process.

They run through the relevance pipeline (retrieval Search, store writes) and
never through the utility path: no planning, no admission, no turn-decision
row, no session or turn state. The host names the principal; the model only
supplies the tool arguments.
"""

from __future__ import annotations

import json
import logging
from datetime import datetime

import grpc

from retold import errors
from retold.client import MEMORY_TOOLS
from retold.config import OrchestratorConfig
from retold.timeutil import dt_to_ts, ts_to_dt
from retold.v1 import common_pb2 as c
from retold.v1 import retrieval_pb2 as r
from retold.v1 import store_pb2 as s
from retold.v1 import tools_pb2 as tl
from retold.v1 import tools_pb2_grpc as tg

log = logging.getLogger("retold.orchestrator.tools")

SCHEMAS = {t["name"]: t["parameters"] for t in MEMORY_TOOLS}
KINDS = {"semantic": c.RECORD_KIND_SEMANTIC, "episodic": c.RECORD_KIND_EPISODIC,
         "procedural": c.RECORD_KIND_PROCEDURAL}
KIND_NAMES = {v: k for k, v in KINDS.items()}
MAX_ARGUMENTS_CHARS = 20000


def _parse_time(field: str, value: str) -> datetime:
    try:
        dt = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        raise errors.InvalidArgument(field, f"not an RFC 3339 date-time: {value!r}") from None
    if dt.tzinfo is None:
        raise errors.InvalidArgument(field, "needs a time zone offset (e.g. Z)")
    return dt


def validate_arguments(name: str, args) -> dict:
    """Checks a tool call's arguments against the tool's JSON schema (the subset
    the schemas use). INVALID_ARGUMENT names the argument, e.g. arguments.query."""
    schema = SCHEMAS.get(name)
    if schema is None:
        raise errors.InvalidArgument("name", f"unknown tool {name!r}; one of {', '.join(SCHEMAS)}")
    if not isinstance(args, dict):
        raise errors.InvalidArgument("arguments", "must be a JSON object")
    props = schema["properties"]
    for key in args:
        if key not in props:
            raise errors.InvalidArgument(f"arguments.{key}", f"is not an argument of {name}")
    for key in schema.get("required", []):
        if key not in args:
            raise errors.InvalidArgument(f"arguments.{key}", "is required")
    out = {}
    for key, spec in props.items():
        if key not in args:
            if "default" in spec:
                out[key] = spec["default"]
            continue
        v, f = args[key], f"arguments.{key}"
        kind = spec["type"]
        if kind == "string":
            if not isinstance(v, str):
                raise errors.InvalidArgument(f, "must be a string")
            if len(v.strip()) < spec.get("minLength", 0):
                raise errors.InvalidArgument(f, "must not be empty")
            if len(v) > spec.get("maxLength", 10**9):
                raise errors.InvalidArgument(f, f"longer than {spec['maxLength']} characters")
            if "enum" in spec and v not in spec["enum"]:
                raise errors.InvalidArgument(f, f"must be one of {', '.join(spec['enum'])}")
            if spec.get("format") == "date-time":
                v = _parse_time(f, v)
        elif kind == "integer":
            if isinstance(v, bool) or not isinstance(v, int):
                raise errors.InvalidArgument(f, "must be an integer")
            if not spec.get("minimum", -10**18) <= v <= spec.get("maximum", 10**18):
                raise errors.InvalidArgument(f, f"must be between {spec['minimum']} and {spec['maximum']}")
        elif kind == "boolean":
            if not isinstance(v, bool):
                raise errors.InvalidArgument(f, "must be true or false")
        out[key] = v
    return out


def record_json(rec: c.Record) -> dict:
    """A record as the model sees it: text and provenance, nothing internal."""
    out = {"id": rec.id, "text": rec.text, "kind": KIND_NAMES.get(rec.kind, "semantic"),
           "status": "confirmed" if rec.status == c.RECORD_STATUS_CONFIRMED else "unconfirmed",
           "lifecycle": c.Lifecycle.Name(rec.lifecycle).removeprefix("LIFECYCLE_").lower()}
    for key in ("event_time", "expires_at", "created_at"):
        if rec.HasField(key):
            out[key] = getattr(rec, key).ToJsonString()
    if rec.supersedes:
        out["supersedes"] = rec.supersedes
    if rec.superseded_by:
        out["superseded_by"] = rec.superseded_by
    return out


class ToolsCore:
    def __init__(self, cfg: OrchestratorConfig, store, retrieval) -> None:
        self.cfg, self.store, self.retrieval = cfg, store, retrieval
        self.calls = 0

    def _check_enabled(self) -> None:
        if self.cfg.trigger_mode == "auto":
            raise errors.FailedPrecondition("orchestrator.trigger_mode=auto serves no model-issued memory tools "
                                            "(use tool_only or hybrid)")

    @staticmethod
    def _principal(principal_id: str) -> None:
        if not principal_id:
            raise errors.InvalidArgument("principal_id", "must not be empty")

    @staticmethod
    def _actor(session_id: str) -> str:
        return f"model-tool:{session_id}" if session_id else "model-tool"

    async def _relay(self, what: str, coro, fields: dict[str, str]):
        """Runs a downstream call; maps its status back with the caller's field names."""
        try:
            return await coro
        except grpc.aio.AioRpcError as exc:
            code, detail = exc.code(), exc.details() or ""
            if code == grpc.StatusCode.INVALID_ARGUMENT:
                field, _, problem = detail.partition(": ")
                raise errors.InvalidArgument(fields.get(field, field), problem or detail) from None
            if code == grpc.StatusCode.NOT_FOUND:
                raise errors.NotFound(detail) from None
            if code == grpc.StatusCode.FAILED_PRECONDITION:
                raise errors.FailedPrecondition(detail) from None
            if code == grpc.StatusCode.DEADLINE_EXCEEDED:
                raise errors.DeadlineExceeded(f"{what} did not answer in time") from None
            raise errors.Unavailable(f"{what}: {code.name}") from None

    async def search(self, principal_id: str, query: str, k: int, as_of: datetime | None = None) -> tl.MemorySearchResponse:
        self._check_enabled()
        self._principal(principal_id)
        if not query.strip():
            raise errors.InvalidArgument("query", "must not be empty")
        if len(query) > 2000:
            raise errors.InvalidArgument("query", "longer than 2000 characters")
        if not 0 <= k <= 20:
            raise errors.InvalidArgument("k", "must be between 1 and 20 (0 = 5)")
        req = r.SearchRequest(principal_id=principal_id, queries=[query], k=k or 5, context="memory_search")
        if as_of is not None:
            req.as_of.CopyFrom(dt_to_ts(as_of))
        res = await self._relay("retrieval", self.retrieval.Search(req, timeout=self.cfg.retrieval_timeout_ms / 1000),
                                {"principal_id": "principal_id", "queries": "query"})
        self.calls += 1
        hits = [cd for cd in res.candidates if cd.record.principal_id == principal_id]
        return tl.MemorySearchResponse(search_id=res.search_id, results=hits)

    async def write(self, principal_id: str, text: str, kind: int, event_time: datetime | None,
                    expires_at: datetime | None, user_stated: bool, session_id: str) -> c.Record:
        self._check_enabled()
        self._principal(principal_id)
        if kind not in (0, *KIND_NAMES):
            raise errors.InvalidArgument("kind", f"unknown value {kind}")
        rec = c.Record(text=text, kind=kind or c.RECORD_KIND_SEMANTIC,
                       status=c.RECORD_STATUS_CONFIRMED if user_stated else c.RECORD_STATUS_UNCONFIRMED)
        if event_time is not None:
            rec.event_time.CopyFrom(dt_to_ts(event_time))
        if expires_at is not None:
            rec.expires_at.CopyFrom(dt_to_ts(expires_at))
        out = await self._relay("store", self.store.Remember(
            s.RememberRequest(principal_id=principal_id, record=rec, actor=self._actor(session_id)),
            timeout=self.cfg.store_timeout_ms / 1000),
            {"record.text": "text", "record.event_time": "event_time", "record.expires_at": "expires_at",
             "record.kind": "kind"})
        self.calls += 1
        return out

    async def get(self, principal_id: str, record_id: str) -> c.Record:
        self._check_enabled()
        self._principal(principal_id)
        if not record_id:
            raise errors.InvalidArgument("record_id", "must not be empty")
        out = await self._relay("store", self.store.Get(s.GetRequest(principal_id=principal_id, record_id=record_id),
                                                        timeout=self.cfg.store_timeout_ms / 1000), {})
        self.calls += 1
        return out

    async def update(self, principal_id: str, record_id: str, text: str, session_id: str) -> c.Record:
        old = await self.get(principal_id, record_id)
        new = c.Record(text=text, kind=old.kind, status=old.status, about_principal=old.about_principal,
                       supersedes=record_id)
        if old.HasField("expires_at"):
            new.expires_at.CopyFrom(old.expires_at)
        out = await self._relay("store", self.store.Supersede(
            s.SupersedeRequest(principal_id=principal_id, old_record_id=record_id, record=new,
                               actor=self._actor(session_id)), timeout=self.cfg.store_timeout_ms / 1000),
            {"record.text": "text", "old_record_id": "record_id"})
        return out

    async def forget(self, principal_id: str, record_id: str, reason: str, session_id: str) -> c.Record:
        self._check_enabled()
        self._principal(principal_id)
        if not record_id:
            raise errors.InvalidArgument("record_id", "must not be empty")
        out = await self._relay("store", self.store.Forget(
            s.ForgetRequest(principal_id=principal_id, record_id=record_id, reason=reason or "memory_forget",
                            actor=self._actor(session_id)), timeout=self.cfg.store_timeout_ms / 1000), {})
        self.calls += 1
        return out

    async def call(self, principal_id: str, name: str, arguments_json: str, session_id: str) -> dict:
        """One tool call as the model wrote it; returns the JSON result for the model."""
        self._check_enabled()
        self._principal(principal_id)
        if len(arguments_json) > MAX_ARGUMENTS_CHARS:
            raise errors.InvalidArgument("arguments_json", f"longer than {MAX_ARGUMENTS_CHARS} characters")
        try:
            raw = json.loads(arguments_json or "{}")
        except json.JSONDecodeError as exc:
            raise errors.InvalidArgument("arguments_json", f"not valid JSON ({exc.msg})") from None
        a = validate_arguments(name, raw)
        # Argument names in errors from below are already the tool's own; prefix them.
        try:
            if name == "memory_search":
                res = await self.search(principal_id, a["query"], a["k"])
                return {"search_id": res.search_id,
                        "results": [record_json(cd.record) | {"score": round(cd.fused_score, 6)}
                                    for cd in res.results]}
            if name == "memory_write":
                rec = await self.write(principal_id, a["text"], KINDS[a["kind"]], a.get("event_time"),
                                       a.get("expires_at"), a["user_stated"], session_id)
                return {"record": record_json(rec)}
            if name == "memory_get":
                return {"record": record_json(await self.get(principal_id, a["record_id"]))}
            if name == "memory_update":
                rec = await self.update(principal_id, a["record_id"], a["text"], session_id)
                return {"record": record_json(rec), "superseded": a["record_id"]}
            rec = await self.forget(principal_id, a["record_id"], a.get("reason", ""), session_id)
            return {"forgotten": rec.id}
        except errors.InvalidArgument as exc:
            if exc.field in ("principal_id",) or exc.field.startswith("arguments"):
                raise
            raise errors.InvalidArgument(f"arguments.{exc.field}", exc.message.split(": ", 1)[-1]) from None


def _opt_time(msg, name: str):
    return ts_to_dt(getattr(msg, name), msg.HasField(name))


@errors.map_errors
class MemoryToolsServicer(tg.MemoryToolsServicer):
    def __init__(self, core: ToolsCore) -> None:
        self.core = core

    async def ListTools(self, request, context):
        return tl.ListToolsResponse(tools=[
            tl.ToolSchema(name=t["name"], description=t["description"],
                          parameters_json=json.dumps(t["parameters"], sort_keys=True)) for t in MEMORY_TOOLS])

    async def CallTool(self, request, context):
        result = await self.core.call(request.principal_id, request.name, request.arguments_json, request.session_id)
        return tl.CallToolResponse(result_json=json.dumps(result, sort_keys=True))

    async def MemorySearch(self, request, context):
        return await self.core.search(request.principal_id, request.query, request.k, _opt_time(request, "as_of"))

    async def MemoryWrite(self, request, context):
        return await self.core.write(request.principal_id, request.text, request.kind,
                                     _opt_time(request, "event_time"), _opt_time(request, "expires_at"),
                                     request.user_stated, request.session_id)

    async def MemoryGet(self, request, context):
        return await self.core.get(request.principal_id, request.record_id)

    async def MemoryUpdate(self, request, context):
        return await self.core.update(request.principal_id, request.record_id, request.text, request.session_id)

    async def MemoryForget(self, request, context):
        return await self.core.forget(request.principal_id, request.record_id, request.reason, request.session_id)
