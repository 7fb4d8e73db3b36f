"""The card data lies where a reader looks for it: `<set>/<type>.toml`, the set from the code
printed on the card, the type from its facts; the translations alongside, and no code twice."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from app.cards.catalog import (
    ABILITY_FILES,
    DATA_DIR,
    SET_FOLDERS,
    TYPE_FILES,
    Catalog,
    load_catalog,
)

TRANSLATIONS = tuple(sorted(DATA_DIR.glob("*/*.*.toml")))


def _home(catalog: Catalog, code: str) -> Path:
    card = catalog.by_code(code)
    return Path(SET_FOLDERS[code.split("-")[0]]) / TYPE_FILES[card.type]


def _codes(path: Path) -> list[str]:
    raw = tomllib.loads(path.read_text(encoding="utf-8"))
    if path in TRANSLATIONS:
        return list(raw["cards"])
    return [k for k in raw if k != "format"]


@pytest.mark.parametrize("name", [*ABILITY_FILES, *(p.relative_to(DATA_DIR) for p in TRANSLATIONS)],
                         ids=str)
def test_each_card_is_in_its_set_and_type_file_in_code_order(name: Path) -> None:
    catalog = load_catalog()
    base = name.parent / (name.name.split(".")[0] + ".toml")
    codes = _codes(DATA_DIR / name)
    assert codes, name
    assert codes == sorted(codes)
    for code in codes:
        assert _home(catalog, code) == base, code


def test_no_code_is_defined_twice() -> None:
    for files in (ABILITY_FILES, [p.relative_to(DATA_DIR) for p in TRANSLATIONS]):
        seen: dict[str, Path] = {}
        for name in files:
            for code in _codes(DATA_DIR / name):
                assert code not in seen, f"{code} in {name} and {seen[code]}"
                seen[code] = name


def test_the_loader_finds_every_ability_file_and_no_translation() -> None:
    assert ABILITY_FILES, "no ability file found"
    assert all(len(name.suffixes) == 1 and name.parent.name in SET_FOLDERS.values()
               for name in ABILITY_FILES)
    assert {p.name.split(".")[1] for p in TRANSLATIONS} == {"it"}
    assert load_catalog().implemented_codes() == frozenset(
        code for name in ABILITY_FILES for code in _codes(DATA_DIR / name))
