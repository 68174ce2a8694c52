"""The user's own out-of-office and notes of their absence, the absence of whoever stands in on other days, a yes the
user means to give ("I'll tell him 10ish is fine yeah?"), a round that runs only on some weekdays for a task on
another, a record that calls itself a different vessel, an absence and its cover asked after in French, terse French
read as French and Dutch compounds glossed, and a question on how to write a phrase in English. Cases written here
(a leisure centre with a pool and a parcel depot, and a harbour's boat club), read by the real rules with the real
embedding model. Every test fails at the previous rules; the asserts marked "a guard" pass at both."""

from datetime import date

from judge_svc import policy
from retold import cues, gloss, language
from tests.helpers import cand, verdicts

SEP = date(2026, 9, 7)  # a Monday


def test_an_out_of_office_takes_no_rule_that_only_shares_its_days():
    assert policy.OWN_NOTE.search("write me a short out-of-office for Thu 10 Sept, back at 14:00")
    music = cand("music", "Pool hall licence: amplified music must stop at 22:00 on Thursdays, Fridays and Saturdays "
                          "(condition 9).")
    got = verdicts("write me a short out-of-office for Thu 10 Sept, afternoon only, back at 14:00", [music],
                   draft="Thank you for your email. I am out of the office on the afternoon of Thursday 10 September "
                         "and back at 14:00.", today=SEP)
    assert got["music"][0] is False


def test_a_note_of_the_users_absence_keeps_only_what_is_about_who_stands_in():
    bay = cand("bay", "The Riverside Leisure loading bay has a 3.1 m height limit: only the small van fits under it.")
    got = verdicts("Write a quick note to the team: I'm out Wednesday, Tomasz covers the Riverside bookings.", [bay],
                   draft="Hi all, I'm out on Wednesday. Tomasz is covering the Riverside bookings. Thanks", today=SEP)
    assert got["bay"][0] is False
    leave = cand("leave", "Duty manager Priya Shah is on leave 21 September to 2 October 2026; Ewan Rees runs the desk.")
    note = "Note to the desk team: I'm out Tuesday 8 Sept 13:00-15:00, Priya's in charge of the desk till I'm back."
    got = verdicts(note, [leave], draft="Hi all, I'm out on Tuesday from 13:00 to 15:00; Priya is in charge of the "
                                        "desk until I'm back.", today=SEP)
    assert got["leave"][0] is False
    # a guard: her leave over the very day the note puts her in charge is what the note must know
    later = note.replace("Tuesday 8 Sept", "Tuesday 22 Sept")
    got = verdicts(later, [leave], draft="Hi all, I'm out on Tuesday from 13:00 to 15:00; Priya is in charge.", today=SEP)
    assert got["leave"][0] is True


def test_a_yes_the_user_means_to_give_runs_into_a_closure_that_day():
    assert cues.AUTHORITY.search("i'll tell him 10ish is fine yeah?")
    closed = cand("closed", "The parcel counter is closed on Saturday 12 September 2026 for the stock count; no "
                            "collections.")
    got = verdicts("Mrs Adeyemi wants to collect her returns parcel Saturday morning, I'll tell her 10ish is fine yeah?",
                   [closed], draft="Sounds fine if the counter is open on Saturday.", today=SEP)
    assert got["closed"][0] is True


def test_a_round_that_runs_on_some_weekdays_binds_a_task_that_would_use_it_on_another():
    assert policy.RECURRING_DAYS.search("The van run to the villages is Mondays and Thursdays")
    run = cand("run", "The depot van run to the hill villages is Mondays and Thursdays; the van leaves at 12:30.")
    got = verdicts("Customer at Pen-y-Bryn says we can leave the parcel with her neighbour on Wednesday. OK to put it on "
                   "the van?", [run], draft="Yes, that should be fine as long as she has authorised the neighbour.",
                   today=SEP)
    assert got["run"][0] is True


def test_a_record_that_calls_itself_a_different_vessel_is_no_answer_on_the_one_the_turn_names():
    other = cand("other", "Morning Star II (PZ registered) is a different vessel, a small crabber with no mackerel "
                          "quota.")
    rule = cand("rule", "Quota leases between members under 20 t are signed off by the harbour master; 20 t and over go "
                        "to the board.")
    got = verdicts("Dan on Morning Star wants to lease 12 t mackerel to Sea Holly. Can I just sign it off today?",
                   [other, rule], draft="If the quota is there and your rules allow it, you can approve the lease.",
                   today=SEP)
    assert got["other"][0] is False
    assert got["rule"][0] is True


def test_an_absence_and_its_cover_answer_who_to_ask_while_someone_is_away_in_french():
    assert not language.in_english("C'est qui notre contact chez Dufresne pendant les congés de Claire ?")
    broker = cand("broker", "Our Le Havre forwarder is Dufresne Fret (contact Claire Morel), open Mon-Fri 08:00-18:00.")
    leave = cand("leave", "Claire Morel (Dufresne Fret) is off 14-18 September 2026; Hugo Petit covers her desk.")
    got = verdicts("C'est qui notre contact chez Dufresne pendant les congés de Claire ?", [broker, leave],
                   draft="Je n'ai pas cette information; appelez le standard du transitaire.", today=SEP)
    assert got["leave"][0] is True


def test_dutch_compounds_and_crews_are_glossed():
    read = gloss.gloss("Wat is ons dagtarief voor een ploeg van twee ook alweer?")
    assert "day rate" in read and "crew" in read.split()
    rate = cand("rate", "From 1 September 2026 the two-person removals crew day rate is £760 (was £720).")
    got = verdicts("Wat is ons dagtarief voor een ploeg van twee ook alweer? Excl. btw graag.", [rate],
                   draft="Dat tarief heb ik niet bij de hand.", today=SEP)
    assert got["rate"][0] is True


def test_how_to_write_a_phrase_in_english_is_a_question_on_words_not_on_the_users_deliveries():
    assert cues.TERM_QUESTION.search("Jak po angielsku grzecznie napisać 'proszę o potwierdzenie terminu dostawy'?")
    # a guard: a request to write something, with no phrase quoted, is no question on words
    assert not cues.TERM_QUESTION.search("Jak napisać maila do dostawcy o terminie dostawy?")
    contract = cand("contract", "Harbour Fuels contract: minimum 6,000 L per delivery; normal lead time 48 h; "
                                "emergency delivery 24 h at +5p per litre.")
    got = verdicts("Jak po angielsku grzecznie napisać 'proszę o potwierdzenie terminu dostawy'?", [contract],
                   draft="Na przykład: \"Could you please confirm the delivery date?\"", today=SEP)
    assert got["contract"][0] is False
