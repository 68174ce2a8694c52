"""The search pipeline over one principal's index, as pure functions.

Stages, in order (each records what it dropped and why):

1. filter: only active conditional records of the principal are in the index;
   records expired at the request's time or in an unresolved conflict are
   excluded before any ranking.
2. channels: dense (FAISS) and lexical (BM25) over every query, ``channel_depth`` each.
3. fusion: reciprocal-rank fusion over every (query, channel) list.
4. floor: a candidate only the dense channel found must reach its kind's dense floor.
5. recency: episodic records' fused score decays with age (half-life, weight).
6. dedupe: a candidate whose text equals, or whose vector is within
   ``dedupe_cosine`` of, a better-ranked kept candidate is collapsed into it.
7. cap and budget: at most ``k`` candidates, and their estimated tokens within the budget.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime

import numpy as np

from retold.calendar import MONTHS
from retold.config import RetrievalConfig
from retold.v1 import common_pb2 as c
from retold.tokens import estimate_tokens
from retrieval_svc.index import PrincipalIndex

KIND_NAMES = {c.RECORD_KIND_SEMANTIC: "semantic", c.RECORD_KIND_EPISODIC: "episodic",
              c.RECORD_KIND_PROCEDURAL: "procedural"}

RETURNED = "returned"


@dataclass
class Cand:
    """One candidate considered by a search, with every channel's evidence and its fate."""

    record_id: str
    kind: str = "semantic"
    dense_score: float = 0.0
    dense_rank: int = 0
    dense_query: int = -1
    lexical_score: float = 0.0
    lexical_rank: int = 0
    lexical_query: int = -1
    lexical_terms: tuple[int, int] = (0, 0)
    evidence_rank: int = 0  # rank among the records whose evidence turn (not English) matches a query
    rrf_score: float = 0.0
    recency_factor: float = 1.0
    age_days: float = -1.0
    final_score: float = 0.0
    pre_rank: int = 0  # position after fusion, floor and recency (before dedupe, cap, budget)
    fused_rank: int = 0  # position among the returned candidates (0 when dropped)
    floor: float | None = None
    tokens: int = 0
    stage: str = ""  # the stage that dropped it; "returned" when it came back
    reason: str = ""
    _explanation: str | None = field(default=None, repr=False, compare=False)

    @property
    def explanation(self) -> str:
        """The readable account of this candidate, built on first use: once ranking is
        done (a search's reply needs only the returned ones; the search-log writer builds
        the rest off the reply path)."""
        if self._explanation is None:
            self._explanation = explain(self)
        return self._explanation

    @property
    def query_index(self) -> int:
        return self.dense_query if self.dense_query >= 0 else max(self.lexical_query, 0)


@dataclass
class Trace:
    """Everything the search log keeps about one search."""

    eligible: int = 0
    excluded: dict[str, str] = field(default_factory=dict)
    candidates: list[Cand] = field(default_factory=list)
    timings_ms: dict[str, float] = field(default_factory=dict)
    index_kind: str = ""


def floor_for(kind: str, cfg: RetrievalConfig) -> float:
    if kind == "episodic":
        return cfg.dense_floor_episodic
    if kind == "procedural":
        return cfg.dense_floor_procedural
    return cfg.dense_floor


def fuse(dense, lexical, cfg: RetrievalConfig, said=()) -> dict[str, Cand]:
    """Reciprocal-rank fusion over every (query, channel) list. Each channel's best
    (highest-scoring) appearance is kept for the explanation. ``said``: per query, the
    matches on the user's own words of the evidence turns, fused beside them with a rank of
    their own (``evidence_rank``)."""
    cands: dict[str, Cand] = {}
    for qi, lst in enumerate(dense):
        for rank, (rid, score) in enumerate(lst, start=1):
            cd = cands.setdefault(rid, Cand(rid))
            cd.rrf_score += 1.0 / (cfg.rrf_k + rank)
            if cd.dense_rank == 0 or score > cd.dense_score:
                cd.dense_score, cd.dense_rank, cd.dense_query = score, rank, qi
    for qi, lst in enumerate(lexical):
        for rank, (rid, score, terms) in enumerate(lst, start=1):
            cd = cands.setdefault(rid, Cand(rid))
            cd.rrf_score += 1.0 / (cfg.rrf_k + rank)
            if cd.lexical_rank == 0 or score > cd.lexical_score:
                cd.lexical_score, cd.lexical_rank, cd.lexical_query, cd.lexical_terms = score, rank, qi, terms
    for lst in said:
        for rank, (rid, _score, _terms) in enumerate(lst, start=1):
            cd = cands.setdefault(rid, Cand(rid))
            cd.rrf_score += 1.0 / (cfg.rrf_k + rank)
            if cd.evidence_rank == 0 or rank < cd.evidence_rank:
                cd.evidence_rank = rank
    return cands


# a full date a record names: "2026-10-19", "19 October 2026", "October 19, 2026"
_FULL_DATE = re.compile(r"\b(\d{4})-(\d{2})-(\d{2})\b|\b(\d{1,2})(?:st|nd|rd|th)?\s+([A-Za-z]{3,9})\s+(\d{4})\b"
                        r"|\b([A-Za-z]{3,9})\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b")


def names_date_ahead(text: str, at: datetime) -> bool:
    """Whether a text names a full date on or after ``at``'s day."""
    day = at.date()
    for m in _FULL_DATE.finditer(text):
        g = m.groups()
        try:
            if g[0]:
                d = datetime(int(g[0]), int(g[1]), int(g[2])).date()
            else:
                dd, mon, yy = (g[3], g[4], g[5]) if g[3] else (g[7], g[6], g[8])
                month = next((i + 1 for i, name in enumerate(MONTHS) if name.startswith(mon.lower()[:3])), 0)
                if not month:
                    continue
                d = datetime(int(yy), month, int(dd)).date()
        except ValueError:
            continue
        if d >= day:
            return True
    return False


def recency(rec, at: datetime, cfg: RetrievalConfig) -> tuple[float, float]:
    """(factor, age in days) for an episodic record; its event time, else its creation time. A record naming a
    date still to come does not age (``recency_ahead_exempt``)."""
    ts = rec.event_time if rec.HasField("event_time") else (rec.created_at if rec.HasField("created_at") else None)
    if ts is None or cfg.recency_weight == 0:
        return 1.0, -1.0
    if cfg.recency_ahead_exempt and names_date_ahead(rec.text, at):
        return 1.0, -1.0
    when = ts.ToDatetime(tzinfo=at.tzinfo) if at.tzinfo else ts.ToDatetime()
    age = max(0.0, (at - when).total_seconds() / 86400.0)
    return (1 - cfg.recency_weight) + cfg.recency_weight * 0.5 ** (age / cfg.recency_half_life_days), age


_WS = re.compile(r"\s+")


def _norm_text(text: str) -> str:
    return _WS.sub(" ", text.strip().lower())


def explain(cd: Cand) -> str:
    parts = []
    if cd.dense_rank:
        parts.append(f"dense {cd.dense_score:.2f} (rank {cd.dense_rank}, query {cd.dense_query + 1})")
    else:
        parts.append("dense: not in the top list")
    if cd.lexical_rank:
        m, n = cd.lexical_terms
        parts.append(f"lexical {m}/{n} terms, bm25 {cd.lexical_score:.2f} (rank {cd.lexical_rank}, "
                     f"query {cd.lexical_query + 1})")
    else:
        parts.append("lexical: no term match")
    if cd.evidence_rank:
        parts.append(f"the user's own words: rank {cd.evidence_rank}")
    if cd.fused_rank:
        parts.append(f"fused rank {cd.fused_rank}")
    elif cd.pre_rank:
        parts.append(f"fused position {cd.pre_rank}")
    if cd.floor is not None:
        verdict = "passed" if cd.dense_score >= cd.floor else "below"
        parts.append(f"{verdict} {cd.kind} dense floor {cd.floor:.2f}")
    if cd.age_days >= 0:
        parts.append(f"recency x{cd.recency_factor:.2f} (episodic, {cd.age_days:.0f} days old)")
    parts.append(f"{cd.tokens} tokens")
    if cd.stage != RETURNED and cd.reason:
        parts.append(f"dropped at {cd.stage}: {cd.reason}")
    return ", ".join(parts)


def rank(idx: PrincipalIndex, queries: list[str], qvecs: np.ndarray, cfg: RetrievalConfig, k: int,
         token_budget: int, at: datetime, timings: dict[str, float] | None = None) -> tuple[list[Cand], Trace]:
    """Runs every stage after query embedding; returns (returned candidates, trace)."""
    import time

    trace = Trace(index_kind=idx.kind)
    t = time.perf_counter()

    def lap(name: str) -> None:
        nonlocal t
        now = time.perf_counter()
        trace.timings_ms[name] = (now - t) * 1000
        t = now

    excluded = idx.excluded(at)
    trace.excluded = excluded
    trace.eligible = len(idx.active) - len(excluded)
    lap("filter")
    if trace.eligible <= 0:
        return [], trace
    dense = idx.dense_search(qvecs, cfg.channel_depth, excluded)
    lap("dense")
    lexical = idx.lexical_search(queries, cfg.channel_depth, excluded)
    said = idx.said_search(queries, cfg.channel_depth, excluded)
    lap("lexical")
    cands = fuse(dense, lexical, cfg, said)
    for cd in cands.values():
        rec = idx.entries[cd.record_id].record
        cd.kind = KIND_NAMES.get(rec.kind, "semantic")
        cd.tokens = estimate_tokens(rec.text)
        cd.final_score = cd.rrf_score
        if cd.lexical_rank == 0 and cd.evidence_rank == 0:
            cd.floor = floor_for(cd.kind, cfg)
            if cd.dense_score < cd.floor:
                cd.stage = "floor"
                cd.reason = f"dense-only {cd.dense_score:.2f} below the {cd.kind} floor {cd.floor:.2f}"
        if cd.kind == "episodic":
            cd.recency_factor, cd.age_days = recency(rec, at, cfg)
            cd.final_score = cd.rrf_score * cd.recency_factor
    ordered = sorted(cands.values(), key=lambda cd: (-cd.final_score, -cd.dense_score, cd.record_id))
    lap("fuse")
    pos = 0
    kept: list[Cand] = []
    kept_vecs = np.zeros((k, idx.dim), dtype=np.float32)  # row i: kept[i]'s vector (zeros if none)
    kept_texts: dict[str, str] = {}
    used = 0
    for cd in ordered:
        if cd.stage == "floor":
            continue
        pos += 1
        cd.pre_rank = pos
        entry = idx.entries[cd.record_id]
        norm = entry.norm_text
        if norm is None:
            norm = entry.norm_text = _norm_text(entry.record.text)
        if norm in kept_texts:
            cd.stage, cd.reason = "dedupe", f"same text as {kept_texts[norm]}"
            continue
        if kept and entry.vec is not None and cfg.dedupe_cosine < 1.0:
            sims = kept_vecs[:len(kept)] @ entry.vec
            j = int(sims.argmax())
            if sims[j] >= cfg.dedupe_cosine:
                cd.stage, cd.reason = "dedupe", f"near-duplicate of {kept[j].record_id} (cosine {sims[j]:.2f})"
                continue
        if len(kept) >= k:
            cd.stage, cd.reason = "cap", f"candidate cap {k} reached"
            continue
        if token_budget and used + cd.tokens > token_budget:
            cd.stage, cd.reason = "budget", f"{cd.tokens} tokens would exceed the budget ({used}/{token_budget} used)"
            continue
        used += cd.tokens
        cd.stage = RETURNED
        cd.fused_rank = len(kept) + 1
        if entry.vec is not None:
            kept_vecs[len(kept)] = entry.vec
        kept.append(cd)
        kept_texts[norm] = cd.record_id
    trace.candidates = sorted(cands.values(), key=lambda cd: (cd.stage != RETURNED, cd.fused_rank or 10**6,
                                                              cd.pre_rank or 10**6, cd.record_id))
    lap("select")
    return kept, trace
