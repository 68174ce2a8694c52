"""A quote priced in crew-days and in a stock held for months ("12 crew-days", "400 cu ft for 3 months") takes the
day rate and the rate per unit per month; an approver's absence over the task's days, admitted through the approval
rule it comes from, goes into the compact set before a record the task's family alone ties to it; and times a turn
sets outside the hours an admitted record permits take what applies outside them. Cases written here (a fine-art
removals firm and a festival's bars), read by the real rules with the real embedding model. Every test fails at the
previous rules; the asserts marked "a guard" pass at both."""

from datetime import date

from judge_svc import policy
from tests.helpers import cand, verdicts

APR = date(2026, 4, 14)  # a Tuesday


def test_a_quote_in_crew_days_and_months_takes_the_day_rate_and_the_monthly_rate():
    assert [m.group(0) for m in policy.UNITS_STATED.finditer("12 crew-days, storage for 3 months")] == ["12 crew-days",
                                                                                                      "3 months"]
    day = cand("day", "From 1 April 2026 the two-person fine-art crew day rate is £840 (was £780).")
    store = cand("store", "Climate store rate: £3.60 per cubic foot per month, minimum 100 cu ft.")
    family = cand("family", "The Henderson family move: Clifton to Chipping Campden on 6 May 2026, about 40 works.")
    got = verdicts("Draft the Henderson quote: 12 crew-days, crating £14,500, climate storage 400 cu ft for 3 months. "
                   "Want it out tonight.", [day, store, family],
                   draft="Packing and removal, 12 crew-days: (insert day rate). Climate storage: (insert rate).", today=APR)
    assert got["day"][0] is True and got["store"][0] is True


def test_an_approvers_absence_through_the_rule_it_comes_from_goes_before_a_family_tie():
    approval = cand("approval", "Any quote over £25,000 ex VAT needs sign-off by ops director Gwen Talbot before it is "
                                "sent.")
    leave = cand("leave", "Gwen Talbot is on leave 20-30 April 2026; Hywel Bevan signs off quotes while she is away.")
    freeze = cand("freeze", "MoveWare migration 22-24 April 2026: no new quotes can be entered; use the spreadsheet "
                            "template and re-key afterwards.")
    family = cand("family", "The Henderson family move: Clifton to Chipping Campden on 6 May 2026, about 40 works incl. "
                            "a Hepworth maquette. Mrs Henderson uses a wheelchair (site visit ground floor only) and "
                            "prefers calls after 14:00.")
    got = verdicts("New client Dr Okoye wants a quote by Fri 24th, roughly £31k, I'll price it up on Wednesday 22nd. "
                   "Walk me through getting it out.", [approval, leave, freeze, family],
                   draft="1) Wed 22nd: enter the survey and pricing in your estimating system. 2) Get your manager's "
                         "approval on the total. 3) Generate the PDF and email it Thursday 23rd so there's a day's "
                         "slack. 4) Follow up by phone on the 24th.", today=APR)
    assert got["approval"][0] is True and got["freeze"][0] is True and got["leave"][0] is True
    assert got["family"][0] is False


def test_times_outside_the_hours_a_record_permits_take_what_applies_outside_them():
    assert policy.permitted_windows("Alcohol sales permitted 11:00-22:45 (cond. 6)") == [(660, 1365)]
    alcohol = cand("alcohol", "Alcohol sales permitted 11:00-22:45 (licence LN/26/0183 cond. 6), Challenge 25; the "
                              "Designated Premises Supervisor is Gareth Moyo.")
    tens = cand("tens", "Any licensable activity outside the premises licence needs a Temporary Event Notice: 10 clear "
                        "working days before (late TEN: 5 working days), max 499 people.")
    turn = ("Niamh wants a 'Bloody Mary breakfast' pop-up bar at the campsite on Sun 26 April, {}. what do I need to "
            "sort and by when?")
    got = verdicts(turn.format("08:00-11:00"), [alcohol, tens], draft="Check whether your licence covers it.", today=APR)
    assert got["alcohol"][0] is True and got["tens"][0] is True
    # a guard: a bar within the licensed hours goes past nothing
    got = verdicts(turn.format("12:00-15:00"), [alcohol, tens], draft="Check whether your licence covers it.", today=APR)
    assert "outside the hours" not in got["tens"][2]
