"""Equipment out of use over a stretch it names, a freeze on a choice of things not to change and on a kind of work
over a week, a booked service that takes a vehicle off the road on one coming day, "next tues" read both ways, a
month named whole for who is away, a closure of a kind of work a plan names (not a call about it), codes joined in a
list, a freeze on what the turn names by its acronym, a closure of a thing the draft uses, a secret kept from the
user's organisation by its name, someone away on other days than a leave request, the user's own leave asked about
in other languages, how-to and ideas questions read as general, a money limit against a report its holder writes,
codes listed in one bracket, "each ... has its own", two namesakes and the one that fits the turn, someone on a visit
the lunch is for, whom to go to while a lead is away, a thing booked out on another day than the turn's, a month's
short name shared with a leave record, days of work at a day rate against a sign-off limit, a day gone by ("since
Sunday"), a booking's diet against a bake for another day, and a kind of message named by its modifier alone. Cases written here (a canal boat hire firm with a
boatyard, a paint shop and a wharf cafe), read by the real rules with the real embedding model. Every test fails at
the previous rules; the asserts marked "a guard" pass at both."""

from datetime import date

from judge_svc import policy
from retold import calendar, cues
from tests.helpers import cand, classified, verdicts

OCT = date(2026, 10, 6)  # a Tuesday


def test_equipment_out_of_use_over_a_stretch_is_out_on_those_days_only():
    booth = calendar.record_rules("Paint shop out of use 12 Oct to 16 Oct 2026 (extractor fans being replaced): no "
                                  "two-pack or varnish spraying in that window.", today=OCT)
    assert booth.ranges == [(12, 10, 16, 10)]
    hull = calendar.record_rules("Hire boat Kingfisher is booked in at Trent Marine for its blacking on Thu 15 Oct 2026, "
                                 "out of the water all day.", today=OCT)
    assert hull.ranges == [] and hull.dates == {(15, 10)}
    broken = calendar.record_rules("The slipway winch is broken.", today=OCT)
    assert broken.ranges == [(1, 1, 31, 12)]  # a guard: out with no end in sight
    visit = calendar.record_rules("The card machine at the wharf cafe is out of service; the engineer visit is booked for "
                                  "2026-10-20 and until then we take cash only.", today=OCT)
    assert visit.ranges == [(6, 10, 20, 10)]  # a guard: out now, until a dated visit, not on that day alone


def test_a_freeze_on_a_choice_of_things_or_on_a_kind_of_work_reads_its_days():
    changes = calendar.record_rules("No pump or valve changes on boats B3/B4 from 19 Oct 2026 until the safety "
                                    "examination on 28 Oct.", today=OCT)
    assert calendar.FREEZE_RX.search("No pump or valve changes on boats B3/B4 from 19 Oct")
    assert changes.ranges == [(19, 10, 28, 10)]
    week = calendar.record_rules("Gas safety check 2 November - 6 November 2026: no hot or welding work in the yard "
                                 "that whole week.", today=OCT)
    assert week.ranges == [(2, 11, 6, 11)]
    assert not calendar.FREEZE_RX.search("No hot work without a permit.")  # a guard: a standing rule, no stretch


def test_a_booked_service_takes_a_vehicle_off_the_road_on_that_day():
    assert calendar.OUT_OF_USE_RX.search("Van V2 is booked in at Ashby Motors for its MOT on Monday 12 October")
    mot = cand("mot", "Van V2 (Transit, reg AB21 CDE) is booked in at Ashby Motors for its MOT on Monday 12 October "
                      "2026 from 08:00 and stays there all morning.")
    got = verdicts("put V2 on the monday morning linen run, Sam driving. give me the rota line", [mot],
                   draft="Mon 12 Oct - linen run: V2 (Transit van), driver Sam.", today=OCT)
    assert got["mot"][0] is True
    later = verdicts("put V2 on the wednesday linen run, Sam driving. give me the rota line", [mot],
                     draft="Wed 14 Oct - linen run: V2 (Transit van), driver Sam.", today=OCT)
    assert later["mot"][0] is False  # a guard: another day


def test_next_tues_said_on_a_tuesday_is_read_both_ways():
    when = calendar.turn_when("plan for next tues: reseal the lock gate paddles", OCT)
    assert {(6, 10), (13, 10)} <= when.days


def test_a_month_named_whole_counts_for_who_is_away():
    when = calendar.turn_when("who's out when in November? need to fill the rota", OCT)
    assert (20, 11) in when.month and (6, 10) not in when.month
    assert not calendar.turn_when("we may need a new rota", OCT).month  # a guard: "may" is no month
    leave = cand("leave", "Priya Shah (hire desk) is on leave 16-27 November 2026 (moving house).")
    got = verdicts("Draft a msg for the hire desk chat: who's out when in November so we can fill the gaps", [leave],
                   draft="Hi all - please reply by Friday with any November dates you're off.", today=OCT)
    assert got["leave"][0] is True


def test_a_closure_of_a_kind_of_work_binds_a_plan_that_does_it_not_a_call_about_it():
    booth = cand("booth", "Paint shop out of use 12 Oct to 16 Oct 2026 (extractor fans being replaced): no two-pack "
                          "or lacquer spraying in that window.")
    plan = "Draft next week's yard plan: re-lacquer Heron's roof panels, fit the new tiller on Swift, service Otter's " \
           "engine. Three of us, Mon–Fri."
    got = verdicts(plan, [booth], draft="Mon-Tue: sand and mask Heron's panels; Wed-Thu: lacquer coats; Fri: Swift's "
                                        "tiller and Otter's service.", today=OCT)
    assert got["booth"][0] is True
    call = verdicts("set up a call w/ Gemma about the lacquer order. I'm free 14:00-15:00 on the 13th, draft her an invite",
                    [booth], draft="Hi Gemma, could we talk about the lacquer order on 13 Oct, 14:00-15:00?", today=OCT)
    assert call["booth"][0] is False  # a guard: a call about the work does none of it


def test_codes_joined_in_a_list_name_each_of_them():
    assert policy.other_code("No pump or valve changes on boats B3/B4 from 19 Oct.", "new bilge pump for B4") is False
    assert policy.other_code("Fuel cards (B1 ending 1101, B4 ending 4404) have a £90 limit per fill.",
                             "fill limit on the B4 card?") is False
    assert policy.other_code("On B3 the bow thruster is disabled; B4 is not affected.", "B4 thruster ok?") is True  # a guard
    freeze = cand("freeze", "No pump or valve changes on boats B3/B4 from 19 Oct 2026 until the safety examination on "
                            "28 Oct.")
    got = verdicts("Quote's in for a new bilge pump on B4, £640 + VAT, the engineer can fit it Wed 21st. Raise the PO.",
                   [freeze], draft="PO: bilge pump for B4, £640 + VAT; fitting Wed 21 Oct.", today=OCT)
    assert got["freeze"][0] is True


def test_a_freeze_on_what_the_turn_names_by_its_acronym_binds_it():
    freeze = cand("freeze", "Documentation freeze: no changes to the Safety Management Manual from 12 Oct 2026 until "
                            "the licensing audit on 30 Oct.")
    got = verdicts("Ravi wants the mooring checks in SMM 3.1 tightened. Draft the amendment so we can issue it next "
                   "Wednesday.", [freeze], draft="Amendment to SMM 3.1: mooring lines checked at every handover.",
                   today=OCT)
    assert got["freeze"][0] is True


def test_a_closure_of_a_thing_the_draft_uses_binds_the_task():
    track = cand("track", "The towpath access road is open now but closes again for resurfacing 12 Oct - 23 Oct 2026.")
    got = verdicts("plan for next tues: clear the weed screen at lock 7 and patch the coping stones, I'll bring the "
                   "mixer down in the pickup", [track],
                   draft="1. Load mixer and sand. 2. Drive down the towpath access road to lock 7. 3. Clear the screen. "
                         "4. Patch the coping.", today=OCT)
    assert got["track"][0] is True


def test_a_secret_kept_from_the_organisation_by_name_is_kept_out():
    assert policy.SECRECY.search("She has an interview at Trent Cruising on 14 Oct. Nobody at Ashby Wharf knows.")
    assert policy.KEPT_QUIET.search("Nobody at Ashby Wharf knows.")
    secret = classified("secret", "Mira has an interview for the yard manager job at Trent Cruising on Wed 14 Oct. "
                                  "Nobody at Ashby Wharf knows.")
    other = cand("other", "Ben Ortiz (fitter) is on leave Mon 26 Oct to Fri 6 Nov 2026.")
    got = verdicts("Draft a short note to Ravi asking for Wed 14 Oct off as a day's annual leave, personal reasons.",
                   [secret, other], draft="Hi Ravi, could I please take Wed 14 Oct off as annual leave? Thanks, Mira",
                   today=OCT)
    assert got["secret"][0] is False
    assert got["other"][0] is False  # someone away on other days than the leave asked for


def test_the_users_own_leave_asked_about_in_other_languages():
    for turn in ("Napisz wiadomość do zespołu, kto przejmuje moje sprawy, kiedy będę na urlopie w listopadzie.",
                 "Escribe un mensaje al equipo: quién cubre mis tareas durante mis vacaciones.",
                 "Écris un message à l'équipe : qui me remplace pendant mes congés ?"):
        assert policy.OWN_AWAY.search(turn), turn
    own = cand("own", "Mira is on annual leave 9-20 November 2026 (Kraków, her brother's wedding).", own=True)
    got = verdicts("Napisz krótką wiadomość do zespołu, kto przejmuje moje sprawy, kiedy będę na urlopie w listopadzie.",
                   [own], draft="Cześć, w listopadzie będę na urlopie ([daty]). Moje sprawy przejmuje [imię].", today=OCT)
    assert got["own"][0] is True


def test_how_to_and_ideas_questions_are_general():
    for turn in ("how to check a gas locker for leaks after a refill? quick steps",
                 "best varnish for an exterior oak tiller, in wet weather?",
                 "need a one-hour knots session that's easier than splicing, for a group of beginners - ideas?"):
        assert cues.analyse(turn).generic, turn
    for turn in ("how to book the crane for friday?", "best contact for the Trent Marine job?"):
        assert not cues.analyse(turn).generic, turn  # a guard: the user's own process and people


def test_a_money_limit_does_not_bind_a_report_its_holder_writes():
    limit = cand("limit", "The yard manager may spend up to £400 per item alone; above £400 needs the owner, Ravi, to "
                          "sign; above £2,500 needs both partners.")
    got = verdicts("help me start my annual report as yard manager: intro paragraph + what I want to focus on next year",
                   [limit], draft="Intro: this year the yard kept the fleet running ... Focus: 1) ...", today=OCT)
    assert got["limit"][0] is False
    spend = verdicts("as yard manager, can I order the new winch for £1,100 today?", [limit],
                     draft="Yes, order it today.", today=OCT)
    assert spend["limit"][0] is True  # a guard: a spend over the limit


def test_each_thing_with_its_own_is_no_other_site():
    card = cand("card", "Each hire boat has its own fuel card (B1 ending 1101, B4 ending 4404) with a £90 limit per fill; "
                        "the receipt goes in the yard log the same day.")
    got = verdicts("per-fill limit on the B4 fuel card?", [card], draft="Check the card portal.", today=OCT)
    assert got["card"][0] is True


def test_of_two_namesakes_the_one_that_fits_the_turn_is_kept():
    skipper = cand("skipper", "Tom Lund (skipper) is on leave 16-27 November 2026 (his daughter's graduation in Leeds).")
    fitter = cand("fitter", "Tom Varga ('Vargs', yard fitter, not a skipper) is off 9-13 November 2026.")
    got = verdicts("Draft a msg for the skippers chat: who's out when in November so we can fill the gaps",
                   [fitter, skipper], draft="Hi all - please reply with any November dates you're off.", today=OCT)
    assert got["skipper"][0] is True
    assert got["fitter"][0] is False


def test_a_need_of_someone_on_the_visit_the_lunch_is_for():
    visit = cand("visit", "Oakfield Primary Year 4 visit on Thursday 22 October 2026, 10:00-13:00: 26 pupils and 3 "
                          "staff.")
    nuts = classified("nuts", "One pupil on the Oakfield Primary visit has a severe peanut allergy (carries an "
                              "EpiPen): nothing with nuts at the wharf that day.")
    got = verdicts("lunch for the school visit: order the usual from the wharf cafe, sandwiches and flapjacks. Can you "
                   "write the order?", [visit, nuts],
                   draft="Hello, please can we order sandwiches and flapjacks for 29 people on 22 October.", today=OCT)
    assert got["nuts"][0] is True


def test_whom_to_go_to_while_a_lead_is_away():
    lead = cand("lead", "Kasia Nowak (weekend lead) is off 16-25 October 2026; Dev Rao covers as weekend lead.")
    turn = "write a short msg for the weekend crew for sat 17th, first turnaround of half term, tell them who to go to " \
           "if there's a problem"
    got = verdicts(turn, [lead], draft="Hi all, Saturday 17th is our first half-term turnaround. Any problems, go to "
                                       "your lead.", today=OCT)
    assert got["lead"][0] is True
    later = verdicts(turn.replace("sat 17th", "sat 31st"), [lead],
                     draft="Hi all, Saturday 31st. Any problems, go to your lead.", today=OCT)
    assert later["lead"][0] is False  # a guard: she is back by then


def test_a_thing_booked_out_on_another_day_does_not_answer_a_route_tonight():
    service = cand("service", "Tug Otter is booked in at Trent Marine on Tue 20 Oct 2026 for servicing, out of the "
                              "water 08:00-17:00; Swift is the duty tug that day.")
    got = verdicts("quickest way from the wharf to lock 12 in Otter tonight around 22:00? river or canal?", [service],
                   draft="The canal is quicker at night if the locks are set; the river needs a tide check.", today=OCT)
    assert got["service"][0] is False
    assert calendar.collides(calendar.turn_when("put Otter on the lock 12 job on 20 Oct", OCT),
                             calendar.record_rules(service.record.text, today=OCT))  # a guard: that very day collides


def test_a_months_short_name_shared_with_a_leave_record_ties_nothing():
    leave = cand("leave", "Priya is off 5-16 Oct 2026; don't book her anything.")
    got = verdicts("write my out-of-office for wed 7 oct morning, back 1pm, urgent hire bookings to Sam", [leave],
                   draft="I'm out of the office on the morning of Wednesday 7 October, back at 1pm. For urgent hire "
                         "bookings please contact Sam.", today=OCT)
    assert got["leave"][0] is False


def test_days_of_work_at_a_day_rate_cross_a_sign_off_limit():
    assert calendar.crosses_total("treatment estimated at 14 bench days, start Mon 12 Oct",
                                  "Trust framework renewed in April: the day rate is now £390 ex VAT.",
                                  "Any job over £5,000 needs the owner's sign-off before work starts.")
    rate = cand("rate", "Trust framework renewed in April: the day rate is now £390 ex VAT.")
    rule = cand("rule", "Any job over £5,000 needs the owner's sign-off before work starts.")
    got = verdicts("Draft a short email to the Trust: hull repaint on Heron estimated at 14 bench days, we'd like to "
                   "start on Mon 12 Oct.", [rate, rule], draft="Dear Trust, Heron's repaint will take about 14 bench "
                                                              "days; we'd like to start on Monday 12 October.", today=OCT)
    assert got["rule"][0] is True and got["rate"][0] is True


def test_a_day_gone_by_is_no_day_the_task_is_on():
    desk = cand("desk", "Volvo Penta's service desk in Gothenburg is an hour ahead of UK time, staffed 07:00-16:00 "
                        "Swedish time, Monday to Friday.")
    got = verdicts("Draft an email to Volvo Penta service: Heron's engine has been overheating since Sunday, we want "
                   "an engineer. Propose a call today 16:30.", [desk],
                   draft="Dear Volvo Penta service, since Sunday Heron's engine has been overheating. Could we have a "
                         "call today at 16:30?", today=OCT)
    assert got["desk"][0] is True


def test_a_bookings_diet_does_not_bind_a_bake_for_another_day():
    hamper = cand("hamper", "Booking AW-26-1017 (Marsh family, day boat on Sat 17 Oct 2026): their youngest has a "
                            "severe nut allergy; the picnic hamper must be nut-free.")
    got = verdicts("need a flapjack recipe that works for 20 ppl, baking wed night", [hamper],
                   draft="Flapjacks for 20: 500 g oats, 250 g butter, 250 g golden syrup, 150 g sugar; bake 25 min at "
                         "180 C.", today=OCT)
    assert got["hamper"][0] is False


def test_a_kind_of_message_named_by_its_modifier_alone():
    assert policy.same_doc_kind("go/no-go message", "Draft the go/no-go for the skippers group.")
    assert not policy.same_doc_kind("crew update", "crew rota please")  # a guard: one plain word names no kind
    wish = cand("wish", "When drafting the go/no-go message to the skippers, put the decision (GO / NO-GO) in capitals "
                        "on the first line, then the reasons.", own=True)
    got = verdicts("Forecast for tomorrow on the river: gusts 28 kt, level 0.9 m on the gauge. Draft the go/no-go for "
                   "the skippers group.", [wish], draft="Tomorrow: hire boats GO with caution; gusts 28 kt, river level "
                                                      "0.9 m.", today=OCT)
    assert got["wish"][0] is True
