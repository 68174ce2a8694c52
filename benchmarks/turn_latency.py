"""Turn latency under load: what the utility-aware path adds beyond the draft.

Real services run as local processes over gRPC (store, retrieval, planner,
judge, orchestrator). Each worker holds a session and runs a mix of ordinary
turns and turns that need stored memory, all with the same latency budget,
through both host APIs:

- one-shot (RunTurn): the orchestrator asks the built-in template generator,
  at a fixed draft latency, for the draft and, when memory is admitted, the
  final answer.
      added = RunTurn wall time (at the host) - the draft's own latency
- two-phase (BeginTurn, the host drafts, SubmitDraft): the host itself takes
  the fixed draft latency, then hands the draft over.
      added = SubmitDraft wall time at the host: from the draft being complete
              to the orchestrator's answer in the host's hands (a regeneration
              after admission is the host's own and not in this number)
- two-phase, settled early (``open_turn``: BeginTurn, AwaitPlan while the host
  drafts, ``Turn.submit``): when planning has settled the turn before the draft
  is in (no gap, a failure, a zero budget) the draft is the answer at once and
  SubmitDraft goes out after the reply; otherwise as two-phase.
      added = from the draft being complete to ``Turn.submit`` returning

    excess = added - latency_budget_ms   (the budget counts from the draft)

Added latency is reported separately for no-gap turns (the planner wrote no
gap) and gap turns (retrieval, admission and, one-shot, possibly a
regeneration ran), as p50/p95/p99 at each concurrency, with turns per second.
The 1-minute load average is recorded before and after every level.

    python -m benchmarks.turn_latency [--quick] [--draft-ms 300] [--budget-ms 1000]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

RESULTS = Path(__file__).resolve().parent / "results"
NAME = "turn_latency"
TARGET_NO_GAP_P50_MS = 2.0
TARGET_MAX_EXCESS_MS = 20.0

PEOPLE = {
    "bench-ana": [
        "The staging cluster runs Postgres 15 until the March upgrade.",
        "Ana's manager is Dana Okafor, who approves vacation requests.",
        "The nightly backup job writes to the bucket ana-archive.",
        "The CI pipeline pins Node 20.11 on every runner.",
    ],
    "bench-ben": [
        "The staging cluster runs Postgres 12 on old hardware.",
        "Ben's manager is Lena Berg.",
        "Deploys to production need a second reviewer on the release ticket.",
    ],
}
GAP_TURNS = [
    "Which Postgres version is our staging cluster on?",
    "Who approves my vacation requests?",
    "Where does our nightly backup job write to?",
    "What Node version does our CI pipeline pin?",
]
QUIET_TURNS = [
    "Explain how a TCP three-way handshake works.",
    "What is the capital of Australia?",
    "Write a haiku about autumn rain.",
    "How do I reverse a list in Python?",
]


def pct(xs, q):
    return round(float(np.percentile(np.asarray(xs, dtype=float), q)), 2) if xs else None


def stats(xs):
    return {"n": len(xs), "p50_ms": pct(xs, 50), "p95_ms": pct(xs, 95), "p99_ms": pct(xs, 99),
            "max_ms": round(max(xs), 2) if xs else None}


async def load(rc) -> None:
    from retold.v1 import common_pb2 as c

    for pid, texts in PEOPLE.items():
        await rc.put_principal(pid)
        for i, text in enumerate(texts):
            await rc.remember(pid, c.Record(id=f"{pid}-{i}", text=text, kind=c.RECORD_KIND_SEMANTIC,
                                            status=c.RECORD_STATUS_CONFIRMED))


DRAFT_TEXT = ("Here is a general answer that does not depend on anything stored about you; "
              "check your own setup for the specifics.")


async def run_level(rc, concurrency: int, turns_per_worker: int, budget_ms: int, mode: str = "run_turn",
                    draft_ms: float = 300.0) -> tuple[list[dict], float]:
    from retold.client import disposition_name
    from retold.v1 import store_pb2 as s

    samples: list[dict] = []

    async def one_shot(sid: str, text: str):
        t0 = time.perf_counter()
        out = await rc.run_turn(sid, text, latency_budget_ms=budget_ms)
        wall = (time.perf_counter() - t0) * 1000
        draft = next(t.elapsed_ms for t in out.result.timings if t.stage == "draft")
        return out.result, wall - draft, draft

    async def two_phase(sid: str, text: str):
        tid, _ = await rc.begin_turn(sid, text, latency_budget_ms=budget_ms)
        t_draft = time.perf_counter()
        await asyncio.sleep(draft_ms / 1000)  # the host's own model drafting
        draft = (time.perf_counter() - t_draft) * 1000
        t0 = time.perf_counter()  # the draft is complete
        res = await rc.submit_draft(tid, DRAFT_TEXT, draft_latency_ms=draft, serving_model_id="bench-host")
        return res, (time.perf_counter() - t0) * 1000, draft

    async def settled_early(sid: str, text: str):
        handle = await rc.open_turn(sid, text, latency_budget_ms=budget_ms)
        t_draft = time.perf_counter()
        await asyncio.sleep(draft_ms / 1000)
        draft = (time.perf_counter() - t_draft) * 1000
        t0 = time.perf_counter()
        res = await handle.submit(DRAFT_TEXT, draft_latency_ms=draft, serving_model_id="bench-host")
        return res, (time.perf_counter() - t0) * 1000, draft

    turn = {"run_turn": one_shot, "two_phase": two_phase, "settled_early": settled_early}[mode]

    async def worker(w: int) -> None:
        pid = list(PEOPLE)[w % len(PEOPLE)]
        sid, _ = await rc.start_session(pid)
        for i in range(turns_per_worker):
            pool = GAP_TURNS if (i + w) % 2 else QUIET_TURNS
            text = pool[(i + w) % len(pool)]
            res, added, draft = await turn(sid, text)
            samples.append({"result": res, "added_ms": added, "excess_ms": added - budget_ms, "draft_ms": draft,
                            "disposition": disposition_name(res.disposition)})
        await rc.end_session(sid)

    t0 = time.perf_counter()
    await asyncio.gather(*(worker(w) for w in range(concurrency)))
    elapsed = time.perf_counter() - t0
    # A turn answered from its plan status has no timings in hand; its decision row
    # (written by the SubmitDraft sent after the reply) has them. Read after the level.
    early = [x["result"].decision_id for x in samples if not x["result"].timings]
    if early:
        await rc.flush_decisions(early)
    for x in samples:
        res = x.pop("result")
        if not res.timings:
            res = await rc.store.GetDecision(s.GetDecisionRequest(id=res.decision_id))
            x["settled_early"] = True
        x["kind"] = "gap" if res.gaps else "no_gap"
        x["inside_ms"] = next(t.elapsed_ms for t in res.timings if t.stage == "total_added")
    return samples, elapsed


def load_1m() -> float:
    return round(os.getloadavg()[0], 2)


async def measure(targets, levels, turns_per_worker, budget_ms, warmup, mode="run_turn", draft_ms=300.0,
                  seed=True) -> dict:
    from retold.client import RetoldClient

    async with RetoldClient(targets["orchestrator"], targets["store"], timeout=60) as rc:
        if seed:
            await load(rc)
        await run_level(rc, 4, warmup, budget_ms, mode, draft_ms)  # warm-up: model, indexes, channels
        out = {}
        for c in levels:
            load_before = load_1m()
            samples, elapsed = await run_level(rc, c, turns_per_worker(c), budget_ms, mode, draft_ms)
            row = {"turns": len(samples), "seconds": round(elapsed, 2),
                   "turns_per_s": round(len(samples) / elapsed, 2),
                   "load_avg_1m": {"before": load_before, "after": load_1m()}}
            for kind in ("no_gap", "gap"):
                row[kind] = stats([s["added_ms"] for s in samples if s["kind"] == kind])
                # The orchestrator's own share: from the draft's completion to the decision (no RPC hops).
                row[kind]["orchestrator_p50_ms"] = pct([s["inside_ms"] for s in samples if s["kind"] == kind], 50)
            row["answered_from_plan_status"] = sum(1 for x in samples if x.get("settled_early"))
            row["max_excess_over_budget_ms"] = round(max(s["excess_ms"] for s in samples), 2)
            disp: dict[str, int] = {}
            for s in samples:
                disp[s["disposition"]] = disp.get(s["disposition"], 0) + 1
            row["dispositions"] = dict(sorted(disp.items()))
            out[str(c)] = row
            print(f"  {mode} concurrency {c:>2}: {row['turns']} turns, {row['turns_per_s']} turns/s, "
                  f"no-gap p50 {row['no_gap']['p50_ms']} ms, gap p50 {row['gap']['p50_ms']} ms, "
                  f"max excess {row['max_excess_over_budget_ms']} ms", flush=True)
        return out


def start_stack(tmp: Path, draft_ms: float, decision_log: str):
    from retold.launcher import LocalStack, free_port

    ports = {r: free_port() for r in ("store", "retrieval", "planner", "judge", "orchestrator", "generator")}
    env = {"RETOLD_PORTS__GENERATOR": str(ports["generator"]), "RETOLD_ORCHESTRATOR__DECISION_LOG": decision_log,
           "RETOLD_LOG_LEVEL": "WARNING", "OMP_NUM_THREADS": "1"}
    gen = subprocess.Popen([sys.executable, "-m", "retold.generator_main", "--port", str(ports["generator"]),
                            "--latency-ms", str(draft_ms)], env=dict(os.environ, **env),
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    stack = LocalStack(tmp, ports=ports, env=env)
    try:
        stack.start(roles=("store", "retrieval", "planner", "judge", "orchestrator"))
    except Exception:
        gen.terminate()
        raise
    return stack, gen


API_KEYS = (("one-shot RunTurn", "levels"), ("two-phase SubmitDraft", "two_phase_levels"),
            ("two-phase, settled early", "settled_early_levels"))


def table(result: dict) -> str:
    lines = ["| API | concurrency | turns/s | no-gap added p50 / p95 / p99 (ms) | gap added p50 / p95 / p99 (ms) "
             "| max over budget (ms) | load 1m before/after |", "| --- | --- | --- | --- | --- | --- | --- |"]
    for api, key in API_KEYS:
        for c, row in result.get(key, {}).items():
            ng, g = row["no_gap"], row["gap"]
            lines.append(f"| {api} | {c} | {row['turns_per_s']} "
                         f"| {ng['p50_ms']} / {ng['p95_ms']} / {ng['p99_ms']} (n={ng['n']}) "
                         f"| {g['p50_ms']} / {g['p95_ms']} / {g['p99_ms']} (n={g['n']}) "
                         f"| {row['max_excess_over_budget_ms']} "
                         f"| {row['load_avg_1m']['before']} / {row['load_avg_1m']['after']} |")
    return "\n".join(lines)


def plot(result: dict, path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    apis = [(api, key) for api, key in API_KEYS
            if result.get(key)]
    fig, axes = plt.subplots(len(apis), 2, figsize=(11, 4 * len(apis)), squeeze=False)
    for r, (api, key) in enumerate(apis):
        levels = list(result[key])
        for ax, kind, title in ((axes[r][0], "no_gap", "no-gap turns"), (axes[r][1], "gap", "gap turns")):
            x = np.arange(len(levels))
            for k, (q, colour) in enumerate((("p50_ms", "#4c72b0"), ("p95_ms", "#dd8452"), ("p99_ms", "#c44e52"))):
                vals = [result[key][c][kind][q] or 0 for c in levels]
                ax.bar(x + (k - 1) * 0.27, vals, 0.27, label=q.replace("_ms", ""), color=colour)
            ax.set_xticks(x, [f"c={c}" for c in levels])
            ax.set_ylabel("added beyond the draft (ms)")
            ax.set_title(f"{api}: {title}\n(draft {result['draft_ms']:.0f} ms, budget {result['budget_ms']} ms)",
                         fontsize=10)
            if kind == "no_gap":
                ax.axhline(TARGET_NO_GAP_P50_MS, color="grey", ls="--", lw=1, label="target p50")
            ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="turn latency under load")
    parser.add_argument("--quick", action="store_true", help="fewer turns per level")
    parser.add_argument("--draft-ms", type=float, default=300.0)
    parser.add_argument("--budget-ms", type=int, default=1000)
    parser.add_argument("--decision-log", choices=("inline", "background"), default="background",
                        help="orchestrator decision_log mode (background, the default, writes the row after the reply)")
    args = parser.parse_args(argv)
    levels = (1, 8, 32)
    per_worker = (lambda c: {1: 20, 8: 6, 32: 3}[c]) if args.quick else (lambda c: {1: 80, 8: 24, 32: 10}[c])
    mode = args.decision_log
    print(f"turn latency: draft {args.draft_ms} ms, budget {args.budget_ms} ms, decision log {mode}", flush=True)
    load_start = load_1m()
    out: dict[str, dict] = {}
    with tempfile.TemporaryDirectory(prefix="retold-bench-") as tmp:
        stack, gen = start_stack(Path(tmp), args.draft_ms, mode)
        try:
            for api in ("run_turn", "two_phase", "settled_early"):
                out[api] = asyncio.run(measure(stack.targets | {"generator": ""}, levels, per_worker, args.budget_ms,
                                               4 if args.quick else 8, api, args.draft_ms, seed=not out))
        finally:
            stack.stop()
            gen.terminate()
            gen.wait(timeout=10)
    load_end = load_1m()

    def met(levels_out: dict) -> dict:
        return {"no_gap_p50_by_concurrency": {c: (row["no_gap"]["p50_ms"] or 0) <= TARGET_NO_GAP_P50_MS
                                              for c, row in levels_out.items()},
                "no_gap_p50_all": all((row["no_gap"]["p50_ms"] or 0) <= TARGET_NO_GAP_P50_MS
                                      for row in levels_out.values()),
                "excess_c32": levels_out["32"]["max_excess_over_budget_ms"] <= TARGET_MAX_EXCESS_MS}

    result = {
        "benchmark": NAME,
        "what": "Turns through the real services as local processes. levels: one-shot RunTurn, added = host wall "
                "time - draft latency (includes the host->orchestrator round trip and the reply); two_phase_levels: "
                "BeginTurn, the host drafts for draft_ms, SubmitDraft; added = SubmitDraft wall time at the host, "
                "from the draft being complete to the answer in the host's hands (a regeneration after admission "
                "is the host's and not included); settled_early_levels: BeginTurn, AwaitPlan while the host drafts, "
                "Turn.submit; a turn planning settled before the draft was in (no gap, failure, zero budget) is "
                "answered with the draft at once and its SubmitDraft goes out after the reply "
                "(answered_from_plan_status counts them); added = draft complete to Turn.submit returning. "
                "orchestrator_p50_ms = the orchestrator's own time from the "
                "draft's completion to the decision. excess = added - budget. no_gap: planner wrote no gap; gap: "
                "retrieval and admission ran (one-shot: and a regeneration when memory was admitted and fit the "
                "budget). load_avg_1m: the machine's 1-minute load average (2 cores, shared with other work).",
        "draft_ms": args.draft_ms, "budget_ms": args.budget_ms, "decision_log": mode, "quick": args.quick,
        "machine": {"cpus": os.cpu_count(), "python": platform.python_version(),
                    "load_avg_1m_at_start": load_start, "load_avg_1m_at_end": load_end,
                    "load_avg_1m_max_seen": max([load_start, load_end] + [
                        v for lv in out.values() for row in lv.values() for v in row["load_avg_1m"].values()])},
        "targets": {"no_gap_added_p50_ms_at_most": TARGET_NO_GAP_P50_MS,
                    "max_excess_over_budget_ms_at_concurrency_32": TARGET_MAX_EXCESS_MS},
        "met": {"one_shot": met(out["run_turn"]), "two_phase": met(out["two_phase"]),
                "two_phase_settled_early": met(out["settled_early"])},
        "levels": out["run_turn"],
        "two_phase_levels": out["two_phase"],
        "settled_early_levels": out["settled_early"],
    }
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / f"{NAME}.json").write_text(json.dumps(result, indent=2) + "\n")
    plot(result, RESULTS / f"{NAME}.png")
    print(table(result))
    print(f"targets met: {json.dumps(result['met'])}; wrote {RESULTS / (NAME + '.json')} and .png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
