"""Look at the top N, take one, recycle the rest: who sees the cards, and the deck it leaves."""

from __future__ import annotations

from pathlib import Path

from app.cards.catalog import load_catalog
from app.engine.core.actions import parse_action
from app.engine.face.position import build_position
from app.scenarios import defined_cards, expand, load, make_resolver

SCENARIO = Path(__file__).parents[1] / "cards" / "scenarios" / "stacked-deck.toml"


def _looking_game():
    data = load(SCENARIO)
    game, labels = build_position(data["position"], make_resolver(defined_cards(data)),
                                  tokens={"Recruit": load_catalog().token("Recruit")})
    events = []
    for text in ("play {deck}", "pay", "pass", "pass"):
        events += game.apply_or_raise(parse_action(expand(game, labels, text)))
    return game, labels, events


def test_only_the_looking_player_sees_the_cards() -> None:
    game, labels, events = _looking_game()
    mine = game.view(0)["decision"]
    assert mine["ask"] == "look_take"
    assert [c["id"] for c in mine["looking_at"]] == [labels["c1"], labels["c2"], labels["c3"]]
    theirs = game.view(1)["decision"]
    assert "looking_at" not in theirs and "actions" not in theirs
    assert "Mega-Mech" not in str(game.view(1))
    # the events of looking and taking are private too
    looked = [e for e in events if e.kind == "look"]
    assert len(looked) == 3 and all(e.private_to == 0 for e in looked)


def test_the_rest_goes_under_the_deck() -> None:
    game, labels, _ = _looking_game()
    taken = game.apply_or_raise(parse_action(expand(game, labels, "choose {c2}")))
    assert all(e.private_to == 0 for e in taken if e.kind == "take")
    deck = game.state.players[0].deck  # the top is the end of the list
    assert deck[-1] == labels["c4"]
    assert set(deck[:2]) == {labels["c1"], labels["c3"]}
    assert labels["c2"] in game.state.players[0].hand
