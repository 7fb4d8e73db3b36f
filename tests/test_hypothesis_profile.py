"""CI runs property tests with fixed examples; every @settings in the suite keeps that."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

TESTS = Path(__file__).resolve().parent


def test_profile_follows_the_ci_variable() -> None:
    expected = "ci" if os.environ.get("CI") else "dev"
    assert settings._current_profile == expected
    assert settings.default.derandomize is bool(os.environ.get("CI"))


@settings(max_examples=5, deadline=None)
@given(st.integers())
def _decorated(n: int) -> None:
    pass


def test_per_test_settings_inherit_the_profile() -> None:
    used = _decorated._hypothesis_internal_use_settings
    assert used.max_examples == 5
    assert used.derandomize is settings.default.derandomize


def test_per_test_settings_keep_derandomize_under_ci() -> None:
    code = (
        "import sys; sys.path.insert(0, 'tests'); import conftest\n"
        "from hypothesis import settings\n"
        "s = settings(max_examples=3, deadline=None)\n"
        "print(settings.default.derandomize, s.derandomize)\n"
    )
    env = {**os.environ, "CI": "true"}
    out = subprocess.run(
        [sys.executable, "-c", code], env=env, cwd=TESTS.parent, capture_output=True, text=True,
        check=True,
    ).stdout.split()
    assert out == ["True", "True"]


def test_no_test_overrides_derandomize_or_seeds() -> None:
    """A per-test derandomize=, database= or @seed would bypass the CI profile."""
    offenders = []
    for path in TESTS.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                func = node.func
                name = getattr(func, "id", None) or getattr(func, "attr", None)
                if name == "seed":
                    offenders.append(f"{path.name}:{node.lineno} @seed")
                if name == "settings" and path.name != "conftest.py":
                    for kw in node.keywords:
                        if kw.arg in ("derandomize", "database", "parent"):
                            offenders.append(f"{path.name}:{node.lineno} {kw.arg}=")
    assert offenders == []
