"""The month of May read as no "may", an event the task names by its kind ("the day of the accreditation visit"), a
warning never to give a named animal the drug the turn is dosing, a health need that bars someone a jobs list names
from work it hands out, a rule on whoever works a unit the task names by its code, a note of the user's own absence,
a task saying who will sign an amount off, and a payback worked from the turn's own figures. Cases written here (a
dog rescue centre with kennels, a paddock and two vans), read by the real rules with the real embedding model. Every
test fails at the previous rules; the asserts marked "a guard" pass at both."""

from datetime import date

from judge_svc import policy
from tests.helpers import cand, classified, verdicts

APR = date(2026, 4, 27)  # a Monday


def test_the_month_of_may_is_no_word_of_doubt():
    assert not policy.SPECULATIVE.search("The kennel inspection is confirmed for 14 May 2026.")
    assert not policy.SPECULATIVE.search("May to September: the paddock opens at 07:00.")
    # a guard: the modal stays one, at a sentence's head too
    assert policy.SPECULATIVE.search("The vet may move clinics to Thursdays.")
    assert policy.SPECULATIVE.search("Cleared for now. May move to Thursdays from June.")


def test_a_task_on_the_day_of_an_event_it_names_by_its_kind_runs_into_the_users_leave_that_day():
    visit = cand("visit", "Council licensing inspection visit is confirmed for 14 May 2026 at the Millbrook kennels.")
    leave = cand("leave", "Keeley is on leave 11-18 May 2026; Tom covers the centre.", own=True)
    got = verdicts("Draft a reply to the council inspector confirming I'll show them round the kennels myself on the "
                   "day of the inspection visit.", [visit, leave],
                   draft="Dear Inspector, I'm pleased to confirm I will show you round the kennels on the day of your "
                         "visit.", today=APR)
    assert got["visit"][0] is True
    assert got["leave"][0] is True and "14" in got["leave"][2]


def test_a_warning_never_to_give_a_named_animal_the_drug_stays_beside_the_dose_the_question_asks_for():
    dose = cand("dose", "Metacam oral suspension for dogs: 0.1 mg per kg once a day after the first day; the kennel "
                        "bottle is 1.5 mg/ml.")
    warn = cand("warn", "Biscuit (rescue greyhound, kennel 4) had a severe reaction to Metacam in March: vomiting and "
                        "collapse; never give her Metacam or any other NSAID.")
    got = verdicts("The vet left Metacam for Biscuit's sore paw, she's about 28 kg. How many ml do I give tonight?",
                   [dose, warn], draft="At 0.1 mg/kg, 28 kg is 2.8 mg: about 1.9 ml of the 1.5 mg/ml suspension.",
                   today=APR)
    assert got["warn"][0] is True
    # a guard: for another dog the warning sets no bar, and the dose answers
    other = verdicts("The vet left Metacam for Pepper's sore paw, she's about 28 kg. How many ml do I give tonight?",
                     [dose, warn], draft="About 1.9 ml of the 1.5 mg/ml suspension.", today=APR)
    assert other["dose"][0] is True and other["warn"][0] is False


def test_a_health_need_barring_someone_a_jobs_list_names_from_its_work_binds_the_list():
    dara = classified("dara", "Dara (working pupil) has dust-triggered asthma: no hay soaking and no sweeping in Barn B; "
                              "give her turnouts and poo picking.")
    got = verdicts("Make jobs list for tomorrow morning: soak hay, sweep barn B, turnouts, poo pick the paddocks, fill "
                   "waters. People: Dara, Ines, Tom", [dara],
                   draft="Jobs - tomorrow morning\n- Dara: soak hay, then sweep barn B.\n- Ines: turnouts.", today=APR)
    assert got["dara"][0] is True
    # a guard: a list that names her for none of it leaves her health her own
    other = verdicts("Make jobs list for tomorrow morning: soak hay, sweep barn B. People: Ines, Tom", [dara],
                     draft="Ines: soak hay. Tom: sweep barn B.", today=APR)
    assert other["dara"][0] is False


def test_a_rule_on_whoever_works_a_unit_the_task_names_by_its_code_binds_whom_it_puts_there():
    licence = cand("licence", "Anyone driving V-2 or the horse trailer needs B+E on their licence.")
    service = cand("service", "V-2 is serviced every 10,000 miles at Hartley Motors.")
    got = verdicts("Sat 9 May V-2 needs a crew for the transfer run to Leeds, put Ola and Ben on it, draft the rota "
                   "line", [licence, service],
                   draft="Sat 09/05 | V-2 | Transfer run to Leeds | Ola, Ben", today=APR)
    assert got["licence"][0] is True and "V-2" in got["licence"][2]
    # a guard: a fact about the unit that asks nothing of its crew is not tied by the code
    assert got["service"][0] is False


def test_a_note_of_the_users_own_absence_leaves_out_what_merely_shares_its_words():
    leave = cand("leave", "Ola Nowak, the only one who signs off the van safety checks, is on parental leave until 20 May "
                          "2026.")
    draft = "Hi all, a heads-up that I'll be off on Saturday mornings through May."
    got = verdicts("write a short msg to the team that I'm off sat mornings in may, keep it vague", [leave],
                   draft=draft, today=APR)
    assert got["leave"][0] is False and "own absence" in got["leave"][2]
    # a guard: a note moving the checks the record's holder signs off still takes it
    moved = verdicts("write a short msg to the team that the van checks move to sat mornings in may", [leave],
                     draft="Hi all, from May the van checks move to Saturday mornings.", today=APR)
    assert moved["leave"][0] is True


def test_a_task_saying_who_will_sign_an_amount_off_takes_the_approval_limit_it_falls_under():
    limits = cand("limits", "Fee reductions: the duty manager can approve up to £150; £151 to £500 needs Keeley; over "
                            "£500 needs the trustees.")
    got = verdicts("The Hendersons want £120 off the adoption fee for the delay. Draft a reply saying Tom will sign "
                   "it off tomorrow", [limits],
                   draft="Dear Mr and Mrs Henderson, we're happy to take £120 off; Tom will sign it off tomorrow.",
                   today=APR)
    assert got["limits"][0] is True and "approval limit" in got["limits"][2]


def test_a_payback_worked_from_the_turns_own_figures_takes_no_spending_rule():
    capex = cand("capex", "Capital spend over £25k needs the trustees' approval at their monthly meeting.")
    got = verdicts("simple payback for a new kennel heat pump: £48k in, saves about £9k/yr on gas", [capex],
                   draft="£48k ÷ £9k a year ≈ 5.3 years simple payback.", today=APR)
    assert got["capex"][0] is False
