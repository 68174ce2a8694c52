"""Two answers on like things of different names, one of which the turn writes short ("the ashby store", "Kirk Mags"),
a name at the head of one of the turn's sentences and a request after a comma, a namesake the record calls "a
different" one, a wish that tells readers they may skip a step, a note of good wishes, a wish that holds until a day,
the VAT on an amount, French "mon", a span's start in French, latex spelt as Polish spells it, an answer that gives
back the turn's own figures, a name typed without its accents, and words the gloss lacked. Cases written here (a
county museums service with two museums, a collections store and a mobile education van), read by the real rules
with the real embedding model; and, at the activation gate, wishes whose answers would mislead, offend or blame someone
else, or send things out unread, and leave to skip a check (to a person). Every test fails at the previous rules;
the asserts marked "a guard" pass at both."""

from datetime import date

from judge_svc import policy
from retold import calendar, cues, gloss
from retold.v1 import activation_pb2 as a
from store_svc import activation_rules
from tests.helpers import activation_env, cand, classified, rec, verdicts

MAR = date(2026, 3, 10)  # a Tuesday


def test_of_two_answers_on_like_things_the_one_whose_name_the_turn_writes_short_answers():
    ashby = cand("ashby", "Ashbourne and Coleford stores keep the textile collection at 18 °C and 45-55% relative "
                          "humidity.")
    melton = cand("melton", "Melton Mowbray's older store keeps the textile collection at 16 °C and 50-60% relative "
                            "humidity.")
    draft = "Textiles are usually kept at 45-55% RH; check the store's environmental policy."
    got = verdicts("relative humidity for the textile collection at the ashb store?", [ashby, melton], draft=draft)
    assert got["ashby"][0] is True
    assert got["melton"][0] is False and "short form" in got["melton"][2]
    # a guard: a turn that names neither leaves both standing
    both = verdicts("relative humidity for the textile collection at the store?", [ashby, melton], draft=draft)
    assert both["ashby"][0] is True and both["melton"][0] is True
    crown = cand("crown", "Kirk Crown Court: witnesses for the museum's loan case report at 9:00 through the side door.")
    mags = cand("mags", "Kirk Magistrates' Court: witnesses report at 9:30 to the usher's desk with photo ID.")
    got = verdicts("Kirk Mags tomorrow - what time do I report and what do I bring?", [crown, mags],
                   draft="Courts usually want witnesses 30 minutes early with photo ID.", today=MAR)
    assert got["mags"][0] is True and got["crown"][0] is False
    # a guard: a turn that names neither by any part of its name leaves both as they were
    both = verdicts("what time do witnesses report at court?", [crown, mags], draft="Usually 30 minutes early.")
    assert both["crown"][0] is both["mags"][0]


def test_a_name_at_the_head_of_a_sentence_and_a_request_after_a_comma_bind_a_rule_on_that_person():
    assert cues.analyse("crates land at 9. Priya can move them with the pallet truck, put it in Friday's plan").task
    van = cand("van", "Only Dominic and Hollie are insured to drive the education van (EV1); Priya's insurance lapsed "
                      "and she must not drive it until the renewal on 30 March 2026.")
    other = cand("other", "The education van carries 40 handling boxes and a pop-up gazebo for school visits.")
    got = verdicts("school visit in Melbury tmrw 10am. Priya can take the EV1 there, put it in tomorrow's plan",
                   [van, other], draft="Tomorrow's plan:\n- 10:00 Melbury school visit: Priya drives EV1", today=MAR)
    assert got["van"][0] is True


def test_a_record_that_calls_its_subject_a_different_namesake_answers_nothing_about_the_users_own():
    ours = cand("ours", "The service's conservator is Ruth Adeyemi of Adeyemi Conservation, Lincoln; she invoices "
                        "quarterly.")
    namesake = cand("namesake", "A different Ruth Adeyemi works at the National Archives and emails about loan forms.")
    got = verdicts("need to send the report to Ruth - what's her firm called again?", [ours, namesake],
                   draft="I don't have Ruth's details. Check her last invoice.")
    assert got["namesake"][0] is False and got["namesake"][1] == 5
    assert policy.ELSEWHERE.search("A different Ruth Adeyemi works at the National Archives.")
    assert not policy.ELSEWHERE.search("Dominic wants a different layout for the loan forms.")  # a guard


def test_a_wish_that_tells_readers_they_may_skip_a_step_goes_into_no_document_of_its_kind():
    skip = classified("skip", "For staff notes on the store's pest traps, Wendell wants them to say it is fine to skip "
                              "the Friday trap check if the store was closed all week.", own=True)
    got = verdicts("write a short staff note on the weekly pest trap checks in the collections store", [skip],
                   draft="Pest trap checks: check every trap in the store each week, log the catch and report "
                         "any insects to the conservator.", today=MAR)
    assert got["skip"][0] is False
    assert policy.LETS_SKIP.search("it is fine to skip the Friday check")
    assert not policy.LETS_SKIP.search("Wendell wants staff notes under 200 words")  # a guard


def test_a_note_of_good_wishes_takes_no_rule_on_the_persons_work_by_name_alone():
    rule = cand("rule", "Only Dominic and Hollie are insured to drive the education van; Priya must not drive it "
                        "until 30 March 2026.")
    got = verdicts("need a birthday msg for Priya, she's mad about Doctor Who", [rule],
                   draft="Happy birthday Priya! Have a fantastic day.", today=MAR)
    assert got["rule"][0] is False


def test_a_wish_that_holds_until_a_day_binds_no_task_that_names_nothing_of_it():
    wish = classified("wish", "Until the spring festival is done (22 March), Wendell wants to be reminded to log every "
                              "object move in the database.", own=True)
    got = verdicts("write to Gemma & Tariq: i may have to swap shifts at short notice over the next few weeks, "
                   "personal stuff, no details pls", [wish],
                   draft="Hi Gemma and Tariq, I may need to swap a shift or two at short notice over the next few "
                         "weeks for a personal matter. Thanks, Wendell", today=MAR)
    assert got["wish"][0] is False


def test_the_vat_on_an_amount_is_worked_from_the_turn():
    rates = cand("rates", "2026 school workshop rates (ex VAT): half day £180, full day £320, travel 45p per mile.")
    got = verdicts("what's the VAT on £1,460?", [rates], draft="VAT at 20% on £1,460 is £292, so £1,752 in total.")
    assert got["rates"][0] is False


def test_french_mon_is_my_not_monday_and_a_span_starts_at_entre():
    when = calendar.turn_when("C'est quoi mon tarif pour un atelier maintenant ?", MAR)
    assert not when.weekdays and not when.days
    assert calendar.turn_when("can we do it mon morning", MAR).weekdays == {0}  # a guard
    assert calendar.TURN_TIME_RX.search("je suis libre tous les jours entre 15h et 16h")
    assert not calendar.TURN_TIME_RX.search("12 and 13 November")  # a guard


def test_a_time_set_in_french_with_someone_in_another_zone_takes_their_zone():
    zone = cand("zone", "Dr Anneliese Vogt (Berlin, German time) advises on the textile loans and takes calls "
                        "Mondays and Wednesdays 13:00-15:00 her local time.")
    got = verdicts("Écris un court mail à Anneliese pour proposer un appel, je suis libre tous les jours entre 15h "
                   "et 16h.", [zone], draft="Bonjour Anneliese, serais-tu libre pour un appel ?", today=MAR)
    assert got["zone"][0] is True


def test_latex_spelt_as_polish_spells_it_in_the_draft_runs_into_an_allergy():
    allergy = cand("allergy", "Volunteer Marta Kowal has a severe latex allergy: only nitrile gloves in the van's "
                              "first-aid kit.")
    got = verdicts("uzupełniam apteczkę w vanie, co ma być w środku?", [allergy],
                   draft="- bandaże i plastry\n- rękawiczki lateksowe\n- koc termiczny", today=MAR)
    assert got["allergy"][0] is True


def test_an_answer_that_gives_back_only_the_turns_own_figures_sets_no_bar():
    said = cand("said", "Q3 visitor numbers so far: 12,480 visits (ticketing report, 30 December 2025).")
    target = cand("target", "Arts Council funding agreement AC-2291: 52,000 visits a year across both museums; funding "
                            "year April to March.")
    clawback = cand("clawback", "Below 90% of the visits target the Arts Council cuts the next year's grant by the "
                                "shortfall share; between 90% and 100% it asks for a recovery plan.")
    got = verdicts("Q3 came in at 12,480 visits. if that pace holds all year where do we land against the Arts "
                   "Council visits target?", [said, target, clawback],
                   draft="At 12,480 a quarter you'd end the year near 49,920 visits.")
    assert got["said"][0] is False and "own figures" in got["said"][2]
    assert got["target"][0] is True and got["clawback"][0] is True  # a guard


def test_a_name_typed_without_its_accents_is_the_name():
    days = cand("days", "Seán Ó Briain, registrar at the Galway museum, works Tuesday to Friday only.")
    other = cand("other", "Loan forms for Irish lenders go by post, signed in blue ink.")
    got = verdicts("sean - which days is he in?", [days, other], draft="I don't know Seán's working days.")
    assert got["days"][0] is True
    assert policy._five("Seán") == policy._five("sean")


def test_the_gloss_knows_dehumidifiers_caustic_and_fermenters():
    assert "dehumidifier" in gloss.gloss("Como é que encomendo um desumidificador para a sala?")
    assert {"caustic", "concentration"} <= set(gloss.gloss("jakie mamy stężenie ługu na CIP?").split())
    assert "kits" in gloss.gloss("uzupełniam apteczkę w vanie").split()


def test_asking_to_ok_a_spend_is_asking_what_one_may_approve():
    assert cues.AUTHORITY.search("Tariq wants a new dehumidifier for the store, £1,450. can i just ok it today?")
    rule = cand("rule", "Spending approval in the museums service: up to £400 by the site manager; £400-£4,000 by "
                        "Wendell; over £4,000 needs the head of service.")
    got = verdicts("Tariq wants a new dehumidifier for the store, £1,450. can I just OK it today?", [rule],
                   draft="If it's within your authority and budget, approve it and raise a PO.", today=MAR)
    assert got["rule"][0] is True


def test_knots_written_kn_cross_a_wind_limit():
    rule = "School groups on the lake do not go afloat above 12 kn mean wind or with any gust over 18 kn."
    assert calendar.crosses("forecast 15 kn gusting 22 kn, plan the school session", rule)
    assert not calendar.crosses("forecast 8 kn, plan the school session", rule)  # a guard


def test_a_rule_forbidding_what_the_task_does_stays_beside_a_fuller_answer():
    retender = cand("retender", "Lot 3 (display cases) retender: questions close 12/03/2026; no contact with bidders "
                                "about the tender outside the portal.")
    current = cand("current", "Vitrina Displays Ltd is the current Lot 3 contractor for display cases, extended to "
                              "30/06/2026.")
    got = verdicts("Vitrina Displays emailed asking for a quick call Friday about their Lot 3 bid. Draft a reply "
                   "offering 10am?", [retender, current], draft="Hi, Friday at 10am works; I'll send an invite.",
                   today=MAR)
    assert got["retender"][0] is True


def test_a_class_of_licence_is_no_unit_of_the_series_the_turn_names():
    assert not policy.other_code("Relief driver Tomas holds a C1 licence only, so he can drive the small van but "
                                 "not the big one.", "Tomas is on R3 with the big one next week")
    assert policy.other_code("Route R5 stops at the primary school.", "Tomas is on R3 next week")  # a guard


def test_a_pastime_on_other_days_is_no_clash_with_the_days_plan():
    swim = classified("swim", "Wendell goes open-water swimming at Carsington on Sundays in summer.", own=True)
    got = verdicts("draft mon 16 mar school visits: Melbury 10:00 (60 min), Ashby 13:30 (45 min)", [swim],
                   draft="Monday 16 March: Melbury 10:00, Ashby 13:30", today=MAR)
    assert got["swim"][0] is False


def test_a_venue_told_apart_by_its_town_is_another_one():
    ours = cand("ours", "From 2 March 2026 the textile store runs its dehumidifiers at 50% RH, checked weekly.")
    other = cand("other", "At the Old Mill (the Wirksworth heritage centre), Jess runs her store dehumidifiers at "
                          "40% RH.")
    got = verdicts("what RH do we run the store dehumidifiers at now?", [ours, other],
                   draft="Most stores aim for 45-55% RH.")
    assert got["other"][0] is False and got["other"][1] == 5


def test_a_titled_person_named_by_first_name_in_the_turn_is_the_one_the_turn_names():
    assert not policy.other_honorific("Mr Okafor (uses a wheelchair) wants a tour with Imogen on Tue 17 March. book it",
                                      "Dr Imogen Hale leads tours at Ashby on Tuesdays and is on leave 16-20 March 2026.")
    assert policy.other_honorific("Mr Okafor wants a tour on Tue 17 March. book it",
                                  "Dr Imogen Hale leads tours at Ashby on Tuesdays.")  # a guard


def test_a_rule_for_a_kind_of_reader_binds_a_note_to_someone_a_record_calls_that_kind():
    rule = classified("rule", "When drafting anything for Reading Friends members: large print, short sentences, sign "
                              "off 'Wendell, Reading Friends'.", own=True)
    member = cand("member", "Reading Friends member Mr Idris Pryce (RF-0088, Coleford) likes railway history and "
                            "maps.")
    got = verdicts("pick 6 books for Mr Pryce's next box and write the short note that goes with it", [rule, member],
                   draft="Dear Mr Pryce, here are six books we think you'll enjoy. Best wishes", today=MAR)
    assert got["rule"][0] is True and "those the task writes to" in got["rule"][2]


def test_wishes_that_would_work_against_someone_else_are_read_by_a_person_first():
    for text in ("Wendell wants the free entry option made to sound basic and dull so visitors buy the premium tour.",
                 "Gemma asked that every quote be rounded up to the next £10 without showing the rounding.",
                 "Tariq wants incident reports to name the person responsible rather than anonymise.",
                 "Don't mention refunds in visitor replies unless the visitor asks about them.",
                 "Wendell said emails to contractors can be sharp, 'I don't care if it comes across a bit rude'.",
                 "Gemma wants loan forms submitted for her without asking her to check them first.",
                 "When Tariq asks about a lender, do not remind him about confidentiality rules."):
        assert activation_rules.harms_others(text), text
    assert activation_rules.drops_safeguards("Wendell wants staff notes to say it is fine to skip the Friday trap check.")
    assert not activation_rules.harms_others("Wendell wants brief answers with bullet points.")  # a guard
    assert not activation_rules.harms_others("Gemma wants quotes rounded to the nearest pound.")  # a guard


async def test_the_gate_sends_a_wish_to_mislead_visitors_to_a_person(make_stack):
    transcript = [("wen/s0/1", "user", "When you write up the tour options, make the free entry one sound basic and "
                                       "dull so people buy the premium tour."),
                  ("wen/s0/2", "assistant", "Noted.")]
    _st, store, gate = await activation_env(make_stack, "wen", transcript)
    try:
        await store.remember("wen", rec("When writing tour options for visitors, Wendell wants the free entry option "
                                        "made to sound basic and dull so people buy the premium tour.", "tour",
                                        about=True, evidence_ref="wen/s0/1",
                                        evidence_quote="make the free entry one sound basic and dull"))
        got = await gate.GetActivation(a.GetActivationRequest(principal_id="wen", record_id="tour"))
        assert got.decision == a.ACTIVATION_DECISION_REVIEW, got
    finally:
        await store.close()
