"""First-sight held-out measures of every blind series, plotted against the decision gates' bars.

Reads ``benchmarks/results/heldout_first_sight.json`` (the first-sight totals of each blind
series, transcribed by hand from ``docs/decision-policies.md``, "Held-out splits written blind
to these rules") and draws ``benchmarks/results/heldout_trend.png``: one panel per decision
gate (ordinary injection, explicit recall, implicit recall, helpful precision), the series in
order along x (labelled by split range), the rate in percent along y, the gate's bar as a
dashed line, and each point sized and labelled by the number of splits in its series. A gate
a series does not report (null in the JSON) is left out of that panel. Nothing is measured:
the numbers are only read from the JSON, which is the thing to correct if the document changes.
Prints the four rates of each series as a table.

    python -m benchmarks.heldout_trend
"""

from __future__ import annotations

import argparse
import json
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

from benchmarks._common import RESULTS

NAME = "heldout_trend"
SOURCE = Path(__file__).resolve().parent / "results" / "heldout_first_sight.json"

# (JSON key, panel title, key in "bars", bar is a maximum)
GATES = (
    ("ordinary_injection", "ordinary injection (at most)", "ordinary_injection_max", True),
    ("explicit_recall", "explicit recall (at least)", "explicit_recall_min", False),
    ("implicit_recall", "implicit recall (at least)", "implicit_recall_min", False),
    ("helpful_precision", "helpful precision (at least)", "helpful_precision_min", False),
)


def rate(gate: dict | None) -> float | None:
    """Percent, or None when the series does not report the gate."""
    if not gate or not gate.get("den"):
        return None
    return 100.0 * gate["num"] / gate["den"]


def pct_text(gate: dict | None) -> str:
    """'81.3%' for 91 of 112 (rounded half up, as the document rounds), 'n/a' when not reported."""
    if not gate or not gate.get("den"):
        return "n/a"
    value = Decimal(100 * gate["num"]) / Decimal(gate["den"])
    return f"{value.quantize(Decimal('0.1'), rounding=ROUND_HALF_UP)}%"


def short(splits: str) -> str:
    """'blind-v216 to v223' -> 'v216-v223'."""
    return splits.replace("blind-", "").replace(" to ", "-")


def table(data: dict) -> str:
    head = f"{'series':<12} {'splits':<11} {'n':>3}  {'ordinary':>8} {'explicit':>8} {'implicit':>8} {'precision':>9}"
    lines = [head, "-" * len(head)]
    for s in data["series"]:
        cells = [pct_text(s.get(key)) for key, *_ in GATES]
        lines.append(f"{s['name']:<12} {short(s['splits']):<11} {s['n_splits']:>3}  "
                     f"{cells[0]:>8} {cells[1]:>8} {cells[2]:>8} {cells[3]:>9}")
    bars = data["bars"]
    lines.append(f"{'bar':<12} {'':<11} {'':>3}  {'<=' + format(100 * bars['ordinary_injection_max'], '.0f') + '%':>8} "
                 f"{'>=' + format(100 * bars['explicit_recall_min'], '.0f') + '%':>8} "
                 f"{'>=' + format(100 * bars['implicit_recall_min'], '.0f') + '%':>8} "
                 f"{'>=' + format(100 * bars['helpful_precision_min'], '.0f') + '%':>9}")
    return "\n".join(lines)


def plot(data: dict, path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    series = data["series"]
    x = list(range(len(series)))
    labels = [short(s["splits"]) for s in series]
    fig, axes = plt.subplots(2, 2, figsize=(13, 8), sharex=True)
    for ax, (key, title, bar_key, is_max) in zip(axes.flat, GATES):
        bar = 100.0 * data["bars"][bar_key]
        pts = [(i, rate(s.get(key)), s["n_splits"]) for i, s in zip(x, series)]
        pts = [p for p in pts if p[1] is not None]
        xs, ys, ns = [p[0] for p in pts], [p[1] for p in pts], [p[2] for p in pts]
        if is_max:
            lo, hi = 0.0, max(max(ys) * 1.25, bar * 2)
            ax.axhspan(lo, bar, color="tab:green", alpha=0.08, linewidth=0)
        else:
            lo, hi = min(min(ys) * 0.85, bar - 10), 100.0
            ax.axhspan(bar, hi, color="tab:green", alpha=0.08, linewidth=0)
        ax.plot(xs, ys, color="tab:blue", linewidth=1, alpha=0.6, zorder=2)
        ax.scatter(xs, ys, s=[14 * n ** 0.5 * 3 for n in ns], color="tab:blue", alpha=0.75,
                   edgecolor="white", linewidth=0.5, zorder=3)
        for xi, yi, n in zip(xs, ys, ns):
            ax.annotate(str(n), (xi, yi), textcoords="offset points", xytext=(0, 7 + n ** 0.5),
                        ha="center", fontsize=6.5, color="dimgray")
        ax.axhline(bar, color="red", linestyle="--", linewidth=1,
                   label=f"bar: {'at most' if is_max else 'at least'} {bar:.0f}%")
        ax.set_ylim(lo, hi + (4 if not is_max else 0))
        ax.set_title(title, fontsize=10)
        ax.set_ylabel("first-sight rate (%)")
        ax.grid(axis="y", alpha=0.3)
        ax.legend(frameon=False, fontsize=8, loc="lower right" if not is_max else "upper right")
    for ax in axes[-1]:
        ax.set_xticks(x, labels, rotation=45, ha="right", fontsize=7.5)
        ax.set_xlabel("blind series, in order (split range)")
    fig.suptitle("Held-out blind series at first sight against the decision gates "
                 "(point size and label: number of splits)", fontsize=11)
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="accepted for run_all; changes nothing")
    parser.parse_args(argv)
    data = json.loads(SOURCE.read_text())
    print(table(data))
    path = RESULTS / f"{NAME}.png"
    RESULTS.mkdir(parents=True, exist_ok=True)
    plot(data, path)
    print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
