"""Bundle manifests: the versioned product a fitness result certifies.

A manifest pins the planner, judge and classifier (implementation, model id,
prompt or policy-config sha256), the taxonomy, the inventory builder, the
retrieval configuration's sha256, limits and timeouts. Its sha256 is taken
over canonical JSON, so any change to any of them is a new bundle.
"""

from __future__ import annotations

import json
from pathlib import Path

import grpc
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from retold.errors import BundleMismatchError
from retold.hashing import sha256_json
from retold.v1 import common_pb2 as c

FORMAT = "retold.bundle/v1"


class _M(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class PolicyPin(_M):
    implementation: str
    model_id: str = ""
    prompt_version: str = ""
    prompt_sha256: str = Field(pattern=r"^[0-9a-f]{64}$")


class TaxonomyPin(_M):
    version: str
    sha256: str = Field(pattern=r"^[0-9a-f]{64}$")


class InventoryPin(_M):
    version: str


class RetrievalPin(_M):
    embedding_model: str
    config_sha256: str | None = Field(default=None, pattern=r"^[0-9a-f]{64}$")


class Limits(_M):
    max_gaps: int = Field(3, ge=0, le=3)
    max_candidates: int = Field(8, ge=1, le=50)
    profile_max_records: int = Field(8, ge=0)
    profile_token_budget: int = Field(400, ge=0)


class Timeouts(_M):
    gap_timeout_ms: int = Field(2000, ge=1)
    retrieval_timeout_ms: int = Field(2000, ge=1)
    admission_timeout_ms: int = Field(2000, ge=1)


class Manifest(_M):
    format: str = Field(pattern=r"^retold\.bundle/v1$")
    bundle_id: str = Field(min_length=1)
    description: str = ""
    planner: PolicyPin
    judge: PolicyPin
    classifier: PolicyPin
    # The store's activation gate (form rules, local classifier, thresholds).
    activation: PolicyPin
    taxonomy: TaxonomyPin
    inventory_builder: InventoryPin
    retrieval: RetrievalPin
    limits: Limits
    timeouts: Timeouts


class BundleError(ValueError):
    """A manifest that cannot be used (unreadable or invalid)."""


def load(path: str | Path) -> tuple[Manifest, str]:
    """Reads and validates a manifest; returns it with its sha256."""
    try:
        raw = json.loads(Path(path).read_text())
    except (OSError, ValueError) as exc:
        raise BundleError(f"{path}: {exc}") from None
    try:
        manifest = Manifest.model_validate(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(x) for x in first["loc"])
        raise BundleError(f"{path}: {where}: {first['msg']}") from None
    return manifest, sha256_of(manifest)


def sha256_of(manifest: Manifest) -> str:
    return sha256_json(manifest.model_dump(mode="json"))


def _pin_mismatches(role: str, pin: PolicyPin, ident: c.ComponentIdentity) -> list[str]:
    out = []
    for name in ("implementation", "model_id", "prompt_version", "prompt_sha256"):
        want, got = getattr(pin, name), getattr(ident, name)
        if want != got:
            out.append(f"{role}.{name}: bundle declares {want!r}, service runs {got!r}")
    return out


async def describe(target: str, stub_cls, timeout: float = 5.0) -> list[c.ComponentIdentity]:
    async with grpc.aio.insecure_channel(target) as ch:
        resp = await stub_cls(ch).Describe(c.DescribeRequest(), timeout=timeout)
        return list(resp.components)


def compare(manifest: Manifest, identities: dict[str, c.ComponentIdentity | None]) -> list[str]:
    """Every difference between a manifest and the identities services report.

    ``identities`` maps role -> identity (None when the role could not be asked)."""
    problems: list[str] = []
    for role in ("planner", "judge", "classifier", "activation"):
        ident = identities.get(role)
        if ident is None:
            problems.append(f"{role}: no identity (service unreachable)")
            continue
        problems += _pin_mismatches(role, getattr(manifest, role), ident)
    cls = identities.get("classifier")
    if cls is not None:
        if cls.taxonomy_version != manifest.taxonomy.version:
            problems.append(f"taxonomy.version: bundle declares {manifest.taxonomy.version!r}, "
                            f"classifier runs {cls.taxonomy_version!r}")
        if cls.taxonomy_sha256 != manifest.taxonomy.sha256:
            problems.append(f"taxonomy.sha256: bundle declares {manifest.taxonomy.sha256}, "
                            f"classifier runs {cls.taxonomy_sha256}")
    store = identities.get("store")
    if store is None:
        problems.append("store: no identity (service unreachable)")
    elif store.prompt_version != manifest.inventory_builder.version:
        problems.append(f"inventory_builder.version: bundle declares {manifest.inventory_builder.version!r}, "
                        f"store runs {store.prompt_version!r}")
    ret = identities.get("retrieval")
    if ret is None:
        problems.append("retrieval: no identity (service unreachable)")
    else:
        if ret.model_id != manifest.retrieval.embedding_model:
            problems.append(f"retrieval.embedding_model: bundle declares {manifest.retrieval.embedding_model!r}, "
                            f"service runs {ret.model_id!r}")
        if manifest.retrieval.config_sha256 and ret.config_sha256 != manifest.retrieval.config_sha256:
            problems.append(f"retrieval.config_sha256: bundle declares {manifest.retrieval.config_sha256}, "
                            f"service derives {ret.config_sha256 or 'nothing'}")
    return problems


async def gather_identities(targets: dict[str, str], timeout: float = 5.0) -> dict[str, c.ComponentIdentity | None]:
    """Asks planner, judge, store (with its classifier) and retrieval for their identities."""
    from retold.v1 import judge_pb2_grpc, planner_pb2_grpc, retrieval_pb2_grpc, store_pb2_grpc

    out: dict[str, c.ComponentIdentity | None] = {}
    for role, stub in (("planner", planner_pb2_grpc.PlannerStub), ("judge", judge_pb2_grpc.JudgeStub),
                       ("store", store_pb2_grpc.StoreStub), ("retrieval", retrieval_pb2_grpc.RetrievalStub)):
        try:
            comps = await describe(targets[role], stub, timeout)
        except grpc.aio.AioRpcError:
            comps = []
        for comp in comps:
            out.setdefault(comp.role, comp)
        out.setdefault(role, None)
    out.setdefault("classifier", None)
    out.setdefault("activation", None)
    return out


def manifest_from_identities(bundle_id: str, description: str, ids: dict[str, c.ComponentIdentity],
                             limits: Limits, timeouts: Timeouts, inventory_version: str) -> Manifest:
    """Builds a manifest that pins exactly what the running services report."""

    def pin(role: str) -> PolicyPin:
        i = ids[role]
        return PolicyPin(implementation=i.implementation, model_id=i.model_id, prompt_version=i.prompt_version,
                         prompt_sha256=i.prompt_sha256)

    cls = ids["classifier"]
    return Manifest(
        format=FORMAT, bundle_id=bundle_id, description=description, planner=pin("planner"),
        judge=pin("judge"), classifier=pin("classifier"), activation=pin("activation"),
        taxonomy=TaxonomyPin(version=cls.taxonomy_version, sha256=cls.taxonomy_sha256),
        inventory_builder=InventoryPin(version=inventory_version),
        retrieval=RetrievalPin(embedding_model=ids["retrieval"].model_id,
                               config_sha256=ids["retrieval"].config_sha256 or None),
        limits=limits, timeouts=timeouts,
    )


def raise_on_mismatch(problems: list[str]) -> None:
    if problems:
        raise BundleMismatchError("bundle does not describe the running services: " + "; ".join(problems))
