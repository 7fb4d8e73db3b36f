"""Looking at the top of your deck (look_draw, Void Hatchling's look before a reveal) is
private (RUP4 427.5, 128.4): only the looking player's view names the cards; once a card is
revealed (424.1) every player sees it."""

from __future__ import annotations

from pathlib import Path

from app.engine.core.actions import parse_action
from app.engine.face.position import build_position
from app.scenarios import expand, load, make_resolver

CARDS = Path(__file__).parents[1] / "cards" / "scenarios"


def _game(name: str, actions: tuple[str, ...]):  # type: ignore[no-untyped-def]
    data = load(CARDS / name)
    game, labels = build_position(data["position"], make_resolver({}))
    for text in actions:
        game.apply_or_raise(parse_action(expand(game, labels, text)))
    return game, labels


def test_only_the_looking_player_sees_the_cards_of_look_draw() -> None:
    game, labels = _game("fate-weaver.toml", ("play {fw}", "pass", "pass"))
    mine = game.view(0)["decision"]
    assert mine["ask"] == "look_draw"
    assert {c["id"] for c in mine["looking_at"]} == {labels[k] for k in
                                                     ("cheap", "four", "unit", "eight")}
    theirs = game.view(1)["decision"]
    assert "looking_at" not in theirs and "actions" not in theirs
    assert "Sky Splitter" not in str(game.view(1)) and "Stand United" not in str(game.view(1))


def test_the_card_revealed_and_drawn_is_seen_by_everyone_the_others_not() -> None:
    game, labels = _game("fate-weaver.toml", ("play {fw}", "pass", "pass"))
    events = game.apply_or_raise(parse_action(expand(game, labels, "choose {eight}")))
    shown = [e for e in events if e.kind == "reveal"]
    assert [e.data["card"] for e in shown] and shown[0].private_to is None
    assert all(e.private_to == 0 for e in events if e.kind in ("look", "draw"))


def test_only_the_hatchlings_controller_sees_the_top_card_before_the_reveal() -> None:
    game, labels = _game("void-hatchling.toml", ("move {smith} bf0", "pass", "pass"))
    mine = game.view(0)["decision"]
    assert mine["ask"] == "reveal_first"
    assert [c["id"] for c in mine["looking_at"]] == [labels["top"]]
    assert "Mobilize" not in str(game.view(1))


def test_the_cards_banished_with_a_permanent_are_in_every_view() -> None:
    game, labels = _game("cursed-sarcophagus.toml", ("play {sarc}", "pass", "pass"))
    for viewer in (0, 1):
        sarc = next(o for o in game.view(viewer)["players"][0]["base"]
                    if o["id"] == labels["sarc"])
        assert sorted(sarc["banished_with"]) == sorted([labels["poro"], labels["sgt"]])


def test_scuttle_crab_lets_its_controller_see_the_facedown_cards_this_turn_only() -> None:
    game, labels = _game("scuttle-crab.toml", ("play {crab}", "pass", "pass"))
    hidden = labels["hidden"]

    def seen_by(viewer: int) -> bool:
        fd = game.view(viewer)["battlefields"][0]["facedown"]
        return fd["id"] == hidden and fd.get("name") == "Consult the Past"

    assert not seen_by(0) and seen_by(1)
    for text in ("play {kill}", "target {crab}", "pass", "pass", "pass", "pass"):
        game.apply_or_raise(parse_action(expand(game, labels, text)))
    assert seen_by(0)
    game.apply_or_raise(parse_action("end"))
    assert not seen_by(0)


def test_scuttle_crab_reveals_the_chosen_players_hand_to_everyone() -> None:
    game, labels = _game("scuttle-crab.toml", ("play {crab}", "pass", "pass"))
    shown = []
    for text in ("play {kill}", "target {crab}", "pass", "pass", "pass", "pass"):
        shown += [e for e in game.apply_or_raise(parse_action(expand(game, labels, text)))
                  if e.kind == "reveal"]
    assert [e.data["obj"] for e in shown] == [labels["mech"]]
    assert all(e.private_to is None for e in shown)


def test_a_unit_smite_would_banish_shows_it_to_everyone() -> None:
    game, labels = _game("smite-later-this-turn.toml", ("play {smite}", "pass", "pass"))
    for viewer in (0, 1):
        unit = game.view(viewer)["battlefields"][0]["units"][0]
        assert unit["id"] == labels["sgt"] and unit["banish_if_dies"] is True
    game.apply_or_raise(parse_action("end"))  # "this turn" only
    assert "banish_if_dies" not in game.view(0)["battlefields"][0]["units"][0]
