"""Computer players: Random, Easy, Normal and Hard.

Every agent decides from its own seat: it reads only `game.view(me)`, the legal actions,
and games sampled with `determinize` (which depends only on what the seat may know), so it
never peeks at hidden cards. Each decision comes with a one-line reason for the log.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from typing import Any

from app.ai import search
from app.ai.evaluate import evaluate
from app.ai.playout import cancelled_here, candidates, default_answer, is_fresh, settle
from app.engine import Action, Game
from app.engine.randomplay import choose_random
from app.engine.sampling import determinize

LEVELS = ("easy", "normal", "hard")
USE_WORKERS = True  # Hard may search in the worker processes (not inside an arena's own)


@dataclass
class Choice:
    action: Action
    reason: str  # English, for logs and the command line
    reason_code: str = "plain"  # for the UI to put into words in the player's language
    params: dict[str, Any] = field(default_factory=dict)
    seconds: float = 0.0


# -- describing a decision ---------------------------------------------------------------------

def describe(game: Game, me: int, action: Action, after: Game | None) -> Choice:
    s = game.state
    name = ""
    if action.args and isinstance(action.args[0], int) and action.args[0] in s.objs:
        obj = s.objs[action.args[0]]
        visible = obj.controller == me or obj.zone in ("base", "bf", "trash")
        name = obj.card.name if visible else ""
    v = action.verb
    dest = ""
    if v == "move":
        to = str(action.args[1])
        dest = "base" if to == "base" else f"battlefield {int(to[2:]) + 1}"
    what = {"play": f"Plays {name}", "move": f"Moves {name} to {dest}",
            "end": "Ends the turn", "pass": "Passes", "target": f"Chooses {name}",
            "assign": "Assigns combat damage", "pay": "Pays the cost", "keep": "Keeps the hand",
            "mull": "Sets a card aside", "hide": "Hides a card", "act": f"Uses {name}",
            "yes": "Says yes", "no": "Says no", "to": "Picks where it goes",
            "choose": "Chooses", "order": "Orders its triggers", "done": "Is done choosing",
            "mode": "Chooses an option", "player": "Chooses a player",
            "invite": "Invites another player"
            }.get(v, v)
    outcome = ""
    code, params = "plain", {"what": what, "verb": v, "name": name, "dest": dest}
    # what follows a pass or the end of the turn (a combat resolving, a spell on the chain)
    # is the doing of the decision that started it: it is not the pass's reason
    if after is not None and v not in ("pass", "end"):
        a, b = after.state, s
        gained = a.players[me].points - b.players[me].points
        if a.winner is not None and a.players[a.winner].team == a.players[me].team:
            outcome, code = "wins the game", "wins"  # with the team in 2v2 (RUP4 489.6.a)
        elif gained > 0:
            outcome, code = (f"scores {gained} point{'s' * (gained != 1)}"
                             f" ({a.players[me].points} in all)"), "scores"
            params["gained"], params["points"] = gained, a.players[me].points
        else:
            killed = sum(1 for o in b.objs.values() if o.controller != me and o.is_unit
                         and o.zone in ("base", "bf") and a.objs[o.id].zone == "trash")
            if killed:
                outcome, code = f"destroys {killed} enemy unit{'s' * (killed != 1)}", "kills"
                params["n"] = killed
            else:
                took = [i for i, bf in enumerate(a.battlefields) if bf.controller == me
                        and b.battlefields[i].controller != me]
                if took:
                    outcome, code = f"takes battlefield {took[0] + 1}", "takes"
                    params["bf"] = took[0] + 1
    reason = f"{what}: {outcome}" if outcome else what
    return Choice(action, reason, code, params)


# -- agents -------------------------------------------------------------------------------------

class Agent:
    level = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game, me: int) -> Choice:
        start = time.perf_counter()
        legal = game.legal_actions()
        undone = cancelled_here(game)
        if undone:  # not the same play again: it would end the same way, for ever
            legal = [a for a in legal if a not in undone] or legal
        if len(legal) == 1:
            choice = Choice(legal[0], "Only option")
        else:
            choice = self.decide(game, me, legal)
        choice.seconds = time.perf_counter() - start
        return choice

    def decide(self, game: Game, me: int, legal: list[Action]) -> Choice:
        return Choice(choose_random(self.rng, legal), "At random")


class EasyAgent(Agent):
    """Sensible moves with some randomness: play what it can, attack sometimes, then end."""

    level = "easy"

    def decide(self, game: Game, me: int, legal: list[Action]) -> Choice:
        if not is_fresh(game):
            return describe(game, me, default_answer(game, legal), None)
        plays = [a for a in legal if a.verb == "play"]
        moves = [a for a in legal if a.verb == "move" and str(a.args[1]).startswith("bf")]
        roll = self.rng.random()
        if plays and roll < 0.75:
            s = game.state
            plays.sort(key=lambda a: -(s.objs[a.args[0]].card.energy or 0))
            return describe(game, me, plays[0] if self.rng.random() < 0.6 else
                            self.rng.choice(plays), None)
        if moves and roll < 0.9:
            return describe(game, me, self.rng.choice(moves), None)
        invites = [a for a in legal if a.verb == "invite"]
        if invites and game.decision is not None and game.decision.data == "main" \
                and self.rng.random() < 0.3:  # 2v2: now and then the teammate (489.8.a)
            return describe(game, me, invites[0], None)
        for verb in ("end", "pass", "keep"):
            for a in legal:
                if a.verb == verb:
                    return describe(game, me, a, None)
        return describe(game, me, self.rng.choice(candidates(legal)), None)


class NormalAgent(Agent):
    """Greedy with a short look-ahead: try each option in a sampled game, play out the
    follow-up questions, and keep the one whose position evaluates best."""

    level = "normal"

    def scored(self, game: Game, me: int, legal: list[Action]) -> list[tuple[float, Action, Game]]:
        base = determinize(game, me, self.rng.getrandbits(62))
        now = evaluate(base.state, me)
        out = []
        for a in candidates(legal, game):
            g = base.clone()
            g.apply_or_raise(a)
            if a.verb == "invite" and g.decision is not None and g.decision.data == "guest":
                value = self._guest_value(g, me, now)
            elif a.verb != "end":
                settle(g)
                value = evaluate(g.state, me)
            else:
                value = now - 0.5  # ending the turn keeps the position as it is now
            out.append((value + self.rng.random() * 0.01, a, g))
        out.sort(key=lambda t: -t[0])
        return out

    @staticmethod
    def _guest_value(g: Game, me: int, now: float) -> float:
        """2v2: inviting the teammate (RUP4 489.8.a) is worth the best spell or ability they
        could play in this sampled game; nothing if they have none."""
        best = now - 1.0
        for b in g.legal_actions():
            if b.verb not in ("play", "act"):
                continue
            h = g.clone()
            h.apply_or_raise(b)
            settle(h)
            best = max(best, evaluate(h.state, me) - 0.25)
        return best

    def decide(self, game: Game, me: int, legal: list[Action]) -> Choice:
        if game.decision is not None and game.decision.kind == "mulligan":
            return describe(game, me, Action("keep") if Action("keep") in legal else legal[0],
                            None)
        best = self.scored(game, me, legal)[0]
        return describe(game, me, best[1], best[2])


_POOL: Any = None
_POOL_CARDS = 0  # card definitions the pool's workers inherited when they were forked


def worker_pool() -> Any:
    """Two worker processes for Hard's playouts, where forking is safe (Linux): the children
    inherit the card definitions, which clones refer to instead of copying."""
    global _POOL, _POOL_CARDS
    import os
    import sys

    from app.engine.cards import shared_cards

    if _POOL is not None and shared_cards() != _POOL_CARDS:
        # cards defined since the fork (a new game's decks): the workers couldn't unpickle
        # a game that refers to them, so fork fresh ones
        _POOL.shutdown(wait=False, cancel_futures=True)
        _POOL = None
    if _POOL is None and os.name == "posix" and sys.platform.startswith("linux") \
            and (os.cpu_count() or 1) > 1:
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor

        _POOL = ProcessPoolExecutor(max_workers=2, mp_context=multiprocessing.get_context("fork"))
        _POOL_CARDS = shared_cards()
        import atexit

        # close it while the interpreter is whole, not during its teardown
        atexit.unregister(_shutdown_pool)
        atexit.register(_shutdown_pool)
    return _POOL


def _shutdown_pool() -> None:
    if _POOL is not None:
        _POOL.shutdown(wait=True, cancel_futures=True)


class HardAgent(NormalAgent):
    """Information-set Monte Carlo tree search within a time budget (app/ai/search.py): over
    its own decisions of the turn, in worlds sampled from its view, with Normal's look-ahead
    ordering the choices and a greedy playout to the end of every opponent's next turn."""

    level = "hard"
    budget = 0.8  # seconds per decision (Preferences: "Hard: thinking time")
    top = 3  # choices searched at first; more as the search deepens (progressive widening)
    rounds: int | None = None  # a fixed number of iterations instead of the time budget
    on_wait: Any = None  # called while waiting for the workers (the UI keeps painting)
    _last: Any = None  # (game seed, turn, seat), search token, choice: for tree reuse

    def decide(self, game: Game, me: int, legal: list[Action]) -> Choice:
        if not is_fresh(game) or (game.decision is not None and game.decision.kind == "mulligan"):
            return super().decide(game, me, legal)
        # the last search's tree, if it was this game's turn's last fresh decision (its
        # follow-up questions aside): its choice's subtree is where this search starts
        last, self._last = self._last, None
        turn = (game.seed, game.state.turn, me)
        reuse = (last[1], last[2]) if last is not None and last[0] == turn else None
        deadline = time.perf_counter() + self.budget
        ranked = self.scored(game, me, legal)
        order = [t[1] for t in ranked]
        stops = [i for i, a in enumerate(order) if a.verb in ("end", "pass")]
        if stops and stops[0] >= self.top:  # stopping is always among the first choices
            order.insert(self.top - 1, order.pop(stops[0]))
        if len(order) == 1 or ranked[0][2].winner == me:  # nothing to weigh: a win is a win
            return describe(game, me, ranked[0][1], ranked[0][2])
        params = search.Params(top=self.top, horizon=max(1, len(game.state.players) - 1))
        pool = worker_pool() if self.rounds is None and USE_WORKERS else None
        # the search (the workers too) gets a world dealt from the view, never the real game
        world = determinize(game, me, self.rng.getrandbits(62))
        token = self.rng.getrandbits(62)
        stats, iterations = search.run_search(world, me, order, self.rng, params,
                                              None if self.rounds is not None else deadline,
                                              self.rounds, pool, self.on_wait, token, reuse)
        action, win = search.best_of(stats, order)
        self._last = (turn, token, action)
        after = next(t[2] for t in ranked if t[1] == action)
        choice = describe(game, me, action, after)
        choice.params["win"] = round(win, 3)
        choice.params["playouts"] = iterations
        if search.debug_mode():
            choice.reason += f" (expected win chance {100 * win:.0f}%, {iterations} playouts)"
        return choice


def make_agent(level: str, seed: int = 0) -> Agent:
    return {"random": Agent, "easy": EasyAgent, "normal": NormalAgent,
            "hard": HardAgent}[level](seed)
