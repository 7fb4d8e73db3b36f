"""Passive abilities that only answer a question of their own and feed no other read:
costs (RUP4 356.4), entering ready or exhausted (364.3.a), any number of buffs (702.3) and
hiding costs (811.1.b). Those that change Might or keywords, and what they depend on, are
in `reads.characteristics`."""

from __future__ import annotations

from app.engine.core.abilities import Ability
from app.engine.core.enums import CardType
from app.engine.core.selects import Static
from app.engine.core.state import BASE, BATTLEFIELD, BF, GameState, Obj
from app.engine.reads.characteristics import condition_holds, matches, passive_sources, per_amount
from app.engine.reads.conditions import static_holds
from app.engine.reads.levels import active


def _spell_mods(s: GameState, op: str, player: int) -> list[Static]:
    """The active spell_discount / spell_tax statics that apply to the spells `player`
    plays: a discount is for its controller's spells (scope side 'friendly': its team's),
    a tax for its opponents'."""
    out = []
    team = s.players[player].team
    for oid in s.extra.get("statics_by_op", {}).get(op, ()):
        src = s.objs[oid]
        if src.zone not in (BASE, BF):
            continue
        for ab in src.card.abilities:
            st = ab.static
            if ab.kind != "static" or st is None or st.op != op \
                    or not condition_holds(s, st.condition, src, src) \
                    or not active(s, src.controller, ab, src):  # Level, Empowered (828.1.c)
                continue
            same = s.players[src.controller].team == team
            if (op == "spell_tax" and not same) or (op == "spell_discount" and (
                    src.controller == player or (same and st.scope.side == "friendly"))):
                out.append(st)
    return out


def spell_discount(s: GameState, player: int, energy: int) -> int:
    """Energy cost of a spell after "reduced by N, to a minimum of 1" discounts (RUP4 356.4.e)."""
    for st in _spell_mods(s, "spell_discount", player):
        if energy > 1:
            energy = max(1, energy - st.n)
    return energy


def flow_less(s: GameState, player: int, energy: int) -> int:
    """The Energy of a spell `player` plays from their trash for its Flow cost after "spells
    with Flow you play from your trash cost N less, to a minimum of M" (RUP4 356.4.e: a
    discount with a minimum, applied first)."""
    for oid in s.extra.get("statics_by_op", {}).get("flow_less", ()):
        src = s.objs[oid]
        if src.zone not in (BASE, BF) or src.controller != player:
            continue
        for ab in src.card.abilities:
            st = ab.static
            if ab.kind == "static" and st is not None and st.op == "flow_less":
                floor = st.minimum or 0
                if energy > floor:
                    energy = max(floor, energy - st.n)
    return energy


def spell_power(s: GameState, player: int, pips: list[frozenset]) -> list[frozenset]:
    """The Power of a spell `player` plays after "[A] more" (spell_tax, a cost increase,
    RUP4 356.3) and "[A] less" (spell_discount's less_power, 356.4) passive abilities."""
    for st in _spell_mods(s, "spell_tax", player):
        pips = [*pips, *st.cost_power]
    for st in _spell_mods(s, "spell_discount", player):
        pips = remove_pips(pips, st.less_power, 1)
    return pips


def units_tax_key(player: int) -> str:
    """The turn flag of "your non-token units cost N more to play this turn" (cost-mod)."""
    return f"units_tax{player}"


def next_card_key(player: int) -> str:
    """The turn flag of "the next card you play this turn costs ... less" (cost-mod): the
    Energy and the Power pips it takes off."""
    return f"next_card_less{player}"


def next_card_less(s: GameState, player: int, obj: Obj, energy: int,
                   pips: list[frozenset]) -> tuple[int, list[frozenset]]:
    """The total cost of `obj`, the next card `player` plays this turn, after "the next card
    you play this turn costs ... less": a discount on the total cost, after those on a
    component (RUP4 356.4.d), never below 0 (356.6); a token is no card (170)."""
    less = s.turn_flags.get(next_card_key(player)) if s.turn_flags else None
    if not less or obj.card.is_token:
        return energy, pips
    e, want = less
    return max(0, energy - e), remove_pips(pips, tuple(want), 1)


def spell_tax(s: GameState, player: int, energy: int) -> int:
    """The Energy of a spell `player` plays after "cost N more" passive abilities (356.3)."""
    return energy + sum(st.n for st in _spell_mods(s, "spell_tax", player))


def any_buffs(s: GameState, obj: Obj) -> bool:
    """"Can have any number of buffs": a card's permission overriding the rule of one buff
    per unit (RUP4 702.3; a card's text takes precedence over the rules, 000-series golden
    rule)."""
    if not s.extra.get("static_objs"):
        return False
    for source, st in passive_sources(s, "any_buffs"):
        if matches(s, st.scope, obj, source.controller, source) \
                and condition_holds(s, st.condition, obj, source):
            return True
    return False


def enters_ready(s: GameState, obj: Obj, to_bf: bool = False, paid: bool = False) -> bool:
    """enter-state: does `obj` (a unit or gear about to enter the board under its controller,
    at a battlefield if `to_bf`, its additional cost `paid` as it was played) enter ready by a
    passive ability: its own "I enter ready" (conditional ones while the condition holds; "if
    you play me to a battlefield": where it enters; "if you paid my additional cost"), or
    another board object's "other friendly units enter ready"? Both replace entering
    exhausted (RUP4 364.3.a, 372)."""
    for ab in obj.card.abilities:
        st = ab.static
        if ab.kind == "static" and st is not None and st.op == "enter_ready" \
                and not st.scope.other and active(s, obj.controller, ab, obj) \
                and (to_bf if st.condition == "at_battlefield"  # where it is played
                     else paid if st.condition == "extra_cost_paid"  # as it was played
                     else static_holds(s, st, obj, obj)):  # "[Level N] ..." (RUP4 824)
            return True
    if not s.extra.get("statics_by_op", {}).get("enter_ready"):
        return False
    team = s.players[obj.controller].team
    for source, st in passive_sources(s, "enter_ready"):
        sc = st.scope
        if not sc.other or source.id == obj.id or (
                source.zone not in (BASE, BF) and source.card.type is not CardType.LEGEND):
            continue  # a legend's "your units enter ready" works from its zone (107.4)
        if sc.kind == "unit" and obj.card.type is not CardType.UNIT:
            continue
        if sc.kind == "gear" and not obj.card.is_a(CardType.GEAR):  # RUP4 178.3
            continue
        same = s.players[source.controller].team == team
        if (sc.side == "friendly" and not same) or (sc.side == "enemy" and same):
            continue
        if sc.yours and obj.controller != source.controller:
            continue  # "your units": not an ally's in 2v2 (RUP4 740.1.a, 489.8.e)
        if sc.tag is not None and sc.tag not in obj.card.tags:
            continue
        if sc.token is not None and obj.card.is_token != sc.token:
            continue  # "your tokens enter ready" (sel-token)
        return True
    return False


def enters_exhausted(obj: Obj) -> bool:
    """enter-state: "this enters exhausted" (a gear's own, contrary to RUP4 149.1)."""
    return any(ab.kind == "static" and ab.static is not None
               and ab.static.op == "enter_exhausted" for ab in obj.card.abilities)


def _source_controller(s: GameState, src: Obj) -> int | None:
    """Whose a passive ability is: a board permanent's controller's, a battlefield's its
    controller's while someone controls it ("while you control this battlefield", 190.6.a)."""
    if src.zone in (BASE, BF):
        return src.controller
    if src.zone == BATTLEFIELD:
        return next((b.controller for b in s.battlefields if b.obj == src.id), None)
    return None


def _played_this_turn(s: GameState, team: int, kinds: tuple[CardType, ...]) -> bool:
    """turn-history: did a player of `team` play a card of these kinds this turn (finalized,
    RUP4 359; a token is no card)?"""
    flags = s.turn_flags
    return any(s.objs[oid].card.type in kinds
               for p in s.players if p.team == team
               for oid in flags.get(f"finalized{p.index}", ()))


def cost_less(s: GameState, obj: Obj, energy: int) -> int:
    """cost-mod: the Energy cost of `obj` (a card being played by its controller) after
    "your <tag> units cost N less, to a minimum of M" of board sources, then its own "I cost N
    less" (conditional, or N for each object counted; "to a minimum of M" ones first), never
    below 0 (RUP4 356.4, 356.4.e, 356.6)."""
    player = obj.controller
    team = s.players[player].team
    for src in (s.objs[i] for i in s.extra.get("statics_by_op", {}).get("cost_less_others", ())):
        whose = _source_controller(s, src)
        if whose is None or s.players[whose].team != team:
            continue
        for ab in src.card.abilities:
            st = ab.static
            if ab.kind != "static" or st is None or st.op != "cost_less_others":
                continue
            sc = st.scope
            kinds = {"unit": (CardType.UNIT,), "gear": (CardType.GEAR,),
                     "permanent": (CardType.UNIT, CardType.GEAR)}[sc.kind]
            # "your <kind>" (yours): the controller's own, not an ally's (RUP4 740.1.a);
            # "friendly <kind>": the team's (2v2 friends, 489.8.e); "the first friendly <kind>
            # played each turn": the team's first, none played yet
            first = st.condition == "first_each_turn"
            if (sc.yours and whose != player) or not any(obj.card.is_a(t) for t in kinds) or (
                sc.tag is not None and sc.tag not in obj.card.tags
            ):
                continue
            if first and _played_this_turn(s, team, kinds):
                continue
            floor = st.minimum or 0
            if energy > floor:
                energy = max(floor, energy - st.n)
    own = [ab.static for ab in obj.card.abilities if ab.kind == "static"
           and ab.static is not None and ab.static.op == "cost_less"
           and active(s, player, ab, obj)]  # Level (824.1.d), Empowered (828.1.c)
    # the discounts with a minimum first, as the player would order them (RUP4 356.4.e)
    for st in sorted(own, key=lambda st: st.minimum is None):
        if static_holds(s, st, obj, obj):
            n = st.n if st.per is None else st.n * per_amount(s, st, obj)
            floor = st.minimum or 0
            if energy > floor:
                energy = max(floor, energy - n)
    if obj.card.type is CardType.SPELL:  # "the next spell you play this turn costs N less"
        energy = max(0, energy - int(s.turn_flags.get(f"next_spell_discount{player}", 0)))
    return energy


def ability_energy(s: GameState, source: Obj, ab: Ability) -> int:
    """cost-mod: the Energy cost of an activated ability of `source` after the source's own
    "this ability costs N less (for each ...)", never below 0 (RUP4 356.4, 356.6)."""
    energy = ab.cost_energy
    if ab.kind != "activated" or not energy:
        return energy
    if source.card.type is CardType.GEAR and s.extra.get("statics_by_op", {}).get(
            "first_gear_ability_less"):
        energy = max(0, energy - first_gear_ability_less(s, source.controller))
    for other in source.card.abilities:
        st = other.static
        if other.kind == "static" and st is not None and st.op == "ability_cost_less" \
                and static_holds(s, st, source, source) \
                and active(s, source.controller, other, source):  # Level, Empowered
            energy = max(0, energy - (st.n if st.per is None else st.n * per_amount(s, st, source)))
    return energy


GEAR_ACTIVATED = "gear_activated"  # turn_flags: the players who used a gear's ability this turn


def first_gear_ability_less(s: GameState, player: int) -> int:
    """"While you control this battlefield, the first friendly gear activated ability played
    each turn costs N less": N for each such battlefield `player` controls, until they have
    used an activated ability of a gear of theirs this turn (RUP4 356.4)."""
    if player in s.turn_flags.get(GEAR_ACTIVATED, ()):
        return 0
    out = 0
    for oid in s.extra.get("statics_by_op", {}).get("first_gear_ability_less", ()):
        if not any(b.obj == oid and b.controller == player for b in s.battlefields):
            continue
        for ab in s.objs[oid].card.abilities:
            st = ab.static
            if ab.kind == "static" and st is not None and st.op == "first_gear_ability_less":
                out += st.n
    return out


def note_gear_activated(s: GameState, source: Obj) -> None:
    """turn-history: `source`'s controller used an activated ability of a gear of theirs
    this turn; noted only in games with a card that reads it (older states hash as before)."""
    if source.card.type is CardType.GEAR and s.extra.get("statics_by_op", {}).get(
            "first_gear_ability_less"):
        used = s.turn_flags.setdefault(GEAR_ACTIVATED, [])
        if source.controller not in used:
            used.append(source.controller)


def remove_pips(pips: list[frozenset], want: tuple[frozenset, ...], k: int) -> list[frozenset]:
    """A Power discount: k times, one pip of the cost for each wanted pip that can pay it
    (the narrowest first), as far as there are any (RUP4 356.4, 356.6)."""
    pips = list(pips)
    for _ in range(k):
        for w in want:
            hit = next((p for p in sorted(pips, key=len) if p & w), None)
            if hit is not None:
                pips.remove(hit)
    return pips


def power_less(s: GameState, obj: Obj, pips: list[frozenset]) -> list[frozenset]:
    """cost-mod: the Power cost of `obj` after its own "I cost ... [C] less (for each ...)"."""
    for ab in obj.card.abilities:
        st = ab.static
        if ab.kind == "static" and st is not None and st.op == "cost_less" and st.less_power \
                and static_holds(s, st, obj, obj) \
                and active(s, obj.controller, ab, obj):  # a Level's only at it (RUP4 824.1.c)
            pips = remove_pips(pips, st.less_power, 1 if st.per is None
                               else per_amount(s, st, obj))
    return pips


def hide_costs(s: GameState, player: int) -> list[tuple[int, int]]:
    """hide-cost: the alternative costs a player may pay instead of [A] to hide a card with
    Hidden ("you may pay N Energy instead"), as (source object id, Energy), from the passive
    abilities of what that player controls (RUP4 811.1.b, 421). The player chooses which cost
    to pay (an alternative cost is a choice, like the costs of RUP4 356.1.a)."""
    ids = s.extra.get("statics_by_op", {}).get("hide_cost", ())
    if not ids:
        return []
    return [(o.id, st.n) for o, st in passive_sources(s, "hide_cost") if o.controller == player]
