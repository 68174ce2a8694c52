"""Questions of the world that only look like the user's (a rest "before the next one", a country's leave rules asked
in French, a spreadsheet formula that counts a weekday, "explain why" asked in Spanish, a volume asked in m3 and cu
ft), a staff profile written about the user, a reason the user wants kept out of anything written, how late an invoice
is (no count of days worked), a record that says it is not the user's organisation, people counted with no units,
the user's own thing asked in another language, a coded thing asked by the number its code ends in, a sum someone
wants to go ahead with, and someone working alone. Cases written here (a stables, a bistro, a bakery, a removals
firm, a gallery, a scout group, a joinery, a leisure centre), read by the real rules with the real embedding model
and the real planner cues, and over gRPC by the real judge with its fitted learned layer where the last pass acts.
Every test fails at the previous rules; the asserts marked "a guard" pass at both."""

from datetime import date

from judge_svc import policy
from retold import calendar, cues
from retold.v1 import common_pb2 as c
from tests.helpers import cand, judge_verdicts, verdicts

SPRING = date(2029, 4, 10)  # a Tuesday


async def _admit(make_stack, turn: str, draft: str, cands, today: date = SPRING) -> dict:
    return await judge_verdicts(make_stack, turn, draft, cands, today)


def test_the_next_one_of_a_kind_the_turn_names_is_no_recall():
    turn = "how long do endurance horses need to rest after a long ride before the next one"
    assert not cues.analyse(turn).recall
    # a guard: the next one of the user's own, asked for
    assert cues.analyse("when's the next one?").recall
    ride = cand("ride", "Maddie rides Bramble in the Exmoor endurance ride on Saturday.")
    got = verdicts(turn, [ride], draft="- After 80 km or more: about a week of light work\n- Shorter rides: 2-3 days",
                   today=SPRING)
    assert got["ride"][0] is False, got["ride"]


def test_a_country_rule_asked_in_another_language_is_asked_of_the_world():
    assert policy.JURISDICTION.search("le congé de paternité en france c'est 25 jours maintenant ?")
    assert policy.IN_GENERAL.search("congé parental, 4 mois à temps plein c'est ça ? pour ma culture")
    leave = cand("leave", "Hugo Martin (kitchen) is on paternity leave from 3 to 28 March 2029.")
    got = verdicts("le congé de paternité en france c'est 25 jours maintenant ? pour ma culture", [leave],
                   draft="Oui : 25 jours calendaires depuis 2021, plus les 3 jours de naissance.", today=SPRING)
    assert got["leave"][0] is False, got["leave"]


def test_a_spreadsheet_formula_counting_a_weekday_takes_no_working_days():
    assert policy.IN_GENERAL.search("sheets q - formula to count how many orders fall on a saturday, dates in col C")
    days = cand("days", "Priya works Monday to Thursday; on Fridays Sam covers the order phone.")
    got = verdicts("sheets q - formula to count how many orders fall on a saturday, dates in col C", [days],
                   draft="=SUMPRODUCT(--(WEEKDAY(C2:C400,2)=6))", today=SPRING)
    assert got["days"][0] is False, got["days"]


def test_explain_why_asked_in_another_language_takes_no_record_without_a_reason():
    assert policy.WHY_IN.search("¿cómo les explico a los nuevos por qué se afila a 20 grados?")
    knives = cand("knives", "Tomás (new starter) is left-handed and uses the left-handed knife set at station 3.")
    got = verdicts("¿cómo les explico a los nuevos por qué se afila el cuchillo a 20 grados? algo breve", [knives],
                   draft="Un ángulo de 20° es un buen equilibrio: corta fino y el filo aguanta más.", today=SPRING)
    assert got["knives"][0] is False, got["knives"]


def test_a_volume_asked_in_units_takes_only_a_record_holding_one():
    assert policy.units_asked("a 40ft high cube's internal volume roughly, in m3 and cu ft?") == {"volume"}
    # a guard: units of a figure the turn gives ask for nothing
    assert policy.units_asked("is 30 m3 enough for a 3-bed?") == set()
    job = cand("job", "Job 5521, Ahmed family, Leeds to Lisbon, 40ft high cube: loading 3 May 2029.")
    got = verdicts("a 40ft high cube's internal volume roughly, in m3 and cu ft?", [job],
                   draft="About 76 m³ (roughly 2,690 cu ft) inside.", today=SPRING)
    assert got["job"][0] is False, got["job"]
    assert policy.holds_units("volume", "A 40ft high cube holds 76 m³ of goods.")


async def test_a_staff_profile_takes_no_rule_of_the_work(make_stack):
    deposit = cand("deposit", "Wedding cake orders need a 50% deposit 8 weeks before the date.")
    got = await _admit(make_stack, "write my staff profile for the website, 60 words: head baker, 10 yrs in hotel "
                                   "kitchens before joining, wedding cakes", "Meet Ana, our head baker ...", [deposit])
    assert not got["deposit"].admitted, got["deposit"]
    assert got["deposit"].note == policy.SELF_PROFILE_NOTE


def test_a_reason_kept_out_of_anything_written_stays_out_of_an_out_of_office():
    hearing = cand("hearing", "Off Thursday 12 April 2029 afternoon for a hearing with the landlord; wants the reason "
                              "kept out of anything written.", own=True)
    got = verdicts("write me a short out-of-office for thu 12 april afternoon, back fri", [hearing],
                   draft="I'm out of the office on Thursday afternoon, 12 April, and back on Friday.", today=SPRING)
    assert got["hearing"][0] is False, got["hearing"]
    assert got["hearing"][1] == c.REASON_CODE_POTENTIALLY_HARMFUL


def test_how_late_an_invoice_is_counts_no_days_worked():
    rate = "Dan's joinery contract: £300/day; invoiced monthly."
    limit = "Parts over £200 need a PO from Sam before ordering."
    late = "Oakfield still haven't paid inv 2291, 30 days overdue. firm chase email pls"
    assert calendar.crosses_total(late, rate, limit) == ""
    # a guard: days the turn counts as work
    assert calendar.crosses_total("book dan for 3 days at oakfield", rate, limit)


async def test_a_record_that_says_it_is_not_the_users_organisation(make_stack):
    other = "Harbour Arts (the Penarth gallery, not CSA) lets curators approve spend up to £2,000."
    assert policy.not_ours("Nia wants 4 new plinths, £650 each, order going in Monday. draft my reply", other, [])
    # a guard: a turn on that other organisation itself
    assert not policy.not_ours("what can curators at harbour arts approve?", other, [])
    got = await _admit(make_stack, "Nia wants 4 new plinths, £650 each, order going in Monday. draft my reply",
                       "Hi Nia, that sounds fine - go ahead and order them.", [cand("other", other)])
    assert not got["other"].admitted, got["other"]


def test_people_counted_with_no_units_are_no_sum_on_figures():
    assert not policy.CALCULATION.search("camp: 31 scouts so far, 24 under 14. how many leaders do I need + draft "
                                         "an ask to parents")
    # a guard: three figures with their units
    assert policy.CALCULATION.search("3ph 32A 400V, pf 0.95: how many kW per feed?")
    ratio = cand("ratio", "Camp supervision ratio: 1 leader per 8 under-14s, with at least 2 DBS-checked leaders.")
    got = verdicts("camp: 31 scouts so far, 24 under 14. how many leaders do I need + draft an ask to parents",
                   [ratio], draft="For 31 scouts you'll want about 4 leaders ...", today=SPRING)
    assert got["ratio"][0] is True, got["ratio"]


def test_the_users_own_thing_asked_in_another_language():
    cert = cand("cert", "Aled's forklift licence expires 9 May 2029; renewal course booked for 2 May.", own=True)
    got = verdicts("quando expira a minha licença de forklift mesmo?", [cert],
                   draft="Não tenho essa data. Veja no próprio cartão da licença.", today=SPRING)
    assert got["cert"][0] is True, got["cert"]


def test_a_coded_thing_asked_by_the_number_its_code_ends_in():
    assert policy.code_tails("Quote Q-0412, Lewis, garden room: £8,950.") == {"0412"}
    lewis = cand("lewis", "Quote Q-0412, Lewis, Canton: oak garden room, £8,950, deposit paid 2 April 2029.")
    limit = cand("limit", "Quotes over £5,000 need a site survey before they are confirmed.")
    got = verdicts("0412, how much and where?", [lewis, limit],
                   draft="I don't have quote 0412's details. Check the quotes folder.", today=SPRING)
    assert got["lewis"][0] is True, got["lewis"]


def test_a_sum_someone_wants_to_go_ahead_with_takes_its_approval_limit_and_a_spend_freeze():
    turn = "Ifan wants to swap the workshop compressor for a bigger one, £1,400 fitted, old one still works. ok for him to crack on?"
    assert policy.APPROVAL_ASKED.search(turn)
    limit = cand("limit", "Team leads approve spend up to £500 alone; £500-£3,000 needs Mari; above that, the board.")
    freeze = cand("freeze", "Non-essential spend is frozen from 1 April 2029 until the budget is signed on 30 April 2029.")
    got = verdicts(turn, [limit, freeze], draft="Yes, if the budget allows it, he can go ahead.", today=SPRING)
    assert got["limit"][0] is True, got["limit"]
    assert got["freeze"][0] is True, got["freeze"]
    # a guard: a freeze already over
    got = verdicts(turn, [freeze], draft="Yes, if the budget allows it, he can go ahead.", today=date(2029, 6, 5))
    assert got["freeze"][0] is False, got["freeze"]


def test_someone_working_alone_takes_the_rule_on_working_alone():
    rule = cand("rule", "Every host needs an enhanced DBS before any unsupervised shift; new starters do supervised shifts "
                        "only, on a risk assessment.")
    owen = cand("owen", "Owen Price (Canton host) started on 2 April 2029 under a risk assessment; his DBS is still pending.")
    got = verdicts("Owen's DBS still not back. can he do a solo close at Canton on fri 13th?", [rule, owen],
                   draft="Yes, as long as he knows the lock-up routine.", today=SPRING)
    assert got["rule"][0] is True, got["rule"]
    assert got["owen"][0] is True, got["owen"]  # (a guard)


def test_how_much_off_the_user_may_give_alone_is_their_own_limit():
    assert policy.OWN_LIMIT_ASKED.search("how much off can i give without asking anyone")
    rule = cand("rule", "Cerys can give up to 10% discount herself; more than 10% needs Dai's approval; more than 20% "
                        "needs the owner.")
    own = cand("own", "Cerys Morgan runs the front desk and party bookings.", own=True)
    got = verdicts("how much off can i give without asking anyone", [rule, own],
                   draft="It depends on your policy; front-desk staff can often give 5-10% without sign-off.",
                   today=SPRING)
    assert got["rule"][0] is True, got["rule"]
    # ... also where the user's own record is led by a word, not a name ("Client emails: ...")
    wish = cand("wish", "Client emails: sign off 'Diolch, Cerys - Front Desk'; British spelling.", own=True)
    got = verdicts("how much off can i give without asking anyone", [rule, wish],
                   draft="It depends on your policy; front-desk staff can often give 5-10% without sign-off.",
                   today=SPRING)
    assert got["rule"][0] is True, got["rule"]


def test_a_day_checked_back_takes_the_record_that_moved_it_from_that_day():
    moved = cand("moved", "Trustee board moved to 9 May 2029 (was 2 May).")
    got = verdicts("board's the 2nd yeah?", [moved], draft="If that's what's in the calendar, yes.", today=SPRING)
    assert got["moved"][0] is True, got["moved"]
    # a guard: a record moved from another day than the one checked
    other = cand("other", "Trustee board moved to 9 May 2029 (was 25 April).")
    got = verdicts("board's the 2nd yeah?", [other], draft="If that's what's in the calendar, yes.", today=SPRING)
    assert "moved from" not in got["other"][2], got["other"]


def test_an_answer_set_at_another_place_gives_way_to_the_one_on_the_place_the_turn_names():
    here = cand("here", "The Brookfield boilers are old Ideal 80s leased with the hall and serviced by the landlord's "
                        "contractor Ray Platt, not by Sion.")
    away = cand("away", "Ideal boilers at Ty Coch: service the pump every 2,000 hours or once a year, whichever comes "
                        "first.")
    got = verdicts("brookfield boiler 2 keeps cutting out, when's its pump service due?", [here, away],
                   draft="Most makers suggest a yearly service.", today=SPRING)
    assert got["here"][0] is True, got["here"]
    assert got["away"][0] is False and got["away"][1] == c.REASON_CODE_POTENTIALLY_HARMFUL, got["away"]
    # a guard: the turn names that other place
    got = verdicts("ty coch boiler 2 keeps cutting out, when's its pump service due?", [here, away],
                   draft="Most makers suggest a yearly service.", today=SPRING)
    assert got["away"][0] is True, got["away"]


def test_a_sum_to_come_out_of_a_budget_takes_what_is_left_of_it():
    assert calendar.over_budget("can the £1,240 side-vent kit for T4 come out of the tunnel pot?",
                                "The 2029 polytunnel budget is £5,000; £3,900 was spent reskinning T2 in March.")
    # a guard: a sum within what is left
    assert not calendar.over_budget("can the £900 kit come out of the tunnel pot?",
                                    "The 2029 polytunnel budget is £5,000; £3,900 was spent reskinning T2 in March.")
    pot = cand("pot", "The 2029 polytunnel budget is £5,000; £3,900 was spent reskinning T2 in March, leaving £1,100.")
    got = verdicts("Huw asks: can the £1,240 side-vent kit for T4 come out of the tunnel pot? yes/no", [pot],
                   draft="Yes, if there's money left in it.", today=SPRING)
    assert got["pot"][0] is True, got["pot"]
    # ... asked in French, by whether the user signs
    window = cand("window", "Shop window budget H1 2029: €4,000, of which €1,300 already spent on the spring window.")
    got = verdicts("devis du déco pour la vitrine d'été: 3 100€. je signe ?", [window], draft="Si c'est dans le budget, oui.",
                   today=SPRING)
    assert got["window"][0] is True, got["window"]
