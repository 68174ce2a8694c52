"""Every pattern a policy's rules read is part of the configuration hashed into its identity, so no change
to a rule can leave the bundle sha256 as it was."""

import re

import pytest

from judge_svc import policy as judge
from retold import calendar, cues
from store_svc import activation_rules


def _flat(value) -> str:
    if isinstance(value, dict):
        return "\n".join(_flat(v) for v in value.values())
    if isinstance(value, (list, tuple, set, frozenset)):
        return "\n".join(_flat(v) for v in value)
    return str(value)


@pytest.mark.parametrize("module,config", [
    (judge, "CONFIG"), (calendar, "CONFIG"), (cues, "CONFIG"), (activation_rules, "RULES_CONFIG")])
def test_every_module_level_pattern_is_in_the_hashed_configuration(module, config):
    hashed = _flat(getattr(module, config))
    missing = [name for name, value in vars(module).items()
               if isinstance(value, re.Pattern) and value.pattern not in hashed]
    assert missing == [], f"{module.__name__}: patterns outside the identity: {missing}"


def test_the_hashed_configurations_are_the_same_in_every_process():
    """Patterns built from sets must come out in one order whatever the process's hash seed, or the services
    would report another identity on every start."""
    import os
    import subprocess
    import sys

    code = ("from judge_svc import policy as j; from planner_svc import policy as p; from retold import calendar as k; "
            "from store_svc import activation_rules as a; print(j.CONFIG_SHA256, p.CONFIG_SHA256, k.CALENDAR_SHA256, "
            "a.RULES_SHA256)")
    seen = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                           env={**os.environ, "PYTHONHASHSEED": seed}).stdout for seed in ("1", "2", "3")}
    assert len(seen) == 1
