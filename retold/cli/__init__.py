"""The ``retold`` command line. Each command group lives in its own module with a
``register(subparsers)`` function; add a module and list it in COMMAND_MODULES."""

from __future__ import annotations

import argparse
import importlib
import sys

COMMAND_MODULES = [
    "retold.cli.stack",
    "retold.cli.bundle",
    "retold.cli.reviews",
    "retold.cli.audit",
    "retold.cli.search_log",
    "retold.cli.reindex",
    "retold.cli.decisions",
    "retold.cli.tools",
    "retold.cli.scenarios",
]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="retold", description="Retold memory service")
    sub = parser.add_subparsers(dest="cmd", required=True)
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(sub)
    args = parser.parse_args(argv)
    return args.fn(args)


if __name__ == "__main__":
    sys.exit(main())
