"""The end of the game: the winner and a chart of the score over the game."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

COLORS = [QColor("#ffd54a"), QColor("#6cc3ff"), QColor("#ff8a80"), QColor("#a5d6a7")]


class ScoreChart(QWidget):
    def __init__(self, names: list[str], history: list[list[int]], parent: QWidget | None = None):
        super().__init__(parent)
        self.names, self.history = names, history
        self.setMinimumSize(460, 240)

    def paintEvent(self, event) -> None:  # noqa: N802, ANN001 - Qt API
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("#14261d"))
        area = QRectF(self.rect()).adjusted(36, 14, -14, -30)
        top = max(8, max((max(h) for h in self.history), default=8))
        p.setPen(QPen(QColor(255, 255, 255, 50), 1))
        for k in range(top + 1):
            y = area.bottom() - area.height() * k / top
            p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            p.drawText(QRectF(0, y - 8, 30, 16), Qt.AlignmentFlag.AlignRight, str(k))
        n = max(1, len(self.history) - 1)
        for i, name in enumerate(self.names):
            pen = QPen(COLORS[i % len(COLORS)], 2.5)
            p.setPen(pen)
            pts = [QPointF(area.left() + area.width() * t / n,
                           area.bottom() - area.height() * h[i] / top)
                   for t, h in enumerate(self.history)]
            for a, b in zip(pts, pts[1:], strict=False):
                p.drawLine(a, b)
            step = min(140.0, (area.width() - 10) / max(1, len(self.names)))
            p.drawText(QPointF(area.left() + 10 + step * i, self.height() - 8), name)
        p.end()


class GameOverDialog(QDialog):
    """The winner, the score over the game, and what to do next."""

    chosen = Signal(str)  # "rematch", "new", "replay" or "save"

    def __init__(self, names: list[str], winner: int, history: list[list[int]],
                 parent: QWidget | None = None, winners: list[int] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Game over"))
        lay = QVBoxLayout(self)
        team = [w for w in (winners or []) if 0 <= w < len(names)]
        if len(team) > 1:  # 2v2: the team wins together (RUP4 489.6.a)
            text = self.tr("{a} and {b} win as a team!").format(
                a=names[team[0]], b=names[team[1]])
        else:
            text = self.tr("{name} wins!").format(name=names[winner])
        title = QLabel(text)
        title.setObjectName("Winner")
        title.setStyleSheet("font-size: 20px; font-weight: bold;")
        lay.addWidget(title)
        lay.addWidget(QLabel(self.tr("Points over the game:")))
        lay.addWidget(ScoreChart(names, history, self))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons: dict[str, QPushButton] = {}
        rematch = (self.tr("Rematch (seats swapped)") if len(names) <= 2 else
                   self.tr("Rematch (everyone one seat on)"))
        for key, label in (("rematch", rematch),
                           ("new", self.tr("New game…")), ("replay", self.tr("Watch replay")),
                           ("save", self.tr("Save replay…"))):
            b = buttons.addButton(label, QDialogButtonBox.ButtonRole.ActionRole)
            b.clicked.connect(lambda _=False, k=key: self._choose(k))
            self.buttons[key] = b
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)

    def _choose(self, key: str) -> None:
        self.accept()
        self.chosen.emit(key)
