"""Judge gRPC service (AdmissionPolicy)."""

from __future__ import annotations

import asyncio
import logging
import time

from retold import embedding, errors
from retold.config import RetoldSettings
from retold.server import remaining_ms, run_stateless_main, start_server
from retold.v1 import common_pb2 as c
from retold.v1 import judge_pb2 as j
from retold.v1 import judge_pb2_grpc as jg
from judge_svc import policy

log = logging.getLogger("retold.judge")

IDENTITY = c.ComponentIdentity(
    role="judge", implementation=policy.POLICY_VERSION, model_id=embedding.label(),
    prompt_version=policy.POLICY_VERSION, prompt_sha256=policy.CONFIG_SHA256,
)
MAX_CANDIDATES = 50


@errors.map_errors
class JudgeServicer(jg.JudgeServicer):
    def __init__(self, embedder=None) -> None:
        self._embedder = embedder

    @property
    def embedder(self):
        if getattr(self, "_embedder", None) is None:
            from retold.embedding import get_embedder

            self._embedder = get_embedder()
        return self._embedder

    async def Describe(self, request, context):
        return c.DescribeResponse(components=[IDENTITY])

    async def Admit(self, request, context):
        seen = remaining_ms(context)
        t0 = time.perf_counter()
        if not request.turn.strip():
            raise errors.InvalidArgument("turn", "must not be empty")
        if len(request.candidates) > MAX_CANDIDATES:
            raise errors.InvalidArgument("candidates", f"more than {MAX_CANDIDATES} candidates")
        ids = [cand.record.id for cand in request.candidates]
        if len(set(ids)) != len(ids):
            raise errors.InvalidArgument("candidates", "record ids must be unique")
        owners = {cand.record.principal_id for cand in request.candidates}
        if len(owners) > 1:
            raise errors.InvalidArgument("candidates", "records of more than one principal")
        today = request.as_of.ToDatetime().date() if request.HasField("as_of") else None
        judgements = await asyncio.to_thread(
            policy.admit, request.turn, request.public_context, request.profile.text, request.draft,
            " ".join(g.query for g in request.gaps), list(request.candidates), self.embedder, today,
        )
        return j.AdmissionDecision(
            follow_up_queries=policy.follow_up_queries(request.turn, judgements, list(request.candidates)),
            admitted_record_ids=[x.record_id for x in judgements if x.admitted],
            verdicts=[c.Verdict(record_id=x.record_id, admitted=x.admitted, reason=x.reason, note=x.note)
                      for x in judgements],
            status=c.POLICY_STATUS_OK, policy=IDENTITY,
            timing=c.Timing(stage="admission", elapsed_ms=(time.perf_counter() - t0) * 1000,
                            deadline_remaining_ms=seen),
        )


async def start(settings: RetoldSettings, port: int | None = None, servicer=None):
    servicer = servicer or JudgeServicer()
    await asyncio.to_thread(lambda: servicer.embedder)  # load the model before reporting SERVING
    running = await start_server(
        settings.host, settings.ports.judge if port is None else port, "retold.v1.Judge",
        jg.add_JudgeServicer_to_server, servicer, serving=True,
    )
    log.info("judge listening on %s:%d", settings.host, running.port)
    return running


def main(argv: list[str] | None = None) -> None:
    run_stateless_main("Retold judge service", start, argv)


if __name__ == "__main__":
    main()
