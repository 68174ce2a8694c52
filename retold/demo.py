"""A small demo user and a handful of turns, run against a live stack."""

from __future__ import annotations

from retold.client import RetoldClient, disposition_name
from retold.errors import RetoldRpcError
from retold.v1 import common_pb2 as c
from retold.v1 import store_pb2 as s

PRINCIPAL = "demo-ana"

TRANSCRIPT = [
    ("demo-ana/s0/1", "user", "I run the data platform team at Harbor Analytics and I'm based in Montreal."),
    ("demo-ana/s0/2", "assistant", "Nice to meet you."),
    ("demo-ana/s0/3", "user", "Our warehouse is on Postgres 14 and it stays there until the January migration."),
    ("demo-ana/s0/4", "user", "Any schema change to the billing tables needs sign-off from Priya Raman."),
    ("demo-ana/s0/5", "user", "We decided to use dbt for all new transformations."),
]

RECORDS = [
    ("demo-pg", "The data warehouse runs Postgres 14 until the January migration.", c.RECORD_KIND_SEMANTIC,
     "demo-ana/s0/3", False),
    ("demo-signoff", "Schema changes to the billing tables need sign-off from Priya Raman.",
     c.RECORD_KIND_SEMANTIC, "demo-ana/s0/4", False),
    ("demo-dbt", "The team decided to use dbt for all new transformations.", c.RECORD_KIND_SEMANTIC,
     "demo-ana/s0/5", False),
    ("demo-tz", "Ana works from Montreal, Eastern time.", c.RECORD_KIND_SEMANTIC, "demo-ana/s0/1", True),
]

TURNS = [
    "Which Postgres version is our warehouse on?",
    "Explain the difference between a left join and an inner join.",
    "Who needs to approve my schema change to the billing tables?",
    "What is a good name for a cat?",
    "Which tool did we decide to use for new transformations?",
]


async def load(rc: RetoldClient) -> None:
    await rc.put_principal(PRINCIPAL, "Ana (demo)")
    await rc.append_transcript(PRINCIPAL, [s.TranscriptTurn(ref=r, role=role, text=t) for r, role, t in TRANSCRIPT])
    for rid, text, kind, ref, about in RECORDS:
        try:
            await rc.remember(PRINCIPAL, c.Record(id=rid, text=text, kind=kind, evidence_ref=ref, about_principal=about,
                                                  status=c.RECORD_STATUS_CONFIRMED), actor="demo")
        except RetoldRpcError as exc:
            if exc.code.name != "ALREADY_EXISTS":
                raise


async def run(rc: RetoldClient, out=print) -> list[str]:
    """Loads the demo user, runs the turns, prints each decision; returns dispositions."""
    await load(rc)
    session_id, profile = await rc.start_session(PRINCIPAL)
    seen = []
    try:
        for turn in TURNS:
            resp = await rc.run_turn(session_id, turn)
            res = resp.result
            disp = disposition_name(res.disposition)
            seen.append(disp)
            out(f"\nturn: {turn}")
            out(f"  disposition: {disp} ({res.reason})")
            out("  gaps: " + ("; ".join(f"[{g.category}] {g.query}" for g in res.gaps) or "none"))
            out("  admitted: " + ("; ".join(f"{r.id}: {r.text}" for r in res.admitted) or "none"))
            timings = ", ".join(f"{t.stage} {t.elapsed_ms:.1f}ms" for t in res.timings if "@" not in t.stage)
            out(f"  timings: {timings}")
            out(f"  answer: {resp.answer}")
    finally:
        await rc.end_session(session_id)
    return seen
