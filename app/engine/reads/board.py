"""Where things are on the board, and where a unit may go."""

from __future__ import annotations

from app.engine.state import GameState


def teammate_there(s: GameState, player: int, bf: int) -> bool:
    """2v2: the battlefield is the teammate's position: they control it or have units there
    (control isn't shared, RUP4 489.8.c)."""
    team = s.players[player].team
    b = s.battlefields[bf]
    if b.controller is not None and b.controller != player \
            and s.players[b.controller].team == team:
        return True
    for u in b.units:
        c = s.objs[u].controller
        if c != player and s.players[c].team == team and s.objs[u].is_unit:
            return True
    return False


def can_enter(s: GameState, player: int, bf: int) -> bool:
    """Not a battlefield with units of two other players (RUP4 144.4.a.1, 449.2)."""
    others = {s.objs[u].controller for u in s.battlefields[bf].units if s.objs[u].is_unit}
    others.discard(player)
    return len(others) < 2
