"""Runs every ``benchmarks/*.py`` module that exposes ``main()``, each in its own process.

    python -m benchmarks.run_all [--only NAME ...] [--quick]

``--quick`` is passed on to modules whose ``main`` takes an argument list (smaller sizes);
exit status 1 when any benchmark failed.
"""

from __future__ import annotations

import argparse
import ast
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
# (pair_scorer_trial is a measured trial, not a benchmark: it fits a model for about 15 minutes and needs
# held-out splits named on its command line)
SKIP = {"__init__", "run_all", "pair_scorer_trial"}

CHILD = """
import inspect, sys
import benchmarks.{name} as m
argv = sys.argv[1:]
params = inspect.signature(m.main).parameters
rc = m.main(argv) if params else m.main()
sys.exit(rc if isinstance(rc, int) else 0)
"""


def discover() -> list[str]:
    """Modules defining a top-level ``main`` function (found without importing them)."""
    names = []
    for path in sorted(HERE.glob("*.py")):
        if path.stem in SKIP or path.stem.startswith("_"):
            continue
        tree = ast.parse(path.read_text(), filename=str(path))
        if any(isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and n.name == "main" for n in tree.body):
            names.append(path.stem)
    return names


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", action="append", default=None, help="run only this benchmark (repeatable)")
    parser.add_argument("--quick", action="store_true", help="smaller sizes, for a smoke run")
    args = parser.parse_args(argv)
    names = discover()
    if args.only:
        unknown = sorted(set(args.only) - set(names))
        if unknown:
            print(f"--only: unknown benchmark(s) {', '.join(unknown)}; known: {', '.join(names)}", file=sys.stderr)
            return 2
        names = [n for n in names if n in args.only]
    failed = []
    for name in names:
        print(f"== {name}", flush=True)
        t0 = time.perf_counter()
        cmd = [sys.executable, "-c", CHILD.format(name=name)] + (["--quick"] if args.quick else [])
        rc = subprocess.run(cmd, cwd=HERE.parent).returncode
        print(f"== {name}: {'ok' if rc == 0 else f'FAILED ({rc})'} in {time.perf_counter() - t0:.0f} s", flush=True)
        if rc != 0:
            failed.append(name)
    if failed:
        print(f"failed: {', '.join(failed)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
