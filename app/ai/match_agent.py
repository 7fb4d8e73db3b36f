"""The computer in a Match (RUP4 486): the agents play the games; between games it answers
the match's own questions from their legal actions and its own view only.

- Sideboarding (TR 403.4): the Random level swaps at random a few times and then is ready;
  the other levels keep the registered deck (ready).
- Battlefield (486.5): one of the legal ones, at random from the agent's seed.
- Play first or last (TR 407.4): first.
"""

from __future__ import annotations

import time

from app.ai.agents import Agent, Choice
from app.engine.core.actions import Action
from app.engine.face.match import BATTLEFIELD, GAME, ORDER, SIDEBOARD, Match


def choose_in_match(agent: Agent, match: Match, me: int) -> Choice:
    if match.stage == GAME:
        assert match.game is not None
        return agent.choose(match.game, me)
    start = time.perf_counter()
    legal = match.legal_actions()
    if not legal:
        raise ValueError("the match asks nothing now")
    ready = Action("ready")
    if match.stage == SIDEBOARD:
        swaps = [a for a in legal if a.verb == "swap"]
        if agent.level == "random" and swaps and agent.rng.random() < 0.5:
            choice = Choice(agent.rng.choice(swaps), "Sideboard swap", "match_swap")
        else:
            choice = Choice(ready, "Keeps the deck", "match_ready")
    elif match.stage == BATTLEFIELD:
        choice = Choice(agent.rng.choice(legal), "Presents a battlefield", "match_field")
    elif match.stage == ORDER:
        choice = Choice(Action("first"), "Plays first", "match_first")
    else:
        choice = Choice(legal[0], "Only option")
    choice.seconds = time.perf_counter() - start
    return choice


__all__ = ["choose_in_match"]
