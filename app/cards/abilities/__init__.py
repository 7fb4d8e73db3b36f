"""Validated ability definitions: the data form of `app.engine.core.abilities`.

Card abilities are written as TOML tables (`data/<set>/<type>.toml`, conventions in
`data/README.md`, and the scenario format in tests/scenarios/README.md). These pydantic
models mirror the engine dataclasses field for field, but every name (op, trigger,
condition, kind, side, where, static op) is a `Literal`, unknown keys are rejected, and
cross-field rules are checked, so a typo fails while loading with a message naming the card
and the field, never later inside the engine. `compile()` turns a model into the engine's
frozen value.

The package: `vocabulary` (the names), `selects`, `steps` (the union of the op classes of
app.engine.mechanics.ops, which validate themselves), `statics`, `ability` (a whole ability
and a card's abilities) and `files` (loading).
"""

from app.cards.abilities.ability import AbilityDef, CardAbilities, ModeDef
from app.cards.abilities.files import (
    AbilityFile,
    check_card_fit,
    load_ability_file,
    parse_abilities,
)
from app.cards.abilities.selects import SelectDef, TargetDef
from app.cards.abilities.statics import StaticDef
from app.cards.abilities.vocabulary import (
    ABILITY_CONDITIONS,
    ABILITY_KINDS,
    KINDS,
    SIDES,
    STATIC_CONDITIONS,
    STATIC_OPS,
    STEP_CONDITIONS,
    TRIGGERS,
    WHERES,
    format_errors,
)
from app.engine.core.abilities import parse_pip

__all__ = [
    "ABILITY_CONDITIONS",
    "ABILITY_KINDS",
    "KINDS",
    "SIDES",
    "STATIC_CONDITIONS",
    "STATIC_OPS",
    "STEP_CONDITIONS",
    "TRIGGERS",
    "WHERES",
    "AbilityDef",
    "AbilityFile",
    "CardAbilities",
    "ModeDef",
    "SelectDef",
    "StaticDef",
    "TargetDef",
    "check_card_fit",
    "format_errors",
    "load_ability_file",
    "parse_abilities",
    "parse_pip",
]
