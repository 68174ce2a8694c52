"""Incremental BM25 (Lucene variant) over one principal's searchable records.

Documents come and go one at a time as the change feed applies, so the index
keeps postings per term and scores a query with numpy over those postings only;
nothing is rebuilt on a write. Scores match bm25s's ``lucene`` method
(tests/test_retrieval_pipeline.py compares them):

    idf(t)   = ln(1 + (N - df + 0.5) / (df + 0.5))
    s(t, d)  = idf(t) * tf / (tf + k1 * (1 - b + b * |d| / avgdl))
"""

from __future__ import annotations

from collections import Counter

import numpy as np


class LexicalIndex:
    def __init__(self, k1: float = 1.2, b: float = 0.75) -> None:
        self.k1, self.b = k1, b
        self._slot_of: dict[str, int] = {}
        self._ids: list[str | None] = []
        self._free: list[int] = []
        self._len = np.zeros(0, dtype=np.float32)
        self._terms: list[Counter | None] = []
        self._postings: dict[str, dict[int, int]] = {}
        self._arrays: dict[str, tuple[np.ndarray, np.ndarray]] = {}
        self._total_len = 0
        self.n = 0

    def __contains__(self, rid: str) -> bool:
        return rid in self._slot_of

    def terms_of(self, rid: str) -> Counter:
        return self._terms[self._slot_of[rid]]

    def add(self, rid: str, toks: list[str]) -> None:
        if rid in self._slot_of:
            self.remove(rid)
        if self._free:
            slot = self._free.pop()
        else:
            slot = len(self._ids)
            self._ids.append(None)
            self._terms.append(None)
            if slot >= len(self._len):
                self._len = np.concatenate([self._len, np.zeros(max(64, len(self._len)), dtype=np.float32)])
        tf = Counter(toks)
        self._ids[slot] = rid
        self._terms[slot] = tf
        self._len[slot] = len(toks)
        self._slot_of[rid] = slot
        self._total_len += len(toks)
        self.n += 1
        for t, c in tf.items():
            self._postings.setdefault(t, {})[slot] = c
            self._arrays.pop(t, None)

    def remove(self, rid: str) -> None:
        slot = self._slot_of.pop(rid, None)
        if slot is None:
            return
        tf = self._terms[slot]
        for t in tf:
            post = self._postings.get(t)
            if post is not None:
                post.pop(slot, None)
                if not post:
                    del self._postings[t]
            self._arrays.pop(t, None)
        self._total_len -= int(self._len[slot])
        self._len[slot] = 0
        self._ids[slot] = None
        self._terms[slot] = None
        self._free.append(slot)
        self.n -= 1

    def _posting_arrays(self, term: str) -> tuple[np.ndarray, np.ndarray] | None:
        arr = self._arrays.get(term)
        if arr is None:
            post = self._postings.get(term)
            if not post:
                return None
            arr = (np.fromiter(post.keys(), dtype=np.int64, count=len(post)),
                   np.fromiter(post.values(), dtype=np.float32, count=len(post)))
            self._arrays[term] = arr
        return arr

    def scores(self, qtoks: list[str]) -> tuple[np.ndarray, np.ndarray]:
        """(slots, scores) of every document sharing a term with the query."""
        if self.n == 0:
            return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.float32)
        avgdl = max(self._total_len / self.n, 1e-9)
        slot_parts, score_parts = [], []
        for t in dict.fromkeys(qtoks):  # unique terms, query order
            arr = self._posting_arrays(t)
            if arr is None:
                continue
            slots, tf = arr
            df = len(slots)
            idf = np.log1p((self.n - df + 0.5) / (df + 0.5))
            denom = tf + self.k1 * (1 - self.b + self.b * self._len[slots] / avgdl)
            slot_parts.append(slots)
            score_parts.append((idf * tf / denom).astype(np.float32))
        if not slot_parts:
            return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.float32)
        slots = np.concatenate(slot_parts)
        vals = np.concatenate(score_parts)
        uniq, inv = np.unique(slots, return_inverse=True)
        total = np.zeros(len(uniq), dtype=np.float32)
        np.add.at(total, inv, vals)
        return uniq, total

    def search(self, qtoks: list[str], depth: int, excluded: set[str]) -> list[tuple[str, float, tuple[int, int]]]:
        """Top ``depth`` (record id, score, (matched terms, query terms)), skipping ``excluded``."""
        slots, vals = self.scores(qtoks)
        if len(slots) == 0:
            return []
        want = min(len(slots), depth + len(excluded))
        if want < len(slots):
            part = np.argpartition(-vals, want - 1)[:want]
        else:
            part = np.arange(len(slots))
        # Ties break by record id so results do not depend on slot reuse.
        order = sorted(part.tolist(), key=lambda i: (-float(vals[i]), self._ids[int(slots[i])]))
        qset = set(qtoks)
        out = []
        for i in order:
            rid = self._ids[int(slots[i])]
            if rid in excluded:
                continue
            matched = sum(1 for t in qset if t in self._terms[int(slots[i])])
            out.append((rid, float(vals[i]), (matched, len(qset))))
            if len(out) >= depth:
                break
        return out
