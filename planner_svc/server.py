"""Planner gRPC service (GapPolicy)."""

from __future__ import annotations

import logging
import time

from retold import errors
from retold.config import RetoldSettings
from retold.server import remaining_ms, run_stateless_main, start_server
from retold.taxonomy import TAXONOMY_SHA256, TAXONOMY_VERSION
from retold.v1 import common_pb2 as c
from retold.v1 import planner_pb2 as p
from retold.v1 import planner_pb2_grpc as pg
from planner_svc import policy

log = logging.getLogger("retold.planner")

IDENTITY = c.ComponentIdentity(
    role="planner", implementation=policy.POLICY_VERSION, model_id="",
    prompt_version=policy.POLICY_VERSION, prompt_sha256=policy.CONFIG_SHA256,
    taxonomy_version=TAXONOMY_VERSION, taxonomy_sha256=TAXONOMY_SHA256,
)
MAX_TURN_CHARS = 20000


@errors.map_errors
class PlannerServicer(pg.PlannerServicer):
    async def Describe(self, request, context):
        return c.DescribeResponse(components=[IDENTITY])

    async def Plan(self, request, context):
        seen = remaining_ms(context)
        t0 = time.perf_counter()
        if not request.turn.strip():
            raise errors.InvalidArgument("turn", "must not be empty")
        if len(request.turn) > MAX_TURN_CHARS:
            raise errors.InvalidArgument("turn", f"longer than {MAX_TURN_CHARS} characters")
        if not 0 <= request.max_gaps <= 3:
            raise errors.InvalidArgument("max_gaps", "must be between 0 and 3")
        inventory = [(e.category, e.label) for e in request.inventory]
        gaps, why = policy.plan(request.turn, request.public_context, inventory, request.max_gaps or 3)
        return p.GapDecision(
            gaps=[c.Gap(category=g.category, query=g.query) for g in gaps],
            status=c.POLICY_STATUS_OK, policy=IDENTITY, rationale=why,
            timing=c.Timing(stage="planning", elapsed_ms=(time.perf_counter() - t0) * 1000,
                            deadline_remaining_ms=seen),
        )


async def start(settings: RetoldSettings, port: int | None = None, servicer=None):
    running = await start_server(
        settings.host, settings.ports.planner if port is None else port, "retold.v1.Planner",
        pg.add_PlannerServicer_to_server, servicer or PlannerServicer(), serving=True,
    )
    log.info("planner listening on %s:%d", settings.host, running.port)
    return running


def main(argv: list[str] | None = None) -> None:
    run_stateless_main("Retold planner service", start, argv)


if __name__ == "__main__":
    main()
