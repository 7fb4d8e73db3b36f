"""The choices vocabulary (modal, player-choices, reveal-hand, cond-unless) is validated
while loading: a mistake names the card and the field."""

from __future__ import annotations

from typing import Any

import pytest

from app.cards.abilities import parse_abilities
from app.cards.models import CardDataError


def _bad(entry: dict[str, Any]) -> str:
    with pytest.raises(CardDataError) as info:
        parse_abilities([entry], card="'Test Card' (TST-001)")
    return str(info.value)


def _ok(entry: dict[str, Any]):  # type: ignore[no-untyped-def]
    return parse_abilities([entry], card="'Test Card' (TST-001)")[0]


DRAW = {"steps": [{"op": "draw", "n": 1}]}


def test_modes_compile_with_their_own_targets() -> None:
    ab = _ok({"kind": "activated", "cost_spend_buff": True, "modes_once_per_turn": True,
              "modes": [{"targets": [{"kind": "unit"}], "steps": [{"op": "stun", "target": 0}]},
                        DRAW]})
    assert len(ab.modes) == 2 and ab.modes[0].targets and not ab.targets and not ab.steps


@pytest.mark.parametrize(("entry", "message"), [
    ({"kind": "spell", "modes": [DRAW]}, "at least two modes"),
    ({"kind": "spell", "steps": [{"op": "draw", "n": 1}], "modes": [DRAW, DRAW]},
     "go in its modes"),
    ({"kind": "spell", "modes": [{"steps": [{"op": "stun", "target": 0}]}, DRAW]},
     "modes.0"),
    ({"kind": "spell", "steps": [{"op": "draw", "n": 1}], "modes_once_per_turn": True},
     "needs modes"),
    ({"kind": "spell", "steps": [{"op": "reveal_hand", "who": "chosen_player"}]},
     "choose_player"),
    ({"kind": "spell", "choose_player": "opponent",
      "steps": [{"op": "discard_hand", "who": "chosen_player"}]}, "chosen_player"),
    ({"kind": "spell", "targets": [{"kind": "unit"}],
      "steps": [{"op": "unless", "who": "its_controller", "target": 0, "n": 2}]}, "offer"),
    ({"kind": "spell", "steps": [{"op": "deal", "n": 2, "condition": "not_stopped"}]},
     "unless"),
    ({"kind": "spell", "targets": [{"kind": "hand_card"}], "steps": [{"op": "draw", "n": 1}]},
     "hand_card"),
    ({"kind": "spell", "steps": [{"op": "revealed_discard"}]}, "scope"),
    ({"kind": "spell", "steps": [{"op": "reveal_top", "n": 5},
                                 {"op": "deal", "n": 1, "amount": "revealed_keyword"}]},
     "keyword"),
])
def test_mistakes_are_named(entry: dict[str, Any], message: str) -> None:
    assert message in _bad(entry)
