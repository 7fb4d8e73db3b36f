"""Named handlers for the genuinely one-off cards the data vocabulary doesn't say.

Each handler is a function (`Ctx`) -> bool listed in `HANDLERS` (run by the op "handler",
app.engine.mechanics.ops.chain; worded by `TEXT`), built from the same game actions
as the ops (draw, channel, deal, stun, recycle), so the events and triggers they cause are
the usual ones. A handler that needs a choice sets a decision and returns False; its answer
is applied by the function listed under the same "ask" in `ANSWERS`, then the step runs
again.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Annotated, Literal

from pydantic import Field

from app.engine.actions.damage import bonus_damage, deal
from app.engine.actions.triggers import start_trigger
from app.engine.actions.zones import channel, draw, recycle_cards, recycle_rune, recycle_to_deck
from app.engine.core.abilities import Ability, Op
from app.engine.core.actions import Action
from app.engine.core.enums import CardType, Domain
from app.engine.core.events import emit
from app.engine.core.selects import Select, TargetSlot, Where
from app.engine.core.state import BF, HAND, ChainItem, Decision, GameState, Obj
from app.engine.mechanics.context import Ctx, harm_replaced, you_stunned
from app.engine.mechanics.wording import CardTextError, _Src
from app.engine.reads.board import is_enemy

Answer = Callable[[GameState, ChainItem, str, object], None]


@dataclass(frozen=True, slots=True, kw_only=True)
class Handler(Op):
    """A one-off card's own instructions: the function `HANDLERS[handler]`, worded by
    `TEXT[handler]`; its questions are answered by `ANSWERS` under their "ask"."""

    op: Literal["handler"] = "handler"
    handler: Annotated[str, Field(min_length=1)]

    def run(self, ctx: Ctx) -> bool:
        return HANDLERS[self.handler](ctx)

    def answer(self, ctx: Ctx, d: Decision, verb: str, arg: object) -> bool:
        ANSWERS[d.data["ask"]](ctx.s, ctx.item, verb, arg)
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        if self.handler not in TEXT:
            raise CardTextError(f"no wording for handler {self.handler!r}")
        return TEXT[self.handler]


ANSWERS: dict[str, Answer] = {}


VOTES = ("cards", "runes")


def party_favors(ctx: Ctx) -> bool:
    """Each other player, in turn order from the one after you (RUP4 303.2.a), chooses Cards
    or Runes; then for each Cards, you and that player each draw 1, for each Runes, you and
    that player each channel 1 rune exhausted (in the order the players chose)."""
    s, info = ctx.s, ctx.item.info
    left = info.get("vote_left")
    if left is None:
        left = [q for q in s.order_from(ctx.controller) if q != ctx.controller]
    if left:
        info["vote_left"] = left
        s.decision = Decision(left[0], "choose", {
            "ask": "party_vote", "item": ctx.item.id, "by": ctx.controller,
            "options": [Action("choose", (v,)) for v in VOTES]})
        return False
    info.pop("vote_left", None)
    for player, vote in info.pop("votes", []):
        for who in (ctx.controller, player):
            if vote == "cards":
                draw(s, who, 1)
            else:
                channel(s, who, 1, exhausted=True)
    return True


def _party_vote(s: GameState, item: ChainItem, verb: str, arg: object) -> None:
    left = item.info["vote_left"]
    emit(s, "vote", player=left[0], choice=str(arg))
    item.info.setdefault("votes", []).append((left[0], str(arg)))
    item.info["vote_left"] = left[1:]


def twisted_fate(ctx: Ctx) -> bool:
    """Reveal the top rune of your Rune Deck and recycle it (to the bottom, RUP4 416.1.b),
    then "do one of the following based on its domain": a reflexive trigger, its own chain
    item, whose choice is made as it goes on the chain and can be answered (RUP4 387.1;
    FAQ-ORIGINS, Twisted Fate): Fury, deal 2 to an enemy unit here and 1 to each other enemy
    unit here; Mind, draw 1; Order, stun an enemy unit."""
    s, info = ctx.s, ctx.item.info
    if "tf_domain" in info:  # the reflexive trigger resolves
        _tf_effect(ctx, info["tf_domain"])
        return True
    deck = s.players[ctx.controller].rune_deck
    if not deck:
        return True  # no rune to reveal: no domain, nothing more (RUP4 055)
    rune = s.objs[deck[-1]]
    emit(s, "reveal", player=ctx.controller, obj=rune.id, card=rune.card.code, by_effect=True)
    domains = rune.card.domains
    domain = domains[0].value if domains else ""
    recycle_rune(s, rune)
    ab = _TF_REFLEX.get(domain)
    if ab is not None:
        s.waiting_triggers.append(start_trigger(s, ctx.controller, ctx.source, ab,
                                                {"tf_domain": domain}))
    return True


def _tf_effect(ctx: Ctx, domain: str) -> None:
    s = ctx.s
    if domain == Domain.MIND.value:
        draw(s, ctx.controller, 1)
        return
    chosen = ctx.targets(0)
    if domain == Domain.FURY.value:
        src = ctx.source
        for o in chosen:
            deal(s, o, 2 + bonus_damage(s, ctx.controller, ctx.item, o), ctx.controller)
        others = [o for o in s.objs.values() if o.zone == BF and o.is_unit
                  and src is not None and src.zone == BF and o.bf == src.bf
                  and is_enemy(s, ctx.controller, o.controller)
                  and all(o.id != c.id for c in chosen)]
        for o in sorted(others, key=lambda o: o.id):
            deal(s, o, 1 + bonus_damage(s, ctx.controller, ctx.item, o), ctx.controller)
        return
    # RUP4 423.1.a.1; a chosen unit may replace its stun (Gangplank, Naval)
    stunned = [o for o in chosen if not o.stunned and not harm_replaced(ctx, o, True)]
    for o in stunned:
        o.stunned = True
        s.dirty = True
        emit(s, "stun", obj=o.id)
    you_stunned(s, ctx.controller, stunned)


def _tf_reflex(where: Where | None) -> Ability:
    slots = () if where is None else (
        TargetSlot(select=Select(kind="unit", side="enemy", where=where)),)
    return Ability(kind="triggered", trigger="reflexive", targets=slots,
                   steps=(Handler(handler="twisted_fate"),))


_TF_REFLEX = {Domain.FURY.value: _tf_reflex("here"), Domain.MIND.value: _tf_reflex(None),
              Domain.ORDER.value: _tf_reflex("any")}


KEEP_KINDS = ("unit", "gear", "rune", "hand")


def _kind_objects(s: GameState, player: int, kind: str) -> list[Obj]:
    """The player's objects of one kind: units / gear they control, runes they control,
    cards in their hand."""
    if kind == "hand":
        return [s.objs[i] for i in s.players[player].hand]
    if kind == "rune":
        return [s.objs[i] for i in s.players[player].runes]
    found = [s.objs[i] for i in s.players[player].base]
    for b in s.battlefields:
        found.extend(s.objs[i] for i in b.units)
    want = CardType.UNIT if kind == "unit" else CardType.GEAR
    return [o for o in found if o.controller == player and o.card.type is want]


def divine_judgment(ctx: Ctx) -> bool:
    """Each player, in turn order from the turn player (RUP4 303.2.a), chooses 2 units and 2
    gear they control, 2 runes they control and 2 cards in their hand (all of a kind when
    they have 2 or fewer), one at a time; once all have chosen, everything else of those
    kinds is recycled (416.1: cards to the bottom of their owner's Main Deck together, in a
    random order, 416.5; runes to the bottom of their owner's Rune Deck; a token ceases to
    exist, 186). A card leaving a hand this way is not revealed."""
    s, info = ctx.s, ctx.item.info
    keep: dict[str, list[int]] = info.setdefault("keep", {})
    order = s.order_from(s.turn_player)
    for player in order:
        for kind in KEEP_KINDS:
            objs = _kind_objects(s, player, kind)
            kept = keep.setdefault(f"{player}:{kind}", [])
            if len(objs) > 2 and len(kept) < 2:
                info["keep_key"] = f"{player}:{kind}"
                s.decision = Decision(player, "choose", {
                    "ask": "keep_pick", "item": ctx.item.id, "kind": kind,
                    "left": 2 - len(kept),
                    "options": [Action("choose", (o.id,)) for o in objs if o.id not in kept]})
                return False
    info.pop("keep_key", None)
    info.pop("keep")
    cards: list[Obj] = []
    for player in order:
        for kind in KEEP_KINDS:
            kept_ids = set(keep.get(f"{player}:{kind}", ()))
            objs = _kind_objects(s, player, kind)
            if len(objs) <= 2:
                continue
            for o in objs:
                if o.id in kept_ids:
                    continue
                if kind == "rune":
                    recycle_rune(s, o)
                else:
                    cards.append(o)
    mine = [o for o in cards if o.owner == ctx.controller]
    recycle_cards(s, ctx.controller, mine)  # "you recycle ... to your Main Deck" (416)
    recycle_to_deck(s, [o for o in cards if o.owner != ctx.controller])
    return True


def _keep_pick(s: GameState, item: ChainItem, verb: str, arg: object) -> None:
    o = s.objs[int(arg)]  # type: ignore[call-overload]
    hidden = o.zone == HAND  # which hand card is kept stays private to its owner
    emit(s, "keep", private_to=o.owner if hidden else None, player=o.owner, obj=o.id,
         card=o.card.code)
    item.info["keep"][item.info["keep_key"]].append(o.id)


HANDLERS: dict[str, Callable[[Ctx], bool]] = {
    "party_favors": party_favors, "twisted_fate": twisted_fate,
    "divine_judgment": divine_judgment}
ANSWERS.update({"party_vote": _party_vote, "keep_pick": _keep_pick})
Handler.ASKS = frozenset(ANSWERS)

# the English of each one-off card's instructions (its card text, app.cards.text)
TEXT = {
    "divine_judgment": ("each player chooses 2 units and 2 gear they control, 2 runes they "
                        "control and 2 cards in their hand. Recycle everything else of those "
                        "kinds (cards go to the bottom of their owner's Main Deck, runes to the "
                        "bottom of their owner's Rune Deck)"),
    "party_favors": ("each other player chooses Cards or Runes. For each player who chose "
                     "Cards, you and that player each draw 1 card. For each player who chose "
                     "Runes, you and that player each channel 1 rune, which enters exhausted"),
    "twisted_fate": ("reveal the top rune of your Rune Deck, then recycle it (it goes to the "
                     "bottom of your Rune Deck). If it is a Fury rune, choose an enemy unit at "
                     "this unit's location: deal 2 damage to it and 1 damage to each other "
                     "enemy unit there. If it is a Mind rune, draw 1 card. If it is an Order "
                     "rune, choose an enemy unit and stun it"),
}
