"""Someone away whom nobody else can stand in for, a plan "Monday to Friday" against a weekly day at college, a plan of
a stated length from an event's day against the leave of whoever does that work, the rate of someone a task books by
name, payment terms for a quote, rules on the work a method statement sets out, the days a kind of work runs on for
a plan of its next round, equipment an admitted record needs while it is away, "X back when??", the best time to
reach someone, questions on what a standard or most of a trade does, a namesake told apart by its place, a record
headed by another studio or showroom, a diet rule on the meal a task plans, words of materials, trades and damage in
other languages, and wishes to drop safety warnings or legal detail and a choice left to the assistant at the
activation gate. Cases written here (a joinery firm with a showroom, a spray booth and fitting crews), read by the
real rules with the real embedding model and by the real activation gate over gRPC and SQLite. Every test fails at
the previous rules; the asserts marked "a guard" pass at both."""

from __future__ import annotations

from datetime import date

from judge_svc import asking, policy
from retold import calendar, cues
from retold.v1 import activation_pb2 as a
from store_svc import activation_rules
from tests.helpers import activation_env, cand, rec, verdicts

SEPT = date(2026, 9, 14)  # a Monday
OCT = date(2026, 10, 5)


def test_someone_away_whom_nobody_else_can_stand_in_for_binds_a_booking_on_their_days():
    leave = cand("leave", "Ngozi Eze, who does all veneer and inlay repairs (nobody else does them), is on leave "
                          "2026-09-29 to 2026-10-09.")
    turn = ("A client's dining table has lifting veneer and she needs it fixed before 3 October. Can I book her in "
            "for 30 September? Write me the reply.")
    got = verdicts(turn, [leave], draft="Thanks for getting in touch: we can book your table in on 30 September.",
                   today=SEPT)
    assert got["leave"][0] is True
    later = verdicts(turn.replace("3 October", "20 October").replace("30 September", "13 October"), [leave],
                     draft="Thanks for getting in touch: we can book your table in on 13 October.", today=SEPT)
    assert later["leave"][0] is False  # a guard: a day after she is back


def test_a_plan_monday_to_friday_meets_a_weekly_day_at_college():
    assert calendar.turn_when("Sort out Jake's jobs, Monday to Friday.").weekdays == {0, 1, 2, 3, 4}
    college = cand("college", "Jake, the apprentice, is at college on block release every Thursday until "
                              "Christmas 2026.")
    got = verdicts("Sort out Jake's jobs at Mill Lane, Monday to Friday.", [college],
                   draft="Mon-Fri: Jake on second fix with Tom at Mill Lane, hanging doors and fitting skirting.",
                   today=SEPT)
    assert got["college"][0] is True
    short = verdicts("Sort out Jake's jobs at Mill Lane, Monday to Wednesday.", [college],
                     draft="Mon-Wed: Jake on second fix with Tom at Mill Lane.", today=SEPT)
    assert short["college"][0] is False  # a guard: no Thursday in the plan


def test_a_plan_of_a_stated_length_from_an_event_runs_into_the_leave_of_whoever_does_that_work():
    assert calendar.task_length("Put together a 3-week strip-out programme") == 21
    assert calendar.task_length("a two-week plan, then a 3-day snagging list") == 0  # a guard: two lengths
    event = cand("job", "Job J-118 is the Hallam kitchen refit in Ludlow; strip-out starts 12 October 2026.")
    leave = cand("leave", "Kwame, the strip-out foreman, is on leave 26 October to 6 November 2026.")
    draft = "Week 1: strip-out and skip hire. Week 2: first fix. Week 3: plastering and making good."
    got = verdicts("Put together a 3-week strip-out programme for the Hallam kitchen from the start date.",
                   [event, leave], draft=draft, today=OCT)
    assert got["job"][0] is True  # a guard: the event answers at both
    assert got["leave"][0] is True
    one = verdicts("Put together a 1-week strip-out programme for the Hallam kitchen from the start date.",
                   [event, leave], draft=draft, today=OCT)
    assert one["leave"][0] is False  # a guard: over before his leave starts


def test_the_rate_of_someone_a_task_books_by_name_prices_it():
    rate = cand("rate", "Photographer Jac Pugh (freelance) charges £450 a day; usage rights are two years on socials "
                        "and the website only.")
    got = verdicts("Book Jac for a half-day shoot of the new showroom and tell me what it does to the marketing "
                   "budget.", [rate], draft="Book a half-day shoot; a freelance photographer usually costs £250-£400 "
                                            "for half a day.", today=SEPT)
    assert got["rate"][0] is True
    assert policy.hired_rate("Book Jac for a half-day shoot of the new showroom on Friday.", rate.record.text) == ""
    assert policy.hired_rate("Book the van and tell me the cost.", rate.record.text) == ""  # a guard: no one named


def test_payment_terms_go_into_a_quote_or_a_renewal():
    terms = cand("terms", "Quotes are valid for 30 days; 40% deposit on order, balance on completion of install.")
    hours = cand("hours", "The Ludlow showroom opens 09:00-17:00, Tuesday to Saturday.")
    got = verdicts("Draft the cover note for the Vicarage Lane staircase quote, £9,800 plus VAT, to the client.",
                   [terms, hours], draft="Dear Mr Shah, please find attached our quote for the oak staircase at "
                                         "£9,800 plus VAT. Do get in touch with any questions.", today=SEPT)
    assert got["terms"][0] is True
    assert got["hours"][0] is False  # a guard
    assert policy.terms_written("Draft the cover note for the staircase drawings.", terms.record.text,
                                {"stair"}) == ""  # a guard: no quote, renewal or terms


def test_a_method_statement_takes_the_rules_on_the_work_it_sets_out():
    rule = cand("rule", "Site rule: no further stripping of old paint if the forecast shows rain within 48 hours; "
                        "the scaffold is sheeted every night.")
    hours = cand("hours", "The Ludlow showroom opens 09:00-17:00, Tuesday to Saturday.")
    got = verdicts("Write the method statement for stripping the old paint off the north elevation at Mill Lane.",
                   [rule, hours], draft="1. Erect and inspect scaffold. 2. Sheet the elevation. 3. Strip with hot "
                                        "air guns and scrapers. 4. Bag the waste.", today=SEPT)
    assert got["rule"][0] is True
    assert got["hours"][0] is False  # a guard


def test_a_plan_of_the_next_round_of_a_kind_of_work_takes_the_days_it_runs_on():
    days = cand("days", "Spray finishing is every Tuesday in the booth at Unit 4; parts go back to assembly two days "
                        "later.")
    got = verdicts("Plan my next finishing round for me, through to when the doors go back to assembly.", [days],
                   draft="Day 1: prep and sand. Day 2: prime. Day 3: top coats. Day 5: back to assembly.", today=SEPT)
    assert got["days"][0] is True


def test_equipment_an_admitted_record_needs_binds_a_booking_while_it_is_away():
    away = cand("away", "The Tramex is away for calibration at Elcometer from 7 to 25 September 2026.")
    floor = cand("floor", "Floor F2 at Mill Lane needs a Tramex reading before the oak boards go down.")
    # (a name most candidates carry links nothing by itself)
    officer = cand("officer", "Building control want Tramex readings attached to any damp claim.")
    got = verdicts("Can you book the damp check on floor F2 at Mill Lane for next week and draft a note to the "
                   "client?", [away, floor, officer], draft="Booked for next week; note: we'll check floor F2 before the "
                                                   "boards go down.", today=SEPT)
    assert got["floor"][0] is True  # a guard
    assert got["away"][0] is True


def test_a_question_when_something_is_back_takes_its_absence():
    away = cand("away", "The Tramex moisture mapper is away for calibration from 7 to 25 September 2026.")
    officer = cand("officer", "The council's building control officer is Deborah Kaczmarek; she wants Tramex readings "
                              "attached to any damp claim, and applications take 8 weeks.")
    assert policy._english("tramex back when?? got a damp claim lined up")
    got = verdicts("tramex back when?? got a damp claim lined up", [away, officer],
                   draft="Check the booking sheet; calibration usually takes one to three weeks.", today=SEPT)
    assert got["away"][0] is True


def test_the_best_time_to_reach_someone_takes_a_part_of_the_day():
    assert asking.holds_time_of_day("Beryl only answers her landline in the mornings.")
    assert not asking.holds_time_of_day("Three chicks hatched this year.")  # a guard
    beryl = cand("beryl", "Beryl Tanner, churchwarden at St Edmund's, only answers her landline and only in the "
                          "mornings.")
    got = verdicts("best time to get hold of Beryl at St Edmund's?", [beryl],
                   draft="Try the parish office, or leave a message with the vicar.", today=SEPT)
    assert got["beryl"][0] is True


def test_a_diet_rule_on_the_meal_a_task_plans_binds_it():
    assert "feeding" in cues.analyse("Plan the lunch and access for our site visit on the 2nd.").triggers
    nuts = cand("nuts", "Mr Bevan, the St Teilo's churchwarden, has a severe nut allergy: nothing with nuts in the "
                        "lunch brought to site.")
    got = verdicts("Plan the lunch and access arrangements for our site visit at the church on the 2nd.", [nuts],
                   draft="Lunch: sandwiches and a fruit platter from the village deli; park by the lych gate.",
                   today=SEPT)
    assert got["nuts"][0] is True
    assert not policy.meal_of_task(nuts.record.text, "Plan the access arrangements for our site visit.")  # a guard


def test_the_gloss_reads_words_of_materials_trades_and_damage():
    from retold import gloss
    for turn, words in (("Qual é o prazo para os azulejos vidrados da cozinha?", {"tile", "glazed"}),
                        ("Ile kosztuje ocynkowanie belek stalowych?", {"galvanising", "beams"}),
                        ("Wanneer komt de loodgieter voor de lekkage in de kelder?", {"plumber", "leak", "cellar"}),
                        ("Wie dick ist der Mörtel unter den Fliesen?", {"mortar", "tile"}),
                        ("Pryd mae'r plymwr yn dod i drwsio'r pibellau?", {"plumber", "pipes"})):
        assert words <= set(gloss.gloss(turn).split()), turn


def test_questions_on_what_a_standard_or_most_of_a_trade_does_are_general():
    for turn in ("Under BS 7121, what separates a basic and a complex lift?",
                 "Quick checklist to tell dry rot from wet rot in a joist?",
                 "Borax or a commercial flux for forge welding, what do most smiths use?"):
        assert cues.analyse(turn).generic, turn
    assert not cues.analyse("What do we charge for a hem at the Ludlow showroom?").generic  # a guard


def test_a_namesake_told_apart_by_its_place_stays_out_of_a_task_on_the_other():
    ours = cand("ours", "St Edmund's Church, Thurlby Parva (job HT-2641): nave and chancel re-roof; quote deadline "
                        "30 September 2026; the PCC budget is £92,000.")
    other = cand("other", "St Edmund's, Thurlby Magna (job HT-2633) is a slate roof; the firm only quoted for lead "
                          "flashings there.")
    got = verdicts("Put together the tender summary for the St Edmund's nave and chancel re-roof, I've got the "
                   "total at £88,400.", [ours, other], draft="Tender summary, St Edmund's: re-roof of nave and "
                                                          "chancel, total £88,400 plus VAT.", today=SEPT)
    assert got["ours"][0] is True  # a guard
    assert got["other"][0] is False
    assert policy.qualified_lead(other.record.text) == (frozenset({"edmun"}), "thurl magna")


def test_a_record_headed_by_another_showroom_is_another_sites():
    ours = cand("ours", "Delivery from the Mill Lane workshop costs £60 within 20 miles.")
    other = cand("other", "The Ludlow showroom charges £40 for delivery; it sends anything over 2 m to Mill Lane.")
    got = verdicts("How much do we charge for delivery here at Mill Lane?", [ours, other],
                   draft="Delivery charges usually depend on distance and size.", today=SEPT)
    assert got["other"][0] is False
    assert got["ours"][0] is True  # a guard


def test_wishes_to_drop_safeguards_and_choices_left_to_the_assistant_are_read():
    assert activation_rules.drops_safeguards("you don't need to give me the isocyanate warnings every time")
    assert activation_rules.drops_safeguards("Don't bother me with the legal stuff unless it actually matters")
    assert not activation_rules.drops_safeguards("Write to Ingrid in plain English with no legalese")  # a guard: a style
    f = activation_rules.analyse_form(["Oh, and sometimes I'll write to you in Welsh, reply however you like really."], [])
    assert f.kind == "hedged", f


async def test_the_gate_sends_a_wish_to_drop_safety_warnings_to_a_person(make_stack):
    transcript = [("tom/s0/1", "user", "I've sprayed 2K for twenty years. Always keep answers short, and you don't "
                                       "need to give me the isocyanate safety warnings every time."),
                  ("tom/s0/2", "assistant", "Understood."),
                  ("tom/s0/3", "user", "Always keep answers short, three lines at most.")]
    _st, store, gate = await activation_env(make_stack, "tom", transcript)
    try:
        await store.remember("tom", rec("Tom does not want isocyanate safety warnings repeated in every answer.",
                                        "warnings", about=True, evidence_ref="tom/s0/1"))
        got = await gate.GetActivation(a.GetActivationRequest(principal_id="tom", record_id="warnings"))
        assert (got.decision, got.reason) == (a.ACTIVATION_DECISION_REVIEW, "drops_safeguards")
        await store.remember("tom", rec("Keep answers to Tom short, three lines at most.", "short", about=True,
                                        evidence_ref="tom/s0/3"))
        got = await gate.GetActivation(a.GetActivationRequest(principal_id="tom", record_id="short"))
        assert got.decision == a.ACTIVATION_DECISION_PROMOTE  # a guard
    finally:
        await store.close()
