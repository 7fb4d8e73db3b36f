"""Piltover Archive deck codes: reference vectors, the Proving Grounds decks, errors, fuzzing."""

from __future__ import annotations

import base64
import dataclasses
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.decks.builtin import load_builtin_decks
from app.decks.codes import (
    SET_CODES,
    CardId,
    DeckCodeError,
    NumberKind,
    RawDeck,
    decode_deck_code,
    decode_raw,
    encode_deck_code,
    encode_raw,
)
from app.decks.formats import canonical
from app.decks.model import DeckList

YI_CODE = (
    "CMAAAAAAAAAACAQAAAVH4AAAAIEAAABOGAYTIN37QYAYSAICAEAAKCACAIAABAIBRYAQGAIAAQERIAQBAAAJOAQBAE"
    "ABGAAAAAAA"
)


def raw_from_vector(vector: dict[str, Any]) -> RawDeck:
    data = vector["input"]
    champion = data.get("chosenChampion")
    return RawDeck(
        main=tuple((CardId.parse(e["cardCode"]), e["count"]) for e in data["mainDeck"]),
        sideboard=tuple((CardId.parse(e["cardCode"]), e["count"]) for e in data["sideboard"]),
        champion=CardId.parse(champion) if champion else None,
        legends=tuple(CardId.parse(c) for c in data.get("additionalLegends", ())),
        version=vector["version"],
    )


def b32(data: bytes) -> str:
    return base64.b32encode(data).decode().rstrip("=")


# --- layer 1: the reference vectors (most cards are from sets we do not ship) ---------------


def test_every_vector_decodes_to_its_input_and_re_encodes(code_vectors: list[dict]) -> None:
    assert len(code_vectors) >= 19
    for vector in code_vectors:
        raw = decode_raw(vector["code"])
        expected = raw_from_vector(vector)
        assert raw.version == vector["version"], vector["name"]
        assert raw.canonical() == expected.canonical(), vector["name"]
        assert encode_raw(raw) == vector["code"], vector["name"]
        # Encoding the input as given (any order) gives the code too.
        assert encode_raw(expected) == vector["code"], vector["name"]


def test_vector_versions_cover_1_to_6_except_1_and_5(code_vectors: list[dict]) -> None:
    assert {v["version"] for v in code_vectors} == {2, 3, 4, 6}


def test_card_ids_print_like_the_vectors() -> None:
    assert CardId.parse("OGN-007").code == "OGN-007"
    assert CardId.parse("SFD-R02") == CardId(3, NumberKind.RUNE, 2, 0)
    assert CardId.parse("UNL-R05a").code == "UNL-R05a"
    assert CardId.parse("VEN-SP1").code == "VEN-SP1"
    assert CardId.parse("OGN-007*") == CardId.parse("OGN-007s")
    assert CardId.parse("ogn-288A").code == "OGN-288a"
    with pytest.raises(DeckCodeError, match="no id"):
        CardId.parse("XYZ-001")
    with pytest.raises(DeckCodeError):
        CardId.parse("OGN007")


def test_versions_1_and_5_round_trip() -> None:
    # No reference vectors: version 1 is version 2 without the sideboard; version 5 the
    # sparse body of version 6 without the legends.
    ogn7, ogn89 = CardId.parse("OGN-007"), CardId.parse("OGN-089")
    v1 = RawDeck(((ogn7, 3), (ogn89, 12)), version=1)
    code = encode_raw(v1)
    assert code.startswith("CE") and decode_raw(code).canonical() == v1.canonical()
    v5 = RawDeck(((ogn7, 20), (CardId.parse("SFD-R02"), 1)), ((ogn89, 4),), ogn7, version=5)
    code = encode_raw(v5)
    assert code.startswith("CU") and decode_raw(code).canonical() == v5.canonical()


def test_versions_refuse_what_they_cannot_hold() -> None:
    ogn7 = CardId.parse("OGN-007")
    with pytest.raises(DeckCodeError, match="at most 12"):
        encode_raw(RawDeck(((ogn7, 13),)), 3)
    with pytest.raises(DeckCodeError, match="at most 3"):
        encode_raw(RawDeck(((ogn7, 1),), ((ogn7, 4),)), 3)
    with pytest.raises(DeckCodeError, match="version 4"):
        encode_raw(RawDeck(((CardId.parse("SFD-R02"), 1),)), 3)
    with pytest.raises(DeckCodeError, match="version 6"):
        encode_raw(RawDeck(((ogn7, 1),), legends=(ogn7,)), 5)
    with pytest.raises(DeckCodeError, match="version 2"):
        encode_raw(RawDeck(((ogn7, 1),), ((ogn7, 1),)), 1)
    with pytest.raises(DeckCodeError, match="unsupported version 9"):
        encode_raw(RawDeck(((ogn7, 1),)), 9)


# --- layer 2: the Proving Grounds decks through the catalog ---------------------------------


def test_proving_grounds_codes_match_reference(reference_decks: list[dict]) -> None:
    decks = load_builtin_decks()
    for ref in reference_decks:
        deck = decks[ref["stem"]]
        assert encode_deck_code(deck) == ref["deck_code_with_chosen_champion"], ref["id"]
        no_champion = dataclasses.replace(
            deck, champion=None, main=((deck.champion, 1), *deck.main)
        )
        assert encode_deck_code(no_champion) == ref["deck_code"], ref["id"]


def test_proving_grounds_decks_round_trip_every_version() -> None:
    for deck in load_builtin_decks().values():
        for version in (3, 4, 5, 6):
            back = decode_deck_code(encode_deck_code(deck, version))
            assert canonical(back) == canonical(deck), (deck.name, version)
        for version in (1, 2):  # no chosen champion before version 3: its copy stays in main
            back = decode_deck_code(encode_deck_code(deck, version))
            assert back.champion is None and back.main_count == 40
            assert sorted(back.main_cards()) == sorted([*deck.main_cards(), deck.champion])


def test_decoded_sections_follow_card_types(reference_decks: list[dict]) -> None:
    for ref in reference_decks:
        deck = decode_deck_code(ref["deck_code_with_chosen_champion"], name="x")
        champion = ref["suggested_chosen_champion"]["name"]
        assert deck.name == "x"
        assert deck.legend == ref["legend"]["name"]
        assert deck.champion == champion
        assert deck.main[0] == (champion, 1)  # its other copy leads the main deck
        assert deck.battlefields == (ref["battlefield"]["name"],)
        assert dict(deck.runes) == {r["name"]: r["count"] for r in ref["runes"]}
        assert deck.main_count == 40
        plain = decode_deck_code(ref["deck_code"])
        assert plain.champion is None and plain.count(champion) == 2


def test_sideboard_and_variants() -> None:
    deck = DeckList(
        "", "Annie, Dark Child", "Annie, Fiery", (("Tibbers", 2),), ("Void Gate",),
        (("Fury Rune", 12),), sideboard=(("Gust", 3), ("Flash", 1)),
    )  # fmt: skip
    back = decode_deck_code(encode_deck_code(deck))
    assert canonical(back) == canonical(deck)
    # An alternate art ("a" variant) reads as the card itself.
    raw = decode_raw(encode_deck_code(deck))
    alt = dataclasses.replace(
        raw, main=tuple((dataclasses.replace(c, variant=1), n) for c, n in raw.main)
    )
    assert "OGN-296a" in decode_raw(encode_raw(alt)).entries()
    assert canonical(decode_deck_code(encode_raw(alt))) == canonical(deck)


# --- errors ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("code", "message"),
    [
        ("", "empty"),
        ("CMAAAAA1AAAAAAAA", "not base32 at position 8"),
        ("CMAAAAAAAAAAAAAAAEAQAAAHAEAQAACZAEAQAAAEAA", "truncated after 26 bytes"),
        (b32(bytes([0x19, 0])), "unsupported version 9"),
        (b32(bytes([0x23, 0])), "unsupported format 2"),
        (b32(bytes([0x13] + [0] * 9 + [1, 1, 0, 0, 231, 7] + [0] * 6)), "unknown card OGN-999"),
        (b32(bytes([0x13] + [0] * 9 + [1, 1, 9, 0, 1] + [0] * 6)), "unknown set id 9"),
        (b32(bytes([0x13] + [0] * 17)), "unexpected byte"),
        (b32(bytes([0x13, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01])), "too long"),
        (b32(bytes([0x13] + [0] * 9 + [1, 1, 0, 0, 7, 0, 1, 1, 1, 0, 19, 0, 0, 0, 1, 1, 0, 4])),
         "chosen champion OGS-004 is not in the main deck"),
        ("CMA", "cannot have 3 characters"),
    ],
)  # fmt: skip
def test_errors_say_what_and_where(code: str, message: str) -> None:
    with pytest.raises(DeckCodeError, match=message):
        decode_deck_code(code)


def test_token_in_a_code_is_refused() -> None:
    recruit = CardId.parse("OGN-271")
    code = encode_raw(RawDeck(((CardId.parse("OGS-017"), 1), (recruit, 1))))
    with pytest.raises(DeckCodeError, match="token"):
        decode_deck_code(code)


def test_sideboard_holds_main_deck_cards_only() -> None:
    legend = CardId.parse("OGS-017")
    code = encode_raw(RawDeck(((legend, 1),), ((CardId.parse("OGN-296"), 1),)))
    with pytest.raises(DeckCodeError, match="sideboard card OGN-296 'Void Gate' is not a main"):
        decode_deck_code(code)


def test_padding_and_lower_case_are_accepted() -> None:
    assert decode_raw(YI_CODE.lower() + "======") == decode_raw(YI_CODE)


# --- fuzzing: malformed codes raise DeckCodeError and nothing else --------------------------


def _decode_quietly(code: str) -> None:
    try:
        decode_deck_code(code)
    except DeckCodeError:
        pass


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=80))
def test_fuzz_any_text(code: str) -> None:
    _decode_quietly(code)


@settings(max_examples=300, deadline=None)
@given(st.integers(0x11, 0x16), st.binary(max_size=60))
def test_fuzz_valid_header_random_body(header: int, body: bytes) -> None:
    _decode_quietly(b32(bytes([header]) + body))


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_fuzz_mutated_real_codes(data: st.DataObject) -> None:
    raw = bytearray(base64.b32decode(YI_CODE + "=" * (-len(YI_CODE) % 8)))
    for _ in range(data.draw(st.integers(1, 4))):
        op = data.draw(st.sampled_from(["flip", "insert", "delete", "cut"]))
        at = data.draw(st.integers(0, max(len(raw) - 1, 0)))
        if op == "flip" and raw:
            raw[at] = data.draw(st.integers(0, 255))
        elif op == "insert":
            raw.insert(at, data.draw(st.integers(0, 255)))
        elif op == "delete" and raw:
            del raw[at]
        elif op == "cut":
            del raw[at:]
    _decode_quietly(b32(bytes(raw)))


card_ids = st.builds(
    CardId,
    st.sampled_from(sorted(SET_CODES)),
    st.sampled_from(list(NumberKind)),
    st.integers(0, 5000),
    st.integers(0, 3),
)


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.tuples(card_ids, st.integers(1, 12)), max_size=30),
    st.lists(st.tuples(card_ids, st.integers(1, 3)), max_size=8),
    st.none() | card_ids,
    st.lists(card_ids, max_size=3),
    st.integers(4, 6),
)
def test_raw_round_trip_property(main, side, champion, legends, version) -> None:  # noqa: ANN001
    raw = RawDeck(tuple(main), tuple(side), champion, tuple(legends) if version == 6 else (),
                  version)  # fmt: skip
    merged = raw.canonical()
    if any(n > 12 for _, n in merged.main) or any(n > 3 for _, n in merged.sideboard):
        if version < 5:
            with pytest.raises(DeckCodeError):
                encode_raw(raw)
            return
    assert decode_raw(encode_raw(raw)).canonical() == merged
