"""Ops of the family "cards": draw, discard, discard_hand, draw_if_killed, recycle (RUP4
416, 428-431)."""

from __future__ import annotations

from app.engine.abilities import Step
from app.engine.actions.triggers import collect_event
from app.engine.actions.zones import discard, draw, recycle_cards, recycle_rune
from app.engine.core.actions import DONE, Action
from app.engine.mechanics.context import Answer, Ctx, Primitive, who
from app.engine.reads.characteristics import board_candidates
from app.engine.state import RUNES, Decision


def _draw(ctx: Ctx, st: Step) -> bool:
    if st.per_scope is not None:  # "draw N for each ...": counted as it resolves
        n = (st.n or 1) * len(board_candidates(ctx.s, st.per_scope, ctx.controller, ctx.source))
        if n:
            draw(ctx.s, ctx.controller, n)
        return True
    for player in who(ctx, st):
        draw(ctx.s, player, st.n or 1)
    return True


def _discard_hand(ctx: Ctx, st: Step) -> bool:
    """Discard the whole hand: no choice to make (RUP4 359.3.e.11: as much as possible)."""
    for player in who(ctx, st):
        for oid in list(ctx.s.players[player].hand):
            discard(ctx.s, ctx.s.objs[oid])
            collect_event(ctx.s, "discarded", obj=ctx.s.objs[oid])
    return True


def _discard(ctx: Ctx, st: Step) -> bool:
    s = ctx.s
    hand = s.players[ctx.controller].hand
    left = ctx.item.info.get("discard_left", st.n or 1)
    if not hand or left <= 0:
        ctx.item.info.pop("discard_left", None)
        return True
    ctx.item.info["discard_left"] = left
    s.decision = Decision(ctx.controller, "choose", {
        "ask": "discard", "options": [Action("choose", (i,)) for i in hand], "item": ctx.item.id})
    return False


def _draw_if_killed(ctx: Ctx, st: Step) -> bool:
    """'If this kills it, do this: draw N': checked in the cleanup right after (RUP4 387)."""
    for o in ctx.targets(st.target):
        ctx.s.extra.setdefault("death_watch", []).append((o.id, ctx.controller, st.n or 1))
    return True


def _recycle(ctx: Ctx, st: Step) -> bool:
    """Recycle the objects: cards to the bottom of their owner's Main Deck together (in a
    random order, RUP4 416.5), runes to the bottom of their owner's Rune Deck (416.1.b-c).
    Recycling a rune this way adds no Power: that is the rune's own ability (164.2.b).
    With n and a scope, "recycle N from your trash" / "recycle one of your runes": the
    player chooses N on resolution, without targeting (416.6), as many as there are (416.4);
    runes are chosen one at a time, which is the order they go under (416.5.a)."""
    if st.n and st.scope is not None and st.scope.where != "self":
        return _recycle_pick(ctx, st)
    objs = ctx.objects(st)
    runes = [o for o in objs if o.zone == RUNES]
    cards = [o for o in objs if o.zone != RUNES]
    for r in runes:
        recycle_rune(ctx.s, r)
    recycle_cards(ctx.s, ctx.controller, cards)
    return True


def _recycle_pick(ctx: Ctx, st: Step) -> bool:
    s, item = ctx.s, ctx.item
    assert st.scope is not None
    picked: list[int] = item.info.get("recycle_picked", [])
    cands = [o for o in board_candidates(s, st.scope, ctx.controller, ctx.source)
             if o.id not in picked
             and (st.scope.kind != "rune" or o.controller == ctx.controller)]
    left = st.n - len(picked)
    if st.may and item.info.pop("recycle_done", False):
        left = 0  # "up to N": the player stopped choosing
    if st.may and left > 0 and cands:  # "recycle up to N": each pick may be the last
        s.decision = Decision(ctx.controller, "choose", {
            "ask": "recycle_pick", "kind": st.scope.kind, "item": item.id,
            "from": "trashes" if st.scope.any_trash else "yours",
            "options": [Action("choose", (o.id,)) for o in cands] + [DONE]})
        return False
    if left > 0 and cands and (len(cands) > left or (st.scope.kind == "rune" and len(cands) > 1)):
        s.decision = Decision(ctx.controller, "choose", {
            "ask": "recycle_pick", "kind": st.scope.kind, "item": item.id,
            "options": [Action("choose", (o.id,)) for o in cands]})
        return False
    if left > 0:
        picked = picked + [o.id for o in cands][:left]  # no choice left to make (416.4)
    item.info.pop("recycle_picked", None)
    objs = [s.objs[i] for i in picked]
    runes = [o for o in objs if o.zone == RUNES]
    cards = [o for o in objs if o.zone != RUNES]
    for r in runes:
        recycle_rune(s, r)  # in the order chosen (RUP4 416.5.a)
    recycle_cards(s, ctx.controller, cards)
    return True


def _answer_discard(ctx: Ctx, st: Step, d: Decision, verb: str, arg: object) -> bool:
    """One card discarded; the step ends once enough are, or the hand is empty."""
    s, item = ctx.s, ctx.item
    discard(s, s.objs[int(arg)])  # type: ignore[call-overload]
    collect_event(s, "discarded", obj=s.objs[int(arg)])  # type: ignore[call-overload]
    item.info.setdefault("discarded", []).append(int(arg))  # type: ignore[call-overload]
    item.info["discard_left"] -= 1
    item.info["discarded_n"] = item.info.get("discarded_n", 0) + 1
    if item.info["discard_left"] <= 0 or not s.players[item.controller].hand:
        item.info.pop("discard_left")
        item.resolving_index += 1
        # "when you discard one or more cards": one event per instruction (RUP4 383.1)
        collect_event(s, "you_discard", player=item.controller,
                      n=item.info.pop("discarded_n"))
    return True


def _answer_recycle(ctx: Ctx, st: Step, d: Decision, verb: str, arg: object) -> bool:
    """One more chosen (the step runs again to ask for the next or to recycle them all), or
    "done" for "up to N": no more (the step ends)."""
    info = ctx.item.info
    if verb == "done":
        info["recycle_done"] = True
    else:
        info["recycle_picked"] = [*info.get("recycle_picked", []), int(arg)]  # type: ignore[call-overload]
    return True


PRIMITIVES: dict[str, Primitive] = {
    "draw": _draw, "discard": _discard, "discard_hand": _discard_hand,
    "draw_if_killed": _draw_if_killed, "recycle": _recycle}
ANSWERS: dict[str, Answer] = {"discard": _answer_discard, "recycle": _answer_recycle}
