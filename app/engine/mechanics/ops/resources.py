"""Ops of the family "resources" (RUP4 429, 444): ready, exhaust, channel, add_energy,
add_power, point, win, and pay / pay_x (pay-to: "you may pay ... to ..."; x-cost: "pay any
amount of [A]", 444.2)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from pydantic import model_validator

from app.engine.actions.payment import (
    add_energy,
    add_power,
    could_pay_adding,
    max_x,
    pay_now,
    paying,
    payment_options,
)
from app.engine.actions.pool import ONLY, Use, uses
from app.engine.actions.triggers import collect_event
from app.engine.actions.zones import channel, gain_points, set_winner
from app.engine.core.abilities import Ability, Count, ObjectOp, Op, Pip, PowerDomain
from app.engine.core.actions import Action
from app.engine.core.enums import ALL_DOMAINS, CardType
from app.engine.core.events import emit
from app.engine.core.selects import Select
from app.engine.core.state import ChainItem, Decision, GameState
from app.engine.mechanics.context import Ctx, who
from app.engine.mechanics.wording import _acted_on, _price, _slot_ref, _Src
from app.engine.reads.characteristics import tags_among
from app.engine.reads.restrict import cant_be_readied


@dataclass(frozen=True, slots=True, kw_only=True)
class Ready(ObjectOp):
    """Ready the objects (a restriction may forbid it, RUP4 054.1); "when you ready" once per
    object readied."""

    op: Literal["ready"] = "ready"

    def run(self, ctx: Ctx) -> bool:
        for o in ctx.objects(self):
            if o.exhausted and not cant_be_readied(ctx.s, o):  # restrictions (RUP4 054.1)
                o.exhausted = False
                ctx.s.dirty = True
                emit(ctx.s, "ready", obj=o.id)
                collect_event(ctx.s, "you_ready", obj=o, player=ctx.controller)
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        return f"ready {_acted_on(self, ability, src).obj}"


@dataclass(frozen=True, slots=True, kw_only=True)
class Exhaust(ObjectOp):
    """Exhaust the objects."""

    op: Literal["exhaust"] = "exhaust"

    def run(self, ctx: Ctx) -> bool:
        for o in ctx.objects(self):
            if not o.exhausted:
                o.exhausted = True
                ctx.s.dirty = True
                emit(ctx.s, "exhaust", obj=o.id)
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        return f"exhaust {_acted_on(self, ability, src).obj}"


@dataclass(frozen=True, slots=True, kw_only=True)
class Channel(Op):
    """You channel n runes (`exhausted`: they enter exhausted); with a target slot, "its owner
    channels n" for each object of that slot that was a legal target as the item began to
    resolve, even if an earlier instruction has moved it off the board since (an illegal
    target's instructions are skipped, RUP4 359.3.e.5); `who` that_player: the player of the
    triggering event (trig-phase); amount "spent": 1 for each buff an earlier spend_buffs
    step spent (buff-spend)."""

    op: Literal["channel"] = "channel"
    n: Count = 0
    target: Count | None = None
    who: Literal["you", "that_player", "each_player"] = "you"
    exhausted: bool = False
    amount: Literal["spent"] | None = None

    @model_validator(mode="after")
    def _check(self) -> Channel:
        if self.amount == "spent" and self.n:
            raise ValueError("amount 'spent' applies to op 'channel', instead of n")
        if self.n < 1 and self.amount is None:
            raise ValueError("op 'channel' needs n >= 1")
        if self.who != "you" and self.target is not None:
            raise ValueError(f"who {self.who!r} applies to ops channel, draw, point "
                             "(no target or scope)")
        return self

    def run(self, ctx: Ctx) -> bool:
        n = self.n or 1
        if self.amount == "spent":  # buff-spend: "for each buff spent, channel 1"
            n = int(ctx.item.info.get("spent", 0))
            if n <= 0:
                return True
        # each player: in turn order from the turn player (RUP4 303.2.a)
        players = who(ctx, self.who, self.target) if self.who != "you" else [ctx.controller]
        if self.target is not None:
            lki = ctx.item.info.get("legal_at_start", [])
            ids = lki[self.target] if self.target < len(lki) else []
            players = [ctx.s.objs[oid].owner for oid in ids]
        short = False
        for player in players:
            short |= channel(ctx.s, player, n, exhausted=self.exhausted) < n
        ctx.item.info["channel_short"] = short
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        if self.amount == "spent":  # buff-spend
            runes = "1 rune for each buff spent this way"
            return f"channel {runes}, {'exhausted' if self.exhausted else 'ready'}"
        n = self.n
        runes = "1 rune" if n == 1 else f"{n} runes"
        who = "channel"
        if self.who == "that_player":  # trig-phase
            who = "that player channels"
        elif self.who == "each_player":
            who = "each player channels"
        if self.target is not None:  # "its owner channels"
            ref = _slot_ref(ability, self.target)
            who = f"{ref.poss} {'owners each channel' if ref.plural else 'owner channels'}"
        if self.exhausted:
            return f"{who} {runes}, which {'enters' if n == 1 else 'enter'} exhausted"
        return f"{who} {runes}"


@dataclass(frozen=True, slots=True, kw_only=True)
class AddEnergy(Op):
    """Add n Energy to the pool (RUP4 429.2); with condition "spells_only", only to pay for
    spells ("units_only": units and abilities of units; "gear_only": gear and gear
    abilities; "showdown_only": anything during a showdown). `who` "attacker_and_defender":
    each of the players of the combat that set off a battlefield's "when combat starts here"
    adds it to their own pool."""

    op: Literal["add_energy"] = "add_energy"
    n: Count = 0
    who: Literal["you", "attacker_and_defender"] = "you"
    # add-any: "add that much": the amount an earlier pay_x step of the Add ability paid
    amount: Literal["paid_x"] | None = None

    @model_validator(mode="after")
    def _check(self) -> AddEnergy:
        if (self.n < 1) == (self.amount is None):
            raise ValueError("op 'add_energy' needs n >= 1, or amount 'paid_x' instead")
        return self

    def run(self, ctx: Ctx) -> bool:
        if self.who == "attacker_and_defender":
            info = ctx.item.info
            for player in (info.get("attacker"), info.get("defender")):
                if player is not None:
                    add_energy(ctx.s, int(player), self.n, ONLY.get(self.condition or ""))
            return True
        n = int(ctx.item.info.get("paid_x", 0)) if self.amount == "paid_x" else self.n
        if n:
            add_energy(ctx.s, ctx.controller, n, ONLY.get(self.condition or ""))
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        if self.who == "attacker_and_defender":
            return f"the attacker and the defender each add {self.n} Energy"
        if self.amount == "paid_x":
            return "add as much Energy as was paid"
        return f"add {self.n} Energy"


@dataclass(frozen=True, slots=True, kw_only=True)
class AddPower(Op):
    """Add n Power of `domain` (None: [A], of any domain) to the pool (RUP4 429.5); with
    condition "spells_only" (or another restriction, as for add_energy), [A] only to pay for
    spells (or that). Card data: domain "any" or a
    domain's name."""

    op: Literal["add_power"] = "add_power"
    n: Count = 0
    domain: PowerDomain
    # add-any: "add that much": the amount an earlier pay_x step of the Add ability paid
    amount: Literal["paid_x"] | None = None

    @model_validator(mode="after")
    def _check(self) -> AddPower:
        if (self.n < 1) == (self.amount is None):
            raise ValueError("op 'add_power' needs n >= 1, or amount 'paid_x' instead")
        if self.condition in ONLY and self.domain is not None:
            raise ValueError("restricted Power is [A] here: add_power with domain 'any'")
        return self

    def run(self, ctx: Ctx) -> bool:
        n = int(ctx.item.info.get("paid_x", 0)) if self.amount == "paid_x" else self.n
        if n:
            add_power(ctx.s, ctx.controller, n, self.domain, ONLY.get(self.condition or ""))
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        if self.amount == "paid_x":
            what = "Power of any domain" if self.domain is None else f"{self.domain.value} Power"
            return f"add as much {what} as was paid"
        if self.domain is None:
            return f"add {self.n} Power of any domain"
        return f"add {self.n} {self.domain.value} Power"


@dataclass(frozen=True, slots=True, kw_only=True)
class Point(Op):
    """Gain n points (RUP4 190): you, the player of the triggering event (that_player) or the
    opponent chosen as it went on the chain (chosen_player, RUP4 355.9.a). `if_tags`: "score
    1 point if your units have all of the following tags among them": only if the objects
    matching it that you control have every one of its tags between them, as it resolves."""

    op: Literal["point"] = "point"
    n: Count = 0
    who: Literal["you", "that_player", "chosen_player"] = "you"
    if_tags: Select | None = None

    @model_validator(mode="after")
    def _check(self) -> Point:
        if self.n < 1:
            raise ValueError("op 'point' needs n >= 1")
        if self.if_tags is not None and (len(self.if_tags.tags) < 2 or self.who != "you"):
            raise ValueError("if_tags reads the tags (two or more) of its filter among your "
                             "units (who 'you')")
        return self

    def run(self, ctx: Ctx) -> bool:
        if self.if_tags is not None and tags_among(
                ctx.s, self.if_tags, ctx.controller, ctx.source) < len(self.if_tags.tags):
            return True  # not every tag among your units (checked as it resolves)
        for player in (who(ctx, self.who) if self.who != "you" else [ctx.controller]):
            gain_points(ctx.s, player, self.n or 1, "effect")
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        n = self.n
        if self.who != "you":
            return f"that player gains {n} point{'s' if n != 1 else ''}"
        if self.if_tags is not None:
            tags = self.if_tags.tags
            return (f"gain {n} point{'s' if n != 1 else ''} if the units you control have "
                    f"all of the tags {', '.join(tags[:-1])} and {tags[-1]} between them")
        return f"gain {n} point{'s' if n != 1 else ''}"


@dataclass(frozen=True, slots=True, kw_only=True)
class Win(Op):
    """alt-victory: "you win the game": an effect instructs it (RUP4 195); the game ends (196)."""

    op: Literal["win"] = "win"

    def run(self, ctx: Ctx) -> bool:
        set_winner(ctx.s, ctx.controller)
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        return "you win the game"


ANY_PIP = ALL_DOMAINS


def _use(s: GameState, item: ChainItem) -> Use:
    """Spell-only Energy and Power may pay a spell's own cost within instructions; showdown-
    only ones any cost during a showdown."""
    spell = item.kind == "card" and s.objs[item.obj].card.type is CardType.SPELL
    return uses(s, "spells" if spell else None)


@dataclass(frozen=True, slots=True, kw_only=True)
class Pay(Op):
    """pay-to: "you may pay n Energy and `power` to ..." on resolution, a cost within the
    instructions (RUP4 740.4.a.1, 740.4.a.2.a): its controller pays it with the usual payment
    or declines (444.2); the later steps with condition paid / not_paid run only if it was /
    wasn't paid. Takes no condition itself."""

    ASKS: ClassVar[frozenset[str]] = frozenset({"pay_to"})
    op: Literal["pay"] = "pay"
    n: Count = 0
    power: tuple[Pip, ...] = ()

    @model_validator(mode="after")
    def _check(self) -> Pay:
        if not (self.n or self.power):
            raise ValueError("op 'pay' needs n (Energy) or power")
        if self.condition is not None:
            raise ValueError("op 'pay' takes no target, scope or condition")
        return self

    def run(self, ctx: Ctx) -> bool:
        s, item = ctx.s, ctx.item
        use = _use(s, item)
        if not could_pay_adding(s, item.controller, self.n, list(self.power), use):
            item.info["paid"] = False  # nothing to decide: it can't be paid (444.2)
            return True
        # "pay" once the pool and runes can: the player's Add abilities may first (429.3)
        s.decision = Decision(item.controller, "choose", {
            "ask": "pay_to", "item": item.id, "energy": self.n, "power": len(self.power),
            "options": payment_options(s, item.controller, self.n, self.power, use),
            **paying(self.n, self.power, use)})
        return False

    def answer(self, ctx: Ctx, d: Decision, verb: str, arg: object) -> bool:
        """Paid or declined; the item's next step follows."""
        s, item = ctx.s, ctx.item
        paid = verb == "pay"
        if paid:
            pay_now(s, item.controller, self.n, list(self.power), _use(s, item))
        else:
            emit(s, "decline_pay", player=item.controller)
        item.info["paid"] = paid
        item.resolving_index += 1
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        return f"you may pay {_price(self.n, self.power)}"




@dataclass(frozen=True, slots=True, kw_only=True)
class PayX(Op):
    """x-cost: "pay any amount of [A] to ...": its controller chooses how much, 0 included; a
    later step's amount "paid_x" is that number (RUP4 444.2). `energy`: "pay any amount of
    Energy" instead. Takes no condition. First step of an Add ability (add-any): asked as
    the ability resolves at once (app.engine.actions.payment.ask_add_amount, RUP4 204.3.b)."""

    ASKS: ClassVar[frozenset[str]] = frozenset({"pay_x"})
    op: Literal["pay_x"] = "pay_x"
    energy: bool = False

    @model_validator(mode="after")
    def _check(self) -> PayX:
        if self.condition is not None:
            raise ValueError("op 'pay_x' takes no target, scope or condition")
        return self

    def run(self, ctx: Ctx) -> bool:
        s, item = ctx.s, ctx.item
        use = _use(s, item)
        top = max_x(s, item.controller, use, self.energy)
        if top == 0 and not could_pay_adding(s, item.controller, int(self.energy),
                                             [] if self.energy else [ANY_PIP], use):
            item.info["paid_x"] = 0
            return True
        # the Add abilities that add what it pays are offered beside (RUP4 429.3)
        s.decision = Decision(item.controller, "choose", {
            "ask": "pay_x", "item": item.id,
            "options": [Action("amount", (k,)) for k in range(top, -1, -1)],
            **paying(int(self.energy), [] if self.energy else [ANY_PIP], use)})
        return False

    def answer(self, ctx: Ctx, d: Decision, verb: str, arg: object) -> bool:
        """The amount paid; the item's next step follows."""
        s, item = ctx.s, ctx.item
        k = int(arg)  # type: ignore[call-overload]
        if k:
            pay_now(s, item.controller, k if self.energy else 0,
                    [] if self.energy else [ANY_PIP] * k, _use(s, item))
        item.info["paid_x"] = k
        item.resolving_index += 1
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        what = "Energy" if self.energy else "Power of any domain"
        return f"pay as much {what} as you choose (none at all is allowed)"


OPS: tuple[type[Op], ...] = (Ready, Exhaust, Channel, AddEnergy, AddPower, Point, Win, Pay, PayX)
