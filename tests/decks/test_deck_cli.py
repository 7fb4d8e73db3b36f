"""`riftbound deck check|convert`: output and exit codes."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from app import cli
from app.decks import codes, formats, validate
from app.decks.builtin import builtin_decks_dir

REPO = Path(__file__).resolve().parents[2]
LUX = str(builtin_decks_dir() / "lux.txt")


@pytest.fixture(autouse=True)
def _private(data_dir: Path) -> Path:
    return data_dir


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = cli.main(["deck", *argv])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_check_valid_deck(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "check", LUX)
    assert code == 0
    assert out.startswith("lux: legal for proving-grounds (40 main-deck cards, 12 runes")


def test_check_reports_each_problem_with_its_rule(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "check", LUX, "--format", "duel")
    assert code == 1
    assert "CR 103.4.a: This format needs 3 battlefield(s); the deck has 1." in out


def test_check_a_code_without_champion(
    capsys: pytest.CaptureFixture[str], reference_decks: list[dict]
) -> None:
    code, out, _ = run(capsys, "check", reference_decks[0]["deck_code"])
    assert code == 1 and "CR 103.2.a: Choose a Chosen Champion." in out
    code, out, _ = run(capsys, "check", reference_decks[0]["deck_code_with_chosen_champion"])
    assert code == 0, out


def test_check_by_deck_name_and_stdin(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    assert run(capsys, "check", "Master-Yi")[0] == 0
    monkeypatch.setattr(sys, "stdin", io.StringIO(Path(LUX).read_text(encoding="utf-8")))
    assert run(capsys, "check", "-")[0] == 0


def test_default_format_follows_the_list(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Three battlefields or a sideboard: a Constructed deck, checked by the tournament rules;
    one battlefield: Proving Grounds; `--format` wins."""
    text = (
        Path(LUX)
        .read_text(encoding="utf-8")
        .replace("1 Startipped Peak", "1 Startipped Peak\n1 Void Gate\n1 Fortified Position")
    )
    path = tmp_path / "three.txt"
    path.write_text(text, encoding="utf-8")
    code, out, _ = run(capsys, "check", str(path))
    assert code == 0 and "legal for tournament" in out
    assert run(capsys, "check", str(path), "--format", "duel")[1].startswith(
        "three: legal for duel"
    )
    # Eleven sideboard cards: the tournament rules apply even with one battlefield.
    side = tmp_path / "side.txt"
    side.write_text(Path(LUX).read_text(encoding="utf-8")
                    + "\nSideboard:\n3 Stupefy\n3 Final Spark\n3 Back to Back\n2 Gust\n",
                    encoding="utf-8")  # fmt: skip
    code, out, _ = run(capsys, "check", str(side))
    assert code == 1 and "not legal for tournament" in out
    assert "TR 601.1.c.1: The sideboard has 11 cards; at most 10." in out
    assert "CR 103.4.a: This format needs 3 battlefield(s); the deck has 1." in out
    assert run(capsys, "check", LUX)[1].startswith("lux: legal for proving-grounds")
    code, out, _ = run(capsys, "check", str(side), "--format", "proving-grounds")
    assert "TR 403.2: This format has no sideboard." in out


@pytest.mark.parametrize("fmt", ["code", "text", "codes", "tts"])
def test_convert_prints_the_reference_string(
    fmt: str, capsys: pytest.CaptureFixture[str], reference_decks: list[dict]
) -> None:
    keys = {"code": "deck_code_with_chosen_champion", "text": "text_list_piltover_archive",
            "codes": "text_list_with_codes", "tts": "tts_list"}  # fmt: skip
    ref = next(r for r in reference_decks if r["stem"] == "lux")
    code, out, _ = run(capsys, "convert", "--to", fmt, LUX)
    assert code == 0 and out == ref[keys[fmt]] + "\n"
    # ...and back from that output to a code.
    code, out, _ = run(capsys, "convert", "--to", "code", ref[keys[fmt]])
    assert code == 0 and out.strip() == ref["deck_code_with_chosen_champion"]


def test_convert_code_version(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "convert", "--to", "code", "--code-version", "2", LUX)
    assert code == 0 and out.startswith("CI")


@pytest.mark.parametrize(
    ("source", "message"),
    [
        ("CMAAAAA1AAAAAAAA", "not base32 at position 8"),
        ("CMAAAAAAAAAAAAAAAEAQ", "truncated after 12 bytes"),
        ("missing/deck.txt", "no such file"),
        ("nope.txt", "no such file"),
        ("OGS-021-1 OGN-999-1", "token 2 'OGN-999-1': unknown card OGN-999"),
    ],
)
def test_unreadable_input_exits_2(
    source: str, message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    for argv in (["check", source], ["convert", "--to", "text", source]):
        code, out, err = run(capsys, *argv)
        assert code == 2 and message in err and out == ""


def test_unreadable_file_names_the_line(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "bad.txt"
    path.write_text("1 Lux, Lady of Luminosity\n\n3 Stupefyy\n", encoding="utf-8")
    code, _, err = run(capsys, "check", str(path))
    assert code == 2
    assert "bad.txt: line 3: unknown card 'Stupefyy'. Did you mean 'Stupefy'?" in err


def test_convert_impossible_format_exits_1(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "side.txt"
    path.write_text(Path(LUX).read_text(encoding="utf-8") + "\nSideboard:\n1 Stupefy\n")
    code, _, err = run(capsys, "convert", "--to", "tts", str(path))
    assert code == 1 and "no sideboard" in err


def test_parser_choices_match_the_deck_modules() -> None:
    parser = cli.build_parser()
    deck = next(a for a in parser._subparsers._group_actions[0].choices.items() if a[0] == "deck")
    actions = deck[1]._subparsers._group_actions[0].choices
    check_fmt = next(a for a in actions["check"]._actions if a.dest == "format")
    to = next(a for a in actions["convert"]._actions if a.dest == "to")
    version = next(a for a in actions["convert"]._actions if a.dest == "code_version")
    assert tuple(check_fmt.choices) == validate.FORMATS
    assert set(to.choices) == set(formats.EXPORT_FORMATS)
    assert tuple(version.choices) == codes.SUPPORTED_VERSIONS
    assert version.default == codes.DEFAULT_VERSION


def test_building_the_parser_loads_no_deck_code(tmp_path: Path) -> None:
    # The GUI builds the parser too: it must not pay for the catalog or load Qt.
    script = (
        "import sys, app.cli; app.cli.build_parser(); "
        "assert 'app.decks.formats' not in sys.modules and 'app.cards.catalog' not in sys.modules"
    )
    result = subprocess.run([sys.executable, "-c", script], cwd=REPO, capture_output=True,
                            text=True)  # fmt: skip
    assert result.returncode == 0, result.stderr


def test_deck_modules_load_no_qt() -> None:
    script = (
        "import sys, app.decks.cli, app.decks.storage, app.decks.formats, app.decks.codes; "
        "assert not any(m.startswith(('PySide6', 'shiboken6')) for m in sys.modules)"
    )
    result = subprocess.run([sys.executable, "-c", script], cwd=REPO, capture_output=True,
                            text=True)  # fmt: skip
    assert result.returncode == 0, result.stderr


def test_console_entry_point(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "app", "deck", "convert", "--to", "code", LUX],
        cwd=REPO, capture_output=True, text=True,
        env={**os.environ, "RIFTBOUND_DATA_DIR": str(tmp_path)},
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("CM")


def test_check_reads_json_and_reports_every_bad_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    import json

    path = tmp_path / "yi.json"
    path.write_text(json.dumps({
        "legend": "OGS-19", "champion": "Master Yi, Meditative",
        "mainDeck": {"Master Yi, Meditative": 1, "Master Yi, Honed": 2, "Stalwart Poro": 3},
        "battlefields": ["Fortified Position"], "runes": {"Calm": 6, "Body": 6},
    }), encoding="utf-8")  # fmt: skip
    code, out, _ = run(capsys, "check", str(path))
    assert code == 1 and out.startswith("yi: not legal for proving-grounds")
    assert "CR 103.2: The main deck has 7 cards; it needs at least 40." in out
    broken = tmp_path / "broken.txt"
    broken.write_text("1 Master Yi, Wuju Bladesman\n3 Stalwrt Poro\n2 Gustt\n", encoding="utf-8")
    code, _, err = run(capsys, "check", str(broken))
    assert code == 2
    assert "broken.txt: 2 lines could not be read:" in err
    assert "line 2: unknown card 'Stalwrt Poro'" in err and "line 3: unknown card 'Gustt'" in err
