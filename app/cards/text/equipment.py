"""Equipment's wording (RUP4 136, 434, 818): the "attach" instruction and Effect Text."""

from __future__ import annotations

from dataclasses import replace

from app.engine.cards import CardDef
from app.engine.core.enums import CardType


def attach_text(unit: str) -> str:
    """Op "attach": this gear goes onto the chosen unit (RUP4 434)."""
    return f"attach this gear to {unit} (it goes to that unit's location; this is not a move)"


def as_unit(card: CardDef) -> CardDef:
    """The card as the unit its Effect Text is appended to sees it: "me" is that unit
    (RUP4 136.2.c)."""
    return replace(card, type=CardType.UNIT, abilities=())


def effect_text(text: str) -> str:
    """An Effect Text ability: the unit's while this is attached to it (RUP4 136.2, 718.3)."""
    return f"While this is attached to a unit, that unit has: “{text}”"
