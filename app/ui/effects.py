"""Show what just happened: transient effects over the table.

The opponent's plays and abilities shown large for a moment, attack arrows, floating
damage numbers, dying units fading toward the trash, and a caption over a battlefield
when a combat ends; plus, while combat damage is assigned, how much each enemy unit has
and whether it is lethal.

Every effect is a QGraphicsItem (app.ui.transients) that lets clicks and hovers through and
removes itself after its time: nothing waits for an effect, so the game and the input never
stall.
Times follow the animation speed; "reduce motion" shows effects without moving or fading.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QEasingCurve,
    QObject,
    QPointF,
    QRectF,
    QSizeF,
)
from PySide6.QtGui import QColor

from app.engine import CardDef, Event
from app.ui.card_painter import (
    CARD_H,
    CARD_W,
)
from app.ui.layout import LEFT_COL, RIGHT_COL, band_text_rect, bf_mid, bf_rect, unit_areas
from app.ui.layout import below as below_band
from app.ui.table_items import XP_GREEN
from app.ui.texts import translate
from app.ui.transients import (
    ARROW_MS,
    BIG_MS,
    CAPTION_MS,
    DIE_MS,
    FLOAT_MS,
    XP_SPENT,
    Z_EFFECT,
    AssignBadge,
    AttackArrow,
    BigCard,
    Caption,
    DeathGhost,
    FloatingNumber,
    Motion,
    Snap,
    Transient,
    TurningCard,
)

BIG_GAP = 8.0  # scene units between a big card and a caption it keeps clear of


class TableEffects(QObject):
    """Turns the events of each action into effects on the scene (and keeps the combat
    damage assignment marks in step with the view)."""

    def __init__(self, controller, scene) -> None:  # noqa: ANN001
        super().__init__(scene)
        self.c = controller
        self.scene = scene
        self.motion = Motion()
        self.live: list[Transient] = []  # effects on the table now
        self.badges: dict[int, AssignBadge] = {}
        self._pending: list[tuple[list[Event], dict[int, Snap], int]] = []
        self._chain_seen: set[int] = set()
        self._source_count: dict[int, int] = {}
        self._big_queue: list[tuple[CardDef | None, str]] = []
        self._big: BigCard | None = None
        self._captions: dict[int, Caption] = {}
        controller.eventsHappened.connect(self._on_events)
        controller.changed.connect(self._on_changed)

    def set_motion(self, speed: float, reduce: bool) -> None:
        self.motion = Motion(speed, reduce)

    def effects(self, kind: str | None = None) -> list[Transient]:
        return [e for e in self.live if kind is None or e.kind == kind]

    # -- signals ------------------------------------------------------------------------------
    def _on_events(self, events: list[Event]) -> None:
        # where the units are before the scene moves them (a dying unit goes to the trash)
        snap: dict[int, Snap] = {}
        for e in events:
            oid = e.data.get("obj")
            if e.kind in ("replace_battlefield", "swap_back"):  # RUP4 438: as it lay
                oid = e.data.get("old")
            if e.kind in ("damage", "die", "replace_battlefield", "swap_back") \
                    and isinstance(oid, int):
                item = self.scene.items_by_id.get(oid)
                if item is not None and oid not in snap:
                    snap[oid] = (item.card_rect(), item.card if item.face_up else None,
                                 item.rotation(), item.scale())
        self._pending.append((events, snap, self.c.viewer))

    def _on_changed(self) -> None:
        view = self.scene.view_data
        if view is None or self.c.game is None:
            return
        self._update_badges(view)
        pending, self._pending = self._pending, []
        from app.ui.controller import REPLAY

        if REPLAY in self.c.locks:
            self._chain_seen = {i["id"] for i in view["chain"]}
            return
        new_items = [i for i in view["chain"] if i["id"] not in self._chain_seen]
        self._chain_seen = {i["id"] for i in view["chain"]}
        if not pending:
            return
        viewer = view["viewer"]
        for events, snap, ev_viewer in pending:
            self._show(view, events, snap, ev_viewer)
        # abilities put on the chain by these actions (after the play that triggered them)
        for item in new_items:
            if item["kind"] == "card":
                continue
            src = item.get("source", -1)
            self._source_count[src] = self._source_count.get(src, 0) + 1
            if item["controller"] != viewer:
                self._ability(view, src, item["kind"] == "trigger", item["controller"])

    # -- effects for a batch of events ------------------------------------------------------
    def _name(self, view: dict[str, Any], player: int) -> str:
        try:
            return view["players"][player]["name"]
        except (IndexError, KeyError, TypeError):
            return "?"

    def _card(self, code: str | None) -> CardDef | None:
        return self.scene.card_for(code) if code else None

    def _show(self, view: dict[str, Any], events: list[Event],
              snap: dict[int, Snap], viewer: int) -> None:
        dying: list[str] = []
        # a unit that dies in this batch shows its damage on its dying image
        dies = {e.data.get("obj") for e in events if e.kind == "die"}
        hurt: dict[int, int] = {}
        for k, e in enumerate(events):
            d = e.data
            kind = e.kind
            if kind == "play" and d.get("player") != viewer:
                card = self._card(d.get("card"))
                self._queue_big(card, translate("Effects", "{player} plays {card}").format(
                    player=self._name(view, d["player"]),
                    card=card.name if card is not None else translate("Effects", "a card")))
            elif kind == "burn":  # the card burned shows as it goes to the trash (RUP4 440)
                card = self._card(d.get("card"))
                self._queue_big(card, translate("Effects", "{player} burns {card}").format(
                    player=self._name(view, d["player"]),
                    card=card.name if card is not None else translate("Effects", "a card")))
            elif kind == "hide" and d.get("player") != viewer:
                self._queue_big(None, translate("Effects", "{player} hides a card").format(
                    player=self._name(view, d["player"])))
            elif kind == "resolve" and "source" in d:
                src = d["source"]
                if self._source_count.get(src, 0) > 0:
                    self._source_count[src] -= 1  # shown when it went on the chain
                elif d.get("player") != viewer:
                    self._ability(view, src, False, d.get("player", -1))
            elif kind in ("xp_gain", "xp_spend"):  # RUP4 730
                self._xp(d["player"], d["n"] if kind == "xp_gain" else -d["n"])
            elif kind == "combat":
                self._attack(view, d["bf"])
            elif kind == "damage":
                if d["obj"] in dies:
                    hurt[d["obj"]] = hurt.get(d["obj"], 0) + d.get("amount", 0)
                else:
                    self._damage(d["obj"], d.get("amount", 0))
            elif kind == "die":
                card = self._card(d.get("card"))
                dying.append(card.name if card is not None else "?")
                ghost = self._die(view, d["obj"], snap)
                if ghost is not None and hurt.get(d["obj"]):
                    self._damage(d["obj"], hurt.pop(d["obj"]), ghost)
            elif kind in ("replace_battlefield", "swap_back", "battlefield_added"):
                self._battlefield_change(view, kind, d, snap, d.get("player") == viewer)
            elif kind == "combat_end":
                self._combat_end(view, events[k + 1:], d, dying)
                dying = []
            elif kind in ("conquer", "hold") and not any(
                    x.kind == "combat_end" and x.data.get("bf") == d.get("bf")
                    for x in events[:k]):
                lines = [self._score_line(view, events[k:], kind, d["player"])]
                self._caption(view, d["bf"], lines, d["player"] == viewer)

    def _battlefield_change(self, view: dict[str, Any], kind: str, d: dict[str, Any],
                            snap: dict[int, Snap], mine: bool) -> None:
        """A battlefield that joins (RUP4 439) or is replaced or swapped back (438): a caption
        in its band; a replaced one turns over into the one that takes its place."""
        card = self._card(d.get("card"))
        name = card.name if card is not None else "?"
        if kind == "battlefield_added":
            line = translate("Effects", "{card} joins the board").format(card=name)
        else:
            was = self._card(d.get("was"))
            was_name = was.name if was is not None else "?"
            line = (translate("Effects", "{card} replaces {was}") if kind == "replace_battlefield"
                    else translate("Effects", "{card} is back in place of {was}")).format(
                card=name, was=was_name)
            self._turn_over(d, snap, was, card)
        self._caption(view, d["bf"], [line], mine)

    def _turn_over(self, d: dict[str, Any], snap: dict[int, Snap], old: CardDef | None,
                   new: CardDef | None) -> None:
        if self.motion.reduce or d.get("old") not in snap:
            return
        r = snap[d["old"]][0]
        ghost = TurningCard(old, new, QRectF(0, 0, r.width(), r.height()))
        ghost.setPos(r.topLeft())
        ms = self.motion.ms(TurningCard.TURN_MS)
        ghost.animate(b"turn", 0.0, 1.0, ms, 0.0, QEasingCurve.Type.InOutSine)
        item = self.scene.items_by_id.get(d.get("new"))
        if item is not None:  # the new one shows once the turn is over
            item.setOpacity(0.0)

        def shown(_it: Transient) -> None:
            try:
                item.setOpacity(1.0)
            except RuntimeError:  # the scene was rebuilt meanwhile
                pass

        self._launch(ghost, ms, shown if item is not None else None)

    def _ability(self, view: dict[str, Any], source: int, trigger: bool, player: int) -> None:
        item = self.scene.items_by_id.get(source)
        card = item.card if item is not None and item.face_up else None
        name = card.name if card is not None else translate("Effects", "a card")
        text = (translate("Effects", "Triggered: {card}") if trigger else
                translate("Effects", "{player} uses {card}")).format(
            card=name, player=self._name(view, player))
        self._queue_big(card, text)

    def _queue_big(self, card: CardDef | None, caption: str) -> None:
        self._big_queue.append((card, caption))
        del self._big_queue[:-3]  # a burst of plays: show the latest few
        if self._big is None:
            self._next_big()

    def _next_big(self, _done: Transient | None = None) -> None:
        if _done is not None and _done is not self._big:
            return
        self._big = None
        if not self._big_queue:
            return
        card, caption = self._big_queue.pop(0)
        big = BigCard(card, caption)
        big.setPos(self._big_spot(big))
        ms = self.motion.ms(BIG_MS)
        if not self.motion.reduce:
            big.fade(ms, 0.15, 0.2)
            big.animate(b"scale", 0.82, 1.0, max(1, ms // 5))
        self._big = big
        self._launch(big, ms, self._next_big)

    def _big_spot(self, big: BigCard) -> QPointF:
        """Where a big card shows: the middle of the battlefields, unless a caption is up
        there (a combat's result, a point scored): then the nearest place beside, above or
        under the captions that covers none and stays on the table."""
        home = QPointF((LEFT_COL + RIGHT_COL) / 2,  # card and caption centred on the battlefields
                       bf_mid(self.scene.view_data) - big.CAPTION_H / 2)
        caps = [c.sceneBoundingRect().adjusted(-BIG_GAP, -BIG_GAP, BIG_GAP, BIG_GAP)
                for c in self._captions.values() if c.scene() is not None]
        r = big.boundingRect()
        parts = big.parts()
        card = parts[0]
        table = self.scene.sceneRect()

        def clear(at: QPointF) -> bool:
            return table.contains(r.translated(at)) and not any(
                part.translated(at).intersects(c) for part in parts for c in caps)

        spots = [home]
        for c in caps:  # the card beside each caption (a wide caption of its own is lower
            # down, clear of the band), or the whole above or under it
            spots += [QPointF(c.left() - card.right(), home.y()),
                      QPointF(c.right() - card.left(), home.y()),
                      QPointF(home.x(), c.top() - r.bottom()),
                      QPointF(home.x(), c.bottom() - r.top())]
        free = [at for at in spots if clear(at)]
        if not free:
            return home
        return min(free, key=lambda at: (at - home).manhattanLength())

    def _dodge_captions(self) -> None:
        """A caption came up under the big card showing: the card moves off it."""
        if self._big is not None and self._big.scene() is not None:
            self._big.setPos(self._big_spot(self._big))

    def _launch(self, item: Transient, ms: int, done: Callable | None = None) -> None:
        self.live.append(item)

        def finished(it: Transient) -> None:
            if it in self.live:
                self.live.remove(it)
            if done is not None:
                done(it)

        item.launch(self.scene, ms, finished)

    def _damage(self, oid: int, amount: int, ghost: DeathGhost | None = None) -> None:
        """A damage number anchored to its unit: on the card where it stands (it follows the
        card if it moves), or on its dying image."""
        item = self.scene.items_by_id.get(oid)
        if amount <= 0 or (ghost is None and item is None):
            return
        num = FloatingNumber(f"-{amount}", QColor("#d23b3b"))
        num.setZValue(Z_EFFECT + 10)  # over a dying unit's image
        if ghost is not None:
            num.follow(ghost, lambda: ghost.mapRectToScene(ghost.boundingRect()).center())
        else:
            num.follow(item, lambda: item.card_rect().center())
        ms = self.motion.ms(FLOAT_MS)
        if not self.motion.reduce:
            num.animate(b"scale", 1.5, 1.0, max(1, ms // 5))
            num.fade(ms, 0.05, 0.3)
        self._launch(num, ms)

    def _xp(self, player: int, n: int) -> None:
        """ "+2 XP" rising from the player's XP as they gain it, "-3 XP" as they spend it."""
        at = self.scene.xp_anchor(player)
        if at is None or n == 0:
            return
        text = translate("Effects", "+{n} XP") if n > 0 else translate("Effects", "-{n} XP")
        num = FloatingNumber(text.format(n=abs(n)), XP_GREEN if n > 0 else XP_SPENT)
        num.setZValue(Z_EFFECT + 10)
        num.setPos(at)
        ms = self.motion.ms(FLOAT_MS)
        if not self.motion.reduce:
            num.animate(b"pos", at, at - QPointF(0, 40), ms, 0.2)
            num.fade(ms, 0.08, 0.3)
        self._launch(num, ms)

    def _die(self, view: dict[str, Any], oid: int, snap: dict) -> DeathGhost | None:
        if oid not in snap:
            return None
        r, card, turn, scale = snap[oid]
        size = QRectF(0, 0, CARD_W * scale, CARD_H * scale)
        ghost = DeathGhost(card, size)
        ghost.setRotation(turn)  # about its centre: it lies where the unit lay
        start = r.center() - size.center()
        ghost.setPos(start)
        ms = self.motion.ms(DIE_MS)
        if not self.motion.reduce:
            pl = self.scene.placements(view).get(oid)
            end = pl.pos if pl is not None else start + QPointF(0, 60)
            ghost.animate(b"pos", start, end, ms, 0.3, QEasingCurve.Type.InCubic)
            ghost.animate(b"scale", 1.0, 0.6, ms, 0.3, QEasingCurve.Type.InCubic)
            ghost.fade(ms, 0.0, 0.7)
        self._launch(ghost, ms)
        return ghost

    def _attack(self, view: dict[str, Any], bf: int) -> None:
        if bf >= len(view["battlefields"]):
            return
        theirs, mine = unit_areas(view, bf)
        places = self.scene.placements(view)
        ms = self.motion.ms(ARROW_MS)
        units = view["battlefields"][bf]["units"]

        def centre(oid: int) -> QPointF | None:
            pl = places.get(oid)
            return None if pl is None else pl.pos + QPointF(CARD_W * pl.scale / 2,
                                                            CARD_H * pl.scale / 2)

        guards = [c for c in (centre(u["id"]) for u in units if u.get("defending")) if c]
        for u in units:
            c = centre(u["id"])
            if not u.get("attacking") or c is None:
                continue
            up = below_band(view, bf, u["controller"])  # units below the band attack up
            sign = -1 if up else 1
            start = QPointF(c.x(), c.y() + sign * 30)
            if guards:  # to the defenders, stopping at their near edge
                gx = sum(g.x() for g in guards) / len(guards)
                gy = sum(g.y() for g in guards) / len(guards)
                end = QPointF(c.x() * 0.35 + gx * 0.65, gy - sign * (CARD_H / 2 + 6))
            else:
                area = theirs if up else mine
                end = QPointF(c.x() * 0.4 + area.center().x() * 0.6, bf_mid(view) + sign * 22)
            arrow = AttackArrow(start, end)
            if not self.motion.reduce:
                arrow.grow(max(1, ms // 2))
                arrow.fade(ms, 0.0, 0.35)
            self._launch(arrow, ms)

    def _score_line(self, view: dict[str, Any], after: list[Event], how: str, player: int) -> str:
        name = self._name(view, player)
        if any(x.kind == "final_point_denied" and x.data.get("player") == player for x in after):
            return translate("Effects", "{player} conquers: no final point, draws a card").format(
                player=name)
        if any(x.kind == "score_draws" and x.data.get("player") == player for x in after):
            return translate("Effects", "{player} scores: a card instead of the point").format(
                player=name)  # Otterpus (RUP4 370.1)
        # a conquer or a hold scores one point (RUP4 469-471)
        text = (translate("Effects", "{player} conquers: +1 point") if how == "conquer" else
                translate("Effects", "{player} holds: +1 point"))
        return text.format(player=name)

    def _combat_end(self, view: dict[str, Any], after: list[Event], d: dict[str, Any],
                    dying: list[str]) -> None:
        bf = d["bf"]
        winner = d.get("winner")
        if winner is not None:
            title = translate("Effects", "{player} wins the combat").format(
                player=self._name(view, winner))
        elif bf < len(view["battlefields"]) and view["battlefields"][bf]["units"]:
            title = translate("Effects", "Combat over: both sides remain")
        else:
            title = translate("Effects", "Combat over: no units remain")
        lines = [title]
        if dying:
            lines.append(translate("Effects", "Died: {units}").format(units=", ".join(dying)))
        for x in after:
            if x.kind == "conquer" and x.data.get("bf") == bf:
                lines.append(self._score_line(view, after, "conquer", x.data["player"]))
        self._caption(view, bf, lines, winner == view["viewer"])

    def _caption(self, view: dict[str, Any], bf: int, lines: list[str], good: bool) -> None:
        if bf >= len(view["battlefields"]):
            return
        old = self._captions.pop(bf, None)
        if old is not None:
            old.finish()
        band = band_text_rect(view, bf)
        fd = self.scene.zone_items.get(f"fd{bf}")
        if fd is not None:  # the facedown slot's name reaches left over the band: keep it
            band.setRight(min(band.right(), fd.label.sceneBoundingRect().left() - 4))
        accent = QColor("#ffd54a") if good else QColor("#ff9c7a")
        cap = Caption(lines, band.width(), accent, band.height())
        room = self._caption_room(view, bf, band)
        if cap.cut and room.height() > band.height():  # the names whole, over the free felt
            cap = Caption(lines, band.width(), accent, room.height())
        h = cap.boundingRect().height()
        y = min(max(band.center().y(), room.top() + h / 2), room.bottom() - h / 2)
        cap.setPos(QPointF(band.center().x(), y))
        ms = self.motion.ms(CAPTION_MS)
        if not self.motion.reduce:
            cap.fade(ms, 0.08, 0.2)
        self._captions[bf] = cap

        def forget(it: Transient) -> None:  # it deletes itself: no reference may outlive it
            if self._captions.get(bf) is it:
                del self._captions[bf]

        self._launch(cap, ms, forget)
        self._dodge_captions()

    def _caption_room(self, view: dict[str, Any], bf: int, band: QRectF) -> QRectF:
        """The band's column across battlefield bf, up and down as far as no unit stands
        in it: where a caption may grow and still hide no card."""
        r = bf_rect(view, bf)
        top, bottom = r.top() + 4, r.bottom() - 4
        places = self.scene.placements(view)
        for u in view["battlefields"][bf]["units"]:
            pl = places.get(u["id"])
            if pl is None:
                continue
            card = QRectF(pl.pos, QSizeF(*pl.size())).adjusted(-4, -4, 4, 4)  # a tilt
            if card.right() < band.left() or card.left() > band.right():
                continue
            if card.center().y() < band.center().y():
                top = max(top, card.bottom())
            else:
                bottom = min(bottom, card.top())
        return QRectF(band.left(), min(top, band.top()), band.width(),
                      max(bottom, band.bottom()) - min(top, band.top()))

    # -- combat damage assignment -------------------------------------------------------
    def _update_badges(self, view: dict[str, Any]) -> None:
        want: dict[int, tuple[int, int, QPointF, bool]] = {}
        sd = view["showdown"]
        d = view["decision"]
        if sd is not None and sd.get("step") == "damage" and d is not None \
                and d["kind"] == "assign" and sd["bf"] < len(view["battlefields"]):
            assigner = d["player"]
            assigned = sd.get("assigned") or {}
            places = self.scene.placements(view)
            for u in view["battlefields"][sd["bf"]]["units"]:
                if u["controller"] == assigner or not (u.get("attacking") or u.get("defending")):
                    continue
                pl = places.get(u["id"])
                if pl is None:
                    continue
                need = max(1, (u.get("might") or 0) - (u.get("damage") or 0))
                n = int(assigned.get(u["id"], assigned.get(str(u["id"]), 0)))
                # beside the card on the band's side (toward the middle of the battlefield),
                # clear of the targeting reticle
                below = not below_band(view, sd["bf"], u["controller"])
                at = pl.pos + QPointF(CARD_W * pl.scale / 2,
                                      CARD_H * pl.scale + 28 if below else -28)
                want[u["id"]] = (n, need, at, not below)
        for oid in [o for o in self.badges if o not in want]:
            b = self.badges.pop(oid)
            if b.scene() is not None:
                b.scene().removeItem(b)
        for oid, (n, need, at, above) in want.items():
            b = self.badges.get(oid)
            if b is None:
                b = self.badges[oid] = AssignBadge()
                self.scene.addItem(b)
            if b.above != above:
                b.above = above
                b.update()
            b.set_amounts(n, need)
            b.setPos(at)
