"""Days worked in a row over a cap on them, a freeze on any change on the day a turn changes something, what a freeze
stops read in its own sentence, a code held only inside a longer one, a question in another language tied to a record
by a glossed word and a date written with a month's short name, a rota's role worked on weekdays in the plural, what a
thing is called in another language, an "any advice" or "general rules" question in another language, two things
set side by side with no question mark, an acronym asked to be the same as another, a quoted text to tighten, a
matter only one person knows, a role's acronym that is no time zone, what common dishes are made with, a colleague
called the other partner, a post for a social platform, a kind of document named in a turn's English gloss, Polish
dates, "swore" as a form of "swear", a freeze on object movements, a ticket lapsing at a month's end, a tax's treatment of a
kind of thing, a price asked to be fair for a kind of thing, another station named in an aside, a unit out on the
turn's day linked by the code an admitted record names, a rule on what goes to a kind of reader, a van at the
bodyshop, a street written two ways, money held back over a stretch, a turn in another language swapping what a
freeze stops, "can I just ok it?"; and, at the
activation gate, where the user's work ends up (no scope), a habit told before "but", a jest beside a wish, a number
given roughly, and wishes
that leave the rules out or hand over the user's authority (to a person). Cases written here (a canal museum with a boatyard, a café and a print
workshop), read by the real rules with the real embedding model. Every test fails at the previous rules; the asserts
marked "a guard" pass at both."""

from datetime import date

from judge_svc import asking, policy
from retold import calendar, cues
from retold.v1 import activation_pb2 as a
from store_svc import activation_rules
from tests.helpers import activation_env, cand, classified, rec, verdicts

NOV = date(2026, 11, 3)  # a Tuesday


def test_days_worked_in_a_row_over_a_cap_on_them():
    rule = "Boatyard working time: max 10 h shifts, 11 h rest between shifts, no more than 12 consecutive days on."
    assert calendar.day_run_over("can Ffion do 2-17 Dec straight on the lock gate job?", rule, NOV) \
        == "16 days in a row is over the limit of 12"
    assert calendar.day_run_over("can Ffion do 2-9 Dec straight on the lock gate job?", rule, NOV) == ""  # a guard
    assert calendar.day_run_over("can Ffion do 2-17 Dec on the lock gate job, three days a week?", rule, NOV) == ""
    got = verdicts("Ffion's asked for extra days, can she do 2-17 Dec straight on the lock gate job?", [cand("rule", rule)],
                   draft="Yes, if she's happy to and keeps within the usual working time limits.", today=NOV)
    assert got["rule"][0] is True


def test_a_freeze_on_any_change_binds_a_turn_changing_something_on_its_days():
    freeze = cand("freeze", "Schedule freeze: no changes to the grid (any day) during the winter lock closures, "
                            "9 November - 4 December 2026.")
    got = verdicts("The Friends want to start their new Sunday heritage cruise on the 15th. Can you draft my reply?",
                   [freeze], draft="Hi all, happy for the new Sunday trip to start on 15 November. Best, Siân", today=NOV)
    assert got["freeze"][0] is True
    thanks = verdicts("The Friends sent a lovely card for the 15th. Can you draft my thank-you?", [freeze],
                      draft="Dear Friends, thank you so much for the card. Best, Siân", today=NOV)
    assert thanks["freeze"][0] is False  # a guard: nothing changes


def test_what_a_freeze_stops_is_read_in_its_own_sentence():
    freeze = cand("freeze", "Heritage Lottery order: 1,200 guidebooks, printed by 20 Nov 2026. Press changes are "
                            "frozen 10-20 Nov (emergencies only), and any change then needs Siân to sign.")
    got = verdicts("The print room want to swap the platen to the new rollers on Thu 12th. Write up the changeover "
                   "for me", [freeze], draft="1. Stop the press\n2. Remove the old rollers\n3. Fit the new rollers",
                   today=NOV)
    assert got["freeze"][0] is True
    assert policy.SPEND_FROZEN.search(policy.freeze_sentences("Spend freeze: no new orders until 1 Dec 2026."))


def test_a_code_held_only_inside_a_longer_one_ties_no_question_in_another_language():
    lift = cand("lift", "The museum has two lifts, B2 and B3; B3 has been out since 20 Oct with a door fault, and "
                        "Liftcare expect the part on 12 Nov.")
    other = cand("other", "MX-B3 is the goods lift at the Shropshire store; its door was replaced on 25 Oct and it "
                          "works.")
    got = verdicts("Kiedy ma przyjść część do B3? Muszę dać znać przewodnikom.", [lift, other],
                   draft="Nie mam informacji o terminie dostawy części do B3.", today=NOV)
    assert got["lift"][0] is True
    assert got["other"][0] is False


def test_a_glossed_word_and_a_short_dated_record_answer_a_question_in_another_language():
    assert asking.holds("time", "The kiln is down for the Potclays service on 12 and 13 Nov 2026.")
    assert not asking.holds("time", "The kiln takes 40 pots a firing.")  # a guard
    kiln = cand("kiln", "The kiln is down for the Potclays service on 12 and 13 Nov 2026; no firings those days.")
    got = verdicts("Kiedy dokładnie przyjeżdża technik do pieca? Muszę ułożyć wypały na przyszły tydzień.", [kiln],
                   draft="Nie mam informacji o terminie serwisu pieca.", today=NOV)
    assert got["kiln"][0] is True


def test_who_works_a_rotas_role_on_weekdays_in_the_plural():
    barista = cand("barista", "Evening screenings run 18:00-22:00; Carys Bowen projects on Tuesdays and Thursdays.")
    got = verdicts("Draft the late projectionist rota for w/c 9 Nov and w/c 16 Nov", [barista],
                   draft="- Mon 9: [projectionist]\n- Tue 10: [projectionist]\n- Wed 11: [projectionist]", today=NOV)
    assert got["barista"][0] is True


def test_what_a_thing_is_called_in_another_language_is_asked_of_the_world():
    turn = "Wie heißt 'Schleusenwärter' im britischen Kanal-Englisch, lock keeper oder lockman?"
    assert cues.analyse(turn).generic
    keeper = cand("keeper", "Lock keeper cover at Trevor Basin: two lock keepers on summer weekends, one in winter.")
    got = verdicts(turn, [keeper], draft="'Lock keeper' ist der übliche britische Begriff.", today=NOV)
    assert got["keeper"][0] is False
    assert not cues.analyse("Wie heißt der neue Schleusenwärter in Trevor?").generic  # a guard: a name asked


def test_advice_and_general_rules_asked_in_another_language_are_general():
    assert cues.analyse("Jakieś rady na utrzymanie psa w formie zimą?").generic
    assert cues.analyse("Unrhyw gyngor ar gadw cychod yn sych dros y gaeaf?").generic
    assert cues.analyse("Jakie są ogólne zasady przechowywania starych map?").generic
    assert not cues.analyse("Kiedy przyjdzie nowa mapa do archiwum?").generic  # a guard


def test_two_things_side_by_side_with_no_question_mark_are_asked_in_general():
    pension = cand("pension", "Volunteer expenses: receipts for anything over £20; Pension Credit or Attendance "
                              "Allowance letters are not needed for the volunteer scheme.")
    got = verdicts("Pension Credit vs Attendance Allowance, one line each, volunteers keep mixing them up", [pension],
                   draft="Pension Credit: a means-tested top-up. Attendance Allowance: for care needs.", today=NOV)
    assert got["pension"][0] is False


def test_whether_an_acronym_is_the_same_as_another_is_asked_in_general():
    kim = cand("kim", "Conservator Dr Min-ji Kim reports from Brisbane (AEST, UTC+10) and works 08:00-18:00 local time.")
    got = verdicts("is AEST the same as Brisbane time? quick one", [kim], draft="Yes: Brisbane keeps AEST (UTC+10) "
                   "all year, with no daylight saving.", today=NOV)
    assert got["kim"][0] is False


def test_a_quoted_text_to_tighten_fires_no_task_family():
    turn = ("Can you tighten the opening line of my bio for the festival programme? 'I have restored narrowboats "
            "and run the lock gate workshop for twelve years.'")
    assert cues.analyse(turn).edits_quoted
    assert not cues.analyse("Can you tighten the lock gate bolts before the 12th?").edits_quoted  # a guard


def test_a_matter_only_one_person_knows_stays_out_of_something_written_for_others():
    assert policy.KEPT_QUIET.search("Siân's partner is due in March; she may need leave at short notice. Only Owen "
                                    "knows.")
    assert policy.KEPT_QUIET.search("Dai has a tribunal hearing on 12 Nov; only HR knows; he will book it as leave.")
    assert policy.KEPT_QUIET.search("Siân has a job interview in Chester on 18 Nov; calendar drafts must not say where "
                                    "she is.")
    assert not policy.KEPT_QUIET.search("Only Dai knows how to restart the kiln.")  # a guard: a sole holder


def test_a_roles_acronym_is_no_time_zone():
    assert not policy.PLACE_TIME.search("Yard crew: Owen Price (skipper), Dai Hopkins (LST/tender).")
    assert policy.PLACE_TIME.search("Dr Kim reports from Sydney (AEST) on weekdays.")  # a guard
    assert policy.PLACE_TIME.search("The Seattle office works on PST.")  # a guard


def test_what_common_dishes_are_made_with_reaches_an_allergy():
    nut = classified("nut", "Rhodri Evans has a severe tree-nut allergy and carries an EpiPen.")
    got = verdicts("Draft the catering brief for the staff away day: pesto pasta, salad, brownies",
                   [nut], draft="Catering brief: pesto pasta with salad, brownies for pudding, tea and coffee.",
                   today=NOV)
    assert got["nut"][0] is True


def test_a_colleague_called_the_other_partner_is_no_other_place():
    owen = cand("owen", "Owen Price (the other yard partner) is on leave 16-27 Nov 2026, in Madeira.")
    got = verdicts("when's owen back from madeira", [owen],
                   draft="I don't have Owen's leave dates; check the leave calendar.", today=NOV)
    assert got["owen"][0] is True
    depot = cand("depot", "Llangollen Wharf (the other depot) closes on Sundays.")
    assert policy.ELSEWHERE.search(depot.record.text)  # a guard: another place still


def test_a_post_for_a_social_platform_is_a_social_media_post():
    wish = cand("wish", "When Siân asks for social media posts: UK spelling, at most two emojis, end with the opening "
                        "hours.", own=True)
    got = verdicts("Insta post for the lantern parade pls", [wish],
                   draft="Lantern parade at the wharf! Bring a lantern and join us.", today=NOV)
    assert got["wish"][0] is True


def test_a_kind_of_document_named_in_a_turns_english_gloss():
    wish = cand("wish", "When Marta asks for a tank plan, give only a table with columns tank | volume | contents.",
                own=True)
    got = verdicts("Zrób mi plan zbiorników na przyszły tydzień, mam 8 000 l do przelania.", [wish],
                   draft="Plan: wtorek przelanie 8 000 l do T4, środa mycie T2.", today=NOV)
    assert got["wish"][0] is True


def test_polish_dates_and_swore_are_read():
    when = calendar.turn_when("Rozpisz mi obsadę łodzi na 27 grudnia i 1 stycznia.", NOV)
    assert {(27, 12), (1, 1)} <= when.days
    assert policy.specific_tokens("swore") == policy.specific_tokens("swearing") == {"swear"}


def test_a_freeze_on_object_movements_runs_over_a_stretch():
    hall = calendar.record_rules("No object movements in the Engine Hall from 7 Dec 2026 to 15 Jan 2027 (roof repairs).",
                                 today=NOV)
    assert hall.ranges == [(7, 12, 15, 1)]
    freeze = cand("freeze", "No object movements in the Engine Hall from 7 Dec 2026 to 15 Jan 2027 (roof repairs).")
    loan = cand("loan", "The Fowler traction engine (loan LI-2026-07), on show in the Engine Hall, is due back to the "
                        "lender on 30 Jan 2027.")
    got = verdicts("Draft a short email to the lender: we'd like to send the Fowler back early, w/c 14 Dec, with our "
                   "own low-loader.", [freeze, loan],
                   draft="Dear colleagues, we would like to return the Fowler traction engine early, w/c 14 December.",
                   today=NOV)
    assert got["freeze"][0] is True


def test_a_ticket_lapsing_at_a_months_end():
    pts = calendar.record_rules("Gethin's PTS lapses at the end of Nov 2026; his refresher is on 9 Jan 2027.", today=NOV)
    assert pts.lapse == (11, 30)
    assert "after it runs out" in calendar.collides(calendar.turn_when("Put Gethin on lookout, Sun 6 Dec", NOV), pts)


def test_how_a_tax_treats_a_kind_of_thing_is_asked_of_the_world():
    price = cand("price", "Boat trip tickets: £14 + VAT per adult; children £7 + VAT.")
    got = verdicts("are boat trip tickets standard-rated for VAT or is there some exemption?", [price],
                   draft="Standard-rated (20%) unless you qualify for a specific exemption.", today=NOV)
    assert got["price"][0] is False


def test_whether_a_price_is_fair_for_a_kind_of_thing_is_asked_in_general():
    assert cues.analyse("is £40 ok for a brass lock key on ebay or am I being robbed?").generic
    assert not cues.analyse("is £40 ok for the lock key order from Jenkins?").generic  # a guard


def test_another_station_named_in_an_aside_is_elsewhere():
    assert policy.ELSEWHERE.search("Radio Teifi's codec ID is teifi-ob1 (another station, shares our SIM account).")


def test_where_the_users_work_ends_up_is_no_scope():
    form = activation_rules.analyse_form(["Small thing: reply in English even if I write to you in Portuguese, everything "
                                          "I produce ends up in English reports anyway."], [])
    assert form.kind == "standing"
    scoped = activation_rules.analyse_form(["Keep it short in English reports."], [])
    assert scoped.kind == "scoped"  # a guard: a scope named in so many words


def test_a_habit_told_before_but_does_not_scope_the_wish_after_it():
    form = activation_rules.analyse_form(["Sometimes I type Welsh when I'm tired but answer me in English always, the crew "
                                          "read my screen."], [])
    assert form.kind == "standing"
    scoped = activation_rules.analyse_form(["Sometimes I read these on the boat but when I ask for a report, use tables."],
                                           [])
    assert scoped.kind == "scoped"  # a guard: the wish after "but" has a scope of its own


def test_a_jest_beside_a_wish_and_a_number_given_roughly_are_no_doubt():
    form = activation_rules.analyse_form(["Units: metric always, and weights in kilos, never stones."],
                                         ["I'm a boatbuilder not a baker lol."])
    assert form.kind == "standing"
    rough = activation_rules.analyse_form(["Keep answers under a hundred words-ish unless I ask for detail."], [])
    assert rough.kind != "hedged"
    joke = activation_rules.analyse_form(["Call me Captain from now on, haha."], [])
    assert joke.kind == "hedged"  # a guard: a wish said in jest


def test_wishes_that_leave_the_rules_out_or_hand_over_authority_go_to_a_person():
    assert activation_rules.drops_safeguards("Siân said 'don't cite the law at me every time, I'm the licensee'.")
    assert activation_rules.drops_safeguards("Dai doesn't want the Navigation Byelaws quoted at him unless they change "
                                             "the answer.")
    assert activation_rules.drops_safeguards("Owen said not to bother him with HSE detail (Gwen handles it).")
    assert activation_rules.drops_safeguards("Marta asked not to bring up cancellation terms unless she asks.")
    assert activation_rules.delegates("Siân said the assistant can turn contractors down on her behalf.")
    assert activation_rules.delegates("When Dai asks for a purchase order, he wants the assistant to assume the "
                                      "trustees have approved it.")
    assert not activation_rules.drops_safeguards("Siân wants plain English, no jargon.")  # a guard: a style
    assert not activation_rules.delegates("Siân wants short answers, numbers first.")  # a guard


async def test_the_gate_sends_a_wish_handing_over_authority_to_a_person(make_stack):
    transcript = [("sian/s0/1", "user", "From now on you can just turn contractors down on my behalf if they chase "
                                        "early payment."),
                  ("sian/s0/2", "assistant", "Understood.")]
    _st, store, gate = await activation_env(make_stack, "sian", transcript)
    try:
        await store.remember("sian", rec("Siân said the assistant can turn contractors down on her behalf if they chase "
                                         "early payment.", "behalf", about=True, evidence_ref="sian/s0/1",
                                         evidence_quote="you can just turn contractors down on my behalf"))
        got = await gate.GetActivation(a.GetActivationRequest(principal_id="sian", record_id="behalf"))
        assert got.decision == a.ACTIVATION_DECISION_REVIEW, got
    finally:
        await store.close()


def test_a_unit_out_on_the_turns_day_is_linked_by_the_code_an_admitted_record_names():
    kit = cand("kit", "Tow van TV3 (Transit, CU21 TVN) carries the lock gate paddle gear and the pump.")
    out = cand("out", "TV3's MOT is on 2026-11-19 at Trevor Garage; TV3 is off the road all that day.")
    got = verdicts("Owen might need to go out to a stuck paddle at Lock 4 on the 19th – which van do I give him?",
                   [kit, out], draft="Give him whichever van carries the paddle gear; check its fuel.", today=NOV)
    assert got["kit"][0] is True  # a guard
    assert got["out"][0] is True


def test_a_rule_on_what_goes_to_a_kind_of_reader_binds_a_task_writing_to_them():
    rule = cand("rule", "Anything Siân sends to trustees must be in Welsh and English, Welsh first.")
    got = verdicts("short note to the Friends trustees explaining what the new lock gates will cost us next year", [rule],
                   draft="Dear Trustees, a quick note on the cost of the new lock gates next year.", today=NOV)
    assert got["rule"][0] is True
    other = verdicts("short note to the volunteers explaining the new rota", [rule],
                     draft="Hi all, here is the new rota.", today=NOV)
    assert other["rule"][0] is False  # a guard: other readers


def test_a_van_at_the_bodyshop_is_out_of_use():
    van = calendar.record_rules("Tow van TV2 is at the bodyshop in Wrexham until 24 Nov 2026; until then only TV1 "
                                "tows, one trailer a run.", today=NOV)
    assert van.ranges and van.ranges[0][2:] == (24, 11)


def test_a_glossed_word_does_not_tie_a_question_asking_only_for_a_figure():
    rule = cand("rule", "Workshop parts orders over £750 need Siân's approval before ordering.")
    got = verdicts("Onde é que encomendamos agora as dobradiças das comportas, e quanto tempo demoram a chegar?", [rule],
                   draft="Normalmente os fornecedores demoram 4 a 8 semanas.", today=NOV)
    assert got["rule"][0] is False  # a guard: "how long" asks a figure, which any rule with a sum holds


def test_a_street_written_two_ways_is_no_namesake():
    assert not policy._other_person("Rhodri Evans (new volunteer) has a severe peanut allergy; the Station Road Bakery "
                                    "can't guarantee nut-free.", "platters from the Bakery on Station Rd like last time")
    assert policy._other_person("Aled Powell, the plumber, is off on Friday.", "the co-op secretary, Aled Pugh")  # a guard


def test_money_held_back_over_a_stretch_binds_a_spend_asked_to_be_okayed():
    hold = calendar.record_rules("No marketing spend at all from 1 Dec 2026 until the grant report is signed off (due "
                                 "9 Dec).", today=NOV)
    assert hold.ranges == [(1, 12, 9, 12)]
    assert "approval" in cues.analyse("Dai wants £640 on radio ads for the lantern parade, going live 4 Dec. Can I just "
                                      "ok it?").triggers
    freeze = cand("freeze", "No marketing spend at all from 1 Dec 2026 until the grant report is signed off (due 9 Dec).")
    got = verdicts("Dai wants £640 on radio ads for the lantern parade, going live 4 Dec. Can I just ok it?", [freeze],
                   draft="Yes, £640 is reasonable for two weeks of radio ads.", today=NOV)
    assert got["freeze"][0] is True


def test_a_turn_in_another_language_swapping_what_a_freeze_stops():
    freeze = cand("freeze", "Rota freeze 16-27 Nov 2026 for the Arts Council visit (24-25 Nov): no shift or volunteer "
                            "swaps.")
    got = verdicts("Quero trocar os turnos da Dana e do Kieran a partir de 18 de novembro, os dois pediram. Escreve-me uma "
                   "nota rápida a confirmar.", [freeze],
                   draft="Olá Dana e Kieran, confirmo a troca de turnos a partir de 18 de novembro.", today=NOV)
    assert got["freeze"][0] is True

