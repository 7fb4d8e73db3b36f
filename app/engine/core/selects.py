"""The selection vocabulary of abilities: which objects an ability picks (`Select`, a filter
relative to its controller and source), the choices made as it goes on the chain
(`TargetSlot`, RUP4 355.5-355.13), and passive abilities (`Static`, RUP4 363, 477), whose
scopes are selections. `app.engine.core.abilities` builds ops and abilities from them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any, ClassVar, Literal

from pydantic import ConfigDict, Field, model_validator

from app.engine.core.enums import Domain, Keyword

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
                # reflexive: a target slot's "another unit at its destination": at the
                # location of "it" (the object the ability that started the trigger named,
                # RUP4 386), not it
                "with_event",
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
           tokens, none of them) | with_event (a reflexive trigger's target slot: at the
           location of "it", the object it is about, not it) | not_first_bf (a later target
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
    op: str  # might | keyword | enter_ready | play_to_open | play_to_enemy_alone | ambush_to_enemy | ambush_to_killed | spell_discount | bonus_damage | any_buffs | enter_exhausted | cost_less | cost_less_others | victory_score | extra_trigger | no_trigger | no_damage | replace_death | tie_recall_all | no_move_to_base | no_ready | never_ready | opponents_units_to_base | no_enemy_reveal_here | play_to_occupied_enemy | hide_slots | cant_be_countered | reveal_look_first | hide_cost | has_tap_abilities | grant_repeat | repeat_less | opponents_no_points | no_score_before_turn | play_to_attacked | play_only_conquered | ability_cost_less | spell_tax | no_play_before_turn | channel_at_most | flow_less | ignore_deflect_here | chose_here_less | empower_limit | tag | no_enemy_move | equipment_keyword | double_equipment_bonus | conquer_hold_alike | move_here_anywhere | add_battlefield | no_units_played_here | ignore_keyword | no_enemy_spell_damage | no_combat_damage | deck_any_copies | untargetable | yours_cant_be_countered | chosen_extra_weaken | chosen_harm_to_might | reaction_tax_here | first_gear_ability_less | play_here_paying | skip_draw | play_from_trash | trash_to_banish | early_score_draws | adds_more | chose_me_less | empower_less_here | name_tag_as_played | opponents_cant_play_named | chosen_tag | token_copy | copy_attached | copy_text_attached | move_tax | any_damage_lethal | optional_costs_less  # noqa: E501
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
