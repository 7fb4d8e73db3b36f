"""Passive abilities that change Might or grant keywords while their source is on the board."""

from __future__ import annotations

from app.engine.abilities import Static
from app.engine.cards import CardType, Keyword
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
    if cond == "discarded_this_turn":  # turn-history: its controller discarded this turn
        return bool(s.turn_flags.get(f"discarded{source.controller}"))
    raise ValueError(f"unknown condition {cond!r}")


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


def might_bonus(s: GameState, obj: Obj) -> int:
    if not s.extra.get("static_objs"):
        return 0
    total = 0
    for source, st in _sources(s, "might"):
        if _applies(s, st, source, obj):
            total += st.n if st.per is None else st.n * _per(s, st, source)
    return total


def _per(s: GameState, st: Static, source: Obj) -> int:
    """ "For each ...": the amount is counted whenever Might is read (a passive ability's
    effect is continuous, RUP4 363)."""
    if st.per == "your_points":
        return s.players[source.controller].points
    if st.per == "count" and st.per_scope is not None:
        from app.engine.select import board_candidates

        return len(board_candidates(s, st.per_scope, source.controller, source))
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
