"""Saved games: round trips, refusals that touch nothing, fuzzed files, crash safety."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.cards.catalog import load_catalog
from app.decks.builtin import load_builtin_decks
from app.decks.spec import to_deck_spec
from app.engine import new_game
from app.selfplay import choose_random
from app.storage.saves import SavedSeat, SaveError, dumps, load_save, parse_save, save_game

DECKS = {k: to_deck_spec(v) for k, v in sorted(load_builtin_decks().items())}
NAMES = sorted(DECKS)
TOKENS = (load_catalog().token("Recruit"),)


def random_game(seed: int, max_actions: int | None = None):
    a, b = NAMES[seed % 4], NAMES[(seed // 4) % 4]
    game = new_game([DECKS[a], DECKS[b]], seed=seed, names=["Ann", "Bo"], tokens=TOKENS)
    rng = random.Random(seed)
    limit = max_actions if max_actions is not None else 10**9
    while not game.is_over and len(game.log) < limit:
        game.apply_or_raise(choose_random(rng, game.legal_actions()))
    return game


SEATS = [SavedSeat(name="Ann"), SavedSeat(name="Bo", kind="computer", level="normal")]


def test_200_random_games_round_trip(tmp_path) -> None:
    for seed in range(200):
        game = random_game(seed, max_actions=None if seed % 5 == 0 else 40 + seed)
        path = tmp_path / f"g{seed}.rbsave"
        save_game(game, SEATS, path)
        loaded = load_save(path)
        assert loaded.game.hash() == game.hash()
        assert loaded.data.seats[1].kind == "computer"
        assert loaded.data.finished == game.is_over


def test_a_tampered_save_is_refused_and_nothing_changes(tmp_path) -> None:
    game = random_game(3, max_actions=80)
    good = tmp_path / "good.rbsave"
    save_game(game, SEATS, good)
    data = json.loads(good.read_text())
    data["actions"][-1] = "end"  # a different last move
    bad = tmp_path / "bad.rbsave"
    bad.write_text(json.dumps(data))
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    with pytest.raises(SaveError) as err:
        load_save(bad)
    assert "changed" in str(err.value) or "cannot be replayed" in str(err.value)
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir()} == before
    assert load_save(good).game.hash() == game.hash()  # the other save is untouched


@pytest.mark.parametrize("mutate, words", [
    (lambda raw: raw[: len(raw) // 2], "truncated"),
    (lambda raw: b"\x00\x01garbage", "damaged"),
    (lambda raw: raw.replace(b'"version": 2', b'"version": 7'), "newer"),
    (lambda raw: raw.replace(b'"riftbound-table-save"', b'"something-else"'), "not a Riftbound"),
    (lambda raw: raw.replace(b'"seed"', b'"sead"'), "damaged"),
])
def test_bad_files_get_a_clear_refusal(tmp_path, mutate, words) -> None:
    game = random_game(1, max_actions=30)
    raw = dumps(game, SEATS).encode()
    with pytest.raises(SaveError) as err:
        parse_save(mutate(raw), "x.rbsave")
    assert words in str(err.value)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.binary(max_size=600))
def test_fuzzed_bytes_never_crash_the_loader(raw: bytes) -> None:
    try:
        parse_save(raw)
    except SaveError:
        pass


_VALID = json.loads(dumps(random_game(2, max_actions=25), SEATS))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(key=st.sampled_from(sorted(_VALID)), value=st.one_of(
    st.none(), st.integers(), st.text(max_size=8), st.lists(st.text(max_size=6), max_size=3),
    st.dictionaries(st.text(max_size=4), st.integers(), max_size=2)))
def test_fuzzed_fields_never_crash_the_loader(key, value) -> None:
    from app.storage.saves import rebuild

    data = dict(_VALID)
    data[key] = value
    try:
        rebuild(parse_save(json.dumps(data)))
    except SaveError:
        pass


KILLER = """
import sys
from app.storage.recovery import write_recovery
path, a, b = sys.argv[1], open(sys.argv[2]).read(), open(sys.argv[3]).read()
print("ready", flush=True)
n = 0
while True:
    write_recovery(a if n % 2 else b, __import__("pathlib").Path(path))
    n += 1
"""


def test_sigkill_while_autosaving_leaves_a_loadable_recovery_file(tmp_path) -> None:
    if not hasattr(signal, "SIGKILL"):
        pytest.skip("no SIGKILL on this platform")
    a = dumps(random_game(4, max_actions=60), SEATS)
    b = dumps(random_game(5, max_actions=160), SEATS)
    (tmp_path / "a.json").write_text(a)
    (tmp_path / "b.json").write_text(b)
    target = tmp_path / "recovery.rbsave"
    target.write_text(a)
    for delay in (0.05, 0.11, 0.23):
        proc = subprocess.Popen([sys.executable, "-c", KILLER, str(target),
                                 str(tmp_path / "a.json"), str(tmp_path / "b.json")],
                                stdout=subprocess.PIPE, cwd=Path(__file__).parents[2])
        assert proc.stdout.readline().strip() == b"ready"
        time.sleep(delay)
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
        loaded = load_save(target)  # always a complete save, old or new
        assert loaded.game.hash() in (json.loads(a)["state_hash"], json.loads(b)["state_hash"])
    leftovers = [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    assert len(leftovers) <= 1  # at most the temp file being written when killed


def test_verify_command(tmp_path) -> None:
    game = random_game(6, max_actions=50)
    good = tmp_path / "ok.rbsave"
    save_game(game, SEATS, good)
    run = [sys.executable, "-m", "app", "verify"]
    ok = subprocess.run(run + [str(good)], capture_output=True, text=True,
                        cwd=Path(__file__).parents[2])
    assert ok.returncode == 0 and "matches" in ok.stdout
    bad = tmp_path / "bad.rbsave"
    bad.write_text(good.read_text()[:100])
    fail = subprocess.run(run + [str(bad)], capture_output=True, text=True,
                          cwd=Path(__file__).parents[2])
    assert fail.returncode == 1 and "truncated" in fail.stdout
