"""The table's furniture, drawn by the scene: the felt, the zones, the seat panels and their
badges, the score track, the Might totals of a battlefield and the rune pools."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QGraphicsSimpleTextItem

from app.ui.card_art import paint_pip
from app.ui.card_item import USABLE
from app.ui.card_painter import NAME_PX, paint_might_badge, pxfont
from app.ui.layout import LEFT_COL, ZoneRect
from app.ui.texts import translate

TABLE = QColor("#1f3a2e")
TABLE_LIGHT, TABLE_EDGE = QColor("#2c5040"), QColor("#0f2119")  # the felt's glow and rim
TURN_GOLD = QColor("#ffd54a")
FOCUS_COLOR = QColor("#c9a3ff")


class SeatPanel(QGraphicsRectItem):
    """A seat's frame (3+ players): an opponent's compact panel or the viewer's rows, in the
    seat's colour, in gold on their turn, in lilac while they hold focus."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__(rect)
        self.setZValue(-6)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.state: tuple = ()

    def set_state(self, color: QColor, turn: bool, teammate: bool, focus: bool = False,
                  fill: bool = True) -> None:
        state = (color.name(), turn, teammate, focus, fill)
        if state == self.state:
            return
        self.state = state
        self.setPen(QPen(TURN_GOLD if turn else FOCUS_COLOR if focus else color,
                         4 if turn or focus else 1.5))
        tint = QColor(color)
        tint.setAlpha((38 if teammate else 18) if fill else 0)
        self.setBrush(tint)


class Badges(QGraphicsItem):
    """A row of labelled pills: "Turn", "Focus", "Priority", "Teammate"."""

    H = 24.0

    def __init__(self) -> None:
        super().__init__()
        self.items: tuple[tuple[str, str], ...] = ()
        self.setZValue(100)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._w = 0.0

    def set_badges(self, items: list[tuple[str, QColor]]) -> None:
        new = tuple((t, c.name()) for t, c in items)
        if new != self.items:
            self.prepareGeometryChange()
            self.items = new
            fm = QFontMetricsF(pxfont(NAME_PX, True))
            self._w = sum(fm.horizontalAdvance(t) + 18 for t, _ in new) + 4 * len(new)
            self.update()

    def width(self) -> float:
        return self._w

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(0, 0, max(1.0, self._w), self.H)

    def paint(self, p: QPainter, option, widget=None) -> None:  # noqa: ANN001, ARG002
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = pxfont(NAME_PX, True)
        fm = QFontMetricsF(font)
        p.setFont(font)
        x = 0.0
        for text, color in self.items:
            w = fm.horizontalAdvance(text) + 18
            r = QRectF(x, 1, w, self.H - 2)
            p.setPen(QPen(QColor("#101010"), 1.2))
            p.setBrush(QColor(color))
            p.drawRoundedRect(r, 10, 10)
            p.setPen(QColor("#15181d"))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, text)
            x += w + 4


def _felt(rect: QRectF) -> QBrush:
    """The table: a felt lit from above its middle, darker towards the rim (a gradient in
    scene coordinates: no bitmap, nothing to repaint while a card moves)."""
    g = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.75)
    g.setColorAt(0.0, TABLE_LIGHT)
    g.setColorAt(0.55, TABLE)
    g.setColorAt(1.0, TABLE_EDGE)
    return QBrush(g)


XP_GREEN = QColor("#8fd19e")  # the XP pill and its gains
PERMIT_BLUE = QColor("#9fd3ff")  # a permission for this turn ("play a gear ... for free")


class ScoreTrack(QGraphicsItem):
    """A player's score as a track: the name, then a bar of numbered steps from 0 to the
    victory score; the steps reached are filled, the current one large and ringed (the
    number and the ring say it without colour)."""

    W, H = 314.0, 48.0

    def __init__(self) -> None:
        super().__init__()
        self.score: tuple = ()
        self.setZValue(90)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_score(self, name: str, points: int, victory: int, color: QColor | None,
                  xp: int | None = None, permit: str = "") -> None:
        """`xp`: the player's XP, shown at the right of the name row (RUP4 729.1); None in a
        game where nobody has gained any. `permit`: this turn's permissions in short, a pill
        left of the XP (the whole sentence is the track's tooltip)."""
        score = (name, points, victory, color.name() if color is not None else "", xp, permit)
        if score != self.score:
            self.score = score
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-2, -2, self.W + 4, self.H + 4)

    def xp_rect(self, width: float = 56.0) -> QRectF:
        """Where the XP pill is, in the track's coordinates (its gains float up from it)."""
        return QRectF(self.W - width, 1, width, 19)

    def paint(self, p: QPainter, option, widget=None) -> None:  # noqa: ANN001, ARG002
        if not self.score:
            return
        name, points, victory, color, xp, permit = self.score
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = pxfont(NAME_PX, True)
        p.setFont(font)
        fm = QFontMetricsF(font)
        room = self.W - 4
        pills = [(translate("Table", "XP {n}").format(n=xp), XP_GREEN)] if xp is not None else []
        if permit:
            pills.append((permit, PERMIT_BLUE))
        for label, fill in pills:  # at the right of the name row, right to left
            w = fm.horizontalAdvance(label) + 14
            pill = self.xp_rect(w).translated(room + 4 - self.W, 0)
            p.setPen(QPen(QColor("#15181d"), 1.2))
            p.setBrush(fill)
            p.drawRoundedRect(pill, 9, 9)
            p.setPen(QColor("#0d1a12"))
            p.drawText(pill, Qt.AlignmentFlag.AlignCenter, label)
            room -= w + 6
        p.setPen(QColor(color) if color else QColor("#f1ede2"))
        p.drawText(QRectF(2, 0, room, 20), Qt.AlignmentFlag.AlignVCenter,
                   fm.elidedText(name, Qt.TextElideMode.ElideRight, room))
        n = victory + 1
        bar = QRectF(0, 24, self.W, 22)
        p.setPen(QPen(QColor(0, 0, 0, 150), 1.2))
        p.setBrush(QColor(8, 16, 12, 170))
        p.drawRoundedRect(bar, 11, 11)
        step = bar.width() / n
        for k in range(n):
            c = QPointF(bar.left() + step * (k + 0.5), bar.center().y())
            reached, here = k <= points, k == points
            r = 10.5 if here else 8.0
            p.setPen(QPen(QColor("#15181d"), 1.2) if not here else QPen(QColor("#fff6d0"), 2.4))
            p.setBrush(TURN_GOLD if here else QColor("#b8953a") if reached else
                       QColor(255, 255, 255, 28))
            p.drawEllipse(c, r, r)
            p.setPen(QColor("#15181d") if reached else QColor(255, 255, 255, 150))
            p.drawText(QRectF(c.x() - 12, c.y() - 11, 24, 22), Qt.AlignmentFlag.AlignCenter,
                       str(k))


class ZoneItem(QGraphicsRectItem):
    def __init__(self, zone: ZoneRect) -> None:
        super().__init__(zone.rect)
        self.key = zone.key
        self.lit = False
        self.dim = False
        self.setZValue(-5)
        # a rounded, antialiased outline is drawn once per style, then blitted
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        n = int(zone.key[2:]) + 1 if zone.key.startswith("bf") else 0
        self.label = QGraphicsSimpleTextItem(translate("Table", zone.label).format(n=n), self)
        self.label.setBrush(QColor(255, 255, 255, 110))
        self.place(zone.rect)
        self.restyle()

    def place(self, rect: QRectF) -> None:
        """Its rectangle (a battlefield's width follows its units: layout.bf_widths)."""
        self.setRect(rect)
        # inside its zone: a narrow slot (a compact panel's champion) takes a smaller type
        # rather than spilling onto its neighbour, whose card would cover it; a slot too
        # small for any (the facedown one) is named from beside it, its label ending at its
        # right edge, over the battlefield's empty band
        for px in (NAME_PX, NAME_PX * 0.85, NAME_PX * 0.72, NAME_PX):
            self.label.setFont(pxfont(px))
            if self.label.boundingRect().width() <= rect.width() - 4:
                break
        w = self.label.boundingRect().width()
        self.label.setPos(min(rect.left() + 6, rect.right() - w - 2), rect.top() + 2)

    def paint(self, p: QPainter, option, widget=None) -> None:  # noqa: ANN001, ARG002
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(self.pen())
        p.setBrush(self.brush())
        p.drawRoundedRect(self.rect(), 8, 8)

    def set_light(self, lit: bool, dim: bool) -> None:
        if (lit, dim) != (self.lit, self.dim):
            self.lit, self.dim = lit, dim
            self.restyle()

    def restyle(self) -> None:
        if self.lit:
            self.setPen(QPen(USABLE, 3, Qt.PenStyle.SolidLine))
            self.setBrush(QColor(25, 230, 255, 40))
        elif self.dim:
            self.setPen(QPen(QColor(0, 0, 0, 0), 1))
            self.setBrush(QColor(0, 0, 0, 70))
        else:  # a quiet outline: the cards, not the zones, catch the eye
            self.setPen(QPen(QColor(255, 255, 255, 26), 1.0))
            self.setBrush(QColor(0, 0, 0, 34))


class MightTotal(QGraphicsItem):
    """A side's total Might at a battlefield: a shield with the number."""

    W, H = 34.0, 28.0

    def __init__(self, mine: bool) -> None:
        super().__init__()
        self.mine = mine
        self.value = 0
        self.setZValue(90)

    def set_value(self, value: int) -> None:
        if value != self.value:
            self.value = value
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(0, 0, self.W, self.H)

    def paint(self, p: QPainter, option, widget=None) -> None:  # noqa: ANN001, ARG002
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_might_badge(p, self.value, self.boundingRect(), NAME_PX * 1.1,
                          QColor("#f4f1e6") if self.mine else QColor("#3a3f47"))


def _restricted_ring(p: QPainter, c: QPointF, r: float) -> None:
    """The dashed ring of Energy or [A] that may pay only for some things (RUP4 429): wide
    and amber, so that it reads at 1280x720 (a thin pale one looked like a plain circle)."""
    p.setPen(QPen(QColor("#f0b429"), 2.4, Qt.PenStyle.DashLine))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(c, r + 2.5, r + 2.5)


def _restricted_tip(kinds: tuple[tuple[str, int, int], ...]) -> str:
    """The pool's restricted Energy and Power in words, one line a kind (RUP4 429)."""
    what = {"spells": translate("Table", "only for spells"),
            "units": translate("Table", "only for units and abilities of units"),
            "gear": translate("Table", "only for gear and abilities of gear"),
            "showdown": translate("Table", "only during a showdown")}
    return "\n".join(translate("Table", "{e} Energy and {a} Power of any domain, {what}").format(
        e=e, a=a, what=what.get(kind, kind)) for kind, e, a in kinds)


class PoolItem(QGraphicsItem):
    """A player's pool in symbols: Energy in a circle, Power as domain pips ([A] too), each
    with its count; Energy and [A] that may only pay for some things (RUP4 429) ringed with
    dashes, what they pay for in the tooltip."""

    def __init__(self) -> None:
        super().__init__()
        self.pool: tuple = (0, (), 0, ())  # type: ignore[type-arg]
        self.setZValue(90)

    def set_pool(self, energy: int, power: dict[str, int], any_power: int = 0,
                 restricted: dict[str, dict[str, int]] | None = None) -> None:
        kinds = tuple(sorted((k, v.get("energy", 0), v.get("any", 0))
                             for k, v in (restricted or {}).items()))
        pool = (energy, tuple(sorted(power.items())), any_power, kinds)
        if pool != self.pool:
            self.pool = pool
            # the symbols alone mean nothing to a new player: the tooltip says what they are
            # and that they don't last (RUP4 166, 167)
            spent = sum(power.values()) + any_power
            tip = translate("Table", "Rune Pool: {e} Energy and {a} Power not spent yet. It "
                            "empties at the start of every Action phase and the end of every "
                            "turn.").format(e=energy, a=spent) if energy or spent else ""
            self.setToolTip("\n".join(t for t in (tip, _restricted_tip(kinds)) if t))
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(0, 0, LEFT_COL - 8, 28)

    def paint(self, p: QPainter, option, widget=None) -> None:  # noqa: ANN001, ARG002
        from app.engine import Domain

        energy, power, any_power, kinds = self.pool
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setFont(pxfont(NAME_PX, True))
        x, r = 2.0, 10.0
        if energy:
            p.setPen(QPen(QColor("#15181d"), 1))
            p.setBrush(QColor("#f4f1e6"))
            p.drawEllipse(QPointF(x + r, 14), r, r)
            p.setPen(QColor("#15181d"))
            p.drawText(QRectF(x, 3, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, str(energy))
            x += 2 * r + 6
        names = {d.value for d in Domain}
        pips = [(frozenset([Domain(dom)]), n, False) for dom, n in power if dom in names]
        if any_power:
            pips.append((frozenset(Domain), any_power, False))
        for _, e, a in kinds:  # restricted: a dashed ring (RUP4 429)
            if e:
                p.setPen(QPen(QColor("#15181d"), 1))
                p.setBrush(QColor("#f4f1e6"))
                p.drawEllipse(QPointF(x + r + 2, 14), r, r)
                _restricted_ring(p, QPointF(x + r + 2, 14), r)
                p.setPen(QColor("#15181d"))
                p.drawText(QRectF(x + 2, 3, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, str(e))
                x += 2 * r + 10
            if a:
                pips.append((frozenset(Domain), a, True))
        for pip, n, ringed in pips:
            paint_pip(p, pip, QPointF(x + r, 14), r)
            if ringed:
                _restricted_ring(p, QPointF(x + r, 14), r)
            x += 2 * r + 2
            p.setPen(QColor("#ffe9a8"))
            p.drawText(QRectF(x, 3, 22, 22), Qt.AlignmentFlag.AlignVCenter, f"\u00d7{n}")
            x += 22
