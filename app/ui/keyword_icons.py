"""Keyword icons: our own small vector drawings (QPainter lines and polygons), one per
keyword, drawn in the card face's ink on its light keyword chips. A chip shows the icon and
the keyword's value (Assault 2: a sword and "2"); its name and reminder are the tooltip
(card_item), the preview lists them in words. Shapes, not colours, tell them apart.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from app.engine import Keyword

Draw = Callable[[QPainter, QRectF], None]


def _pt(r: QRectF, x: float, y: float) -> QPointF:
    """A point of r in unit coordinates (0..1 across, 0..1 down)."""
    return QPointF(r.left() + r.width() * x, r.top() + r.height() * y)


def _poly(r: QRectF, pts: list[tuple[float, float]]) -> QPolygonF:
    return QPolygonF([_pt(r, x, y) for x, y in pts])


def _line(p: QPainter, r: QRectF, *pts: tuple[float, float]) -> None:
    p.drawPolyline(_poly(r, list(pts)))


def _filled(p: QPainter, r: QRectF, pts: list[tuple[float, float]]) -> None:
    p.save()
    p.setBrush(p.pen().color())
    p.setPen(Qt.PenStyle.NoPen)  # sharp corners: notches and points stay visible
    p.drawPolygon(_poly(r, pts))
    p.restore()


def _arc(p: QPainter, r: QRectF, cx: float, cy: float, rad: float, start: float,
         span: float) -> None:
    box = QRectF(_pt(r, cx - rad, cy - rad), _pt(r, cx + rad, cy + rad))
    p.drawArc(box, int(start * 16), int(span * 16))


def _head(p: QPainter, r: QRectF, tip: tuple[float, float], angle: float,
          size: float = 0.3) -> None:
    """An arrowhead at `tip` pointing along `angle` (degrees, 0 = right, 90 = up)."""
    a = math.radians(angle)
    pts = []
    for side in (150, -150):
        b = a + math.radians(side)
        pts.append((tip[0] + size * math.cos(b), tip[1] - size * math.sin(b)))
    _line(p, r, pts[0], tip, pts[1])


def _accelerate(p: QPainter, r: QRectF) -> None:
    _line(p, r, (0.1, 0.15), (0.45, 0.5), (0.1, 0.85))
    _line(p, r, (0.5, 0.15), (0.85, 0.5), (0.5, 0.85))


def _bolt(p: QPainter, r: QRectF) -> None:  # Action: a lightning bolt
    _filled(p, r, [(0.6, 0.0), (0.15, 0.58), (0.45, 0.58), (0.35, 1.0), (0.85, 0.38),
                   (0.55, 0.38)])


def _reaction(p: QPainter, r: QRectF) -> None:  # a bolt inside a turning arrow: in answer
    _arc(p, r, 0.5, 0.5, 0.45, 110, 290)
    _head(p, r, (0.36, 0.08), 170, 0.22)
    _filled(p, r, [(0.56, 0.2), (0.33, 0.55), (0.48, 0.55), (0.42, 0.8), (0.67, 0.45),
                   (0.52, 0.45)])


def _sword(p: QPainter, r: QRectF) -> None:  # Assault
    _line(p, r, (0.18, 0.82), (0.9, 0.1))
    _line(p, r, (0.08, 0.55), (0.45, 0.92))
    _line(p, r, (0.05, 0.95), (0.2, 0.8))


def _shield_shape(r: QRectF) -> QPolygonF:
    return _poly(r, [(0.12, 0.08), (0.88, 0.08), (0.88, 0.5), (0.5, 0.95), (0.12, 0.5)])


def _shield(p: QPainter, r: QRectF) -> None:
    p.save()
    p.setBrush(p.pen().color())
    p.drawPolygon(_shield_shape(r))
    p.restore()


def _tank(p: QPainter, r: QRectF) -> None:  # a tower with battlements: takes the blows
    _filled(p, r, [(0.12, 0.98), (0.12, 0.05), (0.3, 0.05), (0.3, 0.3), (0.41, 0.3),
                   (0.41, 0.05), (0.59, 0.05), (0.59, 0.3), (0.7, 0.3), (0.7, 0.05),
                   (0.88, 0.05), (0.88, 0.98)])


def _bell(p: QPainter, r: QRectF) -> None:  # Deathknell: a tolling bell
    path = QPainterPath(_pt(r, 0.1, 0.8))
    path.cubicTo(_pt(r, 0.25, 0.7), _pt(r, 0.2, 0.1), _pt(r, 0.5, 0.1))
    path.cubicTo(_pt(r, 0.8, 0.1), _pt(r, 0.75, 0.7), _pt(r, 0.9, 0.8))
    path.closeSubpath()
    p.save()
    p.setBrush(p.pen().color())
    p.drawPath(path)
    p.restore()
    p.drawEllipse(QRectF(_pt(r, 0.42, 0.82), _pt(r, 0.58, 0.98)))


def _ganking(p: QPainter, r: QRectF) -> None:  # a leap from one place to another
    path = QPainterPath(_pt(r, 0.08, 0.85))
    path.cubicTo(_pt(r, 0.15, 0.05), _pt(r, 0.75, 0.05), _pt(r, 0.88, 0.7))
    p.drawPath(path)
    _head(p, r, (0.88, 0.72), -70, 0.3)


def _eye(p: QPainter, r: QRectF) -> None:
    path = QPainterPath(_pt(r, 0.04, 0.5))
    path.quadTo(_pt(r, 0.5, 0.0), _pt(r, 0.96, 0.5))
    path.quadTo(_pt(r, 0.5, 1.0), _pt(r, 0.04, 0.5))
    p.drawPath(path)
    p.save()
    p.setBrush(p.pen().color())
    p.drawEllipse(_pt(r, 0.5, 0.5), r.width() * 0.13, r.height() * 0.13)
    p.restore()


def _hidden(p: QPainter, r: QRectF) -> None:  # an eye struck through: unseen
    _eye(p, r)
    _line(p, r, (0.1, 0.92), (0.9, 0.08))


def _legion(p: QPainter, r: QRectF) -> None:  # three heads: others came before
    p.save()
    p.setBrush(p.pen().color())
    for x, y in ((0.2, 0.62), (0.5, 0.32), (0.8, 0.62)):
        p.drawEllipse(_pt(r, x, y), r.width() * 0.14, r.height() * 0.14)
    p.restore()
    _line(p, r, (0.05, 0.97), (0.35, 0.97))
    _line(p, r, (0.65, 0.97), (0.95, 0.97))
    _line(p, r, (0.35, 0.67), (0.65, 0.67))


def _hourglass(p: QPainter, r: QRectF) -> None:  # Temporary
    _line(p, r, (0.15, 0.05), (0.85, 0.05))
    _line(p, r, (0.15, 0.95), (0.85, 0.95))
    _line(p, r, (0.25, 0.05), (0.25, 0.2), (0.75, 0.8), (0.75, 0.95))
    _line(p, r, (0.75, 0.05), (0.75, 0.2), (0.25, 0.8), (0.25, 0.95))
    _filled(p, r, [(0.3, 0.92), (0.7, 0.92), (0.5, 0.68)])


def _deflect(p: QPainter, r: QRectF) -> None:  # an arrow glancing off a wall
    _line(p, r, (0.85, 0.05), (0.85, 0.95))
    _line(p, r, (0.05, 0.1), (0.8, 0.5), (0.1, 0.9))
    _head(p, r, (0.1, 0.9), 208, 0.28)


def _link(p: QPainter, r: QRectF) -> None:  # Equip: two links of a chain
    p.save()
    p.translate(r.center())
    p.rotate(-40)
    w, h = r.width() * 0.55, r.height() * 0.32
    for dx in (-0.22, 0.22):
        p.drawRoundedRect(QRectF(dx * r.width() - w / 2, -h / 2, w, h), h / 2, h / 2)
    p.restore()


def _quick_draw(p: QPainter, r: QRectF) -> None:  # a card drawn up, fast
    p.drawRoundedRect(QRectF(_pt(r, 0.3, 0.35), _pt(r, 0.75, 0.98)), 2, 2)
    _line(p, r, (0.15, 0.7), (0.15, 0.05))
    _head(p, r, (0.15, 0.05), 90, 0.22)


def _repeat(p: QPainter, r: QRectF) -> None:  # two arrows round a loop
    _arc(p, r, 0.5, 0.5, 0.4, 20, 150)
    _arc(p, r, 0.5, 0.5, 0.4, 200, 150)
    _head(p, r, (0.14, 0.44), 260, 0.22)
    _head(p, r, (0.86, 0.56), 80, 0.22)


def _weaponmaster(p: QPainter, r: QRectF) -> None:  # crossed swords
    _line(p, r, (0.1, 0.9), (0.9, 0.1))
    _line(p, r, (0.1, 0.1), (0.9, 0.9))
    _line(p, r, (0.05, 0.7), (0.3, 0.95))
    _line(p, r, (0.7, 0.95), (0.95, 0.7))


def _ambush(p: QPainter, r: QRectF) -> None:  # a warning: ! in a triangle
    p.drawPolygon(_poly(r, [(0.5, 0.05), (0.97, 0.92), (0.03, 0.92)]))
    _line(p, r, (0.5, 0.35), (0.5, 0.62))
    _line(p, r, (0.5, 0.76), (0.5, 0.78))


def _hunt(p: QPainter, r: QRectF) -> None:  # a crosshair
    p.drawEllipse(_pt(r, 0.5, 0.5), r.width() * 0.32, r.height() * 0.32)
    for a, b in (((0.5, 0.0), (0.5, 0.3)), ((0.5, 0.7), (0.5, 1.0)),
                 ((0.0, 0.5), (0.3, 0.5)), ((0.7, 0.5), (1.0, 0.5))):
        _line(p, r, a, b)


def _level(p: QPainter, r: QRectF) -> None:  # rank chevrons
    _line(p, r, (0.1, 0.55), (0.5, 0.2), (0.9, 0.55))
    _line(p, r, (0.1, 0.9), (0.5, 0.55), (0.9, 0.9))


def _unique(p: QPainter, r: QRectF) -> None:  # a single four-pointed star
    _filled(p, r, [(0.5, 0.0), (0.62, 0.38), (1.0, 0.5), (0.62, 0.62), (0.5, 1.0),
                   (0.38, 0.62), (0.0, 0.5), (0.38, 0.38)])


def _backline(p: QPainter, r: QRectF) -> None:  # stays behind the line
    _line(p, r, (0.05, 0.3), (0.95, 0.3))
    _line(p, r, (0.5, 0.45), (0.5, 0.95))
    _head(p, r, (0.5, 0.95), -90, 0.25)


def _empower(p: QPainter, r: QRectF) -> None:  # rising power
    p.drawEllipse(_pt(r, 0.5, 0.5), r.width() * 0.45, r.height() * 0.45)
    _line(p, r, (0.5, 0.8), (0.5, 0.22))
    _head(p, r, (0.5, 0.22), 90, 0.22)


def _empowered(p: QPainter, r: QRectF) -> None:  # power risen: the same, filled
    p.save()
    p.setBrush(p.pen().color())
    p.drawEllipse(_pt(r, 0.5, 0.5), r.width() * 0.45, r.height() * 0.45)
    p.restore()
    p.save()
    p.setPen(QPen(QColor("#e9dfc4"), p.pen().widthF()))
    _line(p, r, (0.5, 0.8), (0.5, 0.22))
    _head(p, r, (0.5, 0.22), 90, 0.22)
    p.restore()


def _flow(p: QPainter, r: QRectF) -> None:  # waves
    for y in (0.3, 0.7):
        path = QPainterPath(_pt(r, 0.02, y))
        path.cubicTo(_pt(r, 0.25, y - 0.25), _pt(r, 0.3, y + 0.25), _pt(r, 0.5, y))
        path.cubicTo(_pt(r, 0.7, y - 0.25), _pt(r, 0.75, y + 0.25), _pt(r, 0.98, y))
        p.drawPath(path)


ICONS: dict[Keyword, Draw] = {
    Keyword.ACCELERATE: _accelerate, Keyword.ACTION: _bolt, Keyword.REACTION: _reaction,
    Keyword.ASSAULT: _sword, Keyword.SHIELD: _shield, Keyword.TANK: _tank,
    Keyword.DEATHKNELL: _bell, Keyword.GANKING: _ganking, Keyword.HIDDEN: _hidden,
    Keyword.LEGION: _legion, Keyword.VISION: _eye, Keyword.TEMPORARY: _hourglass,
    Keyword.DEFLECT: _deflect, Keyword.EQUIP: _link, Keyword.QUICK_DRAW: _quick_draw,
    Keyword.REPEAT: _repeat, Keyword.WEAPONMASTER: _weaponmaster, Keyword.AMBUSH: _ambush,
    Keyword.HUNT: _hunt, Keyword.LEVEL: _level, Keyword.UNIQUE: _unique,
    Keyword.BACKLINE: _backline, Keyword.EMPOWER: _empower, Keyword.EMPOWERED: _empowered,
    Keyword.FLOW: _flow,
}


def paint_keyword_icon(p: QPainter, kw: Keyword, r: QRectF, ink: QColor) -> None:
    """The keyword's icon in the square r, in `ink`."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    pen = QPen(ink, max(0.8, r.width() * 0.12), Qt.PenStyle.SolidLine,
               Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    ICONS.get(kw, _unique)(p, r)
    p.restore()
