"""Turn cues shared by the local planner and judge: what makes a turn about the
user's own world, what makes it a general-knowledge question, and which kinds of
stored information a task implicitly depends on.

Everything here reads the *turn* only (never record text), is deterministic, and
is hashed into the planner's and judge's identities.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from retold import gloss
from retold.hashing import sha256_json

CUES_VERSION = "turn-cues/77"

WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)?", re.UNICODE)
POSSESSIVE = frozenset("my our ours mine we us we're we've we'll i'm i've i'll".split())
FIRST_PERSON = frozenset("i me".split())
RECALL = ("again", "agian", "agin", "these days", "right now", "currently", "this week", "next week", "remind me", "as usual",
          "last time", "still", "the next", "the latest", "at the moment", " now?", " now ", " now.", " now,",
          # where something of the user's stands: what is left of it, how long until it
          "is left", "are left", "'s left", "left over", "left in the", "remaining in", "to go until", "to go till",
          "weeks till", "days till", "weeks until", "days until", "months till", "months until", "how long till",
          "how long until",
          # when something of the user's last happened: "when was the last one", "when did we last service it"
          "when was the last", "when was it last", "when did we last", "when did i last", "when did they last",
          # what someone is usually given: "with their usual discount", "at her usual rate"
          "their usual", "his usual", "her usual")
# a terse request that picks one version of a stored thing at its end: "grade A oak sawlog price, the feb one",
# "rota for next week - the revised one": the user's own thing, recalled
WHICH_ONE = re.compile(r"(?:^|[,;:\s(-])\s*the (?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march"
                       r"|april|june|july|august|september|october|november|december|new|newer|latest|current|updated"
                       r"|revised|amended|agreed|signed|final)(?: \w+)? one\s*[)?.!]*\s*$", re.I)
# someone named by a title, in any case: "for mrs pugh", "Dr Okafor's", "ask mr jones"
TITLED_PERSON = re.compile(r"\b(?:mr|mrs|ms|miss|dr|prof)\.?\s+(?!(?:and|or|the|a|an|to|of|for|who|said|is)\b)[a-z][\w'’-]{2,}", re.I)
# whole words only: "against" holds no "again", "distilled" no "still"
# (longest first, then by letter: the same pattern in every process, so its hash is stable)
RECALL_RX = re.compile(r"(?<!\w)(?:" + "|".join(sorted({re.escape(r.strip(" ?.,")) for r in RECALL}, key=lambda w: (-len(w), w)))
                       + r")(?!\w)")
# What the user may do, and whom they answer to, in their own organisation: "how much can I approve",
# "am I allowed to", "who do I ring". Such a question is about the user's world, not general knowledge.
AUTHORITY = re.compile(
    r"\b(?:how (?:much|many|far|long) can (?:i|we)|(?:can|may) (?:i|we) (?:just |still |go ahead and )?(?:approve|ok|okay|sign(?: off)?|authori[sz]e"
    r"|refund|spend|process|accept|waive|issue|extend|upgrade|take (?:\w+ ){0,4}off|swap|comp|go ahead)|am i allowed|are we allowed|do (?:i|we) need (?:approval|sign-?off|permission|to ask"
    r"|to tell|to check|to get)|who (?:do|should) (?:i|we) (?:ring|call|phone|contact|ask|tell|report to|escalate to|page)"
    # "who do I need sign off from if I go over ...", "who would we need the ok from"
    r"|who (?:do|would|will) (?:i|we) need\b"
    r"|(?:shall|should) (?:i|we) (?:just |now )?(?:go ahead|send|sign|place|order|accept|approve|book|confirm|pay|buy|commit)\b"
    r"|(?:can|may|could) (?:i|we) (?:just |still )?(?:order|buy|pay|place|run (?:\w+ )?off|print|copy)\b"
    r"|who(?:'s| is) on call|(?:is it |it's )?(?:ok|okay|fine|alright|all right) (?:for (?:me|us) )?to|(?:can|may|should) (?:i|we) (?:just )?say yes"
    r"|(?:can|may|could) (?:i|we) (?:just |still )?(?:stick|put|send|roster|assign|use|give|book|add|fit|squeeze|move|have) (?:\w+ ){0,3}(?:on|in|into|onto|for|to|out|up|away|down|back)\b"
    # "the highest I can agree to on my own before it needs Harriet"
    r"|(?:can|may) (?:i|we) agree to|on (?:my|our) own|by (?:myself|ourselves)|before it needs|without (?:needing|asking|approval|sign-?off)"
    r"|(?:shall|should) (?:i|we) just|do (?:i|we) (?:need|have) to (?:have|get|book|send|file|submit|give|tell|ask|check|lodge|order)"
    # a go or no-go on what the user means to do: "good to go?", "anything stopping me just booking it?", "is that
    # even allowed?", "can I confirm them today?", "can we run 20% off ...?"
    r"|good to go|anything (?:stopping|preventing) (?:me|us)|"
    # "fine if I wait till friday to decide and cancel?", "ok if we leave it till Monday?"
    r"(?:is it |it'?s )?(?:fine|ok|okay|alright|all right) if (?:i|we)\b|"
    # whether the money is there: "can I afford to send two of the team?", "do we have the budget for it?"
    r"(?:can|could) (?:i|we) (?:still |even )?afford|(?:if|whether) (?:i|we) (?:can|could) (?:still |even )?afford|do (?:i|we) (?:still )?have (?:the |enough )?(?:budget|money|funds?)"
    r"|is there (?:still )?(?:enough )?(?:budget|money|funds?) (?:left )?(?:for|to)|any reason (?:not to|(?:i|we) (?:can't|cannot|shouldn't))"
    r"|(?:is|are) (?:that|this|it|they|we) (?:even |still )?allowed|(?:can|may|could) (?:i|we) (?:just |still )?(?:confirm|run|agree|let|hold"
    r"|schedule|start|close|countersign|release|raise|offer)\b"
    # "Going to countersign tonight. Anything I should double-check?", "Thinking of moving it to the 7th. Any risks?"
    r"|anything (?:i|we) (?:should|need to|ought to) (?:know|check|double[- ]check|watch|be aware|flag|sort|line up)"
    r"|any (?:risks?|problems?|issues?|concerns?|gotchas?|clashes?|conflicts?|reason)(?=\b[^?.]{0,40}\?)"
    # what to answer someone who asks for a change or a go-ahead: "wants to move from 3 to 4 March ... what do I tell
    # him?", "Tomasz wants to order a new stove ... he can just go ahead, right?"
    r"|what (?:do|should|shall|can) (?:i|we) (?:tell|say to|reply to|answer) (?:him|her|them|the \w+)\b"
    # whether someone can be reached now: "can I ring them now?", "could we call her today?"
    r"|(?:can|could|should|shall) (?:i|we) (?:ring|call|phone|contact|reach|message) (?:him|her|them|[\w'’-]+) (?:now|today|tonight"
    r"|straight away|right now|this morning|this afternoon)\b"
    # the answer the user means to give, for a yes: "I'll tell him 10ish is fine yeah?", "shall I tell them Friday works?"
    r"|(?:i'll|i will|i'm going to|gonna|can i|shall i|should i) (?:tell|let) (?:him|her|them)(?: know)? (?:that )?"
    r"(?:[\w'’-]+ ){0,4}(?:is|['’]s|are|works|should be) (?:fine|ok|okay|good|alright|all right|no problem)\b"
    r"|(?:he|she|they) can (?:just |still )?(?:go ahead|order|book|approve|sign|buy)(?=\b[^.?!]{0,40}\?)"
    # "may I approve it myself?" in other languages: German, Dutch, Swedish, Danish/Norwegian, Spanish,
    # Portuguese, Italian, French, Polish, Turkish
    r"|(?:kann|darf) ich\b[^?.]{0,60}(?:selbst|allein|freigeben|genehmigen|bestätigen|unterschreiben)"
    r"|(?:mag|kan) ik\b[^?.]{0,60}(?:zelf|goedkeuren|tekenen)|(?:får|kan) (?:jag|jeg)\b[^?.]{0,60}(?:själv|selv|godkänna|godkjenne|godkende|attestera)"
    r"|(?:puedo|podemos|posso|possiamo|je peux|puis-je|peux-tu)\b[^?.]{0,60}(?:aprobar|autorizar|firmar|aprovar|assinar|approvare|firmare|approuver|valider|signer)"
    r"|czy (?:mogę|moge)\b|onaylayabilir)"
    r"\b")
# Openings of questions that ask for general knowledge rather than the user's own facts.
GENERIC_OPENINGS = re.compile(
    r"^\s*(how (is|are|do|does|can|should|would|many|much|long|often)\b|what('s|s| is| are) (the |an? )?(?:(?:actual|real|main|key|big|exact) )?(difference|best|usual"
    r"|typical|common|normal|right)\b|what are\b|when would\b|why (is|are|do|does)\b|explain\b|roughly\b|is it\b"
    r"|can you explain\b|what does\b|what do\b|which is better\b|is [a-z]+ worth\b"
    # "explain" in other languages: Polish, German, Spanish, Portuguese, French, Italian, Dutch, Swedish, Danish
    r"|wytłumacz|wyjaśnij|objaśnij|erkl[äa]r(?:e|en sie)?\b|expl[ií]ca(?:me|nos)?\b|expliqu(?:e|ez)(?:-moi)?\b|spiega(?:mi)?\b"
    r"|leg (?:me |eens )?uit\b|förklara\b|forklar\b"
    r"|what(?:'s| is| are) (?:the |a )?(?:target|recommended|ideal|standard|legal|minimum|maximum|safe|correct|proper|average|usual)\b"
    r"|any (?:\w+ )?(?:ways?|tips?|ideas?|advice|suggestions?|recommendations?|tricks?)\b"
    # ... and in the languages turns come in: "Unrhyw gyngor ar gadw ci defaid yn ffit?", "Jakieś rady na ...?"
    r"|unrhyw (?:gyngor|gynghorion|awgrym\w*|syniad\w*)\b|oes gen(?: ti| chi) (?:unrhyw )?(?:gyngor|awgrym\w*)"
    r"|jakie[śs] (?:rady|porady|wskaz[óo]wki|pomys[łl]y|triki)\b|jaka[śs] rada\b"
    r"|irgendwelche (?:tipps|ratschl[äa]ge|ideen)\b|hast du (?:ein paar )?tipps\b"
    r"|alg[úu]n (?:consejo|truco)\b|algunos (?:consejos|trucos)\b|alguna (?:idea|recomendaci[óo]n)\b"
    r"|qualche (?:consiglio|suggerimento|trucco)\b|alguma (?:dica|sugest[ãa]o)\b|algum conselho\b|algumas dicas\b"
    r"|(?:heb je|nog) (?:wat |een paar )?tips\b|några (?:tips|r[åa]d)\b|nogen (?:tips|r[åa]d)\b|noen (?:tips|r[åa]d)\b"
    r"|herhangi bir (?:tavsiye|öneri)\b|(?:tavsiyen|önerin) var m[ıi]\b"
    # "Any fun warm-up games for 8-year-olds on a bouldering wall?"
    r"|any (?:[\w-]+ ){0,2}(?:games|activities|drills|icebreakers|ice-breakers|warm-?ups)\b"
    # what moves a market or causes a thing: "What's driving European NBSK prices this autumn?"
    r"|what(?:'s|s| is| are) (?:driving|behind|causing|pushing)\b"
    # "explain" asked politely, in the languages turns come in: "Kannst du mir kurz erklären, wie ...",
    # "¿Puedes explicarme ...?", "Peux-tu m'expliquer ...", "Możesz mi wyjaśnić ...", "can you briefly explain"
    r"|(?:kannst du|k[öo]nnen sie|k[öo]nntest du) (?:mir )?(?:kurz |bitte |mal )*erkl[äa]ren"
    r"|(?:puedes|podr[íi]as|pode|podes|poderia) (?:me )?expl[ií]ca(?:r|rme)|(?:peux-tu|pouvez-vous|tu peux) (?:m'|me )?expliquer"
    r"|(?:puoi|potresti) (?:spiegarmi|spiegare)|(?:kun|kan) je (?:me )?(?:kort |even )?uitleggen"
    r"|(?:mo[żz]esz|mo[żz]e pan|mo[żz]e pani) (?:mi )?(?:kr[óo]tko )?(?:wyja[śs]ni[ćc]|wyt[łl]umaczy[ćc])"
    r"|(?:kan du|kunne du) (?:kort )?(?:f[öo]rklara|forklare)|can you (?:briefly |quickly )?explain)",
    re.I,
)
# ... and questions about a kind of thing, also when a sentence setting the scene comes first: what a kind of
# thing should hold, what sets two kinds apart, the quickest way somewhere, ideas for a thing ("What should
# every truck cab carry ...?", "I'm on my own in the office now. What should a first-aid kit ... have in it?")
GENERIC_KINDS = re.compile(
    r"^\s*(?:what should (?:go into|(?:a|an|every|each) (?:[\w'-]+ ){1,8}(?:carry|include|contain|cover|have(?: in it)?))\b"
    r"|what can (?:a|an) [\w -]{2,40} do that\b|what (?:actually |really )?(?:separates|distinguishes|sets)\b"
    r"|(?:the )?(?:quick|quickest|best|easiest|fastest|simplest|cheapest) (?:way|route) (?:to|from|of)\b"
    # "Best time of day to watch peregrines ...?", "what should guests wear for an alpaca walk?"
    r"|(?:the )?best (?:time|season|month|day) (?:of (?:the )?(?:day|year|week) )?(?:to|for)\b"
    r"|what should (?:[\w-]+ ){1,2}(?:wear|bring|pack)\b"
    r"|(?:\w+ )?(?:ideas|tips) (?:for|on|to)\b"
    # how a kind of thing is done, and the best of a kind for a use: "how to check a propane cylinder for leaks",
    # "best fly for sea trout at night" (not how to reach the user's own process: "how to book ...", nor the best
    # person or contact for something)
    r"|how to (?!(?:book|request|apply|claim|submit|order|log|report|get|contact|reach|find|access|pay|join)\b)[\w-]+\b"
    r"|(?:the )?best (?!(?:person|people|contact|number|email|address|date|day|slot|price|rate|supplier)\b)[\w-]+"
    r"(?: [\w-]+)? (?:for|to use for)\b(?! (?:us|me|our|my|we)\b)"
    # the best way somewhere, in other languages ("qual é o melhor caminho de Leeds para Holyhead?")
    r"|(?:qual|cu[aá]l|quel) (?:é|es|est|è) (?:o|el|la|le|il) (?:melhor|mejor|meilleur|miglior) (?:caminho|rota|ruta|camino"
    r"|itin[ée]raire|chemin|trajet|percorso|strada)\b|(?:was ist|welche ist) (?:der|die) beste (?:weg|route)\b|wat is de beste route\b)",
    re.I,
)
# A short lead-in before the question itself ("Quick one: ...", "In plain terms, ...").
LEAD_IN = re.compile(r"^\s*(?:(?:a )?(?:quick|simple|silly|dumb|random|general|side|basic) (?:question|one|q)|quick q"
                     r"|in (?:plain|simple) (?:terms|english|words)|out of (?:interest|curiosity)|just (?:curious|wondering)|ok(?:ay)?(?: so)?"
                     r"|so|hey|hi|btw|by the way|honestly|random thought)\s*[,:;!.—-]*\s+", re.I)


def opening(turn: str) -> str:
    """The turn from its question on: a short lead-in is not the opening."""
    return LEAD_IN.sub("", turn, count=1)


# Words anywhere in a question that ask for general knowledge: what is typical, how things differ.
GENERAL_MARKERS = re.compile(r"\b(?:typical(?:ly)?|in general|on average|differ|differs|difference between|normed|norms"
                             r"|rule of thumb|best practices?|what age should|how old should|is it normal|roughly how (?:long|far|much|many)"
                             r"|how long does (?:it|a|an) [\w -]{1,30}take|conversion|convert [\d.,]+"
                             r"|(?:evidence|research|studies|literature) (?:on|for|about)"
                             # what the market still offers: "which films are still being made?"
                             r"|still (?:being )?(?:made|sold|produced|manufactured|in production|on (?:sale|the market))"
                             # "in a bin like our bin 6": a kind of thing, asked about in general
                             r"|(?:a|an) [\w-]+ like (?:our|my|ours|mine)\b|\bnot (?:ours|our own)\b"
                             # "what's the accepted way to mark them?", "what's a sensible ceiling for a driver?"
                             r"|(?:accepted|standard|usual|conventional|correct|proper|normal|recommended|fair) (?:way|practice|method)s?\b"
                             r"|what(?:'s| is) a (?:sensible|reasonable|safe)\b"
                             # the same in other languages: "difference between", "in general", "how to tell apart"
                             r"|(?:diferen[çc]as?|diferencias?|diff[ée]rences?|unterschied(?:e)?|r[óo][żz]nic[aey]?|differenz[ae]|verschil(?:len)?"
                             r"|forskjell(?:en)?|skillnad(?:en)?|forskel(?:len)?|rozdíl|diferen[țt]a)(?:,? [\w'’-]+){0,3}?,? (?:entre|zwischen|mi[ęe]dzy"
                             r"|tra|fra|tussen|på|mellom|mellan|mellem|mezi|dintre|între|intre)\b|arasındaki fark"
                             r"|en general|em geral|en g[ée]n[ée]ral|im allgemeinen|og[óo]lnie|in generale|in het algemeen|genel olarak"
                             r"|comment distinguer|c[óo]mo distinguir|como distinguir|jak odr[óo][żz]ni[ćc]|wie unterscheide"
                             # how a kind of place or trade usually does things: "do observatories usually close ...",
                             # "any general tips", "what works better, X or Y?", "which ... keep best"
                             r"|(?:usually|normally|generally|commonly)\b|general (?:tips|advice|guidance|rules|principles)"
                             # what a kind of thing fetches on the market: "is £35 ok for a 1:43 Fiat ...? am I being robbed?"
                             r"|am i being (?:robbed|ripped off|done|had|scammed)\b"
                             r"|\bis [£$€]\s?\d[\d,.]*k? (?:ok|okay|fair|reasonable|a (?:fair|good|decent) price|too much|a lot|steep)"
                             r" for an? \b"
                             # ("Jakie są ogólne zasady gaszenia pożaru ...?", "allgemeine Regeln", "reglas generales")
                             r"|og[óo]ln[eay] (?:zasady|reguły|wskaz[óo]wki|porady)|allgemeine[n]? (?:regeln|tipps|grunds[äa]tze)"
                             r"|(?:reglas|normas|regras|regole|r[èe]gles) g[ée]n[ée]ra(?:les|is|li)|algemene regels|allm[äa]nna regler"
                             r"|rheolau cyffredinol|genel kurallar"
                             r"|what (?:actually )?works? (?:better|best)|\b(?:keep|keeps|work|works|last|lasts) best\b"
                             # "which settings work well for a full choir", "how do you tell Trichoderma from Verticillium",
                             # "is Statutory Maternity Pay taxable": what holds in the world
                             r"|\b(?:work|works|go|goes) (?:well|nicely) (?:for|with|in)\b"
                             r"|\bhow (?:do|can|would|could) (?:you|i|we|one) tell (?:[\w-]+ ){1,4}(?:from|apart)\b|\btell the difference\b"
                             r"|\b(?:taxable|tax-deductible|zero-rated|vat-exempt|tax-free)\b"
                             # "what separates a basic, an intermediate and a complex lift", "to tell Meripilus from
                             # Ganoderma", "what do most smiths use", what a standard says ("Under BS 7121, ...")
                             r"|\bwhat (?:separates|distinguishes|sets apart)\b|\bto tell (?:[\w-]+ ){1,3}from\b"
                             r"|\bwhat (?:do|would|will) (?:most|many|other)\b|\bunder (?-i:BS|EN|ISO|BS EN)\s?\d"
                             # what anyone of a kind should do: "what walk-around checks should a driver do ...", "what PPE
                             # should someone wear ..."; what a country's law sets: "the UK control limit for asbestos",
                             # "the allergens UK food businesses have to declare"
                             r"|\b(?:what|which)\b[^?.]{0,40}\bshould (?:a|an|someone|somebody|one|people)\b"
                             r"|\b(?:UK|EU|US|British|European)(?: [\w-]+){0,2} (?:limits?|laws?|requirements?|regulations?)\b"
                             r"|\b(?:UK|EU|US)(?: [\w-]+){0,2} (?:businesses|employers|companies|firms|drivers) (?:have to|must|need to)\b"
                             # "diff between", "X vs Y", "quick refresher": how kinds differ, what a rule says
                             r"|\bdiffs? (?:between|b/w)|\bvs\.?(?=\s)|\bversus\b|\bquick refresher\b"
                             # ideas asked for at the end of a clause: "a 2-hour beginner binding ... - ideas?"
                             r"|(?<=[-–—:,] )(?:any )?ideas\s*\?"
                             # "rule of thumb", what sets two kinds apart and ideas for a kind of thing, in other
                             # languages (Spanish, French, German, Portuguese, Italian, Dutch, Swedish, Danish,
                             # Polish, Turkish)
                             r"|regla general|regla de oro|r[èe]gle g[ée]n[ée]rale|faustregel|regra geral|regola generale"
                             r"|vuistregel|tumregel|tommelfingerregel|og[óo]lna zasada|genel kural"
                             r"|\bunterscheide[tn]\b|\bdistingue\b|\bodr[óo][żz]nia\b|\bonderscheidt\b"
                             r"|\bid[ée]es? (?:de|pour|d')|\bideas (?:de|para)\b|\bideen (?:f[üu]r|zu[rm]?)\b|\bpomys[łl]y? na\b"
                             r"|\bidee (?:per|di)\b|\bidee[ëe]n voor\b"
                             # "good practice" in other languages: "dobre praktyki przy ...", "bonnes pratiques pour ..."
                             r"|\bdobre praktyki\b|\bbonnes pratiques\b|\bbuenas pr[áa]cticas\b|\bboas pr[áa]ticas\b"
                             r"|\bbuone pratiche\b|\bgoede praktijken\b|\bbew[äa]hrte (?:praxis|verfahren)\b"
                             # what is usual or normal, not the user's own usual: "librela - usual dosing interval?",
                             # "a normal food cost per guest" (not "our usual", "as usual")
                             r"|(?<!\bour )(?<!\bmy )(?<!\bas )(?<!\byour )(?<!\bhis )(?<!\bher )(?<!\btheir )\b(?:usual|normal)\b)", re.I)
# "in general" written without spaces between words: "一般論として、SaaSの年間契約で ...？"
GENERAL_MARKERS_CJK = re.compile(r"一般論|一般的に|一般的には|一般に|普通は|通常は|一般来说|一般而言|일반적으로|보통은")
# How a quoted term is said or translated, in English or another language: "comment on dit « accruals » en
# français ?", "jak najlepiej przetłumaczyć 'rewetting' na polski?". The quoted words are mentioned, not
# what the turn is about: the question is general knowledge, and the quotes fire no task family ("purchase
# order" is no order). Not "how does Kessler want 'X' translated?", a party's wish.
TERM_QUESTION = re.compile(r"(?:\bcomment (?:on )?dit|\bcomment dire|\bwie sagt man|\bwie [üu]bersetzt man|\bc[óo]mo se (?:dice|traduce)"
                           r"|\bcomo se (?:diz|traduz)|\bcome si (?:dice|traduce)|\bhoe (?:zeg|vertaal) je|\bjak (?:[\w]+ ){0,3}?"
                           r"(?:przetłumaczyć|tłumaczy|powiedzieć|mówi|(?:napisać|napisac|pisze)(?=[^?]*['\"‘“„]))|\bhow (?:do|would|should|could) (?:you|i|we|one) (?:best )?"
                           r"(?:say|translate)|\bbest way to (?:say|translate)|\bwhat(?:'s| is) the (?:\w+ )?(?:word|term) for"
                           # "¿cómo digo 'estimate' ...?", "Cén Ghaeilge atá ar 'front page'?", "is it 'diversion' or 'detour'?"
                           r"|\bc[óo]mo digo|\bc[ée]n (?:\w+ )?at[áa] ar|\b(?:cad|c[ée]ard) (?:é|e|is é) an (?:focal|t[ée]arma)\b|\bis it (?=['\"‘“][^'\"’”]{1,30}['\"’”] or ['\"‘“])"
                           # "What's the Welsh for 'Dome entrance ...'?", "Sut fyddech chi'n dweud 'free flow' yn Gymraeg?"
                           r"|\bwhat(?:'s| is) the (?-i:[A-Z])[a-z]+ (?:word |term |phrase )?for"
                           r"|\bsut (?:mae|fyddech|byddech|ydych|wyt|dw i|ydw i)\b(?:\s+[\w'’]+){0,2}\s+(?:dweud|cyfieithu|sgwennu|ysgrifennu)"
                           # ("Sut dw i'n sgwennu 'Closed on Sundays' yn Gymraeg?", "How do I write 'closed' in Welsh?")
                           r"|\bsut (?:dw|ydw) i['’]n (?:dweud|cyfieithu|sgwennu|ysgrifennu)\b"
                           r"|\bhow (?:do|would|should|could) (?:you|i|we|one) (?:write|spell) (?=['\"‘“])"
                           r"|\bbeth yw['’]r (?:\w+ )?(?:gair|term) am"
                           # what a thing is called in a language: "Wie heißt 'Bergungsfahrzeug' im britischen
                           # Motorsport-Englisch?", "¿cómo se llama 'X' en inglés?", "vad heter 'X' på engelska?"
                           r"|(?:\bwie hei(?:ß|ss)t|\bcomment s['’]appelle|\bc[óo]mo se llama|\bcome si chiama|\bcomo se chama"
                           r"|\bhoe heet|\bvad heter|\bhva heter|\bhvad hedder|\bjak (?:jest|się nazywa)|\bbeth yw)\b"
                           r"(?=[^?]{0,80}?\b(?:auf|im|in|en|em|på|po|yn)\b[\w -]{0,30}?(?:englisch|deutsch|franz[öo]sisch|spanisch"
                           r"|english|anglais|allemand|fran[çc]ais|ingl[ée]s|inglese|ingl[êe]s|engels|engelska|engelsk|angielsku"
                           r"|polsku|niemiecku|saesneg|gymraeg|cymraeg)\b))"
                           r"(?=[^?.!]{0,60}?['\"«‘“„])", re.I)
# A quoted term and the language it is wanted in, asked in a short question however it is worded: "jak po angielsku
# 'zablokowany talerz'?", "« devis » en anglais c'est estimate ou quote ?", "Be 'di 'turret clock' yn Gymraeg?"
TERM_LANGUAGE = re.compile(r"\b(?:in|en|em|auf|im|po|yn|på|na|in het|op)\s+(?:(?:british|american|plain|proper|het)\s+)?"
                           r"(?:english|englisch|anglais|ingl[ée]s|inglese|ingl[êe]s|engels|engelska|engelsk|angielsku|polsku"
                           r"|niemiecku|francusku|hiszpańsku|portugalsku|saesneg|gymraeg|cymraeg|welsh|french|german|spanish"
                           r"|polish|portuguese|italian|dutch|deutsch|franz[öo]sisch|spanisch|fran[çc]ais|espagnol|allemand"
                           r"|español|espanhol|portugu[eê]s|italiano|nederlands|polonais|polnisch)\b", re.I)
TERM_LANGUAGE_WORDS = 16  # words of the longest such question
OWN_TERM = re.compile(r"\b(?:our|my|we|nasz\w*|notre|nos|unser\w*|ein)\b", re.I)
QUOTED = re.compile(r"«[^»]{1,80}»|“[^”]{1,80}”|„[^“”]{1,80}[“”]|‘[^’]{1,80}’|\"[^\"]{1,80}\"|(?<!\w)'[^']{1,80}'(?!\w)")
QUOTED_TEXT = re.compile(QUOTED.pattern.replace("{1,80}", "{1,400}"))  # a whole quoted sentence or two
# A request to correct, reword or translate a quoted text ("can u fix this: 'we was hoping ... friday latest'",
# "¿me ayudas a corregir esta frase? 'pls ensure all staff ... before friday'"): the quoted words are material to
# work on, not the user's plans; their days and family words fire nothing
EDIT_QUOTED = re.compile(r"\b(?:correct|fix|proof-?read|tidy up|polish|rephrase|reword|rewrite|translate|corr[ei]g\w*|korrigier\w*"
                         r"|verbesser\w*|correggi\w*|popraw\w*|verbeter\w*|rätta|düzelt\w*|tradu[cz]\w*|übersetz\w*"
                         # ("Can you tighten the opening paragraph of a cover letter ...? 'I have run ...'")
                         r"|tighten|shorten|trim|sharpen|tweak|punch up|smooth out"
                         r"|przetłumacz\w*|vertaal\w*|översätt\w*)\b[^.!«“„\"']{0,90}(?:[«“„\"‘]|(?<!\w)'(?=\w))", re.I)
# ("the international rule, not ours": the user's own is set aside, not asked about)
LIKE_OURS = re.compile(r"\b(?:a|an) [\w-]+ like (?:our|my|ours|mine)\b|\bnot (?:ours|our own|mine|my own)\b", re.I)
# (whether a claim about the world holds, "is it true some mushrooms are still toxic ...", recalls nothing)
MARKET_STILL = re.compile(r"\bstill (?:being )?(?:made|sold|produced|manufactured|in production|on (?:sale|the market))\b"
                          r"|^\s*is it true\b(?! (?:that )?(?:we|our|i|my)\b)[^?]*"
                          # "rest after a long race before the next one": the next of a kind the turn itself names,
                          # no stored "next" of the user's
                          r"|\b(?:before|after|until|till|ahead of) the next one\b")


COMMON_CAPITALISED = frozenset(
    "i i'm i've i'll a an the what when where which who why how can could should would will is are do does did "
    "please thanks hi hello ok okay yes no monday tuesday wednesday thursday friday saturday sunday january "
    "february march april may june july august september october november december english spanish french "
    "german portuguese christmas easter new year hanukkah diwali eid ramadan thanksgiving halloween mon tue tues wed "
    "thu thur thurs fri sat sun jan feb mar apr jun jul aug sep sept oct nov dec".split()
)

# Requests to book or to write, in other languages than English (Spanish, Portuguese, French,
# German, Dutch, Italian, Polish, Swedish, Turkish, Vietnamese, Swahili, romanised Greek, Hindi and
# Japanese): the task and its family are read as the English ones are; the records stay English.
FOREIGN_SCHEDULING = (
    r"\b(?:agend[aá](?:me|r|lo|la)?|program[aá](?:me|r)?|reserv[aá](?:me|r)?|organiz[aá](?:me|r)?|anot[aá](?:me|lo|la)?"
    r"|planifie[rz]?|programme[rz]?|réserve[rz]?|organise[rz]?|fixe[rz]? (?:un|le) rendez-vous|einplanen|vereinbar(?:e|en)"
    r"|trag\w* (?:\w+ ){0,4}ein|buch(?:e|en)|plan(?:e|en) (?:\w+ ){0,3}ein|inplannen|plan (?:\w+ ){0,3}in|zet (?:\w+ ){0,5}in (?:mijn|de|onze) agenda"
    r"|reserveer|prenota|fissa|organizza|pianifica|zaplanuj|zaproponuj termin|umów|umow|zarezerwuj|wpisz|boka|planera|lägg in"
    r"|termin\w*"
    r"|ayarla|planla|randevu|đặt lịch|xếp lịch|hẹn|panga|weka (?:\w+ )?miadi|kleise|vale (?:to|ton|tin|ta)"
    r"|schedule kar|rakh do|irete oite|yotei ni|yoyaku)\b")
FOREIGN_WRITING = (
    r"\b(?:escrib[ea](?:me|le|les)?|escríbe(?:me|le|les)|redact[aá](?:me|le)?|mand[aá](?:me|le|les)?|envi[aá](?:me|le|les)?"
    r"|escreva|escreve|redige|écri[st]|rédige[rz]?|envoie|schreib\w*|verfasse|schick\w*|schrijf|stuur|scrivi|invia"
    r"|napisz|wyślij|wyslij|przygotuj|skriv|skicka|yaz(?:ar mısın|ın)?|gönder|hazırla|viết|gửi|soạn|andika|tuma"
    r"|grapse|steile|likh do|bhej do|bana do|kaite|okutte"
    # Finnish, Estonian, Romanian, Welsh, Catalan, Czech, Hungarian: "kirjuta mulle ... kontrollnimekiri", "scrie-mi
    # briefingul", "escriu-me un correu"
    r"|kirjoita|laadi|lähetä|kirjuta|koosta|scrie(?:-mi|-i|ți)?|redacteaz[ăa](?:-mi)?|trimite(?:-i|-mi)?"
    r"|ysgrifenn(?:a|wch)|anfon(?:a|wch)|escriu(?:-me|-li|-los)?|redacta(?:-me)?|napiš|pošli|írj|írd meg|küldd el)\b")
FOREIGN_MAKING = (
    r"\b(?:arm[aá]me|hac[eé]me|haz(?:me)?|prepar[aá](?:me|le)?|prep[aá]r[aá](?:me|le|nos)|prepare-me|faz(?:-me)?|fais(?:-moi)?|prépare|mach(?:e|en) (?:mir|uns)"
    r"|erstell\w*|maak|fammi|preparami|zrób|zrob|gör|yap(?:ar mısın|ın)?|làm giúp|giúp (?:chị|em|anh|tôi)|nisaidie|naomba"
    r"|tengeneza|nataka"
    # proposing and working out: "¿Me propones tres horas ...?", "Kan du räkna ut ...?", "Schlag mir ... vor"
    r"|propon(?:es|e|eme|ga|gas)|proponi|propose[rz]?|proponha|vorschlagen|schlag\w* (?:\w+ ){0,4}vor|föreslå|foreslå"
    r"|sugiere\w*|sugira|suggerisci|räkna ut|regn ut|beregn|berechne\w*|calcul[ae]\w*|calcola\w*|oblicz\w*|hesapla\w*"
    r"|bereken\w*"
    # (the same in Finnish, Estonian, Romanian, Welsh, Catalan, Czech and Hungarian: "tee kyltti", "fă-mi o listă",
    # "suunnittele", "naplánuj", "számold ki")
    r"|tee (?:mulle |minulle |meille )?[a-zäöõü]*(?:lista|kyltti|ilmoitus|viesti|suunnitelma|nimekiri|teade|plaan|luettelo)"
    r"|suunnittele|laske|ehdota|varaa|planeeri|broneeri|arvuta"
    r"|f[ăa]-mi|preg[ăa]te[șs]te(?:-mi)?|programeaz[ăa]|planific[ăa]|calculeaz[ăa]|propune(?:-mi)?|rezerv[ăa]"
    r"|paratoa|paratowch|trefna|cyfrifa|archeba|fes(?:-me)?|proposa(?:-me)?"
    r"|udělej|připrav|naplánuj|spočítej|navrhni|rezervuj|készíts|tervezd meg|számold ki|foglalj)\b")
FOREIGN_TASK = re.compile(FOREIGN_SCHEDULING + "|" + FOREIGN_WRITING + "|" + FOREIGN_MAKING, re.I)

# Task families whose answer depends on stored state the turn does not name. Each has:
# the turn pattern that fires it, the taxonomy categories that state lives in (the
# planner plans only for categories the inventory holds), a content-free query
# for retrieval, and the pattern a record must match to count as a constraint on
# that task (the judge's implicit path).
_AMOUNT = r"(?:[$£€]\s?\d[\d,.]*k?|\b\d[\d,.]*\s?[€£$](?!\w)|\b\d[\d,.]*\s?(?:k|quid|bucks|euros?|pounds|dollars|gbp|usd|eur|chf|nok|sek|dkk|pln)\b)"
_SPEND = (r"\b(?:sign|order|book|buy|spend|pay|commit|go ahead|approve|raise|confirm|accept|quoted|quote"
          # "put £300 behind the post, set up the boost", "invest £2k in", "top up the float by £200"
          r"|boost|invest|top up|put(?=\s+[$£€]\s?\d)"
          # ... in the languages the gloss reads: "Lumacore cotiza 16.400 €", "bestellen für 2.300 €", "zamówić za 5 000 zł"
          r"|cotiz|presupuest|orçament|orcament|encomend|bestell|zamów|zamow|command|achet|acquist)\w*")
TRIGGERS: tuple[tuple[str, str, tuple[str, ...], str, str], ...] = (
    ("scheduling",
     r"\b(set up|schedule|book|booked|booking|arrange|organi[sz]e|invite|reschedule|move the|call with|find a time"
     # "find 45 minutes with Mark", "grab half an hour with the auditors", "a catch-up with Ines"
     r"|(?:find|grab|block|carve out) (?:me |us )?(?:\d+|an?|half an) (?:minutes?|mins?|hours?|slot)|catch[- ]up with"
     r"|\d{1,2}(:\d\d)?\s?(am|pm)"
     # "wants a call fri", "give me 3 slots", "stick it in the diary"
     r"|wants? (?:a|to) (?:call|meet|catch up)|(?:\d+|a few|some|two|three|four) (?:time )?slots?|in the (?:diary|calendar)"
     # "pick a weekday for a recurring check-in", "a weekly 1:1 with the leads", "plan my workshop week"
     r"|(?:pick|choose|suggest|find) (?:a|the best|the right|a good) (?:day|weekday|time|slot|date)"
     r"|(?:recurring|weekly|fortnightly|monthly|regular) (?:[\w:-]+ ){0,3}?(?:meetings?|calls?|check-?ins?|catch-?ups?|1:1s?"
     r"|one-to-ones?|stand-?ups?)|check-?in with|plan (?:my|our) (?:[\w-]+ )?(?:week|day|fortnight)"
     # "plan my refund runs for the rest of September, two a week": the user's own work spread over a stretch
     r"|plan (?:my|our) (?:[\w-]+ ){0,2}(?:runs|visits|sessions|rounds|trips|checks|calls|jobs|days)"
     r" (?:for|over|across) (?:the rest of|next|this|the coming)"
     # a call in the languages turns come in ("una llamada con Diane", "un appel demain"): the family, not a task
     r"|(?:video)?llamadas?|appels?|anruf|telefonat|videocall|chiamata|chamada|liga[çc][ãa]o|samtal|rozmow\w*|g[öo]r[üu][şs]me"
     r"|gesprek|belletje)\b|"
     + "FOREIGN_SCHEDULING",
     ("time_zone", "people", "schedule"),
     "time zone where someone works from, availability, only takes meetings on certain days, working hours",
     r"(time zone|timezone|\((?:[a-z]+ )?time\)|pacific|eastern|central time|mountain time|utc|gmt|\bcet\b"
     r"|europe/|america/|asia/|works? from|based in|\bis at\b|takes meetings|meetings? on|available|availability"
     r"|office hours|working hours|closed|\btrip\b|travel|itinerary|away (?:from|until)|out of (?:the )?office"
     r"|\bon [a-z]+ time\b|hours? (?:ahead|behind)"
     r"|no (?:meetings|calls) (?:before|after)|not before|unavailable|hours'? rest|rest between"
     # the days someone does not work: "off on Wednesdays", "a 4-day week", "compressed hours Monday to Thursday"
     r"|\boff (?:on )?(?:every )?(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|\bdays? off\b|\b(?:four|4|three|3)[- ]day week\b"
     r"|compressed hours|part[- ]time|(?:doesn't|does not|don't|do not) work (?:on )?(?:mon|tues|wednes|thurs|fri|satur|sun)days?"
     # "lives in Toronto; don't call her before 14:00 UK time"
     r"|\blives in\b|\b(?:don't|do not|never|no) (?:call|ring|phone|calls?)\b[^.;]{0,20}\b(?:before|after)\b)"),
    ("change",
     r"\b((want|going|need|plan|planning|about) to|will|let's|can you|to) (deploy|release|resize|upgrade|migrate"
     r"|roll out|ship|change|scale)\b|\bchange request\b"
     # work that changes a system or a machine: "wants to swap the reception PCs", "Plan the ESC swap on E-12",
     # "gonna reorganise the WIP folders"
     r"|\b(?:want|wants|going|gonna|need|needs|plan|planning|about|will|let's|to)\s+(?:to\s+)?(?:swap(?: out)?|replace|reorgani[sz]e"
     r"|restructure|reconfigure|patch|reflash|reimage|re-?image|install|decommission)"
     # (not a swap of shifts: "swap my early next Tuesday for a late")
     r"\s+(?!(?:my|our|your|his|her|their)\s+(?:\w+\s+)?(?:shifts?|earl(?:y|ies)|lates?|nights?|days?|rota|slots?|turns?|duty|duties)\b)"
     r"(?!(?:shifts?|earl(?:y|ies)|lates?|nights?|rota|slots?|duty|duties)\b)"
     r"|\b(?:plan|schedule|book|do)\s+(?:the|a|an)\s+(?:[\w-]+\s+){0,2}(?:swap|swap-?out|replacement|changeover|change-?out"
     r"|cutover|migration|upgrade|reorgani[sz]ation|reconfiguration|installation|install)\b",
     ("approvals", "schedule", "systems"),
     "who must approve or sign off a change, and periods when changes are frozen",
     r"(sign(?:ed)?[- ]off|approv|freeze|no (?:prod\w* )?deploys|change window|must be reviewed)"),
    ("writing",
     r"\b(write|draft|compose|send|reply|text|email|e-mail|message)\b[^.?!]*\b(emails?|e-mails?|messages?|letters?"
     r"|notes?|repl(?:y|ies)|blurbs?|captions?|copy|posts?|release notes?|press releases?|announcements?"
     r"|newsletters?|descriptions?|bios?|proposals?|summar(?:y|ies)|articles?|texts?|whatsapps?|sheets?"
     r"|worksheets?|handouts?|nudge|reminder|invite|invitation|details|update|info|him|her|them"
     # documents the turn names by their kind: "draft the EA notification", "write the RAMS for ...", "write up the
     # handover", "knock up a one-pager", "shelf tickets", "label text"
     r"|notifications?|notices?|(?-i:RAMS)|risk assessments?|handovers?|one-pagers?|checklists?|tickets?|labels?)\b"
     # answering someone: "reply to the council contracts officer", "reply to Danny: ...", "... reply pls"
     r"|\b(?:reply|respond|write back)\s+to\b|\b(?:reply|respond)\s*(?:pls|please|plz|thx|ta)?\s*[.!]*\s*$"
     # a document named at the turn's head by its kind, then what it is for: "shelf tickets for today's hake",
     # "PPDS label text for the fishcake trays", "RA for the Thursday feeding dive"
     r"|^\s*(?:[\w'’-]+\s+){0,2}(?:(?:shelf|price|product) tickets|labels?|label text|notices?|posters?|(?-i:RA(?:MS)?)|risk assessments?)\s+for\b(?![^?]*\?)"
     r"|\b(email|e-mail|message|letter|note|text)\s+(to\s+)?[A-Za-z]+\b.*[:,]|^\s*(text|email|message|write|draft)\b"
     r"|\bneed (?:a|an|the)\b[^.?!]*\b(sheet|worksheet|handout|letter|email|newsletter|post|notice|message|sms|memo|reminder)\b"
     # "Do today's sailing plan summary pls", "prep the weekly safety notice": a kind of document made at the turn's head
     r"|(?:^|[,;:]\s+)\s*(?:do|make|prep|prepare|put together|knock up|type up)\s+(?!(?:you|we|i|they|it|he|she|u|not)\b)(?:me\s+)?(?:a|an|the|today's|tomorrow's|tonight's"
     r"|this week's|next week's|[a-z]+'s|today?s|tonights?|tomorrows?|this weeks|next weeks)?\s*(?:[\w-]+\s+){0,3}(?:summar(?:y|ies)"
     r"|reports?|notices?|memos?|minutes|briefing|handover(?: notes?)?|emails?|letters?|one-pagers?|checklists?|tables?)\b"
     r"|\ba heads[- ]up (?:out |over )?to\b|\b(?:send|give|get|put)\b[^.?!]{0,25}\bheads[- ]up\b"
     # telling someone something: "let him know + he can collect weekdays", "let Mrs Ahmed know it's in", "tell her
     # the van's booked" (not "let me know")
     r"|\blet (?!(?:me|us|you|it|that|this)\b)(?:him|her|them|[\w'’.-]+(?: [\w'’-]+)?) know\b|\b(?:tell|inform|notify) (?:him|her|them)\b"
     # a passage someone wants written for them: "Helen wants a paragraph on why ... Can you write it?"
     r"|\b(?:wants?|needs?|asked for|asking for)\s+(?:a|an)\s+(?:short\s+|brief\s+|quick\s+)?(?:paragraph|paragraphs|para"
     r"|statement|write-?up|blurb|note|summary)\b"
     # a quote for a customer: "Quote please for Café Lumen ...", "put a quote together", "draft the quote for ..."
     r"|^\s*quote\s+(?:please|pls|plz|me)\b|\b(?:put|pull|knock|throw)\s+(?:a|the|me a|us a)\s+(?:[\w-]+\s+){0,2}quote\s+together\b"
     r"|\b(?:draft|write|do|prepare|prep|build|work up)\s+(?:me\s+|us\s+)?(?:a|the|an)\s+(?:[\w-]+\s+){0,2}(?:quote|quotation)\b"
     # what is asked to be shown in colours: "colour-coded so the trend jumps out", "traffic-light it", "RAG status"
     r"|\bcolou?r[- ]?(?:cod(?:ed?|ing)|it)\b|\btraffic[- ]lights?\b|\bRAG (?:status|rating|column)\b|" + "FOREIGN_WRITING",
     ("people", "answer_style", "decisions"),
     "how this person wants to be written to: what they prefer, require or never accept",
     r"(prefers?|wants?|must (?:quote|include|use|be)|\bnever\b|\balways\b|\bonly\b|or fewer|no more than"
     r"|keep (?:\w+ ){0,3}(?:under|to|short|below|within)|under \w+ (?:words|characters)|\d+ (?:words|characters)"
     r"|words or fewer|cut from|moves to|dropped|drops|signed off|open with|close with|no jargon"
     # how the user's messages are signed: "Sign Siobhán's emails 'Siobhán Doherty, ...'", "sign off as Gosia"
     r"|^\s*sign\s+(?:[\w’'-]+\s+){0,2}(?:emails?|e-mails?|letters?|messages?|replies)\b|\bsign(?:s|ed)?[- ]?off (?:as|with)\b"
     # "Anything Amara will send to members: plain English, reading age about 12, no energy jargon."
     r"|plain (?:english|language)|reading age|no (?:[\w-]+ )?jargon"
     # "anything written for Carmen should be in Spanish"
     r"|(?:should|must|needs? to|has to) (?:always )?(?:be|go out|be written|be sent) in (?-i:[A-Z])[a-z]+)"),
    ("code",
     # (not a code that opens or names something: "back door key safe code", "gate code", "discount code")
     r"\b((?<!door )(?<!safe )(?<!gate )(?<!lock )(?<!alarm )(?<!access )(?<!keypad )(?<!entry )(?<!dress )(?<!post )"
     r"(?<!discount )(?<!promo )(?<!voucher )(?<!booking )(?<!tax )(?<!sort )(?<!wifi )(?<!wi-fi )(?<!pin )(?<!product )"
     r"(?<!colour )(?<!color )(?<!fault )(?<!error )(?<!waste )(?<!ewc )(?<!sic )(?<!country )(?<!area )(?<!tariff )"
     r"code|function|snippet|script|implement|compute|show me how|write a program)\b",
     ("code_language", "answer_style"),
     "give code examples in a programming language",
     r"(code examples? in|examples? in \w+|programming language|code in \w+)"),
    ("review",
     r"\b(review\w*|feedback|critique|pull requests?|look over)\b|\bthoughts\?|\bmy pr\b",
     ("answer_style",),
     "how reviews and feedback should be given",
     r"(when (?:you )?review|reviewing (?:my|his|her|their|[\w']+'s)|for (?:code )?reviews?)"),
    ("commitment",
     r"\b(should i take|take it\?|worth (it|signing|doing)|sign(ing)? up|offered me|accept|take on|can i fit"
     r"|(?:tell|let) (?:them|him|her) (?:know )?(?:yes|we can|that we can)|say yes|can (?:i|we) (?:say|tell \w+) yes"
     r"|confirm (?:the|a|their|this|that) (?:booking|job|order|date)|squeeze (?:it|them|this) in|fit (?:it|them|this) in)\b",
     ("schedule", "projects", "finances"),
     "how much work is already committed, remaining capacity, deadlines and what is still due",
     r"(per day|per week|a day\b|capacity|still needs?|\bdue\b|deadline|still to|remaining"
     r"|can (?:sustainably )?\w+ about)"),
    ("approval",
     r"\b(approv\w*|sign[- ]?off|signed off|permission|authori[sz]\w*|green[- ]?light|get (?:it|this) through"
     r"|(?:ok|okay|fine|alright|all right) (?:for (?:me|us) )?to|just say yes"
     # "wants 15% off 40 cases. Can I just tell them yes?": a yes to a price or a discount someone asks for
     r"|(?:can|could|shall|should) (?:i|we) (?:just )?(?:tell (?:them|him|her) yes|say yes|agree to (?:it|that|this)|accept (?:it|that|this))"
     # "Anneke wants £780 on Meta ads ... Can I just ok it?"
     r"|(?:can|could|shall|should) (?:i|we) (?:just )?(?:ok|okay|o\.k\.) (?:it|that|this|them)\b"
     # "cost it up and tell me if I can go ahead": whether the user may go ahead with a spend
     r"|(?:if|whether) (?:i|we) (?:can|could|may) (?:just )?(?:go ahead|proceed|sign (?:it )?off|order it|book it)"
     # approving in other languages: Swedish, Danish/Norwegian, German, Dutch, Spanish/Portuguese, Italian, French,
     # Polish, Turkish
     r"|godkän\w*|godkend\w*|godkjenn\w*|attester\w*|freigeb\w*|freigab\w*|genehmig\w*|goedkeur\w*|aprob\w*|autoriz\w*"
     r"|aprov\w*|approv\w*|autorizz\w*|approuv\w*|zatwierd\w*|onayla\w*)\b",
     ("approvals", "finances", "decisions"),
     "who must approve or sign off spending, purchases or changes, above what amount, and when they decide",
     r"(approv|sign(?:ed)?[- ]off|\bvote\b|authori[sz]|(?:over|above|more than|exceeding) [$£€]?\d|meets? (?:on|every)"
     r")"),
    ("calendar",
     r"\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b|\bthe \d{1,2}(st|nd|rd|th)\b"
     r"|\b(?:mon|tues?|wed|thurs?|fri)\b(?![-'])"
     # a weekend day shortened before its date: "Sat 30th", "sun 14"
     r"|\b(?:sat|sun)\.? \d{1,2}(?:st|nd|rd|th)?\b"
     r"|\b\d{1,2}(st|nd|rd|th)? (jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b"
     r"|\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* \d{1,2}(st|nd|rd|th)?\b(?!:)|\b\d{4}-\d\d-\d\d\b"
     # the user's own absence, undated: "Draft my out-of-office for my leave" asks when they are away
     r"|\b(?:my|our) (?:upcoming |next |coming )?leave\b"
     # a day or a week to be picked, or days to be planned: "which week shd I offer them?", "pick a day", "sometime in
     # Feb", "plan my remaining mix days"
     r"|\b(?:which|what) (?:day|days|week|weeks|weekend|date|dates) (?:should|shd|shall|can|could|would|do|to)(?: (?:i|we))?\b"
     r"|\bpick (?:a|the|me a) (?:day|date|week|slot)s?\b"
     r"|\bsome ?time (?:in|during) (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b"
     r"|\b(?:plan|schedule|map out|organi[sz]e) (?:my|our|the)(?: [\w-]+){0,2} (?:days|weeks|fortnight)\b"
     # a day of work to be planned: "plan tmrw at the bench: ...", "plan tomorrow's fondant round"
     r"|\b(?:plan|schedule|map out|organi[sz]e) (?:for )?(?:tmrw|tmr|tomorrow|today|tonight)(?:['’]s)?\b",
     ("schedule", "people", "time_zone"),
     "who is away, on leave, booked up or working only on certain days, and what is closed on certain days",
     r"(?!)"),  # the judge reads collisions with retold.calendar, not a pattern
    ("time_off",
     r"\b(not on the rota|off the rota|day off|days off|time off|annual leave|(?:on|my|our|her|his|their|take|taking|book"
     r"|booking|go on)(?: a)? (?:holiday|vacation)|(?:holiday|vacation) (?:request|leave|days?|cover|dates?)|leave request"
     r"|take (?:\w+ ){0,4}off"
     # a day asked off: "Kwame wants Sat 30th off", "can I have Friday off", "the 12th off"
     r"|(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\w*(?: \d{1,2}(?:st|nd|rd|th)?)? off|\d{1,2}(?:st|nd|rd|th) off)\b",
     ("schedule", "people"),
     "how time off is requested, who approves it and how far in advance",
     r"(leave|requests? go to|in advance|holiday|vacation)"),
    ("contact",
     r"\bwho (?:do|should|can) (?:i|we) (?:ring|call|phone|contact|page|get hold of)\b|\bon[- ]call\b"
     r"|\bwho(?:'s| is) on (?:call|duty)\b",
     ("people", "schedule"),
     "who is on call or on duty now, and how to reach them",
     r"(on[- ]call|on duty|duty roster|rota|call-?out)"),
    ("getting_around",
     r"\b(get from|get to|getting to|getting around|walk(?![- ]?(?:round|around|through)\b|-ins?\b)|stairs|hills|suitcases?|luggage|taxi|worth buying|hike|hiking"
     r"|trek|climb|scramble|training (?:day|run|session)|long run|route|descent|ascent|ride|cycle)\b",
     ("health", "schedule", "documents"),
     "physical limits on walking or stairs, and where this person is staying",
     r"(can walk|walk(?:ing)? about|stairs|hills|mobility|wheelchair|staying at|room (?:is )?on|floor|\blift\b)"),
    ("terminology",
     r"\b(translate|translation|equivalents?|equivalentes|glossary|terminology|termbase)\b|«",
     ("answer_style", "documents"),
     "how terminology and translation answers should be formatted",
     r"(terminology|glossary|termbase|table)"),
    ("feeding",
     # ("the email to the caterer with the dietary list for the band's first dinner")
     r"\b((?:the|our|my) caterers?|dietary (?:list|needs|requirements|info)"
     r"|bake|baking|cook (?:for|something|dinner|lunch|a meal)|cooking for|recipes?|snacks? for|catering|cater for"
     # food someone brings in for a group: "wants to bring birthday cupcakes for the Saturday group"
     r"|bring(?:s|ing)? (?:in )?(?:some )?(?:birthday |home-?made )?(?:cupcakes?|cakes?|sweets|snacks|treats|biscuits"
     r"|cookies|doughnuts|donuts|pizzas?|brownies|muffins)"
     r"|potluck|tray-?bakes?|picnic|barbecue|bbq|meal[- ]?prep|meal plan\w*|batch[- ]cook\w*|packed lunch\w*"
     r"|plan (?:my|our|the) (?:meals|lunches|dinners|breakfasts|menu)"
     r"|(?:lunch|dinner|supper|breakfast|food|treats?|cake|biscuits|cookies) for (?:the |our |my |\d+|everyone|all)"
     r"|(?:feeds?|serves?|feeding) (?:about |around )?\d+"
     # a meal the user arranges for others: "sort lunch for the kick-off", "the team lunch next Thursday"
     r"|(?:team|group|staff|working|office|client|christmas|birthday|farewell|leaving|celebration|awards?|gala|annual"
     r"|anniversary|retirement|welcome|launch|summer|crew|volunteers?|board|committee|trustees?|partners?|thank-you|open[- ]day"
     r"|thank you|alumni|members|donors?|press|cast|players?) (?:lunch|dinner|supper|breakfast|meal|party|buffet)"
     # "plan the board lunch for next month, 3 courses": courses are a meal's
     r"|(?:\d|two|three|four|five)[- ]courses?\b"
     # "draft the open-day lunch order: 60 guests": an order of food is feeding whoever it is for
     r"|(?:lunch|dinner|supper|breakfast|brunch|buffet|food|catering|sandwich|pizza|snacks?)\s+orders?"
     r"|(?:sort|book|order|ordering|arrange|organi[sz]e|get|bring|pick|plan) (?:the |a |some |our )?(?:lunch|dinner|supper|breakfast|food"
     r"|catering|snacks?|platters?|buffet|pizzas?|sandwich(?:es)?|takeaway|curry)"
     # a menu made for an occasion, in English or another language: "plan the menu for the banquet", "Ułóż menu na
     # sobotni bankiet", "buat menu makan malam", "fais le menu pour samedi"
     r"|(?:plan|make|draft|write|do|design|create|build|put together|come up with|ułóż|uloz|zrób|zrob|przygotuj|buat|bikin"
     r"|fais|faire|prépare|prepare|haz|hacer|prepara|faz|fazer|mach|erstell\w*|maak|gör|lag) (?:\w+ ){0,3}?menus?\b"
     r"|\bmenus? (?:for|na|pour|para|per|für|voor|dla|för|til|makan)\b"
     r"|book (?:a |our |the )?table\b"
     # "book somewhere for lunch after the press pass, 4 of us", "find a restaurant for dinner"
     r"|(?:book|find|pick|suggest|recommend|sort) (?:somewhere|a place|a restaurant|a spot|a pub|a caf[eé]|a venue)"
     r"(?: \w+)? (?:for|to have) (?:lunch|dinner|breakfast|brunch|a meal|a bite|food)"
     r"|platters?|snacks|nibbles|canap[eé]s?|refreshments|finger food|cheese ?boards?"
     r"|(?:cheese|food|wine|honey) (?:and|\+|&) [\w-]+ pairings?)\b",
     ("health", "people", "preferences", "general"),
     "food allergies, intolerances and dietary needs of the people being fed",
     r"(allerg|intoleran|vegetarian|vegan|halal|kosher|gluten|coeliac|celiac|lactose|dairy-free|nut-free|peanut"
     r"|shellfish|\bdiet(?:ary)?\b|doesn't eat|does not eat|can't eat|cannot eat)"),
    # an amount the user is about to spend or commit to ("Standcraft quoted £1,400, just book it", "16k for the
    # lot, can I just sign it?"): the budget left and the limits on spending decide it
    ("spending",
     rf"{_AMOUNT}(?=[^.?!]{{0,60}}{_SPEND})|{_SPEND}[^.?!]{{0,60}}{_AMOUNT}"
     # whether the money is there, with or without a sum: "tell me if we can afford it", "have we the budget?"
     # a purchase order to raise, with or without its sum: "Put together a PO for 300 kg of juniper", "draft the PO request"
     r"|\b(?-i:POs?)\b(?![-/]?\d)|\bpurchase orders?\b"
     # a discount the user is asked for or about to give: "they're asking for 20% off", "want 18% off on 40 cases"
     r"|\b(?:want|wants|wanted|asking for|asked for|asks for|ask for|give|giving|offer|offering|agree to|request(?:s|ing|ed)?)\b"
     r"[^.?!]{0,20}?\b\d{1,2}(?:\.\d+)?\s?%\s?(?:off|discount|reduction)\b"
     r"|\b(?:can|could) (?:i|we) (?:still |even )?afford\b|\b(?:i|we) (?:can|could) (?:still |even )?afford\b|\b(?:have|got) (?:we |i )?(?:the |enough )?budget (?:for|left)\b",
     ("finances", "approvals", "decisions"),
     "budget left, amount already spent, spending limits and who must approve spending above what amount",
     r"(budget|\bspent\b|remaining|\bleft\b|up to [$£€]?\d|(?:over|above|more than|exceeding) [$£€]?\d|approv"
     r"|sign(?:ed)?[- ]off|\blimit)"),
    # a rota or cover plan the user has made ("rota for sat pls ... got Noor, Sam", "do the nights rota 25-31 May",
    # "put Brenda and Sid on the volunteer rota", "need a plan for supervisor cover Feb 2-13"): who may work which
    # duty, how many a shift needs, and how a rota is laid out decide it
    ("staffing",
     # ("gala wknd resurfacing rota pls")
     r"^\s*(?:(?:the|a|next week's|this week's|tomorrow's)\s+)?(?:[\w/+&-]+\s+){0,3}(?:rotas?|rosters?)\s+(?:for|pls|please|w/c|wk"
     # (or the days it covers straight after: "arcade floor rota sat 6 + sun 7 feb")
     r"|(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day)?|\d{1,2}(?:st|nd|rd|th)?|next|this|tomorrow|tmrw|tonight)\b"
     r"|\b(?:draft|write|do|build|make|plan|prep|prepare|put together|rough out|sort(?: out)?|work out|fill|redo|draw up"
     r"|knock (?:up|together)|throw together|pull together|bash out)\s+(?:me\s+|us\s+)?"
     r"(?:up\s+)?(?:the|a|an|our|(?:next|this) (?:week|wk)['’]s|tomorrow's|tonight's|[\w-]+'s)?\s*"
     # ("next wk's line 2 rota")
     r"(?:(?!(?:to|for|about|with|asking|and)\b)[\w/+&-]+(?:['’]s)?\s+){0,3}(?:rotas?|rosters?|cover plan|shift plan)\b"
     r"|\bput\s+(?:[\w-]+\s+){1,4}on\s+(?:the\s+)?(?:[\w-]+\s+){0,2}(?:rota|roster)\b"
     r"|\b(?:plan|sort|arrange|organi[sz]e|work out|draft|do|write|put together)\s+(?:the\s+|a\s+|for\s+)?(?:[\w-]+\s+){0,2}"
     r"cover (?:for|while|during)\b"
     r"|\bplan for (?:[\w-]+\s+){0,2}cover\b"
     # ("sort out who's running Geckos on the first three Saturdays", "draft the night-shift handover plan for ...")
     r"|\b(?:sort(?: out)?|work out|plan|figure out|decide)\s+who(?:['’]s| is|s| will be)\s+(?:running|covering|leading|doing"
     r"|working|on|taking|staffing)\b|\b(?:handover|duty|staff|staffing|cover|shift|crew) plans?\s+for\b"
     # a plan that says who works when ("the still-room plan for the week of 19 October ..., with who's on each day")
     r"|\bwho(?:['’]s| is| are)\s+(?:on|in|working|rostered)\s+(?:each|every|which|what)\s+(?:day|shift|night|morning)s?\b"
     # ("the re-rig of Blue Tern for the week of 12 October, who's doing what each day")
     r"|\bwho(?:['’]s| is) doing what\b|\bwho does what\b"
     # the people to take along on a job: "plan tmrw's fondant round ... who do I take?"
     # (not a thing sent to someone: "who do we send it to")
     r"|\bwho (?:do|should|shd|shall|can|could) (?:i|we) (?:take|bring|send|put on)\b(?!\s+(?:it|this|that|them|these|those|the|a|an|to|back)\b)"
     # someone the user plans to work beside for a stretch: "I want Kai with me for two full days"
     r"|\b(?:want|need|have|take|bring|book|get)\s+[\w'-]+(?:\s+and\s+[\w'-]+)?\s+with (?:me|us)\s+(?:for|on|all|both)\b"
     # work shared out between people the turn names: "Split it between Dewi and Cai", "divide the jobs up between ..."
     r"|\b(?:split|divide|share)\s+(?:it|this|that|them|the (?:\w+ )?(?:work|jobs?|tasks?|lot))\s+(?:up\s+|out\s+)?between\s+[\w'-]+\s+and\s+[\w'-]+"
     # a rota asked for in another language: "presenter rota bana do", "haz el cuadrante de turnos", "zrób grafik",
     # "erstell den Dienstplan", "maak het rooster"
     r"|\b(?:rotas?|rosters?|grafik\w*|dienstplan\w*|schichtplan\w*|turnos|cuadrante|escala|rooster|vaktlista|vagtplan"
     r"|vaktliste|n[öo]bet (?:listesi|çizelgesi))\s+(?:bana do|banao|bana dijiye|bana dena|kar do|taiyar kar do|hazırla\w*)\b"
     r"|\b(?:haz|hazme|prepara|prepárame|preparame|zrób|zrob|przygotuj|ułóż|uloz|erstell\w*|mach|maak|gör|fais|prépare"
     r"|faz|prepare)\s+(?:\w+\s+){0,3}(?:grafik\w*|dienstplan\w*|schichtplan\w*|turnos|cuadrante|escala|rooster"
     r"|vaktlista|planning des (?:équipes|gardes)|n[öo]bet listesi)\b",
     ("people", "schedule"),
     "how many staff a shift needs, who may or may not do which duty, and how rotas are laid out",
     r"(rotas?\b|rosters?\b|staffing|\bminimum\b|at least (?:\d+|one|two|three)|no (?:one|more than)|\bnobody\b|consecutive"
     r"|in a row|per (?:night|shift|day)|ratio|qualified|certif|competen|only (?:\w+ ){0,3}(?:assign\w*|work\w*|do|be|rota\w*|roster\w*)\b"
     # a bar with its one exception: "no panel saw unless Rhys is beside him"
     r"|\bno (?:[\w-]+ ){1,3}unless\b"
     r"|never (?:\w+ ){0,2}(?:assign\w*|work\w*|put|rota\w*|roster\w*|schedul\w*)\b|can(?:no|'|’)t (?:work|use|do|lift|climb|drive|stand)"
     r"|assigned|overtime|hours'? rest|rest between|max(?:imum)? (?:\w+ ){0,2}hours"
     r"|needs? (?:\d+|two|three|four|five|six) (?:\w+ )?(?:staff|people|crew|nurses|drivers|members|volunteers|operators|hands|\w+ies)\b"
     # who holds the ticket or licence a duty needs ("Only Declan and Ravi hold valid FLT tickets")
     r"|\bonly (?:[\w-]+ ){0,4}(?:hold|holds|have|has) (?:a |an |the )?(?:valid |current |in-date )?(?:[\w-]+ ){0,2}"
     r"(?:tickets?|licen[cs]es?|certificates?|cards?|qualifications?|passes)\b|\b(?:ticketed|licensed)\b"
     # the hours of the shifts a rota fills ("earlies 06:30-15:00, lates 10:00-18:30") and the days what it staffs
     # runs ("line 2 runs Monday–Thursday only")
     r"|\b(?:earl(?:y|ies)|lates?|nights?|days|shifts?)\b:? \d{1,2}[:.]?\d{2}\s?(?:[-–]|to)\s?\d{1,2}[:.]?\d{2}"
     r"|\b(?:runs?|opens?|operates?|is open|is staffed)\b (?:\w+ ){0,2}(?:mon|tue|wed|thu|fri|sat|sun)\w*\s?(?:[-–]|to)\s?"
     r"(?:mon|tue|wed|thu|fri|sat|sun)\w* only\b"
     # the weekdays someone works, and where they are on the others ("works with Tomasz Monday to Wednesday and is
     # at college Thursday and Friday")
     r"|\bworks?\b (?:[\w-]+ ){0,3}(?:mon|tue|wed|thu|fri|sat|sun)\w*\s?(?:[-–]|to|and)\s?(?:mon|tue|wed|thu|fri|sat|sun)\w*"
     r"|\b(?:at college|at uni(?:versity)?|days? off|day release)\b)"),
    ("ordering",
     r"\b(order|re-?order(?:s|ing)?|supplier|delivery(?! (?:drivers?|jobs?|roles?)\b)|deliveries|cut-?off)\b",
     ("schedule", "people"),
     "supplier, delivery days and the latest time an order can be placed",
     r"(cut-?off|order by|deliver(?:y|ies)|supplier|(?:comes?|coming) from|supplied by|(?:bought|purchased|sourced|ordered) (?:from|through)"
     r"|(?:buy|order) (?:\w+ ){0,2}from"
     # who caters: "Open day catering is now The Hop Pocket Café"
     r"|\b(?:catering|caterers?)\b[^.;]{0,20}\b(?:is|are|booked|now|provided)\b)"),
)
TRIGGER_CATEGORIES = tuple((name, cats) for name, _, cats, _, _ in TRIGGERS)
TRIGGER_QUERIES = {name: query for name, _, _, query, _ in TRIGGERS}
TRIGGER_CONSTRAINTS = {name: re.compile(rx, re.I) for name, _, _, _, rx in TRIGGERS}
_TRIGGER_RES = tuple((name, re.compile(rx.replace("FOREIGN_SCHEDULING", FOREIGN_SCHEDULING)
                                       .replace("FOREIGN_WRITING", FOREIGN_WRITING), re.I), cats)
                     for name, rx, cats, _, _ in TRIGGERS)
_TRIGGER_BY_NAME = {name: rx for name, rx, _ in _TRIGGER_RES}
# Requests phrased mid-sentence ("We want to ..., can you draft ...").
# Shared by the task openings and the producing verbs below:
# a document asked for by its kind at the turn's head: "shelf tickets for today's hake", "PPDS label text for ..."
DOC_AT_HEAD = (r"|^\s*(?:[\w'’-]+\s+){0,2}(?:(?:shelf|price|product) tickets|labels?|label text|(?-i:RA(?:MS)?)"
               r"|risk assessments?)\s+for\b(?![^?]*\?)")
# a thing to make asked for with "do me": "do me the sheet", "do me this weeks overdue table"
DO_ME_THE = r"|\bdo (?:me|us) (?:a|an|the|today(?:'|’)?s|tonight(?:'|’)?s|this weeks?(?:'|’)?s?|next weeks?(?:'|’)?s?)\b"
TASK_ANYWHERE = re.compile(
    r"\b(can you|could you|would you|can u|could u|would u|please|pls|plz|help me|(?:i|we) (?:want|need) to(?! know\b| find out\b| understand\b"
    r"| check\b| see\b| confirm\b| figure out\b| remember\b))\b"
    # (also after a dash or a semicolon: "sending the £7,200 PO to Rhiannon for approval - draft the note")
    r"|(?:^|[.?!:;]\s+|\s[-–—]\s+)(?:(?:just|now|also|then|so) )?(write|draft|set up|schedule|book|send|text|email|pick|make|create|prepare|put together"
    # (dividing or updating what the user hands over: "Split it between Dewi and Cai", "just update the RO")
    r"|split (?:it|this|that|them|the)|divide (?:it|this|that|them|the)|update (?:the|it|my|our|this)|amend (?:the|it|my|our|this)"
    # (a quote for someone named: "quote Dai Morgan (trade acct) 120 m of ...")
    r"|cost (?:me|up|out)|price (?:me|up|out)|quote (?:me|for|him|her|them|(?-i:[A-Z])[\w'’-]+)"
    r"|need a|need an|plan|lay out|list|outline|map out|sketch out|work out|figure out|sort out|come up with|suggest"
    r"|choose|find|check|calculate|estimate|compile|summari[sz]e|give me|get me|walk me through|pencil in|write up"
    r"|draw up|jot down|need (?:the|some|my|our|to(?! know\b| find out\b| understand\b| see\b| remember\b))|put|set|add|move|order|raise|assign|allocate|slot|reserve|register"
    r"|lock in|go ahead and|let's|let us|sign off|confirm|cancel|submit|file"
    # an answer to whoever wrote in: "Gareth wants +1.5p a litre from Feb. reply to him"
    r"|reply|respond|answer (?:him|her|them)|tell (?:him|her|them)(?! about\b)|let (?:him|her|them) know"
    r"|stick|pop|sort|line up|arrange|organi[sz]e|invite|chase|approve|kick off"
    # "Get the order going", "get it booked for Friday"; "Need 40 sets of ...", "need two more for Friday"
    r"|get (?:the|it|this|that|these|those|them|him|her|an?|our|my|some) (?:[\w-]+ ){0,4}?(?:going|sorted|done|booked|ordered"
    r"|moving|started|rolling|through|sent|signed|approved|fixed|in|out)"
    r"|need (?:\d[\d,]*|a couple of|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)\b)\b"
    r"|\bput (?:a|an|the|some) [\w-]+(?: [\w-]+)? together\b"
    + DOC_AT_HEAD +
    # a request at the end of a clause, put to the assistant: "..., taking the pool car, plan it for me", "who's
    # driving? do me the sheet"
    r"|\b(?:plan|sort|draft|write|do|book|organi[sz]e|arrange|map) (?:it|this|that|them|the lot) (?:out |up )?for (?:me|us)\b"
    + DO_ME_THE +
    # a request after a comma: "..., Sam can unload it with the FLT, put it in tomorrow's plan"
    r"|,\s+(?:and\s+)?(?:put|add|stick|pop|pencil|slot|jot) (?:it|this|that|them|him|her)\s+(?:in|into|on|onto|to|down)\b"
    # ... or a thing to write or prepare asked for after a comma: "..., write me the job card steps", ", draft a reply"
    r"|,\s+(?:(?:and|so|then|now|pls|please)\s+)?(?:write|draft|do|prep|plan|send|reply|sort|make|prepare|knock up|type up|whip up)\s+(?:me|us|up|a|an|the"
    r"|it|this|that|them|out)\b"
    # ... or a message back to whoever asked: "..., text him back", "; email her back"
    r"|[,;]\s+(?:(?:and|so|then|now|pls|please|just)\s+)?(?:text|email|e-mail|message|whatsapp|ring|call|phone|reply to)\s+"
    r"(?:him|her|them)(?:\s+back)?\b", re.I)
# A count or amount a named party is arranging or may have: "how many pupils are st brides bringing?", "how many
# cs of the res pinot can H&V get" (not "how many are there", nor "how many does a minibus seat")
OWN_COUNT = re.compile(r"^\s*how (?:many|much)\b[^?.]{0,40}?\b(?:are|is) (?:going|coming|heading|being sent|being delivered|due|booked)"
                       r" (?:to|for|from|out to|over to) (?!the (?:world|market|uk|us|eu)\b)"  # ("how many 200-250s are going to aber plants")
                       r"|^\s*how (?:many|much)\b[^?.]{0,40}?\b(?:are|is) (?!there\b|they\b|you\b|needed\b)(?:[\w&'’.-]+ ){1,3}"
                       r"(?:bringing|sending|ordering|taking|booking|expecting|paying|buying|getting)\b"
                       r"|^\s*how (?:many|much)\b[^?.]{0,40}?\b(?:can|could|will|did|do|does) (?-i:[A-Z][\w]*&[\w]+|[A-Z]{2,}[\w]*)"
                       r"\s+(?:get|have|take|order|buy|book|bring|send)\b", re.I)
WHO_SIGNS = re.compile(r"\bwho(?:['’]s| is)? (?:has|needs|have|must|is meant|gets) to (?:sign|approve|authori[sz]e|countersign|okay|ok)\b"
                       r"|\bwho (?:can|could|may|will) (?:sign|approve|authori[sz]e|countersign|okay|ok)\b"
                       r"|\bwho (?:signs|approves|authori[sz]es|countersigns|oks|okays)\b", re.I)
# a question on what the user's own side does, "we" its subject
OWN_PRACTICE = re.compile(r"^\s*(?:so |and |ok,? |right,? )?(?:how (?:long|much|many|often|far ahead|early|late|soon)|what|when"
                          r"|where|which [\w-]+)\s+(?:\w+\s+){0,2}?(?:do|did|should|must|can|will|would|have|are|were)\s+we\b",
                          re.I)
QUESTION_OPENINGS = re.compile(r"^\s*[¿¡]?(what|whats|wots?|wats?|wht|whts|which|who|whom|whose|when|where|why|how|is|are|do|does|did|can|could"
                               r"|should|will|would"
                               # "when" typed short, in lower case only ("wen's xero locked"; "Wen's shift" names Wen)
                               r"|(?-i:wen(?:['’]s|s)?|whn))\b", re.I)
WH_WORDS = frozenset("what what's whats wot wot's wots wat wat's wats wht whts which who who's whos whom whose when when's whens whn where where's "
                     "wheres why how how's hows".split())
# Trigger families that make a turn a request even when it is phrased as a question.
REQUEST_TRIGGERS = ("commitment", "time_off", "getting_around", "terminology", "review", "feeding", "contact",
                    "staffing")
# Trigger families addressed to or about people: a constraint must concern the people named.
PERSON_TRIGGERS = ("scheduling", "writing", "staffing")
# Openings of a task (a request to do something), as opposed to a question about a fact.
TASK_OPENINGS = re.compile(
    r"^\s*(can you|could you|would you|can u|could u|would u|please|help me|set up|schedule|book|draft|write|show me|make|create|plan"
    # ("prep me the kit list + safety briefing for saturday's taster")
    r"|prep(?: me| us)?"
    r"|invite|send|prepare|put together|knock (?:me |us )?up|whip up|throw together"
    # ("Start the uptake section of the board report for me")
    r"|start (?:the|a|an|my|our|on)(?=[^?]*\bfor (?:me|us)\b)|i want to(?! know\b)|i need(?! to (?:know|find out|understand|check|see|confirm"
    r"|figure out|remember)\b)|we're|we are|should i|is it worth|is the .* worth|here's"
    # ("Do the jewellery reorder for next week: ...", not "Do the vans need an MOT?")
    r"|do (?:the|a|an|me a|us a)(?![^?]*\?)"
    # an entry to be written into a log or a record: "log yesterday's treatment for me: ..."
    r"|log (?:the|this|that|my|our|today['’]s|yesterday['’]s|tonight['’]s|last night['’]s|this morning['’]s))\b",
    re.I,
)

CONFIG = {
    "version": CUES_VERSION, "possessive": sorted(POSSESSIVE), "first_person": sorted(FIRST_PERSON),
    "recall": RECALL, "recall_match": "whole words", "generic": GENERIC_OPENINGS.pattern, "generic_kinds": GENERIC_KINDS.pattern, "generic_question": "kinds in the last sentence too", "common_capitalised": sorted(COMMON_CAPITALISED),
    "triggers": TRIGGERS, "task_openings": TASK_OPENINGS.pattern,
    "question_openings": QUESTION_OPENINGS.pattern, "task_anywhere": TASK_ANYWHERE.pattern, "wh_words": sorted(WH_WORDS), "writing_nouns": r"emails letters notes blurbs captions copy posts", "request_triggers": REQUEST_TRIGGERS, "person_triggers": PERSON_TRIGGERS,
}


@dataclass(frozen=True)
class TurnCues:
    possessive: bool
    first_person: bool
    recall: bool
    entities: tuple[str, ...]
    generic: bool
    triggers: tuple[str, ...]
    trigger_categories: tuple[str, ...]
    task: bool
    question: bool
    _producing: bool = False
    _requesting: bool = False  # asks for something with a "please" ("reg for the sprinter pls")
    _dated: bool = False       # names a day of the month ("on the 9th", "14 Dec")
    _own_state: bool = False   # asks what the user has or may do now ("how many decks can I build with rn")
    _edits_quoted: bool = False  # asks for a quoted text to be corrected, reworded or translated
    _titled: bool = False      # names someone by a title, in any case ("for mrs pugh", "dr okafor's")

    @property
    def names(self) -> tuple[str, ...]:
        """Entities written like names (capitalised, mixed case), not acronyms or codes."""
        return tuple(e for e in self.entities if e[0].isupper() and not e.isupper() and not any(ch.isdigit() for ch in e))

    @property
    def edits_quoted(self) -> bool:
        """Asks for a quoted text to be corrected, reworded or translated: the quote is material, not a need."""
        return self._edits_quoted

    @property
    def requesting(self) -> bool:
        """Asks for something with a "please"."""
        return self._requesting

    @property
    def producing(self) -> bool:
        """A task that produces a document or message (whose kind may carry stored format rules)."""
        return self.task and bool(self._producing)

    @property
    def own_state(self) -> bool:
        """Asks what the user has now or may do ("how many decks can I build with rn")."""
        return self._own_state

    @property
    def dated(self) -> bool:
        """Names a day of the month ("wk of the 9th", "on the 14th", "14 Dec")."""
        return self._dated

    @property
    def needs_lookup(self) -> bool:
        """Worth planning for. A general-knowledge question only when it names the
        user's own things (possessive, recall wording, or a name); anything else when
        it is anchored, asks a question, or is a task that depends on stored state."""
        if self.generic:
            # (a kind of question asked of one day, "how many kids are coming on the 9th?", is about an event
            # of the user's own)
            # (or one named by a title, typed small: "what do i need to sort for mrs pugh at KL")
            return self.possessive or self.recall or bool(self.names) or self._dated or self._own_state or self._titled
        return (self.possessive or self.recall or bool(self.entities) or self.question
                or bool(set(self.triggers) - {"calendar"}) or self.producing or (self.task and self._requesting))


# Titles and abbreviations that end in a full stop without ending a sentence ("Capt. Hemi Walker").
# Shorthand people type for words records spell out ("xmas do", "acct no", "reg for the sprinter"): a query
# carries the full word beside the short one, and the judge reads one as the other.
SHORTHAND = {"acct": "account", "accts": "accounts", "qty": "quantity", "dept": "department", "mgr": "manager",
             "mtg": "meeting", "appt": "appointment", "reg": "registration", "ppl": "people", "num": "number",
             "nbr": "number", "addr": "address", "cert": "certificate", "certs": "certificates", "spec": "specification",
             "specs": "specifications", "wk": "week", "wks": "weeks", "yr": "year", "yrs": "years", "hrs": "hours",
             "mins": "minutes", "govt": "government", "mgmt": "management", "info": "information", "xmas": "christmas",
             "bday": "birthday", "wknd": "weekend", "yday": "yesterday", "tmrw": "tomorrow", "tmr": "tomorrow",
             "ot": "overtime", "tgt": "target", "tgts": "targets", "b4": "before", "amt": "amount", "hols": "holidays",
             "sched": "schedule", "inv": "invoice", "invs": "invoices", "avail": "available", "approx": "approximately",
             "temp": "temperature", "temps": "temperatures", "lmt": "limit", "lmts": "limits", "conf": "conference",
             "confs": "conferences", "mgt": "management", "req": "requirement", "reqs": "requirements", "docs": "documents",
             "tel": "telephone", "mob": "mobile", "ph": "phone", "nos": "numbers",
             "app": "application", "apps": "applications", "ambo": "ambulance", "ambos": "ambulances", "w3w": "what3words",
             "vols": "volunteers", "ref": "reference", "refs": "references", "qual": "qualification", "quals": "qualifications",
             "pkg": "package", "hosp": "hospital", "meds": "medication", "cust": "customer", "custs": "customers",
             "equip": "equipment", "maint": "maintenance", "pax": "passengers",
             # weekdays cut short: "tues or weds training for us??"
             "tue": "tuesday", "tues": "tuesday", "weds": "wednesday", "thu": "thursday", "thur": "thursday",
             "thurs": "thursday"}
# who must agree, said the way people say it at work: "who do I need the ok from", "get the nod from Hannah",
# "the green light from finance": read as approval
OK_FROM = re.compile(r"\b(?:the |an? )?(?:ok|okay|nod|go[- ]ahead|green light|thumbs[- ]up)(?= from\b)", re.I)
# a go-ahead someone gave by word of mouth: "Northvale just rang, 'yep that's fine go ahead'", "she said on the phone
# it's approved"
VERBAL_OK = re.compile(r"\b(?:rang|phoned|called|said on the phone|told me|on the phone|over the phone|verbally)\b[^.;]{0,60}?"
                       r"\b(?:go ahead|go-ahead|that'?s fine|it'?s fine|fine to|happy with it|approved?|signed off|ok(?:ay)?'?\b)",
                       re.I)


def implied_words(text: str) -> list[str]:
    """Words a turn means without writing them: an approval asked for as "the ok from", a go-ahead given on the
    phone ("rang, 'yep that's fine go ahead'": a verbal approval)."""
    words = ["approval"] if OK_FROM.search(text) else []
    if VERBAL_OK.search(text):
        words += ["verbal", "approval"]
    return list(dict.fromkeys(words))


# "PO" for a purchase order, in capitals only ("un po'" is Italian for "a little")
PURCHASE_ORDER = re.compile(r"\bPOs?\b")
# "no." for a number: "standby no.?", "the order no. for Tuesday"
NUMBER_ABBREV = re.compile(r"\bno\.(?=\s*[?,:;]|\s*$|\s+(?:for|of|on|is|please|pls)\b|\s*\d)", re.I)


# what went wrong in an event the user asks to have written up ("Write up yesterday's labeller jam: stopped 14:10,
# ...", "Write up last night: HV1 clipped a wing mirror ..."): the write-up is an incident report
MISHAP = re.compile(r"\b(?:jam(?:med)?|clipped|injur\w*|fell|fall|broke|broken|spill\w*|spilt|collision|collided|crash\w*"
                    r"|near[- ]miss|breakdown|broke down|damage\w*|leak\w*|fire|hurt|slipped|tripped|ambulance|sprain\w*"
                    r"|dropped|bump(?:ed)?|scrap(?:e|ed)|stopped|outage|failure|failed)\b", re.I)
INCIDENT_WORDS = ("incident", "report")


def document_kinds(text: str) -> list[str]:
    """Words naming the kind of document a turn asks for when it does not name it: an incident report for the
    write-up of a mishap."""
    return list(INCIDENT_WORDS) if event_write_up(text) and MISHAP.search(text) else []


def shorthand_expansions(text: str) -> list[str]:
    """The full words for the shorthand a text holds, in order, each once."""
    seen: list[str] = ["number"] if NUMBER_ABBREV.search(text) else []
    if PURCHASE_ORDER.search(text):
        seen += ["purchase", "order"]
    if OK_FROM.search(text):
        seen.append("approval")
    for w in WORD.findall(text.lower()):
        full = SHORTHAND.get(w)
        if full and full not in seen:
            seen.append(full)
    return seen


ABBREVIATIONS = frozenset("capt dr mr mrs ms mx prof st lt sgt col gen rev fr no nr vs approx dept".split())


def sentences(text: str) -> list[str]:
    """The text's sentences; a title's full stop ("Capt.", "Dr.") does not end one."""
    out: list[str] = []
    for piece in re.split(r"(?<=[.!?¿¡])\s+|\n+", text):
        prev = out[-1] if out else ""
        last = re.findall(r"([A-Za-z]+)\.$", prev)
        if prev and last and last[0].lower() in ABBREVIATIONS:
            out[-1] = f"{prev} {piece}"
        else:
            out.append(piece)
    return out


def entities(text: str) -> tuple[str, ...]:
    """Proper-noun-like tokens: capitalised inside a sentence, all-caps acronyms, names with digits."""
    out: list[str] = []
    for sent in sentences(text):
        words = WORD.findall(sent)
        for i, w in enumerate(words):
            low = w.lower()
            # "Thursdays" too, by its plural "s" only: "Mark", "Jane" and "Maya" are names, not "Mar", "Jan", "May"
            if low in COMMON_CAPITALISED or (low.endswith("s") and low[:-1] in COMMON_CAPITALISED) or len(w) < 2:
                continue
            if (w[0].isupper() and i > 0) or (w.isupper() and len(w) >= 2) or (any(ch.isdigit() for ch in w) and any(ch.isalpha() for ch in w)):
                out.append(w)
    return tuple(dict.fromkeys(out))




def _question(turn: str) -> str:
    """The question a turn ends on after a sentence that sets the scene ("I'm on my own in the office now.
    What should a first-aid kit for a small post office have in it?"), or ""."""
    parts = [p for p in re.split(r"(?<=[.!?])\s+", turn.strip()) if p]
    return parts[-1] if len(parts) > 1 and parts[-1].endswith("?") else ""


# A request to write up or log something that has happened ("Write up last night's outage: the controller
# failed over at 02:14", "need this in the log before I go home: at about ten past two the slide jammed"):
# the asking, a time the event happened at, and a verb in the past. The document it makes is an account of
# an incident, whatever the turn calls it, so a stored rule for incident reports binds it.
WRITE_UP_ASK = re.compile(r"\bwrit(?:e|ing)\b(?:\s+[\w'’]+){0,3}?\s+up\b|\bwrite-?up\b"
                          r"|\b(?:in|into|for) the (?:[\w-]+ )?log\b|\blog (?:this|it)\b", re.I)
EVENT_TIME = re.compile(r"\b(?:last night|this (?:morning|afternoon|evening)|yesterday|earlier today|today"
                        r"|(?:at )?about (?:ten|twenty|quarter|half|five|\d)|\d{1,2}[:.]\d{2}|\d{1,2} ?(?:am|pm)"
                        # "quarter past 3 sat", "half two on Sunday", "at 4 o'clock"
                        r"|(?:quarter|half|ten|twenty|five) (?:past|to) \w+|half (?:one|two|three|four|five|six|seven|eight"
                        r"|nine|ten|eleven|twelve|\d{1,2})|\d{1,2} o'?clock"
                        r"|(?:on |last )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?)\b", re.I)
PAST_EVENT = re.compile(r"\b(?:\w{2,}[^e\W]ed|hit|fell|went|broke|came|lost|was|were|got|ran|caught|slid|took|left"
                        r"|stuck|didn't|wasn't|couldn't|did not|was not"
                        # ("11 team out, stood down 19:40")
                        r"|stood|sent|told|saw|found|had|made|said|gave|kept|met|spent|brought|held|felt|heard|paid|began"
                        r"|became|flew|drove|rode|sank|tore|threw|blew|froze|bent|split|burst|dropped|slipped|tripped)\b", re.I)
CONFIG["who_signs"] = WHO_SIGNS.pattern
CONFIG["event_write_up"] = [WRITE_UP_ASK.pattern, EVENT_TIME.pattern, PAST_EVENT.pattern]


# A request made by naming the document wanted ("Handover for tonight: ...", "Kit list for Saturday please",
# "Caption pls: ..."): a task that produces that document, unless it is asked as a question ("Checklist for
# rigging a racecourse OB in winter?" asks what belongs on one).
NOMINAL_REQUEST = re.compile(
    r"^\s*(?:(?:the|a|an|my|our|tonight's|today's|tomorrow's)\s+)?(?:[\w-]+\s+){0,2}?"
    r"(?:handovers?|hand-?offs?|notes|plans?|lists?|checklists?|summar(?:y|ies)|scripts?|updates?|rosters?|rotas?"
    r"|briefs?|briefings?|reports?|write-?ups?|minutes|agendas?|notices?|posts?|captions?|emails?|letters?|memos?"
    # ("para for the board pack on ...", "blurb for the open day")
    r"|paras?|paragraphs?|blurbs?|intros?|bios?"
    r"|logs?|timelines?|release notes|job cards?|call sheets?|run sheets?|cue sheets?|timetables?|schedules?"
    # ("toolbox talk for tmrw: working round the 360")
    r"|(?:toolbox|safety|tailgate|team) talks?|inductions?|handouts?|quotes?|risk assessments?|method statements?"
    # (a message, typed short or not: "radio msg for 42 drivers: K12 to K16 shut")
    r"|(?:messages?|msgs?|texts?|sms)(?!\s+for\s+(?:you|u|ya)\b))"
    r"\s*(?:for\b|4\b|please\b|pls\b|plz\b|:"
    # (or the day it is for: "arcade floor rota sat 6 + sun 7 feb, ...")
    r"|(?=\s+(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day)?\b|\s+(?:today|tonight|tomorrow|tmrw|next|this)\b))"
    # a message named with whom it goes to: "short note to the Grangetown ward councillors explaining ...", "email to
    # all parents re the trip" (not one told of: "Letter to parents went out yesterday")
    r"|^\s*(?:(?:a|an|the)\s+)?(?:[\w-]+\s+){0,2}?(?:note|notes|e-?mails?|letters?|messages?|msg|memos?|reply|texts?|updates?)"
    r"\s+to\s+(?![^.?!]*\b(?:went|was|were|is|are|has|have|had|came|got|arrived|sent|said)\b)", re.I)
CONFIG["nominal_request"] = NOMINAL_REQUEST.pattern
CONFIG["general_markers_cjk"] = GENERAL_MARKERS_CJK.pattern
CONFIG["general_markers_in"] = "the sentences that ask; a plain usual or normal only there"
CONFIG["own_count"] = OWN_COUNT.pattern


def nominal_request(turn: str) -> bool:
    """The turn asks for a document by naming it, and does not ask about it."""
    first = sentences(turn)[0] if turn.strip() else ""
    m = NOMINAL_REQUEST.match(turn)
    # a bare label ("Update: the van is back", "Notes: ...") shares something rather than asks for it
    return bool(m) and "?" not in first and not (m.group(0).rstrip().endswith(":") and len(m.group(0).split()) < 2)


# what went wrong, named as such: "the brake fade near-miss from the 3rd", "Friday's incident"
INCIDENT_NOUN = re.compile(r"\b(?:incident|accident|near[- ]miss|occurrence|non[- ]?conformance|deviation|NCR)(?:es|s)?\b", re.I)
CONFIG["incident_noun"] = INCIDENT_NOUN.pattern
CONFIG["number_abbrev"] = NUMBER_ABBREV.pattern


def event_write_up(turn: str) -> bool:
    """The turn asks for an account of something that happened: write it up, or put it in the log (told by when it
    happened and what happened, or by naming it an incident)."""
    return bool(WRITE_UP_ASK.search(turn) and (EVENT_TIME.search(turn) and PAST_EVENT.search(turn)
                                                or INCIDENT_NOUN.search(turn)))


def asks_term(turn: str) -> bool:
    """How a quoted term is said in a language: a question the language answers, not the user's world."""
    if "?" not in turn:
        return False
    if TERM_QUESTION.search(turn):
        return True
    if TASK_OPENINGS.match(turn) or OWN_TERM.search(turn):
        return False  # a task writing in a language; how the user's own side words it
    return any(TERM_LANGUAGE.search(QUOTED.sub(" ", part)) and QUOTED.search(part)
               and len(WORD.findall(part)) <= TERM_LANGUAGE_WORDS for part in turn.split("?")[:-1])


def analyse(turn: str) -> TurnCues:
    low = turn.lower()
    words = set(WORD.findall(low))
    term_question = asks_term(turn)
    # (the quoted terms of a question about words fire nothing but the family of translation answers, nor does
    # a quoted text to correct or translate)
    edits = bool(EDIT_QUOTED.search(turn)) and bool(QUOTED_TEXT.search(turn))
    read = QUOTED_TEXT.sub(" ", turn) if edits else QUOTED.sub(" ", turn) if term_question else turn
    trig = [(name, cats) for name, rx, cats in _TRIGGER_RES if rx.search(read) or (name == "terminology" and rx.search(turn))]
    english = gloss.gloss(turn, names=False) if GLOSSED_TRIGGERS else ""
    if english:
        # a turn in another language fires the families its English words name too ("umów spotkanie"
        # glosses as "arrange meeting"); what makes it a task or a question is still read from the turn
        fired = {name for name, _ in trig}
        trig += [(name, cats) for name, rx, cats in _TRIGGER_RES if name not in fired and rx.search(english)]
        if "feeding" not in {name for name, _ in trig} and GLOSSED_FEEDING.search(english):
            # a meal and the people or occasion it is for, in whatever order the gloss gives them ("Mittagessen
            # für 6 Leute" glosses as "dinner lunch people"; "le dîner de Noël" as "christmas ... dinner")
            trig.append(next((n, c) for n, _, c in _TRIGGER_RES if n == "feeding"))
    written_up, named_doc = event_write_up(turn), nominal_request(turn)
    # (a marker of the general counts in the sentences that ask: "... the usual sandwich platters from the
    # caterer. write me the order email?" speaks of the user's own usual, not what is usual in the world)
    asked = " ".join(x for x in sentences(turn) if "?" in x or "？" in x) or turn
    general_marked = bool(GENERAL_MARKERS.search(asked)) or any(
        m.group(0).lower() not in ("usual", "normal") for m in GENERAL_MARKERS.finditer(turn)) \
        or bool(GENERAL_MARKERS_CJK.search(turn))
    generic = bool(GENERIC_OPENINGS.match(opening(turn))) or (("?" in turn or "？" in turn) and general_marked) \
        or bool(GENERIC_KINDS.match(opening(turn))) or bool(GENERIC_KINDS.match(opening(_question(turn)))) \
        or bool(GENERIC_REQUEST.search(turn)) or term_question or edits
    # (a count a named party is arranging, "how many pupils are st brides bringing", "how many cases can H&V get",
    # is the user's own world, not a general question)
    generic = generic and not OWN_COUNT.search(turn)
    # (so is what the user's own side does, asked with "we" as its subject: "how long do we allow for a changeover
    # to 330s", "how much do we actually keep per entry")
    generic = generic and not (OWN_PRACTICE.match(turn) and not general_marked)
    # (and who signs a thing off is asked of the user's own organisation: "how long is a size changeover and who has
    # to sign it off?")
    generic = generic and not (WHO_SIGNS.search(turn) and not general_marked)
    # ("the US" is a country, not "us"; "we" in a sentence to correct is not the user's)
    possessive = bool(set(WORD.findall(LIKE_OURS.sub(" ", THE_US.sub(" ", read if edits else turn).lower()))) & POSSESSIVE)
    recalled = {m.group(0) for m in RECALL_RX.finditer(MARKET_STILL.sub(" ", low))}
    if WHICH_ONE.search(turn) and "?" not in turn and not QUESTION_OPENINGS.match(turn):
        recalled.add("the one")  # ("..., the feb one"; not a question weighing two: "the old one or the new one?")
    # (not for "how much / how many / how long" alone, asked as often of the user's own: "How much warning do the
    # folks on the medical list get before a planned shut these days?")
    if generic and not possessive and not (HOW_QUANTITY.match(opening(turn))
                                           and not ("?" in turn and general_marked)
                                           and not COUNT_OF_KIND.match(opening(turn))):
        recalled -= NOWADAYS  # "what's the usual etiquette these days?": now, in the world
    if AGAIN_RESUMED.search(low):
        recalled -= {"again"}  # "how long after a hip replacement are people able to climb up again?": doing it once more
    if written_up and not any(name == "writing" for name, _ in trig):
        trig.append(next((n, c) for n, _, c in _TRIGGER_RES if n == "writing"))
    cats: list[str] = []
    for _, cs in trig:
        for c in cs:
            if c not in cats:
                cats.append(c)
    return TurnCues(
        possessive=possessive,
        first_person=bool(words & FIRST_PERSON),
        recall=bool(recalled) or bool(AUTHORITY.search(low))
        or bool(english and GLOSSED_RECALL.search(english)),
        entities=entities(turn),
        generic=generic,
        triggers=tuple(name for name, _ in trig),
        trigger_categories=tuple(cats),
        task=bool(TASK_OPENINGS.match(turn) or TASK_ANYWHERE.search(BREVITY_TAIL.sub("", turn)) or FOREIGN_TASK.search(turn))
        or any(n in REQUEST_TRIGGERS and _TRIGGER_BY_NAME[n].search(turn) for n, _ in trig) or written_up or named_doc,
        question="?" in turn or "？" in turn or bool(QUESTION_OPENINGS.match(turn)) or bool(words & WH_WORDS)
        or bool(LATER_QUESTION.search(low)),
        _producing=bool(PRODUCING.search(turn)) or named_doc,
        _requesting=bool(PLEASE.search(low)),
        _dated=bool(DAY_OF_MONTH.search(low)),
        _own_state=bool(OWN_STATE.search(low)),
        _titled=bool(TITLED_PERSON.search(turn)),
        _edits_quoted=edits,
    )


THE_US = re.compile(r"\bU\.?S\.?(?=\W|$)")
CONFIG["the_us"] = THE_US.pattern
# Recall wording that in a general question means "now, in the world" rather than "of ours, again"
NOWADAYS = frozenset({"these days"})
# "again" as doing something once more, not as asking to be told again: "able to climb up onto a footplate again"
AGAIN_RESUMED = re.compile(r"\b(?:able to|be able|back to|get back|go back|allowed to)\b[^.?!]{0,50}\bagain\b")

HOW_QUANTITY = re.compile(r"^\s*how (?:many|much|long|often)\b", re.I)
# ... but "how many Munros are there these days?" counts a kind of thing in the world
COUNT_OF_KIND = re.compile(r"^\s*how many (?:[\w'-]+ ){1,3}(?:are|is) there\b(?! (?:left|still|in (?:stock|the)|on (?:the|our)))", re.I)
CONFIG["nowadays_in_general_questions"] = [sorted(NOWADAYS), HOW_QUANTITY.pattern]
# a yes-or-no question after a clause that names its subject: "llanfair get-in, did it move to 8 or not"
LATER_QUESTION = re.compile(r"(?:[,;:]|\s[-–])\s*(?:did|does|is|are|was|were|has|have|will)\s+(?:it|we|they|he|she|you|i|the|this"
                            r"|that)\b"
                            # a later sentence asking what the user may or is to do, with no question mark: "pugh. the
                            # pressure washer one. do i chase or leave it", "full set just come thru. can i go in solo"
                            r"|(?:[.,;:]|\s[-–—])\s*(?:do|can|should|shall|may|must|could)\s+(?:i|we)\b"
                            # a choice put to the assistant: "Giulia wants £2,400 of flamed maple. yes or no"
                            r"|\byes or no\s*[.!]*\s*$"
                            # a clause asking whether there is any of a thing: "ayo's party sat - any allergies kitchen
                            # needs to know", "any word from the council"
                            r"|(?:^|[,;:]\s*|\s[-–—]\s*)any (?!(?:way|time|chance|more|longer|good|use|of)\b)[a-z][\w'-]*(?:\s+[\w'-]+){0,5}?"
                            r"\s+(?:(?:i|we|you|they|[a-z]+) (?:need|needs|should|must) (?:to )?know|to (?:flag|know|note|report)|on|from|about|re)\b"
                            # whether a thing is done yet, with no question mark: "kacper rescue ticket - sorted or not yet"
                            r"|\b(?:sorted|done|booked|paid|fixed|renewed|signed|back|through|confirmed|ready|in|arrived|passed)"
                            r" or not(?: yet)?\s*[.!]*\s*$")
# A question closed by a word on the answer's length ("... under PSIRF? short pls", "- quick one please"): the
# "please" asks for brevity, not for something made
BREVITY_TAIL = re.compile(r"(?:[?？.!]|\s[-–—])\s*(?:(?:keep it |make it |very |nice and |super )?(?:short|brief|quick|concise"
                          r"|in brief|tl;?dr|bullets?|bullet points|one liner|one line|briefly|quickly|in a sentence|kurz"
                          r"|bref|breve|curto|kort|kr[óo]tko)\s*(?:one|answer|version|reply)?\s*)+"
                          r"(?:,?\s*(?:pls|plz|please|thx|thanks|ta|bitte|por favor|svp|per favore|alsjeblieft|prosz[ęe]))?\W*$", re.I)
CONFIG["brevity_tail"] = BREVITY_TAIL.pattern
# What the user has now or may do ("how many decks can I build with rn", "how much spares money left this yr",
# "how many beds can I sell at fenwick"): a question of a general kind asked of the user's own state
OWN_STATE = re.compile(r"\b(?:the )?[a-z][\w-]*['’]s asking\b|\b(?:is|are) asking (?:me|us)\b|\b(?:asked|asking) (?:me|us)\b(?! to\b)"
                       r"|\b(?:can|could|may|do|have) (?:i|we) (?:still |actually |just )?(?:build|sell|book|use|take|order"
                       r"|spend|sign|approve|comp|offer|give|borrow|get|have|fit|seat|host|run|put)\b"
                       r"|\b(?:left|remaining)\b(?= (?:in|on|this|for|at|rn|atm|now)\b|\W*$)|\b(?:rn|atm)\b")
CONFIG["own_state"] = OWN_STATE.pattern
PLEASE = re.compile(r"\b(?:pls|plz|please)\b")
# A request for something generic, a template or general guidance ("draft a short generic reminder to all lab
# users", "give me a template for a line check debrief", "general steps"): nothing of the user's own is asked for
GENERIC_REQUEST = re.compile(r"\bgeneric\b|\bgeneral (?:[\w-]+ )?(?:list|checklist|overview|steps|pointers|guidance|terms|categories|q|question"
                             r"|rule|advice|wording)\b|\b(?:an?|me an?) (?:[\w-]+ ){0,2}template\b|\btemplate (?:email|letter|note|message)\b"
                             # ("friendly payment reminder template? placeholders for club name, amount, invoice no")
                             r"|^\s*(?:[\w-]+\s+){0,4}template\s*\?|\bplaceholders? for\b",
                             re.I)
DAY_OF_MONTH = re.compile(r"\b(?:on|for|by|until|till|(?:wk|week|w/c|fortnight) of|from|before|after) (?:the )?\d{1,2}(?:st|nd|rd|th)\b"
                          # a weekday and its day of the month: "for sat 30th at SVA"
                          r"|\b(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day)? (?:the )?\d{1,2}(?:st|nd|rd|th)\b|\b\d{1,2}(?:st|nd|rd|th)? (?:jan|feb|mar|apr|may"
                          r"|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b")
# the English gloss of a turn in another language asking again or about now ("przypomnij" -> "remind",
# "teraz" -> "moment")
_MEALS = r"(?:lunch|dinner|supper|breakfast|meal|menu|buffet|catering)"
_EATERS = r"(?:people|guests|delegates|visitors|christmas|party|group|team|staff)"
GLOSSED_FEEDING = re.compile(rf"\b{_MEALS}\b.*\b{_EATERS}\b|\b{_EATERS}\b.*\b{_MEALS}\b")
GLOSSED_RECALL = re.compile(r"\b(?:remind|again|currently|moment|still)\b")
CONFIG.update({"glossed_feeding": GLOSSED_FEEDING.pattern, "shorthand": SHORTHAND, "ok_from": OK_FROM.pattern, "verbal_ok": VERBAL_OK.pattern, "purchase_order": PURCHASE_ORDER.pattern, "later_question": LATER_QUESTION.pattern, "please": PLEASE.pattern, "generic_request": GENERIC_REQUEST.pattern, "day_of_month": DAY_OF_MONTH.pattern,
               "glossed_recall": GLOSSED_RECALL.pattern})


WRITING_NOUNS = re.compile(
    r"\b(emails?|e-mails?|messages?|letters?|notes?|blurbs?|captions?|copy|posts?|release notes?|press releases?"
    r"|announcements?|newsletters?|descriptions?|bios?|proposals?|summar(?:y|ies)|articles?)\b", re.I)


# Verbs of producing a document or message.
PRODUCING = re.compile(
    r"\b(write|draft|compose|prepare|prep|create|make|design|outline|plan|write up|draw up|jot down|set up a|put together"
    r"|reply|respond)\b"
    # a summary written into a document: "summarise the 21-01 incident for this month's mgmt report"
    r"|\bsummari[sz]e\b[^.?!]{0,60}?\b(?:for|in|into) (?:the |this |our |my |next |tomorrow's |[\w]+'s )?(?:[\w'’-]+ ){0,3}"
    r"(?:reports?|updates?|minutes|newsletters?|handovers?|board|briefings?|log)\b"
    r"|\bput (?:a|an|the|some) [\w-]+(?: [\w-]+)? together\b"
    + DOC_AT_HEAD +
    # a line put into a sheet or a report: "put the music licence line in the 2027 budget sheet"
    r"|\b(?:put|add|enter|pop) (?:a|an|the|our|my) (?:[\w-]+ ){0,3}(?:line|row|entry|figure|item) (?:in|into|on|to)\b"
    # a request at the end of a clause, put to the assistant: "..., taking the pool car, plan it for me", "who's
    # driving? do me the sheet"
    r"|\b(?:plan|sort|draft|write|do|book|organi[sz]e|arrange|map) (?:it|this|that|them|the lot) (?:out |up )?for (?:me|us)\b"
    + DO_ME_THE +
    # an entry written into a log or a record: "log yesterday's treatment for me: ..."
    r"|^\s*log (?:the|this|that|my|our|today['’]s|yesterday['’]s|tonight['’]s|last night['’]s|this morning['’]s)\b", re.I)
CONFIG["producing"] = PRODUCING.pattern


# A record stating a rule or limit: what it says must, must not, or can only be done.
# Kinds of document a rule or a wish may be about ("Incident reports: ...", "Condition reports follow ...")
DOC_KINDS = (r"(?:reports?|letters?|emails?|e-mails?|minutes|invoices?|memos?|proposals?|quotes?|quotations?|documents?|"
             r"posts?|captions?|labels?|handouts?|notices?|newsletters?|agendas?|slides?|slide decks?|briefings?|rotas?|"
             r"write-?ups?|tickets?|specs?|specifications?|contracts?|press releases?|flyers?|leaflets?|brochures?|"
             r"cover letters?|job ads?|listings?|menus?|invitations?|certificates?|checklists?|logs?|forms?|grant applications?|"
             r"diary|diaries|journals?|timesheets?|rosters?|work orders?|permits?|method statements?|risk assessments?)")
# ... as the subject of a rule: "Condition reports use the house format", "All invoices must show ..."
DOC_SUBJECT = re.compile(rf"^\s*(?:(?:our|the|all|any)\s+)?((?:[A-Za-z][\w-]*\s+){{0,2}}{DOC_KINDS})\s+(?:use|follow|go|get|need"
                         rf"|should|must|are|have|always|never|take|include|list|show|carry|start|open|end|close)\b", re.I)
CONSTRAINT_FORM = re.compile(
    r"\b(needs? (?:at least|a|an|the|to|two|three|both|\d+|(?:\w+ ){1,3}(?:notice|approval|sign-?off|signatures?|warning))"
    r"|allergic|allergy|intoleran\w*|must avoid|can't have|cannot have|requires?|must|(?:end|start|open|close|begin)s? with"
    r"|always include|includes?|citing|at least|at most|no (?:later|earlier|more"
    r"|fewer) than|won't|will not|can't|cannot|can only|only (?:\w+ )?(?:on|after|before|by|with|if|when)|never|before any|after any"
    r"|within \d|minimum|maximum|limit|cut-?off|deadline|not (?:before|after|past)|takes no|no \w+ (?:before|after)"
    # someone not (yet) allowed to do a thing: "is not yet certified on STS-09"
    r"|not (?:yet )?(?:certified|qualified|licen[cs]ed|trained|signed off|authori[sz]ed|cleared|approved|inducted|competent)"
    # an act ruled out: "no dry cutting on any stone", "no hot working in Zone B"
    r"|(?<![\w-])no (?:[a-z-]+ )?[a-z-]{3,}ing\b"
    # no one may, or does, a thing: "Nobody goes on a client site until ...", "No engineer does more than two nights"
    r"|nobody|no(?: |-)one|(?<![\w-])no [a-z-]{3,} (?:does|do|works?|takes?|gets?|goes|holds?|may|can|should|is to|are to)\b"
    # nothing done without a thing, and what does not count: "Nothing goes to plate without a signed approval ...;
    # verbal approvals do not count"
    r"|nothing (?:goes|gets|is|leaves|ships|may go)\b[^.;]{0,40}?\bwithout\b|(?:do|does) not count|don'?t count"
    # what happens on set weekdays only: "Crookes Cemetery fixings are on Wednesdays", "deliveries go on Tuesdays"
    r"|(?:are|is|happens?|takes? place|goe?s?|runs?|(?:are|is) (?:done|held|booked|made)) (?:only )?on (?:mondays|tuesdays"
    r"|wednesdays|thursdays|fridays|saturdays|sundays))\b", re.I)
CONFIG["constraint_form"] = CONSTRAINT_FORM.pattern
CONFIG["doc_subject"] = DOC_SUBJECT.pattern
CONFIG["authority"] = AUTHORITY.pattern
CONFIG["lead_in"] = LEAD_IN.pattern
CONFIG["abbreviations"] = sorted(ABBREVIATIONS)
CONFIG["general_markers"] = GENERAL_MARKERS.pattern
CONFIG["term_question"] = [TERM_QUESTION.pattern, QUOTED.pattern]
CONFIG["term_language"] = [TERM_LANGUAGE.pattern, TERM_LANGUAGE_WORDS, OWN_TERM.pattern]
CONFIG["market_still"] = MARKET_STILL.pattern
CONFIG["like_ours"] = LIKE_OURS.pattern
CONFIG["foreign_scheduling"] = FOREIGN_SCHEDULING
CONFIG["foreign_writing"] = FOREIGN_WRITING
CONFIG["foreign_making"] = FOREIGN_MAKING
# (every pattern these rules read is hashed into the identity: tests/test_identity_config.py)
CONFIG.update({"which_one": WHICH_ONE.pattern, "titled_person": TITLED_PERSON.pattern, "word": WORD.pattern, "recall_rx": RECALL_RX.pattern, "foreign_task": FOREIGN_TASK.pattern, "writing_nouns_rx": WRITING_NOUNS.pattern})
# a scope on rotas or on staffing, which a rota task fits ("When writing rotas for Keiko", "Minimum lift staffing")
STAFFING_SCOPE = re.compile(r"\b(?:rotas?|rosters?|rostering|staffing|shifts?|cover)\b", re.I)
CONFIG["staffing_scope"] = STAFFING_SCOPE.pattern
CONFIG.update({"edit_quoted": [EDIT_QUOTED.pattern, QUOTED_TEXT.pattern], "count_of_kind": COUNT_OF_KIND.pattern})
GLOSSED_TRIGGERS = True  # trigger families read in a turn's English gloss too (retold.gloss)
CONFIG["glossed_triggers"] = {"on": GLOSSED_TRIGGERS, "gloss": gloss.identity(), "task": "read from the turn's own words"}


def trigger_text(name: str, text: str) -> str:
    """The words of ``text`` that fire the task family ``name`` ("do tonights handover" of "do tonights handover:
    baler jammed twice ..."), joined; "" when none do."""
    rx = dict((n, r) for n, r, _ in _TRIGGER_RES)[name]
    return " ".join(m.group(0) for m in rx.finditer(text))


def trigger_matches(name: str, text: str) -> bool:
    """True when ``text`` (e.g. a scoped rule's scope) names the task family ``name``."""
    rx = dict((n, r) for n, r, _ in _TRIGGER_RES)[name]
    if name == "writing":
        return False  # every writing rule names some kind of text: only the same kind, or a close fit, counts
    if name == "staffing":
        # a scope on rotas or on staffing ("When writing rotas for Keiko", "Minimum lift staffing")
        return bool(STAFFING_SCOPE.search(text))
    return bool(rx.search(text))
CONFIG["own_practice"] = OWN_PRACTICE.pattern
CONFIG["mishap"] = MISHAP.pattern
CONFIG["again_resumed"] = AGAIN_RESUMED.pattern
CONFIG["incident_words"] = INCIDENT_WORDS

# (every pattern above is in CONFIG by now: the hash covers them all)
CUES_SHA256 = sha256_json(CONFIG)
