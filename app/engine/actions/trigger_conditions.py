"""Trigger conditions: the conditions that are part of a trigger (RUP4 383.2.a.1), checked
as the ability triggers: about the event's facts, the watching object or its controller, and
"after an attack" (cond-excess). `triggers` asks them as it collects an event's abilities."""

from __future__ import annotations

from app.engine.core.abilities import Ability
from app.engine.core.state import GameState, Obj
from app.engine.reads.board import is_enemy


def after_attack(s: GameState, player: int, ab: Ability, data: dict) -> bool:  # type: ignore[type-arg]
    """cond-excess: a conquer right after a combat `player` (the ability's controller)
    attacked in (RUP4 383.4.c, 466.5); with `excess`, "if you assigned N or more excess damage
    to enemy units" in that combat (part of the trigger condition, 383.2.a.1): a unit's own
    "when I conquer" and "when you conquer" of a legend, permanent or battlefield alike."""
    last = s.extra.get("last_combat")
    if not last or last[0] != data.get("bf") or last[1] != player:
        return False
    return ab.excess is None or int(last[2].get(player, 0)) >= ab.excess


def watcher_condition(s: GameState, o: Obj, controller: int, ab: Ability,
                       data: dict) -> bool:  # type: ignore[type-arg]
    """Trigger conditions about the watching object or its controller (RUP4 383.2.a.1)."""
    cond = ab.condition
    if cond == "enemy":  # the unit stunned (or one of them) is an enemy of the watcher's
        ids = data.get("objs") or [getattr(data.get("obj"), "id", -1)]
        return any(i >= 0 and is_enemy(s, controller, s.objs[i].controller)
                   for i in ids)  # type: ignore[union-attr]
    if cond == "other":  # "another unit / gear / card": not the watching object itself
        return getattr(data.get("obj"), "id", -1) != o.id
    if cond == "second_card":  # the card just played is your second this turn
        return int(data.get("n", 0)) == 2  # type: ignore[call-overload]
    if cond == "from_hidden":
        return bool(data.get("from_hidden"))
    if cond == "owned":  # "a card you own" (RUP4 127.1)
        return getattr(data.get("obj"), "owner", -1) == controller
    if cond == "not_from_hand":  # played from anywhere other than the hand (RUP4 354)
        return data.get("from_hand") is False
    if cond == "opponents_turn":  # cond-turn: the event happens on an opponent's turn
        return is_enemy(s, controller, s.turn_player)
    if cond == "after_attack":  # cond-excess of a "when you conquer"
        return after_attack(s, controller, ab, data)
    if cond == "first_each_turn":  # "the first time you play a non-token gear each turn"
        return data.get("gear_n") == 1
    if cond == "or_ally":  # "you or an ally": the teammate's event was let through above
        return True
    if cond == "in_showdown":  # "during a showdown": a Combat Showdown too (RUP4 344.1)
        return s.showdown is not None
    if cond == "not_conquered":  # "if I didn't conquer this turn" (turn-history)
        return not s.turn_flags.get(f"conquers{o.id}.{o.incarnation}")
    if cond == "fewer_runes":  # cond-runes: "if you control fewer runes than an opponent"
        mine = len(s.players[controller].runes)
        return any(len(s.players[p].runes) > mine for p in s.opponents(controller))
    if cond == "hand_4":  # alt-victory: "if you have exactly 4 cards in hand" (383.2.a.1)
        return len(s.players[controller].hand) == 4
    if cond == "friendly_unit":  # the object readied is a unit friendly to the watcher's
        ev = data.get("obj")
        return isinstance(ev, Obj) and ev.is_unit and not is_enemy(s, controller, ev.controller)
    return trigger_condition(cond, data)


def play_me_condition(s: GameState, obj: Obj, cond: str,
                       data: dict) -> bool:  # type: ignore[type-arg]
    """A "when you play me" trigger's condition (RUP4 383.2.a.1)."""
    if cond == "from_hidden_your_turn":  # cond-turn: "from face down on your turn" (RUP4 811)
        return trigger_condition("from_hidden", data) and s.turn_player == obj.controller
    return trigger_condition(cond, data)


def trigger_condition(cond: str | None, data: dict) -> bool:  # type: ignore[type-arg]
    """Conditions that are part of the trigger (RUP4 383.2.a.1), checked as it triggers."""
    if cond is None or cond in ("at_battlefield", "played_unit_gear_spell", "one_other_here",
                                "opponent_near_victory", "enemy_alone_here", "one_on_one"):
        return True  # checked by `collect_event` as the trigger is added
    if cond == "spent_4":  # "if you spent 4 or more" Energy to play the spell
        return int(data.get("spent", 0)) >= 4  # type: ignore[call-overload]
    if cond == "spell_cost_5":  # a spell whose printed cost is 5 Energy or more (RUP4 206)
        obj = data.get("obj")
        return isinstance(obj, Obj) and (obj.card.energy or 0) >= 5
    if cond == "energy_7":  # a printed Energy cost of 7 or more (RUP4 206)
        return int(data.get("energy", 0)) >= 7  # type: ignore[call-overload]
    if cond == "power_2":  # a card whose printed Power cost is 2 pips or more (RUP4 206)
        obj = data.get("obj")
        return isinstance(obj, Obj) and len(obj.card.power) >= 2
    if cond == "units_4":
        return int(data.get("units", 0)) >= 4
    if cond == "extra_cost_paid":  # "if you paid the additional cost" (RUP4 204.2, 383.2.a.1)
        return bool(data.get("extra_paid"))
    if cond == "with_spell":  # "when you kill a unit with a spell" (RUP4 411.6, 428.5.d)
        return bool(data.get("spell"))
    if cond == "from_hidden":  # "when you play this from face down" (RUP4 811)
        return int(data.get("hidden_bf", -1)) >= 0  # type: ignore[call-overload]
    if cond == "was_uncontrolled":  # "a battlefield that was uncontrolled" just before the
        # conquer; an activated conquer effect is no conquer of an uncontrolled battlefield
        # (FAQ-UNLEASHED, Reckoner's Arena with Yone)
        return bool(data.get("was_uncontrolled"))
    raise ValueError(f"unknown trigger condition {cond!r}")
