"""Terms written another way (a key safe typed "keysafe", £3,000 typed "3k"), a topic typed ahead of the question
("indemnity — when does mine run out again?", "cpd - where am i at"), a later version than the one a question names
("ainda ... v2?"), a value set against the usual one that is no other place ("(not the usual 45)"), a common word at a
record's head (no other body's name), "till" meaning until, questions of the world in a few more shapes (a spreadsheet
question typed "sheets: ...", a general template, a word asked for in English, a difference asked with commas in
Romanian), a wish on how times are written for a text holding none, internal terms in a piece the public reads, codes
in a thank-you card, questions with no question mark, a count going to a customer, "who can sign off", someone typed in
lower case in another language, a list of other people, a weekend pastime, an acronym another record writes, a ratio
and the count it is applied to, and tasks asked in seven more languages. Cases written here (a garden centre, a dance
school, a marina, a dog groomer, a printer's, a cleaning firm, a boatyard, a florist, a lido, a joinery), read by the
real rules with the real embedding model and the real planner cues, and over gRPC by the real judge with its fitted
learned layer where the last pass acts. Every test fails at the rules before the round; the asserts marked "a guard"
pass at both."""

from datetime import date

from judge_svc import policy
from retold import cues
from tests.helpers import cand, judge_verdicts, verdicts

AUTUMN = date(2029, 10, 9)  # a Tuesday


async def _admit(make_stack, turn: str, draft: str, cands, today: date = AUTUMN) -> dict:
    return await judge_verdicts(make_stack, turn, draft, cands, today)


def test_a_key_safe_typed_as_one_word_is_the_key_safe():
    safe = cand("safe", "Mrs Gedling (LHC-0512, Hadley, round M2): key safe code is now 3318 (her son changed it; 6604 no "
                        "longer works).")
    got = verdicts("gedling keysafe again? at the door", [safe],
                   draft="- Check the access details in her care plan on the app\n- Or ring the office", today=AUTUMN)
    assert got["safe"][0] is True, got["safe"]
    assert "keysa" in policy.joined_terms("Mrs Gedling's key safe code is 3318")
    # a guard: a title and a name joined are no term ("Mrs Gedling" is not "mrsgedling")
    assert not policy.joined_terms("Mrs Gedling")


def test_thousands_typed_short_meet_thousands_in_full():
    deposit = cand("deposit", "Print deposits are 20% of the order value under £3,000 and 40% at £3,000 and over; the "
                              "balance is paid 14 days after delivery.")
    got = verdicts("deposit on the 3k+ ones again", [deposit],
                   draft="I don't have your deposit terms to hand. Print shops typically take 25-50% up front on bigger "
                         "orders.", today=AUTUMN)
    assert got["deposit"][0] is True, got["deposit"]
    assert policy.thousands_terms("bookings of 3k or more") == policy.thousands_terms("orders of £3,000 and over")


def test_a_topic_typed_ahead_of_when_is_still_a_when_question_of_the_users_own():
    cover = cand("cover", "Nadia's Brightwater indemnity certificate expires 30 November 2029; renewal quote £296.",
                 own=True)
    got = verdicts("indemnity — when does mine run out again?", [cover],
                   draft="Check your Brightwater policy schedule: most indemnity policies renew each year on the start "
                         "date, and the certificate shows the period of cover.", today=AUTUMN)
    assert got["cover"][0] is True, got["cover"]


def test_where_am_i_at_asks_after_the_users_own_standing():
    hours = cand("hours", "Oskar's HCPC CPD: 14 of 30 activities logged, audit window closes 30 June 2030, reflective "
                          "statement still to do.", own=True)
    got = verdicts("cpd - where am i at", [hours],
                   draft="- HCPC asks for a continuous, up-to-date CPD record\n- Keep a mix of learning activities\n"
                         "- Write a summary of your practice\n- Check the HCPC site for audit dates", today=AUTUMN)
    assert got["hours"][0] is True, got["hours"]
    assert policy.OWN_STATUS.match("where am i at")
    # where someone else stands is no question of the user's own
    assert not policy.OWN_STATUS.match("where is Mia at")


def test_a_later_version_than_the_one_asked_about_answers_a_still_question():
    v3 = cand("v3", "From 1 September 2029 the berth licence uses form MB-LIC-v3: clause 4 adds the winter haul-out fee.")
    got = verdicts("ainda usamos o contrato v2 da marina?", [v3],
                   draft="Se não houve alteração, continua com a v2. Confirme na pasta de modelos.", today=AUTUMN)
    assert got["v3"][0] is True, got["v3"]
    # a guard: an earlier version than the one asked about tells nothing new
    v1 = cand("v1", "The berth licence form MB-LIC-v1 was replaced in 2027.")
    assert verdicts("ainda usamos o contrato v2 da marina?", [v1],
                    draft="Se não houve alteração, continua com a v2.", today=AUTUMN)["v1"][0] is False


def test_a_value_set_against_the_usual_one_is_no_other_place():
    assert not policy.ELSEWHERE.search("must reach the site within 25 minutes (not the usual 45)")
    # a guard: an aside that sets the record apart from a namesake still does
    assert policy.ELSEWHERE.search("Riverside Moorings (not the Riverside boatyard) charge £18 a night")
    sla = cand("sla", "Keelson Yacht Club call-out: the duty engineer must be on the pontoon within 25 minutes "
                      "(not the usual 45); gate fob F-22 in the key cabinet.")
    got = verdicts("ile mam czasu na dojazd do keelson jak zadzwonią?", [sla],
                   draft="Zwykle to 45 minut od telefonu; sprawdź umowę klienta.", today=AUTUMN)
    assert got["sla"][1] != 5, got["sla"]  # (not read as another organisation's)


def test_a_common_word_at_a_records_head_is_no_other_bodys_name():
    # ("Salsa" heads one record and is written in lower case in another: a kind of class, not a body)
    basic = cand("basic", "Salsa workshop: max 16 per class, £12 per person incl. a drink; Fri 19:00, Sat 15:00 in the "
                          "Loft.")
    kids = cand("kids", "Kids' salsa class (Amy's): Saturdays 10:00, max 12, ages 6-11, £6.")
    got = verdicts("¿cuántas plazas hay por clase y cuánto cobramos? una señora pregunta por teléfono", [basic, kids],
                   draft="Las clases suelen tener entre 10 y 20 plazas y cuestan entre £8 y £15 por persona.",
                   today=AUTUMN)
    assert got["basic"][1] != 5, got["basic"]


def test_till_meaning_until_ties_no_record_on_a_shops_till():
    assert "till" not in policy.specific_tokens("Jo's in charge of the counter till I'm back at 2")
    # a guard: the shop's till is still a till
    assert "till" in policy.specific_tokens("the till drawer sticks")
    freeze = cand("freeze", "Till prices are frozen from 1 October to 31 October 2029: no price changes at all.")
    got = verdicts("write a quick msg to the staff: im out thurs morning, Jo's in charge till I'm back ~2pm", [freeze], draft="Morning all, I'm out Thursday morning and back around 2pm. Jo's in charge.",
                   today=AUTUMN)
    assert got["freeze"][0] is False, got["freeze"]


def test_more_questions_of_the_world():
    for turn in ("sheets: count rows in col B where col D says paid",
                 "what's a good outline for a client kick-off meeting? general template",
                 "nota de crédito en inglés?",
                 "Care e diferența, pe scurt, între un trandafir de grădină și unul de seră?"):
        assert policy.IN_GENERAL.search(turn) or cues.GENERAL_MARKERS.search(turn), turn
    price = cand("price", "2029 private lessons: 30 min £24, 60 min £42; 20% deposit at booking.")
    got = verdicts("sheets: sum col C (fees) only where col E says private", [price],
                   draft='=SUMIF(E:E,"private",C:C)', today=AUTUMN)
    assert got["price"][0] is False, got["price"]
    # a guard: the user's own spreadsheet of their own figures is still theirs
    assert not policy.IN_GENERAL.search("whats in col C of my fees sheet")


def test_a_wish_on_how_times_are_written_leaves_a_text_with_no_time_alone():
    assert policy.value_wish_unmet("whats the tidy way to log a lost property handover",
                                   "- Item, where found, who handed it in\n- Who it went to and their ID",
                                   "Priya wants all times in 24-hour format, always.")
    # a guard: a draft holding a time of day is changed by it
    assert not policy.value_wish_unmet("write the rota note", "Doors open at 7pm, close 11pm.",
                                       "Priya wants all times in 24-hour format, always.")


async def test_a_piece_the_public_reads_takes_no_internal_terms(make_stack):
    rate = cand("rate", "From 1 January 2029, Lantern Events pays Quay Crew £16.40/h per steward (was £15.90).")
    ratio = cand("ratio", "Harbour Festival: 1 steward per 300 visitors; first aiders on both gates.")
    turn = "short 'about us' for the Quay Crew website pls - 6 yrs of festival crews, harbour events + regattas"
    got = await _admit(make_stack, turn, "About us\nQuay Crew has staffed festivals and regattas for six years...",
                       [rate, ratio])
    assert not got["rate"].admitted and not got["ratio"].admitted, got
    assert policy.public_piece(turn) and policy.public_internal(turn, rate.record.text)
    # a guard: a task for the team's own use is no piece the public reads
    assert not policy.public_piece("draft the crew brief for the harbour festival")


async def test_a_thank_you_card_takes_no_codes(make_stack):
    code = cand("code", "Mr Adair (florist account 0417): side gate code is now 5521 (his son changed it; 1180 no longer "
                        "works).")
    turn = "write a short thank u card for Mr Adair's son, he keeps leaving us coffee at the van"
    got = await _admit(make_stack, turn, "Dear [name],\nThank you so much for the coffee...", [code])
    assert not got["code"].admitted, got["code"]
    assert policy.courtesy_figures(turn, code.record.text)
    # a guard: a delivery note is no card of thanks
    assert not policy.courtesy_figures("write the delivery note for Mr Adair", code.record.text)


def test_a_later_sentence_asking_what_the_user_may_do_is_a_question():
    for turn in ("ellis. the hedge trimmer one. do i chase or leave it",
                 "pontoon alarm just went off. can i go down alone or wait for someone",
                 "Rhys wants £1,900 of oak for the counter tops. yes or no"):
        tc = cues.analyse(turn)
        assert tc.question and tc.needs_lookup, turn
    # a guard: a plain statement is still no question
    assert not cues.analyse("the hedge trimmer came back today. all good").question


def test_a_count_going_to_a_customer_is_the_users_own():
    tc = cues.analyse("how many 6ft spruces are going to hillside nurseries")
    assert not tc.generic and tc.needs_lookup
    # a guard: a count in the world stays general
    assert cues.analyse("how many people go to the world cup usually?").generic
    assert cues.analyse("how many marshals do i need for sat 14th at the lido, total").needs_lookup


def test_who_can_sign_off_asks_who_signs():
    rule = cand("rule", "Purchases over £750 (hardwood, tools, fixings) need Owen's sign-off; while Owen is at IWF, Leah "
                        "may sign up to £1,500 and anything larger waits for Owen.")
    away = cand("away", "Owen is at IWF in Atlanta 8-12 October 2029 (Eastern time), flying back overnight and in the "
                        "yard on Monday 15 October.")
    got = verdicts("who can sign off spend while im in atlanta", [rule, away],
                   draft="Whoever you formally delegate to. Send the team a note naming who signs and up to what "
                         "amount.", today=AUTUMN)
    assert got["rule"][0] is True, got["rule"]


def test_someone_typed_small_in_a_question_in_another_language_is_named():
    away = cand("away", "Owen is at the trade fair 8-12 October 2029; Leah signs off anything urgent while he is away.")
    got = verdicts("¿owen vuelve cuándo? tengo que pedirle el ok pa la madera", [away],
                   draft="No tengo la agenda de Owen. Mándale un mensaje.", today=AUTUMN)
    assert got["away"][0] is True, got["away"]


async def test_a_list_of_other_people_is_not_about_the_one_the_turn_names(make_stack):
    listed = cand("listed", "Upcoming forklift licence expiries: Sam Okoro 20/11/2029; Dan Pryce 09/12/2029; Tomasz "
                            "Lis 14/12/2029, renewal booked; Priya Kaur 30/01/2030.")
    turn = "draft a friendly nudge to Kwabena - his first aid cert expires 19/11/2029, needs to book a course"
    got = await _admit(make_stack, turn, "Hi Kwabena,\nQuick heads-up: your first aid certificate expires on "
                       "19/11/2029. Could you book a refresher before then?\nThanks", [listed])
    assert not got["listed"].admitted, got["listed"]
    assert policy.others_listed(turn, listed.record.text)
    # a guard: a list naming the person the turn names is about them too
    assert not policy.others_listed("draft a nudge to Priya about her licence", listed.record.text)
    # a guard: a rate naming a studio, a place, a month and who signed it off lists no people
    assert not policy.others_listed("Kerry wants studio 2 on tues 1 Jun, can u do me a quote", "From 1 April 2029, "
                                    "Studio 2 (Canton) evening hire is £28 per hour. Signed off by Helen.")
    # a list asked for by "who" is the answer: "tell her who she'll shadow"
    assert not policy.others_listed("Write a welcome note for Kwabena, starting Monday. Tell him who he'll shadow.",
                                    listed.record.text)
    # a wish on how the user writes to customers is no list of them
    assert not policy.others_listed("draft a reply to Kwabena about his booking", "When emailing customers such as "
                                    "Okoro, Pryce or Wisniewski, Leah wants British spelling and a warm sign-off.")


def test_a_weekend_pastime_answers_no_question_on_its_own_thing():
    hobby = cand("hobby", "Dafydd spends weekends restoring a Land Rover; the gearbox is still whining.", own=True)
    got = verdicts("Series 3 gearbox still whining after fresh oil. What next?", [hobby],
                   draft="Check the oil level and grade first, then the layshaft bearings and the mainshaft nut; a whine "
                         "in one gear only points at that gear pair.", today=AUTUMN)
    assert got["hobby"][0] is False, got["hobby"]
    assert policy.PASTIME.search(hobby.record.text)


async def test_a_record_spelling_out_the_turns_acronym_gives_way_to_the_one_that_writes_it(make_stack):
    ours = cand("ours", "Cardiff Youth Choir (CYC): 30 folders to be bound by 20 October 2029, before their tour.")
    twin = cand("twin", "Cardigan Youth Club: 8 folders to be bound by 2 November 2029.")
    turn = "plan the binding for the next few days so CYC is ready on time"
    got = await _admit(make_stack, turn, "Spread the work evenly over the next three working days.", [ours, twin])
    assert not got["twin"].admitted, got["twin"]
    assert policy.acronym_twin(turn, twin.record.text, [ours.record.text])
    # a guard: the record that writes the acronym is no twin
    assert not policy.acronym_twin(turn, ours.record.text, [twin.record.text])
    # a guard: a record writing the acronym alone ("the 14 Oct CYC concert") names the same body as the one spelling it
    assert not policy.acronym_twin(turn, ours.record.text.replace(" (CYC)", ""), ["Doors for the 14 Oct CYC concert "
                                                                                 "may move to 18:30."])


def test_a_ratio_takes_the_count_of_people_it_is_applied_to():
    ratio = cand("ratio", "Lakeside Lido, swim events: 1 marshal per 40 swimmers in the water, 1 per 200 spectators on the "
                          "bank, plus 2 first aiders at the finish.")
    event = cand("event", "Sun 14 Oct 2029: Autumn Splash at Lakeside Lido; start 09:00, last wave 11:30; 320 swimmers + "
                          "900 spectators.")
    got = verdicts("how many marshals do i need for sun 14th at the lido, total", [ratio, event],
                   draft="It depends on numbers: a common rule is about 1 marshal per 40 swimmers. Send me the entry "
                         "numbers and I'll work it out.", today=AUTUMN)
    assert got["ratio"][0] is True and got["event"][0] is True, got


def test_tasks_asked_in_more_languages_are_tasks():
    for turn in ("kirjuta mulle reedeks sadama avamise kontrollnimekiri",   # Estonian
                 "kirjoita lyhyt viesti iltavuorolle",                       # Finnish
                 "tee kyltti: kahvi 2 € vastaanotossa",                      # Finnish
                 "scrie-mi briefingul pentru echipă pentru sâmbătă, scurt",  # Romanian
                 "escriu-me un correu per al client de dissabte",            # Catalan
                 "naplánuj směny na příští týden",                           # Czech
                 "készíts egy listát a szombati műszakról"):                 # Hungarian
        assert cues.analyse(turn).task, turn
    # a guard: an English word spelt alike is no task
    assert not cues.analyse("tee time at 9 tomorrow ok?").task
