"""Rotas and what binds them, wishes on a kind of document, sums set aside for what a task arranges, matters
kept from others, sums on a turn's own figures, elided names, records that set themselves apart, turns read
through a gloss, and Dutch read as Dutch. Cases written here (a canal-boat hire yard and its crews), read by the
real rules with the real embedding model."""

import numpy as np

from judge_svc import policy as judge
from judge_svc import stack
from retold import cues, gloss, language
from retold.v1 import common_pb2 as c
from tests.helpers import cand, verdicts

# --- rotas -------------------------------------------------------------------------------------------------


def test_a_rota_task_fires_the_staffing_family_a_question_or_a_note_about_rotas_does_not():
    for turn in ("rota for sun pls, wharf + slipway. got Ola, Ben, Kit, Mo",
                 "do the weekend handover rota 6-7 June, Ola, Ben and Kit",
                 "put Ben and Mo on the cleaning rota for saturday morning",
                 "need a plan for yard manager cover 8-19 June, who steps up"):
        got = cues.analyse(turn)
        assert "staffing" in got.triggers and got.task, turn
    for turn in ("What are the rota rules again?",
                 "Write a short note to the rota team asking for the 14th off.",
                 "How do I ask for a rota swap without fuss?"):
        assert "staffing" not in cues.analyse(turn).triggers, turn


ROTA = "rota for sun pls, wharf + slipway. got Ola, Ben, Kit, Mo"
MIN_CREW = cand("min", "Minimum yard crew: the wharf needs 3 hands (2 on lines, 1 in the office); the slipway needs 2.")
BEN = cand("ben", "Hand Ben Okoro has a shoulder injury and is assigned to office and lines only, never the slipway winch.")
OTHER = cand("tariff", "Day-hire tariff for the 30 ft boats is £185 a day in June.")


def test_a_rota_brings_the_crew_minimum_and_the_limits_of_each_person_it_names():
    got = verdicts(ROTA, [MIN_CREW, BEN, OTHER])
    assert got["min"][0] is True and "staffing" in got["min"][2]
    assert got["ben"][0] is True  # Ben is on the rota: his limit binds it
    assert got["tariff"][0] is False
    # a rota that does not name Ben leaves his limit out
    assert verdicts("rota for sun pls, wharf + slipway. got Ola, Kit, Mo, Jas", [MIN_CREW, BEN])["ben"][0] is False


# --- wishes on a kind of document ----------------------------------------------------------------------------

def test_a_wish_on_a_kind_of_document_binds_a_task_writing_that_kind_whoever_the_scope_names():
    assert judge.wish_doc_kind("When drafting hire agreements for Ola: numbered clauses, deposit terms first.") \
        == "hire agreements"
    assert judge.wish_doc_kind("When Ola writes damage reports, she wants photos listed at the end.") == "damage reports"
    assert judge.wish_doc_kind("For anything to Kit, cc the yard office.") == ""
    assert judge.wish_doc_kind("For now, keep it short.") == ""
    wish = cand("wish", "When drafting hire agreements for Ola: numbered clauses, deposit terms first.", own=True)
    got = verdicts("write the hire agreement for the Patel family, 3 nights on Heron from the 12th", [wish])
    assert got["wish"][0] is True and "hire agreements" in got["wish"][2]
    # a task writing another kind of document leaves it out
    assert verdicts("write a welcome email to the Patel family", [wish])["wish"][0] is False
    # a work order is what "WO" abbreviates
    wo = cand("wo", "When Ola writes work orders, she wants the isolation step first.", own=True)
    assert verdicts("draft a WO for the new bilge pump on Heron", [wo])["wo"][0] is True


# --- a sum set aside ------------------------------------------------------------------------------------------

def test_a_budget_or_rate_per_head_binds_a_task_that_arranges_what_it_is_for():
    budget = cand("clean", "Turnaround cleaning budget is £45 per boat, charged to the yard's ops line.")
    got = verdicts("Book the cleaners for the 6 boats coming back Saturday.", [budget])
    assert got["clean"][0] is True
    assert judge.ALLOWANCE.search("The crew lunch allowance is £9 per person.")
    assert not judge.ALLOWANCE.search("PO limits: yard manager up to £1,000")
    assert not judge.ALLOWANCE.search("The marina charges £95 per day for a visitor berth.")  # a tariff
    # one shared word does not tie a sum set aside to a task
    capital = cand("capital", "Capital budget 2031/32: £180,000 left for hull refits.")
    assert verdicts("Book a 45-minute capital planning workshop with my four managers, 10 am Tuesday.",
                    [capital])["capital"][0] is False


# --- matters kept from others ---------------------------------------------------------------------------------

def test_a_matter_someone_keeps_from_others_stays_out_of_what_they_did_not_ask_about_it():
    secret = cand("secret", "Ola has a tribunal hearing on Friday 12 June; Ben doesn't know.", own=True)
    got = verdicts("Write me an out-of-office for Fri 12 June, back Mon 15th, urgent things to Ben.", [secret])
    assert got["secret"][0] is False and "private" in got["secret"][2]
    fund = cand("fund", "Kit applied to the staff hardship fund after a van repair and does not want it brought up.")
    got = verdicts("are payouts from a staff hardship fund taxable in the US?", [fund])
    assert got["fund"][0] is False
    assert not cues.analyse("are payouts from a staff hardship fund taxable in the US?").possessive
    assert cues.analyse("is the wharf ours or the marina's? tell us").possessive


# --- sums on the turn's own figures ----------------------------------------------------------------------------

def test_a_sum_or_conversion_on_the_turns_own_figures_takes_no_stored_answer():
    test = cand("hull", "Hull fittings are pressure-tested at 3 bar for 20 minutes before a boat goes out.")
    assert verdicts("3 bar in psi?", [test], draft="3 bar is about 43.5 psi.")["hull"][0] is False
    fee = cand("fee", "Mooring fees: £2,400 a year for boats under 40 ft, paid quarterly.")
    assert verdicts("VAT on £2,400 at 20%, and gross?", [fee], draft="VAT is £480; gross £2,880.")["fee"][0] is False
    # asked about the yard's own figure, the record answers
    assert verdicts("what pressure do we test hull fittings at?", [test])["hull"][0] is True


# --- elided names, records that set themselves apart ----------------------------------------------------------

def test_an_elided_article_leaves_the_name_behind_it_readable():
    assert language.unelide("le tarif du chantier d'Aldwick") == "le tarif du chantier d' Aldwick"
    assert "aldwi" in judge._names_in(language.unelide("le tarif du chantier d'Aldwick ?"))
    assert language.unelide("O'Brien and D'Souza") == "O'Brien and D'Souza"  # names, not articles


def test_a_record_that_says_it_is_not_ours_does_not_answer_nor_make_ours_look_like_another_sites():
    ours = cand("ours", "The HBY yard van is fleet no. Y-07, a grey Transit; book it in the office diary at least a day "
                        "ahead.")
    theirs = cand("theirs", "Fleet no. Y-70 is the Boatyard Maintenance pickup; it shows up in the office diary search but "
                            "is not the yard's.")
    got = verdicts("need the work van for friday's delivery run, whats the fleet no & how far ahead do i book",
                   [ours, theirs])
    assert got["theirs"][0] is False and "another organisation" in got["theirs"][2]
    assert judge.ELSEWHERE.search("Kingsbridge satellite lab's meter is calibrated on Mondays.")
    assert got["ours"][0] is True  # no rival of the same thing at another site: the one that set itself apart


# --- turns read through a gloss --------------------------------------------------------------------------------

def test_the_learned_layer_leaves_a_direct_answer_to_a_glossed_turn_standing():
    model = stack.load()
    seen = [stack.Seen("The yard's VAT number is GB 123 4567 89.", False, True, "helpful",
                       "answers the turn directly (similarity 0.41, 2 anchor terms, support 0.57 >= 0.50)", "vat")]
    low = np.array([0.1])
    assert stack.decide(model, low, seen)[0][0] is False  # an English turn: withdrawn below the veto
    assert stack.decide(model, low, seen, glossed=True)[0] == (True, "")
    # nor does it withdraw a rota's limit of someone it names, or a sum set aside for what the task arranges
    for note in (f"a constraint the task depends on (staffing){judge.FOR_NAMED}ben)",
                 f"a constraint the task depends on (a rule tied to the task){judge.SET_ASIDE}"):
        kept = [stack.Seen("Turnaround cleaning budget is £45 per boat.", False, True, "helpful", note, "x")]
        assert stack.decide(model, low, kept)[0] == (True, "")


def test_a_dutch_question_holding_is_and_van_is_not_english():
    turn = "Wanneer is Kit ook alweer terug van verlof?"
    assert not language.in_english(turn)
    assert gloss.gloss(turn, names=False)
    assert language.in_english("is the van back from the yard yet?")


# --- freezes and closures on the task's days ------------------------------------------------------------------

def test_a_plural_acronym_is_the_acronym():
    assert {"po", "wo"} <= judge.specific_tokens("no new POs or WOs until the audit")


def test_a_freeze_or_closure_on_the_tasks_day_binds_it_by_what_both_name():
    from datetime import date
    today = date(2031, 5, 14)
    freeze = cand("freeze", "Mid-year purchasing freeze: no new discretionary POs 1-15 June 2031 unless the director signs off.")
    got = verdicts("draft a note to Kit saying I'll raise the hull survey PO on 3 June", [freeze], today=today)
    assert got["freeze"][0] is True and "falls in" in got["freeze"][2]
    shut = cand("shut", "Dry dock 2 is closed for the crane refit 26 May-6 June 2031: no underwater repairs then; "
                        "topside work goes to dock 1.")
    got = verdicts("plan Tues 27th underwater repairs list: Heron, Kestrel, Wren. times pls", [shut], today=today)
    assert got["shut"][0] is True
    # a day outside the closure leaves it out
    assert verdicts("plan Tues 10th underwater repairs list: Heron, Kestrel, Wren. times pls", [shut],
                    today=today)["shut"][0] is False


def test_an_unconfirmed_report_does_not_answer_a_question_the_draft_answers():
    rumour = cand("rumour", "Solvane may be buying Kestrel Marine (rumour, nothing official).")
    rumour.record.status = c.RECORD_STATUS_UNCONFIRMED
    got = verdicts("is Solvane Dutch? what do they mainly make?", [rumour],
                   draft="Yes, Solvane is a Dutch marine-coatings maker; it mainly makes antifouling paints.")
    assert got["rumour"][0] is False
    # confirmed, the same words answer it
    rumour.record.status = c.RECORD_STATUS_CONFIRMED
    assert verdicts("is Solvane Dutch? what do they mainly make?", [rumour],
                    draft="Yes, Solvane is a Dutch marine-coatings maker; it mainly makes antifouling paints.")["rumour"][0]


def test_a_neighbour_told_of_in_an_aside_does_not_set_the_record_apart():
    job = cand("job", "St Brannoc's Boathouse, Appledore refit: we pay £6,200 for the slip rails and winch; harbour licence "
                      "ref 31/0442/HL; crews off site by 16:00 daily (sailing school next door).")
    got = verdicts("what's the harbour licence ref for the St Brannoc's boathouse job again?", [job])
    assert got["job"][0] is True
    # a record about the place next door is still another place's
    other = cand("other", "The boatyard next door charges £40 a night for a visitor mooring.")
    assert verdicts("what do we charge for a visitor mooring a night?", [other])["other"][0] is False
