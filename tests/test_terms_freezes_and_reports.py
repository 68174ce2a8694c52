"""Questions about words, spending freezes in force now, approval rules an amount stays within, dietary needs
of people a task names, and unconfirmed reports beside the confirmed record that answers. Cases written here (a
county museum service and its stores), read by the real rules with the real embedding model."""

from datetime import date

import numpy as np

from judge_svc import policy as judge
from judge_svc import stack
from retold import calendar, cues
from retold.embedding import get_embedder
from retold.v1 import common_pb2 as c
from tests.helpers import cand, verdicts

TODAY = date(2031, 12, 18)


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


# --- counts at a price each --------------------------------------------------------------------------------

def test_a_count_at_a_rough_price_each_adds_up_whatever_names_the_things():
    turn = "need 6 extra UV/IR scans at the lab, ~£150 each, can u raise the PO"
    assert calendar.totals(turn, "") == [("6 extra UV/IR scans at the lab, ~£150 each", "£", 900.0)]
    assert calendar.crosses_total(turn, "", "Lab fees over £800 on one order need the head conservator's approval.")
    # at the previous reading the slash and the tilde hid the price: no total at all
    assert calendar.crosses_total("need 6 extra UV scans at the lab, £120 each", "",
                                  "Lab fees over £800 on one order need the head conservator's approval.") == ""


# --- a spending freeze in force now ------------------------------------------------------------------------

FREEZE = "Discretionary spending freeze 10 Dec 2031 to 9 Jan 2032, except conservation emergencies."
MATRIX = "Sign-off bands: budget holders up to £2,500; £2,500-£15,000 Priya Shah; over £15,000 the director."


def test_a_spending_freeze_in_force_binds_a_purchase_asked_about_now():
    cands = [cand("freeze", FREEZE), cand("tea", "The staff room tea fund is collected on Fridays.")]
    got = verdicts("Front of house want a new ticket printer, £1,800 inc VAT. ok to approve?", cands, today=TODAY)
    assert got["freeze"][0] is True and got["tea"][0] is False
    # a freeze over other days does not, nor one on changes rather than spending
    later = verdicts("Front of house want a new ticket printer, £1,800 inc VAT. ok to approve?", cands,
                     today=date(2032, 2, 1))
    assert later["freeze"][0] is False
    change = [cand("cms", "Collections database change freeze 10 Dec 2031 to 9 Jan 2032: no schema changes.")]
    assert verdicts("Front of house want a new ticket printer, £1,800 inc VAT. ok to approve?", change,
                    today=TODAY)["cms"][0] is False


def test_an_approval_rule_answers_whether_an_amount_under_its_limits_may_be_approved():
    cands = [cand("matrix", MATRIX)]
    got = verdicts("Ground staff want a pressure washer for the courtyard, £1,800. ok to approve?", cands,
                   today=date(2032, 2, 1))
    assert got["matrix"][0] is True
    assert "stays within" in got["matrix"][2]
    # not asked whether it may be approved, an amount under the limits meets no rule
    told = verdicts("Ground staff bought a pressure washer for the courtyard, £1,800. note it for the log", cands,
                    today=date(2032, 2, 1))
    assert told["matrix"][0] is False


# --- a dietary need of someone the task names --------------------------------------------------------------

def test_the_learned_layer_leaves_a_need_of_someone_the_task_names():
    turn = "order lunch for the volunteers' day on the 5th, 12 incl Amara and Joel"
    cands = [cand("amara", "Volunteer Amara Osei is coeliac and needs strictly gluten-free food."),
             cand("rota", "Volunteer days run 10:00-15:00 in the Long Gallery.")]
    notes = {j.record_id: j for j in judge.admit(turn, "", "", "A lunch order.", "", cands, get_embedder())}
    assert notes["amara"].admitted and judge.FOR_NAMED in notes["amara"].note
    model = stack.load()
    s = stack.Seen(cands[0].record.text, False, True, "helpful", notes["amara"].note)
    assert stack.decide(model, np.array([0.01]), [s]) == [(True, "")]
    # the same note without the name tie is withdrawn at that probability
    bare = stack.Seen(cands[0].record.text, False, True, "helpful", "a constraint the task depends on (feeding)")
    assert stack.decide(model, np.array([0.01]), [bare])[0][0] is False


# --- an unconfirmed report beside the confirmed record that answers ----------------------------------------

def test_an_unconfirmed_report_stays_out_beside_the_confirmed_answer():
    firm = cand("firm", "Store crew changeover at the Fenwick store is Wednesdays at 10:00.")
    report = cand("maybe", "Store crew changeover at the Fenwick store may move to Thursdays from March (not confirmed).")
    report.record.status = c.RECORD_STATUS_UNCONFIRMED
    got = verdicts("fenwick store crew changeover, which day n time again", [firm, report])
    assert got["firm"][0] is True
    assert got["maybe"][0] is False and "unconfirmed report" in got["maybe"][2]
    # alone, the report still answers a question about it
    alone = verdicts("is the fenwick store changeover moving to thursdays?", [report])
    assert alone["maybe"][0] is True


# --- sums named by what they are for, and short words for hyphenated compounds ------------------------------

def test_a_sum_followed_by_what_it_is_for_is_read_in_the_limits_currency():
    rule = "Loan insurance over GBP 5,000 needs the head of collections plus finance."
    assert calendar.crosses("who signs off a 6k PO for the loan insurance?", rule) == "6k PO is over the limit of 5000"
    assert calendar.crosses("raise the order for the crates, about 7,400 total", rule)
    # a count of documents is no sum
    assert calendar.crosses("we have 25 POs open for insurance this week", "Orders over £20 need a second signature.") == ""


def test_a_lower_case_short_word_spells_out_a_hyphenated_compound():
    duty = cand("ooh", "Nadia holds the out-of-hours security phone (07700 900123) from 27 December to 9 January.")
    other = cand("team", "The security team meets on Mondays.")
    got = verdicts("who has the ooh phone rn", [duty, other])
    assert got["ooh"][0] is True and got["team"][0] is False
    # spaced words spell out nothing: "the" is no "tea hour end"
    assert judge.acronym_phrases("is the kiln on", ["the tea hour ends at four", "a kiln-is-on light"]) == set()


def test_an_unconfirmed_report_sets_no_bar_for_the_confirmed_answer():
    firm = cand("firm", "Loan approvals: under £500 any curator; £500-£5,000 needs Chloé; over £5,000 needs Chloé plus "
                        "Dan Hughes (director). No splitting loans.")
    report = cand("maybe", "Dan might raise the curators' loan limit to £750 next year; nothing decided.")
    report.record.status = c.RECORD_STATUS_UNCONFIRMED
    got = verdicts("loan limits, what needs Dan's sign off?", [firm, report])
    assert got["firm"][0] is True and got["maybe"][0] is False


def test_a_question_about_words_may_put_words_between_how_and_saying_and_good_practice_is_general():
    assert cues.analyse("jak po angielsku ładnie powiedzieć 'odprawa kuratorów' i 'kierownik magazynu'?").generic
    assert cues.analyse("Jakie są dobre praktyki przy pisaniu wniosku o wypożyczenie obiektu?").generic
    assert cues.analyse("Quelles sont les bonnes pratiques pour emballer une toile ?").generic
    # asking how to write something of one's own is no question about good practice
    assert not cues.analyse("Jak napisać krótkie podziękowanie dla zespołu za pracę w święta?").generic
