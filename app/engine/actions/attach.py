"""Attach and Detach, the game actions (RUP4 434, 435), and what happens to attached cards
when their unit changes location or leaves the board (719.3, 719.5).

The attachments live in `s.extra["attached"]` ({gear id: unit id}; see
`app.engine.reads.attached`). An attached gear sits in the same base or battlefield list as
its unit; `app.engine.actions.zones` calls `carry` after a unit changes location and
`leaving_board` before an object leaves the board.
"""

from __future__ import annotations

from app.engine.actions.copying import (
    as_attached,
    copies_as_attached,
    copies_text_as_attached,
    copy_text,
    end_copy,
    end_text_copy,
)
from app.engine.actions.triggers import collect_event
from app.engine.core.events import emit
from app.engine.core.state import BASE, BF, GameState, Obj
from app.engine.reads.attached import ATTACHED, attached_map, attachments


def _place(s: GameState, gear: Obj, unit: Obj) -> None:
    """Put the gear at the unit's location (RUP4 434.4, 719.3): not a move (434.4.a), its
    state unchanged (434.5). A base is its controller's (107.1.c)."""
    if gear.zone == unit.zone and (gear.zone != BF or gear.bf == unit.bf):
        return
    if gear.zone == BF:
        s.battlefields[gear.bf].units.remove(gear.id)
    elif gear.zone == BASE:
        s.players[gear.controller].base.remove(gear.id)
    gear.zone, gear.bf = unit.zone, (unit.bf if unit.zone == BF else -1)
    if gear.zone == BF:
        s.battlefields[gear.bf].units.append(gear.id)
    else:
        s.players[gear.controller].base.append(gear.id)


def attach(s: GameState, gear: Obj, unit: Obj, player: int, equip: bool = False) -> bool:
    """Attach `gear` to `unit` for `player` (RUP4 434). Attaching to its current unit does
    nothing (434.1.g-h); to a new one, it detaches from the old first (434.1.f). Both must be
    on the board (434.1). `equip`: through an Equip ability, so the unit is Equipped by it
    (818.2). False when nothing happened."""
    if gear.zone not in (BASE, BF) or unit.zone not in (BASE, BF) or not unit.is_unit \
            or gear.id == unit.id:
        return False
    amap = attached_map(s)
    if amap.get(gear.id) == unit.id:
        return False
    if gear.id in amap:
        detach(s, gear)
    s.extra.setdefault(ATTACHED, {})[gear.id] = unit.id
    if any(ab.static is not None and ab.static.condition == "attached_this_turn"
           for ab in gear.card.abilities):  # "if this was attached to me this turn" (136.2.d)
        s.turn_flags[f"attached{gear.id}.{gear.incarnation}"] = True
    _place(s, gear, unit)
    s.dirty = True  # Might and keywords changed (RUP4 319)
    emit(s, "attach", player=player, obj=gear.id, card=gear.card.code, unit=unit.id,
         equip=equip)
    # "when you attach an Equipment to me" / "when I'm equipped" (RUP4 818.2.a)
    collect_event(s, "attached", obj=unit, gear=gear, player=player)
    if copies_as_attached(gear):  # "as this is attached ..., becomes a copy": after the
        # attach, not with it (RUP4 370.1.b.1; FAQ-VENDETTA, Shady Spectacles)
        as_attached(s, gear, unit)
    elif copies_text_as_attached(gear):  # "as this is attached, copy that unit's text": the
        # attach, then the copy (FAQ-VENDETTA, Svellsongur)
        copy_text(s, gear, unit)
    return True


def detach(s: GameState, gear: Obj) -> bool:
    """Detach `gear` from its unit (RUP4 435): it stays where it is (435.4); a gear left at a
    battlefield is recalled by the next cleanup (435.4.a, 323.7). Not attached: nothing
    (435.1.a.1)."""
    amap = attached_map(s)
    unit = amap.pop(gear.id, None)
    if unit is None:
        return False
    if not amap:
        s.extra.pop(ATTACHED)  # nothing attached: the state hashes as it did before any
    s.dirty = True
    emit(s, "detach", obj=gear.id, card=gear.card.code, unit=unit)
    end_copy(s, gear, s.objs[unit])  # "for as long as this is attached to it" (RUP4 477.1.b)
    end_text_copy(s, gear, s.objs[unit])
    return True


def carry(s: GameState, unit: Obj) -> None:
    """A unit changed location: its attached cards change location with it (RUP4 719.3.a)."""
    for gear in attachments(s, unit):
        _place(s, gear, unit)


def leaving_board(s: GameState, obj: Obj) -> None:
    """`obj` leaves the board. A unit's attached cards detach, staying at its last location
    (RUP4 719.5, 435.4.b), in the order they were attached (719.5.a: its controller's order;
    the order changes nothing today); an attached gear that leaves is no longer attached."""
    amap = attached_map(s)
    if not amap:
        return
    if obj.id in amap:
        detach(s, obj)
    for gear in attachments(s, obj):
        detach(s, gear)
