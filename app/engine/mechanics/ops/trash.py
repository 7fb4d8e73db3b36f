"""Ops of the family "trash": burn (RUP4 440, burning out per 431), grant_flow (giving a
spell in a trash Flow, 829; app.engine.reads.trashplay) and to_trash (cards banished with the
source put into their owners' trashes)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from pydantic import model_validator

from app.engine.actions.triggers import start_trigger
from app.engine.actions.zones import burn, change_zone
from app.engine.core.abilities import Ability, Count, ObjectOp, Op
from app.engine.core.enums import CardType
from app.engine.core.events import emit
from app.engine.core.state import BANISH, TRASH
from app.engine.mechanics.context import Ctx, who
from app.engine.mechanics.wording import _acted_on, _cards, _Src
from app.engine.reads.trashplay import grant_flow


@dataclass(frozen=True, slots=True, kw_only=True)
class Burn(Op):
    """Burn n: the top n cards of a Main Deck go to its owner's trash, one at a time, burning
    out first whenever that deck is empty (RUP4 440.1, 440.4, 431.1.b): you, or the player
    chosen as it went on the chain (chosen_player). The cards burned are remembered on the
    item (`burned`) for what its later instructions say of them."""

    op: Literal["burn"] = "burn"
    n: Count = 0
    who: Literal["you", "chosen_player"] = "you"

    @model_validator(mode="after")
    def _check(self) -> Burn:
        if self.n < 1:
            raise ValueError("op 'burn' needs n >= 1")
        return self

    def run(self, ctx: Ctx) -> bool:
        for player in who(ctx, self.who):
            cards = burn(ctx.s, player, self.n)
            ctx.item.info.setdefault("burned", []).extend(o.id for o in cards)
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        reminder = (f"(put the top {_cards(self.n)} of {{}} Main Deck into {{}} trash)"
                    if self.n > 1 else "(put the top card of {} Main Deck into {} trash)")
        if self.who == "chosen_player":
            return f"that player burns {self.n} " + reminder.format("their", "their")
        return f"burn {self.n} " + reminder.format("your", "your")


@dataclass(frozen=True, slots=True, kw_only=True)
class GrantFlow(ObjectOp):
    """Give each spell of the target slot still in its trash Flow equal to its printed cost
    this turn (RUP4 829, 206): it may be played from there for that cost, then banished."""

    op: Literal["grant_flow"] = "grant_flow"

    @model_validator(mode="after")
    def _check(self) -> GrantFlow:
        if self.target is None or self.scope is not None:
            raise ValueError("op 'grant_flow' gives Flow to the cards of its target slot")
        return self

    def run(self, ctx: Ctx) -> bool:
        for o in ctx.targets(self.target):
            if o.zone == TRASH and o.card.type is CardType.SPELL:
                grant_flow(ctx.s, o)
                emit(ctx.s, "flow_granted", player=ctx.controller, obj=o.id, card=o.card.code)
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        o = _acted_on(self, ability, src)
        return (f"{o.subj} {o.verb('has', 'have')} Flow equal to {o.poss} cost this turn "
                f"(it may be played from the trash by paying that cost; played that way, it "
                f"is banished when it leaves the chain)")


@dataclass(frozen=True, slots=True, kw_only=True)
class BurnedReflex(Op):
    """ "When you burn a unit this way, do this: ...": a reflexive trigger (RUP4 387.1), the
    card's delayed ability number n (trigger "reflexive"), set off once for each unit card the
    earlier burn steps of this ability burned, knowing its printed Might (`burned_might`); it
    goes on the chain with its own choices, controlled by this ability's controller."""

    op: Literal["burned_reflex"] = "burned_reflex"
    n: Count = 0  # the index of the card's delayed ability with trigger "reflexive"

    def run(self, ctx: Ctx) -> bool:
        s, item = ctx.s, ctx.item
        src_id = item.source if item.kind != "card" else item.obj
        if src_id < 0:
            return True
        ab = s.objs[src_id].card.abilities[self.n]
        for oid in item.info.get("burned", ()):
            card = s.objs[oid].card
            if card.type is CardType.UNIT:
                s.waiting_triggers.append(start_trigger(
                    s, ctx.controller, ctx.source, ab, {"burned_might": card.might or 0}))
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        later_ab = src.card.abilities[self.n]
        later = src.effect(later_ab, src)
        return f"when you burn a unit this way, do this: {later[:1].lower() + later[1:]}"


@dataclass(frozen=True, slots=True, kw_only=True)
class ToTrash(ObjectOp):
    """ "Put each in its trash": each card of the scope still in a Banishment (the cards
    banished with the source, kind banished_card, RUP4 427.3) goes to its owner's trash (a
    public zone, 108.2.d), a new object there (124)."""

    op: Literal["to_trash"] = "to_trash"

    @model_validator(mode="after")
    def _check(self) -> ToTrash:
        if self.scope is None or self.scope.kind != "banished_card":
            raise ValueError("op 'to_trash' puts the cards banished with the source (a scope of "
                             "kind 'banished_card') into their owners' trashes")
        return self

    def run(self, ctx: Ctx) -> bool:
        for o in ctx.objects(self):
            if o.zone == BANISH:
                change_zone(ctx.s, o, TRASH)
                emit(ctx.s, "to_trash", player=o.owner, obj=o.id, card=o.card.code)
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        return f"put {_acted_on(self, ability, src).obj} into its owner's trash"


OPS: tuple[type[Op], ...] = (Burn, GrantFlow, BurnedReflex, ToTrash)
