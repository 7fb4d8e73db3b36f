"""Empower and Disempower, game actions (RUP4 441-442); the status is read by
app.engine.reads.empower.

Each is a Limited Action, done only when an effect says so (441.3, 442.2). Empowering an
object that is already Empowered does nothing (441.1.b-c) unless it may be Empowered more
times (441.1.c.1); Disempowering one that isn't does nothing (442.1.a.1). Becoming Empowered
is an event effects can reference (441.2.a, 827.2.a): `empowered`, with the player who
empowered it ("when you empower something else"), and "when I become Empowered" (828.1.d).
"""

from __future__ import annotations

from app.engine.actions.triggers import collect_event
from app.engine.core.events import emit
from app.engine.core.state import GameState, Obj
from app.engine.reads.empower import empower_limit, times_empowered


def empower(s: GameState, o: Obj, player: int) -> bool:
    """`player` empowers `o`; False when nothing happened (already as Empowered as it can be,
    RUP4 441.1.c)."""
    n = times_empowered(o)
    if n >= empower_limit(o):
        return False
    o.mods = dict(o.mods or {})
    o.mods["empowered"] = n + 1
    s.dirty = True
    emit(s, "empower", obj=o.id, times=n + 1)
    collect_event(s, "empowered", obj=o, player=player)
    return True


def disempower(s: GameState, o: Obj) -> bool:
    """Remove one Empowered status from `o` (RUP4 442.1; of several, one: FAQ-VENDETTA,
    Kayle); False when it had none (442.1.a.1)."""
    n = times_empowered(o)
    if n == 0:
        return False
    assert o.mods is not None
    o.mods = {k: v for k, v in o.mods.items() if k != "empowered"} or None
    if n > 1:
        o.mods = dict(o.mods or {})
        o.mods["empowered"] = n - 1
    s.dirty = True
    emit(s, "disempower", obj=o.id, times=n - 1)
    return True
