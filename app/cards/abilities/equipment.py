"""The shapes Equipment's ability data may take (RUP4 136, 818; app.engine.mechanics.ops.equipment).

`equipment = "equip"` marks a gear's Equip ability, "[Cost]: attach this to a unit you
control" (818.1.c.2): an activated ability whose first slot is that unit and whose only step
attaches this gear to it; other slots may be its non-resource costs (818.1.c.3).
`equipment = "effect"` marks an ability of the card's Effect Text: inactive on the gear, its
unit's while attached (136.2, 718.3): the unit's own triggers ("when I conquer") and "when
you attach an Equipment to me", and passive abilities of the unit ("I have +2 Might while
..."; scope `where = "self"`, "me", is the unit; "this" is the gear, 136.2.d).
"""

from __future__ import annotations

from typing import Any, Literal

from app.engine.core.abilities import Ability
from app.engine.core.enums import Keyword

Part = Literal["equip", "effect"]

# the triggers an Effect Text ability may use: events of the unit it is appended to
EFFECT_TRIGGERS = frozenset({"attack", "defend", "move", "move_to_bf", "conquer", "hold",
                             "equipped", "die",
                             # the end of the turn of the unit's controller
                             "end_of_turn"})
# the passive abilities an Effect Text may give its unit, "me" (scope where = "self")
EFFECT_STATICS = frozenset({"might", "keyword", "replace_death", "no_enemy_move", "tag",
                            "conquer_hold_alike"})


def check_equipment(ab: Any) -> Any:
    """An AbilityDef's `equipment` against its kind, slots and steps (a model validator)."""
    part = ab.equipment
    if part == "equip":
        first = ab.targets[0] if ab.targets else None
        if ab.kind != "activated" or first is None or first.kind != "unit" \
                or first.side != "friendly" or not first.yours or first.cost is not None \
                or first.count != 1 \
                or first.up_to or any(t.cost is None for t in ab.targets[1:]) \
                or [(st.op, st.target) for st in ab.steps] != [("attach", 0)]:
            raise ValueError("an Equip ability (equipment 'equip') is activated, its first slot "
                             "one unit you control (side 'friendly', yours), any others costs, "
                             "and its one step "
                             "{ op = 'attach', target = 0 }")
    elif part == "effect" and ab.kind == "static":
        st = ab.static
        if st is None or st.op not in EFFECT_STATICS or st.scope.where != "self" \
                or st.scope.kind != "unit":
            raise ValueError("an Effect Text passive ability (equipment 'effect') is one of "
                             f"{', '.join(sorted(EFFECT_STATICS))}, with scope "
                             "{ kind = 'unit', where = 'self' } (the unit it is attached to)")
    elif part == "effect":
        if ab.kind != "triggered" or ab.trigger not in EFFECT_TRIGGERS:
            raise ValueError("an Effect Text ability (equipment 'effect') is triggered, by "
                             f"one of {', '.join(sorted(EFFECT_TRIGGERS))}, or passive")
    elif ab.kind == "static" and ab.static is not None and ab.static.op == "replace_death" \
            and ab.static.scope.where == "self":
        raise ValueError("a 'replace_death' of scope where 'self' (\"if I would die, kill this "
                         "instead\") is an Equipment's Effect Text (equipment 'effect')")
    elif any(st.op == "attach" and st.also is None and not st.made for st in ab.steps) \
            and ab.trigger not in ("play_me",):
        raise ValueError("op 'attach' without 'gear' attaches this gear: in its Equip "
                         "ability, or when it is played")
    if any(st.op == "attach" and st.made for st in ab.steps) and ab.trigger != "reflexive":
        raise ValueError("op 'attach' with made (the card played) is a reflexive ability's")
    return ab


def equip_fits(facts_keywords: Any, abilities: tuple[Ability, ...]) -> str | None:
    """A card printing Equip has its Equip ability, one per instance, and only such a card
    has one (RUP4 818.1, 818.4); None when it fits, else what is wrong."""
    n = sum(1 for ab in abilities if ab.equipment == "equip")
    want = int(facts_keywords.get(Keyword.EQUIP, 0))
    if n != want:
        return f"it prints Equip {want} time(s) but has {n} Equip abilities (equipment 'equip')"
    return None
