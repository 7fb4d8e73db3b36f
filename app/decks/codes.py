"""Piltover Archive deck codes (after Legends of Runeterra's codes), in two layers.

Layer 1 works without the card catalog: a code <-> a `RawDeck` of (card id, count) entries
(`decode_raw`, `encode_raw`), so codes with cards of sets we do not ship still decode and
re-encode exactly. Layer 2 maps a `RawDeck` <-> a `DeckList` through the catalog
(`decode_deck_code`, `encode_deck_code`).

The byte layout (see DECK-FORMATS.md in the shared reference):
- RFC 4648 base32 without padding; unsigned LEB128 varints.
- Byte 0: high nibble format (1), low nibble version.
- Versions 1-4: the main list as count groups from 12 copies down to 1. For each count a
  varint with the number of groups; a group is: varint number of cards, varint set id,
  varint variant id, then one varint card number per card. Version 4 writes a number-kind
  flag (0 normal, 1 rune `R02`, 2 `SP1`) before each card number.
- Version 2+ appends the sideboard the same way, counts 3 down to 1.
- Version 3+ appends the chosen champion: varint 0, or 1 then set id, variant id,
  (version 4+: flag) and card number.
- Versions 5 and 6 ("sparse"): after byte 0 a flags varint (1 when any card carries a
  number-kind flag, else 0); then the main list as: varint number of distinct copy counts,
  and for each (highest first) the copy count, the number of groups, and the groups; the
  sideboard the same way; the chosen champion as above; version 6 then appends the additional
  legends: a varint count and (set, variant, [flag,] number) for each.

Versions 1-3 are checked against vectors verified with the reference implementation. The
version 4 and 6 layouts are inferred from transcribed (unverified) vectors, and version 5 is
inferred as version 6 without the legend list (there is no vector for it).

What the encoder writes beyond the description, chosen to reproduce the verified vectors:
groups of one copy count are ordered by set id, then variant id (not by length); numbers in a
group ascend (normal numbers before `R` before `SP` numbers of one set, a guess).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import IntEnum

from app.cards.catalog import Catalog, load_catalog
from app.cards.models import CardFacts
from app.decks.model import CardCount, DeckList
from app.engine.core.enums import CardType

__all__ = [
    "DEFAULT_VERSION",
    "SET_IDS",
    "SUPPORTED_VERSIONS",
    "VARIANTS",
    "CardId",
    "DeckCodeError",
    "NumberKind",
    "RawDeck",
    "code_version",
    "decode_deck_code",
    "decode_raw",
    "deck_to_raw",
    "encode_deck_code",
    "encode_raw",
    "raw_to_deck",
]

FORMAT = 1
DEFAULT_VERSION = 3
SUPPORTED_VERSIONS = (1, 2, 3, 4, 5, 6)
MAX_COPIES = 99  # a decoded deck never holds more copies of a card (as text.MAX_COUNT)

SET_IDS: dict[str, int] = {"OGN": 0, "OGS": 1, "ARC": 2, "SFD": 3, "UNL": 4, "VEN": 5, "RAD": 6}
SET_CODES: dict[int, str] = {v: k for k, v in SET_IDS.items()}
# Variant id -> the suffix written after the number ("" is the base art).
VARIANTS: dict[int, str] = {0: "", 1: "a", 2: "s", 3: "b"}
_VARIANT_IDS: dict[str, int] = {"": 0, "a": 1, "s": 2, "*": 2, "b": 3}

_B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
_B32_VALUES = {ch: i for i, ch in enumerate(_B32)}
_MAX_VARINT_BYTES = 5  # 35 bits: far beyond any count, set or number
_CARD_CODE_RE = re.compile(
    r"^(?P<set>[A-Za-z]{3})-(?:(?P<sp>SP)(?P<spn>\d+)|(?P<r>R)(?P<rn>\d+)|(?P<n>\d+))"
    r"(?P<var>[a-zA-Z*]?)$",
    re.IGNORECASE,
)


class DeckCodeError(ValueError):
    """A deck code could not be read or written.

    `position` is the 1-based character of the code for base32 errors, `byte` the 0-based
    byte offset for layout errors; either may be None.
    """

    def __init__(self, message: str, *, position: int | None = None, byte: int | None = None):
        super().__init__(message)
        self.message = message
        self.position = position
        self.byte = byte

    def __str__(self) -> str:
        return self.message


class NumberKind(IntEnum):
    """How a collector number is written: `007`, `R02` (runes of later sets) or `SP1`."""

    NORMAL = 0
    RUNE = 1
    SPECIAL = 2


@dataclass(frozen=True, order=True)
class CardId:
    """One printing as a deck code names it: set id, number kind, number and variant."""

    set_id: int
    kind: NumberKind
    number: int
    variant: int = 0

    @classmethod
    def parse(cls, code: str) -> CardId:
        """`OGN-007`, `SFD-R02`, `VEN-SP1`, `OGN-288a`, `OGN-007*`; raises DeckCodeError."""
        m = _CARD_CODE_RE.match(code.strip())
        if not m:
            raise DeckCodeError(f"'{code}' is not a card code like OGN-007")
        set_code = m["set"].upper()
        if set_code not in SET_IDS:
            raise DeckCodeError(f"set {set_code} of {code} has no id in deck codes")
        variant = m["var"].lower()
        if variant not in _VARIANT_IDS:
            raise DeckCodeError(f"unknown variant '{m['var']}' in {code}")
        if m["sp"]:
            kind, number = NumberKind.SPECIAL, int(m["spn"])
        elif m["r"]:
            kind, number = NumberKind.RUNE, int(m["rn"])
        else:
            kind, number = NumberKind.NORMAL, int(m["n"])
        return cls(SET_IDS[set_code], kind, number, _VARIANT_IDS[variant])

    @property
    def set_code(self) -> str:
        return SET_CODES[self.set_id]

    @property
    def base_code(self) -> str:
        """The code without the variant suffix, as the catalog keys cards: `OGN-007`."""
        if self.kind is NumberKind.RUNE:
            number = f"R{self.number:02d}"
        elif self.kind is NumberKind.SPECIAL:
            number = f"SP{self.number}"
        else:
            number = f"{self.number:03d}"
        return f"{self.set_code}-{number}"

    @property
    def code(self) -> str:
        """The full code with the variant suffix: `OGN-288a`."""
        return self.base_code + VARIANTS[self.variant]

    def __str__(self) -> str:
        return self.code


RawEntry = tuple[CardId, int]


@dataclass(frozen=True)
class RawDeck:
    """A deck code's content, without the catalog.

    `main` holds every card of the deck (legend, champions, main deck, battlefields, runes);
    `champion` is the chosen champion (one of the main cards, versions 3+); `legends` the
    additional legends of version 6. `version` is the version read (or to write).
    """

    main: tuple[RawEntry, ...]
    sideboard: tuple[RawEntry, ...] = ()
    champion: CardId | None = None
    legends: tuple[CardId, ...] = ()
    version: int = DEFAULT_VERSION

    def canonical(self) -> RawDeck:
        """Repeated cards merged and entries in code order (for comparisons)."""
        return RawDeck(
            tuple(_merge(self.main)),
            tuple(_merge(self.sideboard)),
            self.champion,
            self.legends,
            self.version,
        )

    def entries(self) -> dict[str, int]:
        """Main entries as {"OGN-007": 3} (variants kept), for tests and tools."""
        return {card.code: count for card, count in _merge(self.main)}


def _merge(entries: Iterable[RawEntry]) -> list[RawEntry]:
    merged: Counter[CardId] = Counter()
    for card, count in entries:
        merged[card] += count
    return sorted(merged.items(), key=lambda e: (-e[1], e[0]))


# -- base32 and varints ----------------------------------------------------------------------


def _b32encode(data: bytes) -> str:
    out: list[str] = []
    buffer = bits = 0
    for byte in data:
        buffer = (buffer << 8) | byte
        bits += 8
        while bits >= 5:
            bits -= 5
            out.append(_B32[(buffer >> bits) & 31])
    if bits:
        out.append(_B32[(buffer << (5 - bits)) & 31])
    return "".join(out)


def _b32decode(code: str) -> bytes:
    """RFC 4648 base32; padding optional, case ignored. Errors name the 1-based position."""
    body = code.rstrip("=")
    if "=" in body:
        position = body.index("=") + 1
        raise DeckCodeError(f"not base32 at position {position}: '='", position=position)
    if len(body) % 8 in (1, 3, 6):
        raise DeckCodeError(
            f"a base32 code cannot have {len(body)} characters (cut off?)", position=len(body)
        )
    out = bytearray()
    buffer = bits = 0
    for index, ch in enumerate(body):
        value = _B32_VALUES.get(ch.upper())
        if value is None:
            raise DeckCodeError(f"not base32 at position {index + 1}: {ch!r}", position=index + 1)
        buffer = ((buffer << 5) | value) & 0xFFFF
        bits += 5
        if bits >= 8:
            bits -= 8
            out.append((buffer >> bits) & 0xFF)
    return bytes(out)


class _Reader:
    def __init__(self, data: bytes) -> None:
        self.data = data
        self.pos = 0

    def varint(self, what: str) -> int:
        start = self.pos
        value = shift = 0
        while True:
            if self.pos >= len(self.data):
                raise DeckCodeError(
                    f"truncated after {len(self.data)} bytes (reading {what})", byte=self.pos
                )
            byte = self.data[self.pos]
            self.pos += 1
            value |= (byte & 0x7F) << shift
            if not byte & 0x80:
                return value
            shift += 7
            if self.pos - start >= _MAX_VARINT_BYTES:
                raise DeckCodeError(f"number too long at byte {start} ({what})", byte=start)

    def at_most(self, value: int, limit: int, what: str) -> int:
        if value > limit:
            raise DeckCodeError(
                f"{what} {value} at byte {self.pos - 1} is too large", byte=self.pos - 1
            )
        return value


def _varint(value: int) -> bytes:
    if value < 0:
        raise DeckCodeError(f"cannot encode negative number {value}")
    out = bytearray()
    while True:
        low = value & 0x7F
        value >>= 7
        if value:
            out.append(low | 0x80)
        else:
            out.append(low)
            return bytes(out)


# -- layer 1: code <-> RawDeck --------------------------------------------------------------


def code_version(code: str) -> int:
    """The version a code declares (raises DeckCodeError if it declares none we read)."""
    return decode_raw(code).version


def decode_raw(code: str) -> RawDeck:
    """Read a deck code into (card id, count) entries, without the catalog."""
    text = code.strip()
    if not text:
        raise DeckCodeError("the deck code is empty")
    data = _b32decode(text)
    if not data:
        raise DeckCodeError("truncated after 0 bytes (reading the version)", byte=0)
    fmt, version = data[0] >> 4, data[0] & 0x0F
    if fmt != FORMAT:
        raise DeckCodeError(f"unsupported format {fmt} (this reads format {FORMAT})", byte=0)
    if version not in SUPPORTED_VERSIONS:
        raise DeckCodeError(f"unsupported version {version}", byte=0)
    r = _Reader(data)
    r.pos = 1
    if version >= 5:
        flags = r.varint("the flags")
        if flags not in (0, 1):
            raise DeckCodeError(f"unknown flags {flags} at byte 1", byte=1)
        with_kind = flags == 1
        main = _read_sparse(r, with_kind, "main deck")
        side = _read_sparse(r, with_kind, "sideboard")
    else:
        with_kind = version >= 4
        main = _read_dense(r, 12, with_kind, "main deck")
        side = _read_dense(r, 3, with_kind, "sideboard") if version >= 2 else []
    champion = None
    if version >= 3:
        present = r.varint("the chosen champion flag")
        if present not in (0, 1):
            raise DeckCodeError(
                f"chosen champion flag {present} at byte {r.pos - 1} is not 0 or 1",
                byte=r.pos - 1,
            )
        if present:
            set_id, variant = _set_and_variant(r)
            champion = _card(r, set_id, variant, with_kind)
    legends: list[CardId] = []
    if version >= 6:
        count = r.varint("the number of legends")
        r.at_most(count, len(data), "legend count")
        for _ in range(count):
            set_id, variant = _set_and_variant(r)
            legends.append(_card(r, set_id, variant, with_kind))
    if r.pos != len(data):
        extra = len(data) - r.pos
        raise DeckCodeError(
            f"{extra} unexpected byte(s) after the deck at byte {r.pos}", byte=r.pos
        )
    return RawDeck(tuple(main), tuple(side), champion, tuple(legends), version)


def _read_dense(r: _Reader, top: int, with_kind: bool, part: str) -> list[RawEntry]:
    entries: list[RawEntry] = []
    for copies in range(top, 0, -1):
        _read_groups(r, copies, with_kind, part, entries)
    return entries


def _read_sparse(r: _Reader, with_kind: bool, part: str) -> list[RawEntry]:
    entries: list[RawEntry] = []
    counts = r.varint(f"the number of copy counts of the {part}")
    r.at_most(counts, len(r.data), "number of copy counts")
    for _ in range(counts):
        copies = r.varint(f"a copy count of the {part}")
        if copies < 1:
            raise DeckCodeError(f"copy count 0 at byte {r.pos - 1}", byte=r.pos - 1)
        _read_groups(r, copies, with_kind, part, entries)
    return entries


def _read_groups(
    r: _Reader, copies: int, with_kind: bool, part: str, entries: list[RawEntry]
) -> None:
    groups = r.varint(f"the number of {copies}-copy groups of the {part}")
    r.at_most(groups, len(r.data), "group count")
    for _ in range(groups):
        size = r.varint(f"a group size of the {part}")
        r.at_most(size, len(r.data), "group size")
        set_id, variant = _set_and_variant(r)
        for _ in range(size):
            entries.append((_card(r, set_id, variant, with_kind), copies))


def _set_and_variant(r: _Reader) -> tuple[int, int]:
    set_id = r.varint("a set id")
    if set_id not in SET_CODES:
        raise DeckCodeError(f"unknown set id {set_id} at byte {r.pos - 1}", byte=r.pos - 1)
    variant = r.varint("a variant id")
    if variant not in VARIANTS:
        raise DeckCodeError(f"unknown variant id {variant} at byte {r.pos - 1}", byte=r.pos - 1)
    return set_id, variant


def _card(r: _Reader, set_id: int, variant: int, with_kind: bool) -> CardId:
    kind = NumberKind.NORMAL
    if with_kind:
        flag = r.varint("a card number flag")
        if flag not in NumberKind._value2member_map_:
            raise DeckCodeError(
                f"unknown card number flag {flag} at byte {r.pos - 1}", byte=r.pos - 1
            )
        kind = NumberKind(flag)
    number = r.varint("a card number")
    return CardId(set_id, kind, number, variant)


def encode_raw(deck: RawDeck, version: int | None = None) -> str:
    """Write entries as a deck code (canonical order: equal decks give equal codes)."""
    version = deck.version if version is None else version
    if version not in SUPPORTED_VERSIONS:
        raise DeckCodeError(f"unsupported version {version}")
    main, side = _merge(deck.main), _merge(deck.sideboard)
    all_cards = [c for c, _ in main] + [c for c, _ in side] + list(deck.legends)
    if deck.champion is not None:
        all_cards.append(deck.champion)
    special = [c for c in all_cards if c.kind is not NumberKind.NORMAL]
    if special and version < 4:
        raise DeckCodeError(f"{special[0]} needs a version 4 or later code")
    if deck.legends and version < 6:
        raise DeckCodeError("additional legends need a version 6 code")
    if side and version < 2:
        raise DeckCodeError("a sideboard needs a version 2 or later code")
    for card, _ in main + side:
        if card.set_id not in SET_CODES or card.variant not in VARIANTS:
            raise DeckCodeError(f"{card!r} has no set or variant id")
    if version < 5:
        for entries, top, part in ((main, 12, "main deck"), (side, 3, "sideboard")):
            for card, count in entries:
                if count > top:
                    raise DeckCodeError(
                        f"{count} copies of {card} in the {part}: a version {version} code "
                        f"holds at most {top}"
                    )
    out = bytearray([FORMAT << 4 | version])
    if version >= 5:
        with_kind = bool(special)
        out += _varint(int(with_kind))
        out += _write_sparse(main, with_kind) + _write_sparse(side, with_kind)
    else:
        with_kind = version >= 4
        out += _write_dense(main, 12, with_kind)
        if version >= 2:
            out += _write_dense(side, 3, with_kind)
    if version >= 3:
        if deck.champion is None:
            out += _varint(0)
        else:
            c = deck.champion
            out += _varint(1) + _varint(c.set_id) + _varint(c.variant) + _number(c, with_kind)
    if version >= 6:
        out += _varint(len(deck.legends))
        for c in deck.legends:
            out += _varint(c.set_id) + _varint(c.variant) + _number(c, with_kind)
    return _b32encode(bytes(out))


def _number(card: CardId, with_kind: bool) -> bytes:
    return (_varint(int(card.kind)) if with_kind else b"") + _varint(card.number)


def _groups(entries: list[RawEntry], copies: int, with_kind: bool) -> bytes:
    by_group: dict[tuple[int, int], list[CardId]] = {}
    for card, count in entries:
        if count == copies:
            by_group.setdefault((card.set_id, card.variant), []).append(card)
    out = bytearray(_varint(len(by_group)))
    for (set_id, variant), cards in sorted(by_group.items()):
        out += _varint(len(cards)) + _varint(set_id) + _varint(variant)
        for card in sorted(cards, key=lambda c: (c.kind, c.number)):
            out += _number(card, with_kind)
    return bytes(out)


def _write_dense(entries: list[RawEntry], top: int, with_kind: bool) -> bytes:
    return b"".join(_groups(entries, copies, with_kind) for copies in range(top, 0, -1))


def _write_sparse(entries: list[RawEntry], with_kind: bool) -> bytes:
    counts = sorted({count for _, count in entries}, reverse=True)
    out = bytearray(_varint(len(counts)))
    for copies in counts:
        out += _varint(copies) + _groups(entries, copies, with_kind)
    return bytes(out)


# -- layer 2: RawDeck <-> DeckList ----------------------------------------------------------


@dataclass
class _Sections:
    legends: list[CardFacts] = field(default_factory=list)
    main: list[CardCount] = field(default_factory=list)
    facts: dict[str, CardFacts] = field(default_factory=dict)
    battlefields: list[str] = field(default_factory=list)
    runes: list[CardCount] = field(default_factory=list)

    def add(self, facts: CardFacts, count: int) -> None:
        """Put `count` copies where the card's type says."""
        if facts.type is CardType.LEGEND:
            self.legends.extend([facts] * count)
        elif facts.type is CardType.BATTLEFIELD:
            self.battlefields.extend([facts.name] * count)
        elif facts.type is CardType.RUNE:
            self.runes.append((facts.name, count))
        else:
            self.main.append((facts.name, count))
            self.facts[facts.name] = facts


_MAIN_TYPES = (CardType.UNIT, CardType.SPELL, CardType.GEAR)


def _facts(card: CardId, catalog: Catalog) -> CardFacts:
    # The catalog knows every printing (alternate arts, signed and overnumbered ones).
    found = catalog.printing(card.code)
    if found is None:
        raise DeckCodeError(f"unknown card {card.code}")
    return found


def raw_to_deck(raw: RawDeck, catalog: Catalog | None = None, name: str = "") -> DeckList:
    """Sort a code's cards into deck sections by card type (variants read as the base card)."""
    cat = catalog or load_catalog()
    s = _Sections()
    for card, count in raw.canonical().main:
        facts = _facts(card, cat)
        if count > MAX_COPIES:
            raise DeckCodeError(f"{count} copies of {card.base_code}: at most {MAX_COPIES}")
        if facts.is_token:
            raise DeckCodeError(f"{card.base_code} '{facts.name}' is a token, not a deck card")
        s.add(facts, count)
    for card in raw.legends:
        # An "additional legend" that is no legend is read where its type puts it, like any
        # card of the list: validation then says what is wrong with the deck.
        s.add(_facts(card, cat), 1)
    if len(s.legends) > 1:
        names = ", ".join(f.code for f in s.legends)
        raise DeckCodeError(f"the deck code has {len(s.legends)} legends ({names}); a deck has one")
    sideboard: list[CardCount] = []
    for card, count in raw.canonical().sideboard:
        facts = _facts(card, cat)
        if count > MAX_COPIES:
            raise DeckCodeError(f"{count} copies of {card.base_code}: at most {MAX_COPIES}")
        if facts.type not in _MAIN_TYPES or facts.is_token:
            raise DeckCodeError(
                f"sideboard card {card.base_code} '{facts.name}' is not a main-deck card"
            )
        sideboard.append((facts.name, count))
    champion = None
    main = s.main
    if raw.champion is not None:
        # A chosen champion that is no champion unit is read as written: validation says it
        # can't be one (CR 103.2.a), and the text layout marks it with a `Champion:` header.
        champion = _facts(raw.champion, cat).name
        counts = dict(main)
        if counts.get(champion, 0) < 1:
            raise DeckCodeError(
                f"the chosen champion {raw.champion.base_code} is not in the main deck"
            )
        main = [(n, c - 1 if n == champion else c) for n, c in main]
        main = [(n, c) for n, c in main if c > 0]
    # Champion units first (the chosen champion's other copies leading), the rest in code order.
    main.sort(key=lambda e: (e[0] != champion, not s.facts[e[0]].is_champion_unit))
    return DeckList(
        name=name,
        legend=s.legends[0].name if s.legends else "",  # none: illegal (CR 103.1), readable
        champion=champion,
        main=tuple(main),
        battlefields=tuple(s.battlefields),
        runes=tuple(s.runes),
        sideboard=tuple(sideboard),
    )


def deck_to_raw(
    deck: DeckList, catalog: Catalog | None = None, version: int = DEFAULT_VERSION
) -> RawDeck:
    """Every card of a deck as code entries: legend, main (champion included), battlefields,
    runes; the sideboard; the chosen champion."""
    cat = catalog or load_catalog()

    def card_id(card_name: str) -> CardId:
        facts = cat.find(card_name)
        if facts is None:
            raise DeckCodeError(f"unknown card '{card_name}'")
        return CardId.parse(facts.code)

    main: list[RawEntry] = [(card_id(deck.legend), 1)] if deck.legend else []
    main += [(card_id(n), c) for n, c in deck.main]
    if deck.champion:
        main.append((card_id(deck.champion), 1))
    main += [(card_id(n), c) for n, c in Counter(deck.battlefields).items()]
    main += [(card_id(n), c) for n, c in deck.runes]
    side = [(card_id(n), c) for n, c in deck.sideboard]
    champion = card_id(deck.champion) if deck.champion and version >= 3 else None
    return RawDeck(tuple(main), tuple(side), champion, (), version)


def decode_deck_code(code: str, catalog: Catalog | None = None, name: str = "") -> DeckList:
    """A deck from a Piltover Archive code (versions 1-6); raises DeckCodeError."""
    return raw_to_deck(decode_raw(code), catalog, name)


def encode_deck_code(
    deck: DeckList, version: int = DEFAULT_VERSION, catalog: Catalog | None = None
) -> str:
    """The Piltover Archive code of a deck. Versions 1 and 2 carry no chosen champion (its
    copy stays in the list); version 1 has no sideboard. Raises DeckCodeError."""
    return encode_raw(deck_to_raw(deck, catalog, version), version)
