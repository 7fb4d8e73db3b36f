"""Whole games by mouse with Origins-only tournament decks (random legal decks of the
playable Origins cards, fixed seeds): hotseat, and against the computer."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.cards.catalog import load_catalog
from app.decks.random_deck import random_deck
from app.decks.validate import validate
from app.engine import Action
from app.ui.new_game_dialog import make_seat
from tests.ui.conftest import take_seat
from tests.ui.test_full_game_by_mouse import _aim, _choose, _click_button, _perform

ORIGINS = frozenset({"OGN"})


def _decks(seed: int):  # type: ignore[no-untyped-def]
    cat = load_catalog()
    rng = random.Random(seed)
    decks = [random_deck(rng, cat, ORIGINS) for _ in range(2)]
    for d in decks:
        assert validate(d, "tournament", cat) == []
        assert all(cat.lookup(n).set == "OGN" or "OGN" in " ".join(cat.lookup(n).printings)
                   for n in d.main_cards())
    return decks


def _play(qtbot, window, rng: random.Random, human: set[int]) -> None:
    c = window.controller
    said: list[str] = []  # what the table said: a message has a lifetime, a load can outlast
    c.message.connect(said.append)
    for _ in range(4000):
        if c.game.is_over:
            return
        take_seat(window)
        if c.game.to_act not in human:
            # a liveness bound on each computer decision, not a speed assertion: on a loaded
            # machine a Hard decision takes many times its usual time, and a turn is many
            # decisions (a bound on the whole turn timed out)
            acted = len(c.game.log)
            qtbot.waitUntil(lambda acted=acted: c.game.is_over or c.game.to_act in human
                            or len(c.game.log) > acted, timeout=60000)
            continue
        legal = c.legal()
        if not legal:  # the table is about to pass for the player
            qtbot.wait(150)
            continue
        before = len(c.game.log)
        action = _choose(rng, legal)
        aim = _aim(window, action)
        said.clear()
        _perform(qtbot, window, action)
        if len(c.game.log) == before:
            assert said, f"{action} did nothing, silently{aim}"
            if Action("cancel") in c.legal():
                _click_button(qtbot, window, "Cancel")
            elif c.legal():
                QTest.mouseClick(window.prompt.pass_button, Qt.MouseButton.LeftButton)
    from app.engine.core.actions import format_action

    raise AssertionError(f"no winner: turn {c.game.state.turn}, {c.game.decision}, last "
                         f"{[format_action(a) for a in c.game.log[-8:]]}, "
                         f"{window.statusBar().currentMessage()}")


def test_a_hotseat_game_with_origins_tournament_decks(qtbot, window) -> None:
    a, b = _decks(3)
    window.start_game([make_seat(a, "Ann"), make_seat(b, "Bo")], seed=3)
    _play(qtbot, window, random.Random(3), {0, 1})
    assert window.controller.game.winner in (0, 1)


def test_a_game_against_normal_with_origins_tournament_decks(qtbot, window) -> None:
    a, b = _decks(4)
    window.computer.pace_ms = 0
    window.start_game([make_seat(a, "Ann"), make_seat(b, "CPU", False, "normal")], seed=4)
    _play(qtbot, window, random.Random(4), {0})
    assert window.controller.game.winner in (0, 1)
