"""Server bootstrap shared by every role: aio server, health, reflection, shutdown."""

from __future__ import annotations

import asyncio
import logging
import signal
from dataclasses import dataclass

import grpc
from grpc_health.v1 import health, health_pb2, health_pb2_grpc
from grpc_reflection.v1alpha import reflection

log = logging.getLogger("retold.server")


@dataclass
class Running:
    """A started server: the grpc.aio server, its bound port and its health servicer."""

    server: grpc.aio.Server
    port: int
    health: health.HealthServicer
    service_name: str

    async def set_serving(self, serving: bool) -> None:
        status = (
            health_pb2.HealthCheckResponse.SERVING
            if serving
            else health_pb2.HealthCheckResponse.NOT_SERVING
        )
        await self.health.set(self.service_name, status)
        await self.health.set("", status)

    async def stop(self, grace: float = 2.0) -> None:
        await self.health.enter_graceful_shutdown()
        await self.server.stop(grace)


async def start_server(
    host: str,
    port: int,
    service_full_name: str,
    add_servicer,
    servicer,
    serving: bool = False,
    extra: tuple = (),
) -> Running:
    """Creates, binds and starts a server. Health is NOT_SERVING unless ``serving``.

    ``extra`` holds further ``(service_full_name, add_servicer, servicer)`` triples
    served by the same process (e.g. the store's activation gate)."""
    server = grpc.aio.server(options=[("grpc.so_reuseport", 0)])
    add_servicer(servicer, server)
    for _, add_extra, extra_servicer in extra:
        add_extra(extra_servicer, server)
    health_servicer = health.aio.HealthServicer()
    health_pb2_grpc.add_HealthServicer_to_server(health_servicer, server)
    reflection.enable_server_reflection(
        (service_full_name, *(name for name, _, _ in extra), health.SERVICE_NAME, reflection.SERVICE_NAME), server
    )
    bound = server.add_insecure_port(f"{host}:{port}")
    if bound == 0:
        raise OSError(f"could not bind {host}:{port}")
    await server.start()
    running = Running(server, bound, health_servicer, service_full_name)
    await running.set_serving(serving)
    return running


async def serve_until_signal(running: Running, grace: float = 5.0) -> None:
    """Blocks until SIGTERM/SIGINT, then stops gracefully."""
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        try:
            loop.add_signal_handler(sig, stop.set)
        except NotImplementedError:  # pragma: no cover
            pass
    await stop.wait()
    log.info("stopping %s on port %d", running.service_name, running.port)
    await running.stop(grace)


def remaining_ms(context) -> float:
    """The caller's deadline as seen here, in ms; -1 when none was set."""
    rem = context.time_remaining()
    if rem is None or rem > 10**8:
        return -1.0
    return rem * 1000.0


def configure_logging(level: str = "INFO") -> None:
    logging.basicConfig(
        level=getattr(logging, level, logging.INFO),
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )


def run_stateless_main(description: str, start, argv: list[str] | None = None) -> None:
    """Command-line entry of a role with no state to close: ``--port``, then serve until a signal."""
    import argparse

    from retold.config import RetoldSettings

    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--port", type=int, default=None)
    args = parser.parse_args(argv)
    settings = RetoldSettings()
    configure_logging(settings.log_level)

    async def run():
        await serve_until_signal(await start(settings, args.port))

    asyncio.run(run())
