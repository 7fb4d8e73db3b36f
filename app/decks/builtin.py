"""The decks that ship with the app: `decks/*.txt` at the top of the repository.

The files are plain Piltover Archive text (no comments), so other sites can read them;
a deck's name is its file stem ("master-yi").
"""

from __future__ import annotations

import os
from pathlib import Path

from app.cards.catalog import Catalog
from app.decks.model import DeckList
from app.decks.text import DeckFormatError, parse_piltover_text

__all__ = ["DECKS_DIR_ENV", "builtin_decks_dir", "load_builtin_decks", "load_deck_file"]

# Lets a packaged build (or a test) point at its own copy of the deck files.
DECKS_DIR_ENV = "RIFTBOUND_DECKS_DIR"


def builtin_decks_dir() -> Path:
    """`$RIFTBOUND_DECKS_DIR` if set, else the repository's `decks/` folder."""
    override = os.environ.get(DECKS_DIR_ENV)
    if override:
        return Path(override).expanduser()
    return Path(__file__).resolve().parents[2] / "decks"


def load_deck_file(path: Path | str, catalog: Catalog | None = None) -> DeckList:
    """Read one deck file; errors name the file and line. The deck is named after the file."""
    path = Path(path)
    text = path.read_text(encoding="utf-8-sig")  # tolerate a BOM from Windows editors
    try:
        return parse_piltover_text(text, catalog, name=path.stem)
    except DeckFormatError as exc:
        exc.source = path.name
        raise


def load_builtin_decks(catalog: Catalog | None = None) -> dict[str, DeckList]:
    """Every built-in deck keyed by file stem, in name order."""
    folder = builtin_decks_dir()
    return {path.stem: load_deck_file(path, catalog) for path in sorted(folder.glob("*.txt"))}
