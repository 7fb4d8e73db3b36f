"""The guided first game at the table: every lesson played by its gestures on the viewport
(drags, double-clicks, clicks on cards and on the prompt's buttons, Continue), the
instruction shown next to what it is about; a wrong gesture refused with the engine's reason
or the step's; Back, Skip, the progress remembered and resumed; the start screen and the
first start; Italian."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.lessons import builtin_lessons
from app.lessons.progress import load_progress
from tests.ui.conftest import double_click, drag, item_point, zone_point
from tests.ui.test_full_game_by_mouse import _click_action_button

LESSONS = builtin_lessons()


def _start(window, index: int = 0):  # type: ignore[no-untyped-def]
    window.computer.pace_ms = 0  # the opponent answers at once
    window.settings.reduce_motion = True  # no card is still sliding when the next drag comes
    window.apply_settings()
    window.play_lesson(index)
    return window.lesson_session


def _taught(qtbot, session, index: int) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: session.index == index and session.ready()
                    and session.callout.isVisible(), timeout=5000)


def _gesture(qtbot, window, session) -> None:  # type: ignore[no-untyped-def]
    """The step's gesture, as a player makes it."""
    a, step = session.expected, session.lesson.steps[session.index]
    vp = window.view.viewport()
    if a is None:
        QTest.mouseClick(session.callout.continue_button, Qt.MouseButton.LeftButton)
    elif a.verb == "play":
        to = next((d.split()[1] for d in step.do[1:] if d.startswith("to ")), "base")
        drag(qtbot, window, item_point(window, int(a.args[0])), zone_point(window, to))
    elif a.verb == "move":
        drag(qtbot, window, item_point(window, int(a.args[0])),
             zone_point(window, str(a.args[1])))
    elif a.verb == "tap":
        double_click(vp, item_point(window, int(a.args[0])))
    elif a.verb == "target":
        QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         item_point(window, int(a.args[0])))
    elif a.verb in ("pass", "end"):
        QTest.mouseClick(window.prompt.pass_button, Qt.MouseButton.LeftButton)
    else:
        assert _click_action_button(qtbot, window, a), f"no button for {a}"
    qtbot.wait(1)
    for answer in step.do[1:]:  # a target the step names: a click on it (a drop is a "to")
        if answer.startswith("target "):
            QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                             item_point(window, session.labels[answer[8:].strip("{}")]))
            qtbot.wait(1)


def _points_at(session) -> bool:  # type: ignore[no-untyped-def]
    """The callout sits next to its anchor and the arrow ends on it."""
    target = session.anchor_rect()
    vp = session.window.view.viewport().rect()
    end = session.pointer.end
    near = target.adjusted(-10, -10, 10, 10)
    on_screen = vp.contains(session.callout.geometry())
    return on_screen and (near.contains(end) or not vp.contains(target.toRect()))


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("index", range(len(LESSONS)))
def test_every_lesson_is_played_by_its_gestures(qtbot, qapp, window, index: int,
                                                lang: str) -> None:
    from app.ui import i18n

    i18n.install(qapp, lang)
    try:
        _play_lesson(qtbot, window, index, {"en": "step", "it": "passo"}[lang])
    finally:
        i18n.install(qapp, "en")


def _play_lesson(qtbot, window, index: int, word: str) -> None:  # type: ignore[no-untyped-def]
    session = _start(window, index)
    lesson = LESSONS[index]
    for step in range(len(lesson.steps)):
        _taught(qtbot, session, step)
        assert window.lesson_bar.isVisible()
        assert f"{word} {step + 1} " in window.lesson_bar.title.text()
        shown = session.callout.text.text()
        assert shown and "{" not in shown  # the instruction, its names filled in
        assert _points_at(session), f"step {step + 1}: the callout points elsewhere"
        before = len(window.controller.game.log)
        _gesture(qtbot, window, session)
        if session.lesson.steps[step].do:
            assert len(window.controller.game.log) > before, \
                f"step {step + 1}: the gesture did nothing ({session.callout.why.text()})"
    # done: marked, and the next lesson begins (or, after the last, the start screen)
    qtbot.waitUntil(lambda: window.lesson_session is not session, timeout=5000)
    progress = load_progress()
    assert lesson.key in progress.done
    if index + 1 < len(LESSONS):
        assert window.lesson_session.lesson.key == LESSONS[index + 1].key
        assert progress.current == LESSONS[index + 1].key and progress.step == 0
    else:
        assert window.lesson_session is None and window.start_screen.isVisible()
        assert window.controller.gate is None and window.controller.auto_pass


def test_the_scripted_opponent_is_announced(qtbot, window) -> None:
    session = _start(window, 4)  # Defend and hold: the opponent moves in
    _taught(qtbot, session, 0)
    _gesture(qtbot, window, session)  # End turn
    _taught(qtbot, session, 1)
    assert window.lesson_bar.opponent.text() == "Just now: Garen plays Confront."
    _gesture(qtbot, window, session)  # Pass: Confront resolves, and Garen moves in
    _taught(qtbot, session, 2)
    said = window.lesson_bar.opponent.text()
    assert said == ("Just now: Garen plays Confront. "
                    "Garen moves Daring Poro to battlefield 2."), said


def test_another_gesture_is_refused_with_the_reason(qtbot, window) -> None:
    session = _start(window, 0)  # Play a unit: drag Daring Poro to your base
    _taught(qtbot, session, 0)
    assert not window.lesson_bar.back_button.isEnabled()  # nothing before it
    c = window.controller
    poro = session.labels["poro"]
    before = len(c.game.log)
    # a unit can't be played to a battlefield you don't control: the engine's reason
    drag(qtbot, window, item_point(window, poro), zone_point(window, "bf0"))
    assert len(c.game.log) == before and c.game.state.objs[poro].zone == "hand"
    why = session.callout.why.text()
    assert why == window.statusBar().currentMessage() and why.endswith("(rule 355.2.a)"), why
    # a legal gesture that isn't this step's: the step says what to do instead
    double_click(window.view.viewport(), item_point(window, c.game.state.players[0].runes[0]))
    assert len(c.game.log) == before
    why = session.callout.why.text()
    assert why.startswith("That's not this step. Try this: This is your hand. Drag Daring Poro")
    assert session.callout.why.isVisible()
    # ending the turn isn't either
    QTest.mouseClick(window.prompt.pass_button, Qt.MouseButton.LeftButton)
    assert len(c.game.log) == before and c.game.state.turn_player == 0
    _gesture(qtbot, window, session)
    _taught(qtbot, session, 1)  # now an explanation: nothing but Continue
    before = len(c.game.log)
    QTest.mouseClick(window.prompt.pass_button, Qt.MouseButton.LeftButton)
    assert len(c.game.log) == before
    assert session.callout.why.text() == "Read this step, then click Continue."


def test_skip_back_and_the_progress(qtbot, window) -> None:
    session = _start(window, 5)  # A spell with a target: cast, target, see
    _taught(qtbot, session, 0)
    QTest.mouseClick(window.lesson_bar.skip_button, Qt.MouseButton.LeftButton)
    _taught(qtbot, session, 1)  # Skip cast the spell: its target is asked
    game = window.controller.game
    assert game.state.chain and game.state.objs[session.labels["comet"]].zone == "chain"
    assert load_progress().current == "06-spells" and load_progress().step == 1
    QTest.mouseClick(window.lesson_bar.skip_button, Qt.MouseButton.LeftButton)
    _taught(qtbot, session, 2)
    assert window.controller.game.state.objs[session.labels["enemy"]].zone == "trash"
    QTest.mouseClick(window.lesson_bar.back_button, Qt.MouseButton.LeftButton)
    _taught(qtbot, session, 1)  # replayed to the target question
    game = window.controller.game
    assert game.state.objs[session.labels["enemy"]].zone == "bf"
    assert game.decision.kind == "play"
    QTest.mouseClick(window.lesson_bar.back_button, Qt.MouseButton.LeftButton)
    _taught(qtbot, session, 0)
    assert window.controller.game.state.objs[session.labels["comet"]].zone == "hand"
    QTest.mouseClick(window.lesson_bar.back_button, Qt.MouseButton.LeftButton)
    before = window.lesson_session  # from a first step: the lesson before, at its last
    assert before.lesson.key == "05-holding" and before.index == 3
    _taught(qtbot, before, 3)
    _gesture(qtbot, window, before)  # Next lesson: back to the spell
    qtbot.waitUntil(lambda: window.lesson_session is not before, timeout=5000)
    session = window.lesson_session
    assert session.lesson.key == "06-spells"
    _taught(qtbot, session, 0)
    _gesture(qtbot, window, session)
    _taught(qtbot, session, 1)
    # leaving and coming back resumes at the step left
    QTest.mouseClick(window.lesson_bar.close_button, Qt.MouseButton.LeftButton)
    assert window.lesson_session is None and not window.lesson_bar.isVisible()
    assert window.controller.gate is None
    window.lessons_dialog()
    box = window.lesson_list
    assert box.chosen() == 5 and "(resume at step 2)" in box.list.item(5).text()
    QTest.mouseClick(box.play_button, Qt.MouseButton.LeftButton)
    session = window.lesson_session
    _taught(qtbot, session, 1)
    assert window.controller.game.decision.kind == "play"  # the target is asked again


def test_the_list_marks_the_done_and_the_start_screen_offers_it(qtbot, window) -> None:
    from app.lessons.progress import Progress, save_progress

    save_progress(Progress(done=["01-play-a-unit"], current="02-runes"))
    window.show_start_screen()
    QTest.mouseClick(window.start_screen.buttons["learn"], Qt.MouseButton.LeftButton)
    box = window.lesson_list
    assert box.isVisible() and box.windowTitle() == "Learn to play"
    assert box.list.count() == len(LESSONS)
    assert box.list.item(0).text().startswith("✓ 1.")
    assert not box.list.item(1).text().startswith("✓") and box.chosen() == 1
    box.list.setCurrentRow(2)
    QTest.mouseClick(box.play_button, Qt.MouseButton.LeftButton)
    assert window.lesson_session.lesson.key == "03-conquer"
    from PySide6.QtGui import QAction

    menu_item = next(a for a in window.findChildren(QAction) if a.text() == "&Learn to play…")
    menu_item.trigger()  # Game ▸ Learn to play…
    assert window.lesson_list is not box and window.lesson_list.isVisible()
    assert window.lesson_list.chosen() == 2  # the lesson in progress


def test_the_first_start_offers_the_guided_game_once(qtbot, window) -> None:
    from unittest.mock import patch

    from PySide6.QtWidgets import QMessageBox

    with patch.object(QMessageBox, "question",
                      return_value=QMessageBox.StandardButton.Yes) as asked:
        assert window.offer_lessons_once()
        assert window.lesson_session.lesson.key == "01-play-a-unit"
        assert not window.offer_lessons_once()  # never again
    assert asked.call_count == 1 and load_progress().offered


def test_the_callout_follows_its_card_when_the_window_resizes(qtbot, window) -> None:
    session = _start(window, 2)  # Conquer: the callout is about Daring Poro in the base
    _taught(qtbot, session, 0)
    first = session.callout.pos()
    window.resize(1280, 720)
    qtbot.waitUntil(lambda: session.callout.pos() != first, timeout=3000)
    qtbot.wait(50)
    assert _points_at(session)
    assert session.pointer.target.intersects(session.anchor_rect())


def test_a_lesson_in_italian(qtbot, qapp, window) -> None:
    from app.ui import i18n

    try:
        i18n.install(qapp, "it")
        session = _start(window, 0)
        _taught(qtbot, session, 0)
        assert session.callout.text.text() == ("Questa è la tua mano. Trascina Daring Poro "
                                               "sulla tua Base per giocarlo.")
        assert window.lesson_bar.title.text() == ("Lezione 1 di 8: Giocare una Unit · "
                                                  "passo 1 di 2")
        assert window.lesson_bar.skip_button.text() == "Salta ▶"
        rune = window.controller.game.state.players[0].runes[0]
        double_click(window.view.viewport(), item_point(window, rune))
        assert session.callout.why.text().startswith("Non è questo il passo. Prova così:")
        _gesture(qtbot, window, session)
        _taught(qtbot, session, 1)
        assert session.callout.continue_button.text() == "Lezione successiva ▶"
        _gesture(qtbot, window, session)
        qtbot.waitUntil(lambda: window.lesson_session is not session, timeout=5000)
        assert window.lesson_session.lesson.key == "02-runes"
    finally:
        i18n.install(qapp, "en")


def test_a_new_game_ends_the_lesson(qtbot, window) -> None:
    _start(window, 0)
    window.start_default_game()
    assert window.lesson_session is None and not window.lesson_bar.isVisible()
    assert window.controller.gate is None




def test_a_gestures_answer_must_be_the_steps(qtbot, window) -> None:
    session = _start(window, 6)  # The showdown: drag Stupefy, then click the enemy
    _taught(qtbot, session, 0)
    _gesture(qtbot, window, session)  # Daring Poro moves in: a showdown
    _taught(qtbot, session, 1)
    labels, c = session.labels, window.controller
    drag(qtbot, window, item_point(window, labels["stupefy"]), zone_point(window, "base"))
    assert c.game.decision.kind == "play"  # its target is asked
    vp = window.view.viewport()
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     item_point(window, labels["student"]))  # a legal target, not the step's
    assert session.callout.why.text().startswith(
        "That's not this step. Try this: A showdown opens before the damage")
    assert c.game.decision.kind == "play" and not c.game.state.chain[-1].targets[0]
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     item_point(window, labels["enemy"]))
    _taught(qtbot, session, 2)  # resolved: now Pass lets them fight
    assert c.game.state.objs[labels["stupefy"]].zone == "trash" and not c.game.state.chain


def test_skip_plays_the_whole_guided_game(qtbot, window) -> None:
    _start(window, 0)
    clicks = 0
    while window.lesson_session is not None:
        session = window.lesson_session
        index = session.index
        _taught(qtbot, session, index)
        QTest.mouseClick(window.lesson_bar.skip_button, Qt.MouseButton.LeftButton)
        clicks += 1
        qtbot.waitUntil(lambda s=session, i=index: window.lesson_session is not s
                        or (s.index > i and not s.complete), timeout=5000)
    assert clicks == sum(len(lesson.steps) for lesson in LESSONS)
    progress = load_progress()
    assert progress.done == [lesson.key for lesson in LESSONS] and progress.current == ""
    assert window.start_screen.isVisible()
    window.lessons_dialog()
    assert all(window.lesson_list.list.item(n).text().startswith("✓")
               for n in range(len(LESSONS)))


def test_a_puzzle_and_a_lesson_replace_each_other(qtbot, window) -> None:
    from app.puzzles import builtin_puzzles

    _start(window, 0)
    window.play_puzzle(builtin_puzzles()[0])
    assert window.lesson_session is None and not window.lesson_bar.isVisible()
    assert window.controller.gate is None and window.puzzle_bar.isVisible()
    window.play_lesson(1)
    assert window.puzzle_session is None and not window.puzzle_bar.isVisible()
    assert window.lesson_session.lesson.key == "02-runes" and window.lesson_bar.isVisible()
