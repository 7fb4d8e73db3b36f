"""Computer players: always legal, never peeking, and better than chance."""

from __future__ import annotations

import random

import pytest

from app.ai import make_agent
from app.ai.arena import play, wilson
from app.ai.playout import cancelled_here, candidates, is_fresh
from app.cards.catalog import load_catalog
from app.decks.builtin import load_builtin_decks
from app.decks.spec import to_deck_spec
from app.engine import Action, new_game
from app.selfplay import choose_random

DECKS = {k: to_deck_spec(v) for k, v in sorted(load_builtin_decks().items())}
NAMES = sorted(DECKS)
TOKENS = (load_catalog().token("Recruit"),)


def positions(count: int, seed: int):
    """Random positions reached by random play, at every kind of decision."""
    rng = random.Random(seed)
    out = []
    for g in range(count):
        game = new_game([DECKS[NAMES[g % 4]], DECKS[NAMES[(g + 1) % 4]]], seed=seed + g,
                        tokens=TOKENS)
        stop = rng.randrange(0, 220)
        while not game.is_over and len(game.log) < stop:
            game.apply_or_raise(choose_random(rng, game.legal_actions()))
        if not game.is_over:
            out.append(game)
    return out


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_agents_only_choose_legal_actions(level) -> None:
    agent = make_agent(level, seed=4)
    kinds = set()
    for game in positions(60, seed=10):
        me = game.to_act
        choice = agent.choose(game, me)
        assert game.is_legal(choice.action), (level, choice.action, game.decision)
        assert choice.reason
        kinds.add(game.decision.kind)
    assert {"priority", "mulligan"} <= kinds


def test_hard_chooses_legal_actions_quickly() -> None:
    agent = make_agent("hard", seed=5)
    agent.budget = 0.15
    for game in positions(8, seed=30):
        choice = agent.choose(game, game.to_act)
        assert game.is_legal(choice.action)
        assert choice.seconds < 2.0


def test_hard_plays_a_new_game_whose_cards_were_defined_after_its_workers_started() -> None:
    """Hard's worker processes are forked with the card definitions known then; a later game
    brings new ones (a custom deck, a scenario's cards), which they must know too."""
    from app.scenarios import card_from_table

    agent = make_agent("hard", seed=6)
    agent.budget = 0.6  # long enough for playouts to come back from the workers
    game = positions(1, seed=45)[0]  # a fresh priority decision: Hard searches (in workers)
    assert game.is_legal(agent.choose(game, game.to_act).action)
    fresh = card_from_table("Test Late Elk", {"type": "Unit", "energy": 1, "might": 9})
    game = positions(1, seed=46)[0]
    s = game.state
    for oid in s.players[game.to_act].hand:  # the position now holds a card defined after
        s.objs[oid].card = fresh
    choice = agent.choose(game, game.to_act)
    assert game.is_legal(choice.action)


def _shuffled_hidden(game, me: int, seed: int):
    """The same position for `me`, with the opponent's hidden cards dealt differently."""
    g = game.clone()
    s = g.state
    opp = 1 - me
    hidden = list(s.players[opp].hand) + list(s.players[opp].deck)
    cards = [s.objs[i].card for i in hidden]
    random.Random(seed).shuffle(cards)
    for oid, card in zip(hidden, cards, strict=True):
        s.objs[oid].card = card
    random.Random(seed + 1).shuffle(s.players[me].deck)  # and our own deck order
    from app.engine.reads.index import reindex

    reindex(s)
    return g


@pytest.mark.parametrize("level", ["easy", "normal", "hard", "hard:1", "hard:6"])
def test_no_peeking(level) -> None:
    """For a fixed view and seed the decision is the same whatever the hidden cards are."""
    checked = 0
    for game in positions(25, seed=50):
        me = game.to_act
        if game.decision.kind != "priority" or len(game.legal_actions()) < 3:
            continue
        if level.startswith("hard") and not is_fresh(game):
            continue  # a follow-up question: Hard answers as Normal does; search here
        variants = [game] + [_shuffled_hidden(game, me, k) for k in (1, 2)]
        views = [v.view(me) for v in variants]
        assert views[0] == views[1] == views[2]  # really the same information for `me`
        picks = []
        for v in variants:
            agent = make_agent(level.split(":")[0], seed=99)
            if level.startswith("hard"):
                # a fixed amount of work (search iterations), not of time
                agent.rounds = int(level.split(":")[1]) if ":" in level else 2
                agent.top = 2
            choice = agent.choose(v, me)
            # what it weighs: not a play it has just backed out of, one copy of a card
            offered = [a for a in v.legal_actions() if a not in cancelled_here(v)]
            if level.startswith("hard") and len(candidates(offered, v)) > 1:
                assert choice.params["playouts"] == agent.rounds  # it did search
            picks.append(choice.action)
        assert picks[0] == picks[1] == picks[2], (level, picks)
        checked += 1
        if checked >= (3 if level.startswith("hard") else 6):
            break
    assert checked


def test_a_short_arena_easy_beats_random() -> None:
    res = play("easy", "random", games=24, seed=2)
    assert res.games == 24 and res.unfinished == 0
    # Easy plays sensibly: a coin would win 16 or more of 24 less than 8% of the time
    assert res.a_wins >= 16
    lo, hi = wilson(res.a_wins, res.games)
    assert 0 <= lo <= res.a_wins / res.games <= hi <= 1


@pytest.mark.parametrize("budget", [0.05, 0.8, 3.0])
def test_hard_searches_only_a_world_dealt_from_its_view_at_every_budget(budget, monkeypatch
                                                                         ) -> None:
    """With a time budget the search isn't repeatable, so what it is given is checked: the
    same world (same state hash) whatever the hidden cards really are, in-process or in the
    workers."""
    import app.ai.search as search

    seen: list[tuple[str, list]] = []

    class Spy:  # the time budget's search
        def __init__(self, world, me, order, rng, params, deadline, pool=None, token=0,
                     reuse=None) -> None:
            seen.append((world.hash(), list(order)))

        def step(self, seconds: float) -> bool:
            return True

        def result(self):
            return {}, 0

    monkeypatch.setattr(search, "SearchJob", Spy)
    checked = 0
    for game in positions(40, seed=50):
        me = game.to_act
        if not is_fresh(game) or game.decision.kind != "priority" or len(candidates(
                game.legal_actions())) < 3:
            continue
        seen.clear()
        for v in [game] + [_shuffled_hidden(game, me, k) for k in (1, 2)]:
            agent = make_agent("hard", seed=7)
            agent.budget = budget
            assert v.is_legal(agent.choose(v, me).action)
        assert len(seen) == 3 and seen[0] == seen[1] == seen[2]
        assert seen[0][0] != game.hash()  # a sampled world, not the real game
        checked += 1
        if checked >= 2:
            break
    assert checked


def test_a_play_the_agent_backed_out_of_is_not_started_again_at_the_same_decision() -> None:
    """A play cancelled from its follow-up questions puts the game back (RUP4 358.5); an
    agent that tried it must not start it again there, or a spell whose cost it won't pay
    is played and cancelled for ever (seen with Wallop in an Origins arena)."""
    checked = 0
    for game in positions(60, seed=31):
        if not (is_fresh(game) and game.decision.data == "main"):
            continue
        me = game.to_act
        play = make_agent("normal", seed=1).choose(game, me).action  # Normal's choice here
        if play.verb != "play":
            continue
        game.apply_or_raise(play)
        if Action("cancel") not in game.legal_actions():
            continue
        game.apply_or_raise(Action("cancel"))  # backed out: the same decision again
        assert play in cancelled_here(game)
        assert make_agent("normal", seed=1).choose(game, me).action != play
        hard = make_agent("hard", seed=1)
        hard.rounds = 6
        assert hard.choose(game, me).action != play
        for k in range(3):
            assert make_agent("easy", seed=k).choose(game, me).action != play
        checked += 1
        if checked >= 3:
            break
    assert checked >= 3
