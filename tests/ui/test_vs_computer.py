"""A whole game against the computer, the human playing with the mouse."""

from __future__ import annotations

import random

import pytest

from app.ui.new_game_dialog import make_seat
from tests.ui.test_full_game_by_mouse import _choose, _perform


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_a_whole_game_against_the_computer(qtbot, window, level) -> None:
    window.computer.pace_ms = 0
    window.start_game([make_seat("lux", "Ann"), make_seat("annie", "CPU", False, level)], seed=8)
    c = window.controller
    rng = random.Random(8)
    reasons_before = window.log.count()
    for _ in range(2000):
        if c.game.is_over:
            break
        if c.game.to_act != 0:
            qtbot.waitUntil(lambda: c.game.is_over or c.game.to_act == 0, timeout=20000)
            continue
        legal = c.legal()
        before = len(c.game.log)
        _perform(qtbot, window, _choose(rng, legal))
        if len(c.game.log) == before:
            c.act("cancel") if any(a.verb == "cancel" for a in c.legal()) else None
    assert c.game.is_over
    assert any("(computer)" in window.log.item(i).text()
               for i in range(reasons_before, window.log.count()))
    # the computer's moves are in the log with a reason, and its seat never showed its hand
    assert c.viewer == 0
