"""What nobody confirmed answers no general question; a rota with its days straight after it is a staffing task; a
toolbox talk, a summary for a report and a line put into a sheet are documents worth planning for; capitals everyone
writes name nothing in a question in another language; an absence on other days pairs with nothing, unless it covers
today. Cases written here (a cycling club, a leisure centre, a quarry, a school kitchen), read by the real rules with
the real embedding model. Every test fails at the previous rules; the asserts marked "a guard" pass at both."""

from datetime import date

from retold import cues
from retold.v1 import common_pb2 as c
from tests.helpers import cand, verdicts

MARCH = date(2027, 3, 3)  # a Wednesday


def unconfirmed(rid: str, text: str) -> c.Candidate:
    got = cand(rid, text)
    got.record.status = c.RECORD_STATUS_UNCONFIRMED
    return got


def test_a_rumour_answers_no_general_question():
    rumour = unconfirmed("rumour", "The county association might regrade the spring road race as a Category 2 event "
                                   "(rumour).")
    got = verdicts("what changes for riders if a road race is regraded to category 2 - points, fees etc?", [rumour],
                   draft="A Category 2 race usually carries more ranking points and a higher entry fee.", today=MARCH)
    assert got["rumour"][0] is False, got["rumour"]
    # a guard: a question on the user's own race may still take it
    got = verdicts("is our spring road race being regraded?", [rumour],
                   draft="I don't have information on your race's grading.", today=MARCH)
    assert got["rumour"][0] is True, got["rumour"]


def test_a_rota_with_its_days_straight_after_is_a_staffing_task():
    assert "staffing" in cues.analyse("pool rota sat 6 + sun 7 march, need a lifeguard on the flumes 10-4").triggers
    leave = cand("leave", "Lifeguard Tomasz Nowak is on leave 1-10 March 2027.")
    got = verdicts("pool rota sat 6 + sun 7 march, need a lifeguard on the flumes 10-4", [leave],
                   draft="Sat 6: Tomasz 10-4. Sun 7: Tomasz 10-4.", today=MARCH)
    assert got["leave"][0] is True, got["leave"]
    # a guard: a rota named with no days after it is read as before
    assert "staffing" in cues.analyse("do the pool rota for next week").triggers


def test_documents_worth_planning_for():
    for turn in ("toolbox talk for tmrw: working round the crusher", "summarise the 2-03 near miss for this month's "
                 "board report", "put the skip hire line in the 2027 budget sheet"):
        got = cues.analyse(turn)
        assert got.needs_lookup and got.producing, turn
    # a guard: a talk told of, and a summary of general knowledge, are no documents of the user's
    assert not cues.analyse("the talk for tomorrow was great").needs_lookup
    assert not cues.analyse("summarise the causes of the french revolution").producing


def test_common_capitals_name_nothing_in_another_languages_question():
    buyer = cand("buyer", "Hanami Foods (Tokyo) buyer is Kenji Morita, on JST; email him before 09:00 UK time.")
    got = verdicts("au UK on a droit à des absences pour rdv médicaux ? payées ou pas ?", [buyer],
                   draft="Au Royaume-Uni, il n'y a pas de droit légal à des absences payées pour rendez-vous médicaux.",
                   today=MARCH)
    assert got["buyer"][0] is False, got["buyer"]


def test_an_absence_on_other_days_pairs_with_nothing_unless_it_covers_today():
    rule = cand("rule", "Nut bakes (almond, hazelnut) run only on Thursdays, as the last bake of the day, followed by a "
                        "full allergen clean of the deck oven.")
    away = cand("away", "Marek (baker) is on leave 15-26 March 2027; only Giulia and Sunita can run the deck oven then.")
    got = verdicts("Sunita wants to do the almond bake first thing Monday. reply to her for me, short", [rule, away],
                   draft="Hi Sunita, Monday morning is fine for the almond bake.", today=MARCH)
    assert got["rule"][0] is True, got["rule"]
    assert got["away"][0] is False, got["away"]
