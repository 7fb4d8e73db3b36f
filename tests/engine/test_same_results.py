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


EXPECTED = [  # recorded at 44acee4, before any optimisation
    ('starter 0', 'e22b05f8988364347443cb769d7d4131', '42a56c21a5dfdc107df064ad', 317),
    ('starter 1', 'b5dfc1fee2578c02b350c6142e9af441', '403a300e651630e27f8f0efe', 201),
    ('starter 2', '9f1cfc03e5bad31e9a64a159867bb9bf', '56b720d7e211407727d8061c', 371),
    ('starter 3', '03a88a60d9539d45fb9b0b7c9d7518c3', 'ec6fca3625237c023429e0ce', 207),
    ('starter 4', '30fedd4163b58a60c823006fa2914903', '25e4d69052b4e3952ff2f655', 281),
    ('starter 5', '526c101c3103c00664052093ca80b572', '3118f09cc4c9cf7510f7b42e', 310),
    ('starter 6', '22043a5f980fe282c742be2caf809a43', '787880edd80b5cc4ebff1cc9', 310),
    ('starter 7', 'feff2a6afea41001b7e8dbfdaedc7798', '880ce57eecdbf7de50e1c936', 312),
    ('starter 8', '5bfcd5a089f15f28851758267b428216', '027ca7453a67fd7579b9dd07', 328),
    ('starter 9', 'b4dc05596448053422927c5b6bd5fcab', '9485b007a1745d11b1e119b5', 77),
    ('starter 10', '77ddad05af9318940989c9a9e804b244', 'f80ac27902ce4b4fcd46f67b', 348),
    ('starter 11', 'cdf5d914c1a9a39c82c6aae93c54f930', 'c19b53bcd9ca198f39bcbee0', 295),
    ('random 0', 'bc20cab538a5aa18a67f313dfd49a44f', '9f093eca927ddc09f988a100', 309),
    ('random 1', '3fb2e9566e4951b989ed4bb65e8bd9de', 'ead8aaf9239eb801199007cf', 220),
    ('random 2', 'c90fb686c67686cbd65e351b3a0da0e7', 'adf613418b3f0397b45e1872', 118),
    ('random 3', '8f910dc5d25e6240bd4a66c5b61a67a5', '361b8003e666646ef42030ff', 387),
    ('random 4', 'd384d38979605d63fb9ec3b2804d0c93', 'cd39a7bea5bb64777884cea1', 192),
    ('random 5', 'd047f94fc6b4a22c922843bd36b6fc60', '869b2d454ad62dd4980152c9', 270),
    ('random 6', 'a95bc75751cd3146cc516fc3617733f0', 'f6872ab6d3698c5eaeffb6f4', 237),
    ('random 7', 'fb02debb079be4de0b3c6314bdf7dbfb', '1dfcd8163234b0d395995237', 317),
    ('random 8', '85fb32ae6e89dd90905d26fe30725f98', '24e7c4683578bb0455909446', 224),
    ('random 9', '2772fa4e5a30129de9f650d0782a9f31', '9c148d04d44fa46be1ffb5e7', 377),
    ('random 10', 'b4ca3faff186ee2de323c784085594f2', '19cc4f5f500c6a7f8a71ba16', 174),
    ('random 11', 'b904c480748e8b2435b7d3847b598425', '51e4742bbd6665af1fba45c6', 303),
]


def test_games_end_as_before_the_speed_work(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from app.engine import state

    monkeypatch.setattr(state, "CHECK_CACHES", True)  # every cache answer checked afresh
    got = run_all()
    assert len(got) == len(EXPECTED)
    for g, e in zip(got, EXPECTED, strict=True):
        assert g == e, f"{g[0]} differs: {g} != {e}"
