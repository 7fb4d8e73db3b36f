"""Two people, one screen: the curtain keeps input out, and the log tells each player only
what they may know; the log tells the game truthfully; the table passes when nothing else
is possible."""

from __future__ import annotations

import random
import re

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.engine import Event
from app.ui.controller import CURTAIN
from app.ui.texts import event_text
from tests.ui.conftest import answer_new_game, take_seat
from tests.ui.test_full_game_by_mouse import _choose


def _to_second_mulligan(window) -> None:
    """Player 1 keeps: the device goes to player 2 for their mulligan."""
    c = window.controller
    first = c.game.to_act
    take_seat(window)
    QTest.keyClick(window, Qt.Key.Key_Space)  # Space does nothing at a mulligan
    assert c.game.to_act == first
    window.interaction.press_button("mulligan")  # "Keep these cards"
    assert c.game.to_act != first and CURTAIN in c.locks and window.curtain.isVisible()


def test_no_input_reaches_the_game_behind_the_curtain(qtbot, window) -> None:
    window.start_default_game(seed=2)
    c = window.controller
    _to_second_mulligan(window)
    before = c.game.hash()
    # the other player's mulligan can't be kept for them: no buttons, no keys, no clicks
    assert c.legal() == [] and not window.prompt.pass_button.isEnabled()
    window.interaction.press_button("mulligan")
    QTest.keyClick(window, Qt.Key.Key_Space)
    QTest.keyClick(window, Qt.Key.Key_Return)
    QTest.mouseClick(window.prompt.pass_button, Qt.MouseButton.LeftButton)
    hand = c.game.state.players[c.viewer].hand
    window.interaction.on_click(hand[0])  # a click on a card of the hand behind the curtain
    assert c.game.hash() == before and not window.interaction.mulligan_pick
    assert "take the seat" in window.prompt.label.text()
    # the player clicks when ready: now the seat is theirs
    QTest.mouseClick(window.curtain, Qt.MouseButton.LeftButton)
    assert CURTAIN not in c.locks and c.legal()
    window.interaction.press_button("mulligan")
    assert c.game.hash() != before


def _draw_lines(lines: list[str], player: str) -> list[str]:
    return [ln for ln in lines if re.match(rf"{player} draws (?!a card)", ln)]


def test_each_player_reads_only_their_own_draws(qtbot, window) -> None:
    window.start_default_game(seed=3)
    c = window.controller
    rng = random.Random(3)
    p1, p2 = (p.name for p in c.game.state.players)
    seen = {0: False, 1: False}
    while c.game.state.turn < 5:
        take_seat(window)
        lines = window.log.lines()
        me, other = (p1, p2) if c.viewer == 0 else (p2, p1)
        assert not _draw_lines(lines, other), f"{me} reads the other player's draws"
        seen[c.viewer] |= bool(_draw_lines(lines, me))
        c.act(_choose(rng, c.legal()))
    assert seen[0] and seen[1]  # each player does read the names of their own draws


def test_undo_removes_the_undone_lines_and_redo_adds_them_once(qtbot, window) -> None:
    from app.ui.new_game_dialog import make_seat

    window.start_game([make_seat("master-yi", "Ann"), make_seat("garen", "CPU", False)], seed=4)
    window.computer.agents.clear()  # the test moves for the computer
    c = window.controller
    rng = random.Random(4)
    while len(c.game.log) < 30:
        legal = c.legal()
        c.act(_choose(rng, legal)) if legal else c.act_for(c.game.to_act,
                                                           _choose(rng, c.game.legal_actions()))
    while not c.legal():
        c.act_for(c.game.to_act, _choose(rng, c.game.legal_actions()))
    before = window.log.lines()
    c.act(_choose(rng, [a for a in c.legal() if a.verb not in ("tap", "rec")]))
    after = window.log.lines()
    assert c.undo()
    assert window.log.lines() == before
    assert c.redo()
    assert window.log.lines() == after  # the same lines, once


def test_opened_game_shows_its_log(qtbot, window, tmp_path) -> None:
    from app.storage.saves import save_game

    window.start_default_game(seed=5)
    c = window.controller
    rng = random.Random(5)
    while len(c.game.log) < 25:
        take_seat(window)
        c.act(_choose(rng, c.legal()))
    path = tmp_path / "g.rbsave"
    save_game(c.game, c.saved_seats(), path)
    viewer, live = c.viewer, window.log.lines()
    window.start_default_game(seed=6)
    assert window.open_game(str(path))
    assert c.viewer == viewer
    # the same lines (a save doesn't record which passes the table made for a player)
    assert window.log.lines() == [ln for ln in live if "nothing else to do" not in ln]


def test_log_lines_read_as_sentences() -> None:
    names = {0: "Ann", 1: "Bo"}

    def line(kind: str, **data) -> str | None:  # type: ignore[no-untyped-def]
        return event_text(Event(kind, data), lambda o: "Calm Rune", names.__getitem__)

    assert line("points", player=0, n=1, why="hold", total=1) == "Ann scores: 1 point."
    assert line("points", player=0, n=1, why="hold", total=2) == "Ann scores: 2 points."
    assert line("mulligan", player=1, n=0) == "Bo keeps their hand."
    assert line("mulligan", player=1, n=1) == "Bo sets aside 1 card and draws again."
    assert line("mulligan", player=1, n=2) == "Bo sets aside 2 cards and draws again."
    assert line("tap_rune", player=0, obj=7) == "Ann exhausts Calm Rune for 1 Energy."
    assert line("recycle_rune", player=0, obj=7) == "Ann recycles Calm Rune for 1 Power."


def test_the_computer_gets_one_line_per_move_and_payments_are_logged(qtbot, window) -> None:
    from app.ui.new_game_dialog import make_seat

    window.computer.pace_ms = 0
    window.start_game([make_seat("lux", "Ann"), make_seat("annie", "CPU", False, "normal")],
                      seed=8)
    c = window.controller
    rng = random.Random(8)
    while c.game.state.turn < 6 and not c.game.is_over:
        if c.game.to_act != 0:
            qtbot.waitUntil(lambda: c.game.is_over or c.game.to_act == 0, timeout=20000)
            continue
        c.act(_choose(rng, c.legal()))
    lines = window.log.lines()
    plays = [ln for ln in lines if ln.startswith("CPU plays ")]
    assert plays, "the computer played a card"
    for a, b in zip(lines, lines[1:], strict=False):
        assert not ("(computer): Plays" in a and b.startswith("CPU plays")), (a, b)
    tips = [window.log.item(i).toolTip() for i in range(window.log.count())]
    assert any(t.startswith("Plays ") for t in tips)  # the reason rides on the move's line
    # the automatic payment says which runes paid, in one line per payment
    assert any(re.match(r"(Ann|CPU) pays \d+: \d+ \w+(, \d+ \w+)*( \(\d+ recycled\))?\.$", ln)
               for ln in lines)
    assert not any("Rune for 1 Energy" in ln for ln in lines)


def test_the_table_passes_when_only_resources_are_left(qtbot, window) -> None:
    c = window.controller

    def play(auto: bool) -> list:
        c.auto_pass = auto
        window.start_default_game(seed=9)
        rng = random.Random(9)
        while c.game.state.turn < 7 and not c.game.is_over:
            take_seat(window)
            legal = c.legal()
            if not legal:  # the table is about to pass for the viewer (after the repaint)
                qtbot.wait(150)
                continue
            c.act(_choose(rng, legal))
        return [s for s in c.steps if s.auto]

    auto = play(True)
    assert auto, "the table passed for a player who could only pass or add resources"
    assert any("passes: nothing else to do" in ln for ln in window.log.lines())
    for step in auto:
        assert [e.kind for e in step.events][:1] != ["play"]
    assert not play(False)  # switched off: every pass is the player's own


def test_play_with_this_deck_starts_behind_the_curtain_for_the_other_player(
        qtbot, window, monkeypatch) -> None:
    import random as random_module

    from app.decks.builtin import load_builtin_decks

    monkeypatch.setattr(random_module, "randrange", lambda *a: 77)  # the same game each time
    c = window.controller
    answer_new_game()
    window.play_deck(load_builtin_decks()["lux"])
    first = c.game.to_act
    for before in (first, 1 - first):  # whoever sat at the screen before
        c._viewer = before
        answer_new_game()
        window.play_deck(load_builtin_decks()["lux"])
        assert c.viewer == first
        # the first decider's hand is shown only once they have taken the seat
        assert (CURTAIN in c.locks) == (before != first)
        assert window.curtain.isVisible() == (before != first)
