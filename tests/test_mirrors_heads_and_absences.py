"""The twenty-first round's readings: a reply that follows the user's own language, a wish made to wait on
its audience, a record whose subject is a kind of document, pounds and dollars said as people say them, an
amount that crosses a limit on the thing it qualifies, a freeze's own word, whoever a leave record says is
away, and a limit crossed in a turn whose task the English cues cannot read.
Every case here is written for these tests; the judge runs its real rules with the real embedding model."""

from __future__ import annotations

from datetime import date

import pytest

from judge_svc import policy as judge
from retold import calendar as cal
from tests.helpers import cand, verdicts
from store_svc import activation_rules as R




# ------------------------------------------------------------------ activation forms
@pytest.mark.parametrize("words", [
    "When I message you in Dutch, reply in Dutch; otherwise English. Always.",
    "Cuando te hable en catalán, respóndeme en catalán; si no, en castellano. Siempre.",
    "Quand je t'écris en français, réponds en français, sinon en anglais. Toujours.",
    "Wenn ich dir auf Deutsch schreibe, antworte immer auf Deutsch, sonst Englisch.",
])
def test_a_reply_that_follows_the_users_language_is_no_task_scope(words):
    form = R.analyse_form([words], [])
    assert form.kind in ("standing", "unscoped_instruction"), form


def test_a_language_named_for_one_kind_of_writing_is_still_a_scope():
    form = R.analyse_form(["When I write tender letters, use formal Welsh, always."], [])
    assert form.kind == "scoped"


@pytest.mark.parametrize("words", [
    "Say 'visitors' rather than 'customers'. Depends who it's for, though.",
    "Use 'conserve' rather than 'repair', depending on the audience.",
    "Rispondimi in italiano, credo. Vediamo.",
])
def test_a_wish_made_to_wait_on_its_audience_goes_to_a_person(words):
    assert R.analyse_form([words], []).kind == "hedged"


@pytest.mark.parametrize("record", [
    "Tender letters for Ruth are always in formal Welsh, whatever language she writes in.",
    "Invoices to the Norwegian clients always go out in Bokmål.",
    "Incident reports for the board must be in British English.",
])
def test_a_record_whose_subject_is_a_kind_of_document_is_scoped_to_it(record):
    # (read where the user's words are in another language; in English their own words decide)
    form = R.record_form(record, subject=True)
    assert form.kind == "scoped" and form.markers[0].startswith("subject:")
    assert not R.record_form(record).markers or not R.record_form(record).markers[0].startswith("subject:")


@pytest.mark.parametrize("record", ["Answers for Ruth are always in Welsh.", "Dates always as DD/MM/YYYY."])
def test_a_record_about_every_answer_keeps_its_standing_form(record):
    assert R.record_form(record, subject=True).kind == "standing"


# ------------------------------------------------------------------ amounts
@pytest.mark.parametrize("turn,limit", [
    ("Cab from the depot both days, about 42 quid each way.", "any single cab fare over GBP 40 needs sign-off"),
    ("The part's like 260 bucks from the dealer.", "parts over $250 need the fleet manager's OK"),
])
def test_pounds_and_dollars_said_as_people_say_them(turn, limit):
    assert cal.crosses(turn, limit)


def test_an_amount_crosses_a_limit_on_the_thing_it_qualifies():
    held = "The Aarhus hall is held for 3-9 May; the hold ends on 1 April unless the DKK 60,000 deposit is in."
    rule = "Any hall deposit over DKK 40,000 needs the finance lead's signature first."
    assert cal.crosses_same(held, rule)
    assert not cal.crosses_same("The DKK 60,000 stage rig is insured separately.", rule)
    assert judge.limit_heads(rule) == judge.specific_tokens("deposit")


def test_the_held_deposit_brings_the_deposit_rule_to_a_payment_task():
    held = cand("hold", "The Aarhus hall is held for 3-9 May; the hold ends on 1 April unless the DKK 60,000 "
                        "deposit is in.")
    rule = cand("rule", "Any venue deposit over DKK 40,000 needs Signe's signature before it goes out.")
    v = verdicts("Aarhus is a go, let's lock it. Draft the deposit payment request to accounts.", [held, rule])
    assert v["hold"][0] and v["rule"][0], v


# ------------------------------------------------------------------ days
def test_a_freezes_own_word_is_no_tie():
    freeze = cand("freeze", "Change freeze on the chiller controllers at all sites from 1 to 20 March 2031: no "
                            "setpoint changes without Oona's sign-off.")
    v = verdicts("Absolutely freezing on the roof today. Good hot drink to take up in a flask?", [freeze],
                 today=date(2031, 3, 4))
    assert not v["freeze"][0]


def test_the_freeze_still_binds_a_change_to_what_it_names():
    freeze = cand("freeze", "Change freeze on the chiller controllers at all sites from 1 to 20 March 2031: no "
                            "setpoint changes without Oona's sign-off.")
    v = verdicts("Going to lower the chiller setpoint to 6 degrees on the controllers this afternoon, write me the "
                 "change note.", [freeze], today=date(2031, 3, 4))
    assert v["freeze"][0]


@pytest.mark.parametrize("text,names", [
    ("Coach Dara Whelan, who runs Riverside Squad B on Mondays, is on leave 2-16 March.", {"dara", "whela"}),
    ("Finance officer Ines Moraes (Harbour office) is away until Friday.", {"ines", "morae"}),
    ("Off until further notice: Teodor Lind.", {"teodo", "lind"}),
])
def test_whoever_a_leave_record_says_is_away(text, names):
    assert judge._away_names(text) == names


def test_a_task_done_now_does_not_wait_on_someone_whose_record_only_names_its_place():
    leave = cand("leave", "Coach Dara Whelan, who runs Riverside Squad B on Mondays, is on leave 2-16 March 2031.")
    v = verdicts("Need a few new warm-up games for squad B, the nervous ones.", [leave], today=date(2031, 3, 4))
    assert not v["leave"][0]
    v = verdicts("Need Dara to sign the squad B kit order, can I send it over now?", [leave], today=date(2031, 3, 4))
    assert v["leave"][0]


def test_a_limit_crossed_in_a_turn_the_english_cues_cannot_read_is_admitted():
    budget = cand("budget", "Workshop tools budget for 2031 is €9,000; any single item over €1,200 needs "
                            "Maren's approval.")
    v = verdicts("Necesito una sierra de cinta nueva, el proveedor pide 1.780 €. Prepárame el pedido.", [budget])
    assert v["budget"][0], v


@pytest.mark.parametrize("words", [
    "But anything that's grant-facing copy, write it in English, UK spelling.",
    "On race days keep it to two lines, I'm on the radio most of the time.",
    "When you give me packing lists, table please: item, qty, bay.",
])
def test_scopes_said_as_a_kind_of_copy_a_kind_of_day_or_a_kind_of_list(words):
    assert R.analyse_form([words], []).kind == "scoped"


def test_a_plain_list_wish_still_stands():
    assert R.analyse_form(["When you give me lists, number them."], []).kind == "standing"


def test_health_told_beside_a_wish_lends_it_no_always():
    turn = ("Please skip the manual-handling warnings, I've done this for years. By the way I'm asthmatic, always "
            "keep an inhaler in the van, only HR knows.")
    said = R.sentences(turn)
    assert R.analyse_form([said[0]], said[1:]).kind != "standing"
    assert R.analyse_form(["Always skip the manual-handling warnings, I've done this for years."], []).kind == "standing"


def test_the_user_asking_after_their_own_time_off_gets_their_dated_leave():
    leave = cand("leave", "Ruth is on leave 19 December 2030 to 2 January 2031, back on the 3rd.", own=True)
    other = cand("other", "Tomas is on leave 20-27 December 2030.")
    v = verdicts("when am i off over the holidays again? payroll wants my dates", [leave, other],
                 today=date(2030, 12, 1))
    assert v["leave"][0] and not v["other"][0]


@pytest.mark.parametrize("words,is_wish", [
    ("On match days keep it to two lines, I'm on the touchline with my phone.", True),
    ("For site reports use bullet points.", True),
    ("On Fridays I keep my own notes short.", False),
])
def test_a_condition_before_the_verb_with_no_comma_still_heads_a_wish(words, is_wish):
    assert R.is_instruction(words) is is_wish


def test_a_scoped_wish_beside_a_habit_stays_scoped():
    turn = ("Also on match days keep it short, I'm usually on the touchline with the squad. And FYI the club caps "
            "away travel at 300 miles. Don't quote me the league's 350.")
    said = R.sentences(turn)
    assert R.analyse_form([said[0], said[2]], [said[1]]).kind == "scoped"


def test_a_records_own_paraphrase_of_a_language_mirror_is_no_scope():
    record = "Ruth wants replies in Welsh when she writes in Welsh and in English when she writes in English."
    assert R.record_form(record).kind != "scoped"
    assert R.record_form("Reply in Welsh when she writes about the Bangor office.").kind == "scoped"


def test_explaining_is_what_every_answer_does():
    assert R.analyse_form(["And when you explain things: short sentences, no italics."], []).kind != "scoped"
    assert R.analyse_form(["Whenever you explain, keep it under five lines. Always."], []).kind == "standing"
    assert R.analyse_form(["When you explain the rota to the crew, use Polish."], []).kind == "scoped"
