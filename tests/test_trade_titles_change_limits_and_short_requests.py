"""A move of a setting larger, as a share of where it starts, than a rule lets through ("dry hop going 6.0 -> 7.0" and
"any recipe change of more than 8%"); a trade called by its site name ("the sparky") and a record opening with the
trade's title; a freeze on shutdowns of two kinds; readers typed short ("to the techs"); a message asked for by
naming it ("radio msg for ..."); and the day what a task writes about is due. Cases written here (a brewery, a
pottery, a laboratory, a tram depot), read by the real rules with the real embedding model. Every test fails at the
previous rules; the asserts marked "a guard" pass at both."""

from datetime import date

from judge_svc import policy
from retold import calendar, cues
from tests.helpers import cand, verdicts

MARCH = date(2026, 3, 24)  # a Tuesday


def test_a_move_larger_than_the_change_a_rule_lets_through_crosses_it():
    rule = "Cellar rule: any recipe change of more than 8% in hop rate needs Dagny's sign-off as head brewer."
    assert "17%" in calendar.crosses("draft a note to the brew team: IPA dry hop going 6.0 -> 7.0 g/L from next brew",
                                     rule)
    got = verdicts("draft a note to the brew team: IPA dry hop going 6.0 -> 7.0 g/L from next brew",
                   [cand("rule", rule)], draft="Hi all, from the next brew the IPA dry hop goes from 6.0 to 7.0 g/L.",
                   today=MARCH)
    assert got["rule"][0] is True, got["rule"]
    # a guard: a move inside the limit crosses nothing, nor does a stretch of days
    assert calendar.crosses("IPA dry hop going 6.0 -> 6.2 g/L", rule) == ""
    assert calendar.crosses("off from 2 to 13 April", rule) == ""


def test_a_trade_called_by_its_site_name_meets_the_record_its_title_opens():
    assert policy.trade_tokens("needs the sparky") == {"elect"}
    away = cand("away", "Electrician Ravi Shah is on leave 6-10 April 2026.")
    got = verdicts("rewire the kiln room sometime in April, 2 days, needs the sparky. pick the days", [away],
                   draft="Do it Mon 6-Tue 7 April, kilns cold from the Friday before.", today=MARCH)
    assert got["away"][0] is True, got["away"]
    # a guard: a name is no title ("Lina Okafor is off"), and a title the turn does not use ties nothing
    assert not policy.title_link("Lina Okafor is off 9-20 Feb.", {"lina"})
    assert not policy.title_link("Electrician Ravi Shah is on leave 6-10 April.", {"plumb"})


def test_a_freeze_on_shutdowns_of_two_kinds_is_a_freeze():
    text = "No planned water or power shutdowns in Block C from 13 to 17 April 2026 (inspection week)."
    assert calendar.FREEZE_RX.search(text)
    got = verdicts("plan the Block C power shutdown for the rewire sometime in Apr, which days?", [cand("freeze", text)],
                   draft="Take Monday 13 and Tuesday 14 April: the building is quiet then.", today=MARCH)
    assert got["freeze"][0] is True, got["freeze"]


def test_readers_typed_short_are_the_readers_a_wish_names():
    wish = cand("wish", "When writing shift messages for the lab technicians, Ola wants them written in Polish.", own=True)
    got = verdicts("draft a msg to the techs: need someone on the autoclave sat morning", [wish],
                   draft="Hi all, can someone cover the autoclave on Saturday morning? Let me know by Thursday.",
                   today=MARCH)
    assert got["wish"][0] is True, got["wish"]
    assert policy.readers_named("technician", "a note to the techs") and not policy.readers_named("technician", "to the team")


def test_a_message_asked_for_by_naming_it_is_a_task_and_its_kind():
    turn = "tannoy msg for platform 2 users: lift out of use, step-free route via platform 3"
    assert cues.nominal_request(turn) and cues.analyse(turn).task
    assert policy.same_doc_kind("tannoy message", turn)
    # a guard: a message handed on is no request
    assert not cues.nominal_request("Message for you: the depot called back.")


def test_the_day_what_a_task_writes_about_is_due_by_binds_it():
    due = cand("due", "Tram depot expense claims are due to Marta by the 5th of each month; late ones roll over.")
    got = verdicts("draft the expenses reminder for the crew this month", [due],
                   draft="Hi all, a reminder to get your expense claims in this month. Thanks!", today=MARCH)
    assert got["due"][0] is True, got["due"]
    assert "due by" in got["due"][2]


def test_a_child_told_by_age_in_a_message_is_under_a_minimum_age():
    limit = "Minimum age for pottery taster sessions is 12; under-16s come with an adult."
    turn = "reply pls: 'hi my daughter is 10 and loves clay, can she do a taster sat 11 apr? I'd stay with her'"
    assert "under the minimum age of 12" in calendar.crosses(turn, limit)
    got = verdicts(turn, [cand("limit", limit)],
                   draft="Hi! She'd be very welcome: book the Saturday 11 April taster online; all clay and aprons "
                         "are provided.", today=MARCH)
    assert got["limit"][0] is True, got["limit"]
    assert "age 10" in got["limit"][2]
    # a guard: a weight or a time after "is" is no age
    assert calendar.under_age("my son is 9 kg heavier", limit) == ""
    assert calendar.under_age("she is 10am at the wheel", limit) == ""


def test_a_plan_not_yet_agreed_sets_no_days_to_keep_to():
    from retold.v1 import common_pb2 as c
    idea = cand("idea", "A women-only pottery taster on Sunday evenings from May 2026 is being considered; not approved.")
    idea.record.status = c.RECORD_STATUS_UNCONFIRMED
    got = verdicts("reply pls: 'hi, can I do a pottery taster sat 11 apr? I'll bring my sister'", [idea],
                   draft="Yes: book the Saturday 11 April taster online.", today=MARCH)
    assert got["idea"][0] is False, got["idea"]
    # a guard: the same plan, agreed, is a rule on days
    agreed = cand("agreed", "Beginners' wheel classes run on Sunday evenings only.")
    got = verdicts("reply pls: 'can I book the beginners' wheel class on sat 11 apr?'", [agreed],
                   draft="Yes: book the Saturday 11 April wheel class online.", today=MARCH)
    assert got["agreed"][0] is True, got["agreed"]


def test_a_day_or_week_to_be_picked_asks_who_is_off_and_finds_them():
    from planner_svc.policy import plan
    from retold.embedding import get_embedder
    from tests.test_retrieval_pipeline import build, record, run
    inventory = [("schedule", "freezes, deadlines and scheduled dates"), ("people", "who is responsible"),
                 ("general", "other facts")]
    turn = "the roofers want to come sometime in May for the gutter job. which week shd I offer them?"
    gaps, why = plan(turn, "", inventory, 3)
    assert any("away" in g.query for g in gaps), (gaps, why)
    assert "calendar" in cues.analyse("plan my remaining edit days for the launch").triggers
    # a guard: asking the day names none to pick
    assert "calendar" not in cues.analyse("what day is it today?").triggers
    # the question the planner writes finds someone who is off on certain days, however the record words it
    embedder = get_embedder()
    recs = [record("off", "Marek is off every Friday until the end of June (agreed with Jo)."),
            record("van", "The long-wheelbase van is kept at the Hollins Road yard."),
            record("bins", "Green bins go out on alternate Tuesdays."),
            record("gutters", "The front gutters were last cleared in October.")]
    idx = build(embedder, recs)
    away = next(g.query for g in gaps if "away" in g.query)
    kept, _trace = run(embedder, idx, [away], k=2)
    assert "off" in [cd.record_id for cd in kept]
