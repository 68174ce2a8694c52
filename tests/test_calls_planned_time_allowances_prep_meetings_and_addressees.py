"""Someone the user means to ring who must not be phoned, time a record adds to a run the turn times, a meeting to
prepare for an event set after the event, and how to write to the one a message is addressed to by name, with a wish
on anything written for the body that person speaks for. Cases written here (a school caterer's vans and kitchens, and
a cable car company writing to its regulator), read by the real rules with the real embedding model. Every test fails
at the previous rules; the asserts marked "a guard" pass at both."""

from datetime import date

from judge_svc import policy
from tests.helpers import cand, verdicts

OCT = date(2026, 10, 12)  # a Monday


def test_someone_the_user_means_to_ring_who_must_not_be_phoned():
    assert policy.CONTACT_PLANNED.search("I'll ring her at 8 tomorrow")
    hearing = cand("hearing", "Beata Nowak is hard of hearing: contact her by text or WhatsApp, not phone calls, and "
                              "face her when speaking.")
    got = verdicts("Elmfield's meal numbers were 6 out yesterday and Beata never said. I'll ring her at 8 tomorrow - give "
                   "me 3 points to cover.", [hearing], draft="1. Ask what happened. 2. Agree the fix. 3. Set the rule.",
                   today=OCT)
    assert got["hearing"][0] is True
    # a guard: a call planned with someone else leaves her need out
    got = verdicts("Elmfield's meal numbers were 6 out yesterday. I'll ring the head teacher at 8 tomorrow - give me 3 "
                   "points to cover.", [hearing], draft="1. Ask what happened.", today=OCT)
    assert got["hearing"][0] is False


def test_time_a_record_adds_to_a_run_the_turn_times():
    assert policy.TIME_WORKED.search("What time does Van 2 need to leave?")
    works = cand("works", "Station Road roadworks until 30 Oct 2026: add 15 minutes to the Oakfield/Brookside run and go "
                          "via Mill Lane.")
    got = verdicts("Brookside asking if we can drop at 11:30 tomorrow. What time does Van 2 need to leave?", [works],
                   draft="Leave about 10:50 to be at Brookside for 11:30.", today=OCT)
    assert got["works"][0] is True
    # a guard: a run the turn does not name
    got = verdicts("Queensway asking if we can drop at 11:30 tomorrow. What time does Van 2 need to leave?", [works],
                   draft="Leave about 10:50 to be at Queensway for 11:30.", today=OCT)
    assert got["works"][0] is False


def test_a_meeting_to_prepare_for_an_event_set_after_the_event():
    assert policy.PREP_FOR.search("wants a prep call for the audit")
    audit = cand("audit", "The trust's Dominic Fry is carrying out the allergen audit at Hollin Lane kitchen on 4 Nov 2026.")
    matrix = cand("matrix", "The allergen matrix for every school menu is reviewed each term by the catering manager.")
    vans = cand("vans", "Both vans leave the central kitchen at 10:40 on school days.")
    got = verdicts("Dominic wants a prep call for the audit and suggested Friday 6 Nov, 2pm. Draft me a reply.",
                   [audit, matrix, vans], draft="Hi Dominic, Friday 6 November at 2pm works for me.", today=OCT)
    assert got["audit"][0] is True
    # a guard: a call before the audit runs into nothing
    got = verdicts("Dominic wants a prep call for the audit and suggested Monday 2 Nov, 2pm. Draft me a reply.",
                   [audit, matrix, vans], draft="Hi Dominic, Monday 2 November at 2pm works for me.", today=OCT)
    assert "before" not in got["audit"][2]


def test_how_to_write_to_whom_a_message_is_addressed_and_for_the_body_they_speak_for():
    contact = cand("contact", "Cable car authority contact is Ing. Verena Lechleitner; replies take up to 10 working days; "
                              "our file number SB-KT-2026/117 goes in the subject line.")
    contact_of = cand("contact2", "Seilbahnbehörde contact is Ing. Verena Lechleitner; replies take up to 10 working "
                                  "days; our file number SB-KT-2026/117 goes in the subject line.")
    style = cand("style", "When Mirela drafts anything for the Seilbahnbehörde, write it in formal German using the "
                          "Sie-Form.", own=True)
    got = verdicts("draft a short mail to Lechleitner asking if we can push the P2 evacuation drill to 22 Jan because of "
                   "the holiday crowds", [contact_of, style],
                   draft="Subject: Request to reschedule the P2 evacuation drill / Hi Verena, ...", today=OCT)
    assert got["contact2"][0] is True and got["style"][0] is True
    # a guard: a mail to someone else takes neither
    got = verdicts("draft a short mail to Huber asking if we can push the P2 evacuation drill to 22 Jan", [contact, style],
                   draft="Subject: P2 drill / Hi ...", today=OCT)
    assert got["contact"][0] is False
