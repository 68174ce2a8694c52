"""Hybrid retrieval over real FAISS, BM25 and the real embedding model."""

import grpc
import pytest

from retold.v1 import common_pb2 as c
from retold.v1 import retrieval_pb2 as r
from retold.v1 import retrieval_pb2_grpc as rg
from retold.v1 import store_pb2 as s
from tests.fixtures import NOW, load_people
from tests.helpers import StoreClient, rec


@pytest.fixture
async def env(make_stack):
    st = await make_stack(skip=("planner", "judge"))
    store = StoreClient(st.targets["store"])
    await load_people(store)
    ch = grpc.aio.insecure_channel(st.targets["retrieval"])
    yield st, store, rg.RetrievalStub(ch)
    await ch.close()
    await store.close()


def search_req(pid, *queries, k=8):
    req = r.SearchRequest(principal_id=pid, queries=list(queries), k=k)
    req.as_of.FromDatetime(NOW)
    return req


async def test_finds_the_record_with_both_channels_and_explains(env):
    _, _, stub = env
    res = await stub.Search(search_req("ines", "which postgres version runs on staging"))
    top = res.candidates[0]
    assert top.record.id == "ines-pg"
    assert top.dense_rank == 1 and top.lexical_rank == 1 and top.fused_rank == 1
    assert top.dense_score > 0.4 and top.lexical_score > 0
    assert "dense" in top.explanation and "lexical" in top.explanation and "fused rank 1" in top.explanation
    assert res.search_id and res.timing.stage == "retrieval"


async def test_only_active_unexpired_unconflicted_records_of_the_principal(env):
    _, _, stub = env
    res = await stub.Search(search_req("ines", "wifi password", "team offsite Porto", "release train day",
                                       "staging postgres", k=50))
    ids = {cd.record.id for cd in res.candidates}
    assert "ines-wifi" in ids
    assert "ines-wifi-old" not in ids  # superseded
    assert "ines-offsite" not in ids  # expired at the request's time
    assert not ids & {"ines-train-a", "ines-train-b"}  # unresolved conflict
    assert all(cd.record.principal_id == "ines" for cd in res.candidates)
    assert "omar-pg" not in ids


async def test_expiry_follows_the_request_time(env):
    _, _, stub = env
    req = search_req("ines", "team offsite Porto")
    req.as_of.FromDatetime(NOW.replace(month=5, day=1))
    res = await stub.Search(req)
    assert "ines-offsite" in {cd.record.id for cd in res.candidates}


async def test_forget_and_supersede_take_effect_on_the_next_search(env):
    _, store, stub = env
    await store.stub.Forget(s.ForgetRequest(principal_id="ines", record_id="ines-backup"))
    res = await stub.Search(search_req("ines", "nightly backup bucket"))
    assert "ines-backup" not in {cd.record.id for cd in res.candidates}
    await store.stub.Supersede(s.SupersedeRequest(
        principal_id="ines", old_record_id="ines-pg",
        record=rec("The staging cluster moved to Postgres 16.", "ines-pg16")))
    res = await stub.Search(search_req("ines", "postgres version on staging"))
    ids = [cd.record.id for cd in res.candidates]
    assert ids[0] == "ines-pg16" and "ines-pg" not in ids


async def test_dense_only_candidates_need_the_floor(env):
    _, _, stub = env
    res = await stub.Search(search_req("ines", "zebra migration patterns in the serengeti"))
    for cd in res.candidates:
        assert cd.lexical_rank > 0 or cd.dense_score >= 0.30


@pytest.mark.parametrize("req,field", [
    (r.SearchRequest(principal_id="", queries=["x"]), "principal_id"),
    (r.SearchRequest(principal_id="ines", queries=[]), "queries"),
    (r.SearchRequest(principal_id="ines", queries=["ok", "  "]), "queries[1]"),
    (r.SearchRequest(principal_id="ines", queries=["x"], k=51), "k"),
])
async def test_bad_search_input(env, req, field):
    _, _, stub = env
    with pytest.raises(grpc.aio.AioRpcError) as err:
        await stub.Search(req)
    assert err.value.code() == grpc.StatusCode.INVALID_ARGUMENT
    assert err.value.details().startswith(field)


async def test_unknown_principal_gets_nothing(env):
    _, _, stub = env
    res = await stub.Search(search_req("nobody-here", "postgres staging"))
    assert list(res.candidates) == []


async def test_ambient_records_are_not_retrieved(env):
    """Only conditional records come back; the index checks activation from the feed."""
    from retrieval_svc.index import PrincipalIndex

    ambient = c.Record(id="x", principal_id="p", text="t", lifecycle=c.LIFECYCLE_ACTIVE,
                       activation=c.ACTIVATION_AMBIENT)
    assert not PrincipalIndex.searchable(ambient)
