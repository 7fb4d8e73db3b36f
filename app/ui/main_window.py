"""The main window: the table in the middle, a prompt bar below, the log at the side."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.engine import CardDef
from app.ui.controller import GameController, Seat
from app.ui.interaction import Interaction, Prompt
from app.ui.overlays import HelpOverlay, HotseatCurtain, PreviewPanel
from app.ui.table_scene import TableScene
from app.ui.table_view import TableView
from app.ui.texts import event_text


class PromptBar(QWidget):
    """The current question, its answers as buttons, and Pass / End turn (Space)."""

    def __init__(self, interaction: Interaction) -> None:
        super().__init__()
        self.interaction = interaction
        self.setObjectName("PromptBar")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(10, 6, 10, 6)
        self.label = QLabel()
        self.label.setWordWrap(True)
        lay.addWidget(self.label, 1)
        self.buttons = QHBoxLayout()
        lay.addLayout(self.buttons)
        self.pass_button = QPushButton()
        self.pass_button.setMinimumWidth(120)
        self.pass_button.clicked.connect(interaction.pass_or_end)
        lay.addWidget(self.pass_button)
        interaction.promptChanged.connect(self.show_prompt)
        interaction.passLabelChanged.connect(self.set_pass)
        self.setStyleSheet("#PromptBar { background: #14261d; } "
                           "#PromptBar QLabel { color: #f1ede2; font-size: 13px; "
                           "background: transparent; } QPushButton { padding: 5px 12px; }")
        self.set_pass("")

    def show_prompt(self, prompt: Prompt | None) -> None:
        while self.buttons.count():
            w = self.buttons.takeAt(0).widget()
            if w is not None:
                w.deleteLater()
        self.label.setText(prompt.text if prompt else "")
        for label, what in (prompt.buttons if prompt else []):
            b = QPushButton(label)
            b.clicked.connect(lambda _=False, w=what: self.interaction.press_button(w))
            self.buttons.addWidget(b)

    def set_pass(self, label: str) -> None:
        shown = label or self.tr("Pass")
        self.pass_button.setText(self.tr("{label}  (Space)").format(label=shown))
        self.pass_button.setEnabled(bool(label))


class MainWindow(QMainWindow):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Riftbound Table"))
        self.resize(1600, 960)
        self.controller = GameController(self)
        self._cards: dict[str, CardDef] = {}
        self.scene = TableScene(self._card_for)
        self.interaction = Interaction(self.controller, self.scene)
        self.view = TableView(self.scene)
        self.prompt = PromptBar(self.interaction)
        central = QWidget()
        col = QVBoxLayout(central)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(0)
        col.addWidget(self.view, 1)
        col.addWidget(self.prompt)
        self.setCentralWidget(central)
        self.preview = PreviewPanel(self.view.viewport())
        self.help = HelpOverlay(self.view.viewport())
        self.curtain = HotseatCurtain(self.view.viewport())
        self.scene.hoveredCard.connect(self._hover)
        self.interaction.browseRequested.connect(self.browse_pile)
        self.log = QListWidget()
        self.log.setWordWrap(True)  # long lines wrap instead of hiding behind a scroll bar
        self.log.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        dock = QDockWidget(self.tr("Game log"), self)
        dock.setObjectName("LogDock")
        dock.setWidget(self.log)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        dock.setMinimumWidth(200)
        self.resizeDocks([dock], [250], Qt.Orientation.Horizontal)
        self.log_dock = dock
        from app.ui.computer import ComputerPlayers

        self.computer = ComputerPlayers(self.controller)
        self.computer.thinking.connect(self._thinking)
        self.computer.decided.connect(self._log_reason)
        self.controller.message.connect(self._status)
        self.controller.eventsHappened.connect(self._log_events)
        self.controller.gameOver.connect(self._game_over)
        self.controller.viewerChanged.connect(self._viewer_changed)
        from app.ui.deckbuilder import DeckbuilderPanel

        self.deckbuilder = DeckbuilderPanel()
        self.deckbuilder_dock = QDockWidget(self.tr("Deckbuilder"), self)
        self.deckbuilder_dock.setObjectName("DeckbuilderDock")
        self.deckbuilder_dock.setWidget(self.deckbuilder)
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.deckbuilder_dock)
        self.deckbuilder_dock.hide()
        self.deckbuilder_dock.toggleViewAction().setShortcut(
            QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_D))
        self.deckbuilder.playRequested.connect(self.play_deck)
        self.settings = None  # type: ignore[assignment]
        self.load_settings()
        self._menus()
        self.apply_settings()
        self.statusBar().showMessage(self.tr("Welcome to Riftbound Table."))

    # -- menus ----------------------------------------------------------------------------
    def _menus(self) -> None:
        game = self.menuBar().addMenu(self.tr("&Game"))
        self.new_action = self._add(game, self.tr("&New game…"), QKeySequence.StandardKey.New,
                                    self.new_game_dialog)
        self._add(game, self.tr("&Open saved game…"), QKeySequence.StandardKey.Open,
                  self.open_game_dialog)
        self._add(game, self.tr("&Save game"), QKeySequence.StandardKey.Save, self.save_game)
        self._add(game, self.tr("Save game &as…"), QKeySequence.StandardKey.SaveAs,
                  lambda: self.save_game(ask=True))
        self.recent_menu = game.addMenu(self.tr("Recent games"))
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self._add(game, self.tr("Watch a &replay…"), QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_R),
                  self.open_replay_dialog)
        game.addSeparator()
        self._add(game, self.tr("&Preferences…"), QKeySequence.StandardKey.Preferences,
                  self.preferences_dialog)
        game.addSeparator()
        quit_action = QAction(self.tr("&Quit"), self)
        # Explicit Ctrl+Q: the StandardKey.Quit binding is empty on Windows.
        quit_action.setShortcut(QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_Q))
        quit_action.triggered.connect(self.close)
        game.addAction(quit_action)
        self.quit_action = quit_action
        play = self.menuBar().addMenu(self.tr("&Play"))
        self.undo_action = self._add(play, self.tr("&Undo"), QKeySequence.StandardKey.Undo,
                                     self.controller.undo)
        redo_keys = QKeySequence(Qt.Modifier.CTRL | Qt.Modifier.SHIFT | Qt.Key.Key_Z)
        self.redo_action = self._add(play, self.tr("&Redo"), redo_keys, self.controller.redo)
        play.addSeparator()
        self.pass_action = self._add(play, self.tr("Pass / End turn"),
                                     QKeySequence(Qt.Key.Key_Space), self.interaction.pass_or_end)
        self._add(play, self.tr("Cancel"), QKeySequence(Qt.Key.Key_Escape),
                  self.interaction.escape)
        view = self.menuBar().addMenu(self.tr("&View"))
        self._add(view, self.tr("Zoom in"), QKeySequence.StandardKey.ZoomIn,
                  lambda: self.view.zoom_by(1.15))
        self._add(view, self.tr("Zoom out"), QKeySequence.StandardKey.ZoomOut,
                  lambda: self.view.zoom_by(1 / 1.15))
        self._add(view, self.tr("Fit to window"), QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_0),
                  self.view.fit)
        view.addAction(self.log_dock.toggleViewAction())
        view.addAction(self.deckbuilder_dock.toggleViewAction())
        helpm = self.menuBar().addMenu(self.tr("&Help"))
        self._add(helpm, self.tr("How to play and shortcuts"), QKeySequence(Qt.Key.Key_F1),
                  self.help.toggle)

    def _add(self, menu, text: str, keys, slot) -> QAction:  # type: ignore[no-untyped-def]
        act = QAction(text, self)
        act.setShortcut(QKeySequence(keys))
        act.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        act.triggered.connect(slot)
        menu.addAction(act)
        self.addAction(act)
        return act

    # -- games --------------------------------------------------------------------------------
    def start_game(self, seats: list[Seat], seed: int) -> None:
        from app.cards.catalog import load_catalog

        cat = load_catalog()
        self._cards = {}
        self.log.clear()
        self.controller.start(seats, seed, tokens=(cat.token("Recruit"),))
        self._index_cards()
        self.computer.setup(seed)
        self.view.fit()
        self.statusBar().showMessage(self.tr("New game: {a} vs {b}.").format(
            a=seats[0].name, b=seats[1].name))

    def start_default_game(self, seed: int = 1) -> None:
        from app.ui.new_game_dialog import make_seat

        self.start_game([make_seat("master-yi", self.tr("Player 1")),
                         make_seat("garen", self.tr("Player 2"))], seed)

    def play_deck(self, deck) -> None:  # type: ignore[no-untyped-def]
        """Hotseat: the deckbuilder's deck for seat 1, a built-in deck for seat 2."""
        import random

        from app.decks.builtin import load_builtin_decks
        from app.decks.spec import to_deck_spec

        builtins = load_builtin_decks()
        rival = next((d for d in builtins.values() if d.legend != deck.legend),
                     next(iter(builtins.values())))
        self.start_game([Seat(self.tr("Player 1"), to_deck_spec(deck)),
                         Seat(self.tr("Player 2"), to_deck_spec(rival))],
                        random.randrange(1, 100000))

    def attach_game(self, game, seats: list[Seat]) -> None:  # type: ignore[no-untyped-def]
        self.log.clear()
        self.controller.attach(game, seats)
        self._index_cards()
        self.view.fit()

    # -- saves ---------------------------------------------------------------------------
    def save_game(self, ask: bool = False) -> bool:
        from PySide6.QtWidgets import QFileDialog

        from app.storage.paths import saves_dir
        from app.storage.saves import SaveError, save_game

        game = self.controller.game
        if game is None:
            return False
        path = None if ask else getattr(self, "save_path", None)
        if path is None:
            name, _ = QFileDialog.getSaveFileName(
                self, self.tr("Save game"), str(saves_dir() / "game.rbsave"),
                self.tr("Riftbound Table games (*.rbsave)"))
            if not name:
                return False
            from pathlib import Path

            path = Path(name if name.endswith(".rbsave") else name + ".rbsave")
        try:
            save_game(game, self.controller.saved_seats(), path)
        except (SaveError, OSError) as exc:
            QMessageBox.warning(self, self.tr("Save game"), str(exc))
            return False
        self.save_path = path
        self._remember_recent(str(path))
        self.statusBar().showMessage(self.tr("Saved to {file}.").format(file=path.name), 6000)
        return True

    def open_game_dialog(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        from app.storage.paths import saves_dir

        name, _ = QFileDialog.getOpenFileName(self, self.tr("Open saved game"), str(saves_dir()),
                                              self.tr("Riftbound Table games (*.rbsave)"))
        if name:
            self.open_game(name)

    def open_game(self, name: str) -> bool:
        from pathlib import Path

        from app.storage.saves import SaveError, load_save

        try:
            loaded = load_save(Path(name))
        except SaveError as exc:
            QMessageBox.warning(self, self.tr("Open saved game"), str(exc))
            return False
        seats = [Seat(s.name, d, s.kind == "human", s.level)
                 for s, d in zip(loaded.data.seats, loaded.game.decks, strict=False)]
        self.log.clear()
        self.controller.attach(loaded.game, seats)
        self.controller.barrier = 0  # the replayed moves are this game's own history
        self.controller.actors = [-1] * len(loaded.game.log)
        self._index_cards()
        self.view.fit()
        self.save_path = Path(name)
        self._remember_recent(name)
        self.statusBar().showMessage(self.tr("Opened {file}.").format(file=Path(name).name), 6000)
        return True

    def _remember_recent(self, path: str) -> None:
        s = self.settings
        s.recent_saves = [path] + [p for p in s.recent_saves if p != path][:7]
        self.store_settings()

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        for path in self.settings.recent_saves:
            act = self.recent_menu.addAction(path)
            act.triggered.connect(lambda _=False, p=path: self.open_game(p))
        if not self.settings.recent_saves:
            self.recent_menu.addAction(self.tr("(none yet)")).setEnabled(False)

    def open_replay_dialog(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        from app.storage.paths import saves_dir

        name, _ = QFileDialog.getOpenFileName(self, self.tr("Watch a replay"), str(saves_dir()),
                                              self.tr("Riftbound Table games (*.rbsave)"))
        if name:
            self.open_replay(name)

    def open_replay(self, name: str) -> bool:
        from pathlib import Path

        from app.storage.saves import SaveError, load_save
        from app.ui.replay import ReplayBar

        try:
            loaded = load_save(Path(name))
        except SaveError as exc:
            QMessageBox.warning(self, self.tr("Watch a replay"), str(exc))
            return False
        if getattr(self, "replay_bar", None) is not None:
            self.replay_bar.close()
        self.replay_bar = ReplayBar(self, loaded)
        self.centralWidget().layout().insertWidget(1, self.replay_bar)
        return True

    def preferences_dialog(self) -> None:
        from app.ui.preferences import PreferencesDialog

        dlg = PreferencesDialog(self.settings, self)
        if dlg.exec():
            self.settings = dlg.result_settings()
            self.apply_settings()
            self.store_settings()

    # -- settings ----------------------------------------------------------------------------
    def load_settings(self) -> None:
        from app.storage.settings import load_settings

        self.settings, warning = load_settings()
        if warning:
            self.statusBar().showMessage(warning, 10000)

    def apply_settings(self) -> None:
        from app.ui import card_item

        card_item.ANIM_MS = int(180 / self.settings.animation_speed)
        self.interaction.auto_pass = self.settings.auto_pass
        self.controller.auto_pass = self.settings.auto_pass
        self.computer.pace_ms = self.settings.computer_pace_ms
        self.interaction.confirm_end = self._confirm_end if self.settings.confirm_end_turn \
            else None

    def store_settings(self) -> None:
        from app.storage.settings import save_settings

        try:
            save_settings(self.settings)
        except OSError as exc:
            self.statusBar().showMessage(self.tr("Could not save the settings: {e}").format(e=exc))

    def restore_layout(self) -> None:
        from PySide6.QtCore import QByteArray

        s = self.settings
        if s.window_geometry:
            self.restoreGeometry(QByteArray.fromBase64(s.window_geometry.encode()))
        if s.window_state:
            self.restoreState(QByteArray.fromBase64(s.window_state.encode()))

    def closeEvent(self, event) -> None:  # noqa: N802, ANN001 - Qt API
        s = self.settings
        s.window_geometry = bytes(self.saveGeometry().toBase64()).decode()
        s.window_state = bytes(self.saveState().toBase64()).decode()
        self.store_settings()
        if self.controller.autosave:
            from app.storage.recovery import clear_recovery, mark_clean_exit

            clear_recovery()
            mark_clean_exit()
        super().closeEvent(event)

    def offer_resume(self) -> bool:
        """After a crash, offer to resume the game from the recovery file."""
        from app.storage.paths import recovery_file

        if not recovery_file().exists():
            return False
        answer = QMessageBox.question(
            self, self.tr("Resume the last game?"),
            self.tr("Riftbound Table did not close properly last time. Resume the game that "
                    "was in progress?"))
        if answer == QMessageBox.StandardButton.Yes:
            return self.open_game(str(recovery_file()))
        return False

    def _index_cards(self) -> None:
        game = self.controller.game
        if game is not None:
            for o in game.state.objs.values():
                self._cards[o.card.code] = o.card
            for t in game.tokens.values():
                self._cards[t.code] = t
            self.controller.changed.emit()

    def _card_for(self, code: str) -> CardDef | None:
        return self._cards.get(code)

    def new_game_dialog(self) -> None:
        from app.ui.new_game_dialog import NewGameDialog

        dlg = NewGameDialog(self, self.settings.last_decks)
        if dlg.exec():
            seats, seed = dlg.result_seats()
            self.settings.last_decks = dlg.deck_names()
            self.settings.last_seats = ["human" if s.human else f"computer:{s.level}"
                                        for s in seats]
            self.store_settings()
            self.start_game(seats, seed)

    def _confirm_end(self) -> bool:
        answer = QMessageBox.question(self, self.tr("End the turn?"),
                                      self.tr("You can still act. End your turn?"))
        return answer == QMessageBox.StandardButton.Yes

    # -- feedback ------------------------------------------------------------------------------
    def _thinking(self, busy: bool, name: str) -> None:
        if busy:
            self.prompt.label.setText(self.tr("{name} is thinking…").format(name=name))

    def _log_reason(self, name: str, choice) -> None:  # type: ignore[no-untyped-def]
        from app.ui.texts import ai_reason

        self.log.addItem(self.tr("{name} (computer): {reason}").format(
            name=name, reason=ai_reason(choice)))
        self.log.scrollToBottom()

    def _status(self, text: str) -> None:
        self.statusBar().showMessage(text, 8000)

    def _log_events(self, events: list) -> None:  # type: ignore[type-arg]
        game = self.controller.game
        if game is None:
            return
        objs = game.state.objs
        view = self.controller.view()
        visible = set(self.scene.items_by_id)

        def name_of(oid) -> str:  # type: ignore[no-untyped-def]
            if isinstance(oid, tuple):  # ("code", card code) from the event itself
                card = self._cards.get(oid[1])
                return card.name if card is not None else oid[1]
            if isinstance(oid, int) and oid in objs and (oid in visible or
                                                          self._public(oid, view)):
                return objs[oid].card.name
            return self.tr("a card")

        def player_name(i: int) -> str:
            return game.state.players[i].name

        for ev in events:
            line = event_text(ev, name_of, player_name)
            if line:
                self.log.addItem(line)
        self.log.scrollToBottom()

    def _public(self, oid: int, view: dict) -> bool:  # type: ignore[type-arg]
        return any(c.get("id") == oid for p in view["players"] for c in p["trash"])

    def _hover(self, oid: int, entered: bool) -> None:
        item = self.scene.items_by_id.get(oid)
        if not entered or item is None:
            self.preview.hide()
            return
        card = item.card
        game = self.controller.game
        # the player may look at their own facedown card; nobody else may
        if (not item.face_up and game is not None and
                game.state.objs[oid].controller != self.controller.viewer):
            card = None
        if card is None:
            self.preview.hide()
            return
        pos = self.view.mapFromScene(item.sceneBoundingRect().center())
        self.preview.show_card(card, item.state, left=pos.x() > self.view.viewport().width() / 2)

    def browse_pile(self, player: int, which: str) -> None:
        from app.ui.pile_browser import PileBrowser

        view = self.controller.view()
        entries = view["players"][player][which]
        cards = [c for c in (self._cards.get(e["code"]) for e in entries) if c is not None]
        name = view["players"][player]["name"]
        title = (self.tr("{name}'s trash") if which == "trash" else
                 self.tr("{name}'s banishment")).format(name=name)
        self.browser = PileBrowser(title, cards, self)
        self.browser.open()

    def _viewer_changed(self, viewer: int) -> None:
        game = self.controller.game
        humans = [s for s in self.controller.seats if s.human]
        if game is not None and len(humans) > 1 and not game.is_over:
            self.curtain.show_for(game.state.players[viewer].name)

    def _game_over(self, winner: int) -> None:
        from app.ui.endgame import GameOverDialog

        game = self.controller.game
        assert game is not None
        names = [p.name for p in game.state.players]
        GameOverDialog(names, winner, self.controller.score_history, self).open()

    def resizeEvent(self, event) -> None:  # noqa: N802, ANN001 - Qt API
        super().resizeEvent(event)
        self.view.fit()

    def about(self) -> None:
        QMessageBox.about(self, self.tr("Riftbound Table"), self.tr(
            "An unofficial fan project, not endorsed by Riot Games."))


__all__ = ["MainWindow", "QPointF"]
