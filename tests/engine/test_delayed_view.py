"""Delayed abilities in each player's view (RUP4 390): their source card, controller, when
they trigger (a code and its parameters) and the object they remember, public as the spell or
ability that created them was; a remembered card now in a hidden zone is not named to the
players who may not see it (RUP4 128). Reading the view changes nothing."""

from __future__ import annotations

import json

from app.engine.core.actions import parse_action
from app.engine.face.position import build_position
from app.scenarios import expand, make_resolver


def _play(game, labels: dict[str, int], *texts: str) -> None:  # type: ignore[no-untyped-def]
    for text in texts:
        game.apply_or_raise(parse_action(expand(game, labels, text)))


def _sanction():  # type: ignore[no-untyped-def]
    """Sanction empowers A's unit; at the end of the turn its delayed ability disempowers it."""
    game, labels = build_position({
        "turn_player": "A",
        "A": {"hand": [{"card": "Sanction", "label": "s"}, {"card": "Retreat", "label": "r"}],
              "base": [{"card": "Brutal Hunter", "label": "paws"}],
              "deck": ["Stalwart Poro"] * 3,
              "pool": {"energy": 6, "power": {"Calm": 1, "Order": 1}}},
        "B": {"deck": ["Stalwart Poro"] * 3},
    }, make_resolver({}))
    _play(game, labels, "play {s}", "pass", "pass")
    return game, labels


def test_an_end_of_turn_ability_and_the_unit_it_remembers_are_public() -> None:
    game, labels = _sanction()
    before = game.hash()
    for viewer in (0, 1):
        view = game.view(viewer)
        json.dumps(view)  # JSON-ready like the rest of the view
        assert view["delayed"] == [{
            "source": {"code": "VEN-035", "name": "Sanction", "id": labels["s"]},
            "ability": 1, "controller": 0, "when": "end_of_turn",
            "remembers": {"id": labels["paws"], "code": "VEN-070", "name": "Brutal Hunter",
                          "owner": 0, "zone": "base"}}]
    assert game.hash() == before  # the view only reads
    _play(game, labels, "end", "pass", "pass")  # it triggered and resolved: gone from the view
    assert game.view(0)["delayed"] == [] and game.view(1)["delayed"] == []


def test_a_remembered_card_gone_to_a_hand_is_named_only_to_its_owner() -> None:
    game, labels = _sanction()
    _play(game, labels, "play {r}", "pass", "pass")  # Retreat: the unit back to A's hand
    mine = game.view(0)["delayed"][0]["remembers"]
    theirs = game.view(1)["delayed"][0]["remembers"]
    # a new object in the hand (RUP4 124): the ability no longer finds it
    assert mine == {"id": labels["paws"], "code": "VEN-070", "name": "Brutal Hunter",
                    "owner": 0, "zone": "hand", "gone": True}
    assert theirs == {"hidden": True, "zone": "hand", "gone": True}
    # the ability itself stays public: Sanction was played face up
    assert game.view(1)["delayed"][0]["source"]["code"] == "VEN-035"


def test_ashes_banished_card_waits_for_that_player_to_hold() -> None:
    game, labels = build_position({
        "turn_player": "A",
        "A": {"deck": ["Stalwart Poro"] * 3, "hand": [{"card": "Ashe, Focused", "label": "ashe"},
                                                          {"card": "Retreat", "label": "r"}],
              "pool": {"energy": 6, "power": {"Order": 1}}},
        "B": {"deck": ["Stalwart Poro"] * 3,
              "hand": [{"card": "Gust", "label": "gust"},
                       {"card": "Stalwart Poro", "label": "poro"}]},
        "battlefields": [{"card": "Open Field", "controller": "B",
                          "units": [{"card": "Stalwart Poro", "owner": "B"}]},
                         {"card": "Open Field"}],
    }, make_resolver({}))
    _play(game, labels, "play {ashe}", "pass", "pass", "choose {gust}")
    for viewer in (0, 1):
        (entry,) = game.view(viewer)["delayed"]
        assert entry["source"] == {"code": "UNL-169", "name": "Ashe, Focused",
                                   "id": labels["ashe"]}
        # "when they hold, return it": the chosen player, the card in Banishment (public)
        assert entry["when"] == "they_hold" and entry["player"] == 1
        assert entry["controller"] == 0
        assert entry["remembers"]["id"] == labels["gust"]
        assert entry["remembers"]["zone"] == "banish" and "gone" not in entry["remembers"]
    # Ashe goes back to her owner's hand: the ability stays (RUP4 392), her id is A's to see
    _play(game, labels, "play {r}", "pass", "pass")
    assert game.view(1)["delayed"][0]["source"] == {"code": "UNL-169", "name": "Ashe, Focused"}
    assert game.view(0)["delayed"][0]["source"]["id"] == labels["ashe"]


def test_rally_the_troops_waits_for_friendly_units() -> None:
    game, labels = build_position({
        "turn_player": "A",
        "A": {"hand": [{"card": "Rally the Troops", "label": "rally"}],
              "pool": {"energy": 6}, "deck": ["Mobilize", "Mobilize"]},
        "B": {},
    }, make_resolver({}))
    _play(game, labels, "play {rally}", "pass", "pass")
    (entry,) = game.view(1)["delayed"]
    assert entry["when"] == "friendly_unit_played" and entry["remembers"] is None
    assert entry["controller"] == 0 and entry["source"]["code"] == "SFD-166"
