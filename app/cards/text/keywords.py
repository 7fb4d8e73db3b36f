"""Keywords: the reminder in parentheses after each keyword, and Legion."""

from __future__ import annotations

from app.engine.core.abilities import Ability
from app.engine.core.cards import CardDef
from app.engine.core.enums import Keyword
from app.engine.mechanics.wording import CardTextError

_REMINDERS: dict[Keyword, str] = {
    Keyword.ACCELERATE: "As you play it, you may add 1 Energy and 1 Power of its domain on top "
    "of its cost so that it comes into play ready.",
    Keyword.ACTION: "Castable during your turn or in a showdown.",
    Keyword.REACTION: "Castable whenever you like, even while something waits on the chain.",
    Keyword.ASSAULT: "Gains +{n} Might as long as it is attacking.",
    Keyword.SHIELD: "Gains +{n} Might as long as it is defending.",
    Keyword.TANK: "Units with Tank take combat damage first.",
    Keyword.DEATHKNELL: "The effect happens when this dies.",
    Keyword.GANKING: "It may move straight from one battlefield to another.",
    Keyword.HIDDEN: "On your turn, pay 1 Power of any domain to hide it facedown at a "
    "battlefield you control; from your next turn on, it can be played from there as a "
    "Reaction without paying its cost.",
    Keyword.LEGION: "The Legion part works only once you have played another card this turn.",
    Keyword.VISION: "On arrival, peek at your Main Deck's top card and optionally recycle it.",
    Keyword.TEMPORARY: "It is killed as its controller's Beginning Phase starts, before "
    "scoring.",
    Keyword.DEFLECT: "An opponent's spell or ability must pay {n} more Power of any domain to "
    "target it.",
    # Our summaries of RUP4 818-829 (the engine runs Ambush, Hunt, Level and Backline;
    # Equipment's ops: app.engine.mechanics.ops.equipment).
    Keyword.EQUIP: "Pay its Equip cost to fasten it onto one of your units, which is then "
    "equipped.",
    Keyword.QUICK_DRAW: "Castable as a Reaction; once played, it fastens at once onto one of "
    "your units.",
    Keyword.REPEAT: "As you play it, you may also pay its Repeat cost; if you do, its effect "
    "happens one more time.",
    Keyword.WEAPONMASTER: "On arrival, you may move one of your Equipment onto it, paying "
    "that gear's Equip cost less 1 Power of any domain.",
    Keyword.AMBUSH: "It may enter as a Reaction at any battlefield that holds one of your "
    "units.",
    Keyword.HUNT: "Whenever it conquers or holds, you gain {n} XP.",
    Keyword.LEVEL: "The Level part works only while you have at least the XP shown.",
    Keyword.UNIQUE: "A deck may hold only one copy of it.",
    Keyword.BACKLINE: "Combat damage reaches it only after its controller's other units "
    "without Backline have taken lethal damage.",
    Keyword.EMPOWER: "Pay its Empower cost to make it Empowered, if it is not already.",
    Keyword.EMPOWERED: "The Empowered part works only while this is Empowered.",
    Keyword.FLOW: "It may also be played from your trash by paying its Flow cost instead of its "
    "cost; played that way, it is banished when it leaves the chain.",
}


_SUMMING = {Keyword.ASSAULT, Keyword.SHIELD, Keyword.DEFLECT, Keyword.HUNT}


def keyword_reminder(keyword: Keyword, n: int = 1) -> str:
    """Our reminder text for a keyword, in parentheses: "(Units with Tank take ...)"."""
    try:
        text = _REMINDERS[keyword]
    except KeyError:
        raise CardTextError(f"no reminder text for keyword {keyword.value}") from None
    return f"({text.format(n=max(n, 1))})"


def keyword_line(keyword: Keyword, n: int = 1) -> str:
    """ "Shield 2 (...)" — the value is shown for summing keywords above 1."""
    name = keyword.value if keyword not in _SUMMING or n <= 1 else f"{keyword.value} {n}"
    return f"{name} {keyword_reminder(keyword, n)}"


def _legion_lead(card: CardDef) -> str:
    """A Legion part works only once you have played another card this turn: said once, by
    the Legion keyword line's reminder when the card has one, here otherwise."""
    if any(kw is Keyword.LEGION for kw, _ in card.keywords):
        return "Legion — "
    return "Legion — only if you have played another card this turn: "


def _legion(ability: Ability, card: CardDef) -> str:
    return _legion_lead(card) if ability.legion else ""
