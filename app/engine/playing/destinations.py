"""Move destinations chosen while a spell or ability is played (RUP4 355.4, 355.15).

A move by an effect whose destination the controller picks (step op `move` with `dest`
"any", "battlefield", "to_or_from_base", ...) has that destination chosen as the spell or
ability is put on the chain, with its targets: one for each unit it will move (355.4), among
the valid ones for that unit then (355.4.a, 449). The choice is public and can't be changed
afterwards (355.15). On resolution the unit moves there if that is still a valid destination
for it; if not, the move instruction can't be followed and is ignored (359.3.e.6, whose
example is a Ride the Wind whose chosen base became forbidden).

The choices live in `item.info["dests"]`: [step index, its target slot, position in that
slot, destination] ("" when the unit had no valid destination at all); slot -1 for "move me",
the source. A destination belongs to the position: a target remade by new choices keeps it,
unless the new choices remake it too (RUP4 752.1, app.engine.mechanics.ops.chain).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.core.state import BASE, BF, ChainItem, GameState, Obj
from app.engine.reads.board import can_enter, location
from app.engine.reads.restrict import cant_move_to_base

if TYPE_CHECKING:
    from app.engine.core.abilities import Ability

CHOSEN_DESTS = frozenset({"any", "battlefield", "to_or_from_base", "my_units_bf", "with_ally",
                          "open_bf", "one_location", "your_bf", "occupied_enemy_bf"})
# "move any number of your units to an open battlefield / a single location": one
# destination for all of them, chosen once (RUP4 355.4) among the places any of them may go
GROUP_DESTS = frozenset({"open_bf", "one_location"})


def chosen_destination(item: ChainItem, k: int, i: int) -> str | None:
    """The destination chosen for the i-th unit of step k; None if none was chosen."""
    return next((d for sk, _slot, si, d in item.info.get("dests", ()) if (sk, si) == (k, i)),
                None)


def record(item: ChainItem, k: int, slot: int, i: int, dest: str) -> None:
    item.info.setdefault("dests", []).append([k, slot, i, dest])


def next_question(s: GameState, item: ChainItem, ab: Ability | None
                  ) -> tuple[int, int, Obj, list[str]] | None:
    """The next unit whose destination needs a question: (step, position, unit, options).
    A unit with a single valid destination gets it without a question, as a target that is
    the only possible choice does; one with none gets "" (its move will do nothing)."""
    for k, st in enumerate(ab.steps if ab is not None else ()):
        if st.op != "move":
            continue
        dest, target = getattr(st, "dest", None), getattr(st, "target", None)  # below the ops
        if dest not in CHOSEN_DESTS or getattr(st, "who", "you") != "you":
            continue
        if target is None:  # "move me to ...": the source, recorded with slot -1
            if item.source < 0:
                continue
            movers = [(0, item.source)]
        elif target < len(item.targets):
            movers = [(i, oid) for i, (_, oid, _inc) in enumerate(item.targets[target])]
        else:
            continue
        slot = -1 if target is None else target
        for i, oid in movers:
            if chosen_destination(item, k, i) is not None:
                continue
            first = chosen_destination(item, k, 0)
            if dest in GROUP_DESTS and first is not None:
                record(item, k, slot, i, first)  # the group's one destination
                continue
            u = s.objs[oid]
            if dest in GROUP_DESTS and target is not None:
                options = _group_options(s, item.targets[target], dest, item.controller)
            else:
                options = effect_move_destinations(s, u, dest, item.controller) \
                    if u.zone in (BASE, BF) and u.is_unit else []
            if len(options) > 1:
                return k, i, u, options
            record(item, k, slot, i, options[0] if options else "")
    return None


def _group_options(s: GameState, chosen: list, dest: str,  # type: ignore[type-arg]
                   player: int) -> list[str]:
    """One destination for a group: a place at least one of them may move to (the others,
    already there, stay: RUP4 446.1)."""
    out: list[str] = []
    for _, oid, _inc in chosen:
        u = s.objs[oid]
        if u.zone in (BASE, BF) and u.is_unit:
            out += [d for d in effect_move_destinations(s, u, dest, player) if d not in out]
    return sorted(out, key=lambda d: (d != "base", len(d), d))


def _occupied_enemy(s: GameState, n: int, player: int) -> bool:
    b = s.battlefields[n]
    return b.controller is not None and s.players[b.controller].team != s.players[player].team \
        and any(s.objs[x].is_unit for x in b.units)


def public_destinations(item: ChainItem) -> list[dict[str, object]]:
    """The destinations chosen so far, for every player's view (public, like targets): the
    unit (its id) and where it is to move."""
    return [{"obj": item.source if slot < 0 else item.targets[slot][i][1], "to": dest}
            for _k, slot, i, dest in item.info.get("dests", ()) if dest]


def effect_move_destinations(s: GameState, u: Obj, dest: str,
                             player: int | None = None) -> list[str]:
    """move-effect: where an effect `player` controls may move a unit (RUP4 449.1: the effect
    says; 449.2: never to a battlefield with units of two other players)."""
    bfs = [f"bf{i}" for i in range(len(s.battlefields))
           if not (u.zone == BF and i == u.bf) and can_enter(s, u.controller, i)]
    if dest == "occupied_enemy_bf":  # an opponent controls it, a unit is there (170.11.a)
        return [b for b in bfs if player is not None and _occupied_enemy(s, int(b[2:]), player)]
    if dest == "your_bf":  # "to a battlefield you control"
        return [b for b in bfs if player is not None
                and s.battlefields[int(b[2:])].controller == player]
    if dest == "my_units_bf":  # "to a battlefield where you have units"
        return [b for b in bfs if player is not None and any(
            s.objs[x].is_unit and s.objs[x].controller == player
            for x in s.battlefields[int(b[2:])].units)]
    to_base = u.zone == BF and not cant_move_to_base(s, u)  # restrictions (RUP4 359.3.e.6)
    if dest in ("any", "one_location"):
        return (["base"] if to_base else []) + bfs
    if dest == "battlefield":
        return bfs
    if dest == "to_or_from_base":
        return (["base"] if to_base else []) if u.zone == BF else bfs
    if dest == "open_bf":  # unoccupied and uncontrolled (RUP4 170.11.c)
        return [b for b in bfs if s.battlefields[int(b[2:])].controller is None
                and not any(s.objs[x].is_unit for x in s.battlefields[int(b[2:])].units)]
    if dest == "with_ally":  # "to a location where there's a unit with the same controller"
        return [loc for loc in (["base"] if to_base else []) + bfs
                if any(o.id != u.id and o.is_unit and o.controller == u.controller
                       and location(o) == loc for o in s.objs.values() if o.zone in (BASE, BF))]
    raise ValueError(f"unknown move destination {dest!r}")
