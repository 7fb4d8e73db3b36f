"""Words for what the engine says in codes: refusals and events, through Qt's translator.

The engine's refusal table (`app.engine.refusals.REASONS`) holds the English source
sentences; they are translated here in the "Refusal" context, so the engine stays Qt-free
and every sentence the player reads goes through `translate`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication

from app.engine import Event, Refusal
from app.engine.refusals import REASONS


def tr(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def refusal_text(ref: Refusal) -> str:
    rule, template = REASONS.get(ref.code, REASONS["not_legal"])
    sentence = tr("Refusal", template)
    try:
        sentence = sentence.format(**ref.params)
    except (KeyError, IndexError):
        pass
    return tr("Refusal", "{reason} (rule {rule})").format(reason=sentence, rule=rule)


def phase_name(phase: str) -> str:
    return {
        "mulligan": tr("Phase", "Mulligan"), "awaken": tr("Phase", "Awaken"),
        "beginning": tr("Phase", "Beginning"), "scoring": tr("Phase", "Scoring"),
        "channel": tr("Phase", "Channel"), "draw": tr("Phase", "Draw"),
        "main": tr("Phase", "Action phase"), "ending": tr("Phase", "End of turn"),
        "expiration": tr("Phase", "End of turn"), "over": tr("Phase", "Game over"),
    }.get(phase, phase)


NameOf = Callable[[Any], str]


def event_text(ev: Event, name_of: NameOf, player_name: Callable[[int], str]) -> str | None:
    """One log line for an event, or None for events too small to log."""
    d = ev.data
    who = player_name(d["player"]) if isinstance(d.get("player"), int) else ""
    # an event that names its card shows it to this player; otherwise ask what is visible
    card = name_of(("code", d["card"])) if "card" in d else (
        name_of(d.get("obj")) if "obj" in d else "")
    k = ev.kind
    if k == "turn":
        return tr("Log", "— Turn {n}: {player} —").format(n=d["turn"], player=who)
    if k == "draw":
        if "card" in d:
            return tr("Log", "{player} draws {card}.").format(player=who, card=card)
        return tr("Log", "{player} draws a card.").format(player=who)
    if k == "play":
        return tr("Log", "{player} plays {card}.").format(player=who, card=card)
    if k == "move":
        names = ", ".join(name_of(o) for o in d["objs"])
        return tr("Log", "{player} moves {cards} to {place}.").format(
            player=who, cards=names, place=place_name(d["to"]))
    if k == "hide":
        return tr("Log", "{player} hides a card at battlefield {bf}.").format(
            player=who, bf=d["bf"] + 1)
    if k == "damage":
        return tr("Log", "{card} takes {n} damage.").format(card=card, n=d["amount"])
    if k == "die":
        return tr("Log", "{card} dies.").format(card=card)
    if k == "points":
        return tr("Log", "{player} scores: {total} points.").format(player=who, total=d["total"])
    if k == "conquer":
        return tr("Log", "{player} conquers battlefield {bf}.").format(player=who, bf=d["bf"] + 1)
    if k == "hold":
        return tr("Log", "{player} holds battlefield {bf}.").format(player=who, bf=d["bf"] + 1)
    if k == "final_point_denied":
        return tr("Log", "{player} must score every battlefield for the last point, "
                         "and draws instead.").format(player=who)
    if k == "combat":
        return tr("Log", "Combat at battlefield {bf}: {a} attacks {b}.").format(
            bf=d["bf"] + 1, a=player_name(d["attacker"]), b=player_name(d["defender"]))
    if k == "showdown":
        return tr("Log", "Showdown at battlefield {bf}.").format(bf=d["bf"] + 1)
    if k == "recall":
        return tr("Log", "{card} returns to base.").format(card=card)
    if k == "burnout":
        return tr("Log", "{player} burns out: {gainer} gains a point.").format(
            player=who, gainer=player_name(d["gainer"]))
    if k == "channel":
        return tr("Log", "{player} channels {card}.").format(player=who, card=card)
    if k == "mulligan":
        return tr("Log", "{player} sets aside {n} card(s) and draws again.").format(
            player=who, n=d["n"])
    if k == "win":
        return tr("Log", "{player} wins the game!").format(player=who)
    if k == "resolve" and "card" in d:
        return tr("Log", "{card} resolves.").format(card=card)
    if k == "stun":
        return tr("Log", "{card} is stunned.").format(card=card)
    if k == "buff":
        return tr("Log", "{card} is buffed.").format(card=card)
    if k == "saved":
        return tr("Log", "{card} is saved and returns to base.").format(card=card)
    if k == "hidden_lost":
        return tr("Log", "A hidden card is lost with battlefield {bf}.").format(bf=d["bf"] + 1)
    if k == "end_turn_declared":
        return tr("Log", "{player} ends the turn.").format(player=who)
    return None


def place_name(loc: str) -> str:
    if loc == "base":
        return tr("Log", "base")
    if loc.startswith("bf"):
        return tr("Log", "battlefield {n}").format(n=int(loc[2:]) + 1)
    return loc


def ai_reason(choice) -> str:  # type: ignore[no-untyped-def]
    """The computer's one-line reason, in the player's language."""
    p = choice.params
    v, name = p.get("verb", ""), p.get("name") or tr("AI", "a card")
    dest = p.get("dest", "")
    place = tr("Log", "base") if dest == "base" else (
        tr("Log", "battlefield {n}").format(n=dest.split()[-1]) if dest else "")
    what = {
        "play": tr("AI", "Plays {card}").format(card=name),
        "move": tr("AI", "Moves {card} to {place}").format(card=name, place=place),
        "end": tr("AI", "Ends the turn"), "pass": tr("AI", "Passes"),
        "target": tr("AI", "Chooses {card}").format(card=name),
        "assign": tr("AI", "Assigns combat damage"), "pay": tr("AI", "Pays the cost"),
        "keep": tr("AI", "Keeps the hand"), "mull": tr("AI", "Sets a card aside"),
        "hide": tr("AI", "Hides a card"), "act": tr("AI", "Uses {card}").format(card=name),
    }.get(v, tr("AI", "Decides"))
    outcome = {
        "wins": tr("AI", "wins the game"),
        "scores": tr("AI", "scores (to {n} points)").format(n=p.get("points", "")),
        "kills": tr("AI", "destroys {n} enemy unit(s)").format(n=p.get("n", "")),
        "takes": tr("AI", "takes battlefield {n}").format(n=p.get("bf", "")),
    }.get(choice.reason_code)
    return f"{what}: {outcome}" if outcome else what
