"""Bundle gating in the orchestrator, through real services."""

import json
from pathlib import Path

import grpc
import pytest

from retold import bundle
from retold.client import RetoldClient
from retold.config import OrchestratorConfig
from retold.errors import RetoldRpcError
from retold.v1 import store_pb2 as s
from tests.fixtures import NOW, load_people
from tests.helpers import StoreClient

ROOT = Path(__file__).resolve().parent.parent
BUNDLE = ROOT / "bundles/local-default.json"
PG_TURN = "Which Postgres version is our staging cluster on?"


async def client_for(st):
    store = StoreClient(st.targets["store"])
    await load_people(store)
    await store.close()
    return RetoldClient(st.targets["orchestrator"], st.targets["store"])


def altered_bundle(tmp_path, **changes) -> Path:
    doc = json.loads(BUNDLE.read_text())
    for dotted, value in changes.items():
        section, key = dotted.split("__")
        doc[section][key] = value
    path = tmp_path / "altered.json"
    path.write_text(json.dumps(doc))
    return path


def test_bundle_hash_is_canonical(tmp_path):
    manifest, sha = bundle.load(BUNDLE)
    reordered = tmp_path / "reordered.json"
    reordered.write_text(json.dumps(json.loads(BUNDLE.read_text()), indent=7, sort_keys=False)[::1])
    assert bundle.load(reordered)[1] == sha
    assert bundle.load(altered_bundle(tmp_path, limits__max_gaps=2))[1] != sha
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({**json.loads(BUNDLE.read_text()), "surprise": 1}))
    with pytest.raises(bundle.BundleError, match="surprise"):
        bundle.load(bad)


async def test_committed_bundle_matches_the_running_services(stack):
    manifest, _ = bundle.load(BUNDLE)
    ids = await bundle.gather_identities(stack.targets)
    assert bundle.compare(manifest, ids) == [], "run `make bundle` to re-freeze bundles/local-default.json"


async def test_verify_names_every_mismatch(stack, tmp_path):
    path = altered_bundle(tmp_path, planner__prompt_sha256="a" * 64, judge__implementation="other/9",
                          retrieval__config_sha256="b" * 64)
    manifest, _ = bundle.load(path)
    problems = bundle.compare(manifest, await bundle.gather_identities(stack.targets))
    assert len(problems) == 3
    assert any(p.startswith("planner.prompt_sha256") for p in problems)
    assert any(p.startswith("judge.implementation") for p in problems)
    assert any(p.startswith("retrieval.config_sha256") for p in problems)


async def test_uncertified_bundle_is_refused_then_serves_after_a_recorded_pass(make_stack):
    st = await make_stack(orch_cfg=OrchestratorConfig(bundle_path=BUNDLE, required_scenario_sets=("dev-v1",)))
    rc = await client_for(st)
    with pytest.raises(RetoldRpcError) as err:
        await rc.start_session("ines")
    assert err.value.code == grpc.StatusCode.FAILED_PRECONDITION
    assert "retold fitness" in err.value.details and "dev-v1" in err.value.details
    _, sha = bundle.load(BUNDLE)
    # A FAIL does not certify.
    await rc.store.RecordFitness(s.FitnessResult(bundle_sha256=sha, bundle_id="local-default", scenario_set="dev-v1",
                                                 scenario_sha256="c" * 64, verdict="FAIL", report_json="{}"))
    with pytest.raises(RetoldRpcError):
        await rc.start_session("ines")
    await rc.store.RecordFitness(s.FitnessResult(bundle_sha256=sha, bundle_id="local-default", scenario_set="dev-v1",
                                                 scenario_sha256="c" * 64, verdict="PASS", report_json="{}"))
    sid, _ = await rc.start_session("ines", as_of=NOW)
    tid, _ = await rc.begin_turn(sid, PG_TURN, as_of=NOW)
    res = await rc.submit_draft(tid, "A generic draft.")
    row = await rc.decision(res.decision_id)
    assert row.bundle_sha256 == sha and row.bundle_retrieval_verified
    await rc.close()


async def test_retrieval_hash_mismatch_is_refused(make_stack, tmp_path):
    path = altered_bundle(tmp_path, retrieval__config_sha256="d" * 64)
    st = await make_stack(orch_cfg=OrchestratorConfig(bundle_path=path, required_scenario_sets=()))
    rc = await client_for(st)
    with pytest.raises(RetoldRpcError) as err:
        await rc.start_session("ines")
    assert err.value.code == grpc.StatusCode.FAILED_PRECONDITION
    assert "retrieval.config_sha256" in err.value.details
    await rc.close()


async def test_declared_hash_with_no_retrieval_to_check(make_stack):
    st = await make_stack(skip=("retrieval",), orch_cfg=OrchestratorConfig(bundle_path=BUNDLE, required_scenario_sets=()))
    rc = await client_for(st)
    with pytest.raises(RetoldRpcError) as err:
        await rc.start_session("ines")
    assert err.value.code == grpc.StatusCode.FAILED_PRECONDITION
    await rc.close()
    shadow = await make_stack(skip=("retrieval",), orch_cfg=OrchestratorConfig(
        bundle_path=BUNDLE, required_scenario_sets=("dev-v1",), shadow=True))
    rc = await client_for(shadow)
    sid, _ = await rc.start_session("ines", as_of=NOW)
    tid, _ = await rc.begin_turn(sid, PG_TURN, as_of=NOW)
    res = await rc.submit_draft(tid, "A generic draft.")
    row = await rc.decision(res.decision_id)
    assert row.shadow and not row.bundle_retrieval_verified
    await rc.close()


async def test_shadow_decides_and_logs_but_never_injects(make_stack):
    st = await make_stack(orch_cfg=OrchestratorConfig(shadow=True))
    rc = await client_for(st)
    sid, _ = await rc.start_session("ines", as_of=NOW)
    tid, _ = await rc.begin_turn(sid, PG_TURN, as_of=NOW)
    res = await rc.submit_draft(tid, "A generic draft.")
    assert res.shadow and list(res.admitted) == [] and not rc.should_regenerate(res)
    row = await rc.decision(res.decision_id)
    assert row.shadow and list(row.admitted_record_ids) == ["ines-pg"]
    out = await rc.run_turn(sid, PG_TURN, as_of=NOW)
    assert out.answer == out.draft and list(out.result.admitted) == []
    await rc.close()
