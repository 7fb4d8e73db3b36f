"""The computer players with battlefields that join or are replaced mid-game (RUP4 438, 439):
every level plays on when the Baron Pit joins and answers Green Father's question; the
look-ahead plays Baron Nashor to take the Pit, uses Green Father where a Brush helps its
Poros, and moves a unit from a battlefield to the Pit (187.9)."""

from __future__ import annotations

import pytest

from app.ai.agents import LEVELS, describe, make_agent
from app.ai.playout import candidates
from app.cards.catalog import load_catalog
from app.engine import Action
from app.engine.core.actions import parse_action
from app.engine.face.position import build_position
from app.scenarios import defined_cards, expand, load, make_resolver
from tests.engine.card_scenario import SCENARIOS


def _game(name: str, actions: tuple[str, ...] = (), points: int = 0):  # type: ignore[no-untyped-def]
    data = load(SCENARIOS / name)
    data["position"]["A"]["points"] = points
    tokens = {t.name: t for t in load_catalog().game_tokens()}
    game, labels = build_position(data["position"], make_resolver(defined_cards(data)),
                                  tokens=tokens)
    for text in actions:
        game.apply_or_raise(parse_action(expand(game, labels, text)))
    return game, labels


def _agent(level: str):  # type: ignore[no-untyped-def]
    agent = make_agent(level, seed=2)
    if level == "hard":
        agent.rounds = 20  # type: ignore[attr-defined]
    return agent


@pytest.mark.parametrize("level", LEVELS)
def test_each_level_plays_on_as_the_baron_pit_joins(level: str) -> None:
    game, labels = _game("baron-nashor.toml")
    agent = _agent(level)
    for _ in range(6):  # the Pit joins: the agents explain and choose with three battlefields
        if game.is_over or game.decision is None or game.decision.player != 0:
            break
        choice = agent.choose(game, 0)
        assert game.is_legal(choice.action)
        game.apply_or_raise(choice.action)


def test_normal_plays_baron_nashor_to_take_the_pit() -> None:
    game, labels = _game("baron-nashor.toml")
    choice = make_agent("normal", seed=1).choose(game, 0)
    assert choice.action == Action("play", (labels["baron"],))


@pytest.mark.parametrize("level", LEVELS)
def test_each_level_answers_green_father(level: str) -> None:
    game, _ = _game("ivern-green-father.toml", ("move {poro} bf0", "pass", "pass"))
    assert game.decision is not None and game.decision.kind == "play"
    assert _agent(level).choose(game, 0).action in (Action("yes"), Action("no"))


def test_normal_brushes_a_battlefield_where_its_poro_stands() -> None:
    game, _ = _game("ivern-green-father.toml", ("move {poro} bf0", "pass", "pass"))
    assert make_agent("normal", seed=1).choose(game, 0).action == Action("yes")


def test_a_move_from_a_battlefield_to_the_pit_is_a_candidate() -> None:
    game, labels = _game("baron-pit.toml")
    moves = {str(a) for a in candidates(game.legal_actions(), game) if a.verb == "move"}
    assert f"move {labels['poro']} bf2" in moves
    assert f"move {labels['poro']} bf1" not in moves


def test_a_choice_that_takes_the_new_pit_is_explained() -> None:
    # at 7 points the Pit's conquest draws instead of winning (RUP4 471.1.b.1): no point, a
    # battlefield taken that wasn't there before
    before, labels = _game("baron-nashor.toml", points=7)
    after, _ = _game("baron-nashor.toml", ("play {baron}", "pass", "pass"), points=7)
    choice = describe(before, 0, Action("play", (labels["baron"],)), after)
    assert choice.reason_code == "takes" and choice.params["bf"] == 3
