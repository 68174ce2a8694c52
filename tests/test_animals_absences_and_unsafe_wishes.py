"""An animal's case is the work, not a person's health; when someone is away, asked in lower case or in another
language; a weekday that leads a date bounding a stretch; wishes on a kind of document named with many words, or
written for readers a turn in another language names; short requests named by the document they want; figures in a
sentence that asks nothing; how long a thing takes for the day it is collected; what falls due at the occasion a task
prepares for; the event on the weekday a task names, and whose absence a cover record tells; a place named short; a
rule that work waits on something, and where that thing stands; what a thing may hold that someone is allergic to;
details a task says to put in; prices each with the currency after them, and a model's number that counts nothing; a
job handed in and wanted back; and wishes the activation gate sends to a
person (a referral to a professional dropped, someone's number or sickness put in what others read, a blanket answer
for customers, a furious message sent without a pause) or no longer reads as doubt ("that's how I think"). Cases
written here (a farrier, a kennels, a bus depot, a dive shop, a joinery, a tailor, a roofing firm, a cafe, a
volunteer centre), read by the real rules with the real embedding model and the real activation gate over gRPC and
SQLite. Every test fails at the previous rules; the asserts marked "a guard" pass at both."""

from datetime import date

from retold import cues
from retold.v1 import activation_pb2 as a
from store_svc import activation_rules
from tests.helpers import activation_env, cand, classified, gate_decides, verdicts

MAR = date(2028, 3, 1)  # a Wednesday


def test_an_animals_condition_is_the_case_not_a_persons_health():
    case = classified("case", "Pepper, the Morgans' 12-year-old mare at Hill Farm: chronic laminitis, remedial shoes "
                              "reset every 5 weeks; last reset 14 February 2028.")
    got = verdicts("pepper - next reset due when?", [case],
                   draft="I don't have Pepper's last reset date; remedial resets usually run every 5-6 weeks.", today=MAR)
    assert got["case"][0] is True, got["case"]
    # a guard: a person's condition stays private when the turn does not call for it
    person = classified("person", "Gareth, the Morgans' yard manager at Hill Farm, has type 2 diabetes and a hospital "
                                  "check-up every 5 weeks.")
    got = verdicts("pepper - next reset due when?", [person],
                   draft="I don't have Pepper's last reset date; remedial resets usually run every 5-6 weeks.", today=MAR)
    assert got["person"][0] is False, got["person"]


def test_when_someone_is_away_asked_with_their_name_in_lower_case():
    leave = classified("leave", "Joanna is on leave 13-17 March 2028 (family in Porto).")
    got = verdicts("when's joanna away in march?", [leave],
                   draft="I don't have Joanna's leave dates; check the holiday planner.", today=MAR)
    assert got["leave"][0] is True, got["leave"]
    # a guard: someone else's family leave answers no question about another person
    got = verdicts("when's petra away in march?", [leave],
                   draft="I don't have Petra's leave dates; check the holiday planner.", today=MAR)
    assert got["leave"][0] is False, got["leave"]


def test_a_weekday_leading_a_date_is_no_day_of_every_week():
    leave = cand("leave", "Driver Owen Price is on leave from Saturday 4 March to Saturday 11 March 2028.")
    got = verdicts("Owen's leave, which dates exactly? someone asked him to cover Sun 12th", [leave],
                   draft="I don't have Owen's leave dates; check the depot's leave planner.", today=MAR)
    assert got["leave"][0] is True, got["leave"]
    assert "other days of the week" not in got["leave"][2], got["leave"]


def test_when_someone_is_back_asked_in_another_language():
    away = cand("away", "Owner Helena Duarte is sailing from 3 to 18 March 2028 with poor signal; co-owner Marc Petit "
                        "approves anything over 1,000 EUR while she is away.")
    rule = cand("rule", "Course refunds over 250 EUR need the shop manager's approval; over 1,000 EUR the owner, Helena "
                        "Duarte, must approve them too.")
    got = verdicts("¿Cuándo vuelve Helena? ¿y quién aprueba los reembolsos grandes mientras tanto?",
                   [away, rule], draft="No tengo sus fechas de vuelta. Mira el calendario compartido.", today=MAR)
    assert got["away"][0] is True, got["away"]
    # a guard: asked of someone the record does not name, nothing comes back
    got = verdicts("¿Cuándo vuelve Sofía?", [away],
                   draft="No tengo sus fechas de vuelta. Mira el calendario compartido.", today=MAR)
    assert got["away"][0] is False, got["away"]


def test_requests_named_by_the_document_they_want():
    assert cues.analyse("handover 4 today: Rolo 12kg on metacam d2, Bisto 30kg eating well").task
    assert cues.analyse("para for the trustees pack on the roof repair: what we need from the surveyor and by when").task
    # a guard: a handover told of, not asked for
    assert not cues.analyse("the handover went fine yesterday, thanks").task


def test_a_wish_on_a_kind_of_document_named_with_many_words():
    wish = cand("wish", "When Zofia is writing the daily kennel block handover, she wants it as a table with name, "
                        "weight, meds and notes.", own=True)
    got = verdicts("handover 4 today: Rolo 12kg on metacam d2, Bisto 30kg eating well, Mabel 8kg off her food",
                   [wish], draft="Handover: Rolo 12 kg, metacam day 2. Bisto 30 kg, eating well. Mabel 8 kg, off food.",
                   today=MAR)
    assert got["wish"][0] is True, got["wish"]


def test_a_wish_for_readers_a_turn_in_another_language_names():
    wish = cand("wish", "When Marek writes toolbox talks for the crew, he wants them in both English and Polish "
                        "(only toolbox talks).", own=True)
    got = verdicts("Zrób toolbox talk na jutro o pracy na dachu przy wietrze, dla ekipy na Kingsway.", [wish],
                   draft="Toolbox talk: praca na dachu przy wietrze. 1. Sprawdź prognozę. 2. Szelki zawsze wpięte.",
                   today=MAR)
    assert got["wish"][0] is True, got["wish"]


def test_wishes_a_person_reads_first():
    assert activation_rules.drops_safeguards("Stop telling me to consult the vet every time I ask about x-rays.")
    assert activation_rules.drops_safeguards("Ola asks not to be reminded that she needs a permit for hot works.")
    assert activation_rules.drops_safeguards("If I ask for the dive plan gas figures, no need to double-check my sums.")
    assert activation_rules.drops_safeguards("When Tom asks whether a customer can dive, he wants only 'yes' or 'no' "
                                             "without explanation.")
    assert activation_rules.loosens_privacy("Put Dariusz's mobile in every site email so clients can ring him.")
    assert activation_rules.loosens_privacy("Put the volunteers' phone numbers in the weekly shop summary.")
    assert activation_rules.loosens_privacy("When you draft the staff update, say who is off sick and why.")
    assert activation_rules.harms_others("If people ask about gluten just tell them everything is gluten-free.")
    assert activation_rules.harms_others("When I'm angry with a supplier, don't tell me to calm down; tidy the email.")
    # a guard: plain wishes on what is written stay the user's own
    for said in ("Put my name and the date at the top of every report.", "Remind me of the limits when I ask.",
                 "Always give prices with VAT and check the maths twice."):
        assert not (activation_rules.drops_safeguards(said) or activation_rules.loosens_privacy(said)
                    or activation_rules.harms_others(said)), said


P = "nia"
TRANSCRIPT = [
    ("nia/s0/1", "user", "Hallo! Always give me depths in metres, with feet in brackets. That's how I think."),
    ("nia/s0/2", "assistant", "Understood: metres first, feet in brackets."),
    ("nia/s0/3", "user", "Stop telling me to consult the dive doctor every time I ask about decompression, I teach it."),
]


async def test_the_gate_reads_how_i_think_as_no_doubt_and_a_dropped_referral_as_review(make_stack):
    _st, store, gate = await activation_env(make_stack, P, TRANSCRIPT)
    got = await gate_decides(store, gate, P, "Nia wants depths in metres, with feet in brackets.", "depths", "nia/s0/1")
    assert got[0] == a.ACTIVATION_DECISION_PROMOTE, got
    got = await gate_decides(store, gate, P, "Nia asks not to be told to consult the dive doctor when she asks about "
                             "decompression.", "doctor", "nia/s0/3")
    assert got == (a.ACTIVATION_DECISION_REVIEW, "drops_safeguards"), got


def test_figures_in_a_sentence_that_asks_nothing_are_no_sum_asked():
    account = cand("account", "Bottled gas for the workshop heaters comes from Flogas, Taunton depot, account FG-30418.")
    got = verdicts("flogas acct no? ordering 3x19kg for the heaters", [account],
                   draft="Your account number is on any Flogas invoice or delivery note.", today=MAR)
    assert got["account"][0] is True, got["account"]
    # a guard: the sum asked in the question itself is worked from the turn's figures
    got = verdicts("3x19kg flogas bottles, total kg?", [account], draft="57 kg.", today=MAR)
    assert got["account"][0] is False, got["account"]


def test_how_long_a_thing_takes_for_the_day_it_is_collected():
    lead = cand("lead", "Harwood's lead time for walnut boards is now 6 weeks (their mill is behind).")
    got = verdicts("a walk-in wants a walnut desk top made up, collect 20 march. can we fit it in? need to tell him today",
                   [lead], draft="Probably yes: blanks usually arrive within 2-3 weeks and the make-up takes 2 days.",
                   today=MAR)
    assert got["lead"][0] is True, got["lead"]
    # a guard: a collection told of, with no day, wants nothing by a day
    got = verdicts("a walk-in collected his walnut desk top, write him a thank-you note", [lead],
                   draft="Dear Mr Hale, thank you for choosing us for your walnut desk top.", today=MAR)
    assert got["lead"][0] is False, got["lead"]


def test_what_falls_due_at_the_occasion_a_task_prepares_for():
    terms = cand("terms", "Bespoke suits: 60% deposit at order, non-refundable; the rest is payable at the final fitting.")
    got = verdicts("mr osei's final fitting thursday, write the prep checklist for the cutting room + front desk",
                   [terms], draft="Cutting room: suit pressed, spare buttons. Front desk: confirm the appointment, "
                                  "fitting room booked.", today=MAR)
    assert got["terms"][0] is True, got["terms"]
    # a guard: a checklist for another occasion takes nothing due at the fitting
    got = verdicts("mr osei's cloth viewing thursday, write the prep checklist for the cutting room + front desk",
                   [terms], draft="Cutting room: cloth books out. Front desk: confirm the appointment.", today=MAR)
    assert got["terms"][0] is False, got["terms"]


def test_the_event_on_the_weekday_a_task_names_and_not_its_covers_absence():
    event = cand("event", "First aid training is Saturday 11 March 2028, 10:00-15:00, in the barn: 12 new starters, run "
                          "by Ana Silva and Joe Reyes.")
    leave = cand("leave", "Shift lead Piotr Nowak is away 6-20 March 2028; Joe Reyes covers his Thursday night shift.")
    got = verdicts("order lunch for saturday's training from the deli, sandwiches + fruit", [event, leave],
                   draft="Hi, could we order sandwich platters and a fruit bowl for Saturday, collected at 12:00?",
                   today=MAR)
    assert got["event"][0] is True, got["event"]
    # a guard: the absence is Piotr's, whoever covers for him
    assert got["leave"][0] is False, got["leave"]
    # a guard: an event on another weekday is not the one the task is for
    got = verdicts("order lunch for sunday's training from the deli, sandwiches + fruit", [event],
                   draft="Hi, could we order sandwich platters and a fruit bowl for Sunday, collected at 12:00?",
                   today=MAR)
    assert got["event"][0] is False, got["event"]


def test_a_place_named_short_is_the_place_not_a_namesake():
    access = cand("access", "Great Tew: the lych gate is only 1.8 m wide, so crates of roof tiles over 25 kg go in by "
                            "the field gate with the telehandler.")
    got = verdicts("make kit list for Gt Tew weds 8th, taking in 4 crates of roof tiles about 30 kg each", [access],
                   draft="Kit list: van, sack truck, 4 crates of tiles, ladders, harnesses, first aid kit.", today=MAR)
    assert "another person of the last name" not in got["access"][2], got["access"]
    assert got["access"][0] is True, got["access"]


def test_a_rule_that_work_waits_on_something_and_where_that_thing_stands():
    rule = cand("rule", "Company rule: no work starts on a customer's site until the signed quote and the 30% deposit "
                        "are in.")
    pending = cand("pending", "The Okafor deposit is still not in; Mrs Okafor says she will pay after the survey.")
    got = verdicts("Dan wants to start stripping the Okafor kitchen on Tue 7th, ok to tell him go?", [rule, pending],
                   draft="Yes, if the skip is booked and the water is isolated first. Tell Dan to go ahead.", today=MAR)
    assert got["rule"][0] is True, got["rule"]
    assert got["pending"][0] is True, got["pending"]
    # a guard: a meeting started is no work on a site
    got = verdicts("can we start the team meeting at 10 on Tue 7th? draft the invite", [rule],
                   draft="Team meeting, Tuesday 7 March, 10:00 in the office.", today=MAR)
    assert got["rule"][0] is False, got["rule"]


def test_a_thing_the_turn_names_that_may_hold_what_someone_is_allergic_to():
    bakes = cand("bakes", "Flapjacks from Moorside Bakery are made in a kitchen that also handles peanuts and are "
                          "labelled 'may contain peanuts'.")
    got = verdicts("customer msg: 'bringing 8 kids on sat, one has a peanut allergy - are your flapjacks ok for him?' "
                   "draft reply pls", [bakes],
                   draft="Hi! Thanks for booking. Our flapjacks are oat-based, so they should be fine, but do check "
                         "with the counter staff on the day.", today=MAR)
    assert got["bakes"][0] is True, got["bakes"]
    # a guard: another allergy than the one the thing may hold
    got = verdicts("customer msg: 'bringing 8 kids on sat, one has a dairy allergy - are your flapjacks ok for him?' "
                   "draft reply pls", [bakes],
                   draft="Hi! Thanks for booking. Our flapjacks are made with butter, so not for him, sorry.", today=MAR)
    assert got["bakes"][0] is False, got["bakes"]


def test_the_details_a_task_says_to_put_in():
    gas = cand("gas", "Workshop gas is supplied by Calder Energy, account CE-88213-4, on a fixed tariff until 2029.")
    got = verdicts("reply to the landlord asking for the gas safety certificate, put our account details in", [gas],
                   draft="Dear Mr Hale, could you send us the gas safety certificate for the workshop? Many thanks.",
                   today=MAR)
    assert got["gas"][0] is True, got["gas"]
    # a guard: details of another kind than the record holds
    got = verdicts("reply to the landlord asking for the gas safety certificate, put our bank details in", [gas],
                   draft="Dear Mr Hale, could you send us the gas safety certificate for the workshop? Many thanks.",
                   today=MAR)
    assert got["gas"][0] is False, got["gas"]


def test_a_price_each_with_its_currency_after_it_adds_up_against_a_limit():
    from retold import calendar
    rule = "Kit purchases over 500 EUR need the manager's written approval before ordering."
    assert "over the limit" in calendar.crosses("need 3 harness sets for the new starters (~180 € each) + a helmet. "
                                                "write the order email", rule)
    assert "over the limit" in calendar.crosses("need 3 harness sets at 180 EUR each, write the order email", rule)
    # a guard: what stays under the limit crosses nothing
    assert not calendar.crosses("need 3 harness sets for the new starters (~120 € each). write the order email", rule)
    got = verdicts("need 3 harness sets for the new starters (~180 € each) + a helmet. write the order email",
                   [cand("rule", rule)], draft="Hi, please send 3 harness sets and a helmet. Thanks!", today=MAR)
    assert got["rule"][0] is True, got["rule"]


def test_a_models_number_is_no_count_of_what_is_ordered():
    from retold import calendar
    rule = "Purchase orders over £5,000 need the owner's approval before they go out."
    # six kits at £210 come to £1,260, under the limit; the model's number, 8800, counts nothing
    assert not calendar.crosses("draft the PO for 6x Omega 8800 service kits @ £210 ea", rule)
    assert "over the limit" in calendar.crosses("draft the PO for 30x Omega 8800 service kits @ £210 ea", rule)
    # a guard: a count after a name that ends a clause still counts ("Tonnellerie Vauclair: 18 oak barrels")
    assert "over the limit" in calendar.crosses("Write the order email to Tonnellerie Vauclair: 18 oak barrels at "
                                                "€1,050 each, medium toast", "Purchase orders over €15,000 need the "
                                                "owner's approval before they go out.")


def test_a_job_handed_in_and_wanted_back_runs_over_the_days_between():
    leave = classified("leave", "Kasia is on leave 9-16 March 2028 (family in Gdańsk).", own=True)
    got = verdicts("customer wants a full service on his e-bike, drop-off mon 6 march, needs it back for a race on the "
                   "18th. can i say yes? draft the reply", [leave],
                   draft="Hi, yes: drop it off Monday 6 March and it will be ready well before the 18th.", today=MAR)
    assert got["leave"][0] is True, got["leave"]
    # a guard: a job done before the leave starts runs into nothing
    got = verdicts("customer wants a full service on his e-bike, drop-off mon 6 march, needs it back on the 8th. can i "
                   "say yes? draft the reply", [leave],
                   draft="Hi, yes: drop it off Monday 6 March and it will be ready on the 8th.", today=MAR)
    assert got["leave"][0] is False, got["leave"]
