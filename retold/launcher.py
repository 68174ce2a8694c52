"""Starts the roles as local processes and waits on their health checks.

Used by ``retold up`` (configured ports) and ``retold fitness`` (free ports,
a temporary data directory). Each role logs to ``<data_dir>/<role>.log``.
"""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

ROLES = ("store", "retrieval", "planner", "judge", "generator", "orchestrator")
MODULES = {
    "store": "store_svc.server", "retrieval": "retrieval_svc.server", "planner": "planner_svc.server",
    "judge": "judge_svc.server", "orchestrator": "orchestrator_svc.server", "generator": "retold.generator_main",
}


def free_port(host: str = "127.0.0.1") -> int:
    with socket.socket() as sock:
        sock.bind((host, 0))
        return sock.getsockname()[1]


# Ports found free may be taken by another process before a role binds them (two fitness runs side by
# side): a start that fails for that reason is tried again on other ports, this many times in all.
START_ATTEMPTS = 3
_BIND_FAILED = ("Failed to bind", "could not bind")


def start_on_free_ports(data_dir: Path, roles=ROLES, env: dict[str, str] | None = None,
                        timeout: float = 180.0, attempts: int = START_ATTEMPTS) -> "LocalStack":
    """Starts ``roles`` on ports found free and returns the running stack. A role that could not bind its
    port is retried with every role on new ports; any other failure raises at once (RuntimeError)."""
    for attempt in range(1, attempts + 1):
        stack = LocalStack(data_dir, ports={r: free_port() for r in roles}, env=dict(env or {}))
        try:
            stack.start(roles=roles, timeout=timeout)
            return stack
        except RuntimeError as exc:
            if attempt == attempts or not any(m in str(exc) for m in _BIND_FAILED):
                raise
            print(f"a port was taken before its service bound it ({str(exc).splitlines()[0]}); "
                  f"retrying on other ports ({attempt + 1} of {attempts})", file=sys.stderr)
    raise AssertionError("unreachable")


def _tail(path: Path, lines: int = 15) -> str:
    try:
        return "\n".join(path.read_text(errors="replace").splitlines()[-lines:])
    except OSError:
        return ""


async def wait_healthy(target: str, timeout: float, proc: subprocess.Popen | None = None) -> bool:
    import grpc
    from grpc_health.v1 import health_pb2, health_pb2_grpc

    deadline = time.monotonic() + timeout
    async with grpc.aio.insecure_channel(target) as ch:
        stub = health_pb2_grpc.HealthStub(ch)
        while time.monotonic() < deadline:
            if proc is not None and proc.poll() is not None:
                return False  # the process died: no point waiting
            try:
                resp = await stub.Check(health_pb2.HealthCheckRequest(service=""), timeout=1.0)
                if resp.status == health_pb2.HealthCheckResponse.SERVING:
                    return True
            except grpc.aio.AioRpcError:
                pass
            await asyncio.sleep(0.1)
    return False


@dataclass
class LocalStack:
    data_dir: Path
    host: str = "127.0.0.1"
    ports: dict[str, int] = field(default_factory=dict)
    env: dict[str, str] = field(default_factory=dict)
    procs: dict[str, subprocess.Popen] = field(default_factory=dict)

    def target(self, role: str) -> str:
        return f"{self.host}:{self.ports[role]}"

    @property
    def targets(self) -> dict[str, str]:
        return {role: self.target(role) for role in self.ports}

    def start(self, roles=ROLES, timeout: float = 180.0, on_ready=None) -> None:
        """Starts each role and waits until it reports SERVING; raises RuntimeError otherwise."""
        self.data_dir.mkdir(parents=True, exist_ok=True)
        env = dict(os.environ, HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1", PYTHONUNBUFFERED="1",
                   RETOLD_DATA_DIR=str(self.data_dir), **self.env)
        for role in roles:
            env[f"RETOLD_PORTS__{role.upper()}"] = str(self.ports[role])
        for role in roles:
            log = open(self.data_dir / f"{role}.log", "a")
            self.procs[role] = subprocess.Popen([sys.executable, "-m", MODULES[role]], env=env,
                                                stdout=log, stderr=subprocess.STDOUT)
        for role in roles:
            ok = asyncio.run(wait_healthy(self.target(role), timeout, self.procs[role]))
            if not ok or self.procs[role].poll() is not None:
                code = self.procs[role].poll()
                self.stop()
                # the log's last lines go into the error: a caller may remove the data directory
                tail = _tail(self.data_dir / f"{role}.log")
                raise RuntimeError(f"{role} did not become healthy "
                                   f"({'exited with code ' + str(code) if code is not None else 'no answer in time'}); "
                                   f"see {self.data_dir / (role + '.log')}" + (f"; its last lines:\n{tail}" if tail else ""))
            if on_ready:
                on_ready(role, self.target(role))

    def alive(self) -> bool:
        return all(p.poll() is None for p in self.procs.values())

    def stop(self) -> None:
        for role in reversed(ROLES):
            p = self.procs.get(role)
            if p and p.poll() is None:
                p.send_signal(signal.SIGTERM)
        for p in self.procs.values():
            try:
                p.wait(timeout=15)
            except subprocess.TimeoutExpired:
                p.kill()
