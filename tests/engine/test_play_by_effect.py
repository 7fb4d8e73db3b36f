"""play-by-effect: who sees what (a looked-at card only to who looked, a banished card to
everybody, RUP4 108.6.e, 128), and a card played by an effect can't be taken back."""

from __future__ import annotations

from app.engine.core.actions import parse_action
from app.scenarios import expand
from tests.engine.card_scenario import scenario_game as _game


def test_looked_at_cards_only_to_the_looking_player_banished_card_to_all() -> None:
    game, labels, events = _game("reinforce.toml", ("play {reinforce}", "pass", "pass"))
    mine = game.view(0)["decision"]
    assert mine["ask"] == "look_play"
    assert [c["id"] for c in mine["looking_at"]] == [
        labels[k] for k in ("gust", "mech", "poro", "ph", "p2")]
    theirs = game.view(1)["decision"]
    assert "looking_at" not in theirs and "actions" not in theirs
    assert "Mega-Mech" not in str(game.view(1))
    assert all(e.private_to == 0 for e in events if e.kind == "look")
    # banished: face up in the Banishment, public (RUP4 108.6.e), until it is played
    events = game.apply_or_raise(parse_action(expand(game, labels, "choose {mech}")))
    banished = [e for e in events if e.kind == "banish"]
    assert banished and banished[0].private_to is None
    assert banished[0].data["card"] == "OGN-088"
    # paying is asked; taking the play back is not offered (RUP4 419.3)
    assert "cancel" not in [a.verb for a in game.legal_actions()]


def test_banishment_is_public_in_every_view() -> None:
    game, labels, _ = _game("time-warp.toml", ("play {warp}", "pass", "pass"))
    for viewer in (0, 1):
        names = [c["name"] for c in game.view(viewer)["players"][0]["banishment"]]
        assert names == ["Time Warp"]
