"""Ops of the family "naming" (RUP4 759-763): name a spell or a tag as the ability resolves;
the name is remembered on the source, for its other abilities ("that name")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from app.engine.actions.zones import name_on
from app.engine.core.abilities import Ability, Op
from app.engine.core.actions import Action
from app.engine.core.events import emit
from app.engine.core.names import from_word, nameable, to_word
from app.engine.core.state import BASE, BF, Decision
from app.engine.mechanics.context import Ctx
from app.engine.mechanics.wording import _Src


@dataclass(frozen=True, slots=True, kw_only=True)
class Name(Op):
    """"Name a spell" (any spell legal in the format, no token: RUP4 762) or "name a tag" (one
    that exists, 763): its controller names one as it resolves; the source, still on the
    board, remembers it (public). Gone from the board, the name is still said, for nothing."""

    ASKS: ClassVar[frozenset[str]] = frozenset({"name"})
    op: Literal["name"] = "name"
    what: Literal["spell", "tag"] = "spell"

    def run(self, ctx: Ctx) -> bool:
        if not nameable(self.what):  # no card catalog registered its spells (test cards)
            return True
        # the names offered are the catalog's (name_options), not part of the state: a save
        # made here still verifies once the catalog knows more spells
        ctx.s.decision = Decision(ctx.controller, "choose", {
            "ask": "name", "what": self.what, "item": ctx.item.id})
        return False

    def answer(self, ctx: Ctx, d: Decision, verb: str, arg: object) -> bool:
        s, src, name = ctx.s, ctx.source, from_word(str(arg))
        if src is not None and src.zone in (BASE, BF):
            name_on(s, src, ctx.controller, name)
        else:
            emit(s, "named", player=ctx.controller, name=name)
        ctx.item.resolving_index += 1
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        return f"name a {self.what}"


def name_options(what: str) -> list[Action]:
    """The answers to a naming question: every name that may be named (RUP4 759-763)."""
    return [Action("name", (to_word(n),)) for n in nameable(what)]


OPS = (Name,)
