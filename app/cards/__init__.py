"""Card facts (validated data files) and the catalog that turns them into engine CardDefs."""

from app.cards.catalog import Catalog, UnknownCardError, basic_rune, load_catalog
from app.cards.models import CardDataError, CardFacts, Supertype

__all__ = [
    "CardDataError",
    "CardFacts",
    "Catalog",
    "Supertype",
    "UnknownCardError",
    "basic_rune",
    "load_catalog",
]
