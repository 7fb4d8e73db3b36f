"""A structural deep copy of a game state: the same result as a pickle round trip, faster.

General by construction, so new state fields and new classes need nothing here:
- a class with __slots__ (Obj, Player, ChainItem, ... and any new one) is copied slot by
  slot with a copier generated from its slots, its parents' included, on first use; the
  slots a class names in IMMUTABLE_SLOTS (always set, always immutable) are shared without
  looking, which makes the many game objects three times quicker to copy;
- lists, dicts and sets are copied, their items recursively;
- immutable values are shared: numbers, strings, None, enums, frozen dataclasses (card and
  ability definitions, events), and tuples / frozensets of immutable values;
- anything else falls back to copy.deepcopy.

Like pickle without its memo for containers, it assumes that no mutable object of the state
is reachable by two paths (two fields holding the same list). tests/engine/test_clone.py
checks that on random games, so that a change which starts sharing fails there.
"""

from __future__ import annotations

import copy
import dataclasses
from enum import Enum
from typing import Any

# types whose values are shared as they are (grown as new immutable types are met)
_ATOMS: set[type] = {int, str, float, bool, complex, bytes, type(None)}
_COPIERS: dict[type, Any] = {}


def _is_atom_type(t: type) -> bool:
    if t in _ATOMS:
        return True
    if issubclass(t, Enum) or (dataclasses.is_dataclass(t)
                               and t.__dataclass_params__.frozen):  # type: ignore[attr-defined]
        _ATOMS.add(t)
        return True
    return False


def deep_copy(v: Any) -> Any:
    t = type(v)
    if t in _ATOMS:
        return v
    f = _COPIERS.get(t)
    if f is None:
        f = _COPIERS[t] = _make_copier(t)
    return f(v)


def _copy_list(v: list) -> list:
    atoms = _ATOMS
    for x in v:
        if type(x) not in atoms:
            return [x if type(x) in atoms else deep_copy(x) for x in v]
    return v[:]


def _copy_dict(v: dict) -> dict:
    atoms = _ATOMS
    for x in v.values():
        if type(x) not in atoms:
            return {k: x if type(x) in atoms else deep_copy(x) for k, x in v.items()}
    return v.copy()


def _copy_set(v: set) -> set:
    return {x if type(x) in _ATOMS else deep_copy(x) for x in v}


def _make_tuple_copier(t: type) -> Any:
    make = t._make if hasattr(t, "_make") else t  # NamedTuple or tuple / frozenset

    def copier(v: Any) -> Any:
        atoms = _ATOMS
        for x in v:
            if type(x) not in atoms and not _is_atom_type(type(x)):
                return make(x if type(x) in atoms else deep_copy(x) for x in v)
        return v  # immutable all the way down: shared

    return copier


def _slots_of(t: type) -> list[str]:
    names: list[str] = []
    for klass in reversed(t.__mro__):
        slots = klass.__dict__.get("__slots__", ())
        for name in (slots,) if isinstance(slots, str) else slots:
            if name not in ("__dict__", "__weakref__") and name not in names:
                names.append(name)
    return names


def _make_slots_copier(t: type) -> Any:
    """Source like `n = new(T); x = v.a; n.a = x if type(x) in A else C(x); ...`, compiled.
    An empty list is made on the spot: objects carry several, and a call each would be most
    of the copy's time."""
    lines = ["def copier(v):", "    n = new(T)"]
    shared = set(getattr(t, "IMMUTABLE_SLOTS", ()))
    for name in _slots_of(t):
        if name in shared:  # declared always set and immutable: no check (test_clone.py)
            lines.append(f"    n.{name} = v.{name}")
            continue
        lines.append(f"    try:\n        x = v.{name}\n    except AttributeError:\n        pass")
        lines.append(f"    else:\n        n.{name} = x if type(x) in A else "
                     "([] if type(x) is list and not x else C(x))")
    lines.append("    return n")
    env = {"new": object.__new__, "T": t, "A": _ATOMS, "C": deep_copy}
    exec("\n".join(lines), env)  # noqa: S102 - code built from the class's own slot names
    return env["copier"]


def _make_copier(t: type) -> Any:
    if _is_atom_type(t):
        return lambda v: v
    if t is list:
        return _copy_list
    if t is dict:
        return _copy_dict
    if t is set:
        return _copy_set
    if issubclass(t, (tuple, frozenset)):
        return _make_tuple_copier(t)
    if _slots_of(t) and not any("__dict__" in k.__dict__ for k in t.__mro__):
        return _make_slots_copier(t)
    return copy.deepcopy
