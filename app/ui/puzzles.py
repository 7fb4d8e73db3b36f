"""Puzzles at the table: the browser (filters by set and difficulty, solved ones marked)
and the session that plays one: the goal over the table, Show hint, Retry, and the engine's
verdict (app.puzzles.status) after every action."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.puzzles import DIFFICULTIES, FAILED, PLAYING, SETS, SOLVED, Puzzle, status
from app.ui.table_bar import TableBar

# the main window is `Any` here: app.ui.main_window imports this module
MainWindow = Any


def ui_language() -> str:
    """The table's language (app.ui.i18n sets it with the translators)."""
    from app.cards.localized import language

    return language()


class PuzzleTexts(QObject):
    """The words for goals and difficulties (a QObject for tr())."""

    def puzzles(self) -> str:
        return self.tr("Puzzles")

    def difficulty(self, key: str) -> str:
        return {"easy": self.tr("Easy"), "medium": self.tr("Medium"),
                "hard": self.tr("Hard")}[key]

    def goal(self, puzzle: Puzzle) -> str:
        if puzzle.goal == "win":
            return self.tr("Win this turn.")
        if puzzle.goal == "score":
            return self.tr("Reach {n} points this turn.").format(n=puzzle.points)
        if puzzle.goal == "kill":
            return self.tr("Kill {name} this turn.").format(name=puzzle.target_name())
        return self.tr("Survive your opponent's turn.")

    def set_name(self, code: str) -> str:
        return {"OGN": self.tr("Origins"), "OGS": self.tr("Proving Grounds"),
                "SFD": self.tr("Spiritforged"), "UNL": self.tr("Unleashed"),
                "VEN": self.tr("Vendetta")}.get(code, code)


class PuzzleBrowser(QDialog):
    """Every shipped puzzle, filtered by set and difficulty; a tick marks the solved."""

    chosen = Signal(object)  # the Puzzle to play

    def __init__(self, puzzles: list[Puzzle], solved: set[str], parent: QWidget | None = None
                 ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Puzzles"))
        self.resize(720, 520)
        self.puzzles, self.solved, self.words = puzzles, solved, PuzzleTexts(self)
        lang = ui_language()
        lay = QVBoxLayout(self)
        filters = QHBoxLayout()
        self.set_filter = QComboBox()
        self.set_filter.addItem(self.tr("Every set"), "")
        for code in SETS:
            if any(p.set == code for p in puzzles):
                self.set_filter.addItem(self.words.set_name(code), code)
        self.level_filter = QComboBox()
        self.level_filter.addItem(self.tr("Every difficulty"), "")
        for key in DIFFICULTIES:
            self.level_filter.addItem(self.words.difficulty(key), key)
        filters.addWidget(QLabel(self.tr("Set:")))
        filters.addWidget(self.set_filter)
        filters.addWidget(QLabel(self.tr("Difficulty:")))
        filters.addWidget(self.level_filter)
        filters.addStretch(1)
        lay.addLayout(filters)
        self.tree = QTreeWidget()
        self.tree.setRootIsDecorated(False)
        self.tree.setHeaderLabels([self.tr("Puzzle"), self.tr("Set"), self.tr("Difficulty"),
                                   self.tr("Solved")])
        for column, width in enumerate((330, 150, 110)):
            self.tree.setColumnWidth(column, width)
        lay.addWidget(self.tree, 1)
        self.about = QLabel()
        self.about.setWordWrap(True)
        self.about.setMinimumHeight(48)
        lay.addWidget(self.about)
        buttons = QDialogButtonBox()
        self.play_button = buttons.addButton(self.tr("Play"),
                                             QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Close)
        buttons.accepted.connect(self._play)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        for p in puzzles:
            item = QTreeWidgetItem([p.text("title", lang), self.words.set_name(p.set),
                                    self.words.difficulty(p.difficulty),
                                    "✓" if p.key in solved else ""])
            item.setData(0, Qt.ItemDataRole.UserRole, p)
            self.tree.addTopLevelItem(item)
        self.set_filter.currentIndexChanged.connect(self._filter)
        self.level_filter.currentIndexChanged.connect(self._filter)
        self.tree.currentItemChanged.connect(self._describe)
        self.tree.itemDoubleClicked.connect(lambda _item, _col: self._play())
        self._filter()

    def visible_puzzles(self) -> list[Puzzle]:
        return [self.tree.topLevelItem(i).data(0, Qt.ItemDataRole.UserRole)
                for i in range(self.tree.topLevelItemCount())
                if not self.tree.topLevelItem(i).isHidden()]

    def _filter(self) -> None:
        want_set, want_level = self.set_filter.currentData(), self.level_filter.currentData()
        first = None
        for i in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(i)
            p: Puzzle = item.data(0, Qt.ItemDataRole.UserRole)
            hide = bool(want_set and p.set != want_set or want_level and p.difficulty != want_level)
            item.setHidden(hide)
            if not hide and first is None:
                first = item
        self.tree.setCurrentItem(first)
        self.play_button.setEnabled(first is not None)

    def _describe(self, item: QTreeWidgetItem | None) -> None:
        if item is None:
            self.about.clear()
            return
        p: Puzzle = item.data(0, Qt.ItemDataRole.UserRole)
        self.about.setText(f"<b>{self.words.goal(p)}</b> {p.text('description', ui_language())}")

    def _play(self) -> None:
        item = self.tree.currentItem()
        if item is not None and not item.isHidden():
            self.accept()
            self.chosen.emit(item.data(0, Qt.ItemDataRole.UserRole))


class PuzzleBar(TableBar):
    """Over the table's top edge: the puzzle, its goal, Show hint, Retry and Close."""

    def __init__(self, parent: QWidget) -> None:
        self.hint_button = QPushButton()
        self.retry_button = QPushButton()
        self.close_button = QPushButton()
        super().__init__(parent, "PuzzleBar",
                         [self.hint_button, self.retry_button, self.close_button])
        self.hint_button.setText(self.tr("Show hint"))
        self.retry_button.setText(self.tr("Retry"))
        self.close_button.setText(self.tr("Leave the puzzle"))
        lay = self.lines
        self.goal = QLabel()
        self.goal.setWordWrap(True)
        lay.addWidget(self.goal)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet("color: #ffd54a; font-style: italic;")
        lay.addWidget(self.hint)
        self.verdict = QLabel()
        lay.addWidget(self.verdict)
        self.show_hint("")
        self.show_verdict("", "")
        self.hide()

    def show_hint(self, text: str) -> None:
        self.hint.setText(text)
        self.hint.setVisible(bool(text))

    def show_verdict(self, text: str, colour: str) -> None:
        """Solved (green) or failed (red); nothing while the puzzle is being played."""
        self.verdict.setStyleSheet(f"font-size: 15px; font-weight: bold; color: {colour};")
        self.verdict.setText(text)
        self.verdict.setVisible(bool(text))


class PuzzleSession(QObject):
    """One puzzle being played at the window's table."""

    solved = Signal(str)  # the puzzle's key

    def __init__(self, window: MainWindow, puzzle: Puzzle) -> None:
        super().__init__(window)
        self.window, self.puzzle = window, puzzle
        self.words = PuzzleTexts(self)
        self.labels: dict[str, int] = {}
        self.outcome = PLAYING
        self.installing = False  # attaching its own game does not end the session
        bar = window.puzzle_bar
        self.bar = bar
        lang = ui_language()
        bar.title.setText(self.tr("Puzzle: {title}").format(title=puzzle.text("title", lang)))
        desc = puzzle.text("description", lang)
        bar.goal.setText(f"<b>{self.words.goal(puzzle)}</b> {desc}")
        for signal, slot in ((bar.hint_button.clicked, self.show_hint),
                             (bar.retry_button.clicked, self.retry),
                             (bar.close_button.clicked, self.leave)):
            signal.connect(slot)
        window.controller.changed.connect(self.check)

    def start(self) -> None:
        """The position afresh (Retry), the opponent seated, the goal shown."""
        from app.ui.controller import Seat

        game, self.labels = self.puzzle.build()
        w = self.window
        seats = [Seat(self.tr("Player"), None, True),  # type: ignore[arg-type]
                 # "easy" holds the seat until the puzzle's own opponent takes it below
                 Seat(self.tr("Opponent"), None, False, "easy")]  # type: ignore[arg-type]
        for p, seat in zip(game.state.players, seats, strict=True):
            p.name = seat.name
        self.outcome = PLAYING
        self.installing = True
        w.attach_game(game, seats)
        self.installing = False
        # the puzzle's own opponent (scripted replies or a level) takes B's seat
        w.computer.agents[1] = self.puzzle.opponent_agent(self.labels, game.seed)
        self.bar.show_hint(self.bar.hint.text() and self._hint_text())  # shown: stays
        self.bar.show_verdict("", "")
        self.bar.show()
        self.check()
        w.computer.poke()

    def _hint_text(self) -> str:
        return self.tr("Hint: {hint}").format(hint=self.puzzle.text("hint", ui_language()))

    def show_hint(self) -> None:
        self.bar.show_hint(self._hint_text())

    def retry(self) -> None:
        self.start()

    def leave(self) -> None:
        self.window.end_puzzle()

    def check(self) -> None:
        """The engine's verdict after every change; an undo takes a verdict back too."""
        game = self.window.controller.game
        if game is None or self.installing:
            return
        self.window.controller.saved_at = len(game.log)  # a puzzle is no game to save
        outcome = status(self.puzzle, game, self.labels)
        if outcome == self.outcome:
            return
        self.outcome = outcome
        if outcome == SOLVED:
            self.bar.show_verdict(self.tr("Solved! Well played."), "#8be38b")
            self.solved.emit(self.puzzle.key)
        elif outcome == FAILED:
            self.bar.show_verdict(self.tr("Not this time: the goal can no longer be reached. "
                                          "Retry?"), "#ff8a80")
        else:
            self.bar.show_verdict("", "")

    def end(self) -> None:
        self.window.controller.changed.disconnect(self.check)
        for b in (self.bar.hint_button, self.bar.retry_button, self.bar.close_button):
            b.clicked.disconnect()
        self.bar.show_hint("")
        self.bar.hide()


def open_puzzle_file(window: MainWindow, name: str) -> bool:
    """`riftbound puzzle FILE` and Open puzzle file…: a player's own puzzle."""
    from PySide6.QtWidgets import QMessageBox

    from app.puzzles import PuzzleError, load_puzzle

    try:
        puzzle = load_puzzle(Path(name))
        puzzle.build()  # the position is checked before the table changes
    except PuzzleError as exc:
        QMessageBox.warning(window, PuzzleTexts(window).puzzles(), str(exc))
        return False
    window.play_puzzle(puzzle)
    return True
