"""Local admission policy (no API key): draft-relative, joint, EMPTY by default.

Inputs: the turn, public context, profile, draft and the whole candidate set.
Every candidate gets exactly one reason code. A record is admitted on one of two
paths, and only if it is not sensitive-and-uncalled-for, not stale, and not
already said by the draft, profile or public context:

- direct: the turn asks about something the record states. MiniLM similarity
  between turn and record clears ``DIRECT_MIN`` and the record carries the turn's
  anchors (its names and specific words) at least as well as any rival; rivals that
  share the topic but not the anchors, or speak of an earlier time, are misleading.
- implicit: the turn is a task that depends on stored state it does not name
  (``retold.cues`` triggers); the record is in a category that task depends on and
  states a constraint (a rule, limit, preference, deadline, place or availability).
"""

from __future__ import annotations

import difflib
import os
import re
import threading
from collections import OrderedDict
import dataclasses
from dataclasses import dataclass
from datetime import date, timedelta

import numpy as np

from judge_svc import asking
from retold import calendar, cues, gloss, language, taxonomy
from retold.hashing import sha256_json
from retold.v1 import common_pb2 as c
from store_svc import activation_rules as wish_rules

POLICY_VERSION = "local-judge/178"

DIRECT_MIN = 0.50          # support (similarity + anchor bonus) for a direct answer
SIM_FLOOR = 0.25           # ... with at least this much similarity
ANCHOR_BONUS = 0.08        # support added per shared anchor term (up to three)
NAME_BONUS = 0.10          # ... and per shared name (people, places, products), up to two
GENERIC_EXTRA = 0.08       # general-knowledge questions need more support
PER_TRIGGER = 2            # constraints admitted per triggered task family
DIRECT_STRONG = 0.60       # ... at which no lexical anchor is needed
RIVAL_MARGIN = 0.08        # rivals further below the best direct candidate are not admitted
IMPLICIT_MIN = 0.0         # minimal turn-record similarity on the implicit path
TASK_EXTRA = 0.20          # a task (not a question) needs more support on the direct path
SCOPE_STRONG = 0.45       # a scoped rule ("For menu copy, ...") applies when its scope fits the task this well, or by its words
IMPLICIT_NAMED_MIN = 0.20  # ... when the turn names people or things the record does not mention
REDUNDANT_COVERAGE = 0.8   # share of a record's specific tokens already in draft/profile/context
MAX_ADMITTED = 3
TIED_MIN = 0.30            # a rule tied to the task by a name, role or two specific words, at this similarity
CONTEXT_CHARS = 800        # pasted material read as part of a task's subject
LIMIT_MIN = 0.10           # a limit tied by a word to a turn carrying a quantity needs little similarity
LONG_WORD = 8              # letters of a word specific enough to tie on its own
ROLE_WORK_MIN = 6          # letters of a word of work in someone's role ("beading", "groundworks")
ROLE_SHARED = 2            # words of a role phrase the turn or an admitted record must share (all, when fewer)
FOREIGN_NAME_SIM = 0.25    # similarity at which one shared name ties a question in another language to a record
UNKNOWN_RELIEF = 0.08      # support the direct path forgoes when the draft says it lacks the user's fact
# a turn asking when someone meets: "when do they next meet", "when's the next meeting"
MEET_ASKED = re.compile(r"\bwhen (?:do|does|will|is|are|'s)\b[^?.]{0,30}\b(?:meet|meets|meeting|sit|sits)\b"
                        r"|\bnext (?:meeting|sitting)\b|\bwhen(?:'s| is) the next\b[^?.]{0,20}\bmeeting\b", re.I)
# a body and when it meets: "The trustees' finance committee meets on the first Thursday of each month"
BODY_MEETS = re.compile(r"^\s*((?:the\s+)?(?:[\w'’&-]+\s+){1,5}?)(?:meets|sits)\b", re.I)
# a day of the month as an ordinal, alone or in a list: "the 23rd and 24th"
BARE_ORDINAL = re.compile(r"\b(\d{1,2})(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))", re.I)
# a sum a thing may cost in all: "The Utrecht tour's total budget is £18,500", "the pot is £4,000"
TOTAL_BUDGET = re.compile(r"\b(?:total |overall |whole )?(?:budget|pot|allowance|kitty|fund|float)\b[^.;]{0,30}?\b(?:is|of|was|at)\b", re.I)
WHEN_FIRST = re.compile(r"^\s*(?:so |and |but )?when(?:'s| is| are| was| were| does| do| did| will| would| can| could"
                        r"| should| has| have)\b", re.I)
# a topic typed ahead of the question ("indemnity — when does mine run out again?", "cpd - where am i at"): the
# question opens after it
TOPIC_HEAD = re.compile(r"^\s*[\w/&'’ ]{2,30}?\s*(?:[—–]|\s-\s|:)\s*(?=(?:when|where|what|how|who|which)\b)", re.I)
# where the user stands with a thing of their own, asked with no noun: "cpd - where am i at", "where am I up to?"
OWN_STATUS = re.compile(r"^\s*where(?:'m| am) i(?: at| up to| with (?:it|that|this|them))?\s*[?.!]*\s*$"
                        r"|^\s*how (?:far along )?am i (?:doing|getting on)(?: with (?:it|that|this|them))?\s*[?.!]*\s*$", re.I)
# a version a question names ("ancora la v3?", "still on v2.1?") and a record of a later one ("From 1 February ...
# use KST-MR-v4"): the later one tells what is in use now
VERSION_NAMED = re.compile(r"(?<![\w.])(?:[A-Za-z]+[-_])*v(\d{1,3})(?:\.\d+)?\b", re.I)
# two words written as one ("keysafe" for "key safe", "carpark" for "car park") and thousands written short ("5k+"
# for "£5,000"): read as the same term on either side
JOINED_PAIR = re.compile(r"\b([a-z]{3,4}) (?=([a-z]{3,})\b)")
THOUSANDS_SHORT = re.compile(r"(?<![\w.,])(\d{1,3})k\b", re.I)
THOUSANDS_LONG = re.compile(r"(?<![\w.,])(\d{1,3}),000(?![\d,])")
TITLE_WORDS = frozenset("mr mrs ms miss dr mx sir prof rev".split())
# a question when something or someone is back or free again: "picus back when??", "when's the van back?"
# words of allergy itself, which tie no turn on allergens in general ("list the 14 allergens") to someone's allergy
ALLERGY_WORDS_TEXT = "allergy allergies allergic allergen allergens intolerance intolerant anaphylaxis anaphylactic epipen"
# a code or number asked for by its acronym alone: "EORI pls", "VAT no?", "DUNS number pls"
TERM_WANTED = re.compile(r"^\s*((?-i:[A-Z]{2,6}))\s*(?:number|no\.?|code|#)?\s*(?:pls|please|plz|\?)", re.I)
# ... or typed in lower case after whose it is, "our isrc prefix?": an acronym only if a record writes it in capitals
TERM_WANTED_OURS = re.compile(r"^\s*(?:our|my|the|what(?:'|’)?s (?:our|my|the))\s+([a-z]{2,6})\s*(?:number|no\.?|code|#|prefix|ref)?"
                              r"\s*(?:pls|please|plz|\?)")
# when a named person is off: "wens aoife off", "when's Priya away", "when is Tom on leave"
WHEN_OFF = re.compile(r"\b(?:when(?:['’]?s| is| does| will)?|wen(?:['’]?s)?)\s+([A-Za-z][\w'’-]+)\s+(?:off|away|on (?:leave|holiday|hols|annual leave)"
                      r"|out|going on leave|on vacation)\b", re.I)
BACK_WHEN = re.compile(r"\b(?:back|returns?|returning|available|fixed|repaired)\b[^.?!]{0,20}\bwhen\b\s*(?:\?|\+|&|,|and\b)"
                       r"|\bwhen\b[^.?!]{0,40}\b(?:back|return|returns|available again|fixed|repaired)\b", re.I)
# a visit someone comes back for ("EHO re-visit expected week of 7 Dec"): when they are back, for "EHO back when?"
REVISIT = re.compile(r"\b(?:re-?visits?|return visits?|follow-?up visits?|re-?inspections?|coming back|due back)\b", re.I)
# the families a rota or cover plan fires beside its own, and what a freeze must name to bind it
STAFFING_ONLY = frozenset({"staffing", "writing", "calendar", "scheduling"})
STAFF_FREEZE = re.compile(r"\b(?:leave|holidays?|time off|annual leave|days off|shifts?|overtime|rota|roster|swaps?|staff"
                          r"|staffing|recruit\w*|hiring|agency)\b", re.I)
MAX_RUN = 40               # codes in a run the turn names ("C10 to C16") read one by one, at most
# what binds a unit a task handles in a run of them: quarantined, last, only, never
RANGE_BOUND = re.compile(r"\b(?:quarantin\w*|isolat\w*|must|only|never|nobody|no one|not to|last|first|closed|out of use"
                         r"|do not|don't|cannot|can't)\b", re.I)
HOME_UNIT_MIN = 3          # candidates naming a unit ("Workshop 4") for it to be the user's own, more than any other
VALUE_BONUS = 0.10         # support for a record holding the kind of value the turn asks for by name (a zone, a plate)
# who asks, and the asking, at the head of a scope ("Tomasz asks for", "she needs", "I ask you for")
SCOPE_ASKER = re.compile(r"^\s*(?:[A-Z][\w'’-]+|he|she|they|i|you|we)\s+(?:asks?|asked|needs?|wants?|requests?)"
                         r"(?:\s+(?:you|me|us|him|her|them))?(?:\s+(?:for|to))?\s+", re.I)
# a wish its holder is not yet sure of
UNSURE_WISH = re.compile(r"\b(?:not sure|unsure|undecided|(?:has not|hasn't|not yet) decided|unclear whether"
                         r"|(?:might|may) (?:want|prefer|like))\b", re.I)
# a record about a group of people or an event they come to
GROUP_EVENT = re.compile(r"\b(?:group|party|visit|visitors|guests|pupils|students|trainees|delegates|class|team|induction"
                         r"|tour|trip|cohort|attendees|participants|kids|children|members|workshop|lunch|dinner|supper|event"
                         # a course or a training day ("First-aid course on 28 October: Sione is coeliac ...")
                         r"|course|training|seminar|conference|away ?day"
                         # a wedding and its parts ("Okonkwo–Lindqvist wedding (3 Oct): bride Adaeze has ...")
                         r"|wedding|reception|banquet|gala"
                         # a customer's booking and what goes with it ("Booking KV-26-0502 (Marchetti, proposal flight
                         # ..., Sat 9 May 2026): ... the post-flight hamper must be nut-free")
                         r"|booking|hamper|picnic)\b", re.I)
VALUE_REQUEST_WORDS = 12    # words of a request for a value ("reg for the sprinter pls"), at most
NAME_ONLY_SIM = 0.20        # a record the draft's unknown question is tied to by a name alone, at this similarity
LEXICAL_COVER = 3          # anchor terms shared at which ...
LEXICAL_SIM_FLOOR = 0.20   # ... a lower similarity floor holds on the direct path
FULL_COVER_TERMS = 3       # a question of at least this many terms, a code or a name among them, ...
FULL_COVER_SIM = 0.10      # ... all of them in one record, answers at this similarity
# "... three clear days before the meeting": a time counted back from an event
BEFORE_EVENT = re.compile(r"\bbefore (?:the|each|every|a|its|any) (?:[a-z]+ )?(meeting|event|hearing|session|show|course|"
                          r"visit|exam|trip|sailing|flight|match|service|rehearsal|performance|review|audit|inspection"
                          r"|conference|ceremony|concert|auction|sale|launch|interview|appointment|class)\b", re.I)
# when a recurring event falls: "meets on the second Tuesday of each month", "every other Friday"
RECURRING = re.compile(r"\b(?:first|second|third|fourth|last)\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
                       r"|\b(?:every|each)\s+(?:other\s+)?(?:week|month|year|monday|tuesday|wednesday|thursday|friday"
                       r"|saturday|sunday|quarter|term)\b|\b(?:monthly|weekly|fortnightly|quarterly)\b", re.I)
ROLE_FILLER = frozenset("both the either any all and or".split())  # words of an approver phrase that name no role
LEAD_WORDS = 4             # words at a record's start that say whom it is about
NAMED_TIED_MIN = 0.20      # a rule about a person the task names (its leading name), at this similarity
# words of a wish about writing that name no thing written about
RENDER_WORDS = frozenset(w[:5] for w in "give use write present show put never always wants want prefers prefer "
                         "keep make list format tables table".split())
# "Only suggest treatments permitted under the organic certification": a rule on what may be suggested,
# answering a question asking what to use
SUGGEST_RULE = re.compile(r"\b(?:only|never|always|don't|do not|no)\s+(?:suggest|recommend|propose|offer|advise)\w*", re.I)
ADVICE_QUESTION = re.compile(r"\bwhat (?:should|can|could|do) (?:i|we) (?:use|treat|give|try|buy|take|order|put|feed|spray)\b"
                             r"|\b(?:suggest|recommend)\b|\bwhich \w+(?: \w+)? should (?:i|we)\b", re.I)
PERMISSION_BONUS = 0.05    # support a rule gets toward a question of what the user may do
APPROVER_SIM = 0.10        # an approval rule naming the approver a permission question names, at this similarity
THING_WORD = 6             # letters of a word of an out-of-use thing specific enough to tie it to the task alone
TIED_ONE_WORD_SIM = 0.45   # ... or one, for a rule at least this similar to the task
# a freeze's own words, as specific_tokens gives them, and the season it is named for ("Christmas yard change
# freeze" is not tied to a task "before xmas" by its season)
FREEZE_STEMS = frozenset({"freez", "froze", "froz", "chris", "holid", "festi"})
SHORT_NAME_MIN = 3         # letters of a name typed short in lower case ("tod" for Todmorden, "mags" for Magistrates')
TIED_SHARED = 2            # ... specific words (not names) a rule must share with the turn to be tied by them

# a partner or sister body named at a record's head: "Dundee partner facility's Krios rates: ..."
PARTNER_HEAD = re.compile(r"^\s*(?!(?:at|in|for|from|the|our|a|an|its|their|with|by|on)\b)(?-i:[A-Z])[\w'’-]+(?: (?-i:[A-Z])[\w'’-]+)?"
                          r" (?:neighbou?ring|partner|sister) (?-i:[a-z])[\w-]+",
                          re.I)
STOP = frozenset(
    "a an the and or of to in on for with is are was were be been it its this that these those what which who "
    "how when where do does did can could should would will my our your me i we you he she they them his her "
    "their at by from as about into any all some not no yes if so than then there here just also it's what's "
    "when's who's where's i'm we're get got going go now right again please write writes wrote writing draft "
    "drafts send sends make need needs want wants quick quickly short can you could would help me".split()
)
HISTORICAL = re.compile(
    r"\b(previous(?! (?:day|evening|night|morning|afternoon)\b)|former|formerly|used to|during (?:her|his|their|my) \d{4}"
    # "back in 2019", "back in the day"; not "back in service"
    r"|back in (?:the days?\b|(?:19|20)\d\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|(?:spring|summer|autumn|fall|winter)\b)"
    r"|late (?:husband|wife)|old job|at (?:her|his|their) previous"
    # "where Anneke worked before", "before the routes were redrawn": a state that has since changed
    r"|worked before|before the [\w-]+(?: [\w-]+)? (?:was|were|got) (?:redrawn|changed|moved|replaced|merged|renamed"
    r"|reorgani[sz]ed|restructured|rebuilt|redesigned|redone|reassigned))\b"
    # "... had 60-day payment terms; project closed": a job over and done
    r"|\b(?:had|was|were)\b[^.;]{0,80}[;,(]\s*(?:the\s+)?(?:project|job|contract|scheme|site|dig|excavation)\s+"
    r"(?:now\s+)?(?:closed|completed|finished|ended|wound up|signed off)\b",
    re.I,
)
# an aside in brackets on what came before ("From 1 Feb, parts over £120 need approval (the limit used to be £200)"):
# the record tells the value in force, and the aside does not make it a past one
ASIDE = re.compile(r"\([^()]{1,120}\)")
IN_FORCE = re.compile(r"^\s*(?:from|since|as of|effective|starting)\b|\b(?:from|since|as of|effective|starting) (?:\d{1,2}\b|"
                      r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)|\bnow\b|\breplaces?\b", re.I)
_PAST_VERBS = "was|were|went|had|did|used|got|took|paid|cost|ran"
PAST_TELLING = re.compile(rf"\b(?:{_PAST_VERBS})\b", re.I)
# an edition or production named with its year ("On 'Ashgrove' (2024) heads of department could approve ..."), told
# in the past (past modals too): that edition's state, not the current one
PAREN_YEAR = re.compile(r"\(((?:19|20)\d\d)\)")
PAST_TOLD = re.compile(rf"\b(?:{_PAST_VERBS}|could|needed|required|allowed)\b", re.I)
# "where she worked until 2030": a state that ended in an earlier year than the turn's.
ENDED_UNTIL = re.compile(r"\b(?:until|till|up to)\s+(?:(?:early|mid|late|the end of|the start of)\s+)?(?:[a-z]+\s+)?"
                         r"((?:19|20)\d\d)\b", re.I)
# A record that sets itself apart from the user's own organisation or place: a sister
# property, a neighbouring division, "not Hannah's". It misleads unless the turn names it.
ELSEWHERE = re.compile(
    r"\b(?:sister (?:property|site|hotel|branch|school|company|store|shop|restaurant|clinic|practice|office|depot|"
    r"plant|farm|ward|team|organi[sz]ation|charity|club|vineyard|winery|mine|quarry|station|base|venue|theatre|theater"
    r"|studio|lab|laboratory|kitchen|distillery|brewery|bakery|ranch|estate|port|terminal|airport|court|campus|college"
    r"|university|hospital|division|cent(?:re|er)|facility|factory|mill|yard|warehouse|fleet|agency|firm|brand|paper"
    r"|magazine|airline|operator|ship|vessel)|neighbou?ring (?:division|district|council|county|mine|vineyard|farm|port|yard|"
    r"municipality|authority|trust|board|school|site|branch|hotel|practice|clinic|ward|parish|region|province|"
    r"state|company|firm|team|club)|partner (?:site|hotel|school|clinic|company|house|theatre|opera|venue|institution"
    r"|university|airline)|co-production partner|not (?:ours|hers|his|theirs|(?-i:[A-Z][\w-]+)(?: (?:&|and|of) (?-i:[A-Z][\w-]+)| (?-i:[A-Z][\w-]+)){0,3}['’]s)\b"
    # (a name signed, not a place owned: "sign off as 'Kestrel Cars', not Niamh's name"; a way to reach someone that
    # replaced another, not another body's: "go through the Barrow Equine switchboard, not Dr Lemaire's mobile")
    r"(?!\s+(?:name|names|signature|initials|title|email|e-mail|number|own name|mobile|phone|landline|inbox|extension"
    r"|direct line|personal)\b)"
    r"|(?:a |an )?(?:different|another|other|separate) (?:organi[sz]ation|company|employer|firm|council|authority|"
    r"division|hospital|school|trust|business|university|college|institute|operator|agency|club|client|customer"
    r"|body|charity|parish|church|practice|entity|venue|station|broadcaster)\b"
    # "At the neighbouring Kaamosvaara resort": whatever kind of place it is
    r"|neighbou?ring (?-i:[A-Z])[\w-]+ [a-z]+"
    # "(Danish end, separate team)": a unit the record itself sets apart
    r"|(?:separate|different) (?:team|crew|site|terminal|base|depot|branch|office|unit|department|hub|plant|yard|station"
    r"|lab|port|airport|warehouse|store|clinic|ward|fleet|contract|entity)\b"
    r"|(?:the |our )?parent (?:company|group|organi[sz]ation)(?:'s)?|(?:a |our )?subsidiary"
    # a named branch or outstation ("the museum's Noto branch mini-dome"): not the one the turn asks about
    r"|\b(?-i:[A-Z])[\w-]+(?:['’]s)? (?:branch|annexe?(?!\s+(?-i:[A-Z])\b|\s+\d|\s+[ivx]+\b)|outstation|satellite (?:site|office|clinic|lab|laboratory|depot|unit|store"
    r"|campus|base|station))\b"
    # "At the sister Tobishima terminal": a named sister unit
    r"|\bsister (?-i:[A-Z])[\w'’-]+ (?:terminal|site|plant|depot|port|yard|hotel|branch|office|station|base|mill|mine|farm"
    r"|clinic|hospital|school|store|warehouse|airport|factory|hub|campus|lab|theatre|venue|brewery|winery)\b"
    # "the company's sister hatchery", "its sister plant": whatever kind of unit it is
    r"|(?:\b(?:the|a|an|its|their)|['’]s) sister (?!act\b)(?-i:[a-z]{4,})"
    # "Sattel-Nord (sister resort)": the record's own aside on what the place is to the user's
    r"|(?<=\()sister (?!act\b)(?-i:[a-z]{4,})\b"
    # "(that site's equipment, not Ember & Sand's)": another place's, named as the one just told of
    r"|\b(?:that|the other) (?:site|venue|location|branch|resort|club|company|studio|unit)['’]s\b"
    # "the Iernut WWTP, another Apaserv plant"
    r"|\banother (?:(?-i:[A-Z])[\w-]+ )(?:plant|site|factory|mill|depot|branch|office|store|hotel|station|works|hatchery"
    r"|farm|airport|terminal|yard|port|base|clinic|hospital|school|mine|warehouse|facility|unit)\b"
    # a total over the whole group or network, not the user's own unit: "Across the airport group's three
    # airports, 2043 year to date: 31 bird strikes", "group-wide"
    r"|\bacross (?:the |all (?:the |our )?|our )?(?:[\w-]+ ){0,2}group['’]s\b|\b(?:group|network|company|fleet)-wide\b"
    # another plant of the same group: "At the group's Croatian plant, ..."
    r"|(?:the )?group['’]s (?:[\w-]+ ){0,2}(?:plant|site|factory|mill|office|hotel|mine|yard|depot|works|branch|store)"
    # somewhere the user or someone volunteers: "The Edinburgh youth orchestra where Tomasz volunteers"
    # ("Bramley Lane box on another line (where Tomasz helps some Saturdays)")
    r"|where (?:\w+ ){1,2}(?:volunteers?|coach(?:es)?|consults?|moonlights?|helps(?: out)?|used to work)\b|\bas a volunteer\b"
    # a club or society where the user holds an office of their own: "At Leith Rowing Club (Hamish is treasurer)"
    r"|\b(?:club|society|association|choir|church|parish|lodge|league|pta|rotary|guild|brigade)\b[^.;()]{0,30}"
    r"\((?:[\w'’-]+ ){1,2}(?:is|was|acts as|serves as) (?:the |a |its )?(?:club )?(?:treasurer|chair|chairman|chairwoman|secretary"
    r"|captain|president|trustee|governor|volunteer|coach|warden)\)"
    r"|\bwhere (?:[\w'’-]+ ){1,2}is (?:the |a )?(?:treasurer|trustee|governor|chair|secretary)\b"
    # a unit on its own books: "Halifax is on its own P&L; Marcus Eze signs off spend there"
    r"|\b(?:is|are|runs?|sits?|stays?) on (?:its|their) own (?:p&l|p ?& ?l|books|accounts|cost cent(?:re|er)|ledger)\b"
    # a body the record says is not the user's, by its name: "supplied by a different blood center (not MVBC)"
    r"|\s\(not (?:the )?(?-i:[A-Z])[\w&'’-]*(?: (?-i:[A-Z])[\w&'’-]*){0,3}\)"
    # the organisation's other unit: "Eastgate Depot (the council's other depot)", "our other site"
    r"|(?:['’]s|\bour|\btheir|\bits|\bthe) other (?:depot|site|branch|office|store|shop|plant|yard|warehouse|clinic|hospital"
    r"|school|campus|base|station|hotel|venue|hub|kitchen|lab|farm|mill|works|factory|unit|ward|practice|centre|center)\b"
    # (not someone's role there: "Hywel Jones (the other farm partner)" is a colleague)
    r"(?!\s+(?:partner|manager|vet|nurse|director|lead|owner|supervisor|worker|hand|staff|member|doctor|keeper|tech\w*)\b)"
    # a namesake the record itself calls unconnected: "Calder Bank (an unrelated Cleveland client)"
    r"|\bunrelated (?:[\w-]+ ){0,2}(?:client|customer|company|firm|account|business|organi[sz]ation|person|namesake|site|project"
    r"|team|practice|school|hospital|family|group|trust|charity|club|estate|property)s?\b"
    r"|\bseparate (?:account|lot|contract|budget|site|project|entity)\b|\breserved for (?:-?[A-Z][\w'’-]+ ){1,3}only\b"
    r"|across the (?:corridor|hall|landing|courtyard|car park|quad)\b"
    r"|across the (?:river|road|street|bay|harbour|harbor|water|border|valley)|next door|down the road"
    # "Prairie Crest's Kestrel Lake elevator, 60 km north of Wynlow"
    r"|\b\d+\s?(?:km|kilometres|kilometers|miles?|mi)\s+(?:north|south|east|west|(?:north|south)-?(?:east|west)|up|down)(?:\s+\w+)?\s+(?:of|from)\b"
    # a record that sets itself apart from a namesake: "(no relation)", "(not the Baths)", "not to be confused with"
    # (not a value set against the usual one: "within 20 minutes (not the usual 30)")
    r"|(?<=\()(?:no relation|not (?:the|our|to be confused)\b(?![^)]*\b(?:usual|normal|standard|default)\b)[^)]*)\)"
    r"|not to be confused with\b|no relation (?:to|of)\b"
    # a relative's or a friend's own business: "Elif's cousin Kerem's roastery in Izmir"
    r"|(?:cousin|brother|sister|friend|uncle|aunt|father|mother|dad|mum|mom|neighbou?r|son|daughter)(?:['’]s)?\s+"
    r"(?:(?-i:[A-Z])[\w-]+['’]s\s+)?(?:own\s+)?(?:roastery|shop|company|business|farm|restaurant|bakery|clinic|firm|studio"
    r"|store|hotel|cafe|café|bar|workshop|practice|salon|garage|winery|brewery)"
    r"|not (?:(?-i:[A-Z][\w-]+)'s|our|her|his|their|my) (?:company|organi[sz]ation|employer|firm|team|division|school|"
    r"hospital|practice|council)\b"
    # "... but is not the lab's", "(the separate education charity)"
    r"|\bnot the (?:[\w-]+ )?[\w-]+['’]s\b|\bseparate (?:[\w-]+ ){1,2}(?:charity|company|organi[sz]ation|trust|entity"
    r"|business|body|foundation)\b"
    # "Midshires Air Ambulance (neighbouring charity)": whatever kind of body the aside calls it
    r"|(?<=\()(?:the |a |an )?neighbou?ring [a-z-]+(?: [a-z-]+)?\)"
    # a namesake the record tells apart: "Kai Lindqvist is ..., a different player from support Kai Mori"
    r"|\ba different (?:[a-z]+ ){1,2}(?:from|than)\b|\bunrelated to\b"
    # ... or says what it is plainly: "Girl Isla II (FR registered) is a different vessel", "is a different firm"
    r"|\b(?:is|are) (?:a|an) (?:completely |entirely )?different (?-i:[a-z]{3,})\b"
    # ... or by the name itself: "A different Sanjay Mehta works at the NHS Business Services Authority"
    r"|\ba different (?-i:[A-Z])[\w'’-]+(?: (?-i:[A-Z])[\w'’-]+)?\b(?! (?-i:[A-Z]))"
    # "Devinder Sharma at Bradford, who also goes by Dev": a namesake by the name the record says they share
    r"|\b(?:who )?also (?:goes|went) by(?: (?-i:[A-Z])[\w'’-]+)?|\balso known as(?: (?-i:[A-Z])[\w'’-]+)?"
    r"|\b(?:a|the|her|his|their) namesake\b"
    # a look-alike the record says is only like the user's: "(same model and colour as Tomasz's car)"
    r"|\bsame (?:model|make|colou?r|type|name|shape|size)(?: and (?:model|make|colou?r|type|name|shape|size))? as\b(?: (?-i:[A-Z])[\w'’-]+)?)", re.I)
# A neighbour told of in an aside: "(primary school next door)", "(the pub across the road)"
SEPARATE_BODY = re.compile(r"\b(?:separate|different|unrelated|independent|another)\s+(?:company|business|firm|organi[sz]ation"
                           r"|entity|charity|employer|practice|venue)\b", re.I)
NEIGHBOUR_ASIDE = re.compile(r"\([^()]*\b(?:next door|down the road|across the (?:road|street|lane|yard))\)", re.I)
# ... and, in what a record says first (before a semicolon), whatever kind of place or body it is: "The partner
# seed bank at Kirstenbosch", "At the Latteria di Premana, the neighbouring cooperative, ...", "(a different
# project)", "The Coast Guard's own launch ..." (a record that only mentions a partner later is the user's own)
ELSEWHERE_HEAD = re.compile(
    r"\b(?:the|a|an|its|their)\s+(?:neighbou?ring|partner)\s+(?-i:[a-z])[\w-]+"
    # "Dundee partner facility's Krios rates: ...": a partner body named at the record's head
    r"|" + PARTNER_HEAD.pattern +
    # "(their price list, not HCEMN's)": said in brackets to be another's, not the user's organisation's
    r"|\([^()]{0,40}\bnot (?-i:[A-Z])[\w&'’-]+['’]s\)"
    r"|\((?:a |an )?(?:different|separate|another|other) [a-z]+(?: [a-z]+)?\)"
    # "(a different community station Nadia mentors)": another body, whatever follows
    r"|\((?:a |an )?(?:different|separate|another|other) (?:[a-z]+ )?(?:station|company|site|firm|club|school|team"
    r"|organi[sz]ation|charity|venue|practice|clinic|business|group|trust|yard|farm|mill|shop|store|theatre|kitchen)\b[^()]{0,60}\)"
    # "Gareth Pryce is the technical manager at the Grand Theatre (not a Brightwork rigger)": said not to be one
    # of the organisation's own
    r"|\(not (?:a|an|our|one of (?:our|the)) (?-i:[A-Z])[\w&'’-]+ [a-z]+\)"
    # "At the Outpost (the Hebden Bridge brewpub), ...": a venue told apart by the town it is in
    r"|^\s*At (?:the )?(?-i:[A-Z])[\w'’-]+(?: (?-i:[A-Z])[\w'’-]+){0,2} \((?:the|a) (?-i:[A-Z])[\w'’-]+(?: (?-i:[A-Z])[\w'’-]+){0,2}"
    r" [a-z-]+(?: [a-z-]+)?\),"
    r"|^\s*(?:(?:under|at|in|for) )?(?:the\s+)?(?-i:[A-Z])[\w-]+(?: (?-i:[A-Z])[\w-]+)*(?: [a-z]+){0,2}['’]s own (?-i:[a-z])[\w-]+"
    # "The Kirkstall site runs its own Route C": another place's version of what the user has
    r"|\b(?:runs|has|keeps|uses|operates|holds|sets|follows|publishes|issues|works to|assigns|applies|schedules|manages"
    r"|handles|books|orders) (?:its|their) own\b", re.I)
SCOPE = re.compile(r"^\s*(?:just |only )?(?:for|when|while)\s+([^,;:]{3,80})[,;:]", re.I)
# A year named as the time something held ("in 2019"): historical when a later year is in view.
YEAR_IN = re.compile(r"\b(?:in|on|during|for|at|from|under|before) (?:(?:the|her|his|their|my|our) )?(?:[a-z][\w-]+['’]s )?((?:19|20)\d\d)\b"
                     r"(?! to\b)(?!-)(?![–—/]\d)", re.I)  # "the 2040–41 season" runs into the next year
# A request for general advice or a recommendation.
RECOMMEND = re.compile(r"^\s*(?:what(?:'s| is| are) (?:a |some )?(?:good|nice|decent|easy|quick|simple|fun|sensible|reasonable"
                       r"|realistic|healthy|normal) "
                       r"(?!time\b|day\b|date\b|slot\b|place to meet\b)\w+|any good\b|can you recommend\b|recommend\b"
                       r"|(?:any )?good (?:[\w-]+ ){0,2}[\w-]+ (?:for|before|after|to|that|which)\b"
                       # "three short non-religious readings for a ...?", "ideas for a ...?"
                       r"|(?:(?:two|three|four|five|six|a few|some|\d) (?:[\w-]+ ){0,2}(?:readings|poems|quotes|quotations"
                       r"|songs|hymns|prayers|toasts|names|slogans|taglines|icebreakers|games|activities)|(?:some )?ideas) for\b"
                       # "sugere-me música ambiente para a receção ...", "recommande-moi une playlist": music, games or
                       # names to pick, asked in the languages turns come in
                       r"|(?:sugere|sugira|sugiere|sugi[ée]reme|sugg[èe]re|suggerisci|empfiehl|pole[ćc]|zaproponuj|recomienda"
                       r"|recomenda|recommande|consiglia|suggest|recommend)\w*(?:-(?:me|moi|mi|nos|nous))?\s+(?:[\w-]+\s+){0,3}?"
                       r"(?:m[úu]sica|music|musique|musik|muzyk\w*|playlists?|songs?|canciones|can[çc][õo]es|chansons|canzoni|lieder"
                       r"|piosenk\w*|games?|juegos|jogos|jeux|spiele|gry|films?|movies?|pel[íi]culas|livros?|libros|livres|b[üu]cher)\b)",
                       re.I)
# A record about someone close to the user, by that tie: "Léa's friend Maëlle ...", "Tom's brother-in-law Raf ..."
ACQUAINTANCE_HEAD = re.compile(r"^\s*[A-Z][\w'’-]+['’]s (?:(?:old|best|close) )?(?:friend|cousin|brother|sister|neighbou?r|flatmate"
                               r"|housemate|former colleague|ex-colleague|brother-in-law|sister-in-law|uncle|aunt|nephew|niece)\b")
# Words that put a question in the user's own world ("our", "we"); "I've only got ten minutes" does not.
OWN_WORLD = frozenset("my our ours mine we us we're we've we'll".split())
# General questions about what something is or how things differ.
DEFINITIONAL = re.compile(r"^\s*(?:what(?:'s| is| are) the (?:\w+ )?differences?\b|(?:can you )?explain\b"
                          r"|what does [^?]{1,40} (?:mean|stand for)\b|how does [^?]{1,40} work\b|why (?:is|are|do|does)\b)", re.I)
# advice on how to do something ("any quick warm-up for an alto?", "what am I doing wrong?")
ADVICE_ASKED = re.compile(r"\b(?:what am i doing wrong|any (?:quick |good |easy )?(?:tips?|ideas?|suggestions?|advice|warm-?ups?"
                          r"|tricks?|exercises?)|how (?:do|can|should) i\b|what should i (?:tell|do|try|use)|tips? (?:for|on)"
                          r"|give me (?:\w+ )?(?:quick |easy )?(?:tips|ideas|warm-?ups|exercises)"
                          # "got a reliable recipe for ...?", "quick warm-up routine for my voice?", "is a 4/3 wetsuit
                          # enough or do I need a 5/4?", "what's the safest way to ...?"
                          r"|recipes? for|routines? for|warm-?up routines?|\bis (?:a |an |the |my )?[^?.]{1,40} enough\b"
                          r"|do i need (?:a|an|the)\b|what(?:'s| is) the (?:best|safest|easiest|quickest) way"
                          r"|should i (?:get|buy|use|wear|take|bring)\b)", re.I)
# what someone does for its own sake, said in so many words ("Tuan builds mechanical keyboards as a hobby")
HOBBY = re.compile(r"\bas a (?:hobby|pastime)\b|\bin (?:his|her|their|my) spare time\b|\bfor fun\b"
                   # ("Margit's main outside interest is cross-country skiing")
                   r"|\b(?:main |chief |big |great )?(?:outside |spare[- ]time |leisure )(?:interest|passion) is\b"
                   r"|\b(?:keeps|has) (?:a|an) [\w -]{1,30}? (?:she|he|they) calls?\b", re.I)
# a plain fact of what someone does for its own sake ("Aiko practises kyudo at a club in Wrocław",
# "Siobhán has been baking sourdough since the spring")
PASTIME = re.compile(r"^\s*[A-Z][\w'’-]+(?:'s)?(?: [a-z]+){0,2} (?:sings|plays|bakes|grows|keeps|practises|practices|collects"
                     r"|paints|knits|brews|rides|swims|climbs|sails|cycles|gardens|fishes|surfs|runs|hikes|dances|skis"
                     r"|snowboards|rows|paddles|dives|cooks|sews|quilts|restores|tinkers|has been (?:[a-z]+ing)"
                     # ("Graham spends weekends restoring a Vespa")
                     r"|spends (?:(?:his|her|their|most|many|some) )?(?:weekends|evenings|sundays|saturdays|free time|spare time"
                     r"|holidays) [a-z]+ing"
                     r"|goes (?:[\w-]+ )?(?:swimming|running|climbing|bouldering|cycling|sailing|fishing|hiking|skiing|dancing"
                     r"|rowing|surfing|diving|walking|riding|paddling|skating|kayaking|canoeing|birdwatching|bowling))\b")
DEFINITIONAL_ANY = re.compile(r"\bwhat(?:'s|s| is| are) the (?:\w+ )?differences? between\b|\b(?:vs\.?|versus)\s"
                              # what a thing is, how it works, in the languages turns come in: "¿qué es el recargo
                              # ETS?", "Hur funkar postponed VAT accounting?"
                              # (not "c'est quoi le budget ?" nor "qu'est-ce qu'on a comme budget ?": a value asked)
                              r"|\bqu[ée] es (?:el|la|un|una)\b|\bo que (?:é|e) (?:o|a|um|uma)\b"
                              r"|\b(?:che )?cos['’] ?[èe]\b|\bco to (?:jest|są)\b|\bczym (?:jest|są)\b"
                              # (how a kind of thing works in Swedish, Danish, Norwegian and Polish, named bare as in the
                              # languages below: never "vår attest", "u nas")
                              r"|\bhur (?:funkar|fungerar) (?!(?:vår\w*|er|ert|era|min|mitt|mina|din|ditt|det|den|de|här|hos)\b)"
                              r"|\bhvordan (?:fungerer|virker) (?!(?:vår\w*|vor\w*|min|mitt|mine|din|det|den|de|her|hos)\b)"
                              r"|\bjak (?:w skr[óo]cie |mniej wi[ęe]cej |w og[óo]le |dok[łl]adnie )?dzia[łl]a(?:ją)? (?!(?:nasz\w*|mój|moja|moje|u|tu|tutaj|to|ten|ta)\b)"
                              # what sets two things apart, asked as how they differ: "what's actually different between
                              # a surveillance audit and a recertification one"
                              r"|\bwhat(?:'s|s| is| are) (?:actually |really |exactly )?(?:so )?different (?:between|about)\b"
                              # what a thing is, and why it does what it does, in Romanian: "Ce e HMF-ul și de ce crește ...?"
                              r"|\bce (?:e|este|sunt) (?!(?:[\w-]+ )?(?:nostru|noastr[ăa]|no[șs]tri|meu|mea|mei|t[ăa]u|ta)\b)"
                              r"|\bwhat (?:does|do) [^?]{1,40} (?:mean|stand for|(?:actually )?cover|treat as|count as)\b"
                              r"|\bwhy [^?]{1,60} at all\b"
                              # whether a term is another name for one ("is AWST the same as Singapore time?")
                              r"|\bis (?:an? |the )?(?-i:[A-Z][A-Z0-9]{1,5}) the same (?:thing )?as\b"
                              # "quick refresher on when each one matters?"; how two differ, asked in other languages
                              r"|\brefresher on\b|\bla diff[ée]rence entre\b|\bla diferencia entre\b|\ba diferen[çc]a entre\b"
                              r"|\bder unterschied zwischen\b|\bla differenza tra\b|\bhet verschil tussen\b|\br[óo][żz]nica mi[ęe]dzy\b"
                              # what a kind of thing is, or how a measure is worked out, here and in other languages
                              # ("o que é exatamente um historian ...?", "how is yard utilisation calculated?")
                              r"|\bwhat(?:'s| is| are) (?:exactly |actually )?(?:an?)\s(?!(?:good|nice|decent|fair|reasonable|sensible|safe|quick|cheap)\b)"
                              r"|\bo que (?:é|e) (?:exatamente |ao certo )?(?:um|uma)\b|\bqu[ée] es (?:exactamente )?(?:un|una)\b"
                              r"|\bqu'est-ce qu(?:e |')(?:c'est (?:qu')?)?(?:un|une)\b|\bwas (?:genau |eigentlich )?(?:ist|sind) (?:eigentlich |genau )?(?:ein|eine)\b"
                              r"|\bwat is (?:precies |eigenlijk )?een\b|\bche cos(?:'|a )è\b|\bcos'è (?:un|una)\b|\bco to (?:jest|znaczy)\b"
                              r"|\bhow (?:is|are|do you|does one) (?!(?:the|our|my|its|their|this|that|these|those|his|her)\b)[^?]{1,40} (?:calculated"
                              r"|measured|defined|worked out|computed|calculate|measure)\b"
                              r"|\bjak si[ęe] (?:liczy|oblicza|mierzy)\b|\bc[óo]mo se (?:calcula|mide)\b|\bcomo se (?:calcula|mede)\b"
                              r"|\bcomment (?:se )?calcule\b|\bwie (?:berechnet|misst|rechnet) man\b|\bhoe bereken je\b"
                              # how a kind of thing works, named bare ("how does remortgaging work", "Wie funktioniert
                              # Remortgaging in UK?"), never the user's own or a definite one ("how does the rota work")
                              r"|\bhow (?:does|do) (?!(?:the|our|my|its|their|this|that|these|those|his|her|your|it|we|you|they)\b)[\w-]+(?: [\w-]+)? work\b"
                              r"|\bwie funktionier(?:t|en) (?!(?:der|die|das|den|dem|des|unser\w*|mein\w*|dein\w*|bei|hier|es|sie|er)\b)"
                              r"|\bcomment fonctionnen?t (?!(?:le|la|les|l'|notre|nos|mon|ma|mes|chez|ici)\b)"
                              r"|\bc[óo]mo funcionan? (?!(?:el|la|los|las|nuestr\w*|mi|mis|aqu[íi]|it)\b)"
                              r"|\bcomo funcionam? (?!(?:o|a|os|as|nosso|nossa|nossos|nossas|meu|minha|aqui)\b)"
                              r"|\bcome funzionan?o? (?!(?:il|lo|la|i|gli|le|l'|nostr\w*|mio|mia|qui)\b)"
                              r"|\bhoe werk(?:t|en) (?!(?:de|het|onze|ons|mijn|hier)\b)"
                              r"|\bwhat (?:a|an) (?:[\w'-]+ ){1,8}should (?:actually |really )?(?:cover|include|contain|have)\b", re.I)
# A draft's sentence that guesses rather than states: "typically", "somewhere between", "depends on", "check ...",
# and the same in the languages drafts are written in here
HEDGED = re.compile(r"\b(?:typical(?:ly)?|usual(?:ly)?|often|generally|commonly|most|many|some|somewhere|roughly|around"
                    r"|approximately|about|depends?|depending|vary|varies|range|may|might|could|can be|check|confirm|verify"
                    r"|typisch\w*|oft|meist\w*|üblich\w*|g[ée]n[ée]ralement|souvent|habituellement|normalmente|suele\w*"
                    r"|generalmente|di solito|tipicamente|geralmente|costuma\w*|zwykle|zazwyczaj|meestal|vaak|doorgaans)\b",
                    re.I)
SENTENCE_SPLIT = re.compile(r"(?<=[.!?])\s+|\n+")
# How two things differ, asked with or without a question mark ("remind me the diff between demurrage and
# detention", "Explica-me a diferença entre manutenção preventiva e preditiva")
DIFFERENCE_ASKED = re.compile(r"\b(?:the |a )?(?:diff|differences?) between\b|\bwhat(?:'s|s| is| are) (?:actually |really |exactly )?different between\b|\ba diferen[çc]a entre\b|\bla diferencia entre\b"
                              r"|\bla diff[ée]rence entre\b|\bder unterschied zwischen\b|\bla differenza tra\b"
                              r"|\bhet verschil tussen\b|\br[óo][żz]nic[aey] mi[ęe]dzy\b"
                              # "Czym się różni DBS basic od enhanced?", "Was unterscheidet ...", "En quoi diffère ..."
                              r"|\bczym si[ęe] r[óo][żz]ni[ąa]?\b|\bwas unterscheidet\b|\ben quoi (?:diff[èe]re|se distingue)"
                              r"|\ben qu[ée] se diferencia|\bin cosa (?:differisce|si differenzia)|\bwat is het verschil\b"
                              r"|\bvad skiljer\b|\bhvad er forskellen\b|\bmik[äa] on ero\b"
                              # "Qual a diferença, na prática, entre ...", "... khác nhau thế nào?", "... mein asal farq kya
                              # hai?", "skillnaden mellan", "farkı ne"
                              r"|\bdiferen[çc]a,? (?:[\w,]+ ){0,3}entre\b|\bkhác nhau\b|\bfarq kya\b|\bfark[ıi] (?:ne|nedir)\b"
                              r"|\bskillnaden mellan\b|\bforskjellen mellom\b|\bforskellen mellem\b"
                              # two things set side by side at the turn's head, with no question mark: "Universal Credit vs
                              # PIP, one line each"
                              r"|^\s*[\w'’&/ -]{2,40}?\s(?:vs\.?|versus)\s[\w'’&/ -]{2,40}?(?=\s*[,:;.–—-]|\s*$)"
                              # what one kind has over another: "het voordeel van KeyKegs t.o.v. stalen fusten",
                              # "the advantage of X over Y", "pros and cons of", "Vorteil von X gegenüber"
                              r"|\b(?:advantages?|benefits?) of [\w -]{1,40}\b(?:over|versus|vs\.?|compared (?:to|with))\s"
                              r"|\bpros and cons of\b|\bvoorde(?:el|len) van\b[^?]{0,60}\b(?:t\.?o\.?v\.?|ten opzichte van|boven)\s"
                              r"|\bvorteile? (?:von|der|des)\b[^?]{0,60}\bgegenüber\b|\bventajas? (?:de|del)\b[^?]{0,60}\b(?:sobre|frente a)\s"
                              r"|\bavantages? (?:de|du|des)\b[^?]{0,60}\bpar rapport (?:à|au|aux)\s"
                              r"|\bvantagg(?:io|i) (?:di|del|dei|della)\b[^?]{0,60}\brispetto (?:a|al|ai|alla)\s", re.I)
# A question about the current round of something, and words that put a question in the past.
PRESENT_TIME = re.compile(r"\b(?:this (?:year|season|term|time|month|round|spring|summer|autumn|fall|winter)|upcoming"
                          r"|coming up|when(?:'s| is| will| does| do| are)|will)\b", re.I)
PAST_TURN = re.compile(r"\b(?:last (?:year|season|time|term|month|round)|previous|ago|did|was|were|used to|back in"
                       r"|history|historical|in the past|since)\b", re.I)
# A turn that asks for a decision on taking something on: "Yes or no?", "Will I take them?", "Can we say
# yes today?", "Good to confirm?", "Can I take the night inspection myself?"
DECIDING = re.compile(r"\byes or no\b|\b(?:can|shall|should|do) (?:i|we) (?:just )?(?:say|tell (?:them|him|her)) yes\b"
                      r"|\b(?:will|can|shall|should) (?:i|we) (?:take|fit|squeeze|accept|add|put|book)\b"
                      r"|\b(?:good|ok|okay|fine|safe) to (?:confirm|approve|accept|book|go ahead|say yes)\b", re.I)
# A turn that reaches back to an earlier round or compares rounds ("last season", "how has it changed").
EARLIER_ROUND = re.compile(r"\b(?:last (?:year|season|time|term|month|round|campaign)|previous|ago|used to|back in|history"
                           r"|historical|in the past|originally|at first|first time|compared?|comparison|trend|changed?"
                           r"|over the (?:last|past)|each year|every year|year on year|years)\b", re.I)
SAME_ROUND_SHARED = 3  # words of substance two dated records share to be rounds of the same thing
# A question after the newest of several dated records ("the latest survey", "the most recent count").
LATEST = re.compile(r"\b(latest|most recent|newest|up-to-date|current)\b", re.I)
YEAR = re.compile(r"\b(?:19|20)\d\d\b")
DRAFT_UNKNOWN = re.compile(
    r"\b(?:I (?:don't|do not|can't|cannot) (?:have|see|find|know)|I have no (?:record|data|details|information)"
    r"|I'm not sure (?:what|when|which|where|who)|(?:without|no) access to your"
    # the same in the languages drafts are written in here
    r"|non (?:conosco|ho|so)|n[ãa]o (?:sei|tenho|conhe[çc]o)|je n'ai pas|je ne (?:sais|connais) pas|no (?:lo )?(?:sé|tengo|conozco)"
    r"|ich (?:habe|kenne|wei[ßs]) (?:keine?n?|nicht)|nie (?:wiem|mam|znam)|jeg (?:har|vet|kjenner) ikke|jag (?:har|vet|k[äa]nner) inte"
    r"|ik (?:heb|weet|ken) (?:geen|niet)|en (?:tied[äa]|tunne)|nem tudom"
    # (Welsh and Turkish: "Does gen i ddim mynediad at ...", "Dw i ddim yn gwybod", "bilmiyorum")
    r"|does (?:gen i|gennyf) ddim|dw i ddim yn (?:gwybod|gwbod|gw[yi]bod)|nid wyf yn gwybod|bilmiyorum|bilgim yok"
    r"|eri[sş]imim yok)\b", re.I)
# A draft that sends the user to their own facts: "check your contract", "it depends on your licence".
DRAFT_DEFERS = re.compile(r"\b(?:check (?:with )?your|depends on your|(?:in|from|on) your (?:own )?(?:records?|contract|policy|rota"
                          r"|plan|licen[cs]e|paperwork|terms|log|register|system|portal))\b", re.I)
YEAR_LABEL = re.compile(r"^\s*(?:the |our )?((?:19|20)\d\d)\b(?![-–/]\d)")
THIS_YEAR = re.compile(r"\bthis (?:year|season)\b|\bcurrent(?:ly)?\b|\bat the moment\b", re.I)
# Scopes that only bound time ("For now", "For this term") are not task scopes.
# (and a stretch someone is away: "While Jorge Benítez is on leave (until February), purchases above ...")
TIME_SCOPE = re.compile(r"^(now|the moment|this (?:term|week|month|year|quarter|sprint)|the time being"
                        r"|[^,;:]{0,40}?\b(?:is|are) (?:away|off|abroad|out of (?:the )?office|on (?:\w+ )?leave"
                        r"|on holiday|on sabbatical|on secondment))\b", re.I)
CODE_FENCE = re.compile(r"```.*?(```|$)", re.S)
# Rules whose subject names the kind of output they govern ("Client-facing messages ... are signed off ...").
RULE_SUBJECT = re.compile(
    r"^\s*([A-Z][^.;:]{3,90}?)\s+(must|should|are (?:to be |always |never )?(?:signed|written|sent|kept)|need to be"
    r"|go to|have to|goes? in|goes? out in|(?:is|are) written in)\b")
ABBREV = {"mon": "monday", "tue": "tuesday", "tues": "tuesday", "wed": "wednesday", "thu": "thursday",
          "thur": "thursday", "thurs": "thursday", "fri": "friday", "sat": "saturday", "sun": "sunday",
          "pls": "please", "msg": "message", "conc": "concentrated", "hw": "how",
          # shorthand people type at work for the words records spell out (retold.cues.SHORTHAND)
          **cues.SHORTHAND}
# Past forms that share no stem with their verb: "get paid" meets "pay goes out", "sold" meets "sells".
IRREGULAR = {"paid": "pay", "sold": "sell", "bought": "buy", "held": "hold", "kept": "keep", "spent": "spend",
             "built": "build", "taught": "teach", "brought": "bring", "told": "tell", "gave": "give", "given": "give",
             "took": "take", "taken": "take", "chose": "choose", "chosen": "choose", "drove": "drive", "driven": "drive",
             "flew": "fly", "flown": "fly", "grew": "grow", "grown": "grow", "won": "win", "lost": "lose", "ran": "run",
             "hung": "hang", "sang": "sing", "sung": "sing", "wore": "wear", "swore": "swear", "sworn": "swear", "worn": "wear", "froze": "freeze",
             "frozen": "freeze", "rode": "ride", "ridden": "ride", "dealt": "deal", "began": "begin", "begun": "begin",
             "broke": "break", "broken": "break", "spoke": "speak", "spoken": "speak", "swam": "swim", "swum": "swim",
             "threw": "throw", "thrown": "throw", "dug": "dig", "sought": "seek", "caught": "catch", "fought": "fight",
             "thought": "think", "understood": "understand", "stood": "stand", "bound": "bind", "found": "find"}
# Families whose tasks produce an output that a scoped rule ("For X: ...", "X must ...") can govern.
SCOPED_FAMILIES = ("writing", "code", "review", "terminology")
# A task that sets up a meeting in a stretch of days: the slots to propose, a call or a review to arrange
SLOT_TASK = re.compile(r"\bslots?\b|\b(?:time|day|date)s? (?:options|that (?:work|suit))|\bsuggest (?:a |some |\w+ )?(?:times?|days?|dates?)\b"
                       r"|\bpropose\b|\b(?:set up|book|arrange|schedule|organi[sz]e|find time for) (?:a |an )?(?:\d+\s?(?:h|hr|hrs|hours?|mins?)\b ?)?"
                       r"(?:quick |short |\w+ )?(?:call|meeting|1:1|one-to-one|review|catch-?up|session|sync|visit|walk-?through)\b"
                       r"|\bset up \d+\s?(?:h|hr|hrs|hours?|mins?)\b|\bfind (?:a |some )?time\b", re.I)
EACH_NAMED_FAMILIES = ("staffing",)  # families whose task binds each person it names (a rota)
# A record stating a capacity or limit, and a turn carrying a quantity to hold against it.
LIMIT = re.compile(r"\b(seats|capacity|max(?:imum)?|at most|capped at|up to|no more than|limit(?:ed)? to|carries|holds"
                   r"|fits|no (?:vehicle|load|group|booking)s? over|(?:over|above|exceeding|more than) [$£€]?\d)[^.;]{0,40}?\d", re.I)
QUANTITY = re.compile(r"[$£€]\s?\d|\b\d+(?:[.,]\d+)?\s?(?:people|guests|persons|cars|vehicles|t\b|tonnes?|tons?|kg|kw|w\b|kwh|seats"
                      r"|hives|colonies|boxes|pallets|units|servers|bikes|learners|students|children|kids|adults|covers|m\b|metres|km)", re.I)
# A sum set aside: a budget, an allowance or a per diem ("laundry budget is £1,800", "meal budget is £12 per
# athlete", "pays up to £95 per night", "£18,400 of discretionary OpEx left"), and a task that arranges, buys or
# costs something
_MONEY = r"(?:[$£€]\s?\d[\d,.]*\s?(?:k|m)?\b|\b\d[\d,.]*\s?(?:k\b|euros?|pounds|dollars|gbp|usd|eur|chf|nok|sek|dkk|pln|zł))"
# (a price per day or per head is a tariff, not a sum set aside)
ALLOWANCE = re.compile(rf"\b(?:budget|allowance|per diem|float)\b[^.;]{{0,40}}?{_MONEY}|{_MONEY}[^.;]{{0,40}}?"
                       r"\b(?:left|remaining|budget|allowance)\b|\bup to " + _MONEY + r"[^.;]{0,30}?\bper\b", re.I)
ARRANGING = re.compile(r"\b(?:book|order|buy|purchas|hire|rent|plan|approv|raise|requisition|sort|arrang|organi[sz]|pay"
                       r"|spend|cost|quote|budget)\w*", re.I)
# whether the money is there: "can I afford ...", "do we have the budget for ...", "is there enough money left to ..."
AFFORD = re.compile(r"\b(?:can|could) (?:i|we) (?:still |even )?afford|\b(?:i|we) (?:can|could) (?:still |even )?afford|\bdo (?:i|we) (?:still )?have (?:the |enough )?"
                    r"(?:budget|money|funds?)\b|\bis there (?:still )?(?:enough )?(?:budget|money|funds?) (?:left )?(?:for|to)\b"
                    r"|\baffordable\b|\bwithin (?:the |our |my )?budget\b", re.I)
# A ratio of people in charge to people looked after: "1 adult per 6 choristers", "one steward per 100 audience",
# "two leaders for every 10 kids", "a 1:8 ratio"
_SMALL = {"one": 1, "two": 2, "three": 3, "four": 4, "a": 1, "an": 1}
RATIO_RULE = re.compile(r"\b(\d{1,2}|one|two|three|four|an?)\s+((?:[\w-]+\s+){0,2}?[\w-]+?)\s+(?:per|for every|to every|for each|to each"
                        # ("1 staff to 12 students under 16": "to" with the people counted after it)
                        r"|to(?=\s+\d{1,4}\s+(?:[\w-]+\s+)?(?:girls?|boys?|children|kids?|pupils?|students?|guests?|people|visitors?"
                        r"|learners?|participants?|campers?|juniors?|clients?|patients?|residents?|riders?)\b))"
                        r"\s+(\d{1,4})\b|\b(?:ratio (?:of )?)?(\d{1,2}):(\d{1,3})(?: ratio)?\b(?!:)", re.I)
# who may be in charge: a ratio is about them
IN_CHARGE = re.compile(r"\b(?:adults?|staff|chaperones?|stewards?|leaders?|supervisors?|instructors?|first[- ]aiders?|marshals?"
                       r"|helpers?|volunteers?|carers?|teachers?|lifeguards?|guides?|tutors?|coach(?:es)?|officers?|escorts?)\b", re.I)
PEOPLE_WORDS = (r"(?:girls?|boys?|children|child|kids?|pupils?|students?|guests?|people|persons?|audience|tickets?|visitors?"
                r"|learners?|participants?|delegates?|attendees?|riders?|campers?|members?|residents?|patients?|clients?"
                r"|passengers?|walkers?|swimmers?|climbers?|cadets?|scouts?|trainees?|year \d{1,2}s|adults?|spectators?|fans?)\b")
# a head count in the turn: a whole number that is no sum, date, clock time or measure
HEADCOUNT = re.compile(r"(?<![£$€\d.,:/-])\b(\d{1,5})\b(?![.:,/]\d)(?!\s*(?:%|am\b|pm\b|h\b|hrs?\b|hours?|mins?\b|minutes?|days?"
                       r"|weeks?|months?|years?(?!\s*\d)|yrs?|st\b|nd\b|rd\b|th\b|kg\b|g\b|km\b|m\b|mm\b|cm\b|mph|°|x\b|jan|feb|mar|apr|may"
                       r"|jun|jul|aug|sep|oct|nov|dec))", re.I)


HOW_MANY_ASKED = re.compile(r"\bhow many\b|\bhow much (?:staff|cover)\b", re.I)
RATIO_WORDS = r"\b(?:per|for every|to every|for each)\b"  # (what ties a ratio to what it counts: "1 steward per 250")
# people counted in a record: "5,000 seated + 1,200 standing", "expecting 340 guests"
PEOPLE_COUNTED = re.compile(r"\b\d[\d,]*\s+(?:seated|standing|people|persons|guests|visitors|attendees|spectators|racegoers|fans"
                            r"|pupils|children|kids|runners|riders|swimmers|participants|covers|delegates|passengers|campers"
                            r"|walkers|competitors|entrants|players)\b", re.I)


def ratio_needs(turn: str, record: str) -> str:
    """Why a ratio in the record binds a task that counts people and names who is in charge of them ("Draft the
    chaperone list for Utrecht. 22 girls." and "1 adult per 6 choristers": 22 need 4), or ""."""
    m = RATIO_RULE.search(record)
    if not m or not IN_CHARGE.search(turn) or not (IN_CHARGE.search(m.group(0)) or m.group(4)):
        return ""
    each, per = (_SMALL.get(m.group(1).lower()) or int(m.group(1)), int(m.group(3))) if m.group(1) \
        else (int(m.group(4)), int(m.group(5)))
    dated = {x.group(0) for x in re.finditer(rf"\b\d{{1,2}}\s+{calendar._MONTH}\b|\b{calendar._MONTH}\s+\d{{1,2}}\b", turn, re.I)}
    plain = turn
    for d in dated:
        plain = plain.replace(d, " ")
    # (a count of people: "22 girls", "650 tickets sold", "64 Year 4s", or of the ratio's own word)
    after = re.search(r"\d{1,4}\s+([\w-]+)", m.group(0)[m.start(3) - m.start(0):]) if m.group(1) else None
    own_word = re.escape(after.group(1).rstrip("s")) if after else "(?!x)x"
    counts = [int(x.group(1)) for x in HEADCOUNT.finditer(plain)
              if re.match(rf"\s+(?:[\w-]+\s+){{0,2}}?(?:{PEOPLE_WORDS}|{own_word})", plain[x.end():], re.I)]
    big = max((n for n in counts if n > per), default=0)
    if not big or not per:
        return ""
    need = -(-big * each // per)
    return f"{big} at {each} per {per} need {need}"


# one person left alone with a group: "im fine solo right?", "can I do it on my own"
SOLO = re.compile(r"\b(?:solo|on my own|by myself|just me|only me|single-?handed|without (?:him|her|them|a second|another))\b", re.I)
# a rule on working alone: "before any unsupervised shift", "no lone working on ...", "never alone in the ..."
LONE_RULE = re.compile(r"\b(?:unsupervised|lone[- ]work\w*|lone (?:shifts?|closes?|opens?)|without supervision"
                       r"|(?:never|not|no one|nobody|no-one)\b[^.;]{0,30}\b(?:alone|on (?:their|his|her) own|solo))\b", re.I)
# a cap on how many one leader may have: "at most 12 children per coach", "no more than 8 riders to one instructor"
PER_LEADER = re.compile(r"\b(?:at most|max(?:imum)?(?: of)?|up to|no more than)\s+(\d{1,3})\s+((?:[\w-]+\s+){0,1}?[\w-]+)\s+"
                        r"(?:per|to each|for each|to one|for one|to a|for a|with one)\s+(?:[\w-]+\s+)?" + IN_CHARGE.pattern[2:],
                        re.I)


# Words of asking in a scope ("when she asks for ...", "whenever I need ...").
SCOPE_ASKING = frozenset(w[:5] for w in "ask asks asked asking need needs want wants request requests give write writ "
                         "send draft make wher when".split())
# Scope words that name no particular kind of document.
GENERIC_SCOPE = frozenset("anyth every all any thing stuff one quest query queri reque".split())  # five-letter stems
# Calendar words tie a rule to a task no more than any date does.
# words of obligation every rule and many tasks share ("must be collected"): no tie
MODAL_TOKENS = frozenset({"must", "shoul", "shall", "might", "could", "would"})
TEMPORAL_WORDS = ("monday tuesday wednesday thursday friday saturday sunday weekend week month year today tomorrow "
                  "tonight morning afternoon evening night day days hour hours minute minutes time date next last "
                  "before after early late january february march april june july august september october november "
                  "december").split()
# a month as people shorten it: no tie by itself between a deadline and a task ("due by 11 Dec" and "from 20 Dec")
MONTH_SHORT = frozenset("jan feb mar apr jun jul aug sep sept oct nov dec".split())
MONTH_NAMES = MONTH_SHORT | {m[:5] for m in calendar.MONTHS} | set(calendar.MONTHS)  # and stems: "may", "march"
TEMPORAL = frozenset(w[:5] for w in TEMPORAL_WORDS)  # and their stems, added below ``stem``
# A wish about how every answer is written ("wants brief answers", "British spelling in all answers").
# Someone asked that a matter stay quiet.
PRIVATE_WISH = re.compile(r"\b(?:does not|doesn't|do not|don't) want (?:anyone|it|this|people|colleagues|the team)"
                          r"|\bconfidential\b|\bkeep (?:it|this) private\b|\bhasn't told\b|\bhas not told\b"
                          # "wants it kept off anything shared"
                          r"|\bkept? (?:it |this )?(?:off|out of) (?:anything|everything|all) (?:\w+ )?(?:shared|public)\b", re.I)
ANSWER_PREFERENCE = re.compile(
    r"\b(?:wants?|prefers?|likes?|use|uses|give|keep)\b[^.;]{0,60}\b(?:answers?|replies|responses|spelling|bullet points?)\b"
    r"|\bin (?:all |every |each |your )?(?:answers?|replies|responses) to\b"
    r"|\b(?:all|every|each) (?:of (?:her|his|their) )?(?:answers?|replies|responses)\b"
    r"|\b(?:code|code examples?|scripts?|snippets?) (?:examples? )?in (?:python|r|go|rust|java|javascript|typescript|julia"
    r"|c\+\+|c#|kotlin|swift|ruby|php|scala|sql|bash|powershell|matlab|perl|haskell)\b"
    # how times, dates and amounts are written in any answer
    r"|\b(?:give|put|write|show|use)\b[^.;]{0,30}\b(?:every|all|any)?\s*(?:times?|dates?|amounts?)\b[^.;]{0,40}\b(?:utc|local|24-hour"
    r"|iso|currency code|thousands separators?)\b|\bwhenever giving (?:times|dates|amounts)\b", re.I)
# The user as the subject of a question about their own plans or state.
# The user's own thing, named in the languages turns come in ("o meu certificado", "mon DBS", "mein Urlaub", "mój
# grafik"); not words other languages spell alike ("ma", "mes", "min")
FOREIGN_OWN = re.compile(r"\b(?:meu|minha|meus|minhas|mein|meine|meinen|meinem|meiner|meines|mio|miei|m[óo]j|moja|moje"
                         r"|mojego|mojej|moich|mijn|nosso|nossa|nossos|nossas|notre|unser\w*|nuestr[oa]s?|nostr[oaie]|nasz\w*"
                         r"|onze)\b")
# (words an English turn may hold too, "Mon", "mi", "Mia", "fy": read only in a turn not in English)
FOREIGN_OWN_AMBIGUOUS = re.compile(r"\b(?:mon|mi|mis|mia|mie|mitt|mina|fy)\b")
SELF_SUBJECT = re.compile(r"\b(?:am i|do i|did i|have i|was i|will i|shall i|i'm|i am|i've|i'll|i was|i have to|i need to"
                          r"|i can|can i|may i|by myself|on my own|(?:who's|who is|who are|who'll be|anyone) (?:with|joining) me)\b")
# Wording that checks whether something stored still holds.
CHECKING = re.compile(r"\b(still|now|any more|anymore|these days|changed|as usual|as always|like always|as normal|as per usual)\b")
# Private matters a record about the user may carry, whatever its write-time facets say.
PRIVATE = re.compile(
    r"\b(pregnan\w*|miscarri\w*|ivf|fertility|diagnos\w*|therapy|therapist|medication|surgery|cancer|depress\w*|anxiety"
    r"|divorc\w*|separat(?:ed|ing|ion)|custody|debt|loan|salary|bankrupt\w*|grie(?:f|ving)|funeral|rehab|hasn't told|has not told"
    r"|haven't told|not told anyone|(?:has not|hasn't|have not|haven't|not) (?:yet )?(?:declared|disclosed)|confidential|keep (?:it|this) private|between us|burn-?out|breakdown|stress leave"
    r"|regrade|pay rise|pay grade|look(?:ing)? for another (?:job|post|role|position|clerkship)|job hunting|resign\w*"
    # a dispute with the employer
    r"|grievances?|disciplinary|tribunal|union rep(?:resentative)?|harassment complaint|whistle-?blow\w*"
    # the user's standing in a country, worries, money trouble, and what they keep from their employer
    r"|visas?|residency|residence permit|work permit|indefinite leave|citizenship|naturali[sz]ation|asylum|immigration status"
    r"|worr(?:ied|ies|ying)|anxious|nervous about|struggling|overwhelmed|borrowed|in arrears|overdrawn|(?:can't|cannot) afford"
    r"|afford(?:ing)? (?:the|his|her|their)|saving (?:up )?for"
    r"|(?:doesn't|does not|don't|do not) know about|(?:has not|hasn't|have not|haven't|not) (?:yet )?reported|without telling"
    r"|(?:does not|doesn't|do not|don't) want (?:anyone|it|this|people|colleagues|the team) (?:to know|mentioned|known)"
    # a cover story and what it covers: "has told Gethin it is a dentist appointment", "wants it kept private",
    # "nobody knows yet", "doesn't want Gareth to know", a job interview elsewhere
    r"|(?:has |have )?told \w+ (?:it is|it's|it was|that it is|that it's) (?:a|an|just)\b|wants? (?:it|this) kept private"
    r"|nobody (?:at work |here |else )?(?:knows|is to know)|no one (?:at work |here |else )?knows"
    r"|(?:does not|doesn't|do not|don't) want \w+ to know|job interview)\b", re.I)
SENSITIVE_WORDS = {
    "health": ("health", "medical", "medication", "side effect", "doctor", "symptom", "walk", "stairs", "hills",
               "mobility", "diet", "allerg", "therapy", "sick", "ill",
               # what someone carries or takes for a condition, asked after by name ("kasia's spare epipen - where
               # is it kept?"): the record of the condition is what answers
               "epipen", "epi-pen", "auto-injector", "autoinjector", "inhaler", "insulin", "anaphyla", "diabet", "dose",
               "dosage"),
    "family": ("family", "wife", "husband", "son", "daughter", "kids", "children", "mother", "father", "sister",
               "brother", "cousin", "nephew", "niece", "grand"),
}



_CACHE: "OrderedDict[str, np.ndarray]" = OrderedDict()
_CACHE_MAX = 20000
_CACHE_LOCK = threading.Lock()


def _encode(embedder, texts: list[str]) -> np.ndarray:
    """Embeds texts, reusing vectors of record texts seen before (records recur across turns)."""
    with _CACHE_LOCK:
        missing = [t for t in dict.fromkeys(texts) if t not in _CACHE]
    if missing:
        fresh = embedder.encode(missing)
        with _CACHE_LOCK:
            for t, v in zip(missing, fresh):
                _CACHE[t] = v
                if len(_CACHE) > _CACHE_MAX:
                    _CACHE.popitem(last=False)
    with _CACHE_LOCK:
        return np.stack([_CACHE[t] for t in texts])




ROLES = re.compile(
    r"\b(supervisors?|managers?|directors?|leads?|clients?|owners?|drivers?|teachers?|technicians?|nurses?|doctors?"
    r"|vets?|colleagues?|team|customers?|contacts?|sponsors?|boss|assistants?|partners?|agents?|landlords?|tenants?"
    r"|students?|parents?|members?|committee|council|editors?|reviewers?|coach|trainers?)\b", re.I)
DIRECTIVE = re.compile(
    r"\b(give|use|keep|answer|write|put|avoid|include|sign|open with|close with|format|spell|never|always|must|no|"
    r"don't|do not|should|prefer|reply|respond|address|structure|organi[sz]e"
    # instructions on what goes in: "number every step", "lead with the cost", "cc the site lead"
    r"|number|add|list|lead with|start with|end with|cite|attach|cc|label|quote|flag|mention|bold|highlight|state"
    r"|lay (?:it |them )?out|set (?:it |them )?out|present"
    # "draft in Welsh first, then English underneath"
    r"|draft (?=in|it|them|everything|all|both)\b)\b", re.I)


# labels that name no kind of task ("House rule: ...", "Note: ...")
GENERIC_LABEL = frozenset(w[:5] for w in "house rule rules note notes policy reminder important general standing update "
                          "fyi new current".split())
# a label of a kind of work before a colon, a parenthesis allowed ("Hot work in Zone B (chlorination unit): ...");
# not a sentence ("The shelter has 34 beds: ...")
LABEL_HEAD = re.compile(r"^\s*([A-Z][\w'’ ()/&-]{2,80}?)\s*:\s+\S")
LABEL_SENTENCE = re.compile(r"\b(?:has|have|had|is|are|was|were|will|can|must|does|do)\b", re.I)
LABEL_WORDS = 5  # a head before a colon longer than this is a sentence ("Claes moved ...: ..."), not a kind
NOUN_SCOPE = re.compile(r"^\s*([A-Z][\w'’ -]{2,60}?)\s*:\s+\S")


# where an unpunctuated "When ..." scope gives way to the wish: "... she wants", "... he'd like"
SCOPE_WISH_END = re.compile(r"\s(?:she|he|they|i|we)(?:['’]d)?\s+(?:wants?|would like|like|likes|prefers?|needs?)\b", re.I)


# a directive for a stretch of time on every text of a kind: "Until 02/10, ..., cc the east inbox on any email drafts"
TIME_LED = re.compile(r"^\s*(?:until|till|up to|from|through|during)\b", re.I)
ON_ANY_DOC = re.compile(r"\b(?:on|in|to|for|with) (?:any|all|every) ((?:[\w-]+ ){0,2}(?:drafts?|e-?mails?|letters?|messages?|notes?"
                        r"|reports?|replies|minutes|invites?|invitations?|notices?|quotes?))\b", re.I)


def scope_of(text: str, families_ok: bool):
    """The scope of a scoped rule ("For X (a, b): ...", "When X, ...", or "X must ..."), or None."""
    if TIME_LED.match(text) and (m := ON_ANY_DOC.search(text)):
        return m.group(1)  # "Until 02/10/2026, while Rhodri covers Sioned's desk, cc ... on any email drafts"
    m = re.match(r"^\s*(?:just |only )?(?:for|when|while)\s+", text, re.I)
    if m:
        depth, i = 0, m.end()
        for j in range(m.end(), min(len(text), m.end() + 160)):
            ch = text[j]
            depth += ch == "("
            depth -= ch == ")"
            if depth <= 0 and ch in ",;:":
                scope = text[i:j].strip()
                return scope if len(scope) >= 3 else None
        # (or up to the wish itself when no comma closes the scope: "When Amara asks for a roster she wants a
        # table ...")
        wish = SCOPE_WISH_END.search(text, m.end())
        if wish and wish.start() - m.end() >= 3:
            return text[m.end():wish.start()].strip()
        return None
    if families_ok:
        head = NOUN_SCOPE.match(text)
        if head and len(head.group(1).split()) <= LABEL_WORDS:
            return head.group(1)
        rs = RULE_SUBJECT.match(text) or cues.DOC_SUBJECT.match(text) or DOC_IN.match(text) or DOC_WRITTEN.match(text)
        return rs.group(1) if rs else None
    return None


# a wish for the documents of a kind, led by them: "In João's safety briefings, put the emergency information at the
# top", "Write notices for the crew board in both Polish and English"
DOC_IN = re.compile(rf"^\s*In\s+(?:(?:[\w-]+['’]s|my|our|the|all|any)\s+)?((?:[\w-]+\s+){{0,2}}{cues.DOC_KINDS})\s*,", re.I)
DOC_WRITTEN = re.compile(rf"^\s*(?:Write|Draft|Do|Keep|Make|Put)\s+(?:(?:my|our|the|all|any)\s+)?((?:[\w-]+\s+){{0,2}}"
                         rf"{cues.DOC_KINDS}(?:\s+(?:for|to|on)\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?)?)"
                         rf"\s+(?:in|as|with|using|under)\b", re.I)


DOC_KIND = re.compile(r"\b" + cues.DOC_KINDS + r"\b", re.I)


# what a rule for accounts of incidents is scoped to ("When Diego writes incident reports", "For accident
# write-ups"): a turn writing up something that happened makes one (cues.event_write_up)
# (a non-conformance or a deviation is an account of something that went wrong too: "When Aoife is writing a
# non-conformance report" binds "write up last night on T2: water dropped to 6.5°C for three hours")
INCIDENT_KIND = cues.INCIDENT_NOUN


# a limit led by the person it binds: "Małgorzata can give up to 15% off ...", "Priya approves POs up to £1,500"
PERSON_LIMIT = re.compile(r"^\s*(?!(?:At|In|On|For|Any|All|No|The|Every|Each)\b)[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)?\s+"
                          r"(?:can|may|is allowed to|approves|signs off|authori[sz]es)\b")


# what answers something else ("tender responses", "RFP submissions"): a rule for them binds every part of one
RESPONSE_HEADS = frozenset({"respo", "submi", "bid", "repl", "answ"})  # five-letter stems
# a write-up, however it is typed ("crop trial write-ups", "write up the trial"): a report, for the kind of text
WRITE_UP_WORD = re.compile(r"\bwrite[- ]?ups?\b", re.I)


# a wish of the user's led by what it is about ("Emre wants lesson plans as a table", "Tomek wants messages to the yard
# lads blunt and short"): the thing before the way it is to be written is its scope, as "For lesson plans, ..." would
WANTS_OBJECT = re.compile(r"^\s*[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)?\s+(?:wants|prefers|likes|would like)\s+"
                          r"((?:(?:his|her|their|the|all|any|every)\s+)?(?:[\w'’/-]+\s+){0,5}?[\w'’/-]+?)\s+"
                          r"(?:as|in|kept|written|to be|to start|to open|to end|rounded|short|shorter|brief|blunt|first|with"
                          r"|under|laid out|set out|signed|sent|presented|formatted|\w+ed)\b")
# what a wish's object names when it is about every text that holds such things, not a kind of text ("times always in
# the 24-hour clock", "dates written as '8 Sept 2026'", "answers as bullet points")
RENDERED_THINGS = frozenset(w[:5] for w in "answer answers reply replies response responses everything anything times time "
                            "dates date figures figure numbers number money prices price units weights sizes "
                            "measurements costs amounts spelling".split())


# "who" opening a question ("who do i send copy to ...?", "so who's on call sat?", "..., who signs it off?")
WHO_ASKS = re.compile(r"(?:^|[.?!;:,]\s*|\b(?:and|so|but|ok|okay)\s+)(?:who|whom|whose)\b", re.I)
# a thing the task says it uses: "taking the pool car", "in the small van", "using the big trailer"
THING_USED = re.compile(r"\b(?:tak(?:e|ing)|using|use|in|with|bring(?:ing)?|driv(?:e|ing))\s+(?:the|our|my)\s+[a-z][\w-]*\s+[a-z][\w-]*\b",
                        re.I)
# A wish someone said, in the record's words: "Bishnu says: if a farmer asks ...", "Dariusz asked to drop ..."
WISH_SAID = re.compile(r"\b(?:says?|said|asked|asks|wants?|wanted|would like|prefers?|suggested|is happy (?:for|to)"
                       r"|told (?:us|me|you))\b", re.I)
UNREAD_WISH = ("a wish a person reads before it stands (it lets private details or access codes out, drops a safeguard, "
               "speaks or acts against others, or takes an approval as given): not applied unread")


# A few lines about the user written from what the turn tells ("write me a 2 line bio for the website contractors
# page", "a short 'meet your wardens' bit for the welcome pack, me and Kees, from Deventer"): the facts are the
# turn's; no rule, fact or scoped wish of the user's work changes them, only a standing way of writing does.
SELF_PROFILE = re.compile(r"\b(?:bio|biog|biography|about[- ]me|meet (?:the|your|our) [\w-]+|profile (?:blurb|text|para(?:graph)?)"
                          # "write my staff profile for the website, 50 words"
                          r"|(?:staff|team|speaker|website|web|linkedin|trainer|tutor) profile|profile (?:for|on) (?:the|our)"
                          r" (?:website|site|web ?page|brochure|programme|program|newsletter)"
                          r"|intro(?:duction)? (?:for|of|about) (?:me|myself)|introduce (?:me|myself))\b", re.I)
SELF_PROFILE_OWN = re.compile(r"\b(?:me|myself|my|i'm|i am|i've)\b", re.I)
SCOPED_WISH = re.compile(r"^\s*(?:when|whenever|for|if|during|until|till|while|in|on)\b", re.I)
SELF_PROFILE_NOTE = "a few lines about the user, written from what the turn tells: only a standing way of writing changes them"


# A record that sets itself apart from what it names ("Bao Bao Dumplings (a different truck and owner from Bao Wow)",
# "WW consent: max 8 m³/day (tighter than TY)"): about another than the one the turn asks after, when the turn names
# that one and the record names it nowhere else.
APART = re.compile(r"(?i:\b(?:(?:a |an |the )?(?:different|separate|other) (?:[\w-]+ ){0,4}?(?:from|to|than)|not to be confused with"
                   r"|not the same (?:[\w-]+ )?as|unlike|(?:tighter|looser|stricter|higher|lower|bigger|smaller|longer|shorter"
                   r"|cheaper|dearer|newer|older|wider|narrower)(?: \w+)? than|rather than|instead of|as opposed to))\s+"
                   r"(?:(?i:the)\s+)?([A-Z0-9][\w&'’.-]*(?:\s+[A-Z0-9][\w&'’.-]*){0,3})")
# the user's own pay, invoice or claim, written or asked after
OWN_PAY_ASKED = re.compile(r"\bmy\s+(?:[\w-]+\s+){0,2}?(?:invoices?|timesheets?|time sheets?|payslips?|pay|wages?|expenses?"
                           r"|mileage(?: claim)?|expense claims?|overtime)\b|\bhow much (?:do|will|would|should|shall) i (?:get"
                           r"|earn|be paid|make|invoice|bill|charge|claim)\b|\bam i owed\b|\bwhat (?:do|should|can) i "
                           r"(?:invoice|bill|charge|claim)\b", re.I)
PAY_TERMS = re.compile(r"\b(?:paid|pay|wages?|day rate|hourly rate|rate|per hour|an hour|per day|a day|invoices?|invoiced"
                       r"|timesheets?|mileage|overtime|per mile)\b", re.I)
OWN_PAY_NOTE = "the terms the user is paid or invoices on, for their own pay or invoice"
TERM_WISH = re.compile(r"\b(?:terminology|terms?|translations?|translat\w+|glossary|glossaries|equivalents?|termbase)\b", re.I)
TERM_WISH_NOTE = "how the user wants answers on terms laid out, for a question on how a term is said"
APART_OWN_NAME = re.compile(r"\b[A-Z][\w&'’-]+")
# A record that says in brackets it is not the user's own organisation: "Ogwr Music (the Bridgend music school, not TVMS)
# lets budget holders approve up to £1,000", where the other records name TVMS
NOT_OURS = re.compile(r"\((?:[^()]{0,60}?[,;]\s*)?not (?:the |our |us at )?([A-Z][\w&'’.-]*(?:\s+[A-Z][\w&'’.-]*){0,3})\s*\)")
NOT_OURS_NOTE = "says it is not the user's own organisation: about another, would mislead"


def not_ours(turn: str, text: str, others: list[str]) -> bool:
    """Whether a record sets itself apart from the organisation the user's other records name, and the turn does not
    name the record's own subject."""
    for m in NOT_OURS.finditer(text):
        ours = m.group(1).split()[0]
        # (an organisation's initials, "not TVMS", or a name the other records use)
        if not (re.fullmatch(r"[A-Z][A-Z&]+", ours) or any(re.search(rf"\b{re.escape(ours)}\b", o, re.I) for o in others)):
            continue
        ours = ours.lower()
        own = {w.lower() for w in APART_OWN_NAME.findall(text[:m.start()])} - STOP - {ours}
        if not own & set(cues.WORD.findall(turn.lower())):
            return True
    return False
APART_NOTE = "sets itself apart from the one the turn names: about another, would mislead"


def named_apart(turn: str, text: str) -> bool:
    """Whether a record names what the turn asks after only to set itself apart from it."""
    turn_words = set(cues.WORD.findall(turn.lower()))
    rest = APART.sub(" ", text)
    rest_words = set(cues.WORD.findall(rest.lower()))
    set_apart = [named for m in APART.finditer(text)
                 if (named := [w for w in cues.WORD.findall(m.group(1).lower()) if len(w) >= 2])
                 and all(w in turn_words for w in named) and not all(w in rest_words for w in named)]
    if not set_apart:
        return False
    # (not when the turn names the record's own subject as well: "how does TY compare with WW?")
    apart_words = {w for named in set_apart for w in named}
    own_names = {w.lower() for w in APART_OWN_NAME.findall(rest)} - apart_words - STOP
    return not (own_names & turn_words)


# A wish on how one kind of value is written ("Marek wants sizes given in millimetres, not lignes", "temperatures in
# Fahrenheit for the US buyers"): it changes a text that holds such a value, not one that holds none (a message
# confirming a day off)
VALUE_WISH = {
    "size": (re.compile(r"\b(?:sizes?|measurements?|dimensions?|lengths?|widths?|heights?|diameters?)\b", re.I),
             re.compile(r"\d\s?(?:mm|cm|m|in|inch(?:es)?|ft|feet|lignes?|\"|′|″)(?![a-z])|\b(?:sizes?|measurements?|dimensions?"
                        r"|diameters?|width|length|height)\b", re.I)),
    "temperature": (re.compile(r"\btemperatures?\b", re.I),
                    re.compile(r"\d\s?(?:°|º|degrees?\b|deg\b|c\b|f\b)|\btemp(?:erature)?s?\b", re.I)),
    "weight": (re.compile(r"\bweights?\b", re.I),
               re.compile(r"\d\s?(?:kg|g|lbs?|oz|st|stone|t|tonnes?|tons?)\b|\bweigh\w*", re.I)),
    "distance": (re.compile(r"\bdistances?\b", re.I),
                 re.compile(r"\d\s?(?:km|kms|miles?|mi|m|metres?|meters?|nm)\b|\bdistances?\b|\bhow far\b", re.I)),
    # ("Tomasz wants all times in 24-hour format, always": a text with no time of day in it is not changed by it)
    "time": (re.compile(r"\btimes?\b|\b(?:24|12)[- ]?h(?:ou)?r?\b|\bclock\b", re.I),
             re.compile(r"\b\d{1,2}[:.h]\d\d\b|\b\d{1,2}\s?(?:am|pm|a\.m\.|p\.m\.)(?!\w)|\bnoon\b|\bmidnight\b", re.I)),
}
VALUE_WISH_HEAD = re.compile(r"\b(?:wants?|prefers?|asks? for|likes?|would like)\b", re.I)
VALUE_WISH_NOTE = "a wish on how one kind of value is written, for a text that holds none"


def value_wish_unmet(turn: str, draft: str, text: str) -> bool:
    """Whether a record is a wish on how one kind of value is written and neither the turn nor the draft holds one."""
    if not VALUE_WISH_HEAD.search(text):
        return False
    kinds = [(said, held) for said, held in VALUE_WISH.values() if said.search(text)]
    return len(kinds) == 1 and not any(held.search(turn) or held.search(draft) for _said, held in kinds)


# A piece the public reads about the organisation ("linkedin post pls: DV2 team hit 12 months with no lost-time
# incidents", "short 'about us' for the website"): what the organisation is paid or pays, its contract terms and its
# staffing ratios are internal, not what it tells the public
PUBLIC_PIECE = re.compile(r"\blinked ?in\b|\babout us\b|\bpress release\b"
                          r"|\b(?:website|web ?site|web ?page)\b[^.?!\n]{0,30}\b(?:blurb|intro|copy|bio|profile|story)\b"
                          r"|\b(?:blurb|intro|copy|bio|profile|story)\b[^.?!\n]{0,30}\b(?:website|web ?site|web ?page)\b", re.I)
INTERNAL_TERMS = re.compile(r"\bcontract\b|\bpays?\b|\bpaid\b|\bper (?:hour|day|head)\b|/h\b|\ban hour\b|\bday rate\b"
                            r"|\bhourly\b|\buplift\b|\bmargin\b|\b(?:1|one) [a-z-]+ (?:per|to every|for every) \d", re.I)
INTERNAL_NOTE = "internal terms (pay, contracts, ratios), for a piece the public reads"


def public_piece(turn: str) -> bool:
    """Whether the turn writes a piece the public reads about the organisation (read once per turn)."""
    return bool(PUBLIC_PIECE.search(turn)) and cues.analyse(turn).task


def public_internal(turn: str, text: str) -> bool:
    """Whether a record holds internal terms, for a turn writing a piece the public reads (``public_piece``), that the
    turn does not state itself."""
    figures = {m.group(0) for m in calendar.AMOUNT_RX.finditer(text)}
    return bool(INTERNAL_TERMS.search(text)) and not any(f in turn for f in figures)


# A card or note of thanks or good wishes ("write a short thank u card for Mrs Pawley's daughter"): it holds no
# access code, price or account figure, whatever the record on the person it thanks holds
COURTESY = re.compile(r"\b(?:thank(?:s|-you| you| u)|ty|birthday|bday|get[- ]well|congratulations?|congrats|sympathy"
                      r"|condolences?|leaving|retirement|welcome|christmas|xmas|season'?s greetings)\s+(?:card|note)s?\b", re.I)
COURTESY_FIGURES = re.compile(r"\b(?:codes?|pin|passwords?|combination|account|acct|invoice)\b|\d{3,}|[$£€]\s?\d", re.I)
COURTESY_NOTE = "codes and figures, for a card of thanks or good wishes"


def courtesy_figures(turn: str, text: str) -> bool:
    """Whether the turn writes a card of thanks or good wishes and the record holds a code or a figure."""
    return bool(COURTESY.search(turn)) and bool(COURTESY_FIGURES.search(text))


# A list of other people ("Upcoming SIA expiries: Sam Okafor ...; Dan Hollis ...; Priya Kaur ...") for a turn about
# someone it does not list ("draft a friendly nudge to Kwame - his first aid cert expires ..."): the learned layer's
# likeness of kind is no tie to that person
OTHERS_LISTED_MIN = 3  # names a record lists, none of them the turn's, for it to be about others
OTHERS_NOTE = "lists other people than the one the turn names"


def others_listed(turn: str, text: str) -> bool:
    """Whether the turn names someone and the record lists at least OTHERS_LISTED_MIN names, none of them the turn's."""
    if WISH_SAID.search(text):
        return False  # (a wish on how the user writes to people is no list of them)
    if re.search(r"\bwho(?:m|se)?\b", turn, re.I):
        return False  # ("Tell her who she'll shadow her first week": the people listed are what is asked)
    named = _names_in(turn)
    # (names the dictionary does not know: "Okafor", "Wrona"; not "Studio", "Canton", "Signed" or "April")
    vocab = language.vocabulary()
    listed = {_five(w) for w in re.findall(r"\b[A-Z][a-z'’-]+", text) if w.lower() not in vocab}
    return bool(named) and len(listed) >= OTHERS_LISTED_MIN and not named & (listed | _names_in(text))


# An acronym the turn uses ("plan the rehairs so BYO is ready on time") that one candidate writes as such ("Bristol
# Youth Orchestra (BYO)"): another that only spells the same letters out ("Bath Youth Orchestra") is a look-alike
ACRONYM_TWIN_NOTE = "spells out the turn's acronym, which another record gives as its own: a look-alike, would mislead"


def acronym_twin(turn: str, text: str, others: list[str]) -> bool:
    """Whether the record spells out an acronym of the turn without writing it, while another candidate writes it."""
    for m in ACRONYM.finditer(turn):
        a = m.group(1)
        if not (2 <= len(a) <= 5 and a.isalpha()):
            continue
        held = re.compile(rf"(?<![\w-]){re.escape(a)}(?![\w-])")
        spelled = {x.lower() for x in acronym_phrases(a, [text])}
        if held.search(text) or not spelled:
            continue
        # (the other gives the acronym beside another spelling of it: "Bristol Youth Orchestra (BYO)"; one writing
        # the acronym alone, "the 30 Jan SVA event", names the same place as "Sowe Valley Arena")
        if any(held.search(o) and (theirs := {x.lower() for x in acronym_phrases(a, [o])}) and not theirs & spelled
               for o in others):
            return True
    return False


def self_profile(turn: str) -> bool:
    """Whether the task writes a few lines about the user (a bio, a 'meet the team' piece) from what it tells."""
    return bool(SELF_PROFILE.search(turn) and SELF_PROFILE_OWN.search(turn) and cues.analyse(turn).task)


def self_profile_keeps(text: str) -> bool:
    """What such a piece takes: a standing wish on how the user's writing reads, not scoped to another kind."""
    return bool(WISH_SAID.search(text)) and not SCOPED_WISH.match(text)


def unread_wish(text: str) -> bool:
    """Whether a record holds a wish the activation gate sends to review: "if a farmer asks for the gate codes or his
    rota, just give it to them", "include the key bitting codes in the email", "drop ID-check reminders". Nobody has
    read it, so it goes into no answer, whoever's it is and however well it fits."""
    return bool(WISH_SAID.search(text)) and (wish_rules.loosens_privacy(text) or wish_rules.drops_safeguards(text)
                                              or wish_rules.harms_others(text) or wish_rules.signs_as_other(text)
                                              or wish_rules.delegates(text))


# a wish of the user's on how things are written or handled, and a turn asking about such wishes
USER_WISH = re.compile(r"\b(?:wants?|prefers?|likes?|would like|asks that|should be (?:written|in|kept|sent|signed))\b", re.I)
WISH_ASKED = re.compile(r"\b(?:wants?|wanted|prefer\w*|likes?|liked|style|format\w*|tone|layout|how (?:should|do) (?:i|we) "
                        r"(?:write|word|lay out|format|sign))\b", re.I)


def wants_scope(text: str) -> str:
    """The kind of text a user's wish led by "X wants ..." is about ("lesson plans", "messages to the yard lads"), or ""
    when it names none or names things any text may hold (times, dates, figures, answers)."""
    m = WANTS_OBJECT.match(re.sub(r"\s*\([^)]*\)", "", text))
    if not m:
        return ""
    obj = re.sub(r"^(?:his|her|their|the|all|any|every)\s+", "", m.group(1), flags=re.I)
    words = [w.lower() for w in obj.split()]
    if not words or words[0][:5] in RENDERED_THINGS or (len(words) == 1 and words[0][:5] in RENDER_WORDS):
        return ""
    return obj


def doc_kinds(text: str) -> set[str]:
    """The kinds of document a text names ("client emails", "a LinkedIn post"), singular."""
    return {m.group(0).lower().rstrip("s") for m in DOC_KIND.finditer(text)}


def other_doc_kind(text: str, task_kinds: set[str]) -> bool:
    """A wish of the user's about one kind of document ("write client emails in Spanish") while the task
    writes another ("a LinkedIn post", ``task_kinds``): it says nothing about this one."""
    mine = doc_kinds(text)
    return bool(mine and task_kinds and not mine & task_kinds)


def other_kind(text: str, turn_toks: set[str]) -> bool:
    """True when a record is labelled with a kind of work at a place ("Hot work in Zone B (chlorination
    unit): ...") none of whose kind's words the turn uses."""
    label = LABEL_HEAD.match(text)
    if not label or len(re.sub(r"\([^)]*\)", "", label.group(1)).split()) > LABEL_WORDS + 2 \
            or LABEL_SENTENCE.search(label.group(1)):
        return False
    parts = re.split(r"\b(?:in|at)\s+(?=the\s|[A-Z])", label.group(1), maxsplit=1)
    if len(parts) < 2:
        return False  # "FTL limits: ...", "Copper pot still: ...": a thing's label, not a kind of work somewhere
    kind = specific_tokens(parts[0])
    return not _names_in(parts[0]) and bool(kind - GENERIC_LABEL) and not (kind & turn_toks)


def _over_before(text: str, today: date) -> bool:
    """Everything the record dates lies before ``today``: its full dates, or else its years."""
    full = _iso_dates(text)
    if full:
        return max(full) < today
    years = [int(y) for y in YEAR.findall(text)]
    return bool(years) and max(years) < today.year


def _iso_dates(text: str) -> list[date]:
    out = []
    for y, mo, d in calendar.ISO_RX.findall(text):
        try:
            out.append(date(int(y), int(mo), int(d)))
        except ValueError:
            continue
    return out


def long_shared(a: str, b: str) -> bool:
    """True when two texts share a long, specific word ("sedation", "aftercare"): one such word
    ties a rule to a task as firmly as two short ones."""
    def longs(t: str) -> set[str]:
        words = (w.lower() for w in cues.WORD.findall(t) if len(w) >= LONG_WORD)
        return {stem(w) for w in words if w not in STOP and w.rstrip("s") not in cues.COMMON_CAPITALISED
                and stem(w)[:5] not in TEMPORAL}
    return bool(longs(a) & longs(b)) or bool(_term_pairs(a) & _term_pairs(b))


def _term_pairs(text: str) -> set[tuple[str, str]]:
    """Two-word terms ("holding time", "error budget", "road closures"), stemmed: a term two texts share
    ties them as a long word does. Neither word a stop word, the first no word of time."""
    words = [w.lower() for w in cues.WORD.findall(text)]
    return {(stem(a)[:5], stem(b)[:5]) for a, b in zip(words, words[1:])
            if len(a) >= 4 and len(b) >= 4 and a not in STOP and b not in STOP and not a.isdigit() and not b.isdigit()
            and stem(a)[:5] not in TEMPORAL and a.rstrip("s") not in cues.COMMON_CAPITALISED}


def scope_kind(scope: str) -> str:
    """The kind of thing a scope names, before whom it is for: "drafting safety briefings" of
    "drafting safety briefings for guests"."""
    # ("questions about alerts" is about alerts: a question or a request is no kind of thing)
    scope = ASKING_ABOUT.sub("", scope)
    # ("Tomasz asks for enrichment ideas" is about enrichment ideas, not about asking)
    scope = SCOPE_ASKER.sub("", scope).strip() or scope
    return re.split(r"\b(?:for|to|with|about|from|on behalf of)\b", scope, maxsplit=1, flags=re.I)[0]


ASKING_ABOUT = re.compile(r"^\s*(?:any\s+|all\s+|my\s+)?(?:questions?|quer(?:y|ies)|requests?|asks?|anything|things)\s+"
                          r"(?:about|on|regarding|around|involving|to do with)\s+", re.I)


# the asking in a wish's scope, before the kind of document it is about ("drafting", "Marta writes", "Amara
# drafts for the"), and what follows the kind ("for Jonas", "to referring vets")
WISH_SCOPE_LEAD = re.compile(r"^(?:(?:i|we|he|she|they|[A-Z][\w'’-]+)\s+)?(?:(?:is|are|am)\s+)?"
                             r"(?:(?:writ|draft|prepar|do|mak|send|produc|compil|build|creat|put|ask|need|want|request|get)\w*\s+"
                             r"(?:together\s+|up\s+|out\s+)?)?"
                             r"(?:(?:for|to)\s+)?(?:(?:the|a|an|any|all|my|our|his|her|their|each|every)\s+)?")
WISH_SCOPE_TAIL = re.compile(r"\s+(?:(?:for|to|with|from|about|on|in|that|which|when|so)\b"
                             r"|(?:she|he|they|i|we)\s+(?:wants?|prefers?|likes?|needs?|asks?)\b).*$", re.I)


# the readers a wish's scope names after its kind of document ("notes for the dressers from Poland", "emails to
# suppliers"), as against the user named ("job cards for Jonas")
WISH_READERS = re.compile(r"\b(?:for|to)\s+(?:the|our|my|all|any|his|her|their)\s+([a-z][\w'’-]*(?:\s+[a-z][\w'’-]*)?)"
                          r"|\b(?:for|to)\s+([a-z][\w-]+s)\b")


def readers_named(head: str, prose: str) -> bool:
    """The task writes for or to the readers of ``head`` ("for the crew"), however it types them short ("to the techs"
    for "technician")."""
    for m in TASK_READERS.finditer(prose):
        for w in m.group(1).lower().split():
            w = w.rstrip("s") if len(w) > 3 else w
            if w == head or (len(w) >= 4 and head.startswith(w)):
                return True
    return False


TASK_READERS = re.compile(r"\b(?:for|to)\s+(?:the|our|my|all|both)\s+((?:[\w'’-]+\s+){0,2}[\w'’-]+)", re.I)
# a weight limit on a way or a place ("a permanent 7.5 tonne weight limit", "weight limit of 18 t") and what a vehicle or
# a load weighs ("15 tonnes gross weight", "weighs 3.2 t")
WEIGHT_LIMIT = re.compile(r"(\d+(?:\.\d+)?)\s?-?\s?(?:t|tonnes?|tons?)\b[^.;]{0,20}?\b(?:weight |gross |axle )?(?:limit|restriction)\b"
                          r"|\b(?:weight limit|limit|max(?:imum)? weight) (?:of |is )?(\d+(?:\.\d+)?)\s?(?:t|tonnes?|tons?)\b", re.I)
UNIT_WEIGHT = re.compile(r"(\d+(?:\.\d+)?)\s?(?:t|tonnes?|tons?)\s+(?:gross|GVW|laden|all-up|unladen|in weight|weight)"
                         r"|\bweighs (?:about |around |roughly )?(\d+(?:\.\d+)?)\s?(?:t|tonnes?|tons?)\b", re.I)
UNIT_WORDS = frozenset({"tonne", "tonnes", "ton", "tons", "weigh", "limit", "gross"})
# a turn asking what someone pays ("what she'll actually pay", "how much do they owe", "what's the cost to us")
PAY_ASKED = re.compile(r"\b(?:pay|pays|paying|owe|owes|cost|costs|charged?)\b", re.I)
PERCENT = re.compile(r"\d+(?:\.\d+)?\s?%|\bper ?cent\b", re.I)
# a share of a price someone pays or is given: "parents pay the other 40%", "funds 60% of", "covers half"
SHARE_PAID = re.compile(r"\b(?:pays?|funds?|covers?|meets?|contributes?|subsidi[sz]es?|discount|off)\b", re.I)
# what a record says is due by a day: "timesheets are due to Rosa by the 20th", "the deadline for grant reports is ..."
DUE_THING = re.compile(r"\b((?:[\w'’-]+\s+){0,2}?[\w'’-]+)\s+(?:is|are)\s+due\b(?=[^.;]{0,40}?\b(?:by|on|before)\b)"
                       r"|\bdeadline for\s+((?:[\w'’-]+\s+){0,2}?[\w'’-]+)\s+is\b", re.I)
# what a thing holds or may hold ("may contain sesame", "made with almond flour", "handles peanuts")
HOLDS_ALLERGEN = re.compile(r"\b(?:may contain|contains?|made with|made from|cooked in|fried in|handles?|traces? of)\s+"
                            r"(?:some\s+|an?\s+)?([a-z]+(?:\s+[a-z]+)?)")
# work started by a turn ("start dropping the bells", "ok to start work on site", "crack on with the strip-out")
WORK_STARTS = re.compile(r"\b(?:start|starting|begin|beginning|commence|crack on)\s+(?:\w+ing\b|(?:on\s+|with\s+)?(?:the\s+)?"
                         r"(?:work|works|job|jobs|install\w*|strip-?out|demolition|dig|excavation)\b|on site\b)", re.I)
# a rule that work waits on something ("no work starts on site until ...", "works may not begin before ...")
NO_START_UNTIL = re.compile(r"\bno (?:work|works|job|jobs|site work|installation)\b[^.;]{0,30}?\b(?:starts?|begins?|commences?"
                            r"|goes ahead)\b[^.;]{0,30}?\b(?:until|before|unless|without)\b"
                            r"|\b(?:work|works|jobs?)\s+(?:may|can|must)\s+not\s+(?:start|begin|commence)\b[^.;]{0,40}?\b(?:until|before"
                            r"|unless|without)\b", re.I)
# a job asked to be fitted in on a day: "squeeze a pelted maine coon in for a demat mon 28th", "she wants saffy done
# on the 28th", "can you fit the Hendry bangle in thurs"
SLOT_ASKED = re.compile(r"\b(?:squeeze|fit|slot|get)\s+(?:[\w'’-]+\s+){0,5}?in\s+(?:for|on)\b"
                        r"|\b(?:wants?|needs?|like)\s+(?:[\w'’-]+\s+){1,3}?done\s+(?:on|for|by)\b", re.I)
# someone new starting, in a turn ("new lad starts on the dodgems tomorrow 9am", "2 new uruguayan shearers land in
# welly sunday ... on the board 5am monday", "the new apprentice's first day")
NEW_STARTER_TURN = re.compile(r"\bnew\s+(?:[\w'’-]+\s+){0,2}?(?:starters?|joiners?|lads?|girls?|guys?|hires?|recruits?|staff|employees?"
                              r"|workers?|members?|volunteers?|apprentices?|trainees?|people|person|[a-z]{3,}(?:ers?|ists?|ies))\b"
                              r"(?:['’]s)?[^.;?!]{0,60}?\b(?:starts?|starting|joins?|joining|arrives?|arriving|lands?|landing"
                              r"|begins?|beginning|first (?:day|shift|run|morning|week)|on the (?:board|floor|rota|tools))\b", re.I)
# a rule every new starter meets before or on their first day ("A right-to-work check must be done ... before any new
# starter's first shift", "Every new shearer or rousie completes the induction module ... on day one")
NEW_STARTER_RULE = re.compile(r"\b(?:every|any|all|each)\s+new\s+(?:[\w'’-]+\s+){0,3}?(?:starters?|joiners?|recruits?|staff|employees?"
                              r"|workers?|members?|volunteers?|hires?|apprentices?|trainees?|[a-z]{3,}(?:ers?|ists?|ies))\b"
                              r"|\bnew starters?['’]?s?\b[^.;]{0,40}\b(?:must|needs?|has to|have to|before|completes?)\b", re.I)
NEW_STARTER_BINDS = re.compile(r"\b(?:must|needs? to|has to|have to|completes?|before|no exceptions|required|mandatory)\b", re.I)
# what falls due at an occasion ("balance due at the final fitting"), not on a day
DUE_AT = re.compile(r"\b(?:due|payable|paid|settled|signed|handed over|returned)\s+at\s+(?:the|each|every|their|her|his)\s+"
                    r"((?:[a-z][\w'’-]*\s+){0,2}[a-z][\w'’-]*)", re.I)
DUE_AT_LONG = 6  # one word of the occasion is enough when it is this long
# the head noun of the readers a wish's scope names ("crew" of "notes for the hot shop crew")
READERS_HEAD = re.compile(r"\b(?:for|to)\s+(?:the|our|my|all|any)\s+(?:[a-z][\w'’-]*\s+){0,2}([a-z][\w'’-]*?)s?\s*$")
MESSAGE_WORDS = frozenset("message msg note text update email e-mail mail memo".split())  # singular


PLAIN_MODIFIERS = frozenset("short quick brief new little first next final formal proper full usual standard".split())


# the general nouns of a message, which a kind of one may leave out ("the go/no-go" for the "go/no-go message")
MESSAGE_HEADS = frozenset({"message", "messages", "msg", "note", "notes", "email", "emails", "text", "texts", "post", "posts",
                           "update", "updates"})


# what a rule says goes to a kind of reader: "Anything Gwen sends to councillors must ...", "Letters to parents must ..."
SENT_TO_READERS = re.compile(
    r"\b(?:anything|everything|all|any|every)\s+(?:(?-i:[A-Z])[\w'’-]+\s+|we\s+|you\s+)?(?:sends?|writes?|sent|written|issued|goes"
    r"|going)\s+(?:out\s+)?to\s+(?:the\s+|our\s+|all\s+|any\s+)?((?:[a-z-]+\s+){0,2}[a-z-]+s)\b(?!\s+(?:must|should)\s+not)"
    r"|\b(?:e-?mails?|letters?|messages?|notes?|replies|texts|posts|notices)\s+to\s+(?:the\s+|our\s+|all\s+|any\s+)?"
    r"((?:[a-z-]+\s+){0,2}[a-z-]+s)\s+(?:must|should|need to|have to|are to|always)\b", re.I)
# what someone is usually given, which a task puts in: "with their usual discount", "at her usual rate"
USUAL_GIVEN = re.compile(r"\b(?:their|his|her|the client's|the customer's) usual (?:discount|rate|terms|price|fee|day rate|"
                         r"cut|commission|deposit|slot|room|table|order)\b", re.I)
# colours a task asks for, and someone who cannot tell them apart
ASKS_COLOURS = re.compile(r"\bcolou?r(?:s|ed|[- ]?cod(?:ed?|ing))?\b|\b(?:red|green|amber)\b|\btraffic[- ]lights?\b|\bRAG\b", re.I)
COLOUR_BLIND = re.compile(r"\bcolou?r[- ]?blind(?:ness)?\b|\b(?:deuteranop|protanop|tritanop)\w*", re.I)
# one reader a rule on writing names: "When Camila writes emails to Secuencia (Madrid), ...", "letters to Marchmont"
NAMED_READER = re.compile(r"\b(?:writes?|writing|sends?|sending|e-?mails?|letters?|messages?|replies|notes?|texts?)\s+"
                          r"(?:[a-z]+\s+){0,2}?to\s+((?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+){0,2})", re.I)
# the readers a task writes to: "short note to the Grangetown ward councillors", "email to all parents"
WRITTEN_TO_READERS = re.compile(r"\b(?:note|e-?mail|letter|message|msg|reply|text|post|notice|update|memo|briefing)s?\s+to\s+"
                                r"(?:the\s+|our\s+|all\s+|my\s+)?((?:(?!(?:about|explaining|on|re|for|with|that|who|to|and|asking"
                                r"|telling|saying)\b)[\w'’-]+\s*){1,4})", re.I)
# the platforms a "social media post" is written for: "Insta post for Apple Day" is one
SOCIAL_PLATFORMS = frozenset("insta instagram facebook fb twitter x tiktok linkedin threads bluesky mastodon snapchat "
                             "youtube".split())


# the names of kinds of text as people type them short
SHORT_KIND_WORDS = {"msg": "message", "msgs": "messages", "txt": "text", "txts": "texts", "rpt": "report", "rpts": "reports",
                    "mins": "minutes", "memo": "memo", "doc": "document", "docs": "documents", "pres": "presentation"}


# words that may follow a kind of document without making its name a modifier ("the handover notes pls")
HEAD_FOLLOWERS = frozenset("pls please plz asap again too also first then now today tonight tomorrow tmrw quick".split())


def same_doc_kind(kind: str, text: str) -> bool:
    """``text`` names the kind of document ``kind`` is: its head noun, and, for a kind named with a modifier
    ("handover notes"), no other modifier in front of it ("the roster change note" is another kind; "this
    week's note" is the "weekly market note")."""
    words = kind.lower().split()
    head = stem(words[-1])[:5]
    mods = {stem(w)[:4] for w in words[:-1]}
    # (a kind named by its modifier alone, the general noun of a message left out: "Draft the go/no-go for the pilots
    # group" writes the "go/no-go message")
    # (only a modifier that names the kind by itself: two words, or one joined by "/" or "-", not "crew" of "crew
    # update")
    mod = " ".join(words[:-1])
    if len(words) >= 2 and words[-1] in MESSAGE_HEADS and (len(words) >= 3 or re.search(r"\w[/-]\w", mod)) \
            and re.search(r"(?<![\w/-])" + re.escape(mod) + r"(?![\w/-])", text.lower()):
        return True
    found = False
    # (a kind typed short is the kind: "radio msg" is a "radio message")
    toks = [SHORT_KIND_WORDS.get(w, w) for w in cues.WORD.findall(text.lower())]
    for i, w in enumerate(toks):
        if stem(w)[:5] != head:
            continue
        before = unpossessed(toks[i - 1]) if i else ""
        # (the head word as a modifier of another noun is no document of the kind: "a home match" writes no
        # letter to "care homes")
        after = toks[i + 1] if i + 1 < len(toks) else ""
        # (a noun after an article: "plan thurs am" is a verb's object, not a "thurs plan")
        if mods and before in ("a", "an", "the", "their", "our", "his", "her", "its", "your", "my") \
                and after.isalpha() and len(after) >= 3 and after not in STOP and after not in HEAD_FOLLOWERS \
                and after not in calendar._WD_SHORT and after not in MONTH_SHORT \
                and stem(after)[:5] not in TEMPORAL and not after.endswith("ly"):
            continue
        if not mods or not before or before in STOP or before in PLAIN_MODIFIERS or stem(before)[:4] in mods \
                or any(ch.isdigit() for ch in before) or (before in SOCIAL_PLATFORMS and {"soci", "medi"} & mods):
            found = True
    return found


LONG_KIND = (3, 5)  # a wish's kind of document of four or five plain words is read as its last three ...
# ... when the last is a document's ("the daily hog ward handover", not "whether a customer can jump")
LONG_KIND_HEAD = re.compile(r"(?:handovers?|notes|reports?|packs?|sheets?|lists?|plans?|rotas?|briefs?|briefings?|updates?"
                            r"|summar(?:y|ies)|emails?|letters?|messages?|minutes|logs?|talks?|cards?|quotes?|invoices?"
                            r"|checklists?|schedules?|agendas?|newsletters?|posts?|captions?|statements?|assessments?)")


def wish_doc_kind(text: str) -> str:
    """The kind of document a scoped wish is about, in its own words ("job cards", "board pack", "weekly market
    note"), or "" when the scope names no kind (a time, a person, a wish with more than three words of kind).
    (A wish led by what it is about, "Emre wants lesson plans as a table", is scoped to it.)"""
    scope = scope_of(text, False) or wants_scope(text)
    if not scope or TIME_SCOPE.match(scope.strip("( ")):
        return ""
    kind = WISH_SCOPE_TAIL.sub("", WISH_SCOPE_LEAD.sub("", scope.strip(), count=1)).strip()
    words = kind.split()
    # (a kind named with more modifiers than three is its last three words: "the daily hog ward handover" is a
    # "hog ward handover")
    if LONG_KIND[0] < len(words) <= LONG_KIND[1] and all(re.fullmatch(r"[a-z][a-z'’-]*", w) for w in words) \
            and LONG_KIND_HEAD.fullmatch(words[-1]) and not any(w in STOP for w in words[-3:]):
        words = words[-3:]
        kind = " ".join(words)
    # (an activity is no kind of document: "When Ruth is pricing a clearance")
    activity = bool(words) and words[0].lower().endswith("ing") and (
        len(words) == 1 or words[1].lower() in ("a", "an", "the", "my", "our", "his", "her", "their", "any", "some"))
    if not words or len(words) > 3 or activity or words[-1].lower() in STOP or len(words[-1]) < 3 \
            or stem(words[-1])[:5] in GENERIC_SCOPE \
            or not all(re.fullmatch(r"[A-Za-z][\w'’/-]*", w) for w in words):
        return ""
    return kind


# words of a wish's scope that name neither the activity nor its object ("When Tomasz asks for something ...")
SCOPE_FILLER = frozenset("something anything stuff thing things help helping helps ask asks asking is are am need needs "
                         "want wants doing do does".split())
# the verbs of an activity a scope names, however inflected ("write" or "writing" risk assessments)
SCOPE_VERB = re.compile(r"^(?:\w{3,}ing|write|draft|prepare|make|plan|compare|pack|price|order|book|brief|reply|respond"
                        r"|answer)$", re.I)
TURN_LEAD = re.compile(r"^\s*(?:(?:can|could|would|will) you\s+|please\s+|pls\s+|just\s+|quickly\s+)*([a-z]+)", re.I)


# the kind of document a wish's own words write ("For the week of 14 September 2026, write the morning handover notes
# in Welsh"), where its scope is a time
BODY_KIND = re.compile(r"\b(?:write|draft|do|give|keep|send|prepare|produce)\s+(?:the|my|all|any|every|(?-i:[A-Z])[\w'’-]+['’]s)\s+"
                       r"((?:[a-z][\w'’-]*\s+){0,2}[a-z][\w'’-]*)\s+(?:in|as|with|under|using|at|short|shorter|brief|bilingual)\b")


def _safe_date(y: int, mo: int, d: int) -> date | None:
    try:
        return date(y, mo, d)
    except ValueError:
        return None


def timed_wish_kind(text: str, today: date | None) -> str:
    """The kind of document a wish scoped to a time writes, while that time lasts ("For the week of 14 September
    2026, write the morning handover notes in Welsh", in that week), or ""."""
    scope = scope_of(text, False)
    m = BODY_KIND.search(text)
    timed = bool(scope) and (TIME_SCOPE.match(scope.strip("( ")) or not {
        t for t in specific_tokens(scope) if t not in TEMPORAL and not any(ch.isdigit() for ch in t)})
    if not timed or not m or today is None:
        return ""
    years = [int(y) for y in YEAR.findall(scope)] or [today.year]
    days = _iso_dates(scope) or [x for x in (_safe_date(years[0], mo, d) for d, mo in
                                              calendar.record_rules(scope, today=today).dates if mo) if x]
    if days and not (min(days) <= today <= max(days) + timedelta(days=6 if re.search(r"\bweek\b", scope, re.I) else 0)):
        return ""
    kind = m.group(1)
    return "" if stem(kind.split()[-1])[:5] in GENERIC_SCOPE else kind


# two or more capitalised words in a row after a sentence's first word: a name ("Cotswold Catering Supplies")
PROPER_RUN = re.compile(r"(?<=[\w,] )(?:(?-i:[A-Z])[\w'’&-]+\s+)+(?-i:[A-Z])[\w'’&-]+")


def activity_scope(text: str, turn: str) -> str:
    """The activity a wish is scoped to, when the task does it: all the things the scope names are in the turn
    ("When Mateo is packing for a market" and "the loading list for Saturday's markets"; "When helping Tomasz
    write risk assessments (RAMS)" and "need the risk assessment for ..."), or the turn leads with the scope's
    verb and shares a thing with the wish ("When comparing supplier quotes, ... landed cost per sheet" and
    "Compare these for 200 sheets ..."; "When drafting something for a club committee" and "Draft a note for the
    committee"). "" otherwise, and for a scope of time or of people alone."""
    scope = scope_of(text, False)
    if not scope or TIME_SCOPE.match(scope.strip("( ")):
        return ""
    plain = re.sub(r"\([^)]*\)", " ", scope)  # (an acronym beside its words says them again)
    verbs, things = set(), set()
    for w in cues.WORD.findall(plain):
        low = w.lower()
        if w[0].isupper() or low in STOP or low in SCOPE_FILLER or len(low) < 3:
            continue  # (a name: the user's own, or someone the user helps)
        if any(ch.isdigit() for ch in low) or stem(low)[:5] in TEMPORAL:
            continue  # (a time is no activity: "For the week of 18 May")
        # (the first verb is the activity; a later "-ing" word names a kind of thing: "drafting monitoring visit
        # reports", "drafting anything for the planning officer")
        (verbs if SCOPE_VERB.match(low) and not verbs else things).add(stem(low)[:5])
    if not things:
        return ""
    # (a thing met only inside a name the turn writes, "Cotswold Catering Supplies", is not the activity's:
    # "When comparing suppliers" and "email Cotswold Catering Supplies about an invoice")
    turn_toks = specific_tokens(PROPER_RUN.sub(" ", turn))
    lead = TURN_LEAD.match(turn)
    led = bool(lead) and stem(lead.group(1))[:5] in verbs
    rest = text.split(scope, 1)[-1]
    if things <= turn_toks or led and (things & turn_toks or (specific_tokens(rest) - TEMPORAL) & turn_toks):
        return scope.strip()
    return ""


# a reply asked for to a message quoted in the turn, and a complaint's words in the quote ("Reply to this: 'My partner
# was ill ... I want a full refund.'")
REPLY_ASKED = re.compile(r"\b(?:reply|respond|answer|write back|get back)\b", re.I)
QUOTED_MESSAGE = re.compile(r"(?:^|[:—–-])\s*['\"“‘](.{20,})", re.S)  # (to its end: a quote holds apostrophes)
COMPLAINT_WORDS = re.compile(r"\b(?:refund|money back|compensation|complain\w*|disappointed|unacceptable|not happy|appalled"
                             r"|rude|poor service|never again|furious|disgusted)\b", re.I)


def complaint_reply(turn: str) -> bool:
    """The turn asks for a reply to a complaint it quotes, whether or not it calls it one."""
    return bool(REPLY_ASKED.search(turn)) and any(COMPLAINT_WORDS.search(m.group(1)) for m in QUOTED_MESSAGE.finditer(turn))


def asks_for_kind(kind: str, turn: str) -> bool:
    """The turn asks to be given a document of the kind ("Give me the procedure for tonight", "Need the risk
    assessment for ..."): it has it written, as a task that says so does."""
    head = stem(kind.split()[-1])[:5]
    # (or names it up front, as a request: "RAMS for lifting the old machine ..., please", "Morning handover notes
    # please: ...")
    lead = re.match(r"^\s*((?:[\w'’-]+\s+){0,3}?[\w'’-]+)\s*(?:for\b|please\b|pls\b|plz\b|:)", turn, re.I)
    if lead and head == stem(lead.group(1).split()[-1])[:5] and "?" not in cues.sentences(turn)[0]:
        return True
    for m in re.finditer(r"\b(?:give|get|send|show|need|want)(?:\s+(?:me|us))?\s+(?:the\s+|a\s+|an\s+|my\s+|our\s+)?"
                         r"((?:[\w-]+\s+){0,2}[\w-]+)", turn, re.I):
        if head in {stem(w)[:5] for w in m.group(1).split()}:
            return True
    return False


# a wish's kind that is a kind of work rather than of document ("planning home visits"): it binds the work, not a
# message about one of its visits
KIND_ACTIVITY = re.compile(r"^\w+ing\b", re.I)
# the first words of a turn, where it may name the document it wants before anything else ("handover p/ amanhã: ...")
KIND_HEAD_WORDS = 3
# the word a kind of document may end in that names only the paper it is on ("handover notes", "job sheets")
KIND_CARRIER = re.compile(r"notes?|sheets?|documents?|docs?|forms?", re.I)
# a "kind" that is the readers themselves ("When Oren writes to youth clubs")
KIND_IS_READERS = re.compile(r"\b(?:to|for|with)\s+(?:the\s+|our\s+|any\s+)?$", re.I)
# what is written to a party named in capitals ("replies to Van Loon Transport are written in Dutch"): a way of
# writing to them alone
WISH_TO_NAMED = re.compile(r"\b(?:replies|e-?mails|messages|letters|texts|notices|anything (?:written|sent|going))\s+"
                           r"to\s+((?-i:[A-Z][\w&-]*)(?:\s+(?-i:[A-Z][\w&-]*)){0,3})"
                           r"(?=\s*(?:[,.;:)]|$)|\s+(?:are|is|should|must|go|goes|get|gets)\b)", re.I)
# readers named after a wish's kind of document ("replies to customers", "notes for the dressers")
KIND_READERS = re.compile(r"\b(?:to|for|from|with)\b", re.I)


def _recipients(scope: str) -> set[str]:
    """People or roles a scope is addressed to ("messages to drivers", "for anything to Farida"),
    not roles that only qualify a kind of document ("client aftercare instructions")."""
    out = set()
    for m in re.finditer(r"\b(?:to|for|with|from)\s+(?:the\s+|a\s+|an\s+|my\s+|our\s+|any\s+)?([\w'’-]+)((?:\s+[A-Z][\w'’-]+)*)", scope):
        word = m.group(1)
        out |= _roles(word) | _names_in(f"x {word}")
        if word[:1].isupper():
            out |= _names_in(f"x {m.group(2)}")  # (the whole name: "to the Marine Directorate" is to the Directorate)
    return out


# A record saying who holds a role: "Graham Oyelaran is the night superintendent",
# "The duty engineer for May is Heli Saar", "Site lead: Ana Ruiz".
_NAME = r"[A-Z][\w'’.-]+(?:\s+[A-Z][\w'’.-]+){0,3}"
_ROLE = r"[a-z][\w'’-]*(?:\s+[a-z][\w'’-]*){0,4}?"
_ORG = r"(?:[A-Z][\w'’-]*\s+(?:of\s+|for\s+)?)*"  # "the City of Tampere head of ..."
ROLE_HOLDER = (
    re.compile(rf"^\s*(?:{_NAME})\s+(?:is|is now|has been|became|acts as)\s+(?:(?:the|our)\s+{_ORG}(?:new\s+|acting\s+|interim\s+)?"
               rf"|(?=(?:acting|interim|deputy|head|chief|senior|lead|duty|on-call)\b))({_ROLE})"
               r"(?=\s*(?:[,;.(]|\s(?:for|of|at|on|in|from|since|until)\b|$))"),
    re.compile(rf"^\s*(?:[Tt]he|[Oo]ur)\s+(?:new\s+|acting\s+)?({_ROLE})(?:\s+(?:for|of|at|on|in)\s+[^,;]{{1,40}}?)?"
               rf"\s+is\s+(?:now\s+)?(?:{_NAME})\b"),
    # ("Fire warden: Maria Lopez."; not a list of things, "Shop codes: KV1 High Street, ...", nor a place, "Spa
    # race-week hotel block: Hotel Le Val, Stavelot")
    re.compile(rf"^\s*([A-Z][a-z'’-]*(?:\s+[a-z][\w'’-]*){{0,3}}(?<!s)(?<=\w)|[A-Z][a-z'’-]*(?:\s+[a-z][\w'’-]*){{0,3}}ss):\s*"
               rf"(?!(?:Hotel|The|Room|Unit|Block|Gate|Bay|Dock|Platform|Hall|House|Building)\b)(?:{_NAME})(?<![\d])\s*(?:[,;.(]|$)"),
    # "Kjetil Haugen normally leads Red Watch hazmat training": the lead of that training
    re.compile(rf"^\s*(?:{_NAME})\s+(?:normally\s+|usually\s+|always\s+|now\s+)?"
               r"(leads|runs|coordinates|manages|supervises|organi[sz]es)\s+([^.;,]{3,60}?)(?=\s*(?:[,;.]|$))"),
)
# The role a "<name> leads <thing>" record gives its holder: "<thing> lead".
AGENT = {"leads": "lead", "runs": "lead", "coordinates": "coordinator", "manages": "manager",
         "supervises": "supervisor", "organises": "organiser", "organizes": "organizer"}


# A rule that needs someone by role to approve: "sign-off from the duty superintendent",
# "agreed by the night superintendent", "the deputy principal's written approval".
APPROVER = (
    re.compile(r"\b(?:sign(?:ed)?[- ]?off|(?:counter)?signed|approv\w*|agreed|authori[sz]\w*|consent|permission|signature)\b[^.;]{0,40}?"
               rf"\b(?:from|by)\s+(?:the\s+)?({_ORG}[a-z][\w'’-]*(?:\s+[a-z][\w'’-]*){{0,4}}?)"
               r"(?=\s+(?:before|at least|within|for|and|or|if|when|who|in writing)\b|\s*[,;.(]|$)"),
    re.compile(r"\b[Tt]he\s+((?:[a-z][\w'’-]*\s+){0,3}[a-z][\w'’-]*)['’]s\s+(?:[a-z]+\s+)?"
               r"(?:approval|sign[- ]?off|consent|permission|signature)"),
)
MAX_FOLLOW_UPS = 2
# a sentence naming the only people who may do something ("only Mere Paki is signed off", "Only two
# volunteers hold it: ...", "... that is Mere Paki alone")
SOLE_HOLDERS = re.compile(r"\bonly\s+(?:(?:two|three|four|\d+)\s+[\w-]+\s+(?:hold|have|are|is)\b|(?:(?-i:[a-z][\w-]+)\s+){0,3}(?-i:[A-Z]))"
                          r"|\b(?-i:[A-Z])[\w-]+(?:\s+(?-i:[A-Z])[\w-]+)?\s+alone\b|\bsole\b"
                          # "he is the only driver with a C1 licence", "she's the only one trained on the press"
                          r"|\b(?:is|are|'s)\s+the only\s+(?:[\w-]+\s+){0,2}?(?:with|who|allowed|able|qualified|certified"
                          r"|trained|licensed|signed)\b"
                          # "who does all beading repairs (nobody else does them)"
                          r"|\b(?:nobody|no one|no-one)\s+else\b", re.I)
RULE_WORDS = re.compile(r"\b(?:may|must not|cannot|can't|without|never|allowed|permitted|qualified|signed[- ]off|holds?)\b", re.I)


def approver_roles(text: str) -> list[str]:
    """Roles a rule names as the ones who approve or sign off."""
    return [m.group(1).strip() for rx in APPROVER for m in rx.finditer(text)]


WHO = re.compile(r"\bwho(?:m|se)?\b", re.I)
# a rule that makes approval a condition ("every start of P1 needs the plant manager's approval"), not a
# record that was approved ("IRB-approved")
NEEDS_APPROVAL = re.compile(r"\b(?:needs?|requires?|must (?:have|get|be)|subject to|only with)\b[^.;]{0,60}?"
                            r"\b(?:approv\w*|sign[- ]?off|signature|consent|permission|authori[sz]ation"
                            # "need Gareth's OK before ordering", "needs the MD's go-ahead"
                            r"|[\w-]+['’]s (?:ok|okay|go-?ahead|say-?so)\b)"
                            # "Tomasz can sign off spend up to £500; anything over goes to Sioned"
                            r"|\bcan (?:sign off|sign|approve|authori[sz]e|ok)\b[^.;]{0,40}?\bup to\b", re.I)
# the work a rota covers, before its name: "the autoclave testing rota"
ROTA_OF = re.compile(r"\b((?:[\w-]+\s+){1,2})(?:rota|roster)s?\b", re.I)
# a plan of the next round of a kind of work: "Plan my next grafting round", "schedule the next shearing run"
WORK_ROUND = re.compile(r"\b(?:plan|schedule|organi[sz]e|map out|line up)\s+(?:my|our|the|this|a)?\s*(?:next\s+)?"
                        r"([\w-]+)\s+(?:round|run|cycle|programme|program|batch|session)s?\b", re.I)
# a cadence: "run weekly every Monday", "daily", "every other Friday"
CADENCE = re.compile(r"\b(?:weekly|daily|fortnightly|monthly|every (?:other |second )?(?:day|week|monday|tuesday|wednesday"
                       r"|thursday|friday|saturday|sunday|morning|evening)"
                       # (or weekdays in the plural: "produces on Mondays and Wednesdays")
                       r"|on (?:mon|tues|wednes|thurs|fri|satur|sun)days)\b", re.I)
# the people of a role, listed by name: "The 2026 seasonal coaches are Jonah Whitlock, Priya Menon, ..."
ROSTER_OF = re.compile(r"\b([a-z]{3,}?)(?:es|s)\s+(?:are|this (?:season|year) are|for \d{4} are)\s*:?\s+"
                       r"(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?\s*,", re.I)
# the user asks whether they may go ahead on their own: "can I just push it through?", "OK to approve?"
# a task saying who will approve what it handles: "Owen will sign it off afterwards", "get Priya to approve it"
SIGNER_SAID = re.compile(r"\b(?:will|'ll|can|to|should|must)\s+(?:sign\s+(?:it\s+|this\s+|that\s+)?off|approve|authori[sz]e)\b", re.I)
APPROVAL_ASKED = re.compile(r"\b(?:i['’]?ll|i will|i can|shall i|can i|ok if i|fine if i|alright if i) just (?:order|buy|book|sign"
                            r"|ok|okay|approve|pay|refund|do|go ahead|put|push|send)\b"
                            r"|\bjust (?:order|buy|book|sign|approve|pay|refund)\b[^?]{0,40}\b(?:yes|yeah|yea|yep|right|ok|okay)\s*\?"
                            r"|\b(?:anything|what) (?:do )?(?:i|we) (?:need|have|got) to (?:do|check|sort) (?:first|before)\b"
                            r"|\b(?:can|may|could|should) (?:i|we)\b(?: just| simply| go ahead and)?\s+(?:approve|push|put|sign|authori[sz]e"
                            r"|release|ok|okay|refund|pay|accept|agree|action|process)\b|\bok(?:ay)? (?:for me )?to (?:approve|pay"
                            r"|release|refund|sign|process)\b|\bdo (?:i|we) need (?:anyone'?s? )?(?:approval|sign[- ]?off|authori[sz]ation"
                            r"|permission)"
                            # someone else going ahead: "ok for her to crack on?", "can he just order it?"
                            r"|\bok(?:ay)? (?:for|if) (?:her|him|them|me|us|[A-Z][a-z]+) (?:to )?(?:just )?(?:crack on|go ahead|order"
                            r"|buy|book|proceed|sign|get it|do it|spend)\b|\b(?:can|could|may) (?:she|he|they) (?:just )?(?:crack on"
                            r"|go ahead|order|buy|book|proceed|sign it|spend)\b"
                            # asked in the languages turns come in: "2 900€. je signe ?", "lo firmo?", "assino?"
                            r"|\b(?:je (?:la |le )?signe|je peux (?:le |la )?signer|on (?:le |la )?signe|firmo|lo firmo|la firmo"
                            r"|posso firmar\w*|assino|posso assinar|unterschreibe ich|kann ich (?:das |es )?unterschreiben"
                            r"|podpisuj[ęe]|mog[ęe] podpisa[ćc]|teken ik|kan ik (?:het )?tekenen)\s*\?"
                            # a sum asked to come out of a budget: "can the £1,380 kit come out of the tunnel pot?"
                            r"|\b(?:come|comes|coming|go|paid) out of (?:the|our|my|this year's) (?:[\w-]+ ){0,2}?(?:pot|budget|fund"
                            r"|allowance|kitty)\b", re.I)
# A sentence that makes someone's approval a condition ("needs the GM's (Abena Owusu) sign-off").
APPROVAL_SENTENCE = re.compile(r"\b(?:sign(?:ed|s)?[- ]?off|approv\w*|authori[sz]\w*|consent|permission|countersign\w*"
                               r"|signatures?|signed by)\b", re.I)
# Arranging a meeting or a call: what a rule about booking someone is about.
BOOKING = re.compile(r"\b(?:book\w*|meetings?|meet|calls?|set up|schedul\w*|arrange\w*|invit\w*|appointments?"
                     r"|fit (?:her|him|them|it|us) in|squeeze (?:her|him|them|it|us) in)\b", re.I)
# a question for the user's own approval limit ("what's my ceiling on a capital job?", "the ceiling on a PO I
# can sign off without escalating")
OWN_LIMIT_ASKED = re.compile(r"\bmy (?:own |solo |personal |current |individual )?(?:ceiling|limit|cap|sign[- ]?off (?:limit|ceiling|cap)"
                             r"|spending (?:limit|ceiling)|approval (?:limit|ceiling)"
                             r"|delegation)\b"
                             # "what can i sign off on my own again?", "how much can I approve by myself"
                             r"|\b(?:what|how much|how high|up to what)\b[^?.]{0,20}\b(?:can|may|could) i\s+(?:sign(?:[- ]?off)?"
                             r"|approve|authori[sz]e|spend|ok)\b[^?.]{0,20}\b(?:on my own|by myself|myself|alone|solo)\b"
                             # "po limit on my own now?", "po limit for me now??"
                             r"|\b(?:po|purchase|purchasing|spend(?:ing)?|sign[- ]?off|approval|signing) (?:order )?limit (?:on my own"
                             r"|for me|for myself|by myself)\b"
                             r"|\b(?:ceiling|limit|cap|max(?:imum)?|how (?:much|high))\b[^?.]{0,40}\b(?:i can|(?:can|could|may) i) (?:sign|approv|authori|spend|ok)"
                             r"|\bwithout escalating\b|\bbefore (?:it|stuff|things|anything|that) (?:has to|needs to|must|have to) go"
                             r" (?:up(?:stairs)?|higher|to)\b"
                             # "how much off can i give without asking anyone": a discount the user may give alone
                             r"|\bhow (?:much|big a|large a)(?: (?:off|discount|of a discount|refund|credit))? (?:can|may|could) i"
                             r" (?:give|offer|do|take off|knock off|refund|credit)\b[^?.]{0,30}\b(?:without (?:asking|checking"
                             r"|sign[- ]?off|approval)|myself|on my own|by myself|alone)"
                             # asked in the languages turns come in: "do jakiej kwoty mogę sam zatwierdzić?", "até que
                             # valor posso aprovar sozinha?", "hasta qué importe puedo aprobar yo solo?", "bis zu welchem
                             # Betrag darf ich selbst freigeben?", "jusqu'à quel montant je peux valider seul ?"
                             r"|\bdo jakiej kwoty\b[^?.]{0,12}\bmog(?:ę|e)\b|\bmog(?:ę|e) sam[a]? (?:zatwierdzi|zaakceptowa|podpisa)"
                             r"|\baté que (?:valor|montante|quantia)\b[^?.]{0,12}\bposso\b|\bposso aprovar (?:sozinh[oa]|sem)\b"
                             r"|\bhasta qu[ée] (?:importe|cantidad|monto|cifra)\b[^?.]{0,12}\bpuedo\b"
                             r"|\bpuedo aprobar (?:yo )?(?:solo|sola|sin)\b"
                             r"|\bbis zu welche[mn] (?:betrag|wert|summe)\b[^?.]{0,12}\b(?:kann|darf) ich\b"
                             r"|\b(?:kann|darf) ich (?:selbst|allein|alleine) (?:freigeben|genehmigen|unterschreiben)\b"
                             r"|\bjusqu['’]à quel (?:montant|prix)\b[^?.]{0,12}\b(?:je (?:peux|puis)|puis-je)\b"
                             r"|\bje (?:peux|puis) (?:valider|approuver|signer) seule?\b"
                             r"|\bfino a che (?:importo|cifra)\b[^?.]{0,12}\bposso\b|\bposso approvare da sol[oa]\b"
                             r"|\btot welk bedrag\b[^?.]{0,12}\b(?:mag|kan) ik\b|\bmag ik (?:zelf|alleen) (?:goedkeuren|tekenen)\b", re.I)
# hearsay or a guess about the future: "Kavita thinks the Director may raise her limit"
# (the month is no "may": "confirmed for 19 May 2026", "due in May"; a sentence opening on the modal still is one:
# "May move to Thursdays")
SPECULATIVE = re.compile(r"\b(?:thinks|(?-i:may)|might|could|possibly|rumou?red|heard|expects?|hopes?)\b"
                         r"|(?:^|[.;:!?]\s+)May\s+(?!(?:to|through|till|until|and|or|onwards|only|each|every)\b)(?-i:[a-z])", re.I)
# a code that names a class of licence, ticket or card, read from where the code starts: "C1 licence", "D1 entitlement"
QUALIFICATION_CODE = re.compile(r"^[\w-]+\s+(?:[\w-]+\s+)?(?:licen[cs]es?|tickets?|entitlements?|endorsements?|cards?|categor(?:y|ies)"
                                r"|certificates?|qualifications?)\b", re.I)
# the kind of reader a scope ends on: "... anything for Home Library Service readers", "letters to our tenants"
READER_KIND = re.compile(r"\b(?:for|to)\s+(?:our\s+|the\s+|all\s+|any\s+)?((?:[\w'’-]+\s+){0,4}?)([a-z]{3,})s\s*$")
# the numbers of dates and years: "26 June 2026", "18-22 May", "2026/27", "Q1"
DATED_NUMBERS = re.compile(r"\b(?:19|20)\d\d(?:/\d\d)?\b|\b\d{1,2}(?:\s*[-–]\s*\d{1,2})?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct"
                           r"|nov|dec)[a-z]*\b|\b[Qq][1-4]\b", re.I)
# what a rule forbids outright: "no contact with bidders", "must not", "never", "not permitted"
FORBIDS = re.compile(r"\bno (?:contact|communication|discussions?|talks?|meetings?|calls?|visits?|access|entry)\b"
                     r"|\bmust not\b|\bmustn't\b|\bnever\b|\bnot (?:allowed|permitted)\b|\bprohibited\b|\bforbidden\b", re.I)
# a figure of three digits or more, not a year: "4,210", "18400", "£12,000"
FIGURE = re.compile(r"(?<![\w/.:-])(?!(?:19|20)\d\d\b)(\d{1,3}(?:,\d{3})+|\d{3,})(?![\w/:-])")
# A note of good wishes, thanks or sympathy to someone: no rule on their work goes into it by their name alone
SOCIAL_NOTE = re.compile(r"\b(?:birthday|bday|b-day|congrat\w*|get well|well done|thank[- ]you (?:card|note|msg|message)"
                         r"|leaving (?:card|do|message|msg)|farewell|sympathy|condolences?|retirement (?:card|message|msg)"
                         r"|new baby|wedding (?:card|message|msg))\b", re.I)
# A wish that has what is written tell its readers they may leave a step out ("wants them to say it is fine to skip it
# on Saturdays"): what it drops may be the check that keeps someone safe, so no task takes it by its kind of document
LETS_SKIP = re.compile(r"\b(?:(?:is|it's|it is|are|be) (?:fine|ok(?:ay)?|alright|all right|acceptable)|no need|(?:can|may) just)"
                       r"\s+(?:to\s+)?(?:skip|miss|leave out|omit|not (?:do|bother|run))\b"
                       r"|\b(?:can|may) (?:skip|miss|omit|leave out)\b", re.I)
# A record that says it holds no more than word of mouth, and a turn that asks for just that
HEARSAY = re.compile(r"\b(?:nothing (?:official|confirmed|in writing|booked|decided|signed|agreed)|not (?:yet )?(?:official|confirmed"
                     r"|in writing|approved|decided|agreed|signed off)|unofficial(?:ly)?|(?:being|under) consider(?:ed|ation)"
                     r"|verbal(?:ly)? (?:hint|only|mention)|(?:a |only a |just a )?hint only|rumou?r(?:ed|s)?|hearsay|gossip"
                     r"|mentioned (?:in passing|on a [\w-]+|over (?:coffee|lunch|drinks))|word (?:is|has it))\b", re.I)
HEARSAY_ASKED = re.compile(r"\b(?:rumou?rs?|heard|hear anything|word is|gossip|hint(?:ed|s)?|any news|what(?:'s| is) the word"
                           r"|said anything|mentioned|unofficial|off the record|scuttlebutt|grapevine"
                           # in other languages: "Dev coś mówił o ...", "¿dijo algo?", "il a dit", "hat gesagt", "heeft gezegd"
                           r"|m[oó]wi[lł]a?|powiedzia[lł]a?|s[lł]ysza[lł]\w*|dijo|coment[oó]|he o[ií]do|o[ií] que|a dit|j'ai entendu"
                           r"|gesagt|geh[oö]rt|erw[aä]hnt|gezegd|gehoord|ha detto|ho sentito|disse|ouvi|comentou)\b", re.I)
# the shift a turn is about ("tonight", "on nights", "the day shift") and the shift a record names ("night-shift")
TURN_SHIFT = re.compile(r"\b(night)s?\b|\b(?:to|over)(night)\b|\b(day)[- ]?shift\b|\bon (day)s\b", re.I)
RECORD_SHIFT = re.compile(r"\b(night|day)[- ]shifts?\b|\bon (night|day)s\b", re.I)
# a scope about writing to someone: "writing to", "emails to", "anything I send to"
WRITTEN_TO = re.compile(r"\b(?:writ\w*|emails?|emailing|messages?|letters?|notes?|replies|reply|replying|correspondence"
                        r"|texts?|texting|anything (?:i |we )?(?:send|sent))\s+(?:\w+\s+)?to\b", re.I)
# (with who sends it between: "Anything Rhys is sending to Helen Carvosso (MD) ...")
WRITTEN_FOR = re.compile(r"\b(?:anything|everything|all|whatever(?: is)?|something) (?:(?-i:[A-Z])[\w'’-]+ (?:is |are )?|(?:i|we) (?:am |are )?)?"
                         r"(?:written|sent|sending|send|that goes|going out) (?:for|to)\b", re.I)
# the user putting themself forward ("put me down for", "sign me up for", "I'll cover", "can I lead")
SELF_ASSIGN = re.compile(r"\b(?:put|sign|pencil|slot|add|rota|roster|book|count|stick) me (?:down |up |in )?(?:for|on|in|as)\b"
                         r"|\bi(?:'ll| will| can| could) (?:take|cover|do|lead|run|join|go on|volunteer)\b"
                         r"|\b(?:can|could|may|shall|should) i (?:take|cover|do|lead|run|join|go on|volunteer)\b", re.I)
# a limit on what someone may do: "base duties only", "no hill duties", "not cleared for", "excused from"
SELF_LIMIT = re.compile(r"\b\w+ only\b|\bno \w+ (?:duties|work|shifts?|lifting|driving|nights?|calls?)\b"
                        r"|\bnot (?:allowed|permitted|fit|cleared|signed off|to)\b|\bexcused from\b|\bmust not\b"
                        r"|\bcan(?:'t|not) (?:do|take|lift|drive|work|be)\b|\brestricted to\b|\blight duties\b", re.I)
# something brought to or fetched from a place on a day ("drop off the spares on Saturday", "collect the order")
ARRIVAL = re.compile(r"\b(?:drop(?:s|ping|ped)? (?:\w+ ){0,4}?off|deliver\w*|collect\w*|pick(?:s|ing|ed)? (?:\w+ ){0,3}?up"
                     r"|come in|coming in|visit\w*|call(?:s|ing)? in)\b", re.I)
# who covers for someone away: "Bastien Roux covers her desk", "Ana stands in", "deputises"
# who runs the work meanwhile: "sous-chef Mirela Popescu runs the kitchen", "Dewi covers", "Ana stands in"
STAND_IN = re.compile(r"\b(?:covers?|covering|stands? in|standing in|deputi[sz]es|(?:runs|is running|will run|takes over) the"
                      r"|in charge of|acting (?:head|lead|manager|chef|supervisor))\b", re.I)
COVER_NAMED = re.compile(r"\b(?:covers?|covering|stands? in|standing in|deputi[sz]es|in (?:her|his|their) place)\b", re.I)
# a turn asking about the time someone is away ("pendant les congés de Sylvie" reads "during leave")
ABSENCE_ASKED = re.compile(r"\b(?:leave|away|holidays?|vacation|absence|absent|off sick|out of (?:the )?office)\b", re.I)
# a time moved by an amount: "starts 20 min late", "an hour earlier", "kick-off pushed back 30 minutes"
SHIFTED_BY = re.compile(r"\b(?:\d+\s?(?:min(?:ute)?s?|hours?|hrs?|h)|(?:an|half an?|one) hour)\s+(?:late|later|early|earlier"
                        r"|behind|ahead)\b|\b(?:pushed back|brought forward|delayed|put back) (?:by )?\d+\s?(?:min(?:ute)?s?|hours?)\b", re.I)
# a record telling when something starts or runs: "starts at 06:30", "opens 07:00", "kick-off is 14:00"
CLOCK_STARTS = re.compile(r"\b(?:starts?|opens?|begins?|kicks? off|kick-off|runs?|departs?|leaves?)\b[^.;]{0,25}?\b\d{1,2}[:.]\d{2}\b", re.I)
# hours a record permits something in: "Alcohol sales permitted 11:00-22:45", "deliveries allowed 07:00 to 19:00"
PERMITTED_WINDOW = re.compile(r"\b(?:permitted|allowed|licensed|open|runs?|operates?)\s+(?:from\s+)?(\d{1,2})[:.](\d{2})\s*(?:-|–|to|until)\s*"
                              r"(\d{1,2})[:.](\d{2})\b", re.I)
# what a record says applies outside a rule's reach: "outside the premises licence", "outside licensed hours"
OUTSIDE_RULE = re.compile(r"\boutside (?:the |its |our |your |a |licensed |permitted |normal |agreed )?(?:[\w-]+ )?(?:licen[cs]e|hours"
                          r"|permit|consent|agreement|window|conditions)\b", re.I)


def permitted_windows(text: str) -> list[tuple[int, int]]:
    """The stretches of the day, in minutes, a record permits something in."""
    return [(int(a) * 60 + int(b), int(c_) * 60 + int(d)) for a, b, c_, d in PERMITTED_WINDOW.findall(text)
            if int(a) < 24 and int(c_) <= 24]


# a count in a unit a stock is kept in: "T1 11,200 L", "40 kg", "12 pallets", "300 doses"
_STOCK_UNITS = r"(L|l|litres?|liters?|kg|t|tonnes?|pallets?|doses?|cases|boxes|bags|rolls|sheets|units)"
COUNTED = re.compile(rf"\b\d[\d,.']*\s?{_STOCK_UNITS}\b")
# a floor a record sets on such a stock: "minimum 15,000 L", "never below 200 kg", "at least 40 doses"
STOCK_FLOOR = re.compile(rf"\b(?:minimum(?: of)?|min\.?|never (?:below|under|less than)|no (?:fewer|less) than|at least)\s+"
                         rf"\d[\d,.']*\s?{_STOCK_UNITS}\b", re.I)
# a decision whether to order: "do I order today?", "should we reorder", "need to order"
ORDER_ASKED = re.compile(r"\b(?:do|should|shall|must) (?:i|we) (?:re-?)?order\b|\bneed to (?:re-?)?order\b|\btime to (?:re-?)?order\b", re.I)


def _unit_key(u: str) -> str:
    u = u.lower()
    return {"l": "l", "litre": "l", "litres": "l", "liter": "l", "liters": "l", "t": "t", "tonne": "t", "tonnes": "t"}.get(
        u, u.rstrip("s"))


# a meeting to prepare for an event: "a prep call for the audit", "run-through ahead of the inspection"
PREP_FOR = re.compile(r"\b(?:prep|preparation|preparatory|pre-?meet(?:ing)?|pre-?brief(?:ing)?|run[- ]through|dry run)\s+"
                      r"(?:call|meeting|session|chat)?\s*(?:for|before|ahead of) (?:the |our |his |her |their )?([a-z][\w-]{3,})", re.I)
# a turn working out a time: "what time does Van 1 need to leave?", "when do we need to set off", "latest we can leave"
TIME_WORKED = re.compile(r"\bwhat time (?:do|does|should|must|will|would|can|to)\b|\bwhen (?:do|does|should|must) (?:\w+ ){1,3}?(?:leave"
                         r"|set off|depart|start|go)\b|\b(?:latest|earliest) (?:we|i|they|he|she) can (?:leave|set off|depart|start)\b", re.I)
# a record adding time to a run or a job: "add 15 minutes to the ... run", "allow an extra 20 min", "+15 min"
TIME_ALLOWANCE = re.compile(r"\b(?:add|allow|plan for|budget)\s+(?:an extra |another |at least |about )?\d+\s?(?:min(?:ute)?s?|hours?|hrs?)\b"
                            r"|\b(?:an )?extra \d+\s?(?:min(?:ute)?s?|hours?)\b", re.I)
# whom a message is addressed to by name: "a short mail to Lechleitner", "an email to Verena Lechleitner"
ADDRESSED_TO = re.compile(r"\b(?:mail|email|e-mail|letter|message|note|reply|memo|text)\s+(?:back\s+)?to\s+((?:Ing\.\s+|Dr\.?\s+|Mr\.?\s+|Mrs\.?\s+|Ms\.?\s+)?"
                          r"(?-i:[A-Z][\w'’-]+)(?:\s+(?-i:[A-Z][\w'’-]+)){0,2})", re.I)
# what a record says of writing to someone: a reference in the subject line, whom to copy, how long replies take
HOW_TO_WRITE_TO = re.compile(r"\bsubject(?: line)?\b|\bcc\b|\bcopy in\b|\brepl(?:y|ies) takes?\b|\breference\b|\baddress (?:him|her|them) as\b"
                             r"|\bquote (?:the|our|their)\b", re.I)
# the body someone is the contact of: "Seilbahnbehörde contact is Ing. Verena Lechleitner", "our contact at Tarmac is ..."
CONTACT_OF = re.compile(r"\b([A-Z][\w'’-]{3,})(?:['’]s)? contact is\b|\bcontact (?:at|for) (?:the )?([A-Z][\w'’-]{3,})\b")
# the part of a document a task writes, by what it is on: "the uptake section", "a paragraph on staffing"
PART_ON = re.compile(r"\bthe ([a-z][\w-]+) (?:section|part|paragraph|chapter|slide|page)\b"
                     r"|\b(?:section|paragraph|part|slide|page) (?:on|about) (?:the |our )?([a-z][\w-]+)\b", re.I)
# the user about to ring someone: "I'll ring her at 8 tomorrow", "going to call Beata", "will phone him"
CONTACT_PLANNED = re.compile(r"\b(?:i['’]ll|i will|i['’]m going to|i am going to|gonna|i['’]m about to|i need to|let me)\s+"
                             r"(?:ring|call|phone|give (?:him|her|them) a (?:ring|call|bell))\b", re.I)
# a weekly round on given weekdays: "Tuesdays and Fridays", "every Monday", "each Thursday"
RECURRING_DAYS = re.compile(r"\b(?:(?:every|each) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
                            r"|(?:mon|tues|wednes|thurs|fri|satur|sun)days)\b", re.I)
# "are we open Saturday morning?", "is the shop open on Sunday?"
OPEN_QUESTION = re.compile(r"\b(?:we're|we are|are we|is the \w+|is it) open\b|\bopen (?:on )?(?:monday|tuesday|wednesday|thursday"
                           r"|friday|saturday|sunday)", re.I)
MEETING_RULE = re.compile(r"\b(?:meetings?|(?<!by )appointments?|video calls?|calls? with)\b", re.I)  # ("goods-in by appointment only" is a booking rule)
PLACE_WORDS = frozenset("street road avenue lane square house hall park bridge station centre center school hospital "
                        "office team group department council board committee".split())
AWAY = re.compile(r"\b(?:away|on (?:\w+ )?leave|on (?:PTO|annual|mat|pat)|holiday|vacation|off sick|out of (?:the )?office|unavailable|abroad|travel\w*"
                  r"|jury (?:service|duty)|sabbatical|secondment|(?-i:(?:is|are|will be) (?:in|at) (?!The\b)[A-Z][a-z]+)"
                  # away on a trip of a kind: "is on a cruise 3-17 Aug", "on honeymoon"
                  r"|on (?:a |an |the |his |her |their )?(?:cruise|honeymoon|pilgrimage|safari|expedition|trek|walking trip"
                  r"|sailing trip)"
                  # away on a course: "is on the diocesan safeguarding course on 30 and 31 July"
                  r"|(?:is|are|will be) (?:on|at) (?:a|an|the) (?:[\w-]+ ){0,3}(?:course|training|conference|retreat|secondment)"
                  # off on dates or days: "Calum Ross is off 1-12 June", "is off from Monday"
                  r"|(?:is|are|will be) off(?: work)?(?= (?:from |between |on |until |till |the )?\d"
                  r"| (?:from |on |until |till )?(?:mon|tue|wed|thu|fri|sat|sun)))\b", re.I)


# The user speaking of their own absence without naming its days, and a record of the user's leave with its dates
# the user telling of their own absence or late start: "I'm off Tue 30th", "I'm in at 1pm on Thu", "I'll be out fri"
OWN_NOTE = re.compile(r"\b(?:i'?m|i am|im|i'll be|i will be)\s+(?:off|out|away|on (?:\w+ )?leave|in (?:late|at|from)|not in"
                      r"|working from home|wfh)\b"
                      # the user's own out-of-office reply: "write me a short out-of-office for Tue 14 July"
                      r"|\b(?:an?|my|short|the)\s+(?:\w+\s+)?(?:out[- ]of[- ](?:the[- ])?office|ooo|auto[- ]?reply|away message)\b", re.I)
# who stands in for the user in such a note: "Kwame covers the Holburne calls", "Sandeep's on the desk", "Rory's in
# charge of the floor"
STANDS_IN = re.compile(r"\b([A-Z][\w'’-]+)(?:['’]s| is| will| will be|['’]ll(?: be)?)?\s+(?:covers?|covering|on the|in charge|on call"
                       r"|standing in|holding the fort|takes? over|taking over|looking after|minding|running)\b")
# a record of someone needing time off: "needs the morning off", "has the afternoon off"
OFF_FOR = re.compile(r"\b(?:needs?|has|have|takes?|taking)\s+(?:the\s+)?(?:\w+\s+)?off\b", re.I)
OWN_AWAY = re.compile(r"\b(?:while|when|whilst) (?:i'm|i am|i'll be|i will be|im) (?:off|away|out|on leave|on holiday|on vacation"
                      r"|on pto)\b|\bout[- ]of[- ](?:the[- ])?office\b|\bmy (?:leave|holiday|vacation|pto|time off|absence)\b"
                      # the user asking after their own time off: "when am I off over Christmas again?"
                      r"|\bwhen (?:am i|do i go|do i get|will i be|i'm) (?:off|away|out|on (?:\w+ )?leave|on holiday|on vacation"
                      r"|back)\b"
                      # ("remind me which june days im off", "what dates am I away in August?")
                      r"|\b(?:which|what) (?:\w+ )?(?:days?|dates?|weeks?) (?:am i|i'm|im|i am|will i be|do i have) (?:off|away|out"
                      r"|on (?:\w+ )?leave|on holiday|on vacation)\b"
                      # the same in the other languages turns come in: "kiedy będę na urlopie", "mis vacaciones",
                      # "quand je serai en congé", "mein Urlaub", "minhas férias", "le mie ferie", "mijn vakantie"
                      r"|\bbęd(?:ę|e) na (?:urlopie|zwolnieniu)\b|\bm(?:ó|o)(?:j|jego|im) urlop\w*|\bmoje(?:go)? wolne\b"
                      r"|\bmis vacaciones\b|\bmi (?:baja|permiso|ausencia)\b|\b(?:est(?:é|e)|estar(?:é|e)) de (?:vacaciones|baja|permiso)\b"
                      r"|\bmes (?:congés|conges|vacances)\b|\bmon (?:congé|conge|absence)\b|\bje serai (?:en congé|en conge|en vacances|absente?)\b"
                      r"|\bmein(?:em|en)? (?:urlaub|abwesenheit)\b|\bich (?:im urlaub|abwesend) bin\b|\bich bin im urlaub\b"
                      r"|\bminhas férias\b|\bminhas ferias\b|\b(?:estiver|estou|estarei) de (?:férias|ferias|licença|licenca)\b"
                      r"|\ble mie ferie\b|\bsarò in ferie\b|\bsono in ferie\b|\bmijn (?:vakantie|verlof)\b|\b(?:ik )?op vakantie ben\b"
                      r"|\bmin (?:semester|ledighet)\b|\bfy ngwyliau\b|\bizinim\b|\bizindeyken\b", re.I)
OWN_LEAVE = re.compile(r"\b(?:on (?:\w+ )?leave|off work|is off|holiday|vacation|pto|sabbatical|away)\b", re.I)
_MONTH = r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"
DATED = re.compile(rf"\b(?:19|20)\d\d\b|\b\d{{1,2}}/\d{{1,2}}\b|\b\d{{1,2}}(?:st|nd|rd|th)?\s+{_MONTH}(?!\w)|\b{_MONTH}\s+\d{{1,2}}\b", re.I)
# a turn that sets something going ("take him on the 16:00", "book the lift", "run a drill"), not a
# write-up of what happened
# words that say a record is hearsay, not a rule: "Pennine's driver reckons ... (not confirmed)"
UNCONFIRMED_WORDS = re.compile(r"\b(?:not (?:yet )?confirmed|unconfirmed|rumou?r\w*|reckons|hearsay)\b", re.I)
PRICED_LIMIT_SIM = 0.3  # a limit read with a total at another record's price, untied by words: this close to the turn
# calling off what was booked
CANCELLING = re.compile(r"\b(?:cancel\w*|call(?:s|ed|ing)? (?:it |them )?off|pull(?:s|ed|ing)? out)\b", re.I)
# a plan of the work of a stretch: "plan next week's jobs", "schedule the week's tasks for me and Ollie"
WORK_PLAN = re.compile(r"\b(?:plan|schedule|organi[sz]e|line up|map out|sort out)\b[^.?!]{0,40}?\b(?:jobs?|work|tasks?|week|days?)\b",
                       re.I)
PLANNING = re.compile(r"\b(?:plan\w*|book\w*|schedul\w*|arrang\w*|pencil\w*|set up|organi[sz]\w*|run|hold|take|accept"
                      r"|send|ship|deliver|order|put together|slot|fit (?:in|him|her|them)|go ahead|confirm\w*|get \w+ done"
                      r"|do (?:it|the)|start|go on|come|bring|move|swap|request\w*|file|lodge|submit)\b", re.I)
# "why do we ...?" asks for a reason: only a record that gives one answers it
WHY = re.compile(r"^\s*[¿]?(?:why\b|what (?:causes|makes|leads to)\b|what(?:'s|s| is| are) (?:driving|behind|causing|pushing)\b"
                 # ... in the languages turns come in: "czemu przy pracy z HF zawsze ...?", "¿por qué ...?", "warum ..."
                 r"|(?:czemu|dlaczego|por ?qu[ée]|porqu[êe]|pourquoi|warum|wieso|weshalb|perch[ée]|waarom|varf[öo]r|hvorfor"
                 r"|miksi|neden|γιατί)\b)", re.I)
# ... a "why" clause later in the turn ("I'm training a new tender. In plain terms, why do we ...?")
WHY_IN = re.compile(r"(?:[.!?:]\s+|,\s*)why (?:do|does|did|is|are|would|should|don't|doesn't)\b"
                    r"|\b(?:asking|ask me|asks|wonder(?:ing)?|explain) why\b"
                    # "¿cómo les explico ... por qué afinamos con el oboe?", "comment expliquer pourquoi ..."
                    r"|\b(?:explain|explico|explicar|explique[rz]?|erkl[äa]r\w*|spiego|spiegare|uitleggen|leg \w+ uit"
                    r"|wyja[śs]ni\w*|explicamos)\b[^?.!]{0,50}?\b(?:por ?qu[ée]|pourquoi|warum|wieso|perch[ée]|waarom|dlaczego"
                    r"|czemu)\b"
                    # (what causes a thing, asked later in the turn: "Olly's hydraulic lines are weeping again, what
                    # usually causes that on old resurfacers?")
                    r"|(?:[.!?:]\s+|,\s*)what (?:usually |normally |typically |generally |commonly )?(?:causes|makes|leads to)\b"
                    r"|\b(?:most )?common causes of\b", re.I)
# a piece of writing that explains what a thing is, why or how it works ("3 sentences for a parish newsletter
# explaining what Vallotti temperament is", "2 lines for the newsletter on what the Falcon 4i brings over the old
# detector"): general knowledge put in words, not a fact of the user's (not "on what we ...", "how our ...")
EXPLAIN_WRITE = re.compile(r"\bexplain(?:ing|s)? (?:what|why|how) (?!(?:we|i|our|my|you|us)\b)"
                           # (what a thing brings or does, why or how: not "on what the new opening hours are")
                           r"|\b(?:lines?|sentences?|para(?:graph)?s?|blurb|words|bit)\b[^.?!]{0,60}\b(?:on|about)"
                           r" (?:(?:why|how) (?!(?:we|i|our|my|you|us)\b)|what (?!(?:we|i|our|my|you|us)\b)[^.?!]{1,50}?"
                           r" (?:brings?|offers?|does|do|means?)\b)", re.I)
CAUSAL = re.compile(r"\b(?:because|so that|so as to|to (?:avoid|prevent|stop|keep|protect|reduce|make sure|ensure)|due to"
                    r"|the reason|otherwise|in case|as a result|which (?:is )?why|that's why)\b", re.I)
# "when's Hörður back at work?", "is Dr Lynch back for the first week of September?"
ASKS_BACK = re.compile(r"\b(?:back|return\w*|away|off|on leave|available|around|in the office)\b[^.!?]*\?"
                       r"|\b(?:when|is|will)\b[^.!?]{0,40}\b(?:back|return\w*)\b", re.I)
ASKS_AWAY = re.compile(r"\bwho(?:['’]s| is| are|['’]re| will be)?\b[^?]{0,40}?\b(?:away|off|out|on (?:\w+ )?leave|on holiday"
                       r"|unavailable|absent)\b"
                       # who is on duty on the day ("who's on and start time"): anyone away then is not
                       r"|\bwho(?:['’]s| is| are|['’]re| will be) (?:on|working|covering|rostered|running it)\b(?! (?:about|with|for)\b)",
                       re.I)
# A time zone a record names: "UTC+8", "Australia/Perth", "14:00 Perth time", "on Zurich time".
# ... with its offset or zone id, not a city's clock alone
ZONE_OFFSET = re.compile(r"\b(?:UTC|GMT)\s?[+−-]\s?\d|\b[A-Z][a-z]+/[A-Z][A-Za-z_]+\b|\b\d+ (?:hours?|minutes?) (?:ahead|behind)\b")
# the user's own zone: an offset, a zone id or a place's time; not "give timestamps in UTC"
OWN_ZONE = re.compile(r"\b(?:UTC|GMT)\s?[+−-]\s?\d|\b[A-Z][a-z]+/[A-Z][A-Za-z_]+\b|\b[A-Z][a-z]+ time\b|\btime zone\b")
# a measure worked from figures the turn gives: "takt time if we need 186 panels over 9 shifts of 7.5h?",
# "break-even at 40 covers and £18 a head?"
MEASURE_FROM_FIGURES = re.compile(r"^\s*(?:what(?:'s| is| would be) (?:the |my |our )?)?(?:takt time|cycle time|run rate|throughput"
                                  r"|break-?even|payback(?: period)?|utili[sz]ation|unit cost|cost per (?:unit|head|item))"
                                  r"\b[^?]{0,20}?\b(?:if|for|with|given|at|when)\b[^?]*\d[^?]*\d", re.I)
# words that describe anything, and so tie a freeze to no task ("a full 3-bed house" and "full freeze")
PLAIN_ADJECTIVES = "full whole total main new old big small large general normal usual standard complete entire"
# a reply the task writes: "draft my reply to Claire", "write a response to the council"
REPLY_TASK = re.compile(r"\b(?:draft|write|send|do|prepare)\s+(?:me\s+)?(?:my|a|the|our|an)\s+(?:quick\s+|short\s+)?(?:reply|response|answer)\b",
                        re.I)
# a place to eat the task picks: "book somewhere for lunch", "find a restaurant", "book a table"
VENUE_MEAL = re.compile(r"\b(?:book|find|pick|suggest|recommend|sort|choose) (?:somewhere|a place|a restaurant|a spot|a pub"
                        r"|a caf[eé]|(?:a |the )?venues?|a table|the table|our table)\b|\brestaurant\b", re.I)
# the user's number with a supplier or a client: "account number at Norfolk Friction", "our customer no."
# a task that deals with a party an account number is held with: orders, pays, books or writes to them ("walk me
# through a grab test on a balloon envelope" deals with no Cameron Balloons)
ACCOUNT_TASK = re.compile(r"\b(?:raise|order|re-?order|buy|pay|invoice|purchase|book|email|e-mail|write|send|ring|call|chase"
                          r"|quote|return|reply|message|contact|draft|pos?)\b", re.I)
# a record opening with a party and its account: "Charnwood trade account PEN-0883: 60-day terms"
LEAD_ACCOUNT = re.compile(r"^\s*([A-Z][\w'’&-]+)(?:\s+[A-Z][\w'’&-]+){0,3}\s+(?:trade\s+|credit\s+|customer\s+)?(?:account|acct)\b")
ACCOUNT_NOTE = "the user's reference with "  # (the note of an account with a party the task deals with)
ACCOUNT_REF = re.compile(r"\b(?:account|acct|customer|client|supplier|vendor|member(?:ship)?|trade)\s+(?:number|no\.?|nr\.?|#|code"
                         r"|ref(?:erence)?|id)\b"
                         # an account named by its code: "Charnwood trade account PEN-0883", "account BGC-2231"
                         r"|\b(?:account|acct)\s+(?=[A-Z0-9-]*\d)[A-Z][A-Z0-9]*-?\d[\w-]*", re.I)
# how the user signs a message: "sign off as 'Priya Nair'", "signed off 'Saoirse, Bookings Team'"
SIGN_OFF_AS = re.compile(r"\bsign(?:s|ed)?[- ]?off (?:as|with)\b|\bsign(?:s|ed)?[- ]?off:?\s*['\"‘“]|\bsign-?off line\b", re.I)
# a deadline on a weekday: "due fri", "by Thursday", "deadline is Monday"
DUE_DAY = re.compile(r"\b(?:due|by|deadline(?: is)?|before)\s+(?:on\s+)?(?:this |next )?(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b"
                     # a day gone by, "surging at 85% load since Sunday", is no day the task is on
                     r"|\bsince (?:last )?(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b", re.I)
# one sort of a thing, the only one allowed: "only nitrile gloves may be stocked", "must be decaf coffee only"
RESTRICTED_ITEM = re.compile(r"\bonly ([a-z-]+) ([a-z]+)\b (?:may|can|must|should|are to|is to) be (?:stocked|used|ordered|bought"
                             r"|issued|supplied|fitted|served|given|kept|worn|loaded)\b"
                             r"|\b(?:must|should|has to|have to) be ([a-z-]+) ([a-z]+) only\b", re.I)
# a place's clock or a zone's abbreviation: "08:00-11:00 Adelaide time", "on AEST", "CEST"
PLACE_TIME = re.compile(r"\b(?!(?:Summer|Winter|Lunch|Tea|Dinner|Break|Closing|Opening|Any|Some|Every|Each|Part|Full|Half|Over|Over"
                        r"|Local|Same|Next|Last|First|Bed|Play|Meal|Travel|Drive|Down|Up|Flight|Race|Show|Screen)\b)"
                        r"[A-Z][a-z]+ time\b|\b(?:(?:[ECMP]|AK|H|A[ECW]|NZ|B|I|J|K|SA|WA|CA|EA)[SD]T|CET|EET|WET)\b")
# hours kept where someone works: "works remotely from Halifax, Nova Scotia, 08:00-16:00 local time"
WORKS_FROM_LOCAL = re.compile(r"\b(?:works?|working|based|lives?) (?:remotely )?(?:from|in|out of) [A-Z][^.;]{0,60}\blocal time\b")
# (zones by their usual abbreviations only: "Dai Hopkins (LST/tender)" names a role, not a zone)
ZONE = re.compile(r"\b(?:UTC|GMT)\b|\b[A-Z][a-z]+/[A-Z][A-Za-z_]+\b|\b[A-Z][a-z]+ time\b|\btime zone\b")


# What a record governs by (a limit, a condition, who alone may) and what reports a present state
# (a running count, something out of use, someone away, a measurement as of a day).
STATE = re.compile(r"\b(?:as of|so far|to date|since (?:\d|last|yesterday|this|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|logged|booked|issued|expired|tagged out|quarantined|currently"
                   r"|consecutive|(?:has|have) (?:been|flown|worked|done|used|spent|logged|had)|(?:is|are) (?:at|on) (?:her|his|their)?"
                   r"|out of reach|unreachable)\b", re.I)


# asked whether an amount may be approved or signed for: "ok to approve?", "can I just expense it?", "who signs"
APPROVE_ASK = re.compile(r"\b(?:ok|okay|fine|alright|all right) (?:for (?:me|us) )?to (?:just )?(?:approve|sign|authori[sz]e|expense"
                         # an amount the user is about to commit to: "ok to just book them in?", "can I just say yes?"
                         r"|book|order|buy|pay|go ahead)\b"
                         r"|\b(?:can|may|should|shall|could) (?:i|we) (?:just |still )?(?:approve|sign(?: it)? off|sign for"
                         r"|authori[sz]e|expense|book (?:it|them|this)|say yes|go ahead|ok (?:it|this|that)|okay (?:it|this|that))\b"
                         r"|\bwho (?:signs|approves|has to approve|needs to approve|must approve)\b", re.I)
# what a freeze that holds spending stops: spending, purchases, orders ("Agresso is frozen for new POs")
# a freeze on changes as such, whatever they change ("Schedule freeze: no changes to the grid", "change freeze")
CHANGES_FROZEN = re.compile(r"\b(?:no (?:(?:\w+ )?(?:changes?|amendments?|alterations?|edits?|edits? at all)\b|editing\b)|change freeze"
                            r"|changes? (?:are|is) frozen)", re.I)
# a turn that changes something on a day: starts, moves, swaps or reschedules it
CHANGE_MADE = re.compile(r"\b(?:start(?:s|ing)? (?:it|them|this|that|on|from|their|his|her|our|my|the new|a new)\b|switch(?:es|ing)? (?:it|them|to|over|the)\b|"
                         r"mov(?:e|es|ing) (?:it|them|the|his|her|their|our|my|from)\b|reschedul\w*|swap(?:s|ping)? (?:it|them|the)\b|"
                         r"bring(?:ing)? (?:it |them )?forward|push(?:ing)? (?:it |them )?back|go(?:es)? live"
                         # fitting or replacing kit on a day: "they can fit on the 17th", "install the new pump"
                         r"|(?:can|will|to|could) (?:fit|install|replace|swap out|upgrade)\b)", re.I)
# a price a task says to put in, after the thing it prices: "w/ the rehair price", "incl. the hire fee", "+ the
# delivery cost"
PRICE_IN_TASK = re.compile(r"(?:\bw/|\bwith|\bincl(?:uding|\.)?|\bplus|\+|\band)\s+(?:the|our|a|her|his|their|its)\s+"
                           r"((?:[\w-]+\s+){1,2}?)(?:price|cost|fee|rate|charge)s?\b", re.I)
PRICED_IN_SIM = 0.20  # ... and the similarity a record stating it needs
# the details of a named thing a task says to put in ("put our policy details in", "w/ the account number")
DETAILS_IN_TASK = re.compile(r"(?:\bput|\badd|\binclude|\bpop|\bw/|\bwith|\bincl(?:uding|\.)?|\bplus)\s+(?:in\s+)?(?:the|our|my|her|his"
                             r"|their|its)\s+((?:[\w-]+\s+){1,2}?)(?:details|numbers?|nos?\.?|refs?|references?|codes?)\b", re.I)
EVENT_DAY_FOR = "the day of the event the task is for"
# a month named by its name ("in april", "over August"), and what a collision with a season it falls in says
MONTH_NAMED = re.compile(r"\b(?:january|february|march|april|may|june|july|august|september|october|november|december"
                         r"|jan|feb|apr|jun|jul|aug|sept?|oct|nov|dec)\b", re.I)
MONTH_IN_SEASON = "the month it names"
# a meeting, visit or viewing a task arranges, and a person's full name, and what a person needs
BOOKING_OR_VISIT = re.compile(r"\b(?:viewings?|visits?|try-?ons?|fittings?|appointments?|meetings?|meet|calls?|tours?"
                              r"|consultations?|sessions?)\b", re.I)
PERSON_FULL_NAME = re.compile(r"\b[A-Z][a-z]+(?:[-'’][A-Z]?[a-z]+)? [A-Z][a-z]+(?:[-'’][A-Z]?[a-z]+)?\b")
PERSON_NEED = re.compile(r"\b(?:wheelchair|hard of hearing|hearing aids?|deaf|partially sighted|colou?r[- ]blind\w*|step-free"
                         r"|mobility|coeliac|celiac|diabetic|epilep\w+|anaphyla\w+|EpiPen)\b", re.I)
# a thing a rule rules out by name ("no binders", "no staples"), and the names a task must share with the rule
NO_ITEM = re.compile(r"\bno ([a-z]{4,}s)\b")
NO_ITEM_NAMES = 2
# a person a record opens with by their role, then their name: "The IE examiner, Ben Okafor, is based in Sydney"
ROLE_APPOSITIVE = re.compile(r"^\s*(?:The|Our|[A-Z][\w'’]+['’]s) (?:[\w-]+ ){0,2}?([a-z][a-z-]{3,}), (?:[A-Z][\w'’-]+ ){0,2}[A-Z][\w'’-]+,")
# a freeze on prices ("booking prices are frozen until 1 April; no price changes before then"), and a turn that changes
# one ("the GP package up from £39 to £45 from next Monday", "put the hire rate up")
PRICES_FROZEN = re.compile(r"\b(?:prices?|pricing|fees?|rates?|tariffs?|charges)\b", re.I)
PRICE_CHANGED = re.compile(r"\bfrom\s+[$£€]\s?\d[\d,.]*k?\s+(?:to|->|→)\s+[$£€]?\s?\d|[$£€]\s?\d[\d,.]*k?\s?(?:->|→)\s?[$£€]?\s?\d"
                           r"|\b(?:rais|increas|put(?:ting)? up|bump|hik|lower|cut(?:ting)?|drop|reduc|chang)\w*\s+(?:\w+\s+){0,3}?"
                           r"(?:prices?|pricing|fees?|rates?|tariffs?)\b"
                           r"|\b(?:prices?|pricing|fees?|rates?|tariffs?)\s+(?:go(?:es|ing)?\s+)?(?:up|down|rise|increase|change)\b", re.I)
# (someone's orders are what they ordered be done: "No lane closures in half-term (Priya's orders)")
SPEND_FROZEN = re.compile(r"\b(?:[Ss]pend(?:ing)?|[Pp]urchas\w*|[Pp]rocurement|POs?|(?<![’']s )[Oo]rders?|[Bb]uy(?:ing)?|[Ee]xpenditure|[Pp]ayments?|[Gg]oods[- ]in"
                          r"|[Cc]apex|[Oo]pex|[Ii]nvoices?)\b")
# what an insurer keeps off a claim ("Hull insurance ...: £2,500 excess per claim", "a deductible of $1,000"), and a
# turn weighing a claim ("put it through the insurance?", "claim on the policy")
EXCESS = re.compile(r"(?:[$£€]\s?\d[\d,.]*k?|\d[\d,.]*\s?(?:EUR|USD|GBP|euros?|dollars?|pounds?))\s+(?:policy\s+)?(?:excess|deductible)\b"
                    r"|\b(?:excess|deductible)\s+(?:of\s+|is\s+|:\s*)?(?:[$£€]\s?\d|\d[\d,.]*\s?(?:EUR|USD|GBP))", re.I)
# a question for when a place opens or shuts: "what time do we shut", "when do we open on Sundays", "closing time?"
HOURS_ASKED = re.compile(r"\bwhat time (?:do|does|will|are|is) (?:we|you|they|it|the [\w' -]{2,30}?) (?:shut|close|open)\b"
                         r"|\bwhen (?:do|does|will) (?:we|you|they|it|the [\w' -]{2,30}?) (?:shut|close|open)\b"
                         r"|\b(?:opening|closing) (?:time|hours)\b", re.I)
# a record of a place's hours: "Summer hours from 15 June: weekdays 06:30-20:00", "the shop opens 10:00-17:00"
HOURS_HELD = re.compile(r"\b(?:hours|opens?|opening|closes?|open)\b[^.;]{0,80}?\d{1,2}[:.]\d\d\s*(?:-|–|to|until)\s*\d{1,2}[:.]\d\d",
                        re.I)
# writing that sells or announces: "a FB post to shift the last season tickets", "an advert for the spring courses"
PROMO_TASK = re.compile(r"\b(?:post|posts|advert|ad|flyer|poster|promo\w*|newsletter|announcement|campaign|tweet|insta"
                        r"|instagram|facebook|fb|social media)\b", re.I)
# a place or work kept to daylight: "no sessions there after sunset", "daylight hours only", "no floodlights"
DAYLIGHT_ONLY = re.compile(r"\b(?:after (?:sunset|dark|dusk|nightfall)|daylight(?: hours)? only|only in daylight|no floodlights?"
                           r"|not lit|unlit)\b", re.I)
# when it gets dark, month by month, as local clock minutes at about 52°N with summer time: a table, not astronomy
SUNSET_BY_MONTH = {1: 16 * 60 + 30, 2: 17 * 60 + 20, 3: 18 * 60 + 10, 4: 19 * 60 + 55, 5: 20 * 60 + 45, 6: 21 * 60 + 20,
                   7: 21 * 60 + 10, 8: 20 * 60 + 20, 9: 19 * 60 + 15, 10: 18 * 60 + 10, 11: 16 * 60 + 20, 12: 15 * 60 + 55}
# the only kind allowed of a thing: "nitrile gloves only", "HVO fuel only"
ONLY_KIND = re.compile(r"\b([a-z][\w-]{3,})\s+([a-z]{4,})\s+only\b")
# a task that orders or hands things out
ORDERS = re.compile(r"\b(?:order|orders|ordering|restock|buy|get in|put an order|kit list|hand out)\b", re.I)
# a record opening with a unit's code: "2417 is VOR ...", "2417's annual test ..."
UNIT_HEAD = re.compile(r"\s*([A-Z]{0,3}\d{3,}[A-Z]?)(?:['’]s)?\b")
# a unit's number in a turn: "booking 2417 in", "is 1805 back?" (not a sum, a measure or a time)
UNIT_NUMBER = re.compile(r"(?<![£$€\d.,:/-])\b(?!(?:19|20)\d\d\b)([A-Z]{0,3}\d{3,}[A-Z]?)\b(?![.,:/]\d)(?!\s?(?:%|kg|km|m|l|L|ml|g|t|h|hrs?|mins?|miles)\b)")
# what a unit's own record says of its state: off the road, due, expiring, booked in ("2417 is VOR ...", "2417's annual
# test (MOT) expires 30 Oct"), not a procedure for its type ("Q400 main wheel change: task card ...")
UNIT_STATE = re.compile(r"\b(?:VOR|off the road|out of (?:service|use|action)|expires?|expired|expiry|due|failed|failure|broken"
                        r"|booked in|awaiting|grounded|in for|MOT|annual test|inspection|defect\w*)\b", re.I)
# a thing a rule forbids somewhere: "No barium carbonate in any student glaze", "never bleach on the vinyl floors"
DRAFT_BANNED = re.compile(r"\b(?:[Nn]o|[Nn]ever)\s+((?:[a-z]{3,}\s){0,2}[a-z]{5,})\s+(?:in|on|for|at|near|with)\s+"
                          r"(?:any|the|a|an|our)\b")
# a turn asking what an order comes to: "whats the total", "how much will it come to"
TOTAL_ASKED = re.compile(r"\b(?:total|how much|come to|comes to|cost)\b", re.I)
ORDER_NAMED = re.compile(r"\b(?:(?i:purchase orders?)|POs?)\b")
CLAIM_WEIGHED = re.compile(r"\b(?:insurance|insurer|insurers|insured|claim|claims|claiming)\b", re.I)
SO_FAR = re.compile(r"\bas of\b|\bso far\b|\bto date\b|\b(?:has|have) been (?:spent|used|logged|invoiced|issued|booked)\b", re.I)


# a question on what something costs: "what's it costing us?", "how much will it cost", "what do they charge"
PRICE_ASKED = re.compile(r"\bwhat(?:['’]s| is| will| would| does| do)? (?:it |that |this |they |he |she )?(?:be )?"
                        r"(?:cost|costing|charge|charging)\b|\bhow much (?:will|would|does|do|is|are) (?:it|that|this|they)"
                        r"(?: be)? (?:cost|charge)|\bcost(?:ing)? us\b"
                        # a second ask, joined on, for what it costs, in English or another language: "... fecham quando
                        # mesmo? e quanto é", "and how much?"
                        r"|\b(?:and|e|et|y|und|i|en|och|og|a)\s+(?:how much|quanto(?: é| e| custa| costa)?|cu[aá]nto(?: es| cuesta)?"
                        r"|combien|wie ?viel|ile(?: kosztuje| to)?|hoeveel|faint)\s*(?:\?|$)", re.I)


def has_amount(text: str) -> bool:
    """An amount of money or of a measured thing ("180,000 EUR", "EUR 142,500", "40 hours")."""
    return bool(calendar.AMOUNT_RX.search(text) or calendar.AMOUNT_AFTER_RX.search(text))


def governs(text: str) -> bool:
    return bool(cues.CONSTRAINT_FORM.search(text) or calendar.LIMIT_CAP_RX.search(text) or calendar.LIMIT_OVER_RX.search(text)
                or calendar.COUNT_CAP_RX.search(text) or NEEDS_APPROVAL.search(text) or SOLE_HOLDERS.search(text))


def in_state(text: str) -> bool:
    return bool(STATE.search(text) or calendar.RUNNING_RECORD_RX.search(text) or calendar.OUT_OF_USE_RX.search(text)
                or AWAY.search(text))


def follow_up_queries(turn: str, judgements: list["Judgement"], candidates: list[c.Candidate]) -> list[str]:
    """One more hop for what an admitted record leaves open: who holds a role it names as the
    approver, when no candidate says who does, and whether a person it names as the approver is
    away, when no candidate says where they are. Only for a task (whose message or request goes to
    that person), a question asking who, or a question about what the user may do."""
    by_id = {cd.record.id: cd.record for cd in candidates}
    out: list[str] = []
    # a time in another zone ("by 14:00 Perth time") needs the user's own zone beside a time the turn states
    timed = calendar.TURN_TIME_RX.search(turn) or calendar.RELATIVE_DAY_RX.search(turn) or calendar.ROSTER_TIME_RX.search(turn)
    zoned = any(j.admitted and ZONE.search(by_id[j.record_id].text) and not by_id[j.record_id].about_principal
                for j in judgements)
    if timed and zoned and not any(cd.record.about_principal and ZONE.search(cd.record.text) for cd in candidates):
        out.append("my own time zone, where I work from")
    if not (cues.analyse(turn).task or WHO.search(turn) or cues.AUTHORITY.search(turn.lower()) or PLANNING.search(turn)):
        return out
    held = [role_tokens(role_held(cd.record.text)) for cd in candidates]
    for j in judgements:
        if not j.admitted:
            continue
        for role in approver_roles(by_id[j.record_id].text):
            toks = role_tokens(role)
            if not toks or any(names_role(h, toks) for h in held):
                continue
            query = f"who is the {role}"
            if query not in out:
                out.append(query)
        # whether the person whose approval the rule needs, or the only ones who may do what it
        # governs ("above the icefall only Tipene and Marijke may lead"), is around: ask after their
        # leave unless a candidate already says where they are
        rule_text = by_id[j.record_id].text
        for name in approver_names(rule_text) + [n for n in approver_names(rule_text, SOLE_HOLDERS)
                                                 if cues.CONSTRAINT_FORM.search(rule_text) or RULE_WORDS.search(rule_text)]:
            if any(name.lower() in cd.record.text.lower() and AWAY.search(cd.record.text) for cd in candidates):
                continue
            query = f"{name} away on leave or holiday"
            if query not in out:
                out.append(query)
    return out[:MAX_FOLLOW_UPS]


def _name_word(w: str) -> bool:
    """A capitalised word that is not a common capitalised word (a weekday, a month, "I") or an
    acronym or code: part of a name wherever it stands in a sentence."""
    low = w.lower()
    return bool(w) and w[0].isupper() and not w.isupper() and low not in cues.COMMON_CAPITALISED \
        and not (low.endswith("s") and low[:-1] in cues.COMMON_CAPITALISED) and not any(ch.isdigit() for ch in w)


def approver_names(text: str, sentence: re.Pattern | None = None) -> list[str]:
    """People named in a sentence that makes their approval a condition (or that ``sentence``
    matches): a first and last name, or one name right after "by", "from" or "to"."""
    out: list[str] = []
    # (a list of the only holders runs across semicolons; one name alone counts after "only" or "and")
    after = ("by", "from", "to") + (("only", "and") if sentence else ())
    for sent in re.split(r"(?<=[.!?])\s+" if sentence else r"(?<=[.!?;])\s+", text):
        if not (sentence or APPROVAL_SENTENCE).search(sent):
            continue
        words = [w[:-2] if w.endswith(("'s", "’s")) else w for w in cues.WORD.findall(sent)]
        run: list[str] = []
        for i, w in enumerate(words + [""]):
            if i > 0 and _name_word(w):
                run.append(w)
                continue
            start = i - len(run)
            if run and run[-1].lower() in PLACE_WORDS:
                run = []
            if len(run) >= 2 or (run and words[start - 1].lower() in after):
                name = " ".join(run[:2])
                if name not in out:
                    out.append(name)
            run = []
    return out


def role_tokens(role: str) -> set[str]:
    return specific_tokens(role) - GENERIC_SCOPE


def names_role(role_toks: set[str], toks: set[str]) -> bool:
    """True when ``toks`` carry the role: ROLE_SHARED of its words, or all of them when fewer."""
    return bool(role_toks) and len(role_toks & toks) >= min(ROLE_SHARED, len(role_toks))


def role_held(text: str) -> str:
    """The role a record names a holder of, or ""."""
    for rx in ROLE_HOLDER:
        m = rx.search(text)
        if m and m.lastindex and m.lastindex >= 2:
            role = f"{m.group(2).strip()} {AGENT[m.group(1).lower()]}"
        elif m:
            role = m.group(1).strip()
        else:
            continue
        # "TBM Josephine runs face pressure 2.6-2.9 bar" is a machine's setting, not a role
        return "" if any(ch.isdigit() for ch in role) else role
    return ""


# the role a record gives the person it opens with: "Kwame, the groundworks foreman, is on leave ...",
# "Gethin (fellow technician) is ..."
APPOSITION_ROLE = re.compile(r"^\s*(?:[A-Z][\w'’-]+\s+){0,2}[A-Z][\w'’-]+(?:,\s+(?:the\s+|our\s+|an?\s+|[A-Z][\w-]+['’]s\s+)"
                             r"|\s+\((?:the\s+|our\s+)?)"
                             r"([A-Za-z][\w\s/&-]{2,40}?)[,)]")
WEEKDAY_STEMS = frozenset(d[:5] for d in calendar.WEEKDAYS)  # weekdays as ``specific_tokens`` stems them
# a turn asking whom to go to: "tell them who to go to if there's a problem", "who do they call", "who's in charge"
WHOM_TO = re.compile(r"\bwho (?:to|they should|should they|do they|can they) (?:go to|call|ring|contact|ask|phone|report to)\b"
                     r"|\bwho(?:['’]s| is) (?:in charge|covering|the lead|their lead)\b"
                     # "who's my second?", "who's our driver on the 9th?": who holds a role of the user's that day
                     r"|\bwho(?:['’]s| is| will be|['’]ll be) (?:my|our) [a-z]+", re.I)
# words of a role that say its rank, not its work
RANK_WORDS = {"foreman", "forewoman", "technician", "manager", "supervisor", "officer", "coordinator", "assistant",
              "apprentice", "senior", "junior", "fellow", "deputy", "trainee", "operative", "engineer", "specialist"}


def role_work(text: str) -> set[str]:
    """The words of work in the role a record gives the person it opens with ("groundworks" of "the
    groundworks foreman"), stemmed as ``specific_tokens``; empty when it gives none."""
    m = APPOSITION_ROLE.match(text)
    if not m:
        return set()
    words = [w for w in cues.WORD.findall(m.group(1)) if len(w) >= ROLE_WORK_MIN and w.lower() not in RANK_WORDS
             and w.lower() not in STOP and not ROLES.fullmatch(w)]
    return specific_tokens(" ".join(words))


# a name a record opens with, told apart by a place after a comma: "St Edmund's, Thurlby Magna (job HT-2633)",
# "St Edmund's Church, Thurlby Parva"
QUALIFIED_LEAD = re.compile(r"^\s*((?:St\.?\s+)?[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+){0,2}),\s+([A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)?)\b")
PLACE_KINDS = frozenset("churc chape schoo hall farm house lodge court manor".split())


def qualified_lead(text: str) -> tuple[frozenset, str] | None:
    """(the names of the opening name, without words of kind, and the place that qualifies it), as first five
    letters; None when the record opens otherwise."""
    m = QUALIFIED_LEAD.match(text)
    if not m:
        return None
    head = frozenset(_five(w) for w in m.group(1).split() if _five(w) not in PLACE_KINDS and w.rstrip(".") != "St")
    return (head, " ".join(_five(w) for w in m.group(2).split())) if head else None


def _roles(text: str) -> set[str]:
    return {m.group(1).lower().rstrip("s") for m in ROLES.finditer(text)}


LEADING_NAME = re.compile(r"^\s*((?:[A-Z][\w'’-]+\s+){1,3}?)(?:[A-Z][\w'’-]+)(?:['’]s)?\s+(?:\([^)]*\)\s+)?[a-z]")
# "The Antwerp hub ships ...", "At the Leeds depot, ...": a named site of the kind the user may have several of
# (a capital of any Latin alphabet: "The Łódź plant's die-cutter", "At the Örebro depot")
UPPER = "A-ZÀ-ÖØ-ÞĀĂĄĆĈĊČĎĐĒĖĘĚĜĞĠĢĤĦĪĮİĶĹĻĽŁŃŅŇŌŐŒŔŘŚŜŞŠŢŤŪŮŰŲŴŶŸŹŻŽ"
LEADING_SITE = re.compile(r"^\s*(?:[Tt]he|[Aa]t the|[Aa]t) ([" + UPPER + r"][\w'’-]+) (hub|site|office|branch|depot|plant|clinic|warehouse"
                          r"|station|yard|campus|base|store|terminal|lab|elevator|mill|mine|farm|factory|works|marina|hangar"
                          r"|quay|wharf|dock|hotel|kitchen|bakery|brewery|winery|school|hospital|ward|centre|center|unit"
                          r"|studio|workroom|workshop|showroom|salon|garage|shop|venue|practice|surgery)\b")


# Identifiers: "OO-MCB", "11P", "WPS-114", "CH-3" (capitals with digits or a hyphen, no lower case)
# (a code in the plural is the code: "the U14s", "two A320s")
CODE = re.compile(r"(?<![\w-])(?=[\w-]*[A-Z])(?=[\w-]*[\d-])[A-Z0-9]+(?:-[A-Z0-9]+)*(?=s?(?![\w-]))")


# codes joined by a slash, "&", a comma, "and" or "or": "GR3/GR4", "Bays 2 & 3", "C1, C2 and C4"
JOINED_CODES = re.compile(rf"{CODE.pattern}(?:\s*(?:/|&|,|\band\b|\bor\b)\s*{CODE.pattern})+")


def _shape(code: str) -> str:
    return re.sub(r"[A-Z]", "A", re.sub(r"\d", "9", code))


# part and stock numbers written in digits alone: "4411-2087"
PART_NUMBER = re.compile(r"(?<![\w-])\d{3,}-\d{3,}(?![\w-])")


def rival_codes(a: str, b: str) -> bool:
    """True when two texts carry identifiers of the same shape and none in common: "part 4411-2087" and
    "part 4411-2078" are two things, however many words they share."""
    ca = set(CODE.findall(a)) | set(PART_NUMBER.findall(a))
    cb = set(CODE.findall(b)) | set(PART_NUMBER.findall(b))
    return not (ca & cb) and any(_shape(x) == _shape(y) for x in ca for y in cb)


# "turbines BB-07 to BB-12", "bays 3A–3F": a run of identifiers
CODE_RANGE = re.compile(r"\b([A-Z][A-Z0-9]*?-?)(\d+)\s*(?:to|through|thru|until|–|—|-|tot en met|t/m|bis|a|al)\s*\1(\d+)\b")


# A unit named by a head word and a letter or number: "Furnace A", "Hall B", "Line 3", "Gate 12"
NAMED_UNIT = re.compile(r"\b([A-Z][a-z]{2,}) ([A-Z]|\d{1,3})\b(?![:.,]\d)")
_NOT_UNIT_HEADS = frozenset("monday tuesday wednesday thursday friday saturday sunday january february march april may "
                            "june july august september october november december the on at in for and with from to by "
                            "chapter page section part room day days week weeks month months year years hour hours "
                            "minute minutes phase stage step level grade class version amendment item question table "
                            "figure appendix annex rule clause article schedule tier size number no".split())


QUESTION_SENTENCE = re.compile(r"[^.!?？\n]*[?？]")  # the sentences of a turn that ask
BACK_GLOSSED = re.compile(r"\b(?:back|returns?|returned|returning)\b")  # a question's gloss asking when someone is back
# a weekday leading a date ("Saturday 4 April", "sat 11 apr")
DATED_WEEKDAY = re.compile(r"\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun),?"
                           r"\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b", re.I)
# a deadline on a day of the week: "papers must be on the CDE by Tuesday noon", "no later than Friday"
WEEKDAY_DEADLINE = re.compile(r"\b(?:by|before|no later than)\s+(?:the\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday"
                              r"|sunday)s?\b", re.I)
# a capitalised word at the head of a sentence
SENTENCE_HEAD = re.compile(r"(?:^|[.!?;:]\s+|\n\s*)([A-Z][a-z]{2,})\b")
# a number standing alone in a turn: not a time, a figure with its unit, or part of a code or date
BARE_NUMBER = re.compile(r"(?<![\w.,:/£$€#-])(\d{1,3})(?![\w.,:/%°-]|\s*(?:am|pm|h|hrs?|hours?|mins?|minutes?|kg|km|mm|cm|m|days?"
                         r"|weeks?|months?|years?|people|units|x|percent|st|nd|rd|th)\b)", re.I)
# ... as people type it in a turn: "fill temp on line 1?"
TYPED_UNIT = re.compile(r"\b([A-Za-z][a-z]{2,}) ([A-Z]|\d{1,3})\b(?![:.,]\d)")


def _units(text: str, typed: bool = False) -> list[tuple[str, str]]:
    return [(m.group(1).lower(), m.group(2)) for m in (TYPED_UNIT if typed else NAMED_UNIT).finditer(text)
            if m.group(1).lower() not in _NOT_UNIT_HEADS]


def other_unit(text: str, subject: str) -> bool:
    """True when the record names units of a kind the turn names ("Furnace X") but none of the turn's:
    "Furnace 2's crown ceiling is 1,620 °C" read for Furnace A."""
    named: dict[str, set[str]] = {}
    for head, ident in _units(subject, typed=True):
        named.setdefault(head, set()).add(ident)
    mine: dict[str, set[str]] = {}
    for head, ident in _units(text):
        mine.setdefault(head, set()).add(ident)
    # a run of them holds the turn's own: "Stands 40-44 are closed" for "stands 41 and 42"
    runs: dict[str, list[tuple[int, int]]] = {}
    for m in UNIT_RUN.finditer(text):
        runs.setdefault(m.group(1).lower(), []).append((int(m.group(2)), int(m.group(3))))

    def in_run(head: str) -> bool:
        return any(lo <= int(x) <= hi for x in named[head] if x.isdigit() for lo, hi in runs.get(head, ()))
    # ("Only Screen 1 has a 35mm projector; Screen 2 is DCP only" is about Screen 2 as well)
    return any(head in named and not (idents & named[head]) and not in_run(head) for head, idents in mine.items())


# a record opening with the unit it is about: "Stand 6 has no working fixed GPU", "The Press 2 ..."
UNIT_OPENING = re.compile(r"\s*(?:The\s+)?([A-Z][a-z]{2,}) ([A-Z]|\d{1,3})\b(?![:.,]\d)")
# what a unit needs done before use: "aircraft parked on stand 6 need the mobile GPU-3 booked", "must be ..."
UNIT_NEEDS = re.compile(r"\b(?:needs?|must|has to|have to|requires?)\b(?! to know)", re.I)
# how often something is done: "verified monthly", "weekly", "twice a year"
HOW_OFTEN = re.compile(r"\b(?:hourly|daily|nightly|weekly|fortnightly|monthly|quarterly|annually|yearly|biannually"
                       r"|(?:once|twice) a (?:day|week|month|year))\b", re.I)
# a place closed: "is closed for new graves", "shut to visitors"
PLACE_CLOSED = re.compile(r"\b(?:closed|shut)\b", re.I)
# a place a turn puts its work at, by the word after "at", "in", "to" or "from": "graves at eastfield"
PLACE_AFTER = re.compile(r"\b(?:at|in|to|from|near)\s+(?:the\s+)?([A-Za-z][\w'’-]{2,})")
# a wish scoped to what the user asks about: "whenever Tomasz asks about an NHS course of treatment, ..."
ASKS_SCOPED = re.compile(r"\b(?:whenever|when|if) (?-i:[A-Z])[\w'’-]+ asks? (?:about|for)\b", re.I)
# a term a record quotes: "no 'for three' graves", "a \"dry hire\" booking"
QUOTED_TERM = re.compile(r"(?<![\w])['‘]([^'’\n]{3,40})['’](?![\w])|[\"“]([^\"”\n]{3,40})[\"”]")
# a rule on whoever works something: "Anyone driving ... needs C1", "Only ticketed staff may operate ..."
WHOEVER_NEEDS = re.compile(r"\b(?:anyone|anybody|everyone|whoever|all (?:drivers|staff|crews?|operators|users))\b[^.;]{0,80}?"
                           r"\b(?:needs?|must|has to|have to|requires?)\b|\bonly\b[^.;]{0,40}?\b(?:may|can)\s+(?:drive|operate|use|run"
                           r"|work|fly|crew)\b", re.I)
# a limit a rule sets on whoever or whatever it opens with ("U14 squad riders are limited to a 6.45 m rollout")
UNIT_LIMIT = re.compile(r"\b(?:limited to|restricted to|capped at|max(?:imum)?|at most|no more than|not more than|must not"
                        r"|never|may not|not allowed)\b", re.I)
LABEL_LEAD = re.compile(r"^\s*(?:[\w'’-]+\s+){0,2}(?:rule|rules|policy|limit|note)\s*:\s*", re.I)  # "Club rule: "
CODE_LEAD_WORDS = 4  # words of a record's opening in which the code of what it binds stands
UNIT_RUN = re.compile(r"\b([A-Z][a-z]{2,}) (\d{1,3})\s?(?:-|–|—|to|through)\s?(\d{1,3})\b")


CODE_LIST = 3  # codes of one shape in a record that make it a table of levels (P1, P2, P3)
# a code opening an item of a list: after the colon, comma or semicolon before it
LIST_ITEM_CODE = re.compile(r"(?:^|[:;,]\s*)(" + CODE.pattern + r")\s+(?=\S)")
# A numbered item with a running suffix ("is 26152-1 cleared?"), also behind a prefix in a record ("WF-26152-2")
NUMBERED = re.compile(r"(?<![\w-])(\d{3,})-(\d{1,3})(?![\w-])")
NUMBERED_IN = re.compile(r"(?<![\d])(\d{3,})-(\d{1,3})(?![\w-])")


def other_numbered(text: str, subject: str) -> bool:
    """True when the record names another item of the numbered series the turn names one of, and not the
    turn's own: "Batch WF-26152-2 ... is released" read for "is 26152-1 cleared?"."""
    asked = {(m.group(1), m.group(2).lstrip("0")) for m in NUMBERED.finditer(subject) if not YEAR.fullmatch(m.group(1))}
    if not asked:
        return False
    found = {(m.group(1), m.group(2).lstrip("0")) for m in NUMBERED_IN.finditer(text)}
    return bool(found) and not (found & asked) and bool({a for a, _ in found} & {a for a, _ in asked})


# What the turn sets aside itself: "harris acct no? the kestleford one not dunmere", "tipper reg? ours not parks"
# (the last words of the turn; not "friendly but not chatty", "or does it not matter")
TURN_EXCLUDES = re.compile(r"(?:^|[?;:.!,]\s*|\s[-–—]\s*)((?:[\w'’-]+ ){1,4}?)not (?:the |our |their |that )?([\w'’-]+?)"
                           r"(?:['’]s?)?(?: ones?)?\s*[.!?]*\s*$", re.I)
NOT_EXCLUDING = frozenset("but does do did is it are was were or and if why so yet still just can could would should will "
                          "shall may might must has have had am be been i you we they he she".split())
# The thing the question picks out by a feature ("reg of the van w the A frame?") and a record of one that lacks it
WITH_THE = re.compile(r"\b(?:with|w/?|that has|which has) the ([\w-]+(?:[ -][\w-]+)?)", re.I)
LACKS = re.compile(r"\b(?:no|without)\s+([\w-]+(?:[ -][\w-]+)?)", re.I)
# what a thing is said not to have: "also an Iveco Daily, reg YR24 PKV, but it has no climate box"
LACKS_FEATURE = re.compile(r"\b(?:has|have|had|but)\s+no\s+([\w-]+(?:[ -][\w-]+)?)", re.I)


def range_codes(text: str) -> set[str]:
    """Every code of a run a text names ("C10 to C16": C10, C11, ... C16), at most ``MAX_RUN`` of them."""
    return {f"{m.group(1)}{n:0{len(m.group(2))}d}" for m in CODE_RANGE.finditer(text)
            if int(m.group(2)) <= int(m.group(3)) <= int(m.group(2)) + MAX_RUN
            for n in range(int(m.group(2)), int(m.group(3)) + 1)}


def _word_pairs(text: str) -> set[tuple[str, str]]:
    words = [stem(w)[:5] for w in cues.WORD.findall(text.lower())]
    return set(zip(words, words[1:]))


def other_of_kind(text: str, extra: set[str], shared: set[str], turn: str) -> bool:
    """The turn says which of a kind it means by a word of ``extra`` before a word of ``shared`` ("farm lease"),
    and ``text`` puts another word there ("unit lease"): ``text`` is about another of the kind."""
    heads = {h for m, h in _word_pairs(turn) if m in extra and h in shared}
    return any(h in heads and m not in extra and m not in shared and m not in STOP and not m.isdigit()
               for m, h in _word_pairs(text))


# the number that ends a code ("BW-26-0412"), as people say it alone ("0412")
CODE_TAIL = re.compile(r"\b[A-Z]{1,4}(?:-\d+)*-(\d{3,})\b")


def other_number(text: str, subject: str) -> bool:
    """The record's codes end in numbers of the length of one the turn says alone, none of them it ("Job
    BW-26-0421 is the Pemberton house" for "0412 ka heat loss"): it is about another job."""
    said = set(re.findall(r"(?<![\w-])\d{3,}(?![\w-])", subject))
    tails = set(CODE_TAIL.findall(text))
    return bool(said and tails and not tails & said and {len(t) for t in tails} & {len(n) for n in said})


def other_code(text: str, subject: str) -> bool:
    """True when the record's first identifier of a shape the turn uses is not one the turn names:
    "On OO-MCB, position 11P is placarded to 4,500 kg; OO-MCA is not affected" read for OO-MCA.
    A run of identifiers ("turbines BB-07 to BB-12") names every one inside it."""
    named = set(CODE.findall(subject)) | range_codes(subject)  # (a run the turn names, "C10 to C16", names C14)
    for m in CODE_RANGE.finditer(text):
        lo, hi = int(m.group(2)), int(m.group(3))
        if lo <= hi and any(c.startswith(m.group(1)) and c[len(m.group(1)):].isdigit()
                            and lo <= int(c[len(m.group(1)):]) <= hi for c in named):
            return False
    # (codes joined in a short list, "No BMS or HVAC changes in GR3/GR4", name each of them)
    if any(set(CODE.findall(m.group(0))) & named for m in JOINED_CODES.finditer(text)):
        return False
    # (so do codes listed in one bracket: "its own fuel card (R1 ending 4471, R2 ending 9023)")
    if any(len(set(CODE.findall(b))) >= 2 and set(CODE.findall(b)) & named for b in re.findall(r"\(([^()]{3,120})\)", text)):
        return False
    shapes = {_shape(t) for t in named}
    seen: set[str] = set()
    found = CODE.findall(text)
    # (a list of three or more of one shape that holds the turn's own, "P1 within 15 minutes, P2 within 2
    # hours, P3 next day", is a table the turn's code is read from)
    listed = {sh for sh in shapes if sum(_shape(x) == sh for x in found) >= CODE_LIST and any(x in named for x in found
                                                                                      if _shape(x) == sh)}
    # (so is a list of two, each opening an item with its value: "Remote hands SLA: P1 response 15 min, P2 1 h")
    items = [m.group(1) for m in LIST_ITEM_CODE.finditer(text)]
    listed |= {sh for sh in shapes if sum(_shape(x) == sh for x in items) >= 2
               and any(x in named for x in items if _shape(x) == sh)}
    for code in found:
        sh = _shape(code)
        if (at := text.find(code)) >= 0 and QUALIFICATION_CODE.search(text[at:]):
            continue  # a class of licence or ticket someone holds ("a C1 licence", "CPC card") is no unit of a series
        if sh in shapes and sh not in seen and sh not in listed:
            seen.add(sh)
            # (of one family: "OO-MCB" beside "OO-MCA", "A3" beside "B2"; a plant "PN2" is no rival of a product "VX9")
            if code not in named and any(len(sh) <= 2 or n[0] == code[0] for n in named if _shape(n) == sh):
                return True
    return False


# "At Pacific Gate's Laredo, Texas land-border office, ...": one branch of an organisation
# a record led by what another organisation owns ("Skybridge's Itami (ITM) station hangar is closed ..."):
# no rule of the user's own to set a named site's record against
OWNED_LEAD = re.compile(r"^\s*(?:[A-Z][\w&-]*\s+){0,3}[A-Z][\w&-]*['’]s\s+[A-Z]")
# a day a deadline falls on, asked for
BY_WHEN = re.compile(r"\bby when\b|\b(?:latest|last) (?:day|date)\b|\bdeadline\b|\bwhat date\b|\bwhen (?:do|must|should|have)"
                     r" (?:i|we) (?:to )?(?:tell|book|send|notify|let)\b", re.I)
# how to do a thing, asked in another language: "Hvordan skriver jeg ...", "¿Cómo hago ...?", "Comment rédiger ..."
HOW_TO_ASKED = re.compile(r"^\W*(?:hvordan|hur|cómo|comment|jak|hoe|wie)\s+(?:\w+\s+){0,1}(?:jeg|man|vi|jag|hago|puedo|"
                          r"escribo|je|on|faire|mam|napisać|zrobić|kann|schreibe|mache|schrijf|maak|kan|skriver|gör)\b", re.I)
# secrets written into what is sent: "wants customers' cage access PINs included in the welcome emails"
SECRET_WRITTEN = re.compile(r"\b(?:PINs?|passwords?|passcodes?|pass codes?|access codes?|door codes?|alarm codes?|key ?safe codes?"
                            r"|combinations?|login details|credentials)\b[^.;]{0,60}\b(?:in|into|on)\s+(?:the\s+|all\s+|every\s+|any\s+)?"
                            r"(?:[\w-]+\s+){0,2}(?:e-?mails?|messages?|texts?|letters?|notes?|replies|posts?|invoices?)\b"
                            r"|\b(?:include|put|add|paste|send|give)\w*\s+(?:the\s+|their\s+|customers?['’]?\s+|guests?['’]?\s+)?"
                            r"(?:[\w-]+\s+){0,2}(?:PINs?|passwords?|passcodes?|access codes?|door codes?|alarm codes?|key ?safe codes?)\b", re.I)
# a rule on changes to one named thing: "Any change to the DG area plan must be signed off by ..."
CHANGE_TO_NAMED = re.compile(r"\b(?:any|all|every)\s+(?:changes?|amendments?|edits?|alterations?)\s+(?:to|of|in)\s+(?:the\s+|our\s+|a\s+)?"
                             r"((?:[\w/-]+\s+){0,3}?[\w/-]+)\s+(?:must|need|needs|has|have|require|requires|goes|go|is|are)\b", re.I)
# a freeze on taking people on, and a task that takes someone on
HIRING_FREEZE = re.compile(r"\b(?:recruitment|hiring|headcount|vacancy|vacancies)\s+freeze\b|\bfreeze\s+on\s+(?:recruit\w*|hiring|new\s+(?:hires|staff|starters))", re.I)
HIRING = re.compile(r"\b(?:hire|hiring|recruit\w*|agency|temps?|new\s+(?:starters?|staff|hires?|ushers?|workers?)|take\s+on|bring\s+in"
                    r"|book\s+(?:an?\s+|some\s+|extra\s+|more\s+)?(?:staff|cover|ushers?|workers?|people)|vacanc\w+|job\s+ad\w*)\b", re.I)
# A rule led with no article by a site's name ("Antwerp terminal shift managers may ..."), or by a body's name as
# its owner ("Brightcap's ATP pass limit ..."): words that name no site or owner are set aside (SITE_ADJECTIVES)
BARE_SITE_LEAD = re.compile(r"^\s*([" + UPPER + r"][\w'’-]+) (?:hub|site|office|branch|depot|plant|clinic|warehouse"
                            r"|station|yard|campus|terminal|lab|mill|mine|farm|factory|works|hangar|quay|wharf|dock"
                            r"|hotel|school|hospital|centre|center|unit|studio|workshop|showroom|garage|venue|practice)\b")
OWNER_LEAD = re.compile(r"^\s*([" + UPPER + r"][\w&-]*['’]s)\s+[\w-]+")
SITE_ADJECTIVES = frozenset("north south east west northern southern eastern western main old new upper lower central "
                            "cold hot big small front back top bottom inner outer middle this that our each every any all "
                            "no one the head home local night day".split())
# A record led by the place it holds at: "At HAS Manchester, ...", "At the HAS East Midlands (EMA) station, ..."
SITE_LEAD = re.compile(r"^\s*(?:At|In) (?:the )?[A-Z][\w&'’-]*(?:\s+[A-Z(][\w&()'’-]*)*")
# Someone's only working days: "works Monday to Thursday only", "only works Tuesdays", "in on Mondays and Fridays only"
WORKS_ONLY = re.compile(r"\b(?:works?|working|in)\b[^.;]{0,40}\bonly\b|\bonly (?:works?|in)\b", re.I)
# one person set against another with the noun left out: "not Marcus Ellery's"
ELLIPTICAL_NOT = re.compile(r"not (?:(?-i:[A-Z])[\w'’-]+ ){0,2}(?-i:[A-Z])[\w'’-]+['’]s?$", re.I)
# The turn asks about the user's own side: "... for us?", "mabs go iso 3 or iso 4 here??"
OWN_SIDE = re.compile(r"\b(?:for us|here|at ours|at our end|our end|for our (?:lot|team|site|unit|place))\b(?!['’])", re.I)
# A place the turn names only as where a differing claim comes from: "new locum from glan taf says 4", "that's how
# Glan Taf do it", "the lot at Shaw Road reckon ..."
HEARD_FROM = re.compile(r"\b(?:from|at)\s+((?:[A-Za-z][\w'’-]*\s+){0,2}?[A-Za-z][\w'’-]*)\s+(?:says?|said|reckons?|thinks?"
                     r"|insists?|told (?:me|us)|do(?:es)? it)\b"
                     r"|\bhow\s+((?:[A-Za-z][\w'’-]*\s+){0,2}?[A-Za-z][\w'’-]*)\s+do(?:es)?\s+it\b", re.I)
# a plan of the user's own stretch of days: "plan my week from mon 13th", "sort out my fortnight"
# (or a day picked among those the user works: "put mme dubois in ... next wk on a day im in")
OWN_WEEK = re.compile(r"\bmy (?:week|fortnight|days)\b|\b(?:on )?(?:a|the|one of the) days? (?:when )?(?:i['’]?m|im|i am|i['’]ll be)"
                      r" (?:in|working|on|around|here)\b", re.I)
HOME_MIN = 1                # other records naming the user's own place, for a rival led by another place to give way
BRANCH_OF = re.compile(r"^\s*(?:At|In) [A-Z][\w&-]*(?:\s+[A-Z&][\w&-]*)*['’]s\s+([A-Z][\w-]+)")


# The live system and a trial copy of it: what a test or staging system runs is not what production runs
_ENV_KINDS = r"(?:cluster|server|system|environment|env|instance|database|db|site|tenant|box|node|stack|deployment|partition)s?"
ENV_LIVE = re.compile(rf"\b(?:prod|production|live)[\s-]+{_ENV_KINDS}\b|\bin prod(?:uction)?\b|\bprod\b", re.I)
ENV_TRIAL = re.compile(rf"\b(?:test|testing|dev|development|staging|sandbox|uat|pre-?prod)[\s-]+{_ENV_KINDS}\b"
                       r"|\b[\w]+-(?:dev|test|staging|sandbox)\b|\b(?:staging|sandbox|uat)\b", re.I)
# A named place a record sets its subject in: at its head ("At Kestrel Ridge, ...", "The Łódź plant's ...") or
# beside it ("Freezer F3 in the Chemistry building's cold room", "a block in the Leeds office's portfolio")
# a place a record sets its thing at by name: "Clayhawk traps at Kestrel Ridge: ...", "the boiler at Ty Coch"
AT_PLACE = re.compile(r"\bat ((?-i:[" + UPPER + r"])[\w'’-]+(?: (?-i:[" + UPPER + r"])[\w'’-]+){0,2})")
HEAD_AT_PLACE = re.compile(r"^\s*At ([" + UPPER + r"][\w'’-]+(?: [" + UPPER + r"][\w'’-]+){0,2}),")
IN_SITE = re.compile(r"\b(?:in|at|of) the ([" + UPPER + r"][\w'’-]+) (?:building|office|plant|site|depot|campus|branch|"
                     r"hub|warehouse|yard|terminal|base|station|mill|works|factory|clinic|hospital|store|lab)['’]s\b")


# "On Kittiwake Reach's older turbines, ...", "At Harlow's depot ...": a named place's own things, at the head
HEAD_OWNED_PLACE = re.compile(r"^\s*(?:At|On|In) (?!(?:" + "|".join(sorted(w.capitalize() for w in _NOT_UNIT_HEADS if len(w) > 3))
                              + r")\b)([" + UPPER + r"][\w'’-]+(?: [" + UPPER + r"][\w'’-]+){0,2})['’]s\s+[a-z]")


# a site named after whose it is: "At the co-op's Kauri Bend plant, ...", "At the group's Juliaca plant, ..."
OWNERS_SITE = re.compile(r"^\s*(?:At|In) the [a-z][\w-]*['’]s ([" + UPPER + r"][\w'’-]+(?: [" + UPPER + r"][\w'’-]+)?) "
                         r"(?:hub|site|office|branch|depot|plant|clinic|warehouse|station|yard|campus|base|store|terminal|lab"
                         r"|mill|mine|farm|factory|works|marina|hangar|quay|wharf|dock|hotel|kitchen|bakery|brewery|winery"
                         r"|school|hospital|ward|centre|center|unit|studio|workshop|showroom|shop|venue|practice|surgery)\b")


def site_place(text: str) -> str:
    """The named place a record sets its subject in, or ""."""
    m = LEADING_SITE.match(text) or BRANCH_OF.match(text) or HEAD_AT_PLACE.match(text) or IN_SITE.search(text) \
        or HEAD_OWNED_PLACE.match(text) or OWNERS_SITE.match(text)
    return m.group(1) if m else ""


def named_subject(text: str, subject: str) -> bool:
    """True when the record's sentence starts with a name of two or more capitalised words
    ("Pell County requires ...", "Yarrie Downs (the sister mine) has ...") none of whose words
    the turn uses: the rule is that named place's or body's, not the user's."""
    site = LEADING_SITE.match(text) or BRANCH_OF.match(text)
    if site:
        return site.group(1).lower()[:5] not in {w.lower()[:5] for w in cues.WORD.findall(subject)}
    m = LEADING_NAME.match(text)
    if not m:
        return False
    caps = [w for w in cues.WORD.findall(m.group(0)[:-1].split("(")[0]) if w[0].isupper()]
    if not caps or unpossessed(caps[-1]).lower() not in ORG_HEADS:
        return False  # a person ("Judge Okafor ...") is tied by name or role, not ruled out here
    words = {w.lower()[:5] for w in caps} - COMMON_LEADS
    turn_words = {w.lower()[:5] for w in cues.WORD.findall(subject)}
    return len(words) >= 2 and not (words & turn_words)


ORG_HEADS = PLACE_WORDS | frozenset(
    "county city town district state province region mine downs port harbour harbor terminal airport company ltd inc "
    "site plant farm estate winery club university college institute court courthouse clinic practice depot yard "
    "works mill branch campus division authority agency ministry trust foundation".split())
COMMON_LEADS = frozenset(w[:5] for w in "any all every each no the this our my from since after before until when "
                         "if for only new all staff station clinic depot office site team".split())


def _is_rule(text: str) -> bool:
    return bool(SCOPE.match(text) or RULE_SUBJECT.match(text) or re.search(
        r"\b(must|never|always|prefers?|wants?|needs? to|requires?|only)\b", text, re.I))


PRONOUN_LED = re.compile(r"^\s*(?:she|he|they|her|his|their|him|them)\b", re.I)


def _about_named(text: str, names: set[str]) -> str:
    """The parts of a record about the people ``names`` holds, when it speaks of several
    ("Callum works Tuesday to Saturday and Aileen works Mondays and Thursdays" for Aileen);
    the whole text otherwise."""
    parts = [p for p in re.split(r";\s*|,?\s+and\s+(?=[A-Z])(?!(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day"
                                 r"|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)", text) if p.strip()]
    # a part led by a pronoun goes on about the person of the part before it ("Agnieszka Nowak works Monday to
    # Wednesday; she is in Poland from 19 December ...")
    for i in range(len(parts) - 1, 0, -1):
        if PRONOUN_LED.match(parts[i]):
            parts[i - 1:i + 1] = [f"{parts[i - 1]}; {parts[i]}"]
    # names anywhere in a part, its first word too ("Aileen works Mondays")
    people = [{w.lower()[:5] for w in cues.WORD.findall(p) if _name_word(w)} for p in parts]
    if sum(1 for ps in people if ps) < 2 or len({n for ps in people for n in ps}) < 2:
        return text  # one person, or parts that are not each about someone
    mine = [p for p, ps in zip(parts, people) if ps & names]
    if mine and not any(ch.isdigit() for p in mine for ch in p) and not calendar.WEEKDAY_RX.search(" ".join(mine)):
        return text  # a part that names no day of its own speaks of the rest's ("Ingrid is off 19 to 23 October;
        # Marek Nowak covers her Calder Concert Hall slots that week" for a Calder rota)
    return "; ".join(mine) if mine and len(mine) < len(parts) else text


# A title right before a name ("Executive housekeeper Mele Tupou", "crew foreman Ramiro Funes").
TITLE_BEFORE_NAME = re.compile(r"(?:^|(?<=[\s,;(]))((?:[A-Za-z][a-z-]+\s+){0,2}?[a-z][a-z-]{3,})\s+(?=[A-Z][\w'’-]+\s+[A-Z][\w'’-]+)")


def other_titled_person(text: str, names_in_turn: set[str]) -> bool:
    """The record's subject is a person named with a title ("A-shift (day) lead Ilse Brandt can
    approve ...") whom the turn does not name."""
    m = re.match(r"^\s*(?:[A-Za-z()-]+\s+){0,4}?([a-z][a-z-]{3,})\s+([A-Z][\w'’-]+)\s+[A-Z][\w'’-]+\s+(?:can|may|is|has|must|will)\b",
                 text)
    return bool(m) and m.group(2).lower()[:5] not in names_in_turn and m.group(1) not in STOP


# what a trade is called on site, and its title ("needs the sparky" for "Electrician Lina Okafor is off ...")
TRADE_SLANG = {"sparky": "electrician", "sparkie": "electrician", "sparkies": "electrician", "sparks": "electrician",
               "chippy": "carpenter", "chippie": "carpenter", "chippies": "carpenter", "brickie": "bricklayer",
               "brickies": "bricklayer", "scaffie": "scaffolder", "scaffies": "scaffolder", "plumbers": "plumber",
               "sparkys": "electrician", "leccy": "electrician", "lecky": "electrician"}
# a title alone opening a record, before a name ("Electrician Lina Okafor is off 9-20 Feb")
TITLE_ENDING = re.compile(r"(?:ian|er|or|ist|ant|eer|man|woman|chef|lead)$")  # the endings of the names of trades
OPENING_TITLE = re.compile(r"^\s*([A-Z][a-z-]{3,})\s+(?=[A-Z][\w'’-]+\s+(?!(?:Ltd|Limited|Inc|plc|PLC|LLP|GmbH|Co)\b)[A-Z][\w'’-]+)")


def trade_tokens(text: str) -> set[str]:
    """The titles of the trades a text calls by their site names, as tokens ("sparky": "elect")."""
    return {stem(TRADE_SLANG[w.lower()])[:5] for w in cues.WORD.findall(text) if w.lower() in TRADE_SLANG}


def title_link(text: str, turn_toks: set[str]) -> bool:
    """The record names a person by a title whose head word the turn uses ("get the exec
    housekeeper to countersign" and "Executive housekeeper Mele Tupou is on shore leave")."""
    opening = OPENING_TITLE.match(text)
    title = opening.group(1).lower() if opening else ""
    if title and TITLE_ENDING.search(title) and stem(title)[:5] in turn_toks:
        return True  # (a title that opens the record: "Electrician Lina Okafor ...")
    for m in TITLE_BEFORE_NAME.finditer(text):
        head = m.group(1).split()[-1].lower()
        if head in STOP or head in ("and", "with", "from", "by", "to", "the", "our", "their", "his", "her"):
            continue
        if stem(head)[:5] in turn_toks:
            return True
    return False


# A party the task deals with by its trade, not its name: "draft the email to the caterer", "ring the printer", "chase
# our haulier" (a word for someone who does a kind of work)
TRADE_ADDRESSED = re.compile(r"\b(?:to|from|with|ring|call|phone|email|e-mail|text|message|ask|tell|chase|book|pay|brief)"
                             r" (?:the|our|a|an) (?:new |usual |regular )?([a-z]{3,}(?:er|or|ier))s?\b", re.I)
# ... and a record naming who does that work for the user: "training-day lunches are catered by Bergfried Kitchen",
# "printed by Acme Print", "our caterer is ..." (a name straight after)
TRADE_BY = r"\b{base}\w* by (?-i:[A-Z][\w'’&-]+)|\b(?:our|the|usual|new) {noun}s? (?:is|are|will be|has become) (?-i:[A-Z])"


# words of that shape that name no trade ("to the other", "the manager", "the customer", "a member")
TRADE_NOT = frozenset("other another manager customer member user owner number order letter quarter border corner "
                      "director supervisor visitor officer partner worker player leader sister brother mother father "
                      "daughter monitor".split())


def trade_named(turn: str, record: str) -> str:
    """Who does the work of a trade the task writes to or deals with, when the record names them by that work ("draft
    the email to the caterer" and "From February, training-day lunches are catered by Bergfried Kitchen"), or ""."""
    for m in TRADE_ADDRESSED.finditer(turn):
        noun = m.group(1).lower()
        base = re.sub(r"(?:er|or|ier)$", "", noun)
        if len(base) < 4 or noun in TRADE_NOT:
            continue
        hit = re.search(TRADE_BY.format(base=re.escape(base), noun=re.escape(noun)), record, re.I)
        if hit:
            return f"holds who does the work of the {noun} the task deals with ({hit.group(0)})"
    return ""


# a price told after what it is for, in a record ("supervisor £330", "field archaeologist: £285") or a draft ("1
# supervisor at £310", "supervisor @ £310/day")
PRICED_TERM = re.compile(r"\b([a-z][a-z-]{3,})(?:s)?\s*(?::|at|@|=|-|–)?\s*([£€$])\s?(\d[\d,]*(?:\.\d+)?)", re.I)


def draft_price_differs(turn: str, draft: str, record: str) -> str:
    """A price the draft puts on a thing the turn names, other than the price the record gives it ("6 days x 1
    supervisor at £310" drafted, and "Day rates from 1 Jan 2027: ... supervisor £330"), or ""."""
    said: dict[str, tuple[str, float]] = {}
    twice: set[str] = set()
    for m in PRICED_TERM.finditer(record):
        if m.group(1).lower() in STOP:
            continue
        key = stem(m.group(1).lower())[:5]
        if key in said:
            twice.add(key)  # ("surveyor £410, assistant surveyor £260": which surveyor is not told by the word)
        said[key] = (m.group(2), float(m.group(3).replace(",", "")))
    said = {k: v for k, v in said.items() if k not in twice}
    if not said:
        return ""
    named = {stem(w.lower())[:5] for w in cues.WORD.findall(turn)}
    for m in PRICED_TERM.finditer(draft):
        key = stem(m.group(1).lower())[:5]
        if key in said and key in named and said[key][0] == m.group(2) \
                and said[key][1] != float(m.group(3).replace(",", "")):
            return f"the draft prices {m.group(1)} at {m.group(2)}{m.group(3)}; the record gives {said[key][0]}{said[key][1]:g}"
    return ""


def thing_link(text: str, turn_toks: set[str]) -> bool:
    """The record's subject (its words before "is", "are", "has") shares a specific word with the
    turn ("The clinic's only CELF-5 kit is in Porirua every Tuesday" and "book the CELF-5 assessment")."""
    m = re.match(r"^(.{3,80}?)\s+(?:is|are|has|have)\b", text)
    if not m:
        return False
    return bool({t for t in specific_tokens(m.group(1)) if t not in TEMPORAL and not t.isdigit()} & turn_toks)


def limit_heads(text: str) -> set[str]:
    """The words a record's limits are on, as tokens: the noun right before "over/above/more than X" ("any
    venue deposit over €5,000" is on deposits, "any single taxi over GBP 30" on taxis)."""
    heads = set()
    for m in calendar.LIMIT_OVER_RX.finditer(text):
        words = cues.WORD.findall(text[:m.start()])
        if words and words[-1].lower() not in STOP:
            heads |= specific_tokens(words[-1])
    return heads


RELATIVE_CLAUSE = re.compile(r",\s*(?:who|which|whose|where)\b[^,;.]*,|\([^)]*\)")


def _away_names(text: str) -> set[str]:
    """The names of whoever a record says is away: those before its first word of absence in that sentence,
    past any clause about them ("Instructor Priya Nandakumar, who teaches Eastgate Stage 3, is on leave ..."
    is Priya Nandakumar, not Eastgate); the record's names when none comes before it."""
    m = AWAY.search(text)
    if m:
        head = re.split(r"[.;]\s", text[:m.start()])[-1]
        found = _names_in(RELATIVE_CLAUSE.sub(" ", head))
        if found:
            return found
    return _names_in(text)


def _lead_caps(text: str, stemmed: bool = False) -> set[str]:
    """The capitalised words among a record's first LEAD_WORDS words, as tokens: whom or what it is about
    (``stemmed``: as ``specific_tokens`` gives them, "Jorge" as "jorg", to meet a turn's marks)."""
    return {(stem(w)[:5] if stemmed else w.lower()[:5])
            for w in cues.WORD.findall(" ".join(text.split()[:LEAD_WORDS])) if w[:1].isupper()}


def _place_lead(text: str) -> set[str]:
    """The capitalised words a record opens with, less the words that put it somewhere ("At the Glan Taf unit")."""
    # (nor a determiner at a sentence's head: "Any hearing listed on less than 7 days' notice ..." is put nowhere)
    # (nor a time it holds from: "Since 1 March 2026 out-of-hours vet calls go through ...")
    return _lead_caps(text) - {"at", "in", "the", "for", "from", "any", "all", "every", "each", "no", "both", "if",
                               "when", "only", "most", "some", "our", "this", "these", "those", "since", "until",
                               "till", "after", "befor", "durin", "on", "by", "betwe", "withi", "as", "once", "may"} \
        - TEMPORAL - MONTH_SHORT


def asked_sentences(turn: str) -> str:
    """The sentences of a turn that end in a question mark."""
    return " ".join(m.group(0) for m in re.finditer(r"[^.!?\n]*\?", turn))


def _lead_name(text: str) -> set[str]:
    """The first word of a record when it is written like a name ("Kōnane is in dry dock ..."):
    a name only where the turn names it too."""
    # (a title leads to the name after it: "Mrs Edna Sutcliffe (Hebden Bridge) is allergic to latex" is about
    # Sutcliffe, whom a turn names as "Mrs Sutcliffe" or "Edna", not about "Mrs")
    titled = re.match(r"\s*" + _HONORIFIC + r"(?:([A-Z][\w'’-]+)\s+)?([A-Z][\w'’-]+)", text)
    if titled:
        return {_five(w) for w in titled.groups() if w}
    m = re.match(r"\s*([A-Z][\w'’-]+)", text)
    if not m or m.group(1).lower().rstrip("'’s") in cues.COMMON_CAPITALISED:
        return set()
    return {_five(m.group(1))}


# the commonest English words: a turn with few of them is in another language, whose plans and
# requests the English cues cannot read (the judge then does not hold their absence against it)
ENGLISH_COMMON = frozenset("the a an to of and is are was we i you it that this with what my our be will at do for on "
                           "in can have has not there they he she when where who how why which".split())
ENGLISH_SHARE = 0.12
GLOSS = True  # read a turn in another language in its English words too (retold.gloss)
SAID_WORDS = True  # the other-language fallback also reads the user's own words of each record's evidence turn
HEARD_ONLY_DENSE = 0.30  # the default bundle's retrieval dense floor: below it, only the user's words found a record


# who signs a spend, asked ("who signs it?", "who do I need to approve it", "who has to ok it") of a purchase, an order
# or a quote the turn names; and a rule on signing or approving
WHO_SIGNS_ASKED = re.compile(r"\bwho (?:signs|approves|authori[sz]es|(?:has|needs|have) to (?:sign|approve|ok|okay|authori[sz]e)"
                             r"|(?:can|could|may|will) (?:sign|approve|ok|okay|authori[sz]e)"  # ("who can sign off spend while im in anaheim")
                             r"|do i (?:need|ask|get) to (?:sign|approve|ok))\b|\bwho(?:'s| is) signing\b", re.I)
SPEND_WORDS = re.compile(r"\b(?:po|p\.o\.|purchase|order|buy|spend|spending|invoice|quote|hire|variation|expense|claim)s?\b", re.I)
SIGN_RULE = re.compile(r"\b(?:sign(?:s|ed)?|sign-off|approv\w+|authori[sz]\w+)\b", re.I)
# a question whether a particular thing stands so ("is the fenwick store changeover moving to thursdays?", "has our
# grant been approved?"): a report on that very thing answers it, confirmed or not
# the note on an unconfirmed report a question asks nothing about
RUMOUR_UNASKED = "an unconfirmed report, for a question on nothing said or heard"
# ... nor is it what a task's answer stands on (a task may still run into it: a closure it may fall on)
RUMOUR_TASK = "an unconfirmed report: a task does not build on it"
# what marks a report as someone's word alone, not a thing awaiting an answer ("awaiting reply" is a status a task
# may act on)
HEARD_ONLY = re.compile(r"\b(?:rumou?r\w*|hearsay|gossip|impression|not (?:yet )?(?:checked|verified)|unverified|heard|apparently"
                        r"|(?:a |his |her |their |my )?guess|reckons|word (?:is|has it))\b", re.I)
# a wish opened by the stretch it holds for and, in brackets, the kind of work it is for ("This week (end-of-year
# quotes) Aroha wants numbers in a table first")
TIMED_KIND_HEAD = re.compile(r"^\W*(?:this|next|for (?:this|the|next)|until|till|through|during|over)\b[^()]{0,30}?\(([^()]{3,60})\)",
                             re.I)
# a turn asking when the one it writes to will answer ("when will i hear back?", "how soon can I expect a reply")
REPLY_WHEN = re.compile(r"\bwhen (?:will|would|do|can|might|should) (?:i|we) (?:hear back|hear from (?:him|her|them)|get (?:a )?(?:reply"
                        r"|answer|response))\b|\bhow (?:soon|quickly|long)\b[^?.]{0,30}\b(?:reply|answer|respond|hear back)\b", re.I)
# where a named customer's job stands: "where's the Lindqvist job at", "how's the Okafor order going", "status of the
# Beaumont repair?" (the name, read against the records that name it)
JOB_STATUS_ASKED = re.compile(r"\bwhere(?:'s| is|s)\s+(?:the\s+|mrs?\.?\s+|ms\.?\s+|dr\.?\s+)?([A-Z][\w'’-]+)(?:['’]s)?\s+"
                              r"(?:[a-z]+\s+){0,2}?(?:at|up to)\s*[?.!]*\s*$"
                              r"|\bhow(?:'s| is)\s+(?:the\s+)?([A-Z][\w'’-]+)(?:['’]s)?\s+(?:[a-z]+\s+){0,2}?(?:going|coming along"
                              r"|getting on)\b|\bstatus (?:of|on)\s+(?:the\s+)?([A-Z][\w'’-]+)")
# ... and a record telling where a job stands now ("is waiting on her signed melt consent", "is on the bench")
JOB_STANDS = re.compile(r"\b(?:waiting|awaiting|in progress|on the bench|being|booked in|pending|on hold|with the|at the assay"
                        r"|ready for|due (?:back|out|for))\b", re.I)
STATUS_ASKED = re.compile(r"^\s*(?:is|are|was|were|will|has|have|did)\s+(?:the|our|my|we|it|that|this|these|those)\b", re.I)


def foreign_marks(text: str, codes_only: bool = False) -> set[str]:
    """Tokens of the names and codes a turn carries whatever its language: a capitalised word past the
    first, an acronym, a code with a digit ("Kalliopi G", "TPI", "K3", "Grotta Sassa"); only the
    acronyms and codes with ``codes_only``."""
    out = set()
    # (an elided article stays apart from the name: "dell'UFT", "l'Aiguille")
    for i, w in enumerate(p for w in cues.WORD.findall(language.split_scripts(text)) for p in re.split(r"['’]", w) if p):
        # (capitals everyone writes, "UK", "ASAP", "HR", name nothing of the user's: "au UK on a droit à ...?")
        code = (len(w) >= 2 and w.isupper() and w not in COMMON_CAPITALS) \
            or (any(ch.isdigit() for ch in w) and any(ch.isalpha() for ch in w))
        if code or (not codes_only and i > 0 and w[:1].isupper() and w.lower() not in cues.COMMON_CAPITALISED):
            out |= specific_tokens(w)
    return out


def _english(text: str) -> bool:
    words = re.findall(r"[a-z']+", text.lower())
    return not words or sum(w in ENGLISH_COMMON for w in words) >= ENGLISH_SHARE * len(words)


TITLES = frozenset("dr mr mrs ms miss prof engr eng sr fr rev capt sgt arch sir dame tech nurse cllr insp".split())


# Words that make a pair of capitalised words a body or an office, not a person: no one's first name is
# "City", and no one's surname is "Council" ("City Council", "County Manager's office")
NOT_FIRST_NAMES = frozenset("city county town state district borough region province national federal royal "
                            "central regional municipal general".split())
NOT_SURNAMES = frozenset("council councils committee board department office authority agency ministry trust "
                         "foundation university college institute company manager managers director directors "
                         "team service services unit group "
                         # a street, not a surname: "Station Road" and "Station Rd" are one place, no namesakes
                         "road rd street st lane ln avenue ave close drive way terrace crescent square place".split())


def _person_pair(a: str, b: str) -> bool:
    return _name_word(a) and _name_word(b) and a.lower() not in NOT_FIRST_NAMES \
        and unpossessed(b).lower() not in NOT_SURNAMES


def _persons(text: str) -> set[tuple[str, str]]:
    """First and last names a text gives in full ("Aled Pugh"), as five-letter prefixes."""
    # (every pair of neighbouring capitalised words: "Tech Dwayne Holloway" holds "Dwayne Holloway")
    # (without a possessive: "Bosun Callum Reid's ENG1" names Callum Reid)
    return {(a.lower()[:5], unpossessed(b).lower()[:5])
            for a, b in re.findall(r"(?=\b([A-Z][a-zà-ÿ]+)\s+([A-Z][a-zà-ÿ'’-]+)\b)", text) if _person_pair(a, b)}


def _other_person(text: str, ref: str) -> bool:
    """True when a record names, in full, only people who share a first name with someone ``ref``
    names in full but not the last name ("Aled Powell, the plumber" beside "Aled Pugh")."""
    mine, theirs = _persons(text), _persons(ref)
    firsts = {f for f, _ in theirs} - TITLES
    shared = [(f, l) for f, l in mine if f in firsts]
    surnames = _names_in(ref)  # "Dr Pillay" is Kavitha Pillay
    # (a last name given by its initial is that person's: "Oliver B's mum" and "Oliver Brennan")
    # (unless the reference also names someone else in full whom the initial fits: then it fits no one for sure)
    initialled = {(f, l) for f, l in theirs if len(l) == 1
                  and not any(f2 == f and len(l2) > 1 and l2[:1] == l for f2, l2 in theirs)}
    return bool(shared) and not any(p in theirs or (p[0], p[1][:1]) in initialled for p in mine) \
        and not any(l in surnames for _, l in shared)


def _other_kin(text: str, ref: str) -> bool:
    """True when a record names, in full, only people who share a last name with someone ``ref`` names in full
    but not the first name, and never writes that person's first name ("Mrs Kathleen Doyle" beside "Kevin Doyle
    rang"): a relative or a namesake, not the one ``ref`` means. ("Sarah Doyle, Kevin's mother" names him too.)"""
    # (a place's qualifier is no first name: "Great Cheverell" beside "Gt Cheverell" or "Little Cheverell")
    mine = {(f, l) for f, l in _persons(text) if f not in PLACE_QUALIFIERS}
    theirs = {(f, l) for f, l in _persons(ref) if f not in PLACE_QUALIFIERS}
    if not mine or any(p in theirs for p in mine):
        return False
    # (a verb at a sentence's head is no first name: "Put Ji-hoon on the service" names Ji-hoon alone)
    # (nor a word of the sentence: "On Kwame's links")
    theirs = {(f, l) for f, l in theirs if f not in HEAD_VERBS and f not in STOP}
    firsts_of = {}
    for f, l in theirs:
        firsts_of.setdefault(l, set()).add(f)
    ref_words = {w.lower()[:5] for w in re.findall(r"\b[A-Z][\w'’-]+", ref)}
    text_words = {w.lower()[:5] for w in re.findall(r"\b[A-Z][\w'’-]+", text)}
    # (a last name the record gives as someone's first, "Presenter Kwame Asante", may be the one the turn means)
    as_first = {f for f, _ in mine}
    kin = [(f, l) for f, l in mine if l in firsts_of and f not in TITLES and f not in ref_words
           and not firsts_of[l] & text_words and l not in as_first]
    return bool(kin)


# words that lead a place's name, five letters ("Great Cheverell", "Gt Cheverell", "Upper Slaughter", "St Ives")
PLACE_QUALIFIERS = frozenset(w[:5] for w in "great gt little lt upper lower north south east west old new st saint nether "
                             "over high long much kings bishops market church mid".split())
# verbs a task opens with, read as a first name before a name ("Put Ji-hoon ...", "Ask Maria ..."), five letters
HEAD_VERBS = frozenset(w[:5] for w in "put ask tell send email mail call ring text book give get let have make move swap add "
                       "check remind invite pay thank meet see brief phone message schedule assign pair".split())


# a name the turn rules out: "lo de Londres, no Dublín", "the Leeds one, not Bradford", "nicht Graz"
RULED_OUT_NAME = re.compile(r"(?:^|[,;(—–-]\s*|\b(?:but|and|y|et|und|e|i|og|en)\s+)(?:not|no|nicht|pas|non|nie|niet|ikke"
                            r"|inte|não|nao|ni)\s+(?:(?:the|el|la|le|der|die|das|il|lo|de|del|a|o)\s+)?((?-i:[A-Z])[\w'’-]+)"
                            r"(?:\s+(?:one|site|depot|office|unit|contract|branch))?\s*(?:[.,;:!?)]|$)", re.I)


def ruled_out_names(turn: str) -> set[str]:
    """The names a turn rules out, set apart from the one it means (folded, five letters): "Dublín" in "lo de
    Londres, no Dublín". Not a day, a month or a word written capitalised at any sentence's head."""
    out = set()
    for m in RULED_OUT_NAME.finditer(turn):
        name = language.fold(unpossessed(m.group(1)))
        if name in cues.COMMON_CAPITALISED or name in MONTH_SHORT or len(name) < 3:
            continue
        out.add(name[:5])
    return out


def reader_names(text: str) -> set[str]:
    """The readers a rule on writing names ("Emails Rafael drafts to Telcanto ...": telca), five letters."""
    return {_five(w) for m in NAMED_READER.finditer(text) for w in m.group(1).split()
            if w.lower() not in cues.COMMON_CAPITALISED}


# whom a task writes to by name: "email for Quillon", "reply to Sanne at Van Loon", "mail to Lechleitner"
ADDRESSEE = re.compile(r"\b(?:e-?mail|letter|message|msg|note|reply|text|quote|confirmation|invoice|notice)s?\s+(?:to|for)\s+"
                       r"((?-i:[A-Z])[\w'’&-]+(?:\s+(?-i:[A-Z])[\w'’&-]+){0,2})", re.I)


def addressed_names(turn: str) -> set[str]:
    """The names of those a task writes to, five letters (not days, months or common capitals)."""
    return {_five(w) for m in ADDRESSEE.finditer(turn) for w in m.group(1).split()
            if w.lower() not in cues.COMMON_CAPITALISED}


def record_fives(text: str) -> set[str]:
    return {_five(w) for w in cues.WORD.findall(text)}


def _capital_fives(text: str) -> set[str]:
    """The capitalised words of a text, as names are compared here (``_five``)."""
    return {_five(w) for w in re.findall(r"\b[A-Z][\w'’-]+", text)}


def names_ruled_out(text: str, ruled: set[str]) -> set[str]:
    """Of the names a turn rules out, those a record writes (capitalised, folded, five letters)."""
    return _capital_fives(text) & ruled


FULL_NAME = re.compile(r"(?=(?<![\w'’-])([A-Z][\w'’-]+)\s+([A-Z][\w'’-]+)(?![\w'’-]))")
NAMESAKES = True  # near-spelt full names are other people
LOOK_ALIKES = True  # a record headed by another thing of the kind than the one the turn names misleads
ASKING = True  # the other-language fallback reads what kind of answer a question asks for
# kinds of message a rule for messages to some people may name
MESSAGE_KIND = re.compile(r"\b(?:sms|texts?|text messages?|messages?|notes?|notices?|e-?mails?|letters?|heads[- ]ups?|"
                          r"whatsapps?|updates?|memos?|reminders?|briefings?)\b", re.I)
ASKING_LONG_WORD = 8  # letters of a word shared across languages that ties a question to a record ("vaccination")
NEAR_NAME = 0.75  # how alike two spellings of a name must be to be read as rivals (Lena and Lina)


def _full_names(text: str) -> set[tuple[str, str]]:
    """People a text names in full ("Lena Haberl", "Choi Yun-seo"), whole words, folded, no possessive."""
    return {(language.fold(a), language.fold(unpossessed(b))) for a, b in FULL_NAME.findall(text)
            if _person_pair(a, b) and a.lower() not in TITLES}


def _edits(a: str, b: str) -> int:
    prev = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        cur = [i]
        for j, y in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (x != y)))
        prev = cur
    return prev[-1]


def _alike(a: str, b: str) -> bool:
    return a == b or 2 * (len(a) + len(b) - _edits(a, b)) / (2 * (len(a) + len(b))) >= NEAR_NAME and _edits(a, b) <= 2


# An example a record gives of its rule: "(e.g. 'C4 – Biscuit')", "for example A-12"
EXAMPLE_GIVEN = re.compile(r"\((?:e\.g\.|eg\b|i\.e\.|for example|for instance|such as|like)[^)]*\)"
                           r"|\b(?:e\.g\.|for example|for instance)[^.;)]*", re.I)


# A question that is a sum or a conversion on its own figures: a quantity in one unit asked in another, a rate
# on an amount, a share of an amount
_UNIT = r"(?:[a-zA-Z°µ][a-zA-Z°µ/²³]*)"
CALCULATION = re.compile(rf"^\s*(?:(?:what(?:'s| is)|how much is|how many {_UNIT} (?:is|are)|convert)\s+)?[$£€]?\d[\d.,]*\s?k?"
                         rf"\s*{_UNIT}(?:\s+{_UNIT})?\s+(?:in|to|into)\s+{_UNIT}\s*\??\s*$"
                         # "1,200 L Jet A-1 in kg? use 0.8": the thing named between, the factor given after
                         rf"|^\s*[$£€]?\d[\d.,]*\s?k?\s*{_UNIT}(?:\s+[\w-]+){{0,3}}\s+(?:in|to|into)\s+{_UNIT}\s*\?\s*"
                         r"(?:use|using|at|assume|assuming|with)\s+[\d.,]+\s*\w*\s*[.!?]?\s*$"
                         # "9 back to back 45 min services from 09:30, what time does the last one finish?"
                         r"|^\s*\d[^?]{0,80}\b\d[^?]{0,60}\bwhat time (?:does|will|would) (?:the )?(?:last|final) [\w-]+ (?:finish|end)\b"
                         r"|\b(?:vat|tax|tip|discount|interest|markup|margin|commission|gst)\s+(?:on|of|for)\s+[$£€]?\d[\d.,]*\s?k?"
                         r"\s+at\s+\d[\d.,]*\s?%|^\s*(?:what(?:'s| is)\s+)?\d[\d.,]*\s?%\s+of\s+[$£€]?\d"
                         # ("what's the VAT on £2,760?": at the standard rate)
                         r"|^\s*(?:what(?:'s| is)\s+)?(?:the\s+)?(?:vat|gst)\s+(?:on|of|for)\s+[$£€]\d[\d.,]*\s?k?\s*\??\s*$"
                         # "20% vat on £385 net", "18,000 net to gross at 20% VAT", "5,400 gross back to net"
                         r"|\b\d[\d.,]*\s?%\s+(?:vat|tax|tip|discount|interest|markup|margin|commission|gst|service charge)\s+"
                         r"(?:on|of)\s+[$£€]?\d|[$£€]?\d[\d.,]*\s?k?\s+(?:net|gross|ex vat|inc vat)\s+(?:back\s+)?(?:to|into)\s+"
                         r"(?:net|gross|ex vat|inc vat)\b"
                         # working days between two dates the turn gives: "how many working days between 4 and 29 May 2026",
                         # "¿cuántos días laborables hay entre el 4 y el 29 de mayo?"
                         r"|\b(?:how many|cu[aá]ntos|wie viele|hoeveel|combien de|quanti|ile)\s+(?:(?:working|business|week|calendar)\s+)?"
                         r"(?:days|d[ií]as|tage|arbeitstage|dagen|werkdagen|jours|giorni|dni)\b[^?]{0,30}?\b(?:between|entre|zwischen"
                         r"|tussen|tra|fra|mi[eę]dzy)\s+(?:the\s+|el\s+|dem\s+|le\s+)?\d{1,2}\w{0,2}\b[^?]{0,20}?\b(?:and|y|und|en|et|e"
                         r"|i|a)\s+(?:the\s+|el\s+|dem\s+|le\s+)?\d{1,2}(?:st|nd|rd|th)?\b"
                         # three figures with their units, then what they come to: "3ph 32A 400V, pf 0.95: how many kW per feed?"
                         # (not a figure that ends a sentence, nor a word of the sentence read as its unit: "29 kids so
                         # far, 22 under 16. how many adults" counts people)
                         rf"|^(?=(?:[^\d]*\d(?:[\d.,]*\d)?\s?(?!(?:under|over|so|and|or|to|of|the|in|on|at|for|with|from"
                         rf"|more|less|than|each|per|plus|how|kids|children|people|adults|staff)\b){_UNIT}\b){{3}})[^?]*\bhow (?:many|much)\b"
                         # a payback or a return on two figures the turn gives: "simple payback for a new cone crusher:
                         # £640k in, saves about £95k/yr"
                         r"|^\s*(?:what(?:'s| is| would be)\s+)?(?:the\s+)?(?:simple\s+|discounted\s+)?(?:payback|roi|return on"
                         r" investment|break[- ]?even)\b(?=[^?]{0,120}[$£€]\s?\d[^?]{0,80}[$£€]\s?\d)", re.I)
# Arithmetic written out on the turn's own figures: two figures joined by an operator ("2100 kg/h x 7.5 h",
# "6.5kg + 22 larges"), a count at a price per unit ("38 Liter Diesel bei 1,52 £ pro Liter"), or said to be
# maths ("quick maths: 340 recall pts ...")
ARITHMETIC = re.compile(r"\d(?:[\d.,]*\d)?\s?(?:%|[a-zA-Z]{1,8}(?:/[a-zA-Z]{1,3})?)?\s*(?:[x×*+=÷]|\bminus\b|\bplus\b|\btimes\b"
                        r"|\bdivided by\b|\bmultiplied by\b)\s*[$£€]?\d"
                        r"|\b\d(?:[\d.,]*\d)?\s?(?:[a-zA-Z]+\s){1,3}(?:at|bei|à|a|por|@)\s?[$£€]?\s?\d[\d.,]*\s?[$£€]?\s?(?:per|pro|each|ea"
                        r"|por|le|la|/)(?!\w)", re.I)
MATHS_ASKED = re.compile(r"^\s*(?:quick |some |simple |easy )?maths?\b\s*[:?,-]", re.I)
# What is typical of a kind of thing, asked as such: "whats a typical par level for hotel bed linen", "rule of thumb"
IN_GENERAL = re.compile(r"\b(?:typical(?:ly)?|in general|on average|rule of thumb|generally)\b"
                        # "whats a sensible min/max for a slow mover": what is sensible for a kind of thing
                        r"|\bwhat(?:['’]s|s| is| are) (?:a |an )?(?:sensible|reasonable|normal|standard|usual)\b"
                        # "whats on a standard daily walkround check": what the ordinary kind of thing holds
                        r"|\bwhat(?:['’]s|s| is| are| goes) (?:on|in|into) (?:a |an )(?:standard|typical|normal|usual|basic)\b"
                        # a method asked for, on the turn's own figures: "Como calculo o CPM de uma campanha ...?"
                        r"|^\s*¿?(?:c[oó]mo (?:calculo|se calcula|calcular)|how (?:do|would|should|can) (?:i|you|we|one) "
                        r"(?:calc(?:ulate)?|work out|figure out)|wie (?:berechne|rechne) ich|wie berechnet man"
                        r"|comment (?:calculer|calcule-t-on|je calcule)|come (?:calcolo|si calcola)|hoe bereken (?:ik|je|je)"
                        r"|jak (?:obliczyć|policzyć|obliczam)|hoe reken (?:ik|je|jij|men))\b"
                        # a spreadsheet formula to write: "Excel formula: sum column D where ...", "excel q - formula to
                        # count how many parties are on a saturday, dates in col B"
                        r"|^\s*(?:an? )?(?:excel|google sheets|sheets|spreadsheet) formulae?\b"
                        # ("excel: sum col C (deposits) only where col F says Pikku")
                        r"|^\s*(?:excel|google sheets|gsheets|sheets|spreadsheet)\s*(?:q\b|question)?\s*[:\-–—]"
                        r"|\b(?:sum|count|average|look ?up|match)\w* col(?:umn)?s? [a-z]\b[^.?!]{0,60}\bcol(?:umn)?s? [a-z]\b"
                        # ("... quarterly business review with a client? general template")
                        r"|\b(?:general|generic|standard|blank) template\b|\btemplate in general\b"
                        # a word asked for in English: "faktura korygująca po angielsku?"
                        r"|^[^?]{1,50}\b(?:po angielsku|in english|en anglais|auf englisch|en ingl[ée]s|in inglese"
                        r"|em ingl[êe]s|in het engels|p[åa] engelsk[a]?|ingilizcesi|englanniksi|angol[u]?l)\s*\?"
                        r"|\b(?:excel|google sheets|spreadsheet|vlookup|xlookup|countifs?|sumifs?)\b[^.?!]{0,40}\bformulae?\b"
                        r"|\bformulae? (?:to|for|that) (?:count|sum|add up|total|find|work out|calculate|look up|pull|flag|highlight)\b"
                        # what the turn says it asks for general knowledge: "... c'est ça? pour ma culture"
                        r"|\b(?:pour ma culture(?: g[ée]n[ée]rale)?|for my (?:own )?general knowledge|general knowledge q\w*"
                        r"|f[üu]r meine allgemeinbildung|per cultura generale|por cultura general|para cultura geral)(?!\w)", re.I)
# A measure asked for in named units, with no figure of its own before them ("20ft container internal volume roughly,
# m3 and cu ft?"): only a record holding a figure in a unit of that kind answers it
UNITS_ASKED = {
    "volume": r"m3|m³|cbm|cubic (?:metres?|meters?|feet|foot|ft|yards?)|cu\.? ?ft|ft3|ft³|litres?|liters?|gallons?",
    "pressure": r"psi|bar|kpa|mbar",
    "temperature": r"°c|°f|celsius|fahrenheit",
    "weight": r"kg|kgs|kilos?|tonnes?|lbs?",
}
# (named as what the answer is to be given in: "in m3", ", m3 and cu ft?", "psi or bar?"; not "fly bar", "a kilo")
UNITS_ASKED_RX = {kind: re.compile(rf"(?:\bin|\binto|,|\band|\bor|/|\+)\s*(?<![\w°])(?:{units})(?![\w³])(?=\s*(?:\?|$|,|/|\band\b|\bor\b))",
                                   re.I) for kind, units in UNITS_ASKED.items()}


# a bare number that may be the tail of a code: four to six digits, or three with a leading zero ("0877", "4471"),
# not a year
TAIL_NUMBER = re.compile(r"(?<![\w/£$€-])(?<!\d[.,:])(0\d{2,5}|\d{4,6})(?![\w/%-]|[.,:]\d)")
YEAR_LIKE = re.compile(r"^(?:19|20)\d\d$")


def code_tails(text: str) -> set[str]:
    """The digits a record's codes end in ("CLM-0877" -> "0877")."""
    return {m.group(1) for code in CODE.findall(text) if (m := re.search(r"-(\d{3,6})$", code))}


def units_asked(turn: str) -> set[str]:
    """The kinds of measure a question asks for by their units alone ("... volume, m3 and cu ft?"), not units of a
    figure the turn gives ("a 7 bar line", "20 kg")."""
    if "?" not in turn:
        return set()
    return {kind for kind, rx in UNITS_ASKED_RX.items() if rx.search(turn)}


def holds_units(kind: str, text: str) -> bool:
    """Whether a record holds a figure in a unit of that kind ("33 m³", "1,170 cu ft")."""
    return bool(re.search(rf"\d\s?(?:(?:/|per |a |an )\s?)?(?:{UNITS_ASKED[kind]})(?![\w³])", text, re.I))


# A rule on all the food of a kind of occasion, in a record of someone's diet: "no nuts anywhere on catering
# riders", "all training catering must be nut-free", "gluten-free catering at every team event"
CATERING_RULE = re.compile(r"\b(?:all|every|any|anywhere|always|must|never)\b[^.;]{0,40}\b(?:catering|food|meals?|menus?"
                           r"|riders?|orders?|lunch(?:es)?|snacks|refreshments|buffets?)\b|\b(?:catering|food|meals?|menus?"
                           r"|riders?|refreshments|buffets?)\b[^.;]{0,40}\b(?:must|always|never|strictly|anywhere|every)\b", re.I)
# a meal a record's diet rule names, which the task may arrange too: "nothing with nuts in the lunch brought to site"
MEAL_NAMED = re.compile(r"\b(?:lunch(?:es)?|dinners?|breakfasts?|buffets?|catering|refreshments|snacks|picnic|teas?)\b", re.I)


def meal_of_task(record: str, subject: str) -> bool:
    """A diet record names the meal the task arranges, and one more word of it ("... in the lunch brought to site"
    for "plan the lunch ... for our site visit")."""
    meals = {stem(m.group(0).lower())[:5] for m in MEAL_NAMED.finditer(record)} \
        & {stem(m.group(0).lower())[:5] for m in MEAL_NAMED.finditer(subject)}
    if not meals:
        return False
    return bool((specific_tokens(record) & specific_tokens(subject)) - meals - TEMPORAL)


# A word written in capitals, and those that are no acronym of the user's world
CAPITALS = re.compile(r"(?<![\w-])[A-Z]{2,5}(?![\w-])")
COMMON_CAPITALS = frozenset("OK PLS PLZ ASAP FYI AM PM UK EU US USA GB NB PS TBC TBD AOB ETA RN BTW IMO LOL THX OMG FAQ "
                            "CEO CFO HR IT VAT".split())
# A question on what the law or the market of a country says: "in the UK", "under UK law", "eu/gb rules"
JURISDICTION = re.compile(r"\b(?:in|under|across) (?:the (?:uk|us|usa|eu|netherlands)|uk|u\.k\.|england|scotland|wales"
                          r"|northern ireland|ireland|eu|usa|britain|great britain|gb|germany|france|spain|italy"
                          r"|netherlands|poland|canada|australia)\b(?! (?:time|hours)\b)"
                          r"|\b(?:uk|gb|eu|eu/gb|gb/eu|uk/eu|english|scottish|irish|german|french|federal) (?:law|laws"
                          r"|rules|regs|regulations|legislation|drivers?.? hours|employment law)\b"
                          # "... in English football", "... en EE. UU.", "... au Royaume-Uni"
                          r"|\bin (?:english|scottish|welsh|british|irish) (?:football|rugby|cricket|schools?|law|courts?)\b"
                          # "max weekly hours under working time regs": what a named law says
                          r"|\bunder (?:the )?(?!our\b|my\b|their\b|its\b|company\b|internal\b|house\b)(?:[\w-]+ ){1,3}"
                          r"(?:regs|regulations|act|directive|legislation)\b"
                          r"|\b(?:en|au|im|em|w|nel) (?:ee\.? ?uu\.?|estados unidos|reino unido|royaume-uni|vereinigten königreich"
                          r"|wielkiej brytanii|regno unito)(?!\w)"
                          # "congé parental en belgique c 4 mois ...?", "in Belgium", "in der Schweiz": a country's
                          # own rules, in the languages turns come in
                          r"|\b(?:in|under) (?:belgium|switzerland|austria|portugal|sweden|norway|denmark|finland|luxembourg"
                          r"|new zealand)\b"
                          r"|\b(?:en|au|aux|in|im|in der|em|no|na|w|we|nel|nella|in het) (?:belgique|belgi[eë]|belgien|belgio|belgii"
                          r"|b[ée]lgica|france|frankreich|francia|fran[çc]a|francji|espagne|spanien|espa[ñn]a|spagna|hiszpanii"
                          r"|allemagne|deutschland|alemania|germania|alemanha|niemczech|italie|italien|italia|it[áa]lia|w[łl]oszech"
                          r"|suisse|schweiz|svizzera|su[íi]za|su[íi][çc]a|szwajcarii|pays-bas|nederland|niederlanden|holandii"
                          r"|irlande|irland|irlanda|irlandii|polsce|pologne|polen|luxembourg|luxemburg)(?!\w)"
                          # "list the 14 UK allergens", "the 7 EU principles": a country's own list of a kind
                          r"|\bthe \d{1,2} (?:uk|eu|us|gb|british|european|english) [a-z]+s\b"
                          # "legal min tread on minibus tyres?": what the law sets; "Montreal Convention limit": a named treaty's
                          r"|\blegal(?:ly)? (?:min|minimum|max|maximum|limits?|requirements?|required)\b"
                          # "whats the statutory late payment interest on UK B2B invoices", "HMRC mileage rate for own car
                          # this year?": what a statute or a tax authority sets
                          r"|\bstatutory (?:[\w-]+ ){0,3}(?:interest|rate|pay|minimum|maximum|limit|notice|entitlement|sick pay)\b"
                          r"|\b(?-i:HMRC|IRS|CRA|ATO|DVLA|DVSA) (?:[\w-]+ ){0,2}(?:rates?|limits?|allowances?|thresholds?|rules?)\b"
                          r"|(?-i:\b[A-Z][a-z]+ (?:Convention|Treaty|Protocol|Directive))\b"
                          # how a tax treats a kind of thing: "are track day tickets standard-rated for VAT or is there
                          # some exemption?"
                          r"|\b(?:standard|zero|reduced)[- ]rated\b|\b(?:vat|tax)[- ](?:exempt|exemption|free)\b"
                          r"|\bexempt from (?:vat|tax|duty)\b"
                          # "the 14 allergens UK caterers have to declare"
                          r"|(?<![\w-])(?:uk|gb|eu|(?-i:US)|british|english|scottish|irish|welsh) [a-z]+s (?:have to|must|need to"
                          r"|are (?:required|allowed|obliged)|can|may)\b", re.I)
# an organisation by its name: " Hestrey Ferries", " the Calder Keys Piano Company"
_ORG_NAMED = r"(?: the)?(?-i: [A-Z][\w'’&-]+(?: [A-Z][\w'’&-]+){0,3})"
# An animal a record is about, named in its head ("Biscuit, Mrs Ashworth's 14-year-old cob at Bibury: chronic
# laminitis ..."): its condition is the case the work is on, no person's health
ANIMAL_KIND = re.compile(r"\b(?:horses?|pon(?:y|ies)|cobs?|mares?|geldings?|stallions?|foals?|fill(?:y|ies)|colts?|donkeys?"
                         r"|mules?|dogs?|pupp(?:y|ies)|hounds?|cats?|kittens?|rabbits?|ferrets?|parrots?|hawks?|falcons?"
                         r"|owls?|hedgehogs?|hoglets?|seals?|badgers?|foxes|deer|swans?|ewes?|lambs?|cows?|heifers?|bulls?"
                         r"|calves|calf|goats?|sows?|piglets?|alpacas?|llamas?|tortoises?|cockatiels?|budgies?)\b", re.I)
ANIMAL_HEAD = re.compile(r"[:;]|\s[—–-]\s")  # where a record's head, the one it is about, ends


def animal_case(text: str) -> bool:
    """The record is about an animal its head names (a patient of a vet, a farrier, a rescue): no one's health."""
    return bool(ANIMAL_KIND.search(ANIMAL_HEAD.split(text, 1)[0]))


# A matter someone keeps from others, in the record's words
SECRECY = re.compile(r"\b(?:does not|doesn't|do not|don't) want (?:anyone|it|this|that|people|colleagues|(?:the|his|her|their)"
                     r" \w+|\w+) (?:to know|brought up|mentioned|discussed|shared|raised|told|informed)\b|\b(?:doesn't|does not) know\b"
                     r"|\bwants? (?:nobody|no one|no-one|none of (?:them|the \w+)) to know\b"
                     r"|\b(?:hasn't|has not|haven't|have not) told\b|\bkeep(?:s|ing)? (?:it|this|that) (?:quiet|private|confidential"
                     r"|secret|between us|under wraps)\b|\bconfidential\b|\bnot to be (?:mentioned|shared|told)\b"
                     # "doesn't want it recorded anywhere", "wants this never to appear in anything others see",
                     # "to others she is only 'unavailable'"
                     r"|\b(?:does not|doesn't|do not|don't) want (?:it|this|that|them) (?:recorded|written down|noted|logged)\b"
                     r"|\b(?:wants?|asked for|would like) (?:it|this|that|them) (?:kept|to stay|to be kept) (?:quiet|private"
                     r"|confidential|secret|between us|off the record)\b"
                     # "wants it kept from the team", "kept from the crew"
                     r"|\b(?:wants?|asked for|would like) (?:it|this|that|them) kept from\b"
                     # "wants the reason kept out of anything written", "doesn't want the farm knowing why"
                     r"|\b(?:wants?|asked for|would like) (?:it|this|that|them|the reason|the details?|the cause|why)"
                     r" (?:kept|left) (?:out of|off) (?:anything|everything|all|any)\b"
                     r"|\b(?:does not|doesn't|do not|don't) want (?:\w+ ){1,2}knowing\b"
                     r"|\bnever to (?:appear|show|be seen)\b|\banything others see\b"
                     # "no one at work should know", "staff don't know"
                     # (also "nobody at Hestrey Ferries knows": the user's organisation by its name)
                     r"|\b(?:no one|nobody|no-one)(?: (?:at work|here|else|on the team|in the office|at" + _ORG_NAMED + r"))?"
                     r" (?:should|must|is to|needs to)"
                     r" know\b|\b(?:staff|the team|colleagues|others|the others|people at work|the crew) (?:don't|do not) know\b"
                     # "nobody at work knows", "wants it kept off anything shared"
                     r"|\b(?:no one|nobody|no-one)(?: (?:at work|here|else|on the team|in the office|at" + _ORG_NAMED + r"))? knows\b"
                     r"|\bkept off (?:anything|everything|any|the) (?:shared|public|\w+ (?:see|read))\b"
                     r"|\bto (?:others|colleagues|the team|everyone else)\b[^.;]{0,20}\b(?:only|just)\b"
                     # a cover story: "is telling colleagues it is a dentist visit", "has told the team it's a training day"
                     r"|\b(?:is telling|has told|told|tells) (?:colleagues|the team|everyone|others|people|staff|work)"
                     r" (?:it(?:['’]s| is| was)|that it(?:['’]s| is| was))\b", re.I)
# A record that asks for its matter to be kept from others ("wants it kept quiet", "don't mention it to the team")
KEPT_QUIET = re.compile(r"\b(?:wants?|asked for|would like) (?:it|this|that|them) (?:kept|to stay|to be kept) (?:quiet|private"
                        r"|confidential|secret|between us|off the record)|\bkeep(?:s|ing)? (?:it|this|that) (?:quiet|private"
                        r"|confidential|secret|between us|under wraps)\b|\b(?:don't|do not|doesn't want (?:you )?to) (?:mention|tell|share)"
                        r" (?:it|this|that)\b(?! in\b)|\bnot to be (?:mentioned|shared|told)\b|\b(?:doesn't|does not|don't) want"
                        r" (?:anyone|the team|people|others|them|colleagues) to know\b"
                        # "Nobody at Hestrey Ferries knows", "nobody at work knows"
                        r"|\b(?:no one|nobody|no-one) (?:at work|here|on the team|in the office|at" + _ORG_NAMED + r") knows\b"
                        # "calendar drafts must not say where she is", "not to mention why"
                        r"|\b(?:must not|mustn't|should not|shouldn't|never|not to) (?:say|mention|show|reveal|give) (?:where|why)\b"
                        # "Only Gareth knows.", "only HR knows and she ..." (not "only Dai knows how to restart it")
                        r"|\bonly (?:(?-i:[A-Z][\w'’-]+)|the (?:\w+ )?(?:manager|director|boss|partners?|head))"
                        r"(?: and (?-i:[A-Z][\w'’-]+))? knows?(?=\s*(?:[.;,)]|and\b|$))", re.I)


# A person named with an honorific in a record ("Mr Hollings", "Dr. Sinéad Kerrigan"): the surname, the last word;
# in a turn, typed any way ("mr chen", "Dr Lena Fischer"): the one or two words after it
# (and the titles of judges and officers, written with their capitals: "DJ Okafor", "HHJ Rees", "Sgt Hale")
_HONORIFIC = r"\b(?:[Mm]rs?|[Mm]s|[Mm]iss|[Mm]x|[Dd]r|[Pp]rof|[Cc]llr|DJ|HHJ|Judge|Sgt|Insp|Capt)\.?\s+"
HONORIFIC_NAME = re.compile(_HONORIFIC + r"(?:[A-Z][\w'’-]+\s+)?([A-Z][\w'’-]+)")
HONORIFIC_TYPED = re.compile(_HONORIFIC + r"([A-Za-z][\w'’-]+)(?:\s+([A-Z][\w'’-]+))?")
SUBJECT_WORDS = 6  # an honorific among a record's first words names whom it is about


# Welsh initial mutations, the mutated start and the radical ones it may come from (nasal, aspirate, soft)
WELSH_MUTATIONS = (("Ngh", ("C",)), ("Mh", ("P",)), ("Nh", ("T",)), ("Ng", ("G",)), ("Ch", ("C",)), ("Ph", ("P",)),
                   ("Th", ("T",)), ("Dd", ("D",)), ("G", ("C",)), ("B", ("P",)), ("D", ("T",)), ("F", ("B", "M")),
                   ("L", ("Ll",)), ("R", ("Rh",)), ("M", ("B",)), ("N", ("D",)))


def welsh_radicals(word: str) -> set[str]:
    """The radical forms a capitalised word may be a Welsh mutation of ("Nghaersws" -> "Caersws", "Fangor" ->
    "Bangor"), and for a word opening with a vowel, the form with its lost G ("Wynedd" -> "Gwynedd")."""
    out = set()
    for mutated, radicals in WELSH_MUTATIONS:
        if word.startswith(mutated) and len(word) > len(mutated) + 2:
            out |= {r + word[len(mutated):] for r in radicals}
            break  # (the longest mutated start only: "Ngh" is not "Ng" + "h")
    if word[0] in "AEIOUWY":
        out.add("G" + word[0].lower() + word[1:])
    return out


def unpossessed(word: str) -> str:
    """A word without its possessive ending: "Reid's" is "Reid"."""
    return re.sub(r"['’]s$", "", word)


def _five(word: str) -> str:
    """A name as names are compared here: its first five letters, lower case, without a possessive or accents
    ("Ciarán" is "ciara", as the turn "ciaran - which days is he in?" types it)."""
    return language.fold(unpossessed(word))[:5]


def other_honorific(turn: str, text: str) -> bool:
    """The turn names someone with an honorific ("new bidder Mr Chen wants to register") and the record is
    about someone else named so ("Mr Hollings said he might phone-bid"), naming no one the turn names that way."""
    asked = {_five(w) for m in HONORIFIC_TYPED.finditer(turn) for w in m.groups() if w and w.lower() not in STOP}
    about = {_five(m.group(1)) for m in HONORIFIC_NAME.finditer(" ".join(text.split()[:SUBJECT_WORDS]))}
    # (the record's titled person named by their first name elsewhere in the turn is named: "Mrs Patel ... wants
    # a private NP with Farah" and "Dr Farah Qureshi works at Sowerby Bridge on Mondays ...")
    titled = {_five(w) for m in HONORIFIC_NAME.finditer(" ".join(text.split()[:SUBJECT_WORDS]))
              for w in cues.WORD.findall(m.group(0))[1:]}
    return bool(asked) and bool(about) and not about & asked \
        and not asked & {_five(w) for w in cues.WORD.findall(text)} and not titled & _names_in(turn)


def namesakes(turn: str, texts: dict[str, str]) -> set[str]:
    """Records that name, in full, someone whose name is spelt nearly but not exactly like a person the
    turn names in full ("Lina Haberle" for "Lena Haberl", "Choi Yun-su" for "Choi Yun-seo"): another
    person. A spelling one letter off counts only when some record names the turn's person exactly (else
    it may be the user's typo); two letters off is another name outright."""
    asked = _full_names(turn)
    exact = {p for t in texts.values() for p in _full_names(t) & asked}
    out = set()
    for rid, text in texts.items():
        mine = _full_names(text)
        if mine & asked:
            continue
        for f, l in mine:
            for af, al in asked:
                if (f, l) == (af, al) or not (_alike(f, af) and _alike(l, al)):
                    continue
                if (af, al) in exact or max(_edits(f, af), _edits(l, al)) >= 2:
                    out.add(rid)
    return out


LOOK_ALIKE_HEAD_WORDS = 20  # words of a record's head (before its first colon or semicolon) read for what it is about
NAME_SUFFIXES = frozenset("ltd limited plc inc llp llc gmbh bv sa ag co corp".split())
HEAD_COMMON = frozenset("only also have with from into each every other more most some than that this might must should "
                        "would could said says sometimes when without about after before already".split()) \
    | frozenset(w.lower() for w in calendar._CODES.split())  # (a currency is no kind of thing: "EUR", "GBP")
SHARED_CODE_MIN = 5  # characters of a code two records share for the one to be part of the other's thing
# a name the turn sets aside: "ours not ledbury"
ASIDE_NAMED = re.compile(r"\b(?:not|except|other than|excluding|rather than|instead of|apart from)\s+(?:the\s+)?([\w'’-]+)", re.I)
LEAD_FULL_NAME = re.compile(r"\s*[A-Z][a-z'’-]+ [A-Z][a-z'’-]+\b")  # "Gareth Hughes, booking ..."
# what a record says it is not: "(solo singer-songwriter, not Juniper Rail)", "not to be confused with Calder Bank"
NOT_NAMED = re.compile(r"\bnot (?:to be confused with |the |a |an )?((?-i:[A-Z])[\w'’-]+(?: (?-i:[A-Z])[\w'’-]+){0,2})")


def _head(text: str) -> str:
    """A record's head: what it says before its first colon, semicolon or full stop."""
    return re.split(r"[:;]|\.\s", text, maxsplit=1)[0]


def same_lead(a: str, b: str) -> bool:
    """Two records opening with the same two capitalised words: about the same named thing ("Junior Week runs ..."
    and "Junior Week needs: ...")."""
    lead = [re.findall(r"^\s*([A-Z][\w'’-]+)\s+([A-Z][\w'’-]+)", t) for t in (a, b)]
    return bool(lead[0]) and lead[0] == lead[1]


def _head_marks(text: str, known: set[str]) -> tuple[set[str], set[str]]:
    """The names and codes (as tokens) a record's head names, and its other specific words: what the record is
    about, and what kind of thing that is. (A capitalised first word is a name when some text here names it
    so mid-sentence, ``known``: "Braeside SG 3.4-132 ..." beside "(Braeside)", not "Parts cage stocktake".)"""
    head = " ".join(_head(text).split()[:LOOK_ALIKE_HEAD_WORDS])
    head = NOT_NAMED.sub(" ", head)  # "(solo singer-songwriter, not Juniper Rail)": not what it is about
    codes = {w.lower() for w in cues.WORD.findall(head) if any(c.isdigit() for c in w) and any(c.isalpha() for c in w)}
    codes |= {x.lower() for x in CODE.findall(head) if len(x) >= SHARED_CODE_MIN}  # "RJ-0207", whole
    marks = (_names_in(head) | (_lead_name(head) & known) | codes) - NAME_SUFFIXES
    kind = {t for t in specific_tokens(head) - TEMPORAL - NAME_SUFFIXES - HEAD_COMMON - _lead_name(head)
            if t.isalpha() and len(t) >= 4 and not any(m.startswith(t) or t.startswith(m) for m in marks)}
    kind |= {w.lower() for w in cues.WORD.findall(head) if w.isupper() and w.isalpha() and 2 <= len(w) <= 5} \
        - HEAD_COMMON  # "FSA", "PO"
    return marks, kind


def _coded(marks: set[str]) -> set[str]:
    return {m for m in marks if any(ch.isdigit() for ch in m)}


def look_alikes(turn: str, turn_marks: set[str], texts: dict[str, str]) -> set[str]:
    """Records about another thing of the same kind than the one the turn names: beside a record whose head
    names what the turn names ("Torrin FSA (Carn Dubh): ..." for "si Carn Dubh cierra el año en 96,6%", "Gareth
    Hughes, booking RW-2307, ..." for "gareth hughes - which boat?", "Gen3 e-bikes take battery ..." for "gen3
    batt part no."), one whose head names the same kind of thing (a word of the head in common) but less of what
    the turn names and something neither names ("Hollin Energy FSA (Braeside)", "Delyth Hughes, booking
    RW-2318", "Old Gen2 e-bikes use battery ..."); or one that says it is not what the turn names ("Juniper Rae
    (solo singer-songwriter, not Juniper Rail)" for "Juniper Rail's TM")."""
    # (a full name at a record's head, typed in any case by the turn: "gareth hughes")
    lowered = {w.lower()[:5] for w in cues.WORD.findall(turn) if len(w) >= 3}
    turn_marks = turn_marks | {n for t in texts.values() if LEAD_FULL_NAME.match(t) for n in _lead_name(t) & lowered}
    # (a name the turn sets aside is not what it asks about: "hollis trade account? ours not ledbury")
    turn_marks = turn_marks - {m.group(1).lower()[:5] for m in ASIDE_NAMED.finditer(turn)}
    known = {n for t in texts.values() for n in _names_in(t)} | turn_marks
    heads = {rid: _head_marks(t, known) for rid, t in texts.items()}
    # (an acronym the turn names, alone or in a code: "the TQ walk in" and "walk-in chiller TQ-WIC-2")
    acronyms_asked = {w.lower() for w in cues.WORD.findall(turn) if w.isupper() and w.isalpha() and 2 <= len(w) <= 5
                      and w not in COMMON_CAPITALS}
    out = set()
    for rid, (marks, kind) in heads.items():
        head = _head(texts[rid])
        if acronyms_asked & set(re.split(r"[^a-z0-9]+", head.lower())):
            continue
        if any(_names_in(m.group(1)) and _names_in(m.group(1)) <= turn_marks for m in NOT_NAMED.finditer(head)):
            out.add(rid)
            continue
        hit = marks & turn_marks
        # (an approver a rule names is whom it sends the matter to, not another thing it is about)
        extra = marks - turn_marks - {w.lower()[:5] for n in approver_names(texts[rid]) for w in n.split()}
        # (another of the same sort: a name for a name the turn names, a code for a code)
        coded = _coded(marks)
        fuller = [(o_marks, o_kind) for oid, (o_marks, o_kind) in heads.items() if oid != rid and hit < o_marks & turn_marks
                  and ((extra - coded) if (o_marks & turn_marks - hit) - _coded(o_marks) else (extra & coded))]
        # (the same kind: a word of the head in common with one naming part of the turn's thing, as "Delyth
        # Hughes" does; two, or an acronym, with one naming none of it)
        acronyms = {w.lower() for w in cues.WORD.findall(texts[rid]) if w.isupper() and w.isalpha()}
        same_kind = any(len(kind & o_kind) >= (1 if hit else 2) or kind & o_kind & acronyms for _m, o_kind in fuller)
        # (what a record naming more of the turn's thing names too is part of it: "Gareth Hughes, ..., has
        # Dabchick" beside "Dabchick is the only wheelchair-accessible hire boat"; so is a record sharing a whole
        # code with it: "RJ-0207 guest Dr Amara Nwosu ..." beside "Rajasthan Forts & Palaces RJ-0207: ...")
        part_of = any(extra <= o_marks or any(len(x) >= SHARED_CODE_MIN for x in _coded(extra & o_marks))
                      for o_marks, _k in fuller)
        # (and so is one that names, past its head, all the fuller one names of the turn's thing, "Calder Vale
        # hamstring return-to-training criteria: ... on NordBord ...", unless its head names a sibling of the
        # turn's code: "Old Gen2 e-bikes use ... ; it fits the Gen3 cradle")
        said = _names_in(texts[rid]) | {w.lower() for w in cues.WORD.findall(texts[rid])}
        sibling = any(re.sub(r"\d+", "", x) == re.sub(r"\d+", "", a) for x in coded for a in _coded(turn_marks))
        part_of = part_of or (not sibling and any((o_marks & turn_marks) - hit <= said for o_marks, _k in fuller))
        if extra and same_kind and not part_of:
            out.add(rid)
    return out


def _name_form(w: str) -> str:
    return re.sub(r"(?:['’]s|['’]|s)$", "", w.lower())


def stem_namesakes(turn: str, texts: dict[str, str]) -> set[str]:
    """Records that name a thing whose name begins like one the turn names but is another ("Alpenhaus" for
    "Alpenhub", "Voltrix" for "Voltra": the same first five letters, which is all the word tokens compare),
    when some record names the turn's one exactly (else the turn may have it misspelt)."""
    asked = {_name_form(w) for w in cues.WORD.findall(turn) if w[:1].isupper() and len(w) >= STEM_NAME_MIN}
    words = {rid: {_name_form(w) for w in cues.WORD.findall(t) if w[:1].isupper()} for rid, t in texts.items()}
    out = set()
    for name in asked:
        if not any(name in ws for ws in words.values()):
            continue
        out |= {rid for rid, ws in words.items() if name not in ws
                and any(w[:5] == name[:5] and w != name for w in ws)}
    return out


# A year standing alone, not in a date ("2026 queens", "Trade prices 2026/27"), and a year as a record's label:
# within its first words, not after a word that opens a span ("from 2026", "until 2027")
BARE_YEAR = re.compile(r"(?<![\w/.-])(?<!\d )(?<!(?i:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z. ])"
                       r"(?<!(?i:sept)[ .])(20\d\d)(?:\s?[/–-]\s?(\d\d|20\d\d))?(?![\w/.-])")
YEAR_SPAN_OPENS = re.compile(r"\b(?:from|since|until|till|through|by|before|after|beyond|to|and|or|onwards?|each|every"
                             r"|per|a|an)\s+$", re.I)
YEAR_LABEL_CHARS = 30  # how far into a record a year reads as the label of what it says


def bare_years(text: str, within: int | None = None) -> set[int] | None:
    """The years ``text`` names alone (both of "2026/27"), ``None`` when one opens or closes a span ("from 2026")."""
    out: set[int] = set()
    for m in BARE_YEAR.finditer(text):
        if within is not None and m.start() > within:
            break
        if YEAR_SPAN_OPENS.search(text[:m.start()]):
            return None
        first = int(m.group(1))
        out.add(first)
        if m.group(2):
            second = int(m.group(2)) if len(m.group(2)) == 4 else first // 100 * 100 + int(m.group(2))
            out.update(range(first, second + 1) if 0 < second - first <= 3 else ())
    return out


def another_year(turn: str, text: str) -> bool:
    """Whether a question asks about one year and the record is labelled with another: "queen colour for 2027?" and
    "2026 queens are marked white"."""
    asked = bare_years(turn)
    if not asked or len(asked) != 1:
        return False
    labelled = bare_years(text, YEAR_LABEL_CHARS)
    return bool(labelled) and not (asked & labelled) and not (asked & (bare_years(text) or set()))


ACRONYM = re.compile(r"(?<![\w-])([A-Z]{2,5})s?(?![\w-])")
LINKED_ACRONYM = re.compile(r"(?<![\w-])[A-Z](?:[a-z][A-Z]|[A-Z]){1,3}(?![\w-])(?<=[a-z][A-Z])")
LINK_WORDS = r"(?:\s+(?:of|and|for|the|&|on|in|to))?"
LOWER_ACRONYM = re.compile(r"(?<![\w-])([b-df-hj-np-tv-xz]{3,5})(?![\w-])")


COGNATE_MIN = 6      # letters of a word read as a cognate of another language's word
COGNATE_RATIO = 0.8  # ... when the two are this alike (difflib's ratio)


def prefix_tie(head: str, turn: str, text: str) -> bool:
    """Whether a word of the turn and a word of the record with this five-letter head are one word: the same stem,
    or the same first ``PREFIX_TIE`` letters (a word that short, whole)."""
    tw = [w.lower() for w in cues.WORD.findall(turn) if stem(w.lower())[:5] == head]
    rw = [w.lower() for w in cues.WORD.findall(text) if stem(w.lower())[:5] == head]
    return not tw or not rw or any(stem(a) == stem(b) or len(os.path.commonprefix([a, b])) >= min(PREFIX_TIE, len(a), len(b))
                                   for a in tw for b in rw)


PREFIX_TIE = 6  # letters two words of one five-letter head share to be one word across languages


def cognates(turn: str, text: str) -> set[str]:
    """The record's long words spelt nearly as a long word of the turn ("tractors" for "tratores"), as
    5-letter heads; for a turn in another language, where the embedding model reads little."""
    tw = {w.lower() for w in cues.WORD.findall(turn) if len(w) >= COGNATE_MIN and not w.isupper()}
    out = set()
    for w in {w.lower() for w in cues.WORD.findall(text) if len(w) >= COGNATE_MIN}:
        if w not in tw and any(difflib.SequenceMatcher(None, w, t).ratio() >= COGNATE_RATIO for t in tw):
            out.add(stem(w)[:5])
    return out


def acronym_phrases(turn: str, texts: list[str]) -> set[str]:
    """The phrases of ``texts`` that an acronym or a blend of the turn abbreviates: "PS" -> "Production
    Supervisor", "CIZ" -> "cumulative impact zone", "MOP" -> "method of procedure", "FinCo" -> "Finance
    Committee". A two-letter acronym spells out capitalised words, or lower-case ones ending in a role or
    document noun ("duty officer"; "per second" is no PS), or, written in capitals, two long words that neither link
    nor place ("DC" and "direct cremation"; "degrees outside" is no DO)."""
    out = set()
    caps = {m.group(1) for m in ACRONYM.finditer(turn)}
    # (typed in lower case, an acronym has no vowel: "dscr floor in the bank agreement?")
    for a in caps | {w.upper() for w in LOWER_ACRONYM.findall(turn)}:
        # (the link words stay lower case: "of", "and"; a two-letter one spells out capitalised words, or
        # words of four letters or more: "DO" is "Duty Officer" or "duty officer", not "do or")
        rx = re.compile(r"(?<![\w-])" + (LINK_WORDS + r"[\s-]+").join(
            rf"(?i:{ch})[\w'’]+" if len(a) > 2 else rf"(?:{ch}[\w'’]+|{ch.lower()}[\w'’]{{3,}})" for ch in a)
                        + r"(?![\w-])")
        for t in texts:
            # (or, for one written in capitals, two long words: "whats DC at canton now??" and "the direct
            # cremation package is £1,695")
            out |= {m.group(0) for m in rx.finditer(t)
                    if len(a) > 2 or m.group(0)[0].isupper() or ABBREVIATED_HEAD.search(m.group(0))
                    or (a in caps and all(len(w) >= ACRONYM_WORD_MIN and w.lower() not in NOT_SPELT_OUT
                                          for w in re.split(r"[\s-]+", m.group(0))))}
    # typed in lower case with vowels ("who has the ooh phone"), only a hyphenated compound spells one out
    # ("out-of-hours"): spaced words would spell out every short word of the turn
    hyphenated = [t for t in texts if "-" in t]
    # (so does an acronym in capitals: "the NC report" and "non-conformance reports")
    for a in {w for w in cues.WORD.findall(turn) if 3 <= len(w) <= 5 and w.islower()} - set(LOWER_ACRONYM.findall(turn)) \
            | {m.group(1).lower() for m in ACRONYM.finditer(turn) if 2 <= len(m.group(1)) <= 5 and m.group(1).isalpha()}:
        rx = re.compile(r"(?<![\w-])" + "-".join(rf"(?i:{ch})[a-z]*" for ch in a) + r"(?![\w-])")
        for t in hyphenated:
            out |= {m.group(0) for m in rx.finditer(t) if m.group(0).count("-") == len(a) - 1 and len(m.group(0)) > 2 * len(a)}
    # an acronym with its link word's letter in lower case ("HoN", "DoS"): "Head of Network", "Director of Studies"
    for a in {m.group(0) for m in LINKED_ACRONYM.finditer(turn)}:
        rx = re.compile(r"(?<![\w-])" + r"\s+".join(rf"{ch}[\w'’]+" if ch.isupper() else rf"{ch}[a-z]*" for ch in a)
                        + r"(?![\w-])")
        for t in texts:
            out |= {m.group(0) for m in rx.finditer(t)}
    # a blend of word heads ("FinCo", "ExCo", "OpsCom"): the words they begin ("Finance Committee")
    for b in {m.group(0) for m in BLEND.finditer(turn)}:
        heads = re.findall(r"[A-Z][a-z]+", b)
        rx = re.compile(r"(?<![\w-])" + (LINK_WORDS + r"[\s-]+").join(rf"{h}[\w'’]*" for h in heads) + r"(?![\w-])", re.I)
        for t in texts:
            out |= {m.group(0) for m in rx.finditer(t) if m.group(0).lower() != b.lower()}
    # a letter and a number for a name and the same number ("K2" and "Kestrel 2", "L3" and "Line 3")
    for letter, number in {(m.group(1), m.group(2)) for m in SHORT_NUMBERED.finditer(turn)}:
        rx = re.compile(rf"(?<![\w-]){letter}[a-z]{{2,}} {number}(?![\w-])")
        for t in texts:
            out |= {m.group(0) for m in rx.finditer(t)}
    return out


SHORT_NUMBERED = re.compile(r"(?<![\w-])([A-Z])(\d{1,3})(?![\w-])")
ACRONYM_WORD_MIN = 6  # letters of each lower-case word a two-letter acronym in capitals spells out
# ... none of them a word that links or places ("degrees outside" is no DO)
NOT_SPELT_OUT = frozenset("outside inside before after during without within between around across behind beyond "
                          "through toward towards against always usually already should would because".split())


# the head nouns a two-letter abbreviation of lower-case words ends in ("duty officer", "shift manager")
ABBREVIATED_HEAD = re.compile(r"\b(?:officer|manager|lead|supervisor|engineer|director|coordinator|controller|person"
                              r"|nurse|technician|doctor|leader|chair|committee|board|team|desk|centre|center|room"
                              r"|station|unit|plan|order|report|notice|number|manual|procedure|assessment"
                              # trades and the things a business sells by name: "passed cleaner" (PC), "trial lesson" (TL)
                              r"|cleaner|driver|operator|instructor|inspector|fitter|mechanic|lesson|session|course"
                              r"|experience"
                              # kinds of insurance cover: "public liability" (PL), "professional indemnity" (PI)
                              r"|liability|indemnity|insurance|length|weight)s?$", re.I)
BLEND = re.compile(r"(?<![\w-])(?:[A-Z][a-z]{1,3}){2,3}(?![\w-])")


def _names_in(text: str) -> set[str]:
    """Names a text carries, as their first five letters, without a possessive ("Tom's" is Tom).
    Acronyms, plural ones too ("GRNs", "POs"), name kinds of things, not people or places."""
    return {_five(n) for n in cues.entities(text) if n[0].isupper() and not n.isupper()
            and not any(ch.isdigit() for ch in n) and not PLURAL_ACRONYM.fullmatch(n)}


PLURAL_ACRONYM = re.compile(r"[A-Z]{2,}['’]?s")


def stem(w: str) -> str:
    w = unpossessed(w.lower().strip("'’"))  # "kiln-03's" is "03", however short
    for suf in ("'s", "’s", "ies", "ings", "ing", "ions", "ion", "ers", "er", "ed", "es", "s"):  # "findings" meets "finding"
        if suf == "s" and w.endswith("ss"):
            break  # "pass" meets "passes", not "pas"
        if w.endswith(suf) and len(w) - len(suf) >= (4 if suf in ("ers", "er") else 3):
            w = w[: -len(suf)]
            break
    if w.endswith("y") and len(w) > 4:
        w = w[:-1]  # "diary" meets "diaries", "reply" meets "replies"
    return w[:-1] if w.endswith("e") and len(w) > 3 else w


# the words of time as ``specific_tokens`` gives them ("june" -> "jun", "hours" -> "hour", "date" -> "dat")
TEMPORAL = TEMPORAL | frozenset(stem(w)[:5] for w in TEMPORAL_WORDS)


# "till" meaning until ("in charge till I'm back ~1pm"), not a shop's till
TILL_UNTIL = re.compile(r"\btill\s+(?=(?:i|i'm|im|we|we're|you|he|she|they|it's|then|now|late|later|next|after|noon|midday"
                        r"|lunch|close|end|the end|back|tomorrow|tmrw|monday|tuesday|wednesday|thursday|friday|saturday|sunday"
                        r"|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|\d)\b)", re.I)


def joined_terms(text: str) -> set[str]:
    """Two short words of a text written as one, as another text may write them ("key safe" is "keysafe"); not a
    title and a name ("Mrs Baker")."""
    return {stem(a + b)[:5] for a, b in JOINED_PAIR.findall(text.lower())
            if a not in STOP and b not in STOP and a not in TITLE_WORDS}


def thousands_terms(text: str) -> set[str]:
    """Round thousands, however written: "£5,000" and "5k" are both 5000."""
    low = text.lower()
    return {m.group(1) + "000" for rx in (THOUSANDS_SHORT, THOUSANDS_LONG) for m in rx.finditer(low)}


def specific_tokens(text: str) -> set[str]:
    """Content tokens, stemmed and cut to five letters so 'prod' meets 'production'."""
    out = set()
    text = TILL_UNTIL.sub(" ", text)
    for w in cues.WORD.findall(language.split_scripts(text)):
        lw = unpossessed(w.lower())
        if PLURAL_ACRONYM.fullmatch(w):
            lw = lw[:-1]  # "POs" are "PO"s, "WOs" "WO"s
        lw = ABBREV.get(lw, lw)
        lw = IRREGULAR.get(lw, lw)
        if lw in STOP or (len(lw) < 2 and not lw.isdigit()):
            continue
        if any(ch.isdigit() for ch in lw) and any(ch.isalpha() for ch in lw):
            lw = LEADING_ZEROS.sub("", lw)  # a code as people type it: "qc5" is "QC05"
        # (without accents, so a name typed without them is the name: "ciaran" for "Ciarán")
        out.add(stem(lw if lw.isascii() or (bare := language.fold(lw)) in STOP else bare)[:5])
    # a code written apart ("kiln-03", "CCP 4") is the code typed as one word ("kiln3", "ccp4"), and a word
    # behind a one- or two-letter prefix ("e-learning") is the word typed whole ("elearning")
    for m in SPLIT_CODE.finditer(text):
        out.add(stem(m.group(1).rstrip("- ").lower() + (m.group(2).lstrip("0") or "0"))[:5])
    for m in PREFIXED_WORD.finditer(text):
        out.add(stem(m.group(1).lower() + m.group(2).lower())[:5])
    # an initialism joined by "&" ("M&M", "R&D", "H&S") is one term, not two stray letters
    for m in AMPERSAND_CODE.finditer(text):
        out.add((m.group(1) + "&" + m.group(2)).lower())
    # "VAT no", "acct nr": the number of the thing; "Type IV", "Class II": the numeral as a figure
    if NUMBER_ABBREV.search(text):
        out.add(stem("number")[:5])
    for m in ROMAN_AFTER.finditer(text):
        out.add(str(ROMAN[m.group(1).lower()]))
    return out


NUMBER_ABBREV = re.compile(r"\b(?:vat|account|acct|po|phone|tel|order|ref|reg|registration|invoice|policy|licen[cs]e|membership"
                           r"|member|company|charity|customer|case|job|room|flight|booking|tracking|serial|part|item|contract"
                           r"|ticket|batch|lot|permit|cert|certificate|badge|staff|employee|sort code|iban)\s+(?:no|nr|num)\b\.?", re.I)
ROMAN = {"i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6, "vii": 7, "viii": 8, "ix": 9, "x": 10, "xi": 11, "xii": 12}
ROMAN_AFTER = re.compile(r"\b(?:type|class|grade|category|cat|stage|phase|level|tier|zone|mark|mk|part|schedule|annex"
                         r"|appendix|chapter|article|division|section|group)\s+((?-i:[IVX]{1,4}))\b", re.I)


# a day the turn checks back: "the 2nd yeah?", "still the 14th, right?", "is it on 3 june still?"
DAY_CHECKED = re.compile(r"\b(?:yeah|yea|yes|right|correct|innit|still|again)\s*\??\s*$|\bstill\b|\bis it (?:still )?on\b", re.I)
CHECKED_DAY = re.compile(r"\b(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b|\b(\d{1,2})\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)",
                         re.I)
SUPERSEDED_DAY = re.compile(r"\((?:moved|changed|brought forward|pushed back|postponed|was|previously)\b[^)]*\)"
                            r"|\b(?:moved|changed|brought forward|pushed back|postponed) from\b[^;,.)]*", re.I)
EVENT_SHARED = 2  # words an event's record shares with a task that names no day, for the task to take its day
EVENT_AHEAD = timedelta(days=92)  # ... a day this near to come
COMMON_NAME_MIN = 3    # a name in at least this many candidates ...
COMMON_NAME_SHARE = 3  # ... and in at least a third of them is the organisation's own, no link by itself
THROUGH = " (through "  # an absence admitted only beside the records it names, by their ids (judge_svc.stack reads it)
ON_THE_DAY = "; dated on the days the turn names ("  # (judge_svc.stack leaves such an admission standing)
REPORT_SHARED = 2  # specific words an unconfirmed report shares with a confirmed direct answer to be about its matter
REPORT_SHARED_TASK = 4  # ... and with a confirmed constraint a task runs into
ASKED_IN_GENERAL = "asked in general: no stored fact of the user's answers it"
STEM_NAME_MIN = 6  # letters of a capitalised name of the turn checked against look-alikes sharing its first five
ACRONYM_SIM = True  # a turn's acronyms are also read spelled out, as the candidates spell them, for similarity
FOR_NAMED = "; a need of someone the turn names ("  # (so it does this one)
SET_ASIDE = "; a sum set aside for what the task arranges"  # (and this one)
AT_EVENT = "; a need of someone at the event it is for ("  # (and this one)
CROSSED = "; the turn's own amount crosses it ("  # (and this one)
UNIT_NAMED = "; what a unit the task names lacks or needs ("  # (and this one)
PRICED_TOTAL = "; its price makes a total that crosses a limit ("  # (and this one)
# what a record about feeding people must state to be a need: the feeding family's words of diets and allergies
DIET_NEED = cues.TRIGGER_CONSTRAINTS["feeding"]
ACCESS_NEED = cues.TRIGGER_CONSTRAINTS["getting_around"]  # ... and of access and getting about
# people a task counts among a party by name: "10 residents incl Dennis and Ethel", "six of us, including Mo"
PARTY_NAMED = re.compile(r"\b(?:incl\.?|including|inc\.?|among them|amongst them)\s+(?-i:[A-Z])[\w'’-]+"
                         r"(?:(?:,\s*|\s+(?:and|&|\+)\s+)(?-i:[A-Z])[\w'’-]+)*"
                         # someone said to be coming to it: "the toolbox talk ..., Ffion's joining us for it"
                         r"|\b(?-i:[A-Z])[\w-]+(?:(?:,\s*|\s+(?:and|&)\s+)(?-i:[A-Z])[\w-]+)*(?:['’]s| is| are| will be)"
                         r"\s+(?:joining|coming|attending)\b", re.I)
# needs of the senses and of communication: "is deaf in her left ear: brief her face to face", "needs a BSL interpreter"
SENSORY_NEED = re.compile(r"\b(?:deaf|hard of hearing|hearing[- ](?:aids?|loss|impair\w*)|cochlear implants?|BSL|sign language"
                          r"|lip-?read\w*|dyslexi\w*|visually impaired|partially sighted|low vision|blind|guide dog|large print"
                          r"|screen reader)\b", re.I)


# the roles of people who work beside the user, as a record and a task name them ("Apprentice Jordan Fairweather",
# "for me and the apprentice")
CREW_ROLE = re.compile(r"\b(apprentices?|trainees?|helpers?|labourers?|fitters?|operatives?|porters?|stewards?"
                       r"|marshals?|volunteers?|deckhands?|crew(?:\s?members?)?|runners?|juniors?)\b", re.I)


def crew_roles(text: str) -> set[str]:
    """The roles of people who work beside the user that a text names, by the stem of their first word ("crew"
    for "the crew call" and for "Crew member Ffion Price")."""
    return {stem(w.split()[0])[:5] for w in CREW_ROLE.findall(text)}


# what a record bars someone from doing: "no hay soaking", "never on the ladder", "must not lift"
BARRED = re.compile(r"\b(?:no|never|not to|must not|mustn't|can(?:no|'|’)t|cannot|avoid|may not|should not)\b", re.I)


# a rota that hands out work to whoever is on ("need the shed roster ..., who's on the table, the press and the bins")
ROTA_HANDS_OUT = re.compile(r"\b(?:rotas?|rosters?)\b[^.;?!]{0,80}\bwho(?:'s| is| goes| does)? (?:on|doing|does)\b",
                            re.I)


def work_barred(rec, subject: str, names_in_turn: set[str], tc) -> bool:
    """A health need of someone a task gives work to by name that bars them from work the task names ("Ffion has
    dust-triggered asthma: no hay soaking and no sweeping in Barn B" for "jobs list: soak hay, sweep barn B ...
    People: Ffion, Kacper, Mared"): the task runs into it, however personal its cause."""
    if not tc.task or rec.about_principal or SECRECY.search(rec.text) or PRIVATE_WISH.search(rec.text):
        return False
    # (the one it is about, by the name the turn writes; or anyone, for a rota that hands out the work to the crew:
    # "shed roster for te koau crutching mon 30th, who's on the table, the press and the bins" and "Rousie Ana Lolohea
    # is asthmatic: keep her on the fleece table, never on crutchings or the dag bin")
    rota = bool(ROTA_HANDS_OUT.search(subject)) and not names_in_turn & _names_in(subject)
    # (the name may follow the role it holds: "Volunteer diver Mei-Ling Cheng cannot dive until 10 Dec")
    barred_at = BARRED.search(rec.text)
    named_lead = _names_in(rec.text[:barred_at.start()]) if barred_at and ":" not in rec.text[:barred_at.start()] else set()
    if not (_lead_name(rec.text) | named_lead) & names_in_turn & _names_in(subject) and not rota:
        return False
    rule = rec.text.split(":", 1)[1] if ":" in rec.text else rec.text
    if not (barred := BARRED.search(rule)):
        return False
    work = {t for t in specific_tokens(rule) & specific_tokens(subject) - _names_in(subject)
            if len(t) >= 3 and t not in TEMPORAL and not t.isdigit()}
    # (one word is enough when it is what the bar's own verb forbids, for someone the task names: "cannot dive"
    # for the dive team that names her)
    barred_verb = specific_tokens(" ".join(rule[barred.end():].split()[:1]))
    return len(work) >= 2 or (bool(named_lead & names_in_turn) and bool(work & barred_verb))


def party_need(text: str) -> bool:
    """The record tells a need someone brings to what the party does: a diet, access, hearing or sight."""
    return bool(DIET_NEED.search(text) or ACCESS_NEED.search(text) or SENSORY_NEED.search(text))


def party_names(subject: str) -> set[str]:
    """The names of the people a task counts among a party or says are coming (as ``_names_in`` gives them)."""
    m = PARTY_NAMED.search(subject)
    if not m:
        return set()
    # (a name leading the sentence is a name too: "Ffion's joining us")
    return _names_in(m.group(0)) | ({_five(w) for w in re.findall(r"\b[A-Z][\w'’-]+", m.group(0))} & _names_in(subject))


AMPERSAND_CODE = re.compile(r"(?<![\w&])([A-Za-z]{1,3})\s?&\s?([A-Za-z]{1,3})(?![\w&])")
# Two sides of one thing: a record of the other side ("DMA 141 (Greyford South)" for "greyford north MNF
# baseline?", "the non-household back-billing window" for "backbill a household") is another thing's
CONTRAST_PAIRS = (("north", "south"), ("east", "west"), ("northern", "southern"), ("eastern", "western"),
                  ("upper", "lower"), ("inbound", "outbound"), ("internal", "external"), ("weekday", "weekend"),
                  ("indoor", "outdoor"), ("domestic", "international"), ("summer", "winter"), ("import", "export"),
                  ("imports", "exports"), ("incoming", "outgoing"))
NEGATED_KIND = re.compile(r"\bnon[- ]?([a-z]{3,})\b")
ONLY_NEAR = re.compile(r"\bnon[- ]?[a-z]{3,}\b[^.;]{0,30}\bonly\b|\bonly\b[^.;]{0,30}\bnon[- ]?[a-z]{3,}\b")


def _next_date(d: int, mo: int | None, today: date) -> date | None:
    """Day ``d`` of month ``mo`` on or after today (this year or the next), or None."""
    if mo is None:
        return None
    try:
        x = date(today.year, mo, d)
        return x if x >= today else date(today.year + 1, mo, d)
    except ValueError:
        return None


# an event named and dated at a record's head, before what goes with it: "Gala weekend 14-15 March 2026: ice certified
# ...; from 12 to 15 March no changes to plant settings"
DATED_EVENT_HEAD = re.compile(r"^\s*(?:the\s+)?(?-i:[A-Z])[\w'’&-]*(?:\s+[\w'’&-]+){0,3}\s+\d{1,2}(?:\s*[–-]\s*\d{1,2})?\s+"
                              r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?(?:\s+\d{4})?\s*:", re.I)


def _no_event(text: str) -> bool:
    """The record dates what its days run into, not an event a task is for: someone away, a thing out of use, a
    freeze, or what may yet happen."""
    return bool(AWAY.search(text) or calendar.OUT_OF_USE_RX.search(text) or calendar.FREEZE_RX.search(text)
                or SPECULATIVE.search(text))


def event_days(live, subject: str, today: date):
    """(record id, the days it dates) of the one candidate that dates an event the task names by two words of
    its own or more (no absence, closure or freeze: those are what the event's days run into, unless the record
    names and dates the event at its head, "Gala weekend 14-15 March 2026: ... no changes to plant settings"), its
    days all still to come; None when no candidate or more than one does."""
    turn_toks = {t for t in specific_tokens(subject) if t not in TEMPORAL and not t.isdigit()}
    # (the kind of event the task names is no absence in the record that dates it: "the follow-up visit" and "CQC
    # follow-up inspection visit is confirmed for 19 May")
    kinds = {m.group(0).lower()[:5] for m in EVENT_KIND.finditer(subject)}
    found = []
    for cd, _sim, toks in live:
        text = cd.record.text
        headed = bool(DATED_EVENT_HEAD.match(text)) and not AWAY.search(text) and not SPECULATIVE.search(text)
        plain = re.sub(r"[\w-]+", lambda m: " " if m.group(0).lower()[:5] in kinds else m.group(0), text) if kinds else text
        if cd.record.about_principal or (not headed and (calendar.ABSENT_RX.search(plain) or _no_event(plain))):
            continue
        # (the words of the event's name count whatever they are: "the next Cosmic Lates")
        named = {stem(w)[:5] for w in re.findall(r"\b[A-Z][a-z][\w'’-]*", subject) if w.lower() not in STOP} \
            & {stem(w)[:5] for w in re.findall(r"\b[A-Z][a-z][\w'’-]*", text) if w.lower() not in STOP}
        if len({t for t in toks & turn_toks if not any(ch.isdigit() for ch in t)} | named) < EVENT_SHARED:
            continue
        # ("(moved from 7 Dec)": no longer its day; an event dated at the head takes the days of its head)
        dates = (_dates_ahead(DATED_EVENT_HEAD.match(text).group(0), today) if headed else []) \
            or _dates_ahead(SUPERSEDED_DAY.sub(" ", text), today)
        if dates:
            found.append((cd.record.id, calendar.When(days={(min(dates).day, min(dates).month)})))
    return found[0] if len(found) == 1 else None


def job_window(when, today: date) -> set[tuple[int, int]]:
    """The days from the first to the last of exactly two days a turn names (a missing month read from the other day,
    or as the first such day from today), when they lie at most JOB_WINDOW_MAX days apart; else none."""
    if len(when.days) != 2:
        return set()
    months = {mo for _d, mo in when.days if mo}
    dates = []
    for d, mo in sorted(when.days, key=lambda x: (x[1] or 0, x[0])):
        for m in ([mo] if mo else sorted(months) or [today.month, today.month % 12 + 1]):
            y = today.year + (1 if m < today.month else 0)
            got = _safe_date(y, m, d)
            if got and got >= today:
                dates.append(got)
                break
    if len(dates) != 2:
        return set()
    first, last = min(dates), max(dates)
    if (last - first).days > JOB_WINDOW_MAX:
        return set()
    return {((first + timedelta(days=i)).day, (first + timedelta(days=i)).month) for i in range((last - first).days + 1)}


# a job handed in and wanted back ("drop-off fri 5 june, needs it back for ...", "dropping it off mon 8th, wants it back
# by sat 13th")
JOB_WINDOW = re.compile(r"\b(?:drop[- ]?off|dropp(?:ing|ed|s) (?:it |them )?off|bring(?:ing|s)? (?:it |them )?in|hand(?:ing|s)? "
                        r"(?:it |them )?in)\b[^.?!]{0,50}?\b(?:back|collect\w*|pick(?:ed|ing)? (?:it |them )?up|ready)\b", re.I)
JOB_WINDOW_MAX = 45  # days


def absent_names(text: str) -> set[str]:
    """The names of whom a record says is away: those before its absence ("Shift lead Dominik Kowalczyk is away ...;
    Marguerite Osei covers his shift" is Dominik's absence, not Marguerite's); every name when it says none."""
    m = AWAY.search(text) or calendar.ABSENT_RX.search(text)
    names = _names_in(text) | _lead_name(text)
    if not m or not STAND_IN.search(text[m.end():]):
        return names
    return (_names_in(text[:m.start()]) | _lead_name(text)) or names


def event_on_day(live, subject: str, when, today: date):
    """The record id of the one candidate dating an event the task names by a word of its own (five letters or more)
    on a day the task names ("order lunch for saturday's induction" and "Volunteer induction day is Saturday 29
    August 2026"); None when none or more than one does."""
    # (a plain modifier, "final", names no event: "Amara's final consult call" is not "her final fitting")
    turn_toks = {t for t in specific_tokens(subject) if t not in TEMPORAL and not t.isdigit() and len(t) >= 5} \
        - {m[:5] for m in PLAIN_MODIFIERS}
    found = []
    for cd, _sim, toks in live:
        text = cd.record.text
        shared = toks & turn_toks
        # (the event's own words are no absence: "First aid training is Saturday 11 March")
        plain = re.sub(r"[\w-]+", lambda m: " " if stem(m.group(0).lower())[:5] in shared else m.group(0), text)
        if cd.record.about_principal or not shared or calendar.ABSENT_RX.search(plain) or _no_event(plain) \
                or AWAY.search(text) or SPECULATIVE.search(text):
            continue
        dates = _dates_ahead(SUPERSEDED_DAY.sub(" ", text), today)
        # (a weekday named alone, "saturday's induction", is the event's weekday, whichever week it falls in)
        if any((d.day, d.month) in when.days or d.weekday() in when.weekdays for d in dates):
            found.append(cd.record.id)
    return found[0] if len(found) == 1 else None


# kinds of event someone gets ready for
_EVENT_KINDS = (r"(?:visit|audit|inspection|assessment|review|meeting|exam|show|fair|launch|opening|event|survey"
                r"|walk-?round|tour|interview|hearing|trial|test)s?\b")
EVENT_KIND = re.compile(r"\b" + _EVENT_KINDS, re.I)
# what a task gets ready for: "a prep checklist for the lab ahead of the Northbridge visit", "get ready for the Hafren
# inspection"; the name that picks the event out comes before its kind
PREPARING = re.compile(r"\b(?:ahead of|in advance of|before|prep(?:are|aring|aration)?(?:\s+(?:list|checklist|pack|sheet|plan|notes?))?"
                       r" for|get(?:ting)? ready for|in readiness for)"
                       r"\s+(?:the |our |their |next week's |next month's )?((?-i:[A-Z])[\w&'’-]+(?:\s+(?-i:[A-Z])[\w&'’-]+)?)\s+"
                       + _EVENT_KINDS, re.I)


def _dates_ahead(text: str, today: date) -> list[date]:
    """The dates a record gives, when every one of them is still to come and near (``EVENT_AHEAD``); else []."""
    dates = list(_iso_dates(text)) or [
        x for x in (_next_date(d, mo, today) for d, mo in calendar.record_rules(text, today=today).dates) if x]
    return dates if dates and all(today <= d <= today + EVENT_AHEAD for d in dates) else []


# a notice, reminder or message about the event the task names with "the" ("write the reminder for the grading to
# go out to parents tonight", "the invite for our open evening")
ANNOUNCING = re.compile(r"\b(?:reminders?|remind|invites?|invitations?|notices?|announcements?|announce|posts?|posters?"
                        r"|flyers?|messages?|msg|whatsapps?|emails?|texts?|letters?)\b[^.?!]{0,30}?\b(?:for|about|re|of|on"
                        r"|ahead of|before)\s+(?:the|our|this|next|this week's|next week's|[a-z]+day's)\s+"
                        r"((?:[a-z][\w'’-]*\s+){0,2}[a-z][\w'’-]*)", re.I)
ANNOUNCED_MAX = 2  # records dating the event, at most; more and the turn does not pick one out
# a rule on those who take part ("must be in date on grading day or they cannot grade")
EVENT_RULE = re.compile(r"\b(?:must|cannot|can['’]?t|can not|no exceptions|needs? to|have to|has to|required|only if)\b", re.I)
EVENT_ANNOUNCED = "dates the event the task's notice or reminder is about, still to come"
EVENT_RULED = "a rule on the event the task's notice or reminder is about"


def announced_event(live, subject: str, today: date) -> list[tuple[str, str]]:
    """(id, why) of the records (at most ``ANNOUNCED_MAX``) that name the event a notice or reminder the task writes is
    about by a word of five letters or more of its name, and date it still to come ("Kids' judo grading: Sunday 21
    March 2027 ..."), and of the one rule naming it that dates nothing; none when the turn names no such event, or
    more records date it."""
    m = ANNOUNCING.search(subject)
    if not m:
        return []
    heads = {stem(w.lower())[:5] for w in re.findall(r"[\w'’-]+", m.group(1)) if len(w) >= 5 and w.lower() not in STOP} \
        - TEMPORAL - {w[:5] for w in PLAIN_MODIFIERS}
    # (a name in it picks the event out: "the customer notice for the Northfield replacement buses" is not about the
    # replacement buses of another line's closure)
    named = {stem(w.lower())[:5] for w in re.findall(r"\b[A-Z][a-z][\w'’-]+", m.group(1))} - TEMPORAL
    found, rules = [], []
    for cd, _sim, _toks in live if heads else []:
        text = cd.record.text
        if cd.record.about_principal or cd.record.status == c.RECORD_STATUS_UNCONFIRMED or AWAY.search(text) \
                or SPECULATIVE.search(text) or calendar.ABSENT_RX.search(text):
            continue
        said = {stem(w.lower())[:5] for w in re.findall(r"[A-Za-z][\w'’-]*", text)}
        if named and not named <= said:
            continue
        if heads & said and _dates_ahead(SUPERSEDED_DAY.sub(" ", text), today):
            found.append(cd.record.id)
        elif heads & said and EVENT_RULE.search(text) and not calendar.record_rules(text, today=today).dates:
            rules.append(cd.record.id)
    # (and the one rule that names the event and dates nothing, beside the records dating it: "A child's BJA licence
    # must be in date on grading day or they cannot grade")
    if not found or len(found) > ANNOUNCED_MAX:
        return []
    return [(rid, EVENT_ANNOUNCED) for rid in found] + [(rid, EVENT_RULED) for rid in rules if len(rules) == 1]


CAPITALISED_RUN = re.compile(r"\b[A-Z][a-z]+(?: [A-Z][a-z]+){1,3}\b")


def prepared_for(subject: str, record: str, today: date) -> str:
    """The record dates the event a task gets ready for by its name ("ahead of the Northbridge visit" and "ISO 9001
    surveillance audit with Northbridge Certification on 17-18 November 2026"), still to come: its day, or ""."""
    m = PREPARING.search(subject)
    if not m or not EVENT_KIND.search(record):
        return ""
    # (the name may be typed as its initials: "the ST visit" and "Severn Trent compliance audit")
    initials = {"".join(w[0] for w in run.split()).lower() for run in CAPITALISED_RUN.findall(record)}
    if not ({_five(w) for w in m.group(1).split()} & _names_in(record)) and m.group(1).lower() not in initials:
        return ""
    dates = _dates_ahead(record, today)
    return f"the day of what the task gets ready for ({min(dates).isoformat()})" if dates else ""


# an event a task arranges things for: "next week's training day", "the Saturday class", "the staff party"
ARRANGED_EVENT = re.compile(r"\b(?:training|course|class|workshop|refresher|seminar|party|dinner|supper|lunch|away ?day|open[- ]day|trip|outing"
                            r"|ceremony|conference|festival|tasting|induction|orientation|wedding|reception|visit(?=ing\b)?)s?\b"
                            # (a visit told by its verb: "58 pupils visiting on 2026-10-20")
                            r"|\bvisiting\b", re.I)


# a time the turn gives that the calendar may not read as days: "in three weeks", "next month", "at the weekend"
SOME_TIME = re.compile(r"\b(?:weeks?|months?|fortnight|weekend|today|tonight|tomorrow|yesterday|monday|tuesday|wednesday"
                       r"|thursday|friday|saturday|sunday|january|february|march|april|june|july|august|september"
                       r"|october|november|december|\d{1,2}(?:st|nd|rd|th)?)\b", re.I)


# the label of a class or a group of people: "Year 5", "Class 3B", "Group C"
GROUP_LABEL = re.compile(r"\b(?:year|class|group|form|grade|set|cohort|squad)\s+(?:\d{1,2}[a-z]?|[A-Z])\b", re.I)


def group_labels(text: str) -> set[str]:
    return {m.group(0).lower() for m in GROUP_LABEL.finditer(text)}


ARRANGES = "the event, a "  # how a note on the event the task arranges opens


def _event_kind(word: str) -> str:
    """An event's kind as either side writes it: "visiting" and "visits" are a "visit"; "open-day" an "open day"."""
    low = word.lower().replace("-", " ")
    return "visit" if low.startswith("visit") else low


# someone a record counts among those at an event: "(course attendee)", "attending the open day"
ATTENDS = re.compile(r"\b(?:attendees?|attending|attends|will attend|delegates?|participants?|going to|coming to|booked on)\b"
                     # "One pupil on the Ysgol Llanfair Tawel visit has a severe nut allergy"
                     r"|\bon (?:the|this|our|that|their) (?:[\w'’-]+ ){0,4}(?:visit|trip|course|outing|tour|training|workshop|class)\b",
                     re.I)


def attends_arranged(record: str, subject: str, present: bool = True) -> str:
    """The record counts someone among those at an event of the kind the task arranges ("Samir Haddad (course
    attendee) uses a wheelchair" for "book venue and catering for the entrapment release course"): its kind, or "".
    With ``present`` false: the record says someone is not at it ("is not attending the course"). A question
    asked with a question word ("who's doing the catering for the open day?") arranges nothing."""
    first = cues.WORD.findall(subject.lower())[:1]
    if present and first and first[0] in cues.WH_WORDS:
        return ""
    if not any(bool(re.search(r"\b(?:not|n't|never|no longer)\s+(?:be\s+)?$", record[:m.start()], re.I)) != present
               for m in ATTENDS.finditer(record)):
        return ""
    kinds = {_event_kind(m.group(0)) for m in ARRANGED_EVENT.finditer(subject)} & \
        {_event_kind(m.group(0)) for m in ARRANGED_EVENT.finditer(record)}
    return sorted(kinds)[0] if kinds else ""


def arranged_event(subject: str, record: str, when, today: date) -> str:
    """The record dates, on a day the task names, the event the task arranges things for, by a long word of the
    turn's and the event's kind ("Book the room and sort lunch for next week's training day" and "Ffion is
    organising the food safety training day on 24 September 2026 in the Digbeth canteen"): its day, or ""."""
    if _no_event(record):
        return ""
    kinds = {_event_kind(m.group(0)) for m in ARRANGED_EVENT.finditer(subject)} & \
        {_event_kind(m.group(0)) for m in ARRANGED_EVENT.finditer(record)}
    if not kinds:
        return ""
    if not (when.days or when.span):
        # (the one the task names as known, with no day: "sort the lunch order for the training day" and "Crew
        # training day on 22 October 2026 at Lochmaddy Community Hall", still to come and near)
        known = any(re.search(rf"\b(?:the|our|this|next)\s+(?:[\w-]+\s+){{0,2}}?{re.escape(k)}", subject, re.I) for k in kinds) \
            and not SOME_TIME.search(subject)  # ("the training day in three weeks" is some other one)
        ahead = _dates_ahead(record, today) if known else []
        return f"{ARRANGES}{sorted(kinds)[0]} the task arranges, on {min(ahead).day}/{min(ahead).month}" if ahead else ""
    # (a day of the month alone, "the induction day on the 29th", is its next coming)
    days = {(d, mo if mo is not None else today.month if d >= today.day else today.month % 12 + 1)
            for d, mo in when.days} | set(when.span)
    hit = sorted(days & calendar.record_rules(record, today=today).dates, key=lambda x: (x[1], x[0]))
    return f"{ARRANGES}{sorted(kinds)[0]} the task arranges, on {hit[0][0]}/{hit[0][1]}" if hit else ""


# a share taken off or put on a price the turn names: "12% off our zone-1 same-day rate", "5% on top of the hire fee"
PCT_ON_PRICE = re.compile(r"\b\d+(?:[.,]\d+)?\s?%\s+(?:off|discount (?:on|off)|on top of|increase on|rise on|more than"
                          r"|less than|above|below)\s+(?:(?:our|the|their|my|your|its)\s+)?((?:[\w-]+\s+){1,4}?"
                          r"(?:rates?|prices?|fees?|charges?|tariffs?|rents?))\b", re.I)


# an event a task counts its day from, by the event's name: "the day before the raising", "before the BRC audit",
# "the week after the shutdown window", "in time for the open day"
EVENT_COUNTED = re.compile(r"\b(?:(?:the )?(?:day|week|morning|night|evening|weekend|afternoon|fortnight)s? (?:before|after|of)"
                           r"|before|after|ahead of|in time for) (?:the|our|his|her|their|its) ((?:[\w-]+ ){0,2}?[\w-]+)"
                           r"(?=\s*(?:[.,;:+!?)]|$|\band\b|\bfor\b|\bat\b|\bon\b|\bin\b|\bso\b|\bto\b|\bwith\b))", re.I)
# a discount of a kind of customer, with its share: "the trade discount on sawn softwood is 7.5%", "charity discount: 15%"
DISCOUNT_KIND = re.compile(r"\b([a-z][\w-]+) discount\b(?=[^.;]{0,60}?\d+(?:[.,]\d+)?\s?%)", re.I)
DISCOUNT_NOT_KINDS = frozenset("any max maximum usual standard normal extra further additional total percentage volume "
                               "early big bigger small".split())
# verbs that make what follows "before the ..." a clause rather than an event's name
CLAUSE_VERBS = frozenset("has have had is are was were will would can could must need needs gets get goes go comes come "
                         "runs does do did be".split())
EVENT_ENDS = frozenset("opens closes starts ends begins finishes".split())
# how long a thing takes to come or to be done: "turnaround is 10 working days", "lead time about 2 weeks", "parts usually
# take 5 working days", "takes about 3 weeks to clear"
LEAD_TIME = re.compile(r"\b(?:turn-?around|lead[- ]time)s?\b[^.;]{0,40}?\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)"
                       r"(?:\s*(?:-|–|to)\s*\d+)?[\s-]*(?:working |business |calendar |clear )?(?:days?|weeks?|months?|hours?|h)\b"
                       r"|\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)[\s-]*(?:working |business |calendar )?"
                       r"(?:days?|weeks?|months?|hours?)['’]?\s+(?:turn-?around|lead[- ]time)\b"
                       r"|\btakes? (?:about |around |roughly |at least |up to |usually |typically )?(?:\d+|one|two|three|four|five|six"
                       r"|seven|eight|nine|ten)(?:\s*(?:-|–|to)\s*\d+)?\s*(?:working |business |calendar )?(?:days?|weeks?|months?)\b",
                       re.I)
LEAD_STEMS = frozenset(stem(w)[:5] for w in "turnaround turn around lead time take takes taking working business days weeks "
                                              "months hours usually about around".split())
# a task that says when its thing is wanted: "needs it back for a show on the 20th", "need them by mid-June", "want it
# out for xmas orders", "debut the shirt on Boxing Day", "starting December 1"
WANTED_BY = re.compile(r"\b(?:needs?|needed|wants?|wanted|ready|back|due|debut|launch\w*|in time|start(?:s|ing)?|arriv\w*|deliver\w*"
                       r"|get (?:it|them)|have (?:it|them))\b[^.?!]{0,60}?\b(?:by|before|for|on|from|in time for|until|till)\b"
                       # (the day it is collected: "wants a fur felt trilby, collect 12 june")
                       r"|\b(?:collect(?:s|ed|ing|ion)?|pick(?:s|ed|ing)?[- ]?up|pickup)\s+(?:it\s+|them\s+)?(?:on\s+|by\s+|for\s+)?(?:the\s+)?"
                       r"(?:\d{1,2}(?:st|nd|rd|th)?\b|(?:mon|tue|wed|thu|fri|sat|sun)\w*|next\b|this\b|tomorrow\b|tmrw\b)", re.I)
FEAST_DAY = re.compile(r"\b(?:christmas|xmas|boxing day|easter|new year|black friday|half[- ]term)\b", re.I)
# the stretch between two moments a task plans, "from the ceremony to the start of the wedding breakfast", and how long
# a record says that stretch takes, "the turnaround from ceremony to wedding breakfast is 50 minutes"
STRETCH = re.compile(r"\bfrom (?:the )?((?:[\w'’-]+ ){0,3}?[\w'’-]+) (?:to|until|till) (?:the )?(?:start of (?:the )?|end of (?:the )?)?"
                     r"((?:[\w'’-]+ ){0,3}[\w'’-]+)\b", re.I)
DURATION = re.compile(r"\b\d+(?:\.\d+)?\s*(?:minutes?|mins?|hours?|hrs?|h)\b", re.I)


def stretch_duration(subject: str, record: str) -> str:
    """The record says how long the stretch the task plans takes, naming both its ends by the turn's words ("from
    the ceremony to the start of the wedding breakfast" and "the turnaround from ceremony to wedding breakfast is
    50 minutes"): why, or ""."""
    if not DURATION.search(record):
        return ""
    for m in STRETCH.finditer(subject):
        start, end = specific_tokens(m.group(1)) - TEMPORAL, specific_tokens(m.group(2)) - TEMPORAL
        for r in STRETCH.finditer(record):
            if start & specific_tokens(r.group(1)) and end & specific_tokens(r.group(2)):
                return f"how long the stretch the task plans takes, from {m.group(1).lower()} to {m.group(2).lower()}"
    return ""


# a task asking for the price to go into what it writes: "with the price in", "include the cost", "add our fee"
PRICE_IN = re.compile(r"\b(?:with|include|including|add|put|quote|give|state|and)\s+(?:in\s+)?(?:the|our|a|its|their|his|her)?\s*"
                      r"(?:price|cost|fee|charge)s?\b|\b(?:price|cost|fee)s?\s+(?:in|included)\b", re.I)
PRICE_STEMS = frozenset(stem(w)[:5] for w in "price prices priced cost costs fee fees charge charges rate rates standard usual".split())
PRICE_WORDS = re.compile(r"\b(?:costs?|priced?|prices|charged?|charges|fee|fees)\b", re.I)


# a task that works out what something costs: "Draft the estimate ...", "quote for", "invoice", "how much"
COSTING = re.compile(r"\b(?:estimates?|quot(?:e|es|ation|ing)|invoice\w*|bill(?:s|ing)?|costings?|cost (?:it|up|out)|price (?:it|up)"
                     r"|how much|what (?:will|would) it cost|charge (?:them|him|her|for))\b", re.I)
# hours, days or other units of work the turn states: "about 3.5 hours on the bench", "2 days' labour"
UNITS_STATED = re.compile(r"\b\d+(?:[.,]\d+)?\s*(?:(?:crew|man|person|people|staff|van|truck|team)[- ])?(hours?|hrs?|h|days?|nights?|weeks?|months?)\b"
                          r"(?!\s*(?:notice|ahead|before|after|later|ago))", re.I)
_RATE_UNITS = {"hour": "hour", "hr": "hour", "h": "hour", "day": "day", "night": "night", "week": "week", "month": "month"}


def rate_costed(subject: str, record: str, shared: set[str]) -> str:
    """The record's rate per hour or day prices the units of work a costing task states ("3.5 hours on the
    bench" for an estimate, and "the workshop bench rate is £58 per hour"), tied by a word: why, or ""."""
    if not COSTING.search(subject) or not shared:
        return ""
    stated = {_RATE_UNITS.get(m.group(1).lower().rstrip("s"), "") for m in UNITS_STATED.finditer(subject)} - {""}
    rated = {_RATE_UNITS.get((m.groups()[-1] or "").lower().rstrip("s"), "") for m in calendar.PRICE_PER_RX.finditer(record)} - {""}
    # (rates said by their period, "hourly rates: internal £38 ...", "+£40/h", "day rate £450")
    rated |= {_RATE_UNITS.get((m.group(1) or m.group(2)).lower().replace("dai", "day"), "")
              for m in RATE_BY_PERIOD.finditer(record)} - {""}
    # (and a price per unit per period: "£3.60 per cubic foot per month" prices "400 cu ft for 3 months")
    rated |= {_RATE_UNITS[u.lower()] for u in re.findall(r"[$£€]\s?\d[\d.,]*[^.;]{0,30}?\bper (?:[\w-]+ ){1,2}per (hour|day|night|week|month)\b", record)}
    hit = sorted(stated & rated)
    return f"the rate per {hit[0]} the task's {hit[0]}s are costed at" if hit else ""


# a rate said by its period, with its figure: "hourly rates: internal £38", "day rate £450", "£40/h", "£450/day" (not
# "half the hourly rate")
RATE_BY_PERIOD = re.compile(r"\b(hour|day|dai|night|week)(?:ly)? rates?\b(?=[^.;]{0,40}?[$£€]\s?\d)|[$£€]\s?\d[\d.,]*\s?/\s?(h|hr|hour|day|night|week)\b", re.I)
# a task that books or hires someone by name: "Book Jac for a half-day shoot", "get Marek in to ..."
HIRES = re.compile(r"\b(?:book|hire|get|bring in|engage|commission|use)\s+((?-i:[A-Z])[\w'’-]+)", re.I)
# ... and asks what it costs or does to the money: "tell me what it does to the Q4 budget"
COST_ASKED = re.compile(r"\b(?:budget|costs?|spend|afford\w*|how much|price)\b", re.I)


def hired_rate(subject: str, record: str) -> str:
    """The record states the rate of someone a task books by name and asks the cost of ("Book Jac for a half-day
    shoot ... and tell me what it does to the Q4 budget" and "Photographer Jac Pugh (freelance) charges £450 a day"):
    why, or ""."""
    if not COST_ASKED.search(subject) or not calendar.PRICE_PER_RX.search(record):
        return ""
    hired = {_five(m.group(1)) for m in HIRES.finditer(subject) if m.group(1).lower() not in STOP}
    hit = sorted(hired & _names_in(record))
    return f"the rate of whom the task books ({hit[0]}), which its cost takes" if hit else ""


# a task that writes a client the terms they pay on: a quote, a renewal, a confirmation of terms, what someone pays
TERMS_TASK = re.compile(r"\b(?:quot(?:e|es|ation)|renewals?|(?:payment |same |usual |our |standard )terms|deposit"
                        r"|what (?:she|he|they|the client|the customer|you) (?:pays?|owes?)|pays? (?:today|now|up ?front))\b", re.I)
# a record that states terms of payment: a deposit, a balance and when it is due, how long a quote stands
TERMS_STATED = re.compile(r"\b(?:payment terms|\d+\s?% (?:non-refundable )?deposit|deposit (?:is|of) \d+\s?%|balance (?:is )?(?:due|on|within|at)"
                          r"|valid for \d+ (?:days|weeks)|payable (?:within|on|in)|net \d+)\b", re.I)


def terms_written(subject: str, record: str, shared: set[str]) -> str:
    """The record states the payment terms of what a task quotes, renews or confirms to a client ("Draft the 2027
    renewal quote ..., same terms as this year" and "Grower payment terms: 50% on placement, ..."), tied by a
    word: why, or ""."""
    if not TERMS_TASK.search(subject) or not TERMS_STATED.search(record) or not shared:
        return ""
    return f"the terms of payment of what the task writes ({sorted(shared)[0]})"


# a document that sets out how a piece of work is done safely: whatever rules that work binds it
METHOD_DOC = re.compile(r"\b(?:method statements?|RAMS|risk assessments?|safe system of work|SSOW|work(?:ing)? procedures?"
                        r"|lift plans?|toolbox talks?)\b", re.I)
# a rule's own words of prohibition: "no further stripping ... if", "must be"
RULE_FORM = re.compile(r"\b(?:no (?:further |more )?\w+ing\b|must|must not|never|not (?:allowed|permitted)|only)\b", re.I)


def work_rule(subject: str, record: str, shared: set[str]) -> str:
    """The record is a rule on the work a method statement or a risk assessment the task writes sets out ("Write the
    method statement for stripping the old coat ..." and "Site rule: no further stripping of the old coat if ..."),
    tied by two words of the work or a long one: why, or ""."""
    if not METHOD_DOC.search(subject) or not RULE_FORM.search(record):
        return ""
    work = METHOD_DOC.sub(" ", subject)
    if len(shared) < TIED_SHARED and not long_shared(record, work):
        return ""
    return "a rule on the work the document the task writes sets out"


# a day the task counts from something else's: "the day before it goes in", "two days before the audit"
COUNTED_FROM = re.compile(r"\bthe (?:day|week|morning|afternoon|evening|night) (?:before|after)\b"
                          r"|\b(?:\d+|one|two|three|a) (?:working |clear )?(?:days?|weeks?) (?:before|after|ahead of|prior to)\b",
                          re.I)


def counted_from(subject: str, record: str, toks: set[str]) -> str:
    """The record dates what a task that names no day of its own counts its day from ("a call to sign off the CVC
    price the day before it goes in" and "the CVC tender (ref CVC-T-0912) is due 25 September"), tied by an
    acronym or a name of the turn: why, or ""."""
    if not COUNTED_FROM.search(subject) or not asking.holds("time", record):
        return ""
    marks = {w.lower()[:5] for w in re.findall(r"\b[A-Z][A-Z0-9]{1,}\b", subject)} | _names_in(subject)
    tie = sorted(marks & (toks | _names_in(record)))
    return f"dates what the task counts its day from ({tie[0]})" if tie else ""


# where what a freeze stops ends and its days or its reason begin: "... freeze from 2026-11-16 ... for the peak"
FREEZE_CLAUSE_END = re.compile(r"\b(?:from|until|till|between|during|for|while|because|since|starting|as of|effective)\b|[.;(]",
                               re.I)


# what a record says someone or something is not: "(retrieve driver, not a pilot)"
NOT_A = re.compile(r"\bnot (?:a|an|the|one of the) [\w-]+", re.I)
# a limit in money: "may spend up to £500 per item", "above £2,000 needs the full committee"
MONEY_LIMIT = re.compile(r"[£$€¥]\s?\d|\b\d[\d,.]*\s?(?:GBP|EUR|USD|euros?|pounds|dollars)\b|\b(?:GBP|EUR|USD)\s?\d", re.I)
# the kind of work a closure or freeze stops: "no rope work on the tower", "no lacquer or polyester spraying"
STOPPED_WORK = re.compile(r"\bno ((?:[\w/-]+ ){1,3}?(?:or (?:[\w/-]+ ){1,2})?)(?:work|works|spraying|welding|painting|blasting"
                          r"|changes|maintenance)\b", re.I)
STOPPED_GENERIC = frozenset({"new", "other", "more", "further", "non", "urgent", "planned", "general"})


def stopped_work(text: str) -> set[str]:
    """The words of the kind of work a record says stops ("rope" of "no rope work on the tower"), stemmed as
    ``specific_tokens``, of words of four letters or more."""
    return specific_tokens(" ".join(w for m in STOPPED_WORK.finditer(text) for w in cues.WORD.findall(m.group(1))
                                    if len(w) >= 4 and w.lower() not in STOPPED_GENERIC and w.lower() != "or"))


def frozen_words(text: str) -> set[str]:
    """The words of what a freeze stops, from its sentence's start to its days or its reason ("Equipment freeze: no
    winch modifications or new kit commissioned" of "... from 2026-09-19 until after the final"; not "Thanksgiving"
    of "... change freeze from 2026-11-16 to 2026-11-30 for the Thanksgiving peak")."""
    m = calendar.FREEZE_RX.search(text)
    if not m:
        return set()
    start = max(text.rfind(". ", 0, m.start()) + 1, text.rfind("; ", 0, m.start()) + 1, 0)
    end = FREEZE_CLAUSE_END.search(text, m.end())
    return specific_tokens(text[start:end.start() if end else len(text)])


# a task that finds someone a place: "Sort a room for Priya", "book a desk for Tom", "find Ana a hotel"
PLACE_FOR = re.compile(r"\b(?:book|sort|find|get|reserve|arrange|organi[sz]e)\w*\s+(?:\w+\s+)?(?:a|an|the|some)?\s*"
                       r"(?:room|rooms|hotel|accommodation|bed|desk|seat|table|parking|space)\b", re.I)


def price_put_in(subject: str, record: str, shared: set[str]) -> str:
    """The record states the price of what a writing task names and asks to put its price in ("the confirmation
    text for Mr Okonjo's sweep ... with the price in" and "a standard sweep costs £78"): why, or ""."""
    if not PRICE_IN.search(subject) or not calendar.sum_currencies(record) or not PRICE_WORDS.search(record):
        return ""
    thing = sorted(t for t in shared if len(t) >= 4 and not t.isdigit() and t not in TEMPORAL)
    return f"the price of what the task names ({thing[0]}), which it asks to put in" if thing else ""


def priced_base(subject: str, record: str) -> str:
    """The record states the price the task takes a share off or puts one on, by all the words the turn names it
    by ("12% off our zone-1 same-day rate" and "the zone-1 same-day rate is £10.25 per drop"): why, or ""."""
    if not calendar.sum_currencies(record):
        return ""
    rec_toks = specific_tokens(record)
    for m in PCT_ON_PRICE.finditer(subject):
        named = {t for t in specific_tokens(m.group(1)) if not t.isdigit()}
        if len(named) >= 2 and named <= rec_toks:
            return f"the {m.group(1).lower()} the task works from, with {m.group(0).split()[0]} {m.group(0).split()[1]}"
    return ""


def other_side(text: str, subject: str) -> bool:
    """True when the record names the other side of a pair the turn names one side of, and not the turn's."""
    t_low, r_low = language.fold(subject).lower(), language.fold(text).lower()
    tw, rw = set(cues.WORD.findall(t_low)), set(cues.WORD.findall(r_low))
    # (a side named in the plural is named: "£45/hour weekends" names the weekend)
    tw |= {w[:-1] for w in tw if w.endswith("s") and len(w) > 4}
    rw |= {w[:-1] for w in rw if w.endswith("s") and len(w) > 4}
    for a, b in CONTRAST_PAIRS:
        for mine, other in ((a, b), (b, a)):
            if mine in tw and other not in tw and other in rw and mine not in rw:
                return True
    t_non, r_non = set(NEGATED_KIND.findall(t_low)), set(NEGATED_KIND.findall(r_low))
    bare_t = {w for w in tw if w not in t_non or re.search(rf"(?<!non-)(?<!non )(?<!non)\b{w}\b", t_low)}
    bare_r = {w for w in rw if w not in r_non or re.search(rf"(?<!non-)(?<!non )(?<!non)\b{w}\b", r_low)}
    # "non-household" in the record for a turn about households (and the other way about); not a restriction
    # to that side, which answers for both ("chamber A runs non-critical layers only" for "back on critical?")
    if ONLY_NEAR.search(r_low):
        return False
    return any(w in bare_t and w not in t_non and w not in bare_r for w in r_non) \
        or any(w in bare_r and w not in r_non and w not in bare_t for w in t_non)


# a question about the user's own world asked without a question mark
UNMARKED_OWN_QUESTION = re.compile(r"\b(?:how (?:much|many|long|far)|what|when|where|which|who)\b[^.?!]{0,40}"
                                   r"\b(?:have|do|did|are|were|can|should) (?:we|i)\b", re.I)
MODEL_NUMBER = re.compile(r"\b(?:the|our|my|those|these)\s+(\d{2,4})s?\b(?![.,:]\d)|\b(\d{2,4})s\b", re.I)
LEADING_ZEROS = re.compile(r"(?<=[a-z])0+(?=\d)")
SPLIT_CODE = re.compile(r"(?<![\w-])([A-Za-z]{1,6}-|[A-Z]{2,5} )(\d{1,6})(?![\w-])")
PREFIXED_WORD = re.compile(r"(?<![\w-])([A-Za-z]{1,2})-([A-Za-z]{3,})(?![\w-])")


# a question about what is left of a limit ("how much of the grant do we still have to spend?",
# "how many hours are left before the cap?"): the limit and the running total answer it together
REMAINING = re.compile(r"\b(?:how much|how many)\b[^?.]{0,60}\b(?:left|remain\w*|still|more)\b|\b(?:headroom|left to spend)\b"
                       r"|\bbefore (?:we|i|they|he|she) (?:hit|reach|go over)\b", re.I)
# words two records share that say nothing of what they are about
PAIR_NOISE = frozenset(stem(w)[:5] for w in (*calendar.MONTHS, "only", "most", "least", "over", "under", "more", "less",
                                              "each", "every", "total", "maximum", "minimum", "limit", "rule", "may"))


# "Only PA6 certificate holders may spray pesticides ...": what only some may do
ONLY_MAY = re.compile(r"\bonly\b[^.;]{0,60}?\b(?:may|can|are allowed to|is allowed to|are permitted to|is permitted to"
                      r"|are cleared to|is cleared to)\s+(\w{4,})(?:\s+(\w{4,}))?", re.I)


def restricted_act(text: str, turn_toks: set[str]) -> bool:
    """The rule restricts to some people the very act the task does ("a whitefly spray round" and "only
    PA6 holders may spray"): the act ties them, however little else they share."""
    acts = {stem(w.lower())[:5] for m in ONLY_MAY.finditer(text) for w in m.groups() if w} - STOP_STEMS
    return bool(acts & turn_toks)


STOP_STEMS = frozenset(stem(w)[:5] for w in "work use do be have go get make take".split())


def other_named(text: str, newer: str, turn_names: set[str]) -> bool:
    """The newer record is about someone or something else by name: it names nothing the turn names, and the
    older one does ("the Kenrick papers" asked; "The Kendrick & Sons records (2024)" is not their newer round)."""
    newer_names = _names_in(newer) | _lead_caps(newer)  # (a name at the head of a sentence is one too)
    return bool(_names_in(text) & turn_names) and bool(newer_names) and not newer_names & turn_names


def heard_only(cd: c.Candidate) -> bool:
    """Found by the user's own words of its evidence turn alone: no term of the record's text matched
    and its dense similarity was below the retrieval floor."""
    return cd.evidence_rank > 0 and cd.lexical_rank == 0 and cd.dense_score < HEARD_ONLY_DENSE


def said_words(candidates: list[c.Candidate]) -> dict[str, set[str]]:
    """Per candidate, the long words of the user's own evidence turn (when it is not in English) that no
    other candidate's evidence turn has: what the user called the thing when they said it, in their
    language. Words several evidence turns share are the language's common words, not the thing's."""
    words = {cd.record.id: {t for t in specific_tokens(cd.record.evidence_text) if len(t) >= 5}
             for cd in candidates if cd.record.evidence_text and not language.in_english(cd.record.evidence_text)}
    seen: dict[str, int] = {}
    for ws in words.values():
        for t in ws:
            seen[t] = seen.get(t, 0) + 1
    return {rid: {t for t in ws if seen[t] == 1} for rid, ws in words.items()}


@dataclass
class Judgement:
    record_id: str
    admitted: bool
    reason: int
    note: str
    score: float = 0.0


OWN = re.compile(r"\b(?:i|i'm|i've|i'd|i'll|me|my|mine|myself)\b")


def _general_question(sentence: str) -> bool:
    """A sentence asking for general knowledge ("what are the usual ...", "how does ... typically ...") that
    names nothing of the user's own."""
    return bool(cues.GENERIC_OPENINGS.match(cues.opening(sentence)) or cues.GENERAL_MARKERS.search(sentence)) \
        and not OWN.search(sentence)


def _sensitive_called(topic: str, turn_low: str, tc: cues.TurnCues, own: bool = False) -> bool:
    # the user's own matter, not the same word in a general-knowledge question: "what are the usual stages of a
    # grievance procedure?" does not ask about the grievance the user raised, nor "what does a standard medical
    # check?" about the user's hearing
    if own or topic == "private":
        turn_low = " ".join(s for s in cues.sentences(turn_low) if not _general_question(s))
    if topic == "private":
        return bool(PRIVATE.search(turn_low))
    # at the start of a word: "ill" is not in "wind chill", "son" is not in "season"
    if any(re.search(r"(?<![a-z])" + re.escape(w), turn_low) for w in SENSITIVE_WORDS.get(topic, ())):
        return True
    # Getting around with physical limits is exactly what a mobility record is for.
    return topic == "health" and "getting_around" in tc.triggers


# What someone must not be exposed to: "allergic to chlorhexidine", "a severe latex allergy", "intolerant of
# lactose", "must not handle nickel". The words after the cue (or the one before "allergy") name it.
ALLERGEN = re.compile(r"\b(?:allergic to|intolerant (?:to|of)|(?:allergy|allergies|intolerance|sensitivity) to"
                      r"|must not (?:eat|have|touch|handle|use|be given)|can(?:not|'t|no) (?:eat|have|touch|handle|tolerate))"
                      r"\s+((?:[\w-]+(?:,\s*|\s+(?:or|and)\s+|\s+)){0,3}[\w-]+)"
                      r"|\b(?:an?|severe|serious|life-threatening|mild|known|anaphylactic)\s+([\w-]+)\s+(?:allergy|allergies|intolerance)\b"
                      # "(room 14, Larchfield House): penicillin allergy with anaphylaxis"
                      r"|(?:^|[:;(]\s*)([\w-]+)\s+(?:allergy|allergies|intolerance)\b",
                      re.I)
# Medicines of a class an allergy to the class rules out: a penicillin allergy and "amoxicillin 500mg TDS"
ALLERGEN_KIN = {
    "penicillin": ("amoxicillin", "amoxycillin", "ampicillin", "flucloxacillin", "co-amoxiclav", "augmentin",
                   "piperacillin", "benzylpenicillin", "phenoxymethylpenicillin", "pivmecillinam", "temocillin"),
    "sulfa": ("sulfamethoxazole", "co-trimoxazole", "septrin", "sulfasalazine"),
    "nsaid": ("ibuprofen", "naproxen", "diclofenac", "aspirin", "celecoxib", "mefenamic"),
    # what common dishes are made with: "pesto pasta for lunch" holds nuts, "satay skewers" peanuts
    "nut": ("pesto", "almond", "hazelnut", "walnut", "cashew", "pecan", "pistachio", "praline", "marzipan", "frangipane",
            "baklava", "nougat", "macadamia", "brazil nut", "nutella", "snickers", "peanut"),
    "peanut": ("satay", "groundnut", "snickers", "peanut butter", "reese's"),
    "sesame": ("tahini", "hummus", "houmous", "halva"),
    "shellfish": ("prawn", "shrimp", "crab", "lobster", "langoustine", "mussel", "scallop", "oyster", "crayfish"),
    "fish": ("anchov", "salmon", "tuna", "haddock", "mackerel", "sardine", "kedgeree"),
    "egg": ("mayonnaise", "meringue", "quiche", "frittata", "omelette", "aioli"),
}
NOT_ALLERGENS = frozenset("food foods products product items item anything things stuff some any the and with from that this "
                          "which when them those these again exactly what now".split())


# a wish told as an order on how to write ("Write Priya's aftercare cards at a reading age of about 11")
# the layout a wish asks for: columns, order, emphasis, length in lines
LAYOUT_WISH = re.compile(r"\b(?:as a table|(?:first|last|one|two|a) columns?|columns? (?:for|with|of)|in bold|bold(?:ed)?|bullet(?:s|ed)?"
                         r"|numbered (?:list|steps)|(?:\w+ )?lines? at most|at most \w+ lines?|headings?|first line"
                         r"|on line (?:one|two|three|\d))\b", re.I)
WRITING_WISH = re.compile(r"^(?:always\s+|please\s+)?(?:write|draft|give|keep|use|put|format|lay out|set out|start|end|sign)\b",
                          re.I)


def health_cue(text: str) -> bool:
    """The text says something of someone's health in so many words (the taxonomy's health cues)."""
    low = text.lower()
    return any(re.search(rf"\b{re.escape(cue)}\b" if len(cue) <= 3 else re.escape(cue), low)
               for cue in taxonomy.BY_ID["health"].cues + taxonomy.PERSONAL_SENSITIVE_CUES.get("health", ()))


def embedded_only(code: str, text: str, turn: str) -> bool:
    """``text`` holds ``code`` only inside longer hyphenated codes that name another thing than the turn's: "LGA-R4" for a
    turn naming "R4". Not a compound the turn writes too ("ICP-MS"), nor a one-letter prefix ("C-GTQF" is GTQF)."""
    if re.search(rf"(?<![\w-]){re.escape(code)}(?![\w-])", text, re.I):
        return False
    said = {x.lower() for x in re.findall(r"\w+(?:-\w+)+", turn)}
    found = [m.group(0).lower() for m in re.finditer(r"\w+(?:-\w+)+", text) if code.lower() in m.group(0).lower().split("-")]
    return bool(found) and all(c not in said and any(len(p) >= 2 for p in c.split("-") if p != code.lower())
                               for c in found)


def said_stopped(text: str) -> set[str]:
    """The words of what a freeze's "no ..." stops, in its freezing sentences: "no class or teacher swaps" -> class,
    teacher, swaps (not the days or the reason beside them)."""
    return {t for m in re.finditer(r"\bno ([\w /-]{3,60}?)(?=[.;,(:]|\s+(?:from|until|till|between|during|on|before|after)\b|$)",
                                   freeze_sentences(text), re.I)
            for t in specific_tokens(m.group(1)) if not t.isdigit()} - TEMPORAL


def freeze_sentences(text: str) -> str:
    """The sentences of a record that freeze something: what they stop is read there, not in the sentences beside
    them ("Marlow & Finch order: 2,400 cases ... Bottling line changes are frozen 14-23 Oct" freezes no order)."""
    return " ".join(x for x in SENTENCE_SPLIT.split(text) if calendar.FREEZE_RX.search(x))


def _allergen_form(w: str) -> str:
    """An allergen word as the lists keep it: singular ("peanuts" is "peanut")."""
    return w[:-1] if len(w) > 4 and w.endswith("s") else w


def allergens(record: str) -> list[str]:
    """What the record says someone must not be exposed to: the first thing named after the cue, not what
    it comes in ("chlorhexidine mouthrinse, gel or wipes": chlorhexidine, mouthrinse)."""
    terms = []
    for m in ALLERGEN.finditer(language.fold(record)):
        first = re.split(r",|\s(?:or|and)\s", m.group(1) or m.group(2) or m.group(3) or "")[0]
        for w in re.findall(r"[a-z]+", first):
            if len(w) >= 3 and w not in NOT_ALLERGENS:
                w = _allergen_form(w)
                terms += [w, *ALLERGEN_KIN.get(w, ())]
    return list(dict.fromkeys(terms))


def exposure(terms: list[str], *texts: str) -> str:
    """Which of a record's ``allergens`` the turn or the draft names ("the draft names peanut"), or "". A
    snack list with a peanut mix, or latex gloves, is what such a record is for."""
    for label, text in zip(("turn", "draft", "turn's gloss"), texts):
        low = language.fold(text)
        # (spelt as Polish spells it: "rękawiczki lateksowe" names latex)
        low = f"{low} {low.replace('ks', 'x')}" if "ks" in low else low
        hit = next((t for t in terms if re.search(r"(?<![a-z])" + re.escape(t), low)), None)
        if hit:
            return f"the {label} names {hit}, which the record rules out for someone"
    return ""


def common_names_of(candidates: list[c.Candidate]) -> set[str]:
    """Names most candidates carry (the user's own organisation's, "Vela Gent"): they tie nothing to anything."""
    counts: dict[str, int] = {}
    for cd in candidates:
        for n in _names_in(cd.record.text):
            counts[n] = counts.get(n, 0) + 1
    return {n for n, k in counts.items() if k >= COMMON_NAME_MIN and k * COMMON_NAME_SHARE >= len(candidates)}


def admit(turn: str, public_context: str, profile_text: str, draft: str, gaps_text: str,
          candidates: list[c.Candidate], embedder, today: date | None = None) -> list[Judgement]:
    """``today``: the turn's date, for the days it names relative to it (None: weekdays only)."""
    turn = language.split_scripts(turn)  # "AVD-05のパーティクル" names the code AVD-05
    # "labo d'Aldermoor" names Aldermoor
    turn = language.unelide(turn)
    tc = cues.analyse(turn)
    turn_low = turn.lower()
    known = specific_tokens(f"{draft} {profile_text} {public_context}")
    # A figure the draft gives only as a guess ("typically between 10 and 25 mm", "most CTVs do Hs 1.5-2.0 m",
    # "depends on the class: ISO 4 allows 10,000") is not the user's fact said: a record stating it is news.
    draft_sentences = SENTENCE_SPLIT.split(draft)
    guessed = " ".join(x for x in draft_sentences if HEDGED.search(x))
    stated = " ".join(x for x in draft_sentences if not HEDGED.search(x))
    known -= {t for t in specific_tokens(guessed) if any(ch.isdigit() for ch in t)} \
        - specific_tokens(f"{profile_text} {public_context} {stated}")
    anchors = specific_tokens(" ".join(tc.entities)) | specific_tokens(turn)
    # (the kind of document the turn asks for without naming it: the write-up of a mishap is an incident report)
    anchors |= specific_tokens(" ".join(cues.document_kinds(turn)))
    # an acronym of the turn spelled out in a record ("the PS" and "Production Supervisor") is a shared term
    spelled = sorted(acronym_phrases(turn, [cd.record.text for cd in candidates]))
    anchors |= specific_tokens(" ".join(spelled))
    # ("key safe" typed "keysafe", "5k" for 5,000: the term either way; two words joined on one side meet one
    # word on the other, never the same two words on both)
    single_anchors = set(anchors)
    anchors |= joined_terms(turn) | thousands_terms(turn)
    names = specific_tokens(" ".join(tc.names))
    # A task about pasted material ("draft a reply to this") is about that material too.
    subject = f"{turn}\n{public_context[:CONTEXT_CHARS]}" if tc.task and public_context.strip() else turn
    names_in_turn = _names_in(subject)
    # (a name the turn writes by its initials, "HV lunch" for Harrow Vale, names it: when a record spells it out)
    names_in_turn |= {n for p in spelled if all(w[:1].isupper() for w in p.split() if w.lower() not in STOP)
                      for n in _names_in(p)}
    # A place or a person named with a Welsh mutation ("yng Nghaersws", "i Gaerdydd", "o Fangor") is the name a
    # record gives in its radical form (Caersws, Caerdydd, Bangor), when some candidate gives it so
    candidate_names = {n for cd in candidates for n in _names_in(cd.record.text)}
    names_in_turn |= {_five(r) for w in re.findall(r"\b[A-Z][a-zà-ÿ'’-]{2,}", subject) for r in welsh_radicals(w)} \
        & candidate_names
    # A name at the head of a sentence ("... 19:30. Niamh to look after the kids") is read as a name when a
    # candidate names that person and no text here writes the word in lower case (for whose absence or
    # time limits the turn runs into; as the one a question asks about, a name at the head may be the asker's)
    heads = {m.group(1) for m in SENTENCE_HEAD.finditer(subject)}
    if heads:
        # (the very word, written as a name in a candidate: "Niamh" for "Niamh Quirke", not "Combien" for "Combi")
        cand_names = {n for cd in candidates for n in _names_in(cd.record.text) | _lead_name(cd.record.text)}
        # ("Sam's has expired" writes the name "Sam")
        cand_words = {unpossessed(w) for cd in candidates for w in cues.WORD.findall(cd.record.text)
                      if w[:1].isupper()}
        written_lower = {w.lower()[:5] for text in [subject] + [cd.record.text for cd in candidates]
                         for w in cues.WORD.findall(text) if w.islower()}
        head_names = {w.lower()[:5] for w in heads if w in cand_words and w.lower()[:5] in cand_names
                      and w.lower()[:5] not in written_lower and w.lower() not in STOP
                      and w.lower() not in cues.COMMON_CAPITALISED} - names_in_turn
    else:
        head_names = set()
    # People and places typed in lower case ("text hector") still count when a candidate names them.
    lowered = {language.fold(w)[:5] for w in cues.WORD.findall(subject) if len(w) >= 3}
    for cd in candidates:
        names_in_turn |= _names_in(cd.record.text) & lowered
    # a model the turn names by its number ("the 350s") is the record's coded one ("M350")
    model_numbers = {g for m in MODEL_NUMBER.finditer(turn) for g in m.groups() if g}
    if model_numbers:
        anchors |= {t for cd in candidates for t in specific_tokens(cd.record.text)
                    if (m := re.fullmatch(r"[a-z]{1,3}(\d{2,})", t)) and m.group(1) in model_numbers}
    # Joint reading: roles of the people the turn names, as the candidate records describe them
    # ("text Hector" + "drivers Kasia and Hector" -> the message goes to a driver).
    turn_roles = set(_roles(subject))
    for cd in candidates:
        if names_in_turn & _names_in(cd.record.text):
            turn_roles |= _roles(cd.record.text)
    turn_roles_tokens = {stem(r)[:5] for r in turn_roles}
    prose = CODE_FENCE.sub(" ", subject).strip() or subject  # code blocks drown the request in embeddings
    # the turn's own words of substance: no word of time, no bare number
    prose_words = {t for t in specific_tokens(prose) if t not in TEMPORAL and not t.isdigit()}

    def shared_with_turn(toks: set[str]) -> set[str]:
        """A record's words of substance the turn also uses, names aside."""
        return (toks & prose_words) - names
    vecs = _encode(embedder, [prose] + [cd.record.text for cd in candidates])
    sims = vecs[1:] @ vecs[0] if len(candidates) else np.zeros(0)
    spelled_words = [p for p in spelled if not any(ch.isdigit() for ch in p)]
    if spelled_words and len(candidates) and ACRONYM_SIM and (tc.question or not tc.task):
        # "who's leading the BMS?" is read with what its acronym spells out in the candidates ("Baby Memorial
        # Service") too: the closer of the two readings counts (the embedding model knows no house acronyms;
        # a letter and a number, "L2" for "Line 2", it reads well enough). Questions only: for a task it
        # brought the rules of whatever the acronyms name into the family's reach.
        sims = np.maximum(sims, vecs[1:] @ _encode(embedder, [f"{prose} ({'; '.join(spelled_words)})"])[0])
    shorthand = cues.shorthand_expansions(prose)
    if shorthand and len(candidates) and (tc.question or not tc.task):
        # "what temp range do we hold in the van" is read with its shorthand spelled out too ("temperature"):
        # the embedding model reads work shorthand poorly; the closer of the two readings counts
        spelled_out = re.sub(r"[\w']+", lambda m: cues.SHORTHAND.get(m.group(0).lower(), m.group(0)),
                             cues.OK_FROM.sub(" approval", cues.NUMBER_ABBREV.sub("number", prose)))
        sims = np.maximum(sims, vecs[1:] @ _encode(embedder, [spelled_out])[0])
        anchors |= specific_tokens(" ".join(shorthand))  # ("standby no.?" asks for a number)
    english = gloss.gloss(prose, names=False) if GLOSS else ""
    # (the gloss's words of substance, read once: a gloss holds words only, no figures)
    glossed = {t for t in specific_tokens(english) if t not in TEMPORAL and not t.isdigit()} if english else set()
    if english and len(candidates):
        # A turn in another language is read in its English words too: the closer of the two readings
        # counts, and the gloss's words count as the turn's own words of substance.
        sims = np.maximum(sims, vecs[1:] @ _encode(embedder, [english])[0])
        prose_words |= glossed
        anchors |= glossed

    def scope_fit(scope_text: str) -> float:
        # what the scope is about, less who asks and the asking: "Tomasz asks for enrichment ideas" fits
        # a task by its enrichment ideas, never by "asking for" a day off
        scope_text = SCOPE_ASKER.sub("", scope_text).strip() or scope_text
        return float(_encode(embedder, [scope_text])[0] @ vecs[0])

    out: dict[str, Judgement] = {}
    # the days the turn names, read once (not those of a quoted text it asks to correct or translate)
    turn_when = calendar.turn_when(cues.QUOTED_TEXT.sub(" ", subject) if tc.edits_quoted else subject, today)
    # (a job handed in on one day and wanted back on another, "drop-off fri 5 june, needs it back for a shoot on the
    # 20th", runs over every day between: whoever is away then is away for the job)
    if today is not None and JOB_WINDOW.search(subject):
        turn_when = dataclasses.replace(turn_when, span=turn_when.span | job_window(turn_when, today))
    live = []
    under: set[str] = set()  # limits the turn's own amounts stay under: those rules do not bind it
    # people a rule among the candidates needs: whose approval it asks, or the only ones who may do what
    # it governs; their absence is what a turn that runs into the rule calls for
    needed_people = {w.lower()[:5] for cd in candidates if not cd.record.about_principal
                     for n in approver_names(cd.record.text) + approver_names(cd.record.text, SOLE_HOLDERS)
                     for w in n.split()}
    texts_by_id = {cd.record.id: cd.record.text for cd in candidates}
    others = (namesakes(subject, texts_by_id) if NAMESAKES else set()) | stem_namesakes(subject, texts_by_id)
    # (the turn's names, typed in any case, and its codes: "gareth hughes", "gen3")
    turn_marks = names_in_turn | {w.lower() for w in cues.WORD.findall(subject)
                                  if any(ch.isdigit() for ch in w) and any(ch.isalpha() for ch in w)}
    # the user's own side, asked after in so many words, or set against a place told only as hearsay
    own_side = bool(OWN_SIDE.search(turn))
    hearsay = {w.lower()[:5] for m in HEARD_FROM.finditer(turn) for g in m.groups() if g for w in cues.WORD.findall(g)
               if w.lower() not in STOP and w.lower() not in cues.COMMON_CAPITALISED} - {"the", "our", "we", "they"}
    # (a place the turn names only as hearsay is not the thing it asks about: "new starter from kelso says 40")
    alike = look_alikes(subject, turn_marks - hearsay, texts_by_id) - others if LOOK_ALIKES else set()
    # (a limit the turn's own amount crosses, led by the person it binds, binds it whoever else it names:
    # "Małgorzata can give up to 15% off" for "Anglian Cellars want 18% off"; a place's limit, "At the Mainufer
    # Airport Hotel, ceiling points are rated 400 kg", stays another place's)
    alike = {rid for rid in alike if not (PERSON_LIMIT.match(texts_by_id[rid]) and calendar.crosses(subject, texts_by_id[rid]))}
    exposed: dict[str, str] = {}  # records whose allergen or the like the turn or the draft names
    barred: dict[str, float] = {}  # health needs barring someone the task gives work to from work it names
    concrete_ties: set[str] = set()  # records tied to the task by what it names, not by its family alone
    turn_days = {d for d, _m in turn_when.days}

    def group_named(text: str, lead: set[str]) -> bool:
        """A record about a group or an event (a visit, a party, an induction) that the turn names, by its
        name or by its day and a word of its own: its members' needs come with it."""
        if not GROUP_EVENT.search(text):
            return False
        if (_names_in(text) | lead) & names_in_turn:
            return True
        if today is not None and arranged_event(subject, text, turn_when, today):
            return True  # the event the task arranges, by its kind and its day ("the staff supper", on 3 October)
        days = {d for d, _m in calendar.turn_when(text, today).days}
        # (a turn in another language names it by its English words too: "el curso de primeros auxilios del día 28")
        words = {t for t in specific_tokens(text) & (specific_tokens(subject) | prose_words) if len(t) >= 5 and t not in TEMPORAL
                 and not t.isdigit()}
        # (or by the label of a class or a group, "the Year 5 visit on the 20th" and "the Year 5 group (20 Oct)")
        labels = group_labels(text) & group_labels(subject)
        return bool(days & turn_days) and bool(words or labels)

    turn_allergens = set(allergens(subject))  # what the turn says someone is allergic to ("a hazelnut allergy")
    # (a name typed small names the person too: "wat was owain allergic to again?")
    turn_word_fives = {_five(w) for w in cues.WORD.findall(subject) if len(w) >= 3 and w.lower() not in STOP}
    candidate_names = {n for cd in candidates for n in _names_in(cd.record.text) | _lead_name(cd.record.text)}
    for cd, sim in zip(candidates, sims):
        rec, sim = cd.record, float(sim)
        if rec.lifecycle != c.LIFECYCLE_ACTIVE or rec.activation != c.ACTIVATION_CONDITIONAL:
            out[rec.id] = Judgement(rec.id, False, c.REASON_CODE_STALE_OR_CONFLICTING, "not an active conditional record")
            continue
        if rec.id in alike:
            out[rec.id] = Judgement(rec.id, False, c.REASON_CODE_POTENTIALLY_HARMFUL,
                                    "about another thing of the kind than the one the turn names: would mislead")
            continue
        if rec.id in others:
            out[rec.id] = Judgement(rec.id, False, c.REASON_CODE_POTENTIALLY_HARMFUL,
                                    "names someone spelt nearly like the person the turn names: another person, would mislead")
            continue
        if other_honorific(subject, rec.text):
            out[rec.id] = Judgement(rec.id, False, c.REASON_CODE_POTENTIALLY_HARMFUL,
                                    "about another person named with a title than the one the turn names: would mislead")
            continue
        # a limit the turn's own amount crosses ("£1,650" against "the ceiling is £1,200") is a rule
        # the turn runs into, not a personal detail it stumbles on
        # (the user's own limit, "avoids lifting anything over 15 kg" from a back injury, is crossed only by
        # what the user does: "how many people do we need for a 60 kg mastiff?" leaves it private)
        rule_like = bool(scope_of(rec.text, True)) or (not rec.about_principal and _is_rule(rec.text)) \
            or (bool(calendar.crosses(subject, rec.text)) and not (rec.about_principal and "sensitive:health" in rec.facets
                                                                    and not OWN.search(turn_low)))
        topics = [] if rule_like else [f.split(":", 1)[1] for f in rec.facets if f.startswith("sensitive:")]
        if "health" in topics and rec.about_principal and WRITING_WISH.match(rec.text) and not health_cue(rec.text):
            topics.remove("health")  # "Write Priya's aftercare cards ... no medical jargon": how to write, no one's health
        # (a name leading the record counts too: "Förster family's Bösendorfer ..." for "the Förster job")
        lead_caps = _lead_caps(rec.text)
        if not rec.about_principal and names_in_turn & (_names_in(rec.text) | lead_caps):
            topics = [t for t in topics if t != "family"]  # "the Thompson service": the family the turn asks about
        if (rec.about_principal or PRIVATE_WISH.search(rec.text)) and PRIVATE.search(rec.text) and "private" not in topics:
            topics.append("private")  # the user's own private matters, and anyone's they asked to keep quiet
        if SECRECY.search(rec.text) and "private" not in topics and not (
                (tc.possessive or tc.recall) and not tc.generic and len(shared_with_turn(specific_tokens(rec.text))) >= 2):
            # a matter someone keeps from others ("does not want it brought up", "Ruth doesn't know"), however
            # rule-like its wording: only the user's own question about it calls for it
            topics.append("private")
        if topics and rec.about_principal and USER_WISH.search(rec.text) and LAYOUT_WISH.search(rec.text) \
                and not SECRECY.search(rec.text) and not PRIVATE_WISH.search(rec.text):
            topics = []  # how the user wants a thing laid out ("days overdue as the first column and the biggest debt
            # first", "five lines at most, with allergen names in bold"): a way of writing, nobody's money or health
        # (a turn in another language calls for it by its English words too: "Diabetiker-Patienten" are diabetes
        # patients)
        uncalled = [t for t in topics if not _sensitive_called(t, turn_low, tc, rec.about_principal)
                    and not (english and not _english(turn) and t == "health"
                             and _sensitive_called(t, english.lower(), tc, rec.about_principal))]
        terms = allergens(rec.text)
        if "health" in uncalled and not rec.about_principal and not terms and animal_case(rec.text) \
                and not SECRECY.search(rec.text) and not PRIVATE_WISH.search(rec.text):
            uncalled = [t for t in uncalled if t != "health"]  # an animal's condition is the work, no person's health
        # (a name read as what someone is allergic to, "osians allergy", is the person's allergy, not another thing)
        asked_allergens = {a for a in turn_allergens if _five(a) not in candidate_names}
        if asked_allergens and terms and not rec.about_principal and not any(
                a in b or b in a for a in asked_allergens for b in terms) \
                and not (_names_in(rec.text) | _lead_name(rec.text)) & (_names_in(subject) | turn_word_fives):
            # someone else's allergy to another thing than the one the turn asks about ("customer with a hazelnut
            # allergy ...?" and "Joel has a severe sesame allergy ..."): no answer to it
            out[rec.id] = Judgement(rec.id, False, c.REASON_CODE_INSUFFICIENT,
                                    "an allergy of someone the turn does not name, to another thing than the turn's")
            continue
        # (a turn in another language names it in its English gloss: "Zamów rękawice do HC" orders gloves)
        exposed_by = exposure(terms, subject, draft, english) if terms else ""
        if exposed_by and (rec.about_principal or (_names_in(rec.text) | _lead_name(rec.text)) & names_in_turn
                           or shared_with_turn(specific_tokens(rec.text) - specific_tokens(" ".join(terms))
                                              - specific_tokens(ALLERGY_WORDS_TEXT))
                           or "feeding" in tc.triggers):
            # the turn or the draft names what someone it concerns must not be exposed to: the detail is
            # called for, and binds the answer
            uncalled = [t for t in uncalled if t != "health"]
            exposed[rec.id] = exposed_by
        if "health" in uncalled and "feeding" in tc.triggers and (DIET_NEED.search(rec.text) or (
                ACCESS_NEED.search(rec.text) and VENUE_MEAL.search(subject))) \
                and not rec.about_principal and not SECRECY.search(rec.text) and not PRIVATE_WISH.search(rec.text) \
                and ((_names_in(rec.text) | _lead_name(rec.text)) & (names_in_turn | lowered) or CATERING_RULE.search(rec.text)
                     or attends_arranged(rec.text, subject) or meal_of_task(rec.text, subject)):
            # a meal the user arranges for someone the turn names ("book our table for the awards dinner, incl
            # Nia and Ollie"), or for whom a record's own rule binds all such food ("no nuts anywhere on catering
            # riders", "gluten-free catering at every team event"): their diet is what the task is for
            # (or for the band or group a record names its member by, typed in any case: "book dinner for
            # tsukiyo" and "Tsukiyo keyboardist Aiko Mori has a severe sesame allergy"; or for those at the event
            # the meal is for, "(course attendee)" for "book venue and catering for the course")
            uncalled = [t for t in uncalled if t != "health"]
        if uncalled == ["family"] and not rec.about_principal \
                and (AWAY.search(rec.text) or calendar.ABSENT_RX.search(rec.text)) \
                and (_names_in(rec.text) | _lead_name(rec.text)) & needed_people:
            uncalled = []  # "Marijke is visiting family in Utrecht until the 26th": the absence, not the family, matters
        if uncalled == ["family"] and (AWAY.search(rec.text) or calendar.ABSENT_RX.search(rec.text)) \
                and (rec.about_principal or (_names_in(rec.text) | _lead_name(rec.text)) & names_in_turn) \
                and calendar.collides(turn_when, calendar.record_rules(rec.text, rec.about_principal, today)):
            uncalled = []  # "on leave 22 June to 3 July (her sister's wedding)" when the user books the 24th: the absence binds
        if uncalled == ["family"] and rec.about_principal and (AWAY.search(rec.text) or calendar.ABSENT_RX.search(rec.text)) \
                and OWN_AWAY.search(turn):
            uncalled = []  # "Draft my out-of-office for my leave": the user's own absence is what the turn is about
        if {"health", "family"} & set(uncalled) and not rec.about_principal and not PRIVATE.search(rec.text) \
                and not PRIVATE_WISH.search(rec.text) and group_named(rec.text, lead_caps):
            uncalled = [t for t in uncalled if t not in ("health", "family")]  # "how many are coming from
            # Oakfield?": the visit's record, allergies and all, is the group's, which the turn names (and the
            # kin it names are its members': "the groom's father is coeliac")
        if uncalled and set(uncalled) <= {"family", "health"} and not rec.about_principal and ASKS_BACK.search(turn) \
                and (AWAY.search(rec.text) or calendar.ABSENT_RX.search(rec.text)) \
                and (_names_in(rec.text) | _lead_name(rec.text)) & (names_in_turn | lowered):
            uncalled = []  # "when's Hörður back?" asks for the end of his paternity leave, whatever its kind
            # (typed in lower case too: "when's marieke away in feb?")
        if "health" in uncalled and work_barred(rec, subject, names_in_turn, tc):
            uncalled = [t for t in uncalled if t != "health"]  # "Ffion has dust-triggered asthma: no hay soaking"
            # for a jobs list giving Ffion the hay: what she may not do is what the list hands out
            barred[rec.id] = sim
        if uncalled:
            out[rec.id] = Judgement(rec.id, False, c.REASON_CODE_POTENTIALLY_HARMFUL,
                                    f"personal {', '.join(uncalled)} detail the turn does not call for")
            continue
        if rec.id not in barred and ROTA_HANDS_OUT.search(subject) and work_barred(rec, subject, names_in_turn, tc):
            barred[rec.id] = sim  # (read as no one's health: what someone may not do is what the rota hands out)
        if rec.about_principal and not scope_of(rec.text, True) and ANSWER_PREFERENCE.search(rec.text):
            # A standing wish about answers in general reaches answers only through the
            # audited ambient profile; a record that was not promoted must not slip in per turn.
            out[rec.id] = Judgement(rec.id, False, c.REASON_CODE_INSUFFICIENT,
                                    "a standing answer preference: the ambient profile carries it, or nothing does")
            continue
        toks = specific_tokens(rec.text) | (joined_terms(rec.text) & single_anchors) | (thousands_terms(rec.text) & anchors)
        # a number the draft does not state ("at least 3 working days") is news, however much else it says
        # (so is how often, "verified monthly", where the draft says only "periodic")
        if toks and len(toks & known) / len(toks) >= REDUNDANT_COVERAGE and \
                not {t for t in toks if any(ch.isdigit() for ch in t)} - known \
                and not {w.lower() for w in HOW_OFTEN.findall(rec.text)} - {w.lower() for w in HOW_OFTEN.findall(draft or "")}:
            out[rec.id] = Judgement(rec.id, False, c.REASON_CODE_REDUNDANT, "already said by the draft, profile or context")
            continue
        if calendar.stays_under(subject, rec.text):
            under.add(rec.id)
        live.append((cd, sim, toks))
    # Records that only the user's own words of their evidence turn brought (nothing in the record's English
    # text reached the turn): read by the other-language fallback alone, never by the rules that read the
    # record's text against the turn (a limit, an absence, a pairing).
    heard = [x for x in live if heard_only(x[0])]
    live = [x for x in live if not heard_only(x[0])]
    # An unconfirmed report ("the new SU-8 2002 lot might be bad (rumour, not verified)") answers no question but one
    # on what has been said or heard, or on how a thing stands ("is the new lot ok yet?"): a question on using the
    # thing ("is SU-8 2002 ok for a ~2 µm layer?") is answered without it. Said so, so that nothing downstream (the
    # learned layer) reads it as an answer merely short of support. (A task may still run into it.)
    if not tc.task and not HEARSAY_ASKED.search(turn) and not STATUS_ASKED.match(turn):
        for cd, _sim, _toks in live + heard:
            if cd.record.status == c.RECORD_STATUS_UNCONFIRMED:
                out[cd.record.id] = Judgement(cd.record.id, False, c.REASON_CODE_INSUFFICIENT, RUMOUR_UNASKED)
        live = [x for x in live if x[0].record.id not in out]
        heard = [x for x in heard if x[0].record.id not in out]

    # Direct path: the best-supported answers, judged together. A record's support is
    # its similarity to the turn plus a bonus per anchor term it shares with the turn.
    # A general-knowledge opening made personal ("... these days", "our ...") is not general knowledge.
    # (so is a request for something generic, a template or general guidance: "draft a generic reminder to all
    # lab users about ...", whatever of the user's own it names)
    asked_generic = bool(cues.GENERIC_REQUEST.search(turn))
    # a sum or a conversion on the turn's own figures ("7 bar in psi?", "VAT on £8,400 at 20%, and gross?") is
    # worked from what the turn gives: no stored fact answers it
    asked_generic = asked_generic or (bool(CALCULATION.search(turn)) and not (tc.possessive or tc.recall)
                                      and not (draft and DRAFT_UNKNOWN.search(draft)))
    # (a measure worked from figures the turn gives, "takt time if we need 186 panels over 9 shifts of 7.5h?", is
    # worked out whoever "we" are)
    asked_generic = asked_generic or (bool(MEASURE_FROM_FIGURES.search(turn)) and not tc.recall)
    # (so is arithmetic on the turn's own figures, "38 mediums at 6.5kg + 22 larges at 9kg, total kg?", "quick
    # maths: 340 pts, 18% FTA rate, how many no-shows", when nothing else is asked of the user's world; and a
    # question on what the law or the market of a country says, "max ppl allowed under a TEN in england?",
    # "what quals do you need to become a dental technician in the UK?"; and a quoted text to correct)
    # (figures worked on in a sentence that asks nothing, "calor acct no? ordering 2x47kg for the forges", are what
    # the user is doing, not the sum asked)
    questions_asked = QUESTION_SENTENCE.findall(turn) if re.search(r"[?？]", turn) else [turn]
    asked_generic = asked_generic or (bool(any(ARITHMETIC.search(x) for x in questions_asked) or IN_GENERAL.search(turn)
                                           or tc.edits_quoted)
                                      and not (tc.possessive or tc.recall or tc.task)) \
        or (bool(MATHS_ASKED.match(turn)) and not tc.task)  # ("quick maths: 340 pts this month, ...")
    # (what a country's law or market says is asked of the world, also as a question a family makes a task of: "max
    # hours a tree surgeon can climb in a day in the UK?"; not "book a hotel in Germany")
    asked_world = bool(JURISDICTION.search(turn)) and not tc.possessive \
        and not (tc.task and tc.triggers and not (tc.question and not cues.TASK_OPENINGS.match(turn)))
    asked_generic = asked_generic or asked_world
    # how a word or a term is said in a language ("Hoe zeg je 'rootstock' in het Nederlands?") is asked of the
    # language, not of the user's world, unless the turn asks how the user's own side says it
    term_asked = cues.asks_term(turn) and not (tc.possessive or tc.recall)
    general = (tc.generic and not (tc.possessive or tc.recall or tc.own_state)) or asked_generic
    self_subject = bool(SELF_SUBJECT.search(turn_low))  # "where am I headed", not "a kid asked me"
    # a task that also asks about the user's world ("Writing the induction sheet. What are our shift
    # times again?") is judged as that question
    # (so is one asked without a question mark: "NR PO number pls, and how much headroom have we got on it")
    asks_own = tc.question and (bool(re.search(r"[?？]", turn)) and (
        tc.recall or bool(set(cues.WORD.findall(turn_low)) & {"my", "our", "ours", "mine"})) or bool(
        UNMARKED_OWN_QUESTION.search(turn)))
    # (so is a task that puts in what someone is usually given: "with their usual discount")
    asks_own = asks_own or bool(tc.task and USUAL_GIVEN.search(turn))
    # (a request for a value, "reg for the sprinter pls", produces nothing: it is asked like a question)
    floor = DIRECT_MIN + (GENERIC_EXTRA if general else 0.0) + (
        TASK_EXTRA if tc.task and not asks_own and not (
            tc.requesting and not tc.producing and len(cues.WORD.findall(turn)) <= VALUE_REQUEST_WORDS) else 0.0)
    # a draft that says it does not have the user's own fact ("I don't have the museum's current fee
    # table", "Non conosco l'orario domenicale") leaves the question open: a record that answers it needs
    # a little less support to change that draft
    unknown = bool(draft and not general and ("?" in turn or cues.QUESTION_OPENINGS.match(turn))
                   and DRAFT_UNKNOWN.search(draft))
    near = []  # answers just short of the floor, for a draft that says it does not know
    # "What's a good fish soup recipe ...?": a request for general advice, not about the user's world
    # "our", "we"; "I've only got ten minutes" is not, nor "a bin like our bin 6"
    ours = bool(set(cues.WORD.findall(cues.LIKE_OURS.sub(" ", turn_low))) & OWN_WORLD)
    recommending = bool(RECOMMEND.match(turn)) and not (ours or tc.recall)
    definitional = (general and bool(DEFINITIONAL.match(cues.opening(turn)))) or (
        "?" in turn and bool(cues.GENERAL_MARKERS.search(turn)) and not (ours or tc.recall or tc.task)) or (
        # what a thing is or how two differ, asked anywhere in the turn ("remind me, what's the practical
        # difference between SIP2 and NCIP?", "COLA exemption vs COLA approval, when do you need which?")
        ("?" in turn and bool(DEFINITIONAL_ANY.search(turn)) or bool(DIFFERENCE_ASKED.search(turn)))
        and not (ours or tc.task))
    # (and so is writing that explains what a thing is or does, for others to read)
    definitional = definitional or (bool(EXPLAIN_WRITE.search(turn)) and not ours)
    why_asked = bool(WHY.match(cues.opening(turn)) or WHY_IN.search(turn))
    acting = cues.AUTHORITY.search(turn_low)  # a question about what the user may do
    # A general-knowledge question that mentions the user's own things ("the CTC leaf we wither", "a tramway
    # like ours") and that the host's draft answers outright, without saying it lacks the user's facts or
    # pointing to them: a record answers it only when it is about that very thing.
    answered_general = tc.generic and tc.possessive and not (tc.recall or tc.task) and bool(draft) \
        and not DRAFT_UNKNOWN.search(draft) and not DRAFT_DEFERS.search(draft)
    direct = []
    # a question that opens by asking when ("When are the contractors due to start?"): only a record that tells a time
    # answers it
    asked_from = TOPIC_HEAD.sub("", cues.opening(turn), count=1)  # ("indemnity — when does mine run out again?")
    when_first = _english(turn) and "?" in turn and bool(WHEN_FIRST.match(asked_from)) and not tc.task
    # (where the user stands with a thing of theirs the turn names by a term: "cpd - where am i at")
    own_status = _english(turn) and bool(OWN_STATUS.match(asked_from)) and not tc.task
    # (a version the question names: a record of a later one of the thing tells what is in use now)
    versions_asked = {int(v) for v in VERSION_NAMED.findall(turn)} if not tc.task else set()
    off_asked = {m.group(1).lower()[:5] for m in WHEN_OFF.finditer(turn)} - STOP if not tc.task else set()
    back_answers: set[str] = set()  # absences answering a question in another language on when someone is back
    back_glossed = bool(english) and not _english(turn) and "?" in turn and not tc.task and bool(BACK_GLOSSED.search(english))
    # (someone a candidate names, typed in lower case in a question in another language: "¿tom vuelve cuándo?")
    lower_named = {_five(w) for w in re.findall(r"(?<![\w'’-])[a-z][a-z'’-]{2,}", turn) if w not in STOP} \
        & {n for cd in candidates for n in _names_in(cd.record.text) | _lead_name(cd.record.text)} if back_glossed else set()
    status_of = {_five(n) for m in JOB_STATUS_ASKED.finditer(turn) for n in m.groups() if n}
    term_wanted = (m.group(1) if (m := TERM_WANTED.match(turn)) else "")
    if not term_wanted and (m := TERM_WANTED_OURS.match(turn)) and m.group(1) not in language.vocabulary():
        term_wanted = m.group(1).upper()
    # what a general question asks for by its English question words ("best time of day to ...": a time)
    general_kinds = asking.asks_for_in_english(turn) & {"time", "number"} if general and _english(turn) else set()
    measured_kinds = units_asked(turn)  # (the kinds of measure asked for by their units alone)
    # (how many are needed, with a ratio among the candidates tied to the turn and no count of people in the turn: a
    # record counting the people it applies to is read on the direct path, where it joins the ratio)
    ratio_counted = not tc.task and bool(HOW_MANY_ASKED.search(subject)) and not PEOPLE_COUNTED.search(subject) \
        and any(RATIO_RULE.search(cd.record.text) and re.search(RATIO_WORDS, cd.record.text)
                and toks & anchors for cd, _s, toks in live)
    # (bare numbers a question names a coded thing by, each the tail of one candidate's code only)
    tails_asked = set()
    if "?" in turn and not tc.task:
        held = [code_tails(cd.record.text) for cd, _s, _t in live]
        tails_asked = {n for n in TAIL_NUMBER.findall(turn) if not YEAR_LIKE.match(n)
                       and sum(1 for h in held if n in h) == 1}
    # the terms a question asks with, when a code or a name is among at least three of them
    asked_terms = {t for t in specific_tokens(turn) if t not in TEMPORAL}
    # (an acronym the turn writes in capitals counts as a name: "TEN ref + gate pls" and "Lydbrook open day
    # TEN ..., ref TEN/26/0412, hours 12:00-23:00, Gate B")
    capitals = {w.lower()[:5] for w in CAPITALS.findall(turn) if w not in COMMON_CAPITALS}
    if len(asked_terms) < FULL_COVER_TERMS or not any(any(ch.isdigit() for ch in t) or t in names or t in capitals
                                                      for t in asked_terms):
        asked_terms = set()
    sided: set[str] = set()  # the other side of a pair the turn names one side of
    bounding: list[str] = []
    own_limit_asked = bool(OWN_LIMIT_ASKED.search(turn))
    # the price of a named thing a task says to put in ("draft her a confirmation w/ the rehair price"): the words
    # naming the thing, read against records stating a price for it
    priced_in = {stem(w)[:5] for m in PRICE_IN_TASK.finditer(subject) for w in m.group(1).split()
                 if w.lower() not in STOP and len(w) >= 3} if tc.task else set()
    # (and its details, a code or a number: "put our policy details in" and "... insurance is with Mapfre, policy
    # RC-2026-0473")
    details_in = {stem(w)[:5] for m in DETAILS_IN_TASK.finditer(subject) for w in m.group(1).split()
                  if w.lower() not in STOP and len(w) >= 3} if tc.task else set()
    own_names = {n for cd in candidates if cd.record.about_principal for n in _lead_name(cd.record.text)}
    own_people = {_five(m.group(1)) for cd in candidates if cd.record.about_principal
                  and (m := re.match(r"\s*([A-Z][\w'’-]+)", cd.record.text))
                  and m.group(1).lower().rstrip("'’s") not in language.vocabulary()} & own_names
    # a value the turn asks for by what it is called ("what tz is luc in", "whats the hiab's reg")
    values = asking.values_asked(turn) if (tc.question or tc.requesting or tc.recall) else set()
    if own_limit_asked:
        values.discard("limit")  # (the user's own limit is read by whose it is, below, not by any limit a record holds)

    def holds_values(text: str) -> bool:
        return all(asking.holds_value(k, text) for k in values)

    turn_codes = {x.lower() for x in CODE.findall(turn)}
    english_turn = _english(turn)  # (a question in another language may ask after its own in words not read here)
    # ("quando é que expira o meu certificado ...?", "mon DBS expire quand déjà ?": the user's own, in their words)
    foreign_own = bool(FOREIGN_OWN.search(turn_low)) or (not english_turn and bool(FOREIGN_OWN_AMBIGUOUS.search(turn_low)))
    for cd, sim, toks in live:
        if asked_generic:
            continue  # what is asked for generic holds none of the user's own facts
        if general and not (ours or tc.recall or tc.first_person) and english_turn \
                and {x.lower() for x in CODE.findall(cd.record.text)} - turn_codes \
                and not _names_in(cd.record.text) & names_in_turn:
            continue  # one coded job of the user's ("WF-2620 Hargreaves staircase at Clun: pitch at or under 42
            # degrees") answers nothing asked in general ("max pitch for a private stair under Approved Document K?")
        if other_side(cd.record.text, subject):
            sided.add(cd.record.id)  # "Greyford South" for "greyford north MNF baseline?": another thing's answer
            continue
        if cd.record.status == c.RECORD_STATUS_UNCONFIRMED and not tc.task and draft \
                and not DRAFT_UNKNOWN.search(draft) and not DRAFT_DEFERS.search(draft) and len(toks & anchors) <= 1:
            continue  # a rumour ("may be acquiring Chemfloc, nothing official") adds only doubt to a draft that answers
            # a question on something else of what it names ("is Kemira Finnish?")
        if cd.record.status == c.RECORD_STATUS_UNCONFIRMED and (ADVICE_ASKED.search(f"{turn} {english}")
                                                               or HOW_TO_ASKED.search(turn)) \
                and not HEARSAY_ASKED.search(turn):
            continue  # what nobody has promised ("NRW might fund a new skills loop; informal talk only") is no advice
            # on how to do a thing ("how do I write a good application to NRW?")
        if cd.record.status == c.RECORD_STATUS_UNCONFIRMED and not tc.task \
                and not (tc.possessive or tc.recall or tc.own_state) and not HEARSAY_ASKED.search(turn) \
                and not STATUS_ASKED.match(turn) \
                and not _names_in(cd.record.text) & {_five(w) for w in re.findall(r"(?<!^)(?<![.?!] )\b[A-Z][\w'’-]+", turn)
                                                     if w.lower() not in language.vocabulary()} \
                and not {x.lower() for x in CODE.findall(cd.record.text)} & turn_codes:
            continue  # what nobody has confirmed ("may raise group prices by 20% (agent's rumour)") answers no question
            # put in general ("rough per-head budget for a studio day?"), only one on the user's own matters
        if HEARSAY.search(cd.record.text) and tc.task and not HEARSAY_ASKED.search(turn):
            continue  # what the record says is no more than word of mouth ("mentioned on a walk-round, nothing
            # official", "verbal hint only"): it goes into nothing the user writes or does unless the turn asks what
            # has been said or heard (a question on the very matter it reports may still take it)
        if cd.record.about_principal and not (tc.possessive or tc.recall or (tc.question and self_subject) or foreign_own
                                              or own_limit_asked) \
                and not _is_rule(cd.record.text):
            continue  # the user's own life does not answer a question that is not about it
        if cd.record.about_principal and USER_WISH.search(cd.record.text) and not WISH_ASKED.search(turn):
            continue  # how the user wants things written or handled ("For the week of 19 Oct, anything Inês sends the
            # setting crew should be in plain English") answers no question but one on that wish; it binds what is
            # written (the task's family reads it)
        if cd.record.about_principal and ADVICE_ASKED.search(turn) and PASTIME.match(cd.record.text) \
                and not any(ch.isdigit() for ch in cd.record.text):
            continue  # "Nomvula sings alto in her church choir" changes no advice on warming up an alto voice
        if cd.record.about_principal and (PASTIME.match(cd.record.text) or HOBBY.search(cd.record.text)) \
                and not ((tc.recall and (self_subject or bool(_lead_name(cd.record.text) & names_in_turn))) or tc.task
                         or calendar.turn_when(turn) or any(ch.isdigit() for ch in cd.record.text)):
            # (a question asked "now" of the pastime's kind, "na co teraz łowić lipienie?", is no recall of the
            # user's own pastime: only one about the user or the one named is)
            continue  # "Agnieszka keeps a sourdough starter", "Tuan builds keyboards as a hobby": a pastime matters
            # to a day or a plan the turn names, or to a question about what the user does, not to a question on it
        if self_subject and not cd.record.about_principal and other_titled_person(cd.record.text, names_in_turn):
            continue  # "what can I sign off by myself?" is not answered by another lead's limit
        if self_subject and ACQUAINTANCE_HEAD.match(cd.record.text):
            continue  # "how many do I still need?" is not answered by what the user's friend needs
        sc = scope_of(cd.record.text, False)  # "For X, ..." / "When X, ...": labels and rule subjects are facts
        if sc and not TIME_SCOPE.match(sc.strip("( ")):
            sw = specific_tokens(sc) - GENERIC_SCOPE
            if not (len(sw & anchors) * 2 > len(sw) or scope_fit(sc) >= SCOPE_STRONG):
                continue  # a rule for another kind of thing than the turn is about
        if other_kind(cd.record.text, anchors):
            continue  # "Hot work in Zone B: ..." is a rule for hot work, not for scaffolding in Zone B
        if not tc.task and another_year(turn, cd.record.text):
            continue  # "queen colour for 2027 - yellow right?" is not answered by "2026 queens are marked white ..."
        cover = len(toks & anchors)
        named_bonus = 0.0 if tc.generic else NAME_BONUS * min(len(toks & names), 2)
        support = sim + ANCHOR_BONUS * min(cover, 3) + named_bonus
        valued = bool(values) and cover >= 1 and holds_values(cd.record.text)
        # (a question opening "when" asks for a time by its first word: "When does my IPAF run out?" and "Tiago's IPAF
        # ticket ... expires 2026-12-12")
        # (of the user's own: "When would I use a StatefulSet?" asks the world; "When's the gas inspection?" is no
        # question a freeze that week answers)
        valued = valued or (when_first and (tc.possessive or tc.recall or bool(re.search(r"\bmine\b", turn_low)))
                            and cover >= 1 and asking.tells_when(cd.record.text))
        # (where the user stands, of a record of their own sharing the term: "cpd - where am i at" and "Gareth's GOsC
        # CPD: 71 of 90 hours logged, ...")
        valued = valued or (own_status and cd.record.about_principal and cover >= 1
                            and bool(re.search(r"\d", cd.record.text)))
        # (a later version than the one the question names: "ancora la v3?" and "From 1 February 2027 model releases
        # use KST-MR-v4")
        newer = bool(versions_asked) and any(int(v) > max(versions_asked) for v in VERSION_NAMED.findall(cd.record.text))
        valued = valued or newer
        # (a question when something or someone is back: "picus back when??" and "The Picus tomograph is away for
        # calibration ... from 7 to 25 September")
        valued = valued or (bool(BACK_WHEN.search(turn)) and cover >= 1 and asking.holds("time", cd.record.text)
                            and bool(AWAY.search(cd.record.text) or calendar.ABSENT_RX.search(cd.record.text)
                                     or calendar.OUT_OF_USE_RX.search(cd.record.text) or REVISIT.search(cd.record.text)))
        # (a code or number asked for by its acronym alone, "EORI pls, doing the export dec", and the record giving it:
        # "Kestrel & Vane's EORI number is GB774218935000")
        valued = valued or (bool(term_wanted) and re.search(
            rf"\b{re.escape(term_wanted)}(?:\s+[\w-]+)?(?:\s+(?:number|no\.?|code|id|prefix|ref(?:erence)?))?\s*(?:is|:|=)\s*[\w-]*\d",
            cd.record.text, re.I) is not None)
        # (when someone named is off, asked in so many words: "wens aoife off" and "Aoife Brennan is on leave 23 March -
        # 3 April")
        # (a question naming a coded thing by the number its code ends in: "0877, how much and what cover?" and "Claim
        # CLM-0877, Pryce, ...: £1,450 claimed, Kestrel Plus cover")
        valued = valued or (bool(tails_asked) and bool(tails_asked & code_tails(cd.record.text)))
        valued = valued or (bool(off_asked) and bool(off_asked & (_names_in(cd.record.text) | _lead_name(cd.record.text)
                                                                   | {_five(w) for w in cues.WORD.findall(cd.record.text)
                                                                      if w[:1].isupper()}))
                            and bool(AWAY.search(cd.record.text) or calendar.ABSENT_RX.search(cd.record.text))
                            and asking.holds("time", cd.record.text))
        if valued:
            support += VALUE_BONUS  # "Luc Gagnon ... is in Montreal on Eastern time" for "what tz is luc in"
        if acting and _is_rule(cd.record.text) and cover >= 2:
            support += PERMISSION_BONUS  # "can we put the mats out?" is answered by the rule on the mats
        # "the highest I can agree to before it needs Harriet": the approval rule naming her answers it
        by_approver = bool(acting and APPROVAL_SENTENCE.search(cd.record.text) and {
            w.lower()[:5] for n in approver_names(cd.record.text) for w in n.split()} & _names_in(subject))
        if SUGGEST_RULE.search(cd.record.text) and ADVICE_QUESTION.search(turn) and cover >= 1 and sim >= APPROVER_SIM:
            # "what should we treat with?" and "only suggest treatments permitted under ...": the rule bounds
            # whatever answers it, beside the best answer rather than competing with it
            bounding.append(cd.record.id)
            continue
        if by_approver and sim >= APPROVER_SIM:
            direct.append((cd, sim, toks, len(toks & names), cover, max(support, floor)))
            continue
        # when someone the question names is back, asked in another language ("Javier rentre quand ?"): the record of
        # their absence, with its days, answers it at any similarity
        if back_glossed and (_names_in(cd.record.text) | _lead_name(cd.record.text)) & (names_in_turn | lower_named) \
                and asking.holds("time", cd.record.text) and AWAY.search(cd.record.text) \
                and cd.record.status != c.RECORD_STATUS_UNCONFIRMED:
            direct.append((cd, sim, toks, len(toks & names), cover, max(support, floor)))
            back_answers.add(cd.record.id)
            continue
        # where a named customer's job stands, asked by the name ("where's the Lindqvist job at" and "Mrs Birgit
        # Lindqvist's sapphire ring remodel (R-4471) is waiting on her signed melt consent"): the record that tells it
        # now answers, at any similarity; one that tells it done long ago does not
        if status_of and status_of & (_names_in(cd.record.text) | _lead_name(cd.record.text)) \
                and JOB_STANDS.search(cd.record.text) and not HISTORICAL.search(cd.record.text) \
                and cd.record.status != c.RECORD_STATUS_UNCONFIRMED and not tc.task:
            direct.append((cd, sim, toks, len(toks & names), cover, max(support, floor)))
            continue
        # the details of a thing a task says to put in, a code in a record naming every word of them ("put our policy
        # details in" and "... insurance is with Mapfre, policy RC-2026-0473")
        if details_in and sim >= PRICED_IN_SIM and CODE.search(cd.record.text) and not cd.record.about_principal \
                and details_in <= {stem(w)[:5] for w in cues.WORD.findall(cd.record.text.lower())} \
                and cd.record.status != c.RECORD_STATUS_UNCONFIRMED:
            direct.append((cd, sim, toks, len(toks & names), cover, max(support, floor)))
            continue
        # the price of the thing a task says to put in, stated for every word naming it ("w/ the rehair price" and
        # "From 1 May 2026 a bow rehair costs £85 for customers")
        if priced_in and sim >= PRICED_IN_SIM and calendar.AMOUNT_RX.search(cd.record.text) \
                and priced_in <= {stem(w)[:5] for w in cues.WORD.findall(cd.record.text.lower())} \
                and cd.record.status != c.RECORD_STATUS_UNCONFIRMED:
            direct.append((cd, sim, toks, len(toks & names), cover, max(support, floor)))
            continue
        # "what's my ceiling before it has to go up the chain?": the approval rule that gives the user's
        # own limit ("Capital spend sign-off: Kavita approves up to £25,000; ...") answers it
        # (at any similarity when the rule names the user: "Rhiannon approves spend up to £5,000" for "whats my sign
        # off ceiling atm")
        if own_limit_asked and (sim >= APPROVER_SIM or sim >= 0 and (_names_in(cd.record.text) | _lead_name(cd.record.text))
                                & own_names) and APPROVAL_SENTENCE.search(cd.record.text) \
                and calendar.AMOUNT_RX.search(cd.record.text) and not SPECULATIVE.search(cd.record.text) \
                and (cd.record.about_principal or (_names_in(cd.record.text) | _lead_name(cd.record.text)) & own_names
                     # (none of the candidates says who the user is: the approval rule the question brought is theirs)
                     # (a word a dictionary knows leading the user's own record, "Client emails: sign off ...", says
                     # nobody's name)
                     or not own_people):
            direct.append((cd, sim, toks, len(toks & names), cover, max(support, floor)))
            continue
        if recommending:
            # a fact of the user's world does not answer a request for general advice, nor does a rule as its
            # answer ("any good lunch spots near the port for a 2h break?" and a port agent's email hours);
            # a rule a task runs into still binds it
            continue
        if cd.record.about_principal and MEETING_RULE.search(cd.record.text) and BOOKING.search(cd.record.text) \
                and not BOOKING.search(subject):
            continue  # "schedule his review meetings before 10:00" answers only a turn that books something
        if why_asked and sim < DIRECT_STRONG and not CAUSAL.search(cd.record.text):
            continue  # "why do we let the hook touch the ground?" is not answered by the hook's limit
        if answered_general and sim < DIRECT_STRONG:
            continue  # "how does a descending clock auction like ours compare ...?", answered in full by the draft
        if term_asked and sim < DIRECT_STRONG:
            continue  # a word asked for in another language is no fact of the user's
        if definitional and sim < DIRECT_STRONG:
            continue  # "what's the difference between ...", "what does X mean": a record answers it only
            # when it is about that very thing
        if when_first and not asking.tells_when(cd.record.text):
            continue  # "When are the fencing contractors due to start?" is no question the keepers' entry rule answers
        if general and general_kinds and not all(asking.holds_count(cd.record.text) if k == "number"
                                                 else asking.holds_time_of_day(cd.record.text) if k == "time"
                                                 else asking.holds(k, cd.record.text) for k in general_kinds):
            continue  # "Best time of day to watch peregrines feeding chicks?" is no question "three chicks this year" answers
        if measured_kinds and not tc.task and not all(holds_units(k, cd.record.text) for k in measured_kinds):
            continue  # "20ft container internal volume, m3 and cu ft?" is no question a 20ft booking's dates answer
        # (a record holding the value asked for by name needs no more similarity than one sharing three terms)
        low_floor = SIM_FLOOR if cover < LEXICAL_COVER and not valued else LEXICAL_SIM_FLOOR
        if sim >= DIRECT_STRONG or (sim >= low_floor and cover >= 1 and support >= floor):
            direct.append((cd, sim, toks, len(toks & names), cover, support))
        elif valued and sim >= low_floor:
            # the value asked for by name, of the thing the turn names: what else the record says is beside the point
            direct.append((cd, sim, toks, len(toks & names), cover, max(support, floor)))
        elif asked_terms and asked_terms <= toks and sim >= FULL_COVER_SIM and not (
                tc.task and not (tc.requesting and not tc.producing)):  # ("... pls" asks for a value)
            # every term of a short question, a code or a name among them, in one record ("gw117 nominal +
            # where's it kept" and "Golden wafer GW-117 ...: 102.3 nm oxide nominal, kept in cabinet MC-3"):
            # the words say what the similarity of so few of them cannot
            direct.append((cd, sim, toks, len(toks & names), cover, max(support, floor)))
        elif ratio_counted and sim >= SIM_FLOOR and cover >= 1 and PEOPLE_COUNTED.search(cd.record.text) \
                and not re.search(RATIO_WORDS, cd.record.text):
            direct.append((cd, sim, toks, len(toks & names), cover, support))
        elif unknown and sim >= low_floor and cover >= 1 and support >= floor - UNKNOWN_RELIEF:
            near.append((cd, sim, toks, len(toks & names), cover, support))
    # "is it still tues/thurs?" checks days the record may correct: other days do not mislead there
    # (how the user signs what they write, "sign off as 'Priya Nair, Partnerships'", answers no question of
    # approval, "can I just say yes and sign it off?", and binds only a task that writes)
    if "writing" not in tc.triggers and not SIGN_OFF_AS.search(turn) \
            and not re.search(r"\bsignature\b|\bhow (?:do|should|shall|did) (?:i|we) sign\b", turn_low):
        direct = [d for d in direct if not SIGN_OFF_AS.search(d[0].record.text)]
    # (a day something else is due by, "rag rate per tonne atm? board report due fri", is not the day asked about)
    turn_days = set() if CHECKING.search(turn_low) else calendar.turn_when(DUE_DAY.sub(" ", turn)).weekdays
    if turn_days and today is not None and len(turn_when.span) > 1:
        # (a stretch named by the weekdays at its ends, "Mon 21 to Sun 27 Sept", takes every weekday between)
        turn_days = turn_days | {x.weekday() for x in (calendar.ahead(d, mo, today) for d, mo in turn_when.span) if x}
    latest_year = max((int(y) for t in [subject] + [cd.record.text for cd in candidates] for y in YEAR.findall(t)),
                      default=0)

    # a turn about the present year ("what a double costs this year") and a record labelled by an earlier
    # year at its head ("2042 rates: ..."): the record speaks of a past year even with no newer rival
    # (a question in another language that names no year asks about the present round too: the English
    # words for "this year" cannot be read there)
    # (a turn that sets a near day, "next week", "on Thursday", is about the present round as well)
    this_year = today is not None and (bool(THIS_YEAR.search(subject)) or ("?" in turn and not _english(turn))
                                       or bool(turn_when.span)) \
        and not YEAR.search(subject)

    def historical(text: str) -> bool:
        label = YEAR_LABEL.match(text)
        # (a record of the year the turn is in, "Events budget left for 2026", is no past round beside next year's)
        return (bool(HISTORICAL.search(ASIDE.sub(" ", text) if IN_FORCE.search(text) else text))
                or any(int(y) < latest_year and (today is None or int(y) < today.year) for y in YEAR_IN.findall(text))
                or (this_year and label is not None and int(label.group(1)) < today.year)
                or (today is not None and any(int(y) < today.year for y in ENDED_UNTIL.findall(text)))
                # "On Yuki's 2033 show the cap was CAD 6,000": an earlier year, told in the past tense
                or (today is not None and bool(PAST_TELLING.search(text))
                    and any(int(y) < today.year for y in YEAR_IN.findall(text)))
                or (today is not None and bool(PAST_TOLD.search(text))
                    and any(int(y) < today.year for y in PAREN_YEAR.findall(text))))

    rec_id_of = {cd.record.text: cd.record.id for cd in candidates}
    about_of = {cd.record.text: cd.record.about_principal for cd in candidates}
    # A number the turn gives bare ("what time does 72 come off line?") names the unit of that number when the
    # candidates number several of one kind ("Helimed 71", "Helimed 72"): the others are other units
    unit_idents: dict[str, set[str]] = {}
    for cd in candidates:
        for head, ident in _units(cd.record.text):
            unit_idents.setdefault(head, set()).add(ident)
    typed = {ident for head, ident in _units(subject, typed=True) if head in unit_idents}
    unit_subject = subject + "".join(
        f" {head.title()} {n}" for head, ids in unit_idents.items() if len(ids) >= 2
        for n in {m.group(1) for m in BARE_NUMBER.finditer(turn)} - typed if n in ids)

    ex = TURN_EXCLUDES.search(turn)
    if ex and ex.group(1).split()[-1].lower() not in NOT_EXCLUDING:
        excluded, kept = specific_tokens(ex.group(2)), specific_tokens(ex.group(1))
    else:
        excluded, kept = set(), set()
    feature = WITH_THE.search(turn) if not tc.task else None
    featured = specific_tokens(feature.group(1).replace("-", " ")) if feature else set()
    subject_specific = specific_tokens(subject)

    turn_fives = {_five(w) for w in cues.WORD.findall(subject)}
    # the places the turn puts its work at: "3 new graves at eastfield", "a delivery to Elland"
    # (a name: written with a capital, or a word the embedding model's vocabulary lacks, "eastfield"; not "to the team")
    turn_places = {_five(m.group(1)) for m in PLACE_AFTER.finditer(subject)
                   if m.group(1)[:1].isupper() or m.group(1).lower() not in language.vocabulary()}

    def closed_elsewhere(rec) -> bool:
        """A named place out of use that the turn does not name, when the turn names another place by the name
        other records open with ("Old Road Cemetery is closed for new graves" for "3 new graves at eastfield", beside
        "Eastfield grave depths: ..."): the other place's closure."""
        # (a place is closed or shut; a hoist "out of service" or a van "off the road" is no other place)
        thing = calendar.out_of_use_subject(rec.text) if calendar.OUT_OF_USE_RX.search(rec.text) \
            and PLACE_CLOSED.search(rec.text) else ""
        closed_at = _lead_caps(thing) if thing else set()
        return bool(closed_at) and not closed_at & turn_fives and any(
            (_lead_caps(o.text) & turn_places) - closed_at for o in (x.record for x in candidates) if o.id != rec.id)

    named_fives = {w.lower()[:5] for w in cues.WORD.findall(subject)} - hearsay
    cand_fives = {cd.record.text: {w.lower()[:5] for w in cues.WORD.findall(cd.record.text)} for cd in candidates}

    def led_from_elsewhere(text: str) -> bool:
        """A record led by a place's name the turn does not name (or names only as hearsay), beside a rival on
        the same thing led by another name that the user's other records keep naming and this one's never: the
        other place's way ("At the Glan Taf unit, Isolator 4 is the monoclonal antibody isolator" beside "At HVUH,
        Isolator 3 is used for monoclonal antibodies ..." for "mabs go iso 3 or iso 4 here?? new locum from glan
        taf says 4"; "Shaw Road's tyre deal with Tyreserv" beside "HL tyres: Tyreserv North ..." for "tyreserv ppk
        rate for us?")."""
        lead = _place_lead(text)
        if not lead or lead & named_fives:
            return False
        words = {t for t in specific_tokens(text) - TEMPORAL if not t.isdigit()}
        for o in candidates:
            other = o.record.text
            if other == text or o.record.about_principal:
                continue  # (the user's own, "Rafael asked that when he is unsure ...", is led by no place)
            olead = _place_lead(other) - own_names
            if not olead - lead or not lead - olead or olead & hearsay:
                continue
            if len({t for t in specific_tokens(other) - TEMPORAL if not t.isdigit()} & words) < TIED_SHARED:
                continue
            if lead <= hearsay:
                return True  # the place the turn names only as where a differing claim comes from
            home = sum(1 for x, f in cand_fives.items() if x not in (text, other) and (olead - lead) & f)
            away = sum(1 for x, f in cand_fives.items() if x != text and (lead - olead) & f)
            if own_side and home >= HOME_MIN and not away:
                return True
        return False

    # (read once: the capitalised words of every candidate, and the names most of them carry)
    caps_of = {cd.record.id: _capital_fives(cd.record.text) for cd in candidates}
    # (the owner written in another candidate, in any case: the user's own organisation ("T&L's public liability ...")
    # or a common word ("Wreath workshop: ..." beside "Kids' wreath session"), not another body's name)
    every_text = {cd.record.id: cd.record.text for cd in candidates}
    common_fives = {n[:5] for n in common_names_of(candidates)}

    def led_by_other(text: str) -> bool:
        """A rule led by another body's or site's name the turn does not name, written with no article ("Antwerp
        terminal shift managers may approve up to 12 overtime hours", "Brightcap's ATP pass limit is below 300
        RLU"), beside the same rule unqualified ("The shift manager may approve up to 8 ..."): that other one's."""
        if about_of.get(text):
            return False  # (the user's own: "Keanu's own offshore medical")
        other_lead = BARE_SITE_LEAD.match(text) or OWNER_LEAD.match(text) or LEADING_SITE.match(text)
        # (a name no other candidate carries: the user's own organisation's is written across their records,
        # "Wavelength's ... report" beside "Wavelength 96.3 ..."; nor a code, "KQ26 site grid")
        if not other_lead or (owner := unpossessed(other_lead.group(1))).lower() in SITE_ADJECTIVES \
                or any(ch.isdigit() for ch in owner) \
                or any(rid != rec_id_of.get(text) and owner.lower()[:5] in caps for rid, caps in caps_of.items()) \
                or any(rid != rec_id_of.get(text) and re.search(rf"(?<![\w&]){re.escape(owner)}(?![\w&])", other, re.I)
                       for rid, other in every_text.items()) \
                or owner.lower() in cues.COMMON_CAPITALISED or owner.lower()[:5] in turn_fives \
                or owner.lower()[:5] in common_fives \
                or (own_names and _names_in(text) & own_names) or _names_in(text) & names_in_turn:
            return False  # (nor one naming what the turn names: "Northlight's usual supplier is Stagecraft North")
        words = {t for t in specific_tokens(text) - TEMPORAL if not t.isdigit()}
        # (a rival on the same thing: it holds every word of the turn's this one holds, "crane 3" and "crane 3")
        asked = {t for t in words & anchors if not any(ch.isdigit() for ch in t)}
        if not asked:
            return False
        # (and the turn's codes it holds: "Kelsby's 271 ..." has no rival in "Defect reports to Fleet ...")
        asked |= {t for t in specific_tokens(text) & anchors if any(ch.isdigit() for ch in t)
                  and (len(t) >= 3 or not t.isdigit())}
        # (the rival is the user's own: unqualified, and not setting itself apart, "(a different station Nadia mentors)")
        return any(o.id != rec_id_of.get(text) and not (BARE_SITE_LEAD.match(o.text) or OWNER_LEAD.match(o.text)
                                                        or LEADING_SITE.match(o.text) or site_place(o.text)
                                                        or OWNED_LEAD.match(o.text) or ELSEWHERE.search(o.text)
                                                        or set_apart(o.text))
                   and len({t for t in specific_tokens(o.text) & words if t not in TEMPORAL}) >= TIED_SHARED
                   and asked <= specific_tokens(o.text)
                   for o in (cd.record for cd in candidates))

    # names opening records told apart by a place ("St Wilfrid's, Halifax console" and "St Wilfrid's, Harrogate
    # console")
    quals_of = [q for q in (qualified_lead(cd.record.text) for cd in candidates) if q]

    def other_of_name(text: str) -> bool:
        """Another of the name than the one the turn names by its place: the record opens with a name told apart by a
        place the turn does not name, beside a candidate of the same name told apart by a place it does."""
        mine = qualified_lead(text) if len(quals_of) >= 2 else None
        return bool(mine) and not set(mine[1].split()) <= turn_fives and any(
            q[0] & mine[0] and q[1] != mine[1] and set(q[1].split()) <= turn_fives for q in quals_of)

    def elsewhere(text: str) -> bool:
        """About another organisation or site than the user's, which the turn does not name: the
        record sets itself apart and names something the turn does not; or it is a named site's
        ("The Bristol hub ...") while the turn names another site of that kind ("the Leeds hub")."""
        if excluded and specific_tokens(text) & excluded and not specific_tokens(text) & kept:
            return True  # what the turn itself sets aside: "... the kestleford one not dunmere"
        if other_of_name(text):
            return True  # "harrogate stop faces ...?" and "St Wilfrid's, Halifax console: drawstop faces are bone"
        if other_numbered(text, subject):
            return True  # another of the numbered series: "WF-26152-2" for "26152-1"
        if featured and any(featured <= specific_tokens(m.group(1).replace("-", " ")) for m in LACKS.finditer(text)):
            return True  # one without the feature the question picks its thing out by
        for m in LACKS_FEATURE.finditer(text):
            # ... or without a feature the turn names its thing by ("our climate van"), which another candidate has
            lacked = specific_tokens(m.group(1).replace("-", " ")) & subject_specific - TEMPORAL
            if lacked and any(o.text != text and lacked & specific_tokens(LACKS_FEATURE.sub(" ", o.text))
                              for o in (cd.record for cd in candidates)):
                return True
        # (not a name told only where the record sets itself apart: "(where Tomasz helps some Saturdays)")
        if own_names and _names_in(ELSEWHERE.sub(" ", text)) & own_names:
            return False  # a site's rule that names the user acting in it ("At HAS Manchester, ...; Ines can approve
            # up to £1,200 herself") is the user's own site's
        lead = SITE_LEAD.match(text)
        if own_names and lead and not _names_in(lead.group(0)) & _names_in(subject):
            # ... and the same rule at another site the turn does not name ("At the HAS East Midlands (EMA) station,
            # extra crew callouts over £800 ...") is that other site's
            words = {t for t in specific_tokens(text) - TEMPORAL if not t.isdigit()}
            if any(o.text != text and SITE_LEAD.match(o.text) and _names_in(o.text) & own_names
                   and len(specific_tokens(o.text) & words) >= TIED_SHARED for o in (cd.record for cd in candidates)):
                return True
        site = LEADING_SITE.match(text)
        if site and named_subject(text, subject) and re.search(rf"\b[A-Z][\w'’-]+ {site.group(2)}\b", subject):
            return True
        if BRANCH_OF.match(text) and named_subject(text, subject):
            return True  # "At Pacific Gate's Laredo office, ...": a branch the turn does not name
        if site and named_subject(text, subject) and any(
                o.id != rec_id_of.get(text) and not (LEADING_SITE.match(o.text) or BRANCH_OF.match(o.text)
                                                     or OWNED_LEAD.match(o.text) or ELSEWHERE.search(o.text))
                and (_is_rule(o.text) or cues.CONSTRAINT_FORM.search(o.text))
                and len({t for t in (specific_tokens(o.text) & specific_tokens(text)) - TEMPORAL
                         if not t.isdigit()}) >= TIED_SHARED
                for o in (cd.record for cd in candidates)):
            return True  # "At the Semarang depot, only shipments above ..." beside the user's own rule on it
        owners = OWNERS_SITE.match(text)
        if owners and owners.group(1).lower()[:5] not in {w.lower()[:5] for w in cues.WORD.findall(subject)} and any(
                o.id != rec_id_of.get(text) and not (site_place(o.text) or OWNED_LEAD.match(o.text) or ELSEWHERE.search(o.text))
                and len({t for t in (specific_tokens(o.text) & specific_tokens(text)) - TEMPORAL
                         if not t.isdigit()}) >= TIED_SHARED
                for o in (cd.record for cd in candidates)):
            return True  # "At the co-op's Kauri Bend plant, tankers dipping above 6 °C are rejected" beside the user's
            # own rule on tankers above 7 °C
        if (own_side or hearsay) and led_from_elsewhere(text):
            return True
        if led_by_other(text):
            return True
        place = site_place(text)
        if place and place.lower()[:5] not in {w.lower()[:5] for w in cues.WORD.findall(subject)}:
            asked_codes = {x.lower() for x in CODE.findall(text)} & {x.lower() for x in CODE.findall(subject)}
            words = {t for t in specific_tokens(text) - TEMPORAL if not t.isdigit()}
            # (a record that sets itself apart, "... but is not the lab's", is no unqualified rival)
            rivals = (o for o in (cd.record for cd in candidates)
                      if o.id != rec_id_of.get(text) and not site_place(o.text) and not OWNED_LEAD.match(o.text)
                      and not ELSEWHERE.search(o.text) and not ((own_side or hearsay) and led_from_elsewhere(o.text)))
            same_thing = any(
                asked_codes & {x.lower() for x in CODE.findall(o.text)}
                or (len(specific_tokens(o.text) & words) > TIED_SHARED and bool(specific_tokens(o.text) & anchors))
                for o in rivals)
        else:
            same_thing = False
        if same_thing:
            # "The Łódź plant's die-cutter DC1 ...", "Freezer F3 in the Chemistry building's cold room", "At Kestrel
            # Ridge, the logistics lead ..." beside a record of the same thing that names no place, for a turn that
            # names none either: the same thing at another site; the user's own is the one unqualified
            return True
        if ENV_LIVE.search(subject) and ENV_TRIAL.search(text) and not ENV_LIVE.search(text):
            return True  # "slurm version on the prod clusters?" and "The beryl-dev test cluster runs Slurm 25.05"
        # (a code in an example the record gives, "(e.g. 'C4 – Biscuit')", is not what the record is about)
        plain = EXAMPLE_GIVEN.sub(" ", text)
        if other_code(plain, subject) or other_unit(plain, unit_subject):
            return True  # another aircraft, machine, furnace or position than the one the turn names
        return set_apart(text)

    def set_apart(text: str) -> bool:
        """The record says in so many words that it is about another organisation or place than the user's
        ("a sister site", "an unrelated client", "the lab across the corridor"), and the turn names it not."""
        rec_names = _names_in(text)
        # (a neighbour told of in an aside, "(primary school next door)", sets nothing apart; one that says it is
        # another business, "(separate company next door)", does)
        text = NEIGHBOUR_ASIDE.sub(lambda m: m.group(0) if SEPARATE_BODY.search(m.group(0)) else " ", text)
        head_apart = ELSEWHERE_HEAD.search(text.split(";")[0])
        if head_apart and re.match(r"\s*(?:each|every)\b", text, re.I):
            head_apart = None  # "Each hire boat has its own fuel card": one apiece of the user's own, no other place's
        if head_apart and about_of.get(text):
            head_apart = None  # "Rangi's own diving medical ...", "Hana works on Tokyo time ... while visiting the
            # partner handler": the user's own doings, not another place's (what sets them apart in so many words,
            # "looking for a job at another company", still does)
        # (what the record's head says it is not, when the turn names that head: "Kirkgate House is an office block
        # in Wakefield (not the Leeds infirmary)" for "Kirkgate House rang at 19:40")
        disowned = _lead_caps(text) & names_in_turn
        # (not one that says whose it is not: "(not Zofia's area)", "(not our engineer)")
        # (nor one that only sets one person against another, the noun left out: "needs Joanne Blackwood's signature
        # (not Marcus Ellery's)")
        apart = any(not (disowned and m.group(0).lstrip(" (").startswith("not ")
                         and not re.search(r"['’]s\b|\b(?:ours|hers|his|theirs|our|my|their|your)\b", m.group(0)))
                    and not (ELLIPTICAL_NOT.match(m.group(0).strip(" ()"))
                             and re.search(r"['’]s [\w-]+\s*$", text[:m.start()]))
                    for m in ELSEWHERE.finditer(text)) \
            or bool(head_apart)
        # (a place named by a code counts too: "At sister site SLO-1, Hall C runs N+1" for "hall c: 2N or N+1?")
        own_codes = {x.lower() for x in CODE.findall(text.split(",")[0])} - {x.lower() for x in CODE.findall(subject)}
        # (and a numeral after a name the turn names without it: "Girl Isla II" for "Jamie on Girl Isla")
        own_codes |= set(re.findall(r"(?<=[a-z] )(?:II|III|IV|VI|VII|VIII)\b", text.split(",")[0])) \
            - set(re.findall(r"\b[IVX]{2,4}\b", subject))
        # (and the body a partner head names: "Dundee partner facility's ...", its name opening the sentence)
        partner = PARTNER_HEAD.match(text)
        return apart and not ELSEWHERE.search(subject) and not ELSEWHERE_HEAD.search(subject) \
            and (not rec_names or bool(rec_names - names_in_turn) or bool(own_codes)
                 or bool(partner and _lead_caps(partner.group(0)) - names_in_turn))
    day_misleading: set[str] = set()  # as an answer it speaks of other days; as a constraint it may collide

    turn_shift = {next(g for g in m.groups() if g).lower() for m in TURN_SHIFT.finditer(turn)}

    def wrong_day(text: str) -> bool:
        if WEEKDAY_DEADLINE.search(text):
            return False  # a weekly cycle with its deadline ("meets Thursdays; papers by Tuesday noon") binds any day
        if (tc.task or acting) and RECURRING_DAYS.search(text) and {
                t for t in specific_tokens(text) & specific_tokens(prose) - TEMPORAL - names if not t.isdigit()}:
            return False  # what runs only on some weekdays ("the delivery run is Tuesdays and Fridays") binds a task
            # that would use it on another ("OK to put it on the van?" for Thursday)
        # (a weekday leading a date that bounds a stretch, "on leave from Saturday 4 April to Saturday 11 April", names
        # a day of the calendar, not one of every week: the stretch speaks for it; a single dated day, "booked Mon 9
        # Nov, out of the water all that day", is still another day than the turn's)
        stretch = DATED_WEEKDAY.search(text) and calendar.stretches(calendar.record_rules(text, today=today))
        rec_days = calendar.weekdays_in(DATED_WEEKDAY.sub(" ", text) if stretch else text)
        if turn_days and rec_days and not (turn_days & rec_days):
            return True
        # a thing out of use on a coming day other than the day the turn names ("Rescue 1 is booked in ... on Tue 27
        # Jan for service and MOT, off the road" for a route in R1 tonight, the 13th)
        named_days = {(d, mo) for d, mo in turn_when.days if mo}
        if named_days and today is not None and calendar.OUT_OF_USE_RX.search(text):
            rules = calendar.record_rules(text, today=today)
            if rules.dates and not calendar.stretches(rules) and not rules.dates & named_days:
                return True
        # the day shift's holder for a question about tonight ("the night-shift supervisor is ...")
        rec_shift = {next(g for g in m.groups() if g).lower() for m in RECORD_SHIFT.finditer(text)}
        return bool(len(turn_shift) == 1 and rec_shift and not (rec_shift & turn_shift))

    direct = [d for d in direct if not wrong_day(d[0].record.text)] + [d for d in direct if wrong_day(d[0].record.text)]
    # what speaks of another day or an earlier time cannot be the best answer, only a misleading rival
    near = [d for d in near if not wrong_day(d[0].record.text) and not elsewhere(d[0].record.text)
            and not (historical(d[0].record.text) and not historical(turn))]
    if not direct and near:
        # only the one best-supported record that speaks of the turn's own time and place, and only
        # when nothing else answers
        direct = [max(near, key=lambda d: d[5])]
    # a question asking who ("who do i send copy to for a legal read on sat?") that only records naming no one answer
    # ("any story on active criminal proceedings ... needs a legal read"): the one just short of the floor that names
    # someone is the answer it asks for (and the others are set aside below as holding no one)
    # (who as the question's word, not a relative pronoun: "What do we bill a commercial organiser who needs two days
    # of closures?" asks for a sum)
    person_asked = english_turn and "?" in turn and "person" in asking.asks_for_in_english(turn) \
        and bool(WHO_ASKS.search(turn))
    if person_asked and direct and near and not any(asking.holds("person", d[0].record.text) for d in direct):
        named_near = [d for d in near if asking.holds("person", d[0].record.text)]
        if named_near:
            direct.append(max(named_near, key=lambda d: d[5]))
    if not direct and (re.search("[?？؟]", turn) or tc.recall) and not general and not definitional and not recommending \
            and not why_asked \
            and not (_english(turn) and language.in_english(turn)):
        # A question in another language than the embedding model reads ("Σε ποια θέση πάει το Kalliopi G;",
        # "Lesen LKM kita sah sampai bila?"): similarity says little, the names, codes and long shared words
        # (cognates: "bronzu" and "bronze") say more. The one record that shares the most of them answers,
        # when it shares a name or code, or two such words.
        # (a name alone, "Nicolò prepares it tomorrow", is no tie unless the record is near the turn or is
        # about whom it names at its head, "Technician Burak Şen's certificate ..."; a code
        # or an acronym is; a record headed by an earlier year than today's is an old round of the answer)
        marks, codes = foreign_marks(turn), foreign_marks(turn, codes_only=True)
        asked = asking.asks_for(turn) if ASKING else set()
        long_words = {stem(w.lower())[:5] for w in cues.WORD.findall(turn) if len(w) >= ASKING_LONG_WORD}
        # (and the English words the turn's own words gloss as: "prasy taśmowej" is a "press")
        glossed_words = {t for t in glossed if len(t) >= 5}
        # the question's first word is a name when a record names it ("Jordi est-il disponible ...?")
        first = cues.WORD.findall(turn)[:1]
        opener = specific_tokens(first[0]) if first and first[0][:1].isupper() \
            and first[0].lower() not in cues.COMMON_CAPITALISED else set()
        said = said_words(candidates) if SAID_WORDS else {}
        picks = []
        for cd, sim, toks in live + heard:
            rec = cd.record
            label = YEAR_LABEL.match(rec.text)
            if rec.about_principal or wrong_day(rec.text) or elsewhere(rec.text) \
                    or (historical(rec.text) and not historical(turn)) \
                    or (label and today is not None and int(label.group(1)) < today.year) \
                    or (HEARSAY.search(rec.text) and not HEARSAY_ASKED.search(turn)) \
                    or (rec.status == c.RECORD_STATUS_UNCONFIRMED and HOW_TO_ASKED.search(turn)
                        and not HEARSAY_ASKED.search(turn)):
                continue  # (nor a rumour, for a question asking nothing said or heard: "Crew-room rumour: Nordvia
                # might replace its E195s" for "O Nordvia das 07:15 precisa de Type IV hoje?")
            own = {t for t in toks & anchors if t not in TEMPORAL and (len(t) >= 5 or t in marks)}
            # (a code the record holds only inside a longer one names another thing: "LGA-R4" is not "R4")
            own -= {t for t in own & codes if embedded_only(t, rec.text, turn)}
            # (five letters in common are no tie across languages when the words part after them: "comprando" is
            # no "compressor")
            own = {t for t in own if t in codes or t in marks or prefix_tie(t, turn, rec.text)}
            # cognates spelt a little apart ("tratores" and "tractors", "limite" and "limits")
            own |= cognates(turn, rec.text) - TEMPORAL - own
            # the user's own long words of the record's evidence turn count as shared words, never as a
            # name or a code (a capitalised German noun is not a name)
            shared = own | {t for t in said.get(rec.id, set()) & anchors if t not in TEMPORAL
                            and prefix_tie(t, turn, rec.evidence_text or "")}
            lead = _lead_caps(rec.text) | _lead_caps(rec.text, stemmed=True)
            strong = len(shared) >= 2 or bool(own & codes) or bool(own & marks and (sim >= FOREIGN_NAME_SIM or own & marks & lead))
            # a record holding the kind of answer the question asks for ("bis wann" and a date) needs only one
            # name, one of the user's own words, or one long word in common ("fertirrigar", "fertigation"),
            # and comes after any record tied more strongly
            fits = bool(asked) and any(asking.holds(k, rec.text) for k in asked)
            # (a glossed word ties only a record holding every kind of answer asked, one of them more than a bare
            # number, and said as a fact: "when ...?" and a record with the day, not "how long ...?" and any figure)
            glossed_tie = glossed_words if asked - {"number"} and all(asking.holds(k, rec.text) for k in asked) \
                and not UNCONFIRMED_WORDS.search(rec.text) else set()
            if strong or (fits and shared & (marks | long_words | glossed_tie | (said.get(rec.id, set()) & shared)
                                             | (opener & _names_in(rec.text)))):
                picks.append((strong, fits, len(own & marks), len(shared), sim, cd, toks))
        picks.sort(key=lambda p: p[:5], reverse=True)
        if picks and (len(picks) == 1 or picks[0][:4] > picks[1][:4]):
            _s, _f, _m, n_shared, sim, cd, toks = picks[0]
            direct = [(cd, sim, toks, len(toks & names), n_shared, floor)]
    if not direct and unknown and (_english(turn) or language.in_english(turn)):
        # The host's draft says it lacks the user's fact, and the question names a unit by its code ("Any word
        # on when K3 is back on the road?"): the one record that names that code answers it, however little
        # else it shares with the turn (never one of another place or an earlier time).
        # (or names a person or place, typed in any case, "when's gareth coming out?": the one record that
        # names them answers it, when no other record names anyone the turn names)
        codes = set(CODE.findall(subject))

        def fair_pick(cd) -> bool:
            return not cd.record.about_principal and not wrong_day(cd.record.text) and not elsewhere(cd.record.text) \
                and not historical(cd.record.text) and not other_code(cd.record.text, subject)
        picks = [(sim, cd, toks) for cd, sim, toks in live if codes & set(CODE.findall(cd.record.text)) and fair_pick(cd)]
        if not picks and tc.question:
            # (a name the draft itself writes as one, "I don't have Gareth's visit ...": "patient" in a turn is no
            # "Patient Participation Group")
            # (the turn may type it in lower case, "gareths number?")
            draft_names = {n for n in _names_in(draft) if n in names_in_turn or re.search(r"\b" + re.escape(n), turn_low)}
            # (a namesake a record sets apart, "(not a Brightwork rigger)", names no one the turn asks about)
            named = [(sim, cd, toks) for cd, sim, toks in live
                     if (_names_in(cd.record.text) | _lead_caps(cd.record.text)) & draft_names
                     and not (set_apart(cd.record.text) and elsewhere(cd.record.text))]
            picks = [p for p in named if fair_pick(p[1]) and p[0] >= NAME_ONLY_SIM] if len(named) == 1 else []
        if len(picks) == 1:
            sim, cd, toks = picks[0]
            direct = [(cd, sim, toks, len(toks & names), len(toks & anchors), floor)]
    # Two direct answers on like things ("The Hollins Farm traps are old Clayhawk CH-90s ..." and "Clayhawk traps at
    # Kestrel Ridge: replace the main spring every 40,000 throws ..."), one naming the place the turn names ("hollins
    # stand 3 trap ...") and the other set at another place by name: that other is about another place's things
    if len(direct) >= 2:
        turn_fives = {w[:5] for w in cues.WORD.findall(turn_low)}
        # (names the dictionary does not know, as the turn types them: "hollins", not "room")
        place_names = {w[:5] for w in cues.WORD.findall(turn_low) if len(w) >= 4 and w not in language.vocabulary()} \
            & names_in_turn

        def heads_of(text: str) -> set[str]:
            return {w.lower()[:5] for w in cues.WORD.findall(text)}
        here = [d for d in direct if (_names_in(d[0].record.text) | _lead_caps(d[0].record.text)) & place_names]
        for d in [d for d in direct if d not in here] if here else []:
            at = {w.lower()[:5] for m in AT_PLACE.finditer(d[0].record.text) for w in m.group(1).split()}
            if at and not at & turn_fives and not heads_of(d[0].record.text) & place_names \
                    and any(specific_tokens(d[0].record.text) & specific_tokens(h[0].record.text) - TEMPORAL for h in here):
                direct.remove(d)
                out[d[0].record.id] = Judgement(d[0].record.id, False, c.REASON_CODE_POTENTIALLY_HARMFUL,
                                                "set at another place than the one the turn names, beside an answer on"
                                                " that one: would mislead")
    if measured_kinds and not tc.task:
        # (nor does any fallback's pick that holds no figure in the units asked)
        direct = [d for d in direct if all(holds_units(k, d[0].record.text) for k in measured_kinds)]
    fair = [d for d in direct if not wrong_day(d[0].record.text) and not elsewhere(d[0].record.text)
            and not (historical(d[0].record.text) and not historical(turn))]
    # A question about the present ("when's the open day this year?", "when is the last concert of
    # the season?") that names no year and no past time is about the current round of something.
    present = bool((tc.question or tc.task) and today is not None and not YEAR.search(turn) and PRESENT_TIME.search(turn)
                   and not PAST_TURN.search(turn))
    if LATEST.search(turn) or present:
        # of several dated answers, only the newest answers "the latest"; older ones would mislead
        # (for a question about the present, only those whose years are all before the turn's year)
        dated = {d[0].record.id: max(int(y) for y in YEAR.findall(d[0].record.text)) for d in direct
                 if YEAR.search(d[0].record.text)}
        if len(dated) >= 2:
            newest = max(dated.values())
            older = {rid for rid, y in dated.items() if y < newest
                     and (LATEST.search(turn) or (today is not None and y < today.year <= newest))}
            fair = [d for d in fair if d[0].record.id not in older]
            for d in direct:
                if d[0].record.id in older:
                    out[d[0].record.id] = Judgement(
                        d[0].record.id, False, c.REASON_CODE_POTENTIALLY_HARMFUL,
                        "an older dated record than the latest the turn asks for: would mislead" if LATEST.search(turn)
                        else "dated before the turn's year while a newer record answers: would mislead")
            direct = [d for d in direct if d[0].record.id not in older]
    if today is not None and not YEAR.search(subject) and not EARLIER_ROUND.search(turn):
        # A question that names no year and no earlier round ("how did the campaign come out in the
        # end?", "what class did we give bearing B2?") asks about the newest round of what it names: of
        # two dated answers about the same thing (three words of substance in common), the one of an
        # earlier year, over before today, would mislead ("Harbourside's April 2048 order" beside their
        # order due in 2049). (One still to come is no earlier round: "Kōtuku II's survey is due on
        # 2048-12-14" beside Kōtuku III's, due in 2049, is another boat's.)
        dated = {d[0].record.id: (max(int(y) for y in YEAR.findall(d[0].record.text)), d[2],
                                  _over_before(d[0].record.text, today)) for d in direct if YEAR.search(d[0].record.text)}
        text_of = {cd.record.id: cd.record.text for cd in candidates}
        older = {rid for rid, (y, toks, over) in dated.items() if over and any(
            y < oy and len({t for t in toks & otoks if t not in TEMPORAL and not any(ch.isdigit() for ch in t)}
                           - PAIR_NOISE) >= SAME_ROUND_SHARED
            and not other_named(text_of[rid], text_of[orid], names_in_turn)
            for orid, (oy, otoks, _) in dated.items() if orid != rid)}
        for rid in older:
            out[rid] = Judgement(rid, False, c.REASON_CODE_POTENTIALLY_HARMFUL,
                                 "an earlier round of what a newer record answers, and the turn names no year: would mislead")
        fair = [d for d in fair if d[0].record.id not in older]
        direct = [d for d in direct if d[0].record.id not in older]
    # A question asking, by its English question word, for a time or a number ("when ...", "at what level
    # ...") is answered by a record that holds one: when some of the direct answers do, the others (a
    # state with a date, "has been at Amber since 2027-03-03", for "at what level does it tip into Amber?")
    # are set aside.
    # (read in the turn's questions, not in what it tells beside them: "enviro chem acct no and debs number? need
    # to chase when theyre actually coming" asks for two numbers, not a time)
    kinds = asking.asks_for_in_english(asked_sentences(turn)) & {"time", "number"} \
        if _english(turn) and "?" in turn else set()
    # (so is a question asking who, by a record naming someone)
    kinds |= {"person"} if person_asked else set()

    def warned_named(text: str) -> bool:
        """A prohibition on someone or something the turn names, on a thing the turn names too."""
        named = (_names_in(text) | _lead_name(text)) & names_in_turn
        return bool(FORBIDS.search(text)) and bool(named) and (len(named) >= 2 or any(
            len(t) >= 5 and t not in TEMPORAL and not t.isdigit()
            for t in specific_tokens(text) & specific_tokens(subject) - names - names_in_turn))

    def keep_holders(fair, direct, holds, asked: set[str], asker: str):
        """Of several fair answers, those holding what is asked for; the others set aside with the reason."""
        # (a warning that what the turn is about to do must never be done to one it names stays, number or not: "Teifi
        # had a severe reaction to Depocillin ...; never give him penicillin" for "how many ml of Depocillin for Teifi?")
        holders = [d for d in fair if holds(d[0].record.text) or warned_named(d[0].record.text)]
        if not holders or len(holders) == len(fair):
            return fair, direct
        for d in fair:
            if d not in holders:
                out[d[0].record.id] = Judgement(d[0].record.id, False, c.REASON_CODE_INSUFFICIENT,
                                                f"holds no {' or '.join(sorted(asked))}, which the {asker} asks for")
        return holders, [d for d in direct if d in holders or d not in fair]

    if kinds and len(fair) > 1:
        fair, direct = keep_holders(fair, direct, lambda text: all(
            asking.holds_count(text) if k == "number" else asking.holds(k, text) for k in kinds), kinds, "question")
    # ... and so is a question asking for a value by its name (a time zone, a registration, an account number, a
    # phone number, an email address), in any language: "whats the hiab's reg" is not answered by the hiab
    # driver's leave beside the fleet list
    if values and len(fair) > 1:
        fair, direct = keep_holders(fair, direct, holds_values, values, "turn")
    # "tool check times for my workshop?": of the units of one kind the answers name ("Workshop 2", "Workshop 4"),
    # the user's own is the one the candidates keep naming; an answer about another unit of that kind would mislead
    if len(fair) > 1 and (tc.possessive or tc.recall) and not _units(subject, typed=True):
        unit_counts: dict[tuple[str, str], int] = {}
        for cd in candidates:
            for u in set(_units(cd.record.text)):
                unit_counts[u] = unit_counts.get(u, 0) + 1
        home = {}
        for (head, ident), k in unit_counts.items():
            rivals_k = [k2 for (h2, i2), k2 in unit_counts.items() if h2 == head and i2 != ident]
            if k >= HOME_UNIT_MIN and rivals_k and all(k > k2 for k2 in rivals_k):
                home[head] = ident
        astray = {d[0].record.id for d in fair if any(
            head in home and ident != home[head] and (head, home[head]) not in _units(d[0].record.text)
            for head, ident in _units(d[0].record.text))}
        if astray and len(astray) < len(fair):
            for d in fair:
                if d[0].record.id in astray:
                    out[d[0].record.id] = Judgement(
                        d[0].record.id, False, c.REASON_CODE_POTENTIALLY_HARMFUL,
                        "about another unit of the kind than the user's own, "
                        f"{', '.join(f'{h.title()} {i}' for h, i in sorted(home.items()))}: would mislead")
            fair = [d for d in fair if d[0].record.id not in astray]
            direct = [d for d in direct if d[0].record.id not in astray]
    # an answer led by another place than the user's, which the turn names only as hearsay or leaves out while it
    # asks after its own side ("mabs go iso 3 or iso 4 here?? new locum from glan taf says 4"): it sets no bar for
    # the user's own answer
    if (own_side or hearsay) and len(direct) > 1:
        led_away = {d[0].record.id for d in direct if led_from_elsewhere(d[0].record.text)}
        if led_away and len(led_away) < len(direct):
            for d in direct:
                if d[0].record.id in led_away:
                    out[d[0].record.id] = Judgement(d[0].record.id, False, c.REASON_CODE_POTENTIALLY_HARMFUL,
                                                    "about another organisation or site than the turn names: would mislead")
            fair = [d for d in fair if d[0].record.id not in led_away]
            direct = [d for d in direct if d[0].record.id not in led_away]
    # an answer whose figures are all the turn's own ("Q1 2026/27 UDA delivery so far: 4,210 UDAs" for "Q1 came in at
    # 4,210 UDAs. if we keep that pace all year where do we land") tells the user what they just said: it sets no
    # bar for the records that hold what the turn lacks
    # (and no other number of its own but a date: "4 of 5 places booked" is news)
    turn_figures = set(FIGURE.findall(subject))
    turn_numbers = set(re.findall(r"\d[\d,.]*", subject))
    said_back = [d for d in fair if (f := set(FIGURE.findall(d[0].record.text))) and f <= turn_figures
                 and set(re.findall(r"\d[\d,.]*", DATED_NUMBERS.sub(" ", d[0].record.text))) <= turn_numbers]
    if said_back and len(said_back) < len(fair):
        for d in said_back:
            out[d[0].record.id] = Judgement(d[0].record.id, False, c.REASON_CODE_INSUFFICIENT,
                                            "gives back only the turn's own figures")
        fair = [d for d in fair if d not in said_back]
        direct = [d for d in direct if d not in said_back]
    # (an unconfirmed report, "Dan might raise the limit to £750; nothing decided", sets no bar for the confirmed
    # records that answer: the best of those is the one to beat)
    confirmed = [d for d in fair if d[0].record.status != c.RECORD_STATUS_UNCONFIRMED]
    best = max(confirmed or fair, key=lambda d: d[5], default=None) or max(direct, key=lambda d: d[5], default=None)
    if best is not None:
        # of answers about as well supported, one naming all the best one names of the turn's things and more, the
        # more being the turn's word for which of a kind it means ("The Nailsworth farm lease ... break clause"
        # beside "The Brimscombe unit lease ... break clause" for "farm lease break clause, when?"), is the best:
        # the other names another of the kind ("unit lease")
        fuller = [d for d in (confirmed or fair or direct) if d is not best and d[5] >= best[5] - RIVAL_MARGIN
                  and (best[2] & anchors) < (d[2] & anchors)
                  and other_of_kind(best[0].record.text, (d[2] - best[2]) & anchors, best[2] & anchors, prose)]
        if fuller:
            best = max(fuller, key=lambda d: (len(d[2] & anchors), d[5]))
    admitted_direct = set()
    priced_direct: dict[str, str] = {}  # direct answers whose price makes a total that crosses a rule's limit
    rivals = set()
    thin: set[str] = set()  # a weaker answer to the turn's question; a limit the turn crosses still binds it
    turn_stems = {stem(x.lower()) for x in cues.WORD.findall(prose)}

    def completes(rec, toks) -> str:
        """A weaker answer that carries a long word of the turn's the best one lacks and shares a two-word term
        with it ("Contextual offers (... care-experienced applicants) are two grades below the standard offer"
        beside "the BSc Computer Science standard offer is AAB", for a care-experienced applicant to Computer
        Science): the two answer together. Names no one the turn or the best answer does not."""
        best_text = best[0].record.text
        # (words of a kind, written small: a name the best answer lacks is another thing's, not a complement)
        longs = {w for w in cues.WORD.findall(rec.text) if len(w) >= LONG_WORD and w.islower() and w not in STOP}
        extra = {w for w in longs if stem(w) in turn_stems and stem(w)[:5] not in best[2] and stem(w)[:5] not in TEMPORAL}
        pairs = _term_pairs(rec.text) & _term_pairs(best_text)
        if not extra or not pairs or sim < SIM_FLOOR or _names_in(rec.text) - names_in_turn - _names_in(best_text):
            return ""
        return f"completes the best answer: {', '.join(sorted(extra))}, on its {' '.join(sorted(pairs)[0])}"

    def covers_absence(text: str) -> bool:
        """Someone's absence and who covers it, for a turn asking after that absence by the person's name ("C'est
        qui notre contact chez Lefèvre pendant les congés de Sylvie ?" and "Sylvie Marchand is off 20-24 April;
        Bastien Roux covers her desk"): the answer, however fewer of the turn's other things it names."""
        return bool((AWAY.search(text) or calendar.ABSENT_RX.search(text)) and COVER_NAMED.search(text)
                    and ABSENCE_ASKED.search(f"{prose} {english}") and (_names_in(text) | _lead_name(text)) & names_in_turn)

    # "How much is left in the tour pot once the coach and the hotel (£9,200) are paid?": the total what is left is
    # counted from answers beside the costs that come off it, not as a weaker rival of them
    left_of_total = bool(REMAINING.search(subject)) and has_amount(subject)
    def proper_name_in(text: str, five: str) -> bool:
        """The record names someone or something by a proper name that begins ``five``: a word the embedding model's
        vocabulary does not hold ("Dewi", "Hepworth"); not "Van 2", "Traffic" or "Women's"."""
        vocab = language.vocabulary()
        return any(w.lower()[:5] == five and w.lower() not in vocab and not w.lower().endswith(("'s", "’s"))
                   for w in re.findall(r"\b[A-Z][\w'’-]+", text))

    # (a name most candidates carry, the user's organisation's, ties nothing)
    common_names_all = common_names_of(candidates)
    for cd, sim, toks, named, cover, support in direct:
        rid = cd.record.id
        joins = completes(cd.record, toks) if support < best[5] - RIVAL_MARGIN and cd is not best[0] else ""
        if not joins and left_of_total and cd is not best[0] and TOTAL_BUDGET.search(cd.record.text) \
                and has_amount(cd.record.text) and cover >= 1:
            joins = "the total what is left is counted from"
        if not joins and cd is not best[0] and HOW_MANY_ASKED.search(subject) and RATIO_RULE.search(best[0].record.text) \
                and PEOPLE_COUNTED.search(cd.record.text) and not PEOPLE_COUNTED.search(subject) and cover >= 1 \
                and not re.search(RATIO_WORDS, cd.record.text):
            # "how many do i need for sat 30th at SVA, total": the ratio answers it with the count of people it is
            # applied to ("Sat 30 Jan: ... at Sowe Valley Arena; 5,000 seated + 1,200 standing")
            joins = "the count of people the ratio is applied to"
        if not joins and tc.task and cd is not best[0] \
                and same_lead(cd.record.text, best[0].record.text) and asking.holds("time", cd.record.text) \
                and not asking.holds("time", best[0].record.text):
            # what a task plans for, its dates beside its needs ("Junior Week runs 2026-10-19 to 2026-10-23 with 10
            # juniors" and "Junior Week needs: Eliza Moreno has coeliac disease ...", for its catering order)
            joins = "the dates of what the task plans, beside the best answer on it"
        if not joins and cd is not best[0] and PRICE_ASKED.search(subject) and calendar.sum_currencies(cd.record.text) \
                and not calendar.sum_currencies(best[0].record.text) and not calendar.sum_currencies(subject) \
                and cover >= 1 and sim >= SIM_FLOOR:
            # a turn asking two things, one of them what it costs ("can CES get it there today & what's it costing
            # us?"): the record that holds the price answers that part beside the best answer on the other
            joins = "the price the turn asks for, beside the best answer on the rest"
        if not joins and cd is not best[0] and asking.counts_back(best[0].record.text) \
                and not asking.counts_back(cd.record.text) and calendar.record_rules(cd.record.text, today=today).dates \
                and (_names_in(cd.record.text) & _names_in(best[0].record.text) & names_in_turn) and sim >= SIM_FLOOR \
                and BY_WHEN.search(subject):
            # (the day a deadline falls on is asked for, "by when?"; "how far ahead" asks only for the notice)
            # a notice the best answer counts back from a day ("haze booked with the house 48 h ahead; Düsseldorf is
            # especially strict"), and the day of what the turn names there ("Düsseldorf ... 20 Jan 2027"): "by when?"
            # takes both
            joins = "the day the best answer's notice counts back from"
        if not joins and cd is not best[0] and covers_absence(cd.record.text) and not covers_absence(best[0].record.text):
            joins = "the absence the turn asks after and who covers it, beside the best answer"
        if not joins and cd is not best[0] and rid in back_answers:
            joins = "when the one the question names is back, beside the best answer"
        if not joins and cd is not best[0] and REPLY_WHEN.search(subject) and (tc.task or tc.question) \
                and (_names_in(cd.record.text) | _lead_name(cd.record.text)) & names_in_turn \
                and (AWAY.search(cd.record.text) or asking.holds_value("zone", cd.record.text)) \
                and cd.record.status != c.RECORD_STATUS_UNCONFIRMED:
            # "message darren ... when will i hear back?" and "Darren Sheldon is in Florida until 14 Sep (5 hours behind
            # UK) and slow to reply": where and when the one written to can answer, beside the best answer on the rest
            joins = "when the one the turn writes to can answer, beside the best answer"
        if not joins and cd is not best[0] and sim >= SIM_FLOOR and not wrong_day(cd.record.text) \
                and not elsewhere(cd.record.text) \
                and (also_named := ((_names_in(cd.record.text) | _lead_name(cd.record.text)) & names_in_turn)
                     - _names_in(best[0].record.text) - _lead_name(best[0].record.text) - common_names_all) \
                and (also_named := {n for n in also_named if proper_name_in(cd.record.text, n)}) \
                and (tc.task or acting) and len((toks & anchors) - names) >= 1:
            # a record on another one the task names ("Split it between Dewi and Cai": "Cai is 17: no panel saw
            # unless Rhys is beside him"), beside the best answer on what the task does
            joins = f"on another the task names ({', '.join(sorted(also_named))}), beside the best answer"
        if not joins and cd is not best[0] and (tc.task or acting or tc.question) and warned_named(cd.record.text) \
                and not warned_named(best[0].record.text):
            # a warning never to do to one the turn names what the turn is about to do ("never give her Metacam" for
            # Biscuit's dose of it): it stands beside the best answer, however much better that one answers
            joins = "a warning on one the turn names, beside the best answer"
        if joins:
            out[rid] = Judgement(rid, True, c.REASON_CODE_JOINTLY_HELPFUL, joins, support)
            admitted_direct.add(rid)
        elif support < best[5] - RIVAL_MARGIN:
            out[rid] = Judgement(rid, False, c.REASON_CODE_INSUFFICIENT,
                                 f"a better-supported record answers the turn ({support:.2f} vs {best[5]:.2f})")
            rivals.add(rid)
        elif (named < best[3] or (cover < best[4] and cd is not best[0])) and not {
                t for t in (toks & anchors) - best[2] if any(ch.isdigit() for ch in t) or t in names} \
                and not (tc.task and FORBIDS.search(cd.record.text) and cover >= 2) \
                and not covers_absence(cd.record.text):
            # (a rule that forbids what the task does, on what it names, binds it beside the fuller answer: "no
            # contact with bidders about the tender" for a reply to a bidder on the tender)
            # (a record naming a numbered thing or a name the best one lacks, "cage 7", completes it)
            out[rid] = Judgement(rid, False, c.REASON_CODE_POTENTIALLY_HARMFUL,
                                 "same topic but fewer of the things the turn names: would mislead")
            thin.add(rid)
        elif wrong_day(cd.record.text):
            day_misleading.add(rid)
            out[rid] = Judgement(rid, False, c.REASON_CODE_POTENTIALLY_HARMFUL,
                                 "about other days of the week (or another shift) than the turn names: would mislead")
        elif historical(cd.record.text) and not historical(turn):
            out[rid] = Judgement(rid, False, c.REASON_CODE_POTENTIALLY_HARMFUL,
                                 "speaks of an earlier time than the turn: would mislead")
        elif elsewhere(cd.record.text):
            out[rid] = Judgement(rid, False, c.REASON_CODE_POTENTIALLY_HARMFUL,
                                 "about another organisation or site than the turn names: would mislead")
        else:
            out[rid] = Judgement(rid, True, c.REASON_CODE_HELPFUL,
                                 f"answers the turn directly (similarity {sim:.2f}, {cover} anchor terms, support {support:.2f}"
                                 f" >= {floor:.2f})", support)
            admitted_direct.add(rid)

    # Two direct answers on like things of different names ("Calder Magistrates' Court: interpreters check in at 9:30"
    # and "Calder Crown Court: ... at 9:00"; "Todmorden and Sowerby Bridge washer-disinfectors use ..." and "Hebden
    # Bridge's older washer-disinfector uses ..."), one of whose names the turn writes short ("calder mags", "the tod
    # WD", "Calder Mags"): the one whose names the turn reaches is the answer, the other one's name says it is another thing
    shorts = set()
    if len(admitted_direct) >= 2:
        # (nor is a word any candidate writes small a name typed short: "hot" in "220 hot covers" is no "Hotel")
        small = {x for cd in candidates for x in cues.WORD.findall(cd.record.text) if x.islower()}
        shorts = {w[:-1] if 4 <= len(w) <= 5 and w.endswith("s") else w for w in map(str.lower, cues.WORD.findall(subject))
                  if w.isalpha() and len(w) >= SHORT_NAME_MIN and w not in STOP and stem(w)[:5] not in TEMPORAL
                  and w not in MONTH_SHORT and w not in calendar._WD_SHORT  # ("thu" names no "Thursdays")
                  and w not in small}
    if shorts:
        def reached(text: str) -> tuple[set[str], set[str], set[str]]:
            """(names the turn reaches, of them those it writes short, the record's names). Names: capitalised
            words, not acronyms ("UDAs"); one at a sentence's head that a dictionary knows ("Below", "Smart")
            is reached like any other but tells no other thing apart."""
            words = {n for w in cues.WORD.findall(text) if (n := unpossessed(w))[:1].isupper()
                     and n[1:].islower() and n.lower() not in STOP and n.lower() not in cues.COMMON_CAPITALISED
                     and n.lower().removesuffix("s") not in cues.COMMON_CAPITALISED}
            heads = {ws[0] for sent in cues.sentences(text) if (ws := cues.WORD.findall(sent))}
            names = {n for n in words if n not in heads or n.lower() not in language.vocabulary()} \
                | {unpossessed(n) for n in cues.entities(text)} & words
            hit = {n for n in words if any(n.lower().startswith(x) for x in shorts)}
            short = {n for n in hit if any(n.lower().startswith(x) and len(x) < len(n) for x in shorts)}
            return hit, short, names
        texts = {cd.record.id: cd.record.text for cd in candidates}
        named_by = {rid: reached(texts[rid]) for rid in admitted_direct if out[rid].admitted}
        for rid, (hit, _short, names) in named_by.items():
            # (another answer reaches all this one's names the turn reaches and one more it writes short, and this
            # one has a name of its own neither the turn nor that answer has)
            # (of like things: the two share words beyond their names, "washer-disinfector", "check in")
            if any(other != rid and hit < o_hit and (o_short - hit) and (names - hit - o_words)
                   and len(specific_tokens(texts[rid]) & specific_tokens(texts[other]) - specific_tokens(" ".join(
                       names | o_words)) - TEMPORAL) >= TIED_SHARED
                   for other, (o_hit, o_short, o_words) in named_by.items()):
                out[rid] = Judgement(rid, False, c.REASON_CODE_POTENTIALLY_HARMFUL,
                                     "about another thing of the kind than the one the turn names by a short form:"
                                     " would mislead")
                admitted_direct.discard(rid)

    for rid in bounding:
        out[rid] = Judgement(rid, True, c.REASON_CODE_HELPFUL, "a rule on what may be suggested bounds the answer", 0.55)
        admitted_direct.add(rid)

    # "Write me an out-of-office for while I'm away", "who's covering while I'm off?": the user's own leave, when
    # the turn names no day of its own (a day it names is read against the leave's dates by the calendar)
    if OWN_AWAY.search(turn) and not turn_when:
        own_leave = [(sim, cd) for cd, sim, _toks in live
                     if cd.record.about_principal and OWN_LEAVE.search(cd.record.text) and DATED.search(cd.record.text)
                     and not PRIVATE.search(cd.record.text) and not (today and _over_before(cd.record.text, today))
                     and (cd.record.id not in out or out[cd.record.id].reason == c.REASON_CODE_INSUFFICIENT)]
        if own_leave:
            sim, cd = max(own_leave, key=lambda x: x[0])
            out[cd.record.id] = Judgement(cd.record.id, True, c.REASON_CODE_HELPFUL,
                                          "the user's own absence, which the turn speaks of", 0.5 + sim / 10)
            admitted_direct.add(cd.record.id)

    # Implicit path: for a task (not a plain question), the constraints it depends on.
    chosen: dict[str, float] = {}
    calendar_why: dict[str, str] = {}

    def open_to(rec, also: set[str] = frozenset(), unbound_ok: bool = False) -> bool:
        """Still undecided for an implicit path: not chosen, not rejected (except as a rival, or for
        a reason in ``also``), not historical, and not a rule the turn's amounts stay under."""
        return not (rec.id in chosen or (rec.id in out and rec.id not in rivals | also) or historical(rec.text)
                    or elsewhere(rec.text) or (rec.id in under and not unbound_ok)
                    or (rec.about_principal and bool(LETS_SKIP.search(rec.text))))
    # the one record of a budget or an allowance among the live candidates, if only one sets one
    allowances = [cd.record.id for cd, _s, _t in live if ALLOWANCE.search(cd.record.text) and not cd.record.about_principal
                  and not historical(cd.record.text) and not elsewhere(cd.record.text)]
    sole_allowance = allowances[0] if len(allowances) == 1 else None
    task_docs = doc_kinds(prose)  # the kinds of document the task writes
    if REPLY_TASK.search(prose) and task_docs:
        # a reply the task drafts is a message to whoever wrote ("Draft my reply to Claire with the price
        # implications"), whatever other kinds of document the turn mentions ("the new serum labels")
        task_docs |= {"email", "message"}
    # an account of something that happened ("Write up last night's outage: ..."): what rules for incident
    # reports are about, whatever the turn calls it
    event_report = cues.event_write_up(prose)
    each_named: set[str] = set()  # rules of a family that binds every person the task names, about one of them
    lead_named: set[str] = set()  # rules tied to the task by the name their record opens with alone
    set_aside: set[str] = set()  # budgets and allowances tied to what the task arranges
    # the currencies the turn spends in, and whether some candidate sets limits in one of them
    spent_in = calendar.sum_currencies(subject)
    own_limits = any(calendar.limit_currencies(cd.record.text) & spent_in for cd, _s, _t in live)
    if tc.task and not general:
        for name in tc.triggers:
            pattern = cues.TRIGGER_CONSTRAINTS[name]
            fits = []
            for cd, sim, toks in live:
                rec = cd.record
                if not open_to(rec) or rec.status == c.RECORD_STATUS_UNCONFIRMED:
                    continue  # (what nobody has confirmed is no constraint a task's family depends on)
                # (so is someone away over other days: "Capt. Rhona Baird ... is on leave Mon 3 Aug to Sun 16 Aug" for
                # a request for Wed 29 Jul off)
                if turn_when and today is not None and (calendar.FREEZE_RX.search(rec.text) or AWAY.search(rec.text)):
                    frozen_days = calendar.record_rules(rec.text, rec.about_principal, today)
                    if frozen_days.ranges and not calendar.collides(turn_when, frozen_days):
                        continue  # a freeze over other days than the ones the task names
                limits_in = calendar.limit_currencies(rec.text) if name == "spending" and spent_in else set()
                if limits_in and not limits_in & spent_in and own_limits:
                    # "POs over €5,000 need their GM's approval" for a spend of £11,800, beside limits in pounds:
                    # another's books
                    continue
                scoped_rule = bool(scope_of(rec.text, True)) and bool(DIRECTIVE.search(rec.text))
                # (a place to eat the task books must suit everyone going: their access needs bind it too)
                venue_access = name == "feeding" and bool(VENUE_MEAL.search(subject)) and bool(ACCESS_NEED.search(rec.text))
                if not (pattern.search(rec.text) or (scoped_rule and name in SCOPED_FAMILIES) or venue_access):
                    continue
                if name == "feeding" and attends_arranged(rec.text, subject, present=False):
                    continue  # "Priya Natarajan ... is not attending the course": no need the course's meal must meet
                if name == "change" and calendar.FREEZE_RX.search(rec.text):
                    # a freeze on named things ("no non-essential modifications on either Trefgarn aircraft") is no
                    # rule on a change to something else ("swap fri early for a late")
                    held = freeze_sentences(rec.text)
                    objects = {t for t in frozen_words(rec.text) - TEMPORAL - FREEZE_STEMS if not t.isdigit() and len(t) >= 4}
                    if (_names_in(held) - names_in_turn) and not objects & specific_tokens(f"{prose} {draft}") \
                            and not _names_in(held) & names_in_turn:
                        continue
                if name == "change" and (m := CHANGE_TO_NAMED.search(rec.text)):
                    # a rule on changes to one named thing ("Any change to the DG area plan must be signed off by
                    # the HSE officer") is no rule on a change to something else ("swap my 18 Dec night shift")
                    objects = {t for t in specific_tokens(m.group(1)) - TEMPORAL if not t.isdigit()}
                    if objects and not objects & specific_tokens(f"{prose} {draft}"):
                        continue
                if MEETING_RULE.search(rec.text) and not BOOKING.search(subject):
                    continue  # "never takes meetings before 10:00" binds a task that books something
                if name == "feeding" and GROUP_EVENT.search(rec.text) and YEAR.search(rec.text) and not (
                        turn_when and calendar.collides(turn_when, calendar.record_rules(rec.text, today=today))) \
                        and not {t for t in (toks & (specific_tokens(prose) | prose_words)) - names
                                 if t not in TEMPORAL and not t.isdigit() and not DIET_NEED.search(t)}:
                    continue  # the diets of one dated event ("Crew training day 28 May 2026: ... Aisha is vegan") are
                    # not those of a meal the task plans for another day or no day ("ideas for a hot vegan breakfast")
                if name == "writing" and "code" in tc.triggers:
                    continue  # "write me a function" is code, not a message: no reader's rules bind it
                if name != "writing" and SIGN_OFF_AS.search(rec.text) and "writing" not in tc.triggers:
                    continue  # how the user signs messages is no rule on an approval ("sign it off?")
                if rec.about_principal and other_doc_kind(rec.text, task_docs):
                    continue  # "client emails in Spanish" is no wish about the LinkedIn post the task writes
                if name == "writing" and (named_to := WISH_TO_NAMED.search(rec.text)) \
                        and not _names_in(f"x {named_to.group(1)}") & names_in_turn:
                    continue  # "replies to Van Loon Transport are written in Dutch" binds nothing written to Brabant
                if rec.about_principal and UNSURE_WISH.search(rec.text):
                    continue  # "might want Latin names left out; he is not sure yet" binds nothing he writes
                if rec.about_principal and (timed_head := TIMED_KIND_HEAD.match(rec.text)) and (wish_kinds := [
                        k.group(0) for k in re.finditer(rf"\b{cues.DOC_KINDS}\b", timed_head.group(1), re.I)]) \
                        and not specific_tokens(" ".join(wish_kinds)) & (specific_tokens(prose) | prose_words):
                    continue  # "This week (end-of-year quotes) Aroha wants numbers in a table first" is a wish on the
                    # quotes, not on a text to the gangs about a meeting
                if (calendar.LIMIT_CAP_RX.search(rec.text) or calendar.LIMIT_OVER_RX.search(rec.text)) and (
                        name in ("writing", "code")
                        or not shared_with_turn(toks)):
                    # a spending or count limit binds a writing task only when the task crosses it (below), and
                    # any other task only when it touches what is limited ("an overtime budget" is no rule on
                    # a leave request)
                    continue
                if name == "writing" and not rec.about_principal \
                        and not (scope_of(rec.text, True) and not TIME_SCOPE.match(scope_of(rec.text, True).strip("( "))) \
                        and not (_names_in(rec.text) & names_in_turn) and not (_roles(rec.text) & turn_roles) \
                        and not {t for t in (toks - names - MODAL_TOKENS) & specific_tokens(f"{prose} {draft}")
                                 if t not in TEMPORAL and not t.isdigit()}:
                    continue  # "only blowers B1 and B3 are running" touches nothing a note on overtime sheets says
                if name == "writing" and rec.about_principal and not scope_of(rec.text, True) \
                        and not (toks - RENDER_WORDS) & specific_tokens(f"{prose} {draft}"):
                    continue  # "give wind speeds in m/s": a way of writing a thing the task does not write about
                if name in cues.PERSON_TRIGGERS and not rec.about_principal \
                        and not (name == "staffing" and cues.STAFFING_SCOPE.search(scope_of(rec.text, True) or "")):
                    # (a record headed by the shifts or the rota it is about, "Warehouse shifts: earlies ...", is
                    # about no one person)
                    rec_names = _names_in(rec.text) | _lead_name(rec.text)  # "Ines Duarte works from ..." names Ines
                    if rec_names and not (rec_names & names_in_turn) and not (_roles(rec.text) & turn_roles) \
                            and len((toks & anchors) - names) < 2 \
                            and not (name == "feeding" and (attends_arranged(rec.text, subject)
                                                            or meal_of_task(rec.text, subject))):
                        continue  # a rule about someone the task is not addressed to
                doc = cues.DOC_SUBJECT.match(rec.text)  # "Site diaries use ...": scoped to site diaries in any family
                scope = scope_of(rec.text, name in SCOPED_FAMILIES) or (doc.group(1) if doc else None)
                # (a wish led by what it is about reaches the task by its words, never by the embedding's reading of
                # so few of them: "lesson plans" is no note to the coaches about lessons)
                wanted_scope = wants_scope(rec.text) if not scope and rec.about_principal else ""
                wanted = bool(wanted_scope)
                scope = scope or wanted_scope or None
                if scope and not TIME_SCOPE.match(scope.strip("( ")):
                    # The rule applies only when its scope names the same kind of task, or fits the turn.
                    # the scope's own words, less who asks and the asking ("When Dariusz asks for handover
                    # notes" is about handover notes): a roster note is not a handover note
                    # (an acronym of the turn counts spelled out: "the NC report" is a non-conformance report)
                    # (and a turn in another language by its English words: "o relatório de serviço" is a service report;
                    # "write up the trial" writes a trial write-up)
                    # (the kind of task alone, without an aside or a stretch of time: "For toolbox talks this week
                    # (while apprentice Kacper shadows Tomasz)" is for toolbox talks)
                    core = re.split(r"\b(?:while|whilst|until|till|during)\b", re.sub(r"\([^()]*\)", " ", scope))[0]
                    own = specific_tokens(WRITE_UP_WORD.sub("report", core if core.strip() else scope)) - _names_in(rec.text) \
                        - SCOPE_ASKING - GENERIC_SCOPE - TEMPORAL
                    shared = own & (specific_tokens(WRITE_UP_WORD.sub("report", prose)) | prose_words | turn_roles_tokens
                                    | specific_tokens(" ".join(spelled)))
                    # (the kinds of document a scope gives as its examples in brackets are what it covers: "anything
                    # public-facing (letters to residents, leaflets)" binds the letter the task drafts)
                    # (one of the kinds listed is enough: it is the one the task writes)
                    if not shared:
                        listed = specific_tokens(" ".join(m.group(0) for x in re.findall(r"\(([^()]*)\)", scope)
                                                          for m in re.finditer(rf"\b{cues.DOC_KINDS}\b", x, re.I)))
                        shared = listed & (specific_tokens(WRITE_UP_WORD.sub("report", prose)) | prose_words)
                        own = set(shared) or own
                    # (a kind of document, "Site diaries use ...", must be the one the task writes)
                    kind_only = bool(cues.DOC_SUBJECT.match(rec.text))
                    # a rule for messages to some people ("an SMS to the drivers") binds any message the task
                    # writes to them ("a heads-up out to the drivers")
                    # (so does one for anything written for someone the task names: "anything written for Los
                    # Lúpulos' manager Carmen should be in Spanish")
                    # (or one for messages to clients it names, "emails to Odile's French clients (Verdal Cosmetics,
                    # Maison Aubier)", binds a reply to one of them)
                    to_them = name == "writing" and (
                        bool(MESSAGE_KIND.search(scope)) and bool(_recipients(scope) & (turn_roles | names_in_turn))
                        or bool(WRITTEN_FOR.search(scope)) and bool(_names_in(scope) & names_in_turn)
                        # (or for a role it writes for: "something written for the drivers", "a notice for the drivers")
                        or bool(WRITTEN_FOR.search(scope)) and bool(_recipients(scope) & turn_roles)
                        or bool(MESSAGE_KIND.search(scope))
                        and bool(_names_in(re.sub(r"^[^(]*", "to ", scope)) & (names_in_turn | head_names)))
                    incident = event_report and bool(INCIDENT_KIND.search(scope))
                    # (a rule for responses to something binds any part of one: "When drafting tender responses"
                    # binds the cover letter for the tender)
                    responding = bool(own & RESPONSE_HEADS) and bool(own - RESPONSE_HEADS) \
                        and own - RESPONSE_HEADS <= shared
                    # (a wish of the user's own for a kind of document binds the one the task writes when its head
                    # is the task's word, the rest only qualifying it: "When Gurpreet writes shift handover notes"
                    # binds "do tonight's handover"; one naming its readers, "replies to customers", binds only
                    # what is written to them, above)
                    kind = wish_doc_kind(rec.text) if name == "writing" and rec.about_principal else ""
                    kind_at = scope.find(kind) if kind else -1
                    kind_words = kind.split()
                    if len(kind_words) > 1 and KIND_CARRIER.fullmatch(kind_words[-1]):
                        kind_words = kind_words[:-1]  # "shift handover notes" are handovers
                    # (and the task names it as what it writes, in the words that make it a writing task: "do tonights
                    # handover", not "Release questions should go to Karthik" beside an out-of-office)
                    kind_head = kind_at >= 0 and bool(kind_words) and bool(specific_tokens(kind_words[-1]) & shared) \
                        and bool(specific_tokens(kind_words[-1]) & specific_tokens(
                            f'{cues.trigger_text("writing", subject)} {" ".join(subject.split()[:KIND_HEAD_WORDS])}')) \
                        and not KIND_READERS.search(scope[kind_at + len(kind):]) and not KIND_ACTIVITY.match(kind) \
                        and not KIND_IS_READERS.search(scope[:kind_at])
                    if not ((shared and 2 * len(shared) > len(own)) or responding or kind_head
                            or (cues.trigger_matches(name, scope) and not kind_only)
                            or (scope_fit(scope) >= SCOPE_STRONG and not wanted) or to_them or incident):
                        continue
                else:
                    incident = False
                person = name in cues.PERSON_TRIGGERS and not incident
                # (the user's own wish on rotas, "When Priya asks for schedules or rotas, a table ...", names no one
                # else a rota must name)
                own_rota_wish = name == "staffing" and rec.about_principal and bool(scope) \
                    and bool(cues.STAFFING_SCOPE.search(scope))
                # (nor does a wish of the user's own scoped to the kind of text the task writes: "When Ffion is writing
                # non-conformance reports" binds the NC report on a swab from Zone 1 whatever the report names)
                own_scoped_wish = rec.about_principal and bool(scope) and not TIME_SCOPE.match(scope.strip("( ")) \
                    and name == "writing"
                floor_i = IMPLICIT_NAMED_MIN if person and names and not (toks & names) and not own_rota_wish \
                    and not own_scoped_wish else IMPLICIT_MIN
                # (a need of someone at the event a meal is for is the meal's, however far its wording: "Samir Haddad
                # (course attendee) uses a wheelchair" for "book venue and catering for the course")
                if sim >= floor_i or (name == "feeding" and party_need(rec.text) and attends_arranged(rec.text, subject)):
                    fits.append((sim, rec.id))
                    if name in EACH_NAMED_FAMILIES and (_names_in(rec.text) | _lead_name(rec.text)) & names_in_turn:
                        each_named.add(rec.id)
            # (a meal's diets come before its other rules: "Sofia has a severe sesame allergy" before what the
            # ambassadors are paid, for their lunch order)
            # (and the needs of those at the event it is for)
            attending = {rid for _s, rid in fits if name == "feeding" and party_need(texts_by_id[rid])
                         and attends_arranged(texts_by_id[rid], subject)}
            diet_first = {rid for _s, rid in fits if name == "feeding" and DIET_NEED.search(texts_by_id[rid])}
            if attending:
                # (beside those the records put at the event, the diets of others the turn does not name are not
                # the meal's: "Emma Whitcombe (Weobley client) is vegan" beside "..., attending the open day, ...")
                fits = [x for x in fits if x[1] in attending or x[1] not in diet_first
                        or (_names_in(texts_by_id[x[1]]) | _lead_name(texts_by_id[x[1]])) & names_in_turn]
            ranked = sorted(fits, key=lambda x: (x[1] in attending, x[1] in diet_first, x[0]), reverse=True)
            # (a rota binds each person it names: their own limits come in beside the family's best two)
            for sim, rid in ranked[:PER_TRIGGER] + [x for x in ranked[PER_TRIGGER:] if x[1] in each_named]:
                chosen[rid] = sim
        # The needs of people a task counts among a party by name ("12 passengers incl Joan and Arthur"): their
        # diet or their access needs are what the arrangement must meet, whatever its family
        party = party_names(subject)
        # (a body the turn names by its acronym as coming, "DAC are coming to see the soundboards", brings the needs
        # of those the records count in it: "Judith Oyelaran (Hereford DAC, leads DAC site visits) is hard of hearing")
        party_m = PARTY_NAMED.search(subject)
        party_caps = {w for w in CAPITALS.findall(party_m.group(0)) if w not in COMMON_CAPITALS} if party_m else set()
        if party or party_caps:
            for cd, sim, toks in live:
                rec = cd.record
                if open_to(rec) and not rec.about_principal and party_need(rec.text) \
                        and ((_names_in(rec.text) | _lead_name(rec.text)) & party
                             or set(CAPITALS.findall(rec.text)) & party_caps):
                    chosen.setdefault(rec.id, sim)
        # Tied rules, for any task: a record stating a rule or limit about someone or
        # something the task involves (a person or role the turn names, or specific words
        # it shares with the turn), whatever family the task belongs to.
        # (with the words the turn means without writing them: a go-ahead given on the phone is a verbal approval)
        turn_toks = specific_tokens(prose) | specific_tokens(" ".join(cues.implied_words(prose)))
        turn_pairs = _term_pairs(prose)
        turn_caps = {w for w in CAPITALS.findall(prose) if w not in COMMON_CAPITALS}
        used_things = [tuple(m.group(0).split()[-2:]) for m in THING_USED.finditer(prose)]
        ranged_codes = range_codes(subject)
        fits = []
        for cd, sim, toks in live:
            rec = cd.record
            if not open_to(rec) or rec.status == c.RECORD_STATUS_UNCONFIRMED:
                continue
            # a unit inside a run of them the task handles ("picking order for C10 to C16" and "C14 is quarantined,
            # picked last every day"): the task handles that unit by its code
            if set(CODE.findall(rec.text)) & ranged_codes and RANGE_BOUND.search(rec.text) and sim >= NAMED_TIED_MIN:
                fits.append((sim, rec.id))
                continue
            scope = scope_of(rec.text, True)
            if scope and TIME_SCOPE.match(scope.strip("( ")):
                scope = None
            rec_names = _names_in(rec.text) | _lead_name(rec.text)  # (its first word too: "Priya Venkatesan (ATO) ...")
            # (a name at the head of one of the turn's sentences counts: "... 8am. Sam can unload it with the FLT")
            by_name = bool(rec_names & (names_in_turn | head_names))
            if by_name and not _names_in(rec.text) & (names_in_turn | head_names):
                lead_named.add(rec.id)  # (tied by its first word alone: a day it rules out still says why below)
            by_role = bool(_roles(rec.text) & turn_roles)
            shared_words = {t for t in (toks & turn_toks) - names if t not in TEMPORAL and not t.isdigit()}
            if scope and (NOUN_SCOPE.match(rec.text) or DIRECTIVE.search(rec.text) or cues.CONSTRAINT_FORM.search(rec.text)):
                # A rule for a kind of document or recipient ("Crew-room notices: ...", "For patient
                # letters, ..."): it applies when the task names that kind, and the people it names.
                # (less who asks and the asking: "When Gosia asks for a caption" is about captions)
                scope_words = specific_tokens(scope) - GENERIC_SCOPE
                scope_words = (scope_words - _names_in(rec.text) - SCOPE_ASKING) or scope_words
                people = _recipients(scope)
                if people and not (people & (turn_roles | names_in_turn)):
                    continue  # addressed to someone the task is not for
                shared_scope = scope_words & (turn_toks | turn_roles_tokens)
                # (an expansion in brackets is no head: "drafting a MOP (method of procedure)" -> a MOP)
                head = [w for w in cues.WORD.findall(scope_kind(re.sub(r"\([^)]*\)", " ", scope))) if w.lower() not in STOP]
                # "When drafting a client quote" -> a quote; a label ("Allergy orders:") needs its modifiers too
                # (a scope that says who asks, "When Ivo asks for handover notes", needs more than its head noun:
                # a roster note is no handover note)
                head_hit = bool(head) and not NOUN_SCOPE.match(rec.text) and stem(head[-1])[:5] in turn_toks \
                    and not SCOPE_ASKER.match(scope)
                # a rule for what is written to someone ("When writing to Beaverdam Forest Products: formal tone")
                # binds a writing task addressed to them
                written_to = bool(people) and bool(WRITTEN_TO.search(scope)) and (tc.task or "writing" in tc.triggers)
                # an acronym of the scope the task names ("For IRS incident report write-ups" and "the IRS narrative")
                acronym_hit = bool(set(re.findall(r"\b[A-Z]{2,}\b", scope)) & set(re.findall(r"\b[A-Z]{2,}\b", prose)))
                if not any(ch.isdigit() for ch in scope) and (
                        len(shared_scope) * 2 > len(scope_words) or long_shared(scope_kind(scope), prose) or head_hit
                        or written_to or acronym_hit or (event_report and INCIDENT_KIND.search(scope))
                        or scope_fit(scope) >= SCOPE_STRONG):
                    fits.append((sim, rec.id))
                    continue
                if NOUN_SCOPE.match(rec.text):
                    continue  # a label ("Allergy orders: ...") for another kind of task
                # otherwise a rule scoped to another kind of thing may still bind the task below
            if other_kind(rec.text, turn_toks) or (rec.about_principal and other_doc_kind(rec.text, task_docs)):
                continue  # a rule labelled for another kind of work, or a wish about another kind of document
            # the user putting themself forward for something a limit on their own duties names ("put me down
            # for the hill party" with "on base duties only, no hill duties until she is back")
            if rec.about_principal and SELF_ASSIGN.search(subject) and SELF_LIMIT.search(rec.text) and shared_words:
                fits.append((sim, rec.id))
                continue
            # (a sum set aside for what the task arranges, "the company pays up to £95 per night for each
            # principal's digs" for booking the digs, is a limit on it however the turn counts)
            allowance = bool(ALLOWANCE.search(rec.text)) and bool(ARRANGING.search(subject))
            capped = bool(LIMIT.search(rec.text)) and bool(QUANTITY.search(subject))
            limit = capped or allowance
            # (the record's first word too, when written like a name: "Aleksandra Nowak (ATO) has a latex allergy")
            by_lead = bool((_names_in(" ".join(rec.text.split()[:LEAD_WORDS])) | _lead_name(rec.text))
                           & names_in_turn)  # "Welder Paweł Kaczmarek's ..."

            # (a two-word term the two share, "holding time", ties them as a name does)
            pair_tied = bool(_term_pairs(rec.text) & turn_pairs)
            # (so does a house acronym both write, "tighten this for SEO" and "Courier SEO headlines are 60 characters
            # maximum", "HIAB drop ... who's driving?" and "Only Dai Hopkins and Ola Nwosu hold ALLMI HIAB tickets": the
            # embedding model reads no acronym, so the similarity says nothing either way)
            # (only for who holds the ticket for the thing: a rule that merely writes a house acronym the task
            # writes, "the TL holds a hot debrief" for the duty TL's rota message, is tied by nothing more)
            acronym_tied = bool({w for w in CAPITALS.findall(rec.text) if w not in COMMON_CAPITALS} & turn_caps) \
                and bool(SOLE_HOLDERS.search(rec.text))
            # (what a thing the task uses can do, told by a measure, binds it as a rule would: "taking the pool car,
            # plan it for me" and "The pool car is now a Kia Niro EV ...; realistic summer range about 190 miles")
            measured = bool(used_things) and bool(calendar.AMOUNT_RX.search(rec.text)) \
                and any(re.search(rf"\b{re.escape(a)}\s+{re.escape(b)}", rec.text, re.I) for a, b in used_things)
            if sim < (LIMIT_MIN if limit or acronym_tied else NAMED_TIED_MIN if by_lead or pair_tied or measured
                      else TIED_MIN) \
                    or not (cues.CONSTRAINT_FORM.search(rec.text) or limit or measured or acronym_tied):
                continue
            # one specific word is enough for a limit, or for a rule this close to the task ("any diet change
            # for a primate needs the vet's sign-off" for switching the lemurs to a new pellet)
            # (a sum set aside needs two words, or a long one: "capital" alone does not tie a capital budget to a
            # planning workshop)
            by_words = acronym_tied or len(shared_words) >= (1 if capped or sim >= TIED_ONE_WORD_SIM else TIED_SHARED) \
                or long_shared(rec.text, prose) or restricted_act(rec.text, turn_toks)
            if not (by_name or by_role or by_words):
                continue  # not about anyone or anything the task involves
            if not (by_role or by_words) and SOCIAL_NOTE.search(subject):
                continue  # a rule on someone's work binds no birthday card or thank-you to them ("need a birthday msg
                # for Sam" and "Sam's forklift ticket has expired")
            if not limit and (calendar.LIMIT_OVER_RX.search(rec.text) or calendar.LIMIT_CAP_RX.search(rec.text)) \
                    and MONEY_LIMIT.search(rec.text) and not has_amount(subject) \
                    and not {"spending", "approval", "ordering"} & set(tc.triggers):
                continue  # a limit on what someone may spend binds what spends, not a report its holder writes
            if not by_role and named_subject(rec.text, subject):
                continue  # a rule of a named place or body ("Pell County requires ...") the task does not name
            fits.append((sim, rec.id))
            if allowance:
                set_aside.add(rec.id)
        for sim, rid in sorted(fits, reverse=True)[:PER_TRIGGER]:
            chosen[rid] = sim
    # An approval rule on a unit the host's draft brings in ("P1 on standby; fire only if ..." with "every
    # start of peak boiler P1 needs the plant manager's approval"): the record changes the draft.
    if tc.task and draft and not general:
        draft_codes = set(CODE.findall(draft)) - set(CODE.findall(subject))  # units the draft brings in itself
        for cd, sim, toks in live:
            rec = cd.record
            if not draft_codes or not open_to(rec) or rec.about_principal:
                continue
            if NEEDS_APPROVAL.search(rec.text) and set(CODE.findall(rec.text)) & draft_codes \
                    and not other_code(rec.text, f"{subject} {draft}"):
                chosen[rec.id] = sim
                calendar_why[rec.id] = f"a rule on {', '.join(sorted(set(CODE.findall(rec.text)) & draft_codes))}, " \
                                       "which the draft puts to use"

    turn_asking = {m.group(0).lower()[:3] for m in calendar.NOTICE_VERB_RX.finditer(subject)}

    def notice_alike(text: str) -> bool:
        """The record's notice is for the kind of asking the turn does: "tech reqs must reach the prep room ...
        three working days before the lesson" for "Emre sent a req this morning for Thursday"."""
        return bool(turn_asking & {m.group(0).lower()[:3] for m in calendar.NOTICE_VERB_RX.finditer(text)})

    def tied_to_task(rec, toks) -> bool:
        """About the user, or about someone or something the turn names."""
        shared = shared_with_turn(toks)
        return rec.about_principal or bool(_names_in(rec.text) & names_in_turn) or len(shared) >= TIED_SHARED

    # The place a task means without naming it: the names of a record that shares two words of substance
    # with the turn ("the community room" and "the Millbrook community room holds at most 49"), so the
    # hours that place keeps bind the task too ("Millbrook closes at 17:00 on Thursdays")
    places_meant = {n for cd, _sim, toks in live if len(shared_with_turn(toks)) >= TIED_SHARED
                    for n in _names_in(cd.record.text)}
    # Limits the turn's own numbers cross ("about £520 of overtime" against "overtime over £400 must
    # be signed off"; "tracking at 7:30" against "no machines before 08:00"): the rule binds the turn.
    def crossed_at_price(rec, toks: set[str], sim: float) -> tuple[str, object]:
        """Why what the turn counts, at another record's price for one ("3,500 syringes" and "ZAR 79.10 per
        syringe"), crosses ``rec``'s limit, and that record; ("", None) when it does not. The limit must be
        about what the task buys: a word of substance shared with the turn or the price, or a close reading
        ("Segen: free delivery over £1,500" is no limit on panels bought from Kestrel)."""
        for od, _osim, otoks in live:
            if od.record.id != rec.id and (calendar.PRICE_PER_RX.search(od.record.text)
                                           or calendar.RECORD_EACH_RX.search(od.record.text)
                                           or calendar.DAY_RATE_RX.search(od.record.text)):
                crossed = calendar.crosses_total(subject, od.record.text, rec.text)
                # (close, and naming no one the turn and the price do not: "Greenway Seeds: free delivery over £300"
                # is another supplier's; a rule on who signs purchases off binds whatever the user buys)
                tied = shared_with_turn(toks) or {t for t in toks & otoks if t not in TEMPORAL and not t.isdigit()} \
                    or sim >= PRICED_LIMIT_SIM and not _names_in(rec.text) - names_in_turn - _names_in(od.record.text) \
                    or bool(NEEDS_APPROVAL.search(rec.text) or APPROVAL_SENTENCE.search(rec.text))
                if crossed and tied:
                    return crossed, od
        return "", None

    def bring_price(priced_by, crossed: str) -> None:
        """The record whose price or running total makes the total a rule's limit is crossed by comes with it."""
        if priced_by is not None and priced_by.record.id in admitted_direct:
            priced_direct[priced_by.record.id] = crossed  # (a direct answer already: its note will say so too)
        if priced_by is not None and priced_by.record.id not in admitted_direct \
                and open_to(priced_by.record, unbound_ok=True):
            chosen[priced_by.record.id] = 0.0
            calendar_why[priced_by.record.id] = f"its price or running total makes the total: {crossed}"

    if not general:
        for cd, sim, toks in live:
            rec = cd.record
            if rec.id in chosen and rec.id not in calendar_why:
                # a rule the task's family already brought in, whose limit the turn's amount crosses: that
                # concrete reading is why it binds ("environ 1 100 €" against "any order over €800 needs a PO")
                # (or what the turn's count comes to at another record's price: "1,800 kg" at "capelin £1.35/kg")
                crossed, priced_by = calendar.crosses(subject, rec.text) or calendar.crosses_total(subject, "", rec.text), None
                if not crossed:
                    crossed, priced_by = crossed_at_price(rec, toks, sim)
                if crossed:
                    calendar_why[rec.id] = crossed
                elif today is not None and (tc.task or acting) and PLANNING.search(subject) \
                        and (early := calendar.too_soon(subject, rec.text, today)) and notice_alike(rec.text):
                    # (or a notice its kind of request needs that the day the task sets is short of)
                    calendar_why[rec.id] = early
                # (and the price that makes the total comes with it, for a rule that is one: not a price itself,
                # "goes up to £34.80 a drum", nor unconfirmed)
                if crossed and not calendar.PRICE_PER_RX.search(rec.text) and rec.status != c.RECORD_STATUS_UNCONFIRMED \
                        and not UNCONFIRMED_WORDS.search(rec.text):
                    bring_price(priced_by, crossed)
                continue
            if not open_to(rec, also=thin, unbound_ok=True):
                continue
            # a rule about booking ("don't book her before 09:30") binds only a turn that books something
            # (the clock rule itself, not another clause: "no road movement after 18:00; every movement must be
            # booked 24 hours ahead" binds a trip whatever books it)
            clock_ok = not (any(BOOKING.search(m.group(0)) for rx in (calendar.NOT_BEFORE_RX, calendar.NOT_AFTER_RX)
                                for m in rx.finditer(rec.text)) and not BOOKING.search(subject))
            # (or a stretch of days worked in a row over a cap on them: "1-16 Jun straight" and "no more than 14
            # consecutive days on")
            crossed = calendar.crosses(subject, rec.text) or calendar.rest_clash(subject, rec.text) \
                or calendar.crosses_total(subject, "", rec.text) or calendar.day_run_over(subject, rec.text, today)
            if not crossed and APPROVE_ASK.search(subject) and APPROVAL_SENTENCE.search(rec.text) \
                    and calendar.within_limits(subject, rec.text):
                # asked whether an amount may be approved, a rule on who approves what amounts answers it
                # even when the amount stays under its limits ("self-approve up to £2,500" for "£1,800, ok to
                # approve?"): it says no one further need sign
                crossed = "the amount asked about stays within its limits: it says who approves it"
            if not crossed and WHO_SIGNS_ASKED.search(subject) and SPEND_WORDS.search(subject) \
                    and SIGN_RULE.search(rec.text) and calendar.AMOUNT_RX.search(rec.text) \
                    and rec.status != c.RECORD_STATUS_UNCONFIRMED:
                # asked who signs a purchase ("raise the PO note for 1 more akja. who signs it?"), a rule on who signs
                # spending up to what amount answers it, whatever the amount comes to
                crossed = "the turn asks who signs a spend: the record says who signs what amounts"
            if not crossed and (tc.task or acting or tc.question):
                # asked whether someone of a stated age or weight may do what the record sets limits on: it answers
                # whichever side of them they fall ("my son is 9, about 40kg, can he do the big jump?")
                crossed = calendar.limits_asked(subject, rec.text)
            if not crossed and today is not None and (tc.task or acting) and (PLANNING.search(subject)
                                                                           or CANCELLING.search(subject)):
                # the day the task sets is sooner than the notice the rule asks for
                # (or the day of what the turn calls off: "rang at 3pm to cancel tomorrow at 9" and "cancellations
                # need 48 hours' notice")
                early = calendar.too_soon(subject, rec.text, today)
                # (or the same kind of asking: "Emre sent a req this morning for Thursday" and "tech reqs must reach
                # the prep room by 12:00 three working days before the lesson")
                if early and (tied_to_task(rec, toks) or CANCELLING.search(subject) and CANCELLING.search(rec.text)
                              or notice_alike(rec.text)):
                    crossed = early
            priced_by = None
            if not crossed and (calendar.LIMIT_CAP_RX.search(rec.text) or calendar.LIMIT_OVER_RX.search(rec.text)
                                or calendar.COUNT_CAP_RX.search(rec.text) or calendar.LEFT_RX.search(rec.text)
                                or calendar.BELOW_RX.search(rec.text)):
                # a count the turn names times another record's price for one ("3,500 syringes" and
                # "ZAR 79.10 per syringe") against this record's cap
                crossed, priced_by = crossed_at_price(rec, toks, sim)
                for od, _osim, otoks in live:
                    if crossed:
                        break
                    # a running total another record holds, about the same thing as the limit
                    # (or the limit's own record: "cap NOK 180,000; NOK 151,000 spent as of 13 June")
                    same = {t for t in otoks & toks if t not in TEMPORAL and not any(ch.isdigit() for ch in t)}
                    if same and calendar.RUNNING_RECORD_RX.search(od.record.text):
                        crossed = calendar.crosses_running(subject, od.record.text, rec.text) \
                            or calendar.crosses_running_count(subject, od.record.text, rec.text)
                        if crossed and od.record.id != rec.id:
                            priced_by = od
            # (a count of the same kind of thing ties the two by itself: "12 beds" and "more than 8 beds")
            # (so does an amount over the limit of a rule on what the question names: "the approval chain for a
            # $7,200 renewal" and "purchases over $5,000 need ... approval")
            # (a turn in another language whose task the English cues cannot read, but whose glossed words fire a
            # task family, is not held to them: "Dimasport pide 1.450 €. Redáctame el pedido.")
            # (an amount the user is about to spend or commit to, "quoted £1,400, just book it", is held to them)
            if crossed and not (tc.task or acting or DECIDING.search(turn) or tied_to_task(rec, toks)
                                # (days in a row against a cap on days in a row: the same measure, however named)
                                or calendar.DAY_RUN_WHY in crossed
                                or ("spending" in tc.triggers and (calendar.crosses(subject, rec.text)
                                                                   or calendar.crosses_total(subject, "", rec.text)))
                                or (not _english(turn) and bool(tc.triggers))
                                or calendar.crosses_count(subject, rec.text)
                                or (tc.question and any(not any(ch.isdigit() for ch in t)
                                                        for t in shared_with_turn(toks)))):
                crossed = ""  # "a salary of NZD 85k" in a question about savings runs into no fee rule
            clash = clock_ok and calendar.clock_clash(subject, rec.text)
            if clash and (calendar.DONE_BY_RX.search(rec.text) or calendar.ONLY_BEFORE_RX.search(rec.text)) and not (
                    calendar.NOT_AFTER_RX.search(rec.text) or calendar.NOT_BEFORE_RX.search(rec.text)) \
                    and not (_names_in(rec.text) | _lead_name(rec.text)) & (names_in_turn | head_names):
                clash = ""  # a time someone must be done by binds only a turn that names them
            why = crossed or clash
            if not why and (PLANNING.search(subject) or BOOKING.search(subject)) and (
                    _names_in(rec.text) & (names_in_turn | places_meant)
                    or shared_with_turn(toks)):
                # a time the turn plans outside the hours someone or something keeps ("ring the hotline at
                # 12:30" here against "staffed 08:00-17:00 Montréal time"), tied by a word or a name of its
                # own (being about the user is no tie: the user's own hours are not the desk's)
                why = calendar.hours_clash(subject, rec.text, today)
            if not why and clock_ok and tc.task and draft and (tied_to_task(rec, toks) or len(
                    {t for t in toks & specific_tokens(f"{prose} {draft}") if t not in TEMPORAL and not t.isdigit()} - names) >= 1):
                # the draft proposes a time the record rules out ("Thursday 8:30-9:00" against "no
                # meetings before 09:30"): the record changes the draft
                why = calendar.clock_clash(draft, rec.text, written=True)
                why = f"the draft's {why}" if why else ""
            if not why and tc.task and draft:
                # the draft works out an amount the record caps ("Total: ¥272,000" against "orders
                # over ¥200,000 need the manager's approval"), or restates the turn's own number in the
                # record's words ("48 Year 10 kids" drafted as "48 riders"): the task runs into the rule
                why = calendar.crosses(draft, rec.text)
                restated = bool(why) and any(n in subject for n in re.findall(r"\d[\d,.]*", why.split(" is over")[0]))
                # (or a rule on who signs what, sharing a word of the task's: "Any variation or spend over £5,000 needs
                # director Helen Frost's signature" for "draft a variation to Oakhaven ..." drafted at £6,720)
                # (not one opening with another thing's name: "Castellana (owner Navicosta): variation orders over EUR
                # 10,000 need owner approval" for a variation on the Tern)
                lead = {n for n in _lead_name(rec.text) if n not in STOP and n not in COMMON_LEADS}
                lead = lead if re.match(r"\s*(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)*\s*[(:]", rec.text) else set()
                # (and only for a spend the turn names: not a fee a parent asks about, "what she'll actually pay for spring
                # term", beside a rule on purchase orders)
                signs = bool(shared_with_turn(toks)) and bool(SIGN_RULE.search(rec.text) or NEEDS_APPROVAL.search(rec.text)) \
                    and bool(SPEND_WORDS.search(subject)) \
                    and not (lead and not lead & (names_in_turn | specific_tokens(draft)))
                why = f"the draft's {why}" if why and (restated or tied_to_task(rec, toks) or signs) else ""
            if not why and (tc.task or acting) and open_to(rec):
                # the task gets in or hands out a kind of thing the record allows only one sort of ("restock the
                # stores with 40 pairs of gloves" and "only nitrile gloves may be stocked or used in the stores")
                held = {stem((m.group(2) or m.group(4)).lower()): (m.group(2) or m.group(4)).lower()
                        for m in RESTRICTED_ITEM.finditer(rec.text)}
                named = sorted(held[k] for k in held.keys() & {stem(w.lower()) for w in cues.WORD.findall(subject)})
                why = f"the task gets {named[0]}, which the record allows only of one sort" if named else ""
            if not why and open_to(rec) and AFFORD.search(subject) and ALLOWANCE.search(rec.text) \
                    and (sim >= TIED_MIN or sole_allowance == rec.id) and not rec.about_principal:
                # (the one budget among the candidates needs no closeness: "can I order 40 m of liner and still stay
                # within budget?" and "Q4 2026 stock budget is £48,000 ex VAT; £31,200 had been spent")
                # whether the money is there for what the turn names ("can I afford to send two of the team ...
                # £6,200 all in?", "book them on the assessment and tell me if we can afford it"): the budget it
                # draws on, and what is spent of it, answer
                why = "a budget the turn's spend draws on"
            if not why and (tc.task or acting) and open_to(rec) and not rec.about_principal:
                why = ratio_needs(subject, rec.text)
            if not why and tc.task and open_to(rec) and today is not None and not rec.about_principal:
                why = prepared_for(subject, rec.text, today)
            if not why and tc.task and open_to(rec) and today is not None and not rec.about_principal:
                why = arranged_event(subject, rec.text, turn_when, today)
            if not why and (tc.task or tc.question) and open_to(rec) and not rec.about_principal:
                why = priced_base(subject, rec.text)
            if not why and tc.task and open_to(rec) and not rec.about_principal and not rec.status == c.RECORD_STATUS_UNCONFIRMED:
                why = price_put_in(subject, rec.text, (toks & specific_tokens(prose)) - names - PRICE_STEMS)
            if not why and tc.task and open_to(rec) and not rec.about_principal and not rec.status == c.RECORD_STATUS_UNCONFIRMED:
                # (a thing the turn names by its name ties it too: "6 h on Vera" and "Vera carries a +£40/h surcharge")
                why = rate_costed(subject, rec.text, ({t for t in toks & specific_tokens(prose) if len(t) >= 4 and not t.isdigit()}
                                                      - names - PRICE_STEMS - TEMPORAL) | (_names_in(rec.text) & _names_in(subject)))
            if not why and tc.task and open_to(rec) and not rec.about_principal and not rec.status == c.RECORD_STATUS_UNCONFIRMED:
                why = hired_rate(subject, rec.text)
            if not why and tc.task and open_to(rec) and not rec.about_principal and not rec.status == c.RECORD_STATUS_UNCONFIRMED:
                why = work_rule(subject, rec.text, {t for t in toks & specific_tokens(METHOD_DOC.sub(" ", prose))
                                                    if len(t) >= 4 and not t.isdigit()} - names - TEMPORAL)
            if not why and tc.task and open_to(rec) and not rec.about_principal and not rec.status == c.RECORD_STATUS_UNCONFIRMED:
                why = terms_written(subject, rec.text, {t for t in toks & specific_tokens(prose) if len(t) >= 4
                                                        and not t.isdigit()} - names - TEMPORAL)
            if not why and tc.task and open_to(rec) and not rec.about_principal and not turn_when.days \
                    and rec.status != c.RECORD_STATUS_UNCONFIRMED:
                why = counted_from(subject, rec.text, toks)
            if not why and tc.task and open_to(rec) and not rec.about_principal and PLACE_FOR.search(subject) \
                    and ACCESS_NEED.search(rec.text) and (_names_in(rec.text) | _lead_name(rec.text)) & names_in_turn:
                # the access need of whom the task finds a place ("Sort a room for Priya for the build week" and
                # "Priya Nair uses a wheelchair: she needs a ground-floor accessible room")
                why = "the access need of whom the task finds a place for"
            if not why and tc.task and open_to(rec) and not rec.about_principal:
                why = stretch_duration(subject, rec.text)
            if not why and tc.task and open_to(rec) and ACCOUNT_REF.search(rec.text) and ACCOUNT_TASK.search(subject):
                # the user's account or customer number with a party the task orders from or writes to ("Raise a PO
                # to Norfolk Friction ..." and "AVR's account number at Norfolk Friction is AVR-2291")
                # (the party may open the record, its account straight after its name: "Charnwood trade account
                # PEN-0883: ...", not "Workshop 4 materials now come from ..., account YBM-44817")
                lead_party = LEAD_ACCOUNT.match(rec.text)
                party = sorted((_names_in(ACCOUNT_REF.sub(" ", rec.text))
                                | ({_five(lead_party.group(1))} if lead_party else set())) & names_in_turn)
                said = [w for w in cues.WORD.findall(rec.text) if w[:1].isupper() and specific_tokens(w) & set(party)]
                why = f"{ACCOUNT_NOTE}{' '.join(dict.fromkeys(said))}, whom the task deals with" if party else ""
            if not why and tc.task and open_to(rec) and not rec.about_principal and rec.status != c.RECORD_STATUS_UNCONFIRMED:
                why = trade_named(subject, rec.text)
            if not why and tc.task and draft and open_to(rec) and rec.status != c.RECORD_STATUS_UNCONFIRMED:
                why = draft_price_differs(subject, draft, rec.text)
            if not why and (tc.task or acting or tc.question) and open_to(rec) and today is not None \
                    and not rec.about_principal and shared_with_turn(toks):
                why = calendar.kept_past(subject, rec.text, today)
            if not why and (tc.task or acting or tc.question) and open_to(rec) and today is not None \
                    and rec.status != c.RECORD_STATUS_UNCONFIRMED and shared_with_turn(toks):
                # a term counted from a day the turn gives ("voucher ... bought 10 March 2026" and "vouchers are
                # valid 12 months from the purchase date"): lapsed before today, it changes the answer
                why = calendar.validity_lapsed(subject, rec.text, today)
            if not why and (tc.task or tc.question) and open_to(rec) and rec.about_principal \
                    and rec.status != c.RECORD_STATUS_UNCONFIRMED and OWN_PAY_ASKED.search(subject) \
                    and PAY_TERMS.search(rec.text) and any(m.group(1) for m in calendar.AMOUNT_RX.finditer(rec.text)):
                # the user's own pay or invoice ("knock up my Jan invoice pls", "6h every sat ... how much do i get?")
                # and the terms they are paid on ("day rate £310; his invoice goes to Sioned on the last working day")
                why = OWN_PAY_NOTE
            if why:
                chosen[rec.id] = sim
                calendar_why[rec.id] = why
                if crossed:
                    bring_price(priced_by, crossed)
    # Who holds a role the turn or an admitted record speaks of ("swaps are agreed by the night
    # superintendent" + "Graham is the night superintendent"): the holder completes the answer.
    if not general:
        # the turn's own words count when the turn is about the user's world (a task, "our", "again")
        own_world = tc.task or tc.possessive or tc.recall
        spoken = specific_tokens(" ".join(([subject] if own_world else []) + [
            cd.record.text for cd, *_ in live if cd.record.id in chosen or cd.record.id in admitted_direct]))
        for cd, sim, toks in live:
            rec = cd.record
            role = role_held(rec.text)
            role_toks = role_tokens(role)
            if not role_toks or not open_to(rec) or other_number(rec.text, subject):
                continue
            if rec.about_principal and (PASTIME.match(rec.text) or HOBBY.search(rec.text)):
                continue  # "Inès runs fell races at weekends" is a pastime, no role a turn on fell shoes names
            if names_role(role_toks, spoken):
                chosen[rec.id] = sim
                calendar_why[rec.id] = f"holds the role named ({role})"
    # Calendar collisions: the days the turn names fall on days a record rules out (someone
    # away, booked, closed, or working other days). Relevant when the record is about the user,
    # about someone or something the turn or an admitted record names.
    when = turn_when
    when_month = when.with_month()  # "this month" counts for absences the turn asks about
    if when.span and not when.weekdays and today is not None and tc.task and SLOT_TASK.search(subject):
        # A meeting to set up somewhere in a stretch ("propose 3 slots next week", "set up 1h with Reza next week"):
        # each working day of it is a day the slots may take, so a rule on weekdays binds them (the user's
        # "does not work Fridays", an attendee's "never on Mondays")
        when = calendar.When(calendar.span_weekdays(when.span, today), when.days, when.span, when.month, when.fixed)
    elif when.span and today is not None and ("staffing" in tc.triggers and (tc.task or tc.question)
                                              or tc.task and WORK_PLAN.search(subject) and names_in_turn
                                              or tc.task and OWN_WEEK.search(subject)):
        # (so does a plan of the user's own week: "plan my week from mon 13th" and "works Monday-Thursday")
        # A rota or a cover plan over a stretch ("the August duty verger rota", "the crew plan for week 40"):
        # it fills every working day of it, so whoever is off on some weekdays, or works only some, binds it
        when = calendar.When(when.weekdays | calendar.span_weekdays(when.span, today), when.days, when.span,
                             when.month, when.fixed)
        # (so does a plan of the work of a stretch for people it names: "plan next week's jobs for me and Ollie")
    # A task that names no day is done now: someone it depends on being away today matters
    # ("can I process this refund?" when the approver is on leave this week). Only a stretch
    # someone is away over counts, and only for people an admitted record or the turn names.
    # A task that names no day but names an event a record dates ("put Jay on the elland fit, whole first week"
    # and "The Elland office fit-out install now starts 14 Dec 2026"): the task falls on the event's days
    borrowed = None
    if when and (when.days or when.weekdays) and not when.span and today is not None and tc.task and not general \
            and not tc.question and ({"ordering", "feeding", "writing"} & set(tc.triggers) or tc.producing):
        # (an event on the day the task names, by one long word of its own: "the welcome msg for saturday's newbies"
        # is for the induction day a record dates on that Saturday)
        on_day = event_on_day(live, subject, when, today)
        for cd, sim, _toks in live:
            if cd.record.id == on_day and cd.record.status != c.RECORD_STATUS_UNCONFIRMED and open_to(cd.record):
                chosen.setdefault(cd.record.id, sim)
                calendar_why.setdefault(cd.record.id, EVENT_DAY_FOR)
    if not when and today is not None and tc.task and not general:
        borrowed = event_days(live, subject, today)
        if borrowed is not None and {"ordering", "feeding"} & set(tc.triggers) and not tc.question:
            # the day of the event a task orders or caters for ("email Tyne Valley Pies the lunch order for the summer
            # shoot" and "Summer field shoot moved to Sunday 21 June"): what it is for is on that day
            for cd, sim, _toks in live:
                if cd.record.id == borrowed[0] and cd.record.status != c.RECORD_STATUS_UNCONFIRMED and open_to(cd.record):
                    chosen.setdefault(cd.record.id, sim)
                    calendar_why.setdefault(cd.record.id, EVENT_DAY_FOR)
        if borrowed is not None:
            when = borrowed[1]
            # (a task that runs for a stated length from the event's day covers every day of it: "a 3-week
            # groundworks programme from the dig start" and "dig starts 12 October")
            length = calendar.task_length(subject)
            start = calendar.ahead(*next(iter(when.days)), today) if length else None
            if start is not None:
                span = {((start + timedelta(days=k)).day, (start + timedelta(days=k)).month) for k in range(1, length)}
                when = calendar.When(days=when.days, span=span)
    # A notice or reminder the task writes about the event it names with "the" ("write the reminder for the grading to
    # go out to parents tonight"): the records dating that event, still to come, tell what it must say
    if today is not None and tc.task and not general and not tc.question and "writing" in tc.triggers:
        for rid, note in announced_event(live, subject, today):
            for cd, sim, _toks in live:
                if cd.record.id == rid and open_to(cd.record):
                    chosen.setdefault(rid, sim)
                    calendar_why.setdefault(rid, note)
    # a task over a month it names by name as a whole ("lay his hawthorn in april instead", not "next month"): read
    # against the seasons records close (beside what holds today)
    month_task = not when and today is not None and tc.task and not tc.question and bool(turn_when.month) \
        and borrowed is None and bool(MONTH_NAMED.search(subject))
    now_only = not when and today is not None and (tc.task or bool(acting and not acting.group(0).startswith("how ")))
    if now_only:
        when = calendar.When(span={(today.day, today.month)})
    # "who on my team is away next week?": anyone's absence over those days answers it
    asks_away = bool(ASKS_AWAY.search(turn))
    if asks_away and when_month.month:
        when = calendar.When(when.weekdays, when.days, when.span | when_month.month)  # "who's away this month?"
        now_only = False  # (the month asked about, not today: "who's out when in May")
    # the weekdays a draft picks when the turn gives only a window to pick them in
    draft_days = calendar.When(weekdays={calendar.WEEKDAYS.index(m.group(1).lower())
                                         for m in calendar.WEEKDAY_RX.finditer(draft or "")}) \
        if when and when.span and not when.weekdays and not when.days and (tc.task or tc.question) else calendar.When()
    own_out = bool(OWN_AWAY.search(turn))  # the user writes about their own absence
    if today is not None and any(mo is None for _d, mo in when.days):
        # (a day of the month alone, "Sat 5th: 14 Topaz out", is its next coming, for what runs out before it: "his
        # Powerboat Level 2 certificate lapses on 2026-11-30")
        coming = {(x.day, x.month) for x in (calendar.ahead(d, None, today) for d, mo in when.days if mo is None) if x}
        when = calendar.When(when.weekdays, when.days, when.span | coming, when.month, when.fixed)
    if (when or month_task) and not general:
        collided = []
        for cd, sim, toks in live:
            rec = cd.record
            if not open_to(rec, also=day_misleading, unbound_ok=True) and not (rec.id in lead_named and rec.id in chosen):
                continue
            if borrowed is not None and rec.id == borrowed[0]:
                continue  # the event whose day the task took does not run into its own day
            # a record about several people is read for the one the task names; equipment out of use is
            # read whole ("the profiler is away until the 17th, so no Special Order surveys")
            full = _iso_dates(rec.text)
            if today is not None and full and max(full) < today and not calendar.OPEN_FROM_RX.search(rec.text):
                continue  # "On 2035-11-14 ATS-2 failed to transfer": a past event, over before the turn
                # (not the start of a stretch with no end date: "freeze from 2049-01-25 until the audit")
            read = rec.text if calendar.OUT_OF_USE_RX.search(rec.text) else _about_named(rec.text, names_in_turn)
            rules_read = calendar.record_rules(read, own=rec.about_principal, today=today)
            why = calendar.collides(when, rules_read)
            works_only = rules_read.allowed if rules_read.allowed and WORKS_ONLY.search(rec.text) else set()
            if not why and today is not None and not turn_when.weekdays and turn_when.days \
                    and (rules_read.forbidden or works_only):
                # a day the turn itself names by its date alone ("on the 22nd", "22 Jan") falls on a weekday all the
                # same: one the record rules out ("does not work on Fridays"), or one outside the only days someone
                # works ("works Monday to Thursday only"); not the days a thing happens on ("sits on Wednesdays")
                dated = [x for x in (calendar.ahead(d, mo, today)
                                     for d, mo in sorted(turn_when.days, key=lambda y: (y[1] or 0, y[0]))) if x is not None]
                only = calendar.Rules(forbidden=set(rules_read.forbidden), allowed=set(works_only))
                hit = calendar.collides(calendar.When(weekdays={x.weekday() for x in dated}), only) if dated else ""
                why = f"the day it names by date: {hit}" if hit else ""
            if not why and draft_days.weekdays and (rules_read.forbidden or rules_read.allowed):
                # the days the draft picks in a window the turn leaves open ("which days over the next
                # fortnight?" and "Monday and Wednesday next week"): a weekday the record rules out
                picked = calendar.collides(draft_days, rules_read)
                why = f"the draft's {picked}" if picked else ""
            if not why and own_out and not rec.about_principal and _names_in(rec.text) & own_names:
                # the days of the user's out-of-office named by the day of the month alone ("for the 23rd and 24th")
                # against a record of their cover that dates them ("on 23 and 24 October ... while Niamh is off")
                bare = {d for d, mo in when.days if mo is None} | {int(x) for x in BARE_ORDINAL.findall(subject)}
                hit = sorted(bare & {d for d, _mo in rules_read.dates})
                why = f"same day {hit[0]} of the month" if hit else ""
            if not why and tc.task and when.span and rec.about_principal and OWN_WEEK.search(subject) \
                    and (AWAY.search(rec.text) or calendar.ABSENT_RX.search(rec.text)):
                # a day the user is off inside the stretch a task picks a day of their own in ("next wk on a day im
                # in" and "off every second Friday; the next ones are 12 June and 26 June")
                hit = sorted(when.span & rules_read.dates, key=lambda x: (x[1], x[0]))
                why = f"day {hit[0][0]}/{hit[0][1]} of the stretch is a day they are off" if hit else ""
            if not why and month_task and rules_read.ranges:
                # a month the task names as a whole ("lay his hawthorn in april instead") inside a season a record
                # closes ("no hedge laying between 1 March and 31 August"): every day of it is ruled out
                months = sorted({mo for _d, mo in turn_when.month})
                inside = [(mo, r) for mo in months for r in rules_read.ranges
                          if all(calendar._in_range(d, m, *r) for d, m in turn_when.month if m == mo)]
                why = f"{MONTH_IN_SEASON} ({inside[0][0]}) falls in {'/'.join(map(str, inside[0][1][:2]))}-" \
                      f"{'/'.join(map(str, inside[0][1][2:]))}" if inside else ""
            if why and rec.status == c.RECORD_STATUS_UNCONFIRMED and ("not among" in why or "ruled out" in why):
                continue  # a plan not yet agreed ("a women-only taster on Sunday evenings is being considered") sets
                # no days anything else must keep to
            if why and (named_to := WISH_TO_NAMED.search(rec.text)) \
                    and not _names_in(f"x {named_to.group(1)}") & names_in_turn:
                continue  # a way of writing to one party ("For the week of 17 November only, replies to Van Loon
                # Transport are written in Dutch") is not met by what is written to another that week
            if why:
                collided.append((cd, sim, toks, why))
        turn_toks = specific_tokens(prose) | trade_tokens(prose)  # ("the sparky" is the electrician)
        # (a turn in another language meets a freeze by its English words too: "Quero trocar as turmas ... a partir de
        # 14 de julho" swaps classes, as "no class or teacher swaps" says)
        glossed_toks = {t for t in glossed if len(t) >= 4}
        # the turn spends or orders: an amount, asked to approve, buy, order or pay
        spends = has_amount(subject) and bool({"spending", "approval", "ordering"} & set(tc.triggers))
        common_names = common_names_all
        staffing_days = "staffing" in tc.triggers and not now_only and borrowed is None
        for _hop in range(2):  # a second pass reaches people named by what the first admitted
            admitted_text = " ".join(cd.record.text for cd, *_ in live if cd.record.id in chosen or cd.record.id in admitted_direct)
            # (a name most candidates carry, the user's own organisation's, "Vela Gent", links nothing by itself)
            linked = (_names_in(admitted_text) - common_names) | names_in_turn | head_names
            # (and the units an admitted record names by a code: "Farm car FV3 ... carries the caesar kit" links "FV3's MOT
            # is on the 19th ... off the road all that day" to a call-out that day)
            linked |= {_five(x) for x in CODE.findall(admitted_text)}
            approvers = {n.lower()[:5] for cd, *_ in live if cd.record.id in chosen or cd.record.id in admitted_direct
                         for n in approver_names(cd.record.text) for n in n.split()}
            admitted_toks = specific_tokens(admitted_text) - names
            for cd, sim, toks, why in collided:
                rec = cd.record
                if rec.id in chosen:
                    if rec.id in lead_named:
                        calendar_why.setdefault(rec.id, why)  # "Kofi Mensah ... never Sunday or Monday": the day says why
                    continue
                shared_words = {t for t in toks & turn_toks if t not in TEMPORAL and not t.isdigit()} - names
                # a freeze on spending or ordering over the days the task spends or orders on ("Discretionary spend
                # freeze 15 Dec to 15 Jan" for approving a £1,800 quote now): what it freezes is what the task does,
                # whatever either calls the thing bought
                spend_frozen = bool(SPEND_FROZEN.search(freeze_sentences(rec.text))) and spends
                # a freeze on prices over the days the task changes one ("prices are frozen until 1 April" for a package
                # going up from £39 to £45 next Monday)
                price_frozen = bool(PRICES_FROZEN.search(freeze_sentences(rec.text))) and bool(PRICE_CHANGED.search(subject)) \
                    and (tc.task or bool(acting))
                spend_frozen = spend_frozen or price_frozen
                # (whoever the record opens with counts: "Rhiannon Shaw (MD) is on leave ...")
                if now_only and not ((_away_names(rec.text) | _lead_name(rec.text)) & (names_in_turn | approvers)
                                     and AWAY.search(rec.text)) \
                        and not spend_frozen and not why.startswith(MONTH_IN_SEASON):
                    continue  # a task done now waits only on a person it names, an admitted rule's approver, or a
                    # freeze on what it spends
                thing = calendar.out_of_use_subject(rec.text)
                # a named place out of use that the turn does not name, when the turn names another place by the
                # name other records open with ("Old Road Cemetery is closed for new graves" for "3 new graves at
                # eastfield", beside "Eastfield grave depths: ..."): the other place's closure
                if closed_elsewhere(rec):
                    continue
                # the host's draft plans to use the thing that is out of use ("in our warm-water pool")
                draft_thing = bool(thing) and len((specific_tokens(thing) - names) & specific_tokens(draft)) >= TIED_SHARED
                # a long word of what a freeze stops that the turn names ("no lacquer or polyester spraying" for a
                # plan to re-lacquer a lid)
                # (not a call or meeting about that work: "set up a call w/ Joanna about the rope refresher")
                stops_named = set() if SLOT_TASK.search(subject) else (
                    {t for t in frozen_words(rec.text) & turn_toks if len(t) >= 5 and not t.isdigit()}
                    | (stopped_work(rec.text) & turn_toks)) - TEMPORAL - FREEZE_STEMS - MONTH_SHORT
                # (equipment an admitted record says the task's work needs, by its name: "T14 ... needs a Picus scan"
                # and "The Picus tomograph is away for calibration ...")
                needed_thing = bool(thing) and (tc.task or bool(acting)) and any(
                    re.search(rf"\b(?:needs?|requires?|using|by)\s+(?:a|an|the)?\s*{re.escape(w)}", admitted_text)
                    for w in re.findall(r"\b[A-Z][\w'’-]+", thing) if _five(w) in _names_in(thing))
                if thing and not _names_in(thing) and not {t for t in specific_tokens(thing) & turn_toks
                                                           if t not in TEMPORAL} and len(shared_words) < TIED_SHARED \
                        and not ((tc.task or acting) and long_shared(rec.text, prose)) and not stops_named \
                        and not (draft_thing and (tc.task or acting)) and not spend_frozen:
                    continue  # equipment or a place out of use that the task does not name (nor its draft uses)
                    # (a service that takes no payments over the days a task pays is no such thing: "online banking
                    # is read-only 5-12 Aug; no payments can go out" for a supplier to pay by Friday)
                # someone away whom an admitted rule depends on by its words ("the only one signed off
                # to run the pot still" beside "pot still: two spirit runs a day")
                by_admitted = AWAY.search(rec.text) and len({t for t in toks & admitted_toks if t not in TEMPORAL
                                                              and not t.isdigit()} - STOP) >= TIED_SHARED + 1
                # the day's plan at the user's own place takes something away on the very day the task books
                # (so does a closure that recurs on that day, for something booked or brought there: "closed on
                # the second Saturday of every month" for a delivery on Saturday the 12th)
                disrupted = (((why.startswith("same day") or why.endswith("of its month")) and (tc.task or acting)
                              and (BOOKING.search(subject) or ARRIVAL.search(subject)))
                             or ("ruled out" in why and OPEN_QUESTION.search(subject))) \
                    and calendar.DISRUPTION_RX.search(rec.text) and not _names_in(rec.text) - names_in_turn
                # the user's own place closed on the day the turn books something in ("text mrs doyle back, she wants
                # saffy done on the 28th" and "Grooming room: ... over Christmas last grooms 23 Dec, reopening 4 Jan"):
                # whatever the turn calls the job, it cannot be done there that day
                own_closed = ("falls in" in why or "ruled out" in why) \
                    and bool(PLACE_CLOSED.search(rec.text) or calendar.LAST_REOPEN_RX.search(rec.text)) \
                    and (tc.task or bool(acting) or tc.question) \
                    and bool(BOOKING.search(subject) or SLOT_ASKED.search(subject)) \
                    and not elsewhere(rec.text) and not _names_in(rec.text) - names_in_turn \
                    and not AWAY.search(rec.text) and rec.status != c.RECORD_STATUS_UNCONFIRMED
                # a deadline the task's day falls after needs only one specific word in common
                # (a month's name is no such word: "sat 8 may off" and "due by 2 May")
                past_due = "after the deadline" in why and len(shared_words - MONTH_NAMES) >= 1
                # (so does a certificate or an examination that runs out before the task's day: "LOLER ... certificates
                # for red-tag hoists H01-H24 expire on 8 Jan" for "pick the hoists for Tempest, get-in 12 Jan")
                past_due = past_due or ("after it runs out" in why and len(shared_words - MONTH_NAMES) >= 1
                                        and (tc.task or bool(acting)))
                # a place or thing out of use that the task names by one of its own words ("The orchid house is
                # closed to visitors until 30 April" for a tour of the orchid collection)
                # (a specific word of six letters or more: "orchid", not "yard")
                named_thing = bool(thing) and bool({stem(w)[:5] for w in cues.WORD.findall(thing) if len(w) >= THING_WORD}
                                                   & turn_toks - TEMPORAL - names)
                # someone away who is the only one able to do what the task names ("the only driver with a C1
                # licence for the 7.5-tonne lorry" for booking the 7.5-tonne)
                sole_for_task = bool(AWAY.search(rec.text) or calendar.ABSENT_RX.search(rec.text)) \
                    and bool(SOLE_HOLDERS.search(rec.text)) and len(shared_words) >= 1
                # a rule on weekdays that rules out the task's day, about a thing the task names ("AV technician
                # works Tuesday-Saturday only, so no Monday events needing AV" for moving a talk with AV to a Monday)
                weekday_rule = ("ruled out" in why or "not among" in why) and (tc.task or bool(acting)) \
                    and len(shared_words) >= 1
                # a freeze on what the task does ("ships nothing from 11 September" for a shipment on the 20th)
                # (or on what the task names by its name: "no ProgRel releases ..." for a ProgRel request)
                # (the freeze's own word is no tie: "freezing in the plant room today" does not touch a change freeze)
                # (or on a system an admitted record names: "OdontoSuite v12.4 upgrade ..." for "get v12.4 done")
                frozen = bool(calendar.FREEZE_RX.search(rec.text) or calendar.NOT_BEFORE_DATE_RX.search(rec.text)) \
                    and (len((shared_words | (glossed_toks & said_stopped(rec.text)) - names) - FREEZE_STEMS
                             - MONTH_SHORT - specific_tokens(PLAIN_ADJECTIVES)) >= 1
                         or bool((toks & turn_toks & names) - TEMPORAL)
                         or bool((_names_in(rec.text) & _names_in(admitted_text)) - TEMPORAL))
                # (a place out of use or a freeze sharing a long word of the task's on its very days: "no elective
                # orthopaedics" in a closed theatre for planning the elective list)
                frozen = frozen or (bool(thing or calendar.FREEZE_RX.search(rec.text)) and long_shared(rec.text, prose)
                                    and (tc.task or bool(acting)))
                # (a freeze on any change, "no changes to the grid", on the days the turn changes something: "start
                # his new Sunday slot on the 11th", "move the launch to the 9th")
                frozen = frozen or (bool(CHANGES_FROZEN.search(rec.text)) and bool(CHANGE_MADE.search(subject))
                                    and (tc.task or bool(acting)))
                # (a freeze on hiring binds a task that takes someone on: "Recruitment freeze on agency ushers" is no
                # bar to a poster for the staff concert)
                if frozen and HIRING_FREEZE.search(rec.text) and not HIRING.search(f"{prose} {english}"):
                    frozen = False
                if calendar.FREEZE_RX.search(rec.text) and (tc.task or bool(acting)) and not frozen:
                    # (a freeze on a run of units that holds a unit the task names: "Junior fleet J1-J14 is sealed
                    # ... no parts changes" for new jets on J3 and J7)
                    # (or on a kind of thing the answer the task takes is about: "no winch modifications" beside
                    # "Evo winch drum 1 has 1,400 m of Dyneema" for fitting a new cable guillotine to the Evo)
                    # (or on a thing the turn names by its acronym: "no changes to the Operations Manual" for an
                    # amendment to "OM 4.2")
                    spelled = {t for p in acronym_phrases(prose, [rec.text]) for t in specific_tokens(p)}
                    frozen = bool(set(CODE.findall(subject)) & range_codes(rec.text)) \
                        or bool(spelled and spelled <= frozen_words(rec.text)) \
                        or len({t for t in frozen_words(rec.text) & admitted_toks if len(t) >= 5 and not t.isdigit()}
                               - TEMPORAL - FREEZE_STEMS - MONTH_SHORT - specific_tokens(PLAIN_ADJECTIVES)) >= 1
                # (a freeze on spending binds what spends, orders or asks approval, not a call about the budget)
                # (unless the turn does what the freeze stops, by its words: "no new invoices can be raised" for "I'll
                # raise Dai's invoice Fri 29th")
                if SPEND_FROZEN.search(freeze_sentences(rec.text)) and not has_amount(subject) \
                        and not {"spending", "approval", "ordering"} & set(tc.triggers) and not AWAY.search(rec.text) \
                        and len({t for t in frozen_words(rec.text) & turn_toks if len(t) >= 4 and not t.isdigit()}
                                - TEMPORAL - FREEZE_STEMS - MONTH_SHORT) < TIED_SHARED:
                    continue
                # (a rota fills shifts and changes nothing: a freeze on changes, "no DomeOS updates and no new show
                # files", does not bind the dome operator rota; a freeze on leave or shifts does)
                # (unless the freeze stops a kind of work the plan names by a long word: "no lacquer or polyester
                # spraying" for a plan to re-lacquer a lid, three of us, Mon-Fri)
                if staffing_days and not set(tc.triggers) - STAFFING_ONLY \
                        and calendar.FREEZE_RX.search(rec.text) and not STAFF_FREEZE.search(rec.text) and not stops_named:
                    continue
                # someone of the user's own away over the days a rota or a cover plan fills ("Ffion Davies, taproom
                # lead, is off 26 October to 1 November" for the taproom rota of that week): whoever the rota names
                staff_away = staffing_days and bool(AWAY.search(rec.text) or calendar.ABSENT_RX.search(rec.text)) \
                    and not calendar.OUT_OF_USE_RX.search(rec.text) and not elsewhere(rec.text) \
                    and not (calendar.FREEZE_RX.search(rec.text) and not AWAY.search(rec.text))  # (a freeze is no one away)
                # the user's own absence, told in a record about their cover ("Kwame covers school bookings on 23 and
                # 24 October while Niamh is off"), on the days of the out-of-office the turn writes
                own_cover = bool(OWN_AWAY.search(turn)) and bool(_names_in(rec.text) & own_names) \
                    and bool(AWAY.search(rec.text) or calendar.ABSENT_RX.search(rec.text))
                # someone away over the days a plan of work covers whose role is that work ("Kwame, the groundworks
                # foreman, is on leave 26 October to 6 November" for a 3-week groundworks programme from 12 October)
                # someone away on the turn's days whose role the turn names, for a turn asking whom to go to ("tell
                # them who to go to if there's a problem" for the night crew and "Kacper Nowicki (nights lead) is off
                # 9-20 Nov; Dewi Rowlands covers"): who stands in is the answer
                role_m = APPOSITION_ROLE.match(rec.text)
                asked_whom = bool(WHOM_TO.search(subject)) and bool(role_m) \
                    and bool(AWAY.search(rec.text) or calendar.ABSENT_RX.search(rec.text)) \
                    and bool(specific_tokens(role_m.group(1)) & turn_toks - MONTH_SHORT - WEEKDAY_STEMS)  # ("nights lead")
                role_away = bool(AWAY.search(rec.text)) and (tc.task or bool(acting)) \
                    and bool(WORK_PLAN.search(subject) or PLANNING.search(subject)) \
                    and bool(role_work(rec.text) & turn_toks - TEMPORAL)
                # the user's own days bind what the user does or plans, and their absence any day a question names
                # ("A customer wants a fitting on 5 March. What should I tell her?"); a question on something else of
                # their world is no plan their wish for a week or their working weekdays run into ("whats the late
                # cancel rebook fee now? ..., its wed" and "For the week of 4-8 May, Aga wants customer emails written
                # warmer"), unless it asks about them or shares a word with the record
                # (a wish that holds until a day, "Until the festival is done (22 March), Kobby wants to be reminded
                # to scan every cask", binds a task on what it names, not every task before that day)
                # (a pastime on other days than the turn's is no clash: "goes swimming on Sundays" for Monday's plan)
                # (a wish scoped to what the user asks about, "This week (w/c 29 June), whenever Tomasz asks about an
                # NHS course of treatment, state the band", binds by its scope, not by the days it holds: a word in
                # common is not enough)
                own_days = rec.about_principal and not (
                    ASKS_SCOPED.search(rec.text) and len(shared_words - MONTH_SHORT) < TIED_SHARED) and not (
                    (PASTIME.match(rec.text) or HOBBY.search(rec.text)) and ("not among" in why or "ruled out" in why)) and (
                    ((tc.task or bool(acting)) and not (USER_WISH.search(rec.text) and "falls in" in why
                                                        and not shared_words - MONTH_SHORT))
                    or self_subject or own_out or asks_away or bool(shared_words - MONTH_SHORT)
                    or not (USER_WISH.search(rec.text) or "not among" in why or "ruled out" in why))
                # someone away on a day the turn names by its date, whose record says who runs what the turn names
                # meanwhile ("Head chef Bruno Sciarra is off 8-15 Feb; sous-chef Mirela Popescu runs the kitchen" for
                # "the kitchen briefing for the 13 Feb wedding dinner"): who is in charge that day
                stand_in = bool(turn_when.days) and bool(AWAY.search(rec.text) or calendar.ABSENT_RX.search(rec.text)) \
                    and bool(STAND_IN.search(rec.text)) and "falls in" in why and len(shared_words - MONTH_SHORT) >= 1 \
                    and (tc.task or bool(acting))
                if own_days or past_due or draft_thing or frozen or spend_frozen or named_thing or staff_away or stand_in \
                        or own_closed \
                        or own_cover or role_away or needed_thing or asked_whom or (bool(stops_named) and (tc.task or bool(acting))) \
                        or (absent_names(rec.text) & linked
                            and not _other_person(rec.text, f"{admitted_text} {subject}")) \
                        or (asks_away and AWAY.search(rec.text)) \
                        or (_roles(rec.text) & turn_roles) or len(shared_words - MONTH_SHORT) >= TIED_SHARED or by_admitted \
                        or disrupted \
                        or title_link(rec.text, turn_toks) or sole_for_task or weekday_rule \
                        or (thing_link(rec.text, turn_toks) and ("ruled out" in why or "not among" in why)):
                    chosen[rec.id] = sim
                    calendar_why[rec.id] = why
                    # someone the turn does not name, reached through the names of admitted records: the
                    # absence matters only beside them (the learned layer withdraws it with them)
                    rec_names = _names_in(rec.text) | _lead_name(rec.text)
                    if not rec.about_principal and not (rec_names & (names_in_turn | head_names)) and not (
                            past_due or frozen or named_thing or draft_thing or len(shared_words) >= TIED_SHARED):
                        through = sorted(cd2.record.id for cd2, *_ in live if cd2.record.id != rec.id
                                         and (cd2.record.id in chosen or cd2.record.id in admitted_direct)
                                         and rec_names & (_names_in(cd2.record.text) - common_names))
                        if through:
                            calendar_why[rec.id] = f"{why}{THROUGH}{', '.join(through)})"
        if borrowed is not None and any(cd.record.id in chosen for cd, *_ in collided) \
                and borrowed[0] not in chosen and borrowed[0] not in admitted_direct:
            # the event whose day the task took decides it with what runs into that day
            chosen[borrowed[0]] = next(sim for cd, sim, _t in live if cd.record.id == borrowed[0])
            calendar_why[borrowed[0]] = "the days of what the task names, when someone or something it names is away"
        # A rule that needs a named person ("pulling the action requires two technicians; his usual
        # second is Kiri") and that person's absence over the task's days matter together: the rule
        # says why the absence binds, the absence why the rule bites. The rule must share a word
        # with the task.
        turn_words = prose_words - names
        plans = bool(tc.task or acting or PLANNING.search(subject) or BOOKING.search(subject)) or not _english(subject)
        for cd, sim, toks, why in collided:
            away = cd.record
            if not plans or not AWAY.search(away.text) or (now_only and away.id not in chosen):
                continue  # (a question about a private dive at the weekend plans nothing the rule binds)
            people = _names_in(away.text) - names_in_turn
            for rd, rsim, rtoks in live:
                rule = rd.record
                if rule.id == away.id or not (people & _names_in(rule.text)) or not open_to(rule):
                    continue
                if not (cues.CONSTRAINT_FORM.search(rule.text) or APPROVAL_SENTENCE.search(rule.text)
                        or SOLE_HOLDERS.search(rule.text)):
                    continue  # ("only Tinus and Liesl are certified": the only ones who may)
                if AWAY.search(rule.text) or not (rtoks & turn_words):
                    continue
                if (calendar.LIMIT_OVER_RX.search(rule.text) or calendar.LIMIT_CAP_RX.search(rule.text)) \
                        and not calendar.crosses(subject, rule.text):
                    continue  # "POs over US$15,000 need Linda's approval" needs her only above the limit
                chosen[rule.id] = rsim
                needed = people & _names_in(rule.text)
                full = [m.group(0).rstrip(".") for m in re.finditer(_NAME, rule.text)
                        if any(w.lower()[:5] in needed for w in m.group(0).split())]
                calendar_why[rule.id] = f"it needs {', '.join(dict.fromkeys(full))}, who is away then"
                if away.id not in chosen:
                    chosen[away.id] = sim
                    calendar_why[away.id] = why
    # Someone away over the turn's days who holds a role an admitted rule needs ("£500 to £5,000 needs
    # approval from both the chair and the vice-chair" with "Chair Councillor Aled Prosser is in New
    # Zealand from 8 to 29 October"): the absence decides who can sign.
    asks_approver = bool(WHO.search(turn) and APPROVAL_SENTENCE.search(turn))  # "who has to approve it?"
    if (when or when_month) and not general and (tc.task or acting or asks_approver):
        needed_roles = set()
        for cd, *_ in live:
            if cd.record.id in chosen or cd.record.id in admitted_direct:
                for role in approver_roles(cd.record.text):
                    needed_roles |= role_tokens(role)
        needed_roles -= ROLE_FILLER
        for cd, sim, toks in live:
            away = cd.record
            if away.id in chosen or not AWAY.search(away.text) or not open_to(away, unbound_ok=True):
                continue
            why = calendar.collides(when_month, calendar.record_rules(away.text, today=today))
            lead = specific_tokens(" ".join(away.text.split()[:LEAD_WORDS])) - names
            if not why:
                continue
            if needed_roles & lead:
                chosen[away.id] = sim
                calendar_why[away.id] = f"holds a role an admitted rule needs, and is away then: {why}"
    # A rule timed against an event ("on the noticeboard three clear days before the meeting") and the
    # record of when that event falls ("the full council meets on the second Tuesday of each month"):
    # together they give the date. The event's record must share a word with the task besides the event.
    if not general and (tc.task or acting):
        events = {stem(m.group(1).lower())[:5] for cd, *_ in live
                  if cd.record.id in chosen or cd.record.id in admitted_direct
                  for m in BEFORE_EVENT.finditer(cd.record.text)}
        if events:
            turn_words = prose_words - names
            for cd, sim, toks in live:
                rec = cd.record
                if rec.id in chosen or rec.id in admitted_direct or not open_to(rec, unbound_ok=True) \
                        or not RECURRING.search(rec.text) or named_subject(rec.text, subject):
                    continue
                if toks & events and (toks & turn_words) - events:
                    chosen[rec.id] = sim
                    calendar_why[rec.id] = "when the event falls that an admitted rule counts back from"
    # Someone the task names, away over the days of an event the task names only by what it is
    # ("book Freya in on both tech days" with "the tech is Tuesday 22 and Wednesday 23 May" and
    # "Freya is in Glasgow from 21 to 24 May"): the event's days and the absence decide it together.
    if not general and (tc.task or acting) and today is not None:
        # what the task names, less the people it names ("the Founders' Evensong" stays, "Osian" goes)
        event_words = prose_words \
            - {w.lower()[:5] for cd in candidates for w in _names_in(cd.record.text)
               if AWAY.search(cd.record.text)}
        for ad, asim, _atoks in live:
            away = ad.record
            # the one away leads the record ("Operator Bram de Wit is on leave; Lotte covers" is not about Lotte)
            # ... or equipment the task names by its identifier, out of use ("STS-07 is out of service until ...")
            thing = calendar.out_of_use_subject(away.text)
            named_away = AWAY.search(away.text) and _names_in(" ".join(away.text.split()[:LEAD_WORDS])) & names_in_turn
            named_out = thing and set(CODE.findall(thing)) & set(CODE.findall(subject))
            if away.id in chosen or not (named_away or named_out) \
                    or not (away.id in admitted_direct or open_to(away, unbound_ok=True)):
                continue
            rules_away = calendar.record_rules(away.text, today=today)
            hits = []
            for ed, esim, etoks in live:
                event = ed.record
                if event.id == away.id or AWAY.search(event.text) or calendar.OUT_OF_USE_RX.search(event.text) \
                        or not (etoks & event_words) \
                        or not (event.id in admitted_direct or open_to(event, unbound_ok=True)):
                    continue
                days = calendar.turn_when(event.text, today)
                hit = calendar.collides(calendar.When(days=days.days), rules_away) if days.days else ""
                if hit:
                    # the event least about other people's and things, then most about what the task names
                    hits.append(((-len(_names_in(event.text) - names_in_turn), len(etoks & event_words), esim),
                                 event, esim, hit))
            if hits:
                _, event, esim, hit = max(hits, key=lambda h: h[0])
                chosen[away.id], chosen[event.id] = asim, esim
                calendar_why[away.id] = f"{'out of use' if named_out and not named_away else 'away'} on the days of " \
                                        f"what the task names: {hit}"
                calendar_why[event.id] = "the days of what the task names, when someone or something it names is away"
    # An admitted record's amount crosses another record's limit ("insured at USD 310,000" and
    # "agreements for objects insured at more than USD 250,000 must be signed by the director"):
    # the two decide the task together. The other must share a word or a name with the turn.
    if not general and (tc.task or acting):
        turn_words = prose_words
        for _hop in range(2):
            admitted_now = [cd.record for cd, *_ in live if cd.record.id in chosen or cd.record.id in admitted_direct]
            for cd, sim, toks in live:
                other = cd.record
                if other.id in chosen or other.id in admitted_direct or not open_to(other, unbound_ok=True):
                    continue
                if other.about_principal or not ((toks & turn_words) or (_names_in(other.text) & names_in_turn)) \
                        or named_subject(other.text, subject):
                    continue
                for adm in admitted_now:
                    if ALLOWANCE.search(adm.text):
                        continue  # a budget's total and what is spent of it are no one sum the task commits
                    # about the same thing: two specific words beside the amounts ("insured", "loan")
                    same = {t for t in toks & specific_tokens(adm.text) if not any(ch.isdigit() for ch in t)} - TEMPORAL
                    same -= {w.lower()[:5] for w in calendar._CODES.split()}
                    # (or one, when it is what the limit is on: "the €8,000 deposit" and "any venue deposit over
                    # €5,000 needs Anneke's sign-off")
                    if len(same) < TIED_SHARED and not same & limit_heads(other.text):
                        continue
                    # money only: two records' counts are usually of different things (two bases' aircraft)
                    why = calendar.crosses_same(adm.text, other.text) or calendar.crosses_same(other.text, adm.text)
                    if why:
                        chosen[other.id] = sim
                        calendar_why[other.id] = f"with what is admitted: {why}"
                        if adm.id in chosen and adm.id not in calendar_why:
                            calendar_why[adm.id] = f"with another record: {why}"
                        break
    # A time in another zone than the user's ("uploads by 14:00 Perth time") read against a time
    # the turn states ("tied up around 6:30 tonight"): the user's own zone completes it.
    timed = bool(calendar.TURN_TIME_RX.search(subject) or calendar.RELATIVE_DAY_RX.search(subject)
                 or calendar.ROSTER_TIME_RX.search(subject))
    if timed and not general:
        zoned = [cd.record for cd, *_ in live if (cd.record.id in chosen or cd.record.id in admitted_direct)
                 and not cd.record.about_principal and ZONE.search(cd.record.text)]
        if zoned:
            for cd, sim, toks in live:
                rec = cd.record
                # (one the task's family already brought is read so too: the concrete reading names it)
                if rec.about_principal and OWN_ZONE.search(rec.text) and (open_to(rec) or rec.id in chosen) \
                        and not BOOKING.search(rec.text):
                    chosen[rec.id] = sim
                    calendar_why[rec.id] = "the user's own time zone, beside a time given in another zone"
        # a time set with someone, or somewhere, whose zone a record gives ("confirm the telehealth on
        # Thursday at 4" with the Chatham Islands families on Chatham time)
        if tc.task or acting:
            for cd, sim, toks in live:
                rec = cd.record
                # (the person at the head of a record, by full name, for a call or meeting the task sets with them:
                # "Liam Brennan, the NetView admin, works remotely from Halifax, Nova Scotia, 08:00-16:00 local time",
                # "Rahul Menon, Devika's CAB deputy, ... is working from Bengaluru (IST, UTC+05:30)")
                lead = _lead_name(rec.text) if BOOKING.search(subject) and LEAD_FULL_NAME.match(rec.text) else set()
                # (or by the role a record gives them at its head, the turn naming the role: "The IE examiner, Ben
                # Okafor, is based in Sydney (AEST, UTC+10)" for "a 30-min call slot with the examiner this Thu")
                role = ROLE_APPOSITIVE.match(rec.text) if BOOKING.search(subject) else None
                by_role = bool(role) and bool(re.search(rf"\bthe (?:[\w-]+ )?{re.escape(role.group(1))}\b", subject, re.I))
                if (ZONE_OFFSET.search(rec.text) or PLACE_TIME.search(rec.text) or WORKS_FROM_LOCAL.search(rec.text)) \
                        and ((_names_in(rec.text) | lead) & names_in_turn or by_role) \
                        and open_to(rec):
                    chosen[rec.id] = sim
                    calendar_why[rec.id] = "the time zone of whom or where the task names, beside the time it sets"
    # A need of the person a task arranges something with, told by the full name an admitted record gives them ("set up
    # thursday's viewing for Sato-san" with "Haruto Sato is based in Osaka ..." admitted: "Collector Haruto Sato has a
    # nickel allergy: try-ons only on leather straps")
    if tc.task and not general and BOOKING_OR_VISIT.search(subject):
        held_full = {m.group(0) for cd, *_ in live if cd.record.id in chosen or cd.record.id in admitted_direct
                     for m in PERSON_FULL_NAME.finditer(cd.record.text)}
        # (a name with an honorific joined to it counts: "Sato-san")
        parts = turn_fives | {_five(w) for w in re.split(r"[\s-]+", subject) if w}
        held_full = {n for n in held_full if {_five(w) for w in n.split()} & parts}
        for cd, sim, _toks in live:
            rec = cd.record
            if not held_full or rec.id in chosen or rec.id in admitted_direct or rec.status == c.RECORD_STATUS_UNCONFIRMED \
                    or not (ALLERGEN.search(rec.text) or PERSON_NEED.search(rec.text)):
                continue
            named = sorted(n for n in held_full if re.search(rf"\b{re.escape(n)}\b", rec.text))
            if named:
                chosen[rec.id] = sim
                calendar_why[rec.id] = f"a need of {named[0]}, whom the task arranges something with"
    # A rule on a job the task names by two of its names that rules out a thing the task brings in ("order stakes n
    # binders off wenna for the howgill sedbergh rd job" and "Howgill estate, Sedbergh road hedge: ..., no binders")
    if tc.task and not general:
        brought = {stem(w)[:5] for w in cues.WORD.findall(subject.lower()) if len(w) >= 4}
        for cd, sim, _toks in live:
            rec = cd.record
            if rec.id in chosen or rec.id in admitted_direct or rec.status == c.RECORD_STATUS_UNCONFIRMED or not open_to(rec):
                continue
            ruled_items = sorted({m.group(1).lower() for m in NO_ITEM.finditer(rec.text)
                                  if stem(m.group(1).lower())[:5] in brought})
            # (a name at the record's head counts too: "Howgill estate, Sedbergh road hedge: ...")
            capitalised = {_five(w) for w in re.findall(r"\b[A-Z][a-z][\w'’-]+", rec.text) if w.lower() not in STOP}
            if ruled_items and len(capitalised & turn_fives) >= NO_ITEM_NAMES:
                chosen[rec.id] = sim
                calendar_why[rec.id] = f"rules out what the task brings in ({ruled_items[0]}), on what it names"
    # Times the turn sets outside the hours an admitted record permits ("08:00-11:00" and "Alcohol sales permitted
    # 11:00-22:45"): what a record says applies outside those hours ("Any licensable activity outside the premises
    # licence needs a Temporary Event Notice ...") is what the task must do
    turn_clocks = [v for v, _said in calendar._clocks(subject)]
    if turn_clocks and not general and (tc.task or acting or tc.question):
        held = [cd.record for cd, *_ in live if cd.record.id in chosen or cd.record.id in admitted_direct]
        # (a stretch past midnight, "22:00-02:00", holds the times after its start and before its end)
        outside_of = [r for r in held if any(not (a <= t <= b if a <= b else (t >= a or t <= b))
                                             for a, b in permitted_windows(r.text) for t in turn_clocks)]
        held_words = {t for r in outside_of for t in specific_tokens(r.text) if len(t) >= 5 and not t.isdigit()} - TEMPORAL
        for cd, sim, toks in live if outside_of else []:
            rec = cd.record
            if rec.id in chosen or rec.id in admitted_direct or not open_to(rec) or rec.status == c.RECORD_STATUS_UNCONFIRMED:
                continue
            m = OUTSIDE_RULE.search(rec.text)
            if m and (specific_tokens(m.group(0)) & held_words or {t for t in specific_tokens(rec.text) & held_words}):
                chosen[rec.id] = sim
                calendar_why[rec.id] = f"holds what applies outside the hours the turn goes past ({m.group(0)})"
    # The user's own rule on what the turn says another place does ("Callum's asking if he can release the cyto batch
    # ... that's how Glan Taf do it. ok?" with "At the Glan Taf aseptic unit, ATOs may release cytotoxic batches ..."
    # beside "At HVUH only pharmacists on the ASU release list may release cytotoxic products"): the hearsay asks
    # whether that way holds here, and the user's own rule on the same thing answers
    if hearsay and not general:
        prose_toks = specific_tokens(prose)

        def words_of(text: str) -> set[str]:
            return {t for t in specific_tokens(text) - TEMPORAL if not t.isdigit() and len(t) >= 4}
        heard_of = [cd.record for cd in candidates
                    if (lead := _place_lead(cd.record.text)) and lead <= hearsay]
        for cd, sim, toks in live if heard_of else []:
            rec = cd.record
            if rec.id in chosen or rec.id in admitted_direct or not open_to(rec) or rec.status == c.RECORD_STATUS_UNCONFIRMED:
                continue
            lead = _place_lead(rec.text)
            if not lead or lead & hearsay or not words_of(rec.text) & prose_toks:
                continue
            if any(h.id != rec.id and len(words_of(h.text) & words_of(rec.text)) >= TIED_SHARED for h in heard_of):
                chosen[rec.id] = sim
                calendar_why[rec.id] = "holds the user's own way of what the turn says another place does"
    # Stock counted in a unit, for a decision to order ("tanks this morning: T1 11,200 L, T2 8,300 L. do I order
    # today?"), and a floor a record sets in that unit ("minimum 15,000 L Jet A-1 total on base, never below"): what
    # the order must keep the stock above, whether or not the count is under it yet
    counted_units = {_unit_key(u) for u in COUNTED.findall(subject)}
    if counted_units and ("ordering" in tc.triggers or ORDER_ASKED.search(subject)) and not general:
        for cd, sim, toks in live:
            rec = cd.record
            if rec.id in chosen or rec.id in admitted_direct or not open_to(rec) or rec.status == c.RECORD_STATUS_UNCONFIRMED:
                continue
            floor = next((m for m in STOCK_FLOOR.finditer(rec.text) if _unit_key(m.group(1)) in counted_units), None)
            if floor:
                chosen[rec.id] = sim
                calendar_why[rec.id] = f"holds the floor on what the turn counts ({floor.group(0)})"
    # A meeting to prepare for an event, set for a day after the event a record dates ("a prep call for the audit ...
    # Friday 6 Nov" and "Dominic Fry is carrying out the allergen audit at Hollin Lane on 4 Nov"): too late
    prep = PREP_FOR.search(subject)
    named_days = sorted((mo, d) for d, mo in turn_when.days if mo) if today is not None else []
    if prep and named_days and not general:
        event = _five(prep.group(1))
        for cd, sim, toks in live:
            rec = cd.record
            if rec.id in chosen or rec.id in admitted_direct or not open_to(rec) \
                    or event not in {_five(w) for w in cues.WORD.findall(rec.text)}:
                continue
            dates = sorted((mo, d) for d, mo in calendar.record_rules(rec.text, today=today).dates if mo)
            if len(dates) == 1 and named_days[0] > dates[0]:
                chosen[rec.id] = sim
                calendar_why[rec.id] = (f"what the task prepares for ({prep.group(1)}) is on {dates[0][1]}/{dates[0][0]}, "
                                        f"before {named_days[0][1]}/{named_days[0][0]}")
    # A time the turn works out ("What time does Van 1 need to leave?" to drop at Ashgrove at 11:30) and an allowance a
    # record adds to what the turn names ("roadworks until 30 Oct: add 15 minutes to the Brookhouse/Ashgrove run")
    if TIME_WORKED.search(subject) and not general:
        for cd, sim, toks in live:
            rec = cd.record
            if rec.id in chosen or rec.id in admitted_direct or rec.about_principal or not open_to(rec) \
                    or rec.status == c.RECORD_STATUS_UNCONFIRMED or not TIME_ALLOWANCE.search(rec.text):
                continue
            named = (_names_in(rec.text) | _lead_name(rec.text)) & names_in_turn
            if named:
                chosen[rec.id] = sim
                calendar_why[rec.id] = f"holds time to allow on what the turn times ({', '.join(sorted(named))})"
    # A time moved by so much ("tomorrow's clock starts 20 min late"): the record that gives the time it is moved from
    # ("the clock auction starts at 06:30 Monday to Friday") is what the new time is worked out from
    if SHIFTED_BY.search(subject) and (tc.task or tc.question) and not general:
        shifted = {t for t in specific_tokens(prose) - TEMPORAL - names if not t.isdigit()}
        for cd, sim, toks in live:
            rec = cd.record
            if rec.id in chosen or rec.id in admitted_direct or rec.about_principal or not open_to(rec) \
                    or rec.status == c.RECORD_STATUS_UNCONFIRMED or not CLOCK_STARTS.search(rec.text):
                continue
            moved = {t for t in toks & shifted if len(t) >= 4}
            if len(moved) >= 2:
                chosen[rec.id] = sim
                calendar_why[rec.id] = f"holds the time the turn moves ({', '.join(sorted(moved))})"
    # A limit admitted by any path and the running total that makes the turn cross it ("capped at 12 mm
    # a week", admitted as the answer, and "9 mm applied so far this week" beside "a proper 6 mm
    # tonight"): the total completes the limit, even where on its own it read as a weaker answer.
    if not general:
        for cd, sim, toks in live:
            lim = cd.record
            if lim.id not in chosen and lim.id not in admitted_direct:
                continue
            if not (calendar.LIMIT_CAP_RX.search(lim.text) or calendar.LIMIT_OVER_RX.search(lim.text)
                    or calendar.COUNT_CAP_RX.search(lim.text)):
                continue
            for od, osim, otoks in live:
                run = od.record
                if run.id == lim.id or run.id in chosen or run.id in admitted_direct \
                        or not calendar.RUNNING_RECORD_RX.search(run.text) or historical(run.text) or elsewhere(run.text):
                    continue
                if not {t for t in otoks & toks if t not in TEMPORAL and not any(ch.isdigit() for ch in t)}:
                    continue  # a total of something else
                why = calendar.crosses_running(subject, run.text, lim.text) \
                    or calendar.crosses_running_count(subject, run.text, lim.text)
                if why:
                    chosen[run.id] = osim
                    calendar_why[run.id] = f"its running total makes the total: {why}"
    # A rule and the present state of what it governs, about the same thing ("the Screen 2 lamp is never
    # run past 1,900 hours" beside "the Screen 2 lamp is at 1,861 hours"; "any expense over NOK 25,000 needs
    # Aslak Gaup's signature" beside "Aslak Gaup is at the summer pastures until 10 July"): for a task, or a
    # question about what the user may do or what is left of a total, either one admitted calls for the
    # other, since neither alone answers it.
    paired: dict[str, str] = {}

    def by_family_alone(rid: str) -> bool:
        """Chosen by the task's family alone, with no concrete reading yet: such a reading's note may replace it."""
        return rid in chosen and rid not in paired and rid not in calendar_why
    # (what is left "to us" is the user's own, however general its opening reads)
    remaining = bool(REMAINING.search(subject)) and bool(re.search(r"\b(?:we|us|our|i|my)\b", turn_low))
    if (not general and (tc.task or acting)) or remaining:
        turn_words = prose_words
        admitted_now = [cd.record for cd, *_ in live if cd.record.id in chosen or cd.record.id in admitted_direct]
        for cd, sim, toks in live:
            other = cd.record
            if other.id in chosen or other.id in admitted_direct or other.about_principal \
                    or not open_to(other, unbound_ok=True) or wrong_day(other.text) \
                    or attends_arranged(other.text, subject, present=False):
                continue  # (nor is one said to stay away from the event the task arranges)
            for adm in admitted_now:
                # (what is left of a total: the total and the amount used so far, whatever else they say)
                years = set(YEAR.findall(other.text)), set(YEAR.findall(adm.text))
                total = remaining and has_amount(other.text) and has_amount(adm.text) \
                    and bool(SO_FAR.search(other.text)) != bool(SO_FAR.search(adm.text)) \
                    and not (years[0] and years[1] and not years[0] & years[1])  # (not another year's total)
                if adm.about_principal or rival_codes(adm.text, other.text) or not (
                        total or (governs(adm.text) and not in_state(adm.text) and in_state(other.text))
                        or (governs(other.text) and not in_state(other.text) and in_state(adm.text))):
                    continue
                shared_names = _names_in(adm.text) & _names_in(other.text)
                # (words of substance: not a month, a modal, a unit or a word of quantity)
                shared = {t for t in toks & specific_tokens(adm.text) if len(t) >= 4 and not any(ch.isdigit() for ch in t)
                          and t not in TEMPORAL and stem(t) not in PAIR_NOISE} - MODAL_TOKENS - GENERIC_SCOPE
                tied_to_turn = bool((toks & turn_words) or (_names_in(other.text) & names_in_turn))
                # (an absence over other days than the ones the turn names pairs with nothing: "Marek is on leave
                # 15-26 March; only Giulia and Sunita can run the batch freezer" for a pistachio run on Monday the 8th)
                away_other = bool(turn_when.days) and today is not None \
                    and bool(AWAY.search(other.text) or calendar.ABSENT_RX.search(other.text)) \
                    and bool(calendar.stretches(rules_other := calendar.record_rules(other.text, today=today))) \
                    and not calendar.collides(turn_when, rules_other) \
                    and not calendar.collides(calendar.When(days={(today.day, today.month)}), rules_other)
                # (one away today still matters to what is asked of them now: "draft a request to Group for cover over
                # xmas wk" while the Group Manager is on leave until the 18th)
                if away_other:
                    continue
                if len(shared_names) >= 2 or (len(shared) >= TIED_SHARED and tied_to_turn):
                    chosen[other.id] = sim
                    paired[other.id] = "pairs with an admitted record on what they both govern: " \
                        + ", ".join(sorted(shared_names if len(shared_names) >= 2 else shared))
                    break
    # When the body an admitted record names meets, for a turn that asks when it meets ("who signs off 12k spend &
    # when do they next meet": "over £10,000 goes to the trustees' finance committee" and "The trustees' finance
    # committee meets on the first Thursday of each month")
    if MEET_ASKED.search(turn):
        admitted_texts = [cd.record.text for cd, *_ in live if cd.record.id in chosen or cd.record.id in admitted_direct]
        for cd, sim, toks in live:
            rec = cd.record
            if rec.id in chosen or rec.id in admitted_direct or not open_to(rec, unbound_ok=True) \
                    or not BODY_MEETS.search(rec.text):
                continue
            body = BODY_MEETS.search(rec.text).group(1)
            if any(_term_pairs(body) & _term_pairs(t) for t in admitted_texts):
                chosen[rec.id] = sim
                paired[rec.id] = f"when the body an admitted record names meets ({body.strip()})"
    # Someone who shares only a first name with a person the admitted records or the turn name in full
    # ("Aled Powell, the plumber" beside "the co-op secretary, Aled Pugh") is another person: misleading.
    text_of = {cd.record.id: cd.record.text for cd, *_ in live}
    subject_toks = specific_tokens(subject) - TEMPORAL - names

    turn_weekdays = {m.group(1).lower()[:3] for m in calendar.WEEKDAY_RX.finditer(subject)}
    turn_clock_values = {v for v, _said in calendar._clocks(subject)}

    def fits_turn(rid: str) -> int:
        """Words of the turn a record shares, less what it says it is not ("not a pilot"); and the weekday and the
        time of day the turn names ("Oliver B's mum ... the Saturday 9:15 group" and "Oliver Brennan (Stage 3,
        Saturday 09:15)" beside "Oliver Bennett (Stage 1, Wednesday 16:30)")."""
        text = text_of.get(rid, "")
        days = {m.group(1).lower()[:3] for m in calendar.WEEKDAY_RX.finditer(text)}
        clocks = {v for v, _said in calendar._clocks(text)}
        return len(specific_tokens(NOT_A.sub(" ", text)) & subject_toks) + len(days & turn_weekdays) \
            + len(clocks & turn_clock_values)
    # (of two namesakes, the one that fits the turn is read last, so it is the one kept: "Dan Okafor (pilot)"
    # beside "Dan Whitlock (retrieve driver, not a pilot)" for a message to the pilots)
    for rid in sorted(chosen, key=fits_turn):
        # (joined as sentences: the turn's last word and a record's first are no one's full name, "Ollie Deputy")
        ref = ". ".join([subject] + [text_of[o] for o in list(chosen) + list(admitted_direct) if o != rid and o in text_of])
        if rid in text_of and _other_person(text_of[rid], ref):
            del chosen[rid]
            calendar_why.pop(rid, None)
            out[rid] = Judgement(rid, False, c.REASON_CODE_POTENTIALLY_HARMFUL,
                                 "another person than the one of that first name the answer names: would mislead")
    if today is not None and not YEAR.search(subject) and not EARLIER_ROUND.search(turn):
        # of two rounds of the same thing the task runs into ("Summer Challenge 2030 ran 8 June to 3 August" beside
        # the 2031 one), the one over before today would mislead, as for direct answers
        held = {rid: text_of[rid] for rid in list(chosen) + list(admitted_direct) if rid in text_of}
        for rid in list(chosen):
            text = held.get(rid, "")
            if not text or not _over_before(text, today):
                continue
            toks = {t for t in specific_tokens(text) - TEMPORAL if not any(ch.isdigit() for ch in t)} - PAIR_NOISE
            year = max((int(y) for y in YEAR.findall(text)), default=None)
            # (of an earlier year: "as of 6 November, 34 of the 40 cores allowed for 2026" is this year's state)
            if year is not None and any(
                    o != rid and not _over_before(ot, today) and YEAR.search(ot)
                    and year < max(int(y) for y in YEAR.findall(ot))
                    and len(toks & specific_tokens(ot)) >= SAME_ROUND_SHARED for o, ot in held.items()):
                del chosen[rid]
                calendar_why.pop(rid, None)
                out[rid] = Judgement(rid, False, c.REASON_CODE_POTENTIALLY_HARMFUL,
                                     "an earlier round of what a newer record the task runs into holds: would mislead")
    # How to reach or brief someone who hears or sees poorly ("Dev Karimi (Saturday market helper) is Deaf: brief him
    # in writing, never over the radio") binds a task that plans work with them or writes to them, whether it names
    # them ("with me, Saskia, Dev and Duarte") or their role ("tomorrow's briefing for me and the apprentice")
    if not general and ((tc.task and (tc.producing or "staffing" in tc.triggers or "writing" in tc.triggers))
                        or CONTACT_PLANNED.search(subject)):
        # (or one the user means to ring: "I'll ring her at 8 tomorrow" and "Beata is hard of hearing: text, not calls")
        worker_roles = crew_roles(prose)
        for cd, sim, _toks in live:
            rec = cd.record
            # (one the task's family alone chose takes the concrete reading's note)
            if rec.about_principal or not (open_to(rec) or by_family_alone(rec.id)) \
                    or rec.status == c.RECORD_STATUS_UNCONFIRMED \
                    or not party_need(rec.text):
                continue
            who = sorted((_names_in(rec.text) | _lead_name(rec.text)) & names_in_turn)
            if not SENSORY_NEED.search(rec.text):
                # (a diet need binds what the task produces for the one it names: "a first-morning
                # checklist for Mariam on Alfie's route" and "Alfie ... has a severe nut allergy and carries an EpiPen")
                lead = sorted(_lead_name(rec.text) & names_in_turn)
                if lead and tc.producing and DIET_NEED.search(rec.text) and "staffing" not in tc.triggers:
                    chosen[rec.id] = sim
                    paired[rec.id] = f"a need of someone the task is for ({', '.join(lead)})"
                continue
            role = sorted(crew_roles(rec.text) & worker_roles)
            # (or how to give them the kind of document the task writes: "give her briefings in writing" for
            # "Write tomorrow morning's briefing for draining the dock")
            # (not the means an aside names: "anything for her must be in writing (email or SMS)" is no rule on
            # every email the user writes)
            kind = sorted(doc_kinds(re.sub(r"\([^()]*\)", " ", rec.text)) & task_docs) \
                if tc.producing or "writing" in tc.triggers else []
            if who or role or kind:
                chosen[rec.id] = sim
                paired[rec.id] = f"how to reach someone the task works with or writes to ({', '.join(who or role or kind)})"
    # How to write to the one a message is addressed to by name ("a short mail to Lechleitner" and "Seilbahnbehörde
    # contact is Ing. Verena Lechleitner; ...; the Aktenzeichen SB-KT-2026/117 goes in the subject line"); and then a
    # wish on anything written for the body that record says the person speaks for ("When Mirela drafts anything for
    # the Seilbahnbehörde, write it in formal German")
    if tc.task and not general and ("writing" in tc.triggers or tc.producing):
        addressed = {_five(w) for m in ADDRESSED_TO.finditer(subject) for w in m.group(1).split()} - STOP
        bodies: set[str] = set()
        for cd, sim, _toks in live:
            rec = cd.record
            if rec.id in chosen or rec.about_principal or not open_to(rec) or not addressed:
                continue
            if (_names_in(rec.text) | _lead_name(rec.text)) & addressed and HOW_TO_WRITE_TO.search(rec.text):
                chosen[rec.id] = sim
                paired[rec.id] = f"how to write to whom the message is addressed ({', '.join(sorted(addressed & (_names_in(rec.text) | _lead_name(rec.text))))})"
                bodies |= {_five(m.group(1) or m.group(2)) for m in CONTACT_OF.finditer(rec.text)}
        for cd, sim, _toks in live if bodies else []:
            rec = cd.record
            scope = scope_of(rec.text, False) or ""
            if rec.id not in chosen and open_to(rec) and {_five(w) for w in cues.WORD.findall(scope)} & bodies:
                chosen[rec.id] = sim
                paired[rec.id] = "a wish on what is written for the body the addressee speaks for"
    # The part of a document the task writes, by what it is on ("Start the uptake section of this term's board
    # report"), beside a wish on how that document is written: the record holding the figures of what the part is on
    # ("paid-meal uptake in KS2: target 55%; currently 48%")
    part_on = {_five(w) for m in PART_ON.finditer(prose) for w in (m.group(1) or m.group(2) or "").split()} - STOP - TEMPORAL
    styled = any(cd.record.about_principal and (cd.record.id in chosen or cd.record.id in admitted_direct)
                 and (scope_of(cd.record.text, True) or wants_scope(cd.record.text)) for cd, *_ in live)
    if tc.task and part_on and styled and not general:
        for cd, sim, toks in live:
            rec = cd.record
            if rec.id in chosen or rec.id in admitted_direct or rec.about_principal or not open_to(rec) \
                    or rec.status == c.RECORD_STATUS_UNCONFIRMED or not re.search(r"\d", rec.text):
                continue
            on = part_on & {_five(w) for w in cues.WORD.findall(rec.text)}
            if on:
                chosen[rec.id] = sim
                paired[rec.id] = f"the figures of what the part the task writes is on ({', '.join(sorted(on))})"
    # The needs members of an event the task arranges bring to it ("the Year 5 visit on the 20th" and "In the St
    # Aidan's Primary Year 5 group (20 Oct), pupil R.K. has a severe nut allergy"), once the event's own record is
    # in: the same group by its names and its label or its day
    events = [cd.record for cd, *_ in live if calendar_why.get(cd.record.id, "").startswith(ARRANGES)]
    event_dates = {event.id: calendar.record_rules(event.text, today=today).dates for event in events}
    for cd, sim, _toks in live if events and tc.task and not general else []:
        rec = cd.record
        if rec.about_principal or not open_to(rec) or rec.status == c.RECORD_STATUS_UNCONFIRMED \
                or not party_need(rec.text):
            continue
        dates = calendar.record_rules(rec.text, today=today).dates
        for event in events:
            same_names = _names_in(rec.text) & _names_in(event.text)
            if same_names and (group_labels(rec.text) & group_labels(event.text) or dates & event_dates[event.id]):
                chosen[rec.id] = sim
                paired[rec.id] = f"a need someone brings to the event the task arranges ({event.id})"
                break
    # A vehicle or a load the turn names by its number, heavier than the limit of the way or place the turn names
    # ("take 279 out to Holloway Farm, far side of Bridleway Lane" with "Water carrier 279 is a MAN TGM, 15 tonnes gross
    # weight" and "Bridleway Lane bridge has a permanent 7.5 tonne weight limit"): the two decide the way together
    # (asked as if in general, "quickest way to take 279 ...", the two records the turn names by number and by place
    # are its own)
    turn_marks = {t for t in specific_tokens(prose) if t not in TEMPORAL} - STOP  # (read by the next two)
    if tc.task or acting or tc.question:
        codes_in_turn = {x.lower()[:5] for x in CODE.findall(subject)}
        limits, weights = [], []
        for cd, sim, toks in live:
            rec = cd.record
            if rec.id in chosen or rec.about_principal or not open_to(rec, unbound_ok=True) \
                    or rec.status == c.RECORD_STATUS_UNCONFIRMED:
                continue
            shared = (toks & turn_marks) - {t for t in toks if t in UNIT_WORDS}
            if not shared:
                continue
            if (m := WEIGHT_LIMIT.search(rec.text)) and (len(shared) >= TIED_SHARED or shared & names):
                limits.append((cd, sim, float(m.group(1) or m.group(2))))
            elif (m := UNIT_WEIGHT.search(rec.text)) and any(t.isdigit() or t in names or t in codes_in_turn
                                                                  for t in shared):
                weights.append((cd, sim, float(m.group(1) or m.group(2))))
        for (lcd, lsim, limit), (wcd, wsim, weight) in ((a, b) for a in limits for b in weights):
            if weight > limit:
                chosen[lcd.record.id], chosen[wcd.record.id] = lsim, wsim
                paired[lcd.record.id] = paired[wcd.record.id] = \
                    f"what the turn names weighs {weight:g} t, over the {limit:g} t limit of where it goes"
    # What someone will pay, from a price and the share of it they pay ("what she'll actually pay for spring term for Tobi
    # (new chorister)" with "Chorister boarding fee for 2026/27 is £9,840 per term" and "Chapter funds 60% of every
    # chorister's boarding fee; parents pay the other 40%"): neither answers alone, the two together do
    if (tc.task or tc.question) and PAY_ASKED.search(subject):
        open_live = [(cd, sim, toks) for cd, sim, toks in live
                     if not cd.record.about_principal and (open_to(cd.record, unbound_ok=True) or cd.record.id in admitted_direct)
                     and cd.record.status != c.RECORD_STATUS_UNCONFIRMED and toks & turn_marks]
        prices = [x for x in open_live if calendar.sum_currencies(x[0].record.text) and not PERCENT.search(x[0].record.text)]
        shares = [x for x in open_live if PERCENT.search(x[0].record.text) and not calendar.sum_currencies(x[0].record.text)
                  and SHARE_PAID.search(x[0].record.text)]
        for (pcd, psim, _pt), (scd, ssim, _st) in ((a, b) for a in prices for b in shares):
            if _term_pairs(pcd.record.text) & _term_pairs(scd.record.text) and scd.record.id not in admitted_direct:
                for rid, rsim in ((pcd.record.id, psim), (scd.record.id, ssim)):
                    if rid not in admitted_direct:
                        chosen[rid] = rsim
                        paired[rid] = "a price and the share of it that is paid: together they give what is paid"
    # A rule that no work starts until something is in hand ("no work starts on site until a copy of the sealed faculty
    # is on file"), for a task or a question that starts work ("Tomasz wants to start dropping the bells Mon 12th, ok to
    # tell him go?"): whether it may start depends on it, however little else the two share
    if (tc.task or acting) and not general and WORK_STARTS.search(subject):
        for cd, sim, _toks in live:
            rec = cd.record
            m = NO_START_UNTIL.search(rec.text)
            if not m or rec.id in chosen or rec.id in admitted_direct or not open_to(rec) or rec.about_principal \
                    or rec.status == c.RECORD_STATUS_UNCONFIRMED:
                continue
            chosen[rec.id] = sim
            paired[rec.id] = "a rule on what must be in hand before work starts, for a turn that starts work"
            concrete_ties.add(rec.id)
            # (and where that thing stands for what the turn names: "The Bratton faculty petition is still with the
            # Chancellor" beside "... until a copy of the sealed faculty ... is on file", for a start at Bratton)
            waited = {t for t in specific_tokens(rec.text[m.end():]) if len(t) >= 5 and not t.isdigit()} - TEMPORAL
            for cd2, sim2, _t2 in live:
                r2 = cd2.record
                if r2.id == rec.id or r2.id in chosen or r2.id in admitted_direct or not open_to(r2) or r2.about_principal:
                    continue
                if specific_tokens(r2.text) & waited and (_names_in(r2.text) | _lead_name(r2.text)) & names_in_turn:
                    chosen[r2.id] = sim2
                    paired[r2.id] = "where what the start waits on stands, for what the turn names"
                    concrete_ties.add(r2.id)
    # A rule every new starter meets ("a right-to-work check ... before any new starter's first shift, no exceptions"),
    # for a turn on someone new starting ("new lad starts on the dodgems tomorrow 9am. what do i need to sort
    # tonight?"): what must be done first, however little else the two share
    if (tc.task or acting or tc.question) and not general and NEW_STARTER_TURN.search(f"{subject} {english}"):
        for cd, sim, _toks in live:
            rec = cd.record
            if rec.id in chosen or rec.id in admitted_direct or not open_to(rec) or rec.about_principal \
                    or rec.status == c.RECORD_STATUS_UNCONFIRMED or not NEW_STARTER_RULE.search(rec.text) \
                    or not NEW_STARTER_BINDS.search(rec.text) or elsewhere(rec.text):
                continue
            chosen[rec.id] = sim
            paired[rec.id] = "a rule every new starter meets, for a turn on someone new starting"
            concrete_ties.add(rec.id)
    # A thing the turn names that a record says holds what someone the turn speaks of is allergic to ("one has a
    # sesame allergy ... are your scones ok for him?" and "Scones from Trelawny Bakery ... 'may contain sesame'")
    asked_allergens = set(allergens(subject))
    if asked_allergens and (tc.task or tc.question) and not general:
        for cd, sim, _toks in live:
            rec = cd.record
            if rec.id in chosen or rec.id in admitted_direct or not open_to(rec) or rec.about_principal \
                    or rec.status == c.RECORD_STATUS_UNCONFIRMED:
                continue
            held = {_allergen_form(w) for m in HOLDS_ALLERGEN.finditer(language.fold(rec.text))
                    for w in re.findall(r"[a-z]+", m.group(1))}
            things = {t for t in specific_tokens(rec.text) & specific_tokens(subject) if len(t) >= 4 and not t.isdigit()} \
                - TEMPORAL - {a[:5] for a in asked_allergens}
            if held & asked_allergens and things:
                chosen[rec.id] = sim
                paired[rec.id] = "what the turn names holds what someone it speaks of is allergic to " \
                                 f"({', '.join(sorted(held & asked_allergens))})"
                concrete_ties.add(rec.id)
    # The day what the task writes about is due by ("draft the timesheet reminder to the team for this month" and
    # "Payroll runs on the 25th of each month; timesheets are due to Rosa by the 20th"): the thing due, by a long word
    if tc.task and not general and ("writing" in tc.triggers or tc.producing):
        for cd, sim, _toks in live:
            rec = cd.record
            if rec.id in chosen or rec.id in admitted_direct or not open_to(rec) or rec.status == c.RECORD_STATUS_UNCONFIRMED:
                continue
            due = {stem(w.lower())[:5] for m in DUE_THING.finditer(rec.text) for w in cues.WORD.findall(m.group(1) or m.group(2))
                   if len(w) >= THING_WORD and w.lower() not in STOP}
            met = sorted((due & specific_tokens(prose)) - TEMPORAL)
            if met:
                chosen[rec.id] = sim
                paired[rec.id] = f"the day what the task writes about is due by ({', '.join(met)})"
                continue
            # (or what falls due at the occasion the task prepares for, by all of its words: "balance due at the final
            # fitting" for "priya's final fitting next week, write the prep checklist")
            for m in DUE_AT.finditer(rec.text):
                words = {stem(w.lower())[:5] for w in cues.WORD.findall(m.group(1))
                         if len(w) >= 4 and w.lower() not in STOP and not w.isdigit()} - TEMPORAL
                if words and (len(words) >= 2 or len(m.group(1)) >= DUE_AT_LONG) and words <= specific_tokens(prose):
                    chosen[rec.id] = sim
                    paired[rec.id] = f"what falls due at what the task prepares for ({m.group(1)})"
                    break
    # A wish of the user's on a kind of document ("When drafting job cards for Jonas: numbered steps, ...", "For
    # the weekly market note: under 400 words ...") binds a task that writes that kind, however the wish is
    # worded and whoever the scope names it for (the user, by name)
    # (or to an activity the task does, "When Mateo is packing for a market", however the task names it; and any task
    # naming the kind a wish is on, "give me the procedure for tonight", writes that kind)
    lead = TURN_LEAD.match(prose)
    if not general and (tc.task or (lead and SCOPE_VERB.match(lead.group(1)))):
        writes = "writing" in tc.triggers or "staffing" in tc.triggers or tc.producing
        # (a reply to a complaint the turn quotes is a reply to a complaint, whether or not the turn says so)
        wish_prose = f"{prose} complaint" if complaint_reply(prose) else prose
        for cd, sim, _toks in live:
            rec = cd.record
            # (one a task's family chose already is told as the wish it is)
            if not rec.about_principal or not (rec.id in chosen or open_to(rec)) or rec.status == c.RECORD_STATUS_UNCONFIRMED \
                    or UNSURE_WISH.search(rec.text) or other_doc_kind(rec.text, task_docs) or LETS_SKIP.search(rec.text):
                continue  # (nor one that has what is written tell its readers they may leave a step out: "wants
                # them to say it is fine to skip it on Saturdays" for a note on a daily safety test)
            kind = wish_doc_kind(rec.text) or timed_wish_kind(rec.text, today)
            # (written for some people, "notes for the dressers", it binds what the task writes to them)
            readers = {stem(w)[:5] for m in WISH_READERS.finditer(scope_of(rec.text, False) or wants_scope(rec.text))
                       for w in (m.group(1) or m.group(2)).split()} - STOP
            # (a wish on the notes or messages for a body of readers, "When drafting notes for the hot shop crew
            # (Kacper and Ola), ... in Polish", binds whatever the task writes for them: "the bench rota ... for the
            # crew")
            head = READERS_HEAD.search(re.sub(r"\s*\([^)]*\)", "", scope_of(rec.text, False) or ""))
            if writes and kind and kind.split()[-1].lower().rstrip("s") in MESSAGE_WORDS and head \
                    and readers_named(head.group(1), prose):
                chosen[rec.id] = sim
                paired[rec.id] = f"a wish on what is written for the readers the task writes for ({head.group(1)})"
                continue
            # (or in the English gloss of a turn in another language: "dla ekipy" writes for the crew)
            if readers and not readers & (specific_tokens(wish_prose) | specific_tokens(english) | turn_roles_tokens):
                continue
            # (a turn in another language names the kind by all its words in its English gloss: "Zrób mi plan
            # zbiorników" glosses as "plans ... tanks", a "tank plan")
            glossed_kind = bool(english) and bool(kind) and specific_tokens(kind) <= specific_tokens(english)
            if kind and (same_doc_kind(kind, prose) or acronym_phrases(prose, [kind]) or glossed_kind) \
                    and (writes or asks_for_kind(kind, prose) or (glossed_kind and len(specific_tokens(kind)) >= 2)):
                chosen[rec.id] = sim
                paired[rec.id] = f"a wish on the kind of document the task writes ({kind})"
            elif activity := activity_scope(rec.text, wish_prose):
                chosen[rec.id] = sim
                paired[rec.id] = f"a wish on what the task does ({activity})"
    # A rule on what goes to a kind of reader ("Anything Gwen sends to councillors must be bilingual, Welsh first",
    # "Letters to parents must be signed by the head") binds a task writing to them, however the task names the rest
    to_readers: set[str] = set()  # rules on what goes to the readers the task writes to: as concrete as a collision
    if tc.task and not general and "writing" in tc.triggers:
        # (or to one reader the rule names, whom the task names too: "When Camila writes emails to Secuencia
        # (Madrid), draft them in Spanish" for "Draft the confirmation to Lucía at Secuencia")
        for cd, sim, _toks in live:
            rec = cd.record
            if not (rec.id in chosen or open_to(rec)) or rec.status == c.RECORD_STATUS_UNCONFIRMED:
                continue
            if met := sorted({w for m in NAMED_READER.finditer(rec.text) for w in m.group(1).split()
                              if _five(w) in names_in_turn and w.lower() not in cues.COMMON_CAPITALISED}):
                chosen[rec.id] = sim
                paired[rec.id] = f"a rule on what goes to those the task writes to ({', '.join(met)})"
                to_readers.add(rec.id)
    if tc.task and not general and ("writing" in tc.triggers or tc.producing):
        addressed = {stem(w.lower())[:5] for m in WRITTEN_TO_READERS.finditer(prose)
                     for w in re.split(r"\s+", m.group(1)) if len(w) > 3 and w.lower().endswith("s")}
        for cd, sim, _toks in live if addressed else []:
            rec = cd.record
            # (one the task's family chose already is told as the rule it is)
            if not (rec.id in chosen or open_to(rec)) or rec.status == c.RECORD_STATUS_UNCONFIRMED:
                continue
            readers = {stem(w.lower())[:5]: w.lower() for m in SENT_TO_READERS.finditer(rec.text)
                       for w in (m.group(1) or m.group(2)).split()[-1:]}
            if met := sorted(w for k, w in readers.items() if k in addressed):
                chosen[rec.id] = sim
                paired[rec.id] = f"a rule on what goes to those the task writes to ({', '.join(met)})"
                to_readers.add(rec.id)
    # A wish or rule scoped to a kind of reader ("When drafting anything for Home Library Service readers: large-print
    # style, ...") binds a writing task for someone a candidate calls that kind ("Home Library Service reader Mrs
    # Hilda Ambrose ...") when the turn names them ("the little note that goes in Mrs Ambrose's bag")
    if tc.task and not general and ("writing" in tc.triggers or tc.producing):
        for cd, sim, _toks in live:
            rec = cd.record
            if not (rec.id in chosen or open_to(rec)) or rec.status == c.RECORD_STATUS_UNCONFIRMED:
                continue
            kind_m = READER_KIND.search(scope_of(rec.text, False) or "")
            if not kind_m:
                continue
            kind = f"{kind_m.group(1)}{kind_m.group(2)}"
            # (the kind said of the very person, before their name: "Home Library Service reader Mrs Hilda Ambrose")
            said_of = re.compile(rf"\b{re.escape(kind)}s?,?\s+((?:(?:Mrs|Mr|Ms|Miss|Dr|Prof)\.?\s+)?(?:[A-Z][\w'’-]+\s*){{1,3}})",
                                 re.I)
            called = (said_of.search(o.record.text) for o in candidates if o.record.id != rec.id)
            if any(m and {_five(w) for w in cues.WORD.findall(m.group(1))} & names_in_turn for m in called):
                chosen[rec.id] = sim
                paired[rec.id] = f"a rule on what goes to those the task writes to ({kind}s)"
                to_readers.add(rec.id)
    # The user's own colour blindness binds a task asking for colours ("colour-coded so the trend jumps out" and
    # "Mehmet is red-green colour-blind: never rely on red/green ...")
    if tc.task and ASKS_COLOURS.search(subject):
        for cd, sim, _toks in live:
            rec = cd.record
            if rec.about_principal and COLOUR_BLIND.search(rec.text) and (open_to(rec) or by_family_alone(rec.id)):
                chosen[rec.id] = sim
                paired[rec.id] = "a need of the user's that the colours the task asks for run into"
    # What a unit the task names lacks or needs ("overnighting on stand 6" and "Stand 6 has no working fixed GPU ...;
    # aircraft parked on stand 6 need the mobile GPU-3 booked"): the record opens with the unit, and binds the task
    if tc.task and not general and ("writing" in tc.triggers or tc.producing):
        typed_units = set(_units(subject, typed=True))
        for cd, sim, _toks in live if typed_units else []:
            rec = cd.record
            opening = UNIT_OPENING.match(rec.text)
            # (the unit the record opens with being the turn's, another of a series it mentions sets it no apart:
            # "the mobile GPU-3" beside the turn's "GPU-2 u/s")
            undecided = (rec.id not in chosen and rec.id not in out or rec.id in admitted_direct) \
                and not historical(rec.text)
            if rec.about_principal or not (undecided or by_family_alone(rec.id)) or rec.status == c.RECORD_STATUS_UNCONFIRMED \
                    or not opening or (opening.group(1).lower(), opening.group(2)) not in typed_units:
                continue
            if LACKS.search(rec.text) or calendar.OUT_OF_USE_RX.search(rec.text) or UNIT_NEEDS.search(rec.text):
                unit = f"{opening.group(1)} {opening.group(2)}"
                if rec.id in admitted_direct:  # (a direct answer too: the note says so, and it stands)
                    out[rec.id].note = f"{out[rec.id].note}{UNIT_NAMED}{unit})"
                    continue
                chosen[rec.id] = sim
                paired[rec.id] = f"what a unit the task names lacks or needs ({unit})"
    # A rule that quotes a term of the trade the turn uses word for word ("no 'for three' graves in Section K until
    # then" for "Hollis want a new for three in K"): the record speaks of just what the turn asks about
    if (tc.task or acting or tc.question) and not general:
        low_turn = " ".join(cues.WORD.findall(subject.lower()))
        for cd, sim, _toks in live:
            rec = cd.record
            if rec.id in chosen or rec.id in out or rec.id in admitted_direct or not open_to(rec) \
                    or rec.status == c.RECORD_STATUS_UNCONFIRMED or not governs(rec.text):
                continue
            terms = [q for q in (m.group(1) or m.group(2) for m in QUOTED_TERM.finditer(rec.text))
                     if len(q.split()) >= 2 and not q[:1].isupper()
                     and re.search(rf"\b{re.escape(' '.join(cues.WORD.findall(q.lower())))}\b", low_turn)]
            if terms:
                chosen[rec.id] = sim
                paired[rec.id] = f"a rule on what the turn names by the record's own term ('{terms[0]}')"
                concrete_ties.add(rec.id)
    # What anyone put on a unit the task names by its code must hold ("T-31 needs a Liskeard crew, put Jordan and
    # Lauren on it" and "Anyone driving the A-type stretcher vehicles or T-31 needs C1 on their driving licence"):
    # a rule on who may work it binds whom the task puts there
    if tc.task and not general and ("staffing" in tc.triggers or names_in_turn):
        turn_codes = {x.lower() for x in CODE.findall(subject) if not x.isdigit()}
        for cd, sim, _toks in live if turn_codes else []:
            rec = cd.record
            if rec.id in chosen or rec.id in out or rec.id in admitted_direct or rec.about_principal \
                    or not open_to(rec) or rec.status == c.RECORD_STATUS_UNCONFIRMED:
                continue
            on_unit = sorted(turn_codes & {x.lower() for x in CODE.findall(rec.text)})
            if on_unit and WHOEVER_NEEDS.search(rec.text):
                chosen[rec.id] = sim
                paired[rec.id] = f"what whoever works a unit the task names must hold ({', '.join(on_unit).upper()})"
                concrete_ties.add(rec.id)  # (a concrete tie: it ranks with a collision, ahead of a family match)
    # A limit on a group or a unit the task plans or writes for, named by its code where the record opens ("plan thurs
    # am for the U14s - flying 200s ..., give me gears" and "Club rule: U14 squad riders are limited to a 6.45 m rollout")
    if tc.task and not general and (tc.producing or PLANNING.search(subject)):
        turn_codes = {x.lower() for x in CODE.findall(subject) if not x.isdigit()}
        for cd, sim, _toks in live if turn_codes else []:
            rec = cd.record
            if rec.id in chosen or rec.id in admitted_direct or rec.about_principal or not open_to(rec) \
                    or rec.status == c.RECORD_STATUS_UNCONFIRMED:
                continue
            opening = " ".join(LABEL_LEAD.sub("", rec.text).split()[:CODE_LEAD_WORDS])
            on_unit = sorted(turn_codes & {x.lower() for x in CODE.findall(opening)})
            if on_unit and UNIT_LIMIT.search(rec.text):
                chosen[rec.id] = sim
                paired[rec.id] = f"a limit on what the task plans for, named by its code ({', '.join(on_unit).upper()})"
                concrete_ties.add(rec.id)
    # A question whether the user may go ahead alone ("£60 back for a no-show, can I just push it through?"): an
    # approval limit on what the turn handles answers it, whether the turn's amount stays under it or not
    # (so does a task that says who will sign the amount off: "FD wants £180 off ... Owen will sign it off")
    if (APPROVAL_ASKED.search(subject) or SIGNER_SAID.search(subject)) and has_amount(subject):
        for cd, sim, toks in live:
            rec = cd.record
            if rec.id in under and open_to(rec, unbound_ok=True) and (
                    NEEDS_APPROVAL.search(rec.text) or (SIGNER_SAID.search(subject) and APPROVAL_SENTENCE.search(rec.text))) \
                    and shared_with_turn(toks) and rec.status != c.RECORD_STATUS_UNCONFIRMED:
                chosen[rec.id] = sim
                paired[rec.id] = "the approval limit the turn's amount stays under: the question turns on it"
    # A question whether someone may go ahead with a sum the turn gives ("Bethan wants to swap the café dishwasher for a
    # bigger one, £1,200 fitted ... ok for her to crack on?"): the approval limit the sum crosses, and a spending
    # freeze in force today, answer it, whatever words they share with the turn
    if APPROVAL_ASKED.search(subject) and has_amount(subject) and not general and (tc.question or "?" in turn):
        # (a budget the user's own words brought, "budget vitrine S1: 3 800€" for "... la vitrine de pâques: 2 900€. je
        # signe?", is tied to the turn by them)
        heard_ids = {cd.record.id for cd, _s, _t in heard}
        # (the budgets among the live candidates the sum is more than: one alone needs no word shared with the turn)
        over = [cd.record.id for cd, _s, _t in live if calendar.over_budget(subject, cd.record.text)]
        for cd, sim, toks in live + heard:
            rec = cd.record
            if rec.id in chosen or rec.id in admitted_direct or rec.status == c.RECORD_STATUS_UNCONFIRMED:
                continue
            # (a budget told with what was spent of it, "£2,950 was spent reskinning T4", is no past record)
            # (nor is what it was spent on another thing the turn names: "reskinning T4" beside "the kit for T2")
            if (why := calendar.over_budget(subject, rec.text)) and (rec.id not in out or rec.id in rivals) \
                    and not ELSEWHERE.search(rec.text) \
                    and (shared_with_turn(toks) or rec.id in heard_ids or over == [rec.id]):
                chosen[rec.id] = sim
                paired[rec.id] = f"what is left of the budget the sum would come out of: {why}"
                continue
            if rec.id in heard_ids or not open_to(rec, unbound_ok=True):
                continue
            if (NEEDS_APPROVAL.search(rec.text) or APPROVAL_SENTENCE.search(rec.text)) \
                    and (shared_with_turn(toks) or SPEND_WORDS.search(rec.text)) \
                    and (why := calendar.crosses(subject, rec.text)):
                chosen[rec.id] = sim
                paired[rec.id] = f"the approval limit the sum the turn asks to go ahead with crosses: {why}"
            elif today is not None and calendar.FREEZE_RX.search(rec.text) \
                    and SPEND_FROZEN.search(freeze_sentences(rec.text)) \
                    and not calendar.turn_when(turn, today).days \
                    and (why := calendar.collides(calendar.turn_when("today", today), calendar.record_rules(rec.text, today=today))):
                chosen[rec.id] = sim
                paired[rec.id] = f"a spending freeze in force today, for a sum the turn asks to go ahead with: {why}"
    # A question whether the user may go ahead alone on something the turn names but does not price ("tatamix want the
    # PO signed today ... i'll just sign it myself yeah?"): the record pricing it and the approval limit its price
    # crosses answer it together
    if APPROVAL_ASKED.search(subject) and not has_amount(subject) and not general:
        priced = [(cd, sim) for cd, sim, toks in live
                  if cd.record.status != c.RECORD_STATUS_UNCONFIRMED and open_to(cd.record, unbound_ok=True)
                  and not NEEDS_APPROVAL.search(cd.record.text) and calendar.AMOUNT_RX.search(cd.record.text)
                  and (_names_in(cd.record.text) & names_in_turn or len(shared_with_turn(toks)) >= TIED_SHARED)]
        for cd, sim, toks in live if priced else []:
            rec = cd.record
            if rec.id in chosen or rec.id in admitted_direct or rec.status == c.RECORD_STATUS_UNCONFIRMED \
                    or not NEEDS_APPROVAL.search(rec.text) or not open_to(rec, unbound_ok=True):
                continue
            for q, qsim in priced:
                why = calendar.crosses_any(q.record.text, rec.text)
                if why:
                    chosen[rec.id] = sim
                    paired[rec.id] = f"the approval limit the price of what the turn names crosses: {why}"
                    if q.record.id not in chosen and q.record.id not in admitted_direct:
                        chosen[q.record.id] = qsim
                        paired[q.record.id] = f"the price of what the turn asks to go ahead with: {why}"
                    break
    # One person left alone with a group ("tommy asked if he can skip sat tigers ..., im fine solo right?"): a cap on
    # how many one leader may have ("Tigers ratio: at most 12 children per coach") and the count booked that crosses
    # it ("Saturday Tigers at Stockport has 15 children booked") answer it together
    if SOLO.search(subject) and (tc.question or tc.task) and not general:
        capped = [(cd, sim, toks, int(m.group(1)), re.escape(m.group(2).split()[-1].lower().rstrip("s")))
                  for cd, sim, toks in live
                  if (m := PER_LEADER.search(cd.record.text)) and open_to(cd.record, unbound_ok=True)
                  and cd.record.status != c.RECORD_STATUS_UNCONFIRMED and shared_with_turn(toks)]
        for cd, sim, toks, cap, own in capped:
            for od, osim, otoks in live:
                if od.record.id == cd.record.id or od.record.status == c.RECORD_STATUS_UNCONFIRMED \
                        or not (open_to(od.record, unbound_ok=True) or od.record.id in admitted_direct) \
                        or not shared_with_turn(otoks) \
                        or not {t for t in toks & otoks if not t.isdigit()} - TEMPORAL - STOP:
                    continue
                counts = [int(x.group(1)) for x in HEADCOUNT.finditer(od.record.text)
                          if re.match(rf"\s+(?:[\w-]+\s+){{0,2}}?(?:{PEOPLE_WORDS}|{own}s?\b)", od.record.text[x.end():], re.I)]
                if any(n > cap for n in counts):
                    why = f"{max(counts)} against at most {cap} for one leader: one alone is over"
                    for rid, rsim in ((cd.record.id, sim), (od.record.id, osim)):
                        if rid not in chosen and rid not in admitted_direct:
                            chosen[rid] = rsim
                            paired[rid] = why
                    break
    # A day checked back ("board's the 2nd yeah?", "still on the 14th, right?"): the record that moved the thing the
    # turn names from that very day ("Board meeting moved to 9 Sep 2027 (was 2 Sep)") answers it, however little else
    # it shares with the turn
    checked_days = {int(m.group(1) or m.group(2)) for m in CHECKED_DAY.finditer(turn)} if DAY_CHECKED.search(turn) and not tc.task \
        else set()
    for cd, sim, toks in live if checked_days else []:
        rec = cd.record
        if rec.id in chosen or rec.id in admitted_direct or rec.status == c.RECORD_STATUS_UNCONFIRMED \
                or not open_to(rec, unbound_ok=True) or not shared_with_turn(toks):
            continue
        moved_from = {int(x) for m in SUPERSEDED_DAY.finditer(rec.text) for x in re.findall(r"\b(\d{1,2})(?!\d|:)", m.group(0))}
        if moved_from & checked_days:
            chosen[rec.id] = sim
            paired[rec.id] = f"moved from the day the turn checks ({', '.join(map(str, sorted(moved_from & checked_days)))})"
    # Someone working alone ("Kian's DBS still not back. can he do a solo close at BD on tues 5th jan?"): the rule on
    # what working alone needs ("All floor staff need an enhanced DBS before any unsupervised shift") binds it
    if SOLO.search(subject) and (tc.question or tc.task) and not general:
        for cd, sim, toks in live:
            rec = cd.record
            if rec.id in chosen or rec.id in admitted_direct or rec.status == c.RECORD_STATUS_UNCONFIRMED \
                    or not open_to(rec, unbound_ok=True) or not LONE_RULE.search(rec.text) or not _is_rule(rec.text) \
                    or not shared_with_turn(toks):
                continue
            chosen[rec.id] = sim
            paired[rec.id] = "a rule on working alone, for a turn on someone working alone"
    # A claim the turn weighs on a sum ("repair quote £1,900 + VAT. put it through the insurance?"): what the insurer
    # keeps off each claim ("£2,500 excess per claim") decides whether it is worth making, whichever side the sum is
    if CLAIM_WEIGHED.search(subject) and has_amount(subject) and not general:
        for cd, sim, toks in live:
            rec = cd.record
            if rec.id in chosen or rec.id in admitted_direct or not open_to(rec) \
                    or rec.status == c.RECORD_STATUS_UNCONFIRMED or not EXCESS.search(rec.text) \
                    or not CLAIM_WEIGHED.search(rec.text):
                continue
            chosen[rec.id] = sim
            paired[rec.id] = "what the insurer keeps off a claim, for a claim the turn weighs on a sum"
            concrete_ties.add(rec.id)
    # An order the task raises whose total the draft works out ("raise a PO to Holloway for 4t ... whats the total"
    # and "expect roughly £6,000-6,500 ex VAT"): an approval limit on such orders that the draft's total crosses,
    # where the turn's own figures cross none, binds it
    if tc.task and draft and {"ordering", "spending"} & set(tc.triggers) and TOTAL_ASKED.search(subject) and not general:
        for cd, sim, toks in live:
            rec = cd.record
            if rec.id in chosen or rec.id in admitted_direct or not open_to(rec, unbound_ok=True) \
                    or rec.status == c.RECORD_STATUS_UNCONFIRMED or not NEEDS_APPROVAL.search(rec.text):
                continue
            if not (shared_with_turn(toks) or (cues.PURCHASE_ORDER.search(subject) and ORDER_NAMED.search(rec.text))):
                continue
            crossed = calendar.crosses(draft, rec.text)
            if crossed and not calendar.crosses(subject, rec.text):
                chosen[rec.id] = sim
                paired[rec.id] = f"the total the draft works out crosses it: {crossed}"
                concrete_ties.add(rec.id)
    if tc.task and not general:
        draft_low = (draft or "").lower()
        # (a fleet number is a code too: "2417"; not a year, a sum or a time)
        turn_codes_exact = {x.upper() for x in CODE.findall(subject)} | {
            m.group(1).upper() for m in UNIT_NUMBER.finditer(subject)}
        for cd, sim, toks in live:
            rec = cd.record
            if rec.id in chosen or rec.id in admitted_direct or rec.id in paired or not open_to(rec) \
                    or rec.status == c.RECORD_STATUS_UNCONFIRMED:
                continue
            # the only kind allowed of a thing the task orders or hands out ("10 boxes disposable gloves size L"
            # and "Apprentice Callum has a latex allergy: nitrile gloves only in the workshop"), a kind the turn
            # does not name itself
            only = None if rec.about_principal else next((m for m in ONLY_KIND.finditer(rec.text)
                         if stem(m.group(2).lower())[:5] in prose_words and stem(m.group(1).lower())[:5] not in prose_words
                         and m.group(1).lower() not in STOP), None)
            if only and (tc.task and {"ordering", "spending", "staffing", "writing"} & set(tc.triggers) or ORDERS.search(subject)):
                chosen[rec.id] = sim
                paired[rec.id] = f"the only kind allowed of what the task handles ({only.group(0).lower()})"
                concrete_ties.add(rec.id)
                continue
            # the record of the very unit the task names, by the code it opens with ("Draft a quick email to Gareth
            # booking 2417 in for its annual test" and "2417 is VOR with a gearbox failure ...", "2417's annual test
            # (MOT) expires 30 Oct 2026"): the unit's own state
            head = UNIT_HEAD.match(rec.text)
            if head and head.group(1).upper() in turn_codes_exact and UNIT_STATE.search(rec.text):
                chosen[rec.id] = sim
                paired[rec.id] = f"about the very unit the task names ({head.group(1)})"
                concrete_ties.add(rec.id)
                continue
            # a thing a rule forbids that the draft brings in ("No barium carbonate in any student glaze" and a
            # handout whose sample recipe uses barium carbonate), on what the task names by a word
            banned = next((m.group(1) for m in DRAFT_BANNED.finditer(rec.text)
                           if re.search(rf"\b{re.escape(m.group(1).lower())}\b", draft_low)
                           and not re.search(rf"\b{re.escape(m.group(1).lower())}\b", subject.lower())), None)
            if banned and shared_with_turn(toks):
                chosen[rec.id] = sim
                paired[rec.id] = f"forbids what the draft brings in ({banned})"
                concrete_ties.add(rec.id)
    # A question for the time a place opens or shuts ("who's closing and what time do we shut", "Sat 4 July"): the
    # record of its hours holds it, whatever else answers the turn
    if HOURS_ASKED.search(subject) and not general:
        for cd, sim, toks in live:
            rec = cd.record
            if rec.id in chosen or rec.id in admitted_direct or not open_to(rec) \
                    or rec.status == c.RECORD_STATUS_UNCONFIRMED or not HOURS_HELD.search(rec.text):
                continue
            chosen[rec.id] = sim
            paired[rec.id] = "holds the hours the turn asks the opening or closing time from"
    # A piece of writing that sells or announces a thing by its two-word name ("draft a FB post to shift the last season
    # tickets"): the figures the records hold on that thing, its prices and what is left of it, are what it tells
    if tc.task and "writing" in tc.triggers and PROMO_TASK.search(subject) and not general:
        turn_pairs_here = _term_pairs(prose)
        for cd, sim, toks in live:
            rec = cd.record
            if rec.id in chosen or rec.id in admitted_direct or not open_to(rec) or rec.about_principal \
                    or rec.status == c.RECORD_STATUS_UNCONFIRMED:
                continue
            term = _term_pairs(rec.text) & turn_pairs_here
            if term and (calendar.AMOUNT_RX.search(rec.text) or re.search(r"\b\d{2,}\b", rec.text)) and sim >= NAMED_TIED_MIN:
                chosen[rec.id] = sim
                paired[rec.id] = "the figures on what the writing sells or announces, by the name the turn gives it"
    # A discount of a kind of customer ("the trade discount on sawn softwood is 7.5%"), for a quote or an invoice to a
    # customer the turn calls one of that kind ("quote Dai Morgan (trade acct) 120 m of C24"): the price depends on it
    if tc.task and not general and COSTING.search(subject):
        turn_stems_here = {stem(w.lower())[:5] for w in cues.WORD.findall(prose)}
        for cd, sim, toks in live:
            rec = cd.record
            kinds = {stem(m.group(1).lower())[:5] for m in DISCOUNT_KIND.finditer(rec.text)
                     if m.group(1).lower() not in STOP | DISCOUNT_NOT_KINDS}
            if not kinds & turn_stems_here or rec.id in chosen or rec.id in admitted_direct or not open_to(rec) \
                    or rec.about_principal or rec.status == c.RECORD_STATUS_UNCONFIRMED:
                continue
            chosen[rec.id] = sim
            paired[rec.id] = f"the discount of the kind of customer the task prices for ({', '.join(sorted(kinds & turn_stems_here))})"
    # How long a thing takes to come or to be done ("standard turnaround is 10 working days for a full reflock",
    # "lead time is three weeks"), for a task on that thing that says when it is wanted ("needs it back for a show on
    # the 20th", "want them for Boxing Day"): whether the day can be met depends on it
    if (tc.task or acting) and not general and WANTED_BY.search(subject) and (
            turn_when.days or turn_when.span or turn_when.weekdays or turn_when.month or FEAST_DAY.search(subject)):
        wanted_words = {stem(w.lower())[:5] for w in cues.WORD.findall(prose) if len(w) >= 4 and w.lower() not in STOP} \
            - TEMPORAL - LEAD_STEMS
        for cd, sim, toks in live:
            rec = cd.record
            lead_m = LEAD_TIME.search(rec.text)
            if not lead_m or rec.id in chosen or rec.id in admitted_direct or not open_to(rec) or rec.about_principal \
                    or rec.status == c.RECORD_STATUS_UNCONFIRMED:
                continue
            shared = wanted_words & {stem(w.lower())[:5] for w in cues.WORD.findall(rec.text) if len(w) >= 4}
            if shared or (_names_in(rec.text) | _lead_caps(rec.text)) & names_in_turn - common_names_all:
                chosen[rec.id] = sim
                paired[rec.id] = f"how long it takes ({lead_m.group(0).lower()}), for the day the task wants it by"
    # The day of an event the task counts from by its name ("book the lorry for the day before the raising", "slot it in
    # before the BRC audit") and a record that dates that event ("the hall house raising ... moved to 10 March 2026"):
    # the task's day is reckoned from it
    # (a noun, not a clause: "before the line has to be live again" counts from no event)
    # (an event's own ends are still the event: "after the shutdown window closes")
    event_words = {stem(w.lower())[:5] for m in EVENT_COUNTED.finditer(subject)
                   if not set(m.group(1).lower().split()) & CLAUSE_VERBS
                   for w in cues.WORD.findall(m.group(1)) if len(w) >= 4 and w.lower() not in STOP | EVENT_ENDS} \
        - TEMPORAL - {"way", "end"}
    if (tc.task or acting or tc.question) and not general and event_words:
        dating = []
        for cd, sim, toks in live:
            rec = cd.record
            if rec.id in chosen or rec.id in admitted_direct or not open_to(rec) \
                    or rec.status == c.RECORD_STATUS_UNCONFIRMED or not asking.holds_value("date", rec.text):
                continue
            events = event_words & {stem(w.lower())[:5] for w in cues.WORD.findall(rec.text) if len(w) >= 4}
            if events:
                dating.append((len(events), rec.id, sim, events))
        # (of several, those naming the most of the event's words: "the Alpha shutdown window" over "the Bravo shutdown")
        most = max((d[0] for d in dating), default=0)
        for n, rid, sim, events in dating:
            if n == most:
                chosen[rid] = sim
                paired[rid] = f"dates the event the task counts from ({', '.join(sorted(events))})"
    # Times the turn sets after dark in the months it names, at a place a record keeps to daylight ("move their tues
    # training to Crookes Park from November, 18:00-19:30" and "Crookes Park has no floodlights; no sessions there
    # after sunset"): sunset read from a table of months (mid-latitude, local clock time)
    turn_minutes = [v for v, _said in calendar._clocks(subject)]
    months = {mo for _d, mo in turn_when.days | turn_when.span if mo} or ({today.month} if today is not None else set())
    if turn_minutes and months and not general:
        dark_from = min(SUNSET_BY_MONTH[mo] for mo in months)
        for cd, sim, toks in live:
            rec = cd.record
            if rec.id in chosen or rec.id in admitted_direct or not open_to(rec) or not DAYLIGHT_ONLY.search(rec.text):
                continue
            late = max(turn_minutes)
            if late > dark_from and (shared_with_turn(toks) or _lead_caps(rec.text) & {_five(w) for w in cues.WORD.findall(subject)}):
                chosen[rec.id] = sim
                paired[rec.id] = f"keeps to daylight, and {late // 60:02d}:{late % 60:02d} is after dark then"
                concrete_ties.add(rec.id)
    # Who holds the role a rota fills ("Draft the Tolvean coach rota ..., two coaches per lesson" and "The 2026 seasonal
    # coaches are Jonah Whitlock, Priya Menon, Lukas Brandt and Siân Evans"): the people it is drawn up from
    if tc.task and not general and "staffing" in tc.triggers:
        turn_stems = {stem(w)[:5] for w in cues.WORD.findall(prose.lower())}
        for cd, sim, _toks in live:
            rec = cd.record
            m = ROSTER_OF.search(rec.text)
            if not m or rec.about_principal or not open_to(rec) or rec.status == c.RECORD_STATUS_UNCONFIRMED \
                    or stem(m.group(1).lower())[:5] not in turn_stems:
                continue
            chosen[rec.id] = sim
            paired[rec.id] = f"who holds the role the rota fills ({m.group(1).lower()})"
        # (and how often the work it covers runs: "the autoclave testing rota" and "spore tests run weekly every
        # Monday")
        work = {stem(w.lower())[:5] for m in ROTA_OF.finditer(prose) for w in m.group(1).split()
                if w.lower() not in STOP and len(w) > 3} - TEMPORAL - names_in_turn
        for cd, sim, _toks in live if work else []:
            rec = cd.record
            if rec.id in chosen or rec.about_principal or not open_to(rec) or rec.status == c.RECORD_STATUS_UNCONFIRMED \
                    or not CADENCE.search(rec.text):
                continue
            ran = work & {stem(w.lower())[:5] for w in cues.WORD.findall(rec.text)}
            if ran:
                chosen[rec.id] = sim
                paired[rec.id] = f"how often the work the rota covers runs ({', '.join(sorted(ran))})"
    if tc.task and not general:
        # the days a kind of work runs on, for a plan of its next round ("Plan my next grafting round" and "Grafting
        # is every Tuesday; ...")
        work = {stem(w.lower())[:5] for m in WORK_ROUND.finditer(prose) for w in m.group(1).split()
                if w.lower() not in STOP and len(w) > 3} - TEMPORAL - names_in_turn
        for cd, sim, _toks in live if work else []:
            rec = cd.record
            if rec.id in chosen or rec.id in admitted_direct or rec.about_principal or not open_to(rec) \
                    or rec.status == c.RECORD_STATUS_UNCONFIRMED or not CADENCE.search(rec.text):
                continue
            ran = work & {stem(w.lower())[:5] for w in cues.WORD.findall(rec.text)}
            if ran:
                chosen[rec.id] = sim
                paired[rec.id] = f"how often the work the plan covers runs ({', '.join(sorted(ran))})"
    # (what a country's caterers must declare exposes no one of the user's world)
    for cd, sim, _toks in [] if asked_world else live:
        if cd.record.id in exposed and cd.record.id not in admitted_direct:
            chosen[cd.record.id] = sim
            calendar_why[cd.record.id] = exposed[cd.record.id]
    for cd, sim, _toks in live:
        if cd.record.id in barred and cd.record.id not in admitted_direct and cd.record.id not in chosen:
            chosen[cd.record.id] = sim
            paired[cd.record.id] = "what someone the task gives work to may not do"
    if tc.producing:
        # something the user asked to keep quiet ("interviewing elsewhere in January and wants it kept quiet")
        # stays out of a document written for others, whatever ties it to the task
        for rid in list(chosen):
            if rid in text_of and KEPT_QUIET.search(text_of[rid]):
                del chosen[rid]
                calendar_why.pop(rid, None)
                out[rid] = Judgement(rid, False, c.REASON_CODE_POTENTIALLY_HARMFUL,
                                     "a matter to be kept quiet, in something written for others")
    # a namesake told apart by its place ("St Edmund's, Thurlby Magna" beside the direct answer "St Edmund's
    # Church, Thurlby Parva", for a turn naming St Edmund's alone): the other one of the name, whatever ties it
    direct_quals = [qualified_lead(text_of[rid]) for rid in admitted_direct if rid in text_of]
    for rid in list(chosen):
        mine = qualified_lead(text_of.get(rid, ""))
        if mine and any(q and q[0] == mine[0] and q[1] != mine[1] for q in direct_quals) \
                and not set(mine[1].split()) <= {_five(w) for w in cues.WORD.findall(subject)}:
            del chosen[rid]
            calendar_why.pop(rid, None)
            out[rid] = Judgement(rid, False, c.REASON_CODE_POTENTIALLY_HARMFUL,
                                 "another of the name than the one the answer is about, told apart by its place: would mislead")
    # A note telling others of the user's own absence or late start ("write a note to the R1 managers: I'm off Tue
    # 30th, Sandeep's on the desk") needs only who stands in: what merely shares its words or days (a route's ramp,
    # someone else's leave that month) stays out, and so does the user's own reason for being away, which the
    # note leaves to them
    rec_of = {cd.record.id: cd.record for cd in candidates}
    for rid in [r for r in chosen if closed_elsewhere(rec_of[r])]:
        del chosen[rid]
        calendar_why.pop(rid, None)
        out[rid] = Judgement(rid, False, c.REASON_CODE_INSUFFICIENT,
                             "a place closed that the turn does not name, beside another it names")
    if tc.task and OWN_NOTE.search(turn):
        for rid in list(chosen):
            rec = rec_of[rid]
            rec_names = _names_in(rec.text) | _lead_name(rec.text)
            if rid in calendar_why and not rec.about_principal:
                continue
            if rec.about_principal and (rec_names - own_names or scope_of(rec.text, True) or not (
                    AWAY.search(rec.text) or calendar.ABSENT_RX.search(rec.text) or OFF_FOR.search(rec.text))):
                continue  # (who covers for the user, and how the user wants notes written, stay)
            # (whoever the note says stands in: "Sandeep's on the desk"; not a place or client it names, "Kwame covers the
            # Holburne calls")
            stand_ins = {m.group(1).lower()[:5] for m in STANDS_IN.finditer(turn)}
            if not rec.about_principal and rec_names & (stand_ins or _names_in(turn)):
                continue
            del chosen[rid]
            calendar_why.pop(rid, None)
            out[rid] = Judgement(rid, False, c.REASON_CODE_INSUFFICIENT,
                                 "the note tells of the user's own absence: this adds nothing it needs")
    if tc.task and OWN_NOTE.search(turn) and today is not None and (turn_when.days or turn_when.weekdays):
        # ... and the absence of whoever stands in, on other days than the note's ("Rory's in charge of the floor",
        # out on Wednesday the 11th, and "Rory is on leave 16-27 March"): nothing the note needs
        for rid in [r for r in admitted_direct if r in rec_of]:
            rec = rec_of[rid]
            rules = calendar.record_rules(rec.text, today=today)
            if (AWAY.search(rec.text) or calendar.ABSENT_RX.search(rec.text)) and (rules.ranges or rules.dates) \
                    and not calendar.collides(turn_when, rules):
                admitted_direct.discard(rid)
                out[rid] = Judgement(rid, False, c.REASON_CODE_INSUFFICIENT,
                                     "an absence on other days than those of the user's own note")
    joint = len(chosen) + len(admitted_direct) > 1
    for rid, sim in chosen.items():
        # a concrete collision or crossing outranks a record matched by its task family alone
        # (so does a limit of someone the rota puts to work)
        # (a rule on what goes to the very readers the task writes to ranks ahead of what a collision brings)
        concrete = 0.15 if rid in to_readers else 0.1 if rid in calendar_why or rid in each_named \
            or rid in concrete_ties else 0.0
        out[rid] = Judgement(rid, True, c.REASON_CODE_JOINTLY_HELPFUL if joint else c.REASON_CODE_HELPFUL,
                             (calendar_why[rid] if calendar_why[rid].startswith("holds") else
                              f"the turn runs into it: {calendar_why[rid]}") if rid in calendar_why else
                             paired.get(rid) or f"a constraint the task depends on ({', '.join(tc.triggers) or 'a rule tied to the task'})",
                             0.5 + concrete + sim / 10)

    for cd, sim, _ in live + heard:
        if cd.record.id in out:
            continue
        if cd.record.id in sided:
            out[cd.record.id] = Judgement(cd.record.id, False, c.REASON_CODE_POTENTIALLY_HARMFUL,
                                          "about the other side of a pair the turn names one side of: would mislead")
        elif (set_apart(cd.record.text) and (not _names_in(cd.record.text) & names_in_turn or (
                (partner := PARTNER_HEAD.match(cd.record.text)) and not _lead_caps(partner.group(0)) & names_in_turn))) \
                or led_by_other(cd.record.text):
            # (a partner body named at the head, "Dundee partner facility's Krios rates", is another body's whatever
            # else it shares with the turn, "Krios")
            # named as misleading, not merely unneeded, so nothing downstream (the learned layer) admits it
            # (one that also names what the turn names, "Aberystwyth branch hours: ...; Machynlleth counter: ...",
            # may hold the answer)
            out[cd.record.id] = Judgement(cd.record.id, False, c.REASON_CODE_POTENTIALLY_HARMFUL,
                                          "about another organisation or site than the turn names: would mislead")
        elif (asked_generic or definitional) and (not tc.task or asked_world):
            # a sum on the turn's own figures, what a thing is or how two differ: said so, so that nothing
            # downstream (the learned layer) reads it as an answer merely short of support
            out[cd.record.id] = Judgement(cd.record.id, False, c.REASON_CODE_INSUFFICIENT,
                                          f"{ASKED_IN_GENERAL} (similarity {sim:.2f})")
        else:
            out[cd.record.id] = Judgement(cd.record.id, False, c.REASON_CODE_INSUFFICIENT,
                                          f"does not change the answer (similarity {sim:.2f})")
    # an admission by wording or task family whose record is dated on the very days the turn names holds a
    # concrete reading as well: the note says so (and the learned layer leaves such an admission standing)
    by_id = {cd.record.id: cd.record for cd in candidates}
    for j in out.values():
        if j.admitted and j.note.startswith(("answers the turn directly", "pairs with", "a constraint the task")):
            rec = by_id[j.record_id]
            why = calendar.collides(turn_when, calendar.record_rules(rec.text, own=rec.about_principal, today=today))
            if why and not ("is not among" in why or "ruled out" in why):
                j.note = f"{j.note}{ON_THE_DAY}{why})"
            # a dietary need of someone the turn names, for a meal the task arranges ("lunch for the B1 group, 14
            # incl Yusuf and Lena" and "Student Yusuf Demir is coeliac"): the name ties it, not the wording
            # (the record's own subject counts among its names: "Hazel Oduya (Gannet Year) has a severe peanut ...
            # allergy" for "Booking Euan and Hazel ..., wine and canapés after")
            fed = sorted((_names_in(rec.text) | _lead_name(rec.text)) & names_in_turn) if "feeding" in tc.triggers \
                and j.note.startswith("a constraint the task") and DIET_NEED.search(rec.text) else []
            # (an allergy or an access, hearing or sight need of the one whom a task is for, named as the record's
            # subject: "checklist for Mrs Sutcliffe visit on Thursday" and "Mrs Edna Sutcliffe ... is allergic to
            # latex: nitrile gloves only")
            if not fed and tc.task and j.note.startswith("a constraint the task") and party_need(rec.text):
                fed = sorted(_lead_name(rec.text) & names_in_turn)
            # (an outing or a booking for a party the turn counts people of by name, "10 residents incl Dennis
            # and Ethel": their diets and their access needs alike)
            if not fed and tc.task and PARTY_NAMED.search(subject) and j.note.startswith("a constraint the task") \
                    and party_need(rec.text):
                fed = sorted(_names_in(rec.text) & party_names(subject))
            if fed:
                j.note = f"{j.note}{FOR_NAMED}{', '.join(fed)})"
            # (one a record counts among those at the event the meal is for: "Samir Haddad (course attendee)")
            at_event = attends_arranged(rec.text, subject) if "feeding" in tc.triggers and not fed \
                and j.note.startswith("a constraint the task") and party_need(rec.text) else ""
            if at_event:
                j.note = f"{j.note}{AT_EVENT}{at_event})"
            # a limit of someone a rota puts to work, by name; a sum set aside for what the task arranges
            rota_named = sorted((_names_in(rec.text) | _lead_name(rec.text)) & names_in_turn) \
                if j.record_id in each_named and j.note.startswith("a constraint the task") and not fed else []
            if rota_named:
                j.note = f"{j.note}{FOR_NAMED}{', '.join(rota_named)})"
            # (what someone the task gives work to by name may not do, whatever note admitted it: "Mei-Ling ...
            # cannot dive until 10 Dec" for the dive team that names her)
            barred_named = sorted((_names_in(rec.text) | _lead_name(rec.text)) & names_in_turn) \
                if j.record_id in barred and FOR_NAMED not in j.note else []
            if barred_named:
                j.note = f"{j.note}{FOR_NAMED}{', '.join(barred_named)})"
            if j.record_id in set_aside and j.note.startswith("a constraint the task"):
                j.note = f"{j.note}{SET_ASIDE}"
            # a limit the turn's own amount crosses, admitted as a direct answer or by task family ("a credit
            # note of £2,600 ... can I just raise it today?" and "Sanne can approve credit notes up to £2,000"):
            # a concrete reading too
            # (or the total the turn's own figures make: "3 extra ushers, 6h each at £15/h. can I just OK it?" and
            # "Tom can approve up to £250 himself")
            crossed = (calendar.crosses(subject, rec.text) or calendar.crosses_total(subject, "", rec.text)) \
                if (tc.task or tc.question or acting) \
                and (APPROVAL_SENTENCE.search(rec.text) or calendar.LIMIT_CAP_RX.search(rec.text)
                     or calendar.LIMIT_OVER_RX.search(rec.text) or calendar.MIN_AGE_RX.search(rec.text)
                     or calendar.MIN_HEIGHT_RX.search(rec.text)) and ON_THE_DAY not in j.note else ""
            if crossed:
                j.note = f"{j.note}{CROSSED}{crossed})"
            # the price a crossed total is read with ("£640 per week" for "add 2 wks on the hire", against "any hire
            # extension over £1,000 must be approved"): a concrete reading too
            elif j.record_id in priced_direct and PRICED_TOTAL not in j.note:
                j.note = f"{j.note}{PRICED_TOTAL}{priced_direct[j.record_id]})"
    # an unconfirmed report ("may move to Thursdays", "probably fine, by phone") beside the confirmed record that
    # answers the turn about the same thing stays out: the confirmed one answers, the report is a change that
    # may never come; so does one a task runs into beside a confirmed record of the same matter that it runs
    # into too ("might be closed the whole week (churchwarden's guess)" beside "closed only on Thursday,
    # confirmed by the parish office"), sharing more words with it
    held = [j for j in out.values() if j.admitted]
    confirmed = [k for k in held if by_id[k.record_id].status != c.RECORD_STATUS_UNCONFIRMED]
    answering = "answers the turn directly"
    for j in held:
        rec = by_id[j.record_id]
        if rec.status != c.RECORD_STATUS_UNCONFIRMED:
            continue
        toks = specific_tokens(rec.text) - TEMPORAL
        shared = [(k.note.startswith(answering), len(toks & specific_tokens(by_id[k.record_id].text))) for k in confirmed]
        if j.note.startswith(answering) and any(direct and n >= REPORT_SHARED for direct, n in shared):
            j.admitted, j.reason = False, c.REASON_CODE_INSUFFICIENT
            j.note = "an unconfirmed report beside the confirmed record that answers the turn"
        elif any(n >= REPORT_SHARED_TASK for _direct, n in shared):
            j.admitted, j.reason = False, c.REASON_CODE_INSUFFICIENT
            j.note = "an unconfirmed report beside the confirmed record of the same matter the task runs into"
    # Hearsay is no direct answer for a task ("the tenant may have flailed the hedge (her impression, not checked)"
    # for a text to that landowner): someone's word alone is not what the task builds on (a reply still awaited is a
    # status a task may act on; a task may still run into hearsay, read above)
    if tc.task and not HEARSAY_ASKED.search(turn) and not STATUS_ASKED.match(turn):
        for cd in candidates:
            j = out.get(cd.record.id)
            if j is not None and j.admitted and j.note.startswith("answers the turn directly") \
                    and cd.record.status == c.RECORD_STATUS_UNCONFIRMED and HEARD_ONLY.search(cd.record.text) \
                    and not calendar.collides(turn_when, calendar.record_rules(cd.record.text, today=today)):
                out[cd.record.id] = Judgement(cd.record.id, False, c.REASON_CODE_INSUFFICIENT, RUMOUR_TASK)
    # a value the user said has changed ("bumped my sign-off from £500 to £750"), in a record or in the user's own
    # words behind one, makes a record still holding the old value and not the new one stale, however it was
    # stored: admitting it would state a limit that no longer holds
    changes = [(x, y) for cd in candidates for src in (cd.record.text, cd.record.evidence_text)
               for x, y in value_changes(src)]
    for j in out.values():
        if not j.admitted or not changes:
            continue
        held_values = {(cur, v) for _w, cur, v in calendar.amounts(by_id[j.record_id].text)}
        if any(x in held_values and y not in held_values for x, y in changes):
            j.admitted, j.reason = False, c.REASON_CODE_POTENTIALLY_HARMFUL
            j.note = "holds a value the user said has since changed: would mislead"
    # (the diet of someone a meal is for goes in before the meal's other rules, and the limits and absences of the
    # people a rota names ("Rhys is on light duties: ground work only") before facts about the site: leaving them
    # out harms someone or breaks the plan)
    def goes_first(j) -> bool:
        rec = by_id[j.record_id]
        named = bool((_names_in(rec.text) | _lead_name(rec.text)) & names_in_turn)
        if j.note.startswith("a constraint the task") and (
                ("feeding" in tc.triggers and DIET_NEED.search(rec.text)) or j.record_id in each_named):
            return True
        if tc.task and j.note.startswith("the turn runs into it") and "over the limit" in j.note \
                and {"spending", "ordering", "approval"} & set(tc.triggers):
            return True  # (a limit the task's own sum crosses: who must sign before anything similar in wording)
        # (so does one paired with what the rota's day holds: "Joel ... must not serve the tahini samples" beside
        # the tasting workshop that day)
        return "staffing" in tc.triggers and not rec.about_principal and named \
            and j.note.startswith(("a constraint the task", "the turn runs into it", "pairs with"))
    # a record on someone who shares only a last name with the one the turn names in full ("Mrs Kathleen Doyle ...
    # needs the ground-floor room" for "Kevin Doyle rang, wants his annual review") is on another person; one on a
    # name the turn rules out ("Telcanto's separate Dublin (DUB1) contract" for "lo de Londres, no Dublín") is on
    # another thing: both would mislead
    ruled = ruled_out_names(subject)
    turn_fives_all = {_five(w) for w in cues.WORD.findall(f"{subject} {english}")}
    for j in out.values():
        rec = by_id[j.record_id]
        if SECRET_WRITTEN.search(rec.text) and not j.note.startswith("answers the turn directly"):
            # a wish to have access codes or passwords written into messages ("wants customers' cage access PINs
            # included in the welcome emails") is followed by no message: said so, so that nothing downstream admits it
            j.admitted, j.reason = False, c.REASON_CODE_POTENTIALLY_HARMFUL
            j.note = "a wish to write access codes or passwords into messages: never followed"
            continue
        if not j.admitted:
            continue
        if rec.status == c.RECORD_STATUS_UNCONFIRMED and j.note.startswith("the turn runs into it"):
            # a report on the turn's days that may never come true ("might move to Wells on 15 September
            # (Bryony's guess, not confirmed)") sets no bar a task must plan around
            j.admitted, j.reason = False, c.REASON_CODE_INSUFFICIENT
            j.note = "an unconfirmed report on the turn's days: a change that may never come"
            continue
        if _other_kin(rec.text, subject):
            j.admitted, j.reason = False, c.REASON_CODE_POTENTIALLY_HARMFUL
            j.note = "another person of the last name than the one the turn names in full: would mislead"
        elif tc.task and not j.note.startswith("answers the turn directly") and (readers := reader_names(rec.text)) \
                and not readers & turn_fives_all and addressed_names(subject) - record_fives(rec.text) \
                and not (_names_in(rec.text) | _lead_name(rec.text)) & names_in_turn:
            # a rule on writing to one named reader ("Emails Rafael drafts to Telcanto should be written in
            # Spanish") for a task writing to another ("a welcome email for Quillon")
            j.admitted, j.reason = False, c.REASON_CODE_INSUFFICIENT
            j.note = f"a rule on writing to another reader ({', '.join(sorted(readers))}) than the one the task writes to"
        elif ruled and (hit := names_ruled_out(rec.text, ruled)) and not ruled_out_names(rec.text):
            j.admitted, j.reason = False, c.REASON_CODE_POTENTIALLY_HARMFUL
            j.note = f"on a name the turn rules out ({', '.join(sorted(hit))}): would mislead"
    # A question on how a term is said in a language ("¿Equivalentes en español para «Sterilbarriere» ...?"), general
    # as it is: the user's wish on how such answers are laid out shapes it ("For terminology questions, answer with a
    # three-column table")
    if cues.asks_term(turn):
        for cd in candidates:
            j, rec = out.get(cd.record.id), cd.record
            if j is not None and not j.admitted and rec.about_principal and rec.status != c.RECORD_STATUS_UNCONFIRMED \
                    and TERM_WISH.search(rec.text) and (WISH_SAID.search(rec.text) or ANSWER_PREFERENCE.search(rec.text)
                                                        or SCOPED_WISH.match(rec.text)) and not unread_wish(rec.text):
                j.admitted, j.reason, j.note = True, c.REASON_CODE_HELPFUL, TERM_WISH_NOTE
    first = {j.record_id for j in out.values() if j.admitted and goes_first(j)}
    # (the user's account with a party the task deals with comes after the rest: a reference to fill in, not what
    # decides the task)
    # (an absence admitted only through other records comes after them: it matters only beside them)
    # (but one that runs into the turn's own days through another admission keeps its place by its score: "Gwen
    # Talbot is on leave 20-30 April" beside the £25,000 sign-off rule her name comes from, before a client's record
    # the quote shares only a family of task with)
    admitted = sorted((j for j in out.values() if j.admitted),
                      key=lambda j: (j.record_id not in first, ACCOUNT_NOTE in j.note,
                                     THROUGH in j.note and not j.note.startswith("the turn runs into it"), -j.score))
    # (what is admitted only through records left outside the set goes too, and its place goes to the next in line)
    while True:
        kept = {j.record_id for j in admitted[:MAX_ADMITTED]}
        orphans = []
        for j in admitted[:MAX_ADMITTED]:
            through = re.search(re.escape(THROUGH) + r"([^)]+)\)", j.note)
            if through and not any(t in kept for t in through.group(1).split(", ")):
                orphans.append((j, through.group(1)))
        if not orphans:
            break
        for j, via in orphans:
            j.admitted, j.reason, j.note = False, c.REASON_CODE_INSUFFICIENT, \
                f"admitted only through {via}, left outside the compact admitted set"
            admitted.remove(j)
    for j in admitted[MAX_ADMITTED:]:
        j.admitted, j.reason, j.note = False, c.REASON_CODE_INSUFFICIENT, "outside the compact admitted set"
    return [out[cd.record.id] for cd in candidates]


# "from £500 to £750", "raised it from 10% to 12%", "was 3 days, now 5 days": an amount that changed
# (a range, "from £500 to £2,500 needs two signatures", changes nothing: a word of change comes first)
VALUE_CHANGE = re.compile(r"\b(?:raised|increased|bumped|lowered|reduced|cut|changed|moved|went (?:up|down)|gone (?:up|down)|dropped"
                          r"|rose|risen|upped|put up|brought down|revised|updated|dropping|raising|cutting)\b[^.;]{0,40}?"
                          r"\bfrom\s+(\S+(?:\s\S+)?)\s+(?:to|->|→)\s+(\S+(?:\s\S+)?)"
                          r"|\bwas\s+(\S+(?:\s\S+)?),?\s+(?:now|it's now|is now)\s+(\S+(?:\s\S+)?)", re.I)


def value_changes(text: str) -> list[tuple[tuple[str, float], tuple[str, float]]]:
    """The (unit, value) pairs a text says one amount changed from and to."""
    out = []
    for m in VALUE_CHANGE.finditer(text or ""):
        a, b = calendar.amounts(m.group(1) or m.group(3)), calendar.amounts(m.group(2) or m.group(4))
        if a and b and a[0][1] == b[0][1] and a[0][2] != b[0][2]:
            out.append(((a[0][1], a[0][2]), (b[0][1], b[0][2])))
    return out


CONFIG = {
    "version": POLICY_VERSION, "direct_min": DIRECT_MIN, "direct_strong": DIRECT_STRONG,
    "time_scope": TIME_SCOPE.pattern, "code_fence": CODE_FENCE.pattern, "sim_floor": SIM_FLOOR, "task_extra": TASK_EXTRA, "scope": SCOPE.pattern, "anchor_bonus": ANCHOR_BONUS, "generic_extra": GENERIC_EXTRA, "per_trigger": PER_TRIGGER,
    "rival_margin": RIVAL_MARGIN, "implicit_min": IMPLICIT_MIN, "implicit_named_min": IMPLICIT_NAMED_MIN,
    "redundant_coverage": REDUNDANT_COVERAGE, "max_admitted": MAX_ADMITTED, "stop": sorted(STOP),
    "historical": HISTORICAL.pattern, "aside": [ASIDE.pattern, IN_FORCE.pattern], "value_wish": {k: [a.pattern, b.pattern] for k, (a, b) in VALUE_WISH.items()}, "value_wish_head": VALUE_WISH_HEAD.pattern, "apart": [APART.pattern, APART_OWN_NAME.pattern], "term_wish": TERM_WISH.pattern, "own_pay": [OWN_PAY_ASKED.pattern, PAY_TERMS.pattern], "self_profile": [SELF_PROFILE.pattern, SELF_PROFILE_OWN.pattern, SCOPED_WISH.pattern], "past_telling": PAST_TELLING.pattern, "paren_year": PAREN_YEAR.pattern, "past_told": PAST_TOLD.pattern, "this_year_days": "a near day the turn sets", "ended_until": ENDED_UNTIL.pattern, "elsewhere": ELSEWHERE.pattern, "latest": LATEST.pattern, "present_time": PRESENT_TIME.pattern, "recommend": RECOMMEND.pattern, "recommend_rules": "never the direct answer", "definitional": DEFINITIONAL.pattern, "past_turn": PAST_TURN.pattern, "sensitive_words": SENSITIVE_WORDS,
    "cues": cues.CUES_SHA256, "scoped_families": SCOPED_FAMILIES, "wish_scope": [WISH_SCOPE_LEAD.pattern, WISH_SCOPE_TAIL.pattern, WISH_READERS.pattern], "readers_head": [READERS_HEAD.pattern, sorted(MESSAGE_WORDS), TASK_READERS.pattern], "short_kind_words": SHORT_KIND_WORDS, "due_thing": DUE_THING.pattern, "unit_limit": [UNIT_LIMIT.pattern, LABEL_LEAD.pattern, CODE_LEAD_WORDS], "trade_slang": TRADE_SLANG, "pronoun_led": PRONOUN_LED.pattern, "stand_in": STAND_IN.pattern, "weight_over_limit": [WEIGHT_LIMIT.pattern, UNIT_WEIGHT.pattern], "price_share": [PAY_ASKED.pattern, PERCENT.pattern, SHARE_PAID.pattern], "opening_title": [OPENING_TITLE.pattern, TITLE_ENDING.pattern], "plain_modifiers": sorted(PLAIN_MODIFIERS), "each_named_families": EACH_NAMED_FAMILIES, "slot_task": SLOT_TASK.pattern, "party_named": PARTY_NAMED.pattern, "access_need": ACCESS_NEED.pattern, "sensory_need": SENSORY_NEED.pattern, "lead_full_name": LEAD_FULL_NAME.pattern, "aside_named": ASIDE_NAMED.pattern, "shared_code_min": SHARED_CODE_MIN, "roles": ROLES.pattern,
    "directive": DIRECTIVE.pattern, "tied_min": TIED_MIN, "label_words": LABEL_WORDS, "long_word": LONG_WORD, "limit_min": LIMIT_MIN, "year_in": YEAR_IN.pattern, "scope_strong": SCOPE_STRONG, "incident_kind": INCIDENT_KIND.pattern, "noun_scope": NOUN_SCOPE.pattern, "private": PRIVATE.pattern, "private_wish": PRIVATE_WISH.pattern, "secrecy": SECRECY.pattern, "set_aside": SET_ASIDE, "neighbour_aside": NEIGHBOUR_ASIDE.pattern, "separate_body": SEPARATE_BODY.pattern, "calculation": CALCULATION.pattern, "checking": CHECKING.pattern, "self_subject": SELF_SUBJECT.pattern, "answer_preference": ANSWER_PREFERENCE.pattern, "limit": LIMIT.pattern, "allowance": ALLOWANCE.pattern, "arranging": ARRANGING.pattern, "quantity": QUANTITY.pattern,
    "generic_scope": sorted(GENERIC_SCOPE), "scope_asking": sorted(SCOPE_ASKING), "context_chars": CONTEXT_CHARS, "calendar": calendar.CALENDAR_SHA256, "temporal": sorted(TEMPORAL), "tied_shared": TIED_SHARED, "freeze_stems": sorted(FREEZE_STEMS), "relative_clause": RELATIVE_CLAUSE.pattern, "tied_one_word_sim": TIED_ONE_WORD_SIM, "thing_word": THING_WORD, "permission_bonus": PERMISSION_BONUS, "render_words": sorted(RENDER_WORDS), "suggest_rule": SUGGEST_RULE.pattern, "advice_question": ADVICE_QUESTION.pattern, "lexical_cover": LEXICAL_COVER, "lexical_sim_floor": LEXICAL_SIM_FLOOR, "named_tied_min": NAMED_TIED_MIN, "lead_words": LEAD_WORDS, "role_filler": sorted(ROLE_FILLER), "before_event": BEFORE_EVENT.pattern, "recurring": RECURRING.pattern, "approver_sim": APPROVER_SIM, "generic_label": sorted(GENERIC_LABEL), "label_head": LABEL_HEAD.pattern, "label_sentence": LABEL_SENTENCE.pattern,
    "role_holder": [rx.pattern for rx in ROLE_HOLDER], "agent": AGENT, "role_shared": ROLE_SHARED,
    "approver": [rx.pattern for rx in APPROVER], "zone": ZONE.pattern, "own_zone": OWN_ZONE.pattern, "zone_offset": ZONE_OFFSET.pattern, "leading_name": LEADING_NAME.pattern, "modal_tokens": sorted(MODAL_TOKENS), "title_before_name": TITLE_BEFORE_NAME.pattern, "leading_site": LEADING_SITE.pattern, "head_at_place": HEAD_AT_PLACE.pattern, "head_owned_place": HEAD_OWNED_PLACE.pattern, "chosen_rounds": "a round of an earlier year dropped", "in_site": IN_SITE.pattern, "site_look_alike": "unqualified rival by shared code or more than TIED_SHARED words", "own_side": OWN_SIDE.pattern, "owners_site": OWNERS_SITE.pattern, "elliptical_not": ELLIPTICAL_NOT.pattern, "works_only": WORKS_ONLY.pattern, "date_weekday": "days the turn names by date, forbidden weekdays or only working days", "own_week": OWN_WEEK.pattern, "heard_from": HEARD_FROM.pattern, "home_min": HOME_MIN, "env_live": ENV_LIVE.pattern, "short_numbered": SHORT_NUMBERED.pattern, "lower_acronym": LOWER_ACRONYM.pattern, "cognate_min": COGNATE_MIN, "cognate_ratio": COGNATE_RATIO, "env_trial": ENV_TRIAL.pattern, "hobby": HOBBY.pattern, "pastime_needs": "a day, recall or task", "code": CODE.pattern, "named_unit": NAMED_UNIT.pattern, "typed_unit": TYPED_UNIT.pattern, "unit_run": UNIT_RUN.pattern, "not_unit_heads": sorted(_NOT_UNIT_HEADS), "code_range": CODE_RANGE.pattern, "code_family": "same first character, or two characters", "branch_of": BRANCH_OF.pattern, "site_lead": SITE_LEAD.pattern, "own_site": "a site's rule naming the user; its look-alike at another site", "own_world": sorted(OWN_WORLD), "own_away": OWN_AWAY.pattern, "own_leave": OWN_LEAVE.pattern, "dated": DATED.pattern, "acquaintance_head": ACQUAINTANCE_HEAD.pattern, "common_leads": sorted(COMMON_LEADS), "org_heads": sorted(ORG_HEADS), "approval_sentence": APPROVAL_SENTENCE.pattern, "away": AWAY.pattern, "place_words": sorted(PLACE_WORDS), "booking": BOOKING.pattern, "meeting_rule": MEETING_RULE.pattern, "open_question": OPEN_QUESTION.pattern, "max_follow_ups": MAX_FOLLOW_UPS, "sole_holders": SOLE_HOLDERS.pattern, "rule_words": RULE_WORDS.pattern, "who": WHO.pattern, "needs_approval": NEEDS_APPROVAL.pattern, "asks_away": ASKS_AWAY.pattern, "planning": PLANNING.pattern, "freeze": calendar.FREEZE_RX.pattern, "why": WHY.pattern, "draft_unknown": DRAFT_UNKNOWN.pattern, "unknown_relief": UNKNOWN_RELIEF, "value_bonus": VALUE_BONUS, "draft_days": "weekdays a draft picks in a window the turn leaves open", "about_named": "whole text when the named parts hold no day", "document_kinds": "anchors", "account_task": ACCOUNT_TASK.pattern, "term_asked": "not possessive or recall; strong similarity only", "lacks_feature": LACKS_FEATURE.pattern, "staff_away": "an absence over the days a staffing task names", "staff_weekdays": "a rota over a stretch takes its working weekdays", "group_named_gloss": "a group or event named in English words of a turn in another language", "diet_first": "a meal's diets first in its family and in the compact set", "afford": AFFORD.pattern, "staffing_only": sorted(STAFFING_ONLY), "staff_freeze": STAFF_FREEZE.pattern, "when_first": WHEN_FIRST.pattern, "write_up_word": WRITE_UP_WORD.pattern, "response_heads": sorted(RESPONSE_HEADS), "doc_in": DOC_IN.pattern, "doc_written": DOC_WRITTEN.pattern, "shorthand_sim": "questions read with their shorthand spelled out too, the closer reading counts", "when_valued": "a when-first question of the user's own: a record telling a time, sharing a term, holds the value asked", "own_scoped_wish": "a wish of the user scoped to the kind of text a writing task writes takes no named floor", "crossed_not_alike": "a limit the turn crosses, led by a person, is no look-alike", "person_limit": PERSON_LIMIT.pattern, "arranged_event": ARRANGED_EVENT.pattern, "attends": ATTENDS.pattern, "roster_of": ROSTER_OF.pattern, "rota_of": ROTA_OF.pattern, "cadence": CADENCE.pattern, "body_kind": BODY_KIND.pattern, "approval_asked": APPROVAL_ASKED.pattern, "unpriced_approval": "a price record naming what the turn names, and a rule on who approves whose money limit it crosses", "writing_wish": WRITING_WISH.pattern, "health_cue": "the taxonomy's health cues, short ones as whole words", "general_coded": "a general question takes no record of a coded job it does not name", "pct_on_price": PCT_ON_PRICE.pattern, "stretch": [STRETCH.pattern, DURATION.pattern], "some_time": SOME_TIME.pattern, "other_currency_limits": "a spending rule with limits only in another currency than the sums the turn states, beside limits in theirs", "total_budget": TOTAL_BUDGET.pattern, "left_of_total": "the total beside the costs a question on what is left names", "meet_asked": MEET_ASKED.pattern, "body_meets": BODY_MEETS.pattern, "general_kinds": "a general question asking for a time or a number, of records holding one", "preparing": [PREPARING.pattern, CAPITALISED_RUN.pattern], "solo_over": [SOLO.pattern, PER_LEADER.pattern, "a cap per leader and a count of people past it, both tied to the turn"], "announcing": [ANNOUNCING.pattern, ANNOUNCED_MAX, "writing tasks; records naming a long word of the event and dating it ahead", EVENT_RULE.pattern, "and the one rule naming it that dates nothing"], "event_kind": EVENT_KIND.pattern, "max_run": MAX_RUN, "range_bound": RANGE_BOUND.pattern, "own_cover": "the user's absence told in a cover record, on the days of their out-of-office", "bare_ordinal": BARE_ORDINAL.pattern, "home_unit_min": HOME_UNIT_MIN, "ratio_rule": RATIO_RULE.pattern, "status_asked": STATUS_ASKED.pattern, "priced_term": PRICED_TERM.pattern, "who_signs": [WHO_SIGNS_ASKED.pattern, SPEND_WORDS.pattern, SIGN_RULE.pattern], "trade_named": [TRADE_ADDRESSED.pattern, TRADE_BY, sorted(TRADE_NOT)], "in_charge": IN_CHARGE.pattern, "headcount": HEADCOUNT.pattern, "people_words": PEOPLE_WORDS, "completes": "a weaker answer with a long turn word the best lacks and a two-word term shared with it", "values_asked": "question, request or recall; holders set the others aside; lexical floor; a holder tied by a term answers", "year_label": YEAR_LABEL.pattern, "titles": sorted(TITLES), "this_year": THIS_YEAR.pattern, "why_in": WHY_IN.pattern, "english_common": sorted(ENGLISH_COMMON), "english_share": ENGLISH_SHARE, "causal": CAUSAL.pattern, "state": STATE.pattern, "so_far": SO_FAR.pattern, "remaining": REMAINING.pattern, "pair_noise": sorted(PAIR_NOISE), "foreign_name_sim": FOREIGN_NAME_SIM, "asks_back": ASKS_BACK.pattern, "allergen": ALLERGEN.pattern, "not_allergens": sorted(NOT_ALLERGENS), "exposure": "turn or draft names the first thing after the cue; tied by the user, a name, a word other than the allergen, or a meal the turn orders",
}
CONFIG.update({"arithmetic": ARITHMETIC.pattern, "maths_asked": MATHS_ASKED.pattern, "jurisdiction": JURISDICTION.pattern,
               "in_general": IN_GENERAL.pattern, "catering_rule": CATERING_RULE.pattern, "capitals": CAPITALS.pattern,
               "common_capitals": sorted(COMMON_CAPITALS), "written_for": WRITTEN_FOR.pattern, "value_change": VALUE_CHANGE.pattern, "place_time": PLACE_TIME.pattern, "restricted_item": RESTRICTED_ITEM.pattern, "due_day": DUE_DAY.pattern, "venue_meal": VENUE_MEAL.pattern, "account_ref": ACCOUNT_REF.pattern, "sign_off_as": SIGN_OFF_AS.pattern, "measure_from_figures": MEASURE_FROM_FIGURES.pattern, "plain_adjectives": PLAIN_ADJECTIVES, "reply_task": [REPLY_TASK.pattern, "a message among the task's kinds of document only beside another kind it names"]})
CONFIG.update({"acronym_word_min": ACRONYM_WORD_MIN, "not_spelt_out": sorted(NOT_SPELT_OUT)})
CONFIG.update({"wish_said": WISH_SAID.pattern, "unread_wish": UNREAD_WISH, "wish_rules": wish_rules.RULES_SHA256})
CONFIG.update({"bare_year": BARE_YEAR.pattern, "year_span_opens": YEAR_SPAN_OPENS.pattern, "year_label_chars": YEAR_LABEL_CHARS})
CONFIG.update({"dated_numbers": DATED_NUMBERS.pattern, "reader_kind": READER_KIND.pattern, "qualification_code": QUALIFICATION_CODE.pattern, "forbids": FORBIDS.pattern, "figure": FIGURE.pattern, "said_back": "out of the direct answers when others remain", "social_note": SOCIAL_NOTE.pattern, "short_name_min": SHORT_NAME_MIN, "lets_skip": LETS_SKIP.pattern, "advice_asked": ADVICE_ASKED.pattern, "pastime": PASTIME.pattern, "definitional_any": DEFINITIONAL_ANY.pattern, "difference_asked": DIFFERENCE_ASKED.pattern, "own_crossing": "a health limit only by what the user does", "on_the_day": ON_THE_DAY, "for_named": FOR_NAMED, "crossed_too": CROSSED, "unit_named": UNIT_NAMED, "priced_total": PRICED_TOTAL, "asked_in_questions": "kinds asked read in the sentences ending in a question mark", "family_only_upgrade": "a record chosen by task family alone takes a concrete reading's note", "report_shared": REPORT_SHARED, "report_shared_task": REPORT_SHARED_TASK, "acronym_sim": ACRONYM_SIM, "stem_name_min": STEM_NAME_MIN, "asked_in_general": ASKED_IN_GENERAL, "unconfirmed_beside_confirmed": "out", "diet_need": DIET_NEED.pattern, "event_shared": EVENT_SHARED, "event_for": "tasks; not speculative; admitted beside what runs into its day, never by its own day", "superseded_day": SUPERSEDED_DAY.pattern, "event_ahead_days": EVENT_AHEAD.days, "common_name_min": COMMON_NAME_MIN, "common_name_share": COMMON_NAME_SHARE, "asked_generic": "no direct answers, no task constraints", "asking_about": ASKING_ABOUT.pattern, "abbreviated_head": ABBREVIATED_HEAD.pattern, "blend": BLEND.pattern, "leading_zeros": LEADING_ZEROS.pattern, "turn_shift": TURN_SHIFT.pattern, "record_shift": RECORD_SHIFT.pattern, "acronym": ACRONYM.pattern, "linked_acronym": LINKED_ACRONYM.pattern, "link_words": LINK_WORDS, "written_to": WRITTEN_TO.pattern, "named_reader": NAMED_READER.pattern, "scope_wish_end": SCOPE_WISH_END.pattern, "asks_colours": ASKS_COLOURS.pattern, "colour_blind": COLOUR_BLIND.pattern, "price_asked": PRICE_ASKED.pattern, "unit_opening": UNIT_OPENING.pattern, "unit_needs": UNIT_NEEDS.pattern, "usual_given": USUAL_GIVEN.pattern, "arrival": ARRIVAL.pattern, "self_assign": SELF_ASSIGN.pattern, "self_limit": SELF_LIMIT.pattern,
               "plural_acronym": PLURAL_ACRONYM.pattern, "elsewhere_head": ELSEWHERE_HEAD.pattern, "doc_kind": DOC_KIND.pattern, "earlier_round": EARLIER_ROUND.pattern, "same_round_shared": SAME_ROUND_SHARED, "deciding": DECIDING.pattern,
               "draft_defers": DRAFT_DEFERS.pattern, "said_words": SAID_WORDS, "heard_only_dense": HEARD_ONLY_DENSE,
               "language": language.identity(), "gloss": gloss.identity(), "gloss_words": "shared and anchor words", "namesakes": NAMESAKES, "look_alikes": LOOK_ALIKES, "allergen_kin": ALLERGEN_KIN, "look_alike_head_words": LOOK_ALIKE_HEAD_WORDS, "name_suffixes": sorted(NAME_SUFFIXES), "head_common": sorted(HEAD_COMMON), "not_named": NOT_NAMED.pattern, "honorific_name": HONORIFIC_NAME.pattern, "kept_quiet": KEPT_QUIET.pattern, "org_named": _ORG_NAMED, "spend_frozen": SPEND_FROZEN.pattern, "excess": EXCESS.pattern, "only_kind": ONLY_KIND.pattern, "daylight_only": DAYLIGHT_ONLY.pattern, "sunset_by_month": SUNSET_BY_MONTH, "promo_task": PROMO_TASK.pattern, "hours_asked": HOURS_ASKED.pattern, "hours_held": HOURS_HELD.pattern, "orders": ORDERS.pattern, "unit_head": UNIT_HEAD.pattern, "unit_state": UNIT_STATE.pattern, "unit_number": UNIT_NUMBER.pattern, "draft_banned": DRAFT_BANNED.pattern, "total_asked": TOTAL_ASKED.pattern, "order_named": ORDER_NAMED.pattern, "claim_weighed": CLAIM_WEIGHED.pattern, "approve_ask": APPROVE_ASK.pattern, "example_given": EXAMPLE_GIVEN.pattern, "honorific_typed": HONORIFIC_TYPED.pattern, "honorific_subject_words": SUBJECT_WORDS, "full_name": FULL_NAME.pattern,
               "near_name": NEAR_NAME, "not_first_names": sorted(NOT_FIRST_NAMES), "not_surnames": sorted(NOT_SURNAMES), "asking": asking.identity() if ASKING else None, "asking_fits": "any kind; a name, own word or long word; after strong ties", "asking_long_word": ASKING_LONG_WORD, "asking_opener": "first word, when a record names it", "message_kind": MESSAGE_KIND.pattern, "to_them": "recipients named by the turn"})
# (every pattern these rules read is hashed into the identity: tests/test_identity_config.py)
CONFIG.update({"ampersand_code": AMPERSAND_CODE.pattern, "contrast_pairs": CONTRAST_PAIRS, "negated_kind": NEGATED_KIND.pattern, "only_near": ONLY_NEAR.pattern, "other_side": "direct answers only", "abbrev": ABBREV, "irregular": IRREGULAR, "number_abbrev": NUMBER_ABBREV.pattern, "hearsay": HEARSAY.pattern, "list_item_code": LIST_ITEM_CODE.pattern, "hearsay_asked": HEARSAY_ASKED.pattern, "roman": ROMAN, "roman_after": ROMAN_AFTER.pattern, "split_code": SPLIT_CODE.pattern, "prefixed_word": PREFIXED_WORD.pattern,
               "model_number": MODEL_NUMBER.pattern, "unmarked_own_question": UNMARKED_OWN_QUESTION.pattern,
               "scope_asker": SCOPE_ASKER.pattern, "unsure_wish": UNSURE_WISH.pattern, "group_event": GROUP_EVENT.pattern,
               "only_may": ONLY_MAY.pattern, "stop_stems": sorted(STOP_STEMS), "name_only_sim": NAME_ONLY_SIM, "value_request_words": VALUE_REQUEST_WORDS,
               "name_fallback": "a name the unknown draft writes, one record", "value_request": "no task extra",
               "this_year_not_past": "a record of today's year is no past round", "freeze_admitted_names": True,
               "spending_binds": "an amount about to be spent is held to the limits it crosses",
               "asker_scope_head": "a scope that says who asks needs more than its head noun",
               "other_named": "names at a sentence's head count for the newer record"})
CONFIG.update({"family_freeze": "only over the days the task names, when it names any", "unconfirmed_constraints": "never by a task's family or a tie of words", "script_seam": language._SCRIPT_SEAM.pattern, "turn_scripts_split": True, "through": THROUGH, "full_cover_terms": FULL_COVER_TERMS, "full_cover_sim": FULL_COVER_SIM, "weekday_deadline": WEEKDAY_DEADLINE.pattern, "month_short": sorted(MONTH_SHORT), "month_names": sorted(MONTH_NAMES), "sentence_head": SENTENCE_HEAD.pattern, "bare_number": BARE_NUMBER.pattern, "hedged": HEDGED.pattern, "sentence_split": SENTENCE_SPLIT.pattern, "year": YEAR.pattern, "rule_subject": RULE_SUBJECT.pattern, "own_limit_asked": OWN_LIMIT_ASKED.pattern, "speculative": SPECULATIVE.pattern, "part_number": PART_NUMBER.pattern, "owned_lead": OWNED_LEAD.pattern, "own": OWN.pattern, "code_list": CODE_LIST, "numbered": NUMBERED.pattern, "numbered_in": NUMBERED_IN.pattern, "turn_excludes": TURN_EXCLUDES.pattern, "ruled_out_name": RULED_OUT_NAME.pattern, "other_kin": "a last name shared, the first name not: another person, out of any admission", "head_verbs": sorted(HEAD_VERBS), "head_followers": sorted(HEAD_FOLLOWERS), "proper_run": PROPER_RUN.pattern, "bare_site_lead": BARE_SITE_LEAD.pattern, "owner_lead": OWNER_LEAD.pattern, "site_adjectives": sorted(SITE_ADJECTIVES), "change_to_named": CHANGE_TO_NAMED.pattern, "secret_written": SECRET_WRITTEN.pattern, "unconfirmed_collisions": "out", "unconfirmed_advice": "an unconfirmed record answers no request for advice", "how_to_asked": HOW_TO_ASKED.pattern, "by_when": BY_WHEN.pattern, "spelled_names": "a name the turn writes by its initials, spelled out by a record, is named", "addressee": ADDRESSEE.pattern, "other_reader": "a rule on writing to a named reader, out of a task writing to another by name", "hiring_freeze": [HIRING_FREEZE.pattern, HIRING.pattern], "not_excluding": sorted(NOT_EXCLUDING), "with_the": WITH_THE.pattern, "lacks": LACKS.pattern})
CONFIG.update({"permitted_window": PERMITTED_WINDOW.pattern, "outside_rule": OUTSIDE_RULE.pattern, "counted": COUNTED.pattern, "stock_floor": STOCK_FLOOR.pattern, "order_asked": ORDER_ASKED.pattern, "allergy_words": ALLERGY_WORDS_TEXT, "term_wanted": TERM_WANTED.pattern, "layout_wish": LAYOUT_WISH.pattern, "revisit": REVISIT.pattern, "term_wanted_ours": TERM_WANTED_OURS.pattern, "when_off": WHEN_OFF.pattern, "part_on": PART_ON.pattern, "addressed_to": ADDRESSED_TO.pattern, "how_to_write_to": HOW_TO_WRITE_TO.pattern, "contact_of": CONTACT_OF.pattern, "prep_for": PREP_FOR.pattern, "time_worked": TIME_WORKED.pattern, "time_allowance": TIME_ALLOWANCE.pattern, "contact_planned": CONTACT_PLANNED.pattern, "shifted_by": SHIFTED_BY.pattern, "clock_starts": CLOCK_STARTS.pattern, "time_led": TIME_LED.pattern, "works_from_local": WORKS_FROM_LOCAL.pattern, "on_any_doc": ON_ANY_DOC.pattern, "cover_named": COVER_NAMED.pattern, "absence_asked": ABSENCE_ASKED.pattern, "recurring_days": RECURRING_DAYS.pattern, "own_note": OWN_NOTE.pattern, "stands_in": STANDS_IN.pattern, "off_for": OFF_FOR.pattern, "signer_said": SIGNER_SAID.pattern,
               "whoever_needs": WHOEVER_NEEDS.pattern, "barred": BARRED.pattern, "warned_named": "beside the best answer; kept by what a question asks for",
               "event_kinds_no_absence": "the kind of event the task names is no absence in the record dating it",
               "quoted_term": QUOTED_TERM.pattern, "how_often": HOW_OFTEN.pattern,
               "closed_elsewhere": "a named place out of use, beside another place the turn names, stays out",
               "other_allergy": "someone unnamed's allergy to another thing than the turn's answers nothing",
               "named_pairs_first": "a named person's limit paired with the rota's day goes first",
               "rate_by_period": RATE_BY_PERIOD.pattern, "rate_named": "a thing the turn names ties a rate to its hours",
               "asks_scoped": ASKS_SCOPED.pattern, "place_after": PLACE_AFTER.pattern,
               "place_named": "capitalised, or a word the embedding model's vocabulary lacks",
               "place_closed": PLACE_CLOSED.pattern})
CONFIG.update({"activity_scope": [SCOPE_VERB.pattern, sorted(SCOPE_FILLER), TURN_LEAD.pattern,
                                   "all its things in the turn, or its verb leading the turn and a thing of the wish shared"],
               "asks_for_kind": "give, get, send, show, need or want, then the kind within three words",
               "wish_once_chosen": "a wish a task's family chose is told as the wish it is",
               "crew_role": CREW_ROLE.pattern, "reach_need": "a sensory need of someone the task names or whose role it names",
               "work_plan": WORK_PLAN.pattern, "cancelling": CANCELLING.pattern, "priced_limit_sim": PRICED_LIMIT_SIM,
               "priced_with_chosen": "the price that makes a chosen rule's total comes with it",
               "priced_limit_tie": "a word shared with the turn or the price, a close reading naming no one else, or a sign-off rule",
               "span_weekdays_direct": "a stretch named by weekdays at its ends takes every weekday between",
               "unconfirmed_words": UNCONFIRMED_WORDS.pattern, "code_tail": CODE_TAIL.pattern,
               "group_label": GROUP_LABEL.pattern, "complaint_reply": [REPLY_ASKED.pattern, QUOTED_MESSAGE.pattern, COMPLAINT_WORDS.pattern], "welsh_mutations": WELSH_MUTATIONS, "welsh_radicals": "a candidate's name in radical form, for a capitalised word of the turn", "day_alone_coming": "a day of the month alone is its next coming, for what runs out before it", "event_name_words": "capitalised words both name count toward an event's shared words", "event_needs": "party needs naming the arranged event's names, with its label or a day of it", "arranges": ARRANGES, "event_kind_forms": "visiting and visits are a visit",
               "fuller_best": "of answers within the rival margin, one naming all the best one names of the turn's things and more, the more the turn's modifier of a shared word the best modifies otherwise", "only_before_named": "a time someone may only come before binds a turn naming them"})
CONFIG.update({"price_in": PRICE_IN.pattern, "price_words": PRICE_WORDS.pattern, "price_stems": sorted(PRICE_STEMS),
               "costing": COSTING.pattern, "units_stated": UNITS_STATED.pattern, "rate_units": _RATE_UNITS,
               "sole_allowance": "the one budget among the candidates, when the turn asks if it can afford",
               "allowance_no_sum": "a budget admitted is no one sum another record's limit is crossed by",
               "freeze_run_or_admitted": "a freeze on a run of units holding one the task names, or on a thing an admitted "
                                         "record is about (one word of five letters or more)",
               "account_note": ACCOUNT_NOTE, "lead_account": LEAD_ACCOUNT.pattern, "first_crossed": "a spending task's crossed limit goes first, an account reference last",
               "lead_caps_stemmed": "the foreign path reads a record's leading names stemmed too",
               "own_absence_family": "the user's own absence, whatever its family reason, for a turn on their absence",
               "dates_beside_best": "a task's answer opening as the best one does, holding a time it lacks, joins it",
               "place_for": PLACE_FOR.pattern,
               "counted_from": COUNTED_FROM.pattern, "freeze_clause_end": FREEZE_CLAUSE_END.pattern})
# (fortieth round)
CONFIG.update({"back_when": BACK_WHEN.pattern, "apposition_role": APPOSITION_ROLE.pattern, "rank_words": sorted(RANK_WORDS),
               "role_work_min": ROLE_WORK_MIN, "role_away": "someone away over a plan of work whose role is that work",
               "hires": HIRES.pattern, "cost_asked": COST_ASKED.pattern, "price_asked": PRICE_ASKED.pattern, "terms_task": TERMS_TASK.pattern,
               "terms_stated": TERMS_STATED.pattern,
               "task_length": "a task's stated length from the event it takes its day from",
               "general_time_of_day": "a general question asking for a time takes a part of the day",
               "qualified_lead": QUALIFIED_LEAD.pattern, "place_kinds": sorted(PLACE_KINDS),
               "method_doc": METHOD_DOC.pattern, "rule_form": RULE_FORM.pattern, "work_round": WORK_ROUND.pattern,
               "needed_thing": "equipment out of use that an admitted record names as needed, by its name",
               "meal_named": MEAL_NAMED.pattern})
# (forty-first round)
CONFIG.update({"joined_codes": JOINED_CODES.pattern, "stopped_work": STOPPED_WORK.pattern,
               "stopped_generic": sorted(STOPPED_GENERIC), "money_limit": MONEY_LIMIT.pattern, "not_a": NOT_A.pattern,
               "namesake_fit": "of two namesakes, the one sharing more of the turn's words is kept",
               "whom_to": WHOM_TO.pattern, "asked_whom": "someone away on the turn's days whose role the turn names",
               "limit_not_spent": "a money limit tied to a task that neither spends nor states a sum binds nothing",
               "stops_named": "a closure or freeze stopping a kind of work the task names, on the task's days",
               "draft_uses_thing": "a thing out of use that the draft uses by two of its words is named",
               "acronym_frozen": "a freeze on a thing the turn names by its acronym",
               "message_heads": sorted(MESSAGE_HEADS)})
# (forty-second round)
CONFIG.update({"wants_object": WANTS_OBJECT.pattern, "rendered_things": sorted(RENDERED_THINGS),
               "wants_scope": "a kind of document for the wish path; the family path by its words, never the scope's fit",
               "user_wish": USER_WISH.pattern, "kind_readers": KIND_READERS.pattern, "kind_activity": KIND_ACTIVITY.pattern, "kind_carrier": KIND_CARRIER.pattern, "kind_head_words": KIND_HEAD_WORDS, "kind_named_in": "the writing words or the turn's first words", "kind_is_readers": KIND_IS_READERS.pattern, "wish_to_named": WISH_TO_NAMED.pattern, "wish_asked": WISH_ASKED.pattern,
               "dated_event_head": DATED_EVENT_HEAD.pattern, "statute_world": "a statute's or a tax authority's rates and limits are asked of the world", "thing_used": THING_USED.pattern, "measured": "a record naming the two words of a thing the task uses, with a measure",
               "acronym_tied": "a sole holder sharing a house acronym with the task, at the limit floor",
               "party_caps": "a body named by its acronym as coming brings its members' needs",
               "who_asks": WHO_ASKS.pattern, "person_near": "a who-question takes the best near answer naming someone when no direct answer does",
               "own_days": "the user's own wishes and working weekdays bind a task, a request to act, a question about the user, or a shared word"})
# (forty-third round)
CONFIG.update({"changes_frozen": CHANGES_FROZEN.pattern, "change_made": CHANGE_MADE.pattern,
               "day_run": "a stretch of days worked in a row over a cap on days in a row",
               "sent_to_readers": SENT_TO_READERS.pattern, "written_to_readers": WRITTEN_TO_READERS.pattern,
               "admitted_codes": "the codes of admitted records link a record on the turn's days",
               "glossed_kind": "a wish's kind named by all its words in a turn's English gloss",
               "social_platforms": sorted(SOCIAL_PLATFORMS),
               "freeze_sentence": "what a freeze stops is read in the sentences that freeze",
               "glossed_long": "a glossed word ties a question in another language to a record holding every kind asked, not only a number; not unconfirmed",
               "glossed_collisions": "a turn in another language meets a freeze on its days by a glossed word of what the freeze's no stops",
               "embedded_code": "a code held only inside a longer hyphenated one ties no question in another language",
               "rumour_unasked": [RUMOUR_UNASKED, "not a task; no hearsay or status asked; live and heard"],
               "rumour_task": [RUMOUR_TASK, HEARD_ONLY.pattern, "a task; no hearsay or status asked; never its direct answer unless on the task's days; after reports beside confirmed records"],
               "price_in_task": [PRICE_IN_TASK.pattern, PRICED_IN_SIM],
               "event_day_for": [EVENT_DAY_FOR, "ordering or feeding, no question; the one candidate dating the event the task names"],
               "no_item": [NO_ITEM.pattern, NO_ITEM_NAMES],
               "need_of_held": [BOOKING_OR_VISIT.pattern, PERSON_FULL_NAME.pattern, PERSON_NEED.pattern],
               "prefix_tie": ["other-language fallback: a shared five-letter head needs the same stem or this many letters", PREFIX_TIE],
               "role_appositive": ROLE_APPOSITIVE.pattern,
               "price_frozen": [PRICES_FROZEN.pattern, PRICE_CHANGED.pattern],
               "animal_case": [ANIMAL_KIND.pattern, ANIMAL_HEAD.pattern, "an animal a record's head names: its condition is no person's health"],
               "long_kind": [LONG_KIND, LONG_KIND_HEAD.pattern], "dated_weekday": DATED_WEEKDAY.pattern, "back_glossed": BACK_GLOSSED.pattern, "due_at": [DUE_AT.pattern, DUE_AT_LONG], "place_qualifiers": sorted(PLACE_QUALIFIERS), "no_start": [WORK_STARTS.pattern, NO_START_UNTIL.pattern], "slot_asked": SLOT_ASKED.pattern, "reply_when": REPLY_WHEN.pattern, "timed_kind_head": TIMED_KIND_HEAD.pattern, "job_status": [JOB_STATUS_ASKED.pattern, JOB_STANDS.pattern], "rota_hands_out": ROTA_HANDS_OUT.pattern, "own_closed": "a closure of the user's own place on a day the turn books", "new_starter": [NEW_STARTER_TURN.pattern, NEW_STARTER_RULE.pattern, NEW_STARTER_BINDS.pattern], "holds_allergen": HOLDS_ALLERGEN.pattern, "job_window": [JOB_WINDOW.pattern, JOB_WINDOW_MAX], "details_in_task": DETAILS_IN_TASK.pattern, "question_sentence": [QUESTION_SENTENCE.pattern, "arithmetic asked only in the sentences that ask, when any does"],
               "month_task": ["a task (no question) over a month it names by name as a whole meets a stretch a record rules out covering every day of it", MONTH_NAMED.pattern],
               "partner_head": PARTNER_HEAD.pattern, "discount_kind": [DISCOUNT_KIND.pattern, sorted(DISCOUNT_NOT_KINDS)], "event_counted": [EVENT_COUNTED.pattern, sorted(CLAUSE_VERBS), sorted(EVENT_ENDS)], "lead_time": [LEAD_TIME.pattern, sorted(LEAD_STEMS), WANTED_BY.pattern, FEAST_DAY.pattern], "explain_write": EXPLAIN_WRITE.pattern, "why_foreign": "a why-question takes no other-language fallback", "other_of_name": "a name told apart by a place the turn does not name, beside one told apart by a place it does"})
# (sixtieth round)
CONFIG.update({"units_asked": [{k: rx.pattern for k, rx in UNITS_ASKED_RX.items()}, "questions; not tasks; units with no figure before"],
               "not_ours": [NOT_OURS.pattern, "initials, or named in another candidate; the turn names none of the record's own capitalised words"]})
CONFIG.update({"foreign_own": [FOREIGN_OWN.pattern, FOREIGN_OWN_AMBIGUOUS.pattern, "the second in turns not in English: the user's own records answer"],
               "other_place_direct": [AT_PLACE.pattern, "beside a direct answer naming the turn's name, another set at a place the turn does not name, sharing a word"],
               "checked_day": [DAY_CHECKED.pattern, CHECKED_DAY.pattern, "a record moved from the day a question checks, tied by a word"],
               "own_people": "the user's own limit: own records led by a word the dictionary knows name nobody",
               "lone_rule": [LONE_RULE.pattern, "a rule; tied by a shared word; a turn on working alone"],
               "approval_ahead": "approval asked with a sum: crossed approval limits and a spend freeze over today, untied; what is left of a budget the sum is more than, tied, heard or the only one",
               "code_tails": [TAIL_NUMBER.pattern, YEAR_LIKE.pattern, "questions; a number ending one candidate's code only"]})
CONFIG.update({"topic_head": TOPIC_HEAD.pattern, "own_status": OWN_STATUS.pattern, "version_named": VERSION_NAMED.pattern,
               "joined_pair": [JOINED_PAIR.pattern, sorted(TITLE_WORDS)], "thousands": [THOUSANDS_SHORT.pattern, THOUSANDS_LONG.pattern],
               "till_until": TILL_UNTIL.pattern, "public_piece": [PUBLIC_PIECE.pattern, INTERNAL_TERMS.pattern],
               "courtesy": [COURTESY.pattern, COURTESY_FIGURES.pattern],
               "others_listed": [OTHERS_LISTED_MIN, "the learned layer's admissions only"],
               "acronym_twin": "a record spelling out the turn's acronym while another writes it",
               "ratio_count": [HOW_MANY_ASKED.pattern, PEOPLE_COUNTED.pattern]})
CONFIG_SHA256 = sha256_json(CONFIG)
