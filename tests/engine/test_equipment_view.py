"""Attachments are public (RUP4 434.1.b): both players' views show which gear is attached to
which unit, the unit's Might with the Might Bonus, and Weaponmaster's question shows its cost
to the player who answers it."""

from __future__ import annotations

from app.engine import Action
from app.engine.face.position import build_position
from app.scenarios import make_resolver


def _game():  # type: ignore[no-untyped-def]
    return build_position({
        "turn_player": "A",
        "A": {"runes": ["Body Rune", "Body Rune", "Body Rune"], "hand": ["Veteran Poro"],
              "base": [{"card": "Shipyard Skulker", "label": "skulker"},
                       {"card": "Boneshiver", "label": "bone", "attached_to": "skulker"}]},
        "B": {},
    }, make_resolver({}))


def test_both_views_show_the_attachment() -> None:
    game, labels = _game()
    for viewer in (0, 1):
        base = {c["id"]: c for c in game.view(viewer)["players"][0]["base"]}
        unit, gear = base[labels["skulker"]], base[labels["bone"]]
        assert unit["attachments"] == [labels["bone"]] and unit["equipped"] is True
        assert unit["might"] == 5
        assert gear["attached_to"] == labels["skulker"]


def test_weaponmaster_cost_in_the_view() -> None:
    game, labels = _game()
    poro = game.state.players[0].hand[0]
    for a in ("play", "pay", "yes", "pass", "pass"):
        game.apply_or_raise(Action(a, (poro,)) if a == "play" else Action(a))
    d = game.view(0)["decision"]
    # Boneshiver's Equip [1][Body] less [A]: 1 Energy
    assert d["ask"] == "equip_pay" and d["pay"] == {"energy": 1, "power": 0, "xp": 0}
    assert d["equipping"]["id"] == labels["bone"]
    assert "pay" not in (game.view(1)["decision"] or {})  # the other player sees the question


def test_attach_or_detach_question_in_the_view() -> None:
    """Angle Shot's choice on resolution (RUP4 355.17): its controller's view names the
    Equipment and the unit, and whether the question is to detach it."""
    game, labels = build_position({
        "turn_player": "A",
        "A": {"runes": ["Fury Rune", "Fury Rune"],
              "hand": [{"card": "Angle Shot", "label": "shot"}],
              "deck": ["Stalwart Poro"],
              "base": [{"card": "Shipyard Skulker", "label": "skulker"},
                       {"card": "Long Sword", "label": "sword", "attached_to": "skulker"}]},
        "B": {},
    }, make_resolver({}))
    for a in (Action("play", (labels["shot"],)), Action("pay"), Action("pass"), Action("pass")):
        game.apply_or_raise(a)
    d = game.view(0)["decision"]
    assert d["ask"] == "equip_may" and d["equip_may"]["detach"] is True
    assert d["equip_may"]["gear"]["id"] == labels["sword"]
    assert d["equip_may"]["unit"]["id"] == labels["skulker"]
    assert "equip_may" not in (game.view(1)["decision"] or {})


def test_copy_question_and_copy_in_the_view() -> None:
    """Shady Spectacles (RUP4 477.1.b): its controller's view names the gear and the unit that
    becomes a copy; once it is one, both views show its own card beside the copied one."""
    game, labels = build_position({
        "turn_player": "A",
        "A": {"runes": ["Order Rune", "Order Rune"],
              "base": [{"card": "Shipyard Skulker", "label": "skulker"},
                       {"card": "Blazing Scorcher", "label": "scorcher"},
                       {"card": "Shipyard Skulker", "label": "other"},
                       {"card": "Shady Spectacles", "label": "gear"}]},
        "B": {},
    }, make_resolver({}))
    for a in (Action("act", (labels["gear"], 0)), Action("target", (labels["skulker"],)),
              Action("pay"), Action("pass"), Action("pass")):
        game.apply_or_raise(a)
    d = game.view(0)["decision"]
    assert d["ask"] == "copy_pick"
    assert d["copy_pick"]["gear"]["id"] == labels["gear"]
    assert d["copy_pick"]["unit"]["id"] == labels["skulker"]
    assert "copy_pick" not in (game.view(1)["decision"] or {})
    game.apply_or_raise(Action("choose", (labels["scorcher"],)))
    for viewer in (0, 1):
        base = {c["id"]: c for c in game.view(viewer)["players"][0]["base"]}
        unit = base[labels["skulker"]]
        assert unit["name"] == "Blazing Scorcher" and unit["might"] == 5
        assert unit["own_card"] == {"code": "OGN-175", "name": "Shipyard Skulker"}
        assert "own_card" not in base[labels["scorcher"]]
