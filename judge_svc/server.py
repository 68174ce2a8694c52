"""Judge gRPC service (AdmissionPolicy)."""

from __future__ import annotations

import asyncio
import logging
import time

from retold import embedding, errors, gloss
from retold.config import RetoldSettings
from retold.server import remaining_ms, run_stateless_main, start_server
from retold.v1 import common_pb2 as c
from retold.v1 import judge_pb2 as j
from retold.v1 import judge_pb2_grpc as jg
from judge_svc import policy, stack
from retold.hashing import sha256_json

log = logging.getLogger("retold.judge")

STACK = stack.load()


def identity(model: stack.Model | None) -> c.ComponentIdentity:
    """The rules' configuration and, when the learned layer runs, its model: either changes the hash."""
    layer = model.sha256 if model is not None else "off"
    return c.ComponentIdentity(
        role="judge", implementation=policy.POLICY_VERSION + ("" if layer != "off" else "+rules-only"),
        model_id=embedding.label(), prompt_version=policy.POLICY_VERSION,
        prompt_sha256=sha256_json({"rules": policy.CONFIG_SHA256, "stack": layer}),
    )


MAX_CANDIDATES = 50


@errors.map_errors
class JudgeServicer(jg.JudgeServicer):
    def __init__(self, embedder=None, layered: bool = True, model: stack.Model | None = None) -> None:
        """``layered``: run the learned layer after the rules; ``model``: another fitted model than the
        shipped one."""
        self._embedder = embedder
        self._model = (model or STACK) if layered else None

    # (subclasses that keep their own __init__ get the shipped layer)
    @property
    def model(self) -> stack.Model | None:
        return getattr(self, "_model", STACK)

    @property
    def identity(self) -> c.ComponentIdentity:
        return identity(self.model)

    @property
    def embedder(self):
        if getattr(self, "_embedder", None) is None:
            from retold.embedding import get_embedder

            self._embedder = get_embedder()
        return self._embedder

    async def Describe(self, request, context):
        return c.DescribeResponse(components=[self.identity])

    async def Admit(self, request, context):
        seen = remaining_ms(context)
        t0 = time.perf_counter()
        if not request.turn.strip():
            raise errors.InvalidArgument("turn", "must not be empty")
        if len(request.candidates) > MAX_CANDIDATES:
            raise errors.InvalidArgument("candidates", f"more than {MAX_CANDIDATES} candidates")
        ids = [cand.record.id for cand in request.candidates]
        if len(set(ids)) != len(ids):
            raise errors.InvalidArgument("candidates", "record ids must be unique")
        owners = {cand.record.principal_id for cand in request.candidates}
        if len(owners) > 1:
            raise errors.InvalidArgument("candidates", "records of more than one principal")
        today = request.as_of.ToDatetime().date() if request.HasField("as_of") else None
        judgements = await asyncio.to_thread(
            policy.admit, request.turn, request.public_context, request.profile.text, request.draft,
            " ".join(g.query for g in request.gaps), list(request.candidates), self.embedder, today,
        )
        # (the follow-up hop reads the rules' verdicts, so the candidates it brings do not depend on the layer)
        follow_ups = policy.follow_up_queries(request.turn, judgements, list(request.candidates))
        if self.model is not None and judgements:
            judgements = await asyncio.to_thread(self._layer, request, judgements)
        # (last, after the layer too: a wish nobody has read goes into no answer)
        texts = {cand.record.id: cand.record.text for cand in request.candidates}
        profile_piece = policy.self_profile(request.turn)
        public = policy.public_piece(request.turn)
        for jd in judgements:
            if jd.admitted and policy.unread_wish(texts[jd.record_id]):
                jd.admitted, jd.reason, jd.note = False, c.REASON_CODE_POTENTIALLY_HARMFUL, policy.UNREAD_WISH
            elif jd.admitted and policy.named_apart(request.turn, texts[jd.record_id]):
                jd.admitted, jd.reason, jd.note = False, c.REASON_CODE_POTENTIALLY_HARMFUL, policy.APART_NOTE
            elif jd.admitted and policy.not_ours(request.turn, texts[jd.record_id],
                                                 [t for rid, t in texts.items() if rid != jd.record_id]):
                jd.admitted, jd.reason, jd.note = False, c.REASON_CODE_POTENTIALLY_HARMFUL, policy.NOT_OURS_NOTE
            elif jd.admitted and policy.value_wish_unmet(request.turn, request.draft, texts[jd.record_id]):
                jd.admitted, jd.reason, jd.note = False, c.REASON_CODE_INSUFFICIENT, policy.VALUE_WISH_NOTE
            elif jd.admitted and jd.note.startswith(stack.LAYER_ADMITS) \
                    and policy.others_listed(request.turn, texts[jd.record_id]):
                jd.admitted, jd.reason, jd.note = False, c.REASON_CODE_INSUFFICIENT, policy.OTHERS_NOTE
            elif jd.admitted and policy.acronym_twin(request.turn, texts[jd.record_id],
                                                     [t for rid, t in texts.items() if rid != jd.record_id]):
                jd.admitted, jd.reason, jd.note = False, c.REASON_CODE_POTENTIALLY_HARMFUL, policy.ACRONYM_TWIN_NOTE
            elif jd.admitted and public and policy.public_internal(request.turn, texts[jd.record_id]):
                jd.admitted, jd.reason, jd.note = False, c.REASON_CODE_POTENTIALLY_HARMFUL, policy.INTERNAL_NOTE
            elif jd.admitted and policy.courtesy_figures(request.turn, texts[jd.record_id]):
                jd.admitted, jd.reason, jd.note = False, c.REASON_CODE_INSUFFICIENT, policy.COURTESY_NOTE
            elif jd.admitted and profile_piece and not policy.self_profile_keeps(texts[jd.record_id]):
                jd.admitted, jd.reason, jd.note = False, c.REASON_CODE_INSUFFICIENT, policy.SELF_PROFILE_NOTE
        return j.AdmissionDecision(
            follow_up_queries=follow_ups,
            admitted_record_ids=[x.record_id for x in judgements if x.admitted],
            verdicts=[c.Verdict(record_id=x.record_id, admitted=x.admitted, reason=x.reason, note=x.note)
                      for x in judgements],
            status=c.POLICY_STATUS_OK, policy=self.identity,
            timing=c.Timing(stage="admission", elapsed_ms=(time.perf_counter() - t0) * 1000,
                            deadline_remaining_ms=seen),
        )

    def _layer(self, request, judgements: list[policy.Judgement]) -> list[policy.Judgement]:
        seen = [stack.Seen(cand.record.text, cand.record.about_principal, x.admitted,
                           c.ReasonCode.Name(x.reason).removeprefix("REASON_CODE_").lower(), x.note,
                           cand.record.id)
                for cand, x in zip(request.candidates, judgements)]
        x = stack.features(request.turn, request.draft, [g.query for g in request.gaps], seen,
                           lambda texts: policy._encode(self.embedder, texts))
        out, added = [], []
        glossed = bool(gloss.gloss(request.turn, names=False)) if policy.GLOSS else False
        for jd, (admitted, why) in zip(judgements, stack.decide(self.model, self.model.probabilities(x), seen,
                                                                glossed)):
            if why:
                reason = c.REASON_CODE_HELPFUL if admitted else c.REASON_CODE_INSUFFICIENT
                jd = policy.Judgement(jd.record_id, admitted, reason, why, jd.score)
                if admitted:
                    added.append(jd)
            out.append(jd)
        # the compact set: at most the rules' own cap, the layer's admissions after the rules'
        kept = [jd for jd in out if jd.admitted and jd not in added] + added
        for jd in kept[policy.MAX_ADMITTED:]:
            jd.admitted, jd.reason, jd.note = False, c.REASON_CODE_INSUFFICIENT, "outside the compact admitted set"
        return out


async def start(settings: RetoldSettings, port: int | None = None, servicer=None):
    servicer = servicer or JudgeServicer(layered=settings.judge.stack)
    await asyncio.to_thread(lambda: servicer.embedder)  # load the model before reporting SERVING
    running = await start_server(
        settings.host, settings.ports.judge if port is None else port, "retold.v1.Judge",
        jg.add_JudgeServicer_to_server, servicer, serving=True,
    )
    log.info("judge listening on %s:%d", settings.host, running.port)
    return running


def main(argv: list[str] | None = None) -> None:
    run_stateless_main("Retold judge service", start, argv)


if __name__ == "__main__":
    main()
