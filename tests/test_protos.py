"""The committed generated code must match a fresh generation from protos/."""

import filecmp
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_generated_code_is_fresh(tmp_path):
    protos = sorted(str(p) for p in (ROOT / "protos/retold/v1").glob("*.proto"))
    subprocess.run(
        [sys.executable, "-m", "grpc_tools.protoc", "-I", str(ROOT / "protos"), f"--python_out={tmp_path}",
         f"--pyi_out={tmp_path}", f"--grpc_python_out={tmp_path}", *protos],
        check=True,
    )
    fresh = sorted(p.name for p in (tmp_path / "retold/v1").iterdir())
    committed = sorted(p.name for p in (ROOT / "retold/v1").iterdir() if p.suffix in (".py", ".pyi")
                       and p.name != "__init__.py")
    assert fresh == committed, "generated files differ in name: run `make protos`"
    stale = [n for n in fresh if not filecmp.cmp(tmp_path / "retold/v1" / n, ROOT / "retold/v1" / n, shallow=False)]
    assert not stale, f"stale generated code: {stale}; run `make protos`"


def test_every_rpc_and_field_is_commented():
    """Polyglot hosts read the .proto files: each rpc, message field and enum value has a comment."""
    missing = []
    for path in (ROOT / "protos/retold/v1").glob("*.proto"):
        lines = path.read_text().splitlines()
        for i, line in enumerate(lines):
            s = line.strip()
            is_field = s.endswith(";") and "=" in s and not s.startswith(("option", "syntax", "package", "import", "//"))
            if s.startswith("rpc ") or is_field:
                if not lines[i - 1].strip().startswith("//"):
                    missing.append(f"{path.name}:{i + 1}: {s}")
    enum_zero = [m for m in missing if "_UNSPECIFIED = 0;" in m]
    missing = [m for m in missing if m not in enum_zero]
    assert not missing, "uncommented:\n" + "\n".join(missing)
