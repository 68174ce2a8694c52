"""The ``retold`` command line."""

from __future__ import annotations

import argparse
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


def cmd_bundle(args) -> int:
    from retold import bundle
    from retold.launcher import ROLES

    if args.action == "hash":
        try:
            _, sha = bundle.load(args.file)
        except bundle.BundleError as exc:
            print(str(exc), file=sys.stderr)
            return 2
        print(sha)
        return 0
    settings = RetoldSettings()
    host = args.target or settings.host
    targets = {r: f"{host}:{getattr(settings.ports, r)}" for r in ROLES}
    ids = asyncio.run(bundle.gather_identities(targets))
    if args.action == "freeze":
        missing = [r for r in ("planner", "judge", "classifier", "retrieval", "store") if ids.get(r) is None]
        if missing:
            print(f"cannot freeze: no identity from {', '.join(missing)} (is the stack up?)", file=sys.stderr)
            return 2
        cfg = settings.orchestrator
        manifest = bundle.manifest_from_identities(
            args.bundle_id, args.description, ids,
            bundle.Limits(max_gaps=cfg.max_gaps, max_candidates=cfg.max_candidates),
            bundle.Timeouts(gap_timeout_ms=cfg.gap_timeout_ms, retrieval_timeout_ms=cfg.retrieval_timeout_ms,
                            admission_timeout_ms=cfg.admission_timeout_ms),
            ids["store"].prompt_version,
        )
        import json
        from pathlib import Path

        Path(args.file).write_text(json.dumps(manifest.model_dump(mode="json"), indent=2) + "\n")
        print(bundle.sha256_of(manifest))
        return 0
    try:
        manifest, sha = bundle.load(args.file)
    except bundle.BundleError as exc:
        print(str(exc), file=sys.stderr)
        return 2
    problems = bundle.compare(manifest, ids)
    if problems:
        print(f"bundle {manifest.bundle_id} ({sha}) does NOT match the running services:")
        for p in problems:
            print(f"  {p}")
        return 1
    print(f"bundle {manifest.bundle_id} ({sha}) matches the running services")
    return 0


def cmd_fitness(args) -> int:
    from retold import fitness

    return fitness.run(args)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="retold", description="Retold memory service")
    sub = parser.add_subparsers(dest="cmd", required=True)
    up = sub.add_parser("up", help="start the five services (and the demo generator) on localhost")
    up.add_argument("--demo", action="store_true", help="run the demo once the stack is healthy")
    up.add_argument("--exit-after-demo", action="store_true", help="stop after the demo instead of serving")
    up.set_defaults(fn=cmd_up)
    demo = sub.add_parser("demo", help="load a demo user and run a few turns against the running stack")
    demo.set_defaults(fn=cmd_demo)
    b = sub.add_parser("bundle", help="bundle manifests: hash, verify against running services, freeze")
    b.add_argument("action", choices=("hash", "verify", "freeze"))
    b.add_argument("file")
    b.add_argument("--target", default=None, help="host of the running services (ports from config)")
    b.add_argument("--bundle-id", default="local-default")
    b.add_argument("--description", default="")
    b.set_defaults(fn=cmd_bundle)
    f = sub.add_parser("fitness", help="replay a scenario split through the real services and score the gates")
    f.add_argument("--scenarios", required=True)
    f.add_argument("--bundle", required=True)
    f.add_argument("--json", default=None, help="write the report as JSON here")
    f.add_argument("--report", default=None, help="write a markdown report with a funnel chart into this folder")
    f.add_argument("--shadow", action="store_true", help="replay in shadow mode and check nothing is injected")
    f.add_argument("--target", default=None, help="use services already running on this host (ports from config)")
    f.set_defaults(fn=cmd_fitness)
    args = parser.parse_args(argv)
    return args.fn(args)


if __name__ == "__main__":
    sys.exit(main())
