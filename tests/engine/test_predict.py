"""Predict N (RUP4 436.1.a): the deck order it leaves, and who may see the cards looked at."""

from __future__ import annotations

from pathlib import Path

from app.cards.catalog import load_catalog
from app.engine.core.actions import parse_action
from app.engine.face.position import build_position
from app.scenarios import defined_cards, expand, load, make_resolver

SCENARIO = Path(__file__).parents[1] / "scenarios" / "436.1.a-predict-n.toml"


def _predicting_game():
    data = load(SCENARIO)
    defined = defined_cards(data)
    game, labels = build_position(data["position"], make_resolver(defined),
                                  tokens={"Recruit": load_catalog().token("Recruit")})
    for text in ("play {foresight}", "pass", "pass"):
        game.apply_or_raise(parse_action(expand(game, labels, text)))
    return game, labels


def test_only_the_predicting_player_sees_the_cards() -> None:
    game, labels = _predicting_game()
    mine = game.view(0)["decision"]
    assert [c["id"] for c in mine["looking_at"]] == [labels["one"], labels["two"],
                                                     labels["three"]]
    assert mine["ask"] == "predict_recycle"
    theirs = game.view(1)["decision"]
    assert theirs["player"] == 0 and "looking_at" not in theirs and "actions" not in theirs
    assert "Test Three" not in str(game.view(1))


def test_recycled_to_the_bottom_and_the_rest_on_top_in_the_chosen_order() -> None:
    game, labels = _predicting_game()
    for text in ("choose {two}", "done", "choose {three}"):
        game.apply_or_raise(parse_action(expand(game, labels, text)))
    deck = game.state.players[0].deck  # the top is the end of the list
    assert deck == [labels["two"], labels["four"], labels["one"], labels["three"]]
    assert game.state.decision is not None and game.state.decision.kind == "priority"


def test_recycling_all_asks_no_order() -> None:
    game, labels = _predicting_game()
    for text in ("choose {three}", "choose {one}", "choose {two}"):
        game.apply_or_raise(parse_action(expand(game, labels, text)))
    deck = game.state.players[0].deck
    assert deck[-1] == labels["four"]  # the one card not looked at is now on top
    assert sorted(deck[:3]) == sorted([labels["one"], labels["two"], labels["three"]])
    assert game.state.decision is not None and game.state.decision.kind == "priority"


def test_computer_players_answer_the_predict_questions() -> None:
    from app.ai.agents import LEVELS, make_agent

    for level in ("random", *LEVELS):
        game, _labels = _predicting_game()
        agent = make_agent(level, seed=3)
        for _ in range(10):
            d = game.state.decision
            if d is None or d.kind != "choose":
                break
            game.apply_or_raise(agent.choose(game, d.player).action)
        assert game.state.decision is not None and game.state.decision.kind == "priority", level
        assert len(game.state.players[0].deck) == 4, level
