"""Removal of a Player (RUP4 651.2-651.3, 652): a player who concedes while more than one
other player (or team) remains leaves the game and the game goes on without them.

The removed players are listed in `s.extra["removed"]` (absent until somebody is removed,
so that a Duel's states hash as before). `GameState.next_player`, `opponents` and
`order_from` skip them: they never again get a turn, focus or priority, make a choice, or
count as an opponent (651.3).
"""

from __future__ import annotations

from app.engine.actions.attach import leaving_board
from app.engine.actions.modes import involved, next_involved
from app.engine.actions.zones import _remove, change_zone, set_winner
from app.engine.core.cards import CardDef
from app.engine.core.enums import CardType
from app.engine.core.events import emit
from app.engine.core.state import (
    BANISH,
    BASE,
    BATTLEFIELD,
    BF,
    CHAIN,
    FACEDOWN,
    GONE,
    RUNES,
    TRASH,
    Decision,
    GameState,
    Obj,
)
from app.engine.reads.index import reindex

# the token battlefield with no abilities that replaces a removed player's (RUP4 652.2.a)
TOKEN_BATTLEFIELD = CardDef(code="TOKEN-BATTLEFIELD", name="Battlefield",
                            type=CardType.BATTLEFIELD, supertype="Token")

_BOARD = (BASE, BF, FACEDOWN, RUNES)


def _group(s: GameState) -> list[int]:
    """The players still in the game who take part in the current passes, in turn order."""
    group = involved(s)
    return group if group is not None else s.order_from(0)


def _passes_left(group: list[int], holder: int, passes: int, who: int) -> int:
    """The run of passes once `who` leaves it: the `passes` players just before `holder`
    in `group`'s order passed in sequence (RUP4 339.1, 347.2); `who`'s pass no longer
    counts."""
    if holder not in group or who not in group or passes <= 0:
        return passes
    i = group.index(holder)
    before = [group[(i - k) % len(group)] for k in range(1, min(passes, len(group) - 1) + 1)]
    return passes - 1 if who in before else passes


def remove_player(s: GameState, who: int) -> None:
    """Remove `who` from the game (RUP4 652), or end it when one player or team is left
    (651.1, 651.4)."""
    # the runs of passes, seen before the removal (652.5.b.2, 652.5.c.2)
    group = _group(s)
    sd = s.showdown
    if s.chain and s.priority is not None:
        s.passes = _passes_left(group, s.priority, s.passes, who)
    if sd is not None and sd.step == "showdown" and not s.chain:
        sd.passes = _passes_left(group, sd.focus, sd.passes, who)
    left = [p.index for p in s.players if p.index != who and not s.is_removed(p.index)]
    if len({s.players[q].team for q in left}) <= 1:  # the last player (or team) wins (651.1)
        set_winner(s, left[0])
        return
    s.extra.setdefault("removed", []).append(who)
    s.extra["removed"].sort()
    emit(s, "removed", player=who)
    # 652.4: their spells and abilities are countered (a card they own leaves the game too)
    for item in list(s.chain):
        card = s.objs[item.obj] if item.kind == "card" and item.obj in s.objs else None
        if item.controller == who or (card is not None and card.owner == who):
            s.chain.remove(item)
            if card is not None and card.zone == CHAIN and card.owner != who:
                # to its owner's trash (RUP4 425.1.a.1); played for its Flow cost, banished
                # (829.1.b.1)
                change_zone(s, card, BANISH if item.info.get("flow") is not None else TRASH)
    s.waiting_triggers = [t for t in s.waiting_triggers if t.controller != who]
    on_chain = {i.id for i in s.chain}
    s.tasks = [t for t in s.tasks
               if not (t[0] == "resolve" and t[1] not in on_chain)
               and not (t[0] == "combat_assign" and t[1] == who)]
    # 652.1: what they control on the board (and don't own) is banished
    for o in list(s.objs.values()):
        if o.zone in _BOARD and o.controller == who and o.owner != who:
            change_zone(s, o, BANISH)
    # 652.2: their battlefield, if in use, becomes a token battlefield with no abilities;
    # what is there stays (652.2.b); its passive abilities end with it (652.2.c)
    for n, b in enumerate(s.battlefields):
        old = s.objs[b.obj]
        if _contributed(s, n, old, who):
            token = s.new_obj(TOKEN_BATTLEFIELD, s.next_player(who), BATTLEFIELD)
            b.obj = token.id
            _gone(s, old)
            emit(s, "battlefield_replaced", player=who, old=old.id, new=token.id)
        if b.controller == who:
            b.controller = None
        if b.contested_by == who:
            b.contested_by = None
    # 652.1, 652.3: everything they own is banished and removed from the game (a battlefield
    # token they made and still in play is no card of theirs: it stays, RUP4 652.3, 185)
    for o in list(s.objs.values()):
        if o.owner == who and o.zone not in (GONE, BATTLEFIELD):
            _gone(s, o)
    p = s.players[who]
    p.pool.empty()
    s.extra_turns = [q for q in s.extra_turns if q != who]
    if "invited" in s.extra:
        s.extra["invited"] = [q for q in s.extra["invited"] if q != who]
    if s.turn_flags.get("guest") == who:
        del s.turn_flags["guest"]
    s.group = [g for g in s.group if g in s.objs and s.objs[g].zone in (BASE, BF)]
    reindex(s)  # their cards' abilities are gone with them (652.2.c, 652.3)
    # 652.5: the game goes on
    d = s.decision
    if d is not None and (d.player == who or (
            isinstance(d.data, dict) and "item" in d.data and d.data["item"] not in on_chain
            and all(t.id != d.data["item"] for t in s.waiting_triggers))):
        s.decision = None
    if s.decision is not None and s.decision.kind == "priority":
        s.decision = None  # asked again below, with the passes as they now are
    if s.phase.value == "mulligan" and s.decision is None:
        nxt = next((q for q in s.order_from(s.first_player)
                    if not s.players[q].mulliganed), None)
        if nxt is not None:
            s.decision = Decision(nxt, "mulligan", [])
    group = _group(s)
    if s.chain:
        if s.priority == who or (s.priority is not None and s.priority not in group):
            s.priority = next_involved(s, who, group)  # 652.5.c.1
        if s.priority is not None and s.passes >= len(group):  # 652.5.c.2
            s.passes = 0
            s.priority = None
            s.tasks.append(("resolve", s.chain[-1].id))
    sd = s.showdown
    if sd is not None and sd.step == "showdown" and sd.focus == who:
        sd.focus = next_involved(s, who, group)  # 652.5.b.1; 652.5.b.2 when the passes are in
    s.dirty = True


def _contributed(s: GameState, n: int, obj: Obj, who: int) -> bool:
    """Is the battlefield at `n` the one `who` contributed (RUP4 652.2): their card, or a
    token that replaced it and is the same object for the rules (438.1.a)?"""
    if not obj.card.is_token or obj.card is TOKEN_BATTLEFIELD:  # (the latter as it always was)
        return obj.owner == who
    replaced = s.extra.get("replaced", {})
    return any(at == n and s.objs[oid].owner == who and not s.objs[oid].card.is_token
               for oid, at in replaced.items())


def _gone(s: GameState, o: Obj) -> None:
    """Out of the game (RUP4 652.3): out of every zone, kept as an object in no zone."""
    if o.zone in (BASE, BF):
        leaving_board(s, o)  # its attachments end (RUP4 719.5), as for any card leaving
        o.attacking = o.defending = False
    if o.zone not in (BATTLEFIELD, GONE):  # a battlefield was replaced above
        _remove(s, o)
    o.zone, o.bf = GONE, -1
    s.dirty = True


__all__ = ["remove_player", "TOKEN_BATTLEFIELD"]
