"""mypy on app/engine and app/cards ([tool.mypy] in pyproject.toml) is not clean yet: its
error count may only go down, until it is 0 and CI runs mypy itself."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
MYPY_ERRORS = 10  # lower it as errors are fixed; never raise it


def test_mypy_errors_only_go_down() -> None:
    pytest.importorskip("mypy")
    run = subprocess.run([sys.executable, "-m", "mypy"], capture_output=True, text=True,
                         cwd=ROOT, timeout=600)
    found = re.search(r"Found (\d+) errors? in", run.stdout)
    count = int(found.group(1)) if found else 0
    assert found or "Success" in run.stdout, run.stdout + run.stderr
    assert count <= MYPY_ERRORS, f"mypy finds {count} errors, {MYPY_ERRORS} before:\n{run.stdout}"
    assert count == MYPY_ERRORS, f"mypy finds {count} errors now: set MYPY_ERRORS = {count}"
