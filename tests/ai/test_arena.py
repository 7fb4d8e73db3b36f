"""The arena's counting and report (per level, seat, turn order and team), its seating over
the games, and `--jobs`: the same games and results in parallel processes."""

from __future__ import annotations

import argparse

import pytest

from app.ai.arena import ArenaResult, GameResult, play, play_one, report, seat_levels, wilson


def _r(g: int, seat_of: tuple[int, ...], winners: tuple[int, ...], first: int = 0,
       teams: tuple[int, ...] | None = None) -> GameResult:
    n = len(seat_of)
    return GameResult(g, ("x",) * n, seat_of, first, winners, teams or tuple(range(n)), 10,
                      tuple((0.001 * (j + 1),) for j in range(n)))


def test_counting_per_level_seat_and_turn_order() -> None:
    res = ArenaResult(levels=("hard", "normal", "normal"), mode="skirmish")
    res.add(_r(0, (0, 1, 2), (0,), first=2))  # hard at seat 1 wins, 2nd in turn order
    res.add(_r(1, (1, 2, 0), (0,), first=0))  # the second normal at seat 1 wins, going first
    res.add(_r(2, (2, 0, 1), (2,), first=1))  # hard at seat 3 wins, 2nd in turn order
    res.add(_r(3, (0, 1, 2), ()))  # unfinished
    assert res.games == 4 and res.unfinished == 1
    assert res.level_wins() == {"hard": 2, "normal": 1}
    assert res.seat_wins() == [2, 0, 1]
    assert res.order_wins() == [1, 2, 0]
    assert res.a_wins == 2 and res.b_wins == 0  # levels a and b: the first two
    assert res.team_wins() is None  # everyone alone
    text = report(res, 1.0)
    assert "level hard: wins 2/4 (50.0%" in text
    assert "level normal, 2 of 3 seats: wins 1/4 (25.0%" in text
    assert "seat 1: wins 2/4" in text and "seat 3: wins 1/4" in text
    assert "2nd in turn order: wins 2/4" in text
    assert "unfinished 1" in text
    assert "normal decision time" in text and "team" not in text


def test_a_team_win_counts_once_per_level_and_for_every_seat_of_the_team() -> None:
    res = ArenaResult(levels=("hard", "normal", "hard", "normal"), mode="2v2")
    teams = (0, 1, 0, 1)  # seats 1 and 3 against seats 2 and 4
    res.add(_r(0, (0, 1, 2, 3), (0, 2), teams=teams))
    res.add(_r(1, (1, 2, 3, 0), (0, 2), teams=teams))
    res.add(_r(2, (1, 2, 3, 0), (1, 3), teams=teams))
    assert res.level_wins() == {"hard": 2, "normal": 1}
    assert res.seat_wins() == [2, 1, 2, 1]
    assert res.team_wins() == {(0, 2): 2, (1, 3): 1}
    lo, hi = wilson(2, 3)
    assert f"team seat 1+seat 3: wins 2/3 (66.7%, 95% CI {100 * lo:.1f}–{100 * hi:.1f}%)" \
        in report(res, 1.0)


def test_the_duel_report_keeps_its_head_to_head_line() -> None:
    res = ArenaResult(levels=("hard", "normal"))
    for g in range(10):
        res.add(_r(g, (g % 2, 1 - g % 2), (g % 2,) if g < 7 else (1 - g % 2,)))
    assert (res.a_wins, res.b_wins) == (7, 3)
    assert "hard vs normal: hard wins 7/10 (70.0%" in report(res, 1.0)


def test_levels_per_seat() -> None:
    assert seat_levels("duel", "hard", "normal", None) == ("hard", "normal")
    assert seat_levels("war", "hard", "normal", None) == ("hard", "normal", "hard", "normal")
    assert seat_levels("skirmish", "a", "b", ["hard", "easy", "easy"]) == ("hard", "easy", "easy")
    assert seat_levels("match", "hard", "normal", None) == ("hard", "normal")
    with pytest.raises(ValueError):
        seat_levels("skirmish", "hard", "normal", ["hard", "normal"])


def test_the_levels_move_seat_after_every_round_of_seatings() -> None:
    """A Duel seats every ordered pair of the n built-in decks (n * n), then the levels swap
    seats; a Skirmish seats every order of three of them, then the levels move one seat on."""
    from app.decks.builtin import load_builtin_decks

    n = len(load_builtin_decks())
    pairs, orders = n * n, n * (n - 1) * (n - 2)
    duel = [play_one(("easy", "random"), "duel", g, seed=3, turn_cap=0)
            for g in (0, pairs - 1, pairs, 2 * pairs)]
    assert [r.seat_of for r in duel] == [(0, 1), (0, 1), (1, 0), (0, 1)]
    assert duel[0].decks != duel[1].decks and duel[0].decks == duel[2].decks
    sk = [play_one(("easy", "random", "random"), "skirmish", g, seed=3, turn_cap=0)
          for g in (0, orders, 2 * orders)]
    assert [r.seat_of for r in sk] == [(0, 1, 2), (1, 2, 0), (2, 0, 1)]
    assert len(set(sk[0].decks)) == 3


def test_random_decks_of_a_pool_are_played_from_every_seat() -> None:
    """--pool OGN: each deal of random Origins decks is played once per seat rotation, so
    both levels play both decks; the next deal brings other decks."""
    from app.cards.catalog import load_catalog

    rs = [play_one(("easy", "random"), "duel", g, seed=5, turn_cap=0,
                   pool=frozenset({"OGN"})) for g in range(4)]
    assert [r.seat_of for r in rs] == [(0, 1), (1, 0), (0, 1), (1, 0)]
    assert rs[0].decks == rs[1].decks and rs[2].decks == rs[3].decks
    assert rs[0].decks != rs[2].decks
    legends = {c.name for c in load_catalog().all() if c.code.startswith("OGN")}
    assert all(d in legends for r in rs for d in r.decks)
    res = play("easy", "random", games=2, seed=5, turn_cap=0, pool=frozenset({"OGN"}))
    assert report(res, 1.0).startswith("duel, random decks of OGN, seats easy,random")


def test_jobs_play_the_same_games_with_the_same_results() -> None:
    one = play("easy", "random", games=4, seed=7, turn_cap=12, mode="skirmish")
    two = play("easy", "random", games=4, seed=7, turn_cap=12, mode="skirmish", jobs=2)
    key = [(r.index, r.decks, r.seat_of, r.first, r.winners, r.turns) for r in one.results]
    assert key == [(r.index, r.decks, r.seat_of, r.first, r.winners, r.turns)
                   for r in two.results]
    assert [len(t) for r in one.results for t in r.times] == \
        [len(t) for r in two.results for t in r.times]


def test_the_command_checks_mode_and_seats(capsys) -> None:
    from app.ai.arena import arena_command

    args = argparse.Namespace(a="easy", b="random", games=1, seed=1, progress=False,
                              mode="chess", seats="", jobs=1, turn_cap=1, pool="")
    assert arena_command(args) == 2
    assert "unknown mode" in capsys.readouterr().out
    args.mode, args.seats = "skirmish", "easy,random"
    assert arena_command(args) == 2
    assert "3 players" in capsys.readouterr().out
    args.seats = "easy,random,random"
    assert arena_command(args) == 0
    assert "skirmish, seats easy,random,random: 1 games" in capsys.readouterr().out


def test_hards_searched_decisions_are_reported_apart() -> None:
    res = ArenaResult(levels=("hard", "normal"))
    r = _r(0, (0, 1), (0,))
    r.searched = (((0.8, 20), (0.9, 30), (1.2, 10)), ())
    res.add(r)
    assert ("hard searched decisions: median 900 ms, max 1200 ms over 3, playouts per decision "
            "median 20") in report(res, 1.0)
    assert "normal searched" not in report(res, 1.0)


def test_a_game_going_round_in_circles_within_a_turn_is_counted_unfinished(monkeypatch) -> None:
    """The turn cap counts turns: agents that repeat themselves inside one turn (as a play
    started and cancelled for ever once did) stop the game as unfinished, not the arena."""
    import app.ai.arena as arena

    monkeypatch.setattr(arena, "MAX_TURN_ACTIONS", 3)
    r = arena.play_one(("random", "random"), "duel", 0, 1)
    assert r.winners == () and r.turns <= 2
    res = arena.ArenaResult(levels=("random", "random"))
    res.add(r)
    assert res.unfinished == 1
