"""Computer players answer Zilean, Time Mage's offer of an additional token copy (RUP4
367-375), and Dancing Grenade's offer to play it again (419.3), legally at every level; the
quick answer takes the copy (one more unit)."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from app.ai import make_agent
from app.cards.catalog import load_catalog
from app.engine import Action
from app.engine.face.position import build_position
from app.scenarios import make_resolver

CARDS = Path(__file__).parents[1] / "cards" / "scenarios"


def _asked():  # type: ignore[no-untyped-def]
    pos = tomllib.loads((CARDS / "zilean-time-mage.toml").read_text(encoding="utf-8"))["position"]
    tokens = {t.name: t for t in load_catalog().game_tokens()}  # the Sprite too
    game, labels = build_position(pos, make_resolver({}), tokens=tokens)
    for a in (Action("play", (labels["call1"],)), Action("pass"), Action("pass")):
        game.apply_or_raise(a)
    assert game.decision.kind == "choose" and game.decision.data["ask"] == "token_copy"
    return game


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_answers_the_offer(level) -> None:  # type: ignore[no-untyped-def]
    game = _asked()
    choice = make_agent(level, seed=3).choose(game, 0)
    assert choice.action.verb in ("yes", "no") and game.is_legal(choice.action)


def test_easy_takes_the_copy() -> None:
    assert make_agent("easy", seed=1).choose(_asked(), 0).action == Action("yes")


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_answers_play_again(level) -> None:  # type: ignore[no-untyped-def]
    """Dancing Grenade: the damaged unit's controller answers whether to play it again."""
    pos = tomllib.loads((CARDS / "dancing-grenade.toml").read_text(encoding="utf-8"))["position"]
    game, labels = build_position(pos, make_resolver({}))
    for a in (Action("play", (labels["grenade"],)), Action("target", (labels["theirs"],)),
              Action("pass"), Action("pass")):
        game.apply_or_raise(a)
    assert game.decision.data["ask"] == "play_again" and game.decision.player == 1
    choice = make_agent(level, seed=3).choose(game, 1)
    assert choice.action.verb in ("yes", "no") and game.is_legal(choice.action)
