"""Modes of play (RUP4 481-489): the free-for-all modes for three and four players.

The Duel (485) is the default and keeps no mode in the state, so that its games, hashes and
logs stay what they were. A game in another mode remembers it in `s.extra["mode"]`.

- Skirmish (487): three players, three battlefields (one per player, at random); the first
  player doesn't draw on their first turn; the last player channels an extra rune.
- War (488): four players; the first player's battlefields are removed, each other player
  picks one of theirs at random (three battlefields); the first player skips their first
  draw; the last player channels an extra rune (488.7).

What holds with three or more players (`multiplayer`): only two players can have units at
a battlefield (RUP4 144.4.a.1, 449.2: reads.board.can_enter); a combat involves only its attacker
and defender (the How To Play booklet: "only those two players can play Actions and
Reactions during combat"); the turn player chooses which staged showdown or combat goes
first (RUP4 323.12, 323.13, 461.1: the decision "stage").

- 2v2 (489): four players in two teams, seats 0 and 2 against 1 and 3 (turn order alternates
  teams, 489.5.c.1); setup and first turns as War (489.5, 489.7); Victory Score 11 (489.3).
  Points are the team's (489.8.d: `zones.gain_points` gives them to both teammates) and the
  team wins together (489.6.a: `Game.winners`); "friendly" includes the teammate's objects
  and "enemy"/"opponent" is the other team (489.8.e: `PlayerState.team`); control isn't
  shared (489.8.c: no hiding at a battlefield the teammate controls, no standard move of or
  into the teammate's units); a battlefield the teammate controlled at the start of your
  Beginning Phase isn't scored by your team that turn (489.8.b, 489.8.g.1); the turn player
  may invite their teammate to play a spell or activate an ability with their own priority
  (489.8.a, 316.5.b.1: `invite N` in the main phase, the decision "priority"/"guest").
"""

from __future__ import annotations

from app.engine.core.events import emit
from app.engine.core.state import Decision, GameState

# mode -> (number of players, Victory Score)
MODES: dict[str, tuple[int, int]] = {
    "duel": (2, 8),  # RUP4 485
    "skirmish": (3, 8),  # RUP4 487
    "war": (4, 8),  # RUP4 488
    "2v2": (4, 11),  # RUP4 489 (Victory Score 11, 489.3)
}

# the modes whose first player doesn't draw on their first turn (RUP4 487.7, 488.7)
_SKIP_FIRST_DRAW = frozenset({"skirmish", "war", "2v2"})
# the modes whose first player's battlefields are removed (RUP4 488.4.b)
_FIRST_REMOVES_BATTLEFIELD = frozenset({"war", "2v2"})
# the modes with teams (RUP4 489): seats 0 and 2 against 1 and 3, so that plain seat order
# alternates teams (489.5.c.1)
_TEAMS = frozenset({"2v2"})


def check_mode(mode: str, n_players: int) -> None:
    if mode not in MODES:
        raise ValueError(f"unknown mode {mode!r} (one of {', '.join(MODES)})")
    need = MODES[mode][0]
    if mode != "duel" and n_players != need:
        raise ValueError(f"{mode} is played by {need} players, not {n_players}")


def has_teams(mode: str) -> bool:
    return mode in _TEAMS


def team_of_seat(mode: str, seat: int) -> int:
    """The team of a seat: 0 for seats 0 and 2, 1 for seats 1 and 3 in 2v2 (RUP4 489.2,
    489.5.c.1); everyone alone otherwise."""
    return seat % 2 if mode in _TEAMS else seat


def _name(card: object) -> str:
    return card if isinstance(card, str) else card.name  # type: ignore[attr-defined]


def team_problems(decks: list) -> list[str]:  # type: ignore[type-arg]
    """What keeps these four decks (in seat order: engine DeckSpecs, or DeckLists that name
    their cards) from a 2v2 game: codes "team_same_legend" (teammates may not use the same
    Champion Legend, RUP4 489.8.h) and "team_same_battlefield" (nor the same battlefields,
    489.8.i). Empty when they may play. Seats 0 and 2 are teammates, and 1 and 3."""
    out: list[str] = []
    for a, b in ((0, 2), (1, 3)):
        if b >= len(decks):
            continue
        da, db = decks[a], decks[b]
        if _name(da.legend) == _name(db.legend) and "team_same_legend" not in out:
            out.append("team_same_legend")
        if ({_name(c) for c in da.battlefields} & {_name(c) for c in db.battlefields}
                and "team_same_battlefield" not in out):
            out.append("team_same_battlefield")
    return out


TEAM_PROBLEM_TEXT = {
    "team_same_legend": "teammates may not use the same Champion Legend (RUP4 489.8.h)",
    "team_same_battlefield": "teammates may not use the same battlefields (RUP4 489.8.i)",
}


def teammates(s: GameState, player: int) -> list[int]:
    """The other players of `player`'s team (none outside 2v2)."""
    me = s.players[player].team
    return [p.index for p in s.players if p.team == me and p.index != player]


def teams_mode(s: GameState) -> bool:
    return s.extra.get("mode") in _TEAMS


def mode_of(s: GameState) -> str:
    return s.extra.get("mode", "duel")


def first_removes_battlefield(mode: str) -> bool:
    return mode in _FIRST_REMOVES_BATTLEFIELD


def skips_draw(s: GameState, player: int) -> bool:
    """The first player's first Draw Phase in Skirmish and War (RUP4 487.7, 488.7): taken
    once, so that it is skipped only the first time."""
    if s.extra.get("first_draw_pending") != player:
        return False
    del s.extra["first_draw_pending"]
    return True


def multiplayer(s: GameState) -> bool:
    return len(s.players) > 2


def involved(s: GameState) -> list[int] | None:
    """The players who take part in the current showdown's focus and priority, in turn
    order; None when everyone does. With three or more players a combat involves only its
    attacker and defender (the How To Play booklet, "Combat": only the two players with units
    there play Actions and Reactions)."""
    sd = s.showdown
    if sd is None or not sd.combat or len(s.players) <= 2:
        return None
    inv = s.extra.get("invited", ())
    return [p.index for p in s.players if (p.index in (sd.attacker, sd.defender)
            or p.index in inv) and not s.is_removed(p.index)]


def invite_options(s: GameState, player: int) -> list[int]:
    """The players the attacker or the defender, holding focus in a combat with three or
    more players, may invite to play Actions and Reactions in it too (the How To Play
    booklet, "Combat": "either of them can invite other players")."""
    sd = s.showdown
    if (sd is None or not sd.combat or sd.step != "showdown" or len(s.players) <= 2
            or player not in (sd.attacker, sd.defender) or s.chain):
        return []
    inv = s.extra.get("invited", ())
    return [p.index for p in s.players
            if p.index not in (sd.attacker, sd.defender) and p.index not in inv
            and not s.is_removed(p.index)]


def invite(s: GameState, player: int, guest: int) -> None:
    s.extra.setdefault("invited", []).append(guest)
    emit(s, "invite", player=player, guest=guest)


def guest_options(s: GameState, player: int) -> list[int]:
    """2v2: the teammates the turn player may invite, in their main phase's Neutral Open
    State, to play a spell or activate an ability with their own priority (RUP4 489.8.a,
    316.5.b.1). Not again after a declined invitation until the turn player acts."""
    if (player != s.turn_player or s.chain or s.showdown is not None
            or s.turn_flags.get("guest_declined")):
        return []
    return teammates(s, player)


def invite_guest(s: GameState, player: int, guest: int) -> None:
    s.turn_flags["guest"] = guest
    emit(s, "invite_teammate", player=player, guest=guest)


def end_guest(s: GameState, declined: bool) -> None:
    """The invitation is used (a spell played, an ability activated) or declined: priority
    goes back to the turn player (RUP4 489.8.a)."""
    s.turn_flags.pop("guest", None)
    if declined:
        s.turn_flags["guest_declined"] = True


def next_involved(s: GameState, player: int, group: list[int]) -> int:
    """The next player of `group` after `player` in turn order (RUP4 347.2.b)."""
    nxt = player
    for _ in s.players:
        nxt = s.next_player(nxt)
        if nxt in group:
            return nxt
    return player


def ask_stage(s: GameState, showdowns: list[int], combats: list[int]) -> bool:
    """More than one showdown or combat staged with three or more players: the turn player
    chooses where one begins (RUP4 323.12, 323.13, 461.1). A showdown comes before a combat
    (323.12 is step 9, 323.13 step 10). Returns whether a decision was asked."""
    if len(s.players) <= 2 or s.is_removed(s.turn_player):
        return False
    options = showdowns or combats
    if len(options) < 2:
        return False
    s.decision = Decision(s.turn_player, "stage",
                          {"bfs": list(options), "combat": not showdowns})
    return True


__all__ = ["MODES", "team_problems", "teammates", "team_of_seat", "has_teams", "teams_mode",
           "check_mode", "mode_of", "skips_draw", "multiplayer", "involved",
           "next_involved", "ask_stage", "first_removes_battlefield", "invite_options", "invite",
           "guest_options", "invite_guest", "end_guest"]
