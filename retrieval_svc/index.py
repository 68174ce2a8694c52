"""Per-principal hybrid index: FAISS (dense, inner product on normalised MiniLM
vectors) plus an incremental BM25 (retrieval_svc.lexical).

Scope and lifecycle come first: the index of a principal only ever holds that
principal's records, and only records that are active and conditional enter the
dense and lexical channels. Time- and conflict-dependent exclusions (expired at
the request's time, unresolved conflicts) are computed before ranking, so channel
ranks count eligible records only. No result can carry another principal's record.

The dense index is exact (``IndexFlatIP``) until a principal holds more than
``ann_threshold`` vectors, then approximate (``IndexIVFFlat``, trained on that
principal's vectors, ``ann_nprobe`` lists probed per query).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import datetime

import faiss
import numpy as np

from retold.v1 import common_pb2 as c
from retold.language import in_english
from retrieval_svc.lexical import LexicalIndex
from retrieval_svc.text import DEFAULT_ANALYZER, tokens


@dataclass
class Entry:
    """What the index keeps about one record (its latest state from the feed)."""

    record: c.Record
    expires_at: datetime | None
    vid: int = -1  # FAISS id, -1 when not in the dense index
    vec: np.ndarray | None = None
    norm_text: str | None = None  # the text as the dedupe stage compares it, once computed


class PrincipalIndex:
    def __init__(self, principal_id: str, dim: int, k1: float = 1.2, b: float = 0.75,
                 analyzer: str = DEFAULT_ANALYZER, evidence: bool = True) -> None:
        self.principal_id = principal_id
        self.analyzer = analyzer
        # the user's own words of each record's evidence turn when they are not English: a third
        # channel, searched only by queries that are not English either
        self.evidence = evidence
        self.said = LexicalIndex(k1, b)
        self.dim = dim
        self.entries: dict[str, Entry] = {}
        self.active: set[str] = set()
        self._expiring: dict[str, datetime] = {}
        self._conflicts: dict[str, frozenset[str]] = {}
        self._dense: faiss.Index = faiss.IndexIDMap2(faiss.IndexFlatIP(dim))
        self.kind = "flat"
        self._vid_to_id: dict[int, str] = {}
        self._next_vid = 0
        self.lexical = LexicalIndex(k1, b)
        self.dirty = True  # changed since last persisted

    # ---------------------------------------------------------------- updates
    @staticmethod
    def searchable(rec) -> bool:
        """Lifecycle and activation gate, before any time- or conflict-dependent check."""
        return rec.lifecycle == c.LIFECYCLE_ACTIVE and rec.activation == c.ACTIVATION_CONDITIONAL

    def _drop(self, rid: str) -> None:
        prev = self.entries.get(rid)
        if prev is None:
            return
        if prev.vid >= 0:
            self._dense.remove_ids(np.array([prev.vid], dtype=np.int64))
            self._vid_to_id.pop(prev.vid, None)
        self.lexical.remove(rid)
        self.said.remove(rid)
        self.active.discard(rid)
        self._expiring.pop(rid, None)
        self._conflicts.pop(rid, None)

    def upsert(self, rec, expires_at: datetime | None, vector: np.ndarray | None) -> None:
        """Applies a record's latest state. A searchable record needs its vector."""
        self._drop(rec.id)
        if not (self.searchable(rec) and vector is not None):
            # Deleted, superseded or ambient: gone from both channels at once, nothing kept.
            self.entries.pop(rec.id, None)
            self.dirty = True
            return
        entry = Entry(rec, expires_at, vid=self._next_vid,
                      vec=np.ascontiguousarray(vector, dtype=np.float32).reshape(-1))
        self._next_vid += 1
        self._dense.add_with_ids(entry.vec.reshape(1, -1), np.array([entry.vid], dtype=np.int64))
        self._vid_to_id[entry.vid] = rec.id
        self.lexical.add(rec.id, tokens(rec.text, self.analyzer))
        self._add_said(rec)
        self.active.add(rec.id)
        if expires_at is not None:
            self._expiring[rec.id] = expires_at
        if rec.conflicts_with:
            self._conflicts[rec.id] = frozenset(rec.conflicts_with)
        self.entries[rec.id] = entry
        self.dirty = True

    def needs_vector(self, rec) -> bool:
        prev = self.entries.get(rec.id)
        return self.searchable(rec) and not (prev is not None and prev.vec is not None
                                             and prev.record.text == rec.text)

    def vector_of(self, record_id: str) -> np.ndarray | None:
        e = self.entries.get(record_id)
        return None if e is None else e.vec

    # ------------------------------------------------------- index type by size
    def maybe_upgrade(self, threshold: int, nprobe: int) -> bool:
        """Switches to an IVF index once the principal holds more than ``threshold`` vectors."""
        n = len(self.active)
        if self.kind != "flat" or n <= threshold:
            return False
        rids = sorted(self.active)
        vids = np.array([self.entries[r].vid for r in rids], dtype=np.int64)
        mat = np.stack([self.entries[r].vec for r in rids])
        nlist = int(min(4096, max(16, 4 * math.sqrt(n))))
        quantizer = faiss.IndexFlatIP(self.dim)
        ivf = faiss.IndexIVFFlat(quantizer, self.dim, nlist, faiss.METRIC_INNER_PRODUCT)
        rng = np.random.default_rng(0)
        sample = mat if n <= nlist * 40 else mat[rng.choice(n, nlist * 40, replace=False)]
        ivf.train(sample)
        ivf.add_with_ids(mat, vids)
        ivf.nprobe = nprobe
        self._ivf_quantizer = quantizer  # keep the quantizer alive beside the index
        self._dense = ivf
        self.kind = "ivf"
        self.dirty = True
        return True

    def set_nprobe(self, nprobe: int) -> None:
        if self.kind == "ivf":
            faiss.extract_index_ivf(self._dense).nprobe = nprobe

    # ----------------------------------------------------------------- search
    def excluded(self, at: datetime) -> dict[str, str]:
        """Active records that may not come back at ``at``, with the reason."""
        out: dict[str, str] = {}
        for rid, exp in self._expiring.items():
            if exp <= at:
                out[rid] = f"expired at {exp.isoformat()}"
        for rid, partners in self._conflicts.items():
            live = sorted(partners & self.active)
            if live and rid not in out:
                out[rid] = f"unresolved conflict with {', '.join(live)}"
        return out

    def dense_search(self, qvecs: np.ndarray, depth: int, excluded) -> list[list[tuple[str, float]]]:
        n = len(self.active)
        if n == 0:
            return [[] for _ in range(len(qvecs))]
        want = min(n, depth + len(excluded))
        scores, vids = self._dense.search(np.ascontiguousarray(qvecs, dtype=np.float32), want)
        out = []
        for srow, vrow in zip(scores, vids):
            hits = []
            for sc, vid in zip(srow, vrow):
                if vid < 0:
                    break
                rid = self._vid_to_id.get(int(vid))
                if rid is not None and rid not in excluded:
                    hits.append((rid, float(sc)))
                    if len(hits) >= depth:
                        break
            out.append(hits)
        return out

    def lexical_search(self, queries: list[str], depth: int, excluded) -> list[list[tuple[str, float, tuple[int, int]]]]:
        return [self.lexical.search(tokens(q, self.analyzer), depth, excluded) for q in queries]

    def _add_said(self, rec) -> None:
        if self.evidence and rec.evidence_text and not in_english(rec.evidence_text):
            self.said.add(rec.id, tokens(rec.evidence_text, self.analyzer))

    def said_search(self, queries: list[str], depth: int, excluded) -> list[list[tuple[str, float, tuple[int, int]]]]:
        """Per query, the records whose evidence turn (not English) matches it; empty for an English query."""
        return [self.said.search(tokens(q, self.analyzer), depth, excluded) if self.evidence and not in_english(q)
                else [] for q in queries]

    # ------------------------------------------------------------ persistence
    def dense_index(self) -> faiss.Index:
        return self._dense

    def restore(self, entries: list[Entry], dense: faiss.Index | None, kind: str, nprobe: int) -> None:
        """Rebuilds from persisted entries (with vectors) and, when given, the saved FAISS index."""
        self.entries = {}
        self.active, self._expiring, self._conflicts = set(), {}, {}
        self._vid_to_id = {}
        self.lexical = LexicalIndex(self.lexical.k1, self.lexical.b)
        self.said = LexicalIndex(self.lexical.k1, self.lexical.b)
        vids, vecs = [], []
        for e in entries:
            rec = e.record
            self.entries[rec.id] = e
            if e.vid >= 0 and e.vec is not None and self.searchable(rec):
                self._vid_to_id[e.vid] = rec.id
                self.lexical.add(rec.id, tokens(rec.text, self.analyzer))
                self._add_said(rec)
                self.active.add(rec.id)
                if e.expires_at is not None:
                    self._expiring[rec.id] = e.expires_at
                if rec.conflicts_with:
                    self._conflicts[rec.id] = frozenset(rec.conflicts_with)
                vids.append(e.vid)
                vecs.append(e.vec)
            else:
                e.vid = -1
        self._next_vid = max(vids, default=-1) + 1
        if dense is not None and dense.ntotal == len(vids):
            self._dense, self.kind = dense, kind
            self.set_nprobe(nprobe)
        else:
            self._dense, self.kind = faiss.IndexIDMap2(faiss.IndexFlatIP(self.dim)), "flat"
            if vids:
                self._dense.add_with_ids(np.stack(vecs), np.array(vids, dtype=np.int64))
        self.dirty = False
