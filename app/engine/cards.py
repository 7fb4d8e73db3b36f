"""Card definitions as the engine sees them: immutable facts plus abilities.

The engine never reads card files itself; `app.cards` validates the data and builds
`CardDef` values. Keeping this module free of I/O keeps the engine pure (and fast).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from app.engine.abilities import Ability


class Domain(str, Enum):
    """The six domains (RUP4 134.2)."""

    FURY = "Fury"
    CALM = "Calm"
    MIND = "Mind"
    BODY = "Body"
    CHAOS = "Chaos"
    ORDER = "Order"


ALL_DOMAINS: frozenset[Domain] = frozenset(Domain)


class CardType(str, Enum):
    UNIT = "Unit"
    SPELL = "Spell"
    GEAR = "Gear"
    LEGEND = "Legend"
    BATTLEFIELD = "Battlefield"
    RUNE = "Rune"


class Keyword(str, Enum):
    """Keywords of the card pool (RUP4 805-829).

    The engine runs 805-817 (Accelerate .. Deflect). The later ones are recorded as card
    facts so the catalog can hold the whole pool; the engine does not run them yet. Words
    the cards highlight that the rules define as game actions or terms (Burn 440, Stun 423,
    Buff 426, Predict 436, Mighty) are not keywords and are not listed here.
    """

    ACCELERATE = "Accelerate"
    ACTION = "Action"
    REACTION = "Reaction"
    ASSAULT = "Assault"
    SHIELD = "Shield"
    TANK = "Tank"
    DEATHKNELL = "Deathknell"
    GANKING = "Ganking"
    HIDDEN = "Hidden"
    LEGION = "Legion"
    VISION = "Vision"
    TEMPORARY = "Temporary"
    DEFLECT = "Deflect"
    # Not run by the engine yet (RUP4 818-829), except Backline (826: combat damage order).
    EQUIP = "Equip"
    QUICK_DRAW = "Quick-Draw"
    REPEAT = "Repeat"
    WEAPONMASTER = "Weaponmaster"
    AMBUSH = "Ambush"
    HUNT = "Hunt"
    LEVEL = "Level"
    UNIQUE = "Unique"
    BACKLINE = "Backline"
    EMPOWER = "Empower"
    EMPOWERED = "Empowered"
    FLOW = "Flow"


# Recorded as card facts, not run by the engine yet: a card with one of these cannot be
# implemented (the catalog refuses its ability entry) until the engine learns it.
PENDING_KEYWORDS = frozenset({
    Keyword.EQUIP, Keyword.QUICK_DRAW, Keyword.REPEAT, Keyword.WEAPONMASTER, Keyword.AMBUSH,
    Keyword.HUNT, Keyword.LEVEL, Keyword.UNIQUE, Keyword.EMPOWER,
    Keyword.EMPOWERED, Keyword.FLOW,
})  # fmt: skip

# Keywords whose instances add up (RUP4 807.2, 809.2, 814.2, 823.2), Vision's too: each
# instance triggers separately (817.2), so its value is how many it has; the others are
# redundant.
SUMMING_KEYWORDS = frozenset({Keyword.ASSAULT, Keyword.SHIELD, Keyword.DEFLECT, Keyword.HUNT,
                              Keyword.VISION})


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
