"""The ban list (Tournament Rules 601.2.d) as data: app/decks/data/banlist.toml.

The file is package data, so an installed app reads it too; a new list is a new file, not
new code. A broken file raises BanListError naming the problem.
"""

from __future__ import annotations

import datetime as dt
import functools
import tomllib
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from app.cards.catalog import normalize_code, normalize_name

__all__ = ["BanList", "BanListError", "BannedCard", "load_banlist", "read_banlist"]


class BanListError(ValueError):
    """The ban list file cannot be read."""


@dataclass(frozen=True)
class BannedCard:
    code: str
    name: str


@dataclass(frozen=True)
class BanList:
    date: dt.date
    formats: tuple[str, ...]
    cards: tuple[BannedCard, ...]

    def applies_to(self, fmt: str) -> bool:
        return fmt in self.formats

    @functools.cached_property
    def _keys(self) -> tuple[dict[str, int], dict[str, int]]:
        """The first entry for each normalized code and name (the list never changes)."""
        codes: dict[str, int] = {}
        names: dict[str, int] = {}
        for i, card in enumerate(self.cards):
            codes.setdefault(normalize_code(card.code), i)
            names.setdefault(normalize_name(card.name), i)
        return codes, names

    def banned(self, code: str, name: str) -> BannedCard | None:
        """The entry banning this card, by code or by name (reprints share the ban)."""
        codes, names = self._keys
        hits = [i for i in (codes.get(normalize_code(code)), names.get(normalize_name(name)))
                if i is not None]
        return self.cards[min(hits)] if hits else None


def read_banlist(text: str, source: str = "banlist.toml") -> BanList:
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise BanListError(f"{source}: {exc}") from exc
    date = data.get("date")
    if not isinstance(date, dt.date):
        raise BanListError(f"{source}: `date` must be a date like 2026-08-09")
    formats = data.get("formats", [])
    if not isinstance(formats, list) or not all(isinstance(f, str) for f in formats):
        raise BanListError(f"{source}: `formats` must be a list of format names")
    cards = []
    for index, entry in enumerate(data.get("banned", []), start=1):
        code, name = entry.get("code"), entry.get("name")
        if not isinstance(code, str) or not isinstance(name, str) or not code or not name:
            raise BanListError(f"{source}: banned card #{index} needs a `code` and a `name`")
        cards.append(BannedCard(normalize_code(code), name))
    return BanList(date, tuple(formats), tuple(cards))


@functools.cache
def load_banlist(path: Path | None = None) -> BanList:
    """The bundled ban list (or the file at `path`), read once."""
    if path is not None:
        return read_banlist(Path(path).read_text(encoding="utf-8"), Path(path).name)
    text = resources.files("app.decks").joinpath("data/banlist.toml").read_text(encoding="utf-8")
    return read_banlist(text)
