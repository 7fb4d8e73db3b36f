"""The index of the objects whose abilities must be looked at (passive abilities by op,
watching triggers by kind, resource adders), so that reads and events scan only those."""

from __future__ import annotations

from app.engine.core.cards import CardDef
from app.engine.core.enums import CardType
from app.engine.core.state import BATTLEFIELD, GameState
from app.engine.reads.granted import OP as GRANT_OP

# triggers of objects that watch other objects and players (scanned by `actions.watchers._watchers`)
_WATCHING = ("you_", "start_", "end_", "friendly_", "opponent_", "enemy_")


# Facts of a card definition that the index below needs, computed once per CardDef (the
# index is rebuilt for every sampled game an agent looks at: sampling.determinize).
# Invalidation: none needed, a CardDef and its abilities are frozen; the CardDef is kept in
# the value so that its id is never reused while the entry lives.
_INDEX_FACTS: dict[int, tuple[CardDef, tuple]] = {}


# Events and turn history noted only while a card in the game reads them (so other games'
# states don't change): the end of a combat for those who were in it, who was dealt damage,
# how many cards each player drew, the non-token gear each played this turn; by (trigger,
# condition) of the ability that reads them
_HISTORY: dict[tuple[str | None, str | None], tuple[str, ...]] = {
    ("combat_ends_in", None): ("combat_end",),
    ("combat_ends_in", "undamaged"): ("combat_end", "damage"),
    ("you_draw_second", None): ("draw",),
    ("you_play_gear", "first_each_turn"): ("gear",),
    # an activated ability usable only after you chose an enemy unit this turn (act-riders)
    (None, "chose_enemy_once"): ("chose_enemy",),
    # a passive's "if a friendly unit died during your Beginning Phase this turn"
    (None, "friendly_died_in_beginning"): ("beginning_death",),
    # "only if you've chosen enemy units and/or gear twice this turn" (act-riders)
    (None, "chose_enemy_twice"): ("chose_enemy_n",),
}


def _index_facts(card: CardDef) -> tuple:
    """(has a passive ability, watches others, may add resources, its passive abilities' ops
    and its triggers (each once, in order), watches for "becomes Mighty", the turn history
    its abilities read)."""
    hit = _INDEX_FACTS.get(id(card))
    if hit is not None and hit[0] is card:
        return hit[1]
    abilities = card.abilities
    kinds = {(a.kind, a.trigger) for a in abilities}
    ops: list[str] = []
    triggers: list[str] = []
    for a in abilities:
        if a.kind == "static" and a.static is not None and a.static.op not in ops:
            ops.append(a.static.op)
        if a.kind == "triggered" and a.trigger and a.trigger not in triggers:
            triggers.append(a.trigger)
    facts = (
        any(k == "static" for k, _ in kinds),
        any(k == "triggered" and t and t.startswith(_WATCHING) for k, t in kinds),
        any(a.kind == "activated" and a.adds for a in abilities) or any(
            a.kind == "static" and a.static is not None and a.static.op == GRANT_OP
            for a in abilities),  # grant-activated: may have granted Adds
        tuple(ops),
        tuple(triggers),
        any(a.trigger == "friendly_becomes_mighty" for a in abilities),
        frozenset(h for a in abilities for h in (
            *_HISTORY.get((a.trigger, a.condition), ()),
            *(_HISTORY.get((None, a.static.condition), ()) if a.static is not None else ()))),
    )
    _INDEX_FACTS[id(card)] = (card, facts)
    return facts


def reindex(s: GameState) -> None:
    """Remember which objects have passive or watching abilities, to scan only those; rebuilt
    whenever objects join or leave the game (a token, a removed player)."""
    statics, watchers, adders = [], [], []
    by_op: dict[str, list[int]] = {}
    by_trigger: dict[str, list[int]] = {}
    mighty = False
    history: set[str] = set()
    reach = False  # "when my Might becomes N or more": recorded only in games that have it
    removed = s.extra.get("removed")  # a removed player's cards left the game (RUP4 652.3)
    for o in s.objs.values():
        if removed and o.owner in removed and o.zone != BATTLEFIELD:
            continue  # (a battlefield token they made stays in play, RUP4 652.3)
        if o.zone != BATTLEFIELD and o.card.type is CardType.BATTLEFIELD:
            continue  # replaced: in banishment or gone, its abilities with it (RUP4 438.5)
        static, watching, adds, ops, triggers, mighty_here, reads = _index_facts(o.card)
        history |= reads
        reach = reach or "might_reaches" in triggers
        if static:
            statics.append(o.id)
        if watching:
            watchers.append(o.id)
            mighty = mighty or mighty_here
        if adds:
            adders.append(o.id)
    for oid in statics:
        for op in _index_facts(s.objs[oid].card)[3]:
            by_op.setdefault(op, []).append(oid)
    # the same watchers by trigger kind, in the same order, so that an event only looks at
    # the objects that have an ability with its trigger. Derived from the ability data like
    # the lists above, so a new trigger kind needs nothing here; rebuilt with them
    for oid in watchers:
        for trigger in _index_facts(s.objs[oid].card)[4]:
            by_trigger.setdefault(trigger, []).append(oid)
    s.extra["static_objs"] = statics
    s.extra["statics_by_op"] = by_op
    s.extra["watcher_objs"] = watchers
    # mighty: "becomes Mighty" is checked in cleanups only while some card watches for it
    s.extra["mighty_watch"] = mighty
    s.extra["_might_watch"] = reach  # "_": derived from the card data, not hashed
    s.extra["_watchers_by_trigger"] = by_trigger  # "_": derived, not hashed (_canon)
    s.extra["_history"] = frozenset(history)  # turn-history noted only while a card reads it
    s.extra["adder_objs"] = adders
