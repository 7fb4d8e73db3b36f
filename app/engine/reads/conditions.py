"""Static-condition reads: the conditions of passive abilities that take the ability's own
numbers ("if you control N ...", "if your score is within N", "if you choose ...", RUP4
363.3), and the passive abilities read through them that say what can't happen to a unit
(can't be chosen, RUP4 757-758; deals no combat damage, 465.2.a; enemy spell damage
prevented, 437). The plain conditions (`condition_holds`) stay in `characteristics`: Might
and keywords count passive abilities whose conditions read them (RUP4 476-477)."""

from __future__ import annotations

from app.engine.core.selects import Static
from app.engine.core.state import BASE, BF, GameState, Obj
from app.engine.reads.characteristics import (
    board_candidates,
    condition_holds,
    controls_count,
    matches,
    passive_sources,
    victory_score,
)
from app.engine.reads.levels import active
from app.engine.reads.shields import untargetable_turn


def controls_count_for(s: GameState, st: Static, source: Obj) -> int:
    """cond-control: how many objects matching a static's if_control its controller
    controls, or, with side 'enemy', its opponents control ("if an opponent controls a
    stunned unit")."""
    assert st.if_control is not None
    if st.if_control.side == "enemy":
        return sum(1 for _ in board_candidates(s, st.if_control, source.controller, source))
    return controls_count(s, st.if_control, source.controller, source)


def _chose(s: GameState, st: Static, obj: Obj) -> bool:
    """cost-mod: "this costs N less if you choose <scope>": being played, one of its chosen
    targets matches (targets are chosen before the cost is set, RUP4 355, 356); not yet on
    the chain, whether its spell could choose one (the cheapest way it can be played)."""
    player = obj.controller
    item = next((i for i in s.chain if i.kind == "card" and i.obj == obj.id), None)
    if item is not None:
        return any(matches(s, st.scope, s.objs[oid], player, obj)
                   for slot in item.targets for kind, oid, _ in slot if kind == "obj")
    slots = [t for ab in obj.card.abilities if ab.kind == "spell" for t in ab.targets]
    return any(matches(s, st.scope, o, player, obj)
               for slot in slots for o in board_candidates(s, slot.select, player, obj))


def static_holds(s: GameState, st: Static, obj: Obj, source: Obj) -> bool:
    """A static's condition, with those that take the static's own number."""
    if st.if_control is not None and controls_count_for(s, st, source) < st.if_count:
        return False
    if st.condition == "hand_at_most":  # cond-hand: "if you have N or fewer cards in hand"
        return len(s.players[source.controller].hand) <= (st.within or 0)
    if st.condition == "runes_at_most":  # "if you control N or fewer runes"
        return len(s.players[source.controller].runes) <= (st.within or 0)
    if st.condition == "not_near_victory":  # cond-score: "if your score is not within N"
        return victory_score(s) - s.players[source.controller].points > (st.within or 0)
    if st.condition == "near_victory":  # cond-score: "while your score is within N"
        return victory_score(s) - s.players[source.controller].points <= (st.within or 0)
    if st.condition == "chose":
        return _chose(s, st, obj)
    if st.condition == "opponent_near_victory":
        return opponent_near_victory(s, source.controller, st.within or 0)
    return condition_holds(s, st.condition, obj, source)


def opponent_near_victory(s: GameState, player: int, within: int) -> bool:
    """cond-score: "if an opponent's score is within N points of the Victory Score": the
    Victory Score as passive abilities change it (RUP4 194.3.a)."""
    target = victory_score(s)
    return any(target - s.players[p].points <= within for p in s.opponents(player))


def untargetable_by(s: GameState, obj: Obj, player: int) -> bool:
    """untargetable: "I can't be chosen by enemy spells and abilities [unless ...]" (or "it
    can't ... this turn", given by an effect: app.engine.reads.shields), or a source's "your
    units here with less Might than me can't be ..." (its scope: units its controller
    controls): not a legal target of a spell or ability `player` controls (RUP4 757, 758); as
    it resolves, it mistargets (758.1). Only games with such an ability or effect look."""
    given = bool(s.turn_flags) and "untargetable" in s.turn_flags
    if not (given or s.extra.get("statics_by_op", {}).get("untargetable")) \
            or obj.zone not in (BASE, BF) \
            or s.players[obj.controller].team == s.players[player].team:
        return False
    if given and untargetable_turn(s, obj):
        return True
    if any(ab.kind == "static" and ab.static is not None and ab.static.op == "untargetable"
           and ab.static.scope.where == "self"
           and condition_holds(s, ab.static.condition, obj, obj)
           and active(s, obj.controller, ab, obj)  # a Level's only at it (RUP4 824.1.c-d)
           for ab in obj.card.abilities):
        return True
    return any(st.scope.where != "self" and source.controller == obj.controller
               and matches(s, st.scope, obj, source.controller, source)
               and condition_holds(s, st.condition, obj, source)
               for source, st in passive_sources(s, "untargetable"))


def deals_no_combat_damage(s: GameState, obj: Obj) -> bool:
    """combat-dmg-mods: "I don't deal combat damage [unless ...]", or a source's "enemy units
    here with less Might than me don't deal combat damage" (its scope, Might compared as the
    damage is summed): its Might isn't assigned in the combat damage step (RUP4 465.2.a).
    Only games with such an ability look."""
    if not s.extra.get("statics_by_op", {}).get("no_combat_damage"):
        return False
    if any(ab.kind == "static" and ab.static is not None
           and ab.static.op == "no_combat_damage" and ab.static.scope.where == "self"
           and condition_holds(s, ab.static.condition, obj, obj)
           for ab in obj.card.abilities):
        return True
    return any(st.scope.where != "self" and matches(s, st.scope, obj, source.controller, source)
               for source, st in passive_sources(s, "no_combat_damage"))


def shielded_from_enemy_spells(s: GameState, obj: Obj, by_player: int) -> bool:
    """damage-prevention: "prevent all damage that enemy spells and abilities would deal to
    me" (RUP4 437): damage a spell or ability controlled by an enemy of its controller deals
    (`deal` is never combat damage; damage a unit deals is the caller's to exclude, 417.6)."""
    if obj.zone not in (BASE, BF) or s.players[by_player].team == s.players[obj.controller].team:
        return False
    for ab in obj.card.abilities:
        st = ab.static
        if ab.kind == "static" and st is not None and st.op == "no_enemy_spell_damage" \
                and static_holds(s, st, obj, obj):
            return True
    return False
