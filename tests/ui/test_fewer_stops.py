"""Fewer stops: a spell pays automatically like a unit (by hand with Hold or runes clicked
first), nobody is asked to respond to their own spell (unless Hold), and F6 passes through
the others' turns except when something targets a card of yours or in a combat you fight."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.engine import Action
from tests.ui.conftest import attach_position, double_click, drag, item_point, take_seat, zone_point

KILL = [{"kind": "spell", "targets": [{"kind": "unit"}], "steps": [{"op": "kill", "target": 0}]}]
CARDS = {
    "Test Elk": {"type": "Unit", "energy": 1, "might": 2, "domains": ["Calm"]},
    "Test Bolt": {"type": "Spell", "energy": 2, "domains": ["Calm"], "abilities": KILL},
    "Test Zap": {"type": "Spell", "energy": 1, "domains": ["Calm"],
                 "keywords": {"Reaction": 1}, "abilities": KILL},
    "Test Study": {"type": "Spell", "energy": 0, "domains": ["Calm"],
                   "abilities": [{"kind": "spell", "steps": [{"op": "draw", "n": 1}]}]},
}
FIELDS = [{"card": "Open Field"}, {"card": "Open Field"}]


def _bolt_position() -> dict:
    """A may play Test Bolt (2 Energy) on B's elk, and holds a Zap it could respond with."""
    return {
        "turn_player": "A",
        "A": {"hand": [{"card": "Test Bolt", "label": "bolt"}, "Test Zap"],
              "runes": [{"card": "Calm Rune", "label": "r1"}, "Calm Rune", "Calm Rune"],
              "base": ["Test Elk"], "deck": ["Test Elk"] * 2},
        "B": {"base": [{"card": "Test Elk", "label": "foe"}], "deck": ["Test Elk"] * 2},
        "battlefields": FIELDS,
    }


def _click(qtbot, window, oid: int) -> None:
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, item_point(window, oid))
    qtbot.wait(1)


def _cast_bolt(qtbot, window, labels: dict) -> None:
    drag(qtbot, window, item_point(window, labels["bolt"]), zone_point(window, "base"))
    assert Action("target", (labels["foe"],)) in window.controller.legal()
    _click(qtbot, window, labels["foe"])


def test_a_spell_pays_itself_and_its_caster_is_not_asked_to_respond(qtbot, window) -> None:
    game, labels = attach_position(window, _bolt_position(), CARDS)
    _cast_bolt(qtbot, window, labels)
    # paid at once, like a unit: no "Pay automatically" question
    assert Action("pay") in game.log
    assert sum(game.state.objs[r].exhausted for r in game.state.players[0].runes) == 2
    # A could answer its own Bolt with the Zap, but isn't asked (Arena's default); B has
    # nothing to play: the Bolt resolves without a prompt
    qtbot.waitUntil(lambda: not game.state.chain, timeout=2000)
    assert game.state.objs[labels["foe"]].zone == "trash"
    passes = [s for s in window.controller.steps if s.auto and s.actor == 0]
    assert passes  # the table passed for A on its own spell


def test_hold_pays_by_hand_and_asks_the_caster(qtbot, window) -> None:
    QTest.mouseClick(window.prompt.hold_button, Qt.MouseButton.LeftButton)
    game, labels = attach_position(window, _bolt_position(), CARDS)
    _cast_bolt(qtbot, window, labels)
    d = game.state.decision
    assert d.kind == "play" and d.data["ask"] == "pay"  # paying by hand stays possible
    window.view.setFocus()
    double_click(window.view.viewport(), item_point(window, labels["r1"]))
    assert game.state.objs[labels["r1"]].exhausted
    qtbot.wait(1)  # the prompt's buttons are made by the event loop
    labels_now = [b.text() for b in window.prompt.findChildren(type(window.prompt.pass_button))
                  if b.isVisible()]
    assert "Pay automatically" in labels_now
    window.interaction.press_button(Action("pay"))
    n = len(game.log)
    qtbot.wait(400)  # longer than the table waits before passing for someone
    assert len(game.log) == n and game.to_act == 0 and game.state.chain  # A is asked
    assert "Reaction" in window.prompt.label.text()


def test_runes_clicked_first_leave_the_payment_to_the_player(qtbot, window) -> None:
    game, labels = attach_position(window, _bolt_position(), CARDS)
    double_click(window.view.viewport(), item_point(window, labels["r1"]))
    assert game.state.players[0].pool.energy == 1
    _cast_bolt(qtbot, window, labels)
    d = game.state.decision
    assert d.kind == "play" and d.data["ask"] == "pay"  # 1 of 2 Energy paid: A goes on
    assert Action("pay") not in game.log


def test_a_combat_with_nothing_to_play_is_passed_and_one_with_a_reaction_asks(
        qtbot, window) -> None:
    def combat(hand: list) -> tuple:
        pos = {"turn_player": "A",
               "A": {"base": [{"card": "Test Elk", "label": "elk"}], "hand": hand,
                     "runes": ["Calm Rune", "Calm Rune"], "deck": ["Test Elk"] * 2},
               "B": {"deck": ["Test Elk"] * 2},
               "battlefields": [{"card": "Open Field", "controller": "B", "units": [
                   {"card": "Test Elk", "owner": "B"}]},
                   {"card": "Open Field"}]}
        game, labels = attach_position(window, pos, CARDS)
        # the state the move left, seen when it is applied: the table passes for the players
        # 120 ms later, which a loaded machine may reach before the drag returns
        began: list[bool] = []

        def moved() -> None:
            if not began:
                began.append(game.state.showdown is not None and game.state.showdown.combat)

        window.controller.changed.connect(moved)
        drag(qtbot, window, item_point(window, labels["elk"]), zone_point(window, "bf0"))
        window.controller.changed.disconnect(moved)
        take_seat(window)
        assert began == [True]  # the move began a combat
        return game, labels

    game, _ = combat([])
    # nothing but passing for anyone: the combat goes on to damage without a prompt
    qtbot.waitUntil(lambda: game.state.showdown is None, timeout=5000)
    game, _ = combat(["Test Zap"])
    n = len(game.log)
    assert not window.controller.passes_for(0)  # the table's rule: it won't pass for A
    qtbot.wait(400)  # and the table does not: longer than it waits before passing for someone
    assert len(game.log) == n and game.to_act == 0  # A could play the Zap: it is asked


def _skip_position() -> dict:
    """B's turn: B may play Test Study (draw) and Test Bolt; A holds a Zap."""
    return {
        "turn_player": "B",
        "A": {"hand": ["Test Zap"], "runes": ["Calm Rune"],
              "base": [{"card": "Test Elk", "label": "mine"}], "deck": ["Test Elk"] * 3},
        "B": {"hand": [{"card": "Test Study", "label": "study"},
                       {"card": "Test Study", "label": "study2"},
                       {"card": "Test Bolt", "label": "bolt"}],
              "runes": ["Calm Rune"] * 2, "deck": ["Test Elk"] * 3},
        "battlefields": FIELDS,
    }


def test_f6_passes_through_the_opponents_turn_but_stops_at_a_target(qtbot, window) -> None:
    game, labels = attach_position(window, _skip_position(), CARDS)
    c = window.controller
    take_seat(window)
    assert c.viewer == 1 and not window.prompt.skip_button.isEnabled()  # B's own turn
    c.act(Action("play", (labels["study"],)))
    # B isn't asked about its own spell; A could play the Zap, so A is asked
    qtbot.waitUntil(lambda: game.to_act == 0, timeout=2000)
    take_seat(window)
    assert c.viewer == 0 and window.prompt.skip_button.isEnabled()
    QTest.keyClick(window, Qt.Key.Key_F6)
    assert window.interaction.skip and window.prompt.skip_button.isChecked()
    # A skips: the Study resolves, and the next one too, without asking A
    qtbot.waitUntil(lambda: not game.state.chain and game.to_act == 1, timeout=2000)
    take_seat(window)
    c.act(Action("play", (labels["study2"],)))
    qtbot.waitUntil(lambda: not game.state.chain and game.to_act == 1, timeout=2000)
    assert len(game.state.players[1].hand) == 3  # two Studies played, each drew
    # a spell that targets A's unit: a stop, even while skipping
    take_seat(window)
    c.act(Action("play", (labels["bolt"],)))
    c.act(Action("target", (labels["mine"],)))
    c.act(Action("pay"))
    qtbot.waitUntil(lambda: game.to_act == 0, timeout=2000)
    take_seat(window)
    n = len(game.log)
    qtbot.wait(400)
    assert len(game.log) == n and game.to_act == 0 and window.interaction.skip
    QTest.keyClick(window, Qt.Key.Key_Space)  # A passes by hand: the elk dies
    qtbot.waitUntil(lambda: game.to_act == 1 and not game.state.chain, timeout=2000)
    assert game.state.objs[labels["mine"]].zone == "trash"
    # A's own turn ends the skipping
    take_seat(window)
    c.act(Action("end"))
    qtbot.waitUntil(lambda: game.state.turn_player == 0 and game.to_act == 0, timeout=2000)
    take_seat(window)
    assert not window.interaction.skip and not window.prompt.skip_button.isChecked()


def test_f6_passes_even_with_automatic_passing_turned_off(qtbot, window) -> None:
    game, labels = attach_position(window, _skip_position(), CARDS)
    c = window.controller
    c.auto_pass = False  # Preferences: no automatic passing
    take_seat(window)
    c.act(Action("play", (labels["study"],)))
    qtbot.wait(300)
    assert game.to_act == 1  # B is asked about its own spell: passing is off
    c.act(Action("pass"))
    take_seat(window)
    assert game.to_act == 0 and game.state.chain
    QTest.keyClick(window, Qt.Key.Key_F6)  # asked for: the table passes for A all the same
    qtbot.waitUntil(lambda: not game.state.chain, timeout=2000)


def _nothing_to_do() -> dict:
    """A's turn with nothing to play or move: only runes, which would add resources."""
    return {"turn_player": "A",
            "A": {"hand": ["Test Bolt"], "runes": ["Calm Rune"], "deck": ["Test Elk"] * 2},
            "B": {"hand": ["Test Zap"], "deck": ["Test Elk"] * 2}, "battlefields": FIELDS}


def test_a_turn_with_nothing_left_to_do_ends_by_itself(qtbot, window) -> None:
    game, _ = attach_position(window, _nothing_to_do(), CARDS)
    c = window.controller
    assert c.legal() and all(a.verb in ("end", "tap", "rec") for a in c.legal())
    qtbot.wait(300)
    assert game.state.turn_player == 0  # a moment to look at the table first
    qtbot.waitUntil(lambda: game.state.turn_player == 1, timeout=2000)
    assert c.steps[0].auto and game.log[0] == Action("end")
    window.log.sync()
    assert "Player A ends the turn: nothing else to do." in window.log.lines()


def test_hold_keeps_a_turn_with_nothing_to_do(qtbot, window) -> None:
    QTest.mouseClick(window.prompt.hold_button, Qt.MouseButton.LeftButton)
    game, _ = attach_position(window, _nothing_to_do(), CARDS)
    qtbot.wait(1200)
    assert game.state.turn_player == 0 and not game.log
    QTest.keyClick(window, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert game.log == [Action("end")] and not window.controller.steps[0].auto


def test_undo_goes_back_past_what_the_table_did_for_the_player(qtbot, window) -> None:
    from dataclasses import replace

    pos = _nothing_to_do()
    pos["A"]["hand"] = [{"card": "Test Study", "label": "study"}]
    pos["A"]["deck"] = ["Test Bolt"] * 2  # drawn, but 2 Energy: nothing left to play
    pos["B"]["hand"] = []
    game, labels = attach_position(window, pos, CARDS)
    c = window.controller
    c.seats[1] = replace(c.seats[1], human=False)  # one human: undo takes back draws
    window.computer.pace_ms = 0
    window.computer.setup(1)
    drag(qtbot, window, item_point(window, labels["study"]), zone_point(window, "base"))
    # the Study resolves (A isn't asked about it), then A has nothing left: the turn ends
    qtbot.waitUntil(lambda: Action("end") in game.log, timeout=3000)
    first_end = game.log.index(Action("end"))
    assert c.steps[first_end].auto and c.steps[first_end].actor == 0
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    # back before the Study: not to the table's pass or end of turn, made again at once
    assert c.game.log == [] and c.game.state.objs[labels["study"]].zone == "hand"
    qtbot.wait(1000)
    assert c.game.log == []
