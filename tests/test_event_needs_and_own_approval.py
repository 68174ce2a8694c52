"""The needs of those at an event a meal or a booking is for, who caters it, a wish on writing that is no one's health,
a sign-off name and a disowned look-alike that set nothing apart, a document asked for by naming it, a wish for a
week on a kind of document, how to brief someone who hears poorly, a diet of the one a checklist is for, work of a
kind stopped over a stretch, a question whether the user may go ahead alone, a wish to draft in another language
first, "no." for a number, "Do the reorder" as a task, planning one's own runs, a general question beside one coded
job, glosses for boats, copper and gas, who holds a rota's role and how often its work runs, and a spending freeze
beside a call about the budget. Cases written here (a garden centre with a café, a delivery round and a
training barn), read by the real rules with the real embedding model. Every test fails at the previous rules; the
asserts marked "a guard" pass at both."""

from datetime import date

from judge_svc import policy
from retold import calendar, cues
from tests.helpers import cand, classified, verdicts

SEPT = date(2026, 9, 15)  # a Tuesday


def test_a_lunch_order_feeds_whoever_attends_the_event_and_is_ordered_from_its_caterer():
    turn = "Draft the open-day lunch order: 40 guests, soup, rolls and cake."
    assert "feeding" in cues.analyse(turn).triggers
    assert "feeding" not in cues.analyse("Draft the open-day signage order: 40 A-boards.").triggers  # a guard
    diet = cand("diet", "Supplier rep Colm Byrne, attending the open day, has a severe sesame allergy.")
    caterer = cand("caterer", "Open day catering is now The Potting Shed Kitchen, Ripley (Leafy Bites cancelled).")
    hours = cand("hours", "The café's coffee machine is serviced every March.")
    got = verdicts(turn, [diet, caterer, hours], draft="Order: 8 litres of soup, 40 rolls, two traybakes.", today=SEPT)
    assert got["diet"][0] is True
    assert got["caterer"][0] is True
    assert got["hours"][0] is False  # a guard


def test_a_venue_and_catering_booking_meets_the_access_needs_of_those_on_the_course_not_of_those_away():
    assert policy.attends_arranged("Samira Haddad (course attendee) uses a wheelchair and needs step-free access.",
                                   "Book venue and catering for the pruning course.") == "course"
    assert policy.attends_arranged("Samira Haddad (course attendee) uses a wheelchair and needs step-free access.",
                                   "who's doing the catering for the pruning course now?") == ""  # a question
    wheelchair = cand("wheelchair", "Samira Haddad (course attendee) uses a wheelchair and needs step-free access.")
    nuts = cand("nuts", "Ben Okafor (course attendee) has a severe peanut allergy: catering must be nut-free.")
    away = cand("away", "Tom Oduya in the shop is vegetarian and is not attending the course.")
    got = verdicts("Can you book venue and catering for the pruning course?", [wheelchair, nuts, away],
                   draft="I'd book the training barn and a sandwich platter for ten.", today=SEPT)
    assert got["wheelchair"][0] is True
    assert got["nuts"][0] is True  # a guard: the catering's own rule brings it at both
    assert got["away"][0] is False  # a guard


def test_a_wish_on_how_to_write_a_card_is_no_health_detail():
    wish = classified("wish", "Write Ruth's plant care cards at a reading age of about 11, in the second person, "
                              "with no medical jargon.", own=True)
    assert not policy.health_cue(wish.record.text)
    assert policy.health_cue("Use a bigger font in anything for my migraines.")  # a guard
    got = verdicts("Write a care card for a new olive tree.", [wish],
                   draft="Water weekly in summer; keep frost-free; feed monthly from April.", today=SEPT)
    assert got["wish"][0] is True


def test_a_name_signed_instead_is_no_other_organisation():
    wish = cand("wish", "When drafting anything for the council licensing team, use licence numbers exactly as "
                        "written and sign off as 'Greenway Garden Centre', not Ruth's name.", own=True)
    assert not policy.ELSEWHERE.search(wish.record.text)
    assert policy.ELSEWHERE.search("The Ripon van (not Ruth's) is the blue one.")  # a guard
    got = verdicts("Draft the note to the licensing team: the café's late licence starts this Friday.", [wish],
                   draft="Dear licensing team, please note our late licence starts on Friday.", today=SEPT)
    assert got["wish"][0] is True


def test_a_record_that_says_what_it_is_not_still_answers_for_the_thing_it_is():
    house = cand("house", "Hollybank House is an office block in Ripon (not the Hollybank care home) on a basic "
                          "contract: deliveries before 10:00 only, to the goods door on Mill Lane.")
    got = verdicts("Hollybank House rang about tomorrow's tree delivery. When can we drop and where?", [house],
                   draft="We can deliver any time between 8 and 5 to the main entrance.", today=SEPT)
    assert got["house"][0] is True
    other = cand("other", "Delivery slots at the Hollybank care home (not Hollybank House) are 14:00-16:00.")
    got = verdicts("Hollybank House rang about tomorrow's tree delivery. When can we drop and where?", [house, other],
                   draft="We can deliver any time between 8 and 5 to the main entrance.", today=SEPT)
    assert got["other"][0] is False  # a guard: its head is another place


def test_a_document_named_up_front_is_asked_for():
    assert policy.asks_for_kind("RAMS", "RAMS for moving the pallet racking with the forklift, please.")
    assert policy.asks_for_kind("handover notes", "Handover notes please: till 2 short £5, chiller fixed.")
    assert not policy.asks_for_kind("RAMS", "Is the RAMS for the racking up to date?")  # a guard
    wish = cand("wish", "When drafting RAMS for Ruth, use the headings: Scope, Hazards, Controls, Sequence.", own=True)
    got = verdicts("RAMS for moving the pallet racking with the forklift, please.", [wish],
                   draft="Hazards: falling loads, crush injuries. Controls: trained driver, exclusion zone.", today=SEPT)
    assert got["wish"][0] is True


def test_a_wish_for_a_week_binds_that_kind_of_document_in_that_week_only():
    text = "For the week of 14 September 2026, write the morning handover notes in Welsh (trainees are shadowing)."
    assert policy.timed_wish_kind(text, SEPT) == "morning handover notes"
    assert policy.timed_wish_kind(text, date(2026, 9, 25)) == ""  # a guard: the week is over
    wish = cand("wish", text, own=True)
    got = verdicts("Morning handover notes please: chiller 2 fixed 07:10, compost delivery late, café short-staffed.",
                   [wish], draft="Handover: chiller 2 fixed at 07:10; compost delivery running late; café short.",
                   today=SEPT)
    assert got["wish"][0] is True


def test_how_to_brief_someone_who_hears_poorly_binds_the_briefing_the_task_writes():
    keeley = cand("keeley", "Apprentice Keeley Marsh is hard of hearing: use the strobe alarm in the yard and give "
                            "her briefings in writing.")
    got = verdicts("Write tomorrow morning's briefing for unloading the compost lorry.", [keeley],
                   draft="07:30 start; lorry reverses to bay 2 with a banksman; pallets to the top yard.", today=SEPT)
    assert got["keeley"][0] is True and "briefing" in got["keeley"][2]


def test_a_checklist_for_someones_round_takes_their_diet():
    leo = cand("leo", "Leo on the Saturday village route has a severe nut allergy and carries an EpiPen.")
    got = verdicts("Make me a one-page first-morning checklist for Dana on Leo's route.", [leo],
                   draft="Check the van, load by drop order, confirm the first three drops by phone.", today=SEPT)
    assert got["leo"][0] is True and "leo" in got["leo"][2]
    got = verdicts("Make me a one-page first-morning checklist for Dana on the school route.", [leo],
                   draft="Check the van, load by drop order.", today=SEPT)
    assert got["leo"][0] is False  # a guard: no one the task names


def test_work_of_a_kind_stopped_over_a_stretch_is_a_freeze_the_plan_runs_into():
    rule = "No outbound deliveries from 21 December 2026 to 4 January 2027 (yard shut)."
    assert calendar.FREEZE_RX.search(rule)
    assert not calendar.FREEZE_RX.search("No outbound deliveries go out without a signed docket.")  # a guard
    got = verdicts("Draft a weekly delivery plan for the Ripon garden club for December.", [cand("shut", rule)],
                   draft="Week 1: Tuesday drop. Week 2: Tuesday drop. Week 3: Tuesday. Week 4: Tuesday 22nd.",
                   today=date(2026, 11, 20))
    assert got["shut"][0] is True


def test_whether_the_user_may_go_ahead_alone_turns_on_the_limit_they_stay_under():
    rule = cand("rule", "Since 1 October, account refunds or goodwill credits over £75 need Omar Shah's approval; Ruth "
                        "can approve up to £75.")
    got = verdicts("Oakfield School's account want £60 back for a no-show on Tuesday, can I just push it through?",
                   [rule], draft="Yes, if the no-show was on our side, credit the account.", today=SEPT)
    assert got["rule"][0] is True and "stays under" in got["rule"][2]
    assert not policy.APPROVAL_ASKED.search("A customer wants £40 back. Process the refund on the till.")  # a guard


def test_a_wish_to_draft_in_another_language_first_binds_a_message_to_its_speakers():
    wish = cand("wish", "When Ruth writes to Welsh-speaking customers, draft in Welsh first, then English underneath.",
                own=True)
    got = verdicts("Draft a quick note to the Joneses at Llanrhaeadr (Welsh speakers) about when the rotavator is coming "
                   "back.", [wish], draft="Hi both, your rotavator will be back on Thursday morning.", today=SEPT)
    assert got["wish"][0] is True


def test_no_dot_for_a_number_is_read_as_number():
    assert cues.shorthand_expansions("standby no.? need to text it to the new trainee") == ["number"]
    assert cues.shorthand_expansions("no. I don't think so") == []  # a guard
    standby = cand("standby", "The out-of-hours standby phone number is now 07700 900123 (the old handset died).")
    got = verdicts("standby no.? need to text it to the new trainee", [standby],
                   draft="I don't have the standby number; check the rota board.", today=SEPT)
    assert got["standby"][0] is True


def test_do_the_reorder_is_a_task_of_ordering_and_takes_the_supplier():
    tc = cues.analyse("Do the seed reorder for next week: 30 trays of basil, 20 of coriander and a case of compost.")
    assert tc.task and "ordering" in tc.triggers
    assert not cues.analyse("Do the vans need an MOT this month?").task  # a guard: a question
    supplier = cand("supplier", "Seeds and plugs are ordered from Hillside Growers, account HG-40293.")
    got = verdicts("Do the seed reorder for next week: 30 trays of basil, 20 of coriander and a case of compost.",
                   [supplier], draft="Order: 30 trays basil, 20 trays coriander, 1 case multipurpose compost.",
                   today=SEPT)
    assert got["supplier"][0] is True and "ordering" in got["supplier"][2]


def test_planning_ones_own_runs_over_a_stretch_is_scheduling():
    assert "scheduling" in cues.analyse("Plan my refund runs for the rest of September, two a week.").triggers
    assert "scheduling" not in cues.analyse("Plan the refund policy wording.").triggers  # a guard


def test_a_general_question_is_not_answered_by_one_coded_job():
    job = cand("job", "GC-3114 Penrose staircase at Ludlow is a closed-string oak stair; its pitch must stay at or under "
                      "42 degrees.")
    got = verdicts("What's the maximum pitch for a private stair under Approved Document K?", [job],
                   draft="For a private stair, Approved Document K sets a maximum pitch of 42 degrees.", today=SEPT)
    assert got["job"][0] is False
    got = verdicts("What's the max pitch on the Ludlow stair, GC-3114?", [job],
                   draft="I don't have the Ludlow stair's drawings to hand.", today=SEPT)
    assert got["job"][0] is True  # a guard: the job the turn names


def test_glosses_know_boats_copper_and_gas_bottles():
    from retold import gloss
    assert "boat" in gloss.gloss("C'est combien déjà, la caution pour un bateau de jour ?").split()
    english = gloss.gloss("Ile teraz bierzemy za napełnienie butli propanu 13 kg?").split()
    assert {"refill", "bottle", "propane"} <= set(english)
    assert "copper" in gloss.gloss("Ile teraz dajemy za miedź? Klient czeka.").split()


def test_a_rota_takes_who_holds_its_role_and_how_often_its_work_runs():
    staff = cand("staff", "The 2026 seasonal baristas are Jonah Whitlock, Priya Menon, Lukas Brandt and Siân Evans.")
    got = verdicts("Draft the café barista rota for 27 Aug to 2 Sep, two baristas per shift.", [staff],
                   draft="Pair Barista A with Barista B on earlies and C with D on lates; fill in names.", today=SEPT)
    assert got["staff"][0] is True and "role the rota fills" in got["staff"][2]
    checks = cand("checks", "Legionella water tests run weekly every Monday, posted to Severn Labs under reference "
                            "SL-7781.")
    got = verdicts("Draft the water testing rota for the first two weeks of October.", [checks],
                   draft="Week 1: Tuesday flush and temperature check. Week 2: Tuesday again.", today=SEPT)
    assert got["checks"][0] is True and "how often" in got["checks"][2]
    got = verdicts("Draft the café barista rota for the first two weeks of October.", [checks],
                   draft="Week 1: Jonah and Priya. Week 2: Lukas and Siân.", today=SEPT)
    assert got["checks"][0] is False  # a guard: other work


def test_a_spending_freeze_does_not_bind_a_call_about_the_budget():
    freeze = cand("freeze", "Spending freeze on anything non-essential from 1 September to 31 October 2026, until the "
                            "winter budget is signed off.")
    leave = cand("leave", "Ruth Lyle, the office manager, is on leave 5-16 October 2026.")
    got = verdicts("Set up a call with Omar and Ruth in the week of 12 October to go through the winter budget. Suggest "
                   "two slots.", [freeze, leave],
                   draft="Two options: Tuesday 13 October at 10:00 or Thursday 15 October at 14:00 UK time.", today=SEPT)
    assert got["freeze"][0] is False
    assert got["leave"][0] is True  # a guard
    got = verdicts("Order 40 bags of winter compost for the week of 12 October, about £380 in all.", [freeze],
                   draft="Order placed for delivery on 13 October.", today=SEPT)
    assert got["freeze"][0] is True  # a guard: what spends runs into it
