"""Matching objects against a `Select` filter (targets, scopes, passive abilities)."""

from __future__ import annotations

from app.engine.abilities import Select
from app.engine.cards import CardType
from app.engine.query import might, same_location
from app.engine.state import BASE, BATTLEFIELD, BF, CHAIN, HAND, RUNES, TRASH, GameState, Obj

_KIND_TYPES = {
    "unit": (CardType.UNIT,),
    "gear": (CardType.GEAR,),
    "permanent": (CardType.UNIT, CardType.GEAR),
}


def matches(s: GameState, sel: Select, obj: Obj, controller: int, source: Obj | None) -> bool:
    kind = sel.kind
    if kind in _KIND_TYPES:
        if obj.card.type not in _KIND_TYPES[kind] or obj.zone not in (BASE, BF):
            return False  # "unit" means a unit on the board (RUP4 355.9.a.1)
    elif kind == "trash_card":
        if obj.zone != TRASH or obj.owner != controller:
            return False
        if sel.card_type and obj.card.type.value != sel.card_type:
            return False
        if sel.keyword is not None and not obj.card.has(sel.keyword):
            return False  # a card off the board has its printed keywords
        return True
    elif kind == "hand_card":  # play-by-effect: a card in your hand
        if obj.zone != HAND or obj.owner != controller:
            return False
        if sel.card_type and obj.card.type.value != sel.card_type:
            return False
        return sel.keyword is None or obj.card.has(sel.keyword)
    elif kind == "spell":
        return obj.zone == CHAIN and obj.card.type is CardType.SPELL
    elif kind == "battlefield":
        return obj.zone == BATTLEFIELD
    elif kind == "rune":
        if obj.zone != RUNES:
            return False
    else:
        return False
    if sel.side == "friendly" and s.players[obj.controller].team != s.players[controller].team:
        return False
    if sel.side == "enemy" and s.players[obj.controller].team == s.players[controller].team:
        return False
    if sel.other and source is not None and obj.id == source.id:
        return False
    where = sel.where
    if where == "battlefield" and obj.zone != BF:
        return False
    if where == "base" and obj.zone != BASE:
        return False
    if where == "here" and not is_here(s, obj, source):
        return False
    if where == "self" and (source is None or obj.id != source.id):
        return False
    if where == "my_bf" and not at_my_bf(s, obj, source):
        return False
    if where == "combat":
        sd = s.showdown
        if not (sd and sd.combat and obj.zone == BF and obj.bf == sd.bf
                and (obj.attacking or obj.defending)):
            return False
    if sel.max_might is not None and might(s, obj) > sel.max_might:
        return False
    if sel.exhausted is not None and obj.exhausted != sel.exhausted:
        return False
    # buffed while a buff remains on it (RUP4 702.2.a), stunned is a binary state (423.1.a),
    # damaged while damage is marked on it (417.1.b)
    if sel.buffed is not None and (obj.buffs > 0) != sel.buffed:
        return False
    if sel.stunned is not None and obj.stunned != sel.stunned:
        return False
    if sel.damaged is not None and (obj.damage > 0) != sel.damaged:
        return False
    if sel.tag is not None and sel.tag not in obj.card.tags:
        return False  # tags (RUP4 133.8, 133.3)
    if sel.keyword is not None:
        from app.engine.query import has_keyword

        if not has_keyword(s, obj, sel.keyword):
            return False
    return True


def is_here(s: GameState, obj: Obj, source: Obj | None) -> bool:
    """"Here" is the source's location; for a battlefield's own abilities it is that
    battlefield ("units here", as in RUP4 383.4.g.1's example). A battlefield object sits in
    zone `battlefield` and the units at it in zone `bf` with its index, so it is compared by
    index rather than by location."""
    if source is None:
        return False
    if source.zone == BATTLEFIELD:
        return obj.zone == BF and s.battlefields[obj.bf].obj == source.id
    return same_location(obj, source)


def at_my_bf(s: GameState, obj: Obj, source: Obj | None) -> bool:
    """ "At my battlefield": the battlefield the source is at (none while it is in a base);
    a battlefield's own is itself."""
    if source is None or obj.zone != BF:
        return False
    if source.zone == BATTLEFIELD:
        return s.battlefields[obj.bf].obj == source.id
    return source.zone == BF and obj.bf == source.bf


def board_candidates(s: GameState, sel: Select, controller: int, source: Obj | None,
                     bf_restrict: int = -1) -> list[Obj]:
    """Objects on the board (or in the trash, for trash_card) matching `sel`."""
    if sel.kind == "trash_card":
        return [s.objs[i] for i in s.players[controller].trash
                if matches(s, sel, s.objs[i], controller, source)]
    if sel.kind == "battlefield":
        return [s.objs[b.obj] for n, b in enumerate(s.battlefields)
                if bf_restrict < 0 or n == bf_restrict]
    if sel.kind == "rune":
        return [s.objs[i] for p in s.players for i in p.runes
                if matches(s, sel, s.objs[i], controller, source)]
    out: list[Obj] = []
    if bf_restrict < 0:
        for p in s.players:
            for i in p.base:
                o = s.objs[i]
                if matches(s, sel, o, controller, source):
                    out.append(o)
    for n, bf in enumerate(s.battlefields):
        if bf_restrict >= 0 and n != bf_restrict:
            continue
        for i in bf.units:
            o = s.objs[i]
            if matches(s, sel, o, controller, source):
                out.append(o)
    return out


def controls_count(s: GameState, sel: Select, controller: int, source: Obj | None) -> int:
    """How many objects matching `sel` the player controls ("if you control a Poro")."""
    return sum(1 for o in board_candidates(s, sel, controller, source)
               if o.controller == controller)
