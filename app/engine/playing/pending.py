"""A pending chain item asks its controller one small question at a time (whether to use a
"you may" trigger, where the unit enters, whether to pay Accelerate or an additional cost,
its mode, each target, how to pay: RUP4 355-357, 383.3) and applies the answers; once every
choice is made and every cost paid, `finalize` takes it on (358-359).
"""

from __future__ import annotations

from app.engine.actions.adds_now import (
    amount_adds,
    energy_adds,
    energy_of_use,
    paid_adds_now,
    power_adds,
)
from app.engine.actions.damage import split_bonus
from app.engine.actions.death import ask_offer, ask_paid_save, kill_now
from app.engine.actions.empower import disempower
from app.engine.actions.experience import spend_xp
from app.engine.actions.payment import (
    could_pay_adding,
    kills_itself,
    payment_plan,
    rune_op,
    spent_add_ability,
)
from app.engine.actions.pool import item_use, pool_covers, pool_covers_power, spend, uses, uses_for
from app.engine.actions.triggers import collect_event
from app.engine.actions.zones import (
    banish_obj,
    burn,
    change_zone,
    discard,
    recycle_cards,
    return_to_hand,
    rune_recycled,
    spend_buff,
)
from app.engine.core import state as _state
from app.engine.core.abilities import Ability
from app.engine.core.actions import CANCEL, DONE, NO, PAY, YES, Action
from app.engine.core.enums import ALL_DOMAINS, CardType, Keyword
from app.engine.core.events import emit
from app.engine.core.names import from_word, nameable, to_word
from app.engine.core.selects import ANY_NUMBER, TargetSlot
from app.engine.core.state import BANISH, BASE, BF, TRASH, ChainItem, Decision, GameState, Obj
from app.engine.playing.choices import (
    available_modes,
    best_discounted,
    bf_locations,
    chain_target_candidates,
    choose_mode,
    fits_group,
    paid_locations,
    tag_choices,
    target_candidates,
    unit_locations,
    with_partner,
)
from app.engine.playing.costs import (
    affordable_with,
    alt_base_cost,
    alt_cost_usable,
    base_cost,
    can_pay_trigger,
    cost_before_deflect,
    deflect_pips,
    discounted,
    effect_cost,
    either_discounts,
    either_less,
    free_of_all_costs,
    free_play,
    free_play_usable,
    optional_cost_statics,
    optional_part_options,
    optional_parts,
    trigger_cost,
)
from app.engine.playing.destinations import next_question, record
from app.engine.playing.finalize import cancel_item, finalize, fizzle_pending, undo_payment
from app.engine.playing.repeat import question as repeat_question
from app.engine.playing.repeat import take_answer as take_repeat
from app.engine.playing.repeat import take_mode, takes_mode
from app.engine.reads.board import location_key, played_spell
from app.engine.reads.characteristics import effective_might, granted_keywords, has_keyword, might
from app.engine.reads.items import (
    alt_cost_ability,
    extra_cost_ability,
    extra_resources,
    group_start,
    item_ability,
    once_key,
)
from app.engine.reads.levels import xp
from app.engine.reads.passives import next_card_less, note_gear_activated
from app.engine.reads.restrict import unit_barred_at


def advance_pending(s: GameState, item: ChainItem) -> None:
    """Carry a pending item forward until it needs a choice, is finalized, or leaves."""
    obj = s.objs[item.obj] if item.kind == "card" else None
    ab = item_ability(s, item)
    while item.pending:
        st = item.stage
        if st == 0:  # "you may" triggers decide first (RUP4 383.3.a)
            item.stage = 1
            if item.kind == "trigger" and ab is not None and ab.optional:
                if ab.targets and ab.targets[0].cost in ("spend_buff", "exhaust", "discard",
                                                         "kill") and \
                        not ab.targets[0].up_to and len(target_candidates(
                            s, item, ab.targets[0])) < ab.targets[0].count:
                    # "you may spend a buff to ...": with no buff to spend it can't be placed
                    # on the chain, so there is nothing to ask (RUP4 740.4.a.2, 702.2.b.1);
                    # "you may exhaust this to ...": likewise once it is exhausted (204.3.a);
                    # "you may kill 3 ... to ...": not with fewer than 3 to kill
                    fizzle_pending(s, item)
                    return
                if ab.cost_banish_self and (item.source < 0
                                            or s.objs[item.source].zone not in (BASE, BF)):
                    fizzle_pending(s, item)  # "banish me" can't be paid (RUP4 383.3.b.1)
                    return
                if trigger_cost(ab):
                    # pay-to: "you may pay ... to ...": the base cost, paid on finalization;
                    # one that can't be paid can't be placed on the chain (383.3.b.1, 740.4.a.2)
                    if not can_pay_trigger(s, item, ab):
                        fizzle_pending(s, item)
                        return
                    xp_cost = {"cost_xp": ab.cost_xp} if ab.cost_xp else {}
                    if ab.cost_burn:  # "you may burn N to ..." (RUP4 440.3.a)
                        xp_cost["cost_burn"] = ab.cost_burn
                    _ask(s, item, "may", [YES, NO], cost_energy=ab.cost_energy,
                         cost_power=len(ab.cost_power), cost_exhaust=ab.exhaust_self,
                         **xp_cost)
                    return
                _ask(s, item, "may", [YES, NO])
                return
        elif st == 1:  # where a unit enters (RUP4 355.2)
            if obj is not None and _ask_tag(s, item, obj):
                return  # the choices "as I am played" first (RUP4 355.1)
            if obj is not None and _ask_paid_location(s, item, obj):
                return  # "pay ... as an additional cost to play it there?" first
            item.stage = 2
            if item.info.get("paid_bf", -1) >= 0:
                item.location = f"bf{item.info['paid_bf']}"  # "they play it to this" (355.2)
            elif "fixed_location" in item.info:
                item.location = item.info["fixed_location"]  # the Roost declined
            elif obj is not None and obj.card.is_permanent:
                locs = (bf_locations(s, item.controller, item.info["bfs_only"], obj)
                        if "bfs_only" in item.info else
                        unit_locations(s, obj, item.controller, item.bf_restrict,
                                       bool(item.info.get("ambush"))))
                also = item.info.get("also_bf")
                if also is not None and f"bf{also}" not in locs \
                        and not unit_barred_at(s, item.controller, obj, f"bf{also}"):
                    locs.append(f"bf{also}")  # "you may play it here" (not over a "can't")
                if len(locs) == 1:
                    item.location = locs[0]
                else:
                    _ask(s, item, "location", [Action("to", (loc,)) for loc in locs])
                    return
        elif st == 2:  # Accelerate: optional additional cost (RUP4 805)
            if obj is not None and _ask_tag(s, item, obj):
                return  # its location was set by the effect playing it (no stage 1)
            item.stage = 3
            if (obj is not None and obj.card.type is CardType.UNIT
                    and (has_keyword(s, obj, Keyword.ACCELERATE) or _granted_accelerate(s, obj))):
                e, pips = base_cost(s, obj, item.from_facedown)
                if item.info.get("by_effect"):  # play-by-effect: its cost as the effect says
                    e, pips = effect_cost(item, e, pips)
                accel_pip = frozenset(obj.card.domains) or ALL_DOMAINS
                # its cost as it may end up ("optional costs cost [1] or [A] less", 356.4.c)
                options = [next_card_less(s, item.controller, obj, *best_discounted(
                    s, item.controller, obj, e + ae, pips + ap))  # (356.4.d)
                    for ae, ap in optional_part_options(s, item.controller, 1, [accel_pip])]
                if free_of_all_costs(item):
                    options = [(0, [])]  # "ignoring any and all costs": free (RUP4 356.5.a)
                if any(could_pay_adding(s, item.controller, o_e, o_p, uses(s, "units"))
                       for o_e, o_p in options):
                    _ask(s, item, "accelerate", [YES, NO])
                    return
        elif st == 3:  # targets, one at a time (RUP4 355.5-355.13)
            if obj is not None and "alt_for" not in item.info \
                    and alt_cost_ability(obj.card.abilities) is not None:
                # "you may play me for <cost>": asked first, if it may be used and paid
                # (RUP4 356.1.a); no question, no alternative
                item.info["alt_for"] = item.origin_zone == TRASH  # from the trash: its only way
                if not item.info["alt_for"] and alt_cost_usable(s, item, obj):
                    _ask(s, item, "alt", [YES, NO])
                    return
            if obj is not None and "free_asked" not in item.info and s.turn_flags \
                    and free_play_usable(s, item, obj):
                # "you may play a gear ... ignoring its Energy cost this turn": a choice, as
                # the permission is used once (op free_play)
                item.info["free_asked"] = True
                _ask(s, item, "free_play", [YES, NO])
                return
            if obj is not None and not item.info.get("extra_asked"):
                item.info["extra_asked"] = True
                xab = extra_cost_ability(obj.card.abilities)
                xe, xpips = extra_resources(xab)
                if xab is not None and (xe or xpips or xab.cost_xp) and (
                        xab.condition != "played_spell" or played_spell(s, item.controller)):
                    # "if you've played a spell this turn, you may pay ...": offered only then
                    if not xab.optional:
                        item.optional_paid = True  # a mandatory additional cost (356.2.a.1)
                    else:
                        # "you may pay ... as an additional cost": asked only if it can be
                        # paid with everything else (RUP4 355.1.a, 356.2.b)
                        e, pips = (alt_base_cost(s, obj) if item.info.get("alt_for")
                                   else base_cost(s, obj, item.from_facedown))
                        if item.info.get("by_effect"):  # play-by-effect (RUP4 356.1.b)
                            e, pips = effect_cost(item, e, pips)
                        if item.accelerate:
                            e += 1
                            pips.append(frozenset(obj.card.domains) or ALL_DOMAINS)
                        options = []
                        for oxe, oxp in optional_part_options(s, item.controller, xe, xpips):
                            o_e, o_p = e + oxe, pips + oxp  # (356.4.c)
                            if xab.cost_xp:  # "you may spend N XP as an additional cost"
                                o_e, o_p = discounted(xab, o_e, o_p, 1)  # (730.2)
                            options.append(next_card_less(s, item.controller, obj, o_e, o_p))
                        free = free_of_all_costs(item)  # "ignoring any and all costs" (356.5.a)
                        if free:
                            options = [(0, [])]
                        if (free or xp(s, item.controller) >= xab.cost_xp) and any(
                                could_pay_adding(s, item.controller, o_e, o_p,
                                                 uses_for(s, obj.card.type))
                                for o_e, o_p in options):
                            _ask(s, item, "extra", [YES, NO])
                            return
            if obj is not None and "named" not in item.info and any(
                    ab.kind == "static" and ab.static is not None
                    and ab.static.op == "name_tag_as_played" for ab in obj.card.abilities):
                # "as you play this, name a tag": chosen as it is played (RUP4 355.1, 763)
                _ask(s, item, "name", [Action("name", (to_word(t),)) for t in nameable("tag")],
                     what="tag")
                return
            rq = repeat_question(s, item)  # Repeat: pay each or not, then modes (RUP4 820)
            if rq is not None:
                _ask(s, item, rq[0], rq[1], **rq[2])
                return
            ab = item_ability(s, item)  # with Repeat paid, every execution's choices
            if ab is not None and ab.modes and item.mode < 0:
                # modes are chosen before targets (RUP4 355.3); a single possible one is taken
                modes = available_modes(s, item, ab)
                if len(modes) == 1:
                    choose_mode(s, item, ab, modes[0])
                    ab = item.ability
                    continue
                if not modes:
                    if item.kind == "trigger":
                        fizzle_pending(s, item)  # no legal choice: it leaves (RUP4 402.4)
                    else:
                        cancel_item(s, item)  # RUP4 358.5
                    return
                _ask(s, item, "mode", [Action("mode", (k,)) for k in modes])
                return
            if ab is not None and ab.choose_player and "chosen_player" not in item.info:
                # player-choices: "choose an opponent" ("a player": any of them, yourself
                # too), made with the other choices (RUP4 355.5, 355.9.a); a single one is
                # chosen without asking
                players = (s.order_from(item.controller) if ab.choose_player == "any"
                           else s.opponents(item.controller))
                if len(players) == 1:
                    item.info["chosen_player"] = players[0]
                    continue
                if not players:
                    if item.kind == "trigger":
                        fizzle_pending(s, item)
                    else:
                        cancel_item(s, item)
                    return
                # "a player" is said in the question (absent for "an opponent": older
                # states hash as they were)
                extra = {"opponents": False} if ab.choose_player == "any" else {}
                _ask(s, item, "player", [Action("player", (p,)) for p in players], **extra)
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
            if slot.level is not None and xp(s, item.controller) < slot.level:
                _close_slot(item, k)  # its Level ability is inactive: nothing to choose (824)
                continue
            if slot.if_paid is not None and item.optional_paid != slot.if_paid:
                _close_slot(item, k)  # the choice the other answer to the extra cost makes
                continue
            if slot.select.kind == "chain_item":
                if _ask_chain_target(s, item, slot, k):
                    return
                continue
            if slot.cost is not None and free_of_all_costs(item):
                _close_slot(item, k)  # "ignoring any and all costs": none to pay (356.5.a)
                continue
            chosen = {oid for _, oid, _ in item.targets[k]}
            if slot.distinct:  # "another": not one chosen in an earlier slot (of its execution)
                chosen |= {oid for earlier in item.targets[group_start(item, k):k]
                           for _, oid, _ in earlier}
            cands = [o for o in target_candidates(s, item, slot) if (
                o.id not in chosen or _buff_left(item.targets[k], slot, o))
                and affordable_with(s, item, o)]
            if slot.grouped():
                cands = [o for o in cands if fits_group(s, slot, item.targets[k], o)]
            if k == 0 and ab is not None:
                cands = with_partner(s, item, ab, cands)
            need_more = len(item.targets[k]) < slot.count
            if need_more and ab is not None and len(item.targets[k]) >= _split_cap(s, item, ab, k):
                need_more = False  # split-damage: no more units than damage (RUP4 355.14.c)
            if not need_more or (not cands and slot.up_to):
                _close_slot(item, k)
                continue
            if not cands:
                if item.kind == "trigger":
                    fizzle_pending(s, item)  # no legal choice: it leaves (RUP4 402.4)
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
            if obj is not None and not _either_parts_picked(s, item, ab, obj):
                return  # "optional additional costs cost [1] or [A] less": asked (356.4.c)
            e, pips = cost_before_deflect(s, item, ab)
            pips = pips + deflect_pips(s, item)
            if obj is not None:  # "the next card you play costs ... less" (RUP4 356.4.d)
                e, pips = next_card_less(s, item.controller, obj, e, pips)
            eithers = either_discounts(s, item)
            if eithers:
                # "costs [1] or [A] less": the player picks the part of each, as the total
                # cost is set (RUP4 356.4.d); asked only when both parts are left to take
                picks = item.info.setdefault("either", [])
                for k, dst in enumerate(eithers):
                    if k == len(picks):
                        if e > 0 and pips:
                            item.stage = 4  # set again once answered
                            # each pick's cost so far, for the computer players
                            costs = {pick: either_less(dst, pick, e, pips)
                                     for pick in ("energy", "power")}
                            _ask(s, item, "either_less", [EITHER_ENERGY, EITHER_POWER],
                                 costs={k: (c[0], tuple(c[1])) for k, c in costs.items()})
                            return
                        picks.append("energy" if e > 0 else "power")
                    e, pips = either_less(dst, picks[k], e, pips)
            item.cost_energy, item.cost_power = e, pips
        elif st == 5:  # pay (RUP4 357)
            use = item_use(s, item)  # restricted resources it may take (RUP4 429)
            if pool_covers(s.players[item.controller].pool, item.cost_energy, item.cost_power,
                           use):
                spend(s, item.controller, item.cost_energy, item.cost_power, use)
                item.stage = 6
                continue
            plan = payment_plan(s, item.controller, item.cost_energy, item.cost_power, use,
                                _chosen(item))
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
            if plan is None and item.kind == "trigger":
                # a trigger's cost that only Add abilities paying as they are used can make
                # up (429.3): if they leave it short, it can't be finalized; what was done is
                # undone and the trigger leaves the chain (358.5, 383.3.b.1, 383.3.a.2)
                opts.append(CANCEL)
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
                    fizzle_pending(s, item)  # the cost can't be paid (RUP4 383.3.b.1, 416.3)
                    return
                recycle_cards(s, item.controller, [src])  # "recycle me" (RUP4 383.3.b)
            if item.kind in ("trigger", "ability") and ab is not None and ab.cost_banish_self:
                src = s.objs[item.source]
                if src.zone not in (BASE, BF):
                    fizzle_pending(s, item)  # gone since it was asked (RUP4 383.3.b.1)
                    return
                if src.mods and src.mods.get("banished"):
                    # "banished with this": known as the cost banishes it, a new object then
                    # (RUP4 124, 397), for its linked "play all units banished with this"
                    item.info["linked"] = list(src.mods["banished"])
                change_zone(s, src, BANISH)  # "banish me" (RUP4 427.2, 383.3.b)
                emit(s, "banish", obj=src.id, card=src.card.code, player=src.owner)
                s.dirty = True
            for op, oid, _n in item.rune_ops:  # a Gold used to pay: "Kill this" (429.3)
                if op == "rec":  # "when you recycle a rune": the payment stands now (358.5)
                    rune_recycled(s, item.controller, s.objs[oid])
                if op.startswith("act"):
                    used = spent_add_ability(s, op, s.objs[oid])
                    if used is not None and kills_itself(used):
                        kill_now(s, s.objs[oid], by=item.controller)
            if item.kind == "ability":  # turn-history: a gear's ability played (RUP4 356.4)
                note_gear_activated(s, s.objs[item.source])
            if item.kind == "ability" and ab is not None and ab.exhaust_self:
                src = s.objs[item.source]
                src.exhausted = True
                s.dirty = True
            if item.kind == "trigger" and ab is not None and ab.exhaust_self:
                src = s.objs[item.source]  # pay-to: "... and exhaust me to" (RUP4 383.3.b)
                src.exhausted = True
                s.dirty = True
                emit(s, "exhaust", obj=src.id)
            if item.kind == "ability" and ab is not None and ab.once_per_turn:
                # "use only once per turn": used now (RUP4 054.2)
                s.turn_flags[once_key(s, s.objs[item.source], ab)] = True
            if "modes_key" in item.info:  # "you've not chosen this turn": now it has been
                s.turn_flags.setdefault(item.info["modes_key"], []).append(item.mode)
            if item.kind == "ability" and ab is not None and ab.cost_spend_buff:
                spend_buff(s, s.objs[item.source])  # "Spend my buff:" (RUP4 702.2.b)
            if item.kind == "ability" and ab is not None and ab.cost_disempower:
                disempower(s, s.objs[item.source])  # "Disempower me:" (RUP4 442, 356.2)
            xab = extra_cost_ability(obj.card.abilities) if obj is not None else None
            if item.optional_paid and xab is not None and xab.cost_xp \
                    and not free_of_all_costs(item):
                spend_xp(s, item.controller, xab.cost_xp)  # an additional cost (356.2, 730.2)
            if item.kind == "trigger" and ab is not None and ab.cost_burn:
                burn(s, item.controller, ab.cost_burn)  # pay-to: "you may burn N to" (440.3.a)
            if item.kind in ("ability", "trigger") and ab is not None and ab.cost_xp:
                # "Spend N XP:", "you may spend N XP to ..." (RUP4 730.2, 383.3.b)
                spend_xp(s, item.controller, ab.cost_xp)
            for k, slot in enumerate(ab.targets if ab is not None else ()):
                if slot.cost == "exhaust" and k < len(item.targets):
                    for _, oid, _inc in item.targets[k]:
                        s.objs[oid].exhausted = True  # an optional additional cost (356.2.b)
                        s.dirty = True
                        emit(s, "exhaust", obj=oid)
                if slot.cost == "disempower" and k < len(item.targets):
                    for _, oid, _inc in item.targets[k]:
                        disempower(s, s.objs[oid])  # "disempower X to ..." (RUP4 442)
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
                if slot.cost == "return_hand" and k < len(item.targets):
                    # "return a friendly gear to its owner's hand" as a cost (RUP4 357.2)
                    for _, oid, _inc in item.targets[k]:
                        return_to_hand(s, s.objs[oid])
                if slot.cost == "banish" and k < len(item.targets):
                    # "banish a card from any trash to ..." (RUP4 383.3.b, 427.2)
                    for _, oid, _inc in item.targets[k]:
                        banish_obj(s, s.objs[oid], item.controller)
                if slot.cost == "recycle" and k < len(item.targets):
                    # "Recycle N from your trash:" chosen cards, together (RUP4 416.3, 416.5)
                    paid = [s.objs[oid] for _, oid, _inc in item.targets[k]]
                    if slot.select.kind == "unit":
                        # "recycle another friendly unit": its Might as it was recycled, for
                        # "the Might of the unit you recycled" (last known, RUP4 359.3.e.12;
                        # a token's too, FAQ-SPIRITFORGED, Rumble, Hotheaded)
                        item.info["recycled_might"] = sum(might(s, o) for o in paid)
                    recycle_cards(s, item.controller, paid)
            finalize(s, item)
            return


def _granted_accelerate(s: GameState, obj: Obj) -> bool:
    """ "Friendly units played from anywhere other than a player's hand have [Accelerate]": a
    passive grant to the unit being played, off the board (RUP4 805.2, 477.2); only games
    with a passive keyword grant look."""
    return bool(s.extra.get("statics_by_op", {}).get("keyword")) and any(
        k is Keyword.ACCELERATE for k, _ in granted_keywords(s, obj, Keyword.ACCELERATE))


def _buff_left(picked: list, slot: TargetSlot, o: Obj) -> bool:  # type: ignore[type-arg]
    """"Spend any number of buffs": a unit that can have several buffs (any_buffs) may be
    chosen once for each buff it has (RUP4 702.2.b, 702.3)."""
    return slot.cost == "spend_buff" and o.buffs > sum(1 for _, oid, _ in picked if oid == o.id)


def _ask_tag(s: GameState, item: ChainItem, obj: Obj) -> bool:
    """ "As you play me, choose Bird, Cat, Dog, or Poro": asked once, as it is played (RUP4
    355.1). True if asked."""
    tags = tag_choices(obj)
    if not tags or "chosen_tag" in item.info:
        return False
    _ask(s, item, "tag", [Action("choose", (t,)) for t in tags])
    return True


def _ask_paid_location(s: GameState, item: ChainItem, obj: Obj) -> bool:
    """"Any player may pay [A][A] as an additional cost to play a Dragon. If they do, they
    play it to this battlefield": asked, battlefield by battlefield, before where it enters,
    when it can be paid with the rest of the cost (RUP4 355.1.a, 356.2.b); not for a card
    whose location is already fixed (from facedown, Ambush, by an effect), except an effect's
    "the same location": another mandatory requirement, so the player chooses one
    (FAQ-VENDETTA, Temporal Breach and Dragon Roost). True if asked."""
    if not s.extra.get("statics_by_op", {}).get("play_here_paying") or "paid_bf" in item.info \
            or item.bf_restrict >= 0 or item.info.get("ambush") \
            or (item.info.get("by_effect") and "fixed_location" not in item.info):
        return False
    declined = item.info.get("paid_declined", ())
    e, pips = base_cost(s, obj, False)
    if item.info.get("by_effect"):
        e, pips = effect_cost(item, e, pips)  # "ignoring its cost": the Roost's [A][A] only
    for bf, st in paid_locations(s, obj, item.controller):
        if bf in declined:
            continue
        if not any(could_pay_adding(s, item.controller, e + o_e, [*pips, *o_p], uses(s, "units"))
                   for o_e, o_p in optional_part_options(s, item.controller, 0,
                                                         list(st.cost_power))):
            continue  # (with "optional costs cost [1] or [A] less", RUP4 356.4.c)
        item.info["paid_asking"] = bf
        _ask(s, item, "paid_location", [YES, NO], bf=bf, cost_power=len(st.cost_power))
        return True
    return False


def _either_parts_picked(s: GameState, item: ChainItem, ab: Ability | None, obj: Obj) -> bool:
    """ "Optional additional costs you pay cost [1] or [A] less": the part each discount
    takes off each optional additional cost paid, picked by the player where the component
    has both (RUP4 356.4.c; asked in optional_parts' order), else the one it has. False
    while a pick is asked (the total cost is set again once answered)."""
    ez = optional_cost_statics(s, item.controller)
    if not ez:
        return True
    picks = item.info.setdefault("either_parts", [])
    slot = 0
    for ce, cpips in optional_parts(s, item, obj):
        for dst in ez:
            if slot == len(picks):
                if ce > 0 and cpips:
                    costs = {}  # each pick's total cost so far, for the computer players
                    for pick in ("energy", "power"):
                        picks.append(pick)
                        e, pips = cost_before_deflect(s, item, ab)
                        picks.pop()
                        costs[pick] = (e, tuple(pips + deflect_pips(s, item)))
                    item.stage = 4
                    _ask(s, item, "either_part", [EITHER_ENERGY, EITHER_POWER], costs=costs)
                    return False
                picks.append("energy" if ce > 0 else "power")
            ce, cpips = either_less(dst, picks[slot], ce, cpips)
            slot += 1
    return True


# "costs [1] or [A] less": take off the Energy, or the Power (RUP4 356.4.d)
EITHER_ENERGY = Action("choose", ("energy",))
EITHER_POWER = Action("choose", ("power",))


def _ask(s: GameState, item: ChainItem, ask: str, options: list[Action], **extra: object) -> None:
    """Put one question to the item's controller; a card or ability being played can always
    be taken back before it is finalized (RUP4 358.5), a triggered ability cannot."""
    if item.kind != "trigger" and (not item.info.get("by_effect") or not options):
        # a card played by an effect is part of that effect's resolution (RUP4 419.3): not
        # taken back at will, only undone when it can't be completed (358.5)
        options = options + [CANCEL]
    s.decision = Decision(item.controller, "play",
                          {"item": item.id, "ask": ask, "options": options, **extra})


def _ask_chain_target(s: GameState, item: ChainItem, slot: TargetSlot, k: int) -> bool:
    """A spell or ability on the chain for a slot of kind chain_item (RUP4 355.9.a.2), named
    `target i<chain item id>`; a single one is chosen without asking. True if it asked (or
    the play ended: no legal choice, 358.5, 402.4)."""
    chosen = {iid for kind, iid, _ in item.targets[k] if kind == "item"}
    cands = [c for c in chain_target_candidates(s, item, slot) if c.id not in chosen]
    if len(item.targets[k]) >= slot.count or (not cands and slot.up_to):
        _close_slot(item, k)
        return False
    if not cands:
        if item.kind == "trigger":
            fizzle_pending(s, item)
        else:
            cancel_item(s, item)
        return True
    if len(cands) == 1 and not slot.up_to and slot.count - len(item.targets[k]) == 1:
        item.targets[k].append(("item", cands[0].id, 0))
        return False
    opts = [Action("target", (f"i{c.id}",)) for c in cands] + ([DONE] if slot.up_to else [])
    _ask(s, item, "target", opts, slot=k)
    return True


def _slot_closed(item: ChainItem, k: int) -> bool:
    return bool(item.info.get(f"closed{k}"))


def _split_cap(s: GameState, item: ChainItem, ab: Ability, k: int) -> int:
    """split-damage: a slot whose units share N damage holds at most N units, Bonus Damage
    included (RUP4 355.14.c, 715.3); other slots have no such cap."""
    split = next((st for st in ab.steps  # its fields by name, below the ops
                  if st.op == "split" and getattr(st, "target", None) == k), None)
    if split is None:
        return ANY_NUMBER
    if getattr(split, "amount", None) == "first_might":
        # "damage equal to its Might split among ...": slot 0's unit's Might as it is chosen
        first = [s.objs[oid] for _, oid, _ in item.targets[0]] if item.targets else []
        return effective_might(s, first[0]) if first else 0
    return getattr(split, "n", 0) + split_bonus(s, item.controller, item)


def _close_slot(item: ChainItem, k: int) -> None:
    item.info[f"closed{k}"] = True


def _useful_rune_ops(s: GameState, item: ChainItem) -> list[Action]:
    """The runes and Add abilities (RUP4 429.3, actions.adds_now) that pay what the pool
    still lacks of the item's cost."""
    pool = s.players[item.controller].pool
    out: list[Action] = []
    use = item_use(s, item)
    need_energy = not pool_covers(pool, item.cost_energy, [], use)
    need_power = not pool_covers_power(pool, item, use)
    if need_energy:
        out.extend(energy_adds(s, item.controller, use))
    # a rune tapped for Energy that an add-any turns into [A] can still be recycled, for a
    # paid Add's [A] say (RUP4 164.2, 204.3.b): tapping is of use then too
    tap = energy_of_use(s, item.controller, use, need_energy, need_power)
    for rid in s.players[item.controller].runes:
        r = s.objs[rid]
        if tap and not r.exhausted:
            out.append(Action("tap", (rid,)))
    out.extend(amount_adds(s, item.controller, need_energy, need_power))
    if need_power:
        out.extend(power_adds(s, item.controller, item.cost_power, use, _chosen(item), out))
        for rid in s.players[item.controller].runes:
            r = s.objs[rid]
            if any(any(d in pip for d in r.card.domains) for pip in item.cost_power):
                out.append(Action("rec", (rid,)))
    out.extend(paid_adds_now(s, item.controller, need_energy, need_power, use))
    return out


def _chosen(item: ChainItem) -> frozenset[int]:
    """The objects the item chose in its target slots."""
    return frozenset(oid for slot in item.targets for kind, oid, _inc in slot if kind == "obj")


def answer(s: GameState, item: ChainItem, ask: str, verb: str, arg: object) -> None:
    """Apply the controller's answer to the pending item's question."""
    if verb == "cancel":
        if item.kind == "trigger":  # its payment left short (advance_pending, RUP4 358.5)
            undo_payment(s, item)
            fizzle_pending(s, item, declined=True)
            return
        cancel_item(s, item)
        return
    if ask == "may":
        if verb == "no":
            item.may_declined = True
            fizzle_pending(s, item, declined=True)
            return
    elif ask == "location":
        item.location = str(arg)
    elif ask == "paid_location":  # Dragon Roost: paid, it enters there (RUP4 356.2)
        if verb == "yes":
            item.info["paid_bf"] = item.info.pop("paid_asking")
        else:
            item.info.setdefault("paid_declined", []).append(item.info.pop("paid_asking"))
    elif ask == "accelerate":
        item.accelerate = verb == "yes"
    elif ask == "either_less":  # "[1] or [A] less": the part taken off (RUP4 356.4.d)
        item.info.setdefault("either", []).append(str(arg))
    elif ask == "either_part":  # the same, of one optional additional cost (RUP4 356.4.c)
        item.info.setdefault("either_parts", []).append(str(arg))
    elif ask == "extra":
        item.optional_paid = verb == "yes"
    elif ask == "alt":  # the alternative cost (RUP4 356.1.a)
        item.info["alt_for"] = verb == "yes"
    elif ask == "free_play":  # a free_play permission used (RUP4 356.1.b.2)
        if verb == "yes":
            item.info["free_play"] = free_play(s, item.controller, s.objs[item.obj])
    elif ask == "tag":  # "as you play me, choose Bird, Cat, Dog, or Poro" (RUP4 355.1)
        item.info["chosen_tag"] = str(arg)
        emit(s, "choose_tag", player=item.controller, obj=item.obj, tag=str(arg))
    elif ask == "player":
        item.info["chosen_player"] = int(arg)  # type: ignore[call-overload]
        emit(s, "choose_player", player=item.controller, chosen=int(arg))  # type: ignore[call-overload]
    elif ask == "repeat":
        take_repeat(s, item, verb)
    elif ask == "name":  # as it is played (RUP4 355.1, 763); public once finalized
        item.info["named"] = from_word(str(arg))
    elif ask == "mode" and takes_mode(item):  # one execution's mode (RUP4 820.2.a)
        take_mode(s, item, int(arg))  # type: ignore[call-overload]
    elif ask == "mode":
        ab = item_ability(s, item)
        assert ab is not None
        choose_mode(s, item, ab, int(arg))  # type: ignore[call-overload]
    elif ask == "move_to":  # a move's destination (RUP4 355.4)
        data = s.decision.data  # type: ignore[union-attr]
        ab = item_ability(s, item)
        assert ab is not None
        step = ab.steps[data["step"]]
        slot = -1 if step.target is None else step.target  # -1: "move me", the source
        record(item, data["step"], slot, data["pos"], str(arg))
        emit(s, "destination", player=item.controller, obj=data["obj"], to=str(arg))
    elif ask == "target":
        k = s.decision.data["slot"]  # type: ignore[union-attr]
        if verb == "done":
            _close_slot(item, k)
        elif isinstance(arg, str) and arg.startswith("i"):  # a spell or ability on the chain
            item.targets[k].append(("item", int(arg[1:]), 0))
        else:
            o = s.objs[int(arg)]  # type: ignore[call-overload]
            item.targets[k].append(("obj", o.id, o.incarnation))
            ab = item_ability(s, item)
            if ab is not None and ab.targets[k].per_location:
                # "up to one at each location": chosen for the location it is at now, where
                # it must still be as the item resolves (FAQ-UNLEASHED, Elder Dragon and Flash)
                item.info.setdefault("chosen_at", {})[str(o.id)] = location_key(o)
    elif ask == "pay":
        if verb == "pay":
            plan = s.decision.data.get("_plan")  # type: ignore[union-attr]
            if plan is None or _state.CHECK_CACHES:
                fresh = payment_plan(s, item.controller, item.cost_energy, item.cost_power,
                                     item_use(s, item), _chosen(item))
                assert plan is None or plan == fresh, "stale payment plan"
                plan = fresh
            assert plan is not None
            for op, rid in plan:
                rune_op(s, item, op, s.objs[rid])
        elif verb == "act" and isinstance(arg, tuple):  # grant-activated: (object, ability)
            rune_op(s, item, verb, s.objs[int(arg[0])], int(arg[1]))
        else:
            rune_op(s, item, verb, s.objs[int(arg)])  # type: ignore[call-overload]
        if s.decision is not None and s.decision.kind == "choose":
            return  # add-any: how much it pays asked first; the payment is offered again
    s.decision = None
    advance_pending(s, item)


def _offer_for_kill_cost(s: GameState, item: ChainItem, ab: Ability) -> bool:
    """A friendly unit killed as a cost may have its death replaced by an optional
    replacement; the cost is still paid (RUP4 357.2.a). Ask before paying (371.2.a)."""
    objs = [s.objs[oid] for k, slot in enumerate(ab.targets)
            if slot.cost == "kill" and k < len(item.targets) for _, oid, _inc in item.targets[k]]
    return ask_offer(s, objs, None)


__all__ = ["advance_pending", "answer"]
