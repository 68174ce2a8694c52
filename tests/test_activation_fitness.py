"""The fitness suite's promotion and ambient_recall gates, scored by hand."""

from retold import fitness
from retold import scenarios as sc

DOC = {
    "schema": "retold.scenarios/v1", "name": "act-mini", "now": "2026-01-01T00:00:00Z",
    "principals": [{
        "id": "p-z", "transcript": [],
        "records": [{"id": r, "text": f"text {r}", "kind": "semantic", "about_principal": True,
                     "status": "confirmed"} for r in ("a", "b", "c")],
        "promotion_expectations": [{"record": "a", "expected": "promote"},
                                   {"record": "b", "expected": "review"},
                                   {"record": "c", "expected": "conditional"}],
    }],
    "turns": [],
}


def _score(got: dict, in_profile: bool = True) -> dict:
    sset = sc.parse(DOC)
    rows = [{"principal": "p-z", "record": r, "expected": e, "got": got[r], "reason": "", "ok": got[r] == e,
             "unsafe": got[r] == "promote" and e != "promote"} for r, e in sset.principals[0].promotion_expectations]
    recall = [{"principal": "p-z", "record": r, "in_profile": in_profile} for r in got if got[r] == "promote"]
    return fitness.score(sset, [], {"bundle_id": "b", "bundle_sha256": "0" * 64},
                         {"expectations": rows, "recall": recall})


def test_all_expectations_met_pass_both_gates():
    report = _score({"a": "promote", "b": "review", "c": "conditional"})
    assert report["gates"]["promotion"]["pass"] and report["gates"]["promotion"]["unsafe_promotions"] == 0
    assert report["gates"]["ambient_recall"]["pass"] and report["gates"]["ambient_recall"]["den"] == 1
    assert any(line.startswith("promotion") and "3 of 3" in line and "0 unsafe" in line
               for line in fitness.gate_lines(report))


def test_an_unsafe_promotion_or_a_missing_profile_entry_fails():
    report = _score({"a": "promote", "b": "promote", "c": "conditional"})
    assert report["gates"]["promotion"]["pass"] is False and report["gates"]["promotion"]["unsafe_promotions"] == 1
    assert any("UNSAFE promotion b" in m for m in fitness.miss_lines(report))
    missed = _score({"a": "conditional", "b": "review", "c": "conditional"})
    assert missed["gates"]["promotion"]["pass"] is False
    absent = _score({"a": "promote", "b": "review", "c": "conditional"}, in_profile=False)
    assert absent["gates"]["ambient_recall"]["pass"] is False and absent["verdict"] == "FAIL"


async def test_a_wish_expired_by_the_replay_time_is_not_counted_as_promoted(make_stack):
    """The gate runs on every write at the store's clock; the replay runs it again as of the
    scenario's time, so a standing wish that has expired by then is demoted, as in production."""
    doc = {
        "schema": "retold.scenarios/v1", "name": "act-expiry", "now": "2041-03-01T00:00:00Z",
        "principals": [{
            "id": "p-y",
            "transcript": [{"ref": "p-y/s0/1", "role": "user", "text": "Always answer me in Spanish."},
                           {"ref": "p-y/s0/2", "role": "user", "text": "Always answer me in short bullet points."}],
            "records": [
                {"id": "old", "text": "Answer in Spanish by default.", "kind": "semantic",
                 "about_principal": True, "status": "confirmed", "evidence_ref": "p-y/s0/1",
                 "event_time": "2041-01-02T00:00:00Z", "expires_at": "2041-02-01T00:00:00Z"},
                {"id": "live", "text": "Answer in short bullet points by default.", "kind": "semantic",
                 "about_principal": True, "status": "confirmed", "evidence_ref": "p-y/s0/2",
                 "event_time": "2041-01-02T00:00:00Z"},
            ],
            "promotion_expectations": [{"record": "old", "expected": "conditional"},
                                       {"record": "live", "expected": "promote"}],
        }],
        "turns": [],
    }
    st = await make_stack()
    sset = sc.parse(doc)
    await fitness.replay(st.targets, sset)
    act = await fitness.measure_activation(st.targets, sset)
    got = {r["record"]: r["got"] for r in act["expectations"]}
    assert got == {"old": "conditional", "live": "promote"}
    assert [r["record"] for r in act["recall"]] == ["live"] and act["recall"][0]["in_profile"]
