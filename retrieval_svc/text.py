"""Lexical normalisation shared by the BM25 index and its queries."""

from __future__ import annotations

import re

from bm25s.stopwords import STOPWORDS_EN

_TOKEN_RE = re.compile(r"(?u)\b\w\w+\b")
_STOP = frozenset(STOPWORDS_EN) | {"what", "which", "who", "whom", "when", "where", "how", "does",
                                   "did", "do", "my", "our", "me", "we", "us", "i"}


def stem(word: str) -> str:
    """A light English suffix stripper (deterministic, no model)."""
    for suffix, keep in (("ies", "y"), ("ing", ""), ("ed", ""), ("es", ""), ("s", "")):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            if suffix == "s" and word.endswith("ss"):
                return word
            return word[: -len(suffix)] + keep
    return word


def tokens(text: str) -> list[str]:
    return [stem(t) for t in _TOKEN_RE.findall(text.lower()) if t not in _STOP]
