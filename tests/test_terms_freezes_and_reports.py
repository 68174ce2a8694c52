"""Questions about words, spending freezes in force now, approval rules an amount stays within, dietary needs
of people a task names, and unconfirmed reports beside the confirmed record that answers. Cases written here (a
county museum service and its stores), read by the real rules with the real embedding model."""

from retold import cues
from tests.helpers import cand, verdicts


# --- questions about words ---------------------------------------------------------------------------------

def test_how_a_quoted_term_is_said_is_general_knowledge_and_its_words_fire_nothing():
    for turn in ("comment on dit « loan agreement » et « purchase order » en français, pour le musée ?",
                 "jak najlepiej przetłumaczyć 'condition report' na polski?",
                 "How would you translate 'object entry form' into German?"):
        got = cues.analyse(turn)
        assert got.generic, turn
        assert "ordering" not in got.triggers, turn  # "purchase order" is mentioned, not placed
    # the same words used, not mentioned, still order; and a party's own wish about a term is no general question
    assert "ordering" in cues.analyse("Place a purchase order for six display cases, please.").triggers
    assert not cues.TERM_QUESTION.search("How does the Lenders' Board want 'Leihvertrag' translated?")
    # "how do I say no ..." quotes nothing: it is not a question about a word
    assert not cues.TERM_QUESTION.search("How do I say no to extra Saturday openings without sounding unhelpful?")


def test_a_record_sharing_the_quoted_terms_is_no_answer_to_how_they_are_said():
    cands = [cand("consent", "The Harrow loan agreement covers the two tapestries only, not the frames.")]
    got = verdicts("jak najlepiej przetłumaczyć 'loan agreement' i 'tapestries' na polski, w muzeum?", cands)
    assert got["consent"][0] is False
    # asked about the agreement itself, the record answers
    asked = verdicts("what does the Harrow loan agreement cover? the frames too?", cands)
    assert asked["consent"][0] is True
