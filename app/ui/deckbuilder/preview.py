"""A large picture of the hovered card, its text and keyword reminders, beside the panel."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QPainter
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from app.engine import CardDef, CardType
from app.ui.card_painter import CARD_H, CARD_W, card_text, paint_face
from app.ui.overlays import keyword_reminders


class _Face(QWidget):
    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.card: CardDef | None = None

    def paintEvent(self, event) -> None:  # noqa: N802, ANN001 - Qt API
        if self.card is None:
            return
        p = QPainter(self)
        paint_face(p, self.card, QRectF(self.rect()).adjusted(1, 1, -1, -1))
        p.end()


class CardPreview(QWidget):
    """A frameless tool-tip window; `show_card` places it beside `anchor` (the panel)."""

    W = 300

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.ToolTip | Qt.WindowType.FramelessWindowHint)
        self.setObjectName("CardPreview")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
        self.face = _Face(self)
        self.text = QLabel(self)
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(10, 10, 10, 10)
        lay.setSpacing(8)
        lay.addWidget(self.face, 0, Qt.AlignmentFlag.AlignHCenter)
        lay.addWidget(self.text)
        lay.addWidget(self.note)
        self.setStyleSheet("#CardPreview { background: #121815; border: 1px solid #3a4a40; "
                           "border-radius: 8px; } QLabel { color: #f1ede2; font-size: 12px; }")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setFixedWidth(self.W)
        self.card: CardDef | None = None

    def show_card(self, card: CardDef, implemented: bool, anchor: QWidget | QRect,
                  near: QPoint | None = None) -> None:
        self.card = card
        self.face.card = card
        inner = self.W - 20
        if card.type is CardType.BATTLEFIELD:
            self.face.setFixedSize(inner, int(inner * CARD_W / CARD_H))
        else:
            w = int(inner * 0.86)
            self.face.setFixedSize(w, int(w * CARD_H / CARD_W))
        text = card_text(card)  # has the keywords' reminders already
        lines = [text] if text else keyword_reminders(card)
        self.text.setText("\n\n".join(lines))
        self.text.setVisible(bool(lines))
        self.note.setText("" if implemented else "⚠ " + self.tr(
            "The game engine can't play this card's abilities yet: it plays as a card "
            "without them."))
        self.note.setStyleSheet("color: #f0b45a;")
        self.note.setVisible(not implemented)
        self.adjustSize()
        self.move(self._place(anchor, near))
        self.face.update()
        self.show()
        self.raise_()

    def _place(self, anchor: QWidget | QRect, near: QPoint | None) -> QPoint:
        """Beside `anchor` (a widget, or a global rectangle such as a grid cell): on its
        left when there is room, else on its right, else at the screen's left edge."""
        if isinstance(anchor, QRect):
            area = QRect(anchor)
            near = area.topLeft() + QPoint(0, self.height() // 3) if near is None else \
                QPoint(near.x(), area.top() + self.height() // 3)
        else:
            area = QRect(anchor.mapToGlobal(QPoint(0, 0)), anchor.size())
        screen = QGuiApplication.screenAt(area.center()) or QGuiApplication.primaryScreen()
        avail = screen.availableGeometry() if screen is not None else QRect(0, 0, 1920, 1080)
        x = area.left() - self.width() - 6
        if x < avail.left():
            x = area.right() + 6
            if x + self.width() > avail.right():
                x = avail.left()
        y = (near.y() if near is not None else area.top()) - self.height() // 3
        y = max(avail.top(), min(y, avail.bottom() - self.height()))
        return QPoint(x, y)

    def paintEvent(self, event) -> None:  # noqa: N802, ANN001 - Qt API
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setBrush(QColor(18, 24, 21, 245))
        p.setPen(QColor(255, 255, 255, 60))
        p.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 8, 8)
        p.end()
