"""The form rules as a pure function over wordings of this file's own: what may
promote, what stays conditional, what a person must decide."""

import pytest

from store_svc.activation_rules import analyse_form, assign_category, locate_claim, sentences

PROMOTABLE = ("standing", "unscoped_instruction")


def form(turn: str):
    ss = sentences(turn)
    return analyse_form(ss[:1], ss[1:])


@pytest.mark.parametrize("turn", [
    "Always answer me concisely.",
    "Reply in Hindi.",
    "Unless I say otherwise, reply in Polish.",
    "From now on, use metric units in your answers.",
    "Réponds-moi toujours en français.",
    "Antworte mir bitte immer auf Deutsch.",
    "Keep your replies brief. I check them on the bus.",
    "Please answer in Hindi if that's okay.",
    "By default show snippets in Kotlin, even when I paste Java.",
])
def test_standing_and_unscoped_instructions_may_promote(turn):
    assert form(turn).kind in PROMOTABLE


@pytest.mark.parametrize("turn,kind", [
    ("For recipes, always list ingredients first.", "scoped"),
    ("Reply in Italian while I'm in Rome.", "scoped"),
    ("Always answer in Japanese during our lessons.", "scoped"),
    ("On Fridays, keep answers short.", "scoped"),
    ("In emails to clients, be formal.", "scoped"),
    ("Please always explain things simply, unless it's about work.", "scoped"),
    ("Always give me code in Go for the backend stuff.", "scoped"),
    ("Summarise this article in three bullets.", "scoped"),
    ("Can you answer in French today?", "temporary"),
    ("Until the exam is over, quiz me in Spanish.", "temporary"),
    ("Answer me in Spanish for the next two weeks.", "temporary"),
    ("For the time being, reply in English.", "temporary"),
    ("I guess bullet points are nicer, maybe?", "hedged"),
    ("Answer in Welsh. Or English is fine too, I don't know.", "hedged"),
    ("Write the quarterly report in German.", "unrecognised"),
    ("Always use British spelling in my cover letters.", "unrecognised"),
    ("I prefer short answers.", "unrecognised"),
])
def test_scoped_temporary_doubtful_and_specific_wording_never_promotes_by_rule(turn, kind):
    assert form(turn).kind == kind


def test_category_comes_from_the_words_never_from_a_wider_list():
    assert assign_category("Always answer me in Dutch.", "", "general") == ("response_language", "cues")
    assert assign_category("I'm colour blind, label the charts.", "", "general")[0] == "accessibility"
    # A non-allowlisted write-time category is kept as it is: it cannot become eligible.
    assert assign_category("Remind me to stretch at noon.", "", "schedule") == ("schedule", "none")


def test_claim_location_needs_the_users_words():
    turn = "Some context first. By default, show code samples in Rust."
    ok = locate_claim("Show code samples in Rust.", "", turn, None, 0.5, 0.25)
    assert ok.supported and ok.span == ["By default, show code samples in Rust."]
    wrong = locate_claim("Answer in Portuguese.", "", turn, None, 0.5, 0.25)
    assert not wrong.supported and wrong.reason == "claim_not_found_in_turn"
    quoted = locate_claim("Prefers Rust samples.", "show code samples in Rust", turn, None, 0.9, 0.25)
    assert quoted.supported and quoted.method == "quote_in_turn"
