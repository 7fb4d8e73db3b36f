"""Match history: every finished game and Match, kept in a local SQLite database.

Nothing leaves the machine. The file is `history.sqlite` in the user data folder; its
schema version is SQLite's `user_version`, and an older file is migrated in place when it is
opened (`MIGRATIONS`, one step per version). A newer file is refused, not downgraded.

A database that can't be used (corrupt, locked by another program, a read-only folder) never
stops a game: `Recorder.record` keeps the record in `history-pending.jsonl` (or, when even
that can't be written, in memory) and says what went wrong; the pending records go in first
the next time the database opens.
"""

from __future__ import annotations

import contextlib
import csv
import hashlib
import json
import math
import sqlite3
from collections.abc import Iterable
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from app.engine import DeckSpec, Game

SCHEMA = 2
ENDINGS = ("points", "concession", "burnout")

_V1 = """
CREATE TABLE games (id INTEGER PRIMARY KEY, played_at TEXT NOT NULL, mode TEXT NOT NULL,
    first_player INTEGER NOT NULL, turns INTEGER NOT NULL, duration_s REAL NOT NULL,
    winner INTEGER);
CREATE TABLE seats (game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL, name TEXT NOT NULL, kind TEXT NOT NULL, level TEXT,
    deck_name TEXT NOT NULL, deck_hash TEXT NOT NULL, legend TEXT NOT NULL,
    battlefield TEXT, won INTEGER NOT NULL, PRIMARY KEY (game_id, seat));
"""

# version n -> n+1; each runs in one transaction with the version bump
MIGRATIONS: dict[int, str] = {
    0: _V1,
    # 2: how a game ended, its replay file, the Match it belongs to, mulligans, champions
    1: """
ALTER TABLE games ADD COLUMN ended_by TEXT NOT NULL DEFAULT 'points';
ALTER TABLE games ADD COLUMN replay TEXT;
ALTER TABLE games ADD COLUMN match_key TEXT;
ALTER TABLE games ADD COLUMN game_no INTEGER;
ALTER TABLE seats ADD COLUMN mulligans INTEGER NOT NULL DEFAULT 0;
ALTER TABLE seats ADD COLUMN champion TEXT;
CREATE TABLE matches (key TEXT PRIMARY KEY, played_at TEXT NOT NULL, best_of INTEGER NOT NULL,
    winner INTEGER, replay TEXT);
CREATE INDEX seats_deck ON seats (deck_name);
""",
}


class HistoryError(Exception):
    """The history database can't be used, with a sentence saying why."""


@dataclass
class SeatRecord:
    name: str
    kind: str  # "human" or "computer"
    level: str | None
    deck_name: str
    deck_hash: str
    legend: str  # card codes
    champion: str | None
    battlefield: str | None  # the one it played (RUP4 485.5)
    mulligans: int = 0  # cards set aside (RUP4 117.1)
    won: bool = False


@dataclass
class GameRecord:
    played_at: str  # ISO 8601, UTC, when the game ended
    mode: str
    first_player: int
    turns: int
    duration_s: float
    ended_by: str  # one of ENDINGS
    seats: list[SeatRecord] = field(default_factory=list)
    replay: str | None = None
    match_key: str | None = None
    game_no: int | None = None

    @classmethod
    def from_json(cls, obj: dict[str, Any]) -> GameRecord:
        seats = [SeatRecord(**s) for s in obj.pop("seats")]
        return cls(**obj, seats=seats)


@dataclass
class MatchRecord:
    key: str
    played_at: str
    best_of: int
    winner: int | None
    replay: str | None = None


def deck_hash(deck: DeckSpec) -> str:
    """A short fingerprint of a deck's content: the same name after an edit hashes apart."""
    parts = [deck.legend.code, deck.champion.code if deck.champion else "",
             ",".join(sorted(c.code for c in deck.main)),
             ",".join(sorted(c.code for c in deck.runes)),
             ",".join(sorted(c.code for c in deck.battlefields))]
    return hashlib.sha256("|".join(parts).encode()).hexdigest()[:12]


def summarize(game: Game, seats: list[tuple[str, str | None]], duration_s: float,
              replay: str | None = None) -> GameRecord:
    """What the history keeps of a finished game, read from its events (played again from
    its start): who went first (RUP4 115), the mulligans (117), the turns, how it ended.
    `seats`: each seat's kind ("human"/"computer") and computer level."""
    g = game.at(0)
    fields = _battlefields(g.view(-1), len(seats))  # chosen at setup (RUP4 485.5)
    events = list(g.state.events)
    mulligans = [0] * len(seats)
    first, turns, ended_by, last_point = 0, 0, "points", ""
    for action in game.log:
        events.extend(g.apply_or_raise(action))
    for e in events:
        if e.kind == "setup":
            first = e.data["first"]
        elif e.kind == "mulligan":
            mulligans[e.data["player"]] += e.data["n"]
        elif e.kind == "turn":
            turns = max(turns, e.data["turn"])
        elif e.kind == "concede":
            ended_by = "concession"  # RUP4 650: the game ends when all opponents concede
        elif e.kind == "points":
            last_point = e.data.get("why", "")
    if ended_by == "points" and last_point == "burnout":
        ended_by = "burnout"  # the winning point came from an opponent burning out (RUP4 431)
    view = game.view(-1)
    winners = set(game.winners)
    out = []
    for i, (deck, (kind, level), p) in enumerate(zip(game.decks, seats, view["players"],
                                                     strict=True)):
        out.append(SeatRecord(p["name"], kind, level, deck.name, deck_hash(deck),
                              deck.legend.code, deck.champion.code if deck.champion else None,
                              fields.get(i), mulligans[i], i in winners))
    return GameRecord(now(), game.state.extra.get("mode", "duel"), first, turns,
                      round(duration_s, 1), ended_by, out, replay)


def _battlefields(view: dict[str, Any], players: int) -> dict[int, str]:
    """Whose battlefield is where: the card the player brought (its owner)."""
    out: dict[int, str] = {}
    for b in view.get("battlefields", []):
        card = b.get("card") or b
        owner, code = card.get("owner"), card.get("code")
        if isinstance(owner, int) and 0 <= owner < players and code:
            out.setdefault(owner, code)
    return out


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


# -- the database -----------------------------------------------------------------------------

def connect(path: Path) -> sqlite3.Connection:
    """Open (create) the database and bring its schema up to date."""
    try:
        db = sqlite3.connect(path, timeout=1.0)
    except sqlite3.Error as exc:
        raise HistoryError(f"can't open {path.name}: {exc}") from exc
    try:
        db.execute("PRAGMA foreign_keys = ON")
        version = db.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA:
            raise HistoryError(f"{path.name} was written by a newer Riftbound Table (history "
                               f"version {version}; this one reads {SCHEMA})")
        for v in range(version, SCHEMA):
            with db:  # one transaction per step: a failed step leaves the last good version
                db.executescript("BEGIN;" + MIGRATIONS[v] + f"PRAGMA user_version = {v + 1};")
    except sqlite3.DatabaseError as exc:  # "file is not a database", "database is locked"
        db.close()
        raise HistoryError(f"{path.name}: {exc}") from exc
    except HistoryError:
        db.close()
        raise
    return db


@dataclass(frozen=True)
class Filters:
    deck: str | None = None
    opponent_legend: str | None = None
    mode: str | None = None
    since: str | None = None  # ISO dates, inclusive
    until: str | None = None


@dataclass
class Row:
    """One game as the History page lists it."""

    id: int
    played_at: str
    mode: str
    turns: int
    duration_s: float
    ended_by: str
    replay: str | None
    first_player: int
    match_key: str | None
    game_no: int | None
    seats: list[dict[str, Any]]


def add_game(db: sqlite3.Connection, rec: GameRecord) -> int:
    with db:
        cur = db.execute(
            "INSERT INTO games (played_at, mode, first_player, turns, duration_s, winner, "
            "ended_by, replay, match_key, game_no) VALUES (?,?,?,?,?,?,?,?,?,?)",
            (rec.played_at, rec.mode, rec.first_player, rec.turns, rec.duration_s,
             next((i for i, s in enumerate(rec.seats) if s.won), None), rec.ended_by,
             rec.replay, rec.match_key, rec.game_no))
        gid = int(cur.lastrowid or 0)
        db.executemany(
            "INSERT INTO seats (game_id, seat, name, kind, level, deck_name, deck_hash, legend, "
            "champion, battlefield, mulligans, won) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
            [(gid, i, s.name, s.kind, s.level, s.deck_name, s.deck_hash, s.legend, s.champion,
              s.battlefield, s.mulligans, int(s.won)) for i, s in enumerate(rec.seats)])
    return gid


def add_match(db: sqlite3.Connection, rec: MatchRecord) -> None:
    with db:
        db.execute("INSERT OR REPLACE INTO matches VALUES (?,?,?,?,?)",
                   (rec.key, rec.played_at, rec.best_of, rec.winner, rec.replay))


def matches(db: sqlite3.Connection) -> list[MatchRecord]:
    return [MatchRecord(*r) for r in db.execute(
        "SELECT key, played_at, best_of, winner, replay FROM matches ORDER BY played_at")]


def delete_game(db: sqlite3.Connection, gid: int) -> None:
    with db:
        db.execute("DELETE FROM seats WHERE game_id = ?", (gid,))
        db.execute("DELETE FROM games WHERE id = ?", (gid,))


def games(db: sqlite3.Connection, f: Filters = Filters()) -> list[Row]:
    """The games, newest first, that match the filters (a deck: any seat played it; an
    opponent legend: a seat facing that deck had it)."""
    where, args = [], []
    if f.mode:
        where.append("g.mode = ?")
        args.append(f.mode)
    if f.since:
        where.append("substr(g.played_at, 1, 10) >= ?")
        args.append(f.since)
    if f.until:
        where.append("substr(g.played_at, 1, 10) <= ?")
        args.append(f.until)
    if f.deck:
        where.append("g.id IN (SELECT game_id FROM seats WHERE deck_name = ?)")
        args.append(f.deck)
    if f.opponent_legend:
        # a seat other than the deck's own had that legend
        where.append("g.id IN (SELECT game_id FROM seats WHERE legend = ?"
                     + (" AND deck_name != ?)" if f.deck else ")"))
        args.append(f.opponent_legend)
        if f.deck:
            args.append(f.deck)
    sql = ("SELECT id, played_at, mode, turns, duration_s, ended_by, replay, first_player, "
           "match_key, game_no FROM games g" + (" WHERE " + " AND ".join(where) if where else "")
           + " ORDER BY played_at DESC, id DESC")
    rows = [Row(*r, seats=[]) for r in db.execute(sql, args)]
    by_id = {r.id: r for r in rows}
    for r in db.execute("SELECT game_id, seat, name, kind, level, deck_name, deck_hash, legend, "
                        "champion, battlefield, mulligans, won FROM seats ORDER BY game_id, "
                        "seat"):
        row = by_id.get(r[0])
        if row is not None:
            row.seats.append(dict(zip(("seat", "name", "kind", "level", "deck_name", "deck_hash",
                                       "legend", "champion", "battlefield", "mulligans", "won"),
                                      r[1:], strict=True)))
    return rows


def export_csv(rows: Iterable[Row], path: Path) -> None:
    """One line per seat of each game: what a spreadsheet needs to count anything."""
    with path.open("w", newline="", encoding="utf-8") as fh:
        out = csv.writer(fh)
        out.writerow(["game", "date", "mode", "turns", "duration_s", "ended_by", "first",
                      "seat", "name", "kind", "level", "deck", "deck_hash", "legend",
                      "champion", "battlefield", "mulligans", "won", "replay"])
        for r in rows:
            for s in r.seats:
                out.writerow([r.id, r.played_at, r.mode, r.turns, r.duration_s, r.ended_by,
                              int(s["seat"] == r.first_player), s["seat"], s["name"], s["kind"],
                              s["level"] or "", s["deck_name"], s["deck_hash"], s["legend"],
                              s["champion"] or "", s["battlefield"] or "", s["mulligans"],
                              s["won"], r.replay or ""])


# -- statistics ------------------------------------------------------------------------------

@dataclass
class Record:
    wins: int = 0
    games: int = 0

    @property
    def rate(self) -> float | None:
        return self.wins / self.games if self.games else None

    def interval(self, z: float = 1.96) -> tuple[float, float] | None:
        """The 95% Wilson score interval: honest for a handful of games, where the plain
        ± of the normal approximation would run past 0% or 100%."""
        n = self.games
        if not n:
            return None
        p = self.wins / n
        centre = (p + z * z / (2 * n)) / (1 + z * z / n)
        half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
        return max(0.0, centre - half), min(1.0, centre + half)

    def add(self, won: bool) -> None:
        self.games += 1
        self.wins += int(won)


@dataclass
class DeckStats:
    deck: str
    overall: Record = field(default_factory=Record)
    first: Record = field(default_factory=Record)
    second: Record = field(default_factory=Record)
    by_legend: dict[str, Record] = field(default_factory=dict)
    timeline: list[tuple[str, bool]] = field(default_factory=list)  # (date, won), oldest first
    turns: float = 0.0  # averages
    duration_s: float = 0.0
    versions: int = 0  # distinct contents (deck hashes) played under this name


def deck_stats(rows: list[Row], deck: str) -> DeckStats:
    """A deck's record from the games listed: every seat that played it counts."""
    st = DeckStats(deck)
    hashes, turns, secs = set(), 0, 0.0
    for r in sorted(rows, key=lambda r: (r.played_at, r.id)):
        for s in r.seats:
            if s["deck_name"] != deck:
                continue
            won = bool(s["won"])
            st.overall.add(won)
            (st.first if s["seat"] == r.first_player else st.second).add(won)
            # the opponents: the seats whose result differs (a 2v2 teammate shares it)
            for o in r.seats:
                if bool(o["won"]) != won:
                    st.by_legend.setdefault(o["legend"], Record()).add(won)
            st.timeline.append((r.played_at[:10], won))
            hashes.add(s["deck_hash"])
            turns += r.turns
            secs += r.duration_s
    n = st.overall.games
    if n:
        st.turns, st.duration_s = turns / n, secs / n
    st.versions = len(hashes)
    return st


def deck_record(recorder: Recorder, deck: str) -> DeckStats | None:
    """A deck's statistics from the history, or None when the history can't be read."""
    try:
        db = recorder.open()
        try:
            return deck_stats(games(db, Filters(deck=deck)), deck)
        finally:
            db.close()
    except (HistoryError, sqlite3.Error, OSError):
        return None


# -- recording without ever stopping a game ---------------------------------------------------

class Recorder:
    """Records finished games; a database that fails keeps the record for later."""

    def __init__(self, path: Path, pending: Path) -> None:
        self.path, self.pending_path = path, pending
        self.memory: list[dict[str, Any]] = []  # when not even the pending file can be written

    def open(self) -> sqlite3.Connection:
        """The database, with the records kept while it could not be used put in first."""
        db = connect(self.path)
        try:
            self._flush(db)
        except sqlite3.DatabaseError as exc:
            db.close()
            raise HistoryError(f"{self.path.name}: {exc}") from exc
        return db

    def set_aside(self) -> Path:
        """Move a damaged database aside (kept, renamed) so that a new one can start; the
        records kept meanwhile go into the new one when it opens."""
        stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
        target = self.path.with_name(f"{self.path.name}.damaged-{stamp}")
        self.path.rename(target)
        return target

    def _flush(self, db: sqlite3.Connection) -> None:
        waiting = list(self.memory)
        with contextlib.suppress(OSError):
            if self.pending_path.exists():
                text = self.pending_path.read_text(encoding="utf-8")
                waiting += [json.loads(line) for line in text.splitlines() if line.strip()]
        if not waiting:
            return
        for obj in waiting:
            if obj.get("kind") == "match":
                add_match(db, MatchRecord(**obj["record"]))
            else:
                add_game(db, GameRecord.from_json(obj["record"]))
        self.memory = []
        with contextlib.suppress(OSError):
            self.pending_path.unlink(missing_ok=True)

    def record(self, rec: GameRecord | MatchRecord) -> str | None:
        """Keep a finished game or Match; None, or why it could not go into the database
        (it is then kept for later)."""
        try:
            db = self.open()
            try:
                (add_match if isinstance(rec, MatchRecord) else add_game)(db, rec)  # type: ignore[arg-type]
            finally:
                db.close()
            return None
        except (HistoryError, sqlite3.Error, OSError) as exc:
            self._keep({"kind": "match" if isinstance(rec, MatchRecord) else "game",
                        "record": asdict(rec)})
            return str(exc)

    def _keep(self, obj: dict[str, Any]) -> None:
        try:
            with self.pending_path.open("a", encoding="utf-8") as fh:
                fh.write(json.dumps(obj) + "\n")
        except OSError:
            self.memory.append(obj)


def default_recorder() -> Recorder:
    from app.storage.paths import data_dir

    return Recorder(data_dir() / "history.sqlite", data_dir() / "history-pending.jsonl")


def replays_dir() -> Path:
    """Where the replay files of finished games are kept (the History page opens them)."""
    from app.storage.paths import _folder, data_dir

    return _folder(data_dir() / "replays")
