"""The Riftbound rules engine (RUP4): pure Python, no Qt, no I/O.

Public API: `new_game`, `Game` (legal_actions / apply / view / hash / clone), `DeckSpec`,
`Action` with `parse_action` / `format_action`, `Refusal`, `Event`, `replay`,
`RULES_REVISION` (the rules revision new games are played under).
"""

from app.engine.core.actions import Action, NotationError, format_action, parse_action
from app.engine.core.cards import CardDef
from app.engine.core.enums import CardType, Domain, Keyword
from app.engine.core.events import Event
from app.engine.core.refusals import IllegalActionError, Refusal
from app.engine.core.state import RULES_REVISION
from app.engine.face.game import DeckSpec, Game, Result, new_game, replay, state_hash

__all__ = [
    "RULES_REVISION", "Action", "CardDef", "CardType", "DeckSpec", "Domain", "Event", "Game",
    "IllegalActionError", "Keyword", "NotationError", "Refusal", "Result", "format_action",
    "new_game", "parse_action", "replay", "state_hash",
]
