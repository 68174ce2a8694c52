"""Rotas over a named month or a numbered week, parts of a month, dated weekdays in a stretch, days off told after the
weekday, weekends ruled out, a place shut to events, a meal's diets before its other
rules, a rota's named people before site facts, a weaker answer that completes the best one, whether the money is
there, a ratio of people in charge, the user's own unit, the cover for the user's out-of-office,
the event a task gets ready for, a run of codes, the body an admitted rule names and when it meets, opening hours
asked for, and general questions that the user's records do not answer. Cases written here (a county agricultural show
society), read by the real rules with the real embedding model. Every test fails at the previous rules; the
asserts marked "a guard" pass at both."""

from datetime import date

import pytest

from judge_svc import asking
from judge_svc import policy as judge
from retold import calendar, cues
from tests.helpers import cand, classified, verdicts

JUN = date(2026, 6, 15)
ROTA_DRAFT = "Mon-Fri: two stewards on the gate, one in the office; Sat-Sun: three on the gate and one roaming."


def test_a_rota_named_by_its_month_takes_the_month_and_its_weekdays():
    away = cand("away", "Gethin Price (chief steward) is on annual leave 3-14 August 2026; Nerys covers the gate.")
    days = cand("days", "Carys Lloyd's days off are Monday and Tuesday.", own=True)
    got = verdicts("Draft the August gate steward rota, weekdays and Sundays.", [away, days], draft=ROTA_DRAFT, today=JUN)
    assert got["away"][0] is True and got["days"][0] is True
    assert len(calendar.turn_when("Draft the August gate steward rota.", JUN).span) == 31
    assert not calendar.turn_when("may cover be arranged for the gate?", JUN).span  # a guard: "may" is no month here


def test_a_numbered_week_and_a_part_of_a_month_are_stretches_of_days():
    week = calendar.turn_when("Make me the marquee crew plan for week 32.", JUN)
    assert (3, 8) in week.span and (9, 8) in week.span and len(week.span) == 7
    early = calendar.turn_when("a slot at the early September committee meeting", JUN)
    assert (1, 9) in early.span and (10, 9) in early.span and (11, 9) not in early.span


def test_an_absence_over_part_of_a_month_binds_a_slot_asked_for_someone_named():
    leave = cand("leave", "Owain Jones is away from 24 August to 4 September 2026.")
    for part, bound in (("early", True), ("late", False)):  # (late September is after his return: a guard)
        got = verdicts(f"Draft a short email to the committee chair asking for a slot for Owain to present the livestock "
                       f"entries update at the {part} September meeting.", [leave],
                       draft="Dear Chair, could Owain have ten minutes at the September meeting? Best wishes.", today=JUN)
        assert got["leave"][0] is bound


def test_a_stretch_written_with_its_weekdays_is_read_as_a_stretch():
    rules = calendar.record_rules("No public events in the main ring from Mon 20 Jul to Sun 9 Aug 2026 while the "
                                  "drainage is relaid.", today=JUN)
    assert rules.ranges == [(20, 7, 9, 8)]
    assert calendar.record_rules("Away Monday 20 July to Sunday 9 August.", today=JUN).ranges == [(20, 7, 9, 8)]
    hire = cand("hire", "No public events in the main ring from Mon 20 Jul to Sun 9 Aug 2026 while the drainage is "
                        "relaid.")
    got = verdicts("The vintage tractor club want the main ring on Sat 25 Jul for a road run finish. Draft me a reply.",
                   [hire], draft="Dear club, we'd be glad to host your finish in the main ring on Sat 25 Jul.", today=JUN)
    assert got["hire"][0] is True


def test_days_off_told_after_the_weekday_and_weekends_ruled_out():
    rules = calendar.record_rules("Ffion works Tuesday to Friday, 09:00-17:00; Mondays off.")
    assert rules.forbidden == {0} and rules.allowed == {1, 2, 3, 4}
    assert calendar.record_rules("Dewi cannot do weekend events in September 2026.").forbidden == {5, 6}
    assert calendar.record_rules("Sam is on Fridays off-site at the auction mart.").forbidden == set()  # a guard


def test_the_cover_for_the_user_s_absence_binds_their_out_of_office_on_its_days():
    own = cand("own", "Carys prefers plain, short emails to exhibitors.", own=True)
    cover = cand("cover", "Huw Jenkins takes the phones on 23 and 24 October 2026 while Carys is off.")
    got = verdicts("Can you write my out-of-office for the 23rd and 24th so exhibitors know who to ring?", [own, cover],
                   draft="I'm out of the office on the 23rd and 24th with limited access to email.", today=date(2026, 10, 12))
    assert got["cover"][0] is True


def test_a_meal_s_diets_come_before_its_other_rules():
    pay = cand("pay", "Gate volunteers get a £10 food voucher per shift, paid through the show office.")
    tone = cand("tone", "When writing to volunteers, keep it warm and first-name.", own=True)
    nuts = cand("nuts", "Volunteer lead Bethan Morris has a severe peanut allergy; anything she eats must be nut-free.")
    day = cand("day", "The volunteers' briefing lunch is on the show's eve, in the members' marquee.")
    cater = cand("cater", "Volunteer lunches are ordered from Teifi Catering, who need orders by noon the day before.")
    got = verdicts("Draft the volunteer lunch order for the briefing: 40 volunteers, sandwich platters and snack packs.",
                   [pay, tone, nuts, day, cater],
                   draft="Hi, please could we order sandwich platters and 40 snack packs for the volunteer briefing lunch.",
                   today=JUN)
    assert got["nuts"][0] is True


def test_a_course_s_needs_come_with_it_in_another_language():
    needs = cand("needs", "First-aid course on 28 June 2026: Tomos Hughes is coeliac (gluten-free lunch); Mair Ellis wears "
                          "a hearing aid (hearing loop or front-row seat).")
    got = verdicts("Pide el catering para el curso de primeros auxilios del día 28, somos 12 personas.", [needs],
                   draft="Claro: un catering para 12 personas el día 28 con bocadillos, fruta y bebidas.", today=JUN)
    assert got["needs"][0] is True
    assert cues.analyse("Prepárame un menú para la comida de los voluntarios, unas 60 personas.").task


def test_a_weaker_answer_that_completes_the_best_one():
    standard = cand("standard", "After the spring review, the junior handler class standard entry fee is £12.")
    concession = cand("concession", "Concession entries (young farmers or first-time exhibitors) pay half the standard "
                                    "entry fee.")
    got = verdicts("First-time exhibitor for the junior handler class. What entry fee do I charge them?",
                   [standard, concession],
                   draft="Many shows discount entries for first-time exhibitors; check your schedule for the fee.",
                   today=JUN)
    assert got["standard"][0] is True and got["concession"][0] is True


def test_whether_the_money_is_there_is_answered_by_the_budget():
    budget = cand("budget", "The show's marketing budget for 2026 is £9,000, of which £6,200 is already spent.")
    other = cand("other", "Posters are printed by Teifi Print in Cardigan.")
    got = verdicts("Can I afford a £1,500 radio advert campaign for the show?", [budget, other],
                   draft="It depends on your remaining budget; radio adverts usually cost £1,000 to £2,000.", today=JUN)
    assert got["budget"][0] is True
    assert got["other"][0] is False  # a guard
    assert "spending" in cues.analyse("Book the two of them on the course and tell me if we can afford it.").triggers


def test_a_ratio_of_people_in_charge_binds_a_task_that_counts_people():
    assert judge.ratio_needs("Draft the steward list for the young handlers' trip. 22 children. Volunteers: Alys, Huw.",
                             "Safeguarding policy requires 1 adult per 6 under-16s on trips.") == "22 at 1 per 6 need 4"
    assert judge.ratio_needs("Order 40 sandwiches for the stewards.", "1 adult per 6 children") == ""  # a guard
    ratio = cand("ratio", "Safeguarding policy requires 1 adult per 6 under-16s on trips.")
    got = verdicts("Draft the steward list for the young handlers' trip to Builth. 22 children. Volunteers: Alys Rees, "
                   "Huw Lewis, Dai Evans and me.", [ratio], draft="Steward list: Alys Rees, Huw Lewis, Dai Evans, Carys.",
                   today=JUN)
    assert got["ratio"][0] is True


def test_the_user_s_own_unit_is_the_one_the_candidates_keep_naming():
    own = cand("own", "Shed 4 feed store: every bag is logged at 08:15, 12:00 and 16:30; missing stock goes to Gethin.")
    other = cand("other", "Shed 2 (poultry) logs its feed at 08:30 and 15:45 under a different system.")
    more = [cand("m1", "Shed 4 orders over £500 need Gethin's sign-off."),
            cand("m2", "Shed 4 feed now comes from Teifi Farmers, account TF-2291.")]
    got = verdicts("feed log times for my shed?", [own, other] + more, draft="Most shows log feed twice a day.", today=JUN)
    assert got["own"][0] is True and got["other"][0] is False


def test_a_task_getting_ready_for_a_named_event_takes_its_day():
    audit = cand("audit", "Trading standards audit by Ceredigion Council on 17 July 2026.")
    got = verdicts("Put together a prep checklist for the catering marquee ahead of the Ceredigion inspection.", [audit],
                   draft="1. Fridge temperatures logged. 2. Hand-wash stations stocked. 3. Allergen matrix on display.",
                   today=JUN)
    assert got["audit"][0] is True


def test_a_unit_inside_a_run_of_codes_the_task_handles():
    assert {"P10", "P14", "P16"} <= judge.range_codes("the judging order for P10 to P16")
    quarantined = cand("q", "Ringworm was found in pen P14 on 2026-06-02; P14 is isolated, judged last every day, and "
                            "nobody moves from P14 to another pen.")
    got = verdicts("sort tomorrow's judging order for P10 to P16 pls", [quarantined],
                   draft="P10, P11, P12, P13, P14, P15, P16 in order.", today=JUN)
    assert got["q"][0] is True


def test_who_signs_off_a_bare_sum_and_when_that_body_meets():
    rule = cand("rule", "Spending approval: Carys signs up to £2,500; £2,500-£10,000 needs the show director; over £10,000 "
                        "goes to the society's finance committee.")
    meets = cand("meets", "The society's finance committee meets on the first Thursday of each month.")
    got = verdicts("who signs off 12k spend & when do they next meet", [rule, meets],
                   draft="Usually the trustees or a finance committee; check your financial regulations.", today=JUN)
    assert got["rule"][0] is True and got["meets"][0] is True
    assert calendar.crosses("who signs off 12k spend", rule.record.text)


def test_opening_hours_asked_for_are_answered_by_the_record_holding_them():
    hours = cand("hours", "The show office opens Monday to Thursday 09:00 to 16:30; closed Fridays.")
    got = verdicts("office hrs?", [hours], draft="Most show offices open weekdays; check the website.", today=JUN)
    assert got["hours"][0] is True
    assert asking.values_asked("office hrs?") == {"hours"}
    assert asking.values_asked("how many hours did we log") == set()  # a guard


@pytest.mark.parametrize("turn", [
    "Best time of day to watch red kites feeding over a hillside?",
    "What should exhibitors wear for the sheep show in wet weather?",
    "For the new stewards, how do you tell a Texel from a Suffolk cross at a glance?",
    "Is Statutory Sick Pay taxable through payroll?",
    "What's the Welsh for 'Main ring: no dogs beyond this point'?",
    "Kannst du mir kurz erklären, wie ein Mähdrescher funktioniert?",
])
def test_general_questions_are_read_as_general(turn):
    tc = cues.analyse(turn)
    assert tc.generic and not tc.possessive
    assert not cues.analyse("what time is our gate shift?").generic  # a guard


def test_a_general_question_asking_for_a_time_takes_no_record_without_one():
    kites = cand("kites", "The red kites on the hill above the showground have two chicks this year.")
    got = verdicts("Best time of day to watch red kites feeding over a hillside?", [kites],
                   draft="Early morning and late afternoon, when they hunt most.", today=JUN)
    assert got["kites"][0] is False


def test_a_need_to_know_is_a_question_not_a_task_and_a_body_set_apart():
    assert not cues.analyse("secretary off fridays or is that the chair? need to know who to ask re friday's judging").task
    assert judge.ELSEWHERE.search("St Teilo's Parish Church, a separate body whose organist is Huw, holds a fete on 4 July.")


def test_the_user_s_own_health_appointment_is_a_sensitive_matter():
    got = classified("h", "Carys has a hearing assessment at Glangwili on Tuesday 30 June and will miss that morning's "
                          "meeting.", own=True)
    assert "sensitive:health" in got.record.facets


def test_what_is_left_of_a_total_takes_the_total_beside_the_costs():
    total = cand("total", "The young handlers' trip has a total budget of £6,400.")
    coach = cand("coach", "Cambrian Coaches quoted £1,870 for the Royal Welsh trip coach.")
    got = verdicts("How much is left in the Royal Welsh trip pot once the Cambrian coach and the Llanelwedd hostel (£2,300) "
                   "are paid?",
                   [total, coach], draft="Take the coach quote and the £2,300 hostel off the total budget.", today=JUN)
    assert got["total"][0] is True and got["coach"][0] is True


def test_money_put_behind_something_and_whether_the_user_may_go_ahead_fire_their_families():
    assert "spending" in cues.analyse("Let's put £300 behind the sheepdog trials post this week, set up the boost.").triggers
    assert "spending" not in cues.analyse("Put 3 people on the gate rota.").triggers  # a guard
    assert "approval" in cues.analyse("I want 40 more hurdles from Teifi. Cost it up and tell me if I can go ahead.").triggers


@pytest.mark.parametrize("turn", [
    "Show ke liye gate steward rota bana do: 23 Jul ko main ring, 24 Jul ko car park.",
    "Zrób grafik stewardów na pokaz w przyszłym tygodniu.",
])
def test_a_rota_asked_for_in_another_language_is_a_staffing_task(turn):
    assert "staffing" in cues.analyse(turn).triggers
    assert "staffing" not in cues.analyse("Please draft an email about the escalation.").triggers  # a guard


def test_a_question_opening_with_when_takes_only_a_record_that_tells_a_time():
    rule = cand("rule", "Livestock lines rule: any entry into the bull pens needs two stewards, one of them stock-trained.")
    date_ = cand("date_", "Teifi Fencing start on the bull pen extension on 6 July 2026.")
    got = verdicts("When are the fencing contractors due to start on the bull pen extension?", [rule],
                   draft="I don't have their start date; check the contract.", today=JUN)
    assert got["rule"][0] is False
    got = verdicts("When are the fencing contractors due to start on the bull pen extension?", [rule, date_],
                   draft="I don't have their start date; check the contract.", today=JUN)
    assert got["date_"][0] is True  # a guard


def test_a_body_the_record_says_is_not_the_user_s_sets_it_apart():
    assert judge.ELSEWHERE.search("Brecon Show, run by a different society (not CASS), has a hound show every Tuesday.")


def test_a_freeze_on_changes_does_not_bind_a_rota_but_a_freeze_on_leave_does():
    changes = cand("changes", "Ring PA change freeze 2026-07-20 to 2026-08-09: no firmware updates and no new playlists.")
    leave = cand("leave", "No annual leave for ring staff from 2026-07-20 to 2026-08-09 (show freeze).")
    got = verdicts("Draft the ring PA operator rota for the week of 27 July.", [changes, leave], draft=ROTA_DRAFT, today=JUN)
    assert got["changes"][0] is False
    assert got["leave"][0] is True  # a guard
