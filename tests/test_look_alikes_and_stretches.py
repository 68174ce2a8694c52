"""Look-alikes a record's head gives away (another booking under the same surname, an older model's part, another
depot's contract, a firm that says it is not the one asked about), stretches of days named in other languages or as
"the first two weeks of", meetings to set up in a stretch against someone's working days, the needs of people a
party counts by name, a band's member's diet, more questions asked in general, and a cover story kept from
colleagues. Cases written here (a coach hire company), read by the real rules with the real embedding model."""

from datetime import date

from judge_svc import policy as judge
from retold import calendar
from tests.helpers import cand, classified, verdicts

UNKNOWN = "I don't have that stored; check the bookings system."
WED = date(2026, 3, 11)  # a Wednesday


# --- look-alikes ----------------------------------------------------------------------------------------------------

def test_another_booking_under_the_same_surname_is_a_look_alike():
    lena = cand("lena", "Lena Fischer, booking TV-4410, has Coach 12 from 3 to 5 April 2026; one passenger uses a wheelchair.")
    maria = cand("maria", "Maria Fischer, booking TV-4432, has minibus Fell 4 on 11 April 2026 for a party of 14.")
    coach = cand("coach", "Coach 12 is the only wheelchair-accessible coach in the fleet: rear lift and two spaces.")
    got = verdicts("lena fischer - which coach + dates?", [lena, maria, coach], draft=UNKNOWN)
    assert got["lena"][0] is True
    assert got["maria"][0] is False and "another thing of the kind" in got["maria"][2]
    # (what the booking asked about names itself, its coach, is no look-alike of it)
    assert "another thing of the kind" not in got["coach"][2]
    # (nor is a record that shares the booking's code: one of its passengers)
    tour = "Ullswater Lakes tour UL-0412: 20 passengers, depart 2026-04-07; passport scans due by 2026-03-20."
    guest = "UL-0412 passenger Dr Amara Nwosu needs a visa letter sent separately by 2026-03-18."
    assert judge.look_alikes("email the Ullswater group about what we need from them", {"ullsw"},
                             {"tour": tour, "guest": guest}) == set()


def test_an_older_models_part_is_a_look_alike_of_the_one_asked_for():
    new = cand("new", "Euro6 coaches take AdBlue filter part AF-220-E6.")
    old = cand("old", "Older Euro5 coaches use AdBlue filter part AF-180-E5; it fits the Euro6 housing but clogs the Euro6 injector.")
    got = verdicts("euro6 adblue filter part no. pls, ordering now", [new, old], draft=UNKNOWN)
    assert got["new"][0] is True
    assert got["old"][0] is False and "another thing of the kind" in got["old"][2]


def test_another_depots_contract_is_a_look_alike_of_the_one_the_turn_names():
    kendal = cand("kendal", "Tarnside contract (Kendal depot): 98% on-time guarantee per year; penalty £400 per 0.1% "
                            "below, capped at 10% of the annual fee.")
    penrith = cand("penrith", "Brockway contract (Penrith depot): 96% on-time guarantee; penalty cap 5%.")
    got = verdicts("if Kendal ends the year at 97.6% on time, what penalty do we pay?", [kendal, penrith],
                   draft="It depends on the contract's guarantee and penalty rate.")
    assert got["penrith"][0] is False and "another thing of the kind" in got["penrith"][2]
    assert judge.look_alikes("if Kendal ends the year at 97.6%", {"kenda"}, {"k": kendal.record.text,
                                                                          "p": penrith.record.text}) == {"p"}


def test_a_record_carrying_the_acronym_the_turn_names_is_no_look_alike():
    kd = cand("kd", "Kendal wash bay KD-WB-2 has a failing pump; Fleetcare engineer booked 20 March 2026, job ref FC-88213.")
    pn = cand("pn", "Penrith wash bay PN-WB-1 was repaired by Fleetcare on 2 March 2026, job ref FC-87950.")
    turn = "fleetcare ref for the KD wash bay?"
    assert "kd" not in judge.look_alikes(turn, {"fleet"}, {"kd": kd.record.text, "pn": pn.record.text})
    got = verdicts(turn, [kd, pn], draft=UNKNOWN, today=WED)
    assert got["kd"][0] is True and got["pn"][0] is False


def test_a_firm_that_says_it_is_not_the_one_asked_about_is_set_apart():
    texts = {"them": "Lakeland Coaches invoice on the 1st; their accounts contact is Ruth Ames.",
             "other": "Lake Road Coaches (a private hire firm, not Lakeland Coaches) charge £380 a day."}
    turn = "draft the invoice query to Lakeland Coaches"
    assert judge.look_alikes(turn, judge._names_in(turn), texts) == {"other"}


# --- stretches of days ----------------------------------------------------------------------------------------------

def test_this_week_and_next_week_in_other_languages_are_stretches():
    this_week = {(d, 3) for d in range(11, 16)}
    next_week = {(d, 3) for d in range(16, 23)}
    for turn in ("Preciso de falar com a Olga ainda esta semana", "¿Podemos vernos esta semana?",
                 "Kannst du diese Woche noch anrufen?"):
        assert this_week <= calendar.turn_when(turn, WED).span, turn
    for turn in ("Chi firma una spesa da 2.000 sterline la settimana prossima?", "nächste Woche bitte",
                 "la semaine prochaine, c'est possible ?", "w przyszłym tygodniu"):
        assert calendar.turn_when(turn, WED).span == next_week, turn


def test_the_first_two_weeks_of_a_month_are_fourteen_days():
    span = calendar.turn_when("sketch a cover plan for the first two weeks of april", WED).span
    assert span == {(d, 4) for d in range(1, 15)}
    assert len(calendar.turn_when("the first week of april", WED).span) == 7


def test_someone_away_over_a_stretch_named_in_another_language_binds_the_turn():
    leave = cand("leave", "Olga Brandt (finance) is on leave 16-27 March 2026; Tom Reid covers her sign-offs up to £1,000.")
    got = verdicts("Chi firma una spesa da 2.000 sterline la settimana prossima? Olga c'è?", [leave],
                   draft="Di solito la firma il responsabile finanziario.", today=WED)
    # (admitted for the days it is dated on, which the turn names as "la settimana prossima")
    assert got["leave"][0] is True and judge.ON_THE_DAY in got["leave"][2] and "16/3" in got["leave"][2]


def test_a_record_that_someone_does_not_work_a_weekday_rules_it_out():
    rules = calendar.record_rules("Hana works compressed hours, Monday to Thursday; she does not work Fridays.", True, WED)
    assert rules.forbidden == {4} and rules.allowed == {0, 1, 2, 3}


def test_slots_to_propose_next_week_run_into_the_users_own_days_off():
    days = cand("days", "Hana works compressed hours, Monday to Thursday; she does not work Fridays.", own=True)
    got = verdicts("set up the quarterly review with Tarnside - propose 3 slots next week and draft the invite", [days],
                   draft="Proposed slots: Tuesday 17 March 10:00, Wednesday 18 March 14:00, Friday 20 March 11:00.",
                   today=WED)
    assert got["days"][0] is True and "friday" in got["days"][2]
    assert judge.SLOT_TASK.search("set up 1h with Olga + me next week, give me 3 slot options")
    assert not judge.SLOT_TASK.search("draft next week's driver newsletter")


# --- needs of people named ------------------------------------------------------------------------------------------

def test_the_needs_of_people_a_party_counts_by_name_are_theirs():
    joan = classified("joan", "Passenger Joan Whitley uses a wheelchair and needs step-free access everywhere.")
    arthur = classified("arthur", "Passenger Arthur Pym is coeliac and must eat strictly gluten-free, including on trips.")
    got = verdicts("sort the Ullswater trip for late april, 12 passengers incl Joan and Arthur - draft the booking email",
                   [joan, arthur], draft="Dear team, we'd like to book a group visit for 12 in late April.", today=WED)
    for rid in ("joan", "arthur"):
        assert got[rid][0] is True and judge.FOR_NAMED in got[rid][2], rid


def test_a_bands_members_diet_comes_with_a_meal_for_the_band():
    ruth = classified("ruth", "Tarnfolk fiddler Ruth Ames has a severe sesame allergy (anaphylaxis risk, carries an EpiPen).")
    got = verdicts("book dinner for tarnfolk after the gig fri, somewhere in keswick ~19:30. draft the booking email pls",
                   [ruth], draft="Hello, we'd like a table for the band on Friday at 19:30.", today=WED)
    assert got["ruth"][0] is True


# --- asked in general -----------------------------------------------------------------------------------------------

def test_what_is_sensible_a_method_and_a_spreadsheet_formula_are_asked_in_general():
    spare = cand("spare", "Coach 12's spare alternator (ALT-12) has a 10-week lead time; one is held at Kendal.")
    budget = cand("budget", "2026 marketing budget for Tarnside Tours is £18,000; £7,200 spent by 1 March.")
    for turn, rid in (("whats a sensible min/max for a slow mover, 10 wk lead time, usage 0.5 a month", "spare"),
                      ("Como calculo o CPM de uma campanha com 900 mil impressões que custou £7.200?", "budget"),
                      ("Excel formula: sum column D where column B = 'Tarnside' and column C is in March 2026", "budget")):
        got = verdicts(turn, [spare, budget], draft="Worked out from your figures.", today=WED)
        assert got[rid][0] is False and judge.ASKED_IN_GENERAL in got[rid][2], turn
    # a question on a named law is asked of the world
    assert judge.JURISDICTION.search("max weekly hours under working time regs + can night drivers opt out?")
    assert not judge.JURISDICTION.search("can I sign this under our travel policy act?")


def test_a_cover_story_keeps_the_matter_from_an_out_of_office():
    visit = classified("visit", "Hana has a hospital appointment on the morning of Friday 13 March and is telling "
                                "colleagues it is a dentist visit.", own=True)
    got = verdicts("write me a 1-line out of office for fri morning, no reason given", [visit],
                   draft="I'm out of the office on Friday morning and back in the afternoon.", today=WED)
    assert got["visit"][0] is False and "private" in got["visit"][2]


# --- the thirtieth round's second pass ------------------------------------------------------------------------------

def test_a_board_lunch_with_courses_is_a_meal_to_feed_people_at():
    from retold import cues
    assert "feeding" in cues.analyse("plan the board lunch for next month, 3 courses, w costings").triggers
    assert "feeding" in cues.analyse("sort the committee dinner for the 14th").triggers
    guest = classified("guest", "Ruth Ames (Tarnside's MD) attends every board lunch and has a severe sesame allergy.")
    got = verdicts("plan the board lunch for next month, 3 courses, w costings", [guest],
                   draft="Starter: beetroot and goat's cheese; main: sea bass; dessert: lemon tart.", today=WED)
    assert got["guest"][0] is True


def test_a_penicillin_allergy_rules_out_amoxicillin():
    rec = "Passenger Joan Whitley (seat 3A): penicillin allergy with anaphylaxis in 2019."
    assert {"penicillin", "amoxicillin", "flucloxacillin"} <= set(judge.allergens(rec))
    allergy = classified("allergy", rec)
    got = verdicts("Joan felt unwell on the coach, pharmacist suggests amoxicillin 500mg. write up my incident note",
                   [allergy], draft="Incident note: passenger unwell; pharmacist advised amoxicillin.", today=WED)
    assert got["allergy"][0] is True and "amoxicillin" in got["allergy"][2]


def test_a_countrys_own_list_is_asked_of_the_world():
    assert judge.JURISDICTION.search("list the 14 UK allergens quick")
    assert not judge.JURISDICTION.search("list the 14 coaches we have")


def test_a_rule_naming_its_approver_or_the_thing_past_its_head_is_no_look_alike():
    # (an approver is whom a rule sends the matter to, not another thing it is about)
    texts = {"acct": "Tarnside Tours account TT-118: quotes go to their buyer, Sam Cole, by email.",
             "rule": "Any parts quote over £25,000 on a hire account needs sign-off from regional director Ravi Menon."}
    assert judge.look_alikes("note to Tarnside's buyer: the parts quote, £18,900, is coming today", {"tarns"}, texts) == set()
    # (what the turn names, said past the record's head, ties it to the turn's thing)
    texts = {"club": "The academy physio team clears hamstring injuries for training at 85% NordBord symmetry.",
             "ours": "Calder Vale hamstring return-to-training criteria: at least 90% of the uninjured side on NordBord."}
    assert judge.look_alikes("NordBord cut-off for letting a hammy back into full training?", {"nordb"}, texts) == set()
