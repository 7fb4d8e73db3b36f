"""Ops of the family "cards": draw, discard, discard_hand, draw_if_killed, recycle,
top_or_bottom (RUP4 416, 428-431)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, ClassVar, Literal

from pydantic import Field, model_validator

from app.engine.actions.triggers import collect_event
from app.engine.actions.zones import change_zone, discard, draw, recycle_cards, recycle_rune
from app.engine.core.abilities import Ability, Count, ObjectOp, Op
from app.engine.core.actions import DONE, Action
from app.engine.core.events import emit
from app.engine.core.selects import Select
from app.engine.core.state import DECK, HAND, RUNES, Decision
from app.engine.mechanics.context import Ctx, who
from app.engine.mechanics.wording import _acted_on, _cards, _noun, _slot_ref, _Src
from app.engine.reads.characteristics import board_candidates


@dataclass(frozen=True, slots=True, kw_only=True)
class Draw(Op):
    """Draw n: you, each player (in turn order from the turn player, RUP4 303.2.a), the
    controller of each object of the target slot (its_controller, RUP4 359.3.e.14), the
    player of the triggering event (that_player) or the player chosen as it went on the chain
    (chosen_player); with per_scope, n for each object matching it, counted as it resolves
    (dyn-amount)."""

    op: Literal["draw"] = "draw"
    n: Count = 0
    target: Count | None = None
    who: Literal["you", "each_player", "its_controller", "that_player",
                 "chosen_player"] = "you"
    per_scope: Select | None = None

    @model_validator(mode="after")
    def _check(self) -> Draw:
        if self.n < 1:
            raise ValueError("op 'draw' needs n >= 1")
        if self.per_scope is not None and self.who != "you":
            raise ValueError("per_scope only applies to op 'draw' (you draw n for each)")
        if self.per_scope is not None and self.per_scope.where in ("target_bf", "event"):
            raise ValueError("per_scope counts objects on the board: no target_bf or event")
        if (self.who == "its_controller") != (self.target is not None):
            raise ValueError("who 'its_controller' needs the target whose controller acts")
        return self

    def run(self, ctx: Ctx) -> bool:
        if self.per_scope is not None:  # "draw N for each ...": counted as it resolves
            n = (self.n or 1) * len(board_candidates(ctx.s, self.per_scope, ctx.controller,
                                                     ctx.source))
            if n:
                draw(ctx.s, ctx.controller, n)
            return True
        for player in who(ctx, self.who, self.target):
            draw(ctx.s, player, self.n or 1)
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        n = self.n or 1
        if self.who == "each_player":
            return f"each player draws {_cards(n)}"
        if self.who == "its_controller" and self.target is not None:
            ref = _slot_ref(ability, self.target)
            who = f"{ref.poss} {'controllers each draw' if ref.plural else 'controller draws'}"
            return f"{who} {_cards(n)}"
        if self.who in ("that_player", "chosen_player"):
            return f"that player draws {_cards(n)}"
        if self.per_scope is not None:  # "for each", counted as it resolves
            return f"draw {_cards(n)} for each {_noun(self.per_scope, src, plural=False)}"
        return f"draw {_cards(n)}"


@dataclass(frozen=True, slots=True, kw_only=True)
class DiscardHand(Op):
    """Discard the whole hand, yours or each player's: no choice to make (RUP4 359.3.e.11:
    as much as possible)."""

    op: Literal["discard_hand"] = "discard_hand"
    who: Literal["you", "each_player"] = "you"

    def run(self, ctx: Ctx) -> bool:
        for player in who(ctx, self.who):
            for oid in list(ctx.s.players[player].hand):
                discard(ctx.s, ctx.s.objs[oid])
                collect_event(ctx.s, "discarded", obj=ctx.s.objs[oid])
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        if self.who == "each_player":
            return "each player discards their whole hand"
        return "discard your whole hand"


@dataclass(frozen=True, slots=True, kw_only=True)
class Discard(Op):
    """Discard n cards of your choice from your hand, one at a time ("when you discard one or
    more cards": one event for the instruction, RUP4 383.1). `who = "each_player"`: each
    player discards n of their choice, in turn order from the turn player (RUP4 303.2.a);
    `"chosen_player"`: the player chosen as it went on the chain discards (player-choices)."""

    ASKS: ClassVar[frozenset[str]] = frozenset({"discard"})
    op: Literal["discard"] = "discard"
    n: Count = 0
    who: Literal["you", "each_player", "chosen_player"] = "you"

    @model_validator(mode="after")
    def _check(self) -> Discard:
        if self.n < 1:
            raise ValueError("op 'discard' needs n >= 1")
        return self

    def _players(self, ctx: Ctx) -> list[int]:
        return who(ctx, self.who)

    def run(self, ctx: Ctx) -> bool:
        s, info = ctx.s, ctx.item.info
        players = self._players(ctx)
        k = info.get("discard_player", 0)
        while k < len(players) and not s.players[players[k]].hand:
            k += 1  # an empty hand discards nothing
        if k >= len(players):
            info.pop("discard_player", None)
            info.pop("discard_left", None)
            return True
        info["discard_player"] = k
        left = info.get("discard_left", self.n or 1)
        info["discard_left"] = left
        p = players[k]
        s.decision = Decision(p, "choose", {
            "ask": "discard", "options": [Action("choose", (i,)) for i in s.players[p].hand],
            "item": ctx.item.id})
        return False

    def answer(self, ctx: Ctx, d: Decision, verb: str, arg: object) -> bool:
        """One card discarded; a player is done once enough are, or their hand is empty; the
        step ends once every player named is."""
        s, item = ctx.s, ctx.item
        oid = int(arg)  # type: ignore[call-overload]
        p = d.player
        discard(s, s.objs[oid])
        collect_event(s, "discarded", obj=s.objs[oid])
        item.info.setdefault("discarded", []).append(oid)
        item.info["discard_left"] -= 1
        item.info["discarded_n"] = item.info.get("discarded_n", 0) + 1
        if item.info["discard_left"] <= 0 or not s.players[p].hand:
            item.info.pop("discard_left")
            # "when you discard one or more cards": one event per instruction (RUP4 383.1)
            collect_event(s, "you_discard", player=p, n=item.info.pop("discarded_n"))
            k = item.info.pop("discard_player", 0) + 1
            if k < len(self._players(ctx)):
                item.info["discard_player"] = k  # the next player discards
            else:
                item.resolving_index += 1
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        if self.who == "each_player":
            return f"each player discards {_cards(self.n or 1)}"
        if self.who == "chosen_player":
            return f"that player discards {_cards(self.n or 1)}"
        return f"discard {_cards(self.n or 1)}"


@dataclass(frozen=True, slots=True, kw_only=True)
class DrawIfKilled(ObjectOp):
    """"If this kills it, do this: draw n": checked in the cleanup right after (RUP4 387)."""

    op: Literal["draw_if_killed"] = "draw_if_killed"
    n: Count = 0

    @model_validator(mode="after")
    def _check(self) -> DrawIfKilled:
        if self.target is None:
            raise ValueError("op 'draw_if_killed' needs the target it checks")
        if self.n < 1:
            raise ValueError("op 'draw_if_killed' needs n >= 1")
        return self

    def run(self, ctx: Ctx) -> bool:
        for o in ctx.targets(self.target):
            ctx.s.extra.setdefault("death_watch", []).append((o.id, ctx.controller, self.n or 1))
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        o = _acted_on(self, ability, src)
        # a reflexive trigger (FAQ-ORIGINS, Disintegrate): its own chain item, after the kill
        return (f"if {o.subj} dies as a result, do this (players may respond first): draw "
                f"{_cards(self.n or 1)}")


@dataclass(frozen=True, slots=True, kw_only=True)
class Recycle(ObjectOp):
    """Recycle the objects: cards to the bottom of their owner's Main Deck together (in a
    random order, RUP4 416.5), runes to the bottom of their owner's Rune Deck (416.1.b-c).
    Recycling a rune this way adds no Power: that is the rune's own ability (164.2.b).
    With n and a scope, "recycle N from your trash" / "recycle one of your runes": the
    player chooses N on resolution, without targeting (416.6), as many as there are (416.4);
    runes are chosen one at a time, which is the order they go under (416.5.a); `may`:
    "recycle up to N", each pick may be the last. `owners`: "their owners recycle them":
    each owner recycles their own cards (their "when you recycle" abilities, RUP4 416.1,
    411.4), in turn order from the turn player (303.2.a)."""

    ASKS: ClassVar[frozenset[str]] = frozenset({"recycle_pick"})
    op: Literal["recycle"] = "recycle"
    n: Count = 0
    may: bool = False
    owners: bool = False

    @model_validator(mode="after")
    def _check(self) -> Recycle:
        picks = self.scope is not None and self.scope.where != "self"
        if picks and (self.n < 1 or self.scope.kind not in ("trash_card", "rune")  # type: ignore[union-attr]
                      or self.scope.where != "any"):  # type: ignore[union-attr]
            # "recycle N from your trash" / "recycle one of your runes" (RUP4 416.6)
            raise ValueError("op 'recycle' with a scope picks n cards of your trash or "
                             "runes (kind 'trash_card' or 'rune', n >= 1)")
        if not picks and self.n:
            raise ValueError("op 'recycle' takes n only when picking from a scope")
        if self.may and not (self.scope is not None and self.n):
            raise ValueError("may only applies to a pick by each player (or 'recycle up to')")
        if self.owners and (picks or self.target is None):
            raise ValueError("owners: the owners of the target slot's cards recycle them")
        return self

    def _picks(self) -> bool:
        return bool(self.n) and self.scope is not None and self.scope.where != "self"

    def run(self, ctx: Ctx) -> bool:
        if self._picks():
            return self._pick(ctx)
        objs = ctx.objects(self)
        runes = [o for o in objs if o.zone == RUNES]
        cards = [o for o in objs if o.zone != RUNES]
        for r in runes:
            recycle_rune(ctx.s, r)
        if not self.owners:
            recycle_cards(ctx.s, ctx.controller, cards)
            return True
        for p in ctx.s.order_from(ctx.s.turn_player):
            recycle_cards(ctx.s, p, [o for o in cards if o.owner == p])
        return True

    def _pick(self, ctx: Ctx) -> bool:
        s, item, scope = ctx.s, ctx.item, self.scope
        assert scope is not None
        picked: list[int] = item.info.get("recycle_picked", [])
        cands = [o for o in board_candidates(s, scope, ctx.controller, ctx.source)
                 if o.id not in picked
                 and (scope.kind != "rune" or o.controller == ctx.controller)]
        left = self.n - len(picked)
        if self.may and item.info.pop("recycle_done", False):
            left = 0  # "up to N": the player stopped choosing
        if self.may and left > 0 and cands:  # "recycle up to N": each pick may be the last
            s.decision = Decision(ctx.controller, "choose", {
                "ask": "recycle_pick", "kind": scope.kind, "item": item.id,
                "from": "trashes" if scope.any_trash else "yours",
                "options": [Action("choose", (o.id,)) for o in cands] + [DONE]})
            return False
        if left > 0 and cands and (len(cands) > left or (scope.kind == "rune" and len(cands) > 1)):
            s.decision = Decision(ctx.controller, "choose", {
                "ask": "recycle_pick", "kind": scope.kind, "item": item.id,
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

    def answer(self, ctx: Ctx, d: Decision, verb: str, arg: object) -> bool:
        """One more chosen (the step runs again to ask for the next or to recycle them
        all), or "done" for "up to N": no more (the step ends)."""
        info = ctx.item.info
        if verb == "done":
            info["recycle_done"] = True
        else:
            info["recycle_picked"] = [*info.get("recycle_picked", []), int(arg)]  # type: ignore[call-overload]
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        n, scope = self.n, self.scope
        if self._picks() and scope is not None:
            # "recycle N from your trash" / "recycle one of your runes" (RUP4 416.6, 416.4)
            if scope.kind == "rune":
                which = "one of your runes" if n == 1 else f"{n} of your runes"
                return (f"recycle {which} (put {'it' if n == 1 else 'them'} on the bottom of "
                        f"your Rune Deck)")
            if self.may or scope.any_trash:  # "recycle up to N from trashes"
                where = "any player's trash" if scope.any_trash else "your trash"
                what = _noun(scope, src, plural=n > 1).split(" in ")[0]
                upto = "up to " if self.may else ""
                return (f"recycle {upto}{n} {what} from {where} (each goes to the bottom of "
                        f"its owner's Main Deck)")
            what = _noun(scope, src, plural=n > 1).removesuffix(" in your trash")
            return (f"recycle {n} {what} from your trash (as many as there are; "
                    f"{'it goes' if n == 1 else 'they go'} to the bottom of your Main Deck)")
        o = _acted_on(self, ability, src)  # RUP4 416.1
        if self.owners:
            who = f"{o.poss} owners recycle them" if o.plural else f"{o.poss} owner recycles it"
            return f"{who} (to the bottom of their Main Deck)"
        kind = (ability.targets[self.target].select.kind if self.target is not None
                else scope.kind if scope is not None else "")
        deck = "Rune Deck" if kind == "rune" else "Main Deck"
        owner = "their owners'" if o.plural else "its owner's"
        pron = "them" if o.plural else "it"
        return f"recycle {o.obj} (put {pron} on the bottom of {owner} {deck})"


@dataclass(frozen=True, slots=True, kw_only=True)
class TopOrBottom(Op):
    """Put a card on the top or the bottom of its owner's Main Deck, its owner choosing which
    as it resolves: each object of the target slot still legal ("its owner places it on the
    top or bottom of their Main Deck"; a token ceases to exist, RUP4 186), or without a
    target a card of your hand you choose then ("put a card from your hand on the top or
    bottom of your Main Deck": no card, nothing to do, 359.3.e.11). Which hand card it is
    stays private to its owner (a hand and a deck's order are secret, 108.4.d, 128); where
    it goes is public."""

    ASKS: ClassVar[frozenset[str]] = frozenset({"deck_card", "top_or_bottom"})
    op: Literal["top_or_bottom"] = "top_or_bottom"
    target: Annotated[int, Field(ge=0)] | None = None

    def run(self, ctx: Ctx) -> bool:
        s, info = ctx.s, ctx.item.info
        left = info.get("placing")
        if left is None and self.target is None:
            hand = s.players[ctx.controller].hand
            if not hand:
                return True
            if len(hand) == 1:  # no choice to make
                info["placing"] = list(hand)
                return self.run(ctx)
            s.decision = Decision(ctx.controller, "choose", {
                "ask": "deck_card", "options": [Action("choose", (i,)) for i in hand],
                "item": ctx.item.id})
            return False
        if left is None:
            left = [o.id for o in ctx.targets(self.target)]
        if not left:
            info.pop("placing", None)
            return True
        info["placing"] = left
        o = s.objs[left[0]]
        s.decision = Decision(o.owner, "choose", {
            "ask": "top_or_bottom", "obj": o.id, "item": ctx.item.id,
            "options": [Action("choose", ("top",)), Action("choose", ("bottom",))]})
        return False

    def answer(self, ctx: Ctx, d: Decision, verb: str, arg: object) -> bool:
        """The hand card chosen (the step runs again to ask where it goes), or where the
        first card left goes; the step ends once every card is placed."""
        s, info = ctx.s, ctx.item.info
        if d.data["ask"] == "deck_card":
            info["placing"] = [int(arg)]  # type: ignore[call-overload]
            return True
        o = s.objs[d.data["obj"]]
        emit(s, "deck_place", private_to=o.owner if o.zone == HAND else None,
             player=o.owner, obj=o.id, card=o.card.code, where=str(arg))
        change_zone(s, o, DECK, bottom=arg == "bottom")
        info["placing"] = info["placing"][1:]
        if not info["placing"]:
            info.pop("placing")
            ctx.item.resolving_index += 1
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        if self.target is None:
            return "put a card from your hand on the top or the bottom of your Main Deck"
        o = _slot_ref(ability, self.target)
        if o.plural:
            return (f"{o.poss} owners put {o.obj} on the top or the bottom of their Main "
                    f"Decks, each as they choose")
        return f"{o.poss} owner puts {o.obj} on the top or the bottom of their Main Deck"


OPS = (Draw, DiscardHand, Discard, DrawIfKilled, Recycle, TopOrBottom)
