"""Write-time category classifier: MiniLM similarity to each category's
content-free probe sentences, plus the taxonomy's cue words.

Assigns each record one ``retrieval_category`` and the facets the judge needs
(sensitive topics, time references, named entities). Versioned; part of the bundle.
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass, field

import numpy as np

from retold import taxonomy
from retold.embedding import label as embedding_label
from retold.hashing import sha256_json

CLASSIFIER_VERSION = "probe-embed/5"
CUE_BONUS = 0.03          # added per cue hit ...
CUE_BONUS_MAX = 0.09      # ... up to this much
MIN_SIMILARITY = 0.12     # below this, fall back by record kind
SENSITIVE_SIMILARITY = 0.30  # probe similarity that marks a sensitive topic even without cue words
SENSITIVE_SIMILARITY_OTHERS = 0.35  # ... in a record about someone other than the user

_TIME_RE = re.compile(
    r"\b(\d{4}-\d{2}-\d{2}|\d{1,2}:\d{2}|(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}"
    r"|\d{1,2}\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*|monday|tuesday|wednesday"
    r"|thursday|friday|saturday|sunday|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays"
    r"|tomorrow|yesterday|next week|last week|this week|q[1-4])\b",
    re.I,
)
_KIND_FALLBACK = {"procedural": "procedures", "episodic": "schedule", "semantic": "general"}


def cue_hits(text: str, cue: str) -> int:
    if len(cue.strip()) <= 3 and cue.strip().isalpha():
        return len(re.findall(rf"\b{re.escape(cue.strip())}\b", text))
    return text.count(cue)


@dataclass(frozen=True)
class Classification:
    category: str
    facets: tuple[str, ...]
    scores: dict[str, float]
    # The text's embedding the scores were computed from (not part of the decision's
    # identity): the store hands it to change-feed followers so they need not embed again.
    vector: np.ndarray | None = field(default=None, compare=False, repr=False)
    # "<model_id>/<backend>/<dim>" of the model that computed ``vector``.
    vector_model: str = field(default="", compare=False)


class _Probes:
    """Embeddings of every category's probe sentences, computed once."""

    _lock = threading.Lock()
    _value: tuple[list[str], np.ndarray] | None = None

    @classmethod
    def get(cls, embedder) -> tuple[list[str], np.ndarray]:
        with cls._lock:
            if cls._value is None:
                owners, texts = [], []
                for cat in taxonomy.CATEGORIES:
                    for probe in cat.probes:
                        owners.append(cat.id)
                        texts.append(probe)
                cls._value = (owners, embedder.encode(texts))
            return cls._value


def classify(text: str, kind: str, about_principal: bool, embedder=None) -> Classification:
    """Scores every category; the best wins (ties by taxonomy order)."""
    if embedder is None:
        from retold.embedding import get_embedder

        embedder = get_embedder()
    owners, probe_vecs = _Probes.get(embedder)
    vec = embedder.encode([text])[0]
    sims = probe_vecs @ vec
    low = f" {text.lower()} "
    scores: dict[str, float] = {}
    for cat in taxonomy.CATEGORIES:
        best = max((float(s) for o, s in zip(owners, sims) if o == cat.id), default=0.0)
        hits = sum(cue_hits(low, cue) for cue in cat.cues)
        scores[cat.id] = best + min(CUE_BONUS_MAX, CUE_BONUS * hits)
    allowed = [c.id for c in taxonomy.CATEGORIES if c.probes and (about_principal or not c.ambient_eligible)]
    order = {c.id: i for i, c in enumerate(taxonomy.CATEGORIES)}
    category = max(allowed, key=lambda cid: (scores[cid], -order[cid]))
    if scores[category] < MIN_SIMILARITY:
        category = _KIND_FALLBACK.get(kind, "general")
    facets = []
    for cat in taxonomy.CATEGORIES:
        if not cat.sensitive:
            continue
        cue_hit = any(cue_hits(low, cue) for cue in cat.cues) or (
            about_principal and any(cue_hits(low, cue) for cue in taxonomy.PERSONAL_SENSITIVE_CUES.get(cat.id, ())))
        probe = max((float(s) for o, s in zip(owners, sims) if o == cat.id), default=0.0)
        # Personal detail (about the principal, or a sensitive category outright), not work
        # facts that merely mention a hospital or a family business. Either needs evidence: a cue
        # word or a close probe ("max gross weight 1,800 t" is nearest the health probes, weakly).
        # (about someone else, a probe alone must be closer: "field trips longer than 150 miles" is
        # nearest "how far someone can walk", weakly)
        evident = cue_hit or probe >= (SENSITIVE_SIMILARITY if about_principal else SENSITIVE_SIMILARITY_OTHERS)
        if evident and (category == cat.id or about_principal):
            facets.append(f"sensitive:{cat.id}")
    if _TIME_RE.search(text):
        facets.append("time_reference")
    return Classification(category, tuple(facets), scores, vec, model_identity(embedder))


def model_identity(embedder) -> str:
    """The change feed's ``embedding_model`` string for vectors computed by ``embedder``."""
    return f"{embedder.model_id}/{getattr(embedder, 'backend', '')}/{embedder.dim}"


IDENTITY = {
    "role": "classifier",
    "implementation": CLASSIFIER_VERSION,
    "model_id": embedding_label(),
    "prompt_version": CLASSIFIER_VERSION,
    "prompt_sha256": sha256_json(
        {"version": CLASSIFIER_VERSION, "time_re": _TIME_RE.pattern, "fallback": _KIND_FALLBACK,
         "cue_bonus": CUE_BONUS, "cue_bonus_max": CUE_BONUS_MAX, "min_similarity": MIN_SIMILARITY,
         "sensitive_similarity": SENSITIVE_SIMILARITY, "sensitive_similarity_others": SENSITIVE_SIMILARITY_OTHERS}
    ),
    "taxonomy_version": taxonomy.TAXONOMY_VERSION,
    "taxonomy_sha256": taxonomy.TAXONOMY_SHA256,
}
