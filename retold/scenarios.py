"""Scenario files (``retold.scenarios/v1``): loading and validation.

Validation errors name the path inside the file, e.g. ``turns[12].required[0]``.
Scoring labels are kept apart from what is sent to services.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from retold.hashing import sha256_json
from retold.timeutil import parse_iso

SCHEMA = "retold.scenarios/v1"
KINDS = ("semantic", "episodic", "procedural")
TURN_KINDS = ("explicit", "implicit", "ordinary")
EXPECTED = ("promote", "conditional", "review")
DEFAULT_THRESHOLDS = {"ordinary_injection_max": 0.05, "explicit_recall_min": 0.90, "implicit_recall_min": 0.75,
                      "helpful_precision_min": 0.95, "unsafe_max": 0}


class ScenarioError(ValueError):
    def __init__(self, path: str, problem: str) -> None:
        super().__init__(f"{path}: {problem}")
        self.path = path


@dataclass
class SRecord:
    id: str
    principal: str
    text: str
    kind: str
    attribute: str
    about_principal: bool
    evidence_ref: str | None
    evidence_quote: str | None
    status: str
    event_time: datetime | None
    expires_at: datetime | None
    supersedes: str | None
    conflicts_with: list[str]
    labels: list[str]


@dataclass
class SPrincipal:
    id: str
    transcript: list[dict]
    records: list[SRecord]
    promotion_expectations: list[tuple[str, str]]


@dataclass
class STurn:
    id: str
    principal: str
    session: str
    text: str
    public_context: str | None
    baseline_draft: str
    kind: str
    tags: list[str]
    required: list[str]
    helpful: list[str]
    forbidden: list[str]


@dataclass
class ScenarioSet:
    name: str
    sha256: str
    now: datetime
    principals: list[SPrincipal]
    turns: list[STurn]
    thresholds: dict[str, float]
    records: dict[tuple[str, str], SRecord] = field(default_factory=dict)

    def owner_of(self, record_id: str, prefer: str) -> str | None:
        if (prefer, record_id) in self.records:
            return prefer
        for (pid, rid) in self.records:
            if rid == record_id:
                return pid
        return None


def _get(obj: dict, key: str, path: str, types, required: bool = True, allow_none: bool = False):
    if key not in obj:
        if required:
            raise ScenarioError(f"{path}.{key}" if path else key, "is required")
        return None
    value = obj[key]
    if value is None and allow_none:
        return None
    if not isinstance(value, types) or (isinstance(value, bool) and bool not in (types if isinstance(types, tuple) else (types,))):
        raise ScenarioError(f"{path}.{key}" if path else key, f"must be {getattr(types, '__name__', types)}")
    return value


def _str_list(obj: dict, key: str, path: str) -> list[str]:
    value = _get(obj, key, path, list, required=False) or []
    for i, item in enumerate(value):
        if not isinstance(item, str) or not item:
            raise ScenarioError(f"{path}.{key}[{i}]", "must be a non-empty string")
    return list(value)


def _time(obj: dict, key: str, path: str) -> datetime | None:
    value = _get(obj, key, path, str, required=False, allow_none=True)
    if value is None:
        return None
    try:
        return parse_iso(value)
    except ValueError:
        raise ScenarioError(f"{path}.{key}", "is not an ISO 8601 time") from None


def parse(doc: dict) -> ScenarioSet:
    if not isinstance(doc, dict):
        raise ScenarioError("$", "must be a JSON object")
    if doc.get("schema") != SCHEMA:
        raise ScenarioError("schema", f"must be {SCHEMA!r}")
    name = _get(doc, "name", "", str)
    principals_raw = _get(doc, "principals", "", list)
    turns_raw = _get(doc, "turns", "", list)
    principals: list[SPrincipal] = []
    records: dict[tuple[str, str], SRecord] = {}
    pids: set[str] = set()
    for i, p in enumerate(principals_raw):
        path = f"principals[{i}]"
        if not isinstance(p, dict):
            raise ScenarioError(path, "must be an object")
        pid = _get(p, "id", path, str)
        if not pid or pid in pids:
            raise ScenarioError(f"{path}.id", "must be a unique non-empty string")
        pids.add(pid)
        transcript = []
        refs = set()
        for k, t in enumerate(_get(p, "transcript", path, list, required=False) or []):
            tpath = f"{path}.transcript[{k}]"
            if not isinstance(t, dict):
                raise ScenarioError(tpath, "must be an object")
            ref = _get(t, "ref", tpath, str)
            role = _get(t, "role", tpath, str)
            if role not in ("user", "assistant"):
                raise ScenarioError(f"{tpath}.role", "must be 'user' or 'assistant'")
            transcript.append({"ref": ref, "role": role, "text": _get(t, "text", tpath, str)})
            refs.add(ref)
        recs = []
        for k, r in enumerate(_get(p, "records", path, list, required=False) or []):
            rpath = f"{path}.records[{k}]"
            if not isinstance(r, dict):
                raise ScenarioError(rpath, "must be an object")
            rid = _get(r, "id", rpath, str)
            if not rid or (pid, rid) in records:
                raise ScenarioError(f"{rpath}.id", "must be a unique non-empty string")
            kind = _get(r, "kind", rpath, str)
            if kind not in KINDS:
                raise ScenarioError(f"{rpath}.kind", f"must be one of {', '.join(KINDS)}")
            status = _get(r, "status", rpath, str, required=False) or "unconfirmed"
            if status not in ("confirmed", "unconfirmed"):
                raise ScenarioError(f"{rpath}.status", "must be 'confirmed' or 'unconfirmed'")
            text = _get(r, "text", rpath, str)
            if not text.strip():
                raise ScenarioError(f"{rpath}.text", "must not be empty")
            rec = SRecord(
                id=rid, principal=pid, text=text, kind=kind,
                attribute=_get(r, "attribute", rpath, str, required=False, allow_none=True) or "",
                about_principal=bool(_get(r, "about_principal", rpath, bool, required=False)),
                evidence_ref=_get(r, "evidence_ref", rpath, str, required=False, allow_none=True),
                evidence_quote=_get(r, "evidence_quote", rpath, str, required=False, allow_none=True),
                status=status, event_time=_time(r, "event_time", rpath), expires_at=_time(r, "expires_at", rpath),
                supersedes=_get(r, "supersedes", rpath, str, required=False, allow_none=True),
                conflicts_with=_str_list(r, "conflicts_with", rpath), labels=_str_list(r, "labels", rpath),
            )
            records[(pid, rid)] = rec
            recs.append(rec)
        for k, rec in enumerate(recs):
            if rec.supersedes and (pid, rec.supersedes) not in records:
                raise ScenarioError(f"{path}.records[{k}].supersedes", f"no record {rec.supersedes!r} of {pid}")
            for m, cid in enumerate(rec.conflicts_with):
                if (pid, cid) not in records:
                    raise ScenarioError(f"{path}.records[{k}].conflicts_with[{m}]", f"no record {cid!r} of {pid}")
        expectations = []
        for k, e in enumerate(_get(p, "promotion_expectations", path, list, required=False) or []):
            epath = f"{path}.promotion_expectations[{k}]"
            if not isinstance(e, dict):
                raise ScenarioError(epath, "must be an object")
            rid = _get(e, "record", epath, str)
            if (pid, rid) not in records:
                raise ScenarioError(f"{epath}.record", f"no record {rid!r} of {pid}")
            expected = _get(e, "expected", epath, str)
            if expected not in EXPECTED:
                raise ScenarioError(f"{epath}.expected", f"must be one of {', '.join(EXPECTED)}")
            expectations.append((rid, expected))
        principals.append(SPrincipal(pid, transcript, recs, expectations))
    all_ids = {rid for _, rid in records}
    turns: list[STurn] = []
    tids: set[str] = set()
    for i, t in enumerate(turns_raw):
        path = f"turns[{i}]"
        if not isinstance(t, dict):
            raise ScenarioError(path, "must be an object")
        tid = _get(t, "id", path, str)
        if not tid or tid in tids:
            raise ScenarioError(f"{path}.id", "must be a unique non-empty string")
        tids.add(tid)
        pid = _get(t, "principal", path, str)
        if pid not in pids:
            raise ScenarioError(f"{path}.principal", f"unknown principal {pid!r}")
        kind = _get(t, "kind", path, str)
        if kind not in TURN_KINDS:
            raise ScenarioError(f"{path}.kind", f"must be one of {', '.join(TURN_KINDS)}")
        text = _get(t, "text", path, str)
        if not text.strip():
            raise ScenarioError(f"{path}.text", "must not be empty")
        lists = {}
        for key in ("required", "helpful", "forbidden"):
            lists[key] = _str_list(t, key, path)
            for k, rid in enumerate(lists[key]):
                if rid not in all_ids:
                    raise ScenarioError(f"{path}.{key}[{k}]", f"no record {rid!r} in this file")
        turns.append(STurn(
            id=tid, principal=pid, session=_get(t, "session", path, str, required=False) or f"{pid}/session",
            text=text, public_context=_get(t, "public_context", path, str, required=False, allow_none=True),
            baseline_draft=_get(t, "baseline_draft", path, str), kind=kind, tags=_str_list(t, "tags", path),
            **lists,
        ))
    thresholds = dict(DEFAULT_THRESHOLDS)
    for key, value in (_get(doc, "thresholds", "", dict, required=False) or {}).items():
        if key not in DEFAULT_THRESHOLDS:
            raise ScenarioError(f"thresholds.{key}", "unknown threshold")
        if not isinstance(value, (int, float)) or isinstance(value, bool):
            raise ScenarioError(f"thresholds.{key}", "must be a number")
        thresholds[key] = float(value)
    if doc.get("now") is not None:
        now = _time(doc, "now", "")
    else:
        times = [r.event_time for r in records.values() if r.event_time]
        if not times:
            raise ScenarioError("now", "is required when no record has an event_time")
        now = max(times)
    return ScenarioSet(name, sha256_json(doc), now, principals, turns, thresholds, records)


def load(path: str | Path) -> ScenarioSet:
    try:
        doc = json.loads(Path(path).read_text())
    except OSError as exc:
        raise ScenarioError("$", f"cannot read {path}: {exc.strerror}") from None
    except ValueError as exc:
        raise ScenarioError("$", f"not valid JSON: {exc}") from None
    return parse(doc)
