"""The deckbuilder side panel: card browser, deck sections, validation, stats, undo."""

from app.ui.deckbuilder.panel import DeckbuilderPanel

__all__ = ["DeckbuilderPanel"]
