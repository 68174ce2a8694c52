"""A band of a sign-off ladder the turn's amount falls in, priced lines with their currency, pounds named in another
language, an incident named in a write-up, canapés and suppers, someone the user wants beside them for a stretch,
rules that say nobody may, a typed-wrong "again", the price a share is taken off, an event the task arranges by its
kind alone or by a day of the month alone, people said to be coming, the kin of an event's guests, a rule for
responses to something, and the user's wishes led by the documents they are for. Cases written here (a community
boatyard with a sailing school and a clubhouse kitchen), read by the real rules with the real embedding model.
Every test fails at the previous rules; the asserts marked "a guard" pass at both."""

from datetime import date

from judge_svc import policy
from retold import calendar, cues
from tests.helpers import cand, classified, verdicts

OCT = date(2026, 10, 12)  # a Monday


def test_an_amount_inside_a_band_of_a_sign_off_ladder_falls_under_that_band():
    band = "Purchase orders from £15,000 to £60,000 need approval from Ines Duarte, the yard manager."
    assert "falls in the band from 15,000 to 60,000" in calendar.crosses("Morvan quoted £42,800 for the hoist refit.", band)
    assert not calendar.crosses("Morvan quoted £12,800 for the hoist refit.", band)  # a guard: below the band
    assert not calendar.crosses("Morvan quoted £42,800 for the hoist.", "Prices run from £15,000 to £60,000.")  # a guard
    ladder = "Orders £500–£5,000: the bosun signs off; over £5,000 the trustees."
    assert "falls in the band" in calendar.crosses("The sail order comes to £2,000.", ladder)
    limit = cand("limit", "Aled can approve purchase orders up to £15,000 himself.")
    ladder_rec = cand("band", band)
    hours = cand("hours", "The travel hoist's main winch is at 9,600 running hours, due its 10,000-hour overhaul.")
    account = cand("account", "The boatyard's account number at Morvan Marine is MM-20418.")
    got = verdicts("Morvan Marine quoted £42,800 for the travel hoist winch overhaul kit. Draft the PO request so I can "
                   "get it moving today.", [limit, ladder_rec, hours, account],
                   draft="PO request: Morvan Marine, hoist winch overhaul kit, £42,800 ex VAT. Route it for approval.",
                   today=OCT)
    assert got["band"][0] is True and "falls in the band" in got["band"][2]


def test_priced_lines_with_their_currency_add_up_against_a_limit():
    rule = "Since 1 July 2026, POs above £5,000 need the treasurer's approval."
    assert "7600 in all" in calendar.crosses("Raise a PO for 200 mooring shackles at £38 list each.", rule)
    assert "2836 in all" in calendar.crosses("Order 4 bilge pumps at £389 each and 2 batteries at £640 each.", rule[:-1]
                                             .replace("£5,000", "£2,000"))
    assert not calendar.crosses("Raise a PO for 20 mooring shackles at £38 each.", rule)  # a guard: £760


def test_pounds_named_in_another_language_are_money():
    rule = "Any sail cloth order over £2,500 needs sign-off from Hedd Morgan."
    assert "over the limit of 2500" in calendar.crosses("Son 3.400 libras de tela para la génova. Redacta el pedido.", rule)
    assert "over the limit" in calendar.crosses("Das sind 3.400 Pfund für das Segeltuch.", rule)


def test_a_write_up_of_an_incident_named_so_is_an_account_of_what_happened():
    assert cues.event_write_up("Write up the brake fade near-miss from the 3rd for the log.")
    assert cues.event_write_up("Write up Friday's incident on the slipway.")
    assert not cues.event_write_up("Write up the minutes of the committee meeting.")  # a guard
    wish = cand("wish", "When Rhys is writing incident reports, use plain past tense and facts only, no blame.", own=True)
    got = verdicts("Write up the winch near-miss from the 3rd for the log.", [wish],
                   draft="Near-miss, 3 October: the winch slipped while hauling out; nobody was hurt.", today=OCT)
    assert got["wish"][0] is True


def test_canapes_and_suppers_feed_people():
    assert "feeding" in cues.analyse("Canapé list for the 24 Oct prize-giving please, 80 guests, five options.").triggers
    assert "feeding" in cues.analyse("Draft the email to the venue with our numbers for the staff supper.").triggers
    assert "feeding" not in cues.analyse("Draft the email to the venue with our numbers for the AGM.").triggers  # a guard


def test_someone_the_user_wants_beside_them_for_a_stretch_is_a_staffing_task():
    assert "staffing" in cues.analyse("Plan the re-rig for next week: I want Kai with me for two full days.").triggers
    days = cand("days", "Apprentice Kai Ferreira works with Tomasz Monday to Wednesday and is at college Thursday and Friday.")
    got = verdicts("Plan the re-rig of Blue Tern for next week: 24 fittings, and I want Kai with me for two full days.",
                   [days], draft="Monday and Tuesday: unstep and strip; Thursday: re-rig.", today=OCT)
    assert got["days"][0] is True


def test_rules_that_say_nobody_may_are_constraints():
    assert cues.CONSTRAINT_FORM.search("Nobody goes on a member's boat until their DBS check is complete.")
    assert cues.CONSTRAINT_FORM.search("No instructor does more than two evening sessions in a week.")
    assert not cues.CONSTRAINT_FORM.search("The club launch was damaged in the storm.")  # a guard


def test_a_typed_wrong_again_still_asks_again():
    tc = cues.analyse("how many fenders in the store and what size agian?")
    assert tc.recall and tc.needs_lookup
    assert "conference" in cues.shorthand_expansions("where's conf this yr again?")


def test_the_price_a_share_is_taken_off_comes_with_the_share():
    rate = cand("rate", "From 1 September 2026 the hard-standing winter rate is £14.50 per foot; cradle hire is £40.")
    cap = cand("cap", "Priya can give discounts up to 8% on her own; anything above needs the committee.")
    got = verdicts("The Harlows want 12% off our hard-standing winter rate if they sign for three years. Draft me a reply "
                   "saying yes, with the new monthly price.", [rate, cap],
                   draft="Hi, happy to offer 12% off, which brings it to £[rate].", today=OCT)
    assert got["rate"][0] is True and "works from" in got["rate"][2]
    assert policy.priced_base("12% off our winter storage rate", "The summer mooring rate is £9 per foot.") == ""  # a guard


def test_the_event_a_task_arranges_by_its_kind_alone_or_by_a_day_of_the_month():
    day = cand("day", "Crew training day on 22 October 2026 at the clubhouse, 14 sailors.")
    diet = cand("diet", "Saoirse Byrne is coeliac and needs a gluten-free lunch.")
    got = verdicts("Sort the lunch order and room setup for the training day.", [day, diet],
                   draft="Sandwich platters for 14, tea and coffee, and the room set out classroom-style.", today=OCT)
    assert got["day"][0] is True
    bsl = cand("bsl", "New instructor Bartek Nowak, starting 29 October 2026, is Deaf; every induction session needs a "
                      "BSL interpreter booked through Signpost with at least 48 hours' notice.")
    got = verdicts("Plan the induction day for the new starter on the 29th: running order and anything I need to book.",
                   [bsl], draft="09:00 welcome; 10:00 safety briefing; 13:00 on the water; 16:00 sign-off.", today=OCT)
    assert got["bsl"][0] is True and "29/10" in got["bsl"][2]


def test_people_said_to_be_coming_bring_their_needs():
    ear = cand("ear", "Ffion, the apprentice, is deaf in her left ear: brief her face to face and give safety calls in "
                      "writing, not over the radios.")
    got = verdicts("Write the toolbox talk for tomorrow morning on going aloft, Ffion's joining us for it.", [ear],
                   draft="Toolbox talk: going aloft. Harness checks, tool lanyards, a second person at the winch.",
                   today=OCT)
    assert got["ear"][0] is True


def test_the_kin_of_an_events_guests_are_its_members():
    diets = classified("diets", "Harlow–Okafor wedding (24 Oct): bride Adaeze has a severe tree-nut allergy; the groom's "
                                "father Per is coeliac. No nuts in the clubhouse kitchen that day.")
    got = verdicts("Canapé list for the 24 Oct wedding please — 90 guests, autumnal, five options.", [diets],
                   draft="Five canapés: mushroom tartlets, salmon blinis, pork belly bites, fig crostini, arancini.",
                   today=OCT)
    assert got["diets"][0] is True


def test_a_rule_for_responses_to_something_binds_every_part_of_one():
    wish = cand("wish", "When Rhodri is drafting tender responses: British English, formal tone, no contractions.", own=True)
    got = verdicts("Write the cover letter for our tender to the council's harbour dredging contract.", [wish],
                   draft="Dear Sir or Madam, we are pleased to submit our tender for the harbour dredging contract.",
                   today=OCT)
    assert got["wish"][0] is True


def test_the_users_wishes_led_by_the_documents_they_are_for_are_scoped():
    assert policy.scope_of("In João's safety briefings, put the emergency information at the top.", True) == "safety briefings"
    assert policy.scope_of("Write notices for the crew board in both Polish and English.", True) == \
        "notices for the crew board"
    assert policy.scope_of("Write in plain English.", True) is None  # a guard: no kind of document
    wish = cand("wish", "Write notices for the crew board in both Polish and English.", own=True)
    got = verdicts("Write the notice for the crew board about the haul-out day.", [wish],
                   draft="Notice: haul-out day is Saturday 24 October; boats on the cradles by 08:00.", today=OCT)
    assert got["wish"][0] is True


def test_limits_in_another_currency_beside_the_users_own_are_another_places_books():
    own = cand("own", "Spend approval matrix from 1 July 2026: Devika signs up to £2,500; the MD signs £2,500-£15,000.")
    other = cand("other", "Saltmarra Ireland's rule: POs over €5,000 need their GM's approval.")
    got = verdicts("Raise a PO for a vacuum packer for the boatyard shop, £11,800 ex VAT.", [own, other],
                   draft="PO: vacuum packer, £11,800 ex VAT; route it for approval.", today=OCT)
    assert got["own"][0] is True and got["other"][0] is False
    got = verdicts("Raise a PO for a vacuum packer for the boatyard shop, £11,800 ex VAT.", [other],
                   draft="PO: vacuum packer, £11,800 ex VAT; route it for approval.", today=OCT)
    assert got["other"][0] is True  # a guard: with no limit in pounds beside it, it may still be the rule


def test_a_boat_in_the_yard_for_a_rebuild_is_out_of_use_until_the_day_named():
    rules = calendar.record_rules("Workboat Corran Lass is in the yard for a gearbox rebuild until 24 October 2026; all "
                                  "work goes on Corran Belle meanwhile.", today=OCT)
    assert rules.ranges and rules.ranges[0][2:] == (24, 10)
    yard = cand("yard", "Workboat Corran Lass is in the yard at Ardmucknish for a gearbox rebuild until 24 October 2026; "
                        "all work goes on Corran Belle meanwhile.")
    got = verdicts("Need to lift 14 bags of cut kelp onto the pontoon at Ardmucknish on Tuesday. Which boat, and anything "
                   "to watch?",
                   [yard], draft="Use whichever workboat has the crane free; check the forecast and the pontoon's load.",
                   today=OCT)
    assert got["yard"][0] is True and "falls in" in got["yard"][2]
    assert not calendar.record_rules("The boatyard opens at 08:00 until 24 October.", today=OCT).ranges  # a guard
    assert not calendar.record_rules("For this week only, keep answers to three lines (Tomasz is on his phone in the "
                                     "yard).", today=OCT).ranges  # a guard: someone in the yard is not out of use


def test_a_plan_of_who_does_what_each_day_is_a_staffing_task():
    assert "staffing" in cues.analyse("Plan the re-rig of Blue Tern for the week of 19 October, who's doing what each "
                                      "day.").triggers
    leave = cand("leave", "Kai is on paternity leave from 5 to 30 October.")
    got = verdicts("Plan the re-rig of Blue Tern for the week of 19 October, who's doing what each day.", [leave],
                   draft="Mon: unstep; Tue-Wed: strip and inspect; Thu: re-rig; Fri: tune and sea trial.", today=OCT)
    assert got["leave"][0] is True


def test_value_added_tax_named_in_capitals_in_another_language_is_read():
    from retold import gloss
    assert "vat" in gloss.gloss("Beth yw ein rhif TAW ni eto? Mae angen ei roi ar anfoneb.").split()
    assert "vat" in gloss.gloss("¿Cuál es nuestro número de IVA?").split()
    assert "vat" in gloss.gloss("Wat is ons BTW-nummer?").split()
    assert "vat" not in gloss.gloss("Mae'r taw yn y gegin heddiw, beth am yr anfoneb?").split()  # a guard: small word


def test_a_reading_given_by_the_measures_short_name_meets_the_records_threshold():
    scheme = cand("scheme", "Glaucoma refinement scheme: IOP 24-31 mmHg gets a repeat Goldmann within two weeks before "
                            "referral; 32 mmHg or more is an urgent referral to the eye clinic.")
    assert "IOP 34 is at or over the threshold of 32" in calendar.crosses("right IOP 34, left 22", scheme.record.text)
    assert not calendar.crosses("right IOP 28, left 22", scheme.record.text)  # a guard: under the threshold
    assert not calendar.crosses("right SPH 34", scheme.record.text)  # a guard: another measure
    assert not calendar.crosses("I want the survey done before CP 88 goes in.",
                                "Each CP 88 block needs at least 8% of its area as tree retention.")  # a code, not a reading
    got = verdicts("Write the referral for Mrs Ada Lowe, 71: right IOP 34, left 22, VA 6/9 R and 6/6 L.", [scheme],
                   draft="Dear colleague, I would be grateful if you could see Mrs Lowe, 71, with raised IOP.", today=OCT)
    assert got["scheme"][0] is True and "threshold of 32" in got["scheme"][2]


def test_a_neighbour_that_says_it_is_another_business_is_set_apart():
    ours = cand("ours", "Penhallow Boatyard's VAT number is GB 298 4410 37.")
    shop = cand("shop", "Penhallow Chandlery Ltd (separate company next door) has VAT number GB 412 7781 09.")
    got = verdicts("What is our VAT number again? I need it for an invoice.", [ours, shop])
    assert got["ours"][0] is True and got["shop"][0] is False
    school = cand("school", "Deliveries must avoid 08:30-09:00 (primary school next door).")
    got = verdicts("When can the timber delivery come on Monday morning?", [school],
                   draft="Any time from 07:00; ask the driver to call ahead.")
    assert got["school"][0] is True  # a guard: a neighbour told of in an aside sets nothing apart


def test_how_long_the_stretch_a_task_plans_takes_comes_with_it():
    turnaround = cand("turn", "With the new folding tables, the clubhouse turnaround from ceremony to wedding breakfast "
                              "is 50 minutes.")
    drive = cand("drive", "The drive from the boatyard to the station is 25 minutes.")
    got = verdicts("Draft the run sheet for the Harlow–Okafor day from the ceremony to the start of the wedding "
                   "breakfast.", [turnaround, drive],
                   draft="13:00 ceremony; 13:30 photos; 13:45 drinks and canapés; 15:00 guests called to the tables.",
                   today=OCT)
    assert got["turn"][0] is True
    assert got["drive"][0] is False  # a guard: another stretch
