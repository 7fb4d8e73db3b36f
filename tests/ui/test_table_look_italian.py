"""What a player sees at 1280 x 720 in Italian, the longest of the table's languages: the
preview column's heading is never cut (…) while two lines of it fit."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication

from app.engine import Action
from app.ui import i18n
from app.ui.card_painter import pxfont
from tests.ui.conftest import attach_position
from tests.ui.test_table_finish import CARDS


@pytest.fixture
def italian(qapp):  # type: ignore[no-untyped-def]
    i18n.install(qapp, "it")
    yield
    i18n.install(QApplication.instance(), "en")


def test_the_last_played_heading_shows_whole_in_italian(qtbot, window, italian) -> None:
    window.resize(1280, 720)
    pos = {"turn_player": "A",
           "A": {"hand": [{"card": "Test Bear", "label": "bear"}],
                 "runes": ["Calm Rune", "Calm Rune"]},
           "B": {}, "battlefields": [{"card": "Open Field"}, {"card": "Open Field"}]}
    game, labels = attach_position(window, pos, CARDS)
    game.state.players[0].name = "Giocatore 2"
    assert window.controller.act(Action("play", (labels["bear"],)))
    window.controller.act(Action("pay"))
    preview = window.preview
    qtbot.waitUntil(lambda: preview.heading.startswith("Giocata per ultima"), timeout=1000)
    assert preview.heading == "Giocata per ultima, da Giocatore 2"
    lines = preview.heading_lines()
    assert " ".join(lines) == preview.heading  # nothing cut
    fm = QFontMetricsF(pxfont(preview.HEADING_PX, True))
    assert all(fm.horizontalAdvance(line) <= preview.W - 24 for line in lines)
    # the picture starts under the heading's last line
    assert preview._image_top() >= 6 + (len(lines) - 1) * preview.HEADING_STEP \
        + preview.HEADING_H


@pytest.mark.parametrize("legend", ["Master Yi, Wuju Bladesman", "Garen, Might of Demacia"])
def test_a_legends_long_name_shows_whole_on_the_table(qtbot, window, legend) -> None:
    """A legend has no cost or Might row: its long name takes a third line there, in the
    champion's size, rather than shrinking and being cut ("Master Yi, Wuju Blades…")."""
    from app.ui.card_painter import CARD_W, fit_name, table_name_lines

    window.resize(1280, 720)
    attach_position(window, {"turn_player": "A", "A": {"legend": legend}, "B": {}})
    (item,) = [it for it in window.scene.items_by_id.values()
               if it.card is not None and it.card.name == legend]
    px, width = item.name_px(), CARD_W - 6
    n = table_name_lines(item.card, px, width)
    lines, size, bold = fit_name(legend, px, width - 6, n)
    assert " ".join(lines) == legend and (size, bold) == (px, True)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_combat_caption_leaves_the_facedown_slots_name_readable(qtbot, window, lang) -> None:
    """The facedown slot's name ("A faccia in giù") reaches left over the band, beyond its
    slot: a caption in the band stops before it rather than covering its letters."""
    from tests.ui.test_effects import _combat, _combat_caption

    i18n.install(QApplication.instance(), lang)
    try:
        window.resize(1280, 720)
        cap = _combat_caption(window, *_combat(window))
        label = window.scene.zone_items["fd0"].label
        assert not cap.sceneBoundingRect().intersects(label.sceneBoundingRect())
    finally:
        i18n.install(QApplication.instance(), "en")


def test_opening_the_log_keeps_the_preview_in_its_column(qtbot, window) -> None:
    """A click on the log's strip opens the log: the board and the preview's column move
    left together, and the preview stays in its column, off the board (it was left where
    the strip had been, over the decks' counts)."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest

    from app.ui.screenshot import _start_mode_game

    window.resize(1280, 720)
    _start_mode_game(window, "duel", seed=1)
    view, preview = window.view, window.preview
    qtbot.waitUntil(preview.isVisible, timeout=1000)
    strip = view.log_strip
    QTest.mouseClick(strip, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     QPoint(strip.width() // 2, strip.height() // 2))
    qtbot.waitUntil(window.log_dock.isVisible, timeout=1000)
    qtbot.wait(50)
    board_right = view.mapFromScene(window.scene.sceneRect().topRight()).x()
    col = view.preview_column()
    assert board_right <= col.left() + 1
    assert col.contains(preview.geometry())



@pytest.mark.parametrize("name", ["Renata Glasc, Chem-Baroness", "Kai'Sa, Daughter of the Void"])
def test_a_long_hyphenated_word_breaks_after_its_hyphen(qtbot, name) -> None:
    """"Chem-Baroness" is wider than a legend's table face: it breaks after its hyphen
    rather than being cut ("Renata Glasc, Chem-Bar…"); a name without one is as before."""
    from app.ui.card_painter import CARD_W, NAME_PX, fit_name

    lines, _size, _bold = fit_name(name, NAME_PX, CARD_W - 12, 3)
    assert not any(line.endswith("\u2026") for line in lines)
    assert " ".join(lines).replace("- ", "-") == name


def test_a_table_faces_type_line_is_cut_in_its_tags_never_its_type(qtbot, window) -> None:
    """"Champion …" and "Legend ·…" told nothing: the type shows alone when no tag fits
    ("Champion Unit", "Legend"), its first words whole ("Champion") when it doesn't fit
    either; a tag cut shows as before ("Unit · Spirit, Sh…")."""
    from PySide6.QtGui import QFontMetricsF

    from app.cards.catalog import load_catalog
    from app.ui.card_painter import pxfont, table_type_text

    window.resize(1280, 720)
    cat = load_catalog()
    fm = QFontMetricsF(pxfont(12))

    def card(name: str):  # type: ignore[no-untyped-def]
        return cat.card_def(cat.lookup(name).code)

    assert table_type_text(card("Master Yi, Wuju Bladesman"), fm, 60) == "Legend"
    assert table_type_text(card("Master Yi, Meditative"), fm, 82) == "Champion Unit"
    assert table_type_text(card("Master Yi, Meditative"), fm, 60) == "Champion"
    tags = table_type_text(card("Playful Phantom"), fm, 82)
    assert tags.startswith("Unit · Sp") and tags.endswith("\u2026")
