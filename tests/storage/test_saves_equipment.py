"""Games with Equipment save and load: the action log replays to the same state, attachments
included (RUP4 434; app.storage replays the log)."""

from __future__ import annotations

import random

from app.cards.catalog import load_catalog
from app.engine import new_game
from app.selfplay import choose_random, random_mode_decks
from app.storage.saves import SavedSeat, load_save, save_game

SEATS = [SavedSeat(name="Ann"), SavedSeat(name="Bo")]


def test_games_with_attached_equipment_round_trip(tmp_path) -> None:
    cat = load_catalog()
    tokens = cat.game_tokens()
    saved = 0
    for seed in range(40):
        rng = random.Random(seed)
        _legends, specs = random_mode_decks(rng, cat, frozenset({"OGN", "SFD"}), "duel")
        game = new_game(specs, seed=seed, names=["Ann", "Bo"], tokens=tokens)
        while not game.is_over and len(game.log) < 600:
            game.apply_or_raise(choose_random(rng, game.legal_actions()))
            if game.state.extra.get("attached"):
                break  # something is attached: save here
        if not game.state.extra.get("attached"):
            continue
        path = tmp_path / f"g{seed}.rbsave"
        save_game(game, SEATS, path)
        loaded = load_save(path)
        assert loaded.game.hash() == game.hash()
        assert loaded.game.state.extra["attached"] == game.state.extra["attached"]
        saved += 1
    assert saved >= 3  # Equipment gets attached in random games of these sets
