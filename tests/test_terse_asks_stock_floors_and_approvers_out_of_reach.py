"""Terse asks: when a named person is off ("wens aoife off"), the user's own sign-off ceiling ("before stuff has to go up
to head office"), a code asked for by its acronym ("EORI pls"), an acronym with its link word in lower case ("HoN");
questions on auctions and fans in other languages; a list of allergens in general that calls for no one's allergy; an
approver asked after "can I ring them now?" while away; and a floor on a stock the turn counts for an order. Cases
written here (a fish market, a snowmaking team, a freight forwarder and an air ambulance base), read by the real rules
with the real embedding model. Every test fails at the previous rules; the asserts marked "a guard" pass at both."""

from datetime import date

from judge_svc import policy
from retold import cues, gloss
from tests.helpers import cand, verdicts

MAR = date(2026, 3, 9)  # a Monday


def test_when_a_named_person_is_off_asked_tersely():
    assert policy.WHEN_OFF.search("wens aoife off")
    leave = cand("leave", "Deputy harbour master Aoife Brennan is on leave 23 March - 3 April 2026.")
    got = verdicts("wens aoife off", [leave], draft="I don't have Aoife's leave dates.", today=MAR)
    assert got["leave"][0] is True


def test_the_users_own_sign_off_ceiling_before_it_goes_up():
    assert policy.OWN_LIMIT_ASKED.search("whats my sign off ceiling before stuff has to go up to Cardiff?")
    limits = cand("limits", "Trefgarn spend approval: under £2,500 the shift lead can raise it; £2,500 to £10,000 needs "
                            "Ffion (base manager); over £10,000 goes to the Head of Ops in Cardiff.")
    got = verdicts("quick one - whats my sign off ceiling before stuff has to go up to Cardiff?", [limits],
                   draft="It depends on your delegation schedule.", today=MAR)
    assert got["limits"][0] is True


def test_a_code_asked_for_by_its_acronym_alone():
    assert policy.TERM_WANTED.match("EORI pls, doing the export dec")
    assert not policy.TERM_WANTED.match("ok? fine")  # a guard: a word in lower case asks for no code
    eori = cand("eori", "Kestrel & Vane's EORI number is GB774218935000.")
    got = verdicts("EORI pls, doing the export dec", [eori], draft="I don't have your EORI number; it starts with GB.",
                   today=MAR)
    assert got["eori"][0] is True


def test_an_acronym_with_its_link_word_in_lower_case_spells_out():
    assert policy.acronym_phrases("HoN sign-off kicks in above 25k still?",
                                  ["over £20,000 Head of Network (Graham Whitlow) plus a second quote"]) == {"Head of Network"}
    assert not policy.LINKED_ACRONYM.search("McKay")  # a guard: a name is no acronym


def test_auctions_and_fans_asked_in_other_languages():
    assert "auction" in gloss.gloss("A que horas começa o leilão agora? Tenho de dizer ao rapaz novo.").split()
    assert "fan" in gloss.gloss("¿A qué temperatura de bulbo húmedo arrancamos los ventiladores?").split()
    clock = cand("clock", "Since Monday 2 March 2026 the clock auction starts at 06:30 Monday to Friday; the catalogue "
                          "closes at 05:45.")
    got = verdicts("A que horas começa o leilão agora? Tenho de dizer ao rapaz novo.", [clock],
                   draft="Não tenho o horário do vosso leilão.", today=MAR)
    assert got["clock"][0] is True


def test_a_list_of_allergens_in_general_calls_for_no_ones_allergy():
    fish = cand("fish", "Ashgrove may get a new pupil with a fish allergy after half-term; no form received yet.")
    got = verdicts("list the 14 allergens in the order the FSA uses", [fish],
                   draft="Celery, cereals containing gluten, crustaceans, eggs, fish, lupin, milk, molluscs, mustard, "
                         "tree nuts, peanuts, sesame, soya, sulphites.", today=MAR)
    assert got["fish"][0] is False


def test_an_approver_asked_after_can_i_ring_them_now_while_away():
    assert cues.AUTHORITY.search("who signs that and can i ring them now?")
    limit = cand("limit", "AOG parts orders over £15,000 need approval from Priya Raman, Head of Engineering.")
    away = cand("away", "Priya Raman is in Kuala Lumpur (UTC+8) on the manufacturer's course until 27 March 2026.")
    got = verdicts("SB needs an MGB oil cooler AOG, quote £18,400. who signs that and can I ring them now?", [limit, away],
                   draft="Your Head of Engineering usually approves that; yes, ring them now.", today=MAR)
    assert got["limit"][0] is True and got["away"][0] is True


def test_a_floor_on_a_stock_the_turn_counts_for_an_order():
    assert policy.STOCK_FLOOR.search("minimum 15,000 L Jet A-1 total on base")
    floor = cand("floor", "Ops Manual rev 14: minimum 15,000 L Jet A-1 total on base for readiness, never below.")
    contract = cand("contract", "Harbour Fuels contract: minimum 8,000 L per delivery; normal lead time 72 h.")
    got = verdicts("tanks this morning: T1 11,200 L, T2 8,300 L. do I order today? write the email to Harbour Fuels",
                   [floor, contract], draft="Total is 19,500 L; you can probably wait a few days.", today=MAR)
    assert got["floor"][0] is True
    # a guard: a count in another unit meets no floor in litres
    got = verdicts("pallets this morning: 14 in bay 2. do I order today?", [floor], draft="Probably not yet.", today=MAR)
    assert got["floor"][0] is False
