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
from PySide6.QtGui import QColor, QFontMetricsF, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
)

from app.engine import CardDef
from app.ui import card_item
from app.ui.card_item import CardItem
from app.ui.card_painter import CARD_H, NAME_PX, pxfont
from app.ui.layout import (
    LEFT_COL,
    PILES_X,
    SCENE_W,
    Placement,
    below,
    bf_bottom,
    bf_card_rect,
    bf_mid,
    bf_players,
    bf_top,
    chain_rect,
    chain_slots,
    is_teammate,
    multi,
    panel_geometry,
    pile_point,
    placements,
    scene_h,
    score_rect,
    seat_rows,
    team_of,
    zones,
)
from app.ui.layout import (
    _facedown_rect as facedown_rect,
)
from app.ui.table_items import (
    FOCUS_COLOR,
    TURN_GOLD,
    Badges,
    MightTotal,
    PoolItem,
    ScoreTrack,
    SeatPanel,
    ZoneItem,
    _felt,
)
from app.ui.texts import phase_name, place_name, translate

DRAG_START = 6.0  # scene units the mouse must travel before a press becomes a drag
# with 3+ players each seat has a colour (its name, its panel, the tags on its units), none
# of them a highlight colour (card_item: cyan, magenta, white) nor the turn's gold
SEAT_COLORS = ("#f08a3c", "#5aa9ff", "#74d36b", "#e8607a")
# with teams (2v2): the viewer's team in cool colours, the other team in warm ones
TEAM_COLORS = (("#5aa9ff", "#74d36b"), ("#f08a3c", "#e8607a"))


def seat_color(view: dict[str, Any], player: int) -> QColor:
    """A player's colour at a 3-4 player table: by seat, or by team when there are teams
    (teammates in cool colours when they are the viewer's team, warm ones otherwise)."""
    players = view["players"]
    teams = [team_of(view, p["index"]) for p in players]
    if len(set(teams)) == len(players):
        return QColor(SEAT_COLORS[player % len(SEAT_COLORS)])
    mine = team_of(view, player) == team_of(view, view["viewer"])
    k = [p["index"] for p in players if teams[p["index"]] == teams[player]].index(player)
    family = TEAM_COLORS[0 if mine else 1]
    return QColor(family[k % len(family)])


def _focus(view: dict[str, Any], idx: int) -> bool:
    sd = view["showdown"]
    return sd is not None and sd.get("focus") == idx


def _wrap(parts: list[str], fm: QFontMetricsF, width: float) -> str:
    lines: list[str] = []
    for part in parts:
        cur = ""
        for word in part.split():
            trial = f"{cur} {word}" if cur else word
            if cur and fm.horizontalAdvance(trial) > width:
                lines.append(cur)
                cur = word
            else:
                cur = trial
        lines.append(cur)
    return "\n".join(lines)


def _fit(t: QGraphicsSimpleTextItem, text: str, width: float, bold: bool) -> None:
    """A band's line in its width: a little smaller in a narrow battlefield rather than
    cut; cut (…) only past that."""
    for k in (1.0, 0.88, 0.78):
        t.setFont(pxfont(NAME_PX * k, bold))
        fm = QFontMetricsF(t.font())
        if fm.horizontalAdvance(text) <= width:
            break
    t.setText(fm.elidedText(text, Qt.TextElideMode.ElideRight, width))


class TableScene(QGraphicsScene):
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
        self._totals: dict[tuple[int, bool], MightTotal] = {}
        self._pools: dict[int, PoolItem] = {}
        self._panels: dict[int, SeatPanel] = {}  # 3+ players: the opponents' panels
        self._badges: dict[int, Badges] = {}
        self._tracks: dict[int, ScoreTrack] = {}
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

    def _destination_chips(self, item: dict[str, Any], places: dict[int, Placement]) -> None:
        """Where the units a chain item moves are to go, chosen as it was played and public
        (RUP4 355.4): a plate over the lower edge of each unit, "to {place}" (the whole
        sentence as its tooltip)."""
        for d in item.get("destinations", ()):
            unit, place = self.items_by_id.get(d["obj"]), places.get(d["obj"])
            if unit is None or place is None:
                continue
            name = unit.card.name if unit.card is not None else ""
            back = QGraphicsRectItem()  # a dark plate: the line lies over the card's art
            back.setBrush(QColor(10, 20, 16, 225))
            back.setPen(QPen(QColor("#a8e6ff"), 1))
            text = QGraphicsSimpleTextItem(back)
            text.setFont(pxfont(NAME_PX, True))
            text.setText("\u2192 " + place_name(d["to"]))
            text.setBrush(QColor("#a8e6ff"))
            back.setRect(text.boundingRect().adjusted(-3, -1, 3, 1))
            back.setToolTip(translate("Table", "Moves {unit} to {place}").format(
                unit=name, place=place_name(d["to"])))
            height = CARD_H * place.scale
            back.setPos(place.pos.x() + 4, place.pos.y() + height - back.rect().height() - 4)
            back.setZValue(place.z + 0.5)
            self.addItem(back)
            self._chain_chips.append(back)

    @staticmethod
    def _ability_chip(label: str, slot: QRectF, framed: bool) -> QGraphicsItem:
        """An ability on the chain (it has no card): its words in its slot, on as many lines
        as it holds, smaller rather than cut when the slot is low; `framed` (a row among others) on
        a dark plate like a card's, so the rows read as the chain's items."""
        back = QGraphicsRectItem(QRectF(0, 0, slot.width(), slot.height()))
        back.setPos(slot.topLeft())
        back.setToolTip(label)
        if framed:
            back.setBrush(QColor(16, 18, 24, 220))
            back.setPen(QPen(QColor("#ffe9a8"), 1))
        else:
            back.setPen(QPen(Qt.PenStyle.NoPen))
        text = QGraphicsSimpleTextItem(back)
        text.setBrush(QColor("#ffe9a8"))
        width = slot.width() - 8
        for px in (NAME_PX, NAME_PX * 0.85, NAME_PX * 0.75):  # the last one cuts if it must
            text.setFont(pxfont(px, True))
            fm = QFontMetricsF(text.font())
            room = max(1, int((slot.height() - 4) // fm.lineSpacing()))
            lines = _wrap([label], fm, width).split("\n")
            if len(lines) <= room:
                break
        if len(lines) > room:
            lines = lines[:room - 1] + [fm.elidedText(" ".join(lines[room - 1:]),
                                                      Qt.TextElideMode.ElideRight, width)]
        text.setText("\n".join(lines))
        text.setPos(4, (slot.height() - text.boundingRect().height()) / 2 if framed else 0)
        return back

    @staticmethod
    def _fit_banner(t: QGraphicsSimpleTextItem, parts: list[str], width: float,
                    room: float) -> str:
        """The turn banner's parts joined by " · " in the corner's width, each part whole on
        its line where a smaller type allows ("Combat at battlefield 1, focus:" once left
        "Player A" alone on a third line); the largest type whose lines fit the room."""
        fallback: tuple[float, str] | None = None
        for px in (NAME_PX * 1.1, NAME_PX, NAME_PX * 0.85):  # a long banner: smaller type
            fm = QFontMetricsF(pxfont(px, True))
            lines: list[str] = []
            for part in parts:
                trial = f"{lines[-1]} · {part}" if lines else part
                if lines and fm.horizontalAdvance(trial) <= width:
                    lines[-1] = trial
                else:
                    lines.append(part)
            text = _wrap(lines, fm, width)
            if fm.lineSpacing() * (text.count("\n") + 1) <= room:
                if text.count("\n") == len(lines) - 1:  # no part broken
                    t.setFont(pxfont(px, True))
                    return text
                fallback = fallback or (px, text)
        px, text = fallback or (px, text)  # every size breaks a part: the largest that fits
        t.setFont(pxfont(px, True))
        return text

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
        viewer = view["viewer"]
        players = view["players"]
        tp = players[view["turn_player"]]["name"]
        banner = [translate("Table", "Turn {n} · {player} · {phase}").format(
            n=view["turn"], player=tp, phase=phase_name(view["phase"]))]
        sd = view["showdown"]
        if sd is not None:
            kind = translate("Table", "Combat") if sd["combat"] else translate("Table", "Showdown")
            banner.append(translate("Table", "{kind} at battlefield {bf}, focus: {p}").format(
                kind=kind, bf=sd["bf"] + 1, p=players[sd["focus"]]["name"]))
        d = view["decision"]
        if sd is not None and d is not None and d["kind"] == "assign":
            banner.append(translate("Table", "{player} assigns combat damage: {n} left").format(
                player=players[d["player"]]["name"], n=sd["assign_left"]))
        if view["winner"] is not None:
            banner = [translate("Table", "{player} wins!").format(
                player=players[view["winner"]]["name"])]
        # the bottom-left corner: the turn and phase, then the score tracks
        corner = score_rect(view)
        n_tracks = 1 if multi(view) else len(players)
        room = corner.height() - n_tracks * (ScoreTrack.H + 4) - (24 if multi(view) else 0)
        t = self._text("banner", corner.topLeft(), NAME_PX * 1.1, True)
        t.setText(self._fit_banner(t, banner, corner.width(), room))
        # the left column: the opponent's name, pool and hand (Duel) at the top, the
        # viewer's pool and name at the bottom; score tracks in the corner
        self._touched = set()
        tracks = [p for p in players if p["index"] != viewer and not multi(view)] + \
            [players[viewer]]
        # XP beside each score once anybody has gained some (RUP4 729: public)
        shows_xp = any(p.get("xp") for p in players)
        for k, p in enumerate(reversed(tracks)):  # the viewer's at the bottom
            track = self._tracks.get(p["index"])
            if track is None:
                track = self._tracks[p["index"]] = ScoreTrack()
                self.addItem(track)
            track.setPos(corner.left(), corner.bottom() - (k + 1) * (ScoreTrack.H + 4))
            track.set_score(p["name"], p["points"], view["victory_score"],
                            seat_color(view, p["index"]) if multi(view) else None,
                            p.get("xp", 0) if shows_xp else None)
        top = bf_top(view)
        for p in players:
            me = p["index"] == viewer
            if multi(view) and not me:
                self._update_panel(view, p)
                continue
            y = bf_bottom(view) - 26 if me else top + 2
            name = self._text(f"name{p['index']}", QPointF(8, y), NAME_PX, True)
            name.setText(QFontMetricsF(name.font()).elidedText(
                p["name"], Qt.TextElideMode.ElideRight, LEFT_COL - 14))
            name.setBrush(seat_color(view, p["index"]) if multi(view) else QColor("#f1ede2"))
            if multi(view):  # the viewer's badges under the turn, their rows framed
                self._seat_badges(view, p["index"], QPointF(
                    corner.left(), corner.bottom() - ScoreTrack.H - 4 - Badges.H - 2))
                frame = self._panels.get(viewer)
                if frame is None:
                    frame = self._panels[viewer] = SeatPanel(QRectF())
                    self.addItem(frame)
                frame.setRect(QRectF(4, bf_bottom(view) + 4, SCENE_W - 8,
                                     scene_h(view) - bf_bottom(view) - 6))
                frame.set_state(seat_color(view, viewer),
                                view["turn_player"] == viewer and view["winner"] is None,
                                False, _focus(view, viewer), fill=False)
            row_y = seat_rows(view, p["index"])[0]
            piles = translate("Table", "Deck {d} · Runes {r}\nTrash {t} · Hand {h}").format(
                d=p["deck_count"], r=p["rune_deck_count"], t=len(p["trash"]), h=p["hand_count"])
            self._text(f"piles{p['index']}", QPointF(PILES_X + 4, row_y + 98), NAME_PX
                       ).setText(piles)
            pool_item = self._pools.get(p["index"])
            if pool_item is None:
                pool_item = self._pools[p["index"]] = PoolItem()
                self.addItem(pool_item)
            # the pool beside the name, towards the battlefields' middle
            pool_item.setPos(4, y - 28 if me else y + 22)
            pool_item.set_pool(p["pool"]["energy"], p["pool"]["power"], p["pool"].get("any", 0),
                               p["pool"].get("restricted"))
        # the chain: abilities have no card, so they get a chip with their source's name
        for chip in self._chain_chips:
            self.removeItem(chip)
        self._chain_chips = []
        cr = chain_rect(view)
        places = self.placements(view)
        slots = chain_slots(view)
        for k, item in enumerate(view["chain"]):
            self._destination_chips(item, places)
            if item["kind"] == "card":
                continue
            src = self.items_by_id.get(item["source"])
            name = src.card.name if src is not None and src.card is not None else ""
            label = (translate("Table", "Triggered: {name}") if item["kind"] == "trigger" else
                     translate("Table", "Ability: {name}")).format(name=name or translate("Table", "effect"))
            chip = self._ability_chip(label, slots[k], framed=len(slots) > 1)
            chip.setData(0, item["id"])
            chip.setZValue(60 + k)
            self.addItem(chip)
            self._chain_chips.append(chip)
        if view["chain"]:
            title = self._text("chaintitle", cr.topLeft(), NAME_PX, True)
            title.setText(translate("Table", "Chain (newest last)"))
            for px in (NAME_PX, NAME_PX * 0.85, NAME_PX * 0.75):  # the narrow column: smaller
                title.setFont(pxfont(px, True))
                if title.boundingRect().width() <= cr.width():
                    break
        elif "chaintitle" in self._texts:
            self._texts["chaintitle"].setText("")
        # battlefield control marks
        for i, bf in enumerate(view["battlefields"]):
            ctrl = bf["controller"]
            label = (translate("Table", "Uncontrolled") if ctrl is None else
                     translate("Table", "Controlled by {p}").format(p=players[ctrl]["name"]))
            if bf["contested_by"] is not None:
                label += " · " + translate("Table", "contested")
            card_r = bf_card_rect(view, i)
            zr = self.zone_items[f"bf{i}"].rect()
            left = card_r.right() + 10
            fd_left = facedown_rect(view, zr).left()
            mid = bf_mid(view)
            t = self._text(f"bfctl{i}", QPointF(left + MightTotal.W + 10, mid - 11),
                           NAME_PX, True, "#ffe9a8" if ctrl == viewer else "#f1ede2")
            _fit(t, label, fd_left - left - MightTotal.W - 20, True)
            if multi(view):  # whose units are above the band, whose below: name and colour
                sides = bf_players(view, i)
                # the controller's own side line says it (once); a control line only for a
                # controller with no units here
                label = ("" if ctrl is None or ctrl in sides else
                         translate("Table", "{p} controls").format(p=players[ctrl]["name"]))
                if label and bf["contested_by"] is not None:
                    label += " · " + translate("Table", "contested")
                t.setText("")
                t = self._text(f"m_bfctl{i}", t.pos(), NAME_PX)  # regular: more of it fits
                _fit(t, label, fd_left - left - MightTotal.W - 14, False)
                t.setBrush(QColor("#f1ede2") if ctrl is None else seat_color(view, ctrl))
                for k, who in enumerate(sides):
                    side = self._text(f"m_bfside{i}_{k}", QPointF(
                        left + MightTotal.W + 10, mid - 32 if k == 0 else mid + 11),
                        NAME_PX, True)
                    if who is None:
                        side.setText("")
                        continue
                    text = players[who]["name"]
                    if who == ctrl:
                        text = translate("Table", "{p} · controls").format(p=text)
                        if bf["contested_by"] is not None:
                            text += " · " + translate("Table", "contested")
                    side.setBrush(seat_color(view, who))
                    _fit(side, text, fd_left - left - MightTotal.W - 20, True)
            # each side's total Might here: the opponent's above the band, the viewer's below
            for mine in (False, True):
                total = self._totals.get((i, mine))
                if total is None:
                    total = self._totals[(i, mine)] = MightTotal(mine)
                    self.addItem(total)
                total.setPos(left, mid - MightTotal.H - 2 if not mine else mid + 2)
                side = [u for u in bf["units"] if below(view, i, u["controller"]) == mine]
                total.set_value(sum(u.get("might") or 0 for u in side))
                total.setVisible(bool(side))
        for key in [k for k in self._totals if k[0] >= len(view["battlefields"])]:
            self.removeItem(self._totals.pop(key))
        self._sweep(view)

    def _sweep(self, view: dict[str, Any]) -> None:
        """Blank what an earlier game (more seats, another mode) left: seat texts this update
        didn't write, panels and badges of seats that have none now."""
        for key, t in self._texts.items():
            if key.startswith(("name", "piles", "m_")) and key not in self._touched:
                t.setText("")
        keep = {p["index"] for p in view["players"]} if multi(view) else set()
        for idx in [k for k in self._panels if k not in keep]:
            self.removeItem(self._panels.pop(idx))
        for idx in [k for k in self._badges if k not in keep]:
            self.removeItem(self._badges.pop(idx))
        for idx in [k for k in self._pools if k >= len(view["players"])]:
            self.removeItem(self._pools.pop(idx))
        shown = {p["index"] for p in view["players"]
                 if not multi(view) or p["index"] == view["viewer"]}
        for idx in [k for k in self._tracks if k not in shown]:
            self.removeItem(self._tracks.pop(idx))

    def _seat_badges(self, view: dict[str, Any], idx: int, at: QPointF) -> Badges:
        """Turn, Focus, Priority and Teammate badges of a seat (3+ players)."""
        items: list[tuple[str, QColor]] = []
        if view["players"][idx].get("removed"):  # conceded: out of the game (RUP4 651.2)
            items.append((translate("Table", "Conceded: out of the game"), QColor("#b9b2a3")))
        elif view["turn_player"] == idx and view["winner"] is None:
            items.append((translate("Table", "Turn"), TURN_GOLD))
        sd = view["showdown"]
        if sd is not None and sd.get("focus") == idx:
            items.append((translate("Table", "Focus"), FOCUS_COLOR))
        elif view.get("priority") == idx:
            items.append((translate("Table", "Priority"), QColor("#f4f1e6")))
        if is_teammate(view, idx):
            items.append((translate("Table", "Teammate"), QColor("#9be29b")))
        b = self._badges.get(idx)
        if b is None:
            b = self._badges[idx] = Badges()
            self.addItem(b)
        b.setPos(at)
        b.set_badges(items)
        return b

    def _update_panel(self, view: dict[str, Any], p: dict[str, Any]) -> None:
        """An opponent's compact panel (3+ players): header with name, score and badges,
        the counts under the piles, the pool at the header's right."""
        idx = p["index"]
        g = panel_geometry(view, idx)
        r = g["panel"]
        color = seat_color(view, idx)
        if p.get("removed"):  # conceded (RUP4 651.2): the panel greyed out
            color = QColor("#6f6a60")
        panel = self._panels.get(idx)
        if panel is None:
            panel = self._panels[idx] = SeatPanel(r)
            self.addItem(panel)
        panel.setRect(r)
        panel.set_state(color, view["turn_player"] == idx and view["winner"] is None,
                        is_teammate(view, idx), _focus(view, idx))
        name = self._text(f"m_name{idx}", QPointF(r.left() + 10, r.top() + 4), NAME_PX * 1.1,
                          True)
        name.setBrush(color)
        fm = QFontMetricsF(name.font())
        name.setText(fm.elidedText(p["name"], Qt.TextElideMode.ElideRight, r.width() * 0.34))
        x = r.left() + 10 + fm.horizontalAdvance(name.text()) + 12
        pts = self._text(f"m_pts{idx}", QPointF(x, r.top() + 3), NAME_PX * 1.15, True,
                         "#ffe9a8")
        pts.setText(translate("Table", "{n}/{v} points").format(n=p["points"],
                                                               v=view["victory_score"]))
        if p.get("xp"):  # XP beside the score (RUP4 729.2: public)
            pts.setText(pts.text() + " · " + translate("Table", "XP {n}").format(n=p["xp"]))
        x += QFontMetricsF(pts.font()).horizontalAdvance(pts.text()) + 12
        self._seat_badges(view, idx, QPointF(x, r.top() + 4))
        counts = translate("Table", "Deck {d} · Runes {r}\nTrash {t} · Hand {h}").format(
            d=p["deck_count"], r=p["rune_deck_count"], t=len(p["trash"]), h=p["hand_count"])
        if p["banishment"]:
            counts += "\n" + translate("Table", "Banished {b}").format(b=len(p["banishment"]))
        # three lines with the banishment (a battlefield a Brush replaced, RUP4 438.5): up a
        # little, inside the panel's frame
        self._text(f"m_counts{idx}", g["counts"].topLeft() + QPointF(2, 10 if not
                                                                      p["banishment"] else -4),
                   NAME_PX).setText(counts)
        pool_item = self._pools.get(idx)
        if pool_item is None:
            pool_item = self._pools[idx] = PoolItem()
            self.addItem(pool_item)
        pool_item.setPos(r.right() - 176, r.top() + 1)
        pool_item.set_pool(p["pool"]["energy"], p["pool"]["power"], p["pool"].get("any", 0),
                               p["pool"].get("restricted"))

    def xp_anchor(self, player: int) -> QPointF | None:
        """Where a player's XP is shown (their score track's pill, or a compact panel's
        score), in scene coordinates: where XP gains and spends are animated."""
        track = self._tracks.get(player)
        if track is not None:
            return track.mapToScene(track.xp_rect().center())
        pts = self._texts.get(f"m_pts{player}")
        return pts.mapToScene(pts.boundingRect().center()) if pts is not None else None

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
        for it in self.items(pos):
            if isinstance(it, CardItem):
                return it
        return None

    # -- gestures -----------------------------------------------------------------------------
    def chain_chip_at(self, pos: QPointF) -> int | None:
        """The chain item id of the ability chip at `pos`, or None."""
        for it in self.items(pos):
            chip = it if it in self._chain_chips else it.parentItem()
            if chip in self._chain_chips and chip.data(0) is not None:
                return int(chip.data(0))
        return None

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
                         if isinstance(it, CardItem) and it is not item]
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

