"""Computer players answer Shady Spectacles' question, which unit the equipped unit becomes a
copy of (RUP4 477.1.b): every level answers it legally; the quick answer (Easy, and every
playout) takes the unit with the highest printed Might."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from app.ai import make_agent
from app.engine import Action
from app.engine.face.position import build_position
from app.scenarios import make_resolver

CARDS = Path(__file__).parents[1] / "cards" / "scenarios"


def _asked():  # type: ignore[no-untyped-def]
    pos = tomllib.loads((CARDS / "shady-spectacles.toml").read_text(encoding="utf-8"))
    game, labels = build_position(pos["position"], make_resolver({}))
    for a in (Action("act", (labels["gear"], 0)), Action("target", (labels["skulker"],)),
              Action("pass"), Action("pass")):
        game.apply_or_raise(a)
    assert game.decision.kind == "choose" and game.decision.data["ask"] == "copy_pick"
    return game, labels


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_every_level_answers_the_copy_pick(level) -> None:
    game, _ = _asked()
    choice = make_agent(level, seed=3).choose(game, 0)
    assert choice.action.verb == "choose" and game.is_legal(choice.action)


def test_easy_copies_the_mightiest_unit() -> None:
    game, labels = _asked()
    assert make_agent("easy", seed=1).choose(game, 0).action == \
        Action("choose", (labels["scorcher"],))
