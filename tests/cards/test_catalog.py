"""Card catalog: the bundled data against the shared reference, lookup, and validation.

The data file was generated from the reference with this module:
    python tests/cards/test_catalog.py --write
The same extraction is re-run by `test_data_file_matches_reference`, so the two cannot drift.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

import pytest

from app.cards.catalog import (
    DATA_DIR,
    Catalog,
    UnknownCardError,
    basic_rune,
    load_catalog,
    normalize_name,
)
from app.cards.models import CardDataError
from app.engine.core.cards import CardDef
from app.engine.core.enums import CardType, Domain, Keyword

# CI checks out ../shared beside the repo: /work/shared when the repo is /work/main.
SHARED = Path(__file__).resolve().parents[3] / "shared"
REFERENCE = SHARED / "reference" / "cards" / "proving-grounds.json"
DATA_FILE = DATA_DIR / "proving_grounds.json"

# Copied facts only; card text (and errata text) must never reach our data.
FACT_FIELDS = (
    "code", "name", "aliases", "type", "supertype", "domains", "energy", "power",
    "might", "tags", "keywords", "set", "collector_number", "rarity", "errata",
)  # fmt: skip


def facts_from_reference(obj: dict[str, Any]) -> dict[str, Any]:
    """Our data entry for one reference object (the generator of the data file)."""
    values = obj["keyword_values"]
    return {
        "code": obj["card_code"],
        "name": obj["name"],
        "aliases": obj["aliases"],
        "type": obj["type"],
        "supertype": obj["supertype"],
        "domains": obj["domains"],
        "energy": obj["energy"],
        "power": obj["power"],
        "might": obj["might"],
        "tags": obj["tags"],
        # Card-level keywords only, bare = 1; ability/granted keywords go to abilities.
        "keywords": {k: values.get(k, 1) for k in obj["keywords"]},
        "set": obj["set"],
        "collector_number": obj["collector_number"],
        "rarity": obj["rarity"],
        "errata": bool(obj.get("errata")),
    }


def render_data_file(reference: list[dict[str, Any]]) -> str:
    """One field per line with inline lists: compact, and diffs stay per card. Printings are
    not in the reference: the whole-set reconcile step (.reconcile/) added them; kept."""
    printings = {c["code"]: c["printings"] for c in our_data()["cards"] if "printings" in c}
    cards = []
    for obj in reference:
        facts = facts_from_reference(obj)
        if facts["code"] in printings:
            facts["printings"] = printings[facts["code"]]
        fields = ",\n".join(
            f"      {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}" for k, v in facts.items()
        )
        cards.append("    {\n" + fields + "\n    }")
    note = (
        "Facts of the Proving Grounds decks' cards (Origins/Proving Grounds). No card text: "
        "our text is generated from ability definitions."
    )
    return (
        '{\n  "format": 1,\n  "note": '
        + json.dumps(note)
        + ',\n  "cards": [\n'
        + ",\n".join(cards)
        + "\n  ]\n}\n"
    )


def load_reference() -> list[dict[str, Any]]:
    if not REFERENCE.exists():
        pytest.skip(f"shared reference not found at {REFERENCE}")
    return json.loads(REFERENCE.read_text(encoding="utf-8"))


def our_data() -> dict[str, Any]:
    return json.loads(DATA_FILE.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_catalog()


# --- the data file -------------------------------------------------------------------


def test_proving_grounds_file_has_70_objects() -> None:
    cards = Catalog.from_files([DATA_FILE]).all()
    assert len(cards) == 70
    by_type = {t: sum(1 for c in cards if c.type is t) for t in CardType}
    assert by_type[CardType.LEGEND] == 4
    assert by_type[CardType.BATTLEFIELD] == 4
    assert by_type[CardType.RUNE] == 6
    assert sum(1 for c in cards if c.is_token) == 1
    assert len(cards) - 4 - 4 - 6 - 1 == 55


def test_load_catalog_is_cached() -> None:
    assert load_catalog() is load_catalog()


def test_data_file_matches_reference() -> None:
    reference = load_reference()
    ours = our_data()["cards"]
    assert [c["code"] for c in ours] == [o["card_code"] for o in reference]  # stable order
    for obj, entry in zip(reference, ours, strict=True):
        assert {k: entry[k] for k in FACT_FIELDS} == facts_from_reference(obj), obj["name"]
        assert tuple(entry) in (FACT_FIELDS, (*FACT_FIELDS, "printings"))


def test_card_defs_match_reference(catalog: Catalog) -> None:
    for obj in load_reference():
        card = catalog.card_def(obj["card_code"])
        assert card.name == obj["name"]
        assert card.type is CardType(obj["type"])
        assert card.supertype == obj["supertype"]
        assert card.domains == tuple(Domain(d) for d in obj["domains"])
        assert (card.energy, card.might) == (obj["energy"], obj["might"])
        assert len(card.power) == obj["power_count"]
        assert [sorted(d.value for d in pip) for pip in card.power] == [
            sorted(p.split("/")) for p in obj["power"]
        ]
        assert card.tags == tuple(obj["tags"])
        for kw in obj["keywords"]:
            assert card.keyword(Keyword(kw)) == obj["keyword_values"].get(kw, 1)
        assert len(card.keywords) == len(obj["keywords"])
        # Abilities come from the abilities data (tests/cards/test_abilities.py), not facts.
        assert catalog.is_implemented(obj["card_code"])


def test_engine_values(catalog: Catalog) -> None:
    tibbers = catalog.card_def("Tibbers")
    assert tibbers.power == (frozenset({Domain.FURY, Domain.CHAOS}),) * 2
    garen = catalog.card_def("Garen, Rugged")
    assert garen.keyword(Keyword.ASSAULT) == 2 and garen.keyword(Keyword.SHIELD) == 2
    assert garen.is_champion
    assert catalog.card_def("Stalwart Poro").keyword(Keyword.SHIELD) == 1
    # Ability keywords stay out of the card's keywords (Lux's Reaction is an ability's).
    assert catalog.card_def("Lux, Crownguard").keywords == ()
    assert catalog.card_def("Fortified Position").keywords == ()
    assert catalog.card_def("Highlander") is catalog.card_def("OGS-020")  # cached per card


def test_errata_flags(catalog: Catalog) -> None:
    flagged = {c.name for c in catalog.all() if c.errata}
    assert flagged == {"Annie, Dark Child", "Highlander", "Disintegrate", "Dune Drake", "Void Gate"}


def _words(text: str) -> list[str]:
    text = re.sub(r":rb_[a-z0-9_]+:", " ", text)  # symbols; reminder text is checked too
    return re.findall(r"[a-z0-9']+", text.lower())


def test_no_card_text_copied() -> None:
    """Guard for the legal rule: facts may be copied, printed text may not."""

    def strings(value: Any) -> list[str]:
        if isinstance(value, str):
            return [value]
        if isinstance(value, dict):
            return [s for k, v in value.items() for s in (k, *strings(v))]
        if isinstance(value, list):
            return [s for v in value for s in strings(v)]
        return []

    data = our_data()
    for entry in data["cards"]:
        assert not {"text", "reminder", "errata_text"} & set(entry)
        for s in strings(entry):
            assert len(s) <= 60, (entry["name"], s)

    reference = load_reference()
    ours = " ".join(_words(" ".join(strings(data)))) + " "
    ours += " ".join(
        " ".join(_words(p.read_text(encoding="utf-8")))
        for folder in ("cards", "decks")
        for p in (DATA_DIR.parents[1] / folder).rglob("*.py")
    )
    n = 6  # six words in a row: longer than any card name, shorter than any ability
    for obj in reference:
        texts = [obj["text"], (obj.get("errata") or {}).get("text", "")]
        for text in texts:
            words = _words(text)
            for i in range(len(words) - n + 1):
                chunk = " ".join(words[i : i + n])
                assert chunk not in ours, f"text of {obj['name']!r} copied: {chunk!r}"


# --- lookup --------------------------------------------------------------------------


def test_every_name_and_alias_resolves(catalog: Catalog) -> None:
    for card in catalog.all():
        for spelling in (card.name, *card.aliases):
            assert catalog.lookup(spelling) is card
            assert catalog.lookup(spelling.upper()) is card
            assert catalog.lookup(f"  {spelling.lower()}  ") is card


def test_reference_aliases_resolve(catalog: Catalog) -> None:
    for obj in load_reference():
        for alias in obj["aliases"]:
            assert catalog.lookup(alias).code == obj["card_code"]


def test_lookup_is_tolerant(catalog: Catalog) -> None:
    assert catalog.lookup("Master Yi - Meditative").name == "Master Yi, Meditative"
    assert catalog.lookup("master   yi ,  meditative").name == "Master Yi, Meditative"
    assert catalog.lookup("Yi - Honed").name == "Master Yi, Honed"  # alias + separator
    assert catalog.lookup("Lux \u2013 Illuminated").name == "Lux, Illuminated"
    assert catalog.lookup("Gentlemen\u2019s Duel").name == "Gentlemen's Duel"
    assert catalog.lookup("mega-mech").name == "Mega-Mech"
    assert catalog.lookup("Wuju Bladesman - Starter").name == "Master Yi, Wuju Bladesman"
    assert normalize_name("Master Yi - Meditative") == normalize_name("Master Yi, Meditative")


def test_unknown_name_suggests(catalog: Catalog) -> None:
    with pytest.raises(UnknownCardError) as info:
        catalog.lookup("Stalwrt Poro")
    assert info.value.name == "Stalwrt Poro"
    assert info.value.suggestions[0] == "Stalwart Poro"
    assert str(info.value).startswith("Unknown card 'Stalwrt Poro'. Did you mean 'Stalwart Poro'")
    with pytest.raises(UnknownCardError) as info:
        catalog.lookup("Zzzzqx")
    assert str(info.value) == "Unknown card 'Zzzzqx'."


def test_by_code_and_card_def(catalog: Catalog) -> None:
    assert catalog.by_code("ogs-004").name == "Master Yi, Meditative"
    with pytest.raises(UnknownCardError):
        catalog.by_code("OGS-999")
    assert isinstance(catalog.card_def("OGN-052"), CardDef)
    assert catalog.card_def("Yi, Meditative").code == "OGS-004"
    assert "Stalwart Poro" in catalog and "Nope" not in catalog


def test_tokens_and_runes(catalog: Catalog) -> None:
    recruit = catalog.token("Recruit")
    assert recruit.is_token and recruit.might == 1 and recruit.domains == ()
    assert catalog.token("recruit token") is recruit
    with pytest.raises(UnknownCardError):
        catalog.token("Stalwart Poro")  # a card, not a token
    for domain in Domain:
        rune = basic_rune(domain)
        assert rune.type is CardType.RUNE and rune.domains == (domain,)
        assert rune.name == f"{domain.value} Rune"
    assert basic_rune("calm") is basic_rune(Domain.CALM)


# --- validation ----------------------------------------------------------------------


def _write(tmp_path: Path, cards: list[dict[str, Any]]) -> Path:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps({"format": 1, "cards": cards}), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"might": None}, "might"),
        ({"energy": None}, "energy"),
        ({"domains": ["Calm", "Purple"]}, "domains"),
        ({"power": ["Calm-Body"]}, "power pip"),
        ({"keywords": {"Shield": 1, "Flying": 1}}, "keywords"),
        ({"text": "copied text"}, "text"),
        ({"type": "Creature"}, "type"),
        ({"collector_number": 53}, "does not match"),
    ],
)
def test_corrupt_entry_names_the_card(tmp_path: Path, change: dict[str, Any], message: str) -> None:
    cards = our_data()["cards"]
    index = next(i for i, c in enumerate(cards) if c["name"] == "Stalwart Poro")
    cards[index] = {**cards[index], **change}
    with pytest.raises(CardDataError) as info:
        Catalog.from_files([_write(tmp_path, cards)])
    text = str(info.value)
    assert "'Stalwart Poro' (OGN-052)" in text and message in text, text


def test_load_catalog_reports_corrupt_bundled_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cards = our_data()["cards"]
    cards[3] = {**cards[3], "might": -2}
    _write(tmp_path, cards).rename(tmp_path / "proving_grounds.json")
    monkeypatch.setattr("app.cards.catalog.DATA_DIR", tmp_path)
    load_catalog.cache_clear()
    try:
        with pytest.raises(ValueError, match=r"Stalwart Poro.*\n.*might"):
            load_catalog()
    finally:
        monkeypatch.undo()
        load_catalog.cache_clear()


def test_duplicate_alias_is_rejected(tmp_path: Path) -> None:
    cards = our_data()["cards"]
    cards[4] = {**cards[4], "aliases": ["Stalwart Poro"]}
    with pytest.raises(CardDataError, match="clashes"):
        Catalog.from_files([_write(tmp_path, cards)])


if __name__ == "__main__":
    # Regenerate the data file from the shared reference (run once; review the diff).
    if "--write" not in sys.argv:
        sys.exit("usage: python tests/cards/test_catalog.py --write")
    text = render_data_file(json.loads(REFERENCE.read_text(encoding="utf-8")))
    DATA_FILE.write_text(text, encoding="utf-8")
    print(f"wrote {DATA_FILE}")
