"""Helpers shared by the benchmarks: percentiles, machine facts, output paths."""

from __future__ import annotations

import json
import os
import platform
import resource
import time
from pathlib import Path

import numpy as np

RESULTS = Path(__file__).resolve().parent / "results"


def pct(values, q: float) -> float:
    return float(np.percentile(np.asarray(values, dtype=np.float64), q)) if len(values) else float("nan")


def summary_ms(values) -> dict:
    return {"n": len(values), "p50_ms": round(pct(values, 50), 3), "p95_ms": round(pct(values, 95), 3),
            "mean_ms": round(float(np.mean(values)), 3) if len(values) else None}


def machine() -> dict:
    return {"cpus": os.cpu_count(), "load_avg_1m_at_start": round(os.getloadavg()[0], 2),
            "python": platform.python_version(), "platform": platform.platform(),
            "started_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}


def rss_gb() -> float:
    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024 / 1024, 2)


def write_json(name: str, data: dict) -> Path:
    RESULTS.mkdir(parents=True, exist_ok=True)
    path = RESULTS / f"{name}.json"
    path.write_text(json.dumps(data, indent=2, sort_keys=False) + "\n")
    return path


def cache_dir() -> Path:
    """Where computed inputs (embedded vector pools) are kept between runs; outside the repo."""
    d = Path(os.environ.get("RETOLD_BENCH_CACHE", Path.home() / ".cache" / "retold-bench"))
    d.mkdir(parents=True, exist_ok=True)
    return d
