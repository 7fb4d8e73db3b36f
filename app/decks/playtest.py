"""Sample hands: a deck's opening hand, its mulligan and the next turns' draws and runes,
played by the rules of the game start (no game engine: only the cards' order matters).

- The chosen champion starts in its own zone (RUP4 103.2.a.1, 108.3.b): it is not shuffled
  into the deck the hand is drawn from.
- Draw 4 (RUP4 116); the mulligan sets aside up to two cards, draws as many and puts the set
  aside ones on the bottom of the deck (117.1-117.3, 416).
- Each turn the player channels 2 runes (315.3.b, 430.4.a), the player going second one more
  on their first turn (485.7, 486.7), then draws 1 (315.4.b); in Skirmish, War and 2v2 the
  player going first skips their first draw (487.7-489.7). An empty deck draws nothing here
  (a game would burn out, RUP4 431).
"""

from __future__ import annotations

import random

from app.decks.model import DeckList
from app.decks.odds import MAX_MULLIGAN, OPENING

RUNES_PER_TURN = 2  # RUP4 315.3.b


class PlaytestError(ValueError):
    """A move the rules of the game start don't allow, with the rule."""


class Playtest:
    def __init__(self, deck: DeckList, rng: random.Random, first: bool = True,
                 skips_first_draw: bool = False) -> None:
        self.deck_list, self.rng = deck, rng
        self.first, self.skips_first_draw = first, skips_first_draw
        self.reset()

    def reset(self) -> None:
        """A fresh shuffle and a new opening hand."""
        self.library = self.deck_list.main_cards()  # the champion's copy set aside
        self.rng.shuffle(self.library)
        self.rune_deck = self.deck_list.rune_cards()
        self.rng.shuffle(self.rune_deck)
        self.hand = self._draw(OPENING)
        self.runes: list[str] = []
        self.turn = 0
        self.mulliganed = False

    @property
    def champion(self) -> str | None:
        return self.deck_list.champion

    def _draw(self, n: int) -> list[str]:
        drawn, self.library = self.library[:n], self.library[n:]
        return drawn

    def mulligan(self, positions: list[int]) -> list[str]:
        """Set aside the hand's cards at these positions, draw as many, and put the set aside
        ones on the bottom of the deck; returns the cards drawn."""
        if self.mulliganed or self.turn:
            raise PlaytestError("The mulligan is done once, before the first turn (RUP4 117).")
        chosen = sorted(set(positions))
        if len(chosen) > MAX_MULLIGAN:
            raise PlaytestError("Set aside at most two cards (RUP4 117.1).")
        if any(not 0 <= i < len(self.hand) for i in chosen):
            raise PlaytestError("Only cards in the hand can be set aside.")
        aside = [self.hand[i] for i in chosen]
        self.hand = [c for i, c in enumerate(self.hand) if i not in chosen]
        drawn = self._draw(len(aside))
        self.hand += drawn
        self.library += aside  # recycled to the bottom (RUP4 117.3)
        self.mulliganed = True
        return drawn

    def next_turn(self) -> tuple[list[str], list[str]]:
        """The player's next turn: the runes channelled, then the card drawn."""
        self.turn += 1
        n = RUNES_PER_TURN + (1 if self.turn == 1 and not self.first else 0)
        channelled, self.rune_deck = self.rune_deck[:n], self.rune_deck[n:]
        self.runes += channelled
        skip = self.turn == 1 and self.first and self.skips_first_draw
        drawn = [] if skip else self._draw(1)
        self.hand += drawn
        self.mulliganed = True  # too late for a mulligan
        return channelled, drawn
