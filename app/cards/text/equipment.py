"""Equipment's wording (RUP4 136, 434, 818): Effect Text and the keyword lines of an Equipment
(its ops word themselves: app.engine.mechanics.ops.equipment)."""

from __future__ import annotations

from dataclasses import replace

from app.cards.text.keywords import keyword_line
from app.engine.core.cards import CardDef
from app.engine.core.enums import CardType, Keyword
from app.engine.reads.attached import EFFECT_KEYWORDS


def as_unit(card: CardDef) -> CardDef:
    """The card as the unit its Effect Text is appended to sees it: "me" is that unit
    (RUP4 136.2.c)."""
    return replace(card, type=CardType.UNIT, abilities=())


def effect_text(text: str) -> str:
    """An Effect Text ability: the unit's while this is attached to it (RUP4 136.2, 718.3)."""
    return f"While this is attached to a unit, that unit has: “{text}”"


def _entered(card: CardDef) -> bool:
    """An Equipment whose abilities are entered (it has its Equip ability): its Effect Text
    is worded as such; other cards keep their keyword lines as printed."""
    return card.type is CardType.GEAR and "Equipment" in card.tags and any(
        ab.equipment == "equip" for ab in card.abilities)


def is_effect_keyword(card: CardDef, kw: Keyword) -> bool:
    """A keyword an Equipment prints in its Effect Text, for the unit (RUP4 136.2)."""
    return kw in EFFECT_KEYWORDS and _entered(card)


def keyword_text(card: CardDef, kw: Keyword, n: int) -> str:
    """A keyword's line; an entered Equipment's Effect Text keywords are its unit's while it
    is attached, and its Equip line says its Might Bonus (RUP4 434.1.c-d)."""
    line = keyword_line(kw, n)
    if is_effect_keyword(card, kw):
        return f"{line} Its Effect Text: only the unit this is attached to has it."
    if kw is Keyword.EQUIP and card.might_bonus and _entered(card):
        line += (f" While this is attached to a unit, that unit has +{card.might_bonus} Might "
                 f"(its Might Bonus).")
    return line
