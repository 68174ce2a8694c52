"""Fits the judge's learned admission layer (``judge_svc/stack_model.json``) on labelled scenario splits.

Every split is replayed through the real services with the layer switched off, so the rows hold what
the rules alone decided; each candidate is labelled by the split (in ``required`` or ``helpful``: it
helps) and weighed up when the split forbids it. Before the final fit, each split is left out in turn
and decided by a model fitted on the others: that leave-one-split-out report is the layer's held-out
measure, written beside the model.

    python -m retold.stack_train --scenarios scenarios/train/*.json
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import tempfile
from collections import Counter
from pathlib import Path

import numpy as np

from judge_svc import stack
from retold import scenarios as sc
from retold.v1 import common_pb2 as c

VERSION = "stack/1"
FORBIDDEN_WEIGHT = 3.0  # an admitted forbidden record is unsafe: it costs more than a missed helpful one
L2 = 1.0
VETO_BELOW = 0.3
ADMIT_FROM = 0.55


def rows_of(sset: sc.ScenarioSet, outcomes, encode) -> list[dict]:
    """Per turn: the candidates' feature rows, labels and weights."""
    out = []
    for x in outcomes:
        d, t = x.decision, x.turn
        verdict = {v.record_id: v for v in d.verdicts}
        ids = [ref.record_id for ref in d.candidates if (t.principal, ref.record_id) in sset.records
               and ref.record_id in verdict]
        seen = []
        for rid in ids:
            rec, v = sset.records[(t.principal, rid)], verdict[rid]
            seen.append(stack.Seen(rec.text, rec.about_principal, v.admitted,
                                   c.ReasonCode.Name(v.reason).removeprefix("REASON_CODE_").lower(), v.note))
        good = set(t.required) | set(t.helpful)
        out.append({"turn": t, "ids": ids, "seen": seen,
                    "x": stack.features(t.text, t.baseline_draft, [g.query for g in d.gaps], seen, encode),
                    "y": np.array([1.0 if rid in good else 0.0 for rid in ids]),
                    "w": np.array([FORBIDDEN_WEIGHT if rid in t.forbidden else 1.0 for rid in ids])})
    return out


def fit(x: np.ndarray, y: np.ndarray, w: np.ndarray, l2: float = L2, iterations: int = 60):
    """Weighted L2-regularised logistic regression by Newton's method on standardised inputs."""
    z = stack.design(x)
    mean, scale = z.mean(0), z.std(0)
    mean[-1], scale[-1] = 0.0, 1.0
    scale[scale < 1e-9] = 1.0
    z = (z - mean) / scale
    b = np.zeros(z.shape[1])
    for _ in range(iterations):
        p = 1.0 / (1.0 + np.exp(-(z @ b)))
        g = z.T @ (w * (p - y)) + l2 * b
        h = (z * (w * p * (1 - p))[:, None]).T @ z + l2 * np.eye(len(b))
        step = np.linalg.solve(h, g)
        b -= step
        if np.abs(step).max() < 1e-8:
            break
    return mean, scale, b


def gates(turns: list[dict], admitted: list[set[str]]) -> Counter:
    g = Counter()
    for row, adm in zip(turns, admitted):
        t = row["turn"]
        g[t.kind + "_n"] += 1
        if t.kind == "ordinary":
            g["ordinary"] += bool(adm)
        elif set(t.required) <= adm:
            g[t.kind] += 1
        g["admitted"] += len(adm)
        g["good"] += len(adm & (set(t.required) | set(t.helpful)))
        g["unsafe"] += len(adm & set(t.forbidden))
    return g


def line(g: Counter) -> str:
    return (f"ordinary {g['ordinary']}/{g['ordinary_n']}  explicit {g['explicit']}/{g['explicit_n']}  "
            f"implicit {g['implicit']}/{g['implicit_n']}  precision {g['good']}/{g['admitted']}  unsafe {g['unsafe']}")


def decided(model: stack.Model, row: dict) -> set[str]:
    if not row["ids"]:
        return set()
    probs = model.probabilities(row["x"])
    return {rid for rid, (ok, _) in zip(row["ids"], stack.decide(model, probs, row["seen"])) if ok}


def as_model(mean, scale, coef, veto: float, admit: float) -> stack.Model:
    return stack.Model(VERSION, tuple(stack.feature_names()), mean, scale, coef, veto, admit, "")


def train(data: dict[str, list[dict]], veto: float, admit: float) -> tuple[dict, dict]:
    """Leave-one-split-out report, then the model fitted on every split."""
    def stacked(names):
        rows = [r for n in names for r in data[n] if r["ids"]]
        return (np.vstack([r["x"] for r in rows]), np.concatenate([r["y"] for r in rows]),
                np.concatenate([r["w"] for r in rows]))

    report, rules_total, layer_total = {}, Counter(), Counter()
    for held in sorted(data):
        model = as_model(*fit(*stacked([n for n in data if n != held])), veto, admit)
        rules = gates(data[held], [{rid for rid, s in zip(r["ids"], r["seen"]) if s.admitted} for r in data[held]])
        layer = gates(data[held], [decided(model, r) for r in data[held]])
        rules_total += rules
        layer_total += layer
        report[held] = {"rules": dict(rules), "layer": dict(layer)}
        print(f"{held:>14}  rules  {line(rules)}\n{'':>14}  layer  {line(layer)}", file=sys.stderr)
    print(f"{'all left out':>14}  rules  {line(rules_total)}\n{'':>14}  layer  {line(layer_total)}", file=sys.stderr)
    mean, scale, coef = fit(*stacked(list(data)))
    model = {"version": VERSION, "features": stack.feature_names(), "mean": mean.round(6).tolist(),
             "scale": scale.round(6).tolist(), "coef": coef.round(6).tolist(), "veto_below": veto,
             "admit_from": admit, "l2": L2, "forbidden_weight": FORBIDDEN_WEIGHT}
    cv = {"left_out": report, "rules_total": dict(rules_total), "layer_total": dict(layer_total)}
    return model, cv


async def _replay_all(paths: list[Path]) -> dict[str, tuple[sc.ScenarioSet, list]]:
    from tqdm import tqdm

    from retold import fitness
    from retold.launcher import start_on_free_ports

    out = {}
    with tempfile.TemporaryDirectory(prefix="retold-stack-") as tmp:
        for path in paths:
            sset = sc.load(path)
            # a fresh store per split: principals of different splits may share ids
            home = Path(tmp) / sset.name
            home.mkdir()
            stack_ = await asyncio.to_thread(start_on_free_ports, home, env={
                "RETOLD_JUDGE__STACK": "false", "RETOLD_ORCHESTRATOR__REQUIRED_SCENARIO_SETS": "[]"})
            try:
                with tqdm(total=len(sset.turns), desc=f"replaying {sset.name}", unit="turn", file=sys.stderr) as bar:
                    out[sset.name] = (sset, await fitness.replay(stack_.targets, sset, bar.update))
            finally:
                await asyncio.to_thread(stack_.stop)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--scenarios", nargs="+", required=True, help="labelled scenario splits to fit on")
    ap.add_argument("--out", default=str(stack.MODEL_PATH))
    ap.add_argument("--report", default="benchmarks/results/stack_cv.json", help="leave-one-split-out report")
    ap.add_argument("--veto-below", type=float, default=VETO_BELOW)
    ap.add_argument("--admit-from", type=float, default=ADMIT_FROM)
    args = ap.parse_args(argv)
    paths = sorted(Path(p) for p in args.scenarios)
    if len(paths) < 2:
        print("need at least two splits (one is left out at a time)", file=sys.stderr)
        return 2
    from judge_svc.policy import _encode
    from retold.embedding import get_embedder

    embedder = get_embedder()
    replays = asyncio.run(_replay_all(paths))
    data = {name: rows_of(sset, outs, lambda texts: _encode(embedder, texts)) for name, (sset, outs) in replays.items()}
    model, cv = train(data, args.veto_below, args.admit_from)
    model["trained_on"] = [{"name": n, "sha256": replays[n][0].sha256} for n in sorted(replays)]
    Path(args.out).write_text(json.dumps(model, indent=1) + "\n")
    Path(args.report).parent.mkdir(parents=True, exist_ok=True)
    Path(args.report).write_text(json.dumps({"model": args.out, **cv, "trained_on": model["trained_on"]}, indent=1) + "\n")
    print(f"wrote {args.out} ({len(model['coef'])} weights, {sum(len(r['ids']) for d in data.values() for r in d)} "
          f"candidates from {len(data)} splits) and {args.report}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
