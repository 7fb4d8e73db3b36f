"""The engine's public API: refusals change nothing, views hide what they must."""

import random

import pytest

from app.engine import Action, new_game
from app.selfplay import choose_random


@pytest.fixture
def midgame(decks, tokens):
    game = new_game([decks["garen"], decks["annie"]], seed=4, tokens=tokens)
    rng = random.Random(4)
    while game.state.turn < 4:
        game.apply_or_raise(choose_random(rng, game.legal_actions()))
    return game


def test_an_illegal_action_changes_nothing_and_says_why(midgame) -> None:
    before = midgame.hash()
    log = list(midgame.log)
    other = 1 - midgame.to_act
    result = midgame.apply(midgame.legal_actions()[0], player=other)
    assert not result.ok and result.events == []
    assert result.refusal.code == "not_your_decision"
    assert "RUP4 312.1" in result.refusal.message
    # a card that is not in hand
    deck_card = midgame.state.players[midgame.to_act].deck[0]
    result = midgame.apply(Action("play", (deck_card,)))
    assert not result.ok and result.refusal.rule == "419.1.a"
    result = midgame.apply("move 99999 bf0")
    assert not result.ok and result.refusal.code == "no_such_object"
    assert midgame.hash() == before and midgame.log == log


def test_every_refusal_cites_a_rule(midgame) -> None:
    s = midgame.state
    for oid in list(s.objs)[:60]:
        for text in (f"play {oid}", f"move {oid} bf0", f"hide {oid} bf1", f"tap {oid}"):
            ref = midgame.why_illegal(text)
            if ref is not None:
                assert ref.rule and ref.rule[0].isdigit()
                assert f"RUP4 {ref.rule}" in ref.message


def test_the_view_hides_the_opponents_hand_and_deck(midgame) -> None:
    me = midgame.to_act
    them = 1 - me
    view = midgame.view(me)
    assert view["players"][me]["hand"] is not None
    assert view["players"][them]["hand"] is None
    assert view["players"][them]["hand_count"] == len(midgame.state.players[them].hand)
    assert "deck" not in view["players"][them]
    text = repr(view)
    for oid in midgame.state.players[them].hand:
        code = midgame.state.objs[oid].card.code
        # the opponent's hand cards appear only as ids, never with their codes
        assert f"'id': {oid}, 'code'" not in text, code
    assert view["decision"]["actions"]
    assert "actions" not in midgame.view(them)["decision"]


def test_view_does_not_depend_on_hidden_cards(midgame) -> None:
    """Swapping the identity of the opponent's hand and deck cards leaves the view unchanged."""
    me = midgame.to_act
    them = 1 - me
    before = midgame.view(me)
    clone = midgame.clone()
    s = clone.state
    hidden = s.players[them].hand + s.players[them].deck
    cards = [s.objs[i].card for i in hidden]
    random.Random(1).shuffle(cards)
    for oid, card in zip(hidden, cards, strict=True):
        s.objs[oid].card = card
    assert clone.view(me) == before
