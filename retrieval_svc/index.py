"""Per-principal hybrid index: FAISS (dense, inner product on normalised MiniLM
vectors) plus BM25 (bm25s), filtered by scope and lifecycle before ranking.

Only records that are active, conditional, unexpired at the request's time and
free of unresolved conflicts can come back; the index never holds another
principal's records, so no result can carry one.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from datetime import datetime

import bm25s
import faiss
import numpy as np

from retold.config import RetrievalConfig
from retrieval_svc.text import tokens


@dataclass
class Entry:
    """What the index keeps about one record (its latest state from the feed)."""

    record: object  # retold.v1.common_pb2.Record
    expires_at: datetime | None
    vid: int = -1  # FAISS id, -1 when not in the dense index


@dataclass
class Hit:
    record_id: str
    dense_score: float = 0.0
    dense_rank: int = 0
    lexical_score: float = 0.0
    lexical_rank: int = 0
    lexical_terms: tuple[int, int] = (0, 0)
    fused_score: float = 0.0
    fused_rank: int = 0
    query_index: int = 0
    passed_floor: bool = False
    notes: list[str] = field(default_factory=list)


class PrincipalIndex:
    def __init__(self, principal_id: str, dim: int) -> None:
        self.principal_id = principal_id
        self.entries: dict[str, Entry] = {}
        self._dense = faiss.IndexIDMap2(faiss.IndexFlatIP(dim))
        self._vid_to_id: dict[int, str] = {}
        self._next_vid = 0
        self._bm25: bm25s.BM25 | None = None
        self._bm25_ids: list[str] = []
        self._bm25_dirty = True
        self.lock = threading.Lock()

    # ---------------------------------------------------------------- updates
    @staticmethod
    def searchable(rec) -> bool:
        """Lifecycle and activation gate, before any time- or conflict-dependent check."""
        from retold.v1 import common_pb2 as c

        return rec.lifecycle == c.LIFECYCLE_ACTIVE and rec.activation == c.ACTIVATION_CONDITIONAL

    def upsert(self, rec, expires_at: datetime | None, vector: np.ndarray | None) -> None:
        prev = self.entries.get(rec.id)
        if prev is not None and prev.vid >= 0:
            self._dense.remove_ids(np.array([prev.vid], dtype=np.int64))
            self._vid_to_id.pop(prev.vid, None)
        entry = Entry(rec, expires_at)
        if self.searchable(rec) and vector is not None:
            entry.vid = self._next_vid
            self._next_vid += 1
            self._dense.add_with_ids(vector.reshape(1, -1), np.array([entry.vid], dtype=np.int64))
            self._vid_to_id[entry.vid] = rec.id
        self.entries[rec.id] = entry
        self._bm25_dirty = True

    def needs_vector(self, rec) -> bool:
        prev = self.entries.get(rec.id)
        return self.searchable(rec) and not (prev is not None and prev.vid >= 0 and prev.record.text == rec.text)

    def vector_of(self, record_id: str) -> np.ndarray | None:
        e = self.entries.get(record_id)
        if e is None or e.vid < 0:
            return None
        return self._dense.reconstruct(e.vid)

    # ----------------------------------------------------------------- search
    def eligible(self, at: datetime) -> set[str]:
        active = {rid for rid, e in self.entries.items() if self.searchable(e.record)}
        out = set()
        for rid in active:
            e = self.entries[rid]
            if e.expires_at is not None and e.expires_at <= at:
                continue
            if set(e.record.conflicts_with) & active:
                continue  # unresolved conflict: the partner is still active
            out.add(rid)
        return out

    def _ensure_bm25(self, cfg: RetrievalConfig) -> None:
        if not self._bm25_dirty:
            return
        ids = sorted(rid for rid, e in self.entries.items() if self.searchable(e.record))
        self._bm25_ids = ids
        if ids:
            corpus = [tokens(self.entries[rid].record.text) or ["__empty__"] for rid in ids]
            model = bm25s.BM25(method=cfg.bm25_method, k1=cfg.bm25_k1, b=cfg.bm25_b)
            model.index(corpus, show_progress=False)
            self._bm25 = model
        else:
            self._bm25 = None
        self._bm25_dirty = False

    def dense_search(self, qvecs: np.ndarray, depth: int, allowed: set[str]) -> list[list[tuple[str, float]]]:
        n = self._dense.ntotal
        if n == 0 or not allowed:
            return [[] for _ in range(len(qvecs))]
        scores, vids = self._dense.search(qvecs, min(n, depth + (n - len(allowed))))
        out = []
        for srow, vrow in zip(scores, vids):
            hits = []
            for sc, vid in zip(srow, vrow):
                rid = self._vid_to_id.get(int(vid))
                if rid is not None and rid in allowed:
                    hits.append((rid, float(sc)))
                if len(hits) >= depth:
                    break
            out.append(hits)
        return out

    def lexical_search(self, queries: list[str], depth: int, allowed: set[str], cfg: RetrievalConfig):
        self._ensure_bm25(cfg)
        out = []
        for q in queries:
            qt = tokens(q)
            if self._bm25 is None or not qt:
                out.append([])
                continue
            scores = self._bm25.get_scores(qt)
            order = np.argsort(-scores, kind="stable")
            hits = []
            qset = set(qt)
            for i in order:
                if scores[i] <= 0:
                    break
                rid = self._bm25_ids[i]
                if rid not in allowed:
                    continue
                matched = len(qset & set(tokens(self.entries[rid].record.text)))
                hits.append((rid, float(scores[i]), (matched, len(qset))))
                if len(hits) >= depth:
                    break
            out.append(hits)
        return out


def fuse(dense: list[list[tuple[str, float]]], lexical: list[list[tuple[str, float, tuple[int, int]]]],
         cfg: RetrievalConfig, k: int) -> list[Hit]:
    """Reciprocal-rank fusion over every (query, channel) list; dense-only hits need the floor."""
    hits: dict[str, Hit] = {}
    for qi, lst in enumerate(dense):
        for rank, (rid, score) in enumerate(lst, start=1):
            h = hits.setdefault(rid, Hit(rid))
            h.fused_score += 1.0 / (cfg.rrf_k + rank)
            if score > h.dense_score or h.dense_rank == 0:
                h.dense_score, h.dense_rank, h.query_index = score, rank, qi
    for qi, lst in enumerate(lexical):
        for rank, (rid, score, terms) in enumerate(lst, start=1):
            h = hits.setdefault(rid, Hit(rid))
            h.fused_score += 1.0 / (cfg.rrf_k + rank)
            if score > h.lexical_score:
                h.lexical_score, h.lexical_rank, h.lexical_terms = score, rank, terms
                if h.dense_rank == 0:
                    h.query_index = qi
    kept = []
    for h in hits.values():
        if h.lexical_rank == 0:
            if h.dense_score < cfg.dense_floor:
                continue
            h.passed_floor = True
        kept.append(h)
    kept.sort(key=lambda h: (-h.fused_score, -h.dense_score, h.record_id))
    for i, h in enumerate(kept[:k], start=1):
        h.fused_rank = i
    return kept[:k]


def explain(h: Hit, cfg: RetrievalConfig) -> str:
    parts = []
    if h.dense_rank:
        parts.append(f"dense {h.dense_score:.2f} (rank {h.dense_rank})")
    else:
        parts.append("dense: not in top list")
    if h.lexical_rank:
        parts.append(f"lexical {h.lexical_terms[0]}/{h.lexical_terms[1]} terms, bm25 {h.lexical_score:.2f} (rank {h.lexical_rank})")
    else:
        parts.append("lexical: no term match")
    parts.append(f"fused rank {h.fused_rank} (query {h.query_index + 1})")
    if h.passed_floor:
        parts.append(f"passed dense floor {cfg.dense_floor:.2f}")
    return ", ".join(parts)
