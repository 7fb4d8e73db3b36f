"""Damage replacements given to one unit for the turn (RUP4 369.2, 437, 465.2.c.4.a-c.5):
"prevent the next N damage that would be dealt to it this turn" (a Prevent Value, 437.1.b),
"the next time it would be dealt damage this turn, prevent it" (the whole next instance,
whatever its amount) and "double all damage that would be dealt to it this turn".

They are delayed replacement effects of the damage dealt to that object (437.7), kept in the
turn's flags under its "id.incarnation" (a new object is not it, RUP4 124), so they end with
the turn: `turn_flags["prevent"]` maps it to its Prevent Values in the order they were given
(`WHOLE` for "prevent it"), `turn_flags["doubled"]` to how many doublings apply.

When several apply to one instance of damage, its controller orders them (RUP4 372). The
engine applies them in the one order that is never worse for that player: "prevent it"
first (the instance is gone and every Prevent Value is kept), then the Prevent Values, then
the doublings (prevent-then-double deals 2(d-P), never more than double-then-prevent's 2d-P,
and spends less of the Prevent Value: the FAQ-VENDETTA Ki Barrier and Lotus Trap answer).
"""

from __future__ import annotations

from app.engine.core.state import GameState, Obj

WHOLE = 0  # "the next time it would be dealt damage this turn, prevent it"
UNREACHABLE = 1 << 30  # "no amount of damage is ever considered lethal" (RUP4 437.5.b)


def key(o: Obj) -> str:
    return f"{o.id}.{o.incarnation}"


def any_shields(s: GameState) -> bool:
    """Has any unit been given one this turn? (The gate: other games pay one look-up.)"""
    return bool(s.turn_flags) and ("prevent" in s.turn_flags or "doubled" in s.turn_flags)


def prevent_values(s: GameState, o: Obj) -> list[int]:
    """Its Prevent Values still tracked (RUP4 437.3), in the order they were given."""
    return list(s.turn_flags.get("prevent", {}).get(key(o), ()))


def doublings(s: GameState, o: Obj) -> int:
    """How many "double all damage that would be dealt to it this turn" apply to it."""
    return int(s.turn_flags.get("doubled", {}).get(key(o), 0))


def replaced(s: GameState, o: Obj, amount: int) -> tuple[int, list[int]]:
    """The damage dealt instead of `amount` (Bonus Damage included, RUP4 437.1.a.1) and the
    Prevent Values left afterwards (437.3); the state is not changed."""
    values = prevent_values(s, o)
    if amount > 0 and WHOLE in values:
        values.remove(WHOLE)  # the whole instance is prevented (437.2.a: 0 is no damage)
        return 0, values
    left = []
    for v in values:
        used = min(v, amount)
        amount -= used
        if v - used > 0:  # a Prevent Value of 0 is no longer tracked (437.3.a)
            left.append(v - used)
    return amount * (2 ** doublings(s, o)), left


def untargetable_turn(s: GameState, o: Obj) -> bool:
    """ "It can't be chosen by enemy spells and abilities this turn": a status given by an
    effect, kept like the shields above (RUP4 757-758; app.engine.reads.characteristics
    untargetable_by reads it)."""
    marked = s.turn_flags.get("untargetable") if s.turn_flags else None
    return marked is not None and key(o) in marked


def assigned_for(s: GameState, o: Obj, need: int) -> int:
    """The least combat damage to assign to `o` so that `need` is dealt once its replacements
    apply to the assignment (RUP4 465.2.c.4.a, 465.2.c.5, 437.5.a); UNREACHABLE while "prevent
    it" stands (no amount is lethal, yet it is still assigned damage, 465.2.c.10)."""
    values = prevent_values(s, o)
    if WHOLE in values:
        return UNREACHABLE
    times = 2 ** doublings(s, o)
    return sum(values) + -(-need // times)
