"""Computer players and Svellsongur (SFD-059): a unit's text copied by its Equipment is worth
a second instance of each ability and keyword (nothing for a text without any), so Normal and
Hard equip it onto the unit with something to copy; every level answers its choice legally."""

from __future__ import annotations

import pytest

from app.ai import make_agent
from app.ai.evaluate import evaluate
from app.engine import Action
from app.engine.face.position import build_position
from app.scenarios import make_resolver


def _game(attached: str = "", units: tuple[str, ...] = ("Crackshot Corsair",)):  # type: ignore[no-untyped-def]
    gear: dict[str, object] = {"card": "Svellsongur", "label": "gear"}
    if attached:
        gear["attached_to"] = attached
    base: list[dict[str, object]] = [{"card": u, "label": f"u{k}", "exhausted": True}
                                     for k, u in enumerate(units)]
    pos = {"turn_player": "A",
           "A": {"runes": ["Calm Rune", "Calm Rune", "Calm Rune"], "base": [*base, gear]},
           "B": {"base": [{"card": "Shipyard Skulker", "owner": "B"}]}}
    return build_position(pos, make_resolver({}))


def test_a_copied_text_is_worth_its_abilities() -> None:
    plain, _ = _game()
    copied, _ = _game(attached="u0")
    assert evaluate(copied.state, 0) > evaluate(plain.state, 0)
    assert evaluate(copied.state, 1) < evaluate(plain.state, 1)
    vanilla, _ = _game(units=("Shipyard Skulker",))
    nothing, _ = _game(attached="u0", units=("Shipyard Skulker",))
    assert evaluate(nothing.state, 0) == evaluate(vanilla.state, 0)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_it_is_equipped_onto_the_unit_with_text(level) -> None:  # type: ignore[no-untyped-def]
    game, labels = _game(units=("Shipyard Skulker", "Crackshot Corsair"))
    agent = make_agent(level, seed=1)
    assert agent.choose(game, 0).action == Action("act", (labels["gear"], 0))
    game.apply_or_raise(Action("act", (labels["gear"], 0)))
    assert agent.choose(game, 0).action == Action("target", (labels["u1"],))


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_answers_its_choice(level) -> None:  # type: ignore[no-untyped-def]
    game, labels = _game(units=("Shipyard Skulker", "Crackshot Corsair"))
    game.apply_or_raise(Action("act", (labels["gear"], 0)))
    choice = make_agent(level, seed=2).choose(game, 0)
    assert game.is_legal(choice.action) and choice.action.verb in ("target", "cancel")
