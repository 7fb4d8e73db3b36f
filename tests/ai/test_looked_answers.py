"""Computer players answer the questions about the cards they look at on top of their own deck
(predict, RUP4 436; look and draw): every level answers legally; the quick answer (Easy, and
every playout) recycles what it couldn't play by next turn, puts back on top first the
costliest card it could play, and draws the costliest card offered rather than none."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from app.ai import make_agent
from app.ai.playout import default_answer
from app.engine import Action
from app.engine.face.position import build_position
from app.scenarios import make_resolver

CARDS = Path(__file__).parents[1] / "cards" / "scenarios"


def _game(scenario: str, runes: int = 0):  # type: ignore[no-untyped-def]
    pos = tomllib.loads((CARDS / scenario).read_text(encoding="utf-8"))["position"]
    pos["A"]["runes"] = ["Calm Rune"] * runes
    return build_position(pos, make_resolver({}))


def _predicting(runes: int):  # type: ignore[no-untyped-def]
    """Clairvoyance on B's turn: A predicts 5 (Stalwart Poro 2, Mega-Mech 7, Mobilize 2,
    Hextech Ray 1, Vengeance 4)."""
    game, labels = _game("clairvoyance.toml", runes)
    for a in (Action("play", (labels["mob"],)), Action("pass"), Action("play", (labels["clair"],)),
              Action("pass"), Action("pass")):
        game.apply_or_raise(a)
    assert game.decision.data["ask"] == "predict_recycle"
    return game, labels


def test_predict_recycles_what_it_could_not_play_by_next_turn() -> None:
    game, labels = _predicting(runes=2)  # Mega-Mech (7) and Vengeance (4) are too dear
    first = default_answer(game, game.legal_actions())
    assert first.args[0] in (labels["two"], labels["five"])
    game.apply_or_raise(first)
    second = default_answer(game, game.legal_actions())
    assert {first.args[0], second.args[0]} == {labels["two"], labels["five"]}
    game.apply_or_raise(second)
    assert default_answer(game, game.legal_actions()) == Action("done")
    game.apply_or_raise(Action("done"))
    # the order: the costliest card it can play next turn on top (Mobilize or Stalwart Poro: 2)
    assert game.decision.data["ask"] == "predict_order"
    top = default_answer(game, game.legal_actions())
    assert game.state.objs[top.args[0]].card.energy == 2


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_answers_a_predict_and_a_look_and_draw(level) -> None:
    game, _ = _predicting(runes=6)
    agent = make_agent(level, seed=3)
    assert game.is_legal(agent.choose(game, 0).action)
    game, labels = _game("fate-weaver.toml")
    for a in (Action("play", (labels["fw"],)), Action("pass"), Action("pass")):
        game.apply_or_raise(a)
    assert game.decision.data["ask"] == "look_draw"
    choice = agent.choose(game, 0).action
    assert game.is_legal(choice)


def test_look_and_draw_takes_the_costliest_card_offered() -> None:
    game, labels = _game("fate-weaver.toml")
    for a in (Action("play", (labels["fw"],)), Action("pass"), Action("pass")):
        game.apply_or_raise(a)
    assert default_answer(game, game.legal_actions()) == Action("choose", (labels["eight"],))


def _placing(scenario: str, steps: tuple[str, ...], runes: int = 0):  # type: ignore[no-untyped-def]
    from app.engine.core.actions import parse_action
    from app.scenarios import expand

    game, labels = _game(scenario, runes)
    for text in steps:
        game.apply_or_raise(parse_action(expand(game, labels, text)))
    return game, labels


ALTAR = ("play {ray}", "pass", "pass", "yes", "pass", "pass")


def test_top_or_bottom_puts_back_the_dearest_card_and_tops_it_only_if_playable_soon() -> None:
    # Altar of Memories: hand Sun Disc (2) and Mobilize (2); with no runes, neither is
    # playable by next turn (2 > 0 + 1): the card chosen goes to the bottom
    game, labels = _placing("altar-of-memories.toml", ALTAR)
    pick = default_answer(game, game.legal_actions())
    assert pick.verb == "choose" and pick.args[0] in (labels["disc"], labels["drawn"])
    game.apply_or_raise(pick)
    assert default_answer(game, game.legal_actions()) == Action("choose", ("bottom",))
    # with a rune, a 2-cost card is playable next turn: on top, to draw it again
    game, labels = _placing("altar-of-memories.toml", ALTAR, runes=1)
    game.apply_or_raise(default_answer(game, game.legal_actions()))
    assert default_answer(game, game.legal_actions()) == Action("choose", ("top",))


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_answers_top_or_bottom(level) -> None:
    game, _ = _placing("altar-of-memories.toml", ALTAR)
    agent = make_agent(level, seed=3)
    assert game.is_legal(agent.choose(game, 0).action)
    game.apply_or_raise(agent.choose(game, 0).action)
    assert game.is_legal(agent.choose(game, 0).action)


def test_naming_picks_what_the_opponents_show() -> None:
    # The List: B's units are two Poros and an Elite: the tag named is Poro
    game, _ = _placing("the-list.toml", ("play {list}",))
    assert default_answer(game, game.legal_actions()) == Action("name", ("Poro",))
    # Fallen Feline: no spell of B's seen yet: the first name offered, a legal one
    game, _ = _placing("fallen-feline.toml", ("play {feline}", "to bf0", "pass", "pass"))
    first = default_answer(game, game.legal_actions())
    assert first.verb == "name" and game.is_legal(first)


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_names_legally(level) -> None:
    game, _ = _placing("fallen-feline.toml", ("play {feline}", "to bf0", "pass", "pass"))
    assert game.is_legal(make_agent(level, seed=3).choose(game, 0).action)
