"""Show what just happened: transient effects over the table.

The opponent's plays and abilities shown large for a moment, attack arrows, floating
damage numbers, dying units fading toward the trash, and a caption over a battlefield
when a combat ends; plus, while combat damage is assigned, how much each enemy unit has
and whether it is lethal.

Every effect is a QGraphicsItem that lets clicks and hovers through and removes itself
after its time: nothing waits for an effect, so the game and the input never stall.
Times follow the animation speed; "reduce motion" shows effects without moving or fading.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSizeF,
    Qt,
    QTimer,
    QVariantAnimation,
)
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from app.engine import CardDef, Event
from app.ui.card_painter import (
    CARD_H,
    CARD_W,
    NAME_PX,
    paint_back,
    paint_face,
    paint_table_face,
    pxfont,
)
from app.ui.layout import LEFT_COL, RIGHT_COL, band_text_rect, bf_mid, bf_rect, unit_areas
from app.ui.layout import below as below_band
from app.ui.texts import translate

Z_EFFECT = 950.0  # over the cards (a dragged card is at 1000)
Z_BIG = 1100.0

# base durations at animation speed 1x (ms)
BIG_MS = 800
FLOAT_MS = 900
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
    K = 2.6  # times a table card

    def __init__(self, card: CardDef | None, caption: str) -> None:
        w, h = CARD_W * self.K, CARD_H * self.K
        # room for a caption wider than the card under it
        super().__init__(QRectF(-w / 2 - 70, -h / 2, w + 140, h + 60), Z_BIG)
        self.card = card
        self.caption = caption
        self.setCacheMode(QGraphicsItem.CacheMode.ItemCoordinateCache)

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
            font = pxfont(NAME_PX * 1.35, True)
            p.setFont(font)
            fm = QFontMetricsF(font)
            text = fm.elidedText(self.caption, Qt.TextElideMode.ElideRight, w + 100)
            tw = fm.horizontalAdvance(text) + 28
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


class TableEffects(QObject):
    """Turns the events of each action into effects on the scene (and keeps the combat
    damage assignment marks in step with the view)."""

    def __init__(self, controller, scene) -> None:  # noqa: ANN001
        super().__init__(scene)
        self.c = controller
        self.scene = scene
        self.motion = Motion()
        self.live: list[Transient] = []  # effects on the table now
        self.badges: dict[int, AssignBadge] = {}
        self._pending: list[tuple[list[Event], dict[int, Snap], int]] = []
        self._chain_seen: set[int] = set()
        self._source_count: dict[int, int] = {}
        self._big_queue: list[tuple[CardDef | None, str]] = []
        self._big: BigCard | None = None
        self._captions: dict[int, Caption] = {}
        controller.eventsHappened.connect(self._on_events)
        controller.changed.connect(self._on_changed)

    def set_motion(self, speed: float, reduce: bool) -> None:
        self.motion = Motion(speed, reduce)

    def effects(self, kind: str | None = None) -> list[Transient]:
        return [e for e in self.live if kind is None or e.kind == kind]

    # -- signals ------------------------------------------------------------------------------
    def _on_events(self, events: list[Event]) -> None:
        # where the units are before the scene moves them (a dying unit goes to the trash)
        snap: dict[int, Snap] = {}
        for e in events:
            oid = e.data.get("obj")
            if e.kind in ("damage", "die") and isinstance(oid, int):
                item = self.scene.items_by_id.get(oid)
                if item is not None and oid not in snap:
                    snap[oid] = (item.card_rect(), item.card if item.face_up else None,
                                 item.rotation(), item.scale())
        self._pending.append((events, snap, self.c.viewer))

    def _on_changed(self) -> None:
        view = self.scene.view_data
        if view is None or self.c.game is None:
            return
        self._update_badges(view)
        pending, self._pending = self._pending, []
        from app.ui.controller import REPLAY

        if REPLAY in self.c.locks:
            self._chain_seen = {i["id"] for i in view["chain"]}
            return
        new_items = [i for i in view["chain"] if i["id"] not in self._chain_seen]
        self._chain_seen = {i["id"] for i in view["chain"]}
        if not pending:
            return
        viewer = view["viewer"]
        for events, snap, ev_viewer in pending:
            self._show(view, events, snap, ev_viewer)
        # abilities put on the chain by these actions (after the play that triggered them)
        for item in new_items:
            if item["kind"] == "card":
                continue
            src = item.get("source", -1)
            self._source_count[src] = self._source_count.get(src, 0) + 1
            if item["controller"] != viewer:
                self._ability(view, src, item["kind"] == "trigger", item["controller"])

    # -- effects for a batch of events ------------------------------------------------------
    def _name(self, view: dict[str, Any], player: int) -> str:
        try:
            return view["players"][player]["name"]
        except (IndexError, KeyError, TypeError):
            return "?"

    def _card(self, code: str | None) -> CardDef | None:
        return self.scene.card_for(code) if code else None

    def _show(self, view: dict[str, Any], events: list[Event],
              snap: dict[int, Snap], viewer: int) -> None:
        dying: list[str] = []
        # a unit that dies in this batch shows its damage on its dying image
        dies = {e.data.get("obj") for e in events if e.kind == "die"}
        hurt: dict[int, int] = {}
        for k, e in enumerate(events):
            d = e.data
            kind = e.kind
            if kind == "play" and d.get("player") != viewer:
                card = self._card(d.get("card"))
                self._queue_big(card, translate("Effects", "{player} plays {card}").format(
                    player=self._name(view, d["player"]),
                    card=card.name if card is not None else translate("Effects", "a card")))
            elif kind == "hide" and d.get("player") != viewer:
                self._queue_big(None, translate("Effects", "{player} hides a card").format(
                    player=self._name(view, d["player"])))
            elif kind == "resolve" and "source" in d:
                src = d["source"]
                if self._source_count.get(src, 0) > 0:
                    self._source_count[src] -= 1  # shown when it went on the chain
                elif d.get("player") != viewer:
                    self._ability(view, src, False, d.get("player", -1))
            elif kind == "combat":
                self._attack(view, d["bf"])
            elif kind == "damage":
                if d["obj"] in dies:
                    hurt[d["obj"]] = hurt.get(d["obj"], 0) + d.get("amount", 0)
                else:
                    self._damage(d["obj"], d.get("amount", 0))
            elif kind == "die":
                card = self._card(d.get("card"))
                dying.append(card.name if card is not None else "?")
                ghost = self._die(view, d["obj"], snap)
                if ghost is not None and hurt.get(d["obj"]):
                    self._damage(d["obj"], hurt.pop(d["obj"]), ghost)
            elif kind == "combat_end":
                self._combat_end(view, events[k + 1:], d, dying)
                dying = []
            elif kind in ("conquer", "hold") and not any(
                    x.kind == "combat_end" and x.data.get("bf") == d.get("bf")
                    for x in events[:k]):
                lines = [self._score_line(view, events[k:], kind, d["player"])]
                self._caption(view, d["bf"], lines, d["player"] == viewer)

    def _ability(self, view: dict[str, Any], source: int, trigger: bool, player: int) -> None:
        item = self.scene.items_by_id.get(source)
        card = item.card if item is not None and item.face_up else None
        name = card.name if card is not None else translate("Effects", "a card")
        text = (translate("Effects", "Triggered: {card}") if trigger else
                translate("Effects", "{player} uses {card}")).format(
            card=name, player=self._name(view, player))
        self._queue_big(card, text)

    def _queue_big(self, card: CardDef | None, caption: str) -> None:
        self._big_queue.append((card, caption))
        del self._big_queue[:-3]  # a burst of plays: show the latest few
        if self._big is None:
            self._next_big()

    def _next_big(self, _done: Transient | None = None) -> None:
        if _done is not None and _done is not self._big:
            return
        self._big = None
        if not self._big_queue:
            return
        card, caption = self._big_queue.pop(0)
        big = BigCard(card, caption)
        big.setPos((LEFT_COL + RIGHT_COL) / 2, bf_mid(self.scene.view_data) - 20)
        ms = self.motion.ms(BIG_MS)
        if not self.motion.reduce:
            big.fade(ms, 0.15, 0.2)
            big.animate(b"scale", 0.82, 1.0, max(1, ms // 5))
        self._big = big
        self._launch(big, ms, self._next_big)

    def _launch(self, item: Transient, ms: int, done: Callable | None = None) -> None:
        self.live.append(item)

        def finished(it: Transient) -> None:
            if it in self.live:
                self.live.remove(it)
            if done is not None:
                done(it)

        item.launch(self.scene, ms, finished)

    def _damage(self, oid: int, amount: int, ghost: DeathGhost | None = None) -> None:
        """A damage number anchored to its unit: on the card where it stands (it follows the
        card if it moves), or on its dying image."""
        item = self.scene.items_by_id.get(oid)
        if amount <= 0 or (ghost is None and item is None):
            return
        num = FloatingNumber(f"-{amount}", QColor("#d23b3b"))
        num.setZValue(Z_EFFECT + 10)  # over a dying unit's image
        if ghost is not None:
            num.follow(ghost, lambda: ghost.mapRectToScene(ghost.boundingRect()).center())
        else:
            num.follow(item, lambda: item.card_rect().center())
        ms = self.motion.ms(FLOAT_MS)
        if not self.motion.reduce:
            num.animate(b"scale", 1.5, 1.0, max(1, ms // 5))
            num.fade(ms, 0.05, 0.3)
        self._launch(num, ms)

    def _die(self, view: dict[str, Any], oid: int, snap: dict) -> DeathGhost | None:
        if oid not in snap:
            return None
        r, card, turn, scale = snap[oid]
        size = QRectF(0, 0, CARD_W * scale, CARD_H * scale)
        ghost = DeathGhost(card, size)
        ghost.setRotation(turn)  # about its centre: it lies where the unit lay
        start = r.center() - size.center()
        ghost.setPos(start)
        ms = self.motion.ms(DIE_MS)
        if not self.motion.reduce:
            pl = self.scene.placements(view).get(oid)
            end = pl.pos if pl is not None else start + QPointF(0, 60)
            ghost.animate(b"pos", start, end, ms, 0.3, QEasingCurve.Type.InCubic)
            ghost.animate(b"scale", 1.0, 0.6, ms, 0.3, QEasingCurve.Type.InCubic)
            ghost.fade(ms, 0.0, 0.7)
        self._launch(ghost, ms)
        return ghost

    def _attack(self, view: dict[str, Any], bf: int) -> None:
        if bf >= len(view["battlefields"]):
            return
        theirs, mine = unit_areas(view, bf)
        places = self.scene.placements(view)
        ms = self.motion.ms(ARROW_MS)
        units = view["battlefields"][bf]["units"]

        def centre(oid: int) -> QPointF | None:
            pl = places.get(oid)
            return None if pl is None else pl.pos + QPointF(CARD_W * pl.scale / 2,
                                                            CARD_H * pl.scale / 2)

        guards = [c for c in (centre(u["id"]) for u in units if u.get("defending")) if c]
        for u in units:
            c = centre(u["id"])
            if not u.get("attacking") or c is None:
                continue
            up = below_band(view, bf, u["controller"])  # units below the band attack up
            sign = -1 if up else 1
            start = QPointF(c.x(), c.y() + sign * 30)
            if guards:  # to the defenders, stopping at their near edge
                gx = sum(g.x() for g in guards) / len(guards)
                gy = sum(g.y() for g in guards) / len(guards)
                end = QPointF(c.x() * 0.35 + gx * 0.65, gy - sign * (CARD_H / 2 + 6))
            else:
                area = theirs if up else mine
                end = QPointF(c.x() * 0.4 + area.center().x() * 0.6, bf_mid(view) + sign * 22)
            arrow = AttackArrow(start, end)
            if not self.motion.reduce:
                arrow.grow(max(1, ms // 2))
                arrow.fade(ms, 0.0, 0.35)
            self._launch(arrow, ms)

    def _score_line(self, view: dict[str, Any], after: list[Event], how: str, player: int) -> str:
        name = self._name(view, player)
        if any(x.kind == "final_point_denied" and x.data.get("player") == player for x in after):
            return translate("Effects", "{player} conquers: no final point, draws a card").format(
                player=name)
        # a conquer or a hold scores one point (RUP4 469-471)
        text = (translate("Effects", "{player} conquers: +1 point") if how == "conquer" else
                translate("Effects", "{player} holds: +1 point"))
        return text.format(player=name)

    def _combat_end(self, view: dict[str, Any], after: list[Event], d: dict[str, Any],
                    dying: list[str]) -> None:
        bf = d["bf"]
        winner = d.get("winner")
        if winner is not None:
            title = translate("Effects", "{player} wins the combat").format(
                player=self._name(view, winner))
        elif bf < len(view["battlefields"]) and view["battlefields"][bf]["units"]:
            title = translate("Effects", "Combat over: both sides remain")
        else:
            title = translate("Effects", "Combat over: no units remain")
        lines = [title]
        if dying:
            lines.append(translate("Effects", "Died: {units}").format(units=", ".join(dying)))
        for x in after:
            if x.kind == "conquer" and x.data.get("bf") == bf:
                lines.append(self._score_line(view, after, "conquer", x.data["player"]))
        self._caption(view, bf, lines, winner == view["viewer"])

    def _caption(self, view: dict[str, Any], bf: int, lines: list[str], good: bool) -> None:
        if bf >= len(view["battlefields"]):
            return
        old = self._captions.pop(bf, None)
        if old is not None:
            old.finish()
        band = band_text_rect(view, bf)
        accent = QColor("#ffd54a") if good else QColor("#ff9c7a")
        cap = Caption(lines, band.width(), accent, band.height())
        room = self._caption_room(view, bf, band)
        if cap.cut and room.height() > band.height():  # the names whole, over the free felt
            cap = Caption(lines, band.width(), accent, room.height())
        h = cap.boundingRect().height()
        y = min(max(band.center().y(), room.top() + h / 2), room.bottom() - h / 2)
        cap.setPos(QPointF(band.center().x(), y))
        ms = self.motion.ms(CAPTION_MS)
        if not self.motion.reduce:
            cap.fade(ms, 0.08, 0.2)
        self._captions[bf] = cap

        def forget(it: Transient) -> None:  # it deletes itself: no reference may outlive it
            if self._captions.get(bf) is it:
                del self._captions[bf]

        self._launch(cap, ms, forget)

    def _caption_room(self, view: dict[str, Any], bf: int, band: QRectF) -> QRectF:
        """The band's column across battlefield bf, up and down as far as no unit stands
        in it: where a caption may grow and still hide no card."""
        r = bf_rect(view, bf)
        top, bottom = r.top() + 4, r.bottom() - 4
        places = self.scene.placements(view)
        for u in view["battlefields"][bf]["units"]:
            pl = places.get(u["id"])
            if pl is None:
                continue
            card = QRectF(pl.pos, QSizeF(*pl.size())).adjusted(-4, -4, 4, 4)  # a tilt
            if card.right() < band.left() or card.left() > band.right():
                continue
            if card.center().y() < band.center().y():
                top = max(top, card.bottom())
            else:
                bottom = min(bottom, card.top())
        return QRectF(band.left(), min(top, band.top()), band.width(),
                      max(bottom, band.bottom()) - min(top, band.top()))

    # -- combat damage assignment -------------------------------------------------------
    def _update_badges(self, view: dict[str, Any]) -> None:
        want: dict[int, tuple[int, int, QPointF, bool]] = {}
        sd = view["showdown"]
        d = view["decision"]
        if sd is not None and sd.get("step") == "damage" and d is not None \
                and d["kind"] == "assign" and sd["bf"] < len(view["battlefields"]):
            assigner = d["player"]
            assigned = sd.get("assigned") or {}
            places = self.scene.placements(view)
            for u in view["battlefields"][sd["bf"]]["units"]:
                if u["controller"] == assigner or not (u.get("attacking") or u.get("defending")):
                    continue
                pl = places.get(u["id"])
                if pl is None:
                    continue
                need = max(1, (u.get("might") or 0) - (u.get("damage") or 0))
                n = int(assigned.get(u["id"], assigned.get(str(u["id"]), 0)))
                # beside the card on the band's side (toward the middle of the battlefield),
                # clear of the targeting reticle
                below = not below_band(view, sd["bf"], u["controller"])
                at = pl.pos + QPointF(CARD_W * pl.scale / 2,
                                      CARD_H * pl.scale + 28 if below else -28)
                want[u["id"]] = (n, need, at, not below)
        for oid in [o for o in self.badges if o not in want]:
            b = self.badges.pop(oid)
            if b.scene() is not None:
                b.scene().removeItem(b)
        for oid, (n, need, at, above) in want.items():
            b = self.badges.get(oid)
            if b is None:
                b = self.badges[oid] = AssignBadge()
                self.scene.addItem(b)
            if b.above != above:
                b.above = above
                b.update()
            b.set_amounts(n, need)
            b.setPos(at)
