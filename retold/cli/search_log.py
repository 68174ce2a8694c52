"""`retold search-log SEARCH_ID`: prints one search-log row from the store."""

from __future__ import annotations

import asyncio
import json
import sys

import grpc
from google.protobuf import json_format

from retold.config import RetoldSettings


def render(e) -> str:
    """A search-log row as text a person can read (ids and scores, never record text)."""
    lines = [
        f"search {e.search_id}  principal {e.principal_id}",
        f"  at {e.searched_at.ToDatetime().isoformat()}Z  as_of {e.as_of.ToDatetime().isoformat()}Z  "
        f"index_seq {e.index_seq}  index {e.index_kind or '-'}",
        f"  k {e.k}  token_budget {e.token_budget}  config {e.config_sha256[:12]}",
    ]
    for i, q in enumerate(e.queries, start=1):
        lines.append(f"  query {i}: {q}")
    if e.context:
        lines.append(f"  context: {e.context}")
    lines.append(f"  filter: {e.eligible} eligible, {len(e.excluded)} excluded")
    for x in e.excluded:
        lines.append(f"    excluded {x.record_id}: {x.reason}")
    lines.append(f"  candidates ({len(e.candidates)} considered, {len(e.returned_record_ids)} returned):")
    for cd in e.candidates:
        mark = f"#{cd.fused_rank}" if cd.stage == "returned" else f"x {cd.stage}"
        lines.append(f"    {mark:<10} {cd.record_id}  {cd.explanation}")
    lines.append("  timings: " + ", ".join(f"{t.stage} {t.elapsed_ms:.2f} ms" for t in e.timings))
    return "\n".join(lines)


async def _fetch(target: str, search_id: str, principal_id: str):
    from retold.v1 import store_pb2 as s
    from retold.v1 import store_pb2_grpc as sg

    async with grpc.aio.insecure_channel(target) as ch:
        return await sg.StoreStub(ch).GetSearch(
            s.GetSearchRequest(search_id=search_id, principal_id=principal_id), timeout=10)


def cmd_search_log(args) -> int:
    target = args.target or RetoldSettings().target("store")
    try:
        entry = asyncio.run(_fetch(target, args.search_id, args.principal or ""))
    except grpc.RpcError as exc:
        print(f"{exc.code().name}: {exc.details()}", file=sys.stderr)
        return 1 if exc.code() == grpc.StatusCode.NOT_FOUND else 2
    if args.json:
        print(json.dumps(json_format.MessageToDict(entry), indent=2))
    else:
        print(render(entry))
    return 0


def register(sub) -> None:
    p = sub.add_parser("search-log", help="print one search-log row: every candidate, its scores and fate")
    p.add_argument("search_id")
    p.add_argument("--principal", default=None, help="only if the search belongs to this principal")
    p.add_argument("--target", default=None, help="host:port of the store (default from config)")
    p.add_argument("--json", action="store_true", help="print the row as JSON")
    p.set_defaults(fn=cmd_search_log)
