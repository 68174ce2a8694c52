"""Someone away on a day the turn names whose record says who runs the work meanwhile, and a vehicle the turn names by
its number heavier than the weight limit of the way the turn names. Cases written here (a hotel kitchen, a quarry, a
farm), read by the real rules with the real embedding model. Every test fails at the previous rules; the asserts
marked "a guard" pass at both."""

from datetime import date

from tests.helpers import cand, verdicts

MARCH = date(2026, 3, 24)  # a Tuesday


def test_who_runs_the_work_while_someone_is_away_on_the_turns_day():
    away = cand("away", "Head gardener Ilse Maren is off 6-10 April 2026; Tomas Reyes runs the glasshouses meanwhile.")
    got = verdicts("draft the glasshouse briefing for the 8 April open day: tomato grafting demo, chilli tasting",
                   [away], draft="Briefing for 8 April: as planned.", today=MARCH)
    assert got["away"][0] is True, got["away"]
    # a guard: on a day outside the absence, nothing runs into it
    got = verdicts("draft the glasshouse briefing for the 14 April open day: tomato grafting demo, chilli tasting",
                   [away], draft="Briefing for 14 April: as planned.", today=MARCH)
    assert got["away"][0] is False


def test_a_vehicle_heavier_than_the_limit_of_the_way_the_turn_names():
    truck = cand("truck", "Tipper T7 is a Volvo FMX, 32 tonnes gross weight when loaded.")
    bridge = cand("bridge", "Mill Race Lane bridge has an 18 tonne weight limit.")
    other = cand("other", "The weighbridge at the quarry gate is calibrated every March.")
    got = verdicts("quickest way to get T7 to the Hollin farm job, via Mill Race Lane?", [truck, bridge, other],
                   draft="Mill Race Lane is the most direct route; allow 20 minutes.", today=MARCH)
    assert got["truck"][0] is True and got["bridge"][0] is True, got
    assert "over the 18 t limit" in got["bridge"][2]
    assert got["other"][0] is False
    # a guard: a lighter vehicle runs into no limit
    van = cand("van", "Van V2 is a Transit, 3.5 tonnes gross weight.")
    got = verdicts("quickest way to get V2 to the Hollin farm job, via Mill Race Lane?", [van, bridge],
                   draft="Mill Race Lane is the most direct route; allow 20 minutes.", today=MARCH)
    assert "over the" not in got["bridge"][2]


def test_a_price_and_the_share_of_it_paid_together_give_what_is_paid():
    fee = cand("fee", "Junior squad membership fee for 2026 is £480 per season.")
    share = cand("share", "The club's trust funds 75% of every junior squad membership fee; families pay the other 25%.")
    kit = cand("kit", "Junior squad kit is ordered from Hallam Sports by 1 May.")
    got = verdicts("Mr Osei asking what he'll actually pay this season for Kofi (new junior squad). draft him a reply",
                   [fee, share, kit], draft="Dear Mr Osei, the junior squad membership is around £500 a season.",
                   today=MARCH)
    assert got["fee"][0] is True and got["share"][0] is True, got
    assert "share" in got["share"][2]
    assert got["kit"][0] is False
    # a guard: a share of another thing's price pairs with nothing
    other = cand("other", "The trust funds 50% of tournament travel costs for under-12s.")
    got = verdicts("Mr Osei asking what he'll actually pay this season for Kofi (new junior squad). draft him a reply",
                   [fee, other], draft="Dear Mr Osei, the junior squad membership is around £500 a season.", today=MARCH)
    assert got["other"][0] is False
