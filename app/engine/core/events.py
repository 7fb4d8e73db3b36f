"""Events: what an action caused, in order. They drive the log and the animations.

An event names its kind and carries plain data. `private_to` marks events whose
card identity only one player may see (a draw, a hidden card); `for_player`
returns the version a given player is allowed to see.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

_SECRET_FIELDS = ("card", "name")


@dataclass(frozen=True)
class Event:
    kind: str
    data: dict[str, Any] = field(default_factory=dict)
    private_to: int | None = None

    def for_player(self, player: int) -> Event:
        if self.private_to is None or self.private_to == player:
            return self
        return Event(self.kind, {k: v for k, v in self.data.items() if k not in _SECRET_FIELDS},
                     self.private_to)

    def __str__(self) -> str:
        args = " ".join(f"{k}={v}" for k, v in self.data.items())
        return f"{self.kind} {args}".strip()


class Log(Protocol):
    """What records events: the game state (its `events`), named here by what `emit` needs so
    that the bottom of the engine doesn't import the state built on it."""

    events: list[Any]


def emit(s: Log, kind: str, private_to: int | None = None, **data: object) -> None:
    """Record an event in the state's log, in order."""
    s.events.append(Event(kind, data, private_to))
