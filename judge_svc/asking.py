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

ASKING_VERSION = "asking/12"

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
_ASKS_EN = {"time": "when|until when|since when|what date|what day|what time|by when|how soon|best time|what time of day"
                    "|what time of year",
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
# a day written with a month's short name: "20 and 21 Oct 2026", "on 3 Feb", "Sept 14th"
_SHORT_DATE = re.compile(r"\b\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\b"
                         r"|\b(?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\.?\s+\d{1,2}(?:st|nd|rd|th)?\b(?![:.]\d)", re.I)
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
_RELATIVE_TIME = re.compile(r"\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s*(?:(?:working|business|clear|calendar)\s+){0,2}"
                            # (hours typed short: "booked with the house 48 h ahead", "72h notice")
                            r"(?:hours?|hrs?|h|days?|weeks?|wks?|months?)['’]?\s+(?:after|before|from|of|ahead|prior|beforehand|later"
                            r"|notice|in advance)\b"
                            r"|\bwithin\s+(?:\d+|one|two|three|four|five|six|seven|ten)\s+(?:working\s+|business\s+)?"
                            r"(?:hours?|days?|weeks?|months?)\b", re.I)


# other ways a record tells when: "until the 14th", "next week", "every morning", "weekly", "at noon", "in spring"
_WHEN_WORDS = re.compile(r"\b\d{1,2}(?:st|nd|rd|th)\b|\b(?:next|this|last) (?:week|month|year|term|season|spring|summer|autumn"
                         r"|winter)\b|\b(?:daily|weekly|fortnightly|monthly|quarterly|annually|yearly|nightly|every)\b"
                         r"|\b(?:morning|afternoon|evening|noon|midday|midnight|overnight|weekend|weekends|spring|summer|autumn"
                         r"|winter|christmas|easter|half-term|term)\b|\b(?:19|20)\d\d\b|\b\d{1,2}/\d{1,2}\b", re.I)


def tells_when(record_text: str) -> bool:
    """Whether a record tells a time in any way, loosely: a date, a clock time, a weekday, "the 14th", "next week",
    "every morning", "weekly", "in spring"."""
    return holds("time", record_text) or bool(_WHEN_WORDS.search(record_text))


# a part of the day, which answers "best time to ..." ("only answers her landline in the mornings")
_PART_OF_DAY = re.compile(r"\b(?:mornings?|afternoons?|evenings?|noon|midday|lunchtimes?|nights?|first thing|after hours)\b", re.I)


def holds_time_of_day(record_text: str) -> bool:
    """Whether a record holds a time, or a part of the day ("only in the mornings")."""
    return holds("time", record_text) or bool(_PART_OF_DAY.search(record_text))


def counts_back(record_text: str) -> bool:
    """Whether a record gives a time counted from another day ("booked 48 h ahead", "10 working days' notice")."""
    return bool(_RELATIVE_TIME.search(record_text))


def holds(kind: str, record_text: str) -> bool:
    """Whether a record holds an answer of that kind."""
    if kind == "time":
        return bool(_ISO_DATE.search(record_text) or _CLOCK.search(record_text) or _DATE_WORD.search(record_text)
                    or _SHORT_DATE.search(record_text) or _RELATIVE_TIME.search(record_text))
    if kind == "number":
        return bool(_NUMBER.search(record_text))
    if kind == "person":
        return bool(_FULL_NAME.search(record_text) or _TITLED.search(record_text))
    return False


# A value asked for by what it is called rather than by a question word: "what tz is Luc in", "whats the hiab's
# reg", "our alliston acct no again", "Zeitzone von Marta?". Read folded, in any language listed.
_VALUE_ASKS: dict[str, str] = {
    "zone": (r"\btz\b|\btime ?zones?\b|\bwhat time is it (?:for|in|at|where)\b|\bzona horaria\b|\bhuso horario\b"
             r"|\bfuseau(?:x)? horaires?\b|\bzeitzone\b|\bstrefa czasowa\b|\bstrefie czasowej\b|\bfuso orario\b"
             r"|\bfuso horario\b|\btidszon\b|\btidssone\b|\btidszone\b|\btijdzone\b|\bsaat dilimi\b|\bparth amser\b"
             r"|\bcasove pasmo\b|\baikavyohyke\b"),
    "registration": (r"\breg\b|\bregistration\b|\bnumber ?plates?\b|\bnumberplates?\b|\bvrm\b|\btail (?:no|number)\b"
                     r"|\bmatricula\b|\bkennzeichen\b|\bimmatriculation\b|\btarga\b|\bkenteken\b|\brejestracj\w*"
                     r"|\bnumer rejestracyjny\b|\bregistreringsnummer\b|\bregnummer\b|\bplaca do\b|\bplaka\b"),
    "account": (r"\bacc(?:oun)?t\.? ?(?:no|num|number|#|ref|code)\b|\bacct\b|\ba/c\b|\baccount (?:no|number|code|ref)\b"
                r"|\bcustomer (?:no|number|code|ref|account)\b|\bnumero de (?:cuenta|cliente|conta|compte)\b|\bkundennummer\b"
                r"|\bkundenkonto\b|\bnumer (?:konta|klienta)\b|\bklantnummer\b|\bkontonummer\b|\bkundnummer\b"
                r"|\bcodice cliente\b|\bnumero cliente\b"),
    "phone": (r"\b(?:phone|mobile|mob|tel|telephone|contact|landline|cell) ?(?:no|number|num|#)\b|\bphone\?|\bext(?:ension)? (?:no|number)\b"
              r"|\bnumero de telefono\b|\btelefonnummer\b|\bnumero de telephone\b|\bnumer telefonu\b|\bnumero di telefono\b"
              r"|\btelefoonnummer\b|\btelefone\b|\bhandynummer\b"
              # "pennicks number?? need to txt her": a number to text or ring someone on
              r"|\bnumber\b(?=[^.!]{0,40}\b(?:txt|text|ring|call|phone|whatsapp|sms|msg)\b)"
              r"|\b(?:txt|text|ring|call|phone|whatsapp)\b[^.!?]{0,30}\bnumber\b"),
    # opening hours asked for: "library hrs?", "what are the site office hours", "canteen opening times"
    "hours": (r"\b(?:opening|office|library|shop|counter|cafe|café|desk|site|gate|reception|canteen|gym|pool|lab|visiting"
              r"|surgery|clinic|yard|store|stores|kitchen|bar|base|depot|hangar|station|branch|warehouse|workshop|terminal"
              r"|airfield|plant|centre|center) (?:hrs|hours|times)\b|(?<!how many )(?<!\d )\bhrs\b\s*\?*\s*$"
              # the hours kept now, asked by that word alone: "base hrs these days?", "hours now?"
              r"|(?<!how many )(?<!\d )(?<!\bper )\b(?:hrs|hours)\b (?:these days|now|again|at the moment|rn|nowadays)\b"
              r"|(?<!how many )(?<!\d )\bopening (?:hrs|hours|times)\b|\bhorario\b|\bheures d['’]ouverture\b|\b[öo]ffnungszeiten\b"
              r"|\bgodziny otwarcia\b|\borario di apertura\b|\bopeningstijden\b|\b[öo]ppettider\b|\b[åa]bningstider\b"),
    # a temperature asked for by name: "max temp at discharge?", "what temperature do we hold it at"
    "temperature": (r"\btemps?\b|\btemperatures?\b|\bhow (?:hot|warm|cold)\b|\btemperatura\b|\btemperatur\b|\btemperatuur\b"
                    r"|\btempérature\b"),
    # a date asked for by name, not one the turn asks to be picked: "audit date + who's the auditor again",
    # "fecha de la inspección?" (not "up to date", "pick a date"; nor "the rest of the autumn dates", a set of events)
    "date": (r"(?<!\bup to )(?<!\bout of )(?<!\bto )(?<!\bpick a )(?<!\bset a )(?<!\bfind a )(?<!\bchoose a )(?<!\bbook a )"
             r"(?<!\bsuggest a )(?<!\bpropose a )(?<!\bagree a )\bdate\b(?! night)|\bfecha\b|\bdatum\b|\bdate de\b"),
    # a grade of oil asked for by name: "oil grade for the twister rams??", "what viscosity goes in the gearbox" (not a
    # mortar's or a steel's spec, which no oil grade answers)
    "grade": r"\b(?:oil|grease|lubricant|hydraulic fluid)\s+(?:grade|spec)\b|\bviscosity\b",
    # a limit on money taken or given back asked for by name: "cash ceiling again?", "card limit?" (not a "bed ceiling",
    # which a count answers; an approval limit is read by whose it is)
    "limit": r"\b(?:cash|card|refund|discount|credit)\s+(?:ceiling|cap|limit|threshold)\b",
    "email": (r"\be-?mail (?:address|addy|addr)\b|\bwhat(?:'s| is|s) (?:\w+ ){0,3}e-?mail\b|\be-?mail\?|\bcorreo(?: electronico)?\b"
              r"|\badresse (?:e-?mail|mail)\b|\be-?mail-?adresse\b|\badres e-?mail\b|\bindirizzo e-?mail\b"),
}
_VALUE_ASK_RX = {kind: re.compile(spec) for kind, spec in _VALUE_ASKS.items()}
# a date the turn changes rather than asks for: "changing a practical test date", "move the audit date"
# (or settles: "ok to confirm the date?", "fix a date", "hold the date")
_DATE_MOVED = re.compile(r"\b(?:chang|mov|rearrang|reschedul|swap|cancel|shift|push|bring|postpon|amend|confirm|fix|set|agree"
                         r"|book|pick|choos|propos|suggest|offer|hold|lock|pencil|save)\w*\s+(?:[\w'-]+\s+){0,3}$")
# ... and what such a value looks like in a record
_VALUE_HOLDS: dict[str, str] = {
    "zone": (r"\b(?:UTC|GMT)(?:\s*[+\-\u2212]\s*\d{1,2}(?::?\d{2})?)?\b|\b(?-i:CET|CEST|EET|EEST|WET|WEST|BST|EST|EDT|CST|CDT"
             r"|MST|MDT|PST|PDT|AKST|AKDT|HST|AST|ADT|NST|NDT|IST|JST|KST|SGT|HKT|AEST|AEDT|ACST|ACDT|AWST|NZST|NZDT|SAST|WAT"
             r"|EAT|CAT|GST|MSK|PKT|ICT|WIB|PHT|BRT|ART|CLT|COT|PET)\b|\b(?:eastern|central|mountain|pacific|atlantic|alaska"
             r"|hawaii|newfoundland|gulf|arabian|india|japan|korea|china|singapore|hong kong|(?:australian )?(?:eastern|central"
             r"|western)|new zealand|(?:central|eastern|western) european|british summer|greenwich mean|irish|moscow)"
             r"(?: standard| daylight| summer)? time\b|\btime ?zone\b|\bhours? (?:ahead|behind)\b"
             r"|\b(?-i:[A-Z][a-z]+/[A-Z][A-Za-z_]+)\b|\bon (?-i:[A-Z])[\w-]+(?: (?-i:[A-Z])[\w-]+)? time\b"),
    "registration": (r"\b(?-i:[A-Z]{2}\d{2}\s?[A-Z]{3})\b|\b(?-i:[A-Z]\d{1,3}\s?[A-Z]{3})\b|\b(?-i:[A-Z]{1,2}-[A-Z]{3,4})\b"
                     r"|\b(?-i:[A-Z]{2}-\d{3}-[A-Z]{2})\b|\b(?:reg|registration|plate)\b[^.;]{0,15}?\b(?=[A-Z0-9-]*\d)"
                     r"(?-i:[A-Z0-9][A-Z0-9-]{2,})\b"),
    "account": (r"\b(?:account|acct|a/c|customer (?:no|number|code|ref))\b[^.;]{0,25}?\b(?=[A-Za-z0-9/-]*\d)"
                r"[A-Za-z0-9][A-Za-z0-9/-]{3,}\b"),
    # "at most 43 °C", "held at 56 degrees", "below 5C"
    "temperature": r"\d\s*(?:°|º|℃|deg(?:rees?)?\b)|\b\d{1,3}(?:[.,]\d)?\s?(?-i:C|F)\b",
    "email": r"[\w.+-]+@[\w-]+\.[\w.]+",
    # "ISO VG 32", "SAE 15W-40", "EP2", "C30/37", "S355"
    "grade": r"\b(?:ISO\s?)?VG\s?\d{2,3}\b|\bSAE\s?\d|\b\d{1,2}W-?\d{2}\b|\b(?-i:EP|HLP|HVLP|HM|HV)\s?\d{1,3}\b"
             r"|\b(?-i:C\d{2}/\d{2}|S\d{3})\b|\bgrade\s+(?-i:[A-Z0-9])",
    # an amount bounded: "never accepts more than GBP 7,500 in cash", "up to £500", "capped at $2,000"
    "limit": (r"\b(?:more than|over|above|under|below|up to|no more than|at most|maximum(?: of)?|max\.?|capped at"
              r"|cap of|limit of|exceed\w*|ceiling of)\s+(?:(?:[$£€]|GBP|EUR|USD|NZD|AUD)\s?\d"
              r"|\d[\d,.]*\s?(?:[$£€]|GBP|EUR|USD|k\b))"),
    "hours": r"\b\d{1,2}[:.]\d{2}\b|\b\d{1,2} ?(?:am|pm)\b|\b\d{1,2}(?:am|pm)?\s?(?:-|–|to|till|until)\s?\d{1,2} ?(?:am|pm)\b",
}
_VALUE_HOLD_RX = {kind: re.compile(spec, re.I) for kind, spec in _VALUE_HOLDS.items()}
_PHONE = re.compile(r"(?:\+\d{1,3}[\s.-]?)?(?:\(?\d{2,5}\)?[\s.-]?){1,4}\d{3,4}\b")
_EXTENSION = re.compile(r"\bext(?:ension)?\.?\s*\d{2,5}\b", re.I)


def values_asked(question: str) -> set[str]:
    """The kinds of value a turn asks for by their names: "zone", "registration", "account", "phone", "email",
    "hours", "temperature", "date"."""
    folded = fold(question)
    kinds = {kind for kind, rx in _VALUE_ASK_RX.items() if rx.search(folded)}
    if "date" in kinds and all(_DATE_MOVED.search(folded[max(0, m.start() - 40):m.start()])
                               for m in _VALUE_ASK_RX["date"].finditer(folded)):
        kinds.discard("date")  # a date being changed, "the rule for changing a test date", is not asked for
    return kinds


def holds_value(kind: str, record_text: str) -> bool:
    """Whether a record holds a value of that kind (a zone, a plate, an account number, a phone number, an email)."""
    if kind == "date":
        return holds("time", record_text) and bool(_NUMBER.search(record_text))  # (a day, not "weekly")
    if kind == "phone":
        return bool(_EXTENSION.search(record_text)) or any(
            sum(ch.isdigit() for ch in m.group(0)) >= 9 for m in _PHONE.finditer(_DATE_OR_CLOCK.sub(" ", record_text)))
    rx = _VALUE_HOLD_RX.get(kind)
    return bool(rx and rx.search(record_text))


def answers(question: str, record_text: str) -> bool:
    """The question asks for kinds of answer and the record holds one of each."""
    kinds = asks_for(question)
    return bool(kinds) and all(holds(k, record_text) for k in kinds)


def identity() -> dict:
    return {"version": ASKING_VERSION, "sha256": sha256_json({
        "asks": _ASKS, "asks_cjk": _ASKS_CJK, "iso_date": _ISO_DATE.pattern, "clock": _CLOCK.pattern,
        "date_word": _DATE_WORD.pattern, "number": _NUMBER.pattern, "full_name": _FULL_NAME.pattern,
        "titled": _TITLED.pattern, "all_kinds": True, "asks_en": _ASKS_EN,
        "date_or_clock": _DATE_OR_CLOCK.pattern, "when_words": _WHEN_WORDS.pattern, "relative_time": _RELATIVE_TIME.pattern,
        "value_asks": _VALUE_ASKS, "value_holds": _VALUE_HOLDS, "phone": _PHONE.pattern, "extension": _EXTENSION.pattern,
        "phone_digits": 9, "date_moved": _DATE_MOVED.pattern, "part_of_day": _PART_OF_DAY.pattern, "short_date": _SHORT_DATE.pattern})}
