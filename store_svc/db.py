"""SQLite persistence (one file, WAL). All access runs on one worker thread.

Every mutating operation is one transaction: a record, its audit event and its
change-feed entry are written together or not at all.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import json
import sqlite3
from pathlib import Path
from typing import Any, Callable, TypeVar

from retold.timeutil import parse_iso, to_iso
from store_svc.model import RecordData

T = TypeVar("T")

SCHEMA_VERSION = 1

SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS principals (
  id TEXT PRIMARY KEY, display_name TEXT NOT NULL DEFAULT '', created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS records (
  principal_id TEXT NOT NULL REFERENCES principals(id),
  id TEXT NOT NULL,
  kind TEXT NOT NULL,
  text TEXT NOT NULL,
  attribute TEXT NOT NULL DEFAULT '',
  about_principal INTEGER NOT NULL DEFAULT 0,
  evidence_ref TEXT NOT NULL DEFAULT '',
  evidence_quote TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL,
  event_time TEXT,
  expires_at TEXT,
  supersedes TEXT NOT NULL DEFAULT '',
  conflicts_with TEXT NOT NULL DEFAULT '[]',
  lifecycle TEXT NOT NULL,
  activation TEXT NOT NULL,
  retrieval_category TEXT NOT NULL,
  facets TEXT NOT NULL DEFAULT '[]',
  superseded_by TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  taxonomy_version TEXT NOT NULL,
  seq INTEGER NOT NULL,
  PRIMARY KEY (principal_id, id)
);
CREATE INDEX IF NOT EXISTS records_by_principal ON records(principal_id, lifecycle, activation);
CREATE INDEX IF NOT EXISTS records_with_conflicts ON records(principal_id) WHERE conflicts_with != '[]';
CREATE TABLE IF NOT EXISTS transcripts (
  principal_id TEXT NOT NULL REFERENCES principals(id),
  ref TEXT NOT NULL,
  pos INTEGER NOT NULL,
  role TEXT NOT NULL,
  text TEXT NOT NULL,
  at TEXT,
  PRIMARY KEY (principal_id, ref)
);
CREATE TABLE IF NOT EXISTS audit_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  principal_id TEXT NOT NULL,
  record_id TEXT NOT NULL,
  event TEXT NOT NULL,
  actor TEXT NOT NULL,
  policy_version TEXT NOT NULL DEFAULT '',
  reason TEXT NOT NULL DEFAULT '',
  at TEXT NOT NULL,
  detail_json TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX IF NOT EXISTS audit_by_record ON audit_events(principal_id, record_id, id);
CREATE TABLE IF NOT EXISTS changes (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  principal_id TEXT NOT NULL,
  record_id TEXT NOT NULL,
  op TEXT NOT NULL,
  at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS turn_decisions (
  id TEXT PRIMARY KEY,
  principal_id TEXT NOT NULL,
  session_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  disposition TEXT NOT NULL,
  body BLOB NOT NULL
);
CREATE INDEX IF NOT EXISTS decisions_by_principal ON turn_decisions(principal_id, created_at);
CREATE INDEX IF NOT EXISTS decisions_by_session ON turn_decisions(session_id, created_at);
CREATE TABLE IF NOT EXISTS fitness_results (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  bundle_sha256 TEXT NOT NULL,
  bundle_id TEXT NOT NULL,
  scenario_set TEXT NOT NULL,
  scenario_sha256 TEXT NOT NULL,
  verdict TEXT NOT NULL CHECK (verdict IN ('PASS', 'FAIL')),
  report_json TEXT NOT NULL,
  recorded_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS fitness_by_bundle ON fitness_results(bundle_sha256, scenario_set);
CREATE TABLE IF NOT EXISTS activation_state (
  principal_id TEXT NOT NULL,
  record_id TEXT NOT NULL,
  decision TEXT NOT NULL CHECK (decision IN ('promote', 'conditional', 'review')),
  reason TEXT NOT NULL,
  category TEXT NOT NULL DEFAULT '',
  attribute TEXT NOT NULL DEFAULT '',
  policy_version TEXT NOT NULL,
  evidence_ref TEXT NOT NULL DEFAULT '',
  evidence_verified INTEGER NOT NULL DEFAULT 0,
  confidence REAL NOT NULL DEFAULT 0,
  fingerprint TEXT NOT NULL DEFAULT '',
  decided_at TEXT NOT NULL,
  human INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (principal_id, record_id)
);
CREATE TABLE IF NOT EXISTS activation_reviews (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  principal_id TEXT NOT NULL,
  record_id TEXT NOT NULL,
  evidence_ref TEXT NOT NULL DEFAULT '',
  proposed_decision TEXT NOT NULL CHECK (proposed_decision IN ('promote', 'conditional', 'review')),
  reason TEXT NOT NULL,
  policy_version TEXT NOT NULL,
  prompt_version TEXT NOT NULL,
  confidence REAL NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('open', 'resolved')),
  resolution TEXT NOT NULL DEFAULT '' CHECK (resolution IN ('', 'promote', 'keep_conditional', 'reject')),
  reviewer TEXT NOT NULL DEFAULT '',
  note TEXT NOT NULL DEFAULT '',
  resolved_at TEXT,
  category TEXT NOT NULL DEFAULT '',
  attribute TEXT NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS reviews_by_status ON activation_reviews(status, created_at, id);
CREATE UNIQUE INDEX IF NOT EXISTS one_open_review_per_record
  ON activation_reviews(principal_id, record_id) WHERE status = 'open';
CREATE TABLE IF NOT EXISTS search_log (
  id TEXT PRIMARY KEY,
  principal_id TEXT NOT NULL,
  searched_at TEXT NOT NULL,
  body BLOB NOT NULL
);
CREATE INDEX IF NOT EXISTS search_log_by_principal ON search_log(principal_id, searched_at);
"""

RECORD_COLUMNS = (
    "principal_id, id, kind, text, attribute, about_principal, evidence_ref, evidence_quote, "
    "status, event_time, expires_at, supersedes, conflicts_with, lifecycle, activation, "
    "retrieval_category, facets, superseded_by, created_at, updated_at, taxonomy_version"
)


def row_to_record(row: sqlite3.Row) -> RecordData:
    return RecordData(
        id=row["id"],
        principal_id=row["principal_id"],
        kind=row["kind"],
        text=row["text"],
        attribute=row["attribute"],
        about_principal=bool(row["about_principal"]),
        evidence_ref=row["evidence_ref"],
        evidence_quote=row["evidence_quote"],
        status=row["status"],
        event_time=parse_iso(row["event_time"]) if row["event_time"] else None,
        expires_at=parse_iso(row["expires_at"]) if row["expires_at"] else None,
        supersedes=row["supersedes"],
        conflicts_with=json.loads(row["conflicts_with"]),
        lifecycle=row["lifecycle"],
        activation=row["activation"],
        retrieval_category=row["retrieval_category"],
        facets=json.loads(row["facets"]),
        superseded_by=row["superseded_by"],
        created_at=parse_iso(row["created_at"]),
        updated_at=parse_iso(row["updated_at"]),
        taxonomy_version=row["taxonomy_version"],
    )


def record_params(r: RecordData, seq: int) -> tuple[Any, ...]:
    return (
        r.principal_id, r.id, r.kind, r.text, r.attribute, int(r.about_principal),
        r.evidence_ref, r.evidence_quote, r.status, to_iso(r.event_time), to_iso(r.expires_at),
        r.supersedes, json.dumps(r.conflicts_with), r.lifecycle, r.activation,
        r.retrieval_category, json.dumps(r.facets), r.superseded_by, to_iso(r.created_at),
        to_iso(r.updated_at), r.taxonomy_version, seq,
    )


class Database:
    """Owns one SQLite connection on one worker thread."""

    def __init__(self, path: Path, synchronous: str = "FULL") -> None:
        if synchronous not in ("NORMAL", "FULL"):
            raise ValueError(f"store.sqlite_synchronous: {synchronous!r} is not NORMAL or FULL")
        self.synchronous = synchronous
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._pool = concurrent.futures.ThreadPoolExecutor(1, thread_name_prefix="retold-sqlite")
        self._conn: sqlite3.Connection | None = None
        self._pool.submit(self._open).result()

    def _open(self) -> None:
        conn = sqlite3.connect(str(self.path), isolation_level=None, check_same_thread=False)
        conn.row_factory = sqlite3.Row
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute(f"PRAGMA synchronous={self.synchronous}")
        conn.execute("PRAGMA foreign_keys=ON")
        conn.execute("PRAGMA busy_timeout=5000")
        conn.executescript(SCHEMA)
        conn.execute(
            "INSERT OR IGNORE INTO meta(key, value) VALUES ('schema_version', ?)",
            (str(SCHEMA_VERSION),),
        )
        self._conn = conn

    async def run(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        """Runs ``fn(conn)`` on the database thread."""
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._pool, fn, self._conn)

    def total_changes(self) -> int | None:
        """Rows inserted, updated or deleted through this connection since it opened
        (SQLite's own counter; read without the database thread). The store is the only
        writer of its file, so an unchanged count means nothing was written meanwhile."""
        conn = self._conn
        return None if conn is None else conn.total_changes

    def run_sync(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        return self._pool.submit(fn, self._conn).result()

    def close(self) -> None:
        if self._conn is None:
            return

        def _close(conn):
            if conn is not None:
                conn.close()

        self._pool.submit(_close, self._conn).result()
        self._conn = None
        self._pool.shutdown(wait=True)


class Tx:
    """``with Tx(conn):`` runs the block in BEGIN IMMEDIATE ... COMMIT/ROLLBACK."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn

    def __enter__(self) -> sqlite3.Connection:
        self.conn.execute("BEGIN IMMEDIATE")
        return self.conn

    def __exit__(self, exc_type, exc, tb) -> None:
        if exc_type is None:
            self.conn.execute("COMMIT")
        else:
            self.conn.execute("ROLLBACK")
