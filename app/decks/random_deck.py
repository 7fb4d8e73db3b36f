"""Random legal decks from the cards the engine can play, for self-play and arenas.

A deck is built the way the rules shape one (CR 103, TR 601): a legend whose champion has
an implemented champion unit, 40 main-deck cards of the legend's domains (the chosen
champion among them, at most 3 copies of a card, 1 of a Unique card, at most 3 signature
cards of the legend's champion), 12 basic runes of its domains and three battlefields with
different names. Every deck it returns passes `validate(deck, "tournament")`, unless asked
for `orphans`: signature cards of a champion whose legend can't be played yet can join no
legal deck (CR 103.2.d.2), so self-play and the arena, which should reach every playable
card, let them join a deck of their domains (that deck then breaks 103.2.d.2 only).
"""

from __future__ import annotations

import random

from app.cards.catalog import Catalog, load_catalog
from app.cards.models import CardFacts
from app.decks.model import DeckList
from app.engine import CardType, Keyword

MAIN_TYPES = (CardType.UNIT, CardType.SPELL, CardType.GEAR)


class PoolTooSmall(ValueError):
    """The implemented cards of the chosen sets can't make a legal deck."""


def in_sets(card: CardFacts, sets: frozenset[str] | None) -> bool:
    """A card belongs to a set when it was printed there (Origins cards reprinted in
    Proving Grounds belong to both)."""
    if sets is None:
        return True
    return card.set in sets or any(p.split("-")[0] in sets for p in card.printings)


def playable_pool(catalog: Catalog, sets: frozenset[str] | None = None) -> list[CardFacts]:
    """The implemented, non-token cards of the sets that the tournament ban list allows
    (TR 601.2.d), in catalog order."""
    from app.decks.banlist import load_banlist

    implemented = catalog.implemented_codes()
    bans = load_banlist()
    return [c for c in catalog.all()
            if c.code in implemented and not c.is_token and in_sets(c, sets)
            and bans.banned(c.code, c.name) is None]


def _limit(card: CardFacts) -> int:
    return 1 if Keyword.UNIQUE in card.keywords else 3  # RUP4 825, CR 103.2.b


def _is_signature(card: CardFacts) -> bool:
    return card.supertype is not None and card.supertype.value == "Signature"


def deckable_legend_tags(pool: list[CardFacts]) -> set[str]:
    """The champion tags of the legends a legal deck can have: those whose champion has a
    champion unit in the pool (CR 103.2.a.2); a legend without one is played in no deck."""
    champions = {t for c in pool if c.is_champion_unit for t in c.tags}
    return {t for c in pool if c.type is CardType.LEGEND for t in c.tags if t in champions}


def random_deck(rng: random.Random, catalog: Catalog | None = None,
                sets: frozenset[str] | None = None, name: str = "",
                orphans: bool = False) -> DeckList:
    cat = catalog or load_catalog()
    pool = playable_pool(cat, sets)
    legend_tags = deckable_legend_tags(pool)
    orphaned = {c.name for c in pool
                if orphans and _is_signature(c) and not legend_tags & set(c.tags)}
    battlefields = sorted({c.name for c in pool if c.type is CardType.BATTLEFIELD})
    if len(battlefields) < 3:
        raise PoolTooSmall(f"only {len(battlefields)} playable battlefield(s) in the pool")
    legends = [c for c in pool if c.type is CardType.LEGEND]
    rng.shuffle(legends)
    for legend in legends:
        deck = _deck_for(rng, legend, pool, cat, name, orphaned)
        if deck is not None:
            chosen = rng.sample(battlefields, 3)
            return DeckList(deck.name, deck.legend, deck.champion, deck.main, tuple(chosen),
                            deck.runes)
    raise PoolTooSmall("no playable legend has a playable champion and 40 cards to go with it")


def _deck_for(rng: random.Random, legend: CardFacts, pool: list[CardFacts], cat: Catalog,
              name: str, orphaned: set[str]) -> DeckList | None:
    identity = set(legend.domains)
    tags = set(legend.tags)
    fits = [c for c in pool if c.type in MAIN_TYPES and set(c.domains) <= identity
            and (not _is_signature(c) or tags & set(c.tags) or c.name in orphaned)]
    champions = [c for c in fits if c.is_champion_unit and tags & set(c.tags)]
    if not champions:
        return None
    champion = rng.choice(champions)
    copies = {champion.name: 1}
    signatures = 1 if _is_signature(champion) else 0
    room = {c.name: _limit(c) for c in fits}
    if sum(room.values()) < 40:
        return None
    while sum(copies.values()) < 40:
        card = rng.choice(fits)
        signature = _is_signature(card)
        if copies.get(card.name, 0) >= room[card.name] or (signature and signatures >= 3):
            continue
        copies[card.name] = copies.get(card.name, 0) + 1
        signatures += signature
    copies[champion.name] -= 1  # its one copy waits in the Champion Zone (CR 103.2.a.1)
    main = tuple((n, k) for n, k in sorted(copies.items()) if k)
    domains = sorted(identity, key=lambda d: d.value)
    split = rng.randint(0, 12) if len(domains) > 1 else 12
    runes = [(cat.basic_rune(domains[0]).name, split)]
    if len(domains) > 1:
        runes.append((cat.basic_rune(domains[1]).name, 12 - split))
    return DeckList(name or legend.name, legend.name, champion.name, main, (),
                    tuple((n, k) for n, k in runes if k))
