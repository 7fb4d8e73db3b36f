"""The end of the game: Victory or Defeat, the final score, a chart of the score over the
game, and what to do next (over the table, not in a window of its own)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from app.ui.overlays import Cover

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


class GameOverDialog(Cover):
    """The end of the game, over the table: Victory or Defeat for the player at the screen
    (or who won, when several people or none play here), the final score, the points over
    the game, and what to do next. The final board stays faintly visible under the veil;
    "Look at the table" lifts it."""

    chosen = Signal(str)  # "rematch", "new", "log", "replay" or "save"

    def __init__(self, names: list[str], winner: int, history: list[list[int]],
                 parent: QWidget | None = None, winners: list[int] | None = None,
                 viewer: int | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("GameOver")
        self.setWindowTitle(self.tr("Game over"))  # its accessible name
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(
            "#GameOver { background: rgba(4, 9, 7, 175); }"
            "#GameOver QLabel { color: #f1ede2; background: transparent; }"
            "#GameOverCard { background: qlineargradient(x1:0, y1:0, x2:0, y2:1,"
            " stop:0 rgba(34, 60, 47, 248), stop:1 rgba(12, 24, 18, 248));"
            " border: 2px solid #b8953a; border-radius: 16px; }"
            "#GameOver QPushButton { font-size: 15px; font-weight: bold; color: #f1ede2;"
            " padding: 9px 18px; border: 1.5px solid #b8953a; border-radius: 9px;"
            " background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #2c4a3b,"
            " stop:1 #183026); }"
            "#GameOver QPushButton:hover, #GameOver QPushButton:focus {"
            " border-color: #ffd54a; background: #37614c; }"
            "#GameOver QPushButton#Primary { border-color: #ffd54a; background: #3f6b53; }")
        team = [w for w in (winners or []) if 0 <= w < len(names)] or [winner]
        outer = QVBoxLayout(self)
        outer.addStretch(1)
        card = QWidget(self)
        card.setObjectName("GameOverCard")
        card.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        card.setMaximumWidth(760)
        lay = QVBoxLayout(card)
        lay.setContentsMargins(28, 18, 28, 18)
        lay.setSpacing(8)
        # the moment itself, for the one player at the screen: words, not colour alone
        if viewer is not None:
            won = viewer in team
            head = QLabel(("\u2605 " + self.tr("Victory") + " \u2605") if won else
                          self.tr("Defeat"))
            head.setObjectName("Headline")
            color = "#ffd54a" if won else "#ff9c7a"
            head.setStyleSheet(f"font-size: 46px; font-weight: bold; color: {color};")
            lay.addWidget(head, 0, Qt.AlignmentFlag.AlignHCenter)
        if len(team) > 1:  # 2v2: the team wins together (RUP4 489.6.a)
            text = self.tr("{a} and {b} win as a team!").format(
                a=names[team[0]], b=names[team[1]])
        else:
            text = self.tr("{name} wins!").format(name=names[winner])
        title = QLabel(text)
        title.setObjectName("Winner")
        size = 22 if viewer is not None else 34
        title.setStyleSheet(f"font-size: {size}px; font-weight: bold; color: #ffe9a8;")
        lay.addWidget(title, 0, Qt.AlignmentFlag.AlignHCenter)
        final = history[-1] if history else [0] * len(names)
        order = sorted(range(len(names)), key=lambda i: (-final[i], i))
        score = QLabel(self.tr("Final score: {scores}").format(scores="   ".join(
            self.tr("{name}: {points}").format(name=names[i], points=final[i])
            for i in order)))
        score.setObjectName("FinalScore")
        score.setWordWrap(True)
        score.setAlignment(Qt.AlignmentFlag.AlignCenter)
        score.setStyleSheet("font-size: 17px;")
        lay.addWidget(score)
        lay.addWidget(QLabel(self.tr("Points over the game:")))
        chart = ScoreChart(names, history, card)
        chart.setMinimumSize(420, 150)
        lay.addWidget(chart)
        rows = [QHBoxLayout(), QHBoxLayout()]  # what comes next; then looking back
        for row in rows:
            row.setSpacing(8)
            row.addStretch(1)
        self.buttons: dict[str, QPushButton] = {}
        rematch = (self.tr("Rematch (seats swapped)") if len(names) <= 2 else
                   self.tr("Rematch (everyone one seat on)"))
        for key, label in (("rematch", rematch), ("new", self.tr("New game…")),
                           ("log", self.tr("View log")), ("replay", self.tr("Watch replay")),
                           ("save", self.tr("Save replay…"))):
            b = QPushButton(label)
            if key == "rematch":
                b.setObjectName("Primary")
            b.clicked.connect(lambda _=False, k=key: self._choose(k))
            rows[key not in ("rematch", "new")].addWidget(b)
            self.buttons[key] = b
        look = QPushButton(self.tr("Look at the table"))
        look.clicked.connect(self.close)
        self.buttons["close"] = look
        rows[1].addWidget(look)
        for row in rows:
            row.addStretch(1)
            lay.addLayout(row)
        outer.addWidget(card, 0, Qt.AlignmentFlag.AlignHCenter)
        outer.addStretch(1)
        self.hide()

    def show_over(self) -> None:
        """Cover the parent (the table page): nothing under it takes a click meanwhile."""
        self.cover()
        self.buttons["rematch"].setFocus()

    def keyPressEvent(self, event) -> None:  # noqa: N802, ANN001 - Qt API
        if event.key() == Qt.Key.Key_Escape:
            self.close()
            return
        super().keyPressEvent(event)

    def _choose(self, key: str) -> None:
        self.close()
        self.chosen.emit(key)
