"""The deckbuilder panel: browse the cards, build a deck, check it, and play with it.

Every edit goes through the panel's QUndoStack (Ctrl+Z / Ctrl+Shift+Z). The deck is
validated after each change for the chosen format; "Play with this deck" is enabled only
when the deck is legal, and emits `playRequested(DeckList)`.
"""

from __future__ import annotations

import itertools

from PySide6.QtCore import QEvent, QKeyCombination, QPoint, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QColor,
    QKeyEvent,
    QKeySequence,
    QUndoStack,
)
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.cards.catalog import Catalog, load_catalog
from app.decks.model import DeckList
from app.decks.validate import FORMATS, Problem, validate
from app.ui.deckbuilder.browser import CardBrowser
from app.ui.deckbuilder.commands import (
    DeckSource,
    EditorState,
    StateChange,
    add_card,
    empty_deck,
    move_card,
    remove_card,
    rename,
    section_for,
    set_champion,
)
from app.ui.deckbuilder.deck_files import DeckFiles
from app.ui.deckbuilder.deck_view import DeckView
from app.ui.deckbuilder.drag import BROWSER
from app.ui.deckbuilder.labels import format_name, problem_text, section_name
from app.ui.deckbuilder.preview import CardPreview
from app.ui.deckbuilder.stats import StatsView, deck_stats, odds_bands

_docs = itertools.count(1)
WIDE = 900  # from this width the browser, the deck and the checks stand side by side



class DeckbuilderPanel(DeckFiles, QWidget):
    playRequested = Signal(object)  # the DeckList, legal for the chosen format
    deckChanged = Signal(object)  # the DeckList after any change (edit, undo, open ...)
    tableRequested = Signal()  # "Table" button: back to the game (when the window shows it)

    def __init__(self, parent: QWidget | None = None, catalog: Catalog | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("DeckbuilderPanel")
        self.catalog = catalog or load_catalog()
        self.undo_stack = QUndoStack(self)
        self._doc = next(_docs)
        self._sources: dict[int, DeckSource | None] = {self._doc: None}
        self._state = EditorState(empty_deck(self.tr("New deck")), self._doc)
        self.problems_found: list[Problem] = []
        self.preview = CardPreview()

        self._build()
        self.setMinimumWidth(380)
        self.resize(self.sizeHint())
        self._wire()
        self._apply(self._state)

    # -- layout ---------------------------------------------------------------------------------
    def _build(self) -> None:
        self.new_button = self._tool(self.tr("New"), self.tr("Start an empty deck"))
        self.open_button = self._tool(self.tr("Open"), self.tr("Open a built-in or saved deck"))
        self.open_menu = QMenu(self)
        self.open_button.setMenu(self.open_menu)
        self.open_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.save_button = self._tool(self.tr("Save"), self.tr("Save the deck (Ctrl+S)"))
        self.save_as_button = self._tool(self.tr("Save as…"), self.tr("Save under a new name"))
        self.import_button = self._tool(self.tr("Import"),
                                        self.tr("Read a deck list or deck code"))
        self.import_menu = QMenu(self)
        self.import_menu.addAction(self.tr("From the clipboard"), self.import_clipboard)
        self.import_menu.addAction(self.tr("From a file…"), lambda: self.import_file())
        self.import_button.setMenu(self.import_menu)
        self.import_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.export_button = self._tool(self.tr("Export"), self.tr("Copy the deck to share it"))
        self.export_menu = QMenu(self)
        self.export_button.setMenu(self.export_menu)
        self.export_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.undo_button = self._tool("↶", "")
        self.redo_button = self._tool("↷", "")
        for b in (self.undo_button, self.redo_button):
            f = b.font()
            f.setPointSizeF(f.pointSizeF() * 1.25)
            b.setFont(f)
        self.table_button = self._tool(self.tr("◀ Table"),
                                       self.tr("Back to the game table (Ctrl+D)"))
        self.table_button.setObjectName("BackToTable")
        self.table_button.hide()  # shown by a window that hosts the panel beside its table
        tools = QHBoxLayout()
        tools.setSpacing(2)
        tools.addWidget(self.table_button)
        for b in (self.new_button, self.open_button, self.save_button, self.save_as_button,
                  self.import_button, self.export_button):
            tools.addWidget(b)
        tools.addStretch(1)
        tools.addWidget(self.undo_button)
        tools.addWidget(self.redo_button)

        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("DeckName")
        self.name_edit.setPlaceholderText(self.tr("Deck name"))
        self.format_combo = QComboBox()
        for fmt in FORMATS:
            self.format_combo.addItem(format_name(fmt), fmt)
        self.format_combo.setToolTip(self.tr("The format the deck is checked against"))
        self.dirty = QLabel("●")
        self.dirty.setObjectName("DeckDirty")
        self.dirty.setStyleSheet("#DeckDirty { color: #d9822b; }")
        self.dirty.setToolTip(self.tr("Unsaved changes"))
        name_row = QHBoxLayout()
        self.name_edit.setMaximumWidth(560)
        name_row.addWidget(self.name_edit, 1)
        name_row.addWidget(self.dirty)
        name_row.addWidget(self.format_combo)
        name_row.addStretch(0)

        self.message = QLabel()
        self.message.setObjectName("DeckbuilderMessage")
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.message.hide()
        self._message_timer = QTimer(self)
        self._message_timer.setSingleShot(True)
        self._message_timer.setInterval(8000)
        self._message_timer.timeout.connect(self.message.hide)

        self.browser = CardBrowser(self.catalog)
        self.deck_view = DeckView(self.catalog)
        self.problems = QListWidget()
        self.problems.setObjectName("DeckProblems")
        self.problems.setWordWrap(True)
        self.problems.setAlternatingRowColors(False)
        self.stats = StatsView()
        self.stats_scroll = QScrollArea()
        self.stats_scroll.setWidgetResizable(True)
        self.stats_scroll.setWidget(self.stats)
        self.stats_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.tabs = QTabWidget()
        self.tabs.addTab(self.problems, "")
        self.tabs.addTab(self.stats_scroll, self.tr("Stats"))
        self.tabs.setDocumentMode(True)
        # wide: the checks and the stats one above the other, both in sight (no tabs)
        self.checks = QWidget()
        self.checks.setObjectName("DeckChecks")
        self.checks_title = QLabel()
        self.checks_title.setObjectName("DeckChecksTitle")
        checks = QVBoxLayout(self.checks)
        checks.setContentsMargins(0, 0, 0, 0)
        checks.setSpacing(4)
        checks.addWidget(self.checks_title)

        self.splitter = QSplitter(Qt.Orientation.Vertical)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.addWidget(self.browser)
        self.splitter.addWidget(self.deck_view)
        self.splitter.addWidget(self.tabs)
        self._arranged: Qt.Orientation | None = None
        self._arrange(Qt.Orientation.Vertical)

        self.summary = QLabel()
        self.summary.setObjectName("DeckSummary")
        self.summary.setWordWrap(True)
        self.play_button = QPushButton(self.tr("Play with this deck"))
        self.play_button.setObjectName("PlayDeck")
        self.play_button.setMinimumHeight(32)
        self.play_button.setStyleSheet(
            "#PlayDeck:enabled { background: #2f7a50; color: white; font-weight: bold; "
            "border-radius: 4px; padding: 4px 14px; } "
            "#PlayDeck:disabled { border-radius: 4px; padding: 4px 14px; }")
        bottom = QHBoxLayout()
        bottom.addWidget(self.summary, 1)
        bottom.addWidget(self.play_button)

        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        lay.setSpacing(6)
        lay.addLayout(tools)
        lay.addLayout(name_row)
        lay.addWidget(self.message)
        lay.addWidget(self.splitter, 1)
        lay.addLayout(bottom)

        # Ctrl+Z, Ctrl+Shift+Z (or Ctrl+Y) and Ctrl+S act on the deck while the focus is in
        # the panel, even inside a window whose menus bind the same keys (see `event`).
        self.undo_action = QAction(self.tr("Undo"), self)
        self.redo_action = QAction(self.tr("Redo"), self)
        self.save_action = QAction(self.tr("Save"), self)

    def _tool(self, text: str, tip: str) -> QToolButton:
        b = QToolButton()
        b.setText(text)
        b.setToolTip(tip)
        b.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        b.setAutoRaise(True)
        return b

    def _wire(self) -> None:
        self.new_button.clicked.connect(self.new_deck)
        self.open_menu.aboutToShow.connect(self._fill_open_menu)
        self.export_menu.aboutToShow.connect(self._fill_export_menu)
        self.save_button.clicked.connect(self.save)
        self.save_as_button.clicked.connect(lambda: self.save_as())
        self.save_action.triggered.connect(self.save)
        self.undo_button.clicked.connect(self.undo_stack.undo)
        self.redo_button.clicked.connect(self.undo_stack.redo)
        self.undo_action.triggered.connect(self.undo_stack.undo)
        self.redo_action.triggered.connect(self.undo_stack.redo)
        self.undo_stack.canUndoChanged.connect(self.undo_button.setEnabled)
        self.undo_stack.canRedoChanged.connect(self.redo_button.setEnabled)
        self.undo_stack.undoTextChanged.connect(
            lambda t: self.undo_button.setToolTip(self.tr("Undo {what} (Ctrl+Z)").format(what=t)))
        self.undo_stack.redoTextChanged.connect(
            lambda t: self.redo_button.setToolTip(
                self.tr("Redo {what} (Ctrl+Shift+Z)").format(what=t)))
        self.undo_stack.cleanChanged.connect(self._clean_changed)
        self.undo_button.setEnabled(False)
        self.redo_button.setEnabled(False)
        self.name_edit.editingFinished.connect(self._name_edited)
        self.format_combo.currentIndexChanged.connect(lambda _i: self._refresh())
        self.browser.addRequested.connect(self.add)
        self.browser.removeRequested.connect(self.remove)
        self.browser.championRequested.connect(self.make_champion)
        self.browser.hovered.connect(self._hover)
        self.deck_view.addRequested.connect(self.add)
        self.deck_view.removeRequested.connect(self.remove)
        self.deck_view.championRequested.connect(self.make_champion)
        self.deck_view.moveRequested.connect(self.move)
        self.deck_view.dropped.connect(self._dropped)
        self.deck_view.selectionChanged.connect(self._selection_changed)
        self.deck_view.hovered.connect(self._hover)
        self.play_button.clicked.connect(self.play)
        self.table_button.clicked.connect(self.tableRequested)
        self.stats.record.playtestRequested.connect(self.playtest)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt API
        return QSize(1280, 720)

    def _arrange(self, orientation: Qt.Orientation) -> None:
        """Side by side when the panel is wide (its own view), one above the other when
        it is narrow."""
        if orientation == self._arranged:
            return
        self._arranged = orientation
        sp = self.splitter
        sp.setOrientation(orientation)
        checks = self.checks.layout()
        if orientation == Qt.Orientation.Horizontal:
            self.tabs.clear()  # the pages move to the checks column
            checks.addWidget(self.problems)
            checks.addWidget(self.stats_scroll, 1)
            self.problems.show()  # a tab widget's pages leave it hidden
            self.stats_scroll.show()
            self._fit_problems()
            sp.replaceWidget(2, self.checks)
            self.tabs.hide()
            self.checks.show()
            for w in (self.browser, self.deck_view, self.checks):
                w.setMinimumHeight(0)
            self.browser.setMinimumWidth(360)
            self.deck_view.setMinimumWidth(250)
            self.checks.setMinimumWidth(280)
            for i, f in enumerate((10, 5, 5)):
                sp.setStretchFactor(i, f)
            w = max(self.width(), WIDE)
            sp.setSizes([int(w * 0.5), int(w * 0.25), int(w * 0.25)])
        else:
            self.problems.setMinimumHeight(0)
            self.problems.setMaximumHeight(16777215)
            if self.tabs.count() == 0:
                self.tabs.addTab(self.problems, "")
                self.tabs.addTab(self.stats_scroll, self.tr("Stats"))
            if sp.indexOf(self.checks) == 2:
                sp.replaceWidget(2, self.tabs)
                self.checks.hide()
                self.tabs.show()
            self._show_problems()
            for w in (self.browser, self.deck_view, self.tabs):
                w.setMinimumWidth(0)
            self.browser.setMinimumHeight(160)
            self.deck_view.setMinimumHeight(140)
            self.tabs.setMinimumHeight(110)
            for i, f in enumerate((5, 5, 3)):
                sp.setStretchFactor(i, f)
            sp.setSizes([330, 340, 170])

    def resizeEvent(self, event) -> None:  # noqa: N802, ANN001 - Qt API
        self._arrange(Qt.Orientation.Horizontal if event.size().width() >= WIDE
                      else Qt.Orientation.Vertical)
        super().resizeEvent(event)
        self._fit_problems()  # its lines wrap anew

    # -- state ----------------------------------------------------------------------------------
    @property
    def deck(self) -> DeckList:
        return self._state.deck

    @property
    def fmt(self) -> str:
        return str(self.format_combo.currentData())

    @property
    def source(self) -> DeckSource | None:
        return self._sources.get(self._state.doc)

    def set_format(self, fmt: str) -> None:
        self.format_combo.setCurrentIndex(FORMATS.index(fmt))

    def _push(self, deck: DeckList | None, text: str, merge_key: str | None = None,
              new_doc: DeckSource | None | bool = False) -> bool:
        """Record an edit on the undo stack (and apply it). `new_doc` (a source or None)
        starts a new document: a deck opened, imported or started from scratch."""
        if deck is None:
            return False
        doc = self._state.doc
        if new_doc is not False:
            doc = next(_docs)
            self._sources[doc] = new_doc  # type: ignore[assignment]
        after = EditorState(deck, doc)
        if after == self._state:
            return False
        if self.message.property("error"):
            self.message.hide()
            self.message.setProperty("error", False)
        self.undo_stack.push(StateChange(self._apply, self._state, after, text, merge_key))
        return True

    def _apply(self, state: EditorState) -> None:
        self._state = state
        if self.name_edit.text() != state.deck.name:
            self.name_edit.setText(state.deck.name)
        self._refresh()
        self.deckChanged.emit(state.deck)

    def _refresh(self) -> None:
        deck, fmt = self.deck, self.fmt
        self.problems_found = validate(deck, fmt, self.catalog)
        flagged = {str(p.params["name"]) for p in self.problems_found if "name" in p.params}
        self.deck_view.set_deck(deck, fmt, frozenset(flagged))
        counts: dict[str, int] = {}
        for name in (deck.legend, deck.champion, *deck.battlefields, *deck.main_cards(),
                     *deck.rune_cards(), *deck.sideboard_cards()):
            if name:
                counts[name] = counts.get(name, 0) + 1
        self.browser.set_deck_counts(counts)
        legend = self.catalog.find(deck.legend) if deck.legend else None
        self.browser.set_identity(frozenset(legend.domains) if legend is not None else None)
        self.stats.set_stats(deck_stats(deck, self.catalog))
        self.stats.odds.set_bands(odds_bands(deck, self.catalog), sum(c for _, c in deck.main))
        self.stats.record.show_record(deck.name)  # from the match history
        self._show_problems()
        self._selection_changed(*(self.deck_view.selected() or ("", "")))
        self._refresh_summary()

    def _show_problems(self) -> None:
        self.problems.clear()
        ok = not self.problems_found
        if ok:
            item = QListWidgetItem("✓ " + self.tr("Legal {fmt} deck.").format(
                fmt=format_name(self.fmt)))
            item.setForeground(QColor("#2f8f5b"))
            self.problems.addItem(item)
        for problem in self.problems_found:
            item = QListWidgetItem("✗ " + problem_text(problem))
            item.setForeground(QColor("#c0392b"))
            item.setToolTip(problem.rule)
            item.setData(Qt.ItemDataRole.UserRole, problem.code)
            self.problems.addItem(item)
        unplayable = self.unplayable()
        for name in unplayable:
            item = QListWidgetItem("⚠ " + self.tr(
                "{name}: the game engine can't play its abilities yet.").format(name=name))
            item.setForeground(QColor("#b86e00"))
            self.problems.addItem(item)
        self._fit_problems()
        n = len(self.problems_found)
        title = self.tr("Legal ✓") if ok else self.tr("Problems ({n})").format(n=n)
        if unplayable:  # legal or not, a game can't start with these yet
            title += "  ·  " + self.tr("Playable: no ({n} cards)").format(n=len(unplayable))
        self.tabs.setTabText(0, title)
        self.checks_title.setText(title)
        self.checks_title.setStyleSheet("#DeckChecksTitle { font-weight: bold; color: %s; }"
                                        % ("#2f8f5b" if ok else "#c0392b"))
        if not ok and self.tabs.currentIndex() != 0:
            self.tabs.tabBar().setTabTextColor(0, QColor("#c0392b"))
        else:
            self.tabs.tabBar().setTabTextColor(0, QColor())

    def _fit_problems(self) -> None:
        """Wide: the checks list as tall as its lines, up to a third of the column."""
        if self._arranged != Qt.Orientation.Horizontal:
            return
        lst = self.problems
        lst.doItemsLayout()
        rows = sum(max(lst.visualItemRect(lst.item(i)).height(), 18) for i in range(lst.count()))
        lst.setFixedHeight(min(rows + 2 * lst.frameWidth() + 10,
                               max(80, self.height() // 3)))

    def _clean_changed(self, _clean: bool) -> None:
        import shiboken6

        # The stack says it is clean once more as it is deleted with the panel.
        if shiboken6.isValid(self.undo_stack) and shiboken6.isValid(self.summary):
            self._refresh_summary()

    def _refresh_summary(self) -> None:
        deck = self.deck
        ok = not self.problems_found
        parts = [self.tr("Main {n}").format(n=deck.main_count),
                 self.tr("Runes {n}").format(n=deck.rune_count),
                 self.tr("Battlefields {n}").format(n=len(deck.battlefields))]
        self.summary.setText("  ·  ".join(parts))
        self.dirty.setVisible(not self.undo_stack.isClean())
        self.play_button.setEnabled(ok)
        unplayable = len(self.unplayable())
        self.play_button.setToolTip(
            self.tr("Fix the deck's problems for {fmt} first").format(fmt=format_name(self.fmt))
            if not ok else
            self.tr("The game can't play {n} of its cards yet").format(n=unplayable)
            if unplayable else
            self.tr("Start a hotseat game with this deck against a built-in deck"))
        self.save_button.setEnabled(bool(deck.legend) or bool(deck.main))

    def _selection_changed(self, name: str, section: str) -> None:
        odds = self.stats.odds
        if name and section in ("main", "champion"):
            copies = sum(c for n, c in self.deck.main if n == name)
            odds.set_card(name, copies)
        else:
            odds.set_card("", 0)

    def _hover(self, name: str, pos: QPoint) -> None:
        card = self.catalog.find(name) if name else None
        if card is None or not self.isVisible():
            self.preview.hide()
            return
        self.preview.show_card(self.catalog.card_def(card.code),
                               self.catalog.is_implemented(card.code), self._anchor(pos), pos)

    def _anchor(self, pos: QPoint) -> QWidget | QRect:
        """Where the preview goes beside: the panel when it is narrow (a side panel); when it
        is wide, the hovered grid cell or the view under the mouse."""
        if self._arranged != Qt.Orientation.Horizontal or pos.isNull():
            return self
        grid = self.browser.grid
        for view in (grid, self.browser.list, self.deck_view.tree):
            vp = view.viewport()
            local = vp.mapFromGlobal(pos)
            if not vp.isVisible() or not vp.rect().contains(local):
                continue
            if view is grid and (index := grid.indexAt(local)).isValid():
                cell = grid.visualRect(index)
                return QRect(vp.mapToGlobal(cell.topLeft()), cell.size())
            return view
        return self

    def _key_action(self, event: QKeyEvent) -> QAction | None:
        if event.matches(QKeySequence.StandardKey.Undo):
            return self.undo_action
        if event.matches(QKeySequence.StandardKey.Redo) or event.keyCombination() in (
                QKeyCombination(Qt.KeyboardModifier.ControlModifier
                                | Qt.KeyboardModifier.ShiftModifier, Qt.Key.Key_Z),
                QKeyCombination(Qt.KeyboardModifier.ControlModifier, Qt.Key.Key_Y)):
            return self.redo_action
        if event.matches(QKeySequence.StandardKey.Save):
            return self.save_action
        return None

    @staticmethod
    def _table_key(event: QKeyEvent) -> bool:
        """The table's keys (Space passes, Ctrl+Enter ends the turn, Escape cancels) do
        nothing to the game while the focus is in the deckbuilder."""
        mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Escape):
            return mods == Qt.KeyboardModifier.NoModifier
        return event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) \
            and mods == Qt.KeyboardModifier.ControlModifier

    def event(self, event: QEvent) -> bool:
        # Claim our keys before the window's shortcuts (game undo, save game) see them; a
        # line edit that wants Ctrl+Z for its own text claims it first and keeps it.
        if (event.type() == QEvent.Type.ShortcutOverride
                and (self._key_action(event) is not None  # type: ignore[arg-type]
                     or self._table_key(event))):  # type: ignore[arg-type]
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt API
        action = self._key_action(event)
        if action is not None:
            action.trigger()
            event.accept()
            return
        super().keyPressEvent(event)

    def hideEvent(self, event) -> None:  # noqa: N802, ANN001 - Qt API
        self.preview.hide()
        super().hideEvent(event)

    # -- edits ----------------------------------------------------------------------------------
    def add(self, name: str, section: str = "") -> bool:
        """One more copy of a card (in `section`, or where its type says)."""
        target = section_for(name, section or None, self.catalog)
        if target is None:
            self.show_message(self.tr("{name} can't be part of a deck.").format(name=name), True)
            return False
        done = self._push(add_card(self.deck, name, section or None, self.catalog),
                          self.tr("add {name}").format(name=name))
        if done:
            self.deck_view.select(name, target)
        return done

    def remove(self, name: str, section: str) -> bool:
        return self._push(remove_card(self.deck, name, section),
                          self.tr("remove {name}").format(name=name))

    def make_champion(self, name: str) -> bool:
        done = self._push(set_champion(self.deck, name, self.catalog),
                          self.tr("choose {name} as champion").format(name=name))
        if done:
            self.deck_view.select(name, "champion")
        return done

    def move(self, name: str, source: str, target: str) -> bool:
        done = self._push(move_card(self.deck, name, source, target, self.catalog),
                          self.tr("move {name} to {section}").format(
                              name=name, section=section_name(target)))
        if done:
            self.deck_view.select(name, target)
        return done

    def _dropped(self, name: str, source: str, target: str) -> None:
        if source == BROWSER:
            self.add(name, target if target in ("sideboard", "champion") else "")
        elif target and section_for(name, target, self.catalog) == target:
            self.move(name, source, target)

    def _name_edited(self) -> None:
        text = self.name_edit.text().strip()
        self._push(rename(self.deck, text), self.tr("rename the deck"), merge_key="rename")

    # -- documents ----------------------------------------------------------------------------
    def new_deck(self) -> None:
        self._push(empty_deck(self.tr("New deck")), self.tr("new deck"), new_doc=None)

    def load(self, deck: DeckList, source: DeckSource | None = None,
             text: str | None = None) -> None:
        """Show `deck` as a new document (undoable, like every change)."""
        self._push(deck, text or self.tr("open {name}").format(name=deck.name), new_doc=source)
        self.undo_stack.setClean()
        self._refresh_summary()

    # -- playing --------------------------------------------------------------------------------
    def unplayable(self) -> list[str]:
        """The deck's cards the game engine can't play yet (sideboard included), by name."""
        deck = self.deck
        implemented = self.catalog.implemented_codes()
        return sorted({n for n in (deck.legend, deck.champion, *deck.battlefields,
                                   *dict(deck.main), *dict(deck.runes), *dict(deck.sideboard))
                       if n and (c := self.catalog.find(n)) is not None
                       and c.code not in implemented})

    def playtest(self) -> None:
        """Sample hands of the deck as it is now (app.ui.deckbuilder.playtest)."""
        from app.ui.deckbuilder.playtest import PlaytestDialog

        self.playtest_dialog = PlaytestDialog(self.deck, self.catalog, self)
        self.playtest_dialog.open()

    def play(self) -> bool:
        """New Game with this deck; a deck the game can't play yet says so first, and which
        of its cards, rather than after the opponent is chosen."""
        if self.problems_found:
            return False
        unplayable = self.unplayable()
        if unplayable:
            self.show_message(self.tr("This deck can't be played yet: the game can't play "
                                      "{count} of its cards: {names}.").format(
                count=len(unplayable), names=", ".join(unplayable)), True)
            return False
        self.playRequested.emit(self.deck)
        return True

    # -- feedback and questions (tests replace the dialogs) ------------------------------------
    def show_message(self, text: str, error: bool = False) -> None:
        self.message.setText(text)
        self.message.setStyleSheet(
            "#DeckbuilderMessage { padding: 4px 6px; border-radius: 4px; "
            + ("background: #f6d5d1; color: #7a1d12; }" if error else
               "background: #d8eede; color: #1d4f31; }"))
        self.message.setProperty("error", error)
        self.message.show()
        if error:
            self._message_timer.stop()  # an error stays until the next change
        else:
            self._message_timer.start()

    def ask_text(self, title: str, label: str, default: str) -> str | None:
        text, ok = QInputDialog.getText(self, title, label, QLineEdit.EchoMode.Normal, default)
        return text.strip() if ok and text.strip() else None

    def confirm(self, question: str) -> bool:
        answer = QMessageBox.question(self, self.tr("Deckbuilder"), question)
        return answer == QMessageBox.StandardButton.Yes
