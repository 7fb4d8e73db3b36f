"""A paid "the next time it would die" replacement: "the next time it would die this turn,
you may pay <cost> to heal it, exhaust it and recall it instead" (RUP4 367-375, 740.4.a).

Step op "save" with n (Energy) and/or power: the unit is remembered for this turn with the
cost and the ability's controller. The next time it would die (lethal damage in a cleanup,
a kill instruction, a pick of "each player kills one", a kill paid as a cost), that
controller chooses, just before the death happens, whether to pay (a decision "choose", ask
"save_pay": pay / no): paid with the usual payment, the death is replaced (healed,
exhausted, recalled: no death, no death triggers, 370.1.a.1); declined, it dies. Either way
the replacement is spent (it was the next time). One that can't be paid is not asked about
and the unit dies (444.2). Another replacement that applies (a free save, a "kill this
instead") goes first (373: the free one is always the controller's better choice) and this
one stays for the next time.

Nothing here runs while no such save is pending (turn flag "pay_saves").
"""

from __future__ import annotations

from typing import Any

from app.engine.actions.payment import can_pay, pay_now
from app.engine.actions.zones import recall
from app.engine.core.actions import NO, PAY
from app.engine.core.events import emit
from app.engine.state import BASE, BF, ChainItem, Decision, GameState, Obj

KEY = "pay_saves"  # turn flag: [(obj id, incarnation, controller, energy, power pips)]
ANSWERS = "pay_save_answer"  # turn flag: {obj id: paid?}, the choice made for its next death


def add(s: GameState, o: Obj, controller: int, energy: int, pips: tuple) -> None:  # type: ignore[type-arg]
    s.turn_flags.setdefault(KEY, []).append((o.id, o.incarnation, controller, energy, pips))


def _pending(s: GameState, o: Obj) -> Any:
    for e in s.turn_flags.get(KEY, ()):
        if e[0] == o.id and e[1] == o.incarnation:
            return e
    return None


def _other_replacement(s: GameState, o: Obj) -> bool:
    from app.engine.replace import active, savers

    return o.prevent_death > 0 or (active(s) and bool(savers(s, o)))


def _to_ask(s: GameState, o: Obj) -> Any:
    """The pending paid save to ask about before `o` dies, if any."""
    if o.zone not in (BASE, BF) or o.id in s.turn_flags.get(ANSWERS, {}):
        return None
    e = _pending(s, o)
    if e is None or _other_replacement(s, o):
        return None
    return e if can_pay(s, e[2], e[3], list(e[4]), False) else None


def ask_first(s: GameState, dying: list[Obj], item: ChainItem | None = None,
              **more: Any) -> bool:
    """Before these deaths happen: ask about a paid save of one of them. False after asking
    (the caller runs again once it is answered)."""
    if not s.turn_flags.get(KEY):
        return True
    for o in dying:
        e = _to_ask(s, o)
        if e is not None:
            data: dict[str, Any] = {"ask": "save_pay", "options": [PAY, NO], "obj": o.id,
                                    "energy": e[3], "power": len(e[4]), **more}
            if item is not None:
                data["item"] = item.id
            s.decision = Decision(e[2], "choose", data)
            return False
    return True


def answer(s: GameState, verb: str) -> None:
    """The choice is remembered for the unit's death, which then goes on."""
    d = s.decision
    assert d is not None
    s.turn_flags.setdefault(ANSWERS, {})[int(d.data["obj"])] = verb == "pay"
    s.decision = None
    s.dirty = True


def apply(s: GameState, o: Obj) -> bool:
    """As `o` would die: its pending paid save is spent; paid, the death is replaced."""
    e = _pending(s, o)
    if e is None:
        return False
    paid = s.turn_flags.get(ANSWERS, {}).pop(o.id, False)
    if not s.turn_flags.get(ANSWERS):
        s.turn_flags.pop(ANSWERS, None)
    s.turn_flags[KEY].remove(e)
    if not paid or not can_pay(s, e[2], e[3], list(e[4]), False):
        return False
    pay_now(s, e[2], e[3], list(e[4]), False)
    o.damage = 0
    o.exhausted = True
    recall(s, o)
    emit(s, "saved", obj=o.id, card=o.card.code)
    return True


__all__ = ["add", "answer", "apply", "ask_first"]
