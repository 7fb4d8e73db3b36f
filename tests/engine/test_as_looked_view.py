"""as-looked: the opponent's view doesn't tell that a card looked at has an as-looked
ability (Nocturne, Horrifying): the question they see names no ability (RUP4 128.4,
370.1.b.1); the looking player is asked the real question."""

from __future__ import annotations

from tests.engine.card_scenario import scenario_game


def test_the_opponent_sees_a_look_not_the_as_looked_question() -> None:
    game, _, _ = scenario_game("nocturne-horrifying-declines.toml",
                               ("play {sgt}", "pass", "pass"))
    mine = game.view(0)["decision"]
    assert mine["ask"] == "as_looked"
    assert mine["question"] == "use the ability of a card you look at or reveal?"
    theirs = game.view(1)["decision"]
    assert theirs["player"] == 0 and theirs["kind"] == "choose"
    assert theirs["question"] == "look at the cards"
    assert "ask" not in theirs and "looking_at" not in theirs
