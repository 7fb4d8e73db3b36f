"""restrictions: what card text forbids ("can't move", "can't play ..."). A card that forbids
an action supersedes one that permits it (RUP4 054.1); an instruction that a restriction makes
impossible is ignored (359.3.e.6, Vilemaw's Lair's example). A recall is not a move, so
restrictions on movement don't stop it (456.3).

Each check is cheap when no card with the restriction is in the game: the passive ones are
found through the index of passive abilities by op (`statics_by_op`), the "this turn" ones
in `turn_flags`.
"""

from __future__ import annotations

from app.engine.state import BATTLEFIELD, BF, GameState, Obj


def _sources(s: GameState, op: str) -> list[Obj]:
    return [s.objs[i] for i in s.extra.get("statics_by_op", {}).get(op, ())]


def cant_move_to_base(s: GameState, unit: Obj) -> bool:
    """A battlefield's "units can't move from here to base" (static op 'no_move_to_base'):
    no standard move and no move by an effect takes a unit there to base (RUP4 054.1)."""
    if unit.zone != BF or not s.extra.get("statics_by_op", {}).get("no_move_to_base"):
        return False
    from app.engine.select import matches

    for src in _sources(s, "no_move_to_base"):
        if src.zone != BATTLEFIELD or s.battlefields[unit.bf].obj != src.id:
            continue
        for ab in src.card.abilities:
            st = ab.static
            if ab.kind == "static" and st is not None and st.op == "no_move_to_base" and \
                    matches(s, st.scope, unit, unit.controller, src):
                return True
    return False


def cant_play(s: GameState, player: int) -> bool:
    """ "Opponents can't play cards this turn" (step op 'cant_play') forbids playing any card,
    from hand, Champion Zone or facedown (RUP4 054.1, 052: cards are Main Deck cards)."""
    return bool(s.turn_flags) and bool(s.turn_flags.get(f"cant_play{player}"))
