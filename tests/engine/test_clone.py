"""Game.clone(): a structural copy (app/engine/core/structcopy.py) that behaves exactly as the
original and shares nothing mutable with it."""

from __future__ import annotations

import pickle
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.cards.catalog import load_catalog
from app.engine import new_game
from app.engine.core.structcopy import _is_atom_type
from app.engine.face.game import state_hash
from app.selfplay import choose_random
from tests.engine.test_same_results import games

_GAMES, _TOKENS = None, None


def _setup():  # type: ignore[no-untyped-def]
    global _GAMES, _TOKENS
    if _GAMES is None:
        _GAMES, _TOKENS = games()
    return _GAMES, _TOKENS


def _advance(game, rng: random.Random, n: int) -> None:  # type: ignore[no-untyped-def]
    for _ in range(n):
        if game.is_over or game.state.turn > 200:
            return
        game.apply_or_raise(choose_random(rng, game.legal_actions()))


def _game_at(index: int, seed: int, n: int):  # type: ignore[no-untyped-def]
    todo, tokens = _setup()
    _, a, b, _ = todo[index % len(todo)]
    game = new_game([a, b], seed=seed, tokens=tokens)
    _advance(game, random.Random(seed), n)
    return game


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(index=st.integers(0, 23), seed=st.integers(0, 10**6), prefix=st.integers(0, 400),
       cont=st.integers(0, 10**6), steps=st.integers(1, 200))
def test_a_clone_plays_on_exactly_as_the_original(index, seed, prefix, cont, steps) -> None:  # type: ignore[no-untyped-def]
    game = _game_at(index, seed, prefix)
    before = game.hash()
    copy = game.clone()
    assert copy.hash() == before and copy.log == game.log
    _advance(copy, random.Random(cont), steps)  # mutating the clone ...
    assert game.hash() == before  # ... never changes the original
    _advance(game, random.Random(cont), steps)
    assert game.hash() == copy.hash() and game.log == copy.log


def _walk(v, seen: dict[int, str], path: str, out: list) -> None:  # type: ignore[no-untyped-def]
    """Every mutable object reachable from v, with its path; fails on one reached twice."""
    t = type(v)
    if _is_atom_type(t):
        return
    if isinstance(v, (tuple, frozenset)):
        for x in v:
            _walk(x, seen, path + "[]", out)
        return
    assert id(v) not in seen, f"{path} is the same object as {seen[id(v)]}: clone would split it"
    seen[id(v)] = path
    out.append((path, v))
    if isinstance(v, dict):
        for k, x in v.items():
            _walk(x, seen, f"{path}[{k!r}]", out)
    elif isinstance(v, (list, set)):
        for x in v:
            _walk(x, seen, path + "[]", out)
    else:
        slots = [n for k in type(v).__mro__ for n in k.__dict__.get("__slots__", ())]
        assert slots and not hasattr(v, "__dict__"), f"{path}: {t.__name__} is not slotted"
        for name in slots:
            _walk(getattr(v, name), seen, f"{path}.{name}", out)


def test_every_field_is_copied_and_nothing_mutable_is_shared() -> None:
    load_catalog()
    for index in range(0, 24, 3):
        for n in (0, 40, 120, 260):
            game = _game_at(index, 100 + index, n)
            s = game.state
            copy = s.clone()
            orig_objs: list = []
            copy_objs: list = []
            _walk(s, {}, "s", orig_objs)
            _walk(copy, {}, "s", copy_objs)
            assert [p for p, _ in orig_objs] == [p for p, _ in copy_objs]
            shared = {id(v) for _, v in orig_objs} & {id(v) for _, v in copy_objs}
            assert not shared, [p for p, v in orig_objs if id(v) in shared][:5]
            for (path, a), (_, b) in zip(orig_objs, copy_objs, strict=True):
                assert type(a) is type(b), path
                if hasattr(type(a), "__slots__") and not isinstance(a, (list, dict, set)):
                    for name in (n for k in type(a).__mro__
                                 for n in k.__dict__.get("__slots__", ())):
                        assert hasattr(a, name) == hasattr(b, name), f"{path}.{name}"
            # the same state as the pickle round trip it replaces
            assert state_hash(copy) == state_hash(pickle.loads(pickle.dumps(s))) == game.hash()


def test_the_slots_an_object_declares_immutable_always_hold_immutable_values() -> None:
    """clone() shares Obj.IMMUTABLE_SLOTS without looking at them: in random games between
    random decks of every implemented card, each of them is always set and immutable."""
    from app.engine.core.state import Obj
    from app.selfplay import random_mode_decks

    cat = load_catalog()
    tokens = tuple(cat.card_def(t.code) for t in cat.all()
                   if t.is_token and t.code in cat.implemented_codes())
    checked = 0
    for seed in range(8):
        rng = random.Random(seed)
        _, specs = random_mode_decks(rng, cat, None, "duel")
        game = new_game(specs, seed=seed, tokens=tokens)
        for n in range(400):
            if game.is_over:
                break
            game.apply_or_raise(choose_random(rng, game.legal_actions()))
            if n % 3:
                continue
            for o in game.state.objs.values():
                for name in Obj.IMMUTABLE_SLOTS:
                    assert _is_atom_type(type(getattr(o, name))), (o, name)
                checked += 1
    assert checked > 50_000
