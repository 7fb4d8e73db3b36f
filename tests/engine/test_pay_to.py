"""pay-to: the pay-or-decline decision in the per-player views, and its prompt at the table."""

from __future__ import annotations

from pathlib import Path

from app.engine.core.actions import Action, parse_action
from app.engine.face.position import build_position
from app.scenarios import defined_cards, expand, load, make_resolver

SCENARIO = (Path(__file__).parents[1] / "scenarios"
            / "740.4.a-pay-to-costs-within-instructions.toml")


def _game(actions: tuple[str, ...]):  # type: ignore[no-untyped-def]
    data = load(SCENARIO)
    game, labels = build_position(data["position"], make_resolver(defined_cards(data)))
    for text in actions:
        game.apply_or_raise(parse_action(expand(game, labels, text)))
    return game


def test_pay_to_on_resolution_is_seen_by_its_payer_only() -> None:
    game = _game(("play {bolt}", "pass", "pass"))
    mine = game.view(0)["decision"]
    assert mine["ask"] == "pay_to" and mine["pay"] == {"energy": 1, "power": 0}
    assert set(mine["actions"]) == {"pay", "no"}
    theirs = game.view(1)["decision"]
    assert "actions" not in theirs and "pay" not in theirs


def test_trigger_cost_is_shown_with_the_optional_question() -> None:
    game = _game(("play {owl}",))
    mine = game.view(0)["decision"]
    assert mine["question"] == "pay the cost to use the optional ability?"
    assert mine["pay"] == {"energy": 1, "power": 0, "exhaust": False}
    assert "pay" not in game.view(1)["decision"]


def test_pay_any_amount_offers_every_amount_it_can_pay() -> None:
    game = _game(("play {owl}", "yes", "pay", "pass", "pass", "play {bullet}",
                  "target {field}", "pass", "pass"))
    assert game.view(0)["decision"]["ask"] == "pay_x"
    # one rune exhausted for the Owl: all three can still be recycled for Power
    assert [a for a in game.legal_actions()] == [Action("amount", (k,)) for k in (3, 2, 1, 0)]
