"""Computer players answer the tag Ivern, Friend to All gains as he is played (RUP4 355.1):
every level answers it legally; the quick answer (Easy, and every playout) takes a tag its
player's units don't have yet, so that they come to have all four."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from app.ai import make_agent
from app.engine import Action
from app.engine.face.position import build_position
from app.scenarios import make_resolver

CARDS = Path(__file__).parents[1] / "cards" / "scenarios"


def _asked(base: list[str]):  # type: ignore[no-untyped-def]
    pos = tomllib.loads((CARDS / "ivern-friend-to-all.toml").read_text(encoding="utf-8"))[
        "position"]
    pos["A"]["base"] = base
    game, labels = build_position(pos, make_resolver({}))
    game.apply_or_raise(Action("play", (labels["ivern"],)))
    assert game.decision.kind == "play" and game.decision.data["ask"] == "tag"
    return game


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_answers_the_tag(level) -> None:  # type: ignore[no-untyped-def]
    game = _asked([])
    choice = make_agent(level, seed=3).choose(game, 0)
    assert choice.action.verb == "choose" and game.is_legal(choice.action)


def test_easy_takes_a_tag_its_units_lack() -> None:
    # a Bird and a Poro in base, a Cat at the battlefield: the Dog is missing
    game = _asked(["Zephyr Sage", "Stalwart Poro"])
    assert make_agent("easy", seed=1).choose(game, 0).action == Action("choose", ("Dog",))
