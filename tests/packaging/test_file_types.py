"""The .deb registers the saves' file type: a shared-mime-info package for *.rbsave, and a
desktop entry that lists it (and plain-text decks) and takes the file (%f), so that a
double-click opens a save with `riftbound FILE`."""

from __future__ import annotations

import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from app.engine import new_game
from app.storage.saves import SavedSeat, dumps

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
NS = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
SAVE_TYPE = "application/x-riftbound-save"


def _entry() -> dict[str, str]:
    text = (LINUX / "riftbound-table.desktop").read_text(encoding="utf-8")
    return dict(line.split("=", 1) for line in text.splitlines() if "=" in line)


def _save_type() -> ET.Element:
    root = ET.parse(LINUX / "riftbound-table.xml").getroot()
    types = {t.get("type"): t for t in root.findall("m:mime-type", NS)}
    assert set(types) == {SAVE_TYPE}
    return types[SAVE_TYPE]


def test_the_desktop_entry_opens_saves_and_decks() -> None:
    entry = _entry()
    assert entry["Exec"] == "riftbound %f"  # one file, as `riftbound FILE` takes it
    types = entry["MimeType"].rstrip(";").split(";")
    # only the saves: listing text/plain could make the game the default for every text file
    # where no editor is set; a deck opens with `riftbound FILE` or from the deckbuilder
    assert types == [SAVE_TYPE]


def test_the_mime_package_matches_the_saves_the_app_writes() -> None:
    from app.cards.catalog import load_catalog
    from app.decks.builtin import load_builtin_decks
    from app.decks.spec import to_deck_spec
    from app.storage.paths import recovery_file

    kind = _save_type()
    globs = [g.get("pattern") for g in kind.findall("m:glob", NS)]
    assert globs == ["*" + recovery_file().suffix] == ["*.rbsave"]
    assert kind.find("m:sub-class-of", NS).get("type") == "application/json"
    match = kind.find("m:magic/m:match", NS)
    start, end = (int(x) for x in match.get("offset").split(":"))
    decks = load_builtin_decks()
    game = new_game([to_deck_spec(decks["garen"]), to_deck_spec(decks["lux"])], seed=1,
                    tokens=load_catalog().game_tokens())
    text = dumps(game, [SavedSeat(name="A"), SavedSeat(name="B")])
    at = text.find(match.get("value"))
    assert start <= at <= end  # the magic finds a real save's header
    assert {c.get("{http://www.w3.org/XML/1998/namespace}lang") for c in
            kind.findall("m:comment", NS)} == {None, "it"}


def test_the_mime_package_compiles(tmp_path) -> None:
    tool = shutil.which("update-mime-database")
    if tool is None:
        pytest.skip("update-mime-database not installed (Debian: shared-mime-info)")
    mime = tmp_path / "mime"
    (mime / "packages").mkdir(parents=True)
    shutil.copy(LINUX / "riftbound-table.xml", mime / "packages")
    run = subprocess.run([tool, str(mime)], capture_output=True, text=True,
                         env={"XDG_DATA_HOME": str(tmp_path), "PATH": "/usr/bin:/bin"})
    assert run.returncode == 0 and not run.stderr.strip(), run.stderr
    assert f"{SAVE_TYPE}:*.rbsave" in (mime / "globs2").read_text()
    assert (mime / "application" / "x-riftbound-save.xml").exists()


def test_the_package_installs_and_checks_them() -> None:
    build = (LINUX / "build_deb.sh").read_text()
    assert '"$stage/usr/share/mime/packages/$name.xml"' in build
    check = (LINUX / "test_deb.sh").read_text()
    assert "/usr/share/mime/globs2" in check and "--smoke \"$deck\"" in check
