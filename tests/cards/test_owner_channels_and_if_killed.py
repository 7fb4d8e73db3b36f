"""Two small pieces of vocabulary: "its owner channels" (a channel step with a target slot)
and the step condition "if_killed" ("Kill it. If you do, ..."; RUP4 359.3.e.14.b).

The behaviour of "if_killed" is checked by tests/scenarios/359.3.e.14.b-if-you-do-kill.toml;
here: validation, wording, and owners channelling for objects an earlier step moved away.
"""

from __future__ import annotations

import pytest

from app.cards.abilities import parse_abilities
from app.cards.models import CardDataError
from app.cards.text import ability_text
from app.engine.core.abilities import Ability
from app.engine.core.cards import CardDef
from app.engine.core.enums import CardType
from app.engine.core.selects import Select, TargetSlot
from app.engine.mechanics.ops.movement import ReturnHand
from app.engine.mechanics.ops.resources import Channel
from app.scenarios import run_scenario

SPELL = CardDef(code="TST-002", name="Test Spell", type=CardType.SPELL, energy=1)
UNIT = CardDef(code="TST-001", name="Test Unit", type=CardType.UNIT, energy=1, might=1)


def test_channel_takes_a_target_but_no_scope() -> None:
    ok = {"kind": "spell", "targets": [{"kind": "unit", "side": "friendly"}],
          "steps": [{"op": "return_hand", "target": 0},
                    {"op": "channel", "n": 1, "exhausted": True, "target": 0}]}
    (ab,) = parse_abilities([ok], card="TST-002")
    assert ab.steps[1].target == 0
    bad = {"kind": "spell", "steps": [{"op": "channel", "n": 1,
                                       "scope": {"kind": "unit", "side": "friendly"}}]}
    with pytest.raises(CardDataError, match=r"steps\.0\.scope: Unexpected keyword"):
        parse_abilities([bad], card="TST-002")


def test_if_killed_is_a_step_condition() -> None:
    entry = {"kind": "triggered", "trigger": "conquer", "optional": True,
             "targets": [{"kind": "gear"}],
             "steps": [{"op": "kill", "target": 0}, {"op": "buff", "condition": "if_killed"}]}
    (ab,) = parse_abilities([entry], card="TST-001")
    assert ab.steps[1].condition == "if_killed"
    assert ability_text(ab, UNIT) == ("When this unit conquers, you may choose a gear. Kill it. "
                                      "If that killed anything, buff this unit.")


def test_owner_channel_wording() -> None:
    one = Ability(kind="spell", targets=(TargetSlot(Select(side="friendly")),),
                  steps=(ReturnHand(target=0),
                         Channel(n=1, exhausted=True, target=0)))
    assert ability_text(one, SPELL).endswith(
        "Return it to its owner's hand. Its owner channels 1 rune, which enters exhausted.")
    two = Ability(kind="spell", targets=(TargetSlot(Select(side="friendly"), count=2),),
                  steps=(Channel(n=2, target=0),))
    assert ability_text(two, SPELL).endswith("Their owners each channel 2 runes.")


SCENARIO = {
    "name": "owners channel for the units an earlier instruction sent to their hands",
    "cards": {
        "Test Recall": {
            "type": "Spell", "energy": 0,
            "abilities": [{
                "kind": "spell",
                "targets": [{"kind": "unit", "side": "friendly", "count": 2}],
                "steps": [{"op": "return_hand", "target": 0},
                          {"op": "channel", "n": 1, "exhausted": True, "target": 0}],
            }],
        },
        "Test Pawn": {"type": "Unit", "energy": 1, "might": 1},
    },
    "position": {
        "turn_player": "A",
        "A": {"hand": [{"card": "Test Recall", "label": "recall"}],
              "rune_deck": [{"card": "Mind Rune", "label": "arune"}],
              "base": [{"card": "Test Pawn", "label": "own"},
                       {"card": "Test Pawn", "label": "lent", "owner": "B",
                        "controller": "A"}]},
        "B": {"rune_deck": [{"card": "Calm Rune", "label": "brune"}],
              "base": [{"card": "Test Pawn", "label": "theirs"}]},
    },
    "step": [{
        "actions": ["play {recall}", "target {own}", "pass", "pass"],
        "expect": [
            {"zone": "A.hand", "contains": ["Test Pawn"], "count": 1},
            {"zone": "B.hand", "contains": ["Test Pawn"], "count": 1},
            {"object": "arune", "at": "runes", "exhausted": True},
            {"object": "brune", "at": "runes", "exhausted": True},
            {"object": "theirs", "at": "base"},
            {"rune_count": {"A": 1, "B": 1}},
        ],
    }],
}


def test_each_owner_channels() -> None:
    outcome = run_scenario(SCENARIO)
    assert outcome.error is None, outcome.error
    assert outcome.checks and all(ok for ok, _ in outcome.checks), outcome.checks
