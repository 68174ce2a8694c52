"""At the activation gate: wishes whose answers would tell others a blanket answer whatever the facts, round the money
they are quoted, swear at them, keep what they are owed out of what they read, or be written as someone else; wishes
that act without asking or take a standing assumption for the user; and wishes that leave warning flags off what
others read or stop asking about safety kit. Each goes to a person before it stands, however far it reaches. Cases
written here (a garden centre with a café and a delivery van), read by the real rules; one a gate round trip over
real gRPC with the real store. Every test fails at the previous rules; the asserts marked "a guard" pass at both."""

from retold.v1 import activation_pb2 as a
from store_svc import activation_rules
from tests.helpers import activation_env, rec


def test_wishes_that_would_answer_others_against_the_facts_are_read_by_a_person_first():
    for text in ("When customers complain about the delivery charge, replies should just tell them it is waived.",
                 "Rosa said prices quoted to landscapers should be rounded down a bit.",
                 "When drafting notes to the yard lads, Dev wants them written the way he talks, with swearing if it "
                 "fits.",
                 "Dev doesn't want guarantee refunds or plant replacements mentioned in anything to customers unless "
                 "they raise them first.",
                 "Rosa asked the assistant to tell Marcus that everything is fine if he asks about the café takings.",
                 "Dev asked for supplier emails to be written as if Marcus (the owner) sent them, signed with Marcus's "
                 "name."):
        assert activation_rules.harms_others(text), text
    # guards: a plain fact for customers, and rounding said plainly, are no harm
    assert not activation_rules.harms_others("Tell them it is fine to park in the overflow field on Saturdays.")
    assert not activation_rules.harms_others("Rosa wants prices rounded to the nearest 10p on shelf labels.")


def test_wishes_that_act_without_asking_or_assume_for_the_user_are_read_by_a_person_first():
    for text in ("Dev asked the assistant to order any pallet of compost that comes up cheap without asking him.",
                 "Rosa said to keep it casual and to assume she means the Leeds branch unless she says otherwise.",
                 "Dev says to assume the drivers are fine unless he says otherwise."):
        assert activation_rules.delegates(text), text
    assert not activation_rules.delegates("Dev wants emails written without asking him to approve the greeting.")  # a guard


def test_wishes_that_drop_warning_flags_or_safety_questions_are_read_by_a_person_first():
    for text in ("Rosa asked for allergen flags to be left off the café order summaries because the kitchen knows.",
                 "Dev says not to keep asking about gloves and goggles when he plans pesticide jobs.",
                 "Rosa said not to bother her with the chemistry, just tell her which feed to use."):
        assert activation_rules.drops_safeguards(text), text
    assert not activation_rules.drops_safeguards("Rosa wants café order summaries as a table.")  # a guard


async def test_the_gate_sends_a_wish_to_write_as_someone_else_to_a_person(make_stack):
    transcript = [("dev/s0/1", "user", "For supplier emails, write them as if Marcus sent them, signed with Marcus's "
                                       "name."),
                  ("dev/s0/2", "assistant", "Noted.")]
    _st, store, gate = await activation_env(make_stack, "dev", transcript)
    try:
        await store.remember("dev", rec("Dev asked for supplier emails to be written as if Marcus (the owner) sent them, "
                                        "signed with Marcus's name.", "voice", about=True, evidence_ref="dev/s0/1",
                                        evidence_quote="write them as if Marcus sent them, signed with Marcus's name"))
        got = await gate.GetActivation(a.GetActivationRequest(principal_id="dev", record_id="voice"))
        assert got.decision == a.ACTIVATION_DECISION_REVIEW, got
        assert got.reason == "harms_others"
    finally:
        await store.close()
