"""Ops of the family "damage" and death: deal, deal_might, fight, split, heal, kill, save,
prevent_spell_damage (RUP4 417, 428, 437, 715)."""

from __future__ import annotations

from app.engine.abilities import Step
from app.engine.actions.damage import bonus_damage, deal, split_bonus
from app.engine.actions.death import (
    add_paid_save,
    ask_offer,
    ask_paid_save,
    death_replaced,
    kill_now,
    order_deaths,
)
from app.engine.core.actions import Action
from app.engine.core.events import emit
from app.engine.mechanics.context import Answer, Ctx, Primitive, answer_pick, each_pick
from app.engine.reads.characteristics import effective_might, might
from app.engine.reads.items import item_ability
from app.engine.state import BASE, BF, Decision, Obj


def _deal(ctx: Ctx, st: Step) -> bool:
    n = st.n
    if st.amount == "revealed_keyword":
        # "deal 1 for each card with [Hidden] revealed this way": printed keywords of the
        # revealed cards; none, no damage is dealt, so no Bonus Damage either (RUP4 715.4)
        assert st.keyword is not None
        n = st.n * sum(1 for oid in ctx.item.info.get("revealed", ())
                       if ctx.s.objs[oid].card.has(st.keyword))
        if n <= 0:
            return True
    if st.amount == "first_might":
        # deal-equal-might: "damage equal to its Might", slot 0's unit's as the step executes
        # (RUP4 359.3.f.2); no longer a legal target, no amount (359.3.e.12)
        first = ctx.targets(0)
        if not first:
            return True
        n = effective_might(ctx.s, first[0])
        if n <= 0:
            return True  # no valid damage (RUP4 417.1.e)
    if st.amount == "discarded_energy":
        found = ctx.item.info.get("discarded", [])
        if not found:
            return True  # nothing was discarded: "its" cost is null (RUP4 359.3.e.12)
        n = ctx.s.objs[found[-1]].card.energy or 0
        if n <= 0:
            return True  # no valid damage, so no instance for Bonus Damage (417.1.e)
    elif st.amount == "my_might":
        # "deal damage equal to my Might": the ability deals it (RUP4 417.6.a), the source's
        # Might as the step executes; a source gone from the board has none (359.3.e.12)
        src = ctx.source
        if src is None or src.incarnation != ctx.item.source_incarnation \
                or src.zone not in (BASE, BF):
            return True
        n = effective_might(ctx.s, src)
        if n <= 0:
            return True  # no valid damage (RUP4 417.1.e)
    elif st.amount == "paid_x":  # x-cost: "that much" (the amount paid, RUP4 444.2)
        n = int(ctx.item.info.get("paid_x", 0))
        if n <= 0:
            return True  # nothing paid: no damage, no instance for Bonus Damage (417.1.e)
    for o in ctx.objects(st):
        deal(ctx.s, o, n + bonus_damage(ctx.s, ctx.controller, ctx.item, o), ctx.controller)
    return True


def _kill(ctx: Ctx, st: Step) -> bool:
    if st.who != "you":
        return each_pick(ctx, st)
    objs = ctx.objects(st)
    dying = tuple(o.id for o in objs)  # die in one game action (RUP4 383.2.c.2)
    if objs and ctx.s.extra.get("statics_by_op", {}).get("replace_death"):
        # an optional replacement: asked first (RUP4 371.2.a); the step runs again after
        done = ctx.item.info.get("replaced", [])
        if ask_offer(ctx.s, [o for o in objs if o.id not in done], ctx.item):
            return False
    if len(objs) > 1 and ctx.s.extra.get("statics_by_op", {}).get("replace_death"):
        # death-replacement: its controller orders the replacements of these simultaneous
        # deaths (RUP4 373); the deaths already replaced are not killed again
        done = ctx.item.info.get("replaced", [])
        left = order_deaths(ctx.s, [o for o in objs if o.id not in done], ctx.item)
        if left is None:
            return False
        objs = left
        ctx.item.info.pop("replaced", None)
    if ctx.s.turn_flags.get("pay_saves"):
        if not ask_paid_save(ctx.s, objs, ctx.item):  # a paid save: pay or not, first
            return False
    for o in objs:
        replaced = death_replaced(ctx.s, o)  # a death replaced is no kill "you did"
        if not replaced and ctx.s.turn_flags.get("pay_save_answer", {}).get(o.id):
            replaced = True  # a paid save its controller chose to pay (actions/death)
        if not replaced and o.zone in (BASE, BF):  # its Might as it died (RUP4 359.3.e.12)
            ctx.item.info.setdefault("killed_might", []).append(might(ctx.s, o))
        kill_now(ctx.s, o, dying, ctx.controller)
        ctx.killed |= not replaced  # for "if you do" (RUP4 359.3.e.14.b)
    ctx.s.extra.pop("replace_offers", None)  # the deaths asked about have happened
    return True


def _source_unit(ctx: Ctx) -> list[Obj]:
    """The source as a unit on the board, while it is still the same object (RUP4 124)."""
    src = ctx.source
    if src is not None and src.incarnation == ctx.item.source_incarnation and src.is_unit \
            and src.zone in (BASE, BF):
        return [src]
    return []


def _fight(ctx: Ctx, st: Step) -> bool:
    """The units chosen in slots 0 and 1 (or the source and the unit of the only slot) deal
    damage equal to their Might to each other. The units are the sources, so spell Bonus
    Damage doesn't apply (RUP4 417.6.b.3)."""
    if st.scope is not None:
        return _fight_pick(ctx, st)
    a, b = ctx.targets(0), ctx.targets(1)
    ab = item_ability(ctx.s, ctx.item)
    if ab is not None and len(ab.targets) == 1:
        # "choose a unit; we deal damage equal to our Mights to each other": the source
        # itself is the other unit, while it is still the same object on the board (RUP4 124)
        a, b = _source_unit(ctx), a
    if not a or not b:
        return True  # an illegal target: the linked instruction does nothing (359.3.e.14.a)
    ua, ub = a[0], b[0]
    da, db = effective_might(ctx.s, ua), effective_might(ctx.s, ub)
    deal(ctx.s, ub, da, ua.controller, by_unit=True)
    deal(ctx.s, ua, db, ub.controller, by_unit=True)
    return True


def _fight_pick(ctx: Ctx, st: Step) -> bool:
    """dependent-targets: "choose another enemy unit at its destination; they deal damage equal
    to their Mights to each other". The unit is chosen as the instruction executes, not as the
    spell is played (RUP4 355.17); with one candidate nothing is asked, with none nothing
    happens (RUP4 055)."""
    s, info = ctx.s, ctx.item.info
    first = ctx.targets(0)
    cands = ctx.objects(st)
    picked = info.pop("fight_pick", None)
    info.pop("pick_left", None)
    if not first:
        return True
    if picked is None:
        if not cands:
            return True
        if len(cands) > 1:
            info["pick_left"] = [ctx.controller]
            s.decision = Decision(ctx.controller, "choose", {
                "ask": "each_pick", "op": "fight", "item": ctx.item.id, "collect": False,
                "options": [Action("choose", (o.id,)) for o in cands]})
            return False
        picked = cands[0].id
    other = s.objs[int(picked)]
    if other.zone not in (BASE, BF):
        return True
    ua, ub = first[0], other
    da, db = effective_might(s, ua), effective_might(s, ub)
    deal(s, ub, da, ua.controller, by_unit=True)  # the units deal the damage (RUP4 417.6.b.3)
    deal(s, ua, db, ub.controller, by_unit=True)
    return True


def _deal_might(ctx: Ctx, st: Step) -> bool:
    """"It deals damage equal to its Might to ...": the unit of slot 0 deals to the unit of
    slot 1; with one slot, the source itself deals, while it is still the same object on the
    board (RUP4 124). The unit is the damage's source, so spell Bonus Damage doesn't apply
    (417.6.b.3), as for 'fight'; a dealer no longer there deals nothing (359.3.e.14.a)."""
    ab = item_ability(ctx.s, ctx.item)
    if ab is not None and len(ab.targets) == 1:
        a, b = _source_unit(ctx), ctx.targets(0)
    else:
        a, b = ctx.targets(0), ctx.targets(1)
    if not a or not b:
        return True
    deal(ctx.s, b[0], effective_might(ctx.s, a[0]), a[0].controller, by_unit=True)
    return True


def _save(ctx: Ctx, st: Step) -> bool:
    """The next time it would die this turn: heal, exhaust and recall it instead (Highlander).
    With a cost (n Energy, power): "you may pay ... to ... instead" (app.engine.actions.death)."""
    if st.n or st.power:
        for o in ctx.objects(st):
            add_paid_save(ctx.s, o, ctx.controller, st.n, st.power)
            emit(ctx.s, "shielded_from_death", obj=o.id)
        return True
    for o in ctx.objects(st):
        o.prevent_death += 1
        emit(ctx.s, "shielded_from_death", obj=o.id)
    return True


def _split(ctx: Ctx, st: Step) -> bool:
    """split-damage: n damage (plus Bonus Damage, RUP4 715.3) divided among the chosen units
    still legal, decided on resolution (355.14.e), one point at a time: each unit takes at
    least 1 (355.14.f); with more units than damage, the controller picks the ones that take
    it and the others cease being targets, never more than needed (355.14.h, 355.14.h.1).
    The damage is dealt once the whole amount is divided."""
    s, info = ctx.s, ctx.item.info
    targets = ctx.targets(st.target)
    total = st.n + split_bonus(s, ctx.controller, ctx.item)
    given: dict[str, int] = info.setdefault("split", {})
    while targets:
        left = total - sum(given.get(str(o.id), 0) for o in targets)
        if left <= 0:
            break
        zero = [o for o in targets if not given.get(str(o.id))]
        if left == len(zero):  # one point for each unit still without: nothing to choose
            for o in zero:
                given[str(o.id)] = 1
            continue
        picks = zero if 0 < left <= len(zero) else targets
        if len(picks) == 1 or len(targets) == 1:
            given[str(picks[0].id)] = given.get(str(picks[0].id), 0) + (1 if len(targets) > 1
                                                                          else left)
            continue
        s.decision = Decision(ctx.controller, "choose", {
            "ask": "split", "item": ctx.item.id, "left": left,
            "options": [Action("choose", (o.id,)) for o in picks]})
        return False
    info.pop("split", None)
    for o in targets:
        amount = given.get(str(o.id), 0)
        if amount > 0:
            deal(s, o, amount, ctx.controller)
    return True


def _heal(ctx: Ctx, st: Step) -> bool:
    for o in ctx.objects(st):
        if o.damage:
            o.damage = 0
            emit(ctx.s, "heal", obj=o.id)
    return True


def _prevent_spell_damage(ctx: Ctx, st: Step) -> bool:
    """damage-prevention: "prevent all spell and ability damage this turn": every instance
    of damage a spell or ability would deal this turn, to any unit, is prevented (a
    replacement, RUP4 369.2, 437; Bonus Damage included, 437.1.a.1); combat damage isn't."""
    ctx.s.turn_flags["prevent_spell_damage"] = True
    emit(ctx.s, "prevent_all", player=ctx.controller)
    return True


def _answer_split(ctx: Ctx, st: Step, d: Decision, verb: str, arg: object) -> bool:
    """One more point of the split damage; the step runs again."""
    given = ctx.item.info.setdefault("split", {})
    given[str(arg)] = given.get(str(arg), 0) + 1
    return True


PRIMITIVES: dict[str, Primitive] = {
    "deal": _deal, "deal_might": _deal_might, "fight": _fight, "split": _split, "heal": _heal,
    "kill": _kill, "save": _save, "prevent_spell_damage": _prevent_spell_damage}
ANSWERS: dict[str, Answer] = {"kill": answer_pick, "fight": answer_pick, "split": _answer_split}
