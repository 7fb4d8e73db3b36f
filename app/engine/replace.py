"""death-replacement: passive replacement effects on a unit's death (RUP4 367-375).

A friendly unit that would die is saved by the source dying in its place; the unit is
healed, exhausted and recalled (static op `replace_death`, scope: the units it watches,
relative to the source's controller). A death it replaces never happens: no death
triggers, no kill "you did" (370.1.a.1). Each source applies once to an event (370.2).
When several deaths happen at once and a player's replacements can't save them all, that
player chooses the death to replace first (373): a decision ("choose", ask
"replace_death") asked in the cleanup or in the kill instruction, which then goes on.

Only objects indexed under static op `replace_death` are ever looked at, so nothing here
runs while no such card is in the game.
"""

from __future__ import annotations

from app.engine.actions import Action
from app.engine.state import BASE, BF, ChainItem, Decision, GameState, Obj


def active(s: GameState) -> bool:
    return bool(s.extra.get("statics_by_op", {}).get("replace_death"))


def savers(s: GameState, o: Obj) -> list[Obj]:
    """Sources on the board whose replacement applies to `o`'s death (not to their own)."""
    from app.engine.select import matches

    out = []
    for sid in s.extra.get("statics_by_op", {}).get("replace_death", ()):
        src = s.objs[sid]
        if src.zone not in (BASE, BF) or src.id == o.id:
            continue
        for ab in src.card.abilities:
            st = ab.static
            if ab.kind == "static" and st is not None and st.op == "replace_death" \
                    and matches(s, st.scope, o, src.controller, src):
                out.append(src)
                break
    return out


def replaced(s: GameState, o: Obj) -> bool:
    """Would `o`'s death be replaced now (by a save or a replacement source)?"""
    return o.prevent_death > 0 or (active(s) and bool(savers(s, o)))


def replace_death(s: GameState, o: Obj) -> bool:
    """Apply the first replacement source to `o`'s death: kill the source instead, then heal,
    exhaust and recall `o` (RUP4 370.1.b). False if none applies."""
    found = savers(s, o) if active(s) else []
    if not found:
        return False
    from app.engine.effects import kill_now
    from app.engine.zones import emit, recall

    src = found[0]
    # "kill this instead": a kill by the replacement's controller (RUP4 374, 411.4)
    kill_now(s, src, by=src.controller)
    o.damage = 0
    o.exhausted = True
    recall(s, o)
    emit(s, "saved", obj=o.id, by=src.id, card=o.card.code)
    return True


def _choice(s: GameState, dying: list[Obj]) -> tuple[int, list[Obj]] | None:
    """A player whose replacements can't cover all their simultaneous deaths chooses (373)."""
    for player in sorted({o.controller for o in dying}):
        cands = [o for o in dying if o.controller == player and o.prevent_death == 0
                 and o.zone in (BASE, BF) and savers(s, o)]
        if len(cands) < 2:
            continue
        sources = {src.id for o in cands for src in savers(s, o)}
        if len(sources) < len(cands):
            return player, cands
    return None


def order_deaths(s: GameState, dying: list[Obj], item: ChainItem | None) -> list[Obj] | None:
    """Before simultaneous deaths: apply the replacements their controller chose, one at a
    time (RUP4 373). Returns the deaths still to happen, or None after asking (the cleanup or
    the instruction runs again once the choice is made)."""
    left = list(dying)
    while True:
        found = _choice(s, left)
        if found is None:
            return left
        player, cands = found
        chosen = s.extra.pop("replace_chosen", None)
        pick = next((o for o in cands if o.id == chosen), None)
        if pick is None:
            data: dict = {"ask": "replace_death",
                          "options": [Action("choose", (o.id,)) for o in cands]}
            if item is not None:
                data["item"] = item.id
            s.decision = Decision(player, "choose", data)
            return None
        replace_death(s, pick)
        left.remove(pick)
        if item is not None:
            item.info.setdefault("replaced", []).append(pick.id)


def answer(s: GameState, arg: object) -> None:
    s.extra["replace_chosen"] = int(arg)  # type: ignore[call-overload]
    s.decision = None
    s.dirty = True
