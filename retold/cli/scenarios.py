"""`retold scenarios check`: validates scenario files, and with ``--blind`` the shape every blind split
is written to (docs/blind-splits.md), so that series written apart stay comparable."""

from __future__ import annotations

import collections
import json

from retold.scenarios import ScenarioError, load

BLIND_TURNS = {"ordinary": 14, "explicit": 14, "implicit": 12}
BLIND_PRINCIPALS = 5
BLIND_RECORDS = (12, 16)  # records per principal, inclusive
BLIND_MIN_EXPECTATIONS = 14


def blind_problems(doc: dict) -> list[str]:
    """What keeps an already schema-valid scenario document from being a blind split of the usual shape."""
    problems = []
    kinds = collections.Counter(t["kind"] for t in doc["turns"])
    if dict(kinds) != BLIND_TURNS:
        problems.append(f"turns: {dict(kinds)}, want {BLIND_TURNS}")
    if len(doc["principals"]) != BLIND_PRINCIPALS:
        problems.append(f"principals: {len(doc['principals'])}, want {BLIND_PRINCIPALS}")
    owner, records = {}, {}
    expectations = 0
    for p in doc["principals"]:
        turns = {t["ref"]: t for t in p["transcript"]}
        lo, hi = BLIND_RECORDS
        if not lo <= len(p["records"]) <= hi:
            problems.append(f"{p['id']}: {len(p['records'])} records, want {lo} to {hi}")
        for r in p["records"]:
            owner[r["id"]], records[r["id"]] = p["id"], r
            if r.get("evidence_ref") and r["evidence_ref"] not in turns:
                problems.append(f"{r['id']}.evidence_ref: {r['evidence_ref']} is not in {p['id']}'s transcript")
        for e in p.get("promotion_expectations", []):
            expectations += 1
            r = records[e["record"]]
            said = turns.get(r.get("evidence_ref") or "")
            if e["expected"] == "promote" and (not said or said["role"] != "user" or r["status"] != "confirmed"
                                               or not r["about_principal"]):
                problems.append(f"{r['id']}: expected to promote, but not a confirmed record about the user "
                                "said in the user's own turn")
    if expectations < BLIND_MIN_EXPECTATIONS:
        problems.append(f"promotion_expectations: {expectations}, want at least {BLIND_MIN_EXPECTATIONS}")
    for t in doc["turns"]:
        for key in ("required", "helpful"):
            for rid in t[key]:
                if owner[rid] != t["principal"]:
                    problems.append(f"{t['id']}.{key}: {rid} belongs to {owner[rid]}")
        if (t["kind"] == "ordinary") == bool(t["required"]):
            problems.append(f"{t['id']}: an {t['kind']} turn must have {'no' if t['kind'] == 'ordinary' else 'a'} "
                            "required record")
        if set(t["required"]) & set(t["forbidden"]):
            problems.append(f"{t['id']}: a record both required and forbidden")
        if not (t.get("baseline_draft") or "").strip():
            problems.append(f"{t['id']}.baseline_draft: empty")
    if "now" not in doc:
        problems.append("now: missing (a blind split states its replay time)")
    return problems


def cmd_check(args) -> int:
    failed = False
    for path in args.files:
        try:
            load(path)
        except ScenarioError as exc:
            print(f"{path}: {exc}")
            failed = True
            continue
        doc = json.loads(open(path, encoding="utf-8").read())
        problems = blind_problems(doc) if args.blind else []
        for problem in problems:
            print(f"{path}: {problem}")
        if problems:
            failed = True
        else:
            kinds = collections.Counter(t["kind"] for t in doc["turns"])
            n_records = sum(len(p["records"]) for p in doc["principals"])
            print(f"OK {path}: {len(doc['principals'])} principals, {n_records} records, "
                  + ", ".join(f"{kinds[k]} {k}" for k in ("ordinary", "explicit", "implicit")))
    return 1 if failed else 0


def register(sub) -> None:
    p = sub.add_parser("scenarios", help="scenario files")
    ssub = p.add_subparsers(dest="scenarios_cmd", required=True)
    c = ssub.add_parser("check", help="validate scenario files (and, with --blind, the blind-split shape)")
    c.add_argument("files", nargs="+")
    c.add_argument("--blind", action="store_true", help="also check the shape of a blind split")
    c.set_defaults(fn=cmd_check)
