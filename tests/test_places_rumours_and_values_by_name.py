"""Look-alikes told apart by a place, reports nobody has confirmed, values asked for by name, general writing, days
reckoned from events and lead times, prices joined to limits, and terse requests the planner must not pass over: a
name told apart by a place the turn does not name beside one told apart by a place it does; an unconfirmed report for
a question on using the thing; a partner body named at a record's head; a temperature or a date asked for by its
name; writing that explains what a thing is; a why-question in another language; a rest day; how long a job takes,
for a day it is wanted by; the day of an event a task counts from; a kind of customer's discount on a quote; hours at
an hourly rate over a limit; a switchboard that replaced someone's mobile; the user's own wish and a date at a
record's head, which name no place; "who do I need sign-off from ...?"; "..., the march one"; "let him know"; "for
mrs okafor". Cases written here (village halls, a builders' merchant, a vehicle depot, a genomics core, a pottery, a
tile shop, a yard, a clock repairer, a vet practice, kennels, a farm build, a tram depot, a microscopy lab and a
chapel), read by the real rules with the real embedding model and the real planner policy. Every test fails at the
previous rules; the asserts marked "a guard" pass at both."""

from datetime import date

from retold import cues
from retold.v1 import common_pb2 as c
from tests.helpers import cand, verdicts

APR = date(2027, 4, 12)  # a Monday


def test_a_name_told_apart_by_a_place_the_turn_does_not_name_is_another_of_the_name():
    kelso = cand("kelso", "St Mary's, Kelso hall: the floor is sprung oak, so no stiletto heels on it.")
    jed = cand("jed", "St Mary's, Jedburgh hall: the floor is sealed vinyl, any footwear is fine.")
    got = verdicts("jedburgh: stiletto heels on the hall floor ok for the ceilidh?", [kelso, jed],
                   draft="Most hall floors are fine with heels, but sprung wooden floors often ban stilettos.", today=APR)
    assert got["jed"][0] is True, got["jed"]
    assert got["kelso"][0] is False and got["kelso"][1] == c.REASON_CODE_POTENTIALLY_HARMFUL, got["kelso"]
    # a guard: the turn naming the other place takes the other record
    got = verdicts("kelso: stiletto heels on the hall floor ok for the ceilidh?", [kelso, jed],
                   draft="Most hall floors are fine with heels, but sprung wooden floors often ban stilettos.", today=APR)
    assert got["kelso"][0] is True, got["kelso"]


def test_an_unconfirmed_report_answers_no_question_on_using_the_thing():
    lot = cand("lot", "The new Portland cement lot 4471 might be contaminated (rumour from the depot, not checked).")
    lot.record.status = c.RECORD_STATUS_UNCONFIRMED
    got = verdicts("is lot 4471 portland fine for a 1:3 render mix?", [lot],
                   draft="Yes: ordinary Portland cement at 1:3 with sharp sand is a standard render mix.", today=APR)
    assert got["lot"][0] is False, got["lot"]
    assert "unconfirmed" in got["lot"][2], got["lot"]
    # a guard: a question on what has been heard takes it
    got = verdicts("heard anything about cement lot 4471?", [lot],
                   draft="I don't have any news on that lot.", today=APR)
    assert got["lot"][0] is True, got["lot"]


def test_a_partner_body_named_at_a_records_head_is_another_body():
    theirs = cand("theirs", "Tayside partner facility's MiSeq rates: internal £40 per run, external £90 per run "
                            "(their price list, not Corran's).")
    ours = cand("ours", "Corran Genomics MiSeq rates this year: internal £35 per run, external £80 per run.")
    got = verdicts("draft a reply to Dr Osei (external) who wants 6 runs on the MiSeq next month", [theirs, ours],
                   draft="Dear Dr Osei, thank you for your enquiry. We'd be glad to run your samples ...", today=APR)
    assert got["theirs"][0] is False and got["theirs"][1] == c.REASON_CODE_POTENTIALLY_HARMFUL, got["theirs"]


def test_a_temperature_or_a_date_asked_for_by_its_name():
    permit = cand("permit", "Wash-water permit for the vehicle bay: pH 6-9, at most 35 °C at the outfall, oil at most "
                            "5 mg/l.")
    got = verdicts("max temp at the outfall? want to hose out the hot tank at ~40 this pm", [permit],
                   draft="Discharge consents often cap temperature around 30-40 °C; check your permit.", today=APR)
    assert got["permit"][0] is True, got["permit"]
    fra = cand("fra", "The fire risk assessment review for the depot is on 14 May 2027; the assessor is Priya Shah.")
    got = verdicts("FRA date + who's the assessor again", [fra],
                   draft="I don't have the review details; your H&S lead should have them.", today=APR)
    assert got["fra"][0] is True, got["fra"]


def test_who_signs_for_the_user_and_one_version_picked_at_the_end_are_the_users_own():
    from planner_svc import policy as planner
    inventory = [("approvals", "approvals"), ("finances", "finances"), ("general", "general")]
    gaps, _why = planner.plan("who do I need sign off from if i go over the normal markup on a quote?", "", inventory, 3)
    assert gaps, "an approval chain of the user's own is looked up"
    gaps, _why = planner.plan("oak worktop price per metre, the march one", "", inventory, 3)
    assert gaps, "a version of a stored thing picked at the end is looked up"
    # a guard: a question weighing two things is not a recall
    assert not cues.analyse("which is better, the old one or the new one?").recall


def test_writing_that_explains_what_a_thing_is_takes_no_record_of_the_users_own_one():
    kiln = cand("kiln", "The Aldmere gas kiln is fired to cone 10 in reduction every second Thursday; never above cone 10.")
    got = verdicts("3 sentences for the gallery newsletter explaining what reduction firing is, no jargon", [kiln],
                   draft="Reduction firing starves the kiln of oxygen near the top temperature, which changes the colours "
                         "of the glazes and the clay.", today=APR)
    assert got["kiln"][0] is False, got["kiln"]
    # a guard: a line on the user's own firing day takes it
    got = verdicts("2 lines for the gallery newsletter on when the Aldmere kiln is next fired", [kiln],
                   draft="Our gas kiln is fired regularly; check the noticeboard for dates.", today=APR)
    assert got["kiln"][0] is True, got["kiln"]


def test_a_why_question_in_another_language_asks_the_world():
    dust = cand("dust", "Nobody may mix dry glaze materials until they pass the FFP3 fit test and the dust induction with "
                        "Maja.")
    got = verdicts("dlaczego przy mieszaniu glazury zawsze nosimy maski FFP3? 2 zdania dla kursantów", [dust],
                   draft="Suche składniki glazury zawierają krzemionkę, której pył uszkadza płuca; maska FFP3 go "
                         "zatrzymuje.", today=APR)
    assert got["dust"][0] is False, got["dust"]


def test_telling_someone_something_is_writing_to_them():
    from planner_svc import policy as planner
    inventory = [("people", "people"), ("general", "general")]
    gaps, _why = planner.plan("mr okoro's tiles are in. let him know + he can collect weekdays 8-4", "", inventory, 3)
    assert gaps, "a message to someone is looked up for how they want to be reached"
    # a guard: "let me know" asks nothing of anyone's wishes
    assert "writing" not in cues.analyse("let me know what you think of the glaze").triggers


def test_a_rest_day_rules_the_weekday_out():
    rest = cand("rest", "From 1 April 2027 Mira Kowal's rest day is Tuesday; she works Saturdays instead.")
    got = verdicts("build tuesday's yard roster: Mira 3 horses, Tomas 4, Ada 2", [rest],
                   draft="Tuesday roster: Mira - 3 horses; Tomas - 4; Ada - 2.", today=APR)
    assert got["rest"][0] is True, got["rest"]
    assert "tuesday" in got["rest"][2], got["rest"]


def test_how_long_a_job_takes_binds_a_task_that_says_when_it_is_wanted():
    turn_ = cand("turn", "Standard bench turnaround is three weeks for a full clock overhaul, two days for a new mainspring.")
    got = verdicts("man wants to drop his longcase in Weds 14th for a full overhaul, needs it back for his daughter's "
                   "wedding on the 24th. draft me a reply", [turn_],
                   draft="Hi, thanks for getting in touch. Bring it in on Wednesday 14th and we'll get started.",
                   today=APR)
    assert got["turn"][0] is True, got["turn"]
    assert "how long it takes" in got["turn"][2], got["turn"]
    # a guard: a task that wants nothing by a day is not bound by it
    got = verdicts("draft a short thank-you to the man who brought his longcase in for a full overhaul", [turn_],
                   draft="Dear Mr ..., thank you for trusting us with your clock.", today=APR)
    assert got["turn"][0] is False, got["turn"]


def test_a_way_to_reach_someone_that_replaced_another_is_no_other_bodys():
    line = cand("line", "Since 1 March 2027 out-of-hours calls go through the Tarn Valley switchboard, 017 688 2240, not "
                        "Dr Ferris's mobile.")
    got = verdicts("¿cuál es ahora el número de guardia por la noche?", [line],
                   draft="No tengo ese número; míralo en el tablón.", today=APR)
    assert got["line"][1] != c.REASON_CODE_POTENTIALLY_HARMFUL, got["line"]


def test_someone_named_by_a_title_typed_small_is_looked_up():
    from planner_svc import policy as planner
    inventory = [("people", "people"), ("general", "general")]
    gaps, _why = planner.plan("what do i need to sort for mrs okafor at the chapel", "", inventory, 3)
    assert gaps, "a person named by a title is the user's own world"
    # a guard: a general question on a kind of person is not
    assert not cues.analyse("what do doctors wear on a ward round").needs_lookup


def test_the_users_own_wish_and_a_date_at_a_records_head_name_no_place():
    ours = cand("ours", "Holmwood whelping room calls the vet for: a bitch straining 30 minutes with no pup, a retained "
                        "placenta after 4 hours, or a pup not feeding by 2 hours.")
    theirs = cand("theirs", "At Larchfield Kennels' whelping room, night staff wait 60 minutes of straining before calling "
                            "the vet.")
    wish = cand("wish", "Priya asked that when she is unsure whether to call the vet at night, the assistant tell her to "
                        "wait until morning if it is safe.", own=True)
    since = cand("since", "Since 1 May 2027 out-of-hours vet calls go through the Ashby switchboard, 01530 412 000.")
    cover = cand("cover", "Jo covers Priya's night shifts in the whelping room from 3 to 7 May 2027.")
    got = verdicts("how long do we let a bitch strain b4 ringing the vet here", [ours, theirs, wish, since, cover],
                   draft="Generally call the vet after 30-60 minutes of strong straining with no pup.", today=APR)
    assert got["ours"][0] is True, got["ours"]
    assert got["theirs"][0] is False, got["theirs"]


def test_the_day_of_an_event_a_task_counts_from_is_needed():
    pour = cand("pour", "The Fenwick barn slab pour moved to Thursday 22 April 2027 after the pump hire fell through.")
    other = cand("other", "The Fenwick yard pour for the wash bay was on 2 March 2027.")
    got = verdicts("text for Hadley Plant: book the 360 for the day before the slab pour + directions to the barn", [pour, other],
                   draft="Hi, please book the 360 excavator for [date], delivered to the barn site. Directions: ...",
                   today=APR)
    assert got["pour"][0] is True, got["pour"]
    assert "counts from" in got["pour"][2], got["pour"]
    # a guard: a clause after "before the" names no event ("before the line has to be live again")
    grind = cand("grind", "The rail-grinding train is booked on Line 4 for the night of Thu 15 April 2027.")
    got = verdicts("how late can we keep the isolation before the line has to be live again?", [grind],
                   draft="Usually until the first service needs the line, less the time to restore and test.", today=APR)
    assert got["grind"][0] is False, got["grind"]


def test_a_kind_of_customers_discount_prices_a_quote_for_one_of_that_kind():
    disc = cand("disc", "From 1 March 2027 the trade discount on ceramic floor tiles is 12%; natural stone stays at 8%.")
    got = verdicts("quote Femi Adeyemi (trade acct) 40 m2 of the grey porcelain 600x600, collected", [disc],
                   draft="Hi Femi, 40 m² of grey porcelain 600x600 at £24.50/m² = £980 + VAT, for collection.", today=APR)
    assert got["disc"][0] is True, got["disc"]
    # a guard: a quote for a customer of no kind the record names leaves it out
    got = verdicts("quote Femi Adeyemi 40 m2 of the grey porcelain 600x600, collected", [disc],
                   draft="Hi Femi, 40 m² of grey porcelain 600x600 at £24.50/m² = £980 + VAT, for collection.", today=APR)
    assert got["disc"][0] is False, got["disc"]


def test_hours_at_an_hourly_rate_that_cross_a_limit_bind_the_task():
    rate = cand("rate", "From 1 March 2027 the confocal microscope industry rate is £180/h ex VAT.")
    po = cand("po", "Bookings invoiced over £3,000 ex VAT need a customer PO before booking; no PO, no booking.")
    got = verdicts("Halden Optics want 20h on the confocal next week, they'll pay on invoice. draft the confirmation",
                   [rate, po], draft="Dear Halden Optics, we're pleased to confirm 20 hours on the confocal next week.",
                   today=APR)
    assert got["po"][0] is True, got["po"]
    assert "3,600" in got["po"][2], got["po"]
    # a guard: hours that stay under the limit run into nothing
    got = verdicts("Halden Optics want 10h on the confocal next week, they'll pay on invoice. draft the confirmation",
                   [rate, po], draft="Dear Halden Optics, we're pleased to confirm 10 hours on the confocal next week.",
                   today=APR)
    assert "over the limit" not in got["po"][2], got["po"]
