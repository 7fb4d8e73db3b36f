"""Ops of the family "equipment" (RUP4 434-435, 818-821): attach (Equip, Quick-Draw and cards
that attach), detach, and weaponmaster with the answer to its payment.

How a card uses them (ability data):
  Equip [C] (818.1.c.2: "[C]: Attach this to a unit you control"):
      kind = "activated", equipment = "equip", cost_power = ["Calm"],
      targets = [{ kind = "unit", side = "friendly" }], steps = [{ op = "attach", target = 0 }]
  Quick-Draw and Weaponmaster are keywords: the engine adds their play effects
  (app.engine.mechanics.keywords).
  Effect Text (136.2): abilities with equipment = "effect", the unit's while attached.
Weaponmaster's payment is a "choose" decision: ask "equip_pay" (answers: pay, no), with the
cost in its data (energy, power), like pay-to's (RUP4 444.2); "detach" with several Equipment
on the unit asks "detach_pick" (answers: choose <gear>).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from app.engine.actions.attach import attach, detach
from app.engine.actions.experience import spend_xp
from app.engine.actions.payment import can_pay, pay_now
from app.engine.core.abilities import Ability, Count, Op
from app.engine.core.actions import NO, PAY, YES, Action
from app.engine.core.events import emit
from app.engine.core.state import BASE, BF, Decision, Obj
from app.engine.mechanics.context import Ctx
from app.engine.mechanics.wording import CardTextError, _slot_ref, _Src
from app.engine.reads.attached import attached_to, attachments, equip_ability, is_equipment
from app.engine.reads.items import item_ability
from app.engine.reads.levels import xp


@dataclass(frozen=True, slots=True, kw_only=True)
class Attach(Op):
    """Attach this gear (the ability's source) to the unit chosen in the target slot (RUP4
    818.1.c.2, 819.1.d); a unit no longer legal, or a gear gone, does nothing (359.3.e). With
    `gear`, the card chosen in that slot instead ("attach a detached Equipment you control to
    a unit you control"; 434: its controller attaches it)."""

    op: Literal["attach"] = "attach"
    target: Count
    gear: Count | None = None

    def run(self, ctx: Ctx) -> bool:
        units = ctx.targets(self.target)
        if self.gear is not None:
            gears = ctx.targets(self.gear)
            if gears and units:
                attach(ctx.s, gears[0], units[0], ctx.controller)
            return True
        gear: Obj | None = ctx.source
        if gear is None or not units:
            return True
        if ctx.item.kind != "card" and gear.incarnation != ctx.item.source_incarnation:
            return True  # a new object: not the gear this ability belongs to (RUP4 124)
        ab = item_ability(ctx.s, ctx.item)
        attach(ctx.s, gear, units[0], ctx.controller,
               equip=ab is not None and ab.equipment == "equip")
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        unit = _slot_ref(ability, self.target).obj
        if self.gear is not None:
            gear = _slot_ref(ability, self.gear).obj
            return (f"attach {gear} to {unit} (it goes to that unit's location; this is not a "
                    f"move)")
        return f"attach this gear to {unit} (it goes to that unit's location; this is not a move)"


def _ask_equip_may(ctx: Ctx, gear: Obj, unit: Obj, detach_it: bool) -> bool:
    """ "You may attach / detach it": a yes/no choice on resolution (RUP4 355.17)."""
    ctx.s.decision = Decision(ctx.item.controller, "choose", {
        "ask": "equip_may", "options": [YES, NO], "item": ctx.item.id, "obj": gear.id,
        "unit": unit.id, "detach": detach_it})
    return False


def _answer_equip_may(ctx: Ctx, d: Decision, verb: str) -> bool:
    """Yes: the gear is attached to, or detached from, the unit; the next step follows."""
    s = ctx.s
    if verb == "yes":
        gear, unit = s.objs[d.data["obj"]], s.objs[d.data["unit"]]
        if d.data["detach"]:
            detach(s, gear)
        else:
            attach(s, gear, unit, ctx.item.controller)
    ctx.item.resolving_index += 1
    return True


@dataclass(frozen=True, slots=True, kw_only=True)
class Detach(Op):
    """An Equipment attached to the target slot's unit detaches (RUP4 435); with several, the
    ability's controller picks which as it resolves (355.17). A slot of gear: that gear
    detaches, if it is an attached Equipment ("if it's an Equipment, you may detach it").
    `may`: its controller chooses on resolution (yes / no)."""

    ASKS: ClassVar[frozenset[str]] = frozenset({"detach_pick", "equip_may"})
    op: Literal["detach"] = "detach"
    target: Count
    may: bool = False

    def run(self, ctx: Ctx) -> bool:
        s, item = ctx.s, ctx.item
        chosen = ctx.targets(self.target)
        gear = [g for u in chosen for g in attachments(s, u) if is_equipment(g)] + [
            g for g in chosen if is_equipment(g) and attached_to(s, g) is not None]
        if self.may and len(gear) == 1:
            unit = attached_to(s, gear[0])
            assert unit is not None
            return _ask_equip_may(ctx, gear[0], unit, True)
        if len(gear) <= 1:
            for g in gear:
                detach(s, g)
            return True
        s.decision = Decision(item.controller, "choose", {
            "ask": "detach_pick", "item": item.id,
            "options": [Action("choose", (g.id,)) for g in gear]})
        return False

    def answer(self, ctx: Ctx, d: Decision, verb: str, arg: object) -> bool:
        """The Equipment to detach picked, or the "may" answered; the next step follows."""
        if d.data["ask"] == "equip_may":
            return _answer_equip_may(ctx, d, verb)
        detach(ctx.s, ctx.s.objs[int(arg)])  # type: ignore[call-overload]
        ctx.item.resolving_index += 1
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        ref = _slot_ref(ability, self.target).obj
        if ability.targets[self.target].select.kind == "gear":
            may = "you may " if self.may else ""
            return f"if {ref} is an attached Equipment, {may}detach it (it stays where it is)"
        if self.may:
            raise CardTextError("no wording for 'may' detach from a unit")
        return (f"detach an Equipment from {ref} (you pick one if there are several; it stays "
                f"where it is, and one left at a battlefield goes back to base)")


@dataclass(frozen=True, slots=True, kw_only=True)
class AttachOrDetach(Op):
    """ "Attach that Equipment to that unit or detach that Equipment from that unit": the
    choice is made on resolution (RUP4 355.17). Attaching it where it is already attached, or
    detaching it from a unit it isn't attached to, changes nothing, so the choice is asked as
    "detach it?" when it is attached to that unit and "attach it?" otherwise."""

    ASKS: ClassVar[frozenset[str]] = frozenset({"equip_may"})
    op: Literal["attach_or_detach"] = "attach_or_detach"
    target: Count  # the unit
    gear: Count  # the Equipment

    def run(self, ctx: Ctx) -> bool:
        units, gears = ctx.targets(self.target), ctx.targets(self.gear)
        if not units or not gears:
            return True  # an illegal target: the instruction is ignored (RUP4 359.3.e.5)
        on_it = attached_to(ctx.s, gears[0]) is units[0]
        return _ask_equip_may(ctx, gears[0], units[0], on_it)

    def answer(self, ctx: Ctx, d: Decision, verb: str, arg: object) -> bool:
        return _answer_equip_may(ctx, d, verb)

    def text(self, ability: Ability, src: _Src) -> str:
        unit = _slot_ref(ability, self.target).obj
        gear = _slot_ref(ability, self.gear).obj
        return (f"attach {gear} to {unit}, or detach {gear} from {unit} (you choose as this "
                f"resolves)")


def weaponmaster_cost(gear: Obj) -> tuple[int, list, int] | None:  # type: ignore[type-arg]
    """The Equip cost Weaponmaster pays, (Energy, Power, XP): the gear's Equip cost reduced
    by [A], one Power pip (RUP4 821.1.c); a cost without Power isn't reduced (821.1.c.3), so
    "Spend 1 XP" is paid whole (818.1.c.3, 730.2). None when there is no Equip cost to pay
    (821.1.c.4), or when it asks for objects (to kill or recycle), which Weaponmaster can't
    pay today (821.1.c.5: it then stays where it is)."""
    eq = equip_ability(gear)
    if eq is None or any(slot.cost is not None for slot in eq.targets) or eq.exhaust_self:
        return None
    return eq.cost_energy, list(eq.cost_power[1:]), eq.cost_xp


@dataclass(frozen=True, slots=True, kw_only=True)
class Weaponmaster(Op):
    """Pay the chosen Equipment's Equip cost, reduced by [A], to attach it to this unit, even
    if it is attached elsewhere (RUP4 821.1.c). It stays where it is when the cost can't be
    paid or the unit is gone (821.1.c.5). Only the keyword's own ability uses it
    (app.engine.mechanics.keywords)."""

    ASKS: ClassVar[frozenset[str]] = frozenset({"equip_pay"})
    op: Literal["weaponmaster"] = "weaponmaster"
    target: Count

    def run(self, ctx: Ctx) -> bool:
        s, item = ctx.s, ctx.item
        gears = ctx.targets(self.target)
        unit: Obj | None = ctx.source
        if not gears or unit is None or unit.zone not in (BASE, BF) \
                or unit.incarnation != item.source_incarnation:
            return True
        cost = weaponmaster_cost(gears[0])
        if cost is None or not can_pay(s, item.controller, cost[0], cost[1]) \
                or xp(s, item.controller) < cost[2]:
            return True
        if not any(cost):
            attach(s, gears[0], unit, item.controller, equip=True)
            return True
        s.decision = Decision(item.controller, "choose", {
            "ask": "equip_pay", "options": [PAY, NO], "item": item.id, "obj": gears[0].id,
            "energy": cost[0], "power": len(cost[1]), "xp": cost[2]})
        return False

    def answer(self, ctx: Ctx, d: Decision, verb: str, arg: object) -> bool:
        """Weaponmaster's payment made or declined; the item's next step follows."""
        s, item = ctx.s, ctx.item
        gear = s.objs[d.data["obj"]]
        if verb == "pay":
            cost = weaponmaster_cost(gear)
            assert cost is not None
            pay_now(s, item.controller, cost[0], cost[1], False)
            spend_xp(s, item.controller, cost[2])
            attach(s, gear, s.objs[item.source], item.controller, equip=True)
        else:
            emit(s, "decline_pay", player=item.controller)
        item.resolving_index += 1
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        gear = _slot_ref(ability, self.target).obj
        return (f"you may pay the cost of the Equip ability of {gear}, reduced by 1 Power of "
                f"any domain, to attach it to {src.noun}")


OPS: tuple[type[Op], ...] = (Attach, Detach, AttachOrDetach, Weaponmaster)
