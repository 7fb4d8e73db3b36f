"""`riftbound screenshot OUT.png [--scenario FILE] [--size 1600x900] [--actions N]
[--mode MODE] [--wait MS]`: render the table offscreen, optionally in a scenario's position
or a few random actions into a game of any mode (app.engine.actions.modes.MODES)."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

DECKS = ("master-yi", "garen", "lux", "annie")  # the built-in decks, seated in this order


def _start_mode_game(window: Any, mode: str, seed: int) -> None:
    """A game of another mode than the Duel, every seat a human at the screen (hotseat)."""
    from app.cards.catalog import load_catalog
    from app.engine import new_game
    from app.engine.actions.modes import MODES
    from app.ui.new_game_dialog import make_seat

    n = MODES[mode][0]
    seats = [make_seat(DECKS[k % len(DECKS)], f"Player {k + 1}") for k in range(n)]
    game = new_game([s.deck for s in seats], seed=seed, names=[s.name for s in seats],
                    tokens=load_catalog().game_tokens(), mode=mode)
    window.attach_game(game, seats)


def screenshot_command(args: Any) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    qapp = QApplication.instance() or QApplication([sys.argv[0]])
    from app.ui import i18n
    from app.ui.main_window import MainWindow

    i18n.install(qapp, "en")  # English as the app has it (its plural forms)

    try:
        w, h = (int(x) for x in args.size.lower().split("x"))
    except ValueError:
        print(f"--size must look like 1600x900, not {args.size!r}", file=sys.stderr)
        return 2
    from app.engine.actions.modes import MODES

    mode = getattr(args, "mode", "duel") or "duel"
    if mode not in MODES:
        print(f"--mode must be one of {', '.join(MODES)}, not {mode!r}", file=sys.stderr)
        return 2
    window = MainWindow()
    window.resize(w, h)
    if args.scenario:
        from app.cards.catalog import load_catalog
        from app.engine.face.position import build_position
        from app.scenarios import ScenarioError, card_from_table, load, make_resolver
        from app.ui.controller import Seat

        try:
            data = load(Path(args.scenario))
            defined = {n: card_from_table(n, t) for n, t in data.get("cards", {}).items()
                       if isinstance(t, dict)} if isinstance(data.get("cards"), dict) else {}
            game, labels = build_position(data["position"], make_resolver(defined),
                                          tokens={t.name: t for t in load_catalog().game_tokens()})
            from app.scenarios import expand

            steps = data.get("step", [])[:args.steps] if args.steps is not None else []
            for step in steps:
                for text in step.get("actions", []):
                    game.apply_or_raise(expand(game, labels, text))
        except (OSError, ScenarioError, KeyError, ValueError) as exc:
            print(f"cannot build the scenario: {exc}", file=sys.stderr)
            return 1
        window.attach_game(game, [Seat(p.name, None, True)  # type: ignore[arg-type]
                                  for p in game.state.players])
        from app.ui.controller import CURTAIN

        if CURTAIN in window.controller.locks:  # hotseat: the deciding player takes the seat,
            window.curtain.hide()  # so the picture shows their question, not "Waiting for"
            window.curtain.dismissed.emit()
    elif getattr(args, "match", False):
        from app.ui.match_demo import show_demo_match

        show_demo_match(window, args.seed, args.actions or 40)
    else:
        if mode == "duel":
            window.start_default_game(seed=args.seed)
        else:
            _start_mode_game(window, mode, args.seed)
        if args.to_end:
            args.actions = 100000
        if args.actions:
            import random

            from app.engine.face.randomplay import choose_random

            rng = random.Random(args.seed)
            c = window.controller
            from app.ui.controller import CURTAIN

            for _ in range(args.actions):
                if CURTAIN in c.locks:  # hotseat: the next player takes the seat
                    window.curtain.hide()
                    window.curtain.dismissed.emit()
                if c.game is None or c.game.is_over:
                    break
                c.act(choose_random(rng, c.legal()) if c.legal() else
                      choose_random(rng, c.game.legal_actions()))
    window.curtain.hide()
    window.show()
    if args.start_screen:
        window.show_start_screen()
    QTest.qWait(getattr(args, "wait", 700))  # let the animations settle
    window.grab().save(args.out)
    print(f"saved {args.out} ({w}x{h})")
    if window.controller.game is not None:  # a picture, not a game to save: close quietly
        window.controller.saved_at = len(window.controller.game.log)
    window.close()
    return 0
