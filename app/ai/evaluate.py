"""How good a position is for one player: points first, then board, cards and runes."""

from __future__ import annotations

from app.engine.actions.copying import text_copies
from app.engine.core.state import BASE, BF, GameState, Obj
from app.engine.reads.characteristics import effective_might, victory_score
from app.engine.reads.empower import times_empowered
from app.engine.reads.levels import xp
from app.engine.reads.trashplay import flow_game, flow_plays

WIN = 100_000.0
XP_WORTH = 0.8  # a little less than a card in hand: one XP is a fraction of a Level
# a spell in the trash with Flow can still be played once, for more (RUP4 829): about half a
# card in hand, so that a Flow play is made for what it does, not to use the card up
FLOW_WORTH = 1.1
# each time an object of the player's is Empowered (RUP4 441): what its Empowered abilities
# grant in Might is already counted; the rest (triggers, cheaper spells, a status a
# "Disempower me:" cost spends) is worth a little less than a card in hand
EMPOWER_WORTH = 1.8
# each ability or keyword of a unit's text an attached Equipment copied (Svellsongur): a second
# instance of it, worth about two Might, like the abilities Might doesn't show; nothing for a
# text without any, so it is equipped where it copies something
TEXT_COPY_WORTH = 3.0


def _modified(o: Obj) -> float:
    """What an object's rare modifications are worth: times Empowered, copied texts."""
    return EMPOWER_WORTH * times_empowered(o) + TEXT_COPY_WORTH * sum(
        len(card.abilities) + len(card.keywords) for _gear, card, _n in text_copies(o))


def evaluate(s: GameState, me: int) -> float:
    players = s.players
    team = players[me].team  # 2v2: the teammate's points and units are ours (RUP4 489.8.d/e)
    if s.winner is not None:
        return WIN if players[s.winner].team == team else -WIN
    total = 0.0
    # as passive abilities change it (Aspirant's Climb, RUP4 194.3.a); 11 in 2v2 (489.3)
    target = victory_score(s)
    for p in players:
        sign = 1.0 if p.team == team else -1.0
        v = 0.0
        # points, and the closer to the victory score the more each one is worth
        v += 60.0 * p.points + 8.0 * max(0, p.points - target + 4) ** 2
        v += 2.2 * len(p.hand) + 2.5 * len(p.runes) + 0.4 * len(p.rune_deck)
        # XP: spent on costs and reaching Levels (RUP4 730, 824); what a reached Level grants
        # is already on the board (Might); past the highest printed Level (11) it buys less
        v += XP_WORTH * min(xp(s, p.index), 11) + 0.2 * max(0, xp(s, p.index) - 11)
        if flow_game(s):
            v += FLOW_WORTH * len(flow_plays(s, p.index))
        for oid in p.base:
            o = s.objs[oid]
            if o.is_unit:
                v += 3.0 + 1.5 * effective_might(s, o)
            if o.mods is not None:  # rare modifications only: cheap for every other object
                v += _modified(o)
        if p.legend is not None and p.legend >= 0 and s.objs[p.legend].mods is not None:
            v += EMPOWER_WORTH * times_empowered(s.objs[p.legend])
        total += sign * v
    for i, bf in enumerate(s.battlefields):
        for oid in bf.units:
            o = s.objs[oid]
            if o.is_unit and o.zone == BF:
                sign = 1.0 if players[o.controller].team == team else -1.0
                total += sign * (4.0 + 2.2 * effective_might(s, o))
                if o.mods is not None:
                    total += sign * _modified(o)
        if bf.controller is not None:
            # a controlled battlefield scores again at the start of its controller's turn
            total += (22.0 if players[bf.controller].team == team else -22.0)
        del i
    return total


def units_of(s: GameState, player: int) -> int:
    n = sum(1 for oid in s.players[player].base if s.objs[oid].is_unit)
    for bf in s.battlefields:
        n += sum(1 for oid in bf.units if s.objs[oid].controller == player and s.objs[oid].is_unit)
    return n


__all__ = ["evaluate", "units_of", "BASE"]
