"""Calendar reading on wordings of this file's own: the days a turn names, the days a
record rules out, and their collision."""

from datetime import date

import pytest

from retold import calendar as cal


@pytest.mark.parametrize("turn,record,collides", [
    ("Can we do the fitting on Friday 12 March?", "Lena is away at a trade fair from 9 to 14 March.", True),
    ("Can we do the fitting on Friday 16 March?", "Lena is away at a trade fair from 9 to 14 March.", False),
    ("Book the van for the 3rd", "The van is in the garage 1-5 June for its MOT, so it is off the road.", True),
    ("Put Mr Okoro in for Thursday", "Dr Amal works Mondays, Tuesdays and Fridays only.", True),
    ("Put Mr Okoro in for Tuesday", "Dr Amal works Mondays, Tuesdays and Fridays only.", False),
    ("Can we deliver on Sunday?", "The loading bay takes no Sunday deliveries.", True),
    ("Schedule the kiln for 2027-08-20", "The studio is closed 2027-08-18 to 08-25 for the holidays.", True),
    # days in parentheses are somewhere else, not the days the rule allows
    ("Book it for Wednesday", "Sam works at the lab on Tuesdays and Thursdays (Wednesdays at the annex).", True),
])
def test_turn_days_against_record_rules(turn, record, collides):
    assert bool(cal.collides(cal.turn_when(turn), cal.record_rules(record))) is collides


def test_weekday_spans_and_abbreviations():
    assert cal.weekdays_in("Open Mon–Thu 9-5 and Sat mornings") == {0, 1, 2, 3, 5}
    assert cal.weekdays_in("Nothing about days here.") == set()
    assert not cal.turn_when("How long should bread dough rest?")


@pytest.mark.parametrize("turn,record,hit", [
    ("Overtime this week comes to about £610.", "Any overtime over £500 in a week needs the area manager's sign-off.", True),
    ("Overtime this week comes to about £410.", "Any overtime over £500 in a week needs the area manager's sign-off.", False),
    ("We'd offer her the usual $250 fee.", "Fees over CA$200 need the station manager's approval.", True),
    ("It's an 18% bigger trench.", "Opening more than 10% extra needs the consultant's approval.", True),
    ("The 7.5 t lorry is booked on the 10:30.", "The relief boat takes no vehicle over 3.5 t.", True),
    ("Spend is $3k on the stand.", "Spending over $5,000 goes to the board.", False),
    # caps stated as a ceiling, a budget or "up to"
    ("There's a used kiln going for €2,400, should I buy it?", "Our ceiling for a second kiln is €1,800.", True),
    ("There's a used kiln going for €1,500, should I buy it?", "Our ceiling for a second kiln is €1,800.", False),
    ("We'll have 65 people at the wake.", "The function room holds up to 50 people.", True),
    ("Can I put $900 on the card?", "Card budget: $1,000 a month.", False),
    # a load limit: "safe working load", "SWL"
    ("The new client weighs about 160 kg.", "Treatment couches in rooms A and B have an SWL of 150 kg.", True),
    ("The new client weighs about 140 kg.", "Treatment couches in rooms A and B have an SWL of 150 kg.", False),
])
def test_amounts_crossing_a_limit(turn, record, hit):
    assert bool(cal.crosses(turn, record)) is hit


@pytest.mark.parametrize("turn,record,hit", [
    # a count of any kind of thing against a limit on that same kind: "stalls", "beds", "pallets"
    ("Can we put out 10 stalls on the green?", "A pitch with more than 6 stalls needs a second fire marshal.", True),
    ("Can we put out 5 stalls on the green?", "A pitch with more than 6 stalls needs a second fire marshal.", False),
    ("We're sending 14 pallets on Friday.", "Loads of more than 12 pallets go by the artic, not the rigid.", True),
    # a span of time or a measure is no count of things
    ("Book the hall for 5 days from the 3rd.", "Any booking with more than 3 days' notice needs a deposit.", False),
])
def test_counts_of_a_kind_of_thing_crossing_a_limit_on_it(turn, record, hit):
    assert bool(cal.crosses_count(turn, record)) is hit
    assert bool(cal.crosses(turn, record)) is hit


@pytest.mark.parametrize("turn,record,hit", [
    ("Can the crew start at 7:15 on Monday?", "No machines may run on site before 08:00.", True),
    ("Can the crew start at 8:15 on Monday?", "No machines may run on site before 08:00.", False),
    ("Drop it round at 10pm", "Deliveries: nobody takes them after 21:00.", True),
    ("Meet at 2 on Friday?", "No meetings before 09:30.", False),  # a bare "at 2" is too vague
])
def test_times_of_day_against_not_before_and_not_after(turn, record, hit):
    assert bool(cal.clock_clash(turn, record)) is hit


@pytest.mark.parametrize("turn,record,hit", [
    # a window the record keeps: before it, after it, inside it
    ("Pick up the cores from the lab at 4pm.", "Core lab reception is open 7am to 3pm.", True),
    ("Pick up the cores from the lab at 2pm.", "Core lab reception is open 7am to 3pm.", False),
    ("Hand the keys over at 06:45.", "The gatehouse is manned 07:00-19:00, Monday to Friday.", True),
    # a window kept on other days than the turn names says nothing about them
    ("Hand the keys over on Saturday at 06:45.", "The gatehouse is manned 07:00-19:00, Monday to Friday.", False),
    # an overnight window
    ("Start the pour at 23:30.", "The night batching desk is staffed 22:00-06:00.", False),
    ("Start the pour at 08:30.", "The night batching desk is staffed 22:00-06:00.", True),
    # an end of cover on named days
    ("Can the barge leave at 21:40 this Saturday?", "On Saturdays the lock keeper's shift ends at 20:00.", True),
    ("Can the barge leave at 21:40 this Thursday?", "On Saturdays the lock keeper's shift ends at 20:00.", False),
    ("Deliver it at 17:10.", "The weighbridge closes at 16:30.", True),
    # a bare "at 5" is no time
    ("Deliver it at 5.", "The weighbridge closes at 16:30.", False),
])
def test_times_outside_the_hours_a_record_gives(turn, record, hit):
    assert bool(cal.hours_clash(turn, record)) is hit


def test_hours_kept_in_another_zone_are_read_on_their_own_clock():
    desk = ("The press supplier's service line in Singapore is answered 09:00-18:00 local time (UTC+8); "
            "Ana works from Lisbon (Europe/Lisbon).")
    july = date(2031, 7, 14)  # Lisbon is UTC+1 in July
    late = cal.hours_clash("I'll ring the service line on Tuesday at 14:00.", desk, july)
    assert "21:00 on its clock" in late
    assert not cal.hours_clash("I'll ring the service line on Tuesday at 08:30.", desk, july)  # 15:30 there


def test_an_amount_under_the_limit_leaves_the_rule_unbound():
    rule = "Any overtime over £800 in a week must be signed off by the director."
    assert cal.stays_under("about £520 on top this week", rule)
    assert not cal.stays_under("about £920 on top this week", rule)
    assert not cal.stays_under("extra cover this week", rule)  # no amount stated: the rule may bind


@pytest.mark.parametrize("text,expected", [
    ("Who's on the desk this Friday?", {(6, 4)}),            # the coming Friday
    ("Can you cover tomorrow evening?", {(3, 4)}),
    ("Is the hall free on Saturday?", {(7, 4)}),
    ("Book it for next Tuesday", {(3, 4), (10, 4)}),           # both ways people read it
    ("Anything on this weekend?", {(7, 4), (8, 4)}),
    ("Let's meet on Saturday 19 April", {(19, 4)}),           # a dated weekday is that date
    ("The plants perked up after the weekend rain.", set()),  # "the weekend" may be the last one
])
def test_days_named_relative_to_the_turns_date(text, expected):
    from datetime import date

    assert cal.turn_when(text, date(2029, 4, 2)).days == expected  # Monday 2 April 2029


def test_relative_days_collide_only_with_a_clock():
    from datetime import date

    record = cal.record_rules("Noor is on leave 2031-06-13 to 2031-06-20; Bram covers her shifts.")
    assert cal.collides(cal.turn_when("Who takes the late shift this Friday?", date(2031, 6, 9)), record)
    assert not cal.collides(cal.turn_when("Who takes the late shift this Friday?", date(2031, 6, 2)), record)
    assert not cal.collides(cal.turn_when("Who takes the late shift this Friday?"), record)  # no clock: weekday only


def test_a_stretch_of_days_collides_with_a_range_not_with_one_booked_date():
    from datetime import date

    when = cal.turn_when("Which days can I offer the garage in the next three weeks?", date(2031, 3, 12))
    assert len(when.span) == 22 and not when.days
    assert cal.collides(when, cal.record_rules("Rui is offshore 2031-03-24 to 2031-04-06.", own=True))
    assert not cal.collides(when, cal.record_rules("The neighbour's van is booked for 2031-03-20."))
    assert cal.collides(cal.turn_when("Can I use the van this Thursday?", date(2031, 3, 17)),
                        cal.record_rules("The neighbour's van is booked for 2031-03-20."))



def test_a_record_lists_short_weekday_names():
    rules = cal.record_rules("Ola only takes calls Tue & Thu 09:00-11:00; other slots are client sessions.", own=True)
    assert rules.allowed == {1, 3}
    assert cal.collides(cal.turn_when("Can we do a call on Wednesday 12 March?"), rules)
    # a lone "sat" is a verb, not Saturday
    assert cal.record_rules("Ola sat the exam last spring and works Mondays.", own=True).allowed == {0}


def test_the_next_n_sessions_of_a_weekly_group_span_n_weeks():
    from datetime import date

    w = cal.turn_when("Write the sign-up notice for the swim group, covering the next three sessions.", date(2031, 3, 3))
    assert (3, 3) in w.span and (24, 3) in w.span and (25, 3) not in w.span
    assert cal.collides(w, cal.record_rules("Coach Ana Ruiz is on annual leave from 2031-03-20 to 2031-04-02."))


@pytest.mark.parametrize("text,expected", [
    ("¿Podés venir el domingo 12 a las 9?", {(12, None)}),           # Spanish weekday + its day
    ("Zet het overleg op dinsdag 17 juni", {(17, 6)}),              # Dutch weekday and month
    ("Termin am 20. Juni, bitte", {(20, 6)}),                        # German "20. Juni"
    ("Liga pra ela amanhã cedo", {(11, 6)}),                         # Portuguese "tomorrow"
    ("Hẹn khách thứ Sáu 13/6 lúc 9 giờ", {(13, 6)}),                 # Vietnamese weekday, numeric date
    ("Nos vemos el lunes por la mañana", {(13, 6)}),                 # "por la mañana" is the morning
])
def test_day_words_of_other_languages(text, expected):
    from datetime import date

    assert cal.turn_when(text, date(2033, 6, 10)).days == expected  # Friday 10 June 2033


def test_numeric_dates_are_read_as_the_nearest_day_ahead():
    from datetime import date

    today = date(2034, 6, 20)
    assert cal.numeric_dates("runs on 2/7 and 4/7", today) == {(2, 7), (4, 7)}   # July, not February
    assert cal.numeric_dates("the meeting on 7/2", today) == {(2, 7)}           # month first reads the same day
    assert cal.numeric_dates("due 28/6", today) == {(28, 6)}
    assert cal.numeric_dates("about 3/4 of the tank", today) == set()          # no day near: a fraction
    assert cal.numeric_dates("version 1.2 ships", today) == set()


def test_a_bare_weekday_is_the_coming_one_and_a_habit_is_not():
    from datetime import date

    today = date(2034, 6, 20)  # a Tuesday
    assert cal.turn_when("Draft Thursday's running order", today).days == {(22, 6)}
    assert cal.turn_when("She plays on Thursdays", today).days == set()
    assert cal.turn_when("We met last Thursday", today).days == set()


@pytest.mark.parametrize("record,turn,collides", [
    ("The big kiln is out of service until 30 June; the small one still fires.", "Fire the glaze batch on 25/6", True),
    ("The big kiln is out of service until 30 June; the small one still fires.", "Fire the glaze batch on 3/7", False),
    ("The forklift has been broken since Tuesday; parts are on order.", "Unload the pallets on 23/6", True),
    ("Room 4's projector is under repair (expected end of June).", "Book room 4 for 12/7", False),
    ("Juror duty: Amira is on jury service 22-24 June.", "Put Amira on the rota for 23/6", True),
])
def test_equipment_out_of_use_and_other_absences(record, turn, collides):
    from datetime import date

    got = cal.collides(cal.turn_when(turn, date(2034, 6, 20)), cal.record_rules(record))
    assert bool(got) is collides


def test_amounts_with_the_currency_after_them_and_codes_beside_symbols():
    assert cal.crosses("das Angebot liegt bei 12.400 €", "Quotes above EUR 10,000 need the director's approval")
    assert not cal.crosses("das Angebot liegt bei 8.900 €", "Quotes above EUR 10,000 need the director's approval")
    assert cal.crosses("Total: ¥180,000", "Orders over ¥150,000 need the manager's stamp")
    assert cal.crosses("It comes to 1 250 SEK", "Spending over SEK 1,000 goes to Lars")
    assert cal.crosses("about $1,480 in parts", "Jobs over AUD 1,200 need a purchase order")  # one money, two spellings


def test_rest_between_an_end_and_the_next_start():
    rule = "Crew contract: everyone gets at least 11 hours off between shifts."
    assert cal.rest_clash("Lena finished the night job at 0300. Can she take the 0900 ferry shift?", rule)
    assert not cal.rest_clash("Lena finished at 1900. Can she take the 0800 shift?", rule)
    assert not cal.rest_clash("The 2034 plan starts at 09:00.", rule)          # a year is not a time
    assert not cal.rest_clash("Lena finished at 0300. Can she take the 0900?", "Give 48 hours' notice before sailing.")


def test_counts_of_a_kind_against_a_limit_on_that_kind():
    assert cal.crosses("A group of 18 asked to stay", "Groups of more than 10 pay a deposit.")
    assert not cal.crosses("A group of 8 asked to stay", "Groups of more than 10 pay a deposit.")
    assert cal.crosses("We expect 50 guests", "The hall takes at most 40 people.")
    assert not cal.crosses("We expect 50 chairs", "The hall takes at most 40 people.")  # another kind of thing


def test_away_until_a_day_and_equipment_in_the_shop():
    from datetime import date

    today = date(2034, 6, 20)
    away = cal.record_rules("Bursar Omar Said is in Cairo until 2034-07-01 and unreachable.")
    assert cal.collides(cal.turn_when("Pay the roofer on 26/6", today), away)
    assert not cal.collides(cal.turn_when("Pay the roofer on 3/7", today), away)
    van = cal.record_rules("The minibus is in the shop until 2034-06-24; use taxis meanwhile.")
    assert cal.collides(cal.turn_when("Take the choir in the minibus on 22/6", today), van)


def test_totals_a_turn_implies():
    cap = "Mia can approve orders up to EUR 20,000; above that the finance lead signs."
    price = "The 2034 tender for nitrile gloves is with Halden at EUR 6.40 per box."
    assert cal.crosses_total("Draft a purchase order for 4,000 boxes of nitrile gloves.", price, cap)
    assert not cal.crosses_total("Draft a purchase order for 2,000 boxes of nitrile gloves.", price, cap)
    budget = "The props budget for the tour is GBP 3,000; anything above needs the producer."
    assert cal.crosses_total("The hire is £700 more and we're at £2,600 so far. Add it?", "", budget)
    assert not cal.crosses_total("The hire is £300 more and we're at £2,600 so far. Add it?", "", budget)


def test_someone_somewhere_else_by_name_is_away():
    rules = cal.record_rules("Designer Ola Berg is in Bergen fitting another show from 10 to 14 March 2034.")
    assert rules.ranges == [(10, 3, 14, 3)]


def test_only_n_of_a_thing_and_limits_that_exceed():
    assert cal.crosses("Ship it in 9 CryoBox shippers", "Only 6 CryoBox shippers are available until June.")
    assert not cal.crosses("Ship it in 5 CryoBox shippers", "Only 6 CryoBox shippers are available until June.")
    assert cal.crosses("Put in a 4-hour sectional", "No rehearsal may exceed 3 hours.")
    assert cal.record_rules("The only audiometer is in Napier every Monday and Friday.").forbidden == {0, 4}


def test_deadlines_ranges_over_new_year_and_weeks_of_a_month():
    from datetime import date

    due = cal.record_rules("The club's annual accounts are due at the registry by 2034-10-15.")
    assert due.deadline == (10, 15)
    assert cal.collides(cal.turn_when("I'll drop the accounts at the registry on Friday the 16th", date(2034, 9, 30)), due)
    assert not cal.collides(cal.turn_when("I'll drop the accounts at the registry on the 12th", date(2034, 9, 30)), due)
    winter = cal.record_rules("Kim is on parental leave 2034-12-12 to 2035-01-20.")
    assert cal.collides(cal.turn_when("The launch is on 2035-01-05", date(2034, 11, 1)), winter)
    assert (5, 2) in cal.turn_when("the first week of Feb", date(2035, 1, 10)).span
    assert cal.record_rules("Chief engineer Ana Voss is out 2034-06-27 through 2034-07-07.").ranges == [(27, 6, 7, 7)]
    assert cal.crosses_total("4 days with a digger at NZ$680/day", "", "Purchases up to NZ$2,500 per order.")


def test_an_amount_crosses_another_records_limit_only_on_the_same_quantity():
    limit = "Loan agreements for works insured at more than EUR 200,000 need the director's signature."
    assert cal.crosses_same("'Dune at Noon' is insured at EUR 260,000 for the Oslo loan.", limit)
    assert not cal.crosses_same("The museum's annual budget was raised to EUR 900,000.", limit)   # another quantity
    assert not cal.crosses_same("Works insured at more than EUR 500,000 need the board.", limit)  # a limit, not an amount


@pytest.mark.parametrize("turn,record,crossed", [
    # caps in other words than "up to" / "max"
    ("Load the 3.8 t generator onto trailer T-4", "Trailer T-4 is limited to 3.5 t since the axle repair.", True),
    ("Put the 900 kg crate on shelf 3", "Shelf 3 is placarded to 750 kg.", True),
    ("Put the 600 kg crate on shelf 3", "Shelf 3 is placarded to 750 kg.", False),
    ("Run hall C at 2.1 MW tonight", "Hall C must stay under 1.8 MW until the new feeder is in.", True),
    ("Order 12 chairs, 4,100 CZK in total", "Team leads can sign orders up to 5,000 CZK on their own.", False),
    ("Order chairs for 6,200 CZK", "Team leads can sign orders up to 5,000 CZK on their own.", True),
])
def test_caps_in_several_wordings(turn, record, crossed):
    assert bool(cal.crosses(turn, record)) is crossed


def test_a_count_at_the_turns_own_unit_price():
    rule = "Ward managers may order stock up to 3,000 SEK without a requisition."
    assert "over the limit" in cal.crosses_total("Raise an order for 40 pillows at 85 SEK each", "", rule)
    assert cal.crosses_total("Raise an order for 30 pillows at 85 SEK each", "", rule) == ""
    assert "over the limit" in cal.crosses_total("12 lamps from Ljusa at €310 apiece, please", "",
                                                  "Orders over €3,000 need the director.")


@pytest.mark.parametrize("turn,record,short", [
    ("Book the crane lift for Thursday 9 April", "Crane lifts need a lift plan approved at least 10 days in advance.", True),
    ("Book the crane lift for Thursday 23 April", "Crane lifts need a lift plan approved at least 10 days in advance.", False),
    ("The caterer can do tomorrow", "Caterers must be booked two weeks ahead.", True),
    ("Schedule the shutdown for Monday", "Customers get five business days' notice of any shutdown.", True),
    ("Ship the acid drums today at 15:00", "Acid shipments must be declared at least 24 hours before departure.", True),
    ("Ship the acid drums on 20 April", "Acid shipments must be declared at least 24 hours before departure.", False),
    ("Ship the acid drums today", "Acid drums go in the blue store.", False),  # no notice asked
])
def test_notice_a_rule_asks_for(turn, record, short):
    from datetime import date
    today = date(2031, 4, 3)  # a Thursday
    assert bool(cal.too_soon(turn, record, today)) is short


def test_out_of_service_until_a_day():
    rules = cal.record_rules("The 30 t excavator's overhaul has been extended; it is expected back in service on 14 May.")
    assert cal.collides(cal.When(days={(12, 5)}), rules)
    assert not cal.collides(cal.When(days={(16, 5)}), rules)


def test_a_unit_price_after_a_sign_and_equipment_that_is_down():
    assert "over the limit" in cal.crosses_total("Kan ik 12 extra diensten à €300 inplannen?", "",
                                                  "Extra shifts above €3,000 a week need the manager.")
    assert "over the limit" in cal.crosses_total("Book 8 tickets @ $70 for the crew", "", "Spend over $500 needs approval.")
    rules = cal.record_rules("The spectrometer is down (laser failed); nothing runs on it until 2031-04-20.")
    assert cal.collides(cal.When(days={(10, 4)}), rules) and not cal.collides(cal.When(days={(22, 4)}), rules)


def test_this_month_and_next_month_are_kept_apart_from_other_stretches():
    from datetime import date

    w = cal.turn_when("Who signs it this month?", date(2031, 4, 27))
    assert w.month == {(27, 4), (28, 4), (29, 4), (30, 4)} and not w.span
    assert len(cal.turn_when("next month", date(2031, 12, 3)).month) == 31


def test_a_qualifying_word_between_a_number_and_its_unit():
    assert cal.crosses("Load 42 gross tonnes", "Ramp 3 is limited to 40 gross tonnes.")
    assert "over the limit" in cal.crosses_running("pull another 12 tonnes", "Logged so far this month: 31 wet tonnes.",
                                                   "The consent caps the harvest at 40 wet tonnes a month.")


def test_won_rupiah_and_dot_grouped_thousands():
    assert cal.amounts("Rp 864.000.000") == [("Rp 864.000.000", "IDR", 864000000.0)]
    assert cal.crosses("Their quote is ₩52,000,000", "Anything over ₩50,000,000 needs the board.")
    assert cal.crosses("Their quote is KRW 52,000,000", "Anything over ₩50,000,000 needs the board.")


def test_a_count_in_words_at_a_unit_price_in_lira():
    assert "over the limit" in cal.crosses_total("Order two new tugs at ₺140,000 each.", "",
                                                  "Any ramp equipment purchase over ₺250,000 needs sign-off.")


def test_each_way_against_a_round_trip_limit():
    rule = "Field trips longer than 150 miles round trip need the deputy head's approval."
    assert "190 there and back" in cal.crosses("It's about 95 miles each way.", rule)
    assert not cal.crosses("It's about 70 miles each way.", rule)


def test_allocations_and_reference_amounts_cap_and_a_requested_slot_needs_notice():
    from datetime import date

    assert cal.crosses_running("duty and VAT of about €46,000", "€212,400 was committed as of this morning.",
                               "The guarantee reference amount is €250,000.")
    assert cal.crosses("Burn 1.5 million Sm3", "gas allocation cut to 1,200 kg") == ""  # other units do not mix
    assert cal.too_soon("Draft the request for a physical inspection on Monday morning.",
                        "Inspection requests must be filed at least three working days before the requested slot.",
                        date(2031, 4, 3))


def test_nothing_of_a_kind_before_a_date():
    rules = cal.record_rules("Drenched on 2031-04-01; 35-day withholding, so no lambs can go to slaughter before 2031-05-06.")
    assert cal.collides(cal.When(days={(18, 4)}), rules) and not cal.collides(cal.When(days={(8, 5)}), rules)


def test_currency_names_after_the_amount_and_a_total_that_stands_at():
    assert cal.amounts("a fee of 3,000 złoty") == [("3,000 złoty", "PLN", 3000.0)]
    assert cal.amounts("about 250 euros") == [("250 euros", "€", 250.0)]
    assert "over the limit of 30,000" in cal.crosses_running(
        "The choir asks 6,500 złoty for the evening.", "Visiting ensembles' fees committed so far this year: 24,900 PLN.",
        "This year's budget for visiting ensembles is 30,000 PLN.")
    assert "over the limit" in cal.crosses_running(
        "The joinery quoted HUF 610,000 for the new frames.", "As of 3 May, the frames budget line stands at HUF 2,500,000.",
        "The frames budget line is capped at HUF 3,000,000.")


def test_a_limit_on_each_purchase_is_not_what_a_running_total_fills():
    rule = "The club may spend up to €800 per purchase without the committee, within its season kit budget of €5,000."
    held = "As of 1 April, €4,700 of the €5,000 season kit budget is committed."
    why = cal.crosses_running("Three new oars at €150 each, please order them.", held, rule)
    assert "comes to 5,150, over the limit of 5,000" in why   # the season budget, not the €800 per purchase
    assert not cal.crosses_running("One new oar at €150, please order it.", "As of 1 April, €4,700 is committed.",
                                   "The club may spend up to €800 per purchase without the committee.")


def test_a_count_on_top_of_a_count_held_crosses_a_cap_on_it():
    cap = "Park permit cap: 2,400 vehicle entries per season on the upper road."
    held = "Vehicle entries on the upper road this season: 2,310 as of 2031-07-01."
    assert "over the cap of 2,400" in cal.crosses_running_count("A rally club wants to bring 120 vehicles up next week.",
                                                                held, cap)
    assert not cal.crosses_running_count("A rally club wants to bring 60 vehicles up next week.", held, cap)
    # nothing held (no running figure), or a count of another thing, crosses nothing
    assert not cal.crosses_running_count("A rally club wants to bring 120 vehicles up.", "Vehicle entries were high in 2030.", cap)
    assert not cal.crosses_running_count("A choir of 120 singers wants to visit.", held, cap)


def test_koruna_and_kronor_after_the_amount():
    assert cal.amounts("sleva 4 000 Kč") == [("4 000 Kč", "CZK", 4000.0)]
    assert cal.crosses("It comes to 9,200 kr.", "Purchases over SEK 8,000 need the head's signature.")


def test_a_count_of_things_of_one_size_and_all_the_turn_adds_together():
    assert ("three 25-litre", "l", 75.0) in cal.totals("Order three 25-litre drums of glycol.", "")
    assert "over the limit of 500" in cal.crosses_running("Order three 25-litre drums of glycol.",
                                                          "The stocktake on 2 May counted 430 l of glycol.",
                                                          "The fire certificate allows at most 500 l of glycol in store.")
    assert "over the limit of 90" in cal.crosses_running("Add the winch (14 kg) and the 8 kg spares box to the load.",
                                                         "Loaded so far: 70 kg.", "The trailer may carry at most 90 kg.")
    assert "over the limit of 25" in cal.crosses_running("Give the beds another 8 mm tonight.",
                                                         "Applied so far this week: 20 mm.", "Watering is capped at 25 mm per week.")
    assert cal.amounts("about 900 pesos") == [("900 pesos", "PESO", 900.0)]
    assert cal.crosses("It comes to 2,100 pesos.", "Anything over MXN 2,000 needs the treasurer.")


def test_a_freeze_or_leave_from_a_day_with_no_end_date_runs_on():
    rules = cal.record_rules("Change freeze from 2031-03-02 until the audit is over: no parameter changes.")
    assert cal.collides(cal.When(days={(9, 3)}), rules)
    assert not cal.record_rules("Since 2031-05-01 the consultation fee is $55, up from $45.").ranges  # a price, not a stretch
    assert not cal.record_rules("From 1 March 2031 the shop is closed on Saturdays.").ranges          # a weekly rule


def test_counts_written_in_words_are_read_as_numbers():
    assert cal.with_digits("about nine hours, three more crates, twenty-five guests") == \
        "about 9 hours, 3 more crates, 25 guests"
    assert cal.with_digits("no one else, one of the vans, the two of us") == "no one else, one of the vans, the 2 of us"
    assert "over the limit of 16" in cal.crosses_running("The late shift would put me on about six hours of overtime.",
                                                         "Overtime logged this month so far: 11 hours.",
                                                         "Overtime is capped at 16 hours per person per month.")


def test_a_capacity_and_a_level_read_from_it_take_the_turns_amount():
    # "holds" states what a vessel takes; a dip states what is in it now
    assert "over the limit of 2,500" in cal.crosses_running("Send 1,800 litres of heating oil up to the hostel.",
                                                            "Tank dip on 3 March: 900 litres.",
                                                            "The hostel's oil tank holds 2,500 litres.")
    assert not cal.crosses_running("Send 1,200 litres of heating oil up to the hostel.",
                                   "Tank dip on 3 March: 900 litres.", "The hostel's oil tank holds 2,500 litres.")


def test_a_running_count_is_read_past_codes_days_and_measures():
    # "C2" is a unit's code and "9" a day; the count is the one number before the capped noun
    held = "Cold room C2 held 41 crates of vaccine on the night of 9 March 2031."
    cap = "Cold room C2 holds at most 48 crates."
    assert "over the cap of 48" in cal.crosses_running_count("The depot offers us 9 crates tomorrow. Can we say yes?", held, cap)
    assert not cal.crosses_running_count("The depot offers us 5 crates tomorrow.", held, cap)
    # "10 ml" is a measure of each vial, not the count of vials
    assert "over the cap of 500" in cal.crosses_running_count(
        "Order 90 more saline 10 ml vials for the ward.", "This week 430 saline 10 ml vials already received.",
        "Saline 10 ml vials are allocated: at most 500 vials per week.")


def test_a_budget_labelled_by_a_split_year_holds_its_own_running_total():
    record = "Parks works budget 2031/32 for the east meadows: €60,000, of which €52,500 was spent as of 2031-11-02."
    assert "over the limit of 60,000" in cal.crosses_running("The fencer quotes €9,000 for the new stiles.", record, record)
    assert not cal.crosses_running("The fencer quotes €6,000 for the new stiles.", record, record)


def test_a_running_list_of_peoples_totals_is_read_for_the_person_the_turn_names():
    log = "Duty hours this fortnight as of 12 March: Ngaio Parata 71 h, Ruben Hale 40 h, Ivy Chen 66 h."
    cap = "Fatigue rule: nobody may work more than 80 duty hours in a fortnight."
    assert "Ngaio's 71" in cal.crosses_running("Can Ngaio cover the twelve-hour night shift on Friday?", log, cap)
    assert not cal.crosses_running("Can Ruben cover the twelve-hour night shift on Friday?", log, cap)
    # "8 h" in a French draft is a time of day, not a number of hours
    assert not cal.amounts("Rendez-vous au quai à 8 h le mercredi.")


def test_a_cap_on_a_named_unit_and_a_total_counted_in_it_with_words_between():
    cap = "Hired excavator hours are capped at 150 per quarter for the north site."
    used = "By 2031-08-20 the north site had used 141 hired excavator hours this quarter."
    assert "over the limit of 150" in cal.crosses_running("Book the excavator for 16 hours next week.", used, cap)
    assert not cal.crosses_running("Book the excavator for 6 hours next week.", used, cap)


def test_an_amount_a_day_over_the_days_the_turn_names():
    log = "Volunteer driving logged this quarter as of 2031-06-01: 51 hours."
    cap = "Volunteer drivers are insured for at most 60 hours of driving per quarter."
    turn = "Can Bea drive the minibus on Friday the 6th and Saturday the 7th? It's about {} hours a day."
    assert "over 2 days" in cal.crosses_running(turn.format("five"), log, cap)
    assert not cal.crosses_running(turn.format("four"), log, cap)  # 8 more hours stays at 59
    assert not cal.crosses_running("Can Bea drive the minibus on Friday? It's about five hours a day.", log, cap)


@pytest.mark.parametrize("written, value", [
    ("a load of 18.500 kg", 18500.0),          # dots group thousands
    ("Rp 450.000 per crate", 450000.0),        # one dot group after a currency
    ("R$ 12.750,00 for the tanks", 12750.0),   # dot groups and a decimal comma
    ("₹4,25,000 for the lenses", 425000.0),    # lakhs
    ("a 3,5 t trailer", 3.5),                  # a decimal comma
    ("a 3.5 t trailer", 3.5),
    ("14 000 litres", 14000.0),                # spaces group thousands
    ("$2,400.75 in total", 2400.75),
])
def test_numbers_in_the_ways_people_write_them(written, value):
    assert [v for _, _, v in cal.amounts(written)] == [value]


def test_a_decimal_comma_is_not_read_as_the_digits_after_it():
    rule = "The launch stays ashore when swell is over 2.5 m."
    assert not cal.crosses("swell 1,8 m by morning", rule)
    assert cal.crosses("swell 2,8 m by morning", rule)
    assert cal.crosses("Voglio spedire 12.000 litri, cioè 12.000 litres in due cisterne",
                       "Any single shipment of more than 10,000 litres needs the plant manager's signature.")


@pytest.mark.parametrize("turn, record, crossed", [
    ("gusts of 16 m/s on the quay tomorrow", "No crane lifts when wind exceeds 13 m/s.", True),
    ("gusts of 9 m/s on the quay tomorrow", "No crane lifts when wind exceeds 13 m/s.", False),
    ("a 15 m mast on the trailer", "No crane lifts when wind exceeds 13 m/s.", False),  # metres are not metres a second
    ("forecast says 24-28 knots from the west", "The dinghies stay in above 18 knots.", True),
    ("the cold room read 7,2 °C at six", "Report anything above 5 °C in the cold room to Ines.", True),
    ("the cold room read 4 °C at six", "Report anything above 5 °C in the cold room to Ines.", False),
    ("a 75-minute session with the group", "No outdoor session longer than 60 minutes in the heat.", True),
])
def test_speeds_temperatures_and_minutes_cross_limits_in_their_own_unit(turn, record, crossed):
    assert bool(cal.crosses(turn, record)) is crossed


@pytest.mark.parametrize("turn, hit", [
    ("Crane crew is booked Saturday, 06:15 to 11:00, for the roof units.", True),    # a clock with no "at"
    ("Liefertermin morgen um 6.30 an der Rampe.", True),                              # "um" puts it at a time
    ("Levering i morgen kl. 06:45 ved porten.", True),
    ("Livraison demain à 6h15 au quai.", True),
    ("Crane crew is booked Saturday, 08:15 to 11:00, for the roof units.", False),
    ("The 2h job on the roof units needs the crane.", False),                          # a duration, not a time
])
def test_a_time_the_turn_sets_in_any_common_way_of_writing_it(turn, hit):
    assert bool(cal.clock_clash(turn, "No deliveries or lifts before 07:00 on the site (neighbours).")) is hit


def test_a_span_of_weekdays_in_a_rule_allows_every_day_of_it():
    assert cal.record_rules("The sound engineer works Tuesday-Saturday only.").allowed == {1, 2, 3, 4, 5}
    assert cal.record_rules("Open Friday to Monday only, over the winter.").allowed == {4, 5, 6, 0}
    when = cal.turn_when("Book the hall for Thursday the 17th.", date(2031, 4, 2))
    assert not cal.collides(when, cal.record_rules("The sound engineer works Tuesday-Saturday only."))
    assert cal.collides(cal.turn_when("Book the hall for Monday the 14th.", date(2031, 4, 2)),
                        cal.record_rules("The sound engineer works Tuesday-Saturday only."))


def test_a_day_of_every_month_rules_out_that_day_only():
    rules = cal.record_rules("Press service on the first Tuesday of every month: the press is down 06:00-12:00 that day.")
    assert rules.monthly == {(1, 1)} and rules.ranges == []
    on = cal.turn_when("Book the press run for Tuesday 3 June.", date(2031, 5, 20))
    off = cal.turn_when("Book the press run for Tuesday 10 June.", date(2031, 5, 20))
    assert "first tuesday" in cal.collides(on, rules) and not cal.collides(off, rules)
    last = cal.record_rules("The archive is closed on the last Friday of each month.")
    assert cal.collides(cal.turn_when("Can we visit the archive on Friday 27 June?", date(2031, 5, 20)), last)
    assert not cal.collides(cal.turn_when("Can we visit the archive on Friday 20 June?", date(2031, 5, 20)), last)


def test_a_stretch_of_dates_without_a_year_is_the_next_one_and_takes_the_days_in_it():
    when = cal.turn_when("There's a course in Leeds from 8 to 11 January; should I go?", date(2026, 11, 20))
    assert {(8, 1), (9, 1), (10, 1), (11, 1)} <= when.fixed
    booked = cal.record_rules("She is booked on the refresher in Buxton on 2027-01-09 and 2027-01-10.", own=True)
    assert cal.collides(when, booked) == "day 9/1 of the stretch is a day the record names"
    # a window to choose from is not taken by one booked day in it (above), a stretch of named dates is
    assert not cal.collides(cal.turn_when("Which days can I offer in the next three weeks?", date(2026, 11, 20)),
                            cal.record_rules("The van is booked for 2026-11-25."))


def test_a_day_after_a_licence_runs_out_collides_with_it():
    rules = cal.record_rules("Dev's forklift licence expires 2026-12-15; the renewal test is not booked.")
    assert rules.lapse == (12, 15)
    assert "runs out" in cal.collides(cal.turn_when("Dev drives the forklift on 18 December.", date(2026, 12, 1)), rules)
    assert cal.collides(cal.turn_when("Dev drives the forklift on 10 December.", date(2026, 12, 1)), rules) == ""


def test_a_stretch_with_words_between_its_ends_is_read_whole():
    # "until <something> starts on <date>": both ends, not an open stretch from the first
    rules = cal.record_rules("Stationery ordering is frozen from 2031-02-01 until the new budget year opens on 2031-04-01.")
    assert rules.ranges == [(1, 2, 1, 4)]
    # a time after the first date, and a named day with its date in brackets
    assert cal.record_rules("The kiln hall shuts down from 2031-07-10 18:00 to 2031-07-14 06:00 for relining.").ranges \
        == [(10, 7, 14, 7)]
    assert cal.record_rules("From 2031-06-02 through Founders' Day (2031-08-30) the annex is closed on Mondays.").ranges \
        == [(2, 6, 30, 8)]


def test_frozen_is_a_freeze_only_when_something_is_frozen_and_no_changes_is_one_too():
    assert cal.FREEZE_RX.search("Rate cards are frozen from 2031-03-01 to 2031-03-15.")
    assert not cal.FREEZE_RX.search("The Utrecht lab receives frozen samples Monday to Thursday.")
    assert cal.FREEZE_RX.search("No firmware releases and no rack moves in Hall 2 from 4 May to 8 May.")


def test_this_week_is_what_is_left_of_it():
    wed = date(2031, 3, 12)  # a Wednesday
    when = cal.turn_when("Can the network team push the new VLAN config this week?", wed)
    assert when.span == {(12, 3), (13, 3), (14, 3), (15, 3), (16, 3)}
    rules = cal.record_rules("Network change freeze from 2031-03-10 to 2031-03-21 for the core switch swap.")
    assert "falls in" in cal.collides(when, rules)
    assert cal.collides(cal.turn_when("Can they push it this week?", date(2031, 3, 24)), rules) == ""


def test_a_limit_said_as_limited_to_binds_a_count_of_people_of_any_kind():
    rule = "Until her lifeboat davit is repaired, the Marlin stays limited to 410 persons on board, crew included."
    assert "over the limit of 410" in cal.crosses("A school wants to bring 450 foot passengers on Friday's sailing.", rule)
    assert cal.crosses("A school wants to bring 300 foot passengers on Friday's sailing.", rule) == ""
    assert "over the limit of 8" in cal.crosses("We have 11 delegates for the tour.", "The tour is capped at 8 people.")


def test_days_listed_before_the_month_they_share():
    today = date(2031, 5, 5)
    away = "Priya is on annual leave Thursday 8 and Friday 9 May 2031; Tom covers the desk."
    assert cal.collides(cal.turn_when("Book a call with her on Thursday morning", today),
                        cal.record_rules(away, own=True, today=today)) == "same day 8/5"
    assert cal.record_rules("The hall is booked 3, 4 and 6 June.").dates == {(3, 6), (4, 6), (6, 6)}
    # the day after the listed ones is free
    assert not cal.collides(cal.turn_when("Book a call with her on Saturday", today),
                            cal.record_rules(away, own=True, today=today))


def test_a_stretch_that_names_only_its_end_in_a_later_year_runs_from_today():
    today = date(2031, 11, 17)
    away = "Julien, the exchange coordinator, is on parental leave until 12 Jan 2032."
    turn = cal.turn_when("Set up a call with the exchange coordinator on Tuesday at 9.", today)
    assert cal.collides(turn, cal.record_rules(away, today=today)).startswith("day 18 falls in 17/11-12/1")
    # with no year, or read with no day to count from, the stretch runs from the new year as before
    assert not cal.collides(turn, cal.record_rules(away))
    assert cal.record_rules("The kiln is down until 3 March.", today=today).ranges == [(1, 1, 3, 3)]


def test_the_week_commencing_a_day_is_the_seven_days_from_it():
    today = date(2031, 12, 30)
    week = cal.turn_when("make the kitchen rota w/c 5 jan, a senior chef on every service", today)
    assert {(d, 1) for d in range(5, 12)} <= week.span
    for said in ("rota for the week commencing Monday 5th January", "the week of Jan 5 pls", "W/C 5 January"):
        assert {(d, 1) for d in range(5, 12)} <= cal.turn_when(said, today).span, said
    # someone away over part of that week runs into it, not only on the day it starts
    away = "Head chef Rory is off 8-14 January 2032; Bea (sous chef) covers."
    assert cal.collides(week, cal.record_rules(away, today=today)) == "day 8/1 of the stretch falls in 8/1-14/1"
    # "the first week of Feb" keeps its own reading
    assert {(d, 2) for d in range(1, 8)} <= cal.turn_when("the first week of Feb", today).span
