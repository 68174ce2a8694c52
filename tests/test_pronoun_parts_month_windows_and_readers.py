"""A part of a record led by a pronoun that goes on about its person ("Halina works Tuesday to Thursday; she is in
Kraków from ..."); a pick to make somewhere in a month ("sometime in Apr") against a freeze in it; a stretch kept free
of closures, whoever ordered it; hearing aids as a need the writing meets; a wish on the notes for a body of readers
binding whatever the task writes for them; and a code typed in the plural ("the U12s"). Cases written here (a
hardware store, a leisure centre, a warehouse, an athletics club), read by the real rules with the real embedding
model. Every test fails at the previous rules; the asserts marked "a guard" pass at both."""

from datetime import date

from judge_svc import policy
from retold import calendar
from tests.helpers import cand, verdicts

MARCH = date(2026, 3, 24)  # a Tuesday


def test_a_part_led_by_a_pronoun_speaks_of_the_person_before_it():
    order = cand("order", "Paint orders over £1,000 need a PO from the deputy store manager.")
    halina = cand("halina", "Deputy store manager Halina Kowal works Tuesday to Thursday; she is in Kraków from "
                            "20 March 2026 and back at her desk on Monday 6 April 2026.")
    got = verdicts("paint order is £1,400. draft a note to Halina to raise the PO, want it all done this week",
                   [order, halina], draft="Hi Halina, could you raise a PO for the paint order (£1,400) this week?",
                   today=MARCH)
    assert got["halina"][0] is True, got["halina"]
    assert "19/3" not in got["halina"][2] and "stretch" in got["halina"][2]
    # a guard: the part about another person by name stays apart ("Ana works Mondays and Rui works Fridays")
    assert policy._about_named("Ana works Mondays; Rui works Fridays and Saturdays.", {"rui"}) == \
        "Rui works Fridays and Saturdays."


def test_a_pick_somewhere_in_a_month_meets_a_freeze_in_it():
    when = calendar.turn_when("get the scaffolders in to change the lifts sometime in Apr, which week?", MARCH)
    assert (13, 4) in when.span and (30, 4) in when.span and (24, 3) not in when.span
    freeze = cand("freeze", "Easter freeze 6-10 April 2026: no scaffold changes on the east elevation.")
    got = verdicts("get the scaffolders in to change the scaffold lifts sometime in Apr, which week shd I offer?",
                   [freeze], draft="Offer them the week of 6 April: the site is quiet over Easter.", today=MARCH)
    assert got["freeze"][0] is True, got["freeze"]
    assert "falls in" in got["freeze"][2]
    # a guard: a month with a day after it is a date, not a whole month
    assert not calendar.MONTH_WINDOW_RX.search("sometime in Apr 14")
    assert calendar.NAMED_MONTH_RX.search("who's off in Aug?")


def test_a_stretch_kept_free_of_closures_binds_a_closure_in_it_whoever_ordered_it():
    rule = cand("rule", "No pool closures at all over the Easter holidays, 30 Mar-10 Apr 2026 (Gwen's orders).")
    assert calendar.FREEZE_RX.search(rule.record.text)
    assert not policy.SPEND_FROZEN.search("(Gwen's orders)")
    got = verdicts("need the small pool shut for a full day to regrout, early april. pick a day",
                   [rule], draft="Pick Tuesday 7 April: midweek is quietest.", today=MARCH)
    assert got["rule"][0] is True, got["rule"]
    # a guard: orders placed are still orders ("no orders from 1 May")
    assert policy.SPEND_FROZEN.search("no orders from 1 May until the stocktake")


def test_hearing_aids_are_a_need_the_writing_meets():
    joss = cand("joss", "Trainee Joss Ferreira wears hearing aids: give him written notes for every session and a loop "
                        "receiver for the toolbox talks.")
    other = cand("other", "Joss Malik (day shift, not the trainee) renewed his counterbalance licence in January.")
    got = verdicts("Joss is starting the forklift course on 14 April. draft his welcome email pls",
                   [joss, other], draft="Hi Joss, welcome to the forklift course on 14 April. Please arrive at 8:00.",
                   today=MARCH)
    assert got["joss"][0] is True, got["joss"]
    assert policy.SENSORY_NEED.search("she wears a cochlear implant")
    # a guard: a hearing of a case is no need
    assert not policy.SENSORY_NEED.search("The tribunal hearing is on 3 May.")


def test_a_wish_on_the_notes_for_a_body_of_readers_binds_whatever_is_written_for_them():
    wish = cand("wish", "When drafting notes for the front-of-house team (Ama and Rui), Dana wants them written in "
                        "Portuguese.", own=True)
    got = verdicts("do the usher rota for sat + sun for the team, 2 on each door", [wish],
                   draft="Saturday: Door A Ama, Door B Rui. Sunday: Door A Rui, Door B Ama.", today=MARCH)
    assert got["wish"][0] is True, got["wish"]
    assert "readers" in got["wish"][2]
    # a guard: written for other readers, it says nothing
    got = verdicts("do the usher rota for sat + sun for the trustees' board pack", [wish],
                   draft="Saturday: two ushers per door. Sunday: the same.", today=MARCH)
    assert got["wish"][0] is False


def test_a_code_typed_in_the_plural_is_the_code_a_limit_opens_with():
    assert policy.CODE.findall("the U12s and two A320s, not MOTs") == ["U12", "A320"]
    limit = cand("limit", "Club rule: J14 rowers are limited to rate 24 in any piece, checked from the launch.")
    got = verdicts("plan thurs am on the water for the J14s - 3 x 1500m pieces, give me rates",
                   [limit], draft="Piece 1 at rate 26, piece 2 at 28, piece 3 at 30, 5 min easy between.", today=MARCH)
    assert got["limit"][0] is True, got["limit"]
    assert "J14" in got["limit"][2]
