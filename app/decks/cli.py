"""`riftbound deck check|convert`: validate and convert decks from the command line.

The deck argument is a file (any format `app.decks.formats` reads), `-` for standard input,
the name of a built-in or saved deck, or the deck itself (a deck code, TTS tokens).

Exit codes: 0 success (check: the deck is legal); 1 check: the deck is not legal, convert:
the deck cannot be written in that format; 2 the input cannot be read (the message names
the line, token or code position). The argparse wiring lives in app/cli.py.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TextIO

from app.decks.formats import DeckExportError, DeckImportError, export, parse_file
from app.decks.formats import parse_any as parse_deck_text
from app.decks.model import DeckList
from app.decks.validate import default_format, validate

__all__ = ["deck_command", "read_deck"]

EXIT_OK, EXIT_INVALID, EXIT_UNREADABLE = 0, 1, 2


def read_deck(source: str, stdin: TextIO | None = None) -> DeckList:
    """The deck a command-line argument names; raises DeckImportError."""
    if source == "-":
        return parse_deck_text((stdin or sys.stdin).read(), name="stdin")
    path = Path(source)
    if _is_file(path):
        return parse_file(path)
    looks_like_path = any(sep in source for sep in ("/", "\\")) or path.suffix.lower() in (
        ".txt", ".json", ".md",
    )  # fmt: skip
    if not looks_like_path and source.strip():
        from app.decks.storage import DeckStorageError, list_decks, load_deck

        names = {e.name.casefold() for e in list_decks(check=False)}
        if source.strip().casefold() in names:
            try:
                return load_deck(source.strip())
            except DeckStorageError as exc:
                raise DeckImportError(str(exc), fmt="file") from exc
    if looks_like_path:
        raise DeckImportError(f"{source}: no such file", fmt="file")
    return parse_deck_text(source)


def _is_file(path: Path) -> bool:
    try:
        return path.is_file()
    except (OSError, ValueError):  # a deck code too long for a path, NUL characters...
        return False


def deck_command(args: argparse.Namespace, out: TextIO | None = None,
                 err: TextIO | None = None) -> int:  # fmt: skip
    out = out or sys.stdout
    err = err or sys.stderr
    try:
        deck = read_deck(args.source)
    except DeckImportError as exc:
        print(f"riftbound deck: {exc}", file=err)
        return EXIT_UNREADABLE
    if args.deck_action == "check":
        return _check(deck, args.format or default_format(deck), out)
    try:
        text = export(deck, args.to, version=args.code_version)
    except (DeckExportError, ValueError) as exc:
        print(f"riftbound deck: {exc}", file=err)
        return EXIT_INVALID
    print(text.rstrip("\n"), file=out)
    return EXIT_OK


def _check(deck: DeckList, fmt: str, out: TextIO) -> int:
    label = deck.name or "the deck"
    problems = validate(deck, fmt)
    if not problems:
        print(
            f"{label}: legal for {fmt} ({deck.main_count} main-deck cards, "
            f"{deck.rune_count} runes, {len(deck.battlefields)} battlefield(s))",
            file=out,
        )
        return EXIT_OK
    count = len(problems)
    print(f"{label}: not legal for {fmt} ({count} problem{'s' if count > 1 else ''}):", file=out)
    for problem in problems:
        print(f"  {problem.rule}: {problem.message}", file=out)
    return EXIT_INVALID
