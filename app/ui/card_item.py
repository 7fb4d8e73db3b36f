"""A card on the table: a thin view of one object, keyed by its id.

It draws itself (face, back, status badges), animates where it goes and how it is turned
(exhaust is a 90° rotation), and reports gestures to the scene. It never changes the game.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    Property,
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from app.engine import CardDef, CardType
from app.ui.card_painter import CARD_H, CARD_W, paint_back, paint_face

ANIM_MS = 180


class CardItem(QGraphicsObject):
    hovered = Signal(int, bool)  # object id, entered

    def __init__(self, oid: int, card: CardDef | None) -> None:
        super().__init__()
        self.oid = oid
        self.card = card
        self.face_up = card is not None
        self.state: dict[str, Any] = {}
        self.glow = False  # usable right now
        self.targetable = False  # a legal choice in targeting mode
        self.picked = False  # selected by the player (mulligan, group move)
        self.zone = ""
        self._landscape = card is not None and card.type is CardType.BATTLEFIELD
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setTransformOriginPoint(self._rect().center())
        self._move_anim = QPropertyAnimation(self, b"pos", self)
        self._move_anim.setDuration(ANIM_MS)
        self._move_anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._turn_anim = QPropertyAnimation(self, b"turn", self)
        self._turn_anim.setDuration(ANIM_MS)

    # -- geometry ----------------------------------------------------------------------
    def _rect(self) -> QRectF:
        if self._landscape:
            return QRectF(0, 0, CARD_H, CARD_W)
        return QRectF(0, 0, CARD_W, CARD_H)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return self._rect().adjusted(-6, -6, 6, 6)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self._rect())
        return path

    def _get_turn(self) -> float:
        return self.rotation()

    def _set_turn(self, deg: float) -> None:
        self.setRotation(deg)

    turn = Property(float, _get_turn, _set_turn)

    # -- updates from the scene ----------------------------------------------------------
    def update_state(self, state: dict[str, Any], face_up: bool, animate: bool) -> None:
        changed = state != self.state or face_up != self.face_up
        exhausted_before = bool(self.state.get("exhausted"))
        self.state = state
        self.face_up = face_up and self.card is not None
        target = 90.0 if state.get("exhausted") else 0.0
        if animate and bool(state.get("exhausted")) != exhausted_before:
            self._turn_anim.stop()
            self._turn_anim.setStartValue(self.rotation())
            self._turn_anim.setEndValue(target)
            self._turn_anim.start()
        else:
            self.setRotation(target)
        if changed:
            self.update()

    def move_to(self, pos: QPointF, animate: bool) -> None:
        if animate and (pos - self.pos()).manhattanLength() > 1:
            self._move_anim.stop()
            self._move_anim.setStartValue(self.pos())
            self._move_anim.setEndValue(pos)
            self._move_anim.start()
        else:
            self._move_anim.stop()
            self.setPos(pos)

    def set_marks(self, glow: bool, targetable: bool, picked: bool) -> None:
        if (glow, targetable, picked) != (self.glow, self.targetable, self.picked):
            self.glow, self.targetable, self.picked = glow, targetable, picked
            self.update()

    # -- painting ---------------------------------------------------------------------------
    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,  # noqa: ARG002
              widget: QWidget | None = None) -> None:
        rect = self._rect()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.glow or self.targetable or self.picked:
            color = (QColor("#ffd54a") if self.picked else
                     QColor("#ff6b6b") if self.targetable else QColor("#59d98e"))
            for width, alpha in ((9, 60), (5, 120), (2.5, 230)):
                c = QColor(color)
                c.setAlpha(alpha)
                p.setPen(QPen(c, width))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(rect, 8, 8)
        if self.face_up and self.card is not None:
            paint_face(p, self.card, rect)
        else:
            paint_back(p, rect)
        self._paint_status(p, rect)

    def _paint_status(self, p: QPainter, rect: QRectF) -> None:
        st = self.state
        if not st:
            return
        badges: list[tuple[str, QColor]] = []
        if st.get("damage"):
            badges.append((f"-{st['damage']}", QColor("#d23b3b")))
        if st.get("buffed"):
            badges.append(("+1", QColor("#2e9d57")))
        if st.get("stunned"):
            badges.append(("STUN", QColor("#7b3fb5")))
        if st.get("attacking"):
            badges.append(("ATK", QColor("#c0622d")))
        if st.get("defending"):
            badges.append(("DEF", QColor("#2d6fc0")))
        font = QFont("DejaVu Sans")
        font.setPointSizeF(7.5)
        font.setBold(True)
        p.setFont(font)
        x = rect.left() + 4
        for text, color in badges:
            w = 10 + 6.5 * len(text)
            r = QRectF(x, rect.top() + 44, w, 15)
            p.setPen(QPen(QColor("#101010"), 1))
            p.setBrush(color)
            p.drawRoundedRect(r, 5, 5)
            p.setPen(QColor("white"))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, text)
            x += w + 3
        # current Might when it differs from the printed value
        if self.card is not None and self.card.might is not None and "might" in st \
                and st["might"] != self.card.might:
            r = QRectF(rect.right() - 30, rect.bottom() - 40, 26, 16)
            p.setPen(QPen(QColor("#101010"), 1))
            p.setBrush(QColor("#2e9d57") if st["might"] > self.card.might else QColor("#d23b3b"))
            p.drawRoundedRect(r, 5, 5)
            p.setPen(QColor("white"))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, str(st["might"]))

    # -- hover ------------------------------------------------------------------------------
    def hoverEnterEvent(self, event) -> None:  # noqa: N802, ANN001 - Qt API
        self.hovered.emit(self.oid, True)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event) -> None:  # noqa: N802, ANN001
        self.hovered.emit(self.oid, False)
        super().hoverLeaveEvent(event)
