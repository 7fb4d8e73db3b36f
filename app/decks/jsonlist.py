"""Read deck lists exported as JSON by deck sites and tools.

No two sites agree, so we read the common shapes:
- keys (any case, with or without `_`/`-`): `legend`, `champion`/`chosenChampion`,
  `mainDeck`/`main`/`cards`, `sideDeck`/`sideboard`, `battlefields`, `runes`, `name`; the deck
  may sit under a `deck` or `data` key;
- a card is a string (a name, a code `OGN-043`, unpadded `OGN-43`, or with an art suffix
  `OGN-043-1` / `ogn-043-298`), or an object with an id (`id`, `cardId`, `code`, ...) and/or
  a `name`, and a count (`count`, `quantity`, `qty`, `copies`, `amount`; 1 if absent);
- a section is one card, a list of cards (or `[card, count]` pairs), or an object mapping
  cards to counts; `runes` may be keyed by domain (`{"Calm": 6, "Body": 6}`), meaning each
  domain's basic rune (RUP4 164) unless the entry names a card.

`champion` is the chosen champion. Most exports list it apart from the main deck, as the
Piltover Archive layout does; when the main deck holds it too and counts 40 cards with it,
the main deck already includes the chosen champion's copy (RUP4 103.2.a.1), so that copy is
not counted twice.

Errors are `DeckFormatError`s naming the text line where the bad value first appears; every
unknown card is reported, with the deck read from the rest (see `app.decks.text`).
"""

from __future__ import annotations

import json
import re
from typing import Any

from app.cards.catalog import Catalog, UnknownCardError
from app.cards.models import CardFacts
from app.decks.model import CardCount, DeckList
from app.decks.text import MAX_COUNT, DeckFormatError
from app.engine.core.enums import CardType, Domain

__all__ = ["looks_like_json", "parse_json_deck"]

_ID_KEYS = ("id", "cardid", "code", "cardcode", "cardnumber", "riftboundid", "uid")
_NAME_KEYS = ("name", "cardname", "title")
_COUNT_KEYS = ("count", "quantity", "qty", "copies", "amount", "number")
_SECTIONS = {
    "legend": ("legend", "legendcard", "championlegend"),
    "champion": ("champion", "chosenchampion", "chosen", "championcard"),
    "main": ("maindeck", "main", "mainboard", "cards", "deck"),
    "sideboard": ("sidedeck", "sideboard", "side"),
    "battlefields": ("battlefields", "battlefield"),
    "runes": ("runes", "runedeck", "runepool"),
}
_SUFFIXED = re.compile(r"^(?P<code>[A-Za-z]{2,4}-[A-Za-z0-9]+)-\d+$")
_DOMAINS = {d.value.lower(): d for d in Domain}


# A deck export nests a few levels (deck > section > card > fields); far deeper is no deck,
# and reading it would exhaust the stack.
_MAX_DEPTH = 16
_TOO_DEEP = f"the JSON is nested deeper than a deck list ({_MAX_DEPTH} levels)"


def _depth(data: object) -> int:
    """How deep lists and objects nest in `data` (iterative: any depth is safe)."""
    deepest, stack = 0, [(data, 1)]
    while stack:
        value, level = stack.pop()
        if isinstance(value, (list, dict)):
            deepest = max(deepest, level)
            if level > _MAX_DEPTH:
                break
            items = value.values() if isinstance(value, dict) else value
            stack.extend((item, level + 1) for item in items)
    return deepest


def looks_like_json(body: str) -> bool:
    """`{...}`, or `[...]` that parses (a bracketed `[legend]` header is text)."""
    if body.startswith("{"):
        return True
    if body.startswith("["):
        try:
            json.loads(body)
        except (ValueError, RecursionError):
            return body[1:].lstrip().startswith(("[", "{"))  # nested too deep: still JSON
        return True
    return False


def _key(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", text.lower())


class _Reader:
    def __init__(self, text: str, catalog: Catalog) -> None:
        self.text = text
        self.cat = catalog
        self.problems: list[DeckFormatError] = []

    def line_of(self, value: object) -> tuple[int, str]:
        """The first line of the text holding this value, and that line."""
        needle = json.dumps(value) if isinstance(value, str) else str(value)
        for no, line in enumerate(self.text.splitlines(), start=1):
            if needle in line:
                return no, line.strip()
        return 0, needle

    def problem(self, value: object, message: str) -> None:
        no, line = self.line_of(value)
        self.problems.append(DeckFormatError(no, line, message, quote_line=False))

    def card(self, ref: object) -> CardFacts | None:
        if not isinstance(ref, str) or not ref.strip():
            self.problem(ref, f"expected a card name or code, not {json.dumps(ref)}")
            return None
        found = self.cat.find(ref)
        if found is None and (m := _SUFFIXED.match(ref.strip())):
            found = self.cat.find(m["code"])
        if found is None:
            hint = UnknownCardError(ref, self.cat.suggest(ref)).hint
            self.problem(ref, f"unknown card '{ref}'.{hint}")
        return found

    def count(self, raw: object, where: object) -> int | None:
        if isinstance(raw, bool) or not isinstance(raw, (int, str)):
            self.problem(where, f"the count of {where} must be a whole number")
            return None
        try:
            n = int(raw)
        except ValueError:
            self.problem(raw, f"the count {raw!r} must be a whole number")
            return None
        if not 1 <= n <= MAX_COUNT:
            self.problem(where, f"the count of {where} must be between 1 and {MAX_COUNT}")
            return None
        return n

    def entry(self, obj: dict[str, Any]) -> tuple[CardFacts, int] | None:
        """An object naming one card: its id or name, and a count."""
        keys = {_key(k): v for k, v in obj.items()}
        if isinstance(keys.get("card"), dict):  # {"card": {...}, "count": 2}
            inner = {_key(k): v for k, v in keys["card"].items()}
            keys = {**inner, **{k: v for k, v in keys.items() if k != "card"}}
        refs = [keys[k] for k in (*_ID_KEYS, *_NAME_KEYS) if isinstance(keys.get(k), str)]
        if not refs:
            self.problem(next(iter(obj.values()), obj), "a card entry has no id or name")
            return None
        card = None
        for ref in refs:  # an id first; a name when the id is unknown (or absent)
            card = self.cat.find(ref) or (
                self.cat.find(m["code"]) if (m := _SUFFIXED.match(ref.strip())) else None
            )
            if card is not None:
                break
        if card is None:
            self.card(refs[-1])  # report it, with a "did you mean"
            return None
        raw_count = next((keys[k] for k in _COUNT_KEYS if k in keys), 1)
        n = self.count(raw_count, refs[0])
        return (card, n) if n is not None else None

    def section(self, value: object, runes: bool = False) -> list[tuple[CardFacts, int]]:
        out: list[tuple[CardFacts, int]] = []
        if value is None:
            return out
        if isinstance(value, str):
            card = self.card(value)
            return [(card, 1)] if card else []
        if isinstance(value, list):
            for item in value:
                if isinstance(item, list) and len(item) == 2:  # ["OGN-043", 2]
                    card, n = self.card(item[0]), self.count(item[1], item[0])
                    if card and n:
                        out.append((card, n))
                else:
                    out.extend(self.section(item, runes))
            return out
        if isinstance(value, dict):
            keys = {_key(k) for k in value}
            if keys & {*_ID_KEYS, *_NAME_KEYS, "card"}:
                found = self.entry(value)
                return [found] if found else []
            for ref, item in value.items():  # {"OGN-043": 2} or {"Calm": 6}
                domain = _DOMAINS.get(ref.strip().lower()) if runes else None
                if isinstance(item, dict):
                    keys = {_key(k) for k in item}
                    if keys & {*_ID_KEYS, *_NAME_KEYS, "card"}:
                        found = self.entry(item)
                        out.extend([found] if found else [])
                        continue
                    raw = next((item[k] for k in item if _key(k) in _COUNT_KEYS), 1)
                else:
                    raw = item
                card = self.basic_rune(domain) if domain else self.card(ref)
                n = self.count(raw, ref)
                if card and n:
                    out.append((card, n))
            return out
        self.problem(value, f"expected cards, not {json.dumps(value)}")
        return out

    def basic_rune(self, domain: Domain) -> CardFacts | None:
        for card in self.cat:
            if card.type is CardType.RUNE and card.domains == (domain,) and (
                card.supertype is not None and card.supertype.value == "Basic"
            ):
                return card
        self.problem(domain.value, f"no basic rune of {domain.value} in the catalog")
        return None


def parse_json_deck(text: str, catalog: Catalog, name: str = "") -> DeckList:
    """A deck from a JSON export; raises DeckFormatError (every bad card, `partial` set)."""
    try:
        data = json.loads(text)
    except ValueError as exc:
        line = getattr(exc, "lineno", 0)
        msg = getattr(exc, "msg", str(exc))
        raise DeckFormatError(line, "", f"not valid JSON: {msg}", quote_line=False) from exc
    except RecursionError as exc:
        raise DeckFormatError(0, "", _TOO_DEEP, quote_line=False) from exc
    if _depth(data) > _MAX_DEPTH:
        raise DeckFormatError(0, "", _TOO_DEEP, quote_line=False)
    while isinstance(data, dict):
        keys = {_key(k): v for k, v in data.items()}
        inner = keys.get("deck", keys.get("data"))
        if isinstance(inner, dict) and not any(k in keys for k in _SECTIONS["legend"]):
            data = inner
        else:
            break
    if not isinstance(data, dict):
        raise DeckFormatError(0, "", "a JSON deck is an object with a legend and its cards")
    keys = {_key(k): v for k, v in data.items()}
    reader = _Reader(text, catalog)

    def part(section: str, runes: bool = False) -> list[tuple[CardFacts, int]]:
        for key in _SECTIONS[section]:
            if key in keys and not (key == "deck" and not isinstance(keys[key], list)):
                return reader.section(keys[key], runes)
        return []

    legends = part("legend")
    champions = part("champion")
    main_cards = part("main")
    side_cards = part("sideboard")
    battlefield_cards = part("battlefields")
    rune_cards = part("runes", runes=True)
    title = next((keys[k] for k in ("name", "title", "deckname") if isinstance(keys.get(k), str)),
                 "")  # fmt: skip
    deck_name = name or title

    def build() -> DeckList:
        # Cards land where their type says (a rune listed in the main deck is still a rune),
        # as the text reader does.
        legend_names = [c.name for c, n in legends for _ in range(n)]
        main: list[CardCount] = []
        battlefields: list[str] = []
        runes: list[CardCount] = []
        for card, n in main_cards + battlefield_cards + rune_cards:
            if card.type is CardType.LEGEND:
                legend_names.extend([card.name] * n)
            elif card.type is CardType.BATTLEFIELD:
                battlefields.extend([card.name] * n)
            elif card.type is CardType.RUNE:
                runes.append((card.name, n))
            else:
                main.append((card.name, n))
        if not legend_names:
            legend_names = [""]  # readable, and illegal (CR 103.1): validation says it
        if len(legend_names) > 1:
            raise DeckFormatError(
                0, "", f"the deck has {len(legend_names)} legends; a deck has one"
            )
        champion = None
        if champions:
            card, n = champions[0]
            if len(champions) > 1:
                raise DeckFormatError(0, "", "only one chosen champion")
            champion = card.name
            total = sum(c for _, c in main)
            listed = sum(c for m, c in main if m == champion)
            if listed and total + 1 == 41:
                main = [(m, c - 1 if m == champion else c) for m, c in main]
                main = [(m, c) for m, c in main if c > 0]
            if n > 1:
                main.append((champion, n - 1))
        for card, _n in [*main_cards, *side_cards]:
            if card.is_token:
                raise DeckFormatError(0, "", f"'{card.name}' is a token: tokens are not part of "
                                      "a deck")  # fmt: skip
        return DeckList(deck_name, legend_names[0], champion, tuple(main), tuple(battlefields),
                        tuple(runes), tuple((c.name, n) for c, n in side_cards))  # fmt: skip

    if reader.problems:
        try:
            partial = build()
        except DeckFormatError:
            partial = None
        reader.problems.sort(key=lambda p: p.line_no)
        raise DeckFormatError.many(reader.problems, partial)
    return build()
