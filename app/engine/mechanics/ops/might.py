"""Ops of the family "might" and keywords (RUP4 473-479, 702): might, weaken, buff,
buff_might, double_might, might_to, set_might, stun, grant, and spend_buffs (buff-spend:
"spend any number of buffs", 702.2.b; later steps read what was spent, amount "spent" and
scope where "spent")."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from app.engine.abilities import Step
from app.engine.actions.triggers import collect_event
from app.engine.actions.zones import spend_buff
from app.engine.core.actions import DONE, Action
from app.engine.core.events import emit
from app.engine.mechanics.context import Answer, Ctx, Primitive, you_stunned
from app.engine.reads.characteristics import board_candidates, might
from app.engine.state import ChainItem, Decision, GameState, Obj
from app.engine.statics import any_buffs


def _might(ctx: Ctx, st: Step) -> bool:
    for o in ctx.objects(st):
        o.turn_might += st.n
        ctx.s.dirty = True
        emit(ctx.s, "might", obj=o.id, n=st.n)
    return True


def _weaken(ctx: Ctx, st: Step) -> bool:
    """-N Might this turn, to a minimum of 1: the change is fixed when applied (RUP4 477.3.b)."""
    for o in ctx.objects(st):
        cur = might(ctx.s, o)
        delta = -min(st.n, max(0, cur - 1))
        if delta:
            o.turn_might += delta
            ctx.s.dirty = True
        emit(ctx.s, "might", obj=o.id, n=delta)
    return True


def _buff(ctx: Ctx, st: Step) -> bool:
    for o in ctx.objects(st):
        if o.buffs == 0 or _any_buffs(ctx.s, o):  # one buff at most (RUP4 702.3, 702.3.a)
            o.buffs += 1
            ctx.s.dirty = True
            emit(ctx.s, "buff", obj=o.id)
            # "when you buff a unit": once per unit buffed (RUP4 411.4, 702.2)
            collect_event(ctx.s, "you_buff", obj=o, player=ctx.controller)
    return True


def _any_buffs(s: GameState, o: Obj) -> bool:
    return any_buffs(s, o)


def _buff_might(ctx: Ctx, st: Step) -> bool:
    """This turn, each buff on a friendly unit gives n more Might (a change to what a buff
    contributes, RUP4 703); it also counts buffs placed later this turn."""
    team = ctx.s.players[ctx.controller].team
    key = f"buff_might_team{team}"
    ctx.s.turn_flags[key] = int(ctx.s.turn_flags.get(key, 0)) + st.n
    ctx.s.dirty = True
    emit(ctx.s, "buff_might", player=ctx.controller, n=st.n)
    return True


def _double_might(ctx: Ctx, st: Step) -> bool:
    """ "Double its Might this turn": increase it by its current Might as this resolves, a
    fixed amount; a negative Might is increased by 0 (RUP4 477.3.c, Last Stand's example)."""
    for o in ctx.objects(st):
        n = max(0, might(ctx.s, o))
        o.turn_might += n
        ctx.s.dirty = True
        emit(ctx.s, "might", obj=o.id, n=n)
    return True


def _might_to(ctx: Ctx, st: Step) -> bool:
    """ "This turn, increase its Might to the Might of another unit": slot 0's unit gets
    +X this turn, X being how far it is below slot 1's unit as this resolves, a limited
    increase snapshotted when applied (RUP4 477.3.b, 477.3.e.1.b); never a decrease (477.3.c).
    Without the other unit still legal, there is no Might to increase to (359.3.e.6)."""
    other = ctx.targets(1)
    if not other:
        return True
    goal = might(ctx.s, other[0])
    for o in ctx.targets(0):
        n = max(0, goal - might(ctx.s, o))
        o.turn_might += n
        ctx.s.dirty = True
        emit(ctx.s, "might", obj=o.id, n=n)
    return True


def _set_might(ctx: Ctx, st: Step) -> bool:
    """ "Its Might becomes N this turn": assigned in the first layer, so buffs and other
    increases still apply on top of it (RUP4 477.1.a.1, 477.3); it ends with the turn."""
    for o in ctx.objects(st):
        o.mods = dict(o.mods or {})
        o.mods["set_might"] = st.n
        ctx.s.dirty = True
        emit(ctx.s, "might_set", obj=o.id, n=st.n)
    return True


def _stun(ctx: Ctx, st: Step) -> bool:
    stunned = []
    for o in ctx.objects(st):
        if not o.stunned:  # RUP4 423.1.a.1
            o.stunned = True
            ctx.s.dirty = True
            emit(ctx.s, "stun", obj=o.id)
            stunned.append(o)
    you_stunned(ctx.s, ctx.controller, stunned)
    return True


def _grant(ctx: Ctx, st: Step) -> bool:
    assert st.keyword is not None
    for o in ctx.objects(st):
        if st.duration == "permanent":  # "give it [Temporary]": while it stays on the board
            o.mods = dict(o.mods or {})
            o.mods["kw"] = (*o.mods.get("kw", ()), (st.keyword, st.n or 1))
            emit(ctx.s, "grant", obj=o.id, keyword=st.keyword.value, n=st.n or 1)
            continue
        (o.combat_keywords if st.duration == "combat" else o.turn_keywords).append(
            (st.keyword, st.n or 1))
        emit(ctx.s, "grant", obj=o.id, keyword=st.keyword.value, n=st.n or 1)
    return True


def _choices(s: GameState, item: ChainItem, st: Any, source: Obj | None) -> list[Obj]:
    spent = item.info.get("spent_objs", [])
    out = []
    for o in board_candidates(s, replace(st.scope, where="any"), item.controller, source):
        if o.controller != item.controller or o.buffs <= 0:
            continue  # a buff you can spend is on a unit you control (702.2.b.1-2)
        if st.n == 1 and any(oid == o.id for oid, _ in spent):
            continue  # "its buff": one from each unit
        out.append(o)
    return out


def spend_buffs_step(ctx: Any, st: Any) -> bool:
    """Ask for the next buff to spend, or end when there is none or Done was chosen."""
    s, item = ctx.s, ctx.item
    item.info.setdefault("spent", 0)
    item.info.setdefault("spent_objs", [])
    if item.info.pop("spend_done", False):
        return True
    cands = _choices(s, item, st, ctx.source)
    if not cands:
        return True
    s.decision = Decision(item.controller, "choose", {
        "ask": "spend_pick", "item": item.id,
        "options": [Action("choose", (o.id,)) for o in cands] + [DONE]})
    return False


def _answer_spend(ctx: Ctx, st: Step, d: Decision, verb: str, arg: object) -> bool:
    """One buff spent now (RUP4 702.2.b), or Done; the step then runs again."""
    s, item = ctx.s, ctx.item
    if verb == "done":
        item.info["spend_done"] = True
        return True
    o = s.objs[int(arg)]  # type: ignore[call-overload]
    spend_buff(s, o)
    item.info["spent"] = int(item.info.get("spent", 0)) + 1
    item.info["spent_objs"] = [*item.info.get("spent_objs", []), (o.id, o.incarnation)]
    return True


PRIMITIVES: dict[str, Primitive] = {
    "might": _might, "weaken": _weaken, "buff": _buff, "buff_might": _buff_might,
    "double_might": _double_might, "might_to": _might_to, "set_might": _set_might,
    "stun": _stun, "grant": _grant, "spend_buffs": spend_buffs_step}
ANSWERS: dict[str, Answer] = {"spend_buffs": _answer_spend}
