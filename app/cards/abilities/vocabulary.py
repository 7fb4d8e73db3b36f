"""The vocabulary of ability definitions, kept in step with the docstrings of
`app/engine/abilities.py`: every name (op, trigger, condition, kind, side, where, static op)
is a `Literal`, so a typo fails while loading; the base model, which rejects unknown keys;
and one line per validation error."""

from __future__ import annotations

import difflib
import re
from typing import Literal, get_args

from pydantic import BaseModel, ConfigDict, ValidationError

from app.engine.core.enums import ALL_DOMAINS, Domain

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
    # Equipment (RUP4 434, 818): attach this gear to the unit of the target slot; detach an
    # Equipment from the unit of the target slot (435)
    "attach", "detach",
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
    # "when you attach an Equipment to me" (RUP4 818.2.a)
    "equipped",
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
    "from_hidden": frozenset({"you_play_card", "play_me"}),  # played from facedown (811)
    # turn-history: "the first time ... each turn", "the third time I move in a turn"
    "first_each_turn": frozenset({"friendly_unit_dies", "move", "conquer",
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
                              "banish",
                              "attach", "detach"})  # fmt: skip
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
