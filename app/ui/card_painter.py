"""Our own card faces and backs, drawn with QPainter (no Riot artwork).

A face shows what a player needs at a glance: name, Energy cost, Power pips in domain
colours, Might, type and tags, keywords and our card text (its emblem, glyphs and pips:
app.ui.card_art). Everything is vector drawing, so items can cache it in device coordinates
and stay crisp at every zoom and on HiDPI.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPen,
    QPolygonF,
    QTextOption,
)

from app.engine import CardDef, CardType, Keyword
from app.ui import fonts
from app.ui.card_art import domain_color, paint_domain_glyph, paint_emblem, paint_pip

CARD_W, CARD_H = 100.0, 140.0  # scene units; battlefields are drawn landscape
# An exhausted card is tilted by this much and dimmed, not turned 90°: its name stays
# horizontal and readable (RUP4 402: exhausted is a state; how it's shown is ours)
EXHAUST_TILT = 5.0
_T = math.radians(EXHAUST_TILT)
# ... and drawn this much smaller, so that tilted it takes no more room than a ready card
EXHAUST_SHRINK = min(CARD_H / (CARD_H * math.cos(_T) + CARD_W * math.sin(_T)),
                     CARD_W / (CARD_W * math.cos(_T) + CARD_H * math.sin(_T)))
PLATE_NAME_PX = 14.0  # a name plate's name (3+ players' panels), at least 10 px at 1280x720
NAME_MIN = 0.78  # a long name may shrink to this fraction of its size rather than be cut

def card_text(card: CardDef) -> str:
    """Our card text in the player's language (empty for cards we can't word)."""
    from app.cards.localized import localized_text

    try:
        return localized_text(card)
    except (ValueError, KeyError, NotImplementedError):
        return ""


def _font(size: float, bold: bool = False, italic: bool = False) -> QFont:
    f = QFont(fonts.family())
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


def _paint_frame(p: QPainter, card: CardDef, rect: QRectF, s: float) -> None:
    """The frame every face shares: rounded, in the card's domain colours, with a dark rim
    and a light edge along the top (lit from above)."""
    p.setPen(QPen(QColor("#0d0f13"), 1.4 * s))
    p.setBrush(QBrush(_frame_gradient(card, rect)))
    p.drawRoundedRect(rect, 7 * s, 7 * s)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(QColor(255, 255, 255, 70), 1.0 * s))
    p.drawRoundedRect(rect.adjusted(1.4 * s, 1.4 * s, -1.4 * s, -1.4 * s), 6 * s, 6 * s)


def _paint_card(p: QPainter, card: CardDef, rect: QRectF) -> None:
    """The full face (the preview, the deckbuilder): the table face's banner, gem, pips,
    Might, emblem, type line and keyword chips, then the card's text."""
    s = rect.width() / CARD_W  # all sizes below are for a 100 x 140 card
    _paint_frame(p, card, rect, s)
    inner = rect.adjusted(3 * s, 3 * s, -3 * s, -3 * s)
    px = 8.5 * s
    name_rect = QRectF(inner.left(), inner.top(), inner.width(), 2 * px * 1.17 + 4 * s)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(16, 18, 24, 225))
    p.drawRoundedRect(name_rect, 4 * s, 4 * s)
    _draw_name(p, card.name, name_rect, px)
    row = QRectF(inner.left(), name_rect.bottom() + 2 * s, inner.width(), 12 * s)
    art = QRectF(inner.left(), row.bottom() + 2 * s, inner.width(), 30 * s)
    paint_emblem(p, card, art, s)
    _paint_cost_row(p, card, row, px)
    type_px = 6.2 * s
    kws = keyword_chips(card)
    tr = QRectF(inner.left(), art.bottom(), inner.width(), type_px * 1.35)
    foot = QRectF(inner.left(), art.bottom(), inner.width(),
                  tr.height() + (type_px * KW_ROW_K if kws else 0))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(16, 18, 24, 200))
    p.drawRoundedRect(foot, 3 * s, 3 * s)
    glyphs = _paint_domain_marks(p, card, tr, type_px)
    p.setPen(QColor("#f1ede2"))
    f = pxfont(type_px)
    p.setFont(f)
    p.drawText(tr.adjusted(2 * s, 0, -2 * s - glyphs, 0), Qt.AlignmentFlag.AlignVCenter,
               QFontMetricsF(f).elidedText(type_label(card), Qt.TextElideMode.ElideRight,
                                           tr.width() - 4 * s - glyphs))
    if kws:
        _paint_keyword_chips(p, kws, QRectF(inner.left(), tr.bottom(), inner.width(),
                                            foot.bottom() - tr.bottom()), type_px)
    box = QRectF(inner.left(), foot.bottom() + 2 * s, inner.width(),
                 inner.bottom() - foot.bottom() - 2 * s)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(246, 242, 232, 235))
    p.drawRoundedRect(box, 3 * s, 3 * s)
    text = card_text(card)
    if text:
        _draw_fitting_text(p, text, box.adjusted(3 * s, 2 * s, -3 * s, -2 * s), 5.0 * s, 3.0 * s)


def _paint_domain_marks(p: QPainter, card: CardDef, line: QRectF, px: float) -> float:
    """The card's domains as their symbols at the type line's right end (the frame's colour
    is not the only sign of a domain); returns the width they take."""
    if not card.domains or len(card.domains) > 3:  # more than three: the type line first
        return 0.0
    r = px * 0.55
    x = line.right() - r - 2
    for dom in reversed(card.domains):
        paint_domain_glyph(p, dom, QPointF(x, line.center().y()), r,
                           domain_color(dom).lighter(150))
        x -= 2 * r + 2
    return line.right() - x - r - 2


def _paint_cost_row(p: QPainter, card: CardDef, row: QRectF, px: float) -> None:
    """The Energy cost in its gem, the Power pips beside it, the Might in its shield."""
    row_h = row.height()
    x = row.left()
    if card.energy is not None:
        paint_cost_gem(p, card.energy, QRectF(x, row.top(), row_h, row_h), px)
        x += row_h + 2 * row_h / 16
        r = row_h * 0.47
        for pip in card.power:
            paint_pip(p, pip, QPointF(x + r, row.center().y()), r)
            x += 2 * r + 1.5 * row_h / 16
    if card.might is not None:
        paint_might_badge(p, card.might, QRectF(row.right() - row_h * 1.1, row.top(),
                                                row_h * 1.1, row_h), px, QColor("#f4f1e6"))


def type_label(card: CardDef) -> str:
    parts = [card.supertype] if card.supertype and card.supertype != "Basic" else []
    parts.append(card.type.value)
    label = " ".join(parts)
    if card.tags:
        label += " · " + ", ".join(card.tags)
    return label


def table_type_text(card: CardDef, fm: QFontMetricsF, width: float) -> str:
    """A table face's type line: cut in its tags ("Unit · Spirit, Sh…"), never in its type
    ("Champion …", "Legend ·…"): the type alone then, the tags left to the preview."""
    label = type_label(card)
    text = fm.elidedText(label, Qt.TextElideMode.ElideRight, width)
    kind = label.split(" · ")[0]
    if text == label or len(text.rstrip("\u2026").rstrip()) > len(kind) + 2:  # a tag's letter
        return text
    words = kind.split()  # "Champion Unit" too: its first words, whole ("Champion")
    while len(words) > 1 and fm.horizontalAdvance(" ".join(words)) > width:
        words.pop()
    return fm.elidedText(" ".join(words), Qt.TextElideMode.ElideRight, width)


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
    paint_domain_glyph(p, card.domains[0] if card.domains else None, c, 20 * s)
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


# -- the table face: what a player reads across the table ------------------------------------

NAME_PX = 16.0  # the name's font size in scene units at item scale 1 (>= 9 px at 1280x720)
LEGIBLE_PX = 9.0  # smaller text than this on screen is not drawn on the table
KW_ROW_K = 1.75  # the keyword chips' row, in type line sizes: room for an icon that reads
ROW_K = 1.35  # the cost and Might row's height, in name sizes


def pxfont(px: float, bold: bool = False) -> QFont:
    f = QFont(fonts.family())
    f.setPixelSize(max(1, round(px)))
    f.setBold(bold)
    return f


@lru_cache(maxsize=4096)
def name_lines(name: str, px: int, width: float, max_lines: int = 2,
               bold: bool = True) -> tuple[str, ...]:
    """The name wrapped on word boundaries into at most max_lines lines of `width`."""
    fm = QFontMetricsF(pxfont(px, bold))
    words = name.split()
    lines: list[str] = []
    cur = ""
    for w in words:
        trial = f"{cur} {w}" if cur else w
        if fm.horizontalAdvance(trial) <= width or not cur:
            cur = trial
        else:
            lines.append(cur)
            cur = w
    if cur:
        lines.append(cur)
    if max_lines == 2 and len(words) > 1 and (len(lines) > 2 or any(
            fm.horizontalAdvance(line) > width for line in lines)):
        # greedy filling failed: the most even split into two lines may fit
        splits = [(" ".join(words[:k]), " ".join(words[k:])) for k in range(1, len(words))]
        best = min(splits, key=lambda ab: max(fm.horizontalAdvance(ab[0]),
                                              fm.horizontalAdvance(ab[1])))
        if max(fm.horizontalAdvance(best[0]), fm.horizontalAdvance(best[1])) <= width:
            return best
    if len(lines) > max_lines:
        lines = lines[:max_lines - 1] + [" ".join(lines[max_lines - 1:])]
    out = tuple(fm.elidedText(line, Qt.TextElideMode.ElideRight, width) for line in lines)
    if "-" in name and "- " not in name and any(line.endswith("\u2026") for line in out):
        # a word too long for the line may break after its hyphen ("Chem-" / "Baroness")
        broken = name_lines(name.replace("-", "- "), px, width, max_lines, bold)
        return tuple(line.replace("- ", "-") for line in broken)
    return out


def paint_table_face(p: QPainter, card: CardDef, rect: QRectF, name_px: float,
                     lod: float = 1.0) -> None:
    """A card face for the table: the name in large letters (two lines at most), the
    Energy cost, Power pips with their domain symbols, Might, and the card's emblem. Text
    that would be smaller than LEGIBLE_PX on screen (lod: screen pixels per unit) is left
    to the hover preview."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    if card.type is CardType.RUNE:
        _paint_rune_table(p, card, rect, name_px)
    elif card.type is CardType.BATTLEFIELD:
        _paint_battlefield_table(p, card, rect, name_px)
    else:
        _paint_card_table(p, card, rect, name_px, lod)
    p.restore()


@lru_cache(maxsize=4096)
def fit_name(name: str, px: float, width: float,
             max_lines: int = 2) -> tuple[tuple[str, ...], float, bool]:
    """(lines, size, bold): the name on at most max_lines lines of `width`, in bold at `px`
    when it fits, else in regular, else a little smaller (down to NAME_MIN), cut only past
    that."""
    size = px
    while True:
        for bold in (True, False):
            lines = name_lines(name, round(size), width, max_lines, bold)
            if not any(line.endswith("\u2026") for line in lines):
                return lines, size, bold
        if size * 0.95 < px * NAME_MIN:
            return lines, size, False
        size *= 0.95


def table_name_lines(card: CardDef, px: float, width: float) -> int:
    """How many lines a table face gives its name: two, or three on a legend whose name two
    would shrink or cut ("Master Yi, Wuju Bladesman"): it has no cost or Might row, so the
    third line takes that row's room."""
    if card.type is CardType.LEGEND and fit_name(card.name, px, width - 6)[1:] != (px, True):
        return 3
    return 2


def _draw_name(p: QPainter, name: str, box: QRectF, px: float, max_lines: int = 2) -> None:
    lines, px, bold = fit_name(name, px, box.width() - 6, max_lines)
    f = pxfont(px, bold)
    p.setFont(f)
    line_h = QFontMetricsF(f).height()
    top = box.top() + max(0.0, (box.height() - line_h * len(lines)) / 2)
    p.setPen(QColor("#f7f4ec"))
    for k, line in enumerate(lines):
        p.drawText(QRectF(box.left() + 3, top + k * line_h, box.width() - 6, line_h),
                   Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, line)


def table_header_h(name_px: float) -> float:
    """How much of a card's top shows its name, cost and Might (rows may cover the rest)."""
    return 3 + 2 * name_px * 1.17 + 4 + 2 + name_px * ROW_K


def _table_foot(card: CardDef, rect: QRectF, px: float,
                lod: float) -> tuple[QRectF, QRectF, QRectF, float, list[KeywordChip]]:
    """A table face's parts below its name: (the cost and Might row, the emblem's area, the
    type line, the type line's size, the keyword chips). The type line and the keywords
    always show, at a size that reads on screen."""
    inner = rect.adjusted(3, 3, -3, -3)
    row = QRectF(inner.left(), inner.top() + 2 * px * 1.17 + 4 + 2, inner.width(), px * ROW_K)
    art_top = row.bottom() + 2
    art = QRectF(inner.left(), art_top, inner.width(), inner.bottom() - art_top)
    type_px = max(10.0, LEGIBLE_PX / max(lod, 1e-6))
    kws = keyword_chips(card)
    foot = type_px * 1.3 + (type_px * KW_ROW_K if kws else 0)
    art.setBottom(max(art.top() + 8, art.bottom() - foot))
    tr = QRectF(inner.left(), art.bottom(), inner.width(), type_px * 1.3)
    return row, art, tr, type_px, kws


def table_keyword_chips(card: CardDef, rect: QRectF, name_px: float,
                        lod: float) -> list[tuple[QRectF, Keyword | None, str]]:
    """Where a table face's keyword chips are (for their tooltips): (rect, keyword or None
    for "+N", the text beside the icon)."""
    _row, _art, tr, type_px, kws = _table_foot(card, rect, name_px, lod)
    inner = rect.adjusted(3, 3, -3, -3)
    return chip_layout(kws, QRectF(inner.left(), tr.bottom(), inner.width(),
                                   inner.bottom() - tr.bottom()), type_px)


def _paint_card_table(p: QPainter, card: CardDef, rect: QRectF, px: float, lod: float) -> None:
    _paint_frame(p, card, rect, 1.0)
    inner = rect.adjusted(3, 3, -3, -3)
    n = table_name_lines(card, px, inner.width())
    name_rect = QRectF(inner.left(), inner.top(), inner.width(), n * px * 1.17 + 4)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(16, 18, 24, 225))
    p.drawRoundedRect(name_rect, 4, 4)
    _draw_name(p, card.name, name_rect, px, n)
    row, art, tr, type_px, kws = _table_foot(card, rect, px, lod)
    paint_emblem(p, card, art, 1.0)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(16, 18, 24, 200))
    p.drawRoundedRect(QRectF(inner.left(), art.bottom(), inner.width(),
                             inner.bottom() - art.bottom()), 3, 3)
    glyphs = _paint_domain_marks(p, card, tr, type_px)
    p.setPen(QColor("#f1ede2"))
    f = pxfont(type_px)
    p.setFont(f)
    p.drawText(tr.adjusted(2, 0, -2 - glyphs, 0), Qt.AlignmentFlag.AlignVCenter,
               table_type_text(card, QFontMetricsF(f), tr.width() - 4 - glyphs))
    if kws:
        _paint_keyword_chips(p, kws, QRectF(inner.left(), tr.bottom(), inner.width(),
                                            inner.bottom() - tr.bottom()), type_px)
    _paint_cost_row(p, card, row, px)


def paint_cost_gem(p: QPainter, energy: int, r: QRectF, px: float) -> None:
    """The Energy cost in a cut gem: an octagon, lit from the top left."""
    c, a, b = r.center(), r.width() / 2, r.width() / 2 * 0.42
    gem = QPolygonF([QPointF(c.x() + dx, c.y() + dy) for dx, dy in (
        (-b, -a), (b, -a), (a, -b), (a, b), (b, a), (-b, a), (-a, b), (-a, -b))])
    g = QLinearGradient(r.topLeft(), r.bottomRight())
    g.setColorAt(0, QColor("#ffffff"))
    g.setColorAt(1, QColor("#cfc6ae"))
    p.setPen(QPen(QColor("#15181d"), 1.2))
    p.setBrush(g)
    p.drawPolygon(gem)
    p.setPen(QColor("#15181d"))
    p.setFont(pxfont(px, True))
    p.drawText(r, Qt.AlignmentFlag.AlignCenter, str(energy))


KeywordChip = tuple[Keyword, str]  # a keyword and its value as shown ("" for none or 1)


def keyword_chips(card: CardDef) -> list[KeywordChip]:
    """The card's keywords as chips: the keyword, with its value where it has one."""
    return [(Keyword(kw), str(value) if isinstance(value, int) and value > 1 else "")
            for kw, value in card.keywords]


def keyword_tooltip(kw: Keyword, n: int = 1) -> str:
    """A keyword chip's tooltip: its name (with its value) and what it does."""
    from app.cards.localized import localized_reminder

    name = f"{kw.value} {n}" if n > 1 else kw.value
    try:
        return f"{name}: {localized_reminder(kw, n)}"
    except (KeyError, ValueError):  # a keyword with no reminder yet: its name
        return name


def chip_layout(chips: list[KeywordChip], box: QRectF,
                px: float) -> list[tuple[QRectF, Keyword | None, str]]:
    """Keyword chips left to right in `box`, each its icon and value; what doesn't fit
    becomes "+N" (keyword None; the preview lists them all with their reminders)."""
    fm = QFontMetricsF(pxfont(px * 0.95, True))
    h = min(box.height() - 2, px * (KW_ROW_K - 0.15))
    x, y = box.left() + 1, box.top() + (box.height() - h) / 2
    out: list[tuple[QRectF, Keyword | None, str]] = []
    for k, (kw, value) in enumerate(chips):
        w = h * 1.3 + (fm.horizontalAdvance(value) + 2 if value else 0)
        rest = len(chips) - k
        room = box.right() - (fm.horizontalAdvance(f"+{rest - 1}") + 8 if rest > 1 else 0)
        if x + w > room:
            more = f"+{rest}"
            w = fm.horizontalAdvance(more) + 6
            if x + w <= box.right():
                out.append((QRectF(x, y, w, h), None, more))
            break
        out.append((QRectF(x, y, w, h), kw, value))
        x += w + 2
    return out


def _paint_keyword_chips(p: QPainter, chips: list[KeywordChip], box: QRectF, px: float) -> None:
    """The chips: light pills with the keyword's icon (keyword_icons) and its value in
    the card's dark ink."""
    from app.ui.keyword_icons import paint_keyword_icon

    f = pxfont(px * 0.95, True)
    p.setFont(f)
    ink = QColor("#1b1d22")
    for r, kw, text in chip_layout(chips, box, px):
        h = r.height()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#e9dfc4"))
        p.drawRoundedRect(r, h / 2.5, h / 2.5)
        p.setPen(ink)
        if kw is None:
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, text)
            continue
        icon = QRectF(r.left() + h * 0.27, r.top() + h * 0.14, h * 0.72, h * 0.72)
        paint_keyword_icon(p, kw, icon, ink)
        if text:
            p.setPen(ink)
            p.drawText(QRectF(icon.right() + 1, r.top(), r.right() - icon.right() - 2, h),
                       Qt.AlignmentFlag.AlignCenter, text)


def paint_might_badge(p: QPainter, might: int | str, r: QRectF, px: float, fill: QColor) -> None:
    """Might in a shield (or an Equipment's Might Bonus, "+2")."""
    x, w, h = r.center().x(), r.width(), r.height()
    y = r.center().y()
    shield = QPolygonF([QPointF(x - w / 2, y - h / 2), QPointF(x + w / 2, y - h / 2),
                        QPointF(x + w / 2, y + h * 0.12), QPointF(x, y + h / 2),
                        QPointF(x - w / 2, y + h * 0.12)])
    p.setPen(QPen(QColor("#15181d"), 1))
    p.setBrush(fill)
    p.drawPolygon(shield)
    p.setPen(QColor("#15181d") if fill.lightness() > 140 else QColor("white"))
    p.setFont(pxfont(px, True))
    p.drawText(QRectF(r.left(), r.top() - h * 0.06, w, h * 0.9), Qt.AlignmentFlag.AlignCenter,
               str(might))


def fitting_font(text: str, width: float, px: float) -> QFont:
    """The largest of a few sizes at which `text` fits `width` (the smallest if none does):
    an exhausted rune is drawn smaller, and its "Chaos" once read "Cha…"."""
    for k in (1.0, 0.88, 0.78):
        f = pxfont(px * k)
        if QFontMetricsF(f).horizontalAdvance(text) <= width:
            break
    return f


def _paint_rune_table(p: QPainter, card: CardDef, rect: QRectF, px: float) -> None:
    col = domain_color(card.domains[0] if card.domains else None)
    g = QLinearGradient(rect.topLeft(), rect.bottomRight())
    g.setColorAt(0, col.lighter(130))
    g.setColorAt(1, col.darker(150))
    p.setPen(QPen(QColor("#15181d"), 2))
    p.setBrush(g)
    p.drawRoundedRect(rect, 8, 8)
    name_h = px * 1.25
    c = QPointF(rect.center().x(), rect.top() + (rect.height() - name_h) / 2 + 2)
    r = min(rect.width(), rect.height() - name_h) * 0.36
    p.setPen(QPen(QColor(255, 255, 255, 150), 3))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(c, r, r)
    paint_domain_glyph(p, card.domains[0] if card.domains else None, c, r * 0.72)
    box = QRectF(rect.left() + 1, rect.bottom() - name_h - 4, rect.width() - 2, name_h)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(16, 18, 24, 170))
    p.drawRoundedRect(box, 4, 4)
    label = card.name.replace(" Rune", "")
    f = fitting_font(label, box.width() - 2, px)
    p.setFont(f)
    p.setPen(QColor("#f7f4ec"))
    p.drawText(box, Qt.AlignmentFlag.AlignCenter,
               QFontMetricsF(f).elidedText(label, Qt.TextElideMode.ElideRight, box.width()))


def _paint_battlefield_table(p: QPainter, card: CardDef, rect: QRectF, px: float) -> None:
    g = QLinearGradient(rect.topLeft(), rect.bottomRight())
    g.setColorAt(0, QColor("#5b6b74"))
    g.setColorAt(1, QColor("#2f3a42"))
    p.setPen(QPen(QColor("#15181d"), 1.2))
    p.setBrush(g)
    p.drawRoundedRect(rect, 7, 7)
    name_h = 2 * px * 1.17 + 4
    art = QRectF(rect.left() + 4, rect.top() + name_h + 6, rect.width() - 8,
                 rect.bottom() - rect.top() - name_h - 10)
    paint_emblem(p, card, art, 1.0)
    _draw_name(p, card.name, QRectF(rect.left() + 4, rect.top() + 3, rect.width() - 8, name_h),
               px)


def plate_parts(card: CardDef, rect: QRectF, stack: int = 1, exhausted: bool = False,
                cost: bool = True) -> dict[str, Any]:
    """Where a name plate's parts go (paint_plate): the cost gem, the Might shield, the
    stack count, the exhausted mark, the name's banner and the name's size."""
    h = rect.height()
    s = h / 42.0
    inner = rect.adjusted(3 * s, 3 * s, -3 * s, -3 * s)
    left, right = inner.left(), inner.right()
    parts: dict[str, Any] = {"s": s, "inner": inner, "badge_px": max(10.5, h * 0.34)}
    mark_r = min(h * 0.3, 11.0)
    if exhausted:
        parts["mark"] = (QPointF(inner.right() - mark_r, inner.center().y()), mark_r)
        right -= 2 * mark_r + 2
    if stack > 1:  # the count at the right end, in a light pill
        text = f"\u00d7{stack}"
        w = QFontMetricsF(pxfont(parts["badge_px"], True)).horizontalAdvance(text) + 8
        parts["stack"] = (QRectF(right - w, inner.center().y() - parts["badge_px"] * 0.7, w,
                                 parts["badge_px"] * 1.4), text)
        right -= w + 3
    if card.type is CardType.RUNE:
        d = inner.height()
        parts["glyph"] = (QPointF(left + d / 2, inner.center().y()), d * 0.42)
        left += d + 1
        parts["px"] = max(12.5, h * 0.5)  # 9 px on screen at 1280x720
    else:
        gem = min(inner.height() * 0.62, 24.0)
        if cost and card.energy is not None:
            parts["gem"] = QRectF(left, inner.center().y() - gem / 2, gem, gem)
            left += gem + 3
        if card.might is not None:
            parts["might"] = QRectF(right - gem * 1.05, inner.center().y() - gem / 2,
                                    gem * 1.05, gem)
            right -= gem * 1.05 + 3
        parts["px"] = PLATE_NAME_PX * min(1.0, s * 1.05)
    parts["banner"] = QRectF(left, inner.top(), max(10.0, right - left), inner.height())
    return parts


def paint_plate(p: QPainter, card: CardDef, rect: QRectF, might: int | None = None,
                stack: int = 1, exhausted: bool = False, cost: bool = True) -> None:
    """A card as a name plate (an opponent's compact panel): the frame in its domain's
    colours, its Energy cost in the gem (`cost`: where it matters, not on the board), its
    name on up to two lines at a size that reads, its Might in the shield (`might`: the
    current one, marked when it differs); a rune is its domain's symbol and its kind;
    `stack` identical ones show "×N"; exhausted, it is dimmed with the turn-arrow mark at
    its right end (not tilted: it would cover its neighbours)."""
    parts = plate_parts(card, rect, stack, exhausted, cost)
    s, banner = parts["s"], parts["banner"]
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    _paint_frame(p, card, rect, min(1.0, s))
    if "stack" in parts:
        r, text = parts["stack"]
        p.setPen(QPen(QColor("#101010"), 1))
        p.setBrush(QColor("#f4f1e6"))
        p.drawRoundedRect(r, 5, 5)
        p.setFont(pxfont(parts["badge_px"], True))
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, text)
    if "glyph" in parts:
        paint_domain_glyph(p, card.domains[0] if card.domains else None, *parts["glyph"])
    if "gem" in parts:
        gem = parts["gem"]
        paint_cost_gem(p, card.energy or 0, gem, gem.width() * 0.62)
    if "might" in parts:
        shown = card.might if might is None else might
        base = card.might or 0
        fill = (QColor("#f4f1e6") if shown == base else
                QColor("#2e9d57") if (shown or 0) > base else QColor("#d23b3b"))
        r = parts["might"]
        paint_might_badge(p, shown or 0, r, r.height() * 0.62, fill)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(16, 18, 24, 200))
    p.drawRoundedRect(banner, 4 * s, 4 * s)
    if card.type is CardType.RUNE:
        f = pxfont(parts["px"], True)
        p.setFont(f)
        p.setPen(QColor("#f7f4ec"))
        p.drawText(banner.adjusted(3, 0, -2, 0), Qt.AlignmentFlag.AlignVCenter,
                   QFontMetricsF(f).elidedText(card.name.replace(" Rune", ""),
                                               Qt.TextElideMode.ElideRight, banner.width() - 5))
    else:
        _draw_name(p, card.name, banner, parts["px"])
    if "mark" in parts:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 95))
        p.drawRoundedRect(rect, 7 * s, 7 * s)
        paint_exhausted_mark(p, *parts["mark"])
    p.restore()


def paint_exhausted_mark(p: QPainter, c: QPointF, r: float) -> None:
    """A disc with a turning arrow: this card is exhausted."""
    p.setPen(QPen(QColor("#101010"), 1.5))
    p.setBrush(QColor(20, 22, 28, 220))
    p.drawEllipse(c, r, r)
    p.setPen(QPen(QColor("#f4f1e6"), 2.4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.setBrush(Qt.BrushStyle.NoBrush)
    a = r * 0.55
    p.drawArc(QRectF(c.x() - a, c.y() - a, 2 * a, 2 * a), 100 * 16, 270 * 16)
    tip = QPointF(c.x() + a * 0.17, c.y() - a)  # the arrowhead at the arc's start
    p.drawPolyline([QPointF(tip.x() - a * 0.55, tip.y() - a * 0.45), tip,
                    QPointF(tip.x() - a * 0.5, tip.y() + a * 0.5)])
