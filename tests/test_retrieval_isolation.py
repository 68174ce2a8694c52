"""Property: with many principals writing overlapping random records (and
forgetting and superseding some), no search result, search-log row or explanation
ever carries another principal's record, nor a record no longer active."""

import asyncio
import itertools
import re
import uuid

import grpc
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hs

from retold.v1 import retrieval_pb2 as r
from retold.v1 import retrieval_pb2_grpc as rg
from retold.v1 import store_pb2 as s
from tests.fixtures import NOW
from tests.helpers import StoreClient, rec
from tests.stack import start_stack

WORDS = ["postgres", "staging", "backup", "bucket", "manager", "vacation", "porto", "offsite", "release",
         "train", "tuesday", "wifi", "password", "deploy", "pipeline", "ramen", "lunch", "budget", "invoice",
         "python", "version", "dentist", "appointment", "flight", "berlin", "garden", "cat", "allergy"]

words = hs.lists(hs.sampled_from(WORDS), min_size=2, max_size=7).map(" ".join)
op = hs.tuples(hs.sampled_from(["write", "write", "write", "forget", "supersede"]), words,
               hs.integers(min_value=0, max_value=50))
principal_ops = hs.lists(op, min_size=1, max_size=8)
world = hs.fixed_dictionaries({
    "principals": hs.lists(principal_ops, min_size=4, max_size=8),
    "queries": hs.lists(words, min_size=1, max_size=3),
    "k": hs.integers(min_value=1, max_value=12),
})


async def play(env, data) -> None:
    store, stub, core = env
    run = uuid.uuid4().hex[:6]
    live: dict[str, dict[str, str]] = {}
    ids_of: dict[str, set[str]] = {}
    for n, ops in enumerate(data["principals"]):
        pid = f"p{run}x{n}"
        await store.principal(pid)
        live[pid], ids_of[pid] = {}, set()
        counter = itertools.count()
        for kind, text, pick in ops:
            if kind != "write" and live[pid]:
                target = sorted(live[pid])[pick % len(live[pid])]
                if kind == "forget":
                    await store.stub.Forget(s.ForgetRequest(principal_id=pid, record_id=target))
                    del live[pid][target]
                    continue
                rid = f"{pid}.r{next(counter)}"
                await store.stub.Supersede(s.SupersedeRequest(principal_id=pid, old_record_id=target,
                                                              record=rec(f"{text} (update)", rid)))
                del live[pid][target]
                live[pid][rid] = f"{text} (update)"
                ids_of[pid].add(rid)
                continue
            rid = f"{pid}.r{next(counter)}"
            await store.remember(pid, rec(text, rid))  # same texts across principals, on purpose
            live[pid][rid] = text
            ids_of[pid].add(rid)
    id_re = re.compile(rf"p{run}x\d+\.r\d+")
    searches = []
    for pid in live:
        req = r.SearchRequest(principal_id=pid, queries=data["queries"], k=data["k"])
        req.as_of.FromDatetime(NOW)
        res = await stub.Search(req)
        for cd in res.candidates:
            assert cd.record.principal_id == pid
            assert live[pid].get(cd.record.id) == cd.record.text  # its own, live, current text
            assert set(id_re.findall(cd.explanation)) <= ids_of[pid]
        searches.append((pid, res.search_id))
    assert await core.log_writer.flush()
    for pid, sid in searches:
        row = await store.stub.GetSearch(s.GetSearchRequest(search_id=sid, principal_id=pid))
        mentioned = set(row.returned_record_ids) | {x.record_id for x in row.excluded}
        for cd in row.candidates:
            mentioned.add(cd.record_id)
            mentioned |= set(id_re.findall(cd.explanation)) | set(id_re.findall(cd.reason))
        assert mentioned <= set(live[pid]), mentioned - set(live[pid])


def test_no_principal_ever_sees_another_principals_record(tmp_path):
    # Hypothesis drives a synchronous test, so the stack lives on a loop of its own.
    loop = asyncio.new_event_loop()

    async def setup():
        stack = await start_stack(tmp_path, skip=("planner", "judge"))
        return stack, StoreClient(stack.targets["store"]), grpc.aio.insecure_channel(stack.targets["retrieval"])

    stack, store, chan = loop.run_until_complete(setup())
    env = (store, rg.RetrievalStub(chan), stack.retrieval_core)

    @settings(max_examples=20, deadline=None, derandomize=True,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
    @given(data=world)
    def prop(data):
        loop.run_until_complete(play(env, data))

    try:
        prop()
    finally:
        loop.run_until_complete(chan.close())
        loop.run_until_complete(store.close())
        loop.run_until_complete(stack.stop())
        loop.run_until_complete(asyncio.gather(*asyncio.all_tasks(loop), return_exceptions=True))
        loop.close()
