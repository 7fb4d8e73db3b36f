"""Every format in, every format out: detection, round trips, reference strings, errors."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.cards.catalog import load_catalog
from app.decks.builtin import load_builtin_decks
from app.decks.codes import CardId, DeckCodeError, RawDeck, decode_deck_code, encode_raw
from app.decks.formats import (
    EXPORT_FORMATS,
    DeckExportError,
    DeckImportError,
    canonical,
    detect_format,
    export,
    parse_any,
    parse_file,
)
from app.decks.model import DeckList
from app.decks.text import champion_needs_header
from app.decks.validate import validate

REFERENCE_KEYS = {
    "text": "text_list_piltover_archive",
    "codes": "text_list_with_codes",
    "tts": "tts_list",
    "code": "deck_code_with_chosen_champion",
}


# --- the Proving Grounds decks --------------------------------------------------------------


@pytest.mark.parametrize("fmt", EXPORT_FORMATS)
def test_every_builtin_deck_round_trips(fmt: str) -> None:
    for stem, deck in load_builtin_decks().items():
        out = export(deck, fmt)
        back = parse_any(out, name=stem)
        if fmt == "code":  # a code keeps the cards, not their order
            assert canonical(back) == canonical(deck), stem
        else:
            assert back == deck, stem
        assert export(back, fmt) == out, stem


@pytest.mark.parametrize("fmt", EXPORT_FORMATS)
def test_exports_match_reference_strings(fmt: str, reference_decks: list[dict]) -> None:
    decks = load_builtin_decks()
    for ref in reference_decks:
        assert export(decks[ref["stem"]], fmt).rstrip("\n") == ref[REFERENCE_KEYS[fmt]]


def test_reference_strings_read_back_as_the_deck(reference_decks: list[dict]) -> None:
    decks = load_builtin_decks()
    for ref in reference_decks:
        deck = decks[ref["stem"]]
        for key in REFERENCE_KEYS.values():
            assert canonical(parse_any(ref[key])) == canonical(deck), (ref["id"], key)
        # The code without a chosen champion leaves it open; the cards are the same.
        open_champion = parse_any(ref["deck_code"])
        assert open_champion.champion is None
        assert sorted(open_champion.main_cards()) == sorted([*deck.main_cards(), deck.champion])


def test_detection(reference_decks: list[dict]) -> None:
    ref = reference_decks[0]
    assert detect_format(ref["deck_code"]) == "code"
    assert detect_format(ref["tts_list"]) == "tts"
    assert detect_format(ref["text_list_piltover_archive"]) == "text"
    assert detect_format(ref["text_list_with_codes"]) == "flat"
    assert detect_format("Legend:\n1 Annie, Dark Child\nRunes:\n12 Fury Rune") == "headed"
    assert detect_format("== Main Deck ==\n2x Gust") == "headed"
    assert detect_format("  \n\ufeff ") == "empty"


# --- the chosen champion in formats that do not mark it ------------------------------------


ANNIE = "Annie, Dark Child"


def test_champion_right_after_the_legend_is_chosen() -> None:
    flat = "1 Annie, Dark Child\n2 Annie, Fiery\n3 Gust\n1 Void Gate\n12 Fury Rune\n"
    deck = parse_any(flat)
    assert deck.champion == "Annie, Fiery" and deck.main == (("Annie, Fiery", 1), ("Gust", 3))
    # Not right after the legend: no champion.
    assert parse_any("1 Annie, Dark Child\n3 Gust\n2 Annie, Fiery\n").champion is None
    assert parse_any("3 Gust\n1 Annie, Dark Child\n2 Annie, Fiery\n").champion is None
    tts = "OGS-017-1 OGS-001-1 OGN-169-1 OGN-296-1 OGN-007-1"
    assert parse_any(tts).champion == "Annie, Fiery"
    assert parse_any("OGS-017-1 OGN-169-1 OGS-001-1").champion is None


def test_deck_without_champion_round_trips_by_moving_a_card() -> None:
    deck = DeckList("x", ANNIE, None, (("Annie, Fiery", 2), ("Gust", 3)), ("Void Gate",),
                    (("Fury Rune", 12),))  # fmt: skip
    for fmt in EXPORT_FORMATS:
        back = parse_any(export(deck, fmt), name="x")
        assert back.champion is None, fmt
        assert canonical(back) == canonical(deck), fmt


def test_only_champion_units_without_chosen_champion() -> None:
    # A flat list would read the first champion unit as the chosen champion: the list with
    # codes heads its main deck, TTS (no headers) refuses, the text layout marks it anyway.
    deck = DeckList("x", ANNIE, None, (("Annie, Fiery", 2),), ("Void Gate",), ())
    assert "MainDeck:" in export(deck, "codes")
    for fmt in ("text", "codes"):
        assert parse_any(export(deck, fmt), name="x") == deck, fmt
    assert canonical(parse_any(export(deck, "code"))) == canonical(deck)
    with pytest.raises(DeckExportError, match="Tabletop Simulator .* only champion units"):
        export(deck, "tts")


def test_edge_shapes_round_trip() -> None:
    deck = DeckList(
        "c", "Lux, Lady of Luminosity", "Lux, Illuminated", (("Stupefy", 3),),
        ("Startipped Peak", "Void Gate", "Startipped Peak"),
        (("Mind Rune", 7), ("Order Rune", 5)),
        sideboard=(("Back to Back", 2), ("Final Spark", 1)),
    )  # fmt: skip
    for fmt in ("text", "codes"):
        assert parse_any(export(deck, fmt), name="c") == deck, fmt
    assert canonical(parse_any(export(deck, "code"))) == canonical(deck)
    with pytest.raises(DeckExportError, match="sideboard"):
        export(deck, "tts")
    with pytest.raises(DeckExportError, match="unknown format"):
        export(deck, "pdf")
    with pytest.raises(DeckExportError, match="sideboard needs a version 2"):
        export(deck, "code", version=1)


def test_tts_variants_and_liberal_separators() -> None:
    deck = parse_any("OGS-017-1, OGS-001-2\nogn-169-1  OGN-169a-3")
    assert deck.legend == ANNIE and deck.champion == "Annie, Fiery"
    assert deck.main == (("Gust", 2),)


# --- errors name the line, token or position ------------------------------------------------


@pytest.mark.parametrize(
    ("text", "message", "fmt"),
    [
        ("", "empty", "empty"),
        ("1 Annie, Dark Child\n\n3 Gustt\n", "line 3: unknown card 'Gustt'", "text"),
        ("1 Annie, Dark Child\n3 Gust\nthree Gust\n", "line 3: 'three Gust': count", "flat"),
        ("OGS-017-1 OGS-001-1 OGN-999-1", "token 3 'OGN-999-1': unknown card OGN-999", "tts"),
        ("OGS-017-1 OGS-001-1\nGust", "line 2, token 3 'Gust': expected a card token", "tts"),
        ("OGS-017-1 OGN-271-1", "token 2 'OGN-271-1': 'Recruit' is a token", "tts"),
        ("OGS-017-1 OGS-021-1", "2 legends", "tts"),
        ("CMAAAAA1AAAA", "deck code: not base32 at position 8", "code"),
        ("CMAAAAAAAAAAAAAAAEAQ", "deck code: truncated after 12 bytes", "code"),
    ],
)
def test_import_errors(text: str, message: str, fmt: str) -> None:
    with pytest.raises(DeckImportError) as info:
        parse_any(text)
    assert message in str(info.value)
    assert info.value.fmt == fmt


def test_error_fields() -> None:
    with pytest.raises(DeckImportError) as info:
        parse_any("1 Annie, Dark Child\n\n3 Gustt\n")
    assert (info.value.line_no, info.value.line_text) == (3, "3 Gustt")
    with pytest.raises(DeckImportError) as info:
        parse_any("CMAAAAA1AAAA")
    assert info.value.position == 8
    assert isinstance(info.value, ValueError)


def test_parse_file_names_the_file(tmp_path) -> None:  # noqa: ANN001
    path = tmp_path / "my deck.txt"
    path.write_text("\ufeff" + export(load_builtin_decks()["lux"], "tts"), encoding="utf-8")
    assert parse_file(path).name == "my deck"
    path.write_text("1 Lux, Lady of Luminosity\n\n1 Nope\n", encoding="utf-8")
    with pytest.raises(DeckImportError, match=r"^my deck.txt: line 3"):
        parse_file(path)
    with pytest.raises(DeckImportError, match="cannot read"):
        parse_file(tmp_path / "missing.txt")
    path.write_bytes(b"\xff\xfe\x00bad")
    with pytest.raises(DeckImportError, match="cannot read"):
        parse_file(path)


# --- fuzzing: malformed input raises DeckImportError and nothing else -----------------------

_CATALOG = load_catalog()
_NAMES = [c.name for c in _CATALOG] + ["Nope", "Annie", "Yi, Meditative"]
_CODES = [c.code for c in _CATALOG] + ["OGN-999", "XYZ-1", "OGN-288a"]
_line = st.one_of(
    st.builds(lambda n, name: f"{n} {name}", st.sampled_from(["1", "3", "0", "x2", "100", "2x"]),
              st.sampled_from(_NAMES)),
    st.builds(lambda n, name, code: f"{n} {name} ({code})", st.integers(-1, 13),
              st.sampled_from(_NAMES), st.sampled_from(_CODES)),
    st.sampled_from(["", "Legend:", "Champion:", "Runes:", "== Side Deck ==", "Sideboard:",
                     "Bogus:", "# comment", "  "]),
    st.text(max_size=20),
)  # fmt: skip
_tts = st.lists(
    st.builds(lambda code, art: f"{code}-{art}", st.sampled_from(_CODES), st.integers(0, 5))
    | st.text(max_size=8),
    max_size=60,
).map(" ".join)


def _parse_quietly(text: str) -> None:
    try:
        deck = parse_any(text)
    except DeckImportError:
        return
    assert isinstance(deck, DeckList)


@settings(max_examples=300, deadline=None)
@given(st.lists(_line, max_size=25).map("\n".join))
def test_fuzz_lists(text: str) -> None:
    _parse_quietly(text)


@settings(max_examples=200, deadline=None)
@given(_tts)
def test_fuzz_tts(text: str) -> None:
    _parse_quietly(text)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=200))
def test_fuzz_any_text(text: str) -> None:
    _parse_quietly(text)


# Deck codes have no number kind for token codes ("UNL-T05"); tokens are no deck cards anyway.
_IDS = [CardId.parse(c.code) for c in _CATALOG if not c.is_token]


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.tuples(st.sampled_from(_IDS), st.integers(1, 12)), max_size=25),
    st.lists(st.tuples(st.sampled_from(_IDS), st.integers(1, 3)), max_size=5),
    st.none() | st.sampled_from(_IDS),
)
def test_any_decodable_deck_round_trips_every_format(main, side, champion) -> None:  # noqa: ANN001
    """Whatever a code decodes to is written and read back alike in every format, or the
    export refuses with a reason (TTS: no sideboard, no way to say "no chosen champion" when
    the main deck is all champion units)."""
    try:
        deck = decode_deck_code(encode_raw(RawDeck(tuple(main), tuple(side), champion)))
    except DeckCodeError:
        return
    if deck == DeckList("", "", None, (), (), ()):
        return  # nothing to write: an empty list is no deck
    only_champions = all(_CATALOG.lookup(n).is_champion_unit for n, _ in deck.main)
    for fmt in EXPORT_FORMATS:
        try:
            out = export(deck, fmt)
        except DeckExportError:
            assert fmt == "tts" and (deck.sideboard or champion_needs_header(deck, _CATALOG) or (
                deck.champion is None and only_champions and deck.main))  # fmt: skip
            continue
        assert canonical(parse_any(out)) == canonical(deck), (fmt, out)


def test_code_whose_chosen_champion_is_not_a_champion_unit_is_read_and_written() -> None:
    """Legend Master Yi, chosen champion Stalwart Poro: readable, and illegal (CR 103.2.a).
    The code is read as written; validation says why; the text and the code list mark the
    champion with a `Champion:` header and read back alike; TTS, which can't, says so."""
    legend, poro = CardId.parse("OGS-019"), CardId.parse("OGN-052")
    deck = parse_any(encode_raw(RawDeck(((legend, 1), (poro, 1)), (), poro)))
    assert deck == DeckList("", "Master Yi, Wuju Bladesman", "Stalwart Poro", (), (), ())
    assert "champion_tag" in {p.code for p in validate(deck, "duel")}
    for fmt in ("text", "codes", "code"):
        assert canonical(parse_any(export(deck, fmt))) == canonical(deck), fmt
    with pytest.raises(DeckExportError, match="can't name 'Stalwart Poro'"):
        export(deck, "tts")
