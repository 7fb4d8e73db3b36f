"""The public face of the engine: set up a game, list and apply actions, hash, view.

    game = new_game([deck_a, deck_b], seed=7)
    while not game.is_over:
        action = choose(game.legal_actions())
        result = game.apply(action)        # new state in place, events out
    game.winner

An illegal action returns a refusal and changes nothing. Seed + decks + actions
replay a game exactly (`replay`).
"""

from __future__ import annotations

import hashlib
import pickle
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from app.engine.actions import modes
from app.engine.actions.removal import remove_player
from app.engine.actions.zones import draw, set_winner
from app.engine.core.actions import Action, parse_action
from app.engine.core.cards import CardDef
from app.engine.core.events import Event, emit
from app.engine.core.hashform import vocabulary_form
from app.engine.core.refusals import IllegalActionError, Refusal
from app.engine.core.state import (
    BATTLEFIELD,
    CHAMPION,
    DECK,
    LEGEND,
    RULES_REVISION,
    RUNE_DECK,
    Battlefield,
    Decision,
    GameState,
    Phase,
)
from app.engine.face.view import make_view
from app.engine.mechanics.ops.naming import name_options
from app.engine.reads.index import reindex
from app.engine.turn import flow
from app.engine.turn.explain import describe_decision, explain
from app.engine.turn.legal import legal_actions


@dataclass(frozen=True)
class DeckSpec:
    """A deck as the engine needs it: card definitions, the chosen champion set apart."""

    legend: CardDef
    champion: CardDef | None
    main: tuple[CardDef, ...]  # without the chosen champion (RUP4 112)
    runes: tuple[CardDef, ...]
    battlefields: tuple[CardDef, ...]
    name: str = ""


_PAY_ACTION = Action("pay")  # pay what is still owed automatically (RUP4 357)


@dataclass
class Result:
    ok: bool
    events: list[Event] = field(default_factory=list)
    refusal: Refusal | None = None


class Game:
    """A game in progress: a state plus its action log."""

    def __init__(self, state: GameState, decks: list[DeckSpec] | None = None, seed: int = 0,
                 tokens: dict[str, CardDef] | None = None, initial: bytes | None = None) -> None:
        self.state = state
        self.decks = decks or []
        self.seed = seed
        self.tokens = tokens or {}
        self.log: list[Action] = []
        self._legal: list[Action] | None = None
        self._legal_set: frozenset[Action] | None = None
        # the starting position, so that any earlier moment can be rebuilt (undo, replays)
        self._initial = initial if initial is not None else pickle.dumps(
            state, pickle.HIGHEST_PROTOCOL)

    # -- questions ---------------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.state.winner is not None

    @property
    def winner(self) -> int | None:
        return self.state.winner

    @property
    def winners(self) -> list[int]:
        """Every player who won: the winner and, in 2v2, their teammate (RUP4 489.6.a)."""
        w = self.state.winner
        if w is None:
            return []
        team = self.state.players[w].team
        return [p.index for p in self.state.players if p.team == team]

    @property
    def decision(self) -> Decision | None:
        return self.state.decision

    @property
    def to_act(self) -> int | None:
        """The player who must decide now."""
        d = self.state.decision
        return d.player if d is not None else None

    def question(self) -> str:
        return describe_decision(self.state)

    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            self._legal = legal_actions(self.state)
            self._legal_set = None
        return self._legal

    def is_legal(self, action: Action) -> bool:
        legal = self.legal_actions()
        if len(legal) < 24:
            return action in legal  # a short list is quicker to scan than to hash
        if self._legal_set is None:
            self._legal_set = frozenset(legal)
        return action in self._legal_set

    def why_illegal(self, action: Action | str, player: int | None = None) -> Refusal | None:
        if isinstance(action, str):
            action = parse_action(action)
        if action.verb == "concede":
            return self._concede_refusal(action, player)
        if action.verb == "show":
            return self._show_refusal(action, player)
        if player is not None and self.to_act is not None and player != self.to_act:
            return explain(self.state, action, player)
        if self.is_legal(action):
            return None
        return explain(self.state, action, player)

    # -- acting ------------------------------------------------------------------------
    def apply(self, action: Action | str, player: int | None = None) -> Result:
        if isinstance(action, str):
            action = parse_action(action)
        refusal = self.why_illegal(action, player)
        if refusal is not None:
            return Result(False, [], refusal)
        s = self.state
        s.events = []
        if action.verb == "concede":
            self._concede(int(action.args[0]))
        elif action.verb == "show":
            self._show_hand(int(action.args[0]), int(action.args[1]))
        else:
            flow.handle(s, action)
        self.log.append(action)
        self._legal = self._legal_set = None
        events, s.events = s.events, []
        return Result(True, events)

    def _concede_refusal(self, action: Action, player: int | None) -> Refusal | None:
        """A player may concede at any time (RUP4 650), for themselves only. The game ends
        when one side is left: a Duel (651.1) or 2v2, where the whole team loses (651.4,
        489.6.a.1); in Skirmish and War the player is removed and the others play on (651.2,
        652: app.engine.actions.removal). A removed player can't concede again (651.3)."""
        s = self.state
        who = action.args[0] if action.args else None
        if s.winner is not None:
            return Refusal("game_over")
        if not isinstance(who, int) or not 0 <= who < len(s.players) or (
                player is not None and player != who):
            return Refusal("concede_self")
        if s.is_removed(who):
            return Refusal("concede_removed")
        return None

    def _show_refusal(self, action: Action, player: int | None) -> Refusal | None:
        """2v2: hands are private, and a player may show theirs to another player (their
        teammate, say) at any time (RUP4 489.8.f); not a reveal (489.8.f.1, 424)."""
        s = self.state
        who, to = action.args
        if s.winner is not None:
            return Refusal("game_over")
        if (s.extra.get("mode") != "2v2" or not isinstance(who, int) or not isinstance(to, int)
                or not 0 <= who < len(s.players) or not 0 <= to < len(s.players) or who == to
                or (player is not None and player != who)):
            return Refusal("show_hand")
        return None

    def _show_hand(self, who: int, to: int) -> None:
        """`to` may now know the cards in `who`'s hand (those still there: app.engine.face.view)."""
        s = self.state
        shown = s.extra.setdefault("shown", {}).setdefault(to, {})
        shown[who] = sorted(set(shown.get(who, [])) | set(s.players[who].hand))
        emit(s, "show_hand", player=who, to=to)

    def _concede(self, who: int) -> None:
        s = self.state
        emit(s, "concede", player=who)
        if len({p.team for p in s.players}) > 2:  # free-for-all: removed (651.2, 652)
            remove_player(s, who)
            flow.run(s)
            return
        winner = next(q for q in (((who + k) % len(s.players)) for k in range(1, len(s.players)))
                      if s.players[q].team != s.players[who].team)
        set_winner(s, winner)
        flow.run(s)  # the game is over: no decision is left

    def apply_or_raise(self, action: Action | str, player: int | None = None) -> list[Event]:
        result = self.apply(action, player)
        if not result.ok:
            assert result.refusal is not None
            raise IllegalActionError(result.refusal)
        return result.events

    def play_through(self, action: Action | str,
                     answers: Sequence[Action] | Callable[[list[Action]], Action] = (),
                     player: int | None = None) -> Result:
        """One-step play, for agents (the table asks step by step): `action` (a card played
        or an ability used at priority), then the questions of that play answered in order
        from `answers` (where it enters, Accelerate, modes, targets...; or a function giving
        the answer from the options), and its cost paid automatically ("pay") when it can be.
        Exactly the same as applying those actions one by one (same state, same events, same
        log, each step logged), only without listing the manual payment options. It stops
        at the first question it has no answer for; an answer not among the options is
        refused, with what was done before it kept (as step-by-step apply would)."""
        if isinstance(action, str):
            action = parse_action(action)
        refusal = self.why_illegal(action, player)
        if refusal is not None:
            return Result(False, [], refusal)
        s = self.state
        d = s.decision
        assert d is not None
        item_id = s.next_item  # the chain item the play or ability starts (actions.chain.new_item)
        if d.kind == "priority" and action.verb in ("play", "act"):
            s.extra["_autopay"] = item_id
        queue = None if callable(answers) else list(answers)
        events: list[Event] = []
        try:
            step: Action | None = action
            while step is not None:
                s.events = []
                flow.handle(s, step)
                self.log.append(step)
                if s.extra.get("_autopay") == -1:  # paid at once: the "pay" step
                    self.log.append(_PAY_ACTION)
                    s.extra.pop("_autopay")
                events.extend(s.events)
                self._legal = self._legal_set = None
                d = s.decision
                if d is None or d.kind != "play" or d.data["item"] != item_id:
                    break  # the play is done (or someone else decides now)
                options = d.data["options"]
                if d.data["ask"] == "pay" and _PAY_ACTION in options:
                    step = _PAY_ACTION
                elif queue is None:
                    step = answers(list(options))  # type: ignore[operator]
                elif queue:
                    step = queue.pop(0)
                else:
                    break
                if step not in options:
                    return Result(False, events, explain(s, step, None))
        finally:
            s.extra.pop("_autopay", None)
            s.events = []
        return Result(True, events)

    def clone(self) -> Game:
        g = Game(self.state.clone(), self.decks, self.seed, self.tokens, self._initial)
        g.log = list(self.log)
        if self._legal is not None:  # the same state has the same legal actions
            g._legal, g._legal_set = list(self._legal), self._legal_set
        return g

    def mark_start(self) -> None:
        """Take the current position as the start (a position built by hand)."""
        self._initial = pickle.dumps(self.state, pickle.HIGHEST_PROTOCOL)
        self.log = []

    def at(self, n: int) -> Game:
        """The same game after only its first n actions (for undo and replays)."""
        g = Game(pickle.loads(self._initial), self.decks, self.seed, self.tokens)
        g._initial = self._initial
        for action in self.log[:n]:
            g.apply_or_raise(action)
        return g

    def hash(self, offered_names: bool = False) -> str:
        return state_hash(self.state, offered_names)

    def view(self, player: int) -> dict[str, Any]:
        d = self.state.decision
        return make_view(self.state, player, None if d is None else self.question(),
                         self.legal_actions() if d is not None and d.player == player else None)


# -- setup (RUP4 110-118, 485) ---------------------------------------------------------------

def new_game(decks: list[DeckSpec], seed: int, names: list[str] | None = None,
             tokens: Iterable[CardDef] = (), victory_score: int = 8,
             battlefield_picks: list[int] | None = None, first_player: int | None = None,
             mode: str = "duel", revision: int = RULES_REVISION) -> Game:
    """Set up a game: battlefields, legends, champions, shuffled decks, first player, 4 cards.
    `mode`: "duel" (RUP4 485, the default), "skirmish" (487, 3 decks), "war" (488, 4 decks)
    or "2v2" (489, 4 decks: seats 0 and 2 against 1 and 3; ValueError when teammates share a
    legend or a battlefield, 489.8.h/i, see `modes.team_problems`).

    A Match (app.engine.face.match) passes the battlefield each player chose (RUP4 486.5) and the
    player who chose to play first (TR 407); without them both are random, as in a Duel.
    `revision`: the rules revision it is played under (RULES_REVISION; an earlier one to
    replay a game saved by an earlier version)."""
    if len(decks) < 2:
        raise ValueError("a game needs at least two players")
    modes.check_mode(mode, len(decks))
    if modes.has_teams(mode):  # teammates: not the same legend nor battlefields (489.8.h/i)
        problems = modes.team_problems(decks)
        if problems:
            raise ValueError("; ".join(modes.TEAM_PROBLEM_TEXT[c] for c in problems))
    names = names or [f"Player {i + 1}" for i in range(len(decks))]
    s = GameState(seed, names, revision)
    s.victory_score = victory_score
    if modes.has_teams(mode):
        s.victory_score = max(victory_score, modes.MODES[mode][1])  # RUP4 489.3
        for p in s.players:
            p.team = modes.team_of_seat(mode, p.index)  # RUP4 489.2, 489.5.c.1
    token_map = {t.name: t for t in tokens}
    s.extra["tokens"] = token_map
    first = None
    if mode != "duel":  # the Duel keeps no mode: its states hash as before
        s.extra["mode"] = mode
        if modes.first_removes_battlefield(mode):
            first = s.rng.below(len(decks))  # RUP4 115, known before the battlefields (488.4.b)
    # Battlefields: one per player, at random from the deck's three (RUP4 485.5, 487.5, 488.5)
    for i, deck in enumerate(decks):
        if i == first:
            continue  # War: the first player's battlefields are removed (RUP4 488.4.b)
        if not deck.battlefields:
            raise ValueError(f"deck {i + 1} has no battlefield")
        if battlefield_picks is not None:  # chosen, not drawn (RUP4 486.5)
            bf_card = deck.battlefields[battlefield_picks[i]]
        else:
            bf_card = deck.battlefields[s.rng.below(len(deck.battlefields))]
        bf_obj = s.new_obj(bf_card, i, BATTLEFIELD)
        s.battlefields.append(Battlefield(bf_obj.id))
    for i, deck in enumerate(decks):
        p = s.players[i]
        p.legend = s.new_obj(deck.legend, i, LEGEND).id  # RUP4 111
        if deck.champion is not None:
            p.champion = s.new_obj(deck.champion, i, CHAMPION).id  # RUP4 112
            p.chosen_champion = deck.champion.name
        # RUP4 114: shuffle; ids follow the shuffled order so they reveal nothing
        main = list(deck.main)
        s.rng.shuffle(main)
        p.deck = [s.new_obj(c, i, DECK).id for c in main]
        runes = list(deck.runes)
        s.rng.shuffle(runes)
        p.rune_deck = [s.new_obj(c, i, RUNE_DECK).id for c in runes]
    if first_player is not None:  # chosen by the loser of a Match's previous game (TR 407.4)
        s.first_player = first_player
    else:
        s.first_player = s.rng.below(len(decks)) if first is None else first  # RUP4 115
    if mode != "duel":
        s.extra["first_draw_pending"] = s.first_player  # RUP4 487.7, 488.7
    s.turn_player = s.first_player
    reindex(s)
    for i in range(len(decks)):
        draw(s, i, 4)  # RUP4 116
    emit(s, "setup", first=s.first_player)
    s.phase = Phase.MULLIGAN
    s.decision = Decision(s.first_player, "mulligan", [])  # RUP4 117, in turn order
    s.events = []
    return Game(s, list(decks), seed, token_map)


def replay(decks: list[DeckSpec], seed: int, actions: Iterable[Action | str],
           names: list[str] | None = None, tokens: Iterable[CardDef] = (),
           mode: str = "duel", revision: int = RULES_REVISION) -> Game:
    game = new_game(decks, seed, names, tokens, mode=mode, revision=revision)
    for a in actions:
        game.apply_or_raise(a)
    return game


# -- hashing ----------------------------------------------------------------------------------

# Slots that are not game facts: the events of the current action (taken by `apply`) and the
# rules revision, which says how the game goes on, not where it is: a game of revision 1
# hashes as it did before revisions existed, so saves made then still verify.
_UNHASHED_SLOTS = ("events", "revision")


def _canon(v: Any) -> Any:
    if isinstance(v, dict):
        # keys starting with "_" hold derived data (indexes, caches), not game facts
        return tuple(sorted(((str(k), _canon(x)) for k, x in v.items()
                             if not (isinstance(k, str) and k.startswith("_")))))
    if isinstance(v, (list, tuple)):
        return tuple(_canon(x) for x in v)
    if isinstance(v, (set, frozenset)):
        return tuple(sorted((_canon(x) for x in v), key=repr))
    if isinstance(v, CardDef):
        return v.code
    if hasattr(v, "__slots__") and not isinstance(v, type):
        form = getattr(v, "HASHED_AS", None)
        if form is not None:  # a vocabulary value: its frozen form survives renames
            return vocabulary_form(v, form, _canon)
        omit = getattr(v, "HASH_OMIT_EMPTY", ())  # new slots, hashed only once used
        return (type(v).__name__,) + tuple(_canon(getattr(v, k)) for k in v.__slots__
                                           if k not in _UNHASHED_SLOTS
                                           and not (k in omit and not getattr(v, k)))
    if hasattr(v, "value") and hasattr(v, "name"):  # enums
        return v.value
    if v is None or isinstance(v, (int, str, float, bool)):
        return v
    return repr(v)


def state_hash(s: GameState, offered_names: bool = False) -> str:
    """A digest of everything that matters for the rest of the game (RNG included).
    `offered_names`: a naming question hashed with the names it offers, as saves made before
    they left the hash were (RUP4 759-763; the same catalog offers the same names)."""
    d = s.decision
    if offered_names and d is not None and d.kind == "choose" and isinstance(d.data, dict) \
            and d.data.get("ask") == "name":
        data = d.data
        d.data = {**data, "options": name_options(data["what"])}
        try:
            return state_hash(s)
        finally:
            d.data = data
    return hashlib.blake2b(repr(_canon(s)).encode(), digest_size=16).hexdigest()


__all__ = ["Game", "DeckSpec", "Result", "new_game", "replay", "state_hash"]
