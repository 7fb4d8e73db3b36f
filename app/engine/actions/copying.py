"""Copy effects (RUP4 477.1.b): the definitions a copy takes, and the copy an Equipment makes
while it is attached ("as this is attached to a unit, choose another friendly unit; the
equipped unit becomes a copy of that unit for as long as this is attached to it").

That copy replaces the attach event with the attach and then the copy (RUP4 369.1,
370.1.b.1): not simultaneous, so a triggered ability the unit gets by the copy doesn't see
that attach (FAQ-VENDETTA, Akshan and Shady Spectacles). `as_attached` runs after the attach;
with two or more units to choose from it leaves the choice for the resolving item to ask
(`ask_pending`, "copy_pick"). The unit stays the same object: its temporary modifications
(damage, buffs, Empowered, given keywords) stay (FAQ-VENDETTA). It takes the copied unit's
copiable values as they are now, a copy's being its copied ones (477.1.b.1.b). Its own card
waits in `mods["copy_own"]`, the copies on it in `mods["copies"]` ([gear id, card], the
latest applied wins), how many copies it took in `mods["copy_n"]`; detaching the gear
(`end_copy`: 435, 719.5) ends its copy.
"""

from __future__ import annotations

from dataclasses import replace

from app.engine.core.actions import Action
from app.engine.core.cards import CardDef
from app.engine.core.events import emit
from app.engine.core.state import ChainItem, Decision, GameState, Obj
from app.engine.reads.index import reindex

COPY_OWN, COPIES, COPY_N = "copy_own", "copies", "copy_n"
_PENDING = "_copy_pick"  # a choice left by an attach, asked before the next instruction

# One definition per card copied and kind of object, made once: a token stays a token and a
# card a card whatever it copies (RUP4 185.1.a-b)
_AS_TOKEN: dict[int, CardDef] = {}
_AS_CARD: dict[int, CardDef] = {}


def copy_def(card: CardDef, token: bool = True) -> CardDef:
    """The definition of a token (`token`) or a card that became a copy of `card`."""
    if card.is_token == token:
        return card
    cache = _AS_TOKEN if token else _AS_CARD
    found = cache.get(id(card))
    if found is None:
        found = cache[id(card)] = replace(card, supertype="Token" if token else None)
    return found


def copies_as_attached(gear: Obj) -> bool:
    """Does this gear make its unit a copy as it is attached (Rules Text, active until then)?"""
    return any(ab.static is not None and ab.static.op == "copy_attached"
               for ab in gear.card.abilities)


def as_attached(s: GameState, gear: Obj, unit: Obj) -> None:
    """After `gear` attached to `unit`: "choose another friendly unit" (its controller's),
    none, nothing to copy; one, that one; more, asked (`ask_pending`)."""
    models = [s.objs[i] for i in _board_ids(s) if i != unit.id and s.objs[i].is_unit
              and s.objs[i].controller == unit.controller]
    if len(models) == 1:
        become_copy(s, unit, gear, models[0])
    elif models:
        s.extra[_PENDING] = [gear.id, unit.id, [m.id for m in models]]


def _board_ids(s: GameState) -> list[int]:
    return [i for p in s.players for i in p.base] + [i for bf in s.battlefields
                                                     for i in bf.units]


def ask_pending(s: GameState, item: ChainItem) -> bool:
    """An attach of the item's instruction left the copy choice: ask it now, before the next
    instruction (True)."""
    pending = s.extra.pop(_PENDING, None)
    if pending is None:
        return False
    gear, unit, models = pending
    s.decision = Decision(s.objs[unit].controller, "choose", {
        "ask": "copy_pick", "item": item.id, "obj": gear, "unit": unit,
        "options": [Action("choose", (m,)) for m in models]})
    return True


def answer_pick(s: GameState, d: Decision, arg: object) -> None:
    """The unit chosen: the equipped unit becomes a copy of it."""
    become_copy(s, s.objs[d.data["unit"]], s.objs[d.data["obj"]],
                s.objs[int(arg)])  # type: ignore[call-overload]


def become_copy(s: GameState, unit: Obj, gear: Obj, model: Obj) -> None:
    """`unit` becomes a copy of `model` while `gear` is attached to it."""
    mods = unit.mods or {}
    own: CardDef = mods.get(COPY_OWN, unit.card)
    copies = [c for c in mods.get(COPIES, ()) if c[0] != gear.id] + [[gear.id, model.card]]
    _set(s, unit, own, copies)
    assert unit.mods is not None
    # each copy's text is a new instance of its abilities ("once per turn" anew: FAQ-VENDETTA,
    # Sand Soldier copying Azir again); counted for the object's whole time on the board
    unit.mods[COPY_N] = mods.get(COPY_N, 0) + 1
    emit(s, "copy_attached", obj=unit.id, own=own.code, card=model.card.code, gear=gear.id)


def end_copy(s: GameState, gear: Obj, unit: Obj) -> None:
    """`gear` detached from `unit`: the copy it made ends (the one before it, if any, shows
    again)."""
    mods = unit.mods
    if mods is None or COPIES not in mods:
        return
    rest = [c for c in mods[COPIES] if c[0] != gear.id]
    if len(rest) == len(mods[COPIES]):
        return
    _set(s, unit, mods[COPY_OWN], rest)
    emit(s, "copy_ends", obj=unit.id, card=unit.card.code)


def _set(s: GameState, unit: Obj, own: CardDef, copies: list) -> None:  # type: ignore[type-arg]
    mods = {k: v for k, v in (unit.mods or {}).items() if k not in (COPY_OWN, COPIES)}
    if copies:
        mods[COPY_OWN], mods[COPIES] = own, copies
    unit.card = copy_def(copies[-1][1], own.is_token) if copies else own
    unit.mods = mods or None
    s.dirty = True  # Might, keywords and abilities changed (RUP4 477.1.b)
    reindex(s)  # its new abilities watch and apply, its old ones no longer


def copy_own(unit: Obj) -> CardDef | None:
    """The unit's own card while it is a copy, else None."""
    return unit.mods.get(COPY_OWN) if unit.mods is not None else None

