"""One card per row, drawn with QPainter: domain colours, Energy cost, name, type line,
Power pips, Might, copies. Shared by the card browser and the deck view."""

from __future__ import annotations

from PySide6.QtCore import (
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    QPointF,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from app.cards.catalog import Catalog
from app.cards.models import CardFacts
from app.engine import CardType, Domain
from app.ui.card_art import domain_color
from app.ui.deckbuilder.labels import supertype_name, type_name

NAME_ROLE = Qt.ItemDataRole.UserRole  # the card's canonical name (None on section rows)
SECTION_ROLE = Qt.ItemDataRole.UserRole + 1  # deck view: the section the row belongs to
COUNT_ROLE = Qt.ItemDataRole.UserRole + 2  # deck view: copies, drawn on the left
BADGE_ROLE = Qt.ItemDataRole.UserRole + 3  # browser: copies already in the deck
PROBLEM_ROLE = Qt.ItemDataRole.UserRole + 4  # deck view: the row breaks a rule

ROW_H = 34
COMPACT_H = 26


def type_line(card: CardFacts) -> str:
    parts = []
    if card.supertype is not None and card.supertype.value != "Basic":
        parts.append(supertype_name(card.supertype.value))
    parts.append(type_name(card.type))
    line = " ".join(parts)
    if card.tags:
        line += " · " + ", ".join(card.tags)
    return line


def not_playable_note() -> str:
    return QCoreApplication.translate(
        "Deckbuilder", "The game engine can't play this card's abilities yet.")


class CardRowDelegate(QStyledItemDelegate):
    def __init__(self, catalog: Catalog, implemented: set[str], parent: QWidget | None = None,
                 compact: bool = False) -> None:
        super().__init__(parent)
        self.catalog = catalog
        self.implemented = implemented  # card codes the engine can play
        self.compact = compact  # one line: no type line under the name

    def sizeHint(self, option: QStyleOptionViewItem,  # noqa: N802 - Qt API
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        if index.data(NAME_ROLE) is None:
            return QSize(100, 24)
        return QSize(200, COMPACT_H if self.compact else ROW_H)

    def paint(self, p: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        name = index.data(NAME_ROLE)
        card = self.catalog.find(name) if name else None
        if card is None:
            super().paint(p, option, index)
            return
        widget = option.widget  # type: ignore[attr-defined]
        style = widget.style() if widget is not None else None
        if style is not None:
            style.drawPrimitive(QStyle.PrimitiveElement.PE_PanelItemViewItem, option, p, widget)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)  # type: ignore[attr-defined]
        pal = option.palette  # type: ignore[attr-defined]
        fg = pal.highlightedText().color() if selected else pal.text().color()
        dim = QColor(fg)
        dim.setAlpha(150)
        r = QRectF(option.rect)  # type: ignore[attr-defined]
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        x = r.left() + 4
        cy = r.center().y()
        count = index.data(COUNT_ROLE)
        if count is not None:
            f = QFont(p.font())
            f.setBold(True)
            p.setFont(f)
            box = QRectF(x, cy - 9, 25, 18)
            if index.data(PROBLEM_ROLE):  # this card breaks a rule: a red pill
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor("#c0392b"))
                p.drawRoundedRect(box, 9, 9)
                p.setPen(QColor("white"))
                p.drawText(box, Qt.AlignmentFlag.AlignCenter, f"{count}×")
            else:
                p.setPen(fg)
                p.drawText(box.adjusted(0, 0, -1, 0),
                           Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                           f"{count}×")
            x += 28
        # domain strip
        doms = list(card.domains) or [None]
        strip_h = (r.height() - 8) / len(doms)
        p.setPen(Qt.PenStyle.NoPen)
        for i, d in enumerate(doms):
            p.setBrush(domain_color(d))
            p.drawRect(QRectF(x, r.top() + 4 + i * strip_h, 4, strip_h))
        x += 9
        d = 20 if self.compact else 22
        self._cost_badge(p, card, QRectF(x, cy - d / 2, d, d))
        x += d + 6
        # right side: not playable yet, copies in deck, Might, Power pips
        right = r.right() - 4
        if card.code not in self.implemented:
            warn = QRectF(right - 16, cy - 8, 16, 16)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#e08a1e"))
            p.drawEllipse(warn)
            p.setPen(QColor("white"))
            bold = QFont(p.font())
            bold.setBold(True)
            p.setFont(bold)
            p.drawText(warn, Qt.AlignmentFlag.AlignCenter, "!")
            right -= 20
        badge = index.data(BADGE_ROLE)
        if badge:
            text = f"×{badge}"
            f = QFont(p.font())
            f.setBold(True)
            p.setFont(f)
            w = QFontMetrics(f).horizontalAdvance(text) + 10
            rect = QRectF(right - w, cy - 9, w, 18)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#2f6f4e"))
            p.drawRoundedRect(rect, 9, 9)
            p.setPen(QColor("white"))
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
            right -= w + 5
        if card.might is not None:
            self._might(p, card.might, QRectF(right - 18, cy - 10, 18, 20))
            right -= 22
        for pip in reversed(card.power):
            doms_pip = sorted(pip.split("/"))
            c = QRectF(right - 10, cy - 5, 10, 10)
            p.setPen(QPen(QColor("#15181d"), 1))
            if len(doms_pip) == 1:
                p.setBrush(domain_color(Domain(doms_pip[0])))
                p.drawEllipse(c)
            else:
                p.setBrush(domain_color(Domain(doms_pip[0])))
                p.drawPie(c, 90 * 16, 180 * 16)
                p.setBrush(domain_color(Domain(doms_pip[1])))
                p.drawPie(c, 270 * 16, 180 * 16)
            right -= 12
        # name and type line
        text_w = max(10.0, right - x - 4)
        name_font = QFont(p.font())
        name_font.setBold(True)
        p.setFont(name_font)
        p.setPen(fg)
        fm = QFontMetrics(name_font)
        if self.compact:
            p.drawText(QRectF(x, r.top(), text_w, r.height()),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                       fm.elidedText(card.name, Qt.TextElideMode.ElideRight, int(text_w)))
            p.restore()
            return
        p.drawText(QRectF(x, r.top() + 2, text_w, r.height() / 2),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
                   fm.elidedText(card.name, Qt.TextElideMode.ElideRight, int(text_w)))
        small = QFont(p.font())
        small.setBold(False)
        small.setPointSizeF(max(6.5, small.pointSizeF() * 0.85))
        p.setFont(small)
        p.setPen(dim)
        p.drawText(QRectF(x, cy + 1, text_w, r.height() / 2 - 2),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                   QFontMetrics(small).elidedText(type_line(card), Qt.TextElideMode.ElideRight,
                                                  int(text_w)))
        p.restore()

    @staticmethod
    def _cost_badge(p: QPainter, card: CardFacts, c: QRectF) -> None:
        f = QFont(p.font())
        f.setBold(True)
        p.setFont(f)
        if card.energy is not None:
            p.setPen(QPen(QColor("#15181d"), 1))
            p.setBrush(QColor("#f4f1e6"))
            p.drawEllipse(c)
            p.setPen(QColor("#15181d"))
            p.drawText(c, Qt.AlignmentFlag.AlignCenter, str(card.energy))
            return
        colors = {CardType.LEGEND: "#b8912f", CardType.BATTLEFIELD: "#4d5e68"}
        if card.type is CardType.RUNE:
            p.setPen(QPen(QColor("#15181d"), 1))
            p.setBrush(domain_color(card.domains[0] if card.domains else None))
            diamond = QPolygonF([c.center() + d for d in (
                QPointF(0, -11), QPointF(10, 0), QPointF(0, 11), QPointF(-10, 0))])
            p.drawPolygon(diamond)
            return
        p.setPen(QPen(QColor("#15181d"), 1))
        p.setBrush(QColor(colors.get(card.type, "#7d8590")))
        p.drawRoundedRect(c, 4, 4)
        p.setPen(QColor("white"))
        letter = type_name(card.type)[:1]
        p.drawText(c, Qt.AlignmentFlag.AlignCenter, letter)

    @staticmethod
    def _might(p: QPainter, might: int, r: QRectF) -> None:
        x, y, w, h = r.center().x(), r.center().y(), r.width(), r.height()
        shield = QPolygonF([QPointF(x - w / 2, y - h / 2), QPointF(x + w / 2, y - h / 2),
                            QPointF(x + w / 2, y + h * 0.1), QPointF(x, y + h / 2),
                            QPointF(x - w / 2, y + h * 0.1)])
        p.setPen(QPen(QColor("#15181d"), 1))
        p.setBrush(QColor("#d7d2c4"))
        p.drawPolygon(shield)
        p.setPen(QColor("#15181d"))
        f = QFont(p.font())
        f.setBold(True)
        p.setFont(f)
        p.drawText(QRectF(x - w / 2, y - h / 2, w, h * 0.85), Qt.AlignmentFlag.AlignCenter,
                   str(might))

