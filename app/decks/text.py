"""Read and write deck lists in the Piltover Archive text layout.

The layout is blocks separated by blank lines: legend; chosen champion (1 copy); the rest of
the main deck; battlefields; runes. Each line is `<count> <Name, Subtitle>`.

We are liberal in what we read: a line's section comes from its card's type whenever the
type decides it (legend, battlefield, rune), so flat lists ("2 Petty Officer (OGN-215)") and
headed lists ("Runes:", "== Main Deck ==") read too; `3x`, `x3`, `[OGN-123]`, odd case and
spacing are accepted. We are precise in what we write: `format_piltover_text` emits only the
canonical layout. Any error rejects the whole list, so a bad paste never half-imports.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from app.cards.catalog import Catalog, UnknownCardError, load_catalog
from app.cards.models import CardFacts
from app.decks.model import CardCount, DeckList
from app.engine.cards import CardType

__all__ = ["DeckFormatError", "format_piltover_text", "parse_piltover_text"]

MAX_COUNT = 99  # far above any legal count; stops "1000000 Gust" from expanding a deck

_COUNT_RE = re.compile(r"^(?:(?P<a>\d+)[xX]?|[xX](?P<b>\d+))$")
# A trailing printed code: "(OGN-123)", "[OGS-004]", variants like "OGN-007a" or "OGN-007*".
_CODE_RE = re.compile(r"\s*[(\[]\s*(?P<code>[A-Za-z]{2,4}-[A-Za-z0-9]{2,5}[a-z*]?)\s*[)\]]$")
_HEADER_RE = re.compile(r"^(?:=+\s*(?P<eq>[A-Za-z ]+?)\s*=+|(?P<colon>[A-Za-z][A-Za-z ]*?)\s*:)$")

# Section headers of headed lists, keyed without spaces and in lower case.
_LEGEND, _CHAMPION, _MAIN, _BATTLEFIELDS, _RUNES, _SIDEBOARD = (
    "legend", "champion", "main", "battlefields", "runes", "sideboard",
)  # fmt: skip
_HEADERS = {
    "legend": _LEGEND,
    "champion": _CHAMPION,
    "chosenchampion": _CHAMPION,
    "main": _MAIN,
    "maindeck": _MAIN,
    "deck": _MAIN,
    "battlefield": _BATTLEFIELDS,
    "battlefields": _BATTLEFIELDS,
    "rune": _RUNES,
    "runes": _RUNES,
    "runedeck": _RUNES,
    "sideboard": _SIDEBOARD,
    "sidedeck": _SIDEBOARD,
}


class DeckFormatError(ValueError):
    """A deck list could not be read. `line_no` is 1-based; 0 means the list as a whole."""

    def __init__(
        self, line_no: int, line_text: str, message: str, *, quote_line: bool = True
    ) -> None:
        super().__init__(line_no, line_text, message)
        self.line_no = line_no
        self.line_text = line_text
        self.message = message
        # Messages that already name the card ("unknown card 'X'") need no quoted line.
        self.quote_line = quote_line
        self.source: str | None = None  # file name, set by whoever read the file

    def __str__(self) -> str:
        prefix = f"{self.source}: " if self.source else ""
        if not self.line_no:
            return prefix + self.message
        quoted = f"'{self.line_text}': " if self.quote_line else ""
        return f"{prefix}line {self.line_no}: {quoted}{self.message}"


@dataclass(frozen=True)
class _Line:
    no: int
    text: str
    count: int
    card: CardFacts
    block: int  # blocks are separated by blank lines and headers
    section: str | None  # from a header, if the list has headers


def parse_piltover_text(text: str, catalog: Catalog | None = None, name: str = "") -> DeckList:
    """Read a deck list; raises DeckFormatError naming the first bad line."""
    lines = _read_lines(text, catalog or load_catalog())
    if not lines:
        raise DeckFormatError(0, "", "the deck list is empty")

    legends = [ln for ln in lines if ln.card.type is CardType.LEGEND]
    if not legends:
        raise DeckFormatError(0, "", "the deck list has no legend")
    legend = legends[0]
    if len(legends) > 1:
        extra = legends[1]
        raise DeckFormatError(
            extra.no, extra.text, f"a deck has one legend, and line {legend.no} already has one"
        )
    if legend.count != 1:
        raise DeckFormatError(legend.no, legend.text, "a deck has exactly 1 legend")

    champion_line, spare = _chosen_champion(lines, legend)
    main: list[CardCount] = [(champion_line.card.name, spare)] if champion_line and spare else []
    battlefields: list[str] = []
    runes: list[CardCount] = []
    sideboard: list[CardCount] = []
    for ln in lines:
        if ln is legend or ln is champion_line:
            continue
        if ln.card.is_token:
            raise DeckFormatError(
                ln.no, ln.text, f"'{ln.card.name}' is a token: tokens are not part of a deck"
            )
        if ln.card.type is CardType.BATTLEFIELD:
            battlefields.extend([ln.card.name] * ln.count)
        elif ln.card.type is CardType.RUNE:
            runes.append((ln.card.name, ln.count))
        elif ln.section == _SIDEBOARD:
            sideboard.append((ln.card.name, ln.count))
        else:
            main.append((ln.card.name, ln.count))
    return DeckList(
        name=name,
        legend=legend.card.name,
        champion=champion_line.card.name if champion_line else None,
        main=tuple(main),
        battlefields=tuple(battlefields),
        runes=tuple(runes),
        sideboard=tuple(sideboard),
    )


def _read_lines(text: str, catalog: Catalog) -> list[_Line]:
    result: list[_Line] = []
    block, section = 0, None
    for no, raw in enumerate(text.splitlines(), start=1):
        stripped = raw.strip()
        if not stripped:
            block += 1
            continue
        if stripped.startswith(("#", "//")):
            continue
        header = _HEADER_RE.match(stripped)
        if header:
            title = (header["eq"] or header["colon"]).replace(" ", "").lower()
            if title not in _HEADERS:
                raise DeckFormatError(no, stripped, "unknown section header")
            block, section = block + 1, _HEADERS[title]
            continue
        count, card = _read_card_line(no, stripped, catalog)
        result.append(_Line(no, stripped, count, card, block, section))
    return result


def _read_card_line(no: int, line: str, catalog: Catalog) -> tuple[int, CardFacts]:
    first, _, rest = line.replace("\t", " ").partition(" ")
    match = _COUNT_RE.match(first)
    if not match:
        raise DeckFormatError(no, line, "count must be a whole number")
    count = int(match["a"] or match["b"])
    if not 1 <= count <= MAX_COUNT:
        raise DeckFormatError(no, line, f"count must be between 1 and {MAX_COUNT}")
    rest = rest.strip()
    if rest[:2] in ("x ", "X "):  # "3 x Stalwart Poro"
        rest = rest[2:].strip()
    code_match = _CODE_RE.search(rest)
    code = code_match["code"].upper() if code_match else None
    name = rest[: code_match.start()].strip() if code_match else rest
    if not name:
        raise DeckFormatError(no, line, "expected '<count> <card name>'")

    card = catalog.find(name)
    by_code = catalog.find(code) if code else None
    if card is None:
        if by_code is not None:  # an odd spelling, but the printed code is unambiguous
            return count, by_code
        hint = UnknownCardError(name, catalog.suggest(name)).hint
        raise DeckFormatError(no, line, f"unknown card '{name}'.{hint}", quote_line=False)
    if by_code is not None and by_code is not card:
        raise DeckFormatError(no, line, f"the name is '{card.name}' but {code} is '{by_code.name}'")
    return count, card


def _chosen_champion(lines: list[_Line], legend: _Line) -> tuple[_Line | None, int]:
    """The chosen champion's line and how many further copies it adds to the main deck."""
    headed = [ln for ln in lines if ln.section == _CHAMPION and _is_main_card(ln.card)]
    if headed:
        # An explicit "Champion:" header: exactly one champion unit; extra copies go to main.
        line = headed[0]
        if len(headed) > 1:
            raise DeckFormatError(headed[1].no, headed[1].text, "only one chosen champion")
        if not line.card.is_champion_unit:
            raise DeckFormatError(line.no, line.text, f"'{line.card.name}' is not a champion unit")
        return line, line.count - 1
    # Piltover layout: the block right after the legend, holding one champion unit, count 1.
    later = [ln.block for ln in lines if ln.block > legend.block]
    if not later:
        return None, 0
    block = [ln for ln in lines if ln.block == min(later)]
    if len(block) == 1:
        line = block[0]
        if line.section is None and line.card.is_champion_unit and line.count == 1:
            return line, 0
    return None, 0


def _is_main_card(card: CardFacts) -> bool:
    return card.type in (CardType.UNIT, CardType.SPELL, CardType.GEAR)


def format_piltover_text(deck: DeckList) -> str:
    """The canonical Piltover Archive text of a deck (ends with a newline)."""
    blocks: list[list[str]] = [[f"1 {deck.legend}"]]
    if deck.champion:
        blocks.append([f"1 {deck.champion}"])
    main = [f"{count} {name}" for name, count in deck.main]
    if main and deck.champion is None and _looks_like_champion_block(deck):
        # Without a header, a lone "1 <champion>" here would read back as the chosen champion.
        main.insert(0, "MainDeck:")
    blocks.append(main)
    blocks.append([f"{count} {name}" for name, count in _runs(deck.battlefields)])
    blocks.append([f"{count} {name}" for name, count in deck.runes])
    if deck.sideboard:
        blocks.append(["Sideboard:", *(f"{count} {name}" for name, count in deck.sideboard)])
    return "\n\n".join("\n".join(b) for b in blocks if b) + "\n"


def _looks_like_champion_block(deck: DeckList) -> bool:
    if len(deck.main) != 1 or deck.main[0][1] != 1:
        return False
    card = load_catalog().find(deck.main[0][0])
    return card is not None and card.is_champion_unit


def _runs(names: tuple[str, ...]) -> list[CardCount]:
    """Group consecutive repeats only, so the written order reads back unchanged."""
    result: list[CardCount] = []
    for name in names:
        if result and result[-1][0] == name:
            result[-1] = (name, result[-1][1] + 1)
        else:
            result.append((name, 1))
    return result
