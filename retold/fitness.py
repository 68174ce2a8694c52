"""The fitness suite: replays a scenario split through the real services and
scores the gates of ``retold.scenarios/v1``.

Scoring labels (kind, tags, required, helpful, forbidden, labels,
promotion_expectations) stay here; no service ever receives them.
"""

from __future__ import annotations

import asyncio
import json
import logging
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

import grpc

from retold import bundle as bundle_mod
from retold import language
from retold import scenarios as sc
from retold.timeutil import dt_to_ts
from retold.v1 import common_pb2 as c
from retold.v1 import orchestrator_pb2 as o
from retold.v1 import orchestrator_pb2_grpc as og
from retold.v1 import store_pb2 as s
from retold.v1 import store_pb2_grpc as sg

KIND = {"semantic": c.RECORD_KIND_SEMANTIC, "episodic": c.RECORD_KIND_EPISODIC,
        "procedural": c.RECORD_KIND_PROCEDURAL}
STATUS = {"confirmed": c.RECORD_STATUS_CONFIRMED, "unconfirmed": c.RECORD_STATUS_UNCONFIRMED}
GATES = ("ordinary_injection", "explicit_recall", "implicit_recall", "helpful_precision", "unsafe_admissions",
         "promotion", "ambient_recall")
BUDGET_WITHHELD = c.DISPOSITION_ADMITTED_NOT_APPLIED
FLUSH_ATTEMPTS = 4  # waits (30 s each by default) for a turn's decision row before a replay gives up

log = logging.getLogger("retold.fitness")


@dataclass
class TurnOutcome:
    turn: sc.STurn
    decision: c.TurnDecision
    delivered: list[str]  # record ids the host actually received
    stage_lost: dict[str, str] = field(default_factory=dict)
    unsafe: dict[str, str] = field(default_factory=dict)
    isolation: list[str] = field(default_factory=list)


# ----------------------------------------------------------------------- load
def _ordered(records: list[sc.SRecord]) -> list[sc.SRecord]:
    """Records before the ones that supersede them."""
    by_id = {r.id: r for r in records}
    done: set[str] = set()
    out: list[sc.SRecord] = []

    def visit(r: sc.SRecord, depth: int = 0) -> None:
        if r.id in done or depth > len(records):
            return
        if r.supersedes and r.supersedes in by_id:
            visit(by_id[r.supersedes], depth + 1)
        done.add(r.id)
        out.append(r)

    for r in records:
        visit(r)
    return out


def to_record(r: sc.SRecord) -> c.Record:
    msg = c.Record(id=r.id, text=r.text, kind=KIND[r.kind], attribute=r.attribute or "",
                   about_principal=r.about_principal, evidence_ref=r.evidence_ref or "",
                   evidence_quote=r.evidence_quote or "", status=STATUS[r.status], supersedes=r.supersedes or "",
                   conflicts_with=r.conflicts_with)
    if r.event_time:
        msg.event_time.CopyFrom(dt_to_ts(r.event_time))
    if r.expires_at:
        msg.expires_at.CopyFrom(dt_to_ts(r.expires_at))
    return msg


async def load_principals(store: sg.StoreStub, sset: sc.ScenarioSet, gate=None) -> None:
    """Writes each principal's transcript and records. The activation gate runs on every write at the
    store's own clock; with ``gate`` it runs once more as of the scenario's replay time, so a record
    that has expired by then is demoted (and never counts as promoted) as it would be in production
    on that day."""
    from retold.v1 import activation_pb2 as a

    for p in sset.principals:
        await store.PutPrincipal(s.PutPrincipalRequest(principal_id=p.id), timeout=10)
        if p.transcript:
            await store.AppendTranscript(s.AppendTranscriptRequest(
                principal_id=p.id, turns=[s.TranscriptTurn(**t) for t in p.transcript]), timeout=30)
        for r in _ordered(p.records):
            await store.Remember(s.RememberRequest(principal_id=p.id, record=to_record(r), actor="fitness"),
                                 timeout=30)
        if gate is not None:
            req = a.RunActivationRequest(principal_id=p.id, actor="fitness")
            req.as_of.CopyFrom(dt_to_ts(sset.now))
            await gate.RunActivation(req, timeout=60)


# --------------------------------------------------------------------- replay
async def replay(targets: dict[str, str], sset: sc.ScenarioSet, progress=None,
                 flush_wait_s: float = 30.0) -> list[TurnOutcome]:
    async with grpc.aio.insecure_channel(targets["store"]) as sch, \
            grpc.aio.insecure_channel(targets["orchestrator"]) as och:
        from retold.v1 import activation_pb2_grpc as ag

        store, orch = sg.StoreStub(sch), og.OrchestratorStub(och)
        await load_principals(store, sset, ag.ActivationGateStub(sch))
        sessions: dict[str, str] = {}
        outcomes = []
        for t in sset.turns:
            if t.session not in sessions:
                req = o.StartSessionRequest(principal_id=t.principal)
                req.as_of.CopyFrom(dt_to_ts(sset.now))
                sessions[t.session] = (await orch.StartSession(req, timeout=30)).session_id
            begin = o.BeginTurnRequest(session_id=sessions[t.session], turn=t.text,
                                       public_context=t.public_context or "", turn_ref=f"{sset.name}/{t.id}")
            begin.as_of.CopyFrom(dt_to_ts(sset.now))
            tid = (await orch.BeginTurn(begin, timeout=30)).turn_id
            res = await orch.SubmitDraft(o.SubmitDraftRequest(turn_id=tid, draft=t.baseline_draft,
                                                              serving_model_id="scenario-baseline"), timeout=60)
            # The row is written after the reply: have the orchestrator write it now, then read it.
            # (a store slowed by load may take longer than one wait: the row stays owed, so wait again)
            for _attempt in range(FLUSH_ATTEMPTS):
                flushed = await orch.FlushDecisions(o.FlushDecisionsRequest(decision_ids=[res.decision_id]),
                                                    timeout=flush_wait_s)
                if not flushed.unwritten_ids:
                    break
                log.warning("turn decision %s not written yet (wait %d of %d)", res.decision_id, _attempt + 1,
                            FLUSH_ATTEMPTS)
            else:
                raise RuntimeError(f"turn decision {res.decision_id} could not be written to the store")
            decision = await store.GetDecision(s.GetDecisionRequest(id=res.decision_id), timeout=10)
            outcomes.append(TurnOutcome(t, decision, [r.id for r in res.admitted]))
            if progress:
                progress(1)
        for sid in sessions.values():
            await orch.EndSession(o.EndSessionRequest(session_id=sid), timeout=10)
        return outcomes


# ----------------------------------------------------------------- activation
async def measure_activation(targets: dict[str, str], sset: sc.ScenarioSet) -> dict:
    """After the principals were loaded (the activation gate ran on every write):
    what became of each promotion expectation, and whether every promoted record
    is in the profile of a session started now."""
    from retold.v1 import activation_pb2 as a
    from retold.v1 import activation_pb2_grpc as ag

    rows, recall = [], []
    async with grpc.aio.insecure_channel(targets["store"]) as sch, \
            grpc.aio.insecure_channel(targets["orchestrator"]) as och:
        store, gate, orch = sg.StoreStub(sch), ag.ActivationGateStub(sch), og.OrchestratorStub(och)
        for p in sset.principals:
            open_items = {r.record_id: r for r in (await gate.ListReviews(a.ListReviewsRequest(
                principal_id=p.id, status=a.REVIEW_STATUS_OPEN, limit=1000), timeout=30)).items}
            for rid, expected in p.promotion_expectations:
                st = await gate.GetActivation(a.GetActivationRequest(principal_id=p.id, record_id=rid), timeout=10)
                got = ("promote" if st.activation == c.ACTIVATION_AMBIENT else
                       "review" if rid in open_items else "conditional")
                rows.append({"principal": p.id, "record": rid, "expected": expected, "got": got,
                             "reason": st.reason, "ok": got == expected,
                             "unsafe": got == "promote" and expected != "promote"})
            ambient = (await store.List(s.ListRequest(principal_id=p.id, activation=c.ACTIVATION_AMBIENT),
                                        timeout=30)).records
            if not ambient:
                continue
            req = o.StartSessionRequest(principal_id=p.id)
            req.as_of.CopyFrom(dt_to_ts(sset.now))
            started = await orch.StartSession(req, timeout=30)
            in_profile = set(started.profile.record_ids)
            await orch.EndSession(o.EndSessionRequest(session_id=started.session_id), timeout=10)
            for r in ambient:
                recall.append({"principal": p.id, "record": r.id, "in_profile": r.id in in_profile})
    return {"expectations": rows, "recall": recall}


# ---------------------------------------------------------------------- score
def _lifecycle_problem(sset: sc.ScenarioSet, pid: str, rid: str) -> str:
    rec = sset.records.get((pid, rid))
    if rec is None:
        return "other_principal"
    superseded = {r.supersedes for (p, _), r in sset.records.items() if p == pid and r.supersedes}
    if rid in superseded:
        return "superseded"
    if rec.expires_at is not None and rec.expires_at <= sset.now:
        return "expired"
    partners = set(rec.conflicts_with) | {r.id for (p, _), r in sset.records.items() if p == pid and rid in r.conflicts_with}
    for other in partners:
        o_rec = sset.records.get((pid, other))
        if o_rec and other not in superseded:
            return "conflicting"
    return ""


def diagnose(sset: sc.ScenarioSet, out: TurnOutcome) -> None:
    d, t = out.decision, out.turn
    own = {rid for (pid, rid) in sset.records if pid == t.principal}
    cand_ids = [cd.record_id for cd in d.candidates]
    verdicts = {v.record_id: v for v in d.verdicts}
    admitted = list(d.admitted_record_ids)
    # Isolation at every stage the decision records.
    for stage, ids in (("candidates", cand_ids), ("verdicts", list(verdicts)), ("admitted", admitted),
                       ("delivered", out.delivered)):
        for rid in ids:
            if rid not in own:
                out.isolation.append(f"{stage}:{rid}")
    for rid in admitted:
        if rid in t.forbidden:
            out.unsafe[rid] = "forbidden"
        elif rid not in own:
            out.unsafe[rid] = "other_principal"
        else:
            problem = _lifecycle_problem(sset, t.principal, rid)
            if problem:
                out.unsafe[rid] = problem
    for item in out.isolation:
        rid = item.split(":", 1)[1]
        out.unsafe.setdefault(rid, "other_principal")
    for rid in t.required:
        if rid in out.delivered:
            continue
        disp = d.disposition
        if disp == c.DISPOSITION_BASELINE_POLICY_FAILURE:
            out.stage_lost[rid] = f"policy_failure ({d.reason})"
        elif disp in (c.DISPOSITION_BASELINE_BUDGET_EXHAUSTED, c.DISPOSITION_ADMITTED_NOT_APPLIED):
            out.stage_lost[rid] = f"budget ({d.reason})"
        elif not d.gaps:
            out.stage_lost[rid] = "planner_silent"
        elif rid not in cand_ids:
            out.stage_lost[rid] = "retrieval_missed"
        elif rid not in verdicts:
            out.stage_lost[rid] = "judge_rejected (no verdict)"
        elif not verdicts[rid].admitted:
            out.stage_lost[rid] = f"judge_rejected ({c.ReasonCode.Name(verdicts[rid].reason).removeprefix('REASON_CODE_').lower()})"
        else:
            out.stage_lost[rid] = "not_applied (shadow)" if d.shadow else "not_applied"


def _gate(num: int | None, den: int | None, threshold: float, higher_is_better: bool, count: bool = False):
    if num is None:
        return {"value": None, "num": None, "den": None, "threshold": threshold, "pass": None}
    value = float(num) if count else (num / den if den else (0.0 if not higher_is_better else 1.0))
    ok = value >= threshold if higher_is_better else value <= threshold
    return {"value": value, "num": num, "den": den, "threshold": threshold, "pass": bool(ok)}


def score(sset: sc.ScenarioSet, outcomes: list[TurnOutcome], meta: dict, activation: dict | None = None) -> dict:
    for out in outcomes:
        diagnose(sset, out)
    scored = [x for x in outcomes if x.decision.disposition != BUDGET_WITHHELD]
    th = sset.thresholds

    def kind(k):
        return [x for x in scored if x.turn.kind == k]

    def recalled(x):
        return all(rid in x.delivered for rid in x.turn.required)

    ordinary = kind("ordinary")
    delivered_all = [(x, rid) for x in scored for rid in x.delivered]
    good = [1 for x, rid in delivered_all if rid in x.turn.required or rid in x.turn.helpful]
    unsafe = sum(len(x.unsafe) for x in outcomes)
    admitted_total = sum(len(x.decision.admitted_record_ids) for x in outcomes)
    gates = {
        "ordinary_injection": _gate(sum(1 for x in ordinary if x.delivered), len(ordinary),
                                    th["ordinary_injection_max"], False),
        "explicit_recall": _gate(sum(1 for x in kind("explicit") if recalled(x)), len(kind("explicit")),
                                 th["explicit_recall_min"], True),
        "implicit_recall": _gate(sum(1 for x in kind("implicit") if recalled(x)), len(kind("implicit")),
                                 th["implicit_recall_min"], True),
        "helpful_precision": _gate(len(good), len(delivered_all), th["helpful_precision_min"], True),
        "unsafe_admissions": _gate(unsafe, admitted_total, th["unsafe_max"], False, count=True),
        "promotion": _gate(None, None, 1.0, True),
        "ambient_recall": _gate(None, None, 0.95, True),
    }
    not_measured = {"promotion": "ambient activation was not measured in this run",
                    "ambient_recall": "ambient activation was not measured in this run"}
    if activation is not None:
        rows, recall = activation["expectations"], activation["recall"]
        unsafe_promotions = sum(1 for r in rows if r["unsafe"])
        gates["promotion"] = _gate(sum(1 for r in rows if r["ok"]), len(rows), 1.0, True)
        gates["promotion"]["unsafe_promotions"] = unsafe_promotions
        if unsafe_promotions:
            gates["promotion"]["pass"] = False
        gates["ambient_recall"] = _gate(sum(1 for r in recall if r["in_profile"]), len(recall), 0.95, True)
        not_measured = {}
    verdict = "PASS" if all(g["pass"] is not False for g in gates.values()) else "FAIL"
    withheld = len(outcomes) - len(scored)
    turns = []
    for x in outcomes:
        d = x.decision
        turns.append({
            "id": x.turn.id, "kind": x.turn.kind, "principal": x.turn.principal,
            "disposition": c.Disposition.Name(d.disposition).removeprefix("DISPOSITION_").lower(),
            "reason": d.reason,
            "gaps": [{"category": g.category, "query": g.query} for g in d.gaps],
            "candidates": [cd.record_id for cd in d.candidates],
            "admitted": list(x.delivered),
            "judge_admitted": list(d.admitted_record_ids),
            "verdicts": {v.record_id: c.ReasonCode.Name(v.reason).removeprefix("REASON_CODE_").lower()
                         for v in d.verdicts},
            "notes": {v.record_id: v.note for v in d.verdicts if v.note},  # the judge's why, one line each
            "required": x.turn.required, "forbidden": x.turn.forbidden,
            "stage_lost": x.stage_lost, "unsafe": x.unsafe, "isolation_violations": x.isolation,
            "timings_ms": {tm.stage: round(tm.elapsed_ms, 3) for tm in d.timings},
        })
    return {
        "scenario_set": sset.name, "scenario_sha256": sset.sha256, **meta, "gates": gates, "verdict": verdict,
        "by_language": by_language(scored),
        "budget_withheld": {"num": withheld, "den": len(outcomes),
                            "rate": withheld / len(outcomes) if outcomes else 0.0},
        "not_measured": not_measured,
        "activation": activation or {},
        "turns": turns,
    }


def by_language(scored: list[TurnOutcome]) -> dict:
    """The turn-level measures (injection on ordinary turns, recall on the others) split by the
    turn's language: English, or another. Not gates: where the misses sit."""
    out = {}
    for kind in ("ordinary", "explicit", "implicit"):
        for lang in ("english", "other"):
            sub = [x for x in scored if x.turn.kind == kind and language.in_english(x.turn.text) == (lang == "english")]
            if kind == "ordinary":
                num = sum(1 for x in sub if x.delivered)
            else:
                num = sum(1 for x in sub if all(rid in x.delivered for rid in x.turn.required))
            out.setdefault(kind, {})[lang] = {"num": num, "den": len(sub)}
    return out


def language_lines(report: dict) -> list[str]:
    """One line per turn kind: the measure on English turns beside the one on turns in other languages."""
    lines = []
    for kind, parts in report.get("by_language", {}).items():
        what = "injected" if kind == "ordinary" else "recalled"
        cells = []
        for lang in ("english", "other"):
            p = parts[lang]
            share = f" ({100 * p['num'] / p['den']:.1f}%)" if p["den"] else ""
            cells.append(f"{lang} {p['num']} of {p['den']}{share}")
        lines.append(f"{kind:<9} {what}: {'; '.join(cells)}")
    return lines


# --------------------------------------------------------------------- output
def gate_lines(report: dict) -> list[str]:
    lines = []
    for name in GATES:
        g = report["gates"][name]
        if g["pass"] is None:
            lines.append(f"{name:<20} not measured ({report['not_measured'].get(name, 'no data')})")
            continue
        if name == "unsafe_admissions":
            val = f"{g['num']} of {g['den']} admitted"
            th = f"max {int(g['threshold'])}"
        else:
            val = f"{g['num']} of {g['den']} ({100 * g['value']:.1f}%)"
            th = f"{'max' if name == 'ordinary_injection' else 'min'} {100 * g['threshold']:.1f}%"
            if name == "promotion":
                val += f", {g.get('unsafe_promotions', 0)} unsafe"
        lines.append(f"{name:<20} {val:<26} {th:<12} {'PASS' if g['pass'] else 'FAIL'}")
    lines.append(f"COMBINATION {report['verdict']}")
    return lines


def miss_lines(report: dict) -> list[str]:
    out = []
    for r in report.get("activation", {}).get("expectations", []):
        if not r["ok"]:
            out.append(f"{'UNSAFE promotion' if r['unsafe'] else 'promotion'} {r['record']} ({r['principal']}): "
                       f"expected {r['expected']}, got {r['got']} ({r['reason']})")
    for r in report.get("activation", {}).get("recall", []):
        if not r["in_profile"]:
            out.append(f"ambient {r['record']} ({r['principal']}): missing from the next session's profile")
    for t in report["turns"]:
        for rid, stage in t["stage_lost"].items():
            out.append(f"{t['id']} ({t['kind']}): missed {rid}: {stage}")
        if t["kind"] == "ordinary" and t["admitted"]:
            out.append(f"{t['id']} (ordinary): injected {', '.join(t['admitted'])}")
        for rid, why in t["unsafe"].items():
            out.append(f"{t['id']} ({t['kind']}): UNSAFE admission {rid} ({why}); judge said "
                       f"{t['verdicts'].get(rid, 'admitted')}")
        for rid in t["admitted"]:
            if rid not in t["required"] and rid not in t["unsafe"] and t["kind"] != "ordinary":
                out.append(f"{t['id']} ({t['kind']}): extra admission {rid}; judge said {t['verdicts'].get(rid)}")
        for v in t["isolation_violations"]:
            out.append(f"{t['id']}: ISOLATION violation {v}")
    return out


def write_report(report: dict, directory: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    directory.mkdir(parents=True, exist_ok=True)
    turns = report["turns"]
    stages = {
        "turns": len(turns),
        "planned": sum(1 for t in turns if t["gaps"]),
        "retrieved": sum(1 for t in turns if t["candidates"]),
        "admitted": sum(1 for t in turns if t["judge_admitted"]),
        "regenerated": sum(1 for t in turns if t["disposition"] == "regenerated"),
    }
    fig, ax = plt.subplots(figsize=(7, 3.6))
    kinds = ("ordinary", "explicit", "implicit")
    bottom = [0] * len(stages)
    keys = list(stages)
    for k in kinds:
        sub = [t for t in turns if t["kind"] == k]
        vals = [len(sub), sum(1 for t in sub if t["gaps"]), sum(1 for t in sub if t["candidates"]),
                sum(1 for t in sub if t["judge_admitted"]), sum(1 for t in sub if t["disposition"] == "regenerated")]
        ax.bar(keys, vals, bottom=bottom, label=k)
        bottom = [a + b for a, b in zip(bottom, vals)]
    for i, total in enumerate(bottom):
        ax.text(i, total + 0.5, str(total), ha="center", fontsize=9)
    ax.set_ylabel("turns")
    ax.set_title(f"{report['scenario_set']}: per-stage funnel ({report['bundle_id']})")
    ax.legend(frameon=False, fontsize=8)
    fig.tight_layout()
    fig.savefig(directory / "funnel.png", dpi=120)
    plt.close(fig)
    rows = ["| gate | value | threshold | result |", "| --- | --- | --- | --- |"]
    for name in GATES:
        g = report["gates"][name]
        if g["pass"] is None:
            rows.append(f"| {name} | not measured | | |")
        else:
            value = f"{g['num']} of {g['den']}" + ("" if name == "unsafe_admissions" else f" ({100 * g['value']:.1f}%)")
            rows.append(f"| {name} | {value} | {g['threshold']} | {'PASS' if g['pass'] else 'FAIL'} |")
    misses = miss_lines(report) or ["none"]
    text = "\n".join([
        f"# Fitness: {report['scenario_set']} with {report['bundle_id']}", "",
        f"- scenario sha256: `{report['scenario_sha256']}`",
        f"- bundle sha256: `{report['bundle_sha256']}`",
        f"- verdict: **{report['verdict']}**",
        f"- budget-withheld turns: {report['budget_withheld']['num']} of {report['budget_withheld']['den']}", "",
        "## Gates", "", *rows, "", "## By the language of the turn", "",
        *[f"- {line}" for line in language_lines(report)], "", "## Funnel", "", "![per-stage funnel](funnel.png)", "",
        "| stage | turns |", "| --- | --- |", *[f"| {k} | {v} |" for k, v in stages.items()], "",
        "## Misses by stage", "", *[f"- {m}" for m in misses], "",
    ])
    (directory / "summary.md").write_text(text)


# ------------------------------------------------------------------------ run
async def record(target: str, report: dict) -> None:
    async with grpc.aio.insecure_channel(target) as ch:
        await sg.StoreStub(ch).RecordFitness(s.FitnessResult(
            bundle_sha256=report["bundle_sha256"], bundle_id=report["bundle_id"],
            scenario_set=report["scenario_set"], scenario_sha256=report["scenario_sha256"],
            verdict=report["verdict"], report_json=json.dumps(report, sort_keys=True)), timeout=30)


def run(args) -> int:
    from tqdm import tqdm

    from retold.config import RetoldSettings
    from retold.launcher import ROLES, start_on_free_ports, wait_healthy

    try:
        sset = sc.load(args.scenarios)
    except sc.ScenarioError as exc:
        print(f"unusable scenario file {args.scenarios}: {exc}", file=sys.stderr)
        return 2
    try:
        manifest, bsha = bundle_mod.load(args.bundle)
    except bundle_mod.BundleError as exc:
        print(f"unusable bundle: {exc}", file=sys.stderr)
        return 2
    settings = RetoldSettings()
    stack = None
    tmp = None
    if args.target:
        targets = {r: f"{args.target}:{getattr(settings.ports, r)}" for r in ROLES}
    else:
        tmp = tempfile.TemporaryDirectory(prefix="retold-fitness-")
        print(f"starting services on a fresh store in {tmp.name} ...", file=sys.stderr)
        try:
            stack = start_on_free_ports(Path(tmp.name), env={
                "RETOLD_ORCHESTRATOR__BUNDLE_PATH": str(Path(args.bundle).resolve()),
                "RETOLD_ORCHESTRATOR__SHADOW": "true" if args.shadow else "false",
                # The replay stack is the certification environment: its own gate needs no prior PASS.
                "RETOLD_ORCHESTRATOR__REQUIRED_SCENARIO_SETS": "[]",
            })
        except RuntimeError as exc:
            print(str(exc), file=sys.stderr)
            return 2
        targets = stack.targets
    try:
        problems = bundle_mod.compare(manifest, asyncio.run(bundle_mod.gather_identities(targets)))
        if problems:
            print("the running services do not match the bundle:", file=sys.stderr)
            for p in problems:
                print(f"  {p}", file=sys.stderr)
            return 2
        with tqdm(total=len(sset.turns), desc=f"replaying {sset.name}", unit="turn", file=sys.stderr) as bar:
            outcomes = asyncio.run(replay(targets, sset, bar.update))
        activation = asyncio.run(measure_activation(targets, sset))
        report = score(sset, outcomes, {"bundle_id": manifest.bundle_id, "bundle_sha256": bsha,
                                        "shadow": bool(args.shadow)}, activation)
        if args.shadow:
            leaked = [t["id"] for t in report["turns"] if t["admitted"]]
            report["shadow_injections"] = leaked
            if leaked:
                report["verdict"] = "FAIL"
        print(f"fitness {sset.name} (scenarios {sset.sha256[:12]}) bundle {manifest.bundle_id} ({bsha[:12]})")
        for line in gate_lines(report):
            print(line)
        print("\nby the language of the turn (not gates):")
        for line in language_lines(report):
            print(f"  {line}")
        misses = miss_lines(report)
        if misses:
            print("\nmisses:")
            for m in misses:
                print(f"  {m}")
        if args.json:
            Path(args.json).parent.mkdir(parents=True, exist_ok=True)
            Path(args.json).write_text(json.dumps(report, indent=2, sort_keys=True))
        if args.report:
            write_report(report, Path(args.report))
        asyncio.run(record(targets["store"], report))
        if stack is not None:
            _record_home(settings, report, wait_healthy, start_on_free_ports)
        return 0 if report["verdict"] == "PASS" else 1
    finally:
        if stack is not None:
            stack.stop()
        if tmp is not None:
            tmp.cleanup()


def _record_home(settings, report, wait_healthy, start_on_free_ports) -> None:
    """Records the result in this deployment's own store (running or not) so its gate sees it."""
    target = settings.target("store")
    if asyncio.run(wait_healthy(target, 0.5)):
        asyncio.run(record(target, report))
        print(f"recorded in the store at {target}", file=sys.stderr)
        return
    home = start_on_free_ports(settings.data_dir, roles=("store",), env={"RETOLD_STORE_DB": str(settings.store_path)},
                               timeout=30)
    try:
        asyncio.run(record(home.target("store"), report))
        print(f"recorded in {settings.store_path}", file=sys.stderr)
    finally:
        home.stop()
