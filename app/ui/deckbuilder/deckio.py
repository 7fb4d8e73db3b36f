"""Reading, writing and listing decks for the panel: a thin seam over `app.decks.formats`
(import and export in every format) and `app.decks.storage` (built-in and user decks)."""

from __future__ import annotations

from pathlib import Path

from app.decks import formats, storage
from app.decks.model import DeckList
from app.decks.storage import DeckEntry

__all__ = [
    "EXPORT_FORMATS",
    "DeckEntry",
    "decks_folder",
    "delete_deck",
    "export",
    "list_decks",
    "load_deck",
    "parse_any",
    "read_file",
    "save_deck",
    "write_file",
]

EXPORT_FORMATS: tuple[str, ...] = formats.EXPORT_FORMATS


def parse_any(text: str, name: str = "") -> DeckList:
    """A deck from pasted or file text in any format; raises ValueError naming the line."""
    return formats.parse_any(text, name=name)


def export(deck: DeckList, fmt: str) -> str:
    return formats.export(deck, fmt)


def read_file(path: str | Path) -> DeckList:
    """A deck file in any format, named after the file."""
    return formats.parse_file(path)


def write_file(deck: DeckList, path: str | Path) -> None:
    from app.storage.atomic import write_text_atomic

    write_text_atomic(Path(path), formats.export(deck, "text"))


def decks_folder() -> str:
    """The user's decks folder, where the file dialogs open (the data folder's path when it
    can't be created: the dialog then starts where it can)."""
    try:
        return str(storage.user_decks_dir())
    except OSError:
        return str(storage.data_dir() / "decks")


def list_decks() -> list[DeckEntry]:
    """Built-in decks, then the user's (an unreadable file has `error` set)."""
    return storage.list_decks()


def load_deck(name: str) -> DeckList:
    return storage.load_deck(name)


def save_deck(deck: DeckList, name: str) -> Path:
    """Save a user deck (refused for built-in names); its stored name is the path's stem."""
    return storage.save_deck(deck, name)


def delete_deck(name: str) -> None:
    storage.delete_deck(name)
