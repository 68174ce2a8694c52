"""Deterministic parts of the activation policy: evidence location, form rules,
category assignment and the local wording classifier.

Everything here reads the principal user's own words (the verified transcript
turn); the record text, written by an extractor, is used only to find the
supporting sentence and as a secondary category signal. The attribute slug is
never read.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field

from retold import taxonomy
from retold.cues import DOC_KINDS
from retold.hashing import sha256_json
from store_svc import style_lexicon

PROMPT_VERSION = "activation-forms/87"

# ----------------------------------------------------------------- text utils
_STOP = frozenset(
    "a an the and or but if of to in on at for with by from as is are was were be been am i me my we our you your "
    "it its this that these those he she they them their his her please just so very also then than there here "
    "what which who when where how about into over under not no do does did have has had will would can could "
    "should may might must shall let lets get got".split()
)


# Marked words that fold into an English or Spanish marker: Romanian "și" (and) and Turkish "önce" (first) are
# not the "si" (if) of Spanish and French nor "once", and "SI" in capitals is the unit system
FOLD_CLASHES = ((re.compile(r"(?<!\w)[șş]i(?!\w)", re.I), "and"), (re.compile(r"(?<!\w)önce(?!\w)", re.I), "first"),
                (re.compile(r"(?<!\w)SI(?!\w)"), "SIunits"))


def fold(text: str) -> str:
    """Lower case without accents; punctuation kept."""
    for rx, word in FOLD_CLASHES:
        text = rx.sub(word, text)
    nfkd = unicodedata.normalize("NFKD", text.lower())
    return "".join(ch for ch in nfkd if not unicodedata.combining(ch)).replace("\u2019", "'").replace("đ", "d").replace("ß", "ss")


def _stem(word: str) -> str:
    for suf in ("ing", "ed", "es", "s"):
        if len(word) > len(suf) + 3 and word.endswith(suf):
            return word[: -len(suf)]
    return word


def content_words(text: str) -> set[str]:
    return {_stem(w) for w in re.findall(r"[a-z0-9][a-z0-9'/-]*", fold(text)) if len(w) > 2 and w not in _STOP}


def containment(part: set[str], whole: set[str]) -> float:
    return len(part & whole) / len(part) if part else 0.0


def sentences(text: str) -> list[str]:
    # (the full stop of "e.g." or "i.e." ends no sentence: "spell it out, e.g. Thursday 14 January")
    out = [s.strip() for s in re.split(r"(?<!\be\.g\.)(?<!\bi\.e\.)(?<=[.!?])\s+|\n+", text) if s.strip()]
    return out or [text.strip()]


CJK_CHARS = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
CJK_QUOTE_SHARE = 0.75  # share of a spaceless quote's character pairs one sentence of the turn must hold


def _char_pairs(text: str) -> set[str]:
    chars = re.sub(r"[\W_]+", "", text)
    return {chars[i:i + 2] for i in range(len(chars) - 1)}


def _squash(text: str) -> str:
    # words of any script: a quote in Japanese or Greek letters is found in the turn as it stands
    return " ".join(re.findall(r"[^\W_]+", fold(text)))


# ------------------------------------------------------------------- evidence
@dataclass
class Located:
    """Where the claim sits in the user's turn."""

    supported: bool
    reason: str
    method: str = ""
    quote_matched: bool = False
    support: float = 0.0
    span: list[str] = field(default_factory=list)
    context: list[str] = field(default_factory=list)
    # sentences of the context that belong to another wish of the same turn: that wish, and what follows it
    # before the claim comes again ("Also, maybe be a bit less formal? Not sure yet.")
    aside: list[str] = field(default_factory=list)


def locate_claim(record_text: str, quote: str, turn_text: str, cosines: list[float] | None,
                 support_min: float, quote_support_min: float) -> Located:
    """Finds the sentence(s) of the user's turn that state the record's claim.

    ``cosines`` holds the record-to-sentence embedding similarities (one per
    sentence of the turn, then one for the whole turn), or None when the
    embedding model is not available (lexical evidence only)."""
    sents = sentences(turn_text)
    rec_words = content_words(record_text)
    lex = [containment(rec_words, content_words(s)) for s in sents]
    cos = list(cosines[: len(sents)]) if cosines else [0.0] * len(sents)
    whole = max(containment(rec_words, content_words(turn_text)), cosines[-1] if cosines else 0.0)
    per = [max(a, b) for a, b in zip(lex, cos)]
    best = max(range(len(sents)), key=lambda i: per[i])
    support = max(per[best], whole)
    span_idx: list[int] = []
    quote_matched = False
    q = _squash(quote or "")
    if q and len(q) >= 4:
        if q in _squash(turn_text):
            quote_matched = True
            span_idx = [i for i, s in enumerate(sents) if _squash(s) and (_squash(s) in q or q in _squash(s)
                                                                           or _overlaps(q, _squash(s)))]
        else:
            qw = content_words(quote)
            hits = [i for i, s in enumerate(sents) if qw and containment(qw, content_words(s)) >= 0.9]
            if hits:
                quote_matched, span_idx = True, hits
            elif CJK_CHARS.search(quote):
                # no spaces to part the words: the quote's character pairs, nearly all in one sentence of the
                # turn ("説明は日本語でもいい" in "説明はたまに日本語でもいいかも"), find it
                qb = _char_pairs(quote)
                hits = [i for i, s in enumerate(sents) if qb and len(qb & _char_pairs(s)) / len(qb) >= CJK_QUOTE_SHARE]
                if hits:
                    quote_matched, span_idx = True, hits
    if support >= support_min:
        method = "record_matches_turn"
        # every sentence that states part of the record on its own ("keep answers short" and
        # "I read them on a tablet" for "keep answers short; he reads them on a tablet"); beside a
        # quote in another language, a sentence that says it in the record's language with a time
        # limit or a scope the quote may not show (a wish given in two languages is read in both:
        # this can only keep a record conditional, never promote it)
        stating = [i for i in range(len(sents)) if per[i] >= support_min]
        if not quote_matched:
            span_idx = stating or [best]
        elif other_language(quote, record_text):
            span_idx = span_idx + [i for i in stating if _found(TEMPORARY, _strip(sents[i]))
                                   or _found(SCOPED, STANDING.sub(" ", _strip(sents[i])))]
        # (not for a record that states only a fact, "Marta is based in Madrid; her day runs on CET", whose
        # sentence sits beside a wish the record does not hold)
        if span_idx and not any(_wish_like(sents[i]) for i in span_idx) and not (quote_matched
                                                                                and other_language(quote, record_text)) \
                and RECORD_WISH.search(fold(record_text)):
            # the sentence closest in words gives the reason ("All our exports are analysed in R", or a quote
            # that stops at it: "I use a screen reader since my eye operation"); the wish is the instruction
            # beside it ("When there's code involved, make it R.", "Please no tables")
            span_idx = span_idx + [i for i in range(len(sents)) if i not in span_idx
                                   and _wish_like(sents[i]) and per[i] >= support_min / 4]
    elif quote_matched and support >= quote_support_min:
        method = "quote_in_turn"
    else:
        return Located(False, "claim_not_found_in_turn", support=support, quote_matched=quote_matched)
    span_idx = sorted(set(span_idx)) or [best]
    if span_idx[0] > 0 and all(len(sents[i].split()) <= 2 for i in span_idx):
        span_idx = [span_idx[0] - 1] + span_idx  # "And no exclamation marks. Ever.": the wish is before its marker
    if span_idx[0] > 0 and scope_heading(sents[span_idx[0] - 1]):
        # the sentence before opens a list under a scope ("When I'm writing condition reports: British spelling,
        # house wording. It's 'minor retouching', never 'restored'"): the wish goes on under that heading
        span_idx = [span_idx[0] - 1] + span_idx
    span = [sents[i] for i in span_idx]
    context = [s for i, s in enumerate(sents) if i not in span_idx]
    return Located(True, "verified", method, quote_matched, support, span, context, others_aside(sents, span_idx))


# A record that holds a wish, not only a fact about the user: "wants", "prefers", "asked for", "no tables"
RECORD_WISH = re.compile(r"\b(?:wants?|wanted|wish(?:es)?|prefers?|preferred|likes?|liked|dislikes?|hates?|asks?|asked|would "
                         r"(?:like|rather)|needs?|expects?|should|must|always|never|no|not|don't|doesn't|do not|does not|avoid"
                         r"|keep|use|uses|give|write|answer|reply|respond|requests?|requested|instead|only|default|rather"
                         # a preference told as how things suit the user: "finds bullet lists easier to follow"
                         r"|finds?|easier|harder|better|worse|clearer|simpler|struggles?|difficult|helps?|suits?|works best)\b")


# A sentence that adds something else: "Also, ...", "And ...", "Oh and ...", "One more thing: ..."
ADDITIVE = re.compile(r"^\W*(?:also|and|plus|oh,? and|oh,? also|one more thing|another thing|separately|btw|by the way)\b")


def others_aside(sents: list[str], span_idx: list[int]) -> list[str]:
    """The sentences outside the claim that belong to another wish: one added with its own doubt ("Also,
    maybe be a bit less formal with me?"), and the sentences after it that ask nothing, up to the claim."""
    out: list[str] = []
    owner_other = False
    for i, sent in enumerate(sents):
        low = fold(sent)
        if i in span_idx:
            owner_other = False
        elif ADDITIVE.match(low) and (_found(HEDGE, low) or _found(OPEN_EXCEPTION, low)) and (
                is_instruction(sent) or is_instruction(re.sub(r"\s+", " ", HEDGE.sub(" ", low)))):
            owner_other = True
            out.append(sent)
        elif owner_other and not is_instruction(sent):
            out.append(sent)
        else:
            owner_other = False
    return out


def _jest_on_reason(sentence: str) -> str:
    """The sentence without a jest marker that closes the reason told after the wish, in a clause of its own about
    the user ("always British spelling please, I'm Belgian and my laptop keeps making everything American lol",
    "keep ur answers short pls, i read them on my phone in the bay with wet hands lol"): the tone of that remark, no
    doubt about the wish. A marker in the wish's own clause, or closing a wish, stays."""
    parts = re.split(r"[,;]\s*", sentence)
    last = parts[-1]
    if len(parts) < 2 or not JEST.search(last) or JEST.search(", ".join(parts[:-1])):
        return sentence
    rest = JEST.sub(" ", last)
    if not STATEMENT_SUBJECT.search(fold(rest)) or _wish_like(rest) or _found(HEDGE, rest):
        return sentence
    return ", ".join(parts[:-1] + [rest])


def _wish_like(sentence: str) -> bool:
    """An instruction, or a verbless standing wish ("And metric for everything.")."""
    return is_instruction(sentence) or (bool(STANDING.search(_strip(sentence)))
                                        and (not STATEMENT_SUBJECT.search(STANDING.sub(" ", fold(sentence)))
                                             or _standing_clause(sentence))) or _headed_wish(sentence)


def _headed_wish(sentence: str) -> bool:
    """A wish listed under a kind of document ("Rotas: plain list by day, not a grid, I print them ..."): what
    follows the heading says how that kind is made, whatever reason comes after it."""
    head, _, rest = fold(sentence).partition(":")
    return bool(rest.strip()) and bool(DOC_SCOPE.match(head + ":")) and not re.match(r"\W*(?:i|we|he|she|they|it|there)\b", rest)


def _without_reasons(text: str) -> str:
    """The text without its clauses that give a reason ("they break in Outlook on my phone"), or the text
    itself when nothing else is left."""
    kept = [c for c in _clauses(text) if not REASON.search(c.strip()) and not _habit_told(c)]
    return ",".join(kept) if kept else text


def _habit_told(clause: str) -> bool:
    """A clause telling the user's own habit ("I'm on nights half the time"): the wish's reason, whose times
    and places are no scope of it."""
    return bool(HABIT_SUBJECT.match(clause)) and bool(HABITUAL.search(clause)) and not is_instruction(clause)


HABIT_SUBJECT = re.compile(r"^\s*(?:i|we)(?:'m|'re| am| are)?\b")


def _standing_clause(sentence: str) -> bool:
    """A clause of the sentence that is a verbless standing wish, whatever reason follows it: "24-hour
    clock for everything, it has to match the log" (the reason's "it" makes no statement of the wish)."""
    return any(STANDING.search(_strip(c)) and not STATEMENT_SUBJECT.search(STANDING.sub(" ", c))
               for c in re.split(r"[,;—–]", fold(sentence)))


# a phrase in quotation marks is mentioned, not meant: "'tomorrow at 9' means nothing" sets no time limit
QUOTED = re.compile(r"(?<!\w)['‘\"“][^'’\"”\n]{1,60}['’\"”](?!\w)")


def _overlaps(q: str, s: str) -> bool:
    """True when the squashed quote and sentence share a run of at least four words."""
    qw, sw = q.split(), s.split()
    if len(sw) < 4:
        return False
    grams = {" ".join(sw[i:i + 4]) for i in range(len(sw) - 3)}
    return any(" ".join(qw[i:i + 4]) in grams for i in range(max(0, len(qw) - 3)))


# ----------------------------------------------------------------- form rules
def _rx(*parts: str) -> re.Pattern:
    return re.compile(r"(?:^|(?<=[\s,;:(¿¡\"']))(?:" + "|".join(parts) + r")(?=$|[\s,.;:!?)\"'])")


# "only in Celsius", "only in plain English": what answers are rendered in, not where the wish holds
ONLY_IN_RENDERING = (r" (?:celsius|fahrenheit|kelvin|metric|imperial|si units?|(?:uk |us |british |american |australian |plain )?"
                     r"english|(?:24|12)[- ]hour|utc|local time|euros?|dollars?|pounds|gbp|usd|eur|words|prose|plain text)\b")
# "... (that) the volunteers will read", "... a participant will see": what someone other than the user reads
OTHERS_READ = (r" (?:that )?(?!(?:i|we|you|it|they)\b)(?:an? |the |our |my |any |all )?(?!(?:i|we|you|it|they)\b)[a-z]+(?: [a-z]+)?"
               r" (?:will |would |are going to |might )?(?:read|reads|see|sees|get|gets|receive|receives)\b")
# Broadening phrases: explicit standing defaults. Stripped before scope checks.
# any question at all the user puts: "(whenever) I ask you something"
_ASK_ANYTHING = r" (?:i|we) (?:ask|message|write to) (?:you )?(?:something|anything|a question|stuff)"
STANDING = _rx(
    r"always", r"by default", r"as a default", r"default to", r"defaults? for (?:me|us)", r"(?:my|our) defaults?", r"every answer", r"each answer",
    r"vanaf nu", r"voortaan", r"altijd", r"altyd", r"standaard", r"van nu af aan", r"throughout", r"zawsze", r"domyslnie",
    r"od teraz",
    r"unless i (?:ask|tell) you to (?:go|expand|elaborate|say|give|write)\b[^,.;]{0,25}",
    r"unless i (?:explicitly |specifically |actually |really )?(?:ask|say|tell you|request|want|need)(?: (?:that )?i (?:want|need))?(?: you)?(?: to)?(?: for| it)? (?:otherwise|differently|more|less|longer|shorter|"
    r"something else|the opposite|detail|details|it|so|the (?:long|longer|full|short|detailed|whole) (?:version|answer|one|story)"
    # "no bullet points unless I actually ask for a list": a way of answering, asked for on the day
    r"|an? (?:list|table|summary|bullet list)|bullets|bullet points|tables?)",
    # the same in a record's third person: "unless Florencia asks for more detail"
    r"unless (?:she|he|they|[a-z]+) (?:explicitly |specifically )?(?:asks?|says?|requests?|wants?)(?: for)? (?:more|less|otherwise|detail|details|a longer|the long)\b[^,.;]*",
    r"rule of thumb", r"(?:use \w+ )?only (?:when|if) (?:i|she|he|they) (?:ask|asks|say|says|request|requests)(?: for (?:it|that|them))?(?: so| otherwise)?",
    # "English only when I tell you it's going to a client": the user names the exception on the day
    r"(?:\w+ )?only (?:when|if) (?:i|she|he|they) (?:tell|tells) you\b[^,.;]{0,60}",
    r"(?:ground|house) rules?(?: for (?:all |every )?(?:our |my |the )?(?:chats?|conversations?|answers?|everything))?",
    r"(?:that |which )?applies to (?:everything|all of (?:it|them)|all (?:your )?(?:answers|replies))", r"how (?:i|we) like (?:things|it)(?: done)?",
    r"(?:any|anything|all|every|each|whatever) (?:[\w-]+ )?(?:that )?you (?:give|send|write|show)(?: me| us)?",
    r"(?:a )?(?:couple of |few |two |some )?standing (?:things?|rules?|instructions?|requests?|preferences?|orders?|defaults?)",
    r"(?:as a |my )?general rule", r"(?:don't|do not|dont) ever", r"never ever", r"never(?! mind)", r"in everything", r"everything\.?$",
    r"(?:for|in|with) (?:anything|everything) you (?:write|send|give|tell)(?: me| for me)?",
    r"until i (?:say|tell you) otherwise", r"from now on",
    # an exception the user will ask for in the chat: "unless I explicitly ask for Polish", "if I need something in
    # English for the team, I'll ask"; the same in Polish, Spanish, Italian, French, German, Portuguese and Dutch
    r"unless (?:i|we) (?:explicitly |specifically |actually |really )?(?:ask|request|say)(?: you)?(?: for| to)?\b[^,.;]{0,40}",
    r"if (?:i|we) (?:ever )?(?:need|want) [^.;!?]{0,60}?,?\s*(?:i'll|i will|we'll|we will) (?:ask|say so|tell you|let you know)"
    r"(?: for (?:it|that|them))?",
    r"chyba ze (?:wyraznie |specjalnie )?(?:poprosze|powiem)\b[^,.;]*",
    r"si (?:alguna vez )?(?:necesito|quiero) [^.;!?]{0,60}?,?\s*te lo (?:pido|pedire|digo|dire)",
    r"(?:a menos que|salvo que) (?:te )?(?:lo )?(?:pida|diga)\b[^,.;]*", r"a meno che non (?:te lo )?(?:chieda|dica)\b[^,.;]*",
    r"sauf si je (?:te |vous )?(?:le )?(?:demande|dis)\b[^,.;]*", r"(?:ausser|es sei denn),? ich (?:frage|bitte|sage)\b[^,.;]*",
    r"a nao ser que eu (?:peca|diga)\b[^,.;]*", r"tenzij ik (?:erom )?(?:vraag|zeg)\b[^,.;]*",
    # "no emoji, ever", "never use it, ever", "SI units everywhere"
    r"(?:no|not|never|don't|do not)\b[^.;!?]{0,60}?[,.]\s*ever\b", r"everywhere", r"not ever", r"not once", r"whenever" + _ASK_ANYTHING,
    r"everything in (?:metric|imperial|si(?: units)?|celsius|fahrenheit|(?:british|american|australian|canadian|plain|simple)"
    r" (?:english|spelling))",
    # said to hold for all of it: "that's for everything, not just today"
    r"(?:this|that|it)(?:'s| is) for everything", r"(?:for everything,? )?not just (?:for )?(?:today|now|this (?:week|time|once|chat|conversation|session))",
    # "from today on" in other languages, and "not just today": a start, not an end
    r"a partir de (?:hoje|hoy)", r"desde hoy",
    # Portuguese "from now on"
    r"a partir de agora", r"de agora em diante", r"daqui (?:em diante|para a frente|pra frente)", r"ab heute", r"da oggi(?: in poi)?", r"od dzisiaj", r"od dzis",
    r"vanaf vandaag", r"fra i dag", r"fran och med (?:i dag|idag)", r"a partir d'aujourd'hui", r"mostantol", r"alapbol",
    r"alapertelmezesben", r"mindig", r"tasta lahtien", r"aina",
    r"παντα", r"απο εδω και περα", r"απο τωρα και (?:στο εξης|περα)", r"visada", r"visuomet", r"na stale", r"uvek", r"uvijek",
    r"odted", r"her cevapta",
    # "for everything you write me" in Norwegian, Slovene and Czech
    r"generelt", r"for alt du skriver(?: til meg)?", r"za vse,? kar (?:mi|te|mi boste|mi bos)\w*", r"to velja za vse",
    r"ke kazde odpovedi", r"(?:u|v) kazde odpovedi",
    r"not (?:just|only|merely) (?:for )?(?:today|tonight|now|this (?:\w+)|the moment)", r"not (?:just|only|merely) (?:in|for|on|with|when) [^,.;]*", r"(?:that'?s|it'?s|this is) permanent",
    # "unless told otherwise" in Italian, Spanish, French, German, Dutch
    r"salvo (?:diversa indicazione|indicazione contraria)", r"salvo (?:que te diga|indicacion) (?:lo )?contrari[oa]",
    r"sauf indication contraire", r"sofern nicht anders", r"tenzij (?:ik )?anders",
    # how to address the user holds until they say otherwise: "just call me Thandi"
    r"(?:just |please )?(?:call me|address me as|refer to me as) (?!back\b|later\b|tomorrow\b|tonight\b|when\b|if\b|at\b|on\b"
    r"|before\b|after\b|asap\b|up\b|about\b|once\b|now\b|today\b)\w+", r"going forward", r"in general", r"generally",
    r"every time", r"each time", r"in (?:all|every|any) (?:of your )?(?:answers?|responses?|replies|reply|chats?|conversations?)",
    r"(?:for|in) all (?:of )?(?:your |our |my )?(?:answers|responses|replies|chats|conversations|sessions)",
    # "pls no tables ever"
    r"no [\w -]{1,30}? ever(?! since\b)", r"(?:that|this) goes for everything",
    r"for everything", r"no matter what(?: i ask)?", r"whatever (?:i|we) (?:ask|talk about)", r"as a rule", r"in future",
    r"in the future", r"from here on(?: out)?", r"all the time",
    r"siempre", r"por defecto", r"de ahora en adelante", r"a partir de ahora", r"en general", r"en todas (?:tus|las) respuestas",
    r"toujours", r"par defaut", r"desormais", r"a partir de maintenant", r"immer", r"standardmassig", r"grundsatzlich",
    r"ab jetzt", r"ab sofort", r"von nun an", r"sempre", r"por padrao", r"por defeito", r"por omissao", r"di default", r"d'ora in poi",
    # Scandinavian, Finnish, Czech, Turkish, Indonesian
    r"alltid", r"altid", r"som standard", r"som udgangspunkt", r"fra nu af", r"fra na av", r"fran och med nu",
    r"aina", r"oletuksena", r"tasta lahtien", r"vzdy(?:cky)?", r"across the board", r"standardne", r"od ted", r"her zaman", r"varsayilan olarak",
    r"bundan sonra", r"selalu", r"secara default", r"mulai sekarang",
    # Romanian
    r"mereu", r"intotdeauna", r"de acum (?:inainte|incolo)", r"in mod implicit",
    # Vietnamese, romanised Greek, Japanese and Hindi, Swahili; "default rule for code: ..."
    r"tu gio tro di", r"tu nay", r"luon luon", r"apo edo kai pera", r"apo tora kai pera", r"panta", r"kore kara wa",
    r"kore kara", r"itsumo", r"hamesha", r"ab se", r"kuanzia sasa", r"kila mara", r"siku zote",
    r"(?:my |the |as (?:a|my) )?default (?:rule|setting|choice)s?(?: for \w+)?", r"as standard",
    r"default (?:code |coding |programming |scripting |answer |reply )?(?:language|format|style|units?)", r"permanently",
    # a universal over a kind of content in any answer ("any code, ...", "for every plot ...")
    r"(?:for |with |in )?(?:any|all|every|each) (?:code|code examples?|scripts?|snippets?|plots?|charts?|graphs?|"
    r"figures?|tables?|maps?|diagrams?|images?|visuals?|numbers|amounts|prices|dates|times|measurements|units|quantities"
    r"|acronyms?|abbreviations?|initialisms?|technical terms?)",
    # "temperatures only in Celsius": every one of them, rendered so
    r"(?:only|exclusively) in" + ONLY_IN_RENDERING,
)
# Qualifiers about capability or need, not triggers ("where you can", "if I need it").
SOFTENERS = _rx(
    r"(?:if|when|where|whenever|wherever) (?:possible|needed|necessary|relevant|appropriate|applicable|useful|helpful)",
    r"(?:if|when|where|whenever|wherever) (?:you can|it makes sense|it helps|that helps)",
    r"if (?:there (?:are|is)|there's) any", r"if any",
    # "if you like" in Catalan, Spanish, French, German, Italian, Dutch, Polish
    r"si vols", r"si quieres", r"si tu veux", r"si vous voulez", r"wenn du willst", r"se vuoi", r"als je wilt", r"jesli chcesz",
    r"if (?:i|you) (?:need|want) (?:it|them|more|to)", r"if you (?:really |absolutely |truly )?(?:have|need|must) to",
    r"if you (?:really |absolutely |truly )?must\b[^,.;]*", r"as (?:needed|appropriate)", r"when in doubt",
    r"if (?:that's|that is|it's|it is) (?:ok|okay|alright|all right|fine)", r"if you don't mind",
    r"si (?:es posible|puedes|hace falta)", r"cuando (?:sea posible|puedas)", r"si possible", r"wenn moglich",
)
# Conditions that only name a kind of quantity inside any answer say how to
# render it wherever it turns up; they are not a task scope.
RENDERING_CONDITION = re.compile(
    # a thing that may turn up in any answer: "whenever a medicine comes up", "if a part number is mentioned"
    r"\b(?:if|when|whenever)\s+(?:an?|any)\s+(?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*\s+(?:comes? up|is mentioned|turns up|appears)\b|"
    # a state anything in an answer may be in: "if something's flagged, say it in words"
    r"\b(?:if|when|whenever)\s+(?:something|anything)(?:'s| is| gets| has been)\s+(?:flagged|urgent|late|overdue|at risk|critical"
    r"|wrong|missing|red|amber|green|out of (?:spec|tolerance|range))\b|"
    # one thing of a kind the assistant mentions, names or describes, wherever it turns up: "whenever you mention
    # a method", "if you describe an HMI screen, a trend or a chart"
    r"\b(?:if|when|whenever)\s+you(?: ever)?\s+(?:mention|refer to|cite|quote|name|describe)\s+(?:an?|any)\s+(?!(?:email|letter|report"
    r"|document|message|note|post|reply)s?\b)[a-z][\w-]*(?:\s+[a-z][\w-]*)?(?=[,;:]|\s+(?:or|and)\b|$"
    # (or the instruction right after it: "whenever you mention a substance give the CAS number in brackets")
    r"|\s+(?:give|put|add|show|include|write|state|use|list|mark|spell|quote|cite)\b)|"
    # a count of things an answer deals with: "if more than three films are involved, put it in a table"
    r"\b(?:if|when|whenever)\s+(?:there (?:are|is)\s+)?(?:more than|over|at least|upwards of)\s+(?:\d+|two|three|four|five|six"
    r"|a few|a couple of)\s+[a-z][\w-]*\s+(?:are\s+)?(?:involved|mentioned|in play|being compared|to compare|listed)\b|"
    # (not "when you list products": a kind of thing listed, not a list in any answer)
    r"\b(?:if|when|whenever|wherever)\s+(?!you\s+list\s+(?!(?:things|anything|everything|stuff|items|options|steps|them|it)\b)[a-z]{3,})"
    r"(?:you(?:'re| are|'d| would|'ll| will)?(?: ever)?|there(?:'s| is| are)|it(?:'s| is))\s+(?:talking|talk|giving|give|"
    r"making|make|stating|state|citing|cite|"
    r"mentioning|mention|quoting|quote|listing|list|writing|write|showing|show|using|use|dealing with|about|any|describing|describe|"
    r"explaining|explain|presenting|present|referring to|refer to|suggesting|suggest|picking|pick|choosing|choose|"
    # "if you need a technical term, explain it": a kind of wording any answer may need
    r"need to use|have to use|needing|need|"
    # what the assistant says or tells: "whenever you say something is a legal duty"
    r"saying|say|telling|tell|introducing|introduce|bringing up|bring up)?\s*"
    r"(?:me\s+|us\s+)?"
    # (one word may say which: "a call time", "chart colours")
    r"(?:about\s+)?(?:any\s+|the\s+|an?\s+|some\s+)?(?:(?!(?:money|prices?|times?|dates?)\b)[a-z][\w-]*\s+(?=(?:times?|dates?|colou?rs?|prices?|units?)\b))?(?:money|prices?|costs?|amounts?|times?|dates?|measurements?|units?|distances?|"
    r"temperatures?|weights?|currency|currencies|figures|sizes?|dimensions?|lengths?|quantities|scripts?|code|snippets?"
    # (not what other people will read: "when you write anything a participant will read" is a kind of work)
    r"|commands?|examples?|queries|query|(?:anything(?: visual)?|everything)(?!" + OTHERS_READ + r")|visuals?|colou?rs?|charts?|graphs?"
    r"|images?|pictures?"
    r"|diagrams?|maps?|photos?|screenshots?|layouts?|(?:numbered |bulleted )?lists?|tables?|bullet points?|steps?|stages?"
    # what any answer may hold: "when you make a compliance claim"
    r"|(?:[\w-]+ )?(?:claims?|statements?|recommendations?|estimates?|statistics|references|citations?|facts?|values?|numbers?|readings?"
    r"|clauses?|sections?|articles?|paragraphs?|formulas?|formulae|equations?|calculations?"
    r"|requirements?|rules?|regulations?|limits?|deadlines?)"
    # a kind of wording any answer may hold: "if you use an acronym", "if you refer to a figure"
    r"|acronyms?|abbreviations?|initialisms?|jargon|(?:technical |specialist |legal )?terms?|figure|sources?"
    # what the assistant says is so: "whenever you say something is mandatory" (not "write me something")
    r"|(?:(?<=say )|(?<=saying )|(?<=tell me )|(?<=telling me ))something)\b")
# The same in other languages: "bei Uhrzeiten ...", "para las fechas ...", "pour les montants ...":
# a kind of quantity rendered wherever it turns up, not a task scope.
RENDERING_CONDITION_OTHER = re.compile(
    r"\b(?:bei|fur|para|pour|voor|bij|per|nei|nelle|w|dla|for|til|ved)\s+(?:(?:den|die|der|las|los|les|el|la|de|het|le|i|gli)\s+)?"
    r"(?:uhrzeiten|zeiten|zeitangaben|datumsangaben|daten|datum|zahlen|betragen|preisen|massen|einheiten|codebeispielen"
    r"|horas|horarios|fechas|precios|cifras|importes|unidades|datas|precos|valores|heures|horaires|dates|prix|montants"
    r"|chiffres|unites|tijden|tijdstippen|datums|bedragen|prijzen|getallen|eenheden|orari|prezzi|importi|cifre|unita"
    r"|godzin|dat|kwot|cen|liczb|jednostek|tider|klockslag|belopp|priser|siffror|enheter|tidspunkter|datoer|priser)\b")
# Concessive clauses broaden rather than restrict ("even when I write in English").
CONCESSIVE = re.compile(
    r"(?:^|[\s,;])(?:even (?:if|when|though)|although|though|aunque|incluso (?:si|cuando)|meme si|bien que|"
    r"auch wenn|auch bei|selbst bei|sogar bei|obwohl|mesmo que|anche se|ook als|zelfs als|ook wanneer|meme quand|meme lorsque|aun cuando|incluso cuando"
    r"|mesmo quando|anche quando|takze wtedy,? gdy|nawet gdy|nawet jesli|ke ca khi|aven nar|selv nar|ngay ca khi|i kdyz|i kdyby"
    # "no matter whether": "da igual si", "egal ob", "peu importe si", "ongeacht of", "uanset om", "oavsett om"
    r"|da igual si|no importa si|sin importar si|egal ob|peu importe si|ongeacht of|uanset om|oavsett om|riippumatta"
    r"|indipendentemente d|no matter (?:if|whether|what)|whether or not"
    r"|akoma kai otan|akkor is,? ha|meg akkor is,? ha|vaikka|chiar (?:and |si )?(?:cand|daca)"
    r"|(?:it )?(?:doesn't|does not|won't) matter (?:if|whether)|regardless of whether"
    # "including when she writes in English", "også når jeg skriver på engelsk" (also when; after the wish:
    # "Also when I'm writing to the Gothenburg office, ..." at a sentence's head adds a scoped wish)
    r"|including (?:when|if)|(?<=\w )also when|(?<=\w, )also when|ogsa nar|ogsa naar"
    r"|ακομα κι οταν|ακομη και οταν|net jei|net kai|nawet jak|i kad|cak i kad|čak i kad)\b[^.;!?,]*"
)  # (up to a comma: a concessive put first ends there, "even when I write in Greek, answer in English")
# Temporary wording: never ambient.
TEMPORARY = _rx(
    r"for now", r"for the time being", r"for the moment", r"for a (?:while|bit|few \w+)", r"just for (?:this|that|these|the|today|now|a)\b[^,.;]*",
    r"only for (?:this|that|these|today|now)\b[^,.;]*", r"this (?:week|month|term|semester|sprint|quarter|session|conversation|chat|time|afternoon|morning|evening|weekend|year|trip|project"
    r"|hitch|rotation|tour|season|shift|stint|deployment|posting|contract|campaign|voyage|swing|harvest|production|show|run)",
    r"today", r"tonight", r"tomorrow", r"until\b[^,.;]*", r"till\b[^,.;]*", r"temporarily", r"for the next \w+",
    r"at the moment", r"right now", r"currently", r"for this (?:one|task)", r"next (?:week|month)",
    r"por ahora", r"de momento", r"por el momento", r"(?:esta|este) (?:semana|mes|trimestre|semestre|ano|proyecto)", r"hoy", r"hasta\b[^,.;]*",
    # "solo para este informe", "só para este relatório", "seulement pour ce rapport", "solo per questo", "nur für diesen"
    r"(?:solo|solamente|so|somente|apenas|seulement|uniquement|juste) (?:para|pour|por) (?:est[ea]s?|ce|cet|cette|ces|esto|isto)\b[^,.;]*",
    r"(?:solo|soltanto|solamente) per (?:quest[oaie]|oggi)\b[^,.;]*", r"nur (?:fur|bei|in) (?:diese[nmrs]?|heute)\b[^,.;]*",
    r"alleen voor (?:deze|dit)\b[^,.;]*", r"tylko (?:na|dla|do) (?:ten|ta|to|tego|tej|tym)\b[^,.;]*",
    r"temporalmente", r"pour l'instant", r"pour le moment", r"(?:cette|ce) (?:semaine|mois|trimestre|projet)", r"aujourd'hui",
    r"jusqu'(?:a|au)\b[^,.;]*", r"temporairement", r"vorerst", r"vorlaufig", r"furs erste", r"diese woche", r"heute", r"bis\b[^,.;]*",
    r"por enquanto", r"esta semana", r"hoje", r"ate (?:o|a|ao|que)\b[^,.;]*", r"enquanto\b[^,.;]*", r"per ora", r"per adesso", r"questa settimana", r"oggi",
    # Dutch, Polish, Scandinavian, Finnish, Czech, Turkish, Indonesian, Vietnamese, Swahili, romanised
    # Greek, Japanese and Hindi
    r"(?:alleen )?deze week", r"voorlopig", r"vandaag", r"tijdelijk", r"(?:alleen )?voor nu", r"na razie", r"w tym tygodniu",
    r"tymczasowo", r"dzisiaj", r"tylko dzis", r"(?:bara )?(?:denna|den har) veckan?", r"for tillfallet", r"tillfalligt",
    r"idag", r"i dag", r"denne uge", r"denne uka", r"foreloebig", r"forelopig", r"talla viikolla", r"toistaiseksi",
    r"tanaan", r"tento tyden", r"zatim", r"dnes(?:ka|ek)?", r"pro dnesek", r"bu hafta", r"simdilik", r"bugun", r"minggu ini", r"untuk sementara",
    r"hari ini", r"tuan nay", r"hom nay", r"tam thoi", r"wiki hii", r"kwa sasa", r"afti tin evdomada",
    r"pros to paron", r"simera", r"kono shu", r"konshu", r"kyo dake", r"ima dake", r"tobun", r"is hafte",
    r"abhi ke liye", r"aaj",
    # "until ..." in Czech, Polish, Slovak, Finnish, Turkish: "dokud neuzavreme ...", "do konce brezna"
    r"dokud\b[^,.;]*", r"do konce\b[^,.;]*", r"dopoki\b[^,.;]*", r"do konca\b[^,.;]*", r"kym\b[^,.;]*", r"kunnes\b[^,.;]*",
    r"[a-z]+(?:e|a)\s+kadar\b",
)
# "when I ask for them", "if I ask": the user turns it on in the chat, so it scopes nothing
OPT_IN = r" (?:i|we) (?:ask|request)(?: (?:you )?(?:for|about) (?:it|them|that|those|this|these|one|some|more))?\s*(?:[,.;!?)]|$)"
# A condition on a part of the answer, not on when the wish holds: whether that part is needed at all ("a couple
# of sentences at most if it really needs it", "explanation after, if at all", "skip the caveats unless they
# actually matter", "bullets if it's more than one thing")
PART_NEEDED = (r" (?:at all\b|(?:it|they|that|this|there|one)(?:'s|'re| is| are)? (?:really |actually |truly |absolutely |genuinely )?"
               r"(?:needs?|needed|necessary|matters?|relevant|helps?|useful|important|adds? (?:anything|something|value))\b"
               r"|(?:it's|it is|there's|there is|there are|they're|they are) (?:more than one|several|many)\b)")
# Every question the user asks is no narrower reach than every answer: "whenever I ask you something"
EVERY_ASK = r"(?:ever)?" + _ASK_ANYTHING + r"\b"
# Scoped wording: a task, topic or situation trigger evaluated per turn.
# a condition on the answer's own shape, not on a situation: "there's more than three items", "there are over 5 steps"
ANSWER_SHAPE = r" there(?:'s| is| are) (?:more than|over|at least) (?:one|two|three|four|five|six|seven|eight|\d+)\b"
SCOPED = _rx(
    # ("only add sources when I ask for them" is an opt-in the user sets off in the chat, like "unless I ask")
    r"when(?!" + EVERY_ASK + r")(?:ever)?\b(?!" + OPT_IN + r"| there (?:is|are) more than one\b|" + ANSWER_SHAPE + r")[^,.;]*",
    # (the shape of the answer itself is no situation: "if there's more than three items give it me as a table")
    r"if\b(?!" + OPT_IN + r"|" + PART_NEEDED + r"|" + ANSWER_SHAPE + r")[^,.;]*", r"while\b[^,.;]*", r"during\b[^,.;]*",
    # ("No emojis. Not once.": never)
    r"(?<!than )(?<!at )(?<!all at )(?<!up )(?<!this )(?<!you )(?<!not )once\b(?! (?:again|more)\b)[^,.;]*",
    # (an exception the user sets off in the chat, "no jargon unless I've used it first", does not scope the wish)
    # (nor does one the user asks for in so many words, "unless I explicitly ask for Polish", nor a way out for good
    # cause, "polars over pandas unless there's a real reason")
    r"unless\b(?! (?:i|we)(?:'ve| have)? (?:(?:explicitly|specifically|actually|really|ever) )?(?:ask|asked|say|said|use|used|write|wrote"
    r"|tell|told|mention|mentioned|request|requested|bring|brought)\b| there(?:'s| is) (?:a )?(?:good|real|strong|very good"
    r"|compelling|specific|clear) reason\b| (?:it's|it is) (?:really |truly |absolutely )?(?:needed|necessary|unavoidable)\b"
    r"|" + PART_NEEDED + r")[^,.;]*",
    # ("metric only with me": the user is every answer's reader, no narrower scope)
    r"(?:only|except) (?:for|when|in|on|if|with|about)\b(?!" + ONLY_IN_RENDERING + r"| (?:me|us)\b)[^,.;]*",
    r"(?<!time )(?<!patience )(?<!room )(?<!use )for (?!(?:all|every|any|each) )(?:\w+ ){0,3}(?:questions?|quer(?:y|ies)|tasks?|requests?|emails?|e-mails?|posts?|reviews?|reports?|documents?|docs|"
    r"messages?|work|projects?|topics?|issues?|tickets?|prs?|pull requests?|meetings?|clients?|customers?|code reviews?|essays?|"
    r"letters?|slides?|presentations?|copy|menus?|recipes?|homework|assignments?|translations?|articles?|blogs?)",
    # ("on any topic", "about every question": all of them)
    # (not where the user's work ends up, a reason given beside the wish: "everything I produce ends up in English
    # reports anyway")
    r"(?<!up )(?<!goes )(?<!go )(?<!gets )(?<!get )(?:in|on|about|regarding) (?!(?:any|every|all|each|whatever)\b)(?:\w+ ){0,2}(?:reviews?|prs?|pull requests?|meetings?|emails?"
    r"|reports?|tickets?|topics?|questions?)",
    r"the rest of the time", r"otherwise(?=,? [a-z])",
    # a manner kept for other people the user writes to: "be a bit more blunt with suppliers"
    r"(?:blunt|firm|polite|formal|informal|direct|friendly|gentle|strict|tough|soft|harsh|diplomatic|warm|curt|stern|assertive"
    r"|careful|casual)(?:er)? with (?!me\b|us\b|myself\b)(?:the |our |my |all |any )?(?:[a-z]+ )?[a-z]+s\b",
    r"for (?:anything|everything|all|stuff|things) (?:that(?:'s| is| goes)?|which|going|i|we)\b[^,.;:]*",
    # "For anything about the Montréal talk, ...", "anything that hits the reporting replica, just give me SQL"
    r"for (?:anything|everything|all|stuff|things) (?:about|to do with|concerning|related to|regarding|involving"
    r"|connected (?:to|with)|on)\b[^,.;:]*",
    r"^(?:but |and |so |then )?(?:anything|everything|whatever|stuff|things) (?:that|which)(?:'s|'re| is| are)? (?!(?:i|we|you)\b)[a-z]+\b[^,.;:]*",
    # "on match days keep it to two lines", "on show days": the days of one kind of work
    r"on (?!(?:all|any|every|most|some|other|week|work|school|rainy|good|bad)\b)(?:[a-z-]+ ){1,2}days\b",
    # the same in other languages: "pour tout ce qui concerne ...", "para todo lo relacionado con ...", "für alles, was ..."
    r"pour tout ce qui\b[^,.;]*", r"en ce qui concerne\b[^,.;]*", r"para todo lo (?:que|relacionado|referente)\b[^,.;]*",
    r"en todo lo (?:que|relacionado|referente)\b[^,.;]*", r"fur alles,? (?:was|rund um|zu)\b[^.;]*", r"voor alles (?:wat|over|rond)\b[^,.;]*",
    r"para tudo (?:o )?(?:que|relacionado)\b[^,.;]*", r"per tutto (?:cio|quello) che\b[^,.;]*", r"we wszystkim,? co\b[^.;]*",
    # what other people will read: "for anything participants will read (reminders, visit letters)", "when you
    # write anything a participant will read"
    r"(?:anything|everything|stuff|things|something)" + OTHERS_READ + r"[^,.;:]*",
    # document scopes: what the user sends, hands out or publishes to others, not what they are told
    # ("anything I'm going to forward to HMRC", and the record's "anything Greta will forward to ...")
    r"(?:anything|everything|all|stuff|whatever|things|something) (?:that )?(?:i|we|(?!you\b)[a-z]+)(?:'ll|'m|'re| am| are| will)? "
    r"(?:going to |gonna )?(?:send|sending|hand|handing|give out|giving out|post|posting|publish|publishing|share|sharing|put out|forward|"
    r"forwarding|write for|writing for|write to|writing to|sign)\b[^,.;:]*",
    r"(?:anything|everything|all|stuff|whatever|things|something) (?:that )?(?:goes|go|going|gets sent|is sent) out\b[^,.;:]*",
    r"(?:anything|everything|stuff|things|something) (?:written|sent|going|meant|drafted|prepared) (?:for|to|under) (?!me\b|us\b)[^,.;:]*",
    # an audience after what the user is given: "anything you write that's going to the drivers"
    r"(?:that|which)(?:'s| is| are| will be| gets?)? (?:going|goes|go|sent|headed|addressed|meant|intended) (?:out )?(?:to|for) "
    r"(?:the|our|my|any|all|his|her|their) [^,.;:]*",
    # (or to a kind of reader named bare: "be diplomatic in anything that goes to agents")
    r"(?:anything|everything|stuff|things|something) (?:that|which)(?:'s| is| are| will be| gets?)? (?:going|goes|go|sent|headed"
    r"|addressed) (?:out )?to [a-z]+s\b[^,.;:]*",
    # exclusions beside the claim ("my own stuff doesn't need that") narrow it to the rest
    # ("I don't need things softened" is the user's reason, not an exclusion)
    # ("you don't need to explain the basics to me" asks the assistant not to: no exclusion)
    r"(?<!\bi )(?<!\bwe )(?<!\byou )(?:doesn't|does not|don't|do not|won't) (?:need|apply)\b[^,.;]*", r"not for (?:my|our) own\b[^,.;]*",
    r"cuando\b[^,.;]*", r"si\b(?! units?\b)[^,.;]*", r"mientras\b[^,.;]*", r"para (?:temas|preguntas|consultas|correos|informes)\b[^,.;]*",
    r"en (?:temas|preguntas|consultas) de\b[^,.;]*", r"quand\b[^,.;]*", r"lorsque\b[^,.;]*", r"pendant\b[^,.;]*",
    r"pour les (?:questions|sujets|mails|rapports)\b[^,.;]*", r"wenn\b[^,.;]*", r"falls\b[^,.;]*", r"wahrend\b[^,.;]*",
    r"bei\b[^,.;]*", r"fur (?:fragen|themen|e-mails|berichte)\b[^,.;]*", r"quando\b[^,.;]*",
    # "if/when I/you ..." in Dutch, Italian, Portuguese and Polish
    r"(?:als|wanneer|zodra) (?:ik|je|jij|u|we|wij|er)\b[^,.;]*", r"se (?:io|tu|ti|mi|vi|ci|eu|voce|nos|for)\b[^,.;]*",
    r"(?:gdy|gdyby|jesli|jezeli|kiedy)\b[^,.;]*",
)
# Triggers that scope an instruction when they sit in the claim itself (beside
# it, they usually describe a habit: "I read them in the evenings").
CLAIM_SCOPED = _rx(
    r"at work", r"at home",
    # one topic the wish is about ("be more direct with me about the printers"), not a part of every answer
    r"about (?:the|my|our|his|her|their) (?!(?:answers?|repl(?:y|ies)|responses?|reasons?|reasoning|why|how|details?|context"
    r"|uncertaint\w*|limits?|sources?|mistakes?|errors?|confidence|assumptions?|caveats?|risks?|trade-?offs?|downsides?"
    r"|numbers|facts|evidence|steps?)\b)[a-z][\w-]*",
    r"(?:on|at|in|during|over) (?:the )?(?:mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|"
    r"weekends?|weekdays?|mornings?|afternoons?|evenings?|nights?|lunch|holidays?|breaks?)",
    # ("for any example" is every example: no scope)
    r"for (?:the|my|our|any(?! (?:examples?|code|snippets?|scripts?|samples?|numbers?|dates?|times?|figures?|units?)\b)|those|these"
    r"|his|her|their) (?!answers?\b|responses?\b|replies\b|rest\b|why\b|how\b|reasons?\b|reasoning\b|background\b"
    r"|context\b|explanations?\b)\w+[^,.;]*",  # ("three bullets max for the why": a part of every answer)
    # "For SRT deliverables, list ...": a kind of thing named at the head of the wish
    r"^for (?!(?:every|all|any|each)\w*\b|now\b|the time being\b|the moment\b|a while\b|good\b|ever\b)"
    r"(?:[a-z0-9][\w-]*\s+){0,2}[a-z][\w-]*s\b(?=\s*[,:])",
)
# Habits that explain a wish ("I'm usually reading this between periods"): the
# wish holds as long as the habit does, so it is a standing one.
HABITUAL = _rx(r"usually", r"normally", r"mostly", r"(?:i|we) often", r"typically", r"most of the time", r"(?:i|we) tend to", r"more often than not",
               r"half the time", r"a lot of the time", r"much of the time", r"sometimes (?:i|we)", r"(?:i|we) sometimes",
               r"every day", r"all day", r"day to day", r"most days", r"suelo", r"normalmente", r"d'habitude",
               r"normalement", r"meistens", r"normalerweise", r"di solito")
# A lasting trait that a wish accommodates ("I'm red-green colourblind", "I use a screen reader",
# "because of my eyesight"): the wish holds as long as the trait does, so it is a standing one.
TRAIT = _rx(r"i(?:'m| am) (?:\w+[- ]){0,2}(?:colou?r[- ]?blind|dyslexic|deaf|hard of hearing|blind|partially sighted|autistic)",
            r"i have (?:\w+ )?(?:dyslexia|adhd|low vision|tinnitus|a visual impairment|colou?r[- ]?blindness)",
            r"(?:i|we) (?:use|run|rely on) (?:a |an |my )?(?:screen ?reader|talkback|voiceover|jaws|nvda|magnifier|"
            r"text[- ]to[- ]speech|braille display)",
            r"because of my (?:eyesight|eyes|vision|hearing|dyslexia|adhd)", r"(?:deuteranop|protanop|tritanop)\w*")
# A subject that makes a sentence a statement of fact or habit, not a wish.
STATEMENT_SUBJECT = re.compile(r"\b(?:i|i'm|we|we're|he|she|they|it|my|our|his|her|their)\b")
# A sentence headed by a condition or a kind of work ("When I'm writing up ...", "For supplies: ...")
CONDITION_HEAD = re.compile(r"^\W*(?:(?:and|but|so|also),?\s+)?(?:for|when|whenever|if|while|during|unless|only|except)\b")
# A sentence whose head announces standing instructions ("General rule: ...").
ANNOUNCED = re.compile(r"^([^:]{0,60}):\s*\S")
# Generic response openers that are not triggers ("when you answer me, ...").
GENERIC_WHEN = re.compile(r"\bwhen(?:ever)? you (?:answer|reply|respond|write|talk|speak)(?: to)? (?:me|us)\b[\s,]*"
                          # what is for the user themself is every answer: "when it's just for me"
                          r"|\b(?:when(?:ever)?|if) it'?s (?:just |only )?(?:for|to) me\b[\s,]*"
                          # explaining is what every answer does: "when you explain things"
                          r"|\bwhen(?:ever)? you explain(?: things| stuff| anything| something)?(?: to (?:me|us))?(?=\s*[,:;.]|\s*$)[\s,]*")
# Doubt about the wish itself: a person decides.
HEDGE = _rx(
    r"maybe", r"perhaps", r"not sure", r"unsure", r"i don't know", r"i dont know", r"dunno", r"(?<!how )i think(?! in\b)(?! (?:faster|better|quicker|more (?:clearly|easily|quickly))\b)", r"i guess",
    # Catalan, Spanish: "no sé si ...", "potser", "quizás", "tal vez"
    r"no se si", r"potser", r"quizas?", r"tal vez",
    r"i (?:honestly |really |just |genuinely )(?:don't|dont|do not) know", r"(?:haven't|have not|not) (?:yet )?made up my mind",
    r"or not", r"(?:i'm|i am) not fussy", r"se calhar", r"ou nao", r"(?:ja )?nem sei", r"kanskje", r"jeg vet ikke", r"vi far se",
    # romanised Hindi: "shayad" (perhaps), "pata nahi" (don't know), "dekhte hain" (we'll see)
    r"shayad", r"pata nahi?n?", r"dekhte hain",
    # a wish taken back: "Ha, no, forget it", "scratch that", "on second thought"
    r"forget (?:it|that|i said)", r"never ?mind", r"scratch that", r"on second thoughts?", r"ignore (?:that|what i said)",
    r"just kidding", r"only joking", r"(?:i'm|i am) (?:kidding|joking)", r"no,? (?:forget|scratch|wait|actually)",
    # said in jest ("call me Skipper from now on, haha. Kidding."), or reconsidered on the spot ("always in feet.
    # Hmm, actually no ...", "let me think about it")
    # the wish made to wait on circumstances the user has not settled ("it depends on whether I'm forwarding it",
    # "let's see how it goes")
    r"it (?:all )?depends", r"depends on (?:whether|if)\b",
    # the wish made to wait on whom or what it is for ("Depends who it's for", "depending on the audience"), or
    # taken down to most of the time on its own ("Well. Mostly.")
    r"(?:it )?depend(?:s|ing) (?:on )?(?:who|what|where|which|whom|the (?:audience|reader|client|context|situation))\b",
    r"(?:well\W+)?mostly(?=\W*$)", r"credo",
    # "almost always": not always
    r"(?:almost|nearly|not quite) always", r"casi siempre", r"quase sempre", r"fast immer", r"presque toujours",
    r"prawie zawsze", r"quasi sempre", r"bijna altijd", r"nastan alltid", r"neredeyse her zaman", r"creo que", r"acho que", r"(?:let's|let us|we'll|we will) see how it goes",
    r"see how it goes", r"we'll see", r"we will see",
    r"kidding", r"joking", r"j/?k", r"ha(?:ha)+", r"lol", r"[😂🤣😆😜😝]+", r"(?:don't|dont|do not|no) mind me", r"ignore me", r"(?:hmm+|wait|oh),? actually,? no", r"(?:let me|i'll|i will|i need to|i have to|i'd better) "
    r"(?:think|sleep) (?:about|on|it over)(?: (?:it|that|this))?", r"let me think",
    r"probably", r"possibly", r"might", r"(?<!\bi )(?<!\bwe )sometimes(?! (?:i|we)\b)", r"we'll see", r"we will see", r"either way", r"(?<!that )(?<!this )(?<!what )(?<!the )kind of(?! thing)", r"(?<!that )(?<!this )(?<!what )(?<!the )sort of(?! thing)",
    r"(?:haven't|have not|not) decided", r"or (?:maybe|perhaps)\b", r"(?:i keep |i'm |i am )?wondering", r"i wonder",
    # the choice left to the assistant: "reply however you like really, though Welsh back would be nice"
    r"(?:reply|answer|write|respond|do it)? ?(?:however|whatever|whichever way) you (?:like|want|prefer|see fit)",
    r"(?:it's |its )?up to you", r"your call", r"(?:would|'d) be nice",
    r"(?:could|can) go either way", r"(?:go|goes|going|went|been) back and forth", r"torn between", r"or \w+(?: \w+)? is fine", r"is fine too", r"i suppose",
    r"quizas?", r"tal vez", r"no se", r"a veces", r"ya veremos", r"o bueno", r"puede ser", r"peut-etre", r"je ne sais pas",
    r"parfois", r"on verra", r"je pense", r"vielleicht", r"weiss nicht", r"manchmal", r"mal sehen", r"ich glaube",
    r"talvez", r"nao sei", r"as vezes", r"vamos ver", r"forse", r"non so", r"a volte", r"vedremo",
    r"pas toujours", r"ca depend", r"je sais pas", r"depende", r"no siempre", r"nicht immer", r"kommt drauf an",
    r"niet altijd", r"weet ik niet", r"misschien", r"nie zawsze", r"nie wiem", r"moze", r"inte alltid", r"kanske",
    r"weiss (?:es|ich) nicht", r"keine ahnung", r"no lo se", r"ni idea", r"je sais plus", r"non lo so", r"boh",
    # Turkish, Indonesian and Malay, Czech and Slovak, Croatian, Serbian and Slovene, Romanian, Hungarian,
    # Finnish, Danish, Swedish, Greek, Lithuanian, Welsh, Swahili, Vietnamese: "maybe", "I don't know",
    # "never mind", "sometimes"
    r"belki", r"bilmiyorum", r"emin degilim", r"bosver", r"galiba", r"sanirim", r"bazen",
    r"mungkin", r"entahlah", r"(?:saya |aku )?(?:tidak|nggak|gak|tak) tahu", r"kadang(?:-kadang)?",
    r"nevim", r"neviem", r"nekdy", r"niekedy", r"mozda", r"ne znam", r"mogoce", r"ne vem", r"ponekad",
    r"nu stiu", r"uneori", r"talan", r"nem tudom", r"ehka", r"en tieda", r"joskus", r"maske", r"ved ikke",
    r"vet inte", r"ισως", r"δεν ξερω", r"καμια φορα", r"nezinau", r"kartais", r"efallai", r"dwn i ddim", r"labda",
    r"sijui", r"co le", r"khong biet", r"doi khi",
    # "sometimes" in Polish, Swedish, Danish and Norwegian (not Dutch and Afrikaans "soms", as often said of the
    # user's own writing: "ek skryf soms in Afrikaans, maar antwoord ...")
    r"czasem", r"czasami", r"ibland", r"nogle gange", r"noen ganger", r"av og til", r"af og til",
    # a wish taken back in other languages: "lascia stare", "laisse tomber", "dejalo", "laat maar"
    r"lascia stare", r"laisse tomber", r"olvidalo", r"dejalo", r"deixa (?:pra|para) la",
    r"laat maar", r"niewazne",
    # a bound left to judgement: "you can be looser with me. Within reason."
    r"within reason", r"up to a point", r"to (?:some|a certain) (?:extent|degree)", r"in moderation", r"dentro de lo razonable",
    r"im rahmen", r"entro certi limiti", r"dans une certaine mesure",
    # now and then, not always: "de vez em quando", "every now and then"
    r"(?:every )?now and (?:then|again)", r"from time to time", r"once in a while", r"de vez em quando", r"de vez en cuando",
    r"de temps (?:en|a) temps", r"ab und zu", r"hin und wieder", r"af en toe", r"van tijd tot tijd", r"ogni tanto",
    r"od czasu do czasu", r"da in tanto in tanto",
    # a wish bounded both ways ("short-ish, but not too short", "cortito, pero no demasiado"): how far is left open
    r"but not too\b", r"(?:but|yet) not overly\b", r"pero no (?:demasiado|tan|muy)\b", r"ma non troppo", r"mais pas trop",
    r"aber nicht zu\b", r"maar niet te\b", r"mas nao (?:muito|demasiado|tao)\b", r"ale nie za\b", r"men inte for\b",
)
# A wish left vague, not doubted: a measure only roughly given ("short-ish", "casual-ish") or the user owning
# that it is vague ("don't make things too salesy, you know what I mean"). A person reads it, unless a scope
# in the wish's own words keeps it conditional anyway ("sponsor emails: in English, formal-ish").
# (not a number given roughly, "a hundred words-ish", "150 words-ish": an approximation, no doubt about the wish)
VAGUE = _rx(r"(?<!\d )(?<!hundred )(?<!thousand )(?<!dozen )(?<!ten )(?<!twenty )(?<!fifty )[a-z]+-ish", r"(?:if )?you know what i mean", r"know what i mean\??", r"if (?:that|this) makes (?:any )?sense",
            r"you get the idea", r"if you get me", r"du weisst schon", r"tu vois ce que je veux dire", r"ya sabes",
            r"sabes lo que quiero decir")
# the marks of a remark made in jest: "lol", "haha", a laughing face
JEST = re.compile(r"(?:^|(?<=[\s,;:(]))(?:lol|lmao|ha(?:ha)+|[😂🤣😆😜😝]+)(?=$|[\s,.;:!?)])", re.I)
# Doubt that points back at what was just said: "Not sure that's right", "I'll think about it"
POINTS_BACK = re.compile(r"\b(?:that's|that is|this is|that was|about (?:that|it|this)|(?:think|sleep) on it|that one|that bit"
                         r"|de eso|sobre eso|daarover|daruber|darueber|a ce sujet|su questo)\b")
# A wish taken back or said in jest ("forget it", "scratch that", "Ha, no. Kidding.", "Żartuję. Mostly."): no scope
# of it stands either
RETRACTION = _rx(r"forget (?:it|that|i said(?: it)?)", r"never ?mind", r"scratch that", r"scrap that", r"on second thoughts?",
                 r"ignore (?:that|what i said|me)", r"(?:just |only )?(?:kidding|joking)", r"j/?k", r"ha(?:ha)+", r"lol",
                 r"[😂🤣😆😜😝]+", r"(?:well\W+)?mostly(?=\W*$)", r"no,? (?:forget|scratch|wait|actually)",
                 r"(?:hmm+|wait|oh),? actually,? no", r"zartuje", r"bromeo", r"es broma", r"scherzo", r"je plaisante",
                 r"brincadeira", r"grapje", r"spass", r"skamt", r"olvidalo", r"dejalo", r"lascia stare", r"laisse tomber",
                 r"laat maar", r"niewazne", r"mejor no", r"better not")
# A record that says itself what the wish leaves open: "(unclear when)", "(unclear whether only incident reports
# or everything)", "ambiguous"
UNCLEAR_IN_RECORD = re.compile(r"\b(?:unclear|ambiguous|not clear (?:whether|if|what|when|which|how))\b", re.I)
# An exception named but left open ("although the board pack is a different story", "but for club stuff, you
# know"): a person decides what the wish covers. Read before concessions are set aside as reasons.
OPEN_EXCEPTION = _rx(r"(?:is|are|'s|may be|might be|can be) (?:a |an )?(?:whole |completely |totally )?(?:different|other)"
                     r" (?:story|matter|kettle of fish|ball ?game|thing)", r"(?:but|except) (?:for|with|on) [^,.;!?]{2,40},? you know")
# One-off objects: a specific artifact rather than answers in general.
DEICTIC = _rx(r"this", r"these", r"those", r"the above", r"the following", r"este", r"esta", r"estos", r"estas", r"ce",
              r"cette", r"ces", r"diese[nmrs]?")
# A possessive object ("my essay") or a work artifact ("the report") makes the
# wish specific to that thing.
ARTIFACT_DET = re.compile(r"\b(?:my|our|his|her|their)\s+([a-z/'-]+)(?:\s+([a-z/'-]+))?")
ARTIFACT_THE = re.compile(
    r"\b(?:the|a|an)\s+(?:\w+\s+)?(report|email|e-mail|essay|doc|document|slides?|deck|presentation|letter|proposal|"
    r"paper|thesis|chapter|post|article|menu|ticket|spreadsheet|invoice|contract|cv|resume|recipe|script|draft|"
    r"newsletter|speech|summary of|pr|pull request|changelog|readme|memo|brief|agenda|minutes)s?\b")
GENERIC_NOUNS = frozenset(
    "answer answers response responses reply replies explanation explanations example examples summary summaries "
    "point points bottom number numbers detail details conclusion result results gist step steps paragraph paragraphs "
    "sentence sentences line lines text tone language jargon code snippet snippets output rest start top end own key "
    "main short long yes yes/no important first last way words word format structure chat chats conversation "
    "conversations time times local".split()
)

# Imperative openers (folded, accents removed) and polite-request forms.
_IMPERATIVE = frozenset(
    "answer reply respond write keep use give put lead start begin avoid don't dont never stop skip include add format "
    "explain show call address speak talk make be number list translate summarise summarize limit stick switch tell work "
    "finish end open close sign round convert quote state spell express get describe label mark say point refer name "
    "antwoord antwoorden schrijf gebruik geef houd hou vermijd odpowiadaj odpowiedz pisz uzywaj "
    "mention cite structure default prefer go send stay spell drop leave cut focus provide offer "
    "responde respondeme contesta contestame escribe escribeme usa usame dame manten evita se habla hablame "
    "tuteame trateme tratame pon incluye explica limita "
    "reponds repondez reponds-moi ecris ecrivez utilise utilisez donne donnez parle parlez garde gardez evite evitez "
    "sois soyez tutoie tutoyez "
    "antworte antworten schreib schreibe benutze verwende gib sprich halte vermeide sei duze "
    "responda escreva use fale mantenha evite rispondi scrivi usa parla mantieni evita "
    "dammi dimmi scrivimi rispondimi mettimi metti indica "
    "atsakinek atsakyk rasyk odgovaraj odgovori pisi napisi valaszolj irj raspunde raspundeti scrie odpovez "
    "svara skriv anvand anvand ge hall undvik svar brug giv bruk vastaa kirjoita kayta odpovidej pis pouzivej "
    "yaz cevap kullan jawab tulis gunakan".split()
)
_POLITE = frozenset("please pls plz graag bitte prosze asseblief".split())
# Verbless instructions: "Three short paragraphs max", "No tables", "Metric only".
_VERBLESS = re.compile(r"^\s*(?:no|max|maximum|at most|only|under|never)\b|\b(?:max|maximum|only|at most|tops|or less|or fewer)\s*$")
_FILLERS = frozenset(
    "please and also so just then but now ok okay kindly one more thing quick setup por favor y tambien et aussi "
    "und bitte auch e anche maar aber pero mais asseblief".split()
)
_REQUEST = re.compile(
    r"\b(?:could you|can you|would you|will you|i'd like you to|i would like you to|i want you to|i need you to|"
    r"make sure (?:you|to)|can we|could we|let's|i'd prefer (?:it )?if you|i'd like|i would like|"
    # (with a word between: "I'd also rather you wrote in paragraphs", "I would much prefer")
    r"i(?:'d| would) (?:also |really |much |just |actually |honestly )?(?:rather|prefer)|i (?:also |really )?prefer (?:that )?you|do me a favou?r|podrias|puedes|quiero que|"
    r"me gustaria que|pourrais-tu|pourriez-vous|peux-tu|pouvez-vous|je voudrais que|konntest du|kannst du|"
    r"ich mochte,? dass|voce pode|poderia|potresti|puoi"
    # "pode(s) conversar comigo ...?" (can you), not "pode ser" (maybe)
    r"|^(?:e |entao )?podes? (?!ser\b)(?:me )?\w+"
    # "can everything you write for me be in UK English?", "could all your answers be in metric?"
    r"|(?:can|could) (?:everything|anything|all)(?: of it| of them)?(?: (?:that )?you (?:write|send|give(?: me)?|produce|draft)"
    r"(?: (?:for|to) me)?)? be|(?:can|could) (?:all )?your (?:answers|replies|responses|messages) be)\b"
)
_GENERAL_TARGET = re.compile(
    r"\b(?:your|all|the|my)?\s*(?:answers?|responses?|replies|explanations?|messages? to me)\b|"
    r"\b(?:what|anything|everything|whatever|all|any \w+|every \w+) (?:that )?you (?:give|send|write|tell|show)(?: me| us| for me| for us)?\b|"
    r"\b(?:answer|reply|respond|write|talk|speak)(?: back)?(?: to)? (?:me|us)\b|^(?:please )?(?:always )?(?:answer|reply|respond)\b|"
    r"\b(?:respondeme|contestame|escribeme|hablame|respondeme|reponds-moi|repondez-moi|antworte mir|schreib mir)\b|"
    r"^(?:please )?(?:responde|responda|contesta|reponds|repondez|antworte|antwoord|odpowiadaj|rispondi)\b|"
    r"^(?:(?:and|also|so|oh) )?(?:please |just )?keep (?:it|things|them)\b|\b(?:talk|speak|write) to me like\b|\bgive it to me\b"
    # how anything is written: "please write in short plain paragraphs"
    r"|^(?:(?:and|also|so|oh) )?(?:please |just |always )?write (?:in|with|using|without)\b"
    # how to talk to the user at all: "be direct with me", "skip the pleasantries"
    r"|\b(?:be|stay) (?:\w+ )?(?:direct|blunt|straight|brief|concise|frank|formal|informal|casual|plain) with me\b"
    r"|\bskip (?:the )?(?:pleasantries|small talk|preamble|intros?|waffle|fluff|niceties)\b"

)


def about_answers(text: str) -> bool:
    """True when a text speaks of answers in general (how replies to the user are given)."""
    return bool(_GENERAL_TARGET.search(fold(text)))


@dataclass
class Form:
    """What the form rules made of the user's words."""

    kind: str  # standing | unscoped_instruction | scoped | temporary | hedged | unrecognised
    markers: list[str]
    instruction: bool


# "whenever I ask for a script": every answer that holds a script, not a task scope
ASK_FOR_CONTENT = re.compile(r"\b(?:if|when|whenever|any ?time) (?:i|we) (?:ask|need|want)(?: you)?(?: for)? (?:a |an |any |some )?"
                             r"(?:scripts?|code|snippets?|formulas?|macros?|code examples?|examples? of code|commands?"
                             # a kind of content any answer may hold: "if I ask for a number"
                             r"|numbers?|values?|figures?|amounts?|prices?|estimates?|totals?|dates?)\b"
                             # the same in Portuguese, Spanish, French, Italian, German, Dutch and Polish:
                             # "quando eu pedir código", "cuando te pida un script", "wenn ich nach Code frage"
                             r"|\b(?:(?:sempre )?que|quando|cuando|siempre que|quand|lorsque|wenn|als|wanneer|kiedy|gdy|gdy tylko)"
                             r" (?:eu |yo |je |io |ich |ik |we )?(?:te |vous |ti |dich |je |cie |cię )?"
                             r"(?:pedir|peco|pida|pido|pides|demande|demanderai|chiedo|chiedero|frage|brauche|will|vraag|nodig heb|"
                             r"poprosze|prosze|potrzebuje)"
                             r" (?:(?:por|um|uma|un|una|du|des|un|del|dei|nach|om|o) )?(?:(?:um|uma|un|una|ein|einen|eine|een) )?"
                             r"(?:codigo|code|codice|kod|kodu|scripts?|skrypt\w*|snippets?|formulas?|formule\w*|formel\w*|macros?|makro\w*)\b"
                             # German and Dutch put the verb last: "wenn ich nach Code frage", "als ik om een script vraag"
                             r"|\b(?:wenn|falls|als|wanneer) (?:ich|ik) (?:dich |je |u )?(?:nach |um |om )?(?:einem |einen |ein |eine |een )?"
                             r"(?:code|skript\w*|script\w*|snippets?|formel\w*|formule\w*|makro\w*|macro\w*) "
                             r"(?:frage|bitte|brauche|will|mochte|moechte|vraag|nodig heb|wil)\b"
                             # what the assistant gives, in Spanish, Portuguese, French and Italian: "cuando me des
                             # fórmulas", "quando me deres código", "quand tu me donnes des formules"
                             r"|\b(?:cuando|siempre que|quando|sempre que|quand|lorsque|se) (?:tu )?(?:me|mi) (?:des|das|pases"
                             r"|escribas|muestres|deres|der|das|passares|donnes|ecris|montres|dai|darai|scrivi)"
                             r" (?:(?:un|una|unos|unas|um|uma|des|du|le|la|les|los|las|il|dei|delle) )?"
                             r"(?:codigo|code|codice|scripts?|formulas?|formules?|formule|macros?|numeros?|numbers?|cifras?"
                             r"|chiffres?|valores?|valeurs?|valori|importes?|montants?)\b")
# "quand tu me réponds", "cuando me escribes": whenever you answer, in French, Spanish, German
GENERIC_WHEN_OTHER = re.compile(r"\b(?:quand|lorsque) tu (?:me )?(?:reponds|ecris|mets|donnes|fais)\b|\bcuando (?:me )?"
                                r"(?:respondes|escribes|pones|das)\b|\bwenn du (?:mir )?(?:antwortest|schreibst)\b")
# A reason beside a wish ("it gets misread in reports", "that's hard to read on a phone") explains it, it does not scope it.
REASON = re.compile(r"^(?!.*\b(?:only|just|except|unless)\b)\s*(?:because |since |as )?(?:it|that|this|they|those|these)(?:'s|'re| is| are| gets?| got| was| were"
                    r"| looks?| reads?| ends? up| keeps?| breaks?| comes? out| renders?| displays?| gets? mangled| wraps?"
                    r"| turns? into| messes? up)\b")


# a start or a negated limit is no time limit: "a partir de hoje", "not just today"
FROM_TODAY = re.compile(r"\b(?:a partir de (?:hoje|hoy)|desde hoy|ab heute|da oggi(?: in poi)?|od dzisiaj|od dzis|vanaf vandaag"
                        r"|fra i dag|fran och med (?:i dag|idag)|a partir d'aujourd'hui"
                        r"|not (?:just|only|merely) (?:for )?(?:today|tonight|now|this \w+|the moment)"
                        # "always, not only in scores": the wish reaches past the thing named
                        r"|not (?:just|only|merely) (?:in|for|on|with|when) [^,.;]*)\b")


# Language names a mirror may give without "in" ("Spanish when he writes Spanish")
MIRROR_LANGUAGES = (r"(?:english|spanish|french|german|italian|portuguese|polish|dutch|swedish|norwegian|danish|finnish|"
                    r"japanese|chinese|mandarin|cantonese|korean|turkish|greek|czech|slovak|welsh|irish|gaelic|arabic|"
                    r"russian|ukrainian|romanian|hungarian|hindi|urdu|bengali|punjabi|vietnamese|thai|hebrew|catalan|"
                    r"basque|croatian|serbian|slovene|slovenian|icelandic|estonian|latvian|lithuanian|afrikaans|swahili)\b")
# A condition on the language the user writes in ("when I write to you in Spanish, answer in Spanish; otherwise
# English"): the reply follows the user's own language in every answer, which is no task scope.
LANGUAGE_MIRROR = re.compile(
    r"\b(?:when(?:ever)?|if) i (?:write|ask|message|text|speak|type|talk)(?: (?:to )?you)? (?:in|as) \w+"
    # (the record's own paraphrase: "replies in Spanish when she writes in Spanish")
    # (or by name: "When Tomasz writes in Polish, reply in Polish")
    r"|\b(?:when(?:ever)?|if) (?:she|he|they|\w+) (?:writes|asks|messages|texts|speaks|types|talks|write|ask)(?: (?:to )?you)? in \w+"
    # (with the language named straight after the verb: "English when he writes English")
    r"|\b(?:when(?:ever)?|if) (?:i|she|he|they|\w+) (?:writes?|asks?|messages?|texts?|speaks?|types?|talks?)(?: (?:to )?you)? "
    + MIRROR_LANGUAGES +
    r"|\b(?:cuando|si|siempre que) (?:yo )?(?:te )?(?:escriba|escribo|hable|hablo|pregunte|pregunto) en \w+"
    r"|\b(?:se|quando) (?:io )?(?:ti )?(?:scrivo|scrivero|parlo|chiedo) in \w+"
    r"|\b(?:quand|si|lorsque) je (?:t'|te |vous )?(?:ecris|parle|demande) en \w+"
    r"|\b(?:wenn|falls) ich (?:dir |ihnen )?(?:auf|in) \w+ (?:schreibe|frage|spreche)"
    r"|\b(?:quando|se) (?:eu )?(?:te )?(?:escrevo|escrever|falo|falar|pergunto|perguntar) em \w+"
    r"|\b(?:als|wanneer) ik (?:je |jou |u )?(?:in (?:het )?)?\w+ (?:schrijf|vraag|praat)"
    r"|\b(?:kiedy|gdy|jak|jesli|jezeli) (?:ci )?(?:pisze|pytam|mowie) po \w+"
    # Welsh ("Os dw i'n sgwennu yn Gymraeg, atebwch yn Gymraeg"), the Nordic languages ("när jag skriver på svenska")
    # and Turkish ("Türkçe yazarsam"), folded
    r"|\b(?:os|pan) (?:dw i|rydw i|wyf i|ydw i|fydda i|bydda i)['’ ]?n (?:sgwennu|ysgrifennu|gofyn|siarad|teipio) (?:yn|mewn) \w+"
    r"|\bnar jeg (?:skriver|spor|snakker) pa \w+|\bnar jag (?:skriver|fragar|pratar) pa \w+"
    r"|\b\w+(?:ca|ce|ça|çe) (?:yazarsam|yazdigimda|yazinca|sorarsam|konusursam)\b")
# "...; otherwise English", "altrimenti va bene l'inglese": the other half of a language mirror
MIRROR_OTHERWISE = re.compile(r"\b(?:otherwise|else|altrimenti|sinon|si no|sonst|anders|de lo contrario|senao|inaczej)\b"
                              # (and the mirror's other half told short: "si en ingles, en ingles", "if in English, English")
                              r"|\b(?:si|if|se|quand|wenn) (?:en|in) \w+")
# The same condition in Japanese and Korean ("日本語で書いたら日本語で返して", "한국어로 쓰면 ..."): no spaces bound it
CJK_MIRROR = re.compile(r"[\u30a0-\u30ff\u3400-\u9fff]{1,6}語で(?:書いたら|書いた場合は?|書く(?:とき|時)は?|聞いたら|質問したら|話したら)"
                        r"|[\uac00-\ud7af]{1,4}어로 (?:쓰면|물어보면|말하면)")


def mirror_marks(claim: str) -> list[str]:
    """The language-mirror conditions a wish holds: they cover every answer (the reply follows the language
    the user writes in), so they mark the wish as a standing one, not a scoped one."""
    return [m.group(0) for m in LANGUAGE_MIRROR.finditer(fold(claim))] + CJK_MIRROR.findall(claim)


# "say if amounts are ex or inc VAT": "if" asks whether, it sets no condition
SAY_WHETHER = re.compile(r"\b(say|tell (?:me|us)|state|mention|note|flag|show|indicate|specify|make clear|clarify|check|ask)"
                         r" (?:me |us )?if\b")


def _strip(text: str) -> str:
    t = SAY_WHETHER.sub(r"\1 whether", FROM_TODAY.sub(" ", fold(text)))
    if LANGUAGE_MIRROR.search(t):
        t = MIRROR_OTHERWISE.sub(" ", LANGUAGE_MIRROR.sub(" ", t))
    t = GENERIC_WHEN.sub(" ", t)
    t = GENERIC_WHEN_OTHER.sub(" ", t)
    t = ASK_FOR_CONTENT.sub(" ", t)
    t = GIVEN_CONTENT.sub(_given_every, t)
    t = CONCESSIVE.sub(" ", t)
    t = RENDERING_CONDITION.sub(" ", t)
    t = SOFTENERS.sub(" ", t)
    return t


def _clauses(text: str) -> list[str]:
    return [c for c in re.split(r"[,;:—–]|\.(?=\s)|\s-\s|\band\b|\by\b|\bet\b|\bund\b|\bso\b(?= )|\bbecause\b", text)
            if c.strip()]


# Where the user puts what the assistant gives: "(that) I can paste straight into the call sheet or an email"
PUT_INTO = re.compile(r"\b(?:that |which )?(?:i|we) (?:can |could |will |then )?(?:paste|copy|drop|put|stick|forward|move)"
                      r"(?: (?:them|it|these|those|straight|directly|right))* (?:into|in|to|onto|over to)\b.*$")
# "X should be Y" beside a universal over answers ("any code you give me should be Python") asks for it
SHOULD_BE = re.compile(r"\b(?:should|must|has to|have to|needs? to|ought to)\s+(?:always\s+)?(?:be|come|stay|use|go)\b")
NOT_A_WISH = frozenset("know think care mind remember understand".split())  # "don't ever know ..." is no request


def is_instruction(sentence: str) -> bool:
    t = fold(sentence)
    if _REQUEST.search(t) or OBLIGED_OUTPUT.search(t):
        return True
    for clause in _clauses(t):
        raw = re.findall(r"[a-z][a-z'/-]*", clause)
        j = 0
        while j < len(raw) and raw[j] in _FILLERS:
            j += 1
        if j < len(raw) and raw[j] in ("default", "defaults") and raw[j + 1:j + 2] == ["to"]:
            return True  # "default to Python": the verb a standing marker would otherwise take away
        if j + 2 < len(raw) and raw[j] in ("don't", "dont", "never") and raw[j + 1] == "ever" \
                and raw[j + 2] not in NOT_A_WISH:
            return True  # "don't ever rely on colour alone"
        if STANDING.search(clause) and SHOULD_BE.search(clause) \
                and not STATEMENT_SUBJECT.search(STANDING.sub(" ", clause)):
            return True  # "any code you write for me should be Python"
        words = re.findall(r"[a-z][a-z'/-]*", STANDING.sub(" ", clause) if STANDING.search(clause) else clause)
        if 0 < len(words) <= STYLE_FRAGMENT_WORDS and not STATEMENT_SUBJECT.search(" ".join(words)) \
                and any(rx.search(" ".join(words)) for rx in CATEGORY_CUES["answer_style"][:1]) \
                and (words[-1] in ("answers", "answer", "replies", "responses", "points", "text", "steps")):
            return True  # a verbless wish about the answer itself: "Short answers.", "Bullet points."
        if 0 < len(words) <= 6 and (words[-1] in _POLITE or words[0] in _POLITE or _VERBLESS.search(" ".join(words))):
            return True
        if len(words) >= 3 and words[0] in ("everything", "all") and words[1] == "in":
            return True  # "From now on, everything in plain text I can paste", "All in Python"
        if set(words) & _POLITE and words[-1] in _IMPERATIVE:
            return True  # verb-final requests: "graag in het Nederlands antwoorden", "bitte auf Deutsch antworten"  # a verbless request: "plain text please", "metric only, por favor"
        i = 0
        while i < len(words) and (words[i] in _FILLERS or STANDING.fullmatch(words[i]) or words[i] in ("by", "default")):
            i += 1
        if i < len(words) and words[i] in _IMPERATIVE:
            return True
        if i < len(words) and words[i] in LEAD_CONDITION:
            # a condition before the verb with no comma between: "on match days keep it short", "for reports use
            # bullets" (not a statement: "on Fridays I keep it short")
            for k in range(i + 2, min(len(words), i + 6)):
                if words[k] in _SUBJECTS:
                    break
                if words[k] in _IMPERATIVE:
                    return True
        if i + 1 < len(words) and words[i] in ("do", "don't", "dont", "no", "ne", "nicht") and words[i + 1] in _IMPERATIVE:
            return True
        if i + 2 < len(words) and words[i] == "do" and words[i + 1] in _DONE_OBJECTS and words[i + 2] in ("in", "with", "as"):
            return True  # "do it in Python", "do them as tables"
    return False


LEAD_CONDITION = frozenset("on for in during at".split())
# what must hold of a kind of output, said of the output: "Exception: anything I'm going to forward to HMRC has to
# be in English", "everything for the board must be formal"
OBLIGED_OUTPUT = re.compile(r"^\W*(?:(?:exception|except|but|and|also|oh|ok|okay)\W+)*(?:anything|everything|whatever|all)\b"
                            r"[^.;!?]{0,80}?\b(?:has to|have to|must|should|needs? to|ought to) be\b")
_SUBJECTS = frozenset("i i'm we we're you you're he she it it's they they're there".split())
STYLE_FRAGMENT_WORDS = 4
CIRCUMSTANCE = ("during ", "while ", "on ", "at ")  # scope-like remarks that only set the scene
_DONE_OBJECTS = frozenset("it them that those these everything all".split())
# A wish that follows from what was just said ("I use a screen reader on night rounds. So by default:
# no tables"): the sentence before it is the reason, not the wish's scope.
CONSEQUENCE = re.compile(r"^\s*(?:so|hence|therefore|thus|that's why|that is why|which is why|for that reason)\b[\s,:]*")


PAST_REASON = re.compile(r"\b(?:we've had|we had|i've had|i had|there was|there were|there's been|there have been"
                         r"|happened|went wrong|got (?:lost|mixed up|missed))\b")
# (words that narrow the wish to something: "only for the US office"; not "brokers who only read English")
PRIVATE_ASIDE = re.compile(r"^\W*(?:(?:also|and|oh|btw|ps|p\.s\.)\W+)*(?:personal(?:ly)?(?: note| thing| stuff)?\s*[:;,-]"
                           r"|private(?:ly)?(?: note| thing| stuff)?\s*[:;,-]|between (?:us|you and me|ourselves)\b|off the record\b"
                           r"|on a personal note\b|(?:and )?not work(?:-related)?\s*[:;,-]|entre nous\b|entre nosotros\b|unter uns\b"
                           r"|tra noi\b|tussen ons\b|mellan oss\b|miedzy nami\b)")
NARROWING_HEAD = re.compile(r"^\W*(?:(?:but|and|so)\W+)?(?:(?:only|just) (?:for|when|with|in|on|at|if)\b|(?:except|not for)\b)")
NARROWING = re.compile(r"\b(?:only|just) (?:for|when|with|in|on|at|to|if)\b|\b(?:except|unless|not for)\b")


def _rendering_other(text: str) -> str:
    """A foreign rendering condition removed from a text, so it does not read as a scope."""
    return RENDERING_CONDITION_OTHER.sub(" ", text)


# "whenever you write notes or chord names for me", "if you write out any music for me": what the assistant
# hands the user, wherever it turns up; a kind of document ("if you draft emails for me") is a task's scope
# kinds of work product beside the documents of retold.cues: a wish about them is scoped to them
WORK_KINDS = (r"(?:notes?|plans?|sheets?|schedules?|timetables?|handovers?|briefs?|itinerar(?:y|ies)|manifests?"
              # (what is written for an occasion or a reader: "board papers", "exam questions", "product descriptions")
              r"|papers?|questions?|quiz(?:zes)?|exams?|summar(?:y|ies)|packs?|adverts?|descriptions?|bids?|submissions?)\b")
# (named as a kind, at the head of a wish, they are plural: "Diet sheets: always as a table", not "Change of plan:")
WORK_KINDS_MANY = (r"(?:notes|plans|sheets|schedules|timetables|handovers|briefs|itineraries|manifests|papers|quizzes|exams"
                   r"|summaries|packs|adverts|descriptions|bids|submissions)\b")
GIVEN_CONTENT = re.compile(r"(?:^|(?<=[\s,;:(]))(?:if|when|whenever) you (?:ever )?(?:write|give|show|send|put)(?>(?: out| down| up)?)"
                           r"(?: me)? (?:any |some )?(?!(?:[\w-]+ ){0,3}(?:" + DOC_KINDS + "|" + WORK_KINDS + r")"
                           # a list of one kind of thing is a document of that kind: "when you give me packing lists"
                           r"|(?:[\w-]+ ){1,3}lists?\b"
                           # what is written to someone else is theirs: "when you write to customers for me"
                           r"|(?:to|for) (?!me\b|us\b)"
                           r"|something|anything|stuff|things|me\b|us\b|feedback|comments|advice|help|input)(?:(?!\b(?:on|about|regarding)\b)[\w -]){2,40}?(?: for me| to me)?(?=[,;:]|$)")


# "... for the crew", "... to our suppliers": written for someone other than the user
GIVEN_FOR_OTHERS = re.compile(r"\bfor (?!me\b|us\b|you\b|myself\b)(?:the |my |our |his |her |their |a |an |all |any )?[a-z]"
                              r"|\bto (?:the|my|our|his|her|their) [a-z]")


def _given_scope(condition: str) -> bool:
    """What the assistant hands over in one named language ("when you write SQL for me", "if you give me any
    Python") is a kind of work, as "for SQL queries" is: a scope, not every answer. So is what is written for
    someone else to read ("when you write instructions for the crew")."""
    return bool(code_languages_named(condition)) or bool(GIVEN_FOR_OTHERS.search(condition))


# Initialisms that name a way of writing things down, not a subject: "when you give me times in UTC"
FORMAT_INITIALISMS = frozenset("utc gmt bst cet cest est pst iso pdf csv txt us usa uk eu si nz au ca ok am pm tldr tl dr faq "
                               "ascii utf".split())
INITIALISM = re.compile(r"\b[A-Za-z]*[A-Z][a-z]*[A-Z][A-Za-z]*\b")


def specific_names(text: str) -> set[str]:
    """Initialisms as typed that name a subject ("ADR", "RevPAR", "IMDG"), not a way of writing (UTC, ISO, UK)
    nor a programming language."""
    names = {fold(m.group(0)) for m in INITIALISM.finditer(text)}
    names = {n[:-1] if n.endswith("s") and len(n) > 3 else n for n in names}
    return {n for n in names if len(n) >= 2 and n not in FORMAT_INITIALISMS and not code_languages_named(n)}


SUBJECT_ANSWERS = re.compile(r"\b([A-Za-z]*[A-Z][a-z]*[A-Z][A-Za-z]*)(?:\s+[a-z-]+){0,2}\s+(?:answers?|responses?|replies|explanations?"
                             r"|summar(?:y|ies)|updates?|write-?ups?)\b")


def _subject_answers(text: str) -> bool:
    """Answers of one subject named by its initialism: "long IMDG segregation explanations"."""
    return any(specific_names(m.group(1)) for m in SUBJECT_ANSWERS.finditer(text))


# Figures named by what they count ("shop figures", "sales numbers"); a word for how they are counted or how
# exact they are ("money figures", "rough numbers") names every answer with numbers in it.
SUBJECT_FIGURES = re.compile(r"\b(?:the |our |any |some |all )?([a-z]+) (?:figures|numbers|stats|statistics|totals|counts|data)\b")
MEASURE_WORDS = frozenset(
    "any some all the our my money cash currency price cost euro dollar pound sterling time date number numeric percentage "
    "decimal metric imperial unit big large small rough exact final raw key main round whole real actual precise "
    "approximate ballpark headline total financial me you us".split())


def _names_specific(condition: str, claim: str) -> bool:
    """What is handed over is one named measure or subject when its words hold an initialism as typed ("When
    you give me ADR or RevPAR, whole euros"): the wish holds for that subject, not for every answer with numbers."""
    words = {w[:-1] if w.endswith("s") and len(w) > 3 else w for w in re.findall(r"[a-z0-9]+", condition)}
    if (m := SUBJECT_FIGURES.search(condition)) and m.group(1) not in MEASURE_WORDS:
        return True  # "when you give me shop figures": the figures of one subject, not every number
    return bool(specific_names(claim) & words)


def _given_every(m: re.Match) -> str:
    return m.group(0) if _given_scope(m.group(0)) else " "


def _every(condition: str) -> bool:
    """A rendering condition that names every answer holding that content: "whenever there's a
    script", and "when you write code for me" (what the user is given, not a task of theirs)."""
    return condition.startswith(("whenever", "wherever")) or bool(
        re.match(r"(?:if|when) you(?:'d| would|'ll| will)?(?: ever)? (?:write|give|show|send|make|state|cite|use|mention|quote"
                 r"|refer to|introduce|say|tell)"
                 r"|(?:if|when) there(?:'s| is| are) "  # "if there are steps": any answer that has them
                 r"|(?:if|when) (?:an?|any) .*(?:comes? up|is mentioned|turns up|appears)$", condition))


def _found(rx: re.Pattern, text: str) -> list[str]:
    return [m.group(0).strip() for m in rx.finditer(text)]


# One occasion the wish is bound to, at its head: "For this month-end close, just the numbers", "During the
# current audit, ...", "Over the coming launch, ...". The occasion ends, so the wish does too: temporary.
OCCASION = re.compile(r"^\s*(?:(?:and|also|but|so|oh|ok|okay)\s+)?(?:just\s+|only\s+)?(?:for|during|over|through)\s+"
                      r"(?:this|these|that|the current|the upcoming|the coming|the present)\s+(?!(?:kinds?|types?|sorts?) of\b)[^,.;:!?]{2,40},")


# A kind of document (retold.cues.DOC_KINDS): a wish about it is scoped to it ("Incident reports: third
# person, past tense", "Condition reports follow our house format").
DOC_SCOPE = re.compile(rf"^\s*(?:(?:our|the|all|any|my|for|in)\s+)?(?:[a-z][\w-]*\s+){{0,2}}(?:{DOC_KINDS}|{WORK_KINDS_MANY})\s*(?::|\b(?:follow|use|go|get"
                       rf"|need|should|must|are|have|always|never|take|want)\b"
                       # ("For overdue-account letters to buyers Deniz wants a firm but polite tone")
                       rf"|(?<=\s)(?:to|for|from)\s+(?:[\w'’-]+\s+){{1,3}}?(?:wants|asks for|likes|prefers|needs)\b)")
# A kind of document the wish acts on, anywhere in it: made in some form ("write handover notes in English
# from now on") or shown in one ("rotas as a markdown table from now on"): the wish holds for that kind only.
DOC_OBJECT = re.compile(rf"\b(?:write|make|do|send|format|draft|produce|lay out|set out|keep|give me)\s+(?!(?:the|a|an|my|our|this|that)\s)"
                        # (every answer in a form is no kind of document: "give me answers as checklists")
                        rf"(?!(?:answers?|repl(?:y|ies)|responses?|everything|things|stuff)\s+(?:as|in)\b)(?:all |any )?"
                        rf"(?:[a-z][\w-]*\s+){{0,2}}(?:{DOC_KINDS}|notes)\b|(?:^|[\s,;:-])(?<!\bthe )(?<!\bmy )(?<!\bour )(?<!\bthis )(?<!\bthat )(?<!\ba )(?<!\ban )"
                        rf"(?:(?!(?:the|my|our|this|that|a|an)\s)[a-z][\w-]*\s+)?(?:{DOC_KINDS}|notes)"
                        rf"\s+(?:as|in)\s+(?:an? |the )?(?:[a-z][\w-]*\s+){{0,2}}(?:tables?|lists?|bullets?|bullet points|csv|pdf"
                        rf"|markdown|plain text|english|[a-z]+ish|[a-z]+ese|french|german|dutch|portuguese|italian|greek|[a-z]+ian)\b")


# A wish headed by the kind of thing it is for, whatever that kind is called: "For web shop product blurbs: 60 words
# max", "And for maintenance procedures: numbered steps", "When you give me casting shortlists: numbered", "And for
# experienced groups leave out ...". Named in the plural at the head, before a colon, a comma or the instruction
# itself, it is a kind of work or of reader, and the wish holds for it alone; unless the plural is one that every
# answer may hold (answers, figures, dates, units, charts), code of any kind ("If you write me any scripts, make them
# Python" names the code language of every answer) or a stretch of time (those are read as times elsewhere).
HEADED_KIND = re.compile(
    r"^\s*(?:(?:and|also|plus|oh,? and|one more thing:?)\s+)?(?:(?:for|with)\s+|(?:when|whenever|if) you(?: ever)?"
    r" (?:give|send|write|draft|make|do|prepare|put together)(?: me)?\s+)(?:the |my |our |any |all |your )?"
    r"((?:[a-z][\w'-]*[\s-]+){0,3}([a-z][\w-]*s))\s*(?::|,|\s+(?=(?:leave|skip|drop|use|put|give|write|add|keep|make"
    r"|include|list|show|mark|number|start|lead|always|never|just|only|no|please)\b))")
ANSWER_WIDE_PLURALS = frozenset(
    "figures dates amounts prices costs sums units measurements lists tables bullets things facts questions abbreviations "
    "acronyms emojis headings headers caps capitals decimals percentages metres meters kilos kilograms litres liters miles "
    "inches feet degrees pounds euros dollars hours minutes days weeks months years mornings evenings nights weekends "
    "mondays tuesdays wednesdays thursdays fridays saturdays sundays holidays terms seasons shifts words letters "
    "characters languages us others yours ours theirs ways cases times charts graphs diagrams plots visuals images pictures "
    "scripts programs programmes queries commands formulas formulae temperatures weights distances volumes sizes speeds "
    "heights lengths widths depths pressures currencies quantities totals estimates numbers".split())


def headed_kind(head: str) -> str:
    """The kind of thing a wish's head names in the plural ("web shop product blurbs"), or ""."""
    m = HEADED_KIND.match(head)
    if not m or m.group(2) in GENERIC_NOUNS or m.group(2) in ANSWER_WIDE_PLURALS or m.group(2).endswith("ss"):
        return ""
    return m.group(1).strip()


def scope_heading(sentence: str) -> bool:
    """A sentence that opens with a scope and a colon: what follows it holds under that scope."""
    head = fold(sentence).split(":", 1)[0]
    return ":" in sentence and len(head.split()) <= 8 and bool(
        _found(SCOPED, head + " ") or DOC_SCOPE.match(head + ":") or AUDIENCE_SCOPE.match(head + ":"))


_ONE_THING = frozenset("the my our your his her their this that a an".split())


def doc_objects(text: str) -> list[str]:
    """Kinds of document a wish acts on (DOC_OBJECT); one document named with "the", "my" or "this" is a
    single thing, not a kind ("write the quarterly report in German")."""
    out = []
    for x in DOC_OBJECT.finditer(text):
        if not set(text[: x.start()].split()[-2:]) & _ONE_THING:
            out.append(x.group(0).strip(" ,;:-"))
    return out


# A kind of reply named before a colon ("Complaint replies: always open with an apology"): replies of that
# kind only. Not a heading that names every reply ("All replies:", "Your answers:").
REPLY_KIND_SCOPE = re.compile(r"^\s*(?!(?:all|your|my|the|any|every|general|default|normal|usual|regular)\b)"
                              r"(?:[a-z][\w-]*\s+){1,2}(?:repl(?:y|ies)|responses?|answers?|messages?)\s*:")
# An audience before a colon: "Anything parents will read: ...", "Everything that goes to the board: ..."
AUDIENCE_SCOPE = re.compile(r"^\s*(?:anything|everything|all|whatever|something)\s+(?:that\s+|which\s+)?(?:[\w-]+\s+){0,3}"
                            r"(?:will\s+|would\s+)?(?:read|reads|see|sees|get|gets|receive|receives|goes to|go to|is for)\b[^:]{0,40}:")


# Markers in Japanese, Korean and Chinese, read from the words themselves (no spaces to bound them):
# "これからは" (from now on), "いつも" (always), "基本" (as a rule); a limit ("今日だけ", "当面"); a
# condition ("…するときは", "場合は"; "ときも", even when, broadens)
CJK_STANDING = re.compile(r"これから(?:は|も)|今後|いつも|常に|基本(?:的に)?|デフォルト|앞으로|항상|기본적으로|总是|以后|默认|一律")
CJK_TEMPORARY = re.compile(r"今日だけ|今だけ|今週|当面|しばらく|今回だけ|오늘만|이번 주|暂时|今天")
CJK_SCOPED = re.compile(r"(?:とき|時|場合)(?:は|に)|の際は|할 때|경우에")
CJK_HEDGE = re.compile(r"かな|かも|たぶん|多分|迷って|決められない|どうしよう|아마|글쎄|也许|可能吧|还没决定")


# a wish said to hold from now on, whatever time the reason before it names ("... this quarter, so Python from now
# on"); "every acronym" or "each answer" say nothing of time
UNTIL_FURTHER = _rx(r"from now on", r"going forward", r"from here on(?: out)?", r"(?:until|unless) i (?:say|tell you) otherwise",
                    r"in future", r"in the future", r"permanently", r"for good")


# A change of mind announced before the wish ("Actually, changed my mind: from now on Python for any scripts")
# says the wish replaces an earlier one, nothing of its form
CHANGED_MIND = re.compile(r"^\W*(?:(?:actually|ok|okay|so|hmm|right|sorry|oh)\W+)*(?:(?:i(?:'ve| have)? )?changed my mind|scratch that"
                          r"|on second thoughts?|correction)\s*[:,.;!—–-]\s*", re.I)


def analyse_form(span: list[str], context: list[str], aside: list[str] | tuple[str, ...] = ()) -> Form:
    """Applies the form rules. Precedence: temporary or scoped wording in the
    claim itself, then doubt anywhere, then temporary or scoped remarks beside it,
    then standing defaults and unscoped instructions about answers in general."""
    if len(span) > 1:
        # a sentence of the span telling the user's own habit ("Sometimes I'll type in Polish when I'm rushed.")
        # is the wish's reason, read like one beside it
        habits = [x for x in span if not is_instruction(x) and HABITUAL.search(fold(x)) and not _found(TEMPORARY, fold(x))]
        # so is a sentence that states something of someone and asks nothing ("The MCC board runs on UTC and I make
        # mistakes when I have to convert"), beside one that asks: its conditions are the reason's, read as context
        # (not a sentence headed by a condition, "For supplies and anything hands-on: I'm allergic to latex", nor a
        # verbless list, "Metres and kilos.")
        if any(_wish_like(x) for x in span):
            habits += [x for x in span if x not in habits and not _wish_like(x) and not _found(TEMPORARY, fold(x))
                       and STATEMENT_SUBJECT.search(fold(x)) and not CONDITION_HEAD.match(fold(x))]
        if habits and len(habits) < len(span):
            span, context = [x for x in span if x not in habits], list(context) + habits
    claim = CHANGED_MIND.sub("", " ".join(span))
    # a private matter told beside the wish ("Also, personal: I'm pregnant, not telling work until after the sale")
    # is no part of it: its times and doubts are its own
    context = [c for c in context if not PRIVATE_ASIDE.match(fold(c))]
    mirror = mirror_marks(claim)
    if mirror:
        # the other half of the mirror told beside it ("Otherwise English is fine.") is no scope either
        context = [re.sub(MIRROR_OTHERWISE.pattern, " ", c, flags=re.I) if languages_named(c) else c for c in context]
    if m := CJK_TEMPORARY.findall(claim):
        return Form("temporary", m, True)
    if m := CJK_SCOPED.findall(CJK_MIRROR.sub(" ", claim)):
        return Form("scoped", m, True)
    if m := CJK_HEDGE.findall(" ".join(list(span) + list(context))):
        return Form("hedged", m, True)
    instruction = any(is_instruction(s) for s in span) or bool(CJK_STANDING.search(claim)) or bool(mirror)
    if not instruction and (head := ANNOUNCED.search(fold(claim))) and STANDING.search(head.group(1)):
        instruction = True  # "Couple of standing things: NZ spelling, ..." announces instructions
    every = [m.group(0) for m in RENDERING_CONDITION.finditer(fold(claim)) if _every(m.group(0))]
    every += [m.group(0) for m in ASK_FOR_CONTENT.finditer(fold(claim))]
    given = [m.group(0) for m in GIVEN_CONTENT.finditer(fold(claim))
             if not _given_scope(m.group(0)) and not _names_specific(m.group(0), claim)]
    every += given
    # (or followed by nothing but a standing marker: "Dates as day.month.year, and 24-hour time. Always, please.")
    marker_after = any(STANDING.search(fold(c)) and not re.sub(r"\b(?:please|pls|thanks|thank you|ok|okay)\b", " ",
                                                                 STANDING.sub(" ", fold(c))).strip(" ,.!;:")
                       for c in context)
    # (or a verbless wish that says so in a short sentence beside it: "And metric, always. Millimetres, microns, kilos.")
    marker_after = marker_after or any(len(c.split()) <= 5 and not is_instruction(c) and _standing_clause(c)
                                       for c in context)
    if (not instruction and (STANDING.search(_strip(claim)) or every or marker_after)
            and (not STATEMENT_SUBJECT.search(STANDING.sub(" ", _without_reasons(fold(claim)))) or _standing_clause(claim))):
        instruction = True  # verbless standing wishes: "Two decimals for money, as a rule."
    # other instructions carry their own claims; a sentence that only narrows ("Only for diet sheets, other stuff
    # normal.") limits the wish beside it
    ctx = [c for c in context if not is_instruction(c) or NARROWING_HEAD.match(fold(c))]
    c_raw = _strip(QUOTED.sub(" ", claim))
    # a habit the wish follows from, in the same sentence ("A lot of the time your answers get read out to me
    # while I'm scrubbed, so: no tables"): the wish is what comes after "so"
    lead, so, after = (re.split(r"([,;:]\s*so\b[:,]?)", c_raw, maxsplit=1) + ["", ""])[:3]
    if so and HABITUAL.search(fold(lead)) and not _found(TEMPORARY, lead):  # ("This week I'm mostly on my phone, so")
        c_raw = after
    elif (parts := re.split(r"\s+but\s+", c_raw, maxsplit=1)) and len(parts) == 2 and HABITUAL.search(fold(parts[0])) \
            and not is_instruction(parts[0]) and is_instruction(parts[1]) and not _found(TEMPORARY, parts[0]):
        # a habit told first, the wish after "but" ("Sometimes I type Polish when I'm knackered but answer me in English
        # always"): the habit's times and conditions are its own
        c_raw, instruction = parts[1], True
    elif so and STATEMENT_SUBJECT.search(fold(lead)) and UNTIL_FURTHER.search(after) and _found(TEMPORARY, lead):
        # what the user tells as the reason ("We're moving the tooling to Python this quarter, so Python from now
        # on"): its times are the reason's, and the wish after "so" says in so many words that it stands
        c_raw = after
    # (the reasons in the wish's own sentence name no scope: "they break in the ticket system")
    c_rest = _without_reasons(_rendering_other(STANDING.sub(" ", c_raw)))
    # (a sentence telling what happened is the wish's reason, its times no limit on it: "We've had one
    # dosing mix-up too many this year")
    x_raw = " ".join(_strip(QUOTED.sub(" ", c)) for c in ctx if not PAST_REASON.search(fold(c)))
    # a remark about a habit ("I'm usually ringing someone while I read") explains the wish, it does not scope it
    # (nor does a lasting trait it accommodates: "I use a screen reader (NVDA) for most of my work")
    x_rest = STANDING.sub(" ", " ".join(" ".join(cl for cl in re.split(r"[;:—–]", _strip(c)) if not REASON.search(cl))
                                        for c in ctx if not HABITUAL.search(fold(c)) and not TRAIT.search(fold(c))))
    if CONSEQUENCE.match(fold(claim)) and all(x.startswith(CIRCUMSTANCE) for x in _found(SCOPED, x_rest)):
        x_rest = ""  # "... during night rounds. So by default: ...": the circumstance is the wish's reason
    if m := _found(HEDGE, _jest_on_reason(c_raw)):
        return Form("hedged", m, instruction)  # (doubt first: "you can answer in Swedish when I write in Swedish, or
        # not, depends, I don't know" is undecided, whatever times it names)
    if m := _found(TEMPORARY, c_raw):
        return Form("temporary", m, instruction)
    if m := OCCASION.match(fold(claim)):
        return Form("temporary", [m.group(0).strip(" ,")], instruction)  # "For this month-end close, ..."
    # doubt in the wish or anywhere beside it ("... Or maybe always my name. I'll think about it"): a person reads it,
    # whatever scope or kind of document the wish has
    # (doubt in another wish of the turn, or said right after it, is that wish's: "One thing always: say
    # 'disabled supporters'. Also, maybe be a bit less formal with me? Not sure yet, we'll see.")
    own_ctx = [c for c in context if c not in aside]
    if m := _found(OPEN_EXCEPTION, fold(" ".join(list(span) + own_ctx))):
        return Form("hedged", m, instruction)
    if m := _found(HEDGE, _jest_on_reason(c_raw)):
        return Form("hedged", m, instruction)
    # a scope in the wish's own words holds whatever doubt the sentences around it tell ("When you draft replies to
    # passengers: no exclamation marks. In general don't bother me with legal detail, I guess."): it stays
    # conditional; unless the wish is put as a question ("would it help if you ...? maybe not") or taken back
    # ("Ha, no. Kidding.")
    around = " ".join(_strip(c) for c in own_ctx)
    # (the doubt in the very sentence the quoted wish was taken from is the wish's own: "responde em português de
    # vez em quando... ou não, sei lá")
    said_in = [c for c in own_ctx if len(fold(claim).strip(" .?!¿¡")) > 8 and fold(claim).strip(" .?!¿¡") in fold(c)]
    # (and so is an alternative offered to it, or doubt that points back at it: "Or maybe just my name. I'll think
    # about it.", "Not sure that's right though.")
    said_in += [c for c in own_ctx if re.match(r"\W*(?:or|ou|o|oder|of|lub|eller)\b", fold(c)) or POINTS_BACK.search(fold(c))]
    # (a jest marker closing a statement about the user beside the wish, "I'm a cider maker not a winemaker lol", is
    # the tone of that remark, no doubt about the wish)
    doubt_around = _found(HEDGE, " ".join(_strip(JEST.sub(" ", c)) if STATEMENT_SUBJECT.search(fold(c)) and not _wish_like(c)
                                          else _strip(c) for c in own_ctx))
    if (m := doubt_around) and ("?" in claim or _found(RETRACTION, around)
                                         or _found(HEDGE, " ".join(_strip(c) for c in said_in))):
        return Form("hedged", m, instruction)
    head = fold(claim)
    if not STANDING.match(head) and (m := [x.group(0).strip() for x in (DOC_SCOPE.match(head), AUDIENCE_SCOPE.match(head),
                                                                   REPLY_KIND_SCOPE.match(head)) if x]):
        return Form("scoped", ["kind:" + x for x in m], instruction)
    if not STANDING.match(head) and (m := headed_kind(head)):
        return Form("scoped", ["kind:" + m], instruction)
    if m := _found(SCOPED, c_rest) + _found(CLAIM_SCOPED, c_rest):
        return Form("scoped", m, instruction)
    if m := doc_objects(fold(QUOTED.sub(" ", claim))):
        return Form("scoped", ["kind:" + x for x in m], instruction)
    if m := [c for c in _found(GIVEN_CONTENT, fold(claim)) if _names_specific(c, claim)]:
        return Form("scoped", ["subject:" + x for x in m], instruction)
    if m := doubt_around or _found(VAGUE, c_raw):
        return Form("hedged", m, instruction)
    if "?" in claim and not instruction:
        return Form("hedged", ["question"], instruction)
    if m := _found(TEMPORARY, x_raw):
        return Form("temporary", m, instruction)
    # a scope found only in the sentences around the wish gives way to a standing marker in the wish's own
    # words ("Answer in English by default. ... so it's easier for me to copy things over")
    # unless that sentence narrows the wish in so many words ("That's only for the US office")
    own_standing = (bool(STANDING.search(c_raw)) or bool(CONCESSIVE.search(fold(claim)))
                    or any(STANDING.search(_strip(c)) for c in context if is_instruction(c))) \
        and not any(NARROWING.search(fold(c)) for c in ctx if _found(SCOPED, _strip(c))) \
        and not CONSEQUENCE.match(fold(claim))  # "For my council letters ... So always ...": the wish follows from it
    if (m := _found(SCOPED, x_rest)) and not own_standing:
        return Form("scoped", m, instruction)
    # the clauses that ask for something, read whole ("any code you give me should be Python"), then without markers
    wished = [_rendering_other(STANDING.sub(" ", c)) for c in _clauses(c_raw) if is_instruction(c)]
    # (with none, the wish without the reasons beside it: "Forget the tables, they break in Outlook on my phone")
    i_rest = " ".join(wished) or c_rest
    # with no clause read as the instruction, a "those" after the first clause points back at what the
    # sentence already named ("never gallons or acre-feet, nobody here thinks in those"), not at one thing
    if m := _found(DEICTIC, i_rest if wished else (_clauses(c_rest) or [c_rest])[0]):
        return Form("scoped", ["one_off:" + x for x in m], instruction)
    # the things an instruction is about; a reason beside it ("I read them on my phone") names none, nor does
    # where the user puts the answers ("short bullets I can paste straight into the call sheet notes or an email")
    i_rest = PUT_INTO.sub(" ", i_rest)
    artifacts = [" ".join(g for g in mm.groups() if g) for mm in ARTIFACT_DET.finditer(i_rest)
                 if not ({mm.group(1), mm.group(2)} & (GENERIC_NOUNS | _POLITE))]
    # ("the scripts" beside a programming language the wish names is what that language is for: "Change on
    # the scripts: ... so PowerShell from now on")
    artifacts += [mm.group(0) for mm in ARTIFACT_THE.finditer(i_rest)
                  if not (mm.group(1) == "script" and code_languages_named(claim))]
    whole = fold(" ".join(list(span) + list(context)))
    # (a sentence beside the wish that tells of the user's health lends it no "always": "I'm asthmatic, always
    # keep an inhaler in the van" says nothing of how answers are given)
    told = fold(" ".join(list(span) + [x for x in context if not HEALTH_TOLD.search(fold(x))]))
    standing = _found(STANDING, told) + ["habitual:" + m for m in _found(HABITUAL, whole)]
    # (a trait told beside the wish lends it its standing; not to a wish added after it, "I'm dyslexic - short
    # paragraphs. And don't make things sound like a corporate charity.", whose reason it is not)
    standing += ["trait:" + m for m in _found(TRAIT, whole if not ADDITIVE.match(fold(claim)) else fold(claim))]
    standing += CJK_STANDING.findall(" ".join(list(span) + list(context)))
    # "whenever there's a script, ..." names every answer that holds one
    standing += [m.group(0) for m in RENDERING_CONDITION.finditer(whole) if _every(m.group(0))]
    standing += [m.group(0) for m in ASK_FOR_CONTENT.finditer(fold(claim))]
    standing += ["given:" + g for g in given]
    standing += ["concessive:" + m.strip(" ,;") for m in _found(CONCESSIVE, whole)]
    standing += ["mirror:" + m for m in mirror]
    if standing:
        standing += ["rendering:" + m.group(0) for m in RENDERING_CONDITION_OTHER.finditer(fold(claim))]
    if instruction and standing and not artifacts:
        return Form("standing", standing, instruction)
    # the general target may sit in a neighbouring instruction of the same turn ("Talk to me like a
    # normal human. Plain words, no waffle.")
    others = " ".join(_strip(c) for c in context if is_instruction(c) and not _found(SCOPED, _strip(c))
                      and not _found(TEMPORARY, _strip(c)))
    # (not when the answers it is about are on one subject named by its initialism: "I hate long IMDG
    # segregation explanations")
    if instruction and not artifacts and not _subject_answers(QUOTED.sub(" ", claim)) and (_GENERAL_TARGET.search(c_rest) or _GENERAL_TARGET.search(x_rest)
                                          or _GENERAL_TARGET.search(others)):
        return Form("unscoped_instruction", ["general_target"], instruction)
    return Form("unrecognised", ["artifact:" + a for a in artifacts], instruction)


def standing_markers(text: str) -> list[str]:
    """The standing-default markers anywhere in a text, in any language the form rules read."""
    return _found(STANDING, fold(text)) + CJK_STANDING.findall(text)


def record_names(record_text: str) -> set[str]:
    """The people a record names (capitalised words after its first, not acronyms, not languages), folded."""
    out = set()
    for w in record_text.split()[1:]:
        bare = re.sub(r"['’]s$", "", w.strip(",.:;!?()'’\""))
        if bare[:1].isupper() and not bare.isupper() and not languages_named(bare):
            out.add(fold(bare))
    return out


# A record whose subject is a kind of document ("Contract clause drafts for Heike are always in British English",
# "Invoices to clients go out in German"): the wish holds for that document, not for every answer.
DOC_SUBJECT = re.compile(
    r"^\W*(?:all |any |every )?(?:[\w'-]+ ){0,3}?(?:clauses?|contracts?|invoices?|reports?|e-?mails?|letters?|memos?|notices?"
    r"|minutes|agendas?|proposals?|quotes?|quotations?|newsletters?|briefs?|briefings?|slides?|decks?|captions?|labels?"
    r"|tickets?|posts?|documents?|docs|handovers?|rotas?|tenders?|press releases?|releases? notes?|certificates?)"
    r"\b(?: [\w'-]+){0,4}? (?:are|is|go|goes|must|should|need|needs|always|get|gets)\b"
    # a kind of work named at the head, then whose wish it is: "For contract summaries Hana wants Japanese"
    r"|^\W*for (?:all |any |every )?(?:[\w'-]+ ){0,3}?(?:summar(?:y|ies)|sheets?|notes|schedules?|plans?|rotas?|reports?|"
    r"e-?mails?|letters?|quotes?|invoices?|minutes|handovers?|briefs?|documents?|docs)\b,? [\w'-]+ (?:wants?|prefers?|likes?"
    r"|asks? for|needs?)\b", re.I)
# a kind of document, with whom it goes to or is written for, heading the record before a colon ("Client emails
# drafted for Ines: warm tone, ...", "Letters to the council: formal"): what follows holds for that kind alone
DOC_HEADING = re.compile(
    r"^\W*(?:all |any |every )?(?:[\w'-]+ ){0,2}?(?:e-?mails?|letters?|invoices?|reports?|quotes?|quotations?|notices?|memos?"
    r"|minutes|handovers?|handover notes|briefs?|proposals?|newsletters?|messages?|texts?|replies|chasers?|listings?)"
    r"(?: (?:drafted|written|sent|prepared|going out|that go out|to|for|from)\b[^:;.]{1,40})?:\s", re.I)


# Health told of in passing, at word starts (the health category's own cue words)
HEALTH_TOLD = re.compile(r"\b(?:" + "|".join(re.escape(w) for w in taxonomy.BY_ID["health"].cues) + r")", re.I)


def record_form(record_text: str, subject: bool = False) -> Form:
    """The form of a record's own words, read without the reasons it gives after a semicolon ("...; his
    material goes into English reports for the port authority"): the parts that ask for something, when
    any does. With ``subject`` (the user's words are in another language, whose scope the rules may not
    read), a record whose subject is a kind of document is scoped to it."""
    parts = [p for p in record_text.split(";") if p.strip()]
    asking = [p for p in parts if is_instruction(p)]
    if subject and (m := DOC_SUBJECT.match(record_text)):
        return Form("scoped", [f"subject:{m.group(0).strip()}"], True)
    return analyse_form([";".join(asking) if asking and len(asking) < len(parts) else record_text], [])


# The form rules read English best. A wish in another language may promote on its own words only
# when it chooses the response language; anything else a person decides.
_FOREIGN = frozenset(
    "der die das und bei fur mit nicht ich du ist sind wenn auch immer bitte le la les et pour avec je tu est sont "
    "dans quand toujours el los las y para con yo es son cuando siempre os em da nos nas eu voce sempre "
    "het een voor bij met niet ik je altijd sie nie jest jak gdy zawsze il lo gli non sono sempre".split())
FOREIGN_MAX = 0.2


def _share(text: str, vocabulary: frozenset[str]) -> float:
    words = re.findall(r"[a-z']+", fold(text))
    return sum(w in vocabulary for w in words) / len(words) if words else 0.0


def foreign_share(text: str) -> float:
    """Share of a text's words that are common function words of other languages the rules read less well."""
    return _share(text, _FOREIGN)


# Common English function words: a text with almost none of them is in another
# language, where the record's English words cannot be looked for.
_ENGLISH = frozenset(
    "the an to of and is it you for on with my be this that are at as not or your please "
    "can will don't all any what when so if from by we our us more less than only also just very should "
    "his her their them they he she "
    # (and words no other language the rules read writes alike: "I use a braille display since my eyes got worse")
    "since have been because about which would could there i'm i've i'd into".split())
ENGLISH_MIN = 0.12
# Words English shares with other languages ("no", "me", "a", "in"): they cannot show the user's
# words are English, but an extractor's record that has them is English all the same.
_SHARED_WITH_ENGLISH = frozenset("a in i me do no".split())


def english_share(text: str) -> float:
    return _share(text, _ENGLISH)


def other_language(turn_words: str, record_text: str) -> bool:
    """True when the user's words are not English while the record is: the claim
    cannot be found word for word, only read by a person."""
    other_script = _other_script(turn_words)
    # a short record ("Keep answers short.") holds no function words to tell its language by
    record_english = _share(record_text, _ENGLISH | _SHARED_WITH_ENGLISH) >= ENGLISH_MIN or (
        record_text.isascii() and foreign_share(record_text) == 0)
    return ((len(re.findall(r"[a-z']+", fold(turn_words))) >= 3 and english_share(turn_words) < ENGLISH_MIN)
            or other_script) and record_english


def _other_script(text: str) -> bool:
    """Mostly letters of a script other than Latin."""
    letters = re.findall(r"[^\W\d_]", text)
    return bool(letters) and sum(not ("a" <= ch.lower() <= "z") and not unicodedata.combining(ch)
                                 and unicodedata.name(ch, "").startswith(NON_LATIN) for ch in letters) \
        >= NON_LATIN_SHARE * len(letters)


def holds_other_language(text: str) -> bool:
    """Words of another language the rules know, or mostly another script."""
    return foreign_share(text) > 0 or _other_script(text)


# Scripts other than Latin, by the start of their characters' Unicode names: words in them are
# another language than an English record whatever they say.
NON_LATIN = ("CJK", "HIRAGANA", "KATAKANA", "HANGUL", "GREEK", "CYRILLIC", "ARABIC", "HEBREW", "DEVANAGARI", "THAI",
             "BENGALI", "TAMIL", "GEORGIAN", "ARMENIAN", "ETHIOPIC")
NON_LATIN_SHARE = 0.5


# Names of languages in the languages the rules read, to one code each: a choice of
# response language can be checked across languages by the language it names.
_LANGUAGE_NAMES = {
    "de": "german deutsch allemand aleman tedesco alemao duits niemiecku niemiecki tyska tysk",
    "en": "english englisch anglais ingles inglese engels angielsku angielski engelska engelsk englanti englanniksi "
          "anglicky anglictina ingilizce inggris kiingereza anglika eigo angrezi angol angolul engleza englezeste "
          "angliskai anglu engleski engleskom englesku",
    "fr": "french franzosisch francais frances francese frans francusku francuski franska fransk",
    "es": "spanish spanisch espagnol espanol castellano spagnolo espanhol spaans hiszpansku hiszpanski spanska spansk "
          "castella espanyol castelhano",
    "it": "italian italienisch italien italiano italiaans wlosku wloski italienska italiensk",
    "pt": "portuguese portugiesisch portugais portugues portoghese portugees portugalsku portugalski",
    "nl": "dutch niederlandisch neerlandais neerlandes olandese holandes nederlands niderlandzku nederlandska hollandska",
    "pl": "polish polnisch polonais polaco polacco polones pools polsku polski",
    "sv": "swedish schwedisch suedois sueco svedese zweeds svenska svensk svenske ruotsi ruotsiksi",
    "da": "danish danisch danois danes danese deens dansk danske tanska tanskaksi danska",
    "no": "norwegian norwegisch norvegien noruego norvegese noors norsk norske norja norjaksi norska",
    "fi": "finnish finnisch finnois finlandes finlandese fins suomi suomeksi finska finsk",
    "cs": "czech tschechisch tcheque checo ceco tsjechisch cestina cesky czesku",
    "tr": "turkish turkisch turc turco turks turkce",
    "id": "indonesian indonesisch indonesien indonesio indonesiano indonesia",
    "vi": "vietnamese vietnamesisch vietnamien vietnamita viet",
    "el": "greek griechisch grec griego greco grieks grecku ellinika elliniki",
    "ja": "japanese japanisch japonais japones giapponese japans nihongo",
    "sw": "swahili kiswahili suaheli",
    "hi": "hindi",
    "ca": "catalan katalanisch catala catalano",
    "zh": "chinese chinesisch chinois chino cinese chinees mandarin zhongwen",
    "hu": "hungarian ungarisch hongrois hungaro ungherese hongaars wegiersku magyar magyarul unkari unkariksi",
    "ro": "romanian rumanisch roumain rumano rumeno roemeens romana romaneste",
    "ko": "korean koreanisch coreen coreano koreaans hangugeo",
    "af": "afrikaans",
    "tl": "tagalog filipino",
    "lt": "lithuanian litauisch lituanien lituano litouws litewsku lietuviskai lietuviu lietuviskas",
    "sr": "serbian serbisch serbe serbio srpski srpskom srpsku srpskog",
    "hr": "croatian kroatisch croate croata hrvatski hrvatskom hrvatsku",
}
# ... and as other scripts write them ("日本語で", "영어로")
_LANGUAGE_NAMES_OTHER_SCRIPTS = {"日本語": "ja", "英語": "en", "中国語": "zh", "中文": "zh", "英文": "en", "韓国語": "ko",
                                 "한국어": "ko", "영어": "en", "일본어": "ja", "中國語": "zh", "αγγλικά": "en",
                                 "ελληνικά": "el", "английском": "en", "русском": "ru"}
_LANGUAGE_CODE = {name: code for code, names in _LANGUAGE_NAMES.items() for name in names.split()}
# German and Dutch adjectives bend the name ("deutsche Antworten", "auf Englisch" / "englische Texte",
# "Engelse antwoorden"): the bent forms name the same language
_LANGUAGE_CODE.update({name + end: code for name, code in list(_LANGUAGE_CODE.items()) if name.endswith("sch")
                       for end in ("e", "en", "er", "es")})
_LANGUAGE_CODE.update({name + "e": code for name, code in list(_LANGUAGE_CODE.items())
                       if name.endswith(("engels", "nederlands", "duits", "frans", "spaans", "pools", "zweeds"))})


def languages_named(text: str) -> list[str]:
    """Language codes a text names, in order of first mention."""
    # Vietnamese names a language with "tiếng" ("tiếng Anh" is English; "anh" alone is a pronoun)
    # ... and Catalan with "anglès" ("angles" unaccented is an English word)
    folded = re.sub(r"\btieng anh\b", "english", fold(re.sub(r"\bangl[èé]s\b", "english", text, flags=re.I)))
    found = [(start / max(1, len(folded)), code) for start, _, code in _word_spots(folded)]
    # names in other scripts, read from the text itself (folding drops the marks of kana)
    found += [(start / max(1, len(text)), code) for start, _, code in _script_spots(text.lower())]
    out: list[str] = []
    for _, code in sorted(found):
        if code not in out:
            out.append(code)
    return out


# Words for answering, in the languages the rules read ("antwoord my ... in Engels", "答は英語で", "返事は日本語で"):
# the language named right after one is the language answers are to be in, whatever order the languages come in.
REPLY_WORDS = re.compile(
    r"\b(?:answer\w*|repl(?:y|ies)|respond\w*|antwoord\w*|svar\w*|responde\w*|respond[ae]\w*|contesta\w*|reponds?\w*"
    r"|antwort\w*|rispond\w*|odpowiad\w*|odpowiedz\w*|odpovid\w*|vastaa\w*|valaszol\w*|raspunde\w*|cevap\w*|jawab\w*"
    r"|tra loi|svarað\w*|svarad\w*|vasta\w*|atbild\w*|atsak\w*|odgovor\w*|odgovarj\w*|jibu\w*|sagot\w*"
    r"|απαντ\w*|apant\w*|отвеч\w*|ответ\w*|відпов\w*|отговар\w*)\b"
    r"|답|返事|返答|回答|答え|回复|回覆")
REPLY_REACH = 40  # characters between the word for answering and the language it names
CLAUSE_BREAK = re.compile(r"[,;.!?()。、，]|\b(?:but|maar|aber|pero|mais|men|mutta|ale|dar|de)\b")


def response_language(text: str) -> str:
    """The one language a text names right after a word for answering, or ""."""
    found = set()
    for src in (fold(text), text.lower()):  # (folding takes Hangul apart: "답" is read in the text as written)
        spots = _language_spots(src)
        for m in REPLY_WORDS.finditer(src):
            # the nearest language on either side: "antwoord my in Engels", "magyarul válaszolj", "日本語で返事"
            # (within the clause: "ek skryf in Afrikaans, maar antwoord my in Engels")
            near = [(m.start() - end if end <= m.start() else start - m.end(), code) for start, end, code in spots
                    if m.start() - REPLY_REACH <= end and start <= m.end() + REPLY_REACH
                    and not CLAUSE_BREAK.search(src[end:m.start()] if end <= m.start() else src[m.end():start])]
            if near:
                found.add(min(near)[1])
    return found.pop() if len(found) == 1 else ""


def _word_spots(folded: str) -> list[tuple[int, int, str]]:
    """Where a folded text names a language in Latin letters: (start, end, code)."""
    return [(m.start(), m.end(), _LANGUAGE_CODE[m.group(0)]) for m in re.finditer(r"[a-z]+", folded)
            if m.group(0) in _LANGUAGE_CODE]


def _script_spots(lowered: str) -> list[tuple[int, int, str]]:
    """Where a lower-cased text names a language in another script ("日本語", "ελληνικά")."""
    return [(m.start(), m.end(), code) for name, code in _LANGUAGE_NAMES_OTHER_SCRIPTS.items()
            for m in re.finditer(re.escape(name), lowered)]


def _language_spots(src: str) -> list[tuple[int, int, str]]:
    """Where a text (already lower-cased or folded) names a language: (start, end, code)."""
    return _word_spots(src) + _script_spots(src)


def _same_choice(named: list[str], record_named: list[str], text: str, record_text: str) -> bool:
    """The same languages with the same one to answer in: read after the words for answering, or else from
    the order the languages come in."""
    if not named or not record_named:
        return False
    reply, record_reply = response_language(text), response_language(record_text)
    if reply and record_reply and reply != record_reply:
        return False  # the same languages, but answers asked for in the other one
    if named == record_named:
        return True
    return sorted(set(named)) == sorted(set(record_named)) and bool(reply) and reply == record_reply


def code_languages_named(text: str) -> list[str]:
    """Programming languages a text names, inflected forms too ("w Pythonie" is Python)."""
    out: list[str] = []
    for m in PROG_NAME_RX.finditer(fold(text)):
        name = m.group(1)
        if len(name) < 4 and m.group(0) != name:
            continue  # a short name inflected is another word ("go" in "good")
        if name not in out:
            out.append(name)
    return out


def language_choice_sentences(record_text: str, turn_text: str) -> list[str]:
    """The sentences of a user's turn in another language that name exactly the languages
    (spoken or programming) the record chooses: the choice, in the user's own words, even when
    the extractor's quote was missing or wrong."""
    if not other_language(turn_text, record_text):
        return []
    spoken, code = languages_named(record_text), code_languages_named(record_text)

    def names(s: str) -> bool:
        return bool(_same_choice(languages_named(s), spoken, s, record_text) or (code and code_languages_named(s) == code))
    sents = sentences(turn_text)
    out = [s for s in sents if names(s)]
    if not out:
        # a choice and its exception told in two sentences ("from now on answer me in Czech. When I need
        # something in English, I'll ask"): the two together name the record's languages in its order
        for a, b in zip(sents, sents[1:]):
            if names(f"{a} {b}") and languages_named(a) and (languages_named(b) or code_languages_named(b)):
                out = [a, b]
                break
    return out


def same_language_choice(quote: str, record_text: str) -> bool:
    """True when a quote in another language names the same languages, in the same
    order, as the record's choice of response language."""
    named = languages_named(quote)
    code = code_languages_named(quote)
    return _same_choice(named, languages_named(record_text), quote, record_text) \
        or (bool(code) and code == code_languages_named(record_text))


# ------------------------------------------------------------------ categories
# Cues of the four allowlisted categories, read from the user's words and the
# record text. Nothing here can add a category: assignment is restricted to
# taxonomy.AMBIENT_ALLOWLIST.
_LANGS = (
    "english|spanish|french|german|portuguese|italian|dutch|polish|hindi|japanese|chinese|mandarin|cantonese|korean|"
    "arabic|russian|turkish|swedish|norwegian|danish|finnish|greek|hebrew|urdu|bengali|tamil|vietnamese|thai|"
    "indonesian|ukrainian|czech|romanian|hungarian|catalan|basque|galician|welsh|irish|swahili|tagalog|"
    "espanol|ingles|frances|aleman|portugues|italiano|castellano|francais|anglais|espagnol|allemand|deutsch|nederlands|vlaams|"
    "englisch|spanisch|franzosisch|ingles|espanhol|inglese|spagnolo|francese|tedesco|portugues do brasil"
)
_PROG = (
    "python|go|golang|rust|java|javascript|typescript|julia|r|c\\+\\+|c#|c|kotlin|swift|ruby|php|scala|haskell|"
    "(?:google )?apps script|vba|vbscript|applescript|solidity|cobol|pascal|delphi|groovy|terraform|latex|"
    "elixir|erlang|clojure|ocaml|f#|dart|lua|perl|matlab|fortran|zig|nim|sql|bash|shell|powershell|ts|js|"
    "google sheets|excel|libreoffice calc|lotus"
)
# A programming language's name of three letters or more, with up to three letters of inflection.
PROG_NAME_RX = re.compile(r"(?<![\w#+])(" + "|".join(sorted((p for p in _PROG.split("|") if len(p.replace("\\", "")) >= 3),
                                                          key=len, reverse=True)) + r")[a-z]{0,3}(?![\w#+])")
CATEGORY_CUES: dict[str, tuple[re.Pattern, ...]] = {
    "accessibility": (
        re.compile(r"dyslex|eyesight|\bvision\b|visually|\bblind|screen reader|large print|font size|bigger font|"
                   r"hard of hearing|\bdeaf|hearing aid|\badhd\b|autis|low vision|colou?r ?blind|plain language|"
                   r"alt text|readab|dislex|daltonien|malvoyant|sehbehind|legasthen|cognitive|memory loss|tremor"),
    ),
    "response_language": (
        re.compile(rf"\b(?:in|en|auf|em|na|nel|ni)\s+(?:het |de |el |le |la |das |il |o )?(?:{_LANGS})\b"),
        # (not "default code language", which is code_language's)
        re.compile(r"\b(?<!code )(?<!coding )(?<!programming )(?<!scripting )(?:language|idioma|langue|sprache|lingua)\b"),
        re.compile(r"\bpo (?:polsku|angielsku|niemiecku|francusku|hiszpansku|wlosku|ukrainsku)\b"),
        # a spelling or locale variety of the language answers are written in
        re.compile(r"\b(?:(?:us|uk|british|american|australian|nz|new zealand|kiwi|canadian|irish|indian|south african|"
                   r"oxford|commonwealth|european|brazilian|mexican|latin american|castilian|swiss|austrian|quebec)"
                   r"(?: english| spanish| french| german| portuguese)? spellings?|spelling conventions?|spelt|spelled)\b"),
    ),
    "code_language": (
        re.compile(rf"\b(?:code|examples?|snippets?|samples?|scripts?|formulas?|macros?)\b[^.;]*\b(?:in|as)\s+(?:{_PROG})(?=$|[\s,.;!?)])"),
        re.compile(rf"\b(?:spreadsheet |sheets? |excel )?formulas?\b[^.;]{{0,30}}[,:]\s*(?:\w+ )?(?:{_PROG})(?=$|[\s,.;!?)])"),
        re.compile(r"\bcode examples?\b|\bcode snippets?\b|\b(?:code|coding|programming|scripting) language\b"),
        re.compile(rf"\b(?:code|scripts?|snippets?|examples?)\b[^.;]{{0,30}}[,:]\s*(?:{_PROG})(?=$|[\s,.;!?)])"),
        re.compile(rf"\b(?:code|scripts?|snippets?|examples?)\b[^.;]{{0,40}}\b(?:make it|write it in|use|using|as|(?:should|must) be)\s+(?:{_PROG})(?=$|[\s,.;!?)])"),
        # the spreadsheet a formula is written for: "any formula you give me, write it for Excel", "make it Sheets"
        re.compile(rf"\b(?:formulas?|macros?|scripts?)\b[^.;]{{0,40}}\b(?:make (?:it|them)|write (?:it|them) (?:in|for)|for|in)\s+"
                   rf"(?:{_PROG}|sheets)(?=$|[\s,.;!?)])"),
    ),
    "answer_style": (
        re.compile(r"\b(?:short|shorter|concise|brief|briefly|terse|bullet|bullets|bulleted|paragraphs?|sentences?|"
                   r"numbered|steps?|tone|blunt|formal|informal|casual|bottom line|explanations?|detailed|details?|"
                   r"(?:conclusion|answer|result|recommendation|verdict|decision|headline|key point|main point)s? first|"
                   r"verbose|summary|tl;?dr|tables?|headings?|markdown|emoji|emojis|jargon|length|format|formatted|"
                   r"(?:a few|few|\d+|one|two|three|four|five|six|seven|eight|nine|ten) lines|"
                   r"structure|get to the point|straight to the point|direct|plain|simple|simply|examples?|"
                   r"(?:full|your|the) working(?: out)?|workings|show(?:ing)? (?:your |the )?work(?:ing)?|reasoning|step[- ]by[- ]step|"
                   r"corto|corta|breve|concis[oa]|vinetas|tutear|tuteame|tutearme|usted|court|courte|puces|tutoyer|"
                   r"vouvoyer|kurz|knapp|duzen|siezen|stichpunkte)\b"),
        # how quantities, times and dates are rendered in any answer
        re.compile(r"\b(?:metric|imperial|si units?|units?|celsius|fahrenheit|millimet(?:re|er)s?|centimet(?:re|er)s?|"
                   r"kilomet(?:re|er)s?|metres|meters|kilograms?|kg|miles|feet|inches|inch-pounds|pounds-force|nm|"
                   r"24[- ]hour|12[- ]hour|am/pm|time format|date format|iso dates?|dd/mm|mm/dd|day-month|month-day|"
                   r"utc first|in utc|utc and local|local and utc|both (?:utc|local)|zulu|local times?|time ?zones?|"
                   r"(?:local|venue|site|home) \w+ times?|"
                   r"currency|currencies|nzd|usd|aud|cad|gbp|eur|zar|inr|jpy|dollars|euros|rand|decimal|"
                   r"thousands separators?|decimals?|negatives? in (?:parentheses|brackets)|rounded|rounding|significant figures"
                   r"|dates? (?:as|in|like|written|with)|numbers?-only dates?|day[- ]month|month[- ]day|year[- ]month"
                   # a measure in the units it is given in, "pressures always in bar, never psi", "doses in both mg
                   # and mL"
                   r"|(?:pressures?|doses?|dosages?|volumes?|weights?|lengths?|distances?|speeds?|flows?|depths?|temperatures?"
                   r"|measurements?|quantities)\s+(?:\w+\s+){1,3}?in\s+(?:both\s+)?(?:\w+\s+){0,2}?(?:bar|psi|kpa|mpa|mg|ml|mls|mcg"
                   r"|litres?|liters?|gallons?|kg|lbs?|metres?|meters?|feet|mm|cm|units?|both)"
                   r"|mg and ml|ml and mg|(?:never|not) (?:in )?(?:psi|bar|gallons?|feet|inches|fahrenheit)"
                   # where a stated rule comes from: "name the regulation or guidance you're relying on"
                   r"|(?:name|give|state|quote) the (?:\w+ ){0,2}(?:regulations?|laws?|acts?|sections?|clauses?|guidance|standards?"
                   r"|sources?|rules?)\b[^.;]{0,40}\b(?:rel(?:y|ying|ied) on|based on|comes? from))\b"),
        # what an answer opens or ends with, its register and its markup
        re.compile(r"\b(?:plain text|asterisks|bold|italics|pleasantries|filler|fluff|waffle|preamble|small talk|"
                   r"great question|to the point|one[- ]line|next step|next steps|what i need to do|action items?|"
                   r"finish with|end with|start with|open with|lead with|up top|at the top|at the end|sign-?off|"
                   r"put (?:the |any |my |a )?[\w' -]{1,40}? first|(?:background|context|explanations?|details?) "
                   r"(?:after|afterwards|last|at the end|below)|"
                   r"(?:in|on|as) the (?:first|opening|top) (?:line|sentence)|first line|opening line|"
                   r"explain|like you would to|as you would to|beginner|layman|expert|apprentice|reading level|"
                   r"word limit|\d+ words|under \d+|no more than|or fewer|caveats?|disclaimers?|sources?|citations?|cite"
                   r"|call me|address me|refer to me"
                   r"|house style|style guide|diagrams?|charts?|illustrations?|visuals?|common names?|scientific names?"
                   # how words and dates are written out: "spell out every acronym", "dates in full, never numeric"
                   r"|acronyms?|abbreviations?|initialisms?|spell(?:ed|t)? (?:(?:it|them|those|dates?|numbers?) )?out"
                   r"|(?:numeric|long|short|written) dates?|dates? (?:out )?in full|(?:never|not) (?:in )?numeric"
                   # a time in two zones, a date with its weekday, the register of the user's trade, neutral wording
                   r"|utc|gmt|weekdays?|day of the week|clinical terms?|technical terms?|terminology|dumb(?:ing)? (?:it )?down"
                   r"|lay (?:terms|explanations?|readers?)|gender[- ]neutral|inclusive (?:language|wording)|wording|phrasing"
                   # where a claim comes from: "give me the reference, author and year"
                   r"|references?|author[- ](?:and[- ])?year|exclamation (?:marks?|points?)|punctuation"
                   # lists to tick off, and how money and totals are laid out: "everything as a checklist", "numbers up
                   # front: total first, then the breakdown", "inc-VAT and ex-VAT side by side", "net, VAT, gross"
                   r"|checklists?|tick(?:ed)? off|tick-?box(?:es)?|up front|(?:totals?|numbers?|figures?) first"
                   r"|breakdowns?|side by side|(?:money|cost|price) figures?|(?:inc|ex|incl|excl)[.-]? ?vat|net,? (?:and )?vat"
                   r"|vat,? (?:and )?gross)\b"),
        # the answer's voice and the asides in it ("a bit of humour now and then", "talk like a deckhand"), how it
        # is signed, and how measures and calendars are written in it ("pressures in psi", "years in the Buddhist Era")
        re.compile(r"\b(?:humou?r|jokes?|puns?|proverbs?|sayings?|swear(?:ing|words?)?|cursing|slang|talk (?:to \w+ )?(?:a bit |a little )?"
                   r"(?:more )?casually|sign(?:s|ed|ing)? (?:off|each|every|answers|replies)|signature"
                   r"|(?:durations?|timecodes?|frame counts?|pressures?|(?:wind )?speeds?|temperatures?|distances?|weights?|heights?"
                   r"|depths?|volumes?|flows?|areas?|years?)\s+(?:(?:in|as)\s+(?:the\s+)?\w+|plus\b|and\s+frames?)"
                   r"|(?:calendar|era) years?|years? in the [\w. ()-]{0,30}(?:calendar|era)|(?:cyrillic|latin) (?:script|alphabet|letters)"
                   r"|plots?|graphs?|dark (?:mode|background|theme))\b"),
    ),
}
_CATEGORY_ORDER = ("accessibility", "response_language", "code_language", "answer_style")
assert set(_CATEGORY_ORDER) <= taxonomy.AMBIENT_ALLOWLIST


def assign_category(user_text: str, record_text: str, write_time_category: str) -> tuple[str, str]:
    """Returns (category, source). source is "cues" when the allowlisted cues
    matched, "write_time" when only the write-time classifier put the record in
    an allowlisted category, and "none" otherwise (category then names the
    write-time category, which is not allowlisted)."""
    text = fold(f"{user_text}\n{record_text}")
    for cat in _CATEGORY_ORDER:
        if any(rx.search(text) for rx in CATEGORY_CUES[cat]):
            return cat, "cues"
    if write_time_category in taxonomy.AMBIENT_ALLOWLIST:
        return write_time_category, "write_time"
    return write_time_category or "general", "none"


# ------------------------------------------------------------------ classifier
# Prototype statements of the classifier's labels (English). The local
# classifier embeds the user's words and picks the nearest label.
PROTOTYPES: dict[str, tuple[str, ...]] = {
    "standing": (
        "Always answer me in short bullet points.", "From now on, reply to me in French.",
        "I prefer concise answers in general.", "Please use plain language in everything you write for me.",
        "My answers should always come with a summary first.",
    ),
    "scoped": (
        "When I ask about SQL, show the query before the explanation.", "For work emails, use a formal tone.",
        "In code reviews, be blunt with me.", "If the question is about money, show a table.",
    ),
    "temporary": (
        "For this week only, keep the answers short.", "Just for today, answer in German.",
        "For now, use Python in the examples until the migration is done.",
    ),
    "fact": (
        "I live in Toronto and work as a nurse.", "My thesis deadline is next March.",
        "I bought a new laptop last week.", "My manager is Sam and she approves the budget.",
        "I can translate about two thousand words a day.",
    ),
    "ambiguous": (
        "Maybe answer in French sometimes, I'm not sure.", "I don't know, perhaps shorter answers would be better?",
        "We'll see, it might be nicer with more detail.",
    ),
}
LABEL_DECISION = {"standing": "promote", "scoped": "conditional", "temporary": "conditional",
                  "fact": "conditional", "ambiguous": "review"}

RULES_CONFIG = {
    "style_lexicon": style_lexicon.identity(), "record_names": "capitalised, not acronyms or languages",
    "version": PROMPT_VERSION, "from_today": FROM_TODAY.pattern, "cjk_standing": CJK_STANDING.pattern,
    "cjk_temporary": CJK_TEMPORARY.pattern, "cjk_scoped": CJK_SCOPED.pattern, "cjk_hedge": CJK_HEDGE.pattern,
    "language_names_other_scripts": _LANGUAGE_NAMES_OTHER_SCRIPTS, "language_name_forms": "german -sch +e/en/er/es, dutch +e",
    "standing": STANDING.pattern, "softeners": SOFTENERS.pattern, "concessive": CONCESSIVE.pattern,
    "rendering_condition": RENDERING_CONDITION.pattern, "rendering_condition_other": RENDERING_CONDITION_OTHER.pattern,
    "prog": _PROG, "ask_for_content": ASK_FOR_CONTENT.pattern, "generic_when_other": GENERIC_WHEN_OTHER.pattern,
    "put_into": PUT_INTO.pattern, "language_mirror": LANGUAGE_MIRROR.pattern, "mirror_otherwise": MIRROR_OTHERWISE.pattern, "doc_subject": DOC_SUBJECT.pattern, "doc_heading": DOC_HEADING.pattern, "lead_condition": sorted(LEAD_CONDITION), "subjects": sorted(_SUBJECTS), "health_told": HEALTH_TOLD.pattern,
    "reason": REASON.pattern, "consequence": CONSEQUENCE.pattern, "doc_scope": DOC_SCOPE.pattern, "headed_kind": [HEADED_KIND.pattern, sorted(ANSWER_WIDE_PLURALS)], "doc_object": DOC_OBJECT.pattern, "open_exception": OPEN_EXCEPTION.pattern, "scope_heading": "sentence before the wish, scope then colon", "doubt_aside": "another wish added with its own doubt, and what follows it", "additive": ADDITIVE.pattern, "occasion": OCCASION.pattern, "non_latin": NON_LATIN, "non_latin_share": NON_LATIN_SHARE, "squash": "any-script words", "audience_scope": AUDIENCE_SCOPE.pattern, "circumstance": CIRCUMSTANCE, "done_objects": sorted(_DONE_OBJECTS), "fold": "nfkd-strip-combining, curly apostrophe, d-stroke, sharp s, romanian and", "fold_clashes": [(rx.pattern, w) for rx, w in FOLD_CLASHES], "own_standing": "claim or instruction beside it", "record_form": "asking parts",  "reply_words": REPLY_WORDS.pattern, "reply_reach": REPLY_REACH, "clause_break": CLAUSE_BREAK.pattern, "given_content": GIVEN_CONTENT.pattern, "should_be": SHOULD_BE.pattern, "not_a_wish": sorted(NOT_A_WISH), "clauses": "sentence ends too", "wished": "whole clauses", "locate_wish": "instruction or verbless standing", "default_to": "instruction", "narrowing": NARROWING.pattern, "deictic_fallback": "first clause",
    "temporary": TEMPORARY.pattern, "scoped": SCOPED.pattern, "claim_scoped": CLAIM_SCOPED.pattern, "generic_when": GENERIC_WHEN.pattern,
    "hedge": HEDGE.pattern, "vague": VAGUE.pattern, "record_wish": RECORD_WISH.pattern, "subject_figures": SUBJECT_FIGURES.pattern, "measure_words": sorted(MEASURE_WORDS), "unclear_in_record": UNCLEAR_IN_RECORD.pattern, "deictic": DEICTIC.pattern, "artifact": ARTIFACT_DET.pattern,
    "artifact_the": ARTIFACT_THE.pattern,
    "generic_nouns": sorted(GENERIC_NOUNS), "imperative": sorted(_IMPERATIVE), "habitual": HABITUAL.pattern, "past_reason": PAST_REASON.pattern, "foreign": sorted(_FOREIGN), "foreign_max": FOREIGN_MAX, "english": sorted(_ENGLISH), "trait": TRAIT.pattern,
    "shared_with_english": sorted(_SHARED_WITH_ENGLISH), "style_fragment_words": STYLE_FRAGMENT_WORDS, "english_min": ENGLISH_MIN, "language_names": _LANGUAGE_NAMES, "verbless": _VERBLESS.pattern, "announced": ANNOUNCED.pattern, "statement_subject": STATEMENT_SUBJECT.pattern, "fillers": sorted(_FILLERS), "polite": sorted(_POLITE),
    "request": _REQUEST.pattern, "general_target": _GENERAL_TARGET.pattern,
    "categories": {k: [rx.pattern for rx in v] for k, v in CATEGORY_CUES.items()}, "category_order": _CATEGORY_ORDER,
    "prototypes": PROTOTYPES, "label_decision": LABEL_DECISION,
}
# (every pattern these rules read is hashed into the identity: tests/test_identity_config.py)
RULES_CONFIG.update({"prog_name": PROG_NAME_RX.pattern, "quoted": QUOTED.pattern, "cjk_chars": CJK_CHARS.pattern,
                     "cjk_quote_share": CJK_QUOTE_SHARE, "standing_clause": "comma clauses",
                     "sentences": "not after e.g./i.e.", "locate_wish_after_quote": "same-language quote",
                     "habit_lead": "not with a time limit", "given_in_a_language": "scope", "marker_only_span": "with the sentence before", "wish_without_reasons": "clauses", "until_further": UNTIL_FURTHER.pattern, "opt_in": OPT_IN, "part_needed": PART_NEEDED, "every_ask": EVERY_ASK, "span_habits": "as context, and statements beside a sentence that asks", "condition_head": CONDITION_HEAD.pattern, "given_for_others": GIVEN_FOR_OTHERS.pattern, "other_language_record_scope": "keeps it conditional when the words hold another language", "obliged_output": OBLIGED_OUTPUT.pattern,
                     "reply_kind_scope": REPLY_KIND_SCOPE.pattern, "initialism": INITIALISM.pattern,
                     "format_initialisms": sorted(FORMAT_INITIALISMS), "changed_mind": CHANGED_MIND.pattern,
                     "specific_subject": "given content and general target", "subject_answers": SUBJECT_ANSWERS.pattern,
                     "cjk_mirror": CJK_MIRROR.pattern, "mirror": "a standing marker; its 'otherwise' beside it no scope",
                     "say_whether": SAY_WHETHER.pattern, "habit_subject": HABIT_SUBJECT.pattern, "habit_told": "a reason",
                     "narrowing_head": NARROWING_HEAD.pattern, "private_aside": PRIVATE_ASIDE.pattern,
                     "retraction": RETRACTION.pattern, "points_back": POINTS_BACK.pattern,
                     "scope_before_doubt_beside": "unless a question, taken back, or the doubt is the wish's own",
                     "trait_lent": "not to an added wish", "headed_wish": "doc-kind heading then the wish"})
# A wish to leave safeguards out of answers ("you don't need to give me the isocyanate warnings every time",
# "don't bother me with the legal stuff unless it matters"): what it drops may be what keeps someone safe or
# within the law, so a person reads it before it stands (plain wording, "no legalese", is a style)
DROPS_SAFEGUARDS = re.compile(
    r"\b(?:don'?t|do not|does not|doesn'?t|not|no need (?:to|for)|skip|drop|leave out|stop|without|not want|need not"
    r"|needn'?t|bother)\b[^.;]{0,50}?\b(?:(?:safety|safeguarding|hazard|health[- ]and[- ]safety|risk|isocyanate|chemical"
    r"|fire|legal)\s+(?:warnings?|caveats?|reminders?|advice|notes?|boilerplate|disclaimers?|points|lectures?|details?"
    r"|stuff|bits|side|matters)|caveats?|warnings|disclaimers?|legal (?:caveats|advice|limits?)"
    # ("not to be told to check the manufacturer's manual")
    r"|manufacturer'?s? (?:manual|instructions)|health[- ]and[- ]safety(?: advice| stuff)?)\b"
    # (leave to skip a check, "just say it's fine to skip it on Saturdays", is the same)
    r"|\b(?:it'?s|it is|is|be) (?:fine|ok(?:ay)?|alright|all right) to (?:skip|miss|leave out|omit)\b"
    # ... and the same said the other way round: "asked for safety disclaimers to be skipped"
    r"|\b(?:caveats?|disclaimers?|warnings|(?:safety|safeguarding|legal)\s+\w+)\s+(?:to be |be |are |is |can be |may be )?"
    r"(?:skipped|dropped|left out|omitted|cut)\b"
    # the rules that bind the user left out: "don't cite the law at me", "doesn't want the Yearbook quoted at her unless
    # ...", "not to bother her with HSE detail", "not to bring up cancellation terms unless she asks"
    r"|\b(?:don'?t|do not|not|never|stop|no need to)\s+(?:\w+\s+){0,2}(?:cite|citing|quote|quoting|bring up|bringing up"
    r"|raise|raising|mention|mentioning)\s+(?:the |any )?(?:\w+\s+){0,2}(?:law|laws|legislation|regulations?|regs|statutes?"
    r"|acts?|yearbook|rulebook|codes? of practice|(?:cancellation|refund|payment|contract|booking) terms)\b"
    r"|\b(?:doesn'?t|does not|don'?t|do not) want (?:the |any )?(?:[\w'’-]+\s+){0,3}(?:quoted|cited|read out) at\b"
    r"|\b(?:bother|trouble)\s+(?:her|him|them|me|us)\s+with\s+(?:the |any )?(?:hse|compliance|regulatory|regulation|legal|safety"
    r"|chemistry|science)\b"
    # flags that warn whoever reads a summary, left off it: "infection flags to be left off dispatch summaries"
    r"|\b(?:infection|safety|risk|allerg(?:y|en)|medical|hazard) (?:flags?|alerts?|markers?)\b[^.;]{0,20}\b(?:left off|leave off"
    r"|left out|dropped|removed)\b"
    # warnings of a kind no longer raised one by one: "asked not to flag every minor drug interaction"
    r"|\b(?:not|don'?t|never|stop) (?:to )?flag(?:ging)? (?:every|each|all(?: the)?|the) (?:[\w-]+\s+){0,2}(?:interactions?|risks?"
    r"|hazards?|warnings?|alerts?|contraindications?)\b"
    # the rules behind a decision left out: "skip GMP/regulatory background unless it changes the decision"
    r"|\b(?:skip|drop|leave out|cut|omit|without)\s+(?:the |any )?(?:[\w-]+/)?(?:gmp|regulatory|compliance|legal|safety|statutory)"
    r"\s+(?:background|context|detail|details|basis|references?)\b"
    # the checks of kit that keeps people safe, no longer asked: "not to keep asking about hats and boots"
    r"|\b(?:not|don'?t|stop|never) (?:to )?(?:keep )?ask(?:ing)? about (?:hats|helmets|ppe|boots|harness(?:es)?|hi-?vis|gloves"
    r"|goggles)\b"
    # the allergens, checks and approvals of a thing left out: "leave out the allergen stuff", "skip the QC reminder",
    # "don't bother me with options or the approval stuff"
    r"|\b(?:skip|drop|leave out|leave off|omit|cut|without|don'?t bother (?:me )?with)\s+(?:the |any )?(?:[\w-]+\s+(?:or|and)\s+)?"
    r"(?:[\w-]+\s+){0,1}?(?:allergens?|allergy|qc|quality|approvals?|sign-?off|safety|risk)\s*(?:stuff|info\w*|details?|reminders?"
    r"|checks?|steps?|warnings?|bits|notes?|labels?|assessments?)\b"
    # a step or check of a plan or procedure left out: "leave out the back-up belayer step in session plans"
    r"|\b(?:skip|drop|leave out|omit|cut out)\s+(?:the |any |that )?(?:[\w-]+\s+){0,3}(?:step|check|checks|stage)\b"
    # checks, reminders and the lines that send work to a competent person, no longer wanted: "you can skip the HACCP/CCP
    # reminders", "dont bother checking certs each time", "stop adding the 'have a competent person check this' line",
    # "leave the accessibility section out"
    r"|\b(?:skip|drop|leave out|leave off|omit|cut|stop (?:adding|including|putting)|no need for|don'?t bother|dont bother)\b"
    r"[^.;]{0,40}?\b(?:reminders?|checking|certs?|certificates?|competent person|inspections?|accessibility)\b"
    r"|\bleave (?:the |any )?(?:accessibility|safety|risk|safeguarding)\b[^.;]{0,20}\bout\b"
    # the referral to a professional left out: "stop telling me to consult the vet every time", "not to be told to see a GP"
    r"|\b(?:stop|don'?t|dont|do not|not|never|no need to)\s+(?:to\s+)?(?:keep\s+)?(?:be\s+)?(?:telling|tell|told|advising|advise|advised"
    r"|sending|send)\s+(?:me|her|him|them|us)?\s*(?:to\s+)?(?:consult|see|call|ring|ask|check with|contact|refer to)\s+"
    r"(?:a|an|the|my|your|their|his|her)?\s*(?:[\w-]+\s+)?(?:vet|vets|doctor|gp|physician|pharmacist|specialist|professional|engineer|electrician"
    r"|solicitor|lawyer|accountant|instructor)\b"
    # the rules that bind the user, no longer recalled: "stop reminding me every time I need supervision"
    r"|\b(?:stop|don'?t|dont|do not|not|never)\s+(?:to\s+)?(?:keep\s+)?(?:be\s+)?remind(?:ing|ed)?\s+(?:me|her|him|them|us)?\s*"
    r"[^.;]{0,40}?\b(?:supervis\w*|ppe|certs?|certificates?|licen[cs]es?|permits?|rules|limits?)\b"
    # reminders skipped outright: "just skip reminding me about asking Ros, I'm a partner"
    r"|\b(?:skip|quit|drop|no need for|don'?t bother|dont bother)\s+(?:the\s+|any\s+)?remind(?:ing|ers?)\b"
    # the user's figures taken unchecked: "no need to double-check my figures", "without double-checking her figures"
    r"|\b(?:no need to|don'?t|dont|do not|not|never|without(?: the assistant)?)\s+(?:to\s+)?(?:double-?|re-?)?check(?:ing)?\s+"
    r"(?:my|her|his|their|the)\s+(?:figures|maths|math|sums|numbers|calculations|workings?)\b"
    # an answer on whether someone may do a risky thing cut to a bare yes or no: "only 'yes' or 'no' without explanation"
    r"|\b(?:only|just)\s+['\"‘’]?yes['\"‘’]?\s+or\s+['\"‘’]?no['\"‘’]?[\s,]*(?:and nothing else|without|with no|no)\b", re.I)
# A wish that hands the assistant the user's authority ("can tell suppliers no on her behalf", "assume the partners
# have approved it and not ask", "just side with the member"): a person reads it before it stands, however worded
DELEGATES = re.compile(
    r"\bon (?:her|his|their|my|our) behalf\b|\bassume (?:that )?(?:the )?(?:[\w'’-]+\s+){0,3}(?:ha(?:ve|s) )?(?:already )?"
    r"(?:approved|signed(?: it)? off|agreed|authori[sz]ed|okayed|ok'?d)\b|\b(?:just )?side with\b"
    r"|\b(?:without|not|never|don'?t) (?:asking|ask|checking|check) (?:(?:her|him|them|me|us) )?(?:first|for (?:approval|sign-?off))\b"
    # ("book any pitch that comes up on the company card without asking him")
    r"|\bwithout asking (?:her|him|them|me|us)\b(?!\s+(?:to|first|for)\b)"
    # a standing assumption for the user: "assume he means Liskeard unless he says otherwise", "assume riders are fine"
    r"|\bassume (?:he|she|they|i|we) means?\b|\bassume (?:[\w'’-]+\s+){0,3}(?:are|is) (?:fine|ok(?:ay)?|safe|competent)\b"
    # a choice or a figure left to whatever comes first: "just use whatever we paid last time", "go with whatever's cheapest"
    r"|\b(?:just )?(?:use|insert|put in|go with|pick|take) whatever(?:'s| is| we| was)\b"
    # the user's own check skipped: "offer a full refund straight away, don't check with me"
    r"|\b(?:don'?t|dont|do not|without|no need to) check(?:ing)? (?:it )?with (?:me|her|him|them|us)\b"
    # what needs an approval marked as given: "mark supplier invoices under £500 as approved in drafts without
    # flagging them to her"
    r"|\b(?:mark|treat|count|show|record|log)\w*\b[^.;]{0,50}\bas (?:already )?(?:approved|signed[- ]off|authori[sz]ed|okayed)\b"
    r"|\b(?:offer|give|promise)\s+(?:them |him |her )?(?:a |an )?(?:full |instant )?refunds?\b[^.;]{0,30}\b(?:straight away|right away"
    r"|automatically|immediately|no questions)\b",
    re.I)


def drops_safeguards(*texts: str) -> bool:
    """Whether a wish asks to leave safety warnings, disclaimers or legal detail out of answers."""
    return any(DROPS_SAFEGUARDS.search(t or "") for t in texts)


# A wish whose answers would work against someone else ("make the NHS option sound basic and slow so patients choose
# private", "round every quote up ... without showing the rounding", "be rude to suppliers in drafts", "name the
# person responsible rather than anonymise", "don't mention refunds unless they ask", "write them up as dead so
# notices can be skipped") or that would send things out unread ("so she can forward them without reading them",
# "submitted for her without asking her to check them first"): a person reads it first, however far it reaches
HARMS_OTHERS = re.compile(
    # figures made to look better than they are: "just round the payout % up, looks better"
    r"\b(?:round|bump|nudge|pad|inflate)\w*\b[^.;]{0,40}?\bup\b[^.;]{0,30}?\b(?:looks?|look|seem|seems) (?:better|good|nicer)\b|"
    r"\bma(?:ke|de) (?:the )?(?:[\w'’-]+\s+){0,4}?sound (?:basic|bad|worse|slow|cheap|poor|inferior|unattractive)\b"
    r"|\bwithout (?:showing|telling|mentioning|disclosing|flagging)\b"
    r"|\b(?:don'?t|do not|not to|never) show (?:the )?(?:rounding|mark-?up|margin|uplift|surcharge)\b"
    r"|\b(?:written|write (?:it|them) )up as\b[^.;]{0,60}\bso\b"
    r"|\bso (?:that )?(?:we )?(?:notices?|checks?|inspections?|consents?)\b[^.;]{0,20}\b(?:skipped|avoided|dodged)\b"
    r"|\b(?:don'?t|do not) have to wait (?:on|for) (?:the )?(?:notices?|consents?|approvals?)\b"
    r"|\b(?:be|is|comes? across(?: as)?(?: a bit)?) (?:a bit )?rude\b|\brude to\b|\bsharp (?:drafts|emails|replies|messages|letters)\b"
    r"|\bname (?:the )?(?:person|people|individuals?|staff(?: member)?s?) responsible\b|\brather than anonymi[sz]\w*"
    r"|\b(?:don'?t|do not|not to|never) (?:mention|bring up|offer|tell (?:them|customers|clients) about) refunds?\b"
    r"|\bwithout (?:reading|checking|opening) (?:them|it)\b|\bwithout asking (?:her|him|them|me) to (?:check|read|review)\b"
    r"|\b(?:do not|don'?t|not to|never) (?:remind|lecture)\w* (?:him|her|me|them)?\s*(?:about|on|of) confidentiality\b"
    # a blanket answer for others whatever the facts: "replies should just tell them it is waived", "tell Hannah that
    # everything is fine if she asks"
    r"|\btell (?:them|him|her|(?-i:[A-Z])[\w'’-]+) (?:that )?(?:it(?:'s| is)|everything(?:'s| is)|all(?:'s| is)) (?:waived|fine|ok(?:ay)?"
    r"|sorted|on track|in hand|safe|[\w]+-free)\b(?!\s+to\b)"
    # a furious message sent without a pause: "don't tell me to calm down or sleep on it, just tidy the email"
    r"|\b(?:don'?t|dont|do not|not|never)\s+(?:want to be\s+)?(?:tell|told)\s+(?:me|her|him|them)?\s*(?:to\s+)?(?:calm down|cool off"
    r"|sleep on it)\b"
    # money others are quoted, rounded: "fees quoted to families should be rounded down a bit"
    r"|\b(?:fees?|prices?|quotes?|quoted|totals?|amounts?|figures?)\b[^.;]{0,40}\bround(?:ed|ing)? (?:up|down)\b"
    # swearing in what goes to others: "blunt, with swearing if it fits"
    r"|\bswear(?:ing| words)\b|\bprofanit(?:y|ies)\b"
    # a harder tone with someone named: "a harsher tone with Brannock in anything drafted for her"
    r"|\b(?:harsh(?:er)?|aggressive|threatening|hostile|tougher|curt(?:er)?|ruder) (?:tone|line|wording|manner)? ?(?:with|towards?|to) "
    r"(?-i:[A-Z])[\w'’-]+"
    # what a client is owed, kept out of what they read: "doesn't want penalty clauses or service credits mentioned"
    r"|\b(?:doesn'?t|does not|don'?t|do not) want\b[^.;]{0,20}\b(?:penalty clauses?|service credits?|compensation|refunds?"
    r"|cooling[- ]off\w*)\b[^.;]{0,40}\bmentioned\b"
    # a complaint answered by siding and skipping the process: "a drafted reply that backs the coach and skips the
    # complaints procedure"
    r"|\bskip(?:s|ping)? (?:the )?(?:complaints?|grievance|appeals?|safeguarding|disciplinary|whistleblowing) (?:procedure|process"
    r"|policy|route)\b"
    # findings told other than they came out: "borderline results simply be called a fail", "mark near misses as passes"
    r"|\bborderline\b[^.;]{0,40}\b(?:called|treated as|marked|reported as|recorded as|logged as)\b"
    # a finding kept out of what records it: "if something reads a touch under, just leave it out of the report"
    r"|\b(?:leave|keep)\s+(?:it|that|them|those|this|these)\s+(?:out|off)\s+(?:of\s+)?(?:the\s+)?(?:[\w-]+\s+)?(?:reports?|results?"
    r"|records?|logs?|certificates?|write-?ups?|minutes|paperwork)\b"
    # what a debtor or a customer is offered, taken away: "leave out the payment plan offer, just say small claims is next"
    r"|\b(?:leave out|drop|skip|omit|cut|stop offering|don'?t offer|no more)\s+(?:the\s+|any\s+)?(?:payment[- ]plans?|instal(?:l)?ments?"
    r"|cooling[- ]off|right to cancel)\b"
    # someone named kept out of what is sent: "don't cc Aroha on anything I draft from now on"
    r"|\b(?:don'?t|dont|do not|never|stop|no longer)\s+(?:cc|copy|cc'?ing|copying|include|including|loop(?:ing)?)\s+(?:in\s+)?"
    r"(?-i:[A-Z])[\w'’-]+"
    # written as someone else: "as if Hannah (the owner) sent them, signed with Hannah's name"
    r"|\bas if (?-i:[A-Z])[\w'’-]+ (?:\([^)]*\) )?(?:had )?(?:sent|wrote|written)\b|\bsigned (?:with|in|under) (?-i:[A-Z])[\w'’-]+['’]s name\b",
    re.I)


# A wish that loosens what is kept private ("the assistant can use children's full names and medical details in
# drafts", "urgent things cc'd to her personal Gmail"): a person reads it before it stands, however far it reaches
LOOSENS_PRIVACY = re.compile(
    r"\b(?:can|may|is allowed to|is fine to|(?:it'?s )?(?:ok|okay|fine) to)\s+(?:use|include|put|share|give|name|show)\b[^.;]{0,40}"
    r"\b(?:full names?|surnames?|medical (?:details?|info\w*|conditions?|history)|health (?:details?|info\w*)|home addresses"
    r"|dates? of birth|phone numbers|diagnos\w+)\b"
    r"|\b(?:cc'?d?|copied|copy|forward\w*|sent?|send)\b[^.;]{0,40}\b(?:personal|private|home) (?:gmail|e-?mail|hotmail|inbox"
    r"|account|address|phone)\b|@(?:gmail|hotmail|yahoo|outlook|icloud)\."
    # other people's personal details put into what is written or sent ("put residents' full names and addresses straight
    # into referral emails", "everyone's mobile numbers in rota emails", "the family's bursary percentage and income band")
    r"|\b(?:put|puts|include|includes|included|add|insert|post|posted|paste|copy|send|go|goes|going)\b[^.;]{0,50}?"
    r"\b(?:everyone'?s|everybody'?s|residents'?|parents?'?s?|guests?'?s?|famil(?:y|ies)'?s?|customers?'?s?|pupils?'?s?"
    r"|patients?'?s?|clients?'?s?|members?'?s?|volunteers?'?s?|kids'?|children'?s|casualty'?s?|the family'?s|their"
    r"|owners?'?s?|tenants?'?s?|visitors?'?s?|students?'?s?|employees?'?s?|staff'?s?|riders?'?s?|players?'?s?|learners?'?s?"
    r"|attendees?'?s?|passengers?'?s?|drivers?'?s?|crew'?s?|people'?s)\s+"
    r"(?:[\w-]+\s+){0,2}?(?:full names?|names? and|(?:home )?addresses|(?:mobile|phone|contact|home) (?:numbers?|nos?)"
    r"|pass numbers?|income bands?|bursary (?:percentages?|amounts?|levels?)|salar(?:y|ies)|dates? of birth|medical|health"
    r"|diagnos[ie]s|conditions?)\b"
    r"|\b(?:guest|customer|client|patient|pupil|member) names and (?:[\w-]+ )?(?:numbers|addresses|details)\b"
    # work shared with all comers or copied to everyone ("share the class list with whoever asks", "cc Ruth on
    # everything", "CC the whole crew on pay queries", "copy the letter to all the house staff")
    r"|\b(?:cc|cc'?d|copy|copied|forward|share|shared|send|tell)\b[^.;]{0,40}\b(?:with|to)\s+(?:whoever|anyone|anybody|everyone|everybody)\b"
    r"|\bcc\b[^.;]{0,25}\bon everything\b|\b(?:cc|copy)\b[^.;]{0,10}\bthe whole (?:crew|team|staff|company|office|squad)\b"
    r"|\b(?:copy|cc|send)\b[^.;]{0,30}\bto all (?:the )?(?:[\w-]+ )?staff\b|\btell them what i(?:'ve)? told you\b"
    # a code that opens a door or gate written into what others read ("the barrier code in the handover notes")
    r"|\b(?:barrier|door|gate|alarm|key ?safe|keysafe|safe|entry|lock|padlock) codes?\b[^.;]{0,40}\b(?:in|into|included|on)\b"
    r"|\b(?:put|include|add)\b[^.;]{0,20}\b(?:barrier|door|gate|alarm|key ?safe|keysafe|entry|padlock) codes?\b"
    # access codes handed to whoever asks or written into what goes out: "if a farmer asks for the gate codes ... just
    # give it to them", "include the key bitting codes in the email"
    r"|\basks? for (?:the |our |my |his |her |their )?(?:[\w-]+ )?(?:barrier|door|gate|alarm|key ?safe|keysafe|entry|padlock|access"
    r"|lock|safe|bitting) codes?\b[^.;]{0,40}\b(?:give|hand|pass|share|send|tell)\w*\b"
    r"|\b(?:include|put|add|give|share|send)\w*\b[^.;]{0,25}\b(?:key )?bitting (?:codes?|numbers?|details)\b"
    # ... and put the other way round: "everyone's personal mobile numbers to be included in rotas"
    r"|\b(?:everyone|everybody|the team|staff|people|colleagues)['’]?s? (?:personal |private |home )?(?:mobile|cell|phone|contact)"
    r" (?:numbers?|nos?) (?:to be |be |are |get )?(?:included|put|added|shared|pasted|posted)\b"
    # a personal number or address handed to whoever asks or put on what goes out: "put my personal mobile on anything
    # you draft for customers", "if a driver asks for my mobile just give it out", "if a volunteer asks for someone's
    # number just give it to them"
    r"|\b(?:give|put|share|hand|pass|send)\w*\b[^.;]{0,40}?\b(?:my|his|her|someone'?s|anyone'?s|people'?s|their) (?:personal |private "
    r"|home |own )?(?:mobile|cell|phone|number|home address)\b"
    r"|\basks? for (?:my|his|her|someone'?s|anyone'?s|their|a colleague'?s) (?:personal |private )?(?:mobile|cell|phone|number|address)"
    r"\b[^.;]{0,40}\b(?:give|hand|pass|share|send)\w*\b"
    # a named person's full name put where it would not go: "in summaries just put the injured guy's full name in"
    r"|(?<!never )(?<!not )(?<!n't )(?<!nt )(?<!no )\b(?:put|include|use|add|give)\b[^.;]{0,40}?(?<!\bmy )(?<!\bour )\bfull names?\b"
    # the prices or terms of others handed to anyone: "you can give anyone our prices, even what other brewers pay"
    r"|\b(?:give|tell|share|send|show)\b[^.;]{0,20}\b(?:anyone|anybody|everyone|whoever)\b[^.;]{0,30}\b(?:prices?|rates?|margins?"
    r"|costs?|what (?:other|others)\b)"
    # someone's number put into what others read, by their name or their kind: "put Tomasz's mobile in every site email",
    # "the brides' phone numbers in the team WhatsApp summary"
    r"|\b(?:put|include|add|insert|share|give)\w*\b[^.;]{0,40}?\b(?:(?-i:[A-Z])[\w-]+['’]s|[\w-]+s['’])\s+(?:personal |private |home )?"
    r"(?:mobile|cell|phone|contact)(?: numbers?| nos?)?\b"
    # numbers that identify a person, put into what is written: "paste people's passport numbers straight into emails"
    r"|\b(?:paste|put|include|add|insert|share|copy|drop|type)\w*\b[^.;]{0,50}?\b(?:passport|national insurance|ni|nhs|bank"
    r"|bank account|sort|card|visa|driving licen[cs]e|social security|ssn|tax file|ird|pps) (?:numbers?|nos?|details|codes?)\b"
    # the user's own working papers handed straight to customers: "if customers ask for my sampling notes you can just
    # share them straight"
    r"|\b(?:customers?|clients?|owners?|whoever|anyone|the public|families|parents)\b[^.;]{0,80}\b(?:share|send|forward|pass|give|hand)"
    r"\w*\b[^.;]{0,20}\b(?:straight|directly)\b"
    r"|\b(?:share|send|forward|pass|give|hand)\w*\b[^.;]{0,20}\b(?:straight|directly)\b[^.;]{0,30}\b(?:to|with) (?:customers?|clients?"
    r"|owners?|whoever|anyone|the public|families|parents)\b"
    # why someone is off sick, told to others: "feel free to say who is off sick and why"
    r"|\b(?:say|tell|mention|share|include|name)\w*\b[^.;]{0,20}\bwho(?:'s| is| was)\s+(?:off\s+)?(?:sick|ill|unwell)\b", re.I)


# a name to sign with, told outside quotes: "sign it as Frank, people pay faster" (not "sign off as 'Kind regards, Inês'")
SIGNS_AS = re.compile(r"\bsign(?:ed|s|ing)?(?: (?:it|them|this|these|that|those|each one|every one|letters|emails))?(?: off)?"
                      r" as (?-i:([A-Z][\w'’-]+))", re.I)
SIGN_OFF_WORDS = frozenset("kind warm best many regards cheers thanks yours love all with the sincerely ngā nga".split())


def signs_as_other(record_text: str, *texts: str) -> bool:
    """Whether a wish has what is written signed with another person's name than the user's, the record's subject."""
    lead = re.match(r"\W*([A-Z][\w'’-]+)", record_text or "")
    own = lead.group(1).lower() if lead else ""
    return any(m.group(1).lower() not in SIGN_OFF_WORDS and m.group(1).lower() != own
               for t in (record_text, *texts) for m in SIGNS_AS.finditer(t or ""))


def loosens_privacy(*texts: str) -> bool:
    """Whether a wish lets private details into what is written, or sends work to a private address."""
    return any(LOOSENS_PRIVACY.search(t or "") for t in texts)


def harms_others(*texts: str) -> bool:
    """Whether a wish would have answers mislead, offend or blame someone else, or send things out unread."""
    return any(HARMS_OTHERS.search(t or "") for t in texts)


def delegates(*texts: str) -> bool:
    """Whether a wish hands the assistant the user's authority: to act for them, or to take approvals as given."""
    return any(DELEGATES.search(t or "") for t in texts)


RULES_CONFIG.update({"signs_as": SIGNS_AS.pattern, "sign_off_words": sorted(SIGN_OFF_WORDS), "harms_others": HARMS_OTHERS.pattern, "loosens_privacy": LOOSENS_PRIVACY.pattern, "answer_shape": ANSWER_SHAPE, "drops_safeguards": DROPS_SAFEGUARDS.pattern, "delegates": DELEGATES.pattern, "jest": JEST.pattern, "vague": VAGUE.pattern, "scoped": SCOPED.pattern})
RULES_SHA256 = sha256_json(RULES_CONFIG)


class PrototypeClassifier:
    """Local wording classifier: nearest prototype label by MiniLM cosine.

    ``classify`` returns ``{"label", "decision", "confidence"}``; confidence is
    a softmax over the per-label best cosines (temperature 0.05)."""

    name = "minilm-prototypes/1"

    def __init__(self, embed) -> None:
        self._embed = embed
        self._labels: list[str] = []
        self._vecs = None

    def _ready(self):
        if self._vecs is None:
            texts, labels = [], []
            for label, protos in PROTOTYPES.items():
                texts += list(protos)
                labels += [label] * len(protos)
            self._vecs = self._embed(texts)
            self._labels = labels
        return self._vecs

    def classify(self, claim: str, record_text: str) -> dict:
        import numpy as np

        vecs = self._ready()
        q = self._embed([claim])[0]
        sims = vecs @ q
        best: dict[str, float] = {}
        for label, sim in zip(self._labels, sims):
            best[label] = max(best.get(label, -1.0), float(sim))
        names = list(best)
        arr = np.array([best[n] for n in names]) / 0.05
        arr = np.exp(arr - arr.max())
        probs = arr / arr.sum()
        top = int(probs.argmax())
        return {"label": names[top], "decision": LABEL_DECISION[names[top]], "confidence": float(probs[top])}


# A record whose wish is about a kind of document by its own wording: the kind heads it and what it must be follows
# ("League emails should be plain and friendly", "Website listings Hélène asks for must be written in English",
# "Emails Lorenzo sends to dealers should close with ..."), or the user wants that kind in a form ("Rhiannon wants
# rotas as a plain list by day"). Whatever the user's turn said, the wish holds for that kind of document only
# (scoped), unless the record says it holds always or by default.
DOC_WISH_SUBJECT = re.compile(rf"^\s*(?:[A-Z][\w'’-]*\s+)?(?:[\w'’-]+\s+){{0,1}}(?:{DOC_KINDS})\b[^.;:]{{0,60}}?\b(?:should|must|need to"
                         rf"|needs to|are to|go|get)\b"
                         rf"|^\s*[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)?\s+wants\s+(?:all\s+|any\s+|(?:[\w-]+\s+)?)(?:{DOC_KINDS})\s+"
                         rf"(?:as|in|to be|written|laid out|kept)\b", re.I)
DOC_WISH_WIDE = re.compile(r"\b(?:always|by default|every(?:thing)?|whatever|all (?:answers|replies))\b", re.I)


def record_doc_scope(text: str) -> str:
    """The kind of document a record's wish is about by its own wording, or ""."""
    m = DOC_WISH_SUBJECT.search(text)
    return "" if not m or DOC_WISH_WIDE.search(text) else m.group(0).strip()


RULES_CONFIG.update({"doc_wish_subject": [DOC_WISH_SUBJECT.pattern, DOC_WISH_WIDE.pattern]})
