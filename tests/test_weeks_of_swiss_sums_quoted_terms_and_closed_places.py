"""A freeze and a wish for "the week of" a day, an allergy to another thing than the turn's, a named person's limit paired with what
a rota's day holds, money written the Swiss way, a freeze on edits against a change to be made, a cap on graves a day,
a closure of another place than the turn names, a term a rule quotes, how often a check is done, and who holds a role
of the user's that day. Cases written here (a bakery with two shops and a market stall, and a cemetery service with
two cemeteries), read by the real rules with the real embedding model. Every test fails at the previous rules; the
asserts marked "a guard" pass at both."""

from datetime import date

from judge_svc import policy
from retold import calendar, cues
from tests.helpers import cand, classified, verdicts

AUG = date(2026, 8, 3)  # a Monday
MAR = date(2026, 3, 16)  # a Monday


def test_a_record_for_the_week_of_a_day_holds_those_seven_days_and_a_wish_for_it_none():
    # a freeze for the week holds its seven days
    assert calendar.record_rules("w/c 10 Aug: no changes to the till system.", today=AUG).ranges == [(10, 8, 16, 8)]
    # a wish for the week binds by what it is about: it holds no stretch, and the laptop "being repaired" in it puts
    # nothing out of use on every day of the year
    rules = calendar.record_rules("For the week of 10 Aug only, Nia wants notices written as a text she can paste into "
                                  "the shop group (her laptop is being repaired).", today=AUG)
    assert rules.ranges == []
    wish = cand("wish", "For the week of 10 Aug only, Nia wants notices written as a text she can paste into the shop "
                        "group (her laptop is being repaired).", own=True)
    got = verdicts("write the notice for the shop door: closed Sat 22nd for the stocktake", [wish],
                   draft="Closed Saturday 22 August for our stocktake. Back to normal on Sunday.", today=AUG)
    assert got["wish"][0] is False


def test_an_allergy_of_someone_the_turn_does_not_name_to_another_thing_answers_no_allergy_question():
    sam = classified("sam", "Sam Okoro (Saturday staff) has a severe sesame allergy and carries an EpiPen; he must not "
                            "handle the tahini buns.")
    got = verdicts("customer with a walnut allergy asking if the rye loaf is safe for him?? what do I say", [sam],
                   draft="Check the allergen label and don't guess; if it may contain nuts, say it isn't suitable.",
                   today=AUG)
    assert got["sam"][0] is False and "another thing" in got["sam"][2]
    # a guard: the same allergy the turn asks about is no other thing
    same = verdicts("customer with a sesame allergy asking if the tahini buns are safe for him?? what do I say",
                    [sam], draft="Tahini is sesame: they are not safe for a sesame allergy.", today=AUG)
    assert "another thing" not in same["sam"][2]


def test_money_written_the_swiss_way_crosses_a_limit_written_the_same_way():
    assert calendar.crosses("a new oven from Backtechnik Chur, CHF 2'650 incl. VAT",
                            "Purchases over CHF 2'000 need Urs's sign-off.")
    # a guard: under the limit it crosses nothing
    assert not calendar.crosses("a new mixer, CHF 1'900", "Purchases over CHF 2'000 need Urs's sign-off.")


def test_a_freeze_on_edits_binds_a_booking_moved_on_its_days_when_the_user_asks_what_to_answer():
    freeze = cand("freeze", "Till system migration freeze 10-14 Aug 2026: no edits at all on existing cake orders; new "
                            "orders go on the paper book and are entered afterwards.")
    assert cues.AUTHORITY.search("what do i tell her?")
    got = verdicts("lady on the phone, order CK-0412, wants to move from the 20th to the 21st. she'll ring back on "
                   "12 Aug to confirm. what do I tell her?", [freeze],
                   draft="Tell her that's fine: when she rings on 12 August we'll move the cake to the 21st.", today=AUG)
    assert got["freeze"][0] is True


def test_a_cap_on_how_many_a_day_written_without_of_is_crossed():
    assert calendar.crosses_count("plan thursday: 3 new graves at Eastfield",
                                  "Until the digger is back all graves are hand dug, maximum 2 graves a day.")
    # a guard: within the cap nothing is crossed
    assert not calendar.crosses_count("plan thursday: 2 new graves at Eastfield",
                                      "Until the digger is back all graves are hand dug, maximum 2 graves a day.")


def test_a_named_place_closed_is_no_bar_to_work_at_another_place_the_turn_names():
    closed = cand("closed", "Old Road Cemetery is closed for new graves; reopenings only with the grave owner's signed "
                            "consent.")
    depths = cand("depths", "Eastfield grave depths: single 1,370 mm, double 1,830 mm; shoring below 1,200 mm.")
    got = verdicts("plan thursday for me: 2 new graves at eastfield, services 11:00 and 14:30. who digs what",
                   [closed, depths], draft="Thursday: team A digs the 11:00 grave first, team B the 14:30.", today=MAR)
    assert got["closed"][0] is False
    # a guard: the closed place itself, named, is closed
    there = verdicts("plan thursday for me: 2 new graves at old road cemetery. who digs what", [closed, depths],
                     draft="Thursday: team A digs both graves at Old Road.", today=MAR)
    assert there["closed"][0] is True
    # someone the turn names, whose record opens with their name, is no other place
    sam = cand("sam", "Sam Reid digs graves on Tuesdays and Thursdays.")
    diggers = verdicts("plan thursday for me: 2 new graves, Sam and Ola dig. who digs what", [closed, sam],
                       draft="Sam digs the first, Ola the second.", today=MAR)
    assert "another it names" not in diggers["closed"][2]
    # nor is a common word after "to" ("a whatsapp to the team about ..."), however many records open with "Team"
    service = cand("service", "Van 2 is booked in at Hartley Motors on Thu 19 March for service and MOT, off the road "
                              "08:00-17:00; Van 1 is lead vehicle that day.")
    rules = cand("rules", "Only members on the approved driver list, aged 25+ with the emergency driving course passed, "
                          "may drive team vehicles on blue lights; others may drive them under normal road rules.")
    crew = cand("crew", "Team vehicles are washed every Friday after the last shout.")
    notice = verdicts("need a whatsapp to the team about V2 going in for service: when, what we run on that day, and a "
                      "reminder about who's allowed on blues", [service, rules, crew],
                      draft="V2 is in for its service on [date]; V1 leads that day. Only approved drivers on blues.",
                      today=MAR)
    assert notice["service"][0] is True
    # a guard: nor is a piece of kit out of service a place closed, whatever place the turn names
    hoist = cand("hoist", "Of our two chain hoists, hoist B is out of service (slipping brake) until the engineer signs "
                          "it off.")
    venue = cand("venue", "Rotterdam Ahoy: flying points rated 500 kg each; rigging plot due ten days ahead.")
    flown = verdicts("When we fly in Rotterdam on the 30th I want the banner dead-hung on both hoists. Can you write "
                     "me the flying sequence?", [hoist, venue], draft="1. Hang both hoists. 2. Lift the banner.",
                     today=MAR)
    assert "another it names" not in flown["hoist"][2]


def test_a_rule_quoting_a_term_the_turn_uses_binds_it():
    k = cand("k", "Eastfield Section K is waterlogged until May: the pump must be on site and no 'for three' graves "
                  "in Section K until then.")
    got = verdicts("Hollis family want a new for three in K, plot 118, fri 27th. ok to say yes?", [k],
                   draft="Friday 27th gives enough notice, so yes, once the paperwork is in.", today=MAR)
    assert got["k"][0] is True and "for three" in got["k"][2]


def test_how_often_a_check_is_done_is_news_beside_a_draft_that_says_only_periodically():
    thermal = cand("thermal", "Brighouse thermal disinfection standard: 71°C held for 3 minutes or 65°C for 10 minutes "
                              "(HTM 01-04), verified monthly with a data-logger run.")
    got = verdicts("our HTM time/temp for thermal disinfection + how we verify it?", [thermal],
                   draft="Brighouse standard: 71°C held for 3 minutes or 65°C for 10 minutes (HTM 01-04), verified with "
                         "a periodic data-logger run.",
                   today=MAR)
    assert got["thermal"][0] is True
    # a guard: a draft that says monthly leaves nothing new
    said = verdicts("our HTM time/temp for thermal disinfection + how we verify it?", [thermal],
                    draft="Brighouse standard: 71°C for 3 minutes or 65°C for 10 minutes (HTM 01-04), verified monthly "
                          "with a data-logger run.", today=MAR)
    assert said["thermal"][0] is False


def test_who_holds_a_role_of_the_users_that_day_is_asked_by_whos_my():
    assert policy.WHOM_TO.search("S1 shot tue 15th - who's my second?")
    assert policy.APPOSITION_ROLE.match("Gareth Hughes, Rhian's second shotfirer, is on leave 10-21 Sept 2026.")
    leave = cand("leave", "Gareth Hughes, Rhian's second shotfirer, is on leave 10-21 Sept 2026.")
    got = verdicts("S1 shot tue 15th - who's my second?", [leave], draft="Your usual second, if he's on shift.",
                   today=date(2026, 9, 8))
    assert got["leave"][0] is True
