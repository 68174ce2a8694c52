"""Write-time category classifier: deterministic cue rules over the taxonomy.

Assigns each record one ``retrieval_category`` and the facets the judge needs
(sensitive topics, time references). Versioned; part of the bundle.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from retold import taxonomy
from retold.hashing import sha256_json

CLASSIFIER_VERSION = "cue-rules/1"

_TIME_RE = re.compile(
    r"\b(\d{4}-\d{2}-\d{2}|\d{1,2}:\d{2}|(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}"
    r"|\d{1,2}\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*|monday|tuesday|wednesday"
    r"|thursday|friday|saturday|sunday|tomorrow|yesterday|next week|last week|this week|q[1-4])\b",
    re.I,
)


def _cue_hits(text: str, cue: str) -> int:
    if len(cue.strip()) <= 3 and cue.strip().isalpha():
        return len(re.findall(rf"\b{re.escape(cue.strip())}\b", text))
    return text.count(cue)


@dataclass(frozen=True)
class Classification:
    category: str
    facets: tuple[str, ...]
    scores: dict[str, int]


# Which kinds fall back to which category when no cue matches.
_KIND_FALLBACK = {"procedural": "procedures", "episodic": "projects", "semantic": "general"}


def classify(text: str, kind: str, about_principal: bool) -> Classification:
    """Scores every category by cue hits; the best wins, ties by taxonomy order."""
    low = f" {text.lower()} "
    scores: dict[str, int] = {}
    for cat in taxonomy.CATEGORIES:
        hits = sum(_cue_hits(low, cue) for cue in cat.cues)
        if hits:
            scores[cat.id] = hits
    if scores:
        order = {c.id: i for i, c in enumerate(taxonomy.CATEGORIES)}
        category = max(scores, key=lambda cid: (scores[cid], -order[cid]))
    else:
        category = _KIND_FALLBACK.get(kind, "general")
    # Ambient-eligible categories describe the principal's own standing wishes;
    # a fact about the world that mentions "format" is not an answer-style rule.
    if taxonomy.BY_ID[category].ambient_eligible and not about_principal:
        rest = {k: v for k, v in scores.items() if not taxonomy.BY_ID[k].ambient_eligible}
        category = max(rest, key=rest.get) if rest else _KIND_FALLBACK.get(kind, "general")
    facets = [f"sensitive:{cid}" for cid in sorted(scores) if taxonomy.BY_ID[cid].sensitive]
    if _TIME_RE.search(text):
        facets.append("time_reference")
    return Classification(category, tuple(facets), scores)


IDENTITY = {
    "role": "classifier",
    "implementation": CLASSIFIER_VERSION,
    "model_id": "",
    "prompt_version": CLASSIFIER_VERSION,
    "prompt_sha256": sha256_json(
        {"version": CLASSIFIER_VERSION, "time_re": _TIME_RE.pattern, "fallback": _KIND_FALLBACK}
    ),
    "taxonomy_version": taxonomy.TAXONOMY_VERSION,
    "taxonomy_sha256": taxonomy.TAXONOMY_SHA256,
}
