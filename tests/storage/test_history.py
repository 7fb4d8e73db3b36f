"""The match history database: migration, recording that never fails a game, statistics."""

from __future__ import annotations

import csv
import shutil
import sqlite3
from pathlib import Path

import pytest

from app.storage import history as h

V1 = Path(__file__).parent / "fixtures" / "history-v1.sqlite"


def seat(name, deck, legend, won, kind="human", mull=0):
    return h.SeatRecord(name, kind, None, deck, deck[:3] * 4, legend, None, "BF-1", mull, won)


def game(first, a_won, day="2026-11-01", mode="duel", legend_b="OGN-265", ended="points"):
    return h.GameRecord(f"{day}T10:00:00+00:00", mode, first, 10, 600.0, ended,
                        [seat("Ann", "Jinx Aggro", "OGN-251", a_won, mull=2),
                         seat("Bo", "Other", legend_b, not a_won, "computer")],
                        replay="/r/x.rbsave")


@pytest.fixture
def recorder(tmp_path) -> h.Recorder:
    return h.Recorder(tmp_path / "history.sqlite", tmp_path / "history-pending.jsonl")


def test_a_version_1_database_is_migrated_and_keeps_its_games(tmp_path):
    path = tmp_path / "history.sqlite"
    shutil.copy(V1, path)
    db = h.connect(path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == h.SCHEMA == 2
    rows = h.games(db)
    assert [r.id for r in rows] == [2, 1]  # newest first
    old = rows[1]
    assert old.ended_by == "points" and old.replay is None and old.turns == 9
    assert [s["mulligans"] for s in old.seats] == [0, 0]
    assert [s["won"] for s in old.seats] == [1, 0]
    gid = h.add_game(db, game(0, True))  # and the new columns take new games
    assert h.games(db)[0].id == gid and h.games(db)[0].replay == "/r/x.rbsave"
    db.close()
    assert h.connect(path).execute("SELECT count(*) FROM games").fetchone()[0] == 3


def test_a_newer_database_is_refused_not_downgraded(tmp_path):
    path = tmp_path / "history.sqlite"
    db = sqlite3.connect(path)
    db.execute("PRAGMA user_version = 9")
    db.close()
    with pytest.raises(h.HistoryError, match="newer"):
        h.connect(path)
    assert sqlite3.connect(path).execute("PRAGMA user_version").fetchone()[0] == 9


def test_a_corrupt_database_is_reported_and_the_game_kept_for_later(recorder):
    recorder.path.write_bytes(b"this is no database, just some bytes " * 200)
    problem = recorder.record(game(0, True))
    assert problem and "not a database" in problem
    assert recorder.path.read_bytes().startswith(b"this is no database")  # left as it was
    assert recorder.pending_path.exists()
    recorder.path.unlink()  # the player moved the damaged file away
    assert recorder.record(game(1, False)) is None
    db = recorder.open()
    assert len(h.games(db)) == 2 and not recorder.pending_path.exists()


def test_a_locked_database_keeps_the_record_until_it_is_free(recorder):
    assert recorder.record(game(0, True)) is None
    other = sqlite3.connect(recorder.path)
    other.execute("BEGIN EXCLUSIVE")
    problem = recorder.record(game(1, True))
    assert problem and "locked" in problem
    other.rollback()
    other.close()
    db = recorder.open()
    assert len(h.games(db)) == 2


def test_with_nowhere_to_write_the_record_stays_in_memory(tmp_path):
    rec = h.Recorder(tmp_path / "no" / "history.sqlite", tmp_path / "no" / "pending.jsonl")
    assert rec.record(game(0, True))
    assert len(rec.memory) == 1
    (tmp_path / "no").mkdir()
    assert rec.record(game(0, False)) is None
    assert len(h.games(rec.open())) == 2 and rec.memory == []


def test_filters_delete_and_csv(recorder, tmp_path):
    for g in (game(0, True, "2026-11-01"), game(1, False, "2026-11-03", legend_b="OGN-001"),
              game(0, True, "2026-11-05", mode="skirmish")):
        assert recorder.record(g) is None
    db = recorder.open()
    assert len(h.games(db, h.Filters(deck="Jinx Aggro"))) == 3
    assert len(h.games(db, h.Filters(deck="Nope"))) == 0
    assert len(h.games(db, h.Filters(mode="skirmish"))) == 1
    assert len(h.games(db, h.Filters(deck="Jinx Aggro", opponent_legend="OGN-001"))) == 1
    assert [r.played_at[:10] for r in h.games(db, h.Filters(since="2026-11-02",
                                                            until="2026-11-04"))] == ["2026-11-03"]
    out = tmp_path / "games.csv"
    h.export_csv(h.games(db), out)
    lines = list(csv.DictReader(out.open(encoding="utf-8")))
    assert len(lines) == 6 and lines[0]["deck"] == "Jinx Aggro" and lines[0]["mulligans"] == "2"
    h.delete_game(db, h.games(db)[0].id)
    assert len(h.games(db)) == 2
    assert db.execute("SELECT count(*) FROM seats").fetchone()[0] == 4


def test_a_decks_record_first_and_second_per_legend_and_interval():
    rows = []
    for i, (first, won, leg) in enumerate([(0, True, "L1"), (0, True, "L1"), (1, False, "L2"),
                                           (1, True, "L2")]):
        g = game(first, won, f"2026-11-0{i + 1}", legend_b=leg)
        rows.append(h.Row(i, g.played_at, g.mode, g.turns, g.duration_s, g.ended_by, None,
                          first, None, None, [dict(seat=k, **{f: getattr(s, f) for f in (
                              "name", "kind", "level", "deck_name", "deck_hash", "legend",
                              "champion", "battlefield", "mulligans", "won")})
                                  for k, s in enumerate(g.seats)]))
    st = h.deck_stats(rows, "Jinx Aggro")
    assert (st.overall.wins, st.overall.games) == (3, 4)
    assert (st.first.wins, st.first.games) == (2, 2) and (st.second.wins, st.second.games) == (1, 2)
    assert {k: (r.wins, r.games) for k, r in st.by_legend.items()} == {"L1": (2, 2), "L2": (1, 2)}
    assert [won for _, won in st.timeline] == [True, True, False, True]
    assert st.turns == 10 and st.duration_s == 600
    lo, hi = st.overall.interval()
    assert round(lo, 3) == 0.301 and round(hi, 3) == 0.954  # Wilson, 3 of 4
    assert h.Record(0, 0).interval() is None
