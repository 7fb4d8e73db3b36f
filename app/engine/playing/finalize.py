"""A pending item is finalized (RUP4 359: permanents enter the board, Add abilities resolve),
undone (358.5) or, for a trigger, removed without being finalized (402.4, 383.3.a.2). A card
played by an effect hands the resolution back to its parent.
"""

from __future__ import annotations

from app.engine.actions.add_amount import restore_pool
from app.engine.actions.battlefields import add_battlefield
from app.engine.actions.chain import chain_emptied
from app.engine.actions.payment import resolve_adds
from app.engine.actions.triggers import collect_event, used_gear_ability
from app.engine.actions.zones import enter_board, name_on, put_facedown, take_next_unit_ready
from app.engine.core.abilities import Ability
from app.engine.core.enums import CardType
from app.engine.core.events import emit
from app.engine.core.state import (
    BANISH,
    BASE,
    BF,
    CHAMPION,
    DECK,
    FACEDOWN,
    HAND,
    RUNES,
    TRASH,
    ChainItem,
    GameState,
    Obj,
)
from app.engine.playing.choices import adds_battlefield
from app.engine.playing.repeat import next_spell_key
from app.engine.reads.board import is_enemy
from app.engine.reads.items import extra_cost_paid, item_ability, used_once_key
from app.engine.reads.passives import enters_exhausted, enters_ready, next_card_key


def undo_payment(s: GameState, item: ChainItem) -> None:
    """Take back what paying for the item did (RUP4 358.5): its runes and the Add abilities'
    sources as they were, the pool as it was before the first payment step."""
    p = s.players[item.controller]
    for op, rid, n in reversed(item.rune_ops):
        r = s.objs[rid]
        if op == "rec":  # back from the bottom of its Rune Deck, exhausted if it was
            p.rune_deck.remove(rid)
            r.zone = RUNES
            if s.revision >= 2:  # to its old place in the row (undone in reverse order)
                p.runes.insert(n, rid)
            else:  # revision 1 put it last: saves of earlier versions replay as played
                p.runes.append(rid)
            r.exhausted = bool(item.info.get(f"rune_was_exhausted{rid}"))
        else:  # a rune tapped, or an Add ability's source exhausted (RUP4 429.3)
            r.exhausted = False
    if "pool_before" in item.info:
        # the pool as it was before the first payment step: what the payment added and
        # spent is taken back as it was done, never worked out again from the runes' cards
        restore_pool(s, item.controller, item.info["pool_before"])


def cancel_item(s: GameState, item: ChainItem) -> None:
    """Undo everything done while playing it (RUP4 358.5)."""
    undo_payment(s, item)
    s.chain.remove(item)
    if item.kind == "card":
        obj = s.objs[item.obj]
        obj.zone = item.origin_zone
        if item.origin_zone == HAND:
            s.players[obj.owner].hand.insert(item.origin_index, obj.id)
        elif item.origin_zone == CHAMPION:
            s.players[obj.owner].champion = obj.id
        elif item.origin_zone == FACEDOWN:
            obj.bf = item.origin_index
            put_facedown(s, obj.bf, obj.id)
        if item.origin_zone == FACEDOWN:
            obj.incarnation -= 1  # leaving the board made it "new"; taking it back undoes that
        if item.origin_zone in (TRASH, BANISH, DECK):
            # play-by-effect undone (RUP4 358.5): the card stays where it was (419.3.c)
            _pbe_container(s, obj, item.origin_zone).append(obj.id)
    s.decision = None
    emit(s, "cancel", player=item.controller)
    parent = item.info.pop("resume", None)
    if parent is not None:  # played by an effect: that effect goes on resolving
        s.tasks.append(("resolve", parent))
    elif s.chain and s.revision >= 2:
        # the priority it was played with is its player's again (358.5); revision 1 let the
        # next player have it, as earlier versions did, so that their saves replay as played
        s.priority = item.controller


def fizzle_pending(s: GameState, item: ChainItem, declined: bool = False) -> None:
    """A pending trigger leaves the chain without being finalized (RUP4 402.4, 383.3.a.2)."""
    s.chain.remove(item)
    s.decision = None
    emit(s, "trigger_removed", player=item.controller, declined=declined)


def finalize(s: GameState, item: ChainItem) -> None:
    """The item is no longer pending (RUP4 359); permanents and Add abilities resolve now."""
    item.pending = False
    s.dirty = True
    _chose_friendly(s, item)
    if item.kind == "ability" and item.ability is not None \
            and item.ability.condition == "chose_enemy_once":  # "only once each turn"
        s.turn_flags[used_once_key(item.source, item.source_incarnation, item.ability)] = True
    parent = item.info.pop("resume", None)
    if parent is not None:  # played by an effect: that effect goes on resolving
        s.tasks.append(("resolve", parent))
    if item.kind == "card" and item.info.get("free_play") is not None:
        # a free_play permission is used once (op free_play)
        key = f"free_play{item.controller}"
        perms = list(s.turn_flags.get(key, ()))
        del perms[int(item.info["free_play"])]
        s.turn_flags[key] = perms
    if item.kind == "card":
        obj = s.objs[item.obj]
        s.players[item.controller].cards_played_turn += 1  # Legion counts finalized cards
        # which card, so that Legion can tell "another card" from itself (RUP4 812.1.c)
        s.turn_flags.setdefault(f"finalized{item.controller}", []).append(obj.id)
        if not obj.card.is_token:  # "the next card you play costs less": used up (RUP4 391)
            s.turn_flags.pop(next_card_key(item.controller), None)
        emit(s, "play", player=item.controller, obj=obj.id, card=obj.card.code,
             from_facedown=item.from_facedown)
        if not obj.card.is_permanent:
            # "when you play a card" triggers as the spell resolves, never if it is countered
            # (RUP4 419.4.a, 419.4.a.1; FAQ-UNLEASHED, Legion): its place in this turn's count
            # is the one it took now, as Legion counts it (419.4.b)
            item.info["played_n"] = s.players[item.controller].cards_played_turn
            if item.targets and obj.card.type is CardType.SPELL:
                # targeting effects trigger once the spell is finalized (RUP4 383.4.b.2)
                collect_event(s, "spell_chose", obj=obj, player=item.controller,
                              targets=item.targets)
            if obj.card.type is CardType.SPELL:  # used up by the next spell played (391)
                s.turn_flags.pop(f"next_spell_discount{item.controller}", None)
                _note_spent(s, item)
                s.turn_flags.pop(next_spell_key(item.controller), None)  # its Repeat (820)
            bonus = s.turn_flags.pop(f"next_spell_bonus{item.controller}", 0)
            if bonus and obj.card.type is CardType.SPELL:
                item.info["next_spell_bonus"] = bonus  # "the next spell you play" (RUP4 391)
            elif bonus:
                s.turn_flags[f"next_spell_bonus{item.controller}"] = bonus
        if obj.card.is_permanent:
            s.chain.remove(item)  # it resolves immediately (RUP4 337.2)
            chain_emptied(s)
            loc = item.location or "base"
            zone, bf = (BASE, -1) if loc == "base" else (BF, int(loc[2:]))
            added = adds_battlefield(s, obj)
            if added is not None:
                # bf-tokens: "as you play me, add the <card> battlefield token to the board
                # if it's not there already. If you do, I enter there" (RUP4 439.4.b: it
                # joins uncontrolled; the entry replaced, 369.3's example)
                zone, bf = BF, add_battlefield(s, s.extra["tokens"][added], item.controller)
            # Gear enters ready wherever it enters, also at a battlefield when played from
            # Hidden (RUP4 149.1, 811.1.d.1.a); units enter exhausted unless told otherwise.
            # "the next unit you play this turn enters ready" is used up by the next unit
            # played, whatever else readies it (RUP4 391)
            nxt = obj.card.type is CardType.UNIT and take_next_unit_ready(s, item.controller)
            ready = ((obj.card.type is CardType.GEAR and not enters_exhausted(obj))
                     or item.accelerate or _enters_ready(s, obj, zone == BF, item.optional_paid)
                     or nxt)
            enter_board(s, obj, item.controller, zone, bf, exhausted=not ready)
            if "named" in item.info:  # "as you play this, name a tag" (RUP4 355.1)
                name_on(s, obj, item.controller, item.info["named"])
            if "chosen_tag" in item.info:  # "... I gain that tag": it enters with it (355.1)
                obj.mods = dict(obj.mods or {})
                obj.mods["tags"] = (str(item.info["chosen_tag"]),)
            collect_event(s, "played", obj=obj, player=item.controller,
                          hidden_bf=item.bf_restrict if item.from_facedown else -1,
                          extra_paid=extra_cost_paid(s, item), from_hand=item.origin_zone == HAND)
            return
    if item.kind == "ability" and item.source >= 0:  # an activated ability of a gear (429)
        used_gear_ability(s, item.controller, s.objs[item.source])
    for op, rid, _n in item.rune_ops:  # Add abilities of gear used to pay for it
        if op.startswith("act"):
            used_gear_ability(s, item.controller, s.objs[rid])
    if item.kind == "ability" and item.ability is not None \
            and s.extra.get("_watchers_by_trigger", {}).get("you_play_costly"):
        # "when you play ... an activated ability with Energy cost N or more": its printed
        # cost, as it is finalized (RUP4 206, 359)
        collect_event(s, "you_play_costly", player=item.controller,
                      energy=item.ability.cost_energy)
    if item.kind == "ability" and item.ability is not None and item.ability.adds:
        resolve_adds(s, item)  # RUP4 429.2
        s.chain.remove(item)
        emit(s, "resolve", player=item.controller, source=item.source)
        chain_emptied(s, adds=True)  # an Add ability never passes focus (RUP4 340.2.a)


def _note_spent(s: GameState, item: ChainItem) -> None:
    """turn-history: the most Energy spent to play one spell this turn, noted in games with
    a card that reads it (so that other games' states stay as they were); a spell countered
    later still had it spent (FAQ-UNLEASHED, Jhin and Singularity)."""
    reads = s.extra.get("_reads_spell_spent")
    if reads is None:  # derived once from the game's cards: tokens never read it
        reads = any((ab.static is not None and ab.static.condition == "spell_spent_4")
                    or ab.condition == "spell_spent_4"  # an alternative cost's (356.1.a)
                    for o in s.objs.values() for ab in o.card.abilities)
        s.extra["_reads_spell_spent"] = reads
    key = f"spell_spent{item.controller}"
    if reads and item.cost_energy > int(s.turn_flags.get(key, 0)):
        s.turn_flags[key] = item.cost_energy


def _chose_friendly(s: GameState, item: ChainItem) -> None:
    """Targeting effects "when you choose a friendly unit": once per friendly unit on the
    board that a spell or ability of yours targeted, once it is finalized (RUP4 383.4.b.2-3);
    a unit chosen to pay a cost is not targeted (355.10.c)."""
    ab = item_ability(s, item) if item.targets else None
    if ab is None:
        return
    if "chose_enemy_n" in s.extra.get("_history", ()):
        _count_chose_enemy(s, item, ab)
    for k, slot in enumerate(item.targets):
        if k >= len(ab.targets) or ab.targets[k].cost is not None:
            continue
        for _, oid, _inc in (t for t in slot if t[0] == "obj"):
            o = s.objs[oid]
            if o.is_unit and o.zone in (BASE, BF) and not is_enemy(s, item.controller,
                                                                     o.controller):
                # "with a spell": the chooser is a spell card (RUP4 383.4.b)
                collect_event(s, "you_choose_friendly", player=item.controller, obj=o,
                              spell=item.kind == "card")
            elif o.is_unit and o.zone in (BASE, BF) \
                    and "chose_enemy" in s.extra.get("_history", ()):
                # turn-history: "if you've chosen an enemy unit this turn" (a target of a spell
                # or ability of yours, 383.4.b), kept only while a card reads it
                s.turn_flags[f"chose_enemy{item.controller}"] = True


def chose_enemy_key(player: int) -> str:
    """The turn flag counting a player's spells and unit abilities that chose an enemy unit
    or gear this turn (act-riders)."""
    return f"chose_enemy_n{player}"


def _count_chose_enemy(s: GameState, item: ChainItem, ab: Ability) -> None:
    """turn-history, kept only while a card reads it: how many spells and abilities of units
    of a player have chosen an enemy unit or gear this turn (targeted, RUP4 355.6; a cost
    chooses nothing, 355.10.c), each counted once however many it chose."""
    if item.kind == "card":
        if s.objs[item.obj].card.type is not CardType.SPELL:
            return
    elif item.source < 0 or s.objs[item.source].card.type is not CardType.UNIT:
        return  # "with spells or unit abilities"
    for k, slot in enumerate(item.targets):
        if k < len(ab.targets) and ab.targets[k].cost is not None:
            continue
        for _, oid, _inc in slot:
            o = s.objs[oid]
            if (o.is_unit or o.card.type is CardType.GEAR) and o.zone in (BASE, BF) \
                    and is_enemy(s, item.controller, o.controller):
                key = chose_enemy_key(item.controller)
                s.turn_flags[key] = int(s.turn_flags.get(key, 0)) + 1
                return


def _pbe_container(s: GameState, obj: Obj, zone: str) -> list[int]:
    p = s.players[obj.owner]
    return {TRASH: p.trash, BANISH: p.banish, DECK: p.deck}[zone]


def _enters_ready(s: GameState, obj: Obj, to_bf: bool, paid: bool) -> bool:
    """'I enter ready' (conditional too), 'other friendly units enter ready' and 'units you
    play this turn enter ready' (hooks for [cards])."""
    if enters_ready(s, obj, to_bf, paid):
        return True
    return bool(s.turn_flags.get(f"enter_ready{s.objs[obj.id].controller}"))
