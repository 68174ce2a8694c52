"""Generators: the host-side callback the one-shot RunTurn path calls.

``TemplateGenerator`` is the built-in, model-free generator used by the demo
and tests: it makes a deterministic draft and, for the final answer, shows
which admitted records it would use. A real deployment points the
orchestrator at the host's own Generator service instead.
"""

from __future__ import annotations

import asyncio
import logging

from retold import errors
from retold.server import start_server
from retold.v1 import generator_pb2 as g
from retold.v1 import generator_pb2_grpc as gg

log = logging.getLogger("retold.generator")
MODEL_ID = "template-generator/1"


@errors.map_errors
class TemplateGenerator(gg.GeneratorServicer):
    """Deterministic generator; ``latency_ms`` simulates a serving model's cost."""

    def __init__(self, latency_ms: float = 0.0) -> None:
        self.latency_ms = latency_ms

    async def Generate(self, request, context):
        if request.phase not in (g.GENERATION_PHASE_DRAFT, g.GENERATION_PHASE_FINAL):
            raise errors.InvalidArgument("phase", f"unknown value {request.phase}")
        if not request.turn.strip():
            raise errors.InvalidArgument("turn", "must not be empty")
        if self.latency_ms:
            await asyncio.sleep(self.latency_ms / 1000)
        if request.phase == g.GENERATION_PHASE_DRAFT:
            style = " (following the standing preferences)" if request.profile.text else ""
            text = f"General answer to: {request.turn.strip()}{style}"
        else:
            facts = "; ".join(f"{a.text} [{a.record_id}]" for a in request.admitted)
            text = f"{request.draft}\nUsing what you told me before: {facts}"
        return g.GenerateResponse(text=text, model_id=MODEL_ID)


async def start(host: str, port: int, latency_ms: float = 0.0):
    running = await start_server(host, port, "retold.v1.Generator", gg.add_GeneratorServicer_to_server,
                                 TemplateGenerator(latency_ms), serving=True)
    log.info("template generator listening on %s:%d", host, running.port)
    return running
