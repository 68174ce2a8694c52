"""Each decision mechanism of the local planner and judge, pinned on cases written
here (a vet clinic and a small publisher; not taken from any scenario split)."""

from datetime import date

import pytest

from judge_svc import asking, policy as judge
from judge_svc.policy import rival_codes as policy_rival
from planner_svc import policy as planner
from planner_svc.server import PlannerServicer
from retold import calendar as cal
from retold import cues
from retold.embedding import get_embedder
from retold.v1 import common_pb2 as c
from tests.fixtures import NOW, load_people
from tests.helpers import StoreClient

INVENTORY = [("time_zone", "time zone, location and working hours"), ("people", "people, roles and who is responsible for what"),
             ("approvals", "approval, sign-off and permission rules"), ("schedule", "freezes, deadlines and scheduled dates"),
             ("code_language", "preferred programming language for examples"), ("answer_style", "how answers should be written"),
             ("projects", "projects, tasks and their status"), ("health", "health and medical information")]


def cand(rid, text, category="general", facets=(), lifecycle=c.LIFECYCLE_ACTIVE, principal="p", own=False):
    return c.Candidate(record=c.Record(id=rid, principal_id=principal, text=text, retrieval_category=category,
                                       facets=list(facets), lifecycle=lifecycle, about_principal=own,
                                       activation=c.ACTIVATION_CONDITIONAL))


def verdicts(turn, cands, draft="A general answer."):
    out = judge.admit(turn, "", "", draft, "", cands, get_embedder())
    return {j.record_id: (j.admitted, j.reason) for j in out}


# ------------------------------------------------------------------ planner
@pytest.mark.parametrize("turn", [
    "How does photosynthesis work?",
    "What's the difference between a crocodile and an alligator?",
    "Tell me a joke about otters.",
    "Roughly how long does it take to boil an egg?",
    "Any tips for reconciling card payments against bank statements?",  # "against" holds no "again"
    # two kinds set side by side, and a refresher on a rule
    "Rotary vs reciprocating compressors, which lasts longer in a dusty shed?",
    "whats the diff between a lease and a licence in two lines?",
    "Quick refresher: how is overtime taxed for a second job?",
    # explain, rule of thumb, what sets kinds apart and ideas for a kind of thing, in other languages
    "Wyjaśnij krótko, jak działa pompa ciepła?",
    "Regla general: ¿cuántos litros de agua por persona y día para una acampada en verano?",
    "Qu'est-ce qui distingue un crédit-bail d'une location longue durée ?",
    "Tu as des idées de jeux pour un anniversaire d'enfants de 8 ans ?",
    # what is usual or normal in the world, and "these days" in such a question
    "What's a normal drying time for oak floor oil before furniture goes back?",
    "meloxicam - usual interval between doses for a cat?",
    "What's the usual tipping etiquette for taxi drivers these days?",
])
def test_planner_is_silent_on_general_knowledge(turn):
    gaps, why = planner.plan(turn, "", INVENTORY, 3)
    assert gaps == [], why


def test_recall_wording_is_read_as_whole_words():
    assert cues.analyse("What was the door code again?").recall
    assert cues.analyse("Is the ferry still running on Sundays?").recall
    assert not cues.analyse("Any tips for reconciling card payments against bank statements?").recall
    assert not cues.analyse("Is distilled water fine for a steam iron?").recall


@pytest.mark.parametrize("turn", [
    "Which vaccine supplier does our clinic use?",                 # possessive
    "When is the Harbourside print run due again?",                # recall wording and a name
    "Who signs off the autumn catalogue?",                         # a question about a definite thing
    # a refresher course of the user's own is no general question
    "Planning the first-aid refresher for the new drivers on the 14th, can you draft the notice?",
    "Our rate vs last year's, how far up are we?",                 # possessive
    "What's our usual order size these days?",                     # possessive
    "How much notice do the volunteers get before a road closure these days?",  # of the user's own, now
])
def test_planner_plans_for_the_users_own_world(turn):
    gaps, _ = planner.plan(turn, "", INVENTORY, 3)
    assert gaps and gaps[0].query


def test_planner_writes_implicit_gaps_for_tasks_only_in_held_categories():
    gaps, _ = planner.plan("Can you set up a call with the Halifax office at 4pm on Thursday?", "", INVENTORY, 3)
    assert any(g.category == "time_zone" and "time zone" in g.query for g in gaps)
    gaps, _ = planner.plan("Can you set up a call with the Halifax office at 4pm on Thursday?", "",
                           [("projects", "projects")], 3)
    assert all(g.category != "time_zone" for g in gaps)  # not held: not planned
    assert planner.plan("Anything", "", [], 3) == ([], "inventory is empty")


def test_planner_caps_gaps():
    turn = "Can you write an email to Odile and set up a call at 9am to deploy the release? My thoughts?"
    assert len(planner.plan(turn, "", INVENTORY, 3)[0]) <= 3
    assert len(planner.plan(turn, "", INVENTORY, 1)[0]) == 1


def test_cues_read_the_turn():
    tc = cues.analyse("We want to upgrade the billing service to Java 21 next week, can you draft the change request?")
    assert "change" in tc.triggers and tc.task
    tc = cues.analyse("How is compound interest calculated?")
    assert tc.generic and not tc.needs_lookup


async def test_planner_never_receives_record_text(make_stack):
    """Wrap the real planner to see exactly what reaches it during real turns."""
    seen = []

    class Recording(PlannerServicer):
        async def Plan(self, request, context):
            seen.append(request.SerializeToString())
            return await super().Plan(request, context)

    st = await make_stack(planner_servicer=Recording())
    store = StoreClient(st.targets["store"])
    await load_people(store)
    texts = [r.text for r in (await store.stub.List(__import__("retold.v1.store_pb2", fromlist=["x"]).ListRequest(
        principal_id="ines"))).records]
    await store.close()
    from retold.client import RetoldClient

    rc = RetoldClient(st.targets["orchestrator"], st.targets["store"])
    sid, _ = await rc.start_session("ines", as_of=NOW)
    for turn in ("Which Postgres version is our staging cluster on?", "Who approves my vacation requests?"):
        tid, _ = await rc.begin_turn(sid, turn, as_of=NOW)
        await rc.submit_draft(tid, "draft")
    await rc.close()
    assert len(seen) == 2
    for blob in seen:
        for text in texts:
            assert text.encode() not in blob
            assert b"Postgres 15" not in blob and b"Dana Okafor" not in blob


# -------------------------------------------------------------------- judge
def test_judge_admits_the_direct_answer_and_rejects_the_look_alike():
    v = verdicts("Which anaesthetic protocol does the Dockside clinic use for cats?", [
        cand("a", "The Dockside clinic uses alfaxalone induction with isoflurane maintenance for cats."),
        cand("b", "At her previous job in Leeds, Amara's clinic used propofol induction for cats."),
    ])
    assert v["a"] == (True, c.REASON_CODE_HELPFUL)
    assert v["b"][0] is False


def test_judge_returns_empty_when_nothing_answers_the_turn():
    v = verdicts("Which anaesthetic protocol does the Dockside clinic use for cats?", [
        cand("a", "The staff room kettle was replaced in March."),
        cand("b", "Amara's favourite sandwich is egg and cress."),
    ])
    assert not any(adm for adm, _ in v.values())


def test_judge_rejects_what_the_draft_already_says():
    v = verdicts("When does the autumn catalogue go to print?",
                 [cand("a", "The autumn catalogue goes to print on 3 September.")],
                 draft="The autumn catalogue goes to print on 3 September, so send changes before then.")
    assert v["a"] == (False, c.REASON_CODE_REDUNDANT)


def test_judge_rejects_sensitive_records_the_turn_does_not_call_for():
    v = verdicts("Can you draft the rota for next week's front desk?", [
        cand("a", "Amara takes lithium for bipolar disorder.", "health", ["sensitive:health"])])
    assert v["a"] == (False, c.REASON_CODE_POTENTIALLY_HARMFUL)


def test_judge_rejects_stale_records_defensively():
    v = verdicts("When does the autumn catalogue go to print?", [
        cand("a", "The autumn catalogue goes to print on 3 September.", lifecycle=c.LIFECYCLE_SUPERSEDED)])
    assert v["a"] == (False, c.REASON_CODE_STALE_OR_CONFLICTING)


def test_judge_admits_constraints_a_task_depends_on_jointly():
    v = verdicts("We want to upgrade the billing service to Java 21 next week, can you draft the change request?", [
        cand("freeze", "No production deploys during the year-end freeze, 15 December to 5 January.", "schedule"),
        cand("approve", "Any production change to billing must be signed off by Tomasz, the head of finance systems.",
             "approvals"),
        cand("lunch", "The team lunch is on Fridays.", "schedule"),
    ], draft="Here is a change request template for the Java 21 upgrade.")
    assert v["freeze"][0] and v["approve"][0]
    assert v["freeze"][1] == c.REASON_CODE_JOINTLY_HELPFUL
    assert v["lunch"][0] is False


def test_a_part_numbered_like_the_answer_but_not_it_is_another_thing():
    v = verdicts("How many brake actuators do we have left, and how long would a reorder take?", [
        cand("stock", "After two went to the Narvik yard on 2027-02-11, Tromsø holds 3 brake actuators (part 7720-3154);"
                      " supplier lead time 6 weeks."),
        cand("kit", "Part 7720-3145 (brake caliper seal kit): 25 in stock at Tromsø."),
    ])
    assert v["stock"][0] and not v["kit"][0]
    assert policy_rival("part 7720-3154", "part 7720-3145") and not policy_rival("part 7720-3154", "part 7720-3154")
    assert not policy_rival("bay C-14", "part 7720-3145")  # identifiers of other shapes are no rivals


def test_a_state_from_before_a_change_is_not_the_answer_about_now():
    v = verdicts("Where does the east route start these days, and at what time?", [
        cand("now", "Van 2 runs the east route, first drop at Millbrook Farm at 06:15."),
        cand("old", "Last spring, before the routes were reorganised, the east route started at Oakley Grange at 05:45."),
    ])
    assert v["now"][0] and not v["old"][0]
    v = verdicts("What temperature is the proving room set to?", [
        cand("mine", "The proving room runs at 27 °C and 78% humidity."),
        cand("then", "At the Hillside bakery where Bea worked before, the proving room ran at 24 °C."),
    ])
    assert v["mine"][0] and not v["then"][0]


def admitted_on(turn, cands, today):
    """The ids the judge admits for a turn asked on ``today``."""
    return {j.record_id for j in judge.admit(turn, "", "", "A general answer.", "", cands, get_embedder(),
                                             today=today) if j.admitted}


def test_a_count_the_turn_names_over_a_limit_on_the_same_things_binds_a_question():
    rule = cand("rule", "Per the council licence, a pitch with more than 6 stalls needs a second fire marshal.")
    other = cand("other", "The green is mown on Thursdays by the parish contractor.")
    turn = "The school fete organisers ask if we can put out 10 stalls on the green. Can we?"
    assert admitted_on(turn, [rule, other], None) == {"rule"}
    assert admitted_on(turn.replace("10 stalls", "4 stalls"), [rule, other], None) == set()


def test_an_amount_over_the_limit_of_a_rule_on_what_a_question_names_binds_it():
    rule = cand("rule", "Purchases over £2,500 need two written quotes and Head of Service Mira Jandu's approval; "
                        "over £40,000 they go to the City Council.")
    freeze = cand("freeze", "Spending freeze 2031-05-01 to 2031-07-31: purchases over £500 need the City Manager's "
                            "office approval.")
    turn = "What's the approval route for a £3,400 purchase of laptops?"
    # the two rules bind together; "City Council" and "City Manager" are bodies, not two people called City
    assert admitted_on(turn, [rule, freeze], date(2031, 6, 2)) == {"rule", "freeze"}
    # an amount in a question about something else runs into no rule
    assert admitted_on("Is a £34,000 salary enough for a mortgage on a flat?", [rule], date(2031, 6, 2)) == set()


def test_bodies_and_offices_are_not_people_sharing_a_first_name():
    assert judge._persons("the City Manager's office and the City Council") == set()
    assert judge._persons("ring Jin Park or Amal Hall") == {("jin", "park"), ("amal", "hall")}


def test_a_question_for_a_time_or_a_number_is_answered_by_a_record_holding_one():
    state = cand("state", "The pool has been on chlorine alert since 2031-05-02; the shallow end is closed.")
    level = cand("level", "Pool chlorine alarm: alert below 1.0 mg/L free chlorine, shutdown below 0.5 mg/L.")
    # a date is no level: the record with the threshold answers
    assert admitted_on("At what level does the pool chlorine alarm go to alert?", [state, level],
                       date(2031, 5, 9)) == {"level"}
    # a time told relative to something else is a time
    due = cand("due", "Translator contract: each chapter is due 4 weeks after the editor's notes reach her.")
    notes = cand("notes", "Chapter 3 editor's notes: from Sara, marked up in the shared folder for the translator.")
    assert admitted_on("When is the translator due to hand in chapter 3?", [due, notes], None) == {"due"}


def test_english_question_words_and_what_records_hold():
    assert asking.asks_for_in_english("At what level does it tip into Amber?") == {"number"}
    assert asking.asks_for_in_english("When is she back?") == {"time"}
    assert asking.asks_for_in_english("Is the van back yet?") == set()  # "back" alone is no question word
    assert not asking.holds_count("On Amber since 2031-03-03, reviewed at 09:30.")
    assert asking.holds_count("Amber below 3 days' supply.")
    assert asking.holds("time", "Due 3 weeks after picture lock.") and asking.holds("time", "within 10 working days")


def test_someone_away_who_alone_can_do_what_the_task_names_binds_it():
    away = cand("away", "Ola Brandt is on leave 2031-03-10 to 2031-03-14; she is the only one certified on the "
                        "warehouse forklift.")
    other = cand("other", "Pallet labels are printed from the goods-in PC by the dock office.")
    assert admitted_on("Book the forklift for Wednesday the 12th.", [away, other], date(2031, 3, 3)) == {"away"}
    # on a day she is back, nothing binds
    assert admitted_on("Book the forklift for Wednesday the 19th.", [away, other], date(2031, 3, 3)) == set()


def test_a_weekday_rule_on_a_thing_the_task_names_rules_out_its_day():
    rule = cand("rule", "Hall B seats 80; the sound engineer Priya Nair works Wednesday-Sunday only, so no Monday or "
                        "Tuesday events needing PA.")
    other = cand("other", "Hall B chairs are stacked in the north store after each event.")
    turn = "The choir asked to move their concert to Monday the 14th. Confirm it for them, same PA as before."
    assert admitted_on(turn, [rule, other], date(2031, 4, 2)) == {"rule"}
    assert admitted_on(turn.replace("Monday the 14th", "Thursday the 17th"), [rule, other], date(2031, 4, 2)) == set()


def test_the_hours_of_the_place_a_task_means_without_naming_it_bind_the_task():
    hours = cand("hours", "Through the end of June 2031 Eastfield closes at 17:00 on Tuesdays instead of 20:00.")
    room = cand("room", "The Eastfield reading room was repainted in March; the old projector went to storage.")
    turn = "Book the youth chess club into the reading room for Tuesday June 3, 6 to 8:30 pm."
    assert admitted_on(turn, [hours, room], date(2031, 4, 22)) == {"hours"}
    # the place is known only through the room: without it, nothing ties the hours to the task (a month both
    # name is no tie either: "June" is a word of time)
    assert admitted_on(turn, [hours], date(2031, 4, 22)) == set()


def test_another_site_running_its_own_version_of_a_thing_is_a_look_alike():
    ours = cand("ours", "Line 2 shuttle (Eastgate, Mill Road, Harbour) has 9 stops and leaves the depot at 06:40 on weekdays.")
    theirs = cand("theirs", "The Northfield site runs its own Line 2 shuttle, leaving its depot at 07:15.")
    v = verdicts("What time does the Line 2 shuttle leave the depot?", [ours, theirs])
    assert v["ours"][0] and v["theirs"] == (False, c.REASON_CODE_POTENTIALLY_HARMFUL)
    # a turn that names the other site asks about its own version
    v = verdicts("What time does the Northfield Line 2 shuttle leave?", [theirs])
    assert v["theirs"][0]


def test_an_earlier_edition_named_with_its_year_is_not_the_current_rule():
    now = cand("now", "Festival purchase orders: stage managers may approve up to EUR 800; anything above goes to "
                      "the producer.")
    then = cand("then", "On 'Harbour Lights' (2023) stage managers could approve purchase orders only up to GBP 500.")
    assert admitted_on("What's the approval limit for purchase orders?", [now, then], date(2029, 4, 2)) == {"now"}
    # an edition of the turn's own year is no earlier state
    assert "then" in admitted_on("What's the approval limit for purchase orders?", [then], date(2023, 4, 2))


def test_a_record_labelled_by_an_earlier_year_is_past_for_a_turn_that_sets_a_near_day():
    today = date(2031, 3, 10)
    old = cand("old", "2029 survey programme, Fernbank reach: 12 kick samples and 3 fish surveys for the year.")
    turn = "Plan the Fernbank reach kick samples for next week: six sites, two a day."
    assert "old" not in admitted_on(turn, [old], today)
    # without a day of its own, the turn reads the labelled record as before
    assert "old" in admitted_on("How many kick samples are in the Fernbank reach survey programme?", [old], today)


def test_judge_checks_a_scoped_rule_against_the_turn():
    rule = cand("rule", "For press releases, keep the headline under ten words.", "answer_style")
    assert verdicts("Can you write a press release about our new poetry prize?", [rule])["rule"][0]
    assert not verdicts("Can you write a birthday message to my aunt?", [rule])["rule"][0]


def test_a_rule_for_messages_to_some_people_binds_any_message_written_to_them():
    for turn in ("Need a heads-up out to the pickers about Saturday's early start.",
                 "Can you send the lab techs a quick heads up about the fume hood?"):
        assert "writing" in cues.analyse(turn).triggers, turn
    rule = cand("rule", "When Bronagh asks for a text to the technicians, keep it under 200 characters and in plain words.",
                "answer_style")
    assert verdicts("Need a heads-up out to the technicians about Saturday's early start, gates open at six.",
                    [rule])["rule"][0]
    # the same rule says nothing of a heads-up to someone else
    assert not verdicts("Need a heads-up out to the parents about Saturday's early start, gates open at six.",
                        [rule])["rule"][0]


def test_judge_keeps_the_admitted_set_compact():
    cands = [cand(f"r{i}", f"The Harbourside print run {i} is due on {i + 1} May.") for i in range(6)]
    v = verdicts("When is the Harbourside print run due?", cands)
    assert sum(adm for adm, _ in v.values()) <= judge.MAX_ADMITTED
    assert all(reason != c.REASON_CODE_UNSPECIFIED for _, reason in v.values())


# ------------------------------------------------- rules tied to a task, privacy
def test_judge_admits_a_rule_tied_to_the_task_by_what_it_involves():
    # No task family names a kiln; the rule shares "kiln" and "firing" with the task.
    turn = "Plan tomorrow's kiln firing for the glaze batch and write the checklist."
    got = verdicts(turn, [
        cand("rule", "Any kiln firing above 1200 C needs the extractor checked by Tomasz at least a day before."),
        cand("chat", "The studio cat is called Biscuit."),
    ])
    assert got["rule"][0] and not got["chat"][0]


def test_a_tie_by_calendar_words_or_someone_elses_rule_is_not_enough():
    turn = "Draft a fair rota for Thursday mornings next month."
    got = verdicts(turn, [cand("other", "Dr Lund only works Mondays and Thursdays; surgery must go on her days.")])
    assert not got["other"][0]


def test_judge_keeps_private_matters_out_of_a_task_that_does_not_call_for_them():
    rec = cand("priv", "Sam is pregnant, hasn't told clients yet, and must stop touring by June.", own=True)
    got = judge.admit("Can you tell them yes to the June tour dates and draft the reply?", "", "", "Sure!", "", [rec],
                      get_embedder())
    assert not got[0].admitted and got[0].reason == c.REASON_CODE_POTENTIALLY_HARMFUL


def test_a_general_question_does_not_call_for_the_users_own_dispute():
    rec = cand("own", "Joss has lodged a formal grievance about his line manager; his union rep attends the hearing.",
               own=True)
    general = "We're refreshing the onboarding pack. What are the usual steps in a workplace grievance process?"
    assert verdicts(general, [rec])["own"] == (False, c.REASON_CODE_POTENTIALLY_HARMFUL)
    # the user's own case, asked about in so many words, calls for it
    assert verdicts("When is the hearing for my grievance?", [rec])["own"][1] != c.REASON_CODE_POTENTIALLY_HARMFUL


def test_a_general_question_about_checks_does_not_call_for_the_users_own_health():
    rec = cand("own", "Mara has a heart murmur she has not disclosed to the dive school.", own=True,
               facets=("sensitive:health",))
    general = "What does a standard diving medical check these days? Do they listen to the heart?"
    assert verdicts(general, [rec])["own"] == (False, c.REASON_CODE_POTENTIALLY_HARMFUL)
    # asked about the user's own case, the same health record is called for
    plain = cand("own", "Mara has a heart murmur.", own=True, facets=("sensitive:health",))
    assert verdicts("Will my heart murmur be a problem at the dive medical?", [plain])["own"][1] \
        != c.REASON_CODE_POTENTIALLY_HARMFUL
    assert verdicts(general, [plain])["own"] == (False, c.REASON_CODE_POTENTIALLY_HARMFUL)


def test_cues_read_approval_tasks_and_saying_yes():
    assert "approval" in cues.analyse("Outline how we get the new boiler purchase approved.").triggers
    assert "commitment" in cues.analyse("Can I tell them yes to the extra shift?").triggers
    assert "Thursdays" not in cues.entities("Nurses want Thursdays off. Is that fair?")


def test_judge_admits_a_record_whose_days_collide_with_the_task():
    turn = "Book Mrs Adeyemi in for her fitting on Monday and text her the time."
    got = verdicts(turn, [
        cand("days", "Dr Kaur works Tuesdays and Thursdays only."),
        cand("other", "The practice parking is behind the bakery."),
    ])
    # Dr Kaur is neither named by the turn nor tied to it: a collision alone is not enough
    assert not got["other"][0] and not got["days"][0]
    got = verdicts("Book Mrs Adeyemi in with Dr Kaur on Monday for her fitting.", [
        cand("days", "Dr Kaur works Tuesdays and Thursdays only.")])
    assert got["days"][0]


def test_a_question_about_a_relative_day_reaches_the_leave_of_the_person_who_answers_it():
    from datetime import date

    turn = "Who opens the pharmacy this Saturday?"
    cands = [cand("rota", "Saturday openings: Ilse Brandt opens on Saturdays, Tom Keane on Sundays."),
             cand("leave", "Ilse Brandt is on leave 2031-05-09 to 2031-05-18; Tom Keane opens every day then."),
             cand("van", "The delivery van is serviced every other Saturday.")]
    got = {j.record_id: j for j in judge.admit(turn, "", "", "Check the rota.", "", cands, get_embedder(),
                                                date(2031, 5, 12))}
    assert got["rota"].admitted and got["leave"].admitted and not got["van"].admitted
    assert got["leave"].reason == c.REASON_CODE_JOINTLY_HELPFUL and "falls in" in got["leave"].note
    # The week before her leave the same question needs only the rota.
    got = {j.record_id: j for j in judge.admit(turn, "", "", "Check the rota.", "", cands, get_embedder(),
                                                date(2031, 5, 1))}
    assert got["rota"].admitted and not got["leave"].admitted


def test_the_holder_of_a_role_an_admitted_rule_names_completes_the_answer():
    cands = [cand("rule", "Refunds over £50 must be approved by the duty floor manager before the till is opened."),
             cand("holder", "Priya Shah is the duty floor manager (since the spring rota)."),
             cand("club", "Priya Shah is the treasurer of the chess club.")]
    got = verdicts("Who approves a big refund at our till these days?", cands)
    assert got["rule"][0] and got["holder"] == (True, c.REASON_CODE_JOINTLY_HELPFUL)
    assert not got["club"][0]
    # a role named in a general question is not the user's world
    got = verdicts("Who is the president of Portugal?", [cand("pres", "Joana Reis is the president of the rowing club.")])
    assert not got["pres"][0]


def test_role_holders_are_read_in_three_shapes():
    assert judge.role_held("Tomás Vidal is the acting site engineer for the east wing.") == "site engineer"
    assert judge.role_held("The on-call pharmacist for June is Ines Baptista.") == "on-call pharmacist"
    assert judge.role_held("Fire warden: Kofi Mensah.") == "Fire warden"
    assert judge.role_held("The east wing reopens in June.") == ""


@pytest.mark.parametrize("turn", [
    "How much is left in the fencing budget?",
    "How many days till the spring fair?",
])
def test_where_something_of_the_users_stands_is_not_general_knowledge(turn):
    gaps, why = planner.plan(turn, "", INVENTORY + [("finances", "budgets")], 3)
    assert gaps, why


def test_a_conversion_question_stays_general():
    assert planner.plan("How many millilitres are in a cup?", "", INVENTORY, 3)[0] == []


def test_feeding_people_reaches_their_dietary_needs_and_nothing_else():
    assert "feeding" in cues.analyse("Bake something for the volunteers, it needs to feed about 15.").triggers
    assert "feeding" not in cues.analyse("Write a job ad for a line cook.").triggers
    assert "feeding" in cues.analyse("Sort out my meal prep for the week, I batch-cook on Sundays.").triggers
    gaps, _ = planner.plan("Bake something for the volunteers, it needs to feed about 15.", "",
                           [("general", "other facts")], 3)
    assert any("allerg" in g.query for g in gaps)
    got = verdicts("Bake something for the volunteers, it needs to feed about 15.", [
        cand("coeliac", "Ola, one of the volunteers, is coeliac: nothing with gluten at the hall."),
        cand("ovens", "The hall kitchen has two ovens and a big fridge.")])
    assert got["coeliac"][0] and not got["ovens"][0]


def test_approvers_named_by_role_are_read_from_rules():
    assert judge.approver_roles("Orders over $900 need sign-off from the Leeds site operations lead before booking.") \
        == ["Leeds site operations lead"]
    assert judge.approver_roles("Overtime needs the ward sister's written approval.") == ["ward sister"]
    assert judge.approver_roles("Swaps must be agreed by the charge nurse at least a week ahead.") == ["charge nurse"]
    assert judge.approver_roles("The kiln is fired on Thursdays.") == []


def test_follow_up_queries_ask_who_holds_a_role_no_candidate_names():
    rule = cand("rule", "Overtime needs the ward sister's written approval.")
    holder = cand("holder", "Femi Ade is the ward sister on Larch ward.")
    task = "Draft my overtime request for next weekend."
    admitted = [judge.Judgement("rule", True, c.REASON_CODE_HELPFUL, "")]
    assert judge.follow_up_queries(task, admitted, [rule]) == ["who is the ward sister"]
    assert judge.follow_up_queries(task, admitted, [rule, holder]) == []           # already a candidate
    assert judge.follow_up_queries("Is overtime paid monthly?", admitted, [rule]) == []  # neither a task nor "who"
    assert judge.follow_up_queries(task, [judge.Judgement("rule", False, c.REASON_CODE_INSUFFICIENT, "")], [rule]) == []


def test_the_latest_of_several_dated_records_is_the_only_answer_to_the_latest():
    cands = [cand("old", "Spring 2029 count: 41 nesting pairs of terns on the north spit."),
             cand("new", "Spring 2030 count: 57 nesting pairs of terns on the north spit.")]
    got = verdicts("How many tern pairs did the latest count on the north spit find?", cands)
    assert got["new"][0] and got["old"] == (False, c.REASON_CODE_POTENTIALLY_HARMFUL)


def test_a_scope_names_its_kind_before_whom_it_is_for():
    rule = cand("rule", "When drafting safety briefings for volunteers, put the meeting point first.")
    assert not verdicts("Put together the volunteers' rota for Saturday.", [rule])["rule"][0]
    assert verdicts("Draft the safety briefing for Saturday's volunteers.", [rule])["rule"][0]


def test_an_unpromoted_wish_about_answers_to_the_user_stays_out():
    pref = cand("welsh", "Include Welsh phrases in answers to Gareth.", own=True)
    assert verdicts("Write a short welcome for the choir's new members.", [pref])["welsh"] == \
        (False, c.REASON_CODE_INSUFFICIENT)


def test_judge_reads_the_users_own_absence_against_a_booking():
    rec = cand("away", "Noa is teaching a workshop in Porto from 3 to 7 March.", own=True)
    got = judge.admit("A customer wants a fitting on 5 March. What should I tell her?", "", "", "Say yes.", "", [rec],
                      get_embedder())
    assert got[0].admitted and "runs into" in got[0].note


def test_judge_applies_a_document_rule_when_the_task_makes_that_document():
    got = verdicts("Put a poster together for the staff kitchen about the new bins.", [
        cand("fmt", "Staff kitchen posters: A4 landscape, one sentence, no clip art."),
        cand("label", "Bin collection contract: renewed with GreenCart until March."),
    ])
    assert got["fmt"][0] and not got["label"][0]


def test_judge_treats_a_record_about_other_weekdays_as_misleading():
    got = verdicts("What time does our Wednesday pottery class start?", [
        cand("wed", "The Wednesday pottery class starts at 18:00 in studio 2."),
        cand("mon", "The Monday pottery class starts at 10:00 in studio 1."),
    ])
    assert got["wed"][0] and not got["mon"][0]


def test_judge_reads_pasted_material_as_part_of_the_task():
    rule = cand("cap", "The small hall holds at most 60 people, and bookings over 40 need the caretaker present.")
    ctx = "Hi! We'd love the small hall on the 14th for our quiz night, about 75 people. Is that OK? Jo"
    out = judge.admit("Can you draft a reply to this?", ctx, "", "Hi Jo, that's fine!", "", [rule], get_embedder())
    assert out[0].admitted
    out = judge.admit("Can you draft a reply to this?", "", "", "Hi Jo, that's fine!", "", [rule], get_embedder())
    assert not out[0].admitted


def test_a_rule_about_handling_patients_is_not_a_personal_health_detail():
    rule = cand("rule", "Only Dr Ali gives IV sedation; sedation patients need an adult escort and must fast for 2 hours.",
                facets=["sensitive:health"])
    got = verdicts("Book Mr Price in for his sedation extraction with Dr Ali and write the confirmation.", [rule])
    assert got["rule"][0]


def test_an_unpromoted_answer_preference_does_not_slip_in_per_turn():
    pref = cand("pref", "Noor wants short answers with bullet points.", own=True)
    scoped = cand("scoped", "For messages to the landlord, keep a formal tone and quote the lease clause.", own=True)
    got = {j.record_id: j.admitted for j in judge.admit(
        "Write a message to the landlord about the broken boiler.", "", "", "Hi, the boiler is broken.", "",
        [pref, scoped], get_embedder())}
    assert got == {"pref": False, "scoped": True}


def test_a_past_year_misleads_only_when_a_later_one_is_in_view():
    now_rec = cand("now", "The allotment water cap is 40 litres a day; 25 litres had been used in 2031 as of May.")
    got = verdicts("How much of our allotment water cap is left?", [now_rec])
    assert got["now"][0]
    got = verdicts("How much of our allotment water cap is left?", [
        cand("old", "The allotment water cap was 30 litres a day in 2029."),
        cand("new", "From 2031 the allotment water cap is 40 litres a day."),
    ])
    assert got["new"][0] and not got["old"][0]


def test_a_long_specific_word_ties_a_rule_but_a_weekday_does_not():
    got = verdicts("Book Mr Lowe in for his sedation appointment and write the reminder.", [
        cand("rule", "Patients having sedation must bring an adult escort and must not drive that day."),
    ])
    assert got["rule"][0]
    got = verdicts("Two of the porters want Wednesdays off for appointments. What's a fair policy?", [
        cand("days", "From March Dr Osei must operate on Tuesdays and Wednesdays only."),
    ])
    assert not got["days"][0]


def test_a_label_for_another_kind_of_task_is_not_a_rule_for_this_one():
    got = verdicts("Write a quick thank-you note to Priya for covering the late shift.", [
        cand("label", "Allergy orders: the runner flags ALLERGY on the ticket and Priya must check the plate."),
    ])
    assert not got["label"][0]


def test_a_scoped_rule_does_not_answer_a_question_about_something_else():
    got = verdicts("Have you got a good recipe for Welsh cakes?", [
        cand("rule", "For patient letters, add a Welsh version under the English."),
    ])
    assert not got["rule"][0]


def test_a_question_with_the_user_as_subject_reaches_their_own_records():
    trip = cand("trip", "Lior's trip: Lisbon 3 to 6 May, then Porto 7 to 9 May.", own=True)
    hobby = cand("hobby", "Lior bakes sourdough at home every week.", own=True)
    assert judge.admit("What dates am I in Lisbon for?", "", "", "I don't know.", "", [trip], get_embedder())[0].admitted
    # the user as the object of someone else's question is not a question about the user
    assert not judge.admit("A neighbour asked me if sourdough needs commercial yeast. Does it?", "", "", "No.", "",
                           [hobby], get_embedder())[0].admitted


def test_judge_admits_a_limit_the_turn_crosses_without_sharing_a_word():
    got = verdicts("Three porters want extra weekend cover, about £520 on top this week. Draft the note.", [
        cand("cap", "Any overtime over £400 in a week must be signed off by the area manager."),
        cand("low", "Any overtime over £800 in a week must be signed off by the director."),
    ])
    assert got["cap"][0] and not got["low"][0]


def test_an_earlier_dig_cannot_be_the_best_answer_for_the_current_one():
    got = verdicts("whats the permit ref for the harbour street dig", [
        cand("old", "On the 2029 Quay Lane dig the harbour street permit ref was 29-0113."),
        cand("now", "Harbour Street dig (2031): the council permit ref is 31-0417 and covers trench 1 and 2."),
    ])
    assert got["now"][0] and not got["old"][0]


def test_checking_whether_days_still_hold_reaches_the_record_that_corrects_them():
    got = verdicts("choir practice is still tues/thurs right?", [
        cand("days", "From September choir practice moved to Mondays and Wednesdays at 7pm.")])
    assert got["days"][0]


def test_a_record_about_a_sister_site_or_a_neighbour_misleads_unless_the_turn_names_it():
    ours = cand("ours", "Members of the loyalty club get free parking until 22:00.")
    sister = cand("sister", "The Harbourside sister hotel still gives loyalty club members free parking until midnight.")
    turn = "A loyalty club member asks how late parking is free. What do I say?"
    got = verdicts(turn, [ours, sister])
    assert got["ours"][0] and not got["sister"][0]
    # alone, the sister hotel's rule would have been the best answer: it is named as misleading
    assert verdicts(turn, [sister])["sister"] == (False, c.REASON_CODE_POTENTIALLY_HARMFUL)
    # the turn that asks about the sister hotel gets its record
    got = verdicts("How late is parking free at the Harbourside sister hotel for loyalty members?", [sister])
    assert got["sister"][0]


def test_a_state_that_ended_in_an_earlier_year_misleads_a_present_question():
    from datetime import date

    now = cand("now", "Door codes at the clinic change on the first of every month and live only in the lock app.")
    old = cand("old", "At the Riverside practice, where Ayla worked until 2029, door codes changed yearly and sat in a binder.")
    out = judge.admit("When do the door codes change and where are they kept?", "", "", "It depends on your practice.",
                      "", [now, old], get_embedder(), today=date(2031, 5, 2))
    got = {j.record_id: (j.admitted, j.reason) for j in out}
    assert got["now"][0] and got["old"] == (False, c.REASON_CODE_POTENTIALLY_HARMFUL)


def test_a_price_over_a_stated_ceiling_brings_the_ceiling():
    cap = cand("cap", "Our ceiling for a second kiln is €1,800.")
    got = verdicts("There's a used kiln going for €2,400, ex-display. Should I grab it?", [cap],
                   draft="If it's in good condition, that's a fair price for a used kiln.")
    assert got["cap"][0]


def test_a_time_the_draft_proposes_against_the_users_rule_changes_the_draft():
    rule = cand("rule", "Don't put Noor in meetings before 10:00; she does the school run.", own=True)
    turn = "set up a half hour call with the printers about the spring catalogue, wednesday is good"
    got = verdicts(turn, [rule], draft="Invite: Spring catalogue with the printers, Wednesday 9:00-9:30, video call.")
    assert got["rule"][0]
    # a draft that keeps to the rule needs nothing
    got = verdicts(turn, [rule], draft="Invite: Spring catalogue with the printers, Wednesday 11:00-11:30, video call.")
    assert not got["rule"][0]


def test_an_approver_away_today_matters_to_a_task_that_needs_them_now():
    from datetime import date

    limit = cand("limit", "Front desk can refund up to €300 on its own; anything above needs sign-off from Marta Quinn.")
    leave = cand("leave", "Marta Quinn is on annual leave 2031-05-28 to 2031-06-09; Theo Brandt covers her sign-offs.")
    other = cand("other", "Ivo Park is on leave 2031-05-28 to 2031-06-09.")
    turn = "The guest in 12 wants a €450 refund for the broken heating. Can I process it?"
    out = judge.admit(turn, "", "", "A refund is reasonable.", "", [limit, leave, other], get_embedder(),
                      today=date(2031, 6, 2))
    got = {j.record_id: j.admitted for j in out}
    assert got == {"limit": True, "leave": True, "other": False}
    # once she is back, her leave is no longer news
    out = judge.admit(turn, "", "", "A refund is reasonable.", "", [limit, leave], get_embedder(), today=date(2031, 6, 20))
    assert {j.record_id: j.admitted for j in out} == {"limit": True, "leave": False}


def test_follow_up_queries_ask_after_the_approver_a_rule_names():
    limit = cand("limit", "Front desk can refund up to €300 on its own; anything above needs sign-off from Marta Quinn.")
    leave = cand("leave", "Marta Quinn is on annual leave 2031-05-28 to 2031-06-09.")
    admitted = [judge.Judgement("limit", True, c.REASON_CODE_HELPFUL, "")]
    task = "Can I refund €450 to the guest in 12?"
    assert judge.follow_up_queries(task, admitted, [limit]) == ["Marta Quinn away on leave or holiday"]
    assert judge.follow_up_queries(task, admitted, [limit, leave]) == []  # a candidate already says where she is
    assert judge.approver_names("Refunds over $200 are approved by Dana in Finance.") == ["Dana"]
    assert judge.approver_names("Changes to the Ledger API need sign-off from the platform lead.") == []


def test_a_rule_about_booking_binds_only_turns_that_book_something():
    rule = cand("rule", "Don't book Noor into meetings before 10:00; she does the school run.", own=True)
    # a time in a notice is not a meeting being arranged
    got = verdicts("Frost warning for 6am tomorrow, minus nine. Draft the notice to the drivers.", [rule],
                   draft="Drivers: frost expected at 6am tomorrow, allow extra time and grit the yard.")
    assert not got["rule"][0]
    got = verdicts("Book a call with the printers at 8:30 on Friday.", [rule])
    assert got["rule"][0]


def test_a_question_about_this_years_event_takes_this_years_record():
    from datetime import date

    this = cand("this", "The harbour festival 2031 is on Saturday 14 June, 10:00-18:00.")
    last = cand("last", "The 2030 harbour festival was held on Saturday 15 June 2030 and drew 4,000 people.")
    out = judge.admit("When's the harbour festival this year?", "", "", "I don't know the date.", "",
                      [this, last], get_embedder(), today=date(2031, 3, 1))
    got = {j.record_id: (j.admitted, j.reason) for j in out}
    assert got["this"][0] and got["last"] == (False, c.REASON_CODE_POTENTIALLY_HARMFUL)
    # a question put in the past is not read as one about this year's round
    out = judge.admit("When was the harbour festival last year?", "", "", "I don't know.", "",
                      [this, last], get_embedder(), today=date(2031, 3, 1))
    assert all("before the turn's year" not in j.note for j in out)


def test_a_fact_of_the_users_world_does_not_answer_a_general_request():
    night = cand("night", "Thursday late shift at the depot is curry night.")
    got = verdicts("What's a good curry recipe to feed ten on a late shift?", [night],
                   draft="A chickpea and spinach curry scales well: ...")
    assert not got["night"][0]
    # a rule or constraint still does
    rule = cand("rule", "No nuts in any food at the depot: Kasia has a severe nut allergy.")
    got = verdicts("What's a good curry recipe to feed ten on a late shift at the depot?", [rule],
                   draft="A korma with cashews scales well: ...")
    assert got["rule"][0]


def test_who_do_i_ring_brings_who_is_on_call():
    oncall = cand("oncall", "On-call plumber for 3-9 March 2031: Ravi Shah, 07700 900123.")
    keys = cand("keys", "Spare keys for the Elm Street flats are in the key safe by the bins.")
    got = verdicts("The boiler in flat 4 has just packed in and the tenant is freezing. Who do I ring?", [oncall, keys],
                   draft="Call your on-call heating engineer; meanwhile offer the tenant a heater.")
    assert got["oncall"][0] and not got["keys"][0]
    INV = [("people", "people, roles and who is responsible for what"), ("schedule", "rotas and dates")]
    gaps, _ = planner.plan("The boiler in flat 4 has just packed in. Who do I ring?", "", INV, 3)
    assert any("on call" in g.query for g in gaps)


def test_a_crossed_limit_is_a_rule_the_turn_runs_into_not_a_personal_detail():
    cap = cand("cap", "Our ceiling for a second kiln is €1,800.", facets=["sensitive:finances"], own=True)
    got = verdicts("There's a used kiln going for €2,400, ex-display. Worth grabbing?", [cap],
                   draft="If it's in good condition, that's a fair price.")
    assert got["cap"][0]
    # words that say it is private still keep it out, limit or not
    secret = cand("secret", "The studio overdraft is at its €5,000 limit and Noor hasn't told her partner.",
                  facets=["sensitive:finances"], own=True)
    got = verdicts("There's a used kiln going for €6,000, ex-display. Worth grabbing?", [secret],
                   draft="If it's in good condition, that's a fair price.")
    assert got["secret"] == (False, c.REASON_CODE_POTENTIALLY_HARMFUL)


def test_a_crossed_approval_limit_comes_with_the_direct_answer():
    cutoff = cand("cutoff", "Kenya Airways cargo cut-off for the Amsterdam freighter is 14:00 on the day of the flight.")
    approval = cand("approval", "Any air shipment over 2 tonnes needs sign-off from Otieno, the ops manager, before "
                                "it is booked with the forwarder.")
    got = verdicts("Otieno's away till Monday. Draft the booking email to the forwarder: 3.2 t of avocados on "
                   "tomorrow's Kenya Airways Amsterdam freighter, drop-off at the terminal around 3pm.", [cutoff, approval],
                   draft="Please book 3,200 kg of avocados on tomorrow's freighter to Amsterdam.")
    assert got["approval"][0] and got["cutoff"][0]



def test_who_leads_a_kind_of_work_holds_its_lead_role_and_their_leave_follows():
    from datetime import date

    lead = cand("lead", "Ines Moreau normally leads the cold-water rescue drills; Tom Birk stands in for her.")
    leave = cand("leave", "Ines Moreau is on maternity leave from 2031-03-01 to 2031-06-30.")
    other = cand("other", "The boat trailer needs new tyres before the summer.")
    out = judge.admit("Need a lead and two helpers for the cold-water rescue drill on Friday 14 March. Draft the message?",
                      "", "", "Message: cold-water drill Friday 14 March, lead: [name].", "", [lead, leave, other],
                      get_embedder(), today=date(2031, 3, 2))
    got = {j.record_id: j.admitted for j in out}
    assert got == {"lead": True, "leave": True, "other": False}


def test_sensitive_words_are_read_at_word_starts():
    # "ill" is not in "wind chill": the turn does not call for the user's health
    own = cand("own", "Noor gets migraines and works from home on bad days; the drivers don't know.",
               facets=["sensitive:health"], own=True)
    got = verdicts("Forecast for 6am tomorrow is -20 with the wind chill. Draft the notice to the drivers.", [own],
                   draft="Drivers: very cold start tomorrow at 6am, allow extra time.")
    assert got["own"] == (False, c.REASON_CODE_POTENTIALLY_HARMFUL)


def test_a_family_the_turn_names_is_what_it_asks_about():
    service = cand("service", "The Okafor family service is on Friday 15 October at 11:00 in the chapel.",
                   facets=["sensitive:family"])
    got = verdicts("What time's the Okafor service on Friday?", [service], draft="Check your bookings diary.")
    assert got["service"][0]
    # a family the turn does not name stays out
    got = verdicts("What time does the chapel open on Friday?", [service], draft="Usually at nine.")
    assert not got["service"][0]


def test_health_words_the_classifier_knows_mark_a_personal_record_sensitive():
    from store_svc import classifier

    cls = classifier.classify("Noor gets migraines and takes sumatriptan on bad days.", "semantic", True)
    assert "sensitive:health" in cls.facets


def test_a_record_about_several_people_is_read_for_the_one_the_task_names():
    days = cand("days", "Callum works Tuesday to Saturday and Aileen works Mondays and Thursdays.")
    got = verdicts("Reply to Ewan that I'll send Aileen round on Tuesday 7 June to measure the wall.", [days],
                   draft="Hi Ewan, Aileen will come round on Tuesday 7 June.")
    assert got["days"][0]
    from judge_svc.policy import _about_named

    # read for Aileen, the record's other clause (Callum's Tuesdays) does not hide her collision
    assert _about_named(days.record.text, {"ailee"}) == "Aileen works Mondays and Thursdays."


def test_a_possessive_name_is_the_same_name():
    assert "tom" in judge._names_in("Write the notice for Tom's swim group.") & judge._names_in("Physio Tom Walsh is away.")


# ------------------------------------------------- other languages, equipment, drafts
def test_judge_reads_the_drafts_total_against_a_cap_on_the_task():
    rule = cand("cap", "Supplier orders over ¥150,000 also need Ota-san's stamp before they go out.")
    turn = "Order 30 sacks of the medicated feed at ¥6,000 each and draft the email to the supplier."
    got = judge.admit(turn, "", "", "Order: 30 sacks, total ¥180,000. Email below.", "", [rule], get_embedder())
    # the turn's own count at its unit price, or the draft's total: either runs into the cap
    assert got[0].admitted and ("the draft's" in got[0].note or "comes to 180,000" in got[0].note
                                or "180000 in all" in got[0].note)
    got = judge.admit(turn.replace("30 sacks", "20 sacks"), "", "", "Order: 20 sacks, total ¥120,000.", "", [rule],
                      get_embedder())
    assert not got[0].admitted


def test_a_crossed_limit_binds_a_question_only_when_it_is_about_the_same_thing():
    fee = cand("fee", "Rosa can waive late fees up to EUR 300 per customer; above that goes to the finance lead.")
    assert not verdicts("What's a sensible amount to save on a salary of EUR 40,000?", [fee])["fee"][0]
    assert verdicts("Can I waive the EUR 450 late fee for the Duarte account myself?", [fee])["fee"][0]


def test_a_rule_of_another_named_body_does_not_bind_the_task():
    got = verdicts("Set the tenancy hearing for the 14th and book a Polish interpreter for it.", [
        cand("ours", "Interpreter bookings need at least 5 working days' notice to the language desk."),
        cand("theirs", "Marlow County requires only 2 working days' notice for interpreter bookings."),
    ])
    assert got["ours"][0] and not got["theirs"][0]


def test_a_sister_site_of_any_kind_is_somewhere_else():
    got = verdicts("What time does the press hall stop taking grapes?", [
        cand("ours", "Our press hall takes grapes until 15:00 on harvest days."),
        cand("sister", "At the group's sister winery in Lujan, the press hall takes grapes until 18:00."),
    ])
    assert got["ours"][0] and not got["sister"][0]


def test_equipment_out_of_use_matters_to_a_task_that_uses_it():
    from datetime import date

    crane = cand("crane", "The yard crane is out of service until 30 June while its winch is rebuilt.")
    on_task = judge.admit("Plan the container lift with the yard crane on 24/6.", "", "", "08:00 lift.", "", [crane],
                          get_embedder(), date(2034, 6, 20))
    assert on_task[0].admitted and "falls in" in on_task[0].note
    elsewhere = judge.admit("Plan the staff barbecue in the yard on 24/6.", "", "", "Grill at noon.", "", [crane],
                            get_embedder(), date(2034, 6, 20))
    assert not elsewhere[0].admitted


def test_an_absence_bound_to_an_admitted_rule_by_its_words():
    from datetime import date

    rule = cand("kiln", "The wood kiln: at most two firings a week, and each firing needs a certified kiln operator.")
    away = cand("away", "Ilse, the only certified kiln operator, is on leave 2034-06-22 to 2034-07-02.")
    got = {j.record_id: j for j in judge.admit("Pencil in wood kiln firings on 24/6 and 26/6.", "", "", "Done.", "",
                                               [rule, away], get_embedder(), date(2034, 6, 20))}
    assert got["kiln"].admitted and got["away"].admitted


@pytest.mark.parametrize("turn,task,trigger", [
    ("Agendame una llamada con Inés el viernes a las 10", True, "scheduling"),
    ("Schreib bitte eine kurze Nachricht an das Team", True, "writing"),
    ("Zaplanuj spotkanie z Ewą na wtorek", True, "scheduling"),
    ("Need the handover notes for the night shift", True, None),
    ("OK for me to just say yes to the £300 quote?", True, "approval"),
    ("Hur mycket får jag godkänna själv?", False, "approval"),
])
def test_cues_read_requests_in_other_languages_and_bare_openings(turn, task, trigger):
    tc = cues.analyse(turn)
    assert tc.task is task
    if trigger:
        assert trigger in tc.triggers


def test_a_sensitive_facet_needs_a_cue_word_or_a_close_probe():
    from store_svc import classifier

    # a work fact nearest the health probes only weakly ("gross weight", "length") is no health detail
    cls = classifier.classify("Coastal line limits for container trains: max length 580 m; max gross weight 1,600 t "
                              "with a single locomotive.", "semantic", False)
    assert "sensitive:health" not in cls.facets
    cls = classifier.classify("I'm diabetic and keep insulin in the site fridge.", "semantic", True)
    assert "sensitive:health" in cls.facets


def test_a_number_the_draft_does_not_state_keeps_a_record_from_being_redundant():
    rec = cand("win", "Night shift swaps: request them from the rota desk at least 4 working days before the shift.")
    draft = "Request night shift swaps from the rota desk a few working days before the shift."
    assert verdicts("How early do I have to request a night shift swap from the rota desk?", [rec], draft)["win"][0]
    said = "Request night shift swaps from the rota desk at least 4 working days before the shift."
    assert verdicts("How early do I have to request a night shift swap from the rota desk?", [rec], said)["win"] == \
        (False, c.REASON_CODE_REDUNDANT)


def test_a_rule_that_needs_a_person_binds_with_that_persons_absence():
    from datetime import date

    rule = cand("rule", "Steaming hull planks needs two people at the steam box; Ruben's usual partner is Femke Dijkstra.")
    away = cand("away", "Femke Dijkstra is away 2034-06-22 to 2034-06-30.")
    turn = "Draft a note to the yard: I am bending the new planks on {} from 7 to noon."
    got = {j.record_id: j for j in judge.admit(turn.format("25/6"), "", "", "Done.", "", [rule, away], get_embedder(),
                                               date(2034, 6, 20))}
    assert got["rule"].admitted and got["away"].admitted and "Femke Dijkstra, who is away" in got["rule"].note
    got = {j.record_id: j for j in judge.admit(turn.format("3/7"), "", "", "Done.", "", [rule, away], get_embedder(),
                                               date(2034, 6, 20))}
    assert not got["rule"].admitted and not got["away"].admitted


def test_a_definition_question_is_not_answered_by_a_nearby_fact():
    price = cand("price", "Our oat porter sells at EUR 4.20 a bottle wholesale, minimum 12 bottles.")
    assert not verdicts("What's the actual difference between a porter and a stout?", [price])["price"][0]


@pytest.mark.parametrize("turn,task", [
    ("I need to know when the generator service is due.", False),
    ("I need to send the service report to Hamid.", True),
    ("Can you draft the booking for the minibus?", True),
])
def test_wanting_to_know_is_a_question_not_a_task(turn, task):
    assert cues.analyse(turn).task is task


def test_an_admitted_rule_and_a_record_whose_amount_crosses_it_bind_together():
    rule = cand("rule", "Loan agreements for works insured above EUR 400,000 must be countersigned by the director, Ines Dahl.")
    value = cand("value", "'Harbour at Noon' is insured at EUR 520,000 for the Bergen loan.")
    other = cand("other", "The Bergen courier budget is EUR 900,000 for the year.")
    got = verdicts("Draft the cover email for the Bergen loan agreement; I'll sign it today.", [rule, value, other])
    assert got["rule"][0] and got["value"][0] and not got["other"][0]


def test_a_past_year_told_in_the_past_does_not_answer_the_present():
    from datetime import date

    got = {j.record_id: j for j in judge.admit(
        "What's my per-day catering cap before I need sign-off?", "", "", "Check your contract.", "", [
            cand("now", "Mara's catering approval cap is EUR 900 per day; above that the producer signs."),
            cand("then", "On Mara's 2029 tour the catering cap was EUR 1,400 per day."),
        ], get_embedder(), date(2033, 5, 2))}
    assert got["now"].admitted and not got["then"].admitted


def test_a_records_leading_name_links_it_when_the_turn_names_it():
    from datetime import date

    dock = cand("dock", "Tamatea is in dry dock at Napier from 2034-06-18 to 2034-06-30 and cannot be assigned.")
    got = judge.admit("Put Tamatea and Rua on the tanker job Friday and write it up.", "", "", "Done.", "", [dock],
                      get_embedder(), date(2034, 6, 20))
    assert got[0].admitted


def test_a_disruption_on_the_day_a_task_books():
    from datetime import date

    plant = cand("plant", "Boiler maintenance on Saturday 2034-06-24 from 12:00: afternoon sessions are cancelled.")
    got = judge.admit("Can you book the Hendriks family into a session on Saturday 24 June, afternoon if possible?", "", "",
                      "Booked.", "", [plant], get_embedder(), date(2034, 6, 20))
    assert got[0].admitted
    got = judge.admit("Can you book the Hendriks family into a session on Sunday 25 June?", "", "", "Booked.", "",
                      [plant], get_embedder(), date(2034, 6, 20))
    assert not got[0].admitted


@pytest.mark.parametrize("turn,generic,recall", [
    ("Quick one: what's the actual difference between a sloop and a ketch?", True, False),
    ("In plain terms, what's the difference between a lien and a levy?", True, False),
    ("Can I stick Jo on the 0700 shift after her late?", False, True),
])
def test_cues_read_past_lead_ins_and_permission_to_act(turn, generic, recall):
    tc = cues.analyse(turn)
    assert (tc.generic, tc.recall) == (generic, recall)


def test_a_time_in_another_zone_asks_for_and_admits_the_users_own_zone():
    cutoff = cand("cutoff", "The lab in Denver (America/Denver) runs samples the same day only if they arrive by 15:00 Denver time.")
    mine = cand("mine", "Ruth works from Lisbon (Europe/Lisbon).", own=True)
    turn = "If I ship the cores at 4pm today, will the Denver lab run them today?"
    admitted = [judge.Judgement("cutoff", True, c.REASON_CODE_HELPFUL, "")]
    assert judge.follow_up_queries(turn, admitted, [cutoff]) == ["my own time zone, where I work from"]
    assert judge.follow_up_queries(turn, admitted, [cutoff, mine]) == []
    assert judge.follow_up_queries("What does the Denver lab run?", admitted, [cutoff]) == []  # no time stated
    got = verdicts(turn, [cutoff, mine])
    assert got["cutoff"][0] and got["mine"][0]


def test_signatures_name_an_approver_to_ask_after():
    assert judge.approver_names("Club expenses over EUR 150 need two signatures, one of them treasurer Ana Brito's.") \
        == ["Ana Brito"]


def test_equipment_out_of_use_is_read_whole_when_it_names_a_capitalised_thing():
    from datetime import date

    rec = cand("gauge", "The Kestrel flow gauge is at the manufacturer for calibration until 2034-06-28, so no Class A "
                        "gaugings until then.")
    got = judge.admit("Plan a Class A gauging run on the Tama on 25/6.", "", "", "07:00 start.", "", [rec],
                      get_embedder(), date(2034, 6, 20))
    assert got[0].admitted


def test_a_holiday_patient_is_not_time_off():
    assert "time_off" not in cues.analyse("A holiday patient wants to dialyse with us on Saturday.").triggers
    assert "time_off" in cues.analyse("Can I take a holiday the week after Easter?").triggers


def test_a_scoped_rule_needs_most_of_its_scope_in_the_task():
    rule = cand("rule", "When Ivo asks for handover notes, write them in SBAR format.", own=True)
    assert not verdicts("Write the roster change note for the team.", [rule])["rule"][0]
    assert verdicts("Write my handover notes for the night team.", [rule])["rule"][0]


def test_a_disruption_binds_a_request_to_fit_someone_in():
    from datetime import date

    plant = cand("plant", "Boiler maintenance on Saturday 2034-06-24 from 12:00: afternoon sessions are cancelled.")
    got = judge.admit("A visiting swimmer wants a lane on Saturday 24 June, afternoon. Can we fit her in?", "", "",
                      "Yes, book her in.", "", [plant], get_embedder(), date(2034, 6, 20))
    assert got[0].admitted


@pytest.mark.parametrize("turn", [
    "What lambing percentage is typical for Texel ewes on lowland grass?",
    "How do Laminaria and Saccharina differ in the field?",
    "Good 5-minute warm-up before a hockey match? I've only got a few minutes.",
])
def test_a_general_knowledge_question_is_not_answered_by_a_nearby_fact(turn):
    facts = [cand("dose", "Ewes were dosed on 2 May with a 28-day meat withdrawal: none to slaughter before 30 May."),
             cand("rams", "Two Texel rams arrive on the farm on Friday 18 May."),
             cand("permit", "The kelp permit allows at most 20 Laminaria plants per site per season."),
             cand("hockey", "Dana plays club hockey on Thursday evenings.", own=True)]
    assert not any(adm for adm, _ in verdicts(turn, facts).values())


def test_a_named_site_of_the_user_kind_is_that_sites_rule():
    got = verdicts("Plan the vaccine consignment to Nairobi: truck leaves the Leeds hub Thursday evening.", [
        cand("ours", "Nairobi consignments must be booked with the carrier by Wednesday 12:00."),
        cand("theirs", "The Bristol hub ships to Nairobi in active containers; its booking cut-off is Thursday 10:00."),
    ])
    assert not got["theirs"][0]


def test_a_request_for_a_recommendation_is_not_answered_by_the_users_habits():
    habit = cand("habit", "Dana plays club hockey on Thursday evenings.", own=True)
    assert not verdicts("Good quick warm-up before a hockey match? I've only got five minutes.", [habit])["habit"][0]


def test_a_named_person_away_over_the_days_of_the_event_the_task_names():
    from datetime import date

    away = cand("away", "Programmer Lise Aune is in Oslo on another show from 21 to 24 May 2034.")
    event = cand("event", "The Harbour Light tech is Tuesday 22 and Wednesday 23 May 2034; first preview Saturday 26 May.")
    got = {j.record_id: j for j in judge.admit("can you book Lise in for plotting on both tech days", "", "",
                                               "Booked.", "", [away, event], get_embedder(), date(2034, 5, 14))}
    assert got["away"].admitted and got["event"].admitted
    late = cand("late", "Programmer Lise Aune is in Oslo on another show from 1 to 4 June 2034.")
    got = {j.record_id: j for j in judge.admit("can you book Lise in for plotting on both tech days", "", "",
                                               "Booked.", "", [late, event], get_embedder(), date(2034, 5, 14))}
    assert not got["late"].admitted


def test_a_count_times_a_price_against_an_approval_cap():
    price = cand("price", "From 1 April the nitrile glove tender is with Halden at EUR 6.40 per box.")
    cap = cand("cap", "Mia can approve orders up to EUR 20,000; orders above that need the finance lead.")
    turn = "Should I just go ahead with {} boxes of nitrile gloves from Halden?"
    got = {j.record_id: j for j in judge.admit(turn.format("4,000"), "", "", "Yes.", "", [price, cap], get_embedder())}
    assert got["cap"].admitted and "comes to 25,600" in got["cap"].note
    got = {j.record_id: j for j in judge.admit(turn.format("1,000"), "", "", "Yes.", "", [price, cap], get_embedder())}
    assert not got["cap"].admitted


def test_a_title_before_a_name_links_the_role_the_task_names():
    from datetime import date

    away = cand("away", "Head groundsman Piet Venter is on leave 2034-06-22 to 2034-06-30; Sipho covers.")
    got = judge.admit("Write up the pitch report and get the head groundsman to sign it on 26/6.", "", "", "Done.", "",
                      [away], get_embedder(), date(2034, 6, 20))
    assert got[0].admitted


def test_a_kit_elsewhere_on_given_weekdays_and_a_task_that_needs_it():
    from datetime import date

    kit = cand("kit", "The clinic's only audiometer is shared with the Napier clinic and is in Napier every Monday and Friday.")
    got = judge.admit("Book Tama's hearing test with the audiometer for Friday 9am.", "", "", "Booked.", "", [kit],
                      get_embedder(), date(2034, 6, 20))
    assert got[0].admitted
    got = judge.admit("Book Tama's hearing test with the audiometer for Wednesday 9am.", "", "", "Booked.", "", [kit],
                      get_embedder(), date(2034, 6, 20))
    assert not got[0].admitted


def test_a_zone_with_its_offset_for_whom_the_task_names():
    fam = cand("fam", "Island families keep their own clock: the Chathams are on Pacific/Chatham, 45 minutes ahead.")
    got = judge.admit("Text the Moana family on the Chathams to confirm the call on Thursday at 4.", "", "", "Sent.", "",
                      [fam], get_embedder())
    assert got[0].admitted and "time zone" in got[0].note
    got = judge.admit("Text the Moana family on the Chathams to say thanks for the photos.", "", "", "Sent.", "",
                      [fam], get_embedder())
    assert not got[0].admitted  # no time set


def test_someone_elses_private_matter_stays_out():
    rec = cand("quiet", "Ola had burnout last spring and works a reduced caseload; she does not want anyone to know.")
    assert verdicts("Write a short note to the care home about Ola's visit on Monday.", [rec])["quiet"] == \
        (False, c.REASON_CODE_POTENTIALLY_HARMFUL)


def test_a_meeting_rule_and_a_spending_cap_do_not_bind_a_script_or_a_note():
    meetings = cand("meet", "Ji-ho never takes meetings before 10:00 KST; mornings are for builds.", own=True)
    cap = cand("cap", "Ji-ho can approve purchases up to KRW 3,000,000; anything above goes to the CFO.", own=True)
    got = verdicts("Write a quick script that renames the build screenshots with today's date.", [meetings, cap])
    assert not got["meet"][0] and not got["cap"][0]


def test_equipment_away_for_testing_matters_only_to_a_task_that_uses_it():
    from datetime import date

    hoist = cand("hoist", "The engine hoist is away for load testing until 2034-07-10; the hangar holds one aircraft.")
    got = judge.admit("Put a weekly Monday slot in for the planning meeting with Rūta.", "", "", "Done.", "", [hoist],
                      get_embedder(), date(2034, 6, 20))
    assert not got[0].admitted
    got = judge.admit("Plan the engine change with the hoist on Monday 23 June.", "", "", "Done.", "", [hoist],
                      get_embedder(), date(2034, 6, 20))
    assert got[0].admitted


def test_an_approval_above_a_limit_needs_its_approver_only_above_it():
    from datetime import date

    rule = cand("rule", "Purchase orders over EUR 15,000 need plant chief Dora Lenz's approval.")
    away = cand("away", "Plant chief Dora Lenz is out 2034-06-22 through 2034-06-30.")
    got = {j.record_id: j for j in judge.admit("Draft the purchase order for the pump seals on 24/6: about EUR 900.", "",
                                               "", "Done.", "", [rule, away], get_embedder(), date(2034, 6, 20))}
    assert not got["rule"].admitted


def test_a_routine_the_user_assumes_is_corrected_by_the_stored_one():
    rec = cand("pay", "From 2034-09-01 Tom's allowance is EUR 40 a week, paid on Fridays to the care home.")
    got = verdicts("Write a note to the care home: Tom's allowance goes out on Monday as usual.", [rec])
    assert got["pay"][0]


def test_a_draft_that_restates_the_turns_number_in_the_records_words():
    rule = cand("rule", "Any booking over 30 riders needs the duty manager's sign-off.")
    got = judge.admit("A school wants to bring 36 Year 9 kids on Friday. Draft the confirmation email.", "", "",
                      "Confirmed: 36 riders on Friday.", "", [rule], get_embedder())
    assert got[0].admitted
    got = judge.admit("A school wants to bring 36 Year 9 kids on Friday. Draft the confirmation email.", "", "",
                      "Confirmed: 25 riders on Friday.", "", [rule], get_embedder())
    assert not got[0].admitted


def test_a_branch_of_the_organisation_the_turn_does_not_name_is_elsewhere():
    got = verdicts("Above what duty amount does an entry need a second review before I send it?", [
        cand("ours", "Any single entry with estimated duties over US$25,000 needs a second review by Deborah Tsai."),
        cand("branch", "At Pacific Gate's Laredo office, entries with estimated duties over US$10,000 need a second review."),
    ])
    assert got["ours"][0] and not got["branch"][0]


def test_are_we_open_on_a_day_the_shop_is_closed():
    rec = cand("hours", "From 1 March the shop is closed on Saturdays; weekday hours stay 08:30-17:30.")
    assert verdicts("Someone's asking if we're open Saturday morning. What do I tell them?", [rec])["hours"][0]
    assert not verdicts("Someone's asking if we're open Thursday morning. What do I tell them?", [rec])["hours"][0]


@pytest.mark.parametrize("turn,question,recall", [
    ("ブレンダンの育休っていつまでだっけ？", True, False),
    ("How many days before the sailing do I need to have the reefer booked?", True, True),
])
def test_full_width_question_marks_and_obligations_of_the_user(turn, question, recall):
    tc = cues.analyse(turn)
    assert (tc.question, tc.recall) == (question, recall)


def test_a_question_about_what_i_may_do_is_not_answered_by_another_leads_limit():
    got = verdicts("What's the most I can sign off on a parts order by myself?", [
        cand("mine", "Seun can approve parts orders up to EUR 2,500 on his own; above that they go to Birgit Keller."),
        cand("other", "Day-shift lead Ilse Brandt can approve parts orders up to EUR 5,000."),
    ])
    assert not got["other"][0]


def test_a_relatives_business_is_somewhere_else():
    got = verdicts("Realistically how many kilos can we roast in a day?", [
        cand("ours", "The roastery's 15 kg drum roaster takes at most 12 kg a batch, about four batches an hour."),
        cand("cousin", "Elif's cousin Kerem's roastery in Izmir runs a 30 kg roaster and does about 600 kg a day."),
    ])
    assert not got["cousin"][0]


def test_a_title_with_a_full_stop_and_a_stretch_the_turn_names():
    from datetime import date

    leave = cand("leave", "Capt. Rua Tane is on parental leave 2035-04-23 to 2035-05-20.")
    got = judge.admit("Can you put Rua and Mia on the early shuttle on Tuesday 8 May?", "", "", "Done.", "", [leave],
                      get_embedder(), date(2035, 4, 24))
    assert got[0].admitted
    rule = cand("rule", "Night shifts need two competent techs: Dana Holm, Ngozi Eze and Lan.")
    away = cand("away", "Tech Ngozi Eze is on vacation 2035-05-01 to 2035-05-05.")
    got = {j.record_id: j for j in judge.admit("Draft the night rota for 30 April to 6 May, two competent techs a night.",
                                               "", "", "Rota below.", "", [rule, away], get_embedder(), date(2035, 4, 24))}
    assert got["away"].admitted


@pytest.mark.parametrize("turn", [
    "Quick conversion: 2.6 bar in psi and kPa?",
    "What's the current evidence on Nordic curls for preventing hamstring strains?",
])
def test_conversions_and_questions_about_the_evidence_are_general(turn):
    facts = [cand("face", "TBM Marguerite runs face pressure 2.1-2.4 bar, alarm at 1.9 bar."),
             cand("injury", "Ioan Pritchard: grade 2 hamstring strain on 9 May; no sprinting above 85% until cleared.")]
    assert cues.analyse(turn).generic
    assert not any(adm for adm, _ in verdicts(turn, facts).values())


def test_a_machines_setting_is_no_role_and_a_terminal_across_the_river_is_elsewhere():
    assert judge.role_held("Westbound TBM Josephine runs face pressure 2.6-2.9 bar on its stretch.") == ""
    got = verdicts("At what wind speed do we have to stop the cranes again?", [
        cand("ours", "STS crane operations stop when the 10-minute mean wind reaches 18 m/s."),
        cand("theirs", "The Botlek terminal across the river stops its cranes at 20 m/s wind."),
    ])
    assert got["ours"][0] and not got["theirs"][0]


def test_a_function_is_code_not_a_message_and_a_regrade_is_private():
    fact = cand("bonus", "The quality bonus is paid only if the monthly geometric mean cell count is under 400,000.")
    assert not verdicts("Write me a function that returns the geometric mean of a vector, ignoring NAs.", [fact])["bonus"][0]
    pay = cand("pay", "Dev has asked the committee for a regrade and may look for another post if refused.", own=True)
    assert verdicts("Draft the agenda for next week's staffing committee.", [pay])["pay"] == \
        (False, c.REASON_CODE_POTENTIALLY_HARMFUL)


def test_a_part_replacement_is_no_health_detail():
    from store_svc import classifier

    cls = classifier.classify("The winch on barge 7 is limited to 2 t until its replacement drum is fitted.", "semantic", False)
    assert not any(f.startswith("sensitive:") for f in cls.facets)
    cls = classifier.classify("I had a hip replacement in March and can't kneel.", "semantic", True)
    assert "sensitive:health" in cls.facets


def dated_verdicts(turn, cands, today, draft="A general answer."):
    from datetime import date

    out = judge.admit(turn, "", "", draft, "", cands, get_embedder(), date.fromisoformat(today))
    return {j.record_id: (j.admitted, j.reason, j.note) for j in out}


def test_another_identifier_of_the_same_shape_misleads():
    mine = cand("mine", "On PH-KLA, the aft hold door seal was replaced on 2 May; the door is cleared for use.")
    other = cand("other", "On PH-KLB, the aft hold door is placarded inoperative; PH-KLA is not affected.")
    got = verdicts("Can we use the aft hold door on PH-KLA tonight?", [mine, other])
    assert got["other"] == (False, c.REASON_CODE_POTENTIALLY_HARMFUL)
    got = verdicts("Can we use the aft hold door on PH-KLB tonight?", [other])
    assert got["other"][0]


def test_a_unit_the_record_sets_apart_misleads():
    rec = cand("apart", "At the Larvik depot (Norwegian side, separate team), forklifts may lift 3 t.")
    ours = cand("ours", "Forklift FL-2 is limited to 2.5 t since its mast repair.")
    got = verdicts("A 2.8 t pallet for Larvik just arrived; can FL-2 lift it?", [rec, ours])
    assert got["apart"] == (False, c.REASON_CODE_POTENTIALLY_HARMFUL)
    assert got["ours"][0]


def test_a_labelled_rule_binds_only_the_kind_of_work_it_labels():
    rule = cand("cs", "Confined-space entry in Tank Farm 2 (solvent tanks): gas test first, a standby person at the "
                      "hatch throughout, and the shift supervisor signs the permit.")
    got = verdicts("Painters start on the handrails in Tank Farm 2 on Monday. What do they need before I issue permits?", [rule])
    assert not got["cs"][0]
    got = verdicts("Two fitters need to do a confined-space entry in Tank Farm 2 on Monday. What do I need before I "
                   "issue the permit?", [rule])
    assert got["cs"][0]


def test_a_rule_answers_a_question_of_what_we_may_do():
    rule = cand("cots", "The hall has 40 places: 30 beds upstairs and 10 downstairs; 6 overflow cots may be used only on "
                        "nights the county declares a cold-weather alert.")
    assert verdicts("Freezing tonight. Can we put the overflow cots out?", [rule])["cots"][0]


def test_an_approval_rule_naming_the_approver_the_question_names():
    rule = cand("mg", "Event spend above $400 needs sign-off from operations head Priya Raman; Tomas can approve $400 or "
                      "less himself.")
    assert verdicts("What's the most I can approve on my own before it needs Priya?", [rule])["mg"][0]
    assert not verdicts("Can you suggest a theme for the summer party?", [rule])["mg"][0]


def test_who_is_away_over_the_days_a_question_names():
    away = cand("away", "Ilse Brandt is on leave 2031-04-08 to 2031-04-18; Jonas covers her samples.")
    later = cand("later", "Marek Nowak is on leave 2031-06-02 to 2031-06-06.")
    got = dated_verdicts("Who in the lab is away next week?", [away, later], "2031-04-03")
    assert got["away"][0] and not got["later"][0]


def test_a_day_sooner_than_the_notice_a_rule_asks_for():
    rule = cand("lift", "Crane lifts over the canteen roof need a lift plan approved by the site manager at least 10 days "
                        "in advance.")
    got = dated_verdicts("Book the crane lift over the canteen roof for Thursday 10 April.", [rule], "2031-04-03")
    assert got["lift"][0]
    # read alone (no other path admits it), the notice is what binds: a question of what we may do
    late = cand("late", "Skip hire for the yard needs the facilities desk told at least 5 business days ahead.")
    got = dated_verdicts("Greenline can drop the skip in the yard on Monday morning, is that OK for us to accept?", [late],
                         "2031-04-03")
    assert got["late"][0]
    got = dated_verdicts("Greenline can drop the skip in the yard on Monday 21 April, is that OK for us to accept?", [late],
                         "2031-04-03")
    assert "short of the notice" not in got["late"][2]


def test_back_in_service_is_not_an_earlier_time():
    rec = cand("ovh", "The 30 t excavator's overhaul has been extended; it is expected back in service on 14 May 2031.")
    assert verdicts("Is the 30 t excavator back from its overhaul yet?", [rec])["ovh"][0]


def test_what_the_market_still_makes_is_general_knowledge():
    hobby = cand("hob", "Nils collects folding cameras and shoots 120 film on holidays.", own=True)
    assert not verdicts("Which 120 films are still being made?", [hobby])["hob"][0]


def test_many_shared_terms_lower_the_similarity_floor():
    rec = cand("hall", "Pump P-7 is derated until its seal is replaced; Annex C cooling load must stay under 900 kW until then "
                       "(currently about 780 kW).")
    assert verdicts("How much headroom is left on Annex C's cooling load right now?", [rec])["hall"][0]


def test_a_meeting_preference_answers_only_a_turn_that_books():
    pref = cand("pref", "Schedule Ines's supplier review meetings before 11:00.", own=True)
    assert not verdicts("What do I need to check before I sign off the supplier invoices?", [pref])["pref"][0]


def test_a_rule_about_the_person_a_task_names_binds_it_at_low_similarity():
    ticket = cand("tk", "Rigger Oskar Lind's slinging card lapsed on 2031-03-20; he must not sling loads over 1 t until "
                        "his refresher on 2031-04-22.")
    got = dated_verdicts("Put the Saturday lifting crew together: Oskar, Mia, Jens and Ulla, eight hours each.", [ticket],
                         "2031-04-03")
    assert got["tk"][0]


def test_a_past_event_is_no_calendar_constraint():
    past = cand("past", "On 2030-11-14 at 04:12 the backup pump failed to start; the yard ran on the diesel for an hour.")
    got = dated_verdicts("Book the fitter to service the backup pump on Friday.", [past], "2031-04-03")
    assert not got["past"][0]


def test_an_absent_holder_of_a_role_a_rule_needs():
    rule = cand("rule", "Hall hire refunds from £200 to £2,000 need written approval from both the treasurer and the chair.")
    away = cand("away", "Treasurer Gwen Allsop is in Portugal from 2031-04-07 to 2031-04-25; the chair signs alone then.")
    other = cand("other", "Caretaker Dai Rees is on leave from 2031-04-07 to 2031-04-11.")
    got = dated_verdicts("A hirer wants £650 back for the cancelled fair. Who has to approve the refund this month?",
                         [rule, away, other], "2031-04-03")
    assert got["rule"][0] and got["away"][0] and not got["other"][0]


def test_the_day_of_the_event_a_rule_counts_back_from():
    rule = cand("rule", "The trustees' meeting papers must be posted to members five clear days before the meeting.")
    when = cand("when", "The trustees meet on the first Thursday of each month at 6pm in the boathouse.")
    elsewhere = cand("else", "Riverside Rowing Club committee meets every Monday at 7pm.")
    got = dated_verdicts("Draft the covering note for the May trustees' papers and tell me when I have to post them.",
                         [rule, when, elsewhere], "2031-04-03")
    assert got["rule"][0] and got["when"][0] and not got["else"][0]


def test_someone_not_yet_signed_off_on_what_the_task_gives_them():
    cert = cand("cert", "Hamid Rostami is not yet certified on the new reach stacker RS-4.")
    got = verdicts("Draft tonight's yard plan: Hamid on RS-4 for the export stack, Lena and Piet on the straddles.", [cert])
    assert got["cert"][0]


def test_a_running_total_another_record_holds_with_the_turns_amount_against_a_cap():
    cap = cand("cap", "The quarry consent caps gravel extraction at 900 tonnes per calendar month.")
    held = cand("held", "Gravel extraction logged for April as of 2031-04-02: 710 tonnes.")
    turn = "Calm on Thursday. I'm thinking we take about {} tonnes out of the east face. Can you plan the day?"
    got = dated_verdicts(turn.format(250), [cap, held], "2031-04-03")
    assert got["cap"][0] and got["held"][0] and "already held" in got["held"][2]
    got = dated_verdicts(turn.format(50), [cap, held], "2031-04-03")
    assert not got["cap"][0] and not got["held"][0]


def test_a_record_on_the_numbered_thing_the_turn_names_completes_the_rule():
    rule = cand("rule", "Trout feeding rule at the Loch Arn site: below 8°C water temperature, feed at most 0.8% of "
                        "biomass a day; at 8°C and above, up to 1.5%.")
    pen = cand("pen", "After the March grading, pen 4 holds 12,000 trout averaging 2.1 kg.")
    got = verdicts("Water's 7.4°C this morning. How much feed should pen 4 get today?", [rule, pen])
    assert got["rule"][0] and got["pen"][0]


@pytest.mark.parametrize("away,event,turn", [
    # someone on a course over the days of an event the task names only by what it is
    ("Usher Idris Lloyd is on the first-aid refresher course on 2031-04-12 and 2031-04-13.",
     "The spring choral concert is on Saturday 2031-04-12 at 19:00; about 400 expected.",
     "Draft the usher rota for the spring choral concert: Idris on the main doors, me on the box office."),
    # ... when the event is named by its name and is itself the direct answer
    ("Verger Osian Price is on the diocesan safeguarding course on 2031-04-12 and 2031-04-13.",
     "The Founders' Evensong on Sunday 2031-04-13 has moved to 16:00; about 700 expected.",
     "Can you draft the verger rota for the Founders' Evensong? Osian on the west door, me leading the procession."),
    # equipment the task names by its identifier, out of use on those days
    ("Reach stacker RS-2 is out of service for a mast repair until 2031-04-15.",
     "The Baltic Wren slipped; her new berth window is Friday 2031-04-11 06:00, berth 4.",
     "Draft the yard plan for the Baltic Wren: RS-2 and RS-3 on the reefer stack, Lars on the gate."),
])
def test_someone_or_something_away_on_the_days_of_what_the_task_names(away, event, turn):
    got = dated_verdicts(turn, [cand("away", away), cand("event", event)], "2031-04-03")
    assert got["away"][0] and got["event"][0]


def test_a_season_spanning_two_years_is_not_an_earlier_year():
    spent = cand("spent", "Hire fees committed for the 2030–31 season so far total ₩21,500,000.")
    budget = cand("budget", "The hire budget for the 2030–31 season is ₩24,000,000; above it the director approves.")
    later = cand("later", "During the spring tour (until 2031-05-20), keep the trunks in the Busan store.")
    got = dated_verdicts("Order the hire set from the publisher; their quote is ₩3,100,000. Draft the order email.",
                         [spent, budget, later], "2031-04-03")
    assert got["spent"][0] and got["budget"][0]


def test_a_different_client_or_a_neighbouring_place_misleads():
    other = cand("other", "On the Hollin Road project (a different client), drawing changes need only the lead "
                          "designer's signature before issue.")
    ours = cand("ours", "Any change to the Mill Lane drawings must be countersigned by the checking engineer before "
                        "it is issued.")
    got = verdicts("Who has to sign off a drawing change before we issue it?", [other, ours])
    assert got["ours"][0] and got["other"] == (False, c.REASON_CODE_POTENTIALLY_HARMFUL)
    near = cand("near", "At the neighbouring Skarvet marina, fuel orders need only the dock master's signature.")
    assert not verdicts("Draft the fuel order for Friday and send it for signature.", [near])["near"][0]


def test_a_named_sites_rule_beside_the_users_own_rule_on_the_same_thing():
    own = cand("own", "Any single shipment of stock worth above $90,000 must be approved by the head of stores before "
                      "dispatch.")
    site = cand("site", "At the Tarrow depot, only shipments of stock above $150,000 need approval, from the regional "
                        "manager.")
    got = verdicts("Prepare the dispatch note for tomorrow's shipment to Coldwell: 400 units at $250 each.", [own, site])
    assert got["own"][0] and not got["site"][0]


def test_a_run_of_identifiers_names_each_one_inside_it():
    freeze = cand("frz", "No rope access on masts M-03 to M-09 until the bolt survey report is issued.")
    assert not judge.other_code(freeze.record.text, "Plan tomorrow's rope inspection of M-05 and M-06.")
    assert judge.other_code(freeze.record.text, "Plan tomorrow's rope inspection of M-12.")


def test_what_causes_asks_for_a_reason():
    rec = cand("frz", "No blade access on turbines T-07 to T-12 until the OEM's report on the T-09 leading-edge crack.")
    assert not verdicts("What causes leading-edge erosion on turbine blades?", [rec])["frz"][0]


def test_a_bare_utc_time_beside_the_users_own_zone():
    boat = cand("boat", "During this rotation the crew boat Storm leaves Den Helder at 05:30 UTC daily.")
    tz = cand("tz", "Maaike plans her day in Dutch local time (Europe/Amsterdam).", own=True)
    got = dated_verdicts("I want to be on the quay 45 minutes before the boat leaves tomorrow. What time should I set "
                         "my alarm?", [boat, tz], "2031-04-03")
    assert got["boat"][0] and got["tz"][0]


def test_a_work_rule_about_distance_is_no_health_detail():
    from store_svc import classifier

    cls = classifier.classify("Field trips longer than 150 miles round trip need approval from the assistant "
                              "superintendent.", "semantic", False)
    assert not any(f.startswith("sensitive:") for f in cls.facets)


def test_a_rule_on_a_kind_of_document_binds_the_task_that_writes_one():
    fmt = cand("fmt", "Site diaries use the Harlow house format: date, weather, crews on site, deliveries, incidents.",
               own=True)
    assert verdicts("Write up today's site diary: two crews on the roof, a brick delivery at ten, light rain.", [fmt])["fmt"][0]
    assert not verdicts("Write a thank-you note to the brick supplier for the quick delivery.", [fmt])["fmt"][0]


def test_a_way_of_writing_a_thing_binds_only_a_task_that_writes_about_it():
    knots = cand("kn", "Give wind speeds in m/s, never knots.", own=True)
    assert not verdicts("Draft the work permit for swapping the yaw motor on T-04 tomorrow.", [knots])["kn"][0]
    assert verdicts("Draft the morning briefing: gusts around 14 m/s, wind speed easing after noon.", [knots])["kn"][0]


def test_a_rule_on_what_may_be_suggested_bounds_an_advice_question():
    rule = cand("org", "Only suggest weed treatments permitted under the farm's organic certification.", own=True)
    got = verdicts("Thistles are everywhere in the lower paddock this spring. What should we treat them with?", [rule])
    assert got["org"][0]
    assert not verdicts("How tall do thistles grow?", [rule])["org"][0]


def test_another_unit_of_the_kind_the_turn_names_misleads():
    other = cand("f2", "At the group's Danish plant, Furnace 2's crown ceiling is 1,620 °C and the shift lead may approve "
                       "short excursions.")
    ours = cand("fa", "Furnace A crown temperature ceiling is 1,590 °C; any excursion above it needs the plant engineer.")
    got = verdicts("I want Furnace A's crown at 1,605 °C tonight. Draft the approval request.", [other, ours])
    assert got["fa"][0] and not got["f2"][0]
    assert not judge.other_unit("Only Screen 1 has a 35mm projector; Screen 2 is DCP only.", "35mm in Screen 2 on Saturday")
    assert not judge.other_unit("The week 12 visit window is Day 84 ± 3 days.", "Day 1 was 2040-11-06")


def test_a_named_sites_figure_beside_the_users_own_limit_misleads():
    site = cand("site", "At the Kerrobert elevator, bin 4 holds up to 2,400 t.")
    ours = cand("ours", "Wilkie bin 4 holds at most 1,850 t; it held 1,640 t of canola as of 2031-04-01.")
    got = verdicts("How much room is left in bin 4?", [site, ours])
    assert got["ours"][0] and not got["site"][0]


def test_a_thing_like_ours_is_asked_about_in_general():
    ours = cand("ours", "Wilkie bin 4 holds at most 1,850 t; it held 1,640 t of canola as of 2031-04-01.")
    assert not verdicts("What moisture level is safe for storing canola long-term in a bin like our bin 4?",
                        [ours])["ours"][0]


def test_an_approval_rule_needs_the_approver_named_in_the_turn_itself():
    rule = cand("r", "At Drava Staklo, Furnace 2's excursions may be approved by the shift lead.")
    assert not verdicts("Is it fine to take ibuprofen for heat headaches after a long stint on the furnace floor?",
                        [rule])["r"][0]


def test_one_record_with_both_a_cap_and_what_is_spent_against_a_count_at_a_unit_price():
    budget = cand("b", "Lindvik 2031 tooling budget: cap NOK 90,000; NOK 76,000 spent as of 2031-03-30.")
    got = dated_verdicts("Three new torque wrenches for the line, NOK 5,500 each from Verktøy AS. Draft the purchase "
                         "request.", [budget], "2031-04-03")
    assert got["b"][0] and "already held" in got["b"][2]
    got = dated_verdicts("One new torque wrench for the line, NOK 5,500 each from Verktøy AS. Draft the purchase "
                         "request.", [budget], "2031-04-03")
    assert "already held" not in got["b"][2]


def test_a_rule_close_to_the_task_binds_it_by_one_shared_word_and_its_approvers_absence():
    rule = cand("rule", "Any diet change for a primate needs the vet's written sign-off before it starts.")
    away = cand("away", "Zoo vet Dr. Anna Berg is on leave 2031-04-01 to 2031-04-20; Dr. Lars Holm covers sign-offs.")
    got = dated_verdicts("The primate keepers are switching the capuchins to a new low-sugar pellet on Monday. Write them "
                         "a go-ahead memo.", [rule, away], "2031-04-03")
    assert got["rule"][0] and got["away"][0]


def test_work_done_after_the_day_it_is_due():
    due = cand("due", "The Harbour Lights subtitles are due to the client on Thursday 2031-04-03 at 17:00 their time.")
    got = dated_verdicts("I'd like one last check of the Harbour Lights subtitles on Friday morning before they go out. "
                         "Block out my calendar for it.", [due], "2031-04-01")
    assert got["due"][0]


def test_equipment_the_draft_plans_to_use_out_of_use_on_the_turns_days():
    pool = cand("pool", "Kingfisher Lane's hydrotherapy pool is closed for retiling until 2031-04-29.")
    draft = "Gentle Water Exercise: four Wednesdays from 16 April, 10:00-10:45, in our hydrotherapy pool."
    got = judge.admit("Let's start a four-week water-exercise course for seniors on Wednesday 16 April. Draft the flyer.",
                      "", "", draft, "", [pool], get_embedder(), date.fromisoformat("2031-04-03"))
    assert got[0].admitted
    got = judge.admit("Let's start a four-week water-exercise course for seniors on Wednesday 16 April. Draft the flyer.",
                      "", "", "Gentle Water Exercise: four Wednesdays from 16 April, in the main pool.", "", [pool],
                      get_embedder(), date.fromisoformat("2031-04-03"))
    assert not got[0].admitted


def test_an_approval_rule_on_a_unit_the_draft_brings_in():
    rule = cand("p2", "Every start of standby boiler B2 needs approval from plant manager Ivo Dahl.")
    turn = "Frost on Tuesday, demand near 40 MW at 07:00. Draft the shift plan for Monday night."
    with_b2 = judge.admit(turn, "", "", "- B1 at full load from 02:00.\n- B2 on standby; fire it if the store runs low.",
                          "", [rule], get_embedder(), date.fromisoformat("2031-04-03"))
    without = judge.admit(turn, "", "", "- B1 at full load from 02:00.\n- Charge the store overnight.", "", [rule],
                          get_embedder(), date.fromisoformat("2031-04-03"))
    assert with_b2[0].admitted and "draft" in with_b2[0].note and not without[0].admitted


def test_a_customer_family_named_at_the_head_of_the_record_is_the_job_the_turn_names():
    job = cand("job", "Lindqvist family's Steinway Model O (built 1924): new action; delivery promised for 2031-05-02.",
               facets=("sensitive:family",))
    got = dated_verdicts("Work out a schedule for the rest of the Lindqvist job, counting back from the delivery date.",
                         [job], "2031-04-03")
    assert got["job"][1] != c.REASON_CODE_POTENTIALLY_HARMFUL


def test_a_freeze_on_what_the_task_does_over_its_day():
    freeze = cand("frz", "Bottling freeze: the winery ships nothing from 2031-04-10 to 2031-04-30; last pickup 2031-04-08.")
    got = dated_verdicts("Harbour Wines wants 50 cases shipped on 15 April. Draft the reply confirming the ship date.",
                         [freeze], "2031-04-03")
    assert got["frz"][0]
    got = dated_verdicts("Harbour Wines wants 50 cases shipped on 5 May. Draft the reply confirming the ship date.",
                         [freeze], "2031-04-03")
    assert not got["frz"][0]


def test_pass_meets_passes():
    assert judge.specific_tokens("pass") == judge.specific_tokens("passes") == {"pass"}
    down = cand("pa", "Dish D-2 is out of service 2031-04-01 to 2031-04-20, so no X-band passes until it returns.")
    got = dated_verdicts("Northwind wants an X-band pass on Wednesday at 15:10 UTC. Set it up.", [down], "2031-04-07")
    assert got["pa"][0]


def test_a_place_closed_to_visitors_named_by_one_specific_word():
    house = cand("h", "The cactus house is closed to visitors until 2031-04-30 for re-glazing.")
    got = dated_verdicts("A school group wants to tour the cactus collection next Thursday. Can you write back?", [house],
                         "2031-04-03")
    assert got["h"][0]
    got = dated_verdicts("A school group wants to tour the rose garden next Thursday. Can you write back?", [house],
                         "2031-04-03")
    assert not got["h"][0]


def test_the_drafts_arrival_after_a_curfew_on_the_road():
    rule = cand("cur", "Field security rule: no road movement between the camp and town after 18:00; every vehicle "
                       "movement must be booked with the security officer 24 hours ahead.")
    turn = "The mechanic is driving in from town on Tuesday, leaving at 15:00, about 4 hours on the road. Draft a message."
    late = judge.admit(turn, "", "", "Leave at 15:00 and you should reach the camp around 19:00.", "", [rule],
                       get_embedder(), date.fromisoformat("2031-04-03"))
    early = judge.admit(turn, "", "", "Leave at 12:00 and you should reach the camp around 16:00.", "", [rule],
                        get_embedder(), date.fromisoformat("2031-04-03"))
    assert late[0].admitted and "draft" in late[0].note and "draft" not in early[0].note


def test_a_planned_time_outside_the_hours_someone_keeps():
    desk = cand("desk", "The kiln vendor's support desk in Toronto is staffed 08:00-16:00 Toronto time (UTC-4 in summer), "
                        "weekdays only. Mirela works in Cluj (Europe/Bucharest).", own=True)
    got = dated_verdicts("I'm going to call the support desk on Monday at 11:00. List what I should have ready about "
                         "the burner fault.", [desk], "2031-07-10")
    assert got["desk"][0] and "04:00 on its clock" in got["desk"][2]  # 11:00 in Cluj is 04:00 in Toronto
    got = dated_verdicts("I'm going to call the support desk on Monday at 17:00. List what I should have ready about "
                         "the burner fault.", [desk], "2031-07-10")
    assert not got["desk"][0]  # 10:00 there
    # a time reported, not planned, runs into nothing; nor does a plan the record's words do not touch
    got = dated_verdicts("Shift notes: burner 2 tripped at 03:10 and the desk reset it remotely.", [desk], "2031-07-10")
    assert "outside the hours" not in got["desk"][2]
    got = dated_verdicts("Plan the glaze trial for Monday at 06:00.", [desk], "2031-07-10")
    assert not got["desk"][0]


@pytest.mark.parametrize("turn,acting", [
    ("The quarry quoted NOK 88,000 for the slate. Shall I send the purchase order today?", True),
    ("Should we go ahead and book the crane for Tuesday?", True),
    ("Can I just order the spare pumps now?", True),
    ("Shall I compare two ways to stack slate?", False),
    ("What do purchase orders usually include?", False),
])
def test_asking_whether_to_go_ahead_is_a_question_of_what_the_user_may_do(turn, acting):
    assert bool(cues.AUTHORITY.search(turn.lower())) is acting


def test_a_quote_on_top_of_the_spend_so_far_crosses_the_budget_when_asked_whether_to_go_ahead():
    cap = cand("cap", "The Hallby chapel roof budget is capped at NOK 950,000; any overrun needs the parish board.")
    spent = cand("spent", "As of 2031-04-01, Hallby chapel roof spending stands at NOK 880,000.")
    got = dated_verdicts("The quarry quoted NOK 88,000 for the replacement slate. Shall I send the purchase order today?",
                         [cap, spent], "2031-04-03")
    assert got["cap"][0] and got["spent"][0]
    got = dated_verdicts("The quarry quoted NOK 48,000 for the replacement slate. Shall I send the purchase order today?",
                         [cap, spent], "2031-04-03")
    assert not got["cap"][0] and not got["spent"][0]


def test_a_writing_task_takes_no_rule_that_touches_nothing_it_writes_about():
    pump = cand("pump", "Since March 2031 only pumps P1 and P3 may run; P2 waits for a new seal.")
    courier = cand("cour", "The lab courier calls on Mondays and Wednesdays; samples must be in the fridge by 09:00.")
    turn = "Write a short notice for the canteen: March meal vouchers must be collected by Friday noon."
    got = dated_verdicts(turn, [pump, courier], "2031-03-10",
                         draft="Notice: March meal vouchers must be collected from the office by Friday, 12:00.")
    assert not got["pump"][0] and not got["cour"][0]
    # the same kind of rule about what the notice is about binds it
    vouchers = cand("vouch", "Meal vouchers are only handed out against a signed timesheet.")
    got = dated_verdicts(turn, [vouchers, pump], "2031-03-10",
                         draft="Notice: March meal vouchers must be collected from the office by Friday, 12:00.")
    assert got["vouch"][0] and not got["pump"][0]


def test_a_budget_on_something_else_is_no_rule_on_a_leave_request():
    assert cal.crosses("It comes to A$41,000.", "The fuel budget is capped at A$40,000 a quarter.")  # "A$" is money
    cap = cand("ot", "The depot's overtime budget is capped at A$40,000 per quarter; going over needs the director's "
                     "approval in advance.")
    got = dated_verdicts("Draft me a short leave request for two days in late April.", [cap], "2031-03-10",
                         draft="Hi, I'd like to request two days of leave in late April. Thanks.")
    assert not got["ot"][0]


@pytest.mark.parametrize("text", [
    "The co-op's sister creamery in Vals may take up to 9,000 litres a day.",
    "Inspectors visited the Brenna works, another Nordal plant, on 3 March.",
    "Across the ferry group's four terminals, 212 delayed sailings so far this year.",
    "Group-wide, 14 lost-time injuries were logged in 2031.",
])
def test_another_unit_of_the_group_or_the_whole_group_misleads(text):
    assert judge.ELSEWHERE.search(text)


def test_the_groups_total_is_no_answer_about_our_own():
    own = cand("own", "Brekka terminal, 2031 to date (as of 2031-09-01): 9 delayed sailings, 3 of them in fog.")
    group = cand("group", "Across the ferry group's four terminals, 2031 to date: 212 delayed sailings.")
    got = dated_verdicts("Write one line for the safety board on where we stand with delayed sailings so far this year.",
                         [own, group], "2031-09-10")
    assert not got["group"][0]
    got = dated_verdicts("Write one line for the safety board on where we stand with delayed sailings so far this year.",
                         [group], "2031-09-10")
    assert not got["group"][0]


def test_my_sisters_wedding_is_not_another_unit():
    assert not judge.ELSEWHERE.search("I'm at my sister's wedding on Saturday; Rory holds the phone.")
    assert not judge.ELSEWHERE.search("Her sister works the night shift.")


def test_a_task_about_this_years_figure_takes_only_this_years_record():
    new = cand("new", "The 2031 hay harvest closed on 2031-08-30 with 410 bales of first cut and 120 of second.")
    old = cand("old", "The 2030 hay harvest: 520 bales of first cut and 150 of second.")
    got = dated_verdicts("Write the opening line of the newsletter with this year's hay harvest in bales, first and "
                         "second cut.", [new, old], "2031-09-10")
    assert got["new"][0] and not got["old"][0]


def test_a_count_the_turn_adds_to_a_running_count_crosses_the_cap():
    cap = cand("cap", "Reserve permit cap: 2,000 visitor landings on the island per permit year (1 July to 30 June).")
    held = cand("held", "Visitor landings in the 2030/31 permit year: 1,950 as of 2031-04-30.")
    turn = "A tour operator wants to send us 120 visitors spread over the next six weeks. Can I sign their contract?"
    got = dated_verdicts(turn, [cap, held], "2031-05-04")
    assert got["cap"][0] and got["held"][0] and "over the cap of 2,000" in got["cap"][2]
    got = dated_verdicts(turn.replace("120 visitors", "30 visitors"), [cap, held], "2031-05-04")
    assert not any("over the cap" in note for _, _, note in got.values())  # 1,980 stays under it


def test_the_running_total_completes_a_limit_admitted_as_the_answer():
    cap = cand("cap", "North orchard (4 ha of pears): irrigation is capped at 30 mm per week under the water board "
                      "allotment; every watering must be logged.")
    log = cand("log", "Watering log, north orchard: 26 mm applied so far in the week of 7-13 July 2031 (12 mm on 8 July, "
                      "14 mm on 9 July).")
    turn = "Heatwave tomorrow. I'm thinking of giving the north orchard a proper {} mm tonight so the trees cope. Any reason not to?"
    got = dated_verdicts(turn.format(8), [cap, log], "2031-07-10")
    assert got["cap"][0] and got["log"][0] and any("over the limit of 30" in note for _, _, note in got.values())
    got = dated_verdicts(turn.format(3), [cap, log], "2031-07-10")
    assert not any("over the limit" in note for _, _, note in got.values())


def test_follow_ups_ask_after_the_only_holders_and_a_role_that_signs():
    rule = cand("r", "The crane may not lift without a banksman holding a CPCS ticket. Only two staff hold it: Ana Ruiz "
                     "(days only; nights she is at the Leeds yard) and Tomas Berg.")
    js = [judge.Judgement("r", True, c.REASON_CODE_HELPFUL, "")]
    queries = judge.follow_up_queries("Can we move the new tank onto the plinth on Friday?", js, [rule])
    assert queries == ["Ana Ruiz away on leave or holiday", "Tomas Berg away on leave or holiday"]
    assert judge.approver_roles("Tank entry: permit signed by the site safety officer, gas test first.") == ["site safety officer"]
    # a holder whose absence a candidate already gives is not asked after
    away = cand("a", "Tomas Berg is on leave until 2031-05-02.")
    assert judge.follow_up_queries("Can we move the new tank onto the plinth on Friday?", js, [rule, away]) == \
        ["Ana Ruiz away on leave or holiday"]


def test_a_freeze_begun_before_today_with_no_end_date_still_binds():
    freeze = cand("f", "Change freeze from 2031-03-02 until the certification audit is over: no recipe or line-parameter "
                       "changes without the plant manager's sign-off.")
    got = dated_verdicts("I want to raise the line 2 oven temperature by two degrees from tonight's shift. Write me the "
                         "change note for the operators.", [freeze], "2031-03-09")
    assert got["f"][0]


def test_the_absence_of_the_only_holder_counts_whatever_family_detail_it_carries():
    rule = cand("rule", "Above-the-icefall trips: at most 6 students per guide, and only Tui and Mere may lead a group "
                        "above the icefall.")
    mere = cand("mere", "Mere Kahu is visiting family in Auckland from 2031-04-28 to 2031-05-20.", category="family",
                facets=("sensitive:family",))
    other = cand("other", "Ana Pene is visiting family in Napier from 2031-04-28 to 2031-05-20.", category="family",
                 facets=("sensitive:family",))
    got = dated_verdicts("A school wants 12 students on an above-the-icefall trip on Wednesday 14 May. Can we take them "
                         "all in one go?", [rule, mere, other], "2031-05-04")
    assert got["mere"][0] and not got["other"][0]


@pytest.mark.parametrize("turn", [
    "The printer left the slur markings out of the cello part. What's the accepted way to mark them in?",
    "From a safety point of view, what's a sensible limit on night shifts in a row for a crane driver?",
])
def test_questions_after_the_accepted_way_or_a_sensible_amount_are_general(turn):
    assert cues.analyse(turn).generic


def test_a_why_question_after_a_lead_in_needs_a_reason():
    used = cand("used", "Harbour wall survey: 41 of the 50 contracted diving hours used as of 2031-05-03.")
    got = verdicts("I'm training a new tender. In plain terms, why do we use surface-supplied gear for harbour wall "
                   "surveys and not scuba?", [used])
    assert not got["used"][0]


def test_a_rule_and_an_absence_bind_a_plan_not_a_private_question():
    rule = cand("rule", "Company diving manual: no dive may start without a certified supervisor on site (only Tinus Berg "
                        "and Liesl Venter are certified).")
    away = cand("away", "Liesl Venter is on leave from 2031-04-01 until 2031-08-31.")
    plan = dated_verdicts("Can we run two dive teams at once next Tuesday, one at the harbour wall and one at the mussel farm?",
                          [rule, away], "2031-05-04")
    assert plan["rule"][0] and plan["away"][0]
    private = dated_verdicts("Personal one: I'm doing a 20 m fun dive at the reef on Saturday and flying on Sunday at 11. "
                             "Is that enough of a gap?", [rule, away], "2031-05-04")
    assert not private["away"][0]


def test_a_record_labelled_by_an_earlier_year_misleads_a_question_about_this_year():
    old = cand("old", "2030 rates: single kayak $45 for 2 h, double $70 for 2 h, taxes extra.")
    got = dated_verdicts("Someone on the phone wants to know what a double costs for two hours this year. Quick number?",
                         [old], "2031-06-10")
    assert not got["old"][0]
    got = dated_verdicts("What did a double cost for two hours in 2030?", [old], "2031-06-10")
    assert got["old"][0]
    # "Under the centre's 2029 licence, ... the cap was 12": an earlier year, told in the past tense
    new = cand("new", "The centre's licence caps it at 10 seals in care at any one time.")
    was = cand("was", "Under the centre's 2029 licence, before the pool refit, the cap was 12 seals in care.")
    got = dated_verdicts("Remind me, what's the most seals our licence lets us hold at once?", [new, was], "2031-06-10")
    assert got["new"][0] and not got["was"][0]


def test_a_place_some_distance_from_ours_is_elsewhere():
    assert judge.ELSEWHERE.search("Northfield Co-op's Birch Lake elevator, 60 km north of Wynmore, takes wheat up to 19%.")
    assert not judge.ELSEWHERE.search("Our elevator takes wheat up to 17% moisture; the dryer runs 60 hours a week.")


def test_someone_who_shares_only_a_first_name_is_another_person():
    assert judge._other_person("Aled Powell, the plumber, is away until 16 February.", "signed off by the secretary, Aled Pugh")
    assert not judge._other_person("Dr Pugh is on leave until 19 February.", "sign-off from the secretary, Dr Aled Pugh")
    assert not judge._other_person("Tech Dwayne Holloway is on leave.", "competent: Dwayne Holloway, Tech Ngozi Eze")
    rule = cand("rule", "Any private charter must be signed off in advance by the co-op secretary, Aled Pugh.")
    away = cand("away", "Co-op secretary Aled Pugh is abroad from 2031-02-05 to 2031-03-02.")
    plumber = cand("plumber", "Aled Powell (no relation to the secretary) is the plumber fixing the ticket hut heater; "
                              "he is away until 2031-02-16.")
    got = dated_verdicts("A stag party wants a private evening run this Saturday and they'll pay cash. Can I just tell them yes?",
                         [rule, away, plumber], "2031-02-10")
    assert got["rule"][0] and got["away"][0] and not got["plumber"][0]


def test_a_name_spelt_nearly_like_the_one_the_turn_names_is_another_person():
    # one letter off is another person only beside a record that names the turn's person exactly
    assert judge.namesakes("Give Marek Novak the Friday slot.", {
        "ours": "Marek Novak holds 3 of his 4 allowed Friday slots this month.",
        "near": "Marek Nowak from the insurer visits on Friday."}) == {"near"}
    assert judge.namesakes("Give Marek Nowek the Friday slot.", {
        "only": "Marek Nowak holds 3 of his 4 allowed Friday slots this month."}) == set()  # a typo, perhaps
    # two letters off is another name outright; an unrelated name is nobody's rival
    assert judge.namesakes("Can Park Ji-hoon swap to nights?", {
        "near": "Park Ji-hun (day shift) swapped to nights last week.",
        "far": "Dana Whitfield runs the night shift."}) == {"near"}
    ours = cand("ours", "As of 2040-03-02, Dr Ilse Varga has 4 of her 5 allowed clinic sessions booked this month.")
    near = cand("near", "Dr Ilsa Vargas (cardiology) booked 2 clinic sessions for March 2040.")
    cap = cand("cap", "No consultant may hold more than 5 clinic sessions a month; more needs the clinical director.")
    got = dated_verdicts("Ilse Varga wants two more clinic sessions next week. Can you book them and confirm?",
                         [ours, near, cap], "2040-03-03")
    assert not got["near"][0] and "another person" in got["near"][2]


def test_a_draft_that_does_not_know_leaves_room_for_the_one_record_that_answers():
    fee = cand("fee", "From 2031-01-06 adult entry to the observatory is NZ$18; children stay at NZ$9.")
    branch = cand("branch", "The trust's Kaikōura branch observatory charges adults NZ$12.")
    turn = "Someone's on the phone asking what an adult ticket is. What's the figure these days?"
    unsure = dated_verdicts(turn, [fee, branch], "2031-03-01",
                            draft="I don't have your current price list. Observatories like yours often charge NZ$15-20.")
    assert unsure["fee"][0] and not unsure["branch"][0]
    sure = dated_verdicts(turn, [fee, branch], "2031-03-01", draft="Tell them it's NZ$18 for adults and NZ$9 for children.")
    assert not sure["branch"][0]


def test_members_asking_why_need_a_reason():
    price = cand("price", "From 2031-03-01 the buyer pays USD 3.45 per kg of live oysters (previously 3.10).")
    got = verdicts("The members keep asking why the oysters turn toxic when the water looks normal. How do I explain "
                   "it simply?", [price], draft="No se ve a simple vista: hay algas microscópicas que ...")
    assert not got["price"][0]


# ------------------------------------------------------------------ judge: fifth round
def test_a_rule_and_the_state_of_what_it_governs_decide_a_task_together():
    rule = cand("rule", "Kiln 3 is never fired past 1,250 hours on its elements; they are swapped at that mark.")
    state = cand("state", "Element log as of 2031-04-02: kiln 3 elements have done 1,236 hours since the last swap.")
    glaze = cand("glaze", "The studio buys its glaze from Potclays in 10 kg tubs.")
    turn = "Book kiln 3 for the two long stoneware firings next week and send the booking to the studio list."
    got = dated_verdicts(turn, [rule, state, glaze], "2031-04-03")
    assert got["rule"][0] and got["state"][0] and not got["glaze"][0]
    assert got["state"][2].startswith("pairs with an admitted record")


def test_a_signing_rule_and_the_signers_absence_pair_by_the_full_name():
    rule = cand("rule", "Any repair bill over €3,000 needs the signature of treasurer Ottilie Marchetti-Rosa.")
    away = cand("away", "Treasurer Ottilie Marchetti-Rosa is walking the Camino from 2031-05-04 to 2031-05-25, out of reach.")
    namesake = cand("namesake", "Bruno Marchetti (no relation) runs the tyre shop and is away from 2031-05-01 to 2031-05-09.")
    turn = "The roofer quoted €4,100 to fix the chapel gutters. Send him the go-ahead?"
    got = dated_verdicts(turn, [rule, away, namesake], "2031-05-06")
    assert got["rule"][0] and got["away"][0] and not got["namesake"][0]


def test_a_record_that_disclaims_a_namesake_is_elsewhere():
    for text in ("Dr Ines Varga (no relation) sits on the county panel from June.",
                 "Petra Holm, head coach at the rowing club (not the school), is away in June.",
                 "The Vale Road depot, not to be confused with ours, opens at 05:00."):
        assert judge.ELSEWHERE.search(text), text
    assert not judge.ELSEWHERE.search("Dr Varga (our senior partner) is away in June.")


def test_when_someone_is_back_takes_their_leave_whatever_its_kind():
    leave = cand("leave", "Site engineer Tobias Lindqvist is on paternity leave from 2031-08-04 to 2031-09-12.",
                 facets=["sensitive:family"])
    other = cand("other", "Tobias Lindgren, the crane hire rep (not our engineer), is working through August and September.")
    got = dated_verdicts("Remind me when Tobias is back at work?", [leave, other], "2031-08-20")
    assert got["leave"][0] and not got["other"][0]
    # a work turn that does not ask after him leaves the family detail out
    got = dated_verdicts("Draft the toolbox talk on working at height for Monday.", [leave], "2031-08-20")
    assert not got["leave"][0]


def test_only_a_titled_person_may_and_the_follow_up_asks_after_them():
    rule = cand("rule", "Only workshop lead Gideon Achterberg, or a Stihl technician on callout, may adjust the saw's chain brake.")
    admitted = [judge.Judgement("rule", True, c.REASON_CODE_HELPFUL, "")]
    qs = judge.follow_up_queries("Kai says he can tweak the chain brake himself this afternoon. Fine to let him?", admitted, [rule])
    assert "Gideon Achterberg away on leave or holiday" in qs


def test_a_question_in_another_language_is_tied_by_its_names_and_codes():
    vhf = cand("vhf", "Since 2031-02-01 the Ribeira marina office answers on VHF channel 9; channel 16 stays for distress only.")
    fuel = cand("fuel", "Diesel at the Ribeira fuel pontoon is sold by the litre, card only.")
    got = dated_verdicts("Em que canal VHF é que a marina nos responde agora?", [vhf, fuel], "2031-03-01",
                         draft="Não tenho essa informação; confirme no quadro da capitania.")
    assert got["vhf"][0] and not got["fuel"][0]
    # an elided article stays apart from the code it precedes
    assert "uft" in judge.foreign_marks("Quando viene l'ispettore dell'UFT?", codes_only=True)
    # the same question in English is judged by similarity as before: nothing here changes it
    got = dated_verdicts("Which VHF channel does the marina answer on now?", [vhf, fuel], "2031-03-01")
    assert got["vhf"][0]


@pytest.mark.parametrize("turn,kinds", [
    ("Tot wanneer blijft de Waterhoen in het dok?", {"time"}),
    ("Kiedy wraca Bożena z urlopu?", {"time"}),
    ("Hvor mange sekker salt har vi igjen på lageret?", {"number"}),
    ("Πόσα λίτρα χωράει η δεξαμενή Β;", {"number"}),
    ("Quem assina as guias de transporte esta semana?", {"person"}),
    ("倉庫のフォークリフトは何台動いてる？", {"number"}),
    ("Come si chiama il nuovo fornitore di farina?", set()),
    ("Est-ce que Maëlle est disponible jeudi pour la relecture ?", {"time"}),
    ("Kiedy Bożena wraca z urlopu?", {"time"}),
])
def test_what_kind_of_answer_a_question_asks_for_is_read_in_its_own_language(turn, kinds):
    assert asking.asks_for(turn) == kinds


def test_a_question_in_another_language_meets_the_record_holding_the_kind_of_answer_it_asks_for():
    dock = cand("dock", "The survey vessel Waterhoen is in dry dock at Harlingen for hull plating work until 2031-04-18.")
    crew = cand("crew", "The Waterhoen's crew: skipper Sietse Bakker and deckhand Anouk Visser.")
    draft = "Dat weet ik niet precies; vraag het even na bij de werf."
    got = dated_verdicts("Tot wanneer blijft de Waterhoen in het dok?", [dock, crew], "2031-03-20", draft=draft)
    assert got["dock"][0] and not got["crew"][0]
    # a question that asks for a person meets the record naming one, not the one holding a date
    got = dated_verdicts("Wie zit er nu op de Waterhoen als schipper?", [dock, crew], "2031-03-20", draft=draft)
    assert got["crew"][0] and not got["dock"][0]
    # a name that opens the question is a name when a record names it
    away = cand("away", "Proofreader Maëlle Guérin is away from 2031-03-24 to 2031-04-04 (family wedding).")
    got = dated_verdicts("Maëlle est-elle disponible la semaine prochaine pour relire le catalogue ?", [away], "2031-03-20",
                         draft="Je ne connais pas son planning ; demandez-lui directement.")
    assert got["away"][0]
    # sharing only a short word, however alike ("combien", "combi oven"), ties nothing
    oven = cand("oven", "Combi oven no. 2 at the central kitchen is out of order; one combi oven is left.")
    got = dated_verdicts("Combien de kilos de riz faut-il pour jeudi ?", [oven], "2031-03-20",
                         draft="Comptez environ 80 g de riz cru par personne.")
    assert not got["oven"][0]


def test_a_name_alone_in_another_language_does_not_pull_in_a_list_of_people():
    team = cand("team", "Workshop team: conservator Ilaria Conti; assistants Lucia Bianchi and Marco Sala; intern Yusuf Demir.")
    got = dated_verdicts("Mi ripeti la dose del fissativo per le tele? Domani lo prepara Lucia.", [team], "2031-03-01",
                         draft="Di solito si usa una soluzione al 3-5%, ma conviene verificare la scheda tecnica.")
    assert not got["team"][0]


def test_a_question_in_another_language_skips_a_record_headed_by_an_earlier_year():
    old = cand("old", "2030 harvest price paid to members for Touriga Nacional grapes: EUR 1.10 per kg.")
    got = dated_verdicts("Quanto é que a cooperativa paga o quilo da Touriga Nacional nesta safra?", [old], "2031-09-20",
                         draft="Não sei o valor desta safra; veja a última circular da cooperativa.")
    assert not got["old"][0]
    new = cand("new", "2031 harvest price paid to members for Touriga Nacional grapes: EUR 1.25 per kg.")
    got = dated_verdicts("Quanto é que a cooperativa paga o quilo da Touriga Nacional nesta safra?", [old, new], "2031-09-20",
                         draft="Não sei o valor desta safra; veja a última circular da cooperativa.")
    assert got["new"][0] and not got["old"][0]


def test_how_a_kind_of_place_usually_does_things_is_a_general_question():
    for turn in ("At what wind speed do ski lifts usually stop running?", "Any general tips for a printer that keeps jamming?",
                 "What works better for a frozen padlock, de-icer or a lighter?", "Which apples keep best over winter?"):
        assert cues.analyse(turn).generic, turn
    shutdown = cand("shutdown", "Lift shutdown: stop chair 3 when gusts pass 70 km/h at the top station, then sweep the line.")
    got = verdicts("At what wind speed do ski lifts usually stop running?", [shutdown])
    assert not got["shutdown"][0]
    got = verdicts("At what wind speed do we stop chair 3?", [shutdown])
    assert got["shutdown"][0]


def test_what_is_left_of_a_total_takes_the_total_and_the_amount_used():
    total = cand("total", "2031 lottery arts grant: NZD 64,000 for the mural programme, to be spent by 2031-12-15.")
    used = cand("used", "As of 2031-05-02, NZD 41,750 of the 2031 lottery arts grant has been spent.")
    older = cand("older", "The 2030 lottery arts grant was NZD 52,000.")
    got = dated_verdicts("How much of the lottery arts grant do we still have to spend?", [total, used, older], "2031-05-10")
    assert got["total"][0] and got["used"][0] and got["total"][2].startswith("pairs with")
    assert not got["older"][2].startswith("pairs with")  # another year's total is no partner
    # a question that asks only for the total takes no running amount beside it
    got = dated_verdicts("How big was the lottery arts grant this year?", [total, used], "2031-05-10")
    assert not (got["total"][0] and got["used"][0])


# ------------------------------------------------------------------ judge: sixth round
def test_a_question_naming_no_year_takes_the_newest_round_of_the_same_thing():
    old = cand("old", "The 2029 condition survey of the Millbrook footbridge rated the east abutment grade 2.")
    new = cand("new", "Millbrook footbridge condition survey on 2031-03-11: east abutment grade 4 (scour), deck grade 2.")
    got = dated_verdicts("What grade did the east abutment on the Millbrook footbridge get in the survey?", [old, new],
                         "2031-04-02")
    assert got["new"][0] and not got["old"][0]
    assert got["old"][1] == c.REASON_CODE_POTENTIALLY_HARMFUL and got["old"][2].startswith("an earlier round")
    # a turn that names the year, or reaches back to an earlier round, still gets the older one
    got = dated_verdicts("What grade did the east abutment on the Millbrook footbridge get in 2029?", [old, new],
                         "2031-04-02")
    assert got["old"][0]
    got = dated_verdicts("How has the east abutment grade on the Millbrook footbridge changed between surveys?",
                         [old, new], "2031-04-02")
    assert not got["old"][2].startswith("an earlier round")


def test_a_dated_record_still_to_come_is_no_earlier_round():
    # two boats' surveys, one due before the other: both still ahead, neither is an old round
    first = cand("first", "Tern II's annual hull survey is due on 2031-06-20 at the Fenwick slip.")
    second = cand("second", "Tern III's annual hull survey is due on 2032-01-09 at the Fenwick slip.")
    got = dated_verdicts("When is Tern II's annual hull survey due?", [first, second], "2031-05-01")
    assert got["first"][0]
    assert not got["first"][2].startswith("an earlier round")


def test_a_decision_on_taking_something_on_runs_into_a_cap_and_its_running_total():
    cap = cand("cap", "Our quota on the Harbour Lady's return run is 22 t of cargo, of which at most 4 t may be fuel drums.")
    held = cand("held", "Cargo manifest as of 2031-09-02: 20.6 t booked for the return run.")
    turn = "The museum wants two more crates on it, 1.9 tonnes between them. Yes or no?"
    got = dated_verdicts(turn, [cap, held], "2031-09-03")
    assert got["cap"][0] and got["held"][0] and any("over the limit of 22" in note for _, _, note in got.values())
    got = dated_verdicts(turn.replace("1.9 tonnes", "0.9 tonnes"), [cap, held], "2031-09-03")
    assert not any("over the limit" in note for _, _, note in got.values())


def test_a_general_question_about_our_kind_of_thing_that_the_draft_answers_takes_no_near_record():
    rec = cand("rec", "The drip line in the north block was extended by 120 m in 2030 to reach the new pear rows.")
    turn = "How does a gravity-fed drip line like ours differ from a pressure-compensating drip line?"
    answered = "A gravity-fed line delivers less water at the far end and on higher ground, because pressure drops " \
               "along it; pressure-compensating drippers hold the same flow across a range of pressures."
    assert not verdicts(turn, [rec], answered)["rec"][0]
    # a draft that says it lacks the user's layout, or sends them to it, leaves room for the record
    assert verdicts(turn, [rec], "I don't have your irrigation layout. " + answered)["rec"][0]
    assert verdicts(turn, [rec], answered + " Check your installer's spec sheet for the dripper type.")["rec"][0]


# ------------------------------------------------------------------ judge: seventh round
def test_a_wish_about_one_kind_of_document_does_not_bind_a_task_writing_another():
    wish = cand("wish", "This week only, write Tomasz's supplier emails in Polish.", own=True)
    post = verdicts("Write a short LinkedIn post thanking our supplier network for a good year.", [wish])
    assert not post["wish"][0]
    # the kind it names still binds
    mail = verdicts("Write an email to the flour supplier asking to move Friday's delivery.", [wish])
    assert mail["wish"][0]
    # and a wish naming no kind of document is untouched by the rule
    plain = cand("plain", "Always write Tomasz's drafts in Polish.", own=True)
    assert judge.doc_kinds(plain.record.text) == set() and not judge.other_doc_kind(plain.record.text, {"post"})


@pytest.mark.parametrize("turn", [
    "What should every site van carry when it's out on the moor? I'm putting a list together for the new drivers.",
    "What can a Grade B welder do that a Grade C can't?",
    "What actually separates a storm watch from a storm warning?",
    "Quickest way from Kendal to Penrith on a Sunday evening, bus or train?",
    "Ideas for a 30-minute refresher on ladder safety?",
    "We're short-staffed at the depot these days. What should a basic first-aid box for a small depot have in it?",
    "In simple terms, how does a tidal lock gate work?",
])
def test_questions_about_a_kind_of_thing_are_general_even_after_a_scene(turn):
    assert cues.analyse(turn).generic


def test_a_question_about_the_users_own_case_after_a_scene_is_not_general():
    # the scene-setting sentence does not make the user's own question general knowledge
    assert not cues.analyse("The crane crew arrive Monday at 07:00. What do I tell them about access?").generic
    assert not cues.analyse("Six walkers want the Saturday route. How should I split them?").generic
    assert not cues.analyse("What should the Tuesday crew bring for the Harlow job?").generic


def test_a_unit_code_ties_a_question_the_draft_cannot_answer_to_the_one_record_naming_it():
    out = cand("out", "Depot loader L7: hydraulic pump seized on 2031-03-02; off the road until the new pump arrives, "
                      "expected 2031-03-12.")
    other = cand("other", "Depot loader L9 passed its annual inspection with no defects.")
    turn = "Heard anything on L7?"
    got = dated_verdicts(turn, [out, other], "2031-03-05",
                         draft="I don't have L7's repair status. The workshop will know when the part lands.")
    assert got["out"][0] and not got["other"][0]
    # a draft that answers from general knowledge leaves the turn to the usual support
    got = dated_verdicts(turn, [out, other], "2031-03-05", draft="Loader pumps usually take a week or two to source.")
    assert not got["out"][0]


def test_a_record_that_says_first_it_is_a_partners_or_a_neighbours_misleads_an_our_question():
    ours = cand("ours", "Board rule at Valbruna: no wheel is sold before 150 days of ageing.")
    theirs = cand("theirs", "At the Caseificio Ronco, the neighbouring cooperative, wheels may be sold from 90 days of ageing.")
    got = verdicts("A customer asked how young a wheel we're allowed to sell. What's our minimum ageing?", [ours, theirs])
    assert not got["theirs"][0] and got["theirs"][1] == c.REASON_CODE_POTENTIALLY_HARMFUL
    boat = cand("boat", "The Harbour Police's own launch works to landing limits of 3 m seas and 30 knots.")
    rule = cand("rule", "Company rule: no landing if forecast seas exceed 2.5 m or wind exceeds 25 knots.")
    got = verdicts("What are our limits for landing passengers? Sea height and wind.", [boat, rule])
    assert got["rule"][0] and not got["boat"][0]
    # a question about the neighbour itself still gets its record
    got = verdicts("What does the neighbouring cooperative allow for ageing before sale?", [ours, theirs])
    assert got["theirs"][0]


# ------------------------------------------------- the user's own words, another language
def heard(rid, text, said, evidence_rank=1, lexical_rank=0, dense=0.1):
    cd = cand(rid, text)
    cd.record.evidence_text, cd.evidence_rank, cd.lexical_rank, cd.dense_score = said, evidence_rank, lexical_rank, dense
    return cd


def test_a_question_in_another_language_is_answered_by_the_record_whose_own_words_it_shares():
    turn = "Przypomnij mi, ile teraz kosztuje wizyta domowa u kota?"
    cands = [
        heard("visit", "From March a home visit for a cat costs 180 PLN, travel within the city included.",
              "Od marca wizyta domowa u kota kosztuje 180 zł, dojazd w mieście wliczony."),
        heard("vaccine", "The rabies vaccine for dogs is 95 PLN since January.",
              "Szczepionka na wściekliznę dla psa kosztuje od stycznia 95 zł."),
        heard("cat-food", "Stock the renal diet food for cats in the front room.",
              "Karmę nerkową dla kotów trzymamy w pierwszym pokoju."),
    ]
    v = verdicts(turn, cands, draft="Nie mam aktualnego cennika wizyt domowych.")
    assert v["visit"][0] is True and v["vaccine"][0] is False and v["cat-food"][0] is False
    # one shared word ("kota" alone) is not enough, nor words every evidence turn has
    v = verdicts("Czy kot może jeść karmę dla psa?", cands, draft="Lepiej nie.")
    assert not any(a for a, _ in v.values())
    # switched off, and with no English gloss, the record's English text alone cannot answer the Polish question
    judge.SAID_WORDS = judge.GLOSS = False
    try:
        v = verdicts(turn, cands, draft="Nie mam aktualnego cennika wizyt domowych.")
    finally:
        judge.SAID_WORDS = judge.GLOSS = True
    assert v["visit"][0] is False


def test_a_record_only_the_users_words_found_is_not_read_by_the_rules_on_its_text():
    turn = "Der Kunde will die Reparatur für 52.800 € bis Dienstag bestätigt haben. Kann ich das selbst zusagen?"
    limit = "The Salzburg workshop accepts repairs up to EUR 25,000 without a deposit."
    said = "Die Werkstatt in Salzburg nimmt Reparaturen bis 25.000 € ohne Anzahlung an."
    # found by its own text, the limit the turn's amount crosses binds the task
    v = verdicts(turn, [heard("limit", limit, said, evidence_rank=1, lexical_rank=2, dense=0.2)])
    assert v["limit"][0] is True
    # found only by the user's words of another conversation, it is not read against the turn's amount
    # (with the English gloss off: read in English words, the turn is about repairs and answered directly)
    judge.GLOSS = False
    try:
        v = verdicts(turn, [heard("limit", limit, said, evidence_rank=1, lexical_rank=0, dense=0.2)])
    finally:
        judge.GLOSS = True
    assert v["limit"][0] is False


def test_the_fallback_reads_a_question_the_english_word_count_would_take_for_english():
    # Hungarian with its article "a" twice: by common English words alone it would pass for English
    turn = "Amíg a nagy kemence áll, mekkora a legnagyobb lap, ami befér a kis próbakemencébe?"
    cands = [
        heard("kiln", "Until the 26th only the small test kiln works, taking panels up to 60 x 40 cm.",
              "A nagy kemence elromlott, addig csak a kis próbakemence megy, legfeljebb 60 x 40 centis lapokkal."),
        heard("glaze", "The new transparent glaze is mixed on Mondays.",
              "Az új átlátszó mázat hétfőnként keverjük."),
    ]
    assert judge._english(turn)
    v = verdicts(turn, cands, draft="Nem tudom pontosan.")
    assert v["kiln"][0] is True and v["glaze"][0] is False


# ------------------------------------------------------------ rules read since turn-cues/19, calendar/37, local-judge/72
def test_a_count_of_a_hyphenated_kind_of_thing_crosses_a_limit_on_it():
    rule = "Any single order of more than 10 B-pos units needs the consultant haematologist's approval."
    assert cal.crosses("Ward 7 wants 14 B-pos for theatre this afternoon.", rule)
    assert not cal.crosses("Ward 7 wants 8 B-pos for theatre this afternoon.", rule)
    assert cal.crosses("Send over 12 X-ray cassettes.", "At most 10 X-ray cassettes leave the store at once.")


def test_a_duration_said_with_a_word_of_emphasis_is_still_a_duration():
    rule = "Booth sessions at the studio last at most 3 hours, with a break after 90 minutes."
    assert cal.crosses("I want four solid hours in the booth on Friday for the audiobook.", rule)
    assert cal.crosses("Give me two full hours plus two more.", rule) == ""  # the sum is not read
    assert not cal.crosses("I want two solid hours in the booth on Friday.", rule)


def test_a_closure_that_recurs_on_the_day_something_is_delivered_binds_the_task():
    closed = cand("closed", "The goods-in bay is closed on the second Tuesday of every month for stocktake.")
    other = cand("other", "The canteen serves hot food until 14:00.")
    turn = "The courier wants to deliver the new shelving on Tuesday 8 December. Can you draft a confirmation?"
    assert admitted_on(turn, [closed, other], date(2026, 11, 20)) == {"closed"}
    assert admitted_on(turn.replace("Tuesday 8 December", "Tuesday 1 December"), [closed, other],
                       date(2026, 11, 20)) == set()


def test_plural_acronyms_name_things_and_short_names_are_still_names():
    assert judge._names_in("No GRNs or POs are raised at the gate on Sundays.") == set()
    assert judge._names_in("Ask Tom about the ETAs.") == {"tom"}
    # "Mark", "Jane" and "Maya" are names, though "Mar", "Jan" and "May" are months
    assert {"Mark", "Jane", "Maya"} <= set(cues.entities("Set up a call with Jane, Maya and Mark on Thursdays."))
    assert "Thursdays" not in cues.entities("Set up a call with Jane, Maya and Mark on Thursdays.")


def test_finding_time_with_someone_is_scheduling_and_their_time_zone_binds_it():
    assert "scheduling" in cues.analyse("Find 30 minutes with Ines on Tuesday to go over the grant.").triggers
    assert "scheduling" not in cues.analyse("I spent two hours with the auditors yesterday.").triggers
    zone = cand("zone", "Ines Duarte, the foundation's programme officer, works from the Lisbon office (Europe/Lisbon).")
    other = cand("other", "The grant report template changed in September.")
    assert admitted_on("Find 30 minutes with Ines on Tuesday to go over the grant.", [zone, other], None) == {"zone"}


def test_a_request_in_shorthand_is_a_task_and_a_rule_for_what_it_asks_for_binds_it():
    assert cues.analyse("Headline pls: the mayor opened the new footbridge over the Tame").task
    rule = cand("rule", "When Ruth asks for a headline: at most eight words, present tense, no puns.")
    other = cand("other", "When Ruth asks for a standfirst: one sentence of up to 25 words.")
    assert admitted_on("Headline pls: the mayor opened the new footbridge over the Tame", [rule, other],
                       None) == {"rule"}


def test_putting_oneself_forward_for_what_a_limit_on_ones_duties_rules_out():
    limit = cand("limit", "Priya is on day shifts only, no night shifts, until her knee has healed.", own=True)
    assert admitted_on("Sign me up for the night shift on the 23rd, please.", [limit], None) == {"limit"}
    assert admitted_on("Order more nitrile gloves for the storeroom, please.", [limit], None) == set()


def test_a_plural_in_ings_meets_its_singular():
    assert judge.stem("findings") == judge.stem("finding") and judge.stem("corrections") == judge.stem("correction")
    assert judge.stem("things") == "thing"  # too short to lose its ending


def test_a_scoped_rule_reads_its_head_noun_past_an_expansion_in_brackets():
    rule = cand("rule", "When Ola is drafting an RAMS (risk assessment and method statement), number every step "
                        "and name the supervisor for each.")
    other = cand("other", "The crane hire account is with Lift-Rite, account 20931.")
    assert admitted_on("We're lifting the new chiller onto the roof on Thursday. Can you draft the RAMS?",
                       [rule, other], None) == {"rule"}


def test_a_rule_for_writing_to_someone_binds_a_note_to_them():
    rule = cand("rule", "When writing to Harrow Valley Water: formal tone, no first names, quote the contract number.")
    assert admitted_on("Need a note to Harrow Valley's site engineer saying the trench will be two days late.",
                       [rule], None) == {"rule"}
    assert admitted_on("Need a note to the Kingsmead site engineer saying the trench will be two days late.",
                       [rule], None) == set()


def test_a_sister_site_named_by_a_code_the_turn_does_not_name_is_a_look_alike():
    own = cand("own", "DC-2 Data Hall B has 32 A feeds to every rack.")
    rival = cand("rival", "At sister site DC-5, Hall B has 16 A feeds to every rack and no busbar.")
    v = verdicts("hall b - 16 A or 32 A feeds?", [own, rival])
    assert v["own"][0] is True
    assert v["rival"] == (False, c.REASON_CODE_POTENTIALLY_HARMFUL)
    # named by the turn, the sister site is what it asks about
    assert verdicts("At DC-5, hall b - 16 A or 32 A feeds?", [own, rival])["rival"][0] is True


def test_an_acronym_of_the_turn_spelled_out_in_a_record_is_a_shared_term():
    assert judge.acronym_phrases("Which radio do I call for the DO tonight?",
                                 ["Lena Vogt is the night Duty Officer, on radio channel 4.",
                                  "Gauges read in degrees outside."]) == {"Duty Officer"}
    assert judge.acronym_phrases("Is the LEZ boundary on Mill Road?",
                                 ["The low emission zone ends at the Mill Road junction."]) == {"low emission zone"}
    duty = cand("duty", "Lena Vogt is the night Duty Officer on the quay, radio channel 4.")
    other = cand("other", "The quay cranes are serviced on the first Monday of the month.")
    assert admitted_on("Which radio channel for the DO?", [duty, other], None) == {"duty"}


def test_a_rule_that_holds_while_someone_is_away_binds_whatever_it_names():
    cover = cand("cover", "While Nuno Reis is on leave (until March), refunds above €2,000 are approved by "
                          "finance lead Carla Ventura.")
    assert admitted_on("Who's approving refunds over my limit at the moment?", [cover], None) == {"cover"}


def test_the_other_shifts_holder_does_not_answer_a_question_about_tonight():
    day = cand("day", "Ruth Amis is the day-shift Site Manager at the depot, mobile 07700 900111.")
    night = cand("night", "Kwame Boateng is the night-shift Site Manager at the depot, mobile 07700 900222.")
    v = verdicts("What's the mobile for the SM tonight?", [day, night])
    assert v["night"][0] is True and v["day"][0] is False
    # a question naming no shift leaves both
    v = verdicts("What's the mobile for the depot SM?", [day, night])
    assert v["day"][0] is True and v["night"][0] is True


def test_a_code_typed_without_its_leading_zero_is_the_same_code():
    assert judge.specific_tokens("rtg4 back yet?") & judge.specific_tokens("Straddle carrier RTG04 is in the workshop.")
    crane = cand("crane", "Straddle carrier RTG04 is in the workshop with a hydraulic leak; target return to "
                          "service 2026-12-03.")
    other = cand("other", "Straddle carrier RTG07 had its annual inspection in October.")
    assert admitted_on("rtg4 back in service when?", [crane, other], None) == {"crane"}


def test_a_blend_of_word_heads_and_a_spelled_out_role_in_lower_case_are_shared_terms():
    assert judge.acronym_phrases("when's ExCo next?", ["Spend over £20,000 goes to the Executive Committee."]) \
        == {"Executive Committee"}
    assert judge.acronym_phrases("who has the SM radio?", ["The shift manager carries radio 2.", "so much rain"]) \
        == {"shift manager"}
    rota = cand("rota", "December shift manager rota: Femi Monday-Wednesday, Laila Thursday-Sunday.")
    other = cand("other", "The loading bay radio is channel 3.")
    assert admitted_on("who's got SM saturday?", [rota, other], None) == {"rota"}


def test_who_goes_with_the_user_is_a_question_about_the_user():
    visit = cand("visit", "Marta leads the fire inspection of Unit 9 on 2026-12-03; Joe Pike is her second.", own=True)
    assert admitted_on("unit 9 inspection: date + who's with me?", [visit], None) == {"visit"}


def test_a_scope_of_questions_about_a_thing_is_about_that_thing():
    assert judge.scope_kind("questions about invoices") == "invoices"
    rule = cand("rule", "For questions about rotas, give the table first, then the notes.")
    other = cand("other", "For questions about pay, always cite the pay agreement clause.")
    assert admitted_on("Need a rota for the Christmas fortnight, six nurses, two per shift.", [rule, other],
                       None) == {"rule"}


def test_costing_something_is_a_task_and_a_rule_for_costings_binds_it():
    assert cues.analyse("Cost me a two-night Lisbon stopover for 4 guests at €120 a night.").task
    rule = cand("rule", "When Ana asks for a costing, lay it out per person with the supplements on their own row.")
    assert admitted_on("Cost me a two-night Lisbon stopover for 4 guests at €120 a night.", [rule], None) == {"rule"}


def test_an_acronym_a_scoped_rule_names_ties_it_to_the_task_that_names_it():
    rule = cand("rule", "For CAR write-ups, keep to past tense and name no patients.")
    other = cand("other", "For the monthly newsletter, keep to 300 words.")
    assert admitted_on("Need the CAR narrative for the dropped-swab incident on ward 4 this morning.", [rule, other],
                       None) == {"rule"}


def test_a_two_word_term_shared_with_the_task_ties_a_rule_to_it():
    assert judge.long_shared("Friday's batch needs a longer mixing time on line 2.",
                             "Any change to dosing rates or mixing time needs a signed change form from QA.")
    assert not judge.long_shared("See you next week.", "The audit is next week.")
    rule = cand("rule", "Any change to dosing rates or mixing time needs a signed change form from QA lead Ines Roa.")
    other = cand("other", "Line 2 was repainted in October.")
    assert admitted_on("Friday's batch needs a longer mixing time on line 2. Write the operator instructions.",
                       [rule, other], None) == {"rule"}


def test_a_plain_pastime_of_the_user_changes_no_advice_on_it():
    hobby = cand("hobby", "Bea has been brewing kombucha since the summer and keeps her scoby at the office.", own=True)
    limit = cand("limit", "Bea can't have caffeine after 14:00 on her consultant's advice.", own=True)
    assert admitted_on("My kombucha keeps coming out flat. What am I doing wrong?", [hobby], None) == set()
    # a fact of the user's that is no pastime still counts
    assert admitted_on("Any tips for a caffeine-free afternoon pick-me-up I can have at 15:00?", [limit],
                       None) == {"limit"}


def test_what_a_thing_is_or_how_two_differ_needs_a_record_about_that_very_thing():
    old = cand("old", "The older self-check units at Eastgate still use plain SIP2 on port 6001, not yet moved to TLS.")
    new = cand("new", "Since the May firewall change, Central's self-check kiosks reach the ILS over SIP2 with TLS "
                      "on port 6002.")
    assert admitted_on("remind me, what's the practical difference between SIP2 and NCIP?", [old, new], None) == set()
    assert admitted_on("Quick refresher: SIP2 vs NCIP, when do you need which?", [old, new], None) == set()
    # a question about the user's own set-up is still answered by it
    assert "new" in admitted_on("remind me, which port do our Central kiosks use for SIP2?", [old, new], None)


def test_the_users_own_approval_limit_answers_a_question_for_their_ceiling():
    limit = cand("limit", "Capital sign-off: Priya approves up to £20,000; above that the Director, Sam Okoro, signs.")
    guess = cand("guess", "Priya thinks the board may raise her capital limit to £30,000 next year.", own=True)
    desk = cand("desk", "Priya's team moved to the east wing in March.", own=True)
    other = cand("other", "Capital sign-off at the Leeds site: its manager approves up to £10,000.")
    got = admitted_on("What's my ceiling on a capital job before it has to go up the chain?",
                      [limit, guess, desk, other], None)
    assert "limit" in got and "guess" not in got and "other" not in got


def test_a_table_of_levels_that_holds_the_turns_own_is_read_for_it():
    assert not judge.other_code("DUB2 callout targets: S1 within 30 minutes, S2 within 4 hours, S3 next day.",
                                "what's our callout target on an S2 fault")
    # a record about another unit of the same shape is still another unit's
    assert judge.other_code("On EI-FMB the galley oven is deferred; EI-FMA is not affected.", "Is EI-FMA's oven ok?")
    sla = cand("sla", "DUB2 callout targets: S1 within 30 minutes, S2 within 4 hours, S3 next business day.")
    assert admitted_on("what's our callout target on an S2 fault", [sla], None) == {"sla"}


def test_a_named_sites_record_is_not_set_against_another_organisations_or_by_shared_dates():
    own = cand("own", "The ORK hangar is closed on the nights of 18, 19 and 20 November for a sprinkler test; "
                      "no aircraft may be towed in those nights.")
    theirs = cand("theirs", "Aerlink's Shannon (SNN) station hangar is closed 10-12 December for floor repainting.")
    crew = cand("crew", "In the week of 16 November, Aoife Byrne is the only certifying B1 on nights, off on 19 November.")
    assert "own" in admitted_on("Any nights coming up when we can't tow into the hangar?", [own, theirs, crew], None)


def test_the_same_thing_set_in_a_named_place_the_turn_does_not_name_is_a_look_alike():
    own = cand("own", "Press P4 is down for its bearing replacement from 2031-03-10 to 2031-03-12.")
    rival = cand("rival", "The Øresund plant's press P4 (a Schuler line) is running normally this month.")
    v = verdicts("Is P4 running this week?", [own, rival])
    assert v["rival"] == (False, c.REASON_CODE_POTENTIALLY_HARMFUL)
    # named by the turn, the other plant is what it asks about
    assert verdicts("Is the Øresund P4 running this week?", [own, rival])["rival"][0] is True
    # alone, with nothing unqualified of the same thing beside it, it is not set against anything
    assert verdicts("Is P4 running this week?", [rival])["rival"][0] is True
    # set in a named building beside the sentence, or headed by a place
    shelf = cand("shelf", "Cold store CS2 in the Harbour building's basement holds the reagent stock at 4 °C.")
    own_cs2 = cand("own_cs2", "Cold store CS2 in room 1.20 is being defrosted until Friday; its stock is in CS4.")
    assert verdicts("Where is the CS2 stock right now?", [own_cs2, shelf])["shelf"] == (
        False, c.REASON_CODE_POTENTIALLY_HARMFUL)
    head = cand("head", "At Fernhill Quarry, the weighbridge clerk signs off loads up to 40 tonnes.")
    rule = cand("rule", "Weighbridge sign-off for loads: Priya up to 30 tonnes; above that the quarry manager signs off loads.")
    v = verdicts("Who signs off the weighbridge loads for tomorrow's 35 tonne run?", [rule, head])
    assert v["head"][0] is False


def test_when_something_last_happened_is_a_question_about_the_users_world():
    assert cues.analyse("How often do we calibrate the scales, and when was the last one?").recall
    assert cues.analyse("when did we last bleed the radiators in block c").recall
    assert not cues.analyse("How often should scales be calibrated in a small bakery?").recall
    rec = cand("rec", "The bakery's platform scales are calibrated every 6 months; the last calibration was on 2031-02-14.")
    turn = "how often do we calibrate the platform scales, and when was the last one"
    v = verdicts(turn, [rec], draft="Scales are usually calibrated once or twice a year.")
    assert v["rec"][0] is True


def test_the_users_own_version_of_something_is_not_another_places():
    own = cand("own", "Keanu's own offshore medical expires on 2031-05-02.", own=True)
    rules = cand("rules", "Offshore trips need a valid offshore medical and a survival certificate.")
    assert verdicts("Offshore medical, still valid for the 10 May trip?", [own, rules])["own"][0] is True
    # the same words about someone else are another's own version
    theirs = cand("own", "Keanu's own offshore medical expires on 2031-05-02.")
    assert verdicts("Offshore medical, still valid for the 10 May trip?", [theirs, rules])["own"][0] is False


@pytest.mark.parametrize("turn,text", [
    ("Got a dependable recipe for rye bread? Mine keeps coming out flat.", "Priya bakes rye bread for the team most Mondays."),
    ("Is a 3 mm wetsuit enough for spring in Cornwall or do I need a 5 mm?", "Priya surfs in Cornwall in the spring."),
    ("Quick warm-up routine for my hands before a long gig?", "Priya plays bass in a pub covers band on Saturdays."),
])
def test_the_users_pastime_does_not_answer_a_request_for_advice_on_it(turn, text):
    assert verdicts(turn, [cand("hobby", text, own=True)])["hobby"][0] is False


@pytest.mark.parametrize("turn", [
    "C'est quoi la différence entre LIFO et FIFO, concrètement ?",
    "¿Cuál es la diferencia entre LIFO y FIFO en la práctica?",
    "K1, K2, K3: quick refresher on when each one applies?",
])
def test_how_two_things_differ_asked_in_any_language_needs_a_record_about_that_very_thing(turn):
    rec = cand("rec", "Both warehouses pick FIFO; anything older than 60 days goes to the clearance bay.")
    assert verdicts(turn, [rec])["rec"][0] is False


def test_a_test_system_does_not_answer_for_production():
    test = cand("test", "The orion-dev test cluster runs PostgreSQL 17.2 to trial the next upgrade.")
    live = cand("live", "Orion and Vega were upgraded to PostgreSQL 16.4 on 2031-03-02.")
    v = verdicts("postgres version on the prod clusters?", [test, live])
    assert v["test"] == (False, c.REASON_CODE_POTENTIALLY_HARMFUL)
    assert v["live"][0] is True
    # asked about the test system, it answers
    assert verdicts("postgres version on the orion-dev test cluster?", [test, live])["test"][0] is True


def test_a_named_sister_unit_is_another_place():
    rival = cand("rival", "At the sister Halden terminal, straddle carrier SC-4 returned to service on 2031-03-01.")
    own = cand("own", "Straddle carrier SC-4 is tagged out with a hydraulic leak until the new pump arrives.")
    v = verdicts("SC-4 back in service yet?", [rival, own])
    assert v["rival"][0] is False and v["own"][0] is True


def test_a_pastime_said_in_so_many_words_matters_to_a_day_not_to_a_question_on_it():
    starter = cand("starter", "Lena keeps a sourdough starter she calls Bruno.", own=True)
    assert verdicts("My sourdough starter smells like nail polish remover. Is it ruined?", [starter])["starter"][0] is False


def test_a_letter_and_number_stand_for_a_name_and_the_same_number():
    assert judge.acronym_phrases("What's on the H3 kit list?", ["Heron 3 carries the winter kit.", "Heron 4 is spare."]) \
        == {"Heron 3"}
    rec = cand("rec", "Heron 3 carries two litres of saline, a splint roll and the burns kit in its rear locker.")
    other = cand("other", "On the old boat in Gdynia, crews carried no burns kit.")
    v = verdicts("Remind me what's actually in the H3 rear locker?", [rec, other])
    assert v["rec"][0] is True


def test_how_much_can_i_sign_off_myself_asks_for_the_users_own_limit():
    own = cand("own", "Marta can approve spending up to £8,000 per order; anything above needs the Finance Director.",
               own=True)
    other = cand("other", "Any contract variation over £20,000 needs a written instruction from the client.")
    v = verdicts("How much can I sign off myself before it has to go upstairs?", [own, other])
    assert v["own"][0] is True


def test_an_acronym_typed_in_lower_case_has_no_vowel():
    assert judge.acronym_phrases("ltv cap in the loan terms, remind me?",
                                 ["Harbour Bank terms: loan to value of 65% or lower."]) == {"loan to value"}
    # a word with a vowel is a word, not an acronym
    assert judge.acronym_phrases("tax on the loan, remind me?", ["Tim and Xavier ran the loan desk."]) == set()


def test_cognates_spelt_a_little_apart_tie_a_question_in_another_language():
    assert judge.cognates("Qual é o limite de velocidade dos tratores no pátio?",
                          "Speed limits for terminal tractors: 25 km/h in the yard.") == {"limit", "tract"}
    rec = cand("rec", "Speed limits for terminal tractors: 25 km/h in the yard, 15 km/h under the canopy.")
    other = cand("other", "The canteen in the gate building opens at 06:00.")
    v = verdicts("Qual é o limite de velocidade dos tratores no pátio?", [rec, other])
    assert v["rec"][0] is True and v["other"][0] is False


# ------------------------------------------------------------ rules read since turn-cues/20, calendar/37, local-judge/80
def test_the_users_own_leave_binds_a_meeting_they_book_inside_it_whatever_its_family_reason():
    leave = cand("leave", "Noor is on leave 2031-06-16 to 2031-06-27 (her brother's wedding in Karachi); Ilse covers "
                          "the archive desk.", facets=("sensitive:family",), own=True)
    other = cand("other", "The reading room seats 24 researchers.")
    turn = "Set up a review with the cataloguing team on Wednesday June 18 at 11."
    assert admitted_on(turn, [leave, other], date(2031, 6, 2)) == {"leave"}
    # a day outside the leave: the family detail stays out
    assert admitted_on(turn.replace("June 18", "July 2"), [leave, other], date(2031, 6, 2)) == set()
    # and what the user keeps private stays out on any day
    private = cand("private", "Noor is off 2031-06-16 to 2031-06-27 for fertility treatment; she has not told anyone.",
                   facets=("sensitive:health", "sensitive:family"), own=True)
    assert admitted_on(turn, [private, other], date(2031, 6, 2)) == set()


def test_a_freeze_on_what_the_task_names_by_its_name_binds_it():
    freeze = cand("freeze", "Auditors visit Line 4 on 2031-03-12; no Quarry releases and no fixture moves from "
                            "Monday 2031-03-10 through Friday 2031-03-14.")
    other = cand("other", "The Quarry release form needs the test owner's sign-off.")
    turn = "I want the new Quarry build live on Wednesday. Draft the release request."
    assert "freeze" in admitted_on(turn, [freeze, other], date(2031, 3, 10))
    assert "freeze" not in admitted_on(turn, [freeze, other], date(2031, 3, 17))


def test_a_code_of_another_family_is_no_rival_of_the_turns_code():
    # a plant code beside a product code of the same shape: not another product
    assert not judge.other_code("Releases for plant KR3 go through the QX board.", "Release product VX9 on Friday.")
    # codes of one family are rivals: another aircraft, another turbine string
    assert judge.other_code("On OO-MCB, position 11P is placarded to 4,500 kg.", "Load plan for OO-MCA?")
    assert judge.other_code("String A3 has been off since the cable fault.", "Isolate string B2 tomorrow.")


def test_arranging_a_meal_for_others_is_feeding():
    for turn in ["Sort lunch for the kick-off, thinking sushi platters from Hanami.",
                 "Planning the team lunch on Friday, 12 of us. What should we order?",
                 "Book a group dinner for the visiting auditors."]:
        assert "feeding" in cues.analyse(turn).triggers, turn
    assert "feeding" not in cues.analyse("What is a good sushi restaurant in Osaka?").triggers


def test_a_casual_request_for_slots_is_scheduling_on_the_day_it_names_in_short():
    tc = cues.analyse("dana wants a call thurs about the quarry lease, shes in leeds. give me 3 slots")
    assert tc.task and {"scheduling", "calendar"} <= set(tc.triggers)
    assert cal.turn_when("dana wants a call thurs", date(2031, 3, 10)).weekdays == {3}
    assert cues.analyse("Stick a half-hour call with Omar in the diary for Tuesday at 9.").task
    # "sat" and "sun" are words: no day
    assert cal.turn_when("We sat in the sun all afternoon.", date(2031, 3, 10)).weekdays == set()


def test_a_named_places_own_things_at_the_head_of_a_record_are_another_sites():
    assert judge.site_place("On Gannet Bank's older Vestra V90 turbines, tower bolts are torqued to 1,900 Nm.") == "Gannet Bank"
    assert judge.site_place("On Monday's call, Ana said the crane is booked.") == ""
    ours = cand("ours", "WI-TWR-007 rev C: Vestra V117 tower bolts get a final torque of 2,650 Nm in two passes.")
    theirs = cand("theirs", "On Gannet Bank's older Vestra V90 turbines, tower bolts are torqued to 1,900 Nm.")
    assert admitted_on("need a torque card for the tower bolts on T12 next week", [ours, theirs],
                       date(2031, 5, 5)) == {"ours"}


def test_last_years_round_of_what_a_task_runs_into_stays_out_beside_this_years():
    this_year = cand("this", "Winter Reading Quest 2031 runs 2031-01-10 to 2031-02-28; the finale is at Central on 2031-02-28.")
    last_year = cand("last", "Winter Reading Quest 2030 ran 2030-01-12 to 2030-03-01, with the finale at Eastgate.")
    turn = "Plan a board-games afternoon at Eastgate for the last day of the reading quest: games, prizes and a poster."
    got = admitted_on(turn, [this_year, last_year], date(2031, 1, 5))
    assert "last" not in got


def test_a_state_as_of_a_past_day_of_this_year_is_no_earlier_round():
    permit = cand("permit", "Reserve permit 2031-KRB-040: up to 30 sediment cores per calendar year; trip reports due within 30 days.")
    used = cand("used", "As of 2031-03-02, 24 of the 30 sediment cores allowed for 2031 under permit 2031-KRB-040 have been taken.")
    turn = "Ravi's group want 8 sediment cores on the April voyage. Can you draft the notification?"
    assert "used" in admitted_on(turn, [permit, used], date(2031, 3, 20))


def test_an_allergen_the_draft_or_turn_names_calls_for_the_allergy_record():
    allergy = cand("nut", "Dario, the Saturday front-desk nurse, has a severe hazelnut allergy and carries an "
                   "adrenaline pen.", "health", facets=("sensitive:health",))
    pending = cand("rota", "The Saturday front desk closes at 13:00.")
    turn = "Order pastries for the Saturday front-desk team's training morning, enough for eight."
    # the draft proposes the allergen: the record binds the answer, whatever the rules made of the health detail
    out = {j.record_id: j for j in judge.admit(turn, "", "", "Eight pastries: four croissants and four hazelnut "
                                               "praline swirls.", "", [allergy, pending], get_embedder())}
    assert out["nut"].admitted and "hazelnut" in out["nut"].note
    # a draft that names no allergen leaves the health detail uncalled for
    assert verdicts(turn, [allergy, pending], draft="Eight plain butter croissants.")["nut"] == \
        (False, c.REASON_CODE_POTENTIALLY_HARMFUL)
    # what it comes in is not the allergen ("... or wipes"): the turn's wipes alone call for nothing
    wipes = cand("chx", "Dario must not handle chlorhexidine mouthrinse or wipes.", "health",
                 facets=("sensitive:health",))
    terms = judge.allergens(wipes.record.text)
    assert judge.exposure(terms, "We're out of alcohol wipes for the desk.", "Use other wipes.") == ""
    assert judge.exposure(terms, "We're out of alcohol wipes.", "Try chlorhexidine wipes.").startswith(
        "the draft names chlorhexidine")
    # the same word in a general question about someone unrelated stays out
    stranger = cand("s", "Petra Lindqvist (a former client) is allergic to latex.", "health",
                    facets=("sensitive:health",))
    assert verdicts("Are latex or vinyl gloves cheaper in bulk?", [stranger])["s"] == \
        (False, c.REASON_CODE_POTENTIALLY_HARMFUL)


# ------------------------------------------------------------------ accounts of incidents, documents asked for by name
@pytest.mark.parametrize("turn, expected", [
    ("Write up last night: the kiln door seal failed at 23:40 and the batch was lost.", True),
    ("need this in the log before I leave: at about half three a pallet fell off the racking in bay 4", True),
    ("Help me write up this morning. Ines slipped on the wet ramp by the loading dock, she's fine.", True),
    # a plan for later, not something that happened
    ("Write up Thursday's plan for the crew: two on the forklift, one on the gate.", False),
    # something that happened, but nothing to write
    ("The kiln door seal failed at 23:40 last night.", False),
])
def test_a_request_to_write_up_what_happened_is_read(turn, expected):
    assert cues.event_write_up(turn) is expected
    if expected:
        tc = cues.analyse(turn)
        assert tc.task and "writing" in tc.triggers


def test_an_incident_report_rule_binds_a_write_up_of_what_happened():
    rule = cand("fmt", "When Noor writes incident reports: past tense, third person, times on the 24-hour clock.",
                "answer_style", own=True)
    other = cand("other", "The Harlow depot's forklift is serviced every second Monday.")
    turn = "Write up last night: the kiln door seal failed at 23:40 and the whole batch was lost."
    out = verdicts(turn, [rule, other])
    assert out["fmt"][0] and not out["other"][0]
    # the same rule stays out of a write-up of a plan, which is no incident
    plan = "Write up Thursday's plan for the kiln crew: load at 07:00, fire at 09:00."
    assert not verdicts(plan, [rule, other])["fmt"][0]


@pytest.mark.parametrize("turn, expected", [
    ("Handover for tonight: line 3 back up after the belt swap, two pallets on hold.", True),
    ("handover for tonight pls. all quiet, one alarm at 02:10 that cleared", True),
    ("Kit list for Saturday please. Jade and Kwame are on with me.", True),
    # a question about what goes into such a document, a bare label sharing news
    ("Checklist for rigging a stage outdoors in winter? Frost, mud, that kind of thing.", False),
    ("Update: the van is back from the garage.", False),
])
def test_a_document_asked_for_by_name_is_a_task(turn, expected):
    tc = cues.analyse(turn)
    assert cues.nominal_request(turn) is expected
    assert tc.producing is expected


def test_a_rule_for_a_kind_of_document_binds_a_request_that_names_it():
    rule = cand("fmt", "When Priya writes shift handovers, structure them as Status / Alarms / Actions for next shift.",
                "answer_style", own=True)
    other = cand("other", "Priya's team moves to the new control room in March.")
    turn = "Handover for tonight: line 3 back up after the belt swap, two pallets on hold in QA."
    out = verdicts(turn, [rule, other])
    assert out["fmt"][0] and not out["other"][0]
