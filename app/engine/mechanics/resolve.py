"""Resolving a chain item (RUP4 340, 359): its steps in order, each skipped when its condition
fails, each stopping the item while it waits for a choice; the item leaving the chain once
done (`finish_item`); and the answer to a choice made while it resolves (`answer_choice`),
routed to the step that asked (it waits at `item.resolving_index`) or to the death
replacements and paid saves (app.engine.actions.death)."""

from __future__ import annotations

from app.engine.actions.add_amount import answer_add_amount
from app.engine.actions.adds_now import resume_payment
from app.engine.actions.copying import answer_pick, ask_pending
from app.engine.actions.damage import with_spell
from app.engine.actions.death import answer_offer, answer_order, answer_paid_save
from app.engine.actions.triggers import collect_event
from app.engine.actions.zones import change_zone
from app.engine.core.abilities import Ability, ObjectOp
from app.engine.core.actions import DONE, Action
from app.engine.core.enums import CardType, Keyword
from app.engine.core.events import emit
from app.engine.core.selects import TargetSlot
from app.engine.core.state import (
    BANISH,
    BASE,
    BF,
    CHAIN,
    HAND,
    TRASH,
    ChainItem,
    Decision,
    GameState,
    Obj,
    Phase,
)
from app.engine.mechanics import keywords  # noqa: F401  (fills the keyword abilities)
from app.engine.mechanics.context import Ctx, act_on_pick
from app.engine.mechanics.playcard import after_chain
from app.engine.playing.destinations import chosen_destination
from app.engine.playing.repeat import begin_execution, next_execution
from app.engine.reads.board import is_enemy, legion_active, same_location, units_at
from app.engine.reads.characteristics import has_keyword, might
from app.engine.reads.empower import is_empowered
from app.engine.reads.items import item_ability, item_steps
from app.engine.reads.levels import step_level_holds
from app.engine.reads.locations import enemy_alone_at, is_alone


def resolve_item(s: GameState, item: ChainItem) -> bool:
    """Execute the newest finalized item (RUP4 340). False while it waits for a choice."""
    begin_execution(s, item)  # Repeat paid: its first execution (RUP4 820.1.d)
    while True:
        if not _execute(s, item):
            return False
        if not next_execution(s, item):  # again, for each Repeat paid (820.3)
            break
    finish_item(s, item)
    return True


def _execute(s: GameState, item: ChainItem) -> bool:
    """The item's instructions, once. False while it waits for a choice."""
    ab = item_ability(s, item)
    ctx = Ctx(s, item)
    steps = ab.steps if ab is not None else ()
    if "legal_at_start" not in item.info and item.targets:
        # the chosen objects still legal as it begins to resolve (RUP4 359.3.e), remembered for
        # instructions that refer to them after an earlier one moved them ("its owner ...")
        item.info["legal_at_start"] = [[o.id for o in ctx.targets(k)]
                                       for k in range(len(item.targets))]
        item.info["controllers_at_start"] = [[o.controller for o in ctx.targets(k)]
                                             for k in range(len(item.targets))]
    # kill-attribution (RUP4 428.5): what this resolution kills or damages is its doing; set
    # only while its steps run (never left in the state between actions)
    if item.resolving_index == 0 and ab is not None and not _group_fits(s, item, ab, ctx):
        return False  # its controller keeps a subset of the chosen units that fits
    outer = s.extra.get("_resolving")  # an ability resolving inside another's step (429.2)
    s.extra["_resolving"] = (item.controller, with_spell(s, item))
    while item.resolving_index < len(steps):
        st = steps[item.resolving_index]
        if not _condition(s, item, st.condition) or not step_level_holds(s, item.controller, st):
            item.resolving_index += 1
            continue
        if not st.run(ctx):
            _end_resolving(s, outer)
            return False
        if ctx.killed:
            item.info["killed"] = True
        item.resolving_index += 1
        if ask_pending(s, item):  # an attach that copies asks which unit, before the next
            _end_resolving(s, outer)  # instruction (RUP4 370.1.b.1)
            return False
    _end_resolving(s, outer)
    return True


def _group_fits(s: GameState, item: ChainItem, ab: Ability, ctx: Ctx) -> bool:
    """A slot's group requirements ("units together of Might 4 or lower", "at one
    location", "with the same controller", RUP4 355.9) are checked again as the item resolves,
    the group as a whole (359.3.e.2); no longer met, its controller keeps any of the units
    chosen that meet them together, never another unit (FAQ-ORIGINS, Fox-Fire). False while
    asking."""
    for k, slot in enumerate(ab.targets):
        if not (slot.total_might is not None or slot.same_bf or slot.same_controller) \
                or k >= len(item.targets) or f"fit{k}" in item.info:
            continue
        legal = ctx.targets(k)
        if "fit_kept" not in item.info and _group_ok(s, slot, legal):
            continue
        if _whole_group_only(ab, k):  # any part kept would do nothing: nothing to ask
            item.targets[k] = []
            item.info[f"fit{k}"] = []
            continue
        kept: list[int] = item.info.setdefault("fit_kept", [])
        held = [s.objs[i] for i in kept]
        options = [Action("choose", (u.id,)) for u in legal
                   if u.id not in kept and _group_ok(s, slot, [*held, u])]
        if options and not item.info.pop("fit_done", False):
            s.decision = Decision(item.controller, "choose", {
                "ask": "group_fit", "item": item.id, "options": [*options, DONE]})
            return False
        item.targets[k] = [t for t in item.targets[k] if t[1] in kept]
        item.info[f"fit{k}"] = item.info.pop("fit_kept")
    return True


def _whole_group_only(ab: Ability, k: int) -> bool:
    """Every instruction acting on slot `k` needs the whole group ("swap their Mights"), so
    keeping a part of a broken group can't change what happens: its controller isn't asked
    and none is kept (359.3.e.2)."""
    acting = [st for st in ab.steps if isinstance(st, ObjectOp) and k in (st.target, st.also)]
    return bool(acting) and all(st.WHOLE_GROUP for st in acting)


def _group_ok(s: GameState, slot: TargetSlot, units: list[Obj]) -> bool:
    """The units meet the slot's group requirements together (RUP4 355.9)."""
    if slot.total_might is not None and sum(might(s, u) for u in units) > slot.total_might:
        return False
    if slot.same_bf and any(not same_location(u, units[0]) for u in units[1:]):
        return False
    return not slot.same_controller or all(u.controller == units[0].controller for u in units)


def _end_resolving(s: GameState, outer: tuple | None) -> None:  # type: ignore[type-arg]
    if outer is None:
        s.extra.pop("_resolving", None)
    else:
        s.extra["_resolving"] = outer


def _condition(s: GameState, item: ChainItem, cond: str | None) -> bool:
    if cond is None or cond in ("spells_only", "units_only", "gear_only", "showdown_only",
                                "below_level"):  # a restriction (*_only) qualifies the
        # Energy added; below_level qualifies the step's level (step_level_holds)
        return True
    if cond == "if_killed":  # "if this kills it" (linked instruction, RUP4 359.3.e.14)
        return bool(item.info.get("killed"))
    if cond == "if_banished":  # "if you do" after a banish (linked instruction, 359.3.e.14)
        return bool(item.info.get("banished"))
    if cond == "if_played":  # "if you do" / "if they do" after a play step (359.3.e.14)
        return bool(item.info.get("played"))
    ctx = Ctx(s, item)
    if cond in ("legion", "no_legion"):  # you played another card this turn (RUP4 812.1.b.1)
        return legion_active(s, item.controller, ctx.source) == (cond == "legion")
    if cond in ("cost_paid", "cost_not_paid"):  # a cost slot's, or an optional additional
        # cost's (RUP4 356.2.b): a spell's, or, in a unit's play trigger, the unit's as it
        # was played
        ab = item_ability(s, item)
        paid = item.optional_paid or bool(item.info.get("extra_paid")) or any(
            item.targets[k] for k, slot in enumerate(ab.targets if ab else ())
            if slot.cost and k < len(item.targets))
        return paid == (cond == "cost_paid")
    if cond == "reveal_missed":  # reveal_draw's "otherwise" (the card wasn't of that type)
        return bool(item.info.get("reveal_missed"))
    if cond == "not_stopped":  # cond-unless: nobody took the offer
        return not item.info.get("stopped")
    if cond == "channel_failed":
        return bool(item.info.get("channel_short"))
    if cond == "two_with_first":  # "if you have exactly two units there" (slot 0's place)
        first = ctx.targets(0)
        if not first or first[0].zone != BF:
            return False
        return sum(1 for o in units_at(s, first[0].bf) if o.controller == item.controller) == 2
    if cond == "target_alone":  # "if it is the only unit you control there"
        for o in ctx.targets(0):
            return is_alone(s, o)
        return False
    if cond in ("your_turn", "your_turn_empowered"):  # cond-turn: "if it's your turn"
        if s.turn_player != item.controller or cond == "your_turn":
            return s.turn_player == item.controller
        cond = "empowered"  # "... and I'm Empowered"
    if cond in ("empowered", "not_empowered"):  # "if I'm Empowered" (RUP4 441.2)
        return (ctx.source is not None and is_empowered(ctx.source)) == (cond == "empowered")
    if cond in ("target_stunned", "target_not_stunned", "target_attacking",
                "target_not_attacking", "target_empowered", "target_not_empowered"):
        # "if it is stunned" (423.1.a), "if it's attacking", "if it's Empowered" (441.2)
        ab = item_ability(s, item)
        slot = next((getattr(st, "target", None) for st in (ab.steps if ab else ())
                     if st.condition == cond), None)
        found = ctx.targets(slot)
        if not found:
            return False
        state = found[0].stunned if "stunned" in cond else found[0].attacking \
            if "attacking" in cond else is_empowered(found[0])
        return state == (cond in ("target_stunned", "target_attacking", "target_empowered"))
    if cond == "outmight_there":  # "if my Might is greater than the total Might there"
        src, dest = ctx.source, chosen_destination(item, item.resolving_index, 0) or ""
        if src is None or src.incarnation != item.source_incarnation \
                or src.zone not in (BASE, BF) or not dest.startswith("bf"):
            return False
        theirs = sum(might(s, o) for o in units_at(s, int(dest[2:]))
                     if is_enemy(s, item.controller, o.controller))
        return might(s, src) > theirs
    if cond == "chosen_temporary":  # "if at least one of them has [Temporary]" (RUP4 816)
        ab = item_ability(s, item)
        st = next((st for st in (ab.steps if ab else ()) if st.condition == cond), None)
        found = ctx.targets(getattr(st, "target", None)) + ctx.targets(getattr(st, "also", None))
        return any(has_keyword(s, o, Keyword.TEMPORARY) for o in found)
    if cond in ("facedown", "no_facedown"):  # "if you control a facedown card" (RUP4 811)
        mine = any(s.objs[i].controller == item.controller for b in s.battlefields
                   for i in (b.facedown, *b.extra_facedown) if i is not None)
        return mine == (cond == "facedown")
    if cond == "from_hand":  # "if you played this from your hand"
        return item.kind == "card" and item.origin_zone == HAND
    if cond == "at_battlefield":  # "if I am at a battlefield"
        return ctx.source is not None and ctx.source.zone == BF
    if cond in ("target_might_at_most", "target_might_above"):  # "if it has N Might or less"
        ab = item_ability(s, item)
        st = next((st for st in (ab.steps if ab else ()) if st.condition == cond), None)
        found = ctx.targets(getattr(st, "target", None))
        if not found or st is None:
            return False  # no longer a legal target: neither instruction (RUP4 359.3.e.12)
        low = might(s, found[0]) <= (st.at_most or 0)
        return low == (cond == "target_might_at_most")
    if cond == "killed_might_at_most":  # "then, if it had N Might or less" (359.3.e.12)
        ab = item_ability(s, item)
        n = next((st.at_most for st in (ab.steps if ab else ()) if st.condition == cond), 0)
        return any(m <= (n or 0) for m in item.info.get("killed_mights", ()))
    if cond == "opponent_other_spell":  # "if an opponent has played another spell this turn":
        # finalized, countered later or not (RUP4 419.4.b; FAQ-VENDETTA, Crumbling Sands)
        ab = item_ability(s, item)
        st = next((st for st in (ab.steps if ab else ()) if st.condition == cond), None)
        chosen = {o.id for o in ctx.targets(getattr(st, "target", None))}
        return any(s.objs[oid].card.type is CardType.SPELL and oid not in chosen
                   for p in s.opponents(item.controller)
                   for oid in s.turn_flags.get(f"finalized{p}", ()))
    if cond == "hand_at_most":  # cond-hand: checked as the step resolves (RUP4 383.2.a.1 is
        # only for a condition right after the trigger's; this one is part of the effect)
        ab = item_ability(s, item)
        n = next((st.at_most for st in (ab.steps if ab else ()) if st.condition == cond), 0)
        return len(s.players[item.controller].hand) <= (n or 0)
    if cond in ("runes_at_least", "runes_below"):  # cond-runes, as the step resolves
        ab = item_ability(s, item)
        n = next((st.at_least for st in (ab.steps if ab else ()) if st.condition == cond), 0)
        return (len(s.players[item.controller].runes) >= (n or 0)) == (cond == "runes_at_least")
    if cond == "others_might_at_least":  # "if your other units have total Might N or more"
        ab = item_ability(s, item)
        n = next((st.at_least for st in (ab.steps if ab else ()) if st.condition == cond), 0)
        src = ctx.source
        total = sum(might(s, o) for o in s.objs.values()
                    if o.is_unit and o.zone in (BASE, BF) and o.controller == item.controller
                    and (src is None or o.id != src.id))
        return total >= (n or 0)
    if cond == "linked_at_least":  # "then, if there are N cards banished with me, ...":
        # checked as the first of its steps resolves, then kept for the others (their cards
        # may be gone by then: "put each in its trash, channel 4 runes, and draw 1")
        if cond not in item.info:
            ab = item_ability(s, item)
            n = next((st.at_least for st in (ab.steps if ab else ()) if st.condition == cond), 0)
            src = ctx.source
            linked = src.mods.get("banished", ()) if src is not None and src.mods else ()
            there = sum(1 for oid, inc in linked
                        if s.objs[oid].zone == BANISH and s.objs[oid].incarnation == inc)
            item.info[cond] = there >= (n or 0)
        return bool(item.info[cond])
    if cond in ("your_beginning", "not_your_beginning"):  # cond-turn, as the step resolves
        # the Beginning Phase holds the Beginning Step and the Scoring Step (RUP4 315.2.a-b)
        mine = s.turn_player == item.controller and s.phase in (Phase.BEGINNING, Phase.SCORING)
        return mine == (cond == "your_beginning")
    if cond in ("killed_enemy", "killed_friendly"):  # "if it was an enemy unit" (359.3.e.12)
        ctrl = item.info.get("killed_ctrl", ())
        if cond == "killed_friendly":
            return item.controller in ctrl
        return any(is_enemy(s, item.controller, c) for c in ctrl)
    if cond == "enemy_alone_there":  # cond-alone: an enemy unit alone (740.2.a) at the
        # battlefield the earlier move_base step moved from
        return any(enemy_alone_at(s, item.controller, n) for n in item.info.get("moved_from", ()))
    if cond in ("paid", "not_paid"):  # pay-to: the earlier pay step (RUP4 444.2.b)
        return bool(item.info.get("paid")) == (cond == "paid")
    if cond == "ready_enemy_here":
        src = ctx.source
        if src is None or src.zone != BF:
            return False
        return any(not u.exhausted and is_enemy(s, item.controller, u.controller)
                   for u in (s.objs[i] for i in s.battlefields[src.bf].units) if u.is_unit)
    raise ValueError(f"unknown condition {cond!r}")


def finish_item(s: GameState, item: ChainItem) -> None:
    if item in s.chain:
        s.chain.remove(item)
    s.dirty = True
    if item.kind == "card":
        obj = s.objs[item.obj]
        again = any(i.kind == "card" and i.obj == obj.id for i in s.chain)  # played again
        if obj.zone == CHAIN and not again and not after_chain(s, item, obj):
            # a resolved spell goes to its owner's trash (RUP4 157); play-by-effect: "then
            # recycle"; one played again meanwhile waits on the chain (op play_again)
            change_zone(s, obj, TRASH)
        emit(s, "resolve", player=item.controller, obj=obj.id, card=obj.card.code)
        if obj.card.type is CardType.SPELL:
            collect_event(s, "spell_played", obj=obj, player=item.controller,
                          spent=item.cost_energy, event_inc=obj.incarnation,
                          event_zone=obj.zone if obj.zone == TRASH else None)
        if "played_n" in item.info:  # "when you play a card": on resolution (RUP4 419.4.a)
            collect_event(s, "you_play_card", obj=obj, player=item.controller,
                          n=item.info["played_n"], from_hidden=item.from_facedown,
                          from_hand=item.origin_zone == HAND)
    else:
        emit(s, "resolve", player=item.controller, source=item.source)


def answer_choice(s: GameState, verb: str, arg: object) -> None:
    """Continue a resolving item after a choice made on resolution."""
    d = s.decision
    assert d is not None
    if d.data["ask"] == "add_x":  # add-any: an Add ability resolving at once (RUP4 429.2)
        answer_add_amount(s, int(arg))  # type: ignore[call-overload]
        if "resume" in d.data:  # used while another payment is asked (429.3): again
            resume_payment(s, d.data["resume"])
        return
    if d.data["ask"] == "save_pay":  # a paid save: paid or not, the death goes on
        answer_paid_save(s, verb)
        if "item" in d.data:
            item = next(i for i in s.chain if i.id == d.data["item"])
            if "pick" in d.data:  # "each player kills one": the pick is carried out now
                oid, picker = d.data["pick"]
                act_on_pick(Ctx(s, item), "kill", s.objs[oid], picker)
                item.info["pick_left"] = item.info["pick_left"][1:]
            s.tasks.append(("resolve", item.id))  # the kill instruction goes on
        return
    if d.data["ask"] == "replace_death":  # death-replacement: which death first (RUP4 373)
        answer_order(s, arg)
        if "item" in d.data:
            s.tasks.append(("resolve", d.data["item"]))  # the kill instruction goes on
        return
    if d.data["ask"] == "replace_offer":  # an optional replacement applied or not (371.2.a)
        answer_offer(s, d.data["key"], verb)
        if "item" in d.data:
            s.tasks.append(("resolve", d.data["item"]))  # the kill instruction goes on
        return  # else the cleanup, or the item being finalized, runs again
    item = next(i for i in s.chain if i.id == d.data["item"])
    s.decision = None
    if d.data["ask"] == "group_fit":  # one more unit kept, or done (the group is then settled)
        if verb == "choose":
            item.info["fit_kept"].append(int(arg))  # type: ignore[call-overload]
        else:
            item.info["fit_done"] = True
    elif d.data["ask"] == "copy_pick":  # the unit an attached Equipment's unit copies: the
        answer_pick(s, d, arg)  # instruction that attached it is done (RUP4 370.1.b.1)
    else:  # the step that asked: a step that asks waits at resolving_index (RUP4 355.17)
        st = item_steps(s, item)[item.resolving_index]
        assert d.data["ask"] in st.ASKS, (d.data["ask"], st.op)
        if not st.answer(Ctx(s, item), d, verb, arg):
            return  # it asked again
        if ask_pending(s, item):  # its answer attached an Equipment that copies
            return
    s.tasks.append(("resolve", item.id))
