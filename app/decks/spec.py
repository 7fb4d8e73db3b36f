"""Turn a deck list into the engine's `DeckSpec` (card definitions from the catalog)."""

from __future__ import annotations

from app.cards.catalog import Catalog, load_catalog
from app.decks.model import DeckList
from app.engine import DeckSpec


def to_deck_spec(deck: DeckList, catalog: Catalog | None = None) -> DeckSpec:
    cat = catalog or load_catalog()
    return DeckSpec(
        legend=cat.card_def(deck.legend),
        champion=cat.card_def(deck.champion) if deck.champion else None,
        main=tuple(cat.card_def(n) for n in deck.main_cards()),
        runes=tuple(cat.card_def(n) for n in deck.rune_cards()),
        battlefields=tuple(cat.card_def(n) for n in deck.battlefields),
        name=deck.name,
    )
