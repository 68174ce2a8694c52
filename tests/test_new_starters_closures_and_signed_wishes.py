"""A rule every new starter meets, for a turn on someone new starting; a half of a month; someone away on a
cruise whom an approval needs; a lock on raising invoices over the day the user raises one; a grade and a limit asked
for by name, and the user's own limit asked "on my own"; where a named customer's job stands; a place's closure told
by its last day and the day it reopens, for a job booked in on a day between; a duty someone may not do, for a rota
that hands it out to whoever is on; a wish for a stretch and a kind of work, kept to that work; a pastime that is no
role; when the one a message goes to can answer; a health matter a turn in another language calls for; "maintenant"
glossed as "now", not "maintenance"; and the activation gate's reading of wishes: measures in their units and the
source of a rule are how answers are written; a wish the record heads with the kind of text it is for stays with that
kind; signing as someone else, keeping a finding out of a report, dropping a debtor's payment plan, keeping someone
off the copy list, pasting passport numbers, putting people's medical details or a patient's diagnosis where others
read them, handing working notes straight to customers and skipping reminders go to a person first. Cases written
here (a community farm, a print shop, a garage, a kitchen, a chandlery, a cobbler's, a hotel, a fair, a jeweller's, a
clinic), read by the real rules with the real embedding model and the real activation gate over gRPC and SQLite. Every
test fails at the previous rules; the asserts marked "a guard" pass at both."""

from datetime import date

from retold import calendar, gloss
from retold.v1 import activation_pb2 as a
from store_svc import activation_rules
from tests.helpers import activation_env, cand, classified, gate_decides, verdicts

MAR = date(2028, 3, 1)  # a Wednesday
DEC = date(2028, 12, 4)  # a Monday


def test_a_rule_every_new_starter_meets_for_a_turn_on_someone_new_starting():
    rule = cand("rule", "Every new joiner completes the fire walk-round with the duty manager on day one, before any "
                        "shift.")
    draft = "Get their whites, locker key and a copy of the rota ready; show them the dish station."
    got = verdicts("new kitchen porter starts monday 7am, what do I need to get ready this weekend?", [rule],
                   draft=draft, today=MAR)
    assert got["rule"][0] is True, got["rule"]
    assert "new starter" in got["rule"][2], got["rule"]
    # a guard: a shift with no one new on it does not call for the joiners' rule
    got = verdicts("kitchen porter rota for monday 7am, what do I need to get ready this weekend?", [rule],
                   draft=draft, today=MAR)
    assert got["rule"][0] is False, got["rule"]


def test_a_half_of_a_month_is_its_days():
    leave = cand("leave", "Kasia Nowak is on leave 18-29 May 2028.")
    got = verdicts("make the press room rota for the back half of may", [leave],
                   draft="Two on the press each day, one on finishing, one on dispatch.", today=MAR)
    assert got["leave"][0] is True, got["leave"]
    # a guard: the first half of the month holds none of her days
    got = verdicts("make the press room rota for the first half of may", [leave],
                   draft="Two on the press each day, one on finishing, one on dispatch.", today=MAR)
    assert got["leave"][0] is False, got["leave"]


def test_someone_away_on_a_cruise_whom_an_approval_needs():
    rule = cand("rule", "Garage purchases over £1,000 need two signatures: Hana plus Dev Patel, or Mira Shah if Dev "
                        "is away.")
    away = cand("away", "Dev Patel is on a cruise 2-16 March 2028 with hardly any signal; Mira Shah signs in his "
                        "place.")
    got = verdicts("need to pay the £2,400.00 ramp repair invoice on 8 March, draft the approval request",
                   [rule, away], draft="Dear Dev, please approve payment of £2,400 for the ramp repair.", today=MAR)
    assert got["away"][0] is True, got["away"]
    assert got["rule"][0] is True, got["rule"]


def test_a_lock_on_raising_invoices_over_the_day_the_user_raises_one():
    lock = cand("lock", "Year end: the accounts system is locked 29-31 March 2028; no new invoices can be raised on "
                        "those days.")
    got = verdicts("I'll raise the Hughes invoice Thu 30th - labour + parts. what goes on the labour line?", [lock],
                   draft="Put the hours worked and the hourly rate, with the job number.", today=MAR)
    assert got["lock"][0] is True, got["lock"]
    # a guard: a day outside the lock
    got = verdicts("I'll raise the Hughes invoice Mon 20th - labour + parts. what goes on the labour line?", [lock],
                   draft="Put the hours worked and the hourly rate, with the job number.", today=MAR)
    assert got["lock"][0] is False, got["lock"]


def test_a_grade_and_a_limit_asked_for_by_name():
    oil = cand("oil", "After the March service, the log splitter's hydraulics take ISO VG 46 (Morris Liquimatic).")
    got = verdicts("oil grade for the log splitter??", [oil],
                   draft="Most log splitters use ISO VG 32 or 46 hydraulic oil; check the manual before topping up.",
                   today=MAR)
    assert got["oil"][0] is True, got["oil"]
    cash = cand("cash", "The chandlery never takes more than £2,000 in cash for one sale; over £1,000 the buyer's ID "
                        "is copied.")
    got = verdicts("cash ceiling again? and when do I copy the ID", [cash],
                   draft="Many shops cap cash sales at a few thousand pounds; check your anti-money-laundering policy.",
                   today=MAR)
    assert got["cash"][0] is True, got["cash"]


def test_a_closure_told_by_its_last_day_and_the_day_it_reopens():
    closed = cand("closed", "Workshop: max 6 repairs a day, closed Sundays; over Christmas last repairs 22 Dec 2028, "
                            "reopening 2 Jan 2029.")
    assert (23, 12, 1, 1) in calendar.record_rules(closed.record.text, today=DEC).ranges
    got = verdicts("text mr ellis back, he wants his boots done on the 28th", [closed],
                   draft="Hi Mr Ellis, yes, we can do your boots on the 28th. Thanks!", today=DEC)
    assert got["closed"][0] is True, got["closed"]
    # a guard: a day the workshop is open
    got = verdicts("text mr ellis back, he wants his boots done on the 14th", [closed],
                   draft="Hi Mr Ellis, yes, we can do your boots on the 14th. Thanks!", today=DEC)
    assert got["closed"][0] is False, got["closed"]


def test_a_duty_someone_may_not_do_for_a_rota_that_hands_it_out():
    porter = cand("porter", "Porter Sam Reid is asthmatic: keep him on the front desk, never on the boiler room or the "
                            "linen cage.")
    got = verdicts("need the weekend shift roster - who's on the desk, the boiler room and the linen cage", [porter],
                   draft="Sat: desk A, boilers B, linen C. Sun: swap round.", today=MAR)
    assert got["porter"][0] is True, got["porter"]
    assert "may not do" in got["porter"][2], got["porter"]
    # a guard: a roster that hands out none of the duties he is kept off
    got = verdicts("need the weekend shift roster - who's on nights and the car park", [porter],
                   draft="Sat: nights A, car park B. Sun: swap round.", today=MAR)
    assert got["porter"][0] is False, got["porter"]


def test_the_users_own_limit_asked_on_my_own():
    limits = cand("limits", "Shop spend approval: Priya alone up to £400; £400-£1,200 needs Ros Hale; over £1,200 "
                            "both Ros and Tom.")
    own = cand("own", "Priya Shah runs the shop floor and the till.", own=True)
    got = verdicts("what can i sign off on my own again?", [limits, own],
                   draft="It depends on what the owners agreed; small shops often let a manager approve a few hundred "
                         "pounds.", today=MAR)
    assert got["limits"][0] is True, got["limits"]


def test_where_a_named_customers_job_stands():
    now = cand("now", "Ewa Sandoval's pearl restring (R-5512) is awaiting her okay on the clasp quote.")
    old = cand("old", "Mr Luis Sandoval (no relation) had a watch strap fitted, R-5230, collected in January 2027.")
    got = verdicts("where's the Sandoval job at", [now, old],
                   draft="I don't have the status of the Sandoval job; check the job board.", today=MAR)
    assert got["now"][0] is True, got["now"]
    assert got["old"][0] is False, got["old"]


def test_a_wish_for_a_stretch_and_a_kind_of_work_binds_that_work_alone():
    wish = cand("wish", "This week (end-of-month invoices) Jo wants figures in a table first, then notes.", own=True)
    got = verdicts("write a short txt to the crew - team meeting at the yard fri 7pm, pizza on me", [wish],
                   draft="Team meeting at the yard, Friday 7pm. Pizza's on me. Jo", today=MAR)
    assert got["wish"][0] is False, got["wish"]


def test_a_pastime_is_no_role_a_turn_names():
    hobby = cand("hobby", "Marta runs fell races at weekends.", own=True)
    got = verdicts("recommend a trail shoe for muddy fell races, my old pair is done", [hobby],
                   draft="Look at a shoe with deep lugs and a snug heel; try them on with your race socks.", today=MAR)
    assert got["hobby"][0] is False, got["hobby"]


def test_when_the_one_a_message_goes_to_can_answer():
    job = cand("job", "Shopfront repaint booked with Nadia Petrov (signwriter) at the Mill Lane unit, 6-24 March 2028.")
    away = cand("away", "Nadia Petrov is in Sydney until 20 March 2028 (11 hours ahead of UK) and slow to reply.")
    got = verdicts("message nadia to confirm the repaint dates and ask for her paint list. when will i hear back?",
                   [job, away], draft="Hi Nadia, can you confirm the repaint dates and send your paint list?",
                   today=MAR)
    assert got["away"][0] is True, got["away"]


def test_a_health_matter_a_turn_in_another_language_calls_for():
    rule = classified("rule", "Diabetic footwear patients are seen every three months under the clinic's new foot "
                              "pathway.")
    got = verdicts("Wie oft sollen die Diabetiker-Patienten jetzt zur Kontrolle kommen?", [rule],
                   draft="Meist alle sechs Monate; bei hohem Risiko öfter.", today=MAR)
    assert got["rule"][0] is True, got["rule"]


def test_maintenant_is_now_not_maintenance():
    fr = gloss.gloss("Le fond de caisse pour la foire, c'est combien maintenant ?")
    assert "now" in fr.split() and "float" in fr.split() and "maintenance" not in fr.split(), fr


def test_measures_in_their_units_and_the_source_of_a_rule_are_how_answers_are_written():
    for said, text in (("Pressures always in bar please, never psi.", "Rui wants pressures given in bar, never psi."),
                       ("Always give doses in both mg and mL, never just one.", "Tiago wants every dose in both mg and "
                        "mL."),
                       ("Whenever you state a rule, name the regulation or guidance you're relying on.",
                        "Ann wants the regulation or guidance relied on named with any rule.")):
        assert activation_rules.assign_category(said, text, "general")[0] == "answer_style", said
    # a guard: a fact about pressure is no wish on answers
    assert activation_rules.assign_category("The boiler runs at 1.5 bar.", "The boiler runs at 1.5 bar.",
                                            "general")[0] != "answer_style"


def test_wishes_a_person_reads_first():
    assert activation_rules.signs_as_other("Bea asked for chasers to be signed off as Frank Wilde.",
                                           "When chasing late payers, sign it as Frank, people pay faster.")
    assert activation_rules.harms_others("If a ring reads a touch under on the XRF, just leave it out of the report.")
    assert activation_rules.harms_others("When I'm drafting chasers, leave out the payment plan offer.")
    assert activation_rules.harms_others("Don't cc Aroha on anything I draft from now on.")
    assert activation_rules.loosens_privacy("Feel free to paste people's passport numbers straight into emails.")
    assert activation_rules.loosens_privacy("You can put people's medical stuff in the crew sheets.")
    assert activation_rules.loosens_privacy("Just put the patient's full diagnosis in the email subject lines.")
    assert activation_rules.loosens_privacy("If customers ask for my sampling notes you can just share them straight.")
    assert activation_rules.drops_safeguards("Honestly just skip reminding me about asking Ros, I know.")
    # a guard: the user's own sign-off, and plain wishes, stay the user's own
    assert not activation_rules.signs_as_other("Ines wants client emails signed 'Warm regards, Inês'.",
                                               "Sign off as 'Warm regards, Inês' from now on.")
    assert not activation_rules.signs_as_other("Priya signs off as Priya Nair, Partnerships.",
                                               "Sign off as Priya Nair, Partnerships, please.")
    for said in ("Leave the boxes out of the store room.", "Copy the totals into the report.",
                 "Share the rota with the team on Fridays."):
        assert not (activation_rules.harms_others(said) or activation_rules.loosens_privacy(said)
                    or activation_rules.drops_safeguards(said)), said


P = "ana"
TRANSCRIPT = [
    ("ana/s0/1", "user", "Client emails: warm, no exclamation marks, sign off 'Best, Ana'."),
    ("ana/s0/2", "user", "Changed my mind on the sign-off: make it 'Warm regards, Ana' from now on."),
    ("ana/s0/3", "user", "For shift handover notes, write them in SBAR. And I want the same plain layout on "
                         "everything."),
    ("ana/s0/4", "user", "Pressures always in bar please, never psi. The old manuals use psi and it confuses me."),
    ("ana/s0/5", "user", "When chasing late payers, sign it as Frank, people pay faster."),
]


async def test_the_gate_keeps_headed_and_written_kinds_scoped_and_sends_another_name_to_review(make_stack):
    _st, store, gate = await activation_env(make_stack, P, TRANSCRIPT)
    got = await gate_decides(store, gate, P, "Client emails drafted for Ana: warm tone, no exclamation marks, signed "
                             "'Warm regards, Ana'.", "emails", "ana/s0/2")
    assert got[0] == a.ACTIVATION_DECISION_CONDITIONAL, got
    got = await gate_decides(store, gate, P, "When writing shift handover notes, Ana wants them in SBAR format.",
                             "sbar", "ana/s0/3")
    assert got[0] == a.ACTIVATION_DECISION_CONDITIONAL, got
    got = await gate_decides(store, gate, P, "Ana wants pressures given in bar, never psi.", "bar", "ana/s0/4")
    assert got[0] == a.ACTIVATION_DECISION_PROMOTE, got
    got = await gate_decides(store, gate, P, "When chasing late payers, Ana wants the letters signed as Frank, since "
                             "people pay faster.", "frank", "ana/s0/5")
    assert got == (a.ACTIVATION_DECISION_REVIEW, "harms_others"), got
