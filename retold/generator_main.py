"""``python -m retold.generator_main``: the built-in template generator as a process."""

from __future__ import annotations

import argparse
import asyncio

from retold.config import RetoldSettings
from retold.generator import start
from retold.server import configure_logging, serve_until_signal


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Retold built-in template generator")
    parser.add_argument("--port", type=int, default=None)
    parser.add_argument("--latency-ms", type=float, default=0.0)
    args = parser.parse_args(argv)
    settings = RetoldSettings()
    configure_logging(settings.log_level)

    async def run():
        running = await start(settings.host, settings.ports.generator if args.port is None else args.port,
                              args.latency_ms)
        await serve_until_signal(running)

    asyncio.run(run())


if __name__ == "__main__":
    main()
