"""Read and write deck lists in the Piltover Archive text layout.

The layout is blocks separated by blank lines: legend; chosen champion (1 copy); the rest of
the main deck; battlefields; runes. Each line is `<count> <Name, Subtitle>`.

We are liberal in what we read: a line's section comes from its card's type whenever the
type decides it (legend, battlefield, rune), so flat lists ("2 Petty Officer (OGN-215)") and
headed lists ("Runes:", "== Main Deck ==") read too; `3x`, `x3`, `[OGN-123]`, odd case and
spacing are accepted. We are precise in what we write: `format_piltover_text` emits only the
canonical layout.

Also read: the chosen champion block with all the champion's copies (`2 Name`: one is chosen,
the rest join the main deck); an unheaded sixth block after the runes (the sideboard); header
styles `Main Deck:`, `Main Deck (39):`, `== Main Deck ==`, `[main]`, `## Runes`, with a first
card on the header line (`Legend: Master Yi`); the whole list squeezed onto one line or into a
markdown table (entries split at ` <count> `), its section labels inline too (`... 3 Gust
Battlefields: 1 ...`, even glued to a name: `GustBattlefields:`); a leading header block of
`key: value` lines and `=====` rules (player, event, date: the deck's notes; `Name:` or
`Deck name:` names it, else the first comment or the player); `Name x3`; names without a
count after a header. A list without a legend, or whose `Champion:` is no champion unit, is
read as written: validation says what is wrong (CR 103.1, 103.2.a).

Every bad line is reported at once and the list is refused as a whole, so a bad paste never
half-imports; the error holds the deck read from the other lines (`DeckFormatError.partial`)
for a caller that asks the player whether to import the rest.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field, replace

from app.cards.catalog import Catalog, UnknownCardError, load_catalog
from app.cards.models import CardFacts
from app.decks.model import CardCount, DeckList
from app.engine.core.enums import CardType

__all__ = [
    "DeckFormatError",
    "champion_needs_header",
    "format_piltover_text",
    "parse_piltover_text",
]

MAX_COUNT = 99  # far above any legal count; stops "1000000 Gust" from expanding a deck
# Bounds on what is read, far above any real list (a tournament list has some 70 lines), so
# a pasted book or a million garbage lines is refused at once, with a few of its errors.
MAX_CHARS = 200_000
MAX_ENTRIES = 1_000
MAX_PROBLEMS = 50

_COUNT_RE = re.compile(r"^(?:(?P<a>\d+)[xX]?|[xX](?P<b>\d+))$")


def _count(digits: str) -> int:
    """A written count; any number of more than 9 digits is just "too many" (Python refuses
    to convert very long ones)."""
    return int(digits) if len(digits) <= 9 else MAX_COUNT + 1
# A trailing printed code: "(OGN-123)", "[OGS-004]", variants like "OGN-007a" or "OGN-007*",
# or a bare code after the name ("Stalwart Poro OGN-052", as table columns give it).
_CODE_RE = re.compile(
    r"\s*(?:[(\[]\s*(?P<code>[A-Za-z]{2,4}-[A-Za-z0-9]{1,5}[a-z*]?)\s*[)\]]"
    r"|\s(?P<bare>[A-Z]{2,4}-R?\d{1,3}[a-z*]?))$"
)
# Section headers: "Main Deck:", "Main Deck (39):", "== Main Deck ==", "[main]", "## Runes";
# a colon header may carry its first card ("Legend: Master Yi, Wuju Bladesman").
_HEADER_RE = re.compile(
    r"^(?:=+\s*(?P<eq>[^=]+?)\s*=+"
    r"|\[\s*(?P<br>[A-Za-z][A-Za-z _-]*?)\s*\]"
    r"|\#+\s*(?P<md>[A-Za-z][A-Za-z _-]*?)(?:\s*\(\d+\))?"
    r"|(?P<colon>[A-Za-z][A-Za-z _-]*?)\s*(?:\(\d+\))?\s*:(?P<value>.*))$"
)
# A squeezed line holds several entries: "1 Master Yi, Wuju Bladesman 1 Master Yi, Meditative
# 2 Master Yi, Honed". It splits where a count follows a space; names have no digits, and a
# comma inside a name ("Master Yi, Honed") never splits.
_ENTRY_SPLIT_RE = re.compile(r"\s+(?=(?:\d{1,2}[xX]?|[xX]\d{1,2})\s+[^\s\d])")
# A section label inside a line ("... 3 Gentlemen's DuelBattlefields: 1 Fortified Position"):
# lists shared on one line carry their headers inline, sometimes glued to the previous name.
_INLINE_LABEL_RE = re.compile(
    r"(?i:chosen\s+champion|champion|legend|main\s*deck|main|battlefields?|rune\s+pool"
    r"|rune\s+deck|runes|side\s*deck|sideboard)\s*(?:\(\d+\))?\s*:"
)
# A rule line ("=====", "-----") around a header block of a tournament list.
_RULE_LINE_RE = re.compile(r"^[=\-_*~]{3,}$")
# "key: value" metadata above the list (player, event, date, placing; any key).
_METADATA_RE = re.compile(r"^(?P<key>[A-Za-z][^:]{0,39}?)\s*:\s*(?P<value>\S.*)$")
_TABLE_RULE_RE = re.compile(r"^\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?$")
_BULLET_RE = re.compile(r"^(?:[-*\u2022+]\s+)")

# Section headers of headed lists, keyed without spaces, dashes and underscores, lower case.
_LEGEND, _CHAMPION, _MAIN, _BATTLEFIELDS, _RUNES, _SIDEBOARD = (
    "legend", "champion", "main", "battlefields", "runes", "sideboard",
)  # fmt: skip
_HEADERS = {
    "legend": _LEGEND,
    "legends": _LEGEND,
    "championlegend": _LEGEND,
    "champion": _CHAMPION,
    "chosenchampion": _CHAMPION,
    "main": _MAIN,
    "maindeck": _MAIN,
    "mainboard": _MAIN,
    "deck": _MAIN,
    "battlefield": _BATTLEFIELDS,
    "battlefields": _BATTLEFIELDS,
    "rune": _RUNES,
    "runes": _RUNES,
    "runedeck": _RUNES,
    "runepool": _RUNES,
    "sideboard": _SIDEBOARD,
    "sidedeck": _SIDEBOARD,
    "side": _SIDEBOARD,
}
# "Deck: My Yi list" at the top is a title, not a header with a card.
_TITLE_KEYS = {"deck", "name", "title", "deckname"}


def header_section(line: str) -> tuple[str | None, str] | None:
    """For a header line, (its section or None if the title is unknown, the text after a
    colon); None for a line that is no header. A `#` line with an unknown title is a
    comment, not a header."""
    match = _HEADER_RE.match(line.strip())
    if not match:
        return None
    title = match["eq"] or match["br"] or match["md"] or match["colon"]
    key = re.sub(r"[\s_\-]|\(\d+\)|\d+", "", title).lower()
    if match["md"] is not None and key not in _HEADERS:
        return None
    return _HEADERS.get(key), (match["value"] or "").strip()


class DeckFormatError(ValueError):
    """A deck list could not be read. `line_no` is 1-based; 0 means the list as a whole.

    A list whose card lines fail (unknown cards, bad counts) fails as a whole, but the error
    lists every bad line in `problems` (one DeckFormatError each) and holds in `partial` the
    deck read from the other lines, so a caller may offer to import the rest."""

    def __init__(
        self,
        line_no: int,
        line_text: str,
        message: str,
        *,
        quote_line: bool = True,
        problems: tuple[DeckFormatError, ...] = (),
        partial: DeckList | None = None,
    ) -> None:
        super().__init__(line_no, line_text, message)
        self.line_no = line_no
        self.line_text = line_text
        self.message = message
        # Messages that already name the card ("unknown card 'X'") need no quoted line.
        self.quote_line = quote_line
        self.problems: tuple[DeckFormatError, ...] = problems or (self,)
        self.partial = partial
        self.source: str | None = None  # file name, set by whoever read the file

    @classmethod
    def many(cls, problems: list[DeckFormatError], partial: DeckList | None) -> DeckFormatError:
        """One error for several bad lines; it names the first line in its fields."""
        first = problems[0]
        if len(problems) == 1:
            first.partial = partial
            return first
        return cls(first.line_no, first.line_text, first.message, quote_line=first.quote_line,
                   problems=tuple(problems), partial=partial)  # fmt: skip

    def describe(self) -> str:
        """This one problem: "line 3: 'x Poro': count must be a whole number"."""
        if not self.line_no:
            return self.message
        quoted = f"'{self.line_text}': " if self.quote_line else ""
        return f"line {self.line_no}: {quoted}{self.message}"

    def __str__(self) -> str:
        prefix = f"{self.source}: " if self.source else ""
        if len(self.problems) > 1:
            shown = [p.describe() for p in self.problems[:MAX_PROBLEMS]]
            if len(self.problems) > MAX_PROBLEMS:
                shown.append(f"... and {len(self.problems) - MAX_PROBLEMS} more")
            lines = "\n".join(shown)
            return f"{prefix}{len(self.problems)} lines could not be read:\n{lines}"
        return prefix + self.describe()


@dataclass(frozen=True)
class _Entry:
    """One card entry as written, before its card is looked up."""

    no: int
    text: str
    block: int  # blocks are separated by blank lines and headers
    section: str | None  # from a header, if the list has headers
    squeezed: bool = False  # one of several entries on one line
    count_optional: bool = False  # "Legend: Master Yi, Wuju Bladesman"


@dataclass(frozen=True)
class _Line:
    no: int
    text: str
    count: int
    card: CardFacts
    block: int
    section: str | None
    squeezed: bool = False


def parse_piltover_text(text: str, catalog: Catalog | None = None, name: str = "") -> DeckList:
    """Read a deck list; raises DeckFormatError naming every bad line (see its `partial`)."""
    cat = catalog or load_catalog()
    if len(text) > MAX_CHARS:
        raise DeckFormatError(0, "", f"the list is too long for a deck list ({len(text):,} "
                              f"characters; at most {MAX_CHARS:,})")  # fmt: skip
    entries, problems, heading = _read_entries(text)
    if len(entries) > MAX_ENTRIES:
        extra = entries[MAX_ENTRIES]
        raise DeckFormatError(extra.no, extra.text, f"more than {MAX_ENTRIES:,} cards listed: "
                              "this is not a deck list")  # fmt: skip
    lines: list[_Line] = []
    for entry in entries:
        try:
            lines.append(_read_card_line(entry, cat))
        except DeckFormatError as exc:
            problems.append(exc)
    name = name or heading.name()
    notes = "\n".join(heading.notes)
    if problems:
        problems.sort(key=lambda p: p.line_no)
        try:
            partial = replace(_build(lines, name), notes=notes) if lines else None
        except DeckFormatError:
            partial = None
        raise DeckFormatError.many(problems, partial)
    if not lines:
        raise DeckFormatError(0, "", "the deck list is empty")
    return replace(_build(lines, name), notes=notes)


def _build(lines: list[_Line], name: str) -> DeckList:
    """The deck of these lines. A list without a legend reads as a deck with legend "":
    readable, and illegal (CR 103.1), which validation says."""
    legends = [ln for ln in lines if ln.card.type is CardType.LEGEND]
    if not legends:
        return replace(_build([_NO_LEGEND, *lines], name), legend="")
    legend = legends[0]
    if len(legends) > 1:
        extra = legends[1]
        raise DeckFormatError(
            extra.no, extra.text, f"a deck has one legend, and line {legend.no} already has one"
        )
    if legend.count != 1:
        raise DeckFormatError(legend.no, legend.text, "a deck has exactly 1 legend")

    champion_line, spare = _chosen_champion(lines, legend)
    side_lines = {id(ln) for ln in _unheaded_sideboard(lines, legend)}
    main: list[CardCount] = [(champion_line.card.name, spare)] if champion_line and spare else []
    battlefields: list[str] = []
    runes: list[CardCount] = []
    sideboard: list[CardCount] = []
    for ln in lines:
        if ln is legend or ln is champion_line or ln is _NO_LEGEND:
            continue
        if ln.card.is_token:
            raise DeckFormatError(
                ln.no, ln.text, f"'{ln.card.name}' is a token: tokens are not part of a deck"
            )
        if ln.card.type is CardType.BATTLEFIELD:
            battlefields.extend([ln.card.name] * ln.count)
        elif ln.card.type is CardType.RUNE:
            runes.append((ln.card.name, ln.count))
        elif ln.section == _SIDEBOARD or id(ln) in side_lines:
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


def _placeholder_legend() -> _Line:
    """A stand-in legend line (block -1, before every line) for a list without a legend (or
    whose legend line could not be read): it decides no chosen champion and no sideboard
    block."""
    card = CardFacts.model_construct(code="NONE-000", name="", type=CardType.LEGEND, tags=(),
                                     domains=(), keywords={}, aliases=())  # fmt: skip
    return _Line(0, "", 1, card, -1, None)


_NO_LEGEND = _placeholder_legend()


def _source_lines(text: str) -> list[tuple[int, str]]:
    """(line number, text) of every line, cleaned: BOM, tabs, non-breaking spaces, markdown
    bullets and bold marks removed; a markdown table row becomes its cells joined by spaces
    (its header row and rule dropped)."""
    raw = text.replace("\ufeff", "").replace("\u00a0", " ").replace("\t", " ").splitlines()
    out: list[tuple[int, str]] = []
    for index, line in enumerate(raw):
        stripped = line.strip()
        if stripped.startswith("|") or (stripped.count("|") >= 2 and "|" in stripped[1:]):
            if _TABLE_RULE_RE.match(stripped):
                continue
            following = raw[index + 1].strip() if index + 1 < len(raw) else ""
            if _TABLE_RULE_RE.match(following) and "-" in following:
                continue  # the table's header row ("| Count | Card |")
            cells = [c.strip() for c in stripped.strip("|").split("|")]
            cells = [c for c in cells if c]
            # "| Legend | Master Yi, Wuju Bladesman |": a section name in the first cell.
            first = header_section(cells[0] + ":") if cells else None
            if len(cells) > 1 and first is not None and first[0] is not None:
                stripped = f"{cells[0]}: {' '.join(cells[1:])}"
            else:
                # Label cells before the first counted one ("| Master Yi | 1 Master Yi, ...")
                # are the table's, not the list's.
                counted = [i for i, c in enumerate(cells) if _COUNT_RE.match(c.split(" ")[0])]
                stripped = " ".join(cells[counted[0] :] if counted else cells)
        stripped = _BULLET_RE.sub("", stripped).replace("**", "").replace("__", "").strip()
        out.extend((index + 1, piece) for piece in _split_labels(stripped))
    return out


def _split_labels(line: str) -> list[str]:
    """A line cut before each section label inside it: "Legend: X Champion: Y" gives
    "Legend: X" and "Champion: Y". A label glued to a name ("DuelBattlefields:") starts with
    a capital, so a word that merely ends like a label ("Domain:") stays whole."""
    cuts = [0]
    for match in _INLINE_LABEL_RE.finditer(line):
        start = match.start()
        before = line[start - 1] if start else " "
        if start and (before.isspace() or (before.isalpha() and line[start].isupper())):
            cuts.append(start)
    if len(cuts) == 1:
        return [line]
    return [line[a:b].strip() for a, b in itertools.pairwise([*cuts, len(line)])]


@dataclass
class _Heading:
    """What a list says about itself above its cards: a title and the rest as notes."""

    title: str = ""
    comment: str = ""  # the first comment line, the title when nothing else names the deck
    player: str = ""
    notes: list[str] = field(default_factory=list)

    def name(self) -> str:
        return self.title or self.comment or self.player

    def add(self, key: str, value: str) -> None:
        folded = re.sub(r"[\s_\-]", "", key).lower()
        if folded in _TITLE_KEYS and not self.title:
            self.title = value
            return
        if folded == "player" and not self.player:
            self.player = value
        self.notes.append(f"{key.strip()}: {value}")


def _read_entries(text: str) -> tuple[list[_Entry], list[DeckFormatError], _Heading]:
    """The card entries of a list, the bad header lines, and what its leading lines say: a
    block of `key: value` lines (player, event, date, ...; `Name:` or `Deck name:` names the
    deck), rule lines (`=====`) and comments are metadata, never cards."""
    entries: list[_Entry] = []
    problems: list[DeckFormatError] = []
    heading = _Heading()
    block, section = 0, None
    leading = True  # no card and no section header yet
    for no, line in _source_lines(text):
        if not line:
            block += 1
            continue
        if _RULE_LINE_RE.match(line):
            continue
        if line.startswith("//"):
            if leading and not heading.comment:
                heading.comment = line.lstrip("/ ").strip()
            continue
        header = header_section(line)
        if header is None and line.startswith("#"):
            if leading and not heading.comment:  # a comment
                heading.comment = line.lstrip("# ").strip()
            continue
        if leading and (header is None or header[0] is None) and (
            meta := _METADATA_RE.match(line)
        ):
            heading.add(meta["key"], meta["value"].strip())
            continue
        values: str = line
        count_optional = False
        if header is not None:
            found, value = header
            key = line.split(":", 1)[0].strip().lower().replace(" ", "") if ":" in line else ""
            if value and leading and key in _TITLE_KEYS:
                heading.add(key, value)  # "Deck: My Yi" names the deck, it is no section
                continue
            if found is None:
                problems.append(DeckFormatError(no, line, "unknown section header"))
                continue
            block, section, leading = block + 1, found, False
            if not value:
                continue
            values, count_optional = value, True
        leading = False
        pieces = _ENTRY_SPLIT_RE.split(values)
        squeezed = len(pieces) > 1
        for piece in pieces:
            entries.append(_Entry(no, piece.strip(), block, section, squeezed, count_optional))
            count_optional = False
    return entries, problems, heading


def _read_card_line(entry: _Entry, catalog: Catalog) -> _Line:
    no, line = entry.no, entry.text
    first, _, rest = line.partition(" ")
    match = _COUNT_RE.match(first)
    trailing = re.match(r"^(?P<rest>.+?)\s+(?:[xX](?P<a>\d+)|(?P<b>\d+)[xX])$", line)
    if match:
        count = _count(match["a"] or match["b"])
    elif trailing:  # "Stalwart Poro x3"
        count, rest = _count(trailing["a"] or trailing["b"]), trailing["rest"]
    elif entry.count_optional:
        count, rest = 1, line
    else:
        raise DeckFormatError(no, line, "count must be a whole number")
    if not 1 <= count <= MAX_COUNT:
        raise DeckFormatError(no, line, f"count must be between 1 and {MAX_COUNT}")
    rest = rest.strip()
    if rest[:2] in ("x ", "X "):  # "3 x Stalwart Poro"
        rest = rest[2:].strip()
    code_match = _CODE_RE.search(rest)
    code = (code_match["code"] or code_match["bare"]).upper() if code_match else None
    name = rest[: code_match.start()].strip() if code_match else rest
    if not name and code is None:
        raise DeckFormatError(no, line, "expected '<count> <card name>'")

    card = catalog.find(name) if name else None
    by_code = catalog.find(code) if code else None
    if card is None:
        if by_code is not None:  # an odd spelling, but the printed code is unambiguous
            card = by_code
        else:
            shown = name or code or ""
            hint = UnknownCardError(shown, catalog.suggest(shown)).hint if name else ""
            raise DeckFormatError(no, line, f"unknown card '{shown}'.{hint}", quote_line=False)
    elif by_code is not None and by_code is not card:
        raise DeckFormatError(no, line, f"the name is '{card.name}' but {code} is '{by_code.name}'")
    return _Line(no, line, count, card, entry.block, entry.section, entry.squeezed)


def _chosen_champion(lines: list[_Line], legend: _Line) -> tuple[_Line | None, int]:
    """The chosen champion's line and how many further copies it adds to the main deck."""
    headed = [ln for ln in lines if ln.section == _CHAMPION and _is_main_card(ln.card)]
    if headed:
        # An explicit "Champion:" header: exactly one champion unit; extra copies go to main.
        line = headed[0]
        if len(headed) > 1:
            raise DeckFormatError(headed[1].no, headed[1].text, "only one chosen champion")
        # A card that is no champion unit is read as written: validation says it can't be
        # the chosen champion (CR 103.2.a).
        return line, line.count - 1
    if legend.section not in (None, _LEGEND):
        return None, 0
    # Piltover layout: the block right after the legend, holding one champion unit. Older
    # lists write all its copies there ("2 Master Yi, Meditative"): one is the chosen
    # champion, the others belong to the main deck.
    later = [ln.block for ln in lines if ln.block > legend.block]
    if later:
        block = [ln for ln in lines if ln.block == min(later)]
        if len(block) == 1:
            line = block[0]
            if line.section is None and line.card.is_champion_unit:
                return line, line.count - 1
    # Flat and squeezed lists name the chosen champion right after the legend, in the same
    # block: when the list starts with the legend and a champion unit follows, one copy of
    # it is the chosen champion.
    if lines[0] is legend and len(lines) > 1:
        line = lines[1]
        if line.block == legend.block and line.section is None and line.card.is_champion_unit:
            return line, line.count - 1
    return None, 0


def _unheaded_sideboard(lines: list[_Line], legend: _Line) -> list[_Line]:
    """Lines of an unheaded sideboard: the Piltover layout's sixth block, main-deck cards
    only, right after the block of runes (and after the legend). In a squeezed one-line
    list, main-deck cards after the runes."""
    if legend.section is not None:
        return []
    blocks: dict[int, list[_Line]] = {}
    for ln in lines:
        if ln.section is None:
            blocks.setdefault(ln.block, []).append(ln)
    order = sorted(blocks)
    side: list[_Line] = []
    for prev, cur in itertools.pairwise(order):
        before, here = blocks[prev], blocks[cur]
        if (
            prev > legend.block
            and all(ln.card.type is CardType.RUNE for ln in before)
            and all(_is_main_card(ln.card) for ln in here)
        ):
            side.extend(here)
    for ln_block in blocks.values():
        squeezed = [ln for ln in ln_block if ln.squeezed]
        runes = [i for i, ln in enumerate(squeezed) if ln.card.type is CardType.RUNE]
        if runes and any(ln is legend for ln in squeezed):
            tail = squeezed[runes[-1] + 1 :]
            if tail and all(_is_main_card(ln.card) for ln in tail):
                side.extend(tail)
    return side


def _is_main_card(card: CardFacts) -> bool:
    return card.type in (CardType.UNIT, CardType.SPELL, CardType.GEAR)


def format_piltover_text(deck: DeckList) -> str:
    """The canonical Piltover Archive text of a deck (ends with a newline). Its notes (a
    shared list's player, event, ...) lead as `key: value` lines, which read back as notes."""
    notes = [line for line in deck.notes.splitlines() if _is_note(line)]
    blocks: list[list[str]] = [notes] if notes else []
    blocks += [[f"1 {deck.legend}"]] if deck.legend else []
    headed = champion_needs_header(deck, load_catalog())
    if deck.champion:
        blocks.append(["Champion:" if headed else "", f"1 {deck.champion}"])
    main = [f"{count} {name}" for name, count in deck.main]
    if main and (headed or deck.champion is None and _looks_like_champion_block(deck)):
        # Without a header, a lone "1 <champion>" here would read back as the chosen champion;
        # after a `Champion:` header, the main deck needs its own.
        main.insert(0, "MainDeck:")
    blocks.append(main)
    blocks.append([f"{count} {name}" for name, count in _runs(deck.battlefields)])
    blocks.append([f"{count} {name}" for name, count in deck.runes])
    if deck.sideboard:
        blocks.append(["Sideboard:", *(f"{count} {name}" for name, count in deck.sideboard)])
    return "\n\n".join("\n".join(line for line in b if line) for b in blocks if b) + "\n"


def _is_note(line: str) -> bool:
    """A `key: value` line that reads back as metadata, not as a section or a title."""
    header = header_section(line)
    key = re.sub(r"[\s_\-]", "", line.split(":", 1)[0]).lower()
    return (_METADATA_RE.match(line) is not None and header is not None and header[0] is None
            and key not in _TITLE_KEYS)


def champion_needs_header(deck: DeckList, catalog: Catalog) -> bool:
    """Whether a list must mark the chosen champion with a `Champion:` header: the layout
    marks it by place (a champion unit right after the legend), which fails without a legend
    or for a card that is no champion unit (an illegal deck, read as written)."""
    if deck.champion is None:
        return False
    card = catalog.find(deck.champion)
    return not deck.legend or card is None or not card.is_champion_unit


def _looks_like_champion_block(deck: DeckList) -> bool:
    if len(deck.main) != 1:  # a lone block of a champion unit reads as the champion block
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
