"""The shipped puzzles: each one loads, its solution line (solutions.toml) solves it
against its opponent, a search proves no shorter line does, and the usual wrong tries fail.
The puzzle format refuses what it does not understand."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from app.engine import IllegalActionError
from app.puzzles import (
    DATA_DIR,
    FAILED,
    PLAYING,
    SOLVED,
    PuzzleError,
    builtin_puzzles,
    load_puzzle,
    parse_puzzle,
    play_line,
    shortest_solution,
    status,
)

SOLUTIONS = tomllib.loads((Path(__file__).parent / "solutions.toml").read_text("utf-8"))
PUZZLES = {p.key: p for p in builtin_puzzles()}


def test_enough_puzzles_from_easy_to_hard_across_the_sets() -> None:
    assert len(PUZZLES) >= 20
    assert {p.difficulty for p in PUZZLES.values()} == {"easy", "medium", "hard"}
    assert {p.set for p in PUZZLES.values()} >= {"OGN", "OGS", "SFD", "UNL", "VEN"}
    assert {p.goal for p in PUZZLES.values()} == {"win", "score", "survive", "kill"}
    assert sorted(SOLUTIONS) == sorted(PUZZLES)  # a solution for each, none for no puzzle


@pytest.mark.parametrize("key", sorted(PUZZLES))
def test_the_solution_line_solves_the_puzzle_and_none_is_shorter(key: str) -> None:
    puzzle, line = PUZZLES[key], SOLUTIONS[key]["line"]
    game, labels = play_line(puzzle, line)
    assert status(puzzle, game, labels) == SOLVED
    # every line one action shorter fails: the search finds the first solution at the line's
    # own length
    assert shortest_solution(puzzle, len(line)) == len(line)


@pytest.mark.parametrize("key", sorted(PUZZLES))
def test_every_puzzle_speaks_italian(key: str) -> None:
    p = PUZZLES[key]
    for what in ("title", "description", "hint"):
        assert p.text(what, "it") and p.text(what, "it") != p.text(what, "en"), what


@pytest.mark.parametrize(("key", "line", "outcome"), [
    # ending the turn gives the puzzle up (the opponent's burn out is no win of ours)
    ("ogn-01-first-conquest", ["end"], FAILED),
    # the Daring Poro trades with the Cub: no unit left to conquer the first battlefield
    ("ogn-10-top-deck", ["move {daring} bf0", "pass"], PLAYING),
    # units moved out before Tibbers burn with the enemy's
    ("ogs-03-tibbers", ["move {poro} bf0", "pass", "play {tibbers}", "pay", "pass"], PLAYING),
    # the Poro alone can't hold: the Kraken Hunter conquers, the final point wins it for B
    ("ogn-08-hold-the-line", ["end", "pass"], FAILED),
    ("ogn-09-hidden-blade", ["end", "pass"], FAILED),
])
def test_wrong_tries(key: str, line: list[str], outcome: str) -> None:
    puzzle = PUZZLES[key]
    game, labels = play_line(puzzle, line)
    assert status(puzzle, game, labels) == outcome


@pytest.mark.parametrize(("key", "trap"), [
    ("ogn-10-top-deck", ["move {daring} bf0", "pass"]),
    ("ogs-03-tibbers", ["move {poro} bf0", "pass"]),
    ("ogn-11-last-stand", ["move {scout} bf0", "play {discipline}", "target {scout}", "pay"]),
])
def test_a_trap_leaves_no_way_to_win(key: str, trap: list[str]) -> None:
    # after the tempting first moves a search over every action left finds no solution
    assert shortest_solution(PUZZLES[key], 10, after=trap) is None


def test_the_scripted_opponent_answers_on_the_chain() -> None:
    # Not so fast: B answers the Hextech Ray with its Discipline on the Cub
    puzzle = PUZZLES["ogn-12-defy"]
    game, _labels = play_line(puzzle, ["play {ray}", "pay", "pass"])
    assert [item["card"]["name"] for item in game.view(0)["chain"]] == ["Hextech Ray",
                                                                         "Discipline"]


def test_a_computer_opponent_plays_its_turn() -> None:
    data = dict(PUZZLES["ogn-08-hold-the-line"].data)
    data["puzzle"] = {**data["puzzle"], "opponent": "normal", "replies": []}
    puzzle = parse_puzzle(data, "normal")
    game, labels = play_line(puzzle, ["move {guardian} bf0", "end"])
    # Normal played B's turn to its end: the player's next turn has begun
    assert game.state.turn_player == 0 and game.state.turn == 5
    assert status(puzzle, game, labels) == SOLVED


def test_an_illegal_action_in_a_line_is_refused() -> None:
    with pytest.raises(IllegalActionError):
        play_line(PUZZLES["ogn-01-first-conquest"], ["move {poro} base"])


def _data(**puzzle) -> dict:
    base = {"title": "T", "goal": "win", "difficulty": "easy", "hint": "H"}
    return {"puzzle": {**base, **puzzle}, "position": {"turn_player": "A", "A": {}, "B": {}}}


@pytest.mark.parametrize(("data", "message"), [
    ({"position": {}}, "a [puzzle] table is required"),
    (_data(goal="conquer"), "goal must be one of win, score, survive, kill"),
    (_data(difficulty="brutal"), "difficulty must be one of easy, medium, hard"),
    (_data(goal="score"), "goal 'score' needs points"),
    (_data(goal="kill"), "goal 'kill' needs target"),
    (_data(opponent="hard"), "opponent must be one of scripted, easy, normal"),
    (_data(hint=""), "needs a hint"),
    (_data(colour="red"), "colour"),
    ({**_data(), "step": []}, "step"),
    (_data(it={"titel": "x"}), "titel"),
    (_data(it="ciao"), "[puzzle.it] must be a table of texts"),
    (_data(replies="pass"), "replies must be a list"),
])
def test_a_wrong_puzzle_file_says_what_is_wrong(data: dict, message: str) -> None:
    with pytest.raises(PuzzleError, match=re.escape(message)):
        parse_puzzle(data, "mine")


def test_a_kill_target_must_label_an_object() -> None:
    puzzle = parse_puzzle(_data(goal="kill", target="ghost"), "mine")
    with pytest.raises(PuzzleError, match="target 'ghost' labels no object"):
        puzzle.build()


def test_a_puzzle_begins_on_the_players_turn() -> None:
    data = _data()
    data["position"]["turn_player"] = "B"
    with pytest.raises(PuzzleError, match="begins on A's turn"):
        parse_puzzle(data, "mine").build()


def test_a_broken_file_is_a_puzzle_error(tmp_path: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text("[puzzle\n", encoding="utf-8")
    with pytest.raises(PuzzleError, match="bad.toml"):
        load_puzzle(bad)


def test_the_format_doc_sits_next_to_the_data() -> None:
    doc = (DATA_DIR / "FORMAT.md").read_text("utf-8")
    for word in ("goal", "difficulty", "hint", "replies", "opponent", "[puzzle.it]"):
        assert word in doc


def test_a_unit_sent_back_to_hand_is_not_killed() -> None:
    # Gust returns the Skulker to its owner's hand: the kill goal is not met
    data = dict(PUZZLES["ogn-03-hextech-ray"].data)
    data["position"] = {**data["position"], "A": {"hand": [{"card": "Gust", "label": "gust"}],
                                                  "runes": ["Chaos Rune"]}}
    puzzle = parse_puzzle(data, "gust")
    game, labels = play_line(puzzle, ["play {gust}", "pay", "pass"])
    assert game.state.objs[labels["skulker"]].zone == "hand"
    assert status(puzzle, game, labels) == PLAYING
