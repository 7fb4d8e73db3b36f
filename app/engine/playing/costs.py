"""What playing a card or an ability costs (RUP4 356): the base cost (printed, from facedown,
as an effect says), discounts, additional costs, Accelerate, Deflect's tax, a pay-to
trigger's cost; and whether it can be paid.
"""

from __future__ import annotations

from app.engine.actions.payment import could_pay_adding
from app.engine.actions.pool import item_use, uses, uses_for
from app.engine.core.abilities import Ability
from app.engine.core.cards import CardDef
from app.engine.core.enums import ALL_DOMAINS, CardType, Keyword
from app.engine.core.selects import Static
from app.engine.core.state import BASE, BF, CHAIN, HAND, TRASH, ChainItem, GameState, Obj
from app.engine.reads.board import legion_active
from app.engine.reads.characteristics import condition_holds, keyword_value, passive_sources
from app.engine.reads.items import (
    alt_cost_ability,
    card_facts,
    extra_cost_ability,
    extra_resources,
    ignored_cost,
    item_ability,
    repeat_parts,
    repeat_resources,
)
from app.engine.reads.levels import xp
from app.engine.reads.passives import (
    ability_energy,
    cost_less,
    flow_less,
    power_less,
    remove_pips,
    spell_discount,
    spell_power,
    spell_tax,
    units_tax_key,
)
from app.engine.reads.trashplay import flow_costs, has_flow


def effect_cost(item: ChainItem, energy: int, pips: list) -> tuple[int, list]:  # type: ignore[type-arg]
    """The base cost of a card played by an effect (RUP4 356.1.b, 356.4)."""
    ignore = item.info.get("pbe_ignore")
    if "pbe_for" in item.info:  # as-looked: "play me for [A]": its base costs replaced (356.1.a)
        return 0, list(item.info["pbe_for"])
    if ignore in ("all", "any_and_all"):
        return 0, []
    if ignore == "energy":
        energy = 0
    return max(0, energy - int(item.info.get("pbe_less", 0))), pips


def base_cost(s: GameState, obj: Obj, from_facedown: bool,
              facts: tuple | None = None, flow: int | None = None,
              from_trash: bool = False) -> tuple[int, list[frozenset]]:
    """The card's cost to pay: printed, or nothing when played from facedown (RUP4 811.1.b),
    or its Flow cost number `flow`, an alternate cost replacing its base cost (829.1.c.1);
    increases and discounts apply to it as to any. `facts`: card_facts(obj.card), when the
    caller has them."""
    if from_facedown:
        return 0, []
    if flow is not None:
        energy, power = flow_costs(s, obj)[flow]
        pips = list(power)
    else:
        energy = obj.card.energy or 0
        pips = list(obj.card.power)
    spell = obj.card.type is CardType.SPELL
    by_op = s.extra.get("statics_by_op", {})
    if spell and by_op.get("spell_tax"):  # cost increases first (RUP4 356.3)
        energy = spell_tax(s, obj.controller, energy)
    elif s.turn_flags and obj.card.type is CardType.UNIT and not obj.card.is_token:
        energy += int(s.turn_flags.get(units_tax_key(obj.controller), 0))  # (356.3)
    if by_op.get("flow_less") and (flow is not None or (from_trash and has_flow(s, obj))):
        # a spell with Flow played from the trash, for a Flow cost or its own (Endless
        # Riches): a discount with a minimum (356.4.e)
        energy = flow_less(s, obj.controller, energy)
    energy = max(0, energy - cost_reduction(s, obj, facts, energy))
    if (facts if facts is not None else card_facts(obj.card))[0]:
        pips = power_less(s, obj, pips)  # its own Power discount (RUP4 356.4)
    if spell and (by_op.get("spell_tax") or by_op.get("spell_discount")):
        pips = spell_power(s, obj.controller, pips)
    return energy, pips


def alt_base_cost(s: GameState, obj: Obj) -> tuple[int, list[frozenset]]:
    """ "Play me for <cost>": the alternative replaces the card's base costs (RUP4 356.1.a);
    its own discounts still apply after (356.4)."""
    ab = alt_cost_ability(obj.card.abilities)
    assert ab is not None
    energy, pips = ab.cost_energy, list(ab.cost_power)
    energy = max(0, energy - cost_reduction(s, obj, None, energy))
    if card_facts(obj.card)[0]:
        pips = power_less(s, obj, pips)
    return energy, pips


def alt_cost_usable(s: GameState, item: ChainItem, obj: Obj) -> bool:
    """Whether the card's "you may play me for <cost>" may be used now: played from a hand
    (or from its owner's trash, "play me from your trash for"; not by an effect, nor from
    facedown, which set its cost already), its condition met (turn-history, Legion), and that
    cost payable with Accelerate's if paid (RUP4 356.1.a)."""
    ab = alt_cost_ability(obj.card.abilities)
    if ab is None or item.info.get("by_effect") or item.from_facedown:
        return False
    zone = item.origin_zone if obj.zone == CHAIN else obj.zone
    if zone != (TRASH if ab.from_trash else HAND):  # "play me from your trash for ..."
        return False
    if ab.condition is not None and not condition_holds(s, ab.condition, obj, obj):
        return False
    if ab.legion and not legion_active(s, item.controller, obj):
        return False  # a Legion ability, inactive (RUP4 727.1.c, 812)
    e, pips = alt_base_cost(s, obj)
    if item.accelerate:
        e += 1
        pips.append(frozenset(obj.card.domains) or ALL_DOMAINS)
    return could_pay_adding(s, item.controller, e, pips, uses_for(s, obj.card.type))


def free_play(s: GameState, player: int, obj: Obj) -> int | None:
    """The permission "you may play a <type> with Energy cost no more than N from hand this
    turn, ignoring its Energy cost" (op free_play) that `obj`, a card of `player`'s hand (or
    being played from there), may use: its index, or None."""
    perms = s.turn_flags.get(f"free_play{player}") if s.turn_flags else None
    if not perms:
        return None
    for k, (kind, most) in enumerate(perms):
        if obj.card.is_a(CardType(kind)) and (obj.card.energy or 0) <= most:
            return k  # its printed cost (RUP4 206)
    return None


def free_play_usable(s: GameState, item: ChainItem, obj: Obj) -> bool:
    """Whether to ask about such a permission: a card played from its player's hand, not by
    an effect nor from facedown, payable with its Energy cost ignored."""
    if item.info.get("by_effect") or item.from_facedown or item.origin_zone != HAND \
            or free_play(s, item.controller, obj) is None:
        return False
    _e, pips = base_cost(s, obj, False)
    return could_pay_adding(s, item.controller, 1 if item.accelerate else 0,
                   [*pips, *([frozenset(obj.card.domains) or ALL_DOMAINS]
                             if item.accelerate else [])])


def cost_reduction(s: GameState, obj: Obj, facts: tuple | None = None,
                   energy: int | None = None) -> int:
    """Energy discounts from passive abilities (e.g. cheaper spells; cost-mod) on `energy`
    (the printed cost, or as increased)."""
    by_op = s.extra.get("statics_by_op", {})
    own = (facts if facts is not None else card_facts(obj.card))[0]
    if not (own or by_op.get("cost_less_others") or (
            obj.card.type is CardType.SPELL and (
                by_op.get("spell_discount")
                or s.turn_flags.get(f"next_spell_discount{obj.controller}")))):
        return 0
    if energy is None:
        energy = obj.card.energy or 0
    # RUP4 356.4.e: a minimum belongs to its own discount and the player orders discounts:
    # the ones with a minimum first, then the others (the lowest cost, 356.4.e's example)
    left = spell_discount(s, obj.controller, energy) if obj.card.type is CardType.SPELL \
        else energy
    left = cost_less(s, obj, left)
    return energy - left


def free_of_all_costs(item: ChainItem) -> bool:
    """Played "ignoring any and all costs": its total cost is [0], additional costs, optional
    ones (Accelerate) and non-standard ones included (RUP4 356.5.a)."""
    return item.info.get("pbe_ignore") == "any_and_all"


def cost_before_deflect(s: GameState, item: ChainItem,
                        ab: Ability | None) -> tuple[int, list[frozenset]]:
    """The total cost of what `item` plays or activates, all but Deflect's tax (RUP4 356):
    the base cost as set (ignored, played by an effect), additional costs, Accelerate,
    discounts; an ability's or a pay-to trigger's cost."""
    if item.kind == "card" and free_of_all_costs(item):
        return 0, []  # "ignoring any and all costs" (RUP4 356.5.a)
    if item.kind == "card":
        obj = s.objs[item.obj]
        e, pips = (alt_base_cost(s, obj) if item.info.get("alt_for")
                   else base_cost(s, obj, item.from_facedown, flow=item.info.get("flow"),
                                  from_trash=item.origin_zone == TRASH))
        if ignored_cost(s, item, ab):
            e, pips = 0, []  # "ignore this spell's cost" (RUP4 356.1.b.1)
        if item.info.get("free_play") is not None:
            e = 0  # a free_play permission used: its Energy cost ignored (RUP4 356.1.b.2)
        if item.info.get("by_effect"):  # play-by-effect: "ignoring its cost" (356.1.b)
            e, pips = effect_cost(item, e, pips)
        if item.optional_paid:  # an additional cost of Energy/Power (356.2)
            xe, xpips = extra_resources(extra_cost_ability(obj.card.abilities))
            e += xe
            pips = pips + xpips
        if item.accelerate:
            e += 1
            pips.append(frozenset(obj.card.domains) or ALL_DOMAINS)
        if obj.card.type is CardType.SPELL:
            pips = chose_here_less(s, item, pips)  # a battlefield's discount (356.4)
        if s.showdown is not None and s.extra.get("statics_by_op", {}).get(
                "reaction_tax_here") and (item.from_facedown or item.info.get("ambush")
                                          or card_facts(obj.card)[6] == "reaction"):
            pips = pips + reaction_tax(s)  # a card with Reaction (811.6, 822.1.b), RUP4 356.3
        if item.info.get("paid_bf", -1) >= 0:  # Dragon Roost's additional cost (RUP4 356.2)
            pips = pips + paid_location_pips(s, obj, item.info["paid_bf"])
        re, rpips = repeat_resources(s, item)  # Repeat costs paid (820.1.c.1)
        e, pips = e + re, pips + rpips
        xab = extra_cost_ability(obj.card.abilities)
        ez = optional_cost_statics(s, item.controller)
        if ez:  # "optional additional costs you pay cost [1] or [A] less" (356.4.c)
            e, pips = _optional_parts_less(item, optional_parts(s, item, obj), ez, e, pips)
        if xab is not None and xab.less_per_cost:  # "[1] less for each Energy it costs ..."
            return per_cost_discounted(xab, e, pips, [
                s.objs[oid] for k, slot in enumerate(xab.targets)
                if slot.cost and k < len(item.targets) for _, oid, _inc in item.targets[k]])
        if xab is not None and (xab.less_energy or xab.less_power):
            # "reduce my cost by ... for each": a discount (356.4, 356.4.f)
            e, pips = discounted(xab, e, pips, sum(
                len(item.targets[k]) for k, slot in enumerate(xab.targets)
                if slot.cost and k < len(item.targets))
                + (1 if xab.cost_xp and item.optional_paid else 0))  # paid with XP (730.2)
        return e, pips
    if ab is not None and item.kind == "ability":
        return ability_energy(s, s.objs[item.source], ab), list(ab.cost_power)
    if ab is not None and item.kind == "trigger" and trigger_cost(ab):
        return ab.cost_energy, list(ab.cost_power)  # pay-to (RUP4 383.3.b)
    return 0, []


def deflect_pips(s: GameState, item: ChainItem) -> list[frozenset]:
    """Each time an opponent's spell or ability chooses a Deflect object: [A] more (RUP4 809);
    none while it chooses something at a battlefield whose players ignore Deflect (Heisho)."""
    pips: list[frozenset] = []
    if item.kind == "card" and (ignores_deflect(s.objs[item.obj].card)
                                or free_of_all_costs(item)):
        return pips  # "ignore [Deflect] while paying this spell's cost" (RUP4 766); "ignoring
        # any and all costs": none at all (356.5.a)
    ab = item_ability(s, item)
    if _ignores_deflect(s, item, ab):
        return pips
    for k, slot in enumerate(item.targets):
        if ab is not None and k < len(ab.targets) and ab.targets[k].cost:
            continue  # costs are not choices that Deflect taxes (RUP4 355.10.c)
        for _, oid, _inc in (t for t in slot if t[0] == "obj"):
            o = s.objs[oid]
            if s.players[o.controller].team != s.players[item.controller].team:
                n = keyword_value(s, o, Keyword.DEFLECT)
                pips.extend([ALL_DOMAINS] * n)
    return pips


def _ignores_deflect(s: GameState, item: ChainItem, ab: Ability | None,
                     also: Obj | None = None) -> bool:
    """"Players ignore [Deflect] while paying for spells and abilities choosing something
    here": one of its choices (not its costs, RUP4 355.10.c), or `also`, is at such a
    battlefield; every instance of Deflect is then ignored (FAQ-VENDETTA, Heisho)."""
    heishos = s.extra.get("statics_by_op", {}).get("ignore_deflect_here")
    if not heishos:
        return False
    bfs = {n for n, b in enumerate(s.battlefields) if b.obj in heishos}
    chosen = [oid for k, slot in enumerate(item.targets)
              if ab is None or k >= len(ab.targets) or not ab.targets[k].cost
              for _, oid, _inc in (t for t in slot if t[0] == "obj")]
    objs = [s.objs[oid] for oid in chosen] + ([also] if also is not None else [])
    return any(o.zone == BF and o.bf in bfs for o in objs)


def paid_location_pips(s: GameState, obj: Obj, bf: int) -> list[frozenset]:
    """The Power a battlefield's "pay ... as an additional cost to play a <tag> here" adds."""
    out: list[frozenset] = []
    for ab in s.objs[s.battlefields[bf].obj].card.abilities:
        st = ab.static
        if ab.kind == "static" and st is not None and st.op == "play_here_paying" \
                and st.scope.tag in obj.card.tags:
            out.extend(st.cost_power)
    return out


def reaction_tax(s: GameState) -> list[frozenset]:
    """The Power a card with Reaction costs more during a showdown at a battlefield that says
    so (Mystic Vortex, a cost increase, RUP4 356.3)."""
    sd = s.showdown
    vortexes = s.extra.get("statics_by_op", {}).get("reaction_tax_here")
    if sd is None or not vortexes or s.battlefields[sd.bf].obj not in vortexes:
        return []
    out: list[frozenset] = []
    for ab in s.objs[s.battlefields[sd.bf].obj].card.abilities:
        st = ab.static
        if ab.kind == "static" and st is not None and st.op == "reaction_tax_here":
            out.extend(st.cost_power)
    return out


def chose_here_less(s: GameState, item: ChainItem, pips: list[frozenset]) -> list[frozenset]:
    """"Each spell that chooses one or more units here that are friendly to it costs [A]
    less": once per such battlefield the spell chooses a friendly unit at (not as a cost,
    RUP4 355.10.c)."""
    tombs = s.extra.get("statics_by_op", {}).get("chose_here_less")
    if not tombs:
        return pips
    ab = item_ability(s, item)
    team = s.players[item.controller].team
    chosen = [s.objs[oid] for k, slot in enumerate(item.targets)
              if ab is None or k >= len(ab.targets) or not ab.targets[k].cost
              for _, oid, _inc in (t for t in slot if t[0] == "obj")]
    for n, b in enumerate(s.battlefields):
        if b.obj not in tombs or not any(
                o.is_unit and o.zone == BF and o.bf == n
                and s.players[o.controller].team == team for o in chosen):
            continue
        for ab2 in s.objs[b.obj].card.abilities:
            st = ab2.static
            if ab2.kind == "static" and st is not None and st.op == "chose_here_less":
                pips = remove_pips(pips, st.less_power, 1)
    return pips


def _heisho_later(s: GameState, ab: Ability | None, k: int) -> bool:
    """A later choice of the ability could still be a unit at a battlefield whose players
    ignore Deflect (so the Deflect of this one may yet cost nothing)."""
    heishos = s.extra.get("statics_by_op", {}).get("ignore_deflect_here")
    if not heishos or ab is None:
        return False
    if not any(b.obj in heishos and b.units for b in s.battlefields):
        return False
    return any(not slot.cost for slot in ab.targets[k + 1:])


def ignores_deflect(card: CardDef) -> bool:
    """ignore-keyword: the spell's own "ignore [Deflect] while paying this spell's cost"."""
    return any(ab.kind == "static" and ab.static is not None
               and ab.static.op == "ignore_keyword" and ab.static.keyword is Keyword.DEFLECT
               for ab in card.abilities)


def discounted(xab: Ability, energy: int, pips: list, k: int) -> tuple[int, list]:  # type: ignore[type-arg]
    """additional-cost: "reduce my cost by <less_energy, less_power> for each" of the k
    objects that paid the additional cost (RUP4 356.4; never below 0, 356.6): a Power
    discount removes a pip it can pay."""
    return max(0, energy - k * xab.less_energy), remove_pips(pips, xab.less_power, k)


def chose_me_discounts(s: GameState, item: ChainItem) -> list[Static]:
    """ "Your spells that choose me cost [1] or [A] less": the discounts of the objects a spell
    chooses (not to pay a cost, RUP4 355.10.c) whose controller plays it; each object once."""
    if not s.extra.get("statics_by_op", {}).get("chose_me_less") or item.kind != "card" \
            or s.objs[item.obj].card.type is not CardType.SPELL:
        return []
    ab = item_ability(s, item)
    chosen = {oid for k, slot in enumerate(item.targets)
              if ab is None or k >= len(ab.targets) or not ab.targets[k].cost
              for _, oid, _inc in slot}
    return [st for o, st in passive_sources(s, "chose_me_less")
            if o.id in chosen and o.controller == item.controller]


def empower_here_statics(s: GameState, o: Obj) -> list[Static]:
    """A battlefield's "[Empower] costs of your units here cost [1] or [A] less" that apply to
    the Empower abilities of unit `o`: at such a battlefield its controller controls."""
    ids = s.extra.get("statics_by_op", {}).get("empower_less_here")
    if not ids or not o.is_unit or o.zone != BF:
        return []
    b = s.battlefields[o.bf]
    if b.obj not in ids or b.controller != o.controller:
        return []
    return [ab.static for ab in s.objs[b.obj].card.abilities if ab.kind == "static"
            and ab.static is not None and ab.static.op == "empower_less_here"]


def either_discounts(s: GameState, item: ChainItem) -> list[Static]:
    """The "costs [1] or [A] less" discounts of what `item` plays or activates (its player
    picks the part of each as its total cost is set, RUP4 356.4.d)."""
    if item.kind == "ability" and item.ability is not None and item.ability.empower \
            and item.source >= 0:
        return empower_here_statics(s, s.objs[item.source])
    return chose_me_discounts(s, item)


def optional_cost_statics(s: GameState, player: int) -> list[Static]:
    """ "Optional additional costs you pay cost [1] or [A] less" of what `player` controls."""
    if not s.extra.get("statics_by_op", {}).get("optional_costs_less"):
        return []
    return [st for o, st in passive_sources(s, "optional_costs_less") if o.controller == player]


def optional_part_options(s: GameState, player: int, energy: int,
                          pips: list) -> list[tuple[int, list]]:  # type: ignore[type-arg]
    """An optional additional cost as it may end up, by the parts the player may pick for
    each "optional additional costs you pay cost [1] or [A] less" (RUP4 356.4.c)."""
    return either_options(optional_cost_statics(s, player), energy, pips)


def optional_parts(s: GameState, item: ChainItem, obj: Obj) -> list[tuple[int, list]]:  # type: ignore[type-arg]
    """The optional additional costs paid for the card, each a component of its cost (RUP4
    356.2.b, 356.4.c), in a fixed order: Accelerate, its own optional additional cost, a
    battlefield's paid location, then each Repeat paid (FAQ-SPIRITFORGED, Ezreal, Prodigy)."""
    parts: list[tuple[int, list]] = []  # type: ignore[type-arg]
    if item.accelerate:
        parts.append((1, [frozenset(obj.card.domains) or ALL_DOMAINS]))
    xab = extra_cost_ability(obj.card.abilities)
    if item.optional_paid and xab is not None and xab.optional:
        xe, xpips = extra_resources(xab)
        if xe or xpips:
            parts.append((xe, xpips))
    if item.info.get("paid_bf", -1) >= 0:
        parts.append((0, paid_location_pips(s, obj, item.info["paid_bf"])))
    parts.extend(repeat_parts(item))
    return parts


def _optional_parts_less(item: ChainItem, parts: list, ez: list[Static],  # type: ignore[type-arg]
                         energy: int, pips: list) -> tuple[int, list]:  # type: ignore[type-arg]
    """The total cost with each optional additional cost discounted on its own (RUP4
    356.4.c): what each discount took off its component comes off the total; the parts
    its player picked ("either_parts"), or for one not picked yet the Energy while there is
    some."""
    picks = item.info.get("either_parts", [])
    slot = 0
    pips = list(pips)
    for ce, cpips in parts:
        left_e, left_pips = ce, list(cpips)
        for st in ez:
            pick = picks[slot] if slot < len(picks) else ("energy" if left_e > 0 else "power")
            left_e, left_pips = either_less(st, pick, left_e, left_pips)
            slot += 1
        energy = max(0, energy - (ce - left_e))
        for pip in cpips:
            if pip in left_pips:
                left_pips.remove(pip)
            elif pip in pips:
                pips.remove(pip)  # the pip that discount took off this component
    return energy, pips


def either_less(st: Static, pick: str, energy: int,
                pips: list[frozenset]) -> tuple[int, list[frozenset]]:
    """One "costs [n] or [pip] less" discount, the part picked ("energy" or "power") taken
    off (never below 0, RUP4 356.6)."""
    if pick == "energy":
        return max(0, energy - st.n), pips
    return energy, remove_pips(pips, st.less_power, 1)


def either_options(sts: list[Static], energy: int,
                   pips: list[frozenset]) -> list[tuple[int, list[frozenset]]]:
    """Every cost the player could reach by picking the part each discount takes off."""
    out = [(energy, list(pips))]
    for st in sts:
        out = [either_less(st, pick, e, p) for e, p in out for pick in ("energy", "power")]
    return out


def per_cost_discounted(xab: Ability, energy: int, pips: list,  # type: ignore[type-arg]
                        objs: list[Obj]) -> tuple[int, list]:  # type: ignore[type-arg]
    """additional-cost: "I cost [1] less for each Energy it costs and [C] less for each Power
    it costs": the printed or copied costs of the objects that paid it (RUP4 206, 356.4;
    never below 0, 356.6)."""
    e_less = sum(o.card.energy or 0 for o in objs)
    p_less = sum(len(o.card.power) for o in objs)
    return max(0, energy - e_less * xab.less_energy), remove_pips(pips, xab.less_power, p_less)


def trigger_cost(ab: Ability) -> bool:
    """pay-to: an optional triggered ability whose "you may pay ... [and exhaust me] to"
    is its base cost (RUP4 383.3.b, 740.4.a.2)."""
    return ab.kind == "triggered" and ab.optional and bool(
        ab.cost_energy or ab.cost_power or ab.exhaust_self or ab.cost_xp or ab.cost_burn)


def can_pay_trigger(s: GameState, item: ChainItem, ab: Ability) -> bool:
    """Can the trigger's base cost be paid now (its source still there and ready, if it
    exhausts itself; RUP4 383.3.b.1)?"""
    if ab.exhaust_self:
        src = s.objs[item.source] if item.source >= 0 else None
        if src is None or src.exhausted or src.zone not in (BASE, BF, "legend") \
                or src.incarnation != item.source_incarnation:
            return False
    if xp(s, item.controller) < ab.cost_xp:
        return False  # "you may spend N XP to ...": too little XP (RUP4 730.2)
    # the Add abilities that pay as they are used included (RUP4 429.3: usable whenever a
    # cost is being paid); a payment they leave short is undone (358.5, playing.pending)
    return could_pay_adding(s, item.controller, ab.cost_energy, list(ab.cost_power), uses(s))


def affordable_with(s: GameState, item: ChainItem, o: Obj) -> bool:
    """Offer a Deflect target only if its extra cost can still be paid (RUP4 809)."""
    if s.players[o.controller].team == s.players[item.controller].team:
        return True
    n = keyword_value(s, o, Keyword.DEFLECT)
    if n == 0 or (item.kind == "card" and ignores_deflect(s.objs[item.obj].card)):
        return True  # ignore-keyword (RUP4 766)
    ab = item_ability(s, item)
    k = len(item.targets) - 1
    if ab is not None and 0 <= k < len(ab.targets) and ab.targets[k].cost:
        return True  # a cost doesn't choose (RUP4 355.10.c)
    if _ignores_deflect(s, item, ab, o) or _heisho_later(s, ab, k):
        # something chosen at Heisho, or still to be: Deflect is ignored (FAQ-VENDETTA);
        # choices made, a cost that can't be paid undoes the play (RUP4 358.5)
        return True
    # the cost as it will be, an ignored base cost included, plus Deflect's Power
    # (356.1.b.3, 356.2.a.2, 809.1.c)
    e, pips = cost_before_deflect(s, item, ab)
    pips = pips + deflect_pips(s, item) + [ALL_DOMAINS] * n
    return could_pay_adding(s, item.controller, e, pips, item_use(s, item))
