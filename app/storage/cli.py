"""`riftbound verify SAVE`: replay a save headless; exit 0 when its final hash matches."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from app.storage.saves import SaveError, load_save


def verify_command(args: Any) -> int:
    try:
        loaded = load_save(Path(args.save))
    except SaveError as exc:
        print(f"FAIL {args.save}: {exc}")
        return 1
    game = loaded.game
    state = f"winner {game.state.players[game.winner].name}" if game.is_over else "in progress"
    print(f"ok   {args.save}: {len(game.log)} actions replayed, state hash {game.hash()} "
          f"matches ({state})")
    return 0
