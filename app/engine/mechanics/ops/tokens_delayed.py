"""Ops of the family "tokens and delayed abilities": token (RUP4 184), reflex (386-387),
units_enter_ready, next_unit_ready, free_play, next_spell_bonus, next_spell_discount, delay,
delay_next (390-392), activate (383.4.g)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Annotated, ClassVar, Literal

from pydantic import Field, model_validator

from app.engine.actions.triggers import collect_event, start_trigger
from app.engine.actions.zones import enter_board, take_next_unit_ready
from app.engine.core.abilities import Ability, Count, ObjectOp, Op, Pip
from app.engine.core.actions import NO, YES, Action
from app.engine.core.enums import CardType
from app.engine.core.events import emit
from app.engine.core.selects import CardTypeName, Select
from app.engine.core.state import BASE, BF, Decision, GameState, Obj
from app.engine.mechanics.context import Ctx, who
from app.engine.mechanics.wording import (
    _NUMBERS,
    CardTextError,
    _acted_on,
    _article,
    _noun,
    _price,
    _Src,
)
from app.engine.reads.board import bf_index, is_enemy
from app.engine.reads.characteristics import board_candidates, condition_holds, passive_sources
from app.engine.reads.index import reindex
from app.engine.reads.items import item_ability
from app.engine.reads.passives import enters_exhausted, enters_ready, next_card_key, units_tax_key
from app.engine.reads.restrict import units_not_played_at, units_only_to_base


@dataclass(frozen=True, slots=True, kw_only=True)
class Token(Op):
    """Play n `card` tokens "here" (the source's location), in your base, or where the
    controller chooses (one at a time); `ready`: they enter ready, `exhausted`: they enter
    exhausted ("play a Gold gear token exhausted"), either contrary to the default state of
    their type (RUP4 184.1)."""

    ASKS: ClassVar[frozenset[str]] = frozenset({"token_location", "token_may", "token_copy"})
    op: Literal["token"] = "token"
    card: Annotated[str, Field(min_length=1)]
    n: Count = 0
    # "origin": where the unit whose move triggered this moved from ("there", trig-move);
    # "event_bf": the battlefield of the triggering event ("when you conquer or hold ... there")
    to: Literal["here", "choose", "base", "origin", "event_bf"] = "here"
    ready: bool = False
    exhausted: bool = False
    # token-for-others: "they play a token" (player-choices: the opponent chosen as the
    # ability went on the chain plays it, theirs, where they choose with to 'choose');
    # "each_player" with may: "you and each opponent may play a token" (each decides, in turn
    # order from the turn player, RUP4 303.2.a; to 'base')
    who: Literal["you", "chosen_player", "each_player"] = "you"
    may: bool = False
    # dyn-amount: "for each opponent who did": n for each opponent who took the earlier
    # step's offer
    amount: Literal["opponents_took"] | None = None
    # dyn-amount: "for each Equipment you control": n for each object matching it, counted
    # as it resolves (like draw's)
    per_scope: Select | None = None

    @model_validator(mode="after")
    def _check(self) -> Token:
        if self.n < 1:
            raise ValueError("op 'token' needs n >= 1")
        if (self.who == "each_player") != self.may or (self.may and self.to != "base"):
            raise ValueError("op 'token': who 'each_player' goes with may, into bases")
        if self.exhausted and self.ready:
            raise ValueError("a 'token' enters ready or exhausted, not both")
        if self.per_scope is not None and (self.may or self.who != "you"
                                           or self.amount is not None
                                           or self.per_scope.where in ("target_bf", "event")):
            raise ValueError("per_scope counts objects on the board for tokens you play (no "
                             "may, who, amount; no where target_bf or event)")
        return self

    def _count(self, ctx: Ctx) -> int:
        """How many tokens: n, or n for each object of per_scope as it resolves."""
        n = self.n or 1
        if self.per_scope is not None:
            n *= len(board_candidates(ctx.s, self.per_scope, ctx.controller, ctx.source))
        return n

    def run(self, ctx: Ctx) -> bool:
        s = ctx.s
        player = ctx.controller
        if self.may:
            return self._offer(ctx)
        if self.who == "chosen_player":
            chosen = ctx.item.info.get("chosen_player")
            if chosen is None or s.is_removed(int(chosen)):
                return True  # nobody to play it (RUP4 651.3)
            player = int(chosen)
        unit = s.extra["tokens"][self.card].type is CardType.UNIT
        base_only = unit and units_only_to_base(s, player)  # restrictions (RUP4 054.2)
        if self.to == "choose":
            left = ctx.item.info.get("tokens_left", self._count(ctx))
            if left <= 0:
                return True  # "for each ...": none counted, no token
            locs = ["base"] + [f"bf{i}" for i, b in enumerate(s.battlefields)
                               if b.controller == player]
            if ctx.item.bf_restrict >= 0:
                locs = [f"bf{ctx.item.bf_restrict}"]  # RUP4 811.1.d.3
            if unit:  # "units can't be played here" (RUP4 054.1, 359.3.e.6)
                locs = [loc for loc in locs if loc == "base"
                        or not units_not_played_at(s, int(loc[2:]))]
                if not locs:
                    ctx.item.info.pop("tokens_left", None)
                    _copies_done(ctx)
                    return True
            if base_only:  # "can only play units to base": nowhere else (054.2, 359.3.e.6)
                locs = [loc for loc in locs if loc == "base"]
                if not locs:
                    ctx.item.info.pop("tokens_left", None)
                    _copies_done(ctx)
                    return True
            copies = self._copies(ctx, player)
            if copies is None:
                return False  # "you may play that token and an additional copy instead?"
            if len(locs) == 1:
                for _ in range(left + copies):
                    _made(ctx, play_token(s, self.card, player, locs[0], self.ready,
                                          self.exhausted))
                ctx.item.info.pop("tokens_left", None)
                _copies_done(ctx)
                return True
            ctx.item.info["tokens_left"] = left
            data = {"ask": "token_location", "options": [Action("to", (loc,)) for loc in locs],
                    "item": ctx.item.id, "card": self.card, "ready": self.ready}
            if self.exhausted:
                data["exhausted"] = True
            if player != ctx.controller:
                data["player"] = player  # theirs, where they choose
            s.decision = Decision(player, "choose", data)
            return False
        loc = _here(ctx) if self.to == "here" else \
            ctx.item.info.get("frm") if self.to == "origin" else \
            _event_bf(ctx) if self.to == "event_bf" else "base"
        if loc is None:
            return True  # "here" is null: the source has left the board (RUP4 359.3.e.12)
        if unit and loc != "base" and (base_only or units_not_played_at(s, int(loc[2:]))):
            return True  # the unit can't be played there: ignored (RUP4 054, 359.3.e.6)
        n = self._count(ctx)
        if self.amount == "opponents_took":  # "for each opponent who did"
            n *= sum(1 for p in ctx.item.info.get("took", ())
                     if is_enemy(s, ctx.controller, p))
        if n and (loc == "base" or player == ctx.controller):
            copies = self._copies(ctx, player)
            if copies is None:
                return False  # "you may play that token and an additional copy instead?"
            for _ in range(n + copies):
                _made(ctx, play_token(s, self.card, player, loc, self.ready, self.exhausted))
            _copies_done(ctx)
        return True  # "here" for another player: no location of theirs (RUP4 359.3.e.6)

    def _copies(self, ctx: Ctx, player: int) -> int | None:
        """ "Once each turn, if you would play a token unit while I'm at a battlefield, you may
        play that token and an additional copy of it instead" (a replacement, RUP4 367-375):
        each such passive of `player`'s not used this turn is offered once per instruction;
        None while its player answers, then how many copies were taken."""
        s, item = ctx.s, ctx.item
        if not s.extra.get("statics_by_op", {}).get("token_copy") \
                or s.extra["tokens"][self.card].type is not CardType.UNIT:
            return 0
        asked = item.info.setdefault("copy_asked", [])
        for src, st in passive_sources(s, "token_copy"):
            if src.controller != player or src.id in asked \
                    or not condition_holds(s, st.condition, src, src) \
                    or s.turn_flags.get(f"token_copy{src.id}.{src.incarnation}"):
                continue
            asked.append(src.id)
            s.decision = Decision(player, "choose", {
                "ask": "token_copy", "options": [YES, NO], "item": item.id, "card": self.card,
                "source": src.id})
            return None
        return int(item.info.get("copies", 0))

    def _offer(self, ctx: Ctx) -> bool:
        """"You and each opponent may play a token": the next player still to decide."""
        s, item = ctx.s, ctx.item
        if "may_left" not in item.info:
            item.info["may_left"] = [p for p in s.order_from(s.turn_player)
                                     if p == ctx.controller or is_enemy(s, ctx.controller, p)]
            item.info["took"] = []
        left = item.info["may_left"]
        if not left:
            item.info.pop("may_left")
            return True
        s.decision = Decision(left[0], "choose", {
            "ask": "token_may", "options": [YES, NO], "item": item.id, "card": self.card})
        return False

    def answer(self, ctx: Ctx, d: Decision, verb: str, arg: object) -> bool:
        item = ctx.item
        if d.data["ask"] == "token_copy":  # Zilean: the replacement applied or not (371.2.a)
            if verb == "yes":
                src = ctx.s.objs[int(d.data["source"])]
                ctx.s.turn_flags[f"token_copy{src.id}.{src.incarnation}"] = True
                item.info["copies"] = int(item.info.get("copies", 0)) + 1
                emit(ctx.s, "token_copy", player=d.player, obj=src.id, token=self.card)
            return True  # the step runs again: another such passive, or the tokens
        if d.data["ask"] == "token_may":
            player = item.info["may_left"].pop(0)
            if verb == "yes":
                for _ in range(self.n or 1):
                    play_token(ctx.s, self.card, player, "base", self.ready, self.exhausted)
                item.info["took"].append(player)
            emit(ctx.s, "token_offer", player=player, took=verb == "yes", card=self.card)
            return True  # the step runs again: the next player, or done
        for _ in range(1 + int(item.info.pop("copies", 0))):  # the copy goes with it (375)
            _made(ctx, play_token(ctx.s, d.data["card"],
                                  int(d.data.get("player", item.controller)), str(arg),
                                  bool(d.data.get("ready")), bool(d.data.get("exhausted"))))
        item.info["tokens_left"] -= 1
        if item.info["tokens_left"] <= 0:
            item.info.pop("tokens_left")
            _copies_done(ctx)
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
        if self.may:
            return f"you and each opponent may play {tokens} in their own base"
        if self.amount == "opponents_took":
            return f"play {tokens} in your base for each opponent who did"
        if self.per_scope is not None:  # "for each", counted as it resolves
            if self.to != "choose":
                raise CardTextError("no wording for 'per_scope' tokens played here or in base")
            return (f"play {tokens} for each {_noun(self.per_scope, src, plural=False)}; put "
                    f"each in your base or at a battlefield you control")
        if self.who == "chosen_player":
            if self.to != "choose":
                raise CardTextError("no wording for a token another player plays here or in "
                                    "a base")
            return (f"that player plays {tokens}; they put {'it' if n == 1 else 'each'} in "
                    f"their base or at a battlefield they control")
        if self.to == "base":
            return f"play {tokens} in your base"
        if self.to == "here":
            return f"play {tokens} {src.here}"
        if self.to == "origin":
            return f"play {tokens} where {src.noun} moved from"
        if self.to == "event_bf":
            return f"play {tokens} at that battlefield"
        each = "it" if n == 1 else "each"
        return f"play {tokens}; put {each} in your base or at a battlefield you control"


def _copies_done(ctx: Ctx) -> None:
    """The instruction's tokens are played: its "additional copy" offers are over."""
    ctx.item.info.pop("copy_asked", None)
    ctx.item.info.pop("copies", None)


def _made(ctx: Ctx, tok: Obj) -> None:
    """Remember a token made, for the reflexive trigger the ability starts next ("then do
    this: ready it", RUP4 386); only abilities that start one remember."""
    ab = item_ability(ctx.s, ctx.item)
    if ab is not None and any(st.op == "reflex" for st in ab.steps):
        ctx.item.info.setdefault("made", []).append((tok.id, tok.incarnation))


def _event_bf(ctx: Ctx) -> str | None:
    """The battlefield of the triggering event (conquered, held)."""
    bf = int(ctx.item.info.get("bf", -1))
    return f"bf{bf}" if bf >= 0 else None


def _here(ctx: Ctx) -> str | None:
    """Where "here" is as the instruction executes (RUP4 359.3.f.2): the source's location;
    once it has left the board, where it was as it died for its own death trigger (noted then,
    428.1.a.1.b), and otherwise nowhere (null: it has no location, 359.3.e.12)."""
    src = ctx.source
    if src is not None and src.card.type is CardType.BATTLEFIELD:
        # a battlefield's own "here" is itself, or the place of the token that replaced it
        # (RUP4 438.1.a), like "units here" (app.engine.reads.locations.is_here)
        n = bf_index(ctx.s, src)
        return f"bf{n}" if n >= 0 else None
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
    replaced = enters_ready(s, tok, zone == BF)  # "other friendly units / tokens enter ready"
    ready = ready or bool(s.turn_flags.get(f"enter_ready{controller}")) or nxt or replaced
    if card.type is CardType.GEAR and not ready:
        ready = not enters_exhausted(tok)  # a gear token enters ready by default (149.1)
    if exhausted:
        # the effect's stipulation for the token it creates (RUP4 184.1); a passive "enters
        # ready" replaces entering exhausted, whatever made it so (364.3.a, 372)
        ready = replaced
    enter_board(s, tok, controller, zone, bf, exhausted=not ready)
    collect_event(s, "played", obj=tok, player=controller, token=True)
    return tok


@dataclass(frozen=True, slots=True, kw_only=True)
class Reflex(Op):
    """Reflexive trigger (RUP4 386-387): "then do this: ..." puts the card's ability number n
    (trigger 'reflexive') on the chain as a triggered ability of this ability's controller,
    once the ability has resolved, so that players can respond to it; its choices and its
    costs are made then, and "it" / "them" (scope where 'made') are the tokens this ability
    made; "their" is the player this ability chose (chosen_player), if it chose one; "it"
    (scope where 'event') the object of its target slot `target`, the card it played
    (`played`), or the unit a revealed_play step of it had played."""

    op: Literal["reflex"] = "reflex"
    n: Count = 0  # the index of the card's reflexive ability
    # "that unit": this ability's target slot whose object the reflexive trigger speaks of
    # (its scope where 'event'), if it is still a legal choice (RUP4 359.3.e)
    target: Annotated[int, Field(ge=0)] | None = None
    # "then, if you revealed a Bird, Cat, Dog or Poro, do this": only if the card this ability
    # drew by revealing it (look_draw) has one of these tags
    if_revealed: tuple[Annotated[str, Field(min_length=1)], ...] = ()
    # "then you may do this: empower it": "it" (scope where 'event') is the permanent this
    # ability played (look_play), while it is the same object on the board (RUP4 124)
    played: bool = False
    # "do the following based on the discarded card's type": only if a card an earlier
    # discard step of this ability discarded is of this type (a card of several types is
    # each of them, RUP4 178.3: one reflexive trigger per type it has, 387.1.b; FAQ-VENDETTA,
    # Hwei and Patched Porobot)
    if_discarded: CardTypeName | None = None
    # "move an enemy unit. Then do this: ... at its destination": only if a move step of this
    # ability moved the unit of slot `target` (no destination to speak of otherwise; FAQ-ORIGINS,
    # Dragon's Rage)
    if_moved: bool = False

    @model_validator(mode="after")
    def _check(self) -> Reflex:
        if self.played and self.target is not None:
            raise ValueError("op 'reflex' speaks of its target slot's object or of the card "
                             "played, not both")
        if self.if_moved and self.target is None:
            raise ValueError("op 'reflex' with if_moved names the target slot of the moved unit")
        return self

    def run(self, ctx: Ctx) -> bool:
        s = ctx.s
        src = ctx.source
        if src is None:
            return True
        if self.if_discarded is not None and not any(
                s.objs[o].card.is_a(CardType(self.if_discarded))
                for o in ctx.item.info.get("discarded", ())):
            return True
        if self.if_revealed:
            drawn = ctx.item.info.get("looked_drawn")
            if drawn is None or not set(self.if_revealed) & set(s.objs[drawn].card.tags):
                return True
        if self.if_moved and not any(
                (o.id, o.incarnation) == (oid, inc) for o in ctx.targets(self.target or 0)
                for oid, inc in ctx.item.info.get("moved", ())):
            return True  # not moved: there is no "its destination" (FAQ-ORIGINS, Dragon's Rage)
        ab = src.card.abilities[self.n]
        info: dict[str, object] = {"made": list(ctx.item.info.get("made", ()))}
        if "chosen_player" in ctx.item.info:  # "choose an opponent ... then do this: ... their"
            info["chosen_player"] = ctx.item.info["chosen_player"]
        if self.target is not None:
            chosen = ctx.targets(self.target)
            if chosen:
                info["event_obj"], info["event_inc"] = chosen[0].id, chosen[0].incarnation
        if self.played:
            if "looked_played" not in ctx.item.info:
                return True  # nothing was played: there is no "it" to do this to
            info["event_obj"], info["event_inc"] = ctx.item.info["looked_played"]
        elif "revealed_played" in ctx.item.info:  # "they play that unit ... then: stun it"
            info["event_obj"], info["event_inc"] = ctx.item.info["revealed_played"]
        s.waiting_triggers.append(start_trigger(s, ctx.controller, src, ab, info))
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        later = src.card.abilities[self.n] if self.n < len(src.card.abilities) else None
        if later is None or later.trigger != "reflexive":
            raise CardTextError(f"op 'reflex' names no reflexive ability (#{self.n})")
        body = src.effect(replace(later, optional=False, cost_energy=0, cost_power=()), src)
        body = body[:1].lower() + body[1:]
        then = "then"
        if self.if_revealed:
            tags = list(self.if_revealed)
            kinds = ", ".join(tags[:-1]) + f" or {tags[-1]}" if len(tags) > 1 else tags[0]
            then = f"then, if the card you revealed this way is {_article(kinds)},"
        if self.played:  # "it": the card this ability played
            then = "then, if you played a card this way,"
        if self.if_moved:
            then = "then, if it moved this way,"
        if self.if_discarded is not None:
            then = (f"then, if the card you discarded this way is "
                    f"{_article(self.if_discarded.lower())},")
        if later.cost_energy or later.cost_power:
            return (f"{then} do this (players may respond first): you may pay "
                    f"{_price(later.cost_energy, later.cost_power)}; if you do, {body}")
        if later.optional:  # "do this: you may ..." (RUP4 387.3: like any triggered ability)
            body = f"you may {body}"
        return f"{then} do this (players may respond first): {body}"


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
class FreePlay(Op):
    """"You may play a gear with Energy cost no more than N from hand this turn, ignoring its
    Energy cost": a permission for this turn, used once (app.engine.playing.costs.free_play):
    as such a card of your hand is played, its player is asked whether to use it; used, its
    Energy cost is ignored, its Power cost still paid (RUP4 356.1.b.2)."""

    op: Literal["free_play"] = "free_play"
    card_type: CardTypeName
    max_energy: Annotated[int, Field(ge=0)]

    def run(self, ctx: Ctx) -> bool:
        key = f"free_play{ctx.controller}"
        ctx.s.turn_flags[key] = [*ctx.s.turn_flags.get(key, ()),
                                 [self.card_type, self.max_energy]]
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        kind = self.card_type.lower()
        return (f"this turn, you may play {_article(kind)} from your hand whose Energy cost is "
                f"at most {self.max_energy}, ignoring its Energy cost (you still pay its Power "
                f"cost)")


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
    356.4); used up as that spell is finalized (play.py). `card`: the next card of any type,
    a discount on its total cost (356.4.d) of n Energy and the `power` pips (each takes off a
    pip of the cost it can pay); used up as that card is finalized (FAQ-SPIRITFORGED, Astral
    Heron: the next card played after the ability resolves)."""

    op: Literal["next_spell_discount"] = "next_spell_discount"
    n: Count = 0
    card: bool = False
    power: tuple[Pip, ...] = ()

    @model_validator(mode="after")
    def _check(self) -> NextSpellDiscount:
        if self.n < 1 and not self.power:
            raise ValueError("op 'next_spell_discount' needs n >= 1 or power")
        if self.power and not self.card:
            raise ValueError("op 'next_spell_discount' takes power only with card = true")
        return self

    def run(self, ctx: Ctx) -> bool:
        if self.card:  # the total-cost discount of the next card (playing.costs)
            key = next_card_key(ctx.controller)
            e, pips = ctx.s.turn_flags.get(key, (0, ()))
            ctx.s.turn_flags[key] = (e + self.n, (*pips, *self.power))
            return True
        key = f"next_spell_discount{ctx.controller}"
        ctx.s.turn_flags[key] = int(ctx.s.turn_flags.get(key, 0)) + self.n
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        if self.card:
            return f"the next card you play this turn costs {_price(self.n, self.power)} less"
        return f"the next spell you play this turn costs {self.n} Energy less"


@dataclass(frozen=True, slots=True, kw_only=True)
class UnitsCostMore(Op):
    """cost-mod, a delayed increase: your non-token units cost N more to play this turn (RUP4
    356.3: an increase, applied before discounts; playing.costs.base_cost)."""

    op: Literal["units_cost_more"] = "units_cost_more"
    n: Count = 0

    @model_validator(mode="after")
    def _check(self) -> UnitsCostMore:
        if self.n < 1:
            raise ValueError("op 'units_cost_more' needs n >= 1")
        return self

    def run(self, ctx: Ctx) -> bool:
        key = units_tax_key(ctx.controller)
        ctx.s.turn_flags[key] = int(ctx.s.turn_flags.get(key, 0)) + self.n
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        return f"your non-token units cost {self.n} Energy more to play this turn"


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
    controlled by this ability's controller, wherever the source is then (RUP4 390.2, 392);
    with a `target` slot, once for each object chosen there, which the delayed ability calls
    "it" (a step scope where 'event': "empower it; disempower it at end of turn")."""

    op: Literal["delay"] = "delay"
    n: Count = 0  # the index of the card's delayed ability
    target: Count | None = None

    def run(self, ctx: Ctx) -> bool:
        src = ctx.item.source if ctx.item.kind != "card" else ctx.item.obj
        later = ctx.s.objs[src].card.abilities[self.n] if src >= 0 else None
        if later is not None and later.trigger == "damaged":  # any unit, every time, this turn
            ctx.s.turn_flags.setdefault("delayed_damage", []).append(
                (src, self.n, ctx.controller, -1, 0))
            return True
        if later is not None and later.trigger in ("friendly_unit_played", "next_unit_played"):
            # "when a friendly unit is played this turn" / "the next time you play a unit
            # this turn" (RUP4 390.2, 391)
            ctx.s.turn_flags["delayed_play"] = [*ctx.s.turn_flags.get("delayed_play", ()), (
                src, self.n, ctx.controller)]
            return True
        if later is not None and later.trigger == "they_hold":
            # "when they hold, return it": the chosen player, and each card this ability
            # banished, while it stays in Banishment (a delayed linked ability, RUP4 390.5.a;
            # across turns, whatever the source does, 392)
            for player in who(ctx, "chosen_player"):
                for oid, inc in ctx.item.info.get("banished", ()):
                    ctx.s.extra["delayed_hold"] = [*ctx.s.extra.get("delayed_hold", ()), (
                        src, self.n, ctx.controller, player, oid, inc)]
            return True
        if later is not None and later.trigger == "start_of_main":
            # "at the start of your next Main Phase": it remembers the battlefield of the
            # event this ability triggered on ("this battlefield", RUP4 359.3.f.3)
            ctx.s.extra["delayed_main"] = [*ctx.s.extra.get("delayed_main", ()), (
                src, self.n, ctx.controller, int(ctx.item.info.get("bf", -1)))]
            return True
        if self.target is not None:  # "... it at end of turn": the object is remembered
            for o in ctx.targets(self.target):
                ctx.s.turn_flags.setdefault("delayed_end", []).append(
                    (src, self.n, ctx.controller, o.id, o.incarnation))
            return True
        ctx.s.turn_flags.setdefault("delayed_end", []).append((src, self.n, ctx.controller))
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        later_ab = _later(src, self.n, self.op)
        later = src.effect(later_ab, src)
        later = later[:1].lower() + later[1:]
        if later_ab.trigger == "damaged":
            return f"for the rest of this turn, whenever a unit takes damage: {later}"
        if later_ab.trigger == "start_of_main":
            return f"at the start of your next Main Phase: {later}"
        if later_ab.trigger == "they_hold":
            return (f"when that player next holds a battlefield, even if {src.noun} has left "
                    f"the board: {later}")
        if later_ab.trigger == "friendly_unit_played":
            return f"whenever a friendly unit is played this turn: {later}"
        if later_ab.trigger == "next_unit_played":
            return f"the next time you play a unit this turn: {later}"
        return f"at the end of this turn: {later}"


_WATCH_KEYS = {"watched_dies": "delayed_dies", "watched_wins": "delayed_wins",
               "watched_conquers": "delayed_conquer"}


@dataclass(frozen=True, slots=True, kw_only=True)
class DelayNext(ObjectOp):
    """"The next time it takes damage this turn, ...": a delayed trigger watching each chosen
    object, used up the first time (RUP4 390.2, 391's Noxian Guillotine example); "when it
    dies this turn"; "this turn, it has 'when I conquer, ...'" (each time it conquers this
    turn, its controller's: the unit's own ability for the turn, 477.2)."""

    op: Literal["delay_next"] = "delay_next"
    n: Count = 0  # the index of the card's delayed ability

    def run(self, ctx: Ctx) -> bool:
        src = ctx.item.source if ctx.item.kind != "card" else ctx.item.obj
        later = ctx.s.objs[src].card.abilities[self.n] if src >= 0 else None
        # "when it dies / wins a combat this turn" and "this turn, it has 'when I conquer
        # ...'": watched the same way
        key = _WATCH_KEYS.get(later.trigger or "" if later is not None else "", "delayed_damage")
        for o in ctx.objects(self):
            ctx.s.turn_flags.setdefault(key, []).append(
                (src, self.n, ctx.controller, o.id, o.incarnation))
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        later_ab = _later(src, self.n, self.op)
        later = src.effect(later_ab, src)
        watched = _acted_on(self, ability, src)
        if later_ab.trigger == "watched_conquers":
            return (f"this turn, {watched.subj} has “when this unit conquers, "
                    f"{later[:1].lower()}{later[1:].rstrip('.')}”")
        when = (f"when {watched.subj} dies this turn" if later_ab.trigger == "watched_dies"
                else f"whenever {watched.subj} wins a combat this turn"
                if later_ab.trigger == "watched_wins"
                else f"the next time {watched.subj} takes damage this turn")
        return f"{when}: {later[:1].lower()}{later[1:]}"


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


OPS: tuple[type[Op], ...] = (Token, Reflex, UnitsEnterReady, NextUnitReady, FreePlay,
                             NextSpellBonus, NextSpellDiscount, UnitsCostMore, Delay, DelayNext,
                             Activate)
