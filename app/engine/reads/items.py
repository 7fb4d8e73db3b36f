"""What a chain item is (RUP4 349-359): the ability whose choices and steps it has, the mode
chosen, a card's facts as legal actions ask for them, its additional cost and whether it was
paid, "it" in a triggered ability. Questions only: nothing here changes the state.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from app.engine.core import state as _state
from app.engine.core.abilities import Ability, Op
from app.engine.core.cards import CardDef
from app.engine.core.enums import CardType, Keyword
from app.engine.core.state import BASE, BF, ChainItem, GameState, Obj
from app.engine.reads.granted import activated as activated_abilities


def spell_ability(card_abilities: tuple[Ability, ...]) -> Ability | None:
    for ab in card_abilities:
        if ab.kind == "spell":
            return ab
    return None


def extra_cost_ability(card_abilities: tuple[Ability, ...]) -> Ability | None:
    """The card's "as an additional cost to play me" ability (RUP4 204.2, 356.2), if any."""
    for ab in card_abilities:
        if ab.kind == "additional_cost":
            return ab
    return None


def alt_cost_ability(card_abilities: tuple[Ability, ...]) -> Ability | None:
    """The card's "you may play me for <cost>" ability (RUP4 356.1.a), if any."""
    for ab in card_abilities:
        if ab.kind == "alt_cost":
            return ab
    return None


def choice_ability(card_abilities: tuple[Ability, ...]) -> Ability | None:
    """Whose target slots a card being played fills: a spell's own ability, or for a
    permanent the objects its additional cost uses ("kill a friendly unit", 355.10.c)."""
    return spell_ability(card_abilities) or extra_cost_ability(card_abilities)


def ignored_cost(s: GameState, item: ChainItem, ab: Ability | None) -> bool:
    """An optional additional cost paid with a slot marked ignore_cost: "if you do, ignore
    this spell's cost" sets its base cost to zero (RUP4 356.1.b.1)."""
    if ab is None:
        return False
    return any(slot.ignore_cost and k < len(item.targets) and item.targets[k]
               for k, slot in enumerate(ab.targets))


def extra_resources(ab: Ability | None) -> tuple[int, list[frozenset]]:
    """Energy and Power an additional cost adds to the total cost (RUP4 356.2)."""
    if ab is None or ab.kind != "additional_cost":
        return 0, []
    return ab.cost_energy, list(ab.cost_power)


# Facts of a card definition that legal_actions asks for over and over, computed once per
# CardDef. Invalidation: none needed, a CardDef and its abilities are frozen; an object that
# becomes another card (obj.card replaced) simply finds that card's facts. The CardDef is
# kept in the value so that its id is never reused while the entry lives.
_FACTS: dict[int, tuple[CardDef, tuple]] = {}


def card_facts(card: CardDef) -> tuple:
    """(has an own cost_less static, mandatory extra cost as (energy, pips) or None,
    choice_ability, has an activated ability, has an additional cost that discounts, its spell
    ability has a slot whose payment ignores the cost, timing by its printed keywords, a unit
    with printed Ambush)."""
    hit = _FACTS.get(id(card))
    if hit is not None and hit[0] is card:
        if _state.CHECK_CACHES:
            _FACTS.pop(id(card))
            assert card_facts(card) == hit[1], f"stale card facts for {card.name}"
        return hit[1]
    abilities = card.abilities
    xab = extra_cost_ability(abilities)
    sab = spell_ability(abilities)
    facts = (
        any(ab.kind == "static" and ab.static is not None and ab.static.op == "cost_less"
            for ab in abilities),
        extra_resources(xab) if xab is not None and not xab.optional else None,
        choice_ability(abilities),
        any(ab.kind == "activated" and not ab.given for ab in abilities),
        xab is not None and bool(xab.less_energy or xab.less_power),
        sab is not None and any(slot.ignore_cost for slot in sab.targets),
        # Quick-Draw cards have Reaction inherently (RUP4 819.1.b)
        "reaction" if card.keyword(Keyword.REACTION) or card.keyword(Keyword.QUICK_DRAW) else (
            "action" if card.keyword(Keyword.ACTION) > 0 else "normal"),
        card.type is CardType.UNIT and card.keyword(Keyword.AMBUSH) > 0,  # printed (RUP4 822)
    )
    _FACTS[id(card)] = (card, facts)
    return facts


def item_ability(s: GameState, item: ChainItem) -> Ability | None:
    """The ability whose choices and steps the item has: an ability's or trigger's own; a
    card's spell ability or, for a permanent, its additional cost (choice_ability)."""
    if item.kind == "card":
        if item.ability is not None:  # a modal spell: its chosen mode (RUP4 355.3)
            return item.ability
        return card_facts(s.objs[item.obj].card)[2]  # choice_ability, kept per definition
    return item.ability


def _ability_key(s: GameState, src: Obj, ab: Ability) -> str:
    """This object's ability, for turn history: the object as it is now (a new object after a
    zone change, RUP4 124) and the ability's place on it."""
    if ab.text_copy:  # an instance a copied text gave it: new with each copy, its place in
        # that text (FAQ-VENDETTA, Svellsongur "refreshed" when attached again)
        same = [a for a in src.card.abilities if a.text_copy == ab.text_copy]
        k = same.index(ab) if ab in same else -1  # -1: that copy has ended
        return f"{src.id}.{src.incarnation}.{k}.text{ab.text_copy}"
    k = next((i for i, a in enumerate(src.card.abilities) if a is ab or a == ab), -1)
    if k < 0:  # grant-activated: a granted ability, by its place among the object's own
        k = 1000 + next((i for i, a in enumerate(activated_abilities(s, src))
                         if a is ab or a == ab), 0)
    if src.mods is not None and "copies" in src.mods:  # a copy's abilities are new instances
        # each time it becomes a copy (RUP4 477.1.b; FAQ-VENDETTA, Sand Soldier and Azir)
        return f"{src.id}.{src.incarnation}.{k}.copy{src.mods['copy_n']}"
    return f"{src.id}.{src.incarnation}.{k}"


def modes_key(s: GameState, item: ChainItem, ab: Ability) -> str:
    """Which modes of this object's ability were chosen this turn ("you've not chosen this
    turn")."""
    src = s.objs[item.source] if item.source >= 0 else s.objs[item.obj]
    return f"modes{_ability_key(s, src, ab)}"


def once_key(s: GameState, src: Obj, ab: Ability) -> str:
    """act-riders: "use only once per turn": this object's ability was used this turn."""
    return f"once{_ability_key(s, src, ab)}"


def used_once_key(oid: int, incarnation: int, ab: Ability) -> str:
    """act-riders: "only if you've chosen an enemy unit this turn and only once each turn":
    this object's ability was used this turn (each copied text's instance its own)."""
    return f"used_once{oid}.{incarnation}" + (f".text{ab.text_copy}" if ab.text_copy else "")


def mode_ability(ab: Ability, k: int) -> Ability:
    """The ability as it is with mode k chosen: that mode's targets and steps."""
    m = ab.modes[k]
    return replace(ab, targets=m.targets, steps=m.steps, modes=(), modes_once_per_turn=False)


def extra_cost_paid(s: GameState, item: ChainItem) -> bool:
    """Was an additional cost paid as it was played ("if you paid the additional cost")?"""
    if item.optional_paid:
        return True
    ab = item_ability(s, item)
    return ab is not None and any(
        slot.cost is not None and k < len(item.targets) and bool(item.targets[k])
        for k, slot in enumerate(ab.targets))


def event_object(s: GameState, item: ChainItem) -> list[Obj]:
    """"It" in a triggered ability: the object of the triggering event, while it is the same
    object on the board (a new object after a zone change, RUP4 124); or, for an event about a
    card off the board (`event_zone`), the same card in that zone: a spell played, in the trash
    it went to as it resolved ("when you play a spell, ... banish it", RUP4 419.4.a, 157); a
    banished card a delayed ability returns ("when they hold, return it", 390.5.a)."""
    oid, inc = item.info.get("event_obj", -1), item.info.get("event_inc")
    if oid is None or oid < 0:
        return []
    o = s.objs[oid]
    if inc is not None and o.incarnation != inc:
        return []
    if o.zone not in (BASE, BF) and (inc is None or o.zone != item.info.get("event_zone")):
        return []
    return [o]


def made_objects(s: GameState, item: ChainItem) -> list[Obj]:
    """The tokens the ability that started this reflexive trigger made, while each is the
    same object on the board (RUP4 124, 386)."""
    out = []
    for oid, inc in item.info.get("made", ()):
        o = s.objs[oid]
        if o.incarnation == inc and o.zone in (BASE, BF):
            out.append(o)
    return out


def item_steps(s: GameState, item: ChainItem) -> tuple[Op, ...]:
    """The steps the item resolves: its ability's, or a spell's (its chosen mode's)."""
    ab = item_ability(s, item)
    return ab.steps if ab is not None else ()


def repeat_abilities(abilities: tuple[Ability, ...]) -> list[Ability]:
    """The card's Repeat instances, in printed order (RUP4 820.1.c.2)."""
    return [ab for ab in abilities if ab.kind == "repeat"]


def repeat_info(item: ChainItem) -> dict[str, Any] | None:
    """The item's Repeat record (app.engine.playing.repeat), if it has one."""
    rep = item.info.get("repeat")
    return rep if isinstance(rep, dict) else None


def repeat_resources(s: GameState, item: ChainItem) -> tuple[int, list[frozenset]]:
    """Energy and Power of the Repeat costs paid (additional costs, RUP4 356.2, 820.1.c.1),
    as they were when asked (app.engine.playing.repeat)."""
    e = 0
    pips: list[frozenset] = []
    for energy, power in repeat_parts(item):
        e += energy
        pips.extend(power)
    return e, pips


def repeat_parts(item: ChainItem) -> list[tuple[int, list[frozenset]]]:
    """Each Repeat cost paid, as it was when asked: one component of the cost each."""
    rep = repeat_info(item)
    if rep is None or item.kind != "card" or not rep.get("paid"):
        return []
    return [(rep["costs"][k][0], list(rep["costs"][k][1])) for k in rep["paid"]]


def group_start(item: ChainItem, k: int) -> int:
    """The first slot of the execution slot k belongs to: "another" and "at the same
    location as it" speak of that execution's own choices (RUP4 820.2.a)."""
    rep = repeat_info(item)
    if rep is None or not rep.get("bounds"):
        return 0
    return max(b for b in rep["bounds"] if b <= k)


def at_move_bfs(item: ChainItem, o: Obj) -> bool:
    """A move trigger's "a unit at a battlefield I moved to or from": the battlefields its
    event named, remembered as it triggered (RUP4 359.3.f.3; FAQ-VENDETTA, Akali)."""
    return o.zone == BF and (o.bf == item.info.get("bf") or f"bf{o.bf}" == item.info.get("frm"))
