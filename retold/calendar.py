"""Calendar reading shared by the turn cues and the judge: which days a turn names,
which days a record rules out, and whether the two collide.

A turn "book her in on Monday the 8th" and a record "away 4 to 10 November" or
"works Tuesdays, Wednesdays and Fridays" collide; that collision is what makes the
record change the answer. Everything here is lexical and deterministic. The clock
is the turn's own time when the caller has it ("this Friday", "tomorrow", "next week"
are read against it); without it a day without a month matches any month a record's
range covers, and relative days are weekdays only.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from retold.hashing import sha256_json

CALENDAR_VERSION = "calendar/89"

WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_WD_SHORT = {"mon": 0, "tue": 1, "tues": 1, "wed": 2, "weds": 2, "thu": 3, "thur": 3, "thurs": 3, "fri": 4, "sat": 5, "sun": 6}
MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
          "november", "december")
_MONTH = r"(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
_ORD = r"(?:st|nd|rd|th)?"

# Weekday, month and day words of other languages, read as their English names, so a turn
# written in Spanish, German, Polish, romanised Japanese, ... names its days as an English one
# does ("el sábado 21" is "Saturday 21", "19 maart" is "19 March", "mañana" is "tomorrow").
_FOREIGN_DAYS = {
    "monday": "lunes lundi montag maandag lunedi lunedì segunda segunda-feira poniedzialek poniedziałek mandag måndag "
              "maanantai pazartesi getsuyobi getsuyōbi deftera jumatatu somvaar somvar pondeli pondělí",
    "tuesday": "martes mardi dienstag dinsdag martedi martedì terca terça terca-feira terça-feira wtorek tisdag tirsdag "
               "tiistai sali salı kayobi kayōbi triti jumanne mangalvaar mangalvar utery úterý",
    "wednesday": "miercoles miércoles mercredi mittwoch woensdag mercoledi mercoledì quarta quarta-feira sroda środa "
                 "onsdag keskiviikko carsamba çarşamba suiyobi suiyōbi tetarti jumatano budhvaar budhvar streda středa",
    "thursday": "jueves jeudi donnerstag donderdag giovedi giovedì quinta quinta-feira czwartek torsdag torstai "
                "persembe perşembe mokuyobi mokuyōbi pempti alhamisi guruvaar guruvar ctvrtek čtvrtek",
    "friday": "viernes vendredi freitag vrijdag venerdi venerdì sexta sexta-feira piatek piątek fredag perjantai cuma "
              "kinyobi kin'yobi kin'yōbi kinyōbi paraskevi ijumaa shukravaar shukravar patek pátek",
    "saturday": "sabado sábado samedi samstag sonnabend zaterdag sabato sobota lordag lördag lørdag lauantai "
                "cumartesi doyobi doyōbi savvato jumamosi shanivaar shanivar",
    "sunday": "domingo dimanche sonntag zondag domenica niedziela sondag söndag søndag sunnuntai pazar nichiyobi "
              "nichiyōbi kyriaki jumapili ravivaar ravivar nedele neděle",
}
_FOREIGN_MONTHS = {
    "january": "enero janvier januar januari gennaio janeiro styczen styczeń januar ocak tammikuu stycznia",
    "february": "febrero fevrier février februar februari febbraio fevereiro luty subat şubat helmikuu lutego",
    "march": "marzo mars märz maerz maart marco março marzec mart maaliskuu marca",
    "april": "abril avril aprile kwiecien kwiecień nisan huhtikuu kwietnia",
    "may": "mayo mai mei maggio maio maj mayis mayıs toukokuu maja",
    "june": "junio juin juni giugno junho czerwiec haziran kesäkuu czerwca",
    "july": "julio juillet juli luglio julho lipiec temmuz heinäkuu lipca",
    "august": "agosto aout août augustus sierpien sierpień agustos ağustos elokuu sierpnia augusti",
    "september": "septiembre setiembre septembre settembre setembro wrzesien wrzesień eylul eylül syyskuu września wrzesnia",
    "october": "octubre octobre oktober ottobre outubro pazdziernik październik ekim lokakuu października pazdziernika",
    "november": "noviembre novembre novembro listopad kasim kasım marraskuu listopada",
    "december": "diciembre decembre décembre dezember dicembre dezembro grudzien grudzień aralik aralık joulukuu grudnia",
}
_FOREIGN_RELATIVE = {
    "today": "hoy, aujourd'hui, heute, vandaag, oggi, hoje, dzisiaj, dzis, dziś, idag, i dag, tänään, bugün, bugun, "
             "kyo, kyō, simera, aaj, hôm nay, leo",
    "tomorrow": "mañana, manana, demain, morgen, domani, amanhã, amanha, jutro, imorgon, i morgen, huomenna, yarin, "
                "yarın, ashita, asu, avrio, kesho, ngày mai",
    "the day after tomorrow": "pasado mañana, pasado manana, après-demain, apres-demain, übermorgen, uebermorgen, "
                              "overmorgen, dopodomani, depois de amanhã, pojutrze, i övermorgen, ylihuomenna, asatte",
}
# This week, next week, this month and next month in other languages ("ainda esta semana", "la settimana
# prossima", "nächste Woche"), read before the day words ("mañana" alone is tomorrow)
_FOREIGN_SPANS = {
    "next week": "la próxima semana, la proxima semana, la semana que viene, la semana próxima, próxima semana, "
                 "proxima semana, semana que vem, la semaine prochaine, semaine prochaine, nächste woche, naechste woche, "
                 "kommende woche, volgende week, la settimana prossima, settimana prossima, la prossima settimana, "
                 "prossima settimana, w przyszłym tygodniu, w przyszlym tygodniu, przyszły tydzień, nästa vecka, "
                 "neste uke, næste uge, ensi viikolla, gelecek hafta, haftaya",
    "this week": "esta semana, cette semaine, diese woche, deze week, questa settimana, w tym tygodniu, denna vecka, "
                 "den här veckan, denne uken, denne uge, tällä viikolla, bu hafta",
    "next month": "el próximo mes, el mes que viene, próximo mês, o mês que vem, le mois prochain, nächsten monat, "
                  "volgende maand, il mese prossimo, il prossimo mese, w przyszłym miesiącu, nästa månad, gelecek ay",
    "this month": "este mes, este mês, ce mois-ci, diesen monat, deze maand, questo mese, w tym miesiącu, denna månad, bu ay",
}
_FOREIGN_SPAN = {w.strip(): en for en, ws in _FOREIGN_SPANS.items() for w in ws.split(",")}
_FOREIGN_SPAN_RX = re.compile(r"(?<![\w'])(" + "|".join(re.escape(w) for w in sorted(_FOREIGN_SPAN, key=len, reverse=True))
                              + r")(?![\w'])", re.I)
# tomorrow and tonight as people type them in English ("push the update tmrw morning", "from tmrw's make")
_TEXTED = {"tmrw": "tomorrow", "tmr": "tomorrow", "tmrow": "tomorrow", "tmoz": "tomorrow", "tomoz": "tomorrow",
           "2moro": "tomorrow", "2morrow": "tomorrow", "2mrw": "tomorrow", "tonite": "tonight", "2nite": "tonight"}
_TEXTED_RX = re.compile(r"(?<![\w'])(" + "|".join(_TEXTED) + r")\b", re.I)
# "por la mañana" is the morning, "morgens" and "'s morgens" too; those are not tomorrow
_MORNING_RX = re.compile(r"\b(?:por|de|en|a|esta|la) (?:la )?mañana\b|\bmorgens\b|\b(?:am|heute|diesen) morgen\b"
                         r"|(?<=tag) morgen\b", re.I)
_FOREIGN: dict[str, str] = {}
for _en, _words in (*_FOREIGN_DAYS.items(), *_FOREIGN_MONTHS.items()):
    _FOREIGN.update({w: _en for w in _words.split()})
for _en, _words in _FOREIGN_RELATIVE.items():
    _FOREIGN.update({w.strip(): _en for w in _words.split(",")})
# longest first, so "pasado mañana" is not read as "pasado tomorrow"
_FOREIGN_RX = re.compile(r"(?<![\w'])(" + "|".join(re.escape(w) for w in sorted(_FOREIGN, key=len, reverse=True))
                         + r")(?![\w'])", re.I)
# Vietnamese numbers its weekdays ("thứ Tư" is Wednesday, "thứ Hai" Monday; Sunday is "Chủ nhật").
_VI_DAYS = {"hai": "monday", "ba": "tuesday", "tư": "wednesday", "tu": "wednesday", "năm": "thursday",
            "nam": "thursday", "sáu": "friday", "sau": "friday", "bảy": "saturday", "bay": "saturday"}
_VI_RX = re.compile(r"\b(?:thứ|thu)\s+(hai|ba|tư|tu|năm|nam|sáu|sau|bảy|bay)\b|\bchủ nhật\b", re.I)
# "21 de marzo", "14. Oktober", "le 3 juillet": the day and month without the joining words
_DAY_JOIN_RX = re.compile(r"\b(\d{1,2})(?:\.|º|°)?\s+(?:de\s+|di\s+|do\s+|da\s+)?(?=[a-z]{3,})", re.I)


def normalise(text: str) -> str:
    """A turn's day and month words in English (other languages read by a fixed table)."""
    text = _TEXTED_RX.sub(lambda m: _TEXTED[m.group(1).lower()], text)
    text = _FOREIGN_SPAN_RX.sub(lambda m: _FOREIGN_SPAN[m.group(1).lower()], text)
    text = _MORNING_RX.sub(" morning", text)
    text = _FOREIGN_RX.sub(lambda m: _FOREIGN.get(m.group(1).lower(), m.group(1)), text)
    text = _VI_RX.sub(lambda m: _VI_DAYS.get((m.group(1) or "").lower(), "sunday"), text)
    return _DAY_JOIN_RX.sub(lambda m: f"{m.group(1)} ", text)


WEEKDAY_RX = re.compile(r"\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b", re.I)
# A list of short weekday names in a record ("Mon, Wed and Fri 12:30-14:00"): two or more in a row.
_WDS = r"(?:mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)\.?"
WEEKDAY_SHORT_LIST_RX = re.compile(rf"\b({_WDS}(?:\s*(?:,|and|&|/|or)\s*{_WDS})+)(?![\w])", re.I)
WEEKDAY_SHORT_RX = re.compile(r"\b(mon|tues?|weds?|thu(?:rs?)?|fri|sat|sun)\b\.?(?=\s+(?:the\s+)?\d)", re.I)
# days listed before the month they share: "12 and 13 November", "Thursday 12 and Friday 13 November",
# "3, 4 and 6 May" (each day a number, a weekday name before it or not)
_WEEKDAY_WORD = r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+)"
DAY_LIST_RX = re.compile(rf"\b((?:{_WEEKDAY_WORD}?\d{{1,2}}{_ORD}\s*(?:,|and|&)\s*)+){_WEEKDAY_WORD}?(\d{{1,2}}){_ORD}\s+{_MONTH}\b",
                         re.I)
DAY_MONTH_RX = re.compile(rf"\b(\d{{1,2}}){_ORD}(?:\s+of)?\s+{_MONTH}\b", re.I)
MONTH_DAY_RX = re.compile(rf"\b{_MONTH}\s+(\d{{1,2}}){_ORD}\b(?!:)", re.I)
THE_NTH_RX = re.compile(r"\bthe\s+(\d{1,2})(?:st|nd|rd|th)\b", re.I)
# The same in other languages: "o pedido dia 15", "el día 15", "le 15", "am 15.", "il 15", "op de 15e", "w dniu 15"
FOREIGN_NTH_RX = re.compile(r"\b(?:dia|d[íi]a|le|am|il|op de|w dniu|den)\s+(\d{1,2})(?:\.(?!\d)|e\b|º|°|-go\b|er\b)?"
                            r"(?![\d.,:%])(?!\s*(?:%|€|\$|£|kg|km|m\b|h\b|hrs?\b|horas|heures|uhr|stunden|min|mins|minutes"
                            r"|minutos|personas|pessoas|personnes|leute|personen|persone|people|os[óo]b|unidades|units|x\b|t\b"
                            r"|tonnes?|ans|anos|años|jahre|euros?|eur|sek|pln|nok|dkk|chf))", re.I)
ISO_RX = re.compile(r"\b(\d{4})-(\d{2})-(\d{2})\b")
_SEP = r"\s*(?:to|until|till|through|thru|-|–|—)\s*"
RANGE_RX = re.compile(rf"\b(\d{{1,2}}){_ORD}(?:\s+{_MONTH})?(?:\s+\d{{4}})?{_SEP}(\d{{1,2}}){_ORD}\s+{_MONTH}\b", re.I)
RANGE_MD_RX = re.compile(rf"\b{_MONTH}\s+(\d{{1,2}}){_ORD}{_SEP}(?:{_MONTH}\s+)?(\d{{1,2}}){_ORD}\b", re.I)
ISO_RANGE_RX = re.compile(r"\b(\d{4})-(\d{2})-(\d{2})" + _SEP + r"(?:(\d{4})-)?(\d{2})-(\d{2})\b")
# a date written in figures with its year, in a record ("on leave 28/09/2026 to 09/10/2026", "closed 3.11.2026"):
# day first, unless the first figure cannot be a day's month pair that way
NUMERIC_FULL_RX = re.compile(r"(?<![\d/.])(\d{1,2})([/.])(\d{1,2})\2(\d{4}|\d{2})(?![\d/])")
NUMERIC_RANGE_RX = re.compile(NUMERIC_FULL_RX.pattern + _SEP + NUMERIC_FULL_RX.pattern.replace("\\2", "\\6"))
# Wording that rules days out or in.
NEGATIVE_RX = re.compile(r"\b(?:no|not on|closed(?: on)?|never(?: on)?|unavailable(?: on)?|except(?: on)?|off on"
                         r"|(?:does not|doesn['’]t|do not|don['’]t|never|cannot|can['’]t) (?:works?|comes? in|do(?:es)?|teach(?:es)?"
                         r"|drives?|opens?|runs?)(?: on)?"
                         # "Tomasz's day off is Monday", "days off are Mondays and Tuesdays", "is off every Friday"
                         r"|days? off (?:is|are|on)|off every|is off(?: on)?"
                         # "Harbour Lights' rest day is Monday", "her non-working days are Fridays"
                         r"|rest days? (?:is|are|on)|non-working days? (?:is|are|on))\s+"
                         r"((?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?(?:,\s*|\s+(?:or|and)\s+)?)+)", re.I)
# a list of weekdays, one group: "Mondays", "Saturdays and Sundays", "Monday, Tuesday & Friday"
_WEEKDAY_LIST = r"((?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?(?:,\s*|\s+(?:or|and|&)\s+)?)+)"
# weekdays named before "off": "Mondays off", "Saturdays and Sundays off" (not "off-site")
# ... or before what they are to someone: "Sundays and Mondays are his days off", "Friday is her rest day"
DAYS_OFF_AFTER_RX = re.compile(r"\b" + _WEEKDAY_LIST +
                               r"\s+(?:off\b(?![\w-])|(?:are|is)\s+(?:his|her|their|my|our|your|the)\s+(?:days?\s+off|rest\s+days?|non-working\s+days?)\b)", re.I)
# a time kept on some days: "finishes at 14:00 on Fridays", "starts at 10:00 on Mondays and Thursdays"
TIME_ON_DAYS_RX = re.compile(r"\b(?:finish(?:es)?|leaves?|starts?|ends?|clocks? off|knocks? off|gets? in|arrives?)\b"
                             r"[^.;]{0,30}?\bon\s+" + _WEEKDAY_LIST, re.I)
# weekends ruled out: "cannot do weekend events", "never works weekends", "no weekend work", "not available at weekends"
NO_WEEKENDS_RX = re.compile(r"\b(?:cannot|can['’]t|can not|does not|doesn['’]t|do not|don['’]t|never|won['’]t|will not)"
                            r" (?:do|work|cover|take|attend|come in)(?: on| at)? (?:any )?weekends?\b"
                            r"|\bno weekend (?:work|events?|shifts?|cover|duty|duties|callouts?)\b"
                            r"|\b(?:not available|unavailable|off) (?:at|on|for) weekends\b", re.I)
ONLY_RX = re.compile(r"\b(works?|working|only|available|open|(?:runs|operates)(?=\s+(?:on\s+)?(?:every\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day)|in (?:the )?(?:office|clinic|studio|practice)|on site|takes)\b", re.I)
NEW_FREEZE_WORDS = r"|nothing new|no new|(?:has|have|had) frozen"
# A stretch in which nothing of a kind happens: "Harvest freeze: the cellar ships nothing from ... to ..."
_FREEZE_WORDS = (r"freeze|(?:is|are|was|were|be|been|stays?|remains?) frozen|blackout|moratorium|embargo|ships nothing|nothing (?:ships|goes out|is shipped)"
                 # "no ProgRel releases and no tester moves ... from Monday 16 March", "no tariff changes go live"
                 r"|no (?:\w+ ){0,2}(?:changes|releases|deployments|deploys|go-lives|moves)"
                 # a choice of things not to change: "No BMS or HVAC changes in GR3/GR4 from 12 Oct"
                 r"|no (?:[\w/-]+ ){1,2}or (?:[\w/-]+ ){1,2}changes"
                 # work of a kind stopped over a stretch told before or after: "LEV test 27 April - 1 May: no solvent
                 # or wet work in bench room 2 that whole week", "no lacquer or polyester spraying in that window"
                 r"|no (?:[\w/-]+ ){1,3}(?:work|spraying|welding|painting|blasting)(?= [^.;]{0,60}?\b(?:from|until|till"
                 r"|between|during|that (?:whole )?(?:week|day|fortnight|window)|in that (?:window|week|period))\b)"
                 # a place shut to a kind of use for a stretch: "no external events in the nave from 20 Jul to 9 Aug"
                 r"|no (?:\w+ ){0,2}(?:events|bookings|hires|lettings|functions|concerts)(?= (?:in|at|on) (?:the )?[\w' -]{2,40}"
                 r"\b(?:from|until|till|between|before|after)\b)"
                 # work of a kind stopped for a stretch: "No outbound loads from 21 December", "No planned lift
                 # shutdowns at Kirkgate Royal Infirmary during winter pressures, 1 December ... to 28 February"
                 # (things of two kinds: "No planned HVAC or lighting shutdowns in GR1-GR6 from 2 to 13 Feb")
                 r"|no (?:\w+ ){0,2}(?:(?:or|and|&) (?:\w+ ){0,2})?(?:loads|deliveries|collections|shipments|despatches|dispatches|shutdowns|installs"
                 r"|installations|lifts|callouts|call-outs|movements|transfers|relocations)(?= [^.;]{0,60}?\b(?:from|until|till|between|during)\b)"
                 # a place or a part of one kept open over a stretch: "No lane closures at all in half-term, 13-21 Feb",
                 # "no road closures during the festival"
                 r"|no (?:[\w-]+ ){0,2}(?:closures|shutdowns|closing)(?= [^.;]{0,40}?\b(?:from|until|till|between|during|in|over)\b)"
                 # money held back for a stretch: "No marketing spend at all from 1 Oct 2026 until the report is signed off"
                 r"|no (?:\w+ ){0,2}(?:spend|spending|purchases|purchasing|orders|ordering)(?= [^.;]{0,60}?\b(?:from|until|till|between"
                 r"|during)\b)"
                 # payments held back over a window: "online banking is read-only 5-12 Aug; no payments can go out
                 # online in that window"
                 r"|no (?:\w+ ){0,2}payments? (?:can |will |may )?(?:go out|be made|be sent|leave|clear)"
                 # nothing taken in over days a record names: "no goods-in at all on those three days"
                 r"|no goods[- ]in"
                 # a thing not to be booked over its window: "K1 is being re-elemented 9-20 Feb: no bookings in that window"
                 r"|no (?:\w+ ){0,2}(?:bookings|hires|lettings|events)(?= (?:in|during|over|for) (?:that|this|the) (?:window|period"
                 r"|week|fortnight|time|stretch))"
                 # nothing of a kind let onto a site for a stretch: "from 20 April until then no inputs (compost,
                 # manure, feeds) come on site without an organic certificate"
                 r"|no (?:[\w-]+ ){1,2}(?:\([^)]{1,60}\) )?(?:comes?|goes?|(?:is|are|gets?) (?:brought|allowed|taken)) (?:on|onto|into)(?: the)? site"
                 # anything ruled out over a window of dates told after it: "no scan-outs (dispatches) from 30 Dec
                 # 2026 to 2 Jan 2027", "no crane lifts between 4 and 9 March"
                 r"|no (?:[\w/-]+ ){1,3}(?:\([^)]{1,40}\) )?(?=[^.;]{0,50}?\b(?:from|between) (?:\w+day,? )?\d[^.;]{0,24}?"
                 r"(?:\bto|\buntil|\btill|\band|-|–) ?(?:\w+day,? )?\d)"
                 # "until the inspection on 15 Dec, nothing new goes on the land", "no new subscriptions"
                 + NEW_FREEZE_WORDS)
FREEZE_RX = re.compile(rf"\b(?:{_FREEZE_WORDS})\b", re.I)
# "off" as in away, not as in "sign off", "drop off" or "cut off"
OFF_NOT_SIGNED = (r"(?<!sign )(?<!signs )(?<!signed )(?<!signing )(?<!sign-)(?<!kick )(?<!drop )(?<!cut )(?<!tick )"
                  r"(?<!write )(?<!log )(?<!top )(?<!pay )(?<!paid )off")
ABSENT_RX = re.compile(r"\b(away|out of (?:the )?office|on (?:\w+ )?leave|on (?:PTO|annual|mat|pat)|unreachable|unavailable|closed|on (?:the )?(?:callout )?rota"
                       r"|on call|in dry dock|" + OFF_NOT_SIGNED + r"|travel\w*|trip|guest spot|booked|holiday|vacation|works|shut|shuts|teaching|conference|course"
                       r"|workshop|visit\w*|abroad|festival|tour\w*|on site|exams?|training|retreat|in hospital|jury (?:service|duty)"
                       r"|wedding|funeral|parental|sabbatical|secondment|seconded"
                       r"|cruise|honeymoon|pilgrimage|safari|expedition"
                       rf"|{_FREEZE_WORDS}"
                       r"|(?:annual|sick|parental|maternity|paternity|study|compassionate|shore|unpaid|fmla) leave"
                       # somewhere else by name: "Freya is in Glasgow teching another show from 21 to 24 May"
                       r"|(?-i:(?:is|are|will be) (?:in|at) (?!The\b)[A-Z][a-z]+)|(?:is|are) out)\b", re.I)
# "due at the court by 2037-10-15", "must be submitted by 28 November": a day something is due by
# A day of a month: "2037-10-15", "15 October", "October 15th" (groups: year, month, day | day, month | month, day)
_DAY_DATE = rf"(?:(\d{{4}})-(\d{{2}})-(\d{{2}})|(\d{{1,2}}){_ORD}\s+{_MONTH}|{_MONTH}\s+(\d{{1,2}}){_ORD}\b)"


# what holds over an open stretch: a freeze, a leave, a closure ("since 1 May the fee is $55" is a price)
OPEN_STRETCH_RX = re.compile(rf"\b(?:{_FREEZE_WORDS}|on (?:\w+ )?leave|away|closed|shut|suspended|halted)\b", re.I)
# "from 2049-05-01 until FY50 starts on 2049-07-01", "from 3 May through Labor Day (7 September)": both
# ends, with a few words between the joining word and the end date
FROM_UNTIL_RX = re.compile(rf"\b(?:from|between)\s+(?:\w+day,?\s+)?{_DAY_DATE}(?:,?\s+\d{{1,2}}:\d{{2}})?\s*(?:to|until|till|through|thru|and)\b"
                           rf"[^.;]{{0,30}}?{_DAY_DATE}", re.I)
OPEN_FROM_RX = re.compile(rf"\b(?:from|since|starting|effective)\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+)?{_DAY_DATE}(?!\s*(?:to|until|till|through|thru|-|–|—)\s*\d)",
                          re.I)


def _day_month(g: tuple) -> tuple[int, int]:
    """(day, month) of the groups a _DAY_DATE match leaves."""
    return (int(g[2]), int(g[1])) if g[0] else ((int(g[3]), _month(g[4])) if g[3] else (int(g[6]), _month(g[5])))


DUE_BY_RX = re.compile(rf"\b(?:due|submitted|lodged|filed|delivered|returned|in)\b[^.;]{{0,40}}?\b(?:by|before|no later than"
                       rf"|(?<=\bdue\b)[^.;]{{0,40}}?\bon(?:\s+\w+day)?)\s+{_DAY_DATE}", re.I)
# "Chukwuemeka's blasting certificate expires 2026-12-15", "the permit lapses on 3 March", "valid until 30 June"
LAPSE_RX = re.compile(rf"\b(?:expires?|expiring|lapses?|lapsing|runs? out|valid (?:until|till|to|through)|good until)\b"
                      rf"[^.;]{{0,12}}?(?:\bon\s+)?{_DAY_DATE}", re.I)
# a document's term that ends on a day: "Sykes Skips' season waste transfer note ST-2026-031 ends on 31 Dec 2026"
DOC_ENDS_RX = re.compile(rf"\b(?:notes?|notices?|certificates?|certs?|licen[cs]es?|permits?|contracts?|insurance|polic(?:y|ies)"
                         rf"|registrations?|consents?|agreements?|memberships?|warrant(?:y|ies)|guarantees?|leases?|passes)\b"
                         rf"[\w\s'’/-]{{0,30}}?\bends?\s+(?:on\s+)?{_DAY_DATE}", re.I)
# ... or at a month's end: "Liam's PTS lapses at the end of Nov 2026"
LAPSE_END_RX = re.compile(rf"\b(?:expires?|expiring|lapses?|lapsing|runs? out)\s+(?:at\s+)?(?:the\s+)?end\s+of\s+{_MONTH}\b", re.I)
# "no ewes can go to slaughter before 2044-03-07", "nothing may be sold before 1 May"
NOT_BEFORE_DATE_RX = re.compile(rf"\b(?:no|not|never|nothing|can't|cannot|may not|must not)\b[^.;]{{0,60}}?\b(?:before|until)\s+"
                                rf"{_DAY_DATE}", re.I)
# Somewhere else by name on given weekdays: "is in Porirua every Tuesday and Wednesday"
ELSEWHERE_ON_DAYS_RX = re.compile(r"(?<!receipts )(?<!invoices )(?<!timesheets )(?<!claims )(?<!reports )(?<!forms )(?<!returns )(?<!paperwork )"
                                  r"\b(?:is|are|goes|go) (?:in|at|to) (?-i:[A-Z])\w+[^.;]{0,30}?\b(?:every|on)\s+"
                                  r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
                                  # "Sanne works from Utrecht on Mondays": somewhere else on those days, not only then
                                  r"|\b(?:works?|working|is based|based) (?:from|in|out of) (?-i:[A-Z])\w+[^.;]{0,30}?\b(?:every|on)\s+"
                                  r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
                                  # "is at college on block release every Thursday": at school or training on those days
                                  r"|\b(?:(?:is|are|goes|go) (?:at|to) (?:college|school|uni|university|night school)"
                                  r"|on (?:block|day) release)\b[^.;]{0,30}?\b(?:every|on)\s+"
                                  r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)", re.I)
# how long a kind of job takes, as a shop states it: "turnaround is three weeks", "lead time 8 weeks"
JOB_TIME_RX = re.compile(r"\bturn-?around\b|\blead[- ]times?\b", re.I)
# Equipment or a place out of use: until a date it names, or, with none, for as long as the record stands.
OUT_OF_USE_RX = re.compile(r"\b(?:broken|out of (?:service|action|use|order)|under repair|off the road|grounded|unserviceable"
                           # a service that still runs but takes no action: "online banking is read-only 5-12 Aug"
                           r"|read-only|(?:is|are|was|were|has been|have been|will be) (?:suspended|paused)"
                           r"|(?:has been|is|are|was) out since|not working|failed(?! to\b)(?![\'’])|down for (?:repairs?|maintenance)|closed for"
                           # "the main intake track ... closes again for forestry felling 23 Feb - 6 March"
                           r"|closes (?:again )?for"
                           # "R2 ... is booked in at Malmesbury Motors for its MOT on Monday 11 May"
                           r"|booked in (?:at [^.;]{1,40}? )?for (?:its |an? |the |her |his )?(?:MOT|service|servicing|repairs?|inspection"
                           r"|overhaul|refit)"
                           r"|in for (?:repairs?|service|servicing)|in the (?:shop|garage|workshop|body ?shop)|at the (?:manufacturer|garage|repairers?|body ?shop)"
                           # "in the yard at Dunstaffnage for a gearbox rebuild until 24 October"
                           r"|for (?:a |an |her |its |his )?(?:[\w-]+ ){0,2}(?:rebuild|refit|overhaul)"
                           r"|(?:away |sent )?for (?:calibration|repairs?|servicing|load testing|testing|inspection|requalification)"
                           r"|being (?:repaired|serviced|calibrated|tested)"
                           # "the C-check has been extended; expected back in service on 2 December"
                           r"|(?:expected |due )?back in service|returns? to service|(?:check|overhaul|refit|repairs?|service) (?:has been|was|is) extended"
                           r"|in (?:dry ?dock|refit|overhaul)|(?:is|are|was|went) down\b(?! to\b)(?! by\b)"
                           # "the orchid house is closed to visitors until 30 April"
                           r"|closed to (?:visitors|the public|guests|traffic|bookings|members)"
                           # "Feb 24-26; the gondola is closed all three days": a place or a thing shut over days it names
                           # (over days or until something: not "closed at the gateline once ...", "crates stay closed in
                           # the gallery for 48 hours")
                           r"|(?:is|are|will be|stays?|remains?) closed(?=\s+(?:all|every|until|till|through|throughout|from|over"
                           r"|during|those|these|that|both|the whole|on (?:those|these|both))\b))\b", re.I)
# A day's plan that takes something away ("RO plant maintenance on Saturday: sessions cancelled"):
# it matters to anything booked that day.
DISRUPTION_RX = re.compile(r"\b(?:cancel(?:led|ed|s)?|maintenance|shut ?down|outage|closed|no (?:\w+ )?(?:sessions?|services?"
                           r"|deliveries|sailings|flights|trains|classes)|only the \S+ (?:session|shift|service|sailing) runs)\b", re.I)
_END = rf"(?:(\d{{4}})-(\d{{2}})-(\d{{2}})|(\d{{1,2}}){_ORD}\s+{_MONTH}|{_MONTH}\s+(\d{{1,2}}){_ORD}\b(?!\d)|(?:the )?end of {_MONTH})"
OUT_UNTIL_RX = re.compile(rf"\b(?:until|till|through|expected|due|back)\b[^.;]{{0,40}}?{_END}", re.I)


_ANY_DAY = r"(monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)"
ANY_DAY_RX = re.compile(rf"\b{_ANY_DAY}s?\b(?!-\w)", re.I)
DAY_SPAN_RX = re.compile(rf"\b{_ANY_DAY}s?\s*(?:to|through|thru|-|–|—)\s*{_ANY_DAY}s?\b", re.I)


def _wd(word: str) -> int:
    w = word.lower().rstrip(".")
    return WEEKDAYS.index(w) if w in WEEKDAYS else _WD_SHORT[w]


def weekdays_in(text: str) -> set[int]:
    """Every weekday a text names, abbreviations and spans ("Mon–Fri") included."""
    out: set[int] = set()
    for m in DAY_SPAN_RX.finditer(text):
        a, b = _wd(m.group(1)), _wd(m.group(2))
        out |= set(range(a, b + 1)) if a <= b else set(range(a, 7)) | set(range(0, b + 1))
    out |= {_wd(m.group(1)) for m in ANY_DAY_RX.finditer(text)}
    return out


def _month(text: str) -> int:
    t = text.lower()[:3]
    return next(i + 1 for i, m in enumerate(MONTHS) if m.startswith(t))


@dataclass
class When:
    weekdays: set[int] = field(default_factory=set)
    days: set[tuple[int, int | None]] = field(default_factory=set)  # (day, month or None)
    span: set[tuple[int, int]] = field(default_factory=set)  # days of a stretch ("next week"): ranges only
    month: set[tuple[int, int]] = field(default_factory=set)  # days of "this month" / "next month": absences only
    # days of a stretch the turn names by its dates ("8 to 11 January"): an event that takes every one of them
    fixed: set[tuple[int, int]] = field(default_factory=set)

    def __bool__(self) -> bool:
        return bool(self.weekdays or self.days or self.span)

    def with_month(self) -> "When":
        """The same days, a named month's days counted as a stretch too."""
        return When(self.weekdays, self.days, self.span | self.month, self.month, self.fixed)


# Days named relative to the turn's time.
RELATIVE_DAY_RX = re.compile(r"\b(today|tonight|this (?:morning|afternoon|evening)|tomorrow|the day after tomorrow)\b", re.I)
RELATIVE_WEEKDAY_RX = re.compile(
    r"\b(this|next|on|coming|this coming|by)\s+(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b"
    rf"(?![\s,]+(?:the\s+)?\d{{1,2}}{_ORD}\b)(?![\s,]+{_MONTH})", re.I)  # "on Saturday 19 December" is dated
RELATIVE_SPAN_RX = re.compile(r"\b(this|next)\s+(weekend|week|month|wk)(?:['’]s|s(?= (?:rota|roster|schedule|plan|jobs|deliveries"
                              r"|shifts|list|diary|bookings|classes|cover|work|runs?|rounds?)\b))?\b", re.I)  # ("next weeks rota")
_COUNT = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "a couple of": 2, "a few": 3, "couple of": 2, "few": 3}
# "in the next two weeks", "covering the next three sessions" (a weekly session: three weeks)
NEXT_FORTNIGHT_RX = re.compile(r"\b(?:the |this )?(?:next|coming) fortnight\b", re.I)
NEXT_N_RX = re.compile(r"\b(?:(?:in|within|over|during|for|covering|across) )?the (?:next|coming) "
                       r"(\d{1,2}|two|three|four|five|six|a couple of|a few|couple of|few)"
                       r" (days|weeks|wks|sessions|classes|lessons|meetings|rehearsals|practices|trainings)\b", re.I)


# A weekday named alone ("Tuesday's tech", "pick on Friday"): the coming one. Not a habit
# ("Tuesdays"), not one with its date beside it, not a past one ("last Tuesday").
BARE_WEEKDAY_RX = re.compile(
    r"(?<!last )(?<![\w-])(monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?!s\b)(?![\w-])"
    rf"(?![\s,]+(?:the\s+)?\d{{1,2}}{_ORD}\b)(?![\s,]+{_MONTH})", re.I)


# "mon" before a word in lower case that follows no weekday in English: French "mon tarif", "mon planning" ("my")
_NOT_MONDAY = (r"(?-i:mon)\s+(?!(?:am|pm|a\.m|p\.m|morning|night|nite|eve|evening|afternoon|lunch\w*|week|and|or|to|thru"
               r"|through|till|until|at|is|was|would|will|off|first|pls|please|re|next|then|if|only|latest|eod|cob"
               r"|instead|as|too|either|onwards?|works|ok|for|from|after|before|by|in|on|the|this)\b)[a-zà-ÿ]{2,}")
# A short weekday alone, in a casual turn ("wants a call fri"); not "sat" or "sun", which are words too
SHORT_WEEKDAY_ALONE_RX = re.compile(rf"(?<![\w-])(?!{_NOT_MONDAY})(mon|tues?|weds?|thu(?:rs?)?|fri)(?![\w'-])(?!\.?\s*(?:the\s+)?\d)"
                                    # "sat" and "sun" are words too: only after a word that sets a day ("this sat")
                                    r"|(?:(?<=\bthis )|(?<=\bnext )|(?<=\bon )|(?<=\bby ))(sat|sun)(?![\w'-])(?!\.?\s*(?:the\s+)?\d)"
                                    # (or before a part of the day: "Sat arvo I'll backwash filter 2", "sun morning")
                                    r"|(?<![\w-])(sat|sun)(?=\s+(?:arvo|am|pm|a\.m\.|p\.m\.|morning|afternoon|evening|eve|night"
                                    r"|nite|lunch\w*)\b)", re.I)


# a thing booked to go out of use on a day: "booked in at Garej Bryn on Tue 27 Jan for service", "goes in for its MOT"
BOOKED_IN_RX = re.compile(r"\bbooked in\b|\b(?:goes|going|is going) in for\b"
                          # "MOT ... booked at the Avonmouth ATF Tue 1 Dec 07:30, off the road all that day"
                          r"|\ball (?:of )?that day\b|\bfor that day\b"
                          # a thing out on one day it names, and what stops that day: "The jar filler is being serviced
                          # on Thu 22 Oct 2026; no jarring that day"
                          r"|\b(?:no|nothing|not)\b[^.;]{0,30}\b(?:that|on the) day\b|\bbeing (?:serviced|repaired|inspected|calibrated|tested) on\b", re.I)
# a check falling due on a day, not a thing back on it: "MOT due 3 Dec 2026", "LOLER inspection due 30 Sept"
# ("due back in service on 2 December" is still an end)
CHECK_DUE_RX = re.compile(r"\b(?:MOT|service|servicing|inspection|test|exam(?:ination)?|renewal|check|calibration|certificate"
                          r"|LOLER|PAT|survey|audit)\s+(?:is\s+|was\s+|falls\s+)?due\s*$", re.I)
# someone coming to put a thing back in use: "the engineer visit is booked for 4 Dec", "ServiceBake visit Thu 5 Nov"
REPAIR_VISIT_RX = re.compile(r"\b(?:visit|engineer|technician|call-?out|repair(?:er|s)?|fix(?:ed)?|fitter)\b", re.I)


def out_end(text: str) -> re.Match | None:
    """The end of a stretch out of use or away ("until 24 October", "expected back 2 Dec"), not a check falling due on
    a day ("MOT due 3 Dec")."""
    for m in OUT_UNTIL_RX.finditer(text):
        if m.group(0).lower().startswith("due") and CHECK_DUE_RX.search(text[:m.start()] + "due") \
                and not re.match(r"due\s+back\b", m.group(0), re.I):
            continue
        return m
    return None


def out_of_use_subject(text: str) -> str:
    """What a record says is out of use: its words before "is broken", "out of service", ... ("" if none)."""
    m = OUT_OF_USE_RX.search(text)
    return text[:m.start()] if m else ""


# "the first week of Feb", "the last week of March"
WEEK_OF_RX = re.compile(rf"\b(first|second|third|fourth|last|1st|2nd|3rd|4th) (?:(two|three) (?:weeks|wks)|week|wk|(fortnight))"
                        rf" (?:of|in) {_MONTH}\b", re.I)


# "the first three Saturdays of October", "every Saturday in October", "all the Sundays in May": those days
NTH_WEEKDAYS_OF_RX = re.compile(r"\b(?:(first|last) (two|three|four|2|3|4)|every|each|all(?: the)?)\s+"
                                r"(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\s+(?:of|in)\s+"
                                rf"{_MONTH}\b(?!\s*\d)", re.I)
# a rota or a plan over whole months: "for October to December", "from Oct till Dec", "across October"
# (and "for" in the languages the month names are read in: "grafik na listopad", "Dienstplan für November")
MONTHS_SPAN_RX = re.compile(rf"\b(?:for|from|over|across|covering|during|throughout|na|für|fuer|pour|para|voor|för)\s+(?:the\s+(?:whole\s+)?(?:month\s+of\s+)?)?"
                            rf"{_MONTH}(?:\s*(?:to|until|till|through|thru|-|–|and)\s*{_MONTH})?\b(?!\s*\d)(?![/-]\d)", re.I)
MONTHS_SPAN_MAX = 3  # months at most, counted from the first
# a count of one weekday ahead: "the next four Saturdays", "next 3 Mondays"
NEXT_N_WEEKDAYS_RX = re.compile(r"\bnext\s+(two|three|four|five|six|[2-6])\s+"
                                r"(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s\b", re.I)
# a month a rota or a plan is named by: "the August duty verger rota", "November's staffing plan", "Oct rotas"
MONTH_DOC_RX = re.compile(rf"(?<!\d )(?<!\d)\b(?!(?-i:may|march)\b){_MONTH}(?:['’]s)?\s+(?:[\w-]+\s+){{0,3}}?"
                          r"(?:rotas?|rosters?|schedules?|staffing|cover|timetables?|shifts?|crew plans?|duty plans?)\b", re.I)
# a part of a month: "early November", "mid-Oct", "late March", "the end of June", "the start of May"
# (or a half of it: "the back half of august", "first half of March")
PART_OF_MONTH_RX = re.compile(rf"\b(early|mid-?|middle of|late|end of|beginning of|start of|(?:first|1st|front|second|2nd|back|latter"
                              rf"|last) half of)\s*(?:the\s+)?{_MONTH}\b", re.I)
# a closure told by its last day open and the day it opens again: "last grooms 23 Dec 2026, reopening 4 Jan 2027",
# "last orders Fri 18 Dec, back open Mon 4 Jan": closed on the days between
LAST_REOPEN_RX = re.compile(rf"\blast (?:[\w-]+\s+){{0,2}}?(?:on\s+)?(?:[A-Za-z]+day,?\s+)?(\d{{1,2}})(?:st|nd|rd|th)?\s+{_MONTH}\b"
                            rf"(?:\s+\d{{4}})?[,;]?\s+(?:and\s+|then\s+)?(?:re-?open(?:s|ing)?|back open|open(?:s|ing)? again)\s+"
                            rf"(?:on\s+)?(?:[A-Za-z]+day,?\s+)?(\d{{1,2}})(?:st|nd|rd|th)?\s+{_MONTH}\b", re.I)
# a week by its number: "week 40", "wk 12", "for week 7" (the ISO week of the turn's year, or the next year's
# when it is long past)
WEEK_NUMBER_RX = re.compile(r"\b(?:week|wk)\s?(\d{1,2})\b(?!\s*(?:of|in)\b)(?![.,:]\d)", re.I)


def _month_start(month: int, today: date) -> date:
    return date(today.year + (1 if month < today.month - 1 else 0), month, 1)


def month_spans(text: str, today: date) -> set[tuple[int, int]]:
    """(day, month) of the named weekdays of a month and of whole months a task covers."""
    out: set[date] = set()
    for m in NTH_WEEKDAYS_OF_RX.finditer(text):
        start = _month_start(_month(m.group(4)), today)
        end = date(start.year + (start.month == 12), start.month % 12 + 1, 1)
        wd = WEEKDAYS.index(m.group(3).lower())
        days = [start + timedelta(days=i) for i in range((end - start).days) if (start + timedelta(days=i)).weekday() == wd]
        if m.group(1):
            n = _COUNT.get(m.group(2).lower()) or int(m.group(2))
            days = days[:n] if m.group(1).lower() == "first" else days[-n:]
        out |= set(days)
    for m in NEXT_N_WEEKDAYS_RX.finditer(text):
        n = _COUNT.get(m.group(1).lower()) or int(m.group(1))
        first = today + timedelta(days=(WEEKDAYS.index(m.group(2).lower()) - today.weekday()) % 7 or 7)
        out |= {first + timedelta(weeks=i) for i in range(n)}
    spans = [(m.group(1), m.group(2)) for m in MONTHS_SPAN_RX.finditer(text)]
    spans += [(m.group(1), None) for m in MONTH_DOC_RX.finditer(text)]
    for first_month, last_month in spans:
        start = _month_start(_month(first_month), today)
        last = _month(last_month) if last_month else start.month
        months = min((last - start.month) % 12 + 1, MONTHS_SPAN_MAX)
        y, mo = start.year, start.month
        for _ in range(months):
            first = date(y, mo, 1)
            y, mo = (y + 1, 1) if mo == 12 else (y, mo + 1)
            out |= {first + timedelta(days=i) for i in range((date(y, mo, 1) - first).days)}
    for m in PART_OF_MONTH_RX.finditer(text):  # "at the early November meeting", "late Oct", "the end of March"
        start = _month_start(_month(m.group(2)), today)
        nxt = date(start.year + (start.month == 12), start.month % 12 + 1, 1)
        part = m.group(1).lower()
        if part.endswith("half of"):
            first, last = ((start, start + timedelta(days=14)) if part.split()[0] in ("first", "1st", "front")
                           else (start + timedelta(days=15), nxt - timedelta(days=1)))
            out |= {first + timedelta(days=i) for i in range((last - first).days + 1)}
            continue
        first, last = ((start, start + timedelta(days=9)) if part in ("early", "beginning of", "start of")
                       else (start + timedelta(days=10), start + timedelta(days=19)) if part in ("mid", "mid-", "middle of")
                       else (start + timedelta(days=20), nxt - timedelta(days=1)))
        out |= {first + timedelta(days=i) for i in range((last - first).days + 1)}
    for m in WEEK_NUMBER_RX.finditer(text):
        week = int(m.group(1))
        for year in (today.year, today.year + 1):
            try:
                monday = date.fromisocalendar(year, week, 1)
            except ValueError:
                break
            if monday >= today - timedelta(days=31):
                out |= {monday + timedelta(days=i) for i in range(7)}
                break
    return {(d.day, d.month) for d in out}


# "w/c 4 Jan", "week commencing 11 January", "the week of Jan 4": the seven days from that day
WEEK_COMMENCING_RX = re.compile(rf"\b(?:w/c|w\.c\.|week commencing|week beginning|week starting|(?<!each )(?<!every )week of)\s+"
                        rf"(?:(?:mon(?:day)?|the)\s+)*(?:(\d{{1,2}}){_ORD}(?:\s+of)?\s+{_MONTH}|{_MONTH}\s+(\d{{1,2}}){_ORD})\b", re.I)

# a week from a day of the month the turn gives alone: "plan my week from mon 13th", "the week starting the 4th"
WEEK_FROM_DAY_RX = re.compile(rf"\bweek (?:from|starting|beginning|commencing)\s+(?:(?:mon(?:day)?|the)\s+)*(\d{{1,2}}){_ORD}\b"
                              rf"(?!\s*(?:of\s+)?{_MONTH})(?![/.:-]\d)", re.I)
# what a record wishes: "Amara wants ...", "would like", "prefers", "asked for"
# (or bids the answers in so many words: "For the week of 23 November, while Dev is off, give end-of-night checks as a
# bare checklist", "During renewal crunch (week of 16 Nov), give just the numbers")
WISH_WORDS_RX = re.compile(r"\b(?:wants?|would like|prefers?|asks? for|asked for|wish(?:es)?)\b"
                           r"|\b(?:anything|everything|all) (?:written|sent|going out)\b"
                           r"|(?:^|[,:;)]\s*)(?:please\s+)?(?:give|sign off|write|keep|use|answer|reply|put|send|show|format|list"
                           r"|state|start|add|include|draft|make)\b", re.I)
# "Jodie's next 3 weeks from Mon 23 March", "the 10 days starting 4 May": that many days from that day
N_FROM_RX = re.compile(rf"\b(\d{{1,2}}|two|three|four|five|six|a couple of|a few) (days|weeks) (?:from|starting(?: on)?|beginning"
                       rf"|commencing)\s+(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?\s+)?(?:the\s+)?"
                       rf"(?:(\d{{1,2}}){_ORD}(?:\s+of)?\s+{_MONTH}|{_MONTH}\s+(\d{{1,2}}){_ORD})\b", re.I)


# a weekday naming a date's day ("from Mon 20 Jul to Sun 9 Aug", "Monday 20 July to Sunday 9 August"): left out
# when a stretch of dates is read
DATED_WEEKDAY_RX = re.compile(r"\b(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\.?,?\s+(?=\d{1,2}(?:st|nd|rd|th)?\s+[A-Za-z])",
                              re.I)


def _without_dated_weekdays(text: str) -> str:
    return DATED_WEEKDAY_RX.sub("", text)


def turn_ranges(text: str, today: date) -> set[tuple[int, int]]:
    """(day, month) of every day in the stretches a turn names ("the night rota for 30 April to
    6 May", "2034-06-02 to 2034-06-09"), at most about two months."""
    out: set[tuple[int, int]] = set()
    # (a stretch with no year is the next one to come: "8 to 11 January" said in November is next January)
    found = [(int(m.group(1)), _month(m.group(2)) if m.group(2) else _month(m.group(4)), int(m.group(3)), _month(m.group(4)),
              None) for m in RANGE_RX.finditer(_without_dated_weekdays(text))]
    found += [(int(m.group(3)), int(m.group(2)), int(m.group(6)), int(m.group(5)), int(m.group(1)))
              for m in ISO_RANGE_RX.finditer(text)]

    def days_from(d1: int, m1: int, days: int) -> None:
        """The stretch of ``days`` days from the d1/m1 a turn names ("w/c 4 Jan", "3 weeks from Mon 23 March")."""
        try:
            end = date(today.year, m1, d1) + timedelta(days=days - 1)
        except ValueError:
            return
        found.append((d1, m1, end.day, end.month, None))
    for m in WEEK_COMMENCING_RX.finditer(text):
        days_from(*((int(m.group(1)), _month(m.group(2))) if m.group(1) else (int(m.group(4)), _month(m.group(3)))), 7)
    # "plan my week from mon 13th": the seven days from the coming 13th (the month left to the calendar)
    for m in WEEK_FROM_DAY_RX.finditer(text):
        start = ahead(int(m.group(1)), None, today)
        if start is not None:
            days_from(start.day, start.month, 7)
    for m in N_FROM_RX.finditer(text):
        n = _COUNT.get(m.group(1).lower()) or int(m.group(1))
        days_from(*((int(m.group(3)), _month(m.group(4))) if m.group(3) else (int(m.group(6)), _month(m.group(5)))),
                  min(n * (1 if m.group(2).lower() == "days" else 7), 62))
    for d1, m1, d2, m2, year in found:
        try:
            start = date(year or today.year, m1, d1)
            if year is None and start < today - timedelta(days=31):
                start = date(today.year + 1, m1, d1)
            end = date(start.year + (1 if (m2, d2) < (m1, d1) else 0), m2, d2)
        except ValueError:
            continue
        if start < today - timedelta(days=31):
            continue
        n = (end - start).days
        if 0 <= n <= 62:
            out |= {((start + timedelta(days=i)).day, (start + timedelta(days=i)).month) for i in range(n + 1)}
    return out


def relative_days(text: str, today: date) -> tuple[set[tuple[int, int]], set[tuple[int, int]]]:
    """(day, month) of the days a text names relative to ``today``: "today", "tonight",
    "tomorrow", "this/on/by Friday" (the coming one, today included), "next Friday"
    (read both ways people use it: the coming one and the one a week later), a weekday named
    alone ("Tuesday's call sheet": the coming one), "this weekend"
    (the coming one), "next weekend" (both ways), "next week" (Monday to Sunday) and "in the next
    N days/weeks" (every day from today, at most about two months). Returns (days, span days):
    the days of a week or a longer stretch collide only with a range someone is away over,
    not with one booked date inside it."""
    out: set[date] = set()
    span: set[date] = set()
    for m in RELATIVE_DAY_RX.finditer(text):
        word = m.group(1).lower()
        out.add(today + timedelta(days=2 if word.startswith("the day after") else 1 if word == "tomorrow" else 0))
    for m in RELATIVE_WEEKDAY_RX.finditer(text):
        ahead = (WEEKDAYS.index(m.group(2).lower()) - today.weekday()) % 7
        out.add(today + timedelta(days=ahead))
        if m.group(1).lower() == "next":
            out.add(today + timedelta(days=ahead + 7))
    for m in BARE_WEEKDAY_RX.finditer(text):
        out.add(today + timedelta(days=(WEEKDAYS.index(m.group(1).lower()) - today.weekday()) % 7))
    for m in SHORT_WEEKDAY_ALONE_RX.finditer(text):  # "a call fri": the coming Friday
        ahead = (_WD_SHORT[(m.group(1) or m.group(2) or m.group(3)).lower()] - today.weekday()) % 7
        out.add(today + timedelta(days=ahead))
        if text[max(0, m.start() - 5):m.start()].lower() == "next ":
            out.add(today + timedelta(days=ahead + 7))  # "plan for next tues": both ways, as "next Tuesday"
    for m in RELATIVE_SPAN_RX.finditer(text):
        which, unit = m.group(1).lower(), m.group(2).lower().replace("wk", "week")  # "next wk"
        monday = today - timedelta(days=today.weekday())
        if unit == "weekend":
            sat = monday + timedelta(days=5 if today.weekday() < 6 else 12)
            out |= {sat, sat + timedelta(days=1)}
            if which == "next":
                out |= {sat + timedelta(days=7), sat + timedelta(days=8)}
        elif unit == "month":
            continue  # month_days()
        elif which == "next":
            span |= {monday + timedelta(days=7 + i) for i in range(7)}
        else:  # "this week": what is left of it, today included
            span |= {today + timedelta(days=i) for i in range(7 - today.weekday())}
    for m in WEEK_OF_RX.finditer(text):
        month = _month(m.group(4))
        weeks = 2 if m.group(3) else {"two": 2, "three": 3}.get((m.group(2) or "").lower(), 1)  # "first two weeks of June"
        year = today.year + (1 if month < today.month - 1 else 0)
        first = date(year, month, 1)
        start = first + timedelta(days=7 * {"first": 0, "second": 1, "third": 2, "fourth": 3, "1st": 0, "2nd": 1, "3rd": 2,
                                            "4th": 3}.get(m.group(1).lower(), 0))
        if m.group(1).lower() == "last":
            nxt = date(year + (month == 12), month % 12 + 1, 1)
            start = nxt - timedelta(days=7 * weeks)
        span |= {start + timedelta(days=i) for i in range(7 * weeks)}
    if NEXT_FORTNIGHT_RX.search(text):  # "which days over the next fortnight?"
        span |= {today + timedelta(days=i) for i in range(15)}
    for m in NEXT_N_RX.finditer(text):
        n = _COUNT.get(m.group(1).lower()) or int(m.group(1))
        days = min(n * (1 if m.group(2).lower() == "days" else 7), 62)
        span |= {today + timedelta(days=i) for i in range(days + 1)}
    return {(d.day, d.month) for d in out}, {(d.day, d.month) for d in span}


def span_weekdays(span: set[tuple[int, int]], today: date) -> set[int]:
    """The working weekdays (Monday to Friday) that a stretch of (day, month) days after ``today`` takes."""
    out = set()
    for d, mo in span:
        year = today.year + (1 if mo < today.month - 6 else 0)
        try:
            wd = date(year, mo, d).weekday()
        except ValueError:
            continue
        if wd < 5:
            out.add(wd)
    return out


# a month named whole: "who's out when in May", "leave requests for August" (not "in May 2027 ..." with a day, and
# "may" only capitalised)
_WHOLE_MONTH = (r"((?i:january|february|march|april|june|july|august|september|october|november|december|jan|feb|apr|jun|jul"
                r"|aug|sept?|oct|nov|dec)|May|Mar)\b\.?(?!\s*\d)")
# the weeks after the turn of the year: "loads after new year", "in the new year", "from new year"
NEW_YEAR_RX = re.compile(r"\b(?:after|in|from|past|into)\s+(?:the\s+)?new\s+year\b(?!['’]s\s+(?:eve|day))", re.I)
NEW_YEAR_DAYS = 14
NAMED_MONTH_RX = re.compile(r"\b(?:in|for|during|over|throughout|across|through) " + _WHOLE_MONTH)
# a time to be picked somewhere in a month: "sometime in Feb", "some point in March", "a week in June": the whole
# month is the window the pick falls in
MONTH_WINDOW_RX = re.compile(r"\b(?i:some ?time|some point|any ?time|a (?:day|date|week|slot|morning|afternoon|weekend))\s+"
                             r"(?i:in|during)\s+" + _WHOLE_MONTH)


def month_days(text: str, today: date) -> set[tuple[int, int]]:
    """(day, month) of "this month" (the rest of it), "next month" (all of it) and a month named whole ("in May":
    the coming one, the rest of it when it is this month)."""
    def month_after(d: date) -> date:
        return date(d.year + (d.month == 12), d.month % 12 + 1, 1)

    stretches: list[tuple[date, date]] = []
    for m in NAMED_MONTH_RX.finditer(text):
        mo = _month(m.group(1))
        first = date(today.year + (mo < today.month), mo, 1)
        stretches.append((today if mo == today.month else first, month_after(first)))
    for m in RELATIVE_SPAN_RX.finditer(text):
        if m.group(2).lower() != "month":
            continue
        first = month_after(today)
        stretches.append((today, first) if m.group(1).lower() == "this" else (first, month_after(first)))
    return {((start + timedelta(days=i)).day, (start + timedelta(days=i)).month)
            for start, end in stretches for i in range((end - start).days)}


def turn_when(text: str, today: date | None = None) -> When:
    """The weekdays and dates a turn names; with ``today``, also the dates of the days it
    names relative to it."""
    w = When()
    text = normalise(text)
    w.weekdays = {WEEKDAYS.index(m.group(1).lower()) for m in WEEKDAY_RX.finditer(text)}
    w.weekdays |= {_WD_SHORT[m.group(1).lower().rstrip(".")] for m in WEEKDAY_SHORT_RX.finditer(text)}
    w.weekdays |= {_WD_SHORT[(m.group(1) or m.group(2) or m.group(3)).lower()] for m in SHORT_WEEKDAY_ALONE_RX.finditer(text)}
    for m in DAY_SPAN_RX.finditer(text):  # "Monday to Friday": every day between
        a, b = _wd(m.group(1)), _wd(m.group(2))
        w.weekdays |= set(range(a, b + 1)) if a <= b else set(range(a, 7)) | set(range(0, b + 1))
    for m in DAY_MONTH_RX.finditer(text):
        w.days.add((int(m.group(1)), _month(m.group(2))))
    for m in MONTH_DAY_RX.finditer(text):
        w.days.add((int(m.group(2)), _month(m.group(1))))
    for m in THE_NTH_RX.finditer(text):
        if not any(d == int(m.group(1)) for d, _ in w.days):
            w.days.add((int(m.group(1)), None))
    for m in FOREIGN_NTH_RX.finditer(text):
        if 1 <= int(m.group(1)) <= 31 and not any(d == int(m.group(1)) for d, _ in w.days):
            w.days.add((int(m.group(1)), None))
    for m in ISO_RX.finditer(text):
        w.days.add((int(m.group(3)), int(m.group(2))))
    if today is not None:
        w.days |= numeric_dates(text, today)
    for m in WEEKDAY_DAY_RX.finditer(text):  # "Saturday 21", "Tuesday the 19th"
        if not any(d == int(m.group(2)) for d, _ in w.days):
            w.days.add((int(m.group(2)), None))
    for m in WEEKDAY_NTH_RX.finditer(text):  # "Sat 12th", "thu 10th pm", "weds night the 9th"
        if not any(d == int(m.group(2)) for d, _ in w.days):
            w.days.add((int(m.group(2)), None))
    for m in WEEKDAY_DAY_SPAN_RX.finditer(text):  # "mon 12 - fri 16": each day from the first to the last
        first, last = int(m.group(2)), int(m.group(4))
        if first < last <= 31 and last - first <= 13:
            w.days |= {(d, None) for d in range(first, last + 1)} - {(d, mo) for d, mo in w.days}
            a, b = (_WD_SHORT.get(x.lower()[:3]) for x in (m.group(1), m.group(3)))
            if a is not None and b is not None and last - first == (b - a) % 7:  # (and the weekdays between)
                w.weekdays |= {(a + k) % 7 for k in range(last - first + 1)}
    if today is not None:
        days, span = relative_days(text, today)
        w.fixed = turn_ranges(text, today)
        span |= w.fixed | month_spans(text, today)
        w.days |= days
        w.span = span - days
        w.month = month_days(text, today) - w.days
        if NEW_YEAR_RX.search(text):  # "loads after new year": the first weeks of January, a stretch
            w.span |= {(d, 1) for d in range(1, NEW_YEAR_DAYS + 1)} - w.days
        for m in MONTH_WINDOW_RX.finditer(text):  # "sometime in Feb": a pick anywhere in it
            w.span |= month_days(m.group(0), today) - w.days
    w.days = {(d, mo) for d, mo in w.days if 1 <= d <= 31}
    return w


# A weekday and the day of the month after it; not a time ("Saturday 9am", "Friday 14:00").
WEEKDAY_DAY_RX = re.compile(r"\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday),?\s+(?:the\s+)?(\d{1,2})"
                            r"(?:st|nd|rd|th)?\b(?![:.]\d)(?!\s?(?:am|pm|a\.m|p\.m|h\b|uhr|hrs|hours|o'clock))", re.I)
# a weekday, long or short, and an ordinal day after it, a part of the day between them or not (the ordinal
# makes it a date, never a time)
WEEKDAY_NTH_RX = re.compile(r"\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues?|weds?|thu(?:rs?)?|fri|sat"
                            r"|sun)\.?,?\s+(?:(?:morning|afternoon|evening|night|pm|am)\s+)?(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b", re.I)
# two weekdays, each with its day of the month, as the ends of a stretch: "mon 12 - fri 16", "Tue 3 to Thu 5"
_WD_ANY = r"(monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues?|weds?|thu(?:rs?)?|fri|sat|sun)"
WEEKDAY_DAY_SPAN_RX = re.compile(rf"\b{_WD_ANY}\.?,?\s+(\d{{1,2}})(?:st|nd|rd|th)?\s*(?:-|–|—|to|till|until|thru)\s*"
                                 rf"{_WD_ANY}\.?,?\s+(\d{{1,2}})(?:st|nd|rd|th)?\b(?![:.]\d)(?!\s?(?:am|pm|h\b|hrs|hours))", re.I)
# "2/7", "25/6", "10/14/2038": a day and a month in either order
NUMERIC_DATE_RX = re.compile(r"(?<![\d/.:,])(\d{1,2})[/.](\d{1,2})(?:[/.](\d{2,4}))?(?![\d/]|[.:]\d)")
# what a decimal figure is set to or read at, not a day: "setpoint to 7.3", "pH 7.2", "reads 1.5", "version 2.4"
DECIMAL_SET = re.compile(r"(?:\b(?:to|at|of|is|was|reads?|reading|ph|setpoint|set-point|version|v|level|dose|ratio|=|~)"
                         r"|[<>=~])\s*$", re.I)
NUMERIC_AHEAD = 120  # days: a numeric date further ahead (or past) than this is a fraction or a code
# a figure with a decimal point and a unit after it is a quantity, not a date: "7.5 h shift", "2.5 kg", "1.5x"
DECIMAL_UNIT = re.compile(r"\s?(?:x|×|h|hrs?|hours?|mins?|minutes?|kg|g|t|tonnes?|l|litres?|liters?|ml|m|km|cm|mm|mi|miles?"
                          r"|k|%|pc|pct|percent|mph|kph|kw|kwh|mw|v|bar|psi|°)(?![a-z])", re.I)


def numeric_dates(text: str, today: date) -> set[tuple[int, int]]:
    """(day, month) of numeric dates. "25/6" can only be 25 June; "2/7" is 2 July or 7 February,
    read as whichever falls soonest from ``today`` (a plan is about the days ahead), and neither
    when both lie in the past or far ahead ("3/4 of the budget" in June is no date)."""
    out = set()
    for m in NUMERIC_DATE_RX.finditer(text):
        if "." in m.group(0) and not m.group(3) and DECIMAL_UNIT.match(text, m.end()):
            continue
        if "." in m.group(0) and not m.group(3) and DECIMAL_SET.search(text[max(0, m.start() - 24):m.start()]):
            continue  # a reading or a setting: "drop the pH setpoint to 7.3", "chlorine at 1.5"
        a, b = int(m.group(1)), int(m.group(2))
        best = None
        for day, month in ((a, b), (b, a)):
            try:
                when = date(today.year, month, day)
            except ValueError:
                continue
            if when < today - timedelta(days=1):
                try:
                    when = date(today.year + 1, month, day)
                except ValueError:
                    continue
            ahead = (when - today).days
            if -1 <= ahead <= NUMERIC_AHEAD and (best is None or ahead < best[0]):
                best = (ahead, (day, month))
        if best:
            out.add(best[1])
    return out


@dataclass
class Rules:
    ranges: list[tuple[int, int, int, int]] = field(default_factory=list)  # (d1, m1, d2, m2)
    dates: set[tuple[int, int]] = field(default_factory=set)  # single (day, month) the record names
    allowed: set[int] = field(default_factory=set)
    forbidden: set[int] = field(default_factory=set)
    deadline: tuple[int, int] | None = None  # (month, day) something is due by
    monthly: set[tuple[int, int]] = field(default_factory=set)  # (nth, weekday) of every month; nth -1 is the last
    lapse: tuple[int, int] | None = None  # (month, day) a licence, certificate or contract runs out


# "the first Tuesday of every month", "on the last Friday of each month": one day a month
NTH_WEEKDAY_RX = re.compile(r"\b(first|second|third|fourth|last|1st|2nd|3rd|4th) (monday|tuesday|wednesday|thursday|friday"
                            r"|saturday|sunday) (?:of|in) (?:every|each|the|a) month\b", re.I)
_NTH = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "last": -1}
_MONTH_DAYS = (31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)


# the day a stretch starts, told before its end in other words than "from <date> to <date>": "from scrutineering on
# Friday 23 October 2026 until the end of Sunday 25 October", "from 2026-09-19 until after the final on 2026-10-03"
START_BEFORE_RX = re.compile(rf"\b(?:from|since|starting)\b(?:\s+[^\s.;:]+){{0,5}}?\s+(?:(?:on|at)\s+)?"
                             rf"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+)?{_DAY_DATE}", re.I)


def _until_start(text: str, end: re.Match, today: date | None) -> tuple[int, int]:
    """Where a stretch that names only its end starts: the day a "from" or "since" before the end names
    ("from scrutineering on Friday 23 October until the end of Sunday 25 October"); else the first of
    January, or, when the end names a later year than ``today``'s ("on parental leave until 11 Jan 2027"
    read in November 2026), today, so the stretch runs over the new year."""
    starts = list(START_BEFORE_RX.finditer(text[:end.start()]))
    if starts:
        return _day_month(starts[-1].groups())
    if today is None:
        return 1, 1
    year = end.group(1) or (re.match(r",?\s+(\d{4})\b", text[end.end():]) or [None, None])[1]
    return (today.day, today.month) if year and int(year) > today.year else (1, 1)


def _numeric_pair(a: str, b: str) -> tuple[int, int] | None:
    """(day, month) of a date in figures: day first ("28/09"), month first only when the second figure cannot be
    a month ("10/28"); None when neither reads."""
    x, y = int(a), int(b)
    if 1 <= x <= 31 and 1 <= y <= 12:
        return x, y
    if 1 <= y <= 31 and 1 <= x <= 12:
        return y, x
    return None


# a weekday's session or service that no longer runs: "the Friday session has stopped", "Saturday opening was
# dropped", "the Monday round has been cancelled"
STOPPED_DAY_RX = re.compile(r"\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?(?:['’]s?)? (?:[\w-]+ ){0,2}"
                            r"(?:has|have|was|were|is|are) (?:now )?(?:been )?(?:stopped|ended|cancell?ed|dropped|axed"
                            r"|discontinued|scrapped|no longer (?:running|runs|on|open|offered))\b", re.I)
# the end of a stretch told as a day named before it: "from 20 April until then"
UNTIL_THEN_RX = re.compile(r"\s*(?:(?:until|till|to|up to) then|(?:until|till) (?:it|the \w+) (?:is over|ends|has ended|is done"
                           r"|is finished|closes))\b", re.I)


def record_rules(text: str, own: bool = False, today: date | None = None) -> Rules:
    """Date ranges a record says someone or something is away, booked or closed (any
    range of the user's own, ``own``), the single dates it books, and the weekdays it
    allows ("works Tuesdays and Fridays") or rules out ("no Sunday ..."). Equipment or a place
    out of use ("the video cart is broken until the end of October") is out until the day it
    names, or with none, on any day; someone away "until 1 March" is away every day before it."""
    r = Rules()
    for m in ISO_RX.finditer(text):
        r.dates.add((int(m.group(3)), int(m.group(2))))
    for m in DAY_MONTH_RX.finditer(text):
        r.dates.add((int(m.group(1)), _month(m.group(2))))
    for m in NUMERIC_FULL_RX.finditer(text):
        day_month = _numeric_pair(m.group(1), m.group(3))
        if day_month:
            r.dates.add(day_month)
    for m in DAY_LIST_RX.finditer(text):  # "Thursday 12 and Friday 13 November": the 12th is in November too
        mo = _month(m.group(3))
        r.dates |= {(int(d), mo) for d in re.findall(r"\d{1,2}", m.group(1))}
    # (a thing out of use reads its stretch too: "Spray booth out of use 28 Sep to 2 Oct 2026")
    if own or ABSENT_RX.search(text) or OUT_OF_USE_RX.search(text):
        for m in RANGE_RX.finditer(_without_dated_weekdays(text)):
            d1, m1, d2, m2 = int(m.group(1)), m.group(2), int(m.group(3)), _month(m.group(4))
            r.ranges.append((d1, _month(m1) if m1 else m2, d2, m2))
        for m in RANGE_MD_RX.finditer(text):
            m1 = _month(m.group(1))
            r.ranges.append((int(m.group(2)), m1, int(m.group(4)), _month(m.group(3)) if m.group(3) else m1))
        for m in ISO_RANGE_RX.finditer(text):
            r.ranges.append((int(m.group(3)), int(m.group(2)), int(m.group(6)), int(m.group(5))))
        for m in NUMERIC_RANGE_RX.finditer(text):
            first, last = _numeric_pair(m.group(1), m.group(3)), _numeric_pair(m.group(5), m.group(7))
            if first and last:
                r.ranges.append((first[0], first[1], last[0], last[1]))
        for m in LAST_REOPEN_RX.finditer(text):
            year = (today or date(2001, 1, 1)).year
            m1, m2 = _month(m.group(2)), _month(m.group(4))
            try:
                first = date(year, m1, int(m.group(1))) + timedelta(days=1)
                last = date(year + (m2 < m1), m2, int(m.group(3))) - timedelta(days=1)
            except ValueError:
                continue
            if first <= last:
                r.ranges.append((first.day, first.month, last.day, last.month))
        if not r.ranges:
            for m in FROM_UNTIL_RX.finditer(text):
                g = m.groups()
                (d1, m1), (d2, m2) = _day_month(g[:7]), _day_month(g[7:])
                r.ranges.append((d1, m1, d2, m2))
    # "For the week of 3 Aug only, ...", "w/c 14 September: ...": the seven days from that day (before anything out of
    # use with no end of its own, "(her laptop is being repaired)", reads as out on every day)
    # (a wish for such a week, "For the week of 3 Aug only, Amara wants rota and notices written as a WhatsApp
    # message", binds by what it is about, not by the days it holds: it takes no stretch, only no other)
    week_wish = bool(WEEK_COMMENCING_RX.search(text)) and bool(WISH_WORDS_RX.search(text))
    for m in WEEK_COMMENCING_RX.finditer(text) if not week_wish else ():
        d1, m1 = (int(m.group(1)), _month(m.group(2))) if m.group(1) else (int(m.group(4)), _month(m.group(3)))
        try:
            end = date((today or date(2001, 1, 1)).year, m1, d1) + timedelta(days=6)
        except ValueError:
            continue
        r.ranges.append((d1, m1, end.day, end.month))
    r.monthly = {(_NTH[m.group(1).lower()], WEEKDAYS.index(m.group(2).lower())) for m in NTH_WEEKDAY_RX.finditer(text)}
    # (how long a kind of job takes, "turnaround is three weeks for a full overhaul", puts nothing out of use)
    if (OUT_OF_USE_RX.search(text) or (ABSENT_RX.search(text) and out_end(text))) and not r.ranges and not week_wish \
            and not JOB_TIME_RX.search(text):
        end = out_end(text)
        coming = sorted((mo, d) for d, mo in r.dates if today is not None and (mo, d) >= (today.month, today.day))
        if end is None and r.monthly:
            pass  # out on those days of each month only ("the line is down on the first Tuesday of every month")
        elif end is None and r.dates and today is not None and BOOKED_IN_RX.search(text) \
                and len(coming) == len(r.dates):
            # (each a stretch of one day, which a stretch the turn plans in meets: "plan next wk jarring days")
            r.ranges.extend((d, mo, d, mo) for mo, d in coming)  # out on the coming days it names ("booked in ... on Tue 27 Jan for service and MOT, off the road"),
            # not a thing out now until a dated visit ("out of service; the engineer visit is booked for 4 Dec")
        elif end is None and coming and REPAIR_VISIT_RX.search(text) and OUT_OF_USE_RX.search(text):
            # out now (from the day it went, when the record dates that) until the visit that puts it right ("element
            # failed Sat 31 Oct; ServiceBake visit Thu 5 Nov"): not on any day after it
            gone = sorted((mo, d) for d, mo in r.dates if (mo, d) < (today.month, today.day))
            m0, d0 = gone[-1] if gone else (today.month, today.day)
            r.ranges.append((d0, m0, coming[0][1], coming[0][0]))
        elif end is None:
            r.ranges.append((1, 1, 31, 12))  # out, with no end in sight
        else:
            g = end.groups()
            d0, m0 = _until_start(text, end, today)
            if g[0]:
                r.ranges.append((d0, m0, int(g[2]), int(g[1])))
            elif g[3]:
                r.ranges.append((d0, m0, int(g[3]), _month(g[4])))
            elif g[5]:
                r.ranges.append((d0, m0, int(g[6]), _month(g[5])))
            else:
                r.ranges.append((d0, m0, 31, _month(g[7])))
    # "Change freeze from 2049-01-25 until the audit is over", "on leave since 3 March": from that day on,
    # with no end date the calendar can read
    # (a weekday that only names a date's day, "from Wednesday 24 June", makes no weekly rule)
    dated_days = re.sub(r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+(?=\d)", " ", text, flags=re.I)
    # ("NRW audit on 22-23 Sept; from 15 Sept until it is over, no changes ...": from that day to the event's end,
    # whatever other stretch the record holds)
    for m in OPEN_FROM_RX.finditer(text):
        if not UNTIL_THEN_RX.match(text, m.end()):
            continue
        d, mo = _day_month(m.groups())
        later = sorted((m2, d2) for d2, m2 in r.dates if (m2, d2) > (mo, d))
        if later and (d, mo, later[0][1], later[0][0]) not in r.ranges:
            r.ranges.append((d, mo, later[0][1], later[0][0]))
    if OPEN_STRETCH_RX.search(text) and not r.ranges and not WEEKDAY_RX.search(dated_days):  # (not a new weekly rule)
        for m in OPEN_FROM_RX.finditer(text):
            d, mo = _day_month(m.groups())
            # (up to a day told before it: "inspection is on 12 May 2026; from 20 April until then no inputs ...")
            later = sorted((m2, d2) for d2, m2 in r.dates if (m2, d2) > (mo, d))
            if later and UNTIL_THEN_RX.match(text, m.end()):
                r.ranges.append((d, mo, later[0][1], later[0][0]))
                continue
            r.ranges.append((d, mo, 31, 12))
    # "no ewes can go to slaughter before 2044-03-07": ruled out up to the day before that date
    for m in NOT_BEFORE_DATE_RX.finditer(text):
        d, mo = _day_month(m.groups())
        r.ranges.append((1, 1, d - 1, mo) if d > 1 else (1, 1, 28, (mo - 2) % 12 + 1))
    lapse = LAPSE_RX.search(text) or DOC_ENDS_RX.search(text)
    if lapse:
        d, mo = _day_month(lapse.groups())
        r.lapse = (mo, d)
    elif lapse_end := LAPSE_END_RX.search(text):
        mo = _month(lapse_end.group(1))
        r.lapse = (mo, (date(2001, mo % 12 + 1, 1) - timedelta(days=1)).day)  # (a year with no 29 February)
    due = DUE_BY_RX.search(text)
    if due:
        d, mo = _day_month(due.groups())
        # (a deadline already behind today, "invoice ..., which was due on 31 January", is a debt or a lapse, no
        # deadline a coming day falls after)
        if today is None or not (0 < (today.month - mo) % 12 <= 2 or (mo == today.month and d < today.day)):
            r.deadline = (mo, d)
    plain = re.sub(r"\([^)]*\)", " ", text)  # "(Mondays and Thursdays at the referral centre)" is elsewhere
    for m in NEGATIVE_RX.finditer(plain):
        r.forbidden |= {WEEKDAYS.index(x.group(1).lower()) for x in WEEKDAY_RX.finditer(m.group(1))}
    for m in DAYS_OFF_AFTER_RX.finditer(plain):  # "Tuesday to Friday, 09:30-17:30; Mondays off"
        r.forbidden |= {WEEKDAYS.index(x.group(1).lower()) for x in WEEKDAY_RX.finditer(m.group(1))}
    for m in STOPPED_DAY_RX.finditer(plain):  # "the Friday session has stopped"
        r.forbidden.add(WEEKDAYS.index(m.group(1).lower()))
    if NO_WEEKENDS_RX.search(plain):  # "cannot do weekend events in November", "never works weekends"
        r.forbidden |= {5, 6}
    # (a weekday that only names a date's day, "Until Friday 6 March Beatriz is working from her phone only", makes no
    # weekly rule)
    named = {WEEKDAYS.index(x.group(1).lower()) for x in WEEKDAY_RX.finditer(_without_dated_weekdays(plain))}
    for m in WEEKDAY_SHORT_LIST_RX.finditer(plain):
        named |= {_WD_SHORT[w.lower()] for w in re.findall(r"[A-Za-z]+", m.group(1)) if w.lower() in _WD_SHORT}
    for m in DAY_SPAN_RX.finditer(plain):  # "works Tuesday-Saturday only": every day of the span
        a, b = _wd(m.group(1)), _wd(m.group(2))
        named |= set(range(a, b + 1)) if a <= b else set(range(a, 7)) | set(range(0, b + 1))
    named -= r.forbidden
    # a time kept on some days is no list of working days: "finishes at 14:00 on Fridays" works Fridays too
    for m in TIME_ON_DAYS_RX.finditer(plain):
        named -= {WEEKDAYS.index(x.group(1).lower()) for x in WEEKDAY_RX.finditer(m.group(1))}
    if named and ELSEWHERE_ON_DAYS_RX.search(plain):
        r.forbidden |= named  # "the kit is in Porirua every Tuesday and Wednesday": not here on those days
    elif named and ONLY_RX.search(plain):
        r.allowed = named
    return r


def _in_range(d: int, mo: int, d1: int, m1: int, d2: int, m2: int) -> bool:
    """(d, mo) within d1/m1 to d2/m2, a range that may run over the new year."""
    if (m1, d1) <= (m2, d2):
        return (m1, d1) <= (mo, d) <= (m2, d2)
    return (mo, d) >= (m1, d1) or (mo, d) <= (m2, d2)


def stretches(rules: Rules) -> list[tuple[int, int, int, int]]:
    """A record's stretches of days, without the one-day ones a thing out of use on a day it names makes."""
    return [r for r in rules.ranges if not (r[0] == r[2] and r[1] == r[3] and (r[0], r[1]) in rules.dates)]


def collides(turn: When, rules: Rules) -> str:
    """Why the turn's days collide with the record's rules, or "" when they do not."""
    for d, mo in turn.days:
        if mo is not None and (d, mo) in rules.dates:
            return f"same day {d}/{mo}"
        # (a day of the month alone, "on the 19th", read as the coming one and put in the span, against a record naming
        # that very date: "MOT on 2026-02-19 ...; off the road all that day")
        coming = sorted(m for dd, m in turn.span if dd == d and (d, m) in rules.dates) if mo is None else []
        if coming:
            return f"same day {d}/{coming[0]}"
        for d1, m1, d2, m2 in rules.ranges:
            if mo is None:
                inside = (m1 == m2 and d1 <= d <= d2) or (m1 != m2 and (d >= d1 or d <= d2))
            else:
                inside = _in_range(d, mo, d1, m1, d2, m2)
            if inside:
                return f"day {d} falls in {d1}/{m1}-{d2}/{m2}"
    for d, mo in turn.days:
        for nth, wd in sorted(rules.monthly):
            # the weekday of the day must be known from the turn ("Tuesday 6 April")
            if turn.weekdays != {wd}:
                continue
            last = mo is not None and d > _MONTH_DAYS[mo - 1] - 7
            if nth == (d - 1) // 7 + 1 or (nth == -1 and last):
                which = "last" if nth == -1 else ("first", "second", "third", "fourth")[nth - 1]
                return f"day {d} is the {which} {WEEKDAYS[wd]} of its month"
    for d, mo in sorted(turn.span, key=lambda x: (x[1], x[0])):
        for d1, m1, d2, m2 in rules.ranges:
            if _in_range(d, mo, d1, m1, d2, m2):
                return f"day {d}/{mo} of the stretch falls in {d1}/{m1}-{d2}/{m2}"
    # a day the record names inside a stretch of dates the turn names ("8 to 11 January" and a course on
    # 9 January); not inside a window to choose from ("in the next three weeks")
    for d, mo in sorted(turn.fixed & rules.dates, key=lambda x: (x[1], x[0])):
        return f"day {d}/{mo} of the stretch is a day the record names"
    for d, mo in turn.days:
        if not rules.deadline:
            break
        mo = rules.deadline[0] if mo is None else mo  # "the 16th" against "due by 15 October": that month
        if (mo, d) > rules.deadline and (mo - rules.deadline[0]) % 12 <= 2:
            return f"day {d}/{mo} is after the deadline {rules.deadline[1]}/{rules.deadline[0]}"
    for d, mo in sorted(turn.days | turn.span, key=lambda x: (x[1] or 0, x[0])):
        # a day after a licence or certificate runs out ("expires 2026-12-15" for a job on 18 December)
        # (across the turn of the year too: "ends on 31 Dec" for loads in January)
        if rules.lapse and mo is not None and (0 < (mo - rules.lapse[0]) % 12 <= 2
                                               or (mo == rules.lapse[0] and d > rules.lapse[1])):
            return f"day {d}/{mo} is after it runs out on {rules.lapse[1]}/{rules.lapse[0]}"
    for wd in turn.weekdays:
        if wd in rules.forbidden:
            return f"{WEEKDAYS[wd]} is ruled out"
        if rules.allowed and wd not in rules.allowed:
            return f"{WEEKDAYS[wd]} is not among {', '.join(WEEKDAYS[x] for x in sorted(rules.allowed))}"
    return ""


CONFIG = {
    "version": CALENDAR_VERSION, "week_commencing": WEEK_COMMENCING_RX.pattern, "doc_ends": DOC_ENDS_RX.pattern, "new_year": NEW_YEAR_RX.pattern, "new_year_days": NEW_YEAR_DAYS, "lapse_across_year": True, "week_from_day": WEEK_FROM_DAY_RX.pattern, "wish_words": WISH_WORDS_RX.pattern, "range": RANGE_RX.pattern, "range_md": RANGE_MD_RX.pattern,
    "iso_range": ISO_RANGE_RX.pattern, "negative": NEGATIVE_RX.pattern, "only": ONLY_RX.pattern,
    "absent": ABSENT_RX.pattern, "day_month": DAY_MONTH_RX.pattern, "month_day": MONTH_DAY_RX.pattern,
    "the_nth": THE_NTH_RX.pattern, "any_day": ANY_DAY_RX.pattern, "day_span": DAY_SPAN_RX.pattern,
    "relative_day": RELATIVE_DAY_RX.pattern, "relative_weekday": RELATIVE_WEEKDAY_RX.pattern,
    "relative_span": RELATIVE_SPAN_RX.pattern, "next_n": NEXT_N_RX.pattern, "n_from": N_FROM_RX.pattern,
    "weekday_short_list": WEEKDAY_SHORT_LIST_RX.pattern, "foreign": _FOREIGN, "texted": _TEXTED_RX.pattern, "foreign_spans": _FOREIGN_SPAN, "foreign_span": _FOREIGN_SPAN_RX.pattern, "vi_days": _VI_DAYS, "vi": _VI_RX.pattern,
    "day_join": _DAY_JOIN_RX.pattern, "morning": _MORNING_RX.pattern, "weekday_day": WEEKDAY_DAY_RX.pattern, "weekday_nth": WEEKDAY_NTH_RX.pattern,
    "bare_weekday": BARE_WEEKDAY_RX.pattern, "numeric_date": NUMERIC_DATE_RX.pattern, "decimal_set": DECIMAL_SET.pattern, "numeric_ahead": NUMERIC_AHEAD, "out_of_use": OUT_OF_USE_RX.pattern, "job_time": JOB_TIME_RX.pattern,
    "out_until": OUT_UNTIL_RX.pattern,
}


# ------------------------------------------------------------------ thresholds
# "over £400", "more than 10%", "no vehicle over 3.5 t", "above CA$150": a limit a stated
# amount can cross. Currency symbols match across prefixes (CA$, NZ$, US$ are all "$").
_CODES = ("USD EUR GBP NZD AUD CAD CHF SEK NOK DKK ISK PLN CZK HUF RON GHS KES NGN ZAR INR JPY CNY BRL MXN ARS CLP COP UYU TRY "
          "AED SGD HKD KRW IDR Rp THB MYR PHP VND ILS RUB UAH")
_CUR = rf"(?:[A-Z]{{1,2}})?([$£€¥₹₩₺₽₫₱₪₦₴]|(?<![A-Za-z])(?:{'|'.join(_CODES.split())})(?=\s?\d))"
# "52.800 €", "1.200 EUR", "6 500 KES": an amount with its currency after it, thousands grouped by
# dots, spaces or commas
# ... or its name ("5,000 złoty", "12 000 kronor", "300 euros")
_CUR_NAMES = {"złoty": "PLN", "zloty": "PLN", "zł": "PLN", "euro": "EUR", "euros": "EUR", "dollars": "USD", "forint": "HUF",
              "lei": "RON", "lira": "TRY", "rand": "ZAR", "yen": "JPY", "koruna": "CZK", "korun": "CZK", "rupees": "INR",
              "reais": "BRL", "kronor": "KR", "kroner": "KR", "krónur": "KR", "shillings": "KES", "cedis": "GHS",
              "naira": "NGN", "won": "KRW", "rupiah": "IDR", "baht": "THB", "ringgit": "MYR", "dong": "VND",
              "kč": "CZK", "kc": "CZK", "kr": "KR", "kr.": "KR", "pesos": "PESO", "peso": "PESO",
              "quid": "GBP", "bucks": "USD",  # (and what people say for pounds and dollars)
              # pounds in other languages ("son 3.400 libras de NS-760")
              "libras": "GBP", "sterline": "GBP", "sterlina": "GBP", "pfund": "GBP", "funtów": "GBP", "funty": "GBP"}
_CUR_AFTER = rf"(\d{{1,3}}(?:[.,\s]\d{{3}})+|\d+)\s?([$£€¥₹₩₺₽₫₱₪₦₴]|(?:{'|'.join(_CODES.split() + sorted(_CUR_NAMES))})\b)"
AMOUNT_AFTER_RX = re.compile(rf"(?<![\d.,])(?:{_CUR_AFTER})", re.I)
# One key per currency: a code and its symbol are the same money ("EUR 45,000" and "52.800 €").
_SAME_MONEY = {"EUR": "€", "GBP": "£", "JPY": "¥", "CNY": "¥", "INR": "₹", "USD": "$", "AUD": "$", "NZD": "$",
               "KRW": "₩", "RP": "IDR", "TRY": "₺", "RUB": "₽", "VND": "₫", "PHP": "₱", "ILS": "₪", "NGN": "₦",
               "UAH": "₴", "SEK": "KR", "NOK": "KR", "DKK": "KR", "ISK": "KR",
               "MXN": "PESO", "ARS": "PESO", "CLP": "PESO", "COP": "PESO", "UYU": "PESO",
               "CAD": "$", "SGD": "$", "HKD": "$"}


def _money(key: str) -> str:
    key = _CUR_NAMES.get(key.lower(), key).upper()
    return _SAME_MONEY.get(key, key)
# A number as people write it: "1,200" and "1,200.50"; "25.000", "Rp 864.000.000" and "R$ 86.400,00" (dots
# group thousands); "25 000" (spaces do); "3,10,000" (lakhs); "2,5" (a decimal comma); "2.5".
# ("CHF 2'650": an apostrophe groups them too, as the Swiss write money)
_NUM = (r"(\d{1,2}(?:,\d\d)+,\d{3}(?!\d)|\d{1,3}(?:,\d{3})+(?:\.\d+)?(?!\d)|\d{1,3}(?:['’]\d{3})+(?:\.\d+)?(?!\d)|\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?(?![\d.])"
        r"|\d{1,3}(?:[\u00a0\u202f ]\d{3})+(?!\d)|\d+,\d{1,2}(?![\d,])|\d+(?:\.\d+)?)")
# "40 wet tonnes"; "three solid hours", "two full days"
_QUAL = (r"(?:(?:wet|dry|gross|net|metric|extra|more|live|total|usable|payload|overtime|duty|flying|driving|working"
         r"|solid|full|straight|whole|clear|long)\s)?")
_UNIT = (r"(%|m/s|km/h|t\b|tonnes?|tons?|kg|kw|kwh|mw|people|guests|cars|vehicles|hours?|hrs?\b|km|miles?|m\b|mm\b|metres|litres|l\b|knots|kts?\b|kn\b|mph\b|[°º]\s?c\b|degrees(?:\s?c(?:elsius)?\b)?|db\b|ppm\b|minutes?|mins?\b"
         # pence on a rate: "up to 1p per litre", "+1.5p a litre" (a figure straight before it, no space)
         r"|(?<=\d)p\b(?= ?(?:/|per\b|an?\b))"
         r")")
LIMIT_OVER_RX = re.compile(rf"\b(?:over|above|more than|exceeding|exceeds?|in excess of|beyond|longer than)\s+"
                           # (a limit said roughly: "cannot walk more than about 200 m")
                           rf"(?:(?:about|around|roughly|approximately|approx\.?)\s+)?(?:{_CUR}\s?{_NUM}|{_CUR_AFTER}|{_NUM}\s?{_QUAL}{_UNIT})", re.I)
AMOUNT_RX = re.compile(rf"{_CUR}\s?{_NUM}(k\b)?|\b{_NUM}[\s-]?{_QUAL}{_UNIT}", re.I)
# "the ceiling for a new cutter is £1,200", "budget cap: $500", "up to 40 guests", "standard plinths
# (SWL 180 kg)": a cap that a larger stated amount breaks.
LIMIT_CAP_RX = re.compile(
    rf"\b(?:(?:safe working load|swl|load limit|weight limit|max(?:imum)? (?:load|weight))\s*(?:of|is|:|=)?\s*"
    rf"|(?:ceiling|caps?|limits?|maximum|max|budget|allowance|allocation|quota|reference amount|capacity)\b"
    rf"(?:[^.;\d$£€₩]|(?:19|20)\d\d(?:[–/-]\d{{2,4}})?){{0,60}}?"
    rf"(?:\bis\b|\bof\b|\bat\b|:|=|\b(?:cut|set|reduced|lowered|raised) to\b|(?<=\bcap)|(?<=\bceiling)|(?<=\blimit))"
    rf"|(?<!\bgo )(?<!\bgoes )(?<!\bgoing )(?<!\bwent )(?<!\brise )(?<!\brises )up to|no more than|not more than|at most|capped at|holds|can hold"
    # "limited to 40 tonnes", "placarded to 4,500 kg", "derated to 60%", "must stay under 1.4 MW"
    rf"|(?:limited|restricted|placarded|(?:de)?rated)(?: to| at| for)?|(?:must |to )?stay(?:s)? (?:under|below)"
    rf"|(?:must|may|can|should) not exceed|not to exceed|no (?:heavier|longer|larger|bigger) than"
    # the lowest band of a ladder of sign-offs: "under £500 ex-VAT Rhiannon signs off; £500-£5,000 ..."
    rf"|(?<![\w-])(?:under|below|less than)(?=\s*[$£€¥₹]))\s*(?:{_CUR}\s?{_NUM}|{_CUR_AFTER}|{_NUM}\s?{_QUAL}{_UNIT})", re.I)


# what a money amount is multiplied by when written short: "£25k", "EUR 1.2M", "$3bn", "£2 million"
MONEY_SCALE_RX = re.compile(r"\s?(k|m|mn|bn|thousand|million|millions|billion|milh(?:ão|ao|ões|oes)|mill(?:ón|on|ones)|mio\.?|mln"
                            r"|miljoen|milion(?:i|y|ów|ow)?|millionen|miljon(?:er|a)?)(?!\w)", re.I)
_SCALES = {"k": 1e3, "thousand": 1e3, "bn": 1e9, "billion": 1e9}  # anything else it reads is a million


def _scale(m: re.Match) -> float:
    """The multiplier written right after a money amount ("£100k", "EUR 1.2M"), or 1."""
    after = MONEY_SCALE_RX.match(m.string, m.end())
    return _SCALES.get(after.group(1).lower(), 1e6) if after else 1.0


def _limit(m: re.Match) -> tuple[str, float, bool]:
    """(currency or unit, value, is money) of a LIMIT_OVER_RX or LIMIT_CAP_RX match: "over £400",
    "up to 15,000 PLN", "limited to 40 tonnes", "above £100k"."""
    if m.group(1):
        return _money(m.group(1)), _num(m.group(2)) * _scale(m), True
    if m.group(3):
        return _money(m.group(4)), float(re.sub(r"[.,\s]", "", m.group(3))), True
    return _unit(m.group(6)), _num(m.group(5)), False


_DOT_GROUPS = re.compile(r"\d{1,3}(?:\.\d{3})+(?:,\d+)?")
_DECIMAL_COMMA = re.compile(r"\d+,\d{1,2}")


def _num(text: str) -> float:
    """The value of a number written as ``_NUM`` reads it."""
    text = re.sub(r"[\u00a0\u202f '’]", "", text)
    if _DOT_GROUPS.fullmatch(text) or _DECIMAL_COMMA.fullmatch(text):
        return float(text.replace(".", "").replace(",", "."))
    return float(text.replace(",", ""))


def _unit(u: str) -> str:
    u = u.lower()
    if u[0] in "°º" or u.startswith("degrees"):
        return "°c"
    return {"tonne": "t", "tonnes": "t", "ton": "t", "tons": "t", "hour": "hours", "hr": "hours", "hrs": "hours", "metres": "m", "litres": "l", "litre": "l", "liter": "l", "liters": "l", "mile": "miles", "kt": "knots", "kts": "knots", "kn": "knots", "min": "minutes", "mins": "minutes", "minute": "minutes",
            "guests": "people", "vehicles": "cars"}.get(u, u)


def _under(turn: str, record: str, limits: tuple[re.Pattern, ...]) -> bool:
    """True when the turn states amounts in the unit of a limit ``limits`` read in the record, and none of them
    crosses it."""
    units = {_limit(m)[0] for rx in limits for m in rx.finditer(record)}
    stated = {key for _, key, _ in amounts(turn)}
    # (a total the turn's own figures make counts too: "180 m ... at £31/m" is £5,580, not £31)
    return bool(units & stated) and not crosses(turn, record) and not crosses_total(turn, "", record)


def stays_under(turn: str, record: str) -> bool:
    """True when the turn states amounts in a record's over-a-sum limit unit and none of them crosses it."""
    return _under(turn, record, (LIMIT_OVER_RX,))


def within_limits(turn: str, record: str) -> bool:
    """The same for any limit the record sets, over a sum or up to one ("self-approve up to £2,500")."""
    return _under(turn, record, (LIMIT_OVER_RX, LIMIT_CAP_RX))


# Counts of a kind of thing: "groups of more than 12" against "a group of 16", "over 20 guests"
# against "24 guests".
COUNT_LIMIT_RX = re.compile(
    r"\b(?P<n1>[a-z]{3,}?)(?:e?s)? (?:of )?(?:more than|over|above|exceeding) (?P<v1>\d+)\b(?!\s?%|[a-z])"
    r"(?:\s+(?P<n3>[a-z]{1,2}-[a-z]{3,}?|[a-z]{3,}?)(?:e?s)?\b)?"
    r"|\b(?:more than|over|above|at most|up to|no more than|maximum(?: of)?|max\.?|limited to|capped at|(?:a )?limit of"
    # "cytotoxic cap is 85 items per day", "daily limit: 40 covers"
    r"|cap (?:is|of)|cap:|limit is|limit:) (?P<v2>\d+) (?P<n2>[a-z]{3,}|[a-z]{1,2}-[a-z]{3,})"
    r"(?: (?P<n4>[a-z]{3,}))?\b", re.I)
COUNT_RX = re.compile(r"\b(?P<n1>[a-z]{3,}?)(?:e?s)? of (?P<v1>\d+)\b(?!\s?%|[a-z])"
                      r"|\b(?P<v2>\d+) (?P<n2>[a-z]{3,}|[a-z]{1,2}-[a-z]{3,})(?: (?P<n4>[a-z]{3,}))?\b", re.I)
# "Only 6 CryoPod shippers are available", "just 4 spare dimmer ways": all there are of a thing
ONLY_COUNT_RX = re.compile(r"\b(?:only|just)\s+(?P<v>\d+)\s+(?:[\w-]+\s+){0,2}?(?P<n>[a-z]{3,}?)(?:e?s)?\s+(?:are|is|remain|left|available)\b", re.I)
_COUNT_NOUNS = frozenset("group people person guest hiker visitor patient student pupil child kid member passenger "
                         "participant attendee rider worker staff volunteer cover seat table adult player runner".split())


# what a count of things is not: spans of time, measures and shares ("more than 3 days", "over 2 times")
_NOT_COUNTED = frozenset("second minute min hour hr day night week month year decade time percent per cent degree "
                         "point mile km metre meter kilo kg gram litre liter ton tonne unit dose".split())


def _counted(m: re.Match, num: str, *nouns: str) -> tuple[str, int]:
    """The value and the counted noun of a count match: the first of its nouns that counts people
    or things of a kind ("35 overnight guests" counts guests)."""
    words = [m.group(n) for n in nouns if m.groupdict().get(n)]
    for w in words:
        if _count_key(_singular(w)) in _COUNT_NOUNS:
            return _singular(w), int(m.group(num))
    return (_singular(words[0]) if words else ""), int(m.group(num))


def _singular(w: str) -> str:
    w = w.lower()
    return w[:-2] if w.endswith(("hes", "ses", "xes")) else w[:-1] if w.endswith("s") and not w.endswith("ss") else w


def _count_key(noun: str) -> str:
    n = noun.lower()
    n = {"people": "person", "persons": "person", "children": "child"}.get(n, n)
    return "person" if n in {"person", "guest", "hiker", "visitor", "participant", "attendee", "adult", "passenger", "delegate",
                             "spectator", "diner"} else n


_WORD_NUMS = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve thirteen "
                                          "fourteen fifteen sixteen seventeen eighteen nineteen twenty".split())}
_WORD_NUMS |= {w: 10 * i for i, w in enumerate("_ _ _ thirty forty fifty sixty seventy eighty ninety".split()) if i >= 3}
_WORD_NUM_RX = re.compile(r"\b(" + "|".join(sorted((w for w in _WORD_NUMS if w not in ("zero", "one")), key=len, reverse=True))
                          + r")(?:-(one|two|three|four|five|six|seven|eight|nine))?(?=(?:\s+|-)(?:more\s+|extra\s+)?[a-z])", re.I)


@functools.lru_cache(maxsize=256)  # the same turn is read against every candidate record
def with_digits(text: str) -> str:
    """The turn's counts written in words as digits ("about nine hours", "three more pallets",
    "twenty-five guests"), so they are read like "9 hours". "One" stays a word ("no one", "one of")."""
    def sub(m: re.Match) -> str:
        return str(_WORD_NUMS[m.group(1).lower()] + (_WORD_NUMS[m.group(2).lower()] if m.group(2) else 0))
    text = _COUNTED_SHORT_RX.sub(lambda m: f"{m.group(1)} {_COUNTED_SHORT[m.group(2).lower()]}", text)
    return _WORD_NUM_RX.sub(sub, text)


# units of time counted and typed short ("add 2 wks on the hire", "3 nts at the lodge"): read as written out
_COUNTED_SHORT = {"wk": "week", "wks": "weeks", "hr": "hour", "hrs": "hours", "nt": "night", "nts": "nights",
                  "mo": "month", "mos": "months", "mths": "months", "yr": "year", "yrs": "years"}
_COUNTED_SHORT_RX = re.compile(r"(?<![\w.,])(\d{1,3})\s?(" + "|".join(_COUNTED_SHORT) + r")\b", re.I)


def crosses(turn: str, record: str) -> str:
    """Why an amount the turn states crosses a limit the record sets, or "": money and units, and
    counts of a kind of thing ("a group of 16" against "groups of more than 12")."""
    turn = with_digits(turn)
    return _crosses_count(turn, record) or _crosses_amount(turn, record) or _crosses_clock_span(turn, record) \
        or _crosses_clock_threshold(turn, record) or _crosses_reading(turn, record) or _crosses_temperature(turn, record) \
        or under_age(turn, record) \
        or under_height(turn, record) or _crosses_change(turn, record)


# a limit on how far a setting may move at once: "any recipe change of more than 5% in EC", "changes over 10%", "a
# price rise above 3%"
CHANGE_LIMIT_RX = re.compile(r"\b(?:change|changes|increase|increases|rise|rises|drop|drops|cut|cuts|reduction|reductions"
                             r"|move|moves|adjustment|adjustments)\s+(?:[\w-]+\s+){0,2}?(?:of|by)?\s*(?:more than|over|above"
                             r"|greater than|exceeding|beyond|>)\s*(\d+(?:\.\d+)?)\s?(?:%|per ?cent|percent)", re.I)
# a setting moved from one value to another in the turn: "EC going 1.9 -> 2.1", "pH 5.8 to 6.2", "from 12% to 15%"
VALUE_MOVE_RX = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?)\s*%?\s*(?:->|→|=>|-->|—>|➡)\s*(\d+(?:\.\d+)?)(?![\d.])"
                           r"|(?<![\d.])(\d+\.\d+)\s+to\s+(\d+\.\d+)(?![\d.])"
                           r"|\bfrom\s+(\d+(?:\.\d+)?)\s?%\s+to\s+(\d+(?:\.\d+)?)\s?%", re.I)


def _crosses_change(turn: str, record: str) -> str:
    """A move the turn makes ("EC going 1.9 -> 2.1") larger, as a share of where it starts, than the change the record
    lets through without more ("any change of more than 5% in EC needs sign-off"), or ""."""
    limits = [float(m.group(1)) for m in CHANGE_LIMIT_RX.finditer(record)]
    if not limits:
        return ""
    for m in VALUE_MOVE_RX.finditer(turn):
        a, b = (float(x) for x in next(g for g in (m.group(1, 2), m.group(3, 4), m.group(5, 6)) if g[0]))
        if a <= 0:
            continue
        moved = abs(b - a) / a * 100
        over = [x for x in limits if moved > x]
        if over:
            return f"a change of {moved:.0f}% ({m.group(0).strip()}) is over the limit of {over[0]:g}%"
    return ""


# someone's age as a turn tells it: "her son's 13th birthday", "a 13-year-old", "aged 13", "turning 13", "13 years of age"
# (not a group's: "a bunch of 9 year olds")
TURN_AGE_RX = re.compile(r"\b(\d{1,2})(?:st|nd|rd|th) birthday\b|\b(?:a|an|my|our|his|her|their)\s+(\d{1,2})[- ]years?[- ]old\b(?!s)"
                         r"|\baged (\d{1,2})\b"
                         r"|\bturning (\d{1,2})\b|\b(\d{1,2}) years? of age\b"
                         # "my son is 9", "our daughter's 7", "he's only 9" (not a weight, a height or a time after it)
                         r"|\b(?:son|daughter|kid|child|boy|girl|grandson|granddaughter|nephew|niece|he|she)(?:['’]s| is)\s+"
                         r"(?:only\s+|just\s+|nearly\s+|almost\s+)?(\d{1,2})\b(?![.,:]\d|\s*(?:kg|kgs|kilos?|cm|m\b|ft|foot|feet|lbs?"
                         r"|st\b|stone|%|am|pm|h\b|hrs?|hours?|mins?|minutes?|o['’]clock|th\b|st\b|nd\b|rd\b))", re.I)
# the youngest age a record allows: "minimum age 14", "ages 8+", "aged 16 and over", "must be 18 or older", "over-16s only"
MIN_AGE_RX = re.compile(r"\b(?:minimum|min\.?|lowest) age(?: for (?:[\w-]+ ){1,4}?(?:is|=))?(?: is| of)? (\d{1,2})\b|\bages? (\d{1,2}) ?\+"
                        r"|\b(?:aged|ages?) (\d{1,2}) (?:and|or) (?:over|above|older|up)\b"
                        r"|\bmust be (?:at least )?(\d{1,2})(?: years old)? or (?:over|older)\b|\bover[- ](\d{1,2})s only\b"
                        r"|\bat least (\d{1,2}) years old\b", re.I)


# someone's height as a turn tells it: "he's about 1 m 15", "she is 1.32 m", "118 cm tall"
_HEIGHT = r"(?:(\d)\s?m\s?(\d{2})|(\d\.\d{1,2})\s?m|(\d{2,3})\s?cm)\b"
TURN_HEIGHT_RX = re.compile(rf"\b(?:he|she|they)(?:['’]s| is| are)\s+(?:about|around|roughly|only|just|nearly|almost)?\s*{_HEIGHT}"
                            rf"|\b{_HEIGHT}\s+tall\b", re.I)
# the least height a record allows: "minimum height 120 cm", "at least 1.4 m tall"
MIN_HEIGHT_RX = re.compile(r"\b(?:minimum|min\.?) height(?: is| of)?\s+(?:(\d{2,3})\s?cm|(\d\.\d{1,2})\s?m)\b"
                           r"|\bat least (?:(\d{2,3})\s?cm|(\d\.\d{1,2})\s?m) (?:tall|high)\b", re.I)


def _cm(groups: tuple) -> list[int]:
    """Heights in centimetres of a TURN_HEIGHT_RX match's groups (two alternatives of four groups each)."""
    out = []
    for i in range(0, len(groups), 4):
        metres, rest, decimal, cm = groups[i:i + 4]
        if metres:
            out.append(int(metres) * 100 + int(rest))
        elif decimal:
            out.append(round(float(decimal) * 100))
        elif cm:
            out.append(int(cm))
    return out


def under_height(turn: str, record: str) -> str:
    """Why the height the turn gives someone is under the least a record allows ("he's about 1 m 15" against "Cadet
    Party: ages 8+, minimum height 120 cm"), or ""."""
    heights = [h for m in TURN_HEIGHT_RX.finditer(turn) for h in _cm(m.groups())]
    mins = []
    for m in MIN_HEIGHT_RX.finditer(record):
        cm, metres, cm2, metres2 = m.groups()
        mins.append(int(cm or cm2) if (cm or cm2) else round(float(metres or metres2) * 100))
    if not heights or not mins:
        return ""
    height, low = min(heights), min(mins)
    return f"a height of {height} cm is under the minimum height of {low} cm" if height < low else ""


def _ages(rx: re.Pattern, text: str) -> list[int]:
    """The ages an age pattern finds in a text (each match's one filled group)."""
    return [int(next(g for g in m.groups() if g)) for m in rx.finditer(text)]


def under_age(turn: str, record: str) -> str:
    """Why the age the turn gives someone is under the youngest a record allows ("her son's 13th birthday" against
    "Trial lessons: minimum age 14"), or ""."""
    ages, mins = _ages(TURN_AGE_RX, turn), _ages(MIN_AGE_RX, record)
    if not ages or not mins:
        return ""
    age, low = min(ages), min(mins)
    return f"age {age} is under the minimum age of {low}" if age < low else ""


# a turn asking whether someone may do a thing ("can he do the big jump off the pole?", "is she old enough", "allowed to")
MAY_DO_RX = re.compile(r"\b(?:can|could|may) (?:he|she|they|i|we|(?:my|our|the|his|her) (?:son|daughter|kids?|child(?:ren)?|boy|girl|group))"
                       r" (?:still )?(?:do|go|join|ride|try|take|use|come|climb|jump|have a go)\b|\b(?:old|tall|big|heavy) enough\b"
                       r"|\b(?:is|are) (?:he|she|they|it) allowed\b|\bok(?:ay)? for (?:him|her|them)\b", re.I)
# a weight the turn gives someone ("about 40kg") and the most a record allows ("maximum weight 120 kg", "max 110kg")
PERSON_KG_RX = re.compile(r"\b(\d{2,3})\s?(?:kg|kgs|kilos?)\b", re.I)
MAX_KG_RX = re.compile(r"\b(?:max(?:imum)?|weight limit|up to|no more than)\s*(?:weight|user weight|rider weight)?\s*(?:of|is|:)?\s*"
                       r"(\d{2,3})\s?kg\b", re.I)


def limits_asked(turn: str, record: str) -> str:
    """The limits a record sets on who may do a thing (a minimum age, a maximum weight), when the turn asks whether someone
    of a stated age or weight may ("my son is 9, about 40kg, can he do the big jump?" and "Leap of Faith: minimum age
    8, maximum weight 120 kg"): the record answers it whichever side of them they fall; "" otherwise."""
    if not MAY_DO_RX.search(turn):
        return ""
    ages, mins = _ages(TURN_AGE_RX, turn), _ages(MIN_AGE_RX, record)
    if ages and mins:
        return f"asked whether age {min(ages)} may, against the minimum age of {min(mins)}"
    kgs = [int(m.group(1)) for m in PERSON_KG_RX.finditer(turn)]
    caps = [int(m.group(1)) for m in MAX_KG_RX.finditer(record)]
    if kgs and caps:
        return f"asked whether {max(kgs)} kg may, against the maximum of {min(caps)} kg"
    return ""


# a reading given by the short name of what is measured: "right IOP 34", "pH 9" (not a pair like "BP 160/95", nor a
# percentage)
READING_RX = re.compile(r"\b((?-i:[A-Z][A-Za-z]{0,3}[A-Z]|pH))\s*(?:of|at|is|was|=|:)?\s*(\d+(?:\.\d+)?)(?!\d|[.,/]\d|\s*%)")
# a threshold it may reach in a record: "32 mmHg or more is an urgent referral", "any pH over 8.5" (not a percentage)
READING_AT_LEAST_RX = re.compile(r"(\d+(?:\.\d+)?)\s*(?:[a-zA-Z/°]{1,6}\s*)?(?:or (?:more|above|higher|over)|and (?:above|over)|\+)"
                                 r"|\b(?:over|above|more than|exceeding|at least|≥|>=?)\s*(\d+(?:\.\d+)?)(?![\d.,]*\s*%)")


# A temperature a record holds something to: "alarm at -18°C", "above -18°C for more than 30 minutes is an excursion",
# "keep below 8 °C", "must not go under 2°C" (the upper bound first, the lower second)
TEMP_UPPER_RX = re.compile(r"\b(?:(above|over|warmer than|higher than|exceed(?:s|ing)?|more than)|(alarm(?:s)? (?:at|is)|max(?:imum)?(?: of)?"
                           r"|at most|no warmer than|not above|below|under|keep (?:it )?below))\s+(-?\d+(?:\.\d+)?)\s?(?:°|º|degrees)\s?C?\b",
                           re.I)
TEMP_LOWER_RX = re.compile(r"\b(?:colder than|lower than|(?:go|goes|drops?|falls?) (?:under|below)|min(?:imum)?(?: of)?|at least"
                           r"|no colder than|not below)\s+(-?\d+(?:\.\d+)?)\s?(?:°|º|degrees)\s?C?\b", re.I)
# a temperature the turn reads: "-17", "showed -17", "hit 9°C", "sitting at 11 degrees" (a minus sign or a unit, so that
# "at 7 bar" is no temperature)
TEMP_READ_RX = re.compile(r"(?<![\w:./-])(?:(-\d+(?:\.\d+)?)(?!\s?(?:°|º|degrees)?\s?(?:bar|kg|m\b|mm|%|psi|hrs?|h\b|min))"
                          r"|(-?\d+(?:\.\d+)?)\s?(?:°|º|degrees?)\s?C?)(?![\w:])", re.I)


# kept cold or hot, by the kind of store: a freezer is a cold store, a fridge a chiller (not one another)
TEMP_PLACE_RX = re.compile(r"\b(?:(freezers?|cold ?stores?|blast (?:freezer|chiller)s?)|(fridges?|refrigerators?|chillers?|cold ?rooms?)"
                           r"|(reefers?)|(incubators?)|(ovens?|kilns?|hot ?(?:holding|cupboard)s?|bain-maries?))\b", re.I)


def _temp_places(text: str) -> set[int]:
    return {i for m in TEMP_PLACE_RX.finditer(text) for i, g in enumerate(m.groups()) if g}
# words a temperature rule and a reading share without being about the same thing
_TEMP_COMMON = frozenset("above below alarm after befor hours minut night morni degre store write needs same today".split())


def _crosses_temperature(turn: str, record: str) -> str:
    """Why a temperature the turn reads goes past one the record holds something to ("big freezer showed -17" and
    "alarm at -18°C; above -18°C for more than 30 minutes is an excursion"), or ""."""
    # (about the same kept place or thing: a word of it in common, or a cold or hot store both name)
    kept = {w.lower()[:5] for w in re.findall(r"[A-Za-z]{4,}", turn)} & {w.lower()[:5] for w in re.findall(r"[A-Za-z]{4,}", record)}
    if not (kept - _TEMP_COMMON) and not _temp_places(turn) & _temp_places(record):
        return ""
    uppers = [(float(m.group(3)), bool(m.group(1))) for m in TEMP_UPPER_RX.finditer(record)]
    lowers = [float(m.group(1)) for m in TEMP_LOWER_RX.finditer(record)]
    if not uppers and not lowers:
        return ""
    for m in TEMP_READ_RX.finditer(turn):
        value = float(m.group(1) or m.group(2))
        for limit, strict in uppers:
            if value > limit or (value == limit and not strict):
                return f"{m.group(0).strip()} is past the temperature limit of {limit:g}°C"
        for limit in lowers:
            if value < limit:
                return f"{m.group(0).strip()} is below the temperature floor of {limit:g}°C"
    return ""


def _crosses_reading(turn: str, record: str) -> str:
    """Why a reading the turn gives by the measure's short name reaches a threshold the record sets on that measure
    ("right IOP 34" and "IOP ... 32 mmHg or more is an urgent referral"), or ""."""
    for m in READING_RX.finditer(turn):
        name, value = m.group(1), float(m.group(2))
        if not re.search(rf"\b{re.escape(name)}\b", record) or re.search(rf"\b{re.escape(name)}[\s-]*{m.group(2)}\b", record):
            continue  # (the same name and number in the record is a code: "CP 88", "the cutting permit CP 88")
        for t in READING_AT_LEAST_RX.finditer(record):
            limit = float(t.group(1) or t.group(2))
            if value >= limit and limit > 0:
                return f"{name} {m.group(2)} is at or over the threshold of {limit:g}"
    return ""


# A cap on the hours of one stretch of work: "at most 12 hours on duty", "max 10 hrs a shift" (not a floor of
# rest, "at least 12 hours' rest", nor notice, "no more than 48 hours' notice")
HOURS_CAP_RX = re.compile(r"\b(?:at most|max(?:imum)?(?: of)?|no more than|not more than|never more than|capped at|limit(?:ed)? (?:of|to))"
                          r"\s+(\d+(?:\.\d+)?)\s*(?:hours|hrs|h)\b(?!['’]? (?:rest|break|notice|off|between|apart))"
                          r"(?:\s+(?:on duty|of duty|a day|per day|a shift|per shift|in a day|in one day|including))?", re.I)
# a clock time as written: "06:00", "21:30", "6am", "9.30pm"
CLOCK_RX = re.compile(r"(?<![\d:.])(\d{1,2})(?::(\d\d)|\.(\d\d)(?=\s?(?:am|pm)))?\s?(am|pm)?(?![\d:])", re.I)


# A rule that binds from a time of day on: "any visit starting after 18:00 needs a buddy call", "deliveries before
# 07:00 must be booked with security"
CLOCK_THRESHOLD_RX = re.compile(r"\b(after|later than|past|before|earlier than)\s+(\d{1,2})(?::(\d\d)|\.(\d\d))?\s?(am|pm)?\b"
                                r"(?![:.]?\d)[^.;]{0,40}?\b(?:needs?|requires?|must|has to|have to|is to|are to)\b", re.I)


def _minute_of_day(hour: str, minutes: str | None, half: str | None) -> int:
    """Minutes after midnight of a clock time as written: "21", "30", None; "9", None, "pm"."""
    h = int(hour)
    if half:
        h = h % 12 + (12 if half.lower() == "pm" else 0)
    return h * 60 + int(minutes or 0)


def _clocks(text: str) -> list[tuple[int, str]]:
    """The clock times a text states, as minutes after midnight, with how they were written."""
    out = []
    for m in CLOCK_RX.finditer(text):
        if not (m.group(2) or m.group(3) or m.group(4)):
            continue  # a bare number is no clock time
        if int(m.group(1)) < 24 and int(m.group(2) or m.group(3) or 0) < 60:
            out.append((_minute_of_day(m.group(1), m.group(2) or m.group(3), m.group(4)), m.group(0).strip()))
    return out


def _crosses_clock_threshold(turn: str, record: str) -> str:
    """A time the turn sets falls on the side of a time of day from which the record's rule binds ("at 19:30
    tonight on my own" against "any visit starting after 18:00 needs a buddy call")."""
    for m in CLOCK_THRESHOLD_RX.finditer(record):
        if not (m.group(3) or m.group(4) or m.group(5)):
            continue  # "after 6 needs" without minutes or am/pm is too loose to read as a clock
        limit = _minute_of_day(m.group(2), m.group(3) or m.group(4), m.group(5))
        later = m.group(1).lower() in ("after", "later than", "past")
        for value, said in _clocks(turn):
            if (value > limit) if later else (value < limit):
                side = "after" if later else "before"
                return f"{said} is {side} {m.group(2)}:{(m.group(3) or m.group(4) or '00')}, from when the rule binds"
    return ""


# hours from one to another with the unit or the half of the day after the second: "2-6pm", "9am to 1pm",
# "de 14 a 18h", "14-18 Uhr", "od 14 do 18 godz.", "van 9 tot 13 uur"
HOUR_RANGE_RX = re.compile(r"(?<![\d:.,/-])(\d{1,2})(?::(\d\d))?\s?(am|pm)?\s*(?:-|–|to|till|until|a|bis|do|à|tot|al|alle|ate|até)"
                           r"\s*(\d{1,2})(?::(\d\d))?\s?(am|pm|h|hs|uhr|godz\.?|uur|horas|heures|ore)(?![\w-])", re.I)


def _hour_ranges(text: str) -> list[float]:
    """How many hours each span of clock hours a text states lasts ("2-6pm" lasts 4)."""
    out = []
    for m in HOUR_RANGE_RX.finditer(text):
        h1, m1, half1, h2, m2, unit = m.groups()
        h1, h2 = int(h1), int(h2)
        if h1 > 23 or h2 > 24:
            continue
        half = unit if unit.lower() in ("am", "pm") else None
        if half and (h1 > 12 or h2 > 12):
            continue
        # (the start takes the end's half of the day unless that puts it after the end: "11-3pm" starts at 11am)
        start, end = _minute_of_day(h1, m1, half1 or half), _minute_of_day(h2, m2, half)
        if half and not half1 and start > end:
            start = _minute_of_day(h1, m1, "am")
        if end > start:
            out.append((end - start) / 60)
    return out


def _crosses_clock_span(turn: str, record: str) -> str:
    """The turn puts someone to work from one clock time to a later one ("the 06:00 light-up turn ... finishing
    21:30") for longer than the record's cap on the hours of a stretch ("at most 12 hours on duty")."""
    cap = HOURS_CAP_RX.search(record)
    if not cap:
        return ""
    clocks = [value for value, _said in _clocks(turn)]
    span = (max(clocks) - min(clocks)) / 60 if len(set(clocks)) >= 2 else 0.0
    # (or hours from one to another, in any of the ways turns write them: "2-6pm", "de 14 a 18h", "14-18 Uhr")
    span = max([span] + [hours for hours in _hour_ranges(turn)])
    if not span:
        return ""
    limit = float(cap.group(1))
    if span > limit:
        return f"{span:g} hours from first to last time is over the limit of {limit:g} hours"
    return ""


def crosses_count(turn: str, record: str) -> str:
    """Why a count the turn states of a kind of thing crosses the record's limit on that same kind of
    thing ("12 beds" against "any session with more than 8 beds"), or ""."""
    return _crosses_count(with_digits(turn), record)


def _crosses_count(turn: str, record: str) -> str:
    def turn_counts():
        """(match, the count keys of the nouns it may count, value)"""
        for t in COUNT_RX.finditer(turn):
            names = ("n1",) if t.group("n1") else ("n2", "n4")
            keys = {_count_key(_singular(t.group(n))) for n in names if t.groupdict().get(n)}
            yield t, keys, int(t.group("v1") if t.group("n1") else t.group("v2"))

    for m in ONLY_COUNT_RX.finditer(record):
        noun, limit = _singular(m.group("n")), int(m.group("v"))
        for t, keys, value in turn_counts():
            if _count_key(noun) in keys and value > limit:
                return f"{value} {noun}s is more than the {limit} there are"
    for m in COUNT_LIMIT_RX.finditer(record):
        # "any booking over 30 riders": riders are what is counted
        noun, limit = _counted(m, "v1", "n3", "n1") if m.group("n1") else _counted(m, "v2", "n2", "n4")
        if _count_key(noun) not in _COUNT_NOUNS and (noun in _NOT_COUNTED or len(noun) < 3):
            continue  # a span of time or a measure is no count of things ("more than 3 days' notice")
        for t, keys, value in turn_counts():
            if _count_key(noun) in keys and value > limit:
                return f"{value} {noun}s is over the limit of {limit}"
    # a count under the least a record allows of the same kind of thing: "can we do 4-frame nucs" against "at least
    # 6 frames of brood", "they want 4 cases" against "minimum order 6 cases or £250"
    for m in MIN_COUNT_RX.finditer(record):
        noun, least = _singular(m.group("n").lower()), int(m.group("v"))
        if noun in _NOT_COUNTED or len(noun) < 3:
            continue  # ("at least 48 hours before the list" is notice, not a count)
        found = [(keys, value) for _t, keys, value in turn_counts()]
        found += [({_count_key(_singular(h.group(2).lower()))}, int(h.group(1))) for h in HYPHEN_COUNT_RX.finditer(turn)]
        for keys, value in found:
            if _count_key(noun) in keys and 0 < value < least:
                return f"{value} {m.group('n').lower()} is under the minimum of {least}"
    # the next of a kind of thing past the number a deal includes: "a 4th round of changes" against "two rounds of mix
    # revisions included"
    for m in INCLUDED_COUNT_RX.finditer(with_digits(record)):
        noun, included = _singular(m.group("n").lower()), int(m.group("v"))
        for t in ORDINAL_RX.finditer(turn):
            nth = int(t.group("d")) if t.group("d") else _ORDINALS[t.group("w").lower()]
            if noun in {_singular(w.lower()) for w in (t.group("n"), t.group("n2")) if w} and nth > included:
                return f"the {t.group(0).strip()} is past the {included} included"
    return ""


# a number of a kind of thing a deal includes: "two rounds of mix revisions included", "3 site visits are included"
INCLUDED_COUNT_RX = re.compile(r"\b(?P<v>\d{1,2})\s+(?:[a-z]{3,}\s+)??(?P<n>[a-z]{3,})(?:\s+of\s+(?:[\w-]+\s+){0,3}?[\w-]+)?\s+(?:are\s+|is\s+)?"
                               r"included\b", re.I)
_ORDINALS = {w: i for i, w in enumerate("zeroth first second third fourth fifth sixth seventh eighth ninth tenth".split())}
# the nth of a kind of thing a turn names: "a 4th round of changes", "the third visit"
ORDINAL_RX = re.compile(r"\b(?:(?P<d>\d{1,2})(?:st|nd|rd|th)|(?P<w>" + "|".join(list(_ORDINALS)[2:]) + r"))\s+(?P<n>[a-z]{3,})(?:\s+(?P<n2>[a-z]{3,}))?\b",
                        re.I)


# the least of a kind of thing a record allows: "at least 6 frames of brood", "minimum order 6 cases", "no fewer than
# 4 bearers"
MIN_COUNT_RX = re.compile(r"\b(?:at least|a minimum of|minimum(?: order)?(?: of)?|min\.?(?: order)?(?: of)?|no fewer than"
                          r"|not fewer than|no less than|not less than)\s+(?P<v>\d{1,4})\s+(?:x\s+)?(?P<n>[a-z][a-z-]{2,})\b", re.I)
# a count written into a compound before its noun: "4-frame nucs", "a 3-day course"
HYPHEN_COUNT_RX = re.compile(r"(?<![\w.,£$€-])(\d{1,3})-([a-z]{3,})\b", re.I)


def _crosses_amount(turn: str, record: str) -> str:
    limits = []
    for rx in (LIMIT_OVER_RX, LIMIT_CAP_RX):
        for m in rx.finditer(record):
            limits.append(_limit(m)[:2])
    if not limits:
        return _in_band(amounts(turn), record)
    # "95 miles each way" against a round-trip limit is twice that
    round_trip = bool(ROUND_TRIP_RX.search(record))
    stated = []
    for text, key, value in amounts(turn):
        if round_trip and re.search(re.escape(text) + r"\s+(?:each way|one way)", turn):
            text, value = f"{text} each way, {2 * value:g} there and back", 2 * value
        stated.append((text, key, value))
    # (a distance in kilometres against a limit in metres: "a 1.2 km walk" and "more than about 200 m")
    limits = [("m", limit * 1000) if key == "km" else (key, limit) for key, limit in limits]
    stated = [(text, "m", value * 1000) if key == "km" else (text, key, value) for text, key, value in stated]
    money_keys = {k for k, _ in limits if k in _MONEY_KEYS}
    if not stated and len(money_keys) == 1:
        # a price the turn gives with no currency ("the quote came in at 7,850 ex vat", "about 2.1k each") is in
        # the currency of the record's limit, when the limit has one
        key = next(iter(money_keys))
        for m in BARE_PRICE_RX.finditer(turn):
            num, k = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
            value = _num(num) * (1000 if k else 1)
            if value >= BARE_PRICE_MIN:
                stated.append((m.group(0).strip(), key, value))
    # ... and, after the amounts it states, what its priced lines add up to
    total = order_total(turn, money_keys)
    for text, key, value in stated + ([total] if total else []):
        for lkey, limit in limits:
            if key == lkey and value > limit:
                if text.rstrip().endswith("%") and not _percent_of_same(turn, text, record):
                    continue  # "11.4% contamination" crosses no "discount over 10%": a share of another thing
                return f"{text} is over the limit of {limit:.10g}"
    return _in_band(stated, record)


_PERCENT_WINDOW = 4  # words either side of a share the turn states that say what it is a share of
_PERCENT_STOP = frozenset("the and for any our its per are was has had with from this that than over above under "
                          "less about".split())
# a discount in the languages turns come in ("8% de desconto", "un 10% de descuento", "15% Rabatt", "remise de 5%")
_DISCOUNT_WORDS = frozenset("desco descu rabat rabai remis scont korti zniżk indir".split())
# words of a share more than before ("an 18% bigger trench", "more than 10% extra"): one kind of share
_PERCENT_MORE = frozenset("more extra bigger larger longer wider higher deeper heavier increase increased rise".split())


def _percent_of_same(turn: str, text: str, record: str) -> bool:
    """Whether a share the turn states ("our sampling showed 11.4% contamination") is of a thing the record's
    limit names ("contamination cap 8%"): a word beside the share in the turn is among the record's words."""
    at = turn.find(text)
    if at < 0:
        return True
    before = re.findall(r"[a-z]+", turn[:at].lower())[-_PERCENT_WINDOW:]
    after = re.findall(r"[a-z]+", turn[at + len(text):].lower())[:_PERCENT_WINDOW]
    near = {w[:5] for w in before + after if len(w) >= 3 and w not in _PERCENT_STOP}
    if after[:1] == ["off"] or {w[:5] for w in before + after} & _DISCOUNT_WORDS:
        near.add("disco")  # "20% off a half lamb box", "8% de desconto" are discounts
    if _PERCENT_MORE & set(before + after):
        near.add("+more")
    record_words = re.findall(r"[a-z]+", record.lower())
    words = {w[:5] for w in record_words if len(w) >= 3 and w not in _PERCENT_STOP}
    if _PERCENT_MORE & set(record_words):
        words.add("+more")
    if re.search(r"%\s*off\b", record, re.I):
        words.add("disco")
    return bool(near & words)


def limit_currencies(text: str) -> set[str]:
    """The currencies of the money limits a text sets ("POs over €5,000 ..." -> {"€"})."""
    limits = (_limit(m) for rx in (LIMIT_OVER_RX, LIMIT_CAP_RX) for m in rx.finditer(text))
    return {key for key, _value, money in limits if money}


def sum_currencies(text: str) -> set[str]:
    """The currencies of the sums of money a text states."""
    return {key for _t, key, _v in amounts(text) if key in _MONEY_KEYS}


# a band of a sign-off ladder: "purchase orders from £15,000 to £60,000 need Henrik's approval", "£500-£5,000:
# the ops manager signs"
MONEY_BAND_RX = re.compile(rf"{_CUR}\s?{_NUM}(k\b)?\s*(?:to|-|–|—|and)\s*{_CUR}?\s?{_NUM}(k\b)?", re.I)
BAND_RULE_RX = re.compile(r"\b(?:needs?|requires?|approv\w*|signs? off|sign-off|authori[sz]\w*|goes? to|must)\b", re.I)


def _in_band(stated: list[tuple[str, str, float]], record: str) -> str:
    """Why an amount the turn states falls inside a band of amounts a rule binds ("£42,800" and "from £15,000 to
    £60,000 need approval from Henrik"), or "": the band that rule sets is the one that applies."""
    if not stated or not BAND_RULE_RX.search(record):
        return ""
    for m in MONEY_BAND_RX.finditer(record):
        key = _money(m.group(1))
        if m.group(4) and _money(m.group(4)) != key:
            continue
        low = _num(m.group(2)) * (1000 if m.group(3) else 1)
        high = _num(m.group(5)) * (1000 if m.group(6) else 1)
        if not 0 < low < high:
            continue
        for text, skey, value in stated:
            if skey == key and low <= value <= high:
                return f"{text} falls in the band from {low:,.0f} to {high:,.0f}"
    return ""


def order_total(turn: str, money_keys: set[str]) -> tuple[str, str, float] | None:
    """(as described, currency, value) of what the turn's priced lines add up to ("4 drive units at 389 each
    and 2 batteries at 640 each" is 2,836), or None. Lines with no currency take the limit's, when the
    record sets limits in one currency only."""
    # (a model's number is no count: "6x Omega 8800 service kits @ £210 ea" is six kits)
    items = [(int(m.group("n")), m.group("cur") or m.group("cur2"), _num(m.group("p"))) for m in LINE_ITEM_RX.finditer(turn)
             if not model_number(turn, m.start("n"))]
    if not items:
        return None
    keys = {_money(cur) for _, cur, _ in items if cur}
    if len(keys) > 1 or (not keys and len(money_keys) != 1):
        return None
    key = next(iter(keys or money_keys))
    total = sum(n * price for n, _, price in items)
    return " and ".join(f"{n} at {price:g}" for n, _, price in items) + f" ({total:g} in all)", key, total


# a price stated without a currency: after a word of pricing, or before a word that only prices take
BARE_PRICE_RX = re.compile(
    rf"\b(?:quote\w*|cost\w*|price[sd]?|pricing|came in at|comes in at|came to|comes to|total\w*"
    # (what a thing is worth: "insured value 8k", "valued at 12,000")
    rf"|(?:insured|declared|sale|resale|retail|market|replacement|agreed|estimated) value|valued at|worth)"
    rf"\s+(?:\w+\s+){{0,2}}?(?:at|of|is|was|for|about|around|roughly)?\s*(?<![\w.,]){_NUM}\s?(k\b)?(?!\s*(?:%|per ?cent|units?|pcs|kg|m\b|mm|hours?|days?))"
    rf"|(?<![\w.,£$€¥]){_NUM}\s?(k\b)?\s*(?:each|a head|per head|apiece|a pop|ex\.? ?vat|excl?\.? vat|inc\.? ?vat|incl?\.? vat"
    # (what the sum is for or what it comes to, after it: "a 6k PO", "about 2400 total", "the 900 invoice")
    rf"|\+ ?vat|all in|net|gross|total|in total|po|purchase order|invoice|quote|spend|spending|purchase|payment|bill)\b", re.I)
BARE_PRICE_MIN = 10
ROUND_TRIP_RX = re.compile(r"\b(?:round[- ]trip|return journey|there and back|both ways)\b", re.I)


# "4 EP8 drive units at 389 each", "12 x hoodies @ £18 apiece": a count of things at a price for one
LINE_ITEM_RX = re.compile(r"(?<![\d.,$£€¥₹₩₺₽₫₱₪₦₴])(?P<n>\d{1,4})(?:\s?[x×]\s|\s)(?:[\w'’-]+\s){0,6}?(?:at|@|\()\s?(?:~\s?)?"
                          rf"(?:{_CUR.replace('([', '(?P<cur>[', 1)}\s?)?(?P<p>\d[\d,]*(?:\.\d+)?)\s?"
                          # (the currency after the price: "at 310 EUR each", "(~310 € each)")
                          rf"(?:(?P<cur2>[$£€¥₹₩₺₽₫₱₪₦₴]|(?:{'|'.join(_CODES.split())})\b)\s?)?"
                          # ("200 frames at £38 list each", "at 12.50 net each")
                          r"(?:(?:list|net|gross|ex[- ]vat|\+ ?vat|inc[- ]vat|trade|retail)\s)?"
                          r"(?:each|apiece|a piece|per (?:unit|item|piece|set|box|pack)|ea\b)", re.I)
_MONEY_KEYS = frozenset(_money(k) for k in _CODES.split() + list("$£€¥₹₩₺₽₫₱₪₦₴") + list(_CUR_NAMES))
# "ZAR 79.10 per syringe", "£12 a bag", "USD 4.50 each": a price for one of a kind of thing
PRICE_PER_RX = re.compile(rf"{_CUR}\s?{_NUM}\s?(?:per|a|an|/)\s*(?!and\b|or\b|the\b|for\b|with\b|plus\b)([a-z]{{3,}}?|kg|lb|km|t|h|hr)(?:e?s)?\b", re.I)
# hours counted in a turn, however typed: "20h on the Helios", "3.5 hrs", "12 hours"
HOURS_COUNTED_RX = re.compile(r"(?<![\w.,$£€-])(\d+(?:\.\d+)?)\s?(?:h|hrs?|hours?)\b", re.I)
# running totals: what is already spent or committed, and what the turn adds to it
RUNNING_RX = re.compile(r"\b(?:so far|already|to date|spent|committed|booked|on order|at)\b", re.I)
_NUM_WORDS = r"(\d{1,3}(?:,\d{3})+|\d+)"


# "55 M21 cylinders from Gasy Pomorze at 290 PLN each": a count the turn names at its own unit price
_COUNT_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
                "eleven": 11, "twelve": 12, "a dozen": 12, "twenty": 20}
# (the things may be named with a slash or an ampersand, "Pb/Cd tests", and the price given roughly, "~£180 each")
EACH_RX = re.compile(rf"(?<![\d.,$£€¥₹₩₺₽₫₱₪₦₴])\b(?P<n>\d{{1,3}}(?:,\d{{3}})+|\d+|{'|'.join(_COUNT_WORDS)})\s+(?:[\w/&×-]+[\s,]+){{0,7}}?"
                     rf"(?:at\s+|for\s+|,\s*|\(\s*)?(?:(?:~|about|around|roughly|approx\.?|c\.)\s*)?(?:{_CUR}\s?{_NUM}|{_CUR_AFTER})\s*"
                     rf"(?:each|apiece|a piece|a head|a person|per (?:unit|piece|item|head|person))\b", re.I)
# "10 extra night shifts à €420", "8 tickets @ $70": the sign says "each"
AT_SIGN_RX = re.compile(rf"(?<![\d.,$£€¥₹₩₺₽₫₱₪₦₴])\b(?P<n>\d{{1,3}}(?:,\d{{3}})+|\d+|{'|'.join(_COUNT_WORDS)})\s+(?:[\w-]+\s+){{0,5}}?"
                        rf"(?:à|@)\s*(?:{_CUR}\s?{_NUM}|{_CUR_AFTER})", re.I)


# "four 10-litre cubes", "3 x 25 kg sacks": a count of things of one size
SIZED_COUNT_RX = re.compile(rf"(?<![\d.,])\b(\d+|{'|'.join(_COUNT_WORDS)})\s+(?:x\s+|×\s*)?(\d+(?:\.\d+)?)[\s-]?"
                            r"(litres?|liters?|l|kg|t|tonnes?|m)\b(?![\d.,])", re.I)


PER_DAY_RX = re.compile(rf"\b{_NUM}\s?{_QUAL}{_UNIT}\s+(?:each|a|per|every)\s+day\b", re.I)
# "4 extra ramp agents for the charter wave, 8h each at £42/h": people, hours each, a rate an hour
CREW_HOURS_RX = re.compile(rf"(?<![\d.,])\b(?P<n>\d{{1,3}}|{'|'.join(_COUNT_WORDS)})\s+(?:[\w-]+\s+){{0,3}}?(?:agents?|staff|people"
                           r"|workers?|temps?|crew|hands|guards?|drivers?|techs?|technicians?|porters?|cleaners?|stewards?"
                           r"|operatives?|pickers?|packers?|chefs?|waiters?|waiting staff|labourers?|engineers?|nurses?|carers?"
                           r"|interpreters?|linguists?|marshals?|security|ushers?|runners?|loaders?|handlers?|helpers?|volunteers?"
                           r"|casuals?|hosts?|baristas?|bartenders?|cooks?|riggers?|crew members?|operators?|pilots?|divers?)\b[^.?!]{0,60}?\b(?P<h>\d{1,2}(?:\.\d)?)\s?(?:h|hrs?|hours?)\b"
                           rf"(?:\s+each)?[^.?!\d]{{0,20}}?(?P<rate>{_CUR}\s?{_NUM})\s?(?:/\s?h(?:ou)?r?\b|an hour\b|per hour\b|ph\b)",
                           re.I)


# "400 x 21ft galv tube", "12× 5 L cans": a count multiplied out, and the words of the thing after it
TIMES_COUNT_RX = re.compile(r"(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d{1,5})\s?(?:x|×)\s+((?:[\w.'’-]+\s*){1,5})", re.I)


RECORD_EACH_RX = re.compile(rf"{_CUR}\s?{_NUM}\s*(?:each|apiece|a piece|per (?:unit|piece|item))\b", re.I)
# a count of days, a word or two of their kind between: "20 bench days", "three site days", "for two days"
# what follows a stretch that says how late or old a thing is, not how much of it is bought: "inv 0412, 45 days
# over", "12 days overdue", "3 weeks late", "paid 10 days ago"
LATE_BY_RX = re.compile(r"\s*(?:over(?:due)?|late|ago|past (?:due|the (?:due )?date|terms)|behind|old|outstanding|in arrears"
                        r"|overrun|beyond (?:terms|the due date))\b", re.I)
DAYS_COUNTED_RX = re.compile(rf"(?<![\d.,£$€])\b(?P<n>\d{{1,3}}|{'|'.join(_COUNT_WORDS)})\s+(?:[\w-]+\s+){{0,2}}?(?P<noun>days?)\b",
                             re.I)
DAY_RATE_RX = re.compile(rf"\b(?:day|daily) (?:rate|hire|fee|price)\b[^.;\d]{{0,20}}?{_CUR}\s?{_NUM}", re.I)
# a count and the thing counted, up to four words on: "400 rosettes", "120 Aiko 450 W panels", "two days"
COUNTED_RX = re.compile(rf"(?<![\d.,£$€])\b(?P<n>\d{{1,3}}(?:,\d{{3}})+|\d{{1,5}}|{'|'.join(_COUNT_WORDS)})\s+"
                        rf"(?:[x×]\s+)?(?:[\w-]+\s+){{0,4}}?(?P<noun>[A-Za-z]{{3,}})\b", re.I)


def model_number(text: str, start: int) -> bool:
    """The number at ``start`` names a model, not a count: it follows a name inside a sentence ("iPhone 14 incell
    screens", "Aiko 450 W panels"), not a verb or a word leading the sentence ("Order 60 screens")."""
    prev = re.search(r"(?:^|([.!?:]\s+)|\s)(\S+)\s+$", text[:start])
    # (nor a name that ends a clause: "shipment to Coldwell: 400 units")
    return bool(prev) and prev.start(2) > 0 and not prev.group(1) and bool(re.search(r"[A-Z]", prev.group(2))) \
        and bool(re.search(r"[a-z]", prev.group(2))) and prev.group(2)[-1] not in ":;,.!?)"
MEASURE_AFTER_RX = re.compile(r"\s*(?:[a-zA-Z]{1,2}\b|kw|kwh|mm|cm|volt|watt|amp|metre|meter|litre|kg|tonne|gram|mph|%|\.\d)",
                              re.I)


# a measure of a thing at a price per that measure: "180 m of Morwen Tidal at £31/m", "40 m of liner at £38.40 per
# metre", "12 hours at £45/h"
_MEASURE = r"(?:m|metres?|meters?|kg|kilos?|l|litres?|liters?|hours?|hrs?|h|t|tonnes?|m2|m²|sq ?m)"
MEASURED_AT_RX = re.compile(rf"(?<![\d.,£$€])\b(?P<n>\d{{1,3}}(?:,\d{{3}})+|\d+(?:\.\d+)?)\s?(?P<u1>{_MEASURE})\b"
                            # (not a measure for each of several: "3 extra ushers, 6h each at £15/h")
                            r"(?!\s+(?:each|apiece|per|a|an)\b)"
                            rf"(?:\s+[\w'’&-]+){{0,6}}?\s+(?:at|@|for)\s+{_CUR}\s?{_NUM}\s?(?:/\s?|per\s+|an?\s+)"
                            rf"(?P<u2>{_MEASURE})\b", re.I)
_MEASURE_KEY = {"metre": "m", "metres": "m", "meter": "m", "meters": "m", "kilo": "kg", "kilos": "kg", "litre": "l",
                "litres": "l", "liter": "l", "liters": "l", "hour": "h", "hours": "h", "hr": "h", "hrs": "h", "tonne": "t",
                "tonnes": "t", "m²": "m2", "sq m": "m2", "sqm": "m2"}


# a price the turn gives a thing it counts elsewhere: "tyres £182 a set, chains £19 each"
NOUN_PRICE_RX = re.compile(rf"\b([A-Za-z]{{3,}})\s+(?:at\s+|@\s?)?{_CUR}\s?{_NUM}\s?(?:each|apiece|a piece|an? [a-z]+|per [a-z]+)\b",
                           re.I)
_COUNT_AHEAD = re.compile(rf"(?<![\d.,£$€])\b(\d{{1,4}}|{'|'.join(_COUNT_WORDS)})\s+((?:[\w-]+\s+){{0,3}}[\w-]+)", re.I)


def priced_lines(turn: str) -> tuple[str, str, float] | None:
    """(as described, currency, value) of an order whose counts and prices the turn gives apart, two or more lines
    ("Order 4 sets of tyres and 10 chains ...: tyres £182 a set, chains £19 each" is 918), or None."""
    prices = {}
    for m in NOUN_PRICE_RX.finditer(turn):
        prices.setdefault(_singular(m.group(1).lower())[:5], (m.group(2), _num(m.group(3)), m.start()))
    if len(prices) < 2:
        return None
    lines, keys = [], set()
    for c in _COUNT_AHEAD.finditer(turn):
        words = [_singular(w.lower())[:5] for w in re.findall(r"[A-Za-z]{3,}", c.group(2))]
        hit = next((w for w in words if w in prices and prices[w][2] > c.start()), None)
        if hit and all(hit != h for h, *_ in lines):
            n = _COUNT_WORDS.get(c.group(1).lower()) or int(c.group(1))
            lines.append((hit, n, prices[hit][1]))
            keys.add(_money(prices[hit][0]))
    if len(lines) < 2 or len(keys) != 1:
        return None
    total = sum(n * price for _h, n, price in lines)
    return " and ".join(f"{n} {h} at {price:g}" for h, n, price in lines) + f" ({total:g} in all)", keys.pop(), total


def totals(turn: str, record: str) -> list[tuple[str, str, float]]:
    """Amounts the turn implies: a count it names times a record's price for one of that thing
    ("3,500 ... syringes" and "ZAR 79.10 per syringe"), and what it adds to a running total
    ("£1,900 more; hire's at £5,200 so far")."""
    out = []
    prices = list(PRICE_PER_RX.finditer(record))
    # of several prices of one unit ("capelin £1.35/kg and sprat £1.10/kg"), the one of the thing the turn names
    named = [m for m in prices if (w := re.findall(r"[A-Za-z]{3,}", record[max(0, m.start() - 30):m.start()]))
             and re.search(rf"\b{re.escape(w[-1])}\b", turn, re.I)]
    for m in named or prices:
        key, price, noun = _money(m.group(1)), _num(m.group(2)), m.group(3).lower()
        counted = False
        if noun in ("h", "hr", "hour"):
            # (a rate an hour, "£265/h", times the hours the turn counts, "20h on the Helios")
            out += [(f"{c.group(0)} at {m.group(0)}", key, float(c.group(1)) * price) for c in HOURS_COUNTED_RX.finditer(turn)]
            continue
        # (not the price's own figure: "£182 a set" counts no 182 sets)
        for c in re.finditer(rf"(?<![\w.,$£€¥₹₩₺₽₫₱₪₦₴-]){_NUM_WORDS}\s+(?:[\w-]+\s+){{0,4}}?{re.escape(noun)}(?:e?s)?\b", turn, re.I):
            if LATE_BY_RX.match(turn, c.end()):
                continue  # ("45 days over", "3 weeks late": how late a thing is, no count of what is priced)
            n = _num(c.group(1))
            out.append((f"{c.group(0)} at {m.group(0)}", key, n * price))
            counted = True
        if not counted:
            # "400 x 21ft galv tube" at "£31.40 per length for 21ft galvanised tube": a count the turn multiplies
            # out, of the thing the price names (a word of four letters or more in common)
            priced = {w.lower() for w in re.findall(r"[A-Za-z0-9]{4,}", record[max(0, m.start() - 40):m.end() + 40])}
            for c in TIMES_COUNT_RX.finditer(turn):
                if {w.lower() for w in re.findall(r"[A-Za-z0-9]{4,}", c.group(2))} & priced:
                    out.append((f"{c.group(0).strip()} at {m.group(0)}", key, _num(c.group(1)) * price))
    # a price for one of a thing the record names before it ("Rosettes ... at £1.85 each", "Aiko 450 W panels is £71
    # each") or a rate for a day ("the day rate is £720"), times the turn's count of that thing ("400 rosettes",
    # "120 Aiko 450 W panels", "for two days"); not a measure ("450 W panels" counts no panels)
    for m in [*RECORD_EACH_RX.finditer(record), *DAY_RATE_RX.finditer(record)]:
        key, price = _money(m.group(1)), _num(m.group(2))
        day_rate = m.re is DAY_RATE_RX
        named = {_singular(w.lower())[:5] for w in re.findall(r"[A-Za-z]{3,}", record[:m.start()])}
        for c in (DAYS_COUNTED_RX if day_rate else COUNTED_RX).finditer(turn):
            noun = c.group("noun").lower()
            if MEASURE_AFTER_RX.match(turn, c.end("n")) or model_number(turn, c.start("n")) or LATE_BY_RX.match(turn, c.end()) \
                    or (noun.rstrip("s") != "day" if day_rate
                                                             else _singular(noun)[:5] not in named):
                continue
            n = _COUNT_WORDS.get(c.group("n").lower()) or _num(c.group("n"))
            out.append((f"{c.group(0)} at {m.group(0).strip()}", key, n * price))
            break
    for m in [*EACH_RX.finditer(turn), *AT_SIGN_RX.finditer(turn)]:
        if model_number(turn, m.start("n")):
            continue
        if m.group(2):
            key, price = _money(m.group(2)), _num(m.group(3))
        else:
            key, price = _money(m.group(5)), float(re.sub(r"[.,\s]", "", m.group(4)))
        n = _COUNT_WORDS.get(m.group("n").lower()) or _num(m.group("n"))
        out.append((m.group(0), key, n * price))
    lined = priced_lines(turn)
    if lined:
        out.append(lined)
    for m in MEASURED_AT_RX.finditer(turn):
        u1, u2 = (_MEASURE_KEY.get(u.lower(), u.lower()) for u in (m.group("u1"), m.group("u2")))
        if u1 == u2:
            out.append((m.group(0), _money(m.group(3)), _num(m.group("n")) * _num(m.group(4))))
    for m in SIZED_COUNT_RX.finditer(turn):
        n = _COUNT_WORDS.get(m.group(1).lower()) or _num(m.group(1))
        out.append((m.group(0), _unit(m.group(3)), n * _num(m.group(2))))
    for m in CREW_HOURS_RX.finditer(turn):
        n = _COUNT_WORDS.get(m.group("n").lower()) or _num(m.group("n"))
        rate = re.match(rf"{_CUR}\s?{_NUM}", m.group("rate"))
        out.append((m.group(0), _money(rate.group(1)), n * _num(m.group("h")) * _num(rate.group(2))))
    # an amount a day over the days the turn names: "about 9 hours each day", "Saturday the 16th and Sunday
    # the 17th" comes to 18 hours
    per_day = list(PER_DAY_RX.finditer(turn))
    days = max(len({w.lower() for w in re.findall(r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b", turn, re.I)}),
               len(set(re.findall(r"\b(\d{1,2})(?:st|nd|rd|th)\b", turn)))) if per_day else 0
    if days >= 2:
        for m in per_day:
            out.append((f"{m.group(0)} over {days} days", _unit(m.group(2)), days * _num(m.group(1))))
    if RUNNING_RX.search(turn):
        by_key: dict[str, list[float]] = {}
        for _, key, value in amounts(turn):
            by_key.setdefault(key, []).append(value)
        for key, values in by_key.items():
            if len(values) >= 2:
                out.append((f"{' + '.join(f'{v:g}' for v in values)} together", key, sum(values)))
    return out


def crosses_total(turn: str, price_record: str, limit_record: str) -> str:
    """Why an amount the turn implies (with ``price_record``'s prices, or its own: "4 days at
    NZ$680/day") crosses ``limit_record``'s limit."""
    turn = with_digits(turn)
    if not price_record and PRICE_PER_RX.search(turn):
        price_record = turn
    limits = []
    for rx in (LIMIT_OVER_RX, LIMIT_CAP_RX):
        for m in rx.finditer(limit_record):
            key, value, money = _limit(m)
            # (a price for one is no limit: "goes up to £34.80 a drum")
            if money and not UNIT_PRICE_AFTER_RX.match(limit_record, m.end()):
                limits.append((key, value))
    for m in LEFT_RX.finditer(limit_record):
        limits.append((_money(m.group(1) or m.group(3)), _num(m.group(2) or m.group(4))))
    floors = [(_money(m.group(1)), _num(m.group(2))) for m in BELOW_RX.finditer(limit_record)]
    read = []
    for text, key, value in totals(turn, price_record):
        if price_record is not turn:
            # (with what else the turn spends beside it: "400 rosettes and hire a PA system for £650")
            counted = text.split(" at ")[0]
            tail = turn[turn.find(counted) + len(counted):] if counted in turn else ""
            joined = re.search(r"\b(?:and|plus|as well as|also)\b", tail)
            extra = [(t, v) for t, k, v in amounts(tail[joined.end():]) if k == key] if joined else []
            if extra and not PRICE_PER_RX.search(tail):
                value += sum(v for _t, v in extra)
                text = f"{text} and {' and '.join(t for t, _v in extra)}"
        read.append((text, key, value))
    # (every total against the limits before any against a floor: a whole order over a limit, "4 tyre at 182 and 10
    # chain at 19 (918 in all)", is what binds, not one of its lines under a floor)
    for text, key, value in read:
        for lkey, limit in limits:
            if key == lkey and value > limit:
                return f"{text} comes to {value:,.0f}, over the limit of {limit:,.0f}"
    for text, key, value in read:
        for lkey, floor in floors:
            if key == lkey and value < floor:
                return f"{text} comes to {value:,.2f}, below the {floor:,.0f} a rule turns on"
    return ""


UNIT_PRICE_AFTER_RX = re.compile(r"\s?(?:each\b|(?:a|an|per|/)\s?(?!(?:month|year|week|day|quarter|term|order|purchase|transaction|invoice|claim|trip|booking|request"
                                 r"|receipt|payment|head|person|night|visit)s?\b)[a-z]+\b)", re.I)
# what is left of a budget: "leaving £1,100", "£1,100 left", "£4,200 remaining"
LEFT_RX = re.compile(rf"\b(?:leaving|leaves|with)\s+(?:only\s+|just\s+)?{_CUR}\s?{_NUM}(?!\s?(?:spent|committed))"
                     rf"|{_CUR}\s?{_NUM}\s+(?:left|remaining|still available)\b", re.I)
# what is left of a budget the record gives with what is spent of it: "window budget H1: €3,800, of which €1,150
# already spent", "The polytunnel budget is £4,200; £2,950 was spent reskinning T4"
BUDGET_SPENT_RX = re.compile(rf"\b(?:budget|pot|allowance|fund|kitty)\b[^.;]{{0,60}}?{_CUR}\s?{_NUM}\s*(?:,|;|\band\b)?\s*"
                             rf"(?:of which\s+)?{_CUR}\s?{_NUM}\s+(?:(?:was|is|has been|have been|were|already|now)\s+)*"
                             rf"(?:spent|committed|used|allocated|gone)\b", re.I)


def over_budget(turn: str, record: str) -> str:
    """Why a sum the turn names is more than what is left of a budget the record gives ("£1,380" against "£4,200;
    £2,950 was spent ..., leaving £1,250"): "" when none is, or the record gives none."""
    left = [(_money(m.group(1) or m.group(3)), _num(m.group(2) or m.group(4))) for m in LEFT_RX.finditer(record)]
    left += [(_money(m.group(1)), _num(m.group(2)) - _num(m.group(4))) for m in BUDGET_SPENT_RX.finditer(record)
             if _money(m.group(1)) == _money(m.group(3))]
    for text, key, value in amounts(with_digits(turn)):
        for lkey, have in left:
            if key == lkey and value > have:
                return f"{text} is more than the {have:,.0f} left of the budget"
    return ""


# a threshold a sum under turns on: "below £40 there is an £8 delivery charge", "orders under £25 pay postage"
BELOW_RX = re.compile(rf"\b(?:below|under|less than)\s+{_CUR}\s?{_NUM}", re.I)
STANDS_AT_RX = re.compile(r"\b(?:stands?|stood|is now|has reached|reached|totals?|running) at\b", re.I)
PER_EACH_RX = re.compile(r"\s*(?:per|a|for (?:any|each|a single|one)|on (?:any|each|a single|one)) (?:single )?"
                         r"(?:purchase|order|item|transaction|invoice|claim|trip|booking|request|receipt|payment)\b", re.I)
# a running total a record holds: "Harvest logged for July as of 15 July: 31 wet tonnes"
RUNNING_RECORD_RX = re.compile(r"\b(?:as of|so far|to date|year[- ]to[- ]date|already|logged|spent|used|committed|stands? at"
                               r"|weighed|counted|stocktake|in stock|on hand|allocated"
                               r"|booked|taken|drawn|invoiced"
                               # a level read or a count held now: "fuel dip: 1,150 litres in the tank", "39 of
                               # the 42 spaces were occupied", "freezer B4 held 52 units"
                               r"|dip|occupied|held)\b", re.I)


_LOOSE_AMOUNT_RX = re.compile(r"(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s+(?:[a-z][a-z-]*\s+){1,2}"
                              r"(tonnes?|hours?|litres|kg|km)\b", re.I)
SUBJECT_CAP_RX = re.compile(rf"\b{_UNIT}\s+(?:are|is)\s+(?:capped|limited)\s+(?:at|to)\s+{_NUM}(?!\s?{_QUAL}{_UNIT})", re.I)
# "Lukas Fiegl 54 h", "Tia Marino: 52 hours", "Sione (60 h)": a person's first name and their amount
_PERSON_AMOUNT_RX = re.compile(r"\b([A-Z][a-zà-ÿ'’-]+)(?:\s+[A-Z][a-zà-ÿ'’-]+)?\s*[:(]?\s*(\d[\d,.]*\s?(?:h\b|hrs?\b|hours?\b|km\b|kg\b|t\b|tonnes?\b))")


def crosses_running(turn: str, running_text: str, limit_text: str) -> str:
    """Why the turn's amount on top of a running total another record holds crosses a third record's
    limit when the turn's amount alone does not ("pull about 12 tonnes" + "31 wet tonnes logged this
    month" against "caps harvest at 40 wet tonnes per calendar month")."""
    turn = with_digits(turn)
    if not RUNNING_RECORD_RX.search(running_text):
        return ""
    # a limit on each purchase, order or claim ("up to €1,500 per purchase") is not what a running total fills
    limits = [_limit(m)[:2] for rx in (LIMIT_OVER_RX, LIMIT_CAP_RX) for m in rx.finditer(limit_text)
              if not PER_EACH_RX.match(limit_text, m.end())]
    # the unit named as what is capped: "subcontractor tractor hours are capped at 40 per calendar month"
    limits += [(_unit(m.group(1)), _num(m.group(2))) for m in SUBJECT_CAP_RX.finditer(limit_text)
               if not PER_EACH_RX.match(limit_text, m.end())]
    # what is held, not the limit itself when one record says both ("cap NOK 180,000; NOK 151,000 spent")
    # ("the budget line stands at HUF 2,500,000" is what is held, not a cap)
    spans = [m.span() for rx in (LIMIT_OVER_RX, LIMIT_CAP_RX) for m in rx.finditer(running_text)
             if not STANDS_AT_RX.search(m.group(0))]
    held = {}
    for m in AMOUNT_RX.finditer(running_text):
        if not any(a <= m.start() < b for a, b in spans):
            for _, key, value in amounts(m.group(0)):
                held.setdefault(key, value)
    for m in AMOUNT_AFTER_RX.finditer(running_text):
        if not any(a <= m.start() < b for a, b in spans):
            for _, key, value in amounts(m.group(0)):
                held.setdefault(key, value)
    # a total whose unit comes after a word or two of what it counts ("used 31 subcontractor tractor hours")
    for m in _LOOSE_AMOUNT_RX.finditer(running_text):
        if not any(a <= m.start() < b for a, b in spans):
            held.setdefault(_unit(m.group(2)), _num(m.group(1)))
    # a running record that lists several people's totals ("Lukas Fiegl 54 h, Stefan Raich 38 h") holds,
    # for a turn that names some of them, each named person's own
    named = {w.lower() for w in re.findall(r"\b[A-Z][a-zà-ÿ'’-]+", turn)}
    listed = _PERSON_AMOUNT_RX.findall(running_text)
    per_person = [(who, key, value) for who, amount in listed if who.lower() in named
                  for _, key, value in amounts(re.sub(r"\s?h$", " hours", amount))]  # "54 h": hours in a list
    if len(listed) >= 2:  # another person's total is not the named one's
        held = {}
    if per_person:
        for text, key, value in amounts(turn):
            for who, pkey, have in per_person:
                for lkey, limit in limits:
                    if key == pkey == lkey and have <= limit and value <= limit < value + have:
                        return f"{text} on top of {who}'s {have:,.0f} comes to {value + have:,.0f}, over the limit of {limit:,.0f}"
    # the turn's amounts, what its counts at a unit price come to ("two sensors at NOK 19,500 each"),
    # and all it adds of one kind together ("the stretcher (12.5 kg) and the 6 kg trauma kit")
    stated = amounts(turn)
    together = {}
    for _, key, value in stated:
        together.setdefault(key, []).append(value)
    summed = [(" + ".join(f"{v:g}" for v in vs) + f" {key}", key, sum(vs)) for key, vs in together.items() if len(vs) >= 2]
    for text, key, value in stated + totals(turn, "") + summed:
        for lkey, limit in limits:
            # (a limit the running total alone already passes is on a part of it: "38 t in total, of which
            # at most 6 t may be waste" beside "35.9 t booked")
            if key == lkey and key in held and held[key] <= limit and value <= limit < value + held[key]:
                return (f"{text} on top of the {held[key]:,.0f} already held comes to {value + held[key]:,.0f}, "
                        f"over the limit of {limit:,.0f}")
    return ""


# A cap on a count of things: "DOC concession cap: 1,900 guest landings per year", "at most 40 covers"
COUNT_CAP_RX = re.compile(r"\b(?:caps?(?: \w+)? at|capped at|cap:|cap of|maximum(?: of)?:?|max\.?|at most|up to|no more than"
                          r"|limit(?:ed)? to|limit of|allowance of|quota of|quota:|allowance:|holds|can hold|capacity(?: of)?:?)"
                          r"\s*(\d{1,3}(?:,\d{3})+|\d+)\s+"
                          r"((?:[a-z][a-z-]*\s+){0,2}[a-z][a-z-]*)", re.I)
_HELD_NUM_RX = re.compile(r"(?<![\d/.,:-])(\d{1,3}(?:,\d{3})+|\d+)(?![\d/:-]|\.\d|,\d)")


def _noun_stems(words: str) -> set[str]:
    return {_singular(w)[:5] for w in re.findall(r"[a-z]{3,}", words.lower())} - {"per", "the", "and", "each", "every"}


def crosses_running_count(turn: str, running_text: str, limit_text: str) -> str:
    """Why the turn's count of a thing on top of a count another record holds crosses a cap on
    that count ("120 guests" + "guest landings this year: 1,812 as of 30 April" against "cap:
    1,900 guest landings per year"): the cap's noun, the count held beside it and the turn's noun
    must share a word."""
    turn = with_digits(turn)
    if not RUNNING_RECORD_RX.search(running_text):
        return ""
    for cm in COUNT_CAP_RX.finditer(limit_text):
        limit, nouns = _num(cm.group(1)), _noun_stems(cm.group(2))
        if not nouns or not (_noun_stems(running_text) & nouns):
            continue
        # what is held: a number of the running record that is not a year, a date or a limit
        held = [_num(m.group(1)) for m in _HELD_NUM_RX.finditer(running_text)
                if not re.fullmatch(r"(?:19|20)\d\d", m.group(1)) and _num(m.group(1)) != limit]
        if len(held) != 1:
            # or the one count of the capped thing itself ("freezer B4 held 52 units on the night of 7
            # December": not the unit's code, not the day)
            held = [n for n, _ in _counts_of(running_text, nouns) if n != limit]
        if len(held) != 1:
            continue
        for t in re.finditer(r"(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d+)\s+((?:[a-z-]+\s+){0,2}?[a-z-]+)", turn, re.I):
            n = _num(t.group(1))
            if _noun_stems(t.group(2)) & nouns and n <= limit < n + held[0]:
                return f"{t.group(0).strip()} on top of the {held[0]:,.0f} already held comes to {n + held[0]:,.0f}, " \
                       f"over the cap of {limit:,.0f}"
        for n, said in _counts_of(turn, nouns):  # "80 more enoxaparin 40 mg syringes"
            if n <= limit < n + held[0]:
                return f"{said} on top of the {held[0]:,.0f} already held comes to {n + held[0]:,.0f}, " \
                       f"over the cap of {limit:,.0f}"
    return ""


_COUNT_NUM_RX = re.compile(r"(?<![\w/.,:-])(\d{1,3}(?:,\d{3})+|\d+)(?![\d/:-]|\.\d|,\d)")
_MEASURE_AFTER = re.compile(r"\s?(?:%|mg|ml|g|kg|cm|mm|m|l|km|h|hrs?|min)\b|\s(?:" + "|".join(MONTHS) + r")\b", re.I)


COUNT_WINDOW = 5  # words after a number within which the counted noun must come


def _counts_of(text: str, nouns: set[str], window: int = COUNT_WINDOW) -> list[tuple[float, str]]:
    """Counts of the thing ``nouns`` names in ``text``: a number (not a year, a code like "B4", a day
    of a month or a measure like "40 mg") followed within ``window`` words by one of the nouns."""
    out = []
    for m in _COUNT_NUM_RX.finditer(text):
        if re.fullmatch(r"(?:19|20)\d\d", m.group(1)) or _MEASURE_AFTER.match(text, m.end()):
            continue
        after = re.findall(r"[A-Za-z][\w-]*|\d[\d,.]*", text[m.end():m.end() + 80])[:window]
        hit = next((i for i, w in enumerate(after) if _noun_stems(w) & nouns), None)
        if hit is None:
            continue
        # another number on the way belongs to a measure ("40 mg") or it is the count, not this one
        if any(w[:1].isdigit() and not _MEASURE_AFTER.match(" " + after[j + 1]) for j, w in enumerate(after[:hit])):
            continue
        out.append((_num(m.group(1)), f"{m.group(1)} {' '.join(after[:hit + 1])}"))
    return out


def _crossing(amount_text: str, limit_text: str, same_thing: bool) -> str:
    """Why a money sum of ``amount_text`` crosses a money limit of ``limit_text`` in the same currency; with
    ``same_thing``, only when a word before the sum (or the word it qualifies, after it) is among the words before
    the limit. Amounts that are themselves limits do not count."""
    def before(text: str, start: int) -> set[str]:
        return {w.lower()[:5] for w in re.findall(r"[A-Za-z]{3,}", text[max(0, start - 40):start])}
    limits = []
    for rx in (LIMIT_OVER_RX, LIMIT_CAP_RX):
        for m in rx.finditer(limit_text):
            key, value, money = _limit(m)
            if money:
                limits.append((key, value, before(limit_text, m.start())))
    if not limits:
        return ""
    spans = [m.span() for rx in (LIMIT_OVER_RX, LIMIT_CAP_RX) for m in rx.finditer(amount_text)]
    for m in AMOUNT_RX.finditer(amount_text):
        if not m.group(1) or any(a <= m.start() < b for a, b in spans):
            continue
        key, value, words = _money(m.group(1)), _num(m.group(2)), before(amount_text, m.start())
        # (and the word the amount qualifies, after it: "the €8,000 deposit" against "any deposit over €5,000")
        words |= {w.lower()[:5] for w in re.findall(r"[A-Za-z]{3,}", amount_text[m.end():m.end() + 30])[:1]}
        for lkey, limit, lwords in limits:
            if key == lkey and value > limit and (
                    not same_thing or words & lwords - {"the", "and", "for", "are", "was", "with"}):
                return f"{m.group(0).strip()} is over the limit of {limit:.10g}"
    return ""


def crosses_same(amount_text: str, limit_text: str) -> str:
    """Why an amount one record states crosses another record's limit on the same quantity: the
    words before the amount and before the limit share a word ("is insured at USD 310,000" and
    "objects insured at more than USD 250,000"). Amounts that are themselves limits do not count."""
    return _crossing(amount_text, limit_text, same_thing=True)


# How long a thing stays good from a day the record does not give ("Tandem vouchers are valid 12 months from the
# purchase date", "a permit expires 6 weeks after issue"): the turn gives the day ("bought 10 March 2026")
_SPAN_NUMS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
              "ten": 10, "eleven": 11, "twelve": 12, "eighteen": 18, "twenty-four": 24}
VALID_FOR_RX = re.compile(r"\b(?:valid|good|usable|redeemable|lasts?|expires?|lapses?|runs? out)\s+(?:for\s+)?"
                          r"(\d{1,3}|" + "|".join(_SPAN_NUMS) + r")\s+(days?|weeks?|months?|years?)\s+"
                          r"(?:from|after|of)\s+(?:the\s+)?(?:date\s+of\s+)?(?:[\w-]+\s+){0,2}?"
                          r"(?:purchase|purchased|issue|issued|booking|booked|sale|sold|payment|paid|buying|bought|start|signing)\b",
                          re.I)
DATED_YEAR_RX = re.compile(rf"\b(\d{{1,2}}){_ORD}\s+{_MONTH}\s+(\d{{4}})\b|\b{_MONTH}\s+(\d{{1,2}}){_ORD},?\s+(\d{{4}})\b"
                           r"|\b(\d{4})-(\d{2})-(\d{2})\b", re.I)


def _dated_years(text: str) -> list[date]:
    out = []
    for m in DATED_YEAR_RX.finditer(text):
        try:
            if m.group(1):
                out.append(date(int(m.group(3)), _month(m.group(2)), int(m.group(1))))
            elif m.group(5):
                out.append(date(int(m.group(6)), _month(m.group(4)), int(m.group(5))))
            else:
                out.append(date(int(m.group(7)), int(m.group(8)), int(m.group(9))))
        except ValueError:
            continue
    return out


def _add_span(start: date, n: int, unit: str) -> date:
    unit = unit.lower()
    if unit.startswith("day"):
        return start + timedelta(days=n)
    if unit.startswith("week"):
        return start + timedelta(weeks=n)
    months = n * (12 if unit.startswith("year") else 1)
    y, m = divmod(start.month - 1 + months, 12)
    year, month = start.year + y, m + 1
    last = (date(year + (month == 12), month % 12 + 1, 1) - timedelta(days=1)).day
    return date(year, month, min(start.day, last))


def validity_lapsed(turn: str, record: str, today: date) -> str:
    """Why a thing the turn dates in the past ("bought 10 March 2026") is past a record's term for it ("valid 12
    months from the purchase date"): it lapsed before today. Empty otherwise."""
    m = VALID_FOR_RX.search(record)
    if not m:
        return ""
    n = int(m.group(1)) if m.group(1).isdigit() else _SPAN_NUMS[m.group(1).lower()]
    for start in _dated_years(turn):
        if start >= today:
            continue
        end = _add_span(start, n, m.group(2))
        if end < today:
            return f"dated {start.day}/{start.month}/{start.year}, good {n} {m.group(2).lower()}: lapsed {end.day}/{end.month}/{end.year}"
    return ""


def crosses_any(amount_text: str, limit_text: str) -> str:
    """Why a sum one record states (a quote, a price) crosses a money limit of a rule on who approves: no shared
    word needed, as such rules are worded for any spend ("Any single purchase over £1,000 needs two directors'
    signatures" against "Tatamix's revised quote ... is £6,450"). Amounts that are themselves limits do not count."""
    return _crossing(amount_text, limit_text, same_thing=False)


def amounts(text: str) -> list[tuple[str, str, float]]:
    """(as written, currency or unit, value) of the amounts a text states."""
    out = []
    for m in AMOUNT_RX.finditer(text):
        if m.group(1):
            out.append((m.group(0).strip(), _money(m.group(1)), _num(m.group(2)) * (1000 if m.group(3) else _scale(m))))
        else:
            out.append((m.group(0).strip(), _unit(m.group(5)), _num(m.group(4))))
    for m in AMOUNT_AFTER_RX.finditer(text):
        out.append((m.group(0).strip(), _money(m.group(2)), float(re.sub(r"[.,\s]", "", m.group(1)))))
    for m in AMOUNT_K_AFTER_RX.finditer(text):
        out.append((m.group(0).strip(), _money(m.group(2)), float(m.group(1).replace(",", ".")) * 1000))
    return out


# "3k€", "2.5k EUR": thousands written short, the currency after them
AMOUNT_K_AFTER_RX = re.compile(rf"(?<![\d.,])(\d+(?:[.,]\d)?)k\s?([$£€¥₹₩₺₽₫₱₪₦₴]|(?:{'|'.join(_CODES.split())})\b)", re.I)


# ----------------------------------------------------------------- times of day
_CLOCK = r"(\d{1,2})(?:[:.](\d\d))?\s?(am|pm|a\.m\.|p\.m\.)?"
_NEG = r"(?:no|not|never|nothing|nobody|no one|don't|do not|doesn't|does not|mustn't|must not|can't|cannot|avoid)"
NOT_BEFORE_RX = re.compile(rf"\b{_NEG}\b[^.;]{{0,50}}?\bbefore\s+{_CLOCK}", re.I)
# a time something can only be done by: "can only access the plant room before 09:30"
ONLY_BEFORE_RX = re.compile(rf"\bonly\b(?:(?!\bafter\b)[^.;]){{0,50}}?\bbefore\s+{_CLOCK}", re.I)  # (not "only after 21:00 or before 05:00")
# a bare hour after a day ("crack on Monday at 10", "tomorrow at 9") is a time of day
DAY_BEFORE_HOUR_RX = re.compile(r"\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today|tonight|morning)\s+$",
                                re.I)
NOT_BETWEEN_RX = re.compile(rf"\b{_NEG}\b[^.;]{{0,30}}?\bbetween\s+{_CLOCK}\s*(?:and|-|–|to)\s*{_CLOCK}", re.I)
NOT_AFTER_RX = re.compile(rf"\b(?:{_NEG}|won't)\b[^.;]{{0,50}}?\b(?:after|past)\s+{_CLOCK}", re.I)
# A time something must be over by: "must be wrapped by 19:00", "has to finish by 6pm", "needs to be off set by 21:30"
DONE_BY_RX = re.compile(rf"\b(?:must|has to|have to|needs? to|to)\s+(?:be\s+)?(?:wrapped|finished|finish|done|off(?: set| site)?|out"
                        rf"|home|released|cleared|clear|away|gone|stop|stopped|end|ended)\s+(?:\w+\s+)?by\s+{_CLOCK}", re.I)
# A time the turn sets: after a word that puts something at a time ("at 7", "from 06:30", and the same
# words in other languages: "om 14.30", "um 9", "à 8h", "kl. 09:00"), or written as a clock anywhere
# ("07:30 to 13:00", "tomorrow 06:00", "14h30"): a colon or an "h" with minutes makes it a time, not a count.
TURN_TIME_RX = re.compile(
    r"(?:\b(?:at|from|by|for|until|till|around|about|om|um|ab|bis|à|vers|alle|dalle|alas|a las|às|kl\.?|klo|o|godz\.?"
    # the start of a span: "between 4 and 5pm", "entre 16h et 17h", "zwischen 14 und 15 Uhr"
    r"|between|entre|zwischen|tussen|tra|mellan)\s+"
    r"|(?<![\d:.,/-])(?=\d{1,2}[:h]\d\d(?![\d:])))"
    r"(\d{1,2})(?:[:.h](\d\d)|h(?![\w']))?\s?(am|pm|a\.m\.|p\.m\.)?\b(?!\s?(?:%|km|kg|t\b|people|minutes|hours))", re.I)


def _minutes(h: str, mnt: str | None, ampm: str | None) -> int | None:
    hour, minute = int(h), int(mnt or 0)
    if ampm:
        pm = ampm.lower().startswith("p")
        hour = hour % 12 + (12 if pm else 0)
    if hour > 23 or minute > 59:
        return None
    return hour * 60 + minute


# A written time of day anywhere in a draft ("Thursday 8:30-9:00", "at 7.45am"): a colon or am/pm
# makes it a time, not a count.
DRAFT_TIME_RX = re.compile(r"(?<![\d:.])(\d{1,2})(?:[:.](\d\d))?\s?(am|pm|a\.m\.|p\.m\.)?(?![\d:])", re.I)


def clock_clash(turn: str, record: str, written: bool = False) -> str:
    """Why a time of day the turn names breaks a record's "not before"/"not after" rule, or "".
    ``written``: read every written time (a draft's "8:30-9:00"), not only "at 8:30"."""
    bounds = [("before", _minutes(*m.groups())) for m in NOT_BEFORE_RX.finditer(record)]
    bounds += [("after", _minutes(*m.groups())) for m in NOT_AFTER_RX.finditer(record)]
    bounds += [("after", _minutes(*m.groups())) for m in DONE_BY_RX.finditer(record)]
    bounds += [("after", _minutes(*m.groups())) for m in ONLY_BEFORE_RX.finditer(record)]
    bounds = [(k, v) for k, v in bounds if v is not None]
    # a stretch of the day ruled out: "use lift 5, but not between 12:00 and 13:00"
    barred = [(a, b, m.group(0)) for m in NOT_BETWEEN_RX.finditer(record)
              for a, b in [(_minutes(*m.group(1, 2, 3)), _minutes(*m.group(4, 5, 6)))] if a is not None and b is not None and a < b]
    if not bounds and not barred:
        return ""
    for m in (DRAFT_TIME_RX if written else TURN_TIME_RX).finditer(turn):
        if not (m.group(2) or m.group(3)) and not (not written and m.group(0)[:2].lower() in ("at", "fr")
                                                   and DAY_BEFORE_HOUR_RX.search(turn[:m.start()])):
            continue  # a bare number ("at 2") is too vague to hold against a rule
        t = _minutes(*m.groups())
        if not (m.group(2) or m.group(3)) and t is not None and t < 7 * 60:
            t += 12 * 60  # ("Monday at 3" is in the afternoon)
        for kind, limit in bounds:
            if t is not None and ((kind == "before" and t < limit) or (kind == "after" and t > limit)):
                return f"{m.group(0).split(None, 1)[-1]} is {kind} the allowed time"
        for a, b, _said in barred:
            if (m.group(2) or m.group(3)) and t is not None and a <= t < b:
                return f"{m.group(0).split(None, 1)[-1].strip()} falls in the barred {a // 60:02d}:{a % 60:02d}-{b // 60:02d}:{b % 60:02d}"
    if not written:
        # the end of a stretch the turn sets ("18:30-19:30") against a time something must be over by
        for m in CLOCK_SPAN_END_RX.finditer(turn):
            t = _minutes(*m.groups())
            for kind, limit in bounds:
                if t is not None and kind == "after" and t > limit:
                    return f"{m.group(0).strip()} ends after the allowed time"
    return ""


CLOCK_SPAN_END_RX = re.compile(r"(?<![\d:.])\d{1,2}[:.h]\d\d\s*(?:-|–|—|to|until|till)\s*(\d{1,2})[:.h](\d\d)\s?(am|pm)?(?![\d:])", re.I)



# ------------------------------------------------------------ hours someone or something keeps
# "its hotline is staffed 08:00-17:00 Montréal time on weekdays", "the desk is open 7am to 3pm",
# "at weekends the wagon inspector's shift ends at 22:00", "the weighbridge closes at 16:30"
_HM = r"(\d{1,2})(?:[:.h](\d\d))?\s?(am|pm|a\.m\.|p\.m\.)?"
HOURS_RX = re.compile(rf"\b(?:staffed|open|opens|manned|attended|on duty|on call|reachable|answered|covered|working hours"
                      rf"|office hours|opening hours|hours (?:are|run))\b[^.;]{{0,40}}?(?:\b(?:from|between)\s+)?"
                      rf"(?<![\d:.]){_HM}\s*(?:-|–|—|to|until|till|and)\s*{_HM}(?![\d:])", re.I)
ENDS_RX = re.compile(rf"\b(?:shift|cover|duty|service|hotline|desk|office|counter|gate|crew|staff)\w*\b[^.;]{{0,30}}?"
                     rf"\b(?:ends?|finish(?:es)?|clos(?:es|e)|stops?|goes home|signs? off)\s+(?:at\s+)?{_HM}(?![\d:])"
                     rf"|\bclos(?:es|e)\s+at\s+{_HM}(?![\d:])", re.I)
# the offset the window is kept in ("Montréal time, UTC-4 in April") and the user's own zone id
UTC_OFFSET_RX = re.compile(r"\b(?:UTC|GMT)\s?([+−-])\s?(\d{1,2})(?::?(\d\d))?\b")
ZONE_ID_RX = re.compile(r"\b((?:Africa|America|Asia|Atlantic|Australia|Europe|Indian|Pacific)/[A-Z][A-Za-z_]+)\b")


def _clock(h: str, mnt: str | None, ampm: str | None) -> int | None:
    """A written time: minutes or am/pm make it one ("17:00", "3pm"); a bare "8" is not."""
    return _minutes(h, mnt, ampm) if (mnt or ampm) else None


def _clause_days(clause: str) -> set[int]:
    days = weekdays_in(clause)
    if re.search(r"\bweekends?\b|\bsaturdays? and sundays?\b", clause, re.I):
        days |= {5, 6}
    if re.search(r"\bweekdays?\b|\bworking days?\b|\bbusiness days?\b", clause, re.I):
        days |= {0, 1, 2, 3, 4}
    return days


STANDARD_TIME_DAY = date(2026, 1, 15)


def _shift(turn_minutes: int, record: str, today: date | None) -> int:
    """The turn's time on the window's clock: the user's zone id and the window's UTC offset, when
    the record gives both; unchanged otherwise."""
    off, own = UTC_OFFSET_RX.search(record), ZONE_ID_RX.search(record)
    if not (off and own):
        return turn_minutes
    when = today or STANDARD_TIME_DAY  # no day known: the zone's standard (winter) offset
    try:
        own_off = datetime(when.year, when.month, when.day, 12, tzinfo=ZoneInfo(own.group(1))).utcoffset()
    except (ZoneInfoNotFoundError, ValueError):
        return turn_minutes
    their = (int(off.group(2)) * 60 + int(off.group(3) or 0)) * (-1 if off.group(1) in "-−" else 1)
    return (turn_minutes - int(own_off.total_seconds() // 60) + their) % (24 * 60)


def hours_clash(turn: str, record: str, today: date | None = None) -> str:
    """Why a time the turn sets falls outside the hours a record says someone or something keeps,
    or "": "ring the hotline on Monday at 12:30" (Zurich) against "staffed 08:00-17:00 Montréal time
    (UTC-4)"; "a departure at 23:15 this Sunday" against "at weekends the inspector's shift ends at 22:00".
    A window kept on other days than the turn names does not count."""
    windows = []
    for clause in re.split(r"(?<=[.;])\s+", record):
        days = _clause_days(clause)
        for m in HOURS_RX.finditer(clause):
            a, b = _clock(*m.group(1, 2, 3)), _clock(*m.group(4, 5, 6))
            if a is None and b is None:
                continue
            a = a if a is not None else _minutes(*m.group(1, 2, 3))
            b = b if b is not None else _minutes(*m.group(4, 5, 6))
            if a is not None and b is not None and a != b:
                windows.append((a, b, days, m.group(0)))
        for m in ENDS_RX.finditer(clause):
            g = m.groups()
            end = _clock(*g[0:3]) if g[0] else _clock(*g[3:6])
            if end is not None:
                windows.append((None, end, days, m.group(0)))
    if not windows:
        return ""
    turn_days = weekdays_in(turn)
    for m in TURN_TIME_RX.finditer(turn):
        t = _clock(*m.groups())
        if t is None:
            continue
        for start, end, days, said in windows:
            if days and turn_days and not (days & turn_days):
                continue
            there = _shift(t, record, today)
            if start is None:
                outside = there >= end and there >= 6 * 60  # "ends at 22:00": 23:15 is after it
            elif start < end:
                outside = not (start <= there < end)
            else:  # overnight ("22:00-06:00")
                outside = end <= there < start
            if outside:
                shown = f" ({there // 60:02d}:{there % 60:02d} on its clock)" if there != t else ""
                # (the time without the word before it: "at 12:30" is shown as "12:30", "8:30 pm" whole)
                said_time = m.group(0).strip() if m.group(0)[:1].isdigit() else m.group(0).split(None, 1)[-1].strip()
                return f"{said_time}{shown} is outside the hours the record gives ({said.strip()})"
    return ""

# ------------------------------------------------------------ rest between jobs
# "at least 10 hours off between jobs", "12 hours between the end of one call and the next"
REST_RX = re.compile(r"\b(?:at least|minimum(?: of)?|no less than)\s+(\d{1,2})\s+hours?(?:['’])?\s+(?:off|rest|break|clear)?\s*"
                     r"between\b", re.I)
# a time of day as people write it on a roster: "0200", "07:30", "7.30am", "midnight", "noon"
ROSTER_TIME_RX = re.compile(r"(?<![\d:.,/-])(?:([01]\d|2[0-3])([0-5]\d)(?:\s?h(?:rs)?)?|(\d{1,2})[:.](\d\d)\s?(am|pm)?"
                            r"|(\d{1,2})\s?(am|pm))(?![\d:/]|[.,]\d)|\b(midnight|noon|midday)\b", re.I)


def _roster_minutes(m: re.Match) -> int | None:
    if m.group(8):
        return 0 if m.group(8).lower() == "midnight" else 12 * 60
    if m.group(1):
        return int(m.group(1)) * 60 + int(m.group(2))
    if m.group(3):
        return _minutes(m.group(3), m.group(4), m.group(5))
    return _minutes(m.group(6), None, m.group(7))


def _year_like(m: re.Match, text: str) -> bool:
    """"2039" is a year unless a time word stands before it ("at 2030") or "h" after it."""
    if not m.group(1) or not ("1900" <= m.group(0)[:4] <= "2099") or m.group(0)[4:].strip():
        return False
    return not re.search(r"\b(?:at|by|from|until|till|to|after|before)\s*$", text[:m.start()], re.I)


def rest_clash(turn: str, record: str) -> str:
    """Why the turn leaves less rest between an end and the next start than the record's rule
    asks ("got off at 0200 ... the 0730 shift" against "at least 10 hours off between jobs")."""
    m = REST_RX.search(record)
    if not m:
        return ""
    times = [t for t in (_roster_minutes(x) for x in ROSTER_TIME_RX.finditer(turn) if not _year_like(x, turn))
             if t is not None]
    if len(times) < 2:
        return ""
    gap = (times[-1] - times[0]) % (24 * 60)
    need = int(m.group(1)) * 60
    if 0 < gap < need:
        return f"{gap / 60:g} hours between {times[0] // 60:02d}:{times[0] % 60:02d} and {times[-1] // 60:02d}:" \
               f"{times[-1] % 60:02d} is under the {m.group(1)} hours the rule asks"
    return ""


# A cap on days worked in a row: "no more than 14 consecutive days on", "max 6 nights in a row", "never more than
# 10 straight shifts"
DAY_RUN_CAP_RX = re.compile(
    r"\b(?:no more than|not more than|never more than|at most|max(?:imum)?(?: of)?|up to|limit(?:ed)? (?:of|to))\s+(\d{1,2})\s+"
    r"(?:(?:consecutive|straight|successive)\s+(?:working\s+)?(?:days|shifts|nights|duties)(?:\s+on)?"
    r"|(?:working\s+)?(?:days|shifts|nights|duties)\s+(?:in a row|on the trot|back[- ]to[- ]back|running))\b", re.I)
# a turn that has someone work a stretch without a break ("1-16 Jun straight", "every day from the 3rd to the 20th")
RUN_ASKED_RX = re.compile(r"\b(?:straight(?! after| away| to| from| off| up| out| in| back)|in a row|consecutive(?:ly)?|"
                          r"back[- ]to[- ]back|on the trot|without a (?:day off|break)|every (?:single )?day|each day|"
                          r"no days? off)\b", re.I)


DAY_RUN_WHY = " days in a row is over the limit of "


def day_run_over(turn: str, record: str, today: date | None) -> str:
    """Why a stretch of days the turn has someone work without a break ("can he do 1-16 Jun straight?") is longer
    than the record's cap on days in a row ("no more than 14 consecutive days on"), or ""."""
    cap = DAY_RUN_CAP_RX.search(record)
    if not cap or not RUN_ASKED_RX.search(turn):
        return ""
    days = len(turn_when(turn, today).span)
    if days > int(cap.group(1)):
        return f"{days}{DAY_RUN_WHY}{cap.group(1)}"
    return ""


# Notice a rule asks for: "at least 14 days in advance", "72 hours' notice", "booked a week ahead",
# "declared at least 24 hours before departure", "five business days ahead".
_LEAD_N = r"(\d{1,3}|an?|one|two|three|four|five|six|seven|eight|nine|ten|fourteen|twenty-one|thirty)"
LEAD_RX = re.compile(
    rf"\b(?:(?:at least|minimum(?: of)?|no less than|a minimum of)\s+)?{_LEAD_N}\s+(clear |full |business |working |calendar )?"
    rf"(hours?|days?|weeks?|months?)(?:['’]s?)?\s+(?:(?:of\s+)?notice|in advance|ahead|beforehand|prior notice"
    rf"|before (?:departure|arrival|the (?:(?:requested |planned |booked )?(?:start|date|day|event|visit|job|work|session|booking"
    rf"|shift|flight|sailing|trip|meeting|slot|inspection|delivery|arrival|lift|move|lesson|class|practical|exam|course"
    rf"|shoot|performance|concert|show))|it starts|start|service))\b",
    re.I)
NOTICE_VERB_RX = re.compile(r"\b(?:book\w*|notif\w*|notice|told|tell|declar\w*|request\w*|reqs?|approv\w*|submit\w*|arrang\w*"
                            r"|appl(?:y|ied|ication)|reserv\w*|sign(?:ed)?[- ]off|agreed|permit|inform\w*|warn\w*|confirm\w*"
                            r"|register\w*|lodg\w*|filed|order\w*|ask\w*)\b", re.I)
_LEAD_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
               "nine": 9, "ten": 10, "fourteen": 14, "twenty-one": 21, "thirty": 30}


# how long a task runs: "a 3-week programme", "the two-week schedule", "over ten days", "a fortnight's plan"
TASK_LENGTH_RX = re.compile(r"\b(\d{1,2}|two|three|four|five|six|seven|eight|ten)[- ](weeks?|wks?|days?)\b(?!\s+(?:ago|before|earlier|notice))"
                            r"|\b(fortnight)", re.I)
_LENGTH_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "ten": 10}


def task_length(text: str) -> int:
    """The days a task runs over when it says so ("a 3-week groundworks programme": 21); 0 when it does not,
    or when it names more than one length."""
    found = set()
    for m in TASK_LENGTH_RX.finditer(text):
        if m.group(3):
            found.add(14)
            continue
        n = int(m.group(1)) if m.group(1).isdigit() else _LENGTH_WORDS[m.group(1).lower()]
        found.add(n * (7 if m.group(2).lower().startswith("w") else 1))
    return found.pop() if len(found) == 1 and 1 < min(found) <= 62 else 0


CONFIG.update({"task_length": TASK_LENGTH_RX.pattern})
CONFIG.update({"named_month": NAMED_MONTH_RX.pattern, "booked_in": BOOKED_IN_RX.pattern})  # (forty-first round)
CONFIG.update({"check_due": CHECK_DUE_RX.pattern, "repair_visit": REPAIR_VISIT_RX.pattern})  # (forty-second round)
CONFIG.update({"stopped_day": STOPPED_DAY_RX.pattern, "until_then": UNTIL_THEN_RX.pattern, "hour_range": HOUR_RANGE_RX.pattern,
               "km_in_m": "a distance in kilometres against a limit in metres"})  # (forty-fourth round)


def ahead(d: int, mo: int | None, today: date) -> date | None:
    """The date of (day, month or None) nearest at or after ``today`` (within a year)."""
    for year_shift in (0, 1):
        for month_shift in ([0] if mo is not None else [0, 1, 2]):
            month = mo if mo is not None else (today.month - 1 + month_shift) % 12 + 1
            year = today.year + year_shift + (0 if mo is not None else (today.month - 1 + month_shift) // 12)
            try:
                when = date(year, month, d)
            except ValueError:
                continue
            if when >= today:
                return when
    return None


# How long a record says something is kept before it goes: "On-bus CCTV overwrites after 14 days", "recordings are kept
# for 30 days", "call logs are deleted after 6 months"
KEPT_FOR_RX = re.compile(r"\b(?:overwrit\w*|deleted|wiped|purged|erased|kept|retained|stored|held|keeps|retains|auto-?deletes?)\b"
                         r"[^.;]{0,30}?\b(\d{1,3})\s*(days?|weeks?|months?)\b", re.I)
KEPT_RECENT = 120  # days back at most a turn's date is read as past (a later one is a day ahead)


def kept_past(turn: str, record: str, today: date) -> str:
    """How a past day the turn names stands against how long the record says things are kept ("wants cctv from the 19
    she fell on, 29 jan" on 20 February and "On-bus CCTV overwrites after 14 days"), or ""."""
    m = KEPT_FOR_RX.search(record)
    if not m:
        return ""
    keep = int(m.group(1)) * {"d": 1, "w": 7, "m": 30}[m.group(2)[0].lower()]
    for d, mo in sorted(turn_when(turn, today).days, key=lambda x: (x[1] or 0, x[0])):
        if mo is None:
            continue
        try:
            past = date(today.year if (mo, d) <= (today.month, today.day) else today.year - 1, mo, d)
        except ValueError:
            continue
        age = (today - past).days
        if 0 < age <= KEPT_RECENT:
            side = "past" if age > keep else "within"
            return f"the day the turn names ({d}/{mo}) is {age} days back, {side} the {m.group(1)} {m.group(2)} it is kept"
    return ""


# the user putting off acting until a day: "wait till friday to decide", "hold off until Thursday"
WAIT_TILL_RX = re.compile(r"\b(?:wait|hold off|leave it|holding off|waiting)\s+(?:till|until|til|to)\s+"
                          r"(monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues?|weds?|thu(?:rs?)?|fri|sat|sun)\b", re.I)


def too_soon(turn: str, record: str, today: date) -> str:
    """Why the day a turn sets is sooner than the notice a record's rule asks for, or "": "next
    Wednesday, 5 March" on 26 February against "at least 14 days in advance"."""
    m = LEAD_RX.search(record)
    # notice is given by telling, booking or approving something ahead ("must be declared at least 24
    # hours before departure"); "wants parts out six weeks ahead" times the work itself, not the asking
    if not m or not NOTICE_VERB_RX.search(record[max(0, m.start() - 120):m.end()]):
        return ""
    n = _LEAD_WORDS.get(m.group(1).lower()) or int(m.group(1)) if not m.group(1).isdigit() else int(m.group(1))
    unit, kind = m.group(3).lower().rstrip("s"), (m.group(2) or "").strip().lower()
    when = turn_when(turn, today)
    days = sorted(x for x in (ahead(d, mo, today) for d, mo in when.days) if x is not None)
    if not days:
        return ""
    # (today as the day something was asked, "sent a req this morning for Thursday", is not the day it is for)
    first = next((x for x in days if x > today), days[0])
    # (a day the user waits until before acting, "fine if I wait till friday to decide and cancel our slot" for
    # Saturday the 19th: the notice runs from that day to the day it is for)
    wait = WAIT_TILL_RX.search(turn)
    if wait and len(days) > 1:
        acting = today + timedelta(days=(_wd(wait.group(1)) - today.weekday()) % 7)
        later = [x for x in days if x > acting]
        if later:
            first, today = later[0], acting
    if kind in ("business", "working") and unit == "day":
        between = sum(1 for i in range(1, (first - today).days + 1) if (today + timedelta(days=i)).weekday() < 5)
        short = between < n
        have = f"{between} working day{'s' * (between != 1)}"
    else:
        need = {"hour": n / 24, "day": n, "week": 7 * n, "month": 30 * n}[unit]
        between = (first - today).days
        short = between < need
        have = "today" if between == 0 else f"{between} day{'s' * (between != 1)} away"
    return f"{first.day}/{first.month} is {have}, short of the notice asked ({m.group(0).strip()})" if short else ""


CONFIG.update({"rest": REST_RX.pattern, "roster_time": ROSTER_TIME_RX.pattern, "disruption": DISRUPTION_RX.pattern,
               "count_limit": COUNT_LIMIT_RX.pattern, "due_by": DUE_BY_RX.pattern, "lapse": LAPSE_RX.pattern, "week_of": WEEK_OF_RX.pattern, "elsewhere_on_days": ELSEWHERE_ON_DAYS_RX.pattern, "only_count": ONLY_COUNT_RX.pattern, "count": COUNT_RX.pattern, "count_nouns": sorted(_COUNT_NOUNS), "not_counted": sorted(_NOT_COUNTED),
               "nth_weekday": NTH_WEEKDAY_RX.pattern, "nth_weekday_read": "weekday named by the turn"})
CONFIG.update({"hours_counted": HOURS_COUNTED_RX.pattern, "crosses_same": "before-40-chars or the next word shared", "price_per": PRICE_PER_RX.pattern, "running": RUNNING_RX.pattern, "each": EACH_RX.pattern, "at_sign": AT_SIGN_RX.pattern, "lead": LEAD_RX.pattern, "wait_till": WAIT_TILL_RX.pattern, "lead_words": _LEAD_WORDS, "notice_verb": NOTICE_VERB_RX.pattern, "not_before_date": NOT_BEFORE_DATE_RX.pattern, "qual": _QUAL, "count_words": _COUNT_WORDS, "round_trip": ROUND_TRIP_RX.pattern, "line_item": LINE_ITEM_RX.pattern, "running_record": RUNNING_RECORD_RX.pattern, "per_each": PER_EACH_RX.pattern, "open_from": OPEN_FROM_RX.pattern, "short_weekday_alone": SHORT_WEEKDAY_ALONE_RX.pattern, "from_until": FROM_UNTIL_RX.pattern, "open_stretch": OPEN_STRETCH_RX.pattern, "sized_count": SIZED_COUNT_RX.pattern, "count_cap": COUNT_CAP_RX.pattern, "held_num": _HELD_NUM_RX.pattern, "stands_at": STANDS_AT_RX.pattern, "cur_names": _CUR_NAMES, "day_list": DAY_LIST_RX.pattern, "until_start": "a from-day told before the end; else today when the end names a later year", "start_before": START_BEFORE_RX.pattern, "measured_at": MEASURED_AT_RX.pattern, "turn_age": TURN_AGE_RX.pattern, "turn_height": TURN_HEIGHT_RX.pattern, "min_height": MIN_HEIGHT_RX.pattern, "noun_price": NOUN_PRICE_RX.pattern, "count_ahead": _COUNT_AHEAD.pattern, "min_age": MIN_AGE_RX.pattern, "measure_key": _MEASURE_KEY})
CONFIG["decimal_unit"] = DECIMAL_UNIT.pattern
CONFIG.update({"amount_after": AMOUNT_AFTER_RX.pattern, "same_money": _SAME_MONEY, "limit_over": LIMIT_OVER_RX.pattern, "limit_cap": LIMIT_CAP_RX.pattern, "amount": AMOUNT_RX.pattern, "not_before": NOT_BEFORE_RX.pattern,
               "not_after": NOT_AFTER_RX.pattern, "not_between": NOT_BETWEEN_RX.pattern, "min_count": MIN_COUNT_RX.pattern, "hyphen_count": HYPHEN_COUNT_RX.pattern, "weekday_day_span": WEEKDAY_DAY_SPAN_RX.pattern, "done_by": DONE_BY_RX.pattern, "foreign_nth": FOREIGN_NTH_RX.pattern, "bare_price": BARE_PRICE_RX.pattern, "bare_price_min": BARE_PRICE_MIN, "clock_span_end": CLOCK_SPAN_END_RX.pattern, "draft_time": DRAFT_TIME_RX.pattern, "turn_time": TURN_TIME_RX.pattern})
CONFIG.update({"hours": HOURS_RX.pattern, "ends": ENDS_RX.pattern, "utc_offset": UTC_OFFSET_RX.pattern, "zone_id": ZONE_ID_RX.pattern,
               "hours_after_end_from": 360})
CONFIG.update({"crew_hours": CREW_HOURS_RX.pattern})
CONFIG.update({"word_nums": _WORD_NUM_RX.pattern, "loose_amount": _LOOSE_AMOUNT_RX.pattern, "subject_cap": SUBJECT_CAP_RX.pattern,
               "person_amount": _PERSON_AMOUNT_RX.pattern, "count_num": _COUNT_NUM_RX.pattern,
               "measure_after": _MEASURE_AFTER.pattern, "count_window": COUNT_WINDOW,
               "per_day": PER_DAY_RX.pattern})
# (every pattern these rules read is hashed into the identity: tests/test_identity_config.py)
CONFIG.update({"foreign_rx": _FOREIGN_RX.pattern, "weekday": WEEKDAY_RX.pattern, "weekday_short": WEEKDAY_SHORT_RX.pattern, "iso": ISO_RX.pattern, "freeze": FREEZE_RX.pattern, "dot_groups": _DOT_GROUPS.pattern,
               "money_scale": MONEY_SCALE_RX.pattern, "scales": _SCALES,})
CONFIG.update({"clock_threshold": CLOCK_THRESHOLD_RX.pattern, "amount_k_after": AMOUNT_K_AFTER_RX.pattern, "hours_cap": HOURS_CAP_RX.pattern, "clock": CLOCK_RX.pattern, "clock_span": "first to last clock time of the turn"})
CONFIG.update({"nth_weekdays_of": NTH_WEEKDAYS_OF_RX.pattern, "months_span": MONTHS_SPAN_RX.pattern,
               "months_span_max": MONTHS_SPAN_MAX})
CONFIG.update({"times_count": TIMES_COUNT_RX.pattern, "times_count_shared": "a word of four letters or more near the price"})
CONFIG.update({"next_fortnight": NEXT_FORTNIGHT_RX.pattern})
CONFIG.update({"money_band": [MONEY_BAND_RX.pattern, BAND_RULE_RX.pattern], "reading": [READING_RX.pattern, READING_AT_LEAST_RX.pattern], "kept_for": [KEPT_FOR_RX.pattern, KEPT_RECENT], "limits_asked": [MAY_DO_RX.pattern, PERSON_KG_RX.pattern, MAX_KG_RX.pattern], "temperature": [TEMP_UPPER_RX.pattern, TEMP_LOWER_RX.pattern, TEMP_READ_RX.pattern, TEMP_PLACE_RX.pattern, sorted(_TEMP_COMMON)], "time_on_days": TIME_ON_DAYS_RX.pattern, "numeric_full": NUMERIC_FULL_RX.pattern, "numeric_range": NUMERIC_RANGE_RX.pattern,
               "next_n_weekdays": NEXT_N_WEEKDAYS_RX.pattern, "month_doc": MONTH_DOC_RX.pattern, "week_number": WEEK_NUMBER_RX.pattern, "dated_weekday": DATED_WEEKDAY_RX.pattern,
               "days_off_after": DAYS_OFF_AFTER_RX.pattern, "no_weekends": NO_WEEKENDS_RX.pattern, "part_of_month": PART_OF_MONTH_RX.pattern, "last_reopen": LAST_REOPEN_RX.pattern, "month_window": MONTH_WINDOW_RX.pattern,
               "change_limit": [CHANGE_LIMIT_RX.pattern, VALUE_MOVE_RX.pattern]})

CONFIG.update({"only_before": ONLY_BEFORE_RX.pattern, "day_before_hour": DAY_BEFORE_HOUR_RX.pattern, "bare_hour_pm_below": 7,
               "record_each": RECORD_EACH_RX.pattern, "day_rate": DAY_RATE_RX.pattern, "days_counted": DAYS_COUNTED_RX.pattern, "counted": COUNTED_RX.pattern,
               "measure_after_count": MEASURE_AFTER_RX.pattern, "model_number": "a number after a mixed-case name inside a sentence",
               "left": LEFT_RX.pattern, "below": BELOW_RX.pattern, "unit_price_after": UNIT_PRICE_AFTER_RX.pattern, "joined_sums": "and, plus, as well as, also"})
# (every pattern above is in CONFIG by now: the hash covers them all)
CONFIG.update({"coming_day_date": "a bare day read as the coming one meets a record dated that day", "lapse_end": LAPSE_END_RX.pattern, "day_run_cap": DAY_RUN_CAP_RX.pattern, "run_asked": RUN_ASKED_RX.pattern})
CONFIG.update({"included_count": INCLUDED_COUNT_RX.pattern, "ordinal": ORDINAL_RX.pattern,
               "counted_short": _COUNTED_SHORT_RX.pattern, "percent_window": _PERCENT_WINDOW,
               "percent_stop": sorted(_PERCENT_STOP), "percent_more": sorted(_PERCENT_MORE),
               "discount_words": sorted(_DISCOUNT_WORDS)})
CONFIG["validity"] = [VALID_FOR_RX.pattern, DATED_YEAR_RX.pattern, _SPAN_NUMS]
CONFIG["crosses_any"] = "a money sum of one record over a money limit of another, in the same currency, no word shared"
CONFIG.update({"late_by": LATE_BY_RX.pattern, "budget_spent": BUDGET_SPENT_RX.pattern})  # (sixtieth round)
CALENDAR_SHA256 = sha256_json(CONFIG)
