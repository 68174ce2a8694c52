"""A value asked for by its name (a time zone, a registration, a phone number), absences over the days a rota
fills, weekdays and whole months a plan covers, where supplies are bought from, a count multiplied out at a
record's price, quoted words that break nothing, clubs and units on their own books, a look-alike that lacks the
feature the turn names, namesakes, a word asked for in another language, a pastime beside advice, what "we" do,
a support-hours question in UK time, weekdays a record rules out against the days a draft picks, an absence told
beside its cover, and the write-up of a mishap. Cases written here (a city farm with a dairy and an education
centre), read by the real rules with the real embedding model. Every test fails at the previous rules; the
asserts marked "a guard" pass at both."""

from datetime import date

import pytest

from judge_svc import asking
from judge_svc import policy as judge
from retold import calendar, cues
from tests.helpers import cand, verdicts

UNKNOWN = "I don't have that stored; check with the farm office."
SEP = date(2026, 9, 21)


def test_the_time_zone_asked_for_by_name_is_answered_by_the_record_that_holds_one():
    zone = cand("zone", "Breed society registrar Ines Ferreira works from Lisbon on WET (UTC+0 in winter).")
    other = cand("other", "Ines Duarte of Duarte Agro supplies the goat mineral licks.")
    got = verdicts("what tz is ines in, want to ring her about the herd book", [zone, other],
                   draft="I'm not sure which Ines you mean; check her email signature.", today=SEP)
    assert got["zone"][0] is True
    assert got["other"][0] is False


def test_a_registration_asked_for_is_not_answered_by_the_driver_of_the_vehicle():
    fleet = cand("fleet", "Farm vehicles: KX19 HDF is the Land Rover with the tow bar, YB70 RTT the Kubota RTV.")
    driver = cand("driver", "Sam Osei, who drives the Land Rover to market, is on holiday 5-9 October 2026.")
    got = verdicts("whats the land rover's reg", [fleet, driver], draft=UNKNOWN, today=SEP)
    assert got["fleet"][0] is True
    assert got["driver"][0] is False and "registration" in got["driver"][2]


def test_the_kinds_of_value_a_turn_asks_for_and_a_record_holds():
    assert asking.values_asked("farriers number?? need to text him about friday") == {"phone"}
    assert asking.values_asked("Zeitzone von Ines?") == {"zone"}
    assert asking.values_asked("our acct no with harcourt feeds") == {"account"}
    # guards: a number that is no phone number, a word that only starts like one
    assert asking.values_asked("PO number for the fencing order") == set()
    assert asking.values_asked("regular order for the hens") == set()
    assert asking.holds_value("phone", "Farrier Dai Pugh takes bookings by text on 07700 900562.")
    assert not asking.holds_value("phone", "Shearing is booked for 2026-06-14 at 09:30.")
    assert asking.holds_value("zone", "She is in Auckland on NZST.")


@pytest.mark.parametrize("turn", [
    "Draft the animal-care rota for the week of 12 October.",
    "Sort out who's running the Saturday school sessions on the first three Saturdays of October.",
])
def test_an_absence_over_the_days_a_rota_fills_binds_it_whoever_it_names(turn):
    away = cand("away", "Kofi Mensah, senior keeper, is off from 3 to 18 October 2026.")
    later = cand("later", "Lena Brandt, education officer, is on leave 23 to 27 November 2026.")
    got = verdicts(turn, [away, later], draft="Mon-Fri: two keepers on feeds, one on mucking out; weekends: one keeper.",
                   today=SEP)
    assert got["away"][0] is True
    assert got["later"][0] is False  # (a guard: leave outside the rota's days)


def test_weekdays_of_a_month_and_whole_months_a_plan_covers():
    w = calendar.turn_when("Sort out who's running it on the first three Saturdays of October.", SEP)
    assert w.span == {(3, 10), (10, 10), (17, 10)}
    assert len(calendar.turn_when("Draft the lambing rota for January to March.", SEP).span) == 31 + 28 + 31
    assert calendar.turn_when("book the vet for October 12", SEP).span == set()  # a guard: one day, not a month


def test_where_the_task_s_supplies_are_bought_from_binds_an_order():
    supplier = cand("supplier", "Rennet and cultures are bought from Dairyline Supplies in Carlisle, account DL-5521.")
    rule = cand("rule", "Any single order over £750 needs sign-off from Maria Ekwueme before it is placed.")
    got = verdicts("Draft the order email for 12 L of the usual calf rennet plus 30 sachets of starter cultures, roughly "
                   "£1,100 all in.", [supplier, rule],
                   draft="Subject: Order request. Hello, please supply 12 L of calf rennet and 30 sachets of starter "
                         "culture, delivered to the dairy this week, and confirm price and lead time. Kind regards, Asha.",
                   today=SEP)
    assert got["supplier"][0] is True and got["rule"][0] is True


def test_a_count_multiplied_out_at_a_record_s_price_crosses_an_approval_limit():
    price = cand("price", "Oakline Timber (account OT-118) price: £4.20 per length for 1.8m treated fence post.")
    rule = cand("rule", "Purchase orders over £1,000 need Maria Ekwueme's approval.")
    got = verdicts("Raise a PO to Oakline for 300 x 1.8m fence post, delivery next week.", [price, rule],
                   draft="PO: 300 x 1.8 m treated fence posts, delivery next week.", today=SEP)
    assert got["rule"][0] is True and "1,260" in got["rule"][2]


def test_a_quoted_failed_to_is_no_breakdown():
    rules = calendar.record_rules("When Asha writes incident reports: no blame words such as 'careless' or 'failed to'.",
                                  own=True, today=SEP)
    assert rules.ranges == []
    assert calendar.record_rules("The egg incubator failed and is awaiting a part.", own=False, today=SEP).ranges


@pytest.mark.parametrize("theirs", [
    "At Ludlow Young Farmers Club (Asha is treasurer), anything over £150 needs two signatures.",
    "The Clee Hill site is on its own P&L; Tom Hale signs off spend there, up to £600 on his own.",
])
def test_a_club_office_or_a_unit_on_its_own_books_sets_no_limit_of_the_user_s(theirs):
    ours = cand("ours", "Spend over £500 needs a PO signed by Asha; over £3,000 the trustees co-sign.")
    got = verdicts("We need a new brooder lamp set, the quote is £900. Draft the purchase request.",
                   [ours, cand("theirs", theirs)], draft="Purchase request: brooder lamp set, £900.", today=SEP)
    assert got["ours"][0] is True
    assert got["theirs"][0] is False and "another organisation" in got["theirs"][2]


def test_a_look_alike_that_lacks_the_feature_the_turn_names_its_thing_by():
    ours = cand("ours", "The farm's partition trailer is an Ifor Williams HB506, reg KX15 TRL, with a full partition.")
    hired = cand("hired", "Brook Hire's trailer is also an Ifor Williams HB506, reg KX15 TLR, but it has no partition.")
    got = verdicts("whats the reg on our partition trailer, the show wants it", [ours, hired], draft=UNKNOWN, today=SEP)
    assert got["ours"][0] is True
    assert got["hired"][0] is False


def test_a_namesake_the_record_itself_tells_apart():
    me = cand("me", "Kofi Mensah wants dates written out in full.", True)
    own = cand("own", "Kofi Mensah's first-aid refresher is booked for 19 January 2027.")
    alike = cand("alike", "Kofi Asante at the Bristol farm, who also goes by Kofi, has his first-aid refresher on "
                          "4 November 2026.")
    got = verdicts("when's my first aid refresher", [me, own, alike],
                   draft="Refreshers are every three years; your certificate or the training provider will show the date.",
                   today=SEP)
    assert got["own"][0] is True
    assert got["alike"][0] is False


def test_a_look_alike_the_record_says_is_only_like_the_user_s():
    alike = cand("alike", "KX21 PMV is Lena Brandt's Kubota at the Bristol farm (same model and colour as Kofi's).")
    got = verdicts("Which fuel card am I meant to use for my Kubota, the farm one or the education one?", [alike],
                   draft="Use the card issued for that vehicle; check the card holder list in the farm office.", today=SEP)
    assert got["alike"][0] is False


@pytest.mark.parametrize("turn", [
    "Hoe zeg je 'rootstock' en 'grafting' in het Nederlands?",
    "Czym się różni DBS basic od enhanced?",
])
def test_a_word_or_a_difference_asked_in_another_language_takes_no_record(turn):
    orchard = cand("orchard", "Rootstock and grafting contact Lotte de Vries (Boomkwekerij Dijkman, Boskoop) is on Central "
                              "European Time and does not work Fridays.")
    dbs = cand("dbs", "Volunteer Jon Price's enhanced DBS check came back clear on 2 September 2026.")
    got = verdicts(turn, [orchard, dbs], draft="A general answer.", today=SEP)
    assert not any(ok for ok, *_ in got.values())


def test_a_pastime_does_not_answer_advice_on_it():
    swim = cand("swim", "Asha goes cold-water swimming at Barmouth lido on Sundays.", True)
    got = verdicts("What should I wear for cold-water swimming now it's getting colder?", [swim],
                   draft="A 3-5 mm wetsuit, neoprene gloves and socks, and a bright hat.", today=SEP)
    assert got["swim"][0] is False


def test_what_we_do_is_the_user_s_own_practice_even_when_the_draft_answers_generally():
    fee = cand("fee", "Autumn bouldering league entry is £12 per climber, of which the regional league takes £4 for "
                      "insurance.")
    got = verdicts("how much do we actually keep per entry after the league's cut", [fee],
                   draft="That's the entry fee minus whatever the league takes per climber. Tell me both figures and I'll "
                         "work out the net and the total.", today=SEP)
    assert got["fee"][0] is True
    assert not cues.analyse("how long do we allow for a changeover to 330s").generic
    assert cues.analyse("how long do you boil an egg").generic  # a guard: asked of the world


def test_support_hours_in_uk_time_are_asked_of_the_supplier_not_the_law():
    hours = cand("hours", "FarmTrack (herd software) runs support from Cape Town, 08:00-17:00 SAST (UTC+2), weekdays only.")
    got = verdicts("farmtrack support hours in uk time?", [hours],
                   draft="Most UK software suppliers run support roughly 9:00 to 17:30 UK time.", today=SEP)
    assert got["hours"][0] is True
    assert judge.JURISDICTION.search("max hours in the UK?")  # a guard: still the law's question


def test_an_account_number_stays_out_of_an_explanation():
    acct = cand("acct", "Cameron Balloons account number is CB-20417; parts come via Aerofabric, account AF-9923.")
    got = verdicts("Walk me through how a fabric grab test is done on a balloon envelope.", [acct],
                   draft="Pinch the fabric, pull with a calibrated gauge to the set load, and check for tearing.", today=SEP)
    assert got["acct"][0] is False


def test_weekdays_a_record_rules_out_and_the_days_a_draft_picks_in_an_open_window():
    # "never works Wednesdays" rules Wednesdays out (it was once read as the only days worked)
    never = calendar.record_rules("Lerato Dlamini never works Wednesdays or Thursdays (she is at university).",
                                  own=False, today=SEP)
    assert never.forbidden == {2, 3} and not never.allowed
    assert calendar.record_rules("From September 2026 Asha's day off is Monday (no longer Wednesday).", own=True,
                                 today=SEP).forbidden == {0}
    assert len(calendar.turn_when("Which days over the next fortnight?", SEP).span) == 15
    off = cand("off", "From September 2026 Asha's day off is Monday (no longer Wednesday).", True)
    got = verdicts("Need to fit 3 more school-group tours in before half term. Which days over the next fortnight?",
                   [off], draft="Monday and Wednesday next week, then Monday the week after, mornings for the groups.",
                   today=SEP)
    assert got["off"][0] is True and "draft's monday" in got["off"][2]


def test_an_absence_told_beside_its_cover_is_read_whole():
    text = "Ingrid is off from 12 to 16 October 2026; Marek Nowak covers her Ludlow Hall slots that week."
    # the part naming the hall holds no day of its own: it speaks of the first part's days
    assert judge._about_named(text, judge._names_in("the Ludlow Hall tuning rota")) == text
    # (a guard: parts that each hold their own days are still read for the one the task names)
    both = "Callum works Tuesday to Saturday and Aileen works Mondays and Thursdays."
    assert judge._about_named(both, {"ailee"}) == "Aileen works Mondays and Thursdays."
    away = cand("away", text)
    rule = cand("rule", "From October, Ludlow Hall pre-concert tunings must be finished by 17:00 (the stage locks at 17:15).")
    got = verdicts("Draft the Ludlow Hall tuning rota for the week of 12 October: concerts on Tuesday 13th and Thursday "
                   "15th, both 19:30 starts.", [away, rule],
                   draft="Tuesday 13 October: pre-concert tuning 14:00-17:30. Thursday 15 October: same slots.", today=SEP)
    assert got["away"][0] is True


def test_a_write_up_of_a_mishap_asks_for_an_incident_report():
    assert cues.document_kinds("Write up yesterday's tractor jam: stopped 14:10, back at 14:55, two loads lost.") \
        == ["incident", "report"]
    assert cues.document_kinds("Write up yesterday's open day: 140 visitors, great feedback.") == []  # a guard
    wish = cand("wish", "When writing incident reports, use the 5 Whys format and 24-hour times.", True)
    got = verdicts("Write up last night: the Land Rover clipped a gatepost on Mill Lane at 21:10, no injuries.", [wish],
                   draft="Last night at 21:10 the Land Rover clipped a gatepost on Mill Lane. No one was hurt.",
                   today=SEP)
    assert got["wish"][0] is True


def test_a_cover_plan_drafted_for_named_days_takes_who_is_away_or_never_works_then():
    assert "staffing" in cues.analyse("Draft the first-aid cover for the Saturday 3 October open day.").triggers
    assert "staffing" not in cues.analyse("Write the cover letter for the grant bid.").triggers  # a guard
    away = cand("away", "Jon Price is on paternity leave from 28 September to 2 November 2026.")
    never = cand("never", "Lena Brandt never works Wednesdays or Thursdays (she is at college).")
    got = verdicts("Draft the first-aid cover for the Saturday 3 October and Wednesday 7 October school visits.",
                   [away, never], draft="Saturday 3 October: Jon and Lena on first aid. Wednesday 7 October: Lena.",
                   today=SEP)
    assert got["away"][0] is True and got["never"][0] is True
