"""Is a deck legal? Every problem in words with its rule (CR 103; tournament rules 601).

Formats:
- "proving-grounds": the starter decks: one battlefield.
- "duel": Core Rules deck for a Duel: three battlefields with different names (CR 485.4.a).
- "tournament": as "duel", with exactly 40 main-deck cards and a sideboard of at most
  10 cards that counts toward the copy limits (TR 601.1.b, 601.1.c), and no card of the ban
  list (TR 601.2.d; app/decks/data/banlist.toml, which names the formats it applies to).

Every deck rule that names a card says which card: copies (CR 103.2.b) and Unique (CR 825),
signature cards and their champion tag (CR 103.2.d), the chosen champion's tag (103.2.a.2),
domain identity from the legend's domains (103.1.b) for main deck, runes, battlefields and
sideboard, battlefields with different names (103.4.c).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from app.cards.catalog import Catalog, UnknownCardError, load_catalog
from app.cards.models import CardFacts
from app.decks.banlist import BanList, load_banlist
from app.decks.model import DeckList
from app.engine import CardType
from app.engine.core.enums import Keyword

FORMATS = ("proving-grounds", "duel", "tournament")
BATTLEFIELDS = {"proving-grounds": 1, "duel": 3, "tournament": 3}


@dataclass(frozen=True)
class Problem:
    """One reason a deck is not legal: its rule, a code and parameters for translations,
    and the English sentence (`template` filled with `params`)."""

    rule: str  # "CR 103.2.b" or "TR 601.1.b"
    code: str
    template: str
    params: dict[str, Any] = field(default_factory=dict)

    @property
    def message(self) -> str:
        return self.template.format(**self.params)

    def __str__(self) -> str:
        return f"{self.message} ({self.rule})"


def any_copies(cat: Catalog, f: CardFacts) -> bool:
    """"Your deck can have any number of cards named <me>" (Spiderling): the card's own
    exception to the three copies of CR 103.2.b."""
    if f.code not in cat.implemented_codes():
        return False
    return any(ab.kind == "static" and ab.static is not None
               and ab.static.op == "deck_any_copies" for ab in cat.card_def(f.code).abilities)


def validate(
    deck: DeckList, fmt: str = "duel", catalog: Catalog | None = None,
    banlist: BanList | None = None,
) -> list[Problem]:
    """Every problem of the deck in this format (empty: the deck is legal)."""
    if fmt not in FORMATS:
        raise ValueError(f"unknown format {fmt!r}; choose one of {', '.join(FORMATS)}")
    cat = catalog or load_catalog()
    out: list[Problem] = []

    def add(rule: str, code: str, message: str, **params: Any) -> None:
        out.append(Problem(rule, code, message, params))

    def facts(name: str) -> CardFacts | None:
        try:
            return cat.lookup(name)
        except UnknownCardError as exc:
            add("CR 101", "unknown_card", str(exc), name=name)
            return None

    legend = facts(deck.legend) if deck.legend else None
    if legend is None or legend.type is not CardType.LEGEND:
        add("CR 103.1", "legend", "The deck needs one Champion Legend.")
        return out  # domain identity and champion tags all depend on the legend
    identity = set(legend.domains)
    champion_tags = set(legend.tags)

    def in_identity(f: CardFacts) -> bool:
        return set(f.domains) <= identity  # a multi-domain card needs all of them (103.1.b.4)

    # main deck, chosen champion included
    main = Counter(dict(deck.main))
    if deck.champion:
        main[deck.champion] += 1
    main_facts = {n: facts(n) for n in main}
    if deck.champion is None:
        add("CR 103.2.a", "no_champion", "Choose a Chosen Champion.")
    else:
        ch = main_facts.get(deck.champion)
        if ch is not None and not (ch.is_champion_unit and champion_tags & set(ch.tags)):
            add("CR 103.2.a.2", "champion_tag",
                "{name} can't be the Chosen Champion: it must be a champion unit with the "
                "legend's tag ({tags}).", name=deck.champion, tags=", ".join(sorted(champion_tags)))
    total = sum(main.values())
    if fmt == "tournament" and total != 40:
        add("TR 601.1.b", "main_exact", "A tournament main deck has exactly 40 cards, not {n}.",
            n=total)
    elif total < 40:
        add("CR 103.2", "main_size", "The main deck has {n} cards; it needs at least 40.",
            n=total)
    copies = Counter(main)
    if fmt == "tournament":
        copies.update(dict(deck.sideboard))  # TR 601.1.c.3
    side_facts = {n: facts(n) for n, _c in deck.sideboard if n not in main_facts}
    for name, n in sorted(copies.items()):
        f = main_facts.get(name) or side_facts.get(name)
        if n > 3 and not (f is not None and any_copies(cat, f)):
            add("CR 103.2.b", "copies", "{n} copies of {name}: at most 3 of a card.", name=name,
                n=n)
        # Unique: one copy per deck (CR 825.3.a), even for a signature card (825.3.b); the
        # tournament sideboard shares the copy limits (TR 601.1.c.3).
        if f is not None and Keyword.UNIQUE in f.keywords and n > 1:
            add("CR 825.3.a", "unique", "{n} copies of {name}: it is Unique, at most 1 in a deck.",
                name=name, n=n)
    signatures = 0
    for name, f in sorted(main_facts.items()):
        if f is None:
            continue
        if f.type not in (CardType.UNIT, CardType.SPELL, CardType.GEAR) or f.is_token:
            add("CR 103.2", "main_type", "{name} can't be in the main deck.", name=name)
            continue
        if not in_identity(f):
            add("CR 103.1.b.1", "identity", "{name} is outside the deck's domains ({domains}).",
                name=name, domains=", ".join(sorted(d.value for d in identity)))
        if f.supertype is not None and f.supertype.value == "Signature":
            signatures += main[name]
            if not champion_tags & set(f.tags):
                add("CR 103.2.d.2", "signature_tag",
                    "{name} is a signature card of another champion.", name=name)
    if signatures > 3:
        add("CR 103.2.d.1", "signatures", "{n} signature cards: at most 3 in all.", n=signatures)
    # runes
    runes = sum(n for _, n in deck.runes)
    if runes != 12:
        add("CR 103.3.a", "rune_count", "The rune deck has {n} runes; it needs exactly 12.",
            n=runes)
    for name, _n in deck.runes:
        f = facts(name)
        if f is None:
            continue
        if f.type is not CardType.RUNE:
            add("CR 103.3.a", "rune_type", "{name} is not a rune.", name=name)
        elif not in_identity(f):
            add("CR 103.3.a.1", "rune_identity", "{name} is outside the deck's domains.",
                name=name)
    # battlefields
    want = BATTLEFIELDS[fmt]
    if len(deck.battlefields) != want:
        add("CR 103.4.a", "battlefield_count",
            "This format needs {want} battlefield(s); the deck has {n}.", want=want,
            n=len(deck.battlefields))
    if want > 1:
        for name, n in sorted(Counter(deck.battlefields).items()):
            if n > 1:
                add("CR 103.4.c", "battlefield_names",
                    "{n} battlefields named {name}: the battlefields must have different names.",
                    name=name, n=n)
    for name in dict.fromkeys(deck.battlefields):
        f = facts(name)
        if f is not None and f.type is not CardType.BATTLEFIELD:
            add("CR 103.4", "battlefield_type", "{name} is not a battlefield.", name=name)
        elif f is not None and not in_identity(f):  # "subject to Domain Identity" (103.4.b)
            add("CR 103.4.b", "battlefield_identity", "{name} is outside the deck's domains.",
                name=name)
    # sideboard
    side = sum(n for _, n in deck.sideboard)
    if side:
        if fmt != "tournament":
            add("TR 403.2", "sideboard_format", "This format has no sideboard.")
        elif side > 10:
            add("TR 601.1.c.1", "sideboard_size", "The sideboard has {n} cards; at most 10.",
                n=side)
        for name, _n in deck.sideboard:
            f = main_facts.get(name) or side_facts.get(name)
            signature_ok = f is None or f.supertype is None or (
                f.supertype.value != "Signature" or bool(champion_tags & set(f.tags)))
            if f is not None and (f.type not in (CardType.UNIT, CardType.SPELL, CardType.GEAR)
                                  or f.is_token or not in_identity(f) or not signature_ok):
                add("TR 601.1.c.2", "sideboard_card",
                    "{name} is not a valid main-deck card for this deck.", name=name)
    # the ban list (TR 601.2.d), in the formats it names
    bans = banlist or load_banlist()
    if bans.applies_to(fmt):
        every = [deck.legend, *main, *deck.battlefields, *(n for n, _ in deck.runes),
                 *(n for n, _ in deck.sideboard)]  # fmt: skip
        for name in dict.fromkeys(every):
            f = cat.find(name)
            if f is not None and bans.banned(f.code, f.name):
                add("TR 601.2.d", "banned",
                    "{name} is banned in this format (ban list of {date}).", name=f.name,
                    date=bans.date.isoformat())
    return out


def default_format(deck: DeckList) -> str:
    """The rules a list is checked against when nobody says: three battlefields or a
    sideboard make a Constructed deck, checked by the tournament rules (TR 601.1: 40
    main-deck cards, a sideboard of at most 10, the ban list); one battlefield is a Proving
    Grounds deck; anything else is checked as a Duel deck (CR 103), which names the count."""
    if deck.sideboard or len(deck.battlefields) == 3:
        return "tournament"
    return "proving-grounds" if len(deck.battlefields) == 1 else "duel"
