"""A wish for a kind of document, bound to the one a task writes by the kind's head word ("shift handover notes" for
"do tonights handover"), and not to a reply that only shares a word with it; tasks that name their document by its kind
or answer someone ("reply to the parish clerk", "RA for Thursday's abseil", "shelf tickets for ...", "... reply pls");
a code that opens a door, which is no programming; a health bar of someone a team list names after their role; a
direct answer worded nearly as the turn is, which the learned layer leaves standing; an acronym typed small after
"our"; when a visitor is back, asked with more after it; the user's own limit asked in Polish; how the user wants a
table laid out, which is no private money matter; a share the turn states of another thing than a limit's; weeks
typed short that make a total at a weekly price, and the price beside the limit it crosses; the next of a kind of
thing past the number a deal includes; a document that ends before the new year the turn names; a way of writing
to one named party, which a notice to another that week does not meet. Cases written here
(a climbing centre, a pottery, a bakery, a boatyard, a lifeguard club, a wholesaler, a marquee hire, a sail loft, a
skip hire), read by the real rules with the real embedding model, the real planner cues and the fitted learned layer.
Every test fails at the previous rules; the asserts marked "a guard" pass at both."""

from datetime import date

import numpy as np

from judge_svc import policy, stack
from retold import calendar, cues, language
from tests.helpers import cand, classified, verdicts

JAN = date(2029, 1, 10)  # a Wednesday


def test_a_wish_for_a_kind_of_document_binds_the_one_the_task_writes_by_its_head_word():
    wish = cand("wish", "When Oisín writes shift handover notes, he wants them as a table: area / issue / action / "
                        "owner.", own=True)
    got = verdicts("do tonights handover: autobelay 3 tripped twice, chalk bins low, 2 members signed in late",
                   [wish], draft="Handover, late shift:\n- Autobelay 3 tripped twice; ask for a check.", today=JAN)
    assert got["wish"][0] is True, got["wish"]
    # a guard: a wish on another kind of document that shares only a word with the turn
    firing = cand("firing", "When Tomasz asks for a firing schedule, give it as a table: segment, ramp °C/h, "
                            "target °C, hold.", own=True)
    got = verdicts("Aoife wants her thursday class pots fired on the 18th in the big kiln. can we? reply to her",
                   [firing], draft="Hi Aoife, yes, we can fire them on the 18th.", today=JAN)
    assert got["firing"][0] is False, got["firing"]
    # a guard: a word of the kind the turn holds but does not write ("Release questions should go to Karthik" beside
    # an out-of-office, against "When Anjali is writing release notes")
    notes = cand("notes", "When Anjali is writing release notes, group changes under Added / Changed / Fixed / Removed.",
                 own=True)
    got = verdicts("Write me a short out-of-office for a few days away. Release questions should go to Karthik.",
                   [notes], draft="I'm away until Friday with limited access to email.", today=JAN)
    assert got["notes"][0] is False, got["notes"]


def test_tasks_that_name_their_document_by_its_kind_or_answer_someone_are_writing():
    for turn in ("reply to the parish clerk, they're querying the hall invoice",
                 "do tonights handover: autobelay 3 tripped twice",
                 "RA for Thursday's abseil session pls, 8 scouts",
                 "shelf tickets for today's sourdough, rye and spelt",
                 "customer wants 15% off a birthday cake cos it's her 5th order. reply pls",
                 "small fire in the bakehouse this morning, out in 2 min. draft the insurer notification"):
        tc = cues.analyse(turn)
        assert "writing" in tc.triggers and tc.task, (turn, tc.triggers, tc.task)
    assert cues.analyse("do me this weeks overdue table for Ian: Harbour Deli 1,140 (41 days)").task
    # a guard: tickets bought, and a question on labels, write nothing
    assert "writing" not in cues.analyse("buy tickets for the show").triggers
    assert "writing" not in cues.analyse("labels for the jars?").triggers


def test_a_code_that_opens_a_door_is_no_programming():
    assert "code" not in cues.analyse("back gate key safe code for january?").triggers
    assert "code" not in cues.analyse("what's the alarm code for the boatyard").triggers
    # a guard: code to be written
    assert "code" in cues.analyse("write code to parse the tide table csv").triggers


def test_a_health_bar_of_someone_a_team_list_names_after_their_role():
    bar = classified("bar", "Volunteer lifeguard Ana-Lucía Reyes cannot swim until 20 Jan after ear surgery "
                            "(doctor's note).")
    got = verdicts("write up Sat's rescue swim team for the lido: me, Ana-Lucía, Sam, Dev. who does what", [bar],
                   draft="Saturday rescue swim:\n- Ana-Lucía and Sam: water pair.\n- Dev: bank.", today=JAN)
    assert got["bar"][0] is True, got["bar"]
    assert policy.FOR_NAMED in got["bar"][2], got["bar"]
    # ... which the learned layer leaves standing however unlikely it finds it
    seen = [stack.Seen(bar.record.text, False, True, "helpful", got["bar"][2], "bar")]
    assert stack.decide(stack.load(), np.array([0.05]), seen)[0] == (True, "")
    # a guard: a team list that does not name her
    got = verdicts("write up Sat's rescue swim team for the lido: me, Sam, Dev. who does what", [bar],
                   draft="Saturday rescue swim:\n- Sam: water.\n- Dev: bank.", today=JAN)
    assert got["bar"][0] is False, got["bar"]


def test_a_direct_answer_worded_nearly_as_the_turn_stays_beside_the_learned_layer():
    code = cand("code", "The back gate key safe code for January 2029 is 4471.")
    got = verdicts("back gate key safe code for january?", [code], draft="I don't have your key safe code.", today=JAN)
    assert got["code"][0] is True, got["code"]
    seen = [stack.Seen(code.record.text, False, True, "helpful", got["code"][2], "code")]
    assert stack.decide(stack.load(), np.array([0.02]), seen)[0] == (True, "")
    # a guard: a direct answer worded further from the turn is the layer's to withdraw
    far = [stack.Seen(code.record.text, False, True, "helpful",
                      "answers the turn directly (similarity 0.40, 2 anchor terms, support 0.70 >= 0.50)", "code")]
    assert stack.decide(stack.load(), np.array([0.02]), far)[0][0] is False


def test_an_acronym_typed_small_after_our_and_a_visitor_back_asked_with_more():
    vrn = cand("vrn", "Harbour Bakery Ltd's VRN is 318 4471 26.")
    got = verdicts("our vrn?", [vrn], draft="Your VAT registration number is on your VAT certificate.", today=JAN)
    assert got["vrn"][0] is True, got["vrn"]
    eho = cand("eho", "EHO re-visit expected the week of 21 Jan; outstanding: probe calibration records and the "
                      "hand-wash sink in the bakehouse.")
    got = verdicts("EHO back when + what do they want sorted?", [eho],
                   draft="Re-visits usually follow within a few weeks; check your inspection letter.", today=JAN)
    assert got["eho"][0] is True, got["eho"]
    # a guard: a word of the language typed small is no acronym
    assert policy.TERM_WANTED_OURS.match("our vrn?") and "vrn" not in language.vocabulary()


def test_the_users_own_limit_asked_in_other_languages():
    for turn in ("do jakiej kwoty mogę sama zatwierdzić zamówienie?", "Até que valor posso aprovar sozinha?",
                 "bis zu welchem Betrag darf ich selbst freigeben?", "hasta qué importe puedo aprobar yo sola?"):
        assert policy.OWN_LIMIT_ASKED.search(turn), turn
    # a guard: a limit asked of someone else
    assert not policy.OWN_LIMIT_ASKED.search("do jakiej kwoty Graham może zatwierdzić?")
    # ... and the user's own limit answers it, a record about the user though it is
    limit = cand("limit", "Ola can approve orders up to £3,000 each herself; anything above goes to Graham Pettifer.",
                 own=True)
    got = verdicts("do jakiej kwoty mogę sama zatwierdzić zamówienie? chodzi o nową lodówkę, ok. 1800 funtów", [limit],
                   draft="Nie znam Twojego limitu zatwierdzania.", today=JAN)
    assert got["limit"][0] is True, got["limit"]


def test_how_the_user_wants_a_table_laid_out_is_no_private_money_matter():
    wish = classified("wish", "When Rafa asks for an account balance table he wants days overdue as the first column "
                              "and the biggest debt first.", own=True)
    turn = "do me this weeks overdue table for Ian: Harbour Deli 1,140 (41 days), Lume 800 (12 days)"
    got = verdicts(turn, [wish], draft="| Account | Balance | Days overdue |", today=JAN)
    assert got["wish"][0] is True, got["wish"]
    # a guard: the user's own debt stays private
    debt = classified("debt", "Rafa is paying off a £9,000 personal debt from his divorce.", own=True)
    got = verdicts(turn, [debt], draft="| Account | Balance | Days overdue |", today=JAN)
    assert got["debt"][0] is False, got["debt"]


def test_a_share_of_another_thing_crosses_no_limit():
    turn = "reply to the council officer, our sampling showed 11.4% contamination on the November loads"
    assert calendar.crosses(turn, "Any discount over 10% off list price needs approval from the MD.") == ""
    # a guard: a share of the very thing the limit caps
    assert calendar.crosses(turn, "Council contract: contamination cap 8%; above it a £65/t charge applies.") != ""
    # a guard: a share taken off a price is a discount, in Portuguese too
    assert calendar.crosses("ela pediu 8% de desconto e quer parcelar",
                            "Rafael may discount up to 7% on new pianos; anything above needs sign-off.") != ""
    assert calendar.crosses("customer wants 20% off a half lamb box cos it's her 10th order. reply pls",
                            "Discounts over 10% and any refund over £100 need Gwen's approval.") != ""


def test_weeks_typed_short_make_a_total_at_a_weekly_price_and_the_price_stays_beside_the_layer():
    price = "The marquee at Glebe Farm is from Weald Tents: £640 per week, 4-week minimum hire from 3 Dec 2028."
    limit = "Any marquee hire extension costing over £1,000 must be approved by Inês first."
    turn = "Weald want to add 2 wks on the Glebe Farm marquee since the reinstatement slipped. can I just say yes?"
    assert "1,280, over the limit of 1,000" in calendar.crosses_total(turn, price, limit)
    got = verdicts(turn, [cand("price", price), cand("limit", limit)],
                   draft="Yes, an extra two weeks is a normal request; confirm it with Weald.", today=JAN)
    assert got["limit"][0] is True and got["price"][0] is True, got
    assert policy.PRICED_TOTAL in got["price"][2], got["price"]
    seen = [stack.Seen(price, False, True, "helpful", got["price"][2], "price")]
    assert stack.decide(stack.load(), np.array([0.05]), seen)[0] == (True, "")
    # a guard: one week more stays under the limit
    assert calendar.crosses_total(turn.replace("2 wks", "1 wk"), price, limit) == ""


def test_the_next_of_a_kind_past_the_number_a_deal_includes():
    deal = "Harbour Sail Loft contract: two rounds of design changes included; further rounds billed at £45/hour."
    assert calendar.crosses("reply to Nuala, they want a 3rd round of changes on the mainsail", deal) != ""
    assert calendar.crosses("book the fourth site visit", "Three site visits are included in the survey fee.") != ""
    # a guard: a round within those included
    assert calendar.crosses("reply to Nuala, they want a second round of changes", deal) == ""


def test_a_document_that_ends_before_the_new_year_the_turn_names():
    today = date(2028, 11, 28)
    note = "Harbour Skips' season waste transfer note ST-2028-044 ends on 31 Dec 2028."
    rules = calendar.record_rules(note, own=False, today=today)
    assert calendar.collides(calendar.turn_when("are their papers ok for loads after new year?", today), rules)
    # (a certificate running out in December, for a job in January)
    ticket = calendar.record_rules("Tiago's IPAF ticket expires 2028-12-12.", own=False, today=today)
    assert calendar.collides(calendar.turn_when("scissor lift job on 3 Jan", today), ticket)
    # a guard: a day before it ends
    assert calendar.collides(calendar.turn_when("loads on 20 Dec ok?", today), rules) == ""


def test_a_way_of_writing_to_one_named_party_is_not_met_by_writing_to_another():
    wish = cand("wish", "For the week of 8 January 2029 only, replies to Van Dijk Transport are written in Dutch, "
                        "because their new planner is not comfortable in English.", own=True)
    got = verdicts("Harbour Haulage just had their 4th no-show this month (slot 08-09 today). draft the fee notice",
                   [wish], draft="Dear Harbour Haulage, this is your fourth missed slot this month ...", today=JAN)
    assert got["wish"][0] is False, got["wish"]
    # a guard: what is written to that party that week
    got = verdicts("Van Dijk Transport just had their 4th no-show this month (slot 08-09 today). draft the fee notice",
                   [wish], draft="Dear Van Dijk Transport, this is your fourth missed slot this month ...", today=JAN)
    assert got["wish"][0] is True, got["wish"]
