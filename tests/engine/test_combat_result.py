"""The result of a combat (RUP4 466.3): a tie whose attackers were recalled in the Combat
Cleanup is "No Result", though only the defender's units are left there (466.3.d as revised
by FAQ-UNLEASHED, Results of Combat); a combat one side survives alone is won."""

from __future__ import annotations

from pathlib import Path

from app.cards.catalog import load_catalog
from app.engine.face.position import build_position
from app.scenarios import defined_cards, expand, load, make_resolver

SCENARIOS = Path(__file__).parents[1] / "scenarios"


def _combat_end(name: str, actions: list[str]) -> dict:  # type: ignore[type-arg]
    data = load(SCENARIOS / name)
    resolve = make_resolver(defined_cards(data))
    game, labels = build_position(data["position"], resolve, seed=1,
                                  tokens={t.name: t for t in load_catalog().game_tokens()})
    events = []
    for text in actions:
        events += game.apply_or_raise(expand(game, labels, text))
    (end,) = [e for e in events if e.kind == "combat_end"]
    return end.data


def test_recalled_attackers_mean_no_result() -> None:
    end = _combat_end("466.1-defenders-survive-attackers-recalled.toml",
                      ["move {squire} bf0", "pass", "pass"])
    assert end["winner"] is None


def test_the_only_side_left_wins() -> None:
    end = _combat_end("466.5-attackers-win-conquer.toml", ["move {brute} bf0", "pass", "pass"])
    assert end["winner"] == 0
