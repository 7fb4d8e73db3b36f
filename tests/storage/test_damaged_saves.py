"""Every damaged save gets the project's own error (SaveError), which the window and
`riftbound verify` expect; a save is checked as a whole (its checksum), and older saves
without one still load."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from types import SimpleNamespace

import pytest

from app.cards.catalog import load_catalog
from app.decks.builtin import load_builtin_decks
from app.decks.spec import to_deck_spec
from app.engine import new_game
from app.selfplay import choose_random
from app.storage.cli import verify_command
from app.storage.saves import (
    SavedSeat,
    SaveError,
    _checksum,
    dumps,
    load_save,
    parse_save,
    rebuild,
)


def _game():  # noqa: ANN202
    decks = [to_deck_spec(d) for _k, d in sorted(load_builtin_decks().items())][:2]
    game = new_game(decks, seed=2, names=["Ann", "Bo"], tokens=load_catalog().game_tokens())
    rng = random.Random(2)
    while not game.is_over and len(game.log) < 60:
        game.apply_or_raise(choose_random(rng, game.legal_actions()))
    return game


GAME = _game()
SEATS = [SavedSeat(name="Ann"), SavedSeat(name="Bo", kind="computer", level="normal")]
BASE = json.loads(dumps(GAME, SEATS))


def signed(data: dict) -> str:
    """The file as a save of this version would write it: a fresh checksum, so that only
    the damage under test is left to find."""
    data = copy.deepcopy(data)
    data["checksum"] = _checksum(data)
    return json.dumps(data)


def refused(raw: str, *words: str) -> str:
    with pytest.raises(SaveError) as err:
        rebuild(parse_save(raw, "x.rbsave"), "x.rbsave")
    for word in words:
        assert word in str(err.value)
    return str(err.value)


def test_a_save_round_trips_with_its_checksum(tmp_path: Path) -> None:
    assert len(BASE["checksum"]) == 64
    path = tmp_path / "g.rbsave"
    path.write_text(json.dumps(BASE))
    assert load_save(path).game.hash() == GAME.hash()


def test_more_decks_than_seats() -> None:
    data = copy.deepcopy(BASE)
    data["decks"].append(data["decks"][0])
    refused(signed(data), "3 decks for 2 players")


@pytest.mark.parametrize("mode", ["war", "skirmish", "2v2"])
def test_a_mode_with_the_wrong_number_of_decks(mode: str) -> None:
    data = copy.deepcopy(BASE)
    data["mode"] = mode
    refused(signed(data), f"{mode} is played by")


def test_2v2_teammates_sharing_battlefields_and_legends() -> None:
    data = copy.deepcopy(BASE)
    data["mode"] = "2v2"
    data["decks"] *= 2
    data["seats"] = data["seats"] + [{"name": "Cy"}, {"name": "Di"}]
    refused(signed(data), "489.8")


def test_a_number_of_4400_digits() -> None:
    raw = json.dumps(BASE).replace(f'"seed": {BASE["seed"]}', '"seed": ' + "9" * 4_400)
    refused(raw, "damaged")


def test_json_nested_100000_deep() -> None:
    refused('{"format": "riftbound-table-save", "x": ' + "[" * 100_000 + "]" * 100_000 + "}",
            "damaged")


def test_a_damaged_move_that_reaches_the_same_position_is_caught() -> None:
    """'pass' and 'pass ' (or a renamed seat) replay alike; the checksum still sees it."""
    data = copy.deepcopy(BASE)
    data["seats"][0]["name"] = "Anne"
    refused(json.dumps(data), "checksum")
    data = copy.deepcopy(BASE)
    data["actions"][-1] += " "
    refused(json.dumps(data), "checksum")


def test_a_damaged_byte_anywhere_is_caught() -> None:
    raw = json.dumps(BASE)
    at = raw.index('"saved_at": "') + len('"saved_at": "')
    refused(raw[:at] + ("1" if raw[at] != "1" else "2") + raw[at + 1:], "checksum")


def test_an_unknown_rules_value_is_refused() -> None:
    data = copy.deepcopy(BASE)
    data["rules"] = "RUP9"
    refused(signed(data), "'RUP9'", "RUP4")


def test_decks_with_cards_that_cant_be_played_yet_are_refused_naming_them() -> None:
    cat = load_catalog()
    # any card still waiting for its vocabulary (a named one gets implemented sooner or later)
    implemented = cat.implemented_codes()
    unplayable = next((c for c in sorted(cat.all(), key=lambda c: c.code)
                       if c.code not in implemented and c.supertype != "Token"), None)
    if unplayable is None:
        pytest.skip("every card of the catalog can be played")
    data = copy.deepcopy(BASE)
    data["decks"][0]["main"][0] = unplayable.code
    refused(signed(data), "can't play yet", unplayable.name)


def test_an_older_save_without_checksum_still_loads() -> None:
    data = copy.deepcopy(BASE)
    del data["checksum"]
    data["version"] = 1
    assert rebuild(parse_save(json.dumps(data))).hash() == GAME.hash()
    data["version"] = 2  # a format 2 file without its checksum is damaged
    refused(json.dumps(data), "checksum")


def test_verify_reports_damage_without_a_traceback(tmp_path: Path, capsys) -> None:  # noqa: ANN001
    path = tmp_path / "deep.rbsave"
    path.write_text('{"format": "riftbound-table-save", "x": ' + "[" * 100_000 + "]" * 100_000
                    + "}")  # fmt: skip
    assert verify_command(SimpleNamespace(save=str(path))) != 0
    assert "damaged" in capsys.readouterr().out + capsys.readouterr().err
