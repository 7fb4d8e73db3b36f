"""The question of a move-effect's destination, asked while the spell or ability is played
and seen by every player before they respond (RUP4 355.4): it names the unit, or the whole
group that moves together to one place ("move any number of your units to an open
battlefield", "... to a single location")."""

from __future__ import annotations

from typing import Any

from app.ui.game_log import names_in_view
from app.ui.texts import translate

NAMED_IN_FULL = 3  # a bigger group is counted in the sentence, its names in the tooltip


def moving_group(view: dict[str, Any]) -> list[dict[str, Any]]:
    """The units that go where this answer says: the asked unit's target slot on the
    viewer's pending play. The engine words no move of several chosen units each to its
    own place, so a slot of several units is a group with one destination."""
    moving = view["decision"].get("moving") or {}
    slots = [slot for entry in view["chain"]
             if entry.get("pending") and entry["controller"] == view["viewer"]
             for slot in entry.get("targets", []) if moving.get("id") in slot]
    if not slots or len(slots[0]) < 2:
        return [moving] if moving else []
    names = names_in_view(view)
    return [{"id": o, "name": names.get(o, translate("Log", "a card"))} for o in slots[0]]


def move_question(view: dict[str, Any]) -> tuple[str, str]:
    """The sentence, and its tooltip (the group's names, one a line)."""
    group = moving_group(view)
    if len(group) <= 1:
        unit = group[0].get("name", "") if group else ""
        return translate("Prompt", "Choose where {unit} moves: every player sees it before "
                                   "they respond. Esc cancels.").format(unit=unit), ""
    tip = "\n".join(u["name"] for u in group)
    if len(group) <= NAMED_IN_FULL:
        return translate("Prompt", "Choose where these %n units move together ({units}): "
                                   "every player sees it before they respond. Esc cancels.",
                         n=len(group)).format(units=", ".join(u["name"] for u in group)), tip
    return translate("Prompt", "Choose where these %n units move together (names on hover): "
                               "every player sees it before they respond. Esc cancels.",
                     n=len(group)), tip
