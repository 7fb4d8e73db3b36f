"""Fixtures for the table: a main window showing a position built from scenario data."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from app.engine.face.position import build_position
from app.scenarios import card_from_table, make_resolver
from app.ui.main_window import MainWindow

Position = dict[str, Any]
UNPLAYABLE = "Test Poro, Never Written"  # a made-up unit: no card data ships it


@pytest.fixture
def unplayable_unit(monkeypatch) -> str:  # type: ignore[no-untyped-def]
    """A unit of the Garen starter's domains that the game can't play yet: a test-only copy
    of Daring Poro under a name and code of its own, with no abilities entry, put into the
    bundled catalog for this test only (the whole real pool is implemented)."""
    from app.cards.catalog import _code_key, load_catalog, loose_name, normalize_name

    cat = load_catalog()
    card = cat.lookup("Daring Poro").model_copy(update={
        "code": "TST-001", "name": UNPLAYABLE, "aliases": (), "printings": ()})
    monkeypatch.setattr(cat, "_cards", (*cat.all(), card))
    monkeypatch.setitem(cat._by_code, card.code, card)
    monkeypatch.setitem(cat._by_printing, _code_key(card.code), card)
    monkeypatch.setitem(cat._by_name, normalize_name(card.name), card)
    monkeypatch.setitem(cat._by_loose, loose_name(card.name), card)
    assert not cat.is_implemented(UNPLAYABLE)
    return UNPLAYABLE


def attach_position(window: MainWindow, position: Position, cards: dict | None = None):
    from app.cards.catalog import load_catalog
    from app.ui.controller import Seat

    defined = {n: card_from_table(n, t) for n, t in (cards or {}).items()}
    tokens = {"Recruit": load_catalog().token("Recruit")}
    game, labels = build_position(position, make_resolver(defined), tokens=tokens)
    seats = [Seat(p.name, None, True) for p in game.state.players]  # type: ignore[arg-type]
    window.attach_game(game, seats)
    return game, labels


def item_point(window: MainWindow, oid: int) -> QPoint:
    item = window.scene.items_by_id[oid]
    return window.view.mapFromScene(item.card_rect().center())


def zone_point(window: MainWindow, key: str) -> QPoint:
    return window.view.mapFromScene(window.scene.zone_items[key].rect().center())


def drag(qtbot, window: MainWindow, start: QPoint, end: QPoint) -> None:
    """A real press-move-release on the view's viewport."""
    vp = window.view.viewport()
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    steps = 8
    for k in range(1, steps + 1):
        p = QPointF(start) + (QPointF(end) - QPointF(start)) * (k / steps)
        QTest.mouseMove(vp, p.toPoint())
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    qtbot.wait(10)


def double_click(viewport, pos: QPoint) -> None:  # type: ignore[no-untyped-def]
    """A double-click ending with its release: QTest.mouseDClick alone leaves Qt thinking the
    button is still down, and a later test's hover then shows no tooltip."""
    QTest.mouseDClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)


def take_seat(window: MainWindow) -> None:
    """Hotseat: the next player clicks the curtain, if it is up."""
    from app.ui.controller import CURTAIN

    if CURTAIN in window.controller.locks:
        QTest.mouseClick(window.curtain, Qt.MouseButton.LeftButton)


def when_new_game(do) -> list:  # type: ignore[no-untyped-def]
    """Run `do(box)` on the New Game box once it is open (it runs modal). Returns the boxes
    answered."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from app.ui.new_game_dialog import NewGameDialog

    seen: list = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, NewGameDialog):
            QTimer.singleShot(20, answer)
            return
        seen.append(box)
        do(box)

    QTimer.singleShot(20, answer)
    return seen


def answer_new_game(opponent: str | None = None, seat2_deck: str | None = None) -> list:
    """Accept the New Game box when it opens: seat 2 played by `opponent` (None: a human,
    else a computer level), optionally with another deck. Returns the boxes answered."""

    def answer(box) -> None:  # type: ignore[no-untyped-def]
        _name, deck, who = box.rows[1]
        who.setCurrentIndex(who.findData(opponent))
        if seat2_deck is not None:
            deck.setCurrentIndex(deck.findData(seat2_deck))
        box.accept()

    return when_new_game(answer)


def attach_scenario(window: MainWindow, path) -> tuple:  # type: ignore[no-untyped-def]
    """Show a scenario file's position on the table, with the test cards a rules scenario
    defines (a card scenario's `cards` lists the codes it is about instead)."""
    import tomllib

    data = tomllib.loads(path.read_text(encoding="utf-8"))
    cards = data.get("cards")
    return attach_position(window, data["position"], cards if isinstance(cards, dict) else None)


def apply_and_show(window: MainWindow, game, labels: dict[str, int], text: str) -> None:  # type: ignore[no-untyped-def]
    """Straight to the engine (no smart passing), then the table shows the new question with
    the hotseat curtain lifted."""
    from app.engine.core.actions import parse_action
    from app.scenarios import expand
    from app.ui.controller import CURTAIN

    game.apply_or_raise(parse_action(expand(game, labels, text)))
    window.controller.unlock(CURTAIN)
    window.curtain.hide()


def current_prompt(window: MainWindow):  # type: ignore[no-untyped-def]
    """The prompt the table shows for the decision now."""
    return window.interaction._prompt(window.controller.view(), window.controller.legal())
