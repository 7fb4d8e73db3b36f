"""Draw odds against a brute-force count over every order of small decks."""

from fractions import Fraction
from itertools import permutations

import pytest

from app.decks.odds import cards_seen, chance_by_turn, count_matching, miss


def brute(deck: int, hits: int, turn: int, first: bool, mulligan: int,
          skips: bool = False) -> Fraction:
    """Every order of the deck, played as the rules say: draw 4 (RUP4 116); without a wanted
    card set `mulligan` cards aside, draw as many, recycle them to the bottom (117); then
    one draw per Draw Phase (315.4.b), the first skipped on the play when the mode says."""
    cards = ["hit"] * hits + ["blank"] * (deck - hits)
    orders = list(permutations(range(deck)))
    good = 0
    for order in orders:
        library = [cards[i] for i in order]
        hand, library = library[:4], library[4:]
        if "hit" not in hand:
            aside = hand[:mulligan]
            hand = hand[mulligan:] + library[:mulligan]
            library = library[mulligan:] + aside
        draws = turn - (1 if first and skips else 0)
        for _ in range(max(0, draws)):
            if library:
                hand.append(library.pop(0))
        good += "hit" in hand
    return Fraction(good, len(orders))


@pytest.mark.parametrize("deck,hits", [(4, 0), (5, 3), (6, 1), (6, 3), (7, 2), (8, 1), (8, 3)])
@pytest.mark.parametrize("mulligan", [0, 1, 2])
@pytest.mark.parametrize("turn", [0, 1, 2, 3])
@pytest.mark.parametrize("first,skips", [(True, False), (False, False), (True, True)])
def test_odds_match_a_brute_force_count(deck, hits, mulligan, turn, first, skips):
    assert chance_by_turn(deck, hits, turn, first, mulligan, skips) == \
        brute(deck, hits, turn, first, mulligan, skips)


def test_the_first_player_skips_a_draw_only_in_the_modes_that_say_so():
    # RUP4 487.7: Skirmish/War/2v2; a Duel (485.7) draws on turn one either way
    assert cards_seen(1, first=True, skips_first_draw=True) == 0
    assert cards_seen(1, first=True) == cards_seen(1, first=False) == 1
    on_play = chance_by_turn(39, 3, 2, first=True, skips_first_draw=True)
    on_draw = chance_by_turn(39, 3, 2, first=False, skips_first_draw=True)
    assert on_play < on_draw


def test_a_forty_card_deck_with_three_copies():
    # champion set aside: 39 cards; 3 copies; 4 + 2 (mulligan) + 3 draws = 9 of 39 looked at,
    # but the mulligan sees them only when the opening hand missed
    p = chance_by_turn(39, 3, 3, first=True)
    assert p == 1 - miss(39, 3, 4) * miss(35, 3, 5)
    assert 0.5 < float(p) < 0.6


def test_no_copies_no_chance_and_a_bad_mulligan_is_refused():
    assert chance_by_turn(39, 0, 5, first=False) == 0
    with pytest.raises(ValueError, match="117.1"):
        chance_by_turn(39, 3, 1, first=True, mulligan=3)


def test_counting_a_band_of_cards():
    cost = {"A": 1, "B": 2, "C": 5}
    assert count_matching(["A", "A", "B", "C"], lambda c: cost[c] <= 2) == 3
