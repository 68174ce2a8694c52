"""Another place's way told as hearsay ("that's how Kelso do it"), the user's own side asked after ("for us?"),
an approver asked for as "the ok from", an auto-injector asked after by name, a service that takes no payments over
the days a task pays, an insurance claim weighed on a sum, an order total the draft works out against an approval
limit, a daily cap on items, the people a task names by the first word of their records, and a plan of the user's
own week. Cases written here (a dairy lab, a boatyard, a school trips office, a bakery wholesaler, a hospital
sterile services unit and a tree nursery), read by the real rules with the real embedding model. Every test fails at
the previous rules; the asserts marked "a guard" pass at both."""

from datetime import date

from judge_svc import policy
from retold import calendar, cues, gloss
from tests.helpers import cand, classified, verdicts

APR = date(2026, 4, 7)  # a Tuesday


def test_another_places_way_told_as_hearsay_gives_way_to_the_users_own():
    theirs = cand("theirs", "At the Kelso lab, butterfat tests run on the Milkoscan only after a 40 °C warm bath.")
    ours = cand("ours", "At Ravensdale, butterfat tests run on the Milkoscan after a 38 °C warm bath for 10 minutes.")
    got = verdicts("warm bath 38 or 40 before the milkoscan?? new starter from kelso says 40", [theirs, ours],
                   draft="Most labs warm samples to 38-40 °C; follow your SOP.", today=APR)
    assert got["ours"][0] is True
    assert got["theirs"][0] is False


def test_the_users_own_rule_answers_what_another_place_is_said_to_do():
    theirs = cand("theirs", "At the Hexham yard, apprentices may sign off antifouling jobs once a foreman has looked.")
    ours = cand("ours", "At Wearmouth only the yard foreman may sign off antifouling jobs; apprentices never sign off.")
    got = verdicts("Jack wants to sign off the antifouling on Merlin since Dave's looked at it - that's how Hexham do "
                   "it. ok?", [theirs, ours], draft="Yes, if a foreman has checked it.", today=APR)
    assert got["ours"][0] is True
    assert got["theirs"][0] is False
    # a guard: with no place told as hearsay, nothing of the kind is read
    assert not policy.HEARD_FROM.search("Jack wants to sign off the antifouling on Merlin. ok?")


def test_the_users_own_side_asked_after_sets_another_teams_record_aside():
    assert policy.OWN_SIDE.search("tues or weds nets for us??")
    reds = cand("reds", "Under-13 Greens (Raj Patel's side) have nets on Wednesdays at Moor Lane.")
    ours = cand("ours", "Under-13 Blues have nets on Tuesdays 17:30-19:00 at the Parkside indoor school.")
    kit = cand("kit", "Under-13 Blues kit bag lives in the Parkside pavilion store.")
    got = verdicts("tues or weds nets for us?? my brain is fried", [reds, ours, kit],
                   draft="I don't have your nets schedule.", today=APR)
    assert got["ours"][0] is True
    assert got["reds"][0] is False
    assert cues.SHORTHAND["weds"] == "wednesday"


def test_an_approver_asked_for_as_the_ok_from():
    assert "approval" in cues.shorthand_expansions("who do i need the ok from")
    assert not cues.OK_FROM.search("is that ok for you")  # a guard: an ok asked for is no approver
    rule = cand("rule", "Sunday baking shifts need approval from Corinne Aubert (operations director) by Wednesday 17:00.")
    got = verdicts("if i move the rye run onto a sunday who do i need the ok from and by when",
                   [rule], draft="Check with your production manager.", today=APR)
    assert got["rule"][0] is True


def test_an_auto_injector_asked_after_by_name_calls_for_the_allergy():
    allergy = classified("allergy", "Volunteer Ines Barros has a severe wasp sting allergy; EpiPen in her bag, a spare in "
                                    "the office first aid box.")
    got = verdicts("ines's spare epipen - where is it kept again", [allergy],
                   draft="I don't have that recorded. Spare auto-injectors are usually in the main first aid kit.",
                   today=APR)
    assert got["allergy"][0] is True


def test_a_service_taking_no_payments_over_the_days_a_task_pays():
    freeze = "Bank mandate change: online banking is read-only 8-15 Apr 2026; no payments can go out in that window."
    assert calendar.FREEZE_RX.search(freeze)
    bank = cand("bank", freeze)
    approval = cand("approval", "Spending approvals: up to £300 any officer; over £300 treasurer plus chair.")
    got = verdicts("Mo needs £480 of pruning saws, the supplier wants paying by Friday. What do I need to do?",
                   [bank, approval], draft="Approve it and pay by bank transfer.", today=APR)
    assert got["bank"][0] is True
    assert got["approval"][0] is True


def test_an_insurance_claim_weighed_on_a_sum_takes_the_excess():
    policy_rec = cand("policy", "Plant insurance with Hartwell Mutual: £3,000 excess per claim; claims within 21 days.")
    got = verdicts("the forklift clipped the racking, repair quote £2,200 + VAT. claim on the insurance?", [policy_rec],
                   draft="Yes, notify your insurer and send the quote.", today=APR)
    assert got["policy"][0] is True
    # a guard: a turn that weighs no claim takes nothing of it
    assert not policy.CLAIM_WEIGHED.search("repair quote £2,200 + VAT, book it in")


def test_an_order_total_the_draft_works_out_crosses_an_approval_limit():
    terms = cand("terms", "Millbrook Flour contract: prices held on T55 and stoneground wholemeal until 30 June 2026.")
    limit = cand("limit", "Purchase orders over £4,000 ex VAT need sign-off from Dana Whyte (finance director).")
    got = verdicts("raise a PO to Millbrook for 5t T55 and 1t stoneground wholemeal. whats the total + anything to "
                   "sort first", [terms, limit],
                   draft="I don't have Millbrook's prices. T55 runs about £700-800/t, so expect roughly £4,500-5,000 ex "
                         "VAT. Check prices before sending.", today=APR)
    assert got["limit"][0] is True


def test_a_daily_cap_on_items_crossed_by_the_count_a_turn_gives():
    assert calendar.crosses("Kemi says Thursday is 140 trays", "Washer cap is 120 trays per day; over 120 needs a "
                                                              "second shift.")
    cap = cand("cap", "Washer cap is 120 trays per day; anything over 120 needs Marta's sign-off and a second shift.")
    got = verdicts("Kemi says Thursday is 140 trays and she'll just push them through. Send her a quick ok?", [cap],
                   draft="Hi Kemi, OK to run all 140 trays on Thursday.", today=APR)
    assert got["cap"][0] is True


def test_the_people_a_task_names_take_the_records_they_lead():
    latex = cand("latex", "Rhiannon Jones (technician) has a latex allergy: nitrile gloves only when packing trays, "
                          "never the latex ones.")
    trainee = cand("trainee", "Bogdan Ilie (started 2 March 2026) has not yet passed his competency sign-off; until "
                              "then he does no packing of theatre trays and works on the washers only.")
    got = verdicts("thu am theatre trays: Rhiannon + Bogdan packing, Lee checking. write kit list + who does what",
                   [latex, trainee], draft="Rhiannon: packer. Bogdan: packer. Lee: checker. Kit: gloves, wrap, "
                                           "indicator tape.", today=APR)
    assert got["latex"][0] is True
    assert got["trainee"][0] is True


def test_a_plan_of_the_users_own_week_takes_their_working_days():
    assert calendar.turn_when("plan my week from mon 13th", APR).span >= {(13, 4), (17, 4)}
    days = cand("days", "In April 2026 Efa works Monday-Thursday, 10-hour days; Fridays off.", own=True)
    got = verdicts("plan my week from mon 13th - finish potting the whips then start the hedging orders", [days],
                   draft="Mon-Tue: potting. Wed-Fri: hedging orders.", today=APR)
    assert got["days"][0] is True


def test_siblings_and_continuous_work_in_other_languages():
    assert "siblings" in gloss.gloss("¿Y para hermanos?").split()
    assert "isolator" in gloss.gloss("ile teraz max w izolatorze bez przerwy?").split()
    assert {"what", "time"} <= set(gloss.gloss("Hoe laat gaan we vandaag open in de winkel?").split())


def test_the_only_kind_allowed_of_what_an_order_holds():
    gloves = classified("gloves", "Apprentice Osian has a latex allergy: nitrile gloves only in the bakehouse.")
    yeast = cand("yeast", "Fresh yeast is supplied by Lallemand, deliveries Tuesdays only; fridge holds 40 kg, reorder at "
                          "10 kg.")
    got = verdicts("put an order together for the bakehouse: 10 boxes disposable gloves size L, 12 oven cleaner, 5 packs "
                   "piping bags", [gloves, yeast],
                   draft="- 10 x disposable gloves, size L (box of 100)\n- 12 x oven cleaner 500 ml\n- 5 x piping bags\n"
                         "Send to your usual supplier with the PO number.", today=APR)
    assert got["gloves"][0] is True


def test_the_records_of_the_very_unit_a_task_names_by_its_number():
    state = cand("state", "3106 is off the road with a failed alternator; the new one is due Thursday 16 April 2026.")
    got = verdicts("Draft a quick email to Priya booking 3106 in for its tacho calibration on Wed 15th pls", [state],
                   draft="Hi Priya, could you book 3106 in for its tacho calibration on Wednesday 15 April?", today=APR)
    assert got["state"][0] is True
    # a guard: a year or a sum is no unit
    assert not {m.group(1) for m in policy.UNIT_NUMBER.finditer("the 2026 plan costs £4500 over 3 hrs")}


def test_a_stock_take_with_no_goods_in_binds_an_order_left_till_then():
    take = "Year-end stock take 16-18 Apr 2026: no goods-in at all on those three days."
    assert calendar.FREEZE_RX.search(take)
    stock = cand("stock", take)
    got = verdicts("Diesel tank says 2,100 L this morning. ok to leave the order till Thursday 16th?", [stock],
                   draft="2,100 L is plenty for a few days; Thursday should be fine.", today=APR)
    assert got["stock"][0] is True


def test_a_thing_not_to_be_booked_over_its_window():
    repair = cand("repair", "The big marquee is being re-roofed 13-24 Apr 2026: no bookings in that window.")
    price = cand("price", "Hire of the big marquee costs £420 per day including set-up.")
    got = verdicts("The Pughs want a big marquee hire for their party Sat 18 Apr. draft them a yes with the price",
                   [repair, price], draft="Hi both, yes, Saturday 18 April works. Price: £420.", today=APR)
    assert got["repair"][0] is True


def test_a_rule_forbidding_what_the_draft_brings_in():
    rule = cand("rule", "No sodium hypochlorite in any student cleaning kit; the neutral cleaner is kept in the store.")
    tiles = cand("tiles", "Pool surround tiles are cleaned daily before opening; wet areas are mopped twice.")
    got = verdicts("write the casuals a cleaning sheet for the pool surround: tiles, drains, then the changing village. "
                   "products + safety steps", [rule, tiles],
                   draft="Pool surround cleaning: 1. Sweep tiles. 2. Mop with diluted sodium hypochlorite. 3. Flush "
                         "drains. Gloves and goggles on.", today=APR)
    assert got["rule"][0] is True


def test_treats_brought_for_a_group_take_its_members_allergy_by_what_they_hold():
    assert "feeding" in cues.analyse("Ava's dad wants to bring birthday cupcakes for the Tuesday group").triggers
    allergy = classified("allergy", "Under-10 Reds player Mila K. has a severe nut allergy; her EpiPen is in the team "
                                    "medical bag; no nut products at training or matches.")
    got = verdicts("what treats should I bring for the team after saturday's match, want cheap - thinking jaffa cakes, "
                   "snickers minis & satsumas", [allergy],
                   draft="Jaffa cakes and satsumas are cheap and popular; Snickers minis are a fine treat.", today=APR)
    assert got["allergy"][0] is True


def test_a_surname_given_by_its_initial_and_the_group_the_turn_names_pick_the_person():
    brennan = classified("brennan", "Oliver Brennan (Stage 2, Thursday 17:45) has a severe sesame allergy; his EpiPen "
                                    "is at reception.")
    bennett = classified("bennett", "Oliver Bennett (Stage 4, Monday 18:30) has no known allergies.")
    got = verdicts("Oliver B's dad wants to bring birthday cupcakes for the Thursday 17:45 group after the lesson, what "
                   "do I tell him?", [brennan, bennett],
                   draft="That's lovely: cupcakes can go in the café after the lesson, with ingredients labelled.",
                   today=APR)
    assert got["brennan"][0] is True
    assert got["bennett"][0] is False


def test_a_weekend_day_cut_short_before_a_part_of_the_day_and_a_setting_that_is_no_date():
    JUNE = date(2026, 6, 22)  # a Monday
    when = calendar.turn_when("Sat arvo I'll backwash filter 2 and drop the pH setpoint to 7.3", JUNE)
    assert when.days == {(27, 6)}
    assert calendar.turn_when("the sun is out this afternoon", JUNE).weekdays == set()  # a guard: a word, no day
    freeze = cand("freeze", "Plant change freeze 26-28 June 2026 (regional gala): no set-point changes, no backwash "
                            "during sessions.")
    got = verdicts("Sat arvo I'll backwash filter 2 and drop the pH setpoint to 7.3, write me the job sheet", [freeze],
                   draft="Job sheet, Saturday afternoon: 1) Backwash filter 2. 2) Set pH to 7.3.", today=JUNE)
    assert got["freeze"][0] is True


def test_a_question_for_closing_time_takes_the_hours():
    assert policy.HOURS_ASKED.search("who's closing and what time do we shut")
    hours = cand("hours", "Winter hours from 1 November 2026: weekdays 07:00-21:00, weekends 08:00-18:00.")
    leave = cand("leave", "Deputy manager Farah Iqbal is on annual leave 2-13 November 2026; Dom covers her Saturday "
                          "closes while she is away.")
    got = verdicts("put together the closing line for the rota, Sat 7 Nov: who's closing and what time do we shut",
                   [hours, leave], draft="Sat 7 Nov close: [name], building shut 20:00.", today=date(2026, 10, 26))
    assert got["hours"][0] is True
    assert got["leave"][0] is True


def test_a_mishap_told_with_the_time_and_day_it_happened_is_an_incident_report():
    assert cues.event_write_up("write this up for the file: lad slipped on the boat ramp quarter past 4 sun, grazed "
                               "his knee, Sam did first aid")
    wish = cand("wish", "When Carys writes incident reports: past tense, third person, 24-hour times, only what was "
                        "observed.", own=True)
    got = verdicts("write this up for the file: lad slipped on the boat ramp quarter past 4 sun, grazed his knee, Sam "
                   "did first aid, dad took him home. ramp was prob slimy", [wish],
                   draft="Incident report: On Sunday at about quarter past four a boy slipped on the boat ramp.",
                   today=APR)
    assert got["wish"][0] is True


def test_a_post_selling_a_thing_takes_the_figures_held_on_it():
    cap = cand("cap", "Winter membership cap for 2026 is 400; 371 sold as of 1 April; after that, the waiting list.")
    prices = cand("prices", "Winter membership prices from the March board: Adult £95, Junior £50, Family £210.")
    got = verdicts("draft an insta post to sell the last winter memberships before Easter, make it punchy",
                   [cap, prices], draft="Last chance! Winter memberships are going fast. Grab yours now!", today=APR)
    assert got["cap"][0] is True
    assert got["prices"][0] is True


def test_times_after_dark_in_the_months_named_at_a_place_kept_to_daylight():
    lights = cand("lights", "Hollin Fields has no floodlights; no sessions there after sunset.")
    hire = cand("hire", "Hollin Fields grass pitch bookings go through the parks office: £35 per session, changing rooms "
                        "included.")
    got = verdicts("U13s asked to move their thurs training to Hollin Fields from December, 17:30-19:00, saves us the 4G "
                   "money. can you draft the booking request?", [lights, hire],
                   draft="Dear Parks Bookings, we would like to book Hollin Fields every Thursday 17:30-19:00 from "
                         "December.", today=date(2026, 9, 14))
    assert got["lights"][0] is True and "after dark" in got["lights"][2]
    # a guard: the same times in June are daylight
    got = verdicts("U13s asked to move their thurs training to Hollin Fields from June, 17:30-19:00. can you draft the "
                   "booking request?", [lights], draft="Dear Parks Bookings, ...", today=date(2026, 4, 14))
    assert "after dark" not in got["lights"][2]


def test_notice_runs_from_the_day_the_user_waits_until():
    rule = "Moorside 4G hire: £80/hour; cancellations need at least 48 hours' notice or the full slot is charged."
    mon = date(2026, 9, 14)  # a Monday
    assert calendar.too_soon("fine if I wait till friday to decide and cancel our slot for sat 19th?", rule, mon)
    assert not calendar.too_soon("fine to cancel our slot for sat 19th?", rule, mon)  # a guard: from today it is in time
    assert cues.AUTHORITY.search("fine if i wait till friday")
    hire = cand("hire", rule)
    got = verdicts("forecast looks grim for sat 19th - fine if I wait till friday to decide and cancel our 4G slot then?",
                   [hire], draft="Yes, waiting until Friday is sensible.", today=mon)
    assert got["hire"][0] is True


def test_one_person_set_against_another_sets_no_record_apart():
    freeze = cand("freeze", "Rotas for w/c 26 Oct 2026 lock at 12:00 Tue 20 Oct; after that any change needs Lena "
                            "Okafor's signature (not Dan Reilly's).")
    got = verdicts("Dan wants shifts 14 and 21 swapped for w/c 26 Oct. I'll do it Wednesday when I'm back in, ok?",
                   [freeze], draft="Sounds fine: swap them and reissue the rota.", today=date(2026, 10, 12))
    assert got["freeze"][0] is True
    assert not policy.ELLIPTICAL_NOT.match("not Zofia's area")  # a guard: whose area it is not still sets it apart
    # a guard: a figure that says whose it is not, with no person's noun before it, is still another place's
    other = cand("other", "Fraserburgh market's buyer levy is 2.5% flat (comparison figure for a board paper, not "
                          "Skerrahaven's).")
    got = verdicts("whats the buyer levy again?", [other], draft="I don't have your levy rate.", today=APR)
    assert got["other"][0] is False


def test_a_go_ahead_given_on_the_phone_meets_a_rule_on_written_approval():
    assert cues.implied_words("Brightwell just phoned, 'yes fine go ahead' on the menu card proof") == ["verbal",
                                                                                                        "approval"]
    rule = cand("rule", "Nothing goes to print without a signed approval in ProofHQ or a written email approval on the "
                        "job; verbal approvals do not count.")
    got = verdicts("Brightwell just phoned, 'yes fine go ahead' on the menu card proof. Can you write a quick note to the "
                   "print room so they run it this afternoon?", [rule],
                   draft="Hi all, Brightwell have approved the menu card proof by phone. Please run it this afternoon.",
                   today=APR)
    assert got["rule"][0] is True


def test_a_site_named_after_whose_it_is_is_another_place():
    assert policy.site_place("At the co-op's Kelso plant, loads over 6 °C are turned away.") == "Kelso"
    theirs = cand("theirs", "At the co-op's Kelso plant, tankers dipping above 6 °C are rejected outright and bay 2 is "
                            "kept for organic milk.")
    ours = cand("ours", "Any tanker whose dip temperature is above 7 °C is held at intake until the QA lab releases it; "
                        "it may not be unloaded to a silo before release.")
    got = verdicts("Tanker just dipped at 8.1. Can I send it to silo 3 or not?", [theirs, ours],
                   draft="8.1 °C is over the usual 7 °C limit for raw milk; check with QA.", today=APR)
    assert got["ours"][0] is True
    assert got["theirs"][0] is False
    assert calendar.turn_when("Tanker just dipped at 8.1.", APR).days == set()  # a reading, no date


def test_the_users_own_appointment_with_a_specialty_stays_out_of_a_note_to_others():
    appt = classified("appt", "Carys has a cardiology appointment at Morriston on 12 Aug 2026 and is missing that "
                              "evening's committee meeting because of it.", own=True)
    assert "sensitive:health" in appt.record.facets
    got = verdicts("help me word a short msg to the committee that I can't make the meeting on the 12th. no reasons, "
                   "just apologies", [appt], draft="Apologies, I can't make the meeting on the 12th.",
                   today=date(2026, 8, 3))
    assert got["appt"][0] is False
    # a guard: a nurse on the cardiology ward is no health detail of hers
    ward = classified("ward", "Rosa is a staff nurse on Ward 14 (cardiology step-down) at St Aidan's.", own=True)
    assert "sensitive:health" not in ward.record.facets


def test_a_matter_the_user_wants_kept_from_the_team_stays_out_of_a_message_to_them():
    assert policy.SECRECY.search("He has a dental surgery on Wed 4 Nov and wants it kept from the team.")
    secret = cand("secret", "Tomos has a dental surgery in Leeds on the morning of Wed 4 Nov 2026 and wants it kept "
                            "from the team.", own=True)
    got = verdicts("write a msg for the workshop whatsapp: I'm out Wed 4 Nov morning, Kamil in charge till 13:00",
                   [secret], draft="Hi all, I'm out Wednesday morning; Kamil's in charge till 13:00.",
                   today=date(2026, 10, 19))
    assert got["secret"][0] is False
