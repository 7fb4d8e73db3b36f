"""Settings fall back to defaults; undo/redo rebuild exactly the earlier states."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from app.storage.settings import Settings, load_settings, save_settings
from tests.storage.test_saves import random_game


def test_settings_round_trip_and_defaults(tmp_path) -> None:
    path = tmp_path / "s.json"
    assert load_settings(path) == (Settings(), None)
    s = Settings(zoom=1.5, auto_pass=True, last_decks=["garen", "lux"], language="it")
    save_settings(s, path)
    assert load_settings(path) == (s, None)


def test_broken_settings_fall_back_with_a_warning(tmp_path) -> None:
    path = tmp_path / "s.json"
    path.write_text('{"zoom": "huge", ')
    s, warning = load_settings(path)
    assert s == Settings() and warning and "damaged" in warning


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=300))
def test_fuzzed_settings_never_crash(tmp_path_factory, raw) -> None:
    path = tmp_path_factory.mktemp("s") / "settings.json"
    path.write_bytes(raw)
    s, _ = load_settings(path)
    assert isinstance(s, Settings)


def test_undo_k_actions_gives_the_original_hash_and_redo_the_end() -> None:
    rng = random.Random(9)
    for seed in range(12):
        game = random_game(seed, max_actions=60 + seed * 7)
        n = len(game.log)
        k = rng.randrange(1, n)
        start_hash = game.at(n - k).hash()
        # undo k: rebuild from the start with the first n-k actions, then redo k
        undone = game.at(n - k)
        assert undone.hash() == start_hash
        for action in game.log[n - k:]:
            undone.apply_or_raise(action)
        assert undone.hash() == game.hash()
