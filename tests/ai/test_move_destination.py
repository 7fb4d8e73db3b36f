"""Computer players answer where a spell they play moves a unit, a question asked while the
spell is played (RUP4 355.4): every level answers it legally; the quick answer (Easy, and
every playout) sends an enemy unit to its base and a friendly unit to a battlefield."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from app.ai import make_agent
from app.ai.playout import apply_settled, default_answer
from app.engine import Action
from app.engine.face.position import build_position
from app.scenarios import make_resolver

CARDS = Path(__file__).parents[1] / "cards" / "scenarios"


def _position(scenario: str) -> dict:
    return tomllib.loads((CARDS / scenario).read_text(encoding="utf-8"))["position"]


def _game(scenario: str, pos: dict | None = None):  # type: ignore[no-untyped-def]
    return build_position(pos or _position(scenario), make_resolver({}))


def _asked(scenario: str, spell: str, unit: str, pos: dict | None = None):  # type: ignore[no-untyped-def]
    game, labels = _game(scenario, pos)
    game.apply_or_raise(Action("play", (labels[spell],)))
    game.apply_or_raise(Action("target", (labels[unit],)))
    assert game.decision.kind == "play" and game.decision.data["ask"] == "move_to"
    return game, labels


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_answers_the_destination(level) -> None:
    game, _ = _asked("charm.toml", "charm", "foe")
    agent = make_agent(level, seed=3)
    choice = agent.choose(game, 0)
    assert choice.action.verb == "to" and game.is_legal(choice.action)


def test_easy_sends_an_enemy_unit_home_and_a_friendly_one_to_a_battlefield() -> None:
    game, _ = _asked("charm.toml", "charm", "foe")
    assert make_agent("easy", seed=1).choose(game, 0).action == Action("to", ("base",))
    # A's unit at a battlefield: to the other battlefield rather than home
    pos = _position("ride-the-wind.toml")
    tired = next(u for u in pos["A"]["base"] if u["label"] == "tired")
    pos["A"]["base"].remove(tired)
    pos["battlefields"][1].update(controller="A", units=[{**tired, "owner": "A"}])
    game, _ = _asked("ride-the-wind.toml", "ride", "tired", pos)
    assert Action("to", ("base",)) in game.legal_actions()
    assert make_agent("easy", seed=1).choose(game, 0).action == Action("to", ("bf0",))


def test_a_play_in_one_step_answers_the_destination_before_anyone_passes() -> None:
    game, labels = _game("charm.toml")
    foe = Action("target", (labels["foe"],))

    def answer(opts: list[Action]) -> Action:
        return foe if foe in opts else default_answer(game, opts)

    assert game.play_through(Action("play", (labels["charm"],)), answer).ok
    assert game.decision.kind == "priority"
    assert game.view(1)["chain"][0]["destinations"] == [{"obj": labels["foe"], "to": "base"}]
    apply_settled(game, Action("pass"))
    assert game.state.objs[labels["foe"]].zone == "base"


def test_the_quick_answer_plays_the_costliest_card_it_can_from_the_trash() -> None:
    # The Harrowing's target (RUP4 355.10.a): the Mech (7 Energy, ignored) over the Poro
    pos = _position("the-harrowing.toml")
    pos["A"]["trash"] = [t for t in pos["A"]["trash"] if t["label"] in ("poro", "mech")]
    game, labels = _game("the-harrowing.toml", pos)
    game.apply_or_raise(Action("play", (labels["harrow"],)))
    assert make_agent("easy").choose(game, 0).action == Action("target", (labels["mech"],))
    # not Vi, whose Fury Power A can't pay: she would stay in the trash (419.3.c)
    pos = _position("the-harrowing.toml")
    pos["A"]["trash"] = [{"card": "Vi, Destructive", "label": "vi"},
                         {"card": "Stalwart Poro", "label": "poro"}]
    game, labels = _game("the-harrowing.toml", pos)
    game.apply_or_raise(Action("play", (labels["harrow"],)))
    assert Action("target", (labels["vi"],)) in game.legal_actions()
    assert make_agent("easy").choose(game, 0).action == Action("target", (labels["poro"],))
