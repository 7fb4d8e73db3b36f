"""The questions that name a cost at the table: what a Flow, a Repeat, an optional
"pay ... to ..." or a paid death replacement costs, in the player's words."""

from __future__ import annotations

from typing import Any

from app.ui.game_log import names_in_view
from app.ui.texts import translate


def energy_and_power(cost: dict[str, Any]) -> list[str]:
    """ "2 Energy", "1 Power": the resource parts of a cost a prompt names."""
    parts = []
    if cost.get("energy"):
        parts.append(translate("Prompt", "{n} Energy").format(n=cost["energy"]))
    if cost.get("power"):
        parts.append(translate("Prompt", "{n} Power").format(n=cost["power"]))
    if cost.get("xp"):  # RUP4 730.2
        parts.append(translate("Prompt", "{n} XP").format(n=cost["xp"]))
    return parts


def flow_cost_text(entry: dict[str, Any], k: int = 0) -> str:
    """A trash card's Flow cost number k, in words ("2 Energy, 1 Power"; RUP4 829.1.c)."""
    cost = entry["flow"][k]
    parts = energy_and_power({"energy": cost["energy"], "power": len(cost["power"])})
    return ", ".join(parts) or translate("Prompt", "nothing")


def replace_offer_question(view: dict[str, Any], r: dict[str, Any]) -> str:
    """death-replacement with a cost: "you may pay ... to ... instead" (RUP4 371.2.a)."""
    names = names_in_view(view)
    parts = energy_and_power(r)
    if r.get("exhaust"):
        parts.append(translate("Prompt", "exhausting {card}").format(
            card=names.get(r["source"], translate("Log", "a card"))))
    if r.get("spend_buff"):
        parts.append(translate("Prompt", "spending its buff"))
    return translate("Prompt", "{unit} would die. Pay {cost} to save it instead (it is "
                               "healed, exhausted and sent back to its base)?").format(
        unit=names.get(r["obj"], translate("Log", "a card")), cost=", ".join(parts))


def repeat_question(cost: dict[str, Any]) -> str:
    """Repeat: asked as the spell is played, with what paying it adds to the cost."""
    parts = energy_and_power(cost)
    if cost.get("discard"):
        parts.append(translate("Prompt", "discard {n}").format(n=cost["discard"]))
    return translate("Prompt", "Pay the Repeat cost ({cost}) to carry out the spell's "
                               "effect one more time, with choices of its own?").format(
        cost=", ".join(parts))


def pay_to_question(d: dict[str, Any]) -> str:
    """pay-to: "you may pay ... to ...": what paying costs, then pay or decline."""
    pay = d["pay"]
    parts = energy_and_power(pay)
    if pay.get("exhaust"):
        parts.append(translate("Prompt", "exhausting the card"))
    if pay.get("burn"):  # the top cards of your Main Deck to your trash (RUP4 440)
        parts.append(translate("Prompt", "burning {n} (the top of your Main Deck to your "
                                         "trash)").format(n=pay["burn"]))
    cost = ", ".join(parts)
    if d["kind"] == "play":
        return translate("Prompt", "Pay {cost} to use this optional ability?").format(
            cost=cost)
    return translate("Prompt", "Pay {cost} to carry out the rest of the effect? Pay "
                               "automatically, or decline.").format(cost=cost)
