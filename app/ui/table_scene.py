"""The table: zones, cards, score track and banner, reconciled from a player's view.

The scene owns no game state. `show(view)` places a CardItem per visible object (keyed
by object id), animating what moved; gestures (drag, click, double-click, right-click)
come out as signals with object ids and zone keys for the interaction layer to turn
into engine actions.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
)

from app.engine import CardDef
from app.ui import card_item
from app.ui.battlefield_labels import BattlefieldLabels
from app.ui.card_item import CardItem
from app.ui.card_painter import pxfont
from app.ui.chain_column import ChainColumn
from app.ui.delayed_marks import DelayedMark, DelayedMarks
from app.ui.layout import SCENE_W, Placement, pile_point, placements, scene_h, zones
from app.ui.seat_labels import SeatLabels, seat_color
from app.ui.table_items import Badges, MightTotal, PoolItem, ScoreTrack, SeatPanel, ZoneItem, _felt

DRAG_START = 6.0  # scene units the mouse must travel before a press becomes a drag


class TableScene(SeatLabels, ChainColumn, BattlefieldLabels, DelayedMarks, QGraphicsScene):
    """The table's items: the words of the seats, the chain column, the battlefields and the
    delayed abilities' marks come from the mixins (`app.ui.seat_labels`,
    `app.ui.chain_column`, `app.ui.battlefield_labels`, `app.ui.delayed_marks`)."""

    dropped = Signal(int, str)  # object id, zone key (or "" for nowhere)
    clicked = Signal(int)
    chainItemClicked = Signal(int)  # a chain item's id: an ability's chip (it has no card)
    doubleClicked = Signal(int)
    contextRequested = Signal(int, QPointF)  # object id, screen position
    hoveredCard = Signal(int, bool)
    dragStarted = Signal(int)
    dragRefused = Signal(int)  # a drag began on a card that can't go anywhere now

    def __init__(self, card_for: Callable[[str], CardDef | None]) -> None:
        super().__init__(0, 0, SCENE_W, 850)
        self.setBackgroundBrush(_felt(self.sceneRect()))
        self.card_for = card_for
        self.items_by_id: dict[int, CardItem] = {}
        self.zone_items: dict[str, ZoneItem] = {}
        self.view_data: dict[str, Any] | None = None
        self.draggable: set[int] = set()
        self._press: tuple[CardItem, QPointF, QPointF] | None = None
        self._dragging: CardItem | None = None
        self.drop_card: int | None = None  # the card a drag was let go over (Equip's unit)
        self._texts: dict[str, QGraphicsSimpleTextItem] = {}
        self._touched: set[str] = set()  # the texts the latest update wrote
        self._bf_marks: dict[int, QGraphicsRectItem] = {}
        self._owner: dict[int, int] = {}  # last known owner of each card, for exit animations
        self._chain_chips: list[QGraphicsItem] = []
        self._folded_cards: set[int] = set()  # cards of a long chain's folded row: hidden
        self._totals: dict[tuple[int, bool], MightTotal] = {}
        self._pools: dict[int, PoolItem] = {}
        self._panels: dict[int, SeatPanel] = {}  # 3+ players: the opponents' panels
        self._badges: dict[int, Badges] = {}
        self._tracks: dict[int, ScoreTrack] = {}
        self._delayed_marks: dict[int, DelayedMark] = {}  # card id -> its delayed abilities
        self.expanded: int | None = None  # a unit whose stack is fanned out (hovered)
        self._hovered: set[int] = set()
        self.hoveredCard.connect(self._on_hover)
        self._pulse = QTimer(self)
        self._pulse.setInterval(60)
        self._pulse.timeout.connect(self._tick)

    def is_token(self, code: str) -> bool:
        card = self.card_for(code)
        return card is not None and card.is_token

    def placements(self, view: dict[str, Any]) -> dict[int, Any]:
        return placements(view, self.is_token, self.expanded)

    def stack_of(self, oid: int) -> list[int]:
        """The ids in oid's stack of identical tokens (just [oid] when it stands alone)."""
        from app.ui.layout import group_stacks

        if self.view_data is None:
            return [oid]
        for bf in self.view_data["battlefields"]:
            for slot in group_stacks(bf["units"], self.is_token):
                ids = [u["id"] for u in slot]
                if oid in ids:
                    return ids
        return [oid]

    def dragging(self) -> bool:
        return self._dragging is not None

    def _on_hover(self, oid: int, entered: bool) -> None:
        if entered:
            self._hovered.add(oid)
            if self.expanded is None and len(self.stack_of(oid)) > 1 and self._dragging is None:
                self.expanded = oid
                self._relayout()
        else:
            self._hovered.discard(oid)
            if self.expanded is not None:
                QTimer.singleShot(150, self, self._maybe_collapse)

    def _maybe_collapse(self) -> None:
        if self.expanded is None or self._dragging is not None:
            return
        if not self._hovered & set(self.stack_of(self.expanded)):
            self.expanded = None
            self._relayout()

    def _relayout(self) -> None:
        if self.view_data is None:
            return
        for oid, pl in self.placements(self.view_data).items():
            item = self.items_by_id.get(oid)
            if item is not None and item is not self._dragging:
                item.setZValue(pl.z)
                item.set_stack_count(pl.stack)
                item.move_to(item.item_pos(pl.pos, pl.scale), True)

    def _tick(self) -> None:
        if self._dragging is not None:
            return  # hold the pulse still while a card is dragged: every frame counts
        # only legal targets pulse (they ask for a choice); usable cards keep a steady outline
        marked = [it for it in self.items_by_id.values() if it.mark.kind == "target"]
        if not marked:
            self._pulse.stop()
            return
        a = 0.62 + 0.38 * (0.5 + 0.5 * math.sin(time.monotonic() * 5.0))
        for it in marked:
            it.mark.setOpacity(a)

    # -- reconcile ------------------------------------------------------------------------
    def show_view(self, view: dict[str, Any], animate: bool = True) -> None:
        # a new viewer (hotseat) sees the table from the other side: no sliding across
        first = self.view_data is None or self.view_data["viewer"] != view["viewer"]
        self.view_data = view
        rect = QRectF(0, 0, SCENE_W, scene_h(view))
        if rect != self.sceneRect():  # another mode: 3+ players' panels need more height
            self.setSceneRect(rect)
            self.setBackgroundBrush(_felt(rect))
        zs = zones(view)
        if first or set(self.zone_items) != {z.key for z in zs}:
            self._build_zones(view)
        else:  # the battlefields' widths follow their units
            for z in zs:
                item = self.zone_items[z.key]
                if item.rect() != z.rect:
                    item.place(z.rect)
        if self.expanded is not None and self.expanded not in self.items_by_id:
            self.expanded = None
        places = self.placements(view)
        states = self._states(view)
        for oid in list(self.items_by_id):
            if oid not in places:
                self._leave(self.items_by_id.pop(oid), view, animate and not first)
        for oid, pl in places.items():
            item = self.items_by_id.get(oid)
            code = states.get(oid, {}).get("code")
            if item is None or (code and (item.card is None or item.card.code != code)):
                if item is not None:
                    self.removeItem(item)
                item = CardItem(oid, self.card_for(code) if code else None)
                item.hovered.connect(self.hoveredCard)
                self.addItem(item)
                self.items_by_id[oid] = item
                item.set_plate(pl.plate)
                item.setPos(item.item_pos(pl.pos, pl.scale))
            item.set_plate(pl.plate)
            item.setScale(pl.scale)
            item.setZValue(pl.z)
            item.zone = pl.zone
            item.set_stack_count(pl.stack)
            item.set_seat_color(None if pl.seat is None else seat_color(view, pl.seat))
            item.update_state(states.get(oid, {}), pl.face_up, animate and not first)
            if item is not self._dragging:
                item.move_to(item.item_pos(pl.pos, pl.scale), animate and not first)
        self._hide_covered_labels(places)
        self._update_texts(view)

    def _hide_covered_labels(self, places: dict[int, Placement]) -> None:
        """A zone's label shows while no card lies on it: a crowded compact panel's cards
        would leave only a stray "Rune" or "B" of it, and the cards say what they are."""
        cards = [QRectF(pl.pos, QSizeF(*pl.size())) for pl in places.values()]
        for zone in self.zone_items.values():
            label = zone.label.sceneBoundingRect()
            zone.label.setVisible(not any(c.intersects(label) for c in cards))

    def _leave(self, item: CardItem, view: dict[str, Any], animate: bool) -> None:
        """A card that left the table (recycled, drawn, shuffled away) slides to its
        owner's deck or hand, then disappears."""
        if not animate or card_item.ANIM_MS <= 0:
            self.removeItem(item)
            return
        owner = self._owner.get(item.oid, view["viewer"])
        target = pile_point(view, owner, "hand" if item.zone == "chain" else "deck")
        item.setZValue(900)
        item.setAcceptHoverEvents(False)  # gone: it no longer spreads a stack it passes over
        item.move_to(item.item_pos(target, item.scale()), True)
        QTimer.singleShot(card_item.ANIM_MS + 60, self,
                          lambda it=item: it.scene() is self and self.removeItem(it))

    def _states(self, view: dict[str, Any]) -> dict[int, dict[str, Any]]:
        out: dict[int, dict[str, Any]] = {}

        def put(c: dict[str, Any] | None) -> None:
            if c is not None and "id" in c:
                out[c["id"]] = c
                if "owner" in c:
                    self._owner[c["id"]] = c["owner"]

        for p in view["players"]:
            for c in (p["hand"] or []) + p.get("shown_hand", []):  # shown: 2v2, 489.8.f
                put(c)
            for key in ("runes", "base", "trash", "banishment"):
                for c in p[key]:
                    put(c)
            put(p["legend"])
            put(p["champion"])
        for bf in view["battlefields"]:
            put(bf["card"])
            for u in bf["units"]:
                put(u)
            put(bf["facedown"])
            for extra in bf.get("facedown_extra", ()):
                put(extra)
        for item in view["chain"]:
            put(item.get("card"))
        return out

    def _build_zones(self, view: dict[str, Any]) -> None:
        for z in self.zone_items.values():
            self.removeItem(z)
        self.zone_items = {}
        for z in zones(view):
            item = ZoneItem(z)
            self.addItem(item)
            self.zone_items[z.key] = item

    def _text(self, key: str, pos: QPointF, size: float = 9, bold: bool = False,
              color: str = "#f1ede2") -> QGraphicsSimpleTextItem:
        t = self._texts.get(key)
        if t is None:
            t = QGraphicsSimpleTextItem()
            t.setFont(pxfont(size, bold))
            t.setBrush(QColor(color))
            t.setZValue(100)
            self.addItem(t)
            self._texts[key] = t
        t.setPos(pos)
        self._touched.add(key)
        return t

    def _update_texts(self, view: dict[str, Any]) -> None:
        self._update_seats(view)
        self._update_chain(view)
        self._update_battlefields(view)
        self._update_delayed(view)
        self._sweep(view)

    # -- highlighting ---------------------------------------------------------------------
    def mark(self, glow: set[int], targets: set[int], picked: set[int],
             chain_targets: frozenset[int] = frozenset()) -> None:
        """Light cards (`glow`: usable; `targets`: legal targets; `picked`), and the
        abilities on the chain a spell may choose (`chain_targets`, chain item ids: Not So
        Fast, RUP4 355.9.a.2) outlined in the targets' magenta."""
        for oid, item in self.items_by_id.items():
            item.set_marks(oid in glow, oid in targets, oid in picked)
        for chip in self._chain_chips:
            if isinstance(chip, QGraphicsRectItem) and chip.data(0) is not None \
                    and chip.pen().style() != Qt.PenStyle.NoPen:
                lit = chip.data(0) in chain_targets
                chip.setPen(QPen(card_item.TARGET if lit else QColor("#ffe9a8"), 3 if lit else 1))
        for item in self.items_by_id.values():
            if item.mark.kind != "target" and item.mark.opacity() != 1.0:
                item.mark.setOpacity(1.0)
        if targets:
            if not self._pulse.isActive():
                self._pulse.start()

    def light_zones(self, lit: set[str] | None) -> None:
        """Light the legal drop zones and dim the others (None: back to normal)."""
        for key, z in self.zone_items.items():
            if lit is None:
                z.set_light(False, False)
            else:
                z.set_light(key in lit, key not in lit)

    def zone_at(self, pos: QPointF) -> str:
        best = ""
        for key, z in self.zone_items.items():
            if z.rect().contains(pos):
                if key.startswith("fd"):
                    return key  # the facedown slot sits inside its battlefield
                best = key
        return best

    def card_at(self, pos: QPointF) -> CardItem | None:
        """The card on the table at `pos`: never one that left it and is still sliding away
        over the others (`_leave`), which would take the press meant for the card under it."""
        for it in self.items(pos):
            if isinstance(it, CardItem) and self.items_by_id.get(it.oid) is it:
                return it
        return None

    # -- gestures -----------------------------------------------------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        item = self.card_at(event.scenePos())
        if event.button() == Qt.MouseButton.LeftButton and item is not None:
            self._press = (item, event.scenePos(), item.pos())
            self._refused = False
            event.accept()
            return
        iid = self.chain_chip_at(event.scenePos())
        if event.button() == Qt.MouseButton.LeftButton and iid is not None:
            self.chainItemClicked.emit(iid)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self._press is not None:
            item, start, origin = self._press
            delta = event.scenePos() - start
            if self._dragging is None and delta.manhattanLength() > DRAG_START:
                if item.oid in self.draggable:
                    self._dragging = item
                    item.setZValue(1000)
                    self.dragStarted.emit(item.oid)
                elif not self._refused:  # say once why it doesn't move
                    self._refused = True
                    self.dragRefused.emit(item.oid)
            if self._dragging is item:
                item.setPos(origin + delta)
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self._press is not None:
            item, _start, _origin = self._press
            self._press = None
            if self._dragging is item:
                self._dragging = None
                self.light_zones(None)
                under = [it for it in self.items(event.scenePos())
                         if isinstance(it, CardItem) and it is not item
                         and self.items_by_id.get(it.oid) is it]
                self.drop_card = under[0].oid if under else None
                self.dropped.emit(item.oid, self.zone_at(event.scenePos()))
            else:
                self.clicked.emit(item.oid)
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        item = self.card_at(event.scenePos())
        if item is not None:
            self._press = None
            self.doubleClicked.emit(item.oid)
            event.accept()
            return
        super().mouseDoubleClickEvent(event)

    def contextMenuEvent(self, event) -> None:  # noqa: N802, ANN001 - Qt API
        item = self.card_at(event.scenePos())
        if item is not None:
            self.contextRequested.emit(item.oid, QPointF(event.screenPos()))
            event.accept()

    def snap_back(self, oid: int) -> None:
        """Return a dragged card to its place (an illegal drop)."""
        if self.view_data is not None:
            pl = self.placements(self.view_data).get(oid)
            item = self.items_by_id.get(oid)
            if pl is not None and item is not None:
                item.setZValue(pl.z)
                item.move_to(item.item_pos(pl.pos, pl.scale), True)

