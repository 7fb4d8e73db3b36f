"""A Match (RUP4 486) at the table: three games with a sideboard swap between games 1 and 2,
the battlefield choices and the first/last choice answered with real clicks on the
dialogs, the score on the table after every game, concede from the table (TR 410.1), and a
match saved during game 2 that resumes in game 2 with its score and log."""

from __future__ import annotations

import json
import random

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox

from app.selfplay_match import match_decks
from app.ui.controller import CURTAIN, Seat
from app.ui.match_panel import BattlefieldDialog, OrderDialog, SideboardDialog
from tests.ui.conftest import take_seat


@pytest.fixture(scope="module")
def decks():  # type: ignore[no-untyped-def]
    from app.cards.catalog import load_catalog

    return match_decks(random.Random(5), load_catalog())


def _seats(decks, second_human: bool = True) -> list[Seat]:  # type: ignore[no-untyped-def]
    return [Seat("Ann", decks[0].spec, True, None, decks[0].sideboard),
            Seat("Bob", decks[1].spec, second_human, None if second_human else "easy",
                 decks[1].sideboard)]


def click(widget) -> None:  # type: ignore[no-untyped-def]
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton)


def click_item(lst, row: int) -> None:  # type: ignore[no-untyped-def]
    rect = lst.visualItemRect(lst.item(row))
    QTest.mouseClick(lst.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     rect.center())


def question(qtbot, window, kind):  # type: ignore[no-untyped-def]
    """The match's next question to a human, once the curtain (hotseat) is clicked away."""
    session = window.match_session

    def shown() -> bool:
        take_seat(window)
        d = session.dialog
        return isinstance(d, kind) and d.isVisible()

    qtbot.waitUntil(shown, timeout=3000)
    return session.dialog


def concede(qtbot, window) -> None:
    """The player at the screen clicks Concede on the table and confirms."""
    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, answer)
            return
        click(box.button(QMessageBox.StandardButton.Yes))

    take_seat(window)
    QTimer.singleShot(20, answer)
    click(window.match_session.panel.concede_button)


def pick_field(qtbot, window, index: int = 0) -> str:
    d = question(qtbot, window, BattlefieldDialog)
    enabled = [code for code, b in d.buttons.items() if b.isEnabled()]
    code = enabled[index]
    click(d.buttons[code])
    return code


def play_until_viewer(window, who: int) -> None:
    """Answer the game's decisions (mulligans) until `who` is at the screen."""
    c = window.controller
    for _ in range(20):
        take_seat(window)
        if c.viewer == who:
            return
        keep = [a for a in c.legal() if a.verb in ("keep", "pass")]
        assert keep, c.legal()
        c.act(keep[0])
    raise AssertionError("never reached the player")


def test_a_match_of_three_games_by_mouse(qtbot, window, decks) -> None:  # type: ignore[no-untyped-def]
    assert window.start_match(_seats(decks), seed=8, best_of=3)
    session = window.match_session
    m = session.match
    panel = session.panel
    assert panel.isVisible() and panel.wins[0].text() == "0" and panel.wins[1].text() == "0"
    # game 1: no sideboarding (TR 403.5); each player presents a battlefield, hidden
    ann_field = pick_field(qtbot, window)
    assert m.view(1)["match"]["players"][0]["pick"] is None  # Bob doesn't see it yet
    # hotseat: the curtain comes down before Bob's choice is asked
    qtbot.waitUntil(lambda: CURTAIN in window.controller.locks)
    assert window.curtain.isVisible() and session.dialog is None
    pick_field(qtbot, window)
    chooser = m.chooser
    d = question(qtbot, window, OrderDialog)
    assert d.player == chooser
    click(d.first_button)
    qtbot.waitUntil(lambda: m.stage == "game" and window.controller.game is m.game)
    assert m.first == chooser and "1" in panel.title.text()
    # game 1: Ann concedes (TR 410.1): Bob wins it
    play_until_viewer(window, 0)
    concede(qtbot, window)
    qtbot.waitUntil(lambda: m.wins == [0, 1])
    assert panel.wins[1].text() == "1" and panel.wins[0].text() == "0"
    # between games 1 and 2: Ann exchanges a card with her sideboard, by clicks
    d = question(qtbot, window, SideboardDialog)
    assert d.player == 0
    main_before = sorted(c.code for c in m.main[0])
    click_item(d.main_list, 0)
    click_item(d.side_list, 0)
    out = d.main_list.item(0).data(Qt.ItemDataRole.UserRole)
    into = d.side_list.item(0).data(Qt.ItemDataRole.UserRole)
    assert d.exchange_button.isEnabled()
    click(d.exchange_button)
    main_after = sorted(c.code for c in m.main[0])
    assert main_after != main_before and len(main_after) == len(main_before)
    assert main_after.count(into) == main_before.count(into) + 1
    assert main_after.count(out) == main_before.count(out) - 1
    click(d.ready_button)
    d = question(qtbot, window, SideboardDialog)
    assert d.player == 1
    assert window.controller.viewer == 1  # the table behind shows Bob's side, not Ann's hand
    click(d.ready_button)
    # the battlefield Ann presented in game 1, which somebody won, can't come back (486.5.a)
    d = question(qtbot, window, BattlefieldDialog)
    assert d.player == 0 and not d.buttons[ann_field].isEnabled()
    click(next(b for b in d.buttons.values() if b.isEnabled()))
    pick_field(qtbot, window)
    d = question(qtbot, window, OrderDialog)
    assert d.player == 0  # the loser chooses (TR 407.4)
    click(d.last_button)
    qtbot.waitUntil(lambda: m.stage == "game" and window.controller.game is m.game)
    # hotseat: Ann answered last; if game 2 first asks Bob, the curtain is down first
    c = window.controller
    assert c.viewer == 0 or (CURTAIN in c.locks and window.curtain.isVisible())
    assert m.first == 1 and m.number == 2
    assert sorted(c.code for o in m.game.state.objs.values()
                  if o.owner == 0 and (c := o.card).code == into) != []
    assert "2" in panel.title.text()
    # game 2: Bob concedes; 1-1
    play_until_viewer(window, 1)
    concede(qtbot, window)
    qtbot.waitUntil(lambda: m.wins == [1, 1])
    assert panel.wins[0].text() == "1" and panel.wins[1].text() == "1"
    for _ in range(2):
        click(question(qtbot, window, SideboardDialog).ready_button)
    pick_field(qtbot, window)
    pick_field(qtbot, window)
    d = question(qtbot, window, OrderDialog)
    assert d.player == 1
    click(d.first_button)
    qtbot.waitUntil(lambda: m.stage == "game" and m.number == 3
                    and window.controller.game is m.game)
    play_until_viewer(window, 1)
    concede(qtbot, window)
    qtbot.waitUntil(lambda: m.is_over)
    assert m.winner == 0 and panel.wins[0].text() == "2"
    qtbot.waitUntil(lambda: session.over_dialog is not None and session.over_dialog.isVisible())
    assert "Ann" in session.over_dialog.findChildren(type(panel.title))[0].text()
    # every action reached the match: replayed from its log it is the same match
    from app.engine.face.match import Match

    again = Match.from_dict(m.to_dict(), m.decks, m.tokens)
    assert again.hash() == m.hash() and again.wins == [2, 1]
    click(session.over_dialog.buttons["new"])
    assert window.match_session is not session and window.match_session.match.wins == [0, 0]


def test_a_match_saved_during_game_2_resumes_there(qtbot, window, decks, tmp_path,
                                                   monkeypatch) -> None:  # type: ignore[no-untyped-def]
    window.controller.autosave = True
    assert window.start_match(_seats(decks, second_human=False), seed=4, best_of=3)
    m = window.match_session.match
    window.computer.pace_ms = 0
    pick_field(qtbot, window)
    if m.chooser == 0:
        click(question(qtbot, window, OrderDialog).first_button)
    qtbot.waitUntil(lambda: m.stage == "game" and window.controller.game is m.game)
    window.computer.agents.clear()  # the test moves for the computer
    concede(qtbot, window)
    click(question(qtbot, window, SideboardDialog).ready_button)
    pick_field(qtbot, window)
    click(question(qtbot, window, OrderDialog).first_button)
    qtbot.waitUntil(lambda: m.stage == "game" and m.number == 2
                    and window.controller.game is m.game)
    window.computer.agents.clear()
    c = window.controller
    rng = random.Random(1)
    for _ in range(30):
        legal = c.legal()
        if legal:
            c.act(rng.choice(legal))
        else:
            c.act_for(c.game.to_act, rng.choice(c.game.legal_actions()))
    assert m.log[-1].split() == str(c.game.log[-1]).split()
    # the autosave holds the match, whole
    from app.storage.paths import recovery_file
    from app.storage.saves import load_match

    assert load_match(recovery_file()).hash() == m.hash()
    # after a crash, Continue resumes the match from the recovery file
    from app.ui.main_window import MainWindow

    crashed = MainWindow()
    qtbot.addWidget(crashed)
    assert crashed.resume_recovery()
    assert crashed.match_session.match.hash() == m.hash()
    assert crashed.match_session.unsaved and crashed.save_path is None
    crashed.end_match()
    path = tmp_path / "match.rbsave"
    window.save_path = path
    assert window.save_game()  # Game > Save
    assert path.exists() and not window.match_session.unsaved
    log, score, game_hash = list(m.log), list(m.wins), c.game.hash()
    # another window opens it: game 2, the score and the log as they were

    other = MainWindow()
    qtbot.addWidget(other)
    other.resize(1280, 720)
    other.show()
    assert other.open_game(str(path))
    again = other.match_session.match
    assert again.log == log and again.wins == score and again.number == 2
    assert other.controller.game is again.game and other.controller.game.hash() == game_hash
    assert other.match_session.panel.wins[1].text() == "1"
    assert other.controller.undo_target()[0] is not None  # its moves are its own past
    # a corrupt match save is refused, with a sentence saying why
    data = json.loads(path.read_text())
    data["actions"][5] = "swap XXX YYY"
    del data["checksum"]  # as a save from before checksums: the replay finds the damage
    data["version"] = 1
    bad = tmp_path / "bad.rbsave"
    bad.write_text(json.dumps(data))
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: said.append(a[2]))
    assert other.open_game(str(bad)) is False
    assert said and "move 6" in said[0] and other.match_session.match is again


def test_games_won_at_the_table_move_the_match_on(qtbot, window, decks) -> None:  # type: ignore[no-untyped-def]
    """Two computer seats play to the Victory Score at the table (1 point here, to be quick):
    each game's real end reaches the match, which asks its questions (the computer answers)
    and starts the next game; the score on the table follows."""
    from app.cards.catalog import load_catalog
    from app.engine.face.match import Match, MatchDeck
    from app.ui.match_session import install

    seats = [Seat("A", decks[0].spec, False, "easy", decks[0].sideboard),
             Seat("B", decks[1].spec, False, "easy", decks[1].sideboard)]
    match = Match([MatchDeck(s.deck, s.sideboard) for s in seats], 6, ["A", "B"],
                  load_catalog().game_tokens(), victory_score=1)
    window.computer.pace_ms = 0
    session = install(window, match, seats)
    seen = set()

    def over() -> bool:
        seen.add((session.panel.wins[0].text(), session.panel.wins[1].text()))
        return match.is_over

    qtbot.waitUntil(over, timeout=30000)
    assert max(match.wins) == 2 and not any(t.startswith("concede") for t in match.log)
    assert all(r.winner is not None for r in match.records)
    assert {("1", "0"), ("0", "1")} & seen and ("0", "0") in seen
    again = Match.from_dict(match.to_dict(), match.decks, match.tokens)
    assert again.hash() == match.hash()


def test_new_match_from_new_game(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """New Game ▸ Match, best of 5: random legal decks with three battlefields and a
    sideboard, seat 2 the computer; the match starts at once with its first question."""
    from tests.ui.conftest import when_new_game

    def answer(box) -> None:  # type: ignore[no-untyped-def]
        box.mode.setCurrentIndex(box.mode.findData("match5"))
        _name, _deck, who = box.rows[1]
        who.setCurrentIndex(who.findData("easy"))
        click(box.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok))

    seen = when_new_game(answer)
    window.new_action.trigger()
    assert seen and window.match_session is not None
    m = window.match_session.match
    assert m.best_of == 5 and len(m.side[0]) > 0 and len(m.decks[1].spec.battlefields) == 3
    assert window.match_session.seats[1].level == "easy"
    d = question(qtbot, window, BattlefieldDialog)
    assert d.player == 0 and len(d.buttons) == 3
