"""Our own card faces and backs, drawn with QPainter (no Riot artwork).

A face shows what a player needs at a glance: name, Energy cost, Power pips in domain
colours, Might, type and tags, keywords and our card text. Everything is vector drawing,
so items can cache it in device coordinates and stay crisp at every zoom and on HiDPI.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QTextOption,
)

from app.engine import CardDef, CardType, Domain

CARD_W, CARD_H = 100.0, 140.0  # scene units; battlefields are drawn landscape

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


def card_text(card: CardDef) -> str:
    """Our card text in the player's language (empty for cards we can't word)."""
    from app.cards.localized import localized_text

    try:
        return localized_text(card)
    except (ValueError, KeyError, NotImplementedError):
        return ""


def _font(size: float, bold: bool = False, italic: bool = False) -> QFont:
    f = QFont("DejaVu Sans")
    f.setPointSizeF(size)
    f.setBold(bold)
    f.setItalic(italic)
    return f


def _frame_gradient(card: CardDef, rect: QRectF) -> QLinearGradient:
    doms = list(card.domains) or [None]
    g = QLinearGradient(rect.topLeft(), rect.bottomRight())
    first = domain_color(doms[0])
    last = domain_color(doms[-1])
    g.setColorAt(0.0, first.lighter(125))
    g.setColorAt(0.5, first.darker(115) if len(doms) == 1 else first)
    g.setColorAt(1.0, last.darker(140))
    return g


def paint_face(p: QPainter, card: CardDef, rect: QRectF) -> None:
    """Draw a card face filling `rect` (portrait for cards, landscape for battlefields)."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    if card.type is CardType.RUNE:
        _paint_rune(p, card, rect)
    elif card.type is CardType.BATTLEFIELD:
        _paint_battlefield(p, card, rect)
    else:
        _paint_card(p, card, rect)
    p.restore()


def _paint_card(p: QPainter, card: CardDef, rect: QRectF) -> None:
    s = rect.width() / CARD_W  # all sizes below are for a 100 x 140 card
    radius = 7 * s
    p.setPen(QPen(QColor("#15181d"), 1.2 * s))
    p.setBrush(QBrush(_frame_gradient(card, rect)))
    p.drawRoundedRect(rect, radius, radius)
    inner = rect.adjusted(4 * s, 4 * s, -4 * s, -4 * s)
    # name bar
    name_rect = QRectF(inner.left() + 22 * s, inner.top(), inner.width() - 22 * s, 20 * s)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(20, 22, 28, 200))
    p.drawRoundedRect(name_rect, 4 * s, 4 * s)
    p.setPen(QColor("#f3f0e8"))
    p.setFont(_fitting_font(card.name, name_rect.width() - 6 * s, 7.2 * s, 4.2 * s, bold=True))
    p.drawText(name_rect.adjusted(3 * s, 0, -2 * s, 0),
               Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, card.name)
    # art panel: our own emblem, a soft pattern in the domain colours
    art = QRectF(inner.left(), inner.top() + 22 * s, inner.width(), 48 * s)
    _paint_emblem(p, card, art, s)
    # energy cost and power pips, top left
    if card.energy is not None:
        c = QRectF(inner.left() - 1 * s, inner.top() - 1 * s, 21 * s, 21 * s)
        p.setPen(QPen(QColor("#15181d"), 1 * s))
        p.setBrush(QColor("#f4f1e6"))
        p.drawEllipse(c)
        p.setPen(QColor("#15181d"))
        p.setFont(_font(9.5 * s, bold=True))
        p.drawText(c, Qt.AlignmentFlag.AlignCenter, str(card.energy))
        for i, pip in enumerate(card.power):
            _paint_pip(p, pip, QPointF(c.center().x(), c.bottom() + (6 + 11 * i) * s), 4.6 * s)
    # type line
    type_rect = QRectF(inner.left(), art.bottom() + 2 * s, inner.width(), 12 * s)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(20, 22, 28, 170))
    p.drawRoundedRect(type_rect, 3 * s, 3 * s)
    p.setPen(QColor("#e8e3d6"))
    label = type_label(card)
    p.setFont(_fitting_font(label, type_rect.width() - 4 * s, 5.2 * s, 3.4 * s))
    p.drawText(type_rect.adjusted(3 * s, 0, -3 * s, 0), Qt.AlignmentFlag.AlignVCenter, label)
    # text box
    box = QRectF(inner.left(), type_rect.bottom() + 2 * s, inner.width(),
                 inner.bottom() - type_rect.bottom() - 4 * s)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(246, 242, 232, 235))
    p.drawRoundedRect(box, 3 * s, 3 * s)
    text = card_text(card)
    if text:
        _draw_fitting_text(p, text, box.adjusted(3 * s, 2 * s, -3 * s - (16 * s if card.might
                                                                              is not None else 0),
                                                -2 * s), 5.0 * s, 3.0 * s)
    # Might, bottom right
    if card.might is not None:
        _paint_might(p, card.might, QPointF(inner.right() - 7 * s, inner.bottom() - 8 * s), s)


def type_label(card: CardDef) -> str:
    parts = [card.supertype] if card.supertype and card.supertype != "Basic" else []
    parts.append(card.type.value)
    label = " ".join(parts)
    if card.tags:
        label += " · " + ", ".join(card.tags)
    return label


def _paint_emblem(p: QPainter, card: CardDef, art: QRectF, s: float) -> None:
    col = domain_color(card.domains[0] if card.domains else None)
    g = QLinearGradient(art.topLeft(), art.bottomLeft())
    g.setColorAt(0, col.darker(170))
    g.setColorAt(1, col.darker(120))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(g)
    p.drawRoundedRect(art, 3 * s, 3 * s)
    # concentric rings and the card's initials: a calm, readable placeholder for art
    p.save()
    p.setClipRect(art)
    p.setPen(QPen(QColor(255, 255, 255, 40), 2 * s))
    p.setBrush(Qt.BrushStyle.NoBrush)
    center = art.center()
    for r in (10, 18, 26, 34, 42):
        p.drawEllipse(center, r * s, r * s)
    initials = "".join(w[0] for w in card.name.replace(",", "").split()[:2]).upper()
    p.setPen(QColor(255, 255, 255, 150))
    p.setFont(_font(17 * s, bold=True))
    p.drawText(art, Qt.AlignmentFlag.AlignCenter, initials)
    p.restore()


def _paint_pip(p: QPainter, pip: frozenset[Domain], center: QPointF, r: float) -> None:
    doms = sorted(pip, key=lambda d: d.value)
    rect = QRectF(center.x() - r, center.y() - r, 2 * r, 2 * r)
    p.setPen(QPen(QColor("#15181d"), r * 0.25))
    if len(doms) == 1 or len(doms) == 6:
        p.setBrush(domain_color(doms[0]) if len(doms) == 1 else QColor("#cfcfcf"))
        p.drawEllipse(rect)
        return
    # a pip payable with either domain: split in two halves
    p.setBrush(domain_color(doms[0]))
    p.drawPie(rect, 90 * 16, 180 * 16)
    p.setBrush(domain_color(doms[1]))
    p.drawPie(rect, 270 * 16, 180 * 16)


def _paint_might(p: QPainter, might: int, center: QPointF, s: float) -> None:
    w, h = 15 * s, 17 * s
    x, y = center.x(), center.y()
    shield = QPolygonF([QPointF(x - w / 2, y - h / 2), QPointF(x + w / 2, y - h / 2),
                        QPointF(x + w / 2, y + h * 0.1), QPointF(x, y + h / 2),
                        QPointF(x - w / 2, y + h * 0.1)])
    p.setPen(QPen(QColor("#15181d"), 1 * s))
    p.setBrush(QColor("#f4f1e6"))
    p.drawPolygon(shield)
    p.setPen(QColor("#15181d"))
    p.setFont(_font(8.5 * s, bold=True))
    p.drawText(QRectF(x - w / 2, y - h / 2, w, h * 0.85), Qt.AlignmentFlag.AlignCenter, str(might))


def _paint_rune(p: QPainter, card: CardDef, rect: QRectF) -> None:
    col = domain_color(card.domains[0] if card.domains else None)
    s = rect.width() / CARD_W
    p.setPen(QPen(QColor("#15181d"), 1.2 * s))
    g = QLinearGradient(rect.topLeft(), rect.bottomRight())
    g.setColorAt(0, col.lighter(130))
    g.setColorAt(1, col.darker(150))
    p.setBrush(g)
    p.drawRoundedRect(rect, 7 * s, 7 * s)
    c = rect.center()
    p.setPen(QPen(QColor(255, 255, 255, 170), 3 * s))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(c, 28 * s, 28 * s)
    path = QPainterPath()
    for k in range(6):  # a six-pointed star, the same for every rune, tinted by domain
        import math

        a = math.pi / 2 + k * math.pi / 3
        pt = QPointF(c.x() + 20 * s * math.cos(a), c.y() - 20 * s * math.sin(a))
        path.moveTo(c)
        path.lineTo(pt)
    p.drawPath(path)
    p.setPen(QColor("#f7f3e8"))
    p.setFont(_font(8.5 * s, bold=True))
    p.drawText(QRectF(rect.left(), rect.bottom() - 26 * s, rect.width(), 20 * s),
               Qt.AlignmentFlag.AlignCenter, card.name.replace(" Rune", ""))


def _paint_battlefield(p: QPainter, card: CardDef, rect: QRectF) -> None:
    s = rect.height() / CARD_W  # landscape: 140 wide, 100 high at scale 1
    g = QLinearGradient(rect.topLeft(), rect.bottomRight())
    g.setColorAt(0, QColor("#5b6b74"))
    g.setColorAt(1, QColor("#2f3a42"))
    p.setPen(QPen(QColor("#15181d"), 1.2 * s))
    p.setBrush(g)
    p.drawRoundedRect(rect, 7 * s, 7 * s)
    title = QRectF(rect.left() + 6 * s, rect.top() + 5 * s, rect.width() - 12 * s, 18 * s)
    p.setPen(QColor("#f3f0e8"))
    p.setFont(_fitting_font(card.name, title.width(), 8 * s, 4 * s, bold=True))
    p.drawText(title, Qt.AlignmentFlag.AlignCenter, card.name)
    text = card_text(card)
    if text:
        box = QRectF(rect.left() + 8 * s, rect.top() + 26 * s, rect.width() - 16 * s,
                     rect.height() - 32 * s)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(246, 242, 232, 225))
        p.drawRoundedRect(box, 3 * s, 3 * s)
        _draw_fitting_text(p, text, box.adjusted(3 * s, 2 * s, -3 * s, -2 * s), 5.6 * s, 3.2 * s)


def paint_back(p: QPainter, rect: QRectF) -> None:
    """The back of every card: our own pattern."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    s = min(rect.width(), rect.height()) / CARD_W
    g = QLinearGradient(rect.topLeft(), rect.bottomRight())
    g.setColorAt(0, QColor("#1d2b4a"))
    g.setColorAt(1, QColor("#0e1424"))
    p.setPen(QPen(QColor("#0a0d16"), 1.2 * s))
    p.setBrush(g)
    p.drawRoundedRect(rect, 7 * s, 7 * s)
    p.setPen(QPen(QColor(212, 175, 90, 160), 1.6 * s))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(rect.adjusted(6 * s, 6 * s, -6 * s, -6 * s), 5 * s, 5 * s)
    c = rect.center()
    diamond = QPolygonF([QPointF(c.x(), c.y() - 30 * s), QPointF(c.x() + 22 * s, c.y()),
                         QPointF(c.x(), c.y() + 30 * s), QPointF(c.x() - 22 * s, c.y())])
    p.drawPolygon(diamond)
    p.drawEllipse(c, 11 * s, 11 * s)
    p.restore()


def _fitting_font(text: str, width: float, size: float, min_size: float,
                  bold: bool = False) -> QFont:
    f = _font(size, bold)
    while size > min_size and QFontMetricsF(f).horizontalAdvance(text) > width:
        size -= 0.3
        f = _font(size, bold)
    return f


def _draw_fitting_text(p: QPainter, text: str, box: QRectF, size: float, min_size: float) -> None:
    """Wrap text into the box, shrinking the font until it fits."""
    opt = QTextOption()
    opt.setWrapMode(QTextOption.WrapMode.WordWrap)
    while True:
        f = _font(size)
        fm = QFontMetricsF(f)
        needed = fm.boundingRect(box, int(Qt.TextFlag.TextWordWrap), text).height()
        if needed <= box.height() or size <= min_size:
            break
        size -= 0.25
    p.setFont(f)
    p.setPen(QColor("#1b1d22"))
    p.drawText(box, int(Qt.TextFlag.TextWordWrap) | int(Qt.AlignmentFlag.AlignTop), text)
