"""Questions asked of the world rather than of the user's own ("... in the UK?", "whats a typical ...", sums written
out, a quoted sentence to correct), figures that are no dates ("7.5 h"), requests for advice in other shapes, a walk-in
cold room and a delivery driver (no walking, no order), matters kept from colleagues in more words, the diets of
people a meal is for, namesakes a record sets apart, and the absence of the person a task is sent to. Cases written
here (a tree-surgery contractor and its climbing crews), read by the real rules with the real embedding model."""

from datetime import date

from judge_svc import policy as judge
from retold import calendar, cues
from tests.helpers import cand, classified, verdicts

UNKNOWN = "I don't have that stored; check the crew sheet."


# --- asked of the world, not of the user's own ---------------------------------------------------------------------

def test_a_question_on_what_a_country_allows_takes_no_house_rule():
    rule = cand("rule", "Harwood Trees rule: climbers work at most 8 hours aloft per day; no climbing after 18:00.")
    for turn in ("max hours a tree surgeon can climb in a day in the UK?",
                 "max daily climbing hours again, uk/eu rules"):
        got = verdicts(turn, [rule], draft="There is no statutory cap specific to climbers; the Working Time "
                                           "Regulations limit average weekly hours to 48.")
        # (said so, so that the learned layer cannot read it as an answer merely short of support)
        assert got["rule"][0] is False and judge.ASKED_IN_GENERAL in got["rule"][2], turn
    # asked of the user's own rule, it answers
    assert verdicts("what's our max hours aloft per day?", [rule], draft=UNKNOWN)["rule"][0] is True


def test_what_is_typical_asked_as_such_takes_no_record_of_ours():
    rate = cand("rate", "Climbing arborist day rate on the Harwood council contract is £240, ground staff £165.")
    got = verdicts("whats a typical day rate for a climbing arborist and why", [rate],
                   draft="Around £200-£280 a day for an experienced climber, depending on region and tickets.")
    assert got["rate"][0] is False
    assert verdicts("whats our day rate for climbers on the council contract?", [rate], draft=UNKNOWN)["rate"][0] is True


def test_arithmetic_written_out_on_the_turns_own_figures_takes_no_stored_answer():
    loads = cand("loads", "Chipper trailer loads: small 2.5 t, large 4 t; never over 3.5 t on the Transit.")
    fuel = cand("fuel", "Fuel card limit is £150 per fill; anything over needs Dom's signature on the log.")
    for turn, rec in (("14 smalls at 2.5t + 6 larges at 4t, total tonnes?", "loads"),
                      ("Wie viel kosten 40 Liter Diesel bei 1,55 £ pro Liter? Kurz bitte.", "fuel"),
                      ("quick maths: 36 trees this week, 15% need a second visit, how many roughly", "loads")):
        got = verdicts(turn, [loads, fuel], draft="Worked out from your figures.")
        assert got[rec][0] is False and judge.ASKED_IN_GENERAL in got[rec][2], turn
    # an approval on a figure is the user's own question, not arithmetic in general
    assert not judge.ARITHMETIC.search("Glen Garage quoted £820 for R2, MOT plus 2 new tyres. ok if I just book it in?")


def test_a_decimal_with_a_unit_is_no_date():
    today = date(2026, 5, 14)
    assert not calendar.turn_when("3 climbers x 7.5 h shift minus 45 min breaks = ?", today).days
    assert not calendar.numeric_dates("a 2.5kg bag of fixings", today)
    assert (7, 5) in calendar.numeric_dates("am 7.5. um 10 Uhr", date(2026, 5, 1))  # a German date still is one


def test_a_quoted_sentence_to_correct_is_material_not_a_plan():
    days = cand("days", "Dom works Monday to Wednesday only until 30 June 2026.")
    for turn in ("can u fix this: 'pls make sure all crews has did their chainsaw refresher before friday'",
                 "¿me ayudas a corregir esta frase en inglés? 'pls ensure all staff has did their refresher before friday'"):
        tc = cues.analyse(turn)
        assert tc.edits_quoted and "calendar" not in tc.triggers, turn
        assert verdicts(turn, [days], today=date(2026, 5, 20))["days"][0] is False, turn
    # a request to write something that names the day is a plan
    assert not cues.analyse("write the crews a reminder: chainsaw refresher before friday").edits_quoted


def test_advice_asked_in_other_shapes_and_languages_is_general():
    agm = cand("agm", "Harwood AGM moved to Friday 26 June 2026, 19:30, Lydbrook village hall.")
    got = verdicts("good structure for AGM minutes? first time doing them", [agm],
                   draft="Attendance and apologies, minutes of the last meeting, reports, elections, AOB.")
    assert got["agm"][0] is False
    assert judge.RECOMMEND.match("Good gluten-free cake that travels well?")
    assert cues.analyse("qual é o melhor caminho de Leeds para York com um camião de 7.5t?").generic
    for turn in ("Wat is eigenlijk het voordeel van accu-zagen t.o.v. benzinezagen?",
                 "what's the advantage of a rope wrench over a hitch on a DdRT system?"):
        assert judge.DIFFERENCE_ASKED.search(turn), turn
    assert not cues.analyse("how many Munros are there these days?").recall
    assert cues.analyse("how many chippers are there in the yard these days?").recall  # the user's own yard


# --- a walk-in, a walk-round, a delivery driver ----------------------------------------------------------------------

def test_a_walk_in_or_a_walk_round_is_no_walking_and_a_delivery_driver_no_order():
    code = cand("code", "The walk-in cold store at the Lydbrook yard has keypad code 5821.")
    got = verdicts("whats the walk-in code again, locked out w/ 3 crates of logs", [code],
                   draft="I don't have your cold store code stored; check the key-safe sheet.")
    assert got["code"][0] is True
    assert "getting_around" not in cues.analyse("bullet list for a proper walk-round check on a chipper").triggers
    assert "getting_around" in cues.analyse("can Dom walk to the site from the station with his knee?").triggers
    assert "ordering" not in cues.analyse("2-line post: we're hiring a delivery driver, C1 licence a plus").triggers
    assert "ordering" in cues.analyse("when's the next delivery of bar oil?").triggers


# --- matters kept from others --------------------------------------------------------------------------------------

def test_more_words_for_a_matter_kept_from_colleagues():
    for text in ("Sam has a job interview at Treeworks on 20 May 2026; no one at work should know.",
                 "Ruth has a hospital scan on 29 May 2026; staff don't know.",
                 "Jo is having her own knee operation on 27 May and does not want the team told."):
        assert judge.SECRECY.search(text), text
    interview = cand("interview", "Sam has a job interview at Treeworks on Wednesday 20 May 2026; no one at work should know.")
    got = verdicts("plan Wed 20 May crews for me: Sam, Jo and Ruth on the Lydbrook fell", [interview],
                   today=date(2026, 5, 14))
    assert got["interview"][0] is False


# --- the diets of those a meal is for --------------------------------------------------------------------------------

def test_a_meal_for_people_the_turn_names_brings_their_diets():
    turn = "write to the Harbour Hotel to book our table for the awards dinner 12 June, 6 of us incl Nia and Ollie"
    assert "feeding" in cues.analyse(turn).triggers
    nia = classified("nia", "Crew lead Nia Bowen is vegan.")
    ollie = classified("ollie", "Climber Ollie Grant has a shellfish allergy.")
    assert "sensitive:health" in ollie.record.facets
    got = verdicts(turn, [nia, ollie], today=date(2026, 5, 14))
    assert got["nia"][0] is True and got["ollie"][0] is True
    # (the turn's last word and a record's first, joined, are no one's full name)
    assert not judge._other_person("Climber Ollie Grant has a shellfish allergy.",
                                   f"{turn}. Crew lead Nia Bowen is vegan.")


def test_a_diet_rule_for_all_such_food_binds_a_catering_task_and_an_unnamed_diet_does_not():
    bea = cand("bea", "Bea (lead climber) has a severe peanut allergy and carries an EpiPen: no nuts anywhere on "
                      "catering riders.")
    bea.record.facets.append("sensitive:health")  # (as the store marks a record it reads as a health detail)
    sam = classified("sam", "Sam (groundsman) has a severe shellfish allergy and carries an EpiPen.")
    assert "sensitive:health" in sam.record.facets
    got = verdicts("do the catering rider for the Lydbrook site day, 14 crew, breakfast + lunch", [bea, sam],
                   today=date(2026, 5, 14))
    assert got["bea"][0] is True
    assert got["sam"][0] is False
    assert "feeding" in cues.analyse("ordering pizza for the stocktake lot friday night, 9 of us").triggers


# --- namesakes and the person a task is sent to ------------------------------------------------------------------

def test_a_namesake_the_record_sets_apart_leaves_the_one_asked_about():
    ours = cand("ours", "Gareth Price: Harwood's go-to freelance climber, NPTC tickets; book by text on 07700 900412; "
                        "not available weekends in June 2026.")
    other = cand("other", "Gareth Pryce is the estates manager at Dean Hall, Lydney (not a Harwood climber).")
    got = verdicts("gareths number? want him for lydbrook", [ours, other],
                   draft="I don't have a number saved for Gareth. Check your phone contacts or the freelance crew sheet.")
    assert got["other"][0] is False
    assert got["ours"][0] is True


def test_the_absence_of_whom_a_task_is_sent_to_binds_it_today():
    turn = "sending the £7,200 PO for the stump grinder hire to Rhiannon for approval - draft the note"
    assert cues.analyse(turn).task
    away = cand("away", "Rhiannon Shaw (MD) is on leave 18-29 May 2026.")
    got = verdicts(turn, [away], today=date(2026, 5, 20))
    assert got["away"][0] is True and "falls in 18/5-29/5" in got["away"][2]
    assert verdicts(turn, [away], today=date(2026, 6, 10))["away"][0] is False  # back by then


# --- what binds a message to someone ------------------------------------------------------------------------------

def test_a_language_wish_for_anything_written_for_someone_binds_a_message_to_them():
    wish = cand("wish", "Until the Lydbrook open day (6 June), anything written for the estate's agent Carmen should be "
                        "in Spanish.")
    got = verdicts("draft a msg to Carmen confirming the felling dates", [wish], today=date(2026, 5, 14))
    assert got["wish"][0] is True
    assert verdicts("draft a msg to Dom confirming the felling dates", [wish], today=date(2026, 5, 14))["wish"][0] is False


def test_an_account_of_a_call_out_with_an_irregular_past_is_a_write_up():
    turn = ("Council want a write-up of Saturday's job at Dean Hall: limb down on a car, 3 crew out, stood down "
            "19:40. Draft it.")
    assert cues.event_write_up(turn) and "writing" in cues.analyse(turn).triggers


def test_the_diets_of_one_dated_event_bind_that_event_only_and_no_general_list():
    diets = cand("diets", "Crew training day 28 May 2026 at Lydbrook (Priya organises lunch): Leon (climber) has a severe "
                          "peanut allergy and carries an EpiPen; Aisha is vegan; two groundsmen eat halal.")
    today = date(2026, 5, 14)
    assert verdicts("ideas for a hot vegan breakfast we can batch-cook on site for 40?", [diets],
                    today=today)["diets"][0] is False
    assert verdicts("list the 14 allergens UK caterers have to declare", [diets],
                    draft="Celery, cereals containing gluten, crustaceans, eggs, fish, lupin, milk, molluscs, mustard, "
                          "peanuts, sesame, soya, sulphites and tree nuts.", today=today)["diets"][0] is False
    assert verdicts("order lunch for the crew training day on 28 May, 12 of us", [diets], today=today)["diets"][0] is True


def test_an_acronym_in_capitals_lets_a_short_request_be_answered_by_the_record_holding_all_its_terms():
    # (the embedding model reads "TEN" as a number: similarity alone ties neither record to the turn)
    ten = cand("ten", "Lydbrook open day TEN for 6 June 2026, submitted to Forest of Dean council, ref TEN/26/0412, "
                      "hours 12:00-23:00, Gate B.")
    cap = cand("cap", "Lydbrook open day capacity: yard 180 standing, field adds 120 only under the TEN.")
    got = verdicts("TEN ref + gate pls", [ten, cap], draft="TEN references come on the council's acknowledgement email.")
    assert got["ten"][0] is True
    assert got["cap"][0] is False
