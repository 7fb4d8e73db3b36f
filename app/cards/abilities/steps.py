"""One step of an ability (`StepDef`): an op with its fields, the checks of which fields
the op takes, compiled to `app.engine.abilities.Step`."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, model_validator

from app.cards.abilities.selects import SelectDef
from app.cards.abilities.vocabulary import (
    _ACTS_ON_OBJECTS,
    _CONDITION_OPS,
    _DOMAINS_RE,
    _NEEDS_N,
    _PICK_OPS,
    _PIP_RE,
    _THAT_PLAYER_OPS,
    _WHO_OPS,
    Duration,
    MoveDest,
    Op,
    StepCondition,
    TokenTo,
    Who,
    _Model,
    parse_pip,
)
from app.engine import abilities as eng
from app.engine.core.enums import Domain, Keyword


class StepDef(_Model):
    """One instruction; see `app.engine.abilities.Step` for the ops."""

    op: Op
    n: int = 0
    target: Annotated[int, Field(ge=0)] | None = None
    scope: SelectDef | None = None
    card: Annotated[str, Field(min_length=1)] | None = None
    exhausted: bool = False
    keyword: Keyword | None = None
    duration: Duration = "turn"
    condition: StepCondition | None = None
    handler: Annotated[str, Field(min_length=1)] | None = None
    to: TokenTo = "here"
    # add_power: the domain of the Power added ("Fury", ...) or "any" ([A], RUP4 429.5)
    domain: Annotated[str, Field(pattern=r"^(?:any|" + _DOMAINS_RE + r")$")] | None = None
    who: Who = "you"
    may: bool = False  # each player picks: "each player may ..." (a pick can be declined)
    # dyn-amount: the amount is "its Energy cost" of the card this ability discarded
    amount: Literal["discarded_energy",
                    # x-cost: the amount paid by the ability's earlier pay_x step
                    "paid_x",
                    # buff-spend: how many buffs the earlier spend_buffs step spent
                    "spent",
                    # "deal 1 for each card with <keyword> revealed this way" (n per card)
                    "revealed_keyword",
                    # deal-equal-might: "damage equal to its Might" (slot 0's unit)
                    "first_might",
                    # "deal damage equal to my Might": the ability deals it, not the unit
                    # (RUP4 417.6.a; FAQ-ORIGINS, Unyielding Spirit)
                    "my_might",
                    # look_play: Might bound relative to the unit this ability killed
                    "killed_might"] | None = None
    # token-options: "play a ready ... token" (RUP4 184.1: contrary to the default state)
    ready: bool = False
    dest: MoveDest | None = None  # move-effect: where op 'move' takes the unit
    # cond-hand: the N of condition 'hand_at_most' ("if you have N or fewer cards in hand")
    at_most: Annotated[int, Field(ge=0)] | None = None
    # extra-trigger: op 'activate': which named triggered abilities (RUP4 383.4.c)
    effects: Literal["conquer"] | None = None
    # pay-to: the Power a "pay" step costs ("Calm", "Fury/Chaos", "A")
    power: tuple[Annotated[str, Field(pattern=_PIP_RE.pattern)], ...] = ()
    # mighty / dyn-amount: "draw N for each <per_scope>" (counted as it resolves)
    per_scope: SelectDef | None = None
    offer: Literal["you_draw"] | None = None  # cond-unless: "unless they have you draw n"
    also: Annotated[int, Field(ge=0)] | None = None  # and the objects of this slot, together
    # play-by-effect: "ignoring its cost" (all) / "ignoring its Energy cost" (RUP4 356.1.b)
    ignore: Literal["all", "energy"] | None = None
    less: Annotated[int, Field(ge=0)] = 0  # play-by-effect: N less Energy (RUP4 356.4)
    # play: "then recycle it": recycled instead of going to the trash from the chain (390.3.a)
    then: Literal["recycle"] | None = None
    # a spell's "[Level N] <instruction>": only while you have N or more XP (RUP4 824); with
    # condition below_level, only while fewer
    level: Annotated[int, Field(ge=1)] | None = None

    @model_validator(mode="after")
    def _level(self) -> StepDef:
        if (self.condition == "below_level") and self.level is None:
            raise ValueError("condition 'below_level' needs the step's level")
        if self.level is not None and self.condition not in (None, "below_level"):
            raise ValueError("a step with a level takes no other condition")
        return self

    @model_validator(mode="after")
    def _pay_to(self) -> StepDef:
        if self.power and self.op not in ("pay", "play", "save"):
            raise ValueError("power only applies to ops 'pay', 'save' and 'play' (as-looked: "
                             "\"play me for <power>\", RUP4 356.1.a)")
        if self.op == "pay" and not (self.n or self.power):
            raise ValueError("op 'pay' needs n (Energy) or power")
        if self.op in ("pay", "pay_x") and (self.target is not None or self.scope is not None
                                            or self.condition is not None):
            raise ValueError(f"op {self.op!r} takes no target, scope or condition")
        if self.op == "pay_x" and self.n:
            raise ValueError("op 'pay_x' takes no n: its controller chooses the amount")
        if self.op == "spend_buffs" and (
            self.scope is None or self.scope.kind not in ("unit", "permanent")
            or self.scope.side != "friendly" or self.scope.where in ("target_bf", "spent")
            or self.n not in (0, 1) or self.target is not None
        ):
            raise ValueError("op 'spend_buffs' takes a friendly unit scope (buffs you can "
                             "spend, RUP4 702.2.b) and n 0 (any number) or 1 (one per unit)")
        if self.amount == "spent" and (self.op != "channel" or self.n):
            raise ValueError("amount 'spent' applies to op 'channel', instead of n")
        return self

    @model_validator(mode="after")
    def _reveal_and_unless(self) -> StepDef:
        op = self.op
        if (op == "unless") != (self.offer is not None):
            raise ValueError("offer is required by op 'unless' and only allowed there")
        if op == "unless" and self.who not in ("its_controller", "chosen_player"):
            raise ValueError("op 'unless' asks its_controller (of the target) or chosen_player")
        if op == "reveal_hand" and (self.who not in ("you", "chosen_player") or self.n):
            raise ValueError("op 'reveal_hand' reveals your hand or the chosen player's, no n")
        if self.who == "chosen_player" and op not in ("reveal_hand", "unless", "draw"):
            raise ValueError("who 'chosen_player' applies to ops reveal_hand, unless and draw")
        if op in ("revealed_discard", "revealed_recycle") and (
            self.target is not None or (self.scope is not None and self.scope.kind != "hand_card")
        ):
            raise ValueError(f"op {op!r} picks among revealed cards: a scope of kind "
                             "'hand_card' or nothing")
        if op == "revealed_discard" and self.scope is None:
            raise ValueError("op 'revealed_discard' needs a scope (kind 'hand_card')")
        if self.scope is not None and self.scope.kind == "hand_card" \
                and op not in ("revealed_discard", "revealed_recycle", "play"):
            raise ValueError("kind 'hand_card' is for the scopes of revealed_* and play steps")
        if (self.amount == "revealed_keyword") != (op == "deal" and self.keyword is not None):
            raise ValueError("amount 'revealed_keyword' needs op 'deal' with a keyword (n per "
                             "revealed card with it)")
        if self.amount == "revealed_keyword" and self.n < 1:
            raise ValueError("amount 'revealed_keyword' needs n >= 1 (damage per card)")
        return self

    @model_validator(mode="after")
    def _play_by_effect(self) -> StepDef:
        op = self.op
        if (self.ignore is not None or self.less) and op not in ("play", "look_play",
                                                                   "reveal_play"):
            raise ValueError("ignore and less only apply to ops 'play', 'look_play' and "
                             "'reveal_play'")
        if self.then is not None and op != "play":
            raise ValueError("then only applies to op 'play'")
        if op == "look_banish" and (self.n < 1 or self.who not in ("you", "each_player")
                                    or self.target is not None or self.scope is not None):
            raise ValueError("op 'look_banish' needs n >= 1 and who 'you' or 'each_player'")
        if op == "play" and self.who == "each_player_next" and self.scope is not None:
            raise ValueError("op 'play' by each player plays the cards this ability banished")
        if op == "reveal_play":
            sc = self.scope
            if self.who not in ("you", "each_opponent") or self.target is not None or (
                    sc is not None and (sc.kind not in ("unit", "gear", "permanent")
                                        or (sc.side, sc.where) != ("any", "any"))):
                raise ValueError("op 'reveal_play' takes who 'you' or 'each_opponent', no "
                                 "target, a scope of kind unit/gear/permanent")
            if self.who == "you" and (self.n or sc is None):
                raise ValueError("op 'reveal_play' by you reveals until a card matches: a "
                                 "scope and no n")
            if self.who == "each_opponent" and self.n < 1:
                raise ValueError("op 'reveal_play' by each opponent needs n >= 1")
        if op == "play":
            if self.scope is not None and (
                    (self.scope.kind != "hand_card" and self.scope.where != "self")
                    or self.who != "you"):
                # a card of a trash is public, so a target (RUP4 355.10.a)
                raise ValueError("op 'play' with a scope plays a card of your hand (kind "
                                 "'hand_card') or this card (where 'self'); a card of your "
                                 "trash is its target; without either, the cards this "
                                 "ability banished")
            me = self.scope is not None and self.scope.where == "self"
            if self.who not in ("you", "its_owner", "each_player_next") or (
                    self.target is not None and (self.scope is not None or self.who != "you")
            ) or (self.may and not me):
                raise ValueError("op 'play' takes no may; who is 'you', 'its_owner' or "
                                 "'each_player_next'; a target (a card of your trash) only "
                                 "without a scope, by you")
            if self.to not in ("here", "base", "my_bf") or self.n:
                raise ValueError("op 'play' takes to 'base' or 'my_bf' (or nothing) and no n")
        if op == "look_play":
            sc = self.scope
            if self.n < 1 or sc is None or sc.kind not in ("unit", "gear", "permanent") or (
                    sc.side, sc.where) != ("any", "any") or self.target is not None:
                raise ValueError("op 'look_play' needs n >= 1 (cards looked at) and a scope of "
                                 "kind unit/gear/permanent, no side or where")
        if self.amount == "killed_might" and (op != "look_play" or self.scope is None
                                              or self.scope.max_might is None):
            raise ValueError("amount 'killed_might' is for 'look_play' with scope max_might "
                             "(Might up to that much more than the unit killed)")
        if op == "extra_turn" and (self.n or self.target is not None or self.scope is not None):
            raise ValueError("op 'extra_turn' takes nothing")
        return self

    @model_validator(mode="after")
    def _consistent(self) -> StepDef:
        op = self.op
        if (op == "activate") != (self.effects is not None):
            raise ValueError("effects is required by op 'activate' and only allowed there")
        if op == "activate" and (self.scope is None or self.target is not None
                                 or self.scope.kind != "unit"):
            raise ValueError("op 'activate' acts on a scope of units")
        if (self.condition == "hand_at_most") != (self.at_most is not None):
            raise ValueError("at_most is required by condition 'hand_at_most' and only "
                             "allowed there")
        if op in ("gain_xp", "spend_xp") and (self.n < 1 or self.target is not None
                                              or self.scope is not None):
            raise ValueError(f"op {op!r} takes n (1 or more) and no target or scope: you gain "
                             "or may pay n XP (RUP4 730)")
        if self.per_scope is not None and (op not in ("draw", "gain_xp") or self.who != "you"
                                           or self.n < 1):
            raise ValueError("per_scope only applies to ops 'draw' and 'gain_xp' (you draw / "
                             "gain n for each)")
        if self.per_scope is not None and self.per_scope.where in ("target_bf", "event"):
            raise ValueError("per_scope counts objects on the board: no target_bf or event")
        if op == "set_might" and self.n < 0:
            raise ValueError("op 'set_might' needs n >= 0")
        if self.duration == "permanent" and op != "grant":
            raise ValueError("duration 'permanent' only applies to op 'grant'")
        if (op == "move") != (self.dest is not None):
            raise ValueError("dest is required by op 'move' and only allowed there")
        if op == "move" and self.target is None and self.dest != "with_event":
            raise ValueError("op 'move' moves the units of its target slot")
        if self.ready and op != "token":
            raise ValueError("ready only applies to op 'token'")
        if (op == "add_power") != (self.domain is not None):
            raise ValueError("domain is required by op 'add_power' and only allowed there")
        if op == "add_power" and self.condition == "spells_only" and self.domain != "any":
            raise ValueError("spells-only Power is [A] here: add_power with domain 'any'")
        if op in _PICK_OPS and self.who != "you":
            if self.who not in ("each_player", "each_player_next", "each_other_next") \
                    or self.scope is None \
                    or self.target is not None or self.scope.where == "target_bf":
                raise ValueError(f"op {op!r} by each player needs who 'each_player', "
                                 "'each_player_next' or 'each_other_next' and a scope to pick "
                                 "from (no target)")
            if self.who == "each_other_next" and (self.scope.side != "any" or self.may):
                # the objects are "ones you don't control" (relative to the caster, not the
                # picker), and the choice is required (no 'may')
                raise ValueError("who 'each_other_next' picks objects you don't control: "
                                 "scope side 'any', no may")
        elif self.who == "that_player":
            if op not in _THAT_PLAYER_OPS or self.target is not None or self.scope is not None:
                raise ValueError("who 'that_player' applies to ops channel, draw, point "
                                 "(no target or scope)")
        elif self.who in ("each_player_next", "each_other_next") and not (
                op == "play" and self.who == "each_player_next"):
            raise ValueError("who 'each_player_next' is for picks (kill, return_hand)")
        elif self.who != "you" and op not in _WHO_OPS and not (
                (op == "play" and self.who in ("its_owner", "each_player_next"))
                or (op == "look_banish" and self.who == "each_player")
                or (op == "reveal_play" and self.who == "each_opponent")):
            raise ValueError(f"who only applies to ops {', '.join(sorted(_WHO_OPS | _PICK_OPS))}")
        if self.may and op == "recycle" and self.scope is not None and self.n:
            pass  # "recycle up to N from trashes": the picks may stop early (RUP4 416.6)
        elif self.may and op == "play" and self.scope is not None and self.scope.where == "self":
            pass  # as-looked: "if you do, you may play me" (checked with the ability)
        elif self.may and (op not in _PICK_OPS or self.who == "you"):
            raise ValueError("may only applies to a pick by each player (or 'recycle up to')")
        if (self.who == "its_controller") != (self.target is not None and op in _WHO_OPS) \
                and op not in ("play", "reveal_play"):
            raise ValueError("who 'its_controller' needs the target whose controller acts")
        if self.amount in ("discarded_energy", "paid_x") and (op != "deal" or self.n):
            raise ValueError("amount only applies to op 'deal', instead of n")
        if op in _NEEDS_N and self.n < 1 and self.amount is None:
            raise ValueError(f"op {op!r} needs n >= 1")
        if op == "might" and self.n == 0:
            raise ValueError("op 'might' needs a non-zero n")
        if op not in ("might",) and self.n < 0:
            raise ValueError(f"op {op!r} takes no negative n")
        if (op == "grant") != (self.keyword is not None) and self.amount != "revealed_keyword":
            raise ValueError("keyword is required by op 'grant' and only allowed there")
        if (op == "token") != (self.card is not None):
            raise ValueError("card is required by op 'token' and only allowed there")
        if (op == "handler") != (self.handler is not None):
            raise ValueError("handler is required by op 'handler' and only allowed there")
        if self.to != "here" and op not in ("token", "play"):
            raise ValueError("to only applies to op 'token'")
        if self.to == "my_bf" and op != "play":
            raise ValueError("to 'my_bf' only applies to op 'play'")
        if self.exhausted and op != "channel":
            raise ValueError("exhausted only applies to op 'channel'")
        if self.duration not in ("turn", "permanent") and op != "grant":
            raise ValueError("duration only applies to op 'grant'")
        if op == "channel" and self.scope is not None:
            raise ValueError("op 'channel' takes a target (its owner channels), not a scope")
        if op not in _ACTS_ON_OBJECTS and op not in ("handler", "channel", "play",
                                                      "look_play", "reveal_play") and not (
            op == "fight" and self.scope is not None and self.scope.where == "with_first"
        ) and not (
            self.who == "its_controller"
        ) and (
            self.target is not None or self.scope is not None
        ):
            raise ValueError(f"op {op!r} takes no target or scope")
        if op == "counter" and (self.target is None or self.scope is not None):
            raise ValueError("op 'counter' counters the spells of its target slot")
        if op == "draw_if_killed" and self.target is None:
            raise ValueError("op 'draw_if_killed' needs the target it checks")
        if self.scope is not None and self.target is not None and self.scope.where != "target_bf":
            raise ValueError("give a target or a scope, not both (unless where='target_bf')")
        if self.scope is not None and self.scope.where == "target_bf" and self.target is None:
            raise ValueError("where 'target_bf' needs the step's target (a battlefield slot)")
        if op == "recycle":
            picks = self.scope is not None and self.scope.where != "self"
            if picks and (self.n < 1 or self.scope.kind not in ("trash_card", "rune")  # type: ignore[union-attr]
                          or self.scope.where != "any"):  # type: ignore[union-attr]
                # "recycle N from your trash" / "recycle one of your runes" (RUP4 416.6)
                raise ValueError("op 'recycle' with a scope picks n cards of your trash or "
                                 "runes (kind 'trash_card' or 'rune', n >= 1)")
            if not picks and self.n:
                raise ValueError("op 'recycle' takes n only when picking from a scope")
        if self.condition in _CONDITION_OPS and op not in _CONDITION_OPS[self.condition]:
            allowed = ", ".join(sorted(_CONDITION_OPS[self.condition]))
            raise ValueError(f"condition {self.condition!r} only applies to op {allowed}")
        return self

    @model_validator(mode="after")
    def _mov(self) -> StepDef:
        """move-effect, swap-locations, dependent targets (checked with the ability too)."""
        if self.op == "swap" and (self.target is None or self.scope is not None):
            raise ValueError("op 'swap' swaps the source with the unit of its target slot")
        if self.op == "fight" and self.scope is not None and (
            self.scope.where != "with_first" or self.target is not None
        ):
            # a second unit picked on resolution (RUP4 355.17) at the location of slot 0's
            # unit fights it
            raise ValueError("op 'fight' takes a scope only with where 'with_first'")
        if self.also is not None and (self.target is None or self.also == self.target
                                      or self.op not in _ACTS_ON_OBJECTS or self.scope is not None):
            raise ValueError("also names a second target slot of a step acting on its target")
        if self.op == "split" and (self.target is None or self.scope is not None
                                   or self.also is not None):
            raise ValueError("op 'split' divides its damage among its target slot's units")
        if self.amount in ("first_might", "my_might") and self.op != "deal":
            raise ValueError(f"amount {self.amount!r} only applies to op 'deal'")
        return self

    def compile(self) -> eng.Step:
        return eng.Step(
            op=self.op,
            n=self.n,
            target=self.target,
            scope=self.scope.compile() if self.scope is not None else None,
            card=self.card,
            exhausted=self.exhausted,
            keyword=self.keyword,
            duration=self.duration,
            condition=self.condition,
            handler=self.handler,
            to=self.to,
            domain=(None if self.domain is None or self.domain == "any"
                    else Domain(self.domain)),
            who=self.who,
            may=self.may,
            amount=self.amount,
            ready=self.ready,
            dest=self.dest,
            at_most=self.at_most,
            effects=self.effects,
            power=tuple(parse_pip(p) for p in self.power),
            per_scope=self.per_scope.compile() if self.per_scope is not None else None,
            offer=self.offer,
            also=self.also,
            ignore=self.ignore,
            less=self.less,
            then=self.then,
            level=self.level,
        )
