"""Computer players and Equipment (RUP4 818, 821): an equipped unit is worth its Might with the
Equipment's bonus, every level answers Weaponmaster's questions legally, and Hard equips a
unit when that is the useful thing to do."""

from __future__ import annotations

import pytest

from app.ai import make_agent
from app.ai.evaluate import evaluate
from app.engine import Action
from app.engine.face.position import build_position
from app.scenarios import make_resolver


def _game(attached: bool = False, hand: tuple[str, ...] = (),  # type: ignore[no-untyped-def]
          tired: bool = False):
    blade = {"card": "Doran's Blade", "label": "blade"}
    if attached:
        blade["attached_to"] = "skulker"
    pos = {"turn_player": "A",
           "A": {"runes": ["Body Rune", "Body Rune"], "hand": list(hand),
                 "base": [{"card": "Shipyard Skulker", "label": "skulker", "exhausted": tired},
                          blade]},
           "B": {"base": [{"card": "Shipyard Skulker", "owner": "B"}]}}
    return build_position(pos, make_resolver({}))


def test_an_equipped_unit_is_worth_more() -> None:
    plain, _ = _game()
    equipped, _ = _game(attached=True)
    assert evaluate(equipped.state, 0) > evaluate(plain.state, 0)
    assert evaluate(equipped.state, 1) < evaluate(plain.state, 1)


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_answers_weaponmaster(level) -> None:
    game, labels = _game(attached=True, hand=("Veteran Poro",))
    poro = next(o.id for o in game.state.objs.values() if o.card.name == "Veteran Poro")
    game.apply_or_raise(Action("play", (poro,)))
    game.apply_or_raise(Action("pay"))
    assert game.decision.data["ask"] == "may"
    choice = make_agent(level, seed=2).choose(game, 0)
    assert game.is_legal(choice.action) and choice.action.verb in ("yes", "no")


def test_hard_equips_its_unit() -> None:
    game, labels = _game(tired=True)  # it can't move: equipping it is what is left to do
    choice = make_agent("hard", seed=1).choose(game, 0)
    assert choice.action == Action("act", (labels["blade"], 0))
