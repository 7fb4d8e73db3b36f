"""The replay viewer: step a game forward and back, jump to a turn, play it at 0.5×–2×.

The table shows the position after each step, and the log up to it, as seen by one player
(seat 1 for a file: a finished game has no secrets left to keep; the player at the screen
for the game in progress). The main window shows it in place of the live game, which waits
untouched until the replay is closed.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QSpinBox,
    QWidget,
)

from app.engine import Game
from app.ui.controller import Seat, replay_steps

CHECKPOINT = 25  # keep a copy every 25 actions so stepping back is quick


class ReplayBar(QWidget):
    closed = Signal()

    def __init__(self, window, game: Game, seats, viewer: int = 0,  # type: ignore[no-untyped-def]
                 earlier: list[Game] | None = None) -> None:
        """`earlier`: a Match's games before `game`, to replay too (one at a time)."""
        super().__init__(window)
        self.window_ = window
        self.viewer = viewer
        self.games = [*(earlier or []), game]
        self._seats = seats
        lay = QHBoxLayout(self)
        lay.setContentsMargins(10, 4, 10, 4)
        lay.addWidget(QLabel(self.tr("Replay")))
        # a Match: the whole match, game by game (the game at the table first)
        self.game_box = QComboBox()
        for k in range(len(self.games)):
            self.game_box.addItem(self.tr("Game {n}").format(n=k + 1), k)
        self.game_box.setCurrentIndex(len(self.games) - 1)
        self.game_box.setVisible(len(self.games) > 1)
        self.game_box.currentIndexChanged.connect(lambda k: (self._load(k), self.go(0)))
        lay.addWidget(self.game_box)
        self.back = QPushButton(self.tr("◀ Step"))
        self.back.clicked.connect(lambda: self.go(self.index - 1))
        self.play_button = QPushButton(self.tr("▶ Play"))
        self.play_button.clicked.connect(self.toggle_play)
        self.fwd = QPushButton(self.tr("Step ▶"))
        self.fwd.clicked.connect(lambda: self.go(self.index + 1))
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.valueChanged.connect(self.go)
        self.turn = QSpinBox()
        self.turn.setPrefix(self.tr("Turn "))
        self.jump = QPushButton(self.tr("Jump"))
        self.jump.clicked.connect(lambda: self.jump_to_turn(self.turn.value()))
        self.speed = QComboBox()
        for label, factor in (("0.5×", 0.5), ("1×", 1.0), ("1.5×", 1.5), ("2×", 2.0)):
            self.speed.addItem(label, factor)
        self.speed.setCurrentIndex(1)
        self.where = QLabel()
        close = QPushButton(self.tr("Close replay"))
        close.clicked.connect(self.closed.emit)
        for w in (self.back, self.play_button, self.fwd, self.slider, self.turn, self.jump,
                  self.speed, self.where, close):
            lay.addWidget(w)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)
        self._load(len(self.games) - 1)

    def _load(self, k: int) -> None:
        """Replay game k (of a Match; the only one otherwise), from its start."""
        self.full = game = self.games[k]
        self.total = len(game.log)
        self.index = 0
        self._checkpoints: dict[int, Game] = {0: game.at(0)}
        self.steps = replay_steps(game)  # the events of every move, for the log
        # every seat is shown as a person's: nobody plays in a replay
        self.seats = [Seat(s.name, d, True) for s, d in zip(self._seats, game.decks,
                                                            strict=False)]
        self.slider.blockSignals(True)
        self.slider.setRange(0, self.total)
        self.slider.blockSignals(False)
        self.turn.setRange(1, max(1, game.state.turn))

    def game_at(self, n: int) -> Game:
        base = max(k for k in self._checkpoints if k <= n)
        g = self._checkpoints[base].clone()
        for k in range(base, n):
            g.apply_or_raise(self.full.log[k])
            if (k + 1) % CHECKPOINT == 0 and (k + 1) not in self._checkpoints:
                self._checkpoints[k + 1] = g.clone()
        return g

    def go(self, n: int) -> None:
        n = max(0, min(self.total, n))
        self.index = n
        game = self.game_at(n)
        self.window_.controller.show_position(game, self.seats, self.steps[:n], self.viewer)
        self.slider.blockSignals(True)
        self.slider.setValue(n)
        self.slider.blockSignals(False)
        self.where.setText(self.tr("{n}/{total} · turn {turn}").format(
            n=n, total=self.total, turn=game.state.turn))

    def jump_to_turn(self, turn: int) -> None:
        lo = 0
        for n in range(0, self.total + 1, CHECKPOINT):
            if self.game_at(n).state.turn >= turn:
                break
            lo = n
        n = lo
        while n < self.total and self.game_at(n).state.turn < turn:
            n += 1
        self.go(n)

    def toggle_play(self) -> None:
        if self.timer.isActive():
            self.timer.stop()
            self.play_button.setText(self.tr("▶ Play"))
        else:
            self.timer.start(int(600 / self.speed.currentData()))
            self.play_button.setText(self.tr("⏸ Pause"))

    def _tick(self) -> None:
        if self.index >= self.total:
            self.toggle_play()
            return
        self.timer.setInterval(int(600 / self.speed.currentData()))
        self.go(self.index + 1)

    def stop(self) -> None:
        self.timer.stop()
