"""A random legal action, for random games (app/selfplay.py), the Random agent (app/ai) and
tests. It sits here, under both, so that the agents see only the engine."""

from __future__ import annotations

import random

from app.engine.core.actions import Action


def choose_random(rng: random.Random, actions: list[Action]) -> Action:
    """Uniform over the actions, but rarely a bare rune action (auto-payment covers costs)."""
    if rng.random() < 0.05:
        return rng.choice(actions)
    plain = [a for a in actions if a.verb not in ("tap", "rec")]
    return rng.choice(plain or actions)
