"""What a wish about the shape of answers asks for, read in the user's language and in the record's.

A record is written in English; the user may have said the wish in another language. Nothing here
translates, and the embedding model reads English only, so a claim in other words cannot be checked by
meaning. A wish about how answers look, though, is made of a few well-known things: short, a number of
lines or sentences, a summary or the conclusion first, then the details, bullet or numbered points,
no tables, no emojis. This module names those things in many languages, so the activation policy can
check that every thing the record asks for is in the user's own words, with the same number and the same
"no" in front of it, and that the record asks for nothing else. Anything it cannot read stays with a
person: a record with a word outside this list is never said to match.

Words are compared folded (lower case, accents stripped); a stem of four or more letters matches any
word it begins, a shorter one only the whole word.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from retold.hashing import sha256_json
from retold.language import fold

LEXICON_VERSION = "style-lexicon/1"

# concept -> stems in English (the record's side) and in other languages (the user's side)
_CONCEPTS: dict[str, tuple[str, str]] = {
    "short": (
        "short shorter brief briefly concise terse succinct",
        "corto corta cortos cortas cortito breve breves conciso concisa curto curta curtos curtas sucint court courte "
        "courtes bref breve brève concis corti sintetic kurz kurze kurzen knapp kort korta korte kortfatt beknopt "
        "krótk krótko zwięzł krátk krátce stručn kratk kratko jedrnat sažet scurt scurte kısa σύντομ syntom lyhy lyhyt "
        "rövid tömör singkat pendek ringkas curt curta breu"),
    "lines": (
        "line lines",
        "línea líneas linea lineas renglon linha linhas ligne lignes riga righe linee zeile zeilen regel regels rad "
        "rader raderna linje linjer linjen linier linij linii wiersz wiersze wierszy řádek řádk řádků riadk riadok "
        "vrstic vrstica redak redaka redova rând rânduri satır satırı γραμμ gramm rivi riviä riviä baris línia línies"),
    "sentence": (
        "sentence sentences",
        "frase frases oración oraciones phrase phrases frasi satz sätze zin zinnen mening meningar setning setninger "
        "sætning zdani věta větu větou vět věty veta vetu vety stavek stavk rečenic propoziți propozitie fraza fraze "
        "cümle πρόταση προτάσ protas lause lausee mondat"),
    "summary": (
        "summary summaries summarise summarize overview recap",
        "resumen resumo résumé resume synthèse récap riassunto sintesi riepilogo zusammenfassung samenvatting "
        "sammanfattning sammendrag oppsummering sammenfatning podsumowani streszczeni shrnutí shrnut souhrn zhrnut "
        "súhrn povzetek povzet sažetak sažetk rezumat özet περίληψ σύνοψ perilips yhteenveto tiivistelmä összefoglal "
        "ringkasan rangkuman resum yoyaku"),
    "conclusion": (
        "conclusion conclusions bottom verdict takeaway concrete",
        "conclusión conclusion conclusão conclusao conclusione concreto concreta concret fazit ergebnis conclusie "
        "slutsats slutsatsen konklusjon konklusion wniosek wnioski konkluzj závěr záver zaključ sklep concluzi sonuç "
        "συμπέρασμα johtopäätö következtetés kesimpulan"),
    "first": (
        "first start starts begin begins lead leads open opens top",
        "primero primera primer primeiro primeira antes empieza empezar comienza começa começar comece abord premier "
        "commence prima inizia iniziare zuerst erst zuvor beginn vorne eerst begin först börja først begynn start "
        "najpierw najpierwsz początk zacznij zaczynaj napřed nejdřív nejdřiv nejprve začni začín najprv najskôr "
        "najprej prvo najprije najpre počni întâi intai începe ilk önce başta πρώτα ξεκίν prota ensin ensiksi aloita "
        "alkuun először elején kezdd dulu pertama abans saisho"),
    "details": (
        "detail details specifics",
        "detalle detalles detalhe detalhes détail détails dettagli dettaglio detail details einzelheit detaljer detalj "
        "detalje szczegół podrobnost detail detaily podrobnosti detalj pojedinost detali detay ayrıntı λεπτομέρει "
        "leptomer yksityiskoh részlet detall shosai"),
    "explanation": (
        "explanation explanations reasoning reasons rationale why",
        "explicación explicacion razonamiento porqué porque explicação raciocínio porquê explication raisonnement "
        "pourquoi spiegazion ragionament perché erklärung begründung warum uitleg redenering waarom förklaring "
        "resonemang varför forklaring begrunnelse hvorfor wyjaśnieni uzasadnieni dlaczego vysvětlen zdůvodněn proč "
        "razlag obrazlož zakaj objašnjenj obrazložen zašto explicați motivați açıklama gerekçe neden εξήγησ selitys "
        "perustelu magyarázat indoklás"),
    "figures": (
        "figures numbers",
        "cifras números numeros valores chiffres numeri cifre zahlen cijfers getallen siffror tall tallene tal liczb "
        "čísla číslo številk brojk brojev rakam αριθμούς αριθμοί noumera luvut számok"),
    "bullets": (
        "bullet bullets bulleted list lists",
        "viñeta viñetas lista listas punteo marcador marcadores puce puces liste listes elenco elenchi puntato "
        "stichpunkt aufzählung opsomming bullet bullets lijst lijstje punktlista punktform punktliste kulepunkt "
        "wypunktow punktor listy odrážk seznam zoznam alinej natuknic popis listă buline madde κουκκίδ koukid λίστα "
        "luettelo felsorol llista"),
    "numbered": (
        "numbered",
        "numerad numerada numeradas numerados numérot numerat nummerier genummerd numrerad nummerert numerowan "
        "číslovan oštevilčen numerira brojčan numerotat numaralı αριθμημέν numeroi számozott"),
    "points": (
        "point points",
        "puntos punto pontos ponto tópicos tópico points punti punkte punten punkter punkt punkty punktów bod body "
        "bodech točk točke točkama puncte madde σημεία σημεί kohta kohdat pont pontok"),
    "tables": (
        "table tables tabular",
        "tabla tablas tabela tabelas tableau tableaux tabell tabelle tabellen tabel tabele tabulk tabuľk tablic tablo "
        "πίνακ pinak taulukko táblázat taula"),
    "emoji": (
        "emoji emojis emoticon emoticons smiley smileys",
        "emoj emotic emotik emotk smajl smiley buźk čustvenč"),
    "markdown": ("markdown", "markdown"),
    "headings": (
        "heading headings header headers titles",
        "título títulos encabezado encabezados cabeçalho titre titres titol intestazion überschrift überschriften kop "
        "koppen kopje rubrik rubriker overskrift overskrifter nagłówek nagłówk tytuł nadpis nadpisy naslov naslove "
        "titlu titluri başlık επικεφαλίδ otsikko címsor fejléc"),
    "paragraphs": (
        "paragraph paragraphs",
        "párrafo párrafos parágrafo parágrafos paragraphe paragraf absatz absätze alinea stycke stycken avsnitt afsnit "
        "akapit odstav odsek odlomak odlomk odlomc παράγραφ paragraf kappale bekezdés"),
    "plain": (
        "plain simple",
        "simple simples plano plana sencillo semplice einfach einfachen gewoon platte vanlig enkel zwykł prost "
        "obyčejn obyčajn jednoduch navadn preprost običn jednostav simplu düz sade απλ pelkkä egyszerű"),
    "text": (
        "text prose",
        "texto texte testo text fließtext tekst besedilo metin κείμενο teksti szöveg"),
    "asterisks": (
        "asterisk asterisks",
        "asterisco asteriscos astérisque asterisc sternchen sterretje hvězdičk hviezdičk gwiazdk zvjezdic yıldız"),
    "intro": (
        "preamble introduction introductions introductory intro",
        "preámbulo introducción introduccion rodeos introdução preâmbulo rodeio préambule introduction preambol "
        "introduzion einleitung vorrede inleiding inledning innledning wstęp úvod uvod introducer giriş εισαγωγ "
        "johdanto bevezet"),
}

# words a record may hold beside the things it asks for: who it is for, the verbs of answering, the order
# words and the standing markers
_RECORD_FILLER = frozenset(fold(w) for w in (
    "a an the and or nor but then after afterwards before with without in on at of for to from by as so than "
    "no not never don't do avoid skip use using give giving keep keeping write writing put make be is are "
    "answer answers answering reply replies respond responses response message messages everything anything "
    "always default every each all any from now on unless she he they asks ask explicitly more otherwise "
    "ideally at most max maximum under up within or please just only her his their them it "
    "way form format formatted style lay laid out go goes come comes"
).split())

_NUMBER_WORDS_EN = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
                    "nine": 9, "ten": 10, "single": 1}
# the numbers one to ten in other languages (folded)
_NUMBER_WORDS_OTHER: dict[int, str] = {
    1: "uno una un um uma une ein eine einen einer één een en ett én jeden jedna jedno jednu jedną jedan jednom "
       "unu bir ένα μία μια ena yksi egy satu ichi",
    2: "dos dois duas deux due zwei twee två to dwa dwie dvě dva dve dvije doi iki δύο dyo kaksi kettő két dua ni",
    3: "tres três trois tre drei drie tri trzy tři trei üç τρία τρεις tria kolme három tiga san sangyo",
    4: "cuatro quatro quatre quattro vier fyra fire cztery čtyři štyri štiri četiri patru dört τέσσερα nelja négy "
       "empat yon",
    5: "cinco cinq cinque fünf vijf fem pięć pět päť pet cinci beş πέντε pente viisi öt lima go",
    6: "seis six sei sechs zes sex seks sześć šest șase sase altı έξι exi kuusi hat enam roku",
    7: "siete sete sept sette sieben zeven sju syv siedem sedm sedem sapte yedi επτά εφτά seitsemän hét tujuh",
    8: "ocho oito huit otto acht åtta otte osiem osm osem opt sekiz οκτώ kahdeksan nyolc delapan",
    9: "nueve nove neuf neun negen nio ni dziewięć devět deväť devet nouă dokuz εννέα yhdeksän kilenc sembilan",
    10: "diez dez dix dieci zehn tien tio ti dziesięć deset desať zece on δέκα kymmenen tíz sepuluh",
}
_NEGATION = frozenset(fold(w) for w in (
    "no not never without don't dont avoid none skip nor "
    "nunca sin nada ningún ninguna ningun não nao sem nenhum nenhuma jamais sans aucun aucune ni non mai senza "
    "niente nessun nessuna kein keine keinen keiner nie niemals ohne nicht geen nooit zonder niet inga ingen inget "
    "aldrig utan inte ikke aldri uten uden drop bez nigdy nie żadnych żadne žádné žádný žádná žádnou nikdy ne "
    "žiadne žiadny žiadna ani brez nikoli nikad nikada nemoj fără niciodată nu niciun nicio gata yok olmadan asla "
    "hiç χωρίς ποτέ όχι μην δεν oxi xoris ei ilman älä nélkül soha semmi sense cap tanpa jangan"
).split())
# a list goes on after "or"/"and": "no tables, bullets or headings" says no to all three
_LIST_GLUE = frozenset(fold(w) for w in (
    "or and nor o y e ou et ni oder und of en eller och og lub ani ili nebo alebo ali sau și si veya ve ya da kai "
    "και ή tai vagy atau").split())

_WORD = re.compile(r"\w+")
REASON_BREAK = re.compile(r";|\s[—–-]\s|\b(?:since|because|so that|so (?:she|he|they) can|as (?:she|he|they))\b")
UNLESS_ASKED = re.compile(r"\bunless (?:\w+ )?(?:explicitly |specifically )?(?:asks?|says?|wants?|requests?)\b.*", re.I)
_DIGITS = re.compile(r"\d+")


def _stems(words: str) -> tuple[str, ...]:
    return tuple(sorted({fold(w) for w in words.split()}))


_EN = {name: _stems(en) for name, (en, _other) in _CONCEPTS.items()}
_OTHER = {name: _stems(other) + _EN[name] for name, (_en, other) in _CONCEPTS.items()}
_OTHER["bullets"] += _OTHER["asterisks"]  # bullets drawn as asterisks are bullets
_NUM_OTHER = {fold(w): n for n, ws in _NUMBER_WORDS_OTHER.items() for w in ws.split()}
_NUM_OTHER.update(_NUMBER_WORDS_EN)


def _hit(word: str, stems: tuple[str, ...]) -> bool:
    return any(word == s or (len(s) >= 4 and word.startswith(s)) for s in stems)


@dataclass(frozen=True)
class Claims:
    """The things a text asks of answers: concept -> said with a "no" in front of it, and the numbers."""

    concepts: dict[str, bool]
    numbers: frozenset[int]
    unread: tuple[str, ...]  # words of a record that are neither a known thing nor a filler word


def _read(text: str, lexicon: dict[str, tuple[str, ...]], numbers: dict[str, int], record: bool) -> Claims:
    concepts: dict[str, bool] = {}
    nums: set[int] = set()
    unread: list[str] = []
    for clause in re.split(r"[.;:!?]", fold(text)):
        words = _WORD.findall(clause)
        last_neg = -10  # where the last "no" stood
        last_concept: tuple[int, bool] = (-10, False)
        for i, w in enumerate(words):
            if w in _NEGATION or (w == "pas" and words[i + 1:i + 2] in (["de"], ["d"])):
                last_neg = i  # (French "pas" only as "pas de": Dutch "pas" is "only then")
            found = [name for name, stems in lexicon.items() if _hit(w, stems)]
            if w in numbers or _DIGITS.fullmatch(w):
                n = numbers.get(w) if w in numbers else int(w)
                if n is not None and n <= 1000:
                    nums.add(n)
                continue
            if found:
                # a "no" up to three words before, or a list that goes on from a thing said with "no"
                neg = i - last_neg <= 3 or (i >= 1 and words[i - 1] in _LIST_GLUE and last_concept[1]
                                             and i - last_concept[0] <= 4)
                if i >= 1 and words[i - 1] in _NEGATION:
                    neg = True
                for name in found:
                    concepts[name] = concepts.get(name, False) or neg
                last_concept = (i, neg)
            elif record and w not in _RECORD_FILLER and w not in _NEGATION:
                unread.append(w)
    if record and ("bullets" in concepts or "numbered" in concepts):
        concepts.pop("points", None)  # "bullet points", "numbered points": the kind of point is the claim
    return Claims(concepts, frozenset(nums), tuple(unread))


def record_claims(record_text: str, names: set[str] = frozenset()) -> Claims:
    """What a record's wish asks for, read without the reason it gives ("...; she reads on her phone") and
    without the people it names."""
    # the first part is the wish; a later one is a reason ("she reads on her phone") unless it names a
    # thing answers should have or lack ("...; never use emojis"), and then it is read like the first
    first, *rest = REASON_BREAK.split(record_text)
    wish = " ".join([first] + [p for p in rest if _read(p, _EN, _NUMBER_WORDS_EN, record=False).concepts])
    wish = re.sub(r"\([^)]*\)", " ", wish)
    # "unless she asks for more detail" widens nothing the user must have said: it is the standing default's own
    wish = UNLESS_ASKED.sub(" ", wish)
    wish = re.sub(r"\bor (?:fewer|less)\b", " ", wish)  # "five lines or fewer" is "at most five lines"
    kept = " ".join(w for w in wish.split()
                    if not (w[:1].isupper() and fold(re.sub(r"['’]s$", "", w.strip(",.:;!?()"))) in names))
    return _read(kept, _EN, _NUMBER_WORDS_EN, record=True)


def said_claims(words: str) -> Claims:
    """What the user's own words ask for, in any language this lexicon knows."""
    return _read(words, _OTHER, _NUM_OTHER, record=False)


def same_style_wish(record_text: str, user_words: str, names: set[str] = frozenset()) -> tuple[bool, dict]:
    """True when every thing the record asks of answers is in the user's words, with the same numbers and
    the same "no", and the record asks for nothing this lexicon cannot read. The detail says why not."""
    rec = record_claims(record_text, names)
    said = said_claims(user_words)
    detail = {"record": sorted(rec.concepts), "said": sorted(said.concepts)}
    if not rec.concepts:
        return False, {**detail, "why": "no_known_thing"}
    if rec.unread:
        return False, {**detail, "why": "unread_words", "unread": list(rec.unread[:6])}
    missing = [k for k in rec.concepts if k not in said.concepts]
    if missing:
        return False, {**detail, "why": "not_said", "missing": missing}
    flipped = [k for k, neg in rec.concepts.items() if said.concepts[k] != neg]
    if flipped:
        return False, {**detail, "why": "polarity", "flipped": flipped}
    if not rec.numbers <= said.numbers:
        return False, {**detail, "why": "numbers", "numbers": sorted(rec.numbers - said.numbers)}
    return True, detail


def identity() -> dict:
    return {"version": LEXICON_VERSION, "sha256": sha256_json({
        "concepts": _CONCEPTS, "record_filler": sorted(_RECORD_FILLER), "numbers_en": _NUMBER_WORDS_EN,
        "numbers_other": _NUMBER_WORDS_OTHER, "negation": sorted(_NEGATION), "list_glue": sorted(_LIST_GLUE),
        "negation_reach": 3, "list_reach": 4, "stem_min": 4,
        "unless_asked": UNLESS_ASKED.pattern, "reason_break": REASON_BREAK.pattern, "later_parts": "kept when they name a thing", "pas": "pas de", "points_head": "dropped beside bullets or numbered",
        "bullets_asterisks": True})}
