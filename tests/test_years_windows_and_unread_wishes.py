"""A question on one year, and a record labelled with another; how two kinds differ, asked without a question mark;
how a thing works, asked in Polish with a word between; a word asked in Irish; a pastime and a question of its kind
asked "now"; a stretch of the day a rule bars, for a delivery planned inside it; a rule kept only after one hour or
before another, which is no "before" rule; a thing out of use on one day inside a week the user plans; two weekdays
with their days as a stretch, for a rota that meets a driver's leave; hours asked by that word alone; a two-letter
acronym of two long words; the planner on a week named by its day ("wk of the 9th"), a day of work to plan ("plan tmrw
at the bench"), the people to take along ("who do I take?"), an entry to log and a status asked with no question
mark; and a wish a person reads first (access codes handed to whoever asks, bitting codes in an email, everyone's
mobile numbers in the rota, an approval marked as given), which the gate sends to review and the judge, over gRPC,
keeps out of every answer. Cases written here (an apiary, a hospital store, a locksmith's, a funeral director's, a
bindery, an airfield), read by the real rules with the real embedding model, the real planner and the real judge and
activation gate over gRPC and SQLite. Every test fails at the previous rules; the asserts marked "a guard" pass at
both."""

from datetime import date

import grpc

from judge_svc.server import JudgeServicer
from planner_svc import policy as planner
from retold import calendar
from retold.v1 import activation_pb2 as a
from retold.v1 import common_pb2 as c
from retold.v1 import judge_pb2 as j
from retold.v1 import judge_pb2_grpc as jg
from tests.helpers import activation_env, cand, gate_decides, verdicts

OCT = date(2028, 10, 11)  # a Wednesday
INVENTORY = [("schedule", "schedule"), ("people", "people"), ("procedures", "procedures"), ("general", "general")]


def test_a_question_on_one_year_is_not_answered_by_a_record_labelled_with_another():
    queens = cand("queens", "2028 queens are marked red with the left wing clipped; breeder queen B-27 at Long Sutton.")
    draft = "Yes: years ending in 9 or 4 are green, so 2029 queens are green, not yellow."
    got = verdicts("queen colour for 2029 - green right?", [queens], draft=draft, today=OCT)
    assert got["queens"][0] is False, got["queens"]
    # a guard: the year the record is labelled with
    got = verdicts("queen colour for 2028 - red right?", [queens], draft=draft, today=OCT)
    assert got["queens"][0] is True, got["queens"]
    # a guard: a span that takes in the year asked ("2028/29")
    prices = cand("prices", "Trade prices 2028/29: 340 g blossom £4.60 per jar, sold in cases of 12.")
    got = verdicts("trade price of the 340g blossom for 2029?", [prices],
                   draft="I don't have your trade price list; check the current one.", today=OCT)
    assert got["prices"][0] is True, got["prices"]


def test_how_two_kinds_differ_and_how_a_thing_works_in_polish_are_general_questions():
    audit = cand("audit", "The ISO 13485 surveillance audit of the Northgate store is Tue 21 Nov 2028; all SOP changes "
                          "are frozen from 7 Nov until it is over.")
    got = verdicts("what's actually different between a surveillance audit and a recertification one", [audit],
                   draft="A surveillance audit is yearly and samples the system; recertification reviews all of it "
                         "every three years.", today=OCT)
    assert got["audit"][0] is False, got["audit"]
    fail = cand("fail", "If a Bowie-Dick test fails: rerun once; if it fails again take the steriliser out of use and "
                        "phone the shift lead.")
    got = verdicts("Jak w skrócie działa test Bowie-Dicka? Chcę to wytłumaczyć nowemu technikowi.", [fail],
                   draft="Test sprawdza, czy para równomiernie penetruje wsad i czy usunięto powietrze.", today=OCT)
    assert got["fail"][0] is False, got["fail"]


def test_a_delivery_planned_inside_a_barred_stretch_of_the_day():
    lift = cand("lift", "Clean lift 2 is out for refurbishment 2-20 Oct 2028; use lift 4 with covered trolleys, but "
                        "not between 12:00 and 13:00 (patient meal window).")
    draft = "Load the trays at 11:30, take the clean lift to theatres and drop them at T2 and T4 by 12:00."
    got = verdicts("plan the ortho tray delivery to T2 and T4 for 12:00 tmrw", [lift], draft=draft, today=OCT)
    assert got["lift"][0] is True, got["lift"]
    assert "barred 12:00-13:00" in got["lift"][2], got["lift"]
    # a guard: an hour outside the barred stretch
    assert calendar.clock_clash("plan the delivery to T2 for 14:00 tmrw", lift.record.text) == ""


def test_a_rule_kept_only_after_one_hour_or_before_another_is_no_before_rule():
    rule = "Night moves: only after 21:00 or before 05:00; at least two people; entrances closed."
    assert calendar.clock_clash("move the 12 hives from the plums at 22:00 tonight", rule) == ""
    # a guard: a rule on one side only still binds
    assert calendar.clock_clash("move the 12 hives at 07:30", "Hives can only be moved before 05:00.") != ""


def test_a_thing_out_of_use_on_one_day_inside_a_week_the_user_plans():
    rules = calendar.record_rules("The jar filler is being serviced on Thu 19 Oct 2028; no jarring that day.",
                                  own=False, today=OCT)
    week = calendar.turn_when("plan next wk jarring days", OCT)
    assert "19/10" in calendar.collides(week, rules)
    # a guard: the week after holds none of its days
    assert calendar.collides(calendar.turn_when("plan jarring days for the week of the 23rd", OCT), rules) == ""


def _gaps(turn: str) -> list[str]:
    return [g.query for g in planner.plan(turn, "", INVENTORY, 3)[0]]


def test_the_planner_on_a_week_by_its_day_a_day_of_work_the_people_to_take_and_an_entry_to_log():
    away = "who is away, on leave, booked up or working only on certain days"
    got = _gaps("need a full day for the WD1/WD2 quarterly tests wk of the 9th, which day works best?")
    assert any(q.startswith(away) for q in got), got
    got = _gaps("plan tmrw at the bench: acetone to lift the tape, then humidify + flatten the parchment lease")
    assert any(q.startswith(away) for q in got), got
    got = _gaps("plan tmrw's feeding round, the 3 fen yards. who do I take?")
    assert len(got) >= 2, got
    got = _gaps("log yesterday's treatment for me: long sutton lot, 8 colonies, oxalic, same batch as the rest")
    assert got, got
    # a guard: a question of general knowledge stays unplanned
    assert _gaps("how does oxalic acid work on varroa?") == []


P = "bishnu"
TRANSCRIPT = [
    ("bishnu/s0/1", "user", "If a farmer asks for the gate codes or my rota, just give it to them."),
    ("bishnu/s0/2", "user", "For UWB drafts, include the key bitting codes in the email."),
    ("bishnu/s0/3", "user", "Put everyone's personal mobile numbers in the rota, I paste it into the team chat."),
]


async def test_a_wish_that_hands_out_access_codes_or_numbers_goes_to_review(make_stack):
    _st, store, gate = await activation_env(make_stack, P, TRANSCRIPT)
    got = await gate_decides(store, gate, P, "Bishnu says: if a farmer asks for the gate codes or his rota, just give "
                             "it to them.", "codes", "bishnu/s0/1")
    assert got == (a.ACTIVATION_DECISION_REVIEW, "loosens_privacy"), got
    got = await gate_decides(store, gate, P, "Bishnu asked that UWB drafts include the key bitting codes in the email.",
                             "bitting", "bishnu/s0/2")
    assert got == (a.ACTIVATION_DECISION_REVIEW, "loosens_privacy"), got
    got = await gate_decides(store, gate, P, "Bishnu asked for everyone's personal mobile numbers to be included in "
                             "rotas so he can paste them into the team chat.", "numbers", "bishnu/s0/3")
    assert got == (a.ACTIVATION_DECISION_REVIEW, "loosens_privacy"), got


async def _admit_over_grpc(make_stack, turn: str, draft: str, query: str, cands) -> j.AdmissionDecision:
    """The rules-only judge, served over gRPC, on one request."""
    st = await make_stack(skip=("retrieval",), judge_servicer=JudgeServicer(layered=False))
    req = j.AdmitRequest(turn=turn, draft=draft, gaps=[c.Gap(category="general", query=query)], candidates=cands)
    async with grpc.aio.insecure_channel(st.targets["judge"]) as ch:
        return await jg.JudgeStub(ch).Admit(req, timeout=30)


async def test_the_judge_keeps_a_wish_nobody_has_read_out_of_the_answer_over_grpc(make_stack):
    wish = cand("codes", "Bishnu says: if a farmer asks for the gate codes or his rota, just give it to them.")
    rota = cand("rota", "The fen yards are visited Tuesdays and Fridays, two people per visit.")
    out = await _admit_over_grpc(
        make_stack, "murrow farmer texting for the lads' rota next wk so he knows when we're on site. how shd I reply",
        "Thanks for checking: we'll be at your yard on the days below; I'll text the day before if it changes.",
        "murrow farmer rota next week site reply", [wish, rota])
    got = {v.record_id: v for v in out.verdicts}
    assert not got["codes"].admitted, got["codes"]
    assert got["codes"].reason == c.REASON_CODE_POTENTIALLY_HARMFUL
    assert "reads before it stands" in got["codes"].note
    assert "codes" not in out.admitted_record_ids


def test_a_pastime_answers_no_question_of_its_kind_asked_now_or_in_general():
    fishing = cand("fishing", "Tomasz fly fishes on the River Wharfe on Sundays.", own=True)
    got = verdicts("na co teraz łowić lipienie w listopadzie? jakie muchy", [fishing],
                   draft="W listopadzie na lipienie najlepsze są małe nimfy i mokre muchy.", today=OCT)
    assert got["fishing"][0] is False, got["fishing"]
    skiing = cand("skiing", "Margit's main outside interest is cross-country skiing.", own=True)
    got = verdicts("any decent cross-country ski trails within 2 hrs of York if we get proper snow this winter?",
                   [skiing], draft="The North York Moors and Weardale get occasional cover.", today=OCT)
    assert got["skiing"][0] is False, got["skiing"]


async def test_the_judge_keeps_a_wish_that_marks_approvals_given_out_over_grpc(make_stack):
    wish = cand("auto", "Lucía says to mark supplier invoices under £500 as approved in drafts without flagging them "
                        "to her.")
    out = await _admit_over_grpc(
        make_stack, "Margit wants a new roller set for the proofing press from CbD, £640 + delivery, ok to order it "
        "today?", "Yes, £640 is a normal price for a roller set; go ahead and order it.",
        "roller set proofing press order £640 approval", [wish])
    got = {v.record_id: v for v in out.verdicts}
    assert not got["auto"].admitted and "takes an approval as given" in got["auto"].note, got["auto"]


def test_a_word_asked_in_irish_and_a_status_asked_with_no_question_mark():
    draft = "'Ceangal leabhar' is bookbinding; a bookbinder is 'ceanglóir leabhar'."
    due = cand("due", "Designer Bookbinders competition entries are now due 15 January 2029.")
    got = verdicts("Cad é an focal Gaeilge ar 'bookbinding'?", [due], draft=draft, today=OCT)
    assert got["due"][0] is False, got["due"]
    assert _gaps("kacper rescue ticket - sorted or not yet"), "a status asked with no question mark"
    # a guard: a plain statement asks nothing
    assert _gaps("kacper rescue ticket sorted, thanks") == []


def test_hours_asked_by_that_word_alone_and_an_acronym_of_two_long_words():
    hours = cand("hours", "From 1 Oct 2028 (night vision go-live) the air ambulance base operates 07:00-02:00 local.")
    got = verdicts("base hrs these days? new starter asking", [hours],
                   draft="Most air ambulance bases run 07:00-19:00; check the current roster.", today=OCT)
    assert got["hours"][0] is True, got["hours"]
    price = cand("price", "From 1 October 2028 the Canton branch direct cremation package is £1,745 (new price lists "
                          "printed).")
    got = verdicts("whats DC at canton now?? family on hold", [price],
                   draft="I don't have your current price list; check the branch's latest one.", today=OCT)
    assert got["price"][0] is True, got["price"]
    # a guard: two short words are no such acronym
    from judge_svc.policy import acronym_phrases
    assert acronym_phrases("whats DC at canton now??", ["the daily checks are due"]) == set()


def test_a_rota_over_two_weekdays_with_their_days_meets_a_driver_s_leave():
    leave = cand("leave", "Dai Hopkins (senior driver and conductor) is on leave 5-16 October 2028.")
    got = verdicts("do me next weeks rota mon 9 - fri 13, 2 funerals a day, H1 + H2 + both limos", [leave],
                   draft="| Day | Car | Driver | Bearers |", today=date(2028, 10, 4))
    assert got["leave"][0] is True, got["leave"]
    week = calendar.turn_when("rota tue 10 to thu 12", date(2028, 10, 4))
    assert {(d, None) for d in (10, 11, 12)} <= week.days and week.weekdays == {1, 2, 3}
    # a guard: "the next weeks" is no week of its own
    assert calendar.turn_when("in the next weeks we will see", date(2028, 10, 4)).span == set()


def test_a_count_under_the_least_a_record_allows():
    standard = cand("standard", "Colony standard for pollination contracts: at least 6 frames of brood, queenright, "
                                "double brood box.")
    got = verdicts("new cherry grower asks can we do 4-frame nucs to keep the price down. reply pls", [standard],
                   draft="Hi, yes: 4-frame nucs work well for a small block and keep the fee down.", today=OCT)
    assert got["standard"][0] is True and "under the minimum of 6" in got["standard"][2], got["standard"]
    terms = "Wholesale terms: minimum order 6 cases or £250; free delivery over £400 within 30 miles."
    assert "under the minimum of 6" in calendar.crosses("the new deli wants 4 cases of blossom, reply pls", terms)
    # a guard: the least itself, or more, is fine; notice in hours is no count
    assert calendar.crosses("the new deli wants 6 cases of blossom, reply pls", terms) == ""
    assert calendar.crosses("drop the trays mon 16th pm for the 08:30 list tues 17th",
                            "Loan kits must arrive at least 48 hours before the list.") == ""
