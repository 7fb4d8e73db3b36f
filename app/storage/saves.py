"""Saved games: a versioned JSON file holding the decks, seats, seed and the action list.

Loading is pure data: the actions are replayed through the engine (nothing in a file can
run code) and the final state hash must match the stored one. A file that is truncated,
corrupt, tampered with or from a newer version is refused with a clear message, and
nothing is overwritten while loading. Every refusal is a `SaveError`.

Since format 2 a save holds a checksum of its whole content (SHA-256 of its fields but the
checksum, as compact JSON with sorted keys): a damaged byte anywhere is caught, even in a
move that still leads to the saved position. Format 1 files have none and still load.

A save holds the rules revision its game is played under (`revision`, RULES_REVISION in the
engine; a file without one was made before revisions, under revision 1) and is replayed under
it, so a rules fix that changes what a log replays to never loses a saved game; a game loaded
from it goes on under that revision, and is saved again with it.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from app import __version__
from app.engine import (
    RULES_REVISION,
    DeckSpec,
    Game,
    IllegalActionError,
    NotationError,
    new_game,
    parse_action,
)
from app.engine.actions.modes import MODES
from app.engine.face.match import Match, MatchDeck
from app.storage.atomic import write_text_atomic

FORMAT = "riftbound-table-save"
VERSION = 2  # 2: with a checksum
RULES = "RUP4"  # the rules this version plays; a save made under others can't be replayed
MAX_BYTES = 20 * 1024 * 1024


class SaveError(ValueError):
    """A save file we refuse, with a sentence saying why."""


class SavedDeck(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = ""
    legend: str
    champion: str | None
    main: list[str]
    runes: list[str]
    battlefields: list[str] = Field(min_length=1)
    sideboard: list[str] = Field(default_factory=list)  # a Match's (TR 403); absent in a Duel


class SavedMatch(BaseModel):
    """A Match (RUP4 486) saved as a whole: `actions` then holds the match's actions (its
    own questions and every game's actions, in order) and `state_hash` the match's hash."""

    model_config = ConfigDict(extra="forbid")
    best_of: int = Field(default=3, ge=3, le=5)
    victory_score: int = 8


class SavedSeat(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str
    kind: Literal["human", "computer"] = "human"
    level: str | None = None


class SaveFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    format: Literal["riftbound-table-save"]
    version: int
    app_version: str
    rules: str
    seed: int
    decks: list[SavedDeck] = Field(min_length=2, max_length=4)
    seats: list[SavedSeat] = Field(min_length=2, max_length=4)
    actions: list[str]
    state_hash: str
    saved_at: str
    finished: bool = False
    match: SavedMatch | None = None  # absent: a single game (every save before Matches)
    # the mode of play (RUP4 485-489); files without it are Duels
    mode: Literal["duel", "skirmish", "war", "2v2"] = "duel"
    checksum: str | None = None  # format 2 on (see the module docstring)
    revision: int = Field(default=1, ge=1)  # the rules revision (see the module docstring)


@dataclass
class LoadedGame:
    game: Game
    data: SaveFile
    match: Match | None = None  # a Match saved as a whole; `game` is then its current game


def _deck_to_saved(deck: DeckSpec) -> SavedDeck:
    return SavedDeck(name=deck.name, legend=deck.legend.code,
                     champion=deck.champion.code if deck.champion else None,
                     main=[c.code for c in deck.main], runes=[c.code for c in deck.runes],
                     battlefields=[c.code for c in deck.battlefields])


def save_data(game: Game, seats: list[SavedSeat]) -> SaveFile:
    names = [p.name for p in game.state.players]
    if len(seats) != len(names):
        seats = [SavedSeat(name=n) for n in names]
    return SaveFile(format=FORMAT, version=VERSION, app_version=__version__, rules=RULES,
                    seed=game.seed, decks=[_deck_to_saved(d) for d in game.decks], seats=seats,
                    actions=[str(a) for a in game.log], state_hash=game.hash(),
                    saved_at=datetime.now(UTC).isoformat(timespec="seconds"),
                    finished=game.is_over, mode=game.state.extra.get("mode", "duel"),
                    revision=game.state.revision)


def _checksum(obj: dict[str, Any]) -> str:
    content = {k: v for k, v in obj.items() if k != "checksum"}
    canonical = json.dumps(content, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def _with_checksum(data: SaveFile, exclude: Any = None) -> str:
    obj = data.model_dump(mode="json", exclude=exclude)
    obj["checksum"] = _checksum(obj)
    return json.dumps(obj, indent=1, ensure_ascii=False)


def dumps(game: Game, seats: list[SavedSeat]) -> str:
    return _with_checksum(save_data(game, seats),
                          {"match": True, "decks": {"__all__": {"sideboard"}}})


def match_save_data(match: Match, seats: list[SavedSeat]) -> SaveFile:
    if len(seats) != len(match.names):
        seats = [SavedSeat(name=n) for n in match.names]
    decks = []
    for d in match.decks:
        saved = _deck_to_saved(d.spec)
        saved.sideboard = [c.code for c in d.sideboard]
        decks.append(saved)
    return SaveFile(format=FORMAT, version=VERSION, app_version=__version__, rules=RULES,
                    seed=match.seed, decks=decks, seats=seats, actions=list(match.log),
                    state_hash=match.hash(),
                    saved_at=datetime.now(UTC).isoformat(timespec="seconds"),
                    finished=match.is_over,
                    match=SavedMatch(best_of=match.best_of,
                                     victory_score=match.victory_score),
                    revision=match.revision)


def dumps_match(match: Match, seats: list[SavedSeat]) -> str:
    return _with_checksum(match_save_data(match, seats))


def save_match(match: Match, seats: list[SavedSeat], path: Path) -> None:
    """A Match saves as a whole: the decks with their sideboards, and every action."""
    write_text_atomic(path, dumps_match(match, seats))


def save_game(game: Game, seats: list[SavedSeat], path: Path) -> None:
    if not game.decks:
        raise SaveError("Only games started from decks can be saved (not scenario positions).")
    write_text_atomic(path, dumps(game, seats))


def parse_save(raw: bytes | str, name: str = "save") -> SaveFile:
    if len(raw) > MAX_BYTES:
        raise SaveError(f"{name} is too large to be a save file.")
    try:
        obj = json.loads(raw)
    except (ValueError, UnicodeDecodeError) as exc:  # JSONDecodeError, a 5,000-digit number
        raise SaveError(f"{name} is damaged or truncated (not readable JSON: {exc}).") from exc
    except RecursionError as exc:
        raise SaveError(f"{name} is damaged (nested far deeper than a save).") from exc
    if not isinstance(obj, dict) or obj.get("format") != FORMAT:
        raise SaveError(f"{name} is not a Riftbound Table save.")
    version = obj.get("version")
    if isinstance(version, int) and version > VERSION:
        raise SaveError(f"{name} was made by a newer Riftbound Table (save format {version}); "
                        f"this version reads format {VERSION}.")
    revision = obj.get("revision")
    if isinstance(revision, int) and revision > RULES_REVISION:
        raise SaveError(f"{name} was made by a newer Riftbound Table (rules revision "
                        f"{revision}); this version plays revision {RULES_REVISION}.")
    try:
        data = SaveFile.model_validate(obj)
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"])
        raise SaveError(f"{name} is damaged: {where}: {err['msg']}.") from exc
    if data.version not in (1, VERSION):
        raise SaveError(f"{name} has an unknown save format version {data.version}.")
    if data.version >= 2 and data.checksum != _checksum(obj):
        raise SaveError(f"{name} is damaged: its content does not match its checksum (the "
                        f"file was changed after it was saved).")
    if data.rules != RULES:
        raise SaveError(f"{name} was played under the rules {data.rules!r}; this version plays "
                        f"{RULES} and can't replay it.")
    _check_seats(data, name)
    return data


def _check_seats(data: SaveFile, name: str) -> None:
    """One deck per seat, as many as the mode has players (RUP4 485-489); a Match is a Duel."""
    players = MODES[data.mode][0]
    if len(data.decks) != len(data.seats):
        raise SaveError(f"{name} is damaged: it has {len(data.decks)} decks for "
                        f"{len(data.seats)} players.")
    if len(data.decks) != players:
        raise SaveError(f"{name} is damaged: {data.mode} is played by {players} players, and "
                        f"it has {len(data.decks)} decks.")
    if data.match is not None and data.mode != "duel":
        raise SaveError(f"{name} is damaged: a Match is played as Duels, not {data.mode}.")


def _check_playable(data: SaveFile, cat: Any, name: str) -> None:
    """A game never starts with a card the engine can't play yet: say which ones."""
    implemented = cat.implemented_codes()
    codes = [c for d in data.decks for c in (d.legend, d.champion, *d.main, *d.runes,
                                             *d.battlefields, *d.sideboard) if c]
    missing = sorted({cat.card_def(c).name for c in codes
                      if cat.find(c) is not None and cat.find(c).code not in implemented})
    if missing:
        raise SaveError(f"{name} holds cards this version can't play yet: "
                        f"{', '.join(missing)}.")


def rebuild_match(data: SaveFile, name: str = "save") -> Match:
    """Replay a saved Match from its seed, decks and actions; the hash must match."""
    from app.cards.catalog import UnknownCardError, load_catalog

    assert data.match is not None
    cat = load_catalog()
    try:
        decks = [MatchDeck(_saved_to_spec(d, cat), tuple(cat.card_def(c) for c in d.sideboard))
                 for d in data.decks]
    except (UnknownCardError, LookupError) as exc:
        raise SaveError(f"{name} names a card this version does not know: {exc}.") from exc
    _check_playable(data, cat, name)
    token_sets = _token_sets(cat)
    for k, tokens in enumerate(token_sets):
        try:
            match = Match(decks, data.seed, [s.name for s in data.seats], tokens,
                          data.match.best_of, data.match.victory_score, data.revision)
        except ValueError as exc:
            raise SaveError(f"{name} is damaged: {exc}.") from exc
        try:
            for n, text in enumerate(data.actions, start=1):
                try:
                    match.replay_one(text)
                except (NotationError, IllegalActionError, ValueError) as exc:
                    raise SaveError(f"{name}: move {n} ('{text}') cannot be replayed: {exc}. "
                                    f"The file was changed or comes from another rules "
                                    f"version.") from exc
        except SaveError:
            if k == len(token_sets) - 1:
                raise
            continue
        if data.state_hash in (match.hash(), match.hash(offered_names=True)):
            return match  # the second: a save of before a naming question's names left it
    raise SaveError(f"{name}: the moves do not lead to the saved position (the file was "
                    f"changed or comes from another rules version).")


# The token map is part of the hashed state (token-kinds), and a game knows every token the
# catalog implements: a save replays with the map of the version that wrote it. The maps of
# earlier versions, newest first; implementing a new token adds today's map here.
_EARLIER_TOKENS = (("Recruit", "Sprite", "Gold", "Mech", "Sand Soldier", "Baron Pit", "Bird",
                    "Brush", "Reflection", "Shadow Clone"),
                   ("Recruit", "Sprite", "Gold", "Bird"), ("Recruit", "Sprite", "Bird"),
                   ("Recruit",))


def _token_sets(cat: Any) -> list[tuple[Any, ...]]:
    return [cat.game_tokens(), *(tuple(cat.token(n) for n in names)
                                 for names in _EARLIER_TOKENS)]


def _saved_to_spec(d: SavedDeck, cat: Any) -> DeckSpec:
    return DeckSpec(legend=cat.card_def(d.legend),
                    champion=cat.card_def(d.champion) if d.champion else None,
                    main=tuple(cat.card_def(c) for c in d.main),
                    runes=tuple(cat.card_def(c) for c in d.runes),
                    battlefields=tuple(cat.card_def(c) for c in d.battlefields),
                    name=d.name)


def rebuild(data: SaveFile, name: str = "save") -> Game:
    """Replay the saved game from its seed and actions; the hash must match."""
    from app.cards.catalog import UnknownCardError, load_catalog

    cat = load_catalog()
    try:
        decks = [_saved_to_spec(d, cat) for d in data.decks]
    except (UnknownCardError, LookupError) as exc:
        raise SaveError(f"{name} names a card this version does not know: {exc}.") from exc
    _check_playable(data, cat, name)
    token_sets = _token_sets(cat)
    for k, tokens in enumerate(token_sets):
        last = k == len(token_sets) - 1
        try:
            game = new_game(decks, seed=data.seed, names=[s.name for s in data.seats],
                            tokens=tokens, mode=data.mode, revision=data.revision)
        except ValueError as exc:  # teammates sharing a legend or a battlefield (489.8.h/i)
            raise SaveError(f"{name} is damaged: {exc}.") from exc
        try:
            for n, text in enumerate(data.actions, start=1):
                try:
                    game.apply_or_raise(parse_action(text))
                except (NotationError, IllegalActionError) as exc:
                    raise SaveError(f"{name}: move {n} ('{text}') cannot be replayed: {exc}. "
                                    f"The file was changed or comes from another rules "
                                    f"version.") from exc
        except SaveError:
            if last:
                raise
            continue
        if data.state_hash in (game.hash(), game.hash(offered_names=True)):
            return game  # the second: a save of before a naming question's names left it
    raise SaveError(f"{name}: the moves do not lead to the saved position (the file was "
                    f"changed or comes from another rules version).")


def _read_save(path: Path) -> SaveFile:
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise SaveError(f"Could not read {path.name}: {exc.strerror or exc}.") from exc
    return parse_save(raw, path.name)


def load_save(path: Path) -> LoadedGame:
    path = Path(path)
    data = _read_save(path)
    if data.match is not None:
        match = rebuild_match(data, path.name)
        if match.game is None:
            raise SaveError(f"{path.name} is a Match saved before its first game began; "
                            f"open it with load_match.")
        return LoadedGame(match.game, data, match)
    return LoadedGame(rebuild(data, path.name), data)


def load_match(path: Path) -> Match:
    """A saved Match, whatever its stage (between games too)."""
    path = Path(path)
    data = _read_save(path)
    if data.match is None:
        raise SaveError(f"{path.name} holds a single game, not a Match.")
    return rebuild_match(data, path.name)
