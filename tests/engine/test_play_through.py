"""Game.play_through, the one-step play for agents: a card or ability, the answers to its
questions and the automatic payment (RUP4 354-359) in one call, exactly equivalent to
applying the same actions one by one (same state hash, same events, same log)."""

from __future__ import annotations

import random

from app.engine import Action, new_game
from app.selfplay import choose_random
from tests.engine.test_same_results import games

PAY = Action("pay")


def _events(evs) -> list:  # type: ignore[no-untyped-def]
    return [(e.kind, sorted(e.data.items()), e.private_to) for e in evs]


def _step_by_step(g, action: Action, pick) -> tuple[list, list[Action]]:  # type: ignore[no-untyped-def]
    """The play applied action by action: "pay" whenever it is offered, the other
    questions answered with `pick`. Returns the events and the answers given."""
    item = g.state.next_item
    events = list(g.apply_or_raise(action))
    answers: list[Action] = []
    while True:
        d = g.decision
        if d is None or d.kind != "play" or d.data["item"] != item:
            break
        opts = d.data["options"]
        if d.data["ask"] == "pay":
            if PAY not in opts:
                break  # nothing pays it automatically: one-step leaves the question too
            events += g.apply_or_raise(PAY)
            continue
        a = pick(opts)
        answers.append(a)
        events += g.apply_or_raise(a)
    return events, answers


def _positions(n_games: int, per_game: int):  # type: ignore[no-untyped-def]
    """Random positions where the player may play a card or use an ability."""
    todo, tokens = games()
    for k in range(n_games):
        _, a, b, _ = todo[(k * 5) % len(todo)]
        seed = 700 + k
        rng = random.Random(seed)
        g = new_game([a, b], seed=seed, tokens=tokens)
        found = 0
        while not g.is_over and g.state.turn <= 40 and found < per_game:
            legal = g.legal_actions()
            starts = [x for x in legal if x.verb in ("play", "act")]
            d = g.decision
            if starts and d is not None and d.kind == "priority" and rng.random() < 0.5:
                found += 1
                yield g, rng.sample(starts, min(3, len(starts))), rng
            g.apply_or_raise(choose_random(rng, legal))


def test_one_step_play_equals_the_steps_over_random_positions() -> None:
    compared = with_questions = autopaid = 0
    for g, starts, rng in _positions(n_games=8, per_game=8):
        for action in starts:
            a, b = g.clone(), g.clone()
            seed = rng.getrandbits(32)
            r1 = random.Random(seed)
            ev_a, answers = _step_by_step(
                a, action, lambda opts, r1=r1: r1.choice([o for o in opts if o.verb != "cancel"]
                                                  or opts))
            result = b.play_through(action, answers)
            assert result.ok, result.refusal
            assert _events(result.events) == _events(ev_a), action
            assert b.log == a.log and b.hash() == a.hash(), action
            assert b.legal_actions() == a.legal_actions()
            compared += 1
            with_questions += bool(answers)
            autopaid += PAY in a.log[len(g.log):]
    # the positions cover plays with questions and paid plays, not only free ones
    assert compared >= 100 and with_questions >= 20 and autopaid >= 50, (
        compared, with_questions, autopaid)


def test_one_step_play_with_an_answering_function() -> None:
    """Answers given by a function of the options (as the agents' default answers)."""
    for g, starts, _rng in _positions(n_games=4, per_game=4):
        for action in starts:
            a, b = g.clone(), g.clone()
            first = lambda opts: next(o for o in opts if o.verb != "cancel")  # noqa: E731
            ev_a, _ = _step_by_step(a, action, first)
            result = b.play_through(action, first)
            assert result.ok
            assert _events(result.events) == _events(ev_a)
            assert b.log == a.log and b.hash() == a.hash()


def test_one_step_play_refuses_what_the_steps_refuse() -> None:
    g, starts, _ = next(_positions(n_games=1, per_game=1))
    before = g.hash()
    result = g.play_through(Action("play", (10_000,)))
    assert not result.ok and result.refusal is not None and g.hash() == before
    # an answer that is not among the question's options is refused, and nothing after it
    a = g.clone()
    result = a.play_through(starts[0], [Action("target", (10_000,))])
    d = a.decision
    if d is not None and d.kind == "play" and d.data["ask"] != "pay":
        assert not result.ok and result.refusal is not None
        assert a.log[-1] == starts[0] and "_autopay" not in a.state.extra
