"""Local gap policy (no model, no API key).

It sees the turn, public context, profile and the inventory's category *labels*;
record text never reaches it. Two kinds of gap:

- a direct gap when the turn asks about the user's own world (anything but a plain
  general-knowledge question; see ``retold.cues``), whose query is the turn's content;
- implicit gaps when the turn is a task whose answer depends on stored state it does
  not name (scheduling depends on time zones and availability, a production change on
  approvals and freezes, a message to someone on what they asked for, ...), one per
  triggered category the inventory actually holds, whose query is the category's
  content-free probe plus the turn's content words.

A turn in another language carries its English gloss (``retold.gloss``) in its queries too.
"""

from __future__ import annotations

from dataclasses import dataclass

from retold import cues, gloss, taxonomy
from retold.hashing import sha256_json

POLICY_VERSION = "local-plan/8"
STOP = frozenset(
    "a an the and or of to in on for with is are was were be it this that what which who how when where do does "
    "did can could should would will my our your me i we you us please just quick quickly some any there here "
    "about into from at by as up out so if than then also it's what's when's who's where's i'm we're".split()
)

CONTEXT_WORDS = 40  # words of pasted material a task's query carries
CONFIG = {"version": POLICY_VERSION, "context_words": CONTEXT_WORDS, "stop": sorted(STOP), "cues": cues.CUES_SHA256,
          "taxonomy": taxonomy.TAXONOMY_SHA256, "gloss": gloss.identity()}
CONFIG_SHA256 = sha256_json(CONFIG)


@dataclass(frozen=True)
class PlannedGap:
    category: str
    query: str


def content(text: str) -> str:
    return " ".join(w for w in cues.WORD.findall(text.lower()) if w not in STOP)


def _direct_category(turn_low: str, held: list[str]) -> str:
    best, best_hits = "general", 0
    for cid in held:
        cat = taxonomy.BY_ID.get(cid)
        if cat is None:
            continue
        hits = sum(1 for cue in cat.cues if cue.strip() and cue.strip() in turn_low)
        if hits > best_hits:
            best, best_hits = cid, hits
    return best


def plan(turn: str, public_context: str, inventory: list[tuple[str, str]], max_gaps: int) -> tuple[list[PlannedGap], str]:
    if not inventory:
        return [], "inventory is empty"
    tc = cues.analyse(turn)
    held = [cid for cid, _ in inventory]
    gaps: list[PlannedGap] = []
    words = content(turn)
    english = gloss.gloss(turn)
    if english:
        # a turn in another language also asks in English words, which the stored records are written in
        words = f"{words} {english.lower()}"
    if extra := [w for w in cues.shorthand_expansions(turn) if w not in words.split()]:
        words = f"{words} {' '.join(extra)}"  # "xmas do" also asks for "christmas"
    if extra := [w for w in cues.document_kinds(turn) if w not in words.split()]:
        words = f"{words} {' '.join(extra)}"  # "write up yesterday's labeller jam" asks for an incident report
    triggers_from_context: tuple[str, ...] = ()
    if tc.task and public_context.strip():
        # "Draft a reply to this": the pasted material says what the task is about.
        words = f"{words} {' '.join(content(public_context).split()[:CONTEXT_WORDS])}".strip()
        triggers_from_context = cues.analyse(public_context).triggers
    if tc.needs_lookup and words:
        gaps.append(PlannedGap(_direct_category(f" {turn.lower()} ", held), words))
    if tc.generic and not (tc.possessive or tc.recall or (tc.task and tc.dated)):
        triggers = ()  # a general-knowledge question does not depend on the user's state
        # (a task on a day of the month does: "need a full day for the tests wk of the 9th, which day works best?")
        # (but how a term is said in a language is answered the way the user wants term answers laid out:
        # "¿Equivalentes en español para «Sterilbarriere» ...?" and "For terminology questions, a three-column table")
        if "terminology" in tc.triggers and cues.asks_term(turn):
            triggers = ("terminology",)
    else:
        triggers = tc.triggers + tuple(t for t in triggers_from_context if t not in tc.triggers)
    for name in triggers:
        if len(gaps) >= max_gaps:
            break
        if name == "calendar" and not (tc.task or tc.needs_lookup):
            continue  # a day named in small talk does not call for anyone's calendar
        cats = [cid for cid in dict(cues.TRIGGER_CATEGORIES)[name] if cid in held]
        if not cats:
            continue
        gaps.append(PlannedGap(cats[0], f"{cues.TRIGGER_QUERIES[name]} {words}".strip()))
    if not gaps:
        why = "general-knowledge question" if tc.generic else "nothing in the turn points at stored state"
        return [], why
    return gaps[:max_gaps], (
        f"{'direct question' if tc.needs_lookup else 'task'}; triggers {', '.join(tc.triggers) or 'none'}"
    )
