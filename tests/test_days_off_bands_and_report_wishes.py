"""Days off named before what they are, a time kept on some days (no list of working days), dates written in figures
with their year, the next few of one weekday, a month after "for" in another language, plans that say who is on each
day, the lowest band of a ladder of sign-offs, a limit the turn crosses set beside a look-alike, the user's wishes for
a kind of report (by an acronym, a write-up, a turn in another language, however many names the task carries), how
the user signs emails, and purchase orders, discounts, quotes and amounts written with the currency after them.
Cases written here (a city farm with a café, a shop and school visits), read by the real rules with the real
embedding model. Every test fails at the previous rules; the asserts marked "a guard" pass at both."""

from datetime import date

from retold import calendar, cues
from tests.helpers import cand, verdicts

SEP = date(2026, 9, 15)  # a Tuesday
ROTA_DRAFT = "Sat: Ayo and Kit on the yard, Bea in the café; Sun: Ayo and Lena on the yard, Kit in the café."


def test_days_off_named_before_what_they_are_rule_those_days_out():
    rules = calendar.record_rules("Ayo Bankole works Tuesday to Saturday only; Sundays and Mondays are his days off.")
    assert rules.forbidden == {6, 0} and rules.allowed == {1, 2, 3, 4, 5}
    assert calendar.record_rules("Friday is her rest day.").forbidden == {4}
    assert calendar.record_rules("Tuesdays are market days at the shop.").forbidden == set()  # a guard


def test_a_time_kept_on_some_days_is_no_list_of_working_days():
    assert calendar.record_rules("Kit works compressed hours and finishes at 14:00 on Fridays.").allowed == set()
    assert calendar.record_rules("Lena starts at 10:00 on Mondays and Thursdays.").allowed == set()
    assert calendar.record_rules("Bea works Tuesdays and Fridays only.").allowed == {1, 4}  # a guard


def test_dates_written_in_figures_with_their_year_are_read_in_a_record():
    rules = calendar.record_rules("Lena Hart is on leave 28/09/2026 to 09/10/2026; Kit covers the goat pens.")
    assert rules.ranges == [(28, 9, 9, 10)]
    assert (28, 9) in rules.dates and (9, 10) in rules.dates
    assert calendar.record_rules("Closed 3.11.2026 for the boiler service.").dates == {(3, 11)}


def test_the_next_few_of_one_weekday_are_the_days_a_rota_covers():
    when = calendar.turn_when("Draw up the Saturday café rota for the next four Saturdays.", SEP)
    assert {(19, 9), (26, 9), (3, 10), (10, 10)} <= when.days | when.span
    assert (17, 10) not in when.days | when.span  # a guard: four, not five
    leave = cand("leave", "Lena Hart is on leave 28/09/2026 to 09/10/2026; Kit covers the goat pens.")
    got = verdicts("Draw up the Saturday café rota for the next four Saturdays for Lena, Kit and Bea.", [leave],
                   draft=ROTA_DRAFT, today=SEP)
    assert got["leave"][0] is True


def test_a_month_after_for_in_another_language_is_the_stretch_a_rota_covers():
    assert len(calendar.turn_when("Zrób mi grafik dyżurów weekendowych na listopad.", SEP).span) == 30
    assert len(calendar.turn_when("Mach mir den Dienstplan für November.", SEP).span) == 30


def test_a_plan_that_says_who_is_on_each_day_is_a_staffing_task():
    assert "staffing" in cues.analyse("Draft the lambing plan for the week of 19 October, with who's on each day.").triggers
    assert "staffing" in cues.analyse("Draw up the Saturday café rota for the next four Saturdays.").triggers
    assert "staffing" not in cues.analyse("Who is on the board this year?").triggers  # a guard
    days = cand("days", "Ayo Bankole, the yard lead, works Tuesday to Saturday.")
    got = verdicts("Draft the lambing plan for the week of 19 October: two night checks and one vet visit, with who's on "
                   "each day.", [days], draft="Mon-Sun: one person on nights, the vet on Wednesday.", today=SEP)
    assert got["days"][0] is True


def test_the_lowest_band_of_a_ladder_of_sign_offs_is_a_limit():
    ladder = ("Purchase approvals: under £500 ex-VAT Bea signs off; £500-£5,000 the farm manager; over £5,000 the "
              "trustees plus three quotes.")
    assert calendar.crosses("I need the £1,200 fencing order approved today.", ladder)
    assert not calendar.crosses("I need the £300 feed order approved today.", ladder)  # a guard
    assert not calendar.crosses("Kids under 5 go free.", "Tickets under 5 are free.")  # a guard: no money


def test_a_limit_the_turn_crosses_is_kept_beside_a_look_alike():
    # (the user's own name in another record makes the limit's head read as another thing of the trade list's kind)
    limit = cand("limit", "Gwenllian can give up to 15% off trade list herself; deeper discounts need Sunita Rao's approval.")
    price = cand("price", "From 1 September 2026 the Farmhouse goat's cheese trade list price is £9.50 per round ex-VAT.")
    welsh = cand("welsh", "Answering Gwenllian in Welsh is fine when it is easier for her.", own=True)
    got = verdicts("Hollybank Deli want 18% off on 40 rounds of Farmhouse for a Christmas order. Can I just say yes?",
                   [limit, price, welsh], draft="Yes, 18% on a 40-round order sounds fair; confirm the delivery date.",
                   today=SEP)
    assert got["limit"][0] is True and "over the limit of 15" in got["limit"][2]
    assert "spending" in cues.analyse("They're asking for 20% off. Can I just quote them that?").triggers
    assert "spending" not in cues.analyse("what is 20% off 50?").triggers  # a guard: a sum, nobody asking


def test_wishes_for_a_kind_of_report_bind_the_report_the_task_writes():
    nc = cand("nc", "When Bea is writing incident or non-conformance reports: past tense, no adjectives, and end with "
                    "the action owner and due date.", own=True)
    board = cand("board", "When Bea writes board reports, round money to the nearest thousand.", own=True)
    got = verdicts("Write the NC report: Salmonella positive on the petting barn handwash swab, sampled 11 September.",
                   [nc, board], draft="Non-conformance: a swab from the petting barn handwash tested positive.", today=SEP)
    assert got["nc"][0] is True
    assert got["board"][0] is False  # a guard
    trial = cand("trial", "When Bea is writing feed trial write-ups, put the numbers in a table first and the "
                          "commentary after.", own=True)
    got = verdicts("Write up the kid goat feed trial: old pellet vs new pellet, weight gain 180 g vs 210 g a day over "
                   "six weeks.", [trial], draft="The new pellet gave faster weight gain over six weeks.", today=SEP)
    assert got["trial"][0] is True
    report = cand("report", "When Bea writes a school visit report, the report must be in formal English even if she "
                            "chats in Portuguese.", own=True)
    got = verdicts("Escreve o relatório da visita escolar para a St Anne's: 28 alunos, sem incidentes.", [report],
                   draft="Relatório da visita: 28 alunos da St Anne's visitaram a quinta sem incidentes.", today=SEP)
    assert got["report"][0] is True


def test_how_the_user_signs_emails_binds_an_email_the_task_writes():
    sign = cand("sign", "Sign Bea's emails 'Bea Okafor, Visits Coordinator'.", own=True)
    got = verdicts("Email Mrs Hallam to book her class in for Thursday at 10am for the lambing tour.", [sign],
                   draft="Dear Mrs Hallam, I'm pleased to confirm your class for Thursday at 10am. Best wishes, Bea",
                   today=SEP)
    assert got["sign"][0] is True
    assert "writing" in cues.TRIGGER_CONSTRAINTS and cues.TRIGGER_CONSTRAINTS["writing"].search(sign.record.text)


def test_purchase_orders_quotes_and_amounts_with_the_currency_after_them():
    assert "spending" in cues.analyse("Put together a PO for 300 kg of hay from Ridings so I can send it today.").triggers
    assert "spending" in cues.analyse("Fencing Direct cotiza 16.400 € por la valla nueva. ¿Qué hago antes de pedirla?"
                                      ).triggers
    assert "writing" in cues.analyse("Quote please for Hillside Primary: six school visits over the year.").triggers
    assert "writing" in cues.analyse("The school wants a birthday party for 20. Put a quote together.").triggers
    assert not cues.analyse("which PO-4471 was that?").triggers  # a guard: a code, no order to raise
    assert "writing" not in cues.analyse("The vet quoted £980 for the scan.").triggers  # a guard


def test_the_event_a_task_arranges_comes_with_it_on_the_days_the_turn_names():
    day = cand("day", "Bea is organising the animal handling training day on 24 September 2026 in the barn classroom.")
    needs = cand("needs", "Two of the volunteers on the animal handling course are vegetarian.")
    got = verdicts("Book the room and sort lunch for next week's training day, about 18 people.", [day, needs],
                   draft="I'll book the classroom and order sandwiches for 18 with a vegetarian option.", today=SEP)
    assert got["day"][0] is True and "24/9" in got["day"][2]
    got = verdicts("Book the room and sort lunch for the training day in three weeks, about 18 people.", [day],
                   draft="I'll book the classroom and order sandwiches for 18.", today=SEP)
    assert got["day"][0] is False  # a guard: another week than the record's day


def test_an_email_to_the_caterer_with_the_dietary_list_feeds_people():
    assert "feeding" in cues.analyse("Can you draft the email to the caterer with the dietary list for the volunteers' "
                                     "first dinner?").triggers
    assert "feeding" not in cues.analyse("Can you draft the email to the farrier about Tuesday?").triggers  # a guard
    assert "feeding" not in cues.analyse("list the 14 allergens UK caterers have to declare").triggers  # a guard


def test_who_signs_a_thing_off_is_asked_of_the_user_s_own_organisation():
    assert not cues.analyse("how long is a hoof trim and who has to sign it off?").generic
    assert cues.analyse("how long is a hoof trim in general, and who signs it off?").generic  # a guard
    assert cues.analyse("how long is a marathon?").generic  # a guard


def test_days_a_thing_is_done_on_and_an_act_ruled_out_are_rules():
    assert cues.CONSTRAINT_FORM.search("Sunnyside Cemetery burials are on Wednesdays (the office is short on Tuesdays).")
    assert cues.CONSTRAINT_FORM.search("All cutting in the workshop is wet cutting; no dry cutting on any stone.")
    assert not cues.CONSTRAINT_FORM.search("The goats are fed hay in the morning.")  # a guard
    days = cand("days", "From May 2026 Sunnyside Cemetery school visits are on Wednesdays (the office is short-staffed on "
                        "Tuesdays).")
    got = verdicts("Do me the visits plan for w/c 21 September. Me, Kit and Lena. 3 Sunnyside Cemetery visits and the "
                   "Hallam group at the farm.", [days], draft="Mon: Sunnyside; Tue: Sunnyside; Wed: Hallam; Thu: Sunnyside.",
                   today=SEP)
    assert got["days"][0] is True


def test_a_question_opening_when_is_answered_by_the_record_telling_that_time():
    ticket = cand("ticket", "Bea's IPAF ticket (needed for MEWP work on the barn roof) expires 2026-12-12.", own=True)
    got = verdicts("When does my IPAF run out?", [ticket],
                   draft="IPAF PAL cards are valid for five years; check the date on yours.", today=SEP)
    assert got["ticket"][0] is True


def test_a_question_in_work_shorthand_is_read_as_the_spelled_out_question():
    chain = cand("chain", "Cold chain rule: stock stays between 2 and 5°C in transit and the temperature logger printout "
                          "goes with the proof of delivery.")
    draft = "Chilled goods are usually kept between 0 and 5°C."
    short = verdicts("what temp range do we hold in the van again", [chain], draft=draft, today=SEP)["chain"][2]
    full = verdicts("what temperature range do we hold in the van again", [chain], draft=draft, today=SEP)["chain"][2]
    assert short == full  # the same reading, "(similarity 0.38)", whichever way the word is typed



def test_welsh_questions_read_their_question_words_and_menus():
    from retold import gloss
    assert gloss.gloss("Beth yw fformat y cod tag eto?", names=False) == "what format"
    assert "menu" in gloss.gloss("Pryd mae Bethan i ffwrdd eto? Angen gwybod ar gyfer y bwydlenni.", names=False)
    tag = cand("tag", "Ear tag code format is UK-123456-00001: the flock number, then the animal's own five digits.")
    got = verdicts("Beth yw fformat y cod tag eto?", [tag],
                   draft="Mae fformat y cod tag fel arfer yn dangos rhif y fferm a rhif yr anifail.", today=SEP)
    assert got["tag"][0] is True
