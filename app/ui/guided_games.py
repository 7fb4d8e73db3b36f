"""The window's guided games: the lessons (the guided first game, `app.ui.lessons`) and
the puzzles (`app.ui.puzzles`), each started, resumed and ended on the table."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox


class GuidedGames:
    """Mixed into `app.ui.main_window.MainWindow`: it uses the window's sessions
    (`lesson_session`, `puzzle_session`), settings, start screen and `may_replace_game`."""

    # -- the guided first game (app.ui.lessons) ---------------------------------------------
    def lessons_dialog(self) -> None:
        """The lessons, the one in progress chosen: Play starts (or resumes) it."""
        from app.lessons import builtin_lessons
        from app.lessons.progress import load_progress
        from app.ui.lessons import LessonList

        lessons, progress = builtin_lessons(), load_progress()
        self.lesson_list = LessonList(lessons, progress, self)
        self.lesson_list.accepted.connect(lambda: self.play_lesson(self.lesson_list.chosen()))
        self.lesson_list.open()

    def play_lesson(self, index: int, step: int | None = None) -> None:
        """Lesson `index` at `step`; by default where the player left it (else its first)."""
        from app.lessons import builtin_lessons
        from app.lessons.progress import load_progress
        from app.ui.lessons import LessonSession

        if (self.lesson_session is None and self.puzzle_session is None
                and not self.may_replace_game()):
            return
        lessons, progress = builtin_lessons(), load_progress()
        if step is None:
            step = progress.step if progress.current == lessons[index].key else 0
        self.end_lesson()  # (a puzzle ends as the lesson's game replaces its own)
        self.lesson_session = LessonSession(self, lessons, index, progress)
        self.lesson_session.start(min(step, len(lessons[index].steps) - 1))

    def end_lesson(self) -> None:
        session, self.lesson_session = self.lesson_session, None
        if session is not None:
            session.end()
            session.deleteLater()

    def offer_lessons_once(self) -> bool:
        """On the first start: the guided first game is offered, once."""
        from app.lessons.progress import load_progress, save_progress

        progress = load_progress()
        if progress.offered or progress.done:
            return False
        progress.offered = True
        save_progress(progress)
        answer = QMessageBox.question(
            self, self.tr("Learn to play"),
            self.tr("New to Riftbound? A short guided game teaches the basics at the table, "
                    "one step at a time."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        if answer == QMessageBox.StandardButton.Yes:
            self.start_screen.hide()
            self.play_lesson(0)
        return True

    # -- puzzles (app.ui.puzzles) ------------------------------------------------------------
    def puzzles_dialog(self) -> None:
        from app.puzzles import builtin_puzzles
        from app.ui.puzzles import PuzzleBrowser

        self.puzzle_browser = PuzzleBrowser(builtin_puzzles(), set(self.settings.solved_puzzles),
                                            self)
        self.puzzle_browser.chosen.connect(self.play_puzzle)
        self.puzzle_browser.open()

    def open_puzzle_dialog(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        from app.ui.puzzles import open_puzzle_file

        name, _ = QFileDialog.getOpenFileName(self, self.tr("Open a puzzle file"), "",
                                              self.tr("Puzzles (*.toml)"))
        if name:
            open_puzzle_file(self, name)

    def play_puzzle(self, puzzle) -> None:  # type: ignore[no-untyped-def]
        from app.ui.puzzles import PuzzleSession

        if self.puzzle_session is None and not self.may_replace_game():
            return
        self.end_puzzle()
        self.puzzle_session = PuzzleSession(self, puzzle)
        self.puzzle_session.solved.connect(self._puzzle_solved)
        self.puzzle_session.start()

    def end_puzzle(self) -> None:
        session, self.puzzle_session = self.puzzle_session, None
        if session is not None:
            session.end()
            session.deleteLater()

    def _puzzle_solved(self, key: str) -> None:
        if key not in self.settings.solved_puzzles:
            self.settings.solved_puzzles = [*self.settings.solved_puzzles, key]
            self.store_settings()
