"""Moving objects between zones, and the game actions built on it (RUP4 413-443).

Every change marks the state dirty so that a cleanup follows (RUP4 319.6, 319.7).
"""

from __future__ import annotations

from app.engine.actions.attach import carry, leaving_board
from app.engine.actions.triggers import collect_event
from app.engine.core.events import emit
from app.engine.core.state import (
    BANISH,
    BASE,
    BATTLEFIELD,
    BF,
    BOARD_ZONES,
    CHAIN,
    CHAMPION,
    DECK,
    FACEDOWN,
    GONE,
    HAND,
    LEGEND,
    RUNE_DECK,
    RUNES,
    SETASIDE,
    TRASH,
    Battlefield,
    GameState,
    Obj,
)
from app.engine.reads.characteristics import tracks_hold_points, victory_score
from app.engine.reads.restrict import cant_gain_points

# zone -> the player's list that holds it (BF: the battlefield's units; others: no list)
_PLAYER_LISTS = {DECK: "deck", HAND: "hand", RUNE_DECK: "rune_deck", RUNES: "runes",
                 BASE: "base", TRASH: "trash", BANISH: "banish", SETASIDE: "setaside"}


def _container(s: GameState, obj: Obj, zone: str, bf: int) -> list[int] | None:
    if zone == BF:
        return s.battlefields[bf].units if bf >= 0 else None
    attr = _PLAYER_LISTS.get(zone)
    if attr is None:
        return None
    return getattr(s.players[obj.controller if zone == BASE else obj.owner], attr)


def _remove(s: GameState, obj: Obj) -> None:
    zone = obj.zone
    if zone == CHAMPION:
        s.players[obj.owner].champion = None
    elif zone == FACEDOWN:
        b = s.battlefields[obj.bf]
        if obj.id in b.extra_facedown:
            b.extra_facedown.remove(obj.id)
        else:  # the first slot: a card of a raised occupancy moves up (RUP4 107.3.b.1)
            b.facedown = b.extra_facedown.pop(0) if b.extra_facedown else None
    elif zone in (CHAIN, LEGEND, GONE):
        pass
    else:
        lst = _container(s, obj, zone, obj.bf)
        if lst is not None:
            lst.remove(obj.id)


def change_zone(s: GameState, obj: Obj, zone: str, bf: int = -1, bottom: bool = False,
                controller: int | None = None) -> None:
    """Take `obj` out of its zone and put it in `zone` (top of decks unless `bottom`)."""
    if zone == TRASH and obj.zone != DECK and not obj.card.is_token \
            and _banished_instead(s, obj):
        zone = BANISH  # "... from anywhere other than your Main Deck, banish it instead"
        emit(s, "banish", obj=obj.id, card=obj.card.code, player=obj.owner)
    if obj.zone in (BASE, BF) and zone not in (BASE, BF):
        leaving_board(s, obj)  # attachments end (RUP4 719.5)
        if s.extra.get(CONTROL_UNTIL):
            _end_control(s, obj)  # "you control it until I leave the board"
    _remove(s, obj)
    was_board = obj.zone in BOARD_ZONES
    now_board = zone in BOARD_ZONES
    left_controller = obj.controller if obj.zone in (BASE, BF) and not now_board else -1
    if was_board != now_board or zone in (HAND, DECK, TRASH, BANISH, RUNE_DECK):
        obj.reset_temporary()  # a new object, temporary modifications gone (RUP4 124)
    if controller is not None:
        obj.controller = controller
    if obj.card.is_token and not now_board and zone != CHAIN:
        obj.zone, obj.bf = GONE, -1  # tokens exist only on the board or the chain (RUP4 186)
        s.dirty = True
        if left_controller >= 0:
            _left_board(s, obj, left_controller)
        return
    obj.zone, obj.bf = zone, (bf if zone in (BF, FACEDOWN) else -1)
    if zone == CHAMPION:
        s.players[obj.owner].champion = obj.id
    elif zone == FACEDOWN:
        put_facedown(s, bf, obj.id)
    elif zone not in (CHAIN, LEGEND, BATTLEFIELD):  # a battlefield: its Battlefield's `obj`
        lst = _container(s, obj, zone, bf)
        assert lst is not None
        if bottom:
            lst.insert(0, obj.id)
        else:
            lst.append(obj.id)
    s.dirty = True
    if left_controller >= 0:
        _left_board(s, obj, left_controller)


def _banished_instead(s: GameState, obj: Obj) -> bool:
    """Endless Riches: "if a card would go to your trash from anywhere other than your Main
    Deck, banish it instead" (a replacement, RUP4 367), while its owner controls it."""
    for oid in s.extra.get("statics_by_op", {}).get("trash_to_banish", ()):
        src = s.objs[oid]
        if src.zone in (BASE, BF) and src.controller == obj.owner:
            return True
    return False


def _left_board(s: GameState, obj: Obj, controller: int) -> None:
    """"When this leaves the board" (trig-other), controlled by who controlled it there."""
    if any(a.kind == "triggered" and a.trigger == "leave_board" for a in obj.card.abilities):
        collect_event(s, "leaves", obj=obj, controller=controller)


# control-change "until I leave the board": [[object id, incarnation, source id, source
# incarnation, the controller it goes back to], ...] in s.extra, absent while there is none
CONTROL_UNTIL = "control_until"


def control_until_source_leaves(s: GameState, obj: Obj, player: int, source: Obj) -> bool:
    """`player` gains control of `obj` until `source` leaves the board (RUP4 188-192): then
    its previous controller has it back."""
    old = obj.controller
    if not change_control(s, obj, player):
        return False
    s.extra.setdefault(CONTROL_UNTIL, []).append(
        [obj.id, obj.incarnation, source.id, source.incarnation, old])
    return True


def _end_control(s: GameState, source: Obj) -> None:
    """`source` left the board: what it gave control of goes back to its previous controller
    (in a base, to their base, 107.1.c), if it is still the same object on the board (124)."""
    keep = []
    for entry in s.extra[CONTROL_UNTIL]:
        oid, inc, sid, sinc, old = entry
        if sid != source.id or sinc != source.incarnation:
            keep.append(entry)
            continue
        o = s.objs[oid]
        if o.incarnation == inc and o.zone in (BASE, BF):
            change_control(s, o, old)
    if keep:
        s.extra[CONTROL_UNTIL] = keep
    else:
        s.extra.pop(CONTROL_UNTIL)


# -- draw, burn out, recycle --------------------------------------------------

def draw(s: GameState, player: int, n: int = 1) -> None:
    """Draw n, burning out whenever the deck is empty (RUP4 413.4, 431)."""
    p = s.players[player]
    for _ in range(n):
        # an empty trash leaves the deck empty: the draw burns out again and again until an
        # opponent wins (RUP4 431.3-431.3.c.1; FAQ-ORIGINS, running out of cards)
        again = False
        while not p.deck:
            burn_out(s, player, again)
            again = True
            if s.winner is not None:
                return
        draw_card(s, player, s.objs[p.deck[-1]])


def draw_card(s: GameState, player: int, obj: Obj) -> None:
    """Draw this card of `player`'s Main Deck: one looked at or revealed there ("draw it",
    RUP4 413.1: drawing takes a card from a zone into the hand)."""
    change_zone(s, obj, HAND)
    emit(s, "draw", private_to=player, player=player, obj=obj.id, card=obj.card.code)
    if "draw" in s.extra.get("_history", ()):  # turn-history, only while a card reads it
        key = f"drawn{player}"
        s.turn_flags[key] = int(s.turn_flags.get(key, 0)) + 1
        if s.turn_flags[key] == 2:  # "when you draw your second card each turn"
            collect_event(s, "you_draw_second", player=player)


def burn(s: GameState, player: int, n: int) -> list[Obj]:
    """Burn n (RUP4 440): the top card of the Main Deck to its owner's trash, n times; an
    empty deck burns out first, then the rest is burned (440.4, 431.1.b), again and again
    while the trash is empty too (431.3). The cards burned, in order."""
    p = s.players[player]
    out: list[Obj] = []
    for _ in range(n):
        again = False
        while not p.deck:
            burn_out(s, player, again)
            again = True
            if s.winner is not None:
                return out
        obj = s.objs[p.deck[-1]]
        change_zone(s, obj, TRASH)
        emit(s, "burn", player=player, obj=obj.id, card=obj.card.code)  # public (108.2.d)
        out.append(obj)
    return out


def burn_out(s: GameState, player: int, again: bool = False) -> None:
    """Recycle the trash into the deck, then an opponent gains 1 point (RUP4 431.2).
    `again`: a burn out after the first one of the same draw (RUP4 431.3.b)."""
    p = s.players[player]
    recycle_to_deck(s, [s.objs[i] for i in list(p.trash)])
    # RUP4 431.2.c: the player chooses an opponent; the next opponent in turn order
    # is the only choice in a Duel.
    opponents = s.opponents(player)
    nxt = player
    for _ in s.players:
        nxt = s.next_player(nxt)
        if nxt in opponents:
            break
    emit(s, "burnout", player=player, gainer=nxt)
    gain_points(s, nxt, 1, "burnout")
    if again and s.players[nxt].points >= victory_score(s) and _leads(s, nxt):
        set_winner(s, nxt)  # RUP4 431.3.c.1: repeated burn outs win at once


def _leads(s: GameState, player: int) -> bool:
    pts = s.players[player].points
    team = s.players[player].team  # 2v2: ahead of the other team (RUP4 489.6)
    return all(q.points < pts for q in s.players if q.team != team
               and not s.is_removed(q.index))


def put_facedown(s: GameState, bf: int, oid: int) -> None:
    """Into a battlefield's Facedown Zone: the first slot, or one more of a raised occupancy
    (RUP4 107.3.b.1)."""
    b = s.battlefields[bf]
    if b.facedown is None:
        b.facedown = oid
    else:
        b.extra_facedown.append(oid)


def facedown_cards(b: Battlefield) -> list[int]:
    """Every card in a battlefield's Facedown Zone."""
    return ([b.facedown] if b.facedown is not None else []) + b.extra_facedown


def facedown_room(s: GameState, bf: int) -> bool:
    """Can one more card go into this battlefield's Facedown Zone? Its occupancy is 1 (RUP4
    107.3.b), raised by the battlefield's own "you may hide N additional cards here"."""
    b = s.battlefields[bf]
    if b.facedown is None:
        return True
    extra = 0
    for ab in s.objs[b.obj].card.abilities:
        if ab.kind == "static" and ab.static is not None and ab.static.op == "hide_slots":
            extra += ab.static.n
    return len(b.extra_facedown) < extra


def set_winner(s: GameState, player: int) -> None:
    if s.winner is None:
        s.winner = player
        emit(s, "win", player=player)


def gain_points(s: GameState, player: int, n: int, why: str) -> None:
    if cant_gain_points(s, player):
        return  # restrictions: "opponents can't gain points" (RUP4 054.1)
    s.players[player].points += n
    if why == "hold" and tracks_hold_points(s):  # turn-history: scored from holding
        key = f"hold_points{player}"
        s.turn_flags[key] = int(s.turn_flags.get(key, 0)) + n
    emit(s, "points", player=player, n=n, why=why, total=s.players[player].points)
    if s.extra.get("mode") == "2v2":  # points are the team's (RUP4 489.8.d.1-2)
        team = s.players[player].team
        for q in s.players:
            if q.team == team and q.index != player:
                q.points = s.players[player].points


def recycle_to_deck(s: GameState, objs: list[Obj]) -> None:
    """Bottom of the owner's Main Deck, several at once in random order (RUP4 416.5)."""
    objs = list(objs)
    if len(objs) > 1:
        s.rng.shuffle(objs)
    for obj in objs:
        change_zone(s, obj, DECK, bottom=True)
        emit(s, "recycle", player=obj.owner, obj=obj.id)


def recycle_cards(s: GameState, player: int, cards: list[Obj]) -> None:
    """`player` recycles these cards to their owners' Main Decks in one instruction: "when you
    recycle one or more cards to your Main Deck" triggers once (RUP4 416.1, 383.1), if one
    of them is theirs: an opponent's card goes to that opponent's Main Deck (416.1.c)."""
    if cards:
        recycle_to_deck(s, cards)
        mine = sum(1 for c in cards if c.owner == player)
        if mine:
            collect_event(s, "you_recycle", player=player, n=mine)


def recycle_rune(s: GameState, rune: Obj, announce: bool = True) -> None:
    """A rune to the bottom of its Rune Deck (RUP4 416.1.b). `announce`: set off "when you
    recycle a rune" now; a payment for a play does it once the play is finalized, as the
    payment could still be taken back (358.5)."""
    player = rune.controller
    change_zone(s, rune, RUNE_DECK, bottom=True)
    emit(s, "recycle_rune", player=rune.owner, obj=rune.id, card=rune.card.code)
    if announce:
        rune_recycled(s, player, rune)


def rune_recycled(s: GameState, player: int, rune: Obj) -> None:
    """trig-you-act: "when you recycle a rune" (only while something watches for it)."""
    if s.extra.get("_watchers_by_trigger", {}).get("you_recycle_rune"):
        collect_event(s, "you_recycle_rune", player=player, obj=rune)


def channel(s: GameState, player: int, n: int, exhausted: bool = False) -> int:
    """Channel up to n runes from the top of the Rune Deck (RUP4 430)."""
    p = s.players[player]
    done = 0
    for _ in range(n):
        if not p.rune_deck:
            break
        rune = s.objs[p.rune_deck[-1]]
        change_zone(s, rune, RUNES)
        rune.exhausted = exhausted
        done += 1
        emit(s, "channel", player=player, obj=rune.id, card=rune.card.code, exhausted=exhausted)
    return done


# -- permanents ---------------------------------------------------------------

def enter_board(s: GameState, obj: Obj, controller: int, zone: str, bf: int,
                exhausted: bool) -> None:
    change_zone(s, obj, zone, bf, controller=controller)
    obj.exhausted = exhausted
    emit(s, "enter", player=controller, obj=obj.id, card=obj.card.code,
         to=("base" if zone == BASE else f"bf{bf}"), exhausted=exhausted)
    if zone == BF:
        contest(s, bf, controller)


def contest(s: GameState, bf: int, player: int) -> None:
    """A unit arriving where its controller has no control contests it (RUP4 190.3.a.1)."""
    b = s.battlefields[bf]
    if b.controller != player and b.contested_by is None:
        b.contested_by = player


def kill(s: GameState, obj: Obj, why: str = "kill") -> None:
    """A permanent goes from the board to its owner's trash (RUP4 428)."""
    emit(s, "die", player=obj.controller, obj=obj.id, card=obj.card.code, why=why)
    change_zone(s, obj, TRASH)


def recall(s: GameState, obj: Obj) -> None:
    """To its controller's base; not a move (RUP4 454-458)."""
    if obj.zone == BASE:
        return
    frm = f"bf{obj.bf}" if obj.zone == BF else obj.zone
    keep = (obj.exhausted, obj.damage, obj.buffs, obj.stunned, obj.turn_might,
            list(obj.turn_keywords), obj.prevent_death)
    _remove(s, obj)
    obj.zone, obj.bf = BASE, -1
    s.players[obj.controller].base.append(obj.id)
    (obj.exhausted, obj.damage, obj.buffs, obj.stunned, obj.turn_might, obj.turn_keywords,
     obj.prevent_death) = keep
    obj.attacking = obj.defending = False
    carry(s, obj)  # its attached cards with it (RUP4 719.3.a)
    s.dirty = True
    emit(s, "recall", obj=obj.id, frm=frm)


def relocate(s: GameState, obj: Obj, zone: str, bf: int) -> None:
    """Change a permanent's location on the board, keeping its state (a move). "Its base" is
    its controller's: permanents a player controls reside in that player's base (RUP4
    107.1.c), a unit taken from its owner included."""
    _remove(s, obj)
    obj.zone, obj.bf = zone, (bf if zone == BF else -1)
    if zone == BASE:
        s.players[obj.controller].base.append(obj.id)
    else:
        s.battlefields[bf].units.append(obj.id)
    carry(s, obj)  # its attached cards with it (RUP4 719.3.a)
    s.dirty = True


def change_control(s: GameState, obj: Obj, player: int) -> bool:
    """control-change: `player` gains control of a permanent on the board. In a base it goes
    to the new controller's base (RUP4 107.1.c); at a battlefield it stays, and a unit there
    becomes present for its new controller, who contests the battlefield if they don't
    control it (190.3.a), so the cleanup may stage a showdown or a combat (323.8-323.12);
    friendly and enemy follow the controller (740.1), combat designations too (323.2)."""
    if obj.controller == player or obj.zone not in (BASE, BF):
        return False
    old = obj.controller
    if obj.zone == BASE:
        s.players[old].base.remove(obj.id)
        s.players[player].base.append(obj.id)
    obj.controller = player
    s.dirty = True
    emit(s, "gain_control", player=player, obj=obj.id, card=obj.card.code, frm=old)
    if obj.zone == BF and obj.is_unit:
        contest(s, obj.bf, player)
    return True


def banish_obj(s: GameState, obj: Obj, player: int) -> None:
    """Put a card face up into its owner's Banishment (RUP4 427.2); a token ceases to exist
    (186). `player`: whose instruction (or cost) banishes it, for "when you banish a card"."""
    change_zone(s, obj, BANISH)
    emit(s, "banish", obj=obj.id, card=obj.card.code, player=obj.owner)
    if obj.zone == BANISH:
        collect_event(s, "you_banish", obj=obj, player=player)


def discard(s: GameState, obj: Obj) -> None:
    emit(s, "discard", player=obj.owner, obj=obj.id, card=obj.card.code)
    s.turn_flags[f"discarded{obj.owner}"] = True  # "if you've discarded a card this turn"
    change_zone(s, obj, TRASH)


def name_on(s: GameState, obj: Obj, player: int, name: str) -> None:
    """A card or tag named for this object ("name a spell", "as you play this, name a tag",
    RUP4 759-763): public, remembered while the object stays on the board (a new object
    forgets it, 124.1)."""
    obj.mods = {**(obj.mods or {}), "named": name}
    s.dirty = True
    emit(s, "named", player=player, obj=obj.id, name=name)


def return_to_hand(s: GameState, obj: Obj) -> None:
    # a facedown card returned stays unknown to the others (RUP4 811)
    emit(s, "return", private_to=obj.owner if obj.zone == FACEDOWN else None,
         player=obj.owner, obj=obj.id, card=obj.card.code)
    if obj.zone == BF and obj.is_unit:  # a battlefield's "when a unit here is returned"
        collect_event(s, "returned_here", obj=obj, bf=obj.bf, player=obj.owner)
    change_zone(s, obj, HAND)


def spend_buff(s: GameState, o: Obj) -> None:
    """Spend a buff: remove the unit's buff counter (RUP4 702.2.b); none, nothing to spend."""
    if o.buffs > 0:
        o.buffs -= 1
        s.dirty = True
        emit(s, "spend_buff", obj=o.id)
        if s.extra.get("_watchers_by_trigger", {}).get("you_spend_buff"):
            # "when you spend a buff": the unit's controller spends it (RUP4 702.2.b)
            collect_event(s, "you_spend_buff", player=o.controller, obj=o)


def take_next_unit_ready(s: GameState, player: int) -> bool:
    """A unit `player` plays uses up one "the next unit you play enters ready"."""
    key = f"next_unit_ready{player}"
    if not s.turn_flags.get(key):
        return False
    s.turn_flags[key] -= 1
    return True
