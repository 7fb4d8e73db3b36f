"""The state hash survives renaming and subclassing the vocabulary classes
(app.engine.core.hashform).

A chain item waiting to resolve holds its Ability and Steps, so they are part of the state
hash, which a save must reproduce to load (app/storage/saves.py). The legacy `Step` was split
into per-op classes (each with only the fields its op uses, hashed as "Step"): renaming or
subclassing them must not change it either.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any, ClassVar

import pytest

from app.cards.catalog import load_catalog
from app.decks.builtin import load_builtin_decks
from app.decks.spec import to_deck_spec
from app.engine import new_game
from app.engine.core.abilities import Ability, Op
from app.engine.core.hashform import FORMS
from app.engine.face.game import _canon
from app.engine.mechanics.ops.cards import Draw
from app.selfplay import choose_random


@dataclasses.dataclass(frozen=True, slots=True)
class RenamedAbility(Ability):
    pass


def _values(v: Any, cls: type) -> dict[str, Any]:
    return {f.name: getattr(v, f.name) for f in dataclasses.fields(cls)}


def _renamed(cls: type[Op]) -> type[Op]:
    """A subclass of an op's class: its own __slots__ is empty, so hashed by class it would
    lose every field."""
    sub = type(f"Renamed{cls.__name__}", (cls,), {})
    return dataclasses.dataclass(frozen=True, slots=True, kw_only=True)(sub)


def renamed(ab: Ability) -> RenamedAbility:
    steps = tuple(_renamed(type(st))(**_values(st, type(st))) for st in ab.steps)
    return RenamedAbility(**{**_values(ab, Ability), "steps": steps})


def trimmed(st: Any, extra: dict[str, Any] | None = None) -> Any:
    """A per-op class holding only the fields this step sets (plus `extra` new ones). A field
    of the frozen form gets this step's value as its default; a field added since keeps its
    own default (None, 0, ...) and is given the value, as a per-op class would declare it."""
    form = dict(FORMS["Step"])
    frozen = set(form)
    # a field the step sets: away from the frozen form's default (an op may declare its own
    # default, e.g. reveal_draw's n = 1) or, added since, from its own
    used = [f for f in dataclasses.fields(st) if f.name == "op"
            or getattr(st, f.name) != form.get(f.name, f.default)]
    spec: list[Any] = [(f.name, Any, dataclasses.field(
        default=getattr(st, f.name) if f.name in frozen else f.default)) for f in used]
    spec += [(k, Any, dataclasses.field(default=None)) for k in extra or {}]
    cls = dataclasses.make_dataclass(st.op.title(), spec, frozen=True, slots=True, kw_only=True,
                                     namespace={"HASHED_AS": "Step",
                                                "__annotations__": {"HASHED_AS": ClassVar}})
    later = {f.name: getattr(st, f.name) for f in used if f.name not in frozen}
    return cls(**later, **(extra or {}))


@pytest.fixture(scope="module")
def abilities() -> list[Ability]:
    cat = load_catalog()
    return [ab for code in sorted(cat.implemented_codes())
            for ab in cat.card_def(code).abilities]


def test_subclasses_hash_as_the_classes_they_replace(abilities) -> None:  # type: ignore[no-untyped-def]
    for ab in abilities:
        assert _canon(renamed(ab)) == _canon(ab), ab


def test_a_per_op_class_with_fewer_fields_hashes_as_the_step(abilities) -> None:  # type: ignore[no-untyped-def]
    steps = {st for ab in abilities for st in ab.steps}
    assert len(steps) > 100
    for st in steps:
        assert _canon(trimmed(st)) == _canon(st), st


def test_a_new_field_counts_only_away_from_its_default() -> None:
    st = Draw(n=2)
    assert _canon(trimmed(st, {"fresh": None})) == _canon(st)
    assert _canon(trimmed(st, {"fresh": 3})) == (*_canon(st), ("fresh", 3))


def _game_with_a_waiting_trigger():  # type: ignore[no-untyped-def]
    decks = [to_deck_spec(d) for _, d in sorted(load_builtin_decks().items())]
    for seed in range(50):
        game = new_game(decks[:2], seed=seed)
        rng = random.Random(seed)
        while not game.is_over and game.state.turn <= 30:
            items = [i for i in game.state.chain if i.ability is not None and i.ability.steps]
            if items:
                return game, items[0]
            game.apply_or_raise(choose_random(rng, game.legal_actions()))
    raise AssertionError("no game reached an ability on the chain")


def test_state_hash_of_a_chain_item_survives_renaming() -> None:
    game, item = _game_with_a_waiting_trigger()
    before = game.hash()
    item.ability = renamed(item.ability)
    assert game.hash() == before
    first = item.ability.steps[0]
    item.ability = dataclasses.replace(item.ability, steps=(
        dataclasses.replace(first, condition="legion"), *item.ability.steps[1:]))
    assert game.hash() != before  # the steps are hashed: a different step, another hash
