"""The main window in Italian, and back in English."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QApplication

from app.engine.core.refusals import REASONS
from app.ui import i18n
from app.ui.main_window import MainWindow
from app.ui.new_game_dialog import NewGameDialog
from tests.ui.conftest import take_seat


@pytest.fixture
def qt_app(qapp):
    app = QApplication.instance()
    yield app
    i18n.install(app, "en")  # every test leaves the application in English


def menu_titles(window: MainWindow) -> list[str]:
    return [a.text() for a in window.menuBar().actions()]


def accelerators(texts: list[str]) -> list[str]:
    return [m.group(1).lower() for t in texts if (m := re.search(r"&(\w)", t))]


def test_italian_window_menus_dialog_and_refusals(qtbot, qt_app) -> None:
    assert i18n.install(qt_app, "it") == "it"
    window = MainWindow()
    qtbot.addWidget(window)
    titles = menu_titles(window)
    assert titles == ["&Partita", "&Gioca", "&Visualizza", "&Aiuto"]
    assert len(set(accelerators(titles))) == len(titles)
    for menu_action in window.menuBar().actions():  # no clashing accelerators in a menu
        items = [a.text() for a in menu_action.menu().actions() if not a.isSeparator()]
        assert len(set(accelerators(items))) == len(accelerators(items)), items
    assert window.new_action.text() == "&Nuova partita…"
    dialog = NewGameDialog(window)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Nuova partita"

    window.start_default_game(seed=1)
    game = window.controller.game
    for _ in range(2):  # both players keep their hands
        take_seat(window)
        window.controller.act("keep")
    take_seat(window)
    ref = game.why_illegal("move 99999 bf0", player=window.controller._viewer)
    assert ref is not None
    rule, english = REASONS[ref.code]
    text = window.controller.explain("move 99999 bf0")
    assert text is not None and text.endswith(f"(regola {rule})"), text
    assert english.split("{")[0] not in text
    assert "99999" in text

    from app.cards.catalog import load_catalog
    from app.ui.card_painter import card_text

    card = load_catalog().card_def("OGN-137")
    assert "Quando questa Unit viene giocata" in card_text(card)


def test_unknown_system_locale_falls_back_to_english(qtbot, qt_app) -> None:
    assert i18n.choose_language("system", locale="it_IT") == "it"
    language = i18n.choose_language("system", locale="xx_YY")
    assert language == "en"
    i18n.install(qt_app, "it")
    assert i18n.install(qt_app, language) == "en"
    window = MainWindow()
    qtbot.addWidget(window)
    assert menu_titles(window) == ["&Game", "&Play", "&View", "&Help"]
    from app.cards.catalog import load_catalog
    from app.cards.text import card_text as english_text
    from app.ui.card_painter import card_text

    card = load_catalog().card_def("OGN-137")
    assert card_text(card) == english_text(card)
