"""Who signs a spend, asked; a rule on signing crossed by the draft's own total; a price the draft puts on a thing the
record prices otherwise; a certificate that runs out before the task's day; notice typed short, and the day it counts
back from. Cases written here (a sailing school, a surveying firm, a theatre, a touring band), read by the real rules
with the real embedding model. Every test fails at the previous rules; the asserts marked "a guard" pass at both."""

from datetime import date

from judge_svc import asking
from tests.helpers import cand, verdicts

DEC = date(2026, 12, 29)


def test_who_signs_a_spend_takes_the_rule_on_who_signs_what():
    price = cand("price", "Solent Dinghies contract: GBP 2,150 per Pico dinghy, 4-week lead time.")
    signs = cand("signs", "Club spending: the bosun can sign up to GBP 3,000 himself; above that the treasurer, "
                          "Ruth Okafor, must sign.", own=True)
    got = verdicts("raise the PO note for 1 more Solent Pico for the junior fleet. who signs it?", [price, signs],
                   draft="PO note: 1 x Pico dinghy from Solent Dinghies. Sign-off: your line manager.", today=DEC)
    assert got["signs"][0] is True, got["signs"]
    assert "who signs" in got["signs"][2]


def test_a_signing_rule_crossed_by_the_drafts_total_and_a_price_the_draft_gets_wrong():
    from judge_svc.policy import draft_price_differs
    rates = cand("rates", "Day rates from 1 Jan 2027: surveyor £410, CAD technician £300, site clerk £220.")
    rule = cand("rule", "Any variation over £4,000 needs director Amal Haddad's signature before it goes to the client.")
    draft = ("£5,640 + VAT (6 days x 2 CAD technicians at £280 + 6 days x 1 surveyor at £380). Dear Kestrel Homes, "
             "we propose a variation of six days.")
    got = verdicts("draft a variation to Kestrel Homes for 6 extra days: 2 CAD technicians + 1 surveyor",
                   [rates, rule], draft=draft, today=DEC)
    assert got["rule"][0] is True, got["rule"]
    assert got["rates"][0] is True, got["rates"]
    assert draft_price_differs("draft a variation: 2 CAD technicians + 1 surveyor", draft,
                               rates.record.text) == "the draft prices technicians at £280; the record gives £300"
    # a guard: a word that prices two things tells neither
    assert draft_price_differs("1 surveyor", "1 surveyor at £380", "surveyor £410, assistant surveyor £260") == ""
    # a guard: a draft that prices it as the record does is not corrected
    assert draft_price_differs("quote for 2 surveyors", "2 surveyors at £410 each", rates.record.text) == ""


def test_a_certificate_that_runs_out_before_the_tasks_day():
    hoists = cand("hoists", "Flying rig: only the 12 blue-tag half-tonne hoists B01-B12 may be used over an audience.")
    cert = cand("cert", "LOLER examination certificates for blue-tag hoists B01-B12 expire on 6 Jan 2027; the examiner "
                        "is booked for 4 Jan 2027.")
    got = verdicts("pick the hoists for the panto flying rig, 6 points over the stalls, get-in 10 Jan", [hoists, cert],
                   draft="Use six half-tonne hoists over the stalls.", today=DEC)
    assert got["cert"][0] is True, got["cert"]
    assert "runs out" in got["cert"][2]
    # a guard: a get-in before the certificates run out runs into nothing
    got = verdicts("pick the hoists for the panto flying rig, 6 points over the stalls, get-in 5 Jan", [hoists, cert],
                   draft="Use six half-tonne hoists over the stalls.", today=DEC)
    assert "runs out" not in got["cert"][2]


def test_notice_typed_short_and_the_day_it_counts_back_from():
    assert asking.holds("time", "Pyro needs the venue's fire officer told 72 h ahead.")
    assert asking.counts_back("Pyro needs the venue's fire officer told 72 h ahead.")
    # a guard: a count of things is no time
    assert not asking.holds("time", "The band carries 4 flight cases of pyro.")
    dates = cand("dates", "Spring tour: Leeds O2 Academy 14 Jan 2027, Glasgow Barrowland 16 Jan, Bristol SWX 18 Jan.")
    pyro = cand("pyro", "UK venues need pyro cleared with the house fire officer 72 h ahead; Glasgow is especially "
                        "strict about it.")
    got = verdicts("pyro plan for Glasgow, what do I tell the house and by when?", [dates, pyro],
                   draft="Tell the house what pyro you're bringing, a few days before.", today=DEC)
    assert got["pyro"][0] is True and got["dates"][0] is True, got
