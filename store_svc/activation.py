"""The activation gate: audited promotion of records to the ambient profile.

After a write commits, each affected record goes through, in order:

1. eligibility, checked deterministically (semantic, about the principal,
   active, not expired, confirmed, no unresolved conflict); a failure leaves
   the record conditional with the reason and no policy runs;
2. host-verified evidence: the claim must be found in the principal user's
   own persisted transcript turn (never an assistant turn); success is audited
   as ``record.activation_evidence_verified`` even when the extractor's quote
   was missing or wrong;
3. form rules on the user's words (temporary and scoped wording stay
   conditional, doubt goes to review, standing defaults may promote), the
   category allowlist (``taxonomy.AMBIENT_ALLOWLIST``; nothing widens it),
   and for unrecognised wording a local classifier whose doubt, timeout or
   malformed output opens a review item. A classifier alone never promotes.

Every decision appends ``record.activation_decided``; a change of mode appends
``record.activation_changed``; a person's resolution of a review item appends
``record.activation_reviewed``.
"""

from __future__ import annotations

import re

import asyncio
import json
import logging
import sqlite3
from dataclasses import dataclass, field
from datetime import datetime

from retold import errors, taxonomy
from retold.config import ActivationConfig
from retold.hashing import sha256_json
from retold.timeutil import parse_iso, to_iso, utcnow
from store_svc import activation_rules as rules, classifier, style_lexicon
from store_svc.db import RECORD_COLUMNS, Database, Tx, row_to_record
from store_svc.model import RecordData

log = logging.getLogger("retold.activation")

POLICY_VERSION = "activation-policy/27"
IMPLEMENTATION = f"{POLICY_VERSION} (form rules + {rules.PrototypeClassifier.name})"
ACTOR = "activation-policy"
DECISIONS = ("promote", "conditional", "review")
RESOLUTIONS = ("promote", "keep_conditional", "reject")
OUT_OF_SCOPE = ("not_semantic", "not_about_principal")


def sensitive_named(rec, words: str = "") -> list[str]:
    """The record's sensitive facets whose topic its text or the user's words name outright (a cue word of
    that category: "migraine", "my wife"). A facet the classifier set by closeness alone ("she reads replies
    between patients", "not clinically trained") names nobody's health or family, so it sends no wish to a
    person."""
    low = f" {rec.text.lower()} {words.lower()} "
    named = []
    for facet in rec.facets:
        if not facet.startswith("sensitive:"):
            continue
        cat = taxonomy.BY_ID.get(facet.split(":", 1)[1])
        if cat is None or any(classifier.cue_hits(low, cue) for cue in cat.cues):
            named.append(facet)
    return named


def identity(config: ActivationConfig, model_id: str) -> dict:
    """The activation component identity reported by the store's Describe."""
    cfg = config.model_dump(mode="json")
    return {
        "role": "activation", "implementation": IMPLEMENTATION, "model_id": model_id,
        "prompt_version": rules.PROMPT_VERSION,
        "prompt_sha256": sha256_json({"rules": rules.RULES_SHA256, "policy": POLICY_VERSION, "config": cfg,
                                      "allowlist": sorted(taxonomy.AMBIENT_ALLOWLIST)}),
        "taxonomy_version": taxonomy.TAXONOMY_VERSION, "taxonomy_sha256": taxonomy.TAXONOMY_SHA256,
        "config_sha256": sha256_json(cfg),
    }


@dataclass
class Outcome:
    record_id: str
    decision: str
    reason: str
    category: str = ""
    attribute: str = ""
    review_id: int = 0
    changed: bool = False
    evidence_verified: bool = False
    evidence_ref: str = ""
    confidence: float = 0.0
    activation: str = "conditional"
    skipped: bool = False
    detail: dict = field(default_factory=dict)


@dataclass
class ReviewData:
    id: int
    principal_id: str
    record_id: str
    evidence_ref: str
    proposed_decision: str
    reason: str
    policy_version: str
    prompt_version: str
    confidence: float
    created_at: datetime
    status: str
    resolution: str
    reviewer: str
    note: str
    resolved_at: datetime | None
    category: str
    attribute: str


def review_from_row(r: sqlite3.Row) -> ReviewData:
    return ReviewData(
        r["id"], r["principal_id"], r["record_id"], r["evidence_ref"], r["proposed_decision"], r["reason"],
        r["policy_version"], r["prompt_version"], r["confidence"], parse_iso(r["created_at"]), r["status"],
        r["resolution"], r["reviewer"], r["note"], parse_iso(r["resolved_at"]) if r["resolved_at"] else None,
        r["category"], r["attribute"],
    )


# ------------------------------------------------------------- shared helpers
def audit(conn, principal_id, record_id, event, actor, reason="", policy_version="", detail=None) -> None:
    conn.execute(
        "INSERT INTO audit_events(principal_id, record_id, event, actor, policy_version, reason, at, detail_json)"
        " VALUES (?,?,?,?,?,?,?,?)",
        (principal_id, record_id, event, actor or "unknown", policy_version, reason, to_iso(utcnow()),
         json.dumps(detail or {}, sort_keys=True)),
    )


def save(conn, rec: RecordData, op: str = "upsert") -> None:
    """Writes the record and its change-feed entry (retrieval follows the feed)."""
    from store_svc.db import record_params

    cur = conn.execute("INSERT INTO changes(principal_id, record_id, op, at) VALUES (?,?,?,?)",
                       (rec.principal_id, rec.id, op, to_iso(utcnow())))
    conn.execute(f"INSERT OR REPLACE INTO records({RECORD_COLUMNS}, seq) VALUES ({','.join('?' * 22)})",
                 record_params(rec, int(cur.lastrowid)))


def demote(conn, rec: RecordData, actor: str, reason: str) -> bool:
    """Makes an ambient record conditional at once (no review needed). Returns True when it was ambient."""
    if rec.activation != "ambient":
        return False
    rec.activation = "conditional"
    rec.updated_at = utcnow()
    save(conn, rec, "delete" if rec.lifecycle == "deleted" else "upsert")
    audit(conn, rec.principal_id, rec.id, "record.activation_changed", actor, reason=reason,
          policy_version=POLICY_VERSION, detail={"from": "ambient", "to": "conditional"})
    return True


def withdraw_reviews(conn, principal_id: str, record_id: str, actor: str, why: str) -> int:
    """Closes the open review items of a record that can no longer be promoted (superseded or
    deleted): nobody should be asked to decide on it. Resolved as keep-conditional by the store,
    with the reason in the note and an audit event. Returns how many were closed."""
    rows = conn.execute("SELECT id FROM activation_reviews WHERE principal_id=? AND record_id=? AND status='open'",
                        (principal_id, record_id)).fetchall()
    for row in rows:
        conn.execute("UPDATE activation_reviews SET status='resolved', resolution='keep_conditional', reviewer=?, note=?,"
                     " resolved_at=? WHERE id=?", (actor, f"withdrawn: {why}", to_iso(utcnow()), row["id"]))
        audit(conn, principal_id, record_id, "record.activation_reviewed", actor, reason="withdrawn",
              policy_version=POLICY_VERSION, detail={"review_id": int(row["id"]), "why": why})
    return len(rows)


def active_partners(conn, rec: RecordData) -> list[str]:
    """Ids of the active records in unresolved conflict with ``rec``."""
    if not rec.conflicts_with:
        return []
    marks = ",".join("?" * len(rec.conflicts_with))
    rows = conn.execute(
        f"SELECT id FROM records WHERE principal_id=? AND lifecycle='active' AND id IN ({marks})",
        (rec.principal_id, *rec.conflicts_with),
    ).fetchall()
    return sorted(r["id"] for r in rows)


# Eligibility failures that can arise after a review item was opened: the item is withdrawn.
INELIGIBLE_NOW = frozenset({"expired", "not_confirmed", "unresolved_conflict"})


def ineligibility(rec: RecordData, partners: list[str], at: datetime) -> str:
    """The first failed eligibility check, or "" when the record is eligible."""
    if rec.lifecycle != "active":
        return f"not_active:{rec.lifecycle}"
    if rec.kind != "semantic":
        return f"not_semantic:{rec.kind}"
    if not rec.about_principal:
        return "not_about_principal"
    if rec.expired(at):
        return "expired"
    if rec.status != "confirmed":
        return "not_confirmed"
    if partners:
        return "unresolved_conflict"
    return ""


def _doc_scoped(text: str, detail: dict, common: dict) -> "Outcome | None":
    """A wish the record itself puts on a kind of document ("League emails should be plain and friendly", "Rhiannon
    wants rotas as a plain list by day"): it holds for that kind only, so it stays conditional; None otherwise."""
    doc = rules.record_doc_scope(text)
    if not doc:
        return None
    detail.update(form="scoped", form_from="record_doc_kind", doc_kind=doc)
    return Outcome(decision="conditional", reason="scoped_wording", **common)


class ActivationEngine:
    def __init__(self, db: Database, config: ActivationConfig, embedder_factory=None, classifier=None) -> None:
        self.db = db
        self.config = config
        self._embedder_factory = embedder_factory
        self._embedder = None
        self.classifier = classifier if classifier is not None else rules.PrototypeClassifier(self._embed)
        self._lock = asyncio.Lock()

    # ------------------------------------------------------------- embedding
    def _embed(self, texts: list[str]):
        if self._embedder is None:
            if self._embedder_factory is None:
                raise RuntimeError("no embedding model configured")
            self._embedder = self._embedder_factory()
        return self._embedder.encode(texts)

    async def warm(self) -> None:
        """Loads the embedding model and the classifier prototypes before serving."""
        if self._embedder_factory is not None:
            await asyncio.to_thread(self._embed, ["warm up"])
            if isinstance(self.classifier, rules.PrototypeClassifier):
                await asyncio.to_thread(self.classifier._ready)

    def _cosines(self, record_text: str, turn_text: str) -> list[float] | None:
        try:
            sents = rules.sentences(turn_text)
            v = self._embed([record_text, *sents, turn_text])
        except Exception:  # the lexical evidence check still runs
            log.exception("embedding failed during evidence verification")
            return None
        return [float(x) for x in v[1:] @ v[0]]

    # ------------------------------------------------------------ evaluation
    async def evaluate(self, principal_id: str, record_ids: list[str] | None, at: datetime | None = None,
                       actor: str = ACTOR) -> list[Outcome]:
        """Evaluates records (None: every active record) and demotes ambient ones no longer eligible."""
        if not self.config.enabled:
            return []
        at = at or utcnow()
        async with self._lock:
            snapshot = await self.db.run(lambda conn: self._read(conn, principal_id, record_ids, at))
            outcomes = []
            for item in snapshot:
                out = await self._decide(item, at)
                outcomes.append(await self.db.run(lambda conn, o=out, it=item: self._write(conn, it, o, actor, at)))
            return outcomes

    def settle_out_of_scope(self, conn, principal_id: str, record_id: str, at: datetime) -> bool:
        """Inside the writer's transaction: keeps the reason a just-written record is outside
        automatic consideration (not semantic, not about the principal), as the gate would.
        The write and its activation state then commit together, in one transaction, and the
        gate has nothing left to do for it. Returns True when it settled the record."""
        if not self.config.enabled:
            return False
        item = self._read(conn, principal_id, [record_id], at)[0]
        why = ineligibility(item["rec"], item["partners"], at)
        if not why.startswith(OUT_OF_SCOPE):
            return False
        rec = item["rec"]
        out = Outcome(decision="conditional", reason=why, record_id=rec.id, attribute=rec.attribute,
                      activation=rec.activation)
        _put_state(conn, rec, out, item["fingerprint"], human=False)
        return True

    def _read(self, conn, principal_id: str, record_ids: list[str] | None, at: datetime) -> list[dict]:
        if conn.execute("SELECT 1 FROM principals WHERE id=?", (principal_id,)).fetchone() is None:
            raise errors.InvalidArgument("principal_id", f"unknown principal {principal_id!r}")
        if record_ids:
            marks = ",".join("?" * len(record_ids))
            rows = conn.execute(f"SELECT {RECORD_COLUMNS} FROM records WHERE principal_id=? AND id IN ({marks})",
                                (principal_id, *record_ids)).fetchall()
        else:
            rows = conn.execute(f"SELECT {RECORD_COLUMNS} FROM records WHERE principal_id=? AND lifecycle='active'"
                                " ORDER BY created_at, id", (principal_id,)).fetchall()
        out = []
        for row in rows:
            rec = row_to_record(row)
            partners = active_partners(conn, rec)
            state = conn.execute("SELECT * FROM activation_state WHERE principal_id=? AND record_id=?",
                                 (principal_id, rec.id)).fetchone()
            review = conn.execute("SELECT id FROM activation_reviews WHERE principal_id=? AND record_id=? AND"
                                  " status='open'", (principal_id, rec.id)).fetchone()
            turn = None
            if rec.evidence_ref:
                turn = conn.execute("SELECT role, text FROM transcripts WHERE principal_id=? AND ref=?",
                                    (principal_id, rec.evidence_ref)).fetchone()
            fingerprint = sha256_json({
                "policy": POLICY_VERSION, "rules": rules.RULES_SHA256, "text": rec.text, "kind": rec.kind,
                "about": rec.about_principal, "status": rec.status, "lifecycle": rec.lifecycle,
                "expired": rec.expired(at), "partners": partners, "ref": rec.evidence_ref,
                "quote": rec.evidence_quote, "turn": dict(turn) if turn else None,
            })
            out.append({"rec": rec, "partners": partners, "state": dict(state) if state else None,
                        "open_review": int(review["id"]) if review else 0, "turn": dict(turn) if turn else None,
                        "fingerprint": fingerprint})
        return out

    async def _decide(self, item: dict, at: datetime) -> Outcome:
        rec: RecordData = item["rec"]
        state = item["state"]
        base = dict(record_id=rec.id, attribute=rec.attribute, activation=rec.activation)
        same_input = bool(state) and state["fingerprint"] == item["fingerprint"]
        why_not = ineligibility(rec, item["partners"], at)
        if why_not:
            # Demotion never waits for review: an ambient record that fails a check is made conditional.
            return Outcome(decision="conditional", reason=why_not, skipped=same_input and rec.activation != "ambient",
                           **base)
        if item["open_review"]:
            return Outcome(decision="review", reason="open_review_item", review_id=item["open_review"],
                           skipped=True, **base)
        if state and state["human"]:
            decision = "promote" if rec.activation == "ambient" else "conditional"
            return Outcome(decision=decision, reason=f"resolved_by_reviewer:{state['reason']}", skipped=True,
                           category=state["category"], **base)
        if same_input:
            return Outcome(decision=state["decision"], reason=state["reason"], category=state["category"],
                           skipped=True, evidence_verified=bool(state["evidence_verified"]),
                           evidence_ref=state["evidence_ref"], confidence=state["confidence"], **base)
        # Host-verified evidence in the principal user's own turn.
        turn = item["turn"]
        if not rec.evidence_ref:
            return Outcome(decision="conditional", reason="no_evidence_ref", **base)
        if turn is None:
            return Outcome(decision="conditional", reason="evidence_turn_not_found", **base)
        if turn["role"] != "user":
            return Outcome(decision="conditional", reason="evidence_in_assistant_turn", **base)
        cos = await asyncio.to_thread(self._cosines, rec.text, turn["text"])
        loc = rules.locate_claim(rec.text, rec.evidence_quote, turn["text"], cos, self.config.evidence_support_min,
                                 self.config.evidence_quote_support_min)
        if not loc.supported:
            quoted = loc.quote_matched and rules.other_language(rec.evidence_quote, rec.text)
            # a wrong or missing quote: the user's own sentence naming the languages the record chooses
            choice_span = [] if quoted else rules.language_choice_sentences(rec.text, turn["text"])
            names = rules.record_names(rec.text)
            # or, for a wish about the shape of answers, the user's turn saying every thing the record asks for
            whole_turn = not (quoted or choice_span) and rules.other_language(turn["text"], rec.text) \
                and style_lexicon.same_style_wish(rec.text, turn["text"], names)[0]
            if quoted or choice_span or whole_turn:
                words = rec.evidence_quote if quoted else " ".join(choice_span) if choice_span else turn["text"]
                # The user's own words hold the claim (the quote, or a sentence naming exactly the
                # languages the record chooses) in another language than the record: nothing here
                # can check the record says the same. The form rules still read their scope and time
                # markers (several languages); a wish they find scoped or temporary stays
                # conditional, a choice of language is checked by the languages it names, and
                # anything else a person reads.
                form = rules.analyse_form([words], [x for x in rules.sentences(turn["text"]) if x not in words])
                detail = {"support": round(loc.support, 3), "quote_matched": quoted, "form": form.kind,
                          "markers": form.markers[:6]}
                category, _ = rules.assign_category(words, rec.text, rec.retrieval_category)
                if _says_unclear(rec, form, category):
                    return Outcome(decision="review", reason="record_says_unclear", evidence_ref=rec.evidence_ref,
                                   category=category, detail=detail, **base)
                if form.kind in ("scoped", "temporary"):
                    return Outcome(decision="conditional", reason=f"{form.kind}_wording", detail=detail, **base)
                if form.kind == "hedged" and (_asked_of_assistant(form, rec.text, category)
                                              or rules.about_answers(rec.text)):
                    # doubt in the user's own words ("kanskje ... jeg vet ikke") about something they ask of
                    # the assistant: a person reads it, whatever the record's paraphrase says (and may
                    # promote it only into an allowlisted category)
                    return Outcome(decision="review", reason="hedged_wording", evidence_ref=rec.evidence_ref,
                                   category=category, detail=detail, **base)
                if category not in taxonomy.AMBIENT_ALLOWLIST and not rules.about_answers(rec.text):
                    # nothing in the quote or the record is about how answers are given: whatever
                    # the words say, the record cannot become ambient
                    return Outcome(decision="conditional", reason="category_not_allowlisted", category=category,
                                   detail=detail, **base)
                # the record's own words may show the scope or time limit the form rules cannot read in
                # the user's language ("For questions about parts and scores, ..."): that can only keep
                # the record conditional, never promote it
                own = rules.record_form(rec.text, subject=True)
                if own.kind in ("scoped", "temporary"):
                    detail.update(form_from="record_text", form=own.kind, markers=own.markers[:6])
                    return Outcome(decision="conditional", reason=f"{own.kind}_wording", detail=detail, **base)
                choice = rules.assign_category(words, "", "")[0] in ("response_language", "code_language") \
                    or rules.assign_category(rec.text, "", "")[0] in ("response_language", "code_language")
                if not (choice and rules.same_language_choice(words, rec.text)):
                    if not choice:
                        # A wish about the shape of answers (short, five lines, a summary first, no tables) is
                        # made of things named alike in many languages: when the user's words name every
                        # thing the record asks for, with the same numbers and the same "no", the record
                        # asks nothing else, and the user said it stands (a standing marker in their turn),
                        # the claim is the user's and the wish promotes like one said in English.
                        same, style = style_lexicon.same_style_wish(rec.text, words, names)
                        in_quote = same and quoted
                        if not same and quoted:
                            # the quote may hold only part of what the user said in that turn
                            same, style = style_lexicon.same_style_wish(rec.text, turn["text"], names)
                        standing = rules.standing_markers(turn["text"])
                        detail.update(style=style, standing=standing[:4])
                        if same and standing:
                            detail.update(evidence_method="style_named_in_quote" if in_quote else "style_named_in_turn",
                                          form="standing")
                            common = dict(category=category, detail=detail, evidence_verified=True,
                                          evidence_ref=rec.evidence_ref, **base)
                            if category not in taxonomy.AMBIENT_ALLOWLIST:
                                return Outcome(decision="review", reason="category_uncertain", **common)
                            sensitive = sensitive_named(rec, words)
                            if sensitive:
                                detail["sensitive"] = sensitive
                                return Outcome(decision="review", reason="sensitive_content", **common)
                            if rules.drops_safeguards(rec.text, words):
                                return Outcome(decision="review", reason="drops_safeguards", **common)
                            return _doc_scoped(rec.text, detail, common) \
                                or Outcome(decision="promote", reason="standing_default", **common)
                    return Outcome(decision="review", reason="evidence_in_other_language",
                                   evidence_ref=rec.evidence_ref, category=rec.retrieval_category, detail=detail,
                                   **base)
                # A choice of language, spoken or programming, names the language in any language:
                # the user's words and the record name the same ones, so the claim is the user's.
                loc = rules.Located(True, "verified", "language_named_in_quote" if quoted else "language_named_in_turn",
                                    quoted, loc.support, [words],
                                    [x for x in rules.sentences(turn["text"]) if x not in words])
            else:
                return Outcome(decision="conditional", reason=loc.reason, detail={"support": round(loc.support, 3)},
                               **base)
        ev = dict(evidence_verified=True, evidence_ref=rec.evidence_ref)
        form = rules.analyse_form(loc.span, loc.context, loc.aside)

        category, source = rules.assign_category(" ".join(loc.span + loc.context), rec.text,
                                                 rec.retrieval_category)
        detail = {"form": form.kind, "markers": form.markers[:6], "category_source": source,
                  "evidence_method": loc.method, "quote_matched": loc.quote_matched,
                  "support": round(loc.support, 3), "write_time_category": rec.retrieval_category}
        common = dict(category=category, detail=detail, **ev, **base)
        if form.kind not in ("temporary", "scoped") and rules.other_language(" ".join(loc.span), rec.text):
            # the user's words are in another language than the record: the record's own stated time
            # limit ("Until 2043-11-20, ...") keeps it conditional (it can never promote it)
            own = rules.record_form(rec.text, subject=True)
            # (and its stated scope, "Customer price quotes: euros per kilo" for "Für Angebote an Kunden bitte immer
            # Euro pro Kilo", where the words hold another language the rules read less well than the record's
            # English; a verbless English list, "No tables, no emoji: plain short paragraphs", holds none)
            if own.kind == "temporary" or (own.kind == "scoped" and form.kind != "hedged"
                                           and rules.holds_other_language(" ".join(loc.span))):
                form = own
                detail.update(form_from="record_text", form=own.kind, markers=own.markers[:6])
        if form.kind == "unrecognised":
            # nothing in the user's words says how far the wish reaches: a scope or time limit the record
            # states ("When Tomas asks for crew notices, ...") keeps it conditional; it can never promote it
            own = rules.record_form(rec.text)
            if own.kind in ("temporary", "scoped"):
                form = own
                detail.update(form_from="record_text", form=own.kind, markers=own.markers[:6])
        if rules.drops_safeguards(rec.text, " ".join(loc.span)):
            # a wish to leave safety warnings, caveats or legal detail out ("Owen asked for safety disclaimers to be
            # skipped"), even one told as leave to do so ("you can skip the safety caveats with me, I'm a
            # pharmacist"): a person reads it first, however far it reaches (a scope or a time limit does not make it
            # safe to apply unread, nor does a category outside the allowlist)
            return Outcome(decision="review", reason="drops_safeguards", **common)
        if form.kind == "unrecognised" and not form.instruction and not rules.RECORD_WISH.search(rules.fold(rec.text)):
            # the user told a fact ("I'm based in Madrid btw, so my own day runs on CET/CEST") and the record holds
            # only that fact, no wish: nothing here says how answers should be given, so it stays conditional
            return Outcome(decision="conditional", reason="statement_not_wish", **common)
        if _says_unclear(rec, form, category):
            # the record itself says what the wish covers is unclear ("(unclear whether she means greetings or
            # regulatory detail)"): whatever the form rules read in the user's words, a person reads it first
            return Outcome(decision="review", reason="record_says_unclear", **common)
        if rules.loosens_privacy(rec.text, " ".join(loc.span)):
            # a wish letting private details into drafts or sending work to a private address ("can use children's
            # full names and medical details in drafts"): a person reads it first, however far it reaches
            return Outcome(decision="review", reason="loosens_privacy", **common)
        if rules.harms_others(rec.text, " ".join(loc.span)) or rules.signs_as_other(rec.text, " ".join(loc.span)):
            # a wish whose answers would mislead, offend or blame someone else, or send things out unread ("make the
            # NHS option sound basic and slow so patients choose private"): a person reads it first
            return Outcome(decision="review", reason="harms_others", **common)
        if rules.delegates(rec.text, " ".join(loc.span)):
            # a wish handing the assistant the user's authority ("tell suppliers no on her behalf", "assume the
            # partners have approved it"): a person reads it first, however far it reaches
            return Outcome(decision="review", reason="delegates_authority", **common)
        if form.kind in ("standing", "unscoped_instruction"):
            # the user's words read as standing, but the record, which was written from them, names the kind of text
            # the wish is for ("Cut lists for Rhys go as plain text ...", "In incident reports (...): 24-hour times"):
            # the user may have said the scope in a turn the quote does not hold; the narrower reading stands
            own = rules.record_form(rec.text)
            # (not one that only names whom it is for: "Use plain text only for Ines", "anything sent to her")
            # (only a kind of text the scope opens with, "for ..." or "in ...": "while working", "when mentioning a
            # limit", "unless she asks for a list" or a misread "keep post-production terms" say nothing of what is written)
            # (or "when writing handover notes ...": the kind of text the user is writing)
            if own.kind == "scoped" and any(not re.fullmatch(r"(?:kind:)?(?:only )?for [\w'’-]+", m)
                                            and not re.search(r"\b(?:to|for) (?:her|him|them|me|you)$", m)
                                            and re.match(rf"(?:kind:)?(?:for|in|when (?:writing|drafting|preparing|doing|producing"
                                                         rf"|making|sending)) (?:[\w'’-]+ ){{0,3}}(?:{rules.DOC_KINDS}|notes)\b", m)
                                            for m in own.markers):
                form = own
                detail.update(form_from="record_text", form=own.kind, markers=own.markers[:6])
            elif (head := rules.DOC_HEADING.match(rec.text)):
                # the record heads its wish with the kind of text it is for ("Client emails drafted for Ines: warm
                # tone, ..."), told in a turn that only changed part of it ("make it 'Warm regards' from now on")
                form = rules.Form("scoped", [f"heading:{head.group(0).strip()}"], form.instruction)
                detail.update(form_from="record_heading", form="scoped", markers=form.markers[:6])
        if form.kind in ("standing", "unscoped_instruction", "unrecognised") and len(loc.span) > 1:
            # the sentences found for the claim hold another wish besides it ("Always metric for me ... And for
            # antifouling quotes: price per metre first"): a sentence headed by the kind of thing the record names
            # is the claim's own, and its scope holds, whatever standing marker the other sentences carry
            said = rules.content_words(rec.text)
            kinds = [k for x in loc.span if (k := rules.headed_kind(rules.fold(x)))
                     and rules.content_words(k.split()[-1]) <= said]
            if kinds:
                form = rules.Form("scoped", ["kind:" + k for k in kinds], form.instruction)
                detail.update(form="scoped", markers=form.markers[:6], form_from="headed_sentence")
        if form.kind == "temporary":
            return Outcome(decision="conditional", reason="temporary_wording", **common)
        if form.kind == "scoped":
            return Outcome(decision="conditional", reason="scoped_wording", **common)
        if form.kind == "hedged" and _asked_of_assistant(form, rec.text, category):
            # an undecided wish about what the assistant should do ("maybe just pick one option for me?
            # I don't know"): a person reads it; the reviewer can promote it only into an allowlisted
            # category, so a wish outside the allowlist comes back conditional whatever they decide
            return Outcome(decision="review", reason="hedged_wording", **common)
        if category not in taxonomy.AMBIENT_ALLOWLIST:
            return Outcome(decision="conditional", reason="category_not_allowlisted", **common)
        sensitive = sensitive_named(rec, " ".join(loc.span))
        if sensitive and form.kind in ("standing", "unscoped_instruction"):
            detail["sensitive"] = sensitive
            return Outcome(decision="review", reason="sensitive_content", **common)
        if rec.expires_at is not None:
            # the record lapses on a date: whatever its wording, the wish is bounded in time, and only a
            # person (who sees the date) may put it in the standing profile until then
            detail["expires_at"] = to_iso(rec.expires_at)
            return Outcome(decision="conditional", reason="time_bound_record", **common)
        if form.kind in ("standing", "unscoped_instruction"):
            share = rules.foreign_share(" ".join(loc.span))
            if category != "response_language" and share > rules.FOREIGN_MAX:
                detail["foreign_share"] = round(share, 2)
                return Outcome(decision="review", reason="wording_outside_rules_language", **common)
            if source != "cues":
                return Outcome(decision="review", reason="category_uncertain", **common)
            reason = "standing_default" if form.kind == "standing" else "unscoped_response_instruction"
            return _doc_scoped(rec.text, detail, common) or Outcome(decision="promote", reason=reason, **common)
        # Unrecognised wording: the local classifier, which can only keep a
        # record conditional or send it to a person.
        claim = " ".join(loc.span)
        try:
            raw = await asyncio.wait_for(asyncio.to_thread(self.classifier.classify, claim, rec.text),
                                         self.config.classifier_timeout_ms / 1000.0)
        except asyncio.TimeoutError:
            return Outcome(decision="review", reason="classifier_timeout", **common)
        except Exception as exc:  # a failing classifier never decides
            detail["error"] = type(exc).__name__
            return Outcome(decision="review", reason="classifier_failed", **common)
        parsed = _parse_classifier(raw)
        if parsed is None:
            detail["raw"] = repr(raw)[:200]
            return Outcome(decision="review", reason="classifier_malformed", **common)
        decision, confidence, label = parsed
        detail["classifier_label"] = label
        common["confidence"] = confidence
        if confidence < self.config.classifier_confidence_min:
            return Outcome(decision="review", reason="classifier_low_confidence", **common)
        if decision == "conditional":
            return Outcome(decision="conditional", reason=f"classifier_{label}", **common)
        if decision == "promote":
            return Outcome(decision="review", reason="classifier_proposes_promote", **common)
        return Outcome(decision="review", reason=f"classifier_{label}", **common)

    def _write(self, conn, item: dict, out: Outcome, actor: str, at: datetime) -> Outcome:
        rec: RecordData = item["rec"]
        with Tx(conn):
            row = conn.execute(f"SELECT {RECORD_COLUMNS} FROM records WHERE principal_id=? AND id=?",
                               (rec.principal_id, rec.id)).fetchone()
            cur = row_to_record(row) if row else None
            if cur is None or cur.updated_at != rec.updated_at:
                out.skipped = True  # changed meanwhile: the change's own evaluation decides
                out.reason = "record_changed_during_evaluation"
                out.activation = cur.activation if cur else rec.activation
                return out
            if out.decision != "promote" and cur.activation == "ambient":
                out.changed = demote(conn, cur, ACTOR, out.reason)
            if item["open_review"] and out.reason in INELIGIBLE_NOW:
                # an item opened while the record was eligible (before the record it conflicts with was
                # written, before it expired) asks a person to decide what can no longer be promoted
                withdraw_reviews(conn, cur.principal_id, cur.id, ACTOR, out.reason)
            if out.skipped:
                out.activation = cur.activation
                return out
            prev = item["state"]
            if out.reason.startswith(OUT_OF_SCOPE):
                # Outside automatic consideration (not a semantic record about the
                # principal): the reason is kept, no policy decision is audited.
                _put_state(conn, cur, out, item["fingerprint"], human=False)
                out.activation = cur.activation
                return out
            if out.evidence_verified and not (prev and prev["evidence_verified"]
                                              and prev["evidence_ref"] == out.evidence_ref):
                audit(conn, cur.principal_id, cur.id, "record.activation_evidence_verified", ACTOR,
                      reason=out.detail.get("evidence_method", ""), policy_version=POLICY_VERSION,
                      detail={"evidence_ref": out.evidence_ref, "quote_matched": out.detail.get("quote_matched"),
                              "support": out.detail.get("support")})
            audit(conn, cur.principal_id, cur.id, "record.activation_decided", ACTOR, reason=out.reason,
                  policy_version=POLICY_VERSION,
                  detail={"decision": out.decision, "category": out.category, "attribute": cur.attribute,
                          "confidence": round(out.confidence, 4), "requested_by": actor,
                          "prompt_version": rules.PROMPT_VERSION, **out.detail})
            if out.decision == "promote" and cur.activation != "ambient":
                cur.activation = "ambient"
                cur.updated_at = utcnow()
                save(conn, cur)
                audit(conn, cur.principal_id, cur.id, "record.activation_changed", ACTOR, reason=out.reason,
                      policy_version=POLICY_VERSION, detail={"from": "conditional", "to": "ambient",
                                                             "category": out.category})
                out.changed = True
            if out.decision == "review":
                c2 = conn.execute(
                    "INSERT INTO activation_reviews(principal_id, record_id, evidence_ref, proposed_decision, reason,"
                    " policy_version, prompt_version, confidence, created_at, status, category, attribute)"
                    " VALUES (?,?,?,?,?,?,?,?,?,'open',?,?)",
                    (cur.principal_id, cur.id, out.evidence_ref, _proposal(out), out.reason, POLICY_VERSION,
                     rules.PROMPT_VERSION, out.confidence, to_iso(utcnow()), out.category, cur.attribute),
                )
                out.review_id = int(c2.lastrowid)
            out.activation = cur.activation
            _put_state(conn, cur, out, item["fingerprint"], human=False)
        return out

    # ---------------------------------------------------------------- reviews
    async def list_reviews(self, principal_id: str, status: str, limit: int) -> list[ReviewData]:
        if status not in ("", "open", "resolved"):
            raise errors.InvalidArgument("status", "must be open or resolved")
        if limit < 0:
            raise errors.InvalidArgument("limit", "must not be negative")

        def op(conn):
            sql, args = "SELECT * FROM activation_reviews WHERE 1=1", []
            if principal_id:
                sql += " AND principal_id=?"
                args.append(principal_id)
            if status:
                sql += " AND status=?"
                args.append(status)
            sql += " ORDER BY created_at, id LIMIT ?"
            args.append(min(limit or 100, 1000))
            return [review_from_row(r) for r in conn.execute(sql, args)]

        return await self.db.run(op)

    async def review_stats(self, principal_id: str) -> dict:
        items = await self.list_reviews(principal_id, "open", 1000)
        now = utcnow()
        ages = sorted(((now - r.created_at).total_seconds() for r in items), reverse=True)

        def count(conn):
            sql, args = "SELECT COUNT(*) FROM activation_reviews WHERE status='resolved'", []
            if principal_id:
                sql += " AND principal_id=?"
                args.append(principal_id)
            return conn.execute(sql, args).fetchone()[0]

        resolved = await self.db.run(count)
        median = 0.0
        if ages:
            mid = len(ages) // 2
            median = ages[mid] if len(ages) % 2 else (ages[mid - 1] + ages[mid]) / 2
        return {"open": len(items), "resolved": int(resolved), "oldest_age": ages[0] if ages else 0.0,
                "median_age": median, "oldest": items[:20]}

    async def resolve(self, review_id: int, resolution: str, reviewer: str, note: str) -> ReviewData:
        if review_id <= 0:
            raise errors.InvalidArgument("review_id", "must be a positive id")
        if resolution not in RESOLUTIONS:
            raise errors.InvalidArgument("resolution", f"must be one of {', '.join(RESOLUTIONS)}")
        if not reviewer or not reviewer.strip():
            raise errors.InvalidArgument("reviewer", "must not be empty")
        if len(reviewer) > 128:
            raise errors.InvalidArgument("reviewer", "longer than 128 characters")
        if len(note) > 2000:
            raise errors.InvalidArgument("note", "longer than 2000 characters")
        now = utcnow()

        def op(conn):
            with Tx(conn):
                row = conn.execute("SELECT * FROM activation_reviews WHERE id=?", (review_id,)).fetchone()
                if row is None:
                    raise errors.NotFound(f"review item {review_id} not found")
                item = review_from_row(row)
                if item.status != "open":
                    raise errors.FailedPrecondition(
                        f"review item {review_id} was already resolved ({item.resolution} by {item.reviewer})")
                rrow = conn.execute(f"SELECT {RECORD_COLUMNS} FROM records WHERE principal_id=? AND id=?",
                                    (item.principal_id, item.record_id)).fetchone()
                if rrow is None:
                    raise errors.NotFound(f"record {item.record_id!r} of review item {review_id} not found")
                rec = row_to_record(rrow)
                if resolution == "promote":
                    why_not = ineligibility(rec, active_partners(conn, rec), now)
                    if not why_not and item.category not in taxonomy.AMBIENT_ALLOWLIST:
                        why_not = f"category_not_allowlisted:{item.category}"
                    if not why_not and not item.evidence_ref:
                        why_not = "evidence_not_verified"
                    if why_not:
                        raise errors.FailedPrecondition(
                            f"record {rec.id!r} cannot be promoted: {why_not}; resolve it as keep-conditional or reject")
                conn.execute("UPDATE activation_reviews SET status='resolved', resolution=?, reviewer=?, note=?,"
                             " resolved_at=? WHERE id=?", (resolution, reviewer, note, to_iso(now), review_id))
                audit(conn, rec.principal_id, rec.id, "record.activation_reviewed", reviewer, reason=resolution,
                      policy_version=POLICY_VERSION,
                      detail={"review_id": review_id, "proposed": item.proposed_decision,
                              "review_reason": item.reason, "note": note, "category": item.category})
                out = Outcome(rec.id, "promote" if resolution == "promote" else "conditional",
                              f"reviewer_{resolution}", category=item.category, attribute=rec.attribute,
                              evidence_verified=bool(item.evidence_ref), evidence_ref=item.evidence_ref)
                if resolution == "promote" and rec.activation != "ambient":
                    rec.activation = "ambient"
                    rec.updated_at = now
                    save(conn, rec)
                    audit(conn, rec.principal_id, rec.id, "record.activation_changed", reviewer,
                          reason="reviewer_promote", policy_version=POLICY_VERSION,
                          detail={"from": "conditional", "to": "ambient", "review_id": review_id})
                _put_state(conn, rec, out, "", human=True)
                return review_from_row(conn.execute("SELECT * FROM activation_reviews WHERE id=?",
                                                    (review_id,)).fetchone())

        return await self.db.run(op)

    async def state(self, principal_id: str, record_id: str) -> tuple[RecordData, dict | None, int]:
        if not record_id:
            raise errors.InvalidArgument("record_id", "must not be empty")

        def op(conn):
            if conn.execute("SELECT 1 FROM principals WHERE id=?", (principal_id,)).fetchone() is None:
                raise errors.InvalidArgument("principal_id", f"unknown principal {principal_id!r}")
            row = conn.execute(f"SELECT {RECORD_COLUMNS} FROM records WHERE principal_id=? AND id=?",
                               (principal_id, record_id)).fetchone()
            if row is None:
                raise errors.NotFound(f"record {record_id!r} not found for this principal")
            st = conn.execute("SELECT * FROM activation_state WHERE principal_id=? AND record_id=?",
                              (principal_id, record_id)).fetchone()
            rv = conn.execute("SELECT id FROM activation_reviews WHERE principal_id=? AND record_id=? AND"
                              " status='open'", (principal_id, record_id)).fetchone()
            return row_to_record(row), dict(st) if st else None, int(rv["id"]) if rv else 0

        return await self.db.run(op)

    async def set_status(self, principal_id: str, record_id: str, status: str, reason: str, actor: str) -> RecordData:
        if status not in ("confirmed", "unconfirmed"):
            raise errors.InvalidArgument("status", "must be confirmed or unconfirmed")
        if not record_id:
            raise errors.InvalidArgument("record_id", "must not be empty")

        def op(conn):
            with Tx(conn):
                if conn.execute("SELECT 1 FROM principals WHERE id=?", (principal_id,)).fetchone() is None:
                    raise errors.InvalidArgument("principal_id", f"unknown principal {principal_id!r}")
                row = conn.execute(f"SELECT {RECORD_COLUMNS} FROM records WHERE principal_id=? AND id=?",
                                   (principal_id, record_id)).fetchone()
                if row is None:
                    raise errors.NotFound(f"record {record_id!r} not found for this principal")
                rec = row_to_record(row)
                if rec.lifecycle != "active":
                    raise errors.FailedPrecondition(f"record {record_id!r} is {rec.lifecycle}, not active")
                if rec.status == status:
                    return rec
                old = rec.status
                rec.status = status
                if status != "confirmed" and rec.activation == "ambient":
                    rec.activation = "conditional"
                    audit(conn, principal_id, record_id, "record.activation_changed", actor, reason="not_confirmed",
                          policy_version=POLICY_VERSION, detail={"from": "ambient", "to": "conditional"})
                rec.updated_at = utcnow()
                save(conn, rec)
                audit(conn, principal_id, record_id, "record.status_changed", actor, reason=reason,
                      detail={"from": old, "to": status})
                return rec

        out = await self.db.run(op)
        if status == "confirmed":
            await self.evaluate(principal_id, [record_id], actor=actor)
        return out

    async def history(self, principal_id: str, record_id: str):
        if not record_id:
            raise errors.InvalidArgument("record_id", "must not be empty")

        def op(conn):
            pid = principal_id
            if not pid:
                owners = [r["principal_id"] for r in conn.execute(
                    "SELECT DISTINCT principal_id FROM audit_events WHERE record_id=?", (record_id,))]
                if not owners:
                    raise errors.NotFound(f"no history for record {record_id!r}")
                if len(owners) > 1:
                    raise errors.InvalidArgument(
                        "principal_id", f"record id {record_id!r} exists for {len(owners)} principals; name one")
                pid = owners[0]
            rows = conn.execute("SELECT * FROM audit_events WHERE principal_id=? AND record_id=? ORDER BY id",
                                (pid, record_id)).fetchall()
            if not rows:
                raise errors.NotFound(f"no history for record {record_id!r} of principal {pid!r}")
            return pid, rows

        return await self.db.run(op)


def _says_unclear(rec: RecordData, form: rules.Form, category: str) -> bool:
    """A wish (something asked of the assistant, or about how answers are given) whose record says itself
    that what it covers is unclear."""
    return bool(rules.UNCLEAR_IN_RECORD.search(rec.text)) and (
        form.instruction or rules.about_answers(rec.text) or category in taxonomy.AMBIENT_ALLOWLIST)


def _asked_of_assistant(form: rules.Form, record_text: str, category: str) -> bool:
    """A wish that asks something of the assistant (an instruction in the user's words or the record's), or
    one in an allowlisted category: doubt about it is a person's to read."""
    return form.instruction or rules.is_instruction(record_text) or category in taxonomy.AMBIENT_ALLOWLIST


def _proposal(out: Outcome) -> str:
    if out.reason == "classifier_proposes_promote" or out.reason in ("category_uncertain", "sensitive_content"):
        return "promote"
    if out.reason.startswith("classifier_") and out.detail.get("classifier_label") in ("scoped", "temporary", "fact"):
        return "conditional"
    return "review"


def _put_state(conn, rec: RecordData, out: Outcome, fingerprint: str, human: bool) -> None:
    conn.execute(
        "INSERT OR REPLACE INTO activation_state(principal_id, record_id, decision, reason, category, attribute,"
        " policy_version, evidence_ref, evidence_verified, confidence, fingerprint, decided_at, human)"
        " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)",
        (rec.principal_id, rec.id, out.decision, out.reason, out.category, rec.attribute, POLICY_VERSION,
         out.evidence_ref, int(out.evidence_verified), out.confidence, fingerprint, to_iso(utcnow()), int(human)),
    )


def _parse_classifier(raw) -> tuple[str, float, str] | None:
    """Validates the classifier's output; None when malformed."""
    if not isinstance(raw, dict):
        return None
    decision, confidence, label = raw.get("decision"), raw.get("confidence"), raw.get("label", "")
    if decision not in DECISIONS or not isinstance(label, str):
        return None
    if isinstance(confidence, bool) or not isinstance(confidence, (int, float)):
        return None
    confidence = float(confidence)
    if not (0.0 <= confidence <= 1.0) or confidence != confidence:
        return None
    return decision, confidence, label or decision
