"""A place the record itself calls a sister one in an aside ("Kestrel Point (sister marina)"), another site's
kit told as "that site's ... not <the user's organisation>'s", and a code written in parts ("BR-2") found by the
way people type it ("br2"). Cases written here (a marina, a print works, a mountain rescue team), read by the real
rules with the real embedding model and by a real BM25 index. Every test fails at the previous rules and analyzer;
the asserts marked "a guard" pass at both."""

from datetime import date

from judge_svc import policy
from retrieval_svc.text import tokens
from tests.helpers import cand, verdicts
from tests.test_retrieval_pipeline import embedder, lexical_hits, record  # noqa: F401 (embedder: a fixture)

MAY = date(2026, 5, 12)  # a Tuesday


def test_a_place_the_record_calls_a_sister_one_in_an_aside_is_another_place():
    ours = cand("ours", "Overnight stays on the visitor pontoon cost £4.20 per metre, electricity included.")
    sister = cand("sister", "Kestrel Point (sister marina) visitor berths are £3.60 per metre per night.")
    got = verdicts("visitor berth per metre per night?", [ours, sister],
                   draft="Visitor berths usually run £3-£5 per metre per night.", today=MAY)
    assert got["sister"][0] is False
    assert "another" in got["sister"][2]
    # a guard: a sister of a person is no place
    assert not policy.ELSEWHERE.search("Her sister lives in Leeds and visits in June.")


def test_another_sites_kit_told_as_that_sites_not_ours_is_set_aside():
    ours = cand("ours", "Press 3 runs 350 gsm board at 6,000 sheets an hour at most; anything heavier goes on Press 1.")
    hired = cand("hired", "At the Leeds trade show the hired press ran 350 gsm board at 9,000 sheets an hour "
                          "(that site's machine, not Harbour & Vale's).")
    got = verdicts("350gsm job on press 3 - max speed?", [ours, hired],
                   draft="Heavy board usually runs at 5,000-8,000 sheets an hour.", today=MAY)
    assert got["ours"][0] is True
    assert got["hired"][0] is False
    assert policy.ELSEWHERE.search("(that site's machine, not Harbour & Vale's)")


def test_a_code_written_in_parts_is_found_typed_whole(embedder):
    recs = [record("br2", "Team vehicle BR-2 (Land Rover) is at the garage for a new winch until 14 May."),
            record("gr3", "Radio GR 3 is the spare handset kept in the base cupboard."),
            record("van", "The blue van is booked for the school run on Fridays.")]
    for analyzer, found in (("fold-prefix5-codes", True), ("fold-prefix5-initials", False)):
        got = lexical_hits(embedder, recs, analyzer, ["br2 back yet?", "where's gr3"])
        assert ({"br2", "gr3"} <= got) is found and "van" not in got
    # a guard: figures in a sum and a day's date are no code
    assert "chf6" not in tokens("CHF 6 400 for the survey")
    assert "sat6" not in tokens("Sat 6 Feb at 10:00")
