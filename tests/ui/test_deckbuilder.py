"""The deckbuilder panel: browse, build, check, undo, share and play a deck."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QEvent, QMimeData, QPoint, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent, QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from app.cards.catalog import load_catalog
from app.cards.text.card import card_text
from app.decks.builtin import load_builtin_decks
from app.decks.odds import chance_by_turn
from app.ui.deckbuilder import DeckbuilderPanel, deckio
from app.ui.deckbuilder.commands import add_card, move_card, remove_card, set_champion
from app.ui.deckbuilder.drag import BROWSER, card_mime, read_mime
from app.ui.deckbuilder.rows import BADGE_ROLE, NAME_ROLE
from tests.ui.conftest import answer_new_game, double_click


@pytest.fixture
def panel(qtbot):
    w = DeckbuilderPanel()
    qtbot.addWidget(w)
    w.resize(460, 900)
    w.show()
    qtbot.waitExposed(w)
    return w


def dclick(viewport, pos: QPoint) -> None:
    """A click, then the double-click: an item view acts on a double-click only where the
    press was, and QTest.mouseDClick alone sends no press."""
    QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
    double_click(viewport, pos)


def dclick_browser(qtbot, panel: DeckbuilderPanel, name: str) -> None:
    """A real double-click on the card's row in the browser list."""
    lst = panel.browser.list
    item = panel.browser.item_for(name)
    assert item is not None, f"{name} is not shown in the browser"
    lst.scrollToItem(item)
    rect = lst.visualItemRect(item)
    dclick(lst.viewport(), rect.center())
    qtbot.wait(5)


def dclick_deck(qtbot, panel: DeckbuilderPanel, name: str, section: str) -> None:
    tree = panel.deck_view.tree
    item = panel.deck_view.item_for(name, section)
    assert item is not None
    tree.scrollToItem(item)
    rect = tree.visualItemRect(item)
    dclick(tree.viewport(), rect.center())
    qtbot.wait(5)


def drop(widget, mime: QMimeData, pos: QPoint) -> None:
    """Enter, move and drop on a view's viewport, as a drag would (QDrag.exec runs its own
    event loop, which a test can't steer). Qt delivers a drop only to the widget that
    accepted the drag's entry."""
    buttons, mods = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    enter = QDragEnterEvent(pos, Qt.DropAction.CopyAction, mime, buttons, mods)
    QApplication.sendEvent(widget, enter)
    assert enter.isAccepted()
    move = QDragMoveEvent(pos, Qt.DropAction.CopyAction, mime, buttons, mods)
    QApplication.sendEvent(widget, move)
    ev = QDropEvent(QPointF(pos), Qt.DropAction.CopyAction, mime, buttons, mods)
    QApplication.sendEvent(widget, ev)
    assert ev.isAccepted() and ev.dropAction() == Qt.DropAction.CopyAction


DECK_CARDS = sum(1 for c in load_catalog().all() if not c.is_token)


def test_search_filters_the_browser(qtbot, panel):
    everything = panel.browser.visible_names()
    assert len(everything) == DECK_CARDS  # the catalog less its tokens
    QTest.keyClicks(panel.browser.search, "poro")
    shown = panel.browser.visible_names()
    named = {c.name for c in load_catalog().all() if "Poro" in c.name}
    assert named <= set(shown)
    # the others say "Poro" in their text (Starhound: "a Bird, Cat, Dog or Poro card")
    cat = load_catalog()
    assert all("poro" in card_text(cat.card_def(name)).casefold() for name in set(shown) - named)
    panel.browser.search.clear()
    assert len(panel.browser.visible_names()) == DECK_CARDS


def test_set_and_playable_filters(qtbot, panel):
    b = panel.browser
    sets = [b.set_combo.itemData(i) for i in range(1, b.set_combo.count())]
    assert sets == ["OGN", "OGS", "SFD", "UNL", "VEN"]
    b.set_combo.setCurrentIndex(b.set_combo.findData("VEN"))
    vendetta = set(b.visible_names())
    assert vendetta == {c.name for c in load_catalog().all() if c.set == "VEN" and not c.is_token}
    b.set_combo.setCurrentIndex(0)
    implemented = load_catalog().implemented_codes()
    b.playable.setChecked(True)
    playable = {c.name for c in load_catalog().all()
                if c.code in implemented and not c.is_token}
    assert set(b.visible_names()) == playable and len(playable) < DECK_CARDS
    b.playable.setChecked(False)
    assert len(b.visible_names()) == DECK_CARDS


def test_search_reads_card_text_and_filters_combine(qtbot, panel):
    b = panel.browser
    # The card text is generated for the first search, not at start-up (it grows with the pool).
    assert not any("search" in vars(e) for e in b.entries)
    QTest.keyClicks(b.search, "tank")  # a keyword, found in the generated text
    tanky = set(b.visible_names())
    assert tanky
    b.search.clear()
    b.keyword.setCurrentIndex(b.keyword.findData("Tank"))
    assert set(b.visible_names()) <= tanky
    b.keyword.setCurrentIndex(0)
    b.type.setCurrentIndex(b.type.findData("Rune"))
    assert set(b.visible_names()) == {c.name for c in load_catalog().all()
                                      if c.type.value == "Rune"}
    b.type.setCurrentIndex(b.type.findData("champion"))
    b.domain.setCurrentIndex(b.domain.findData("Fury"))
    fury_champions = {c.name for c in load_catalog().all()
                      if c.is_champion_unit and any(d.value == "Fury" for d in c.domains)}
    assert set(b.visible_names()) == fury_champions and "Annie, Fiery" in fury_champions
    b.domain.setCurrentIndex(0)
    b.type.setCurrentIndex(0)
    b.energy.setCurrentIndex(b.energy.findData(8))  # "8+"
    assert all((load_catalog().find(n).energy or 0) >= 8 for n in b.visible_names())
    b.energy.setCurrentIndex(0)
    b.sort.setCurrentIndex(b.sort.findData("name"))
    names = b.visible_names()
    assert names == sorted(names, key=str.casefold)


def test_double_click_adds_and_updates_count_and_curve(qtbot, panel):
    assert panel.deck.main == ()
    before = panel.stats.curve.counts()
    dclick_browser(qtbot, panel, "Stalwart Poro")
    dclick_browser(qtbot, panel, "Stalwart Poro")
    assert panel.deck.count("Stalwart Poro") == 2
    item = panel.deck_view.item_for("Stalwart Poro", "main")
    assert item is not None and item.data(0, Qt.ItemDataRole.UserRole + 2) == 2
    cost = load_catalog().find("Stalwart Poro").energy
    after = panel.stats.curve.counts()
    assert after[cost] == before[cost] + 2
    assert "2/40" in panel.deck_view._sections["main"].text(0)
    # the browser row shows the copies in the deck
    assert panel.browser.item_for("Stalwart Poro").data(Qt.ItemDataRole.UserRole + 3) == 2
    # double-click in the deck takes one out
    dclick_deck(qtbot, panel, "Stalwart Poro", "main")
    assert panel.deck.count("Stalwart Poro") == 1


def test_cards_go_to_their_section_by_type(qtbot, panel):
    for name in ("Master Yi, Wuju Bladesman", "Fortified Position", "Calm Rune"):
        dclick_browser(qtbot, panel, name)
    assert panel.deck.legend == "Master Yi, Wuju Bladesman"
    assert panel.deck.battlefields == ("Fortified Position",)
    assert panel.deck.runes == (("Calm Rune", 1),)
    assert panel.deck.main == ()


def test_invalid_deck_shows_problem_with_rule(qtbot, panel):
    panel.open_deck("master-yi")
    assert panel.problems_found == []
    assert panel.play_button.isEnabled()
    name = next(n for n, c in panel.deck.main if c == 3)
    dclick_browser(qtbot, panel, name)
    texts = [panel.problems.item(i).text() for i in range(panel.problems.count())]
    assert any("CR 103.2.b" in t and name in t for t in texts), texts
    assert not panel.play_button.isEnabled()
    # the row with too many copies is flagged
    assert panel.deck_view.item_for(name, "main").data(0, Qt.ItemDataRole.UserRole + 4)


def test_undo_restores_the_previous_deck(qtbot, panel):
    panel.open_deck("garen")
    start = panel.deck
    dclick_browser(qtbot, panel, "Stalwart Poro")
    dclick_browser(qtbot, panel, "Calm Rune")
    assert panel.deck != start
    panel.activateWindow()
    qtbot.waitActive(panel)
    panel.deck_view.tree.setFocus()
    QTest.keyClick(panel.deck_view.tree, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert panel.deck.rune_count == start.rune_count
    assert panel.deck.count("Stalwart Poro") == 1
    panel.undo_stack.undo()
    assert panel.deck == start
    QTest.keyClick(panel.deck_view.tree, Qt.Key.Key_Z,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert panel.deck.count("Stalwart Poro") == 1
    # undo goes back past opening a deck, too
    while panel.undo_stack.canUndo():
        panel.undo_stack.undo()
    assert panel.deck.legend == "" and panel.deck.main == ()


def test_undo_covers_champion_sideboard_rename(qtbot, panel):
    panel.open_deck("master-yi")
    start = panel.deck
    other = next(c.name for c in load_catalog().all()
                 if c.is_champion_unit and "Master Yi" in c.name and c.name != start.champion)
    assert panel.make_champion(other)
    assert panel.deck.champion == other
    assert panel.deck.count(start.champion) == start.count(start.champion)
    assert panel.move(start.main[0][0], "main", "sideboard")
    panel.name_edit.setText("My Yi")
    panel.name_edit.editingFinished.emit()
    assert panel.deck.name == "My Yi"
    for _ in range(3):
        panel.undo_stack.undo()
    assert panel.deck == start


@pytest.mark.parametrize("name", ["annie", "garen", "lux", "master-yi"])
def test_builtin_decks_load_and_are_legal_proving_grounds_decks(qtbot, panel, name):
    assert panel.fmt == "proving-grounds"
    assert panel.open_deck(name)
    assert panel.deck == load_builtin_decks()[name]
    assert panel.problems_found == []
    assert panel.play_button.isEnabled()
    assert panel.tabs.tabText(0).startswith("Legal")
    # a Duel needs three battlefields: the same deck is not legal there
    panel.set_format("duel")
    assert any(p.rule == "CR 103.4.a" for p in panel.problems_found)
    assert not panel.play_button.isEnabled()


def test_play_emits_the_deck(qtbot, panel):
    panel.open_deck("lux")
    with qtbot.waitSignal(panel.playRequested) as sig:
        QTest.mouseClick(panel.play_button, Qt.MouseButton.LeftButton)
    assert sig.args == [load_builtin_decks()["lux"]]


def test_play_button_disabled_for_an_empty_deck(qtbot, panel):
    assert not panel.play_button.isEnabled()
    texts = [panel.problems.item(i).text() for i in range(panel.problems.count())]
    assert any("CR 103.1" in t for t in texts)


def test_drag_from_browser_and_between_sections(qtbot, panel):
    panel.open_deck("master-yi")
    tree = panel.deck_view.tree
    side_head = panel.deck_view._sections["sideboard"]
    tree.scrollToItem(side_head)
    pos = tree.visualItemRect(side_head).center()
    drop(tree.viewport(), card_mime("Stalwart Poro", BROWSER), pos)
    assert panel.deck.sideboard == (("Stalwart Poro", 1),)
    # a deck card dropped on the main deck moves there
    main_head = panel.deck_view._sections["main"]
    tree.scrollToItem(main_head)
    drop(tree.viewport(), card_mime("Stalwart Poro", "sideboard"),
         tree.visualItemRect(main_head).center())
    assert panel.deck.sideboard == ()
    assert panel.deck.count("Stalwart Poro") == 4
    # a deck card dropped on the browser leaves the deck
    lst = panel.browser.list
    drop(lst.viewport(), card_mime("Stalwart Poro", "main"), QPoint(20, 20))
    assert panel.deck.count("Stalwart Poro") == 3


def test_hover_shows_a_large_preview(qtbot, panel):
    lst = panel.browser.list
    item = panel.browser.item_for("Stalwart Poro")
    lst.scrollToItem(item)
    QTest.mouseMove(lst.viewport(), lst.visualItemRect(item).center())
    qtbot.waitUntil(panel.preview.isVisible, timeout=1000)
    assert panel.preview.isVisible()
    assert panel.preview.card.name == "Stalwart Poro"
    assert panel.preview.text.text()
    QApplication.sendEvent(lst.viewport(), QEvent(QEvent.Type.Leave))
    assert not panel.preview.isVisible()


def test_draw_odds_for_the_selected_card(qtbot, panel):
    panel.open_deck("master-yi")
    name = next(n for n, c in panel.deck.main if c == 3)
    assert panel.deck_view.select(name, "main")
    odds = panel.stats.odds
    population = sum(c for _, c in panel.deck.main)  # the chosen champion set aside
    odds.turn.setValue(0)
    assert odds.probability() == pytest.approx(float(chance_by_turn(population, 3, 0, True)))
    odds.turn.setValue(5)
    assert odds.probability() == pytest.approx(float(chance_by_turn(population, 3, 5, True)))
    assert name in odds.info.text()
    # on hover in the deck list: the same odds by turns 1-3
    tip = panel.deck_view.item_for(name, "main").toolTip(0)
    assert f"{float(chance_by_turn(population, 3, 2, True)) * 100:.1f}%" in tip


def test_draw_odds_for_a_cost_band(qtbot, panel):
    panel.open_deck("master-yi")
    odds = panel.stats.odds
    cheap = next(i for i in range(odds.what.count()) if "0–2" in odds.what.itemText(i))
    odds.what.setCurrentIndex(cheap)
    cards = [panel.catalog.find(n) for n in panel.deck.main_cards()]
    n = sum(1 for c in cards if (c.energy or 0) <= 2)
    assert odds.hits() == n
    odds.turn.setValue(1)
    assert odds.probability() == pytest.approx(float(chance_by_turn(len(cards), n, 1, True)))
    # going first without the first draw (RUP4 487.7): turn 1 is the opening hand alone
    assert odds.probability(first=True, skips_first_draw=True) == pytest.approx(
        float(chance_by_turn(len(cards), n, 0, True)))


def test_import_shows_errors_with_their_line(qtbot, panel, monkeypatch):
    asked = []
    monkeypatch.setattr(panel, "ask_import_rest", lambda error: asked.append(error) or False)
    assert not panel.import_text("1 Garen, Might of Demacia\n3 Not A Real Card\n")
    assert len(asked) == 1  # the rest could be imported: the player was asked, and said no
    assert panel.message.isVisible()
    assert "line 2" in panel.message.text()
    assert panel.deck.legend == ""  # nothing half-imported
    from app.decks.text import format_piltover_text

    assert panel.import_text(format_piltover_text(load_builtin_decks()["annie"]))
    assert panel.deck.legend == "Annie, Dark Child"


def test_export_and_import_through_the_clipboard(qtbot, panel):
    panel.open_deck("garen")
    assert panel.export_to_clipboard("text")
    text = QGuiApplication.clipboard().text()
    assert "Garen, Might of Demacia" in text
    panel.new_deck()
    assert panel.deck.legend == ""
    assert panel.import_clipboard()
    deck = load_builtin_decks()["garen"]
    assert dataclasses.replace(panel.deck, name="") == dataclasses.replace(deck, name="")


def test_save_on_builtin_asks_for_a_new_name(qtbot, panel, monkeypatch):
    asked = []
    monkeypatch.setattr(panel, "ask_text",
                        lambda title, label, default: asked.append(default) or "my garen")
    panel.open_deck("garen")
    assert panel.source.builtin
    assert panel.save()
    assert asked and "garen" in asked[0]
    assert panel.source.name == "my garen" and not panel.source.builtin
    assert panel.deck.name == "my garen"
    saved = deckio.load_deck("my garen")
    assert dataclasses.replace(saved, name="") == dataclasses.replace(
        load_builtin_decks()["garen"], name="")
    assert not panel.dirty.isVisible()
    # now a user deck: Save writes it without asking
    asked.clear()
    dclick_browser(qtbot, panel, "Stalwart Poro")
    assert panel.dirty.isVisible()
    assert panel.save()
    assert not asked
    assert deckio.load_deck("my garen").count("Stalwart Poro") == panel.deck.count(
        "Stalwart Poro")
    # a built-in name is refused
    assert not panel.save_as("Lux")
    assert panel.message.property("error")
    # the Open menu lists built-in and user decks
    panel._fill_open_menu()
    names = [a.text() for a in panel.open_menu.actions()]
    assert {"annie", "garen", "lux", "master-yi", "my garen"} <= set(names)
    # delete it
    monkeypatch.setattr(panel, "confirm", lambda question: True)
    assert panel.delete_current()
    assert "my garen" not in [e.name for e in deckio.list_decks()]


def test_open_import_and_save_files(qtbot, panel, tmp_path):
    from app.decks.formats import export

    path = tmp_path / "annie-copy.txt"
    path.write_text(export(load_builtin_decks()["lux"], "tts"), encoding="utf-8")
    assert panel.import_file(str(path))
    assert panel.deck.legend == "Lux, Lady of Luminosity"
    assert panel.open_file(str(path))
    assert panel.source.file and panel.source.name == "annie-copy"
    panel.add("Stalwart Poro")
    assert panel.save()  # back to the same file, as text
    assert "Stalwart Poro" in path.read_text(encoding="utf-8")
    bad = tmp_path / "bad.txt"
    bad.write_text("1 Lux, Lady of Luminosity\n\n2 Flibbertigibbet\n", encoding="utf-8")
    assert not panel.open_file(str(bad))
    assert "line 3" in panel.message.text()


def test_export_every_format(qtbot, panel):
    panel.open_deck("master-yi")
    for fmt in ("text", "codes", "code", "tts"):
        assert panel.export_to_clipboard(fmt), panel.message.text()
        text = QGuiApplication.clipboard().text()
        assert text.strip()
        assert deckio.parse_any(text).legend == panel.deck.legend
    panel._fill_export_menu()
    assert len([a for a in panel.export_menu.actions() if not a.isSeparator()]) == 5


def test_pure_edits():
    deck = load_builtin_decks()["garen"]
    assert add_card(deck, "Recruit") is None  # a token
    assert remove_card(deck, "Stalwart Poro", "main") is None
    moved = move_card(deck, "Calm Rune", "runes", "sideboard")
    assert moved is None
    other = "Garen, Commander"
    swapped = set_champion(deck, other)
    assert swapped is not None and swapped.champion == other
    assert swapped.main_count == deck.main_count


def test_deckbuilder_page_in_the_main_window(qtbot, window):
    """Ctrl+D shows the deckbuilder over the whole window (never beside a squeezed table),
    and again goes back to the table; "Play with this deck" starts the game on the table."""
    window.log_dock.show()  # opened from its strip: the table gives it back its place
    table_w = window.view.width()
    assert not window.deckbuilder.isVisible() and window.view.isVisible()
    assert window.deckbuilder_action.shortcut().toString() == "Ctrl+D"
    window.activateWindow()
    qtbot.waitActive(window)
    QTest.keyClick(window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    panel = window.deckbuilder
    assert panel.isVisible() and not window.view.isVisible()
    assert not window.log_dock.isVisible()  # the log makes room too
    assert panel.width() == window.width()
    assert panel.splitter.orientation() == Qt.Orientation.Horizontal
    QTest.keyClick(panel.browser.current_view(), Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert not panel.isVisible() and window.view.isVisible()
    assert window.log_dock.isVisible()
    assert window.view.width() == table_w  # the table got all its room back
    window.deckbuilder_action.trigger()
    assert panel.isVisible()
    panel.table_button.click()  # the panel's own way back
    assert window.view.isVisible()
    window.deckbuilder_action.trigger()
    panel.open_deck("annie")
    answer_new_game("easy", seat2_deck="lux")  # the player picks the opponent
    panel.play_button.click()
    assert window.controller.game is not None
    assert window.controller.seats[1].level == "easy"
    assert window.controller.seats[0].deck.legend.name == "Annie, Dark Child"
    assert window.controller.seats[1].deck.legend.name != "Annie, Dark Child"
    assert window.view.isVisible() and not panel.isVisible()  # back at the table to play
    window.show_deckbuilder()
    window.start_default_game(seed=2)  # any new game too (Game > New game…)
    assert window.view.isVisible() and not window.deckbuilder_action.isChecked()


def test_ctrl_z_in_the_deckbuilder_undoes_the_deck_not_the_game(qtbot, window):
    window.show_deckbuilder()
    panel = window.deckbuilder
    panel.open_deck("garen")
    start = panel.deck
    panel.add("Stalwart Poro")
    window.activateWindow()
    qtbot.waitActive(window)
    panel.deck_view.tree.setFocus()
    undone, passed = [], []
    window.undo_action.triggered.connect(lambda: undone.append(True))
    window.pass_action.triggered.connect(lambda: passed.append(True))
    QTest.keyClick(panel.deck_view.tree, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert panel.deck == start
    assert not undone  # the game's Undo (same keys) did not fire
    QTest.keyClick(panel.browser.current_view(), Qt.Key.Key_Space)
    assert not passed  # nor does Space pass in the game


def grid_names(panel: DeckbuilderPanel) -> list[str]:
    model = panel.browser.grid.model()
    return [model.index(r, 0).data(NAME_ROLE) for r in range(model.rowCount())]


def test_grid_shows_the_filtered_cards(qtbot, panel):
    browser = panel.browser
    assert browser.view_mode() == "list"
    browser.grid_button.click()
    assert browser.view_mode() == "grid"
    assert browser.grid.isVisible() and not browser.list.isVisible()
    assert grid_names(panel) == browser.visible_names()
    assert len(grid_names(panel)) == DECK_CARDS
    QTest.keyClicks(browser.search, "poro")
    assert grid_names(panel) == browser.visible_names()
    assert 0 < len(grid_names(panel)) < 40
    browser.type.setCurrentIndex(browser.type.findData("spell"))
    assert grid_names(panel) == browser.visible_names()
    # the cells are laid out in rows, left to right, in the list's order
    grid = browser.grid
    rects = [grid.visualRect(grid.model().index(r, 0)) for r in range(grid.model().rowCount())]
    assert all(r.isValid() for r in rects)
    if len(rects) > 1:
        assert (rects[1].top(), rects[1].left()) >= (rects[0].top(), rects[0].left())
    # only the faces in sight were drawn
    browser.search.clear()
    browser.type.setCurrentIndex(0)
    qtbot.wait(20)
    grid.viewport().repaint()
    assert 0 < grid.grid_delegate.painted < 100
    browser.list_button.click()
    assert browser.view_mode() == "list" and browser.list.isVisible()


def test_double_click_on_a_grid_cell_adds_a_copy(qtbot, panel):
    panel.resize(1280, 720)
    browser = panel.browser
    browser.set_view_mode("grid")
    panel.open_deck("garen")
    before = dict(panel.deck.main).get("Stalwart Poro", 0)
    pos = browser.grid.cell_center("Stalwart Poro")
    assert pos is not None
    dclick(browser.grid.viewport(), pos)
    qtbot.wait(5)
    assert dict(panel.deck.main)["Stalwart Poro"] == before + 1
    # the grid cell's drag carries the same card as the list's
    index = browser.grid.index_at_name("Stalwart Poro")
    mime = browser.grid.model().mimeData([index])
    assert read_mime(mime) == ("Stalwart Poro", BROWSER)
    # the copies in the deck are drawn on the cell, as on the list row
    assert index.data(BADGE_ROLE) == before + 1
    # hovering a cell shows the large preview beside it
    panel.preview.hide()
    other = browser.grid.visualRect(browser.grid.model().index(0, 0)).center()
    QTest.mouseMove(browser.grid.viewport(), other)
    QTest.mouseMove(browser.grid.viewport(), pos)
    assert panel.preview.isVisible() and panel.preview.card.name == "Stalwart Poro"
    # a deck card dropped on the grid leaves the deck
    drop(browser.grid.viewport(), card_mime("Stalwart Poro", "main"), pos)
    assert dict(panel.deck.main).get("Stalwart Poro", 0) == before
    # Enter adds the chosen card, in the grid as in the list
    assert browser.grid.currentIndex().data(NAME_ROLE) == "Stalwart Poro"
    QTest.keyClick(browser.grid, Qt.Key.Key_Return)
    assert dict(panel.deck.main)["Stalwart Poro"] == before + 1


def test_the_panel_remembers_list_or_grid(qtbot, window):
    panel = window.deckbuilder
    window.show_deckbuilder()
    panel.browser.set_view_mode("grid")
    window.show_deckbuilder(False)
    window.show_deckbuilder()
    assert panel.browser.view_mode() == "grid" and panel.browser.grid.isVisible()
    QTest.keyClicks(panel.browser.search, "poro")
    assert panel.browser.view_mode() == "grid"
    panel.browser.size_slider.setValue(2)
    window.close()  # saves the settings (in the test's own config folder)
    from app.ui.main_window import MainWindow

    again = MainWindow()
    qtbot.addWidget(again)
    assert again.deckbuilder.browser.view_mode() == "list"
    again.show_deckbuilder()
    assert again.deckbuilder.browser.view_mode() == "grid"  # as the player left it
    assert again.deckbuilder.browser.size_slider.value() == 2


def test_cards_the_engine_cant_play_are_marked(qtbot):
    from app.cards.catalog import Catalog

    bare = Catalog(load_catalog().all())  # no ability data: nothing is implemented
    panel = DeckbuilderPanel(catalog=bare)
    qtbot.addWidget(panel)
    panel.resize(460, 900)
    panel.show()
    item = panel.browser.item_for("Stalwart Poro")
    assert "can't play" in item.toolTip()
    panel._hover("Stalwart Poro", QPoint(10, 10))
    assert panel.preview.note.isVisible()
    panel.open_deck("garen")
    texts = [panel.problems.item(i).text() for i in range(panel.problems.count())]
    assert any(t.startswith("⚠") and "Garen, Rugged" in t for t in texts)
    # a warning, not a rule problem: the deck stays playable
    assert panel.play_button.isEnabled()


def test_every_problem_template_is_offered_for_translation():
    import ast
    import inspect

    from app.decks import validate
    from app.ui.deckbuilder.labels import PROBLEM_TEMPLATES

    templates = set()
    for node in ast.walk(ast.parse(inspect.getsource(validate))):
        if (isinstance(node, ast.Call) and getattr(node.func, "id", None) == "add"
                and len(node.args) >= 3 and isinstance(node.args[2], ast.Constant)):
            templates.add(node.args[2].value)
    assert templates and templates == {str(t) for t in PROBLEM_TEMPLATES}


PARTLY_BROKEN = """\
1 Master Yi, Wuju Bladesman

1 Master Yi, Meditative

3 Stalwrt Poro
2 Master Yi, Honed
3 Gentlemens Dual

1 Fortified Position

12 Calm Rune
"""


def _answer_import_question(qtbot, button, seen: list[str]) -> None:
    """Click `button` in the import question as soon as it is shown (it is modal)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QMessageBox

    tries = [200]  # two seconds at most: a missing question fails the test, never hangs

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            tries[0] -= 1
            if tries[0] > 0:
                QTimer.singleShot(10, answer)
            return
        seen.append(box.text())
        box.button(button).click()

    QTimer.singleShot(0, answer)


def test_partly_broken_import_asks_and_shows_what_was_left_out(qtbot, panel):
    from PySide6.QtWidgets import QMessageBox

    seen: list[str] = []
    _answer_import_question(qtbot, QMessageBox.StandardButton.No, seen)
    assert not panel.import_text(PARTLY_BROKEN)
    assert seen and seen[0].startswith("2 card(s) could not be read:")
    assert "line 5: unknown card 'Stalwrt Poro'. Did you mean 'Stalwart Poro'?" in seen[0]
    assert "line 7: unknown card 'Gentlemens Dual'" in seen[0]
    assert panel.deck.legend == ""  # refused: nothing imported
    assert "line 5" in panel.message.text()

    seen.clear()
    _answer_import_question(qtbot, QMessageBox.StandardButton.Yes, seen)
    assert panel.import_text(PARTLY_BROKEN, name="yi")
    assert seen
    assert panel.deck.legend == "Master Yi, Wuju Bladesman"
    assert panel.deck.champion == "Master Yi, Meditative"
    assert panel.deck.main == (("Master Yi, Honed", 2),)
    assert panel.deck.runes == (("Calm Rune", 12),)
    text = panel.message.text()
    assert panel.message.property("error") is True  # stays until the next change
    assert "without 2 unreadable line(s)" in text
    assert "line 5: 3 Stalwrt Poro" in text and "line 7: 3 Gentlemens Dual" in text


def test_import_the_rest_when_the_legend_line_is_the_broken_one(qtbot, panel, monkeypatch):
    monkeypatch.setattr(panel, "ask_import_rest", lambda error: True)
    text = PARTLY_BROKEN.replace("3 Stalwrt Poro", "3 Stalwart Poro").replace(
        "3 Gentlemens Dual", "3 Gentlemen's Duel").replace("Master Yi, Wuju", "Master Yii, Wuju")
    assert panel.import_text(text)
    assert panel.deck.legend == "" and panel.deck.champion == "Master Yi, Meditative"
    assert panel.deck.main_count == 9
    assert "line 1: 1 Master Yii, Wuju Bladesman" in panel.message.text()
    assert panel.problems_found  # no legend yet: the deck shows its problems, not playable


def test_a_legal_tournament_deck_is_built_from_the_whole_pool(qtbot, panel):
    """Every card added by a double-click in the browser (filtered to playable cards of a
    set, found by its name): the deck is legal for the tournament and can be played."""
    import random

    from app.decks.random_deck import random_deck

    cat = load_catalog()
    wanted = random_deck(random.Random(11), cat)
    b = panel.browser
    b.playable.setChecked(True)
    panel.format_combo.setCurrentIndex(panel.format_combo.findData("tournament"))
    names = [wanted.legend, wanted.champion, *wanted.main_cards(), *wanted.battlefields,
             *wanted.rune_cards()]
    for name in names:
        b.set_combo.setCurrentIndex(b.set_combo.findData(cat.lookup(name).set))
        b.search.setText(name)
        dclick_browser(qtbot, panel, name)
    assert panel.make_champion(wanted.champion)
    assert panel.problems_found == [], [str(p) for p in panel.problems_found]
    assert panel.play_button.isEnabled()
    assert sorted(panel.deck.main_cards()) == sorted(wanted.main_cards())
    assert set(panel.deck.battlefields) == set(wanted.battlefields)


def test_stats_are_legible_in_the_deckbuilder_page(qtbot, window):
    """In its own page the charts get a column of their own: wide bars, no tiny text."""
    from PySide6.QtGui import QFontInfo

    window.resize(1280, 720)
    window.show_deckbuilder()
    panel = window.deckbuilder
    panel.open_deck("annie")
    qtbot.wait(20)
    assert panel.stats_scroll.isVisible() and panel.problems.isVisible()  # both, no tabs
    for chart in (panel.stats.curve, panel.stats.domains, panel.stats.types):
        assert chart.isVisible() and chart.width() >= 280
        assert QFontInfo(chart.font()).pixelSize() >= 9
    slot = panel.stats.curve.width() / len(panel.stats.curve.counts())
    assert slot * 0.62 >= 18  # each Energy bar at least 18 px wide
