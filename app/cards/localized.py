"""Card text in the player's language: our English text is generated from each card's
definition; other languages come from tables we write: app/cards/data/reminders.<lang>.toml
(keyword reminders) and a <set>/<type>.<lang>.toml beside each <set>/<type>.toml (cards).
Card names and keywords stay in English, as in the Italian How To Play booklet; anything
a table lacks falls back to English."""

from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path

from app.cards.text import card_text, keyword_line, keyword_reminder
from app.engine import CardDef, Keyword

DATA = Path(__file__).with_name("data")
_language = "en"


def set_language(code: str) -> None:
    global _language
    _language = code if code in available() else "en"
    localized_text.cache_clear()


def language() -> str:
    return _language


@cache
def available() -> frozenset[str]:
    return frozenset({"en"} | {p.suffixes[0][1:] for p in DATA.glob("reminders.*.toml")}
                     | {p.suffixes[0][1:] for p in DATA.glob("*/*.*.toml")})


@cache
def _table(code: str) -> dict:
    """The language's reminders and card texts, from its reminders file and its card files."""
    table: dict = {"reminders": {}, "cards": {}}
    reminders = DATA / f"reminders.{code}.toml"
    for path in [reminders] * reminders.exists() + sorted(DATA.glob(f"*/*.{code}.toml")):
        part = tomllib.loads(path.read_text(encoding="utf-8"))
        table["reminders"].update(part.get("reminders", {}))
        table["cards"].update(part.get("cards", {}))
    return table


@cache
def localized_text(card: CardDef) -> str:
    if _language != "en":
        text = _table(_language).get("cards", {}).get(card.code)
        if text is not None:
            return str(text)
        if not card.abilities:  # keyword lines only: made of the translated reminders
            return "\n".join(
                f"{keyword_line(kw, n).split(' (')[0]} {localized_reminder(kw, n)}"
                for kw, n in card.keywords
            )
    return card_text(card)


def localized_reminder(keyword: Keyword, n: int = 1) -> str:
    if _language != "en":
        text = _table(_language).get("reminders", {}).get(keyword.value)
        if text is not None:
            return str(text).replace("{n}", str(n))
    return keyword_reminder(keyword, n)
