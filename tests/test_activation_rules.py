"""The form rules as a pure function over wordings of this file's own: what may
promote, what stays conditional, what a person must decide."""

import pytest

from store_svc import activation_rules as R, style_lexicon
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
    # how anything is written; what is for the user themself; an exception the user names on the day
    "Please write in short plain sentences, no emoji - I paste it all into the ward system.",
    "When it's just for me, keep it brief and lead with the answer.",
    "Reply in Dutch by default. English only when I tell you it's for the auditors.",
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
    # one occasion at the head of the wish: it ends, and the wish with it
    ("For this quarter-end audit, give me only the figures, no commentary.", "temporary"),
    ("During the current office move, keep every reply to three lines.", "temporary"),
    ("Just for these board papers, write in plain English.", "temporary"),
    ("I guess bullet points are nicer, maybe?", "hedged"),
    ("Answer in Welsh. Or English is fine too, I don't know.", "hedged"),
    # the wish waits on something the user has not settled
    ("Can you keep your replies shorter? Well, it depends on whether the question is tricky.", "hedged"),
    ("Use metric units with me from now on. We'll see how it goes.", "hedged"),
    ("Write the quarterly report in German.", "unrecognised"),
    ("Always use British spelling in my cover letters.", "unrecognised"),
    ("I prefer short answers.", "unrecognised"),
])
def test_scoped_temporary_doubtful_and_specific_wording_never_promotes_by_rule(turn, kind):
    assert form(turn).kind == kind


def test_a_default_named_as_such_is_standing():
    assert form("Default for me: short answers, no preamble.").kind == "standing"
    assert form("My defaults: metric units and 24-hour times.").kind == "standing"


def test_an_occasion_needs_a_this_and_its_own_clause():
    # "for this" inside the wish, a kind of thing, or a standing wish that mentions the present one are no occasion
    assert form("Always use bullet points, for this and everything else.").kind != "temporary"
    assert form("For reports like this one, use bullet points.").kind == "scoped"
    assert form("For this kind of question, bullets please.").kind != "temporary"


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


def test_a_wish_that_goes_on_under_a_scope_heading_keeps_the_heading():
    turn = "For grant reports: Oxford commas, no contractions. Spell it 'programme', never 'program' - funders notice."
    rec = "Lena wants 'programme', never 'program', in grant reports."
    # the closest sentence in meaning is the second; the heading before it still scopes the wish
    loc = locate_claim(rec, "", turn, [0.41, 0.72, 0.76], 0.5, 0.25)
    assert loc.span[0].startswith("For grant reports:")
    assert analyse_form(loc.span, loc.context).kind == "scoped"
    assert analyse_form(loc.span[1:], loc.span[:1]).kind == "standing"  # read without it, "never" stands


def test_doubt_about_another_wish_of_the_turn_is_that_wishs_own():
    turn = ("Morning! One rule always: write 'service users', never 'clients'. Also, maybe drop the sign-off "
            "with me? Not sure yet, we'll see.")
    firm = locate_claim("Sade always wants 'service users', never 'clients'.", "write 'service users', never 'clients'",
                        turn, None, 0.5, 0.25)
    assert firm.aside == ["Also, maybe drop the sign-off with me?", "Not sure yet, we'll see."]
    assert analyse_form(firm.span, firm.context, firm.aside).kind == "standing"
    assert analyse_form(firm.span, firm.context).kind == "hedged"  # read with the other wish's doubt
    unsure = locate_claim("Sade may want no sign-off; undecided.", "maybe drop the sign-off with me", turn, None, 0.5, 0.25)
    assert analyse_form(unsure.span, unsure.context, unsure.aside).kind == "hedged"
    # a second sentence that goes on with the same wish is no other wish: the doubt after it is the claim's
    on = "Be blunt with me, always. Tell me when a plan is weak. Well... maybe not for the trustees' stuff."
    loc = locate_claim("Sade wants blunt answers, always.", "Be blunt with me, always", on, None, 0.5, 0.25)
    assert loc.aside == [] and analyse_form(loc.span, loc.context, loc.aside).kind == "hedged"
    # doubt said after the claim itself stays the claim's
    after = "Write 'service users', never 'clients'. Not sure yet, we'll see."
    loc = locate_claim("Sade wants 'service users', never 'clients'.", "", after, None, 0.5, 0.25)
    assert loc.aside == [] and analyse_form(loc.span, loc.context, loc.aside).kind == "hedged"


@pytest.mark.parametrize("turn", [
    # an opt-out exception keeps a default standing
    "Keep it to three paragraphs unless I ask for more.",
    # an announcement of standing instructions, even when what follows has no verb
    "Two standing requests: Canadian spelling, and prices in CAD unless I say otherwise.",
    # a condition that only names a kind of quantity inside any answer
    "When you give temperatures, Celsius please, and never Fahrenheit.",
    # a habit that explains the wish
    "Cut the preamble, I'm normally reading these on a ladder.",
    # a concessive remark beside the claim broadens it
    "Give distances in kilometres. Even if I write miles by accident.",
    # a verbless request about the form of everything the assistant hands over
    "Plain text please, no bold. I copy most of what you send me into a form.",
    "Don't ever give me Fahrenheit.",
])
def test_standing_wishes_in_looser_wording_may_promote(turn):
    assert form(turn).kind in PROMOTABLE


@pytest.mark.parametrize("turn,kind", [
    # what the user sends or hands out to others is a document scope, not every answer
    ("Anything I post to the parents' group: short sentences and no acronyms.", "scoped"),
    ("Everything that goes out under the trust's letterhead, formal tone please.", "scoped"),
    ("Stuff written for the landlord should be polite. My own notes don't need that.", "scoped"),
    # "otherwise" followed by another instruction splits the wish in two
    ("Use a table for comparisons, otherwise keep to prose.", "scoped"),
    # doubt in the claim itself goes to a person even when it is scoped as well
    ("Perhaps add a joke when it's for the newsletter? Not sure.", "hedged"),
    # a kind of document the wish acts on, not at its head: only that kind ("the report" is one document)
    ("The planner tool changed, so staff rosters as a plain CSV from now on.", "scoped"),
    ("New rule: write site diaries in French from now on.", "scoped"),
    ("Write the report in German from now on.", "unrecognised"),
    # an exception named and left open: a person reads it
    ("Skip the pleasantries with me. Funding letters are a whole different story though.", "hedged"),
    ("Be casual with me, but for council stuff, you know.", "hedged"),
])
def test_looser_scopes_and_doubt_are_caught(turn, kind):
    assert form(turn).kind == kind


def test_a_closing_otherwise_is_a_reason_not_a_scope():
    assert form("Always close with the one thing I should do next. I forget otherwise.").kind == "standing"


@pytest.mark.parametrize("turn,category", [
    ("Always give weights in kilograms.", "answer_style"),
    ("Use 24-hour times with me.", "answer_style"),
    ("Amounts in EUR from now on.", "answer_style"),
    ("Always use Australian spelling.", "response_language"),
    ("Always end with the next step I need to take.", "answer_style"),
])
def test_rendering_rules_belong_to_allowlisted_categories(turn, category):
    assert assign_category(turn, "", "general") == (category, "cues")


@pytest.mark.parametrize("turn", [
    "Vanaf nu graag altijd in het Nederlands antwoorden.",
    "Whenever there's a query, write it in SQL for Postgres.",
    "Two decimals and thousands separators for money, as a rule.",
    "Four bullet points max, every answer.",
    "Please default to Canadian English and metric.",
    "Every time you answer me, large headings and short lines. I use a magnifier at work.",
])
def test_more_standing_shapes_may_promote(turn):
    assert form(turn).kind in PROMOTABLE


def test_anything_going_into_a_named_document_is_a_scope():
    assert form("For anything that's going in the annual report, keep to one page.").kind == "scoped"


def test_a_verbless_every_time_rule_for_code_is_a_standing_code_language():
    assert form("Whenever there's a query involved, SQL.").kind in PROMOTABLE
    assert assign_category("Whenever there's code involved, Rust.", "", "general") == ("code_language", "cues")


@pytest.mark.parametrize("turn", [
    "Any script you send me, make it Bash. Nobody here runs Windows.",
    "Rule of thumb: keep it to a paragraph unless I ask for the long version.",
])
def test_universal_targets_and_rules_of_thumb_are_standing(turn):
    assert form(turn).kind in PROMOTABLE


def test_a_habit_beside_the_wish_is_not_its_scope():
    assert form("Keep it short. I'm usually on the phone while I read.").kind in PROMOTABLE
    assert form("Keep it short. That's only while I'm on call.").kind == "scoped"


def test_more_looser_standing_forms():
    assert form("Whenever you give me a distance, kilometres please.").kind in PROMOTABLE
    assert form("Réponds-moi en espagnol, s'il te plaît, même quand je t'écris en français.").kind in PROMOTABLE
    assert assign_category("House style for everything: common name first, then the Latin name.", "", "general") == (
        "answer_style", "cues")


def test_wishes_outside_english_are_told_apart():
    from store_svc.activation_rules import FOREIGN_MAX, foreign_share
    assert foreign_share("Bei Entwürfen bitte immer die kurze Form mit Nummern.") > FOREIGN_MAX
    assert foreign_share("So plain text please, no asterisks, no bold, no headings.") <= FOREIGN_MAX
    assert foreign_share("Whenever there's code involved, Python.") <= FOREIGN_MAX


@pytest.mark.parametrize("turn", [
    # an opt-out marker has a subject ("unless I say otherwise") but is not a statement
    "By default, any scripts in Go, unless I say otherwise. The build box only has Go.",
    # a condition whose object is anything the answer shows covers every answer
    "Whenever you describe anything visual, don't use colour as the only cue. I'm colour-blind.",
    "Whenever you write anything for me, skip the preamble.",
])
def test_universal_conditions_and_opt_outs_with_a_subject_stay_standing(turn):
    assert form(turn).kind in PROMOTABLE


def test_where_the_answer_goes_in_a_response_is_answer_style():
    assert assign_category("Give the verdict in the first line, always.", "", "general") == ("answer_style", "cues")


def test_other_language_is_told_by_function_words():
    from store_svc.activation_rules import other_language

    assert other_language("Odtąd odpowiadaj krótko, w punktach.", "Answer Ines briefly and in bullet points.")
    assert other_language("Niente grassetto e niente tabelle.", "No bold and no tables in answers.")
    # English on both sides, or too few words to tell, is not another language
    assert not other_language("Keep the replies brief, in bullet points.", "Answer Ines briefly and in bullet points.")
    assert not other_language("Brief, bullets.", "Answer Ines briefly and in bullet points.")


@pytest.mark.parametrize("turn", [
    "Bei Angeboten bitte immer eine Tabelle.",
    "Als ik over belasting vraag, zet de bedragen in een tabel.",
    "Se ti chiedo delle tasse, metti gli importi in una tabella.",
    "Gdy pytam o podatki, pokaż kwoty w tabeli.",
])
def test_scopes_in_other_languages_keep_a_wish_conditional(turn):
    assert form(turn).kind == "scoped"


def test_a_concessive_bei_broadens_rather_than_scopes():
    assert form("Bitte immer knappe Antworten, auch bei Rechnungen.").kind != "scoped"


def test_language_choices_are_compared_by_the_languages_they_name():
    from store_svc.activation_rules import languages_named, same_language_choice

    assert languages_named("Antworte immer auf Spanisch, auch wenn ich Deutsch schreibe.") == ["es", "de"]
    assert same_language_choice("Réponds-moi toujours en italien.", "Always answer in Italian.")
    assert not same_language_choice("Réponds-moi toujours en italien.", "Always answer in Spanish.")
    assert not same_language_choice("Réponds-moi toujours brièvement.", "Always answer briefly.")


def test_wondering_aloud_is_doubt_not_a_scope():
    assert form("I keep wondering if you should drop the emoji entirely. Could go either way.").kind == "hedged"


def test_a_record_stated_over_two_sentences_is_read_from_both():
    turn = "By default, keep answers under 80 words. I read them on a phone up a ladder."
    # embedding similarity of the record to each sentence, then to the whole turn
    loc = locate_claim("By default keep answers under 80 words; she reads them on a phone up a ladder.", "", turn,
                       [0.62, 0.58, 0.7], 0.5, 0.25)
    assert loc.span == sentences(turn)
    assert analyse_form(loc.span, loc.context).kind in PROMOTABLE


@pytest.mark.parametrize("turn", [
    "Don't bury the answer in long paragraphs, use short lines. I'm dyslexic.",
    "I rely on VoiceOver, so please no tables and no ASCII diagrams.",
    "Because of my eyesight, write headings out plainly and skip the emoji.",
    "I have low vision so give me large clear headings please.",
])
def test_a_lasting_trait_behind_a_wish_makes_it_standing(turn):
    got = form(turn)
    assert got.kind == "standing" and any(m.startswith("trait:") for m in got.markers), got


def test_a_trait_does_not_lift_a_scoped_or_one_off_wish():
    # the trait explains the wish, but the wish is still for one task or one thing
    assert form("I'm colour-blind, so for the flood maps report use hatching, not colour.").kind != "standing"
    assert analyse_form(["Read this table out row by row."], ["I use a screen reader."]).kind == "scoped"


@pytest.mark.parametrize("turn", [
    "Any code, show it to me in Haskell.",
    "For every chart, put the values on the bars as well.",
    "All amounts, give them in kroner with two decimals.",
])
def test_a_universal_over_a_kind_of_content_is_standing(turn):
    assert form(turn).kind == "standing"


def test_whenever_you_would_show_something_renders_it_everywhere():
    got = form("Whenever you'd give me a graph, also say in words what it shows.")
    assert got.kind == "standing", got


def test_the_reason_beside_an_instruction_names_no_artifact():
    # "my phone" sits in the reason, not in what the instruction is about
    assert form("Always give me numbered steps, I read them on my phone in the van.").kind == "standing"
    # ... while an instruction about "my thesis" is about that thing
    assert form("Always give me numbered steps for my thesis chapters.").kind != "standing"


def test_a_casual_keep_it_or_talk_to_me_addresses_every_answer():
    assert form("Keep it brief and plain, mate.").kind in PROMOTABLE
    ss = sentences("Talk to me like a colleague, ok? Plain words, no buzzwords.")
    assert analyse_form(ss[1:], ss[:1]).kind in PROMOTABLE


@pytest.mark.parametrize("turn", [
    "Svara alltid på svenska.",
    "Vastaa minulle aina suomeksi.",
    "Odpovídej mi vždy česky.",
    "Bana her zaman Türkçe cevap ver.",
])
def test_standing_markers_in_more_languages(turn):
    assert form(turn).kind == "standing", form(turn)


def test_language_choices_named_in_nordic_and_other_languages():
    from store_svc.activation_rules import same_language_choice

    assert same_language_choice("Svara mig på danska, även när jag skriver engelska.",
                                "Answer in Danish even when she writes in English.")
    assert same_language_choice("Vastaa suomeksi.", "Answer in Finnish.")
    assert not same_language_choice("Vastaa suomeksi.", "Answer in Swedish.")


def test_words_english_shares_with_other_languages_do_not_make_a_quote_english():
    from store_svc.activation_rules import other_language

    # "no", "a", "me" are Portuguese and Spanish words too
    assert other_language("respostas curtas, no máximo a 3 linhas", "Keep answers to three lines at most.")
    assert not other_language("keep it to three lines at most", "Keep answers to three lines at most.")


def test_verbless_fragments_about_the_answer_are_wishes():
    assert analyse_form(["Short answers.", "Numbered steps."], ["Every time, I'm usually on site."]).kind == "standing"
    # a fragment that is not about answers is no wish
    assert analyse_form(["Long shifts."], ["Every time, I'm usually on site."]).kind == "unrecognised"


def test_when_you_write_code_for_me_names_every_answer_with_code():
    got = form("When you write code for me, make it Google Apps Script.")
    assert got.kind == "standing", got
    assert assign_category("When you write code for me, make it Google Apps Script.", "", "")[0] == "code_language"
    # a task of the user's is still a scope
    assert form("When I write the grant report, keep the tone formal.").kind == "scoped"


def test_a_wish_given_in_two_languages_keeps_the_time_limit_of_either():
    turn = "Ryokou no aida wa, nihongo de kotaete kudasai. (While I'm travelling, answer me in Japanese, until I'm back in May.)"
    loc = locate_claim("Answer in Japanese while travelling, until May.", "Ryokou no aida wa, nihongo de kotaete kudasai.",
                       turn, None, 0.5, 0.25)
    assert loc.supported and len(loc.span) == 2
    assert analyse_form(loc.span, loc.context).kind == "temporary"


def test_pointing_by_colour_is_an_instruction_a_trait_makes_standing():
    got = form("I'm colour-blind, so please never point me at a cell by its colour alone.")
    assert got.kind == "standing", got


@pytest.mark.parametrize("claim,context,kind", [
    # a kind of quantity in any answer, in German, is not a task scope
    ("Bei Preisen bitte immer die Währung zuerst nennen.", [], "standing"),
    # ... but a kind of task is
    ("Bei Code-Reviews bitte immer direkt sein.", [], "scoped"),
    ("Default rule for code: Rust, please.", ["Everything we ship is embedded anyway."], "standing"),
    ("Na razie odpowiadaj krótko.", [], "temporary"),
    ("Apo edo kai pera na mou grafeis syntoma.", [], "standing"),
])
def test_form_markers_of_other_languages(claim, context, kind):
    from store_svc.activation_rules import analyse_form

    assert analyse_form([claim], context).kind == kind


def test_programming_languages_are_named_in_inflected_forms():
    from store_svc.activation_rules import code_languages_named, language_choice_sentences

    assert code_languages_named("Od teraz przykłady kodu zawsze w Pythonie, nie w Kotlinie.") == ["python", "kotlin"]
    assert code_languages_named("a good go at it") == []
    turn = "Od teraz przykłady kodu zawsze w Pythonie, nie w Kotlinie. Z Excelem skończyłem."
    assert language_choice_sentences("Give code examples in Python (not Kotlin).", turn) == [turn.split(". ")[0] + "."]


@pytest.mark.parametrize("claim,context,kind", [
    # asking for a kind of content names every answer that holds it
    ("Whenever I ask for a macro, write it in VBA.", [], "standing"),
    ("When I ask about payroll, show a table.", [], "scoped"),
    # "if you have to" softens, it does not scope
    ("Headline first, always.", ["Then the details underneath if you have to."], "standing"),
    # a reason beside the wish explains it; "only" beside it scopes it
    ("Always give dates as 2034-06-20.", ["Never 20/6; it gets misread by the US office."], "standing"),
    ("Always give dates as 2034-06-20.", ["That's only for the US office."], "scoped"),
    # doubt in French reaches a person
    ("J'aime bien quand tu mets un résumé au début", ["pas toujours, ça dépend."], "hedged"),
    # what the assistant picks or suggests for every answer that holds it, and one word saying which
    ("Whenever you pick colours for a chart, keep red and green apart.", ["I can't tell them apart."], "standing"),
    ("If there's a due date in it, put that first, always.", [], "standing"),
    # a work product of the user's is still a scope
    ("When you write the weekly report, keep it short.", [], "scoped"),
    # a request asked as a question in Portuguese is an instruction; "pode ser" (maybe) is doubt
    ("Pode me responder em espanhol?", ["Vale para tudo, sempre."], "standing"),
    ("Pode ser em espanhol?", ["Não sei."], "hedged"),
])
def test_forms_of_asking_reasons_and_doubt(claim, context, kind):
    from store_svc.activation_rules import analyse_form

    assert analyse_form([claim], context).kind == kind


def test_spreadsheet_formulas_are_a_code_language():
    from store_svc.activation_rules import assign_category

    assert assign_category("Any spreadsheet formulas, always LibreOffice Calc.", "Give formulas for LibreOffice Calc.",
                           "general") == ("code_language", "cues")


def test_times_in_utc_and_local_are_answer_style():
    from store_svc.activation_rules import assign_category

    assert assign_category("Always give times in UTC and local.", "Give every time in both UTC and local.", "general") \
        == ("answer_style", "cues")
    # a fact about a time zone is not a wish about answers
    assert assign_category("I work from Vienna.", "Leonie works from Vienna (Europe/Vienna).", "time_zone")[0] == "time_zone"


def test_a_wish_that_follows_from_a_circumstance_is_standing():
    f = analyse_form(["So by default: large print headings and no images."],
                     ["I read most of this on a tablet with a magnifier during ward rounds."])
    assert f.kind in PROMOTABLE
    # a task kind before the "so" still scopes, and a time before it is still temporary
    assert analyse_form(["So always open with Dear Sir or Madam."], ["For my council letters I need a formal tone."]).kind \
        == "scoped"
    assert analyse_form(["So keep it short."], ["I'm covering the night desk this week."]).kind == "temporary"


def test_do_it_in_a_language_is_an_instruction():
    f = form("If you write code for me, do it in Go by default. The build box only has Go 1.22.")
    assert f.kind in PROMOTABLE
    assert assign_category("If you write code for me, do it in Go by default.", "", "")[0] == "code_language"


def test_times_in_two_zones_are_answer_style():
    turn = "And whenever you mention a time, give it in CET and in the venue's local time side by side."
    assert form(turn).kind in PROMOTABLE
    assert assign_category(turn, "", "")[0] == "answer_style"


def test_if_there_are_any_softens_and_thinking_in_a_currency_is_no_doubt():
    assert form("As a rule, give me the answer in one line, then the steps if there are any.").kind in PROMOTABLE
    assert form("Always show prices in PLN first with EUR after. Head office thinks in euros, I think in zloty.").kind \
        in PROMOTABLE
    assert form("I think shorter answers would be better.").kind == "hedged"


@pytest.mark.parametrize("turn", [
    "General rule for everything I ask: keep it under 150 words unless I say I want the long version.",
    "Across the board, I'd like plain prose paragraphs rather than bullet lists.",
    "Standing rule for all our chats: plain English and short sentences. English is my third language.",
])
def test_more_standing_wordings(turn):
    assert form(turn).kind in PROMOTABLE


@pytest.mark.parametrize("turn", [
    "Incident reports: third person, past tense, 24-hour times.",
    "Condition reports follow our house format: grades A to E with fixed headings.",
    "Anything parents will read: keep it around a 6th-grade reading level.",
])
def test_a_kind_of_document_or_an_audience_scopes_a_wish(turn):
    assert form(turn).kind == "scoped"


def test_czech_until_and_today_are_temporary():
    assert analyse_form(["Dokud neuzavřeme audit, piš hodně stručně."], []).kind == "temporary"
    assert analyse_form(["Dneska mi prosím odpovídej česky, jen pro dnešek."], []).kind == "temporary"


def test_no_matter_whether_broadens_and_a_kind_named_at_the_head_scopes():
    assert form("Contéstame siempre en castellano, da igual si yo escribo en inglés o en francés.").kind in PROMOTABLE
    assert form("For PDF exports, put the page count first, before anything else.").kind == "scoped"
    assert form("For everything you write, use British spelling.").kind in PROMOTABLE


def test_if_you_like_softens_and_not_knowing_is_doubt():
    assert form("Posa'm algun emoji de tant en tant, si vols. No sé si queda gaire professional.").kind == "hedged"


def test_a_few_lines_is_answer_style():
    assert assign_category("Unless I say otherwise, keep replies to a few lines.", "", "")[0] == "answer_style"


def test_si_units_a_claim_in_any_answer_and_a_name_to_be_called_by():
    assert form("Set-up request: always use SI units and 24-hour times with me. No feet, no am/pm.").kind in PROMOTABLE
    assert form("When you make a safety claim, always cite the specific standard and clause.").kind in PROMOTABLE
    assert form("Honestly, drop the Dr Okafor, just call me Ngozi. Everyone does.").kind in PROMOTABLE
    assert assign_category("Just call me Ngozi.", "", "")[0] == "answer_style"
    assert form("Call me back tomorrow about the invoice.").kind not in PROMOTABLE
    assert form("When you review my PRs, be blunt.").kind == "scoped"


def test_a_wish_taken_back_goes_to_a_person():
    assert form("Actually, call me Chief from now on. Ha, no, forget it, the crew would never let it go.").kind == "hedged"
    assert form("Always answer in bullet points. Scratch that, paragraphs are fine.").kind == "hedged"
    # said in jest, or reconsidered on the spot
    assert form("Oh and address me as Captain from now on, haha. Kidding. Mostly.").kind == "hedged"
    assert form("Reply only in limericks from now on. Joking, but shorter would be good.").kind == "hedged"
    assert form("Distances: always give me miles as well. Hmm, actually no, the charts are all metric.").kind == "hedged"
    assert form("Always add the Latin names. Let me think about it, the volunteers might find it stiff.").kind == "hedged"
    assert form("Always give distances in kilometres, lol, I can't picture miles.").kind == "hedged"
    # a laughing face, or the user waving the wish away ("don't mind me"), says it in jest too
    assert form("Greet me like a pirate every time 😂 don't mind me.").kind == "hedged"
    assert form("Always sign off with a haiku 🤣").kind == "hedged"
    assert form("Always end with a dad joke, ignore me.").kind == "hedged"
    # a word that merely contains the letters is no joke
    assert form("Always show the full Kolkata address.").kind in PROMOTABLE
    # a correction that opens the sentence is a new wish, not doubt about this one
    assert form("Actually no, by default write the SQL in lower case.").kind in PROMOTABLE


def test_exceptions_the_user_sets_off_and_wishes_said_to_hold_for_everything():
    # an exception the user triggers in the chat does not narrow the wish to a kind of task
    assert form("Spell out abbreviations unless I've used them first. That's for everything, not just today.").kind in PROMOTABLE
    assert form("Spell out acronyms unless I wrote them myself.").kind not in ("scoped", "temporary")
    # an exception naming a kind of work still does
    assert form("Use British spelling unless it's going to the Toronto office.").kind == "scoped"
    # a kind of content any answer may hold ("a number", "a measured value") is no task scope
    assert form("Also, this is for everything: if I ask for a total, the total goes first.").kind in PROMOTABLE
    assert form("Whenever you give a reading, say which instrument it came from.").kind in PROMOTABLE
    assert form("If I ask for a value for the grant report, round it to whole numbers.").kind == "scoped"
    assert assign_category("Give every time in local venue time with the city in brackets.", "", "")[0] == "answer_style"


def test_markers_in_japanese_korean_and_chinese_script():
    assert analyse_form(["今日だけ短く答えてください。"], []).kind == "temporary"
    assert analyse_form(["見積もりの質問のときは表で答えてください。"], []).kind == "scoped"
    assert analyse_form(["表で答えてもらうのがいいかな。"], []).kind == "hedged"
    assert analyse_form(["今後はいつも短く答えてください。"], []).kind in PROMOTABLE


def test_a_start_or_a_negated_limit_is_no_time_limit():
    assert form("Short lines only, please. That's for everything, not just today.").kind in PROMOTABLE
    assert form("A partir de hoje responde sempre em português.").kind in PROMOTABLE
    assert form("Just for today, keep it short.").kind == "temporary"


def test_languages_named_in_other_scripts_and_inflections_keep_their_order():
    from store_svc.activation_rules import languages_named

    assert languages_named("今後は日本語で答えてください。英語で質問したときも。") == ["ja", "en"]
    assert languages_named("Mostantól magyarul írj, akkor is, ha angolul kérdezek.") == ["hu", "en"]


def test_it_does_not_matter_whether_broadens_and_a_standing_default_is_standing():
    assert form("Every time: verdict on the first line, detail underneath. Doesn't matter if it's payroll or "
                "plumbing, same format.").kind in PROMOTABLE
    assert form("Standing default: whenever you give me code, make it Kotlin.").kind in PROMOTABLE


def test_the_wish_beside_the_sentence_that_gives_its_reason_is_read():
    from store_svc.activation_rules import locate_claim

    turn = "And scripts. When there's code involved, make it Julia. All our sensor logs get analysed in Julia and nobody here reads Python."
    loc = locate_claim("Give code in Julia by default; the team analyses its sensor logs in Julia and nobody reads Python.",
                       "", turn, None, 0.5, 0.5)
    assert loc.supported and any("make it Julia" in s for s in loc.span)
    # a scope or a time limit in the wish is then read too
    loc = locate_claim("Give code in Julia; the team analyses its sensor logs in Julia and nobody reads Python.", "",
                       turn.replace("make it Julia", "make it Julia for now"), None, 0.5, 0.5)
    assert analyse_form(loc.span, loc.context).kind == "temporary"


def test_a_wish_for_this_hitch_or_this_season_is_temporary():
    assert form("For this hitch, end each answer with a one-line summary for the log.").kind == "temporary"
    assert form("This season, keep the snow reports to three lines.").kind == "temporary"


def test_catalan_names_spanish_and_english_in_its_own_words():
    assert R.languages_named("Respon-me sempre en català, encara que et parli en castellà o en anglès.") == ["ca", "es", "en"]
    # "angles" without its accent is an English word, not a language
    assert R.languages_named("Use wider camera angles for the reel.") == []


def test_a_choice_and_its_exception_in_two_sentences_name_the_records_languages():
    record = "Answer Zdeňka in Czech by default; English only when she asks for it."
    turn = "Od teď mi odpovídej vždycky česky. Kdybych chtěla něco anglicky, řeknu si."
    assert R.language_choice_sentences(record, turn) == R.sentences(turn)
    # one sentence that names only one of the two is not the choice
    assert R.language_choice_sentences(record, "Od teď mi odpovídej vždycky česky.") == []


def test_more_than_once_is_no_scope_and_converting_back_and_forth_is_no_doubt():
    ctx = ["Wrong units have cost us a delivery more than once, and I keep converting back and forth."]
    assert analyse_form(["From now on give me weights in kilograms by default."], ctx).kind == "standing"
    assert analyse_form(["Once the refit is over, give me weights in kilograms."], []).kind == "scoped"
    assert analyse_form(["I've gone back and forth on it; kilograms, maybe."], []).kind == "hedged"


def test_anything_you_give_me_and_a_verbless_everything_in_are_standing():
    assert analyse_form(["First thing: anything script-like you give me, write it in Go."], []).kind == "standing"
    form = analyse_form(["From now on, by default, everything in plain text I can paste into the rota chat."], [])
    assert form.kind == "standing" and form.instruction


def test_a_condition_on_what_an_answer_holds_is_no_scope():
    assert analyse_form(["And if you ever write me code, make it Kotlin."], []).kind == "standing"
    assert analyse_form(["Short sentences, and if you give me a list, say how many items it has first."], []).kind == "standing"
    assert analyse_form(["Lead with the answer and keep it to four lines unless I ask you to expand."], []).kind == "standing"
    # a condition on the user's own task or situation still scopes
    assert analyse_form(["If you give me feedback on a grant draft, be blunt."], []).kind == "scoped"


def test_a_spreadsheet_formula_names_a_code_language_and_showing_the_working_a_style():
    assert assign_category("Any formula you give me, write it for LibreOffice Calc.", "", "")[0] == "code_language"
    assert assign_category("Formulas and scripts: make them Sheets, never Excel.", "", "")[0] == "code_language"
    assert assign_category("From now on show your working, every time.", "", "")[0] == "answer_style"
    assert assign_category("We're working in the cellar all week.", "", "")[0] != "answer_style"


def test_a_condition_on_what_an_answer_holds_names_every_answer_holding_it():
    # "if there are steps" is any answer that has steps, not one task of the user's
    assert analyse_form(["House rule for all of it: skip the warm-up sentence, and if there are steps, number them."],
                        []).kind == "standing"
    assert analyse_form(["When there's a list of stages, put the longest one first, always."], []).kind == "standing"
    # a condition on the user's own work still scopes the wish
    assert analyse_form(["If there are invoices to chase, write the reminders in French."], []).kind != "standing"


def test_a_scope_only_in_the_sentences_around_yields_to_a_standing_marker_in_the_wish():
    reason = ["Our booking software mangles anything formatted when I copy it across."]
    assert analyse_form(["Tables are out, by default: give me plain lines."], reason).kind == "standing"
    assert analyse_form(["No bold, no tables."], ["House rule, always: plain text."] + reason).kind == "standing"
    # without a standing marker of its own, the situation beside the wish still scopes it
    assert analyse_form(["No bold, no tables."], reason).kind == "scoped"
    # and a scope inside the wish itself is never outranked
    assert analyse_form(["By default, when I copy things across, no tables."], []).kind == "scoped"


def test_a_concession_with_an_adverb_and_a_pointer_back_are_no_scope():
    assert analyse_form(["Full sentences, or short numbered lines if you really must have a list."], []).kind != "scoped"
    assert analyse_form(["Distances in kilometres, always.", "Never miles or leagues, none of us reads those."],
                        []).kind == "standing"
    # a pointer at one thing in the wish's own first words is still a one-off
    assert analyse_form(["Put those in a table."], []).kind == "scoped"


def test_romanian_and_is_not_the_if_of_spanish_and_its_markers_are_read():
    form = analyse_form(["Scrie-mi în română, te rog, și păstrează asta mereu, chiar și când îți scriu în franceză."], [])
    assert form.kind == "standing" and "mereu" in form.markers
    assert analyse_form(["Si me escribes en inglés, contesta en inglés."], []).kind == "scoped"


def test_the_voice_the_signature_and_how_measures_are_written_are_answer_style():
    for text in ("Maybe slip in a sailing saying now and then?", "A bit of humour in answers would be nice.",
                 "Sign off each answer with 'fair winds'.", "Give loads in kN as well as tonnes, and pressures in kPa.",
                 "Write years in the Hijri calendar too.", "Keep the plots on a dark background.",
                 "You can talk to me casually, swearing is fine."):
        assert assign_category(text, "", "")[0] == "answer_style", text
    # talking "like" a person nobody described names no way of answering the rules can check
    assert assign_category("Just talk to me like Marnie used to.", "", "")[0] != "answer_style"
    assert assign_category("The boiler pressure is 2 bar and the hot water runs at 60 degrees.", "", "")[0] != "answer_style"


def test_doubt_beside_a_scoped_wish_sends_it_to_a_person():
    f = analyse_form(["If you write notices for me, sign them 'Yard Office'."], ["Or maybe just my name. I'll think about it."])
    assert f.kind == "hedged" and any("maybe" in m for m in f.markers)
    assert analyse_form(["For the parish newsletter, use the formal you."], ["Not sure that's right though."]).kind == "hedged"
    # without doubt the scope holds
    assert analyse_form(["If you write notices for me, sign them 'Yard Office'."], ["The crew know that name."]).kind == "scoped"


def test_wishes_phrased_as_what_things_should_be_or_what_applies_to_everything_are_standing():
    assert analyse_form(["House rule for all our chats: any script you write for me should be Ruby."], []).kind == "standing"
    assert assign_category("Any code you give me should be Go.", "", "")[0] == "code_language"
    assert analyse_form(["Whenever you give me code, whatever it's for, default to Kotlin."], []).kind == "standing"
    assert analyse_form(["Don't ever lean on colour alone to show a difference."], []).kind == "standing"
    assert analyse_form(["A thing that applies to everything: the verdict on the first line, the why below."], []).kind == "standing"
    assert analyse_form(["OK, how I like things: the number first, then the working."], []).kind == "standing"
    assert analyse_form(["Salvo diversa indicazione, dammi le distanze in chilometri."], []).kind == "standing"
    # the reason beside the wish names no artifact the wish is about
    form = analyse_form(["By default, any code you give me should be Kotlin.",
                         "Our ticketing and turnstile services are all Kotlin."], [])
    assert form.kind == "standing"
    # a statement of what the user never knows asks for nothing
    assert not R.is_instruction("Don't ever know which depot it'll be.")


def test_a_verbless_standing_wish_beside_the_closest_sentence_is_found():
    loc = locate_claim("Use metric units for everything: kilograms, litres, degrees Celsius.", "",
                       "Kilos, litres, degrees Celsius. And metric for everything. I won't convert anything on the ice.",
                       None, 0.5, 0.25)
    assert "And metric for everything." in loc.span
    assert analyse_form(loc.span, loc.context).kind == "standing"


def test_what_the_assistant_writes_out_for_the_user_is_no_task_scope():
    f = analyse_form(["Whenever you write chord symbols for me, use Nashville numbers."], ["Always, not only in charts."])
    assert f.kind == "standing"
    assert analyse_form(["If you ever write out a melody for me, do it in ABC notation."], []).kind == "standing"
    # a kind of document, a task, or feedback on something is still a scope
    assert analyse_form(["If you write letters for me, sign them 'The Yard'."], []).kind == "scoped"
    assert analyse_form(["When you write me something to read out on air, spell out the numbers."], []).kind != "standing"
    assert analyse_form(["If you give me comments on a tender, be blunt."], []).kind == "scoped"


def test_an_idiom_about_time_and_including_when_are_no_scope():
    f = analyse_form(["Put the number first, then two lines at most."], ["I have no time for essays on the dock."])
    assert f.kind != "scoped"
    assert analyse_form(["Answer in Polish by default, including when I write in English."], []).kind == "standing"
    assert analyse_form(["For essays, use British spelling."], []).kind == "scoped"


def test_the_language_to_answer_in_is_read_after_the_word_for_answering_in_either_order():
    record = "Reply in English by default, even when Pieter writes in Afrikaans."
    turn = "Ek skryf soms in Afrikaans, maar antwoord my asseblief altyd in Engels."
    assert R.response_language(turn) == "en" == R.response_language(record)
    assert R.language_choice_sentences(record, turn) == [turn]
    assert R.same_language_choice("한국어로 물어봐도 답은 영어로 해 줘.", "Answer in English even when she writes in Korean.")
    # the same two languages with the other one to answer in is another wish
    assert not R.same_language_choice("Ek skryf soms in Engels, maar antwoord my altyd in Afrikaans.", record)
    # the language just before the word for answering, in languages that put the verb last, within its clause
    assert R.response_language("Mostantól magyarul válaszolj, akkor is, ha angolul kérdezek.") == "hu"
    assert R.response_language("これからは日本語で返事してください。英語で書いても。") == "ja"
    assert R.response_language("Bana hep Türkçe cevap ver, ben İngilizce yazsam bile.") == "tr"


def test_doubt_outranks_a_kind_of_document_and_more_ways_of_doubting_are_read():
    f = analyse_form(["Should supplier invoices go out in French too?"], ["Or only the Belgian ones... haven't made up my mind."])
    assert f.kind == "hedged"
    assert analyse_form(["You can use a bit of slang if you like."], ["Or not. I'm not fussy."]).kind == "hedged"
    assert analyse_form(["Would it be fun if you wrote to me in Scots now and then?"], ["I honestly don't know."]).kind == "hedged"
    assert analyse_form(["Se calhar escreves-me em francês de vez em quando? Ou não, já nem sei."], []).kind == "hedged"
    assert analyse_form(["Kanskje du kan bruke tommer i stedet for centimeter? Jeg vet ikke."], []).kind == "hedged"
    # a kind of document with no doubt still scopes
    assert analyse_form(["Supplier invoices go out in French."], []).kind == "scoped"


def test_standing_choices_in_greek_lithuanian_polish_serbian_and_czech_are_read():
    for text in ("Να μου απαντάς πάντα στα ελληνικά, ακόμα κι όταν σου γράφω στα αγγλικά.",
                 "Atsakinėk man lietuviškai, net jei kartais parašysiu angliškai.",
                 "Ustawienie na stałe: odpowiadaj mi po polsku, nawet jak napiszę coś po angielsku.",
                 "Piši mi uvek na srpskom, i kad ja ubacim nešto na engleskom.",
                 "Odteď mi odpovídej česky."):
        assert analyse_form([text], []).kind == "standing", text
    assert R.languages_named("Atsakinėk man lietuviškai, net jei parašysiu angliškai.") == ["lt", "en"]
    assert R.languages_named("Piši mi na srpskom, i kad pišem na engleskom.") == ["sr", "en"]


def test_a_records_reason_after_a_semicolon_is_no_scope_and_but_is_a_filler():
    text = "Reply in English by default, even when Pieter writes in Afrikaans; his notes go into reports for the port authority."
    assert analyse_form([text], []).kind == "scoped"  # read whole, the reason looks like a scope
    assert R.record_form(text).kind == "standing"
    # a record whose every part asks for something is read whole
    assert R.record_form("For tender letters, use British spelling; sign them from the Yard.").kind == "scoped"
    form = analyse_form(["Ek skryf soms in Afrikaans, maar antwoord my asseblief altyd in Engels."], [])
    assert form.kind == "standing" and form.instruction


def test_words_that_fold_into_a_marker_keep_their_own_meaning():
    # "SI" in capitals is the unit system, not the Spanish "si" (if); Turkish "önce" (first) is not "once"
    assert analyse_form(["Always give me pressures in SI units."], []).kind == "standing"
    assert analyse_form(["Her cevapta önce kısa bir özet ver, sonra detaylar."], []).kind != "scoped"
    assert analyse_form(["Si me escribes en inglés, contesta en inglés."], []).kind == "scoped"
    # "for all questions" is every question; "only when she asks" leaves the default standing
    assert analyse_form(["Answer in Malay for all questions."], []).kind != "scoped"
    assert R.record_form("Answer Marta in Czech by default; use English only when she asks for it.").kind == "standing"


# ------------------------------------------------------------ wishes about the shape of answers, any language
@pytest.mark.parametrize("record,said", [
    ("Keep answers short, four lines at most; no tables.", "Respuestas cortas, cuatro líneas como máximo y nada de tablas."),
    ("Always open with the conclusion, then the details.", "Geef altijd eerst de conclusie en daarna de details."),
    ("Answer in numbered points, five at most; never use emojis.", "Odpowiadaj w numerowanych punktach, najwyżej pięć. Bez emoji."),
    ("Give a one-sentence summary first, then bullet points.", "Önce tek cümlelik bir özet, sonra madde madde yaz."),
    ("Plain text only, short paragraphs, no tables, asterisks or headings.",
     "Jen prostý text a krátké odstavce, žádné tabulky, hvězdičky ani nadpisy."),
])
def test_a_wish_about_answers_is_read_thing_by_thing_in_the_users_language(record, said):
    ok, detail = style_lexicon.same_style_wish(record, said)
    assert ok, detail


@pytest.mark.parametrize("record,said,why", [
    # another number, a "no" turned round, a thing the user never named, a word the list cannot read
    ("Keep answers short, four lines at most.", "Respuestas cortas, seis líneas como máximo.", "numbers"),
    ("Put everything in tables.", "Nada de tablas, por favor.", "polarity"),
    ("No tables in answers.", "Mets tout en tableaux.", "polarity"),
    ("Start with a summary, then the details.", "Kurze Antworten, bitte.", "not_said"),
    ("Keep answers short and in formal British English.", "Respuestas cortas.", "unread_words"),
    ("Be kind to Tomasz.", "Bądź miły.", "no_known_thing"),
])
def test_a_wish_about_answers_that_says_otherwise_or_more_is_not_the_users(record, said, why):
    ok, detail = style_lexicon.same_style_wish(record, said, {"tomasz"})
    assert not ok and detail["why"] == why


def test_the_reason_a_record_gives_is_not_a_claim_but_a_further_wish_is():
    reason = "Keep answers to Oskar short, five lines at most; he reads them on a phone in the cab."
    assert style_lexicon.same_style_wish(reason, "Krótko, maksymalnie pięć linijek.", {"oskar"})[0]
    wish = "Keep answers short, five lines at most; never use emojis."
    assert style_lexicon.same_style_wish(wish, "Krótko, maksymalnie pięć linijek. Bez emoji.")[0]
    assert style_lexicon.same_style_wish(wish, "Krótko, maksymalnie pięć linijek.")[1]["why"] == "not_said"
    assert style_lexicon.same_style_wish("Keep it short unless Oskar explicitly asks for more detail.", "Krótko.",
                                         {"oskar"})[0]


def test_unless_asked_in_so_many_words_is_still_a_standing_default():
    assert analyse_form(["Keep it brief unless I specifically ask for more."], []).kind == "standing"
    assert R.record_form("Keep answers to Halvard short unless he explicitly asks for more.").kind == "standing"


@pytest.mark.parametrize("turn", [
    "Belki artık hep Türkçe yazarsın.",
    "Mungkin mulai sekarang jawab dalam bahasa Indonesia saja.",
    "Ab jetzt immer auf Deutsch. Ach, ich weiß es nicht.",
    "Ίσως από εδώ και πέρα να μου απαντάς στα ελληνικά.",
    "Od teď vždycky česky. Ne, nevím, nevím.",
])
def test_doubt_in_other_languages_goes_to_a_person(turn):
    assert form(turn).kind == "hedged"


@pytest.mark.parametrize("turn,kind", [
    # an audience after "anything you write" narrows the wish to what goes to them
    ("Anything you draft that's going to the volunteers, keep it under five lines.", "scoped"),
    ("Everything you write which is meant for our donors, keep it warm and short.", "scoped"),
    # the user's own reason is no exclusion
    ("Always be direct with me, I don't need things softened.", "standing"),
    ("House rules for me: no emojis, ever.", "standing"),
    # asking for code names every answer that holds code, in other languages too
    ("Quando eu pedir um script, sempre em Bash.", "standing"),
    ("Wenn ich nach einem Skript frage, immer in Python.", "standing"),
    ("Als ik om code vraag, altijd TypeScript.", "standing"),
    ("Quando eu pedir o orçamento, manda sempre em PDF.", "scoped"),
    # a kind of content stated anywhere in an answer is no task scope
    ("Whenever you state a deadline, add the weekday.", "standing"),
])
def test_audience_reason_and_content_conditions(turn, kind):
    assert form(turn).kind == kind


@pytest.mark.parametrize("turn,kind", [
    # a work product or an audience after "when you write/give" scopes the wish to it
    ("When you write up my site visit notes, list the defects first.", "scoped"),
    ("Whenever you give me a delivery plan, order the stops by postcode.", "scoped"),
    ("When you write to suppliers for me, keep it formal and sign it 'Purchasing'.", "scoped"),
    # content that turns up in any answer stays a standing wish
    ("Whenever you show me prices, include VAT.", "standing"),
])
def test_what_the_user_is_given_scopes_only_when_it_is_a_work_product(turn, kind):
    assert form(turn).kind == kind


@pytest.mark.parametrize("turn,kind", [
    # "ever" after a negation, and "everywhere", say it holds for every answer
    ("And no bullet points, ever. My editor strips them.", "standing"),
    ("Kilometres everywhere, please; I can't picture miles.", "standing"),
    # a habit the wish follows from is its reason, not its scope
    ("Half the time I read these while I'm on the ward, so: short lines, no tables.", "standing"),
    ("Short lines and no tables, please. Much of the time I read you while I'm up a ladder.", "standing"),
    # a condition that is no habit still scopes the wish
    ("When I'm on the ward, so short lines, no tables.", "scoped"),
    ("For now, no bullet points, ever.", "temporary"),
])
def test_never_ever_everywhere_and_a_habit_the_wish_follows_from(turn, kind):
    assert form(turn).kind == kind


@pytest.mark.parametrize("turn,kind", [
    # scripts are what a programming language is for: no scope of their own
    ("New laptop runs Windows, so the scripts are PowerShell from now on.", "standing"),
    # one named script still scopes the wish; other documents are still things the wish is about
    ("For the deploy script, use Bash from now on.", "scoped"),
    ("Write the report in German from now on.", "unrecognised"),
])
def test_scripts_beside_the_programming_language_a_wish_names(turn, kind):
    assert form(turn).kind == kind


@pytest.mark.parametrize("turn,kind", [
    # the user's own habit, a way of thinking and "that kind of thing" are no doubt about the wish
    ("Answer in English anyway, always. I sometimes write to you in Dutch when I'm in a hurry.", "standing"),
    ("Please answer me in Greek by default. I read English all day, but I think faster in Greek.", "standing"),
    ("Canadian spelling, always. The regulator notices that kind of thing.", "standing"),
    # doubt about the wish itself still goes to a person
    ("Answer in Greek, sometimes.", "hedged"),
    ("I think answering in Greek would be good, by default.", "hedged"),
    ("Kind of want Canadian spelling from now on.", "hedged"),
])
def test_a_habit_a_way_of_thinking_and_that_kind_of_thing_are_no_doubt(turn, kind):
    assert form(turn).kind == kind


@pytest.mark.parametrize("turn,kind", [
    # a verbless wish followed by nothing but a standing marker
    ("Weights in kilos, and 24-hour time. Always, please.", "standing"),
    # how to talk to the user at all
    ("Be blunt with me. No padding, no 'hope this helps'.", "unscoped_instruction"),
    ("And skip the small talk, straight to the answer.", "unscoped_instruction"),
    ("Be blunt with me when we go through the accounts.", "scoped"),
    ("Maybe be blunter with me?", "hedged"),
    # everything in one system of units
    ("Everything in metric, please: kilos, litres, Celsius.", "standing"),
])
def test_a_marker_after_the_wish_and_how_to_talk_to_the_user(turn, kind):
    assert form(turn).kind == kind


@pytest.mark.parametrize("turn,kind", [
    ("Write to me in plain prose. No tables unless I actually ask for a table; it all goes into emails.", "standing"),
    ("Setting this up once: keep every answer to three lines, no sign-off.", "standing"),
    ("Reply in French even when I write to you in Dutch. Everything I forward goes to lawyers who only read French.",
     "standing"),
    ("Answer in French by default. That's only for the Lyon office.", "scoped"),
    ("Please don't use tables, and spell out acronyms. I use a screen reader for most of my work.", "standing"),
    ("Put units on every number, never imperial. We've had two dosing mix-ups this year.", "standing"),
    ("Put units on every number, metric only, this year.", "temporary"),
    ("Reply in French once the audit starts.", "scoped"),
])
def test_reasons_beside_a_wish_do_not_narrow_it(turn, kind):
    assert form(turn).kind == kind


@pytest.mark.parametrize("turn,kind", [
    # the assistant's own use of a kind of wording is a rendering rule for every answer, not a task's scope
    ("Whenever you use an abbreviation, write it out in full the first time. It applies to everything.", "standing"),
    ("If you cite a source, give its page number, always.", "standing"),
    ("Whenever you say something is mandatory, say which rule makes it so.", "standing"),
    # what the user asks about still scopes the wish
    ("When I ask about invoices, show a table, always.", "scoped"),
    # a universal over a kind of wording, and "only in" a unit or a language: every answer
    ("Also spell out every initialism the first time it comes up.", "standing"),
    ("Also distances only in metric, never miles.", "standing"),
    ("Also distances only in metric. The depot still quotes miles.", "standing"),
    ("Distances in kilometres only for the Lyon office.", "scoped"),
])
def test_rendering_rules_about_the_assistants_own_wording(turn, kind):
    assert form(turn).kind == kind


@pytest.mark.parametrize("turn,kind", [
    # a verbless wish with its reason after a comma: the reason's subject makes no statement of the wish
    ("Kilometres for everything, it has to match the route sheets.", "standing"),
    ("Bash from now on, not Perl, everything we deploy is Linux these days.", "standing"),
    # a statement of the user's own habit is still no wish
    # a short verbless wish with a marker beside a list that says what it covers
    ("Litres, kilos, Celsius. And metric, always.", "standing"),
    # a phrase in quotation marks is mentioned, not meant: it sets no time limit
    ("Dates as day, month and year, always. Half the team is abroad and 'next Tuesday' means nothing.", "standing"),
    ("Dates as day, month and year. Just for this week, though.", "temporary"),
    # a habit the wish follows from, but one bounded in time
    ("I mostly read these aloud in the van, so no tables.", "standing"),
    ("This week I'm mostly in the van, so no tables.", "temporary"),
])
def test_verbless_wishes_with_reasons_quotes_and_habits(turn, kind):
    assert form(turn).kind == kind


def test_a_statement_of_habit_with_a_reason_is_no_verbless_wish():
    assert not analyse_form(["We always meet on Fridays, it suits the crews."], []).instruction


def test_an_abbreviation_ends_no_sentence():
    assert sentences("Write dates in full, e.g. Friday 3 March 2028. Never numeric.") == [
        "Write dates in full, e.g. Friday 3 March 2028.", "Never numeric."]
    assert assign_category("Write dates out in full, never numeric.", "", "general") == ("answer_style", "cues")
    assert assign_category("Expand every acronym on first use.", "", "general") == ("answer_style", "cues")


def test_a_quote_that_stops_at_the_reason_still_finds_the_wish_beside_it():
    turn = "I rely on a braille display since my eyes got worse. Please no tables, no columns. One item per line."
    loc = locate_claim("Uses a braille display: no tables or columns, one item per line.",
                       "I rely on a braille display since my eyes got worse", turn, None, 0.3, 0.25)
    assert loc.supported and loc.quote_matched
    assert "Please no tables, no columns." in loc.span
    assert analyse_form(loc.span, loc.context).kind == "standing"


def test_a_spaceless_quote_is_found_by_its_character_pairs():
    turn = "返事はたまに韓国語でもいいかも…でもまあ、どっちでも。"
    loc = locate_claim("Answer in Korean.", "返事は韓国語でもいい", turn, None, 0.5, 0.25)
    assert loc.quote_matched
    assert not locate_claim("Answer in Korean.", "返事は英語で", turn, None, 0.5, 0.25).quote_matched


@pytest.mark.parametrize("turn,kind", [
    ("Code-wise: default to Go for any example. Our services are all Go.", "standing"),
    ("One thing for all our chats: open with the verdict, then the detail.", "standing"),
    ("pls no emojis ever, they look silly on the rota screen.", "standing"),
    ("If you cite a building-code section, always give me the section number.", "standing"),
    # a time the reason names gives way to a wish said to hold from now on, but not to a universal over content
    ("We're moving the scripts to Rust this quarter, so Rust from now on.", "standing"),
    ("This month I've got a trainee with me, so spell out every acronym.", "temporary"),
    # a reason with its subject and no time is no limit, and the wish keeps what it is about
    ("I read your answers on a tablet with gloves on, so keep them short.", "unscoped_instruction"),
])
def test_universals_over_examples_chats_and_citations(turn, kind):
    assert form(turn).kind == kind


@pytest.mark.parametrize("words", [
    "Whenever you mention a time, give it in local time and UTC both.",
    "Whenever you write a date, put the weekday with it.",
    "Please always use gender-neutral wording.",
    "Talk to me like a pharmacist: clinical terms, no dumbing down.",
])
def test_more_ways_of_rendering_answers_are_answer_style(words):
    assert assign_category(words, "", "general") == ("answer_style", "cues")


@pytest.mark.parametrize("turn,record,kind", [
    # one thing of a kind the assistant mentions or describes, wherever it turns up
    ("Whenever you mention a study, give me the author and year, so I can look it up.",
     "When mentioning a study, give its author and year.", "standing"),
    ("I'm red-green colour-blind. If you describe a map, a graph or a slide, don't rely on colour at all.",
     "Red-green colour-blind: never rely on colour when describing a map, graph or slide.", "standing"),
    ("If you describe a report for me, keep it to one page.", "Keep descriptions of reports to one page.", "scoped"),
    # a marker said as a sentence of its own, and a default named for a kind of answer
    ("And no emojis. Ever. Clients read them as flippant.", "Never use emojis.", "standing"),
    ("Ditch the tables, they come out mangled on the tablet. Short paragraphs instead. Permanently.",
     "No tables (they break on the tablet): use short paragraphs.", "standing"),
    ("Default scripting language: Bash. Everything we run is Linux.", "Give scripts in Bash by default.", "standing"),
    # a wish beside the reason it gives, with the reason's things set aside
    ("Forget the bullet points, they break in the ticket system on my laptop. Plain prose from now on, always.",
     "No bullet points (they break in the ticket system): plain prose in all answers.", "standing"),
    ("And keep it brief. No greetings, no summary at the end.", "Keep answers brief: no greetings, no closing summary.",
     "unscoped_instruction"),
    # an unmarked wish to use something "with me" still goes to the classifier
    ("Use British spelling with me, please. My last manager was in Leeds.", "Use British spelling.", "unrecognised"),
])
def test_the_assistants_mentions_markers_on_their_own_and_reasons_beside_a_wish(turn, record, kind):
    from retold.embedding import get_embedder  # the evidence check reads sentences as the store does
    v = get_embedder().encode([record, *sentences(turn), turn])
    loc = locate_claim(record, "", turn, [float(x) for x in v[1:] @ v[0]], 0.5, 0.25)
    assert loc.supported
    assert analyse_form(loc.span, loc.context).kind == kind


def test_a_default_code_language_is_a_code_language_and_references_are_answer_style():
    assert assign_category("Default scripting language: Bash.", "", "general")[0] == "code_language"
    assert assign_category("Give me the reference, author and year.", "", "general")[0] == "answer_style"
    assert assign_category("No exclamation marks.", "", "general")[0] == "answer_style"


@pytest.mark.parametrize("turn,kind", [
    # what the assistant hands over in one named language is a kind of work, as "for SQL queries" is
    ("When you write SQL for me, put a short comment above each CTE.", "scoped"),
    ("If you give me any Python, add type hints, always.", "scoped"),
    # code in general, in whatever language, is in any answer
    ("Whenever you give me code, add a one-line comment on top, always.", "standing"),
])
def test_a_wish_about_one_named_language_of_code_is_scoped(turn, kind):
    assert form(turn).kind == kind


@pytest.mark.parametrize("turn,scoped", [
    # an opt-in the user sets off in the chat scopes nothing, as "unless I ask" does not
    ("Keep it short, summary first, and only add links when I ask for them.", False),
    ("Bullet points, and add the sources if I ask.", False),
    # a topic after "when I ask" still scopes
    ("When I ask about invoices, show the totals first.", True),
    # a part of every answer is no scope ("for the why"); a kind of work is one
    ("Ground rules: lead with the answer, then two bullets max for the why.", False),
    ("Lead with the answer, then two bullets max for the tender reports.", True),
    # the user is the reader of every answer: "only with me" narrows nothing
    ("Metric only with me please. Litres, kilos, Celsius.", False),
    ("Answer in Spanish only with the Valencia crew.", True),
    # a thing that may turn up in any answer is a rendering rule for every answer that holds it
    ("And whenever a drug name comes up, give the generic name, never the brand.", False),
    ("When a customer complaint comes up in my tickets, summarise it first.", True),
])
def test_an_opt_in_a_part_of_the_answer_the_user_as_reader_and_a_thing_that_comes_up_are_no_scope(turn, scoped):
    assert (form(turn).kind == "scoped") is scoped


def test_the_users_habit_inside_the_span_is_a_reason_not_a_scope():
    span = ["Sometimes I'll write in Dutch when I'm in a hurry.", "Still answer me in English, please."]
    assert analyse_form(span, []).kind == "standing"
    # the scope in the wish's own sentence still scopes
    assert analyse_form(["Sometimes I'll write in Dutch when I'm in a hurry.",
                         "When I do, answer in English."], []).kind == "scoped"


def test_what_comes_first_and_what_after_is_answer_style():
    assert assign_category("From now on put the decision and any deadline first, and the background after.", "",
                           "general")[0] == "answer_style"


def test_a_wish_asked_as_a_question_about_everything_written_is_a_request_not_doubt():
    assert form("Could everything you write for me be in Irish English, in a plain tone?").kind != "hedged"
    assert form("Can all your answers be in metric?").kind != "hedged"
    # doubt stays doubt
    assert form("Maybe everything in metric? Not sure yet.").kind == "hedged"


@pytest.mark.parametrize("turn,kind", [
    # an exception the user will ask for in the chat, in so many words or in another language, is "unless I ask"
    ("Answer me in English unless I explicitly ask for Dutch.", "standing"),
    ("Reply in Italian from now on. If I need something in English for the board, I'll ask.", "standing"),
    ("odpowiadaj mi po polsku, chyba że wyraźnie poproszę o niemiecki.", "standing"),
    ("Contéstame en español. Si alguna vez necesito algo en inglés, te lo pido.", "standing"),
    # a way out for good cause narrows nothing; a kind of work after "unless" still does
    ("Always R with the tidyverse, unless there's a good reason not to.", "standing"),
    ("Always use British spelling unless it's going to the Boston office.", "scoped"),
    # wording or a state any answer may hold is a rendering rule, not a task
    ("Always explain jargon; if you need a technical term, spell it out in plain words.", "standing"),
    ("Never make colour do the work in anything you give me; if something's overdue, say so in words.", "standing"),
    # what other people will read is a kind of work
    ("For anything the volunteers will read (rotas, reminders), use plain short sentences.", "scoped"),
    ("When you write anything a parent will see, keep it formal.", "scoped"),
    ("Whenever you write anything, keep it short.", "standing"),
    # a wish with a word between ("I'd also rather"), "whatever you send me", "not ever", Portuguese "from now on"
    ("I'd also rather you wrote in full paragraphs than bullets. That goes for everything, not just minutes.",
     "standing"),
    ("I'd also rather you kept it short when I'm on the ward.", "scoped"),
    ("Top line of whatever you send me = the decision, one sentence.", "standing"),
    ("No 'happy to help', no emoji, not ever.", "standing"),
    ("A partir de agora responde-me em português de Portugal.", "standing"),
])
def test_exceptions_the_user_asks_for_content_any_answer_holds_and_what_others_read(turn, kind):
    assert analyse_form(sentences(turn), []).kind == kind


@pytest.mark.parametrize("turn,kind", [
    # a condition on a part of the answer, whether it is needed at all, is no reach of the wish
    ("Put the verdict in the first line, then two sentences at most if it really needs it. From now on.", "standing"),
    ("Lead with the action, the explanation after if at all. Always.", "standing"),
    ("Always skip the disclaimers unless they actually matter.", "standing"),
    ("Always just the answer, as a numbered list if it's more than one thing.", "standing"),
    # ... while a kind of work after "if" or "unless" still scopes it
    ("Always two sentences at most if it's a ticket reply.", "scoped"),
    ("Always skip the disclaimers unless it's for the auditors.", "scoped"),
    # every question the user asks, every topic, "not once" are all of them
    ("Whenever I ask you something, give me the number first.", "standing"),
    ("Whenever I ask you about invoices, give me the number first.", "scoped"),
    ("Use short lists rather than wide tables, on any topic. Always.", "standing"),
    ("Use short lists rather than tables on reports, always.", "scoped"),
    ("And no emojis, please. Not once.", "standing"),
    # asking the assistant not to do a thing is no exclusion
    ("You don't need to explain the basics to me. Talk to me like a colleague, always.", "standing"),
])
def test_conditions_on_a_part_of_the_answer_and_on_every_question_are_no_scope(turn, kind):
    assert analyse_form(sentences(turn), []).kind == kind


def test_a_statement_beside_the_wish_is_its_reason_not_its_scope():
    # "... and I make mistakes when I have to convert" says why; the wish itself asks for every answer
    turn = ("Can you always give me times in 24-hour UTC? The site board runs on UTC and I make mistakes when I "
            "have to convert.")
    assert analyse_form(sentences(turn), []).kind == "standing"
    # a sentence that narrows the wish in so many words still scopes it
    narrowed = "Always give me times in 24-hour UTC. That's only for the shift logs."
    assert analyse_form(sentences(narrowed), []).kind == "scoped"


def test_a_thing_mentioned_anywhere_and_a_count_of_things_dealt_with_are_no_scope():
    # the instruction may follow the thing mentioned with no comma: still what every answer does with it
    assert form("whenever you mention a chemical give the UN number in brackets").kind == "standing"
    assert form("if you cite a standard, add its year").kind == "standing"
    # a count of things an answer deals with is no kind of work
    assert form("if more than four suppliers are involved, put it in a table").kind != "scoped"
    assert R.record_form("When more than four suppliers are involved, Dana wants a table.").kind != "scoped"
    # a kind of document the assistant mentions is still a scope of work ("when you mention a report, send it to ...")
    assert form("when you mention a report give it to Sam").kind == "scoped"
