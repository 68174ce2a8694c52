import os
import sys
from pathlib import Path

import pytest

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.stack import start_stack  # noqa: E402


@pytest.fixture
async def make_stack(tmp_path):
    """Factory for in-process stacks; every stack started is stopped after the test."""
    started = []

    async def factory(**kw):
        st = await start_stack(tmp_path / f"s{len(started)}", **kw)
        started.append(st)
        return st

    yield factory
    for st in started:
        await st.stop()


@pytest.fixture
async def stack(make_stack):
    return await make_stack()
