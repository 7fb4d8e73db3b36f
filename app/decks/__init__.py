"""Deck lists: the model, the Piltover Archive text format and the built-in decks."""

from app.decks.builtin import builtin_decks_dir, load_builtin_decks, load_deck_file
from app.decks.model import DeckList
from app.decks.text import DeckFormatError, format_piltover_text, parse_piltover_text

__all__ = [
    "DeckFormatError",
    "DeckList",
    "builtin_decks_dir",
    "format_piltover_text",
    "load_builtin_decks",
    "load_deck_file",
    "parse_piltover_text",
]
