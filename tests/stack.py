"""In-process Retold stack for tests: real gRPC servers on port 0, real SQLite,
real FAISS/BM25 and the real embedding model."""

from __future__ import annotations

import asyncio
import contextlib
from dataclasses import dataclass, field
from pathlib import Path

import grpc
from grpc_health.v1 import health_pb2, health_pb2_grpc

from retold.config import OrchestratorConfig, RetoldSettings
from retold import generator as gen
from retold.v1 import retrieval_pb2_grpc as rg
from judge_svc import server as judge_server
from orchestrator_svc import server as orch_server
from planner_svc import server as planner_server
from retrieval_svc import server as retrieval_server
from store_svc import server as store_server


@dataclass
class Stack:
    settings: RetoldSettings
    targets: dict[str, str]
    running: dict = field(default_factory=dict)
    extras: list = field(default_factory=list)
    store_core: object = None
    retrieval_core: object = None
    orch_core: object = None

    stopped: bool = False

    async def stop(self) -> None:
        if self.stopped:
            return
        self.stopped = True
        for task in self.extras:
            if isinstance(task, asyncio.Task):
                task.cancel()
        for role in ("orchestrator", "judge", "planner", "retrieval", "generator", "store"):
            rs = self.running.get(role)
            if rs is not None:
                await rs.server.stop(0)
            if role == "orchestrator" and self.orch_core is not None:
                await self.orch_core.close(drain_timeout=2.0)  # as the process does on SIGTERM
        for ch in self.extras:
            if isinstance(ch, grpc.aio.Channel):
                await ch.close()
        if self.retrieval_core and self.retrieval_core._follow_task:
            self.retrieval_core._follow_task.cancel()
        if self.store_core is not None:
            self.store_core.db.close()


async def wait_serving(target: str, timeout: float = 60.0) -> None:
    """Waits on grpc.health.v1 until SERVING (no sleeps on readiness)."""
    async with grpc.aio.insecure_channel(target) as ch:
        stub = health_pb2_grpc.HealthStub(ch)
        async for resp in stub.Watch(health_pb2.HealthCheckRequest(service=""), timeout=timeout):
            if resp.status == health_pb2.HealthCheckResponse.SERVING:
                return


@contextlib.asynccontextmanager
async def retrieval_server_at(settings: RetoldSettings, store_target: str):
    """A retrieval server over the given store and data dir, serving, stopped (and persisted) on exit.
    Yields (core, stub, target)."""
    running, core, ch, ready = await retrieval_server.start(settings, port=0, store_target=store_target)
    target = f"127.0.0.1:{running.port}"
    await wait_serving(target)
    chan = grpc.aio.insecure_channel(target)
    try:
        yield core, rg.RetrievalStub(chan), target
    finally:
        await chan.close()
        await running.server.stop(0)
        ready.cancel()
        await core.close()
        await ch.close()


async def start_stack(tmp: Path, orch_cfg: OrchestratorConfig | None = None, planner_servicer=None,
                      judge_servicer=None, generator_latency_ms: float = 0.0, skip: tuple[str, ...] = ()) -> Stack:
    settings = RetoldSettings(data_dir=tmp, store_db=tmp / "store.sqlite3")
    st = Stack(settings, {})
    running, st.store_core = await store_server.start(settings, port=0)
    st.running["store"] = running
    st.targets["store"] = f"127.0.0.1:{running.port}"
    if "retrieval" not in skip:
        running, st.retrieval_core, ch, ready = await retrieval_server.start(settings, port=0,
                                                                            store_target=st.targets["store"])
        st.running["retrieval"] = running
        st.extras += [ch, ready]
        st.targets["retrieval"] = f"127.0.0.1:{running.port}"
        await wait_serving(st.targets["retrieval"])
    else:
        st.targets["retrieval"] = "127.0.0.1:1"
    for role, mod, servicer in (("planner", planner_server, planner_servicer),
                                ("judge", judge_server, judge_servicer)):
        if role in skip:
            st.targets[role] = "127.0.0.1:1"  # nothing listens there: the role is down
            continue
        running = await mod.start(settings, port=0, servicer=servicer)
        st.running[role] = running
        st.targets[role] = f"127.0.0.1:{running.port}"
    running = await gen.start("127.0.0.1", 0, generator_latency_ms)
    st.running["generator"] = running
    st.targets["generator"] = f"127.0.0.1:{running.port}"
    running, st.orch_core, chans = await orch_server.start(settings, port=0, targets=st.targets, cfg=orch_cfg)
    st.running["orchestrator"] = running
    st.extras += list(chans.values())
    st.targets["orchestrator"] = f"127.0.0.1:{running.port}"
    return st
