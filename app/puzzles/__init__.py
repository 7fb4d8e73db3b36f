"""Puzzles: a scenario position, a goal the engine checks, a difficulty and a hint.

A puzzle file is a scenario file (tests/scenarios/README.md) without steps, plus a `[puzzle]`
table; app/puzzles/data/FORMAT.md describes it. The player is always A; B is the opponent,
either scripted (its `replies`, each played when it is legal) or a computer level. No Qt.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app.ai.agents import Agent, Choice, default_answer, is_fresh, make_agent
from app.cards.catalog import load_catalog
from app.engine import Action, Game, parse_action
from app.engine.face.position import PositionError, build_position, reject_unknown
from app.scenarios import ScenarioError, defined_cards, expand, make_resolver

DATA_DIR = Path(__file__).parent / "data"
GOALS = ("win", "score", "survive", "kill")
DIFFICULTIES = ("easy", "medium", "hard")
OPPONENTS = ("scripted", "easy", "normal")
SETS = ("OGN", "OGS", "SFD", "UNL", "VEN")  # Origins, Proving Grounds, Spiritforged, ...
PLAYER, OPPONENT = 0, 1  # the player is always A

_TOP_KEYS = {"puzzle", "position", "cards", "seed"}
_PUZZLE_KEYS = {"title", "description", "goal", "points", "target", "difficulty", "hint",
                "set", "opponent", "replies", "it"}
_LOCALIZED_KEYS = {"title", "description", "hint"}


class PuzzleError(ValueError):
    """The puzzle file is wrong: it says what and where."""


class SearchLimitError(RuntimeError):
    """The search for a shorter solution looked at more positions than it may."""


@dataclass
class Puzzle:
    key: str  # the file's stem: how settings remember it solved
    title: str
    description: str
    goal: str
    difficulty: str
    hint: str
    set: str  # a set code (OGN, OGS, ...)
    data: dict[str, Any]
    points: int = 0  # goal "score": the points to reach
    target: str = ""  # goal "kill": the label of the unit to kill
    opponent: str = "scripted"
    replies: list[str] = field(default_factory=list)
    localized: dict[str, dict[str, str]] = field(default_factory=dict)  # "it": {title: ...}
    path: Path | None = None
    start_turn: int = 0  # the position's turn number, once built

    def text(self, what: str, lang: str = "en") -> str:
        """The title, description or hint in a language the file gives, else English."""
        return self.localized.get(lang, {}).get(what) or getattr(self, what)

    def build(self) -> tuple[Game, dict[str, int]]:
        """A fresh game at the puzzle's position, and its labels."""
        game, labels = build_scenario(self.data, self.key)
        if self.goal == "kill" and self.target not in labels:
            raise PuzzleError(f"{self.key}: target {self.target!r} labels no object")
        if game.state.turn_player != PLAYER:
            raise PuzzleError(f"{self.key}: the puzzle begins on A's turn")
        self.start_turn = game.state.turn
        return game, labels

    def target_name(self) -> str:
        """The name of the unit a `kill` puzzle's goal is about."""
        game, labels = self.build()
        return game.state.objs[labels[self.target]].card.name

    def opponent_agent(self, labels: dict[str, int], seed: int = 1) -> Agent:
        if self.opponent == "scripted":
            return ScriptedAgent(self.replies, labels)
        return make_agent(self.opponent, seed)


def build_scenario(data: dict[str, Any], key: str) -> tuple[Game, dict[str, int]]:
    """A fresh game at a scenario file's position (its `[position]`, `[cards]` and `seed`),
    and its labels; PuzzleError names the file (`key`) and what is wrong. Lessons
    (app.lessons) build theirs with it too."""
    try:
        resolve = make_resolver(defined_cards(data))
        tokens = {t.name: t for t in load_catalog().game_tokens()}
        return build_position(data["position"], resolve, seed=int(data.get("seed", 1)),
                              tokens=tokens)
    except (ScenarioError, PositionError, KeyError, ValueError) as exc:
        raise PuzzleError(f"{key}: the position: {exc}") from exc


def parse_puzzle(data: dict[str, Any], key: str, path: Path | None = None) -> Puzzle:
    """A puzzle from a file's TOML; PuzzleError names what is wrong."""
    try:
        reject_unknown(data, _TOP_KEYS, "the puzzle file")
        raw = data.get("puzzle")
        if not isinstance(raw, dict):
            raise PuzzleError(f"{key}: a [puzzle] table is required")
        reject_unknown(raw, _PUZZLE_KEYS, "[puzzle]")
        localized = {"it": raw["it"]} if "it" in raw else {}
        for lang, texts in localized.items():
            if not isinstance(texts, dict) or not all(isinstance(v, str)
                                                      for v in texts.values()):
                raise PuzzleError(f"{key}: [puzzle.{lang}] must be a table of texts")
            reject_unknown(texts, _LOCALIZED_KEYS, f"[puzzle.{lang}]")
    except PositionError as exc:  # reject_unknown's UnknownKeyError
        raise PuzzleError(f"{key}: {exc}") from exc
    if "position" not in data:
        raise PuzzleError(f"{key}: a [position] table is required")

    def pick(name: str, allowed: tuple[str, ...], default: str | None = None) -> str:
        value = raw.get(name, default)
        if value not in allowed:
            raise PuzzleError(f"{key}: {name} must be one of {', '.join(allowed)}, "
                              f"not {value!r}")
        return str(value)

    for name in ("title", "hint"):
        if not isinstance(raw.get(name), str) or not raw[name].strip():
            raise PuzzleError(f"{key}: [puzzle] needs a {name}")
    goal = pick("goal", GOALS)
    points = raw.get("points", 0)
    if goal == "score" and (not isinstance(points, int) or points < 1):
        raise PuzzleError(f"{key}: goal 'score' needs points = N (N at least 1)")
    target = raw.get("target", "")
    if goal == "kill" and (not isinstance(target, str) or not target):
        raise PuzzleError(f"{key}: goal 'kill' needs target = \"<label>\"")
    replies = raw.get("replies", [])
    if not isinstance(replies, list) or not all(isinstance(r, str) for r in replies):
        raise PuzzleError(f"{key}: replies must be a list of actions")
    return Puzzle(key=key, title=raw["title"], description=str(raw.get("description", "")),
                  goal=goal, difficulty=pick("difficulty", DIFFICULTIES),
                  hint=raw["hint"], set=pick("set", SETS, "OGN"), data=data,
                  points=points, target=target.strip("{}"),
                  opponent=pick("opponent", OPPONENTS, "scripted"), replies=replies,
                  localized=localized, path=path)


def load_puzzle(path: Path) -> Puzzle:
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise PuzzleError(f"{path.name}: {exc}") from exc
    return parse_puzzle(data, path.stem, path)


def builtin_puzzles() -> list[Puzzle]:
    """The puzzles we ship, easiest first."""
    found = [load_puzzle(p) for p in sorted(DATA_DIR.glob("*.toml"))]
    return sorted(found, key=lambda p: (DIFFICULTIES.index(p.difficulty), p.key))


# -- the goal ---------------------------------------------------------------------------------

SOLVED, FAILED, PLAYING = "solved", "failed", "playing"


def status(puzzle: Puzzle, game: Game, labels: dict[str, int]) -> str:
    """Where the attempt stands: solved, failed or still playing. Every goal but `survive`
    must be reached on the player's turn; `survive` is met once the player's next turn
    begins with the opponent not having won."""
    s = game.state
    start = puzzle.start_turn
    if puzzle.goal != "survive" and s.turn != start:
        return FAILED  # the turn is over (a win by the opponent's burn out is no solution)
    if s.winner is not None:
        return SOLVED if s.winner == PLAYER else FAILED
    if puzzle.goal == "survive":
        return SOLVED if s.turn > start and s.turn_player == PLAYER else PLAYING
    if puzzle.goal == "score" and s.players[PLAYER].points >= puzzle.points:
        return SOLVED
    if puzzle.goal == "kill":  # died: in the trash; sent back to a hand or a base is no kill
        # (a token gone from the board ceases to exist, RUP4 186.1: taken as killed)
        obj = s.objs.get(labels[puzzle.target])
        if obj is None or obj.zone == "trash":
            return SOLVED
    return PLAYING


# -- the opponent -----------------------------------------------------------------------------

class ScriptedAgent(Agent):
    """The opponent of a scripted puzzle: at each decision it plays the first of its replies
    that is legal now (a move, a spell in answer to the player's, its target, ...); else it
    passes (or ends its turn), and any other question it answers as the computer does."""

    level = "scripted"

    def __init__(self, replies: list[str], labels: dict[str, int]) -> None:
        super().__init__(0)
        self.replies = replies
        self.labels = labels

    def decide(self, game: Game, me: int, legal: list[Action]) -> Choice:
        for text in self.replies:
            try:
                action = parse_action(expand(game, self.labels, text))
            except (ValueError, LookupError):
                continue
            if action in legal:
                return Choice(action, "Scripted")
        if is_fresh(game):
            for verb in ("pass", "end"):
                for a in legal:
                    if a.verb == verb:
                        return Choice(a, "Scripted")
        return Choice(default_answer(game, legal), "Scripted")


def opponent_moves(puzzle: Puzzle, game: Game, agent: Agent, limit: int = 200) -> None:
    """Let the opponent act until the player has a decision (or the attempt is over)."""
    for _ in range(limit):
        if game.is_over or game.to_act != OPPONENT:
            return
        game.apply_or_raise(agent.choose(game, OPPONENT).action)


def play_line(puzzle: Puzzle, line: list[str]) -> tuple[Game, dict[str, int]]:
    """Play the player's actions (our notation, {label}s allowed) against the puzzle's
    opponent; an illegal action raises IllegalActionError."""
    game, labels = puzzle.build()
    agent = puzzle.opponent_agent(labels)
    opponent_moves(puzzle, game, agent)
    for text in line:
        game.apply_or_raise(expand(game, labels, text))
        opponent_moves(puzzle, game, agent)
    return game, labels


def shortest_solution(puzzle: Puzzle, max_depth: int, limit: int = 20000,
                      after: list[str] | None = None) -> int | None:
    """The fewest player actions that solve the puzzle, searching every legal action up to
    `max_depth` (positions already seen are not searched again), from the puzzle's position
    or `after` these player actions; None if none that short. More than `limit` positions
    raise SearchLimitError: no answer is no proof. Tapping and recycling runes by hand are
    left out: `pay` pays any cost with them (RUP4 164.2), so they add no solution."""
    from app.engine import state_hash

    game, labels = play_line(puzzle, after or [])
    agent = puzzle.opponent_agent(labels)
    frontier, seen = [game], {state_hash(game.state)}
    for depth in range(1, max_depth + 1):
        nxt = []
        for g in frontier:
            for a in g.legal_actions():
                if a.verb in ("tap", "rec"):
                    continue
                child = g.clone()
                child.apply_or_raise(a)
                opponent_moves(puzzle, child, agent)
                outcome = status(puzzle, child, labels)
                if outcome == SOLVED:
                    return depth
                h = state_hash(child.state)
                if outcome == PLAYING and h not in seen:
                    seen.add(h)
                    nxt.append(child)
                if len(seen) > limit:
                    raise SearchLimitError(f"{puzzle.key}: more than {limit} positions")
        frontier = nxt
    return None
