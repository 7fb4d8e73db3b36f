"""The user's decks: Piltover Archive text files in the app's data folder.

`<user data dir>/decks/<name>.txt` (`$RIFTBOUND_DATA_DIR/decks` when that is set), one deck
per file, plain Piltover Archive text so other sites read them too; a deck's name is its file
stem, so names are made safe for every file system first (`safe_file_name`). The built-in
decks (`app.decks.builtin`) are listed first and are read-only: saving or deleting under a
built-in name is refused (compared ignoring case, as Windows and macOS file names are).
Writes are atomic (a temporary file in the same folder, fsync, rename).
"""

from __future__ import annotations

import logging
import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from app.cards.catalog import Catalog
from app.decks.builtin import builtin_decks_dir
from app.decks.formats import DeckImportError, parse_file
from app.decks.model import DeckList
from app.decks.text import format_piltover_text
from app.storage.atomic import write_text_atomic
from app.storage.paths import data_dir

__all__ = [
    "DeckEntry",
    "DeckStorageError",
    "delete_deck",
    "list_decks",
    "load_deck",
    "safe_file_name",
    "save_deck",
    "user_decks_dir",
]

log = logging.getLogger(__name__)

SUFFIX = ".txt"
MAX_NAME = 80  # characters; keeps full paths well under Windows' 260
_FORBIDDEN = re.compile(r'[<>:"/\\|?*\x00-\x1f\x7f]')
_RESERVED = re.compile(r"^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$", re.IGNORECASE)


class DeckStorageError(ValueError):
    """A deck cannot be saved, loaded or deleted; the message says why."""


@dataclass(frozen=True)
class DeckEntry:
    """A listed deck. `error` is set when the file cannot be read as a deck (it is still
    listed, so the user can see, fix or delete it)."""

    name: str
    path: Path
    builtin: bool
    error: str | None = None


def user_decks_dir() -> Path:
    """The folder of the user's decks (created if missing)."""
    folder = data_dir() / "decks"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def safe_file_name(name: str) -> str:
    """A file stem for a deck name, valid on Windows, macOS and Linux.

    Path separators, characters Windows forbids and control characters become "_";
    leading/trailing spaces and dots are dropped; reserved device names (CON, NUL, COM1...)
    get a trailing "_"; the length is capped. An empty result is "deck".
    """
    text = unicodedata.normalize("NFC", name)
    text = _FORBIDDEN.sub("_", text)
    text = re.sub(r"\s+", " ", text).strip(" .")
    text = text[:MAX_NAME].rstrip(" .")
    if not text:
        return "deck"
    if _RESERVED.match(text):
        text += "_"
    return text


def _builtin_files() -> dict[str, Path]:
    folder = builtin_decks_dir()
    if not folder.is_dir():
        return {}
    return {p.stem: p for p in sorted(folder.glob(f"*{SUFFIX}"))}


def _builtin_name(name: str) -> str | None:
    """The built-in deck a name refers to (ignoring case), or None."""
    wanted = safe_file_name(name).casefold()
    for stem in _builtin_files():
        if stem.casefold() in (wanted, name.strip().casefold()):
            return stem
    return None


def _user_file(name: str) -> Path:
    return user_decks_dir() / f"{safe_file_name(name)}{SUFFIX}"


def _check(path: Path, catalog: Catalog | None) -> str | None:
    try:
        parse_file(path, catalog)
    except DeckImportError as exc:
        log.warning("deck file %s cannot be read: %s", path, exc)
        return str(exc)
    return None


def list_decks(catalog: Catalog | None = None, *, check: bool = True) -> list[DeckEntry]:
    """Built-in decks (name order), then the user's decks (name order, ignoring case).

    With `check`, every file is read and an unreadable one is listed with `error` set;
    it never hides the others.
    """
    entries = [
        DeckEntry(stem, path, True, _check(path, catalog) if check else None)
        for stem, path in _builtin_files().items()
    ]
    builtin = {e.name.casefold() for e in entries}
    user = sorted(user_decks_dir().glob(f"*{SUFFIX}"), key=lambda p: (p.stem.casefold(), p.stem))
    for path in user:
        if path.stem.casefold() in builtin or path.name.startswith("."):
            continue  # shadowed by a built-in deck, or a temporary file
        entries.append(DeckEntry(path.stem, path, False, _check(path, catalog) if check else None))
    return entries


def load_deck(name: str, catalog: Catalog | None = None) -> DeckList:
    """A built-in or user deck by name, named after its file. Raises DeckStorageError if
    there is none, and DeckImportError (naming the file and line) if it cannot be read.
    User files may hold any format `app.decks.formats` reads; we write Piltover text."""
    stem = _builtin_name(name)
    path = _builtin_files()[stem] if stem else _user_file(name)
    if not path.is_file():
        raise DeckStorageError(f"there is no deck named '{name}'")
    return parse_file(path, catalog)


def save_deck(deck: DeckList, name: str, *, overwrite: bool = True) -> Path:
    """Write a user deck as Piltover Archive text and return its path.

    Refuses a built-in deck's name (choose another name: "Save As"), and with
    `overwrite=False` an existing user deck's name too.
    """
    builtin = _builtin_name(name)
    if builtin:
        raise DeckStorageError(
            f"'{builtin}' is a built-in deck and cannot be changed; save it under another name"
        )
    path = _user_file(name)
    if not overwrite and path.exists():
        raise DeckStorageError(f"a deck named '{path.stem}' already exists")
    text = format_piltover_text(deck)
    try:
        write_text_atomic(path, text)
    except OSError as exc:
        raise DeckStorageError(f"cannot save deck '{path.stem}': {exc}") from exc
    return path


def delete_deck(name: str) -> None:
    """Delete a user deck; built-in decks cannot be deleted."""
    builtin = _builtin_name(name)
    if builtin:
        raise DeckStorageError(f"'{builtin}' is a built-in deck and cannot be deleted")
    path = _user_file(name)
    if not path.is_file():
        raise DeckStorageError(f"there is no deck named '{name}'")
    try:
        path.unlink()
    except OSError as exc:
        raise DeckStorageError(f"cannot delete deck '{path.stem}': {exc}") from exc
