"""Reveal-hand: revealed cards are seen by every player while the ability resolves, then are
hidden again; revealed cards recycled go under the deck (RUP4 424.1, 424.1.a.3, 416.5)."""

from __future__ import annotations

from app.engine.core.actions import parse_action
from app.scenarios import expand
from tests.engine.card_scenario import scenario_game as _game


def test_revealed_hand_is_public_while_resolving_then_hidden() -> None:
    game, labels, events = _game("sabotage.toml", ("play {sab}", "pass", "pass"))
    hand = {labels["poro"], labels["comet"], labels["mob"]}
    for viewer in (0, 1):  # both players see the whole revealed hand, the unit too
        assert {c["id"] for c in game.view(viewer)["revealed"]} == hand
    assert game.view(0)["players"][1]["hand"] is None  # the hand itself stays private
    reveals = [e for e in events if e.kind == "reveal"]
    assert {e.data["obj"] for e in reveals} == hand and all(e.private_to is None for e in reveals)
    # only the chooser sees the choice and its buttons
    assert "actions" in game.view(0)["decision"] and "actions" not in game.view(1)["decision"]
    game.apply_or_raise(parse_action(expand(game, labels, "choose {mob}")))
    for viewer in (0, 1):
        assert game.view(viewer)["revealed"] == []
    assert "Stalwart Poro" not in str(game.view(0)["players"][1]["hand"])


def test_teemo_recycles_the_revealed_cards_under_the_deck() -> None:
    game, labels, _ = _game("teemo-strategist.toml", ("move {foe} bf0", "pass", "pass"))
    deck = game.state.players[0].deck  # the top is the end of the list
    assert game.state.objs[deck[-1]].card.name == "Falling Comet"
    assert game.view(1)["revealed"] == []


def test_the_log_shows_revealed_cards_to_everyone_and_kept_hand_cards_to_their_owner() -> None:
    from app.ui.texts import event_text

    _, _, events = _game("sabotage.toml", ("play {sab}", "pass", "pass"))
    reveals = [e for e in events if e.kind == "reveal"]
    names = {"OGN-085": "Falling Comet"}
    line = event_text(reveals[1].for_player(1 - reveals[1].data["player"]),
                      lambda ref: names.get(ref[1], "?") if isinstance(ref, tuple) else "?",
                      lambda i: "AB"[i])
    assert line is not None and "reveals" in line
    game, labels, events = _game("divine-judgment.toml",
                                 ("play {dj}", "pass", "pass", "choose {a3}", "choose {a1}",
                                  "choose {r1}", "choose {r3}", "choose {h1}"))
    kept = [e for e in events if e.kind == "keep" and e.data["obj"] == labels["h1"]]
    assert kept and kept[0].private_to == 0
    assert "card" not in kept[0].for_player(1).data
