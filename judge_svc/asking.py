"""What kind of answer a question asks for, in many languages, and whether a record holds one.

The embedding model reads English only, so a question in Lithuanian or Greek meets an English record by
little more than the names and codes they share. What the question asks for is easier to read than what
it is about: "bis wann", "tot wanneer" and "lini" ask for a time, "hvor mange", "koliko" and "berapa"
for a number, "kto", "quem" and "ποιος" for a person. A record that shares a name or a code with such a
question and holds an answer of that kind (a date, a number, a person) is far more likely its answer than
one that shares the name alone.

Words are compared folded (lower case, accents stripped). A question word matches as a whole word, or as
a phrase of whole words; scripts without spaces (Japanese, Chinese, Korean, Thai) match as substrings.
"""

from __future__ import annotations

import re

from retold import calendar
from retold.hashing import sha256_json
from retold.language import fold

ASKING_VERSION = "asking/3"

# kind -> question words and phrases (folded when read)
_ASKS: dict[str, str] = {
    "time": (
        "when|until when|since when|what date|what day|what time|by when|how soon|"
        "cuando|hasta cuando|desde cuando|que dia|quando|ate quando|desde quando|que dia|quand|jusqu'a quand|"
        "depuis quand|quel jour|fino a quando|da quando|che giorno|wann|bis wann|seit wann|welcher tag|wanneer|"
        "tot wanneer|sinds wanneer|nar|nar da|hvornar|nar er|til hvornar|kiedy|do kiedy|od kiedy|kdy|do kdy|kedy|"
        "dokedy|kdaj|do kdaj|kada|do kada|cand|pana cand|ne zaman|ne zamana kadar|pote|μεχρι ποτε|ποτε|milloin|"
        "mihin asti|mikor|meddig|kapan|sampai kapan|lini|hadi lini|khi nao|bao gio|den khi nao|hvenaer|noiz|"
        "noiz arte|pryd|erbyn pryd|kada tiksliai|kuomet|millal|mis kuupaeval|kad|lidz kuram|"
        # whether someone or something is available, or back: a question about a time
        "available|back|disponible|disponibles|disponivel|disponibile|disponibili|verfugbar|beschikbaar|"
        "tilgjengelig|tillganglig|tilgaengelig|dostepny|dostepna|dostepne|k dispozici|dostupny|dostupna|"
        "raspoloziv|vuelve|regresa|volta|regressa|revient|de retour|torna|rientra|zuruck|wieder da|terug|"
        "tilbake|tillbaka|wraca|wroci|vraci|vrati|vraca|se vrne|doner|donuyor|επιστρεφει|palaa|visszaj"),
    "number": (
        "how many|how much|what amount|what number|how long|how far|how heavy|what percentage|"
        "cuantos|cuantas|cuanto|cuanta|quantos|quantas|quanto|quanta|combien|quanti|quante|wie viel|wie viele|"
        "wieviel|wie lange|hoeveel|hoe lang|hur manga|hur mycket|hur lange|hvor mange|hvor mye|hvor meget|"
        "hvor lenge|hvor laenge|ile|jak dlugo|kolik|jak dlouho|kolko|koliko|koliko dugo|cate|cati|cat|cat timp|"
        "kac|ne kadar|ποσο|ποσα|ποσες|ποσοι|ποση|poso|kuinka monta|kuinka paljon|paljonko|kuinka kauan|hany|"
        "mennyi|meddig|berapa|berapa lama|bao nhieu|ngapi|kiasi gani|faint|zenbat|hversu|hversu margir|"
        "kiek|cik|mitu|kui palju"),
    "person": (
        "who|whom|whose|quien|quienes|quem|qui|chi|da chi|wer|wem|wie|vem|hvem|kto|komu|kdo|kto|tko|ko je|cine|"
        "kim|kime|ποιος|ποια|ποιον|ποιοι|kuka|kenelle|kinek|siapa|nani|pwy|kes"),
}
# scripts that write no spaces between words: the question words as substrings
_ASKS_CJK: dict[str, str] = {
    "time": "いつ|何日|何時|언제|며칠|몇 시|몇시|什么时候|何时|几号|เมื่อไหร่|วันไหน|กี่โมง",
    "number": "いくつ|何人|何匹|何台|何機|何本|いくら|何キロ|몇|얼마|多少|几|กี่|เท่าไหร่|เท่าไร",
    "person": "誰|だれ|누가|누구|谁|ใคร",
}


def _phrases(spec: str) -> re.Pattern:
    words = sorted({fold(p).strip() for p in spec.split("|") if p.strip()}, key=len, reverse=True)
    return re.compile(r"(?<!\w)(?:" + "|".join(re.escape(w) for w in words) + r")(?!\w)")


_ASK_RX = {kind: _phrases(spec) for kind, spec in _ASKS.items()}
# the English question words alone, read where the embedding model also reads the question: "when", "how
# many", "who", "at what level" (not "back" or "available", which a record may answer with no date)
_ASKS_EN = {"time": "when|until when|since when|what date|what day|what time|by when|how soon",
            "number": "how many|how much|what amount|what number|how long|how far|how heavy|what percentage|"
                      "what level|at what level|what threshold|what rate|what multiplier",
            "person": "who|whom|whose"}
_ASK_EN_RX = {kind: _phrases(spec) for kind, spec in _ASKS_EN.items()}
_ASK_CJK_RX = {kind: re.compile(spec) for kind, spec in _ASKS_CJK.items()}

_ISO_DATE = re.compile(r"\b\d{4}-\d{2}-\d{2}\b")
_CLOCK = re.compile(r"\b\d{1,2}[:.h]\d{2}\b")
_DATE_WORD = re.compile(r"\b(?:" + "|".join(calendar.MONTHS + calendar.WEEKDAYS) + r"|today|tomorrow|tonight)\b", re.I)
_NUMBER = re.compile(r"\d")
# a number that is not part of a date or a clock time ("3 days' supply", not "2027-03-03")
_DATE_OR_CLOCK = re.compile(r"\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}[:.h]\d{2}\b|\b\d{1,2}[./]\d{1,2}[./]\d{2,4}\b")
_FULL_NAME = re.compile(r"\b[A-Z][a-zà-ÿ'’-]+\s+[A-Z][a-zà-ÿ'’-]+\b")
_TITLED = re.compile(r"\b(?:Dr|Mr|Mrs|Ms|Prof|Capt|Sgt)\.?\s+[A-Z]")


def asks_for(question: str) -> set[str]:
    """The kinds of answer a question asks for: "time", "number", "person" (none: it asks something else)."""
    folded = fold(question)
    out = {kind for kind, rx in _ASK_RX.items() if rx.search(folded)}
    out |= {kind for kind, rx in _ASK_CJK_RX.items() if rx.search(question)}
    return out


def asks_for_in_english(question: str) -> set[str]:
    """The kinds of answer an English question asks for by its question words alone."""
    folded = fold(question)
    return {kind for kind, rx in _ASK_EN_RX.items() if rx.search(folded)}


def holds_count(record_text: str) -> bool:
    """Whether a record holds a number that is not a date or a clock time."""
    return bool(_NUMBER.search(_DATE_OR_CLOCK.sub(" ", record_text)))


# a time told relative to something else: "3 weeks after picture lock", "within 10 working days"
_RELATIVE_TIME = re.compile(r"\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:working\s+|business\s+|clear\s+)?"
                            r"(?:hours?|days?|weeks?|months?)\s+(?:after|before|from|of|ahead|prior|beforehand|later)\b"
                            r"|\bwithin\s+(?:\d+|one|two|three|four|five|six|seven|ten)\s+(?:working\s+|business\s+)?"
                            r"(?:hours?|days?|weeks?|months?)\b", re.I)


def holds(kind: str, record_text: str) -> bool:
    """Whether a record holds an answer of that kind."""
    if kind == "time":
        return bool(_ISO_DATE.search(record_text) or _CLOCK.search(record_text) or _DATE_WORD.search(record_text)
                    or _RELATIVE_TIME.search(record_text))
    if kind == "number":
        return bool(_NUMBER.search(record_text))
    if kind == "person":
        return bool(_FULL_NAME.search(record_text) or _TITLED.search(record_text))
    return False


def answers(question: str, record_text: str) -> bool:
    """The question asks for kinds of answer and the record holds one of each."""
    kinds = asks_for(question)
    return bool(kinds) and all(holds(k, record_text) for k in kinds)


def identity() -> dict:
    return {"version": ASKING_VERSION, "sha256": sha256_json({
        "asks": _ASKS, "asks_cjk": _ASKS_CJK, "iso_date": _ISO_DATE.pattern, "clock": _CLOCK.pattern,
        "date_word": _DATE_WORD.pattern, "number": _NUMBER.pattern, "full_name": _FULL_NAME.pattern,
        "titled": _TITLED.pattern, "all_kinds": True, "asks_en": _ASKS_EN,
        "date_or_clock": _DATE_OR_CLOCK.pattern, "relative_time": _RELATIVE_TIME.pattern})}
