"""The local launcher over real service processes: a role that cannot start is reported with why."""
from __future__ import annotations

import pytest

from retold.launcher import LocalStack, free_port


def test_a_role_that_exits_at_start_is_reported_with_its_exit_code_and_last_log_lines(tmp_path):
    # an out-of-range setting makes the store refuse to start: the error must say so without the log file,
    # which a caller (the fitness run) may already have removed with its temporary directory
    stack = LocalStack(tmp_path, ports={"store": free_port()},
                       env={"RETOLD_ACTIVATION__EVIDENCE_SUPPORT_MIN": "2.5"})
    with pytest.raises(RuntimeError) as err:
        stack.start(roles=("store",), timeout=60)
    msg = str(err.value)
    assert msg.startswith("store did not become healthy (exited with code ")
    assert "evidence_support_min" in msg  # the settings error, from the log's last lines
    assert not stack.alive()
