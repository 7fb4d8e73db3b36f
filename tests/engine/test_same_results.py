"""Engine optimisations change nothing: random games (starter decks and random decks) end
with the final state hash and event log recorded from the engine before the speed work
(issues [origins] and [ai], branch spd). If a rules change alters these games on purpose,
record the figures again (print `run_all()`)."""

from __future__ import annotations

import hashlib
import random

from app.cards.catalog import load_catalog
from app.decks.builtin import load_builtin_decks
from app.decks.random_deck import random_deck
from app.decks.spec import to_deck_spec
from app.engine import new_game
from app.selfplay import choose_random


def _tokens(cat):
    toks = tuple(cat.card_def(t.code) for t in cat.all()
                 if t.is_token and t.code in cat.implemented_codes())
    return toks or (cat.token("Recruit"),)


def play(a, b, seed: int, tokens) -> tuple[str, str, int]:
    """Final state hash, digest of every event of the game, number of actions."""
    game = new_game([a, b], seed=seed, tokens=tokens)
    rng = random.Random(seed)
    h = hashlib.blake2b(digest_size=12)
    while not game.is_over and game.state.turn <= 200:
        for e in game.apply_or_raise(choose_random(rng, game.legal_actions())):
            h.update(repr((e.kind, sorted(e.data.items(), key=lambda kv: kv[0]),
                           e.private_to)).encode())
    return game.hash(), h.hexdigest(), len(game.log)


def games():
    """(label, deck a, deck b, seed): 12 starter-deck games and 12 random-deck games."""
    cat = load_catalog()
    decks = {k: to_deck_spec(v) for k, v in sorted(load_builtin_decks().items())}
    names = sorted(decks)
    out = []
    for i in range(12):
        x, y = names[i % 4], names[(i // 4 + i) % 4]
        out.append((f"starter {i}", decks[x], decks[y], 1000 + i))
    for i in range(12):
        seed = 2000 + i
        rng = random.Random(seed)
        pool = frozenset({"OGN"}) if i % 2 else None
        a, b = (to_deck_spec(random_deck(rng, cat, pool), cat) for _ in range(2))
        out.append((f"random {i}", a, b, seed))
    return out, _tokens(cat)


def run_all() -> list[tuple[str, str, str, int]]:
    todo, tokens = games()
    return [(label, *play(a, b, seed, tokens)) for label, a, b, seed in todo]


EXPECTED = [  # recorded from the engine before its speed work, after the Origins card merges
    ('starter 0', 'fbcbe7467b3e30d9bb88b0c77187dfdd', '42a56c21a5dfdc107df064ad', 317),
    ('starter 1', '19c07d1ce4d4be11c19d051b3d41d90e', '403a300e651630e27f8f0efe', 201),
    ('starter 2', '756c0c5346bf8a8e1de828e7dc9dea50', '56b720d7e211407727d8061c', 371),
    ('starter 3', '9976c34e5dd44e6d7ebd6b322fa6c2bd', 'ec6fca3625237c023429e0ce', 207),
    ('starter 4', 'df6a1eda19fdbde78123b202612f269a', '25e4d69052b4e3952ff2f655', 281),
    ('starter 5', 'c3762348bfdf0311239ceddf8cd612e8', '3118f09cc4c9cf7510f7b42e', 310),
    ('starter 6', '3f97a1addd648e7c8dd7088fd73afd66', '787880edd80b5cc4ebff1cc9', 310),
    ('starter 7', 'c90edf1cc0dc87d405a6076c4f27b45e', '880ce57eecdbf7de50e1c936', 312),
    ('starter 8', 'c6a01f88c3a5be05951dc1807a9ac148', '027ca7453a67fd7579b9dd07', 328),
    ('starter 9', 'a2506db8a1cbec98a2dd6bb72bf9d0bc', '9485b007a1745d11b1e119b5', 77),
    ('starter 10', '4ee0865d604318365970995f03c49de2', 'f80ac27902ce4b4fcd46f67b', 348),
    ('starter 11', '01616cc00a0e4114972d1ede862662f3', 'c19b53bcd9ca198f39bcbee0', 295),
    ('random 0', '5df0cbe2861519594c0439a20b06e0d6', 'd18bd8f8f29ee8bd2d569bb3', 219),
    ('random 1', 'c81fdac6cb7df82cf6ae9b34f23f85e3', '7d34dd11836d7627c272123c', 262),
    ('random 2', '1a26f6035f16a7e061113b791c869557', '82155db9f09a3612987e6703', 262),
    ('random 3', '258958ff65a97b22cf016038b7f86fa7', 'b6a7b8504acf5663cd4499f8', 221),
    ('random 4', 'bc2e3def99f1b682a60f0976adbddd69', 'bc08d0452cb7784e1b5fdbb2', 244),
    ('random 5', '867a58de5e47f147a124eaefdfcca2c6', 'cf7ef6c12c7365bd5f66df9e', 108),
    ('random 6', '8933015e9a34a6c8a8f174d92d21fe9b', '92fd766b347086d5e80ef234', 152),
    ('random 7', '4a97fccfe08cb688429f4500f7b729af', 'c693167448cce60ead4840b0', 236),
    ('random 8', 'd1b6ae23ea1bc82b21b76c1f0ee7aa17', '594360f94480b01fe8d789d2', 249),
    ('random 9', '494029739ae935b8f9036cca2ca2606e', '640c95d919ee76c58f8f1cce', 238),
    ('random 10', 'feee0c76fbdbb026b827dcb88fd42d25', 'a319949d6c1dd47fb3cc2c72', 197),
    ('random 11', '5e655afa76cc6262fc8db59bec124fc1', '74eaa5b86759b7837bb5d1e1', 171),
]


def test_games_end_as_before_the_speed_work(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from app.engine import state

    monkeypatch.setattr(state, "CHECK_CACHES", True)  # every cache answer checked afresh
    got = run_all()
    assert len(got) == len(EXPECTED)
    for g, e in zip(got, EXPECTED, strict=True):
        assert g == e, f"{g[0]} differs: {g} != {e}"
