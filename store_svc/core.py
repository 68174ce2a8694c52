"""Store core: validation, lifecycle, classification, inventory, profile, feed, log.

Pure Python over :class:`store_svc.db.Database`; the gRPC servicer only converts.
Every call is scoped to one principal; another principal's record is never
returned, and a reference to one is treated as unknown.
"""

from __future__ import annotations

import asyncio
import collections
import json
import logging
import re
import sqlite3
import uuid
from datetime import datetime

from retold import errors, taxonomy
from retold.config import StoreConfig
from retold.timeutil import to_iso, utcnow
from retold.tokens import estimate_tokens
from store_svc import classifier
from store_svc.activation import POLICY_VERSION as ACTIVATION_POLICY
from store_svc.activation import withdraw_reviews
from store_svc.db import RECORD_COLUMNS, Database, Tx, record_params, row_to_record
from store_svc.model import (
    KINDS,
    STATUSES,
    AuditEventData,
    ProfileData,
    RecordData,
    TranscriptTurnData,
)

log = logging.getLogger("retold.store")
# Demotions on supersession, contradiction and deletion are the activation policy's rule.
DEMOTION_POLICY = ACTIVATION_POLICY
# who closes the review items of a record superseded or deleted (not a person: the store itself)
REVIEW_WITHDRAWER = "retold-store"
_ID_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._:/@-]{0,127}$")
PROFILE_VERSION = "profile-assembler/1"
INVENTORY_VERSION = "inventory-v1"
# Texts whose write-time embedding is kept in memory for change-feed followers.
RECENT_VECTORS = 4096


def _check_id(field: str, value: str) -> None:
    if not value:
        raise errors.InvalidArgument(field, "must not be empty")
    if not _ID_RE.match(value):
        raise errors.InvalidArgument(
            field, "must be 1-128 characters of letters, digits and . _ : / @ - (starting alphanumeric)"
        )


class StoreCore:
    def __init__(self, db: Database, config: StoreConfig) -> None:
        self.db = db
        self.config = config
        self._changed = asyncio.Condition()
        # Called after a write commits with (principal_id, record_ids, actor): the
        # activation gate evaluates the written record and any survivors.
        self.after_write = None
        # The activation gate (store_svc.activation.ActivationEngine), when one runs: a record it
        # can never promote gets its activation state in the write's own transaction.
        self.activation = None
        self.recent_vectors = RecentVectors(RECENT_VECTORS)
        # (rows written through the connection, change-feed head) as last read together.
        self._head_seen: tuple[int, int] | None = None

    # ------------------------------------------------------------------ helpers
    def _require_principal(self, conn: sqlite3.Connection, principal_id: str) -> None:
        if not principal_id:
            raise errors.InvalidArgument("principal_id", "must not be empty")
        if len(principal_id) > self.config.max_principal_chars:
            raise errors.InvalidArgument(
                "principal_id", f"longer than {self.config.max_principal_chars} characters"
            )
        if conn.execute("SELECT 1 FROM principals WHERE id=?", (principal_id,)).fetchone() is None:
            raise errors.InvalidArgument("principal_id", f"unknown principal {principal_id!r}")

    @staticmethod
    def _load(conn: sqlite3.Connection, principal_id: str, record_id: str) -> RecordData | None:
        row = conn.execute(
            f"SELECT {RECORD_COLUMNS} FROM records WHERE principal_id=? AND id=?",
            (principal_id, record_id),
        ).fetchone()
        return row_to_record(row) if row else None

    @staticmethod
    def _evidence_text(conn: sqlite3.Connection, rec: RecordData) -> str:
        """The principal user's own turn that the record's evidence_ref names, or ""."""
        if not rec.evidence_ref:
            return ""
        row = conn.execute("SELECT role, text FROM transcripts WHERE principal_id=? AND ref=?",
                           (rec.principal_id, rec.evidence_ref)).fetchone()
        return row["text"] if row and row["role"] == "user" else ""

    @staticmethod
    def _audit(conn, principal_id, record_id, event, actor, reason="", policy_version="", detail=None):
        conn.execute(
            "INSERT INTO audit_events(principal_id, record_id, event, actor, policy_version, reason, at, detail_json)"
            " VALUES (?,?,?,?,?,?,?,?)",
            (principal_id, record_id, event, actor or "unknown", policy_version, reason,
             to_iso(utcnow()), json.dumps(detail or {}, sort_keys=True)),
        )

    @staticmethod
    def _feed(conn, principal_id: str, record_id: str, op: str) -> int:
        cur = conn.execute(
            "INSERT INTO changes(principal_id, record_id, op, at) VALUES (?,?,?,?)",
            (principal_id, record_id, op, to_iso(utcnow())),
        )
        return int(cur.lastrowid)

    @staticmethod
    def _save(conn, rec: RecordData, seq: int) -> None:
        conn.execute(
            f"INSERT OR REPLACE INTO records({RECORD_COLUMNS}, seq) VALUES ({','.join('?' * 22)})",
            record_params(rec, seq),
        )

    async def _notify(self) -> None:
        async with self._changed:
            self._changed.notify_all()

    # --------------------------------------------------------------- principals
    async def put_principal(self, principal_id: str, display_name: str) -> bool:
        _check_id("principal_id", principal_id)

        def op(conn):
            with Tx(conn):
                cur = conn.execute(
                    "INSERT OR IGNORE INTO principals(id, display_name, created_at) VALUES (?,?,?)",
                    (principal_id, display_name, to_iso(utcnow())),
                )
                return cur.rowcount == 1

        return await self.db.run(op)

    # ------------------------------------------------------------------ records
    def _validate_new(self, rec: RecordData) -> None:
        if rec.kind not in KINDS:
            raise errors.InvalidArgument("record.kind", f"must be one of {', '.join(KINDS)}")
        if rec.status not in STATUSES:
            raise errors.InvalidArgument("record.status", f"must be one of {', '.join(STATUSES)}")
        if not rec.text or not rec.text.strip():
            raise errors.InvalidArgument("record.text", "must not be empty")
        if len(rec.text) > self.config.max_text_chars:
            raise errors.InvalidArgument(
                "record.text", f"longer than the limit of {self.config.max_text_chars} characters"
            )
        if len(rec.attribute) > 128:
            raise errors.InvalidArgument("record.attribute", "longer than 128 characters")
        if len(rec.evidence_quote) > self.config.max_text_chars:
            raise errors.InvalidArgument("record.evidence_quote", "longer than the text limit")
        if rec.id:
            _check_id("record.id", rec.id)
        for i, cid in enumerate(rec.conflicts_with):
            _check_id(f"record.conflicts_with[{i}]", cid)
            if cid == rec.id:
                raise errors.InvalidArgument(f"record.conflicts_with[{i}]", "names the record itself")

    async def remember(self, rec: RecordData, actor: str) -> RecordData:
        """Validates and writes a new record (superseding one when it says so)."""
        self._validate_new(rec)
        rec.id = rec.id or uuid.uuid4().hex
        rec.conflicts_with = sorted(set(rec.conflicts_with))
        cls = await asyncio.to_thread(classifier.classify, rec.text, rec.kind, rec.about_principal)
        # The vector is a function of the text alone: kept before the write so a follower
        # reading the change at once finds it.
        self.recent_vectors.put(rec.text, cls.vector, cls.vector_model)
        now = utcnow()
        rec.lifecycle = "active"
        rec.activation = "conditional"  # a write can never make a record ambient
        rec.retrieval_category = cls.category
        rec.facets = list(cls.facets)
        rec.superseded_by = ""
        rec.created_at = rec.updated_at = now
        rec.taxonomy_version = taxonomy.TAXONOMY_VERSION

        def op(conn):
            with Tx(conn):
                self._require_principal(conn, rec.principal_id)
                if self._load(conn, rec.principal_id, rec.id) is not None:
                    raise errors.AlreadyExists(f"record.id: {rec.id!r} already exists")
                old = None
                if rec.supersedes:
                    old = self._load(conn, rec.principal_id, rec.supersedes)
                    if old is None:
                        raise errors.InvalidArgument(
                            "record.supersedes", f"no record {rec.supersedes!r} for this principal"
                        )
                    if old.lifecycle != "active":
                        raise errors.InvalidArgument(
                            "record.supersedes", f"record {rec.supersedes!r} is {old.lifecycle}, not active"
                        )
                # Conflicts are kept symmetric: partners that exist learn of the new record.
                partners = []
                for cid in rec.conflicts_with:
                    other = self._load(conn, rec.principal_id, cid)
                    if other is not None and rec.id not in other.conflicts_with:
                        other.conflicts_with = sorted(set(other.conflicts_with) | {rec.id})
                        other.updated_at = now
                        partners.append(other)
                for row in conn.execute(
                    "SELECT id FROM records WHERE principal_id=? AND conflicts_with != '[]' AND conflicts_with LIKE ?",
                    (rec.principal_id, f'%"{rec.id}"%'),
                ):
                    if row["id"] not in rec.conflicts_with:
                        rec.conflicts_with = sorted(set(rec.conflicts_with) | {row["id"]})
                seq = self._feed(conn, rec.principal_id, rec.id, "upsert")
                self._save(conn, rec, seq)
                self._audit(conn, rec.principal_id, rec.id, "record.created", actor,
                            detail={"category": rec.retrieval_category, "attribute": rec.attribute,
                                    "classifier": classifier.CLASSIFIER_VERSION})
                # a record no gate can promote has its activation state in this transaction
                settled[0] = (self.activation is not None and not partners and old is None
                              and not rec.conflicts_with
                              and self.activation.settle_out_of_scope(conn, rec.principal_id, rec.id, now))
                for other in partners:
                    if other.activation == "ambient":  # a contradiction demotes at once
                        other.activation = "conditional"
                        self._audit(conn, other.principal_id, other.id, "record.activation_changed", actor,
                                    reason="unresolved_conflict", policy_version=DEMOTION_POLICY,
                                    detail={"from": "ambient", "to": "conditional",
                                                                          "with": rec.id})
                    s = self._feed(conn, other.principal_id, other.id, "upsert")
                    self._save(conn, other, s)
                    self._audit(conn, other.principal_id, other.id, "record.conflict_added", actor,
                                detail={"with": rec.id})
                if old is not None:
                    old.lifecycle = "superseded"
                    old.superseded_by = rec.id
                    old.updated_at = now
                    if old.activation == "ambient":  # supersession demotes at once
                        old.activation = "conditional"
                        self._audit(conn, old.principal_id, old.id, "record.activation_changed", actor,
                                    reason="superseded", policy_version=DEMOTION_POLICY,
                                    detail={"from": "ambient", "to": "conditional",
                                                                 "by": rec.id})
                    s = self._feed(conn, old.principal_id, old.id, "upsert")
                    self._save(conn, old, s)
                    self._audit(conn, old.principal_id, old.id, "record.superseded", actor,
                                detail={"by": rec.id})
                    withdraw_reviews(conn, old.principal_id, old.id, REVIEW_WITHDRAWER, f"superseded by {rec.id}")
                return rec

        settled = [False]
        out = await self.db.run(op)
        await self._notify()
        if settled[0]:
            return out
        return await self._after_write(out, [out.id, *out.conflicts_with],
                                       actor, survivors_of=out.supersedes)

    async def _after_write(self, rec: RecordData, ids: list[str], actor: str, survivors_of: str = "") -> RecordData:
        """Runs the activation gate on the written record and the records whose
        conflicts it settled; the write itself has committed whatever happens here."""
        if self.after_write is None:
            return rec
        try:
            if survivors_of:
                old = await self.db.run(lambda conn: self._load(conn, rec.principal_id, survivors_of))
                ids = [*ids, *(old.conflicts_with if old else [])]
            outcomes = await self.after_write(rec.principal_id, list(dict.fromkeys(ids)), actor)
            if _left_unchanged(outcomes, rec):
                return rec  # the gate changed no record: nothing new in the feed, nothing to re-read
            await self._notify()
            return await self.db.run(lambda conn: self._load(conn, rec.principal_id, rec.id)) or rec
        except Exception:
            log.exception("activation after write of %s failed; the record stays conditional", rec.id)
            return rec

    async def get(self, principal_id: str, record_id: str) -> RecordData:
        def op(conn):
            self._require_principal(conn, principal_id)
            rec = self._load(conn, principal_id, record_id)
            if rec is None:
                raise errors.NotFound(f"record {record_id!r} not found for this principal")
            return rec

        if not record_id:
            raise errors.InvalidArgument("record_id", "must not be empty")
        return await self.db.run(op)

    async def list(self, principal_id: str, include_inactive: bool, activation: str = "") -> list[RecordData]:
        def op(conn):
            self._require_principal(conn, principal_id)
            sql = f"SELECT {RECORD_COLUMNS} FROM records WHERE principal_id=?"
            args: list = [principal_id]
            if not include_inactive:
                sql += " AND lifecycle='active'"
            if activation:
                sql += " AND activation=?"
                args.append(activation)
            sql += " ORDER BY created_at, id"
            return [row_to_record(r) for r in conn.execute(sql, args)]

        return await self.db.run(op)

    async def forget(self, principal_id: str, record_id: str, reason: str, actor: str) -> RecordData:
        if not record_id:
            raise errors.InvalidArgument("record_id", "must not be empty")

        def op(conn):
            with Tx(conn):
                self._require_principal(conn, principal_id)
                rec = self._load(conn, principal_id, record_id)
                if rec is None:
                    raise errors.NotFound(f"record {record_id!r} not found for this principal")
                if rec.lifecycle == "deleted":
                    return rec
                was_ambient = rec.activation == "ambient"
                rec.activation = "conditional"  # deletion demotes at once
                rec.lifecycle = "deleted"
                rec.text = ""
                rec.evidence_quote = ""
                rec.updated_at = utcnow()
                seq = self._feed(conn, principal_id, record_id, "delete")
                self._save(conn, rec, seq)
                self._audit(conn, principal_id, record_id, "record.deleted", actor, reason=reason)
                withdraw_reviews(conn, principal_id, record_id, REVIEW_WITHDRAWER, "deleted")
                if was_ambient:
                    self._audit(conn, principal_id, record_id, "record.activation_changed", actor,
                                reason="deleted", policy_version=DEMOTION_POLICY,
                                detail={"from": "ambient", "to": "removed"})
                return rec

        out = await self.db.run(op)
        await self._notify()
        if out.conflicts_with:  # the survivors of a settled conflict are evaluated again
            await self._after_write(out, list(out.conflicts_with), actor)
        return out

    # --------------------------------------------------------------- transcript
    async def append_transcript(self, principal_id: str, turns: list[TranscriptTurnData]) -> int:
        if len(turns) > self.config.max_transcript_turns_per_call:
            raise errors.InvalidArgument("turns", f"more than {self.config.max_transcript_turns_per_call} turns")
        for i, t in enumerate(turns):
            if not t.ref:
                raise errors.InvalidArgument(f"turns[{i}].ref", "must not be empty")
            if len(t.ref) > 256:
                raise errors.InvalidArgument(f"turns[{i}].ref", "longer than 256 characters")
            if t.role not in ("user", "assistant"):
                raise errors.InvalidArgument(f"turns[{i}].role", "must be 'user' or 'assistant'")
            if len(t.text) > self.config.max_text_chars * 4:
                raise errors.InvalidArgument(f"turns[{i}].text", "longer than the transcript limit")

        def op(conn):
            with Tx(conn):
                self._require_principal(conn, principal_id)
                pos = conn.execute(
                    "SELECT COALESCE(MAX(pos), 0) FROM transcripts WHERE principal_id=?", (principal_id,)
                ).fetchone()[0]
                written = refed = 0
                for i, t in enumerate(turns):
                    prev = conn.execute(
                        "SELECT role, text FROM transcripts WHERE principal_id=? AND ref=?",
                        (principal_id, t.ref),
                    ).fetchone()
                    if prev is not None:
                        if (prev["role"], prev["text"]) != (t.role, t.text):
                            raise errors.AlreadyExists(f"turns[{i}].ref: {t.ref!r} exists with other content")
                        continue
                    pos += 1
                    conn.execute(
                        "INSERT INTO transcripts(principal_id, ref, pos, role, text, at) VALUES (?,?,?,?,?,?)",
                        (principal_id, t.ref, pos, t.role, t.text, to_iso(t.at)),
                    )
                    written += 1
                    if t.role == "user":
                        # records written before their evidence turn go out on the feed again, now with
                        # the user's own words beside them
                        for row in conn.execute("SELECT id FROM records WHERE principal_id=? AND evidence_ref=?",
                                                (principal_id, t.ref)).fetchall():
                            seq = self._feed(conn, principal_id, row["id"], "upsert")
                            conn.execute("UPDATE records SET seq=? WHERE principal_id=? AND id=?",
                                         (seq, principal_id, row["id"]))
                            refed += 1
                return written, refed

        written, refed = await self.db.run(op)
        if refed:
            await self._notify()
        return written

    # ---------------------------------------------------------------- inventory
    async def inventory(self, principal_id: str, at: datetime) -> list[tuple[str, str]]:
        def op(conn):
            self._require_principal(conn, principal_id)
            rows = conn.execute(
                "SELECT DISTINCT retrieval_category, expires_at FROM records "
                "WHERE principal_id=? AND lifecycle='active' AND activation='conditional'",
                (principal_id,),
            ).fetchall()
            iso = to_iso(at)
            cats = {r["retrieval_category"] for r in rows if not r["expires_at"] or r["expires_at"] > iso}
            return [(c, taxonomy.label(c)) for c in sorted(cats)]

        return await self.db.run(op)

    # ------------------------------------------------------------------ profile
    async def assemble_profile(
        self, principal_id: str, at: datetime, max_records: int = 8, token_budget: int = 400
    ) -> ProfileData:
        """Active, confirmed, unexpired, unconflicted semantic records about the
        principal whose activation is ambient (superseded ones are no longer
        active); ordered by the activation category, then creation, then id;
        cut to ``max_records`` and ``token_budget`` (header included)."""
        if max_records < 0:
            raise errors.InvalidArgument("max_records", "must not be negative")
        if token_budget < 0:
            raise errors.InvalidArgument("token_budget", "must not be negative")

        def op(conn):
            self._require_principal(conn, principal_id)
            rows = conn.execute(
                f"SELECT {RECORD_COLUMNS} FROM records WHERE principal_id=? AND lifecycle='active'",
                (principal_id,),
            ).fetchall()
            cats = {r["record_id"]: r["category"] for r in conn.execute(
                "SELECT record_id, category FROM activation_state WHERE principal_id=?", (principal_id,))}
            return [row_to_record(r) for r in rows], cats

        recs, cats = await self.db.run(op)
        active_ids = {r.id for r in recs}
        order = {c.id: i for i, c in enumerate(taxonomy.CATEGORIES)}
        eligible = sorted(
            (
                r for r in recs
                if r.activation == "ambient" and r.status == "confirmed" and not r.expired(at)
                and r.kind == "semantic" and r.about_principal
                and not (set(r.conflicts_with) & active_ids)
            ),
            key=lambda r: (order.get(cats.get(r.id) or r.retrieval_category, 99), r.created_at, r.id),
        )
        header = "Standing preferences of this user:"
        lines, ids, dropped = [], [], []
        used = estimate_tokens(header)
        for r in eligible:
            line = f"- {r.text.strip()}"
            cost = estimate_tokens(line)
            if len(ids) >= max_records or used + cost > token_budget:
                dropped.append(r.id)
                continue
            lines.append(line)
            ids.append(r.id)
            used += cost
        text = "\n".join([header, *lines]) if lines else ""
        return ProfileData(text, ids, max_records, token_budget, used if lines else 0, dropped, utcnow())

    # ------------------------------------------------------------------- feed
    async def read_changes(self, after_seq: int, limit: int, wait_ms: int):
        if after_seq < 0:
            raise errors.InvalidArgument("after_seq", "must not be negative")
        if limit < 0:
            raise errors.InvalidArgument("limit", "must not be negative")
        if wait_ms < 0:
            raise errors.InvalidArgument("wait_ms", "must not be negative")
        limit = min(limit or 500, 5000)
        wait_ms = min(wait_ms, 30000)
        # A follower that is up to date asks on every search (read-your-writes): when no row
        # was written since the head was last read, the answer needs no database round trip.
        known = self._head_seen
        if wait_ms == 0 and known is not None and after_seq >= known[1] and self.db.total_changes() == known[0]:
            return [], known[1]

        def op(conn):
            written = conn.total_changes  # on the database thread: no write runs between these reads
            head = conn.execute("SELECT COALESCE(MAX(seq), 0) FROM changes").fetchone()[0]
            self._head_seen = (written, int(head))
            rows = conn.execute(
                "SELECT c.seq, c.op, c.principal_id, c.record_id FROM changes c WHERE c.seq > ? "
                "ORDER BY c.seq LIMIT ?",
                (after_seq, limit),
            ).fetchall()
            out = []
            for row in rows:
                rec = self._load(conn, row["principal_id"], row["record_id"])
                if rec is not None:
                    rec.evidence_text = self._evidence_text(conn, rec)
                    out.append((int(row["seq"]), row["op"], rec))
            return out, int(head)

        changes, head = await self.db.run(op)
        if changes or wait_ms == 0:
            return changes, head
        try:
            async with self._changed:
                await asyncio.wait_for(self._changed.wait(), wait_ms / 1000.0)
        except asyncio.TimeoutError:
            return [], head
        return await self.db.run(op)

    # -------------------------------------------------------------------- audit
    async def audit(self, principal_id: str, record_id: str) -> list[AuditEventData]:
        def op(conn):
            self._require_principal(conn, principal_id)
            rows = conn.execute(
                "SELECT * FROM audit_events WHERE principal_id=? AND record_id=? ORDER BY id",
                (principal_id, record_id),
            ).fetchall()
            from retold.timeutil import parse_iso

            return [
                AuditEventData(r["id"], r["event"], r["record_id"], r["actor"], r["policy_version"],
                               r["reason"], parse_iso(r["at"]), r["detail_json"])
                for r in rows
            ]

        return await self.db.run(op)

    # ------------------------------------------------------------ decision log
    async def log_decision(self, decision_id: str, principal_id: str, session_id: str,
                           disposition: str, body: bytes) -> str:
        if not decision_id:
            raise errors.InvalidArgument("id", "must not be empty")
        if not principal_id:
            raise errors.InvalidArgument("principal_id", "must not be empty")

        def op(conn):
            with Tx(conn):
                self._require_principal(conn, principal_id)
                conn.execute(
                    "INSERT INTO turn_decisions(id, principal_id, session_id, created_at, disposition, body)"
                    " VALUES (?,?,?,?,?,?)",
                    (decision_id, principal_id, session_id, to_iso(utcnow()), disposition, body),
                )
            return decision_id

        try:
            return await self.db.run(op)
        except sqlite3.IntegrityError:
            raise errors.AlreadyExists(f"id: decision {decision_id!r} already logged") from None

    async def get_decision(self, decision_id: str) -> bytes:
        def op(conn):
            row = conn.execute("SELECT body FROM turn_decisions WHERE id=?", (decision_id,)).fetchone()
            if row is None:
                raise errors.NotFound(f"decision {decision_id!r} not found")
            return bytes(row["body"])

        if not decision_id:
            raise errors.InvalidArgument("id", "must not be empty")
        return await self.db.run(op)

    async def list_decisions(self, principal_id: str, session_id: str, limit: int) -> list[bytes]:
        if limit < 0:
            raise errors.InvalidArgument("limit", "must not be negative")

        def op(conn):
            sql, args = "SELECT body FROM turn_decisions WHERE 1=1", []
            if principal_id:
                sql += " AND principal_id=?"
                args.append(principal_id)
            if session_id:
                sql += " AND session_id=?"
                args.append(session_id)
            sql += " ORDER BY created_at DESC, rowid DESC LIMIT ?"
            args.append(min(limit or 50, 1000))
            return [bytes(r["body"]) for r in conn.execute(sql, args)]

        return await self.db.run(op)

    # ------------------------------------------------------------------ fitness
    async def record_fitness(self, bundle_sha256: str, bundle_id: str, scenario_set: str,
                             scenario_sha256: str, verdict: str, report_json: str) -> int:
        for name, value in (("bundle_sha256", bundle_sha256), ("scenario_sha256", scenario_sha256)):
            if not re.fullmatch(r"[0-9a-f]{64}", value):
                raise errors.InvalidArgument(name, "must be 64 lower-case hex digits")
        if not scenario_set:
            raise errors.InvalidArgument("scenario_set", "must not be empty")
        if verdict not in ("PASS", "FAIL"):
            raise errors.InvalidArgument("verdict", "must be PASS or FAIL")
        try:
            json.loads(report_json or "{}")
        except ValueError:
            raise errors.InvalidArgument("report_json", "is not valid JSON") from None

        def op(conn):
            with Tx(conn):
                cur = conn.execute(
                    "INSERT INTO fitness_results(bundle_sha256, bundle_id, scenario_set, scenario_sha256, verdict,"
                    " report_json, recorded_at) VALUES (?,?,?,?,?,?,?)",
                    (bundle_sha256, bundle_id, scenario_set, scenario_sha256, verdict, report_json or "{}",
                     to_iso(utcnow())),
                )
                return int(cur.lastrowid)

        return await self.db.run(op)

    async def list_fitness(self, bundle_sha256: str, limit: int) -> list[dict]:
        if limit < 0:
            raise errors.InvalidArgument("limit", "must not be negative")

        def op(conn):
            sql, args = "SELECT * FROM fitness_results", []
            if bundle_sha256:
                sql += " WHERE bundle_sha256=?"
                args.append(bundle_sha256)
            sql += " ORDER BY id DESC LIMIT ?"
            args.append(min(limit or 50, 1000))
            return [dict(r) for r in conn.execute(sql, args)]

        return await self.db.run(op)

    # --------------------------------------------------------------- search log
    async def log_searches(self, rows: list[tuple[str, str, str, bytes]]) -> int:
        """Appends search-log rows ``(search_id, principal_id, searched_at_iso, body)`` in one
        transaction; an id already present is skipped (a retried batch is harmless)."""
        for i, (sid, pid, _, _) in enumerate(rows):
            if not sid:
                raise errors.InvalidArgument(f"entries[{i}].search_id", "must not be empty")
            if len(sid) > 128:
                raise errors.InvalidArgument(f"entries[{i}].search_id", "longer than 128 characters")
            if not pid:
                raise errors.InvalidArgument(f"entries[{i}].principal_id", "must not be empty")

        def op(conn):
            with Tx(conn):
                written = 0
                for sid, pid, at, body in rows:
                    cur = conn.execute(
                        "INSERT OR IGNORE INTO search_log(id, principal_id, searched_at, body) VALUES (?,?,?,?)",
                        (sid, pid, at or to_iso(utcnow()), body),
                    )
                    written += cur.rowcount
                return written

        return await self.db.run(op) if rows else 0

    async def get_search(self, search_id: str, principal_id: str = "") -> bytes:
        if not search_id:
            raise errors.InvalidArgument("search_id", "must not be empty")

        def op(conn):
            row = conn.execute("SELECT principal_id, body FROM search_log WHERE id=?", (search_id,)).fetchone()
            if row is None or (principal_id and row["principal_id"] != principal_id):
                raise errors.NotFound(f"search {search_id!r} not found")
            return bytes(row["body"])

        return await self.db.run(op)

    # -------------------------------------------------------------- bulk import
    async def import_records(self, records: list[RecordData], actor: str = "import", vectors=None) -> int:
        """Writes many new plain records (no supersedes, no conflicts) in one transaction,
        each with its audit event and change-feed entry; all or nothing. Returns the count.
        Imported records are conditional; nothing here promotes a record to the profile.

        ``vectors`` (text -> MiniLM vector of the store's own embedding model, optional) lets
        an import that already carries embeddings skip computing them again for the classifier."""
        cls_cache: dict[tuple[str, str, bool], object] = {}
        embedder = None
        if vectors is not None:
            from retold.embedding import get_embedder

            embedder = _KnownVectors(vectors, get_embedder())
        now = utcnow()
        for i, rec in enumerate(records):
            try:
                self._validate_new(rec)
            except errors.InvalidArgument as exc:
                raise errors.InvalidArgument(f"records[{i}].{exc.field}", exc.message.split(": ", 1)[-1]) from None
            if rec.supersedes or rec.conflicts_with:
                raise errors.InvalidArgument(f"records[{i}]", "supersedes and conflicts_with need Remember")
            rec.id = rec.id or uuid.uuid4().hex
            key = (rec.text, rec.kind, rec.about_principal)
            cls = cls_cache.get(key)
            if cls is None:
                cls = cls_cache[key] = (classifier.classify(rec.text, rec.kind, rec.about_principal, embedder)
                                        if embedder is not None else
                                        classifier.classify(rec.text, rec.kind, rec.about_principal))
            rec.lifecycle, rec.activation = "active", "conditional"
            rec.retrieval_category, rec.facets = cls.category, list(cls.facets)
            rec.superseded_by = ""
            rec.created_at = rec.updated_at = now
            rec.taxonomy_version = taxonomy.TAXONOMY_VERSION

        def op(conn):
            with Tx(conn):
                for pid in sorted({r.principal_id for r in records}):
                    self._require_principal(conn, pid)
                for rec in records:
                    if self._load(conn, rec.principal_id, rec.id) is not None:
                        raise errors.AlreadyExists(f"record.id: {rec.id!r} already exists")
                    seq = self._feed(conn, rec.principal_id, rec.id, "upsert")
                    self._save(conn, rec, seq)
                    self._audit(conn, rec.principal_id, rec.id, "record.created", actor, reason="import")
            return len(records)

        n = await self.db.run(op)
        await self._notify()
        return n


def _left_unchanged(outcomes, rec: RecordData) -> bool:
    """True only when the activation gate reports, for every record it evaluated, that it
    changed nothing, and leaves ``rec`` with the activation it was written with. Anything
    else (no report, a change, a record changed meanwhile) means: notify and re-read."""
    if not isinstance(outcomes, list) or not outcomes:
        return False
    mine = False
    for out in outcomes:
        if getattr(out, "changed", True) is not False:
            return False
        if getattr(out, "reason", "") == "record_changed_during_evaluation":
            return False
        if getattr(out, "record_id", None) == rec.id:
            if getattr(out, "activation", None) != rec.activation:
                return False
            mine = True
    return mine


class RecentVectors:
    """The write-time classifier's text embeddings for the latest ``capacity`` texts
    written, so the change feed can carry them (in memory only: after a restart, or for
    an older change, a follower embeds the text itself)."""

    def __init__(self, capacity: int) -> None:
        self.capacity = capacity
        self._items: collections.OrderedDict[str, tuple[object, str]] = collections.OrderedDict()

    def put(self, text: str, vector, model: str) -> None:
        if vector is None or not model or self.capacity <= 0:
            return
        self._items[text] = (vector, model)
        self._items.move_to_end(text)
        while len(self._items) > self.capacity:
            self._items.popitem(last=False)

    def get(self, text: str):
        """(vector, model identity) for ``text``, or None."""
        return self._items.get(text) if text else None

    def __len__(self) -> int:
        return len(self._items)


class _KnownVectors:
    """An embedder that answers from vectors an import already carries, else asks the model."""

    def __init__(self, vectors, model) -> None:
        self.vectors, self.model = vectors, model
        self.model_id, self.dim = model.model_id, model.dim

    def encode(self, texts, batch_size: int = 64):
        import numpy as np

        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        missing = [i for i, t in enumerate(texts) if t not in self.vectors]
        for i, t in enumerate(texts):
            if i not in missing:
                out[i] = self.vectors[t]
        if missing:
            out[missing] = self.model.encode([texts[i] for i in missing])
        return out
