"""Playing on the table with real mouse events sent to the view's viewport."""

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.ui.conftest import attach_position, double_click, drag, item_point, zone_point

CARDS = {
    "Test Bear": {"type": "Unit", "energy": 2, "might": 3, "domains": ["Calm"]},
    "Test Elk": {"type": "Unit", "energy": 1, "might": 2, "domains": ["Calm"]},
    "Test Veil": {"type": "Spell", "energy": 1, "keywords": {"Hidden": 1}},
}


def _position(**extra):
    pos = {
        "turn_player": "A",
        "A": {"hand": [{"card": "Test Bear", "label": "bear"}],
              "runes": ["Calm Rune", "Calm Rune", {"card": "Calm Rune", "label": "rune"}],
              "base": [{"card": "Test Elk", "label": "elk"}]},
        "B": {},
        "battlefields": [{"card": "Open Field", "controller": "B",
                          "units": [{"card": "Test Elk", "owner": "B", "label": "foe"}]},
                         {"card": "Open Field"}],
    }
    pos.update(extra)
    return pos


def test_drag_a_unit_from_hand_to_base_plays_it(qtbot, window) -> None:
    game, labels = attach_position(window, _position(), CARDS)
    bear = labels["bear"]
    drag(qtbot, window, item_point(window, bear), zone_point(window, "base"))
    obj = game.state.objs[bear]
    assert obj.zone == "base" and obj.exhausted  # units enter exhausted (RUP4 143.4)
    assert window.scene.items_by_id[bear].zone == "base"
    assert sum(1 for r in game.state.players[0].runes if game.state.objs[r].exhausted) == 2


def test_an_illegal_drop_snaps_back_and_says_why(qtbot, window) -> None:
    game, labels = attach_position(window, _position(), CARDS)
    before = game.hash()
    bear = labels["bear"]
    # battlefield 1 is controlled by the opponent: units can't be played there (RUP4 355.2.a)
    drag(qtbot, window, item_point(window, bear), zone_point(window, "bf0"))
    assert game.hash() == before
    assert "355.2.a" in window.statusBar().currentMessage()
    qtbot.waitUntil(lambda: window.scene.items_by_id[bear].zone == "hand", timeout=1000)


def test_double_click_a_rune_exhausts_it(qtbot, window) -> None:
    game, labels = attach_position(window, _position(), CARDS)
    rune = labels["rune"]
    double_click(window.view.viewport(), item_point(window, rune))
    assert game.state.objs[rune].exhausted
    assert game.state.players[0].pool.energy == 1
    from app.ui.card_painter import EXHAUST_TILT  # tilted, its name still horizontal

    qtbot.waitUntil(lambda: abs(window.scene.items_by_id[rune].rotation() - EXHAUST_TILT) < 0.1,
                    timeout=1000)


def _showdowns_opened(window, bf: int) -> int:
    """Showdowns opened at battlefield `bf`, read from the table's steps: a fixed wait could
    let the table's automatic pass close one first on a slow machine."""
    return sum(1 for step in window.controller.steps for e in step.events
               if e.kind == "showdown" and e.data.get("bf") == bf)


def test_drag_a_unit_to_an_empty_battlefield_moves_it(qtbot, window) -> None:
    game, labels = attach_position(window, _position(), CARDS)
    elk = labels["elk"]
    drag(qtbot, window, item_point(window, elk), zone_point(window, "bf1"))
    assert game.state.objs[elk].zone == "bf" and game.state.objs[elk].bf == 1
    assert _showdowns_opened(window, 1) == 1  # a showdown opens (RUP4 344.2)


def test_a_hidden_card_goes_facedown(qtbot, window) -> None:
    pos = _position()
    pos["A"]["hand"] = [{"card": "Test Veil", "label": "veil"}]
    pos["battlefields"][1]["controller"] = "A"
    pos["battlefields"][1]["units"] = [{"card": "Test Elk", "owner": "A"}]
    game, labels = attach_position(window, pos, CARDS)
    veil = labels["veil"]
    drag(qtbot, window, item_point(window, veil), zone_point(window, "fd1"))
    assert game.state.battlefields[1].facedown == veil
    assert game.state.objs[veil].zone == "facedown"


def test_clicking_the_trash_opens_it(qtbot, window) -> None:
    pos = _position()
    pos["A"]["trash"] = [{"card": "Test Elk", "label": "dead"}, "Test Bear"]
    game, labels = attach_position(window, pos, CARDS)
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, item_point(window, labels["dead"]))
    qtbot.waitUntil(lambda: getattr(window, "browser", None) is not None
                    and window.browser.isVisible(), timeout=1000)
    assert "trash" in window.browser.windowTitle()
    from PySide6.QtWidgets import QLabel

    pictures = [w for w in window.browser.findChildren(QLabel) if not w.pixmap().isNull()]
    assert sorted(w.toolTip() for w in pictures) == ["Test Bear", "Test Elk"]


def test_selected_units_move_together(qtbot, window) -> None:
    pos = _position()
    pos["A"]["base"] = [{"card": "Test Elk", "label": "e1"}, {"card": "Test Elk", "label": "e2"}]
    game, labels = attach_position(window, pos, CARDS)
    vp = window.view.viewport()
    for key in ("e1", "e2"):  # click both units to pick them
        QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         item_point(window, labels[key]))
    assert window.interaction.group_pick == {labels["e1"], labels["e2"]}
    drag(qtbot, window, item_point(window, labels["e1"]), zone_point(window, "bf1"))
    for key in ("e1", "e2"):
        obj = game.state.objs[labels[key]]
        assert obj.zone == "bf" and obj.bf == 1 and obj.exhausted
    assert _showdowns_opened(window, 1) == 1  # one move, one showdown (RUP4 144.3)


def test_a_hidden_unit_is_played_from_facedown_at_its_battlefield(qtbot, window) -> None:
    cards = dict(CARDS, **{"Test Lurker": {"type": "Unit", "energy": 5, "might": 3,
                                           "keywords": {"Hidden": 1}}})
    pos = _position()
    pos["A"]["runes"] = []  # no runes: a hidden card ignores its cost (RUP4 811.1.b)
    pos["battlefields"][1] = {"card": "Open Field", "controller": "A",
                              "units": [{"card": "Test Elk", "owner": "A"}],
                              "facedown": {"card": "Test Lurker", "owner": "A",
                                           "label": "lurker"}}
    game, labels = attach_position(window, pos, cards)
    lurker = labels["lurker"]
    # dropping it in base is refused: it must enter where it was hidden (RUP4 811.1.d.1)
    drag(qtbot, window, item_point(window, lurker), zone_point(window, "base"))
    assert game.state.objs[lurker].zone == "facedown"
    assert "355.2.a" in window.statusBar().currentMessage()
    qtbot.wait(300)
    drag(qtbot, window, item_point(window, lurker), zone_point(window, "bf1"))
    obj = game.state.objs[lurker]
    assert obj.zone == "bf" and obj.bf == 1


def test_hotseat_passes_for_a_player_who_cannot_respond(qtbot, window) -> None:
    cards = dict(CARDS, **{"Test Spark": {"type": "Spell", "energy": 0,
                                          "abilities": [{"kind": "spell",
                                                         "steps": [{"op": "draw", "n": 1}]}]}})
    pos = _position()
    pos["A"]["hand"] = [{"card": "Test Spark", "label": "spark"}]
    pos["A"]["deck"] = ["Test Elk", "Test Elk"]
    game, labels = attach_position(window, pos, cards)
    c = window.controller
    c.act(f"play {labels['spark']}")
    c.act("pass")  # A passes on its own spell; B has no Reaction, so B passes by itself
    assert c.viewer == 0  # the device never went to B
    assert len(game.state.players[0].hand) == 1  # the spell resolved: A drew
    assert game.state.chain == [] and game.to_act == 0
    # the spell was shown to B and A drew: in hotseat that can't be taken back
    assert not c.undo() and "hidden" in window.statusBar().currentMessage()


def test_a_group_lights_only_where_every_unit_can_go(qtbot, window) -> None:
    cards = dict(CARDS, **{"Test Raider": {"type": "Unit", "energy": 1, "might": 2,
                                           "keywords": {"Ganking": 1}}})
    pos = _position()
    pos["battlefields"][1] = {"card": "Open Field", "controller": "A",
                              "units": [{"card": "Test Raider", "owner": "A", "label": "r"}]}
    game, labels = attach_position(window, pos, cards)
    elk, raider = labels["elk"], labels["r"]
    inter = window.interaction
    alone = {z for z in ("base", "bf0", "bf1") if z in inter.drop_zones(elk)}
    assert alone == {"bf0", "bf1"}  # from base, the elk alone may go to either battlefield
    vp = window.view.viewport()
    for oid in (elk, raider):
        QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         item_point(window, oid))
    assert inter.group_pick == {elk, raider}
    # together they can only go where both can: the raider is already at battlefield 2
    assert inter.drop_zones(elk) == inter.drop_zones(raider) == inter._group_dests()
    assert "bf1" not in inter.drop_zones(elk) and "bf0" in inter.drop_zones(elk)


def test_dragging_a_card_you_cant_afford_says_how_much_is_missing(qtbot, window) -> None:
    pos = _position()
    pos["A"]["runes"] = [{"card": "Calm Rune", "label": "rune"}]  # 1 Energy; the bear costs 2
    game, labels = attach_position(window, pos, CARDS)
    bear = labels["bear"]
    assert bear not in window.scene.draggable
    drag(qtbot, window, item_point(window, bear), zone_point(window, "base"))
    assert "need 1 more Energy" in window.statusBar().currentMessage()
    assert window.toast.isVisible() and "1 more Energy" in window.toast.text()
    assert game.state.objs[bear].zone == "hand"


def test_the_preview_says_each_thing_once_and_hides_when_a_drag_starts(qtbot, window) -> None:
    from app.cards.catalog import load_catalog

    game, labels = attach_position(window, _position(), CARDS)
    card = load_catalog().card_def("Stormclaw Ursine")  # Tank, explained in its text
    window.preview.show_card(card, {}, window.view.preview_rect())
    text = window.preview.reminders.text()
    reminder = text.split("Tank (", 1)[1][:25]
    assert text.count(reminder) == 1  # the reminder is not repeated below the text
    QTest.mouseMove(window.view.viewport(), item_point(window, labels["bear"]))
    qtbot.waitUntil(window.preview.isVisible, timeout=1000)
    drag(qtbot, window, item_point(window, labels["bear"]), zone_point(window, "base"))
    assert not window.preview.isVisible()
