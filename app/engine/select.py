"""Matching objects against a `Select` filter (targets, scopes, passive abilities)."""

from __future__ import annotations

from app.engine.abilities import Select
from app.engine.core.enums import CardType
from app.engine.query import might, same_location
from app.engine.state import (
    BASE,
    BATTLEFIELD,
    BF,
    CHAIN,
    CHAMPION,
    FACEDOWN,
    HAND,
    LEGEND,
    RUNES,
    TRASH,
    GameState,
    Obj,
)

_KIND_TYPES = {
    "unit": (CardType.UNIT,),
    "gear": (CardType.GEAR,),
    "permanent": (CardType.UNIT, CardType.GEAR),
}


def matches(s: GameState, sel: Select, obj: Obj, controller: int, source: Obj | None) -> bool:
    kind = sel.kind
    if obj.zone == FACEDOWN and (kind == "facedown" or sel.or_facedown):
        pass  # sel-legend-facedown: a facedown card at a battlefield (RUP4 811)
    elif kind == "facedown":
        return False
    elif kind in _KIND_TYPES:
        if obj.card.type not in _KIND_TYPES[kind] or obj.zone not in (BASE, BF) and not (
                sel.or_champion and obj.zone == CHAMPION and obj.owner == controller):
            return False  # "unit" means a unit on the board (RUP4 355.9.a.1), unless the
            # card names your Champion Zone too (sel-champion-zone, 355.9.a.5)
    elif kind == "trash_card":
        if obj.zone != TRASH or (obj.owner != controller and not sel.any_trash):
            return False
        if sel.card_type and obj.card.type.value != sel.card_type:
            return False
        if sel.not_card_type and obj.card.type.value == sel.not_card_type:
            return False
        if sel.keyword is not None and not obj.card.has(sel.keyword):
            return False  # a card off the board has its printed keywords
        if sel.where == "self" and (source is None or obj.id != source.id):
            return False  # zone-abilities: "this", in your trash
        if sel.below_points and (obj.card.energy or 0) >= s.players[controller].points:
            return False  # "with Energy cost less than your points": printed (356.1.c)
        return _printed_cost_fits(sel, obj)
    elif kind == "hand_card":  # a card in your hand (a discard cost, RUP4 356.2.b; a card to
        # play by an effect)
        if obj.zone != HAND or obj.owner != controller:
            return False
        if sel.keyword is not None and not obj.card.has(sel.keyword):
            return False  # sel-keyword: "a card with [Hidden]": its printed keywords
        if sel.card_type and obj.card.type.value != sel.card_type:
            return False
        return _printed_cost_fits(sel, obj)
    elif kind == "spell":
        if obj.zone != CHAIN or obj.card.type is not CardType.SPELL:
            return False
        return _printed_cost_fits(sel, obj) and spell_side(s, sel, obj, controller)
    elif kind == "battlefield":
        return obj.zone == BATTLEFIELD
    elif kind == "rune":
        if obj.zone != RUNES:
            return False
    elif kind == "legend":  # legend-targets: a legend in its Legend Zone (RUP4 107.4.c)
        if obj.zone != LEGEND:
            return False
    elif kind == "something":  # units and gear on the board, runes, legends
        if not (obj.zone in (RUNES, LEGEND) or (obj.zone in (BASE, BF) and obj.card.type in (
                CardType.UNIT, CardType.GEAR))):
            return False
    else:
        return False
    if sel.side == "friendly" and s.players[obj.controller].team != s.players[controller].team:
        return False
    if sel.side == "enemy" and s.players[obj.controller].team == s.players[controller].team:
        return False
    if sel.other and source is not None and obj.id == source.id:
        return False
    if sel.owned and obj.owner != controller:
        return False  # sel-owned: "you own" (RUP4 127.1)
    where = sel.where
    if where == "battlefield" and obj.zone not in (BF, FACEDOWN) and not (
        sel.or_gear and obj.card.type is CardType.GEAR
    ):
        return False
    if where == "base" and obj.zone != BASE:
        return False
    if where == "here" and not is_here(s, obj, source):
        return False
    if where == "self" and (source is None or obj.id != source.id):
        return False
    if where == "my_bf" and not at_my_bf(s, obj, source):
        return False
    # sel-relational: "at another location" than the source (none while it is off the board);
    # "with_first" (at slot 0's unit's location) is checked by the callers that know slot 0
    if where == "not_here" and (source is None or source.zone not in (BASE, BF)
                                or is_here(s, obj, source)):
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
    if sel.mighty is not None and (might(s, obj) >= 5) != sel.mighty:
        return False  # Mighty: Might 5 or greater (RUP4 708, 710)
    if sel.tag is not None and sel.tag not in obj.card.tags:
        return False  # tags (RUP4 133.8, 133.3)
    if sel.keyword is not None:
        from app.engine.query import has_keyword

        if not has_keyword(s, obj, sel.keyword):
            return False
    return True


def _printed_cost_fits(sel: Select, obj: Obj) -> bool:
    """"A card that costs no more than [4] and no more than [A]": its printed cost (RUP4
    206), for cards off the board (a spell on the chain, a card in a trash)."""
    if sel.max_energy is not None and (obj.card.energy or 0) > sel.max_energy:
        return False
    return sel.max_power is None or len(obj.card.power) <= sel.max_power


def spell_side(s: GameState, sel: Select, obj: Obj, controller: int) -> bool:
    """A spell on the chain is friendly or enemy by its controller (RUP4 740.1)."""
    if sel.side == "any":
        return True
    same = s.players[obj.controller].team == s.players[controller].team
    return same == (sel.side == "friendly")


def chain_spells(s: GameState, sel: Select, controller: int, source: Obj | None) -> list[Obj]:
    """Spells on the chain that a choice can name: finalized ones (a pending item is still
    being played), never the choosing spell itself (RUP4 355.9.c), newest first."""
    out = []
    for item in reversed(s.chain):
        if item.kind != "card" or item.pending:
            continue
        o = s.objs[item.obj]
        if source is not None and o.id == source.id:
            continue
        if matches(s, sel, o, controller, source):
            out.append(o)
    return out


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
    if sel.kind == "trash_card" and sel.any_trash:  # "from trashes": every player's
        return [s.objs[i] for p in s.players for i in p.trash
                if matches(s, sel, s.objs[i], controller, source)]
    if sel.kind == "trash_card":
        return [s.objs[i] for i in s.players[controller].trash
                if matches(s, sel, s.objs[i], controller, source)]
    if sel.kind == "spell":
        return chain_spells(s, sel, controller, source)
    if sel.kind == "hand_card":
        return [s.objs[i] for i in s.players[controller].hand
                if matches(s, sel, s.objs[i], controller, source)]
    if sel.kind == "battlefield":
        return [s.objs[b.obj] for n, b in enumerate(s.battlefields)
                if bf_restrict < 0 or n == bf_restrict]
    if sel.kind == "rune":
        return [s.objs[i] for p in s.players for i in p.runes
                if matches(s, sel, s.objs[i], controller, source)]
    if sel.kind == "legend":  # legend-targets: the legends of the Legend Zones (107.4.c)
        return [s.objs[p.legend] for p in s.players
                if p.legend is not None and p.legend >= 0 and bf_restrict < 0
                and not s.is_removed(p.index)  # left the game with its owner (RUP4 652.3)
                and matches(s, sel, s.objs[p.legend], controller, source)]
    out: list[Obj] = []
    champ = s.players[controller].champion if sel.or_champion and bf_restrict < 0 else None
    if champ is not None and matches(s, sel, s.objs[champ], controller, source):
        out.append(s.objs[champ])  # sel-champion-zone: your Champion Zone too (355.9.a.5)
    if sel.kind == "something" and bf_restrict < 0:
        for p in s.players:
            if s.is_removed(p.index):
                continue  # their legend left the game with them (RUP4 652.3)
            for i in (*p.runes, p.legend):
                if i is not None and i >= 0 and matches(s, sel, s.objs[i], controller, source):
                    out.append(s.objs[i])
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
        if bf.facedown is not None and (sel.kind == "facedown" or sel.or_facedown):
            o = s.objs[bf.facedown]  # sel-legend-facedown
            if matches(s, sel, o, controller, source):
                out.append(o)
    return out


def controls_count(s: GameState, sel: Select, controller: int, source: Obj | None) -> int:
    """How many objects matching `sel` the player controls ("if you control a Poro")."""
    return sum(1 for o in board_candidates(s, sel, controller, source)
               if o.controller == controller)
