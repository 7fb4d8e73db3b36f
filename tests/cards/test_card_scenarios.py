"""Every card scenario under tests/cards/scenarios must pass and name the cards it tests.

A card scenario has the format of tests/scenarios (see its README) plus a top-level
`cards = ["OGN-085", ...]` list: the catalog cards whose behaviour it checks. That list is
what `riftbound cards` counts as "tested"; such a file uses catalog cards only.
"""

from pathlib import Path

import pytest

from app.cards.catalog import load_catalog
from app.scenarios import load, run_file

SCENARIOS = sorted((Path(__file__).parent / "scenarios").glob("*.toml"))


def test_there_are_card_scenarios() -> None:
    assert SCENARIOS


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_card_scenario(path: Path) -> None:
    cards = load(path).get("cards")
    assert isinstance(cards, list) and cards, "a card scenario lists the card codes it tests"
    catalog = load_catalog()
    for code in cards:
        assert catalog.by_code(code).code == code, f"{code} is not a catalog code"
    outcome = run_file(path)
    assert outcome.error is None, outcome.error
    failed = [what for ok, what in outcome.checks if not ok]
    assert not failed, "\n".join(failed)
