"""Every scenario file under tests/scenarios must pass (the rules, one file per rule)."""

from pathlib import Path

import pytest

from app.scenarios import run_file

SCENARIOS = sorted((Path(__file__).parents[1] / "scenarios").glob("*.toml"))


def test_there_are_scenarios() -> None:
    assert len(SCENARIOS) >= 2


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_scenario(path: Path) -> None:
    outcome = run_file(path)
    assert outcome.error is None, outcome.error
    failed = [what for ok, what in outcome.checks if not ok]
    assert not failed, "\n".join(failed)
