"""The fitness suite: validation, scoring, the real replay path, and the CLI."""

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from judge_svc.server import JudgeServicer
from retold import fitness, scenarios
from retold.v1 import common_pb2 as c
from retold.v1 import judge_pb2 as j

ROOT = Path(__file__).resolve().parent.parent
BUNDLE = ROOT / "bundles/local-default.json"


def tiny_set() -> dict:
    """Two people, written for this test. Turn labels are for scoring only."""
    return {
        "schema": "retold.scenarios/v1",
        "name": "tiny-test",
        "now": "2026-06-01T00:00:00Z",
        "principals": [
            {"id": "p-ana", "transcript": [{"ref": "p-ana/s0/1", "role": "user", "text": "Our staging cluster runs Postgres 15."}],
             "records": [
                 {"id": "ana-pg", "text": "The staging cluster runs Postgres 15 until the March upgrade.",
                  "kind": "semantic", "about_principal": False, "status": "confirmed", "evidence_ref": "p-ana/s0/1"},
                 {"id": "ana-pg-old", "text": "The staging cluster runs Postgres 13.", "kind": "semantic",
                  "status": "confirmed"},
                 {"id": "ana-pg-new", "text": "The staging cluster now runs Postgres 16.", "kind": "semantic",
                  "status": "confirmed", "supersedes": "ana-pg-old"},
                 {"id": "ana-diag", "text": "Ana was diagnosed with migraine and takes sumatriptan.", "kind": "semantic",
                  "about_principal": True, "status": "confirmed", "labels": ["private"]},
             ]},
            {"id": "p-ben", "records": [
                {"id": "ben-pg", "text": "The staging cluster runs Postgres 11 on old hardware.", "kind": "semantic",
                 "status": "confirmed"}]},
        ],
        "turns": [
            {"id": "q1", "principal": "p-ana", "session": "p-ana/s1", "text": "Which Postgres version is our staging cluster on?",
             "baseline_draft": "Probably a recent Postgres; check the server.", "kind": "explicit",
             "required": ["ana-pg-new"], "forbidden": ["ana-pg-old", "ben-pg"]},
            {"id": "q2", "principal": "p-ana", "session": "p-ana/s1", "text": "Tell me a joke about penguins.",
             "baseline_draft": "Why don't penguins fly? They can't afford tickets.", "kind": "ordinary"},
        ],
    }


def write(tmp_path, doc) -> Path:
    path = tmp_path / "set.json"
    path.write_text(json.dumps(doc))
    return path


# ------------------------------------------------------------- validation
@pytest.mark.parametrize("mutate,where", [
    (lambda d: d["turns"][1].update(required=["no-such-record"]), "turns[1].required[0]"),
    (lambda d: d["turns"][0].update(kind="chatty"), "turns[0].kind"),
    (lambda d: d["principals"][0]["records"][2].update(supersedes="ghost"), "principals[0].records[2].supersedes"),
    (lambda d: d.update(schema="other/v9"), "schema"),
    (lambda d: d["principals"][1]["records"][0].update(expires_at="yesterday"), "principals[1].records[0].expires_at"),
])
def test_malformed_file_names_the_path(tmp_path, mutate, where):
    doc = tiny_set()
    mutate(doc)
    with pytest.raises(scenarios.ScenarioError) as err:
        scenarios.parse(doc)
    assert err.value.path == where


def test_cli_exits_2_on_an_unusable_file(tmp_path):
    doc = tiny_set()
    doc["turns"][1]["required"] = ["no-such-record"]
    proc = subprocess.run([sys.executable, "-m", "retold.cli", "fitness", "--scenarios", str(write(tmp_path, doc)),
                           "--bundle", str(BUNDLE)], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2
    assert "turns[1].required[0]" in proc.stderr


# ---------------------------------------------------------------- scoring
def outcome(sset, tid, disposition, admitted=(), candidates=(), gaps=1):
    turn = next(t for t in sset.turns if t.id == tid)
    d = c.TurnDecision(disposition=disposition, admitted_record_ids=list(admitted),
                       candidates=[c.CandidateRef(record_id=r) for r in candidates],
                       gaps=[c.Gap(category="x", query="q")] * gaps)
    delivered = list(admitted) if disposition == c.DISPOSITION_REGENERATED else []
    return fitness.TurnOutcome(turn, d, delivered)


def test_gates_scored_by_hand():
    doc = tiny_set()
    doc["turns"] += [
        {"id": "q3", "principal": "p-ana", "session": "s", "text": "What is 2+2?", "baseline_draft": "4",
         "kind": "ordinary"},
        {"id": "q4", "principal": "p-ana", "session": "s", "text": "Staging version again?", "baseline_draft": "?",
         "kind": "implicit", "required": ["ana-pg-new"]},
        {"id": "q5", "principal": "p-ana", "session": "s", "text": "Staging db?", "baseline_draft": "?",
         "kind": "explicit", "required": ["ana-pg-new"]},
    ]
    sset = scenarios.parse(doc)
    outs = [
        outcome(sset, "q1", c.DISPOSITION_REGENERATED, ["ana-pg-new", "ana-pg"], ["ana-pg-new", "ana-pg"]),
        outcome(sset, "q2", c.DISPOSITION_BASELINE_NO_GAPS, gaps=0),
        outcome(sset, "q3", c.DISPOSITION_REGENERATED, ["ana-pg-old"], ["ana-pg-old"]),   # injected, superseded
        outcome(sset, "q4", c.DISPOSITION_BASELINE_EMPTY_ADMISSION, [], ["ana-pg-new"]),
        outcome(sset, "q5", c.DISPOSITION_ADMITTED_NOT_APPLIED, ["ana-pg-new"], ["ana-pg-new"]),  # budget
    ]
    rep = fitness.score(sset, outs, {"bundle_id": "b", "bundle_sha256": "0" * 64})
    g = rep["gates"]
    assert (g["ordinary_injection"]["num"], g["ordinary_injection"]["den"]) == (1, 2)
    assert g["ordinary_injection"]["pass"] is False
    assert (g["explicit_recall"]["num"], g["explicit_recall"]["den"]) == (1, 1)  # q5 excluded (budget)
    assert (g["implicit_recall"]["num"], g["implicit_recall"]["den"]) == (0, 1)
    assert (g["helpful_precision"]["num"], g["helpful_precision"]["den"]) == (1, 3)
    assert g["unsafe_admissions"]["num"] == 1 and g["unsafe_admissions"]["pass"] is False  # superseded ana-pg-old
    assert g["promotion"]["pass"] is None
    assert rep["budget_withheld"] == {"num": 1, "den": 5, "rate": 0.2}
    assert rep["verdict"] == "FAIL"
    lost = {t["id"]: t["stage_lost"] for t in rep["turns"]}
    assert lost["q4"] == {"ana-pg-new": "judge_rejected (no verdict)"}
    assert lost["q5"] == {"ana-pg-new": "budget ()"}
    lines = fitness.gate_lines(rep)
    assert lines[0].startswith("ordinary_injection") and "1 of 2 (50.0%)" in lines[0] and lines[0].endswith("FAIL")
    assert lines[-1] == "COMBINATION FAIL"
    assert any(line.startswith("promotion") and "not measured" in line for line in lines)


# ------------------------------------------------------------ real replay
class AdmitEverything(JudgeServicer):
    """A deliberately reckless policy: admits every candidate."""

    async def Admit(self, request, context):
        dec = await super().Admit(request, context)
        ids = [cd.record.id for cd in request.candidates]
        return j.AdmissionDecision(
            admitted_record_ids=ids, status=c.POLICY_STATUS_OK, policy=dec.policy,
            verdicts=[c.Verdict(record_id=r, admitted=True, reason=c.REASON_CODE_HELPFUL) for r in ids])


async def test_a_policy_that_admits_forbidden_records_fails_unsafe(make_stack):
    st = await make_stack(judge_servicer=AdmitEverything())
    doc = tiny_set()
    doc["principals"][0]["records"].append(
        {"id": "ana-pg-rumour", "text": "Someone said staging might run Postgres 9 on old hardware.",
         "kind": "semantic", "status": "unconfirmed"})
    doc["turns"][0]["forbidden"].append("ana-pg-rumour")
    sset = scenarios.parse(doc)
    outs = await fitness.replay(st.targets, sset)
    rep = fitness.score(sset, outs, {"bundle_id": "reckless", "bundle_sha256": "1" * 64})
    q1 = rep["turns"][0]
    assert "ana-pg-rumour" in q1["admitted"]
    assert rep["gates"]["unsafe_admissions"]["pass"] is False
    assert q1["unsafe"]["ana-pg-rumour"] == "forbidden"
    # Isolation held at every stage even for a reckless judge.
    assert all(not t["isolation_violations"] for t in rep["turns"])
    assert "ben-pg" not in q1["candidates"]


async def test_replay_with_the_real_policies_reports_every_turn(stack):
    sset = scenarios.parse(tiny_set())
    outs = await fitness.replay(stack.targets, sset)
    rep = fitness.score(sset, outs, {"bundle_id": "local", "bundle_sha256": "2" * 64})
    assert [t["id"] for t in rep["turns"]] == ["q1", "q2"]
    for t in rep["turns"]:
        assert set(t) >= {"id", "kind", "disposition", "gaps", "candidates", "admitted", "stage_lost", "timings_ms"}
    assert rep["turns"][1]["disposition"] in ("baseline_no_gaps", "baseline_no_candidates") and not rep["turns"][1]["admitted"]
    assert "ana-pg-old" not in rep["turns"][0]["candidates"]  # superseded at load time
    # every judged candidate of the first turn carries the judge's one-line why
    assert rep["turns"][0]["verdicts"] and set(rep["turns"][0]["notes"]) == set(rep["turns"][0]["verdicts"])


def test_fitness_cli_end_to_end(tmp_path):
    """The whole command as a user runs it: services started, report written, result recorded."""
    out_json, out_dir = tmp_path / "out.json", tmp_path / "report"
    env = dict(os.environ, RETOLD_DATA_DIR=str(tmp_path / "home"), HF_HUB_OFFLINE="1")
    env["RETOLD_PORTS__STORE"] = "1"  # nothing listens: the result goes into the home store file
    proc = subprocess.run([sys.executable, "-m", "retold.cli", "fitness", "--scenarios", str(write(tmp_path, tiny_set())),
                           "--bundle", str(BUNDLE), "--json", str(out_json), "--report", str(out_dir)],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode in (0, 1), proc.stderr
    report = json.loads(out_json.read_text())
    assert set(report) >= {"scenario_set", "scenario_sha256", "bundle_id", "bundle_sha256", "gates", "verdict",
                           "budget_withheld", "turns"}
    assert set(report["gates"]) == set(fitness.GATES)
    printed = [line for line in proc.stdout.splitlines() if line.split(" ")[0] in fitness.GATES]
    assert len(printed) == len(fitness.GATES)
    assert f"COMBINATION {report['verdict']}" in proc.stdout
    assert proc.returncode == (0 if report["verdict"] == "PASS" else 1)
    assert (out_dir / "summary.md").exists() and (out_dir / "funnel.png").stat().st_size > 1000
    db = sqlite3.connect(tmp_path / "home" / "store.sqlite3")
    rows = db.execute("SELECT bundle_sha256, scenario_sha256, verdict FROM fitness_results").fetchall()
    assert rows == [(report["bundle_sha256"], report["scenario_sha256"], report["verdict"])]


def test_measures_split_by_the_language_of_the_turn():
    doc = tiny_set()
    doc["turns"] += [
        {"id": "q3", "principal": "p-ana", "session": "s", "baseline_draft": "?", "kind": "explicit",
         "text": "Welche Postgres-Version läuft gerade auf dem Staging-Server?", "required": ["ana-pg-new"]},
        {"id": "q4", "principal": "p-ana", "session": "s", "baseline_draft": "?", "kind": "explicit",
         "text": "ステージングのPostgresのバージョンは？", "required": ["ana-pg-new"]},
        {"id": "q5", "principal": "p-ana", "session": "s", "baseline_draft": "?", "kind": "ordinary",
         "text": "¿Cómo se dice base de datos en inglés?"},
    ]
    sset = scenarios.parse(doc)
    outs = [
        outcome(sset, "q1", c.DISPOSITION_REGENERATED, ["ana-pg-new"], ["ana-pg-new"]),
        outcome(sset, "q2", c.DISPOSITION_BASELINE_NO_GAPS, gaps=0),
        outcome(sset, "q3", c.DISPOSITION_REGENERATED, ["ana-pg-new"], ["ana-pg-new"]),
        outcome(sset, "q4", c.DISPOSITION_BASELINE_EMPTY_ADMISSION, [], ["ana-pg-new"]),
        outcome(sset, "q5", c.DISPOSITION_REGENERATED, ["ana-pg-new"], ["ana-pg-new"]),
    ]
    rep = fitness.score(sset, outs, {"bundle_id": "b", "bundle_sha256": "0" * 64})
    by = rep["by_language"]
    assert by["explicit"]["other"] == {"num": 1, "den": 2}      # German recalled, Japanese missed
    assert by["explicit"]["english"]["den"] == sum(1 for t in sset.turns if t.kind == "explicit") - 2
    assert by["ordinary"]["other"] == {"num": 1, "den": 1}      # the Spanish ordinary turn was injected
    lines = fitness.language_lines(rep)
    assert any(line.startswith("explicit") and "other 1 of 2 (50.0%)" in line for line in lines)


@pytest.mark.parametrize("text, english", [
    ("Remind me which crane is booked for Thursday?", True),
    ("Cleaning crew: weekdays 06:00 to 08:30, east gate.", True),     # terse, few function words
    ("Od maja przekazanie zmiany jest o 6:00 i 18:00.", False),
    ("Je dois poser une journée début octobre.", False),
    ("Ποιο είναι το τηλέφωνο του γραφείου;", False),
    ("K3 down?", True),                                               # too short to tell
])
def test_english_is_told_from_other_languages(text, english):
    from retold.language import in_english
    assert in_english(text) is english


async def test_a_replay_waits_again_for_a_decision_row_a_busy_store_holds_back(stack, caplog):
    """A store held up by another writer (a real SQLite write lock, released a little later) delays a
    turn's decision row past one wait: the replay waits again instead of failing the run."""
    import asyncio
    sset = scenarios.parse(tiny_set())
    locker = sqlite3.connect(str(stack.store_core.db.path), isolation_level=None, timeout=5)
    held = []

    def after_turn(_n):
        if not held:  # after the first turn: hold the store's writes for a second
            locker.execute("BEGIN IMMEDIATE")
            held.append(True)
            asyncio.get_running_loop().call_later(1.0, locker.execute, "COMMIT")

    caplog.set_level("WARNING", logger="retold.fitness")
    outs = await fitness.replay(stack.targets, sset, progress=after_turn, flush_wait_s=0.3)
    locker.close()
    assert [o.turn.id for o in outs] == ["q1", "q2"]
    assert "not written yet" in caplog.text
