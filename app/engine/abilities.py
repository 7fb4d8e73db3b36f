"""The ability vocabulary: what a card can say, as small frozen values.

A card's abilities are data (`app.cards` validates them and builds these values);
the engine runs them with a handful of primitives (`app.engine.effects`). Anything
the vocabulary cannot say goes to a named Python handler (`Step(op="handler", ...)`).
"""

from __future__ import annotations

from dataclasses import dataclass

from app.engine.cards import Domain, Keyword


@dataclass(frozen=True, slots=True)
class Select:
    """A filter over objects, relative to the ability's controller and source.

    kind:  unit | gear | permanent | rune | spell | battlefield | trash_card
    side:  any | friendly | enemy
    where: any | battlefield | base | here (the source's location) | self (the source only)
           | combat (in the combat under way) | target_bf (at the battlefield chosen in the
           step's target slot) | event (a step scope of a triggered ability: "it", the object
           of the triggering event)
    """

    kind: str = "unit"
    side: str = "any"
    where: str = "any"
    max_might: int | None = None
    card_type: str | None = None  # for cards off the board: "Unit", "Spell", ...
    other: bool = False  # not the source itself
    exhausted: bool | None = None  # only exhausted (True) or only ready (False) objects


@dataclass(frozen=True, slots=True)
class TargetSlot:
    """One choice made as the ability goes on the chain (RUP4 355.5-355.13)."""

    select: Select
    count: int = 1
    up_to: bool = False
    cost: str | None = None  # "exhaust": an optional additional cost paid with these (356.2.b)
    # "another": none of the objects chosen in the earlier slots ("give a unit +2 Might and
    # another unit -2 Might"); the slots are one group of choices (RUP4 355.5, 355.11)
    distinct: bool = False


@dataclass(frozen=True, slots=True)
class Step:
    """One instruction (RUP4 135.2.b).

    op names a primitive in `app.engine.effects.PRIMITIVES`; `target` is the index of
    the target slot it acts on, `scope` a non-targeting group ("all enemy units here"),
    neither means the ability's source ("me") or its controller ("you").

    ops: draw n | deal n | kill | buff | stun | might n (n may be negative) | weaken n
    (-n Might this turn, to a minimum of 1) | grant keyword n (duration turn/combat) |
    ready | exhaust | recall | return_hand | move_base (a move to its owner's base) |
    channel n (exhausted; with a target: each chosen object's owner channels) | point n |
    token card n (to: here/choose) | predict n |
    discard n | heal | fight (the units of slots 0 and 1 deal damage equal to their Might
    to each other; with one slot, the source and that slot's unit do) | save (the next time
    it would die this turn: heal, exhaust, recall
    instead) | units_enter_ready (units you play this turn enter ready) | draw_if_killed n
    (if the target dies in the cleanup right after, draw n: "if this kills it, do this") |
    add_energy n (condition "spells_only": only to pay for spells) | next_unit_ready (the next
    unit you play this turn enters ready) | next_spell_bonus n (the next spell you play this
    turn deals N Bonus Damage) | delay n (the card's ability number n, of kind "delayed",
    triggers at the end of this turn, or, if its trigger is "damaged", whenever a unit takes
    damage this turn; RUP4 389-392) | delay_next n (the card's delayed ability number n
    triggers the next time the target takes damage this turn).
    conditions: legion | no_legion | target_alone | cost_paid | cost_not_paid |
    channel_failed | ready_enemy_here | if_killed (an earlier kill step of it killed something)
    """

    op: str
    n: int = 0
    target: int | None = None
    scope: Select | None = None
    card: str | None = None  # a token's name for "token"
    exhausted: bool = False
    keyword: Keyword | None = None
    duration: str = "turn"  # "turn" or "combat"
    condition: str | None = None
    handler: str | None = None
    to: str = "here"  # where tokens enter: "here" (the source's location) or "choose"


@dataclass(frozen=True, slots=True)
class Static:
    """A passive ability that changes Might or grants keywords (RUP4 363, 477)."""

    op: str  # might | keyword | enter_ready | play_to_open | spell_discount | bonus_damage
    n: int = 0
    scope: Select = Select()
    keyword: Keyword | None = None
    # defending_alone | attacking_or_defending_alone | runes_8 | at_battlefield | discarded_this_turn  # noqa: E501
    condition: str | None = None


@dataclass(frozen=True, slots=True)
class Ability:
    """kind: spell (a spell's own text), triggered, activated, static, or delayed (an ability
    that only a "delay" step of the same card sets off, at the end of that turn)."""

    kind: str
    # play_me | attack | defend | move | move_to_bf | conquer | hold | die | start_of_turn |
    # end_of_turn | start_of_main | you_play_spell | you_play_unit | you_conquer | you_hold |
    # you_defend_here | you_stun (once per unit stunned) | you_stun_units (once per instruction)
    # | you_discard (one or more cards, once per instruction) | you_play_gear | you_play_card
    # | leave_board | friendly_unit_dies | unit_moves_from_here (a battlefield's)
    # | damaged (delayed abilities only: when a unit takes damage) | opponent_moves_to_bf
    # | you_ready (once per object readied)
    trigger: str | None = None
    targets: tuple[TargetSlot, ...] = ()
    steps: tuple[Step, ...] = ()
    optional: bool = False  # "you may" as the first part of a trigger (RUP4 383.3.a)
    timing: str = "normal"  # for activated abilities: normal, action, reaction
    cost_energy: int = 0
    cost_power: tuple[frozenset[Domain], ...] = ()
    exhaust_self: bool = False
    adds: bool = False  # adds resources: resolves at once (RUP4 429.2)
    static: Static | None = None
    # trigger condition beyond the event (RUP4 383.2.a.1): spell_cost_5 | units_4 | enemy | other | second_card | from_hidden | first_each_turn | third_time | not_here | friendly_unit  # noqa: E501
    condition: str | None = None
    # "[Legion] ..." on a triggered or activated ability: inactive, so it neither triggers
    # nor can be activated, unless you played another card this turn (RUP4 727.1.b, 812)
    legion: bool = False
