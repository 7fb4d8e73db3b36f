"""The whole card pool: counts per set, printings, validation and reconciled facts.

The data files were written by .reconcile/reconcile.py from the three whole-set sources;
these checks read the sources again (when the shared folder is present) so that every
printing they name keeps resolving to its one card.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest

from app.cards.abilities import load_ability_file
from app.cards.catalog import DATA_DIR, DATA_FILES, SET_NAMES, Catalog, load_catalog
from app.cards.models import CardDataError, CardFacts
from app.decks.codes import CardId, _facts
from app.decks.formats import parse_tts
from app.engine.core.enums import CardType, Keyword

SHARED = Path(__file__).resolve().parents[3] / "shared" / "reference" / "cards" / "whole-set"
# Numbered cards per set (collector numbers 1..N), as the sets print them.
SET_SIZES = {"OGN": 298, "OGS": 24, "SFD": 221, "UNL": 219, "VEN": 166}
# Helper cards (buff and XP trackers) that the ecoproxy lists carry; not game objects.
NOT_OBJECTS = {"OGN-999", "UNL-T04", "UNL-T08"}


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_catalog()


def _fold(name: str) -> str:
    return re.sub(r"[^a-z0-9]", "", name.casefold())


# --- counts ----------------------------------------------------------------------------------


def test_every_numbered_card_of_every_set(catalog: Catalog) -> None:
    """928 numbered cards; Recruit's three arts (OGN-271/272/273) are one token, so they
    are 926 catalog objects, plus the tokens no set numbers among its cards."""
    objects: set[str] = set()
    for set_code, size in SET_SIZES.items():
        for n in range(1, size + 1):
            card = catalog.by_code(f"{set_code}-{n:03d}")
            assert card.set == set_code, card.code
            objects.add(card.code)
    assert sum(SET_SIZES.values()) == 928
    assert len(objects) == 926
    assert catalog.by_code("OGN-272") is catalog.by_code("OGN-271")
    assert catalog.by_code("OGN-273") is catalog.by_code("OGN-271")
    extra = {c.name for c in catalog.all() if c.code not in objects}
    # Mech, Sand Soldier, Shadow Clone, Tentacle: no source numbers them; their facts are RUP4
    # 187's
    assert extra == {"Gold", "Bird", "Reflection", "Baron Pit", "Brush", "Mech", "Sand Soldier",
                     "Shadow Clone", "Tentacle"}
    assert all(catalog.find(name).is_token for name in extra)
    assert len(catalog) == 926 + len(extra)
    per_set = Counter(c.set for c in catalog.all() if c.code in objects)
    assert per_set == {"OGN": 296, "OGS": 24, "SFD": 221, "UNL": 219, "VEN": 166}
    assert list(SET_NAMES) == list(SET_SIZES)


def test_names_are_unique_and_tokens_are_known(catalog: Catalog) -> None:
    names = [c.name for c in catalog.all()]
    assert len(set(names)) == len(names)
    tokens = {c.name: c.type for c in catalog.all() if c.is_token}
    assert tokens == {
        "Recruit": CardType.UNIT, "Sprite": CardType.UNIT, "Bird": CardType.UNIT,
        "Reflection": CardType.UNIT, "Gold": CardType.GEAR,
        "Mech": CardType.UNIT, "Sand Soldier": CardType.UNIT, "Shadow Clone": CardType.UNIT,
        "Tentacle": CardType.UNIT,
        "Baron Pit": CardType.BATTLEFIELD, "Brush": CardType.BATTLEFIELD,
    }  # fmt: skip
    assert catalog.token("Gold").type is CardType.GEAR


def test_proving_grounds_reprints_are_one_card(catalog: Catalog) -> None:
    """The Origins cards of the Proving Grounds decks live in proving_grounds.json with their
    OGN codes; origins.json holds the rest, so no Origins card is there twice."""
    pg = {c.code for c in Catalog.from_files([DATA_DIR / "proving_grounds.json"]).all()}
    origins = {c.code for c in Catalog.from_files([DATA_DIR / "origins.json"]).all()}
    assert len({c for c in pg if c.startswith("OGN-")}) == 46
    assert not pg & origins
    assert len({c for c in pg if c.startswith("OGN-")}) + len(origins) == 296


# --- validation ------------------------------------------------------------------------------


@pytest.mark.parametrize("name", DATA_FILES)
def test_every_data_file_validates_alone(name: str) -> None:
    assert len(Catalog.from_files([DATA_DIR / name])) > 0


def _broken(tmp_path: Path, change: dict[str, object], code: str = "VEN-003") -> Path:
    data = json.loads((DATA_DIR / "vendetta.json").read_text(encoding="utf-8"))
    entry = next(c for c in data["cards"] if c["code"] == code)
    entry.update(change)
    path = tmp_path / "vendetta.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        ({"energy": "two"}, "energy"),
        ({"text": "Kill a gear."}, "text"),  # no printed text in our data, ever
        ({"might_bonus": 2}, "Might bonus"),
        ({"printings": ["VEN-3"]}, "printings"),
        ({"supertype": "Basic"}, "only runes can be Basic"),
        ({"keywords": {"Burn": 1}}, "keywords"),
    ],
)
def test_a_broken_entry_names_the_card(tmp_path: Path, change: dict, problem: str) -> None:
    with pytest.raises(CardDataError) as err:
        Catalog.from_files([_broken(tmp_path, change)])
    message = str(err.value)
    assert "'Brittle Steel' (VEN-003)" in message and problem in message


def test_a_printing_of_two_cards_is_refused(tmp_path: Path) -> None:
    path = _broken(tmp_path, {"printings": ["VEN-112a"]})
    with pytest.raises(CardDataError) as err:
        Catalog.from_files([path])
    message = str(err.value)
    assert "printing VEN-112a" in message
    assert "'Brittle Steel' (VEN-003)" in message and "'Zed, Without a Sound' (VEN-112)" in message


def test_no_abilities_for_a_card_the_engine_cannot_run_yet(tmp_path: Path) -> None:
    path = tmp_path / "abilities.toml"
    path.write_text('format = 1\n\n["SFD-003"]\nname = "Blood Rush"\nabilities = []\n')
    assert "SFD-003" in load_ability_file(path)
    with pytest.raises(CardDataError, match=r"'Blood Rush' \(SFD-003\).*Repeat"):
        Catalog.from_files([DATA_DIR / "spiritforged.json"], [path])


def test_an_equipment_needs_its_equip_ability(tmp_path: Path) -> None:
    """A card printing Equip is entered with its Equip ability (RUP4 818.1)."""
    path = tmp_path / "abilities.toml"
    path.write_text('format = 1\n\n["SFD-022"]\nname = "Long Sword"\nabilities = []\n')
    with pytest.raises(CardDataError, match=r"'Long Sword' \(SFD-022\).*0 Equip abilities"):
        Catalog.from_files([DATA_DIR / "spiritforged.json"], [path])


# --- reconciled facts --------------------------------------------------------------------------


def _fact_row(catalog: Catalog, code: str) -> tuple:
    c = catalog.by_code(code)
    return (c.energy, c.power, c.might, c.might_bonus, c.tags, dict(c.keywords))


def test_spot_checks(catalog: Catalog) -> None:
    kw = Keyword
    assert _fact_row(catalog, "OGN-001") == (5, (), 5, None, ("Dragon", "Noxus"),
                                          {kw.ACCELERATE: 1})  # fmt: skip
    assert catalog.by_code("OGN-001").name == "Blazing Scorcher"
    # Legends are named "Champion, Subtitle" with the printed spelling of the champion.
    kaisa = catalog.by_code("OGN-247")
    assert kaisa.name == "Kai'Sa, Daughter of the Void"
    assert catalog.find("Kaisa, Daughter of the Void") is kaisa  # riftacademy's spelling
    assert catalog.find("Daughter of the Void") is kaisa
    # Equipment: riftcodex gives the Might bonus riftacademy lacks.
    assert _fact_row(catalog, "SFD-191") == (4, ("Calm/Mind", "Calm/Mind"), None, 3,
                                          ("Ornn", "Equipment"),
                                          {kw.UNIQUE: 1, kw.EQUIP: 1})  # fmt: skip
    assert _fact_row(catalog, "SFD-022")[3] == 2  # Long Sword
    assert catalog.card_def("SFD-022").might_bonus == 2
    # Hunt keeps its number; Level's threshold belongs to the ability.
    assert _fact_row(catalog, "UNL-016") == (3, ("Fury",), 3, None, ("Dog", "Noxus"),
                                          {kw.HUNT: 2, kw.LEVEL: 1})  # fmt: skip
    # A signature spell of two domains: one hybrid pip (RUP4 135.2.e.6.c).
    assert _fact_row(catalog, "UNL-184")[:2] == (2, ("Fury/Body",))
    # Vendetta: riftacademy has no pips for Brittle Steel; ecoproxy gives one.
    assert _fact_row(catalog, "VEN-003") == (2, ("Fury",), None, None, (), {kw.FLOW: 1})
    # riftacademy's "Basic" on Vendetta cards is no supertype; Champions stay Champions.
    assert catalog.by_code("VEN-001").supertype is None
    assert catalog.by_code("VEN-112").is_champion_unit
    # Keywords the card only grants are not the card's: Fiora gives herself some while Mighty.
    assert dict(catalog.by_code("OGN-232").keywords) == {}


# --- printings -------------------------------------------------------------------------------


def _source_codes() -> list[tuple[str, str]]:
    """(printing code as deck codes write it, name) for every printing the sources list."""
    if not SHARED.exists():
        pytest.skip(f"whole-set sources not found at {SHARED}")
    out = []
    for c in json.loads((SHARED / "riftacademy" / "cards.json").read_text(encoding="utf-8")):
        out.append((f"{c['setId']}-{c['collectorNumber']:03d}", c["name"]))
    for s in ("ogn", "ogs", "sfd"):
        for c in json.loads((SHARED / "riftcodex-format" / f"{s}.json").read_text("utf-8")):
            out.append((c["public_code"].split("/")[0], c["name"]))
    for s in SET_SIZES:
        for c in json.loads((SHARED / "ecoproxy" / f"{s}.json").read_text("utf-8"))["cards"]:
            v = c["variantNumber"]
            m = re.match(r"^([A-Z]+)-(\d+)([a-z]?)(-star)?(?:-\d+)?$", v)
            if m:
                code = f"{m[1]}-{int(m[2]):03d}{m[3]}{'*' if m[4] else ''}"
            else:
                m = re.match(r"^([A-Z]+)-(sp|r|t)(\d+)", v)
                assert m, v
                kind = m[2].upper()
                code = f"{m[1]}-{kind}{int(m[3]) if kind == 'SP' else f'{int(m[3]):02d}'}"
            out.append((code, c["name"]))
    return [(code, name) for code, name in out if code not in NOT_OBJECTS]


def test_every_printing_in_the_sources_resolves(catalog: Catalog) -> None:
    codes = _source_codes()
    assert len(codes) > 2000
    for code, name in codes:
        card = catalog.by_code(code)
        assert catalog.by_code(code.lower()) is card
        # The sources name legends by subtitle only and tokens by art ("Recruit v2").
        short = re.sub(r"\s*(\([A-Z]{2}\)|, [A-Z]{2}| v\d)$", "", name)
        spellings = {_fold(s) for s in (card.name, *card.aliases)}
        assert _fold(short) in spellings or any(s.endswith(_fold(short)) for s in spellings), (
            code, name, card.name)  # fmt: skip


def test_deck_codes_and_tts_read_variant_printings(catalog: Catalog) -> None:
    assert raw_to_deck_card("OGN-299s").name == "Kai'Sa, Daughter of the Void"
    assert raw_to_deck_card("OGN-007a").name == "Fury Rune"
    assert raw_to_deck_card("OGN-288b").name == "Startipped Peak"  # an art nobody listed
    deck = parse_tts("OGS-019-1 SFD-232-1 SFD-232*-2 OGN-007a-1 VEN-R01-1")
    assert deck.legend == "Master Yi, Wuju Bladesman"
    assert deck.champion == "Sett, Brawler" and deck.main == (("Sett, Brawler", 1),)
    assert ("Fury Rune", 2) in deck.runes


def raw_to_deck_card(code: str) -> CardFacts:
    """The card a deck code's printing is read as."""
    return _facts(CardId.parse(code), load_catalog())
