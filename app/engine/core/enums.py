"""The words of the card pool: domains, card types and keywords (RUP4 134, 130, 805-829).

Plain enums with no behaviour, so that card definitions, abilities and the state can all
name them without importing each other.
"""

from __future__ import annotations

from enum import Enum


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
    # Not run by the engine yet (RUP4 818-829), except Ambush, Hunt, Level (822-824: XP,
    # app.engine.reads.levels), Backline (826: combat damage order), Repeat (820:
    # app.engine.playing.repeat) and Empower, Empowered (827-828: app.engine.reads.empower).
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
PENDING_KEYWORDS: frozenset[Keyword] = frozenset({
})  # fmt: skip

# Keywords whose instances add up (RUP4 807.2, 809.2, 814.2, 823.2), Vision's and
# Weaponmaster's too: each instance triggers separately (817.2, 821.1.c.7), so its value is how
# many it has; the others are redundant.
SUMMING_KEYWORDS = frozenset({Keyword.ASSAULT, Keyword.SHIELD, Keyword.DEFLECT, Keyword.HUNT,
                              Keyword.VISION, Keyword.WEAPONMASTER})
