"""Every mode from New Game: the mode and 2-4 seats in the dialog, a War of four computers
watched to its winner, a hotseat Skirmish combat with an invitation, saves and undo with
three and four players (RUP4 485-489)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from app.ui.controller import CURTAIN, REPLAY
from app.ui.new_game_dialog import NewGameDialog, deck_problems, make_seat
from tests.ui.conftest import (
    attach_position,
    drag,
    item_point,
    take_seat,
    when_new_game,
    zone_point,
)


def _key_to(combo, data) -> None:  # type: ignore[no-untyped-def]
    """Choose an entry of a combo box with the keyboard, as a player would."""
    combo.setFocus()
    key = Qt.Key.Key_Down if combo.findData(data) > combo.currentIndex() else Qt.Key.Key_Up
    for _ in range(combo.count()):
        if combo.currentData() == data:
            return
        QTest.keyClick(combo, key)
    raise AssertionError(f"{data!r} not reachable")


def test_the_seats_follow_the_mode(qtbot, window) -> None:
    dlg = NewGameDialog(window)
    qtbot.addWidget(dlg)
    dlg.show()
    modes = [dlg.mode.itemData(i) for i in range(dlg.mode.count())]
    assert modes[:1] == ["duel"] and {"skirmish", "war"} <= set(modes)
    shown = lambda: sum(1 for _n, deck, _w in dlg.rows if deck.isVisible())  # noqa: E731
    assert shown() == 2
    _key_to(dlg.mode, "skirmish")
    assert shown() == 3 and "RUP4 487" in dlg.description.text()
    _key_to(dlg.mode, "war")
    assert shown() == 4 and "RUP4 488" in dlg.description.text()
    assert dlg.result_mode() == ("war", None)
    seats, _seed = dlg.result_seats()
    assert len(seats) == 4 and seats[0].human and not seats[3].human
    _key_to(dlg.mode, "duel")
    assert shown() == 2 and len(dlg.result_seats()[0]) == 2


def test_a_match_offers_random_decks_with_a_sideboard(qtbot, window) -> None:
    """The built-in decks have one battlefield, so a Match (RUP4 486.4.a) offers a random
    legal deck with three battlefields and a sideboard first; the other modes don't."""
    from app.ui.new_game_dialog import RANDOM

    dlg = NewGameDialog(window)
    qtbot.addWidget(dlg)
    dlg.show()
    deck = dlg.rows[0][1]
    assert deck.findData(RANDOM) < 0
    _key_to(dlg.mode, "match5")
    assert dlg.result_mode() == ("match", 5)
    assert deck.currentData() == RANDOM and dlg.start_button.isEnabled()
    _key_to(deck, "garen")  # one battlefield: refused with the rule
    assert not dlg.start_button.isEnabled()
    assert "486.4.a" in dlg.problems[0].text() and dlg.problems[0].isVisible()
    _key_to(deck, RANDOM)
    seats, _seed = dlg.result_seats()
    assert all(len(s.deck.battlefields) == 3 and s.sideboard for s in seats)
    _key_to(dlg.mode, "skirmish")
    assert deck.findData(RANDOM) < 0 and dlg.start_button.isEnabled()


def test_deck_problems_name_the_rule() -> None:
    from app.decks.builtin import load_builtin_decks

    decks = load_builtin_decks()
    yi, garen = decks["master-yi"], decks["garen"]
    assert deck_problems("war", [yi, garen, yi, garen]) == {}
    none = type(yi)(yi.name, yi.legend, yi.champion, yi.main, (), yi.runes)
    assert "485.5" in deck_problems("skirmish", [yi, none, garen])[1]
    # 2v2: teammates (seats 1+3, 2+4) play different legends (RUP4 489.8.h)
    assert "489.8.h" in deck_problems("2v2", [yi, garen, yi, decks["lux"]])[2]


def test_a_war_of_four_computers_from_new_game_to_the_winner(qtbot, window) -> None:
    window.resize(1280, 720)
    window.settings.reduce_motion = True
    window.settings.computer_pace_ms = 0
    window.apply_settings()

    def fill(box) -> None:  # type: ignore[no-untyped-def]
        _key_to(box.mode, "war")
        for _name, _deck, who in box.active_rows():
            _key_to(who, "easy")
        box.seed.setFocus()
        QTest.keyClick(box.seed, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        QTest.keyClicks(box.seed, "24")  # a short game (226 moves)
        QTest.mouseClick(box.start_button, Qt.MouseButton.LeftButton)

    seen = when_new_game(fill)
    window.new_game_dialog()
    assert seen
    c = window.controller
    assert c.mode == "war" and len(c.seats) == 4 and window.settings.last_mode == "war"
    assert all(not s.human and s.level == "easy" for s in c.seats)
    assert c.game.seed == 24
    assert len(c.game.state.battlefields) == 3  # the first player's is removed (RUP4 488.4.b)
    qtbot.waitUntil(lambda: c.game.is_over, timeout=90000)
    qtbot.waitUntil(lambda: getattr(window, "game_over", None) is not None
                    and window.game_over.isVisible(), timeout=5000)
    winner = c.game.state.players[c.game.winner].name
    title = window.game_over.findChild(type(window.prompt.label), "Winner")
    assert title.text() == f"{winner} wins!"
    assert len(c.score_history[-1]) == 4 and max(c.score_history[-1]) >= 8
    window.game_over.close()


SKIRMISH_COMBAT = {
    "mode": "skirmish", "turn_player": "C",
    "A": {"hand": [{"card": "Test Quickcast", "label": "quick"}],
          "deck": ["Stalwart Poro", "Stalwart Poro"]},
    "B": {"deck": ["Stalwart Poro"]},
    "C": {"deck": ["Stalwart Poro"]},
    "battlefields": [
        {"card": "Open Field", "controller": "B", "contested_by": "C",
         "units": [{"card": "Stalwart Poro", "owner": "B"},
                   {"card": "Stalwart Poro", "owner": "C"}]},
        {"card": "Open Field"}, {"card": "Open Field"}],
}
QUICKCAST = {"Test Quickcast": {"type": "Spell", "energy": 0, "keywords": {"Action": 1},
                                "abilities": [{"kind": "spell",
                                               "steps": [{"op": "draw", "n": 1}]}]}}


def _button(window, text: str) -> QPushButton | None:  # type: ignore[no-untyped-def]
    """The prompt bar's button with this label, once shown (None: the bar has none)."""
    QApplication.processEvents()  # the bar shows its new buttons on the next loop
    bar = window.prompt.buttons
    for i in range(bar.count()):
        b = bar.itemAt(i).widget()
        if isinstance(b, QPushButton) and b.isVisible() and b.text() == text:
            return b
    return None


def test_hotseat_skirmish_an_invited_player_joins_the_combat(qtbot, window) -> None:
    """C attacks B at a Skirmish battlefield; C invites A, who takes the seat behind the
    curtain and plays an Action in the combat with the mouse (How To Play, "Combat")."""
    game, labels = attach_position(window, SKIRMISH_COMBAT, QUICKCAST)
    c = window.controller
    assert c.hotseat and c.mode == "skirmish"
    take_seat(window)
    assert c.viewer == 2 and game.state.showdown is not None
    assert window.prompt.label.text().startswith("Combat at ")
    assert _button(window, "Don't invite") is not None
    QTest.mouseClick(_button(window, "Invite Player A"), Qt.MouseButton.LeftButton)
    assert game.state.extra["invited"] == [0]
    log = [window.log.item(i).text() for i in range(window.log.count())]
    assert "Player C invites Player A to play too." in log
    assert _button(window, "Invite Player A") is None  # invited once
    QTest.mouseClick(window.prompt.pass_button, Qt.MouseButton.LeftButton)
    # focus goes to the guest, another human: the curtain first (nothing shown to A yet)
    assert game.to_act == 0 and c.viewer == 0
    assert CURTAIN in c.locks and window.curtain.isVisible()
    assert not c.legal()
    take_seat(window)
    assert "Player C invited you into the combat" in window.prompt.label.text()
    assert _button(window, "Decline (pass)") is not None
    hand_before = len(game.state.players[0].hand)
    drag(qtbot, window, item_point(window, labels["quick"]), zone_point(window, "base"))
    qtbot.waitUntil(lambda: game.state.objs[labels["quick"]].zone == "trash", timeout=3000)
    assert len(game.state.players[0].hand) == hand_before  # played one, drew one
    assert any(e.kind == "play" and e.data.get("player") == 0
               for step in c.steps for e in step.events)


def test_dont_invite_sets_the_invitations_aside(qtbot, window) -> None:
    game, _labels = attach_position(window, SKIRMISH_COMBAT, QUICKCAST)
    take_seat(window)
    QTest.mouseClick(_button(window, "Don't invite"), Qt.MouseButton.LeftButton)
    assert _button(window, "Invite Player A") is None and "invited" not in game.state.extra
    assert window.prompt.label.text().startswith("Showdown: you have focus")


def _skirmish(window, seed: int = 5):  # type: ignore[no-untyped-def]
    window.computer.pace_ms = 0
    seats = [make_seat("lux", "Ann"), make_seat("garen", "Bo", False, "easy"),
             make_seat("annie", "Cy", False, "normal")]
    assert window.start_game(seats, seed, "skirmish")
    assert window.statusBar().currentMessage() == "New game (Skirmish): Ann, Bo, Cy."
    return window.controller


def _play_mine(qtbot, window, rng, n: int) -> None:  # type: ignore[no-untyped-def]
    """The human's decisions (random, but never ending the game's turn count idly)."""
    c = window.controller
    for _ in range(n):
        if c.game.is_over:
            return
        qtbot.waitUntil(lambda: c.game.is_over or c.game.to_act == 0, timeout=20000)
        legal = c.legal()
        if legal:
            c.act(rng.choice(legal))


def test_save_and_resume_a_skirmish(qtbot, window, tmp_path) -> None:
    from app.ui.main_window import MainWindow

    c = _skirmish(window)
    _play_mine(qtbot, window, random.Random(1), 12)
    window.computer.agents.clear()  # nobody moves while it is saved
    path = tmp_path / "skirmish.rbsave"
    window.save_path = path
    assert window.save_game()
    expected, moves = c.game.hash(), len(c.game.log)
    other = MainWindow()
    qtbot.addWidget(other)
    assert other.open_game(str(path))
    d = other.controller
    assert d.mode == "skirmish" and d.game.hash() == expected and len(d.game.log) == moves
    assert [(s.name, s.human, s.level) for s in d.seats] == [
        ("Ann", True, None), ("Bo", False, "easy"), ("Cy", False, "normal")]
    assert len(d.score_history[-1]) == 3
    # its replay steps through the three players' moves, and closing brings the game back
    assert other.open_replay(str(path))
    bar = other.replay_bar
    bar.go(moves)
    assert d.game.hash() == expected and d.mode == "skirmish" and REPLAY in d.locks
    bar.go(0)
    assert len(d.game.log) == 0
    other.close_replay()
    assert len(d.game.log) == moves and REPLAY not in d.locks


def test_autosave_resumes_a_skirmish(qtbot, window) -> None:
    from app.ui.main_window import MainWindow

    window.controller.autosave = True
    c = _skirmish(window, seed=9)
    _play_mine(qtbot, window, random.Random(2), 8)
    window.computer.agents.clear()
    expected = c.game.hash()
    second = MainWindow()
    qtbot.addWidget(second)
    assert second.resume_recovery()
    assert second.controller.mode == "skirmish" and second.controller.game.hash() == expected
    assert len(second.controller.seats) == 3


@pytest.mark.parametrize("seed", [3])
def test_undo_in_a_war(qtbot, window, seed) -> None:
    window.computer.pace_ms = 0
    seats = [make_seat("master-yi", "Ann"), make_seat("garen", "Bo", False, "easy"),
             make_seat("lux", "Cy", False, "easy"), make_seat("annie", "Di", False, "easy")]
    assert window.start_game(seats, seed, "war")
    c = window.controller
    # to Ann's first play of a unit (the computers play their own turns meanwhile)
    for _ in range(300):
        qtbot.waitUntil(lambda: c.game.to_act == 0 or c.game.is_over, timeout=20000)
        legal = c.legal()
        units = [a for a in legal if a.verb == "play"
                 and c.game.state.objs[a.args[0]].card.type.value == "Unit"]
        if units:
            break
        keep = [a for a in legal if a.verb in ("keep", "mulligan", "pass", "end")]
        c.act(keep[0] if keep else legal[0])
    else:
        raise AssertionError("Ann never had a unit to play")
    unit = units[0].args[0]
    window.computer.agents.clear()  # the computers wait while Ann takes it back
    before = c.game.hash()
    drag(qtbot, window, item_point(window, unit), zone_point(window, "base"))
    qtbot.waitUntil(lambda: c.game.state.objs[unit].zone != "hand", timeout=3000)
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert c.game.hash() == before and c.game.state.objs[unit].zone == "hand"
    QTest.keyClick(window, Qt.Key.Key_Z,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert c.game.state.objs[unit].zone != "hand"


def test_new_game_shows_the_2v2_teams(qtbot, window) -> None:
    dlg = NewGameDialog(window)
    qtbot.addWidget(dlg)
    dlg.show()
    _key_to(dlg.mode, "2v2")
    assert [label.text() for label in dlg.seat_labels] == [
        "Seat 1 · Team 1", "Seat 2 · Team 2", "Seat 3 · Team 1", "Seat 4 · Team 2"]
    assert dlg.result_mode() == ("2v2", None) and len(dlg.result_seats()[0]) == 4
    # the default decks: four different legends, no battlefield shared by teammates
    assert dlg.start_button.isEnabled()
    _key_to(dlg.rows[2][1], "master-yi")  # seat 3 plays seat 1's legend (RUP4 489.8.h)
    assert not dlg.start_button.isEnabled() and "489.8.h" in dlg.problems[2].text()


TEAM_TURN = {
    "mode": "2v2", "turn_player": "A",
    "A": {"deck": ["Stalwart Poro", "Stalwart Poro"], "runes": ["Calm Rune"]},
    "B": {"deck": ["Stalwart Poro"]},
    "C": {"hand": [{"card": "Test Study", "label": "study"}],
          "deck": ["Stalwart Poro", "Stalwart Poro"], "runes": ["Calm Rune"]},
    "D": {"deck": ["Stalwart Poro"]},
    "battlefields": [{"card": "Open Field"}, {"card": "Open Field"}, {"card": "Open Field"}],
}
STUDY = {"Test Study": {"type": "Spell", "energy": 1,
                        "abilities": [{"kind": "spell", "steps": [{"op": "draw", "n": 1}]}]}}


def test_hotseat_2v2_the_turn_player_invites_their_teammate(qtbot, window) -> None:
    """A's turn in a hotseat 2v2: A invites teammate C, who takes the seat behind the
    curtain and plays a spell with their own priority, then the turn is A's again
    (RUP4 489.8.a, 316.5.b.1)."""
    game, labels = attach_position(window, TEAM_TURN, STUDY)
    c = window.controller
    assert c.hotseat and c.mode == "2v2"
    take_seat(window)
    assert c.viewer == 0 and game.to_act == 0
    assert _button(window, "Invite Player B") is None  # an opponent can't be invited
    QTest.mouseClick(_button(window, "Invite Player C"), Qt.MouseButton.LeftButton)
    # priority goes to the teammate, another human: the curtain first
    assert game.to_act == 2 and CURTAIN in c.locks and window.curtain.isVisible()
    take_seat(window)
    assert c.viewer == 2
    assert "invited you" in window.prompt.label.text()
    hand_before = len(game.state.players[2].hand)
    drag(qtbot, window, item_point(window, labels["study"]), zone_point(window, "base"))
    pay = _button(window, "Pay automatically")
    if pay is not None:
        QTest.mouseClick(pay, Qt.MouseButton.LeftButton)
    for _ in range(8):  # the others pass on the chain, each behind the curtain
        if game.state.objs[labels["study"]].zone == "trash":
            break
        take_seat(window)
        if any(a.verb == "pass" for a in c.legal()):
            QTest.mouseClick(window.prompt.pass_button, Qt.MouseButton.LeftButton)
    assert game.state.objs[labels["study"]].zone == "trash"
    assert len(game.state.players[2].hand) == hand_before  # played Study, drew one
    # the invitation is used: the turn is A's again, in their main phase
    take_seat(window)
    assert game.to_act == 0 and game.decision.data == "main"
    assert game.state.players[0].points == game.state.players[2].points  # one team score


def test_the_winning_team_is_named(qtbot) -> None:
    from app.ui.endgame import GameOverDialog

    names = ["Ann", "Bo", "Cy", "Di"]
    history = [[0, 0, 0, 0], [11, 0, 11, 0]]
    team = GameOverDialog(names, 2, history, winners=[0, 2])
    qtbot.addWidget(team)
    from PySide6.QtWidgets import QLabel

    assert team.findChild(QLabel, "Winner").text() == "Ann and Cy win as a team!"
    alone = GameOverDialog(names, 1, history)
    qtbot.addWidget(alone)
    assert alone.findChild(QLabel, "Winner").text() == "Bo wins!"
    assert alone.buttons["rematch"].text() == "Rematch (everyone one seat on)"


def test_new_game_remembers_the_mode_and_the_players(qtbot, window) -> None:
    dlg = NewGameDialog(window, ["lux", "garen", "annie"], last_mode="skirmish",
                        last_seats=["computer:easy", "human", "computer:hard"])
    qtbot.addWidget(dlg)
    assert dlg.mode_key() == "skirmish"
    seats, _seed = dlg.result_seats()
    assert [(s.human, s.level) for s in seats] == [(False, "easy"), (True, None),
                                                   (False, "hard")]
    assert [s.deck.legend.name for s in seats][0] != seats[1].deck.legend.name


def test_a_rematch_keeps_the_mode_and_moves_everyone_one_seat_on(qtbot, window) -> None:
    c = _skirmish(window, seed=4)
    window.computer.agents.clear()
    window.rematch()
    assert c.mode == "skirmish" and [s.name for s in c.seats] == ["Bo", "Cy", "Ann"]
    assert [p.name for p in c.game.state.players] == ["Bo", "Cy", "Ann"]


def test_three_humans_take_the_seat_in_turn_behind_the_curtain(qtbot, window) -> None:
    """Hotseat with three humans: every change of player raises the curtain first, and each
    mulligan is decided by its own player (RUP4 117)."""
    seats = [make_seat("lux", "Ann"), make_seat("garen", "Bo"), make_seat("annie", "Cy")]
    assert window.start_game(seats, 6, "skirmish")
    c = window.controller
    assert c.hotseat
    seen = []
    for _ in range(3):
        who = c.game.to_act
        assert c.game.decision.kind == "mulligan" and c.viewer == who
        if seen:  # the first player to decide may already be at the screen
            assert CURTAIN in c.locks and window.curtain.who == c.seats[who].name
        take_seat(window)
        assert CURTAIN not in c.locks
        QTest.mouseClick(_button(window, "Keep these cards"), Qt.MouseButton.LeftButton)
        seen.append(who)
    assert sorted(seen) == [0, 1, 2]
    assert c.game.decision is None or c.game.decision.kind != "mulligan"
