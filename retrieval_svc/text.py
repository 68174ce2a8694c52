"""Lexical normalisation shared by the BM25 index and its queries."""

from __future__ import annotations

import re

from bm25s.stopwords import STOPWORDS_EN

from retold.language import strip_accents

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


PREFIX = 5  # "fold-prefix5": stems cut to five letters, so inflections and cognates meet ("dializę", "dialysis")
ANALYZERS = ("stem", "fold-prefix5", "fold-prefix5-acronyms")
DEFAULT_ANALYZER = "fold-prefix5-acronyms"
# An acronym's plural: "POs", "GRNs", "SOPs" (the same term as "PO", "GRN", "SOP")
_ACRONYM_PLURAL = re.compile(r"\b([A-Z]{2,})['’]?s\b")


def tokens(text: str, analyzer: str = DEFAULT_ANALYZER) -> list[str]:
    """BM25 terms of a text. "stem": lower case, English stop words out, light suffix stripping;
    "fold-prefix5": the same on accent-folded text, each term cut to its first five letters, which
    lets a question in another language meet a record through shared names and word stems;
    "fold-prefix5-acronyms" (the default): that, with an acronym's plural read as the acronym ("POs" is "PO")."""
    if analyzer == "stem":
        return [stem(t) for t in _TOKEN_RE.findall(text.lower()) if t not in _STOP]
    if analyzer == "fold-prefix5-acronyms":
        # "fold-prefix5" with an acronym's plural read as the acronym: "Parts POs" meets "my PO limit"
        text = _ACRONYM_PLURAL.sub(r"\1", text)
    elif analyzer != "fold-prefix5":
        raise ValueError(f"unknown analyzer {analyzer!r}")
    return [stem(t)[:PREFIX] for t in _TOKEN_RE.findall(strip_accents(text.lower())) if t not in _STOP]
