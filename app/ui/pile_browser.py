"""Browse a trash or banishment: every card in it, face up (they are public, RUP4 108.2.d)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QDialog, QGridLayout, QLabel, QScrollArea, QVBoxLayout, QWidget

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


class PileBrowser(QDialog):
    def __init__(self, title: str, cards: list[CardDef], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        lay = QVBoxLayout(self)
        if not cards:
            lay.addWidget(QLabel(self.tr("Nothing here yet.")))
        area = QScrollArea()
        inner = QWidget()
        grid = QGridLayout(inner)
        dpr = self.devicePixelRatioF()
        for k, card in enumerate(cards):
            label = QLabel()
            label.setPixmap(card_pixmap(card, SCALE, dpr))
            label.setToolTip(card.name)
            grid.addWidget(label, k // 5, k % 5, Qt.AlignmentFlag.AlignTop)
        area.setWidget(inner)
        area.setWidgetResizable(True)
        lay.addWidget(area)
        self.resize(int(CARD_W * SCALE * 5 + 90), int(CARD_H * SCALE * 2 + 90))
