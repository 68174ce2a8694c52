"""Recall on public memory benchmarks, scored from record ids (../shared/benchdata/SCORING.md).

- LoCoMo (``locomo/locomo10.json``): one store per conversation, one record per dialog
  turn (``record_id = dia_id``, text plus ``[image: caption]`` when present).
- LongMemEval oracle, pooled (``longmemeval/longmemeval_oracle.json``): one store from
  the union of every question's sessions (deduplicated by session id), one record per
  turn (``record_id = f"{session_id}:{j}"``), both roles.

Runs in process over the retrieval service's own index and ranking code
(``retrieval_svc.index.PrincipalIndex``, ``retrieval_svc.pipeline``), not over gRPC:
the same FAISS, BM25 and fusion, without the transport. Modes compared:

- ``dense``: the FAISS channel alone; ``bm25``: the BM25 channel alone;
- ``fused``: reciprocal-rank fusion of both (channel depth 20 each);
- ``pipeline``: the service's full pipeline (fusion, dense floors, dedupe) with k = 10
  and no token budget; it has a gate of its own (it returns nothing when nothing
  passes), used as-is for the gate metrics.

Gate metrics: LoCoMo category 5 (adversarial) and LongMemEval ``_abs`` questions. For
dense/bm25/fused the gate is ``top1_score >= tau``, tau picked once on the LoCoMo dev
conversation (conv-26, maximising use_recall@10 - FIR) and frozen; LoCoMo recall and
gate numbers are reported on the 9 test conversations. The data is read from
``../shared/benchdata`` and never copied.

    python -m benchmarks.public_recall [--quick]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import re
import sys
import time
from pathlib import Path

import numpy as np

from benchmarks._common import RESULTS, cache_dir, machine, write_json

NAME = "public_recall"
# ../shared/benchdata beside the repository; RETOLD_BENCHDATA overrides.
DATA = Path(os.environ.get("RETOLD_BENCHDATA", Path(__file__).resolve().parents[2] / "shared" / "benchdata"))
KS = (1, 5, 10)
MODES = ("dense", "bm25", "bm25_stem", "fused", "pipeline")  # bm25_stem: the previous analyzer, as a baseline
DEV_CONV = "conv-26"


# ------------------------------------------------------------------- data
def locomo_stores(path: Path):
    data = json.loads(path.read_text())
    stores, questions, skipped = {}, [], []
    for conv in data:
        sid = conv["sample_id"]
        c = conv["conversation"]
        recs = {}
        sessions = sorted((int(k.split("_")[1]) for k in c if re.fullmatch(r"session_\d+", k)))
        for n in sessions:
            for t in c[f"session_{n}"]:
                text = t["text"] + (f" [image: {t['blip_caption']}]" if t.get("blip_caption") else "")
                recs[t["dia_id"]] = text
        stores[sid] = recs
        for qi, qa in enumerate(conv["qa"]):
            gold = []
            for ev in qa.get("evidence", []):
                for part in re.split(r"[;,\s]+", ev):
                    m = re.match(r"^D:?(\d+):0*(\d+)$", part)
                    if m and f"D{m.group(1)}:{m.group(2)}" in recs:
                        gold.append(f"D{m.group(1)}:{m.group(2)}")
            gold = sorted(set(gold))
            cat = int(qa["category"])
            q = {"bench": "locomo", "store": sid, "qid": f"{sid}/{qi}", "query": qa["question"], "category": str(cat),
                 "answerable": cat != 5, "gold": gold, "split": "dev" if sid == DEV_CONV else "test"}
            if cat != 5 and not gold:
                skipped.append(q["qid"])
                continue
            questions.append(q)
    return stores, questions, skipped


def lme_store(path: Path):
    data = json.loads(path.read_text())
    recs, session_of = {}, {}
    for item in data:
        for sid, sess in zip(item["haystack_session_ids"], item["haystack_sessions"]):
            if f"{sid}:0" in recs:
                continue  # repeated session ids carry identical content
            for j, turn in enumerate(sess):
                recs[f"{sid}:{j}"] = turn["content"]
                session_of[f"{sid}:{j}"] = sid
    questions = []
    for item in data:
        gold = []
        for sid, sess in zip(item["haystack_session_ids"], item["haystack_sessions"]):
            gold += [f"{sid}:{j}" for j, t in enumerate(sess) if t.get("has_answer")]
        qid = item["question_id"]
        questions.append({"bench": "lme_oracle_pooled", "store": "lme", "qid": qid, "query": item["question"],
                          "category": item["question_type"], "answerable": not qid.endswith("_abs"),
                          "gold": sorted(set(gold)), "gold_sessions": list(item["answer_session_ids"]),
                          "split": "test"})
    return {"lme": recs}, questions, session_of


# -------------------------------------------------------------- embedding
def embed_cached(embedder, texts: list[str], label: str) -> np.ndarray:
    key = hashlib.sha256(("\x1f".join(texts) + embedder.model_id + embedder.backend).encode()).hexdigest()[:16]
    path = cache_dir() / f"{label}-{key}.npy"
    if path.exists():
        return np.load(path)
    t0 = time.perf_counter()
    vecs = embedder.encode(texts, batch_size=64)
    print(f"  embedded {len(texts)} {label} texts in {time.perf_counter() - t0:.0f} s", flush=True)
    np.save(path, vecs)
    return vecs


# ---------------------------------------------------------------- retrieve
def build_index(store_id: str, recs: dict[str, str], vecs: np.ndarray, dim: int):
    from retold.v1 import common_pb2 as c
    from retrieval_svc.index import PrincipalIndex

    from retrieval_svc.lexical import LexicalIndex
    from retrieval_svc.text import tokens

    idx = PrincipalIndex(store_id, dim)
    idx.baseline_lexical = LexicalIndex()  # the "stem" analyzer, for the bm25_stem mode
    for (rid, text), v in zip(recs.items(), vecs):
        rec = c.Record(id=rid, principal_id=store_id, text=text, kind=c.RECORD_KIND_SEMANTIC,
                       lifecycle=c.LIFECYCLE_ACTIVE, activation=c.ACTIVATION_CONDITIONAL)
        idx.upsert(rec, None, v)
        idx.baseline_lexical.add(rid, tokens(text, "stem"))
    return idx


def retrieve_all(idx, query: str, qv: np.ndarray, cfg, at) -> dict[str, list[tuple[str, float]]]:
    from retrieval_svc.pipeline import fuse, rank

    dense = idx.dense_search(qv[None, :], cfg.channel_depth, {})
    lexical = idx.lexical_search([query], cfg.channel_depth, {})
    from retrieval_svc.text import tokens

    baseline = idx.baseline_lexical.search(tokens(query, "stem"), cfg.channel_depth, {})
    cands = fuse(dense, lexical, cfg)
    fused = sorted(cands.values(), key=lambda cd: (-cd.rrf_score, -cd.dense_score, cd.record_id))
    kept, _ = rank(idx, [query], qv[None, :], cfg, 10, 0, at)
    return {
        "dense": [(rid, s) for rid, s in dense[0][:10]],
        "bm25": [(rid, s) for rid, s, _ in lexical[0][:10]],
        "bm25_stem": [(rid, s) for rid, s, _ in baseline[:10]],
        "fused": [(cd.record_id, cd.rrf_score) for cd in fused[:10]],
        "pipeline": [(cd.record_id, cd.final_score) for cd in kept[:10]],
    }


# ------------------------------------------------------------------ scoring
def wilson(k: int, n: int, z: float = 1.96) -> list[float]:
    if n == 0:
        return [float("nan"), float("nan")]
    p = k / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return [round(centre - half, 4), round(centre + half, 4)]


def auroc(pos: list[float], neg: list[float]) -> float:
    """P(score of a positive > score of a negative), ties half (Mann-Whitney)."""
    if not pos or not neg:
        return float("nan")
    allv = np.array(pos + neg)
    order = allv.argsort(kind="mergesort")
    ranks = np.empty(len(allv))
    sorted_v = allv[order]
    i = 0
    while i < len(allv):
        j = i
        while j + 1 < len(allv) and sorted_v[j + 1] == sorted_v[i]:
            j += 1
        ranks[order[i:j + 1]] = (i + j) / 2 + 1
        i = j + 1
    r_pos = ranks[: len(pos)].sum()
    return float((r_pos - len(pos) * (len(pos) + 1) / 2) / (len(pos) * len(neg)))


def recall_block(rows: list[dict], mode: str) -> dict:
    out = {"n": len(rows)}
    for k in KS:
        anyk = sum(1 for r in rows if set(r["gold"]) & {rid for rid, _ in r["retrieved"][mode][:k]})
        allk = sum(1 for r in rows if set(r["gold"]) <= {rid for rid, _ in r["retrieved"][mode][:k]})
        out[f"recall_any@{k}"] = round(anyk / len(rows), 4) if rows else None
        out[f"recall_all@{k}"] = round(allk / len(rows), 4) if rows else None
    hits10 = sum(1 for r in rows if set(r["gold"]) & {rid for rid, _ in r["retrieved"][mode][:10]})
    out["recall_any@10_wilson95"] = wilson(hits10, len(rows))
    return out


def top1(r: dict, mode: str) -> float:
    lst = r["retrieved"][mode]
    return float(lst[0][1]) if lst else float("-inf")


def gate_of(r: dict, mode: str, tau: float | None) -> bool:
    if mode == "pipeline":
        return bool(r["retrieved"][mode])
    return top1(r, mode) >= tau


def pick_tau(rows: list[dict], mode: str) -> float:
    ans = [r for r in rows if r["answerable"]]
    neg = [r for r in rows if not r["answerable"]]
    cands = sorted({top1(r, mode) for r in rows if math.isfinite(top1(r, mode))})
    best, best_tau = -2.0, cands[0] if cands else 0.0
    for tau in cands:
        use = sum(1 for r in ans if top1(r, mode) >= tau and set(r["gold"]) & {x for x, _ in r["retrieved"][mode][:10]})
        fir = sum(1 for r in neg if top1(r, mode) >= tau)
        j = use / max(len(ans), 1) - fir / max(len(neg), 1)
        if j > best:
            best, best_tau = j, tau
    return best_tau


def gate_block(answerable: list[dict], unanswerable: list[dict], mode: str, tau: float | None,
               auroc_pos: list[dict] | None = None) -> dict:
    fir = sum(1 for r in unanswerable if gate_of(r, mode, tau))
    use = sum(1 for r in answerable if gate_of(r, mode, tau)
              and set(r["gold"]) & {x for x, _ in r["retrieved"][mode][:10]})
    pos = auroc_pos if auroc_pos is not None else answerable
    fin = lambda v: v if math.isfinite(v) else -1e9  # noqa: E731
    return {"tau": None if tau is None else round(float(tau), 4),
            "false_injection_rate": round(fir / len(unanswerable), 4) if unanswerable else None,
            "fir_wilson95": wilson(fir, len(unanswerable)),
            "use_recall@10": round(use / len(answerable), 4) if answerable else None,
            "auroc_top1": round(auroc([fin(top1(r, mode)) for r in pos], [fin(top1(r, mode)) for r in unanswerable]), 4),
            "n_unanswerable": len(unanswerable), "n_answerable": len(answerable)}


# -------------------------------------------------------------------- run
def run(quick: bool) -> dict:
    from datetime import datetime, timezone

    from retold.config import RetrievalConfig
    from retold.embedding import get_embedder

    cfg = RetrievalConfig()
    embedder = get_embedder(cfg.embedding_model, cfg.embedding_backend)
    at = datetime(2030, 1, 1, tzinfo=timezone.utc)
    result = {"benchmark": NAME, "machine": machine(), "quick": quick, "path": "in-process (PrincipalIndex + pipeline)",
              "embedding_backend": cfg.embedding_backend, "bm25_analyzer": cfg.bm25_analyzer, "channel_depth": cfg.channel_depth, "rrf_k": cfg.rrf_k,
              "dense_floor": cfg.dense_floor, "dedupe_cosine": cfg.dedupe_cosine, "modes": list(MODES),
              "locomo": {}, "lme_oracle_pooled": {}}
    t0 = time.perf_counter()
    # ---- LoCoMo
    stores, questions, skipped = locomo_stores(DATA / "locomo" / "locomo10.json")
    if quick:
        keep = {DEV_CONV, sorted(stores)[1] if sorted(stores)[0] == DEV_CONV else sorted(stores)[0]}
        stores = {k: v for k, v in stores.items() if k in keep}
        questions = [q for q in questions if q["store"] in keep]
    all_texts = [t for s in stores.values() for t in s.values()]
    vecs = embed_cached(embedder, all_texts, "locomo-turns")
    qvecs = embed_cached(embedder, [q["query"] for q in questions], "locomo-questions")
    off = 0
    idxs = {}
    for sid, recs in stores.items():
        idxs[sid] = build_index(sid, recs, vecs[off: off + len(recs)], embedder.dim)
        off += len(recs)
    for q, qv in zip(questions, qvecs):
        q["retrieved"] = retrieve_all(idxs[q["store"]], q["query"], qv, cfg, at)
    test = [q for q in questions if q["split"] == "test"]
    dev = [q for q in questions if q["split"] == "dev"]
    loc = {"stores": len(stores), "records": len(all_texts), "questions": len(questions),
           "skipped_no_evidence": skipped, "scored_on": "test conversations (all but conv-26)", "recall": {}, "gate": {}}
    cats = sorted({q["category"] for q in test if q["answerable"]})
    for mode in MODES:
        loc["recall"][mode] = {c: recall_block([q for q in test if q["category"] == c], mode) for c in cats}
        loc["recall"][mode]["all_1-4"] = recall_block([q for q in test if q["answerable"]], mode)
        tau = None if mode == "pipeline" else pick_tau(dev, mode)
        loc["gate"][mode] = gate_block([q for q in test if q["answerable"]], [q for q in test if not q["answerable"]],
                                       mode, tau, auroc_pos=[q for q in test if q["category"] == "4"])
        loc["gate"][mode]["auroc_vs"] = "category 4"
    result["locomo"] = loc
    print(f"locomo done in {time.perf_counter() - t0:.0f} s", flush=True)
    # ---- LongMemEval oracle pooled
    stores, questions, session_of = lme_store(DATA / "longmemeval" / "longmemeval_oracle.json")
    if quick:
        questions = questions[::10]
    recs = stores["lme"]
    vecs = embed_cached(embedder, list(recs.values()), "lme-turns")
    qvecs = embed_cached(embedder, [q["query"] for q in questions], "lme-questions")
    idx = build_index("lme", recs, vecs, embedder.dim)
    for q, qv in zip(questions, qvecs):
        q["retrieved"] = retrieve_all(idx, q["query"], qv, cfg, at)
    ans = [q for q in questions if q["answerable"] and q["gold"]]
    no_turn_gold = [q["qid"] for q in questions if q["answerable"] and not q["gold"]]
    lme = {"records": len(recs), "sessions": len(set(session_of.values())), "questions": len(questions),
           "answerable_without_turn_gold": no_turn_gold, "recall": {}, "session_recall_any@5": {}, "gate": {}}
    cats = sorted({q["category"] for q in ans})
    for mode in MODES:
        lme["recall"][mode] = {c: recall_block([q for q in ans if q["category"] == c], mode) for c in cats}
        lme["recall"][mode]["all"] = recall_block(ans, mode)
        hits = 0
        for q in ans:
            seen = list(dict.fromkeys(session_of[rid] for rid, _ in q["retrieved"][mode]))[:5]
            hits += bool(set(seen) & set(q["gold_sessions"]))
        lme["session_recall_any@5"][mode] = round(hits / len(ans), 4) if ans else None
        tau = None if mode == "pipeline" else result["locomo"]["gate"][mode]["tau"]
        lme["gate"][mode] = gate_block(ans, [q for q in questions if not q["answerable"]], mode, tau)
        lme["gate"][mode]["tau_from"] = "LoCoMo dev (conv-26)" if tau is not None else "pipeline's own gate"
    result["lme_oracle_pooled"] = lme
    result["seconds"] = round(time.perf_counter() - t0, 1)
    return result


def table(result: dict) -> str:
    lines = ["| bench | category | n | mode | any@1 | any@5 | any@10 | all@1 | all@5 | all@10 |",
             "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"]
    for bench in ("locomo", "lme_oracle_pooled"):
        rec = result[bench]["recall"]
        for cat in rec["dense"]:
            for mode in MODES:
                b = rec[mode][cat]
                lines.append(f"| {bench} | {cat} | {b['n']} | {mode} | " + " | ".join(
                    f"{b[f'recall_{w}@{k}']:.3f}" for w in ("any", "all") for k in KS) + " |")
    lines += ["", "| bench | gate set | mode | tau | FIR | use_recall@10 | AUROC(top1) |", "| --- | --- | --- | --- | --- | --- | --- |"]
    for bench, label in (("locomo", "cat 5 vs 1-4 (AUROC vs cat 4)"), ("lme_oracle_pooled", "_abs vs answerable")):
        for mode in MODES:
            g = result[bench]["gate"][mode]
            lines.append(f"| {bench} | {label} | {mode} | {g['tau'] if g['tau'] is not None else 'own'} | "
                         f"{g['false_injection_rate']} | {g['use_recall@10']} | {g['auroc_top1']} |")
    return "\n".join(lines)


def plot(result: dict, path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(1, 2, figsize=(12, 4.5))
    for ax, bench in zip(axes, ("locomo", "lme_oracle_pooled")):
        rec = result[bench]["recall"]
        cats = list(rec["dense"])
        x = np.arange(len(cats))
        w = 0.2
        for i, mode in enumerate(MODES):
            ax.bar(x + (i - 1.5) * w, [rec[mode][c]["recall_any@10"] for c in cats], w, label=mode)
        ax.set_xticks(x, [c if len(c) < 14 else c[:13] + "." for c in cats], rotation=30, ha="right", fontsize=8)
        ax.set_ylim(0, 1)
        ax.set_title(f"{bench}: recall_any@10 by category", fontsize=9)
        ax.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="public memory benchmark recall")
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args(argv)
    if not (DATA / "locomo" / "locomo10.json").exists():
        print(f"benchmark data not found under {DATA}", file=sys.stderr)
        return 2
    result = run(args.quick)
    result["table_markdown"] = table(result)
    name = NAME + ("_quick" if args.quick else "")
    path = write_json(name, result)
    plot(result, RESULTS / f"{name}.png")
    print(result["table_markdown"])
    print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
