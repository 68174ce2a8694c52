"""A freeze that runs "from a day until it is over" of an event the record dates, kit fitted on a day of it, rates
said by their period ("hourly rates", "+£40/h") for hours the task costs on a thing it names, a wish for anything
the user sends to someone, a passage someone wants written ("Helen wants a paragraph on ..."), a name read as what
someone is allergic to ("osians allergy"), a rule on a named vehicle that is no warning on the turn, a go-ahead asked of
someone else ("he can just go ahead, right?"), and a wish scoped to what the user asks about. Cases written
here (a university workshop with a laser cutter and two 3D printers, and a sheet-metal contractor), read by the real
rules with the real embedding model. Every test fails at the previous rules; the asserts marked "a guard" pass at
both."""

from datetime import date

from judge_svc import policy
from retold import calendar, cues
from tests.helpers import cand, verdicts

SEP = date(2026, 9, 7)  # a Monday


def test_a_freeze_from_a_day_until_the_event_is_over_holds_up_to_the_events_end():
    rules = calendar.record_rules("UKAS assessment at the Dock Street works on 24-25 Sept 2026; from 16 Sept until it "
                                  "is over, no changes to the press brakes or the extraction.", today=SEP)
    assert (16, 9, 25, 9) in rules.ranges
    freeze = cand("freeze", "UKAS assessment at the Dock Street works on 24-25 Sept 2026; from 16 Sept until it is "
                            "over, no changes to the press brakes or the extraction.")
    got = verdicts("new extraction hood quote came in at £6,900, they can fit on the 18th. ok to confirm the date?",
                   [freeze], draft="Yes: confirm the 18th and ask them for a method statement.", today=SEP)
    assert got["freeze"][0] is True
    # a guard: a fitting after the assessment runs into nothing
    after = verdicts("new extraction hood quote came in at £6,900, they can fit on the 29th. ok to confirm the date?",
                     [freeze], draft="Yes: confirm the 29th.", today=SEP)
    assert after["freeze"][0] is False


def test_rates_said_by_their_period_price_the_hours_a_quote_costs_on_a_thing_it_names():
    assert policy.RATE_BY_PERIOD.search("hourly rates from 1 Aug: internal £38")
    assert policy.RATE_BY_PERIOD.search("carries a +£40/h surcharge")
    assert not policy.RATE_BY_PERIOD.search("travel time paid at half the hourly rate")  # a guard: no figure, no rate
    travel = cand("travel", "Technician travel: mileage at 45p/mile after the first 10 miles; travel time paid at half "
                            "the hourly rate.")
    rates = cand("rates", "Workshop hourly rates from 1 Aug 2026: internal £32, external academic £55, industrial "
                          "£120; Zephyr (the laser cutter) carries a +£25/h surcharge on any rate.")
    got = verdicts("external student from Leeds wants 5 h on Zephyr and 3 h on the Ultimaker. can you draft the quote "
                   "email", [rates], draft="Hi, for 5 hours on the laser cutter and 3 hours on the 3D printer the "
                                           "cost is [rate] x 8 h.", today=SEP)
    assert got["rates"][0] is True and "rate per hour" in got["rates"][2]
    both = verdicts("invoice for the Leeds group: 3 jobs of 2 h each on the Ultimaker, total pls", [travel],
                    draft="6 h x [rate] = total.", today=SEP)
    assert both["travel"][0] is False


def test_a_wish_for_anything_the_user_sends_to_someone_binds_a_passage_written_for_them():
    assert policy.WRITTEN_FOR.search("Anything Rhys is sending to Helen Carvosso (MD)")
    assert cues.analyse("Helen wants a paragraph on why the brake would come out of use. Can you write it?").triggers
    plain = cand("plain", "Anything Owen is sending to Helen Marsh (MD) should be in plain English with no acronyms.",
                 own=True)
    got = verdicts("Helen wants a paragraph on why press brake PB-2 would come out of use if its LOLER exam lapses. "
                   "Can you write it?", [plain],
                   draft="Under LOLER, lifting equipment needs a thorough examination; if PB-2's lapses it is out of use.",
                   today=SEP)
    assert got["plain"][0] is True and "Helen" in got["plain"][2]
    # a guard: a passage for someone else is no passage for Helen
    other = verdicts("Priya wants a paragraph on why press brake PB-2 would come out of use if its LOLER exam "
                     "lapses. Can you write it?", [plain], draft="Under LOLER, PB-2 is out of use if its exam lapses.",
                     today=SEP)
    assert other["plain"][0] is False


def test_a_name_read_as_what_someone_is_allergic_to_is_that_persons_allergy():
    osian = cand("osian", "Osian Morgan (Year 4) has a severe bee-sting allergy and carries an EpiPen: he stays behind "
                          "the glass, no open hive near him.")
    got = verdicts("osians allergy, what did we say he can & cant do on the visit", [osian],
                   draft="Follow the school's care plan and keep the EpiPen on site.", today=SEP)
    assert got["osian"][0] is True


def test_a_rule_on_a_named_vehicle_is_no_warning_beside_the_answer_on_where_it_loads():
    store = cand("store", "From 14 Sept the show set is in Calder Storage, container C14, Sowerby Bridge (yard opens "
                          "07:00); the 21 Sept Luton load is from there.")
    route = cand("route", "Company rule since a 2024 incident: the Luton is never routed over Hartside (A686) or "
                          "Kirkstone Pass; use the A66 even if it is longer.")
    got = verdicts("Luton collection is Mon 21st, where am I sending Sam to load and can he park outside?",
                   [store, route], draft="Send Sam to wherever the set is stored.", today=SEP)
    assert got["store"][0] is True
    assert "warning" not in got["route"][2]


def test_a_go_ahead_asked_of_someone_else_is_a_question_and_a_wish_scoped_to_what_the_user_asks_binds_by_its_scope():
    assert cues.AUTHORITY.search("Owen wants to order a new extractor, £2,650. he can just go ahead, right?")
    assert not cues.AUTHORITY.search("I want the order raised Tue 22nd so they can book scaffold.")  # a guard
    wish = cand("wish", "This week (w/c 7 Sept 2026), whenever Owen asks about a customer order, state the order "
                        "number and the due date.", own=True)
    got = verdicts("bent up the brackets for the Harlow order this morning, powder coat takes 5 days. realistic for "
                   "the 14th?", [wish], draft="Probably, if the coater can take them tomorrow.", today=SEP)
    assert got["wish"][0] is False
