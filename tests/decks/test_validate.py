"""Deck validation: one test per rule, valid and invalid (CR 103, TR 601)."""

from dataclasses import replace

import pytest

from app.decks.builtin import load_builtin_decks
from app.decks.validate import validate


@pytest.fixture(scope="module")
def yi():
    return load_builtin_decks()["master-yi"]


def codes(deck, fmt="proving-grounds"):
    return {p.code for p in validate(deck, fmt)}


@pytest.mark.parametrize("name", ["master-yi", "lux", "garen", "annie"])
def test_the_four_starter_decks_are_legal_proving_grounds_decks(name) -> None:
    deck = load_builtin_decks()[name]
    assert validate(deck, "proving-grounds") == []
    # with one battlefield they are not Duel decks (3 battlefields, CR 485.4.a)
    assert codes(deck, "duel") == {"battlefield_count"}


def test_legend_required(yi) -> None:
    problems = validate(replace(yi, legend="Stalwart Poro"), "proving-grounds")
    assert [p.rule for p in problems] == ["CR 103.1"]


def test_chosen_champion_must_match_the_legend(yi) -> None:
    assert "champion_tag" in codes(replace(yi, champion="Lux, Crownguard"))
    assert "no_champion" in codes(replace(yi, champion=None))
    assert "champion_tag" not in codes(replace(yi, champion="Master Yi, Honed"))


def test_at_least_40_main_deck_cards_and_exactly_40_in_tournaments(yi) -> None:
    short = replace(yi, main=tuple((n, c) for n, c in yi.main if n != "Stalwart Poro"))
    assert "main_size" in codes(short)
    longer = replace(yi, main=yi.main + (("Mountain Drake", 1),))
    assert "main_size" not in codes(longer)
    assert "main_exact" in codes(replace(longer, battlefields=(
        "Fortified Position", "Void Gate", "Startipped Peak")), "tournament")


def test_at_most_three_copies(yi) -> None:
    four = replace(yi, main=yi.main + (("Stalwart Poro", 1),))
    problems = [p for p in validate(four, "proving-grounds") if p.code == "copies"]
    assert problems and problems[0].rule == "CR 103.2.b" and "Stalwart Poro" in problems[0].message


def test_domain_identity(yi) -> None:
    bad = replace(yi, main=yi.main + (("Gust", 1),))  # a Chaos card in a Calm/Body deck
    problems = [p for p in validate(bad, "proving-grounds") if p.code == "identity"]
    assert problems and "Gust" in problems[0].message and problems[0].rule == "CR 103.1.b.1"


def test_signature_cards_match_and_at_most_three(yi) -> None:
    assert "signature_tag" in codes(replace(yi, main=yi.main + (("Tibbers", 1),)))
    three_more = tuple((n, c + 2 if n == "Highlander" else c) for n, c in yi.main)
    assert "signatures" in codes(replace(yi, main=three_more))


def test_exactly_twelve_runes_of_the_legends_domains(yi) -> None:
    assert "rune_count" in codes(replace(yi, runes=(("Calm Rune", 6), ("Body Rune", 5))))
    assert "rune_identity" in codes(replace(yi, runes=(("Calm Rune", 6), ("Fury Rune", 6))))


def test_battlefields_per_format(yi) -> None:
    three = replace(yi, battlefields=("Fortified Position", "Void Gate", "Startipped Peak"))
    assert codes(three, "duel") == set()
    same = replace(yi, battlefields=("Void Gate", "Void Gate", "Startipped Peak"))
    assert "battlefield_names" in codes(same, "duel")


def test_sideboard_only_in_tournaments_and_at_most_ten(yi) -> None:
    three = replace(yi, battlefields=("Fortified Position", "Void Gate", "Startipped Peak"))
    assert "sideboard_format" in codes(replace(three, sideboard=(("Mobilize", 1),)), "duel")
    # a sideboard card counts toward the copy limit (TR 601.1.c.3)
    side = replace(three, sideboard=(("Mountain Drake", 2),))
    assert "copies" in codes(side, "tournament")
    eleven = replace(three, sideboard=tuple((n, 1) for n in (
        "Confront", "Mobilize", "Meditation", "En Garde", "Cannon Barrage", "Mountain Drake",
        "Zephyr Sage", "Stormclaw Ursine", "Wielder of Water", "Playful Phantom",
        "Stalwart Poro")))
    assert "sideboard_size" in codes(eleven, "tournament")
