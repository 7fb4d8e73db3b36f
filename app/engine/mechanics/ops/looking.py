"""Ops of the family "looking" at the top of a Main Deck: predict (RUP4 436), look_take,
look_draw, reveal_top, reveal_draw; each looks through `aslooked.look` (as-looked abilities,
370.1.b.1), whose offers its `answer` passes on."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from pydantic import model_validator

from app.engine.actions.zones import change_zone, draw_card, recycle_cards
from app.engine.core.abilities import Ability, Count, Op
from app.engine.core.actions import DONE, NO, YES, Action
from app.engine.core.events import emit
from app.engine.core.selects import Select
from app.engine.core.state import DECK, HAND, TRASH, ChainItem, Decision, GameState, Obj
from app.engine.mechanics.aslooked import ASL_ASKS, look
from app.engine.mechanics.aslooked import answer as answer_as_looked
from app.engine.mechanics.context import Ctx
from app.engine.mechanics.ops.reveal import reveal
from app.engine.mechanics.wording import _article, _cards, _Src


@dataclass(frozen=True, slots=True, kw_only=True)
class _Looking(Op):
    """An op that looks at (or reveals) the top n cards of your Main Deck."""

    n: Count = 0

    @model_validator(mode="after")
    def _looks(self) -> _Looking:
        if self.n < 1:
            raise ValueError(f"op {self.op!r} needs n >= 1")
        return self


@dataclass(frozen=True, slots=True, kw_only=True)
class Predict(_Looking):
    """Predict N: look at the top N cards of your Main Deck (as many as there are, without
    burning out), recycle any number of them, put the rest back on top in any order
    (RUP4 436.1-436.4). One card is a yes/no question; several are chosen one at a time,
    then ordered (`answer_choice`)."""

    ASKS: ClassVar[frozenset[str]] = frozenset({"predict", "predict_recycle",
                                                "predict_order"}) | ASL_ASKS
    op: Literal["predict"] = "predict"

    def run(self, ctx: Ctx) -> bool:
        s = ctx.s
        deck = s.players[ctx.controller].deck
        n = min(self.n or 1, len(deck))  # "Predict" alone is Predict 1 (436.3.a); 436.4
        if n == 0 and "asl" not in ctx.item.info:
            return True  # no burn out from predicting (RUP4 436.4.a)

        def _look() -> list[int]:
            looked = [deck[-1 - k] for k in range(n)]  # top card first
            for oid in looked:
                o = s.objs[oid]
                emit(s, "look", private_to=ctx.controller, player=ctx.controller, obj=oid,
                     card=o.card.code)
            return looked

        got = look(s, ctx.item, ctx.controller, _look)
        if got is None:
            return False
        looked = got
        n = len(looked)
        if n == 0:
            return True  # every card looked at left the deck (RUP4 431.1.c.1)
        if n == 1:
            s.decision = Decision(ctx.controller, "choose", {
                "ask": "predict", "options": [YES, NO], "obj": looked[0], "looked": looked,
                "item": ctx.item.id})
        else:
            _ask_predict(s, ctx.item, looked, [])
        return False

    def answer(self, ctx: Ctx, d: Decision, verb: str, arg: object) -> bool:
        """Recycle the one card or not; or one more card to recycle, then the order of the
        rest (the first chosen is the new top card, RUP4 436.1.a)."""
        s, item, ask = ctx.s, ctx.item, d.data["ask"]
        if ask in ASL_ASKS:
            answer_as_looked(s, item, ask, verb, arg)
        elif ask == "predict":
            if verb == "yes":
                recycle_cards(s, item.controller, [s.objs[d.data["obj"]]])
            item.resolving_index += 1
        elif ask == "predict_recycle":
            looked, recycle = d.data["looked"], list(d.data["recycle"])
            if verb == "choose":
                recycle.append(int(arg))  # type: ignore[call-overload]
            if verb == "choose" and len(recycle) < len(looked):
                _ask_predict(s, item, looked, recycle)
                return False
            # recycled together: to the bottom in a random order (RUP4 416.5)
            recycle_cards(s, item.controller, [s.objs[o] for o in recycle])
            kept = [o for o in looked if o not in recycle]
            if len(kept) > 1:
                _ask_predict_order(s, item, kept, [])
                return False
            item.resolving_index += 1
        else:  # predict_order
            kept, top = d.data["looked"], [*d.data["top"], int(arg)]  # type: ignore[call-overload]
            if len(kept) - len(top) > 1:
                _ask_predict_order(s, item, kept, top)
                return False
            top += [o for o in kept if o not in top]  # the last one goes under the others
            _put_back_on_top(s, item.controller, top)
            item.resolving_index += 1
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        n = self.n  # with its reminder, as keywords have theirs (RUP4 436.1)
        if n <= 1:
            return "predict (peek at your Main Deck's top card; you may then recycle it)"
        return (f"predict {n} (peek at your Main Deck's top {n} cards, recycle any of them "
                f"and put the others back on top in any order)")


def _ask_predict(s: GameState, item: ChainItem, looked: list[int], recycle: list[int]) -> None:
    """Which of the looked-at cards to recycle: one at a time, then "done" (RUP4 436.1.a)."""
    keep = [o for o in looked if o not in recycle]
    s.decision = Decision(item.controller, "choose", {
        "ask": "predict_recycle", "looked": looked, "recycle": recycle,
        "options": [Action("choose", (o,)) for o in keep] + [DONE], "item": item.id})


def _ask_predict_order(s: GameState, item: ChainItem, kept: list[int], top: list[int]) -> None:
    """The cards not recycled go back on top in any order: the first one chosen is the new
    top card (RUP4 436.1.a)."""
    left = [o for o in kept if o not in top]
    s.decision = Decision(item.controller, "choose", {
        "ask": "predict_order", "looked": kept, "top": top,
        "options": [Action("choose", (o,)) for o in left], "item": item.id})


def _put_back_on_top(s: GameState, player: int, top_first: list[int]) -> None:
    deck = s.players[player].deck
    deck[:] = [o for o in deck if o not in top_first] + list(reversed(top_first))
    emit(s, "put_on_top", player=player, n=len(top_first))


@dataclass(frozen=True, slots=True, kw_only=True)
class LookTake(_Looking):
    """Look at the top n cards of your Main Deck (as many as there are: looking is not
    drawing, so no burn out), put the one you choose into your hand, recycle the rest
    together (RUP4 416.5). Only the looking player sees them."""

    ASKS: ClassVar[frozenset[str]] = frozenset({"look_take"}) | ASL_ASKS
    op: Literal["look_take"] = "look_take"

    def run(self, ctx: Ctx) -> bool:
        s = ctx.s
        deck = s.players[ctx.controller].deck

        def _look() -> list[int]:
            looked = [deck[-1 - k] for k in range(min(self.n, len(deck)))]  # top card first
            for oid in looked:
                emit(s, "look", private_to=ctx.controller, player=ctx.controller, obj=oid,
                     card=s.objs[oid].card.code)
            return looked

        got = look(s, ctx.item, ctx.controller, _look)
        if got is None:
            return False
        looked = got
        if len(looked) <= 1:
            _take_rest_recycled(s, ctx.controller, looked, looked[0] if looked else None)
            return True
        s.decision = Decision(ctx.controller, "choose", {
            "ask": "look_take", "looked": looked, "item": ctx.item.id,
            "options": [Action("choose", (o,)) for o in looked]})
        return False

    def answer(self, ctx: Ctx, d: Decision, verb: str, arg: object) -> bool:
        s, item, ask = ctx.s, ctx.item, d.data["ask"]
        if ask in ASL_ASKS:
            answer_as_looked(s, item, ask, verb, arg)
            return True
        _take_rest_recycled(s, item.controller, d.data["looked"], int(arg))  # type: ignore[call-overload]
        item.resolving_index += 1
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        # as many as there are; the rest together, in a random order (RUP4 416.5)
        return (f"look at the top {_cards(self.n)} of your Main Deck, put 1 of them into "
                f"your hand and recycle the rest (to the bottom of your Main Deck)")


def _take_rest_recycled(s: GameState, player: int, looked: list[int], take: int | None) -> None:
    if take is not None:
        obj = s.objs[take]
        change_zone(s, obj, HAND)
        emit(s, "take", private_to=player, player=player, obj=obj.id, card=obj.card.code)
    recycle_cards(s, player, [s.objs[o] for o in looked if o != take])


@dataclass(frozen=True, slots=True, kw_only=True)
class RevealTop(_Looking):
    """Reveal the top n cards of your Main Deck: as many as there are, no burn out
    (RUP4 431.1.c); they stay on top (424.1.a.2)."""

    ASKS: ClassVar[frozenset[str]] = ASL_ASKS
    op: Literal["reveal_top"] = "reveal_top"

    def run(self, ctx: Ctx) -> bool:
        deck = ctx.s.players[ctx.controller].deck

        def _show() -> list[int]:
            shown = [deck[-1 - k] for k in range(min(self.n, len(deck)))]
            reveal(ctx.s, ctx.item, shown)
            return shown

        return look(ctx.s, ctx.item, ctx.controller, _show, deck_of=ctx.controller) is not None

    def answer(self, ctx: Ctx, d: Decision, verb: str, arg: object) -> bool:
        answer_as_looked(ctx.s, ctx.item, d.data["ask"], verb, arg)
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        return f"reveal the top {_cards(self.n)} of your Main Deck"


def _top_looked(ctx: Ctx, n: int) -> list[int]:
    """Look at the top n cards of your Main Deck, as many as there are (looking is not
    drawing: no burn out): only you see them (private events)."""
    s, player = ctx.s, ctx.controller
    deck = s.players[player].deck
    looked = [deck[-1 - k] for k in range(min(n, len(deck)))]  # top card first
    for oid in looked:
        emit(s, "look", private_to=player, player=player, obj=oid, card=s.objs[oid].card.code)
    return looked


@dataclass(frozen=True, slots=True, kw_only=True)
class _Typed(_Looking):
    """An op that looks for a card of a kind among the top of your deck: its `scope` (kind
    hand_card: a card off the board, with card_type, and min_energy: "a spell with Energy cost
    4 or more", printed, RUP4 206)."""

    scope: Select | None = None

    @model_validator(mode="after")
    def _typed(self) -> _Typed:
        sc = self.scope
        if sc is not None and (sc.kind != "hand_card" or sc.card_type is None):
            raise ValueError(f"op {self.op!r}: a scope of kind 'hand_card' with a card_type "
                             "(and min_energy)")
        return self

    def fits(self, o: Obj) -> bool:
        sc = self.scope
        if sc is None:
            return True
        if o.card.type.value != sc.card_type:
            return False
        return sc.min_energy is None or (o.card.energy or 0) >= sc.min_energy

    def noun(self) -> str:
        sc = self.scope
        kind = (sc.card_type if sc is not None and sc.card_type else "card").lower()
        if sc is not None and sc.min_energy is not None:
            kind += f" with Energy cost {sc.min_energy} or more"
        return kind


@dataclass(frozen=True, slots=True, kw_only=True)
class LookDraw(_Typed):
    """Look at the top n cards of your Main Deck (only you see them); with a scope, you may
    reveal a card of that kind from among them (to every player, RUP4 424) and draw it;
    without, draw one of them (413.1: a draw takes a card from a zone), or with `may` choose
    whether to. Recycle the rest together (416.5), or with `rest` "trash" put them into your
    trash (public once there). The card drawn this way is remembered (`looked_drawn`)."""

    ASKS: ClassVar[frozenset[str]] = frozenset({"look_draw"}) | ASL_ASKS
    op: Literal["look_draw"] = "look_draw"
    may: bool = False
    rest: Literal["recycle", "trash"] = "recycle"

    def run(self, ctx: Ctx) -> bool:
        s = ctx.s
        got = look(s, ctx.item, ctx.controller, lambda: _top_looked(ctx, self.n))
        if got is None:
            return False
        looked = got
        fit = [o for o in looked if self.fits(s.objs[o])]
        if self.scope is None and not self.may and len(looked) <= 1:
            self._draw(ctx, looked, looked[0] if looked else None)
            return True
        if not fit:
            self._draw(ctx, looked, None)  # none of that type: nothing to reveal (RUP4 055)
            return True
        # "you may reveal a unit": one of those that fit, or none; "draw one": any of them
        s.decision = Decision(ctx.controller, "choose", {
            "ask": "look_draw", "looked": looked, "item": ctx.item.id, "rest": self.rest,
            "options": [Action("choose", (o,)) for o in fit]
            + ([DONE] if self.scope is not None or self.may else [])})
        return False

    def answer(self, ctx: Ctx, d: Decision, verb: str, arg: object) -> bool:
        if d.data["ask"] in ASL_ASKS:
            answer_as_looked(ctx.s, ctx.item, d.data["ask"], verb, arg)
            return True
        pick = int(arg) if verb == "choose" else None  # type: ignore[call-overload]
        self._draw(ctx, d.data["looked"], pick)
        ctx.item.resolving_index += 1
        return True

    def _draw(self, ctx: Ctx, looked: list[int], pick: int | None) -> None:
        s, player = ctx.s, ctx.controller
        if pick is not None:
            if self.scope is not None:  # shown to everybody, then drawn (RUP4 424.4.a)
                reveal(s, ctx.item, [pick])
            ctx.item.info["looked_drawn"] = pick
            draw_card(s, player, s.objs[pick])
        rest = [s.objs[o] for o in looked if o != pick and s.objs[o].zone == DECK]
        if self.rest == "recycle":
            recycle_cards(s, player, rest)
            return
        for o in rest:
            change_zone(s, o, TRASH)
            emit(s, "to_trash", player=player, obj=o.id, card=o.card.code)

    def text(self, ability: Ability, src: _Src) -> str:
        top = f"look at the top {_cards(self.n)} of your Main Deck (only you see them)"
        rest = ("recycle the rest (to the bottom of your Main Deck)" if self.rest == "recycle"
                else "put the rest into your trash")
        if self.scope is None:
            draw = "You may draw 1 of them. " if self.may else "Draw 1 of them and "
            return f"{top}. {draw}{rest if not self.may else rest[:1].upper() + rest[1:]}"
        return (f"{top}. You may reveal {_article(self.noun())} from among them and draw it. "
                f"{rest[:1].upper()}{rest[1:]}")


@dataclass(frozen=True, slots=True, kw_only=True)
class RevealDraw(_Typed):
    """Reveal the top card of your Main Deck (to every player, RUP4 424); if it is of its
    scope's kind, draw it (or with `put` "hand", put it into your hand: a zone change that is
    not a draw, RUP4 413.1); `then` (otherwise) recycle it, put it into your trash, or (none)
    leave it on top (424.1.a.2). Later steps with condition reveal_missed follow the
    "otherwise" (no card revealed at all: it wasn't of that type either)."""

    ASKS: ClassVar[frozenset[str]] = ASL_ASKS
    op: Literal["reveal_draw"] = "reveal_draw"
    then: Literal["recycle", "trash"] | None = None  # "otherwise, ..." (not of that type)
    put: Literal["draw", "hand"] = "draw"

    @model_validator(mode="after")
    def _check(self) -> RevealDraw:
        if self.n != 1 or self.scope is None:
            raise ValueError("op 'reveal_draw' reveals your top card (n 1) and draws it if it "
                             "is of its scope's card_type")
        return self

    def run(self, ctx: Ctx) -> bool:
        s, item = ctx.s, ctx.item
        deck = s.players[ctx.controller].deck

        def _show() -> list[int]:
            shown = deck[-1:]
            reveal(s, item, shown)
            return shown

        got = look(s, item, ctx.controller, _show, deck_of=ctx.controller)
        if got is None:
            return False
        top = s.objs[got[0]] if got else None
        hit = top is not None and self.fits(top)
        item.info["reveal_missed"] = not hit
        if top is None:
            return True
        if hit and self.put == "hand":
            change_zone(s, top, HAND)
            emit(s, "take", player=ctx.controller, obj=top.id, card=top.card.code)
        elif hit:
            draw_card(s, ctx.controller, top)
        elif self.then == "recycle":
            recycle_cards(s, ctx.controller, [top])
        elif self.then == "trash":
            change_zone(s, top, TRASH)
        return True

    def answer(self, ctx: Ctx, d: Decision, verb: str, arg: object) -> bool:
        answer_as_looked(ctx.s, ctx.item, d.data["ask"], verb, arg)
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        get = "put it into your hand" if self.put == "hand" else "draw it"
        out = (f"reveal the top card of your Main Deck. If it is {_article(self.noun())}, "
               f"{get}")
        if self.then == "recycle":
            out += ". Otherwise, recycle it (to the bottom of your Main Deck)"
        elif self.then == "trash":
            out += ". Otherwise, put it into your trash"
        return out


OPS: tuple[type[Op], ...] = (Predict, LookTake, LookDraw, RevealTop, RevealDraw)
