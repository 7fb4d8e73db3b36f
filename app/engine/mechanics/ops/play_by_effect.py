"""Ops of the family "play-by-effect": banish, play, look_play, look_banish, reveal_play,
extra_turn.

- `banish` (RUP4 427): the objects go face up to their owner's Banishment, a public zone
  (108.6); the ability remembers what it banished, so that a linked "play it" can find it
  (427.3, 395-397).
- `play` (RUP4 419.3): a card is played as part of the ability's resolution: the card of your
  trash chosen in its `target` slot as it went on the chain (a card in a public zone is a
  target, 355.10.a), one of your hand matching `scope` chosen on resolution (a private
  zone), this card itself, or the cards this ability banished. All steps of playing are as
  normal (419.3.b: location, Accelerate, targets, cost, finalize), except what the step
  changes: `ignore` "all" sets the base Energy and Power costs to zero, "energy" only the
  Energy cost (356.1.b.1-2); `n` is a discount of N Energy ("reducing its cost by N":
  `less`, 356.4); `to` "base" puts a unit into its base. No card that can be played,
  nothing happens (419.3.c). The resolving ability waits while the card is played: a
  permanent enters the board at once (337.2), a spell is put on the chain above the ability
  and resolves after it.
- `look_play` (RUP4 427.5 example): look at the top N cards of your Main Deck (only you see
  them), you may banish a card matching `scope` from among them and play it, then recycle
  the rest (416.5).
- `extra_turn` (RUP4 734-738): take a turn after this one.
"""

from __future__ import annotations

from app.engine.abilities import Step
from app.engine.actions.zones import recycle_cards
from app.engine.core.actions import DONE, Action
from app.engine.core.enums import CardType
from app.engine.core.events import emit
from app.engine.mechanics.aslooked import ASL_ASKS, look
from app.engine.mechanics.aslooked import answer as answer_as_looked
from app.engine.mechanics.context import Answer, Ctx, Primitive
from app.engine.mechanics.playcard import banish, play_card, playable_by_effect
from app.engine.reads.characteristics import matches
from app.engine.state import BANISH, CHAIN, DECK, HAND, TRASH, Decision, GameState, Obj

_TYPES = {"unit": (CardType.UNIT,), "gear": (CardType.GEAR,),
          "permanent": (CardType.UNIT, CardType.GEAR), "spell": (CardType.SPELL,)}


def _banish(ctx, st: Step) -> bool:  # type: ignore[no-untyped-def]
    """Banish the objects of the step; with no target or scope, a spell banishes itself
    ("Banish this": it goes to Banishment instead of the trash, RUP4 427.1)."""
    s, item = ctx.s, ctx.item
    if st.target is None and st.scope is None and item.kind == "card":
        obj = s.objs[item.obj]
        if obj.zone == CHAIN:
            banish(s, obj, item)
        return True
    for o in ctx.objects(st):
        banish(s, o, item)
    return True


def _play(ctx, st: Step) -> bool:  # type: ignore[no-untyped-def]
    s, item = ctx.s, ctx.item
    if st.target is not None:
        return _play_target(ctx, st)
    stage = item.info.get("pbe_play")
    if st.scope is None:
        # the cards this ability banished (linked, RUP4 427.3), each in turn; "starting with
        # the next player, each player plays those cards": by owner, from the next player on
        done = item.info.setdefault("pbe_played", [])
        banished = list(item.info.get("banished", []))
        if st.who == "each_player_next":
            n = len(s.players)
            banished.sort(key=lambda b: (s.objs[b[0]].owner - ctx.controller - 1) % n)
        for oid, inc in banished:
            o = s.objs[oid]
            if oid in done or o.zone != BANISH or o.incarnation != inc:
                continue
            done.append(oid)
            player = o.owner if st.who in ("its_owner", "each_player_next") else ctx.controller
            if not playable_by_effect(s, player, o, st):
                continue  # it can't be played: it stays banished (419.3.c, 358.5)
            if not play_card(s, item, player, o, st):
                return False
        item.info.pop("pbe_played", None)
        return True
    if stage == "played":
        item.info.pop("pbe_play")
        return True
    cands = [o for o in _scope_cards(s, ctx.controller, st, ctx.source)
             if playable_by_effect(s, ctx.controller, o, st)]
    if not cands:
        return True  # nothing can be played: nothing happens (RUP4 419.3.c)
    # a card of your hand is private: a player may always choose to play none (RUP4 128.6)
    private = st.scope.kind == "hand_card"
    if stage is None and (len(cands) > 1 or private):
        s.decision = Decision(ctx.controller, "choose", {
            "ask": "play_pick", "item": item.id,
            "options": [Action("choose", (o.id,)) for o in cands] + ([DONE] if private else [])})
        item.info["pbe_play"] = "asked"
        return False
    pick = cands[0]
    if stage == "asked":
        chosen = item.info.pop("pbe_pick", None)
        if chosen is None:  # declined (128.6.a)
            item.info.pop("pbe_play")
            return True
        pick = s.objs[chosen]
    item.info["pbe_play"] = "played"
    if not play_card(s, item, ctx.controller, pick, st):
        return False
    item.info.pop("pbe_play")
    return True


def _play_target(ctx, st: Step) -> bool:  # type: ignore[no-untyped-def]
    """"Play a unit from your trash": the card was chosen as the ability went on the chain,
    a target (a card in a public zone, RUP4 355.10.a). Gone from the trash since (a new object
    if it came back, 359.3.e.4), or no longer playable: nothing is played (359.3.e.5, 419.3.c)."""
    s, item = ctx.s, ctx.item
    if item.info.pop("pbe_play", None) == "played":
        return True  # the card played is finalized (or undone): the step is done
    chosen = ctx.targets(st.target)
    if not chosen or not playable_by_effect(s, ctx.controller, chosen[0], st):
        return True
    item.info["pbe_play"] = "played"
    if not play_card(s, item, ctx.controller, chosen[0], st):
        return False
    item.info.pop("pbe_play")
    return True


def _scope_cards(s: GameState, player: int, st: Step, source: Obj | None = None) -> list[Obj]:
    """The cards a "play" step with a scope may play: of your hand matching it (a private
    zone: chosen on resolution, RUP4 355.10.a), or this card itself."""
    assert st.scope is not None
    if st.scope.where == "self":  # "play me": this card, from the zone it is in
        ok = source is not None and source.zone in (TRASH, HAND) and source.owner == player
        return [source] if ok else []  # type: ignore[list-item]
    hand = s.players[player].hand
    return [s.objs[i] for i in hand if matches(s, st.scope, s.objs[i], player, None)]


def _top_looked(s: GameState, player: int, n: int):  # type: ignore[no-untyped-def]
    """Looking at the top n cards of `player`'s Main Deck, as many as there are: only that
    player sees them (RUP4 427); for aslooked.look, which may pause it first."""
    deck = s.players[player].deck

    def look_now() -> list[int]:
        looked = [deck[-1 - k] for k in range(min(n, len(deck)))]  # top card first
        for oid in looked:
            emit(s, "look", private_to=player, player=player, obj=oid,
                 card=s.objs[oid].card.code)
        return looked

    return look_now


def _look_play(ctx, st: Step) -> bool:  # type: ignore[no-untyped-def]
    s, item = ctx.s, ctx.item
    player = ctx.controller
    stage = item.info.get("pbe_look")
    if stage is None:
        got = look(s, item, player, _top_looked(s, player, st.n))
        if got is None:
            return False
        looked = got
        item.info["pbe_looked"] = looked
        ok = [o for o in looked if _look_fits(ctx, st, s.objs[o])
              and playable_by_effect(s, player, s.objs[o], st)]
        # "you may banish ... from among them": one of the cards that fit, or none
        s.decision = Decision(player, "choose", {
            "ask": "look_play", "item": item.id, "looked": looked,
            "options": [Action("choose", (o,)) for o in ok] + [DONE]})
        item.info["pbe_look"] = "asked"
        return False
    looked = item.info["pbe_looked"]
    if stage == "asked":
        pick = item.info.pop("pbe_pick", None)
        item.info["pbe_look"] = "played"
        if pick is not None:
            o = s.objs[pick]
            banish(s, o, item)
            if o.zone == BANISH and not play_card(s, item, player, o, st):
                return False
    # then recycle the rest, together (RUP4 416.5)
    rest = [s.objs[o] for o in looked if s.objs[o].zone == DECK and s.objs[o].owner == player]
    recycle_cards(s, player, rest)
    item.info.pop("pbe_look", None)
    item.info.pop("pbe_looked", None)
    return True


def _look_fits(ctx, st: Step, obj: Obj) -> bool:  # type: ignore[no-untyped-def]
    """A looked-at card matching the scope: its printed type and Might (cards off the board);
    with amount "killed_might", Might up to scope.max_might more than the unit this ability
    killed, as it died; none killed, no card fits (RUP4 359.3.e.12)."""
    sel = st.scope
    if sel is None:
        return True
    if sel.kind in _TYPES and (obj.card.type not in _TYPES[sel.kind] or obj.card.is_token):
        return False
    if sel.tag is not None and sel.tag not in obj.card.tags:
        return False
    bound = sel.max_might
    if st.amount == "killed_might":
        killed = ctx.item.info.get("killed_might")
        if not killed:
            return False
        bound = killed[0] + (sel.max_might or 0)
    return bound is None or (obj.card.might or 0) <= bound


def _look_banish(ctx, st: Step) -> bool:  # type: ignore[no-untyped-def]
    """Each player (in turn order from the turn player, RUP4 303.2.a) looks at the top n cards
    of their Main Deck (only they see them), banishes one of them and recycles the rest
    (416.5). The ability remembers the banished cards for a linked "play" (427.3)."""
    s, item = ctx.s, ctx.item
    if "pbe_each" not in item.info:
        if st.who == "each_player":
            item.info["pbe_each"] = s.order_from(s.turn_player)
        else:
            item.info["pbe_each"] = [ctx.controller]
    left: list[int] = item.info["pbe_each"]
    while left:
        p = left[0]
        pick = item.info.pop("pbe_pick", None)
        looked = item.info.get("pbe_looked")
        if looked is None:
            got = look(s, item, p, _top_looked(s, p, st.n))
            if got is None:
                return False
            looked = got
            if len(looked) > 1:
                item.info["pbe_looked"] = looked
                s.decision = Decision(p, "choose", {
                    "ask": "look_banish", "item": item.id, "looked": looked,
                    "options": [Action("choose", (o,)) for o in looked]})
                return False
            pick = looked[0] if looked else None
        if pick is not None:
            banish(s, s.objs[pick], item)
        recycle_cards(s, p, [s.objs[o] for o in looked if o != pick])
        item.info.pop("pbe_looked", None)
        left.pop(0)
    item.info.pop("pbe_each")
    return True


def _extra_turn(ctx, st: Step) -> bool:  # type: ignore[no-untyped-def]
    """ "Take a turn after this one": an Additional Turn goes into the queue right after the
    current turn, before those queued earlier (RUP4 735, 737, 738's examples)."""
    if ctx.s.regular_turn_player < 0:
        ctx.s.regular_turn_player = ctx.s.turn_player
    ctx.s.extra_turns.insert(0, ctx.controller)
    emit(ctx.s, "extra_turn", player=ctx.controller)
    return True


def next_turn_player(s: GameState) -> int:
    """Who takes the next turn: a queued Additional Turn first; otherwise the turn order goes
    on from the last regular turn (RUP4 736-737)."""
    if s.extra_turns:
        return s.extra_turns.pop(0)
    regular = s.regular_turn_player if s.regular_turn_player >= 0 else s.turn_player
    s.regular_turn_player = s.next_player(regular)
    return s.regular_turn_player


def _reveal_play(ctx, st: Step) -> bool:  # type: ignore[no-untyped-def]
    """Reveal cards from the top of Main Decks (to everybody, RUP4 424): with who "you" and
    no n, yours until one matches the scope ("until you reveal a unit", as many as there are);
    with who "each_opponent", the top n of each opponent's, from the next player on. A card
    that matches is banished (you choose among several) and you play it; the rest of the
    revealed cards are recycled together (416.5), each to its owner's deck (416.1.c)."""
    s, item = ctx.s, ctx.item
    player = ctx.controller
    stage = item.info.get("pbe_reveal")
    if stage is None:
        revealed: list[int] = []
        if st.who == "each_opponent":
            order = [q for q in s.order_from(player) if q != player]
            for p in order:
                if p in s.opponents(player):
                    deck = s.players[p].deck
                    revealed += [deck[-1 - k] for k in range(min(st.n or 1, len(deck)))]
        else:
            deck = s.players[player].deck
            for k in range(len(deck)):
                revealed.append(deck[-1 - k])
                if _look_fits(ctx, st, s.objs[deck[-1 - k]]):
                    break
        def _show(revealed: list[int] = revealed) -> list[int]:
            for oid in revealed:
                o = s.objs[oid]
                emit(s, "reveal_top", player=o.owner, obj=oid, card=o.card.code)
            return revealed

        got = look(s, item, player, _show)
        if got is None:
            return False
        revealed = got
        item.info["pbe_revealed"] = revealed
        cands = [o for o in revealed if _look_fits(ctx, st, s.objs[o])]
        if len(cands) > 1:  # "choose one": every player sees them (revealed, 424.1)
            s.decision = Decision(player, "choose", {
                "ask": "reveal_play", "item": item.id, "looked": revealed, "revealed": True,
                "options": [Action("choose", (o,)) for o in cands]})
            item.info["pbe_reveal"] = "asked"
            return False
        item.info["pbe_pick"] = cands[0] if cands else None
        stage = "asked"
    revealed = item.info["pbe_revealed"]
    if stage == "asked":
        pick = item.info.pop("pbe_pick", None)
        item.info["pbe_reveal"] = "played"
        if pick is not None:
            o = s.objs[pick]
            banish(s, o, item)
            if o.zone == BANISH and playable_by_effect(s, player, o, st) and \
                    not play_card(s, item, player, o, st):
                return False
    rest = [s.objs[o] for o in revealed if s.objs[o].zone == DECK]
    recycle_cards(s, player, rest)
    item.info.pop("pbe_reveal", None)
    item.info.pop("pbe_revealed", None)
    return True


def _answer(ctx: Ctx, st: Step, d: Decision, verb: str, arg: object) -> bool:
    """The card to play (or none), or a yes / no to an as-looked offer; the step runs again."""
    ask = d.data["ask"]
    if ask in ASL_ASKS:
        answer_as_looked(ctx.s, ctx.item, ask, verb, arg)
    elif verb == "choose":
        ctx.item.info["pbe_pick"] = int(arg)  # type: ignore[call-overload]
    return True


PRIMITIVES: dict[str, Primitive] = {
    "banish": _banish, "play": _play, "look_play": _look_play, "extra_turn": _extra_turn,
    "reveal_play": _reveal_play, "look_banish": _look_banish}
ANSWERS: dict[str, Answer] = {op: _answer for op in ("play", "look_play", "reveal_play",
                                                      "look_banish")}
