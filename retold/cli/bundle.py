"""`retold bundle hash|verify|freeze` and `retold fitness`."""

from __future__ import annotations

import asyncio
import sys

from retold.config import RetoldSettings


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
    stack = None
    if args.start:
        import tempfile
        from pathlib import Path

        from retold.launcher import start_on_free_ports

        tmp = tempfile.mkdtemp(prefix="retold-bundle-")
        stack = start_on_free_ports(Path(tmp), roles=ROLES)
        targets = stack.targets
    else:
        host = args.target or settings.host
        targets = {r: f"{host}:{getattr(settings.ports, r)}" for r in ROLES}
    try:
        ids = asyncio.run(bundle.gather_identities(targets))
    finally:
        if stack is not None:
            stack.stop()
    if args.action == "freeze":
        missing = [r for r in ("planner", "judge", "classifier", "retrieval", "store") if ids.get(r) is None]
        if missing:
            print(f"cannot freeze: no identity from {', '.join(missing)} (is the stack up?)", file=sys.stderr)
            return 2
        cfg = settings.orchestrator
        description = args.description
        if description is None:
            try:
                description = bundle.load(args.file)[0].description
            except bundle.BundleError:
                description = ""
        manifest = bundle.manifest_from_identities(
            args.bundle_id, description, ids,
            bundle.Limits(max_gaps=cfg.max_gaps, max_candidates=cfg.max_candidates,
                          profile_max_records=settings.profile.max_records,
                          profile_token_budget=settings.profile.token_budget),
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


def register(sub) -> None:
    b = sub.add_parser("bundle", help="bundle manifests: hash, verify against running services, freeze")
    b.add_argument("action", choices=("hash", "verify", "freeze"))
    b.add_argument("file")
    b.add_argument("--target", default=None, help="host of the running services (ports from config)")
    b.add_argument("--start", action="store_true",
                   help="freeze/verify against a temporary local stack started for the purpose")
    b.add_argument("--bundle-id", default="local-default")
    b.add_argument("--description", default=None, help="description (freeze keeps the file's when omitted)")
    b.set_defaults(fn=cmd_bundle)
    f = sub.add_parser("fitness", help="replay a scenario split through the real services and score the gates")
    f.add_argument("--scenarios", required=True)
    f.add_argument("--bundle", required=True)
    f.add_argument("--json", default=None, help="write the report as JSON here")
    f.add_argument("--report", default=None, help="write a markdown report with a funnel chart into this folder")
    f.add_argument("--shadow", action="store_true", help="replay in shadow mode and check nothing is injected")
    f.add_argument("--target", default=None, help="use services already running on this host (ports from config)")
    f.set_defaults(fn=cmd_fitness)
