"""The judge's learned admission layer: the shipped model, its decisions, the judge that runs it, and the
pipeline that fits it (real gRPC services, real store, retrieval and embedding model)."""

from __future__ import annotations

import copy
import json

import numpy as np
import pytest

import grpc

from judge_svc import stack
from judge_svc.server import JudgeServicer
from retold import fitness, scenarios, stack_train
from retold.v1 import common_pb2 as c
from retold.v1 import judge_pb2 as j
from retold.v1 import judge_pb2_grpc as jg
from tests.test_fitness import tiny_set


def seen(admitted: bool, reason: str, note: str) -> stack.Seen:
    return stack.Seen("The fire door on level 2 is alarmed after 19:00.", False, admitted, reason, note)


def test_the_shipped_model_reads_the_features_this_code_computes():
    model = stack.load()
    assert model is not None and list(model.names) == stack.feature_names()
    width = stack.design(np.zeros((1, len(stack.feature_names())))).shape[1]
    assert model.coef.shape == model.mean.shape == model.scale.shape == (width,)
    assert 0.0 < model.veto_below < model.admit_from < 1.0
    # what the layer was fitted on is recorded beside it, each split by the hash of its file
    raw = json.loads(stack.MODEL_PATH.read_text())
    assert len(raw["trained_on"]) >= 2 and all(len(t["sha256"]) == 64 for t in raw["trained_on"])


def test_a_model_fitted_on_other_features_is_refused(tmp_path):
    raw = json.loads(stack.MODEL_PATH.read_text())
    raw["features"] = raw["features"][:-1]
    path = tmp_path / "old.json"
    path.write_text(json.dumps(raw))
    with pytest.raises(ValueError, match="retrain"):
        stack.load(path)


def test_the_layer_withdraws_unlikely_admissions_and_adds_one_record_at_most():
    model = stack.load()
    cands = [
        seen(True, "helpful", "answers the turn directly (similarity 0.41, 1 anchor terms, support 0.52)"),
        seen(True, "helpful", "a constraint the task depends on (scheduling)"),
        seen(False, "insufficient", "does not change the answer (similarity 0.30)"),
        seen(False, "insufficient", "does not change the answer (similarity 0.28)"),
        seen(False, "potentially_harmful", "personal health detail the turn does not call for"),
        seen(True, "helpful", "answers the turn directly (similarity 0.62, 2 anchor terms, support 0.80)"),
        seen(False, "stale_or_conflicting", "not an active conditional record"),
        seen(False, "insufficient", "holds no number, which the question asks for"),
        seen(True, "jointly_helpful", "holds the role named (deputy head)"),
        seen(True, "helpful", "the turn runs into it: £1,650 is over the limit of £1,200"),
    ]
    probs = np.array([0.05, model.veto_below, 0.95, 0.90, 0.99, 0.50, 0.99, 0.99, 0.01, 0.01])
    out = stack.decide(model, probs, cands)
    assert [ok for ok, _ in out] == [False, True, True, False, False, True, False, False, True, True]
    assert "withdraws" in out[0][1] and "admits" in out[2][1]
    # the rules' verdict stands, unremarked: at the threshold, below the one likeliest, what the rules found
    # harmful, stale or in conflict, a rejection for a reason read in the words, and an admission by a
    # concrete reading (who holds a role, an amount over a limit), however unlikely the layer finds it
    assert all(out[i][1] == "" for i in (1, 3, 4, 5, 6, 7, 8, 9))


def test_an_absence_admitted_through_a_withdrawn_record_goes_with_it():
    model = stack.load()
    rule = stack.Seen("Reticle orders over 150 000 SEK need approval from Björn Ek.", False, True, "helpful",
                      "answers the turn directly (similarity 0.34, 2 anchor terms, support 0.50)", "rule")
    leave = stack.Seen("Björn Ek is on parental leave from 7 Dec to 8 Jan.", False, True, "helpful",
                       "the turn runs into it: day 7/12 falls in 7/12-8/1 (through rule)", "leave")
    other = stack.Seen("Sanna Lind is away 7-9 Dec.", False, True, "helpful",
                       "the turn runs into it: day 7/12 falls in 7/12-9/12 (through rule, kept)", "other")
    out = stack.decide(model, np.array([0.05, 0.9, 0.9]), [rule, leave, other])
    assert [ok for ok, _ in out] == [False, False, True]
    assert "through rule" in out[1][1] and "withdrew" in out[1][1]
    # with the record it came through kept, the absence stands
    out = stack.decide(model, np.array([0.9, 0.9, 0.9]), [rule, leave, other])
    assert [ok for ok, _ in out] == [True, True, True] and out[1][1] == ""


async def test_the_judge_names_the_layer_in_its_identity(make_stack):
    layered = await make_stack(skip=("retrieval",))
    plain = await make_stack(skip=("retrieval",), judge_servicer=JudgeServicer(layered=False))
    ids = []
    for st in (layered, plain):
        async with grpc.aio.insecure_channel(st.targets["judge"]) as ch:
            ids.append((await jg.JudgeStub(ch).Describe(c.DescribeRequest(), timeout=10)).components[0])
    assert ids[0].implementation + "+rules-only" == ids[1].implementation
    assert ids[0].prompt_sha256 != ids[1].prompt_sha256


def second_set() -> dict:
    """Another small split in the same format, written for this test: a freezer's limit and a task that
    runs into it."""
    return {
        "schema": "retold.scenarios/v1", "name": "tiny-test-2", "now": "2026-06-01T00:00:00Z",
        "principals": [{"id": "p-oli", "records": [
            {"id": "oli-freezer", "text": "The sample freezer in room 4 holds at most 40 racks and is full until July.",
             "kind": "semantic", "status": "confirmed"},
            {"id": "oli-bike", "text": "Oli cycles to the lab on a blue Brompton.", "kind": "semantic",
             "about_principal": True, "status": "confirmed"},
        ]}],
        "turns": [
            {"id": "r1", "principal": "p-oli", "session": "p-oli/s1", "text": "How many racks can our room 4 freezer take again?",
             "baseline_draft": "Upright lab freezers usually take 20 to 30 racks.", "kind": "explicit",
             "required": ["oli-freezer"], "forbidden": []},
            {"id": "r2", "principal": "p-oli", "session": "p-oli/s1", "text": "What's a good way to fix a squeaky bike chain?",
             "baseline_draft": "Clean it, then oil each link lightly.", "kind": "ordinary"},
        ],
    }


async def test_training_replays_each_split_and_reports_it_left_out(make_stack, tmp_path):
    from judge_svc.policy import _encode

    sets = {}
    for doc in (tiny_set(), second_set()):
        st = await make_stack(judge_servicer=JudgeServicer(layered=False))  # the rules alone, as training needs
        sset = scenarios.parse(copy.deepcopy(doc))
        sets[sset.name] = (sset, await fitness.replay(st.targets, sset))
    from retold.embedding import get_embedder

    embedder = get_embedder()
    data = {n: stack_train.rows_of(s, outs, lambda t: _encode(embedder, t)) for n, (s, outs) in sets.items()}
    # every candidate the judge saw is a row, labelled by the split
    first = data["tiny-test"][0]
    assert first["ids"] and first["x"].shape == (len(first["ids"]), len(stack.feature_names()))
    assert first["y"][first["ids"].index("ana-pg-new")] == 1.0
    model, cv = stack_train.train(data, stack_train.VETO_BELOW, stack_train.ADMIT_FROM)
    assert set(cv["left_out"]) == {"tiny-test", "tiny-test-2"}
    for report in cv["left_out"].values():
        assert report["rules"]["explicit_n"] == report["layer"]["explicit_n"] == 1
    # the written model loads and scores rows of this code's features
    path = tmp_path / "model.json"
    path.write_text(json.dumps({**model, "trained_on": []}))
    loaded = stack.load(path)
    probs = loaded.probabilities(first["x"])
    assert probs.shape == (len(first["ids"]),) and ((probs > 0) & (probs < 1)).all()


def candidate(rid: str, text: str, about: bool = False) -> c.Candidate:
    return c.Candidate(record=c.Record(id=rid, principal_id="p-mo", text=text, about_principal=about,
                                       lifecycle=c.LIFECYCLE_ACTIVE, activation=c.ACTIVATION_CONDITIONAL))


async def test_the_judge_applies_the_layer_after_the_rules_over_grpc(make_stack):
    """The shipped weights with thresholds that make the layer act on everything it may: every admission
    by wording is withdrawn, the likeliest open candidate is admitted, and a record the rules found harmful
    stays out. The rules-only judge on the same request shows what the layer changed."""
    import dataclasses

    eager = dataclasses.replace(stack.load(), veto_below=1.01, admit_from=0.0, sha256="eager")
    layered = await make_stack(skip=("retrieval",), judge_servicer=JudgeServicer(model=eager))
    plain = await make_stack(skip=("retrieval",), judge_servicer=JudgeServicer(layered=False))
    req = j.AdmitRequest(
        turn="What's the pressure setpoint on homogeniser H3 these days?",
        draft="Dairy homogenisers usually run between 150 and 250 bar.",
        gaps=[c.Gap(category="general", query="homogeniser H3 pressure setpoint")],
        candidates=[candidate("h3", "Homogeniser H3 runs at 180 bar and 65 °C since the October retrofit."),
                    candidate("cip", "CIP on every line starts at 22:00."),
                    candidate("van", "The delivery van is booked for an MOT on 3 March."),
                    candidate("mo-health", "Mo is recovering from knee surgery and on painkillers.", about=True)])
    out = {}
    for name, st in (("layered", layered), ("plain", plain)):
        async with grpc.aio.insecure_channel(st.targets["judge"]) as ch:
            out[name] = await jg.JudgeStub(ch).Admit(req, timeout=30)
    rules = {v.record_id: v for v in out["plain"].verdicts}
    final = {v.record_id: v for v in out["layered"].verdicts}
    assert rules["h3"].admitted and rules["h3"].note.startswith("answers the turn directly")
    assert not final["h3"].admitted and "withdraws" in final["h3"].note
    added = [rid for rid in ("cip", "van") if final[rid].admitted]
    assert len(added) == 1 and "learned layer admits" in final[added[0]].note
    assert final[added[0]].reason == c.REASON_CODE_HELPFUL
    assert rules["mo-health"].reason == final["mo-health"].reason == c.REASON_CODE_POTENTIALLY_HARMFUL
    assert not final["mo-health"].admitted
    assert list(out["layered"].admitted_record_ids) == added
    # the follow-up hop reads the rules' verdicts whatever the layer did
    assert list(out["layered"].follow_up_queries) == list(out["plain"].follow_up_queries)


async def test_a_split_whose_services_cannot_bind_a_port_is_started_again_on_others(tmp_path, monkeypatch):
    """The training replay brings services up as processes on ports found free; a port taken by another
    process before a service binds it (held here by a real listening socket) makes it start again on
    other ports instead of failing the fit."""
    import socket

    from retold import launcher

    held = socket.socket()
    held.bind(("127.0.0.1", 0))
    held.listen()
    taken, real, calls = held.getsockname()[1], launcher.free_port, []

    def first_one_taken(host: str = "127.0.0.1") -> int:
        calls.append(host)
        return taken if len(calls) == 1 else real(host)

    monkeypatch.setattr(launcher, "free_port", first_one_taken)
    path = tmp_path / "second.json"
    path.write_text(json.dumps(second_set()))
    try:
        out = await stack_train._replay_all([path])
    finally:
        held.close()
    (sset, outs), = out.values()
    assert len(outs) == len(sset.turns) and len(calls) == 2 * len(launcher.ROLES)
