"""The main window's game files: saving and opening games (Ctrl+S, Ctrl+O, the recent
games), watching a saved game's replay, the question before an unsaved game is replaced or
closed, and resuming the game of the recovery file after a crash (the autosave)."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from app.ui.controller import Seat
from app.ui.file_dialogs import open_file_name, save_file_name


class GameFiles:
    """Mixed into `MainWindow`: it uses the window's controller, settings and status bar."""

    def save_game(self, ask: bool = False) -> bool:
        from app.storage.paths import saves_dir
        from app.storage.saves import SaveError, save_game

        if self.match_session is not None:  # a Match saves as a whole
            return self.match_session.save(ask)
        game = self.controller.game
        if game is None:
            return False
        path = None if ask else getattr(self, "save_path", None)
        if path is None:
            name = save_file_name(
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
        self.controller.saved_at = len(game.log)
        self._remember_recent(str(path))
        self.statusBar().showMessage(self.tr("Saved to {file}.").format(file=path.name), 6000)
        return True

    def open_game_dialog(self) -> None:
        from app.storage.paths import saves_dir


        name = open_file_name(self, self.tr("Open saved game"), str(saves_dir()),
                              self.tr("Riftbound Table games (*.rbsave)"))
        if name:
            self.open_game(name)

    def open_game(self, name: str) -> bool:
        from pathlib import Path

        from app.storage.saves import SaveError, load_save
        from app.ui.match_session import open_match

        opened = open_match(self, name)  # a Match, saved as a whole
        if opened is not None:
            return opened
        try:
            loaded = load_save(Path(name))
        except SaveError as exc:
            QMessageBox.warning(self, self.tr("Open saved game"), str(exc))
            return False
        if not self.may_replace_game():
            return False
        seats = [Seat(s.name, d, s.kind == "human", s.level)
                 for s, d in zip(loaded.data.seats, loaded.game.decks, strict=False)]
        # the computer seats come back with their levels, and the moves are this game's own
        self._replace_game(lambda: self.controller.attach(loaded.game, seats, history=True))
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
        from app.storage.paths import saves_dir

        name = open_file_name(self, self.tr("Watch a replay"), str(saves_dir()),
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
        self.show_replay(ReplayBar(self, loaded.game, loaded.data.seats))
        return True

    def may_replace_game(self) -> bool:
        """Before an unfinished game is replaced or closed: Save / Discard / Cancel.

        The recovery file goes only when the player discards the game (or it has ended):
        until then a crash can still bring it back."""
        self.close_replay()
        if self.match_session is not None:
            return self.match_session.may_replace()
        if not self.controller.unsaved:
            return True
        choice = self.ask_unsaved()
        if choice == "save":
            return self.save_game()
        if choice == "discard":
            from app.storage.recovery import clear_recovery

            if self.controller.autosave:
                clear_recovery()
            return True
        return False

    def ask_unsaved(self) -> str:
        """"save", "discard" or "cancel"."""
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Unsaved game"),
                          self.tr("The game in progress has not been saved. Save it first?"),
                          QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                          | QMessageBox.StandardButton.Cancel, self)
        box.setDefaultButton(QMessageBox.StandardButton.Save)
        answer = box.exec()
        return {QMessageBox.StandardButton.Save: "save",
                QMessageBox.StandardButton.Discard: "discard"}.get(
            QMessageBox.StandardButton(answer), "cancel")

    def offer_resume(self) -> bool:
        """After a crash, offer to resume the game from the recovery file."""
        from app.storage.paths import recovery_file

        if not recovery_file().exists():
            return False
        answer = QMessageBox.question(
            self, self.tr("Resume the last game?"),
            self.tr("Riftbound Table did not close properly last time. Resume the game that "
                    "was in progress?"))
        return answer == QMessageBox.StandardButton.Yes and self.resume_recovery()

    def resume_recovery(self) -> bool:
        """Go on with the game in the recovery file (autosaved after every action)."""
        from app.storage.paths import recovery_file

        if not self.open_game(str(recovery_file())):
            return False
        # the recovery file is no save of the player's: Ctrl+S asks where to save
        self.save_path = None
        self.controller.saved_at = None
        return True
