"""`retold up` and `retold demo`."""

from __future__ import annotations

import asyncio
import signal
import sys
import time

from retold.config import RetoldSettings


def cmd_up(args) -> int:
    from retold.launcher import ROLES, LocalStack

    settings = RetoldSettings()
    stack = LocalStack(settings.data_dir, settings.host, {r: getattr(settings.ports, r) for r in ROLES})
    try:
        stack.start(on_ready=lambda role, target: print(f"  {role:<13} listening on {target}", flush=True))
    except RuntimeError as exc:
        print(str(exc), file=sys.stderr)
        return 1
    try:
        print(f"Retold is up (store: {settings.store_path}); logs in {settings.data_dir}/", flush=True)
        if args.demo:
            rc = cmd_demo(args)
            if rc != 0:
                return rc
        if args.exit_after_demo:
            return 0
        print("Serving. Press Ctrl-C to stop.", flush=True)
        signal.signal(signal.SIGTERM, lambda *_: (_ for _ in ()).throw(KeyboardInterrupt()))
        while stack.alive():
            time.sleep(0.5)
        dead = [r for r, p in stack.procs.items() if p.poll() is not None]
        print(f"stopped: {', '.join(dead)} exited; see logs in {settings.data_dir}/", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("\nstopping...")
        return 0
    finally:
        stack.stop()


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


def register(sub) -> None:
    up = sub.add_parser("up", help="start the five services (and the demo generator) on localhost")
    up.add_argument("--demo", action="store_true", help="run the demo once the stack is healthy")
    up.add_argument("--exit-after-demo", action="store_true", help="stop after the demo instead of serving")
    up.set_defaults(fn=cmd_up)
    demo = sub.add_parser("demo", help="load a demo user and run a few turns against the running stack")
    demo.set_defaults(fn=cmd_demo)
