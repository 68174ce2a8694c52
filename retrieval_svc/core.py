"""Retrieval core: follows the store's change feed into per-principal indexes
and answers searches. No gRPC types beyond the records the feed carries."""

from __future__ import annotations

import asyncio
import logging
import time
import uuid
from dataclasses import dataclass
from datetime import datetime

import grpc

from retold import errors
from retold.config import RetrievalConfig
from retold.timeutil import ts_to_dt
from retold.v1 import store_pb2 as s
from retrieval_svc.index import Hit, PrincipalIndex, explain, fuse

log = logging.getLogger("retold.retrieval")


@dataclass
class SearchResult:
    search_id: str
    hits: list[Hit]
    index_seq: int
    elapsed_ms: float


class RetrievalCore:
    def __init__(self, cfg: RetrievalConfig, embedder, store_stub) -> None:
        self.cfg = cfg
        self.embedder = embedder
        self.store = store_stub
        self.indexes: dict[str, PrincipalIndex] = {}
        self.cursor = 0
        self.head = 0
        self._apply_lock = asyncio.Lock()
        self._follow_task: asyncio.Task | None = None

    # ------------------------------------------------------------ change feed
    async def _apply(self, changes) -> None:
        by_principal: dict[str, list] = {}
        for ch in changes:
            by_principal.setdefault(ch.record.principal_id, []).append(ch)
        for pid, chs in by_principal.items():
            idx = self.indexes.get(pid)
            if idx is None:
                idx = self.indexes[pid] = PrincipalIndex(pid, self.embedder.dim)
            latest = {}
            for ch in chs:
                latest[ch.record.id] = ch.record
            need = [r for r in latest.values() if idx.needs_vector(r)]
            vecs = {}
            if need:
                arr = await asyncio.to_thread(self.embedder.encode, [r.text for r in need])
                vecs = {r.id: arr[i] for i, r in enumerate(need)}
            for rid, rec in latest.items():
                vec = vecs.get(rid)
                if vec is None and PrincipalIndex.searchable(rec):
                    vec = idx.vector_of(rid)
                idx.upsert(rec, ts_to_dt(rec.expires_at, rec.HasField("expires_at")), vec)
        if changes:
            self.cursor = max(self.cursor, changes[-1].seq)

    async def catch_up(self, timeout: float | None = None) -> int:
        """Applies every pending change; returns how many were applied."""
        applied = 0
        async with self._apply_lock:
            while True:
                resp = await self.store.ReadChanges(
                    s.ReadChangesRequest(after_seq=self.cursor, limit=2000, wait_ms=0), timeout=timeout
                )
                self.head = resp.head_seq
                if not resp.changes:
                    return applied
                await self._apply(list(resp.changes))
                applied += len(resp.changes)
                if self.cursor >= resp.head_seq:
                    return applied

    async def follow(self) -> None:
        """Background loop: long-polls the feed; reconnects with backoff on failure."""
        backoff = 0.2
        while True:
            try:
                # Long-poll outside the apply lock so searches never queue behind it.
                probe = await self.store.ReadChanges(
                    s.ReadChangesRequest(after_seq=self.cursor, limit=1, wait_ms=self.cfg.poll_wait_ms),
                    timeout=self.cfg.poll_wait_ms / 1000 + 5,
                )
                if probe.changes:
                    await self.catch_up(timeout=30)
                backoff = 0.2
            except asyncio.CancelledError:
                raise
            except grpc.RpcError as exc:
                log.warning("change feed unavailable (%s); retrying in %.1fs", exc.code().name, backoff)
                await asyncio.sleep(backoff)
                backoff = min(backoff * 2, 5.0)

    # ----------------------------------------------------------------- search
    def validate(self, principal_id: str, queries: list[str], k: int) -> int:
        if not principal_id:
            raise errors.InvalidArgument("principal_id", "must not be empty")
        if not queries:
            raise errors.InvalidArgument("queries", "at least one query is required")
        if len(queries) > self.cfg.max_queries:
            raise errors.InvalidArgument("queries", f"more than {self.cfg.max_queries} queries")
        for i, q in enumerate(queries):
            if not q.strip():
                raise errors.InvalidArgument(f"queries[{i}]", "must not be empty")
            if len(q) > self.cfg.max_query_chars:
                raise errors.InvalidArgument(f"queries[{i}]", f"longer than {self.cfg.max_query_chars} characters")
        if k < 0 or k > 50:
            raise errors.InvalidArgument("k", "must be between 0 and 50")
        return k or self.cfg.default_k

    async def search(self, principal_id: str, queries: list[str], k: int, at: datetime,
                     deadline_s: float | None) -> SearchResult:
        k = self.validate(principal_id, queries, k)
        t0 = time.perf_counter()
        # Read-your-writes: apply anything the store committed before this search.
        try:
            await self.catch_up(timeout=deadline_s)
        except grpc.RpcError as exc:
            raise errors.Unavailable(f"store change feed unavailable: {exc.code().name}") from None
        idx = self.indexes.get(principal_id)
        hits: list[Hit] = []
        if idx is not None:
            allowed = idx.eligible(at)
            if allowed:
                qvecs = await asyncio.to_thread(self.embedder.encode, list(queries))
                depth = self.cfg.channel_depth
                dense = idx.dense_search(qvecs, depth, allowed)
                lexical = idx.lexical_search(list(queries), depth, allowed, self.cfg)
                hits = fuse(dense, lexical, self.cfg, k)
                for h in hits:
                    h.notes.append(explain(h, self.cfg))
        return SearchResult(uuid.uuid4().hex, hits, self.cursor, (time.perf_counter() - t0) * 1000)

    def record(self, principal_id: str, record_id: str):
        return self.indexes[principal_id].entries[record_id].record
