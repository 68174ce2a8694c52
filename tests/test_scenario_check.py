"""`retold scenarios check --blind` as a writer of blind splits runs it, on splits built here."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def blind_split() -> dict:
    """A split of the blind shape: five people, 14 records each, 40 turns (14 ordinary, 14 explicit, 12 implicit)."""
    principals, turns = [], []
    for n in range(5):
        pid = f"p-{n}"
        transcript = [{"ref": f"{pid}/s0/1", "role": "user", "text": "Always answer me in short bullet points."},
                      {"ref": f"{pid}/s0/2", "role": "assistant", "text": "Will do."}]
        records = [{"id": f"{pid}-pref", "text": "Answers in short bullet points.", "kind": "semantic",
                    "attribute": "response_style", "about_principal": True, "evidence_ref": f"{pid}/s0/1",
                    "evidence_quote": None, "status": "confirmed", "event_time": "2031-02-01T09:00:00Z",
                    "expires_at": None, "supersedes": None, "conflicts_with": [], "labels": []}]
        records += [dict(records[0], id=f"{pid}-fact{k}", text=f"Bay {k} at depot {n} holds {k + 2} vans.",
                         attribute="capacity", about_principal=False, evidence_ref=None) for k in range(13)]
        principals.append({"id": pid, "about": "a depot lead", "transcript": transcript, "records": records,
                           "promotion_expectations": [{"record": f"{pid}-pref", "expected": "promote"},
                                                      {"record": f"{pid}-fact0", "expected": "conditional"},
                                                      {"record": f"{pid}-fact1", "expected": "conditional"}]})
    kinds = ["ordinary"] * 14 + ["explicit"] * 14 + ["implicit"] * 12
    for i, kind in enumerate(kinds):
        pid = f"p-{i % 5}"
        turns.append({"id": f"t{i + 1:02d}", "principal": pid, "session": f"{pid}/s1", "text": f"Question {i}?",
                      "public_context": None, "baseline_draft": "A general answer.", "kind": kind, "tags": [],
                      "required": [] if kind == "ordinary" else [f"{pid}-fact{i % 13}"], "helpful": [],
                      "forbidden": []})
    return {"schema": "retold.scenarios/v1", "name": "blind-test", "description": "built by the test",
            "now": "2031-03-01T08:00:00Z", "principals": principals, "turns": turns}


def check(tmp_path, doc, *flags):
    path = tmp_path / "split.json"
    path.write_text(json.dumps(doc))
    return subprocess.run([sys.executable, "-m", "retold.cli", "scenarios", "check", *flags, str(path)],
                          cwd=ROOT, capture_output=True, text=True, timeout=60)


def test_a_split_of_the_blind_shape_passes(tmp_path):
    proc = check(tmp_path, blind_split(), "--blind")
    assert proc.returncode == 0, proc.stdout
    assert proc.stdout.startswith("OK ") and "14 ordinary, 14 explicit, 12 implicit" in proc.stdout


def test_each_departure_from_the_shape_is_named(tmp_path):
    doc = blind_split()
    doc["turns"][0]["kind"] = "explicit"  # 13 ordinary, 15 explicit; an explicit turn with nothing required
    doc["principals"][1]["records"][0]["status"] = "unconfirmed"  # a promotion the user never confirmed
    doc["turns"][20]["helpful"] = ["p-3-fact2"]  # another principal's record
    del doc["now"]
    proc = check(tmp_path, doc, "--blind")
    assert proc.returncode == 1
    out = proc.stdout
    assert "turns: " in out and "t01: an explicit turn must have a required record" in out
    assert "p-1-pref: expected to promote" in out
    assert "t21.helpful: p-3-fact2 belongs to p-3" in out
    assert "now: missing" in out


def test_a_schema_error_names_its_field_and_the_shape_check_is_only_asked_for(tmp_path):
    doc = blind_split()
    broken = copy.deepcopy(doc)
    broken["turns"][3]["required"] = ["no-such-record"]
    proc = check(tmp_path, broken)
    assert proc.returncode == 1 and "turns[3].required[0]" in proc.stdout
    doc["principals"] = doc["principals"][:4]
    doc["turns"] = [t for t in doc["turns"] if t["principal"] != "p-4"]
    assert check(tmp_path, doc).returncode == 0
    assert check(tmp_path, doc, "--blind").returncode == 1
