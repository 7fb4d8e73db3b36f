"""The card browser as a grid of card faces, drawn with the table's card painter.

The grid shows the browser list's own model (the same filtered, sorted cards, the same
copies-in-deck badges). It is a QListView in icon mode with uniform cells: Qt lays out and
paints only the visible cells, and each face is drawn once into a cached pixmap.
"""

from __future__ import annotations

from collections import OrderedDict

from PySide6.QtCore import (
    QModelIndex,
    QPersistentModelIndex,
    QPoint,
    QRect,
    QRectF,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from app.cards.catalog import Catalog
from app.engine import CardType
from app.ui.card_painter import CARD_H, CARD_W, paint_face
from app.ui.deckbuilder.drag import TakesDeckCards
from app.ui.deckbuilder.rows import BADGE_ROLE, NAME_ROLE

CARD_WIDTHS = (110, 140, 180)  # small, medium, large faces, in pixels
PAD = 5  # around a face, inside its cell
BADGE_H = 20  # under the face: the copies already in the deck
CACHE_BYTES = 64 * 1024 * 1024  # faces kept as pixmaps: ~500 medium faces at 100% scale


class CardGridDelegate(QStyledItemDelegate):
    """Draws a cell: the card face (a cached pixmap), the copies already in the deck and
    the "!" mark of a card the game can't play yet."""

    def __init__(self, catalog: Catalog, implemented: set[str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.catalog = catalog
        self.implemented = implemented
        self.card_w = CARD_WIDTHS[1]
        self._faces: OrderedDict[tuple[str, int, float], QPixmap] = OrderedDict()
        self._bytes = 0
        self.painted = 0  # faces drawn with the card painter (not taken from the cache)

    @property
    def card_h(self) -> int:
        return round(self.card_w * CARD_H / CARD_W)

    def set_card_width(self, w: int) -> None:
        self.card_w = w

    def cell_size(self) -> QSize:
        return QSize(self.card_w + 2 * PAD, self.card_h + 2 * PAD + BADGE_H)

    def sizeHint(self, option: QStyleOptionViewItem,  # noqa: N802 - Qt API
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        return self.cell_size()

    def face(self, name: str, dpr: float) -> QPixmap | None:
        key = (name, self.card_w, dpr)
        pm = self._faces.get(key)
        if pm is not None:
            self._faces.move_to_end(key)
            return pm
        card = self.catalog.find(name)
        if card is None:
            return None
        w, h = self.card_w, self.card_h
        pm = QPixmap(round(w * dpr), round(h * dpr))
        pm.setDevicePixelRatio(dpr)
        pm.fill(Qt.GlobalColor.transparent)
        p = QPainter(pm)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        if card.type is CardType.BATTLEFIELD:  # landscape, across the cell's middle
            bh = w * CARD_W / CARD_H
            rect = QRectF(0.5, (h - bh) / 2, w - 1, bh)
        else:
            rect = QRectF(0.5, 0.5, w - 1, h - 1)
        paint_face(p, self.catalog.card_def(card.code), rect)
        p.end()
        self.painted += 1
        self._faces[key] = pm
        self._bytes += pm.width() * pm.height() * 4
        while self._bytes > CACHE_BYTES and len(self._faces) > 1:  # least recently drawn
            _, old = self._faces.popitem(last=False)
            self._bytes -= old.width() * old.height() * 4
        return pm

    def paint(self, p: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        name = index.data(NAME_ROLE)
        r = QRect(option.rect)  # type: ignore[attr-defined]
        state = option.state  # type: ignore[attr-defined]
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        selected = bool(state & QStyle.StateFlag.State_Selected)
        hover = bool(state & QStyle.StateFlag.State_MouseOver)
        if selected or hover:
            color = option.palette.highlight().color()  # type: ignore[attr-defined]
            color.setAlpha(200 if selected else 90)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(color)
            p.drawRoundedRect(QRectF(r).adjusted(1, 1, -1, -1), 9, 9)
        card_rect = QRect(r.left() + (r.width() - self.card_w) // 2, r.top() + PAD,
                          self.card_w, self.card_h)
        dpr = p.device().devicePixelRatioF() if p.device() is not None else 1.0
        pm = self.face(name, dpr) if name else None
        if pm is not None:
            p.drawPixmap(card_rect.topLeft(), pm)
        card = self.catalog.find(name) if name else None
        if card is not None and card.code not in self.implemented:
            self._not_playable(p, card_rect)
        badge = index.data(BADGE_ROLE)
        if badge:
            self._copies(p, card_rect, int(badge))
        p.restore()

    def _not_playable(self, p: QPainter, card: QRect) -> None:
        d = max(18, self.card_w // 7)
        # on the emblem's corner: the cost row (gem, pips, Might) stays in view
        c = QRectF(card.right() - d - 5, card.top() + self.card_h * 0.31, d, d)
        p.setPen(QPen(QColor("#15181d"), 1.2))
        p.setBrush(QColor("#e08a1e"))
        p.drawEllipse(c)
        f = QFont(p.font())
        f.setBold(True)
        f.setPixelSize(round(d * 0.7))
        p.setFont(f)
        p.setPen(QColor("white"))
        p.drawText(c, Qt.AlignmentFlag.AlignCenter, "!")

    def _copies(self, p: QPainter, card: QRect, n: int) -> None:
        """A pill with the copies in the deck, under the face."""
        f = QFont(p.font())
        f.setBold(True)
        f.setPixelSize(13)
        p.setFont(f)
        text = f"×{n}"
        fm = QFontMetrics(f)
        w, h = fm.horizontalAdvance(text) + 18, BADGE_H - 2
        pill = QRectF(card.center().x() - w / 2, card.bottom() + 3, w, h)
        p.setPen(QPen(QColor("#15181d"), 1.2))
        p.setBrush(QColor("#2f7a50"))
        p.drawRoundedRect(pill, h / 2, h / 2)
        p.setPen(QColor("white"))
        p.drawText(pill, Qt.AlignmentFlag.AlignCenter, text)


class CardGridView(TakesDeckCards, QListView):
    """The grid: double-click adds, drag to the deck adds, drop a deck card to remove it."""

    dropped = Signal(str, str)  # card name, the deck section it came from

    def __init__(self, catalog: Catalog, implemented: set[str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("CardBrowserGrid")
        self.grid_delegate = CardGridDelegate(catalog, implemented, self)
        self.setItemDelegate(self.grid_delegate)
        self.setViewMode(QListView.ViewMode.IconMode)
        self.setMovement(QListView.Movement.Static)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setFlow(QListView.Flow.LeftToRight)
        self.setWrapping(True)
        self.setUniformItemSizes(True)
        self._fit_columns()
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setDragEnabled(True)
        self.setAcceptDrops(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.setDefaultDropAction(Qt.DropAction.CopyAction)
        self.viewport().setAcceptDrops(True)  # a static icon view turns its drops off
        self.setMouseTracking(True)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.verticalScrollBar().setSingleStep(40)
        self.setStyleSheet("#CardBrowserGrid { background: #1b2420; }")

    def set_card_width(self, w: int) -> None:
        if w == self.grid_delegate.card_w:
            return
        self.grid_delegate.set_card_width(w)
        self._fit_columns()
        self.viewport().update()

    def _fit_columns(self) -> None:
        """As many columns as fit, sharing the spare width (no ragged gap on the right)."""
        cell = self.grid_delegate.cell_size()
        width = max(self.viewport().width() - 2, cell.width())
        cols = max(1, width // cell.width())
        grid = QSize(width // cols, cell.height() + 6)
        if grid != self.gridSize():
            self.setGridSize(grid)

    def resizeEvent(self, event) -> None:  # noqa: N802, ANN001 - Qt API
        super().resizeEvent(event)
        self._fit_columns()

    def index_at_name(self, name: str) -> QModelIndex:
        model = self.model()
        for row in range(model.rowCount()):
            idx = model.index(row, 0)
            if idx.data(NAME_ROLE) == name:
                return idx
        return QModelIndex()

    def cell_center(self, name: str) -> QPoint | None:
        """The viewport position of a card's cell (scrolled into view), or None."""
        idx = self.index_at_name(name)
        if not idx.isValid():
            return None
        self.scrollTo(idx)
        return self.visualRect(idx).center()
