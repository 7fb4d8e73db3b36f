"""The ability vocabulary: what a card can say, as small frozen values.

A card's abilities are data (`app.cards` validates them and builds these values);
each instruction is an op, one class per op (`Op`, in `app.engine.mechanics.ops`). Anything
the vocabulary cannot say goes to a named Python handler (the op "handler",
`app.engine.mechanics.oneoff`). What abilities pick and passive abilities (`Select`,
`TargetSlot`, `Static`) are in `app.engine.core.selects`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Annotated, Any, ClassVar, Literal

from pydantic import BeforeValidator, ConfigDict, Field, model_validator

from app.engine.core.enums import ALL_DOMAINS, Domain
from app.engine.core.selects import Select, Static, TargetSlot

DOMAINS_RE = "|".join(d.value for d in Domain)
PIP_RE = re.compile(rf"^(?:A|any|(?:{DOMAINS_RE})(?:/(?:{DOMAINS_RE}))*)$")


def parse_pip(pip: str) -> frozenset[Domain]:
    """One Power pip of an ability cost: "Calm", "Fury/Chaos", or "A"/"any" (any domain)."""
    if pip in ("A", "any"):
        return ALL_DOMAINS
    return frozenset(Domain(x) for x in pip.split("/"))

def _pip(value: object) -> object:
    """Card data's Power pip ("Calm", "Fury/Chaos", "A") as the domains that may pay it."""
    if isinstance(value, str):
        if not PIP_RE.match(value):
            raise ValueError(f"String should match pattern '{PIP_RE.pattern}'")
        return parse_pip(value)
    return value


def _domain(value: object) -> object:
    """Card data's domain of the Power added: "any" ([A]) is None."""
    return None if value == "any" else value


Pip = Annotated[frozenset[Domain], BeforeValidator(_pip)]
PowerDomain = Annotated[Domain | None, BeforeValidator(_domain)]


# The names of the vocabulary are Literals, so that card data naming one that doesn't exist
# fails as it is validated (pydantic, app.cards.abilities).
StepCondition = Literal[
    "legion", "no_legion", "target_alone", "cost_paid", "cost_not_paid", "channel_failed",
    "ready_enemy_here", "spells_only", "if_killed",
    # restricted resources (RUP4 429): what the Energy or Power added may pay for
    "units_only", "gear_only", "showdown_only",
    "target_stunned", "target_not_stunned", "at_battlefield",
    # cond-hand: "if you have N or fewer cards in your hand" (checked as the step resolves)
    "hand_at_most",
    # pay-to: the earlier "pay" step of this ability was / wasn't paid
    "paid", "not_paid",
    "not_stopped",  # cond-unless: nobody took the "unless" offer
    # "if it's attacking" (the step's target, as the step resolves)
    "target_attacking", "target_not_attacking",
    # "if you control a facedown card" (RUP4 811), as the step resolves
    "facedown", "no_facedown",
    # "if you played this from your hand" (not from facedown, nor by an effect)
    "from_hand",
    # a spell's Level text: "... instead" the step with level N replaces (RUP4 824)
    "below_level",
    # reveal_draw: the card revealed wasn't of the type drawn ("otherwise, ..."), or none was
    "reveal_missed",
    # "if it's Empowered" (the step's target), "if I'm Empowered" (the source), and their
    # "otherwise", as the step resolves (RUP4 441.2)
    "target_empowered", "target_not_empowered", "empowered", "not_empowered",
    # cond-runes: "if you control N or more runes" (the step's at_least), and the instruction
    # that one replaces ("... instead"): fewer than N; checked as the step resolves
    "runes_at_least", "runes_below",
    # "if it was an enemy / a friendly unit": who controlled what the ability's kill step
    # acted on, as it was killed (its last known information, RUP4 359.3.e.12)
    "killed_enemy", "killed_friendly",
    # "then, if it had N Might or less": what the ability's kill step acted on had at most N
    # Might as it was killed (its last known information, RUP4 359.3.e.12; N: at_most)
    "killed_might_at_most",
    # "if you do" after "you may banish ...": an earlier banish step of it banished something
    # (RUP4 359.3.e.14)
    "if_banished",
    # "if you do" after "you may play ...": an earlier play step of it played its card
    "if_played",
    # "if it has N Might or less" / "otherwise" (the step's target as it resolves; N: at_most)
    "target_might_at_most", "target_might_above",
    # turn-history: "if an opponent has played another spell this turn" (finalized, RUP4
    # 419.4.b; another than the step's target)
    "opponent_other_spell",
    # "if you have exactly two units there": where slot 0's unit is, as the step resolves
    "two_with_first",
    # cond-turn: "if it's your turn" (the ability's controller is the turn player, as the step
    # resolves), and "if it's your turn and I'm Empowered" (RUP4 441.2)
    "your_turn", "your_turn_empowered",
    # cond-alone: "then, if there's an enemy unit alone at that battlefield": the one an
    # earlier move_base step of the ability moved its unit from (RUP4 740.2.a)
    "enemy_alone_there",
    # cond-turn: "if it's your Beginning Phase" (RUP4 315.2) and the instruction that one
    # replaces ("... instead"): any other time; checked as the step resolves
    "your_beginning", "not_your_beginning",
    # dyn-amount: "if your other units have total Might N or more" (the step's at_least; every
    # unit you control but the source, wherever it is, as the step resolves)
    "others_might_at_least",
    # "if at least one of them has [Temporary]": a unit of the step's target (or also) slot,
    # still a legal target, has it as the step resolves
    "chosen_temporary",
    # "if my Might is greater than the total Might of enemy units there": at the destination
    # chosen for this move step, as it resolves
    "outmight_there",
    # "then, if there are N cards banished with me, ...": the source's linked banished cards
    # still in a Banishment (RUP4 427.3; N: the step's at_least), checked once, at the first
    # step it qualifies, for every step it qualifies (one conditional instruction)
    "linked_at_least",
    # "if they do": an earlier revealed_play step of it had its owner play a card
    "if_played",
]  # fmt: skip
Duration = Literal["turn", "combat",
                   "permanent"]  # granted-keywords: "give it [Temporary]", no end  # fmt: skip
# move-effect destinations: "any" (another location: its base or another battlefield),
# "battlefield" (another battlefield), "to_or_from_base" (base to a battlefield, or back)
MoveDest = Literal["any", "battlefield", "to_or_from_base",
                   # "to here" (the source's location), "there" (the battlefield chosen in the
                   # battlefield slot), "to that unit's battlefield" (slot 0's unit's), "with
                   # it" (where the triggering event's unit moved to)
                   "here", "chosen_bf", "first_target", "with_event",
                   # "to that battlefield": the triggering event's (where I held, moved to;
                   # remembered as it triggered, RUP4 359.3.f.3; FAQ-VENDETTA, Iascylla)
                   "event_bf",
                   # "to a battlefield where you have units" (chosen, RUP4 355.4)
                   "my_units_bf",
                   # "to a location where there's a unit with the same controller" (its base
                   # or a battlefield, another unit of its controller there; chosen as it is
                   # played, RUP4 355.4)
                   "with_ally",
                   # "to this battlefield": the source's battlefield as the step executes;
                   # none while it is in a base (FAQ-SPIRITFORGED, Azir, Sovereign)
                   "my_bf",
                   # "to an open battlefield": one for all the units moved (chosen, 355.4)
                   "open_bf",
                   # "to a single location": one base or battlefield for all of them
                   "one_location",
                   # "to a battlefield you control" (chosen, 355.4)
                   "your_bf",
                   # "to the same battlefield": the one chosen for the ability's first move
                   # step (355.4), whatever became of that unit
                   "first_dest",
                   # "to the location of the unit you exhausted to pay": slot 0's object (a
                   # cost paid, RUP4 355.10.c), its base or battlefield as the step executes
                   "first_location",
                   # "to an occupied enemy battlefield": an opponent controls it and a unit is
                   # there (RUP4 170.11.a; chosen, 355.4)
                   "occupied_enemy_bf"]  # fmt: skip
TokenTo = Literal["here", "choose",
                  "base",  # token-options: "into your base"
                  # play-by-effect: "if it's a unit, play it here" (the source's battlefield)
                  "my_bf"]  # fmt: skip
# player-choices: who does the step; "each_player_next": each player, starting with the one
# after you ("starting with the next player")
Who = Literal["you", "each_player", "its_controller", "each_player_next",
              # "each player chooses one they control; kill the rest" (PickOp)
              "each_player_keeps",
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



@dataclass(frozen=True, slots=True, kw_only=True)
class Op:
    """One instruction of an ability (RUP4 135.2.b): an op of the card vocabulary. Each op is
    a subclass with only its own fields (app.engine.mechanics.ops, one module per family),
    which runs it (`run`), continues it after a choice it asked for (`answer`) and words it
    (`text`). Card data is validated into these classes (pydantic: `extra` keys are refused,
    the `model_validator`s of each class check its fields together; they run only there,
    never on construction). `condition`: the step runs only if it holds as it resolves;
    `at_most`: the N of condition hand_at_most; `at_least`: the N of runes_at_least /
    runes_below (cond-runes: you control N or more runes, or fewer, as the step resolves).

    conditions: legion | no_legion | target_alone | cost_paid | cost_not_paid |
    channel_failed | ready_enemy_here | if_killed (an earlier kill step of it killed something)
    | target_stunned | target_not_stunned (the step's target is / isn't stunned) |
    at_battlefield (the source is at a battlefield) | hand_at_most (cond-hand: you have at most
    `at_most` cards in your hand as the step resolves) | paid | not_paid (pay-to: the earlier
    pay step of this ability was / wasn't paid) | not_stopped (no player took the offer of
    the ability's "unless" step)
    | spells_only (add_energy, add_power: the Energy or Power added pays only for spells)
    | units_only (only to play units or activate abilities of units) | gear_only (only to
    play gear or use gear abilities) | showdown_only (only during showdowns)
    | target_attacking | target_not_attacking (the step's target is / isn't attacking) |
    facedown | no_facedown (you control a facedown card, or none) | from_hand (the card was
    played from its owner's hand)
    | target_empowered | target_not_empowered (the step's target is / isn't Empowered) |
    empowered | not_empowered (the source is / isn't Empowered, RUP4 441.2)
    | killed_enemy | killed_friendly (what the earlier kill step acted on was an enemy / a
    friendly object as it was killed, RUP4 359.3.e.12) | killed_might_at_most (what it acted
    on had at most `at_most` Might as it was killed) | if_banished (an earlier banish step
    of it banished something) | if_played (an earlier play step of it played its card)
    | target_might_at_most | target_might_above (the step's target has at most / more than
    `at_most` Might as it resolves) | opponent_other_spell (an opponent has played a spell
    other than the step's target this turn, RUP4 419.4.b)
    | two_with_first (its controller has exactly two units where slot 0's unit is)
    | your_turn | your_turn_empowered (cond-turn: it's your turn; and the source is Empowered)
    | below_level (with the step's `level` N: only while you have fewer than N XP, RUP4
    824.1.d) | runes_at_least | runes_below (cond-runes: you control at least `at_least` runes,
    or fewer). `level`: a spell's "[Level N] <instruction>": the step runs only while its
    controller has N or more XP as it resolves (with below_level: only while fewer; RUP4 824,
    app.engine.reads.levels) | reveal_missed (reveal_draw: the card revealed wasn't of the type
    drawn, or no card was revealed: its "otherwise") | enemy_alone_there (an enemy unit is
    alone at the battlefield an earlier move_base step moved its unit from, RUP4 740.2.a)
    | your_beginning | not_your_beginning (cond-turn: it is / isn't its controller's turn's
    Beginning Phase as the step resolves) | others_might_at_least (the units its controller
    controls other than the source total `at_least` Might or more as the step resolves)
    | chosen_temporary (a unit of the step's target or also slot, still legal, has
    Temporary as the step resolves) | outmight_there (the source's Might is greater than the
    total Might of the enemy units at the battlefield chosen for this move step)
    | if_played (an earlier revealed_play step had its owner play a card, now on the board)
    | linked_at_least (`at_least` cards banished with the source are still in a Banishment,
    checked at the first step it qualifies and kept for the others, RUP4 427.3)
    """

    HASHED_AS: ClassVar[str] = "Step"  # hashed as the legacy Step was (app.engine.core.hashform)
    ASKS: ClassVar[frozenset[str]] = frozenset()  # the decisions ("ask") it may leave open
    __pydantic_config__ = ConfigDict(extra="forbid")  # card data: only the op's own fields

    op: str
    condition: StepCondition | None = None
    at_most: Annotated[int, Field(ge=0)] | None = None
    # the N of runes_at_least / runes_below / others_might_at_least / linked_at_least
    at_least: Annotated[int, Field(ge=1)] | None = None
    # a field of every op, as any instruction of a spell may be Level text; not in the legacy
    # Step's hash form, so hashed only when set (app.engine.core.hashform)
    level: Annotated[int, Field(ge=1)] | None = None

    @model_validator(mode="after")
    def _condition(self) -> Op:
        if (self.condition in ("hand_at_most", "target_might_at_most", "target_might_above",
                               "killed_might_at_most")) != (self.at_most is not None):
            raise ValueError("at_most is required by conditions 'hand_at_most', "
                             "'target_might_at_most', 'target_might_above' and "
                             "'killed_might_at_most' and only allowed there")
        if (self.condition in ("runes_at_least", "runes_below", "others_might_at_least",
                               "linked_at_least")) != (self.at_least is not None):
            raise ValueError("at_least is required by conditions 'runes_at_least', "
                             "'runes_below', 'others_might_at_least' and 'linked_at_least' and "
                             "only allowed there")
        if self.condition == "below_level" and self.level is None:
            raise ValueError("condition 'below_level' needs the step's level")
        if self.level is not None and self.condition not in (None, "below_level"):
            raise ValueError("a step with a level takes no other condition")
        if self.condition in ("spells_only", "units_only", "gear_only", "showdown_only") \
                and self.op not in ("add_energy", "add_power"):
            raise ValueError(f"condition {self.condition!r} only applies to op add_energy, "
                             "add_power")
        return self

    def run(self, ctx: Any) -> bool:
        """Execute it for the item resolving in `ctx` (app.engine.mechanics.context.Ctx);
        False while it waits for a choice (it sets the decision and runs again later)."""
        raise NotImplementedError(self.op)

    def answer(self, ctx: Any, d: Any, verb: str, arg: object) -> bool:
        """Apply the answer `verb`, `arg` to the decision `d` it asked for; False if that
        asks again at once (the item waits), else the item resolves on."""
        raise NotImplementedError(f"op {self.op!r} asks nothing ({d.data.get('ask')!r})")

    def text(self, ability: Ability, src: Any) -> str:
        """Its English (app.engine.mechanics.wording): one clause, without its condition."""
        raise NotImplementedError(self.op)


Count = Annotated[int, Field(ge=0)]  # a step's n, or the index of a target slot


def op_name(cls: type[Op]) -> str:
    """The op an op's class stands for (its `op` field's default, the union's tag)."""
    return str(cls.__dataclass_fields__["op"].default)


@dataclass(frozen=True, slots=True, kw_only=True)
class ObjectOp(Op):
    """An op acting on objects: those chosen in the target slot `target` (and `also`, a second
    slot acted on in the same instruction, RUP4 383.1), or the objects matching `scope` (not
    targeted), or else the ability's source ("me")."""

    HAND_CARDS: ClassVar[bool] = False  # its scope may be a hand's cards (kind hand_card)
    # it does nothing unless every object of its target slot is still there ("swap the
    # Mights of two units"): a part of a broken group kept would change nothing (359.3.e.2)
    WHOLE_GROUP: ClassVar[bool] = False

    target: Annotated[int, Field(ge=0)] | None = None
    scope: Select | None = None
    also: Annotated[int, Field(ge=0)] | None = None

    @model_validator(mode="after")
    def _objects(self) -> ObjectOp:
        if self.scope is not None and self.scope.kind == "hand_card" and not self.HAND_CARDS:
            raise ValueError("kind 'hand_card' is for the scopes of revealed_* and play steps")
        if self.scope is not None and self.target is not None \
                and self.scope.where != "target_bf":
            raise ValueError("give a target or a scope, not both (unless where='target_bf')")
        if self.scope is not None and self.scope.where == "target_bf" and self.target is None:
            raise ValueError("where 'target_bf' needs the step's target (a battlefield slot)")
        if self.also is not None and (self.target is None or self.also == self.target
                                      or self.scope is not None):
            raise ValueError("also names a second target slot of a step acting on its target")
        return self


@dataclass(frozen=True, slots=True, kw_only=True)
class PickOp(ObjectOp):
    """An op that may act on one object each player picks on resolution (kill, return_hand):
    with who each_player (in turn order from the turn player, RUP4 303.2.a) or
    each_player_next (from the player after you), each player in turn picks one object
    matching `scope` (its side relative to the picker; RUP4 355.17) and the op acts on it at
    once; `may`: the pick can be declined; each_other_next: each player but you, from the one
    after you, picks one object you don't control that no one picked yet, then the op acts
    on all of them together; each_player_keeps (kill): "each player chooses a unit they
    control; kill the rest": in turn order from the turn player, the picks are kept and every
    other object of the scope (any side) is killed together once all picks are made (RUP4
    355.17, 383.2.c.2); each_opponent: as each_player_next, your opponents only ("each
    opponent must kill one of their units"); defender: the defending player of the combat
    going on ("the defender must kill one of their units here", RUP4 459). With who "you",
    it acts on its objects as any ObjectOp."""

    who: Literal["you", "each_player", "each_player_next", "each_other_next",
                 "each_player_keeps", "each_opponent", "defender",
                 # player-choices: the player chosen as it was played picks one ("choose an
                 # opponent; they move a unit they control ..."; op move only)
                 "chosen_player"] = "you"
    may: bool = False

    @model_validator(mode="after")
    def _pick(self) -> PickOp:
        if self.who != "you":
            if self.scope is None or self.target is not None \
                    or self.scope.where == "target_bf":
                raise ValueError(f"op {self.op!r} by each player needs who 'each_player', "
                                 "'each_player_next', 'each_other_next', 'each_player_keeps', "
                                 "'each_opponent' or 'defender' "
                                 "and a scope to pick from (no target)")
            if self.who == "each_other_next" and (self.scope.side != "any" or self.may):
                # the objects are "ones you don't control" (relative to the caster, not the
                # picker), and the choice is required (no 'may')
                raise ValueError("who 'each_other_next' picks objects you don't control: "
                                 "scope side 'any', no may")
        elif self.may:
            raise ValueError("may only applies to a pick by each player (or 'recycle up to')")
        if self.who == "chosen_player" and (self.op != "move" or self.may):
            raise ValueError("who 'chosen_player' picks the unit of op 'move', no may")
        if self.who == "each_player_keeps" and (self.op != "kill" or self.may):
            raise ValueError("who 'each_player_keeps' ('kill the rest') applies to op 'kill', "
                             "no may")
        return self


@dataclass(frozen=True, slots=True)
class Mode:
    """One bulleted option of a modal ability ("choose one —"): its own target slots and
    instructions, chosen as the ability is put on the chain (RUP4 355.3, 402.2)."""

    HASHED_AS: ClassVar[str] = "Mode"  # its state-hash form (app.engine.core.hashform)

    targets: tuple[TargetSlot, ...] = ()
    steps: tuple[Op, ...] = ()


@dataclass(frozen=True, slots=True)
class Ability:
    """kind: spell (a spell's own text), triggered, activated, static, additional_cost
    ("as an additional cost to play me": cost_energy/cost_power, `optional` for "you may
    pay", or target slots with a cost such as "kill a friendly unit"; RUP4 204.2, 356.2), or
    delayed (an ability that only a "delay" step of the same card sets off, at the end of
    that turn), or as_looked (as-looked: "as you look at or reveal me from the top of your
    deck, you may banish me; if you do, you may play me [for <power>]": used by the card's
    owner while an instruction of theirs looks at or reveals it, RUP4 370.1.b.1; see
    app.engine.mechanics.aslooked), or repeat (one Repeat instance of a spell: its cost,
    cost_energy/cost_power or discard slots; RUP4 820, app.engine.playing.repeat)."""

    HASHED_AS: ClassVar[str] = "Ability"  # its state-hash form (app.engine.core.hashform)

    kind: str
    # play_me | attack | defend | move | move_to_bf | conquer | hold | die | start_of_turn |
    # end_of_turn | start_of_main | you_play_spell | you_play_unit | you_conquer | you_hold |
    # you_defend_here | you_stun (once per unit stunned) | you_stun_units (once per instruction)
    # | you_discard (one or more cards, once per instruction) | you_play_gear | you_play_card
    # | you_play_first_card (your first card each turn)
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
    # the trash) | you_buff (once per unit you buff, RUP4 702.2) | player_plays_spell |
    # player_plays_unit_here (a battlefield's: any player's spell, or unit played there; that
    # player controls the ability, RUP4 190.6.c) | unit_returned_here (a battlefield's: a unit
    # there returned to a player's hand; that player controls it) | each_start_of_turn (a
    # battlefield's: the start of each player's Beginning Phase, controlled as 190.6.a-b say) |
    # watched_dies (delayed abilities only: the unit a delay_next step watches dies this turn)
    # | watched_conquers (delayed abilities only: each time that unit conquers this turn, the
    # unit's ability for the turn, RUP4 477.2) | they_hold (delayed abilities only: the
    # ability's chosen player holds, on any turn, RUP4 390.5.a) | you_hide (when
    # you hide a card, RUP4 811.1.c) | you_choose_friendly (once per friendly unit a spell
    # or ability of yours targets, RUP4 383.4.b) | win_combat ("when I win a combat": a unit
    # of the winner there, 466.3.c) | you_win_combat (466.3.a) | equipped ("when you attach
    # an Equipment to me", RUP4 818.2.a) | combat_starts_here (a battlefield's: a combat
    # begins there, RUP4 464; controlled as 190.6.a-b say) | become_empowered ("when I become
    # Empowered", RUP4 828.1.d) | you_empower (once per object you empower, 441.2.a) |
    # you_banish (once per card an instruction of yours banishes, RUP4 427) | watched_wins
    # (delayed abilities only: the unit a delay_next step watches wins a combat this turn,
    # each time) | friendly_unit_played |
    # next_unit_played (delayed abilities only: a friendly unit is played this turn, each
    # time; the next unit you play this turn, once) | become_ready ("when I
    # become ready": whoever readies it, the Awaken Phase included, RUP4 315.1.b) |
    # opponent_scores (an opponent conquers or holds a battlefield, RUP4 469) |
    # enemy_dies_here (an enemy unit at the source's battlefield dies) | opponent_plays_unit
    # | opponent_plays_gear (an opponent plays a unit / a gear; it is the event's object) |
    # combat_ends_in (a combat the source had a designation in ends, RUP4 466.7) |
    # showdown_begins_here (a showdown, a combat's included, opens at the source's
    # battlefield, RUP4 344, 464.2.b) |
    # you_draw_second (you draw your second card this turn) | you_move_enemy (an effect you
    # control moves an enemy unit; it is the event's object) | you_play_costly (you play a
    # unit or gear, or an activated ability is finalized; its Energy cost goes with it) |
    # you_use_gear_ability (you use an activated ability of a gear, an Add one included) |
    # you_defend (you are the defender of a combat at a battlefield, RUP4 464.2)
    # | enemy_unit_dies (once per enemy unit) | enemy_units_die (one or more dying together:
    # once) | you_recycle_rune (once per rune) | you_spend_buff (once per buff spent)
    # | reflexive ("then do this:", started by a step 'reflex', RUP4 386-387)
    # | might_reaches (with might_at_least N: "when my Might becomes N or more")
    # | reflexive also on delayed abilities: "when you burn a unit this way, do this:", set off
    # by a step burned_reflex (387.1)
    trigger: str | None = None
    targets: tuple[TargetSlot, ...] = ()
    steps: tuple[Op, ...] = ()
    optional: bool = False  # "you may" as the first part of a trigger (RUP4 383.3.a)
    timing: str = "normal"  # for activated abilities: normal, action, reaction
    cost_energy: int = 0
    cost_power: tuple[frozenset[Domain], ...] = ()
    exhaust_self: bool = False
    adds: bool = False  # adds resources: resolves at once (RUP4 429.2)
    static: Static | None = None
    # beyond the event (RUP4 383.2.a.1): spell_cost_5 | units_4 | extra_cost_paid | at_battlefield | enemy | other | second_card | from_hidden | from_hidden_your_turn | first_each_turn | third_time | not_here | friendly_unit | buffed | non_recruit | opponents_turn | alone | after_attack | with_spell | spent_4 | in_showdown | not_from_hand | owned | in_combat | from_bf | or_ally | undamaged | power_2 | was_uncontrolled | not_conquered | first_non_token | fewer_runes | one_other_here | played_unit_gear_spell | energy_7 | in_beginning | hand_4 | spell_spent_4 | chose_enemy_once | chose_enemy_twice | mighty | died_alone | died_not_alone | all_tags | opponent_near_victory | enemy_alone_here | played_spell | one_on_one | played_equipment  # noqa: E501
    # (extra_cost_paid, for play_me: the card's additional cost was paid as it was played;
    # at_battlefield: the source is at a battlefield; opponents_turn, cond-turn: it happens on
    # an opponent's turn; alone, cond-alone: the unit attacks or defends alone, RUP4 740.2.a;
    # after_attack, for conquer: the conquer ends a combat its controller attacked in;
    # with_spell, for you_kill, kill-attribution: the kill is attributed to a spell its
    # controller controls, or to an ability of that spell, RUP4 411.6, 428.5.d; a unit killed
    # by lethal damage in a cleanup is killed by the spell or ability that dealt it, or by
    # combat, and its controller is responsible, 428.5.c; in_combat, for die: attacking or
    # defending as it dies, 740.2.c; from_bf, for move: it moves away from a battlefield,
    # 447.1; or_ally, for you_hold: "when you or an ally hold", a teammate too, 740.1.a; undamaged,
    # for combat_ends_in: "if I haven't been dealt damage this turn"; power_2, for
    # you_play_card: its printed Power cost is 2 pips or more, 206; energy_7, for
    # you_play_costly: its printed Energy cost is 7 or more; in_beginning, for
    # friendly_unit_dies: the first such death during your Beginning Phase each turn)
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
    # ... or only if it controls if_at_most or fewer ("if you control 4 or fewer runes")
    if_at_most: int | None = None
    # alt-victory: "if you control exactly if_count ..." (not "or more")
    if_exact: bool = False
    # "when you kill a stunned enemy unit": the event's object must match this filter as the
    # event happens (part of the trigger condition, RUP4 383.2.a); "when you play a Mighty
    # unit" (you_play_unit): the unit as it enters the board, its current Might (RUP4 710)
    event: Select | None = None
    # "[Deathknell] Recycle me to ...": a cost within instructions at the start of a triggered
    # ability's effect is its base cost, paid to finalize it: the card, in its owner's trash,
    # is recycled; if it isn't there, the ability can't be finalized (RUP4 383.3.b, 416.3)
    cost_recycle_self: bool = False
    # pay-to: "you may banish me to ...": the optional trigger's base cost, paid as it is
    # finalized; with the source off the board it can't be paid (RUP4 383.3.b, 740.4.a.2)
    cost_banish_self: bool = False
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
    # with less_per_cost: "I cost [1] less for each Energy it costs and [C] less for each
    # Power it costs": each object's printed or copied Energy and Power pips count (RUP4 206)
    less_per_cost: bool = False
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
    # "Once each turn, when ...": a triggered ability performed once a turn; after that it
    # doesn't trigger (RUP4 383.3.e.1), for each object (a new object is new, RUP4 124)
    once_each_turn: bool = False
    # player-choices: "choose an opponent" as it goes on the chain (RUP4 355.9.a: a player can
    # be chosen); the steps' who "chosen_player" is that player
    choose_player: str | None = None
    # "[Level N] ...": active only while its controller has N or more XP (RUP4 824, 727.1.b;
    # app.engine.reads.levels); "Spend N XP" as an activated ability's cost (RUP4 730.2)
    level: int | None = None
    cost_xp: int = 0
    # "equip": the card's Equip ability (RUP4 818); "effect": an ability of the card's Effect
    # Text, inactive unless it is attached and then its unit's (136.2); app.engine.reads.attached
    equipment: str | None = None
    # pay-to: "you may [Burn N] to ...": burning as an optional trigger's base cost, paid as it
    # is finalized (RUP4 383.3.b, 440.3.a); always payable, an empty deck burns out (440.4)
    cost_burn: int = 0
    # Empower (RUP4 827): True on the card's Empower keyword ability, an activated ability
    # "<cost>: Empower this. Play only if not Empowered." (827.1.c.1); its one step empowers
    # the source, which is no target (827.1.b.1); app.engine.actions.empower
    empower: bool = False
    # "[Empowered] ...": a dependent ability, active only while its source is Empowered
    # (RUP4 828.1.b-c); inactive, it neither triggers, applies nor can be activated (727.1.c)
    empowered: bool = False
    # "Disempower me:" an activated ability's cost: only an Empowered source can pay it
    # (RUP4 442.1.a, 356.2)
    cost_disempower: bool = False
    # act-riders: "use only once per turn": an activated ability finalized once this turn
    # can't be activated again that turn by the same object (RUP4 054.2)
    once_per_turn: bool = False
    # grant-activated: a battlefield's 'units here have "<this activated ability>"': not the
    # battlefield's own, each unit there has it as its own (RUP4 477.2; app.engine.reads.granted)
    units_here: bool = False
    # grant-activated: an activated ability the card's effect gives a unit for the turn (its
    # "give_ability" step names it: "give it '[A][A]: Ready me'"); not the card's own, the
    # unit has it as its own (RUP4 477.2, 414.5; app.engine.reads.granted)
    given: bool = False
    # grant-activated: a battlefield's 'while you control this battlefield, friendly legends
    # have "<this activated ability>"': not the battlefield's own, each legend of its
    # controller's team has it as its own (RUP4 477.2; app.engine.reads.granted)
    legends_have: bool = False
    # trigger "might_reaches": "when my Might becomes N or more" (N: this), its Might going
    # from below N to N or more (as Mighty is reached, RUP4 709)
    might_at_least: int | None = None
    # cond-score, with condition opponent_near_victory: "if an opponent's score is within N
    # points of the Victory Score" (N: this), part of the trigger condition (RUP4 383.2.a.1)
    within: int | None = None
    # a copy of a unit's text an Equipment took as it was attached ("copy that unit's text to
    # this Equipment's effect text", Svellsongur): the number of that copy on the unit, 0 for
    # the printed text. Each copy is a new instance of the ability, with its own "once per
    # turn" and its own modes chosen (FAQ-VENDETTA, FAQ-SPIRITFORGED); never in card data
    text_copy: int = 0
