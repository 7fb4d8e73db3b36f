"""Computer players and "pay any amount of ... to [Add] that much" (Hextech Anomaly, Ancient
Henge; RUP4 204.3.b, 429.3): while paying, they pay what the cost still lacks; at priority,
what the pool already holds; and every level answers the question with a legal action."""

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


def _game(scenario: str):  # type: ignore[no-untyped-def]
    pos = tomllib.loads((CARDS / scenario).read_text(encoding="utf-8"))["position"]
    return build_position(pos, make_resolver({}))


def test_while_paying_what_the_cost_lacks() -> None:
    game, labels = _game("hextech-anomaly-while-paying.toml")  # [C] in the pool, 2 runes
    game.apply_or_raise(Action("play", (labels["poro"],)))
    game.apply_or_raise(Action("act", (labels["hex"], 0)))
    assert default_answer(game, game.legal_actions()) == Action("amount", (2,))


def test_while_paying_the_power_it_lacks() -> None:
    game, labels = _game("ancient-henge-while-paying.toml")
    game.apply_or_raise(Action("play", (labels["herder"],)))
    game.apply_or_raise(Action("act", (labels["henge"], 0)))
    assert default_answer(game, game.legal_actions()) == Action("amount", (1,))


def test_at_priority_what_the_pool_holds() -> None:
    game, labels = _game("ancient-henge.toml")  # [1][C] in the pool, 2 runes
    game.apply_or_raise(Action("act", (labels["henge"], 0)))
    assert default_answer(game, game.legal_actions()) == Action("amount", (1,))


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_every_level_answers(level) -> None:  # type: ignore[no-untyped-def]
    game, labels = _game("hextech-anomaly.toml")
    game.apply_or_raise(Action("act", (labels["hex"], 0)))
    choice = make_agent(level, seed=3).choose(game, 0)
    assert game.is_legal(choice.action)
