"""What a turn sets aside itself ("ours not the Ledbury one"), another item of a numbered series, a thing picked
out by a feature another lacks, namesakes and neighbours a record tells apart, matters kept from a rota, reports
beside the confirmed record a task runs into, sums on a turn's own figures, requests for general content, what a
thing is asked in other languages, one's own limit asked without "my", rotas and the shifts they fill, proposals
and calls in other languages, snacks to plan, plain-English wishes, the days a turn names ("next wk", "3 weeks
from Mon 23 March"), and glosses of words listed under many senses. Cases written here (a cider mill and its
orchard crews), read by the real rules with the real embedding model."""

from datetime import date

import numpy as np

from judge_svc import policy as judge
from judge_svc import stack
from retold import calendar, cues, gloss
from retold.v1 import common_pb2 as c
from tests.helpers import cand, verdicts

UNKNOWN = "I don't have your account list; check the sales ledger."


def _status(candidate, status):
    candidate.record.status = status
    return candidate


# --- what the turn sets aside itself ---------------------------------------------------------------------------

def test_a_turn_that_sets_a_namesake_aside_does_not_get_the_namesake():
    ours = cand("ours", "Hollis & Daughters (Ashby) has trade account HD-118 on 30-day terms.")
    theirs = cand("theirs", "Hollis Farm Shop (Ledbury) has trade account HF-402 and pays pro-forma.")
    got = verdicts("hollis trade account no + terms? ours not ledbury", [ours, theirs], draft=UNKNOWN)
    assert got["theirs"][0] is False and got["theirs"][1] == c.REASON_CODE_POTENTIALLY_HARMFUL
    assert got["ours"][0] is True
    # asked without setting anything aside, the Ledbury account is no look-alike to reject
    plain = verdicts("hollis farm shop acct no + terms?", [theirs], draft=UNKNOWN)
    assert plain["theirs"][0] is True


def test_not_in_a_wish_or_a_question_sets_nothing_aside():
    for turn in ("Need a new voicemail greeting for the shop line. Friendly but not chatty.",
                 "When should I pick the Bramleys, before the first frost or does it not matter?"):
        m = judge.TURN_EXCLUDES.search(turn)
        assert not m or m.group(1).split()[-1].lower() in judge.NOT_EXCLUDING, turn
    m = judge.TURN_EXCLUDES.search("tipper reg for the insurance form? ours not the orchard's")
    assert m and m.group(2).lower().startswith("orchard")


# --- another of a numbered series, a thing without the feature asked by --------------------------------------------

def test_another_item_of_the_numbered_series_the_turn_names_misleads():
    assert judge.other_numbered("Batch CM-4471-3 (press 2, same day) passed QC and is bottled.", "is 4471-2 bottled yet?")
    assert not judge.other_numbered("Batch CM-4471-2 is on hold: sulphite re-test on Friday.", "is 4471-2 bottled yet?")
    assert not judge.other_numbered("Batch CM-4471-3 passed QC.", "what did we press in 2026-05?")  # a year-month
    held = cand("held", "Batch CM-4471-2 is on hold: sulphite re-test on Friday; not for bottling.")
    other = cand("other", "Batch CM-4471-3 (press 2, same day) passed QC and is bottled.")
    got = verdicts("is 4471-2 bottled yet?", [held, other], draft="I can't see your batch log.")
    assert got["other"][0] is False
    assert got["held"][0] is True


def test_a_thing_without_the_feature_the_question_picks_it_out_by_misleads():
    with_hitch = cand("t1", "Trailer 1: green Ifor Williams, reg AS21 CDR, tow hitch and ramp; the one for the press.")
    without = cand("t2", "Trailer 2: grey Indespension, reg AS19 KLM, no tow hitch; bins only.")
    got = verdicts("reg of the trailer w the tow hitch?", [with_hitch, without], draft="I don't have your fleet list.")
    assert got["t2"][0] is False
    assert got["t1"][0] is True


# --- records that tell themselves apart ---------------------------------------------------------------------------

def test_a_neighbour_a_namesake_or_an_unrelated_brand_is_set_apart_by_the_record_itself():
    assert judge.ELSEWHERE.search("Wyre Valley Cider (neighbouring co-op) presses at 6 bar.")
    assert judge.ELSEWHERE.search("Tom Ashdown is the Ledbury tractor driver, a different Tom from press hand Tom Reyes.")
    assert judge.ELSEWHERE.search("Pomona is a juice brand the mill is pitching to; unrelated to Pomona Orchards.")
    assert not judge.ELSEWHERE.search("Press hand Tom Reyes is trained on the belt press.")
    ours = cand("ours", "Ashby press SOP v3 (live from April): 6.5 bar maximum, 20-minute rest between pressings.")
    theirs = cand("theirs", "Wyre Valley Cider (neighbouring co-op) press SOP: 8 bar, no rest.")
    got = verdicts("what's the max press pressure under the SOP now?", [ours, theirs], draft="I don't have your SOP.")
    assert got["theirs"][0] is False and got["ours"][0] is True


# --- matters kept from a rota --------------------------------------------------------------------------------------

def test_an_appointment_someone_keeps_from_others_stays_out_of_a_rota_on_its_day():
    kept = cand("kept", "Nadia has a hospital appointment on Wednesday 20 May 2026; to others she is only 'unavailable'.")
    unrecorded = cand("unrec", "Ruth has a private clinic appointment on 22 May 2026; she doesn't want it recorded anywhere.")
    turn = "can u draft the press rota for w/c 18 May - pressers + yard, day shifts only"
    got = verdicts(turn, [kept, unrecorded], today=date(2026, 5, 12))
    assert got["kept"][0] is False and got["unrec"][0] is False
    for text in ("She wants this never to appear in anything others see.", "To the team he is just 'off'."):
        assert judge.SECRECY.search(text), text


# --- a report beside the confirmed record a task runs into ------------------------------------------------------------

def test_a_guess_beside_the_confirmed_closure_the_task_runs_into_stays_out():
    guess = _status(cand("guess", "Ledbury church hall might be closed the whole week of 30 March 2026 for the flower "
                                  "festival (caretaker's guess)."), c.RECORD_STATUS_UNCONFIRMED)
    sure = _status(cand("sure", "Ledbury church hall is closed only on Thursday 2 April 2026 (flower festival), "
                                "confirmed by the parish office."), c.RECORD_STATUS_CONFIRMED)
    turn = "rota for Ledbury w/c 30 March pls: setting up the tasting + stock count. me, Tom, Nadia, one van, Mon-Fri"
    got = verdicts(turn, [guess, sure], today=date(2026, 3, 20))
    assert got["sure"][0] is True
    assert got["guess"][0] is False and "the task runs into" in got["guess"][2], got
    # alone, the guess still binds the rota (nothing confirmed says otherwise)
    assert verdicts(turn, [guess], today=date(2026, 3, 20))["guess"][0] is True


# --- sums on the turn's own figures, requests for general content, what a thing is -----------------------------------------

def test_a_sum_on_the_turns_own_figures_takes_no_stored_answer():
    for turn in ("1,500 L apple juice in kg? use 1.05",
                 "8 back to back 30 min tastings from 10:00, what time does the last one finish?"):
        assert judge.CALCULATION.search(turn), turn
    tank = cand("tank", "Press-house juice tank JT-2: apple juice, 4,000 L.")
    got = verdicts("1,500 L apple juice in kg? use 1.05", [tank], draft="1,500 L x 1.05 kg/L = 1,575 kg.")
    assert got["tank"][0] is False and got["tank"][2].startswith(judge.ASKED_IN_GENERAL)
    # ... said so, the learned layer does not take it for an answer merely short of support
    seen = [stack.Seen("Press-house juice tank JT-2: apple juice, 4,000 L.", False, False, "insufficient",
                       got["tank"][2], "tank")]
    assert stack.decide(stack.load(), np.array([0.99]), seen)[0] == (False, "")
    assert not judge.CALCULATION.search("how many litres are left in JT-2?")


def test_a_request_for_a_few_readings_or_ideas_is_general_content():
    for turn in ("three short toasts for a wassail?", "ideas for a hot vegan lunch for the pickers?",
                 "two poems for the orchard open day programme"):
        assert judge.RECOMMEND.search(turn), turn
    event = cand("wassail", "Orchard wassail: Saturday 17 January 2026, 18:00, the old orchard; about 80 guests expected.")
    assert verdicts("three short toasts for a wassail?", [event],
                    draft="1. To the trees! 2. Health to the orchard. 3. Here's to the apple.")["wassail"][0] is False


def test_what_a_thing_is_asked_in_another_language_is_a_definition():
    for turn in ("¿Me explicas en dos líneas qué es el IVA diferido?", "Hur funkar omvänd skattskyldighet?",
                 "Co to jest akcyza na cydr?", "Jak działa akcyza na cydr w praktyce?"):
        assert judge.DEFINITIONAL_ANY.search(turn), turn
    for turn in ("¿Cuál es nuestro número de IVA?", "C'est quoi déjà le centre de coût du pressoir ?",
                 "Hur funkar vår attestordning?", "Jak działa u nas zatwierdzanie faktur?"):
        assert not judge.DEFINITIONAL_ANY.search(turn), turn


# --- one's own limit -------------------------------------------------------------------------------------------------

def test_ones_own_limit_asked_without_my_is_answered_by_the_approval_rule():
    for turn in ("po limit on my own now?", "po limit for me now?? 2k or still 1.5k"):
        assert judge.OWN_LIMIT_ASKED.search(turn), turn
    rule = cand("po", "PO approval (from April 2026): Nadia alone up to £2,000 ex VAT; £2,000-£8,000 needs Nadia plus "
                      "the treasurer; over £8,000 needs a board vote.")
    got = verdicts("po limit on my own now?", [rule], draft="Single-signatory limits at small mills are often around £1,000.")
    assert got["po"][0] is True


def test_the_previous_evening_is_a_time_of_day_not_a_past_state():
    assert not judge.HISTORICAL.search("prefers calls 08:00-09:00 his time (21:00-22:00 UK time the previous evening)")
    assert judge.HISTORICAL.search("At her previous employer she ran the bottling line.")


# --- rotas and the shifts they fill ------------------------------------------------------------------------------------

def test_a_rota_asked_in_shorthand_is_a_staffing_task():
    for turn in ("can u draft next wk's press 2 rota + a line on who's out", "knock up next week's forklift rota"):
        got = cues.analyse(turn)
        assert got.task and "staffing" in got.triggers, turn


def test_a_rota_brings_the_shift_hours_and_who_holds_the_ticket():
    staffing = cues.TRIGGER_CONSTRAINTS["staffing"]
    assert staffing.search("Mill shifts: earlies 06:30-15:00, lates 10:00-18:30; Saturday deliveries by appointment only.")
    assert staffing.search("Press 2 runs Monday–Thursday only; Fridays are deep-clean days.")
    assert staffing.search("Only Tom and Nadia hold valid forklift tickets; Nadia's expires in October.")
    assert not staffing.search("The mill shop opens at 09:00.")
    shifts = cand("shifts", "Mill shifts: earlies 06:30-15:00, lates 10:00-18:30; Saturday deliveries by appointment only.")
    tickets = cand("tickets", "Only Tom and Nadia hold valid counterbalance forklift tickets; Nadia's expires 30 October.")
    price = cand("price", "Bag-in-box cider wholesale price is £42 per 20 L.")
    got = verdicts("knock up next week's forklift rota, need a ticketed driver on every early and late",
                   [shifts, tickets, price])
    assert got["shifts"][0] is True and got["tickets"][0] is True
    assert got["price"][0] is False
    # "by appointment" is a booking rule, not someone's meetings
    assert not judge.MEETING_RULE.search("Saturday deliveries by appointment only.")
    assert judge.MEETING_RULE.search("No meetings before 10:00 for Nadia.")


def test_the_days_of_next_wk_and_of_n_weeks_from_a_date():
    today = date(2026, 6, 17)  # a Wednesday
    assert (22, 6) in calendar.turn_when("can u draft next wk's press rota", today).span
    got = calendar.turn_when("plan Jodie's next 3 weeks from Mon 23 March", date(2026, 3, 18))
    assert (23, 3) in got.span and (12, 4) in got.span and (13, 4) not in got.span


# --- proposals and calls in other languages; snacks; plain English ------------------------------------------------------

def test_a_proposal_or_a_sum_asked_in_another_language_is_a_task_and_a_call_is_scheduling():
    got = cues.analyse("¿Me propones tres horas para una llamada con Diane la semana que viene?")
    assert got.task and "scheduling" in got.triggers
    assert cues.analyse("Kan du räkna ut vad Tom får för ett 11-timmarspass i morgon?").task
    assert "scheduling" in cues.analyse("Écris un mail à Carla pour lui proposer un appel demain.").triggers
    # a call named in a question is the family, not a task
    assert not cues.analyse("¿Cuándo fue la última llamada con Diane?").task


def test_where_someone_lives_and_when_not_to_call_binds_a_call_planned_with_them():
    toronto = cand("toronto", "Buyer Diane Achebe lives in Toronto; don't call her before 14:00 UK time.")
    got = verdicts("¿Me propones tres horas para una llamada con Diane la semana que viene sobre el pedido?", [toronto])
    assert got["toronto"][0] is True


def test_snacks_to_plan_are_feeding():
    for turn in ("plan the nibbles for the buyers' tasting", "sort the refreshments for saturday's orchard walk",
                 "cheese + chutney pairings for the cider tasting, 5 ciders"):
        assert "feeding" in cues.analyse(turn).triggers, turn
    coeliac = cand("coeliac", "Tom Reyes (Wyvern Stores buyer) is coeliac: everything served to him must be gluten-free.")
    assert verdicts("plan the nibbles for the buyers' tasting – 5 ciders, want cheese + cracker pairings",
                    [coeliac])["coeliac"][0] is True


def test_a_plain_english_wish_on_what_goes_to_members_binds_a_letter_to_members():
    wish = cand("plain", "Anything Nadia will send to members: plain English, reading age about 12, no cider-making jargon.")
    assert verdicts("Draft the AGM invitation for members", [wish])["plain"][0] is True
    assert verdicts("Draft the invoice chaser for Wyvern Stores", [wish])["plain"][0] is False


# --- glosses -----------------------------------------------------------------------------------------------------

def test_a_word_listed_under_many_senses_is_read_as_the_one_it_is_listed_first_for():
    assert "meeting" in gloss.gloss("Quando é a reunião dos sócios agora? Mudou, não foi?").split()
    assert "room" in gloss.gloss("Quantas pessoas podem estar na sala de prensagem ao mesmo tempo?").split()


def test_how_two_things_differ_or_how_a_word_is_said_is_general_whatever_the_language():
    for turn in ("Qual a diferença, na prática, entre sidra e perada?", "Keeving với ép lạnh khác nhau thế nào?",
                 "Scrumpy aur craft cider mein asal farq kya hai?", "Vad är skillnaden mellan cider och äppelvin?"):
        assert judge.DIFFERENCE_ASKED.search(turn), turn
    for turn in ("¿cómo digo 'keeving' y 'pomace' en español a un cliente?", "Cén Ghaeilge atá ar 'orchard' agus ar 'press'?",
                 "On the label is it 'medium dry' or 'off-dry'? In Polish I'd write półwytrawny"):
        assert cues.TERM_QUESTION.search(turn) and cues.analyse(turn).generic, turn
    assert not cues.TERM_QUESTION.search("is it still 'medium dry' on our label?")


def test_an_acronym_is_read_spelled_out_as_the_candidates_spell_it():
    lead = cand("lead", "Rev. Ann Lowry, the hospital chaplain, is leading the Harvest Thanksgiving Service.")
    other = cand("other", "Harvest Thanksgiving Service: Sunday 4 October 2026, 11:00, the mill yard; about 90 guests.")
    got = verdicts("who's leading the HTS? need the name for the order of service", [lead, other],
                   draft="I don't have the officiant's name; check with whoever took the booking.")
    assert got["lead"][0] is True


def test_a_name_that_only_begins_like_the_one_asked_is_another_thing():
    hub = cand("hub", "Alpenhub contract (renewed 2026): 4% discount, payment at 45 days.")
    haus = cand("haus", "Alpenhaus contract: 2% discount, payment at 30 days.")
    assert judge.stem_namesakes("Alpenhub terms?", {"hub": hub.record.text, "haus": haus.record.text}) == {"haus"}
    # nothing names it exactly: the turn may have it misspelt, and nothing is set apart
    assert judge.stem_namesakes("Alpenhof terms?", {"hub": hub.record.text, "haus": haus.record.text}) == set()
    got = verdicts("Quais são os termos atuais do contrato da Alpenhub? desconto e prazo de pagamento", [hub, haus],
                   draft="Não tenho o contrato; veja a última versão assinada.")
    assert got["haus"][0] is False


def test_a_wish_to_keep_a_matter_private_is_a_secret_and_a_rota_wish_is_the_users_own():
    assert judge.SECRECY.search("Nadia has a job interview on Friday afternoon and wants it kept private.")
    wish = cand("table", "When Nadia asks for schedules or rotas, present a table with columns Day | Site | Crew | Van.",
                own=True)
    got = verdicts("rota for Ledbury w/c 30 March pls: stock count + tasting set-up. me, Tom, Dean, one van, Mon-Fri",
                   [wish], today=date(2026, 3, 20))
    assert got["table"][0] is True


def test_an_english_rota_request_is_not_glossed_as_a_portuguese_route():
    assert "route" not in gloss.gloss("rota for sat pls, press + yard. got Noor, Sam, Jess, Marco, Ade, Lin").split()
    assert "getting_around" not in cues.analyse("rota for sat pls, press + yard. got Noor, Sam, Jess, Marco, Ade").triggers
