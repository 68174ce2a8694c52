"""Days typed short, windows of anything ruled out, places closed over days, an answer asked for by "reply to him",
who does the work of a trade the task writes to, temperatures past a store's limit, footage older than it is kept,
ages and weights asked about against an activity's limits, and a staffing ratio said with "to". Cases written here
(a brewery, a sports centre, a bakery, a farm shop, a museum, a climbing centre), read by the real rules with the real
embedding model. Every test fails at the previous rules; the asserts marked "a guard" pass at both."""

from datetime import date

from retold import calendar
from tests.helpers import cand, verdicts

JUNE = date(2026, 6, 9)  # a Tuesday


def test_tomorrow_typed_short_meets_a_freeze_on_that_day():
    freeze = cand("freeze", "Change freeze on the EPOS tills from 10 June to 14 June 2026 (stock count).")
    got = verdicts("gonna push the till software update tmrw's close, write the heads-up for the bar staff", [freeze],
                   draft="Heads-up: the till software updates after close tomorrow.", today=JUNE)
    assert got["freeze"][0] is True, got["freeze"]
    assert "10/6" in got["freeze"][2]
    # a guard: a day outside the window runs into nothing
    got = verdicts("gonna push the till software update on the 20th, write the heads-up for the bar staff", [freeze],
                   draft="Heads-up: the till software updates after close on the 20th.", today=JUNE)
    assert got["freeze"][0] is False


def test_a_window_of_anything_ruled_out_is_a_stretch_of_days():
    rules = calendar.record_rules("Stocktake: no click-and-collect (online orders) from 29 June to 2 July 2026; anything "
                                  "urgent needs Dana's OK.", today=JUNE)
    assert (29, 6, 2, 7) in rules.ranges
    # a guard: "no charge from 1 July" rules nothing out over a window
    assert calendar.record_rules("There is no charge from 1 July for members.", today=JUNE).ranges == []


def test_a_place_that_is_closed_over_its_days_binds_a_plan_there():
    closed = cand("closed", "Roof repairs run 17-19 June; the climbing wall is closed all three days.")
    got = verdicts("Priya wants to run a kids' climbing wall party on 18 June. reply to her", [closed],
                   draft="Hi Priya, 18 June works for us. Let me know numbers.", today=JUNE)
    assert got["closed"][0] is True, got["closed"]
    # a guard: another day
    got = verdicts("Priya wants to run a kids' climbing wall party on 25 June. reply to her", [closed],
                   draft="Hi Priya, 25 June works for us. Let me know numbers.", today=JUNE)
    assert got["closed"][0] is False


def test_reply_to_him_is_a_task_and_a_rate_in_pence_crosses_a_limit():
    limit = cand("limit", "Kofi can agree milk price changes up to 2p per litre; anything above 2p/L needs sign-off from "
                          "the MD, Ruth Adeyemi.")
    got = verdicts("Hollins Farm wants +3.5p a litre from August. reply to him", [limit],
                   draft="Hi, thanks for getting in touch. We can agree the increase from August.", today=JUNE)
    assert got["limit"][0] is True, got["limit"]
    assert "over the limit" in got["limit"][2]
    # a guard: a rise within the limit crosses nothing
    assert calendar.crosses("Hollins Farm wants +1.5p a litre from August. reply to him", limit.record.text) == ""


def test_who_does_the_work_of_the_trade_the_task_writes_to():
    caterer = cand("caterer", "From July 2026, volunteer-day lunches are catered by Orchard Kitchen (contact Sam Reid).")
    other = cand("other", "The museum shop reorders postcards from Hale Print every quarter.")
    got = verdicts("order the lunch for the volunteer day, draft the email to the caterer", [caterer, other],
                   draft="Hi, could you please provide lunch for 20 volunteers on the day? Thanks.", today=JUNE)
    assert got["caterer"][0] is True, got["caterer"]
    assert got["other"][0] is False
    # a guard: a word of that shape that names no trade
    from judge_svc.policy import trade_named
    assert trade_named("email the manager about it", "The kit is managed by Tom Hale.") == ""


def test_a_temperature_past_a_stores_limit():
    alarm = cand("alarm", "Bakery blast freezer: setpoint -22°C, alarm at -15°C; above -15°C for more than 20 minutes "
                          "is an excursion and needs a written report to Lena the same day.")
    got = verdicts("blast freezer showed -12 from 03:10 to 03:50 last night. write the log entry", [alarm],
                   draft="Log: blast freezer reading noted overnight; door checked.", today=JUNE)
    assert got["alarm"][0] is True, got["alarm"]
    assert "temperature limit" in got["alarm"][2]
    # a guard: a fridge is not the freezer, and a reading inside the limit crosses nothing
    assert calendar.crosses("the fridge hit 4°C overnight", alarm.record.text) == ""
    assert calendar.crosses("blast freezer showed -20 at 03:10", alarm.record.text) == ""


def test_a_day_older_than_footage_is_kept():
    cctv = cand("cctv", "Gallery CCTV overwrites after 10 days; requests for footage go to security on form S-4.")
    got = verdicts("visitor wants cctv of the fall in the east gallery on 25 may. what do i tell him", [cctv],
                   draft="Tell him we will look into the footage and come back to him.", today=JUNE)
    assert got["cctv"][0] is True, got["cctv"]
    assert "past the 10 days" in calendar.kept_past("visitor wants cctv of the fall on 25 may", cctv.record.text, JUNE)
    # a guard: a day ahead is no day the footage of is asked for
    assert calendar.kept_past("book the gallery for 25 june", cctv.record.text, JUNE) == ""


def test_an_age_asked_about_against_an_activitys_minimum():
    leap = cand("leap", "Giant swing: minimum age 10, maximum weight 110 kg.")
    got = verdicts("reply to this parent: 'my daughter is 12, about 45kg, can she do the giant swing?'", [leap],
                   draft="Hi! Yes, the giant swing is great fun for her age.", today=JUNE)
    assert got["leap"][0] is True, got["leap"]
    # a guard: nothing asked about whether she may
    assert calendar.limits_asked("my daughter is 12 and loved the giant swing", leap.record.text) == ""


def test_a_staffing_ratio_said_with_to():
    ratio = cand("ratio", "Junior club staffing ratio: 1 coach to 8 children under 12.")
    got = verdicts("plan saturday's junior club session: how many coaches for 30 kids aged 9-11", [ratio],
                   draft="For 30 kids, 2-3 coaches should be plenty.", today=JUNE)
    assert got["ratio"][0] is True, got["ratio"]
    from judge_svc.policy import ratio_needs
    assert ratio_needs("plan the museum day: packed lunch order + how many staff for 40 kids",
                       "Day-camp staffing ratio: 1 staff to 12 students under 16.") == "40 at 1 per 12 need 4"
    # a guard: "to" between two counts of things is no ratio of people
    assert ratio_needs("how many staff for 40 kids", "Send 2 vans to 12 sites.") == ""
