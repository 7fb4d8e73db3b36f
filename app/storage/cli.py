"""`riftbound verify SAVE`: replay a save headless; exit 0 when its final hash matches."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from app.storage.saves import SaveError, load_match, load_save, parse_save


def verify_command(args: Any) -> int:
    try:
        if parse_save(Path(args.save).read_bytes(), Path(args.save).name).match is not None:
            return _verify_match(args)
    except (SaveError, OSError):
        pass  # load_save says why
    try:
        loaded = load_save(Path(args.save))
    except SaveError as exc:
        print(f"FAIL {args.save}: {exc}")
        return 1
    game = loaded.game
    state = (f"winner {' and '.join(game.state.players[w].name for w in game.winners)}"
             if game.is_over else "in progress")  # 2v2: the team (RUP4 489.6.a)
    if loaded.data.mode != "duel":  # the mode of play (RUP4 487-489)
        state = f"{loaded.data.mode}, {state}"
    print(f"ok   {args.save}: {len(game.log)} actions replayed, state hash {game.hash()} "
          f"matches ({state})")
    return 0


def _verify_match(args: Any) -> int:
    """A Match saved as a whole (RUP4 486): every match and game action replayed."""
    try:
        match = load_match(Path(args.save))
    except SaveError as exc:
        print(f"FAIL {args.save}: {exc}")
        return 1
    state = (f"winner {match.names[match.winner]}" if match.winner is not None
             else f"game {match.number}, {match.stage}")
    print(f"ok   {args.save}: match of {match.best_of}, {len(match.log)} actions replayed, "
          f"score {match.wins[0]}-{match.wins[1]}, state hash {match.hash()} matches ({state})")
    return 0
