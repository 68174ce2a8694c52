"""English glosses of turns in other languages (retold.gloss), and what planner and judge do with
them. Cases written here (a vet clinic and its suppliers), read with the word lists as shipped."""

from judge_svc import policy as judge
from planner_svc import policy as planner
from retold import gloss
from retold.embedding import get_embedder
from tests.test_policies import INVENTORY, cand


def test_english_text_has_no_gloss():
    assert gloss.gloss("Who approves purchases over 500 euros at the clinic?") == ""
    assert gloss.gloss("") == ""


def test_a_question_in_another_language_is_read_in_english_words():
    for turn in ("Kto zatwierdza zakupy powyżej 500 euro?",        # Polish
                 "Quem aprova as compras acima de 500 euros?",     # Portuguese
                 "¿Quién aprueba las compras de más de 500 euros?"):  # Spanish
        words = gloss.gloss(turn).split()
        assert "purchases" in words or "purchase" in words, turn
        assert any(w.startswith("approv") for w in words), turn
        assert "500" in words, turn  # numbers, names and codes stay as they are


def test_inflected_forms_meet_their_word():
    # "urlopem" (instrumental of "urlop", leave): listed or met through its first letters
    assert "leave" in gloss.english_words("urlopem")
    assert "leave" in gloss.english_words("Urlaub")


def test_names_and_codes_stay_and_sentence_openings_do_not():
    words = gloss.gloss("Kto mnie zastępuje na WAW-1, jak będę na urlopie u Tomasza?").split()
    assert "WAW-1" in words and "leave" in words
    assert "Kto" not in words  # a capital that only opens the sentence is not a name


def test_a_turn_the_lists_barely_know_has_no_gloss():
    # a name and one known word are not a reading of the turn
    assert gloss.gloss("Kipimo cha fiksatifu kwa turubai kesho ni kiasi gani? Lucia ataandaa.") == ""  # Swahili
    # small words of a language do not gloss ("que", "was", "auf" mean too little, or too many things)
    assert "whats" not in gloss.english_words("que was auf")


def test_the_planner_asks_in_english_words_too():
    gaps, _ = planner.plan("Kto zatwierdza zakupy powyżej 500 euro w naszej klinice?", "", INVENTORY, 3)
    assert gaps
    words = set(gaps[0].query.split())
    assert "zakupy" in words  # the turn's own words stay in the query
    assert words & {"purchase", "purchases"}


def test_the_judge_answers_a_question_in_another_language_from_an_english_record():
    cands = [cand("rule", "Clinic purchases over 500 euros need approval from the practice manager, Dr Ines Vidal."),
             cand("vaccine", "Rabies vaccines for dogs are given on Tuesday mornings.")]
    for turn in ("Wer genehmigt größere Einkäufe bei uns?", "Quem aprova as compras maiores aqui?"):
        got = {j.record_id: j.admitted for j in judge.admit(turn, "", "", "Não sei.", "", cands, get_embedder())}
        assert got == {"rule": True, "vaccine": False}, turn
        judge.GLOSS = False
        try:
            off = {j.record_id: j.admitted for j in judge.admit(turn, "", "", "Não sei.", "", cands, get_embedder())}
        finally:
            judge.GLOSS = True
        assert off["rule"] is False, turn  # its own words alone share nothing with the English record


def test_the_lists_are_part_of_the_identity():
    ident = gloss.identity()
    assert ident["version"].startswith("gloss/") and len(ident["lists_sha256"]) == 64
    assert planner.CONFIG["gloss"] == ident


def test_a_turn_in_another_language_fires_the_task_families_its_english_words_name():
    from retold import cues
    turn = "Muszę zamówić sześć nowych drukarek za 900 euro każda, przygotujesz formularz?"  # Polish: order printers
    assert "ordering" in cues.analyse(turn).triggers
    cues.GLOSSED_TRIGGERS = False
    try:
        assert "ordering" not in cues.analyse(turn).triggers
    finally:
        cues.GLOSSED_TRIGGERS = True
    # whether it is a task is still read from the turn's own words: a family that makes a request of an
    # English turn ("review") fires from the gloss and leaves a question a question
    question = "Quando é a próxima revisão dos extintores do armazém?"  # when is the next extinguisher check
    got = cues.analyse(question)
    assert "review" in got.triggers and not got.task


def test_a_turn_is_read_in_its_own_languages_list():
    # "belges" (Belgians) is spelt like Turkish "belge" (a certificate): read in the French list, it is not one
    words = gloss.gloss("Rappelle-moi les besoins particuliers des visiteurs belges du 5 janvier ?").split()
    assert "visitors" in words and "certificate" not in words
    # "règle" stands for few enough words in French alone ("rule", "set", "paid": "réglé") to be read at all
    assert "rule" in gloss.gloss("c'est quoi déjà la règle pour les heures supplémentaires le dimanche ?").split()
    # a turn whose language the lists cannot tell (too few of its words) is read in all of them together
    assert gloss._lists_for(["urlop"], "urlop") is gloss._tables().merged


def test_forms_of_one_english_word_count_as_one_sense():
    assert gloss._senses(["rule", "rules"]) == 1 and gloss._senses(["set", "sets", "rule"]) == 2
    assert gloss._senses(["purchase", "purchases"]) == 1


def test_a_name_is_read_whole_in_a_language_that_capitalises_only_names():
    # "Brookside" in a Polish turn is the name of a practice, not "brook" and "side"
    words = gloss.gloss("Jaki jest numer do Brookside po godzinach? Bruno coś słabo wygląda.").split()
    assert "Brookside" in words and "side" not in words
    # German writes every noun with a capital: its compounds are still read in parts
    assert "maintenance" in gloss.gloss("Wie hoch ist das Reparaturbudget für die Halle dieses Jahr?").split()


def test_the_added_words_gloss_in_every_language():
    # "cancellation", "coeliac" and "surcharge" are among the words the records use that the lists now hold
    assert "cancellation" in gloss.gloss("qual é mesmo a regra de cancelamento para o cliente?").split()
    assert "coeliac" in gloss.gloss("Welche Gäste sind Zöliakie-Patienten und brauchen glutenfreies Essen?").split() \
        or "coeliac" in gloss.gloss("Quels invités sont cœliaques pour le dîner de jeudi ?").split()
