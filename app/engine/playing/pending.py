"""Playing cards and abilities: from pending chain item to finalized (RUP4 349-359, 398-406).

A pending item asks its controller one small question at a time (where the unit enters,
whether to pay Accelerate, each target, how to pay) and becomes finalized once every
choice is made and every cost paid.
"""

from __future__ import annotations

from app.engine import state as _state
from app.engine.abilities import ANY_NUMBER, Ability, TargetSlot
from app.engine.actions.chain import chain_emptied
from app.engine.actions.damage import split_bonus
from app.engine.actions.death import ask_offer, ask_paid_save, kill_now
from app.engine.actions.payment import (
    add_sources,
    can_pay,
    first_add,
    payment_plan,
    pool_covers,
    pool_covers_power,
    power_sources,
    resolve_adds,
    rune_op,
    spend,
    undo_power,
)
from app.engine.actions.triggers import collect_event
from app.engine.actions.zones import (
    discard,
    enter_board,
    put_facedown,
    recycle_cards,
    spend_buff,
    take_next_unit_ready,
)
from app.engine.core.actions import CANCEL, DONE, NO, PAY, YES, Action
from app.engine.core.enums import ALL_DOMAINS, CardType, Keyword
from app.engine.core.events import emit
from app.engine.destinations import next_question, record
from app.engine.granted import activated as activated_abilities
from app.engine.granted import add_abilities
from app.engine.granted import holders as granted_holders
from app.engine.playeffect import effect_cost
from app.engine.reads.board import can_enter, same_location
from app.engine.reads.characteristics import board_candidates, has_keyword, keyword_value, might
from app.engine.reads.items import (
    card_facts,
    extra_cost_ability,
    extra_cost_paid,
    extra_resources,
    ignored_cost,
    item_ability,
    mode_ability,
    modes_key,
)
from app.engine.restrict import units_only_to_base
from app.engine.state import (
    BANISH,
    BASE,
    BF,
    CHAMPION,
    DECK,
    FACEDOWN,
    HAND,
    RUNES,
    TRASH,
    ChainItem,
    Decision,
    GameState,
    Obj,
)
from app.engine.statics import cost_less, enters_exhausted, enters_ready, spell_discount

# -- modal: "choose one —" (RUP4 355.3, 402.2) -------------------------------------------


def available_modes(s: GameState, item: ChainItem, ab: Ability) -> list[int]:
    """Modes that can be chosen: not yet chosen this turn if the ability says so, and with
    legal choices for their required targets (RUP4 355.8, 402.3)."""
    used = s.turn_flags.get(modes_key(s, item, ab), ()) if ab.modes_once_per_turn else ()
    return [k for k in range(len(ab.modes)) if k not in used
            and has_legal_targets(s, item, mode_ability(ab, k))]


def choose_mode(s: GameState, item: ChainItem, ab: Ability, k: int) -> None:
    item.mode = k
    if ab.modes_once_per_turn:
        item.info["modes_key"] = modes_key(s, item, ab)
    item.ability = mode_ability(ab, k)
    emit(s, "mode", player=item.controller, n=k)


def card_timing(s: GameState, obj: Obj, facts: tuple | None = None) -> str:
    """normal, action or reaction (RUP4 159.2); a card played from facedown has Reaction (811.6).
    `facts`: card_facts(obj.card), when the caller has them."""
    if obj.zone == FACEDOWN:
        return "reaction"
    if obj.zone not in (BASE, BF):  # off the board only printed keywords count (keyword_value)
        return (facts if facts is not None else card_facts(obj.card))[6]
    if has_keyword(s, obj, Keyword.REACTION):
        return "reaction"
    if has_keyword(s, obj, Keyword.ACTION):
        return "action"
    return "normal"


def unit_locations(s: GameState, obj: Obj, player: int, bf_restrict: int) -> list[str]:
    """Where a unit may enter: base or a battlefield its controller controls (RUP4 355.2.a)."""
    if bf_restrict >= 0:
        # a hidden permanent enters where it was hidden (811.1.d.1); `playable` refuses a
        # hidden unit that a restriction keeps out of battlefields
        return [f"bf{bf_restrict}"]
    if obj.card.type is CardType.GEAR:
        return ["base"]  # RUP4 149.2
    if units_only_to_base(s, player):  # "can only play units to base" (RUP4 054.2)
        return ["base"]
    out = ["base"]
    for i, bf in enumerate(s.battlefields):
        if len(s.players) > 2 and not _room_for(s, player, i):
            continue  # not a third player's units at a battlefield (RUP4 144.4.a.1)
        if bf.controller == player:
            out.append(f"bf{i}")
        elif bf.controller is None and not bf.units and (
            _may_play_to_open(obj) or _friendly_play_to_open(s, obj, player)
        ):
            out.append(f"bf{i}")
        elif bf.controller is not None and bf.units and _may_play_occupied_enemy(obj) \
                and s.players[bf.controller].team != s.players[player].team:
            # play-locations: "an occupied enemy battlefield": one an opponent controls with a
            # unit present (RUP4 170.11.a); arriving there contests it (enter_board)
            out.append(f"bf{i}")
    return out


def _room_for(s: GameState, player: int, bf: int) -> bool:
    return can_enter(s, player, bf)


def _may_play_occupied_enemy(obj: Obj) -> bool:
    return any(ab.kind == "static" and ab.static is not None
               and ab.static.op == "play_to_occupied_enemy" for ab in obj.card.abilities)


def _friendly_play_to_open(s: GameState, obj: Obj, player: int) -> bool:
    """play-locations: "friendly units may be played to open battlefields" (an open battlefield
    is unoccupied and uncontrolled, RUP4 170.11.c) while its source is on the board."""
    if obj.card.type is not CardType.UNIT:
        return False
    for oid in s.extra.get("statics_by_op", {}).get("play_to_open", ()):
        src = s.objs[oid]
        if src.zone not in (BASE, BF) or s.players[src.controller].team != s.players[player].team:
            continue
        if any(ab.kind == "static" and ab.static is not None and ab.static.op == "play_to_open"
               and ab.static.scope.side == "friendly" for ab in src.card.abilities):
            return True
    return False


def _may_play_to_open(obj: Obj) -> bool:
    return any(ab.kind == "static" and ab.static is not None and ab.static.op == "play_to_open"
               for ab in obj.card.abilities)


def target_candidates(s: GameState, item: ChainItem, slot: TargetSlot) -> list[Obj]:
    source = s.objs[item.source] if item.source >= 0 else (
        s.objs[item.obj] if item.obj >= 0 else None)
    cands = board_candidates(s, slot.select, item.controller, source, item.bf_restrict)
    if item.bf_restrict >= 0 and not cands and slot.select.where not in ("any", "battlefield"):
        cands = board_candidates(s, slot.select, item.controller, source)  # RUP4 811.1.d.2
    if slot.cost == "spend_buff":  # a buff you can spend: on a unit you control (702.2.b.1-2)
        cands = [o for o in cands if o.buffs > 0 and o.controller == item.controller]
    if slot.cost == "kill" and item.kind == "ability" and item.ability is not None \
            and item.ability.exhaust_self:
        # act-cost: "kill a friendly unit or gear, [Tap]:": killing the source would leave the
        # exhaust cost unpayable, so it isn't a choice (RUP4 357.3)
        cands = [o for o in cands if o.id != item.source]
    if slot.select.where == "with_first":
        # dependent targets: at the location of the unit chosen in slot 0 (RUP4 355.5)
        first = [s.objs[oid] for _, oid, _ in item.targets[0]] if item.targets else []
        cands = [o for o in cands if first and o.id != first[0].id
                 and same_location(o, first[0])]
    return cands


def _with_partner(s: GameState, item: ChainItem, ab: Ability, cands: list[Obj]) -> list[Obj]:
    """dependent targets: a unit for slot 0 only if every required later slot "at the same
    location as it" then has a choice (RUP4 355.8: the choices must all be possible)."""
    if len(ab.targets) < 2:
        return cands  # no later slot (the common case)
    deps = [t for t in ab.targets[1:] if t.select.where == "with_first" and not t.up_to]
    if not deps:
        return cands
    source = s.objs[item.source] if item.source >= 0 else (
        s.objs[item.obj] if item.obj >= 0 else None)
    found = [board_candidates(s, t.select, item.controller, source) for t in deps]
    return [o for o in cands
            if all(any(c.id != o.id and same_location(c, o) for c in f) for f in found)]


def has_legal_targets(s: GameState, item: ChainItem, ab: Ability | None,
                      affordable: bool = True) -> bool:
    """Enough valid choices for every required slot (RUP4 355.8); `affordable`: also able
    to pay what Deflect adds for them (RUP4 809.1.c)."""
    if ab is None:
        return True
    pool: set[int] = set()  # candidates of the earlier required slots
    need = 0
    for slot in ab.targets:
        if slot.up_to:
            continue
        cands = [o for o in target_candidates(s, item, slot)
                 if not affordable or _affordable_with(s, item, o)]
        if slot is ab.targets[0]:
            cands = _with_partner(s, item, ab, cands)
        elif slot.select.where == "with_first":
            continue  # checked with slot 0's candidates
        if len(cands) < slot.count:
            return False
        pool |= {o.id for o in cands}
        need += slot.count
        if slot.distinct and len(pool) < need:
            return False  # "another": too few different objects for the slots so far
    return True


def base_cost(s: GameState, obj: Obj, from_facedown: bool,
              facts: tuple | None = None) -> tuple[int, list[frozenset]]:
    """The card's cost to pay: printed, or nothing when played from facedown (RUP4 811.1.b).
    `facts`: card_facts(obj.card), when the caller has them."""
    if from_facedown:
        return 0, []
    energy = obj.card.energy or 0
    pips = list(obj.card.power)
    energy = max(0, energy - cost_reduction(s, obj, facts))
    return energy, pips


def cost_reduction(s: GameState, obj: Obj, facts: tuple | None = None) -> int:
    """Energy discounts from passive abilities (e.g. cheaper spells; cost-mod)."""
    by_op = s.extra.get("statics_by_op", {})
    own = (facts if facts is not None else card_facts(obj.card))[0]
    if not (own or by_op.get("cost_less_others") or (
            obj.card.type is CardType.SPELL and (
                by_op.get("spell_discount")
                or s.turn_flags.get(f"next_spell_discount{obj.controller}")))):
        return 0
    energy = obj.card.energy or 0
    # RUP4 356.4.e: a minimum belongs to its own discount and the player orders discounts:
    # the ones with a minimum first, then the others (the lowest cost, 356.4.e's example)
    left = spell_discount(s, obj.controller, energy) if obj.card.type is CardType.SPELL \
        else energy
    left = cost_less(s, obj, left)
    return energy - left


def cost_before_deflect(s: GameState, item: ChainItem,
                        ab: Ability | None) -> tuple[int, list[frozenset]]:
    """The total cost of what `item` plays or activates, all but Deflect's tax (RUP4 356):
    the base cost as set (ignored, played by an effect), additional costs, Accelerate,
    discounts; an ability's or a pay-to trigger's cost."""
    if item.kind == "card":
        obj = s.objs[item.obj]
        e, pips = base_cost(s, obj, item.from_facedown)
        if ignored_cost(s, item, ab):
            e, pips = 0, []  # "ignore this spell's cost" (RUP4 356.1.b.1)
        if item.info.get("by_effect"):  # play-by-effect: "ignoring its cost" (356.1.b)
            e, pips = effect_cost(item, e, pips)
        if item.optional_paid:  # an additional cost of Energy/Power (356.2)
            xe, xpips = extra_resources(extra_cost_ability(obj.card.abilities))
            e += xe
            pips = pips + xpips
        if item.accelerate:
            e += 1
            pips.append(frozenset(obj.card.domains) or ALL_DOMAINS)
        xab = extra_cost_ability(obj.card.abilities)
        if xab is not None and (xab.less_energy or xab.less_power):
            # "reduce my cost by ... for each": a discount (356.4, 356.4.f)
            e, pips = discounted(xab, e, pips, sum(
                len(item.targets[k]) for k, slot in enumerate(xab.targets)
                if slot.cost and k < len(item.targets)))
        return e, pips
    if ab is not None and item.kind == "ability":
        return ab.cost_energy, list(ab.cost_power)
    if ab is not None and item.kind == "trigger" and trigger_cost(ab):
        return ab.cost_energy, list(ab.cost_power)  # pay-to (RUP4 383.3.b)
    return 0, []


def deflect_pips(s: GameState, item: ChainItem) -> list[frozenset]:
    """Each time an opponent's spell or ability chooses a Deflect object: [A] more (RUP4 809)."""
    pips: list[frozenset] = []
    ab = item_ability(s, item)
    for k, slot in enumerate(item.targets):
        if ab is not None and k < len(ab.targets) and ab.targets[k].cost:
            continue  # costs are not choices that Deflect taxes (RUP4 355.10.c)
        for _, oid, _inc in slot:
            o = s.objs[oid]
            if s.players[o.controller].team != s.players[item.controller].team:
                n = keyword_value(s, o, Keyword.DEFLECT)
                pips.extend([ALL_DOMAINS] * n)
    return pips


# -- finalizing ---------------------------------------------------------------------

def advance_pending(s: GameState, item: ChainItem) -> None:
    """Carry a pending item forward until it needs a choice, is finalized, or leaves."""
    obj = s.objs[item.obj] if item.kind == "card" else None
    ab = item_ability(s, item)
    while item.pending:
        st = item.stage
        if st == 0:  # "you may" triggers decide first (RUP4 383.3.a)
            item.stage = 1
            if item.kind == "trigger" and ab is not None and ab.optional:
                if ab.targets and ab.targets[0].cost in ("spend_buff", "exhaust", "discard") and \
                        not ab.targets[0].up_to and not target_candidates(s, item, ab.targets[0]):
                    # "you may spend a buff to ...": with no buff to spend it can't be placed
                    # on the chain, so there is nothing to ask (RUP4 740.4.a.2, 702.2.b.1);
                    # "you may exhaust this to ...": likewise once it is exhausted (204.3.a)
                    _fizzle_pending(s, item)
                    return
                if trigger_cost(ab):
                    # pay-to: "you may pay ... to ...": the base cost, paid on finalization;
                    # one that can't be paid can't be placed on the chain (383.3.b.1, 740.4.a.2)
                    if not can_pay_trigger(s, item, ab):
                        _fizzle_pending(s, item)
                        return
                    _ask(s, item, "may", [YES, NO], cost_energy=ab.cost_energy,
                         cost_power=len(ab.cost_power), cost_exhaust=ab.exhaust_self)
                    return
                _ask(s, item, "may", [YES, NO])
                return
        elif st == 1:  # where a unit enters (RUP4 355.2)
            item.stage = 2
            if obj is not None and obj.card.is_permanent:
                locs = unit_locations(s, obj, item.controller, item.bf_restrict)
                if len(locs) == 1:
                    item.location = locs[0]
                else:
                    _ask(s, item, "location", [Action("to", (loc,)) for loc in locs])
                    return
        elif st == 2:  # Accelerate: optional additional cost (RUP4 805)
            item.stage = 3
            if (obj is not None and obj.card.type is CardType.UNIT
                    and has_keyword(s, obj, Keyword.ACCELERATE)):
                e, pips = base_cost(s, obj, item.from_facedown)
                if item.info.get("by_effect"):  # play-by-effect: its cost as the effect says
                    e, pips = effect_cost(item, e, pips)
                accel_pip = frozenset(obj.card.domains) or ALL_DOMAINS
                e, pips = best_discounted(s, item.controller, obj, e + 1, pips + [accel_pip])
                if can_pay(s, item.controller, e, pips):
                    _ask(s, item, "accelerate", [YES, NO])
                    return
        elif st == 3:  # targets, one at a time (RUP4 355.5-355.13)
            if obj is not None and not item.info.get("extra_asked"):
                item.info["extra_asked"] = True
                xab = extra_cost_ability(obj.card.abilities)
                xe, xpips = extra_resources(xab)
                if xab is not None and (xe or xpips):
                    if not xab.optional:
                        item.optional_paid = True  # a mandatory additional cost (356.2.a.1)
                    else:
                        # "you may pay ... as an additional cost": asked only if it can be
                        # paid with everything else (RUP4 355.1.a, 356.2.b)
                        e, pips = base_cost(s, obj, item.from_facedown)
                        if item.info.get("by_effect"):  # play-by-effect (RUP4 356.1.b)
                            e, pips = effect_cost(item, e, pips)
                        if item.accelerate:
                            e += 1
                            pips.append(frozenset(obj.card.domains) or ALL_DOMAINS)
                        if can_pay(s, item.controller, e + xe, pips + xpips,
                                   obj.card.type is CardType.SPELL):
                            _ask(s, item, "extra", [YES, NO])
                            return
            if ab is not None and ab.modes and item.mode < 0:
                # modes are chosen before targets (RUP4 355.3); a single possible one is taken
                modes = available_modes(s, item, ab)
                if len(modes) == 1:
                    choose_mode(s, item, ab, modes[0])
                    ab = item.ability
                    continue
                if not modes:
                    if item.kind == "trigger":
                        _fizzle_pending(s, item)  # no legal choice: it leaves (RUP4 402.4)
                    else:
                        cancel_item(s, item)  # RUP4 358.5
                    return
                _ask(s, item, "mode", [Action("mode", (k,)) for k in modes])
                return
            if ab is not None and ab.choose_player and "chosen_player" not in item.info:
                # player-choices: "choose an opponent", made with the other choices (RUP4
                # 355.5, 355.9.a); a single opponent is chosen without asking
                players = s.opponents(item.controller)
                if len(players) == 1:
                    item.info["chosen_player"] = players[0]
                    continue
                if not players:
                    if item.kind == "trigger":
                        _fizzle_pending(s, item)
                    else:
                        cancel_item(s, item)
                    return
                _ask(s, item, "player", [Action("player", (p,)) for p in players])
                return
            slots = ab.targets if ab is not None else ()
            # the first slot still open; slots fill in order, one object per question
            k = next((i for i in range(len(slots)) if not _slot_closed(item, i)), None)
            if k is None:
                # with its targets, where each unit it moves goes (RUP4 355.4, 355.15)
                q = next_question(s, item, ab)
                if q is not None:
                    step, i, unit, dests = q
                    _ask(s, item, "move_to", [Action("to", (d,)) for d in dests],
                         step=step, pos=i, obj=unit.id)
                    return
                item.stage = 4
                continue
            while len(item.targets) <= k:
                item.targets.append([])
            slot = slots[k]
            chosen = {oid for _, oid, _ in item.targets[k]}
            if slot.distinct:  # "another": not one chosen in an earlier slot
                chosen |= {oid for earlier in item.targets[:k] for _, oid, _ in earlier}
            cands = [o for o in target_candidates(s, item, slot) if (
                o.id not in chosen or _buff_left(item.targets[k], slot, o))
                and _affordable_with(s, item, o)]
            if slot.same_bf or slot.total_might is not None:
                cands = [o for o in cands if _fits_group(s, slot, item.targets[k], o)]
            if k == 0 and ab is not None:
                cands = _with_partner(s, item, ab, cands)
            need_more = len(item.targets[k]) < slot.count
            if need_more and ab is not None and len(item.targets[k]) >= _split_cap(s, item, ab, k):
                need_more = False  # split-damage: no more units than damage (RUP4 355.14.c)
            if not need_more or (not cands and slot.up_to):
                _close_slot(item, k)
                continue
            if not cands:
                if item.kind == "trigger":
                    _fizzle_pending(s, item)  # no legal choice: it leaves (RUP4 402.4)
                else:
                    cancel_item(s, item)  # the play is undone (RUP4 358.5)
                return
            if len(cands) == 1 and not slot.up_to and slot.count - len(item.targets[k]) == 1:
                item.targets[k].append(("obj", cands[0].id, cands[0].incarnation))
                continue
            opts = [Action("target", (o.id,)) for o in cands]
            if slot.up_to:
                opts.append(DONE)
            if slot.cost is not None:  # choosing pays a cost: say so in the question
                _ask(s, item, "target", opts, slot=k, cost=slot.cost)
            else:
                _ask(s, item, "target", opts, slot=k)
            return
        elif st == 4:  # total cost (RUP4 356)
            item.stage = 5
            e, pips = cost_before_deflect(s, item, ab)
            item.cost_energy, item.cost_power = e, pips + deflect_pips(s, item)
        elif st == 5:  # pay (RUP4 357)
            spell = obj is not None and obj.card.type is CardType.SPELL
            if pool_covers(s.players[item.controller].pool, item.cost_energy, item.cost_power,
                           spell):
                spend(s, item.controller, item.cost_energy, item.cost_power, spell)
                item.stage = 6
                continue
            plan = payment_plan(s, item.controller, item.cost_energy, item.cost_power, spell)
            if plan is not None and s.extra.get("_autopay") == item.id and s.priority is None:
                # one-step play (Game.play_through, for agents): the answer "pay" given at
                # once, as `answer` gives it, without listing the manual rune options (RUP4
                # 357); with priority unset, run() leaves the state as the two steps do
                s.extra["_autopay"] = -1  # paid: the caller logs the "pay" step
                for op, rid in plan:
                    rune_op(s, item, op, s.objs[rid])
                advance_pending(s, item)
                return
            opts = []
            if plan is not None:
                opts.append(PAY)
            opts.extend(_useful_rune_ops(s, item))
            # the plan goes with the question, for the answer "pay" (the state can't change
            # in between); "_": derived data, not part of the state hash
            _ask(s, item, "pay", opts, _plan=plan)
            return
        elif st == 6:  # costs beyond resources, then finalize (RUP4 358-359)
            if ab is not None and s.extra.get("statics_by_op", {}).get("replace_death") \
                    and _offer_for_kill_cost(s, item, ab):
                return  # asked first; this stage runs again after the answer
            if s.turn_flags.get("pay_saves") and ab is not None:
                # a unit killed as a cost with a paid save: pay or not, first (357.2.a)
                kills = [s.objs[oid] for k, slot in enumerate(ab.targets)
                         if slot.cost == "kill" and k < len(item.targets)
                         for _, oid, _inc in item.targets[k]]
                if kills and not ask_paid_save(s, kills):
                    return
            if item.kind == "trigger" and ab is not None and ab.cost_recycle_self:
                src = s.objs[item.source] if item.source >= 0 else None
                if src is None or src.zone != TRASH:
                    _fizzle_pending(s, item)  # the cost can't be paid (RUP4 383.3.b.1, 416.3)
                    return
                recycle_cards(s, item.controller, [src])  # "recycle me" (RUP4 383.3.b)
            if item.kind == "ability" and ab is not None and ab.exhaust_self:
                src = s.objs[item.source]
                src.exhausted = True
                s.dirty = True
            if item.kind == "trigger" and ab is not None and ab.exhaust_self:
                src = s.objs[item.source]  # pay-to: "... and exhaust me to" (RUP4 383.3.b)
                src.exhausted = True
                s.dirty = True
                emit(s, "exhaust", obj=src.id)
            if "modes_key" in item.info:  # "you've not chosen this turn": now it has been
                s.turn_flags.setdefault(item.info["modes_key"], []).append(item.mode)
            if item.kind == "ability" and ab is not None and ab.cost_spend_buff:
                spend_buff(s, s.objs[item.source])  # "Spend my buff:" (RUP4 702.2.b)
            for k, slot in enumerate(ab.targets if ab is not None else ()):
                if slot.cost == "exhaust" and k < len(item.targets):
                    for _, oid, _inc in item.targets[k]:
                        s.objs[oid].exhausted = True  # an optional additional cost (356.2.b)
                        s.dirty = True
                        emit(s, "exhaust", obj=oid)
                if slot.cost == "spend_buff" and k < len(item.targets):
                    for _, oid, _inc in item.targets[k]:
                        spend_buff(s, s.objs[oid])  # RUP4 702.2.b, 740.4.a.2
                if slot.cost == "kill" and k < len(item.targets):
                    for _, oid, _inc in item.targets[k]:
                        # "kill a friendly unit" as a cost (356.2.a.1), by its payer
                        kill_now(s, s.objs[oid], by=item.controller)
                    s.extra.pop("replace_offers", None)
                if slot.cost == "discard" and k < len(item.targets) and item.targets[k]:
                    # "discard N" as a cost (RUP4 356.2.b, 357.2), one instruction (383.1)
                    for _, oid, _inc in item.targets[k]:
                        discard(s, s.objs[oid])
                        collect_event(s, "discarded", obj=s.objs[oid])
                    collect_event(s, "you_discard", player=item.controller,
                                  n=len(item.targets[k]))
                if slot.cost == "recycle" and k < len(item.targets):
                    # "Recycle N from your trash:" chosen cards, together (RUP4 416.3, 416.5)
                    recycle_cards(s, item.controller,
                                  [s.objs[oid] for _, oid, _inc in item.targets[k]])
            finalize(s, item)
            return


def _buff_left(picked: list, slot: TargetSlot, o: Obj) -> bool:  # type: ignore[type-arg]
    """"Spend any number of buffs": a unit that can have several buffs (any_buffs) may be
    chosen once for each buff it has (RUP4 702.2.b, 702.3)."""
    return slot.cost == "spend_buff" and o.buffs > sum(1 for _, oid, _ in picked if oid == o.id)


def discounted(xab: Ability, energy: int, pips: list, k: int) -> tuple[int, list]:  # type: ignore[type-arg]
    """additional-cost: "reduce my cost by <less_energy, less_power> for each" of the k
    objects that paid the additional cost (RUP4 356.4; never below 0, 356.6): a Power
    discount removes a pip it can pay."""
    energy = max(0, energy - k * xab.less_energy)
    pips = list(pips)
    for _ in range(k):
        for want in xab.less_power:
            hit = next((p for p in sorted(pips, key=len) if p & want), None)
            if hit is not None:
                pips.remove(hit)
    return energy, pips


def best_discounted(s: GameState, player: int, obj: Obj, energy: int,
                    pips: list) -> tuple[int, list]:  # type: ignore[type-arg]
    """The cost with the most discount the card's additional cost could give now (for the
    affordability checks; more objects paid, more discount)."""
    xab = extra_cost_ability(obj.card.abilities)
    if xab is None or not (xab.less_energy or xab.less_power):
        return energy, pips
    probe = ChainItem(0, "card", player)
    probe.obj = obj.id
    k = 0
    for slot in xab.targets:
        cands = [o for o in target_candidates(s, probe, slot) if o.id != obj.id]
        if slot.cost == "spend_buff":
            k += min(slot.count, sum(o.buffs for o in cands))
        else:
            k += min(slot.count, len(cands))
    return discounted(xab, energy, pips, k)


def trigger_cost(ab: Ability) -> bool:
    """pay-to: an optional triggered ability whose "you may pay ... [and exhaust me] to"
    is its base cost (RUP4 383.3.b, 740.4.a.2)."""
    return ab.kind == "triggered" and ab.optional and bool(
        ab.cost_energy or ab.cost_power or ab.exhaust_self)


def can_pay_trigger(s: GameState, item: ChainItem, ab: Ability) -> bool:
    """Can the trigger's base cost be paid now (its source still there and ready, if it
    exhausts itself; RUP4 383.3.b.1)?"""
    if ab.exhaust_self:
        src = s.objs[item.source] if item.source >= 0 else None
        if src is None or src.exhausted or src.zone not in (BASE, BF, "legend") \
                or src.incarnation != item.source_incarnation:
            return False
    return can_pay(s, item.controller, ab.cost_energy, list(ab.cost_power))


def _ask(s: GameState, item: ChainItem, ask: str, options: list[Action], **extra: object) -> None:
    """Put one question to the item's controller; a card or ability being played can always
    be taken back before it is finalized (RUP4 358.5), a triggered ability cannot."""
    if item.kind != "trigger" and (not item.info.get("by_effect") or not options):
        # a card played by an effect is part of that effect's resolution (RUP4 419.3): not
        # taken back at will, only undone when it can't be completed (358.5)
        options = options + [CANCEL]
    s.decision = Decision(item.controller, "play",
                          {"item": item.id, "ask": ask, "options": options, **extra})


def _slot_closed(item: ChainItem, k: int) -> bool:
    return bool(item.info.get(f"closed{k}"))


def _fits_group(s: GameState, slot: TargetSlot, picked: list, o: Obj) -> bool:  # type: ignore[type-arg]
    """ "Any number of units at a battlefield with total Might 4 or less": a candidate joins
    the group only if it keeps the group's requirements."""
    group = [s.objs[oid] for _, oid, _ in picked]
    if slot.same_bf and group and (o.zone != group[0].zone or o.bf != group[0].bf):
        return False
    if slot.total_might is not None:
        return sum(might(s, u) for u in group) + might(s, o) <= slot.total_might
    return True


def _split_cap(s: GameState, item: ChainItem, ab: Ability, k: int) -> int:
    """split-damage: a slot whose units share N damage holds at most N units, Bonus Damage
    included (RUP4 355.14.c, 715.3); other slots have no such cap."""
    n = next((st.n for st in ab.steps if st.op == "split" and st.target == k), None)
    if n is None:
        return ANY_NUMBER
    return n + split_bonus(s, item.controller, item)


def _close_slot(item: ChainItem, k: int) -> None:
    item.info[f"closed{k}"] = True


def _affordable_with(s: GameState, item: ChainItem, o: Obj) -> bool:
    """Offer a Deflect target only if its extra cost can still be paid (RUP4 809)."""
    if s.players[o.controller].team == s.players[item.controller].team:
        return True
    n = keyword_value(s, o, Keyword.DEFLECT)
    if n == 0:
        return True
    ab = item_ability(s, item)
    k = len(item.targets) - 1
    if ab is not None and 0 <= k < len(ab.targets) and ab.targets[k].cost:
        return True  # a cost doesn't choose (RUP4 355.10.c)
    # the cost as it will be, an ignored base cost included, plus Deflect's Power
    # (356.1.b.3, 356.2.a.2, 809.1.c)
    e, pips = cost_before_deflect(s, item, ab)
    pips = pips + deflect_pips(s, item) + [ALL_DOMAINS] * n
    return can_pay(s, item.controller, e, pips)


def _useful_rune_ops(s: GameState, item: ChainItem) -> list[Action]:
    pool = s.players[item.controller].pool
    out = []
    spell = item.kind == "card" and s.objs[item.obj].card.type is CardType.SPELL
    need_energy = pool.energy + (pool.spell_energy if spell else 0) < item.cost_energy
    hs = granted_holders(s)
    if need_energy:
        out.extend(Action("act", (oid, 0)) for oid, _ in add_sources(s, item.controller, spell)
                   if oid not in hs)
        for oid in hs:  # grant-activated: each Add ability it has, by hand (RUP4 429.3)
            o = s.objs[oid]
            if o.controller == item.controller and not o.exhausted and o.zone in (BASE, BF):
                out.extend(Action("act", (oid, k)) for k, ab in add_abilities(s, o)
                           if ab.exhaust_self and not ab.cost_energy and not ab.cost_power
                           and not ab.targets and any(st.op == "add_energy" for st in ab.steps))
    for rid in s.players[item.controller].runes:
        r = s.objs[rid]
        if need_energy and not r.exhausted:
            out.append(Action("tap", (rid,)))
    if not pool_covers_power(pool, item, spell):
        # "[E]: Add [C]" abilities may be used while paying (RUP4 429.3)
        out.extend(Action("act", (oid, 0)) for oid in power_sources(s, item.controller)
                   if oid not in {a.args[0] for a in out} and oid not in hs
                   and _adds_useful_power(s.objs[oid], item.cost_power, spell))
        done = set(out)
        for oid in hs:  # grant-activated: each useful Add ability it has, by hand
            o = s.objs[oid]
            if o.controller == item.controller and not o.exhausted and o.zone in (BASE, BF):
                out.extend(Action("act", (oid, k)) for k, ab in add_abilities(s, o)
                           if Action("act", (oid, k)) not in done and ab.exhaust_self
                           and not ab.cost_energy and not ab.cost_power and not ab.targets
                           and all(st.op == "add_power" for st in ab.steps)
                           and _adds_useful_power(o, item.cost_power, spell, ab))
        for rid in s.players[item.controller].runes:
            r = s.objs[rid]
            if any(any(d in pip for d in r.card.domains) for pip in item.cost_power):
                out.append(Action("rec", (rid,)))
    return out


def _adds_useful_power(o: Obj, pips: list[frozenset], spell: bool = False,
                       ab: Ability | None = None) -> bool:
    if ab is None:
        ab = next(a for a in o.card.abilities if a.kind == "activated" and a.adds)
    return any(st.domain is None or st.domain in pip
               for st in ab.steps if st.op == "add_power"
               and (spell or st.condition != "spells_only") for pip in pips)


def answer(s: GameState, item: ChainItem, ask: str, verb: str, arg: object) -> None:
    """Apply the controller's answer to the pending item's question."""
    if verb == "cancel":
        cancel_item(s, item)
        return
    if ask == "may":
        if verb == "no":
            item.may_declined = True
            _fizzle_pending(s, item, declined=True)
            return
    elif ask == "location":
        item.location = str(arg)
    elif ask == "accelerate":
        item.accelerate = verb == "yes"
    elif ask == "extra":
        item.optional_paid = verb == "yes"
    elif ask == "player":
        item.info["chosen_player"] = int(arg)  # type: ignore[call-overload]
        emit(s, "choose_player", player=item.controller, chosen=int(arg))  # type: ignore[call-overload]
    elif ask == "mode":
        ab = item_ability(s, item)
        assert ab is not None
        choose_mode(s, item, ab, int(arg))  # type: ignore[call-overload]
    elif ask == "move_to":  # a move's destination (RUP4 355.4)
        data = s.decision.data  # type: ignore[union-attr]
        ab = item_ability(s, item)
        assert ab is not None
        step = ab.steps[data["step"]]
        assert step.target is not None
        record(item, data["step"], step.target, data["pos"], str(arg))
        emit(s, "destination", player=item.controller, obj=data["obj"], to=str(arg))
    elif ask == "target":
        k = s.decision.data["slot"]  # type: ignore[union-attr]
        if verb == "done":
            _close_slot(item, k)
        else:
            o = s.objs[int(arg)]  # type: ignore[call-overload]
            item.targets[k].append(("obj", o.id, o.incarnation))
    elif ask == "pay":
        spell = item.kind == "card" and s.objs[item.obj].card.type is CardType.SPELL
        if verb == "pay":
            plan = s.decision.data.get("_plan")  # type: ignore[union-attr]
            if plan is None or _state.CHECK_CACHES:
                fresh = payment_plan(s, item.controller, item.cost_energy, item.cost_power,
                                     spell)
                assert plan is None or plan == fresh, "stale payment plan"
                plan = fresh
            assert plan is not None
            for op, rid in plan:
                rune_op(s, item, op, s.objs[rid])
        elif verb == "act" and isinstance(arg, tuple):  # grant-activated: (object, ability)
            rune_op(s, item, verb, s.objs[int(arg[0])], int(arg[1]))
        else:
            rune_op(s, item, verb, s.objs[int(arg)])  # type: ignore[call-overload]
    s.decision = None
    advance_pending(s, item)


def cancel_item(s: GameState, item: ChainItem) -> None:
    """Undo everything done while playing it (RUP4 358.5)."""
    p = s.players[item.controller]
    for op, rid, n in reversed(item.rune_ops):
        r = s.objs[rid]
        if op.startswith("act"):
            r.exhausted = False
            taken = min(n, p.pool.spell_energy)
            p.pool.spell_energy -= taken
            p.pool.energy -= n - taken
            undo_power(p.pool, r, activated_abilities(s, r)[int(op[3:])] if op != "act"
                        else first_add(s, r))
            continue
        if op == "tap":
            r.exhausted = False
            p.pool.energy -= 1
        else:
            d = r.card.domains[0]
            p.pool.power[d] -= 1
            if not p.pool.power[d]:
                del p.pool.power[d]
            p.rune_deck.remove(rid)
            r.zone = RUNES
            p.runes.append(rid)
            r.exhausted = bool(item.info.get(f"rune_was_exhausted{rid}", r.exhausted))
    s.chain.remove(item)
    if item.kind == "card":
        obj = s.objs[item.obj]
        obj.zone = item.origin_zone
        if item.origin_zone == HAND:
            s.players[obj.owner].hand.insert(item.origin_index, obj.id)
        elif item.origin_zone == CHAMPION:
            s.players[obj.owner].champion = obj.id
        elif item.origin_zone == FACEDOWN:
            obj.bf = item.origin_index
            put_facedown(s, obj.bf, obj.id)
        if item.origin_zone == FACEDOWN:
            obj.incarnation -= 1  # leaving the board made it "new"; taking it back undoes that
        if item.origin_zone in (TRASH, BANISH, DECK):
            # play-by-effect undone (RUP4 358.5): the card stays where it was (419.3.c)
            _pbe_container(s, obj, item.origin_zone).append(obj.id)
    s.decision = None
    emit(s, "cancel", player=item.controller)
    if item.info.get("resume") is not None:
        from app.engine.playeffect import resume_parent

        resume_parent(s, item)


def _fizzle_pending(s: GameState, item: ChainItem, declined: bool = False) -> None:
    """A pending trigger leaves the chain without being finalized (RUP4 402.4, 383.3.a.2)."""
    s.chain.remove(item)
    s.decision = None
    emit(s, "trigger_removed", player=item.controller, declined=declined)


def finalize(s: GameState, item: ChainItem) -> None:
    """The item is no longer pending (RUP4 359); permanents and Add abilities resolve now."""
    item.pending = False
    s.dirty = True
    if item.info.get("resume") is not None:  # play-by-effect: the effect goes on resolving
        from app.engine.playeffect import resume_parent

        resume_parent(s, item)
    if item.kind == "card":
        obj = s.objs[item.obj]
        s.players[item.controller].cards_played_turn += 1  # Legion counts finalized cards
        # which card, so that Legion can tell "another card" from itself (RUP4 812.1.c)
        s.turn_flags.setdefault(f"finalized{item.controller}", []).append(obj.id)
        emit(s, "play", player=item.controller, obj=obj.id, card=obj.card.code,
             from_facedown=item.from_facedown)
        if not obj.card.is_permanent:
            # "when you play a card" triggers as the spell resolves, never if it is countered
            # (RUP4 419.4.a, 419.4.a.1; FAQ-UNLEASHED, Legion): its place in this turn's count
            # is the one it took now, as Legion counts it (419.4.b)
            item.info["played_n"] = s.players[item.controller].cards_played_turn
            if item.targets and obj.card.type is CardType.SPELL:
                # targeting effects trigger once the spell is finalized (RUP4 383.4.b.2)
                collect_event(s, "spell_chose", obj=obj, player=item.controller,
                              targets=item.targets)
            if obj.card.type is CardType.SPELL:  # used up by the next spell played (391)
                s.turn_flags.pop(f"next_spell_discount{item.controller}", None)
            bonus = s.turn_flags.pop(f"next_spell_bonus{item.controller}", 0)
            if bonus and obj.card.type is CardType.SPELL:
                item.info["next_spell_bonus"] = bonus  # "the next spell you play" (RUP4 391)
            elif bonus:
                s.turn_flags[f"next_spell_bonus{item.controller}"] = bonus
        if obj.card.is_permanent:
            s.chain.remove(item)  # it resolves immediately (RUP4 337.2)
            chain_emptied(s)
            loc = item.location or "base"
            zone, bf = (BASE, -1) if loc == "base" else (BF, int(loc[2:]))
            # Gear enters ready wherever it enters, also at a battlefield when played from
            # Hidden (RUP4 149.1, 811.1.d.1.a); units enter exhausted unless told otherwise.
            # "the next unit you play this turn enters ready" is used up by the next unit
            # played, whatever else readies it (RUP4 391)
            nxt = obj.card.type is CardType.UNIT and take_next_unit_ready(s, item.controller)
            ready = ((obj.card.type is CardType.GEAR and not enters_exhausted(obj))
                     or item.accelerate or _enters_ready(s, obj) or nxt)
            enter_board(s, obj, item.controller, zone, bf, exhausted=not ready)
            collect_event(s, "played", obj=obj, player=item.controller,
                          hidden_bf=item.bf_restrict if item.from_facedown else -1,
                          extra_paid=extra_cost_paid(s, item))
            return
    elif item.kind == "ability" and item.ability is not None and item.ability.adds:
        resolve_adds(s, item)  # RUP4 429.2
        s.chain.remove(item)
        emit(s, "resolve", player=item.controller, source=item.source)
        chain_emptied(s, adds=True)  # an Add ability never passes focus (RUP4 340.2.a)


def _pbe_container(s: GameState, obj: Obj, zone: str) -> list[int]:
    p = s.players[obj.owner]
    return {TRASH: p.trash, BANISH: p.banish, DECK: p.deck}[zone]


def _offer_for_kill_cost(s: GameState, item: ChainItem, ab: Ability) -> bool:
    """A friendly unit killed as a cost may have its death replaced by an optional
    replacement; the cost is still paid (RUP4 357.2.a). Ask before paying (371.2.a)."""
    objs = [s.objs[oid] for k, slot in enumerate(ab.targets)
            if slot.cost == "kill" and k < len(item.targets) for _, oid, _inc in item.targets[k]]
    return ask_offer(s, objs, None)


def _enters_ready(s: GameState, obj: Obj) -> bool:
    """'I enter ready' (conditional too), 'other friendly units enter ready' and 'units you
    play this turn enter ready' (hooks for [cards])."""
    if enters_ready(s, obj):
        return True
    return bool(s.turn_flags.get(f"enter_ready{s.objs[obj.id].controller}"))


__all__ = ["advance_pending", "answer", "card_timing", "unit_locations", "has_legal_targets",
           "base_cost"]
