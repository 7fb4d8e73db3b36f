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
    ('random 0', 'b5031e7e14915324bb71f472fe6e9894', '6db3e3d13e267eca93574bc6', 193),
    ('random 1', 'a703e605191980c4b014d955fc52b562', '4d1792aa3a75f2f9ed16c439', 262),
    ('random 2', '8af7e2a6a88f4b395788ab76b051ccfe', '05ce748b6a659d2bdd49ea68', 252),
    ('random 3', '32cd99f4b1264bd4b2623fe9bf45d4cb', '70b94e1177c43f1d59f0c0aa', 174),
    ('random 4', '57aeb0a56b3b003c5960133769a04022', '67263964bac2769c0eef8790', 142),
    ('random 5', '2b29f49d86b0fdef91ed5b46d15863f2', '8e6814fffe6e5bad414d063d', 105),
    ('random 6', '1c3ac1973db7cfd038e94806c51d3088', '7e6b87453eee27669d9a49ff', 311),
    ('random 7', 'f82fec95f2022a59cc8c0f7031baabff', 'e27b0fc7d216453b29dd40ee', 253),
    ('random 8', '8296499031a9ee2a77aa88561b2b5cbe', 'a324b0426eb2053ac3ceeb5e', 163),
    ('random 9', '72b41ceea7eac024add1df409c7d8354', '99a2dd2a52822e250a93cfd0', 259),
    ('random 10', '3b8dc76f11e495db125c0c8a9deea6da', '5ef57ac05f3b55ee9ead4fd8', 211),
    ('random 11', '4964376a54ee288990dc7cbd1ccf557b', '522e1402eb3a2a89ae748d7a', 234),
]


def test_games_end_as_before_the_speed_work(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from app.engine import state

    monkeypatch.setattr(state, "CHECK_CACHES", True)  # every cache answer checked afresh
    got = run_all()
    assert len(got) == len(EXPECTED)
    for g, e in zip(got, EXPECTED, strict=True):
        assert g == e, f"{g[0]} differs: {g} != {e}"
