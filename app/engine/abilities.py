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

    kind:  unit | gear | permanent | spell | battlefield | player | trash_card
    side:  any | friendly | enemy
    where: any | battlefield | base | here (the source's location) | combat | open_battlefield
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


@dataclass(frozen=True, slots=True)
class Step:
    """One instruction (RUP4 135.2.b).

    op names a primitive in `app.engine.effects.PRIMITIVES`; `target` is the index of
    the target slot it acts on, `scope` a non-targeting group ("all enemy units here"),
    neither means the ability's source ("me") or its controller ("you").
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


@dataclass(frozen=True, slots=True)
class Static:
    """A passive ability that changes Might or grants keywords (RUP4 363, 477)."""

    op: str  # "might" or "keyword"
    n: int = 0
    scope: Select = Select()
    keyword: Keyword | None = None
    condition: str | None = None  # e.g. "defending_alone", "attacking_or_defending_alone"


@dataclass(frozen=True, slots=True)
class Ability:
    """kind: spell (a spell's own text), triggered, activated or static."""

    kind: str
    trigger: str | None = None  # see effects.TRIGGERS
    targets: tuple[TargetSlot, ...] = ()
    steps: tuple[Step, ...] = ()
    optional: bool = False  # "you may" as the first part of a trigger (RUP4 383.3.a)
    timing: str = "normal"  # for activated abilities: normal, action, reaction
    cost_energy: int = 0
    cost_power: tuple[frozenset[Domain], ...] = ()
    exhaust_self: bool = False
    adds: bool = False  # adds resources: resolves at once (RUP4 429.2)
    static: Static | None = None
    condition: str | None = None  # trigger condition beyond the event (RUP4 383.2.a.1)
