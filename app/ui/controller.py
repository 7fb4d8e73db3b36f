"""The one object that owns the game: it turns gestures into engine actions.

Scene items never change game state; they ask the controller, which applies the action,
then emits `changed` with the new view of the player at the screen and the events the
action caused (for the log and the animations). The UI never reads the raw state of a
player it is not showing: everything it draws comes from `view()`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QObject, Signal

from app.engine import Action, DeckSpec, Event, Game, new_game, parse_action
from app.engine.reads.granted import activated as activated_abilities
from app.ui.texts import refusal_text


@dataclass(frozen=True)
class Seat:
    name: str
    deck: DeckSpec
    human: bool = True
    level: str | None = None  # the computer's level
    sideboard: tuple[Any, ...] = ()  # a Match's (TR 403): CardDefs; a Duel has none


@dataclass
class Step:
    """One applied action as the table remembers it (for undo and for the log)."""

    actor: int  # who took it (-1: not known, e.g. a position built by hand)
    # answered a fresh decision (not a follow-up question such as a target or a payment):
    # undo takes back a whole gesture, back to such a step
    fresh: bool
    events: list[Event] = field(default_factory=list)  # unredacted: the log redacts per viewer
    auto: bool = False  # the table passed for the player (nothing else to do)
    reason: Any = None  # the computer's Choice, whose reason the log can show


# Why the table may not take the viewer's input: the hotseat curtain is up (the next player
# hasn't taken the seat), or a replay is shown instead of the live game.
CURTAIN, REPLAY = "curtain", "replay"

# Decisions that start a gesture of their own (the others are follow-up questions).
FRESH_KINDS = frozenset({"priority", "mulligan", "assign", "order"})

# Events that show a player something that was hidden: taking back such an action in a
# hotseat game would let players play again knowing it, so undo stops there.
REVEALING = frozenset({"play", "reveal", "discard", "hidden_lost", "draw", "look", "mulligan",
                       "channel", "burnout", "burn", "recycle",
                       "banish", "reveal_top"})  # cards from a deck shown face up


class GameController(QObject):
    changed = Signal()  # the view changed: reconcile the scene
    eventsHappened = Signal(list)  # events the last action caused, as the viewer may see them
    message = Signal(str)  # a status line: why something was refused, what to do next
    refused = Signal(str)  # why a gesture did nothing (also shown next to the pointer)
    gameOver = Signal(int)
    viewerChanged = Signal(int)  # hotseat: another human must now take the seat

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game: Game | None = None
        self.seats: list[Seat] = []
        self._viewer = 0
        self.score_history: list[list[int]] = []
        self.steps: list[Step] = []  # one per action in game.log
        self.barrier = 0  # undo may not go back before this many actions
        self.redo_stack: list[tuple[Action, int]] = []
        self.autosave: bool = False  # write the recovery file after every action
        # pass for a human who can do nothing but pass or add resources (hotseat: the device
        # isn't handed over just to press Pass)
        self.auto_pass: bool = True
        # players passing until their next turn (F6), except at the stops (`stop_for`)
        self.skipping: set[int] = set()
        self.locks: set[str] = set()  # CURTAIN, REPLAY: the viewer's input is not taken
        self.saved_at: int | None = 0  # len(game.log) when last saved (None: never)
        # a lesson lets through only the gesture its step asks for (app.ui.lessons): given
        # the viewer's action, why it is refused (None: let it through)
        self.gate: Callable[[Action], str | None] | None = None

    # -- starting -------------------------------------------------------------------
    def start(self, seats: list[Seat], seed: int, tokens: tuple = (),
              mode: str = "duel") -> None:
        """A new game of 2-4 seats in a mode of play (RUP4 485-489: "duel", "skirmish",
        "war", "2v2"); the Duel is set up exactly as before."""
        game = new_game([s.deck for s in seats], seed=seed, names=[s.name for s in seats],
                        tokens=tokens, mode=mode)
        self._install(game, seats, [])
        self.saved_at = None

    def attach(self, game: Game, seats: list[Seat], history: bool = False) -> None:
        """Show a game built elsewhere: a scenario position, or a loaded save (`history`:
        its moves are this game's own past, which undo and the log may use)."""
        if history:
            steps = replay_steps(game)
        else:
            steps = [Step(-1, True) for _ in game.log]
        self._install(game, seats, steps)
        if not history:
            self.barrier = len(game.log)  # a position's past is not ours to take back
        self.saved_at = len(game.log)

    def _install(self, game: Game, seats: list[Seat], steps: list[Step]) -> None:
        self.game = game
        self.seats = seats
        self.steps = steps
        self.skipping = set()
        self.barrier = 0
        self.redo_stack = []
        # the score over time, from the points events of the game's own past
        self.score_history = [[0 for _ in seats]]
        for step in steps:
            for e in step.events:
                if e.kind == "points":
                    pts = list(self.score_history[-1])
                    pts[e.data["player"]] = e.data["total"]
                    self.score_history.append(pts)
        if self.score_history[-1] != [p.points for p in game.state.players]:
            self.score_history.append([p.points for p in game.state.players])
        self._viewer = self._human_to_show()
        self.changed.emit()

    # -- a replay shown in place of the live game -----------------------------------------
    _LIVE = ("game", "seats", "steps", "barrier", "redo_stack", "score_history", "_viewer",
             "saved_at", "autosave")

    def stash(self) -> dict[str, Any]:
        """Everything about the live game, to put back exactly with `restore`."""
        return {k: getattr(self, k) for k in self._LIVE}

    def restore(self, live: dict[str, Any]) -> None:
        for k, v in live.items():
            setattr(self, k, v)
        self.changed.emit()

    def show_position(self, game: Game, seats: list[Seat], steps: list[Step],
                      viewer: int) -> None:
        """Show a moment of a replay (under the REPLAY lock: nothing can act on it)."""
        self.game, self.seats, self.steps, self._viewer = game, seats, steps, viewer
        self.autosave = False
        self.redo_stack = []
        self.changed.emit()

    @property
    def mode(self) -> str:
        """The game's mode of play ("duel" when none is kept, RUP4 485)."""
        game = self.game
        return "duel" if game is None else game.state.extra.get("mode", "duel")

    def winners(self) -> list[int]:
        """Who won: the winner, and in 2v2 their teammate too (RUP4 489.6.a)."""
        return [] if self.game is None else self.game.winners

    @property
    def hotseat(self) -> bool:
        return sum(1 for s in self.seats if s.human) > 1

    @property
    def unsaved(self) -> bool:
        """An unfinished game with moves that no save file holds."""
        game = self.game
        return (game is not None and not game.is_over and REPLAY not in self.locks
                and bool(game.log) and self.saved_at != len(game.log))

    # -- what the screen shows --------------------------------------------------------
    @property
    def viewer(self) -> int:
        return self._viewer

    @property
    def sees_as(self) -> int:
        """Whose private cards the screen shows: the viewer's, or nobody's (-1) when every
        seat is the computer's: the people watching are no player (RUP4 128)."""
        return self._viewer if any(s.human for s in self.seats) else -1

    def view(self) -> dict[str, Any]:
        assert self.game is not None
        view = self.game.view(self.sees_as)
        view["viewer"] = self._viewer  # the seat drawn at the bottom of the table
        return view

    def look_from(self, player: int) -> None:
        """Show the table as this player sees it (a Match between games: the human who
        answers now is at the screen, hotseat)."""
        if player != self._viewer:
            self._viewer = player
            self.changed.emit()

    def my_turn_to_decide(self) -> bool:
        return (self.game is not None and not self.locks
                and self.game.to_act == self._viewer)

    def legal(self) -> list[Action]:
        """The viewer's legal actions (none while someone else decides or input is locked)."""
        if not self.my_turn_to_decide():
            return []
        assert self.game is not None
        return self.game.legal_actions()

    def actions_for(self, oid: int) -> list[Action]:
        """Legal actions that start with this object (to light it up and to drag it)."""
        return [a for a in self.legal() if a.args and a.args[0] == oid]

    def lock(self, why: str) -> None:
        if why not in self.locks:
            self.locks.add(why)
            self.changed.emit()

    def unlock(self, why: str) -> None:
        if why in self.locks:
            self.locks.discard(why)
            self.changed.emit()

    def passes_for(self, player: int, legal: list[Action] | None = None) -> bool:
        """Smart passing: the table passes for this player at a priority (never when their
        teammate invites them to play, 2v2, RUP4 489.8.a: they see the invitation) when
        - passing is all they could do (the rest would only add Energy or Power);
        - the top of the chain is their own spell or ability: nobody responds to themself
          (MTG Arena's default; Hold keeps the decision);
        - they skip to their next turn (F6: `skipping`, even with `auto_pass` off), except
          at the stops they would still want (`stop_for`)."""
        game = self.game
        if game is None:
            return False
        if legal is None:
            legal = game.legal_actions()
        if _PASS not in legal:
            return False
        s = game.state
        d = s.decision
        if d is not None and d.kind == "priority" and d.data == "guest":
            return False
        if player in self.skipping and not self.stop_for(player):
            return True  # asked for, so even with automatic passing turned off
        if not self.auto_pass:
            return False
        if self.nothing_but_pass(legal):
            return True
        return bool(s.chain) and not s.chain[-1].pending and s.chain[-1].controller == player

    def ends_for(self, player: int, legal: list[Action] | None = None) -> bool:
        """The table ends a player's turn for them when ending it is all they could do (the
        rest would only add Energy or Power, which empties unused: RUP4 166), as MTG Arena
        passes a turn with no plays left."""
        game = self.game
        if not self.auto_pass or game is None or game.state.turn_player != player:
            return False
        if legal is None:
            legal = game.legal_actions()
        return _END in legal and all(a.verb == "end" or self._adds_only(a) for a in legal)

    def stop_for(self, player: int) -> bool:
        """A moment a player skipping to their turn is still asked about: a spell or ability
        of someone else's on the chain targets something of theirs (RUP4 355.3), or a
        combat they fight, as the attacker or the defender (RUP4 460-462)."""
        assert self.game is not None
        s = self.game.state
        sd = s.showdown
        if sd is not None and sd.combat and player in (sd.attacker, sd.defender):
            return True
        for item in s.chain:
            if item.controller == player:
                continue
            for slot in item.targets:
                for kind, oid, _ in slot:
                    obj = s.objs.get(oid) if kind == "obj" else None
                    if obj is not None and obj.controller == player:
                        return True
        return False

    def nothing_but_pass(self, legal: list[Action] | None = None) -> bool:
        """Passing is the only real choice: everything else would only add Energy or Power
        (exhausting or recycling a rune, a resource ability), which is no play by itself."""
        game = self.game
        if game is None:
            return False
        if legal is None:
            legal = game.legal_actions()
        return _PASS in legal and all(a.verb == "pass" or self._adds_only(a) for a in legal)

    def _adds_only(self, a: Action) -> bool:
        if a.verb in ("tap", "rec"):
            return True
        if a.verb != "act" or self.game is None:
            return False
        obj = self.game.state.objs[a.args[0]]
        activated = activated_abilities(self.game.state, obj)  # granted ones too
        return activated[a.args[1]].adds

    # -- acting -----------------------------------------------------------------------
    def act(self, action: Action | str, auto: bool = False) -> bool:
        """Apply an action for the viewer; a refusal changes nothing and says why."""
        if self.game is None:
            return False
        if self.locks:
            return False  # the curtain is up or a replay is shown: not the live seat's input
        if self.gate is not None:
            why = self.gate(parse_action(action) if isinstance(action, str) else action)
            if why:
                self.refuse(why)
                return False
        fresh = self._fresh_decision()
        result = self.game.apply(action, player=self._viewer)
        if not result.ok:
            assert result.refusal is not None
            self.refuse(refusal_text(result.refusal))
            return False
        self._record(Step(self._viewer, fresh, result.events, auto=auto))
        self.redo_stack = []
        self._after(result.events)
        return True

    def act_for(self, player: int, action: Action, reason: Any = None) -> bool:
        """Apply an action for a seat the screen doesn't show (the computer)."""
        if self.game is None or REPLAY in self.locks:
            return False
        fresh = self._fresh_decision()
        result = self.game.apply(action, player=player)
        if not result.ok:
            return False
        self._record(Step(player, fresh, result.events, reason=reason))
        self.redo_stack = []
        self._after(result.events)
        return True

    def concede(self, player: int) -> bool:
        """`player` concedes (RUP4 650): not to be undone (a barrier, as for a reveal)."""
        if self.game is None or REPLAY in self.locks:
            return False
        return self._apply_for_good(Action("concede", (player,)), player)

    def show_hand(self, to: int) -> bool:
        """2v2: the viewer shows their hand to `to`, their teammate (RUP4 489.8.f)."""
        if self.game is None or self.locks:
            return False
        return self._apply_for_good(Action("show", (self._viewer, to)), self._viewer)

    def _apply_for_good(self, action: Action, player: int) -> bool:
        """An action outside the decisions (a concession, a hand shown) that can't be taken
        back, as what was seen can't be unseen: undo stops before it (a barrier)."""
        assert self.game is not None
        result = self.game.apply(action, player=player)
        if not result.ok:
            assert result.refusal is not None
            self.refuse(refusal_text(result.refusal))
            return False
        self._record(Step(player, True, result.events))
        self.barrier = len(self.steps)
        self.redo_stack = []
        self._after(result.events)
        return True

    def refuse(self, why: str) -> None:
        self.message.emit(why)
        self.refused.emit(why)

    def _fresh_decision(self) -> bool:
        d = self.game.decision if self.game is not None else None
        return d is not None and d.kind in FRESH_KINDS

    def _record(self, step: Step) -> None:
        self.steps.append(step)
        if self.hotseat and any(e.kind in REVEALING for e in step.events):
            self.barrier = len(self.steps)

    # -- undo / redo (exact: the state hash is the one before) --------------------------
    def undo_target(self) -> tuple[int | None, str]:
        """How many actions to keep after an undo, or None and why not."""
        assert self.game is not None
        n = len(self.game.log)
        humans = [i for i, s in enumerate(self.seats) if s.human]
        if n <= self.barrier:
            if n and self.barrier == n and len(humans) > 1:
                return None, self.tr("You can't undo that: it showed a player something "
                                     "that was hidden.")
            return None, self.tr("Nothing to undo.")
        # take back the last whole decision (a play with its target and payment is one), and
        # against the computer also its replies
        me = set(humans) if len(humans) > 1 else {humans[0] if humans else self._viewer}
        # (not to a pass or an end of turn the table made for the player: it would make it
        # again at once, so undo goes back to the gesture before it)
        starts = [i for i in range(self.barrier, n)
                  if self.steps[i].fresh and not self.steps[i].auto and self.steps[i].actor in me]
        if not starts:
            if self.barrier and len(humans) > 1:
                return None, self.tr("You can't undo that: it showed a player something "
                                     "that was hidden.")
            return None, self.tr("Nothing to undo.")
        return starts[-1], ""

    def undo(self) -> bool:
        if self.game is None or self.locks:
            return False
        keep, why = self.undo_target()
        if keep is None:
            self.message.emit(why)
            return False
        removed = [(action, step.actor) for action, step in
                   zip(self.game.log[keep:], self.steps[keep:], strict=True)]
        self.game = self.game.at(keep)
        del self.steps[keep:]
        self.redo_stack.extend(reversed(removed))
        self._rewound()
        self.message.emit(self.tr("Undone."))
        return True

    def redo(self) -> bool:
        if self.game is None or not self.redo_stack or self.locks:
            return False
        # redo a whole decision: the action and the follow-up answers (and replies) after it
        events: list[Event] = []
        first = True
        while self.redo_stack:
            action, who = self.redo_stack[-1]
            fresh = self._fresh_decision()
            if not first and fresh and who >= 0 and self.seats[who].human:
                break
            self.redo_stack.pop()
            result = self.game.apply(action, player=who if who >= 0 else None)
            if not result.ok:
                self.redo_stack = []
                break
            self.steps.append(Step(who, fresh, result.events))
            events.extend(result.events)
            first = False
        self._after(events)
        return True

    def _rewound(self) -> None:
        assert self.game is not None
        pts = [p.points for p in self.game.state.players]
        while len(self.score_history) > 1 and self.score_history[-1] != pts:
            self.score_history.pop()
        self._viewer = self._human_to_show()
        self._save_recovery()
        self.changed.emit()

    def explain(self, action: Action | str) -> str | None:
        """Why an action would be refused, in the player's language (None if it is legal)."""
        if self.game is None:
            return None
        ref = self.game.why_illegal(action, player=self._viewer)
        return None if ref is None else refusal_text(ref)

    def _save_recovery(self) -> None:
        if not self.autosave or self.game is None or not self.game.decks:
            return
        from app.storage.recovery import clear_recovery, write_recovery
        from app.storage.saves import dumps

        try:
            if self.game.is_over:
                clear_recovery()  # nothing left to resume
            else:
                write_recovery(dumps(self.game, self.saved_seats()))
        except OSError as exc:  # a full disk must not stop the game
            self.message.emit(self.tr("Autosave failed: {error}").format(error=exc))

    def saved_seats(self) -> list[Any]:
        from app.storage.saves import SavedSeat

        return [SavedSeat(name=s.name, kind="human" if s.human else "computer", level=s.level)
                for s in self.seats]

    def _pass_for_idle_humans(self, events: list[Event]) -> None:
        game = self.game
        assert game is not None
        for _ in range(50):
            who = game.to_act
            if (game.is_over or who is None or who == self._viewer or not self.seats
                    or not self.seats[who].human or not self.passes_for(who)):
                return
            result = game.apply(_PASS, player=who)
            # not a decision of its own: undo takes it back with the action that led to it
            self._record(Step(who, False, result.events, auto=True))
            events.extend(result.events)

    def _after(self, events: list[Event]) -> None:
        assert self.game is not None
        events = list(events)  # a step keeps its own list; this one gathers the passes too
        self.skipping.discard(self.game.state.turn_player)  # what they skipped to
        self._pass_for_idle_humans(events)
        self._save_recovery()
        pts = [p.points for p in self.game.state.players]
        if pts != self.score_history[-1]:
            self.score_history.append(pts)
        shown = [e.for_player(self.sees_as) for e in events]
        before = self._viewer
        self._viewer = self._human_to_show()
        self.eventsHappened.emit(shown)
        if self._viewer != before:
            self.viewerChanged.emit(self._viewer)
        self.changed.emit()
        if self.game.is_over:
            assert self.game.winner is not None
            self.gameOver.emit(self.game.winner)

    def _human_to_show(self) -> int:
        """Hotseat: the human who decides now; otherwise the (first) human seat."""
        if self.game is None:
            return 0
        humans = [i for i, s in enumerate(self.seats) if s.human] or [0]
        who = self.game.to_act
        if who is not None and who in humans:
            return who
        return self._viewer if self._viewer in humans else humans[0]


_PASS = Action("pass")
_END = Action("end")


def replay_steps(game: Game) -> list[Step]:
    """The steps of a game's log, rebuilt by playing it again from its start: who acted,
    whether each action began a decision, and the events (for the log)."""
    g = game.at(0)
    steps = []
    for action in game.log:
        d = g.decision
        actor = d.player if d is not None else -1
        steps.append(Step(actor, d is not None and d.kind in FRESH_KINDS,
                          g.apply_or_raise(action)))
    return steps
