"""Bundle gating: the orchestrator serves only a bundle that describes the
running services and holds a recorded PASS on the required scenario sets.

Shadow mode runs an unverified or uncertified bundle, logs a warning, and
never injects.
"""

from __future__ import annotations

import logging

import grpc

from retold import bundle, errors
from retold.v1 import store_pb2 as s

log = logging.getLogger("retold.orchestrator.gate")


class BundleGate:
    def __init__(self, manifest: bundle.Manifest, sha256: str, path: str, targets: dict[str, str],
                 required_sets: tuple[str, ...], shadow: bool, store_stub) -> None:
        self.manifest, self.sha256, self.path = manifest, sha256, path
        self.targets, self.required_sets, self.shadow = targets, required_sets, shadow
        self.store = store_stub
        self.checked = False
        self.problems: list[str] = []
        self.retrieval_verified = False
        self.certified = False

    async def _check_identities(self) -> None:
        ids = await bundle.gather_identities(self.targets)
        problems = bundle.compare(self.manifest, ids)
        ret = ids.get("retrieval")
        declared = self.manifest.retrieval.config_sha256
        self.retrieval_verified = bool(declared and ret is not None and ret.config_sha256 == declared)
        if declared and (ret is None or not ret.config_sha256):
            problems.append("retrieval.config_sha256 is declared but no retrieval configuration could be checked")
        self.problems = problems
        # Unreachable services are retried on the next call; a real mismatch is final.
        self.checked = all("unreachable" not in p and "could be checked" not in p for p in problems)
        if problems:
            log.warning("bundle %s (%s): %s%s", self.manifest.bundle_id, self.sha256[:12], "; ".join(problems),
                        " (shadow: running anyway, nothing is injected)" if self.shadow else "")

    async def _check_fitness(self) -> list[str]:
        resp = await self.store.ListFitness(s.ListFitnessRequest(bundle_sha256=self.sha256, limit=1000), timeout=5)
        passed = {r.scenario_set for r in resp.results if r.verdict == "PASS"}
        return [name for name in self.required_sets if name not in passed]

    async def ensure_servable(self) -> None:
        """Raises FAILED_PRECONDITION (BundleMismatchError for mismatches) unless the bundle may serve."""
        if not self.checked:
            await self._check_identities()
        if self.shadow:
            return
        if self.problems:
            bundle.raise_on_mismatch(self.problems)
        if self.certified:
            return
        try:
            missing = await self._check_fitness()
        except grpc.aio.AioRpcError as exc:
            raise errors.Unavailable(f"store: cannot read fitness results ({exc.code().name})") from None
        if missing:
            raise errors.FailedPrecondition(
                f"bundle {self.manifest.bundle_id} ({self.sha256}) has no recorded PASS on "
                f"{', '.join(missing)}; certify it with `retold fitness --scenarios FILE --bundle {self.path}` "
                "or run the orchestrator in shadow mode"
            )
        self.certified = True
