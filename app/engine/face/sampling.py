"""Sampling what a player cannot see, for search (determinization, as in information-set MCTS).

`determinize(game, player, seed)` returns a full game that agrees with everything `player`
may know — the view — and deals the rest at random: the opponents' hands, decks and
facedown cards are redealt from their pooled cards, every deck's order and the rune decks'
order are reshuffled (but for the runes a pending play recycled, known to all), and the
game's own random generator is replaced. The pools are put in a canonical order first, so
the result depends only on the player's information (and on the decklists, which both
players are assumed to know), never on where the hidden cards really are.
"""

from __future__ import annotations

from app.engine.core.rng import Rng
from app.engine.face.game import Game
from app.engine.reads.index import reindex


def determinize(game: Game, player: int, seed: int) -> Game:
    g = game.clone()
    s = g.state
    rng = Rng(seed)
    # runes recycled to pay for a play still pending are known to all: cancelling it puts
    # them back, with the pool as it was (RUP4 358.5)
    public = {rid for item in s.chain for op, rid, _n in item.rune_ops if op == "rec"}
    for p in s.players:
        if p.index == player:
            order = sorted(p.deck)  # we know our cards, not their order
            rng.shuffle(order)
            p.deck = order
        else:
            hidden = sorted(p.hand) + sorted(p.deck) + sorted(
                b.facedown for b in s.battlefields
                if b.facedown is not None and s.objs[b.facedown].controller == p.index) + sorted(
                oid for b in s.battlefields for oid in b.extra_facedown
                if s.objs[oid].controller == p.index)
            cards = sorted((s.objs[i].card for i in hidden), key=lambda c: c.code)
            rng.shuffle(cards)
            for oid, card in zip(hidden, cards, strict=True):
                s.objs[oid].card = card
            order = sorted(p.deck)
            rng.shuffle(order)
            p.deck = order
        runes = sorted(r for r in p.rune_deck if r not in public)
        cards = sorted((s.objs[i].card for i in runes), key=lambda c: c.code)
        rng.shuffle(cards)
        for oid, card in zip(runes, cards, strict=True):
            s.objs[oid].card = card
    s.rng = Rng(rng.next64())
    reindex(s)
    g._legal = g._legal_set = None
    return g
