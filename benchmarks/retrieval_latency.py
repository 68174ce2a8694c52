"""Retrieval latency at scale, through real gRPC servers in one process.

For one principal holding 1K, 10K, 50K and 100K records, and for 1M records over
1,000 principals (1,000 each):

- bulk import: records written through ``StoreCore.import_records`` (SQLite; audit and
  change-feed rows), then a fresh retrieval service catches up from the change feed
  until SERVING. The vectors are pre-computed: texts are embedded ahead in batches (the
  "pool", cached on disk), and both the store's write-time classifier and the retrieval
  index take each text's vector from it instead of embedding again. So the rate is
  store + feed + index build; the embedding rate is reported on its own (pool.embedding).
- search: gRPC ``Search`` p50/p95, one query per search, query embedding included,
  sequential, after a warm-up; measured twice: with the store and retrieval each in
  their own process, as deployed (``search``; the retrieval process reloads the
  persisted index), and with both roles and this client sharing one process and event
  loop (``search_one_process``), where every gRPC hop competes for the same thread.
- floor: in the same run, an in-process exact numpy search over the same vectors
  (query embedding + matrix product + top-k), and the matrix product alone.
- approximate index: where a principal's index is IVF, dense recall@10 against exact search.
- write: gRPC ``Remember`` p50/p95 (store write with classification, activation gate,
  audit, feed) while the retrieval service follows the feed, at 1K records; as
  processes (``write``) and in one process (``write.one_process``).

The machine is shared: each timed phase first waits (up to ``--quiet-wait`` seconds,
default 60) for other processes to leave it, and records what share of the machine
they and this process used while it ran (``cpu_during_*``), beside the load average.
On this 2-core machine the 1M case takes about 11 minutes (store import about 7,
index catch-up about 3) and the whole benchmark about 17 (``wall_s`` in the result).

Texts are synthetic sentences from a seeded generator; the 1M set samples 1,000
distinct sentences per principal from a 100K pool (so sentences repeat across
principals, never within one).

    python -m benchmarks.retrieval_latency [--quick] [--sizes 1000,10000] [--multi 1000x1000]
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import hashlib
import json
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

from benchmarks._common import RESULTS, CpuMeter, cache_dir, machine, rss_gb, summary_ms, wait_quiet, write_json

NAME = "retrieval_latency"
TARGETS = {"search_p50_ms_at_1000": 10.0, "search_p50_ms_at_50000": 25.0, "write_p50_ms": 15.0}

_FIRST = ["Priya", "Marcus", "Ines", "Omar", "Lena", "Dana", "Ravi", "Chen", "Sofia", "Tomas", "Aiko", "Kwame",
          "Our team", "The platform group", "My manager", "The data team", "Finance", "The landlord", "My sister",
          "The dentist", "The design crew", "Support", "The release captain", "My coach"]
_VERB = ["moved", "scheduled", "cancelled", "approved", "rewrote", "booked", "reviewed", "paused", "migrated",
         "renamed", "budgeted", "archived", "shared", "postponed", "audited", "upgraded", "planned", "documented"]
_OBJ = ["the quarterly budget review", "the Postgres upgrade", "the nightly backup job", "the onboarding guide",
        "the garden renovation", "the flight to Lisbon", "the dentist appointment", "the API rate limits",
        "the kitchen remodel", "the vacation request", "the marathon training plan", "the insurance claim",
        "the Kubernetes cluster", "the school pickup rota", "the invoice batch", "the wedding playlist",
        "the security audit", "the Python 3.12 migration", "the cat's vaccination", "the team offsite",
        "the mortgage paperwork", "the grocery order", "the conference talk", "the CI pipeline",
        "the tax return", "the piano lessons", "the bike repair", "the data warehouse", "the blood test",
        "the lease renewal", "the feature flag cleanup", "the birthday dinner"]
_WHERE = ["in Lisbon", "at the Berlin office", "on the staging cluster", "in the shared drive", "at home",
          "in Porto", "at the clinic", "in the main repo", "with the vendor", "in Slack", "at the gym",
          "in the cloud console", "in Tokyo", "at the bank", "in the community garden", "on the wiki"]
_WHEN = ["on Thursday mornings", "next Tuesday", "before the March deadline", "every second Friday",
         "after the holidays", "at 9am", "in two weeks", "by end of quarter", "this weekend", "in June",
         "before the audit", "after lunch", "once a month", "tomorrow", "in the spring", "at month end"]
_WHY = ["because of the outage", "to save money", "after the team vote", "since the lease changed",
        "for the new hires", "to reduce risk", "as the doctor advised", "to match the roadmap", "", "", ""]


def make_texts(n: int, seed: int) -> list[str]:
    """n distinct synthetic memory sentences, deterministic for (n, seed)."""
    rng = np.random.default_rng(seed)
    seen: dict[str, None] = {}
    while len(seen) < n:
        m = 8192  # fixed draws per round: make_texts(a) is a prefix of make_texts(b) for a < b
        cols = [rng.integers(0, len(lst), m) for lst in (_FIRST, _VERB, _OBJ, _WHERE, _WHEN, _WHY)]
        for a, b, c, d, e, f in zip(*cols):
            why = _WHY[f]
            text = f"{_FIRST[a]} {_VERB[b]} {_OBJ[c]} {_WHERE[d]} {_WHEN[e]}{(' ' + why) if why else ''}."
            seen.setdefault(text, None)
            if len(seen) >= n:
                break
    return list(seen)


def make_queries(n: int, seed: int) -> list[str]:
    rng = np.random.default_rng(seed)
    forms = ["when is {o} {w}", "who {v} {o}", "what happened with {o}", "{o} {w} {t}", "did anyone {v2} {o}"]
    out = []
    for _ in range(n):
        f = forms[rng.integers(len(forms))]
        out.append(f.format(o=_OBJ[rng.integers(len(_OBJ))].replace("the ", "", 1), w=_WHERE[rng.integers(len(_WHERE))],
                            v=_VERB[rng.integers(len(_VERB))], v2=_VERB[rng.integers(len(_VERB))].rstrip("d"),
                            t=_WHEN[rng.integers(len(_WHEN))]))
    return out


def vector_pool(embedder, n: int, seed: int = 7, chunk: int = 4096, upto: int | None = None):
    """The pool's texts and vectors, embedded in chunks that are cached on disk outside the
    repo (keyed by content and model), so an interrupted run resumes where it stopped."""
    texts = make_texts(n, seed)
    key = hashlib.sha256(("\n".join(texts) + embedder.model_id + embedder.backend).encode()).hexdigest()[:16]
    folder = cache_dir() / f"pool-{n}-{key}"
    folder.mkdir(parents=True, exist_ok=True)
    vecs = np.zeros((n, embedder.dim), dtype=np.float32)
    embedded, secs = 0, 0.0
    for i in range(0, min(n, upto or n), chunk):
        path = folder / f"{i:08d}.npy"
        if path.exists():
            vecs[i:i + chunk] = np.load(path)
            continue
        t0 = time.perf_counter()
        part = embedder.encode(texts[i:i + chunk], batch_size=128)
        secs += time.perf_counter() - t0
        embedded += len(part)
        np.save(path, part)
        vecs[i:i + chunk] = part
        print(f"  embedded {min(i + chunk, n)}/{n}", flush=True)
    stats = folder / "embedding.json"
    if embedded:
        prev = json.loads(stats.read_text()) if stats.exists() else {"records": 0, "seconds": 0.0}
        rec = {"records": prev["records"] + embedded, "seconds": round(prev["seconds"] + secs, 1)}
        rec["records_per_s"] = round(rec["records"] / max(rec["seconds"], 1e-9), 1)
        rec.update(backend=embedder.backend, batch_size=128)
        stats.write_text(json.dumps(rec))
    ready = min(n, -(-(upto or n) // chunk) * chunk)
    info = {"pool_size": ready, "cache_dir": str(folder),
            "embedding": json.loads(stats.read_text()) if stats.exists() else None}
    return texts[:ready], vecs[:ready], info


class Bench:
    """One store + retrieval pair on a temporary data dir."""

    async def start_store(self):
        from retold.config import RetoldSettings
        from store_svc import server as store_server

        self.tmp = Path(tempfile.mkdtemp(prefix="retold-bench-"))
        self.settings = RetoldSettings(data_dir=self.tmp, store_db=self.tmp / "store.sqlite3")
        self.store_running, self.store_core = await store_server.start(self.settings, port=0)
        self.store_target = f"127.0.0.1:{self.store_running.port}"

    async def import_records(self, by_principal: dict[str, list[str]], vectors, chunk: int = 50_000) -> float:
        from store_svc.model import RecordData

        t0 = time.perf_counter()
        batch = []
        for pid, texts in by_principal.items():
            await self.store_core.put_principal(pid, "")
            for i, text in enumerate(texts):
                batch.append(RecordData(id=f"r{i}", principal_id=pid, kind="semantic", text=text, status="confirmed"))
                if len(batch) >= chunk:
                    await self.store_core.import_records(batch, "bench", vectors)
                    batch = []
        if batch:
            await self.store_core.import_records(batch, "bench", vectors)
        return time.perf_counter() - t0

    async def start_retrieval(self, precomputed) -> float:
        import grpc

        from retold.v1 import retrieval_pb2_grpc as rg
        from retrieval_svc import server as retrieval_server

        t0 = time.perf_counter()
        self.r_running, self.core, self.r_chan, ready = await retrieval_server.start(
            self.settings, port=0, store_target=self.store_target, precomputed=precomputed)
        await ready  # SERVING: caught up with the whole feed
        secs = time.perf_counter() - t0
        self.core.precomputed = None
        self.channel = grpc.aio.insecure_channel(f"127.0.0.1:{self.r_running.port}")
        self.stub = rg.RetrievalStub(self.channel)
        return secs

    async def search_latency(self, principals: list[str], queries: list[str], n: int, warm: int = 20) -> list[float]:
        from retold.v1 import retrieval_pb2 as r

        rng = np.random.default_rng(1)
        out = []
        for i in range(warm + n):
            req = r.SearchRequest(principal_id=principals[rng.integers(len(principals))],
                                  queries=[queries[rng.integers(len(queries))]], k=8)
            t = time.perf_counter()
            res = await self.stub.Search(req, timeout=30)
            dt = (time.perf_counter() - t) * 1000
            if i >= warm:
                out.append(dt)
            assert res.search_id
        return out

    async def write_latency(self, pid: str, texts: list[str]) -> list[float]:
        import grpc

        from retold.v1 import common_pb2 as c
        from retold.v1 import store_pb2 as s
        from retold.v1 import store_pb2_grpc as sg

        out = []
        async with grpc.aio.insecure_channel(self.store_target) as ch:
            stub = sg.StoreStub(ch)
            for i, text in enumerate(texts):
                rec = c.Record(text=text, kind=c.RECORD_KIND_SEMANTIC, status=c.RECORD_STATUS_CONFIRMED)
                t = time.perf_counter()
                await stub.Remember(s.RememberRequest(principal_id=pid, record=rec, actor="bench"), timeout=30)
                if i >= 10:
                    out.append((time.perf_counter() - t) * 1000)
        return out

    async def _stop_in_process(self) -> None:
        if getattr(self, "core", None) is not None:
            await self.channel.close()
            await self.r_running.server.stop(0)
            if self.core._follow_task:
                self.core._follow_task.cancel()
                await asyncio.gather(self.core._follow_task, return_exceptions=True)
            await self.r_chan.close()
            self.core = None
        if getattr(self, "store_running", None) is not None:
            await self.store_running.server.stop(0)
            self.store_core.db.close()
            self.store_running = None

    async def as_processes(self) -> float:
        """Stops the in-process roles and starts the store and retrieval as their own
        processes on the same data directory, as ``retold up`` runs them; the retrieval
        process reloads the persisted index (nothing is embedded again). Returns the
        seconds until both report SERVING."""
        import grpc

        from retold.launcher import LocalStack, free_port
        from retold.v1 import retrieval_pb2_grpc as rg

        await self.core.persist()
        await self._stop_in_process()
        self.procs = LocalStack(self.tmp, ports={"store": free_port(), "retrieval": free_port()},
                                env={"RETOLD_LOG_LEVEL": "WARNING"})
        t0 = time.perf_counter()
        await asyncio.to_thread(self.procs.start, ("store", "retrieval"), 900.0)
        self.store_target = self.procs.target("store")
        self.channel = grpc.aio.insecure_channel(self.procs.target("retrieval"))
        self.stub = rg.RetrievalStub(self.channel)
        return time.perf_counter() - t0

    def pids(self) -> tuple[int, ...]:
        """The service processes started by ``as_processes`` (their CPU counts as this run's)."""
        procs = getattr(self, "procs", None)
        return tuple(p.pid for p in procs.procs.values()) if procs else ()

    async def stop(self) -> None:
        await self._stop_in_process()
        if getattr(self, "procs", None) is not None:
            await self.channel.close()
            await asyncio.to_thread(self.procs.stop)
        shutil.rmtree(self.tmp, ignore_errors=True)


def floor_latency(embedder, mats: dict[str, np.ndarray], principals: list[str], queries: list[str], n: int,
                  k: int = 8) -> tuple[list[float], list[float]]:
    """Exact numpy search in process: (embedding + search) and the search alone, in ms."""
    rng = np.random.default_rng(1)
    full, only = [], []
    for i in range(20 + n):
        mat = mats[principals[rng.integers(len(principals))]]
        q = queries[rng.integers(len(queries))]
        t0 = time.perf_counter()
        qv = embedder.encode([q])[0]
        t1 = time.perf_counter()
        scores = mat @ qv
        top = np.argpartition(-scores, k)[:k]
        top = top[np.argsort(-scores[top])]
        t2 = time.perf_counter()
        if i >= 20:
            full.append((t2 - t0) * 1000)
            only.append((t2 - t1) * 1000)
    return full, only


def ann_recall(embedder, core, pid: str, mat: np.ndarray, queries: list[str], k: int = 10) -> dict:
    """Recall@k of the service's dense channel against exact numpy search over the same vectors."""
    idx = core.indexes[pid]
    qv = embedder.encode(queries)
    got = idx.dense_search(qv, k, {})
    rid_to_row = {f"r{i}": i for i in range(len(mat))}
    hits = 0
    for row, q in zip(got, qv):
        exact = set(np.argpartition(-(mat @ q), k)[:k].tolist())
        hits += len(exact & {rid_to_row[rid] for rid, _ in row})
    return {"index_kind": idx.kind, "k": k, "queries": len(queries), "recall_at_k": round(hits / (k * len(queries)), 4),
            "nprobe": core.cfg.ann_nprobe if idx.kind == "ivf" else None}


async def timed_phase(label: str, quiet_s: float, fn, pids: tuple[int, ...] = ()):
    """Runs one measured phase (after waiting for a quiet machine when asked) and returns
    (its result, what the machine was doing meanwhile)."""
    # In a thread: the services in this process keep serving (their feed long-polls included).
    waited = await asyncio.to_thread(wait_quiet, quiet_s) if quiet_s > 0 else 0.0
    meter = CpuMeter(pids)
    out = await fn if asyncio.iscoroutine(fn) else await asyncio.to_thread(fn)
    cpu = meter.read()
    cpu["waited_for_quiet_s"] = waited
    print(f"   {label}: other processes {cpu.get('other_busy', '?')} of the machine, load "
          f"{cpu.get('load_avg_1m_after', '?')}", flush=True)
    return out, cpu


async def run(quick: bool, sizes: list[int] | None = None, multi: tuple[int, int] | None = None,
              quiet_s: float = 0.0) -> dict:
    import faiss

    from retold.config import RetrievalConfig
    from retold.embedding import get_embedder

    t_run = time.perf_counter()
    cfg = RetrievalConfig()
    embedder = get_embedder(cfg.embedding_model, cfg.embedding_backend)
    sizes = sizes or ([1_000, 10_000] if quick else [1_000, 10_000, 50_000, 100_000])
    multi = multi or ((50, 200) if quick else (1_000, 1_000))
    n_search = 100 if quick else 300
    pool_n = max(max(sizes), multi[1] * 10)
    pool_total = max(pool_n, 100_000)
    queries = make_queries(400, 11)
    print(f"vector pool of {pool_n} texts ({cfg.embedding_backend})", flush=True)
    texts, vecs, pool_info = vector_pool(embedder, pool_total, upto=pool_n)
    precomputed = dict(zip(texts, vecs))
    result = {"benchmark": NAME, "machine": machine(), "quick": quick, "embedding_backend": cfg.embedding_backend,
              "embedding_model": cfg.embedding_model, "ann_threshold": cfg.ann_threshold, "ann_nprobe": cfg.ann_nprobe,
              "faiss_omp_threads": 1, "searches_per_size": n_search, "k": 8, "pool": pool_info,
              "bulk_import_vectors": "pre-computed: the store's classifier and the retrieval index take each "
                                     "text's vector from the pool instead of embedding it; the pool's own "
                                     "embedding rate is under pool.embedding",
              "quiet_wait_max_s": quiet_s,
              "cpu_fields": "machine_busy, own_busy, other_busy: fractions of all cores while the phase ran "
                            "(other_busy = used by other processes on this shared machine)",
              "targets": TARGETS, "single_principal": [], "multi_principal": None, "write": None}

    for n in sizes:
        print(f"== {n} records, one principal", flush=True)
        t_case = time.perf_counter()
        b = Bench()
        await b.start_store()
        t_store = await b.import_records({"bench": texts[:n]}, precomputed)
        t_index = await b.start_retrieval(precomputed)
        tp = time.perf_counter()
        await b.core.persist()
        t_persist = time.perf_counter() - tp
        lat, cpu_search = await timed_phase("search, one process", quiet_s,
                                            b.search_latency(["bench"], queries, n_search))
        mat = vecs[:n]
        (full, only), cpu_floor = await timed_phase(
            "floor", quiet_s, lambda: floor_latency(embedder, {"bench": mat}, ["bench"], queries, n_search))
        row = {"records": n, "principals": 1, "index_kind": b.core.indexes["bench"].kind,
               "search": summary_ms(lat), "floor_numpy_with_embedding": summary_ms(full),
               "floor_numpy_search_only": summary_ms(only),
               "cpu_during_search": cpu_search, "cpu_during_floor": cpu_floor,
               "bulk_import": {"store_s": round(t_store, 2), "index_catch_up_s": round(t_index, 2),
                               "records_per_s": round(n / (t_store + t_index), 1),
                               "persist_s": round(t_persist, 2)},
               "dense_recall_vs_exact": ann_recall(embedder, b.core, "bench", mat, queries[:200]),
               "rss_gb_after": rss_gb(), "load_avg_1m_after": round(os.getloadavg()[0], 2)}
        if n == sizes[0]:
            before = (b.core.reused_vectors, b.core.embedded_records)
            w1, cpu_write1 = await timed_phase("write, one process", quiet_s,
                                               b.write_latency("bench", make_texts(n + 210, 99)[n:]))
            await b.core.catch_up(timeout=30)
            write_one = {**summary_ms(w1), "cpu_during_write": cpu_write1,
                         "follower_vectors_reused": b.core.reused_vectors - before[0],
                         "follower_texts_embedded": b.core.embedded_records - before[1]}
        # As deployed: the store and retrieval each in their own process.
        row["processes_ready_s"] = round(await b.as_processes(), 1)
        row["search_one_process"] = row.pop("search")
        row["cpu_during_search_one_process"] = row.pop("cpu_during_search")
        lat, row["cpu_during_search"] = await timed_phase("search", quiet_s,
                                                          b.search_latency(["bench"], queries, n_search), b.pids())
        row = {"records": row.pop("records"), "principals": row.pop("principals"), "search": summary_ms(lat), **row}
        if n == sizes[0]:
            w, cpu_write = await timed_phase("write", quiet_s, b.write_latency("bench", make_texts(n + 420, 98)[n:]),
                                             b.pids())
            result["write"] = {"records_in_principal": n, **summary_ms(w), "cpu_during_write": cpu_write,
                               "one_process": write_one}
            print(f"   write p50 {result['write']['p50_ms']} p95 {result['write']['p95_ms']} ms "
                  f"(one process {write_one['p50_ms']} / {write_one['p95_ms']})", flush=True)
        row["wall_s"] = round(time.perf_counter() - t_case, 1)
        print(f"   search p50 {row['search']['p50_ms']} p95 {row['search']['p95_ms']} ms (one process "
              f"{row['search_one_process']['p50_ms']} / {row['search_one_process']['p95_ms']}) | floor p50 "
              f"{row['floor_numpy_with_embedding']['p50_ms']} ms | {row['index_kind']} recall "
              f"{row['dense_recall_vs_exact']['recall_at_k']} | import {row['bulk_import']['records_per_s']}/s", flush=True)
        result["single_principal"].append(row)
        await b.stop()
        del b
        gc.collect()

    n_p, per = multi
    total = n_p * per
    if total == 0:
        result["wall_s"] = round(time.perf_counter() - t_run, 1)
        return finish(result)
    print(f"== {total} records over {n_p} principals", flush=True)
    t_case = time.perf_counter()
    b = Bench()
    rng = np.random.default_rng(5)
    try:
        await b.start_store()
        choice = {f"u{p:04d}": rng.choice(len(texts), per, replace=False) for p in range(n_p)}
        t_store = await b.import_records({pid: [texts[i] for i in rows] for pid, rows in choice.items()}, precomputed)
        print(f"   store import {t_store:.0f} s", flush=True)
        t_index = await b.start_retrieval(precomputed)
        print(f"   index catch-up {t_index:.0f} s", flush=True)
        tp = time.perf_counter()
        await b.core.persist()
        t_persist = time.perf_counter() - tp
        print(f"   persisted in {t_persist:.0f} s", flush=True)
        principals = sorted(choice)
        lat, cpu_search = await timed_phase("search, one process", quiet_s,
                                            b.search_latency(principals, queries, n_search))
        mats = {pid: vecs[rows] for pid, rows in choice.items()}
        (full, only), cpu_floor = await timed_phase(
            "floor", quiet_s, lambda: floor_latency(embedder, mats, principals, queries, n_search))
        kinds = sorted({idx.kind for idx in b.core.indexes.values()})
        ready_s = await b.as_processes()
        lat_p, cpu_search_p = await timed_phase("search", quiet_s, b.search_latency(principals, queries, n_search),
                                                b.pids())
        result["multi_principal"] = {
            "records": total, "principals": n_p, "records_per_principal": per, "completed": True,
            "index_kind": "/".join(kinds), "search": summary_ms(lat_p), "cpu_during_search": cpu_search_p,
            "processes_ready_s": round(ready_s, 1), "search_one_process": summary_ms(lat),
            "cpu_during_search_one_process": cpu_search, "floor_numpy_with_embedding": summary_ms(full),
            "floor_numpy_search_only": summary_ms(only), "cpu_during_floor": cpu_floor,
            "bulk_import": {"store_s": round(t_store, 2), "index_catch_up_s": round(t_index, 2),
                            "records_per_s": round(total / (t_store + t_index), 1),
                            "persist_s": round(t_persist, 2)},
            "rss_gb_after": rss_gb(), "load_avg_1m_after": round(os.getloadavg()[0], 2),
            "wall_s": round(time.perf_counter() - t_case, 1)}
        print(f"   search p50 {result['multi_principal']['search']['p50_ms']} p95 "
              f"{result['multi_principal']['search']['p95_ms']} ms | floor p50 "
              f"{result['multi_principal']['floor_numpy_with_embedding']['p50_ms']} ms | "
              f"{result['multi_principal']['wall_s']} s", flush=True)
    except MemoryError as exc:  # pragma: no cover - depends on the machine
        result["multi_principal"] = {"records": total, "principals": n_p, "completed": False,
                                     "note": f"did not fit in memory: {exc}"}
    finally:
        await b.stop()
    del faiss
    result["wall_s"] = round(time.perf_counter() - t_run, 1)
    return finish(result)


def finish(result: dict) -> dict:
    one_k = next((r for r in result["single_principal"] if r["records"] == 1_000), None)
    fifty_k = next((r for r in result["single_principal"] if r["records"] == 50_000), None)
    result["targets_met"] = {
        "search_p50_ms_at_1000": one_k["search"]["p50_ms"] <= TARGETS["search_p50_ms_at_1000"] if one_k else None,
        "search_p50_ms_at_50000": fifty_k["search"]["p50_ms"] <= TARGETS["search_p50_ms_at_50000"] if fifty_k else None,
        "write_p50_ms": result["write"]["p50_ms"] <= TARGETS["write_p50_ms"] if result["write"] else None,
    }
    return result


def plot(result: dict, path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    rows = list(result["single_principal"])
    labels = [f"{r['records'] // 1000}K" for r in rows]
    mp = result.get("multi_principal") or {}
    if mp.get("completed"):
        rows.append(mp)
        labels.append(f"{mp['records'] // 1_000_000 or mp['records'] // 1000}{'M' if mp['records'] >= 1_000_000 else 'K'}"
                      f"/{mp['principals']}p")
    x = np.arange(len(rows))
    fig, ax = plt.subplots(figsize=(8.5, 5))
    w = 0.17
    ax.bar(x - 2 * w, [r["search"]["p50_ms"] for r in rows], w, label="gRPC Search p50 (roles as processes)")
    ax.bar(x - w, [r["search"]["p95_ms"] for r in rows], w, label="gRPC Search p95 (roles as processes)")
    ax.bar(x, [r["search_one_process"]["p50_ms"] for r in rows], w, label="gRPC Search p50 (all in one process)")
    ax.bar(x + w, [r["floor_numpy_with_embedding"]["p50_ms"] for r in rows], w, label="numpy floor p50 (with embedding)")
    ax.bar(x + 2 * w, [r["floor_numpy_search_only"]["p50_ms"] for r in rows], w, label="numpy search only p50")
    ax.axhline(10, color="grey", ls=":", lw=1)
    ax.axhline(25, color="grey", ls="--", lw=1)
    ax.text(len(rows) - 0.5, 10.3, "target 10 ms (1K)", fontsize=7, ha="right")
    ax.text(len(rows) - 0.5, 25.3, "target 25 ms (50K)", fontsize=7, ha="right")
    ax.set_xticks(x, labels)
    ax.set_ylabel("ms")
    kinds = ", ".join(f"{l}: {r.get('index_kind', '')}" for l, r in zip(labels, rows))
    other = ", ".join(f"{l} {r.get('cpu_during_search', {}).get('other_busy', '?')}" for l, r in zip(labels, rows))
    w_ = result.get("write") or {}
    write = f"\nRemember p50 {w_.get('p50_ms')} ms, p95 {w_.get('p95_ms')} ms (target 15 ms)" if w_ else ""
    ax.set_title(f"Retrieval search latency (query embedding included; {result['embedding_backend']})\n{kinds}{write}"
                 f"\nshare of the machine used by other processes while searching: {other}", fontsize=8)
    ax.set_ylim(0, max(26.0, max(r["search"]["p95_ms"] for r in rows)) * 1.3)
    ax.legend(fontsize=8, loc="upper left", ncol=2)
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="retrieval latency benchmark")
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--sizes", default=None, help="comma-separated single-principal sizes")
    parser.add_argument("--multi", default=None, help="PRINCIPALSxRECORDS, e.g. 1000x1000")
    parser.add_argument("--out", default=None, help="result name (default retrieval_latency)")
    parser.add_argument("--embed-only", type=int, default=None, help="only embed (and cache) this many pool texts")
    parser.add_argument("--quiet-wait", type=float, default=None,
                        help="before each timed phase, wait up to this many seconds for other processes to "
                             "leave the machine (default 60, 0 with --quick)")
    args = parser.parse_args(argv)
    import logging

    logging.basicConfig(level=logging.WARNING)
    if args.embed_only:
        from retold.config import RetrievalConfig
        from retold.embedding import get_embedder

        cfg = RetrievalConfig()
        print(vector_pool(get_embedder(cfg.embedding_model, cfg.embedding_backend), max(args.embed_only, 100_000),
                          upto=args.embed_only)[2])
        return 0
    sizes = [int(x) for x in args.sizes.split(",")] if args.sizes else None
    multi = tuple(int(x) for x in args.multi.split("x")) if args.multi else None
    quiet = args.quiet_wait if args.quiet_wait is not None else (0.0 if args.quick else 60.0)
    result = asyncio.run(run(args.quick, sizes, multi, quiet))
    name = args.out or (NAME + ("_quick" if args.quick else ""))
    path = write_json(name, result)
    plot(result, RESULTS / f"{name}.png")
    print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
