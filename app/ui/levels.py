"""Dependent abilities on a card's text (RUP4 727): Level abilities (824), active for their
controller's XP, and Empowered abilities (828), active while the card is Empowered; the
inactive ones greyed and marked in words (not by colour alone). A text an Equipment copied
onto its unit (Svellsongur) has its abilities numbered after the unit's own (the view's
entries count them so), and its lines are greyed by the same rule."""

from __future__ import annotations

from html import escape
from typing import Any

from app.engine import CardDef
from app.ui.texts import translate

INACTIVE_GREY = "#8a877f"


def ability_lines(card: CardDef) -> dict[int, int]:
    """Each ability's line in the card's text (keyword lines first, then one per ability but
    the delayed and reflexive ones, worded in the step setting them off, as app.cards.text
    words it): ability index -> line."""
    out = {}
    line = len(card.keywords)
    for k, ab in enumerate(card.abilities):
        if ab.kind == "delayed" or ab.trigger == "reflexive":
            continue
        out[k] = line
        line += 1
    return out


def inactive_lines(card: CardDef, levels: list[dict[str, Any]], first: int = 0) -> set[int]:
    """The lines of the card's text whose dependent ability is inactive now; `levels`: the
    view's entries ({"ability": k, "active": ...}) of either kind, the card's abilities
    counted from `first` (a copied text's, after the unit's own and earlier copies')."""
    inactive = {lv["ability"] - first for lv in levels if not lv["active"]}
    return {line for k, line in ability_lines(card).items() if k in inactive}


def has_dependent_text(state: dict[str, Any]) -> bool:
    """The view gives the card Level or Empowered abilities, or the Empowered status."""
    return bool(state.get("levels") or state.get("empowered_abilities")
                or state.get("empowered"))


def _marks(card: CardDef, state: dict[str, Any], first: int) -> dict[int, str]:
    marks = {n: translate("CardPreview", "(inactive: not enough XP)")
             for n in inactive_lines(card, state.get("levels", []), first)}
    marks.update({n: translate("CardPreview", "(inactive: not Empowered)")
                  for n in inactive_lines(card, state.get("empowered_abilities", []), first)})
    return marks


def level_text_html(paragraphs: list[tuple[CardDef, str]], state: dict[str, Any]) -> str:
    """The card text as rich text with its inactive Level and Empowered lines greyed and
    marked, under a line naming the Empowered status when the card has it (RUP4 441.2).
    `paragraphs`: the card and its text, then each text an Equipment copied onto it (the
    copied card and its paragraph), in the order the view lists them (`text_copies`)."""
    out = []
    times = int(state.get("empowered", 0))
    if times:
        status = translate("CardPreview", "Empowered") if times == 1 else \
            translate("CardPreview", "Empowered {n} times").format(n=times)
        out.append(f"<b>{escape(status)}</b>")
    first, any_text = 0, False
    for card, text in paragraphs:
        marks = _marks(card, state, first)
        first += len(card.abilities)
        if not text:  # a card we can't word: its abilities still count
            continue
        if any_text:
            out.append("")
        any_text = True
        for n, line in enumerate(text.split("\n")):
            if n in marks:
                out.append(f'<span style="color:{INACTIVE_GREY}">{escape(line)} <i>'
                           f'{escape(marks[n])}</i></span>')
            else:
                out.append(escape(line))
    return "<br>".join(out)
