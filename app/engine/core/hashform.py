"""How the card vocabulary's values enter the state hash: a form frozen at main 7d48af1.

`game.state_hash` hashes any slots object as its class name and slot values. A chain item
waiting to resolve holds its Ability, Steps, Selects..., so they are part of a state's hash, and
a save whose replayed hash differs is refused (app/storage/saves.py). Hashed by class, they
would change every such hash when a class is renamed or split into subclasses (a slots subclass
lists only its own fields in `__slots__`) or gains a field. So a vocabulary class names, in its
`HASHED_AS` class variable, the form below it is hashed under: `(name, the value of each field
listed, or the default given here when the class no longer has that field)`, then
`(field, value)` for each other field whose value differs from its default. A class keeps
today's hashes by keeping its fields' names and meanings; this table never changes.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from functools import cache
from typing import Any

__all__ = ["FORMS", "vocabulary_form"]

# (field, its default as game._canon hashes it), in the order of the fields at 7d48af1
_SELECT: tuple[tuple[str, Any], ...] = (
    ("kind", "unit"), ("side", "any"), ("where", "any"), ("max_might", None),
    ("card_type", None), ("not_card_type", None), ("other", False), ("exhausted", None),
    ("buffed", None), ("stunned", None), ("damaged", None), ("tag", None), ("keyword", None),
    ("max_energy", None), ("max_power", None), ("mighty", None), ("or_gear", False),
    ("or_facedown", False), ("any_trash", False), ("owned", False), ("or_champion", False),
)
_DEFAULT_SELECT = ("Select", *(d for _, d in _SELECT))

FORMS: dict[str, tuple[tuple[str, Any], ...]] = {
    "Select": _SELECT,
    "TargetSlot": (
        ("select", None), ("count", 1), ("up_to", False), ("cost", None), ("distinct", False),
        ("ignore_cost", False), ("same_bf", False), ("total_might", None),
    ),
    "Step": (
        ("op", None), ("n", 0), ("target", None), ("scope", None), ("card", None),
        ("exhausted", False), ("keyword", None), ("duration", "turn"), ("condition", None),
        ("handler", None), ("to", "here"), ("domain", None), ("who", "you"), ("may", False),
        ("amount", None), ("ready", False), ("dest", None), ("at_most", None), ("effects", None),
        ("power", ()), ("per_scope", None), ("offer", None), ("also", None), ("ignore", None),
        ("less", 0), ("then", None),
    ),
    "Static": (
        ("op", None), ("n", 0),
        ("scope", _DEFAULT_SELECT),
        ("keyword", None), ("condition", None), ("per", None), ("per_scope", None),
        ("if_lacking", False), ("minimum", None), ("within", None), ("optional", False),
        ("cost_energy", 0), ("cost_power", ()), ("exhaust_self", False), ("spend_buff", False),
    ),
    "Mode": (
        ("targets", ()), ("steps", ()),
    ),
    "Ability": (
        ("kind", None), ("trigger", None), ("targets", ()), ("steps", ()), ("optional", False),
        ("timing", "normal"), ("cost_energy", 0), ("cost_power", ()), ("exhaust_self", False),
        ("adds", False), ("static", None), ("condition", None), ("legion", False),
        ("cost_spend_buff", False), ("if_control", None), ("if_count", 1), ("event", None),
        ("cost_recycle_self", False), ("excess", None), ("less_energy", 0), ("less_power", ()),
        ("from_trash", False), ("modes", ()), ("modes_once_per_turn", False),
        ("choose_player", None),
    ),
}

_NO_DEFAULT = object()

# Fields left out of the hash: `yours` ("you control", not an ally's, RUP4 740.1.a) was added
# to card definitions that saves already held on the chain as "friendly"; a definition comes
# from the catalog, so the field tells no two states of one version apart, and leaving it out
# keeps those saves verifying.
_UNHASHED = frozenset({"yours"})


@cache
def _later_fields(cls: type, form: str) -> tuple[tuple[str, Any], ...]:
    """The fields of `cls` that the frozen form doesn't list, with their defaults."""
    listed = {name for name, _ in FORMS[form]}
    out = []
    for f in dataclasses.fields(cls):
        if f.name in listed or f.name in _UNHASHED:
            continue
        if f.default is not dataclasses.MISSING:
            out.append((f.name, f.default))
        elif f.default_factory is not dataclasses.MISSING:
            out.append((f.name, f.default_factory()))
        else:
            out.append((f.name, _NO_DEFAULT))
    return tuple(out)


def vocabulary_form(v: Any, form: str, canon: Callable[[Any], Any]) -> tuple[Any, ...]:
    """The hashable form of a vocabulary value hashed as `form` ("Step", ...)."""
    head = tuple(canon(getattr(v, name)) if hasattr(v, name) else default
                 for name, default in FORMS[form])
    cls: type = type(v)
    later = tuple((name, canon(x)) for name, default in _later_fields(cls, form)
                  if (x := getattr(v, name)) != default or default is _NO_DEFAULT)
    return (form, *head, *later)
