"""Browse a trash or banishment: every card in it, face up (they are public, RUP4 108.2.d).
A spell in a trash with Flow says so under it (printed, or given this turn; RUP4 829.2), with
a button for each Flow cost it may be played for now (829.1.b, 829.1.c.3)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from app.engine import CardDef
from app.ui.card_painter import CARD_H, CARD_W, paint_face

SCALE = 1.6


def card_pixmap(card: CardDef, scale: float, dpr: float) -> QPixmap:
    pm = QPixmap(int(CARD_W * scale * dpr), int(CARD_H * scale * dpr))
    pm.setDevicePixelRatio(dpr)
    pm.fill(QColor(0, 0, 0, 0))
    p = QPainter(pm)
    paint_face(p, card, QRectF(0, 0, CARD_W * scale, CARD_H * scale))
    p.end()
    return pm


@dataclass
class PileCard:
    """One card of the pile: its face, a line under it (its Flow, say) and buttons."""

    card: CardDef
    note: str = ""
    buttons: list[tuple[str, Callable[[], None]]] = field(default_factory=list)


class PileBrowser(QDialog):
    def __init__(self, title: str, cards: list[PileCard], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        lay = QVBoxLayout(self)
        if not cards:
            lay.addWidget(QLabel(self.tr("Nothing here yet.")))
        area = QScrollArea()
        inner = QWidget()
        grid = QGridLayout(inner)
        dpr = self.devicePixelRatioF()
        for k, entry in enumerate(cards):
            cell = QWidget()
            col = QVBoxLayout(cell)
            col.setContentsMargins(0, 0, 0, 0)
            label = QLabel()
            label.setPixmap(card_pixmap(entry.card, SCALE, dpr))
            label.setToolTip(entry.card.name)
            col.addWidget(label)
            if entry.note:
                note = QLabel(entry.note)
                note.setWordWrap(True)
                col.addWidget(note)
            for text, callback in entry.buttons:
                button = QPushButton(text)
                button.clicked.connect(lambda _=False, cb=callback: self._pressed(cb))
                col.addWidget(button)
            grid.addWidget(cell, k // 5, k % 5, Qt.AlignmentFlag.AlignTop)
        area.setWidget(inner)
        area.setWidgetResizable(True)
        lay.addWidget(area)
        self.resize(int(CARD_W * SCALE * 5 + 90), int(CARD_H * SCALE * 2 + 150))

    def _pressed(self, callback: Callable[[], None]) -> None:
        self.accept()
        callback()
