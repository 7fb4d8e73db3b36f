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
from app.ai.playout import (
    cancelled_here,
    candidates,
    default_answer,
    is_chain_window,
    is_fresh,
    respond_through,
    settle,
)
from app.engine import Action, Game
from app.engine.core.cards import CardDef
from app.engine.core.events import Event
from app.engine.core.state import BASE, BF, TRASH
from app.engine.face.randomplay import choose_random
from app.engine.face.sampling import determinize
from app.engine.reads.items import spell_ability

LEVELS = ("easy", "normal", "hard")
USE_WORKERS = True  # Hard may search in the worker processes (not inside an arena's own)
# The longest Hard may think, whatever its budget: no decision holds the table up for more than
# 3 s of wall time (the rest is margin for the look-ahead and the answer).
MAX_BUDGET = 2.5
# a card kept in hand leaves choices open: a response in a chain window must gain more than
# that over passing (Normal, Hard)
RESPOND_MARGIN = 1.0
# Easy's "big" spell, worth a counter now and then: what it cost in Energy
BIG_SPELL = 4


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
                # (a battlefield that joined meanwhile, the Baron Pit, RUP4 439, is new)
                took = [i for i, bf in enumerate(a.battlefields) if bf.controller == me
                        and (i >= len(b.battlefields) or b.battlefields[i].controller != me)]
                if took:
                    outcome, code = f"takes battlefield {took[0] + 1}", "takes"
                    params["bf"] = took[0] + 1
    reason = f"{what}: {outcome}" if outcome else what
    return Choice(action, reason, code, params)


def describe_response(game: Game, me: int, action: Action, after: Game, events: list[Event],
                      passed: Game) -> Choice:
    """A response in a chain window (RUP4 337-340): what it counters (RUP4 425), else the
    friendly unit it saves (on the board after it, gone had the player passed), else as
    `describe` says. A win stays the reason."""
    choice = describe(game, me, action, after)
    if choice.reason_code == "wins":
        return choice
    s = game.state
    team = s.players[me].team
    countered = [s.objs[e.data.get("obj", e.data.get("source"))].card.name for e in events
                 if e.kind == "counter" and s.players[e.data["owner"]].team != team]
    board = (BASE, BF)
    saved = [o.card.name for o in s.objs.values() if o.is_unit and o.zone in board
             and s.players[o.controller].team == team and after.state.objs[o.id].zone in board
             and passed.state.objs[o.id].zone not in board]
    what = choice.params["what"]
    if countered:
        choice.reason, choice.reason_code = f"{what}: counters {countered[0]}", "counters"
    elif saved:
        choice.reason, choice.reason_code = f"{what}: saves {saved[0]}", "saves"
    else:
        return choice
    choice.params["card"] = (countered or saved)[0]
    return choice


# -- agents -------------------------------------------------------------------------------------

class Thinking:
    """A decision in progress. `step(seconds)` works on it for at most that long and says
    whether it is over; `result()` is the choice (the best found so far), with the seconds
    since the decision began. The table steps it from a timer, so that it keeps painting
    and no decision runs past its deadline; `Agent.choose` steps it to the end."""

    def __init__(self, start: float, choice: Choice | None = None) -> None:
        self.start = start
        self.choice = choice

    def step(self, seconds: float) -> bool:
        return True

    def decide(self) -> Choice:
        assert self.choice is not None
        return self.choice

    def result(self) -> Choice:
        choice = self.decide()
        choice.seconds = time.perf_counter() - self.start
        return choice


class Agent:
    level = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game, me: int) -> Choice:
        thinking = self.think(game, me)
        while not thinking.step(0.05):
            pass
        return thinking.result()

    def think(self, game: Game, me: int) -> Thinking:
        """Begin deciding for seat `me` (see `Thinking`)."""
        start = time.perf_counter()
        legal = game.legal_actions()
        undone = cancelled_here(game)
        if undone:  # not the same play again: it would end the same way, for ever
            legal = [a for a in legal if a not in undone] or legal
        if len(legal) == 1:
            return Thinking(start, Choice(legal[0], "Only option"))
        return self.begin(game, me, legal, start)

    def begin(self, game: Game, me: int, legal: list[Action], start: float) -> Thinking:
        """A decision among two or more legal actions: at once, but for Hard's search."""
        return Thinking(start, self.decide(game, me, legal))

    def decide(self, game: Game, me: int, legal: list[Action]) -> Choice:
        return Choice(choose_random(self.rng, legal), "At random")


class EasyAgent(Agent):
    """Sensible moves with some randomness: play what it can, attack sometimes, then end; in
    a chain window, now and then a counter against an opponent's big spell."""

    level = "easy"

    def decide(self, game: Game, me: int, legal: list[Action]) -> Choice:
        if is_chain_window(game):
            return describe(game, me, self.respond(game, me, legal), None)
        if not is_fresh(game):
            return describe(game, me, default_answer(game, legal), None)
        plays = [a for a in legal if a.verb == "play"]
        moves = [a for a in legal if a.verb == "move" and str(a.args[1]).startswith("bf")]
        roll = self.rng.random()
        if plays and roll < 0.75:
            s = game.state
            # the biggest card first, from the hand before the trash: a Flow play (RUP4 829)
            # uses the card up, so it waits until the hand has nothing better
            plays.sort(key=lambda a: (s.objs[a.args[0]].zone == TRASH,
                                      -(s.objs[a.args[0]].card.energy or 0)))
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

    def respond(self, game: Game, me: int, legal: list[Action]) -> Action:
        """A chain window: now and then a counter (RUP4 425) against an opponent's big spell
        (costing BIG_SPELL Energy or more), else a pass."""
        s = game.state
        top = s.chain[-1]
        passing = default_answer(game, legal)
        if top.kind != "card" or s.players[top.controller].team == s.players[me].team \
                or (s.objs[top.obj].card.energy or 0) < BIG_SPELL:
            return passing
        counters = [a for a in legal if a.verb == "play" and _counters(s.objs[a.args[0]].card)]
        return counters[0] if counters and self.rng.random() < 0.5 else passing


def _counters(card: CardDef) -> bool:
    ab = spell_ability(card.abilities)
    return ab is not None and any(st.op == "counter" for st in ab.steps)


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
        if is_chain_window(game):
            return self.respond(game, me, legal)
        best = self.scored(game, me, legal)[0]
        return describe(game, me, best[1], best[2])

    def respond(self, game: Game, me: int, legal: list[Action]) -> Choice:
        """A chain window (RUP4 337-340): each Reaction it could play or ability it could use
        against passing, in a sampled game, the chain resolving with passes after it
        (`respond_through`). Without one, a pass at once: no look-ahead."""
        passing = default_answer(game, legal)
        responses = [a for a in candidates(legal, game) if a.verb in ("play", "act")]
        if not responses:
            return describe(game, me, passing, None)
        base = determinize(game, me, self.rng.getrandbits(62))
        passed = base.clone()
        passed.apply_or_raise(passing)
        settle(passed)
        best, best_value = None, evaluate(passed.state, me) + RESPOND_MARGIN
        team = game.state.players[me].team
        for a in responses:
            g = base.clone()
            events = respond_through(g, me, a)
            if any(e.kind == "counter" and g.state.players[e.data["owner"]].team == team
                   for e in events):
                continue  # never a counter of its own or its teammate's (2v2, RUP4 489.8)
            value = evaluate(g.state, me) + self.rng.random() * 0.01
            if value > best_value:
                best, best_value = (a, g, events), value
        if best is None:
            return describe(game, me, passing, None)
        return describe_response(game, me, best[0], best[1], best[2], passed)


class HardAgent(NormalAgent):
    """Information-set Monte Carlo tree search within a time budget (app/ai/search.py): over
    its own decisions of the turn, in worlds sampled from its view, with Normal's look-ahead
    ordering the choices and a greedy playout to the end of every opponent's next turn.
    Its follow-up questions and chain windows get Normal's look-ahead: a chain window with a
    Reaction to weigh is rare and takes it a few ms, where a search would take its budget
    (and the search's tree holds only fresh decisions, `search._mine`)."""

    level = "hard"
    budget = 0.8  # seconds per decision (Preferences: "Hard: thinking time")
    top = 3  # choices searched at first; more as the search deepens (progressive widening)
    rounds: int | None = None  # a fixed number of iterations instead of the time budget
    _last: Any = None  # (game seed, turn, seat), search token, choice: for tree reuse

    def begin(self, game: Game, me: int, legal: list[Action], start: float) -> Thinking:
        if not is_fresh(game) or (game.decision is not None and game.decision.kind == "mulligan"):
            return super().begin(game, me, legal, start)
        # the last search's tree, if it was this game's turn's last fresh decision (its
        # follow-up questions aside): its choice's subtree is where this search starts
        last, self._last = self._last, None
        turn = (game.seed, game.state.turn, me)
        reuse = (last[1], last[2]) if last is not None and last[0] == turn else None
        # a hard wall from the decision's start: the look-ahead below, the workers' start and
        # the search all fit in it (a slow or stuck worker only loses its share)
        deadline = start + min(self.budget, MAX_BUDGET)
        ranked = self.scored(game, me, legal)
        order = [t[1] for t in ranked]
        stops = [i for i, a in enumerate(order) if a.verb in ("end", "pass")]
        if stops and stops[0] >= self.top:  # stopping is always among the first choices
            order.insert(self.top - 1, order.pop(stops[0]))
        if len(order) == 1 or ranked[0][2].winner == me:  # nothing to weigh: a win is a win
            return Thinking(start, describe(game, me, ranked[0][1], ranked[0][2]))
        params = search.Params(top=self.top, horizon=max(1, len(game.state.players) - 1))
        # the search (the workers too) gets a world dealt from the view, never the real game
        world = determinize(game, me, self.rng.getrandbits(62))
        token = self.rng.getrandbits(62)
        if self.rounds is not None:
            done = search.run_rounds(world, me, order, self.rng, params, self.rounds, token, reuse)
            return _Searching(self, start, game, me, ranked, order, (turn, token), done=done)
        from app.ai.workers import worker_pool

        job = search.SearchJob(world, me, order, self.rng, params, deadline,
                        worker_pool() if USE_WORKERS else None, token, reuse)
        return _Searching(self, start, game, me, ranked, order, (turn, token), job=job)


class _Searching(Thinking):
    """Hard's decision while its search runs; its result is the search's best choice so far
    (the look-ahead's best, Normal's choice, when nothing came back in time)."""

    def __init__(self, agent: HardAgent, start: float, game: Game, me: int,
                 ranked: list[tuple[float, Action, Game]], order: list[Action],
                 key: tuple[Any, int], job: Any = None, done: Any = None) -> None:
        super().__init__(start)
        self.agent, self.game, self.me = agent, game, me
        self.ranked, self.order, self.key = ranked, order, key
        self.job, self.done = job, done

    def step(self, seconds: float) -> bool:
        return self.job is None or self.job.step(seconds)

    def decide(self) -> Choice:
        stats, iterations = self.done if self.job is None else self.job.result()
        action, win = search.best_of(stats, self.order)
        turn, token = self.key
        self.agent._last = (turn, token, action)
        after = next(t[2] for t in self.ranked if t[1] == action)
        choice = describe(self.game, self.me, action, after)
        choice.params["win"] = round(win, 3)
        choice.params["playouts"] = iterations
        if search.debug_mode():
            choice.reason += f" (expected win chance {100 * win:.0f}%, {iterations} playouts)"
        return choice


def make_agent(level: str, seed: int = 0) -> Agent:
    return {"random": Agent, "easy": EasyAgent, "normal": NormalAgent,
            "hard": HardAgent}[level](seed)
