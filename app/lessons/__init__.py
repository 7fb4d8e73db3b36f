"""Lessons: the guided first game. Each lesson is a scenario position and a few steps, one
instruction at a time, each waiting for one gesture of the player's (app/lessons/data/
FORMAT.md describes the files). No Qt: the table (app.ui.lessons) shows the instruction and
lets through only the gesture the step asks for; this module knows what that gesture is,
plays a step for Skip, and replays a lesson up to a step for Back and for resuming.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app.engine import Action, Game, parse_action
from app.engine.face.position import PositionError, reject_unknown
from app.puzzles import OPPONENT, PLAYER, PuzzleError, ScriptedAgent, build_scenario
from app.scenarios import ScenarioError, expand

DATA_DIR = Path(__file__).parent / "data"
# where an instruction may point besides a labelled card: the table's zones (app.ui)
ZONES = ("base", "bf0", "bf1", "runes", "hand", "legend", "champion", "opp_base",
         "opp_hand", "opp_runes", "score", "prompt")

_TOP_KEYS = {"lesson", "position", "cards", "seed", "step"}
_LESSON_KEYS = {"title", "replies"}
_STEP_KEYS = {"text", "anchor", "do", "reply"}
PASS, PAY = Action("pass"), Action("pay")


class LessonError(ValueError):
    """The lesson file is wrong: it says what and where."""


@dataclass
class Step:
    text: str  # the instruction, in English: the key of its translation (context "Lessons")
    anchor: str  # a label of the position, or one of ZONES
    # the gesture the step waits for, then the answers that complete it (a destination, a
    # target); empty: an explanation, read and confirmed with Continue
    do: list[str] = field(default_factory=list)
    reply: list[str] | None = None  # the opponent's script from this step on


@dataclass
class Lesson:
    key: str  # the file's stem: how the progress remembers it
    title: str
    steps: list[Step]
    data: dict[str, Any]
    replies: list[str] = field(default_factory=list)  # the opponent's script at first
    path: Path | None = None

    def build(self) -> tuple[Game, dict[str, int]]:
        """A fresh game at the lesson's position, and its labels."""
        try:
            game, labels = build_scenario(self.data, self.key)
        except PuzzleError as exc:
            raise LessonError(str(exc)) from exc
        if game.state.turn_player != PLAYER:
            raise LessonError(f"{self.key}: a lesson begins on A's turn")
        return game, labels

    def script(self, index: int) -> list[str]:
        """The opponent's replies while step `index` is being taught."""
        replies = self.replies
        for step in self.steps[:index + 1]:
            if step.reply is not None:
                replies = step.reply
        return replies

    def agent(self, labels: dict[str, int], index: int) -> ScriptedAgent:
        return ScriptedAgent(self.script(index), labels)

    def gesture(self, game: Game, labels: dict[str, int], index: int) -> Action | None:
        """The action step `index` waits for (None: an explanation)."""
        step = self.steps[index]
        return parse_action(expand(game, labels, step.do[0])) if step.do else None

    def ready(self, game: Game, labels: dict[str, int], index: int) -> bool:
        """Whether step `index` can be taught now: its gesture is the player's to make, or
        (an explanation) the player is at a quiet moment: their priority, nothing on the
        chain and no showdown, or the game is over."""
        if game.is_over:
            return True
        if game.to_act != PLAYER:
            return False
        s = game.state
        if s.chain and not s.chain[-1].pending and s.chain[-1].controller == PLAYER:
            return False  # nobody answers their own spell: the table passes (as it does
            # outside lessons, app.ui.controller.passes_for)
        gesture = self.gesture(game, labels, index)
        if gesture is not None:
            return gesture in game.legal_actions()
        d = game.decision
        return d is not None and d.kind == "priority" and not s.chain and s.showdown is None

    def answers(self, game: Game, labels: dict[str, int], index: int) -> list[Action]:
        """The step's answers after its gesture, as far as they are asked now (the engine
        asks nothing when a question has a single answer)."""
        out = []
        for text in self.steps[index].do[1:]:
            try:
                out.append(parse_action(expand(game, labels, text)))
            except (ValueError, LookupError, ScenarioError):
                continue
        return out


def perform(lesson: Lesson, game: Game, labels: dict[str, int], index: int) -> None:
    """Step `index` played as Skip plays it: its gesture, its answers where asked, and the
    cost paid the way the table pays it."""
    gesture = lesson.gesture(game, labels, index)
    if gesture is None:
        return
    # the table pays a card's cost by itself unless the player began paying by hand: with
    # Energy or Power already in their pool (app.ui.interaction)
    pool = game.state.players[PLAYER].pool
    autopay = not (pool.energy or any(pool.power.values()) or pool.universal)
    game.apply_or_raise(gesture, player=PLAYER)
    for _ in range(20):
        legal = game.legal_actions() if game.to_act == PLAYER else []
        answer = next((a for a in lesson.answers(game, labels, index) if a in legal), None)
        if answer is None and autopay and PAY in legal:
            answer = PAY
        if answer is None:
            return
        game.apply_or_raise(answer, player=PLAYER)


def settle(lesson: Lesson, game: Game, labels: dict[str, int], index: int,
           limit: int = 200) -> None:
    """Play on until step `index` can be taught: the opponent plays its script, the player
    passes (what the table does for them in a lesson). LessonError if it never can."""
    agent = lesson.agent(labels, index)
    for _ in range(limit):
        if lesson.ready(game, labels, index):
            return
        who = game.to_act
        if who == OPPONENT:
            game.apply_or_raise(agent.choose(game, OPPONENT).action)
        elif who == PLAYER and PASS in game.legal_actions():
            game.apply_or_raise(PASS, player=PLAYER)
        else:
            break
    raise LessonError(f"{lesson.key}: step {index + 1} can't be taught here "
                      f"(decision: {game.decision})")


def replay_to(lesson: Lesson, index: int) -> tuple[Game, dict[str, int]]:
    """The lesson played from its position up to step `index`, ready to teach it (Back,
    and resuming where the player left)."""
    game, labels = lesson.build()
    settle(lesson, game, labels, 0)
    for i in range(index):
        perform(lesson, game, labels, i)
        settle(lesson, game, labels, i + 1)
    return game, labels


# -- the files ---------------------------------------------------------------------------

def parse_lesson(data: dict[str, Any], key: str, path: Path | None = None) -> Lesson:
    try:
        reject_unknown(data, _TOP_KEYS, "the lesson file")
        head = data.get("lesson")
        if not isinstance(head, dict):
            raise LessonError(f"{key}: a [lesson] table is required")
        reject_unknown(head, _LESSON_KEYS, "[lesson]")
        raw_steps = data.get("step")
        if not isinstance(raw_steps, list) or not raw_steps:
            raise LessonError(f"{key}: a lesson needs at least one [[step]]")
        for n, raw in enumerate(raw_steps, 1):
            reject_unknown(raw, _STEP_KEYS, f"step {n}")
    except PositionError as exc:  # reject_unknown's UnknownKeyError
        raise LessonError(f"{key}: {exc}") from exc
    if "position" not in data:
        raise LessonError(f"{key}: a [position] table is required")
    if not isinstance(head.get("title"), str) or not head["title"].strip():
        raise LessonError(f"{key}: [lesson] needs a title")
    steps = []
    for n, raw in enumerate(raw_steps, 1):
        text, anchor = raw.get("text"), raw.get("anchor")
        if not isinstance(text, str) or not text.strip():
            raise LessonError(f"{key}: step {n} needs a text")
        labels = {o.strip("{}") for o in _labels(data)}
        if anchor not in ZONES and anchor not in labels:
            raise LessonError(f"{key}: step {n}: anchor {anchor!r} is neither a label of "
                              f"the position nor one of {', '.join(ZONES)}")
        steps.append(Step(text=text, anchor=anchor, do=_actions(raw, "do", key, n),
                          reply=_actions(raw, "reply", key, n) if "reply" in raw else None))
    return Lesson(key=key, title=head["title"], steps=steps, data=data,
                  replies=_actions(head, "replies", key, 0), path=path)


def _actions(raw: dict[str, Any], name: str, key: str, n: int) -> list[str]:
    value = raw.get(name, [])
    if not isinstance(value, list) or not all(isinstance(a, str) for a in value):
        raise LessonError(f"{key}: step {n}: {name} must be a list of actions")
    return value


def _labels(data: dict[str, Any]) -> set[str]:
    """Every label the position gives an object (anywhere in its tables)."""
    found: set[str] = set()

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            if isinstance(node.get("label"), str):
                found.add(node["label"])
            for v in node.values():
                walk(v)
        elif isinstance(node, list):
            for v in node:
                walk(v)

    walk(data.get("position", {}))
    return found


def load_lesson(path: Path) -> Lesson:
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise LessonError(f"{path.name}: {exc}") from exc
    return parse_lesson(data, path.stem, path)


def builtin_lessons() -> list[Lesson]:
    """The guided first game, in order (the files' names number them)."""
    return [load_lesson(p) for p in sorted(DATA_DIR.glob("*.toml"))]
