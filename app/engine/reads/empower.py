"""The Empowered status (RUP4 441-442, 827-828) and the dependent abilities it makes active.

Empowered is a status of a game object on the board (124.2, 441.2), binary for every card
(441.1.a) but one that says it can be Empowered more times (441.1.c.1: Kayle, Justified,
"up to three times"; the Vendetta FAQ calls each time a status of its own). It is kept as
how many times the object is Empowered, in `Obj.mods["empowered"]` (absent while it isn't,
so games without it hash as before); a status ends when the object leaves the board
(`Obj.reset_temporary`, 124.1) and is never copied (FAQ-VENDETTA: Shady Spectacles).
"""

from __future__ import annotations

from app.engine.core.abilities import Ability
from app.engine.core.state import Obj


def times_empowered(o: Obj) -> int:
    """How many times `o` is Empowered now: 0 or 1, up to 3 for Kayle (441.1.c.1)."""
    return int(o.mods.get("empowered", 0)) if o.mods is not None else 0


def is_empowered(o: Obj) -> bool:
    """`o` has the Empowered status (RUP4 441.2)."""
    return o.mods is not None and "empowered" in o.mods


def empower_limit(o: Obj) -> int:
    """How many times `o` can be Empowered: once (441.1.b), or as many times as its own
    static "I can be Empowered up to N times" says (441.1.c.1)."""
    return max((ab.static.n for ab in o.card.abilities if ab.kind == "static"
                and ab.static is not None and ab.static.op == "empower_limit"), default=1)


def empowered_active(o: Obj | None, ab: Ability) -> bool:
    """An "[Empowered] ..." ability is active only while its source is Empowered (RUP4
    828.1.c); every other ability is not made inactive by it."""
    return not ab.empowered or (o is not None and is_empowered(o))


def empowered_states(o: Obj) -> list[dict[str, int | bool]]:
    """For a card with Empowered abilities: each one's index among its abilities and
    whether it is active now (public, as the status is)."""
    on = is_empowered(o)
    return [{"ability": k, "active": on} for k, ab in enumerate(o.card.abilities)
            if ab.empowered]
