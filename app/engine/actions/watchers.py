"""Watcher collectors: the functions that look at an event and collect which abilities of
other objects it sets off (RUP4 383.2, 383.2.c: read at the moment of the event), each handed
`add` (triggers.collect_event's, which makes them pending chain items).

"When a friendly / an enemy unit dies" (383.2.c.2, 383.3.e.1), a battlefield's abilities set
off by any player's event (190.6), "when a friendly unit attacks or defends" (464.2.c.3), an
opponent's move, play or score, a unit moving from a location (447), and the abilities of
legends, battlefields and permanents that watch a player's event, an attached card's Effect
Text included (136.2.c-d). `_watching` reads the watcher index (reads.index).
"""

from __future__ import annotations

from collections.abc import Callable

from app.engine.actions.trigger_conditions import watcher_condition
from app.engine.core import state as _state
from app.engine.core.enums import CardType
from app.engine.core.state import BASE, BF, TRASH, GameState, Obj, Phase
from app.engine.reads.attached import effect_unit
from app.engine.reads.board import is_enemy, location
from app.engine.reads.characteristics import matches
from app.engine.reads.locations import is_alone


def _unit_died(s: GameState, obj: Obj, data: dict, add: Callable) -> None:  # type: ignore[type-arg]
    """"When a friendly unit dies": watchers still on the board and not dying in the same game
    action (RUP4 383.2.c.2); turn-history counts the deaths of each player's units."""
    key = f"unit_deaths{obj.controller}"
    s.turn_flags[key] = int(s.turn_flags.get(key, 0)) + 1
    if "beginning_death" in s.extra.get("_history", ()) \
            and s.phase in (Phase.BEGINNING, Phase.SCORING):
        # turn-history: "if a friendly unit died during your Beginning Phase this turn" (its
        # Scoring Step included, RUP4 315.2), kept only while a card reads it
        s.turn_flags[f"beginning_death{obj.controller}"] = True
    for src, n, controller, watched, inc in s.turn_flags.get("delayed_dies", ()):
        # "when it dies this turn": a delayed trigger of whoever created it (RUP4 390.2)
        o = s.objs[src] if src >= 0 else None
        if watched == obj.id and inc == obj.incarnation and o is not None \
                and n < len(o.card.abilities):
            add(o, o.card.abilities[n], controller,
                {"event_obj": obj.id, "event_inc": obj.incarnation})
    dying = set(data.get("dying") or (obj.id,))  # type: ignore[call-overload]
    if obj.zone == BF:
        for oid in _watching(s, "enemy_dies_here"):
            # "when an enemy unit here dies": at the watcher's battlefield as it dies
            o = s.objs[oid]
            if oid in dying or o.zone != BF or o.bf != obj.bf \
                    or not is_enemy(s, o.controller, obj.controller):
                continue
            for ab in o.card.abilities:
                if ab.kind == "triggered" and ab.trigger == "enemy_dies_here":
                    add(o, ab, o.controller, {"event_obj": obj.id, "event_inc": obj.incarnation})
    for oid in _watching(s, "friendly_unit_dies"):
        o = s.objs[oid]
        if oid in dying or (o.zone not in (BASE, BF) and o.card.type is not CardType.LEGEND):
            continue
        if is_enemy(s, o.controller, obj.controller):
            continue
        for ab in o.card.abilities:
            if ab.kind != "triggered" or ab.trigger != "friendly_unit_dies":
                continue
            if ab.condition == "non_recruit" and ("Recruit" in obj.card.tags
                                                  or obj.controller != o.controller):
                # "another non-Recruit unit you control": a unit with the Recruit tag (143.1),
                # or an ally's (friendly, not "you control": RUP4 740.1.a, 489.8.e)
                continue
            if ab.condition == "first_each_turn":
                # the first such death this turn; of simultaneous deaths only one counts as the
                # first, so the ability triggers once (RUP4 383.1.b)
                team = [p.index for p in s.players if not is_enemy(s, o.controller, p.index)]
                if sum(int(s.turn_flags.get(f"unit_deaths{p}", 0)) for p in team) != 1:
                    continue
            if ab.condition == "in_beginning":
                # "the first time a friendly unit dies during your Beginning Phase each turn"
                # (its Scoring Step included, RUP4 315.2); of simultaneous deaths only the
                # first counts (383.1.b)
                key = f"bdeath{o.id}.{o.incarnation}"
                if s.turn_player != o.controller or key in s.turn_flags \
                        or s.phase not in (Phase.BEGINNING, Phase.SCORING):
                    continue
                s.turn_flags[key] = True
            if ab.condition == "buffed" and not obj.buffs:
                # its buff as it died, read before it leaves the board (RUP4 705: a unit
                # leaving play loses its buffs)
                continue
            add(o, ab, o.controller, {"event_obj": obj.id, "event_inc": obj.incarnation})
    _enemy_died(s, obj, tuple(data.get("dying") or (obj.id,)), add)  # type: ignore[arg-type]


def _enemy_died(s: GameState, obj: Obj, order: tuple[int, ...], add: Callable) -> None:  # type: ignore[type-arg]
    """trig-unit-dies: "when an enemy unit dies" (each death; "once each turn": the first
    that triggers it, RUP4 383.3.e.1) and "when one or more enemy units die" (once for the
    units one game action kills, 383.2.c.2: with the first of them to die)."""
    for trigger in ("enemy_unit_dies", "enemy_units_die"):
        for oid in _watching(s, trigger):
            o = s.objs[oid]
            if oid in order or (o.zone not in (BASE, BF) and o.card.type is not CardType.LEGEND):
                continue
            if not is_enemy(s, o.controller, obj.controller):
                continue
            if trigger == "enemy_units_die" and obj.id != next(
                    d for d in order if s.objs[d].is_unit
                    and is_enemy(s, o.controller, s.objs[d].controller)):
                continue  # one trigger for the enemy units dying together
            for ab in o.card.abilities:
                if ab.kind != "triggered" or ab.trigger != trigger:
                    continue
                add(o, ab, o.controller, {"event_obj": obj.id, "event_inc": obj.incarnation})


def _chose_here(s: GameState, data: dict, add: Callable) -> None:  # type: ignore[type-arg]
    """sel-bf-here, turn-history: a battlefield's "when a player chooses a friendly unit here
    with a spell (for the first time each turn)": a targeting effect (RUP4 383.4.b), once per
    spell; the first time is counted for each player and battlefield; "they" is that player,
    the ability controlled as RUP4 190.6.a-b says. Objects chosen to pay a cost are not
    targeted: they are not chosen "to affect" (reading of 355.7)."""
    player = int(data["player"])
    spell = next((a for a in data["obj"].card.abilities if a.kind == "spell"), None)
    slots = spell.targets if spell is not None else ()
    chosen = [s.objs[oid] for k, slot in enumerate(data["targets"])
              if k < len(slots) and slots[k].cost is None for kind, oid, _inc in slot
              if kind == "obj"]
    for n, b in enumerate(s.battlefields):
        o = s.objs[b.obj]
        for ab in o.card.abilities:
            if ab.kind != "triggered" or ab.trigger != "player_chooses_friendly_here":
                continue
            if not any(u.is_unit and u.zone == BF and u.bf == n and u.controller == player
                       for u in chosen):
                continue
            key = f"chose_here{player}.{n}"
            first = key not in s.turn_flags
            s.turn_flags[key] = True
            if ab.condition == "first_each_turn" and not first:
                continue
            controller = b.controller if b.controller is not None else s.turn_player
            add(o, ab, controller, {"player": player})


def _any_player(s: GameState, trigger: str, player: int | None, add: Callable,  # type: ignore[type-arg]
                bf: int = -1, info: dict | None = None,  # type: ignore[type-arg]
                token: bool = False) -> None:
    """trig-any-player: a battlefield's ability set off by any player's event, whether or not
    anyone controls the battlefield (or by each player's phase, `player` None). The player
    whose event it is makes its choices ("they may ..."), so they control it (RUP4 190.6.c);
    otherwise the battlefield's controller, or the turn player while it has none (190.6.a-b).
    `bf`: only the battlefield where the event happened ("here")."""
    for n, b in enumerate(s.battlefields):
        if bf >= 0 and n != bf:
            continue
        o = s.objs[b.obj]
        for ab in o.card.abilities:
            if ab.kind == "triggered" and ab.trigger == trigger:
                if ab.condition == "first_non_token" and not _first_card_here(s, player, n,
                                                                              token):
                    continue
                controller = player if player is not None else (
                    b.controller if b.controller is not None else s.turn_player)
                add(o, ab, controller, info)


def _first_card_here(s: GameState, player: int | None, bf: int, token: bool) -> bool:
    """Turn history: is this unit, a card (a token is none, RUP4 185), the first that
    `player` plays at battlefield `bf` this turn? Counted for each player."""
    if token or player is None:
        return False
    key = f"played_here{player}.{bf}"
    first = key not in s.turn_flags
    s.turn_flags[key] = True
    return first


def _combat_watchers(s: GameState, kind: str, obj: Obj, bf: int, add: Callable) -> None:  # type: ignore[type-arg]
    """trig-combat: other objects' "when a friendly unit attacks or defends (alone)" and
    "when an enemy unit attacks a battlefield you control", once per unit as it attacks or
    defends (RUP4 464.2.c.3); evaluated after the designations are given (383.2.c)."""
    for oid in s.extra.get("watcher_objs", ()):
        o = s.objs[oid]
        if o.zone not in (BASE, BF) and o.card.type is not CardType.LEGEND:
            continue
        for ab in o.card.abilities:
            if ab.kind != "triggered":
                continue
            if ab.trigger == "friendly_unit_attacks_or_defends":
                if is_enemy(s, o.controller, obj.controller):
                    continue
                if ab.condition == "alone":
                    if not is_alone(s, obj):
                        continue
            elif ab.trigger == "opponent_unit_attacks_your_bf":
                if kind != "attack" or not is_enemy(s, o.controller, obj.controller) \
                        or bf < 0 or s.battlefields[bf].controller != o.controller:
                    continue
            else:
                continue
            add(o, ab, o.controller, {"bf": bf, "event_obj": obj.id,
                                      "event_inc": obj.incarnation})


def _first_beginning(s: GameState, player: int, add: Callable) -> None:  # type: ignore[type-arg]
    """trig-phase: a battlefield's "at the start of each player's first Beginning Phase".
    The battlefield's controller controls it (RUP4 190.6.a); uncontrolled, the turn player
    does (190.6.b, The Arena's Greatest's example); "that player" is the phase's player."""
    for b in s.battlefields:
        o = s.objs[b.obj]
        for ab in o.card.abilities:
            if ab.kind == "triggered" and ab.trigger == "first_beginning":
                controller = b.controller if b.controller is not None else s.turn_player
                add(o, ab, controller, {"player": player})


def _opponent_moved(s: GameState, player: int, bf: int, add: Callable) -> None:  # type: ignore[type-arg]
    """"When an opponent moves to a battlefield": `player`'s units arrive there, by their move
    game action (moving several units together is one action, RUP4 144.3, 411.4) or moved by
    any effect, whoever controls it (move_by_effect)."""
    for oid in _watching(s, "opponent_moves_to_bf"):
        o = s.objs[oid]
        if o.zone not in (BASE, BF) or not is_enemy(s, o.controller, player):
            continue
        for ab in o.card.abilities:
            if ab.kind != "triggered" or ab.trigger != "opponent_moves_to_bf":
                continue
            if ab.condition == "not_here" and o.zone == BF and o.bf == bf:
                continue  # "a battlefield other than mine": not where this unit is
            add(o, ab, o.controller, {"bf": bf})


def _opponent_plays(s: GameState, obj: Obj, add: Callable) -> None:  # type: ignore[type-arg]
    """"When an opponent plays a unit / a gear": watchers on the board of the players who are
    enemies of the one who played it (tokens too, RUP4 170); the played object is "it"."""
    trigger = "opponent_plays_unit" if obj.is_unit else "opponent_plays_gear"
    for oid in _watching(s, trigger):
        o = s.objs[oid]
        if o.zone not in (BASE, BF) or not is_enemy(s, o.controller, obj.controller):
            continue
        for ab in o.card.abilities:
            if ab.kind == "triggered" and ab.trigger == trigger:
                add(o, ab, o.controller, {"event_obj": obj.id, "event_inc": obj.incarnation})


def _opponent_scored(s: GameState, player: int, add: Callable) -> None:  # type: ignore[type-arg]
    """"When an opponent scores": `player` conquered or held a battlefield (RUP4 469); the
    watchers of their opponents on the board, or legends."""
    for oid in _watching(s, "opponent_scores"):
        o = s.objs[oid]
        if o.zone not in (BASE, BF) and o.card.type is not CardType.LEGEND:
            continue
        if not is_enemy(s, o.controller, player):
            continue
        for ab in o.card.abilities:
            if ab.kind == "triggered" and ab.trigger == "opponent_scores":
                add(o, ab, o.controller, {"player": player})


def _moved_from(s: GameState, obj: Obj, frm: str, add: Callable) -> None:  # type: ignore[type-arg]
    """A battlefield's "when a unit moves from here". Not a "you" ability: an uncontrolled
    battlefield's is the turn player's (RUP4 190.6.b)."""
    if not frm.startswith("bf"):
        return
    b = s.battlefields[int(frm[2:])]
    o = s.objs[b.obj]
    for ab in o.card.abilities:
        if ab.kind == "triggered" and ab.trigger == "unit_moves_from_here":
            controller = b.controller if b.controller is not None else s.turn_player
            add(o, ab, controller, {"event_obj": obj.id, "event_inc": obj.incarnation})


def _friendly_moved_away(s: GameState, obj: Obj, frm: str, bf: int,
                         add: Callable) -> None:  # type: ignore[type-arg]
    """trig-move: "when a friendly unit moves from my location": another friendly unit left the
    location the watcher is at (its origin, RUP4 447.1); units that moved together with it are
    no longer there, so they don't trigger. "moved_to" is its destination (RUP4 447.2)."""
    for oid in s.extra.get("watcher_objs", ()):
        o = s.objs[oid]
        if oid == obj.id or o.zone not in (BASE, BF) or not obj.is_unit:
            continue
        if is_enemy(s, o.controller, obj.controller) or location(o) != frm:
            continue
        if o.zone == BASE and o.controller != obj.controller:
            continue  # another player's base is another location
        for ab in o.card.abilities:
            if ab.kind == "triggered" and ab.trigger == "friendly_moves_from_here":
                add(o, ab, o.controller, {"event_obj": obj.id, "event_inc": obj.incarnation,
                                          "moved_to": "base" if bf < 0 else f"bf{bf}"})


def _watching(s: GameState, trigger: str):  # type: ignore[no-untyped-def]
    """The watchers with an ability of this trigger kind, in watcher order (index built by
    reads.index.reindex from the ability data); all watchers if the index is missing."""
    by_trigger = s.extra.get("_watchers_by_trigger")
    if by_trigger is None:
        return s.extra.get("watcher_objs", ())
    if _state.CHECK_CACHES:
        assert list(by_trigger.get(trigger, ())) == [
            oid for oid in s.extra.get("watcher_objs", ())
            if any(a.kind == "triggered" and a.trigger == trigger
                   for a in s.objs[oid].card.abilities)], f"stale watcher index ({trigger})"
    return by_trigger.get(trigger, ())


def _play_card_watchers(s: GameState, data: dict, add: Callable) -> None:  # type: ignore[type-arg]
    """ "When you play a card", and "your first card each turn" for the first card its player
    played this turn (`n`, its place in the turn's count, RUP4 419.4.b)."""
    _watchers(s, "you_play_card", data, add)
    if data.get("n") == 1:
        _watchers(s, "you_play_first_card", data, add)


def _watchers(s: GameState, trigger: str, data: dict, add: Callable) -> None:  # type: ignore[type-arg]
    """Abilities of legends, battlefields and permanents that watch for a player's event."""
    player = data.get("player")
    for oid in _watching(s, trigger):
        o = s.objs[oid]
        in_trash = o.zone == TRASH
        if trigger == "you_kill" and data.get("obj") is o:
            # the killed card enters the trash as the kill happens: its trash abilities see
            # the kill (RUP4 383.2.c.1, Immortal Phoenix's example)
            in_trash = True
        if o.card.type not in (CardType.LEGEND, CardType.BATTLEFIELD) and o.zone not in (BASE, BF) \
                and not (in_trash and any(a.from_trash for a in o.card.abilities)):
            continue
        controller = o.controller
        if o.card.type is CardType.BATTLEFIELD:
            idx = next(i for i, b in enumerate(s.battlefields) if b.obj == o.id)
            if trigger in ("you_conquer", "you_hold", "you_defend_here") and data.get("bf") != idx:
                continue
            controller = s.battlefields[idx].controller  # type: ignore[assignment]
            if controller is None:
                continue
        unit = effect_unit(s, o) if o.card.type is CardType.GEAR else None
        if unit is not None:  # an attached card: only its Effect Text, its unit's (136.2.c)
            _effect_watchers(s, o, unit, trigger, data, add)
            continue
        ally = player is not None and controller != player
        if ally and is_enemy(s, controller, player):  # type: ignore[arg-type]
            continue  # another player's event; a teammate's only for "you or an ally"
        for ab in o.card.abilities:
            if ally and ab.condition != "or_ally":
                continue
            if ab.from_trash != in_trash and o.card.type not in (CardType.LEGEND,
                                                                  CardType.BATTLEFIELD):
                continue  # a trash ability works only there, the others only on board (385.2)
            if ab.equipment == "effect":
                continue  # inactive unless attached (RUP4 136.2.b)
            if ab.kind == "triggered" and ab.trigger == trigger \
                    and watcher_condition(s, o, controller, ab, data) \
                    and (ab.event is None or matches(s, ab.event, data["obj"], controller, o)):
                # the event's facts the trigger remembers ("from_hand" is only asked here)
                add(o, ab, controller, {k: v for k, v in data.items()
                                        if k not in ("obj", "from_hand")}
                    | {"event_obj": getattr(data.get("obj"), "id", -1)})


def _effect_watchers(s: GameState, gear: Obj, unit: Obj, trigger: str, data: dict,
                     add: Callable) -> None:  # type: ignore[type-arg]
    """An attached card's Effect Text abilities that watch a player's event ("at the end of
    your turn"): the unit's, "you" its controller, "me" the unit, "this" the card (RUP4
    136.2.c-d); its printed Rules Text is inactive (718.2)."""
    player = data.get("player")
    if player is not None and unit.controller != player:
        return
    for ab in gear.card.abilities:
        if ab.equipment == "effect" and ab.kind == "triggered" and ab.trigger == trigger \
                and watcher_condition(s, unit, unit.controller, ab, data):
            add(unit, ab, unit.controller, {"effect_gear": gear.id,
                                            "effect_gear_inc": gear.incarnation})
