"""Repeat (RUP4 820) as the engine's face shows it: the question with its cost in the
deciding player's view only, the events of paying and of the second execution, and a game
with a repeated spell replayed from its log (undo) to the same state."""

from __future__ import annotations

from app.engine.face.game import Game
from tests.engine.card_scenario import scenario_game


def test_the_repeat_question_and_its_cost_are_the_players_own() -> None:
    game, labels, _ = scenario_game("square-up.toml", ("play {card}",))
    mine, theirs = game.view(0)["decision"], game.view(1)["decision"]
    assert mine["question"] == "pay the Repeat cost?"
    assert mine["repeat"] == {"energy": 0, "power": 0, "discard": 1}
    assert sorted(mine["actions"]) == ["cancel", "no", "yes"]
    assert "repeat" not in theirs and "actions" not in theirs


def test_events_and_replay() -> None:
    game, labels, events = scenario_game("blood-rush-same-unit.toml", (
        "play {card}", "yes", "target {ally}", "target {ally}", "pass", "pass"))
    kinds = [e.kind for e in events]
    assert kinds.count("repeat_paid") == 1
    again = [e for e in events if e.kind == "repeat"]
    assert len(again) == 1 and again[0].data["n"] == 1  # played once, executed twice (820.3.a)
    assert kinds.count("play") == 1
    # the same actions from the start give the same state (the log replays exactly)
    replayed: Game = game.at(len(game.log))
    assert replayed.hash() == game.hash()
    # undo to just after "yes": the question of the first target again
    back = game.at(2)
    assert back.decision is not None and back.decision.data["ask"] == "target"
    assert back.clone().hash() == back.hash()
