"""Dependent abilities on a card's text (RUP4 727): Level abilities (824), active for their
controller's XP, and Empowered abilities (828), active while the card is Empowered; the
inactive ones greyed and marked in words (not by colour alone)."""

from __future__ import annotations

from html import escape
from typing import Any

from app.engine import CardDef
from app.ui.texts import translate

INACTIVE_GREY = "#8a877f"


def inactive_lines(card: CardDef, levels: list[dict[str, Any]]) -> set[int]:
    """The lines of the card's text (keyword lines first, then one per ability but the
    delayed and reflexive ones, as app.cards.text words it) whose dependent ability is inactive
    now; `levels`: the view's entries ({"ability": k, "active": ...}) of either kind."""
    inactive = {lv["ability"] for lv in levels if not lv["active"]}
    out = set()
    line = len(card.keywords)
    for k, ab in enumerate(card.abilities):
        if ab.kind == "delayed" or ab.trigger == "reflexive":  # worded in the step setting it off
            continue
        if k in inactive:
            out.add(line)
        line += 1
    return out


def has_dependent_text(state: dict[str, Any]) -> bool:
    """The view gives the card Level or Empowered abilities, or the Empowered status."""
    return bool(state.get("levels") or state.get("empowered_abilities")
                or state.get("empowered"))


def level_text_html(card: CardDef, text: str, state: dict[str, Any]) -> str:
    """The card text as rich text with its inactive Level and Empowered lines greyed and
    marked, under a line naming the Empowered status when the card has it (RUP4 441.2)."""
    marks = {n: translate("CardPreview", "(inactive: not enough XP)")
             for n in inactive_lines(card, state.get("levels", []))}
    marks.update({n: translate("CardPreview", "(inactive: not Empowered)")
                  for n in inactive_lines(card, state.get("empowered_abilities", []))})
    out = []
    times = int(state.get("empowered", 0))
    if times:
        status = translate("CardPreview", "Empowered") if times == 1 else \
            translate("CardPreview", "Empowered {n} times").format(n=times)
        out.append(f"<b>{escape(status)}</b>")
    for n, line in enumerate(text.split("\n")):
        if n in marks:
            out.append(f'<span style="color:{INACTIVE_GREY}">{escape(line)} <i>'
                       f'{escape(marks[n])}</i></span>')
        else:
            out.append(escape(line))
    return "<br>".join(out)
