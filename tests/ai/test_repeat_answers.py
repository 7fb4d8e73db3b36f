"""Every computer level answers the Repeat question (RUP4 820.1.c) with one of its answers,
and the look-ahead pays for a Repeat that draws a card when nothing else needs the Energy."""

from __future__ import annotations

import pytest

from app.ai.agents import LEVELS, make_agent
from app.engine import Action
from tests.engine.card_scenario import scenario_game


@pytest.mark.parametrize("level", LEVELS)
def test_each_level_answers_the_repeat_question(level: str) -> None:
    game, labels, _ = scenario_game("blood-rush-same-unit.toml", ("play {card}",))
    assert game.decision is not None and game.decision.data["ask"] == "repeat"
    agent = make_agent(level, seed=3)
    if level == "hard":
        agent.rounds = 20  # type: ignore[attr-defined]
    choice = agent.choose(game, 0)
    assert choice.action in (Action("yes"), Action("no"))


def test_normal_pays_to_draw_again() -> None:
    game, labels, _ = scenario_game("downstage-dramatics.toml", (
        "move {scout} bf0", "play {card}"))
    assert game.decision is not None and game.decision.data["ask"] == "repeat"
    assert make_agent("normal", seed=1).choose(game, 0).action == Action("yes")
