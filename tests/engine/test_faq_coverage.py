"""tests/scenarios/FAQ-COVERAGE.md lists every official FAQ answer and what checks it: every
file it names exists, and every scenario citing a FAQ answer ("FAQ-<SET>: ...",
"RULING: ...", app.scenarios.check_rules) is named there."""

from __future__ import annotations

import re
from pathlib import Path

from app.scenarios import load

TESTS = Path(__file__).parents[1]
COVERAGE = TESTS / "scenarios" / "FAQ-COVERAGE.md"


def _named() -> set[str]:
    return set(re.findall(r"`((?:scenarios|cards/scenarios|tests/engine)/[^`]+\.(?:toml|py))`",
                          COVERAGE.read_text(encoding="utf-8")))


def test_every_file_named_exists() -> None:
    for name in _named():
        path = TESTS.parent / name if name.startswith("tests/") else TESTS / name
        assert path.is_file(), f"FAQ-COVERAGE.md names {name}, which doesn't exist"


def test_every_faq_scenario_is_listed() -> None:
    named = _named()
    for folder in ("scenarios", "cards/scenarios"):
        for path in sorted((TESTS / folder).glob("*.toml")):
            cites = [r for r in load(path).get("rules", [])
                     if r.startswith(("FAQ-", "RULING:"))]
            if cites:
                assert f"{folder}/{path.name}" in named, \
                    f"{folder}/{path.name} cites {cites[0]!r} but FAQ-COVERAGE.md doesn't name it"
