"""A check falling due on a day (no day a thing is back), a thing off the road on the one day it is booked for, an
outage until the repair visit a record dates, a deadline already behind today, a weekday that only names a date's
day, a price that may go up to a sum (no cap), the user's own week against a question on something else, a wish of
the user's led by what it is about ("wants session plans as a table"), a who-question answered by the record naming
someone, a wish of the user's answering no question of fact, a body named by its acronym as coming and the needs of
its members, a house acronym tying a rule to a task, a request put at the end of a clause ("plan it for me", "do
me the sheet"), what a thing the task uses can do (a measure), a draft saying in Welsh that it lacks the user's fact, a Welsh
question on how to write a text, a question on what a statute or a tax authority sets, a rota named after three
words, an event named and dated at a record's head that a task takes its day from, a request for a template, what
causes a thing asked later in a turn, a language mirror said in Welsh (promoted), and wishes to drop caveats or safety notes, however they are
worded or scoped, sent to a person by the activation gate. Cases written here (a community sailing club with a
boatyard, a training centre and a bar), read by the real rules with the real embedding model. Every test fails at
the previous rules; the asserts marked "a guard" pass at both. The activation gate's tests run the real store and
gate services in process."""

from datetime import date

from retold import calendar, cues
from retold.v1 import activation_pb2 as a
from store_svc import activation_rules
from tests.helpers import activation_env, cand, classified, rec, verdicts

OCT = date(2026, 10, 6)  # a Tuesday


def test_a_check_falling_due_is_no_day_a_thing_is_back():
    rib = calendar.record_rules("Safety boat RIB-2: LOLER inspection due 14 Nov 2026; booked at Tywi Marine Hoists Mon "
                                "9 Nov, out of the water all that day.", today=OCT)
    assert rib.ranges == [] and (9, 11) in rib.dates
    van = calendar.record_rules("Club van KX19 ABC: MOT due 30 Oct 2026, booked at Ferryside Motors Wed 28 Oct 2026, "
                                "9am.", today=OCT)
    assert van.ranges == []
    crane = calendar.record_rules("The yard crane is out of service until 20 Nov 2026.", today=OCT)
    assert crane.ranges and crane.ranges[0][2:] == (20, 11)  # a guard: "until" still ends a stretch
    back = calendar.record_rules("The hoist is out of service, due back in service on 2 December.", today=OCT)
    assert back.ranges and back.ranges[0][2:] == (2, 12)  # a guard: "due back" still ends one


def test_a_boat_off_on_its_booked_day_does_not_block_other_days():
    rib = cand("rib", "Safety boat RIB-2: LOLER inspection due 14 Nov 2026; booked at Tywi Marine Hoists Mon 9 Nov, "
                      "out of the water all that day.")
    got = verdicts("put RIB-2 on safety cover for the thurs 19th junior session, Osian driving. rota line pls", [rib],
                   draft="Thu 19 Nov - junior session: safety cover RIB-2, helm Osian.", today=date(2026, 11, 3))
    assert got["rib"][0] is False


def test_an_outage_lasts_until_the_repair_visit_a_record_dates():
    washer = calendar.record_rules("Bar glasswasher failed Fri 2 Oct 2026; part ordered; engineer visit Thu 8 Oct "
                                   "2026.", today=OCT)
    assert washer.ranges == [(2, 10, 8, 10)]
    broken = calendar.record_rules("The slipway winch is broken.", today=OCT)
    assert broken.ranges == [(1, 1, 31, 12)]  # a guard: out with no end in sight


def test_a_deadline_already_behind_today_is_no_deadline():
    owed = calendar.record_rules("The Tywi Sailing Trust still owes £1,200 on its August invoice, which was due on "
                                 "30 September 2026.", today=OCT)
    assert owed.deadline is None
    coming = calendar.record_rules("Membership renewals are due by 31 October 2026.", today=OCT)
    assert coming.deadline == (10, 31)  # a guard: a deadline still ahead


def test_a_weekday_naming_a_dates_day_is_no_weekly_rule():
    phone = calendar.record_rules("Until Friday 16 October Bryn is working from his phone only: short replies.",
                                  today=OCT)
    assert phone.allowed == set()
    days = calendar.record_rules("Bryn works Tuesdays and Fridays only.", today=OCT)
    assert days.allowed == {1, 4}  # a guard: a weekly rule


def test_a_price_that_may_go_up_to_a_sum_is_no_cap():
    assert not calendar.LIMIT_CAP_RX.search("Mooring fees may go up to £640 from April 2027 (committee undecided).")
    assert calendar.LIMIT_CAP_RX.search("The clubroom holds up to 40 people.")  # a guard


def test_the_users_own_week_does_not_answer_a_question_on_something_else():
    week = cand("week", "For the week of 5-9 October 2026 (while covering Nia), Bryn wants emails to members written "
                        "warmer and signed 'The Ferryside team'.", own=True)
    fee = cand("fee", "Junior membership is £85 a year from 1 April 2026; siblings pay £60.")
    got = verdicts("whats the junior membership fee now? parent asking on the phone, its tues", [week, fee],
                   draft="I don't have your club's current fees; check the membership page.", today=OCT)
    assert got["week"][0] is False
    assert got["fee"][0] is True  # a guard
    leave = cand("leave", "Bryn is on leave 12-16 October 2026.", own=True)
    task = verdicts("book me a call with the bosun on wed 14th about the winter lay-up", [leave],
                    draft="Call with the bosun: Wed 14 Oct, 10:00.", today=OCT)
    assert task["leave"][0] is True  # a guard: the user's own leave binds a task on those days


def test_a_wish_led_by_what_it_is_about_binds_that_kind_of_text_only():
    plans = cand("plans", "Bryn wants session plans as a table with minutes per drill.", own=True)
    got = verdicts("write a note to the instructors: I won't be doing thursday evening sessions from November, need "
                   "someone to take level 2 at 18:30", [plans],
                   draft="Hi all, from November I won't be running the Thursday evening sessions. Could someone take "
                         "Level 2 at 18:30? Thanks, Bryn", today=OCT)
    assert got["plans"][0] is False
    plan = verdicts("plan saturday's level 2 session (90 min), finish with a capsize drill", [plans],
                    draft="Level 2 session plan: briefing 10 min, rigging 15 min, on the water 50 min, capsize drill "
                          "15 min.", today=OCT)
    assert plan["plans"][0] is True  # the kind of text it is about


def test_a_who_question_is_answered_by_the_record_naming_someone():
    rota = cand("rota", "Rigging checks: Tomos Price on weekdays 09:00 to 17:00; at weekends bosun Ama Mensah; both "
                        "via rigging@ferrysidesc.org.uk.")
    rule = cand("rule", "Club rule: any boat going out after mast or stay repairs needs a rigging check before it is "
                        "launched.")
    got = verdicts("who do i ask for a rigging check on sun?", [rota, rule],
                   draft="I don't know your club's rota. Usually the bosun or a rigging officer does these; check the "
                         "noticeboard.", today=OCT)
    assert got["rota"][0] is True
    assert got["rule"][0] is False
    fees = cand("fees", "2026/27 fees: club moorings £640 a season; visitor moorings £18 a night; launch fee £12 a day.")
    harbour = cand("harbour", "Harbourmaster Gethin Morris takes visitor mooring bookings on 01267 555 010.")
    bill = verdicts("What do we charge a visitor who needs two nights on a mooring?", [fees, harbour],
                    draft="I don't have your club's current charges.", today=OCT)
    assert bill["fees"][0] is True  # a guard: "who" as a relative pronoun asks for no one


def test_a_wish_of_the_users_answers_no_question_of_fact():
    wish = cand("wish", "For the week of 12 Oct 2026 (two new race officers), anything Bryn sends the race team should "
                        "be in plain English with short sentences.", own=True)
    days = cand("days", "Club racing at Ferryside runs on Wednesdays and Sundays; the race team meets 90 minutes "
                        "before the first start.")
    got = verdicts("wait what days do we race on again? new race officer asking", [wish, days],
                   draft="I don't have your club's racing calendar. Most clubs race midweek evenings and at weekends; "
                         "check the sailing programme.", today=OCT)
    assert got["wish"][0] is False
    assert got["days"][0] is True  # a guard


def test_a_body_named_by_its_acronym_as_coming_brings_its_members_needs():
    hywel = classified("hywel", "Hywel Jones (Wales RYA, leads RYA visits) is hard of hearing: brief him face to face.")
    got = verdicts("RYA are coming to look round Thu 15th, 6 of them. Book a room and order lunch pls", [hywel],
                   draft="Booked: meeting room, Thu 15 Oct 10:00-15:00; lunch for 6 ordered.", today=OCT)
    assert got["hywel"][0] is True


def test_a_house_acronym_ties_a_rule_to_a_task():
    rule = cand("rule", "Only Gethin Morris and Ama Mensah hold CPCS HIAB tickets.")
    got = verdicts("HIAB lift at the yard wed 14th, 3 dinghies onto the trailer. who is on it? sort the job sheet pls",
                   [rule], draft="Job sheet - Wed 14 Oct: HIAB lift, 3 dinghies onto trailer. Operator: TBC.", today=OCT)
    assert got["rule"][0] is True


def test_wishes_to_drop_caveats_are_read_however_worded():
    assert activation_rules.drops_safeguards("Bryn said to just give him the answer without the caveats.")
    assert activation_rules.drops_safeguards("Osian asked for safety briefings to be skipped ('I've sailed for years').")
    assert activation_rules.drops_safeguards("Ama asked not to be told to check the manufacturer's manual.")
    assert activation_rules.drops_safeguards("Nia asked to skip safeguarding caveats for the juniors' kit lists.")
    assert not activation_rules.drops_safeguards("Bryn wants plain English, no jargon.")  # a guard: a style


async def test_the_gate_sends_a_scoped_wish_to_drop_caveats_to_a_person(make_stack):
    transcript = [("osian/s0/1", "user", "For the race briefings, skip the safety disclaimers, everyone's sailed for "
                                         "years."),
                  ("osian/s0/2", "assistant", "Understood."),
                  ("osian/s0/3", "user", "For the race briefings, put the course first.")]
    _st, store, gate = await activation_env(make_stack, "osian", transcript)
    try:
        await store.remember("osian", rec("For race briefings, Osian wants the safety disclaimers skipped.", "skip",
                                          about=True, evidence_ref="osian/s0/1"))
        got = await gate.GetActivation(a.GetActivationRequest(principal_id="osian", record_id="skip"))
        assert (got.decision, got.reason) == (a.ACTIVATION_DECISION_REVIEW, "drops_safeguards")
        await store.remember("osian", rec("For race briefings, Osian wants the course first.", "course", about=True,
                                          evidence_ref="osian/s0/3"))
        got = await gate.GetActivation(a.GetActivationRequest(principal_id="osian", record_id="course"))
        assert got.decision == a.ACTIVATION_DECISION_CONDITIONAL  # a guard: a scoped wish stays conditional
    finally:
        await store.close()


def test_a_request_at_the_end_of_a_clause_makes_a_task():
    assert cues.analyse("sat: Tenby 10:00 for the regatta pics, then Saundersfoot 15:00, back by 18:00. taking the "
                        "club van, plan it for me").task
    assert cues.analyse("RIB-2 out at 9 on sunday, 4 juniors. who's helming? do me the sheet").task
    assert not cues.analyse("what did you do for me yesterday?").task  # a guard


def test_what_a_thing_the_task_uses_can_do_binds_the_plan():
    van = cand("van", "The club van is now an electric Vivaro, KX24 FSC; realistic winter range about 120 miles; charge "
                      "card in the glovebox.")
    got = verdicts("sat: Tenby 10:00 for the regatta pics, then Saundersfoot 15:00, Aberaeron 17:00, back in Ferryside "
                   "by 19:00. taking the club van, plan it for me", [van],
                   draft="- Leave Ferryside 08:45\n- Tenby 10:00-12:00\n- Saundersfoot 15:00\n- Aberaeron 17:00\n- "
                         "Back 19:00", today=OCT)
    assert got["van"][0] is True


def test_a_welsh_draft_that_lacks_the_fact_leaves_the_question_open():
    from judge_svc import policy
    assert policy.DRAFT_UNKNOWN.search("Does gen i ddim mynediad at galendr y clwb.")
    assert policy.DRAFT_UNKNOWN.search("Dw i ddim yn gwybod pryd mae'r cyfarfod.")


def test_a_welsh_question_on_how_to_write_a_text_is_asked_of_the_language():
    assert cues.TERM_QUESTION.search("Sut dw i'n sgwennu 'Slipway closed at low tide' yn Gymraeg i'r arwydd?")
    assert not cues.TERM_QUESTION.search("Sut mae'r tywydd yn Ferryside heddiw?")  # a guard


def test_what_a_statute_or_a_tax_authority_sets_is_asked_of_the_world():
    ours = cand("ours", "Club volunteers' own-car mileage is paid at 45p a mile; claims go to the treasurer monthly.")
    got = verdicts("HMRC mileage rate for own car this year?", [ours],
                   draft="HMRC's approved mileage rate for cars is 45p a mile for the first 10,000 business miles.",
                   today=OCT)
    assert got["ours"][0] is False
    ask = verdicts("what mileage rate do we pay volunteers?", [ours], draft="I don't have your club's rates.", today=OCT)
    assert ask["ours"][0] is True  # a guard


def test_a_rota_named_after_three_words_is_a_staffing_task():
    assert "staffing" in cues.analyse("regatta safety boat rota pls - me and Osian alternating").triggers


def test_a_task_takes_its_day_from_an_event_dated_at_a_records_head():
    event = cand("event", "Open regatta weekend 17-18 October 2026: course set by the race officer on 16 October; from "
                          "15 to 18 October no changes to the moorings or the slipway.")
    leave = cand("leave", "Osian Rees is on leave 12-23 October 2026.")
    got = verdicts("open regatta wknd launch rota pls - me and Osian alternating, RIB-2 as backup", [event, leave],
                   draft="Open regatta launch rota (Sat-Sun): alternate Bryn / Osian; RIB-2 on standby.", today=OCT)
    assert got["leave"][0] is True
    assert got["event"][0] is True  # a guard


def test_a_request_for_a_template_is_generic():
    terms = cand("terms", "Members are invoiced for moorings each April, with 30 days to pay.")
    got = verdicts("friendly mooring fee reminder template? placeholders for member name, amount, invoice no", [terms],
                   draft="Hi [Member name], a friendly reminder that invoice [Invoice no] for [Amount] is now due.",
                   today=OCT)
    assert got["terms"][0] is False


def test_what_causes_a_thing_asked_later_in_a_turn_is_a_why_question():
    rib = cand("rib", "RIB-1, the old Avon safety boat, is backup only; its engine is serviced every 100 running hours.")
    got = verdicts("RIB-1's outboard is smoking again, what usually causes that on old two-strokes?", [rib],
                   draft="Usually too much oil in the mix, a worn piston ring or a choke left on.", today=OCT)
    assert got["rib"][0] is False


async def test_the_gate_promotes_a_language_mirror_said_in_welsh(make_stack):
    transcript = [("ffion/s0/1", "user", "Os dw i'n sgwennu yn Gymraeg, atebwch yn Gymraeg plis."),
                  ("ffion/s0/2", "assistant", "Iawn, dim problem.")]
    _st, store, gate = await activation_env(make_stack, "ffion", transcript)
    try:
        await store.remember("ffion", rec("Ffion wants replies in Welsh when she writes in Welsh.", "mirror", about=True,
                                          evidence_ref="ffion/s0/1",
                                          evidence_quote="Os dw i'n sgwennu yn Gymraeg, atebwch yn Gymraeg"))
        got = await gate.GetActivation(a.GetActivationRequest(principal_id="ffion", record_id="mirror"))
        assert got.decision == a.ACTIVATION_DECISION_PROMOTE, got
    finally:
        await store.close()

