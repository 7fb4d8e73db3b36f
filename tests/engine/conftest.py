import pytest

from app.cards.catalog import load_catalog
from app.decks.builtin import load_builtin_decks
from app.decks.spec import to_deck_spec


@pytest.fixture(scope="session")
def decks():
    return {k: to_deck_spec(v) for k, v in sorted(load_builtin_decks().items())}


@pytest.fixture(scope="session")
def tokens():
    return (load_catalog().token("Recruit"),)
