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
from app.engine.core.enums import ALL_DOMAINS, CardType, Domain, Keyword

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
    "ModeDef",
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
               # a card in a hand: a discard cost's (additional-cost), a card of yours to play
               # (play-by-effect; private, 128.6) or of a revealed hand (reveal-hand: the
               # scopes of revealed_* steps)
               "hand_card",
               # "something": any object that can be exhausted (unit, gear, rune, legend)
               "something",
               "facedown",  # sel-legend-facedown: a facedown card at a battlefield
               # legend-targets: a legend in a Legend Zone ("ready or exhaust a legend", "your
               # legend"; RUP4 107.4.c: a game object)
               "legend"]  # fmt: skip
Side = Literal["any", "friendly", "enemy"]
Where = Literal["any", "battlefield", "base", "here", "self", "combat", "target_bf", "my_bf",
                "event",
                "spent",  # buff-spend: the units whose buff this ability spent
                # dependent-targets / sel-relational: "not_here" (at another location than the
                # source), "with_first" (at the location of the unit chosen in slot 0, not it)
                "not_here", "with_first"]  # fmt: skip
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
    # alt-victory: "you win the game" (RUP4 195)
    "win",
    # extra-trigger: "activate the conquer effects of <scope>" (RUP4 383.4.g)
    "activate",
    # Hallowed Tomb: "return your Chosen Champion from your trash to your Champion Zone if it
    # is empty" (RUP4 103.2.a.3, 108.3.c.1)
    "return_champion",
    # counter (RUP4 425): "counter a spell": the spells of its target slot (kind 'spell')
    "counter",
    # control-change: "take control of it": you control it for the rest of the game
    "take_control",
    # damage-prevention (RUP4 437): "prevent all spell and ability damage this turn"
    "prevent_spell_damage",
    # pay-to: "you may pay N to ..." on resolution (RUP4 740.4.a.1, 444.2); x-cost: "pay any
    # amount of [A] to ..." (the amount paid is a later step's amount "paid_x")
    "pay", "pay_x",
    # buff-spend: "spend any number of buffs" on resolution (RUP4 702.2.b)
    "spend_buffs",
    # double-set-might (RUP4 477): "double its Might this turn" (+ its current Might, 477.3.c);
    # "increase its Might to the Might of another" (slot 0 up to slot 1's, snapshotted,
    # 477.3.b); "its Might becomes N this turn" (assigned in the first layer, 477.1.a.1)
    "double_might", "might_to", "set_might",
    # restrictions: "opponents can't play cards this turn" (RUP4 054.1)
    "cant_play",
    # reveal-hand (RUP4 424): "they reveal their hand", "reveal the top N cards of your Main
    # Deck"; then "choose a card from it": its owner discards it / you recycle it
    "reveal_hand", "reveal_top", "revealed_discard", "revealed_recycle",
    # cond-unless: "... unless <player> <offer>": that player may stop the effect
    "unless",
    # swap-locations: the source and the chosen unit trade locations (two moves)
    "swap",
    # split-damage: n damage divided among the units of the target slot on resolution
    "split",
    # new-choices (RUP4 750-755): "you may make new choices for it" (a spell of the slot)
    "new_choices",
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
    # cond-hand: "if you have N or fewer cards in your hand" (checked as the step resolves)
    "hand_at_most",
    # pay-to: the earlier "pay" step of this ability was / wasn't paid
    "paid", "not_paid",
    "not_stopped",  # cond-unless: nobody took the "unless" offer
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
                   "cost_less", "cost_less_others",
                   # alt-victory: "increase the points needed to win the game by N" (194.3.a)
                   "victory_score",
                   # extra-trigger: "your [Deathknell] effects trigger an additional time"
                   "extra_trigger",
                   # damage-prevention: "I don't take damage" (RUP4 437.4, 465.2.c.10)
                   "no_damage",
                   # death-replacement: a scope unit's death is replaced by the source's,
                   # and the unit is healed, exhausted and recalled (RUP4 370.1.a.1)
                   "replace_death",
                   # "if a combat where you are the attacker ends in a tie, every unit there is
                   # recalled instead" (RUP4 740.3.a, 466.1.a.2; Symbol of the Solari)
                   "tie_recall_all",
                   # restrictions: a battlefield's "units can't move from here to base";
                   # "spells and abilities can't ready <scope>"; "opponents can only play
                   # units to their base"; "your opponents' Hidden cards can't be revealed
                   # here" (at the source's battlefield)
                   "no_move_to_base", "no_ready", "opponents_units_to_base",
                   "no_enemy_reveal_here",
                   # play-locations: the card may enter at a battlefield an opponent controls
                   # where a unit is (RUP4 170.11.a)
                   "play_to_occupied_enemy",
                   # a battlefield's "you may hide N additional cards here" (107.3.b.1)
                   "hide_slots",
                   # counter: a spell's "this can't be countered" (RUP4 425, 358.3.a)
                   "cant_be_countered",
                   # hide-cost: "you may pay N Energy instead of [A] to hide" (811.1.b)
                   "hide_cost",
                   # grant-activated: "I have all [E] abilities of all <side> legends, units
                   # and gear" (an ability-altering effect, RUP4 477.2; scope kind
                   # 'something', side only)
                   "has_tap_abilities"]  # fmt: skip
StaticPer = Literal["your_points", "count",  # dyn-amount: "for each ..."
                    # cost-mod: "reduced by the highest Might among <per_scope>"
                    "highest_might"]  # fmt: skip
StaticCondition = Literal["defending_alone", "attacking_or_defending_alone", "runes_8",
                          "at_battlefield", "buffed",
                          "discarded_this_turn",
                          # enter-state: "if an opponent controls a battlefield" (364.3.a)
                          "opponent_controls_bf",
                          # cost-mod: "[Legion] I cost N less" (812)
                          "legion",
                          # cond-score: "if an opponent's score is within N points of the
                          # Victory Score" (N: the static's within)
                          "opponent_near_victory",
                          # turn-history: "if I have moved twice this turn"
                          "moved_twice",
                          # cost-mod: "if an enemy unit has died this turn" (turn-history),
                          # "if an opponent's score is within 3 points of the Victory Score"
                          "enemy_unit_died",
                          # mighty: "while I'm Mighty" (RUP4 708)
                          "mighty"]  # fmt: skip
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
    # trig-phase: a battlefield's "at the start of each player's first Beginning Phase" (the
    # player whose phase it is is "that player", step who 'that_player')
    "first_beginning",
    # trig-combat: "when a friendly unit attacks or defends" (once per unit, as it gets its
    # designation, RUP4 464.2.c.3), "when an enemy unit attacks a battlefield you control"
    "friendly_unit_attacks_or_defends", "opponent_unit_attacks_your_bf",
    # sel-bf-here: a battlefield's "when a player chooses a friendly unit here with a spell"
    # (a targeting effect, RUP4 383.4.b; the player is "that player")
    "player_chooses_friendly_here",
    # mighty: "when a unit you control becomes Mighty" (RUP4 709; the unit is "it")
    "friendly_becomes_mighty",
    # trig-move: another friendly unit leaves the source's location (its origin, RUP4 447.1)
    "friendly_moves_from_here",
    # trig-you-act: "when you buff a (friendly) unit": once per unit buffed (RUP4 702.2)
    "you_buff",
]  # fmt: skip
AbilityCondition = Literal["spell_cost_5", "units_4", "extra_cost_paid", "at_battlefield",
                           "enemy", "other", "second_card", "from_hidden",
                           "first_each_turn", "third_time", "not_here",
                           "friendly_unit",
                           # sel-state: "when a buffed friendly unit dies" (as it died)
                           "buffed",
                           # token-options: "when another non-Recruit unit you control dies"
                           "non_recruit",
                           # cond-turn: "when you play a card on an opponent's turn"
                           "opponents_turn",
                           # cond-alone: "attacks or defends alone" (RUP4 740.2.a)
                           "alone",
                           # cond-excess: "when I conquer after an attack" (383.4.c)
                           "after_attack",
                           # kill-attribution: "when you kill a unit with a spell" (411.6)
                           "with_spell"]  # fmt: skip
# which triggers a trigger condition can qualify (checked while loading)
_TRIGGER_CONDITIONS: dict[str, frozenset[str]] = {
    "enemy": frozenset({"you_stun", "you_stun_units",  # the unit(s) stunned: an enemy one
                        "you_kill"}),
    "other": frozenset({"you_play_unit", "you_play_gear", "you_play_card"}),  # not me
    "second_card": frozenset({"you_play_card"}),  # your second card this turn (turn-history)
    "from_hidden": frozenset({"you_play_card"}),  # played from facedown (RUP4 811)
    # turn-history: "the first time ... each turn", "the third time I move in a turn"
    "first_each_turn": frozenset({"friendly_unit_dies", "move",
                                  "player_chooses_friendly_here"}),  # for each player
    "third_time": frozenset({"move"}),
    "not_here": frozenset({"opponent_moves_to_bf"}),  # "a battlefield other than mine"
    "friendly_unit": frozenset({"you_ready",  # the object readied is a friendly unit
                                "you_buff"}),  # the unit buffed is a friendly one
    "buffed": frozenset({"friendly_unit_dies"}),  # the unit had a buff when it died
    "non_recruit": frozenset({"friendly_unit_dies"}),  # the unit that died is no Recruit
    # cond-turn: the card is played on a turn that is an opponent's (RUP4 383.2.a.1)
    "opponents_turn": frozenset({"you_play_card", "you_play_unit", "you_play_gear",
                                 "you_play_spell"}),
    # cond-alone: the attacking / defending unit has no other friendly unit there (740.2.a)
    "alone": frozenset({"friendly_unit_attacks_or_defends"}),
    "after_attack": frozenset({"conquer"}),  # a conquer ending a combat you attacked in
    "with_spell": frozenset({"you_kill"}),  # the kill is a spell's (RUP4 411.6, 428.5.d)
}
AbilityKind = Literal["spell", "triggered", "activated", "static", "additional_cost",
                      "delayed",
                      # as-looked: "as you look at or reveal me from the top of your deck, you
                      # may ..." (works from the Main Deck, RUP4 370.1.b.1)
                      "as_looked"]  # fmt: skip
Timing = Literal["normal", "action", "reaction"]
Duration = Literal["turn", "combat",
                   "permanent"]  # granted-keywords: "give it [Temporary]", no end  # fmt: skip
# move-effect destinations: "any" (another location: its base or another battlefield),
# "battlefield" (another battlefield), "to_or_from_base" (base to a battlefield, or back)
MoveDest = Literal["any", "battlefield", "to_or_from_base",
                   # "to here" (the source's location), "there" (the battlefield chosen in the
                   # battlefield slot), "to that unit's battlefield" (slot 0's unit's), "with
                   # it" (where the triggering event's unit moved to)
                   "here", "chosen_bf", "first_target", "with_event"]  # fmt: skip
TokenTo = Literal["here", "choose",
                  "base",  # token-options: "into your base"
                  # play-by-effect: "if it's a unit, play it here" (the source's battlefield)
                  "my_bf"]  # fmt: skip
# player-choices: who does the step; "each_player_next": each player, starting with the one
# after you ("starting with the next player")
Who = Literal["you", "each_player", "its_controller", "each_player_next",
              # dependent picks: "starting with the next player, each other player chooses a
              # unit you don't control that hasn't been chosen for this spell; <op> those
              # units": every pick is made first, then one game action acts on all of them
              "each_other_next",
              # trig-phase: "that player" of the triggering event (its player)
              "that_player",
              # player-choices: the player chosen as the ability went on the chain
              "chosen_player",
              # play-by-effect: "its owner plays it" (the owner of each card banished)
              "its_owner",
              # reveal_play: "each opponent reveals the top card of their Main Deck"
              "each_opponent"]
_WHO_OPS = frozenset({"draw", "discard_hand", "reveal_hand", "unless"})
_PICK_OPS = frozenset({"kill", "return_hand"})  # each player picks one object on resolution
_THAT_PLAYER_OPS = frozenset({"draw", "point", "channel"})  # trig-phase: "that player ..."
SlotCost = Literal["exhaust", "spend_buff", "kill",
                   "discard",  # additional-cost: "discard N" (cards of your hand)
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
                      "next_spell_discount", "reveal_top", "unless",
                      "split", "look_play"})  # fmt: skip
# Ops that act on objects: they take a target slot or a scope (or else act on the source).
_ACTS_ON_OBJECTS = frozenset({"deal", "kill", "buff", "stun", "might", "weaken", "grant",
                              "ready", "exhaust", "recall", "return_hand", "move_base", "heal",
                              "save", "draw_if_killed", "delay_next",
                              "recycle", "move",
                              "activate", "counter",
                              "take_control",
                              "spend_buffs",  # buff-spend: units to spend from
                              "double_might", "might_to", "set_might",
                              "revealed_discard", "revealed_recycle",
                              "swap", "split", "new_choices",
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
    not_card_type: CardTypeName | None = None  # reveal-hand: "a non-unit card"
    other: bool = False
    exhausted: bool | None = None
    tag: Annotated[str, Field(min_length=1)] | None = None  # sel-tag: cards with this tag
    keyword: Keyword | None = None  # sel-keyword: objects / trash cards with this keyword
    # sel-state: only buffed / stunned / damaged objects (True) or only those that aren't
    buffed: bool | None = None
    stunned: bool | None = None
    damaged: bool | None = None
    # counter / play-by-effect: a spell on the chain, or a card of your trash or hand, whose
    # printed cost is no more than max_energy Energy and max_power Power pips (RUP4 206)
    max_energy: Annotated[int, Field(ge=0)] | None = None
    max_power: Annotated[int, Field(ge=0)] | None = None
    # trash_card: "with Energy cost less than your points" (its printed cost, RUP4 356.1.c)
    below_points: bool = False
    mighty: bool | None = None  # mighty: only Mighty units (Might 5 or more, RUP4 708)
    # "a unit at a battlefield or a gear": kind permanent, where battlefield for units only
    or_gear: bool = False
    # sel-legend-facedown: "... or facedown card" (with kind unit, gear or permanent)
    or_facedown: bool = False
    # trash_card: "from trashes" (any player's), not only yours
    any_trash: bool = False
    # sel-owned: "you own" (RUP4 127.1); sel-champion-zone: kind unit, also a unit in your
    # Champion Zone ("from your Champion Zone or the board", RUP4 355.9.a.5)
    owned: bool = False
    or_champion: bool = False

    @model_validator(mode="after")
    def _champion(self) -> SelectDef:
        if self.or_champion and (self.kind != "unit" or self.where != "any"
                                 or self.side == "enemy"):
            raise ValueError("or_champion widens kind 'unit' (anywhere on the board) to a unit "
                             "in your Champion Zone: no where, not enemy")
        return self

    @model_validator(mode="after")
    def _facedown(self) -> SelectDef:
        if (self.kind == "facedown" or self.or_facedown) and (
            self.where not in ("any", "battlefield") or self.max_might is not None
            or self.exhausted is not None or self.tag is not None or self.keyword is not None
            or (self.buffed, self.stunned, self.damaged) != (None, None, None)
        ):
            raise ValueError("a facedown card is known only by who controls it and where it "
                             "is: no filter but side, where (any, battlefield) and other")
        if self.or_facedown and self.kind not in ("unit", "gear", "permanent"):
            raise ValueError("or_facedown widens kind unit, gear or permanent")
        if self.any_trash and self.kind != "trash_card":
            raise ValueError("any_trash applies to kind 'trash_card'")
        if self.below_points and self.kind != "trash_card":
            raise ValueError("below_points applies to kind 'trash_card'")
        return self

    @model_validator(mode="after")
    def _consistent(self) -> SelectDef:
        if (self.max_energy, self.max_power) != (None, None) and self.kind not in (
                "spell", "trash_card", "hand_card"):
            raise ValueError("max_energy and max_power apply to kinds 'spell', 'trash_card' and "
                             "'hand_card'")
        if self.kind == "spell" and (self.where != "any" or self.other):
            raise ValueError("a spell on the chain takes no where or other")
        if self.or_gear and (self.kind != "permanent" or self.where != "battlefield"):
            raise ValueError("or_gear needs kind 'permanent' and where 'battlefield' (a unit "
                             "at a battlefield or a gear)")
        if self.mighty is not None and self.kind != "unit":
            raise ValueError("mighty only applies to units (RUP4 707)")
        if (self.buffed, self.stunned, self.damaged) != (None, None, None) \
                and self.kind not in ("unit", "permanent"):
            raise ValueError("buffed, stunned and damaged only apply to units")
        if self.tag is not None and self.kind not in ("unit", "gear", "permanent"):
            raise ValueError("tag only applies to units and gear")
        if (self.card_type is not None or self.not_card_type is not None) \
                and self.kind not in ("trash_card", "hand_card"):
            raise ValueError("card_type and not_card_type only apply to kinds 'trash_card' and "
                             "'hand_card'")
        if self.kind == "hand_card" and (self.side != "any" or self.where != "any"
                                         or self.other or self.tag is not None):
            raise ValueError("hand_card means a card in a hand (yours for a discard cost, or a "
                             "revealed one): no side, where, other or tag")
        if self.max_might is not None and self.kind not in ("unit", "permanent"):
            raise ValueError("max_might only applies to units")
        if self.kind == "battlefield" and (self.side != "any" or self.where != "any"):
            raise ValueError("a battlefield selection takes no side or where")
        if self.kind == "legend" and (
            self.where != "any" or self.max_might is not None or self.tag is not None
            or self.keyword is not None or (self.buffed, self.stunned, self.damaged) != (None,) * 3
            or self.mighty is not None
        ):
            # legend-targets: a legend has no location, Might, buff or tags to filter by
            raise ValueError("kind 'legend' takes only side, other and exhausted")
        if self.kind == "something" and (
            self.where != "any" or self.max_might is not None or self.tag is not None
            or self.keyword is not None or (self.buffed, self.stunned, self.damaged) != (None,) * 3
        ):
            # "something": units, gear, runes and legends alike; only side, other, exhausted
            raise ValueError("kind 'something' takes only side, other and exhausted")
        if self.kind == "trash_card" and (self.side != "any"
                                          or self.where not in ("any", "self")):
            # where self: the source itself, in your trash ("return this from your trash")
            raise ValueError("trash_card means a card in your own trash: no side, and where "
                             "only 'self'")
        return self

    def compile(self) -> eng.Select:
        return eng.Select(
            kind=self.kind,
            side=self.side,
            where=self.where,
            max_might=self.max_might,
            card_type=self.card_type,
            not_card_type=self.not_card_type,
            other=self.other,
            exhausted=self.exhausted,
            buffed=self.buffed,
            stunned=self.stunned,
            damaged=self.damaged,
            tag=self.tag,
            keyword=self.keyword,
            mighty=self.mighty,
            or_gear=self.or_gear,
            or_facedown=self.or_facedown,
            any_trash=self.any_trash,
            max_energy=self.max_energy,
            max_power=self.max_power,
            below_points=self.below_points,
            owned=self.owned,
            or_champion=self.or_champion,
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
    def _target_where(self) -> TargetDef:
        if self.where == "target_bf":
            raise ValueError("where 'target_bf' is for step scopes, not target slots")
        if self.cost == "spend_buff" and (
            self.kind != "unit" or self.side != "friendly" or self.count != 1
            or self.where != "any" or self.max_might is not None or self.exhausted is not None
        ):
            # a buff is spent from a unit you control (RUP4 702.2.b.2), one buff per cost
            raise ValueError("cost 'spend_buff' takes one friendly unit with no other filter")
        if self.cost == "kill" and self.kind not in ("unit", "permanent"):
            # act-cost: "kill a friendly unit or gear" (kind permanent)
            raise ValueError("cost 'kill' takes units (or permanents: units and gear)")
        if (self.cost == "discard") != (self.kind == "hand_card"):
            raise ValueError("cost 'discard' takes cards of your hand (kind 'hand_card'), and "
                             "a hand_card slot is a discard cost")
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
        if self.who == "chosen_player" and op not in ("reveal_hand", "unless"):
            raise ValueError("who 'chosen_player' applies to ops reveal_hand and unless")
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
        if self.per_scope is not None and (op != "draw" or self.who != "you" or self.n < 1):
            raise ValueError("per_scope only applies to op 'draw' (you draw n for each)")
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
    # cond-score: the N of condition 'opponent_near_victory'
    within: Annotated[int, Field(ge=0)] | None = None
    # death-replacement with a cost (replace_death): optional, paid with Energy / Power, the
    # source exhausted and / or the dying unit's buff spent, instead of killing the source
    # (RUP4 371.2)
    optional: bool = False
    cost_energy: Annotated[int, Field(ge=0)] = 0
    cost_power: tuple[Annotated[str, Field(pattern=_PIP_RE.pattern)], ...] = ()
    exhaust_self: bool = False
    spend_buff: bool = False

    @model_validator(mode="after")
    def _replace_cost(self) -> StaticDef:
        costs = bool(self.cost_energy or self.cost_power or self.exhaust_self or self.spend_buff)
        if (costs or self.optional) and self.op != "replace_death":
            raise ValueError("optional, cost_energy, cost_power, exhaust_self and spend_buff "
                             "only apply to static 'replace_death'")
        if costs != self.optional:
            raise ValueError("a 'replace_death' with a cost is optional ('you may pay ... "
                             "instead', RUP4 371.2) and an optional one has a cost")
        if self.spend_buff and self.scope.buffed is not True:
            raise ValueError("spend_buff (its buff) needs a scope of buffed units")
        return self

    @model_validator(mode="after")
    def _cost_mod(self) -> StaticDef:
        if (self.condition == "opponent_near_victory") != (self.within is not None):
            raise ValueError("within is required by condition 'opponent_near_victory' and only "
                             "allowed there")
        if self.condition == "opponent_near_victory" and self.op not in ("enter_ready",
                                                                         "cost_less"):
            raise ValueError("condition 'opponent_near_victory' applies to 'enter_ready' and "
                             "'cost_less'")
        if self.minimum is not None and self.op == "might":
            # "-N Might, to a minimum of M" (a floor of that reduction only)
            if self.n >= 0 or self.per is not None:
                raise ValueError("minimum with static 'might' needs a fixed negative n")
        elif self.minimum is not None and self.op != "cost_less_others":
            raise ValueError("minimum only applies to static ops 'cost_less_others' and "
                             "'might'")
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
        if self.op == "hide_slots" and (self.n < 1 or self.scope != SelectDef()
                                        or self.condition is not None or self.per is not None):
            raise ValueError("static 'hide_slots' takes n >= 1 and nothing else")
        if self.op == "hide_cost" and (self.scope != SelectDef() or self.condition is not None
                                       or self.per is not None):
            raise ValueError("static 'hide_cost' takes n (the Energy paid instead of [A]) and "
                             "nothing else")
        if self.op == "victory_score" and (self.n < 1 or self.scope != SelectDef()
                                           or self.condition is not None
                                           or self.per is not None):
            raise ValueError("static 'victory_score' takes n >= 1 and nothing else")
        if self.condition == "legion" and self.op != "cost_less":
            raise ValueError("condition 'legion' only applies to static op 'cost_less'")
        if self.op == "replace_death" and (self.scope.kind != "unit" or self.scope.where
                                           in ("self", "event", "target_bf") or self.n
                                           or self.per or self.condition):
            raise ValueError("static 'replace_death' watches the deaths of the units in its "
                             "scope (kind 'unit'), no n, per or condition")
        if self.op == "cant_be_countered" and (self.scope != SelectDef() or self.n
                                               or self.per or self.condition):
            raise ValueError("static 'cant_be_countered' takes no scope, n, per or condition")
        if self.op == "tie_recall_all" and (self.scope != SelectDef() or self.n or self.per
                                            or self.condition):
            raise ValueError("static 'tie_recall_all' takes no scope, n, per or condition")
        if self.op == "no_damage" and (self.scope.where != "self" or self.n or self.per):
            raise ValueError("static 'no_damage' is the source's own: scope where 'self'")
        if self.op == "has_tap_abilities" and (
            self.scope != SelectDef(kind="something", side=self.scope.side)
            or self.scope.side == "any" or self.n or self.per or self.condition
        ):
            raise ValueError("static 'has_tap_abilities' takes a scope of kind 'something' "
                             "with side 'friendly' or 'enemy' only, no n, per or condition")
        if self.condition == "enemy_unit_died" and self.op != "cost_less":
            raise ValueError("condition 'enemy_unit_died' only applies to static op 'cost_less'")
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
        if self.op == "no_move_to_base" and (self.scope.kind != "unit" or self.scope.where != "here"
                                             or self.condition is not None):
            raise ValueError("static 'no_move_to_base' is a battlefield's: units here, no "
                             "condition")
        if self.op == "no_ready" and self.scope.kind not in ("unit", "gear", "permanent"):
            raise ValueError("static 'no_ready' takes a scope of units or gear")
        if self.op in ("opponents_units_to_base", "no_enemy_reveal_here") and (
            self.scope != SelectDef()
            or self.condition not in (None, "at_battlefield")
        ):
            raise ValueError(f"static {self.op!r} takes no scope; condition only "
                             "'at_battlefield'")
        if self.scope.mighty is not None and self.op in ("might", "keyword"):
            # Might (and Assault/Shield) would depend on itself; "while I'm Mighty" is the
            # condition 'mighty', evaluated as the layers settle (RUP4 476)
            raise ValueError(f"static {self.op!r} can't select by 'mighty' (use condition "
                             "'mighty')")
        if self.condition == "mighty" and self.op not in ("might", "keyword"):
            raise ValueError("condition 'mighty' applies to static ops 'might' and 'keyword'")
        if self.op in ("enter_ready", "play_to_open", "any_buffs", "enter_exhausted",
                       "no_move_to_base", "no_ready", "opponents_units_to_base",
                       "no_enemy_reveal_here") and self.n:
            raise ValueError(f"static {self.op!r} takes no n")
        if self.op == "extra_trigger":  # extra-trigger: Deathknell effects (RUP4 808.1.b.1)
            if self.keyword is not Keyword.DEATHKNELL or self.n < 1 \
                    or self.scope != SelectDef() or self.condition is not None:
                raise ValueError("static 'extra_trigger' takes keyword 'Deathknell' and n >= 1")
        elif (self.op == "keyword") != (self.keyword is not None):
            raise ValueError("keyword is required by static op 'keyword' and only allowed there")
        if self.scope.where == "target_bf":
            raise ValueError("a passive ability has no target, so no 'target_bf'")
        if self.scope.where == "spent":
            raise ValueError("a passive ability spends no buffs, so no 'spent'")
        if self.scope.where == "event":
            raise ValueError("a passive ability has no triggering event, so no 'event'")
        return self

    @model_validator(mode="after")
    def _play_locations(self) -> StaticDef:
        """play-locations: the card's own permission, or (play_to_open with a friendly unit
        scope) one its source gives to your units while on the board (RUP4 355.2.a)."""
        if self.op == "play_to_occupied_enemy" and (
            self.scope != SelectDef() or self.condition is not None or self.n
        ):
            raise ValueError("static 'play_to_occupied_enemy' is the card's own: no scope, "
                             "condition or n")
        if self.op == "play_to_open" and self.scope not in (
            SelectDef(), SelectDef(kind="unit", side="friendly")
        ):
            raise ValueError("static 'play_to_open' is the card's own, or for friendly units "
                             "(scope { kind = 'unit', side = 'friendly' })")
        if self.scope.where == "with_first" or (
            self.per_scope is not None and self.per_scope.where == "with_first"
        ):
            raise ValueError("a passive ability has no chosen unit, so no 'with_first'")
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
            within=self.within,
            optional=self.optional,
            cost_energy=self.cost_energy,
            cost_power=tuple(parse_pip(p) for p in self.cost_power),
            exhaust_self=self.exhaust_self,
            spend_buff=self.spend_buff,
        )


Pip = Annotated[str, Field(pattern=_PIP_RE.pattern)]


class ModeDef(_Model):
    """modal: one "choose one —" option: its own target slots and steps (RUP4 355.3)."""

    targets: tuple[TargetDef, ...] = ()
    steps: tuple[StepDef, ...]

    def compile(self) -> eng.Mode:
        return eng.Mode(targets=tuple(t.compile() for t in self.targets),
                        steps=tuple(s.compile() for s in self.steps))


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
    # cond-excess: "if you assigned N or more excess damage to enemy units" (after_attack)
    excess: Annotated[int, Field(ge=1)] | None = None
    # modal: "choose one —" (RUP4 355.3); each mode is checked as if it were the ability
    modes: tuple[ModeDef, ...] = ()
    modes_once_per_turn: bool = False  # "choose one you've not chosen this turn"
    # player-choices: "choose an opponent" as it goes on the chain (RUP4 355.9.a)
    choose_player: Literal["opponent"] | None = None

    @model_validator(mode="after")
    def _chosen_player(self) -> AbilityDef:
        uses = any(st.who == "chosen_player" for st in self.steps) or any(
            st.who == "chosen_player" for m in self.modes for st in m.steps)
        if uses and self.choose_player is None:
            raise ValueError("who 'chosen_player' needs choose_player")
        if self.choose_player is not None and self.kind not in ("spell", "triggered",
                                                                "activated"):
            raise ValueError("choose_player applies to spells, triggered and activated "
                             "abilities")
        if any(st.condition == "not_stopped" for st in self.steps) \
                and not any(st.op == "unless" for st in self.steps):
            raise ValueError("condition 'not_stopped' needs an 'unless' step before it")
        return self

    @model_validator(mode="after")
    def _modal(self) -> AbilityDef:
        if self.modes_once_per_turn and not self.modes:
            raise ValueError("modes_once_per_turn needs modes")
        if not self.modes:
            return self
        if len(self.modes) < 2:
            raise ValueError("a modal ability has at least two modes")
        if self.targets or self.steps:
            raise ValueError("a modal ability's targets and steps go in its modes")
        if self.kind not in ("spell", "triggered", "activated"):
            raise ValueError("modes apply to spells, triggered and activated abilities")
        base = self.model_dump(exclude={"modes", "modes_once_per_turn"}, exclude_defaults=True)
        for i, mode in enumerate(self.modes):
            try:
                AbilityDef.model_validate(base | mode.model_dump(exclude_defaults=True))
            except ValidationError as exc:
                raise ValueError(f"modes.{i}: {format_errors(exc).strip()}") from None
        return self

    @model_validator(mode="after")
    def _event_filter(self) -> AbilityDef:
        if self.event is not None and self.trigger not in ("you_kill", "you_play_unit"):
            raise ValueError("event (a filter on the event's object) applies to triggers "
                             "'you_kill' and 'you_play_unit'")
        if self.event is not None and self.trigger == "you_play_unit" \
                and (self.event.kind != "unit" or self.event.side != "any"):
            # "when you play a Mighty unit": the unit is yours (the trigger says so)
            raise ValueError("event of 'you_play_unit' is a unit filter with side 'any'")
        if self.event is not None and self.event.where in ("target_bf", "event"):
            raise ValueError("event takes no where 'target_bf' or 'event'")
        return self
    # "Recycle me to ...": a triggered ability's base cost, paid from the trash (RUP4 383.3.b)
    cost_recycle_self: bool = False
    # additional-cost: "reduce my cost by ... for each object used to pay the additional cost"
    less_energy: Annotated[int, Field(ge=0)] = 0
    less_power: tuple[Pip, ...] = ()
    # zone-abilities: a player-event trigger that works only from its card's trash (385.2)
    from_trash: bool = False

    @model_validator(mode="after")
    def _from_trash(self) -> AbilityDef:
        if self.from_trash and (self.kind != "triggered" or not (self.trigger or "").startswith(
                ("you_", "start_", "end_"))):
            raise ValueError("from_trash is for triggered abilities on a player's event "
                             "(you_..., start_..., end_...), which a card in the trash can see")
        return self

    @model_validator(mode="after")
    def _as_looked(self) -> AbilityDef:
        """as-looked (RUP4 370.1.b.1): "as you look at or reveal me from the top of your deck,
        you may banish me. If you do, you may play me [for <power>]": an optional banish of
        this card, then optionally a play of it (may), from Banishment."""
        mine = [st for st in self.steps if st.op == "play" and st.scope is not None
                and st.scope.where == "self" and (st.may or st.power)]
        if mine and self.kind != "as_looked":
            raise ValueError("a 'play' step with where 'self' takes may or power only in an "
                             "as_looked ability")
        if self.kind != "as_looked":
            return self
        ops = [st.op for st in self.steps]
        if ops not in (["banish"], ["banish", "play"]) or not self.optional or any(
                st.scope is None or st.scope.where != "self" or st.target is not None
                for st in self.steps):
            raise ValueError("an as_looked ability is optional ('you may banish me') with steps "
                             "banish (scope where 'self') and optionally play (scope where "
                             "'self': 'if you do, play me')")
        if self.targets or self.trigger is not None or self.static is not None or \
                self.cost_energy or self.cost_power or self.condition is not None:
            raise ValueError("an as_looked ability has no targets, trigger, static, cost or "
                             "condition")
        return self

    @model_validator(mode="after")
    def _additional_cost_discount(self) -> AbilityDef:
        if (self.less_energy or self.less_power) and (
            self.kind != "additional_cost" or not self.targets
            or not all(t.up_to or t.any_number for t in self.targets)
        ):
            raise ValueError("less_energy / less_power are discounts of an optional additional "
                             "cost paid with objects (kind additional_cost, up_to slots)")
        return self

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
        if kind not in ("static", "additional_cost") and not self.steps and not self.modes:
            raise ValueError(f"a {kind} ability needs steps")
        act_rider = kind == "activated" and self.condition == "at_battlefield"  # RUP4 054.2
        if kind not in ("triggered", "additional_cost", "as_looked") and (
            self.optional or (self.condition is not None and not act_rider)
        ):
            raise ValueError("optional and condition only apply to triggered abilities (and "
                             "'at_battlefield' to activated ones: usable only there)")
        # pay-to: an optional trigger's "you may pay ... [and exhaust me] to" (RUP4 383.3.b)
        pay_to = kind == "triggered" and self.optional
        if kind != "activated" and (
            self.timing != "normal"
            or (not extra and not pay_to and (self.cost_energy or self.cost_power))
            or (self.exhaust_self and not pay_to) or self.adds
        ):
            raise ValueError(
                "timing, cost_energy, cost_power, exhaust_self and adds only apply to "
                "activated abilities"
            )
        if self.adds and (self.modes or any(st.op not in ("add_energy", "add_power")
                                            or st.condition not in (None, "spells_only")
                                            for st in self.steps)):
            # an Add ability resolves at once, outside the chain, by adding to the pool alone
            # (RUP4 429.2; app.engine.actions.payment.resolve_adds)
            raise ValueError("an Add ability (adds) has only add_energy and add_power steps, "
                             "with no condition but spells_only")
        if self.legion and kind not in ("triggered", "activated"):
            raise ValueError("legion only applies to triggered and activated abilities "
                             "(a spell's Legion text is a step condition 'legion')")
        if kind == "activated" and not (self.cost_energy or self.cost_power or self.exhaust_self
                                        or self.cost_spend_buff
                                        or any(t.cost == "kill" for t in self.targets)
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
            if step.op in ("counter", "new_choices") and (
                    step.target is None or self.targets[step.target].kind != "spell"):
                raise ValueError(f"steps.{i}: op {step.op!r} needs a target slot of kind "
                                 "'spell'")
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
            if step.condition in ("paid", "not_paid") and not any(
                st.op in ("pay", "pay_x") for st in self.steps[:i]
            ):
                raise ValueError(f"steps.{i}: {step.condition!r} needs an earlier 'pay' step")
            if step.amount == "paid_x" and not any(st.op == "pay_x" for st in self.steps[:i]):
                raise ValueError(f"steps.{i}: amount 'paid_x' needs an earlier 'pay_x' step")
        return self

    @model_validator(mode="after")
    def _event_and_delayed(self) -> AbilityDef:
        for i, step in enumerate(self.steps):
            if step.scope is not None and step.scope.where == "event" \
                    and self.kind not in ("triggered", "delayed"):
                raise ValueError(f"steps.{i}: where 'event' (the object of the triggering "
                                 "event) only applies to triggered abilities")
        if any(t.where == "spent" for t in self.targets):
            raise ValueError("where 'spent' is for step scopes, not target slots")
        for i, st in enumerate(self.steps):
            if ((st.scope is not None and st.scope.where == "spent") or st.amount == "spent") \
                    and not any(e.op == "spend_buffs" for e in self.steps[:i]):
                raise ValueError(f"steps.{i}: 'spent' needs an earlier 'spend_buffs' step")
        if any(t.where == "event" for t in self.targets):
            raise ValueError("where 'event' is for step scopes, not target slots")
        if self.kind == "delayed" and self.trigger not in ("end_of_turn", "damaged"):
            raise ValueError("a delayed ability's trigger is 'end_of_turn' (at the end of "
                             "this turn) or 'damaged' (when a unit takes damage this turn)")
        if self.trigger in ("first_beginning", "player_chooses_friendly_here") and any(
            st.who != "that_player" and st.op in _THAT_PLAYER_OPS for st in self.steps
        ):
            # no "you": the player of the phase acts, whoever controls the battlefield
            raise ValueError(f"trigger {self.trigger!r}: its steps act for 'that_player'")
        if self.kind != "delayed" and self.trigger == "damaged":
            raise ValueError("trigger 'damaged' is for delayed abilities (kind 'delayed')")
        for i, st in enumerate(self.steps):
            if st.op == "delay_next" and st.target is None:
                raise ValueError(f"steps.{i}: op 'delay_next' needs the target it watches")
        return self

    @model_validator(mode="after")
    def _excess(self) -> AbilityDef:
        if self.excess is not None and self.condition != "after_attack":
            raise ValueError("excess is part of condition 'after_attack'")
        return self

    @model_validator(mode="after")
    def _trigger_condition_fits(self) -> AbilityDef:
        allowed = _TRIGGER_CONDITIONS.get(self.condition or "")
        if allowed is not None and self.trigger not in allowed:
            names = ", ".join(sorted(allowed))
            raise ValueError(f"condition {self.condition!r} only applies to trigger {names}")
        return self

    @model_validator(mode="after")
    def _mov_slots(self) -> AbilityDef:
        """Destinations and amounts that refer to other slots, and dependent slots."""
        first_unit = bool(self.targets) and self.targets[0].kind == "unit" \
            and self.targets[0].count == 1 and not self.targets[0].any_number
        for k, t in enumerate(self.targets):
            if t.where == "with_first" and (k == 0 or not first_unit):
                raise ValueError(f"targets.{k}: where 'with_first' needs slot 0 to be one unit "
                                 "and applies to a later slot")
        if self.event is not None and self.event.where in ("with_first", "not_here"):
            raise ValueError("event takes no where 'with_first' or 'not_here'")
        if self.if_control is not None and self.if_control.where == "with_first":
            raise ValueError("if_control takes no where 'with_first'")
        for i, st in enumerate(self.steps):
            if st.scope is not None and st.scope.where == "with_first" and not first_unit:
                raise ValueError(f"steps.{i}: where 'with_first' needs slot 0 to be one unit")
            if st.amount == "first_might" and not first_unit:
                raise ValueError(f"steps.{i}: amount 'first_might' needs slot 0 to be one unit")
            if st.also is not None and st.also >= len(self.targets):
                raise ValueError(f"steps.{i}: also {st.also} but the ability has "
                                 f"{len(self.targets)} target slot(s)")
            if st.dest == "chosen_bf" and not any(t.kind == "battlefield" for t in self.targets):
                raise ValueError(f"steps.{i}: dest 'chosen_bf' needs a battlefield target slot")
            if st.dest == "first_target" and (not first_unit or st.target == 0):
                raise ValueError(f"steps.{i}: dest 'first_target' moves a later slot's unit to "
                                 "slot 0's unit's battlefield")
            if st.dest == "with_event" and self.kind != "triggered":
                raise ValueError(f"steps.{i}: dest 'with_event' is for triggered abilities")
            if st.op == "play" and st.target is not None and (
                    st.target >= len(self.targets) or self.targets[st.target].kind != "trash_card"
                    or self.targets[st.target].count != 1 or self.targets[st.target].any_number):
                # a card in a public zone is a target (RUP4 355.10.a): one card of a trash
                raise ValueError(f"steps.{i}: op 'play' with a target plays the one card of a "
                                 "trash_card slot")
            if st.op == "swap" and not (
                self.targets[st.target].kind == "unit" and self.targets[st.target].count == 1  # type: ignore[index]
                and not self.targets[st.target].any_number  # type: ignore[index]
            ):
                raise ValueError(f"steps.{i}: op 'swap' needs a one-unit target slot")
            if st.op == "split" and self.targets[st.target].kind != "unit":  # type: ignore[index]
                raise ValueError(f"steps.{i}: op 'split' divides damage among units")
            if st.op == "fight" and st.scope is not None and len(self.targets) != 1:
                raise ValueError(f"steps.{i}: op 'fight' with a scope fights slot 0's unit "
                                 "(one target slot)")
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
            excess=self.excess,
            less_energy=self.less_energy,
            less_power=tuple(parse_pip(p) for p in self.less_power),
            modes=tuple(m.compile() for m in self.modes),
            modes_once_per_turn=self.modes_once_per_turn,
            choose_player=self.choose_player,
            from_trash=self.from_trash,
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
    if card_type is not CardType.BATTLEFIELD and any(
        a.static is not None and a.static.op == "hide_slots" for a in abilities
    ):
        raise CardDataError(f"{card}: 'hide_slots' is a battlefield's (its Facedown Zone)")
    if card_type is not CardType.SPELL and any(
            a.static is not None and a.static.op == "cant_be_countered" for a in abilities):
        raise CardDataError(f"{card}: only a Spell can say it can't be countered")
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
