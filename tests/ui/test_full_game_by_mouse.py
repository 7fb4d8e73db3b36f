"""A complete hotseat game played only with mouse gestures, from the mulligan to a winner.

A scripted player picks among the legal actions and performs each one the way a person
would: drag cards to zones, click cards and prompt buttons, double-click runes, click the
Pass / End turn button. The engine is never called directly.
"""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from app.engine import Action
from tests.ui.conftest import drag, item_point, take_seat, zone_point


def _click_button(qtbot, window, label_start: str) -> bool:
    qtbot.wait(1)  # new buttons are shown by the event loop
    for b in window.prompt.findChildren(QPushButton):
        if b.isVisible() and b.isEnabled() and b.text().startswith(label_start):
            QTest.mouseClick(b, Qt.MouseButton.LeftButton)
            qtbot.wait(1)
            return True
    return False


def _click_action_button(qtbot, window, action: Action) -> bool:
    """Press the prompt button that answers with this action (two may share a label)."""
    qtbot.wait(1)
    for b in window.prompt.findChildren(QPushButton):
        if b.isVisible() and getattr(b, "answer", None) == action:
            QTest.mouseClick(b, Qt.MouseButton.LeftButton)
            qtbot.wait(1)
            return True
    return False


def _choose(rng: random.Random, legal: list[Action]) -> Action:
    """Mostly sensible random play that keeps the game moving toward a winner."""
    by_verb: dict[str, list[Action]] = {}
    for a in legal:
        by_verb.setdefault(a.verb, []).append(a)
    for verb in ("keep", "pay", "assign", "target", "choose", "to", "yes", "order"):
        if verb in by_verb:
            return rng.choice(by_verb[verb])
    moves_out = [a for a in by_verb.get("move", []) if str(a.args[1]).startswith("bf")]
    options = by_verb.get("play", []) + moves_out
    if options and rng.random() < 0.8:
        return rng.choice(options)
    for verb in ("pass", "end", "done", "no", "cancel"):
        if verb in by_verb:
            return by_verb[verb][0]
    return rng.choice(legal)


def _aim(window, action: Action) -> str:  # type: ignore[no-untyped-def]
    """What a drag of this action would press on, to say why a gesture did nothing."""
    if action.verb not in ("play", "move"):
        return ""
    oid = int(action.args[0])
    item = window.scene.items_by_id.get(oid)
    if item is None:
        return f"; card {oid} not on the table"
    top = window.scene.card_at(item.card_rect().center())
    return (f"; under the pointer {top}, draggable {oid in window.scene.draggable}, "
            f"moving {item._move_anim.state().name}, locks {window.controller.locks}")


def _perform(qtbot, window, action: Action) -> None:
    c = window.controller
    v = action.verb
    if v == "keep":
        assert _click_button(qtbot, window, "Keep")
    elif v == "play":
        oid = int(action.args[0])
        card = c.game.state.objs[oid].card
        zone = "base"
        if card.type.value == "Unit":
            zones = window.interaction.drop_zones(oid)
            zone = "base" if "base" in zones else sorted(zones)[0]
        drag(qtbot, window, item_point(window, oid), zone_point(window, zone))
    elif v == "move":
        oid = int(action.args[0])
        drag(qtbot, window, item_point(window, oid), zone_point(window, str(action.args[1])))
    elif (v in ("target", "choose") and isinstance(action.args[0], int)
          and not window.interaction.clickable(action.args[0])):
        # a card the table doesn't lay out (in a trash, say): the prompt names it on a button
        assert _click_action_button(qtbot, window, action), f"no button for {action}"
    elif v in ("target", "choose", "assign") and action.args and isinstance(action.args[0], int):
        QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                         Qt.KeyboardModifier.NoModifier, item_point(window, int(action.args[0])))
        qtbot.wait(1)
    elif v == "assign":
        assert _click_button(qtbot, window, "Assign automatically")
    elif v in ("pass", "end"):
        QTest.mouseClick(window.prompt.pass_button, Qt.MouseButton.LeftButton)
    elif _click_action_button(qtbot, window, action):
        pass  # an answer the prompt offers as a button (an option, Cards / Runes, an amount)
    else:
        labels = {"pay": "Pay automatically", "yes": "Yes", "no": "No", "cancel": "Cancel",
                  "done": "Done", "to": "To ", "order": "Ability"}
        assert _click_button(qtbot, window, labels[v]), f"no button for {action}"


def test_a_whole_game_by_mouse_reaches_a_winner(qtbot, window) -> None:
    window.start_default_game(seed=5)
    c = window.controller
    rng = random.Random(5)
    gestures = 0
    said: list[str] = []  # what the table said: a message has a lifetime, a load can outlast
    c.message.connect(said.append)
    while not c.game.is_over and gestures < 3000:
        take_seat(window)  # the players "click when ready" after each handover
        legal = c.legal()
        assert legal, "the player at the screen must have something to do"
        before = len(c.game.log)
        action = _choose(rng, legal)
        aim = _aim(window, action)
        said.clear()
        _perform(qtbot, window, action)
        gestures += 1
        if len(c.game.log) == before:
            # a gesture that did nothing must say why; then fall back to passing
            assert said, f"{action} did nothing, silently{aim}"
            _click_button(qtbot, window, "Cancel") or QTest.mouseClick(
                window.prompt.pass_button, Qt.MouseButton.LeftButton)
    assert c.game.is_over, f"no winner after {gestures} gestures"
    assert c.game.winner in (0, 1)
    assert window.log.count() > 50  # the log listed the game in words
