"""Delayed abilities waiting to trigger (RUP4 390) at the table: a small hourglass on the card
each one remembers ("return it", "disempower that unit", "that battlefield"), or on its
controller's legend when it remembers nothing on the board; its tooltip says when it
triggers, on what, and what it does (the line of its source card that created it, in the
player's language). The view lists them (`delayed`); a remembered card in a hidden zone is
not named there, nor here."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from app.engine import CardDef
from app.ui.card_painter import card_text
from app.ui.levels import ability_lines
from app.ui.texts import translate

# where a remembered object lies on the board: its mark goes on its card there
BOARD = frozenset({"base", "bf", "legend", "runes", "battlefield", "facedown"})
MARK_R = 11.0  # the mark's radius in the card's own units


def _creating_line(card: CardDef, n: int) -> str:
    """The line of the card's text (in the player's language) of the ability whose "delay"
    step sets off its delayed ability number n: what will happen, as the card says it."""
    for k, ab in enumerate(card.abilities):
        steps = [*ab.steps, *(st for mode in ab.modes for st in mode.steps)]
        if any(getattr(st, "op", "") in ("delay", "delay_next") and getattr(st, "n", -1) == n
               for st in steps):
            line = ability_lines(card).get(k)
            lines = card_text(card).split("\n")
            return lines[line] if line is not None and line < len(lines) else ""
    return ""


def _remembered(rem: dict[str, Any]) -> str:
    name = translate("Delayed", "a hidden card") if rem.get("hidden") else str(rem["name"])
    if rem.get("gone"):  # a new object since (RUP4 124): the ability no longer finds it
        return translate("Delayed", "{card} (it has moved since: the ability no longer "
                                    "finds it)").format(card=name)
    return name


def _when(entry: dict[str, Any], who: Callable[[int], str], it: str) -> str:
    """When the delayed ability triggers, as a sentence (its code and parameters)."""
    when = entry["when"]
    if when == "end_of_turn":
        return translate("Delayed", "At the end of this turn")
    if when == "friendly_unit_played":
        return translate("Delayed", "Each time a unit friendly to {player} is played this "
                                    "turn").format(player=who(entry["controller"]))
    if when == "next_unit_played":
        return translate("Delayed", "The next time {player} plays a unit this turn").format(
            player=who(entry["controller"]))
    if when == "start_of_main":
        return translate("Delayed", "At the start of {player}'s next Main Phase").format(
            player=who(entry.get("player", entry["controller"])))
    if when == "they_hold":
        return translate("Delayed", "The next time {player} holds a battlefield").format(
            player=who(entry.get("player", entry["controller"])))
    if when == "damaged" and not it:
        return translate("Delayed", "Each time a unit takes damage this turn")
    if when == "damaged":
        return translate("Delayed", "The next time {card} takes damage this turn").format(
            card=it)
    if when == "watched_dies":
        return translate("Delayed", "When {card} dies this turn").format(card=it)
    if when == "watched_wins":
        return translate("Delayed", "Each time {card} wins a combat this turn").format(card=it)
    if when == "watched_conquers":
        return translate("Delayed", "Each time {card} conquers this turn").format(card=it)
    return translate("Delayed", "When what it waits for happens")


def delayed_tooltip(entry: dict[str, Any], view: dict[str, Any],
                    card_for: Callable[[str], CardDef | None]) -> str:
    """One delayed ability in words: when, on what, and what its source card says."""
    players = view["players"]

    def who(i: int) -> str:
        return str(players[i]["name"]) if 0 <= i < len(players) else "?"

    rem = entry.get("remembers")
    it = _remembered(rem) if rem else ""
    lines = [_when(entry, who, it) + "."]
    if it and entry["when"] in ("end_of_turn", "they_hold", "friendly_unit_played",
                                "next_unit_played", "start_of_main"):
        lines.append(translate("Delayed", "It acts on {card}.").format(card=it))
    bf = entry.get("bf", -1)
    if entry["when"] == "start_of_main" and 0 <= bf < len(view["battlefields"]):
        lines.append(translate("Delayed", "That battlefield: {card}.").format(
            card=view["battlefields"][bf]["card"]["name"]))
    src = entry["source"]
    card = card_for(src["code"])
    said = _creating_line(card, entry["ability"]) if card is not None else ""
    source = translate("Delayed", "From {card} ({player})").format(
        card=src["name"], player=who(entry["controller"]))
    lines.append(f"{source}: {said}" if said else f"{source}.")
    return "\n".join(lines)


def mark_holder(entry: dict[str, Any], view: dict[str, Any]) -> int | None:
    """The id of the card that carries the mark: the remembered object on the board, else the
    remembered battlefield, else the controller's legend (None: a player gone from the game)."""
    rem = entry.get("remembers")
    if rem and "id" in rem and rem.get("zone") in BOARD and not rem.get("gone"):
        return int(rem["id"])
    bf = entry.get("bf", -1)
    if 0 <= bf < len(view["battlefields"]):
        return int(view["battlefields"][bf]["card"]["id"])
    players = view["players"]
    ctrl = entry["controller"]
    legend = players[ctrl]["legend"] if 0 <= ctrl < len(players) else None
    return int(legend["id"]) if legend else None


class DelayedMark(QGraphicsItem):
    """An hourglass on a card's top-right corner (a child of its CardItem, so it moves and
    scales with it), with how many delayed abilities wait there when more than one."""

    def __init__(self, parent: QGraphicsItem, card_rect: QRectF) -> None:
        super().__init__(parent)
        self.count = 1
        self.place(card_rect)
        self.setAcceptHoverEvents(True)

    def place(self, card_rect: QRectF) -> None:
        self.setPos(card_rect.right() - MARK_R * 0.55, card_rect.top() + MARK_R * 0.55)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-MARK_R - 1, -MARK_R - 1, 2 * MARK_R + 2, 2 * MARK_R + 2)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,  # noqa: ARG002
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor("#e8cf8a"), 1.4))
        p.setBrush(QColor("#2a2418"))
        p.drawEllipse(QPointF(0, 0), MARK_R, MARK_R)
        h, w = MARK_R * 0.55, MARK_R * 0.42
        p.setBrush(QColor("#e8cf8a"))
        p.setPen(Qt.PenStyle.NoPen)
        p.drawPolygon(QPolygonF([QPointF(-w, -h), QPointF(w, -h), QPointF(0, 0)]))
        p.drawPolygon(QPolygonF([QPointF(0, 0), QPointF(w, h), QPointF(-w, h)]))
        if self.count > 1:
            p.setPen(QColor("#f4f1e6"))
            f = p.font()
            f.setPixelSize(8)
            f.setBold(True)
            p.setFont(f)
            p.drawText(QRectF(MARK_R * 0.2, MARK_R * 0.1, MARK_R, MARK_R),
                       Qt.AlignmentFlag.AlignCenter, str(self.count))


class DelayedMarks:
    """Mixed into `app.ui.table_scene.TableScene`: it uses the scene's `items_by_id`,
    `card_for` and `_delayed_marks` (card id -> its mark)."""

    items_by_id: dict[int, Any]
    card_for: Callable[[str], CardDef | None]
    _delayed_marks: dict[int, DelayedMark]

    def _update_delayed(self, view: dict[str, Any]) -> None:
        texts: dict[int, list[str]] = {}
        for entry in view.get("delayed", ()):
            holder = mark_holder(entry, view)
            if holder is not None and holder in self.items_by_id:
                texts.setdefault(holder, []).append(delayed_tooltip(entry, view, self.card_for))
        for oid, mark in list(self._delayed_marks.items()):
            if oid not in texts or mark.parentItem() is not self.items_by_id.get(oid):
                if mark.scene() is not None:
                    mark.scene().removeItem(mark)
                del self._delayed_marks[oid]
        for oid, lines in texts.items():
            item = self.items_by_id[oid]
            mark = self._delayed_marks.get(oid)
            if mark is None:
                mark = self._delayed_marks[oid] = DelayedMark(item, item.face_rect())
            mark.place(item.face_rect())
            mark.count = len(lines)
            mark.setToolTip("\n\n".join(lines))
            mark.update()
