"""Per-turn decision cost of the local policies, excluding generation.

Starts the real services as local processes (fresh temporary store), loads the
principals of a scenario split, then times BeginTurn -> SubmitDraft for every turn
(the host's draft is handed over at once, so the measured time is everything the
decision adds: planning, retrieval, admission, logging). Gap turns and no-gap turns
are reported separately, as the seed asks, with medians and p95.

    python -m benchmarks.decision_cost [--scenarios FILE] [--repeats N]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import tempfile
import time
from pathlib import Path

import grpc
import numpy as np

from retold import scenarios
from retold.fitness import load_principals
from retold.launcher import ROLES, LocalStack, free_port
from retold.timeutil import dt_to_ts
from retold.v1 import common_pb2 as c
from retold.v1 import orchestrator_pb2 as o
from retold.v1 import orchestrator_pb2_grpc as og
from retold.v1 import store_pb2_grpc as sg

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_SET = ROOT.parent / "shared/scenarios/dev_v1.json"
OUT = ROOT / "benchmarks/results"


def pct(xs: list[float], q: float) -> float:
    return float(np.percentile(xs, q)) if xs else float("nan")


async def measure(targets: dict[str, str], sset: scenarios.ScenarioSet, repeats: int) -> dict[str, list[float]]:
    samples: dict[str, list[float]] = {"gap": [], "no_gap": []}
    async with grpc.aio.insecure_channel(targets["store"]) as sch, \
            grpc.aio.insecure_channel(targets["orchestrator"]) as och:
        await load_principals(sg.StoreStub(sch), sset)
        orch = og.OrchestratorStub(och)
        sessions = {}
        for p in sset.principals:
            req = o.StartSessionRequest(principal_id=p.id)
            req.as_of.CopyFrom(dt_to_ts(sset.now))
            sessions[p.id] = (await orch.StartSession(req)).session_id
        for rep in range(repeats + 1):  # the first pass warms caches and is discarded
            for t in sset.turns:
                begin = o.BeginTurnRequest(session_id=sessions[t.principal], turn=t.text)
                begin.as_of.CopyFrom(dt_to_ts(sset.now))
                t0 = time.perf_counter()
                tid = (await orch.BeginTurn(begin)).turn_id
                res = await orch.SubmitDraft(o.SubmitDraftRequest(turn_id=tid, draft=t.baseline_draft))
                ms = (time.perf_counter() - t0) * 1000
                if rep:
                    samples["no_gap" if res.disposition == c.DISPOSITION_BASELINE_NO_GAPS else "gap"].append(ms)
    return samples


def main(argv: list[str] | None = None) -> dict:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--scenarios", default=str(DEFAULT_SET))
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--quick", action="store_true", help="one repeat")
    args = parser.parse_args(argv)
    sset = scenarios.load(args.scenarios)
    with tempfile.TemporaryDirectory(prefix="retold-bench-") as tmp:
        stack = LocalStack(Path(tmp), ports={r: free_port() for r in ROLES})
        stack.start()
        try:
            samples = asyncio.run(measure(stack.targets, sset, 1 if args.quick else args.repeats))
        finally:
            stack.stop()
    result = {
        "benchmark": "decision_cost",
        "scenario_set": sset.name,
        "what": "BeginTurn->SubmitDraft wall time with the draft handed over at once: everything the decision adds, "
                "excluding generation; real services as local processes over gRPC",
        "target_gap_p50_ms": 50.0,
        "machine": "2 cores",
    }
    for kind, xs in samples.items():
        result[kind] = {"n": len(xs), "p50_ms": round(statistics.median(xs), 2) if xs else None,
                        "p95_ms": round(pct(xs, 95), 2), "max_ms": round(max(xs), 2) if xs else None}
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "decision_cost.json").write_text(json.dumps(result, indent=2))
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(6, 3.4))
    ax.boxplot([samples["no_gap"], samples["gap"]], tick_labels=["no-gap turns", "gap turns"], showfliers=True)
    ax.axhline(50, color="red", linestyle="--", linewidth=1, label="gap-turn p50 target (50 ms)")
    ax.set_ylabel("added latency (ms)")
    ax.set_title("Decision cost with the local policies (excl. generation)")
    ax.legend(frameon=False, fontsize=8)
    fig.tight_layout()
    fig.savefig(OUT / "decision_cost.png", dpi=120)
    plt.close(fig)
    print(json.dumps(result, indent=2))
    return result


if __name__ == "__main__":
    main()
