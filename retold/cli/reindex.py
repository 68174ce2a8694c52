"""`retold reindex`: rebuilds the retrieval indexes from the store's change feed."""

from __future__ import annotations

import asyncio
import sys

import grpc

from retold.config import RetoldSettings


async def _reindex(target: str, timeout: float):
    from retold.v1 import retrieval_pb2 as r
    from retold.v1 import retrieval_pb2_grpc as rg

    async with grpc.aio.insecure_channel(target) as ch:
        return await rg.RetrievalStub(ch).Reindex(r.ReindexRequest(), timeout=timeout)


def cmd_reindex(args) -> int:
    target = args.target or RetoldSettings().target("retrieval")
    try:
        res = asyncio.run(_reindex(target, args.timeout))
    except grpc.RpcError as exc:
        print(f"{exc.code().name}: {exc.details()}", file=sys.stderr)
        return 2
    print(f"reindexed {res.records} records of {res.principals} principals "
          f"({res.embedded} embedded) up to change {res.index_seq} in {res.elapsed_ms:.0f} ms")
    return 0


def register(sub) -> None:
    p = sub.add_parser("reindex", help="rebuild the retrieval indexes from the store (re-embeds every record)")
    p.add_argument("--target", default=None, help="host:port of the retrieval service (default from config)")
    p.add_argument("--timeout", type=float, default=3600.0, help="seconds to wait for the rebuild")
    p.set_defaults(fn=cmd_reindex)
