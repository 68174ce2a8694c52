"""Lexical normalisation shared by the BM25 index and its queries."""

from __future__ import annotations

import re

from bm25s.stopwords import STOPWORDS_EN

from retold.language import split_scripts, strip_accents

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
ANALYZERS = ("stem", "fold-prefix5", "fold-prefix5-acronyms", "fold-prefix5-initials", "fold-prefix5-codes")
DEFAULT_ANALYZER = "fold-prefix5-codes"
# An acronym's plural: "POs", "GRNs", "SOPs" (the same term as "PO", "GRN", "SOP")
_ACRONYM_PLURAL = re.compile(r"\b([A-Z]{2,})['’]?s\b")
# A run of two to four capitalised words ("Medication Safety Group", "Change Control Board", "Head of Operations"),
# whose initials are the term people type for it ("MSG", "CCB")
_CAPITALISED_RUN = re.compile(r"(?<![\w-])(?!(?:The|A|An|On|In|At|For|From|By|To|If|When|Each|Every|Any|All|No|Our|My|Since|Until|After|Before"
                              r"|January|February|March|April|May|June|July|August|September|October|November|December"
                              r"|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b)"
                              r"([A-Z][a-z]+(?:[ -](?:(?:of|and|for|&) )?[A-Z][a-z]+){1,3})(?![\w-])")
# A code written in parts: letters, then a hyphen, slash or (in capitals) a space, then digits ("PE-1", "BR/2",
# "GR 3"); people type it run together ("pe1"), so it is one more term written that way
_CODE_IN_PARTS = re.compile(r"(?<![\w-])([A-Za-z]{1,4})[-/](\d{1,4})(?![\w-])|(?<![\w-])([A-Z]{1,4}) (\d{1,4})(?![\w.,:-])(?! \d)")


def tokens(text: str, analyzer: str = DEFAULT_ANALYZER) -> list[str]:
    """BM25 terms of a text. "stem": lower case, English stop words out, light suffix stripping;
    "fold-prefix5": the same on accent-folded text, each term cut to its first five letters, which
    lets a question in another language meet a record through shared names and word stems;
    "fold-prefix5-acronyms": that, with an acronym's plural read as the acronym ("POs" is "PO");
    "fold-prefix5-initials": that, with the initials of a run of capitalised words as one more term
    ("Medication Safety Group" is also "msg"), and Latin letters written against CJK script read apart;
    "fold-prefix5-codes" (the default): that, with a code written in parts also read run together ("PE-1" is
    also "pe1", so "pe1 back yet?" meets the record on PE-1)."""
    if analyzer == "stem":
        return [stem(t) for t in _TOKEN_RE.findall(text.lower()) if t not in _STOP]
    initials = []
    if analyzer == "fold-prefix5-codes":
        joined = [a + b if a else c + d for a, b, c, d in _CODE_IN_PARTS.findall(text)]
        if joined:
            text = text + " " + " ".join(joined)
    if analyzer in ("fold-prefix5-initials", "fold-prefix5-codes"):
        text = split_scripts(text)  # "アンモニアAMC上限" holds the term "amc"
        # that, with the initials of a run of capitalised words as a term of its own: "MSG" meets "Medication
        # Safety Group"
        initials = ["".join(w[0] for w in re.split(r"[ -]", m.group(1)) if w[:1].isupper()).lower()
                    for m in _CAPITALISED_RUN.finditer(text)]
    if analyzer in ("fold-prefix5-acronyms", "fold-prefix5-initials", "fold-prefix5-codes"):
        # "fold-prefix5" with an acronym's plural read as the acronym: "Parts POs" meets "my PO limit"
        text = _ACRONYM_PLURAL.sub(r"\1", text)
    elif analyzer != "fold-prefix5":
        raise ValueError(f"unknown analyzer {analyzer!r}")
    return [stem(t)[:PREFIX] for t in _TOKEN_RE.findall(strip_accents(text.lower())) if t not in _STOP] + \
        [i for i in initials if i not in _STOP]
