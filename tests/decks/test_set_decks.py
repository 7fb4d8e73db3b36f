"""The tournament decks built around the legends of Spiritforged, Unleashed and Vendetta:
legal, every card playable, offered in New Game, and able to play a game."""

from __future__ import annotations

import random

import pytest

from app.ai import make_agent
from app.cards.catalog import load_catalog
from app.decks.builtin import load_builtin_decks
from app.decks.spec import to_deck_spec
from app.decks.validate import validate
from app.engine import new_game
from app.selfplay import check_invariants, choose_random

# deck file stem -> the set of its legend
SET_DECKS = {
    "sfd-jax": "SFD", "sfd-lucian": "SFD",
    "unl-rengar": "UNL", "unl-poppy": "UNL",
    "ven-ambessa": "VEN", "ven-kennen": "VEN",
}  # fmt: skip


@pytest.fixture(scope="module")
def decks():
    return load_builtin_decks()


def test_every_shipped_deck_is_legal_in_its_format(decks) -> None:
    # The Proving Grounds starters have one battlefield (RUP4 486.4.a); the others are
    # tournament lists: 40 cards, three battlefields, the ban list (CR 103, TR 601).
    for name, deck in decks.items():
        fmt = "tournament" if name in SET_DECKS else "proving-grounds"
        assert [str(p) for p in validate(deck, fmt)] == [], name


def test_two_decks_per_set_each_around_a_legend_of_that_set(decks) -> None:
    cat = load_catalog()
    for name, set_code in SET_DECKS.items():
        legend = cat.lookup(decks[name].legend)
        assert legend.set == set_code, name
        champion = cat.lookup(decks[name].champion)
        assert set(legend.tags) & set(champion.tags), name  # CR 103.2.a.2


def test_every_card_of_the_set_decks_is_implemented(decks) -> None:
    # A game never starts with a card that doesn't play: each one must be implemented.
    cat = load_catalog()
    for name in SET_DECKS:
        deck = decks[name]
        cards = {deck.legend, deck.champion, *deck.main_cards(), *deck.battlefields,
                 *deck.rune_cards()}
        assert sorted(c for c in cards if not cat.is_implemented(c)) == [], name


def test_new_game_offers_them_by_title() -> None:
    from app.ui.new_game_dialog import DECK_TITLES, builtin_deck_names, deck_choices

    assert set(SET_DECKS) <= set(builtin_deck_names())
    assert {n for n, builtin in deck_choices() if builtin} >= set(SET_DECKS)
    assert {DECK_TITLES[n] for n in ("sfd-jax", "unl-rengar", "ven-kennen")} == {
        "Jax — Spiritforged", "Rengar — Unleashed", "Kennen — Vendetta"}


@pytest.mark.parametrize("name", sorted(SET_DECKS))
def test_each_set_deck_plays_hundreds_of_random_actions(decks, name) -> None:
    """Random play against the other deck of its set and a deck of the next set, with the
    engine's invariants checked after every action: no exception, no refused legal action."""
    cat = load_catalog()
    names = sorted(SET_DECKS)
    same_set = next(n for n in names if n != name and SET_DECKS[n] == SET_DECKS[name])
    other_set = next(n for n in names if SET_DECKS[n] != SET_DECKS[name])
    for seed, rival in enumerate((same_set, other_set)):
        specs = [to_deck_spec(decks[name], cat), to_deck_spec(decks[rival], cat)]
        game = new_game(specs, seed=seed, tokens=cat.game_tokens())
        total = sum(1 for o in game.state.objs.values() if not o.card.is_token)
        rng = random.Random(seed)
        actions = 0
        while not game.is_over and actions < 300:
            result = game.apply(choose_random(rng, game.legal_actions()))
            assert result.ok, (name, rival, result.refusal)
            check_invariants(game.state, total)
            actions += 1
        assert actions >= 150 or game.is_over, (name, rival)


@pytest.mark.parametrize("name", sorted(SET_DECKS))
def test_each_set_deck_plays_a_whole_game_between_computer_players(decks, name) -> None:
    """The Easy computer player on both sides, against the other deck of its set, to the end."""
    cat = load_catalog()
    rival = next(n for n in sorted(SET_DECKS) if n != name and SET_DECKS[n] == SET_DECKS[name])
    game = new_game([to_deck_spec(decks[name], cat), to_deck_spec(decks[rival], cat)],
                    seed=7, tokens=cat.game_tokens())
    agents = [make_agent("easy", seed=1), make_agent("easy", seed=2)]
    actions = 0
    while not game.is_over and actions < 1500:
        me = game.to_act
        game.apply_or_raise(agents[me].choose(game, me).action)
        actions += 1
    assert game.is_over and actions >= 50, (name, rival, actions)
