"""A card scenario's position, played on by a few actions: for engine tests that look at what
the scenario files can't (each player's view, events)."""

from __future__ import annotations

from pathlib import Path

from app.cards.catalog import load_catalog
from app.engine.core.actions import parse_action
from app.engine.face.position import build_position
from app.scenarios import defined_cards, expand, load, make_resolver

SCENARIOS = Path(__file__).parents[1] / "cards" / "scenarios"


def scenario_game(name: str, actions: tuple[str, ...] = ()):  # type: ignore[no-untyped-def]
    """(game, labels, events of the actions) from tests/cards/scenarios/`name`."""
    data = load(SCENARIOS / name)
    game, labels = build_position(data["position"], make_resolver(defined_cards(data)),
                                  tokens={"Recruit": load_catalog().token("Recruit")})
    events = []
    for text in actions:
        events += game.apply_or_raise(parse_action(expand(game, labels, text)))
    return game, labels, events
