"""Wishes scoped to an activity the task does, how to reach someone the task works with, a plan of a stretch for
people it names, a time someone may only come before, the notice a cancellation asks, a stretch named by the
weekdays at its ends, totals worked out at a record's price (each, a day, per kilo) against limits, what is left of a
budget and thresholds a small order falls below, a price for one that is no limit, the closer of two answers by the
things the turn names, another numbered job, a visit's group and its needs, an event named by its name lending its
day, someone who runs something on a day, a day of the month alone after a certificate lapses, a name mutated in
Welsh, and a reply to a quoted complaint. Cases written here (a city farm with a café, a schools programme, a vegetable box scheme and a sailing
club), read by the real rules with the real embedding model. Every test fails at the previous rules; the asserts
marked "a guard" pass at both."""

from datetime import date

from judge_svc import policy
from retold import calendar
from tests.helpers import cand, verdicts

MAY = date(2026, 5, 11)  # a Monday


def test_a_wish_scoped_to_an_activity_binds_the_task_that_does_it():
    packing = "When Imogen is packing for a farmers' market, give a checklist, not prose."
    assert policy.activity_scope(packing, "Make me the loading list for Sunday's farmers' markets.")
    assert not policy.activity_scope(packing, "Make me the loading list for the school visit.")  # a guard
    comparing = "When comparing feed quotes, present a table with cost per bag as the last column."
    assert policy.activity_scope(comparing, "Compare these for 40 bags: Harlow at £11.20 a bag, Denton at £10.90 a bag.")
    assert not policy.activity_scope(comparing, "Compare the two goat breeds for milk yield.")  # a guard: nothing shared
    wish = cand("wish", "When helping Imogen write risk assessments (RAMS), use the headings Hazard, Who, Controls.",
                own=True)
    other = cand("other", "The goat shed was re-roofed in March.")
    got = verdicts("Need the risk assessment for the Year 3 visit to the goat shed.", [wish, other],
                   draft="Hazards: handling animals, hand hygiene, trips in the yard.", today=MAY)
    assert got["wish"][0] is True and "what the task does" in got["wish"][2]


def test_a_wish_on_a_kind_binds_a_task_that_asks_to_be_given_one():
    assert policy.asks_for_kind("procedure", "Give me the procedure for tonight: worm the goats.")
    assert not policy.asks_for_kind("procedure", "Check the procedure file is up to date.")  # a guard
    wish = cand("wish", "When Imogen asks for a procedure, give it as a numbered checklist with PPE at the top.", own=True)
    got = verdicts("Faecal egg count came back at 900. Give me the procedure for tonight: drench the whole herd.", [wish],
                   draft="Weigh each goat, dose by weight, record the batch and withdrawal period.", today=MAY)
    assert got["wish"][0] is True and "kind of document" in got["wish"][2]


def test_how_to_reach_someone_who_hears_poorly_binds_a_plan_that_works_with_them():
    role = cand("role", "Apprentice Nia Hughes is deaf in her left ear: brief her face to face, standing on her right.")
    got = verdicts("Plan tomorrow's morning briefing for me and the apprentice: we're fencing the top paddock.", [role],
                   draft="08:00 toolbox talk at the barn; split the fence line; check in by radio hourly.", today=MAY)
    assert got["role"][0] is True and "reach" in got["role"][2]
    got = verdicts("Plan tomorrow's morning briefing for me and Grace: we're fencing the top paddock.", [role],
                   draft="08:00 toolbox talk at the barn; split the fence line.", today=MAY)
    assert got["role"][0] is False  # a guard: neither named nor of the role the task names
    deaf = cand("deaf", "Tobi Adeyemi is Deaf: brief him in writing or with BSL signs, never over the radio.")
    hours = cand("hours", "Saturday's open day runs 10:00-16:00 with tractor rides on the hour and the café open all day.")
    got = verdicts("Make me the plan for Saturday 16 May, gate and café, with me, Tobi, Grace and Ayo, and how I'll reach "
                   "everyone on the day.", [deaf, hours], draft="Gate: Tobi and Ayo. Café: Grace. Radios on channel 2.",
                   today=MAY)
    assert got["deaf"][0] is True  # a guard: named, and a constraint of the day's plan, it binds at both


def test_a_plan_of_next_weeks_work_for_someone_takes_their_working_days():
    assert calendar.record_rules("Ollie works Tuesday to Saturday; never Sunday or Monday.").forbidden == {0, 6}
    days = cand("days", "Kofi Mensah, the farm assistant, works Tuesday to Saturday; never Sunday or Monday.")
    pigs = cand("pigs", "The pig pens are mucked out twice a week, straw from Hollins Farm.")
    got = verdicts("Plan next week's jobs for me and Kofi: muck out the pigs, mend the hen run, paint the gates.",
                   [days, pigs], draft="Mon: muck out with Kofi. Tue: hen run. Wed-Thu: gates.", today=MAY)
    assert got["days"][0] is True and "monday" in got["days"][2]


def test_a_time_someone_may_only_come_before_binds_a_later_hour_after_a_day():
    rule = "The farrier, Dan Pryce, can only get into the stables before 09:30."
    assert "after the allowed time" in calendar.clock_clash("Tell Dan to come on Monday at 10 for the ponies.", rule)
    assert not calendar.clock_clash("Tell Dan to come on Monday at 9:00 for the ponies.", rule)  # a guard
    assert not calendar.clock_clash("Order 10 bales for Monday.", rule)  # a guard: no time after a day
    got = verdicts("Dan quoted £240 to trim the ponies. OK to tell him Monday at 10?", [cand("dan", rule)],
                   draft="Yes, confirm Monday at 10:00.", today=MAY)
    assert got["dan"][0] is True


def test_a_cancellation_inside_the_notice_asked_runs_into_the_rule():
    rule = cand("rule", "From 1 April, cancellations need 48 hours' notice; under 48 hours the £50 deposit is kept.")
    menu = cand("menu", "Party menu: sandwiches, fruit and squash for up to 20 children.")
    got = verdicts("Mrs Okafor rang at 3pm to cancel Ada's party tomorrow at 11. Draft the email back to her.", [rule, menu],
                   draft="Dear Mrs Okafor, thanks for letting us know; Ada's party is cancelled.", today=MAY)
    assert got["rule"][0] is True and "short of the notice" in got["rule"][2]


def test_a_stretch_named_by_the_weekdays_at_its_ends_takes_every_day_between():
    saturday = cand("sat", "Café Saturdays need at least three staff on the floor, one of them food-hygiene trained "
                           "(Imogen, Grace or Ayo).")
    leave = cand("leave", "Grace Obi is on annual leave 18-24 May 2026.")
    rota = cand("rota", "The café rota is drafted on Wednesdays and posted by the till.")
    got = verdicts("Draft next week's café rota, Mon 18 to Sun 24 May. Staff: me, Grace, Tobi, Ayo.",
                   [saturday, leave, rota], draft="Mon Grace + Tobi; Sat Ayo + Tobi; Sun Grace.", today=MAY)
    assert got["sat"][0] is True


def test_a_count_at_a_records_price_for_one_comes_to_a_total():
    assert "1,390, over the limit of 1,100" in calendar.crosses_total(
        "Can I order 400 rosettes and hire a PA for £650 for the show?", "Rosettes come from Ribbonworks at £1.85 each.",
        "The show budget is £4,200, of which £3,100 is committed, leaving £1,100.")
    assert "1,440, over the limit of 900" in calendar.crosses_total(
        "The school wants the minibus for two days.", "The minibus day rate is £720.",
        "Any booking over £900 needs a purchase order.")
    assert "below the 40" in calendar.crosses_total(
        "The Crown want 2 kg of chard delivered Thursday.", "Chard is £6.50/kg wholesale.",
        "Orders of £40 or more get free delivery; below £40 there is an £8 charge.")
    assert "3,120" in calendar.crosses_total("Raise a PO for 60 × iPhone 14 screens at £52 each.", "",
                                             "Purchases over £2,500 need the director.")
    # guards: a measure is no count ("450 W panels"), a model number is no count ("iPhone 14")
    assert not calendar.crosses_total("Order 20 Aiko 450 W panels.", "Aiko 450 W panels are £71 each.",
                                      "POs over £5,000 need the director.")
    assert not calendar.crosses_total("Raise a PO for 6 iPhone 14 screens at £52 each.", "",
                                      "Purchases over £700 need the director.")


def test_a_limit_at_another_records_price_binds_only_what_the_task_buys():
    price = cand("price", "From 1 March the pig nuts from Hollins Feeds are £14 a bag.")
    rule = cand("rule", "Feed orders over £500 need Imogen's sign-off.")
    other = cand("other", "Greenway Seeds terms: 30-day payment, free delivery over £300, next-day dispatch before noon.")
    got = verdicts("Order 40 bags of pig nuts from Hollins for next week.", [price, rule, other],
                   draft="Order placed: 40 bags of pig nuts, delivery next week.", today=MAY)
    assert got["rule"][0] is True and "over the limit of 500" in got["rule"][2]
    assert got["price"][0] is True
    assert got["other"][0] is False  # a guard: another supplier's threshold


def test_a_price_for_one_is_no_limit():
    rumour = "Hollins' driver reckons pig nuts go up to £15.80 a bag from July."
    assert not calendar.crosses_total("Collect 6 bags of pig nuts tomorrow.", "Pig nuts are £14 a bag.", rumour)
    assert calendar.crosses_total("Order 40 bags of feed.", "Feed is £14 a bag.", "Budget: up to £500 a month on feed.")  # a guard


def test_of_two_close_answers_the_one_naming_more_of_the_turns_things_answers():
    farm = cand("farm", "The Stroudley farm lease runs to March 2031 at £2,150/month, rent reviewed every three years, insurance by the landlord, with a single break clause in March 2029.")
    unit = cand("unit", "The Amberley unit lease has a break clause on 30 September 2026.")
    got = verdicts("farm lease break clause — when?", [farm, unit], draft="Check the lease's break clause section.",
                   today=MAY)
    assert got["farm"][0] is True
    assert got["unit"][0] is False


def test_a_record_on_another_numbered_job_holds_no_role_for_this_one():
    assert policy.other_number("Job FC-26-0421 is the Pemberton barn, design load 11.2 kW.", "0412 ka load kitna tha?")
    assert not policy.other_number("Job FC-26-0412 is the Okoye barn, design load 6.8 kW.", "0412 ka load kitna tha?")  # a guard
    ours = cand("ours", "Job FC-26-0412 is the Okoye barn in Church Stretton, design heat loss 6.8 kW.")
    theirs = cand("theirs", "Job FC-26-0421 is the Pemberton house in Much Wenlock, design heat loss 11.2 kW.")
    got = verdicts("Yaar 0412 ka heat loss kitna aaya tha? Customer ko abhi call karna hai.", [ours, theirs],
                   draft="Job 0412 ka figure mere paas nahi hai.", today=MAY)
    assert got["ours"][0] is True
    assert got["theirs"][0] is False


def test_a_visit_the_task_arranges_brings_its_groups_needs():
    visit = cand("visit", "Oakfield Primary, Year 3: 28 pupils visiting on 2026-05-20, arriving 09:45, for the lambing barn.")
    nuts = cand("nuts", "In the Oakfield Primary Year 3 group (20 May), pupil J.T. has a severe nut allergy and carries an "
                        "auto-injector.")
    chair = cand("chair", "An Oakfield Primary Year 3 pupil uses a wheelchair, so their session must be in the low barn.")
    other = cand("other", "Oakfield Academy in Barnsley (a different school) is booked for 2026-06-08 with 30 pupils.")
    got = verdicts("Draft the briefing for the café and the barn team for the Year 3 visit on the 20th.",
                   [visit, nuts, chair, other], draft="Briefing: Year 3 visit on the 20th. Café: be ready by 09:30.",
                   today=MAY)
    assert got["visit"][0] is True and got["nuts"][0] is True and got["chair"][0] is True
    assert got["other"][0] is False  # a guard


def test_an_event_named_by_its_name_lends_its_day_to_a_rota():
    event = cand("event", "The next Twilight Lates is Friday 2026-05-29, doors 19:00, bar run by Hopline.")
    leave = cand("leave", "Duty manager Kwame Asante is on leave from 2026-05-26 to 2026-06-02.")
    got = verdicts("Put together the staff rota for the next Twilight Lates, duty manager and café.", [event, leave],
                   draft="Duty manager from 18:00; café two staff.", today=MAY)
    assert got["leave"][0] is True


def test_someone_running_something_on_a_day_is_no_list_of_working_days():
    assert not calendar.record_rules("Grace runs parkrun at Heaton Park on Saturdays.").allowed
    assert calendar.record_rules("The Bath delivery route runs Tuesday and Friday.").allowed == {1, 4}


def test_a_day_of_the_month_alone_is_its_next_coming_for_what_runs_out_before_it():
    lapse = cand("lapse", "Instructor Kofi Mensah's Powerboat Level 2 certificate lapses on 2026-11-30; he may not drive "
                          "safety cover until he revalidates.")
    group = cand("group", "The Level 1 group sails on Saturdays 10:00-13:00 in the club's 12 Topaz dinghies, from the "
                          "east slipway.")
    got = verdicts("Sat 5th: 12 dinghies out with the Level 1 group, 10 to 13h. Kofi in the RIB on cover. Look right to you?",
                   [lapse, group], draft="Looks fine: one RIB for 12 boats, Kofi driving.", today=date(2026, 11, 20))
    assert got["lapse"][0] is True and "runs out" in got["lapse"][2]


def test_a_name_mutated_in_welsh_is_the_name_a_record_gives():
    assert policy.welsh_radicals("Nghaerwys") == {"Caerwys"} and "Bangor" in policy.welsh_radicals("Fangor")
    assert not policy.welsh_radicals("Dan")  # a guard: too short to be read as mutated
    ours = cand("ours", "Huw Jones in Caerwys (job FC-26-0101) has a TT earthing system.")
    theirs = cand("theirs", "Huw Jones in Llandyrnog (job FC-26-0107) has a TN-C-S earthing system.")
    got = verdicts("Pa fath o ddaearu sydd gan Huw Jones yng Nghaerwys?", [ours, theirs],
                   draft="Dim cofnod gen i. Gwiria'r EICR.", today=MAY)
    assert got["theirs"][0] is False
    assert got["ours"][0] is True


def test_a_reply_to_a_quoted_complaint_is_a_reply_to_a_complaint():
    quoted = "Reply to this: 'We booked the lambing day and it was cancelled on the morning. I want my money back.'"
    assert policy.complaint_reply(quoted)
    assert not policy.complaint_reply("Reply to this: 'Thanks for a lovely lambing day, we'll be back!'")  # a guard
    wish = cand("wish", "When drafting replies to complaints for Imogen, open with an apology and never promise a refund "
                        "in the first reply.", own=True)
    day = cand("day", "The next lambing day is Saturday 2026-05-23, 10:00-15:00, £12 a child.")
    got = verdicts(quoted, [wish, day], draft="Hi, I'm sorry to hear that. I've passed this on for a refund.", today=MAY)
    assert got["wish"][0] is True
