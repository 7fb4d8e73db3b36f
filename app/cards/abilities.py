"""Validated ability definitions: the data form of `app.engine.abilities`.

Card abilities are written as TOML tables (see `data/proving_grounds_abilities.toml` and
the scenario format in tests/scenarios/README.md). These pydantic models mirror the engine
dataclasses field for field, but every name (op, trigger, condition, kind, side, where,
static op) is a `Literal`, unknown keys are rejected, and cross-field rules are checked,
so a typo fails while loading with a message naming the card and the field, never later
inside the engine. `compile()` turns a model into the engine's frozen value.
"""

from __future__ import annotations

import difflib
import re
import tomllib
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Annotated, Any, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from app.cards.models import CardDataError
from app.engine import abilities as eng
from app.engine.cards import ALL_DOMAINS, CardType, Domain, Keyword

__all__ = [
    "ABILITY_CONDITIONS",
    "ABILITY_KINDS",
    "KINDS",
    "OPS",
    "SIDES",
    "STATIC_CONDITIONS",
    "STATIC_OPS",
    "STEP_CONDITIONS",
    "TRIGGERS",
    "WHERES",
    "AbilityDef",
    "AbilityFile",
    "CardAbilities",
    "SelectDef",
    "StaticDef",
    "StepDef",
    "TargetDef",
    "check_card_fit",
    "format_errors",
    "load_ability_file",
    "parse_abilities",
    "parse_pip",
]

# -- the vocabulary (kept in step with the docstrings of app/engine/abilities.py) -------------

Kind = Literal["unit", "gear", "permanent", "rune", "spell", "battlefield", "trash_card",
               "hand_card"]  # play-by-effect: a card in your hand (private: 128.6)
Side = Literal["any", "friendly", "enemy"]
Where = Literal["any", "battlefield", "base", "here", "self", "combat", "target_bf", "my_bf",
                "event"]  # fmt: skip
CardTypeName = Literal["Unit", "Spell", "Gear", "Legend", "Battlefield", "Rune"]
Op = Literal[
    "draw", "deal", "kill", "buff", "stun", "might", "weaken", "grant", "ready", "exhaust",
    "recall", "return_hand", "move_base", "channel", "point", "token", "predict", "discard",
    "heal", "fight", "save", "units_enter_ready", "draw_if_killed", "add_energy", "handler",
    "add_power", "buff_might",
    "discard_hand", "hide_free",
    # delayed (RUP4 389-392): "the next unit you play this turn enters ready", "the next spell
    # you play this turn deals N Bonus Damage", "at the end of this turn, <ability n>"
    "next_unit_ready", "next_spell_bonus", "delay",
    # cost-mod: "the next spell you play this turn costs N less" (a delayed discount, 391)
    "next_spell_discount",
    # "kill it the next time it takes damage this turn": a delayed ability for the target
    "delay_next",
    # deal-equal-might: "it deals damage equal to its Might to ...": the unit of slot 0 deals
    # to slot 1 (with one slot, the source deals to it), one direction of 'fight'
    "deal_might",
    # recycle (RUP4 416): the chosen objects go to the bottom of their owner's deck: cards to
    # the Main Deck, runes to the Rune Deck (416.1.a-b)
    "recycle",
    # look-top-n: look at the top n cards of your Main Deck, put one into your hand and
    # recycle the rest
    "look_take",
    # move-effect: "move a unit" by an effect, to a destination given by `dest` (RUP4 449)
    "move",
    # play-by-effect (RUP4 419.3, 427, 735): banish; play a card of your trash or the cards
    # this ability banished; look at the top N, banish one and play it; take an extra turn
    "banish", "play", "look_play", "extra_turn",
    # reveal from the top until a card matching the scope (or each opponent's top n), banish
    # one, play it, recycle the rest
    "reveal_play",
    # each player looks at their top N and banishes one (a later "play" plays them)
    "look_banish",
]  # fmt: skip
StepCondition = Literal[
    "legion", "no_legion", "target_alone", "cost_paid", "cost_not_paid", "channel_failed",
    "ready_enemy_here", "spells_only", "if_killed",
    "target_stunned", "target_not_stunned", "at_battlefield",
]  # fmt: skip
StaticOp = Literal["might", "keyword", "enter_ready", "play_to_open", "spell_discount",
                   "bonus_damage",
                   # restrictions/permissions: "I can have any number of buffs" (an
                   # exception to RUP4 702.3's one buff per unit)
                   "any_buffs",
                   # enter-state: "this enters exhausted" (a gear, contrary to RUP4 149.1)
                   "enter_exhausted",
                   # cost-mod (RUP4 356.4): "I cost N less" (the card's own, from any zone it
                   # is played from) and "your <scope> cost N less, to a minimum of M"
                   "cost_less", "cost_less_others"]  # fmt: skip
StaticPer = Literal["your_points", "count",  # dyn-amount: "for each ..."
                    # cost-mod: "reduced by the highest Might among <per_scope>"
                    "highest_might"]  # fmt: skip
StaticCondition = Literal["defending_alone", "attacking_or_defending_alone", "runes_8",
                          "at_battlefield", "buffed",
                          "discarded_this_turn",
                          # enter-state: "if an opponent controls a battlefield" (364.3.a)
                          "opponent_controls_bf",
                          # cost-mod: "[Legion] I cost N less" (812)
                          "legion"]  # fmt: skip
Trigger = Literal[
    "play_me", "attack", "defend", "move", "move_to_bf", "conquer", "hold", "die",
    "start_of_turn", "end_of_turn", "start_of_main", "you_play_spell", "you_play_unit",
    "you_conquer", "you_hold", "you_defend_here",
    # trig-you-act: "when you kill a unit": once per object an active kill you are responsible
    # for puts in the trash (RUP4 411.4, 428.1.a.1; a lethal-damage kill is nobody's, 411.2)
    "you_kill",
    # trig-you-act: "when you stun a unit" (one trigger per unit), "when you stun one or more
    # units" (one per instruction), "when you discard one or more cards" (one per instruction)
    "you_stun", "you_stun_units", "you_discard",
    # "when you ready a unit": once per object readied by a game action you are responsible
    # for, the Awaken Phase's included (RUP4 411.4, 315.1.b)
    "you_ready",
    # trig-you-play: "when you play a gear", "when you play a card" (spells at finalize)
    "you_play_gear", "you_play_card",
    # trig-other: "when this leaves the board"; trig-unit-dies: "when a friendly unit dies";
    # trig-move: a battlefield's "when a unit moves from here"
    "leave_board", "friendly_unit_dies", "unit_moves_from_here",
    # delayed abilities only: "when a unit takes damage (this turn)"
    "damaged",
    # trig-move: "when an opponent moves to a battlefield" (one move game action, 144.3)
    "opponent_moves_to_bf",
    # "when you recycle one or more cards to your Main Deck" (one per instruction, RUP4 416)
    "you_recycle",
    # zone-abilities: "when you discard me" (works from the trash it went to, RUP4 385.2)
    "discard_me",
]  # fmt: skip
AbilityCondition = Literal["spell_cost_5", "units_4", "extra_cost_paid", "at_battlefield",
                           "enemy", "other", "second_card", "from_hidden",
                           "first_each_turn", "third_time", "not_here",
                           "friendly_unit",
                           # sel-state: "when a buffed friendly unit dies" (as it died)
                           "buffed",
                           # token-options: "when another non-Recruit unit you control dies"
                           "non_recruit"]  # fmt: skip
# which triggers a trigger condition can qualify (checked while loading)
_TRIGGER_CONDITIONS: dict[str, frozenset[str]] = {
    "enemy": frozenset({"you_stun", "you_stun_units",  # the unit(s) stunned: an enemy one
                        "you_kill"}),
    "other": frozenset({"you_play_unit", "you_play_gear", "you_play_card"}),  # not me
    "second_card": frozenset({"you_play_card"}),  # your second card this turn (turn-history)
    "from_hidden": frozenset({"you_play_card"}),  # played from facedown (RUP4 811)
    # turn-history: "the first time ... each turn", "the third time I move in a turn"
    "first_each_turn": frozenset({"friendly_unit_dies"}),
    "third_time": frozenset({"move"}),
    "not_here": frozenset({"opponent_moves_to_bf"}),  # "a battlefield other than mine"
    "friendly_unit": frozenset({"you_ready"}),  # the object readied is a friendly unit
    "buffed": frozenset({"friendly_unit_dies"}),  # the unit had a buff when it died
    "non_recruit": frozenset({"friendly_unit_dies"}),  # the unit that died is no Recruit
}
AbilityKind = Literal["spell", "triggered", "activated", "static", "additional_cost",
                      "delayed"]  # fmt: skip
Timing = Literal["normal", "action", "reaction"]
Duration = Literal["turn", "combat"]
# move-effect destinations: "any" (another location: its base or another battlefield),
# "battlefield" (another battlefield), "to_or_from_base" (base to a battlefield, or back)
MoveDest = Literal["any", "battlefield", "to_or_from_base"]
TokenTo = Literal["here", "choose",
                  "base"]  # token-options: "into your base"  # fmt: skip
# player-choices: who does the step; "each_player_next": each player, starting with the one
# after you ("starting with the next player")
Who = Literal["you", "each_player", "its_controller", "each_player_next",
              # dependent picks: "starting with the next player, each other player chooses a
              # unit you don't control that hasn't been chosen for this spell; <op> those
              # units": every pick is made first, then one game action acts on all of them
              "each_other_next",
              # play-by-effect: "its owner plays it" (the owner of each card banished)
              "its_owner",
              # reveal_play: "each opponent reveals the top card of their Main Deck"
              "each_opponent"]
_WHO_OPS = frozenset({"draw", "discard_hand"})
_PICK_OPS = frozenset({"kill", "return_hand"})  # each player picks one object on resolution
SlotCost = Literal["exhaust", "spend_buff", "kill",
                   "recycle"]  # "recycle N from your trash" as a cost (RUP4 416.3)

KINDS: tuple[str, ...] = get_args(Kind)
SIDES: tuple[str, ...] = get_args(Side)
WHERES: tuple[str, ...] = get_args(Where)
OPS: tuple[str, ...] = get_args(Op)
STEP_CONDITIONS: tuple[str, ...] = get_args(StepCondition)
STATIC_OPS: tuple[str, ...] = get_args(StaticOp)
STATIC_CONDITIONS: tuple[str, ...] = get_args(StaticCondition)
TRIGGERS: tuple[str, ...] = get_args(Trigger)
ABILITY_CONDITIONS: tuple[str, ...] = get_args(AbilityCondition)
ABILITY_KINDS: tuple[str, ...] = get_args(AbilityKind)

# Ops whose number is a count or an amount and must be given (>= 1).
_NEEDS_N = frozenset({"draw", "deal", "weaken", "channel", "point", "token", "predict",
                      "discard", "draw_if_killed", "add_energy", "add_power",
                      "buff_might", "next_spell_bonus", "look_take",
                      "next_spell_discount", "look_play"})  # fmt: skip
# Ops that act on objects: they take a target slot or a scope (or else act on the source).
_ACTS_ON_OBJECTS = frozenset({"deal", "kill", "buff", "stun", "might", "weaken", "grant",
                              "ready", "exhaust", "recall", "return_hand", "move_base", "heal",
                              "save", "draw_if_killed", "delay_next",
                              "recycle", "move",
                              "banish"})  # fmt: skip
_CONDITION_OPS = {"spells_only": frozenset({"add_energy", "add_power"})}  # only some ops take

_DOMAINS_RE = "|".join(d.value for d in Domain)
_PIP_RE = re.compile(rf"^(?:A|any|(?:{_DOMAINS_RE})(?:/(?:{_DOMAINS_RE}))*)$")


def parse_pip(pip: str) -> frozenset[Domain]:
    """One Power pip of an ability cost: "Calm", "Fury/Chaos", or "A"/"any" (any domain)."""
    if pip in ("A", "any"):
        return ALL_DOMAINS
    return frozenset(Domain(x) for x in pip.split("/"))


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class SelectDef(_Model):
    """A filter over objects; see `app.engine.abilities.Select`."""

    kind: Kind = "unit"
    side: Side = "any"
    where: Where = "any"
    max_might: Annotated[int, Field(ge=0)] | None = None
    card_type: CardTypeName | None = None
    other: bool = False
    exhausted: bool | None = None
    tag: Annotated[str, Field(min_length=1)] | None = None  # sel-tag: cards with this tag
    keyword: Keyword | None = None  # sel-keyword: objects / trash cards with this keyword
    # sel-state: only buffed / stunned / damaged objects (True) or only those that aren't
    buffed: bool | None = None
    stunned: bool | None = None
    damaged: bool | None = None
    # play-by-effect: a card of your trash costing no more than this Energy / these Power pips
    max_energy: Annotated[int, Field(ge=0)] | None = None
    max_power: Annotated[int, Field(ge=0)] | None = None

    @model_validator(mode="after")
    def _consistent(self) -> SelectDef:
        if (self.buffed, self.stunned, self.damaged) != (None, None, None) \
                and self.kind not in ("unit", "permanent"):
            raise ValueError("buffed, stunned and damaged only apply to units")
        if self.tag is not None and self.kind not in ("unit", "gear", "permanent"):
            raise ValueError("tag only applies to units and gear")
        if self.card_type is not None and self.kind not in ("trash_card", "hand_card"):
            raise ValueError("card_type only applies to kinds 'trash_card' and 'hand_card'")
        if self.max_might is not None and self.kind not in ("unit", "permanent"):
            raise ValueError("max_might only applies to units")
        if self.kind == "battlefield" and (self.side != "any" or self.where != "any"):
            raise ValueError("a battlefield selection takes no side or where")
        if self.kind == "trash_card" and (self.side != "any" or self.where != "any"):
            raise ValueError("trash_card means a card in your own trash: no side or where")
        if (self.max_energy, self.max_power) != (None, None) and self.kind not in (
                "trash_card", "hand_card"):
            raise ValueError("max_energy and max_power apply to kinds 'trash_card', 'hand_card'")
        if self.kind == "hand_card" and (self.side != "any" or self.where != "any"):
            raise ValueError("hand_card means a card in your own hand: no side or where")
        return self

    def compile(self) -> eng.Select:
        return eng.Select(
            kind=self.kind,
            side=self.side,
            where=self.where,
            max_might=self.max_might,
            card_type=self.card_type,
            other=self.other,
            exhausted=self.exhausted,
            buffed=self.buffed,
            stunned=self.stunned,
            damaged=self.damaged,
            tag=self.tag,
            keyword=self.keyword,
            max_energy=self.max_energy,
            max_power=self.max_power,
        )


class TargetDef(SelectDef):
    """One target slot: the filter's keys plus count, up_to and cost, all in one table."""

    count: Annotated[int, Field(ge=1)] = 1
    up_to: bool = False
    cost: SlotCost | None = None
    distinct: bool = False  # "another": not an object chosen in an earlier slot
    # an optional cost that, once paid, sets the spell's base cost to zero (RUP4 356.1.b.1)
    ignore_cost: bool = False
    # multi-select: "any number of" (none included); the chosen group all at one battlefield;
    # their total Might at most this
    any_number: bool = False
    same_bf: bool = False
    total_might: Annotated[int, Field(ge=0)] | None = None

    @model_validator(mode="after")
    def _not_in_hand(self) -> TargetDef:
        if self.kind == "hand_card":
            raise ValueError("kind 'hand_card' is for op 'play' scopes, not target slots")
        return self

    @model_validator(mode="after")
    def _target_where(self) -> TargetDef:
        if self.where == "target_bf":
            raise ValueError("where 'target_bf' is for step scopes, not target slots")
        if self.cost == "spend_buff" and (
            self.kind != "unit" or self.side != "friendly" or self.count != 1
            or self.where != "any" or self.max_might is not None or self.exhausted is not None
        ):
            # a buff is spent from a unit you control (RUP4 702.2.b.2), one buff per cost
            raise ValueError("cost 'spend_buff' takes one friendly unit with no other filter")
        if self.cost == "kill" and self.kind != "unit":
            raise ValueError("cost 'kill' takes units")
        if self.cost == "recycle" and (self.kind != "trash_card" or self.up_to
                                       or self.any_number):
            # a recycle cost must be completed in full to be paid (RUP4 416.3)
            raise ValueError("cost 'recycle' takes cards of your trash, a fixed count")
        if self.ignore_cost and (self.cost is None or not self.up_to):
            raise ValueError("ignore_cost needs an optional cost (cost and up_to)")
        if self.any_number and (self.count != 1 or self.up_to):
            raise ValueError("any_number replaces count and up_to")
        if (self.same_bf or self.total_might is not None) and self.kind not in ("unit",
                                                                                 "permanent"):
            raise ValueError("same_bf and total_might apply to units")
        return self

    def compile(self) -> eng.TargetSlot:  # type: ignore[override]
        return eng.TargetSlot(
            select=SelectDef.compile(self),
            count=eng.ANY_NUMBER if self.any_number else self.count,
            up_to=self.up_to or self.any_number, cost=self.cost,
            distinct=self.distinct, ignore_cost=self.ignore_cost, same_bf=self.same_bf,
            total_might=self.total_might,
        )


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
                    # look_play: Might bound relative to the unit this ability killed
                    "killed_might",
                    # play: "with Energy cost less than your points"
                    "below_points"] | None = None
    # token-options: "play a ready ... token" (RUP4 184.1: contrary to the default state)
    ready: bool = False
    dest: MoveDest | None = None  # move-effect: where op 'move' takes the unit
    # play-by-effect: "ignoring its cost" (all) / "ignoring its Energy cost" (RUP4 356.1.b)
    ignore: Literal["all", "energy"] | None = None
    less: Annotated[int, Field(ge=0)] = 0  # play-by-effect: N less Energy (RUP4 356.4)
    # play: "then recycle it": recycled instead of going to the trash from the chain (390.3.a)
    then: Literal["recycle"] | None = None

    @model_validator(mode="after")
    def _play_by_effect(self) -> StepDef:
        op = self.op
        if (self.ignore is not None or self.less) and op not in ("play", "look_play",
                                                                   "reveal_play"):
            raise ValueError("ignore and less only apply to ops 'play', 'look_play' and "
                             "'reveal_play'")
        if self.then is not None and op != "play":
            raise ValueError("then only applies to op 'play'")
        if self.amount == "below_points" and (op != "play" or self.scope is None):
            raise ValueError("amount 'below_points' is for op 'play' from the trash")
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
                    (self.scope.kind not in ("trash_card", "hand_card")
                     and self.scope.where != "self") or self.who != "you"):
                raise ValueError("op 'play' with a scope plays a card of your trash or hand "
                                 "(kind 'trash_card' / 'hand_card') or this card (where "
                                 "'self'); without one, the cards this ability banished")
            if self.who not in ("you", "its_owner", "each_player_next") \
                    or self.target is not None or self.may:
                raise ValueError("op 'play' takes no target or may; who is 'you', 'its_owner' "
                                 "or 'each_player_next'")
            if self.to not in ("here", "base") or self.n:
                raise ValueError("op 'play' takes to 'base' (or nothing) and no n")
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
        if (op == "move") != (self.dest is not None):
            raise ValueError("dest is required by op 'move' and only allowed there")
        if op == "move" and self.target is None:
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
        elif self.who in ("each_player_next", "each_other_next") and not (
                op == "play" and self.who == "each_player_next"):
            raise ValueError("who 'each_player_next' is for picks (kill, return_hand)")
        elif self.who != "you" and op not in _WHO_OPS and not (
                (op == "play" and self.who in ("its_owner", "each_player_next"))
                or (op == "look_banish" and self.who == "each_player")
                or (op == "reveal_play" and self.who == "each_opponent")):
            raise ValueError(f"who only applies to ops {', '.join(sorted(_WHO_OPS | _PICK_OPS))}")
        if self.may and (op not in _PICK_OPS or self.who == "you"):
            raise ValueError("may only applies to a pick by each player")
        if (self.who == "its_controller") != (self.target is not None and op in _WHO_OPS) \
                and op not in ("play", "reveal_play"):
            raise ValueError("who 'its_controller' needs the target whose controller acts")
        if self.amount is not None and (op != "deal" or self.n) and op not in ("look_play",
                                                                                "play"):
            raise ValueError("amount only applies to op 'deal', instead of n")
        if op in _NEEDS_N and self.n < 1 and self.amount is None:
            raise ValueError(f"op {op!r} needs n >= 1")
        if op == "might" and self.n == 0:
            raise ValueError("op 'might' needs a non-zero n")
        if op not in ("might",) and self.n < 0:
            raise ValueError(f"op {op!r} takes no negative n")
        if (op == "grant") != (self.keyword is not None):
            raise ValueError("keyword is required by op 'grant' and only allowed there")
        if (op == "token") != (self.card is not None):
            raise ValueError("card is required by op 'token' and only allowed there")
        if (op == "handler") != (self.handler is not None):
            raise ValueError("handler is required by op 'handler' and only allowed there")
        if self.to != "here" and op not in ("token", "play"):
            raise ValueError("to only applies to op 'token'")
        if self.exhausted and op != "channel":
            raise ValueError("exhausted only applies to op 'channel'")
        if self.duration != "turn" and op != "grant":
            raise ValueError("duration only applies to op 'grant'")
        if op == "channel" and self.scope is not None:
            raise ValueError("op 'channel' takes a target (its owner channels), not a scope")
        if op not in _ACTS_ON_OBJECTS and op not in ("handler", "channel", "play",
                                                      "look_play", "reveal_play") and not (
            self.who == "its_controller"
        ) and (
            self.target is not None or self.scope is not None
        ):
            raise ValueError(f"op {op!r} takes no target or scope")
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
            ignore=self.ignore,
            less=self.less,
            then=self.then,
        )


class StaticDef(_Model):
    """A passive ability; see `app.engine.abilities.Static`."""

    op: StaticOp
    n: int = 0
    scope: SelectDef = SelectDef()
    keyword: Keyword | None = None
    condition: StaticCondition | None = None
    # dyn-amount: n for each point you have / each object matching per_scope
    per: StaticPer | None = None
    per_scope: SelectDef | None = None
    # "... have [Deflect] if they didn't already": granted only to objects without it
    if_lacking: bool = False
    # cost-mod: "to a minimum of M" (a minimum of that discount only, RUP4 356.4.e)
    minimum: Annotated[int, Field(ge=0)] | None = None

    @model_validator(mode="after")
    def _cost_mod(self) -> StaticDef:
        if self.minimum is not None and self.op != "cost_less_others":
            raise ValueError("minimum only applies to static op 'cost_less_others'")
        if self.op in ("cost_less", "cost_less_others") and self.n < 1:
            raise ValueError(f"static {self.op!r} needs n >= 1")
        if self.op == "cost_less" and self.scope != SelectDef():
            raise ValueError("static 'cost_less' is the card's own cost: no scope")
        if self.op == "cost_less_others" and (
            self.scope.where != "any" or self.scope.side != "friendly" or self.per is not None
            or self.condition is not None or self.scope.kind not in ("unit", "gear", "permanent")
        ):
            raise ValueError("static 'cost_less_others' takes a friendly scope of kind and tag "
                             "(cards you play), no where, per or condition")
        if self.condition == "legion" and self.op != "cost_less":
            raise ValueError("condition 'legion' only applies to static op 'cost_less'")
        return self

    @model_validator(mode="after")
    def _consistent(self) -> StaticDef:
        if self.if_lacking and self.op != "keyword":
            raise ValueError("if_lacking only applies to static op 'keyword'")
        if self.per is not None and self.op not in ("might", "cost_less"):
            raise ValueError("per only applies to static ops 'might' and 'cost_less'")
        if (self.per in ("count", "highest_might")) != (self.per_scope is not None):
            raise ValueError("per_scope is required by per 'count' / 'highest_might' and only "
                             "allowed there")
        if self.per == "highest_might" and (self.op != "cost_less" or self.n != 1
                                            or self.per_scope.kind != "unit"):
            raise ValueError("per 'highest_might' is for 'cost_less' with n 1 over units")
        if self.per_scope is not None and (
            self.per_scope.max_might is not None or self.per_scope.where == "target_bf"
        ):
            raise ValueError("per_scope takes no max_might (Might counting Might) or target_bf")
        if self.op == "might" and self.n == 0:
            raise ValueError("static 'might' needs a non-zero n")
        if self.op in ("spell_discount", "bonus_damage") and self.n < 1:
            raise ValueError(f"static {self.op!r} needs n >= 1")
        if self.op == "any_buffs" and self.scope.kind not in ("unit", "permanent"):
            raise ValueError("static 'any_buffs' applies to units")
        if self.op == "enter_exhausted" and (self.condition is not None
                                             or self.scope != SelectDef()):
            raise ValueError("static 'enter_exhausted' is its source's own: no scope or "
                             "condition")
        if self.op == "enter_ready" and self.scope.other:
            # enter-state: "other friendly units enter ready": units entering the board
            # (played or tokens) are matched by kind, side and tag only
            sc = self.scope
            if sc.where != "any" or sc.kind not in ("unit", "gear", "permanent") or (
                sc.max_might, sc.exhausted, sc.buffed, sc.stunned, sc.damaged, sc.keyword
            ) != (None,) * 6 or self.condition is not None:
                raise ValueError("'enter_ready' for other objects takes a scope of kind, side "
                                 "and tag only, and no condition")
        elif self.op == "enter_ready" and self.scope != SelectDef():
            raise ValueError("'enter_ready' is the source's own unless scope has other = true")
        if self.condition == "opponent_controls_bf" and self.op != "enter_ready":
            raise ValueError("condition 'opponent_controls_bf' only applies to 'enter_ready'")
        if self.op in ("enter_ready", "play_to_open", "any_buffs", "enter_exhausted") and self.n:
            raise ValueError(f"static {self.op!r} takes no n")
        if (self.op == "keyword") != (self.keyword is not None):
            raise ValueError("keyword is required by static op 'keyword' and only allowed there")
        if self.scope.where == "target_bf":
            raise ValueError("a passive ability has no target, so no 'target_bf'")
        if self.scope.where == "event":
            raise ValueError("a passive ability has no triggering event, so no 'event'")
        return self

    def compile(self) -> eng.Static:
        return eng.Static(
            op=self.op,
            n=self.n,
            scope=self.scope.compile(),
            keyword=self.keyword,
            condition=self.condition,
            per=self.per,
            per_scope=self.per_scope.compile() if self.per_scope is not None else None,
            if_lacking=self.if_lacking,
            minimum=self.minimum,
        )


Pip = Annotated[str, Field(pattern=_PIP_RE.pattern)]


class AbilityDef(_Model):
    """One ability; see `app.engine.abilities.Ability`."""

    kind: AbilityKind
    trigger: Trigger | None = None
    targets: tuple[TargetDef, ...] = ()
    steps: tuple[StepDef, ...] = ()
    optional: bool = False
    timing: Timing = "normal"
    cost_energy: Annotated[int, Field(ge=0)] = 0
    cost_power: tuple[Pip, ...] = ()
    exhaust_self: bool = False
    adds: bool = False
    static: StaticDef | None = None
    condition: AbilityCondition | None = None
    legion: bool = False  # "[Legion] ...": active only once you played another card (812)
    cost_spend_buff: bool = False  # "Spend my buff:" an activated ability's cost (702.2.b)
    # cond-control-count: a trigger condition "if you control N or more such objects"
    if_control: SelectDef | None = None
    if_count: Annotated[int, Field(ge=1)] = 1
    # a filter on the event's object: "when you kill a stunned enemy unit"
    event: SelectDef | None = None

    @model_validator(mode="after")
    def _event_filter(self) -> AbilityDef:
        if self.event is not None and self.trigger not in ("you_kill",):
            raise ValueError("event (a filter on the event's object) applies to trigger "
                             "'you_kill'")
        if self.event is not None and self.event.where in ("target_bf", "event"):
            raise ValueError("event takes no where 'target_bf' or 'event'")
        return self
    # "Recycle me to ...": a triggered ability's base cost, paid from the trash (RUP4 383.3.b)
    cost_recycle_self: bool = False

    @model_validator(mode="after")
    def _consistent(self) -> AbilityDef:
        kind = self.kind
        if self.cost_recycle_self and (kind != "triggered" or self.optional):
            raise ValueError("cost_recycle_self is a triggered ability's base cost (not optional)")
        if self.cost_spend_buff and kind != "activated":
            raise ValueError("cost_spend_buff only applies to activated abilities")
        extra = kind == "additional_cost"
        if extra:  # a cost added to playing the card (RUP4 204.2, 356.2)
            if self.steps or self.trigger is not None or self.static is not None:
                raise ValueError("an additional_cost ability has no steps, trigger or static")
            if not (self.cost_energy or self.cost_power or self.targets):
                raise ValueError("an additional_cost ability needs cost_energy, cost_power "
                                 "or target slots with a cost")
            if any(t.cost is None for t in self.targets):
                raise ValueError("an additional_cost ability's target slots must have a cost")
            if self.targets and (self.optional or self.cost_energy or self.cost_power):
                raise ValueError("give an additional cost either as Energy/Power (optional "
                                 "or not) or as target slots (up_to makes them optional)")
            if self.timing != "normal" or self.exhaust_self or self.adds or self.legion \
                    or self.condition is not None:
                raise ValueError("an additional_cost ability takes only costs and optional")
        if self.condition == "extra_cost_paid" and self.trigger != "play_me":
            raise ValueError("condition 'extra_cost_paid' is for trigger 'play_me'")
        if any(t.ignore_cost for t in self.targets) and kind != "spell":
            raise ValueError("ignore_cost only applies to a spell's own cost")
        if self.if_control is not None:
            if kind != "triggered":
                raise ValueError("if_control is a trigger condition: triggered abilities only")
            if self.if_control.side != "any" or self.if_control.where == "target_bf":
                raise ValueError("if_control counts what you control: no side or target_bf")
        elif self.if_count != 1:
            raise ValueError("if_count needs if_control")
        if (kind in ("triggered", "delayed")) != (self.trigger is not None):
            raise ValueError("trigger is required for kind 'triggered' and only allowed there")
        if (kind == "static") != (self.static is not None):
            raise ValueError("static is required for kind 'static' and only allowed there")
        if kind == "static" and (self.steps or self.targets):
            raise ValueError("a static ability has no steps or targets")
        if kind not in ("static", "additional_cost") and not self.steps:
            raise ValueError(f"a {kind} ability needs steps")
        if kind not in ("triggered", "additional_cost") and (
            self.optional or self.condition is not None
        ):
            raise ValueError("optional and condition only apply to triggered abilities")
        if kind != "activated" and (
            self.timing != "normal" or (not extra and (self.cost_energy or self.cost_power))
            or self.exhaust_self or self.adds
        ):
            raise ValueError(
                "timing, cost_energy, cost_power, exhaust_self and adds only apply to "
                "activated abilities"
            )
        if self.legion and kind not in ("triggered", "activated"):
            raise ValueError("legion only applies to triggered and activated abilities "
                             "(a spell's Legion text is a step condition 'legion')")
        if kind == "activated" and not (self.cost_energy or self.cost_power or self.exhaust_self
                                        or self.cost_spend_buff
                                        or any(t.cost == "recycle" for t in self.targets)):
            raise ValueError("an activated ability needs a cost (energy, power, exhaust_self, "
                             "cost_spend_buff or a recycle cost slot)")
        for i, step in enumerate(self.steps):
            if step.target is not None and step.target >= len(self.targets):
                raise ValueError(
                    f"steps.{i}: target {step.target} but the ability has "
                    f"{len(self.targets)} target slot(s)"
                )
            if step.op == "deal_might" and not (
                1 <= len(self.targets) <= 2
                and all(t.count == 1 and not t.up_to and t.cost is None for t in self.targets)
            ):
                raise ValueError(f"steps.{i}: op 'deal_might' needs one or two single-unit "
                                 "slots (one: the source deals)")
            if step.op == "fight" and not self.targets:
                # two slots fight each other; with one, the source itself is the other unit
                raise ValueError(f"steps.{i}: op 'fight' needs two target slots (or one)")
            scope = step.scope
            if scope is not None and scope.where == "target_bf" and step.target is not None:
                if self.targets[step.target].kind != "battlefield":
                    raise ValueError(f"steps.{i}: 'target_bf' needs a battlefield target slot")
            if step.condition in ("target_stunned", "target_not_stunned") and (
                step.target is None
            ):
                raise ValueError(f"steps.{i}: {step.condition!r} needs the step's target")
            if step.condition in ("cost_paid", "cost_not_paid") and not any(
                t.cost for t in self.targets
            ):
                raise ValueError(f"steps.{i}: {step.condition!r} but no target slot has a cost")
        return self

    @model_validator(mode="after")
    def _event_and_delayed(self) -> AbilityDef:
        for i, step in enumerate(self.steps):
            if step.scope is not None and step.scope.where == "event" \
                    and self.kind not in ("triggered", "delayed"):
                raise ValueError(f"steps.{i}: where 'event' (the object of the triggering "
                                 "event) only applies to triggered abilities")
        if any(t.where == "event" for t in self.targets):
            raise ValueError("where 'event' is for step scopes, not target slots")
        if self.kind == "delayed" and self.trigger not in ("end_of_turn", "damaged"):
            raise ValueError("a delayed ability's trigger is 'end_of_turn' (at the end of "
                             "this turn) or 'damaged' (when a unit takes damage this turn)")
        if self.kind != "delayed" and self.trigger == "damaged":
            raise ValueError("trigger 'damaged' is for delayed abilities (kind 'delayed')")
        for i, st in enumerate(self.steps):
            if st.op == "delay_next" and st.target is None:
                raise ValueError(f"steps.{i}: op 'delay_next' needs the target it watches")
        return self

    @model_validator(mode="after")
    def _trigger_condition_fits(self) -> AbilityDef:
        allowed = _TRIGGER_CONDITIONS.get(self.condition or "")
        if allowed is not None and self.trigger not in allowed:
            names = ", ".join(sorted(allowed))
            raise ValueError(f"condition {self.condition!r} only applies to trigger {names}")
        return self

    def compile(self) -> eng.Ability:
        return eng.Ability(
            kind=self.kind,
            trigger=self.trigger,
            targets=tuple(t.compile() for t in self.targets),
            steps=tuple(s.compile() for s in self.steps),
            optional=self.optional,
            timing=self.timing,
            cost_energy=self.cost_energy,
            cost_power=tuple(parse_pip(p) for p in self.cost_power),
            exhaust_self=self.exhaust_self,
            adds=self.adds,
            static=self.static.compile() if self.static is not None else None,
            condition=self.condition,
            legion=self.legion,
            cost_spend_buff=self.cost_spend_buff,
            if_control=self.if_control.compile() if self.if_control is not None else None,
            if_count=self.if_count,
            event=self.event.compile() if self.event is not None else None,
            cost_recycle_self=self.cost_recycle_self,
        )


class CardAbilities(_Model):
    """One card's entry in an abilities file: `["OGS-019"]` with its name and abilities."""

    name: Annotated[str, Field(min_length=1)] | None = None  # checked against the catalog
    abilities: tuple[AbilityDef, ...]

    @model_validator(mode="after")
    def _delays_name_delayed_abilities(self) -> CardAbilities:
        """op 'delay' n: the card's ability number n, of kind 'delayed' (RUP4 390.2)."""
        for k, ab in enumerate(self.abilities):
            for i, st in enumerate(ab.steps):
                if st.op not in ("delay", "delay_next"):
                    continue
                if not (0 <= st.n < len(self.abilities)) \
                        or self.abilities[st.n].kind != "delayed":
                    raise ValueError(f"abilities.{k}.steps.{i}: op {st.op!r} n={st.n} must "
                                     "name an ability of kind 'delayed' of this card")
                if st.op == "delay_next" and self.abilities[st.n].trigger != "damaged":
                    raise ValueError(f"abilities.{k}.steps.{i}: op 'delay_next' watches its "
                                     "target: the delayed ability's trigger is 'damaged'")
        for k, ab in enumerate(self.abilities):
            if ab.kind == "delayed" and not any(
                st.op in ("delay", "delay_next") and st.n == k
                for a in self.abilities for st in a.steps
            ):
                raise ValueError(f"abilities.{k}: a delayed ability no 'delay' step creates")
        return self

    def compile(self) -> tuple[eng.Ability, ...]:
        return tuple(a.compile() for a in self.abilities)


# -- errors -----------------------------------------------------------------------------------


def format_errors(exc: ValidationError, prefix: str = "") -> str:
    """One line per problem: `abilities.0.steps.1.op: Input should be ... (did you mean ...?)`."""
    lines = []
    for err in exc.errors(include_url=False):
        loc = [str(p) for p in err["loc"]]
        # Drop pydantic's internal location parts for function validators.
        loc = [p for p in loc if not p.startswith("function-")]
        where = ".".join(([prefix] if prefix else []) + loc) or "card"
        msg = err["msg"]
        if err["type"] in ("literal_error", "enum") and isinstance(err.get("input"), str):
            expected = re.findall(r"'([^']*)'", str((err.get("ctx") or {}).get("expected", "")))
            close = difflib.get_close_matches(err["input"], expected, n=1, cutoff=0.5)
            msg = f"{err['input']!r} is not allowed. {msg}"
            if close:
                msg += f" (did you mean {close[0]!r}?)"
        lines.append(f"  {where}: {msg}")
    return "\n".join(lines)


def parse_abilities(raw: Iterable[Mapping[str, Any]] | Any, card: str) -> tuple[eng.Ability, ...]:
    """Validate and compile a card's list of ability tables; errors name `card`."""
    if not isinstance(raw, list | tuple):
        raise CardDataError(f"{card}: abilities must be a list of tables")
    out = []
    for i, entry in enumerate(raw):
        try:
            out.append(AbilityDef.model_validate(entry).compile())
        except ValidationError as exc:
            raise CardDataError(
                f"{card}: ability #{i} is invalid:\n{format_errors(exc, f'abilities.{i}')}"
            ) from exc
    return tuple(out)


def check_card_fit(card: str, card_type: CardType, abilities: Iterable[eng.Ability]) -> None:
    """Abilities that cannot belong to a card of this type (a spell's text on a unit, ...)."""
    abilities = tuple(abilities)
    spells = sum(1 for a in abilities if a.kind == "spell")
    if spells and card_type is not CardType.SPELL:
        raise CardDataError(f"{card}: only a Spell can have a 'spell' ability")
    if spells > 1:
        raise CardDataError(f"{card}: a Spell has one 'spell' ability (merge the steps)")
    extras = [a for a in abilities if a.kind == "additional_cost"]
    if len(extras) > 1:
        raise CardDataError(f"{card}: one 'additional_cost' ability per card (merge them)")
    if extras and card_type not in (CardType.UNIT, CardType.GEAR, CardType.SPELL):
        raise CardDataError(f"{card}: only cards that are played have additional costs")
    if extras and extras[0].targets and card_type is CardType.SPELL:
        raise CardDataError(f"{card}: a Spell's cost slots go in its 'spell' ability targets")
    if card_type is CardType.RUNE and abilities:
        raise CardDataError(f"{card}: runes have no abilities here (their tap/recycle is a rule)")


# -- ability files ----------------------------------------------------------------------------


class AbilityFile(BaseModel):
    """An abilities TOML file: `format = 1` and one `["CODE"]` table per card."""

    model_config = ConfigDict(extra="allow")

    format: int = Field(ge=1, le=1)

    def entries(self, source: str) -> dict[str, CardAbilities]:
        out: dict[str, CardAbilities] = {}
        for code, raw in (self.model_extra or {}).items():
            if not re.match(r"^[A-Z]{2,4}-[A-Z0-9]{2,5}$", code):
                raise CardDataError(f"{source}: {code!r} is not a card code like 'OGN-052'")
            if not isinstance(raw, dict):
                raise CardDataError(f"{source}: {code} must be a table")
            label = f"{raw.get('name')!r} ({code})" if raw.get("name") else code
            try:
                out[code] = CardAbilities.model_validate(raw)
            except ValidationError as exc:
                raise CardDataError(
                    f"{source}: card {label} is invalid:\n{format_errors(exc)}"
                ) from exc
        return out


def load_ability_file(path: Path) -> dict[str, CardAbilities]:
    """Read and validate one abilities file (card codes are checked by the catalog)."""
    try:
        raw = tomllib.loads(Path(path).read_text(encoding="utf-8"))
        header = AbilityFile.model_validate(raw)
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise CardDataError(f"{Path(path).name}: {exc}") from exc
    except ValidationError as exc:
        raise CardDataError(f"{Path(path).name}:\n{format_errors(exc)}") from exc
    return header.entries(Path(path).name)
