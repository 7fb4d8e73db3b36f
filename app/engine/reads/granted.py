"""grant-activated: activated abilities an object has because of a passive ability, or
given to it for the turn by an effect ("give it '[A][A]: Ready me' this turn", `GIVEN`).

"I have all [E] abilities of all friendly legends, units and gear" (Heimerdinger,
Inventor) is an Ability-Altering effect (RUP4 477.2: "have" grants abilities; not a copy,
477.1.b). The object with it has, besides its own activated abilities, every activated
ability with [E] in its cost (RUP4 135.2.e.2, 414.5) of the other friendly legends, units
and gear on the board. It uses them as its own: "exhaust me" exhausts it, "me" and "this"
are it (414.5), and it pays their other costs.

`activated(s, o)` is an object's list of activated abilities, its own first then the granted
ones; an "act" action's index is a position in this list. With no such static in the game
it is the card's own list (one dictionary look-up), so the hot paths pay nothing.
"""

from __future__ import annotations

from dataclasses import replace
from typing import overload

from app.engine.core.abilities import Ability, ObjectOp, Op
from app.engine.core.cards import CardDef
from app.engine.core.enums import CardType
from app.engine.core.selects import Select
from app.engine.core.state import BASE, BF, LEGEND, GameState, Obj

OP = "has_tap_abilities"
# activated abilities given for the turn ("give it '[A][A]: Ready me'"): turn_flags[GIVEN]
# maps "id.incarnation" to [giver object id, index of its card's given ability] pairs
GIVEN = "given_abilities"

_OWN: dict[int, tuple[CardDef, tuple[Ability, ...]]] = {}


def own_activated(card: CardDef) -> tuple[Ability, ...]:
    """The card's own activated abilities (memoized per frozen CardDef)."""
    hit = _OWN.get(id(card))
    if hit is not None and hit[0] is card:
        return hit[1]
    acts = tuple(a for a in card.abilities if a.kind == "activated" and not a.given)
    _OWN[id(card)] = (card, acts)
    return acts


_HERE: dict[int, tuple[CardDef, tuple[Ability, ...]]] = {}


def here_abilities(card: CardDef) -> tuple[Ability, ...]:
    """A battlefield's activated abilities that the units at it have ('units here have
    "..."'), as a unit has them (memoized per frozen CardDef)."""
    hit = _HERE.get(id(card))
    if hit is not None and hit[0] is card:
        return hit[1]
    acts = tuple(as_granted(a) for a in card.abilities if a.kind == "activated" and a.units_here)
    _HERE[id(card)] = (card, acts)
    return acts


_LEGENDS: dict[int, tuple[CardDef, tuple[Ability, ...]]] = {}


def legend_abilities(card: CardDef) -> tuple[Ability, ...]:
    """A battlefield's activated abilities that its controller's legends have ('while you
    control this battlefield, friendly legends have "..."'), as a legend has them (memoized
    per frozen CardDef)."""
    hit = _LEGENDS.get(id(card))
    if hit is not None and hit[0] is card:
        return hit[1]
    acts = tuple(as_granted(a) for a in card.abilities
                 if a.kind == "activated" and a.legends_have)
    _LEGENDS[id(card)] = (card, acts)
    return acts


def _legend_givers(s: GameState, o: Obj) -> list[Obj]:
    """The battlefields whose abilities legend o has: controlled by a player of its
    controller's team (its "friendly legends", RUP4 190.6.a)."""
    team = s.players[o.controller].team
    return [s.objs[b.obj] for b in s.battlefields
            if b.controller is not None and s.players[b.controller].team == team
            and legend_abilities(s.objs[b.obj].card)]


def _battlefield_grantees(s: GameState) -> list[int]:
    """The units at a battlefield that grants them activated abilities, and the legends of
    the players whose team controls a battlefield that grants legends some (a player removed
    from the game has none, RUP4 652.3)."""
    out: list[int] = []
    for b in s.battlefields:
        card = s.objs[b.obj].card
        if here_abilities(card):
            out.extend(i for i in b.units if s.objs[i].is_unit)
        if b.controller is not None and legend_abilities(card):
            team = s.players[b.controller].team
            out.extend(p.legend for p in s.players
                       if p.team == team and not s.is_removed(p.index) and p.legend not in out)
    return out


def holders(s: GameState) -> tuple[int, ...] | list[int]:
    """Objects of the game with a has_tap_abilities static (in any zone), the units at a
    battlefield whose units have its activated abilities, and the legends a battlefield their
    team controls gives some."""
    hs = s.extra.get("statics_by_op", {}).get(OP, ())
    here = _battlefield_grantees(s)
    given = s.turn_flags.get(GIVEN) if s.turn_flags else None
    if given:
        here = [*here, *(int(k.split(".")[0]) for k in given)]
    return [*hs, *here] if here else hs


def _grants(o: Obj) -> list:  # type: ignore[type-arg]
    return [ab.static for ab in o.card.abilities
            if ab.kind == "static" and ab.static is not None and ab.static.op == OP]


def _on_board(o: Obj) -> bool:
    return o.zone in (BASE, BF)


def _givers(s: GameState, o: Obj, side: str) -> list[Obj]:
    """The other legends, units and gear on the board on `side` of o's controller."""
    out: list[Obj] = []
    team = s.players[o.controller].team
    for p in s.players:
        mine = s.players[p.index].team == team
        if (side == "friendly" and not mine) or (side == "enemy" and mine) or (
                s.is_removed(p.index)):  # their legend left the game (RUP4 652.3)
            continue
        ids = [p.legend, *p.base]
        for bf in s.battlefields:
            ids.extend(i for i in bf.units if s.objs[i].controller == p.index)
        for i in ids:
            g = s.objs[i]
            if i == o.id or g.controller != p.index:
                continue
            if g.zone == LEGEND or g.card.type in (CardType.UNIT, CardType.GEAR):
                out.append(g)
    return out


_AS_GRANTED: dict[int, tuple[Ability, Ability]] = {}


@overload
def _self_sel(sel: Select) -> Select: ...


@overload
def _self_sel(sel: Select | None) -> Select | None: ...


def _self_sel(sel: Select | None) -> Select | None:
    if sel is not None and sel.where == "self" and sel.kind in ("unit", "gear"):
        return replace(sel, kind="permanent")
    return sel


def _self_step(st: Op) -> Op:
    if isinstance(st, ObjectOp):  # the ops that act on objects have a scope
        return replace(st, scope=_self_sel(st.scope))
    return st


def as_granted(ab: Ability) -> Ability:
    """The ability as another object has it: "this" / "me" is that object (RUP4 414.5), so a
    selection of the source itself ("kill this", "buff me") no longer asks for the giver's
    card type (a unit with a gear's "Kill this" kills itself). Memoized per ability."""
    hit = _AS_GRANTED.get(id(ab))
    if hit is not None and hit[0] is ab:
        return hit[1]
    slots = tuple(replace(sl, select=_self_sel(sl.select)) for sl in ab.targets)
    steps = tuple(_self_step(st) for st in ab.steps)
    modes = tuple(replace(m, targets=tuple(replace(sl, select=_self_sel(sl.select))
                                           for sl in m.targets),
                          steps=tuple(_self_step(st) for st in m.steps))
                  for m in ab.modes)
    out = ab
    if (slots, steps, modes) != (ab.targets, ab.steps, ab.modes):
        out = replace(ab, targets=slots, steps=steps, modes=modes)
    _AS_GRANTED[id(ab)] = (ab, out)
    return out


_GIVEN: dict[int, tuple[Ability, Ability]] = {}


def _as_given(ab: Ability) -> Ability:
    """A card's given ability as the unit it was given to has it (memoized per ability)."""
    hit = _GIVEN.get(id(ab))
    if hit is not None and hit[0] is ab:
        return hit[1]
    out = as_granted(replace(ab, given=False))
    _GIVEN[id(ab)] = (ab, out)
    return out


def granted(s: GameState, o: Obj) -> list[tuple[Ability, int]]:
    """The activated abilities o has from its has_tap_abilities statics: (ability, id of the
    object whose printed ability it is). Only the printed abilities of the others count (a
    granted ability is not granted on again), each distinct ability once (two copies of
    the same ability would both cost exhausting o, RUP4 414.1.b)."""
    out: list[tuple[Ability, int]] = []
    seen: list[Ability] = list(own_activated(o.card))
    if o.zone == LEGEND:  # 'friendly legends have "..."': a battlefield's (477.2)
        for giver in _legend_givers(s, o):
            for ab in legend_abilities(giver.card):
                if ab not in seen:
                    seen.append(ab)
                    out.append((ab, giver.id))
        return out
    if not _on_board(o):
        return []  # a passive ability works only on the board (RUP4 363)
    if o.zone == BF and o.is_unit:  # 'units here have "..."': the battlefield's (477.2)
        giver = s.objs[s.battlefields[o.bf].obj]
        for ab in here_abilities(giver.card):
            if ab not in seen:
                seen.append(ab)
                out.append((ab, giver.id))
    given = s.turn_flags.get(GIVEN) if s.turn_flags else None
    for gid, n in given.get(f"{o.id}.{o.incarnation}", ()) if given else ():
        ab = _as_given(s.objs[gid].card.abilities[n])
        if ab not in seen:  # given for the turn (GiveAbility)
            seen.append(ab)
            out.append((ab, gid))
    for st in _grants(o):
        for g in _givers(s, o, st.scope.side):
            for ab in own_activated(g.card):
                if ab.exhaust_self:
                    ab = as_granted(ab)
                    if ab not in seen:
                        seen.append(ab)
                        out.append((ab, g.id))
    return out


def activated(s: GameState, o: Obj) -> tuple[Ability, ...]:
    """o's activated abilities: its own, then the granted ones (RUP4 477.2)."""
    own = own_activated(o.card)
    hs = holders(s)
    if not hs or o.id not in hs:
        return own
    extra = granted(s, o)
    if not extra:
        return own
    return own + tuple(ab for ab, _ in extra)


def granted_from(s: GameState, o: Obj, k: int) -> int | None:
    """The object whose printed ability o's activated ability k is, if it is granted."""
    own = own_activated(o.card)
    if k < len(own) or o.id not in holders(s):
        return None
    extra = granted(s, o)
    j = k - len(own)
    return extra[j][1] if 0 <= j < len(extra) else None


def add_abilities(s: GameState, o: Obj) -> list[tuple[int, Ability]]:
    """o's Add abilities (adds: resolve at once, RUP4 429.2) with their indexes."""
    return [(k, ab) for k, ab in enumerate(activated(s, o)) if ab.adds]


def pay_add_ability(s: GameState, o: Obj) -> Ability | None:
    """The Add ability the automatic payment uses for an object with granted abilities: the
    first one with no cost but [E] and no choice (its own first, then the granted ones in
    board order). All of them cost exhausting o, so one is used at most (RUP4 414.1.b); the
    others stay usable by hand while paying (429.3)."""
    for ab in activated(s, o):
        if ab.adds and ab.exhaust_self and not ab.cost_energy and not ab.cost_power \
                and not ab.targets:
            return ab
    return None
