"""The table asks where a spell moves a unit while the spell is played, right after its
target and before the cost and the passes (RUP4 355.4), and shows the chosen destination on
the chain, where the opponent sees it before responding."""

from __future__ import annotations

import tomllib
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from app.engine import Action
from tests.ui.conftest import (
    apply_and_show,
    attach_position,
    attach_scenario,
    drag,
    item_point,
    zone_point,
)
from tests.ui.test_full_game_by_mouse import _click_button

SCENARIOS = Path(__file__).parents[1] / "cards" / "scenarios"
CHARM = SCENARIOS / "charm.toml"


def _position() -> dict:
    return tomllib.loads(CHARM.read_text(encoding="utf-8"))["position"]


def _scene_texts(window) -> list[str]:
    """The table's text items, each on one line (long ones are wrapped)."""
    return [" ".join(t.text().split()) for t in window.scene.items()
            if isinstance(t, QGraphicsSimpleTextItem)]


def test_charm_asks_the_destination_when_played(qtbot, window) -> None:
    game, labels = attach_position(window, _position())
    c = window.controller
    drag(qtbot, window, item_point(window, labels["charm"]), zone_point(window, "bf1"))
    assert game.state.chain  # played: now its target
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, item_point(window, labels["foe"]))
    qtbot.wait(1)
    # the destination, before the cost: a button for each valid place, not its own
    assert game.decision.kind == "play" and game.decision.data["ask"] == "move_to"
    assert "Choose where Stalwart Poro moves" in window.prompt.label.text()
    assert Action("to", ("bf0",)) not in c.legal()
    assert _click_button(qtbot, window, "To battlefield 2")
    # then the cost, paid at once as the play began by a drop: nobody has passed yet
    assert game.log[-2:] == [Action("to", ("bf1",)), Action("pay")]
    qtbot.waitUntil(lambda: game.decision is not None and game.decision.kind == "priority",
                    timeout=3000)
    assert game.view(1)["chain"][0]["destinations"] == [{"obj": labels["foe"], "to": "bf1"}]
    # marked on the unit that will move, the whole sentence as its tooltip
    assert "\u2192 battlefield 2" in _scene_texts(window)
    assert "Moves Stalwart Poro to battlefield 2" in [
        t.toolTip() for t in window.scene.items() if t.toolTip()]


def test_dropping_the_spell_on_a_battlefield_does_not_answer_the_destination(qtbot,
                                                                           window) -> None:
    pos = _position()
    pos["battlefields"][0]["units"] = pos["battlefields"][0]["units"][:1]  # one enemy unit
    game, labels = attach_position(window, pos)
    # the target is the only enemy unit, taken at once; where it goes is asked, whatever
    # battlefield the card was dropped on
    drag(qtbot, window, item_point(window, labels["charm"]), zone_point(window, "bf1"))
    assert game.decision.kind == "play" and game.decision.data["ask"] == "move_to"
    assert game.state.objs[labels["foe"]].zone == "bf"
    assert _click_button(qtbot, window, "To base")
    assert game.log[-2:] == [Action("to", ("base",)), Action("pay")]


def _group_move(window, scenario: str, actions: list[str]):  # type: ignore[no-untyped-def]
    """A group move played straight through the engine up to its one destination."""
    game, labels = attach_scenario(window, SCENARIOS / scenario)
    for text in actions:
        apply_and_show(window, game, labels, text)
    window.controller.changed.emit()
    assert game.decision.kind == "play" and game.decision.data["ask"] == "move_to"
    return game, labels


def test_a_group_move_names_every_unit_that_moves(qtbot, window) -> None:
    """Tricksy Tentacles moves two enemy units to one place: the question names both,
    not only the first (RUP4 355.4)."""
    game, labels = _group_move(window, "tricksy-tentacles.toml",
                               ["play {tt}", "target {b_big}", "target {b_small}", "done"])
    text = window.prompt.label.text()
    assert ("Choose where these 2 units move together (Playful Phantom, Stalwart Poro)"
            in text), text
    assert window.prompt.label.toolTip() == "Playful Phantom\nStalwart Poro"
    assert _click_button(qtbot, window, "To battlefield 2")
    assert Action("to", ("bf1",)) in game.log


def test_a_big_group_is_counted_with_its_names_on_hover(qtbot, qapp, window) -> None:
    """Bard moves four units together: the sentence counts them, the names are its tooltip;
    in Italian too, with the plural form."""
    from app.ui import i18n

    _group_move(window, "bard-mercurial.toml",
                ["play {bard}", "to base", "target {leg}", "target {p1}", "target {p2}",
                 "target {mech}", "target {bard}", "done"])
    label = window.prompt.label
    assert "Choose where these 4 units move together (names on hover)" in label.text()
    assert label.toolTip().split("\n") == ["Stalwart Poro", "Stalwart Poro", "Mega-Mech",
                                           "Bard, Mercurial"]
    try:
        i18n.install(qapp, "it")
        window.controller.changed.emit()
        assert "Scegli dove si spostano insieme queste 4 Unit" in label.text()
    finally:
        i18n.install(qapp, "en")
