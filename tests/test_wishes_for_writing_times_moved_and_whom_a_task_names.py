"""Hours kept where someone works ("works remotely from Halifax ... local time") for a call set with them, a wish for a
kind of document led by a stretch of time or with an aside ("For toolbox talks this week (while ...)", "Until 2 Oct,
... cc ... on any email drafts"), a freeze on named things that is no rule on a shift swap, a means in an aside that is
no document kind, a time the turn moves by an amount, a message to a body named in full, "something written for the
drivers", the fact a document is about beside how it is to be written, and a rule on another one the task names.
Cases written here (a water network repair team, a print works and a fishing harbour), read by the real rules with the
real embedding model. Every test fails at the previous rules; the asserts marked "a guard" pass at both."""

from datetime import date

from judge_svc import policy
from retold import cues
from tests.helpers import cand, verdicts

SEP = date(2026, 9, 21)  # a Monday


def test_hours_kept_where_someone_works_are_the_time_zone_of_a_call_set_with_them():
    assert policy.WORKS_FROM_LOCAL.search("Noor Haddad, our GIS analyst, works remotely from Halifax, Nova Scotia, "
                                          "08:00-16:00 local time.")
    zone = cand("zone", "Noor Haddad, our GIS analyst, works remotely from Halifax, Nova Scotia, 08:00-16:00 local time.")
    got = verdicts("set up a 30 min call with Noor tomorrow 09:30 my time to go over the valve layer, draft the invite",
                   [zone], draft="Subject: Valve layer (30 min) / When: Tue 22 Sep, 09:30-10:00 / Hi Noor, ...",
                   today=SEP)
    assert got["zone"][0] is True


def test_a_wish_for_a_kind_of_document_reads_past_its_aside_and_its_stretch_of_time():
    assert cues.analyse("Knock me up a 5 min toolbox talk for tomorrow: digging next to a gas main.").task
    terms = cand("terms", "For toolbox talks this month (while apprentice Bartek shadows the gang), put the Polish terms "
                          "in brackets.", own=True)
    got = verdicts("Knock me up a 5 min toolbox talk for tomorrow: digging next to a live gas main on Ferry Road.",
                   [terms], draft="- Permit and plans checked / - CAT and Genny scan / - Hand dig within 500 mm", today=SEP)
    assert got["terms"][0] is True
    cc = cand("cc", "Until 02/10/2026, while Gwen covers Sioned's desk, cc repairs.north@example.org on any email drafts.",
              own=True)
    got = verdicts("Draft an email to the contractor's site supervisor saying the Elm Row job moves to Mon 28/09.", [cc],
                   draft="Hi, just to let you know the Elm Row job is moving to Monday 28 September.", today=SEP)
    assert got["cc"][0] is True


def test_a_freeze_on_named_things_is_no_rule_on_a_shift_swap():
    freeze = cand("freeze", "Press readiness freeze 22 Sep to 6 Oct 2026: no non-essential modifications on either "
                            "Heidelberg press; service work only.")
    got = verdicts("write a msg to Dewi asking to swap tue early for a late, keep it vague", [freeze],
                   draft="Hi Dewi, any chance I could swap my early on Tuesday for a late? Happy to return the favour.",
                   today=SEP)
    assert got["freeze"][0] is False


def test_a_means_named_in_an_aside_is_no_rule_on_every_message_of_that_kind():
    access = cand("access", "Buyer Moira Tait is hard of hearing and bids remotely; anything for her must be in writing "
                            "(email or SMS), never only by phone.")
    got = verdicts("email to the cleaning firm - the east door is back in use, can they restart mopping that entrance "
                   "from tuesday", [access], draft="Hi, the east door is back in use; could you restart mopping that "
                                                   "entrance from Tuesday? Thanks", today=SEP)
    assert got["access"][0] is False


def test_a_time_moved_by_an_amount_takes_the_time_it_is_moved_from():
    assert policy.SHIFTED_BY.search("tomorrow's sale starts 20 min late")
    start = cand("start", "Since Monday 7 September the fish auction clock starts at 06:30 Monday to Friday; the "
                          "catalogue closes at 05:45.")
    got = verdicts("Need a quick phone script, I'll ring round the remote buyers this morning: tomorrow's clock starts "
                   "20 min late because of the software update.", [start],
                   draft="Script: tomorrow's auction will start 20 minutes later than usual because of a software update.",
                   today=SEP)
    assert got["start"][0] is True


def test_a_letter_to_a_body_named_in_full_and_something_written_for_a_role():
    formal = cand("formal", "Farida's letters to the Marine Directorate must be formal, in British spelling, and always "
                            "cite the vessel's licence number.", own=True)
    got = verdicts("Silver Spray landed 7.2 t cod this month. Draft the note to the Directorate.", [formal],
                   draft="Dear Sir or Madam, I write to report that Silver Spray has landed 7.2 t of cod.", today=SEP)
    assert got["formal"][0] is True
    both = cand("both", "When Tomasz asks for something written for the drivers, write it in both English and Polish.",
                own=True)
    got = verdicts("Write a notice for the drivers: from 1 Oct the weighbridge opens at 06:00, not 06:30.", [both],
                   draft="NOTICE TO ALL DRIVERS: from 1 October the weighbridge opens at 06:00.", today=SEP)
    assert got["both"][0] is True


def test_the_fact_a_document_is_about_stands_beside_how_it_is_to_be_written():
    style = cand("style", "When drafting the termly trust board report, use formal British English in full paragraphs, no "
                          "bullet points.", own=True)
    kpi = cand("kpi", "Trust KPI: paid-meal uptake in KS2 target 55% by summer term 2027; currently 48%.")
    got = verdicts("Start the uptake section of this term's trust board report for me - a couple of paragraphs I can "
                   "tweak.", [style, kpi], draft="Uptake of paid meals has continued to improve this term.", today=SEP)
    assert got["style"][0] is True and got["kpi"][0] is True


def test_work_split_between_two_people_takes_the_bar_on_each():
    crate = cand("crate", "From 1 September the standard museum crate is 18 mm ply with 75 mm Plastazote lining.")
    cai = cand("cai", "Apprentice Cai Jenkins is 17: no panel saw unless Rhys is beside him.")
    dewi = cand("dewi", "Joiner Dewi Hughes has a contact allergy to epoxy: keep him off any resin work.")
    got = verdicts("Tomorrow: epoxy the corner blocks on C-2240, rip the 18 mm ply for the C-2240 base on the panel saw, "
                   "cut Plastazote for C-2231. Split it between Dewi and Cai and write each of them a task note.",
                   [crate, cai, dewi], draft="Dewi: epoxy the corner blocks. Cai: rip the ply on the panel saw.", today=SEP)
    assert got["cai"][0] is True and got["dewi"][0] is True


def test_a_record_on_another_thing_the_task_names_stands_beside_the_best_answer():
    broker = cand("broker", "Calais customs broker is Lefort Transit (contact Sylvie Marchand), open Mon-Fri 07:00-19:00 "
                            "CET, closed at weekends: nothing can be lodged on Saturday or Sunday.")
    job = cand("job", "KV-26-0311: four Hepworth bronzes, Tate St Ives to Kunsthal Rotterdam; Lefort Transit lodges the "
                      "EU temporary admission entry at Calais; declared value £2.4m.")
    got = verdicts("hepworths now reach calais sat 26th around 11:00 - anything I need to sort before then?", [broker, job],
                   draft="Make sure the transit documents are with the broker in advance.", today=SEP)
    assert got["broker"][0] is True and got["job"][0] is True
