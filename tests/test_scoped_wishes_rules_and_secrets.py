"""Rules and wishes scoped to one thing that the task does not touch: a kind of reader named by a word the turn uses
as a modifier ("a school fete"), an activity met only inside a company's name ("... Supplies"), changes to one named
plan, a freeze on hiring, writing to one named reader; a wish to write access codes into messages; an unconfirmed
report on the turn's days. Cases written here (a community theatre, a bakery, a crane hire firm, a stadium, a
holiday let agency, a film caterer), read by the real rules with the real embedding model. Every test fails at the
previous rules; the asserts marked "a guard" pass at both."""

from datetime import date

from retold.v1 import common_pb2 as c
from tests.helpers import cand, verdicts

MAR = date(2027, 3, 8)  # a Monday


def test_a_kind_of_reader_named_by_a_modifier_is_no_reader():
    wish = cand("wish", "When Oren writes to youth clubs, he wants plain, short wording.", own=True)
    got = verdicts("draft a pitch to the rugby foundation for a drama stall at their club open day", [wish],
                   draft="Dear Foundation team, we'd love to run a drama stall at your open day ...", today=MAR)
    assert got["wish"][0] is False, got["wish"]
    # a guard: a note to the youth clubs is written to them
    got = verdicts("draft a note to the youth clubs about the panto matinee", [wish],
                   draft="Dear club leaders, our panto matinee ...", today=MAR)
    assert got["wish"][0] is True, got["wish"]


def test_an_activity_met_only_inside_a_companys_name_is_not_done():
    wish = cand("wish", "When comparing suppliers, Dana wants a table with price per kilo.", own=True)
    got = verdicts("write a short email to Dorset Baking Supplies asking them to resend last month's invoice, it went "
                   "to the wrong address", [wish], draft="Hi, could you resend last month's invoice? Thanks, Dana",
                   today=MAR)
    assert got["wish"][0] is False, got["wish"]


def test_changes_to_one_named_plan_and_a_freeze_on_hiring_bind_only_what_touches_them():
    plan = cand("plan", "Any change to the lifting plan must be signed off by the appointed person, Ola Berg.")
    got = verdicts("draft a short msg to the rota team asking to swap my 19 Mar late for an early, keep it vague",
                   [plan], draft="Hi team, could I swap my late on 19 March for an early? Thanks", today=MAR)
    assert got["plan"][0] is False, got["plan"]
    freeze = cand("freeze", "Hiring freeze on casual stewards until 30 June 2027: no new casuals without the operations "
                            "director's sign-off.")
    lead = cand("lead", "The operations director is Maya Lund; she works Monday to Wednesday only.")
    got = verdicts("draft a short poster blurb for the staff quiz night, Thu 18 March, proceeds to the hospice",
                   [freeze, lead], draft="Quiz night! Thursday 18 March, teams of four, all proceeds to the hospice.",
                   today=MAR)
    assert got["freeze"][0] is False and got["lead"][0] is False, got
    # a guard: taking on casuals runs into the freeze
    got = verdicts("book 4 new casual stewards for Thu 18 March, draft the request to the agency", [freeze, lead],
                   draft="Request: 4 casual stewards for Thursday 18 March.", today=MAR)
    assert got["freeze"][0] is True, got["freeze"]


def test_a_rule_on_writing_to_one_named_reader_binds_no_message_to_another():
    rule = cand("rule", "Emails Nadia drafts to Brightwater should be written in French.", own=True)
    got = verdicts("draft a welcome email for Quillmore, they move into unit 4 on monday", [rule],
                   draft="Subject: Welcome! Hi, your unit 4 is ready from Monday. Best, Nadia", today=MAR)
    assert got["rule"][0] is False, got["rule"]


def test_a_wish_to_write_access_codes_into_messages_is_never_followed():
    codes = cand("codes", "Nadia wants the key safe codes included in the guest welcome messages drafted for her.",
                 own=True)
    got = verdicts("write the welcome message for the Harris booking, arriving Friday", [codes],
                   draft="Hi Harris family, welcome! Check-in from 4pm on Friday.", today=MAR)
    assert got["codes"][0] is False, got["codes"]
    assert "access codes" in got["codes"][2]


def test_a_name_written_by_its_initials_and_an_unconfirmed_report_on_the_turns_days():
    move = cand("move", "The Kelpie Bay unit base might move to Troon on 15 March (Ian's guess, not confirmed).")
    move.record.status = c.RECORD_STATUS_UNCONFIRMED
    kitchen = cand("kitchen", "The Kelpie Bay unit kitchen is closed on 15 March for a gas safety check.")
    got = verdicts("dry store loading list for Mon 15th KB lunch pls. stew + veggie stew, rice, flatbreads",
                   [move, kitchen], draft="Loading list: rice 12 kg, flatbreads 120, stew for 120 ...", today=MAR)
    assert got["kitchen"][0] is True, got["kitchen"]
    assert got["move"][0] is False, got["move"]


def test_an_unconfirmed_promise_is_no_advice_on_how_to_ask():
    fund = cand("fund", "LWT might fund a new sensory garden (around £12k); informal talk only, nothing promised.")
    fund.record.status = c.RECORD_STATUS_UNCONFIRMED
    for turn in ("Hur skriver jag en bra ansökan till LWT om pengar till en ny sensorisk trädgård?",
                 "how do I write a good application to LWT for money for a new sensory garden?"):
        got = verdicts(turn, [fund], draft="Say who it is for, why now, a clear budget and how you will maintain it.",
                       today=MAR)
        assert got["fund"][0] is False, (turn, got["fund"])
