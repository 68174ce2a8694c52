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


class CpuMeter:
    """CPU use of the whole machine and of this process over an interval (Linux /proc/stat),
    so a result can say how busy the machine was with other work while it was measured.

    ``other_busy`` is the fraction of all cores used by other processes (machine minus
    this process and the processes in ``pids``, e.g. services the benchmark started);
    ``own_busy`` their share; both 0..1 of the machine's capacity."""

    def __init__(self, pids: tuple[int, ...] = ()) -> None:
        self.pids = tuple(pids)
        self.start()

    def _own(self) -> float:
        t = os.times()
        secs = t.user + t.system
        tick = os.sysconf("SC_CLK_TCK")
        for pid in self.pids:
            try:
                with open(f"/proc/{pid}/stat") as fh:
                    fields = fh.read().rsplit(")", 1)[1].split()
                secs += (int(fields[11]) + int(fields[12])) / tick  # utime, stime
            except (OSError, IndexError, ValueError):
                pass
        return secs

    @staticmethod
    def _machine() -> tuple[float, float]:
        try:
            with open("/proc/stat") as fh:
                vals = [int(x) for x in fh.readline().split()[1:]]
        except OSError:
            return float("nan"), float("nan")
        idle = vals[3] + (vals[4] if len(vals) > 4 else 0)
        busy = sum(vals[:8]) - idle
        tick = os.sysconf("SC_CLK_TCK")
        return busy / tick, (busy + idle) / tick

    def start(self) -> "CpuMeter":
        self._m0 = self._machine()
        self._own0 = self._own()
        self._load0 = os.getloadavg()[0]
        return self

    def read(self) -> dict:
        busy1, total1 = self._machine()
        own = self._own() - self._own0
        busy, total = busy1 - self._m0[0], total1 - self._m0[1]
        if not total or total != total:
            return {"load_avg_1m": round(os.getloadavg()[0], 2)}
        return {"machine_busy": round(busy / total, 3), "own_busy": round(min(own, busy) / total, 3),
                "other_busy": round(max(0.0, busy - own) / total, 3),
                "load_avg_1m_before": round(self._load0, 2), "load_avg_1m_after": round(os.getloadavg()[0], 2)}


def wait_quiet(max_s: float, other_below: float = 0.1, window_s: float = 2.0, windows: int = 3) -> float:
    """Waits (up to ``max_s``) until other processes use less than ``other_below`` of the
    machine for ``windows`` consecutive windows; returns the seconds waited. A shared
    machine is then measured between other people's bursts, and each result still
    records the load seen while it was measured."""
    t0 = time.monotonic()
    calm = 0
    while time.monotonic() - t0 < max_s and calm < windows:
        meter = CpuMeter()
        time.sleep(window_s)
        calm = calm + 1 if meter.read().get("other_busy", 0.0) < other_below else 0
    return round(time.monotonic() - t0, 1)


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
