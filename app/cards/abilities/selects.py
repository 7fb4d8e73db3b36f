"""What an ability selects: the filters of a selection (`SelectDef`) and a target slot
(`TargetDef`), checked across fields and compiled to `app.engine.core.selects.Select` and
`TargetSlot`."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, model_validator

from app.cards.abilities.vocabulary import SlotCost, _Model
from app.engine.core import selects as eng
from app.engine.core.enums import Domain, Keyword
from app.engine.core.selects import CardTypeName, Kind, Side, Where, check_select


class SelectDef(_Model):
    """A filter over objects; see `app.engine.core.selects.Select`."""

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
    # sel-yours: "you control" (friendly, but not a teammate's, RUP4 740.1.a)
    yours: bool = False
    # sel-tags: "a Bird, Cat, Dog, or Poro": any of these tags (two or more)
    tags: tuple[Annotated[str, Field(min_length=1)], ...] = ()
    # sel-keyword: "a friendly unit without [Temporary]"
    without_keyword: Keyword | None = None
    # sel-relational: "an enemy unit here with less Might than me" (the source's Might as it
    # is now; none while the source is off the board, RUP4 359.3.e.12)
    less_might: bool = False
    # sel-relational, dependent: "... with less Might than it", the unit chosen in slot 0 (its
    # Might as it is now; none once it is no longer there, RUP4 355.5, 359.3.e)
    less_might_first: bool = False
    equipped: bool | None = None  # only equipped units, or only units that aren't (818.3)
    domain: Domain | None = None  # sel-domain: "an enemy Calm unit", "a Mind card" (RUP4 134.1)
    # a card looked at or revealed whose printed Energy cost is at least this (RUP4 206)
    min_energy: Annotated[int, Field(ge=0)] | None = None
    # sel-relational: a trash card costing no more than the unit chosen in slot 0
    within_first_cost: bool = False
    empowered: bool | None = None  # only Empowered objects, or only those that aren't (441.2)
    attached: bool | None = None  # only attached gear, or only detached gear (RUP4 718)
    # dependent-targets: "with the same controller" as the unit chosen in slot 0
    first_controller: bool = False
    token: bool | None = None  # sel-token: only tokens (RUP4 185), or only non-tokens
    name: Annotated[str, Field(min_length=1)] | None = None  # sel-name: "a Shadow Clone"
    attacking: bool | None = None  # only attacking units (RUP4 459), or only others
    same_name: bool = False  # sel-relational: "with my name" (the source's)
    not_tag: Annotated[str, Field(min_length=1)] | None = None  # "a non-Dragon unit"
    max_energy_my_might: bool = False  # "with Energy cost no more than my Might"
    not_legend: bool = False  # kind something: "units, gear, and/or runes"
    or_legend: bool = False  # kind permanent: "a legend, unit, or gear" (107.4.c)
    in_showdown: bool = False  # "a unit in a showdown" (a combat's too, RUP4 344.1)
    your_units: bool = False  # kind battlefield: "where you have units"
    not_chosen: bool = False  # where target_bf: "each other ... there" (none chosen)
    # "in combat with an enemy Fury unit or being chosen by an enemy Fury spell"
    threatened_by: Domain | None = None
    named_tag: bool = False  # "with the named tag": the tag its source remembers (RUP4 763)
    # kind chain_item: what the spell or ability chooses (RUP4 355.9.a.2, 359.3.e.9.a)
    chooses: Literal["friendly_unit_or_gear", "first_alone"] | None = None

    @model_validator(mode="after")
    def _check(self) -> SelectDef:
        check_select(self)
        if self.yours and self.side != "friendly":
            raise ValueError("yours ('you control') narrows side 'friendly'")
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
            yours=self.yours,
            or_champion=self.or_champion,
            tags=self.tags,
            without_keyword=self.without_keyword,
            less_might=self.less_might,
            less_might_first=self.less_might_first,
            equipped=self.equipped,
            domain=self.domain,
            within_first_cost=self.within_first_cost,
            empowered=self.empowered,
            attached=self.attached,
            first_controller=self.first_controller,
            token=self.token,
            name=self.name,
            attacking=self.attacking,
            same_name=self.same_name,
            not_tag=self.not_tag,
            max_energy_my_might=self.max_energy_my_might,
            not_legend=self.not_legend,
            or_legend=self.or_legend,
            min_energy=self.min_energy,
            in_showdown=self.in_showdown,
            your_units=self.your_units,
            not_chosen=self.not_chosen,
            threatened_by=self.threatened_by,
            named_tag=self.named_tag,
            chooses=self.chooses,
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
    same_controller: bool = False  # "with the same controller" (all of them)
    # "[Level N] <instruction choosing it>": chosen only with N or more XP as it is played
    level: Annotated[int, Field(ge=1)] | None = None
    # "choose X. If you paid the additional cost, choose Y instead": chosen only if the card's
    # optional additional cost was paid (true) / wasn't (false) as it is played
    if_paid: bool | None = None
    # "choose up to one enemy unit at each location" (with any_number)
    per_location: bool = False

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
        if self.cost == "disempower" and (self.empowered is not True or self.side != "friendly"
                                          or self.kind not in ("unit", "gear", "permanent",
                                                               "something", "legend")):
            # only what you control and is Empowered can be disempowered to pay (442.1.a)
            raise ValueError("cost 'disempower' takes something friendly with empowered = true")
        if self.cost == "kill" and self.kind not in ("unit", "permanent", "gear"):
            # act-cost: "kill a friendly unit or gear" (kind permanent); additional-cost:
            # "you may kill a friendly gear" (kind gear)
            raise ValueError("cost 'kill' takes units, gear or permanents (units and gear)")
        if self.cost == "return_hand" and (self.kind not in ("unit", "gear", "permanent")
                                           or self.side != "friendly"):
            raise ValueError("cost 'return_hand' takes friendly units, gear or permanents")
        if (self.cost == "discard") != (self.kind == "hand_card"):
            raise ValueError("cost 'discard' takes cards of your hand (kind 'hand_card'), and "
                             "a hand_card slot is a discard cost")
        if self.cost == "banish" and self.kind != "trash_card":
            raise ValueError("cost 'banish' takes cards of a trash (kind 'trash_card')")
        if self.cost == "recycle" and (
                (self.kind != "trash_card" and (self.kind != "unit" or self.side != "friendly"))
                or self.up_to or self.any_number):
            # a recycle cost must be completed in full to be paid (RUP4 416.3); "recycle
            # another friendly unit" recycles one from the board (416.1)
            raise ValueError("cost 'recycle' takes cards of your trash or friendly units, a "
                             "fixed count")
        if self.ignore_cost and (self.cost is None or not self.up_to):
            raise ValueError("ignore_cost needs an optional cost (cost and up_to)")
        if self.any_number and (self.count != 1 or self.up_to):
            raise ValueError("any_number replaces count and up_to")
        if (self.same_bf or self.total_might is not None or self.same_controller) \
                and self.kind not in ("unit", "permanent"):
            raise ValueError("same_bf, total_might and same_controller apply to units")
        if self.same_controller and self.count == 1 and not self.any_number:
            raise ValueError("same_controller is a requirement on several objects")
        if self.per_location and (not self.any_number or self.same_bf
                                  or self.kind not in ("unit", "permanent")):
            raise ValueError("per_location (up to one at each location) takes any number of "
                             "units, not at one battlefield")
        return self

    def compile(self) -> eng.TargetSlot:  # type: ignore[override]
        return eng.TargetSlot(
            select=SelectDef.compile(self),
            count=eng.ANY_NUMBER if self.any_number else self.count,
            up_to=self.up_to or self.any_number, cost=self.cost,
            distinct=self.distinct, ignore_cost=self.ignore_cost, same_bf=self.same_bf,
            total_might=self.total_might, same_controller=self.same_controller,
            level=self.level, if_paid=self.if_paid,
            per_location=self.per_location,
        )
