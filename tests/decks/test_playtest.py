"""Sample hands follow the rules of the game start (RUP4 103.2.a.1, 116-117, 315, 485.7)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from app.decks.model import DeckList
from app.decks.playtest import Playtest, PlaytestError

DECK = DeckList("t", "Legend", "Champ", (("Champ", 2), ("A", 3), ("B", 34)), ("BF",),
                (("Calm Rune", 6), ("Body Rune", 6)))


def test_the_champion_is_set_aside_and_four_cards_are_drawn():
    pt = Playtest(DECK, random.Random(1))
    assert len(pt.hand) == 4 and len(pt.library) == 39 - 4
    assert pt.champion == "Champ"
    # one copy starts in the champion zone: only the two others can be drawn (103.2.a.1)
    assert Counter(pt.hand + pt.library)["Champ"] == 2


def test_the_mulligan_sends_cards_to_the_bottom_once_and_at_most_two():
    pt = Playtest(DECK, random.Random(2))
    with pytest.raises(PlaytestError, match="117.1"):
        pt.mulligan([0, 1, 2])
    keep, aside, top = pt.hand[2:], pt.hand[:2], pt.library[:2]
    assert pt.mulligan([0, 1]) == top
    assert pt.hand == keep + top and pt.library[-2:] == aside  # RUP4 117.3
    with pytest.raises(PlaytestError, match="117"):
        pt.mulligan([0])


def test_turns_channel_two_runes_and_draw_one_the_second_player_gets_a_rune_more():
    first = Playtest(DECK, random.Random(3), first=True)
    runes, drawn = first.next_turn()
    assert len(runes) == 2 and len(drawn) == 1 and len(first.hand) == 5
    second = Playtest(DECK, random.Random(3), first=False)
    assert len(second.next_turn()[0]) == 3  # RUP4 485.7
    assert len(second.next_turn()[0]) == 2
    assert len(second.runes) == 5
    skirmish = Playtest(DECK, random.Random(3), first=True, skips_first_draw=True)
    assert skirmish.next_turn()[1] == []  # RUP4 487.7
    assert len(skirmish.next_turn()[1]) == 1


def test_reset_shuffles_again():
    pt = Playtest(DECK, random.Random(4))
    pt.next_turn()
    pt.reset()
    assert pt.turn == 0 and len(pt.hand) == 4 and not pt.runes and not pt.mulliganed
