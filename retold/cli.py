"""The ``retold`` command line."""

from __future__ import annotations

import argparse
import asyncio
import os
import signal
import subprocess
import sys
import time

from retold.config import RetoldSettings

ROLES = ("store", "retrieval", "planner", "judge", "generator", "orchestrator")
MODULES = {
    "store": "store_svc.server", "retrieval": "retrieval_svc.server", "planner": "planner_svc.server",
    "judge": "judge_svc.server", "orchestrator": "orchestrator_svc.server", "generator": "retold.generator_main",
}


async def _wait_healthy(target: str, timeout: float) -> bool:
    import grpc
    from grpc_health.v1 import health_pb2, health_pb2_grpc

    deadline = time.monotonic() + timeout
    async with grpc.aio.insecure_channel(target) as ch:
        stub = health_pb2_grpc.HealthStub(ch)
        while time.monotonic() < deadline:
            try:
                resp = await stub.Check(health_pb2.HealthCheckRequest(service=""), timeout=1.0)
                if resp.status == health_pb2.HealthCheckResponse.SERVING:
                    return True
            except grpc.aio.AioRpcError:
                pass
            await asyncio.sleep(0.2)
    return False


def cmd_up(args) -> int:
    settings = RetoldSettings()
    settings.data_dir.mkdir(parents=True, exist_ok=True)
    procs: dict[str, subprocess.Popen] = {}
    env = dict(os.environ, HF_HUB_OFFLINE="1", PYTHONUNBUFFERED="1")

    def stop_all(*_):
        for role in reversed(ROLES):
            p = procs.get(role)
            if p and p.poll() is None:
                p.send_signal(signal.SIGTERM)
        for p in procs.values():
            try:
                p.wait(timeout=10)
            except subprocess.TimeoutExpired:
                p.kill()

    try:
        for role in ROLES:
            log = open(settings.data_dir / f"{role}.log", "a")
            procs[role] = subprocess.Popen([sys.executable, "-m", MODULES[role]], env=env, stdout=log, stderr=log)
        for role in ROLES:
            ok = asyncio.run(_wait_healthy(settings.target(role), timeout=120))
            if not ok or procs[role].poll() is not None:
                print(f"{role} did not become healthy; see {settings.data_dir / (role + '.log')}", file=sys.stderr)
                stop_all()
                return 1
            print(f"  {role:<13} listening on {settings.target(role)}")
        print(f"Retold is up (store: {settings.store_path}); logs in {settings.data_dir}/")
        if args.demo:
            rc = cmd_demo(args)
            if rc != 0:
                stop_all()
                return rc
        if args.exit_after_demo:
            stop_all()
            return 0
        print("Serving. Press Ctrl-C to stop.")
        signal.signal(signal.SIGTERM, lambda *_: (_ for _ in ()).throw(KeyboardInterrupt()))
        while all(p.poll() is None for p in procs.values()):
            time.sleep(0.5)
        dead = [r for r, p in procs.items() if p.poll() is not None]
        print(f"stopped: {', '.join(dead)} exited; see logs in {settings.data_dir}/", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("\nstopping...")
        return 0
    finally:
        stop_all()


def cmd_demo(args) -> int:
    from retold import demo
    from retold.client import RetoldClient

    settings = RetoldSettings()

    async def go():
        async with RetoldClient(settings.target("orchestrator"), settings.target("store")) as rc:
            return await demo.run(rc)

    seen = asyncio.run(go())
    print(f"\ndemo done: {len(seen)} turns, dispositions: {', '.join(seen)}")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="retold", description="Retold memory service")
    sub = parser.add_subparsers(dest="cmd", required=True)
    up = sub.add_parser("up", help="start the five services (and the demo generator) on localhost")
    up.add_argument("--demo", action="store_true", help="run the demo once the stack is healthy")
    up.add_argument("--exit-after-demo", action="store_true", help="stop after the demo instead of serving")
    up.set_defaults(fn=cmd_up)
    demo = sub.add_parser("demo", help="load a demo user and run a few turns against the running stack")
    demo.set_defaults(fn=cmd_demo)
    args = parser.parse_args(argv)
    return args.fn(args)


if __name__ == "__main__":
    sys.exit(main())
