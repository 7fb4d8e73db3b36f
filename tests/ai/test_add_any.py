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


RULES = Path(__file__).parents[1] / "scenarios"


def _rules_game(scenario: str):  # type: ignore[no-untyped-def]
    from app.scenarios import card_from_table

    data = tomllib.loads((RULES / scenario).read_text(encoding="utf-8"))
    defined = {n: card_from_table(n, t) for n, t in data.get("cards", {}).items()}
    return build_position(data["position"], make_resolver(defined))


def test_a_cost_within_instructions_paid_with_an_add() -> None:
    """ "Pay [1] to ..." with only Power in the pool (RUP4 429.3): Hextech Anomaly first, the
    Energy the cost lacks, then pay."""
    game, labels = _rules_game("429.3-add-abilities-pay-a-cost-within-instructions.toml")
    for a in (Action("play", (labels["bolt"],)), Action("pass"), Action("pass")):
        game.apply_or_raise(a)
    assert default_answer(game, game.legal_actions()) == Action("act", (labels["hex"], 0))
    game.apply_or_raise(Action("act", (labels["hex"], 0)))
    assert default_answer(game, game.legal_actions()) == Action("amount", (1,))
    game.apply_or_raise(Action("amount", (1,)))
    assert default_answer(game, game.legal_actions()) == Action("pay")


def test_a_save_paid_with_an_add() -> None:
    """A paid save whose [Fury] only Ancient Henge can make: the Power it lacks, then pay."""
    game, labels = _rules_game("429.3-add-abilities-pay-a-save.toml")
    for a in (Action("act", (labels["arm"], 0)), Action("target", (labels["d1"],)),
              Action("pass"), Action("pass"), Action("play", (labels["kill"],)),
              Action("pass"), Action("pass")):
        game.apply_or_raise(a)
    assert default_answer(game, game.legal_actions()) == Action("act", (labels["henge"], 0))
    game.apply_or_raise(Action("act", (labels["henge"], 0)))
    assert default_answer(game, game.legal_actions()) == Action("amount", (1,))


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_every_level_answers_a_payment_with_adds(level) -> None:  # type: ignore[no-untyped-def]
    game, labels = _rules_game("429.3-add-abilities-pay-a-cost-within-instructions.toml")
    for a in (Action("play", (labels["bolt"],)), Action("pass"), Action("pass")):
        game.apply_or_raise(a)
    for _ in range(3):  # the Add, its amount, the payment
        d = game.state.decision
        if d is None or d.kind == "priority":
            break
        choice = make_agent(level, seed=3).choose(game, d.player)
        assert game.is_legal(choice.action)
        game.apply_or_raise(choice.action)
