"""The model-issued memory tools over gRPC: the relevance pipeline, never the
utility path."""

import asyncio
import json

import grpc
import pytest

from retold.cli import main as cli_main
from retold.client import MEMORY_TOOLS
from retold.config import OrchestratorConfig
from retold.errors import RetoldRpcError
from retold.v1 import common_pb2 as c
from retold.v1 import store_pb2 as s
from retold.v1 import tools_pb2 as tl
from tests.test_orchestrator_switches import CountingJudge, CountingPlanner
from tests.test_turns import PG_TURN, setup, turn

NAMES = ["memory_search", "memory_write", "memory_get", "memory_update", "memory_forget"]


async def test_tools_are_listed_as_json_schemas(stack, capsys):
    rc = await setup(stack)
    resp = await rc.tools.ListTools(tl.ListToolsRequest())
    assert [t.name for t in resp.tools] == NAMES
    for t in resp.tools:
        schema = json.loads(t.parameters_json)
        assert schema["type"] == "object" and schema["additionalProperties"] is False
        assert "principal_id" not in schema["properties"]  # the host names the principal, never the model
    assert await asyncio.to_thread(cli_main, ["tools", "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert [t["name"] for t in printed] == NAMES and printed == MEMORY_TOOLS
    assert await asyncio.to_thread(cli_main, ["tools", "--json", "--style", "anthropic"]) == 0
    assert all("input_schema" in t for t in json.loads(capsys.readouterr().out))
    await rc.close()


async def test_tool_calls_leave_the_utility_path_untouched(make_stack):
    planner, judge = CountingPlanner(), CountingJudge()
    st = await make_stack(planner_servicer=planner, judge_servicer=judge)
    rc = await setup(st)
    before = await turn(rc, "ines", PG_TURN)
    rows_before = len(await rc.decisions("ines"))
    calls_before = (len(planner.requests), len(judge.requests))

    found = await rc.call_tool("ines", "memory_search", {"query": "postgres version staging"}, session_id="s1")
    assert found["search_id"] and found["results"][0]["id"] == "ines-pg"
    assert all(r["id"].startswith("ines-") for r in found["results"])
    wrote = await rc.call_tool("ines", "memory_write", {"text": "The staging cluster has 64 GB of memory.",
                                                        "user_stated": True})
    new_id = wrote["record"]["id"]
    assert wrote["record"]["status"] == "confirmed"
    got = await rc.call_tool("ines", "memory_get", {"record_id": new_id})
    assert got["record"]["text"].startswith("The staging cluster has 64 GB")
    upd = await rc.call_tool("ines", "memory_update", {"record_id": new_id,
                                                       "text": "The staging cluster has 128 GB of memory."})
    assert upd["record"]["supersedes"] == new_id
    hits = await rc.call_tool("ines", "memory_search", {"query": "staging cluster memory GB", "k": 3})
    ids = [h["id"] for h in hits["results"]]
    assert upd["record"]["id"] in ids and new_id not in ids
    gone = await rc.call_tool("ines", "memory_forget", {"record_id": upd["record"]["id"], "reason": "user asked"})
    assert gone["forgotten"] == upd["record"]["id"]
    rec = await rc.call_tool("ines", "memory_get", {"record_id": upd["record"]["id"]})
    assert rec["record"]["lifecycle"] == "deleted" and rec["record"]["text"] == ""
    audit = await rc.store.Audit(s.AuditRequest(principal_id="ines", record_id=upd["record"]["id"]))
    assert any(e.actor == "model-tool" for e in audit.events)

    # Utility path untouched: no decision rows, no planner or judge calls, no sessions or turns.
    assert len(await rc.decisions("ines")) == rows_before
    assert (len(planner.requests), len(judge.requests)) == calls_before
    assert not st.orch_core.sessions and not st.orch_core.turns
    after = await turn(rc, "ines", PG_TURN)
    assert after.disposition == before.disposition == c.DISPOSITION_REGENERATED
    assert [r.id for r in after.admitted] == [r.id for r in before.admitted]
    await rc.close()


@pytest.mark.parametrize("name,args,field", [
    ("memory_recall", {}, "name"),
    ("memory_search", {}, "arguments.query"),
    ("memory_search", {"query": "   "}, "arguments.query"),
    ("memory_search", {"query": "x", "k": 50}, "arguments.k"),
    ("memory_search", {"query": "x", "principal_id": "omar"}, "arguments.principal_id"),
    ("memory_write", {"text": "x", "kind": "ambient"}, "arguments.kind"),
    ("memory_write", {"text": "x", "event_time": "yesterday"}, "arguments.event_time"),
    ("memory_write", {"text": "x" * 5000}, "arguments.text"),
    ("memory_update", {"record_id": "ines-pg"}, "arguments.text"),
    ("memory_search", "{not json", "arguments_json"),
])
async def test_bad_tool_calls_name_the_argument(stack, name, args, field):
    rc = await setup(stack)
    before = await rc.store.List(s.ListRequest(principal_id="ines", include_inactive=True))
    with pytest.raises(RetoldRpcError) as err:
        await rc.call_tool("ines", name, args)
    assert err.value.code == grpc.StatusCode.INVALID_ARGUMENT and err.value.details.startswith(field + ":")
    after = await rc.store.List(s.ListRequest(principal_id="ines", include_inactive=True))
    assert after == before  # nothing half-written
    await rc.close()


async def test_tools_are_scoped_to_the_principal(stack):
    rc = await setup(stack)
    with pytest.raises(RetoldRpcError) as err:
        await rc.call_tool("omar", "memory_get", {"record_id": "ines-pg"})
    assert err.value.code == grpc.StatusCode.NOT_FOUND
    with pytest.raises(RetoldRpcError) as err:
        await rc.call_tool("omar", "memory_forget", {"record_id": "ines-pg"})
    assert err.value.code == grpc.StatusCode.NOT_FOUND
    hits = await rc.call_tool("omar", "memory_search", {"query": "staging cluster postgres"})
    assert hits["results"] and all(h["id"].startswith("omar-") for h in hits["results"])
    with pytest.raises(grpc.aio.AioRpcError) as err:
        await rc.tools.MemorySearch(tl.MemorySearchRequest(principal_id="", query="x"))
    assert err.value.code() == grpc.StatusCode.INVALID_ARGUMENT and err.value.details().startswith("principal_id")
    await rc.close()


async def test_typed_tool_rpcs(stack):
    rc = await setup(stack)
    res = await rc.tools.MemorySearch(tl.MemorySearchRequest(principal_id="ines", query="who approves vacation"))
    assert res.results[0].record.id == "ines-mgr"
    with pytest.raises(grpc.aio.AioRpcError) as err:
        await rc.tools.MemorySearch(tl.MemorySearchRequest(principal_id="ines", query=""))
    assert err.value.code() == grpc.StatusCode.INVALID_ARGUMENT and err.value.details().startswith("query")
    rec = await rc.tools.MemoryWrite(tl.MemoryWriteRequest(principal_id="ines", text="Ines prefers tea.",
                                                           kind=c.RECORD_KIND_SEMANTIC))
    assert rec.activation == c.ACTIVATION_CONDITIONAL and rec.status == c.RECORD_STATUS_UNCONFIRMED
    await rc.close()


async def test_auto_trigger_mode_serves_no_tools(make_stack):
    st = await make_stack(orch_cfg=OrchestratorConfig(gap_enabled=False, trigger_mode="auto"))
    rc = await setup(st)
    with pytest.raises(RetoldRpcError) as err:
        await rc.call_tool("ines", "memory_search", {"query": "postgres"})
    assert err.value.code == grpc.StatusCode.FAILED_PRECONDITION and "trigger_mode" in err.value.details
    await rc.close()
