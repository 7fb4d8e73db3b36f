"""as-looked: abilities that work "as you look at or reveal me from the top of your deck".

Such an ability (kind "as_looked") is a replacement of the event of the card being looked
at or revealed by that event plus the game action (RUP4 370.1.b.1, Undertitan's example):
it is used at once, in the middle of the instruction that looks or reveals, not put on the
chain (it is not a triggered ability: no "when", 383.1). "You" is the card's owner, so it
works only when that player looks at or reveals cards of their own Main Deck (a card in the
deck is its owner's, 128.4).

`look` is the one hook every instruction that looks at or reveals cards from the top of a
Main Deck calls: it is given the cards just looked at (or revealed), offers each card's
as-looked ability to its owner one at a time ("you may banish me": yes / no; then "if you
do, you may play me [for <power>]": yes / no, 356.1.a), pausing the instruction and saving
its looked-at cards in the resolving item; when every offer is answered it gives back the
looked-at cards still in the deck, and the instruction goes on with those (a card banished
this way is no longer among them, 431.1.c.1). A card played this way goes through the usual
play-by-effect steps (419.3; app.engine.mechanics.playcard.play_card).

`as_revealed` runs the abilities of kind "as_revealed" ("As I'm revealed from your deck,
[Add] [2]", Undertitan: RUP4 370.1.b.1's example) as a card of a Main Deck is revealed,
whoever reveals it: the event is replaced by itself plus the game action, done by the
card's owner ("your deck": the deck it is in is its owner's, 128.4).

"If you would reveal cards from a deck, look at the top card first. You may recycle it. Then
reveal those cards" (Void Hatchling, passive `reveal_look_first`) replaces a reveal from the
top of a Main Deck by its controller (370.1.b): `look` with `deck_of` asks it first, once for
each such permanent they control (370.2), before the cards to reveal are taken.
"""

from __future__ import annotations

from collections.abc import Callable

from app.engine.actions.zones import recycle_cards, recycle_to_deck
from app.engine.core.abilities import Ability
from app.engine.core.actions import NO, YES
from app.engine.core.events import emit
from app.engine.core.state import BANISH, BASE, BF, DECK, ChainItem, Decision, GameState
from app.engine.mechanics.context import Ctx
from app.engine.mechanics.playcard import PlaysCard, banish, play_card, playable_by_effect

ASL_ASKS = frozenset({"as_looked", "as_looked_play", "reveal_first"})


_KEY = "asl"


def _ability(s: GameState, oid: int) -> Ability | None:
    for ab in s.objs[oid].card.abilities:
        if ab.kind == "as_looked":
            return ab
    return None


def as_revealed(s: GameState, oids: list[int]) -> None:
    """The cards `oids` are being revealed: those in a Main Deck with an "as I'm revealed"
    ability use it now, for their owner, in the middle of the revealing instruction (not on
    the chain: no "when", RUP4 370.1.b.1, 383.1)."""
    for oid in oids:
        o = s.objs[oid]
        if o.zone != DECK:
            continue
        for ab in o.card.abilities:
            if ab.kind != "as_revealed":
                continue
            doing = ChainItem(-1, "trigger", o.owner)  # the ability's doer: the owner
            doing.source, doing.source_incarnation = oid, o.incarnation
            for st in ab.steps:
                st.run(Ctx(s, doing))


def look(s: GameState, item: ChainItem, player: int, compute: Callable[[], list[int]],
         deck_of: int | None = None) -> list[int] | None:
    """The cards `player`'s instruction (resolving as `item`) looks at or reveals: `compute`
    looks (or reveals) and returns them, top card first, the first time only; `deck_of`:
    the player whose Main Deck `player` reveals cards from (Void Hatchling's replacement).
    None while the owner of such a card decides (the instruction returns False and runs
    again: this gives back the same cards, minus those no longer in the deck)."""
    state = item.info.get(_KEY)
    if state is None:
        if deck_of is not None and not _look_first(s, item, player, deck_of):
            return None
        item.info.pop(_FIRST, None)
        looked = compute()
        cands = [o for o in looked if s.objs[o].zone == DECK and s.objs[o].owner == player
                 and _ability(s, o) is not None]
        if not cands:
            return looked
        state = item.info[_KEY] = {"looked": looked, "left": cands, "stage": "offer",
                                   "player": player}
    if not _run(s, item, state):
        return None
    item.info.pop(_KEY, None)
    return [o for o in state["looked"] if s.objs[o].zone == DECK]


_FIRST = "asl_first"


def _look_first(s: GameState, item: ChainItem, player: int, deck_of: int) -> bool:
    """Each reveal_look_first passive `player` controls on the board: they look at the top
    card of the deck first (only they see it) and may recycle it. False while they decide."""
    first = item.info.get(_FIRST)
    if first is None:
        ids = s.extra.get("statics_by_op", {}).get("reveal_look_first", ())
        n = sum(1 for i in ids if s.objs[i].zone in (BASE, BF) and s.objs[i].controller == player)
        if n == 0:
            return True
        first = item.info[_FIRST] = {"left": n}
    while first["left"] > 0:
        if first.pop("asked", None) is not None:
            first["left"] -= 1
            continue
        deck = s.players[deck_of].deck
        if not deck:
            break
        top = deck[-1]
        emit(s, "look", private_to=player, player=player, obj=top, card=s.objs[top].card.code)
        s.decision = Decision(player, "choose", {
            "ask": "reveal_first", "item": item.id, "obj": top, "looked": [top],
            "options": [YES, NO]})
        first["asked"] = top
        return False
    return True


def _run(s: GameState, item: ChainItem, state: dict) -> bool:  # type: ignore[type-arg]
    player = state["player"]
    while state["left"]:
        oid = state["left"][0]
        obj = s.objs[oid]
        ab = _ability(s, oid)
        assert ab is not None
        stage = state["stage"]
        answer = state.pop("answer", None)
        play = next((st for st in ab.steps  # its "play me" (app.cards checks there's one)
                     if isinstance(st, PlaysCard) and st.op == "play"), None)
        if stage == "offer":
            if obj.zone != DECK:
                _next(state)
                continue
            s.decision = Decision(player, "choose", {
                "ask": "as_looked", "item": item.id, "obj": oid, "looked": [oid],
                "options": [YES, NO]})
            state["stage"] = "banish?"
            return False
        if stage == "banish?":
            if answer != "yes" or obj.zone != DECK:
                _next(state)
                continue
            banish(s, obj)  # not the item's "banished": this ability's own (427.3)
            if play is None or obj.zone != BANISH or \
                    not playable_by_effect(s, player, obj, play):
                _next(state)  # "if you do": nothing to play, or it can't be (419.3.c)
                continue
            state["inc"] = obj.incarnation
            if play.may:
                s.decision = Decision(player, "choose", {
                    "ask": "as_looked_play", "item": item.id, "obj": oid, "looked": [oid],
                    "options": [YES, NO]})
                state["stage"] = "play?"
                return False
            answer, stage = "yes", "play?"
        if stage == "play?":
            if answer != "yes" or obj.zone != BANISH or obj.incarnation != state.get("inc"):
                _next(state)
                continue
            state["stage"] = "playing"
            assert play is not None  # a play was offered (stage "play?")
            if not play_card(s, item, player, obj, play):
                return False  # the parent resolves again once the card is played
        _next(state)
    return True


def _next(state: dict) -> None:  # type: ignore[type-arg]
    state["left"] = state["left"][1:]
    state["stage"] = "offer"
    state.pop("inc", None)


def answer(s: GameState, item: ChainItem, ask: str, verb: str, arg: object) -> None:
    """A yes / no to an as-looked offer, or to recycling the top card looked at first; the
    instruction runs again and goes on."""
    if ask == "reveal_first":
        top = s.objs[item.info[_FIRST]["asked"]]
        if verb == "yes" and top.zone == DECK:  # to the bottom of its owner's deck (416.1)
            if top.owner == item.controller:
                recycle_cards(s, item.controller, [top])
            else:
                recycle_to_deck(s, [top])
        return
    state = item.info.get(_KEY)
    if state is not None:
        state["answer"] = verb
