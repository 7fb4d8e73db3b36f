"""Card definitions as the engine sees them: immutable facts plus abilities.

The engine never reads card files itself; `app.cards` validates the data and builds
`CardDef` values. Keeping this module free of I/O keeps the engine pure (and fast).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from app.engine.core.enums import CardType, Domain, Keyword

if TYPE_CHECKING:
    from app.engine.core.abilities import Ability


_SHARED: dict[int, CardDef] = {}


def _shared_card(key: int) -> CardDef:
    return _SHARED[key]


def shared_cards() -> int:
    """How many card definitions exist: a worker process forked earlier knows fewer."""
    return len(_SHARED)


@dataclass(frozen=True, slots=True)
class CardDef:
    """Printed facts of a card (or token) and its abilities.

    `power` holds one entry per Power pip: the set of domains that may pay it
    (a single domain for most pips; two for a "Fury/Chaos" pip, RUP4 135.2.e.6.c).
    """

    code: str
    name: str
    type: CardType
    # other types it has as well (RUP4 178): a unit that is also a gear has the properties of
    # both and is affected by what names either (178.3); where they exclude each other, the
    # unit's hold (enters exhausted, never recalled as a gear, 178.1.a.1)
    also: tuple[CardType, ...] = ()
    supertype: str | None = None  # "Champion", "Signature", "Token" or "Basic"
    domains: tuple[Domain, ...] = ()
    energy: int | None = None
    power: tuple[frozenset[Domain], ...] = ()
    might: int | None = None
    tags: tuple[str, ...] = ()
    keywords: tuple[tuple[Keyword, int], ...] = ()
    abilities: tuple[Ability, ...] = field(default=())
    # Equipment only: Might given to the unit it is attached to (attachment is not run yet).
    might_bonus: int | None = None

    def __post_init__(self) -> None:
        _SHARED[id(self)] = self  # known before any worker process is forked (see __reduce__)

    def __reduce__(self) -> tuple[object, tuple[int]]:
        """Copies of a game (clones, undo snapshots) share the immutable definitions instead
        of copying them: an in-process pickle carries a reference, not the card."""
        _SHARED.setdefault(id(self), self)
        return (_shared_card, (id(self),))

    def keyword(self, kw: Keyword) -> int:
        """The printed value of a keyword (0 when absent, 1 for a bare keyword)."""
        for k, v in self.keywords:
            if k is kw:
                return v
        return 0

    def is_a(self, t: CardType) -> bool:
        """Is it a card of type `t`, its other types included (RUP4 178.3)?"""
        return self.type is t or t in self.also

    def has(self, kw: Keyword) -> bool:
        return any(k is kw for k, _ in self.keywords)

    @property
    def is_token(self) -> bool:
        return self.supertype == "Token"

    @property
    def is_champion(self) -> bool:
        return self.supertype == "Champion" and self.type is CardType.UNIT

    @property
    def is_permanent(self) -> bool:
        return self.type in (CardType.UNIT, CardType.GEAR)
