"""`retold decisions [--session S] [--principal P]` and `retold decisions show ID`:
the turn-decision log, listed and explained in plain words."""

from __future__ import annotations

import asyncio
import json
import sys

from retold.v1 import common_pb2 as c

REASON_WORDS = {
    c.REASON_CODE_HELPFUL: "helpful",
    c.REASON_CODE_REDUNDANT: "redundant",
    c.REASON_CODE_INSUFFICIENT: "insufficient",
    c.REASON_CODE_STALE_OR_CONFLICTING: "stale or conflicting",
    c.REASON_CODE_POTENTIALLY_HARMFUL: "potentially harmful",
    c.REASON_CODE_JOINTLY_HELPFUL: "jointly helpful",
}

DISPOSITION_WORDS = {
    c.DISPOSITION_BASELINE_NO_GAPS: "draft kept: nothing to look up",
    c.DISPOSITION_BASELINE_NO_CANDIDATES: "draft kept: nothing stored matched",
    c.DISPOSITION_BASELINE_EMPTY_ADMISSION: "draft kept: nothing was worth adding",
    c.DISPOSITION_BASELINE_POLICY_FAILURE: "draft kept: a stage failed, memory withheld",
    c.DISPOSITION_BASELINE_BUDGET_EXHAUSTED: "draft kept: the latency budget ran out",
    c.DISPOSITION_ADMITTED_NOT_APPLIED: "draft kept: records were admitted but no time was left to regenerate",
    c.DISPOSITION_REGENERATED: "regenerated with the admitted records",
}


def disposition_name(value: int) -> str:
    return c.Disposition.Name(value).removeprefix("DISPOSITION_").lower()


def _ms(value: float) -> str:
    return f"{value:.1f} ms" if value < 1000 else f"{value / 1000:.2f} s"


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def explain(d: c.TurnDecision) -> list[str]:
    """One decision in plain words, stage by stage."""
    lines = [f"decision {d.id}: {disposition_name(d.disposition)} ({d.reason})",
             f"  {DISPOSITION_WORDS.get(d.disposition, 'unknown disposition')}"]
    who = f"principal {d.principal_id}, session {d.session_id}"
    if d.turn_id:
        who += f", turn {d.turn_id}"
    if d.turn_ref:
        who += f" (host ref {d.turn_ref})"
    lines.append(f"  {who}")
    if d.shadow:
        lines.append("  shadow mode: decided and logged, never applied")
    if d.profile_withheld:
        lines.append("  ambient profile withheld (profile_enabled=false)")
    elif d.ambient_record_ids:
        lines.append(f"  ambient profile: {', '.join(d.ambient_record_ids)}")
    else:
        lines.append("  ambient profile: empty")
    budget = ("none requested (configured default)" if not d.HasField("requested_budget_ms")
              else f"{d.requested_budget_ms} ms requested")
    budget += (f", {d.effective_budget_ms} ms applied" if d.HasField("effective_budget_ms")
               else ", no bound but the stage timeouts")
    lines.append(f"  budget: {budget}; draft took {_ms(d.draft_latency_ms)}, "
                 f"the path added {_ms(d.added_latency_ms)}")
    failures = {f.stage: f for f in d.failures}

    # planning
    if d.reason in ("budget_zero", "gap_planning_disabled"):
        lines.append("  planner: not run" + (" (budget 0: profile only)" if d.reason == "budget_zero"
                                              else " (gap planning switched off)"))
    elif "planning" in failures:
        f = failures["planning"]
        lines.append(f"  planner failed: {f.code} ({f.message})")
    elif not d.gaps:
        lines.append("  planner silent: no gaps, nothing to look up")
    else:
        gaps = "; ".join(f"{g.category}: \"{g.query}\"" for g in d.gaps)
        lines.append(f"  planner wrote {_plural(len(d.gaps), 'gap')}: {gaps}")

    # retrieval and admission
    if d.gaps and "planning" not in failures:
        if "retrieval" in failures:
            f = failures["retrieval"]
            lines.append(f"  retrieval failed: {f.code} ({f.message})")
        elif d.search_ids:
            found = f"retrieval found {len(d.candidates)}"
            if not d.candidates:
                lines.append(f"  {found}: nothing to admit")
            elif "admission" in failures:
                f = failures["admission"]
                lines.append(f"  {found}; admission failed: {f.code} ({f.message})")
            elif not d.verdicts:
                lines.append(f"  {found}; admission did not run ({d.reason})")
            else:
                admitted = [v for v in d.verdicts if v.admitted]
                head = f"  {found}, judge admitted {len(admitted)}"
                lines.append(head + (": " + ", ".join(v.record_id for v in admitted) if admitted else ""))
                for v in d.verdicts:
                    mark = "admitted" if v.admitted else "not admitted"
                    note = f" - {v.note}" if v.note else ""
                    lines.append(f"    {v.record_id}: {mark}, {REASON_WORDS.get(v.reason, 'no reason')}{note}")
    if len(d.search_ids) > 1:
        lines.append(f"  follow-up hop: {len(d.search_ids) - 1} more search for who holds a role an admitted "
                     "record names; its finds were judged beside the admitted records")
    if d.budget_withheld_record_ids:
        lines.append(f"  withheld for budget (not rejected): {', '.join(d.budget_withheld_record_ids)}")
    for f in d.failures:
        if f.stage in ("regeneration", "log", "follow_up", "admission_follow_up"):
            lines.append(f"  {f.stage}: {f.code} ({f.message})")
    stages = [t for t in d.timings if t.stage != "total_added"]
    if stages:
        lines.append("  stages: " + ", ".join(f"{t.stage} {_ms(t.elapsed_ms)}" for t in stages))
    ident = []
    if d.serving_model_id:
        ident.append(f"serving model {d.serving_model_id}")
    for role, comp in (("planner", d.planner), ("judge", d.judge)):
        if comp.implementation:
            ident.append(f"{role} {comp.implementation}" + (f" ({comp.model_id})" if comp.model_id else ""))
    if d.bundle_sha256:
        ident.append(f"bundle {d.bundle_sha256[:12]}" + ("" if d.bundle_retrieval_verified
                                                          else " (retrieval hash not verified)"))
    if ident:
        lines.append("  " + "; ".join(ident))
    if d.config_json:
        try:
            eff = json.loads(d.config_json).get("effective", {})
            if eff:
                lines.append("  switches: " + ", ".join(f"{k}={v}" for k, v in sorted(eff.items())))
        except ValueError:
            pass
    return lines


def _row(d: c.TurnDecision) -> str:
    started = d.started_at.ToJsonString() if d.HasField("started_at") else "-"
    return (f"{d.id}  {started}  {d.principal_id:<12} {d.session_id[:12]:<12} "
            f"{disposition_name(d.disposition):<26} {d.reason:<26} +{d.added_latency_ms:.1f} ms")


def cmd_decisions(args) -> int:
    from retold.client import RetoldClient
    from retold.config import RetoldSettings
    from retold.errors import RetoldRpcError

    settings = RetoldSettings()
    target = args.store or settings.target("store")
    orchestrator = args.orchestrator or settings.target("orchestrator")

    async def go():
        # Rows are read from the store; the orchestrator is asked first to write the rows
        # it still holds (turns reply before their row is written). A stopped
        # orchestrator holds none, so an unreachable one is skipped.
        async with RetoldClient(orchestrator, target, timeout=10) as rc:
            if args.action == "show":
                return [await rc.decision(args.id)]
            return await rc.decisions(args.principal or "", args.session or "", args.limit)

    try:
        rows = asyncio.run(go())
    except RetoldRpcError as exc:
        print(f"{exc.code.name}: {exc.details}", file=sys.stderr)
        return 1
    if args.action == "show":
        if args.json:
            from google.protobuf.json_format import MessageToJson

            print(MessageToJson(rows[0]))
        else:
            print("\n".join(explain(rows[0])))
        return 0
    if not rows:
        print("no turn decisions")
        return 0
    for d in rows:
        print(_row(d))
    return 0


def register(sub) -> None:
    d = sub.add_parser("decisions", help="list turn decisions, or explain one: `retold decisions show ID`")
    d.add_argument("action", nargs="?", choices=("list", "show"), default="list")
    d.add_argument("id", nargs="?", default=None, help="decision id (with show)")
    d.add_argument("--session", default=None, help="only this session's decisions")
    d.add_argument("--principal", default=None, help="only this principal's decisions")
    d.add_argument("--limit", type=int, default=50)
    d.add_argument("--json", action="store_true", help="with show: print the raw row as JSON")
    d.add_argument("--store", default=None, help="store host:port (default from config)")
    d.add_argument("--orchestrator", default=None,
                   help="orchestrator host:port whose pending rows are flushed first (default from config)")
    d.set_defaults(fn=_checked)


def _checked(args) -> int:
    if args.action == "show" and not args.id:
        print("decisions show: needs a decision id", file=sys.stderr)
        return 2
    if args.limit < 1:
        print("--limit: must be at least 1", file=sys.stderr)
        return 2
    return cmd_decisions(args)
