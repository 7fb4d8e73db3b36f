"""The ability vocabulary: what a card can say, as small frozen values.

A card's abilities are data (`app.cards` validates them and builds these values);
each instruction is an op, one class per op (`Op`, in `app.engine.mechanics.ops`). Anything
the vocabulary cannot say goes to a named Python handler (the op "handler",
`app.engine.mechanics.oneoff`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Annotated, Any, ClassVar, Literal

from pydantic import BeforeValidator, ConfigDict, Field, model_validator

from app.engine.core.enums import ALL_DOMAINS, Domain, Keyword

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
               "legend",
               # a card in Banishment that this object banished (linked, RUP4 427.3; a
               # public zone, so a target, 355.10.a): "a unit banished with this"
               "banished_card",
               # a spell or an ability on the chain (game objects, RUP4 123, 355.9.a.2), chosen
               # by its chain item: "counter an enemy spell or ability that chooses ..."
               "chain_item"]  # fmt: skip
Side = Literal["any", "friendly", "enemy"]
Where = Literal["any", "battlefield", "base", "here", "self", "combat", "target_bf", "my_bf",
                "event",
                "spent",  # buff-spend: the units whose buff this ability spent
                # dependent-targets / sel-relational: "not_here" (at another location than the
                # source), "with_first" (at the location of the unit chosen in slot 0, not it)
                "not_here", "with_first",
                # "your Equipment everywhere": in any zone, the hand included (a passive
                # keyword grant's scope)
                "anywhere",
                # reflexive: "it" / "them" in a reflexive trigger ("then do this:", RUP4
                # 386-387): the tokens the ability that started it made
                "made",
                # reflexive: a target slot's "another unit there": at the location of those
                # tokens, none of them
                "with_made",
                # sel-relational: a later target slot's "at a different location" from the
                # battlefield chosen in slot 0
                "not_first_bf",
                # dependent-targets: a later target slot's "there": at the battlefield chosen
                # in slot 0 (RUP4 355.5)
                "first_bf",
                # dependent-targets: a later target slot's "at a different location" from the
                # unit chosen in slot 0
                "apart_first",
                # a move trigger's target slot: "a unit at a battlefield I moved to or from"
                # (both remembered as it triggered, RUP4 359.3.f.3; FAQ-VENDETTA, Akali)
                "move_bfs",
                # player-choices: a trash card slot's "in their trash": the trash of the player
                # chosen as the ability went on the chain, or by the ability whose reflexive
                # trigger this is (RUP4 355.9.a, 386)
                "chosen_trash"]  # fmt: skip
CardTypeName = Literal["Unit", "Spell", "Gear", "Legend", "Battlefield", "Rune"]

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



@dataclass(frozen=True, slots=True)
class Select:
    """A filter over objects, relative to the ability's controller and source.

    kind:  unit | gear | permanent | rune | spell | battlefield | trash_card | hand_card (a
           card in a hand: what a "discard N" cost pays with, or a revealed card of a hand or
           deck, RUP4 424, in the scopes of revealed_* ops) | something (a unit or gear on the
           board, a rune or a legend: what can be exhausted, RUP4 359.3.e.4) | facedown (a
           facedown card at a battlefield; friendly: one you control, RUP4 811) | legend (a
           legend in its Legend Zone, a game object, RUP4 107.4.c; friendly: yours) |
           banished_card (a card this source banished, still in Banishment, RUP4 427.3) |
           chain_item (a spell or an ability on the chain, named by its chain item, RUP4
           355.9.a.2; what it chooses: `chooses`)
    side:  any | friendly | enemy
    where: any | battlefield | base | here (the source's location) | self (the source only)
           | combat (in the combat under way) | target_bf (at the battlefield chosen in the
           step's target slot) | my_bf (at the source's battlefield; none while it is in a base;
           for a battlefield, itself; after a unit died, the battlefield where it died) | event
           (a step scope of a triggered ability: "it", the object of the triggering event)
           | spent (a step scope: the units whose buff this ability's spend_buffs step spent)
           | not_here (at another location than the source's) | with_first (dependent
           targets: at the location of the unit chosen in slot 0, that unit excluded; RUP4
           355.5: later choices may depend on earlier ones) | anywhere (in any zone, a hand
           included: "your Equipment everywhere", a passive keyword grant's scope) | made (a
           reflexive trigger's step scope: the tokens the ability that started it made, RUP4
           386) | with_made (a reflexive trigger's target slot: at the location of those
           tokens, none of them) | not_first_bf (a later target
           slot's: not at the battlefield chosen in slot 0) | first_bf (a later target
           slot's: at the battlefield chosen in slot 0) | apart_first (a later target slot's:
           at another location than slot 0's unit) | move_bfs (a move trigger's target
           slot: at a battlefield the unit moved to or from, RUP4 359.3.f.3) | chosen_trash
           (a trash card slot with any_trash: in the chosen player's trash)
    """

    HASHED_AS: ClassVar[str] = "Select"  # its state-hash form (app.engine.core.hashform)
    __pydantic_config__ = ConfigDict(extra="forbid")  # as card data (app.cards.abilities)

    kind: Kind = "unit"
    side: Side = "any"
    where: Where = "any"
    max_might: Annotated[int, Field(ge=0)] | None = None
    card_type: CardTypeName | None = None  # for cards off the board: "Unit", "Spell", ...
    # for cards off the board: not of this type ("non-unit")
    not_card_type: CardTypeName | None = None
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
    # where applies to units only; a gear anywhere on the board matches); kind "trash_card"
    # with card_type "Unit": "a unit or gear card in your trash"
    or_gear: bool = False
    # sel-legend-facedown: unit / gear / permanent "or facedown card" (a facedown card at a
    # battlefield matching side: "another friendly gear, unit, or facedown card")
    or_facedown: bool = False
    # trash_card: a card in any player's trash ("from trashes"), not only yours
    any_trash: bool = False
    # sel-owned: only objects the ability's controller owns ("a unit you own", RUP4 127.1),
    # whoever controls them
    owned: bool = False
    # sel-yours: with side friendly, only objects the ability's controller controls ("another
    # unit you control"): not a teammate's, which is friendly too (RUP4 740.1.a)
    yours: bool = False
    # sel-champion-zone: kind unit "from your Champion Zone or the board": also a unit in your
    # Champion Zone (a unit there is not a unit on the board unless a card says so, RUP4
    # 355.9.a.1, 355.9.a.5; the zone is public, 108.3.e)
    or_champion: bool = False
    # sel-tags: any of these tags ("a Bird, Cat, Dog, or Poro"); sel-keyword: only objects
    # without this keyword ("without [Temporary]"); sel-relational: "with less Might than me"
    tags: tuple[Annotated[str, Field(min_length=1)], ...] = ()
    without_keyword: Keyword | None = None
    less_might: bool = False
    # only equipped units (True: an Equipment is attached, RUP4 818.3), or only units that aren't
    equipped: bool | None = None
    # sel-domain: only objects (spells on the chain, revealed cards of a hand) of this domain
    # ("an enemy Calm unit", "a Mind card"; a card belongs to each of its domains, RUP4 134.1)
    domain: Domain | None = None
    # a card off the board (a revealed or looked-at card) whose printed Energy cost is at
    # least this ("a spell with Energy cost [4] or more", RUP4 206)
    min_energy: int | None = None
    # sel-relational: a card of your trash (in a later slot) that costs no more Energy and no
    # more Power than the unit chosen in slot 0 (printed costs, RUP4 206; a token's is 0)
    within_first_cost: bool = False
    # only Empowered objects (True, RUP4 441.2), or only those that aren't
    empowered: bool | None = None
    # only gear attached to a unit (RUP4 718), or only gear that isn't ("a detached Equipment")
    attached: bool | None = None
    # dependent-targets: a later slot's objects have the controller of the unit chosen in slot 0
    # ("a unit and an Equipment with the same controller"; checked by the callers that know
    # slot 0, like with_first)
    first_controller: bool = False
    # sel-token: only tokens ("your token units", RUP4 185), or only objects that aren't
    token: bool | None = None
    # sel-name: only objects of this name ("a Shadow Clone you control")
    name: str | None = None
    # only attacking units ("an enemy unit attacking here", RUP4 459), or only those that aren't
    attacking: bool | None = None
    # sel-relational: only cards with the source's name ("a card with my name in your trash",
    # "other units here with my name"; names, RUP4 132)
    same_name: bool = False
    # sel-tag: only objects without this tag ("a non-Dragon unit", RUP4 133.3)
    not_tag: str | None = None
    # sel-cost: "a gear with Energy cost no more than my Might" (its printed cost, RUP4 206;
    # none once the source has left the board)
    max_energy_my_might: bool = False
    # multi-select: kind "something" without legends ("units, gear, and/or runes")
    not_legend: bool = False
    # kind "permanent": "a legend, unit, or gear": the legends in their zones too (107.4.c)
    or_legend: bool = False
    # sel-relational, dependent: "with less Might than it": than the unit chosen in slot 0
    # (checked by the callers that know slot 0, like where "with_first")
    less_might_first: bool = False
    # "a unit in a showdown": at the battlefield of the showdown under way, a combat's
    # included (RUP4 344.1)
    in_showdown: bool = False
    # sel-bf: a battlefield "where you have units" (a unit you control is there)
    your_units: bool = False
    # a step scope at the battlefield of its target slot (where target_bf): none of the objects
    # chosen in the ability's target slots ("each other enemy unit there")
    not_chosen: bool = False
    # sel-domain: a unit "in combat with an enemy unit of this domain or being chosen by an
    # enemy spell of this domain" (the other side of the combat under way, RUP4 459-464; a
    # spell on the chain choosing it, 355.7; enemies of the ability's controller)
    threatened_by: Domain | None = None
    # kind chain_item: what the spell or ability chooses (its targets still on the board,
    # mistargeted ones included, RUP4 359.3.e.9.a): "a friendly unit or gear"
    # (friendly_unit_or_gear), "the unit chosen in slot 0 and no other friendly unit"
    # (first_alone: dependent, checked by the callers that know slot 0)
    chooses: Literal["friendly_unit_or_gear", "first_alone"] | None = None
    # naming: "a unit with the named tag": the tag named for the source (RUP4 763; none once
    # it has left the board, 359.3.e.12)
    named_tag: bool = False

    @model_validator(mode="after")
    def _check(self) -> Select:  # card data only: never run on construction (app.cards)
        check_select(self)
        return self


def check_select(sel: Any) -> None:
    """The checks across the fields of a selection (a `Select`, or the card data's target
    slot, which carries the same fields): a ValueError names what doesn't fit."""
    if (sel.kind == "chain_item") != (sel.chooses is not None) or (
            sel.kind == "chain_item" and sel.where != "any"):
        raise ValueError("kind 'chain_item' (a spell or ability on the chain) takes chooses "
                         "(and side), and only it does")
    if sel.or_champion and (sel.kind != "unit" or sel.where != "any"
                             or sel.side == "enemy"):
        raise ValueError("or_champion widens kind 'unit' (anywhere on the board) to a unit "
                         "in your Champion Zone: no where, not enemy")

    if (sel.kind == "facedown" or sel.or_facedown) and (
        sel.where not in ("any", "battlefield") or sel.max_might is not None
        or sel.exhausted is not None or sel.tag is not None or sel.keyword is not None
        or (sel.buffed, sel.stunned, sel.damaged) != (None, None, None)
    ):
        raise ValueError("a facedown card is known only by who controls it and where it "
                         "is: no filter but side, where (any, battlefield) and other")
    if sel.or_legend and (sel.kind != "permanent" or sel.where != "any"):
        raise ValueError("or_legend widens kind 'permanent' (anywhere) to the legends")
    if sel.or_facedown and sel.kind not in ("unit", "gear", "permanent"):
        raise ValueError("or_facedown widens kind unit, gear or permanent")
    if sel.any_trash and sel.kind != "trash_card":
        raise ValueError("any_trash applies to kind 'trash_card'")
    if sel.where == "chosen_trash" and not sel.any_trash:
        raise ValueError("where 'chosen_trash' narrows kind 'trash_card' with any_trash to "
                         "the chosen player's trash")
    if sel.below_points and sel.kind != "trash_card":
        raise ValueError("below_points applies to kind 'trash_card'")

    if (sel.max_energy, sel.max_power) != (None, None) and sel.kind not in (
            "spell", "trash_card", "hand_card", "gear", "unit", "permanent"):
        raise ValueError("max_energy and max_power apply to kinds 'spell', 'trash_card', "
                         "'hand_card' and board objects (unit, gear, permanent)")
    if sel.kind == "spell" and (sel.where != "any" or sel.other):
        raise ValueError("a spell on the chain takes no where or other")
    if sel.or_gear and (sel.kind != "permanent" or sel.where != "battlefield") and (
            sel.kind != "trash_card" or sel.card_type != "Unit"):
        raise ValueError("or_gear needs kind 'permanent' and where 'battlefield' (a unit "
                         "at a battlefield or a gear), or kind 'trash_card' and card_type "
                         "'Unit' (a unit or gear card)")
    if sel.mighty is not None and sel.kind != "unit":
        raise ValueError("mighty only applies to units (RUP4 707)")
    if sel.where == "anywhere" and sel.kind not in ("unit", "gear", "permanent"):
        raise ValueError("where 'anywhere' widens kind unit, gear or permanent to any zone")
    if (sel.not_tag is not None or sel.max_energy_my_might) \
            and sel.kind not in ("unit", "gear", "permanent"):
        raise ValueError("not_tag and max_energy_my_might apply to units and gear")
    if sel.not_legend and sel.kind != "something":
        raise ValueError("not_legend narrows kind 'something'")
    if sel.not_chosen and sel.where != "target_bf":
        raise ValueError("not_chosen narrows a step scope with where 'target_bf'")
    if sel.your_units and sel.kind != "battlefield":
        raise ValueError("your_units narrows kind 'battlefield'")
    if sel.same_name and sel.kind not in ("unit", "gear", "permanent", "trash_card"):
        raise ValueError("same_name applies to units, gear and cards of a trash")
    if sel.domain is not None and sel.kind not in ("unit", "gear", "permanent", "spell",
                                                   "hand_card"):
        raise ValueError("domain applies to units, gear, spells on the chain and revealed cards "
                         "of a hand")
    if sel.equipped is not None and sel.kind != "unit":
        raise ValueError("equipped only applies to units (RUP4 818.3)")
    if sel.attached is not None and sel.kind != "gear":
        raise ValueError("attached only applies to gear (RUP4 718)")
    if sel.first_controller and sel.side != "any":
        raise ValueError("first_controller (the controller of slot 0's unit) takes side 'any'")
    if (sel.buffed, sel.stunned, sel.damaged) != (None, None, None) \
            and sel.kind not in ("unit", "permanent"):
        raise ValueError("buffed, stunned and damaged only apply to units")
    if sel.tag is not None and sel.kind not in ("unit", "gear", "permanent", "trash_card",
                                                "hand_card"):
        raise ValueError("tag only applies to units, gear and cards of your trash or hand")
    if (sel.card_type is not None or sel.not_card_type is not None) \
            and sel.kind not in ("trash_card", "hand_card", "banished_card"):
        raise ValueError("card_type and not_card_type only apply to kinds 'trash_card', "
                         "'hand_card' and 'banished_card'")
    if sel.min_energy is not None and sel.kind != "hand_card":
        raise ValueError("min_energy applies to kind 'hand_card' (a card looked at or revealed)")
    if sel.within_first_cost and sel.kind != "trash_card":
        raise ValueError("within_first_cost applies to kind 'trash_card'")
    if sel.kind == "hand_card" and (sel.side != "any" or sel.where != "any"
                                     or sel.other):
        raise ValueError("hand_card means a card in a hand (yours for a discard cost, or a "
                         "revealed one): no side, where or other")
    if sel.max_might is not None and sel.kind not in ("unit", "permanent"):
        raise ValueError("max_might only applies to units")
    if sel.kind == "battlefield" and sel.where != "any":
        raise ValueError("a battlefield selection takes no where (its side: who controls "
                         "it)")
    if sel.tags and (len(sel.tags) < 2 or sel.tag is not None):
        raise ValueError("tags lists two or more tags, any of which fits (one: tag)")
    if sel.less_might and sel.kind not in ("unit", "permanent"):
        raise ValueError("less_might applies to units")
    if sel.less_might_first and sel.kind != "unit":
        raise ValueError("less_might_first applies to units (in a later target slot)")
    if sel.kind == "legend" and (
        sel.where != "any" or sel.max_might is not None or sel.tag is not None
        or sel.keyword is not None or (sel.buffed, sel.stunned, sel.damaged) != (None,) * 3
        or sel.mighty is not None
    ):
        # legend-targets: a legend has no location, Might, buff or tags to filter by
        raise ValueError("kind 'legend' takes only side, other and exhausted")
    if sel.kind == "something" and (
        sel.where != "any" or sel.max_might is not None or sel.tag is not None
        or sel.keyword is not None or (sel.buffed, sel.stunned, sel.damaged) != (None,) * 3
    ):
        # "something": units, gear, runes and legends alike; only side, other, exhausted
        raise ValueError("kind 'something' takes only side, other and exhausted")
    if sel.kind == "banished_card" and (sel.side != "any" or sel.where != "any"
                                         or sel.tag is not None or sel.max_might is not None):
        raise ValueError("banished_card means a card this source banished: card_type only")
    if sel.kind == "trash_card" and ((sel.side != "any" and not (
            sel.side == "enemy" and sel.any_trash))
            or sel.where not in ("any", "self", "chosen_trash")):
        # where self: the source itself, in your trash ("return this from your trash");
        # chosen_trash: the chosen player's; side enemy with any_trash: a card in an
        # opponent's trash ("from opponents' trashes")
        raise ValueError("trash_card means a card in your own trash: no side (but enemy "
                         "with any_trash), and where only 'self' or 'chosen_trash'")


ANY_NUMBER = 1000  # the count of an "any number of" slot (always up_to)


@dataclass(frozen=True, slots=True)
class TargetSlot:
    """One choice made as the ability goes on the chain (RUP4 355.5-355.13)."""

    HASHED_AS: ClassVar[str] = "TargetSlot"  # its state-hash form (app.engine.core.hashform)

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
    # | "return_hand": the chosen objects return to their owners' hands ("as an additional
    # cost, return a friendly gear to its owner's hand", RUP4 356.2.a, paid in 357.2)
    # | "banish": the chosen cards of a trash are banished ("banish a card from any trash to
    # ...", a trigger's cost within the instruction, RUP4 383.3.b, 427)
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
    # the objects of this slot all have one controller ("enemy units with the same
    # controller", a group requirement like same_bf, RUP4 355.9)
    same_controller: bool = False
    # "[Level N] <an instruction choosing this>": the slot belongs to a Level ability of a
    # spell, chosen only while its controller has N or more XP as the spell is played (the
    # ability is then active, RUP4 824.1.b-c); otherwise it is left empty
    level: int | None = None
    # "choose X. If you paid the additional cost, choose Y instead": chosen only if the card's
    # optional additional cost was paid (True) / wasn't (False), which is asked first (RUP4
    # 355.1.a, 356.2.b); otherwise it is left empty
    if_paid: bool | None = None

    # "up to one at each location": no two objects of this slot at one location (a base or a
    # battlefield; a group requirement checked as each is chosen, RUP4 355.9)
    per_location: bool = False

    def grouped(self) -> bool:
        """Has requirements on the chosen objects together (checked as each is chosen)."""
        return self.same_bf or self.total_might is not None or self.same_controller \
            or self.per_location


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
class Static:
    """A passive ability that changes Might or grants keywords (RUP4 363, 477)."""

    HASHED_AS: ClassVar[str] = "Static"  # its state-hash form (app.engine.core.hashform)

    # any_buffs: the units in scope can have any number of buffs (beyond RUP4 702.3);
    # enter-state: enter_exhausted ("this enters exhausted"); enter_ready with scope.other:
    # other objects matching scope (kind, side, tag) enter ready while the source is on board;
    # alt-victory: victory_score n ("increase the points needed to win the game by N", 194.3.a);
    # extra-trigger: extra_trigger n with keyword ("your [Deathknell] effects trigger an
    # additional time": N more times, for the abilities its controller controls), or with
    # condition conquer_here / hold_here ("your conquer / hold effects for conquering /
    # holding here trigger an additional time": the source's battlefield, RUP4 383.4.c-d);
    # no_damage: "I don't take damage" (damage-prevention, RUP4 437.4, 465.2.c.10);
    # replace_death: a <scope> unit's death is replaced: the source is killed, the unit healed,
    # exhausted and recalled (death-replacement, RUP4 367-375; app.engine.actions.death);
    # any_damage_lethal: "any amount of your damage is enough to kill enemy units": non-zero
    # damage its controller marked on an enemy unit is lethal (RUP4 142.4.c; reads.
    # characteristics has_lethal_damage); tie_recall_all: a combat its controller attacks in
    # that ends in a tie recalls every unit there instead of the attackers (a combat-result
    # replacement, RUP4 740.3.a, 466.1.a.2);
    # chose_me_less n with less_power: "your spells that choose me cost [n] or [pip] less"
    # (the spell's controller chooses which, as its total cost is set, RUP4 356.4.d);
    # empower_less_here n with less_power: a battlefield's "[Empower] costs of your units here
    # cost [n] or [pip] less" (its controller's units there, the same choice, RUP4 441);
    # optional_costs_less n with less_power: "optional additional costs you pay cost [n] or
    # [pip] less": Accelerate, an optional additional cost, a paid location, each Repeat paid,
    # each its own component (RUP4 356.4.c; FAQ-SPIRITFORGED, Ezreal, Prodigy);
    # adds_more n: "your <scope> [Add] an additional n" (an Add ability of a scope object its
    # controller controls adds n Energy more as it resolves, RUP4 429.2);
    # tie_recall_all: a combat its controller attacks in that ends in a tie recalls every unit
    # there instead of the attackers (a combat-result replacement, RUP4 740.3.a, 466.1.a.2);
    # hide_slots n (a battlefield's "you may hide N additional cards here", RUP4 107.3.b.1);
    # cant_be_countered: a spell's "this can't be countered" (counter, RUP4 425, 358.3.a);
    # hide-cost: hide_cost n ("you may pay N Energy instead of [A] to hide a card with Hidden":
    # an alternative cost of the Hide action that its controller may choose, RUP4 811.1.b, 421);
    # move_here_anywhere: a battlefield's "units can move here from anywhere" (a standard
    # move from another battlefield too, RUP4 144.4); add_battlefield with card: "as you play
    # me, add the <card> battlefield token to the board if it's not there already; if you do,
    # I enter there" (RUP4 439; a replacement of where it enters, 369.3's example);
    # has_tap_abilities: "I have all [E] abilities of all friendly legends, units and gear"
    # (grant-activated, RUP4 477.2; scope kind something, its side; app.engine.reads.granted);
    # ignore_keyword with keyword: a spell's "ignore [Deflect] while paying this spell's cost",
    # a unit's "you ignore [Tank] / [Backline] while assigning combat damage here" (RUP4 766);
    # no_enemy_spell_damage: "prevent all damage that enemy spells and abilities would deal to
    # me" (damage-prevention, RUP4 437; if_control may condition it: "while you control 7 or
    # more runes"); no_combat_damage: "I don't deal combat damage" (scope where self; its
    # condition, e.g. not_one_other_here: "unless I'm at a battlefield with exactly one other
    # unit you control"; or a scope of enemy units: "enemy units here with less Might than me
    # don't deal combat damage"); deck_any_copies: "your deck can have any number of cards named me"
    # (deck building, beyond RUP4 103.2.b); bonus_damage with scope where self and per: a
    # spell's own "this deals N Bonus Damage for each ..." (RUP4 713); untargetable: "I can't be
    # chosen by enemy spells and abilities" (scope where self; RUP4 757-758); naming (RUP4
    # 759-763): name_tag_as_played ("as you play this, name a tag", 355.1),
    # opponents_cant_play_named ("opponents can't play spells with that name", 054.1)
    op: str  # might | keyword | enter_ready | play_to_open | play_to_enemy_alone | ambush_to_enemy | spell_discount | bonus_damage | any_buffs | enter_exhausted | cost_less | cost_less_others | victory_score | extra_trigger | no_trigger | no_damage | replace_death | tie_recall_all | no_move_to_base | no_ready | never_ready | opponents_units_to_base | no_enemy_reveal_here | play_to_occupied_enemy | hide_slots | cant_be_countered | reveal_look_first | hide_cost | has_tap_abilities | grant_repeat | repeat_less | opponents_no_points | no_score_before_turn | play_to_attacked | play_only_conquered | ability_cost_less | spell_tax | no_play_before_turn | channel_at_most | flow_less | ignore_deflect_here | chose_here_less | empower_limit | tag | no_enemy_move | equipment_keyword | double_equipment_bonus | conquer_hold_alike | move_here_anywhere | add_battlefield | no_units_played_here | ignore_keyword | no_enemy_spell_damage | no_combat_damage | deck_any_copies | untargetable | yours_cant_be_countered | chosen_extra_weaken | chosen_harm_to_might | reaction_tax_here | first_gear_ability_less | play_here_paying | skip_draw | play_from_trash | trash_to_banish | early_score_draws | adds_more | chose_me_less | empower_less_here | name_tag_as_played | opponents_cant_play_named | chosen_tag | token_copy | copy_attached | move_tax | any_damage_lethal | optional_costs_less  # noqa: E501
    n: int = 0
    scope: Select = Select()
    keyword: Keyword | None = None
    # defending_alone | attacking_or_defending_alone | runes_8 | at_battlefield | buffed | discarded_this_turn | opponent_controls_bf | legion | opponent_near_victory | moved_twice | enemy_unit_died | mighty | in_showdown | hand_at_most | not_from_hand | in_combat | unit_died | gained_xp | spell_spent_4 | empowered | not_empowered | not_in_combat | runes_at_most | fully_empowered | conquer_here | hold_here | attached_this_turn | one_other_here | first_each_turn | during_combat | not_one_other_here | bf_two_units | name_in_trash | not_near_victory | near_victory | stunned_enemy_here | chose | other_unit_here | attacking_with_other | extra_cost_paid | friendly_died_in_beginning | played_not_from_hand | power_spent_2 | played_again  # noqa: E501
    # (power_spent_2: turn-history, its controller spent two or more Power this turn)
    # (spell_spent_4: turn-history, its controller spent 4 or more Energy to play one spell
    # this turn, countered or not)
    # (enemy_unit_died, a condition of cost_less, turn-history: an enemy unit died this turn)
    condition: str | None = None
    # "+n Might / n less for each ...": your_points | count (objects matching per_scope) |
    # cards_played (this turn, by its controller) | highest_might (cost_less) |
    # times_empowered (how many times the source is Empowered, RUP4 441.1.c.1) | times_dealt (a
    # spell's own: the times this card has dealt damage this turn)
    per: str | None = None
    per_scope: Select | None = None
    if_lacking: bool = False  # keyword: only to objects that don't have it otherwise
    minimum: int | None = None  # cost_less(_others): "to a minimum of M" (RUP4 356.4.e)
    # (minimum with might n < 0: "-N Might, to a minimum of M", applied after the others)
    # the N of condition opponent_near_victory ("within N points of the Victory Score") and
    # of condition hand_at_most ("if you have N or fewer cards in your hand")
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
    # replace_death: the unit healed, exhausted and recalled in place of its death, with no
    # cost, the source not killed either (Soraka, Wanderer): it saves every death it
    # qualifies for (RUP4 370.4)
    keep_source: bool = False
    # cond-control (enter_ready, cost_less: the card's own; no_enemy_spell_damage): "if you control
    # <if_count> or more <if_control>" (units, gear or runes; side 'enemy': "if an opponent
    # controls ..."), checked as it applies
    if_control: Select | None = None
    if_count: int = 1
    # cost_less, spell_discount: Power pips it also takes off (one of each, n times with per;
    # RUP4 356.4); spell_tax adds n Energy and cost_power (356.3)
    less_power: tuple[frozenset[Domain], ...] = ()
    tag: str | None = None  # tag: the tag the scope's units have too ("I am a Mech")
    # add_battlefield: the battlefield token it adds (its name, a key of the game's tokens)
    card: str | None = None


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
