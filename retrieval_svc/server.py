"""Retrieval gRPC service."""

from __future__ import annotations

import argparse
import asyncio
import logging

import grpc

from retold import errors, language
from retold.config import RETRIEVAL_OPERATIONAL_FIELDS, RetoldSettings
from retold.embedding import get_embedder
from retold.hashing import sha256_json
from retold.server import configure_logging, remaining_ms, serve_until_signal, start_server
from retold.timeutil import as_of
from retold.v1 import common_pb2 as c
from retold.v1 import retrieval_pb2 as r
from retold.v1 import retrieval_pb2_grpc as rg
from retold.v1 import store_pb2_grpc as sg
from retrieval_svc.core import RetrievalCore

log = logging.getLogger("retold.retrieval")
IMPLEMENTATION = "retold-retrieval/2 (faiss flat-ip/ivf + incremental bm25, rrf, floors, recency, dedupe, budget)"


def retrieval_config_sha256(settings: RetoldSettings) -> str:
    """Canonical sha256 of the retrieval settings that shape results: the bundle's retrieval hash."""
    return sha256_json(settings.retrieval.model_dump(exclude=set(RETRIEVAL_OPERATIONAL_FIELDS)))


def _deadline_s(context) -> float | None:
    rem = context.time_remaining()
    return rem if rem is not None and rem < 10**8 else None


@errors.map_errors
class RetrievalServicer(rg.RetrievalServicer):
    def __init__(self, core: RetrievalCore, settings: RetoldSettings) -> None:
        self.core = core
        self._identity = c.ComponentIdentity(
            role="retrieval", implementation=IMPLEMENTATION, model_id=settings.retrieval.embedding_model,
            config_sha256=retrieval_config_sha256(settings),
        )

    async def Describe(self, request, context):
        return c.DescribeResponse(components=[self._identity])

    async def Search(self, request, context):
        seen = remaining_ms(context)
        res = await self.core.search(request.principal_id, list(request.queries), request.k,
                                     as_of(request), _deadline_s(context), request.token_budget,
                                     request.context)
        cands = []
        for h, record in zip(res.hits, res.records):
            cands.append(c.Candidate(
                record=record,
                dense_score=h.dense_score, dense_rank=h.dense_rank,
                lexical_score=h.lexical_score, lexical_rank=h.lexical_rank,
                fused_score=h.final_score, fused_rank=h.fused_rank,
                query_index=h.query_index, explanation=h.explanation, evidence_rank=h.evidence_rank,
            ))
        return r.SearchResponse(
            search_id=res.search_id, candidates=cands, index_seq=res.index_seq,
            timing=c.Timing(stage="retrieval", elapsed_ms=res.elapsed_ms, deadline_remaining_ms=seen),
        )

    async def Reindex(self, request, context):
        try:
            res = await self.core.reindex(timeout=_deadline_s(context) or 600)
        except grpc.RpcError as exc:
            raise errors.Unavailable(f"store change feed unavailable: {exc.code().name}") from None
        return r.ReindexResponse(principals=res.principals, records=res.records, embedded=res.embedded,
                                 index_seq=res.index_seq, elapsed_ms=res.elapsed_ms)


async def start(settings: RetoldSettings, port: int | None = None, store_target: str | None = None,
                precomputed=None):
    """Starts serving at once (NOT_SERVING), loads the model and the persisted index,
    catches up with the change feed, then SERVING."""
    channel = grpc.aio.insecure_channel(store_target or settings.target("store"))
    store = sg.StoreStub(channel)
    embedder = await asyncio.to_thread(get_embedder, settings.retrieval.embedding_model,
                                       settings.retrieval.embedding_backend)
    if settings.retrieval.evidence_channel:
        await asyncio.to_thread(language.warm)  # the first question would pay for reading the vocabulary
    core = RetrievalCore(settings.retrieval, embedder, store, data_dir=settings.data_dir,
                         config_sha256=retrieval_config_sha256(settings), precomputed=precomputed)
    servicer = RetrievalServicer(core, settings)
    running = await start_server(
        settings.host, settings.ports.retrieval if port is None else port,
        "retold.v1.Retrieval", rg.add_RetrievalServicer_to_server, servicer, serving=False,
    )

    async def become_ready():
        try:
            await core.load()
        except (OSError, ValueError, RuntimeError) as exc:
            log.warning("persisted retrieval index unusable (%s); rebuilding from the feed", exc)
        delay = 0.1
        while True:
            try:
                n = await core.catch_up(timeout=600)
                log.info("retrieval caught up: %d changes applied, cursor %d", n, core.cursor)
                break
            except grpc.RpcError as exc:
                log.warning("store not reachable yet (%s); retrying", exc.code().name)
                await asyncio.sleep(delay)
                delay = min(delay * 2, 2.0)
        await running.set_serving(True)
        core._follow_task = asyncio.create_task(core.background())

    ready = asyncio.create_task(become_ready())
    log.info("retrieval listening on %s:%d", settings.host, running.port)
    return running, core, channel, ready


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Retold retrieval service")
    parser.add_argument("--port", type=int, default=None)
    parser.add_argument("--store-target", default=None, help="host:port of the store (default from config)")
    args = parser.parse_args(argv)
    settings = RetoldSettings()
    configure_logging(settings.log_level)

    async def run():
        running, core, channel, ready = await start(settings, args.port, store_target=args.store_target)
        try:
            await serve_until_signal(running)
        finally:
            ready.cancel()
            await core.close()
            await channel.close()

    asyncio.run(run())


if __name__ == "__main__":
    main()
