"""The Italian card text table covers every card and keyword, with the English numbers."""

from __future__ import annotations

import re
import tomllib
from collections import Counter
from pathlib import Path

import pytest

from app.cards import localized
from app.cards.catalog import load_catalog
from app.cards.text import CardTextError, card_text, keyword_reminder
from app.engine import Keyword

DATA = Path(localized.__file__).with_name("data")
NUMBER = re.compile(r"\d+")


@pytest.fixture(scope="module")
def table() -> dict:
    return localized._table("it")


def test_every_italian_file_reads_and_names_no_card_twice() -> None:
    seen: set[str] = set()
    files = [DATA / "reminders.it.toml", *sorted(DATA.glob("*/*.it.toml"))]
    for path in files:
        cards = set(tomllib.loads(path.read_text(encoding="utf-8")).get("cards", {}))
        assert not cards & seen, f"{path.name} repeats {sorted(cards & seen)[:3]}"
        seen |= cards


def numbers(text: str) -> Counter:
    return Counter(NUMBER.findall(text))


def english_reminders() -> dict[Keyword, str]:
    out = {}
    for kw in Keyword:
        try:
            out[kw] = keyword_reminder(kw, 7)
        except CardTextError:
            continue
    return out


def test_every_keyword_has_an_italian_reminder(table) -> None:
    reminders = table["reminders"]
    english = english_reminders()
    assert english
    for kw, text in english.items():
        assert kw.value in reminders, f"no Italian reminder for {kw.value}"
        it = reminders[kw.value]
        assert it.startswith("(") and it.endswith(")"), kw.value
        assert ("{n}" in it) == ("7" in text), f"{kw.value}: {{n}} where English has a number"
        assert numbers(it.replace("{n}", "7")) == numbers(text), kw.value
    assert set(reminders) <= {k.value for k in Keyword}


def test_every_card_with_text_has_italian_text(table) -> None:
    cards = table["cards"]
    catalog = load_catalog()
    assert set(cards) <= {c.code for c in catalog.all()}, "codes that are not catalog cards"
    implemented = catalog.implemented_codes()
    for facts in catalog.all():
        card = catalog.card_def(facts.code)
        english = card_text(card)
        if facts.code not in implemented:
            continue  # keyword lines only, built from the reminders (next test)
        it = cards.get(facts.code, "")
        if not english:
            assert it == "", facts.code
            continue
        assert it.strip(), f"{facts.code} {facts.name}: no Italian text"
        assert it != english, f"{facts.code}: the Italian text is the English one"
        assert numbers(it) == numbers(english), f"{facts.code}: {it!r} vs {english!r}"
        assert it.count("\n") == english.count("\n"), f"{facts.code}: paragraphs differ"
        for kw, n in card.keywords:  # keyword lines: English name, Italian reminder
            reminder = table["reminders"][kw.value].replace("{n}", str(max(n, 1)))
            assert reminder in it, f"{facts.code}: {kw.value} line lacks its reminder"
            assert it.startswith(kw.value) or f"\n{kw.value}" in it, facts.code


def test_unimplemented_cards_get_italian_keyword_lines(table) -> None:
    catalog = load_catalog()
    # a card with keywords and no abilities yet (any: the pool is being filled in)
    waiting = [c.code for c in catalog.all() if c.keywords
               and c.code not in catalog.implemented_codes()]
    if not waiting:
        pytest.skip("every card with keywords is implemented")
    card = catalog.card_def(waiting[0])
    try:
        localized.set_language("it")
        lines = localized.localized_text(card).split("\n")
    finally:
        localized.set_language("en")
    assert lines == [
        f"{kw.value} {table['reminders'][kw.value]}" for kw, _ in card.keywords
    ]


def test_localized_text_follows_the_language(table) -> None:
    card = load_catalog().card_def("OGN-137")
    try:
        localized.set_language("it")
        assert localized.localized_text(card) == table["cards"]["OGN-137"]
        assert localized.localized_reminder(Keyword.SHIELD, 2) == "(Ha +2 Might finché difende.)"
    finally:
        localized.set_language("en")
    assert localized.localized_text(card) == card_text(card)
