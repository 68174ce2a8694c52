"""`retold reviews list|resolve|stats`: the activation review queue."""

from __future__ import annotations

import asyncio
import sys
from datetime import datetime, timezone

from retold.config import RetoldSettings


def _target(args) -> str:
    return args.target or RetoldSettings().target("store")


def _age(seconds: float) -> str:
    seconds = max(0.0, seconds)
    if seconds < 120:
        return f"{seconds:.0f}s"
    if seconds < 7200:
        return f"{seconds / 60:.0f}m"
    if seconds < 172800:
        return f"{seconds / 3600:.1f}h"
    return f"{seconds / 86400:.1f}d"


def _table(headers: list[str], rows: list[list[str]]) -> list[str]:
    widths = [max(len(h), *(len(r[i]) for r in rows)) if rows else len(h) for i, h in enumerate(headers)]
    fmt = "  ".join(f"{{:<{w}}}" for w in widths)
    return [fmt.format(*headers), fmt.format(*("-" * w for w in widths)), *(fmt.format(*r) for r in rows)]


def _rows(items) -> list[list[str]]:
    from retold.v1 import activation_pb2 as a

    now = datetime.now(timezone.utc)
    out = []
    for it in items:
        created = it.created_at.ToDatetime(tzinfo=timezone.utc)
        resolution = ""
        if it.status == a.REVIEW_STATUS_RESOLVED:
            resolution = (a.ReviewResolution.Name(it.resolution).removeprefix("REVIEW_RESOLUTION_").lower()
                          + f" by {it.reviewer}")
        out.append([
            str(it.id), it.principal_id, it.record_id, it.evidence_ref or "-",
            a.ActivationDecision.Name(it.proposed_decision).removeprefix("ACTIVATION_DECISION_").lower(),
            it.reason, it.category or "-", it.attribute or "-", f"{it.confidence:.2f}",
            a.ReviewStatus.Name(it.status).removeprefix("REVIEW_STATUS_").lower(),
            created.strftime("%Y-%m-%d %H:%M:%S"), _age((now - created).total_seconds()), resolution or "-",
        ])
    return out


HEADERS = ["id", "principal", "record", "evidence", "proposed", "reason", "category", "attribute", "conf",
           "status", "created (UTC)", "age", "resolution"]


async def _list(args) -> int:
    import grpc

    from retold.v1 import activation_pb2 as a
    from retold.v1 import activation_pb2_grpc as ag

    status = {"open": a.REVIEW_STATUS_OPEN, "resolved": a.REVIEW_STATUS_RESOLVED, "all": 0}[args.status]
    async with grpc.aio.insecure_channel(_target(args)) as ch:
        resp = await ag.ActivationGateStub(ch).ListReviews(
            a.ListReviewsRequest(principal_id=args.principal or "", status=status, limit=args.limit), timeout=10)
    if not resp.items:
        print("no review items")
        return 0
    for line in _table(HEADERS, _rows(resp.items)):
        print(line)
    return 0


async def _resolve(args) -> int:
    import grpc

    from retold.v1 import activation_pb2 as a
    from retold.v1 import activation_pb2_grpc as ag

    resolution = (a.REVIEW_RESOLUTION_PROMOTE if args.promote else a.REVIEW_RESOLUTION_KEEP_CONDITIONAL
                  if args.keep_conditional else a.REVIEW_RESOLUTION_REJECT)
    async with grpc.aio.insecure_channel(_target(args)) as ch:
        item = await ag.ActivationGateStub(ch).ResolveReview(
            a.ResolveReviewRequest(review_id=args.id, resolution=resolution, reviewer=args.reviewer,
                                   note=args.note or ""), timeout=10)
    name = a.ReviewResolution.Name(item.resolution).removeprefix("REVIEW_RESOLUTION_").lower()
    print(f"review {item.id} ({item.principal_id}/{item.record_id}) resolved: {name} by {item.reviewer}")
    return 0


async def _stats(args) -> int:
    import grpc

    from retold.v1 import activation_pb2 as a
    from retold.v1 import activation_pb2_grpc as ag

    async with grpc.aio.insecure_channel(_target(args)) as ch:
        st = await ag.ActivationGateStub(ch).ReviewStats(
            a.ReviewStatsRequest(principal_id=args.principal or ""), timeout=10)
    print(f"open: {st.open_count}  resolved: {st.resolved_count}  "
          f"oldest: {_age(st.oldest_age_seconds) if st.open_count else '-'}  "
          f"median age: {_age(st.median_age_seconds) if st.open_count else '-'}")
    if st.oldest:
        print("oldest first:")
        for line in _table(HEADERS, _rows(st.oldest)):
            print(line)
    return 0


def cmd_reviews(args) -> int:
    import grpc

    fn = {"list": _list, "resolve": _resolve, "stats": _stats}[args.action]
    try:
        return asyncio.run(fn(args))
    except grpc.aio.AioRpcError as exc:
        print(f"{exc.code().name}: {exc.details()}", file=sys.stderr)
        return 2 if exc.code() == grpc.StatusCode.UNAVAILABLE else 1


def register(sub) -> None:
    r = sub.add_parser("reviews", help="the activation review queue: list, resolve, stats")
    rs = r.add_subparsers(dest="action", required=True)
    ls = rs.add_parser("list", help="print review items as a table, oldest first")
    ls.add_argument("--principal", default=None)
    ls.add_argument("--status", choices=("open", "resolved", "all"), default="all")
    ls.add_argument("--limit", type=int, default=100)
    res = rs.add_parser("resolve", help="resolve one review item")
    res.add_argument("id", type=int)
    how = res.add_mutually_exclusive_group(required=True)
    how.add_argument("--promote", action="store_true", help="make the record ambient (eligibility is re-checked)")
    how.add_argument("--keep-conditional", action="store_true", help="keep the record conditional")
    how.add_argument("--reject", action="store_true", help="reject the proposal")
    res.add_argument("--reviewer", required=True)
    res.add_argument("--note", default=None)
    st = rs.add_parser("stats", help="backlog size and age, the oldest item first")
    st.add_argument("--principal", default=None)
    for p in (ls, res, st):
        p.add_argument("--target", default=None, help="store address host:port (default from config)")
    r.set_defaults(fn=cmd_reviews)
