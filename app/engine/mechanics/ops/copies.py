"""Ops of the family "copies": become_copy ("it becomes a copy of ...": a token takes the
copiable values of another unit, RUP4 185.3.a.2; it stays a token, 185.1.a)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from pydantic import model_validator

from app.engine.actions.copying import copy_def
from app.engine.core.abilities import Ability, ObjectOp, Op
from app.engine.core.events import emit
from app.engine.core.state import BASE, BF, Obj
from app.engine.mechanics.context import Ctx
from app.engine.mechanics.wording import CardTextError, _acted_on, _Src
from app.engine.reads.index import reindex
from app.engine.reads.items import event_object


@dataclass(frozen=True, slots=True, kw_only=True)
class BecomeCopy(ObjectOp):
    """"They become copies of me" / "it becomes a copy of that unit": each token of the step
    (a reflexive trigger's scope where 'made') takes the copiable values of `card`: the source
    ("me") or the object of the triggering event ("that unit": the unit the ability that
    started this reflexive trigger chose), as they are now; gone from the board, there is
    nothing to copy (RUP4 359.3.e.12). The copy comes after the token was played: it gets no
    play effect (RUP4 383.4.a). Modifications the token already had stay (it is the same
    object)."""

    op: Literal["become_copy"] = "become_copy"
    # what it becomes a copy of: None, "me" (the source); "event", "that unit"; "target", the
    # unit chosen in its target slot 0 ("a copy of another unit there")
    card: Literal["me", "event", "target"] | None = None

    @model_validator(mode="after")
    def _check(self) -> BecomeCopy:
        if self.scope is None or self.scope.where != "made":
            raise ValueError("op 'become_copy' acts on the tokens played (scope where 'made')")
        return self

    def run(self, ctx: Ctx) -> bool:
        s = ctx.s
        model = _model(ctx, self.card)
        if model is None:
            return True
        changed = False
        for o in ctx.objects(self):
            if o.is_unit and o.card.is_token:
                o.card = copy_def(model.card)
                changed = True
                emit(s, "become_copy", obj=o.id, card=model.card.code)
        if changed:
            s.dirty = True
            reindex(s)  # its abilities now watch and apply (RUP4 185.3.a.2)
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        o = _acted_on(self, ability, src)
        what = "the chosen unit" if self.card in ("event", "target") else src.noun
        if not o.plural:
            raise CardTextError("'become_copy' acts on the tokens played this way")
        return (f"{o.subj} each become a copy of {what} (a token still; "
                f"they don't get its play effects)")


def _model(ctx: Ctx, of: str | None) -> Obj | None:
    """What is copied, if it is still the same object on the board."""
    if of in ("event", "target"):
        found = event_object(ctx.s, ctx.item) if of == "event" else ctx.targets(0)
        return found[0] if found and found[0].is_unit else None
    src = ctx.source
    if src is None or src.zone not in (BASE, BF) or not src.is_unit:
        return None
    if ctx.item.kind != "card" and src.incarnation != ctx.item.source_incarnation:
        return None  # a new object (RUP4 124)
    return src


OPS: tuple[type[Op], ...] = (BecomeCopy,)
