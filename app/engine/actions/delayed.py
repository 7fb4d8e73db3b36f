"""Delayed triggers (RUP4 390): the abilities an effect set up to trigger later ("at the end
of this turn", "the next time you play a unit this turn", "when they hold, return it"), found
when their event happens. `collect_event` calls these with its `add`, which queues them."""

from __future__ import annotations

from collections.abc import Callable

from app.engine.core.state import BANISH, GameState, Obj
from app.engine.reads.board import is_enemy


def delayed_end(s: GameState, add: Callable) -> None:  # type: ignore[type-arg]
    """Delayed triggers "at the end of this turn" (RUP4 390.2), whatever their source does."""
    for src, n, controller, *watched in s.turn_flags.pop("delayed_end", ()):
        o = s.objs[src] if src >= 0 else None
        if o is not None and n < len(o.card.abilities):
            # "... it at end of turn": the object it remembers is "it" (where 'event')
            add(o, o.card.abilities[n], controller,
                {"event_obj": watched[0], "event_inc": watched[1]} if watched else None)


def delayed_play(s: GameState, unit: Obj, add: Callable) -> None:  # type: ignore[type-arg]
    """Delayed triggers on a unit played this turn (RUP4 390.2): "when a friendly unit is
    played this turn" (each time, a teammate's too, 740.1.a) and "the next time you play a
    unit this turn" (used up by it, 391); the unit is the event's object."""
    keep = []
    for src, n, controller in s.turn_flags["delayed_play"]:
        o = s.objs[src] if src >= 0 else None
        later = o.card.abilities[n] if o is not None and n < len(o.card.abilities) else None
        if later is None:
            continue
        once = later.trigger == "next_unit_played"
        if (unit.controller == controller) if once else not is_enemy(s, controller,
                                                                      unit.controller):
            add(o, later, controller, {"event_obj": unit.id, "event_inc": unit.incarnation})
            if once:
                continue
        keep.append((src, n, controller))
    s.turn_flags["delayed_play"] = keep


def delayed_main(s: GameState, player: int, add: Callable) -> None:  # type: ignore[type-arg]
    """Delayed triggers "at the start of your next Main Phase" (RUP4 390.2) of `player`, with
    the battlefield of the event that created them ("this battlefield", 359.3.f.3)."""
    later = []
    for src, n, controller, bf in s.extra.pop("delayed_main"):
        o = s.objs[src] if src >= 0 else None
        if controller != player:
            later.append((src, n, controller, bf))
        elif o is not None and n < len(o.card.abilities):
            add(o, o.card.abilities[n], controller, {"bf": bf})
    if later:
        s.extra["delayed_main"] = later


def delayed_hold(s: GameState, player: int, add: Callable) -> None:  # type: ignore[type-arg]
    """ "When they hold, return it": `player` holds; each delayed ability waiting for it
    triggers once, the card it remembers as "it", while that card is still the one it banished
    (its window, RUP4 390.5.a, 390.5.c.1); a card gone from Banishment ends it."""
    keep = []
    for src, n, controller, holder, oid, inc in s.extra.pop("delayed_hold"):
        card = s.objs[oid]
        if card.zone != BANISH or card.incarnation != inc:
            continue  # its window has closed
        o = s.objs[src]
        if holder != player:
            keep.append((src, n, controller, holder, oid, inc))
        elif n < len(o.card.abilities):
            add(o, o.card.abilities[n], controller,
                {"event_obj": oid, "event_inc": inc, "event_zone": BANISH})
    if keep:
        s.extra["delayed_hold"] = keep


def delayed_conquer(s: GameState, obj: Obj, add: Callable) -> None:  # type: ignore[type-arg]
    """ "This turn, it has 'when I conquer, ...'": each time the watched unit conquers this
    turn, the card's delayed ability triggers under the unit's controller, "me" the unit
    (RUP4 390.2, 477.2)."""
    for src, n, _controller, watched, inc in s.turn_flags.get("delayed_conquer", ()):
        o = s.objs[src] if src >= 0 else None
        if watched == obj.id and inc == obj.incarnation and o is not None \
                and n < len(o.card.abilities):
            add(o, o.card.abilities[n], obj.controller,
                {"event_obj": obj.id, "event_inc": obj.incarnation})
