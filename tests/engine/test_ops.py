"""The ops of the card vocabulary as classes (app.engine.mechanics.ops): each keeps the state
hash of the legacy `Step` it replaces (saves made mid-chain keep loading), survives pickling
(the catalog cache, `clone()`), and takes only its own fields from card data."""

from __future__ import annotations

import dataclasses
import pickle

import pytest

from app.cards.abilities import parse_abilities
from app.cards.catalog import load_catalog
from app.cards.models import CardDataError
from app.engine.core.abilities import Op, op_name
from app.engine.core.hashform import FORMS
from app.engine.face.game import _canon
from app.engine.mechanics.ops import OPS
from app.engine.mechanics.ops.cards import Draw


@pytest.mark.parametrize("cls", OPS, ids=op_name)
def test_an_op_is_a_frozen_slots_class_of_step_fields(cls: type[Op]) -> None:
    params = cls.__dataclass_params__  # type: ignore[attr-defined]
    assert params.frozen and "__slots__" in cls.__dict__
    assert cls.HASHED_AS == "Step"
    # hashed under the legacy Step's form: a field it lacks is hashed as that form's default;
    # a field added since (the Op base's level, RUP4 824; an op's own, like look_draw's rest)
    # with a default is hashed only away from it, so every earlier hash stays; a required one
    # is always hashed, and can only be on an op that came with it (the cards of an older op
    # would not load) (app.engine.core.hashform)
    step_fields = {name for name, _ in FORMS["Step"]}
    later = [f.name for f in dataclasses.fields(cls) if f.name not in step_fields]
    assert "level" in later


def test_an_op_hashes_as_the_legacy_step() -> None:
    # the form of Step(op="draw", n=2, who="each_player") before the ops were classes
    assert _canon(Draw(n=2, who="each_player")) == (
        "Step", "draw", 2, None, None, None, False, None, "turn", None, None, "here", None,
        "each_player", False, None, False, None, None, None, (), None, None, None, None, 0, None)


def test_catalog_ops_pickle_back_equal() -> None:
    cat = load_catalog()
    steps = [st for code in sorted(cat.implemented_codes()) for ab in cat.card_def(code).abilities
             for st in ab.steps if isinstance(st, OPS)]
    assert steps
    assert pickle.loads(pickle.dumps(steps)) == steps


def test_an_op_refuses_a_field_of_another_op() -> None:
    with pytest.raises(CardDataError, match="abilities.0.steps.0.dest"):
        parse_abilities([{"kind": "spell", "steps": [{"op": "draw", "n": 1, "dest": "any"}]}],
                        card="Test")
