"""Piltover Archive deck text: the built-in decks, round trips, and readable errors."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from app.cards.catalog import load_catalog
from app.decks.builtin import load_builtin_decks
from app.decks.model import DeckList
from app.decks.text import DeckFormatError, format_piltover_text, parse_piltover_text
from app.engine.core.enums import CardType

# CI checks out ../shared beside the repo: /work/shared when the repo is /work/main.
SHARED = Path(__file__).resolve().parents[3] / "shared"
DECKS_JSON = SHARED / "reference" / "cards" / "decks.json"
STEMS = {"ogs-masteryi": "master-yi", "ogs-lux": "lux", "ogs-garen": "garen", "ogs-annie": "annie"}

YI = """\
1 Master Yi, Wuju Bladesman

1 Master Yi, Meditative

1 Master Yi, Meditative
2 Master Yi, Honed
3 Stalwart Poro
3 Wielder of Water
3 Playful Phantom
3 Zephyr Sage
3 Stormclaw Ursine
2 Mountain Drake
3 En Garde
3 Meditation
2 Confront
3 Mobilize
3 Cannon Barrage
3 Gentlemen's Duel
2 Highlander

1 Fortified Position

6 Calm Rune
6 Body Rune
"""


def reference_decks() -> list[dict[str, Any]]:
    if not DECKS_JSON.exists():
        pytest.skip(f"shared reference not found at {DECKS_JSON}")
    return json.loads(DECKS_JSON.read_text(encoding="utf-8"))["decks"]


def error_of(text: str) -> DeckFormatError:
    with pytest.raises(DeckFormatError) as info:
        parse_piltover_text(text)
    return info.value


# --- built-in decks ------------------------------------------------------------------


def test_builtin_decks_are_legal_shapes() -> None:
    decks = load_builtin_decks()
    starters = ["annie", "garen", "lux", "master-yi"]  # Proving Grounds: one battlefield
    assert sorted(decks) == [*starters, "sfd-jax", "sfd-lucian", "unl-poppy", "unl-rengar",
                             "ven-ambessa", "ven-kennen"]
    catalog = load_catalog()
    for stem, deck in decks.items():
        assert deck.name == stem
        assert catalog.lookup(deck.legend).type is CardType.LEGEND
        assert deck.champion is not None and catalog.lookup(deck.champion).is_champion_unit
        assert deck.main_count == 40, stem
        assert len(deck.main_cards()) == 39
        assert deck.rune_count == 12 and len(deck.rune_cards()) == 12
        assert len(deck.battlefields) == (1 if stem in starters else 3), stem
        assert deck.sideboard == ()
        # Canonical names only, so the engine can look every card up directly.
        for name in [deck.legend, *deck.main_cards(), *deck.battlefields, *deck.rune_cards()]:
            assert catalog.lookup(name).name == name


def test_garen_has_noxian_drummers() -> None:
    # The booklet lost "3 Noxian Drummer"; the verified list has them (40 cards).
    assert load_builtin_decks()["garen"].count("Noxian Drummer") == 3


def test_builtin_decks_equal_reference() -> None:
    decks = load_builtin_decks()
    for ref in reference_decks():
        deck = decks[STEMS[ref["id"]]]
        champion = ref["suggested_chosen_champion"]["name"]
        assert deck.legend == ref["legend"]["name"]
        assert deck.champion == champion
        expected_main = tuple(
            (card["name"], card["count"] - (card["name"] == champion)) for card in ref["main"]
        )
        assert deck.main == expected_main
        assert deck.runes == tuple((r["name"], r["count"]) for r in ref["runes"])
        assert deck.battlefields == (ref["battlefield"]["name"],)
        assert deck.main_count == ref["main_count"]
        # The file is byte for byte the reference's Piltover Archive text.
        assert format_piltover_text(deck) == ref["text_list_piltover_archive"] + "\n"


def test_reference_text_formats_parse_alike() -> None:
    for ref in reference_decks():
        deck = parse_piltover_text(ref["text_list_piltover_archive"], name="x")
        flat = parse_piltover_text(ref["text_list_with_codes"], name="x")
        # A flat list has no chosen-champion block: the champion unit right after the legend
        # is the chosen champion, so both read as the same deck.
        assert flat == deck
        assert deck.champion is not None and deck.main_count == 40


# --- round trip ----------------------------------------------------------------------


def test_round_trip_builtin() -> None:
    for stem, deck in load_builtin_decks().items():
        text = format_piltover_text(deck)
        assert parse_piltover_text(text, name=stem) == deck
        assert format_piltover_text(parse_piltover_text(text, name=stem)) == text


def test_round_trip_edge_shapes() -> None:
    decks = [
        DeckList("a", "Annie, Dark Child", None, (("Tibbers", 2),), ("Void Gate",), ()),
        # A lone count-1 champion without a chosen champion must not turn into one.
        DeckList("b", "Annie, Dark Child", None, (("Annie, Fiery", 1),), (), ()),
        DeckList(
            "c",
            "Lux, Lady of Luminosity",
            "Lux, Illuminated",
            (("Stupefy", 3),),
            ("Startipped Peak", "Void Gate", "Startipped Peak"),
            (("Mind Rune", 7), ("Order Rune", 5)),
            sideboard=(("Back to Back", 2), ("Final Spark", 1)),
        ),
    ]
    for deck in decks:
        assert parse_piltover_text(format_piltover_text(deck), name=deck.name) == deck


def test_liberal_reading() -> None:
    text = """
    1 master yi - wuju bladesman (Starter)

    1x Yi, Meditative [OGS-004]

    x1  Master Yi - Meditative
    2 x Yi, Honed (OGS-009)
    6 Calm Rune
    3\tStalwart   Poro
    1 Fortified Position
    6 Body Rune (OGN-126)
    """
    deck = parse_piltover_text(text, name="yi")
    assert deck.legend == "Master Yi, Wuju Bladesman"
    assert deck.champion == "Master Yi, Meditative"
    assert deck.main == (
        ("Master Yi, Meditative", 1),
        ("Master Yi, Honed", 2),
        ("Stalwart Poro", 3),
    )
    assert deck.runes == (("Calm Rune", 6), ("Body Rune", 6))
    assert deck.battlefields == ("Fortified Position",)


def test_card_in_wrong_place_is_placed_by_type() -> None:
    # Runes first, the battlefield inside the main block, the legend last.
    text = """\
6 Calm Rune

1 Master Yi, Meditative
1 Fortified Position
3 Stalwart Poro
6 Body Rune

1 Master Yi, Wuju Bladesman
"""
    deck = parse_piltover_text(text)
    assert deck.legend == "Master Yi, Wuju Bladesman"
    assert deck.champion is None  # no block after the legend
    assert deck.main == (("Master Yi, Meditative", 1), ("Stalwart Poro", 3))
    assert deck.battlefields == ("Fortified Position",)
    assert deck.runes == (("Calm Rune", 6), ("Body Rune", 6))


def test_headed_list() -> None:
    text = """\
Legend:
1 Annie - Dark Child
Champion:
1 Annie - Fiery
MainDeck:
2 Tibbers
== Runes ==
12x Fury Rune
Battlefields:
1 Void Gate
Sideboard:
1 Gust [OGN-169]
"""
    deck = parse_piltover_text(text)
    assert (deck.legend, deck.champion) == ("Annie, Dark Child", "Annie, Fiery")
    assert deck.main == (("Tibbers", 2),)
    assert deck.runes == (("Fury Rune", 12),)
    assert deck.sideboard == (("Gust", 1),)


# --- errors --------------------------------------------------------------------------


def test_bad_count_names_the_line() -> None:
    err = error_of(YI.replace("3 Stalwart Poro", "x Poro"))
    assert (err.line_no, err.line_text) == (7, "x Poro")
    assert str(err) == "line 7: 'x Poro': count must be a whole number"
    assert str(error_of(YI.replace("3 Mobilize", "0 Mobilize"))).startswith(
        "line 16: '0 Mobilize': count must be between 1 and"
    )


def test_unknown_card_suggests() -> None:
    err = error_of(YI.replace("3 Wielder of Water", "3 Stalwrt Poro"))
    assert err.line_no == 8
    assert str(err) == "line 8: unknown card 'Stalwrt Poro'. Did you mean 'Stalwart Poro'?"


def test_name_and_code_must_agree() -> None:
    err = error_of(YI.replace("3 Meditation", "3 Meditation (OGN-052)"))
    assert err.line_no == 14 and "OGN-052 is 'Stalwart Poro'" in str(err)
    # A misspelt name with a known code is read by its code.
    deck = parse_piltover_text(YI.replace("3 Meditation", "3 Meditaton (OGN-048)"))
    assert deck.count("Meditation") == 3


@pytest.mark.parametrize("text", ["", "\n  \n", "# just a comment\n"])
def test_empty_input(text: str) -> None:
    err = error_of(text)
    assert err.line_no == 0 and str(err) == "the deck list is empty"


def test_structural_errors() -> None:
    two = error_of(YI + "\n1 Lux, Lady of Luminosity\n")
    assert two.line_no == 26 and "line 1 already has one" in str(two)
    assert "token" in str(error_of(YI.replace("3 Mobilize", "3 Recruit")))
    assert "unknown section header" in str(error_of("Extras:\n" + YI))


def test_nothing_partial_on_error() -> None:
    # One bad line at the very end still rejects the whole list.
    with pytest.raises(DeckFormatError):
        parse_piltover_text(YI + "6 Fury Runes\n")
