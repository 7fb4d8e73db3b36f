"""Lists as players share them that are not laid out in blocks: one line with inline
section labels, a tournament header block above the list, and lists that are readable but
illegal (read as written; validation says what is wrong, CR 103)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from app.decks.formats import EXPORT_FORMATS, DeckExportError, canonical, export, parse_any
from app.decks.model import DeckList
from app.decks.validate import validate

YI = DeckList(
    "", "Master Yi, Wuju Bladesman", "Master Yi, Meditative",
    (("Master Yi, Meditative", 1), ("Master Yi, Honed", 2), ("Stalwart Poro", 3),
     ("Gentlemen's Duel", 3)),
    ("Fortified Position",), (("Calm Rune", 6), ("Body Rune", 6)),
    (("Gust", 2), ("Confront", 1)),
)  # fmt: skip

ONE_LINE = (
    "Legend: Master Yi, Wuju Bladesman Champion: Master Yi, Meditative Main Deck: "
    "1 Master Yi, Meditative 2 Master Yi, Honed 3 Stalwart Poro 3 Gentlemen's Duel "
    "Battlefields: 1 Fortified Position Rune Pool: 6 Calm Rune 6 Body Rune "
    "Sideboard: 2 Gust 1 Confront"
)


@pytest.mark.parametrize(
    "text",
    [
        ONE_LINE,
        # labels glued to the previous card's name, counts on the legend and champion
        ONE_LINE.replace(" Battlefields:", "Battlefields:").replace(" Rune Pool:", "Rune Pool:")
        .replace(" Sideboard:", "Sideboard:").replace("Legend: ", "Legend: 1 ")
        .replace("Champion: ", "Champion: 1 "),
        ONE_LINE.replace("Main Deck:", "MainDeck (6):").replace("Rune Pool:", "Runes:"),
    ],
)
def test_one_line_with_inline_labels(text: str) -> None:
    assert parse_any(text) == YI


HEADER_BLOCK = """\
==========================
Player: Jane Doe
Event: Regional Qualifier #3
Date: 2025-10-01
Placing: 1st (7-0-1)
Deck name: Yi Tempo
==========================

1 Master Yi, Wuju Bladesman

1 Master Yi, Meditative

1 Master Yi, Meditative
2 Master Yi, Honed
3 Stalwart Poro
3 Gentlemen's Duel

1 Fortified Position

6 Calm Rune
6 Body Rune

Sideboard:
2 Gust
1 Confront
"""


def test_header_block_names_the_deck_and_becomes_its_notes() -> None:
    deck = parse_any(HEADER_BLOCK)
    assert canonical(deck) == canonical(YI)
    assert deck.name == "Yi Tempo"
    assert deck.notes.splitlines() == ["Player: Jane Doe", "Event: Regional Qualifier #3",
                                       "Date: 2025-10-01", "Placing: 1st (7-0-1)"]


def test_header_block_without_a_deck_name_names_the_deck_after_its_player() -> None:
    text = HEADER_BLOCK.replace("Deck name: Yi Tempo\n", "")
    assert parse_any(text).name == "Jane Doe"
    assert parse_any("# Yi on the draw\n" + text).name == "Yi on the draw"


def test_the_file_name_still_wins_over_the_header() -> None:
    assert parse_any(HEADER_BLOCK, name="mine").name == "mine"


# --- readable but illegal: read, then reported by validation -------------------------------


NO_LEGEND = DeckList("", "", None, (("Stalwart Poro", 3), ("Gust", 2)), ("Fortified Position",),
                     (("Calm Rune", 6),))  # fmt: skip


@pytest.mark.parametrize(
    "text",
    [
        "3 Stalwart Poro\n2 Gust\n1 Fortified Position\n6 Calm Rune\n",
        "MainDeck:\n3 Stalwart Poro\n2 Gust\n\nBattlefields:\n1 Fortified Position\n\n"
        "Runes:\n6 Calm Rune\n",
        "OGN-052-1 OGN-052-1 OGN-052-1 OGN-169-1 OGN-169-1 OGN-279-1 " + "OGN-042-1 " * 6,
        json.dumps({"mainDeck": {"Stalwart Poro": 3, "Gust": 2},
                    "battlefields": ["Fortified Position"], "runes": {"Calm": 6}}),
    ],
)
def test_a_list_without_a_legend_is_read_and_validation_says_so(text: str) -> None:
    deck = parse_any(text)
    assert canonical(deck) == canonical(NO_LEGEND)
    problems = validate(deck, "duel")
    assert [p.rule for p in problems] == ["CR 103.1"]


def test_a_deck_without_legend_round_trips_every_format() -> None:
    for deck in (NO_LEGEND, DeckList("", "", "Master Yi, Meditative",
                                     (("Stalwart Poro", 3),), (), ())):  # fmt: skip
        for fmt in EXPORT_FORMATS:
            try:
                out = export(deck, fmt)
            except DeckExportError:
                assert fmt == "tts" and deck.champion
                continue
            assert canonical(parse_any(out)) == canonical(deck), (fmt, out)


def test_a_headed_champion_that_is_no_champion_unit_is_read() -> None:
    deck = parse_any("Legend:\n1 Master Yi, Wuju Bladesman\nChampion:\n1 Stalwart Poro\n")
    assert deck.champion == "Stalwart Poro"
    assert "champion_tag" in {p.code for p in validate(deck)}


PARTIAL_VECTORS = ("v3-basic", "v3-sideboard", "v3-champion", "v3-large", "v6-basic")


def test_partial_deck_code_vectors_convert_to_text(code_vectors: list[dict[str, Any]]) -> None:
    """The reference vectors are test data, not decks: no legend, a plain unit as chosen
    champion, a battlefield among the "additional legends". Each reads, converts to text
    that reads back as the same deck, and validation names what is wrong."""
    found = [v for v in code_vectors if v["name"].split(" ")[0] in PARTIAL_VECTORS]
    assert len(found) == len(PARTIAL_VECTORS)
    for vector in found:
        deck = parse_any(vector["code"])
        text = export(deck, "text")
        assert canonical(parse_any(text)) == canonical(deck), vector["name"]
        codes = {p.code for p in validate(deck, "duel")}
        assert codes & {"legend", "champion_tag"}, vector["name"]


def test_notes_are_written_and_read_back() -> None:
    deck = parse_any(HEADER_BLOCK)
    text = export(deck, "text")
    assert text.startswith("Player: Jane Doe\nEvent: Regional Qualifier #3\n")
    again = parse_any(text)
    assert canonical(again) == canonical(deck) and again.notes == deck.notes
