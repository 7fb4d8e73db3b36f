"""The main window's menus: Game, Play, View and Help, their items and their shortcuts
(each one a window shortcut, so it works wherever the focus is)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence


class WindowMenus:
    """Mixed into `MainWindow`: the items call the window's games, files, controller,
    interaction and view."""

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
        self._add(game, self.tr("&Learn to play…"), QKeySequence(), self.lessons_dialog)
        self._add(game, self.tr("P&uzzles…"), QKeySequence(), self.puzzles_dialog)
        self._add(game, self.tr("Open a puzzle file…"), QKeySequence(), self.open_puzzle_dialog)
        self._add(game, self.tr("Watch a &replay…"), QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_R),
                  self.open_replay_dialog)
        self._add(game, self.tr("Replay &this game"),
                  QKeySequence(Qt.Modifier.CTRL | Qt.Modifier.SHIFT | Qt.Key.Key_R),
                  self.watch_current_game)
        game.addSeparator()
        # explicit Ctrl+,: the platform's Preferences key is empty on Linux and Windows
        self._add(game, self.tr("&Preferences…"), QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_Comma),
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
        self.pass_action = self._add(play, self.tr("Pass"),
                                     QKeySequence(Qt.Key.Key_Space), self.interaction.space)
        self.end_action = self._add(play, self.tr("End turn"),
                                    QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_Return),
                                    self.interaction.end_turn)
        # the keypad's Enter too
        self.end_action.setShortcuts([QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_Return),
                                      QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_Enter)])
        self._add(play, self.tr("Cancel"), QKeySequence(Qt.Key.Key_Escape),
                  self.interaction.escape)
        self._add(play, self.tr("Pass until my next turn"), QKeySequence(Qt.Key.Key_F6),
                  self._toggle_skip)
        play.addSeparator()
        self.concede_action = self._add(play, self.tr("Concede the game"), QKeySequence(),
                                        self.concede)
        # every game: a Duel or 2v2 ends, Skirmish and War go on without the player (RUP4
        # 650-652); in a Match, the game (TR 410.1)
        self.concede_action.setEnabled(False)
        self.controller.changed.connect(self._update_concede)
        # 2v2: hands are private, and a player may show theirs to their teammate (489.8.f)
        self.show_hand_action = self._add(play, self.tr("Show my hand to my teammate"),
                                          QKeySequence(), self.show_hand_to_teammate)
        self.show_hand_action.setEnabled(False)
        self.controller.changed.connect(self._update_show_hand)
        view = self.menuBar().addMenu(self.tr("&View"))
        self._add(view, self.tr("Zoom in"), QKeySequence.StandardKey.ZoomIn,
                  lambda: self.view.zoom_by(1.15))
        self._add(view, self.tr("Zoom out"), QKeySequence.StandardKey.ZoomOut,
                  lambda: self.view.zoom_by(1 / 1.15))
        self._add(view, self.tr("Fit to window"), QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_0),
                  self.view.fit)
        view.addAction(self.log_dock.toggleViewAction())
        view.addAction(self.deckbuilder_action)
        self.history_action = self._add(view, self.tr("Match &history"),
                                        QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_H),
                                        self.show_history)
        helpm = self.menuBar().addMenu(self.tr("&Help"))
        self._add(helpm, self.tr("How to play and shortcuts"), QKeySequence(Qt.Key.Key_F1),
                  self.help.toggle)

    def _toggle_skip(self) -> None:
        if self.prompt.skip_button.isEnabled():
            self.prompt.skip_button.toggle()

    def _add(self, menu, text: str, keys, slot) -> QAction:  # type: ignore[no-untyped-def]
        act = QAction(text, self)
        act.setShortcut(QKeySequence(keys))
        act.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        # not `slot` itself: Qt would hand a slot with an optional argument (New game's
        # this_deck) the action's `checked` flag
        act.triggered.connect(lambda _checked=False: slot())
        menu.addAction(act)
        self.addAction(act)
        return act
