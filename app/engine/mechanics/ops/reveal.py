"""Ops of the family "reveal" (RUP4 424): reveal_hand, revealed_discard, revealed_recycle,
and the cards revealed right now for the view (`revealed_cards`)."""

from __future__ import annotations

from app.engine.abilities import Step
from app.engine.actions.triggers import collect_event
from app.engine.actions.zones import discard, recycle_cards, recycle_to_deck
from app.engine.core.actions import Action
from app.engine.core.events import emit
from app.engine.mechanics.context import Answer, Ctx, Primitive, who
from app.engine.state import DECK, HAND, ChainItem, Decision, GameState


def reveal(s: GameState, item: ChainItem, oids: list[int]) -> None:
    """Reveal cards: presented to all players (RUP4 424.1), staying in their zone (424.1.a.2),
    until this spell or ability finishes resolving (424.1.a.3): the view shows the revealed
    cards of the items on the chain (`revealed_cards`)."""
    revealed = item.info.setdefault("revealed", [])
    for oid in oids:
        if oid not in revealed:
            revealed.append(oid)
            o = s.objs[oid]
            emit(s, "reveal", player=o.owner, obj=oid, card=o.card.code, by_effect=True)


def revealed_cards(s: GameState) -> list[int]:
    """The cards revealed right now (by items on the chain), still where they were revealed."""
    out: list[int] = []
    for item in s.chain:
        for oid in item.info.get("revealed", ()):
            if s.objs[oid].zone in (HAND, DECK) and oid not in out:
                out.append(oid)
    return out


def _reveal_hand(ctx: Ctx, st: Step) -> bool:
    """ "They reveal their hand": every card in it now (RUP4 424.3.a, 424.3.a.1)."""
    for player in who(ctx, st):
        reveal(ctx.s, ctx.item, list(ctx.s.players[player].hand))
    return True


def _revealed_matching(ctx: Ctx, st: Step) -> list[int]:
    s = ctx.s
    sel = st.scope
    out = []
    for oid in ctx.item.info.get("revealed", ()):
        o = s.objs[oid]
        if o.zone not in (HAND, DECK):
            continue  # no longer revealed where it was (a new object elsewhere, RUP4 124)
        if sel is not None and (
            (sel.card_type is not None and o.card.type.value != sel.card_type)
            or (sel.not_card_type is not None and o.card.type.value == sel.not_card_type)
        ):
            continue
        out.append(oid)
    return out


def _revealed_pick(ctx: Ctx, st: Step, then: str) -> bool:
    """ "Choose a (non-unit) card from it": you choose on resolution among the revealed cards
    that match; a single one is taken without asking, none and nothing happens (RUP4 055)."""
    cands = _revealed_matching(ctx, st)
    if len(cands) <= 1:
        for oid in cands:
            _act_on_revealed(ctx.s, ctx.item, then, oid)
        return True
    ctx.s.decision = Decision(ctx.controller, "choose", {
        "ask": "revealed_pick", "then": then, "item": ctx.item.id, "looked": cands,
        "options": [Action("choose", (o,)) for o in cands]})
    return False


def _act_on_revealed(s: GameState, item: ChainItem, then: str, oid: int) -> None:
    o = s.objs[oid]
    if then == "discard":  # "they discard that card": its owner discards it
        discard(s, o)
        collect_event(s, "discarded", obj=o)
        collect_event(s, "you_discard", player=o.owner, n=1)
    elif o.owner == item.controller:
        recycle_cards(s, item.controller, [o])
    else:
        recycle_to_deck(s, [o])  # to its owner's Main Deck, not "your" (RUP4 416.1)


def _revealed_discard(ctx: Ctx, st: Step) -> bool:
    return _revealed_pick(ctx, st, "discard")


def _revealed_recycle(ctx: Ctx, st: Step) -> bool:
    """With a scope, one chosen card; without, every revealed card still there, together in
    a random order (RUP4 416.5)."""
    if st.scope is not None:
        return _revealed_pick(ctx, st, "recycle")
    s = ctx.s
    cards = [s.objs[i] for i in _revealed_matching(ctx, st)]
    mine = [o for o in cards if o.owner == ctx.controller]
    recycle_cards(s, ctx.controller, mine)
    recycle_to_deck(s, [o for o in cards if o.owner != ctx.controller])
    return True


def _answer_revealed(ctx: Ctx, st: Step, d: Decision, verb: str, arg: object) -> bool:
    _act_on_revealed(ctx.s, ctx.item, d.data["then"], int(arg))  # type: ignore[call-overload]
    ctx.item.resolving_index += 1
    return True


PRIMITIVES: dict[str, Primitive] = {
    "reveal_hand": _reveal_hand, "revealed_discard": _revealed_discard,
    "revealed_recycle": _revealed_recycle}
ANSWERS: dict[str, Answer] = {
    "revealed_discard": _answer_revealed, "revealed_recycle": _answer_revealed}
