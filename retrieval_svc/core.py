"""Retrieval core: follows the store's change feed into per-principal indexes,
persists them, and answers searches. No gRPC types beyond the records the feed
carries and the stubs it calls."""

from __future__ import annotations

import asyncio
import logging
import time
import uuid
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

import faiss
import grpc
import numpy as np

from retold import errors
from retold.config import RetrievalConfig
from retold.timeutil import ts_to_dt
from retold.v1 import store_pb2 as s
from retrieval_svc import persist
from retrieval_svc.index import PrincipalIndex
from retrieval_svc.pipeline import Cand, Trace, rank
from retrieval_svc.searchlog import LoggedSearch, SearchLogWriter

log = logging.getLogger("retold.retrieval")

FEED_PAGE = 2000


def _consume(fut: asyncio.Future) -> None:
    """Retrieves a background future's exception so an unused one is never reported."""
    if not fut.cancelled():
        fut.exception()


@dataclass
class SearchResult:
    search_id: str
    hits: list[Cand]
    records: list  # the hits' records, in the same order
    index_seq: int
    elapsed_ms: float
    trace: Trace


@dataclass
class ReindexResult:
    principals: int
    records: int
    embedded: int
    index_seq: int
    elapsed_ms: float


class RetrievalCore:
    def __init__(self, cfg: RetrievalConfig, embedder, store_stub, data_dir: Path | None = None,
                 config_sha256: str = "", precomputed: dict[str, np.ndarray] | None = None) -> None:
        self.cfg = cfg
        self.embedder = embedder
        self.store = store_stub
        self.config_sha256 = config_sha256
        self.root = Path(data_dir) / "retrieval" if data_dir is not None else None
        # Optional text -> vector map consulted before embedding (bulk loads with vectors computed ahead).
        self.precomputed = precomputed
        self.indexes: dict[str, PrincipalIndex] = {}
        self.cursor = 0
        self.head = 0
        self.persisted_cursor = -1
        self.embedded_records = 0  # record texts embedded by this process (not queries)
        self.reused_vectors = 0  # record vectors taken from the change feed instead of embedding
        # Use the vectors the store's classifier computed when they come from this same model.
        self.reuse_feed_vectors = True
        self.loaded_from_disk = 0  # records restored from the snapshot at start
        self.log_writer = SearchLogWriter(store_stub, cfg.search_log_batch, cfg.search_log_queue)
        # One query at a time per search: OpenMP threads only contend with the event loop and
        # the embedder (measured: 2 threads are several times slower than 1 on a 2-core host).
        faiss.omp_set_num_threads(1)
        self._apply_lock = asyncio.Lock()
        self._persist_lock = asyncio.Lock()  # one persist at a time: they share file names
        self._follow_task: asyncio.Task | None = None

    @property
    def identity(self) -> dict:
        """What a persisted snapshot must match to be reused."""
        return {"model_id": self.embedder.model_id, "backend": getattr(self.embedder, "backend", ""),
                "dim": self.embedder.dim}

    # ------------------------------------------------------------ change feed
    async def _vectors(self, texts: list[str]) -> np.ndarray:
        out = np.zeros((len(texts), self.embedder.dim), dtype=np.float32)
        todo = []
        for i, t in enumerate(texts):
            v = self.precomputed.get(t) if self.precomputed is not None else None
            if v is None:
                todo.append(i)
            else:
                out[i] = v
        if todo:
            arr = await asyncio.to_thread(self.embedder.encode, [texts[i] for i in todo])
            out[todo] = arr
            self.embedded_records += len(todo)
        return out

    @property
    def model_identity(self) -> str:
        """This service's embedding model as the change feed names one (``Change.embedding_model``)."""
        return f"{self.embedder.model_id}/{getattr(self.embedder, 'backend', '')}/{self.embedder.dim}"

    def _carried(self, ch) -> np.ndarray | None:
        """The vector a change carries, when the same embedding model computed it."""
        if ch.embedding_model != self.model_identity:
            return None
        if len(ch.embedding) != self.embedder.dim:
            return None
        return np.asarray(ch.embedding, dtype=np.float32)

    async def _apply(self, changes, indexes: dict[str, PrincipalIndex], reuse: bool = True) -> None:
        latest: dict[tuple[str, str], object] = {}
        for ch in changes:
            latest[(ch.record.principal_id, ch.record.id)] = ch
        need, vecs = [], {}
        for key, ch in latest.items():
            rec = ch.record
            idx = indexes.get(key[0])
            if PrincipalIndex.searchable(rec) and (idx is None or idx.needs_vector(rec)):
                carried = self._carried(ch) if reuse and self.reuse_feed_vectors else None
                if carried is None:
                    need.append(rec)
                else:
                    vecs[key] = carried
                    self.reused_vectors += 1
        if need:
            arr = await self._vectors([r.text for r in need])
            vecs.update({(r.principal_id, r.id): arr[i] for i, r in enumerate(need)})
        touched = set()
        for key, ch in latest.items():
            pid, rec = key[0], ch.record
            idx = indexes.get(pid)
            if idx is None:
                if not PrincipalIndex.searchable(rec):
                    continue  # nothing to forget in an index that does not exist
                idx = indexes[pid] = PrincipalIndex(pid, self.embedder.dim, self.cfg.bm25_k1, self.cfg.bm25_b,
                                                    self.cfg.bm25_analyzer, self.cfg.evidence_channel)
            vec = vecs.get(key)
            if vec is None and PrincipalIndex.searchable(rec):
                vec = idx.vector_of(rec.id)
            idx.upsert(rec, ts_to_dt(rec.expires_at, rec.HasField("expires_at")), vec)
            touched.add(pid)
        for pid in touched:
            indexes[pid].maybe_upgrade(self.cfg.ann_threshold, self.cfg.ann_nprobe)

    async def _drain(self, indexes: dict[str, PrincipalIndex], after: int, timeout: float | None,
                     reuse: bool = True) -> tuple[int, int, int]:
        """Applies every change after ``after`` into ``indexes``; returns (cursor, head, applied)."""
        applied, cursor = 0, after
        while True:
            resp = await self.store.ReadChanges(
                s.ReadChangesRequest(after_seq=cursor, limit=FEED_PAGE, wait_ms=0), timeout=timeout
            )
            if not resp.changes:
                return cursor, resp.head_seq, applied
            await self._apply(list(resp.changes), indexes, reuse)
            applied += len(resp.changes)
            cursor = max(cursor, resp.changes[-1].seq)
            if cursor >= resp.head_seq:
                return cursor, resp.head_seq, applied

    async def catch_up(self, timeout: float | None = None) -> int:
        """Applies every pending change; returns how many were applied."""
        async with self._apply_lock:
            self.cursor, self.head, applied = await self._drain(self.indexes, self.cursor, timeout)
            return applied

    async def follow(self) -> None:
        """Background loop: long-polls the feed; reconnects with backoff on failure."""
        backoff = 0.2
        while True:
            try:
                # Long-poll outside the apply lock so searches never queue behind it.
                after = self.cursor
                probe = await self.store.ReadChanges(
                    s.ReadChangesRequest(after_seq=after, limit=FEED_PAGE, wait_ms=self.cfg.poll_wait_ms),
                    timeout=self.cfg.poll_wait_ms / 1000 + 5,
                )
                if probe.changes:
                    async with self._apply_lock:
                        # Applied as read unless a search's catch-up moved the cursor meanwhile
                        # (then an older state must not be applied over a newer one).
                        if self.cursor == after:
                            await self._apply(list(probe.changes), self.indexes)
                            self.cursor = max(self.cursor, probe.changes[-1].seq)
                            self.head = max(self.head, probe.head_seq)
                    if self.cursor < probe.head_seq:
                        await self.catch_up(timeout=30)
                backoff = 0.2
            except asyncio.CancelledError:
                raise
            except grpc.RpcError as exc:
                log.warning("change feed unavailable (%s); retrying in %.1fs", exc.code().name, backoff)
                await asyncio.sleep(backoff)
                backoff = min(backoff * 2, 5.0)

    # ------------------------------------------------------------ persistence
    async def load(self) -> bool:
        """Restores the persisted indexes and cursor when they exist and match the model."""
        if self.root is None:
            return False
        got = await asyncio.to_thread(persist.load, self.root, self.identity, self.cfg.ann_nprobe,
                                      self.cfg.bm25_k1, self.cfg.bm25_b, self.cfg.bm25_analyzer,
                                      self.cfg.evidence_channel)
        if got is None:
            return False
        async with self._apply_lock:
            self.indexes, self.cursor = got
            self.persisted_cursor = self.cursor
            self.loaded_from_disk = sum(len(i.entries) for i in self.indexes.values())
        log.info("retrieval index restored: %d principals, %d records, cursor %d",
                 len(self.indexes), self.loaded_from_disk, self.cursor)
        return True

    async def persist(self) -> int:
        """Writes changed principals and the cursor to disk; returns principals written.

        Each principal is copied under the apply lock (briefly, one at a time) and written
        outside it, so searches and their read-your-writes catch-up never wait for the disk.
        The cursor written is the one held before the first copy: a change applied meanwhile
        is replayed after a restart, which is harmless. Calls that overlap (the periodic one and
        an explicit one) run one after the other."""
        if self.root is None:
            return 0
        async with self._persist_lock:
            return await self._persist()

    async def _persist(self) -> int:
        async with self._apply_lock:
            cursor = self.cursor
            if cursor == self.persisted_cursor and not any(i.dirty for i in self.indexes.values()):
                return 0
            dirty = [pid for pid, idx in self.indexes.items() if idx.dirty]
        written = 0
        for pid in dirty:
            async with self._apply_lock:
                idx = self.indexes.get(pid)
                if idx is None or not idx.dirty:
                    continue
                snap = persist.snapshot(idx)
                idx.dirty = False
            try:
                await asyncio.to_thread(persist.write_principal, self.root, snap)
            except BaseException:
                idx.dirty = True
                raise
            written += 1
        async with self._apply_lock:
            kinds = {pid: idx.kind for pid, idx in self.indexes.items()}
        await asyncio.to_thread(persist.write_meta, self.root, kinds, cursor, self.identity)
        self.persisted_cursor = cursor
        return written

    async def _persist_loop(self) -> None:
        if self.root is None or self.cfg.persist_interval_ms == 0:
            return
        while True:
            await asyncio.sleep(self.cfg.persist_interval_ms / 1000)
            try:
                await self.persist()
            except OSError as exc:
                log.warning("retrieval index not persisted: %s", exc)

    async def background(self) -> None:
        """Feed follower, periodic persistence and the search-log writer, as one task."""
        await asyncio.gather(self.follow(), self._persist_loop(), self.log_writer.run())

    async def close(self) -> None:
        # Queued search-log rows are written first, while the writer still runs.
        if self._follow_task is not None and not self._follow_task.done():
            await self.log_writer.flush(timeout=2.0)
        if self._follow_task is not None:
            self._follow_task.cancel()
        await self.persist()

    # ---------------------------------------------------------------- reindex
    async def reindex(self, timeout: float | None = None) -> ReindexResult:
        """Rebuilds every index from the feed, re-embedding every text (vectors the feed
        carries are not used), then swaps it in.

        The bulk of the rebuild runs without the apply lock, so searches (and their
        read-your-writes catch-up) keep using the old index meanwhile."""
        t0 = time.perf_counter()
        before = self.embedded_records
        saved, self.precomputed = self.precomputed, None
        try:
            fresh: dict[str, PrincipalIndex] = {}
            cursor, _, _ = await self._drain(fresh, 0, timeout, reuse=False)
            async with self._apply_lock:
                cursor, head, _ = await self._drain(fresh, cursor, timeout, reuse=False)
                self.indexes, self.cursor, self.head = fresh, cursor, head
                for idx in fresh.values():
                    idx.dirty = True
        finally:
            self.precomputed = saved
        await self.persist()
        return ReindexResult(len(fresh), sum(len(i.entries) for i in fresh.values()),
                             self.embedded_records - before, self.cursor, (time.perf_counter() - t0) * 1000)

    # ----------------------------------------------------------------- search
    def validate(self, principal_id: str, queries: list[str], k: int, token_budget: int = 0) -> tuple[int, int]:
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
        if token_budget < 0 or token_budget > 100_000:
            raise errors.InvalidArgument("token_budget", "must be between 0 and 100000")
        return k or self.cfg.default_k, token_budget or self.cfg.token_budget

    async def search(self, principal_id: str, queries: list[str], k: int, at: datetime,
                     deadline_s: float | None, token_budget: int = 0, context: str = "") -> SearchResult:
        k, budget = self.validate(principal_id, queries, k, token_budget)
        t0 = time.perf_counter()
        # For a principal with records, the query embedding starts at once, beside the
        # read-your-writes check below; the ranking needs both. Its thread finishes on its
        # own if the search fails. Otherwise it starts only if the check brings records.
        embedding = None
        known = self.indexes.get(principal_id)
        if known is not None and known.active:
            embedding = asyncio.ensure_future(asyncio.to_thread(self._embed_queries, list(queries)))
            embedding.add_done_callback(_consume)
        # Read-your-writes: apply anything the store committed before this search.
        try:
            await self.catch_up(timeout=deadline_s)
        except grpc.RpcError as exc:
            raise errors.Unavailable(f"store change feed unavailable: {exc.code().name}") from None
        t_feed = time.perf_counter()
        idx = self.indexes.get(principal_id)
        hits: list[Cand] = []
        trace = Trace()
        embed_ms = wait_ms = 0.0
        if idx is not None and idx.active:
            if embedding is None:
                embedding = asyncio.to_thread(self._embed_queries, list(queries))
            qvecs, embed_ms = await embedding
            wait_ms = (time.perf_counter() - t_feed) * 1000
            hits, trace = rank(idx, list(queries), qvecs, self.cfg, k, budget, at)
        elapsed = (time.perf_counter() - t0) * 1000
        # feed and embed overlap; embed_wait is how long the search still waited for the
        # embedding once the feed was read.
        timings = {"feed": (t_feed - t0) * 1000, "embed": embed_ms, "embed_wait": wait_ms, **trace.timings_ms,
                   "total": elapsed}
        trace.timings_ms = timings
        sid = uuid.uuid4().hex
        self.log_writer.submit(LoggedSearch(sid, principal_id, list(queries), context, at,
                                            datetime.now(timezone.utc), k, budget, self.config_sha256,
                                            self.cursor, trace))
        records = [idx.entries[h.record_id].record for h in hits] if hits else []
        return SearchResult(sid, hits, records, self.cursor, elapsed, trace)

    def _embed_queries(self, queries: list[str]) -> tuple[np.ndarray, float]:
        t = time.perf_counter()
        vecs = self.embedder.encode(queries)
        return vecs, (time.perf_counter() - t) * 1000

    def record(self, principal_id: str, record_id: str):
        return self.indexes[principal_id].entries[record_id].record
