"""The main window: the table in the middle, a prompt bar below, the log at the side."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from app.engine import CardDef
from app.engine.actions.copying import copiable
from app.ui.controller import CURTAIN, REPLAY, GameController, Seat
from app.ui.game_files import GameFiles
from app.ui.game_log import GameLog
from app.ui.guided_games import GuidedGames
from app.ui.interaction import Interaction
from app.ui.overlays import HelpOverlay, HotseatCurtain, PreviewPanel, StartScreen, Toast
from app.ui.prompt_bar import PromptBar
from app.ui.table_scene import TableScene
from app.ui.table_view import TableView
from app.ui.window_menus import WindowMenus

if TYPE_CHECKING:
    from app.ui.deckbuilder import DeckbuilderPanel


class MainWindow(GameFiles, WindowMenus, GuidedGames, QMainWindow):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Riftbound Table"))
        from app.ui import fonts

        fonts.install(QApplication.instance())  # type: ignore[arg-type]
        self.fit_to_screen()
        self.controller = GameController(self)
        self._cards: dict[str, CardDef] = {}
        self.scene = TableScene(self._card_for)
        self.interaction = Interaction(self.controller, self.scene)
        from app.ui.effects import TableEffects  # what just happened, over the table

        self.effects = TableEffects(self.controller, self.scene)
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
        self.toast = Toast(self.view.viewport())
        # over the whole table page, the prompt bar too: a mulligan's or a turn's buttons
        # must not show through the menu, nor take a click or a key under it
        self.start_screen = StartScreen(central)
        self.start_screen.chosen.connect(self._start_choice)
        self.start_screen.shownChanged.connect(lambda up: self._table_input(not up))
        # while the curtain is up nobody may act for the player who hasn't taken the seat
        self.curtain.dismissed.connect(lambda: self.controller.unlock(CURTAIN))
        self.scene.hoveredCard.connect(self._hover)
        # the preview would hide the places a card can go: away while dragging and dropping
        self.scene.dragStarted.connect(lambda _oid: self._drag_started())
        self.scene.dropped.connect(lambda _oid, _zone: self.preview.hide())
        from app.ui.resting_preview import RestingPreview

        self.resting = RestingPreview(self)  # the column is never empty during a game
        self.interaction.browseRequested.connect(self.browse_pile)
        self.log = GameLog(self.controller, self._card_for)
        self.log.scene = self.scene  # pointing at a line outlines its cards on the table
        dock = QDockWidget(self.tr("Game log"), self)
        dock.setObjectName("LogDock")
        dock.setWidget(self.log.panel)  # the log under its filter
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        dock.setMinimumWidth(200)
        self.resizeDocks([dock], [250], Qt.Orientation.Horizontal)
        self.log_dock = dock
        # collapsed, the log is a thin strip at the table's edge and the board takes the
        # width; whether it is open is remembered with the window's layout (saveState)
        dock.visibilityChanged.connect(lambda shown: self.view.set_log_strip(not shown))
        self.view.log_strip.clicked.connect(dock.show)
        dock.hide()
        self.view.set_log_strip(True)
        from app.ui.computer import ComputerPlayers

        self.computer = ComputerPlayers(self.controller)
        self.computer.thinking.connect(self._thinking)
        self.controller.message.connect(self._status)
        self.controller.refused.connect(self._refused)
        self.controller.changed.connect(self.log.sync)
        self.controller.gameOver.connect(self._game_over)
        self.controller.viewerChanged.connect(self._viewer_changed)
        # The deckbuilder is a page of its own beside the table (Ctrl+D switches): it gets
        # the whole window and never squeezes the table. Made when first shown (`deckbuilder`).
        self._deckbuilder: DeckbuilderPanel | None = None
        self.pages = QStackedWidget()
        self.pages.setObjectName("Pages")
        self.pages.addWidget(self.takeCentralWidget())
        self.setCentralWidget(self.pages)
        self.deckbuilder_action = QAction(self.tr("&Deckbuilder"), self)
        self.deckbuilder_action.setCheckable(True)
        self.deckbuilder_action.setShortcut(QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_D))
        self.deckbuilder_action.toggled.connect(self.show_deckbuilder)
        self.addAction(self.deckbuilder_action)
        self._log_shown = True
        self._deckbuilder_shown = False
        self.replay_bar = None
        self.match_session = None  # a Match being played (app.ui.match_session)
        from app.ui.puzzles import PuzzleBar

        # above the table, not over it: the goal never hides a card
        self.puzzle_bar = PuzzleBar(self)
        self.pages.widget(0).layout().insertWidget(0, self.puzzle_bar)
        self.puzzle_session = None  # a puzzle being played (app.ui.puzzles)
        from app.ui.lessons import LessonBar

        self.lesson_bar = LessonBar(self)
        self.pages.widget(0).layout().insertWidget(0, self.lesson_bar)
        self.lesson_session = None  # a lesson of the guided first game (app.ui.lessons)
        self.settings = None  # type: ignore[assignment]
        from app.ui.notices import Notice

        self.notice = Notice()  # lasting problems with the player's files (app.ui.notices)
        self.statusBar().addPermanentWidget(self.notice)
        from app.ui.history_keeper import HistoryKeeper

        self.history = HistoryKeeper(self)  # every finished game goes into the match history
        self.history_page = None  # app.ui.history_page, made when first shown
        self.load_settings()
        self._menus()
        self.apply_settings()
        self.statusBar().showMessage(self.tr("Welcome to Riftbound Table."))

    # -- games --------------------------------------------------------------------------------
    def start_game(self, seats: list[Seat], seed: int, mode: str = "duel") -> bool:
        """A new game of 2-4 seats in a mode of play ("duel", "skirmish", "war", "2v2")."""
        from app.cards.catalog import load_catalog

        cat = load_catalog()
        if not self._all_playable(seats, cat.implemented_codes()):
            return False
        if mode != "duel":  # the engine says which decks can't play the mode, and why
            from app.engine import new_game

            try:
                new_game([s.deck for s in seats], seed=seed, names=[s.name for s in seats],
                         tokens=cat.game_tokens(), mode=mode)
            except ValueError as exc:
                QMessageBox.warning(self, self.tr("New game"), str(exc))
                return False
        self._cards = {}
        self._replace_game(lambda: self.controller.start(seats, seed,
                                                         tokens=cat.game_tokens(), mode=mode))
        if len(seats) == 2:
            self.statusBar().showMessage(self.tr("New game: {a} vs {b}.").format(
                a=seats[0].name, b=seats[1].name))
        else:
            title = {"skirmish": self.tr("Skirmish"), "war": self.tr("War"),
                     "2v2": self.tr("2 vs 2")}.get(mode, mode)
            self.statusBar().showMessage(self.tr("New game ({mode}): {names}.").format(
                mode=title, names=self.tr(", ").join(s.name for s in seats)))
        return True

    def start_match(self, seats: list[Seat], seed: int, best_of: int = 3) -> bool:
        """A Match (RUP4 486) between two seats, best of three or five."""
        from app.ui.match_session import start_match

        return start_match(self, seats, seed, best_of)

    def end_match(self) -> None:
        session, self.match_session = self.match_session, None
        if session is not None:
            session.end()
            self.concede_action.setEnabled(False)

    def _can_concede(self) -> bool:
        """The player at the screen may concede now: a game going on, they still in it, no
        replay shown and no hotseat curtain up."""
        c = self.controller
        game = c.game
        return (game is not None and not game.is_over and not c.locks
                and not game.state.is_removed(c.viewer))

    def _update_concede(self) -> None:
        # behind the hotseat curtain nobody is at the screen yet: Concede waits for the
        # player to take their seat, and says so (in a Match too)
        locks = self.controller.locks
        why = (self.tr("Take your seat first (click the curtain): the player at the screen "
                       "concedes.") if CURTAIN in locks else
               self.tr("Close the replay first: the game waits behind it.") if REPLAY in locks
               else "")
        on = not why and (not locks if self.match_session is not None else self._can_concede())
        self.concede_action.setEnabled(on)
        self.concede_action.setStatusTip(why)
        self.concede_action.setToolTip(why or self.concede_action.text())
        if self.match_session is not None:
            self.match_session.panel.set_concede(on, why)

    def _teammate(self) -> int | None:
        """2v2: the viewer's teammate, if the viewer may show them their hand now."""
        c = self.controller
        game = c.game
        if game is None or game.is_over or c.locks or game.state.extra.get("mode") != "2v2":
            return None
        me = game.state.players[c.viewer]
        return next((p.index for p in game.state.players
                     if p.index != me.index and p.team == me.team), None)

    def _update_show_hand(self) -> None:
        self.show_hand_action.setEnabled(self._teammate() is not None)

    def show_hand_to_teammate(self) -> bool:
        mate = self._teammate()
        return mate is not None and self.controller.show_hand(mate)

    def concede(self) -> bool:
        """Play ▸ Concede the game: the player at the screen concedes (RUP4 650), after a
        confirmation. A Duel or 2v2 ends (651.1, 651.4); in Skirmish and War they are removed
        and the others play on (651.2, 652); in a Match the current game is lost."""
        if self.match_session is not None:
            return self.match_session.concede()
        if not self._can_concede():
            return False
        c = self.controller
        game = c.game
        assert game is not None
        who = c.viewer
        name = game.state.players[who].name
        if len({p.team for p in game.state.players}) > 2 and len(
                [p for p in game.state.players if not game.state.is_removed(p.index)]) > 2:
            text = self.tr("{name}, concede the game? You leave it, with all your cards, "
                           "and the others play on (RUP4 651.2).").format(name=name)
        else:
            text = self.tr("{name}, concede the game? Your opponents win it "
                           "(RUP4 651.1).").format(name=name)
        answer = QMessageBox.question(self, self.tr("Concede the game?"), text)
        if answer != QMessageBox.StandardButton.Yes:
            return False
        return c.concede(who)

    def _all_playable(self, seats: list[Seat], implemented: frozenset[str]) -> bool:
        """A game starts only with cards whose every ability the engine runs: otherwise say
        which cards of which deck are not playable yet."""
        lines = []
        for seat in seats:
            deck = seat.deck
            cards = [deck.legend, *([deck.champion] if deck.champion else []), *deck.main,
                     *deck.runes, *deck.battlefields]
            missing = sorted({c.name for c in cards if c.code not in implemented})
            if missing:
                lines.append(self.tr("{deck}: {cards}").format(
                    deck=deck.name or seat.name, cards=", ".join(missing)))
        if lines:
            QMessageBox.warning(self, self.tr("Cards not playable yet"), self.tr(
                "These cards can't be played yet, so the game can't start:\n\n{list}").format(
                list="\n".join(lines)))
        return not lines

    def start_default_game(self, seed: int = 1) -> None:
        from app.ui.new_game_dialog import make_seat

        self.start_game([make_seat("master-yi", self.tr("Player 1")),
                         make_seat("garen", self.tr("Player 2"))], seed)

    def play_deck(self, deck) -> None:  # type: ignore[no-untyped-def]
        """The deckbuilder's deck for seat 1; the player chooses the opponent."""
        self.new_game_dialog(this_deck=deck)

    @property
    def deckbuilder(self) -> DeckbuilderPanel:
        """The deckbuilder page, made the first time it is wanted: its card browser holds the
        whole catalog, which a start at the table has no use for (start-up time)."""
        if self._deckbuilder is None:
            from app.ui.deckbuilder import DeckbuilderPanel

            panel = DeckbuilderPanel()
            panel.table_button.show()
            panel.tableRequested.connect(lambda: self.show_deckbuilder(False))
            panel.playRequested.connect(self.play_deck)
            self.pages.addWidget(panel)
            self._deckbuilder = panel
        return self._deckbuilder

    def show_deckbuilder(self, on: bool = True) -> None:
        """The deckbuilder in the whole window (the game log hidden meanwhile), or the table."""
        if self.deckbuilder_action.isChecked() != on:
            self.deckbuilder_action.setChecked(on)  # `toggled` comes back here
            return
        shown = self._deckbuilder is not None and self.pages.currentWidget() is self._deckbuilder
        if on == shown:
            return
        browser = self.deckbuilder.browser
        if on:
            if not self._deckbuilder_shown:  # the list or grid the player chose last time
                self._deckbuilder_shown = True
                browser.size_slider.setValue(self.settings.deckbuilder_card_size)
                browser.set_view_mode(self.settings.deckbuilder_view)
            self._log_shown = self.log_dock.isVisible()
            self.log_dock.hide()
            self.pages.setCurrentWidget(self.deckbuilder)
            self.deckbuilder.browser.current_view().setFocus()
        else:
            self.settings.deckbuilder_view = browser.view_mode()  # type: ignore[assignment]
            self.settings.deckbuilder_card_size = browser.size_slider.value()
            self.deckbuilder.preview.hide()
            self.pages.setCurrentIndex(0)
            self.log_dock.setVisible(self._log_shown)
            self.view.setFocus()

    def attach_game(self, game, seats: list[Seat]) -> None:  # type: ignore[no-untyped-def]
        self._replace_game(lambda: self.controller.attach(game, seats))

    def _replace_game(self, install) -> None:  # type: ignore[no-untyped-def]
        """Show another game: its cards, its computer seats, and the curtain when a hotseat
        game's first decision belongs to somebody else than the player at the screen."""
        self.close_replay()
        if self.match_session is not None and not self.match_session.installing:
            self.end_match()  # a Duel replaces the match
        if self.puzzle_session is not None and not self.puzzle_session.installing:
            self.end_puzzle()  # another game replaces the puzzle
        if self.lesson_session is not None and not self.lesson_session.installing:
            self.end_lesson()  # ...or the lesson
        self.show_deckbuilder(False)  # every game is played on the table
        before = self.controller.viewer
        self.curtain.hide()
        self.controller.unlock(CURTAIN)
        self.save_path = None
        install()
        self._index_cards()
        game = self.controller.game
        self.computer.setup(game.seed)
        self.view.fit()
        if self.controller.hotseat and self.controller.viewer != before and not game.is_over:
            self._viewer_changed(self.controller.viewer)

    def watch_current_game(self) -> None:
        """The replay of the live game so far, in its own mode (the game waits untouched)."""
        from app.ui.replay import ReplayBar

        c = self.controller
        self.close_replay()
        if c.game is None or not c.game.decks:
            return
        # seen by the player at the screen: a replay must not show them the other hand; in
        # a Match, its earlier games too
        earlier = ([g for g, _ in self.match_session.earlier_games()]
                   if self.match_session is not None else None)
        self.show_replay(ReplayBar(self, c.game.clone(), c.seats, viewer=c.viewer,
                                   earlier=earlier))

    def show_replay(self, bar) -> None:  # type: ignore[no-untyped-def]
        """Replays are a mode of their own: the live game, its autosave and its log are put
        aside untouched, every game gesture is off, and closing brings the game back."""
        self.close_replay()
        self._live = self.controller.stash()
        self.controller.lock(REPLAY)
        self.replay_bar = bar
        bar.closed.connect(self.close_replay)
        # between the table and the prompt bar, on the table's page (not a page of its own)
        self.pages.widget(0).layout().insertWidget(1, bar)
        bar.go(0)

    def close_replay(self) -> None:
        bar, self.replay_bar = self.replay_bar, None
        if bar is None:
            return
        bar.stop()
        bar.hide()
        bar.deleteLater()
        self.controller.restore(self._live)
        self._live = None
        self._index_cards()
        self.controller.unlock(REPLAY)
        self.view.fit()

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
        from app.ui.notices import settings_reset

        self.settings, warning = load_settings()
        if warning:
            self.notice.add(settings_reset(warning))

    def apply_settings(self) -> None:
        from app.ui import card_item

        reduce = self.settings.reduce_motion
        card_item.ANIM_MS = 0 if reduce else int(180 / self.settings.animation_speed)
        self.effects.set_motion(self.settings.animation_speed, reduce)
        self.controller.auto_pass = self.settings.auto_pass
        self.computer.pace_ms = self.settings.computer_pace_ms
        self.computer.set_hard_budget(self.settings.hard_thinking_s)
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
            screen = self.screen()
            area = screen.availableGeometry() if screen is not None else None
            if area is not None and s.window_screen is not None and not self.isMaximized() \
                    and tuple(s.window_screen) != (area.width(), area.height()):
                # saved on another screen: the same share of this one (a window filling a
                # 1366×768 screen fills a 1920×1080 one), centred
                w0, h0 = s.window_screen
                w = min(area.width(), round(self.width() * area.width() / max(1, w0)))
                h = min(area.height(), round(self.height() * area.height() / max(1, h0)))
                self.resize(w, h)
                self.move(area.x() + (area.width() - self.frameGeometry().width()) // 2,
                          area.y() + (area.height() - self.frameGeometry().height()) // 2)
            # a geometry saved on a larger screen would put the action bar out of reach
            if area is not None and not area.contains(self.frameGeometry()):
                self.fit_to_screen()
        if s.window_state:
            self.restoreState(QByteArray.fromBase64(s.window_state.encode()))

    def closeEvent(self, event) -> None:  # noqa: N802, ANN001 - Qt API
        # Quit, Ctrl+Q and the window manager's close button all come here
        self.close_replay()
        if not self.may_replace_game():
            event.ignore()
            return
        self.show_deckbuilder(False)  # the table's layout (log shown) is the one saved
        s = self.settings
        s.window_geometry = bytes(self.saveGeometry().toBase64()).decode()
        s.window_state = bytes(self.saveState().toBase64()).decode()
        screen = self.screen()
        if screen is not None:
            s.window_screen = (screen.availableGeometry().width(),
                               screen.availableGeometry().height())
        self.store_settings()
        if self.controller.autosave:
            from app.storage.recovery import mark_clean_exit

            mark_clean_exit()
        super().closeEvent(event)

    def fit_to_screen(self) -> None:
        """The first window fits the screen's free area (1600×960 at most), centred."""
        screen = self.screen()
        if screen is None:
            self.resize(1600, 960)
            return
        area = screen.availableGeometry()
        w, h = min(1600, area.width()), min(960, area.height())
        self.resize(w, h)
        self.move(area.x() + (area.width() - w) // 2, area.y() + (area.height() - h) // 2)

    def show_start_screen(self) -> None:
        from app.storage.paths import recovery_file

        self.start_screen.show_over(recovery_file().exists())

    def _table_input(self, on: bool) -> None:
        """The prompt bar and the keys that answer it: off while the start screen is up."""
        self.prompt.setEnabled(on)
        for act in (self.pass_action, self.end_action):
            act.setEnabled(on)

    def _start_choice(self, key: str) -> None:
        {"continue": self.resume_recovery, "new": self.new_game_dialog,
         "deckbuilder": self.show_deckbuilder, "open": self.open_game_dialog,
         "replays": self.open_replay_dialog, "puzzles": self.puzzles_dialog,
         "learn": self.lessons_dialog}[key]()

    def _index_cards(self) -> None:
        game = self.controller.game
        if game is not None:
            for o in game.state.objs.values():
                # a unit's card, without the text its Equipment copied (Svellsongur): that
                # shows apart (PreviewPanel), and the code names every card printed alike
                self._cards[o.card.code] = copiable(o)
            for t in game.tokens.values():
                self._cards[t.code] = t
            self.controller.changed.emit()

    def _card_for(self, code: str) -> CardDef | None:
        card = self._cards.get(code)
        if card is None and code == "TOKEN-BATTLEFIELD":  # a removed player's (RUP4 652.2.a)
            from app.engine.actions.removal import TOKEN_BATTLEFIELD

            card = self._cards[code] = TOKEN_BATTLEFIELD
        return card

    def new_game_dialog(self, this_deck=None) -> None:  # type: ignore[no-untyped-def]
        from app.cards.catalog import load_catalog
        from app.ui.new_game_dialog import NewGameDialog

        dlg = NewGameDialog(self, self.settings.last_decks, this_deck,
                            last_mode=self.settings.last_mode,
                            last_seats=self.settings.last_seats)
        if not dlg.exec():
            return
        from app.decks.formats import DeckImportError
        from app.decks.storage import DeckStorageError

        try:
            seats, seed = dlg.result_seats()
        except (DeckImportError, DeckStorageError) as exc:  # a deck file changed meanwhile
            QMessageBox.warning(self, self.tr("New game"), str(exc))
            return
        mode, best_of = dlg.result_mode()
        # say what can't be played before asking about the game in progress
        if self._all_playable(seats, load_catalog().implemented_codes()) \
                and self.may_replace_game():
            self.settings.last_decks = dlg.deck_names()
            self.settings.last_seats = ["human" if s.human else f"computer:{s.level}"
                                        for s in seats]
            self.settings.last_mode = dlg.mode_key()
            self.store_settings()
            if mode == "match":
                self.start_match(seats, seed, best_of or 3)
            else:
                self.start_game(seats, seed, mode)

    def _confirm_end(self) -> bool:
        answer = QMessageBox.question(self, self.tr("End the turn?"),
                                      self.tr("You can still act. End your turn?"))
        return answer == QMessageBox.StandardButton.Yes

    # -- feedback ------------------------------------------------------------------------------
    def _thinking(self, busy: bool, name: str) -> None:
        if busy:
            self.prompt.label.setText(self.tr("{name} is thinking…").format(name=name))

    def _status(self, text: str) -> None:
        self.statusBar().showMessage(text, 8000)

    def _refused(self, text: str) -> None:
        from PySide6.QtGui import QCursor

        self.toast.show_at(text, self.view.viewport().mapFromGlobal(QCursor.pos()))

    def _drag_started(self) -> None:
        self.resting.hovered = None  # it shows again once the card is down
        self.preview.hide()

    def _hover(self, oid: int, entered: bool) -> None:
        item = self.scene.items_by_id.get(oid)
        if not entered or item is None:
            if self.resting.hovered == oid or item is None:
                self.resting.hovered = None
            self.resting.refresh()
            return
        self.resting.hovered = oid
        card = item.card
        game = self.controller.game
        # the player may look at their own facedown card; nobody else may
        if (not item.face_up and game is not None and
                game.state.objs[oid].controller != self.controller.viewer):
            card = None
        if card is None:  # nothing to read on it: the resting card stays
            self.resting.hovered = None
            self.resting.refresh()
            return
        self.preview.show_card(card, item.state, self.view.preview_rect())

    def browse_pile(self, player: int, which: str) -> None:
        from app.ui.cost_questions import flow_cost_text
        from app.ui.pile_browser import PileBrowser, PileCard

        view = self.controller.view()
        entries = view["players"][player][which]
        plays = [a for a in self.controller.legal() if a.verb == "play"]
        cards = []
        for e in entries:
            card = self._cards.get(e["code"])
            if card is None:
                continue
            pile = PileCard(card)
            flows = e.get("flow", [])
            if flows:  # Flow, printed or given this turn (RUP4 829.2)
                costs = " / ".join(flow_cost_text(e, k) for k in range(len(flows)))
                pile.note = (self.tr("Flow this turn: {cost}") if e.get("flow_granted")
                             else self.tr("Flow: {cost}")).format(cost=costs)
            for a in plays:  # each cost it may be played for now (829.1.c.3)
                if a.args[0] == e["id"]:
                    k = int(a.args[1]) if len(a.args) > 1 else 0
                    label = (self.tr("Play for {cost}").format(cost=flow_cost_text(e, k))
                             if k < len(flows) else self.tr("Play for its own cost"))
                    pile.buttons.append((label, lambda a=a: self.interaction.press_button(a)))
            cards.append(pile)
        name = view["players"][player]["name"]
        title = (self.tr("{name}'s trash") if which == "trash" else
                 self.tr("{name}'s banishment")).format(name=name)
        self.browser = PileBrowser(title, cards, self)
        self.browser.open()

    def _viewer_changed(self, viewer: int) -> None:
        game = self.controller.game
        if game is not None and self.controller.hotseat and not game.is_over:
            self.controller.lock(CURTAIN)
            self.curtain.show_for(game.state.players[viewer].name)

    def _game_over(self, winner: int) -> None:
        from app.ui.endgame import GameOverDialog

        if (self.match_session is not None or self.puzzle_session is not None
                or self.lesson_session is not None):
            return  # the match goes on / the puzzle's bar (the lesson) says how it went
        game = self.controller.game
        assert game is not None
        names = [p.name for p in game.state.players]
        humans = [i for i, s in enumerate(self.controller.seats) if s.human]
        old = getattr(self, "game_over", None)
        if old is not None:
            old.close()
            old.deleteLater()
        # Victory or Defeat for the one player at the screen; just the winner otherwise
        self.game_over = GameOverDialog(names, winner, self.controller.score_history,
                                        self.start_screen.parentWidget(),
                                        winners=self.controller.winners(),
                                        viewer=humans[0] if len(humans) == 1 else None)
        self.game_over.chosen.connect(self._after_game)
        self.preview.hide()  # the moment, not a card
        self.game_over.show_over()

    def _after_game(self, choice: str) -> None:
        if choice == "rematch":
            self.rematch()
        elif choice == "new":
            self.new_game_dialog()
        elif choice == "log":
            self.log_dock.show()
        elif choice == "replay":
            self.watch_current_game()
        elif choice == "save":
            self.save_game(ask=True)

    def show_history(self) -> None:
        """The match history and the decks' statistics, a page beside the table."""
        from app.ui.history_page import HistoryPage, open_game_replay

        if self.history_page is None:
            self.history_page = HistoryPage(self.history.store())
            self.history_page.tableRequested.connect(lambda: self.pages.setCurrentIndex(0))
            self.history_page.replayRequested.connect(
                lambda path, game_no: open_game_replay(self, path, game_no))
            self.history.recorded.connect(self.history_page.refresh)
            self.pages.addWidget(self.history_page)
        self.show_deckbuilder(False)
        self.history_page.refresh()
        self.pages.setCurrentWidget(self.history_page)

    def rematch(self) -> None:
        """The same decks and players again in the same mode, every seat moved one place
        (two seats: swapped; 2v2: the teams stay together), with a fresh shuffle."""
        import random

        seats = self.controller.seats[1:] + self.controller.seats[:1]
        mode = self.controller.mode
        if len(seats) >= 2 and self.may_replace_game():
            self.start_game(seats, random.randrange(1, 100000), mode)

    def resizeEvent(self, event) -> None:  # noqa: N802, ANN001 - Qt API
        super().resizeEvent(event)
        self.view.fit()

    def about(self) -> None:
        QMessageBox.about(self, self.tr("Riftbound Table"), self.tr(
            "An unofficial fan project, not endorsed by Riot Games."))


__all__ = ["MainWindow", "QPointF"]
