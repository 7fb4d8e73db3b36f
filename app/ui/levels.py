"""Level abilities on a card's text (RUP4 824, 720-727): which are active for its controller
now, the inactive ones greyed and marked in words (not by colour alone)."""

from __future__ import annotations

from html import escape
from typing import Any

from app.engine import CardDef
from app.ui.texts import translate

INACTIVE_GREY = "#8a877f"


def inactive_lines(card: CardDef, levels: list[dict[str, Any]]) -> set[int]:
    """The lines of the card's text (keyword lines first, then one per ability but the
    delayed and reflexive ones, as app.cards.text words it) whose Level ability is inactive now."""
    inactive = {lv["ability"] for lv in levels if not lv["active"]}
    out = set()
    line = len(card.keywords)
    for k, ab in enumerate(card.abilities):
        if ab.kind in ("delayed", "reflexive"):  # worded inside the step that sets it off
            continue
        if k in inactive:
            out.add(line)
        line += 1
    return out


def level_text_html(card: CardDef, text: str, levels: list[dict[str, Any]]) -> str:
    """The card text as rich text with its inactive Level lines greyed and marked."""
    grey = inactive_lines(card, levels)
    mark = translate("CardPreview", "(inactive: not enough XP)")
    out = []
    for n, line in enumerate(text.split("\n")):
        if n in grey:
            out.append(f'<span style="color:{INACTIVE_GREY}">{escape(line)} <i>{escape(mark)}'
                       f'</i></span>')
        else:
            out.append(escape(line))
    return "<br>".join(out)
