"""Smart passing: the table passes for a player who can only pass (tests/ui/test_fewer_stops.py
has the rest: their own spell, F6, paying); Hold keeps the decision with the player; Space
never ends a turn by accident."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.engine import Action
from tests.ui.conftest import attach_position, drag, item_point, take_seat, zone_point

CARDS = {"Test Elk": {"type": "Unit", "energy": 1, "might": 2, "domains": ["Calm"]}}


def _position(enemy_here: bool) -> dict:
    units = [{"card": "Test Elk", "owner": "B"}] if enemy_here else []
    return {
        "turn_player": "A",
        "A": {"runes": ["Calm Rune"], "base": [{"card": "Test Elk", "label": "elk"}]},
        # a deck to draw from: an empty deck and trash burn out until A wins (RUP4 431.3)
        "B": {"runes": ["Calm Rune"], "deck": ["Test Elk", "Test Elk"]},
        "battlefields": [{"card": "Open Field", "controller": "B" if enemy_here else None,
                          "units": units}, {"card": "Open Field"}],
    }


def _start(qtbot, window, enemy_here: bool) -> None:
    window.controller.auto_pass = True
    game, labels = attach_position(window, _position(enemy_here), CARDS)
    drag(qtbot, window, item_point(window, labels["elk"]), zone_point(window, "bf0"))
    take_seat(window)


def test_a_showdown_with_only_pass_and_runes_is_passed_for_the_player(qtbot, window) -> None:
    _start(qtbot, window, enemy_here=False)
    c = window.controller
    # A moved to an empty battlefield: a showdown; nobody can do anything but pass (or tap
    # a rune), so the table passes for each in turn and A conquers without a prompt
    qtbot.waitUntil(lambda: c.game.state.showdown is None, timeout=2000)
    assert any(s.auto for s in c.steps)
    assert c.game.state.battlefields[0].controller == 0


def test_hold_keeps_the_decision_with_the_player(qtbot, window) -> None:
    window.prompt.hold_button.click()
    assert window.interaction.hold
    _start(qtbot, window, enemy_here=False)
    c = window.controller
    n = len(c.game.log)
    qtbot.wait(400)
    assert c.game.state.showdown is not None and len(c.game.log) == n  # nobody passed for A
    window.prompt.hold_button.click()  # let go: the table passes again
    window.interaction.refresh()
    qtbot.waitUntil(lambda: c.game.state.showdown is None, timeout=2000)


def test_space_never_ends_the_turn_alone(qtbot, window) -> None:
    game, _ = attach_position(window, _position(False), CARDS)
    c = window.controller
    assert Action("end") in c.legal() and Action("pass") not in c.legal()
    assert "Ctrl+Enter" in window.prompt.pass_button.text()
    n = len(game.log)
    QTest.keyClick(window, Qt.Key.Key_Space)
    assert len(game.log) == n  # the first Space only warns
    assert "Space again" in window.statusBar().currentMessage()
    QTest.keyClick(window, Qt.Key.Key_Space)  # a second press within 1.5 s ends the turn
    assert game.log[-1] == Action("end")
    # Ctrl+Enter ends a turn at once
    game, _ = attach_position(window, _position(False), CARDS)
    take_seat(window)  # the screen had passed to B: A takes it back
    QTest.keyClick(window, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert game.log[:1] == [Action("end")]


def test_a_game_against_normal_asks_only_when_there_is_a_choice(qtbot, window) -> None:
    """Count the prompts of a whole game: the human is never asked when all they could do
    is pass or add resources, nor to respond to their own spell or ability, nor to press
    Pay automatically after a play (tests/bench/test_table_prompts.py prints the figures)."""
    import random

    from app.ui.new_game_dialog import make_seat
    from tests.ui.test_full_game_by_mouse import _choose, _perform

    window.computer.pace_ms = 0
    window.start_game([make_seat("lux", "Ann"), make_seat("garen", "CPU", False, "normal")],
                      seed=21)
    c = window.controller
    rng = random.Random(21)
    prompts = 0
    for _ in range(3000):
        if c.game.is_over:
            break
        legal = c.legal()
        if c.game.to_act != 0 or window.interaction.answers_for_player(legal):
            # the computer's turn to decide, or the table passes for Ann by itself
            qtbot.waitUntil(lambda: c.game.is_over or (c.game.to_act == 0 and not
                            window.interaction.answers_for_player(c.legal())), timeout=20000)
            continue
        prompts += 1
        assert not c.nothing_but_pass(legal), legal
        chain = c.game.state.chain
        assert not (chain and chain[-1].controller == 0 and Action("pass") in legal), legal
        before = len(c.game.log)
        _perform(qtbot, window, _choose(rng, legal))
        if len(c.game.log) == before and Action("cancel") in c.legal():
            c.act("cancel")
    assert c.game.is_over
    assert prompts > 10
    assert any(s.auto and s.actor == 0 for s in c.steps)  # the table did pass for Ann
    print(f"prompts {prompts}")
