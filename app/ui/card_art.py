"""The art of a card face drawn from its facts: the domains' colours and glyphs, Power pips,
and the emblem every card gets in place of a picture (generated from its name and type)."""

from __future__ import annotations

import math
import random
import zlib
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF

from app.engine import CardDef, Domain

DOMAIN_COLORS: dict[Domain | None, QColor] = {
    Domain.FURY: QColor("#c8372d"),
    Domain.CALM: QColor("#3f9a4a"),
    Domain.MIND: QColor("#2f6fc2"),
    Domain.BODY: QColor("#e07b24"),
    Domain.CHAOS: QColor("#8646b5"),
    Domain.ORDER: QColor("#d9b128"),
    None: QColor("#7d8590"),
}


def domain_color(domain: Domain | None) -> QColor:
    return DOMAIN_COLORS[domain]


def paint_emblem(p: QPainter, card: CardDef, art: QRectF, s: float) -> None:
    """The card's own emblem: a geometric composition seeded by its name, type and domains."""
    doms = list(card.domains) or [None]
    col, col2 = domain_color(doms[0]), domain_color(doms[-1])
    g = QLinearGradient(art.topLeft(), art.bottomRight())
    g.setColorAt(0, col.darker(175))
    g.setColorAt(1, col2.darker(125))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(g)
    p.drawRoundedRect(art, 3 * s, 3 * s)
    p.save()
    p.setClipRect(art)
    p.translate(art.center())
    scale = min(art.width(), art.height()) / 2
    p.scale(scale, scale)
    for path, fill, alpha in emblem_layers(card.name, card.type.value,
                                           tuple(d.value for d in card.domains)):
        c = QColor(col if fill == 0 else col2 if fill == 1 else QColor("#f4f1e6"))
        if fill == 0:
            c = c.lighter(150)
        c.setAlpha(alpha)
        if fill == 3:  # outlines
            p.setPen(QPen(c, 0.06))
            p.setBrush(Qt.BrushStyle.NoBrush)
        else:
            p.setPen(QPen(QColor(10, 12, 16, 150), 0.03))
            p.setBrush(c)
        p.drawPath(path)
    p.restore()


def emblem_seed(name: str, type_name: str, domains: tuple[str, ...]) -> int:
    return zlib.crc32(f"{name}|{type_name}|{'/'.join(domains)}".encode())


@lru_cache(maxsize=2048)
def emblem_layers(name: str, type_name: str,
                  domains: tuple[str, ...]) -> tuple[tuple[QPainterPath, int, int], ...]:
    """Paths in a -1..1 box (fill: 0 light domain, 1 second domain, 2 ivory, 3 outline)."""
    rng = random.Random(emblem_seed(name, type_name, domains))
    layers: list[tuple[QPainterPath, int, int]] = []
    # a backdrop motif by card type
    back = QPainterPath()
    rays = rng.randint(5, 12)
    turn = rng.random() * math.pi
    if type_name == "Spell":  # a burst of rays
        for k in range(rays):
            a = turn + k * 2 * math.pi / rays
            w = 0.12 + rng.random() * 0.1
            back.moveTo(0, 0)
            back.lineTo(1.6 * math.cos(a - w), 1.6 * math.sin(a - w))
            back.lineTo(1.6 * math.cos(a + w), 1.6 * math.sin(a + w))
            back.closeSubpath()
    elif type_name == "Gear":  # a cog ring
        teeth = rng.randint(6, 12)
        back.addPolygon(_star(teeth * 2, 0.95, 0.78, turn, square=True))
        back.closeSubpath()
        hole = QPainterPath()
        hole.addEllipse(QPointF(0, 0), 0.45, 0.45)
        back = back.subtracted(hole)
    else:  # units, legends, battlefields: concentric bands
        for r in (1.5, 1.15, 0.8):
            back.addEllipse(QPointF(0, 0), r * (0.9 + rng.random() * 0.2), r)
    layers.append((back, 3 if type_name not in ("Gear", "Spell") else 1,
                   60 if type_name not in ("Gear", "Spell") else 140))
    # the main figure: a star polygon, then an inner one of another kind
    n = rng.randint(3, 9)
    outer = 0.72 + rng.random() * 0.2
    inner = outer * (0.35 + rng.random() * 0.5)
    main = QPainterPath()
    main.addPolygon(_star(n, outer, inner, turn))
    main.closeSubpath()
    layers.append((main, 0, 235))
    m = rng.choice([k for k in range(3, 8) if k != n])
    core = QPainterPath()
    if rng.random() < 0.35:
        r = inner * (0.45 + rng.random() * 0.3)
        core.addEllipse(QPointF(0, 0), r, r)
    else:
        core.addPolygon(_star(m, inner * 0.8, inner * 0.8 * math.cos(math.pi / m),
                              turn + math.pi / m))
        core.closeSubpath()
    layers.append((core, 1 if len(domains) > 1 else 2, 230))
    # satellites: dots on an orbit
    sats = QPainterPath()
    k = rng.randint(0, 6)
    orbit = outer + 0.12
    for j in range(k):
        a = turn + j * 2 * math.pi / max(1, k)
        sats.addEllipse(QPointF(orbit * math.cos(a), orbit * math.sin(a)), 0.07, 0.07)
    if k:
        layers.append((sats, 2, 200))
    return tuple(layers)


def _star(n: int, outer: float, inner: float, turn: float, square: bool = False) -> QPolygonF:
    """A star with n points (square: n flat teeth alternating outer and inner)."""
    pts = []
    steps = n if square else n * 2
    for k in range(steps):
        a = turn + k * 2 * math.pi / steps
        r = outer if k % 2 == 0 else inner
        pts.append(QPointF(r * math.cos(a), r * math.sin(a)))
        if square:
            a2 = a + 2 * math.pi / steps
            pts.append(QPointF(r * math.cos(a2), r * math.sin(a2)))
    return QPolygonF(pts)


@lru_cache(maxsize=16)
def domain_glyph(domain: str) -> QPainterPath:
    """A small symbol per domain, in a -1..1 box: Fury a flame, Calm a leaf, Mind an eye,
    Body a fist-square, Chaos a four-point star, Order a cross."""
    path = QPainterPath()
    if domain == "Fury":
        path.moveTo(0, -0.95)
        path.cubicTo(0.55, -0.35, 0.75, 0.2, 0.55, 0.6)
        path.cubicTo(0.35, 0.95, -0.35, 0.95, -0.55, 0.6)
        path.cubicTo(-0.75, 0.2, -0.3, -0.1, 0, -0.95)
    elif domain == "Calm":
        path.moveTo(-0.8, 0.8)
        path.cubicTo(-0.8, -0.4, 0.0, -0.8, 0.85, -0.85)
        path.cubicTo(0.8, 0.0, 0.4, 0.8, -0.8, 0.8)
    elif domain == "Mind":
        path.moveTo(-0.95, 0)
        path.quadTo(0, -0.95, 0.95, 0)
        path.quadTo(0, 0.95, -0.95, 0)
        pupil = QPainterPath()
        pupil.addEllipse(QPointF(0, 0), 0.28, 0.28)
        path = path.subtracted(pupil)
        path.addEllipse(QPointF(0, 0), 0.14, 0.14)
    elif domain == "Body":
        path.addRoundedRect(QRectF(-0.7, -0.7, 1.4, 1.4), 0.25, 0.25)
        notch = QPainterPath()
        for x in (-0.35, 0.0, 0.35):
            notch.addRect(QRectF(x - 0.04, -0.7, 0.08, 0.45))
        path = path.subtracted(notch)
    elif domain == "Chaos":
        path.addPolygon(_star(4, 0.95, 0.28, -math.pi / 2))
        path.closeSubpath()
    elif domain == "Order":
        path.addRect(QRectF(-0.22, -0.85, 0.44, 1.7))
        path.addRect(QRectF(-0.85, -0.22, 1.7, 0.44))
        path = path.simplified()
    else:
        path.addEllipse(QPointF(0, 0), 0.5, 0.5)
    return path


def paint_domain_glyph(p: QPainter, domain: Domain | None, center: QPointF, r: float,
                       color: QColor | None = None) -> None:
    p.save()
    p.translate(center)
    p.scale(r, r)
    p.setPen(QPen(QColor(10, 12, 16, 200), 0.12))
    p.setBrush(color or QColor("#fbf8ef"))
    p.drawPath(domain_glyph(domain.value if domain is not None else ""))
    p.restore()


def paint_pip(p: QPainter, pip: frozenset[Domain], center: QPointF, r: float) -> None:
    """A Power pip: the domain's colour and its symbol (both halves for either-domain pips)."""
    doms = sorted(pip, key=lambda d: d.value)
    rect = QRectF(center.x() - r, center.y() - r, 2 * r, 2 * r)
    p.setPen(QPen(QColor("#15181d"), r * 0.18))
    if len(doms) == 1 or len(doms) == 6:
        p.setBrush(domain_color(doms[0]) if len(doms) == 1 else QColor("#cfcfcf"))
        p.drawEllipse(rect)
        if len(doms) == 1:
            paint_domain_glyph(p, doms[0], center, r * 0.7)
        return
    # a pip payable with either domain: split in two halves, a symbol in each
    p.setBrush(domain_color(doms[0]))
    p.drawPie(rect, 90 * 16, 180 * 16)
    p.setBrush(domain_color(doms[1]))
    p.drawPie(rect, 270 * 16, 180 * 16)
    paint_domain_glyph(p, doms[0], QPointF(center.x() - r * 0.45, center.y()), r * 0.4)
    paint_domain_glyph(p, doms[1], QPointF(center.x() + r * 0.45, center.y()), r * 0.4)
