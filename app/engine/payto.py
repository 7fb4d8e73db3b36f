"""pay-to: costs within instructions paid on resolution (RUP4 740.4.a, 444.2).

"[do X] to [do Y]" (740.4.a): in a spell, or in a later part of a triggered ability, the
cost X is paid as the ability resolves (740.4.a.1, 740.4.a.2.a). Its controller decides:
pay it, with the same payment as playing a card (the automatic payment plan: runes exhausted
and recycled, Add abilities used), or decline, and then the effect tied to it doesn't happen
(444.2, 444.2.b). A cost within instructions in the FIRST part of a trigger is its base cost
instead, paid on finalization: that is an optional triggered ability with cost_energy /
cost_power / exhaust_self (see `app.engine.playing.costs.trigger_cost`).

How a card uses it (ability data):
  "..., you may pay 1 Energy to draw 1":
      steps = [{ op = "pay", n = 1 }, { op = "draw", n = 1, condition = "paid" }]
  "pay any amount of [A] to deal that much damage to ...":
      steps = [{ op = "pay_x" }, { op = "deal", amount = "paid_x", scope = ... }]
The decision is a "choose" decision: ask "pay_to" (answers: pay, no) or ask "pay_x"
(answers: amount N, from the most that can be paid down to 0).
"""

from __future__ import annotations

from typing import Any

from app.engine.actions.payment import can_pay, pay_now
from app.engine.core.actions import NO, PAY, Action
from app.engine.core.enums import ALL_DOMAINS, CardType
from app.engine.core.events import emit
from app.engine.reads.items import item_steps
from app.engine.state import ChainItem, Decision, GameState

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


def answer(s: GameState, item: ChainItem, ask: str, verb: str, arg: object) -> None:
    """The answer to a pay_to / pay_x decision; the item's next step follows."""
    st = _current_step(s, item)
    spell = _spell(s, item)
    if ask == "pay_to":
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


def _current_step(s: GameState, item: ChainItem) -> Any:
    return item_steps(s, item)[item.resolving_index]


__all__ = ["answer", "max_x", "pay_step", "pay_x_step"]
