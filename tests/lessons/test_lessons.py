"""The guided first game's lessons: each file loads with the real Proving Grounds legends
and battlefields, each step can be taught where the one before leaves the game, and playing
the steps (as Skip does) teaches what the instructions say; the format refuses what it does
not understand; every instruction has its Italian translation."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from app.lessons import (
    LessonError,
    builtin_lessons,
    load_lesson,
    parse_lesson,
    perform,
    replay_to,
)

LESSONS = {lesson.key: lesson for lesson in builtin_lessons()}
PROVING_GROUNDS = {"legends": {"Lux, Lady of Luminosity", "Garen, Might of Demacia"},
                   "battlefields": {"Startipped Peak", "Trifarian War Camp"}}
TS = Path(__file__).resolve().parents[2] / "app" / "i18n" / "riftbound_it.ts"


def _end(key: str):  # type: ignore[no-untyped-def]
    """The lesson played to its last step, that step played too."""
    lesson = LESSONS[key]
    last = len(lesson.steps) - 1
    game, labels = replay_to(lesson, last)
    perform(lesson, game, labels, last)
    return game, labels


def test_the_guided_game_covers_the_core_loop_in_short_lessons() -> None:
    assert 6 <= len(LESSONS) <= 8
    for lesson in LESSONS.values():
        assert 1 <= len(lesson.steps) <= 4, lesson.key
        game, _ = lesson.build()
        s = game.state
        legends = {s.objs[p.legend].card.name for p in s.players}
        assert legends == PROVING_GROUNDS["legends"], lesson.key
        assert {s.objs[b.obj].card.name for b in s.battlefields} == \
            PROVING_GROUNDS["battlefields"], lesson.key


@pytest.mark.parametrize("key", sorted(LESSONS))
def test_every_step_can_be_taught_after_the_one_before(key: str) -> None:
    lesson = LESSONS[key]
    for index in range(len(lesson.steps)):
        game, labels = replay_to(lesson, index)
        assert lesson.ready(game, labels, index), f"step {index + 1}"
        gesture = lesson.gesture(game, labels, index)
        assert gesture is None or gesture in game.legal_actions()


def test_what_the_lessons_teach_happens() -> None:
    game, labels = _end("01-play-a-unit")
    s = game.state
    assert labels["poro"] in s.players[0].base
    assert sum(s.objs[r].exhausted for r in s.players[0].runes) == 2
    game, labels = _end("02-runes")
    s = game.state
    assert labels["attendant"] in s.players[0].base and len(s.players[0].runes) == 5
    assert s.objs[labels["rune"]].exhausted or labels["rune"] not in s.players[0].runes
    game, _ = _end("03-conquer")
    assert game.state.battlefields[0].controller == 0 and game.state.players[0].points == 1
    game, labels = _end("04-combat")
    s = game.state
    assert s.objs[labels["enemy"]].zone == "trash" and s.battlefields[1].controller == 0
    assert s.players[0].points == 1
    game, _ = _end("05-holding")  # the opponent's attack failed; holding scored on A's turn
    s = game.state
    assert s.turn_player == 0 and s.players[0].points == 3 and s.battlefields[1].controller == 0
    game, labels = _end("06-spells")
    assert game.state.objs[labels["enemy"]].zone == "trash"
    lesson = LESSONS["07-showdown"]
    game, labels = replay_to(lesson, 2)  # "Your spell resolved": it has
    assert not game.state.chain and game.state.showdown is not None
    game, labels = _end("07-showdown")  # the Reaction turned a tie into a win
    assert game.state.objs[labels["enemy"]].zone == "trash"
    assert game.state.objs[labels["student"]].zone == "bf"
    assert game.state.battlefields[0].controller == 0
    game, _ = _end("08-winning-point")
    assert game.state.winner == 0 and game.state.players[0].points == 8


def test_the_opponent_moves_in_by_its_script() -> None:
    lesson = LESSONS["05-holding"]
    game, labels = replay_to(lesson, 1)  # it cast Confront: the player may answer it
    s = game.state
    assert s.turn_player == 1 and [s.objs[i.obj].card.name for i in s.chain] == ["Confront"]
    game, labels = replay_to(lesson, 2)
    s = game.state
    assert s.turn_player == 1 and s.showdown is not None and not s.chain
    assert labels["raider"] in s.battlefields[1].units  # it moved in: combat at bf1


def test_the_format_refuses_what_it_does_not_understand(tmp_path) -> None:
    good = LESSONS["03-conquer"].data
    with pytest.raises(LessonError, match="colour"):
        parse_lesson({**good, "colour": "red"}, "x")
    with pytest.raises(LessonError, match="anchor 'nowhere'"):
        parse_lesson({**good, "step": [{"text": "Hi", "anchor": "nowhere"}]}, "x")
    with pytest.raises(LessonError, match="needs a text"):
        parse_lesson({**good, "step": [{"anchor": "base"}]}, "x")
    with pytest.raises(LessonError, match="typo"):
        parse_lesson({**good, "step": [{"text": "Hi", "anchor": "base", "typo": 1}]}, "x")
    with pytest.raises(LessonError, match="title"):
        parse_lesson({**good, "lesson": {}}, "x")
    broken = tmp_path / "broken.toml"
    broken.write_text("[lesson\n", encoding="utf-8")
    with pytest.raises(LessonError, match="broken.toml"):
        load_lesson(broken)
    with pytest.raises(LessonError, match="step 2 can't be taught"):  # a gesture never legal
        replay_to(parse_lesson({**good, "step": [
            {"text": "a", "anchor": "base", "do": ["move {poro} bf0"]},
            {"text": "b", "anchor": "base", "do": ["move {poro} bf1"]}]}, "x"), 1)


def test_every_instruction_has_its_italian_translation() -> None:
    italian = {}
    for ctx in ET.parse(TS).getroot().iter("context"):
        if ctx.findtext("name") == "Lessons":
            for m in ctx.iter("message"):
                italian[m.findtext("source")] = m.findtext("translation") or ""
    import re

    for lesson in LESSONS.values():
        for text in [lesson.title, *(step.text for step in lesson.steps)]:
            assert italian.get(text, "").strip(), f"{lesson.key}: {text!r} not in Italian"
            names = re.findall(r"\{\w+\}", text)
            assert sorted(names) == sorted(re.findall(r"\{\w+\}", italian[text])), text
