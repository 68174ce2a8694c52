"""Seasons a month falls in, prices frozen and prices put in, people named by role or by the name an admitted record
gives them, the day of the event a task is for, things a job's rule rules out, the user's own days off and sign-off
ceiling, values above a limit given without a currency, shorthand and acronyms of insurance and measures, meals named
by their menu, hearsay a task does not build on, five-letter heads across languages, the things work records name in
the glosses' word lists, and wishes about a kind of document that the activation gate keeps conditional. Cases
written here (a woodland trust, a bike co-op, a bakery, a clock repairer, a furniture restorer, a riding school, a
pottery and a climbing wall), read by the real rules with the real embedding model, the real planner policy and the
real activation gate over gRPC and SQLite. Every test fails at the previous rules; the asserts marked "a guard" pass
at both."""

from datetime import date

from retold import calendar, cues
from retold.v1 import activation_pb2 as a
from retold.v1 import common_pb2 as c
from store_svc import activation_rules
from tests.helpers import activation_env, cand, gate_decides, verdicts

NOV = date(2027, 11, 15)  # a Monday
JUN = date(2027, 6, 2)  # a Wednesday


def test_a_month_a_task_names_inside_a_closed_season_runs_into_it():
    season = cand("season", "No tree felling or coppicing on any Oakridge Trust site between 1 April and 31 July "
                             "(bird nesting).")
    got = verdicts("the farmer at Brook End wants us to coppice his hazel in june instead, text him back", [season],
                   draft="Hi, June works for us. We'll pencil in the coppicing and confirm the exact day nearer the time.",
                   today=NOV)
    assert got["season"][0] is True, got["season"]
    assert "month" in got["season"][2], got["season"]
    # a guard: a month outside the season runs into nothing
    got = verdicts("the farmer at Brook End wants us to coppice his hazel in january instead, text him back", [season],
                   draft="Hi, January works for us. We'll confirm the exact day nearer the time.", today=NOV)
    assert got["season"][0] is False, got["season"]


def test_a_message_back_after_a_comma_is_a_task():
    assert cues.analyse("the landlord wants the boiler service moved to friday, text him back").task
    assert cues.analyse("Mrs Dale says the cake was late again; email her back").task
    # a guard: telling what someone did is no request
    assert not cues.analyse("she texted him back yesterday about the van").task


def test_hearsay_is_not_what_a_task_builds_on_but_a_pending_answer_is():
    heard = cand("heard", "The tenant at Brook End may have cut the hazel already (Ravi's impression, not checked).")
    heard.record.status = c.RECORD_STATUS_UNCONFIRMED
    got = verdicts("the farmer at Brook End wants us to look at his hazel, text him back about the hazel", [heard],
                   draft="Hi, happy to come and look at the hazel. When suits you?", today=NOV)
    assert got["heard"][0] is False and "task does not build on it" in got["heard"][2], got["heard"]
    # a guard: a reply still awaited is a status, not hearsay
    pending = cand("pending", "Fernside Catering may not be able to do the 4 December supper (awaiting their reply).")
    pending.record.status = c.RECORD_STATUS_UNCONFIRMED
    got = verdicts("sort the food for the 4 December supper, draft the email to Fernside", [pending],
                   draft="Hi Fernside, could you confirm you can cater our supper on 4 December?", today=NOV)
    assert "task does not build on it" not in got["pending"][2], got["pending"]


def test_a_price_change_on_days_a_price_freeze_holds():
    freeze = cand("freeze", "Website and app booking prices are frozen until 1 March 2028; no price changes before then.")
    got = verdicts("marketing want the family package up from £39 to £45 from next Monday - write the go-ahead to Jess",
                   [freeze], draft="Hi Jess, go ahead and put the family package up to £45 from Monday 22 November.",
                   today=NOV)
    assert got["freeze"][0] is True, got["freeze"]
    # a guard: a note on other things the freeze does not stop
    got = verdicts("write the go-ahead to Jess for the new Monday opening hours from next Monday", [freeze],
                   draft="Hi Jess, go ahead with the new opening hours from Monday 22 November.", today=NOV)
    assert got["freeze"][0] is False, got["freeze"]


def test_the_users_own_ceiling_with_a_word_between_and_at_any_similarity():
    ladder = cand("ladder", "Sunita approves spend up to £3,000; above that it goes to the trustees.")
    mine = cand("mine", "Sunita Rao runs the bike co-op's workshop.", own=True)
    for turn in ("whats my solo sign off limit now?", "whats my sign off ceiling atm"):
        got = verdicts(turn, [ladder, mine], draft="That depends on your organisation's delegation policy.", today=NOV)
        assert got["ladder"][0] is True, (turn, got["ladder"])


def test_a_time_zone_of_whom_a_task_names_by_role():
    tz = cand("tz", "The external verifier, Dana Whitlock, is based in Perth (AWST, UTC+8).")
    got = verdicts("Propose a 30-min call with the verifier this Wed, I'm free 14:00-17:00 our time. Draft the email.",
                   [tz], draft="Proposed slot: Wednesday 17 November, 16:00-16:30 UK time. Dear verifier, ...", today=NOV)
    assert got["tz"][0] is True, got["tz"]
    # a guard: a call with someone else
    got = verdicts("Propose a 30-min call with the plumber this Wed, I'm free 14:00-17:00. Draft the text.", [tz],
                   draft="Hi, could you do a quick call on Wednesday between 2 and 5pm?", today=NOV)
    assert got["tz"][0] is False, got["tz"]


def test_the_price_of_a_thing_a_task_puts_in_and_a_day_off_in_its_window():
    price = cand("price", "From 1 June 2027 a chair reupholstery costs £240 for customers; trade stays at £190.")
    off = cand("off", "Bea is off every other Thursday; the next ones are 10 June and 24 June 2027.", own=True)
    got = verdicts("book mr lowe's chair in for reupholstery next wk on a day im in, and draft him a confirmation w/ the "
                   "reupholstery price", [price, off],
                   draft="Dear Mr Lowe, we have booked your chair in for Thursday 10 June. The price is [price].",
                   today=JUN)
    assert got["price"][0] is True, got["price"]
    assert got["off"][0] is True, got["off"]


def test_a_value_above_a_limit_without_its_currency():
    assert calendar.crosses("customer wants his clock collected, insured value 6k. what do we book?",
                            "Send-ins: Royal Mail Special Delivery up to £2,500 declared value; above that a fine-art "
                            "courier collects, charged to the customer.")
    # a guard: a figure with no price word is no price
    assert not calendar.crosses("customer wants his 6 clocks collected. what do we book?",
                                "Send-ins: Royal Mail Special Delivery up to £2,500 declared value.")


def test_the_day_of_the_event_a_task_orders_for():
    day = cand("day", "Spring open day moved to Saturday 12 June 2027 (clash with the village fete).")
    baker = cand("baker", "Caterer Crumb & Co needs final numbers 5 days before an event; minimum order 30.")
    got = verdicts("email Crumb & Co the lunch order for the spring open day: 26 volunteers + 8 guests", [day, baker],
                   draft="Hi Crumb & Co, please can we order lunch for 34 for our spring open day?", today=date(2027, 5, 3))
    assert got["day"][0] is True, got["day"]


def test_a_jobs_rule_that_rules_out_what_the_task_orders():
    spec = cand("spec", "Ashcombe estate, Mill Lane: the owner wants a natural look there, so no binders anywhere.")
    sup = cand("sup", "Chestnut stakes and binders come from Morwen Tregarth's coppice at Bodmin: £1.20 per stake, 55p "
                      "per binder, ten days' notice needed.")
    got = verdicts("order stakes n binders off morwen for the ashcombe mill ln job, 200m, wanna start the 9th",
                   [spec, sup], draft="Order for Morwen: 450 chestnut stakes and 300 binders for the Ashcombe job.",
                   today=NOV)
    assert got["spec"][0] is True, got["spec"]
    # a guard: a rule on another job names one name at most
    got = verdicts("order stakes n binders off morwen for the brook end job, 200m, wanna start the 9th", [spec, sup],
                   draft="Order for Morwen: 450 chestnut stakes and 300 binders.", today=NOV)
    assert got["spec"][0] is False, got["spec"]


def test_a_need_of_the_person_an_admitted_record_names_in_full():
    calls = cand("calls", "Keiko Tanaka is based in Kyoto and prefers calls at about 09:00 Kyoto time.")
    need = cand("need", "Collector Keiko Tanaka has a nickel allergy: try-ons only on leather or titanium, never steel.")
    other = cand("other", "Ryo Tanaka is a trade dealer in Tokyo; his trade prices are in USD.")
    got = verdicts("set up friday's viewing for Tanaka-san: what goes on the tray + when do I ring her to confirm",
                   [calls, need, other], draft="Tray: the three pieces on velvet. Ring her on Thursday to confirm.",
                   today=NOV)
    assert got["need"][0] is True, got["need"]


def test_the_users_own_days_off_asked_as_which_days():
    off = cand("off", "Olek is on leave 8-19 July 2027 (family in Gdańsk).", own=True)
    got = verdicts("remind me which july days im off, need to tell Bea", [off],
                   draft="I don't have your leave dates; check the rota.", today=JUN)
    assert got["off"][0] is True, got["off"]


def test_a_shared_five_letter_head_across_languages_needs_the_same_word():
    hours = cand("hours", "Kaeser SK 15 compressor: service every 2,000 operating hours; meter about 1,850 h.")
    hours.record.evidence_text = "El compresor Kaeser tiene service cada 2.000 horas; marca unas 1.850."
    got = verdicts("¿cuánto sale más o menos un vuelo Madrid–Rosario comprando con poca anticipación?", [hours],
                   draft="Con poca anticipación, suele costar entre 900 y 1.400 euros.", today=NOV)
    assert got["hours"][0] is False, got["hours"]


def test_shorthand_and_abbreviated_covers_and_measures():
    assert "ambulances" in cues.shorthand_expansions("w3w for the ambos again?")
    assert "applications" in cues.shorthand_expansions("grant apps, when's the cutoff")
    pl = cand("pl", "The wall carries £5m public liability with Ridge Mutual; the council's venue contract requires £10m.")
    got = verdicts("PL cover - what are we on, and does it do for the council venue", [pl],
                   draft="Most small venues carry £5m-£10m public liability; check your schedule.", today=NOV)
    assert got["pl"][0] is True, got["pl"]


def test_a_menu_or_a_snack_order_feeds_people():
    for turn in ("plan the snack order for the kids' taster sat, ~20 kids + parents",
                 "Ułóż menu na sobotni bankiet, żeby każdy mógł coś zjeść",
                 "draft the menu for the volunteers' supper"):
        assert "feeding" in cues.analyse(turn).triggers, turn
    # a guard: a menu of a program feeds no one
    assert "feeding" not in cues.analyse("where is the settings menu in the booking app?").triggers


def test_a_records_own_document_kind_scopes_its_wish():
    assert activation_rules.record_doc_scope("Club emails should be plain and friendly, no jokes.")
    assert activation_rules.record_doc_scope("Bea wants rotas as a plain list by day, not tables.")
    # a guard: a wish on every answer, or one that says it always holds
    assert not activation_rules.record_doc_scope("Bea wants the bottom line first, then bullet points.")
    assert not activation_rules.record_doc_scope("Olek wants checklists as numbered steps, always.")


P = "bea"
TRANSCRIPT = [
    ("bea/s0/1", "user", "Scrap the rota tables, they break on my phone. Plain list by day from now on."),
    ("bea/s0/2", "assistant", "Understood: rotas as a plain list by day."),
    ("bea/s0/3", "user", "Bottom line first, then bullets, always. I read on my phone."),
]


async def test_the_gate_keeps_a_wish_on_a_kind_of_document_conditional(make_stack):
    _st, store, gate = await activation_env(make_stack, P, TRANSCRIPT)
    got = await gate_decides(store, gate, P, "Bea wants rotas as a plain list by day, not tables (tables break on her "
                             "phone).", "rotas", "bea/s0/1")
    assert got == (a.ACTIVATION_DECISION_CONDITIONAL, "scoped_wording"), got
    # a guard: a wish on every answer still promotes
    got = await gate_decides(store, gate, P, "Bea wants the bottom line first, then bullet points; she reads on her "
                             "phone.", "bottom", "bea/s0/3")
    assert got[0] != a.ACTIVATION_DECISION_CONDITIONAL, got


def test_the_word_lists_hold_the_things_work_records_name():
    from retold import gloss
    for turn, words in (("Rappelle-moi, combien de pièges à mites dans la réserve du sous-sol ?", {"trap", "moth"}),
                        ("Kiedy ostatnio sprawdzaliśmy pułapki na myszy w magazynie?", {"trap", "mouse"}),
                        ("Wo liegt der Vorschlaghammer und die Schaufel für die Drainage?", {"hammer", "shovel"}),
                        ("¿La chaqueta es impermeable o no? El cliente pregunta.", {"jacket", "waterproof"}),
                        ("Hvor mange bjørner så gjestene i går?", {"bear"})):
        assert words <= set(gloss.gloss(turn).split()), (turn, gloss.gloss(turn))
    # a guard: a word another list already gave keeps its sense and its language ("fråga" is Swedish for ask, not
    # Romanian for a strawberry)
    assert {"card", "branch"} <= set(gloss.gloss("Hur mycket kan jag dra på filialkortet utan att fråga nån?").split())
