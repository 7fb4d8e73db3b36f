"""Modes of play (RUP4 481-489): the free-for-all modes for three and four players.

The Duel (485) is the default and keeps no mode in the state, so that its games, hashes and
logs stay what they were. A game in another mode remembers it in `s.extra["mode"]`.

- Skirmish (487): three players, three battlefields (one per player, at random); the first
  player doesn't draw on their first turn; the last player channels an extra rune.
- War (488): four players; the first player's battlefields are removed, each other player
  picks one of theirs at random (three battlefields); the first player skips their first
  draw; the last player channels an extra rune (488.7).

What holds with three or more players (`multiplayer`): only two players can have units at
a battlefield (RUP4 144.4.a.1, 449.2: flow._can_enter); a combat involves only its attacker
and defender (the How To Play booklet: "only those two players can play Actions and
Reactions during combat"); the turn player chooses which staged showdown or combat goes
first (RUP4 323.12, 323.13, 461.1: the decision "stage").
"""

from __future__ import annotations

from app.engine.state import Decision, GameState

# mode -> (number of players, Victory Score)
MODES: dict[str, tuple[int, int]] = {
    "duel": (2, 8),  # RUP4 485
    "skirmish": (3, 8),  # RUP4 487
    "war": (4, 8),  # RUP4 488
}

# the modes whose first player doesn't draw on their first turn (RUP4 487.7, 488.7)
_SKIP_FIRST_DRAW = frozenset({"skirmish", "war"})
# the modes whose first player's battlefields are removed (RUP4 488.4.b)
_FIRST_REMOVES_BATTLEFIELD = frozenset({"war"})


def check_mode(mode: str, n_players: int) -> None:
    if mode not in MODES:
        raise ValueError(f"unknown mode {mode!r} (one of {', '.join(MODES)})")
    need = MODES[mode][0]
    if mode != "duel" and n_players != need:
        raise ValueError(f"{mode} is played by {need} players, not {n_players}")


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
    return [p.index for p in s.players if p.index in (sd.attacker, sd.defender)
            or p.index in inv]


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
            if p.index not in (sd.attacker, sd.defender) and p.index not in inv]


def invite(s: GameState, player: int, guest: int) -> None:
    s.extra.setdefault("invited", []).append(guest)
    from app.engine.zones import emit

    emit(s, "invite", player=player, guest=guest)


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
    if len(s.players) <= 2:
        return False
    options = showdowns or combats
    if len(options) < 2:
        return False
    s.decision = Decision(s.turn_player, "stage",
                          {"bfs": list(options), "combat": not showdowns})
    return True


__all__ = ["MODES", "check_mode", "mode_of", "skips_draw", "multiplayer", "involved",
           "next_involved", "ask_stage", "first_removes_battlefield", "invite_options", "invite"]
