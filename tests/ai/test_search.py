"""Hard's search (app/ai/search.py): progressive widening, availability counts, the choice
and its win chance."""

from __future__ import annotations

import random

from app.ai.evaluate import WIN
from app.ai.search import Node, Params, Search, best_of, merge, win_chance
from app.engine import Action


def _search(top: int = 2) -> Search:
    s = Search.__new__(Search)  # only the selection is exercised: no game needed
    s.params = Params(top=top, widen=1.0)
    s.rng = random.Random(1)
    return s


def test_progressive_widening_offers_one_more_choice_as_the_visits_grow() -> None:
    acts = [Action("play", (i,)) for i in range(10)]
    node = Node(list(acts))
    s = _search(top=2)
    legal = set(acts)
    tried = []
    for _ in range(4):  # visits 0: the best two by the look-ahead, untried first
        a = s._select(node, legal)
        tried.append(a)
        node.visits += 1
        node.n[a] = node.n.get(a, 0) + 1
        node.w[a] = node.w.get(a, 0.0) + (0.9 if a == acts[0] else 0.1)
    assert set(tried[:2]) == {acts[0], acts[1]}  # 2 + int(sqrt(0..1)) = 2, then 3 choices
    assert acts[2] in tried  # from visit 1 a third choice is offered, and tried
    assert acts[4] not in node.n  # 2 + int(sqrt(4)) = 4: the fifth is not offered yet
    node.visits = 9  # 2 + 3 = 5 offered
    s._select(node, legal)
    assert node.avail.get(acts[4], 0) == 1 and acts[5] not in node.avail


def test_a_choice_not_legal_in_this_world_is_skipped_and_not_counted_available() -> None:
    acts = [Action("play", (i,)) for i in range(3)]
    node = Node(list(acts))
    s = _search(top=3)
    assert s._select(node, {acts[1], acts[2]}) == acts[1]
    assert acts[0] not in node.avail and node.avail[acts[1]] == 1


def test_the_most_tried_choice_is_played_with_its_mean_win_chance() -> None:
    a, b, c = Action("end"), Action("play", (1,)), Action("play", (2,))
    stats = merge([{a: (3, 1.5), b: (5, 4.0)}, {b: (4, 3.2), c: (1, 1.0)}])
    assert stats[b] == (9, 7.2)
    assert best_of(stats, [c, b, a]) == (b, 0.8)
    assert best_of({}, [c, b]) == (c, 0.5)  # nothing tried: the look-ahead's best
    # the better mean wins among the choices tried at least half as often as the most tried
    assert best_of({a: (4, 2.0), b: (3, 2.7), c: (1, 1.0)}, [a, b, c]) == (b, 0.9)


def test_win_chance() -> None:
    assert win_chance(WIN) == 1.0 and win_chance(-WIN) == 0.0
    assert win_chance(0.0) == 0.5
    assert 0.5 < win_chance(60.0) < win_chance(120.0) < 1.0  # a point ahead, two points


def test_root_choices_are_compared_in_the_same_worlds(monkeypatch) -> None:
    """Common random numbers: the k-th try of every root choice is dealt the same world."""
    import app.ai.search as search
    from app.ai.agents import NormalAgent
    from app.ai.playout import candidates, is_fresh
    from tests.ai.test_agents import positions

    game = next(g for g in positions(40, seed=11) if is_fresh(g) and g.decision.kind ==
                "priority" and len(candidates(g.legal_actions())) >= 3)
    me = game.to_act
    order = [t[1] for t in NormalAgent(1).scored(game, me, game.legal_actions())]
    seeds: list[int] = []
    real = search.determinize

    def spy(g, player, seed):
        assert player == me
        seeds.append(seed)
        return real(g, player, seed)

    monkeypatch.setattr(search, "determinize", spy)
    s = Search(game, me, order, 77, Params(top=3))
    for _ in range(7):
        assert s.iterate()
    tries = sorted(s.root.n.values(), reverse=True)
    assert len(tries) >= 3 and sum(tries) == 7
    for k in range(tries[0]):  # world k was dealt once for every choice tried k+1 times
        assert seeds.count(s.world_seed(k)) == sum(1 for n in tries if n > k)
    assert s.world_seed(0) != s.world_seed(1)


def test_the_tree_grows_below_a_choice_on_its_second_try() -> None:
    """The agent's later decisions of the turn are searched too: after a choice tried twice
    the tree holds a node ordering its next choices, searched by UCB in turn."""
    from app.ai.agents import NormalAgent
    from app.ai.playout import candidates, is_fresh
    from tests.ai.test_agents import positions

    game = next(g for g in positions(60, seed=12) if is_fresh(g) and g.decision.kind ==
                "priority" and g.decision.data == "main" and sum(
                    a.verb == "play" for a in candidates(g.legal_actions())) >= 2)
    me = game.to_act
    order = [t[1] for t in NormalAgent(1).scored(game, me, game.legal_actions())]
    s = Search(game, me, order, 5, Params(top=2))
    for _ in range(10):
        s.iterate()
    assert s.root.children
    for a, child in s.root.children.items():
        assert s.root.n[a] >= 2 and child.order  # grown on a second try, choices ordered
    assert any(child.visits for child in s.root.children.values())  # and searched below


def test_a_later_decision_of_the_turn_starts_from_the_subtree_of_the_choice_made(
        monkeypatch) -> None:
    """Tree reuse: when Hard decides again in the same turn, after the choice its last
    search made, the new search starts from the node that search grew below that choice."""
    import app.ai.search as search
    from app.ai import make_agent
    from app.ai.playout import is_fresh
    from tests.ai.test_agents import positions

    starts: list[tuple[object, int]] = []
    real = search.reroot

    def spy(kept, order):
        root = real(kept, order)
        starts.append((kept, root.visits))
        return root

    monkeypatch.setattr(search, "reroot", spy)
    reused = 0
    for game in positions(30, seed=13):
        if not (is_fresh(game) and game.decision.kind == "priority"
                and game.decision.data == "main"):
            continue
        me, turn = game.to_act, game.state.turn
        agent = make_agent("hard", seed=2)
        agent.rounds = 24
        searched = 0
        while not game.is_over and game.state.turn == turn and searched < 3:
            who = game.to_act
            before = len(starts)
            choice = (agent if who == me else make_agent("normal", 1)).choose(game, who)
            if who == me and len(starts) > before:
                searched += 1
                kept, visits = starts[-1]
                if kept is not None:  # the kept node's tries carry over to the new root
                    reused += 1
                    assert visits == kept.visits > 0
                    new_root = search._KEPT[agent._last[1]]
                    assert new_root.visits == kept.visits + agent.rounds
                    assert all(new_root.n[a] >= n for a, n in kept.n.items())
            game.apply_or_raise(choice.action)
        if reused >= 2:
            break
    assert reused >= 2
