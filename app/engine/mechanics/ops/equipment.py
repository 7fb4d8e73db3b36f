"""Ops of the family "equipment" (RUP4 434-435, 818-821): attach (Equip, Quick-Draw and cards
that attach a chosen Equipment), detach, attach_or_detach, take_equipment, and weaponmaster
with the answer to its payment.

How a card uses them (ability data):
  Equip [C] (818.1.c.2: "[C]: Attach this to a unit you control"):
      kind = "activated", equipment = "equip", cost_power = ["Calm"],
      targets = [{ kind = "unit", side = "friendly" }], steps = [{ op = "attach", target = 0 }]
  Quick-Draw and Weaponmaster are keywords: the engine adds their play effects
  (app.engine.mechanics.keywords).
  Effect Text (136.2): abilities with equipment = "effect", the unit's while attached.
Weaponmaster's payment is a "choose" decision: ask "equip_pay" (answers: pay, no), with the
cost in its data (energy, power, xp, and the units to kill and cards to recycle it asks for
after "pay": "each_pick" / "recycle_pick"), like pay-to's (RUP4 444.2); "detach" with several
Equipment on the unit asks "detach_pick" (answers: choose <gear>); "you may attach / detach
it" asks "equip_may" (yes, no; its data says which), "one of its Equipment" asks "take_pick"
(choose <gear>, no).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from pydantic import model_validator

from app.engine.actions.attach import attach, detach
from app.engine.actions.death import kill_now
from app.engine.actions.experience import spend_xp
from app.engine.actions.payment import could_pay_adding, pay_now, paying, payment_options
from app.engine.actions.pool import uses
from app.engine.actions.zones import recycle_cards
from app.engine.core.abilities import Ability, Count, Op
from app.engine.core.actions import NO, YES, Action
from app.engine.core.events import emit
from app.engine.core.selects import TargetSlot
from app.engine.core.state import BASE, BF, ChainItem, Decision, GameState, Obj
from app.engine.mechanics.context import Ctx
from app.engine.mechanics.wording import CardTextError, _slot_ref, _Src
from app.engine.reads.attached import attached_to, attachments, equip_ability, is_equipment
from app.engine.reads.characteristics import board_candidates
from app.engine.reads.items import item_ability, made_objects
from app.engine.reads.levels import xp


@dataclass(frozen=True, slots=True, kw_only=True)
class Attach(Op):
    """Attach this gear (the ability's source) to the unit chosen in the target slot (RUP4
    818.1.c.2, 819.1.d); a unit no longer legal, or a gear gone, does nothing (359.3.e). With
    `also`, the card chosen in that slot instead ("attach a detached Equipment you control to
    a unit you control"; 434: its controller attaches it)."""

    ASKS: ClassVar[frozenset[str]] = frozenset({"equip_may"})
    op: Literal["attach"] = "attach"
    target: Count | None = None  # with also and no target: "attach it to me", the source
    also: Count | None = None  # the slot of the card attached instead of this gear
    may: bool = False  # with also: "you may attach it", asked as it resolves (355.12)
    # reflexive: "then do this: attach it to me": the card played by the ability that started
    # this reflexive trigger (RUP4 386), to the source, no choice
    made: bool = False

    @model_validator(mode="after")
    def _check(self) -> Attach:
        if self.made and (self.target is not None or self.also is not None or self.may):
            raise ValueError("op 'attach' with made attaches the card played to the source: "
                             "no target, also or may")
        if self.made:
            return self
        if self.may and self.also is None:
            raise ValueError("may applies to op 'attach' with an 'also' slot (the card)")
        if self.target is None and self.also is None:
            raise ValueError("op 'attach' attaches this gear to its target's unit, or the card "
                             "of its 'also' slot to its target's unit or to the source")
        return self

    def run(self, ctx: Ctx) -> bool:
        if self.made:  # "attach it to me": only an Equipment attaches (818), to the same me
            src = ctx.source
            gears = [g for g in made_objects(ctx.s, ctx.item) if is_equipment(g)]
            if gears and src is not None and src.zone in (BASE, BF) \
                    and src.incarnation == ctx.item.source_incarnation \
                    and attached_to(ctx.s, gears[0]) is not src:
                attach(ctx.s, gears[0], src, ctx.controller)
            return True
        units = ctx.targets(self.target)
        if self.also is not None and self.target is None:  # "attach it to me" (a unit's)
            src = ctx.source
            if src is not None and src.zone in (BASE, BF) \
                    and src.incarnation == ctx.item.source_incarnation:
                units = [src]
        if self.also is not None:
            # only an Equipment attaches ("if it's an Equipment, attach it to me", 818)
            gears = [g for g in ctx.targets(self.also) if is_equipment(g)]
            if gears and units and attached_to(ctx.s, gears[0]) is not units[0]:
                if self.may:
                    return _ask_equip_may(ctx, gears[0], units[0], False)
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
        if self.made:
            return (f"if the card played this way is an Equipment, attach it to {src.noun} (it "
                    f"goes to {src.noun}'s location; this is not a move)")
        unit = src.noun if self.target is None else _slot_ref(ability, self.target).obj
        if self.also is not None and self.target is None:
            gear = _slot_ref(ability, self.also).obj
            return (f"if {gear} is an Equipment, attach it to {unit} (it goes to {unit}'s "
                    f"location; this is not a move)")
        if self.also is not None:
            gear = _slot_ref(ability, self.also).obj
            may = "you may " if self.may else ""
            return (f"{may}attach {gear} to {unit} (it goes to that unit's location; this is "
                    f"not a move)")
        return f"attach this gear to {unit} (it goes to that unit's location; this is not a move)"

    def answer(self, ctx: Ctx, d: Decision, verb: str, arg: object) -> bool:
        return _answer_equip_may(ctx, d, verb)


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
    target: Count | None = None  # None: "unattach this", the card whose Effect Text it is
    may: bool = False

    def run(self, ctx: Ctx) -> bool:
        s, item = ctx.s, ctx.item
        if self.target is None:  # "this" in Effect Text is the attached card (RUP4 136.2.d)
            this = s.objs[int(item.info["effect_gear"])] if "effect_gear" in item.info else None
            if this is not None and this.incarnation == item.info.get("effect_gear_inc"):
                detach(s, this)
            return True
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
        if self.target is None:
            if self.may:
                raise CardTextError("no wording for 'may' detach this gear")
            return "detach this gear (it stays where it is)"
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
    also: Count | None = None  # the Equipment (required)

    @model_validator(mode="after")
    def _check(self) -> AttachOrDetach:
        if self.also is None:
            raise ValueError("op 'attach_or_detach' needs its Equipment's slot in 'also'")
        return self

    def run(self, ctx: Ctx) -> bool:
        units, gears = ctx.targets(self.target), ctx.targets(self.also)
        if not units or not gears:
            return True  # an illegal target: the instruction is ignored (RUP4 359.3.e.5)
        on_it = attached_to(ctx.s, gears[0]) is units[0]
        return _ask_equip_may(ctx, gears[0], units[0], on_it)

    def answer(self, ctx: Ctx, d: Decision, verb: str, arg: object) -> bool:
        return _answer_equip_may(ctx, d, verb)

    def text(self, ability: Ability, src: _Src) -> str:
        unit = _slot_ref(ability, self.target).obj
        assert self.also is not None
        gear = _slot_ref(ability, self.also).obj
        return (f"attach {gear} to {unit}, or detach {gear} from {unit} (you choose as this "
                f"resolves)")


@dataclass(frozen=True, slots=True, kw_only=True)
class TakeEquipment(Op):
    """ "If it's equipped, you may attach one of its Equipment to me": one of the Equipment
    attached to the target slot's unit, chosen on resolution (RUP4 355.17), or none, attaches
    to the source (it detaches from that unit first, 434.1.f). Nothing if the source is no
    longer the same object on the board (124)."""

    ASKS: ClassVar[frozenset[str]] = frozenset({"take_pick"})
    op: Literal["take_equipment"] = "take_equipment"
    target: Count

    def run(self, ctx: Ctx) -> bool:
        s, item = ctx.s, ctx.item
        units, src = ctx.targets(self.target), ctx.source
        if not units or src is None or src.zone not in (BASE, BF) \
                or src.incarnation != item.source_incarnation:
            return True
        gear = [g for g in attachments(s, units[0]) if is_equipment(g) and units[0] is not src]
        if not gear:
            return True
        s.decision = Decision(item.controller, "choose", {
            "ask": "take_pick", "item": item.id,
            "options": [*(Action("choose", (g.id,)) for g in gear), NO]})
        return False

    def answer(self, ctx: Ctx, d: Decision, verb: str, arg: object) -> bool:
        """The Equipment picked attaches to the source, or none; the next step follows."""
        if verb == "choose":
            src = ctx.source
            assert src is not None
            attach(ctx.s, ctx.s.objs[int(arg)], src, ctx.item.controller)  # type: ignore[call-overload]
        ctx.item.resolving_index += 1
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        unit = _slot_ref(ability, self.target).obj
        return (f"if {unit} is equipped, you may attach one of its Equipment to {src.noun} "
                f"(you choose as this resolves)")


def weaponmaster_cost(gear: Obj) -> tuple[int, list, int, tuple[TargetSlot, ...]] | None:  # type: ignore[type-arg]
    """The Equip cost Weaponmaster pays, (Energy, Power, XP, cost slots): the gear's Equip cost
    reduced by [A], one Power pip (RUP4 821.1.c); a cost without Power isn't reduced
    (821.1.c.3), so "Spend 1 XP" is paid whole, and so are its non-resource costs, "kill a
    friendly unit", "recycle 2 cards from your trash" (818.1.c.3), chosen as it is paid. None
    when there is no Equip cost to pay (821.1.c.4)."""
    eq = equip_ability(gear)
    if eq is None or eq.exhaust_self:
        return None
    return eq.cost_energy, list(eq.cost_power[1:]), eq.cost_xp, eq.targets[1:]


def _cost_candidates(s: GameState, item: ChainItem, slot: TargetSlot, gear: Obj,
                     picked: list[int]) -> list[Obj]:
    """What a non-resource part of the Equip cost can be paid with: never the unit the
    Equipment is to be attached to, nor an object already picked (RUP4 355.16)."""
    return [o for o in board_candidates(s, slot.select, item.controller, gear)
            if o.id not in picked and o.id != item.source]


def _payable(s: GameState, item: ChainItem, gear: Obj,
             cost: tuple[int, list, int, tuple[TargetSlot, ...]]) -> bool:  # type: ignore[type-arg]
    """Can the whole Equip cost be paid now (RUP4 821.1.c.5)?"""
    if not could_pay_adding(s, item.controller, cost[0], cost[1], uses(s, "gear")) \
            or xp(s, item.controller) < cost[2]:  # Equip: a gear's ability (RUP4 818.2)
        return False
    return all(len(_cost_candidates(s, item, slot, gear, [])) >= slot.count for slot in cost[3])


@dataclass(frozen=True, slots=True, kw_only=True)
class Weaponmaster(Op):
    """Pay the chosen Equipment's Equip cost, reduced by [A], to attach it to this unit, even
    if it is attached elsewhere (RUP4 821.1.c). It stays where it is when the cost can't be
    paid or the unit is gone (821.1.c.5). Only the keyword's own ability uses it
    (app.engine.mechanics.keywords). An Equip cost that kills or recycles asks for those
    objects once the player pays ("each_pick" / "recycle_pick", one at a time)."""

    ASKS: ClassVar[frozenset[str]] = frozenset({"equip_pay", "each_pick", "recycle_pick"})
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
        if cost is None or not _payable(s, item, gears[0], cost):
            return True
        if not any(cost):
            attach(s, gears[0], unit, item.controller, equip=True)
            return True
        use = uses(s, "gear")  # "pay" once the pool and runes can; Adds first (RUP4 429.3)
        s.decision = Decision(item.controller, "choose", {
            "ask": "equip_pay", "item": item.id, "obj": gears[0].id,
            "options": payment_options(s, item.controller, cost[0], cost[1], use),
            **paying(cost[0], cost[1], use),
            "energy": cost[0], "power": len(cost[1]), "xp": cost[2],
            "kill": sum(sl.count for sl in cost[3] if sl.cost == "kill"),
            "recycle": sum(sl.count for sl in cost[3] if sl.cost == "recycle")})
        return False

    def answer(self, ctx: Ctx, d: Decision, verb: str, arg: object) -> bool:
        """Weaponmaster's payment made or declined, or one object of its cost picked; the
        item's next step follows once it is all paid."""
        s, item = ctx.s, ctx.item
        if d.data["ask"] != "equip_pay":  # an object of the cost picked
            item.info["wm_picks"].append(int(arg))  # type: ignore[call-overload]
            return self._pick(ctx, s.objs[item.info["wm_gear"]])
        gear = s.objs[d.data["obj"]]
        if verb != "pay":
            emit(s, "decline_pay", player=item.controller)
            item.resolving_index += 1
            return True
        cost = weaponmaster_cost(gear)
        assert cost is not None
        pay_now(s, item.controller, cost[0], cost[1], uses(s, "gear"))
        spend_xp(s, item.controller, cost[2])
        item.info["wm_gear"], item.info["wm_picks"] = gear.id, []
        return self._pick(ctx, gear)

    def _pick(self, ctx: Ctx, gear: Obj) -> bool:
        """Ask for the next object of the cost; with all of them, pay them (kill, recycle:
        costs are paid in any order, RUP4 357.2) and attach."""
        s, item = ctx.s, ctx.item
        cost = weaponmaster_cost(gear)
        assert cost is not None
        picks: list[int] = item.info["wm_picks"]
        done = 0
        for slot in cost[3]:
            if len(picks) < done + slot.count:
                cands = _cost_candidates(s, item, slot, gear, picks)
                if cands:
                    data: dict = {"item": item.id, "options": [  # type: ignore[type-arg]
                        Action("choose", (o.id,)) for o in cands]}
                    if slot.cost == "kill":
                        data.update(ask="each_pick", op="kill")
                    else:
                        data.update(ask="recycle_pick", kind="card")
                    s.decision = Decision(item.controller, "choose", data)
                    return False
            done += slot.count
        done = 0
        for slot in cost[3]:
            chosen = [s.objs[i] for i in picks[done:done + slot.count]]
            done += slot.count
            if slot.cost == "kill":
                for o in chosen:  # "kill a friendly unit" as a cost (356.2.a.1), by its payer
                    kill_now(s, o, by=item.controller)
            elif slot.cost == "recycle":  # chosen cards, together (RUP4 416.3, 416.5)
                recycle_cards(s, item.controller, chosen)
        del item.info["wm_gear"], item.info["wm_picks"]
        unit = s.objs[item.source]
        if unit.zone in (BASE, BF) and unit.incarnation == item.source_incarnation:
            attach(s, gear, unit, item.controller, equip=True)
        item.resolving_index += 1
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        gear = _slot_ref(ability, self.target).obj
        return (f"you may pay the cost of the Equip ability of {gear}, reduced by 1 Power of "
                f"any domain, to attach it to {src.noun}")


OPS: tuple[type[Op], ...] = (Attach, Detach, AttachOrDetach, TakeEquipment, Weaponmaster)
