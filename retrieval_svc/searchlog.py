"""Search-log rows and their background writer.

A search only appends its trace to an in-memory queue; a background task turns
traces into ``SearchLogEntry`` rows (building the explanations of the candidates
that were not returned) and writes them to the store in batches (``LogSearches``).
Once a row is queued the writer lingers up to ``LINGER_S`` for more, so a burst of
searches costs one store write rather than one each, and that work stays off the
searches' own path; a full batch or ``flush`` writes at once. The store being slow
or down never fails or slows a search: rows wait (up to ``search_log_queue``), are
retried, and past that are dropped and counted.
"""

from __future__ import annotations

import asyncio
import collections
import logging
from dataclasses import dataclass
from datetime import datetime

import grpc

from retold.v1 import common_pb2 as c
from retold.v1 import store_pb2 as s
from retrieval_svc.pipeline import RETURNED, Trace

log = logging.getLogger("retold.retrieval.searchlog")

# How long a queued row may wait for others before the batch is written.
LINGER_S = 0.25


@dataclass
class LoggedSearch:
    search_id: str
    principal_id: str
    queries: list[str]
    context: str
    as_of: datetime
    searched_at: datetime
    k: int
    token_budget: int
    config_sha256: str
    index_seq: int
    trace: Trace


def to_entry(ls: LoggedSearch) -> s.SearchLogEntry:
    t = ls.trace
    e = s.SearchLogEntry(
        search_id=ls.search_id, principal_id=ls.principal_id, queries=ls.queries, context=ls.context,
        k=ls.k, token_budget=ls.token_budget, config_sha256=ls.config_sha256, index_seq=ls.index_seq,
        index_kind=t.index_kind, eligible=max(t.eligible, 0),
        excluded=[s.SearchLogExclusion(record_id=rid, reason=why) for rid, why in sorted(t.excluded.items())],
        timings=[c.Timing(stage=name, elapsed_ms=ms, deadline_remaining_ms=-1) for name, ms in t.timings_ms.items()],
        returned_record_ids=[cd.record_id for cd in t.candidates if cd.stage == RETURNED],
    )
    e.as_of.FromDatetime(ls.as_of)
    e.searched_at.FromDatetime(ls.searched_at)
    for cd in t.candidates:
        e.candidates.append(s.SearchLogCandidate(
            record_id=cd.record_id, kind=cd.kind, dense_score=cd.dense_score, dense_rank=cd.dense_rank,
            dense_query_index=cd.dense_query, lexical_score=cd.lexical_score, lexical_rank=cd.lexical_rank,
            lexical_query_index=cd.lexical_query, lexical_terms_matched=cd.lexical_terms[0],
            lexical_terms_total=cd.lexical_terms[1], rrf_score=cd.rrf_score, recency_factor=cd.recency_factor,
            final_score=cd.final_score, pre_rank=cd.pre_rank, fused_rank=cd.fused_rank, tokens=cd.tokens,
            stage=cd.stage, reason=cd.reason, explanation=cd.explanation,
        ))
    return e


class SearchLogWriter:
    def __init__(self, store_stub, batch: int, capacity: int, timeout_s: float = 5.0,
                 linger_s: float = LINGER_S) -> None:
        self.store = store_stub
        self.batch = batch
        self.capacity = capacity
        self.timeout_s = timeout_s
        self.linger_s = linger_s
        self._queue: collections.deque[LoggedSearch] = collections.deque()
        self._inflight = 0
        self._cond = asyncio.Condition()
        self._wake = asyncio.Event()
        self._now = asyncio.Event()  # write without lingering: a full batch or a flush waits
        self._flushing = 0
        self.written = 0
        self.dropped = 0
        self.failures = 0

    def submit(self, item: LoggedSearch) -> bool:
        """Queues a row without waiting; False (and counted) when the queue is full."""
        if len(self._queue) >= self.capacity:
            self.dropped += 1
            return False
        self._queue.append(item)
        self._wake.set()
        if len(self._queue) >= self.batch:
            self._now.set()
        return True

    @property
    def pending(self) -> int:
        return len(self._queue) + self._inflight

    async def run(self) -> None:
        backoff = 0.2
        while True:
            if not self._queue:
                self._wake.clear()
                await self._wake.wait()
            if self.linger_s > 0 and len(self._queue) < self.batch and not self._flushing:
                try:
                    await asyncio.wait_for(self._now.wait(), self.linger_s)
                except asyncio.TimeoutError:
                    pass
            if not self._flushing:
                self._now.clear()
            items = [self._queue.popleft() for _ in range(min(self.batch, len(self._queue)))]
            self._inflight = len(items)
            try:
                req = s.LogSearchesRequest(entries=[to_entry(it) for it in items])
                await self.store.LogSearches(req, timeout=self.timeout_s)
                self.written += len(items)
                backoff = 0.2
            except asyncio.CancelledError:
                self._queue.extendleft(reversed(items))
                raise
            except grpc.RpcError as exc:
                self.failures += 1
                room = self.capacity - len(self._queue)
                keep = items[:max(room, 0)]
                self.dropped += len(items) - len(keep)
                self._queue.extendleft(reversed(keep))
                log.warning("search log not written (%s); %d rows waiting, retry in %.1fs",
                            exc.code().name, len(self._queue), backoff)
                self._inflight = 0
                await asyncio.sleep(backoff)
                backoff = min(backoff * 2, 5.0)
                continue
            finally:
                self._inflight = 0
            async with self._cond:
                self._cond.notify_all()

    async def flush(self, timeout: float = 10.0) -> bool:
        """Waits until every queued row is written; False on timeout (e.g. the store is down)."""
        async def drained():
            async with self._cond:
                await self._cond.wait_for(lambda: self.pending == 0)

        self._flushing += 1
        self._now.set()
        try:
            await asyncio.wait_for(drained(), timeout)
            return True
        except asyncio.TimeoutError:
            return False
        finally:
            self._flushing -= 1
