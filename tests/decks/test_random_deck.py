"""Random legal decks of the implemented cards, and Duels between them."""

from __future__ import annotations

import random

import pytest

from app.cards.catalog import load_catalog
from app.decks.random_deck import PoolTooSmall, random_deck
from app.decks.spec import to_deck_spec
from app.decks.validate import validate
from app.engine import new_game
from app.selfplay import selfplay


def test_random_decks_are_legal_tournament_decks_of_implemented_cards() -> None:
    cat = load_catalog()
    implemented = cat.implemented_codes()
    legends = set()
    for seed in range(60):
        deck = random_deck(random.Random(seed), cat)
        assert validate(deck, "tournament", cat) == [], deck
        names = [deck.legend, deck.champion, *deck.main_cards(), *deck.battlefields,
                 *deck.rune_cards()]
        assert all(cat.lookup(n).code in implemented for n in names)
        assert len(set(deck.battlefields)) == 3
        legends.add(deck.legend)
    assert len(legends) > 1  # not always the same deck


def test_a_pool_without_a_playable_legend_says_so() -> None:
    with pytest.raises(PoolTooSmall):
        random_deck(random.Random(1), load_catalog(), frozenset({"XYZ"}))


def test_a_duel_of_three_battlefield_decks_uses_one_of_each_players_three() -> None:
    cat = load_catalog()
    rng = random.Random(5)
    decks = [random_deck(rng, cat) for _ in range(2)]
    picked = set()
    for seed in range(12):  # RUP4 485.5: each player's battlefield is chosen at random
        game = new_game([to_deck_spec(d, cat) for d in decks], seed=seed)
        names = [game.state.objs[b.obj].card.name for b in game.state.battlefields]
        assert len(names) == 2
        assert names[0] in decks[0].battlefields and names[1] in decks[1].battlefields
        picked.add(names[0])
    assert len(picked) > 1


def test_selfplay_with_random_decks_is_clean() -> None:
    stats, failures = selfplay(12, seed=3, random_decks=True)
    assert failures == []
    assert stats.games == 12 and stats.capped == 0
    assert stats.played  # cards were played from the random decks


def test_selfplay_and_arena_decks_reach_every_playable_card() -> None:
    """Every playable card turns up in the random decks self-play and the arena deal, a
    signature card whose champion's legend can't be played yet too (CR 103.2.d.2: no legal
    deck holds it; self-play and the arena deal it in a deck that breaks that rule only).
    Defiant Dance and Arcane Shift were such cards, until Irelia, Fervent and Ezreal's legend."""
    from app.decks.random_deck import playable_pool
    from app.selfplay import random_mode_decks

    cat = load_catalog()
    pool = {c.name for c in playable_pool(cat)}
    dealt: set[str] = set()
    # enough seeds for a card of the growing pool to turn up (the pool grows with each card)
    for seed in range(1500):
        _legends, specs = random_mode_decks(random.Random(seed), cat, None, "duel")
        for spec in specs:
            cards = [spec.legend, spec.champion, *spec.main, *spec.runes, *spec.battlefields]
            dealt |= {c.name for c in cards if c is not None}
    assert {"Defiant Dance", "Arcane Shift", "Curtain Call"} <= dealt
    # a legend whose champion has no champion unit yet (Irelia, Blade Dancer) is in no deck
    from app.decks.random_deck import deckable_legend_tags

    tags = deckable_legend_tags(playable_pool(cat))
    pool -= {c.name for c in playable_pool(cat)
             if c.type.value == "Legend" and not tags & set(c.tags)}
    # nor a card whose domains no such legend's Domain Identity holds (CR 103.1.b.1), such as
    # a Fury/Calm signature spell while no Fury/Calm legend is playable
    identities = [set(c.domains) for c in playable_pool(cat)
                  if c.type.value == "Legend" and tags & set(c.tags)]
    pool -= {c.name for c in playable_pool(cat) if c.type.value in ("Unit", "Spell", "Gear")
             and not any(set(c.domains) <= i for i in identities)}
    assert pool <= dealt, sorted(pool - dealt)
    # a signature card whose legend can't be played yet (none once every legend plays) joins
    # a deck of its domains only with `orphans`, and that deck breaks 103.2.d.2 only
    from app.decks.random_deck import _is_signature

    orphans = {c.name for c in playable_pool(cat) if _is_signature(c) and not tags & set(c.tags)}
    for s in range(50):
        deck = random_deck(random.Random(s), cat, orphans=True)
        rules = {p.rule for p in validate(deck, "tournament", cat)}
        assert rules == ({"CR 103.2.d.2"} if orphans & set(dict(deck.main)) else set())
