"""The twenty-fourth round's readings: a figure the host's draft only guesses, a number given bare for one of
several numbered units, a name at the head of a sentence, a time someone must be done by, a price stated with no currency, "sign off" (no absence), a
document made at the turn's head, a question closed by "short pls", what a thing is asked in German word
order, and the initials of a capitalised name as a search term.
Every case here is written for these tests; the judge runs its real rules with the real embedding model."""

from __future__ import annotations

from datetime import date

import pytest

from judge_svc import policy as judge
from retold import calendar as cal, cues
from retold.v1 import common_pb2 as c
from retrieval_svc.text import tokens
from tests.helpers import cand, verdicts

TODAY = date(2026, 12, 3)


# ------------------------------------------------------------------ a figure the draft only guesses
def test_a_figure_the_draft_only_guesses_is_news():
    record = cand("k4", "Kiln 4 is limited to 1,180 °C for glaze firings.")
    guessed = ("Kilns of that type typically run somewhere between 1,100 and 1,180 °C for glaze firings. "
               "Check the plate on the kiln.")
    v = verdicts("kiln 4 glaze firing limit again?", [record], draft=guessed, today=TODAY)
    assert v["k4"][0], v
    # the same figure stated as the user's fact is already said
    v = verdicts("kiln 4 glaze firing limit again?", [record], draft="Kiln 4 is limited to 1,180 °C for glaze firings.",
                 today=TODAY)
    assert not v["k4"][0] and v["k4"][1] == c.REASON_CODE_REDUNDANT, v


@pytest.mark.parametrize("sentence, hedged", [
    ("Most CTVs can do transfers up to about Hs 1.5-2.0 m.", True),
    ("Typische Verträge sehen oft 95-97 % vor.", True),
    ("It depends on the class: ISO 4 allows 10,000.", True),
    ("The limit is Hs 1.5 m.", False),
])
def test_hedged_sentences(sentence, hedged):
    assert bool(judge.HEDGED.search(sentence)) is hedged




# ------------------------------------------------------------------ a bare number for a numbered unit
def test_a_bare_number_names_one_of_several_numbered_units():
    v = verdicts("what time does 72 come off line these days?", [
        cand("h71", "Rescue 71 (the day aircraft) is on line 07:00-19:00."),
        cand("h72", "From 1 October 2026 Rescue 72 is on line 14:00-02:00."),
    ], today=TODAY)
    assert v["h72"][0] and not v["h71"][0], v
    assert v["h71"][1] == c.REASON_CODE_POTENTIALLY_HARMFUL, v


@pytest.mark.parametrize("turn, bare", [
    ("what time does 72 come off line?", ["72"]),
    ("book it for 10:30 with 6 people", []),
    ("is £450 ok for 12kg?", []),
])
def test_bare_numbers(turn, bare):
    assert [m.group(1) for m in judge.BARE_NUMBER.finditer(turn)] == bare


# ------------------------------------------------------------------ a name at the head of a sentence
def test_a_name_at_a_sentences_head_is_a_name_a_record_gives():
    away = cand("off", "Niamh Quirke (2nd AD) is off 10-11 Dec; Dev Okafor covers the call sheet those days.")
    v = verdicts("plan the 10th for me: survey in the morning, then the beach scene. Niamh to look after the kids side",
                 [away], today=TODAY)
    assert v["off"][0], v
    # the same word written in lower case somewhere is a word, not a name
    v = verdicts("plan the 10th for me. Check the sheet, then check the beach", [
        cand("chk", "Check Point Ltd is closed 10-11 Dec for a stocktake.")], today=TODAY)
    assert not v["chk"][0], v


# ------------------------------------------------------------------ a time someone must be done by
def test_the_end_of_a_stretch_runs_past_a_time_someone_must_be_done_by():
    rule = "Fionn Daly (11): chaperone required, max 5 hours on set, must be wrapped by 19:00."
    assert cal.clock_clash("sc 61 with Fionn on the beach at dusk, roughly 18:30-19:30", rule)
    assert not cal.clock_clash("sc 61 with Fionn on the beach, 17:00-18:30", rule)
    v = verdicts("plan the 10th: sc 61 with Fionn on the beach at dusk, roughly 18:30-19:30", [cand("f", rule)],
                 today=TODAY)
    assert v["f"][0], v
    # someone the turn does not name is not held to it
    v = verdicts("plan the 10th: night exteriors on the pier, roughly 18:30-22:00", [cand("f", rule)], today=TODAY)
    assert not v["f"][0], v


# ------------------------------------------------------------------ a price with no currency
@pytest.mark.parametrize("turn, over", [
    ("new particle counter quote came in at 7,850 ex vat. ok for me to just raise the PO?", True),
    ("need 2x dampers, about 2.1k each. raise the PO for me", True),
    ("quote came in at 3,900 ex vat, ok to raise the PO?", False),
    ("the delivery came to 12 pallets, ok to sign?", False),
])
def test_a_price_with_no_currency_takes_the_limits(turn, over):
    rule = "Any capital purchase over GBP 5,000 needs sign-off from the associate director before the order."
    if "dampers" in turn:
        rule = "The parts PO limit is GBP 1,500; anything above needs the head of operations to sign."
    assert bool(cal.crosses(turn, rule)) is over


# ------------------------------------------------------------------ "sign off" is no absence
def test_signing_off_is_not_being_off():
    rules = cal.record_rules("Until Declan is back on 7 Dec, sign off Orla's email drafts as 'on behalf of the line "
                             "producer'.", False, TODAY)
    assert not rules.ranges, rules
    assert cal.record_rules("Declan Moran is off 3-6 Dec for a family wedding.", False, TODAY).ranges == [(3, 12, 6, 12)]
    # a stretch in which nothing new may start is still one, whatever sign-off it names
    assert cal.record_rules("Until the inspection on 15 Dec 2026, nothing new goes on the land without Ines's sign-off.",
                            False, TODAY).ranges
    # receipts going to someone every Friday put no one elsewhere on Fridays
    assert not cal.record_rules("Receipts go to Fiona Hale (accountant) every Friday.", False, TODAY).forbidden
    assert cal.record_rules("The kit is in Porirua every Tuesday and Wednesday.", False, TODAY).forbidden == {1, 2}


# ------------------------------------------------------------------ what the turn makes, and what it only asks
def test_a_document_made_at_the_turns_head_is_writing():
    assert "writing" in cues.analyse("Do today's sailing plan summary pls: two boats out, one on standby").triggers
    assert "writing" not in cues.analyse("do you have the report from Tuesday?").triggers


@pytest.mark.parametrize("turn, task", [
    ("Gantt vs PERT - when do you use which? short pls", False),
    ("What is a float in scheduling? quick one please", False),
    ("can you check the rota? quick pls", True),
    ("pls send the rota", True),
])
def test_a_question_closed_by_short_pls_asks_for_nothing_made(turn, task):
    assert cues.analyse(turn).task is task


@pytest.mark.parametrize("turn, asked", [
    ("Was genau ist eine Vorabgenehmigung? Kurz erklärt, bitte.", True),
    ("Wie funktioniert Remortgaging in UK eigentlich?", True),
    ("how does remortgaging work?", True),
    ("how does the rota work here?", False),
    ("Wie funktioniert die Freigabe bei uns?", False),
])
def test_what_a_thing_is_or_how_it_works(turn, asked):
    assert bool(judge.DEFINITIONAL_ANY.search(turn)) is asked


# ------------------------------------------------------------------ initials as a search term
def test_the_initials_of_a_capitalised_name_are_a_term():
    got = tokens("The December Medication Safety Group is moved to Thursday 10 Dec, Room 3.")
    assert "msg" in got
    assert "msg" in tokens("MSG this month - when/where?")
    assert "msg" not in tokens("The December Medication Safety Group is moved.", "fold-prefix5-acronyms")
    # a sentence's opening article is no part of the name
    assert "tc" not in tokens("The Committee meets on Fridays.")


# ------------------------------------------------------------------ more readings of the twenty-fourth round
def test_a_weekly_cycle_with_its_deadline_is_no_other_day():
    rule = cand("panel", "The design review panel meets Thursdays at 14:00; papers must be on the portal by Tuesday noon "
                         "or they wait a week.")
    v = verdicts("the cladding package will be ready wednesday morning, can it go to next week's design review?", [rule],
                 draft="It depends on when the panel meets; check the panel's calendar.", today=TODAY)
    assert v["panel"][0], v
    # a record about another day's duty, with no deadline, still speaks of another day
    v = verdicts("who's the duty officer on wednesday?", [cand("sun", "The duty officer on Sundays is Bea Lund.")],
                 today=TODAY)
    assert not v["sun"][0], v


def test_every_term_of_a_short_question_in_one_record_answers_it():
    v = verdicts("gw117 nominal + where's it kept", [
        cand("ours", "Golden wafer GW-117 for ellipsometer E-2: 102.3 nm oxide nominal, kept in cabinet MC-3, slot 4."),
        cand("theirs", "The Penang golden wafer GW-117P for their ellipsometer is 98.7 nm oxide nominal."),
    ], draft="I don't have the nominal for that wafer.", today=TODAY)
    assert v["ours"][0] and not v["theirs"][0], v


def test_a_limit_a_tasks_family_brought_in_binds_by_the_amount_crossed():
    v = verdicts("Je veux commander 60 kg de saumon pour vendredi, ça fait environ 1 100 €. Rédige-moi la commande.", [
        cand("po", "Any single supplier order over €800 needs a PO from the production office before it is placed."),
    ], today=TODAY)
    assert v["po"][0] and v["po"][2].startswith("the turn runs into it"), v


@pytest.mark.parametrize("turn, kind", [
    ("By default give me answers as short bullets I can paste straight into the call sheet notes or an email.", "standing"),
    ("Y cuando me des fórmulas, que sean de Excel con punto y coma como separador.", "standing"),
    ("Y cuando me des fórmulas, que sean de Excel, solo para este informe.", "temporary"),
    ("Cuando me des el informe de la flota, en tablas.", "scoped"),
])
def test_wishes_read_this_round(turn, kind):
    from store_svc import activation_rules as R
    ss = R.sentences(turn)
    assert R.analyse_form(ss[:1], ss[1:]).kind == kind


def test_a_reply_in_the_language_a_named_user_writes_in_is_no_task_scope():
    from store_svc import activation_rules as R
    assert R.record_form("When Tomasz writes in Polish, reply in Polish.").kind not in ("scoped", "temporary")
    assert R.record_form("When the crew writes in English, keep it short.").kind == "scoped"


def test_latin_letters_against_cjk_script_are_a_word_of_their_own():
    turn = "リソベイのアンモニアAMC上限、今いくつだっけ？"
    assert "amc" in tokens(turn)
    assert "amc" in judge.specific_tokens(turn) and "amc" in judge.foreign_marks(turn)
    assert "amc" not in tokens(turn, "fold-prefix5-acronyms")  # the analyzer before this one read it whole


@pytest.mark.parametrize("turn, own", [
    ("how many decks can i actually build with rn", True),
    ("how much spares money left this yr", True),
    ("how many beds can I sell at fenwick for summer 27", True),
    ("how many calories should an adult eat a day?", False),
    ("how much do I need to save for a deposit?", False),
])
def test_a_question_of_a_general_kind_asked_of_the_users_own_state(turn, own):
    tc = cues.analyse(turn)
    assert tc.generic and tc.own_state is own and tc.needs_lookup is own


def test_a_change_to_a_system_fires_the_change_family():
    assert "change" in cues.analyse("Kenji wants to swap the reception PCs on Mon 21 Dec.").triggers
    assert "change" in cues.analyse("Plan the ESC swap on E-12 for the 28th, give me the plan").triggers
    assert "change" not in cues.analyse("how many vans can charge at once after the upgrade?").triggers


@pytest.mark.parametrize("turn, days", [
    ("quero lançar o pedido dia 15", {(15, None)}),
    ("je l'envoie le 15", {(15, None)}),
    ("w dniu 15", {(15, None)}),
    ("le 15 décembre", {(15, 12)}),
    ("le 15% de remise", set()),
    ("am 15 Uhr", set()),
])
def test_a_day_of_the_month_in_other_languages(turn, days):
    assert cal.turn_when(turn, TODAY).days == days


def test_what_nobody_has_confirmed_is_no_constraint_of_a_task():
    from retold.v1 import common_pb2 as pb
    text = "Catering for contractors might have to be gluten-free from January (rumour)."
    turn = "Order lunch for the contractors on Wednesday from the thai place, draft the order."
    confirmed = cand("r", text)
    assert verdicts(turn, [confirmed], today=TODAY)["r"][0]
    rumour = cand("r", text)
    rumour.record.status = pb.RECORD_STATUS_UNCONFIRMED
    assert not verdicts(turn, [rumour], today=TODAY)["r"][0]


def test_a_freeze_binds_a_change_only_on_the_days_it_covers():
    freeze = cand("f", "Holiday change freeze 14 Dec 2026 to 4 Jan 2027: no non-urgent works or system changes on the "
                       "office PCs.")
    inside = verdicts("Priya wants to replace the front-desk PCs on Friday 18 December. Can you write her a quick OK "
                      "email?", [freeze], today=date(2026, 12, 1))
    assert inside["f"][0] and "day 18 falls in 14/12-4/1" in inside["f"][2], inside
    before = verdicts("Priya wants to replace the front-desk PCs on Friday 4 December. Can you write her a quick OK "
                      "email?", [freeze], today=date(2026, 12, 1))
    assert not before["f"][0], before


@pytest.mark.parametrize("turn, words", [
    ("Wie viel ist im Reparaturbudget noch frei?", {"budget"}),
    ("Hur mycket kan jag dra på filialkortet utan att fråga nån?", {"card", "branch"}),
    ("Hur ofta gör vi kontrollen av läkemedelslådan nu för tiden?", {"box", "drugs"}),
])
def test_a_compound_the_word_lists_do_not_hold_glosses_by_its_parts(turn, words):
    from retold import gloss
    assert words <= set(gloss.gloss(turn).split())


def test_a_code_written_against_cjk_script_is_the_turns_code():
    v = verdicts("CVD-03の膜厚スペックって何だっけ？", [
        cand("one", "Chamber CVD-01 film thickness spec is 120 nm plus or minus 3."),
        cand("three", "Chamber CVD-03 film thickness spec is 95 nm plus or minus 2."),
    ], today=TODAY)
    assert v["three"][0] and not v["one"][0], v
