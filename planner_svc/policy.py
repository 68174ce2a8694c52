"""Local gap policy (no model, no API key): cue rules over the turn and the
content-free inventory.

It sees the turn, public context, the profile and inventory *labels* only;
record text never reaches it. A turn gets gaps only when it points at
user- or organisation-specific state (personal or organisational reference,
recall wording) and the inventory holds a category the turn touches.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from retold import taxonomy
from retold.hashing import sha256_json

POLICY_VERSION = "local-cues/1"

_WORD = re.compile(r"[a-z0-9']+")
PERSONAL = ("my", "our", "i", "me", "we", "us", "mine", "ours", "i'm", "we're", "i've", "we've")
RECALL = ("remind", "again", "last time", "usual", "as before", "we agreed", "did i", "did we",
          "what was", "who is", "who's", "when is", "when's", "where is", "where's")
ORG = ("the team", "staging", "prod", "production", "the office", "the ward", "the restaurant",
       "the client", "the project", "the deadline", "the freeze", "on call", "on-call")
STOP = frozenset("a an the and or of to in on for with is are was were be it this that what which who how when where do does did can could should would will my our your me i we you".split())

CONFIG = {
    "version": POLICY_VERSION,
    "personal": PERSONAL,
    "recall": RECALL,
    "org": ORG,
    "stop": sorted(STOP),
    "taxonomy": taxonomy.TAXONOMY_SHA256,
}
CONFIG_SHA256 = sha256_json(CONFIG)


@dataclass(frozen=True)
class PlannedGap:
    category: str
    query: str


def _words(text: str) -> list[str]:
    return _WORD.findall(text.lower())


def _category_score(turn_low: str, words: set[str], category: str, label: str) -> int:
    cat = taxonomy.BY_ID.get(category)
    score = 0
    if cat is not None:
        for cue in cat.cues:
            cue = cue.strip()
            if not cue:
                continue
            if " " in cue or not cue.isalpha():
                score += 2 if cue in turn_low else 0
            elif cue in words or (len(cue) >= 5 and any(w[:5] == cue[:5] for w in words if len(w) >= 5)):
                score += 2
    label_words = {w for w in _words(label) if w not in STOP and len(w) > 3}
    score += sum(1 for w in label_words if w in words or w.rstrip("s") in words)
    return score


def plan(turn: str, public_context: str, inventory: list[tuple[str, str]], max_gaps: int) -> tuple[list[PlannedGap], str]:
    if not inventory:
        return [], "inventory is empty"
    low = f" {turn.lower()} "
    words = set(_words(turn))
    personal = bool(words & set(PERSONAL))
    recall = any(f" {cue}" in low for cue in RECALL)
    org = any(cue in low for cue in ORG)
    if not (personal or recall or org):
        return [], "no personal, organisational or recall cue"
    scored = []
    for category, label in inventory:
        if taxonomy.BY_ID.get(category, taxonomy.BY_ID["general"]).ambient_eligible:
            continue  # answer-style categories ride in the profile, not in retrieval
        sc = _category_score(low, words, category, label)
        if sc > 0:
            scored.append((sc, category, label))
    if not scored:
        return [], "no stored category matches the turn"
    scored.sort(key=lambda t: (-t[0], t[1]))
    content = " ".join(w for w in _words(turn) if w not in STOP)
    gaps = [PlannedGap(cat, f"{content} ({label})") for _, cat, label in scored[:max_gaps]]
    return gaps, f"cue {'personal' if personal else 'recall' if recall else 'org'}; matched {', '.join(g.category for g in gaps)}"
