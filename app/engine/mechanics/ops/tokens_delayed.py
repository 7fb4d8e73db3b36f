"""Ops of the family "tokens and delayed abilities": token (RUP4 184), units_enter_ready,
next_unit_ready, next_spell_bonus, next_spell_discount, delay, delay_next (390-392), do_this
(a reflexive trigger), activate (383.4.g)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, ClassVar, Literal

from pydantic import Field, model_validator

from app.engine.actions.triggers import collect_event, start_trigger
from app.engine.actions.zones import enter_board, take_next_unit_ready
from app.engine.core.abilities import Ability, Count, ObjectOp, Op, Select
from app.engine.core.actions import Action
from app.engine.core.enums import CardType
from app.engine.core.state import BASE, BF, Decision, GameState, Obj
from app.engine.mechanics.context import Ctx
from app.engine.mechanics.wording import (
    _NUMBERS,
    CardTextError,
    _acted_on,
    _article,
    _noun,
    _Src,
)
from app.engine.reads.index import reindex
from app.engine.reads.passives import enters_exhausted, enters_ready
from app.engine.reads.restrict import units_only_to_base


@dataclass(frozen=True, slots=True, kw_only=True)
class Token(Op):
    """Play n `card` tokens "here" (the source's location), in your base, or where the
    controller chooses (one at a time); `ready`: they enter ready, `exhausted`: they enter
    exhausted ("play a Gold gear token exhausted"), either contrary to the default state of
    their type (RUP4 184.1)."""

    ASKS: ClassVar[frozenset[str]] = frozenset({"token_location"})
    op: Literal["token"] = "token"
    card: Annotated[str, Field(min_length=1)]
    n: Count = 0
    to: Literal["here", "choose", "base"] = "here"
    ready: bool = False
    exhausted: bool = False

    @model_validator(mode="after")
    def _check(self) -> Token:
        if self.n < 1:
            raise ValueError("op 'token' needs n >= 1")
        if self.exhausted and self.ready:
            raise ValueError("a 'token' enters ready or exhausted, not both")
        return self

    def run(self, ctx: Ctx) -> bool:
        s = ctx.s
        base_only = s.extra["tokens"][self.card].type is CardType.UNIT \
            and units_only_to_base(s, ctx.controller)  # restrictions (RUP4 054.2)
        if self.to == "choose":
            left = ctx.item.info.get("tokens_left", self.n or 1)
            locs = ["base"] + [f"bf{i}" for i, b in enumerate(s.battlefields)
                               if b.controller == ctx.controller]
            if ctx.item.bf_restrict >= 0:
                locs = [f"bf{ctx.item.bf_restrict}"]  # RUP4 811.1.d.3
            if base_only:  # "can only play units to base": nowhere else (054.2, 359.3.e.6)
                locs = [loc for loc in locs if loc == "base"]
                if not locs:
                    ctx.item.info.pop("tokens_left", None)
                    return True
            if len(locs) == 1:
                for _ in range(left):
                    play_token(s, self.card, ctx.controller, locs[0], self.ready,
                               self.exhausted)
                ctx.item.info.pop("tokens_left", None)
                return True
            ctx.item.info["tokens_left"] = left
            data = {"ask": "token_location", "options": [Action("to", (loc,)) for loc in locs],
                    "item": ctx.item.id, "card": self.card, "ready": self.ready}
            if self.exhausted:
                data["exhausted"] = True
            s.decision = Decision(ctx.controller, "choose", data)
            return False
        loc = _here(ctx) if self.to == "here" else "base"
        if loc is None:
            return True  # "here" is null: the source has left the board (RUP4 359.3.e.12)
        if base_only and loc != "base":
            return True  # the unit can't be played there: ignored (RUP4 054.2, 359.3.e.6)
        for _ in range(self.n or 1):
            play_token(s, self.card, ctx.controller, loc, self.ready, self.exhausted)
        return True

    def answer(self, ctx: Ctx, d: Decision, verb: str, arg: object) -> bool:
        item = ctx.item
        play_token(ctx.s, d.data["card"], item.controller, str(arg), bool(d.data.get("ready")),
                   bool(d.data.get("exhausted")))
        item.info["tokens_left"] -= 1
        if item.info["tokens_left"] <= 0:
            item.info.pop("tokens_left")
            item.resolving_index += 1
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        n = self.n
        # the state it enters in, if not the default for its type (RUP4 184.1)
        ready = "ready " if self.ready else "exhausted " if self.exhausted else ""
        kind, with_might = src.token_kind(self.card)
        article = "an" if self.exhausted else "a"
        tokens = (f"{article} {ready}{kind} token{with_might}" if n == 1
                  else f"{_NUMBERS.get(n, str(n))} {ready}{kind} tokens{with_might}")
        if self.to == "base":
            return f"play {tokens} in your base"
        if self.to == "here":
            return f"play {tokens} {src.here}"
        each = "it" if n == 1 else "each"
        return f"play {tokens}; put {each} in your base or at a battlefield you control"


def _here(ctx: Ctx) -> str | None:
    """Where "here" is as the instruction executes (RUP4 359.3.f.2): the source's location;
    once it has left the board, where it was as it died for its own death trigger (noted then,
    428.1.a.1.b), and otherwise nowhere (null: it has no location, 359.3.e.12)."""
    src = ctx.source
    if src is not None and src.incarnation == ctx.item.source_incarnation:
        if src.zone == BF:
            return f"bf{src.bf}"
        if src.zone == BASE:
            return "base"
    if "where" in ctx.item.info:  # a death trigger's noted battlefield (-1: a base)
        where = int(ctx.item.info["where"])
        return f"bf{where}" if where >= 0 else "base"
    return None


def play_token(s: GameState, card_name: str, controller: int, loc: str,
               ready: bool = False, exhausted: bool = False) -> Obj:
    """A played unit token enters exhausted, like any unit, unless the effect says it enters
    ready (RUP4 143.4, 184, 184.1); a gear token enters ready unless the effect says it
    enters exhausted ("play a Gold gear token exhausted", 184.1)."""
    card = s.extra["tokens"][card_name]
    tok = s.new_obj(card, controller, "gone")
    if card.abilities:  # a token with abilities joins the passive / watcher indexes
        reindex(s)
    zone, bf = (BASE, -1) if loc == "base" else (BF, int(loc[2:]))
    nxt = card.type is CardType.UNIT and take_next_unit_ready(s, controller)  # a played unit too
    ready = ready or bool(s.turn_flags.get(f"enter_ready{controller}")) or nxt \
        or enters_ready(s, tok)  # "other friendly units enter ready" (enter-state)
    if card.type is CardType.GEAR and not ready:
        ready = not enters_exhausted(tok)  # a gear token enters ready by default (149.1)
    if exhausted:
        ready = False  # the effect's stipulation for the token it creates (RUP4 184.1)
    enter_board(s, tok, controller, zone, bf, exhausted=not ready)
    collect_event(s, "played", obj=tok, player=controller, token=True)
    return tok


@dataclass(frozen=True, slots=True, kw_only=True)
class UnitsEnterReady(Op):
    """For the rest of this turn, each unit you play enters ready."""

    op: Literal["units_enter_ready"] = "units_enter_ready"

    def run(self, ctx: Ctx) -> bool:
        ctx.s.turn_flags[f"enter_ready{ctx.controller}"] = True
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        return "for the rest of this turn, each unit you play enters ready"


@dataclass(frozen=True, slots=True, kw_only=True)
class NextUnitReady(Op):
    """A delayed ability: the next unit you play this turn enters ready (RUP4 390.4, 391)."""

    op: Literal["next_unit_ready"] = "next_unit_ready"

    def run(self, ctx: Ctx) -> bool:
        key = f"next_unit_ready{ctx.controller}"
        ctx.s.turn_flags[key] = int(ctx.s.turn_flags.get(key, 0)) + 1
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        return "the next unit you play this turn enters the board ready"


@dataclass(frozen=True, slots=True, kw_only=True)
class NextSpellBonus(Op):
    """A delayed passive ability: the next spell you play this turn deals N Bonus Damage
    (RUP4 391's example); taken by that spell as it is finalized."""

    op: Literal["next_spell_bonus"] = "next_spell_bonus"
    n: Count = 0

    @model_validator(mode="after")
    def _check(self) -> NextSpellBonus:
        if self.n < 1:
            raise ValueError("op 'next_spell_bonus' needs n >= 1")
        return self

    def run(self, ctx: Ctx) -> bool:
        key = f"next_spell_bonus{ctx.controller}"
        ctx.s.turn_flags[key] = int(ctx.s.turn_flags.get(key, 0)) + self.n
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        n = self.n
        return (f"the next spell you play this turn deals {n} Bonus Damage (each instance of "
                f"damage it deals is {n} higher)")


@dataclass(frozen=True, slots=True, kw_only=True)
class NextSpellDiscount(Op):
    """cost-mod, a delayed discount: the next spell you play this turn costs N less (RUP4 391,
    356.4); used up as that spell is finalized (play.py)."""

    op: Literal["next_spell_discount"] = "next_spell_discount"
    n: Count = 0

    @model_validator(mode="after")
    def _check(self) -> NextSpellDiscount:
        if self.n < 1:
            raise ValueError("op 'next_spell_discount' needs n >= 1")
        return self

    def run(self, ctx: Ctx) -> bool:
        key = f"next_spell_discount{ctx.controller}"
        ctx.s.turn_flags[key] = int(ctx.s.turn_flags.get(key, 0)) + self.n
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        return f"the next spell you play this turn costs {self.n} Energy less"


def _later(src: _Src, n: int, op: str) -> Ability:
    """The card's delayed ability number n, that a delay op sets off (checked with the card's
    abilities, app.cards.abilities)."""
    abilities = src.card.abilities
    if not (0 <= n < len(abilities)) or abilities[n].kind != "delayed":
        raise CardTextError(f"{op!r} names no delayed ability (#{n})")
    return abilities[n]


@dataclass(frozen=True, slots=True, kw_only=True)
class Delay(Op):
    """A delayed trigger: the source's ability number n triggers at the end of this turn,
    controlled by this ability's controller, wherever the source is then (RUP4 390.2, 392)."""

    op: Literal["delay"] = "delay"
    n: Count = 0  # the index of the card's delayed ability

    def run(self, ctx: Ctx) -> bool:
        src = ctx.item.source if ctx.item.kind != "card" else ctx.item.obj
        later = ctx.s.objs[src].card.abilities[self.n] if src >= 0 else None
        if later is not None and later.trigger == "damaged":  # any unit, every time, this turn
            ctx.s.turn_flags.setdefault("delayed_damage", []).append(
                (src, self.n, ctx.controller, -1, 0))
            return True
        ctx.s.turn_flags.setdefault("delayed_end", []).append((src, self.n, ctx.controller))
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        later_ab = _later(src, self.n, self.op)
        later = src.effect(later_ab, src)
        later = later[:1].lower() + later[1:]
        if later_ab.trigger == "damaged":
            return f"for the rest of this turn, whenever a unit takes damage: {later}"
        return f"at the end of this turn: {later}"


@dataclass(frozen=True, slots=True, kw_only=True)
class DelayNext(ObjectOp):
    """"The next time it takes damage this turn, ...": a delayed trigger watching each chosen
    object, used up the first time (RUP4 390.2, 391's Noxian Guillotine example)."""

    op: Literal["delay_next"] = "delay_next"
    n: Count = 0  # the index of the card's delayed ability

    def run(self, ctx: Ctx) -> bool:
        src = ctx.item.source if ctx.item.kind != "card" else ctx.item.obj
        later = ctx.s.objs[src].card.abilities[self.n] if src >= 0 else None
        key = "delayed_dies" if later is not None and later.trigger == "watched_dies" \
            else "delayed_damage"  # "when it dies this turn": watched the same way
        for o in ctx.objects(self):
            ctx.s.turn_flags.setdefault(key, []).append(
                (src, self.n, ctx.controller, o.id, o.incarnation))
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        later_ab = _later(src, self.n, self.op)
        later = src.effect(later_ab, src)
        watched = _acted_on(self, ability, src)
        when = (f"when {watched.subj} dies this turn" if later_ab.trigger == "watched_dies"
                else f"the next time {watched.subj} takes damage this turn")
        return f"{when}: {later[:1].lower()}{later[1:]}"


@dataclass(frozen=True, slots=True, kw_only=True)
class DoThis(Op):
    """ "Then ..., do this: <ability n>": a reflexive trigger, the card's ability number n (of
    kind "reflexive") put on the chain as its own item once this one has resolved, its
    choices made then (FAQ-SPIRITFORGED: reflexive triggers). `scope` (kind hand_card, with
    `tags`): only if the card this ability revealed and drew (look_draw) has one of these
    tags ("if you revealed a Bird, Cat, Dog, or Poro")."""

    op: Literal["do_this"] = "do_this"
    n: Count = 0  # the index of the card's reflexive ability
    scope: Select | None = None

    @model_validator(mode="after")
    def _check(self) -> DoThis:
        if self.scope is not None and (self.scope.kind != "hand_card" or not self.scope.tags):
            raise ValueError("op 'do_this' takes a scope of kind 'hand_card' with tags: the "
                             "card revealed")
        return self

    def run(self, ctx: Ctx) -> bool:
        s, item = ctx.s, ctx.item
        if self.scope is not None:
            drawn = item.info.get("looked_drawn")
            if drawn is None or not set(self.scope.tags) & set(s.objs[drawn].card.tags):
                return True
        src = item.source if item.kind != "card" else item.obj
        if src < 0:
            return True
        source = s.objs[src]
        s.waiting_triggers.append(start_trigger(s, ctx.controller, source,
                                                source.card.abilities[self.n], {}))
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        abilities = src.card.abilities
        if not (0 <= self.n < len(abilities)) or abilities[self.n].kind != "reflexive":
            raise CardTextError(f"'do_this' names no reflexive ability (#{self.n})")
        later = src.effect(abilities[self.n], src)
        later = later[:1].lower() + later[1:]
        if self.scope is not None:
            tags = list(self.scope.tags)
            kinds = ", ".join(tags[:-1]) + f" or {tags[-1]}" if len(tags) > 1 else tags[0]
            return (f"then, if the card you revealed this way is {_article(kinds)}, do this "
                    f"(as a new ability on the chain): {later}")
        return f"then do this (as a new ability on the chain): {later}"


@dataclass(frozen=True, slots=True, kw_only=True)
class Activate(ObjectOp):
    """extra-trigger: "activate the <kind> effects of <scope>" (RUP4 383.4.g): the named
    triggered abilities of the scope's units, as if each had just done what they wait for."""

    op: Literal["activate"] = "activate"
    effects: Literal["conquer"]

    @model_validator(mode="after")
    def _check(self) -> Activate:
        if self.scope is None or self.target is not None or self.scope.kind != "unit":
            raise ValueError("op 'activate' acts on a scope of units")
        return self

    def run(self, ctx: Ctx) -> bool:
        objs = ctx.objects(self)
        collect_event(ctx.s, "activate", objs=objs, effects=self.effects,
                      bf=ctx.source.bf if ctx.source is not None else -1)
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        assert self.scope is not None
        whom = _noun(self.scope, src, plural=True)
        return (f"the {self.effects} effects of {whom} trigger as if each of them had just "
                f"{self.effects}ed (if their other conditions are met)")


OPS: tuple[type[Op], ...] = (Token, UnitsEnterReady, NextUnitReady, NextSpellBonus,
                             NextSpellDiscount, Delay, DelayNext, DoThis, Activate)
