"""Repeat (RUP4 820): an optional additional cost, each instance paid or not on its own
(820.1.c.2-3), asked as the card is played with the other "as you play" choices (355.1.a).
Each paid instance executes the spell's instructions one more time on resolution (820.1.d,
820.3), with choices of its own made now, at the usual time (820.2): the modes and targets of
every execution, which need not match the first's (820.2.a).

While it is being played, a repeated item's ability is a composite: the slots of each
execution one after the other, then the objects the Repeat costs use ("discard 1"), and the
steps of each execution pointing at its own slots. On resolution the item becomes each
execution in turn: its ability, its targets, its move destinations and a fresh copy of what the
item knew as it began to resolve (`begin_execution`, `next_execution`). A card's Repeat is an
ability of kind "repeat" (its cost: cost_energy, cost_power, or target slots with a cost).

`item.info["repeat"]`: costs (each instance's, as it was asked), asked (instances asked so
far), paid (their indices), modes (one per execution, for a modal spell), bounds (where each
execution's slots start, and the cost slots), then on resolution slots, dests, info0, pass.
Passive abilities give Repeat too ("your spells have [Repeat]") and discount it.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from app.engine.actions.payment import could_pay_adding
from app.engine.actions.pool import uses
from app.engine.core.abilities import Ability, ObjectOp, Op
from app.engine.core.actions import NO, YES, Action
from app.engine.core.enums import CardType
from app.engine.core.events import emit
from app.engine.core.selects import TargetSlot
from app.engine.core.state import BASE, BF, ChainItem, GameState, Obj
from app.engine.playing.choices import available_modes, target_candidates
from app.engine.playing.costs import cost_before_deflect, optional_part_options
from app.engine.reads.characteristics import condition_holds, passive_sources
from app.engine.reads.items import mode_ability, repeat_abilities, repeat_info, spell_ability
from app.engine.reads.passives import next_card_less

__all__ = ["begin_execution", "next_execution", "next_spell_key", "question", "take_answer",
           "take_mode", "takes_mode"]


def _instances(s: GameState, item: ChainItem) -> list[list[Any]]:
    """The spell's Repeat costs as it is played, [energy, power pips, own ability index or
    -1]: its own instances in printed order (820.1.c.2), then those passive abilities give it
    ("your spells have Repeat", 820.4); each reduced by "Repeat costs cost N less" (a discount
    of that component, RUP4 356.4.c)."""
    obj = s.objs[item.obj]
    if obj.card.type is not CardType.SPELL:
        return []
    own = repeat_abilities(obj.card.abilities)
    if not own and not s.extra.get("statics_by_op", {}).get("grant_repeat") \
            and not s.turn_flags.get(next_spell_key(item.controller)):
        return []  # no Repeat at all: the common case, asked for every spell played
    out: list[list[Any]] = [[ab.cost_energy, list(ab.cost_power), k]
                            for k, ab in enumerate(own)]
    for src, st in passive_sources(s, "grant_repeat"):
        if _owner_of(s, src) == item.controller and condition_holds(s, st.condition, src, src):
            out.append([st.cost_energy, list(st.cost_power), -1])
    # "give the next spell you play this turn [Repeat] equal to its cost": its printed cost
    # (RUP4 206; FAQ-SPIRITFORGED, Temporal Portal), once for each such effect
    for _ in range(int(s.turn_flags.get(next_spell_key(item.controller), 0))):
        out.append([obj.card.energy or 0, list(obj.card.power), -1])
    less = sum(st.n for src, st in passive_sources(s, "repeat_less")
               if _owner_of(s, src) == item.controller
               and condition_holds(s, st.condition, src, src))
    for inst in out:
        inst[0] = max(0, inst[0] - less)
    return out


def next_spell_key(player: int) -> str:
    """The turn flag of "the next spell you play this turn has Repeat" (RUP4 391)."""
    return f"next_spell_repeat{player}"


def _owner_of(s: GameState, src: Obj) -> int | None:
    """Whose a passive ability is: a battlefield's its controller's (RUP4 190.6), a board
    object's its controller's."""
    if src.card.type is CardType.BATTLEFIELD:
        return next(b.controller for b in s.battlefields if b.obj == src.id)
    return src.controller if src.zone in (BASE, BF) else None


def _affordable(s: GameState, item: ChainItem, inst: list[Any]) -> bool:
    """The Repeat instance can be paid with everything chosen so far (RUP4 355.16, 357.3):
    the card's cost, its other additional costs, the Repeat costs already paid."""
    obj = s.objs[item.obj]
    base = spell_ability(obj.card.abilities)
    e, pips = cost_before_deflect(s, item, base)
    # "the next card you play costs ... less": on the total cost (RUP4 356.4.d); "optional
    # additional costs cost [1] or [A] less": on this Repeat cost (356.4.c)
    if not any(could_pay_adding(s, item.controller, *next_card_less(s, item.controller, obj, e + ie,
                                                           pips + ip), uses(s, "spells"))
               for ie, ip in optional_part_options(s, item.controller, inst[0], list(inst[1]))):
        return False
    if base is not None and base.modes_once_per_turn and len(
            available_modes(s, item, base)) < len(_paid(item)) + 2:
        return False  # "one you haven't already chosen": no option left for it (355.16)
    # a cost paid with objects ("discard 1"): enough of them, beyond those already used
    used = {oid for slot in item.targets for kind, oid, _ in slot if kind == "obj"}
    for slot in _cost_slots(obj.card.abilities, inst):
        if len([o for o in target_candidates(s, item, slot) if o.id not in used]) < slot.count:
            return False
    return True


def _cost_slots(abilities: tuple[Ability, ...], inst: list[Any]) -> tuple[TargetSlot, ...]:
    """The objects an instance's cost uses ("discard 1"): its own ability's slots."""
    return repeat_abilities(abilities)[inst[2]].targets if inst[2] >= 0 else ()


def question(s: GameState, item: ChainItem) -> tuple[str, list[Action], dict[str, Any]] | None:
    """The next Repeat question for a card being played, or None once there is none: pay
    each instance or not (RUP4 355.1.a, 820.1.c.2), then each execution's mode (355.3,
    820.2.a); the composite ability is built once they are answered."""
    if item.kind != "card":
        return None
    rep = repeat_info(item)
    if rep is None:
        costs = _instances(s, item)
        if not costs:
            return None  # no Repeat: nothing recorded (the state as before Repeat existed)
        rep = item.info["repeat"] = {"asked": 0, "paid": [], "costs": costs}
    if "bounds" in rep:
        return None
    card = s.objs[item.obj].card
    while rep["asked"] < len(rep["costs"]):
        k = rep["asked"]
        rep["asked"] = k + 1
        inst = rep["costs"][k]
        if _affordable(s, item, inst):
            return "repeat", [YES, NO], {
                "instance": k, "cost_energy": inst[0], "cost_power": len(inst[1]),
                "cost_discard": sum(t.count for t in _cost_slots(card.abilities, inst))}
    base = spell_ability(card.abilities)
    if base is None or not rep["paid"]:
        rep["bounds"] = []  # nothing repeated: the spell is played as printed
        return None
    runs = len(rep["paid"]) + 1
    if base.modes:
        modes: list[int] = rep.setdefault("modes", [])
        while len(modes) < runs:
            # "choose one you haven't already chosen": not an earlier execution's (820.2.a)
            options = [m for m in available_modes(s, item, base)
                       if not (base.modes_once_per_turn and m in modes)]
            if len(options) != 1:
                return "mode", [Action("mode", (m,)) for m in options], {"execution": len(modes)}
            take_mode(s, item, options[0])
    _build(item, base, card.abilities)
    return None


def _paid(item: ChainItem) -> list[int]:
    rep = repeat_info(item)
    return rep["paid"] if rep is not None else []


def take_answer(s: GameState, item: ChainItem, verb: str) -> None:
    """yes: this Repeat instance is paid (RUP4 820.1.c.2)."""
    rep = repeat_info(item)
    assert rep is not None
    if verb == "yes":
        rep["paid"].append(rep["asked"] - 1)
        emit(s, "repeat_paid", player=item.controller, obj=item.obj)


def takes_mode(item: ChainItem) -> bool:
    """Is a mode now one execution's, of a spell whose Repeat is paid (RUP4 820.2.a)?"""
    rep = repeat_info(item)
    return rep is not None and "bounds" not in rep and bool(rep.get("paid"))


def take_mode(s: GameState, item: ChainItem, k: int) -> None:
    rep = repeat_info(item)
    assert rep is not None
    rep.setdefault("modes", []).append(k)
    emit(s, "mode", player=item.controller, n=k)


def _executions(base: Ability, rep: dict[str, Any]) -> list[Ability]:
    runs = len(rep["paid"]) + 1
    if base.modes:
        return [mode_ability(base, m) for m in rep["modes"][:runs]]
    return [base] * runs


def _shift(st: Op, by: int) -> Op:
    if not by or not isinstance(st, ObjectOp) or (st.target is None and st.also is None):
        return st
    return replace(st, target=None if st.target is None else st.target + by,
                   also=None if st.also is None else st.also + by)


def _build(item: ChainItem, base: Ability, abilities: tuple[Ability, ...]) -> None:
    """The composite ability whose choices are made now (RUP4 820.2): every execution's
    slots, then the Repeat costs' slots."""
    rep = repeat_info(item)
    assert rep is not None
    runs = _executions(base, rep)
    targets: list[TargetSlot] = []
    steps: list[Op] = []
    bounds: list[int] = []
    for ab in runs:
        bounds.append(len(targets))
        steps.extend(_shift(st, len(targets)) for st in ab.steps)
        targets.extend(ab.targets)
    bounds.append(len(targets))  # the cost slots start here
    for k in rep["paid"]:
        targets.extend(_cost_slots(abilities, rep["costs"][k]))
    rep["bounds"] = bounds
    rep["steps"] = [len(ab.steps) for ab in runs]
    if base.modes:
        item.mode = rep["modes"][0]
    item.ability = replace(runs[0], targets=tuple(targets), steps=tuple(steps))


def begin_execution(s: GameState, item: ChainItem) -> None:
    """As a repeated item begins to resolve, it becomes its first execution (RUP4 820.1.d)."""
    rep = repeat_info(item)
    if rep is None or not rep.get("bounds") or "slots" in rep:
        return
    bounds = rep["bounds"]
    rep["slots"] = [[list(t) for t in item.targets[bounds[i]:bounds[i + 1]]]
                    for i in range(len(bounds) - 1)]
    # move destinations (355.4), by execution: steps and slots counted from its own
    dests: list[list[list[Any]]] = [[] for _ in rep["steps"]]
    for step, slot, pos, dest in item.info.get("dests", ()):
        e = max(i for i in range(len(bounds) - 1) if bounds[i] <= slot)
        dests[e].append([step - sum(rep["steps"][:e]), slot - bounds[e], pos, dest])
    rep["dests"] = dests
    rep["pass"] = 0
    rep["info0"] = {k: v for k, v in item.info.items() if k not in ("repeat", "dests")}
    _become(s, item, rep, 0)


def _become(s: GameState, item: ChainItem, rep: dict[str, Any], e: int) -> None:
    base = spell_ability(s.objs[item.obj].card.abilities)
    assert base is not None
    item.ability = _executions(base, rep)[e]
    item.targets = [[tuple(t) for t in slot] for slot in rep["slots"][e]]  # type: ignore[misc]
    info = _copy(rep["info0"])
    if rep["dests"][e]:
        info["dests"] = [list(d) for d in rep["dests"][e]]
    info["repeat"] = rep
    item.info = info
    item.resolving_index = 0


def _copy(v: Any) -> Any:
    if isinstance(v, dict):
        return {k: _copy(x) for k, x in v.items()}
    if isinstance(v, list):
        return [_copy(x) for x in v]
    return v


def next_execution(s: GameState, item: ChainItem) -> bool:
    """Its instructions done, a repeated item executes them again for each paid Repeat, with
    that execution's choices (RUP4 820.1.d, 820.3); it is still played once (820.3.a)."""
    rep = repeat_info(item)
    if rep is None or "slots" not in rep or rep["pass"] + 1 >= len(rep["slots"]):
        return False
    rep["pass"] += 1
    _become(s, item, rep, rep["pass"])
    emit(s, "repeat", player=item.controller, obj=item.obj, n=rep["pass"])
    return True
