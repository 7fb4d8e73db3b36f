"""Equipment's instructions (RUP4 818-821): the ops "attach" (Equip, Quick-Draw and cards
that attach) and "weaponmaster", and the answer to Weaponmaster's payment.

How a card uses them (ability data):
  Equip [C] (818.1.c.2: "[C]: Attach this to a unit you control"):
      kind = "activated", equipment = "equip", cost_power = ["Calm"],
      targets = [{ kind = "unit", side = "friendly" }], steps = [{ op = "attach", target = 0 }]
  Quick-Draw and Weaponmaster are keywords: the engine adds their play effects
  (`app.engine.reads.attached.QUICK_DRAW`, `WEAPONMASTER`).
  Effect Text (136.2): abilities with equipment = "effect", the unit's while attached.
Weaponmaster's payment is a "choose" decision: ask "equip_pay" (answers: pay, no), with the
cost in its data (energy, power), like pay-to's (RUP4 444.2); "detach" with several Equipment
on the unit asks "detach_pick" (answers: choose <gear>).
"""

from __future__ import annotations

from typing import Any

from app.engine.actions.attach import attach, detach
from app.engine.actions.payment import can_pay, pay_now
from app.engine.core.actions import NO, PAY, Action
from app.engine.core.events import emit
from app.engine.reads.attached import attachments, equip_ability, is_equipment
from app.engine.reads.items import item_ability
from app.engine.state import BASE, BF, ChainItem, Decision, GameState, Obj


def attach_step(ctx: Any, st: Any) -> bool:
    """Op "attach": attach this gear (the ability's source) to the unit chosen in the target
    slot (RUP4 818.1.c.2, 819.1.d); a unit no longer legal, or a gear gone, does nothing
    (359.3.e)."""
    gear: Obj | None = ctx.source
    units = ctx.targets(st.target)
    if gear is None or not units:
        return True
    if ctx.item.kind != "card" and gear.incarnation != ctx.item.source_incarnation:
        return True  # a new object: not the gear this ability belongs to (RUP4 124)
    ab = item_ability(ctx.s, ctx.item)
    attach(ctx.s, gear, units[0], ctx.controller, equip=ab is not None and ab.equipment == "equip")
    return True


def detach_step(ctx: Any, st: Any) -> bool:
    """Op "detach": an Equipment attached to the target slot's unit detaches (RUP4 435); with
    several, the ability's controller picks which as it resolves (355.17)."""
    s, item = ctx.s, ctx.item
    units = ctx.targets(st.target)
    gear = [g for u in units for g in attachments(s, u) if is_equipment(g)]
    if len(gear) <= 1:
        for g in gear:
            detach(s, g)
        return True
    s.decision = Decision(item.controller, "choose", {
        "ask": "detach_pick", "item": item.id,
        "options": [Action("choose", (g.id,)) for g in gear]})
    return False


def weaponmaster_cost(gear: Obj) -> tuple[int, list] | None:
    """The Equip cost Weaponmaster pays: the gear's Equip cost reduced by [A], one Power pip
    (RUP4 821.1.c); a cost without Power isn't reduced (821.1.c.3). None when there is no
    Equip cost to pay (821.1.c.4), or when it asks for more than resources (objects to kill or
    recycle), which Weaponmaster can't pay today (821.1.c.5: it then stays where it is)."""
    eq = equip_ability(gear)
    if eq is None or any(slot.cost is not None for slot in eq.targets) or eq.exhaust_self:
        return None
    return eq.cost_energy, list(eq.cost_power[1:])


def weaponmaster_step(ctx: Any, st: Any) -> bool:
    """Op "weaponmaster": pay the chosen Equipment's Equip cost, reduced by [A], to attach it
    to this unit, even if it is attached elsewhere (RUP4 821.1.c). It stays where it is when
    the cost can't be paid or the unit is gone (821.1.c.5)."""
    s, item = ctx.s, ctx.item
    gears = ctx.targets(st.target)
    unit: Obj | None = ctx.source
    if not gears or unit is None or unit.zone not in (BASE, BF) \
            or unit.incarnation != item.source_incarnation:
        return True
    cost = weaponmaster_cost(gears[0])
    if cost is None or not can_pay(s, item.controller, cost[0], cost[1]):
        return True
    if not cost[0] and not cost[1]:
        attach(s, gears[0], unit, item.controller, equip=True)
        return True
    s.decision = Decision(item.controller, "choose", {
        "ask": "equip_pay", "options": [PAY, NO], "item": item.id, "obj": gears[0].id,
        "energy": cost[0], "power": len(cost[1])})
    return False


def answer(s: GameState, item: ChainItem, data: dict, verb: str, arg: object) -> None:
    """Weaponmaster's payment made or declined, or the Equipment to detach picked; the item's
    next step follows."""
    if data["ask"] == "detach_pick":
        detach(s, s.objs[int(arg)])  # type: ignore[call-overload]
        item.resolving_index += 1
        return
    gear = s.objs[data["obj"]]
    unit = s.objs[item.source]
    if verb == "pay":
        cost = weaponmaster_cost(gear)
        assert cost is not None
        pay_now(s, item.controller, cost[0], cost[1], False)
        attach(s, gear, unit, item.controller, equip=True)
    else:
        emit(s, "decline_pay", player=item.controller)
    item.resolving_index += 1


EQUIPMENT_PRIMITIVES = {"attach": attach_step, "detach": detach_step,
                        "weaponmaster": weaponmaster_step}
EQUIPMENT_ASKS = frozenset({"equip_pay", "detach_pick"})

__all__ = ["EQUIPMENT_ASKS", "EQUIPMENT_PRIMITIVES", "answer", "weaponmaster_cost"]
