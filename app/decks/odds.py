"""Draw odds: the chance of holding at least one of some cards by a given turn, exact.

The draws follow the rules of the game start and the turn:

- The chosen champion starts in its own zone, not the main deck (RUP4 103.2.a.1, 108.3.b):
  the deck drawn from is `DeckList.main_cards()` (the champion's one copy left out).
- Each player draws 4 (RUP4 116), then may set aside up to two cards, draw as many and
  recycle the set-aside ones to the bottom of the deck (RUP4 117.1-117.3, 416): the cards
  sent away are not drawn again before the deck runs through.
- Each turn the turn player draws 1 in their Draw Phase (RUP4 315.4.b); in Skirmish, War and
  2v2 the player going first skips their first draw (RUP4 487.7-489.7), in a Duel or a Match
  nobody does (485.7, 486.7 only give the second player an extra rune).

The mulligan rule assumed: a hand without a wanted card sends `mulligan` (0-2) of its cards
away; a hand with one keeps it. The chance is hypergeometric, computed as a `Fraction`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from fractions import Fraction
from math import comb

OPENING = 4  # RUP4 116
MAX_MULLIGAN = 2  # RUP4 117.1

__all__ = ["OPENING", "MAX_MULLIGAN", "miss", "chance_by_turn", "cards_seen", "count_matching"]


def miss(deck: int, hits: int, drawn: int) -> Fraction:
    """The chance that `drawn` cards from the top of a shuffled deck of `deck` cards, `hits`
    of them wanted, hold none of them (hypergeometric)."""
    drawn = max(0, min(drawn, deck))
    return Fraction(comb(deck - hits, drawn), comb(deck, drawn))


def cards_seen(turn: int, first: bool, skips_first_draw: bool = False) -> int:
    """Cards drawn in Draw Phases by the end of the player's `turn`-th Draw Phase."""
    return max(0, turn - (1 if first and skips_first_draw else 0))


def chance_by_turn(deck: int, hits: int, turn: int, first: bool, mulligan: int = MAX_MULLIGAN,
                   skips_first_draw: bool = False) -> Fraction:
    """The chance of at least one wanted card in hand by the player's `turn`-th Draw Phase
    (turn 0: the opening hand after the mulligan), going first (on the play) or not."""
    if not 0 <= mulligan <= MAX_MULLIGAN:
        raise ValueError(f"a mulligan sets aside 0 to {MAX_MULLIGAN} cards (RUP4 117.1)")
    if deck < OPENING or not 0 <= hits <= deck:
        raise ValueError("a deck needs at least 4 cards and at most as many wanted ones")
    opening_miss = miss(deck, hits, OPENING)
    if not opening_miss:  # too many wanted cards for a hand to miss them all
        return Fraction(1)
    # after a missed opening hand the mulligan's draws and the turns' draws come in order
    # from the rest of the deck; the recycled cards (no wanted one) wait at the bottom
    later = mulligan + cards_seen(turn, first, skips_first_draw)
    return 1 - opening_miss * miss(deck - OPENING, hits, later)


def count_matching(cards: Iterable[str], wanted: Callable[[str], bool]) -> int:
    """How many cards of a deck (one name per copy) are wanted: a card, a tag, a cost band."""
    return sum(1 for c in cards if wanted(c))
