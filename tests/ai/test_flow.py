"""Computer players and Flow (RUP4 829): a spell in the trash with Flow is a play like any
other for every level (its Flow cost paid), Easy plays from the hand first, a Flow spell left
in the trash is worth something to the evaluation, and Kennen's grant picks a spell its player
can pay for this turn."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from app.ai import make_agent
from app.ai.evaluate import evaluate
from app.ai.playout import apply_settled, default_answer
from app.engine import Action
from app.engine.face.position import build_position
from app.scenarios import make_resolver

CARDS = Path(__file__).parents[1] / "cards" / "scenarios"


def _game(pos: dict):  # type: ignore[no-untyped-def]
    return build_position(pos, make_resolver({}))


def _position(scenario: str) -> dict:
    return tomllib.loads((CARDS / scenario).read_text(encoding="utf-8"))["position"]


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_can_play_a_flow_spell_from_the_trash(level) -> None:
    game, labels = _game(_position("onslaught-flow.toml"))
    play = Action("play", (labels["card"],))
    assert play in game.legal_actions()
    choice = make_agent(level, seed=2).choose(game, 0)
    assert game.is_legal(choice.action)
    apply_settled(game, play)  # through its questions: paid, on the chain
    assert game.state.players[0].pool.energy == 0


def test_easy_plays_from_the_hand_before_the_trash() -> None:
    pos = _position("onslaught-flow.toml")
    pos["A"]["hand"] = [{"card": "Dredge Up", "label": "inhand"}]  # cheaper than Onslaught
    pos["A"]["pool"] = {"energy": 8}
    game, labels = _game(pos)
    plays = [a for a in game.legal_actions() if a.verb == "play"]
    assert Action("play", (labels["card"],)) in plays
    picks = [make_agent("easy", seed=k).choose(game, 0).action for k in range(40)]
    hand = picks.count(Action("play", (labels["inhand"],)))
    trash = picks.count(Action("play", (labels["card"],)))
    assert hand > 2 * trash


def test_a_flow_spell_in_the_trash_is_worth_something() -> None:
    with_flow, _ = _game(_position("onslaught-flow.toml"))
    pos = _position("onslaught-flow.toml")
    pos["A"]["trash"] = [{"card": "Stalwart Poro", "label": "card"}]
    without, _ = _game(pos)
    assert evaluate(with_flow.state, 0) > evaluate(without.state, 0)


def test_kennen_gives_flow_to_a_spell_it_can_pay_for() -> None:
    pos = _position("kennen-storm-of-shuriken-conquer.toml")
    # Hextech Ray (1 Energy, Fury) is payable; an Onslaught (4 Energy) is not
    pos["A"]["trash"].append({"card": "Onslaught", "label": "big"})
    game, labels = _game(pos)
    for text in ("move", "pass", "pass"):
        action = Action("move", (labels["kennen"], "bf0")) if text == "move" else Action(text)
        game.apply_or_raise(action)
    assert game.decision.kind == "play" and game.decision.data["ask"] == "target"
    pick = default_answer(game, game.legal_actions())
    assert pick == Action("target", (labels["ray"],))
