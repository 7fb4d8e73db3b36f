"""Where objects are, as the filters and conditions read it: "here" and "at my battlefield"
(a battlefield's own abilities, a replaced battlefield's token, RUP4 438.1.a), battlefields
by who controls them (190), and a unit alone or one on one at its location (740.2.a-b).

Below the characteristics: these read no Might, keywords or passive abilities, so `matches`
and `condition_holds` use them without recursion (477).
"""

from __future__ import annotations

from app.engine.core.enums import CardType
from app.engine.core.selects import Select
from app.engine.core.state import BATTLEFIELD, BF, GameState, Obj
from app.engine.reads.board import bf_index, is_enemy, same_location


def is_here(s: GameState, obj: Obj, source: Obj | None) -> bool:
    """"Here" is the source's location; for a battlefield's own abilities it is that
    battlefield ("units here", as in RUP4 383.4.g.1's example). A battlefield object sits in
    zone `battlefield` and the units at it in zone `bf` with its index, so it is compared by
    index rather than by location."""
    if source is None:
        return False
    if source.zone == BATTLEFIELD:
        return obj.zone == BF and s.battlefields[obj.bf].obj == source.id
    if source.card.type is CardType.BATTLEFIELD:  # replaced: the token's place (RUP4 438.1.a)
        return obj.zone == BF and obj.bf == bf_index(s, source)
    return same_location(obj, source)


def at_my_bf(s: GameState, obj: Obj, source: Obj | None) -> bool:
    """ "At my battlefield": the battlefield the source is at (none while it is in a base);
    a battlefield's own is itself."""
    if source is None or obj.zone != BF:
        return False
    if source.zone == BATTLEFIELD:
        return s.battlefields[obj.bf].obj == source.id
    if source.card.type is CardType.BATTLEFIELD:  # replaced: the token's place (RUP4 438.1.a)
        return obj.bf == bf_index(s, source)
    return source.zone == BF and obj.bf == source.bf


def is_one_on_one(s: GameState, obj: Obj) -> bool:
    """It and the enemy unit at its location are both alone (RUP4 740.2.b): no other
    friendly unit there, and a single enemy unit (a second one, a teammate's in 2v2
    included, would be a friendly unit beside it or a second enemy unit)."""
    if not is_alone(s, obj):
        return False
    ids = s.battlefields[obj.bf].units if obj.zone == BF else s.players[obj.controller].base
    team = s.players[obj.controller].team
    return sum(1 for i in ids if s.objs[i].card.type is CardType.UNIT
               and s.players[s.objs[i].controller].team != team) == 1


def is_alone(s: GameState, obj: Obj) -> bool:
    """No other friendly unit at the same location (RUP4 740.2.a)."""
    if obj.zone == BF:
        ids = s.battlefields[obj.bf].units
    else:
        ids = s.players[obj.controller].base
    team = s.players[obj.controller].team
    for i in ids:
        o = s.objs[i]
        if i != obj.id and o.card.type is CardType.UNIT and s.players[o.controller].team == team:
            return False
    return True


def enemy_alone_at(s: GameState, player: int, bf: int) -> bool:
    """cond-alone: "if an enemy unit is alone there": a unit at battlefield `bf` that is an
    enemy of `player` has no other unit friendly to it there (RUP4 740.1.b, 740.2.a)."""
    return any(u.is_unit and is_enemy(s, player, u.controller) and is_alone(s, u)
               for u in (s.objs[i] for i in s.battlefields[bf].units))


def _bf_fits(s: GameState, sel: Select, obj: Obj, controller: int, source: Obj | None) -> bool:
    """sel-bf-control: a battlefield by who controls it (RUP4 190): friendly, you or allies
    (yours: you only, 740.1.a); enemy, an opponent; neither while no one does. `other`: not
    the source battlefield; `your_units`: one where a unit you control is."""
    if sel.other and source is not None and obj.id == source.id:
        return False
    if sel.your_units:  # "where you have units": one you control is there
        n = bf_index(s, obj)
        if n < 0 or not any(s.objs[i].controller == controller and s.objs[i].is_unit
                            for i in s.battlefields[n].units):
            return False
    if sel.side == "any":
        return True
    n = bf_index(s, obj)  # a replaced one: its token's (RUP4 438.1.a)
    if n < 0:
        return False
    owner = s.battlefields[n].controller
    if owner is None:
        return False
    if sel.yours:  # sel-yours: "a battlefield you control", not the ally's (RUP4 489.8.c)
        return owner == controller
    same = s.players[owner].team == s.players[controller].team
    return same if sel.side == "friendly" else not same
