"""Removal of a Player (RUP4 651.2-652.5) in Skirmish and War, through the public API:
a concession mid-game, then the game plays on to a winner among the others; the log
replays exactly; the views say who was removed and show nothing of theirs."""

from __future__ import annotations

import random

import pytest

from app.decks.builtin import load_builtin_decks
from app.decks.spec import to_deck_spec
from app.engine import new_game, replay
from app.selfplay import check_invariants, choose_random


def _tokens():  # type: ignore[no-untyped-def]
    from app.cards.catalog import load_catalog

    return load_catalog().game_tokens()


def _decks(n: int):  # type: ignore[no-untyped-def]
    return [to_deck_spec(v) for _, v in sorted(load_builtin_decks().items())][:n]


@pytest.mark.parametrize(("mode", "n", "seed"), [("skirmish", 3, 5), ("war", 4, 11)])
def test_a_concession_mid_game_and_the_others_play_on(mode: str, n: int, seed: int) -> None:
    rng = random.Random(seed)
    g = new_game(_decks(n), seed=seed, mode=mode, tokens=_tokens())
    total = sum(1 for o in g.state.objs.values() if not o.card.is_token)
    for _ in range(120):  # into the game: units on the board, a few turns played
        g.apply_or_raise(choose_random(rng, g.legal_actions()))
    who = g.state.turn_player  # the turn player concedes (652.5.a.1)
    before = g.state.turn
    events = g.apply_or_raise(f"concede {who}", who)
    assert [e.kind for e in events][:2] == ["concede", "removed"]
    s = g.state
    assert not g.is_over and s.is_removed(who)
    assert g.to_act != who and who not in s.opponents(g.to_act)
    for _ in range(60):  # what the others had under way finishes; then the next turn
        if s.turn_player != who:
            break
        assert s.phase.value == "main" and (s.chain or s.showdown is not None)
        g.apply_or_raise(choose_random(rng, g.legal_actions()))
    assert s.turn_player != who and s.turn == before + 1  # the next player's (652.5.a.1)
    p = s.players[who]
    assert not (p.hand or p.deck or p.base or p.runes or p.trash)  # 652.1, 652.3
    assert all(s.objs[u].owner != who and s.objs[u].controller != who
               for b in s.battlefields for u in b.units)
    check_invariants(s, total)
    ref = g.why_illegal(f"concede {who}", who)
    assert ref is not None and ref.rule == "651.3"
    for viewer in range(n):
        v = g.view(viewer)
        assert [q["removed"] for q in v["players"]] == [q == who for q in range(n)]
        assert v["players"][who]["hand_count"] == 0 and v["players"][who]["legend"] is None
    while not g.is_over:  # the others play to a winner; the removed player never acts
        assert g.to_act is not None and not s.is_removed(g.to_act)
        g.apply_or_raise(choose_random(rng, g.legal_actions()))
        check_invariants(g.state, total)
        if g.state.turn > 200:
            break
    if g.is_over:
        assert g.winner != who
    again = replay(_decks(n), seed, g.log, tokens=_tokens(), mode=mode)
    assert again.hash() == g.hash()


def test_the_last_player_left_wins() -> None:
    g = new_game(_decks(3), seed=3, mode="skirmish", tokens=_tokens())
    g.apply_or_raise("concede 1", 1)
    assert not g.is_over and g.state.extra["removed"] == [1]
    g.apply_or_raise("concede 0", 0)  # 651.1: only C is left
    assert g.is_over and g.winner == 2 and g.winners == [2]


def test_the_duel_is_unchanged() -> None:
    duel = new_game(_decks(2), seed=2)
    assert duel.apply("concede 0").ok and duel.winner == 1
    assert "removed" not in duel.state.extra
    assert duel.view(0)["players"][0]["removed"] is False


def test_selfplay_with_concessions() -> None:
    """`riftbound selfplay --concede P`: random concessions in random games, every invariant
    checked after every action (a removed player holds nothing and decides nothing)."""
    from app.selfplay import selfplay

    stats, failures = selfplay(4, seed=3, mode="skirmish", concede=0.01)
    assert failures == [] and stats.games == 4 and stats.concessions > 0


def test_the_invariants_allow_the_baron_pit_as_a_battlefield_more() -> None:
    """A Duel with the Baron Pit has three battlefields (RUP4 439); a fourth would be wrong."""
    from app.cards.catalog import load_catalog
    from app.engine.actions.battlefields import add_battlefield
    from app.selfplay import InvariantError, check_invariants
    from tests.storage.test_saves_battlefield_tokens import _decks

    cat = load_catalog()
    game = new_game(_decks(2), seed=3, tokens=cat.game_tokens())
    s = game.state
    total = sum(1 for o in s.objs.values() if not o.card.is_token)
    add_battlefield(s, cat.token("Baron Pit"), 0)
    check_invariants(s, total)
    add_battlefield(s, cat.token("Brush"), 0)
    with pytest.raises(InvariantError, match="4 battlefields in a duel"):
        check_invariants(s, total)
