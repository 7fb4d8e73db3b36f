"""The characteristics of objects and the filters that pick them: Might and keywords
(RUP4 143, 477), the passive abilities that change them, and matching objects against a
`Select` filter (targets, scopes, passive abilities).

One module because the rules make them recursive (RUP4 477): Might counts passive
abilities whose conditions read Might ("while I'm Mighty"), and keywords count passive
abilities whose scopes read keywords (`matches` with `sel.keyword`). Where objects are
("here", alone) is read in reads.locations, below; lethal damage, which reads Might, in
reads.lethal, above."""

from __future__ import annotations

from app.engine.core.abilities import Ability
from app.engine.core.cards import CardDef
from app.engine.core.enums import SUMMING_KEYWORDS, CardType, Domain, Keyword
from app.engine.core.selects import Select, Static
from app.engine.core.state import (
    BANISH,
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
    ChainItem,
    GameState,
    Obj,
)
from app.engine.reads.attached import (
    attached_to,
    attachments,
    effect_unit,
    equipment_keywords,
    equipment_might,
    is_equipment,
    is_equipped,
    static_active,
)
from app.engine.reads.board import (
    controls_bf_with_units,
    legion_active,
    others_you_control_there,
)
from app.engine.reads.empower import empower_limit, is_empowered, times_empowered
from app.engine.reads.levels import active, gained_xp_this_turn
from app.engine.reads.locations import _bf_fits, at_my_bf, is_alone, is_here

_KIND_TYPES = {
    "unit": (CardType.UNIT,),
    "gear": (CardType.GEAR,),
    "permanent": (CardType.UNIT, CardType.GEAR),
}

def _of_kind(obj: Obj, types: tuple[CardType, ...]) -> bool:
    """Is it of one of these types, counting the other types it has (a unit that is also a
    gear is "a gear" too, RUP4 178.3)?"""
    card = obj.card
    return card.type in types or bool(card.also) and any(t in types for t in card.also)

def matches(s: GameState, sel: Select, obj: Obj, controller: int, source: Obj | None) -> bool:
    kind = sel.kind
    if obj.zone == FACEDOWN and (kind == "facedown" or sel.or_facedown):
        pass  # sel-legend-facedown: a facedown card at a battlefield (RUP4 811)
    elif kind == "facedown":
        return False
    elif kind in _KIND_TYPES:
        if not _of_kind(obj, _KIND_TYPES[kind]) or obj.zone not in (BASE, BF) and not (
                sel.or_champion and obj.zone == CHAMPION and obj.owner == controller) \
                and sel.where != "anywhere":
            if not (sel.or_legend and obj.zone == LEGEND):  # "a legend, unit, or gear"
                return False  # "unit" means a unit on the board (RUP4 355.9.a.1), unless the
            # card names your Champion Zone too (sel-champion-zone, 355.9.a.5) or every zone
    elif kind == "trash_card":
        if obj.zone != TRASH or (obj.owner != controller and not sel.any_trash):
            return False
        if sel.side == "enemy" and s.players[obj.owner].team == s.players[controller].team:
            return False  # "from opponents' trashes" (an opponent owns it, RUP4 127.1)
        if sel.card_type and not obj.card.is_a(CardType(sel.card_type)) and not (
                sel.or_gear and obj.card.is_a(CardType.GEAR)):
            return False  # a card of several types is each of them (RUP4 178.3)
        if sel.not_card_type and obj.card.is_a(CardType(sel.not_card_type)):
            return False
        if sel.keyword is not None and not obj.card.has(sel.keyword):
            return False  # a card off the board has its printed keywords
        if sel.tags and not set(sel.tags) & set(obj.card.tags):
            return False  # sel-tags: any of them (RUP4 133.8)
        if sel.tag is not None and sel.tag not in obj.card.tags:
            return False  # sel-tag: "a Mech from your trash", its printed tags
        if sel.where == "self" and (source is None or obj.id != source.id):
            return False  # zone-abilities: "this", in your trash
        if sel.same_name and (source is None or obj.card.name != source.card.name):
            return False  # sel-relational: "a card with my name"
        if sel.below_points and (obj.card.energy or 0) >= s.players[controller].points:
            return False  # "with Energy cost less than your points": printed (356.1.c)
        return _printed_cost_fits(sel, obj)
    elif kind == "banished_card":  # banished by this source, still there (RUP4 427.3)
        linked = source.mods.get("banished", ()) if source is not None and source.mods else ()
        if obj.zone != BANISH or (obj.id, obj.incarnation) not in linked:
            return False
        return not sel.card_type or obj.card.type.value == sel.card_type
    elif kind == "hand_card":  # a card in your hand (a discard cost, RUP4 356.2.b; a card to
        # play by an effect)
        if obj.zone != HAND or obj.owner != controller:
            return False
        if sel.keyword is not None and not obj.card.has(sel.keyword):
            return False  # sel-keyword: "a card with [Hidden]": its printed keywords
        if sel.card_type and not obj.card.is_a(CardType(sel.card_type)):
            return False  # RUP4 178.3
        if sel.tag is not None and sel.tag not in obj.card.tags:
            return False  # sel-tag: "an Equipment" of your hand, its printed tags
        return _printed_cost_fits(sel, obj)
    elif kind == "spell":
        if obj.zone != CHAIN or obj.card.type is not CardType.SPELL:
            return False
        return _printed_cost_fits(sel, obj) and spell_side(s, sel, obj, controller) and (
            sel.domain is None or sel.domain in obj.card.domains)  # sel-domain
    elif kind == "battlefield":
        return obj.zone == BATTLEFIELD and _bf_fits(s, sel, obj, controller, source)
    elif kind == "rune":
        if obj.zone != RUNES:
            return False
    elif kind == "legend":  # legend-targets: a legend in its Legend Zone (RUP4 107.4.c)
        if obj.zone != LEGEND:
            return False
    elif kind == "something":  # units and gear on the board, runes, legends
        if not (obj.zone in (RUNES, LEGEND) or (obj.zone in (BASE, BF) and obj.card.type in (
                CardType.UNIT, CardType.GEAR))) or (sel.not_legend and obj.zone == LEGEND):
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
    if sel.yours and obj.controller != controller:
        return False  # sel-yours: "you control", not an ally (RUP4 740.1.a)
    where = sel.where
    if where == "battlefield" and obj.zone not in (BF, FACEDOWN) and not (
        sel.or_gear and obj.card.type is CardType.GEAR
    ):
        return False
    if where == "base" and obj.zone != BASE:
        return False
    if where == "here" and not is_here(s, obj, source):
        return False
    if where == "self" and (source is None or obj.id != source.id) and (
            source is None or effect_unit(s, source) is not obj):
        return False  # an attached card's "me" is its unit (its Effect Text, RUP4 136.2.c)
    if where == "my_bf" and not at_my_bf(s, obj, source):
        return False
    # sel-relational: "at another location" than the source (none while it is off the board);
    # "with_first" (at slot 0's unit's location) is checked by the callers that know slot 0,
    # "with_made" (at the location of a reflexive trigger's tokens) and "with_event" (at
    # the location of its "it") by those that know them,
    # "move_bfs" (the battlefields a move trigger's unit moved to or from) by those that know
    # its chain item
    if where == "not_here" and (source is None or source.zone not in (BASE, BF)
                                or is_here(s, obj, source)):
        return False
    if sel.in_showdown and not (s.showdown is not None and obj.zone == BF
                                and obj.bf == s.showdown.bf):
        return False  # "a unit in a showdown": at its battlefield (RUP4 344.1)
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
    if sel.tag is not None and sel.tag not in obj.card.tags \
            and not has_granted_tag(s, obj, sel.tag):
        return False  # tags (RUP4 133.8, 133.3)
    if sel.tags and not set(sel.tags) & set(obj.card.tags) \
            and not any(has_granted_tag(s, obj, tag) for tag in sel.tags):
        return False  # sel-tags: any of them
    if sel.same_name and (source is None or obj.card.name != source.card.name):
        return False  # sel-relational: "with my name"
    if sel.not_tag is not None and sel.not_tag in obj.card.tags:
        return False  # "a non-Dragon unit" (RUP4 133.3)
    if sel.max_energy_my_might and (source is None or source.zone not in (BASE, BF)
                                    or (obj.card.energy or 0) > might(s, source)):
        return False  # sel-cost: printed cost (RUP4 206), against my Might as it is now
    if sel.domain is not None and sel.domain not in obj.card.domains:
        return False  # sel-domain: a card belongs to each of its domains (RUP4 134.1)
    if sel.threatened_by is not None and not _threatened(s, obj, controller, sel.threatened_by):
        return False
    if sel.named_tag:  # naming: the tag named for the source (RUP4 763)
        tag = (source.mods or {}).get("named") if source is not None else None
        if tag is None or (tag not in obj.card.tags and not has_granted_tag(s, obj, tag)):
            return False
    if sel.keyword is not None:
        if not has_keyword(s, obj, sel.keyword):
            return False
    if sel.without_keyword is not None and has_keyword(s, obj, sel.without_keyword):
        return False
    if sel.less_might and (source is None or source.zone not in (BASE, BF)
                           or might(s, obj) >= might(s, source)):
        return False  # "less Might than me": none once I have left the board (359.3.e.12)
    if sel.equipped is not None and is_equipped(s, obj) != sel.equipped:
        return False  # Equipped (RUP4 818.3)
    if sel.empowered is not None and is_empowered(obj) != sel.empowered:
        return False  # Empowered (RUP4 441.2)
    if sel.attached is not None and (attached_to(s, obj) is not None) != sel.attached:
        return False  # Attached (RUP4 718)
    if sel.token is not None and obj.card.is_token != sel.token:
        return False  # sel-token: a token is a token for good (RUP4 185.1.a)
    if sel.name is not None and obj.card.name != sel.name:
        return False  # sel-name
    if sel.attacking is not None and obj.attacking != sel.attacking:
        return False  # an attacker (RUP4 459)
    # sel-cost: "a gear with Energy cost no more than 1": its printed cost (RUP4 206); a
    # token's is 0 (FAQ-SPIRITFORGED, Pickpocket and Gold)
    return _printed_cost_fits(sel, obj)

def _threatened(s: GameState, obj: Obj, controller: int, domain: Domain) -> bool:
    """In combat with an enemy unit of `domain` (on the other side of the combat under way,
    RUP4 459, 464.2.c.3), or chosen by an enemy spell of `domain` on the chain (355.7); enemy:
    of another team than `controller` (a card belongs to each of its domains, 134.1)."""
    team = s.players[controller].team
    sd = s.showdown
    if sd is not None and sd.combat and obj.zone == BF and obj.bf == sd.bf \
            and (obj.attacking or obj.defending):
        for oid in s.battlefields[sd.bf].units:
            u = s.objs[oid]
            if (u.attacking or u.defending) and u.attacking != obj.attacking \
                    and s.players[u.controller].team != team and domain in u.card.domains:
                return True
    for item in s.chain:
        if item.kind != "card" or s.players[item.controller].team == team:
            continue
        spell = s.objs[item.obj]
        if spell.card.type is CardType.SPELL and domain in spell.card.domains and any(
                kind == "obj" and oid == obj.id and inc == obj.incarnation
                for slot in item.targets for kind, oid, inc in slot):
            return True
    return False

def _printed_cost_fits(sel: Select, obj: Obj) -> bool:
    """"A card that costs no more than [4] and no more than [A]": its printed cost (RUP4
    206), for cards off the board (a spell on the chain, a card in a trash)."""
    if sel.max_energy is not None and (obj.card.energy or 0) > sel.max_energy:
        return False
    return sel.max_power is None or len(obj.card.power) <= sel.max_power

def spell_side(s: GameState, sel: Select, obj: Obj, controller: int) -> bool:
    """A spell on the chain is friendly or enemy by its controller (RUP4 740.1); yours: one
    you control, not an ally's (740.1.a)."""
    if sel.yours:
        return obj.controller == controller
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

def chosen_on_board(s: GameState, item: ChainItem) -> list[Obj]:
    """What a chain item chooses, as the rules count it: its chosen objects, mistargeted ones
    included, but not those that went to a non-board zone (RUP4 359.3.e.9.a)."""
    out = []
    for slot in item.targets:
        for kind, oid, inc in slot:
            o = s.objs.get(oid) if kind == "obj" else None
            if o is not None and o.incarnation == inc and o.zone in (BASE, BF):
                out.append(o)
    return out

def chain_items(s: GameState, sel: Select, controller: int, chooser: int,
                first: Obj | None = None) -> list[ChainItem]:
    """Spells and abilities on the chain (RUP4 123, 355.9.a.2) that a choice can name:
    finalized ones, never the choosing item `chooser` itself (355.9.c), newest first; by
    their controller (side) and what they choose (`sel.chooses`, friendly to `controller`;
    first_alone: `first` and no other friendly unit)."""
    team = s.players[controller].team
    out = []
    for item in reversed(s.chain):
        if item.pending or item.id == chooser:
            continue
        if sel.side != "any" and (s.players[item.controller].team == team) != (
                sel.side == "friendly"):
            continue
        friendly = [o for o in chosen_on_board(s, item)
                    if s.players[o.controller].team == team]
        if sel.chooses == "friendly_unit_or_gear":
            if not any(o.card.type in (CardType.UNIT, CardType.GEAR) for o in friendly):
                continue
        elif sel.chooses == "first_alone":
            units = {o.id for o in friendly if o.is_unit}
            if first is None or units != {first.id}:
                continue
        out.append(item)
    return out


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
    if sel.kind == "banished_card":  # what this source banished (linked, RUP4 427.3)
        linked = source.mods.get("banished", ()) if source is not None and source.mods else ()
        return [s.objs[i] for i, _ in linked
                if matches(s, sel, s.objs[i], controller, source)]
    if sel.kind == "hand_card":
        return [s.objs[i] for i in s.players[controller].hand
                if matches(s, sel, s.objs[i], controller, source)]
    if sel.kind == "battlefield":
        return [s.objs[b.obj] for n, b in enumerate(s.battlefields)
                if (bf_restrict < 0 or n == bf_restrict)
                and _bf_fits(s, sel, s.objs[b.obj], controller, source)]
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
    if sel.or_legend and bf_restrict < 0:  # "a legend, unit, or gear" (107.4.c)
        out.extend(s.objs[p.legend] for p in s.players
                   if p.legend is not None and p.legend >= 0 and not s.is_removed(p.index)
                   and matches(s, sel, s.objs[p.legend], controller, source))
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

def tags_among(s: GameState, sel: Select, controller: int, source: Obj | None) -> int:
    """dyn-amount: "for each of the following tags among your units": how many of `sel.tags`
    the objects matching `sel` that the player controls carry between them, printed or given
    (RUP4 133.8)."""
    found = [o for o in board_candidates(s, sel, controller, source) if o.controller == controller]
    return sum(1 for tag in sel.tags
               if any(tag in o.card.tags or has_granted_tag(s, o, tag) for o in found))

# -- Might and keywords (RUP4 143, 477) -----------------------------------------------------------

_ON_BOARD = frozenset({BASE, BF})

def keyword_value(s: GameState, obj: Obj, kw: Keyword, printed: bool = True) -> int:
    """The total value of a keyword on an object, granted instances included (`printed`
    False: only those, as for an attached card's inactive printed text, RUP4 718.2)."""
    total = obj.card.keyword(kw) if printed else 0
    if obj.zone not in _ON_BOARD:
        return total  # grants end when an object leaves the board (RUP4 124.1)
    for k, v in obj.turn_keywords:
        if k is kw:
            total = total + v if kw in SUMMING_KEYWORDS else max(total, v)
    for k, v in obj.combat_keywords:
        if k is kw:
            total = total + v if kw in SUMMING_KEYWORDS else max(total, v)
    for k, v in static_keywords(s, obj, kw):
        if k is kw:
            total = total + v if kw in SUMMING_KEYWORDS else max(total, v)
    if obj.mods is not None:  # granted with no end: "give it [Temporary]" (RUP4 477.2)
        for k, v in obj.mods.get("kw", ()):
            if k is kw:
                total = total + v if kw in SUMMING_KEYWORDS else max(total, v)
    for k, v in equipment_keywords(s, obj):  # its Equipment's Effect Text (RUP4 434.1.c)
        if k is kw:
            total = total + v if kw in SUMMING_KEYWORDS else max(total, v)
    for k, v in equipment_grants(s, obj):  # "your Equipment each give [Assault 1]"
        if k is kw:
            total = total + v if kw in SUMMING_KEYWORDS else max(total, v)
    return total

def equipment_grants(s: GameState, obj: Obj) -> list[tuple[Keyword, int]]:
    """ "Your Equipment each give [Assault 1]" (static op 'equipment_keyword'): each Equipment
    attached to `obj` whose controller has such an ability gives it that keyword (RUP4 718.3,
    718.5.e: the Equipment's controller, not the unit's); only games with one look."""
    if not s.extra.get("statics_by_op", {}).get("equipment_keyword") \
            or obj.zone not in _ON_BOARD:
        return []
    gear = [g for g in attachments(s, obj) if is_equipment(g)]
    return [(st.keyword, st.n) for source, st in passive_sources(s, "equipment_keyword")
            for g in gear if st.keyword is not None and g.controller == source.controller]

def has_keyword(s: GameState, obj: Obj, kw: Keyword) -> bool:
    return keyword_value(s, obj, kw) > 0

def static_keywords(s: GameState, obj: Obj,
                    only: Keyword | None = None) -> list[tuple[Keyword, int]]:
    """Keywords granted by passive abilities on the board (RUP4 477.2); `only`: that one."""
    if not s.extra.get("statics_by_op", {}).get("keyword"):
        return []
    return granted_keywords(s, obj, only)

def might(s: GameState, obj: Obj,
          sources: list[tuple[Obj, Static]] | None = None) -> int:
    """Current Might (RUP4 143.2, 477.3): printed, buffs, effects, Assault, Shield, passives.
    `sources`: `might_sources(s)`, when the caller reads many units' Might in one state.

    May be negative; callers that reference it treat a negative value as 0 (RUP4 143.2.b).
    """
    if obj.card.might is None:
        return 0
    if obj.zone not in (BASE, BF):
        return obj.card.might  # off the board: printed Might (RUP4 711)
    total = obj.card.might + obj.buffs + obj.turn_might
    mods = obj.mods
    if mods is not None:
        # layers (RUP4 477): "its Might becomes N" is assigned in the trait layer (477.1.a.1),
        # before every arithmetic change (477.3): buffs, "+N this turn", doubling, passives;
        # "double my Might this combat" lasts until the combat ends (466.7)
        total += mods.get("set_might", obj.card.might) - obj.card.might \
            + mods.get("combat_might", 0)
    if obj.buffs and s.turn_flags:  # "buffs give +n more Might this turn" (RUP4 703)
        extra = s.turn_flags.get(f"buff_might_team{s.players[obj.controller].team}")
        if extra:
            total += obj.buffs * extra
    if obj.attacking:
        total += keyword_value(s, obj, Keyword.ASSAULT)  # RUP4 807.1.c
    if obj.defending:
        total += keyword_value(s, obj, Keyword.SHIELD)  # RUP4 814.1.c
    total += equipment_might(s, obj)  # Might Bonuses of attached cards (RUP4 434.1.d)
    return total + might_bonus(s, obj, total, sources)

def effective_might(s: GameState, obj: Obj) -> int:
    return max(0, might(s, obj))


MIGHTY = 5  # "Mighty": Might 5 or greater (RUP4 708)

def is_mighty(s: GameState, obj: Obj,
              sources: list[tuple[Obj, Static]] | None = None) -> bool:
    """RUP4 706-711: a unit is Mighty while its Might is 5 or more; on the board its current
    Might counts (710), elsewhere its printed Might (711, which `might` gives)."""
    return obj.card.type is CardType.UNIT and might(s, obj, sources) >= MIGHTY

# -- passive abilities that change Might, keywords, damage and the Victory Score ------------------

# A card's passive abilities of one op, in card order, by (id of the frozen CardDef, op).
# Invalidation: none needed, a CardDef and its abilities are frozen; the CardDef is kept in
# the value so that its id is never reused while the entry lives.
_OP_STATICS: dict[tuple[int, str], tuple[CardDef, tuple[tuple[Ability, Static], ...]]] = {}


def _op_statics(card: CardDef, op: str) -> tuple[tuple[Ability, Static], ...]:
    hit = _OP_STATICS.get((id(card), op))
    if hit is not None and hit[0] is card:
        return hit[1]
    found = tuple((ab, ab.static) for ab in card.abilities
                  if ab.kind == "static" and ab.static is not None and ab.static.op == op)
    _OP_STATICS[(id(card), op)] = (card, found)
    return found


_ALWAYS_ACTIVE = (CardType.LEGEND, CardType.BATTLEFIELD)  # passives that work off the board

def passive_sources(s: GameState, op: str) -> list[tuple[Obj, Static]]:
    """Active passive abilities of one kind: on legends, battlefields and board permanents."""
    out: list[tuple[Obj, Static]] = []
    objs = s.objs
    for oid in s.extra.get("statics_by_op", {}).get(op, ()):
        o = objs[oid]
        if o.zone in _ON_BOARD or o.card.type in _ALWAYS_ACTIVE:
            for ab, st in _op_statics(o.card, op):
                if active(s, o.controller, ab, o) \
                        and static_active(s, o, ab):  # Level, Empowered (727.1.c.2); 136.2.b
                    out.append((o, st))
    return out

def has_granted_tag(s: GameState, obj: Obj, tag: str) -> bool:
    """A tag a passive ability gives `obj` ("I am a Mech", static op 'tag'), or the one it
    gained as it was played ("choose Bird, Cat, Dog, or Poro; I gain that tag", static op
    'chosen_tag': its `mods`, gone with the object, RUP4 124); only games with such an
    ability look (RUP4 133.8)."""
    if obj.mods is not None and tag in obj.mods.get("tags", ()):
        return True
    if not s.extra.get("statics_by_op", {}).get("tag"):
        return False
    return any(st.tag == tag and matches(s, st.scope, obj, source.controller, source)
               and condition_holds(s, st.condition, obj, source)
               for source, st in passive_sources(s, "tag"))


def condition_holds(s: GameState, cond: str | None, obj: Obj, source: Obj) -> bool:
    if cond is None:
        return True
    if cond == "defending_alone":
        return obj.defending and is_alone(s, obj)
    if cond == "friendly_died_in_beginning":
        # turn-history: "if a friendly unit died during your Beginning Phase this turn": this
        # turn is yours, and a unit of your team died in its Beginning Phase (RUP4 315.2)
        team = s.players[source.controller].team
        return s.turn_player == source.controller and any(
            s.turn_flags.get(f"beginning_death{p.index}") for p in s.players if p.team == team)
    if cond == "attacking_or_defending_alone":
        return (obj.attacking or obj.defending) and is_alone(s, obj)
    if cond in ("one_other_here", "not_one_other_here"):  # cond-alone: "while I'm at a
        # battlefield with exactly one other unit you control" / "unless I'm ..." (`obj` is
        # "me": an Equipment's Effect Text speaks of its unit, RUP4 136.2.d)
        return (others_you_control_there(s, obj) == 1) == (cond == "one_other_here")
    if cond == "other_unit_here":  # cond-alone: "while you have another unit here" (my
        # location, base or battlefield; units "you have" are those you control)
        ids = s.battlefields[source.bf].units if source.zone == BF \
            else s.players[source.controller].base if source.zone == BASE else ()
        return any(i != source.id and s.objs[i].is_unit
                   and s.objs[i].controller == source.controller for i in ids)
    if cond == "attacking_with_other":  # "while I'm attacking with another unit": another
        # friendly unit with the attacker designation in the same combat (RUP4 459, 740.1.a)
        team = s.players[source.controller].team
        return source.attacking and source.zone == BF and any(
            i != source.id and s.objs[i].attacking
            and s.players[s.objs[i].controller].team == team
            for i in s.battlefields[source.bf].units)
    if cond == "stunned_enemy_here":  # "while there's a stunned enemy unit here"
        return source.zone == BF and any(
            u.stunned and s.players[u.controller].team != s.players[source.controller].team
            for u in (s.objs[i] for i in s.battlefields[source.bf].units) if u.is_unit)
    if cond == "name_in_trash":  # "if you have a card with my name in your trash"
        return any(s.objs[i].card.name == source.card.name
                   for i in s.players[source.controller].trash)
    if cond == "bf_two_units":  # "if you control a battlefield with exactly two units there"
        return controls_bf_with_units(s, source.controller, 2)
    if cond == "runes_8":
        return len(s.players[source.controller].runes) >= 8
    if cond == "in_showdown":  # "while I'm in a showdown": at its battlefield
        return source.zone == BF and s.showdown is not None and s.showdown.bf == source.bf
    if cond == "at_battlefield":
        return source.zone == BF
    if cond == "buffed":  # "while I'm buffed": a buff remains on the source (RUP4 702.2.a)
        return source.buffs > 0
    if cond == "legion":  # cost-mod: "[Legion] I cost N less" (RUP4 812)
        return legion_active(s, source.controller, source)
    if cond == "opponent_controls_bf":  # enter-state: RUP4 364.3.a's own example
        team = s.players[source.controller].team
        return any(b.controller is not None and s.players[b.controller].team != team
                   for b in s.battlefields)
    if cond == "enemy_unit_died":  # turn-history: a unit of an opponent died this turn
        return any(s.turn_flags.get(f"unit_deaths{p}") for p in s.opponents(source.controller))
    if cond == "mighty":  # "while I'm [Mighty]" (RUP4 708)
        return source_is_mighty(s, source)
    if cond == "spell_spent_4":  # turn-history: 4+ Energy spent to play one spell this turn
        return int(s.turn_flags.get(f"spell_spent{source.controller}", 0)) >= 4
    if cond == "played_again":  # "if they do": played by its own "play this spell again"
        return source.mods is not None and bool(source.mods.get("again"))
    if cond == "power_spent_2":  # turn-history: 2+ Power spent this turn (app.engine.actions
        # .pool.spend notes it)
        return int(s.turn_flags.get(f"power_spent{source.controller}", 0)) >= 2
    if cond == "discarded_this_turn":  # turn-history: its controller discarded this turn
        return bool(s.turn_flags.get(f"discarded{source.controller}"))
    if cond == "gained_xp":  # turn-history: its controller gained XP this turn (RUP4 730.1)
        return gained_xp_this_turn(s, source.controller)
    if cond == "unit_died":  # turn-history: any player's unit died this turn
        return any(s.turn_flags.get(f"unit_deaths{p.index}") for p in s.players)
    if cond == "in_combat":  # "while I'm in combat": an attacker or a defender (RUP4 459)
        return source.attacking or source.defending
    if cond == "not_in_combat":  # "unless I'm in combat"
        return not (source.attacking or source.defending)
    if cond == "not_from_hand":  # cost-mod: "to play from anywhere other than your hand"
        return played_from(s, source) != HAND
    if cond == "played_not_from_hand":  # "units played from anywhere other than a player's
        # hand have ...": the unit it applies to, being played (on the chain, RUP4 354)
        return obj.zone == CHAIN and played_from(s, obj) != HAND
    if cond in ("empowered", "not_empowered"):  # "if I'm Empowered" (RUP4 441.2)
        return is_empowered(source) == (cond == "empowered")
    if cond == "fully_empowered":  # "while I'm Empowered three times" (441.1.c.1)
        return times_empowered(source) >= empower_limit(source)
    if cond == "moved_twice":  # turn-history: "if I have moved twice this turn" (two or more)
        return int(s.turn_flags.get(f"moves{source.id}.{source.incarnation}", 0)) >= 2
    if cond == "attached_this_turn":  # Effect Text: "if this (the gear) was attached to me
        # this turn": attached now, so its last attach was to me (RUP4 136.2.d)
        return bool(s.turn_flags.get(f"attached{source.id}.{source.incarnation}"))
    raise ValueError(f"unknown condition {cond!r}")


def played_from(s: GameState, obj: Obj) -> str:
    """The zone a card being played is played from: where it is, or, once it is on the
    chain, where it came from (RUP4 354)."""
    if obj.zone != CHAIN:
        return obj.zone
    return next((i.origin_zone for i in s.chain if i.kind == "card" and i.obj == obj.id),
                obj.zone)


_MIGHTY_CHECKS: set[int] = set()  # sources whose "while I'm Mighty" is being evaluated

def source_is_mighty(s: GameState, source: Obj) -> bool:
    """ "While I'm Mighty": the layers are applied in order and again until nothing changes
    (RUP4 476): the Might that decides it doesn't count what the ability itself grants (Fiora's
    Shield only adds Might once she is Mighty, 476.3's example), so while it is being
    evaluated the source's own conditional grants are left out."""
    if source.id in _MIGHTY_CHECKS:
        return False
    _MIGHTY_CHECKS.add(source.id)
    try:
        return is_mighty(s, source)
    finally:
        _MIGHTY_CHECKS.discard(source.id)

def _applies(s: GameState, st: Static, source: Obj, obj: Obj) -> bool:
    if st.op not in ("might", "keyword"):
        return False
    controller = source.controller
    if source.card.type is CardType.BATTLEFIELD:
        # a battlefield's passive abilities are its controller's (RUP4 190.6); without a
        # controller, "friendly" and "enemy" mean nobody ("here" is handled by `matches`)
        bf_controller = next(b.controller for b in s.battlefields if b.obj == source.id)
        if bf_controller is None and st.scope.side != "any":
            return False
        controller = bf_controller if bf_controller is not None else 0
    if not matches(s, st.scope, obj, controller, source):
        return False
    return condition_holds(s, st.condition, obj, source)

def victory_score(s: GameState) -> int:
    """alt-victory: the Victory Score (RUP4 194.3) as passive abilities change it ("increase the
    points needed to win the game by N", 194.3.a); a battlefield's applies while it is in
    play, controlled or not."""
    score = s.victory_score
    if not s.extra.get("statics_by_op", {}).get("victory_score"):
        return score  # no such passive ability in the game (checked at every cleanup)
    for _source, st in passive_sources(s, "victory_score"):
        score += st.n
    return score

def might_sources(s: GameState) -> list[tuple[Obj, Static]]:
    """The active passive abilities that change Might: for a caller that reads many units'
    Might in one state, to pass to `might` (they depend on the state, not on the unit)."""
    if not s.extra.get("statics_by_op", {}).get("might"):
        return []  # no passive Might ability in the game
    return passive_sources(s, "might")

def might_bonus(s: GameState, obj: Obj, base: int = 0,
                sources: list[tuple[Obj, Static]] | None = None) -> int:
    if sources is None:
        sources = might_sources(s)
    if not sources:
        return 0  # no active passive Might ability (none in the game: no scan at all)
    total = 0
    floors = []
    for source, st in sources:
        if _applies(s, st, source, obj):
            if st.minimum is not None:  # "-N Might, to a minimum of M": applied last
                floors.append(st)
                continue
            total += st.n if st.per is None else st.n * per_amount(s, st, source)
    for st in floors:
        # it lowers the Might by up to N, never below M, and never raises it (RUP4 477.3);
        # `base` is the Might before passive abilities
        cur = base + total
        total -= min(-st.n, max(0, cur - (st.minimum or 0)))
    return total

def tracks_hold_points(s: GameState) -> bool:
    """Does a card in the game count the points scored from holding this turn (cost_less per
    'hold_points')? They are noted only then (so other games keep their state)."""
    return any(ab.kind == "static" and ab.static is not None and ab.static.per == "hold_points"
               for oid in s.extra.get("statics_by_op", {}).get("cost_less", ())
               for ab in s.objs[oid].card.abilities)

def per_amount(s: GameState, st: Static, source: Obj) -> int:
    """ "For each ...": the amount is counted whenever Might is read (a passive ability's
    effect is continuous, RUP4 363)."""
    if st.per == "your_points":
        return s.players[source.controller].points
    if st.per == "cards_played":  # turn-history: cards its controller played this turn
        return s.players[source.controller].cards_played_turn
    if st.per == "times_empowered":  # "for each time I'm Empowered" (RUP4 441.1.c.1)
        return times_empowered(source)
    if st.per == "times_dealt":  # turn-history: "for each time this spell has dealt damage
        # this turn" (the card, counted by app.engine.mechanics.ops.damage)
        return int(s.turn_flags.get(f"spell_dealt{source.id}", 0))
    if st.per == "hold_points":  # turn-history: points its controller scored holding
        return int(s.turn_flags.get(f"hold_points{source.controller}", 0))
    if st.per == "count" and st.per_scope is not None:
        return len(board_candidates(s, st.per_scope, source.controller, source))
    if st.per == "tags_among" and st.per_scope is not None:  # dyn-amount
        return tags_among(s, st.per_scope, source.controller, source)
    if st.per == "highest_might" and st.per_scope is not None:  # cost-mod (RUP4 356.4.e)
        return max((max(0, might(s, o)) for o in
                    board_candidates(s, st.per_scope, source.controller, source)), default=0)
    raise ValueError(f"unknown per {st.per!r}")

def granted_keywords(s: GameState, obj: Obj,
                     only: Keyword | None = None) -> list[tuple[Keyword, int]]:
    """Keywords passive abilities give obj. Dependency (RUP4 478.1.a-479): "units here with
    [Temporary] have [Shield]" asks whether a unit has Temporary, and that question doesn't
    apply the same grant again (its Shield depends on Temporary from any other source, never
    on itself): the grants whose scope is being evaluated wait in a derived "_" entry of the
    state (not hashed) until their question is answered. `only`: the grants of that keyword
    alone (a grant of another one changes nothing for it, not even if_lacking's answer)."""
    if not s.extra.get("static_objs"):
        return []
    out: list[tuple[Keyword, int]] = []
    lacking: list[tuple[Keyword, int]] = []
    evaluating: set[tuple[int, int]] = s.extra.setdefault("_kw_evaluating", set())
    for source, st in passive_sources(s, "keyword"):
        key = (source.id, id(st))
        if st.keyword is None or key in evaluating or (only is not None
                                                       and st.keyword is not only):
            continue
        evaluating.add(key)
        try:
            fits = _applies(s, st, source, obj)
        finally:
            evaluating.discard(key)
        if fits:
            # dyn-amount: "[Assault] equal to the number of ...": none while that is 0
            n = st.n or 1 if st.per is None else (st.n or 1) * per_amount(s, st, source)
            if n > 0:
                (lacking if st.if_lacking else out).append((st.keyword, n))
    for kw, n in lacking:  # "if they didn't already": only without it from anywhere else
        if not obj.card.keyword(kw) and all(k is not kw for k, _ in
                                            (*obj.turn_keywords, *obj.combat_keywords, *out)):
            out.append((kw, n))
    return out
