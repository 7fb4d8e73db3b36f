"""Might that went up since the last cleanup (RUP4 709): "when a unit you control becomes
Mighty" and "when my Might becomes N or more". Each cleanup compares every unit on the board
with the record the last one left, in games where a card watches for it."""

from __future__ import annotations

from app.engine.actions.triggers import collect_event, start_trigger
from app.engine.core.abilities import Ability
from app.engine.core.state import GameState, Obj
from app.engine.reads.characteristics import is_mighty, might, might_sources
from app.engine.reads.levels import active


def check_becomes_mighty(s: GameState) -> None:
    """RUP4 709: a unit becomes Mighty the moment its Might goes from below 5 to 5 or more.
    Might changes are noticed in the cleanup that follows them (Might changes mark the state
    for a cleanup, RUP4 319): each unit on the board that was not Mighty at the last check
    and is now sets off "when a unit you control becomes Mighty". A unit that enters the
    board already Mighty doesn't become Mighty (its Might didn't change: off the board it was
    its printed Might, 711); a new object (RUP4 124) starts a new record."""
    prev: dict[int, tuple[int, bool]] = s.extra.get("mighty_prev", {})
    now: dict[int, tuple[int, bool]] = {}
    became: list[Obj] = []
    sources = might_sources(s)  # the same for every unit: nothing changes during the check
    for o in board_units(s):
        m = is_mighty(s, o, sources)
        now[o.id] = (o.incarnation, m)
        if m and prev.get(o.id) == (o.incarnation, False):
            became.append(o)
    s.extra["mighty_prev"] = now
    for o in became:
        collect_event(s, "becomes_mighty", obj=o, player=o.controller)


def check_might_reached(s: GameState) -> None:
    """ "When my Might becomes N or more": as with Mighty (RUP4 709), the moment its Might goes
    from below N to N or more, noticed in the cleanup after the change; staying at N or more
    is no new event (FAQ-VENDETTA, Renekton, Brute). Only units with such a trigger are
    recorded, in games that have one (`_might_watch`, from the index)."""
    prev: dict[int, tuple[int, ...]] = s.extra.get("might_prev", {})
    now: dict[int, tuple[int, ...]] = {}
    reached: list[tuple[Obj, Ability]] = []
    for o in board_units(s):
        watch = [ab for ab in o.card.abilities if ab.trigger == "might_reaches"]
        if not watch:
            continue
        m = might(s, o)
        state = (o.incarnation, *(int(m >= (ab.might_at_least or 0)) for ab in watch))
        now[o.id] = state
        before = prev.get(o.id)
        for k, ab in enumerate(watch):
            if state[k + 1] and before is not None and before[0] == o.incarnation \
                    and not before[k + 1]:
                reached.append((o, ab))
    s.extra["might_prev"] = now
    if reached:
        found = []
        for o, ab in reached:
            if (ab.level is None and not ab.empowered) or active(s, o.controller, ab, o):
                found.append(start_trigger(s, o.controller, o, ab, {}))
        s.waiting_triggers.extend(found)


def board_units(s: GameState) -> list[Obj]:
    """The units in bases and at battlefields."""
    out = [s.objs[i] for p in s.players for i in p.base if s.objs[i].is_unit]
    for bf in s.battlefields:
        out.extend(s.objs[i] for i in bf.units if s.objs[i].is_unit)
    return out
