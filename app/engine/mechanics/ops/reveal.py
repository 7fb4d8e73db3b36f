"""Ops of the family "reveal" (RUP4 424): reveal_hand, revealed_discard, revealed_recycle,
revealed_banish, revealed_play, and the cards revealed right now for the view
(`revealed_cards`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, ClassVar, Literal

from pydantic import Field, model_validator

from app.engine.actions.triggers import collect_event
from app.engine.actions.zones import discard, recycle_cards, recycle_to_deck
from app.engine.core.abilities import Ability, ObjectOp, Op
from app.engine.core.actions import DONE, Action
from app.engine.core.events import emit
from app.engine.core.selects import Select
from app.engine.core.state import BASE, BF, DECK, HAND, ChainItem, Decision, GameState, Obj
from app.engine.mechanics.aslooked import as_revealed
from app.engine.mechanics.context import Ctx, who
from app.engine.mechanics.playcard import PlaysCard, banish, play_card, playable_by_effect
from app.engine.mechanics.wording import _article, _Src
from app.engine.reads.restrict import unit_barred_at


def reveal(s: GameState, item: ChainItem, oids: list[int]) -> None:
    """Reveal cards: presented to all players (RUP4 424.1), staying in their zone (424.1.a.2),
    until this spell or ability finishes resolving (424.1.a.3): the view shows the revealed
    cards of the items on the chain (`revealed_cards`). A card revealed from a Main Deck uses
    its "as I'm revealed" ability (370.1.b.1)."""
    as_revealed(s, oids)
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


@dataclass(frozen=True, slots=True, kw_only=True)
class RevealHand(Op):
    """"They reveal their hand": every card in it now (RUP4 424.3.a, 424.3.a.1): yours, or
    the chosen player's (player-choices); revealed until this finishes resolving
    (424.1.a.3)."""

    op: Literal["reveal_hand"] = "reveal_hand"
    who: Literal["you", "chosen_player"] = "you"

    def run(self, ctx: Ctx) -> bool:
        for player in who(ctx, self.who):
            reveal(ctx.s, ctx.item, list(ctx.s.players[player].hand))
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        return ("that player reveals their hand" if self.who == "chosen_player"
                else "reveal your hand")


@dataclass(frozen=True, slots=True, kw_only=True)
class _Revealed(ObjectOp):
    """An op on the cards this ability revealed, still where they were revealed: those of
    its scope (kind hand_card, with card_type / not_card_type / domain), if any."""

    HAND_CARDS: ClassVar[bool] = True
    ASKS: ClassVar[frozenset[str]] = frozenset({"revealed_pick"})

    @model_validator(mode="after")
    def _revealed(self) -> _Revealed:
        if self.target is not None or (self.scope is not None
                                       and self.scope.kind != "hand_card"):
            raise ValueError(f"op {self.op!r} picks among revealed cards: a scope of kind "
                             "'hand_card' or nothing")
        return self

    def _matching(self, ctx: Ctx) -> list[int]:
        return _revealed_matching(ctx, self.scope)

    def _pick(self, ctx: Ctx, then: str) -> bool:
        """ "Choose a (non-unit) card from it": you choose on resolution among the revealed
        cards that match; a single one is taken without asking, none and nothing happens
        (RUP4 055)."""
        cands = self._matching(ctx)
        if len(cands) <= 1:
            for oid in cands:
                _act_on_revealed(ctx.s, ctx.item, then, oid)
            return True
        ctx.s.decision = Decision(ctx.controller, "choose", {
            "ask": "revealed_pick", "then": then, "item": ctx.item.id, "looked": cands,
            "options": [Action("choose", (o,)) for o in cands]})
        return False

    def answer(self, ctx: Ctx, d: Decision, verb: str, arg: object) -> bool:
        _act_on_revealed(ctx.s, ctx.item, d.data["then"], int(arg))  # type: ignore[call-overload]
        ctx.item.resolving_index += 1
        return True

    def _chosen(self) -> str:
        sel = self.scope
        assert sel is not None
        kind = (f"{sel.card_type.lower()} card" if sel.card_type
                else f"non-{sel.not_card_type.lower()} card" if sel.not_card_type else "card")
        if sel.domain is not None:
            kind = f"{sel.domain.value} {kind}"
        return f"choose {_article(kind)} from among the revealed cards"


def _revealed_matching(ctx: Ctx, sel: Select | None) -> list[int]:
    """The cards this ability revealed, still where they were revealed, that match `sel` (its
    card_type, not_card_type, domain), if any."""
    s = ctx.s
    out = []
    for oid in ctx.item.info.get("revealed", ()):
        o = s.objs[oid]
        if o.zone not in (HAND, DECK):
            continue  # no longer revealed where it was (a new object elsewhere, RUP4 124)
        if sel is not None and (
            (sel.card_type is not None and o.card.type.value != sel.card_type)
            or (sel.not_card_type is not None and o.card.type.value == sel.not_card_type)
            or (sel.domain is not None and sel.domain not in o.card.domains)
        ):
            continue
        out.append(oid)
    return out


def _act_on_revealed(s: GameState, item: ChainItem, then: str, oid: int) -> None:
    o = s.objs[oid]
    if then == "discard":  # "they discard that card": its owner discards it
        discard(s, o)
        collect_event(s, "discarded", obj=o)
        collect_event(s, "you_discard", player=o.owner, n=1)
    elif then == "banish":  # face up to its owner's Banishment; the item remembers it (427.3)
        banish(s, o, item)
    elif o.owner == item.controller:
        recycle_cards(s, item.controller, [o])
    else:
        recycle_to_deck(s, [o])  # to its owner's Main Deck, not "your" (RUP4 416.1)


@dataclass(frozen=True, slots=True, kw_only=True)
class RevealedDiscard(_Revealed):
    """One revealed card matching the scope, chosen on resolution: its owner discards it."""

    op: Literal["revealed_discard"] = "revealed_discard"

    @model_validator(mode="after")
    def _check(self) -> RevealedDiscard:
        if self.scope is None:
            raise ValueError("op 'revealed_discard' needs a scope (kind 'hand_card')")
        return self

    def run(self, ctx: Ctx) -> bool:
        return self._pick(ctx, "discard")

    def text(self, ability: Ability, src: _Src) -> str:
        return f"{self._chosen()}; its owner discards it"


@dataclass(frozen=True, slots=True, kw_only=True)
class RevealedRecycle(_Revealed):
    """With a scope, one chosen card; without, every revealed card still there, together in
    a random order (RUP4 416.5)."""

    op: Literal["revealed_recycle"] = "revealed_recycle"

    def run(self, ctx: Ctx) -> bool:
        if self.scope is not None:
            return self._pick(ctx, "recycle")
        s = ctx.s
        cards = [s.objs[i] for i in self._matching(ctx)]
        mine = [o for o in cards if o.owner == ctx.controller]
        recycle_cards(s, ctx.controller, mine)
        recycle_to_deck(s, [o for o in cards if o.owner != ctx.controller])
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        if self.scope is not None:
            return (f"{self._chosen()} and recycle it (it goes to the bottom of its owner's "
                    f"Main Deck)")
        return "recycle the revealed cards (they go to the bottom of your Main Deck)"


@dataclass(frozen=True, slots=True, kw_only=True)
class RevealedBanish(_Revealed):
    """ "Choose a card revealed this way and banish it": one revealed card matching the scope,
    chosen on resolution, goes face up to its owner's Banishment (RUP4 427); the item
    remembers it for its later instructions ("when they hold, return it", a delay step)."""

    op: Literal["revealed_banish"] = "revealed_banish"

    @model_validator(mode="after")
    def _check(self) -> RevealedBanish:
        if self.scope is None:
            raise ValueError("op 'revealed_banish' needs a scope (kind 'hand_card')")
        return self

    def run(self, ctx: Ctx) -> bool:
        return self._pick(ctx, "banish")

    def text(self, ability: Ability, src: _Src) -> str:
        return f"{self._chosen()} and banish it (put it face up into its owner's Banishment)"


@dataclass(frozen=True, slots=True, kw_only=True)
class RevealedPlay(PlaysCard):
    """ "You may choose a unit from it. They play that unit to that battlefield": one revealed
    card matching the scope (kind hand_card), chosen on resolution, or none (Done: a "may"),
    is played by its owner (RUP4 419.3) to the battlefield chosen in target slot `at`, where
    they must play it (419.3.b, 355.2); none if that battlefield is gone or units can't be
    played there (359.3.e.6, 054.1). `ignore` "any_and_all" (356.5.a). The item remembers the
    card played (`played`): "if they do, then do this: stun it" is a reflex step with
    condition if_played, whose "it" is that unit."""

    HAND_CARDS: ClassVar[bool] = True
    ASKS: ClassVar[frozenset[str]] = frozenset({"revealed_pick"})
    op: Literal["revealed_play"] = "revealed_play"
    at: Annotated[int, Field(ge=0)] = 0  # the target slot of the battlefield it is played to

    @model_validator(mode="after")
    def _check(self) -> RevealedPlay:
        if self.scope is None or self.scope.kind != "hand_card" or self.target is not None:
            raise ValueError("op 'revealed_play' plays a revealed card of its scope (kind "
                             "'hand_card'), at the battlefield of its slot 'at' (no target)")
        return self

    def _bf(self, ctx: Ctx, card: Obj) -> int:
        """The battlefield of slot `at`, or -1: gone, or one the card's owner can't play
        this unit to."""
        chosen = ctx.targets(self.at)
        bf = next((n for n, b in enumerate(ctx.s.battlefields)
                   if chosen and b.obj == chosen[0].id), -1)
        return -1 if bf < 0 or unit_barred_at(ctx.s, card.owner, card, f"bf{bf}") else bf

    def run(self, ctx: Ctx) -> bool:
        s, item = ctx.s, ctx.item
        if item.info.get("rp_stage") == "played":  # its owner's play is done (resumed)
            _note_played(s, item)
            return True
        cands = [oid for oid in _revealed_matching(ctx, self.scope)
                 if self._bf(ctx, s.objs[oid]) >= 0
                 and playable_by_effect(s, s.objs[oid].owner, s.objs[oid], self)]
        if not cands:
            return True  # nothing it may play: nothing happens (RUP4 419.3.c)
        s.decision = Decision(ctx.controller, "choose", {
            "ask": "revealed_pick", "then": "play", "item": item.id, "looked": cands,
            "options": [Action("choose", (o,)) for o in cands] + [DONE]})
        return False

    def answer(self, ctx: Ctx, d: Decision, verb: str, arg: object) -> bool:
        s, item = ctx.s, ctx.item
        if verb == "done":  # none chosen ("you may")
            item.resolving_index += 1
            return True
        o = s.objs[int(arg)]  # type: ignore[call-overload]
        item.info["rp_stage"], item.info["rp_obj"] = "played", o.id
        if not play_card(s, item, o.owner, o, self, at_bf=self._bf(ctx, o)):
            return False  # its owner decides (Accelerate...): the step resumes once played
        _note_played(s, item)
        item.resolving_index += 1
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        sel = self.scope
        assert sel is not None
        kind = f"{sel.card_type.lower()} card" if sel.card_type else "card"
        return (f"you may choose {_article(kind)} from among the revealed cards. Its owner "
                f"plays it to the chosen battlefield{self.cost_text()}")


def _note_played(s: GameState, item: ChainItem) -> None:
    """ "If they do": revealed_play had its owner play the card (`played`); it is "it" of a
    reflexive trigger (`revealed_played`) while it is that object on the board (RUP4 386-387,
    124)."""
    item.info.pop("rp_stage", None)
    o = s.objs[int(item.info.pop("rp_obj"))]
    if o.zone in (BASE, BF):
        item.info["played"] = True  # "if they do" (step condition if_played)
        item.info["revealed_played"] = [o.id, o.incarnation]


@dataclass(frozen=True, slots=True, kw_only=True)
class PeekFacedown(Op):
    """ "You can look at their facedown cards this turn": the chosen player's facedown cards
    (RUP4 811), private to them (128.4), are seen by you too until the turn ends, those they
    hide later this turn included (turn flag "peek<you>": the players whose cards you see)."""

    op: Literal["peek_facedown"] = "peek_facedown"
    who: Literal["you", "chosen_player"] = "you"  # "you" only as the legacy form's default

    @model_validator(mode="after")
    def _check(self) -> PeekFacedown:
        if self.who != "chosen_player":
            raise ValueError("op 'peek_facedown' looks at the chosen player's facedown cards: "
                             "who 'chosen_player'")
        return self

    def run(self, ctx: Ctx) -> bool:
        seen: list[int] = ctx.s.turn_flags.setdefault(f"peek{ctx.controller}", [])
        for player in who(ctx, self.who):
            if player not in seen:
                seen.append(player)
                emit(ctx.s, "peek_facedown", player=ctx.controller, of=player)
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        return "you may look at that player's facedown cards this turn"


def peeks(s: GameState, viewer: int, controller: int) -> bool:
    """Whether `viewer` may see `controller`'s facedown cards this turn (peek_facedown)."""
    return controller in s.turn_flags.get(f"peek{viewer}", ())


OPS: tuple[type[Op], ...] = (RevealHand, RevealedDiscard, RevealedRecycle, RevealedBanish,
                             RevealedPlay, PeekFacedown)
