"""Small things at the table, each driven with real mouse and keyboard events: what the
target prompt says and marks, the computer's lines in the log, the combat caption,
shortcuts after a dialog, the window's size on another screen."""

from __future__ import annotations

import tomllib
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.ui.conftest import attach_position, drag, item_point, zone_point

SCENARIOS = Path(__file__).parents[1] / "scenarios"


def _scenario(window, name: str):  # type: ignore[no-untyped-def]
    data = tomllib.loads((SCENARIOS / name).read_text(encoding="utf-8"))
    return attach_position(window, data["position"], data["cards"])


def _click(qtbot, window, oid: int) -> None:
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, item_point(window, oid))
    qtbot.wait(1)


def _press(qtbot, window, label: str) -> None:
    """Click the prompt bar's button with this label."""
    from PySide6.QtWidgets import QPushButton

    def shown() -> list[QPushButton]:
        return [b for b in window.prompt.findChildren(QPushButton)
                if b.text() == label and b.isVisible()]

    qtbot.waitUntil(lambda: bool(shown()), timeout=3000)
    QTest.mouseClick(shown()[0], Qt.MouseButton.LeftButton)


def test_target_prompt_names_the_sides_and_marks_the_first_pick(qtbot, window) -> None:
    # Test Swap: two units, the second another one (RUP4 355.8)
    game, labels = _scenario(window, "355.8-another-target-is-a-different-object.toml")
    drag(qtbot, window, item_point(window, labels["swap1"]), zone_point(window, "base"))
    spell = window.scene.items_by_id[labels["swap1"]]
    mine_at = window.scene.items_by_id[labels["mine"]].sceneBoundingRect()
    # the spell slides from where it was dropped to the chain, off the unit
    qtbot.waitUntil(lambda: not spell.sceneBoundingRect().intersects(mine_at), timeout=3000)
    text = window.prompt.label.text()
    assert "red" not in text and "magenta" in text, text
    # the legal targets are one unit of yours and two of the opponent's: the prompt says so
    assert "yours" in text and "opponent" in text, text
    _click(qtbot, window, labels["mine"])
    mine = window.scene.items_by_id[labels["mine"]]
    assert mine.mark.kind == "picked"  # the first pick is marked before the second
    text = window.prompt.label.text()
    assert "opponent" in text and "yours" not in text, text  # only theirs are left
    assert "Test Plain" in text, text  # the prompt says what is already chosen
    _click(qtbot, window, labels["theirs"])
    assert game.state.chain and game.state.chain[-1].targets


def _against_computer(window, position, cards):  # type: ignore[no-untyped-def]
    """A position at the table with the second seat played by the computer (Normal)."""
    from app.cards.catalog import load_catalog
    from app.engine.face.position import build_position
    from app.scenarios import card_from_table, make_resolver
    from app.ui.controller import Seat

    defined = {n: card_from_table(n, t) for n, t in cards.items()}
    tokens = {"Recruit": load_catalog().token("Recruit")}
    game, labels = build_position(position, make_resolver(defined), tokens=tokens)
    a, b = game.state.players
    window.computer.pace_ms = 0
    window.attach_game(game, [Seat(a.name, None, True),  # type: ignore[arg-type]
                              Seat(b.name, None, False, "normal")])  # type: ignore[arg-type]
    return game, labels


LOG_CARDS = {
    "Test Bear": {"type": "Unit", "energy": 2, "might": 4, "domains": ["Calm"]},
    "Test Elk": {"type": "Unit", "energy": 1, "might": 2, "domains": ["Calm"]},
}


def test_a_computer_pass_claims_no_outcome_and_plurals_read_right(qtbot, window) -> None:
    position = {
        "turn_player": "A",
        "A": {"base": [{"card": "Test Elk", "label": "elk"}, {"card": "Test Elk"}],
              "runes": ["Calm Rune"]},
        "B": {"runes": ["Calm Rune", "Calm Rune"]},
        "battlefields": [{"card": "Open Field", "controller": "B",
                          "units": [{"card": "Test Bear", "owner": "B"}]},
                         {"card": "Open Field"}],
    }
    game, labels = _against_computer(window, position, LOG_CARDS)
    window.interaction.hold = False
    # both Elks attack the Bear together: click them, drag one (RUP4 141.4.a, 140.2)
    elks = [o.id for o in game.state.objs.values() if o.card.name == "Test Elk"]
    for oid in elks:
        _click(qtbot, window, oid)
    drag(qtbot, window, item_point(window, elks[0]), zone_point(window, "bf0"))
    # the Bear (4) kills both Elks (2 + 2) when the computer lets the combat resolve
    for _ in range(20):
        if all(game.state.objs[o].zone == "trash" for o in elks):
            break
        if game.to_act == 0:  # the attacker passes on focus, or assigns its damage
            if any(a.verb == "assign" for a in window.controller.legal()):
                _press(qtbot, window, "Assign automatically")
            else:
                QTest.keyClick(window.view.viewport(), Qt.Key.Key_Space)
        qtbot.waitUntil(lambda: game.to_act == 0 or game.is_over, timeout=20000)
    lines = window.log.lines()
    said = [ln for ln in lines if "(computer)" in ln]
    assert said, lines
    # passing destroys nothing by itself: the combat does (its reason is not the pass's)
    assert not any("Passes:" in ln for ln in said), said
    assert "Player B (computer): Assigns combat damage: destroys 2 enemy units" in said
    # once, not for every step of the assignment
    assert all(a != b for a, b in zip(said, said[1:], strict=False)), said
    assert not any("unit(s)" in ln or "points)" in ln for ln in lines), lines


def test_the_computer_s_outcomes_in_english_and_italian(qtbot, qapp) -> None:
    from app.ai import Choice
    from app.engine import Action
    from app.ui import i18n
    from app.ui.texts import ai_reason

    def reason(code: str, **params) -> str:  # type: ignore[no-untyped-def]
        return ai_reason(Choice(Action("play", (1,)), "", code,
                                {"verb": "play", "name": "Bolt", **params}))

    try:
        assert reason("kills", n=1) == "Plays Bolt: destroys 1 enemy unit"
        assert reason("kills", n=2) == "Plays Bolt: destroys 2 enemy units"
        assert reason("scores", gained=1, points=4) == "Plays Bolt: scores 1 point (4 in all)"
        assert reason("scores", gained=2, points=2) == "Plays Bolt: scores 2 points (2 in all)"
        assert reason("counters", card="Hextech Ray") == "Plays Bolt: counters Hextech Ray"
        assert reason("saves", card="Stalwart Poro") == "Plays Bolt: saves Stalwart Poro"
        i18n.install(qapp, "it")
        assert reason("counters", card="Hextech Ray") == "Gioca Bolt: annulla Hextech Ray"
        assert reason("saves", card="Stalwart Poro") == "Gioca Bolt: salva Stalwart Poro"
        assert reason("kills", n=1).endswith("distrugge 1 Unit nemica")
        assert reason("kills", n=3).endswith("distrugge 3 Unit nemiche")
        assert reason("scores", gained=1, points=4).endswith("segna 1 punto (4 in tutto)")
        assert reason("scores", gained=2, points=2).endswith("segna 2 punti (2 in tutto)")
    finally:
        i18n.install(qapp, "en")


def _fight_it_out(qtbot, window, game, done) -> None:  # type: ignore[no-untyped-def]
    """Hotseat: whoever is at the screen passes with Space, assigns combat damage with the
    button, until `done()`."""
    from tests.ui.conftest import take_seat

    for _ in range(30):
        if done():
            return
        take_seat(window)
        assign = [a for a in window.controller.legal() if a.verb == "assign"]
        if assign and isinstance(assign[0].args[0], int):  # click the unit it goes to
            _click(qtbot, window, assign[0].args[0])
        elif assign:
            _press(qtbot, window, "Assign automatically")
        else:
            QTest.keyClick(window.view.viewport(), Qt.Key.Key_Space)
        qtbot.wait(20)
    assert done()


def test_the_combat_caption_wraps_instead_of_cutting_names(qtbot, window) -> None:
    from PySide6.QtGui import QFontMetricsF

    from app.ui.transients import Caption

    long = "Test Mastermind of the Very Long Name"
    cards = {long: {"type": "Unit", "energy": 1, "might": 1, "domains": ["Calm"]},
             "Test Bear": LOG_CARDS["Test Bear"]}
    position = {
        "turn_player": "A",
        "A": {"base": [{"card": "Test Bear", "label": "bear"}]},
        "B": {},
        "battlefields": [{"card": "Open Field", "controller": "B",
                          "units": [{"card": long, "owner": "B"} for _ in range(3)]},
                         {"card": "Open Field"}],
    }
    game, labels = attach_position(window, position, cards)
    drag(qtbot, window, item_point(window, labels["bear"]), zone_point(window, "bf0"))
    _fight_it_out(qtbot, window, game, lambda: window.effects.effects("caption"))
    cap = next(c for c in window.effects.effects("caption") if isinstance(c, Caption))
    died = next(line for line in cap.lines if line.startswith("Died"))
    assert died.count(long) == 3
    fm = QFontMetricsF(cap.body_font)
    body = [row for row, title in cap.rows if not title]
    assert all(fm.horizontalAdvance(row) <= cap.width - 20 for row in body), body
    assert " ".join(body).count(long) == 3  # every name whole, over several rows
    assert cap.toolTip().count(long) == 3


def _cancel_the_file_dialog() -> None:
    """Cancel the file dialog once it is open (it runs modal)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QFileDialog

    def cancel() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QFileDialog):
            QTimer.singleShot(20, cancel)
            return
        box.reject()

    QTimer.singleShot(20, cancel)


def _keys(window, key, mods=Qt.KeyboardModifier.ControlModifier) -> None:  # type: ignore[no-untyped-def]
    """A key press where the keyboard goes: the focused widget of the active window."""
    from PySide6.QtWidgets import QApplication

    QTest.qWait(50)  # a moment between two keys
    target = QApplication.focusWidget()
    assert target is not None and target.window() is window, "the keyboard goes nowhere"
    QTest.keyClick(target, key, mods)


def test_shortcuts_work_right_after_a_file_dialog(qtbot, window) -> None:
    window.start_default_game(seed=1)
    window.view.setFocus()
    _cancel_the_file_dialog()
    _keys(window, Qt.Key.Key_O)  # Open saved game…, cancelled
    _keys(window, Qt.Key.Key_D)  # the deckbuilder, without clicking the board first
    assert window.pages.currentWidget() is window.deckbuilder
    _cancel_the_file_dialog()
    window.deckbuilder.open_file()  # Open a deck file…, cancelled
    _keys(window, Qt.Key.Key_D)
    assert window.pages.currentWidget() is not window.deckbuilder
    _cancel_the_file_dialog()
    _keys(window, Qt.Key.Key_R)  # Watch a replay…, cancelled
    _keys(window, Qt.Key.Key_Q)
    assert not window.isVisible()  # quit (the unfinished game discarded: tests/conftest.py)


def test_a_window_saved_on_a_smaller_screen_fits_this_one(qtbot) -> None:
    from app.ui.main_window import MainWindow

    first = MainWindow()
    qtbot.addWidget(first)
    area = first.screen().availableGeometry()
    first.show()
    qtbot.waitExposed(first)
    # it filled a screen half this one's size (say 960×540 of a 1920×1080 one)
    first.resize(area.width() // 2, area.height() // 2)
    size = (first.width(), first.height())  # no smaller than the window's minimum
    first.close()  # the geometry is saved with the screen's size
    assert first.settings.window_screen == (area.width(), area.height())
    saved = first.settings
    saved.window_screen = (area.width() // 2, area.height() // 2)
    later = MainWindow()
    qtbot.addWidget(later)
    later.settings = saved
    later.restore_layout()
    assert later.width() >= area.width() - 2 and later.height() >= area.height() - 40
    assert area.contains(later.frameGeometry())
    # on the screen it was saved on, the size it had
    again = MainWindow()
    qtbot.addWidget(again)
    saved.window_screen = (area.width(), area.height())
    again.settings = saved
    again.restore_layout()
    assert (again.width(), again.height()) == size


def test_new_game_closes_the_gap_of_a_seat_no_longer_played(qtbot, window) -> None:
    from tests.ui.conftest import when_new_game

    def seed_to_buttons(box) -> int:  # type: ignore[no-untyped-def]
        """The room between the Seed row and the Start button."""
        seed = box.seed.mapTo(box, box.seed.rect().bottomLeft()).y()
        return box.start_button.mapTo(box, box.start_button.rect().topLeft()).y() - seed

    gaps: dict[str, int] = {}

    def answer(box) -> None:  # type: ignore[no-untyped-def]
        qtbot.waitExposed(box)
        gaps[box.mode_key()] = seed_to_buttons(box)
        box.mode.setFocus()
        QTest.keyClick(box.mode, Qt.Key.Key_Home)  # straight back to a Duel, the first mode
        assert box.mode_key() == "duel"
        qtbot.wait(50)
        assert not box.rows[2][0].isVisible()  # seat 3's row is gone...
        gaps["duel"] = seed_to_buttons(box)  # ...and so is its room
        box.reject()

    for last in ("duel", "skirmish"):  # New Game opens in the mode played last
        window.settings.last_mode = last
        seen = when_new_game(answer)
        window.new_game_dialog()
        assert seen
        gaps[last + " first"] = gaps.pop("duel")
    assert gaps["skirmish first"] == gaps["duel first"], gaps


def test_concede_waits_for_the_seat_behind_the_curtain_and_says_why(qtbot, window) -> None:
    import random

    from app.cards.catalog import load_catalog
    from app.selfplay_match import match_decks
    from app.ui.controller import CURTAIN
    from app.ui.match_panel import OrderDialog
    from tests.ui.test_match_table import _seats, click, concede, pick_field, question

    decks = match_decks(random.Random(5), load_catalog())
    assert window.start_match(_seats(decks), seed=8, best_of=3)
    m = window.match_session.match
    pick_field(qtbot, window)
    pick_field(qtbot, window)
    click(question(qtbot, window, OrderDialog).first_button)
    qtbot.waitUntil(lambda: m.stage == "game" and window.controller.game is m.game)
    c = window.controller
    # a mulligan answered: the curtain comes down for the other player
    for _ in range(4):
        if CURTAIN in c.locks:
            break
        _press(qtbot, window, "Keep these cards")
    assert CURTAIN in c.locks and window.curtain.isVisible()
    button = window.match_session.panel.concede_button
    assert not button.isEnabled() and "curtain" in button.toolTip()
    assert not window.concede_action.isEnabled()
    assert "curtain" in window.concede_action.statusTip()
    QTest.mouseClick(window.curtain, Qt.MouseButton.LeftButton)  # the player takes the seat
    assert button.isEnabled() and "curtain" not in button.toolTip()
    who = c.viewer
    concede(qtbot, window)
    qtbot.waitUntil(lambda: m.wins[1 - who] == 1)


def test_an_all_computer_game_shows_no_private_hand(qtbot, window) -> None:
    from tests.ui.conftest import when_new_game

    def both_computers(box) -> None:  # type: ignore[no-untyped-def]
        box.mode.setCurrentIndex(box.mode.findData("duel"))
        for _name, _deck, who in box.rows[:2]:
            who.setCurrentIndex(who.findData("easy"))
        QTest.mouseClick(box.start_button, Qt.MouseButton.LeftButton)

    window.computer.pace_ms = 0
    seen = when_new_game(both_computers)
    window.new_game_dialog()
    assert seen
    c = window.controller
    game = c.game
    assert not any(s.human for s in c.seats)
    qtbot.waitUntil(lambda: game.state.turn >= 2 or game.is_over, timeout=30000)
    view = c.view()
    assert all(p["hand"] is None for p in view["players"])  # nobody's hand, seat 1's neither
    bottom = game.state.players[view["viewer"]]
    items = window.scene.items_by_id
    assert bottom.hand and not any(items[o].face_up for o in bottom.hand if o in items)
    drawn = {game.state.objs[o].card.name for p in game.state.players for o in p.hand}
    # the log names no card drawn into a hand (RUP4 128: only the drawer may know it)
    draws = [ln for ln in window.log.lines() if " draws" in ln]
    assert draws and not any(name in ln for ln in draws for name in drawn), draws


def test_an_invited_teammate_who_can_only_pass_sees_the_invitation(qtbot, window) -> None:
    from tests.ui.conftest import take_seat
    from tests.ui.test_modes_at_the_table import _button

    position = {  # C, A's teammate, has nothing to play (RUP4 489.8.a)
        "mode": "2v2", "turn_player": "A",
        "A": {"deck": ["Stalwart Poro", "Stalwart Poro"], "runes": ["Calm Rune"]},
        "B": {"deck": ["Stalwart Poro"]}, "C": {"deck": ["Stalwart Poro"]},
        "D": {"deck": ["Stalwart Poro"]},
        "battlefields": [{"card": "Open Field"}] * 3,
    }
    game, _labels = attach_position(window, position, {})
    c = window.controller
    take_seat(window)
    QTest.mouseClick(_button(window, "Invite Player C"), Qt.MouseButton.LeftButton)
    # C is asked, behind the curtain, rather than passed for unseen
    assert game.to_act == 2 and window.curtain.isVisible()
    take_seat(window)
    qtbot.wait(300)  # longer than the table's automatic pass takes
    assert game.to_act == 2 and c.viewer == 2
    assert "Player A invited you" in window.prompt.label.text()
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Space)  # C declines
    take_seat(window)
    assert game.to_act == 0 and game.decision.data == "main"


def test_a_crowded_compact_base_keeps_every_unit_in_reach(qtbot, window) -> None:
    from PySide6.QtCore import QPointF

    from app.ui.card_painter import CARD_H, CARD_W

    window.resize(1280, 720)
    names = [f"Test Unit {k}" for k in range(5)]
    cards = {n: {"type": "Unit", "energy": 2, "might": 3, "domains": ["Calm"]} for n in names}
    # War: B's base holds five units, two of them exhausted (turned)
    units = [{"card": n, "label": n, "exhausted": k in (1, 3)} for k, n in enumerate(names)]
    position = {"mode": "war", "turn_player": "A", "A": {}, "B": {"base": units}, "C": {},
                "D": {}, "battlefields": [{"card": "Open Field"}] * 4}
    game, labels = attach_position(window, position, cards)
    from tests.ui.conftest import take_seat

    take_seat(window)
    qtbot.wait(400)
    scene, base = window.scene, window.scene.zone_items["opp1_base"].rect()
    for n in names:
        item = scene.items_by_id[labels[n]]
        assert item.zone == "opp_base"
        # within the base, but for its shadow and an exhausted card's tilt (a few units)
        assert base.adjusted(-1, -8, 1, 8).contains(item.sceneBoundingRect()), n
        # where its name begins, exhausted (tilted) or not: not covered
        start = item.mapToScene(QPointF(CARD_W * 0.3, CARD_H * 0.07))
        assert scene.card_at(start) is item, n
        # and some of it in view, where a click reaches it
        r = item.sceneBoundingRect()
        assert any(scene.card_at(QPointF(r.left() + r.width() * k / 20, r.center().y()))
                   is item for k in range(1, 20)), n


def _menu_click(qtbot, window, menu_title: str, text: str) -> None:  # type: ignore[no-untyped-def]
    """Open a menu of the menu bar and click one of its items."""
    bar = window.menuBar()
    top = next(a for a in bar.actions() if a.text() == menu_title)
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     bar.actionGeometry(top).center())
    menu = top.menu()
    qtbot.waitUntil(menu.isVisible, timeout=2000)
    item = next(a for a in menu.actions() if a.text() == text)
    assert item.isEnabled(), item.statusTip()
    QTest.mouseClick(menu, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     menu.actionGeometry(item).center())


def test_show_your_hand_to_your_teammate_in_2v2(qtbot, window) -> None:
    from tests.ui.conftest import take_seat
    from tests.ui.test_modes_at_the_table import _button

    cards = {n: {"type": "Unit", "energy": 9, "might": 1} for n in ("Test Owl", "Test Yak")}
    position = {
        "mode": "2v2", "turn_player": "A",
        "A": {"hand": [{"card": "Test Owl", "label": "owl"}, {"card": "Test Yak", "label": "yak"}],
              "deck": ["Stalwart Poro"], "runes": ["Calm Rune"]},
        "B": {"deck": ["Stalwart Poro"]},
        "C": {"deck": ["Stalwart Poro"], "hand": [{"card": "Test Owl"}]},
        "D": {"deck": ["Stalwart Poro"]},
        "battlefields": [{"card": "Open Field"}] * 3,
    }
    game, labels = attach_position(window, position, cards)
    c = window.controller
    take_seat(window)
    assert c.viewer == 0
    _menu_click(qtbot, window, "&Play", "Show my hand to my teammate")
    assert "Player A shows their hand to Player C." in window.log.lines()
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert game.view(2)["players"][0]["shown_hand"]  # what was seen can't be unseen
    # C takes the seat (invited): A's cards are face up in A's panel, for C only
    QTest.mouseClick(_button(window, "Invite Player C"), Qt.MouseButton.LeftButton)
    take_seat(window)
    assert c.viewer == 2
    items = window.scene.items_by_id
    assert items[labels["owl"]].face_up and items[labels["yak"]].face_up
    assert items[labels["owl"]].card.name == "Test Owl"
    for opponent in (1, 3):  # never in an opponent's view
        assert game.view(opponent)["players"][0]["shown_hand"] == []


def test_a_match_log_and_replay_show_the_whole_match_game_by_game(qtbot, window) -> None:
    import random

    from app.cards.catalog import load_catalog
    from app.selfplay_match import match_decks
    from app.ui.match_panel import OrderDialog, SideboardDialog
    from tests.ui.test_match_table import _seats, click, concede, pick_field, question

    decks = match_decks(random.Random(5), load_catalog())
    assert window.start_match(_seats(decks), seed=8, best_of=3)
    m = window.match_session.match
    pick_field(qtbot, window)
    pick_field(qtbot, window)
    click(question(qtbot, window, OrderDialog).first_button)
    qtbot.waitUntil(lambda: m.stage == "game" and window.controller.game is m.game)
    _press(qtbot, window, "Keep these cards")  # game 1: a mulligan answered, then conceded
    concede(qtbot, window)
    qtbot.waitUntil(lambda: m.number == 2 and m.stage != "game")
    for _ in range(2):
        click(question(qtbot, window, SideboardDialog).ready_button)
    pick_field(qtbot, window)
    pick_field(qtbot, window)
    click(question(qtbot, window, OrderDialog).first_button)
    qtbot.waitUntil(lambda: m.stage == "game" and m.number == 2
                    and window.controller.game is m.game)
    lines = window.log.lines()
    assert "— Game 1 —" in lines and "— Game 2 —" in lines, lines
    one, two = lines.index("— Game 1 —"), lines.index("— Game 2 —")
    assert one < two and any("keeps their hand" in ln for ln in lines[one:two]), lines
    # the replay (Ctrl+Shift+R) offers both games; game 1 is replayed to its concession
    _keys(window, Qt.Key.Key_R,
          Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    bar = window.replay_bar
    assert bar is not None
    qtbot.waitUntil(bar.isVisible, timeout=2000)  # the replay's bar, above the prompt
    assert bar.game_box.isVisible() and bar.game_box.count() == 2
    assert bar.full.seed == m.game_seed(2)
    bar.game_box.setFocus()
    QTest.keyClick(bar.game_box, Qt.Key.Key_Home)  # Game 1
    assert bar.full.seed == m.game_seed(1) and bar.total >= 1
    QTest.mouseClick(bar.fwd, Qt.MouseButton.LeftButton)
    assert bar.index == 1 and window.controller.game.seed == m.game_seed(1)
    button = window.match_session.panel.concede_button  # the live game waits: no Concede
    assert not button.isEnabled() and "replay" in button.toolTip()
    window.close_replay()
    assert window.controller.game is m.game


def test_an_exhausted_runes_name_is_whole(qtbot, window, monkeypatch) -> None:
    """An exhausted rune is drawn smaller: at 1280x720 its "Chaos" read "Cha…". Its name is
    set smaller rather than cut."""
    from PySide6.QtGui import QFontMetricsF

    from app.ui import card_painter

    fitted: list[tuple[str, float, float]] = []
    real = card_painter.fitting_font

    def spy(text: str, width: float, px: float):  # type: ignore[no-untyped-def]
        font = real(text, width, px)
        fitted.append((text, width, QFontMetricsF(font).horizontalAdvance(text)))
        return font

    monkeypatch.setattr(card_painter, "fitting_font", spy)
    window.resize(1280, 720)
    attach_position(window, {
        "turn_player": "A",
        "A": {"runes": [{"card": "Chaos Rune", "exhausted": True},
                        {"card": "Chaos Rune"}]},
        "B": {},
    })
    window.view.viewport().grab()  # paints the table
    chaos = [(w, used) for text, w, used in fitted if text == "Chaos"]
    assert chaos and all(used <= w for w, used in chaos)
