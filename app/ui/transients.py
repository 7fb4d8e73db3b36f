"""The transient items effects are made of (app.ui.effects places them): a card shown large,
a floating number, a dying unit's ghost, an attack arrow, a battlefield caption, and the
damage badge shown while combat damage is assigned. Each lets clicks and hovers through and
removes itself after its time; times follow the animation speed."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    Property,
    QAbstractAnimation,
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    QTimer,
    QVariantAnimation,
)
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from app.engine import CardDef
from app.ui.card_painter import (
    CARD_H,
    CARD_W,
    NAME_PX,
    paint_back,
    paint_face,
    paint_table_face,
    pxfont,
)
from app.ui.texts import translate

Z_EFFECT = 950.0  # over the cards (a dragged card is at 1000)
Z_BIG = 1100.0

# base durations at animation speed 1x (ms)
BIG_MS = 800
FLOAT_MS = 900
XP_SPENT = QColor("#b48ad6")  # an XP spend, beside the gains' green
DIE_MS = 650
ARROW_MS = 900
CAPTION_MS = 2400


# a unit as it was before the scene moved it: scene rect, face, rotation, scale
Snap = tuple[QRectF, "CardDef | None", float, float]


@dataclass
class Motion:
    speed: float = 1.0  # the animation speed setting: 2.0 = twice as fast
    reduce: bool = False  # no moving, no fading

    def ms(self, base: int) -> int:
        return max(1, int(base / max(0.25, self.speed)))


class Transient(QGraphicsObject):
    """An effect: drawn over the table, transparent to the mouse, gone after `life_ms`."""

    kind = "effect"

    def __init__(self, rect: QRectF, z: float = Z_EFFECT) -> None:
        super().__init__()
        self._rect = rect
        self.anims: list[QAbstractAnimation] = []  # what moves or fades (none: reduce motion)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setZValue(z)
        self.setTransformOriginPoint(rect.center())

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return self._rect

    def launch(self, scene, life_ms: int,  # noqa: ANN001
               on_done: Callable[[Transient], None] | None = None) -> None:
        self._finished = False
        scene.addItem(self)
        for a in self.anims:
            a.start()
        self._on_done = on_done
        self._life = QTimer(self)  # its own, for `hold`
        self._life.setSingleShot(True)
        self._life.timeout.connect(self.finish)
        self._life.start(life_ms)

    def hold(self, at: float) -> None:
        """Stop the effect's clock at this fraction of its life: it stays as it looks then
        until `finish` (the table speed bench measures frames with effects standing, which a
        loaded machine would otherwise see end before it has measured them)."""
        self._life.stop()
        for a in self.anims:
            a.pause()
            a.setCurrentTime(int(a.totalDuration() * at))

    def finish(self) -> None:
        if getattr(self, "_finished", True):
            return
        self._finished = True
        for a in self.anims:
            a.stop()
        sc = self.scene()
        if sc is not None:
            sc.removeItem(self)
        cb = getattr(self, "_on_done", None)
        self._on_done = None
        if cb is not None:
            cb(self)
        self.deleteLater()

    # -- building blocks for the animations ---------------------------------------------
    def animate(self, prop: bytes, start: Any, end: Any, ms: int, delay_frac: float = 0.0,
                curve: QEasingCurve.Type = QEasingCurve.Type.OutCubic) -> QPropertyAnimation:
        a = QPropertyAnimation(self, prop, self)
        a.setDuration(ms)
        if delay_frac > 0:  # hold the start value, then move (key values)
            a.setKeyValueAt(0.0, start)
            a.setKeyValueAt(delay_frac, start)
            a.setKeyValueAt(1.0, end)
        else:
            a.setStartValue(start)
            a.setEndValue(end)
        a.setEasingCurve(curve)
        self.anims.append(a)
        return a

    def fade(self, ms: int, fade_in: float = 0.12, fade_out: float = 0.25) -> None:
        a = QPropertyAnimation(self, b"opacity", self)
        a.setDuration(ms)
        a.setKeyValueAt(0.0, 0.0 if fade_in else 1.0)
        if fade_in:
            a.setKeyValueAt(fade_in, 1.0)
        a.setKeyValueAt(1.0 - fade_out, 1.0)
        a.setKeyValueAt(1.0, 0.0)
        self.anims.append(a)


def _panel(p: QPainter, r: QRectF, fill: QColor, border: QColor | None = None) -> None:
    p.setPen(QPen(border or QColor(0, 0, 0, 200), 2))
    p.setBrush(fill)
    p.drawRoundedRect(r, 8, 8)


class BigCard(Transient):
    """A card shown large in the middle of the table, with a caption under it."""

    kind = "big"
    # times a table card: card and caption stand within a battlefield's height (layout.BF_H),
    # so an announcement in the middle of the battlefields covers no seat's row and its names
    K = 2.0
    CAPTION_H = 60.0  # room under the card for its caption
    CAPTION_OUT = 150.0  # how far the caption may reach out on each side of the card

    def __init__(self, card: CardDef | None, caption: str) -> None:
        self.card = card
        self.caption = caption
        w, h = CARD_W * self.K, CARD_H * self.K
        # as wide as the card, or as its caption when that is wider ("Giocatore 2 gioca <a
        # long name>"): no wider, so that it finds room beside a combat's caption
        half = max(w + 12, self.caption_width()) / 2
        super().__init__(QRectF(-half, -h / 2, 2 * half, h + self.CAPTION_H), Z_BIG)
        self.setCacheMode(QGraphicsItem.CacheMode.ItemCoordinateCache)

    @staticmethod
    def _font() -> QFont:
        return pxfont(NAME_PX * 1.35, True)

    def shown_caption(self) -> str:
        """The caption as drawn: elided only past the room either side of the card."""
        room = CARD_W * self.K + 2 * self.CAPTION_OUT - 28  # its panel's margins
        return QFontMetricsF(self._font()).elidedText(self.caption,
                                                      Qt.TextElideMode.ElideRight, room)

    def parts(self) -> list[QRectF]:
        """What it draws, in its own coordinates: the card with its shadow, and the caption's
        panel under it (the corners beside the card, above a wide caption, stay bare)."""
        w, h = CARD_W * self.K, CARD_H * self.K
        out = [QRectF(-w / 2, -h / 2, w + 6, h + 8)]
        if self.caption:
            tw = self.caption_width()
            out.append(QRectF(-tw / 2, h / 2 + 10, tw, self.CAPTION_H - 10))
        return out

    def caption_width(self) -> float:
        """The caption's panel's width (0 without a caption)."""
        if not self.caption:
            return 0.0
        return QFontMetricsF(self._font()).horizontalAdvance(self.shown_caption()) + 28

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,  # noqa: ARG002
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = CARD_W * self.K, CARD_H * self.K
        card_r = QRectF(-w / 2, -h / 2, w, h)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 110))  # a soft shadow
        p.drawRoundedRect(card_r.translated(6, 8), 14, 14)
        if self.card is not None:
            paint_face(p, self.card, card_r)
        else:
            paint_back(p, card_r)
        if self.caption:
            font = self._font()
            p.setFont(font)
            fm = QFontMetricsF(font)
            text = self.shown_caption()
            tw = self.caption_width()
            r = QRectF(-tw / 2, h / 2 + 10, tw, fm.height() + 14)
            _panel(p, r, QColor(18, 30, 24, 235), QColor("#ffd54a"))
            p.setPen(QColor("#ffe9a8"))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, text)


class FloatingNumber(Transient):
    """"-3" on a unit that took damage: it pops up on the unit and fades there, following
    the unit (or its dying image) wherever it moves meanwhile."""

    kind = "number"

    def __init__(self, text: str, color: QColor) -> None:
        self.font = pxfont(NAME_PX * 2.6, True)
        fm = QFontMetricsF(self.font)
        w, h = fm.horizontalAdvance(text) + 22, fm.height() + 8
        super().__init__(QRectF(-w / 2, -h / 2, w, h))
        self.text = text
        self.color = color
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # it only moves

    OFFSET = QPointF(0, -8)  # over the emblem, a little above the card's middle

    def follow(self, anchor: QGraphicsObject, centre: Callable[[], QPointF]) -> None:
        """Stay on `anchor` (at `centre()`, in scene coordinates) while it moves."""
        self._anchor = anchor
        self._place = lambda *_: self.setPos(centre() + self.OFFSET)
        for sig in (anchor.xChanged, anchor.yChanged, anchor.scaleChanged):
            sig.connect(self._place)
        self._place()

    def finish(self) -> None:
        anchor = getattr(self, "_anchor", None)
        if anchor is not None:
            self._anchor = None
            try:
                for sig in (anchor.xChanged, anchor.yChanged, anchor.scaleChanged):
                    sig.disconnect(self._place)
            except (RuntimeError, TypeError):  # the anchor went first: nothing to undo
                pass
        super().finish()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,  # noqa: ARG002
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._rect
        _panel(p, r.adjusted(1, 1, -1, -1), self.color, QColor("#101010"))
        p.setFont(self.font)
        p.setPen(QColor("white"))
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, self.text)


class DeathGhost(Transient):
    """A dying unit's image, darkened and crossed out, fading toward its owner's trash."""

    kind = "death"

    def __init__(self, card: CardDef | None, size: QRectF) -> None:
        super().__init__(QRectF(0, 0, size.width(), size.height()))
        self.card = card
        self.setCacheMode(QGraphicsItem.CacheMode.ItemCoordinateCache)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,  # noqa: ARG002
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._rect
        if self.card is not None:
            paint_table_face(p, self.card, r, NAME_PX)
        else:
            paint_back(p, r)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(120, 0, 0, 120))
        p.drawRoundedRect(r, 6, 6)
        m = min(r.width(), r.height()) * 0.22
        for pen in (QPen(QColor(0, 0, 0, 220), 11), QPen(QColor("#ff4b4b"), 6)):
            p.setPen(pen)
            p.drawLine(QPointF(r.left() + m, r.top() + m), QPointF(r.right() - m, r.bottom() - m))
            p.drawLine(QPointF(r.right() - m, r.top() + m), QPointF(r.left() + m, r.bottom() - m))


class TurningCard(Transient):
    """A battlefield turning over where it lies: the one replaced narrows away and the one
    that takes its place widens in (RUP4 438: a Brush replacing it, or swapped back)."""

    kind = "replace"
    TURN_MS = 900

    def __init__(self, old: CardDef | None, new: CardDef | None, size: QRectF) -> None:
        super().__init__(QRectF(0, 0, size.width(), size.height()))
        self.old, self.new = old, new
        self._turn = 0.0

    def _get_turn(self) -> float:
        return self._turn

    def _set_turn(self, value: float) -> None:
        self._turn = value
        self.update()

    turn = Property(float, _get_turn, _set_turn)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,  # noqa: ARG002
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._rect
        card = self.old if self._turn < 0.5 else self.new
        k = abs(1.0 - 2.0 * self._turn)  # 1, edge-on at the middle, 1 again
        if k < 0.02:
            return
        p.translate(r.center())
        p.scale(k, 1.0)
        p.translate(-r.center())
        if card is not None:
            paint_table_face(p, card, r, NAME_PX)
        else:
            paint_back(p, r)


class AttackArrow(Transient):
    """An arrow from an attacking unit to the side it attacks; it grows, then fades."""

    kind = "arrow"

    def __init__(self, start: QPointF, end: QPointF) -> None:
        rect = QRectF(start, end).normalized().adjusted(-30, -30, 30, 30)
        super().__init__(rect)
        self.start, self.end = start, end
        self.progress = 1.0

    def grow(self, ms: int) -> None:
        a = QVariantAnimation(self)
        a.setDuration(ms)
        a.setStartValue(0.0)
        a.setEndValue(1.0)
        a.setEasingCurve(QEasingCurve.Type.OutCubic)
        self.progress = 0.0

        def step(v: object) -> None:
            self.progress = float(v)  # type: ignore[arg-type]
            self.update()

        a.valueChanged.connect(step)
        self.anims.append(a)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,  # noqa: ARG002
              widget: QWidget | None = None) -> None:
        if self.progress <= 0.01:
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        d = self.end - self.start
        tip = self.start + d * self.progress
        length = (d.x() ** 2 + d.y() ** 2) ** 0.5 * self.progress
        if length < 1:
            return
        ux, uy = (tip.x() - self.start.x()) / length, (tip.y() - self.start.y()) / length
        head = min(34.0, length * 0.6)
        base = QPointF(tip.x() - ux * head, tip.y() - uy * head)
        nx, ny = -uy, ux
        path = QPainterPath(self.start)
        path.lineTo(base)
        tri = QPolygonF([tip, QPointF(base.x() + nx * head * 0.6, base.y() + ny * head * 0.6),
                         QPointF(base.x() - nx * head * 0.6, base.y() - ny * head * 0.6)])
        p.setPen(QPen(QColor(0, 0, 0, 190), 15, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawPath(path)
        p.setPen(QPen(QColor("#ff8a3d"), 9, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawPath(path)
        p.setPen(QPen(QColor(0, 0, 0, 190), 3))
        p.setBrush(QColor("#ff8a3d"))
        p.drawPolygon(tri)


class Caption(Transient):
    """A few lines in a battlefield's band: the title larger, the details under it. It
    takes the band's free part (layout.band_text_rect), never the units' rows, and its
    letters shrink until every line fits there."""

    kind = "caption"
    # title sizes in name sizes, largest first; the smallest still reads (9 px at 1280x720)
    SIZES = (1.3, 1.15, 1.0, 0.9, 0.8)

    def __init__(self, lines: list[str], width: float, accent: QColor,
                 height: float = 1e9) -> None:
        self.lines = lines
        self.width = width  # the band's whole free part: over its control line, whole
        inner = width - 12
        for k in self.SIZES:  # the largest size at which each line has one row and all fit
            self.title_font = pxfont(NAME_PX * k, True)
            self.body_font = pxfont(NAME_PX * max(0.8, k * 0.85), True)
            tfm, bfm = QFontMetricsF(self.title_font), QFontMetricsF(self.body_font)
            self.rows = [(line, n == 0) for n, line in enumerate(lines)]
            h = tfm.height() + bfm.height() * (len(lines) - 1) + 6
            if h <= height and all((tfm if title else bfm).horizontalAdvance(line) <= inner
                                   for line, title in self.rows):
                break
        else:  # at the smallest: a line wraps rather than losing its end (the units that
            # died, say) while that fits; past that each line keeps one row, cut at its end
            wrapped = [(row, n == 0) for n, line in enumerate(lines)
                       for row in wrap_text(line, tfm if n == 0 else bfm, inner)]
            wh = sum((tfm if title else bfm).height() for _, title in wrapped) + 6
            if wh <= height:
                self.rows, h = wrapped, wh
        # a row still too wide is cut at its end: a taller room may let it wrap instead
        self.cut = any((tfm if title else bfm).horizontalAdvance(row) > inner
                       for row, title in self.rows)
        h = min(h, height)
        super().__init__(QRectF(-self.width / 2, -h / 2, self.width, h), Z_EFFECT + 20)
        self.accent = accent
        self.setToolTip("\n".join(lines))
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,  # noqa: ARG002
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._rect
        _panel(p, r, QColor(12, 20, 16), self.accent)  # opaque: the control line under it
        tfm, bfm = QFontMetricsF(self.title_font), QFontMetricsF(self.body_font)
        y = r.top() + 3
        for row, title in self.rows:
            font, fm = (self.title_font, tfm) if title else (self.body_font, bfm)
            p.setFont(font)
            p.setPen(self.accent if title else QColor("#f1ede2"))
            text = fm.elidedText(row, Qt.TextElideMode.ElideRight, r.width() - 12)
            p.drawText(QRectF(r.left() + 6, y, r.width() - 12, fm.height()),
                       Qt.AlignmentFlag.AlignCenter, text)
            y += fm.height()


def wrap_text(text: str, fm: QFontMetricsF, width: float) -> list[str]:
    """The text in rows no wider than `width`, broken between words (a single word wider
    than that keeps a row of its own)."""
    rows: list[str] = []
    for word in text.split(" "):
        if rows and fm.horizontalAdvance(rows[-1] + " " + word) <= width:
            rows[-1] += " " + word
        else:
            rows.append(word)
    return rows or [""]


class AssignBadge(QGraphicsItem):
    """Combat damage assignment on an enemy unit: assigned / needed for lethal, and a
    lethal mark once it has enough. Not transient: it follows the view."""

    def __init__(self) -> None:
        super().__init__()
        self.assigned, self.needed = 0, 1
        self.above = False  # over its unit: the lethal mark goes on top, clear of the card
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setZValue(Z_EFFECT - 10)

    @property
    def lethal(self) -> bool:
        return self.assigned >= self.needed

    def set_amounts(self, assigned: int, needed: int) -> None:
        if (assigned, needed) != (self.assigned, self.needed):
            self.assigned, self.needed = assigned, needed
            self.update()

    def text(self) -> str:
        return translate("Effects", "{n} of {need}").format(n=self.assigned, need=self.needed)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-48, -50, 96, 100)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,  # noqa: ARG002
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        lethal = self.lethal
        top = QRectF(-46, -24, 92, 26)
        _panel(p, top, QColor("#b81f1f") if lethal else QColor(20, 24, 30, 235),
               QColor("#ffd54a") if lethal else QColor(255, 255, 255, 160))
        p.setFont(pxfont(NAME_PX * 1.25, True))
        p.setPen(QColor("white"))
        p.drawText(top, Qt.AlignmentFlag.AlignCenter, self.text())
        if lethal:
            low = QRectF(-46, -48 if self.above else 2, 92, 22)
            _panel(p, low, QColor("#ffd54a"), QColor("#101010"))
            p.setFont(pxfont(NAME_PX * 1.05, True))
            p.setPen(QColor("#3a0000"))
            p.drawText(low, Qt.AlignmentFlag.AlignCenter,
                       "\u2620 " + translate("Effects", "Lethal"))
