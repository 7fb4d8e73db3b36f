"""Charts drawn with QPainter (the app ships PySide6-Essentials, which has no Qt Charts)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPalette
from PySide6.QtWidgets import QWidget


class TitledChart(QWidget):
    """A picture with a bold title line; subclasses draw the rest in `draw`."""

    H = 120

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumHeight(self.H)
        self.setMinimumWidth(220)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt API
        return QSize(400, self.H)

    def title(self) -> str:
        return ""

    def paintEvent(self, event) -> None:  # noqa: N802, ANN001 - Qt API
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        fg = self.palette().color(QPalette.ColorRole.WindowText)
        f = QFont(self.font())
        f.setBold(True)
        p.setFont(f)
        p.setPen(fg)
        p.drawText(QRectF(0, 0, self.width(), 18), Qt.AlignmentFlag.AlignLeft
                   | Qt.AlignmentFlag.AlignVCenter, self.title())
        p.setFont(self.font())
        self.draw(p, QRectF(0, 22, self.width(), self.height() - 22), fg)
        p.end()

    def draw(self, p: QPainter, r: QRectF, fg: QColor) -> None:
        raise NotImplementedError
