"""Passive abilities that change Might or grant keywords while their source is on the board."""

from __future__ import annotations

from app.engine.abilities import Static
from app.engine.core.enums import CardType, Keyword
from app.engine.state import BASE, BF, GameState, Obj


def _sources(s: GameState, op: str) -> list[tuple[Obj, Static]]:
    """Active passive abilities of one kind: on legends, battlefields and board permanents."""
    out: list[tuple[Obj, Static]] = []
    for oid in s.extra.get("statics_by_op", {}).get(op, ()):
        o = s.objs[oid]
        if o.zone in (BASE, BF) or o.card.type in (CardType.LEGEND, CardType.BATTLEFIELD):
            for ab in o.card.abilities:
                if ab.kind == "static" and ab.static is not None and ab.static.op == op:
                    out.append((o, ab.static))
    return out


def is_alone(s: GameState, obj: Obj) -> bool:
    """No other friendly unit at the same location (RUP4 740.2.a)."""
    if obj.zone == BF:
        ids = s.battlefields[obj.bf].units
    else:
        ids = s.players[obj.controller].base
    team = s.players[obj.controller].team
    for i in ids:
        o = s.objs[i]
        if i != obj.id and o.card.type is CardType.UNIT and s.players[o.controller].team == team:
            return False
    return True


def condition_holds(s: GameState, cond: str | None, obj: Obj, source: Obj) -> bool:
    if cond is None:
        return True
    if cond == "defending_alone":
        return obj.defending and is_alone(s, obj)
    if cond == "attacking_or_defending_alone":
        return (obj.attacking or obj.defending) and is_alone(s, obj)
    if cond == "runes_8":
        return len(s.players[source.controller].runes) >= 8
    if cond == "at_battlefield":
        return source.zone == BF
    if cond == "buffed":  # "while I'm buffed": a buff remains on the source (RUP4 702.2.a)
        return source.buffs > 0
    if cond == "legion":  # cost-mod: "[Legion] I cost N less" (RUP4 812)
        from app.engine.query import legion_active

        return legion_active(s, source.controller, source)
    if cond == "opponent_controls_bf":  # enter-state: RUP4 364.3.a's own example
        team = s.players[source.controller].team
        return any(b.controller is not None and s.players[b.controller].team != team
                   for b in s.battlefields)
    if cond == "enemy_unit_died":  # turn-history: a unit of an opponent died this turn
        return any(s.turn_flags.get(f"unit_deaths{p}") for p in s.opponents(source.controller))
    if cond == "mighty":  # "while I'm [Mighty]" (RUP4 708)
        return source_is_mighty(s, source)
    if cond == "discarded_this_turn":  # turn-history: its controller discarded this turn
        return bool(s.turn_flags.get(f"discarded{source.controller}"))
    if cond == "moved_twice":  # turn-history: "if I have moved twice this turn" (two or more)
        return int(s.turn_flags.get(f"moves{source.id}.{source.incarnation}", 0)) >= 2
    raise ValueError(f"unknown condition {cond!r}")


def _holds(s: GameState, st: Static, obj: Obj, source: Obj) -> bool:
    """A static's condition, with those that take the static's own number."""
    if st.condition == "opponent_near_victory":
        # cond-score: "if an opponent's score is within N points of the Victory Score": the
        # Victory Score as passive abilities change it (RUP4 194.3.a)
        target = victory_score(s)
        return any(target - s.players[p].points <= (st.within or 0)
                   for p in s.opponents(source.controller))
    return condition_holds(s, st.condition, obj, source)


def takes_no_damage(s: GameState, obj: Obj) -> bool:
    """damage-prevention: "I don't take damage" (a passive replacement, RUP4 369, 437): no
    damage is dealt to it at all (437.4), and no amount is lethal to it in combat
    (465.2.c.10). Only units with such an ability are looked at."""
    if not s.extra.get("statics_by_op", {}).get("no_damage"):
        return False
    for ab in obj.card.abilities:
        st = ab.static
        if ab.kind == "static" and st is not None and st.op == "no_damage" \
                and obj.zone in (BASE, BF) and condition_holds(s, st.condition, obj, obj):
            return True
    return False


def spell_damage_prevented(s: GameState) -> bool:
    """damage-prevention: "prevent all spell and ability damage this turn" (RUP4 437)."""
    return bool(s.turn_flags.get("prevent_spell_damage"))


_MIGHTY_CHECKS: set[int] = set()  # sources whose "while I'm Mighty" is being evaluated


def source_is_mighty(s: GameState, source: Obj) -> bool:
    """ "While I'm Mighty": the layers are applied in order and again until nothing changes
    (RUP4 476): the Might that decides it doesn't count what the ability itself grants (Fiora's
    Shield only adds Might once she is Mighty, 476.3's example), so while it is being
    evaluated the source's own conditional grants are left out."""
    if source.id in _MIGHTY_CHECKS:
        return False
    _MIGHTY_CHECKS.add(source.id)
    try:
        from app.engine.query import is_mighty

        return is_mighty(s, source)
    finally:
        _MIGHTY_CHECKS.discard(source.id)


def _applies(s: GameState, st: Static, source: Obj, obj: Obj) -> bool:
    if st.op not in ("might", "keyword"):
        return False
    from app.engine.select import matches

    controller = source.controller
    if source.card.type is CardType.BATTLEFIELD:
        # a battlefield's passive abilities are its controller's (RUP4 190.6); without a
        # controller, "friendly" and "enemy" mean nobody ("here" is handled by `matches`)
        bf_controller = next(b.controller for b in s.battlefields if b.obj == source.id)
        if bf_controller is None and st.scope.side != "any":
            return False
        controller = bf_controller if bf_controller is not None else 0
    if not matches(s, st.scope, obj, controller, source):
        return False
    return condition_holds(s, st.condition, obj, source)


def victory_score(s: GameState) -> int:
    """alt-victory: the Victory Score (RUP4 194.3) as passive abilities change it ("increase the
    points needed to win the game by N", 194.3.a); a battlefield's applies while it is in
    play, controlled or not."""
    score = s.victory_score
    if not s.extra.get("statics_by_op", {}).get("victory_score"):
        return score  # no such passive ability in the game (checked at every cleanup)
    for _source, st in _sources(s, "victory_score"):
        score += st.n
    return score


def spell_discount(s: GameState, player: int, energy: int) -> int:
    """Energy cost of a spell after "reduced by N, to a minimum of 1" discounts (RUP4 356.4.e)."""
    for oid in s.extra.get("statics_by_op", {}).get("spell_discount", ()):
        src = s.objs[oid]
        if src.controller != player or src.zone not in (BASE, BF):
            continue
        for ab in src.card.abilities:
            st = ab.static
            if ab.kind == "static" and st is not None and st.op == "spell_discount" \
                    and condition_holds(s, st.condition, src, src) and energy > 1:
                energy = max(1, energy - st.n)
    return energy


def might_bonus(s: GameState, obj: Obj, base: int = 0) -> int:
    if not s.extra.get("statics_by_op", {}).get("might"):
        return 0  # no passive Might ability in the game (no sources: nothing to add)
    total = 0
    floors = []
    for source, st in _sources(s, "might"):
        if _applies(s, st, source, obj):
            if st.minimum is not None:  # "-N Might, to a minimum of M": applied last
                floors.append(st)
                continue
            total += st.n if st.per is None else st.n * _per(s, st, source)
    for st in floors:
        # it lowers the Might by up to N, never below M, and never raises it (RUP4 477.3);
        # `base` is the Might before passive abilities
        cur = base + total
        total -= min(-st.n, max(0, cur - (st.minimum or 0)))
    return total


def _per(s: GameState, st: Static, source: Obj) -> int:
    """ "For each ...": the amount is counted whenever Might is read (a passive ability's
    effect is continuous, RUP4 363)."""
    if st.per == "your_points":
        return s.players[source.controller].points
    if st.per == "count" and st.per_scope is not None:
        from app.engine.select import board_candidates

        return len(board_candidates(s, st.per_scope, source.controller, source))
    if st.per == "highest_might" and st.per_scope is not None:  # cost-mod (RUP4 356.4.e)
        from app.engine.query import might
        from app.engine.select import board_candidates

        return max((max(0, might(s, o)) for o in
                    board_candidates(s, st.per_scope, source.controller, source)), default=0)
    raise ValueError(f"unknown per {st.per!r}")


def any_buffs(s: GameState, obj: Obj) -> bool:
    """"Can have any number of buffs": a card's permission overriding the rule of one buff
    per unit (RUP4 702.3; a card's text takes precedence over the rules, 000-series golden
    rule)."""
    if not s.extra.get("static_objs"):
        return False
    from app.engine.select import matches

    for source, st in _sources(s, "any_buffs"):
        if matches(s, st.scope, obj, source.controller, source) \
                and condition_holds(s, st.condition, obj, source):
            return True
    return False


def granted_keywords(s: GameState, obj: Obj) -> list[tuple[Keyword, int]]:
    if not s.extra.get("static_objs"):
        return []
    out = []
    lacking = []
    for source, st in _sources(s, "keyword"):
        if st.keyword is not None and _applies(s, st, source, obj):
            (lacking if st.if_lacking else out).append((st.keyword, st.n or 1))
    for kw, n in lacking:  # "if they didn't already": only without it from anywhere else
        if not obj.card.keyword(kw) and all(k is not kw for k, _ in
                                            (*obj.turn_keywords, *obj.combat_keywords, *out)):
            out.append((kw, n))
    return out


def enters_ready(s: GameState, obj: Obj) -> bool:
    """enter-state: does `obj` (a unit or gear about to enter the board under its controller)
    enter ready by a passive ability: its own "I enter ready" (conditional ones while the
    condition holds), or another board object's "other friendly units enter ready"? Both
    replace entering exhausted (RUP4 364.3.a, 372)."""
    for ab in obj.card.abilities:
        st = ab.static
        if ab.kind == "static" and st is not None and st.op == "enter_ready" \
                and not st.scope.other and _holds(s, st, obj, obj):
            return True
    if not s.extra.get("statics_by_op", {}).get("enter_ready"):
        return False
    team = s.players[obj.controller].team
    for source, st in _sources(s, "enter_ready"):
        sc = st.scope
        if not sc.other or source.id == obj.id or source.zone not in (BASE, BF):
            continue
        if sc.kind == "unit" and obj.card.type is not CardType.UNIT:
            continue
        if sc.kind == "gear" and obj.card.type is not CardType.GEAR:
            continue
        same = s.players[source.controller].team == team
        if (sc.side == "friendly" and not same) or (sc.side == "enemy" and same):
            continue
        if sc.tag is not None and sc.tag not in obj.card.tags:
            continue
        return True
    return False


def enters_exhausted(obj: Obj) -> bool:
    """enter-state: "this enters exhausted" (a gear's own, contrary to RUP4 149.1)."""
    return any(ab.kind == "static" and ab.static is not None
               and ab.static.op == "enter_exhausted" for ab in obj.card.abilities)


def cost_less(s: GameState, obj: Obj, energy: int) -> int:
    """cost-mod: the Energy cost of `obj` (a card being played by its controller) after
    "your <tag> units cost N less, to a minimum of M" of board sources, then its own "I cost N
    less" (conditional, or N for each object counted), never below 0 (RUP4 356.4, 356.6)."""
    player = obj.controller
    team = s.players[player].team
    for src in (s.objs[i] for i in s.extra.get("statics_by_op", {}).get("cost_less_others", ())):
        if src.zone not in (BASE, BF) or s.players[src.controller].team != team:
            continue
        for ab in src.card.abilities:
            st = ab.static
            if ab.kind != "static" or st is None or st.op != "cost_less_others":
                continue
            sc = st.scope
            kinds = {"unit": (CardType.UNIT,), "gear": (CardType.GEAR,),
                     "permanent": (CardType.UNIT, CardType.GEAR)}[sc.kind]
            if src.controller != player or obj.card.type not in kinds or (
                sc.tag is not None and sc.tag not in obj.card.tags
            ):
                continue
            floor = st.minimum or 0
            if energy > floor:
                energy = max(floor, energy - st.n)
    for ab in obj.card.abilities:
        st = ab.static
        if ab.kind == "static" and st is not None and st.op == "cost_less" \
                and _holds(s, st, obj, obj):
            n = st.n if st.per is None else st.n * _per(s, st, obj)
            energy = max(0, energy - n)
    if obj.card.type is CardType.SPELL:  # "the next spell you play this turn costs N less"
        energy = max(0, energy - int(s.turn_flags.get(f"next_spell_discount{player}", 0)))
    return energy


def hide_costs(s: GameState, player: int) -> list[tuple[int, int]]:
    """hide-cost: the alternative costs a player may pay instead of [A] to hide a card with
    Hidden ("you may pay N Energy instead"), as (source object id, Energy), from the passive
    abilities of what that player controls (RUP4 811.1.b, 421). The player chooses which cost
    to pay (an alternative cost is a choice, like the costs of RUP4 356.1.a)."""
    ids = s.extra.get("statics_by_op", {}).get("hide_cost", ())
    if not ids:
        return []
    return [(o.id, st.n) for o, st in _sources(s, "hide_cost") if o.controller == player]
