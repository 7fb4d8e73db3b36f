"""A card's English text, generated from its definition (never copied from printed cards).

Keywords come first, one per line, each with a short reminder in parentheses; then one
paragraph per ability. Every sentence here is our own wording: the printed text of the
cards is not ours to reproduce, and tests check that no generated text shares a run of six
words with it. A definition this module cannot phrase raises `CardTextError`, so a new op
or trigger gets its sentence before it reaches a player.

Conventions: the card refers to itself as "this unit" (or "this battlefield", ...); the
objects an ability chooses are named once ("Choose a friendly unit.") and then referred to
as "it"/"them", or "the first chosen unit" when an ability has several target slots.
"""

from app.cards.text.card import ability_text, card_text
from app.cards.text.keywords import keyword_line, keyword_reminder
from app.engine.mechanics.wording import CardTextError

__all__ = ["CardTextError", "ability_text", "card_text", "keyword_reminder", "keyword_line"]
