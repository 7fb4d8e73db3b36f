"""buff-spend: "spend any number of buffs" as an instruction, and "for each buff spent".

Step op "spend_buffs" (RUP4 702.2.b): as the ability resolves, its controller spends
buffs of their units matching the step's scope, one at a time, as many as they choose (Done
ends it; with n = 1, at most one from each unit: "for each friendly unit, you may spend its
buff"). A unit that can have several buffs (702.3's exception) may give each of them.
Later steps read what was spent: amount "spent" (channel N for each buff spent) and the
scope where "spent" (the units whose buff was spent: "... to ready it").

How a card uses it (ability data):
  "spend any number of buffs; for each buff spent, channel 1 rune exhausted":
      steps = [{ op = "spend_buffs", scope = { side = "friendly" } },
               { op = "channel", amount = "spent", exhausted = true }]
  "for each friendly unit, you may spend its buff to ready it":
      steps = [{ op = "spend_buffs", n = 1, scope = { side = "friendly" } },
               { op = "ready", scope = { where = "spent" } }]
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from app.engine.actions.zones import spend_buff
from app.engine.core.actions import DONE, Action
from app.engine.reads.characteristics import board_candidates
from app.engine.state import BASE, BF, ChainItem, Decision, GameState, Obj


def _choices(s: GameState, item: ChainItem, st: Any, source: Obj | None) -> list[Obj]:
    spent = item.info.get("spent_objs", [])
    out = []
    for o in board_candidates(s, replace(st.scope, where="any"), item.controller, source):
        if o.controller != item.controller or o.buffs <= 0:
            continue  # a buff you can spend is on a unit you control (702.2.b.1-2)
        if st.n == 1 and any(oid == o.id for oid, _ in spent):
            continue  # "its buff": one from each unit
        out.append(o)
    return out


def spend_buffs_step(ctx: Any, st: Any) -> bool:
    """Ask for the next buff to spend, or end when there is none or Done was chosen."""
    s, item = ctx.s, ctx.item
    item.info.setdefault("spent", 0)
    item.info.setdefault("spent_objs", [])
    if item.info.pop("spend_done", False):
        return True
    cands = _choices(s, item, st, ctx.source)
    if not cands:
        return True
    s.decision = Decision(item.controller, "choose", {
        "ask": "spend_pick", "item": item.id,
        "options": [Action("choose", (o.id,)) for o in cands] + [DONE]})
    return False


def answer(s: GameState, item: ChainItem, verb: str, arg: object) -> None:
    """One buff spent now (RUP4 702.2.b), or Done; the step then runs again."""
    if verb == "done":
        item.info["spend_done"] = True
        return
    o = s.objs[int(arg)]  # type: ignore[call-overload]
    spend_buff(s, o)
    item.info["spent"] = int(item.info.get("spent", 0)) + 1
    item.info["spent_objs"] = [*item.info.get("spent_objs", []), (o.id, o.incarnation)]


def spent_objects(s: GameState, item: ChainItem) -> list[Obj]:
    """The units whose buff this ability spent, still the same objects on the board."""
    out: list[Obj] = []
    for oid, inc in item.info.get("spent_objs", []):
        o = s.objs[oid]
        if o.incarnation == inc and o.zone in (BASE, BF) and o not in out:
            out.append(o)
    return out


__all__ = ["answer", "spend_buffs_step", "spent_objects"]
