"""`retold audit RECORD_ID`: a record's history, oldest first."""

from __future__ import annotations

import asyncio
import json
import sys
from datetime import timezone

from retold.config import RetoldSettings


async def _history(args) -> int:
    import grpc

    from retold.v1 import activation_pb2 as a
    from retold.v1 import activation_pb2_grpc as ag

    target = args.target or RetoldSettings().target("store")
    async with grpc.aio.insecure_channel(target) as ch:
        resp = await ag.ActivationGateStub(ch).History(
            a.HistoryRequest(principal_id=args.principal or "", record_id=args.record_id), timeout=10)
    print(f"history of {args.record_id} (principal {resp.principal_id}), oldest first:")
    for e in resp.events:
        at = e.at.ToDatetime(tzinfo=timezone.utc).strftime("%Y-%m-%d %H:%M:%S")
        parts = [f"{at}  {e.event:<38} actor={e.actor}"]
        if e.policy_version:
            parts.append(f"policy={e.policy_version}")
        if e.reason:
            parts.append(f"reason={e.reason}")
        print("  ".join(parts))
        if args.detail and e.detail_json not in ("", "{}"):
            print(f"    {json.dumps(json.loads(e.detail_json), sort_keys=True)}")
    return 0


def cmd_audit(args) -> int:
    import grpc

    try:
        return asyncio.run(_history(args))
    except grpc.aio.AioRpcError as exc:
        print(f"{exc.code().name}: {exc.details()}", file=sys.stderr)
        return 2 if exc.code() == grpc.StatusCode.UNAVAILABLE else 1


def register(sub) -> None:
    p = sub.add_parser("audit", help="print a record's audit history")
    p.add_argument("record_id")
    p.add_argument("--principal", default=None, help="needed only when the id exists for several principals")
    p.add_argument("--detail", action="store_true", help="also print each event's detail")
    p.add_argument("--target", default=None, help="store address host:port (default from config)")
    p.set_defaults(fn=cmd_audit)
