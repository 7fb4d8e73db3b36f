"""Saves of three- and four-player games (RUP4 487, 488): the mode and every seat come back,
and `riftbound verify` replays them."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from app.cards.catalog import load_catalog
from app.decks.builtin import load_builtin_decks
from app.decks.spec import to_deck_spec
from app.engine import new_game
from app.selfplay import choose_random
from app.storage.cli import verify_command
from app.storage.saves import SavedSeat, load_save, save_game

DECKS = [to_deck_spec(d) for _k, d in sorted(load_builtin_decks().items())]


@pytest.mark.parametrize(("mode", "n"), [("skirmish", 3), ("war", 4)])
def test_a_game_of_three_or_four_saves_and_verifies(tmp_path, capsys, mode, n) -> None:
    names = ["Ann", "Bo", "Cy", "Di"][:n]
    game = new_game(DECKS[:n], seed=7, names=names, tokens=load_catalog().game_tokens(),
                    mode=mode)
    rng = random.Random(7)
    while not game.is_over and len(game.log) < 150:
        game.apply_or_raise(choose_random(rng, game.legal_actions()))
    seats = [SavedSeat(name=names[0])] + [SavedSeat(name=x, kind="computer", level="easy")
                                          for x in names[1:]]
    path = tmp_path / f"{mode}.rbsave"
    save_game(game, seats, path)
    loaded = load_save(path)
    assert loaded.data.mode == mode and loaded.data.seats == seats
    assert loaded.game.hash() == game.hash() and len(loaded.game.state.players) == n
    assert verify_command(SimpleNamespace(save=str(path))) == 0
    assert f"({mode}, " in capsys.readouterr().out
