"""A card on the table: a thin view of one object, keyed by its id.

It draws itself (face, back, status badges), animates where it goes and how it is turned
(exhausted: tilted by EXHAUST_TILT and dimmed, its name still horizontal), and reports
gestures to the scene. It never changes the game.
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
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from app.engine import CardDef, CardType
from app.ui.card_painter import (
    CARD_H,
    CARD_W,
    EXHAUST_SHRINK,
    EXHAUST_TILT,
    NAME_PX,
    ROW_K,
    keyword_tooltip,
    paint_back,
    paint_exhausted_mark,
    paint_might_badge,
    paint_plate,
    paint_table_face,
    pxfont,
    table_keyword_chips,
)

ANIM_MS = 180  # card moves and turns; set from the preferences (0: reduce motion)
# Highlight colours no domain uses (card_art.DOMAIN_COLORS: red, green, blue, orange,
# purple, gold, grey), each over a dark halo so it reads on every card and on the table.
USABLE = QColor("#19e6ff")  # cyan outline: usable now
TARGET = QColor("#ff3df0")  # magenta outline and a reticle: a legal target
PICKED = QColor("#ffffff")  # white outline and a tick: selected
SHADOW = 4.0  # how far a card's shadow falls (down and right), in card units


class MarkItem(QGraphicsItem):
    """The highlight around a card: drawn as a child so the card's cached face stays cached
    while the highlight pulses."""

    def __init__(self, parent: CardItem) -> None:
        super().__init__(parent)
        self.kind = ""  # "usable", "target", "picked" or ""
        self.rect = parent._rect()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.hide()

    @property
    def color(self) -> QColor:
        return {"usable": USABLE, "target": TARGET, "picked": PICKED}.get(self.kind, QColor())

    @property
    def reticle(self) -> bool:
        return self.kind == "target"

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return self.rect.adjusted(-8, -8, 8, 8)

    def reticle_at(self) -> tuple[QPointF, float]:
        """The target reticle's centre and radius: over a card's emblem; at a name plate's
        right end (a chain item, a compact panel's card), where it once hid the name."""
        r = self.rect
        if r.width() > r.height() * 1.5:
            rad = r.height() * 0.2
            return QPointF(r.right() - rad * 1.35 - 3, r.center().y()), rad
        return QPointF(r.center().x(), r.top() + r.height() * 0.68), min(r.width(),
                                                                        r.height()) * 0.24

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,  # noqa: ARG002
              widget: QWidget | None = None) -> None:
        if not self.kind:
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect.adjusted(-2.5, -2.5, 2.5, 2.5)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(QColor(0, 0, 0, 210), 8))
        p.drawRoundedRect(r, 9, 9)
        p.setPen(QPen(self.color, 4))
        p.drawRoundedRect(r, 9, 9)
        if self.kind == "target":  # a reticle over the emblem
            c, rad = self.reticle_at()
            for pen in (QPen(QColor(0, 0, 0, 200), 7), QPen(self.color, 3.5)):
                p.setPen(pen)
                p.drawEllipse(c, rad, rad)
                for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                    p.drawLine(QPointF(c.x() + dx * rad * 0.5, c.y() + dy * rad * 0.5),
                               QPointF(c.x() + dx * rad * 1.35, c.y() + dy * rad * 1.35))
        elif self.kind == "picked":  # a tick in a disc, top right
            c = QPointF(self.rect.right() - 2, self.rect.top() + 2)
            p.setPen(QPen(QColor(0, 0, 0, 220), 2))
            p.setBrush(self.color)
            p.drawEllipse(c, 11, 11)
            p.setPen(QPen(QColor("#101010"), 3.2))
            p.drawPolyline([QPointF(c.x() - 5, c.y()), QPointF(c.x() - 1, c.y() + 4),
                            QPointF(c.x() + 6, c.y() - 5)])


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
        self.stack_count = 1  # the top card of a stack of identical tokens shows xN
        self.seat_color: QColor | None = None  # with 3+ players: its controller's colour
        self.plate: tuple[float, float] | None = None  # drawn as a name plate this size
        self._landscape = card is not None and card.type is CardType.BATTLEFIELD
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setTransformOriginPoint(self._rect().center())
        self._move_anim = QPropertyAnimation(self, b"pos", self)
        self._move_anim.setDuration(ANIM_MS)
        self._move_anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._turn_anim = QPropertyAnimation(self, b"turn", self)
        self._turn_anim.setDuration(ANIM_MS)
        self.mark = MarkItem(self)

    # -- geometry ----------------------------------------------------------------------
    def _rect(self) -> QRectF:
        if self.plate is not None:
            return QRectF(0, 0, *self.plate)
        if self._landscape:
            return QRectF(0, 0, CARD_H, CARD_W)
        if self.state.get("exhausted"):  # smaller about its centre: tilted, it fits its row
            d = (1 - EXHAUST_SHRINK) / 2
            return QRectF(CARD_W * d, CARD_H * d, CARD_W * EXHAUST_SHRINK,
                          CARD_H * EXHAUST_SHRINK)
        return QRectF(0, 0, CARD_W, CARD_H)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return self._rect().adjusted(-1, -1, SHADOW + 1, SHADOW + 1)  # its shadow too

    def face_rect(self) -> QRectF:
        """The card itself in its own coordinates (a plate's, an exhausted card's smaller)."""
        return self._rect()

    def card_rect(self) -> QRectF:
        """The card itself in scene coordinates (without its shadow)."""
        return self.mapRectToScene(self._rect())

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
        if bool(state.get("exhausted")) != exhausted_before:
            self.prepareGeometryChange()
        self.state = state
        self.mark.prepareGeometryChange()
        self.mark.rect = self._rect()
        self.face_up = face_up and self.card is not None
        # a plate isn't tilted (its width would swing into its neighbours): dimmed and marked
        target = EXHAUST_TILT if state.get("exhausted") and self.plate is None else 0.0
        if animate and ANIM_MS > 0 and bool(state.get("exhausted")) != exhausted_before:
            self._turn_anim.stop()
            self._turn_anim.setDuration(ANIM_MS)
            self._turn_anim.setStartValue(self.rotation())
            self._turn_anim.setEndValue(target)
            self._turn_anim.start()
        else:
            self._turn_anim.stop()  # a running turn must not override the new state
            self.setRotation(target)
        if changed:
            self.update()

    def item_pos(self, top_left: QPointF, scale: float) -> QPointF:
        """The item position that puts the card's top-left corner at top_left when it is
        scaled by `scale` about its centre (the transform origin, so it turns in place)."""
        return top_left - self._rect().center() * (1.0 - scale)

    def move_to(self, pos: QPointF, animate: bool) -> None:
        if animate and ANIM_MS > 0 and (pos - self.pos()).manhattanLength() > 1:
            self._move_anim.stop()
            self._move_anim.setDuration(ANIM_MS)
            self._move_anim.setStartValue(self.pos())
            self._move_anim.setEndValue(pos)
            self._move_anim.start()
        else:
            self._move_anim.stop()
            self.setPos(pos)

    def set_marks(self, glow: bool, targetable: bool, picked: bool) -> None:
        if (glow, targetable, picked) != (self.glow, self.targetable, self.picked):
            self.glow, self.targetable, self.picked = glow, targetable, picked
            self.mark.kind = ("picked" if picked else "target" if targetable else
                              "usable" if glow else "")
            self.mark.setVisible(bool(self.mark.kind))
            self.mark.update()

    def set_plate(self, plate: tuple[float, float] | None) -> None:
        """Draw the card as a name plate of this size (None: as a card)."""
        if plate != self.plate:
            self.prepareGeometryChange()
            self.plate = plate
            self.setTransformOriginPoint(self._rect().center())
            self.mark.prepareGeometryChange()
            self.mark.rect = self._rect()
            self.update()

    def set_stack_count(self, n: int) -> None:
        if n != self.stack_count:
            self.stack_count = n
            self.update()

    def set_seat_color(self, color: QColor | None) -> None:
        """A tag in the controller's colour along the card's foot (3+ players: whose unit
        this is at a battlefield); None: no tag."""
        if color != self.seat_color:
            self.seat_color = color
            self.update()

    def name_px(self) -> float:
        """The name's font size in item units: at least NAME_PX once scaled."""
        return NAME_PX / min(1.0, self.scale() or 1.0)

    # -- painting ---------------------------------------------------------------------------
    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,  # noqa: ARG002
              widget: QWidget | None = None) -> None:
        rect = self._rect()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(Qt.PenStyle.NoPen)  # a soft shadow: the card lies on the felt
        for k, alpha in ((SHADOW, 40), (SHADOW * 0.5, 60)):
            p.setBrush(QColor(0, 0, 0, alpha))
            p.drawRoundedRect(rect.translated(k, k), 8, 8)
        if self.plate is not None and self.face_up and self.card is not None:
            paint_plate(p, self.card, rect, self.state.get("might"), self.stack_count,
                        bool(self.state.get("exhausted")), cost=self.zone == "champion")
            return
        if self.face_up and self.card is not None:
            lod = option.levelOfDetailFromTransform(p.worldTransform())
            paint_table_face(p, self.card, rect, self.name_px(), lod)
        else:
            paint_back(p, rect)
        exhausted = bool(self.state.get("exhausted"))
        if exhausted:  # dimmed, with a turn-arrow mark (not colour alone)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(0, 0, 0, 95))
            p.drawRoundedRect(rect, 7, 7)
        if self.seat_color is not None:
            # along the foot, over the frame: the type line and keywords stay in view
            tag = QRectF(rect.left() + 8, rect.bottom() - 5, rect.width() - 16, 7)
            p.setPen(QPen(QColor("#101010"), 1.2))
            p.setBrush(self.seat_color)
            p.drawRoundedRect(tag, 3, 3)
        below = self._paint_status(p, rect)
        if exhausted:
            k = 1 / max(0.35, min(1.0, self.scale() or 1.0))  # the same size on every card
            if self.card is not None and self.card.type is CardType.RUNE:  # off its name
                paint_exhausted_mark(p, QPointF(rect.right() - 11 * k, rect.top() + 11 * k), 9 * k)
            else:
                paint_exhausted_mark(p, self.exhausted_mark_centre(rect, below, 15 * k), 15 * k)

    @staticmethod
    def exhausted_mark_centre(rect: QRectF, below: QRectF | None, r: float) -> QPointF:
        """The exhausted mark's centre: on the art, clear of the badges' second line
        (`below`: the badges that didn't fit the cost and Might row), which once covered
        half of it (Ivern's chosen tag on a unit that entered exhausted)."""
        c = QPointF(rect.center().x(), rect.top() + rect.height() * 0.68)
        if below is None or not below.adjusted(-2, -2, 2, 2).intersects(
                QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r)):
            return c
        if below.right() + 4 + 2 * r <= rect.right() - 3:  # beside the line, at its right
            return QPointF(below.right() + 4 + r, c.y())
        return QPointF(c.x(), min(below.bottom() + r + 2, rect.bottom() - r - 2))  # under it

    def _paint_status(self, p: QPainter, rect: QRectF) -> QRectF | None:
        """Stack count, damage, buff, combat roles, stun and a banishment instead of death as
        badges in the cost and Might row (the strip a covering row leaves in view), right to
        left from the Might; what does not fit goes on a line below (returned: where that
        line is, or None). Numbers where numbers do, symbols otherwise."""
        st = self.state
        px = self.name_px()
        row_h = px * ROW_K
        inner = rect.adjusted(3, 3, -3, -3)
        row_top = inner.top() + 2 * px * 1.17 + 6
        if self.card is not None and self.card.type is CardType.RUNE:  # no banner: on top
            row_top = inner.top() + 2
        has_might = self.card is not None and self.card.might is not None
        badges = self.status_badges()
        font = pxfont(px, True)
        fm = QFontMetricsF(font)
        p.setFont(font)
        right = inner.right() - (row_h * 1.1 + 2 if has_might else 0)
        limit = inner.left() + (row_h + 2 if self.card is not None and
                                self.card.energy is not None else 0)
        x2, below = right, inner.left()
        line: QRectF | None = None
        for text, color, glyph in badges:
            w = (fm.horizontalAdvance(text) + 8 if text else 0) + (row_h if glyph else 0)
            if x2 - w >= limit:
                r = QRectF(x2 - w, row_top, w, row_h)
                x2 -= w + 2
            else:
                r = QRectF(below, row_top + row_h + 3, w, row_h)
                below += w + 2
                line = r if line is None else line.united(r)
            p.setPen(QPen(QColor("#101010"), 1.2))
            p.setBrush(QColor(color))
            if glyph is None:
                p.drawRoundedRect(r, 5, 5)
                p.setPen(QColor("#101010") if color == "#f4f1e6" else QColor("white"))
                p.drawText(r, Qt.AlignmentFlag.AlignCenter, text)
            elif text:  # the glyph, then its value, in one pill
                p.drawRoundedRect(r, row_h / 2, row_h / 2)
                p.setPen(QColor("white"))
                p.drawText(r.adjusted(row_h - 2, 0, 0, 0), Qt.AlignmentFlag.AlignCenter, text)
                p.setPen(QPen(QColor("white"), 2.2))
                p.setBrush(Qt.BrushStyle.NoBrush)
                a = row_h * 0.22
                glyph(p, QRectF(r.left() + a, r.top() + a, row_h - 2 * a, row_h - 2 * a))
            else:
                p.drawEllipse(r)
                p.setPen(QPen(QColor("white"), 2.2))
                p.setBrush(Qt.BrushStyle.NoBrush)
                glyph(p, r.adjusted(row_h * 0.22, row_h * 0.22, -row_h * 0.22, -row_h * 0.22))
        bonus = self.card.might_bonus if self.card is not None else None
        if bonus:  # an Equipment's Might Bonus, top right: it shows while tucked under a unit
            r = QRectF(inner.right() - row_h * 1.3, inner.top() + 1, row_h * 1.3, row_h)
            paint_might_badge(p, f"+{bonus}", r, px, QColor("#e0b84a"))
        # current Might over the printed one when it differs
        if has_might and "might" in st and st["might"] != self.card.might:
            r = QRectF(inner.right() - row_h * 1.1, row_top, row_h * 1.1, row_h)
            paint_might_badge(p, st["might"], r, px, QColor("#2e9d57") if st["might"] >
                              self.card.might else QColor("#d23b3b"))
        return line

    def status_badges(self) -> list[tuple[str, str, object]]:
        """The status badges, from the Might leftwards: (text or "", colour, glyph or None);
        a glyph with a text is one pill, the glyph first."""
        st = self.state
        badges: list[tuple[str, str, object]] = []
        if self.stack_count > 1:
            badges.append((f"\u00d7{self.stack_count}", "#f4f1e6", None))
        if st.get("damage"):
            badges.append((f"-{st['damage']}", "#d23b3b", None))
        if st.get("buffed"):
            badges.append(("+1", "#2e9d57", None))
        for flag, color, glyph in (("attacking", "#c0622d", _sword),
                                   ("defending", "#2d6fc0", _shield),
                                   ("stunned", "#7b3fb5", _zigzag),
                                   # "if it would die this turn, banish it instead" (Smite)
                                   ("banish_if_dies", "#5a5a5a", _cross)):
            if st.get(flag):
                badges.append(("", color, glyph))
        # this turn's damage replacements (RUP4 437): a shield, with its Prevent Values ("all"
        # for "the next time ..., prevent it"), and "x2" for each doubling of its damage
        prevent = st.get("prevent")
        if prevent:  # one badge, the shield before its values: split, they read "7 shield"
            badges.append(("+".join(str(v) if v else "∞" for v in prevent), "#3a8fc9",
                           _shield))
        if st.get("doubled"):
            badges.append((f"×{2 ** int(st['doubled'])}", "#b5452d", None))
        if st.get("untargetable"):  # "can't be chosen by enemy spells and abilities"
            badges.append(("", "#4b4b8f", _veil))
        times = int(st.get("empowered", 0))
        if times:  # Empowered (RUP4 441.2): a rising arrow; Kayle's count in it (441.1.c.1)
            badges.append((str(times) if times > 1 else "", "#c99a1e", _rising))
        if st.get("named"):  # the card or tag named for it (RUP4 759-763), in quotes
            badges.append((f"\u201c{st['named']}\u201d", "#35507a", None))
        for tag in st.get("tags_gained", ()):  # the tag it gained as it was played (355.1)
            badges.append((str(tag), "#3f7f7a", None))
        own = st.get("own_card")
        if own:  # a copy while an Equipment is attached: "≈" and its own name (RUP4 477.1.b)
            badges.append((f"\u2248{own.get('name', '')}", "#6a4a8a", None))
        copies = st.get("text_copies")
        if copies:  # its text copied by attached Equipment (Svellsongur): "≡" and how many
            badges.append((f"\u2261{len(copies)}", "#4a6a8a", None))
        return badges

    # -- hover ------------------------------------------------------------------------------
    def hoverEnterEvent(self, event) -> None:  # noqa: N802, ANN001 - Qt API
        self.hovered.emit(self.oid, True)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event) -> None:  # noqa: N802, ANN001
        self.hovered.emit(self.oid, False)
        super().hoverLeaveEvent(event)

    def hoverMoveEvent(self, event) -> None:  # noqa: N802, ANN001 - Qt API
        """Over a keyword chip the tooltip names the keyword (and what it does): the
        chips show icons, the words are here and in the preview."""
        self.setToolTip(self.keyword_at(event.pos(), event.widget()))
        super().hoverMoveEvent(event)

    def keyword_at(self, pos: QPointF, viewport: QWidget | None) -> str:
        """The tooltip of the keyword chip at `pos` (item coordinates), or ""."""
        card = self.card
        view = viewport.parentWidget() if viewport is not None else None
        if card is None or not self.face_up or not card.keywords or view is None \
                or self.plate is not None or card.type in (CardType.RUNE, CardType.BATTLEFIELD):
            return ""
        lod = QStyleOptionGraphicsItem.levelOfDetailFromTransform(
            self.deviceTransform(view.viewportTransform()))
        for r, kw, value in table_keyword_chips(card, self._rect(), self.name_px(), lod):
            if kw is not None and r.contains(pos):
                return keyword_tooltip(kw, int(value) if value else 1)
        return ""


def _sword(p: QPainter, r: QRectF) -> None:
    p.drawLine(r.bottomLeft(), r.topRight())
    m = QPointF(r.left() + r.width() * 0.3, r.top() + r.height() * 0.7)
    p.drawLine(QPointF(m.x() - r.width() * 0.2, m.y() - r.height() * 0.2),
               QPointF(m.x() + r.width() * 0.2, m.y() + r.height() * 0.2))


def _shield(p: QPainter, r: QRectF) -> None:
    p.drawPolygon(QPolygonF([r.topLeft(), r.topRight(),
                             QPointF(r.right(), r.center().y()),
                             QPointF(r.center().x(), r.bottom()),
                             QPointF(r.left(), r.center().y())]))


def _rising(p: QPainter, r: QRectF) -> None:
    """Empowered: an arrow pointing up."""
    top = QPointF(r.center().x(), r.top())
    p.drawLine(QPointF(r.center().x(), r.bottom()), top)
    p.drawPolyline([QPointF(r.left() + r.width() * 0.2, r.top() + r.height() * 0.35), top,
                    QPointF(r.right() - r.width() * 0.2, r.top() + r.height() * 0.35)])


def _zigzag(p: QPainter, r: QRectF) -> None:
    p.drawPolyline([r.topLeft(), r.topRight(), r.bottomLeft(), r.bottomRight()])


def _veil(p: QPainter, r: QRectF) -> None:
    """Can't be chosen: an eye struck through."""
    p.drawEllipse(r.adjusted(0, r.height() * 0.25, 0, -r.height() * 0.25))
    p.drawLine(r.bottomLeft(), r.topRight())


def _cross(p: QPainter, r: QRectF) -> None:
    p.drawLine(r.topLeft(), r.bottomRight())
    p.drawLine(r.topRight(), r.bottomLeft())
