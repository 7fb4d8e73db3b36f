"""The vocabulary of ability definitions, kept in step with the docstrings of
`app/engine/core/abilities.py` and `app/engine/core/selects.py`: every name (trigger,
condition, static op; the ops, kinds, sides and wheres are the engine's own) is a `Literal`,
so a typo fails while loading; the base model, which rejects unknown keys; and one line per
validation error."""

from __future__ import annotations

import difflib
import re
from typing import Literal, get_args

from pydantic import BaseModel, ConfigDict, ValidationError

from app.engine.core.abilities import StepCondition
from app.engine.core.selects import Kind, Side, Where

StaticOp = Literal["might", "keyword", "enter_ready", "play_to_open", "spell_discount",
                   "bonus_damage",
                   # "I am a <tag>": the scope's units have that tag too (RUP4 133.8)
                   "tag",
                   # "as you play me, choose <one of the scope's tags>; I gain that tag" (a
                   # choice as it is played, RUP4 355.1; scope where self)
                   "chosen_tag",
                   # "once each turn, if you would play a token unit (while I'm at a
                   # battlefield), you may play that token and an additional copy of it
                   # instead" (an optional replacement, RUP4 367-375; scope where self)
                   "token_copy",
                   # an Equipment's "as this is attached to a unit, choose another friendly
                   # unit; the equipped unit becomes a copy of that unit for as long as this is
                   # attached to it" (a copy effect, RUP4 477.1.b; scope: the friendly units)
                   "copy_attached",
                   # an Equipment's "as this is attached to a unit, copy that unit's text to
                   # this Equipment's effect text for as long as this is attached to it"
                   # (FAQ-VENDETTA, Svellsongur; scope: the unit it is attached to)
                   "copy_text_attached",
                   # restrictions: "I can't be moved by enemy spells and abilities" (054.1)
                   "no_enemy_move",
                   # "your Equipment each give [Assault 1]": each Equipment you control
                   # gives the unit it is attached to that keyword too (RUP4 718.3)
                   "equipment_keyword",
                   # "each Equipment attached to me gives double its base Might bonus" (its
                   # own, scope where 'self'; RUP4 718.4)
                   "double_equipment_bonus",
                   # its unit's hold triggers count as conquer triggers and the reverse
                   # (383.4.c)
                   "conquer_hold_alike",
                   # Repeat (RUP4 820): "your spells have [Repeat] <cost>" and "friendly
                   # Repeat costs cost N less" (an Energy discount of each, 356.4.c)
                   "grant_repeat", "repeat_less",
                   # restrictions/permissions: "I can have any number of buffs" (an
                   # exception to RUP4 702.3's one buff per unit)
                   "any_buffs",
                   # enter-state: "this enters exhausted" (a gear, contrary to RUP4 149.1)
                   "enter_exhausted",
                   # cost-mod (RUP4 356.4): "I cost N less" (the card's own, from any zone it
                   # is played from) and "your <scope> cost N less, to a minimum of M"
                   "cost_less", "cost_less_others",
                   # Flow (RUP4 829): "spells with [Flow] you play from your trash cost N less,
                   # to a minimum of M" (a discount of the Flow cost, 356.4, 829.1.c.1)
                   "flow_less",
                   # a battlefield's "players ignore [Deflect] while paying for spells and
                   # abilities choosing something here" (RUP4 809; FAQ-VENDETTA, Heisho)
                   "ignore_deflect_here",
                   # a battlefield's "each spell that chooses one or more units here that are
                   # friendly to it costs <less_power> less" (RUP4 356.4)
                   "chose_here_less",
                   # a battlefield's "during showdowns here, cards with [Reaction] cost
                   # <cost_power> more to play" (a cost increase, RUP4 356.3)
                   "reaction_tax_here",
                   # a battlefield's "while you control this battlefield, the first friendly
                   # gear activated ability played each turn costs N less" (RUP4 356.4)
                   "first_gear_ability_less",
                   # a battlefield's extra <cost_power> that a unit of the scope's tag may be
                   # played for, entering there when it is paid (RUP4 356.2, 355.2)
                   "play_here_paying",
                   # Endless Riches: "skip your Draw Phase"; "you may play cards from your
                   # trash" (their own cost); a card going to your trash from anywhere but
                   # your Main Deck is banished instead (a replacement, RUP4 367)
                   "skip_draw", "play_from_trash", "trash_to_banish",
                   # naming (RUP4 759-763): "as you play this, name a tag" (355.1); "while
                   # I'm at a battlefield, opponents can't play spells with that name" (the
                   # name its source remembers, condition at_battlefield; 054.1)
                   "name_tag_as_played", "opponents_cant_play_named",
                   # "any amount of your damage is enough to kill enemy units": lethal damage
                   # for an enemy unit with damage its controller marked (RUP4 142.4.c)
                   "any_damage_lethal",
                   # alt-victory: "increase the points needed to win the game by N" (194.3.a)
                   "victory_score",
                   # extra-trigger: "your [Deathknell] effects trigger an additional time"
                   "extra_trigger",
                   # "your [Temporary] effects at my battlefield don't trigger": the keyword's
                   # triggered ability of the scope's permanents (RUP4 816.1.b)
                   "no_trigger",
                   # damage-prevention: "I don't take damage" (RUP4 437.4, 465.2.c.10)
                   "no_damage",
                   # death-replacement: a scope unit's death is replaced by the source's,
                   # and the unit is healed, exhausted and recalled (RUP4 370.1.a.1)
                   "replace_death",
                   # "if a combat where you are the attacker ends in a tie, every unit there is
                   # recalled instead" (RUP4 740.3.a, 466.1.a.2; Symbol of the Solari)
                   "tie_recall_all",
                   # "your spells that choose me cost [1] or [A] less": n Energy or the
                   # less_power pip off, as the spell's controller chooses (RUP4 356.4.d)
                   "chose_me_less",
                   # a battlefield's "[Empower] costs of your units here cost [1] or [A]
                   # less" (the same choice, for its controller's units there)
                   "empower_less_here",
                   # "optional additional costs you pay cost [1] or [A] less": each one paid,
                   # a component discount (RUP4 356.4.c), the same choice
                   "optional_costs_less",
                   # "your <scope> [Add] an additional n": each time an Add ability of a scope
                   # object its controller controls resolves, n Energy more (RUP4 429)
                   "adds_more",
                   # restrictions: a battlefield's "units can't move from here to base";
                   # "spells and abilities can't ready <scope>"; "opponents can only play
                   # units to their base"; "your opponents' Hidden cards can't be revealed
                   # here" (at the source's battlefield)
                   "no_move_to_base", "no_ready", "opponents_units_to_base",
                   "no_enemy_reveal_here",
                   # an applied cost (RUP4 204.4): "opponents must pay <cost_power> for each
                   # unit beyond the first to move multiple units to my battlefield at the
                   # same time"
                   "move_tax",
                   # restrictions: "I can't be readied": by nothing, its controller's Awaken
                   # Phase included (RUP4 054.1 over 315.1)
                   "never_ready",
                   # restrictions: "opponents can't gain points" (468.1: scoring included)
                   "opponents_no_points",
                   # restrictions: a battlefield's "players can't score here until their Nth
                   # turn" (no conquer or hold of it, RUP4 469)
                   "no_score_before_turn",
                   # cost-mod: "this ability costs N less (for each ...)": the source's own
                   # activated abilities (RUP4 356.4)
                   "ability_cost_less",
                   # cost-mod: "enemy spells cost N [A] more" (a cost increase, RUP4 356.3)
                   "spell_tax",
                   # restrictions: "I can't be played on your first ... turns" (before your
                   # nth); "players only channel N runes at the start of their Channel Phase"
                   "no_play_before_turn", "channel_at_most",
                   # play-locations: the card may enter at a battlefield an opponent controls
                   # where a unit is (RUP4 170.11.a)
                   "play_to_occupied_enemy",
                   # play-locations: the card may enter at a battlefield whose combat its
                   # controller is attacking in; "play me only to a battlefield you
                   # conquered this turn" (054.2)
                   "play_to_attacked", "play_only_conquered",
                   # play-locations: "I can be played to an occupied battlefield if an enemy
                   # unit is alone there" (the card's own; with a friendly unit scope, for
                   # your units while its source is on the board; RUP4 170.11.a, 740.2.a)
                   "play_to_enemy_alone",
                   # Ambush (RUP4 822.1.d): "I can [Ambush] to a battlefield where there are
                   # enemy units, even if you don't have units there" (the card's own)
                   "ambush_to_enemy",
                   # Ambush (RUP4 822.3.a): "you may [Ambush] me to its battlefield, even if
                   # you don't have other units there": the battlefield of the unit killed for
                   # the card's additional cost stays a valid Ambush location (the card's own)
                   "ambush_to_killed",
                   # a battlefield's "you may hide N additional cards here" (107.3.b.1)
                   "hide_slots",
                   # counter: a spell's "this can't be countered" (RUP4 425, 358.3.a)
                   "cant_be_countered",
                   # "if you would reveal cards from a deck, look at the top card first; you
                   # may recycle it" (a replacement of the reveal, RUP4 370.1.b; Void Hatchling)
                   "reveal_look_first",
                   # hide-cost: "you may pay N Energy instead of [A] to hide" (811.1.b)
                   "hide_cost",
                   # grant-activated: "I have all [E] abilities of all <side> legends, units
                   # and gear" (an ability-altering effect, RUP4 477.2; scope kind
                   # 'something', side only)
                   "has_tap_abilities",
                   # "I can be Empowered up to N times" (n: N; RUP4 441.1.c.1)
                   "empower_limit",
                   # bf-tokens: a battlefield's "units can move here from anywhere" (a
                   # standard move from another battlefield too, RUP4 144.4); a unit's "as
                   # you play me, add the <card> battlefield token to the board if it's not
                   # there already; if you do, I enter there" (RUP4 439, 369.3's example)
                   "move_here_anywhere", "add_battlefield",
                   # restrictions: a battlefield's "units can't be played here" (054.1)
                   "no_units_played_here",
                   # ignore-keyword (RUP4 765-767): a spell's "ignore [Deflect] while paying
                   # this spell's cost"; a unit's "you ignore [Tank] while assigning combat
                   # damage here" (its keyword: Deflect on a spell, Tank or Backline on a unit)
                   "ignore_keyword",
                   # damage-prevention: "prevent all damage that enemy spells and abilities
                   # would deal to me" (RUP4 437; not combat damage, nor a unit's own, 417.6)
                   "no_enemy_spell_damage",
                   # combat-dmg-mods: "I don't deal combat damage (unless <condition>)"
                   "no_combat_damage",
                   # deck building: "your deck can have any number of cards named <me>" (an
                   # exception to RUP4 103.2.b's three copies; app.decks.validate)
                   "deck_any_copies",
                   # untargetable (RUP4 757-758): "I can't be chosen by enemy spells and
                   # abilities" (scope where self; with a condition: "unless I'm in combat")
                   "untargetable",
                   # "your spells and abilities can't be countered" (RUP4 425, 358.3.a);
                   # "if a spell or ability you control would give -Might to a unit it
                   # chooses, it gives an additional -n Might" (a replacement, 370.1)
                   "yours_cant_be_countered", "chosen_extra_weaken",
                   # "if a spell or ability that chooses me would stun me, give me -Might,
                   # or return me to hand, give me +n Might this turn instead" (370.1)
                   "chosen_harm_to_might",
                   # "if a player would score 1 point from conquering or holding during their
                   # first or second turn, they draw 1 instead" (n: their Nth turn at most; a
                   # replacement of the point, RUP4 370.1, 471.1)
                   "early_score_draws"]  # fmt: skip
StaticPer = Literal["your_points", "count",  # dyn-amount: "for each ..."
                    # "for each time I'm Empowered" (RUP4 441.1.c.1)
                    "times_empowered",
                    # turn-history: "for each card you've played this turn"
                    "cards_played",
                    # turn-history: "for each point you scored from holding this turn"
                    "hold_points",
                    # cost-mod: "reduced by the highest Might among <per_scope>"
                    "highest_might",
                    # dyn-amount: "for each of the following tags among your units" (the
                    # tags of per_scope's tags that units you control carry)
                    "tags_among",
                    # turn-history: a spell's own "for each time this spell has dealt damage
                    # this turn" (the card, however often it was played)
                    "times_dealt"]  # fmt: skip
StaticCondition = Literal["defending_alone", "attacking_or_defending_alone", "runes_8",
                          # enter-state: the card's own "if you paid my additional cost, I
                          # enter ready" (as it was played, RUP4 356.2.b)
                          "extra_cost_paid",
                          # turn-history, enter-state: "if a friendly unit died during your
                          # Beginning Phase this turn" (its Scoring Step included, RUP4 315.2)
                          "friendly_died_in_beginning",
                          # cost-mod: "this costs N less if you choose <scope>" (a target
                          # chosen as it is played, RUP4 355 before 356)
                          "chose",
                          "at_battlefield", "buffed",
                          "discarded_this_turn",
                          # XP (RUP4 730.1): "if you've gained XP this turn"
                          "gained_xp",
                          # turn-history: cost_less_others's "the first friendly <kind> played
                          # each turn" (none of the team's cards of that kind played yet)
                          "first_each_turn",
                          # replace_death's "if a unit would die during combat": while a
                          # combat is under way at its battlefield (RUP4 459-466)
                          "during_combat",
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
                          "mighty",
                          # "while I'm in a showdown": at the battlefield of the showdown
                          "in_showdown",
                          # cond-hand: "if you have N or fewer cards in your hand" (N: the
                          # static's within)
                          "hand_at_most",
                          # cost-mod: "to play from anywhere other than your hand" (the zone
                          # it is played from, RUP4 354)
                          "not_from_hand",
                          # "friendly units played from anywhere other than a player's
                          # hand have [Accelerate]": the unit it applies to, being played
                          # from another zone (a scope where 'anywhere', RUP4 354)
                          "played_not_from_hand",
                          # "while I'm in combat": attacking or defending (RUP4 459)
                          "in_combat",
                          # turn-history: "if a unit died this turn" (anyone's), "if you've
                          # spent 4 or more Energy to play a spell this turn"
                          "unit_died", "spell_spent_4",
                          # turn-history: "if you've spent at least [A][A] this turn" (Power
                          # spent on any costs this turn, two or more)
                          "power_spent_2",
                          # a spell's own "if they do": this play of it was made by its own
                          # "... may play this spell again" (op play_again)
                          "played_again",
                          # "if I'm Empowered" / "while I'm not" (RUP4 441.2)
                          "empowered", "not_empowered",
                          # "unless I'm in combat" (neither attacking nor defending, RUP4
                          # 459); "if you control N or fewer runes" (N: the static's within)
                          "not_in_combat", "runes_at_most",
                          # "while I'm Empowered <my limit> times" (441.1.c.1)
                          "fully_empowered",
                          # extra-trigger: "your conquer / hold effects for conquering /
                          # holding here trigger an additional time" (the source's
                          # battlefield, RUP4 383.4.c-d)
                          "conquer_here", "hold_here",
                          # Effect Text (RUP4 136.2.d): "if this was attached to me this
                          # turn" (the gear's last attach happened this turn)
                          "attached_this_turn",
                          # cond-alone: "while I'm at a battlefield with exactly one other unit
                          # you control" (or "unless ...": not_one_other_here)
                          "one_other_here", "not_one_other_here",
                          # cond-control-count: "if you control a battlefield with exactly two
                          # units there"
                          "bf_two_units",
                          # enter-state: "if you have a card with my name in your trash"
                          "name_in_trash",
                          # cond-score: "if your score is not within N points of the Victory
                          # Score" (N: the static's within)
                          "not_near_victory",
                          # cond-score: "while your score is within N points of the Victory
                          # Score" (N: the static's within)
                          "near_victory",
                          # "while there's a stunned enemy unit here" (sel-state)
                          "stunned_enemy_here",
                          # cond-alone: "while you have another unit here" (at my location,
                          # base or battlefield: not alone, RUP4 740.2.a); "while I'm attacking
                          # with another unit" (another friendly attacker there, 459)
                          "other_unit_here", "attacking_with_other"]  # fmt: skip
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
    # turn-history: "when you play your first card each turn" (a token is no card, RUP4 170)
    "you_play_first_card",
    # trig-other: "when this leaves the board"; trig-unit-dies: "when a friendly unit dies";
    # trig-move: a battlefield's "when a unit moves from here"
    "leave_board", "friendly_unit_dies", "unit_moves_from_here",
    # delayed abilities only: "when a unit takes damage (this turn)"; "when it dies this turn"
    # (the unit a delay_next step watches, RUP4 390.2)
    "damaged", "watched_dies",
    # delayed abilities only: "when it wins a combat this turn" (each time, RUP4 466.3.c)
    "watched_wins",
    # delayed abilities only: "when a friendly unit is played this turn" (each time), "the
    # next time you play a unit this turn" (once); the unit is the event's (where 'event')
    "friendly_unit_played", "next_unit_played",
    # delayed: "this turn, it has 'when I conquer, ...'": each time the watched unit conquers
    # this turn (a delay_next step's target)
    "watched_conquers",
    # delayed: "when they hold, return it": the next time the player the ability chose holds,
    # on any turn, for each card the ability banished while it stays banished (RUP4 390.5.a)
    "they_hold",
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
    # trig-any-player: a battlefield's "when a player plays a spell / a unit here, they ...",
    # whoever controls the battlefield, if anyone: that player controls the ability (RUP4
    # 190.6.c; the unit played is "it"); "at the start of each player's Beginning Phase",
    # controlled as 190.6.a-b say
    "player_plays_spell", "player_plays_unit_here", "each_start_of_turn",
    # trig-any-player: a battlefield's "when a unit here is returned to a player's hand, that
    # player ..." (they control the ability, RUP4 190.6.c)
    "unit_returned_here",
    # trig-you-act: "when you hide a card" (the Hide action, RUP4 811.1.c; no chain opens
    # for the hiding itself, 811.1.c.2)
    "you_hide",
    # targeting effects: "when you choose a friendly unit" (once per friendly unit a spell or
    # ability of yours targets, RUP4 383.4.b; the unit is "it")
    "you_choose_friendly",
    # "when I win a combat" / "when you win a combat" (RUP4 466.3.a, 466.3.c)
    "win_combat", "you_win_combat",
    # "when you attach an Equipment to me" (RUP4 818.2.a)
    "equipped",
    # a battlefield's "when combat starts here" (RUP4 464; its attacker and defender are
    # step who 'attacker_and_defender')
    "combat_starts_here",
    # "when I become Empowered" (RUP4 828.1.d); "when you empower something (else)" (once per
    # object the player empowers, 441.2.a; condition "other": not the watcher itself)
    "become_empowered", "you_empower",
    # "when you banish a card": once per card an instruction of yours banishes (RUP4 427;
    # condition "owned": a card you own, 127.1)
    "you_banish",
    # "when I become ready": readied by anyone, the Awaken Phase included (RUP4 315.1.b)
    "become_ready",
    # "when an opponent scores": they conquer or hold a battlefield (RUP4 469), once each
    "opponent_scores",
    # trig-unit-dies: "when an enemy unit here dies" (at the source's battlefield)
    "enemy_dies_here",
    # "when an opponent plays a unit / a gear" (the object played is "it")
    "opponent_plays_unit", "opponent_plays_gear",
    # trig-combat: "when a combat that I was in ends" (I had a designation in it, RUP4 466.7)
    "combat_ends_in",
    # turn-history: "when you draw your second card each turn"
    "you_draw_second",
    # "when you move an enemy unit": an effect you control moves it (once per unit, 411.4)
    "you_move_enemy",
    # trig-unit-dies: "when an enemy unit dies" (once per unit), "when one or more enemy units
    # die" (once per game action that kills them); "when you recycle a rune" (once per rune,
    # as it goes to the Rune Deck, RUP4 416; while paying for a play, once it is finalized)
    "enemy_unit_dies", "enemy_units_die", "you_recycle_rune",
    # buff-spend: "when you spend a buff" (once per buff spent, RUP4 702.2.b)
    "you_spend_buff",
    # reflexive: "then do this: ..." (RUP4 386-387), put on the chain by the step 'reflex' of
    # another ability of the card, never by an event
    "reflexive",
    # "when my Might becomes N or more" (N: the ability's might_at_least; from below N to N or
    # more, noticed in cleanups as Mighty is, RUP4 709)
    "might_reaches",
    # "when you play a unit, gear or activated ability" (condition: its Energy cost)
    "you_play_costly",
    # "when you use an activated ability of a gear" (an Add ability included, RUP4 429)
    "you_use_gear_ability",
    # trig-combat: "when you defend at a battlefield" (a combat staged there, RUP4 464.2)
    "you_defend",
    # "when a showdown begins here": a showdown (a combat's included) opens at the source's
    # battlefield (RUP4 344-345, 464.2.b)
    "showdown_begins_here",
]  # fmt: skip
AbilityCondition = Literal["spell_cost_5", "units_4", "extra_cost_paid", "at_battlefield",
                           "enemy", "other", "second_card", "from_hidden",
                           # cond-turn: "when you play me from face down on your turn"
                           "from_hidden_your_turn",
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
                           "with_spell",
                           # "when you play a spell, if you spent 4 or more Energy on it"
                           "spent_4",
                           # "when you play a unit during a showdown" (a combat's too)
                           "in_showdown",
                           # "when you play a card from anywhere other than your hand"
                           "not_from_hand",
                           # "when you banish a card you own"
                           "owned",
                           # "when I die in combat": attacking or defending as it dies
                           # (RUP4 740.2.c)
                           "in_combat",
                           # trig-move: "when I move from a battlefield" (its origin, 447.1)
                           "from_bf",
                           # 2v2: "when you or an ally hold" (a teammate, RUP4 740.1.a)
                           "or_ally",
                           # turn-history: "if I haven't been dealt damage this turn"
                           "undamaged",
                           # "when you play a card with Power cost [A][A] or more" (its
                           # printed Power pips, RUP4 206)
                           "power_2",
                           # "when I conquer a battlefield that was uncontrolled" (just
                           # before it was conquered; FAQ-SPIRITFORGED, Yone)
                           "was_uncontrolled",
                           # turn-history: "if I didn't conquer this turn"
                           "not_conquered",
                           # a battlefield's "the first time a player plays a non-token unit
                           # here each turn" (counted for each player, like The Dreaming Tree)
                           "first_non_token",
                           # cond-runes: "if you control fewer runes than an opponent"
                           "fewer_runes",
                           # cond-alone: "if there is exactly one other unit you control here"
                           "one_other_here",
                           # turn-history: "if you've played a non-token unit, a non-token gear,
                           # and a spell this turn"
                           "played_unit_gear_spell",
                           # "... with Energy cost 7 or more" (printed, RUP4 206)
                           "energy_7",
                           # turn-history: "the first time a friendly unit dies during your
                           # Beginning Phase each turn"
                           "in_beginning",
                           # alt-victory: "if you have exactly 4 cards in hand"
                           "hand_4",
                           # alt_cost: "if you've spent 4 or more to play a spell this turn"
                           "spell_spent_4",
                           # act-riders, an activated ability's: "use only if you've chosen an
                           # enemy unit this turn and only once each turn" (RUP4 054.2)
                           "chose_enemy_once",
                           # act-riders: "use only if you've chosen enemy units and/or gear
                           # twice this turn with spells or unit abilities" (RUP4 054.2)
                           "chose_enemy_twice",
                           # act-riders, an activated ability's: "use only if you've
                           # played an Equipment this turn" (RUP4 054.2)
                           "played_equipment",
                           # mighty / cond-lki: "[Deathknell] if I was Mighty" (its Might as
                           # it died, RUP4 708)
                           "mighty",
                           # cond-alone, last known information: "if I died alone" / "if I
                           # didn't die alone" (no other friendly unit where it was just before
                           # it died, those dying with it included; RUP4 740.2.a)
                           "died_alone", "died_not_alone",
                           # cond-alone: "when I attack or defend one on one" (it and the one
                           # enemy unit there are both alone, RUP4 740.2.b)
                           "one_on_one",
                           # dyn-amount: "while your units have all N tags" (every tag of
                           # if_control's tags among units you control)
                           "all_tags",
                           # cond-score: "when you play me, if an opponent's score is within N
                           # points of the Victory Score" (N: the ability's within)
                           "opponent_near_victory",
                           # cond-alone: "when I attack or defend, if an enemy unit is alone
                           # here" (at the source's battlefield, as it triggers; RUP4 740.2.a)
                           "enemy_alone_here",
                           # turn-history: an optional additional cost's "if you've played a
                           # spell this turn, you may pay ..." (spells finalized, RUP4 419.4)
                           "played_spell"]  # fmt: skip


# which triggers a trigger condition can qualify (checked while loading)
_TRIGGER_CONDITIONS: dict[str, frozenset[str]] = {
    "enemy": frozenset({"you_stun", "you_stun_units",  # the unit(s) stunned: an enemy one
                        "you_kill"}),
    "other": frozenset({"you_play_unit", "you_play_gear", "you_play_card",  # not me
                        "you_empower"}),
    "second_card": frozenset({"you_play_card"}),  # your second card this turn (turn-history)
    "from_hidden": frozenset({"you_play_card", "play_me"}),  # played from facedown (811)
    "from_hidden_your_turn": frozenset({"play_me"}),  # ... on your turn (cond-turn)
    "not_from_hand": frozenset({"you_play_card"}),  # played from another zone (RUP4 354)
    "owned": frozenset({"you_banish"}),  # the card is the watcher's controller's (127.1)
    # turn-history: "the first time ... each turn", "the third time I move in a turn"
    "first_each_turn": frozenset({"friendly_unit_dies", "move", "conquer", "win_combat",
                                  "you_play_gear",  # a non-token gear (a card, RUP4 170)
                                  "player_chooses_friendly_here"}),  # for each player
    "third_time": frozenset({"move"}),
    "not_here": frozenset({"opponent_moves_to_bf"}),  # "a battlefield other than mine"
    "friendly_unit": frozenset({"you_ready",  # the object readied is a friendly unit
                                "you_buff"}),  # the unit buffed is a friendly one
    "buffed": frozenset({"friendly_unit_dies"}),  # the unit had a buff when it died
    # the unit that died is no Recruit, and its controller's own (not an ally's, 740.1.a)
    "non_recruit": frozenset({"friendly_unit_dies"}),
    # cond-turn: the card is played on a turn that is an opponent's (RUP4 383.2.a.1)
    "opponents_turn": frozenset({"you_play_card", "you_play_unit", "you_play_gear",
                                 "you_play_spell"}),
    # cond-alone: the attacking / defending unit has no other friendly unit there (740.2.a)
    "alone": frozenset({"friendly_unit_attacks_or_defends"}),
    # a conquer ending a combat you attacked in (a unit's own, or "when you conquer")
    "after_attack": frozenset({"conquer", "you_conquer"}),
    "with_spell": frozenset({"you_kill",
                             "you_choose_friendly"}),  # "when you choose me with a spell"
    "spent_4": frozenset({"you_play_spell"}),
    "in_showdown": frozenset({"you_play_unit"}),  # the kill is a spell's (RUP4 411.6, 428.5.d)
    "in_combat": frozenset({"die"}),
    "from_bf": frozenset({"move"}),
    "or_ally": frozenset({"you_hold"}),
    "undamaged": frozenset({"combat_ends_in"}),
    "power_2": frozenset({"you_play_card"}),
    "was_uncontrolled": frozenset({"conquer"}),
    "not_conquered": frozenset({"end_of_turn"}),
    "first_non_token": frozenset({"player_plays_unit_here"}),
    "fewer_runes": frozenset({"start_of_turn"}),  # "at the start of your Beginning Phase, if"
    "one_other_here": frozenset({"hold", "conquer", "attack", "defend"}),  # at a battlefield
    "played_unit_gear_spell": frozenset({"conquer", "hold", "attack"}),
    "energy_7": frozenset({"you_play_costly"}),
    "in_beginning": frozenset({"friendly_unit_dies"}),
    "hand_4": frozenset({"start_of_turn"}),
    "mighty": frozenset({"die"}),
    "died_alone": frozenset({"die"}),
    "died_not_alone": frozenset({"die"}),
    "one_on_one": frozenset({"attack", "defend"}),
    "all_tags": frozenset({"attack", "defend", "conquer", "hold"}),
    "opponent_near_victory": frozenset({"play_me"}),
    "enemy_alone_here": frozenset({"attack", "defend"}),
}
AbilityKind = Literal["spell", "triggered", "activated", "static", "additional_cost",
                      "delayed",
                      # as-looked: "as you look at or reveal me from the top of your deck, you
                      # may ..." (works from the Main Deck, RUP4 370.1.b.1)
                      "as_looked",
                      # as-revealed: "as I'm revealed from your deck, [Add] ..." (the reveal
                      # plus the game action, RUP4 370.1.b.1: Undertitan)
                      "as_revealed",
                      # an alternative cost: "you may play me for <cost>" (its base costs
                      # replaced, RUP4 356.1.a); condition: a static one (spell_spent_4)
                      "alt_cost",
                      # Repeat (RUP4 820): one instance of a spell's optional additional cost
                      # that executes its effect again (cost_energy, cost_power, discard slots)
                      "repeat",
                      # Flow (RUP4 829): one instance of a spell's alternate cost to play it
                      # from its owner's trash (cost_energy, cost_power), then banished
                      "flow"]  # fmt: skip
Timing = Literal["normal", "action", "reaction"]


_THAT_PLAYER_OPS = frozenset({"draw", "point", "channel"})  # trig-phase: "that player ..."
SlotCost = Literal["exhaust", "spend_buff", "kill",
                   "discard",  # additional-cost: "discard N" (cards of your hand)
                   "recycle",  # "recycle N from your trash" as a cost (RUP4 416.3)
                   # "you may disempower something you control to ..." (RUP4 442, 383.3.b)
                   "disempower",
                   # additional-cost: "return a friendly gear to its owner's hand" (356.2.a)
                   "return_hand",
                   # "banish a card from any trash to ...": a trigger's cost within the
                   # instruction, paid as it goes on the chain (RUP4 383.3.b, 427)
                   "banish"]


KINDS: tuple[str, ...] = get_args(Kind)
SIDES: tuple[str, ...] = get_args(Side)
WHERES: tuple[str, ...] = get_args(Where)
STEP_CONDITIONS: tuple[str, ...] = get_args(StepCondition)
STATIC_OPS: tuple[str, ...] = get_args(StaticOp)
STATIC_CONDITIONS: tuple[str, ...] = get_args(StaticCondition)
TRIGGERS: tuple[str, ...] = get_args(Trigger)
ABILITY_CONDITIONS: tuple[str, ...] = get_args(AbilityCondition)
ABILITY_KINDS: tuple[str, ...] = get_args(AbilityKind)


class _Model(BaseModel):
    # defer_build: the validators are built on the first validation (a data cache miss, a
    # scenario's own cards), not when the module is imported (start-up, app.cards.cache)
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


def format_errors(exc: ValidationError, prefix: str = "") -> str:
    """One line per problem: `abilities.0.steps.1.op: Input should be ... (did you mean ...?)`."""
    lines = []
    for err in exc.errors(include_url=False):
        loc = [str(p) for p in err["loc"]]
        # Drop pydantic's internal location parts for function validators.
        loc = [p for p in loc if not p.startswith("function-")]
        # a step is a union discriminated by its op: drop the member's name ("steps.0.draw.n")
        loc = [p for k, p in enumerate(loc)
               if not (k >= 2 and loc[k - 2] == "steps" and loc[k - 1].isdigit())]
        msg = err["msg"]
        ctx = err.get("ctx") or {}
        if err["type"] == "union_tag_invalid":  # an op that doesn't exist: said at its op
            loc.append(str(ctx["discriminator"]).strip("'"))
            err = {**err, "type": "literal_error", "input": ctx["tag"],
                   "ctx": {"expected": ctx["expected_tags"]}}
            msg = f"Input should be one of {ctx['expected_tags']}"
        where = ".".join(([prefix] if prefix else []) + loc) or "card"
        if err["type"] in ("literal_error", "enum") and isinstance(err.get("input"), str):
            expected = re.findall(r"'([^']*)'", str((err.get("ctx") or {}).get("expected", "")))
            close = difflib.get_close_matches(err["input"], expected, n=1, cutoff=0.5)
            msg = f"{err['input']!r} is not allowed. {msg}"
            if close:
                msg += f" (did you mean {close[0]!r}?)"
        lines.append(f"  {where}: {msg}")
    return "\n".join(lines)
