"""The action notation round-trips: parse(format(a)) == a."""

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.engine import Action, NotationError, format_action, new_game, parse_action
from app.engine.core.actions import VERBS
from app.selfplay import choose_random


def test_every_action_of_random_games_round_trips(decks, tokens) -> None:
    names = sorted(decks)
    seen = set()
    for seed in range(20):
        game = new_game([decks[names[seed % 4]], decks[names[seed // 5 % 4]]], seed=seed,
                        tokens=tokens)
        rng = random.Random(seed)
        while not game.is_over:
            for a in game.legal_actions():
                assert parse_action(format_action(a)) == a
                seen.add(a.verb)
            game.apply_or_raise(choose_random(rng, game.legal_actions()))
    assert {"keep", "play", "move", "pass", "end", "tap", "rec", "pay"} <= seen


_arg = st.one_of(st.integers(min_value=0, max_value=10**6),
                 st.from_regex(r"[a-z]{1,4}[0-9]{0,2}", fullmatch=True))


@given(verb=st.sampled_from(sorted(VERBS)), args=st.lists(_arg, max_size=2))
def test_round_trip_property(verb: str, args: list) -> None:
    lo, hi = VERBS[verb]
    action = Action(verb, tuple(args))
    if lo <= len(args) <= hi:
        assert parse_action(format_action(action)) == action
    else:
        with pytest.raises(NotationError):
            parse_action(format_action(action))


@pytest.mark.parametrize("text", ["", "fly 3", "move 3", "play", "pass 1"])
def test_bad_notation_is_refused(text: str) -> None:
    with pytest.raises(NotationError):
        parse_action(text)
