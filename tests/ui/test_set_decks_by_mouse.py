"""Whole games by mouse with random tournament decks of each newer set's cards (a legend, its
champion, 40 main-deck cards, runes and battlefields, all of that one set): a hotseat game,
and a game against the Hard computer, each to a winner. The engine is never called directly:
the scripted player drags and clicks on the view's viewport and the prompt's buttons."""

from __future__ import annotations

import random

import pytest

from app.cards.catalog import load_catalog
from app.decks.random_deck import in_sets, random_deck
from app.decks.validate import validate
from app.ui.new_game_dialog import make_seat
from tests.ui.test_origins_decks import _play

SETS = ("SFD", "UNL", "VEN")


def _decks(set_code: str, seed: int):  # type: ignore[no-untyped-def]
    cat = load_catalog()
    rng = random.Random(seed)
    decks = [random_deck(rng, cat, frozenset({set_code})) for _ in range(2)]
    for d in decks:
        assert validate(d, "tournament", cat) == []
        assert all(in_sets(cat.lookup(n), frozenset({set_code})) for n in d.main_cards())
    return decks


@pytest.mark.parametrize("set_code", SETS)
def test_a_hotseat_game_with_the_sets_tournament_decks(qtbot, window, set_code) -> None:
    a, b = _decks(set_code, 3)
    window.start_game([make_seat(a, "Ann"), make_seat(b, "Bo")], seed=3)
    _play(qtbot, window, random.Random(3), {0, 1})
    assert window.controller.game.winner in (0, 1)


@pytest.mark.parametrize("set_code", SETS)
def test_a_game_against_hard_with_the_sets_tournament_decks(qtbot, window, set_code) -> None:
    a, b = _decks(set_code, 4)
    window.computer.pace_ms = 0
    window.start_game([make_seat(a, "Ann"), make_seat(b, "CPU", False, "hard")], seed=4)
    for agent in window.computer.agents.values():
        agent.rounds = 30  # type: ignore[attr-defined]  # a fixed search, not a clock: no flakes
    _play(qtbot, window, random.Random(4), {0})
    assert window.controller.game.winner in (0, 1)
