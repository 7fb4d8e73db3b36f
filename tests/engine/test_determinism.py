"""Seed + decks + actions reproduce the exact game (state hash equal at every checkpoint)."""

import itertools
import random

from app.engine import new_game, replay
from app.selfplay import choose_random


def _random_game(decks, tokens, seed):
    names = sorted(decks)
    a, b = names[seed % 4], names[(seed // 4) % 4]
    game = new_game([decks[a], decks[b]], seed=seed, tokens=tokens)
    rng = random.Random(seed)
    hashes = []
    while not game.is_over and game.state.turn <= 200:
        game.apply_or_raise(choose_random(rng, game.legal_actions()))
        if len(game.log) % 50 == 0:
            hashes.append(game.hash())
    return (decks[a], decks[b]), game, hashes


def test_200_games_replay_to_the_same_state(decks, tokens) -> None:
    for seed in range(200):
        pair, game, hashes = _random_game(decks, tokens, seed)
        again = new_game(list(pair), seed=seed, tokens=tokens)
        for n, action in enumerate(game.log, start=1):
            again.apply_or_raise(action)
            if n % 50 == 0:
                assert again.hash() == hashes[n // 50 - 1], f"seed {seed} diverged by action {n}"
        assert again.hash() == game.hash()
        assert again.winner == game.winner


def test_replay_helper_and_different_seeds_differ(decks, tokens) -> None:
    pair, game, _ = _random_game(decks, tokens, 5)
    assert replay(list(pair), 5, game.log, tokens=tokens).hash() == game.hash()
    h = {new_game(list(pair), seed=s, tokens=tokens).hash() for s in range(10)}
    assert len(h) == 10


def test_clone_is_independent(decks, tokens) -> None:
    pair, game, _ = _random_game(decks, tokens, 7)
    g = new_game(list(pair), seed=3, tokens=tokens)
    for action in itertools.islice(iter(lambda: g.legal_actions()[0], None), 20):
        g.apply_or_raise(action)
    copy = g.clone()
    assert copy.hash() == g.hash()
    copy.apply_or_raise(copy.legal_actions()[-1])
    assert copy.hash() != g.hash()
