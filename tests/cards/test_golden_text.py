"""Golden card text: every card's generated English and its Italian, compared exactly.

`golden/card_text.json` holds one line per card code, `{"en": ..., "it": ...}`: the full
text of implemented cards, the keyword-only lines of the rest (cards with no text at all are
left out), and one `reminder <Keyword>` entry per keyword. It pins the wording while the
engine and the card data are restructured (moving code must not change a word).

A deliberate wording change rewrites it: `GOLDEN_WRITE=1 pytest tests/cards/test_golden_text.py`,
then read `git diff`: an entry whose "en" changed and whose "it" did not is an Italian text
to review.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from app.cards import localized
from app.cards.catalog import load_catalog
from app.cards.text import card_text, keyword_reminder
from app.engine.core.enums import Keyword

GOLDEN = Path(__file__).with_name("golden") / "card_text.json"


def _italian(fn):  # type: ignore[no-untyped-def]
    before = localized.language()
    localized.set_language("it")
    try:
        return fn()
    finally:
        localized.set_language(before)


def current() -> dict[str, dict[str, str]]:
    """Every card's {en, it} text (cards in code order), then every keyword's reminder."""
    cat = load_catalog()
    defs = [cat.card_def(c.code) for c in sorted(cat.all(), key=lambda c: c.code)]
    english = {d.code: card_text(d) for d in defs}
    italian = _italian(lambda: {d.code: localized.localized_text(d) for d in defs})
    out = {code: {"en": en, "it": italian[code]} for code, en in english.items() if en}
    it_reminders = _italian(lambda: {kw: localized.localized_reminder(kw) for kw in Keyword})
    for kw in Keyword:
        out[f"reminder {kw.value}"] = {"en": keyword_reminder(kw), "it": it_reminders[kw]}
    return out


def _dump(entries: dict[str, dict[str, str]]) -> str:
    """JSON with one line per entry, so that a diff names the cards that changed."""
    lines = [f"{json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}" for k, v in entries.items()]
    return "{\n" + ",\n".join(lines) + "\n}\n"


def test_card_text_matches_the_golden_file() -> None:
    got = current()
    if os.environ.get("GOLDEN_WRITE") == "1":
        GOLDEN.write_text(_dump(got), encoding="utf-8")
    if not GOLDEN.exists():
        pytest.fail(f"{GOLDEN} is missing: write it with GOLDEN_WRITE=1")
    want = json.loads(GOLDEN.read_text(encoding="utf-8"))
    gone, new = sorted(want.keys() - got.keys()), sorted(got.keys() - want.keys())
    changed = sorted(k for k in want.keys() & got.keys() if want[k] != got[k])
    assert not (gone or new or changed), (
        f"card text differs from {GOLDEN.name} (GOLDEN_WRITE=1 rewrites it): "
        f"gone {gone[:10]}, new {new[:10]}, changed {changed[:10]}; first change: "
        + (f"{changed[0]}: {want[changed[0]]} -> {got[changed[0]]}" if changed else "none")
    )


def test_golden_file_covers_every_implemented_card_and_keyword() -> None:
    want = json.loads(GOLDEN.read_text(encoding="utf-8"))
    cat = load_catalog()
    missing = [c for c in cat.implemented_codes()
               if cat.card_def(c).abilities and c not in want]
    assert not missing
    assert all(f"reminder {kw.value}" in want for kw in Keyword)
