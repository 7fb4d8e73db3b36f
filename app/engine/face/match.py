"""A Match (RUP4 486): best of three Duels, one object above the engine's `Game`.

    match = new_match([deck_a, deck_b], seed=7)      # MatchDeck: a DeckSpec and a sideboard
    while not match.is_over:
        action = choose(match.legal_actions())       # match questions, then the game's
        match.apply(action)
    match.winner, match.wins

Between games the match asks its own questions, each a legal action with refusals that
cite their rule:

    swap OGN-010 OGN-200  exchange a main-deck card for a sideboard card (TR 403.4)
    champ OGN-039         change the Chosen Champion (TR 403.4.a)
    ready                 finish sideboarding
    field OGN-290         present one of your three battlefields (RUP4 486.5)
    first / last          the loser of the previous game chooses (TR 407.1, 407.4)

Two actions are not questions the match asks but may come at any time during a game:
`concede` (TR 410.1, RUP4 650; `apply(..., player=)` says who) and `agreedraw` (all players
agree to draw the game, TR 410.1). Pure: no I/O; a seed, the decks and the action list
(`log`, match and game actions in order) rebuild the match exactly (`to_dict`/`from_dict`).
"""

from __future__ import annotations

import hashlib
from collections import Counter
from dataclasses import dataclass
from typing import Any

from app.engine.core.actions import Action, NotationError, parse_action
from app.engine.core.cards import CardDef
from app.engine.core.refusals import IllegalActionError, Refusal
from app.engine.core.rng import Rng
from app.engine.core.state import RULES_REVISION
from app.engine.face.game import DeckSpec, Game, Result, new_game

# match verbs: (min args, max args); the others are the game's (app.engine.core.actions)
MATCH_VERBS: dict[str, tuple[int, int]] = {
    "swap": (2, 2), "champ": (1, 1), "ready": (0, 0), "field": (1, 1), "first": (0, 0),
    "last": (0, 0), "concede": (0, 0), "agreedraw": (0, 0),
}

# stages between games; "game" while one is played, "over" at the end
SIDEBOARD, BATTLEFIELD, ORDER, GAME, OVER = "sideboard", "battlefield", "order", "game", "over"


@dataclass(frozen=True)
class MatchDeck:
    """A registered deck: the engine's DeckSpec (three battlefields) and a sideboard."""

    spec: DeckSpec
    sideboard: tuple[CardDef, ...] = ()


@dataclass(frozen=True)
class GameRecord:
    number: int
    fields: tuple[str, ...]  # the battlefield codes presented, by player
    first: int  # who played first
    winner: int | None  # None: a draw
    seed: int


def parse_match_action(text: str) -> Action:
    words = text.split()
    if words and words[0].lower() in MATCH_VERBS:
        verb, rest = words[0].lower(), words[1:]
        lo, hi = MATCH_VERBS[verb]
        if not lo <= len(rest) <= hi:
            raise NotationError(f"{verb!r} takes {lo}..{hi} arguments, got {len(rest)}")
        return Action(verb, tuple(rest))  # card codes stay text
    return parse_action(text)


def _is_champion_for(legend: CardDef, card: CardDef) -> bool:
    """A champion unit sharing a tag with the legend (RUP4 103.2.a, the deckbuilding rule)."""
    return card.is_champion and card.type.value == "Unit" and bool(set(card.tags)
                                                                    & set(legend.tags))


class Match:
    def __init__(self, decks: list[MatchDeck], seed: int, names: list[str] | None = None,
                 tokens: tuple[CardDef, ...] = (), best_of: int = 3,
                 victory_score: int = 8, revision: int = RULES_REVISION) -> None:
        if len(decks) != 2:
            raise ValueError("a Match is played by two players (RUP4 486.1)")
        if best_of not in (3, 5):
            raise ValueError("a Match is best of 3, or best of 5 (RUP4 486.6, 486.6.a)")
        for i, d in enumerate(decks):
            if len(d.spec.battlefields) != 3:
                raise ValueError(f"deck {i + 1} needs three battlefields (RUP4 486.4.a)")
        self.decks = list(decks)
        self.seed = seed
        self.names = names or [f"Player {i + 1}" for i in range(2)]
        self.tokens = tuple(tokens)
        self.best_of = best_of
        self.victory_score = victory_score
        self.revision = revision  # the rules revision its games are played under
        # the current configuration: sideboarding changes it between games (TR 403.4)
        self.main: list[list[CardDef]] = [list(d.spec.main) for d in decks]
        self.side: list[list[CardDef]] = [list(d.sideboard) for d in decks]
        self.champion: list[CardDef | None] = [d.spec.champion for d in decks]
        self.wins = [0, 0]
        self.records: list[GameRecord] = []
        self.presented: list[Counter[str]] = [Counter(), Counter()]
        self.removed: list[set[str]] = [set(), set()]
        self.picks: list[int | None] = [None, None]
        self.ready = [False, False]
        self.first: int | None = None
        self.chooser = Rng(seed).below(2)  # game 1: the designated player (TR 407.1, 407.2)
        self.stage = BATTLEFIELD  # no sideboarding before game 1 (TR 403.5)
        self.game: Game | None = None
        self.winner: int | None = None
        self.log: list[str] = []

    # -- questions ---------------------------------------------------------------------
    @property
    def number(self) -> int:
        """The number of the game being prepared or played."""
        return len(self.records) + 1

    @property
    def is_over(self) -> bool:
        return self.stage == OVER

    @property
    def to_act(self) -> int | None:
        if self.stage == GAME:
            assert self.game is not None
            return self.game.to_act
        if self.stage == SIDEBOARD:
            return self.ready.index(False)
        if self.stage == BATTLEFIELD:
            return self.picks.index(None)  # chosen in secret: revealed together (486.5)
        if self.stage == ORDER:
            return self.chooser
        return None

    @property
    def decision_kind(self) -> str | None:
        if self.stage == GAME:
            assert self.game is not None
            d = self.game.decision
            return d.kind if d is not None else None
        return None if self.stage == OVER else "match_" + self.stage

    def field_choices(self, player: int) -> list[str]:
        """The battlefield codes the player may present for the next game."""
        return [c.code for c in self.decks[player].spec.battlefields
                if self._field_refusal(player, c.code) is None]

    def _field_refusal(self, player: int, code: str) -> Refusal | None:
        codes = [c.code for c in self.decks[player].spec.battlefields]
        if code not in codes:
            return Refusal("match_bf_unknown")
        if code not in self.removed[player]:
            return None
        # best of five: games 4 and 5 may present a removed battlefield (486.6.a); with
        # drawn games a match can go past game 5: we read "from game 4 on"
        if self.best_of != 5 or self.number < 4:
            return Refusal("match_bf_removed")
        if any(self.presented[player][c] == 0 for c in codes):
            return Refusal("match_bf_reuse")
        if self.presented[player][code] >= 2:
            # drawn games can make a match longer than five games and leave a player with
            # nothing to present: then the rules are silent, and we let them present one of
            # the battlefields they presented least (our reading, not a rule)
            least = min(self.presented[player][c] for c in codes)
            if self.presented[player][code] == least and not any(
                    self._strictly_presentable(player, c) for c in codes):
                return None
            return Refusal("match_bf_twice")
        return None

    def _strictly_presentable(self, player: int, code: str) -> bool:
        return code not in self.removed[player] or self.presented[player][code] < 2

    def _may_sideboard(self) -> Refusal | None:
        if not self.records:
            return Refusal("match_side_first")  # TR 403.5
        if self.records[-1].winner is None:
            return Refusal("match_side_draw")  # TR 403.10
        return None

    def champion_choices(self, player: int) -> list[str]:
        legend = self.decks[player].spec.legend
        current = self.champion[player]
        seen: list[str] = []
        for c in self.main[player] + self.side[player]:
            if _is_champion_for(legend, c) and c.code not in seen and (
                    current is None or c.code != current.code):
                seen.append(c.code)
        return seen

    def legal_actions(self) -> list[Action]:
        if self.stage == GAME:
            assert self.game is not None
            return self.game.legal_actions()
        p = self.to_act
        if p is None:
            return []
        if self.stage == SIDEBOARD:
            mains = sorted({c.code for c in self.main[p]})
            sides = sorted({c.code for c in self.side[p]})
            acts = [Action("swap", (m, x)) for m in mains for x in sides if m != x]
            acts += [Action("champ", (c,)) for c in self.champion_choices(p)]
            return acts + [Action("ready")]
        if self.stage == BATTLEFIELD:
            return [Action("field", (c,)) for c in self.field_choices(p)]
        if self.stage == ORDER:
            return [Action("first"), Action("last")]
        return []

    def _question(self) -> str:
        if self.stage == GAME and self.game is not None:
            return self.game.question()
        return {SIDEBOARD: "sideboard (swap, champ, ready)",
                BATTLEFIELD: "present a battlefield (field)",
                ORDER: "play first or last (first, last)"}.get(self.stage, self.stage)

    def why_illegal(self, action: Action | str, player: int | None = None) -> Refusal | None:
        if isinstance(action, str):
            action = parse_match_action(action)
        if self.stage == OVER:
            return Refusal("match_over")
        if action.verb in ("concede", "agreedraw"):
            return None if self.stage == GAME else Refusal("match_no_game")
        if self.stage == GAME:
            assert self.game is not None
            if action.verb in MATCH_VERBS:
                return self._stage_refusal(action) or Refusal(
                    "match_step", {"question": self.game.question()})
            return self.game.why_illegal(action, player)
        p = self.to_act
        if player is not None and player != p:
            return Refusal("not_your_decision", {"player": self.names[p or 0]})
        assert p is not None
        refusal = self._stage_refusal(action)
        if refusal is not None:
            return refusal
        if self.stage == SIDEBOARD and action.verb == "swap":
            m, x = (str(a) for a in action.args)
            if (m not in {c.code for c in self.main[p]}
                    or x not in {c.code for c in self.side[p]}):
                return Refusal("match_swap")
        if self.stage == SIDEBOARD and action.verb == "champ":
            if str(action.args[0]) not in self.champion_choices(p):
                return Refusal("match_champion")
        if self.stage == BATTLEFIELD:
            return self._field_refusal(p, str(action.args[0]))
        return None

    def _stage_refusal(self, action: Action) -> Refusal | None:
        """A match verb asked at the wrong moment: the rule that says when it comes."""
        v = action.verb
        if v in ("swap", "champ", "ready") and self.stage != SIDEBOARD:
            return self._may_sideboard() or Refusal("match_step", {"question": self._question()})
        if v == "field" and self.stage != BATTLEFIELD:
            return Refusal("match_step", {"question": self._question()})
        if v in ("first", "last") and self.stage != ORDER:
            return Refusal("match_order")
        if v not in MATCH_VERBS and self.stage != GAME:
            return Refusal("match_step", {"question": self._question()})
        return None

    # -- acting ------------------------------------------------------------------------
    def apply(self, action: Action | str, player: int | None = None) -> Result:
        if isinstance(action, str):
            action = parse_match_action(action)
        refusal = self.why_illegal(action, player)
        if refusal is not None:
            return Result(False, [], refusal)
        text = " ".join([action.verb] + [str(a) for a in action.args])
        if action.verb == "concede":
            if player is None:
                raise ValueError("say who concedes (apply(..., player=))")
            text = f"concede {player}"  # who: the log must replay it
            self._end_game(1 - player)
            self.log.append(text)
            return Result(True, [])
        if action.verb == "agreedraw":
            self._end_game(None)
            self.log.append(text)
            return Result(True, [])
        if self.stage == GAME:
            assert self.game is not None
            result = self.game.apply(action, player)
            if result.ok:
                self.log.append(text)
                if self.game.is_over:
                    self._end_game(self.game.winner)
            return result
        p = self.to_act
        assert p is not None
        if action.verb == "swap":
            m, x = (str(a) for a in action.args)
            i = next(k for k, c in enumerate(self.main[p]) if c.code == m)
            j = next(k for k, c in enumerate(self.side[p]) if c.code == x)
            self.main[p][i], self.side[p][j] = self.side[p][j], self.main[p][i]
        elif action.verb == "champ":
            code = str(action.args[0])
            old = self.champion[p]
            for pile in (self.main[p], self.side[p]):  # the old one takes the new one's place
                k = next((k for k, c in enumerate(pile) if c.code == code), None)
                if k is not None:
                    new = pile.pop(k)
                    if old is not None:
                        pile.insert(k, old)
                    self.champion[p] = new
                    break
        elif action.verb == "ready":
            self.ready[p] = True
            if all(self.ready):
                self.stage = BATTLEFIELD
        elif action.verb == "field":
            codes = [c.code for c in self.decks[p].spec.battlefields]
            self.picks[p] = codes.index(str(action.args[0]))
            if all(k is not None for k in self.picks):
                self._after_fields()
        elif action.verb in ("first", "last"):
            self.first = p if action.verb == "first" else 1 - p
            self._start_game()
        self.log.append(text)
        return Result(True, [])

    def apply_or_raise(self, action: Action | str, player: int | None = None) -> None:
        result = self.apply(action, player)
        if not result.ok:
            assert result.refusal is not None
            raise IllegalActionError(result.refusal)

    def follow_game(self, game: Game) -> None:
        """The table plays the current game on the `Game` itself (the same object, or an
        earlier position of it after an undo): take its actions as the match's, and end the
        game in the match when it is over. The log then reads as if every action had come
        through `apply` (the current game's actions follow the last match action)."""
        if self.stage != GAME or self.game is None:
            raise ValueError("no game of the match is being played")
        if game.seed != self.game_seed(self.number):
            raise ValueError("not this match's current game")
        start = max((i for i, t in enumerate(self.log) if t.split()[0] in MATCH_VERBS),
                    default=-1) + 1
        self.game = game
        self.log[start:] = [" ".join([a.verb] + [str(x) for x in a.args]) for a in game.log]
        if game.is_over:
            self._end_game(game.winner)

    def _after_fields(self) -> None:
        if self.records and self.records[-1].winner is None:
            self.first = self.records[-1].first  # after a draw the order stays (TR 407.4)
            self._start_game()
        else:
            self.stage = ORDER

    def game_seed(self, number: int) -> int:
        return self.seed * 10 + number

    def current_specs(self) -> list[DeckSpec]:
        specs = []
        for p, d in enumerate(self.decks):
            s = d.spec
            specs.append(DeckSpec(legend=s.legend, champion=self.champion[p],
                                  main=tuple(self.main[p]), runes=s.runes,
                                  battlefields=s.battlefields, name=s.name))
        return specs

    def _start_game(self) -> None:
        picks = [k for k in self.picks if k is not None]
        for p, k in enumerate(picks):
            self.presented[p][self.decks[p].spec.battlefields[k].code] += 1
        self.game = new_game(self.current_specs(), seed=self.game_seed(self.number),
                             names=self.names, tokens=self.tokens,
                             victory_score=self.victory_score, battlefield_picks=picks,
                             first_player=self.first, revision=self.revision)
        self.stage = GAME

    def _end_game(self, winner: int | None) -> None:
        picks = [k for k in self.picks if k is not None]
        fields = tuple(self.decks[p].spec.battlefields[k].code for p, k in enumerate(picks))
        assert self.first is not None
        self.records.append(GameRecord(self.number, fields, self.first, winner,
                                       self.game_seed(self.number)))
        if winner is not None:
            self.wins[winner] += 1
            for p, code in enumerate(fields):  # used in a won game: removed (486.5)
                self.removed[p].add(code)
            self.chooser = 1 - winner  # the loser chooses (TR 407.4)
        self.picks = [None, None]
        self.ready = [False, False]
        if winner is not None and self.wins[winner] >= self.best_of // 2 + 1:
            self.stage = OVER  # RUP4 486.6
            self.winner = winner
        elif winner is None:
            self.stage = BATTLEFIELD  # no sideboarding after a draw (TR 403.10)
        else:
            self.stage = SIDEBOARD

    # -- views, hashing, saving --------------------------------------------------------
    def view(self, player: int) -> dict[str, Any]:
        """What the player may know: the game's view (when one is played) and the match's.

        The score and the past games are public; this player's own deck, sideboard and
        battlefield pick are shown, the opponent's only as counts until revealed."""
        v: dict[str, Any] = self.game.view(player) if self.stage == GAME and self.game else {}
        fields = [[c.code for c in d.spec.battlefields] for d in self.decks]
        v["match"] = {
            "best_of": self.best_of,
            "game": self.number if self.stage != OVER else len(self.records),
            "stage": self.stage,
            "score": list(self.wins),
            "winner": self.winner,
            "to_act": self.to_act,
            "games": [{"number": r.number, "fields": list(r.fields), "first": r.first,
                       "winner": r.winner} for r in self.records],
            "players": [{
                "name": self.names[p],
                "wins": self.wins[p],
                "battlefields": fields[p],  # registered: public (486.4.a)
                "removed": sorted(self.removed[p]),
                "picked": self.picks[p] is not None,
                "pick": (fields[p][k] if p == player and (k := self.picks[p]) is not None
                         else None),
                "ready": self.ready[p],
                "sideboard_count": len(self.side[p]),  # TR 403.6
                "sideboard": [c.code for c in self.side[p]] if p == player else None,
                "main": [c.code for c in self.main[p]] if p == player else None,
                "champion": (champion.code if p == player and (champion := self.champion[p])
                             else None),
            } for p in range(2)],
        }
        return v

    def hash(self, offered_names: bool = False) -> str:
        """`offered_names`: the game's as saves before a naming question's names left the
        hash made it (app.engine.face.game.state_hash)."""
        facts = (self.stage, tuple(self.wins), tuple(self.records), tuple(self.picks),
                 tuple(self.ready), self.first, self.chooser,
                 tuple(tuple(c.code for c in m) for m in self.main),
                 tuple(tuple(c.code for c in x) for x in self.side),
                 tuple(c.code if c else None for c in self.champion),
                 self.game.hash(offered_names) if self.stage == GAME and self.game else None)
        return hashlib.blake2b(repr(facts).encode(), digest_size=16).hexdigest()

    def to_dict(self) -> dict[str, Any]:
        """The match as data: settings and the action list (the decks are saved apart)."""
        return {"seed": self.seed, "best_of": self.best_of,
                "victory_score": self.victory_score, "names": list(self.names),
                "actions": list(self.log), "revision": self.revision}

    @classmethod
    def from_dict(cls, data: dict[str, Any], decks: list[MatchDeck],
                  tokens: tuple[CardDef, ...] = ()) -> Match:
        m = cls(decks, int(data["seed"]), list(data["names"]), tokens,
                int(data.get("best_of", 3)), int(data.get("victory_score", 8)),
                int(data.get("revision", 1)))  # without one: made before revisions
        for text in data["actions"]:
            m.replay_one(text)
        return m

    def games(self) -> list[Game]:
        """Every game of the match so far, in order, the one being played last: rebuilt from
        the log (the match keeps only its current game). A conceded game ends where it was
        conceded (TR 410.1: the concession is the match's, not a game action)."""
        m = Match(self.decks, self.seed, self.names, self.tokens, self.best_of,
                  self.victory_score, self.revision)
        out: list[Game] = []
        for text in self.log:
            m.replay_one(text)
            if m.game is not None and (not out or out[-1] is not m.game):
                out.append(m.game)
        return out

    def replay_one(self, text: str) -> None:
        words = text.split()
        if words and words[0] == "concede" and len(words) == 2:
            self.apply_or_raise("concede", int(words[1]))
        else:
            self.apply_or_raise(text)


def new_match(decks: list[MatchDeck], seed: int, names: list[str] | None = None,
              tokens: tuple[CardDef, ...] = (), best_of: int = 3,
              victory_score: int = 8, revision: int = RULES_REVISION) -> Match:
    return Match(decks, seed, names, tokens, best_of, victory_score, revision)


__all__ = ["GameRecord", "Match", "MatchDeck", "new_match", "parse_match_action"]
