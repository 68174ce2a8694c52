"""Another person of the same last name; a name the turn rules out; another site's or body's rule written with no
article or as its owner's; a determiner at a record's head is no place; a name typed small asks after that person's
allergy. Cases written here (a physiotherapy practice, a wine importer, a ferry port, a cheese dairy, a food bank),
read by the real rules with the real embedding model. Every test fails at the previous rules; the asserts marked
"a guard" pass at both."""

from datetime import date

from tests.helpers import cand, verdicts

MAR = date(2027, 3, 8)  # a Monday


def test_someone_sharing_only_a_last_name_is_another_person():
    from judge_svc.policy import _other_kin
    peter = cand("peter", "Mr Peter Marsh is Deaf and uses BSL: every appointment needs a BSL interpreter booked via "
                          "SignBridge with 10 working days' notice.")
    helen = cand("helen", "Mrs Helen Marsh (Whitby clinic) lipreads and needs no interpreter; she needs the "
                          "ground-floor room for her wheelchair.")
    got = verdicts("Peter Marsh rang, wants his knee review at Whitby thu 18th. book it & draft him a confirmation",
                   [peter, helen], draft="Booked: knee review, Thursday 18 March. Confirmation: Dear Mr Marsh, ...",
                   today=MAR)
    assert got["peter"][0] is True, got["peter"]
    assert got["helen"][0] is False, got["helen"]
    assert _other_kin(helen.record.text, "Peter Marsh rang")
    # a guard: a record naming the person too ("Sarah Marsh, Peter's wife") is about him as well
    assert not _other_kin("Sarah Marsh, Peter's wife, drives him to appointments.", "Peter Marsh rang")
    # a guard: the same person in full is no one else
    assert not _other_kin("Peter Marsh prefers morning slots.", "Peter Marsh rang")
    # a verb or a preposition at a sentence's head is no first name, and a name the record gives as a first name may
    # be the one the turn means
    assert not _other_kin("Technician Park Min-jun's certificate expires on 30 Nov.", "Put Min-jun on the hood service")
    assert not _other_kin("Presenter Kofi Mensah must not hear countdowns.", "On Kofi's links, who counts him in?")


def test_a_name_the_turn_rules_out_is_another_thing():
    from judge_svc.policy import ruled_out_names
    assert ruled_out_names("¿hasta cuándo tenemos para avisar a Vinhos Douro de la renovación? lo de Oporto, no Lisboa") \
        == {"lisbo"}
    assert ruled_out_names("rent for the Leeds unit, not Bradford.") == {"bradf"}
    # a guard: a day ruled out names nothing
    assert ruled_out_names("any slot works, not Monday.") == set()
    porto = cand("porto", "Vinhos Douro's Oporto warehouse contract renews 31 Jan 2028 with 90 days' notice.")
    lisbon = cand("lisbon", "Vinhos Douro's separate Lisboa warehouse contract renews 30 June 2028.")
    got = verdicts("¿hasta cuándo tenemos para avisar a Vinhos Douro de la renovación? lo de Oporto, no Lisboa",
                   [porto, lisbon], draft="Revisa el contrato: normalmente hay que avisar con 30 a 90 días.", today=MAR)
    assert got["lisbon"][0] is False, got["lisbon"]
    assert "rules out" in got["lisbon"][2]


def test_another_sites_rule_written_with_no_article_or_as_its_owners():
    ours = cand("ours", "The shift supervisor may approve up to 6 overtime hours per person per week; more needs the "
                        "port manager, Ingrid Dahl.")
    harwich = cand("harwich", "Harwich terminal shift supervisors may approve up to 10 overtime hours (under their own "
                              "agreement).")
    got = verdicts("Lena wants 9 OT hrs this week to cover the linkspan. write the approval request, goes out today",
                   [ours, harwich], draft="Request: 9 overtime hours for Lena this week. Approved by: shift supervisor.",
                   today=MAR)
    assert got["ours"][0] is True, got["ours"]
    assert got["harwich"][0] is False, got["harwich"]
    ours = cand("ours", "Dairy food-contact swab pass limit is below 100 RLU (after the HACCP review, from 1 March).")
    theirs = cand("theirs", "Greenvale's swab pass limit is below 250 RLU.")
    got = verdicts("write this wk's hygiene summary: slicer swab 180 RLU tue, retest 60 after re-clean",
                   [ours, theirs], draft="Hygiene summary: all swabs passed this week.", today=MAR)
    assert got["theirs"][0] is False, got["theirs"]
    assert "another organisation or site" in got["theirs"][2]


def test_a_determiner_at_a_records_head_puts_it_nowhere():
    rule = cand("rule", "Any collection booked on less than 5 days' notice needs the duty coordinator's approval noted "
                        "in the log before the driver is sent.")
    other = cand("other", "Eastgate food bank caps its short-notice collections at 2 a day.")
    van = cand("van", "The Eastgate van is serviced on Fridays; collections that day go by car.")
    log = cand("log", "Collections are logged in the Eastgate diary by the duty coordinator.")
    got = verdicts("how short is 'short notice' for collections here n whose ok do i need", [rule, other, van, log],
                   draft="Usually under a week; ask your coordinator.", today=MAR)
    assert got["rule"][0] is True, got["rule"]


def test_a_name_typed_small_asks_after_that_persons_allergy():
    needs = cand("needs", "Volunteers: Teodor Lind is allergic to kiwi and carries an EpiPen; Ana Ruiz is vegan.")
    got = verdicts("wat was teodor allergic to again? need to tell the first aider for saturday", [needs],
                   draft="I don't have Teodor's allergy on file.", today=MAR)
    assert got["needs"][0] is True, got["needs"]


def test_a_body_set_apart_in_brackets_a_named_yards_state_and_a_closed_job():
    ours = cand("ours", "Seacroft FM's Community Fund end-of-grant report is due 28 Feb 2028.")
    theirs = cand("theirs", "Dunmoor Radio (a different community station Priti mentors) has its Community Fund "
                            "end-of-grant report due 31 Dec 2027.")
    got = verdicts("when's the community fund end of grant report due", [ours, theirs],
                   draft="Usually within 3 months of the grant ending; check your offer letter.", today=MAR)
    assert got["ours"][0] is True, got["ours"]
    assert got["theirs"][0] is False, got["theirs"]
    crane = cand("crane", "Tayport crane 2 (25 t crawler crane) is out of service until 19 Mar 2027 for a new hoist "
                          "rope; crane 4 covers the quay.")
    other = cand("other", "At the Dundee yard, crane 2 is in service and available.")
    got = verdicts("when's crane 2 back", [crane, other], draft="I don't have the crane's repair date.", today=MAR)
    assert got["crane"][0] is True, got["crane"]
    assert got["other"][0] is False, got["other"]
    now = cand("now", "Fernhill Homes contract for Mill Lane Fields (MLF27): fixed price £64,200, 30-day payment terms.")
    old = cand("old", "Mill Lane North (MLN25) for Fernhill Homes had 45-day payment terms; project closed.")
    got = verdicts("whats the payment terms on the Mill Lane job with Fernhill", [now, old],
                   draft="Typically 30 days; check the contract.", today=MAR)
    assert got["now"][0] is True, got["now"]
    assert got["old"][0] is False, got["old"]


def test_a_judge_or_officer_by_title_is_not_another_holder_of_the_title():
    leave = cand("leave", "Sgt Priya Nandi is on leave 10-21 August; no shifts are to be put in her name on those dates.")
    got = verdicts("whats Sgt Hale's radio callsign? control room is asking", [leave],
                   draft="I don't have Sgt Hale's callsign; check the duty roster.", today=MAR)
    assert got["leave"][0] is False, got["leave"]
    assert "another person named with a title" in got["leave"][2]
    # a guard: the one the turn names answers
    sign = cand("sign", "Sgt Tom Hale's radio callsign is DH-41.")
    got = verdicts("whats Sgt Hale's radio callsign? control room is asking", [leave, sign],
                   draft="I don't have Sgt Hale's callsign; check the duty roster.", today=MAR)
    assert got["sign"][0] is True, got["sign"]
