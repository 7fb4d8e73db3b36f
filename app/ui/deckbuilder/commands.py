"""Deck edits as pure functions on `DeckList`, and the undo command that applies them.

Every change the panel makes is "old state -> new state": the functions below compute the
new deck (or None when the edit does nothing), and `StateChange` records both states on the
panel's QUndoStack, so undo/redo is exact whatever the edit was.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtGui import QUndoCommand

from app.cards.catalog import Catalog, load_catalog
from app.decks.model import CardCount, DeckList
from app.engine import CardType

__all__ = [
    "DECK_SECTIONS",
    "DeckSource",
    "EditorState",
    "StateChange",
    "add_card",
    "empty_deck",
    "move_card",
    "remove_card",
    "rename",
    "section_for",
    "set_champion",
]

# Where a card can sit in a deck, in display order.
DECK_SECTIONS = ("legend", "champion", "main", "battlefields", "runes", "sideboard")


@dataclass(frozen=True)
class DeckSource:
    """Where the deck on screen came from: a built-in or user deck of `app.decks.storage`
    (by name), or with `file` a deck file from anywhere (Save writes back to `path`)."""

    name: str
    builtin: bool = False
    path: str | None = None
    file: bool = False


@dataclass(frozen=True)
class EditorState:
    """What the panel shows: the deck, and which document it belongs to (a number; the
    panel maps it to the document's `DeckSource`, which changes when the deck is saved)."""

    deck: DeckList
    doc: int = 0


def empty_deck(name: str = "") -> DeckList:
    return DeckList(name=name, legend="", champion=None, main=(), battlefields=(), runes=())


def section_for(name: str, wanted: str | None = None, catalog: Catalog | None = None) -> str | None:
    """The section a card goes to: its type decides for legends, battlefields and runes;
    a main-deck card goes to `wanted` if that is "sideboard" or (for a champion unit)
    "champion", else to the main deck. None for cards no deck holds (tokens, unknown)."""
    card = (catalog or load_catalog()).find(name)
    if card is None or card.is_token:
        return None
    if card.type is CardType.LEGEND:
        return "legend"
    if card.type is CardType.BATTLEFIELD:
        return "battlefields"
    if card.type is CardType.RUNE:
        return "runes"
    if wanted == "sideboard":
        return "sideboard"
    if wanted == "champion" and card.is_champion_unit:
        return "champion"
    return "main"


def _bump(entries: tuple[CardCount, ...], name: str, delta: int) -> tuple[CardCount, ...]:
    out: list[CardCount] = []
    found = False
    for n, c in entries:
        if n == name:
            found = True
            c += delta
        if c > 0:
            out.append((n, c))
    if not found and delta > 0:
        out.append((name, delta))
    return tuple(out)


def _copies(entries: tuple[CardCount, ...], name: str) -> int:
    return sum(c for n, c in entries if n == name)


def add_card(deck: DeckList, name: str, wanted: str | None = None,
             catalog: Catalog | None = None) -> DeckList | None:
    """One more copy of `name` in its section (see `section_for`); a legend replaces the
    legend. None if the card can't go in a deck."""
    section = section_for(name, wanted, catalog)
    if section is None:
        return None
    if section == "legend":
        return None if deck.legend == name else dataclasses.replace(deck, legend=name)
    if section == "champion":
        return set_champion(deck, name, catalog)
    if section == "battlefields":
        return dataclasses.replace(deck, battlefields=(*deck.battlefields, name))
    if section == "runes":
        return dataclasses.replace(deck, runes=_bump(deck.runes, name, 1))
    if section == "sideboard":
        return dataclasses.replace(deck, sideboard=_bump(deck.sideboard, name, 1))
    return dataclasses.replace(deck, main=_bump(deck.main, name, 1))


def remove_card(deck: DeckList, name: str, section: str) -> DeckList | None:
    """One copy fewer of `name` in `section`; None if the section has none."""
    if section == "legend":
        return dataclasses.replace(deck, legend="") if deck.legend == name else None
    if section == "champion":
        return dataclasses.replace(deck, champion=None) if deck.champion == name else None
    if section == "battlefields":
        if name not in deck.battlefields:
            return None
        fields = list(deck.battlefields)
        del fields[len(fields) - 1 - fields[::-1].index(name)]
        return dataclasses.replace(deck, battlefields=tuple(fields))
    if section in ("main", "runes", "sideboard"):
        entries = getattr(deck, section)
        if not _copies(entries, name):
            return None
        return dataclasses.replace(deck, **{section: _bump(entries, name, -1)})
    raise ValueError(f"unknown deck section {section!r}")


def set_champion(deck: DeckList, name: str, catalog: Catalog | None = None) -> DeckList | None:
    """Make `name` (a champion unit) the chosen champion. Its copy comes out of the main
    deck if there is one there; the previous chosen champion goes back to the main deck."""
    card = (catalog or load_catalog()).find(name)
    if card is None or not card.is_champion_unit or deck.champion == card.name:
        return None
    main = deck.main
    if deck.champion:
        main = _bump(main, deck.champion, 1)
    if _copies(main, card.name):
        main = _bump(main, card.name, -1)
    return dataclasses.replace(deck, champion=card.name, main=main)


def move_card(deck: DeckList, name: str, source: str, target: str,
              catalog: Catalog | None = None) -> DeckList | None:
    """One copy from `source` to `target` (main <-> sideboard, main -> champion ...)."""
    if source == target:
        return None
    if target == "champion":
        if source == "main":
            return set_champion(deck, name, catalog)
        taken = remove_card(deck, name, source)
        return set_champion(taken, name, catalog) if taken is not None else None
    if section_for(name, target, catalog) != target:
        return None  # a legend can't go to the runes, a rune can't go to the sideboard ...
    taken = remove_card(deck, name, source)
    if taken is None:
        return None
    return add_card(taken, name, target, catalog)


def rename(deck: DeckList, name: str) -> DeckList | None:
    return None if deck.name == name else dataclasses.replace(deck, name=name)


class StateChange(QUndoCommand):
    """One step on the undo stack: the editor state before and after an edit.

    Consecutive changes with the same `merge_key` (typing a deck name) merge into one.
    """

    MERGE_ID = 4242

    def __init__(self, apply: Callable[[EditorState], None], before: EditorState,
                 after: EditorState, text: str, merge_key: str | None = None) -> None:
        super().__init__(text)
        self._apply = apply
        self.before = before
        self.after = after
        self.merge_key = merge_key

    def redo(self) -> None:
        self._apply(self.after)

    def undo(self) -> None:
        self._apply(self.before)

    def id(self) -> int:  # noqa: A003 - Qt API
        return self.MERGE_ID if self.merge_key else -1

    def mergeWith(self, other: QUndoCommand) -> bool:  # noqa: N802 - Qt API
        if not isinstance(other, StateChange) or other.merge_key != self.merge_key:
            return False
        self.after = other.after
        return True
