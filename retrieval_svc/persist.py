"""The on-disk snapshot of the retrieval indexes, so a restart re-embeds nothing
that has not changed.

Layout under ``<data_dir>/retrieval/``::

    meta.json             format, model id, backend, dim, change-feed cursor, principals
    p/<key>.npz           one principal: record protos, FAISS ids, vectors
    p/<key>.faiss         one principal: the FAISS index (an IVF index keeps its training)

Each file is written to a temporary name and renamed into place; ``meta.json`` goes
last. A crash between principal files and ``meta.json`` leaves the older cursor, and
replaying changes the index already holds is harmless (an upsert of the same state
reuses the stored vector).
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

import faiss
import numpy as np

from retold.timeutil import ts_to_dt
from retold.v1 import common_pb2 as c
from retrieval_svc.index import Entry, PrincipalIndex
from retrieval_svc.text import DEFAULT_ANALYZER

FORMAT = "retold.retrieval-index/1"


def _key(principal_id: str) -> str:
    return hashlib.sha256(principal_id.encode()).hexdigest()[:24]


def _atomic_write(path: Path, write) -> None:
    tmp = path.with_name(path.name + ".tmp")
    write(tmp)
    os.replace(tmp, path)


def snapshot(idx: PrincipalIndex) -> dict:
    """What ``write_principal`` needs, copied so the index may change while it writes."""
    entries = list(idx.entries.values())
    blobs = [e.record.SerializeToString() for e in entries]
    return {
        "key": _key(idx.principal_id),
        "vids": np.array([e.vid for e in entries], dtype=np.int64),
        "vecs": np.stack([e.vec for e in entries]) if entries else np.zeros((0, idx.dim), dtype=np.float32),
        "lens": np.array([len(b) for b in blobs], dtype=np.int64),
        "blob": np.frombuffer(b"".join(blobs), dtype=np.uint8),
        "faiss": faiss.serialize_index(idx.dense_index()),
    }


def write_principal(root: Path, snap: dict) -> None:
    pdir = root / "p"
    pdir.mkdir(parents=True, exist_ok=True)

    def write_npz(tmp: Path) -> None:
        with open(tmp, "wb") as fh:
            np.savez(fh, vids=snap["vids"], vecs=snap["vecs"], lens=snap["lens"], blob=snap["blob"])

    _atomic_write(pdir / f"{snap['key']}.npz", write_npz)
    _atomic_write(pdir / f"{snap['key']}.faiss", lambda tmp: tmp.write_bytes(snap["faiss"].tobytes()))


def write_meta(root: Path, kinds: dict[str, str], cursor: int, identity: dict) -> None:
    root.mkdir(parents=True, exist_ok=True)
    meta = {"format": FORMAT, **identity, "cursor": cursor,
            "principals": {pid: {"key": _key(pid), "kind": kind} for pid, kind in kinds.items()}}
    _atomic_write(root / "meta.json", lambda tmp: tmp.write_text(json.dumps(meta, sort_keys=True)))


def save(root: Path, indexes: dict[str, PrincipalIndex], cursor: int, identity: dict, only_dirty: bool = True) -> int:
    """Writes changed principals and the meta file at once; returns how many principals were written."""
    written = 0
    for idx in list(indexes.values()):
        if only_dirty and not idx.dirty:
            continue
        write_principal(root, snapshot(idx))
        idx.dirty = False
        written += 1
    write_meta(root, {pid: idx.kind for pid, idx in indexes.items()}, cursor, identity)
    return written


def load(root: Path, identity: dict, nprobe: int, k1: float, b: float,
         analyzer: str = DEFAULT_ANALYZER, evidence: bool = True) -> tuple[dict[str, PrincipalIndex], int] | None:
    """The persisted indexes and cursor, or None when absent or built by another model."""
    meta_path = root / "meta.json"
    if not meta_path.exists():
        return None
    meta = json.loads(meta_path.read_text())
    if meta.get("format") != FORMAT or any(meta.get(k) != v for k, v in identity.items()):
        return None
    out: dict[str, PrincipalIndex] = {}
    for pid, info in meta["principals"].items():
        npz = root / "p" / f"{info['key']}.npz"
        if not npz.exists():
            return None
        with np.load(npz) as z:
            vids, vecs, lens, blob = z["vids"], z["vecs"], z["lens"], z["blob"].tobytes()
        entries, off = [], 0
        for i, n in enumerate(lens.tolist()):
            rec = c.Record.FromString(blob[off:off + n])
            off += n
            entries.append(Entry(rec, ts_to_dt(rec.expires_at, rec.HasField("expires_at")), int(vids[i]),
                                 np.ascontiguousarray(vecs[i])))
        fpath = root / "p" / f"{info['key']}.faiss"
        dense = faiss.read_index(str(fpath)) if fpath.exists() else None
        idx = PrincipalIndex(pid, int(identity["dim"]), k1, b, analyzer, evidence)
        idx.restore(entries, dense, info.get("kind", "flat"), nprobe)
        out[pid] = idx
    return out, int(meta["cursor"])
