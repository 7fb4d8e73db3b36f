"""Read a deck in any format people share, and write it in each of them.

Formats read by `parse_any` (detected in this order):
- "code": a Piltover Archive deck code (one word of base32; `app.decks.codes`).
- "tts": Tabletop Simulator tokens, `OGS-019-1 OGS-004-1 ...`, one per copy, `-1` the base art
  (any variant number is read as the card); order legend, chosen champion, main deck,
  battlefields, runes.
- "text": the Piltover Archive layout (blocks: legend, chosen champion, main, battlefields,
  runes), and "headed": lists with `Legend:` / `== Main Deck ==` headers (`app.decks.text`).
- "flat": one block of `count name` lines, codes optional (`2 Petty Officer (OGN-215)`), the
  legend, battlefields and runes included; each line's section comes from its card's type.

The chosen champion in formats that do not mark it: a TTS list or a flat list names the
chosen champion right after the legend, so when the list starts with the legend and the next
card is a champion unit, that card (one copy) is read as the chosen champion. Exports follow
the same rule: the champion's copies come right after the legend. A deck without a chosen
champion is written with a non-champion card first so that it reads back without one (only
the order of its main deck changes). When its main deck holds nothing but champion units, the
list with codes puts a `MainDeck:` header over them (a headed main deck names no champion).
A deck read as written though illegal (no legend, a chosen champion that is no champion
unit; validation says what is wrong) gets a `Champion:` header over its chosen champion.
A TTS list, which has no headers, refuses what only headers can say: every export reads
back as the same deck or says why it cannot be written.

Export formats (`export(deck, fmt)`): "text" (Piltover Archive), "codes" (flat list with
codes), "tts" and "code" (deck code, version 3 unless asked).
"""

from __future__ import annotations

import base64
import binascii
import re
from collections import Counter
from pathlib import Path

from app.cards.catalog import Catalog, load_catalog
from app.cards.models import CardFacts
from app.decks.codes import DEFAULT_VERSION, DeckCodeError, decode_deck_code, encode_deck_code
from app.decks.jsonlist import looks_like_json, parse_json_deck
from app.decks.model import CardCount, DeckList
from app.decks.text import (
    _SIDEBOARD,
    MAX_CHARS,
    MAX_COUNT,
    DeckFormatError,
    champion_needs_header,
    format_piltover_text,
    header_section,
    parse_piltover_text,
)
from app.engine.core.enums import CardType

__all__ = [
    "EXPORT_FORMATS",
    "DeckExportError",
    "DeckImportError",
    "canonical",
    "detect_format",
    "export",
    "format_code_list",
    "format_tts",
    "parse_any",
    "parse_file",
    "parse_tts",
]

EXPORT_FORMATS = ("text", "codes", "tts", "code")

# A TTS token: a card code ("OGS-004", "SFD-R02", "OGN-288a") and an art number.
_TTS_TOKEN_RE = re.compile(r"^(?P<code>[A-Za-z]{2,4}-[A-Za-z0-9]{1,6}?[a-z*]?)-(?P<art>\d{1,3})$")
_TTS_LOOSE_RE = re.compile(r"^[A-Za-z]{2,4}-\S*-\S*$")  # looks like it was meant as a token
_SEPARATORS = re.compile(r"[\s,;]+")


class DeckImportError(ValueError):
    """A deck could not be read. The message names the line (text), the token (TTS) or the
    character position (codes).

    `fmt` is the detected format; `line_no` is 1-based (0: the list as a whole); `position`
    is the 1-based token number (TTS) or character (code), else None.
    """

    def __init__(
        self,
        message: str,
        *,
        fmt: str = "",
        line_no: int = 0,
        line_text: str = "",
        position: int | None = None,
        problems: tuple[DeckFormatError, ...] = (),
        partial: DeckList | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.fmt = fmt
        self.line_no = line_no
        self.line_text = line_text
        self.position = position
        # Every bad line or token (one DeckFormatError each), and the deck the rest of the list
        # makes: a caller may offer "N cards could not be read: ... Import the rest?".
        self.problems: tuple[DeckFormatError, ...] = problems
        self.partial = partial
        self.source: str | None = None  # file name, set by whoever read the file

    @classmethod
    def from_format_error(cls, exc: DeckFormatError, fmt: str) -> DeckImportError:
        problems = exc.problems if exc.partial is not None or len(exc.problems) > 1 else ()
        return cls(str(exc), fmt=fmt, line_no=exc.line_no, line_text=exc.line_text,
                   problems=problems, partial=exc.partial)  # fmt: skip

    def left_out(self) -> list[str]:
        """What a partial import leaves out: one "line 3: 3 Gustt" per bad line or token."""
        return [f"line {p.line_no}: {p.line_text}" if p.line_no else p.message
                for p in self.problems]  # fmt: skip

    def __str__(self) -> str:
        return f"{self.source}: {self.message}" if self.source else self.message


class DeckExportError(ValueError):
    """A deck cannot be written in a format (unknown card, no sideboard in TTS, ...)."""


# -- detection and reading -------------------------------------------------------------------


_BASE32_RE = re.compile(r"^[A-Z2-7]+=*$")


def detect_format(text: str) -> str:
    """The format of `text`: "code", "pixelborn", "tts", "json", "flat", "headed", "text", or
    "empty"."""
    body = _clean(text)
    if not body:
        return "empty"
    if looks_like_json(body):
        return "json"
    words = _SEPARATORS.split(body)
    if _TTS_LOOSE_RE.match(words[0]):
        return "tts"
    if len(words) == 1:
        # A deck code is base32; Pixelborn writes base64 (lower case, digits 0-9, + /).
        if not _BASE32_RE.match(body) and _pixelborn_tokens(body) is not None:
            return "pixelborn"
        return "code"
    if _headed(body):
        return "headed"
    return "flat" if _is_flat(body) else "text"


def parse_any(text: str, catalog: Catalog | None = None, name: str = "") -> DeckList:
    """A deck from text in any supported format; raises DeckImportError (a ValueError).

    When only some lines or tokens are bad, the error lists them all (`problems`) and holds
    the deck the others make (`partial`); nothing is imported unless the caller asks."""
    cat = catalog or load_catalog()
    if len(text) > MAX_CHARS:
        raise DeckImportError(f"the list is too long for a deck list ({len(text):,} characters; "
                              f"at most {MAX_CHARS:,})", fmt="file")  # fmt: skip
    body = _clean(text)
    fmt = detect_format(body)
    if fmt == "empty":
        raise DeckImportError("the deck list is empty", fmt=fmt)
    if fmt == "code":
        try:
            return decode_deck_code(body, cat, name)
        except DeckCodeError as exc:
            raise DeckImportError(f"deck code: {exc}", fmt=fmt, position=exc.position) from exc
    if fmt == "pixelborn":
        try:
            return parse_tts(_pixelborn_tokens(body) or "", cat, name)
        except DeckImportError as exc:
            exc.fmt = fmt
            exc.message = f"Pixelborn code: {exc.message}"
            exc.args = (exc.message,)
            raise
    if fmt == "tts":
        return parse_tts(body, cat, name)
    try:
        if fmt == "json":
            return parse_json_deck(body, cat, name)
        return parse_piltover_text(body, cat, name)
    except DeckFormatError as exc:
        raise DeckImportError.from_format_error(exc, fmt) from exc


def _pixelborn_tokens(word: str) -> str | None:
    """The TTS tokens inside a Pixelborn code (base64 of tokens joined by `$`), or None."""
    padded = word + "=" * (-len(word) % 4)
    alt = b"-_" if ("-" in word or "_" in word) else None
    try:
        raw = base64.b64decode(padded, altchars=alt, validate=True).decode("utf-8")
    except (binascii.Error, ValueError):
        return None
    tokens = [t for t in re.split(r"[$\s,;]+", raw) if t]
    if not tokens or not all(_TTS_LOOSE_RE.match(t) for t in tokens):
        return None
    return " ".join(tokens)


def parse_file(path: Path | str, catalog: Catalog | None = None) -> DeckList:
    """Read a deck file in any format; the deck is named after the file. Errors (including
    unreadable files) are DeckImportError naming the file."""
    path = Path(path)
    try:
        with path.open(encoding="utf-8-sig") as file:
            text = file.read(MAX_CHARS + 1)  # enough to say a bigger file is too long
    except (OSError, UnicodeDecodeError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        error = DeckImportError(f"cannot read the file: {reason}", fmt="file")
        error.source = path.name
        raise error from exc
    try:
        return parse_any(text, catalog, name=path.stem)
    except DeckImportError as exc:
        exc.source = path.name
        raise


def parse_tts(text: str, catalog: Catalog | None = None, name: str = "") -> DeckList:
    """Read Tabletop Simulator tokens (see the module docstring for the champion rule).
    Every bad token is reported, with the deck the others make (see DeckImportError)."""
    cat = catalog or load_catalog()
    cards: list[CardFacts] = []
    bad: list[DeckImportError] = []
    number = 0
    for line_no, line in enumerate(text.splitlines(), start=1):
        for token in _SEPARATORS.split(line.strip()):
            if token:
                number += 1
                if number > 10 * MAX_COUNT:
                    raise _tts_error(token, line_no, number, "too many cards for a deck")
                try:
                    cards.append(_tts_card(cat, token, line_no, number))
                except DeckImportError as exc:
                    bad.append(exc)
    if bad:
        try:
            partial = _tts_deck(cards, cat, name) if cards else None
        except DeckImportError:
            partial = None
        # The message names line and token already ("line 1, token 3 'X': ..."), so the
        # problem carries no line number of its own to prefix.
        problems = tuple(DeckFormatError(0, e.line_text, e.message) for e in bad)
        if len(bad) == 1:
            first = bad[0]
            first.problems, first.partial = problems, partial
            raise first
        listed = "\n".join(e.message for e in bad)
        raise DeckImportError(
            f"{len(bad)} tokens could not be read:\n{listed}", fmt="tts",
            line_no=bad[0].line_no, line_text=bad[0].line_text, position=bad[0].position,
            problems=problems, partial=partial,
        )  # fmt: skip
    if not cards:
        raise DeckImportError("the deck list is empty", fmt="tts")
    return _tts_deck(cards, cat, name)


def _tts_deck(cards: list[CardFacts], cat: Catalog, name: str) -> DeckList:
    """The deck of these cards. Without a legend it is read with legend "": readable, and
    illegal (CR 103.1), which validation says."""
    legends = [c for c in cards if c.type is CardType.LEGEND]
    if len(legends) > 1:
        raise DeckImportError(f"the TTS list has {len(legends)} legends; a deck has one",
                              fmt="tts")
    main: list[CardCount] = []
    battlefields: list[str] = []
    runes: list[CardCount] = []
    for card in cards:
        if card.type is CardType.BATTLEFIELD:
            battlefields.append(card.name)
        elif card.type is CardType.RUNE:
            runes.append((card.name, 1))
        elif card.type is not CardType.LEGEND:
            main.append((card.name, 1))
    legend = legends[0].name if legends else ""
    deck = DeckList(name, legend, None, tuple(main), tuple(battlefields), tuple(runes))
    for part in (deck.main, deck.runes, tuple(Counter(deck.battlefields).items())):
        for card_name, count in part:
            if count > MAX_COUNT:
                raise DeckImportError(
                    f"{count} copies of '{card_name}': at most {MAX_COUNT}", fmt="tts"
                )
    return _infer_champion(deck, cards, cat)


def _tts_card(cat: Catalog, token: str, line_no: int, number: int) -> CardFacts:
    match = _TTS_TOKEN_RE.match(token)
    if not match:
        raise _tts_error(token, line_no, number, "expected a card token like OGS-004-1")
    code = match["code"].upper()
    card = cat.printing(code)  # the catalog knows every printing, variants included
    if card is None:
        raise _tts_error(token, line_no, number, f"unknown card {code}")
    if card.is_token:
        raise _tts_error(
            token, line_no, number, f"'{card.name}' is a token: tokens are not part of a deck"
        )
    return card


def _tts_error(token: str, line_no: int, number: int, problem: str) -> DeckImportError:
    return DeckImportError(
        f"line {line_no}, token {number} '{token}': {problem}",
        fmt="tts", line_no=line_no, line_text=token, position=number,
    )  # fmt: skip


def _clean(text: str) -> str:
    return text.replace("\ufeff", "").strip()


def _headed(body: str) -> bool:
    for raw in body.splitlines():
        header = header_section(raw)
        if header is not None and header[0] not in (None, _SIDEBOARD):
            return True
    return False


def _is_flat(body: str) -> bool:
    """One block of card lines (blank lines only at the end or before a sideboard header)."""
    seen = gap = False
    for raw in body.splitlines():
        line = raw.strip()
        if line.startswith(("#", "//")):
            continue
        if not line:
            gap = gap or seen
            continue
        if header_section(line) is not None:
            break  # a sideboard header (other headers make the list "headed")
        if gap:
            return False
        seen = True
    return seen


def _infer_champion(deck: DeckList, order: list[CardFacts], catalog: Catalog) -> DeckList:
    """The card right after a leading legend is the chosen champion if it is a champion unit."""
    if deck.champion is not None or len(order) < 2 or order[0].type is not CardType.LEGEND:
        return deck
    second = order[1]
    if not second.is_champion_unit or deck.count(second.name) < 1:
        return deck
    main = [(n, c - 1 if n == second.name else c) for n, c in deck.main]
    return DeckList(
        deck.name, deck.legend, second.name, tuple((n, c) for n, c in main if c > 0),
        deck.battlefields, deck.runes, deck.sideboard,
    )  # fmt: skip


# -- writing --------------------------------------------------------------------------------


def export(
    deck: DeckList, fmt: str, catalog: Catalog | None = None, *, version: int = DEFAULT_VERSION
) -> str:
    """The deck in an export format: "text", "codes", "tts" or "code" (see the docstring)."""
    if fmt == "text":
        return format_piltover_text(deck)
    if fmt == "codes":
        return format_code_list(deck, catalog)
    if fmt == "tts":
        return format_tts(deck, catalog)
    if fmt == "code":
        try:
            return encode_deck_code(deck, version, catalog)
        except DeckCodeError as exc:
            raise DeckExportError(f"cannot write a deck code: {exc}") from exc
    raise DeckExportError(f"unknown format {fmt!r}; choose one of {', '.join(EXPORT_FORMATS)}")


def format_code_list(deck: DeckList, catalog: Catalog | None = None) -> str:
    """A flat list, `1 Name (SET-NNN)` per line: legend, main (chosen champion first, its
    copies merged), battlefields, runes; then `Sideboard:` and its cards."""
    cat = catalog or load_catalog()
    lines = [_code_line(cat, deck.legend, 1)] if deck.legend else []
    main = _main_in_order(deck, cat)
    if champion_needs_header(deck, cat) and deck.champion:
        lines += ["Champion:", _code_line(cat, deck.champion, 1), "MainDeck:"]
        main = list(deck.main)
    elif _champion_would_be_inferred(deck, main, cat):
        lines.append("MainDeck:")
    lines += [_code_line(cat, n, c) for n, c in main]
    lines += [_code_line(cat, n, c) for n, c in _runs(deck.battlefields)]
    lines += [_code_line(cat, n, c) for n, c in deck.runes]
    if deck.sideboard:
        lines.append("Sideboard:")
        lines += [_code_line(cat, n, c) for n, c in deck.sideboard]
    return "\n".join(lines) + "\n"


def format_tts(deck: DeckList, catalog: Catalog | None = None) -> str:
    """Tabletop Simulator tokens, one per copy: legend, champion, main, battlefields, runes."""
    if deck.sideboard:
        raise DeckExportError("a Tabletop Simulator list has no sideboard")
    cat = catalog or load_catalog()
    if champion_needs_header(deck, cat):
        raise DeckExportError(
            f"a Tabletop Simulator list marks the chosen champion only by its place after the "
            f"legend, which can't name '{deck.champion}'"
        )
    main = _main_in_order(deck, cat)
    if _champion_would_be_inferred(deck, main, cat):
        raise DeckExportError(
            "a Tabletop Simulator list reads a champion unit right after the legend as the "
            "chosen champion, and this deck has none but only champion units in its main deck"
        )
    cards: list[str] = [deck.legend] if deck.legend else []
    cards += [n for n, c in main for _ in range(c)]
    cards += list(deck.battlefields)
    cards += [n for n, c in deck.runes for _ in range(c)]
    return " ".join(f"{_card(cat, n).code}-1" for n in cards)


def _main_in_order(deck: DeckList, cat: Catalog) -> list[CardCount]:
    """Main deck entries with the chosen champion's copy merged in, the champion first; a
    deck without a chosen champion never starts with a champion unit if it can help it."""
    main = list(deck.main)
    if deck.champion:
        total = deck.count(deck.champion)
        return [(deck.champion, total)] + [(n, c) for n, c in main if n != deck.champion]
    for index, (card_name, _count) in enumerate(main):
        if not _card(cat, card_name).is_champion_unit:
            if index:
                main.insert(0, main.pop(index))
            break
    return main


def _champion_would_be_inferred(deck: DeckList, main: list[CardCount], cat: Catalog) -> bool:
    """Whether a flat list of this deck would read its first main-deck card as the chosen
    champion though the deck has none (its main deck is all champion units)."""
    return deck.champion is None and bool(main) and _card(cat, main[0][0]).is_champion_unit


def _card(cat: Catalog, card_name: str) -> CardFacts:
    card = cat.find(card_name)
    if card is None:
        raise DeckExportError(f"unknown card '{card_name}'")
    return card


def _code_line(cat: Catalog, card_name: str, count: int) -> str:
    card = _card(cat, card_name)
    return f"{count} {card.name} ({card.code})"


def _runs(names: tuple[str, ...]) -> list[CardCount]:
    result: list[CardCount] = []
    for card_name in names:
        if result and result[-1][0] == card_name:
            result[-1] = (card_name, result[-1][1] + 1)
        else:
            result.append((card_name, 1))
    return result


def canonical(deck: DeckList) -> DeckList:
    """The deck without its name and with every section sorted: equal cards compare equal.

    Deck codes do not keep the order of the list (nor its name); compare through this."""
    return DeckList(
        name="",
        legend=deck.legend,
        champion=deck.champion,
        main=tuple(sorted(deck.main)),
        battlefields=tuple(sorted(deck.battlefields)),
        runes=tuple(sorted(deck.runes)),
        sideboard=tuple(sorted(deck.sideboard)),
    )
