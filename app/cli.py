"""Command line entry point: the GUI by default, plus headless tools.

Subcommand handlers import their modules lazily so that `riftbound selfplay`
never loads Qt, and the GUI never pays for tools it does not use.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from app import __version__


def _run_gui(args: argparse.Namespace, argv: list[str]) -> int:
    from pathlib import Path

    from app.desktop_check import problem

    trouble = problem(argv=argv)  # before Qt, which would abort with a core dump
    if trouble:
        print(trouble, file=sys.stderr)
        return 1
    path = getattr(args, "file", None)
    if path is not None and not (Path(path).is_file() and os.access(path, os.R_OK)):
        print(f"riftbound: {path}: no such file, or it can't be read", file=sys.stderr)
        return 2
    import gc

    # Start-up makes some 100,000 objects that live as long as the app (modules, classes,
    # the catalog, the window): the cycle collector's passes over them while they are being
    # made find next to nothing. run_gui turns it back on once the window is shown.
    gc.disable()
    from app.ui.app import run_gui

    return run_gui(argv, smoke=args.smoke, path=path, replay=getattr(args, "replay", False),
                   puzzle=getattr(args, "puzzle", False))


def _file_parser() -> argparse.ArgumentParser:
    """`riftbound [--smoke] [--replay] FILE`: the table with a file opened (a double-click)."""
    parser = argparse.ArgumentParser(prog="riftbound", description="Open the table with a "
                                     "saved game (.rbsave), a saved Match, or a deck file "
                                     "(any format the deckbuilder reads) in the deckbuilder.")
    parser.add_argument("--smoke", action="store_true",
                        help="open the file, paint once and exit (non-zero if it can't be read)")
    parser.add_argument("--replay", action="store_true",
                        help="watch a saved game as a replay instead of playing on")
    parser.add_argument("file", metavar="FILE")
    parser.set_defaults(handler=_run_gui)
    return parser


def _run_selfplay(args: argparse.Namespace, argv: list[str]) -> int:
    if getattr(args, "mode", "duel") == "match":
        from app.selfplay_match import selfplay_match_command

        return selfplay_match_command(args)
    from app.selfplay import selfplay_command

    return selfplay_command(args)


def _run_scenario(args: argparse.Namespace, argv: list[str]) -> int:
    from app.scenarios import scenario_command

    return scenario_command(args)


def _run_arena(args: argparse.Namespace, argv: list[str]) -> int:
    from app.ai.arena import arena_command

    return arena_command(args)


def _run_verify(args: argparse.Namespace, argv: list[str]) -> int:
    from app.storage.cli import verify_command

    return verify_command(args)


def _run_screenshot(args: argparse.Namespace, argv: list[str]) -> int:
    from app.ui.screenshot import screenshot_command

    return screenshot_command(args)


def _run_cards(args: argparse.Namespace, argv: list[str]) -> int:
    from app.cards.coverage import cards_command

    return cards_command(args)


def _run_deck(args: argparse.Namespace, argv: list[str]) -> int:
    from app.decks.cli import deck_command

    return deck_command(args)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="riftbound",
        description="Play the Riftbound TCG locally. Without a command, opens the table; "
        "`riftbound [--replay] FILE` opens it with a saved game or a deck file.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument(
        "--smoke",
        action="store_true",
        help="open the main window, paint it once and exit (checks the Qt setup)",
    )
    parser.set_defaults(handler=_run_gui)
    sub = parser.add_subparsers(title="commands", metavar="COMMAND")

    selfplay = sub.add_parser("selfplay", help="let the computer play itself (engine check)")
    selfplay.add_argument("--games", type=int, default=100, metavar="N", help="games to play")
    selfplay.add_argument("--seed", type=int, default=1, metavar="S", help="first random seed")
    selfplay.add_argument(
        "--turn-cap", type=int, default=200, metavar="N", help="abort a game after N turns"
    )
    selfplay.add_argument("--quiet", action="store_true", help="print only the summary")
    selfplay.add_argument("--random-decks", action="store_true",
                          help="random legal decks of the implemented cards, not the built-in ones")
    selfplay.add_argument("--pool", metavar="SETS", default="",
                          help="with random decks: only cards of these sets (e.g. OGN or OGN,SFD)")
    selfplay.add_argument("--mode", choices=("duel", "skirmish", "war", "2v2", "match"),
                          default="duel",
                          help="duel: 2 players; skirmish: 3; war: 4; 2v2: 4 in two teams "
                               "(RUP4 489); match: best-of-three "
                               "Matches (RUP4 486) between random decks with three "
                               "battlefields and a sideboard")
    selfplay.add_argument("--concede", type=float, default=0.0, metavar="P",
                          help="before each action, a random player concedes with probability "
                               "P (RUP4 650-652; e.g. 0.002)")
    selfplay.add_argument("--best-of", type=int, choices=(3, 5), default=3,
                          help="with --mode match: best of 3, or of 5 (RUP4 486.6.a)")
    selfplay.set_defaults(handler=_run_selfplay)

    puzzle = sub.add_parser("puzzle", help="open the table with a puzzle file (the format: "
                            "app/puzzles/data/FORMAT.md)")
    puzzle.add_argument("--smoke", action="store_true",
                        help="check the puzzle, paint once and exit (non-zero if it is wrong)")
    puzzle.add_argument("file", metavar="FILE")
    puzzle.set_defaults(handler=_run_gui, puzzle=True)

    scenario = sub.add_parser("scenario", help="run scripted rules scenarios")
    scenario.add_argument("files", nargs="+", metavar="FILE", help="scenario file(s)")
    scenario.add_argument("--verbose", action="store_true", help="print every step")
    scenario.set_defaults(handler=_run_scenario)

    arena = sub.add_parser("arena", help="computer players against each other, with figures")
    levels = ["random", "easy", "normal", "hard"]
    arena.add_argument("--a", choices=levels, default="normal", help="level of player A")
    arena.add_argument("--b", choices=levels, default="random", help="level of player B")
    arena.add_argument("--games", type=int, default=16, metavar="N")
    arena.add_argument("--seed", type=int, default=1, metavar="S")
    arena.add_argument("--progress", action="store_true", help="a line per game")
    arena.add_argument("--mode", default="duel",
                       help="duel, skirmish, war... (every mode the engine knows), or match: "
                            "best-of-three Matches (RUP4 486)")
    arena.add_argument("--seats", default="", metavar="LEVELS",
                       help="a level per seat, e.g. hard,normal,normal (else --a, --b in turn)")
    arena.add_argument("--jobs", type=int, default=1, metavar="N",
                       help="play N games at once in parallel processes (the same games; "
                            "the same results but for Hard, which thinks against the clock)")
    arena.add_argument("--pool", metavar="SETS", default="",
                       help="random legal tournament decks of these sets' playable cards (e.g. "
                            "OGN), dealt from the seed, each played from every seat")
    arena.add_argument("--turn-cap", type=int, default=60, metavar="N",
                       help="a game still going after N turns counts as unfinished")
    arena.set_defaults(handler=_run_arena)

    verify = sub.add_parser("verify", help="replay a saved game and check its final position")
    verify.add_argument("save", metavar="SAVE")
    verify.set_defaults(handler=_run_verify)

    shot = sub.add_parser("screenshot", help="render the table offscreen to a PNG")
    shot.add_argument("out", metavar="OUT.png")
    shot.add_argument("--scenario", metavar="FILE", help="show this scenario's position")
    shot.add_argument("--size", default="1600x900", metavar="WxH")
    shot.add_argument("--seed", type=int, default=1, metavar="S")
    shot.add_argument("--actions", type=int, default=0, metavar="N",
                      help="play N random legal actions first")
    shot.add_argument("--to-end", action="store_true", help="play random actions to the end")
    shot.add_argument("--start-screen", action="store_true", help="show the start screen")
    shot.add_argument("--steps", type=int, default=None, metavar="N",
                      help="with --scenario: apply the actions of its first N steps")
    shot.add_argument("--wait", type=int, default=700, metavar="MS",
                      help="let animations and captions settle this long first")
    shot.add_argument("--mode", default="duel", metavar="MODE",
                      help="the mode of play (duel, skirmish, war, ...: "
                           "app.engine.actions.modes.MODES)")
    shot.add_argument("--match", action="store_true",
                      help="a Match: game 2 under way (--actions N of it), the score shown")
    shot.set_defaults(handler=_run_screenshot)

    cards = sub.add_parser("cards", help="list the cards: implemented and tested or not")
    cards.add_argument(
        "--missing",
        action="store_true",
        help="list the cards not implemented or not tested, with what they need",
    )
    cards.add_argument("--set", metavar="SET", help="only this set (OGN, OGS, SFD, UNL, VEN)")
    cards.add_argument(
        "--tests", metavar="DIR", help="card tests folder to scan (default: tests/cards)"
    )
    cards.set_defaults(handler=_run_cards)

    # The choices repeat app.decks' constants (a test keeps them equal) so that building
    # the parser does not load the card catalog.
    deck = sub.add_parser("deck", help="check a deck or convert it between formats")
    deck.set_defaults(handler=_run_deck)
    deck_sub = deck.add_subparsers(title="deck commands", metavar="ACTION", dest="deck_action")
    deck_sub.required = True
    source_help = "deck file, '-' for stdin, a built-in or saved deck's name, or a deck code"
    check = deck_sub.add_parser("check", help="check a deck against the deck-building rules")
    check.add_argument("source", metavar="FILE|CODE", help=source_help)
    check.add_argument("--format", choices=("proving-grounds", "duel", "tournament"),
                       help="rules to check (default: tournament for 3 battlefields or a "
                       "sideboard, proving-grounds for 1 battlefield, else duel)")
    convert = deck_sub.add_parser("convert", help="print a deck in another format")
    convert.add_argument("source", metavar="FILE|CODE", help=source_help)
    convert.add_argument("--to", required=True, choices=("code", "text", "codes", "tts"),
                         help="code (Piltover Archive deck code), text (Piltover Archive "
                         "list), codes (flat list with card codes), tts (Tabletop Simulator)")
    convert.add_argument("--code-version", type=int, choices=range(1, 7), default=3,
                         metavar="N", help="deck code version for --to code (default 3)")
    return parser


def _commands(parser: argparse.ArgumentParser) -> set[str]:
    return {name for action in parser._actions
            if isinstance(action, argparse._SubParsersAction) for name in action.choices}


def main(argv: Sequence[str] | None = None) -> int:
    argv_list = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    first = next((a for a in argv_list if not a.startswith("-")), None)
    if first is not None and first not in _commands(parser):  # a file to open
        parser = _file_parser()
    args = parser.parse_args(argv_list)
    return int(args.handler(args, argv_list) or 0)
