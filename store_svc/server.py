"""Store gRPC service: thin servicer over :class:`store_svc.core.StoreCore`."""

from __future__ import annotations

import argparse
import asyncio
import logging
from datetime import timezone

from retold import errors
from retold.config import RetoldSettings
from retold.hashing import sha256_json
from retold.server import Running, configure_logging, serve_until_signal, start_server
from retold.timeutil import as_of, dt_to_ts, parse_iso, to_iso
from retold.v1 import common_pb2 as c
from retold.v1 import store_pb2 as s
from retold.v1 import store_pb2_grpc as sg
from retold import embedding
from retold.v1 import activation_pb2_grpc as ag
from store_svc import activation, classifier
from store_svc.activation_server import ActivationServicer
from store_svc import convert as cv
from store_svc.core import INVENTORY_VERSION, PROFILE_VERSION, StoreCore
from store_svc.db import Database

log = logging.getLogger("retold.store")
# The activation classifier's embedding model (the default backend's MiniLM).
ACTIVATION_MODEL_ID = embedding.label()
IMPLEMENTATION = f"retold-store/1 (sqlite-wal, {PROFILE_VERSION})"


@errors.map_errors
class StoreServicer(sg.StoreServicer):
    def __init__(self, core: StoreCore, settings: RetoldSettings) -> None:
        self.core = core
        self.settings = settings
        self._identity = [
            c.ComponentIdentity(
                role="store", implementation=IMPLEMENTATION, prompt_version=INVENTORY_VERSION,
                config_sha256=sha256_json(settings.store.model_dump(mode="json")),
            ),
            c.ComponentIdentity(**classifier.IDENTITY),
            c.ComponentIdentity(**activation.identity(settings.activation, ACTIVATION_MODEL_ID)),
        ]

    async def Describe(self, request, context):
        return c.DescribeResponse(components=self._identity)

    async def PutPrincipal(self, request, context):
        created = await self.core.put_principal(request.principal_id, request.display_name)
        return s.PutPrincipalResponse(created=created)

    async def Remember(self, request, context):
        if not request.HasField("record"):
            raise errors.InvalidArgument("record", "is required")
        rec = cv.record_from_write(request.principal_id, request.record)
        out = await self.core.remember(rec, request.actor or "api")
        return cv.record_to_proto(out)

    async def Get(self, request, context):
        return cv.record_to_proto(await self.core.get(request.principal_id, request.record_id))

    async def List(self, request, context):
        if request.activation not in (0, *cv.ACTIVATION_TO_STR):
            raise errors.InvalidArgument("activation", f"unknown value {request.activation}")
        recs = await self.core.list(
            request.principal_id, request.include_inactive, cv.ACTIVATION_TO_STR.get(request.activation, "")
        )
        return s.ListResponse(records=[cv.record_to_proto(r) for r in recs])

    async def Forget(self, request, context):
        out = await self.core.forget(request.principal_id, request.record_id, request.reason,
                                     request.actor or "api")
        return cv.record_to_proto(out)

    async def Supersede(self, request, context):
        if not request.old_record_id:
            raise errors.InvalidArgument("old_record_id", "must not be empty")
        if not request.HasField("record"):
            raise errors.InvalidArgument("record", "is required")
        if request.record.supersedes and request.record.supersedes != request.old_record_id:
            raise errors.InvalidArgument("record.supersedes", "differs from old_record_id")
        rec = cv.record_from_write(request.principal_id, request.record)
        rec.supersedes = request.old_record_id
        out = await self.core.remember(rec, request.actor or "api")
        return cv.record_to_proto(out)

    async def AppendTranscript(self, request, context):
        turns = [cv.turn_from_proto(t) for t in request.turns]
        written = await self.core.append_transcript(request.principal_id, turns)
        return s.AppendTranscriptResponse(written=written)

    async def Inventory(self, request, context):
        entries = await self.core.inventory(request.principal_id, as_of(request))
        from retold.taxonomy import TAXONOMY_VERSION

        return s.InventoryResponse(
            entries=[c.InventoryEntry(category=cat, label=lab) for cat, lab in entries],
            taxonomy_version=TAXONOMY_VERSION,
        )

    async def AssembleProfile(self, request, context):
        p = await self.core.assemble_profile(request.principal_id, as_of(request), self.settings.profile.max_records,
                                             self.settings.profile.token_budget)
        return cv.profile_to_proto(p)

    async def ReadChanges(self, request, context):
        changes, head = await self.core.read_changes(request.after_seq, request.limit, request.wait_ms)
        ops = {"upsert": s.CHANGE_OP_UPSERT, "delete": s.CHANGE_OP_DELETE}
        out = []
        for seq, op, rec in changes:
            ch = s.Change(seq=seq, op=ops[op], record=cv.record_to_proto(rec))
            known = self.core.recent_vectors.get(rec.text) if op == "upsert" else None
            if known is not None:
                ch.embedding.extend(known[0].tolist())
                ch.embedding_model = known[1]
            out.append(ch)
        return s.ReadChangesResponse(changes=out, head_seq=head)

    async def Audit(self, request, context):
        if not request.record_id:
            raise errors.InvalidArgument("record_id", "must not be empty")
        events = await self.core.audit(request.principal_id, request.record_id)
        return s.AuditResponse(events=[cv.audit_to_proto(e) for e in events])

    async def LogDecision(self, request, context):
        did = await self.core.log_decision(
            request.id, request.principal_id, request.session_id,
            c.Disposition.Name(request.disposition), request.SerializeToString(),
        )
        return s.LogDecisionResponse(id=did)

    async def GetDecision(self, request, context):
        return c.TurnDecision.FromString(await self.core.get_decision(request.id))

    async def ListDecisions(self, request, context):
        bodies = await self.core.list_decisions(request.principal_id, request.session_id, request.limit)
        return s.ListDecisionsResponse(decisions=[c.TurnDecision.FromString(b) for b in bodies])


    async def RecordFitness(self, request, context):
        rid = await self.core.record_fitness(request.bundle_sha256, request.bundle_id, request.scenario_set,
                                             request.scenario_sha256, request.verdict, request.report_json)
        return s.RecordFitnessResponse(id=rid)

    async def ListFitness(self, request, context):
        rows = await self.core.list_fitness(request.bundle_sha256, request.limit)
        out = []
        for row in rows:
            msg = s.FitnessResult(bundle_sha256=row["bundle_sha256"], bundle_id=row["bundle_id"],
                                  scenario_set=row["scenario_set"], scenario_sha256=row["scenario_sha256"],
                                  verdict=row["verdict"], report_json=row["report_json"])
            msg.recorded_at.CopyFrom(dt_to_ts(parse_iso(row["recorded_at"])))
            out.append(msg)
        return s.ListFitnessResponse(results=out)

    async def LogSearches(self, request, context):
        rows = []
        for e in request.entries:
            at = to_iso(e.searched_at.ToDatetime(tzinfo=timezone.utc)) if e.HasField("searched_at") else ""
            rows.append((e.search_id, e.principal_id, at, e.SerializeToString()))
        return s.LogSearchesResponse(written=await self.core.log_searches(rows))

    async def GetSearch(self, request, context):
        return s.SearchLogEntry.FromString(await self.core.get_search(request.search_id, request.principal_id))


async def start(settings: RetoldSettings, port: int | None = None) -> tuple[Running, StoreCore]:
    """Opens the database and starts serving. Returns the running server and its core."""
    db = Database(settings.store_path, settings.store.sqlite_synchronous)
    core = StoreCore(db, settings.store)
    servicer = StoreServicer(core, settings)
    engine = activation.ActivationEngine(
        db, settings.activation, embedder_factory=lambda: embedding.get_embedder())
    core.after_write = lambda pid, ids, actor: engine.evaluate(pid, ids, actor=actor)
    core.activation = engine
    if settings.activation.enabled:
        await engine.warm()  # the classifier's model is loaded before the first write
    running = await start_server(
        settings.host, settings.ports.store if port is None else port,
        "retold.v1.Store", sg.add_StoreServicer_to_server, servicer, serving=True,
        extra=(("retold.v1.ActivationGate", ag.add_ActivationGateServicer_to_server, ActivationServicer(engine)),),
    )
    log.info("store listening on %s:%d (db %s)", settings.host, running.port, settings.store_path)
    return running, core


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Retold store service")
    parser.add_argument("--port", type=int, default=None)
    args = parser.parse_args(argv)
    settings = RetoldSettings()
    configure_logging(settings.log_level)

    async def run():
        running, core = await start(settings, args.port)
        try:
            await serve_until_signal(running)
        finally:
            core.db.close()

    asyncio.run(run())


if __name__ == "__main__":
    main()
