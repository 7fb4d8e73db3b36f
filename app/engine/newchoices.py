"""Gaining control of a spell on the chain, and making new choices for it (RUP4 191.2,
750-755).

Step op `take_control` on a spell: the resolving ability's controller becomes the spell's
controller; when it resolves, "you" is them, and "friendly" and "enemy" are seen from them
(RUP4 191.2, 359.3.f.4). Step op `new_choices`: "you may make new choices for it": its
controller may remake any of the spell's choices (753), here its targets, one chosen object
at a time, then the destinations of its moves (752.1, app.engine.destinations): each new
object must be one the spell did not choose before (751.1) and a legal choice for it now
(753.1), a new destination one of the valid places for the unit other than the one chosen;
the choices of costs are not remade (752.2), and what the new choices would cost is not paid
(755). With no legal new choice, there is nothing to ask (753.2). Decisions: "choose" with
ask `new_choices_may` (yes / no), then ask `new_choice` per chosen object (a new object, or
no to keep it), then ask `new_dest` per destination (to a new place, or no to keep it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.core.actions import NO, YES, Action
from app.engine.core.events import emit
from app.engine.destinations import effect_move_destinations
from app.engine.playing.choices import fits_group, target_candidates
from app.engine.reads.items import item_ability
from app.engine.state import BASE, BF, CHAIN, ChainItem, Decision, GameState, Obj

if TYPE_CHECKING:
    from app.engine.abilities import Step
    from app.engine.effects import Ctx


def spell_item(s: GameState, o: Obj) -> ChainItem | None:
    if o.zone != CHAIN:
        return None
    return next((i for i in s.chain if i.kind == "card" and i.obj == o.id), None)


def take_spell(s: GameState, o: Obj, player: int) -> bool:
    """`player` gains control of the spell `o` on the chain (RUP4 191.2)."""
    item = spell_item(s, o)
    if item is None or item.controller == player:
        return False
    old = item.controller
    item.controller = player
    o.controller = player
    s.dirty = True
    emit(s, "gain_control", player=player, obj=o.id, card=o.card.code, frm=old)
    return True


def _pairs(s: GameState, item: ChainItem) -> list[tuple[int, int]]:
    """(slot, index) of each object the spell chose, costs excluded (RUP4 752.2)."""
    ab = item_ability(s, item)
    if ab is None:
        return []
    return [(k, i) for k, slot in enumerate(ab.targets) if slot.cost is None
            and k < len(item.targets) for i in range(len(item.targets[k]))]


def alternatives(s: GameState, item: ChainItem, k: int, i: int, before: set[int],
                 resolving: int) -> list[Obj]:
    """Legal new objects for the i-th choice of slot k (RUP4 751.1, 753.1)."""
    ab = item_ability(s, item)
    assert ab is not None
    slot = ab.targets[k]
    taken = {oid for _, oid, _ in item.targets[k]}
    if slot.distinct:
        taken |= {oid for earlier in item.targets[:k] for _, oid, _ in earlier}
    others = [t for n, t in enumerate(item.targets[k]) if n != i]
    out = []
    for c in target_candidates(s, item, slot):
        if c.id in taken or c.id in before or c.id == resolving:
            continue  # the resolving spell is leaving the chain: no legal choice (753.1)
        if (slot.same_bf or slot.total_might is not None) and not fits_group(s, slot,
                                                                               others, c):
            continue
        out.append(c)
    return out


def dest_alternatives(s: GameState, item: ChainItem, entry: list) -> list[str]:  # type: ignore[type-arg]
    """New destinations for one move of the spell (RUP4 752.1): the valid places for the
    unit now in that move's target position, but the one chosen."""
    k, slot, i, dest = entry
    ab = item_ability(s, item)
    if ab is None or slot >= len(item.targets) or i >= len(item.targets[slot]):
        return []
    _, oid, inc = item.targets[slot][i]
    u = s.objs[oid]
    if u.incarnation != inc or u.zone not in (BASE, BF) or not u.is_unit:
        return []
    move = ab.steps[k]
    assert move.dest is not None
    return [d for d in effect_move_destinations(s, u, move.dest) if d != dest]


def new_choices(ctx: Ctx, st: Step) -> bool:
    """new-choices: the spell of the target slot; see the module docstring."""
    s, info = ctx.s, ctx.item.info
    spells = [o for o in ctx.targets(st.target) if spell_item(s, o) is not None]
    if not spells:
        return True
    o = spells[0]
    item = spell_item(s, o)
    assert item is not None
    pairs = _pairs(s, item)
    before = set(info.setdefault("nc_before", [oid for slot in item.targets
                                               for _, oid, _ in slot]))
    resolving = ctx.item.obj
    dests = item.info.get("dests", [])
    if "nc_yes" not in info:
        if not any(alternatives(s, item, k, i, before, resolving) for k, i in pairs) \
                and not any(dest_alternatives(s, item, e) for e in dests):
            _done(info)
            return True  # no legal new choice: nothing to ask (RUP4 753.2)
        s.decision = Decision(ctx.controller, "choose", {
            "ask": "new_choices_may", "item": ctx.item.id, "spell": o.id,
            "options": [YES, NO]})
        return False
    if not info["nc_yes"]:
        _done(info)
        return True
    pos = int(info.get("nc_pos", 0))
    while pos < len(pairs):
        k, i = pairs[pos]
        alts = alternatives(s, item, k, i, before, resolving)
        if alts:
            info["nc_pos"] = pos
            s.decision = Decision(ctx.controller, "choose", {
                "ask": "new_choice", "item": ctx.item.id, "spell": o.id,
                "obj": item.targets[k][i][1], "slot": k, "index": i,
                "options": [Action("choose", (c.id,)) for c in alts] + [NO]})
            return False
        pos += 1
    info["nc_pos"] = pos
    dpos = int(info.get("nc_dpos", 0))
    while dpos < len(dests):
        new = dest_alternatives(s, item, dests[dpos])
        if new:
            _, slot, i, _dest = dests[dpos]
            info["nc_dpos"] = dpos
            s.decision = Decision(ctx.controller, "choose", {
                "ask": "new_dest", "item": ctx.item.id, "spell": o.id, "index": dpos,
                "obj": item.targets[slot][i][1],
                "options": [Action("to", (d,)) for d in new] + [NO]})
            return False
        dpos += 1
    _done(info)
    return True


def _done(info: dict) -> None:  # type: ignore[type-arg]
    for key in ("nc_before", "nc_yes", "nc_pos", "nc_dpos"):
        info.pop(key, None)


def answer(s: GameState, item: ChainItem, ask: str, verb: str, arg: object,
           data: dict) -> None:  # type: ignore[type-arg]
    """The answers to `new_choices_may`, `new_choice` and `new_dest` (the step then runs
    again)."""
    if ask == "new_choices_may":
        item.info["nc_yes"] = verb == "yes"
        return
    spell = spell_item(s, s.objs[data["spell"]])
    if ask == "new_dest":
        if verb == "to" and spell is not None:
            spell.info["dests"][data["index"]][3] = str(arg)
            emit(s, "destination", player=item.controller, obj=data["obj"], to=str(arg))
        item.info["nc_dpos"] = int(item.info.get("nc_dpos", 0)) + 1
        return
    if verb == "choose" and spell is not None:
        new = s.objs[int(arg)]  # type: ignore[call-overload]
        k, i = data["slot"], data["index"]
        spell.targets[k][i] = ("obj", new.id, new.incarnation)
        emit(s, "new_choice", player=item.controller, obj=spell.obj, old=data["obj"],
             new=new.id)
    item.info["nc_pos"] = int(item.info.get("nc_pos", 0)) + 1
