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


def test_spiderling_any_number_of_copies(yi) -> None:
    """Spiderling (VEN-097): "your deck can have any number of cards named Spiderling", its
    own exception to CR 103.2.b (a Chaos card: the domain identity is not what is checked)."""
    many = replace(yi, main=yi.main + (("Spiderling", 7),))
    assert not [p for p in validate(many, "proving-grounds") if p.code == "copies"]
    assert "identity" in codes(many)


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


# --- the whole pool's deck rules: each problem names its card and rule --------------------------

THREE = ("Fortified Position", "Void Gate", "Startipped Peak")


def _catalog_with(name: str, **update):
    from app.cards.catalog import Catalog, load_catalog

    return Catalog([c.model_copy(update=update) if c.name == name else c
                    for c in load_catalog()])  # fmt: skip


def test_unique_allows_one_copy_even_of_a_signature_card(yi) -> None:
    from app.engine.core.enums import Keyword

    # A test catalog where Highlander (Yi's signature spell, 2 in the deck) is Unique.
    highlander = next(c for c in _catalog_with("Highlander") if c.name == "Highlander")
    cat = _catalog_with("Highlander", keywords={**highlander.keywords, Keyword.UNIQUE: 1})
    problems = [p for p in validate(yi, "proving-grounds", cat) if p.code == "unique"]
    assert [(p.rule, p.message) for p in problems] == [
        ("CR 825.3.a", "2 copies of Highlander: it is Unique, at most 1 in a deck.")]
    one = replace(yi, main=tuple((n, 1 if n == "Highlander" else c) for n, c in yi.main),
                  sideboard=())  # fmt: skip
    assert "unique" not in codes_with(one, "proving-grounds", cat)
    # The tournament sideboard shares the limit (TR 601.1.c.3).
    side = replace(one, battlefields=THREE, sideboard=(("Highlander", 1),))
    assert "unique" in codes_with(side, "tournament", cat)


def codes_with(deck, fmt, cat):
    return {p.code for p in validate(deck, fmt, cat)}


def test_battlefields_with_the_same_name_are_named(yi) -> None:
    same = replace(yi, battlefields=("Void Gate", "Void Gate", "Startipped Peak"))
    problems = [p for p in validate(same, "duel") if p.code == "battlefield_names"]
    assert [(p.rule, p.message) for p in problems] == [
        ("CR 103.4.c", "2 battlefields named Void Gate: the battlefields must have different "
                       "names.")]  # fmt: skip


def test_battlefields_follow_domain_identity(yi) -> None:
    # A test battlefield with a domain outside Calm/Body (CR 103.4.b).
    from app.engine.core.enums import Domain

    cat = _catalog_with("Void Gate", domains=(Domain.CHAOS,))
    problems = [p for p in validate(replace(yi, battlefields=THREE), "duel", cat)
                if p.code == "battlefield_identity"]  # fmt: skip
    assert [(p.rule, p.params["name"]) for p in problems] == [("CR 103.4.b", "Void Gate")]


def test_sideboard_cards_must_be_valid_main_deck_cards(yi) -> None:
    three = replace(yi, battlefields=THREE)
    for card in ("Tibbers", "Gust", "Calm Rune"):  # other champion's signature, domain, type
        problems = [p for p in validate(replace(three, sideboard=((card, 1),)), "tournament")
                    if p.code == "sideboard_card"]  # fmt: skip
        assert [(p.rule, p.params["name"]) for p in problems] == [("TR 601.1.c.2", card)]


def test_signature_and_champion_problems_name_card_and_rule(yi) -> None:
    problems = validate(replace(yi, main=yi.main + (("Tibbers", 1),)), "proving-grounds")
    assert ("CR 103.2.d.2", "Tibbers") in [(p.rule, p.params.get("name")) for p in problems]
    assert {p.params.get("name") for p in problems} == {"Tibbers"}  # Fury: identity too
    problems = validate(replace(yi, champion="Lux, Crownguard"), "proving-grounds")
    tag = [p for p in problems if p.code == "champion_tag"]
    assert tag[0].rule == "CR 103.2.a.2" and tag[0].params["name"] == "Lux, Crownguard"
    assert "Master Yi" in tag[0].message


# --- the ban list (TR 601.2.d) ------------------------------------------------------------------


def test_bundled_ban_list_names_cards_of_the_catalog() -> None:
    import datetime as dt

    from app.cards.catalog import load_catalog
    from app.decks.banlist import load_banlist

    bans = load_banlist()
    assert bans.date == dt.date(2026, 8, 9) and bans.formats == ("tournament",)
    assert {c.name for c in bans.cards} >= {"Fight or Flight", "Scrapheap", "Reaver's Row"}
    cat = load_catalog()
    for card in bans.cards:
        found = cat.find(card.code)
        if found is not None:  # the whole pool is in the catalog: code and name agree
            assert found.name == card.name, card


def test_ban_list_is_data_enforced_by_the_tournament_format(yi) -> None:
    from app.decks.banlist import BanListError, read_banlist

    bans = read_banlist('date = 2027-01-05\nformats = ["tournament"]\n'
                        '[[banned]]\ncode = "OGN-52"\nname = "Stalwart Poro"\n')  # fmt: skip
    three = replace(yi, battlefields=THREE)
    problems = [p for p in validate(three, "tournament", banlist=bans) if p.code == "banned"]
    assert [(p.rule, p.message) for p in problems] == [
        ("TR 601.2.d", "Stalwart Poro is banned in this format (ban list of 2027-01-05).")]
    assert "banned" not in {p.code for p in validate(three, "duel", banlist=bans)}
    # A banned card in the sideboard or among the battlefields is banned too.
    bans = read_banlist('date = 2027-01-05\nformats = ["tournament", "duel"]\n'
                        '[[banned]]\ncode = "XXX-001"\nname = "Void Gate"\n')  # fmt: skip
    assert "banned" in {p.code for p in validate(three, "duel", banlist=bans)}
    import pytest

    with pytest.raises(BanListError, match="date"):
        read_banlist('formats = []\n')
    with pytest.raises(BanListError, match="#1 needs a `code` and a `name`"):
        read_banlist('date = 2027-01-05\n[[banned]]\ncode = "OGN-001"\n')


def test_the_real_ban_list_in_a_tournament_deck(yi) -> None:
    from app.cards.catalog import load_catalog

    if load_catalog().find("Reaver's Row") is None:
        pytest.skip("the whole card pool is not in the catalog")
    deck = replace(yi, battlefields=("Fortified Position", "Void Gate", "Reaver's Row"))
    problems = [p for p in validate(deck, "tournament") if p.code == "banned"]
    assert [p.params["name"] for p in problems] == ["Reaver's Row"]
    assert all(p.rule == "TR 601.2.d" for p in problems)
    assert "banned" not in {p.code for p in validate(deck, "duel")}


def test_a_unique_spiritforged_equipment_is_named(yi) -> None:
    """Forgefire Cape prints Unique (RUP4 825): two copies, and the problem names it."""
    deck = replace(yi, main=(*yi.main, ("Forgefire Cape", 2)))
    problems = [p for p in validate(deck, "proving-grounds") if p.code == "unique"]
    assert [(p.rule, p.params["name"]) for p in problems] == [("CR 825.3.a", "Forgefire Cape")]
