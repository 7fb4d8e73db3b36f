"""Computer players and "costs [1] or [A] less" (Irelia, Graceful; RUP4 356.4.d): they take
the Power off when what is left can be paid, the Energy when only that can be, and every level
answers the question with a legal action."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from app.ai import make_agent
from app.ai.playout import default_answer
from app.engine import Action
from app.engine.face.position import build_position
from app.scenarios import make_resolver

CARDS = Path(__file__).parents[1] / "cards" / "scenarios"


def _asked(scenario: str):  # type: ignore[no-untyped-def]
    pos = tomllib.loads((CARDS / scenario).read_text(encoding="utf-8"))["position"]
    game, labels = build_position(pos, make_resolver({}))
    game.apply_or_raise(Action("play", (labels["prison"],)))
    if game.decision.data.get("ask") == "target":
        game.apply_or_raise(Action("target", (labels["irelia"],)))
    assert game.decision.data.get("ask") == "either_less"
    return game


def test_the_power_when_the_rest_can_be_paid() -> None:
    game = _asked("irelia-graceful.toml")  # [2] in the pool: only the Power off leaves it payable
    assert default_answer(game, game.legal_actions()) == Action("choose", ("power",))


def test_the_energy_when_only_that_leaves_a_payable_cost() -> None:
    game = _asked("irelia-graceful-energy.toml")  # [1][C] in the pool, no runes
    assert default_answer(game, game.legal_actions()) == Action("choose", ("energy",))


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_answers(level) -> None:  # type: ignore[no-untyped-def]
    game = _asked("irelia-graceful.toml")
    choice = make_agent(level, seed=3).choose(game, 0)
    assert game.is_legal(choice.action)


def test_an_optional_cost_part_too() -> None:
    """Ezreal, Prodigy's discount of Accelerate (RUP4 356.4.c): [3] in the pool pays [2][1]
    with the Power off."""
    pos = tomllib.loads((CARDS / "ezreal-prodigy-accelerate.toml").read_text(
        encoding="utf-8"))["position"]
    game, labels = build_position(pos, make_resolver({}))
    game.apply_or_raise(Action("play", (labels["rearguard"],)))
    game.apply_or_raise(Action("yes"))
    assert game.decision.data.get("ask") == "either_part"
    assert default_answer(game, game.legal_actions()) == Action("choose", ("power",))
