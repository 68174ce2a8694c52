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


def test_a_port_taken_before_its_role_binds_it_is_retried_on_other_ports(tmp_path, monkeypatch, capsys):
    # Another process holding the port found free (the race two fitness runs side by side can meet) is
    # stood in for by a real socket listening on it: the first start fails to bind, the second comes up.
    import socket

    from retold import launcher

    held = socket.socket()
    held.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 0)
    held.bind(("127.0.0.1", 0))
    held.listen()
    taken = held.getsockname()[1]
    real = launcher.free_port
    handed = iter([taken])
    monkeypatch.setattr(launcher, "free_port", lambda host="127.0.0.1": next(handed, None) or real(host))
    try:
        stack = launcher.start_on_free_ports(tmp_path, roles=("store",), timeout=60)
        try:
            assert stack.alive() and stack.ports["store"] != taken
        finally:
            stack.stop()
    finally:
        held.close()
    assert "retrying on other ports (2 of 3)" in capsys.readouterr().err


def test_a_start_that_fails_for_another_reason_is_not_retried(tmp_path, capsys):
    from retold.launcher import start_on_free_ports

    with pytest.raises(RuntimeError, match="exited with code"):
        start_on_free_ports(tmp_path, roles=("store",), env={"RETOLD_ACTIVATION__EVIDENCE_SUPPORT_MIN": "2.5"},
                            timeout=60)
    assert "retrying" not in capsys.readouterr().err
