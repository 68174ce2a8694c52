"""Calendar reading on wordings of this file's own: the days a turn names, the days a
record rules out, and their collision."""

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
