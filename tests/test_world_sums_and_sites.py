"""Questions worked from the turn's own figures or asked of the world (VAT both ways, working days between two
dates, power from volts and amps, what a standard check holds, what the law or a named treaty sets), crews times
hours times an hourly rate against an approval limit, a site's rule that names the user against the same rule at
another site, who is on duty on a day, and someone who works from another city on some days. Cases written here
(a touring theatre's front of house), read by the real rules with the real embedding model."""

from datetime import date

import pytest

from judge_svc import policy as judge
from retold import calendar
from tests.helpers import cand, verdicts

UNKNOWN = "I don't have that stored; check with the venue."
TUE = date(2026, 5, 26)


@pytest.mark.parametrize("turn", [
    "15% vat on €240 net = ?",
    "9,500 net to gross at 20% VAT? and 3,000 gross back to net?",
    "how many working days between the 3rd and the 21st of August?",
    "¿cuántos días laborables hay entre el 3 y el 21 de agosto de 2026?",
    "2 motors on 415V 11A each, pf 0.85: how much kW in total?",
])
def test_a_sum_on_the_turns_own_figures_is_worked_not_recalled(turn):
    assert judge.CALCULATION.search(turn)


@pytest.mark.parametrize("rx, turn", [
    ("IN_GENERAL", "Hoe reken ik de huur uit voor 9 dagen bij £1.200 per maand?"),
    ("IN_GENERAL", "whats on a standard pre-show safety check for a small theatre"),
    ("JURISDICTION", "legal min width for a fire exit corridor?"),
    ("JURISDICTION", "Warsaw Convention limit for lost luggage these days?"),
])
def test_what_the_world_or_the_law_sets_is_asked_in_general(rx, turn):
    assert getattr(judge, rx).search(turn)


def test_a_general_sum_takes_no_stored_limit_with_its_figures():
    bar = cand("bar", "Bar spend over £300 inc VAT on one show needs the house manager's OK; under that the duty manager signs.")
    got = verdicts("20% vat on £385 net = ?", [bar], draft="VAT is £77, so £462 gross.")
    assert got["bar"][0] is False


def test_crew_times_hours_times_a_rate_crosses_the_limit_of_the_users_own_site_not_anothers():
    assert calendar.totals("need 3 extra ushers for Saturday, 6h each at £15/h", "") == [
        ("3 extra ushers for Saturday, 6h each at £15/h", "£", 270.0)]
    own = cand("tom-pref", "Tom wants short answers with the figure first.", True)
    grand = cand("grand", "At the Grand, usher overtime over £250 per show needs sign-off from Priya Shah (house "
                          "manager); Tom can approve up to £250 himself.")
    palace = cand("palace", "At the Palace Theatre, usher overtime over £150 per show needs the Palace manager's sign-off.")
    got = verdicts("need 3 extra ushers for Saturday's matinee, 6h each at £15/h. can I just OK it?", [own, grand, palace],
                   draft="Yes, that looks fine to approve.", today=TUE)
    assert got["grand"][0] is True and "270" in got["grand"][2]
    assert got["palace"][0] is False


def test_who_is_on_duty_on_a_day_brings_in_whoever_is_off_then():
    off = cand("calum", "Deputy stage manager Calum Reid is off 1-12 June 2026; Ava calls the show.")
    times = cand("times", "Saturday matinees go up at 14:30; the house opens at 13:45.")
    assert judge.AWAY.search(off.record.text)
    got = verdicts("draft the notice to the crew re Sat 6 June matinee, who's on and curtain time", [off, times],
                   draft="Saturday 6 June matinee: curtain up 14:30, crew call as usual.", today=TUE)
    assert got["calum"][0] is True and "6" in got["calum"][2]


def test_working_from_another_city_on_some_days_is_elsewhere_then_not_only_then():
    rules = calendar.record_rules("Sanne works from Utrecht on Mondays, on CET (UK +1 hour).", own=False, today=TUE)
    assert rules.forbidden == {0} and not rules.allowed
    tuesday = calendar.When(weekdays={1})
    assert calendar.collides(tuesday, rules) == ""


# --- records that answer what the turn names, not another thing's -------------------------------------------------

def test_a_side_named_in_the_plural_is_named():
    rates = cand("rates", "Studio theatre hire: £40/hour weekday evenings, £55/hour weekends; schools get 15% off.")
    got = verdicts("weekend rate for the studio theatre for a school?", [rates], draft=UNKNOWN)
    assert got["rates"][0] is True


def test_a_table_of_two_levels_holds_the_level_asked_for():
    sla = cand("sla", "Lighting call-out SLA: P1 response 20 min, P2 2 h, routine next day; billed £70 per hour after the first.")
    assert not judge.other_code(sla.record.text, "lx P2 response time?")
    got = verdicts("lx P2 response time? the company manager is asking", [sla], draft=UNKNOWN)
    assert got["sla"][0] is True
    # (a code opening the record and another set apart after it is still another thing's)
    assert judge.other_code("On RG-A2, the fly bar is rated to 250 kg; RG-A3 is not affected", "RG-A3 fly bar limit?")


def test_a_documents_annex_sets_nothing_apart():
    annex = cand("annex", "Lyceum Tour Annex B: the venue pays a 4% credit if the get-in runs over two hours.")
    got = verdicts("annex b get-in credit: when do we get it, and how much", [annex], draft=UNKNOWN)
    assert got["annex"][0] is True


def test_the_users_own_trip_is_theirs_whatever_partner_it_visits():
    trip = cand("trip", "Tom works on Edinburgh hours from 3 to 9 August 2026 while visiting the partner crew at the "
                        "Fringe; no calls after 18:00 on those days.", True)
    got = verdicts("fringe week, which dates am I up there again + whats my cutoff for calls", [trip], draft=UNKNOWN)
    assert got["trip"][0] is True


def test_word_of_mouth_goes_into_no_task_unless_the_turn_asks_what_was_said():
    rumour = cand("rumour", "The Lyceum may move its get-in for the tour to Sunday night (mentioned on a site visit, nothing "
                            "official).")
    got = verdicts("The Lyceum want to move the tour get-in to Sunday night from 23:00. Draft a reply to their production "
                   "manager.", [rumour], draft="Dear Sam, thanks for letting us know; Sunday night from 23:00 works for us.")
    assert got["rumour"][0] is False
    got = verdicts("heard anything about the Lyceum moving its get-in? draft me a note to the crew", [rumour],
                   draft=UNKNOWN)
    assert got["rumour"][0] is True
    # (asked in other languages too: "Sam said something about ...", "¿dijo algo Sam?", "hat Sam etwas gesagt?")
    for asked in ("Sam coś mówił o przeniesieniu get-in", "¿Sam dijo algo del get-in?", "hat Sam was zum Get-in gesagt?"):
        assert judge.HEARSAY_ASKED.search(asked), asked


def test_a_number_and_a_numeral_typed_short_meet_the_record_spelling_them_out():
    assert judge.specific_tokens("our VAT no pls") & judge.specific_tokens("Our VAT number is GB 123 4567 89.")
    assert "4" in judge.specific_tokens("Schedule 2 caps Type IV haze fluid stored backstage at 20 L.")


def test_a_count_in_kilos_at_the_named_things_price_crosses_an_order_limit():
    prices = "Bar supply contract with Tyne Wines: house red £6.20/kg and house white £5.10/kg (bag-in-box); delivery Tuesdays."
    # (of the two prices per kilo, the one of the thing the turn names)
    assert [(t, k, round(v, 2)) for t, k, v in calendar.totals("order 400 kg of house red for the tour", prices)] == [
        ("400 kg at £6.20/kg", "£", 2480.0)]
    assert [(t, k, round(v, 2)) for t, k, v in calendar.totals("order 400 kg of house white for the tour", prices)] == [
        ("400 kg at £5.10/kg", "£", 2040.0)]
    supply = cand("supply", prices)
    limit = cand("limit", "Tom approves bar purchase orders up to £2,200; above that needs Priya Shah (house manager).")
    got = verdicts("raise the house red order pls, 400 kg from the wine people", [supply, limit],
                   draft="Here's the order: 400 kg of house red from Tyne Wines.", today=TUE)
    assert got["limit"][0] is True and "2,480" in got["limit"][2]


def test_a_job_hunt_nobody_may_know_of_stays_out_of_a_bio():
    assert judge.SECRECY.search("Tom is looking for a job at another company and wants nobody to know.")
    hunt = cand("hunt", "Tom is looking for a job at another company and wants nobody to know.", True)
    got = verdicts("write me a 3-line bio for the tour programme: Tom Reid, company manager, 8 yrs with the company",
                   [hunt], draft="Tom Reid is the company manager and has toured with the company for eight years.")
    assert got["hunt"][0] is False
