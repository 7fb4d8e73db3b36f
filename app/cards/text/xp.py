"""Wording of XP (RUP4 728-733) and Level (824) in an ability's costs and conditions: "spend N
XP", the lead of a Level ability, a spell's Level text (the ops gain_xp and spend_xp word
themselves: app.engine.mechanics.ops.experience)."""

from __future__ import annotations

from app.engine.core.abilities import Ability, Op
from app.engine.mechanics.wording import CardTextError, _sentences


def spend_xp_cost(ability: Ability) -> list[str]:
    """ "spend N XP" among an activated ability's costs (730.2)."""
    return [f"spend {ability.cost_xp} XP"] if ability.cost_xp else []


def level_lead(ability: Ability) -> str:
    """ "Level N — ": the rest works only while you have N or more XP (824.1.b.1); the card's
    Level keyword line carries the reminder."""
    return f"Level {ability.level} — " if ability.level is not None else ""


def xp_additional_cost_text(ability: Ability, noun: str) -> str:
    """An optional extra cost of N XP for playing the card, with the Energy it then saves
    (RUP4 356.2, 730.2; the discount 356.4)."""
    if not ability.optional or ability.cost_energy or ability.cost_power or ability.targets \
            or ability.less_power:
        raise CardTextError("no wording for this XP additional cost")
    text = f"optional additional cost for playing {noun}: spend {ability.cost_xp} XP"
    if ability.less_energy:
        text += f". If you do, {noun} costs {ability.less_energy} Energy less"
    return _sentences([text])


def step_level_text(step: Op, body: str) -> str:
    """A spell's "[Level N] <instruction>", and the instruction it replaces (824.1.b)."""
    if step.condition == "below_level":
        return f"if you have fewer than {step.level} XP, {body}"
    return f"if you have {step.level} or more XP, {body}"
