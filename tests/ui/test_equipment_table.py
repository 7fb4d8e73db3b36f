"""Equipment at the table (RUP4 434.1.b, 818): a gear dragged onto a friendly unit is equipped
to it (the units it may go to light up while it is dragged), a click equips too, and an
attached gear lies tucked under its unit, its Might Bonus showing, and goes where it goes."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from app.engine import Action
from tests.ui.conftest import attach_position, drag, item_point, zone_point


def _position(attached: bool = False) -> dict:
    blade = {"card": "Doran's Blade", "label": "blade"}
    if attached:
        blade["attached_to"] = "skulker"
    return {
        "turn_player": "A",
        "A": {"runes": ["Body Rune", "Body Rune"],
              "base": [{"card": "Shipyard Skulker", "label": "skulker"},
                       {"card": "Sentinel Adept", "label": "adept"}, blade]},
        "B": {"base": [{"card": "Shipyard Skulker", "owner": "B", "label": "foe"}]},
    }


def test_drag_a_gear_onto_a_unit_equips_it(qtbot, window) -> None:
    game, labels = attach_position(window, _position())
    scene = window.scene
    blade, adept = labels["blade"], labels["adept"]
    assert blade in scene.draggable  # its Equip can be used: it can be dragged
    vp = window.view.viewport()
    start, end = item_point(window, blade), item_point(window, adept)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for k in range(1, 5):  # half way: the units it may go to light up as targets
        QTest.mouseMove(vp, (QPointF(start) + (QPointF(end) - QPointF(start)) * (k / 8)).toPoint())
    assert scene.items_by_id[adept].mark.kind == "target"
    assert scene.items_by_id[labels["skulker"]].mark.kind == "target"
    assert scene.items_by_id[labels["foe"]].mark.kind != "target"  # not a unit you control
    for k in range(5, 9):
        QTest.mouseMove(vp, (QPointF(start) + (QPointF(end) - QPointF(start)) * (k / 8)).toPoint())
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    qtbot.waitUntil(lambda: game.state.extra.get("attached") == {blade: adept}, timeout=3000)
    i = game.log.index(Action("act", (blade, 0)))
    assert game.log[i + 1] == Action("target", (adept,))
    # tucked under the Adept: just to its right, underneath, its +2 showing; the Adept's Might
    view = game.view(0)
    unit = next(u for u in view["players"][0]["base"] if u["id"] == adept)
    assert unit["might"] == 5 and unit["attachments"] == [blade]
    g, a = scene.items_by_id[blade], scene.items_by_id[adept]
    qtbot.waitUntil(lambda: _tucked(g, a), timeout=3000)


def _tucked(gear, unit) -> bool:  # type: ignore[no-untyped-def]
    """Under the unit, peeking out at its right, at its height (RUP4 434.1.b)."""
    dx, dy = gear.pos().x() - unit.pos().x(), gear.pos().y() - unit.pos().y()
    return gear.zValue() < unit.zValue() and 0 < dx < 50 and abs(dy) < 20


def test_dropping_a_gear_on_an_enemy_unit_does_nothing(qtbot, window) -> None:
    game, labels = attach_position(window, _position())
    drag(qtbot, window, item_point(window, labels["blade"]), item_point(window, labels["foe"]))
    assert not game.state.chain and "attached" not in game.state.extra
    assert Action("act", (labels["blade"], 0)) not in game.log


def test_click_a_gear_then_its_unit(qtbot, window) -> None:
    game, labels = attach_position(window, _position())
    vp = window.view.viewport()
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     item_point(window, labels["blade"]))
    qtbot.wait(1)
    assert game.decision.data["ask"] == "target"  # Equip asks for the unit
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     item_point(window, labels["skulker"]))
    qtbot.waitUntil(lambda: game.state.extra.get("attached") == {labels["blade"]:
                                                                  labels["skulker"]},
                    timeout=3000)


def test_attached_gear_moves_with_its_unit(qtbot, window) -> None:
    game, labels = attach_position(window, _position(attached=True))
    scene = window.scene
    skulker, blade = labels["skulker"], labels["blade"]
    assert blade not in scene.draggable  # attached: its Equip is inactive (RUP4 718.2)
    drag(qtbot, window, item_point(window, skulker), zone_point(window, "bf0"))
    qtbot.waitUntil(lambda: game.state.objs[skulker].zone == "bf", timeout=3000)
    assert game.state.objs[blade].zone == "bf"
    qtbot.waitUntil(lambda: _tucked(scene.items_by_id[blade], scene.items_by_id[skulker]),
                    timeout=3000)


def test_weaponmaster_asks_at_the_table(qtbot, window) -> None:
    """Weaponmaster (RUP4 821.1.c): "use it?", then its cost less [A] on a Pay button."""
    from tests.ui.test_full_game_by_mouse import _click_action_button

    game, labels = attach_position(window, {
        "turn_player": "A",
        "A": {"runes": ["Body Rune", "Body Rune", "Body Rune"],
              "hand": [{"card": "Veteran Poro", "label": "poro"}],
              "base": [{"card": "Shipyard Skulker", "label": "skulker"},
                       {"card": "Boneshiver", "label": "bone", "attached_to": "skulker"}]},
        "B": {},
    })
    drag(qtbot, window, item_point(window, labels["poro"]), zone_point(window, "base"))
    qtbot.waitUntil(lambda: game.decision.kind == "play"
                    and game.decision.data.get("ask") == "may", timeout=3000)
    assert _click_action_button(qtbot, window, Action("yes"))
    for _ in range(4):  # the trigger on the chain: both players pass (hotseat)
        if game.decision.kind == "priority":
            game.apply_or_raise(Action("pass"))
            window.controller.changed.emit()
    qtbot.waitUntil(lambda: game.decision.kind == "choose"
                    and game.decision.data.get("ask") == "equip_pay", timeout=3000)
    text = window.prompt.label.text()
    assert "Weaponmaster" in text and "Boneshiver" in text and "1 Energy" in text
    assert _click_action_button(qtbot, window, Action("pay"))
    qtbot.waitUntil(lambda: game.state.extra.get("attached") == {labels["bone"]: labels["poro"]},
                    timeout=3000)


def test_attach_or_detach_asks_at_the_table(qtbot, window) -> None:
    """Angle Shot (RUP4 355.17): "Detach Long Sword from Shipyard Skulker?", Yes detaches."""
    from tests.ui.test_full_game_by_mouse import _click_action_button

    game, labels = attach_position(window, {
        "turn_player": "A",
        "A": {"runes": ["Fury Rune", "Fury Rune"],
              "hand": [{"card": "Angle Shot", "label": "shot"}],
              "deck": ["Stalwart Poro"],
              "base": [{"card": "Shipyard Skulker", "label": "skulker"},
                       {"card": "Long Sword", "label": "sword", "attached_to": "skulker"}]},
        "B": {},
    })
    for a in (Action("play", (labels["shot"],)), Action("pay"), Action("pass"), Action("pass")):
        game.apply_or_raise(a)
    window.controller.changed.emit()
    qtbot.waitUntil(lambda: game.decision.kind == "choose"
                    and game.decision.data.get("ask") == "equip_may", timeout=3000)
    text = window.prompt.label.text()
    assert "Detach" in text and "Long Sword" in text and "Shipyard Skulker" in text
    assert _click_action_button(qtbot, window, Action("yes"))
    qtbot.waitUntil(lambda: not game.state.extra.get("attached"), timeout=3000)


def test_weaponmaster_names_a_kill_cost(qtbot, window) -> None:
    """Blade of the Ruined King's Equip kills a friendly unit (RUP4 818.1.c.3): Weaponmaster's
    question names it, then asks for the unit."""
    from tests.ui.test_full_game_by_mouse import _click_action_button

    game, labels = attach_position(window, {
        "turn_player": "A",
        "A": {"runes": ["Fury Rune", "Fury Rune", "Fury Rune"],
              "hand": [{"card": "Sentinel Adept", "label": "adept"}],
              "base": [{"card": "Shipyard Skulker", "label": "skulker"},
                       {"card": "Blade of the Ruined King", "label": "blade",
                        "attached_to": "skulker"},
                       {"card": "Stalwart Poro", "label": "poro"}]},
        "B": {},
    })
    for a in (Action("play", (labels["adept"],)), Action("pay"), Action("yes"), Action("pass"),
              Action("pass")):
        game.apply_or_raise(a)
    window.controller.changed.emit()
    qtbot.waitUntil(lambda: game.decision.data.get("ask") == "equip_pay", timeout=3000)
    text = window.prompt.label.text()
    assert "Weaponmaster" in text and "kill 1 friendly unit(s)" in text
    assert _click_action_button(qtbot, window, Action("pay"))
    qtbot.waitUntil(lambda: game.decision.data.get("ask") == "each_pick", timeout=3000)
    assert "kill" in window.prompt.label.text()
