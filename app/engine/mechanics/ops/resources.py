"""Ops of the family "resources" (RUP4 429, 444): ready, exhaust, channel, add_energy,
add_power, point, win, and pay / pay_x (pay-to: "you may pay ... to ..."; x-cost: "pay any
amount of [A]", 444.2)."""

from __future__ import annotations

from typing import Any

from app.engine.abilities import Step
from app.engine.actions.payment import add_energy, add_power, can_pay, pay_now
from app.engine.actions.triggers import collect_event
from app.engine.actions.zones import channel, gain_points, set_winner
from app.engine.core.actions import NO, PAY, Action
from app.engine.core.enums import ALL_DOMAINS, CardType
from app.engine.core.events import emit
from app.engine.mechanics.context import Answer, Ctx, Primitive, who
from app.engine.restrict import cant_be_readied
from app.engine.state import ChainItem, Decision, GameState


def _ready(ctx: Ctx, st: Step) -> bool:
    for o in ctx.objects(st):
        if o.exhausted and not cant_be_readied(ctx.s, o):  # restrictions (RUP4 054.1)
            o.exhausted = False
            ctx.s.dirty = True
            emit(ctx.s, "ready", obj=o.id)
            collect_event(ctx.s, "you_ready", obj=o, player=ctx.controller)
    return True


def _exhaust(ctx: Ctx, st: Step) -> bool:
    for o in ctx.objects(st):
        if not o.exhausted:
            o.exhausted = True
            ctx.s.dirty = True
            emit(ctx.s, "exhaust", obj=o.id)
    return True


def _channel(ctx: Ctx, st: Step) -> bool:
    """You channel N; with a target slot, "its owner channels N" for each object of that slot
    that was a legal target as the item began to resolve, even if an earlier instruction has
    moved it off the board since (an illegal target's instructions are skipped, RUP4 359.3.e.5)."""
    n = st.n or 1
    if st.amount == "spent":  # buff-spend: "for each buff spent, channel 1"
        n = int(ctx.item.info.get("spent", 0))
        if n <= 0:
            return True
    players = who(ctx, st) if st.who == "that_player" else [ctx.controller]
    if st.target is not None:
        lki = ctx.item.info.get("legal_at_start", [])
        ids = lki[st.target] if st.target < len(lki) else []
        players = [ctx.s.objs[oid].owner for oid in ids]
    short = False
    for player in players:
        short |= channel(ctx.s, player, n, exhausted=st.exhausted) < n
    ctx.item.info["channel_short"] = short
    return True


def _add_energy(ctx: Ctx, st: Step) -> bool:
    add_energy(ctx.s, ctx.controller, st.n, st.condition == "spells_only")
    return True


def _add_power(ctx: Ctx, st: Step) -> bool:
    add_power(ctx.s, ctx.controller, st.n, st.domain, st.condition == "spells_only")
    return True


def _point(ctx: Ctx, st: Step) -> bool:
    for player in (who(ctx, st) if st.who == "that_player" else [ctx.controller]):
        gain_points(ctx.s, player, st.n or 1, "effect")
    return True


def _win(ctx: Ctx, st: Step) -> bool:
    """alt-victory: "you win the game": an effect instructs it (RUP4 195); the game ends (196)."""
    set_winner(ctx.s, ctx.controller)
    return True


ANY_PIP = ALL_DOMAINS


def _spell(s: GameState, item: ChainItem) -> bool:
    """Spell-only Energy and Power may pay a spell's own cost within instructions."""
    return item.kind == "card" and s.objs[item.obj].card.type is CardType.SPELL


def pay_step(ctx: Any, st: Any) -> bool:
    """Step op "pay": ask whether to pay n Energy and `power` (RUP4 444.2)."""
    s, item = ctx.s, ctx.item
    if not can_pay(s, item.controller, st.n, list(st.power), _spell(s, item)):
        item.info["paid"] = False  # nothing to decide: it can't be paid (444.2)
        return True
    s.decision = Decision(item.controller, "choose", {
        "ask": "pay_to", "options": [PAY, NO], "item": item.id,
        "energy": st.n, "power": len(st.power)})
    return False


def max_x(s: GameState, player: int, spell: bool) -> int:
    """The most [A] the player can pay now (pool and runes)."""
    k = 0
    while can_pay(s, player, 0, [ANY_PIP] * (k + 1), spell):
        k += 1
    return k


def pay_x_step(ctx: Any, st: Any) -> bool:
    """Step op "pay_x": "pay any amount of [A]": its controller chooses the amount."""
    s, item = ctx.s, ctx.item
    top = max_x(s, item.controller, _spell(s, item))
    if top == 0:
        item.info["paid_x"] = 0
        return True
    s.decision = Decision(item.controller, "choose", {
        "ask": "pay_x", "item": item.id,
        "options": [Action("amount", (k,)) for k in range(top, -1, -1)]})
    return False


def _answer_pay(ctx: Ctx, st: Step, d: Decision, verb: str, arg: object) -> bool:
    """The answer to a pay_to / pay_x decision; the item's next step follows."""
    s, item = ctx.s, ctx.item
    spell = _spell(s, item)
    if d.data["ask"] == "pay_to":
        paid = verb == "pay"
        if paid:
            pay_now(s, item.controller, st.n, list(st.power), spell)
        else:
            emit(s, "decline_pay", player=item.controller)
        item.info["paid"] = paid
    else:
        k = int(arg)  # type: ignore[call-overload]
        if k:
            pay_now(s, item.controller, 0, [ANY_PIP] * k, spell)
        item.info["paid_x"] = k
    item.resolving_index += 1
    return True


PRIMITIVES: dict[str, Primitive] = {
    "ready": _ready, "exhaust": _exhaust, "channel": _channel, "add_energy": _add_energy,
    "add_power": _add_power, "point": _point, "win": _win, "pay": pay_step, "pay_x": pay_x_step}
ANSWERS: dict[str, Answer] = {"pay": _answer_pay, "pay_x": _answer_pay}
