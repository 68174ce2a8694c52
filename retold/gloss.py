"""English glosses of turns written in other languages, from word lists shipped with the code.

Records are stored in English and the embedding model reads English only, so a question in Polish
or Japanese about a stored fact shares nothing with it but names and numbers. A gloss puts the
English words of the turn's own words beside it: "Przypomnij mi daty mojego urlopu" glosses as
"remind dates date leave holiday". The turn cues, the planner and the judge read the gloss
next to the turn (task families, an extra query for retrieval, a second similarity for the judge);
the turn itself is never replaced.

The word lists (``gloss_data/<code>.tsv``: ``english<TAB>form|form|...``) give, for about 3,900
English words of the workplace (everyday words of work, and the things work records name: tools, materials, animals,
food, weather, buildings), the forms they take in running text in each language.
A word of the turn is looked up whole (accents folded); a word of six letters or more that is not
listed meets a listed form sharing its first ``PREFIX`` letters or more, the two differing in at most
``MAX_ENDING`` letters at the end of either (inflections the lists leave out: "zastępuje" and
"zastępować"). Forms of several words are found as phrases. Scripts written without spaces
(Japanese, Korean as written in the lists) are scanned for the longest listed form at each position. Forms shorter than
``MIN_FORM`` letters and forms that stand for more than ``MAX_SENSES`` English words are dropped:
they are the languages' small words, and would gloss every turn.
"""
from __future__ import annotations

import functools
import re
import unicodedata
from pathlib import Path
from typing import NamedTuple

from retold import language
from retold.hashing import sha256_json

GLOSS_VERSION = "gloss/19"
DATA = Path(__file__).with_name("gloss_data")
MIN_FORM = 4        # letters of the shortest form looked up (two for scripts without spaces)
MIN_FORM_CJK = 2
MAX_SENSES = 3      # a form that stands for more English words than this is dropped (counted by first five letters) ...
PRIMARY_SENSES = 1  # ... unless it is the first form listed for this many of them or fewer: it is read as those
PREFIX = 6          # letters an unlisted inflection must share with a listed form ...
MAX_ENDING = 4      # ... the two differing in no more than this many letters at the end of either
MAX_WORDS = 2       # English words kept per word of the turn
COMPOUND_MIN = 9    # letters of a word the lists do not hold that is read as a compound of listed parts ...
COMPOUND_PART = 4   # ... each part at least this long (the last one whole or an inflection of a listed form)
MIN_GLOSSED = 2     # a gloss needs at least this many English words ...
MIN_SHARE = 0.3     # ... and this many per word of four letters or more in the turn
CAPITALISED_NOUNS = "de"  # the list of a language that writes every noun with a capital
LANGUAGE_MIN_WORDS = 2  # words a list must hold, more than any other list, to be read as the turn's language
TOKEN = re.compile(r"[^\W\d_]+", re.UNICODE)
# English words too general to say what a turn is about: a form that means one of these glosses as nothing
# (the languages' words for "go", "give", "thing" or "whether" would otherwise gloss every turn)
GENERIC = frozenset("""
actually already alone also anyone anything around asked back because came come comes coming couple does doing
done even every fine gets getting give gives giving goes going gone good got heard holds just know knows like look
looks lot lots many much never nobody often plus put puts really roughly said say says see seen single some someone
something sort still take takes taking tell thing things told type used uses using want wants way went whats
whether while yes yet""".split())


def _cjk(ch: str) -> bool:
    name = unicodedata.name(ch, "")
    return name.startswith(("CJK", "HIRAGANA", "KATAKANA", "HANGUL"))


def _senses(english: list[str]) -> int:
    """English words a form stands for, forms of one word counted once ("purchase", "purchases";
    "rule", "rules")."""
    return len({(w[:-1] if w.endswith("s") and len(w) > 3 else w)[:5] for w in english})


class _Lists(NamedTuple):
    whole: dict[str, tuple[str, ...]]  # form -> English words
    by_prefix: dict[str, list[str]]  # first PREFIX letters -> forms
    cjk: dict[str, tuple[str, ...]]  # forms of scripts written without spaces
    longest: int  # letters of the longest such form
    phrases: dict[str, list[tuple[str, tuple[str, ...]]]]  # forms of several words, by their first word
    native: frozenset[str]  # forms of the list's own language(s), not English headwords left as themselves


class _Tables(NamedTuple):
    merged: _Lists  # all the lists as one, for a turn whose language they cannot tell
    by_list: dict[str, _Lists]  # each list alone ("fr", "itnl", "ja"), for a turn in its language
    sha256: str  # of the lists as read


def _index(senses: dict[str, list[str]], phrases: dict[str, list[str]], headwords: set[str],
           primary: dict[str, list[str]] | None = None) -> _Lists:
    whole = {f: tuple(e) for f, e in senses.items() if _senses(e) <= MAX_SENSES}
    native = frozenset(whole)  # (what tells a turn's language: the forms of few senses, as before)
    # a form of too many words is read in the words it is the first form of ("reunião", listed under meeting,
    # session, conference, briefing and appointment, is first under "meeting" and "meetings"), when few; only
    # in a list read alone, for a turn whose language its words tell (in all the lists together, "rota" would
    # be Portuguese for a route in an English rota request)
    for f, e in senses.items() if primary else ():
        first = [w for w in e if w in primary.get(f, ())]
        if f not in whole and first and _senses(first) <= PRIMARY_SENSES:
            whole[f] = tuple(first)
    for english in headwords:
        whole.setdefault(english, (english,))  # an English word in the turn ("check ride") stays itself
    by_prefix: dict[str, list[str]] = {}
    cjk: dict[str, tuple[str, ...]] = {}
    for form, english in whole.items():
        if any(_cjk(ch) for ch in form):
            cjk[form] = english
        elif len(form) >= PREFIX:
            by_prefix.setdefault(form[:PREFIX], []).append(form)
    longest = max((len(f) for f in cjk), default=0)
    by_first: dict[str, list[tuple[str, tuple[str, ...]]]] = {}
    for form, english in sorted(phrases.items()):
        if _senses(english) <= MAX_SENSES:
            by_first.setdefault(form.split()[0], []).append((form, tuple(english)))
    return _Lists(whole, by_prefix, cjk, longest, by_first, native)


@functools.lru_cache(maxsize=1)
def _tables() -> _Tables:
    """The word lists, read once and indexed, each alone and all together."""
    senses: dict[str, list[str]] = {}
    phrases: dict[str, list[str]] = {}
    headwords: set[str] = set()
    raw = {}
    by_list = {}
    for path in sorted(DATA.glob("*.tsv")):
        text = path.read_text(encoding="utf-8")
        raw[path.name] = text
        own_senses: dict[str, list[str]] = {}
        own_phrases: dict[str, list[str]] = {}
        own_primary: dict[str, list[str]] = {}
        for line in text.splitlines():
            english, _, forms = line.partition("\t")
            english = english.strip().lower()
            if not english or english in GENERIC:
                continue
            if len(english) >= MIN_FORM and english.isalpha():
                headwords.add(english)
            for i, form in enumerate(forms.split("|")):
                form = language.fold(form.strip())
                if not form or form == english:
                    continue
                if i == 0:
                    own_primary.setdefault(form, []).append(english)
                spaced = not any(_cjk(ch) for ch in form)
                if spaced and " " in form:
                    if all(len(w) >= 2 for w in form.split()):
                        for table in (phrases, own_phrases):
                            if english not in table.setdefault(form, []):
                                table[form].append(english)  # "heures supplementaires", "vor ort"
                    continue
                if len(form) < (MIN_FORM if spaced else MIN_FORM_CJK):
                    continue
                for table in (senses, own_senses):
                    have = table.setdefault(form, [])
                    if english not in have:
                        have.append(english)
        by_list[path.stem] = (own_senses, own_phrases, own_primary)
    return _Tables(_index(senses, phrases, headwords),
                   {name: _index(s, ph, headwords, pr) for name, (s, ph, pr) in by_list.items()}, sha256_json(raw))


def identity() -> dict:
    """What a gloss depends on, for the identity of a policy that uses it."""
    return {"version": GLOSS_VERSION, "lists_sha256": _tables().sha256, "generic": sorted(GENERIC), "min_form": MIN_FORM, "vat_acronyms": sorted(VAT_ACRONYMS),
            "min_form_cjk": MIN_FORM_CJK,
            "max_senses": MAX_SENSES, "primary_senses": PRIMARY_SENSES, "prefix": PREFIX, "max_ending": MAX_ENDING, "max_words": MAX_WORDS,
            "compound_min": COMPOUND_MIN, "compound_part": COMPOUND_PART, "short_tail": "needs a known head",
            "min_glossed": MIN_GLOSSED, "min_share": MIN_SHARE, "language_min_words": LANGUAGE_MIN_WORDS,
            "names_whole": f"a capitalised word is read whole, except in the {CAPITALISED_NOUNS} list or all lists together",
            "language": "kana ja, hangul ko, else the list holding most of the words as its own forms",
            "english_test": language.identity()}


def _lookup(lists: _Lists, word: str, parts: bool = True) -> tuple[str, ...]:
    whole = lists.whole
    if word in whole:
        return whole[word]
    if len(word) < PREFIX:
        return ()
    found = _inflected(lists, word)
    if found or not parts or len(word) < COMPOUND_MIN:
        return found
    # a compound the lists do not hold ("reparaturbudget", "filialkortet", "dagvergoeding"): its last part,
    # the thing it names, and the part before it, when the lists know the last part
    for i in range(COMPOUND_PART, len(word) - COMPOUND_PART + 1):
        head, tail = word[:i], word[i:]
        last = _lookup(lists, tail, parts=False)
        if last:
            first = _lookup(lists, head, parts=False)
            if not first and len(head) > COMPOUND_PART:
                first = _lookup(lists, head[:-1], parts=False)  # a linking letter before the last part ("läkemedels-")
            if not first and len(tail) < PREFIX:
                continue  # (a short last part after an unknown head is an ending, not a word: "półfabry-katów")
            return tuple(dict.fromkeys(last[:1] + first[:1] + last[1:]))
    return ()


def _inflected(lists: _Lists, word: str) -> tuple[str, ...]:
    """A listed form the word is an inflection of (``PREFIX`` letters in common, ``MAX_ENDING`` apart)."""
    whole, by_prefix = lists.whole, lists.by_prefix
    best, best_len = (), 0
    for form in by_prefix.get(word[:PREFIX], ()):
        n = len(_common_prefix(form, word))
        if len(word) - n <= MAX_ENDING and len(form) - n <= MAX_ENDING and n > best_len:
            best, best_len = whole[form], n
    return best


def _common_prefix(a: str, b: str) -> str:
    i = 0
    while i < min(len(a), len(b)) and a[i] == b[i]:
        i += 1
    return a[:i]


def _scan(lists: _Lists, run: str) -> list[tuple[str, ...]]:
    """Longest listed form at each position of a run of text written without spaces."""
    cjk, longest = lists.cjk, lists.longest
    out, i = [], 0
    while i < len(run):
        for n in range(min(longest, len(run) - i), MIN_FORM_CJK - 1, -1):
            hit = cjk.get(run[i:i + n])
            if hit:
                out.append(hit)
                i += n
                break
        else:
            i += 1
    return out


KANA = re.compile(r"[\u3040-\u30ff]")
HANGUL = re.compile(r"[\uac00-\ud7af]")


def _lists_for(words: list[str], text: str) -> _Lists:
    """The list of the turn's language, when its words tell it: kana is Japanese, hangul Korean, and
    Latin text is in the list that holds, as its own forms, at least ``LANGUAGE_MIN_WORDS`` of its
    words and more than any other list does. Otherwise (a tie, too few words) all lists together.
    Read in its own language's list alone, a word is not given the sense a form of another language
    spelt the same way has ("belge", Turkish for a certificate, in a French turn about Belgians),
    nor dropped because forms of several languages gave it too many senses ("regle")."""
    tables = _tables()
    if KANA.search(text):
        return tables.by_list.get("ja", tables.merged)
    if HANGUL.search(text):
        return tables.by_list.get("ko", tables.merged)
    counts = sorted(((sum(w in lists.native for w in words), name) for name, lists in tables.by_list.items()),
                    reverse=True)
    if len(counts) > 1 and counts[0][0] >= LANGUAGE_MIN_WORDS and counts[0][0] > counts[1][0]:
        return tables.by_list[counts[0][1]]
    return tables.merged


# the languages' names for value-added tax, written in capitals ("rhif TAW", "número de IVA", "BTW-nummer"): short,
# but no small word
VAT_ACRONYMS = frozenset("taw iva tva btw mwst ust moms kdv dph afa ptu fpa alv mva dds pdv".split())
SENTENCE_START = re.compile(r"(?:^|[.!?¿¡:;]\s*|\n\s*)[\"'«(]*$")
KEPT = re.compile(r"[^\W_]+(?:[-/.][^\W_]+)*", re.UNICODE)


def _name_like(word: str, starts_sentence: bool) -> bool:
    """A name or a code: a digit ("WAW-1"), a capital after the first letter ("McKee", "ISAGO"), or a
    capital where a sentence does not start ("Tweed")."""
    if any(_cjk(ch) for ch in word) or len(word) < 2:
        return False
    return any(ch.isdigit() for ch in word) or any(ch.isupper() for ch in word[1:]) \
        or (word[0].isupper() and not starts_sentence)


def _read(text: str) -> list[tuple[str, bool]]:
    """(word, is a name) for each English word the lists give for the text's words and each name or
    code it holds, in order, once each."""
    out: list[tuple[str, bool]] = []
    seen: set[str] = set()

    def add(word: str, name: bool) -> None:
        if word not in seen:
            seen.add(word)
            out.append((word, name))
    words = TOKEN.findall(language.fold(text))
    folded = f" {' '.join(words)} "
    lists = _lists_for(words, text)
    phrases = lists.phrases
    for first in dict.fromkeys(words):
        for phrase, english in phrases.get(first, ()):
            if f" {phrase} " in folded:
                for w in english[:MAX_WORDS]:
                    add(w, False)
    # (in a language that writes only names with a capital, a capitalised word is read whole or not at all: "Brookside"
    # is a name, not "brook" and "side"; German writes every noun so, and its compounds are read in parts)
    nouns_capitalised = lists is _tables().merged or lists is _tables().by_list.get(CAPITALISED_NOUNS)
    for m in KEPT.finditer(text):
        raw = m.group()
        head = raw.split("-")[0]
        if head[:1].isupper() and sum(ch.isupper() for ch in head) >= 2 and language.fold(head).lower() in VAT_ACRONYMS:
            add("vat", False)  # ("MwSt" too: two capitals or more)
            if head == raw:
                continue
        parts = nouns_capitalised or not _name_like(raw, SENTENCE_START.search(text[:m.start()]) is not None)
        hits: list[tuple[str, ...]] = []
        for token in TOKEN.findall(language.fold(raw)):
            hits += _scan(lists, token) if any(_cjk(ch) for ch in token) else [_lookup(lists, token, parts)]
        english = [w for hit in hits for w in hit[:MAX_WORDS]]
        for w in english:
            add(w, False)
        if not english and _name_like(raw, SENTENCE_START.search(text[:m.start()]) is not None):
            add(raw, True)
    return out


def english_words(text: str, keep_names: bool = False) -> list[str]:
    """The English words the lists give for the text's words, in order, once each. With
    ``keep_names``, a word they do not know that is written with a capital or a digit (a name, a
    code: "WAW-1", "Tweed") is kept as it is."""
    return [w for w, name in _read(text) if keep_names or not name]


@functools.lru_cache(maxsize=4096)
def gloss(text: str, names: bool = True) -> str:
    """The turn in English words, for a turn written in another language: the words the lists
    know, in English, with its names and codes as they are (without them if not ``names``: a
    short gloss that holds a name is close to any record naming it). Empty for English text, or
    when the lists know too little of its words."""
    if not text.strip() or language.in_english(text):
        return ""
    read = _read(text)
    english = [w for w, name in read if not name]
    plain = [w for w in TOKEN.findall(text) if not any(ch.isupper() for ch in w[1:]) and len(w) >= MIN_FORM]
    if len(english) < MIN_GLOSSED or len(english) < MIN_SHARE * len(plain):
        return ""  # the lists know too little of the turn (another language, or names alone) to read it
    return " ".join(w for w, name in read if names or not name)
