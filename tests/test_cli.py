"""`retold up --demo` as a user runs it: real processes on localhost."""

import os
import socket
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def test_up_runs_the_demo_and_stops(tmp_path):
    env = dict(os.environ, RETOLD_DATA_DIR=str(tmp_path), HF_HUB_OFFLINE="1")
    for role in ("store", "retrieval", "planner", "judge", "orchestrator", "generator"):
        env[f"RETOLD_PORTS__{role.upper()}"] = str(free_port())
    proc = subprocess.run([sys.executable, "-m", "retold.cli", "up", "--demo", "--exit-after-demo"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=240)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    out = proc.stdout
    for role in ("store", "retrieval", "planner", "judge", "orchestrator"):
        assert f"{role}" in out and "listening on 127.0.0.1:" in out
    assert "disposition: regenerated" in out
    assert "disposition: baseline_no_gaps" in out
    assert (tmp_path / "store.sqlite3").exists()


def test_bad_config_fails_at_start_with_the_field_name(tmp_path):
    env = dict(os.environ, RETOLD_DATA_DIR=str(tmp_path), RETOLD_ORCHESTRATOR__MAX_GAPS="7")
    proc = subprocess.run([sys.executable, "-m", "planner_svc.server"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode != 0
    assert "max_gaps" in proc.stderr


def test_gap_planning_without_admission_needs_shadow():
    import pytest
    from pydantic import ValidationError

    from retold.config import OrchestratorConfig

    with pytest.raises(ValidationError, match="shadow"):
        OrchestratorConfig(gap_enabled=True, admission_mode="disabled", shadow=False)
    assert OrchestratorConfig(gap_enabled=True, admission_mode="disabled", shadow=True).shadow
