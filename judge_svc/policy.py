"""Local admission policy (no model, no API key): draft-relative evidence rules.

It sees the turn, public context, profile, the draft and the *whole* candidate
set at once, and gives every candidate exactly one reason code. EMPTY is the
default: a candidate is admitted only with clear evidence that it concerns the
turn and adds something the draft, profile and public context do not say.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from retold.hashing import sha256_json
from retold.v1 import common_pb2 as c

POLICY_VERSION = "local-evidence/1"
_WORD = re.compile(r"[a-z0-9']+")
STOP = frozenset(
    "a an the and or of to in on for with is are was were be been it its this that these those what which "
    "who how when where do does did can could should would will my our your me i we you he she they them "
    "his her their at by from as about into any all some not no yes if so than then there here just".split()
)

ADMIT_DENSE = 0.50         # dense cosine that alone shows the record concerns the turn
ADMIT_DENSE_WITH_TERMS = 0.35  # dense cosine enough when >= 2 content terms also match
REDUNDANT_COVERAGE = 0.8   # share of a record's content words already in draft/profile/context
MAX_ADMITTED = 3

CONFIG = {
    "version": POLICY_VERSION, "admit_dense": ADMIT_DENSE,
    "admit_dense_with_terms": ADMIT_DENSE_WITH_TERMS, "redundant_coverage": REDUNDANT_COVERAGE,
    "max_admitted": MAX_ADMITTED, "stop": sorted(STOP),
}
CONFIG_SHA256 = sha256_json(CONFIG)


def content_words(text: str) -> set[str]:
    return {w for w in _WORD.findall(text.lower()) if w not in STOP and len(w) > 1}


@dataclass
class Judgement:
    record_id: str
    admitted: bool
    reason: int
    note: str


def admit(turn: str, public_context: str, profile_text: str, draft: str, gaps_text: str,
          candidates: list[c.Candidate]) -> list[Judgement]:
    asked = content_words(turn) | content_words(gaps_text)
    known = content_words(draft) | content_words(profile_text) | content_words(public_context)
    turn_words = content_words(turn)
    out: list[Judgement] = []
    scored = []
    for cand in candidates:
        rec = cand.record
        words = content_words(rec.text)
        if rec.lifecycle != c.LIFECYCLE_ACTIVE or rec.activation != c.ACTIVATION_CONDITIONAL:
            out.append(Judgement(rec.id, False, c.REASON_CODE_STALE_OR_CONFLICTING, "not an active conditional record"))
            continue
        sensitive = [f.split(":", 1)[1] for f in rec.facets if f.startswith("sensitive:")]
        if sensitive and not any(s in turn.lower() for s in sensitive):
            out.append(Judgement(rec.id, False, c.REASON_CODE_POTENTIALLY_HARMFUL,
                                 f"sensitive ({', '.join(sensitive)}) and the turn does not call for it"))
            continue
        if words and len(words & known) / len(words) >= REDUNDANT_COVERAGE:
            out.append(Judgement(rec.id, False, c.REASON_CODE_REDUNDANT, "already said by the draft, profile or context"))
            continue
        overlap = len(words & asked)
        strong = cand.dense_score >= ADMIT_DENSE or (
            cand.dense_score >= ADMIT_DENSE_WITH_TERMS and overlap >= 2 and bool(words & turn_words)
        )
        if not strong:
            out.append(Judgement(rec.id, False, c.REASON_CODE_INSUFFICIENT,
                                 f"weak link to the turn (dense {cand.dense_score:.2f}, {overlap} shared terms)"))
            continue
        scored.append((cand.dense_score + 0.05 * overlap, rec.id, overlap))
        out.append(Judgement(rec.id, True, c.REASON_CODE_HELPFUL,
                             f"concerns the turn (dense {cand.dense_score:.2f}, {overlap} shared terms) and adds to the draft"))
    # Keep the admitted set compact: the strongest few, the rest are insufficient.
    keep = {rid for _, rid, _ in sorted(scored, reverse=True)[:MAX_ADMITTED]}
    for j in out:
        if j.admitted and j.record_id not in keep:
            j.admitted, j.reason, j.note = False, c.REASON_CODE_INSUFFICIENT, "outside the compact admitted set"
    return out
