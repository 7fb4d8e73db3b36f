"""A deck list: which cards, how many, and in which part of the deck (RUP4 103).

Names are canonical card names (see `app.cards.catalog`). Legality (40 cards, domain
identity, copy limits) is checked elsewhere; this is only the list.
"""

from __future__ import annotations

from dataclasses import dataclass, field

__all__ = ["DeckList"]

CardCount = tuple[str, int]


@dataclass(frozen=True)
class DeckList:
    """A deck as written in a list.

    `main` excludes the one copy of the chosen champion: that copy starts the game in the
    champion zone, not the main deck (RUP4 103.2.a.1), and the Piltover Archive layout
    lists it in its own block. `main_count` adds it back.
    """

    name: str
    legend: str
    champion: str | None
    main: tuple[CardCount, ...]
    battlefields: tuple[str, ...]
    runes: tuple[CardCount, ...]
    sideboard: tuple[CardCount, ...] = field(default=())
    # What a shared list said about itself (player, event, date, ...): kept, never compared.
    notes: str = field(default="", compare=False)

    def __post_init__(self) -> None:
        # Accept lists from callers but store tuples, so a DeckList stays hashable, and merge
        # repeated names so equal decks compare equal however they were written.
        for attr in ("main", "runes", "sideboard"):
            merged: dict[str, int] = {}
            for name, count in getattr(self, attr):
                if int(count) < 1:
                    raise ValueError(f"{attr}: count of {name!r} must be at least 1")
                merged[str(name)] = merged.get(str(name), 0) + int(count)
            object.__setattr__(self, attr, tuple(merged.items()))
        object.__setattr__(self, "battlefields", tuple(self.battlefields))

    @property
    def main_count(self) -> int:
        """Cards in the main deck including the chosen champion (40 for a legal deck)."""
        return sum(c for _, c in self.main) + (1 if self.champion else 0)

    @property
    def rune_count(self) -> int:
        return sum(c for _, c in self.runes)

    def main_cards(self) -> list[str]:
        """The main deck, one name per copy, without the chosen champion's copy."""
        return _expand(self.main)

    def rune_cards(self) -> list[str]:
        """The rune deck, one name per copy."""
        return _expand(self.runes)

    def sideboard_cards(self) -> list[str]:
        return _expand(self.sideboard)

    def count(self, name: str) -> int:
        """Copies of a card in the main deck, the chosen champion included."""
        return sum(c for n, c in self.main if n == name) + (1 if self.champion == name else 0)


def _expand(entries: tuple[CardCount, ...]) -> list[str]:
    return [name for name, count in entries for _ in range(count)]
