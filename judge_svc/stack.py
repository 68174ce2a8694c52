"""The learned admission layer: a logistic model over what the rules decided and why, fitted on
labelled scenario splits, that withdraws a rule's admission it finds unlikely to help and admits a
candidate the rules left out when it finds one likely to.

It reads only what the judge already has: the turn, the host's draft, the planner's gap queries, each
candidate's text and ``about_principal`` flag, and the rules' verdict (admitted or not, reason code and
the kind of note). Never a label, never an id. The model file (``stack_model.json``) is written by
``retold.stack_train`` and hashed into the judge's identity, so a retrained model is a new bundle.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from judge_svc import policy as P  # (the rules' own readings of words, names and scopes)
from retold import calendar, cues, gloss
from retold.hashing import sha256_json

MODEL_PATH = Path(__file__).with_name("stack_model.json")
REASONS = ("helpful", "jointly_helpful", "redundant", "insufficient", "stale_or_conflicting", "potentially_harmful")
# the rules' notes by the kind of reading that produced them (their opening words)
NOTE_KINDS = (("direct", "answers the turn directly"), ("constraint", "a constraint the task depends on"),
              ("runs", "the turn runs into it"), ("holds", "holds"), ("pairs", "pairs with"),
              ("better", "a better-supported"), ("nochange", "does not change"), ("personal", "personal"),
              ("mislead", "would mislead"))
# reasons the layer never overrides: a record the rules found stale, in conflict or harmful stays out
LOCKED_OUT = frozenset({"stale_or_conflicting", "potentially_harmful"})
# the rules' rejections the layer may overturn: those for too little support ("does not change the answer",
# "a better-supported record answers the turn"); a rejection for a reason read in the words (another person,
# an earlier time, a question asking for a number the record does not hold) stands
ADDABLE = ("does not change the answer", "a better-supported record")
# the rules' admissions the layer may withdraw: those by closeness of wording or by the family of a task (a
# direct answer, a pairing by shared words, a constraint of the task's kind); a concrete reading (a date,
# amount or count the turn crosses, someone away on its days, who holds a role an admitted rule names) stands
WITHDRAWABLE = ("answers the turn directly", "pairs with", "a constraint the task depends on")
MAX_ADDED = 1  # the layer admits at most its one likeliest record per call
LAYER_ADMITS = "the learned layer admits it"  # (how its admissions' notes open)
# A direct answer to a turn read through its English gloss stays: the layer was fitted before turns in other
# languages were glossed, on similarities and shared words read off their own words, and on such turns it
# withdraws more good answers than bad ones (7 required against 5 not, over the 58 training splits and
# eight unseen ones)
GLOSSED_KEPT = "answers the turn directly"
# A direct answer whose wording is nearly the turn's own stays too: the layer reads such records by the company
# they keep (a code, a short question), and over every split it has been run on it withdrew one such answer, a
# good one ("back door key safe code for december?" and "The back door key safe code for December 2026 is 7193")
VERBATIM_SIM = 0.75
VERBATIM_NOTE = re.compile(r"^answers the turn directly \(similarity (-?\d+\.\d+)")
# The "absent" feature as the layer was fitted with it: the calendar's words of absence with "off" after any
# verb ("sign off" too) and without the freeze words the calendar took on later; a model's input stays the
# reading it was fitted on until it is fitted again
FITTED_ABSENT = re.compile(calendar.ABSENT_RX.pattern.replace(calendar.OFF_NOT_SIGNED, "off")
                           .replace(calendar.NEW_FREEZE_WORDS, ""), calendar.ABSENT_RX.flags)
# the ids of the records an absence was admitted through, in the rules' note
THROUGH_IDS = re.compile(re.escape(P.THROUGH) + r"([^)]+)\)")


@dataclass(frozen=True)
class Seen:
    """What the layer reads of one candidate and of the rules' verdict on it."""

    text: str
    about_principal: bool
    admitted: bool
    reason: str  # one of REASONS
    note: str
    record_id: str = ""  # read only to keep what the rules admitted through another record with it


def feature_names() -> list[str]:
    base = ["admitted", "sim", "sim_rank", "sim_gap", "n_candidates", "n_admitted", "shared", "shared_frac",
            "draft_cover", "draft_sim", "about_principal", "question", "task", "recall", "generic", "possessive",
            "n_triggers", "english", "turn_len", "names_shared", "record_names_only", "turn_names_only",
            "has_scope", "scope_sim", "scope_shared", "rule", "constraint", "limit", "absent", "trigger_match",
            "gap_sim", "n_gaps", "long_shared", "record_digits", "turn_digits"]
    return base + ["reason_" + r for r in REASONS] + ["note_" + k for k, _ in NOTE_KINDS]


def features(turn: str, draft: str, gap_queries: list[str], seen: list[Seen], encode) -> np.ndarray:
    """One row per candidate, columns as ``feature_names()``. ``encode`` maps texts to unit vectors."""
    names = feature_names()
    if not seen:
        return np.zeros((0, len(names)))
    tc = cues.analyse(turn)
    texts = [s.text for s in seen]
    vecs = encode([turn] + texts + ([draft] if draft else []) + list(gap_queries))
    tv, rv = vecs[0], vecs[1:1 + len(seen)]
    dv = vecs[1 + len(seen)] if draft else None
    gv = vecs[1 + len(seen) + (1 if draft else 0):]
    sims = rv @ tv
    turn_toks, draft_toks = P.specific_tokens(turn), P.specific_tokens(draft)
    glossed = gloss.gloss(turn, names=False) if P.GLOSS else ""
    if glossed:
        # read as the rules read it: a turn in another language in its English words too
        sims = np.maximum(sims, rv @ encode([glossed])[0])
        turn_toks |= P.specific_tokens(glossed)
    order = {int(i): r for r, i in enumerate(np.argsort(-sims, kind="stable"))}
    turn_names = P._names_in(turn)
    n_adm = sum(s.admitted for s in seen)
    english = float(P._english(turn))
    turn_digits = float(any(ch.isdigit() for ch in turn))
    rows = []
    for i, s in enumerate(seen):
        toks = P.specific_tokens(s.text)
        rec_names = P._names_in(s.text)
        scope = P.scope_of(s.text, True)
        if scope and P.TIME_SCOPE.match(scope.strip("( ")):
            scope = None
        scope_toks = P.specific_tokens(scope) if scope else set()
        f = {
            "admitted": float(s.admitted), "sim": float(sims[i]), "sim_rank": float(order[i]),
            "sim_gap": float(sims[i] - sims.max()), "n_candidates": float(len(seen)), "n_admitted": float(n_adm),
            "shared": float(min(len(toks & turn_toks), 4)), "shared_frac": len(toks & turn_toks) / max(len(toks), 1),
            "draft_cover": len(toks & draft_toks) / max(len(toks), 1),
            "draft_sim": float(rv[i] @ dv) if dv is not None else 0.0,
            "about_principal": float(s.about_principal), "question": float("?" in turn), "task": float(tc.task),
            "recall": float(tc.recall), "generic": float(tc.generic), "possessive": float(tc.possessive),
            "n_triggers": float(len(tc.triggers)), "english": english, "turn_len": min(len(turn.split()), 60) / 60.0,
            "names_shared": float(min(len(rec_names & turn_names), 3)),
            "record_names_only": float(min(len(rec_names - turn_names), 3)),
            "turn_names_only": float(min(len(turn_names - rec_names), 3)),
            "has_scope": float(bool(scope)), "scope_sim": float(encode([scope])[0] @ tv) if scope else 0.0,
            "scope_shared": len(scope_toks & turn_toks) / max(len(scope_toks), 1) if scope else 0.0,
            "rule": float(P._is_rule(s.text)), "constraint": float(bool(cues.CONSTRAINT_FORM.search(s.text))),
            "limit": float(bool(P.LIMIT.search(s.text))),
            "absent": float(bool(P.AWAY.search(s.text) or FITTED_ABSENT.search(s.text))),
            "trigger_match": float(any(cues.TRIGGER_CONSTRAINTS[n].search(s.text) for n in tc.triggers)),
            "gap_sim": float((gv @ rv[i]).max()) if len(gv) else 0.0, "n_gaps": float(len(gap_queries)),
            "long_shared": float(P.long_shared(s.text, turn)),
            "record_digits": float(any(ch.isdigit() for ch in s.text)), "turn_digits": turn_digits,
        }
        for r in REASONS:
            f["reason_" + r] = float(s.reason == r)
        for k, opening in NOTE_KINDS:
            f["note_" + k] = float(s.note.startswith(opening))
        rows.append([f[n] for n in names])
    return np.asarray(rows, dtype=float)


def design(x: np.ndarray) -> np.ndarray:
    """The model's inputs: the features, the features again where the rules admitted (so a rule's yes
    and no are weighed apart), and a constant."""
    admitted = x[:, :1]
    return np.hstack([x, admitted * x, np.ones((len(x), 1))])


@dataclass(frozen=True)
class Model:
    version: str
    names: tuple[str, ...]
    mean: np.ndarray
    scale: np.ndarray
    coef: np.ndarray
    veto_below: float  # a rule's admission with a lower probability is withdrawn
    admit_from: float  # a candidate the rules left out with at least this probability is admitted
    sha256: str

    def probabilities(self, x: np.ndarray) -> np.ndarray:
        z = (design(x) - self.mean) / self.scale
        return 1.0 / (1.0 + np.exp(-(z @ self.coef)))


def load(path: Path = MODEL_PATH) -> Model | None:
    if not path.exists():
        return None
    raw = json.loads(path.read_text())
    if raw["features"] != feature_names():
        raise ValueError(f"{path}: trained on other features than this code computes; retrain it")
    return Model(raw["version"], tuple(raw["features"]), np.asarray(raw["mean"]), np.asarray(raw["scale"]),
                 np.asarray(raw["coef"]), float(raw["veto_below"]), float(raw["admit_from"]),
                 sha256_json({**{k: raw[k] for k in ("version", "features", "mean", "scale", "coef", "veto_below",
                                                     "admit_from")}, "addable": ADDABLE, "withdrawable": WITHDRAWABLE, "fitted_absent": FITTED_ABSENT.pattern, "through": P.THROUGH, "kept": P.ON_THE_DAY, "kept_named": P.FOR_NAMED, "kept_set_aside": P.SET_ASIDE, "kept_at_event": P.AT_EVENT, "kept_crossed": P.CROSSED, "kept_unit": P.UNIT_NAMED, "kept_priced": P.PRICED_TOTAL, "glossed_kept": GLOSSED_KEPT, "verbatim_sim": VERBATIM_SIM,
                                                     "max_added": MAX_ADDED}))


def decide(model: Model, probs: np.ndarray, seen: list[Seen], glossed: bool = False) -> list[tuple[bool, str]]:
    """(admitted, why) per candidate; why is empty where the rules' verdict stands. ``glossed``: the turn is
    in another language, read through its English gloss."""
    out = []
    for p, s in zip(probs, seen):
        if s.admitted and p < model.veto_below and s.note.startswith(WITHDRAWABLE) \
                and P.ON_THE_DAY not in s.note and P.FOR_NAMED not in s.note and P.SET_ASIDE not in s.note \
                and P.AT_EVENT not in s.note and P.CROSSED not in s.note and P.UNIT_NAMED not in s.note and P.PRICED_TOTAL not in s.note \
                and not (glossed and s.note.startswith(GLOSSED_KEPT)) and not _verbatim(s.note):
            out.append((False, f"the learned layer withdraws the rules' admission (p={p:.2f}); the rules: {s.note[:90]}"))
        else:
            out.append((s.admitted, ""))
    # an absence the rules admitted only through records the layer withdrew goes with them
    withdrawn = {s.record_id for (adm, why), s in zip(out, seen) if why and not adm}
    for i, s in enumerate(seen):
        through = THROUGH_IDS.search(s.note) if s.admitted and out[i][0] else None
        if through and set(through.group(1).split(", ")) <= withdrawn:
            out[i] = (False, f"admitted only through {through.group(1)}, which the learned layer withdrew")
    open_ = [(p, i) for i, (p, s) in enumerate(zip(probs, seen))
             if not s.admitted and s.reason not in LOCKED_OUT and s.note.startswith(ADDABLE) and p >= model.admit_from]
    for p, i in sorted(open_, reverse=True)[:MAX_ADDED]:
        out[i] = (True, f"{LAYER_ADMITS} (p={p:.2f}) over the rules' '{_short(seen[i].note)}'")
    return out


def _verbatim(note: str) -> bool:
    """Whether the rules admitted the record as a direct answer worded nearly as the turn is."""
    m = VERBATIM_NOTE.match(note)
    return bool(m) and float(m.group(1)) >= VERBATIM_SIM


def _short(note: str) -> str:
    return re.sub(r"\s*\(.*", "", note)[:60]
