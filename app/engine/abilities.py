"""The ability vocabulary: what a card can say, as small frozen values.

A card's abilities are data (`app.cards` validates them and builds these values);
the engine runs them with a handful of primitives (`app.engine.effects`). Anything
the vocabulary cannot say goes to a named Python handler (`Step(op="handler", ...)`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from app.engine.core.enums import Domain, Keyword


@dataclass(frozen=True, slots=True)
class Select:
    """A filter over objects, relative to the ability's controller and source.

    kind:  unit | gear | permanent | rune | spell | battlefield | trash_card | hand_card (a
           card in a hand: what a "discard N" cost pays with, or a revealed card of a hand or
           deck, RUP4 424, in the scopes of revealed_* ops) | something (a unit or gear on the
           board, a rune or a legend: what can be exhausted, RUP4 359.3.e.4) | facedown (a
           facedown card at a battlefield; friendly: one you control, RUP4 811) | legend (a
           legend in its Legend Zone, a game object, RUP4 107.4.c; friendly: yours)
    side:  any | friendly | enemy
    where: any | battlefield | base | here (the source's location) | self (the source only)
           | combat (in the combat under way) | target_bf (at the battlefield chosen in the
           step's target slot) | my_bf (at the source's battlefield; none while it is in a base;
           for a battlefield, itself; after a unit died, the battlefield where it died) | event
           (a step scope of a triggered ability: "it", the object of the triggering event)
           | spent (a step scope: the units whose buff this ability's spend_buffs step spent)
           | not_here (at another location than the source's) | with_first (dependent
           targets: at the location of the unit chosen in slot 0, that unit excluded; RUP4
           355.5: later choices may depend on earlier ones)
    """

    HASHED_AS: ClassVar[str] = "Select"  # its state-hash form (app.engine.hashform)

    kind: str = "unit"
    side: str = "any"
    where: str = "any"
    max_might: int | None = None
    card_type: str | None = None  # for cards off the board: "Unit", "Spell", ...
    not_card_type: str | None = None  # for cards off the board: not of this type ("non-unit")
    other: bool = False  # not the source itself
    exhausted: bool | None = None  # only exhausted (True) or only ready (False) objects
    # only buffed / stunned / damaged units (True), or only units that aren't (False)
    buffed: bool | None = None
    stunned: bool | None = None
    damaged: bool | None = None
    tag: str | None = None  # only cards with this tag ("Poro", "Mech")
    keyword: Keyword | None = None  # only objects with this keyword (a trash card: printed)
    # counter / play-by-effect: a spell on the chain or a card off the board whose printed cost
    # is at most max_energy Energy and max_power Power pips ("costs no more than [4] and no
    # more than [A]", RUP4 206)
    max_energy: int | None = None
    max_power: int | None = None
    # trash_card: "with Energy cost less than your points" (its printed cost, RUP4 356.1.c)
    below_points: bool = False
    # only Mighty units (Might 5 or more, RUP4 708), or only units that aren't
    mighty: bool | None = None
    # kind "permanent" with where "battlefield": "a unit at a battlefield or a gear" (the
    # where applies to units only; a gear anywhere on the board matches)
    or_gear: bool = False
    # sel-legend-facedown: unit / gear / permanent "or facedown card" (a facedown card at a
    # battlefield matching side: "another friendly gear, unit, or facedown card")
    or_facedown: bool = False
    # trash_card: a card in any player's trash ("from trashes"), not only yours
    any_trash: bool = False
    # sel-owned: only objects the ability's controller owns ("a unit you own", RUP4 127.1),
    # whoever controls them
    owned: bool = False
    # sel-champion-zone: kind unit "from your Champion Zone or the board": also a unit in your
    # Champion Zone (a unit there is not a unit on the board unless a card says so, RUP4
    # 355.9.a.1, 355.9.a.5; the zone is public, 108.3.e)
    or_champion: bool = False
    # only equipped units (True: an Equipment is attached, RUP4 818.3), or only units that aren't
    equipped: bool | None = None


ANY_NUMBER = 1000  # the count of an "any number of" slot (always up_to)


@dataclass(frozen=True, slots=True)
class TargetSlot:
    """One choice made as the ability goes on the chain (RUP4 355.5-355.13)."""

    HASHED_AS: ClassVar[str] = "TargetSlot"  # its state-hash form (app.engine.hashform)

    select: Select
    count: int = 1
    up_to: bool = False
    cost: str | None = None  # "exhaust": an optional additional cost paid with these (356.2.b)
    # | "spend_buff": the chosen unit's buff is spent (RUP4 702.2.b); paid on finalization,
    # which is when a trigger's "you may spend a buff to ..." is paid (740.4.a.2)
    # | "kill": the chosen units are killed ("kill a friendly unit", RUP4 356.2.a.1)
    # | "recycle": the chosen cards of your trash are recycled ("Recycle N from your trash:",
    # RUP4 416.3: an ability needing more than the trash holds can't be activated)
    # | "discard": the chosen cards of your hand (kind hand_card) are discarded ("discard 1 as
    # an additional cost", RUP4 356.2.b, paid in 357.2)
    # ("kill" with where self: "Kill this:", the source as the cost, act-cost)
    # "another": none of the objects chosen in the earlier slots ("give a unit +2 Might and
    # another unit -2 Might"); the slots are one group of choices (RUP4 355.5, 355.11)
    distinct: bool = False
    # with an optional cost: paying it sets the card's base cost to zero ("if you do,
    # ignore this spell's cost", RUP4 356.1.b.1)
    ignore_cost: bool = False
    # the objects of this slot must all be at one battlefield; their total Might at most this
    # (group requirements, checked as each is chosen, RUP4 355.9)
    same_bf: bool = False
    total_might: int | None = None


@dataclass(frozen=True, slots=True)
class Step:
    """One instruction (RUP4 135.2.b).

    op names a primitive in `app.engine.effects.PRIMITIVES`; `target` is the index of
    the target slot it acts on, `scope` a non-targeting group ("all enemy units here"),
    neither means the ability's source ("me") or its controller ("you").

    ops: draw n | deal n | kill | buff | stun | might n (n may be negative) | weaken n
    (-n Might this turn, to a minimum of 1) | grant keyword n (duration turn/combat) |
    ready | exhaust | recall | return_hand | move_base (a move to its owner's base) |
    banish (to its owner's Banishment, face up; with no target or scope a spell banishes
    itself, RUP4 427) | play (play-by-effect, RUP4 419.3: the card of your trash of its target
    slot, chosen as it goes on the chain (RUP4 355.10.a), or one matching the scope, chosen
    on resolution (hand_card: always optional, RUP4 128.6); with scope where self, this card
    from its zone; with no scope the cards this ability banished; `ignore`
    its cost, `less` Energy, `to` base (or my_bf: a unit enters at the source's battlefield,
    "play it here"; hand_card scopes take a printed `keyword`), who its_owner,
    `then` recycle: recycled as it leaves the chain) | look_play n (look
    at the top n cards of your Main Deck, you may banish one matching the scope and play it,
    recycle the rest; amount killed_might: Might up to scope.max_might more than the unit
    it killed) | extra_turn (take a turn after this one, RUP4 735) | reveal_play n (reveal from the
    top of your Main Deck until a card matching the scope, or with who each_opponent the top
    n of each opponent's; banish one that matches, play it, recycle the rest, RUP4 424) |
    look_banish n (you, or each player in turn order: look at the top n cards of your Main
    Deck, banish one of them, recycle the rest; a later "play" with who each_player_next
    plays them, each by its owner, from the next player on) |
    move (move-effect: to a destination of kind `dest`, chosen by the controller) |
    channel n (exhausted; with a target: each chosen object's owner channels) | point n |
    token card n (to: here/choose) | predict n |
    discard n | heal | fight (the units of slots 0 and 1 deal damage equal to their Might
    to each other; with one slot, the source and that slot's unit do) | save (the next time
    it would die this turn: heal, exhaust, recall
    instead; with n Energy and/or `power`: "you may pay ... to ... instead", asked as the death
    would happen, app.engine.actions.death) | units_enter_ready (units you play this turn enter
    ready) | draw_if_killed n
    (if the target dies in the cleanup right after, draw n: "if this kills it, do this") |
    win (alt-victory: you win the game, RUP4 195) | return_champion (your Chosen Champion from
    your trash to your Champion Zone, if that zone is empty, RUP4 108.3.c.1) |
    activate (extra-trigger: "activate the `effects` effects" of the objects of the scope, as
    if they had just triggered, 383.4.g) |
    add_energy n (condition "spells_only": only to pay for spells) | add_power n (n Power
    of `domain`, RUP4 429.5; with "spells_only", [A] only to pay for spells) | buff_might n
    (this turn each buff gives friendly units n more Might, RUP4 703) | discard_hand (the
    whole hand; see `who` for whose) | hide_free (for the rest of this turn you hide cards
    without paying the hide cost) | next_unit_ready (the next unit you play this turn enters
    ready) | next_spell_bonus n (the next spell you play this turn deals N Bonus Damage) |
    next_spell_discount n (cost-mod: the next spell you play this turn costs N less) |
    delay n (the card's ability number n, of kind "delayed", triggers at the end of this
    turn, or, if its trigger is "damaged", whenever a unit takes damage this turn; RUP4
    389-392) | delay_next n (the card's delayed ability number n triggers the next time the
    target takes damage this turn) | deal_might (the unit of slot 0 deals damage equal to its
    Might to slot 1's; with one slot, the source deals) | recycle (to the bottom of the
    owner's Main Deck, a rune to the Rune Deck, RUP4 416.1; with n and a scope, n of them
    chosen on resolution, 416.6) | look_take n (look at the top n cards of your Main Deck, as
    many as there are, put the one you choose into your hand, recycle the rest, RUP4 416.5)
    | counter (each spell of the target slot, on the chain: it does nothing and is cleared
    from the chain to its owner's trash, RUP4 425) | take_control (the controller gains
    control of each object for the rest of the game, RUP4 188-192; of a spell on the chain, it
    becomes that spell's controller, 191.2) | new_choices (you may make new choices for the
    spell of the target slot: each chosen object may be replaced by a new legal one, RUP4
    750-755) | prevent_spell_damage
    (this turn, all damage spells and abilities would deal is prevented, RUP4 437).
    | pay n (pay-to: "you may pay n Energy and `power` to ..." on resolution, a cost within
    instructions of a spell or of a later part of a trigger, RUP4 740.4.a.1, 740.4.a.2.a: its
    controller pays it with the usual payment or declines, 444.2; the steps after it that
    carry condition paid / not_paid run only if it was / wasn't paid) | pay_x (x-cost: "pay
    any amount of [A] to ...": its controller chooses how much, 0 included; a later step's
    amount "paid_x" is that number, RUP4 444.2) | spend_buffs (buff-spend: on resolution its
    controller spends any number of buffs of their units matching `scope`, n 1: at most one
    from each unit; a later step's amount "spent" is how many, its scope where "spent" those
    units; RUP4 702.2.b) | double_might (+ its current Might this turn, 0 if negative, RUP4
    477.3.c) | might_to (slot 0's unit gets + the difference up to slot 1's unit's Might this
    turn, 477.3.b) |
    set_might n (its Might becomes n this turn, layer 477.1.a.1) | cant_play (opponents can't
    play cards this turn, 054.1); grant takes duration "permanent" (no end while it stays on
    the board); draw takes per_scope ("draw n for each ...")
    | reveal_hand (who: the chosen player reveals their hand, RUP4 424.3.a; revealed until this
    finishes resolving, 424.1.a.3) | reveal_top n (reveal the top n cards of your Main Deck, as
    many as there are, 431.1.c) | revealed_discard (you choose one revealed card matching the
    scope, its owner discards it) | revealed_recycle (with a scope: you choose one revealed
    card and recycle it; without: every revealed card still there is recycled) | unless n
    (cond-unless: `who` may do `offer` to stop the steps with condition not_stopped)
    | swap (swap-locations: the source moves to the location of the target slot's unit and that
    unit to the source's original location, two moves, RUP4 446.1, 449) | split n
    (split-damage: n damage, plus Bonus Damage, divided among the units of the target slot as
    it resolves, each at least 1; the slot holds at most that many units, RUP4 355.14, 715.3).
    A fight with a scope (where with_first): slot 0's unit fights one unit of the scope that
    the controller picks on resolution (RUP4 355.17).
    | attach (Equipment: this gear, the source, attaches to the target slot's unit, RUP4 434,
    818.1.c.2; app.engine.equipment) | detach (an Equipment attached to the target slot's unit
    detaches from it: its controller picks one when there are several, RUP4 435)
    conditions: legion | no_legion | target_alone | cost_paid | cost_not_paid |
    channel_failed | ready_enemy_here | if_killed (an earlier kill step of it killed something)
    | target_stunned | target_not_stunned (the step's target is / isn't stunned) |
    at_battlefield (the source is at a battlefield) | hand_at_most (cond-hand: you have at most
    `at_most` cards in your hand as the step resolves) | paid | not_paid (pay-to: the earlier
    pay step of this ability was / wasn't paid) | not_stopped (no player took the offer of
    the ability's "unless" step)
    """

    HASHED_AS: ClassVar[str] = "Step"  # its state-hash form (app.engine.hashform)

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
    # (play: "base", or "my_bf": a unit played enters at the source's battlefield)
    # add_power n: the domain of the Power added; None adds [A], Power of any domain
    domain: Domain | None = None
    # for draw / discard_hand: you | each_player (in turn order from the turn player, RUP4
    # 303.2.a) | its_controller (of each object of the target slot, RUP4 359.3.e.14);
    # for draw / point / channel: that_player (trig-phase: the player of the triggering event,
    # "that player gains 1 point", whoever controls the ability, RUP4 190.6.a)
    # 303.2.a) | its_controller (of each object of the target slot, RUP4 359.3.e.14)
    # | chosen_player (the player chosen as it went on the chain: reveal_hand, unless)
    who: str = "you"
    # kill / return_hand with who each_player | each_player_next (from the player after you):
    # each player in turn picks one object matching `scope` (side relative to the picker) on
    # resolution (RUP4 355.17) and the step acts on it; `may`: the pick can be declined;
    # each_other_next: each player but you, from the one after you, picks one object you
    # don't control that no one picked yet, then the step acts on all of them together
    may: bool = False
    # deal: the amount is "its Energy cost": of the card discarded earlier by this ability
    # (RUP4 359.3.e.13: it looks back at the card; none discarded, nothing dealt, 359.3.e.12)
    amount: str | None = None
    # token: the tokens enter ready (RUP4 184.1); `to` may also be "base" (your base)
    ready: bool = False
    # move: where to (RUP4 449.1): any (its base or another battlefield) | battlefield |
    # to_or_from_base; the controller chooses among the valid destinations (449.2) | here
    # (the source's location) | chosen_bf (the battlefield of the battlefield slot) |
    # first_target (the battlefield slot 0's unit is at) | with_event (where the triggering
    # event's unit moved to; without a target, the source moves)
    dest: str | None = None
    # cond-hand: the number a step condition compares with ("hand_at_most": at most N cards)
    at_most: int | None = None
    # activate: which named triggered abilities ("conquer": conquer effects, RUP4 383.4.c)
    effects: str | None = None
    # pay-to: the Power pips a "pay" step costs, besides its n Energy (each pip the domains
    # that may pay it, like an ability's cost_power)
    power: tuple[frozenset[Domain], ...] = ()
    # draw n "for each" object matching per_scope (counted as it resolves; dyn-amount)
    per_scope: Select | None = None
    # unless: what the player asked may do to stop the effect: "you_draw" (has you draw n)
    offer: str | None = None
    # dependent-targets: "stun a friendly unit and an enemy unit": the step also acts on the
    # objects of this second slot, in the same instruction (one event, RUP4 383.1)
    also: int | None = None
    # play / look_play (play-by-effect): "ignoring its cost": all (its base Energy and Power
    # costs are zero) | energy (only its Energy cost, RUP4 356.1.b.1-2)
    ignore: str | None = None
    # play / look_play: "reducing its cost by N": N less Energy (a discount, RUP4 356.4)
    less: int = 0
    # play: "then recycle it": the card played is recycled as it leaves the chain (390.3.a)
    then: str | None = None


@dataclass(frozen=True, slots=True)
class Static:
    """A passive ability that changes Might or grants keywords (RUP4 363, 477)."""

    HASHED_AS: ClassVar[str] = "Static"  # its state-hash form (app.engine.hashform)

    # any_buffs: the units in scope can have any number of buffs (beyond RUP4 702.3);
    # enter-state: enter_exhausted ("this enters exhausted"); enter_ready with scope.other:
    # other objects matching scope (kind, side, tag) enter ready while the source is on board;
    # alt-victory: victory_score n ("increase the points needed to win the game by N", 194.3.a);
    # extra-trigger: extra_trigger n with keyword ("your [Deathknell] effects trigger an
    # additional time": N more times, for the abilities its controller controls);
    # no_damage: "I don't take damage" (damage-prevention, RUP4 437.4, 465.2.c.10);
    # replace_death: a <scope> unit's death is replaced: the source is killed, the unit healed,
    # exhausted and recalled (death-replacement, RUP4 367-375; app.engine.actions.death);
    # tie_recall_all: a combat its controller attacks in that ends in a tie recalls every unit
    # there instead of the attackers (a combat-result replacement, RUP4 740.3.a, 466.1.a.2);
    # hide_slots n (a battlefield's "you may hide N additional cards here", RUP4 107.3.b.1);
    # cant_be_countered: a spell's "this can't be countered" (counter, RUP4 425, 358.3.a);
    # hide-cost: hide_cost n ("you may pay N Energy instead of [A] to hide a card with Hidden":
    # an alternative cost of the Hide action that its controller may choose, RUP4 811.1.b, 421);
    # has_tap_abilities: "I have all [E] abilities of all friendly legends, units and gear"
    # (grant-activated, RUP4 477.2; scope kind something, its side; app.engine.granted)
    op: str  # might | keyword | enter_ready | play_to_open | spell_discount | bonus_damage | any_buffs | enter_exhausted | cost_less | cost_less_others | victory_score | extra_trigger | no_damage | replace_death | tie_recall_all | no_move_to_base | no_ready | opponents_units_to_base | no_enemy_reveal_here | play_to_occupied_enemy | hide_slots | cant_be_countered | hide_cost | has_tap_abilities  # noqa: E501
    n: int = 0
    scope: Select = Select()
    keyword: Keyword | None = None
    # defending_alone | attacking_or_defending_alone | runes_8 | at_battlefield | buffed | discarded_this_turn | opponent_controls_bf | legion | opponent_near_victory | moved_twice | enemy_unit_died | mighty  # noqa: E501
    # (enemy_unit_died, a condition of cost_less, turn-history: an enemy unit died this turn)
    condition: str | None = None
    # "+n Might for each ...": your_points | count (objects matching per_scope)
    per: str | None = None
    per_scope: Select | None = None
    if_lacking: bool = False  # keyword: only to objects that don't have it otherwise
    minimum: int | None = None  # cost_less_others: "to a minimum of M" (RUP4 356.4.e)
    # (minimum with might n < 0: "-N Might, to a minimum of M", applied after the others)
    # cond-score: the N of condition opponent_near_victory ("within N points of the Victory
    # Score")
    within: int | None = None
    # replace_death with a cost: the unit is saved (healed, exhausted, recalled) for
    # <cost_energy, cost_power>, the source exhausted (exhaust_self) and / or the dying unit's
    # buff spent (spend_buff): optional, so its controller chooses for each death it could
    # replace (RUP4 371.2.a); the source is not killed; it applies only while the whole cost
    # can be paid (the usual payment, auto-pay included; the source ready; the dying unit's
    # buff); app.engine.actions.death
    optional: bool = False
    cost_energy: int = 0
    cost_power: tuple[frozenset[Domain], ...] = ()
    exhaust_self: bool = False
    spend_buff: bool = False


@dataclass(frozen=True, slots=True)
class Mode:
    """One bulleted option of a modal ability ("choose one —"): its own target slots and
    instructions, chosen as the ability is put on the chain (RUP4 355.3, 402.2)."""

    HASHED_AS: ClassVar[str] = "Mode"  # its state-hash form (app.engine.hashform)

    targets: tuple[TargetSlot, ...] = ()
    steps: tuple[Step, ...] = ()


@dataclass(frozen=True, slots=True)
class Ability:
    """kind: spell (a spell's own text), triggered, activated, static, additional_cost
    ("as an additional cost to play me": cost_energy/cost_power, `optional` for "you may
    pay", or target slots with a cost such as "kill a friendly unit"; RUP4 204.2, 356.2), or
    delayed (an ability that only a "delay" step of the same card sets off, at the end of
    that turn), or as_looked (as-looked: "as you look at or reveal me from the top of your
    deck, you may banish me; if you do, you may play me [for <power>]": used by the card's
    owner while an instruction of theirs looks at or reveals it, RUP4 370.1.b.1; see
    app.engine.aslooked)."""

    HASHED_AS: ClassVar[str] = "Ability"  # its state-hash form (app.engine.hashform)

    kind: str
    # play_me | attack | defend | move | move_to_bf | conquer | hold | die | start_of_turn |
    # end_of_turn | start_of_main | you_play_spell | you_play_unit | you_conquer | you_hold |
    # you_defend_here | you_stun (once per unit stunned) | you_stun_units (once per instruction)
    # | you_discard (one or more cards, once per instruction) | you_play_gear | you_play_card
    # | leave_board | friendly_unit_dies | unit_moves_from_here (a battlefield's)
    # | damaged (delayed abilities only: when a unit takes damage) | opponent_moves_to_bf
    # | you_ready (once per object readied) | you_kill (once per object of an active kill
    # you are responsible for, RUP4 411.4, 428.1.a.1) | you_recycle (one or more cards to
    # your Main Deck, once per instruction) | discard_me (when this card is discarded; from
    # the trash) | first_beginning (trig-phase, a battlefield's: at the start of each player's
    # first Beginning Phase; the player is "that player") | friendly_unit_attacks_or_defends
    # (trig-combat: once per friendly unit as it attacks or defends) |
    # opponent_unit_attacks_your_bf (trig-combat: once per enemy unit attacking a battlefield
    # you control) | player_chooses_friendly_here (a battlefield's: a player chooses a unit they
    # control here with a spell; "they" is that player) | friendly_becomes_mighty (a unit you
    # control becomes Mighty, RUP4 709) | friendly_moves_from_here (another friendly unit
    # moves away from the source's location)
    # the trash) | you_buff (once per unit you buff, RUP4 702.2) | equipped ("when you attach
    # an Equipment to me", RUP4 818.2.a)
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
    # beyond the event (RUP4 383.2.a.1): spell_cost_5 | units_4 | extra_cost_paid | at_battlefield | enemy | other | second_card | from_hidden | first_each_turn | third_time | not_here | friendly_unit | buffed | non_recruit | opponents_turn | alone | after_attack | with_spell  # noqa: E501
    # (extra_cost_paid, for play_me: the card's additional cost was paid as it was played;
    # at_battlefield: the source is at a battlefield; opponents_turn, cond-turn: it happens on
    # an opponent's turn; alone, cond-alone: the unit attacks or defends alone, RUP4 740.2.a;
    # after_attack, for conquer: the conquer ends a combat its controller attacked in;
    # with_spell, for you_kill, kill-attribution: the kill is attributed to a spell its
    # controller controls, or to an ability of that spell, RUP4 411.6, 428.5.d; a unit killed
    # by lethal damage in a cleanup is killed by the spell or ability that dealt it, or by
    # combat, and its controller is responsible, 428.5.c)
    condition: str | None = None
    # "[Legion] ..." on a triggered or activated ability: inactive, so it neither triggers
    # nor can be activated, unless you played another card this turn (RUP4 727.1.b, 812)
    legion: bool = False
    # "Spend my buff:": the source's buff is spent as the cost of activating (RUP4 702.2.b)
    cost_spend_buff: bool = False
    # "if you control a Poro" after a trigger's condition is part of it (RUP4 383.2.a.1): it
    # triggers only if its controller controls at least if_count objects matching if_control
    if_control: Select | None = None
    if_count: int = 1
    # "when you kill a stunned enemy unit": the event's object must match this filter as the
    # event happens (part of the trigger condition, RUP4 383.2.a); "when you play a Mighty
    # unit" (you_play_unit): the unit as it enters the board, its current Might (RUP4 710)
    event: Select | None = None
    # "[Deathknell] Recycle me to ...": a cost within instructions at the start of a triggered
    # ability's effect is its base cost, paid to finalize it: the card, in its owner's trash,
    # is recycled; if it isn't there, the ability can't be finalized (RUP4 383.3.b, 416.3)
    cost_recycle_self: bool = False
    # cond-excess, with condition after_attack: "if you assigned N or more excess damage (beyond
    # lethal) to enemy units" in that combat (RUP4 465.2.c)
    excess: int | None = None
    # additional-cost discounts (kind additional_cost): "reduce my cost by <less_energy Energy,
    # less_power pips> for each object used to pay the additional cost" ("if you do, reduce my
    # cost by 2": a slot of one card; "kill any number of friendly units ... reduce my cost by
    # [Y] for each": an any_number slot). A discount of step 356.4, applied to the total cost
    # (additional costs included, 356.4.f); never below 0 (356.6)
    less_energy: int = 0
    less_power: tuple[frozenset[Domain], ...] = ()
    # zone-abilities: a triggered ability of a card in its owner's trash ("when you conquer,
    # you may discard 1 to return this from your trash to your hand"): it triggers only while
    # the card is there, and not anywhere else (RUP4 385.2)
    from_trash: bool = False
    # pay-to on a triggered ability: "you may pay <cost_energy, cost_power> [and exhaust me]
    # to ..." (optional, with cost_energy / cost_power / exhaust_self): a cost within
    # instructions in the first part of the effect is the ability's base cost, paid as it is
    # finalized with the usual payment (auto-pay included); one that can't be paid can't be
    # placed on the chain, so nothing is asked (RUP4 383.3.b, 740.4.a.2). Example (Vayne,
    # Hunter): kind "triggered", trigger "conquer", optional, cost_energy 1, steps
    # [return_hand]. A later cost within instructions is a step op "pay" instead.
    # modal: "choose one —" options; the chosen mode's targets and steps are the ability's
    # once it is chosen (RUP4 355.3, 402.2); an ability with modes has no targets or steps
    modes: tuple[Mode, ...] = ()
    # modal: "choose one you've not chosen this turn": each mode once per turn per object
    modes_once_per_turn: bool = False
    # player-choices: "choose an opponent" as it goes on the chain (RUP4 355.9.a: a player can
    # be chosen); the steps' who "chosen_player" is that player
    choose_player: str | None = None
    # "equip": the card's Equip ability (RUP4 818); "effect": an ability of the card's Effect
    # Text, inactive unless it is attached and then its unit's (136.2); app.engine.equipment
    equipment: str | None = None
