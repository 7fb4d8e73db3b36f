"""Every shape of deck list a player may paste or open reads as the same deck; a partly
broken list names every bad line and carries the deck the rest makes."""

from __future__ import annotations

import base64
import json

import pytest

from app.cards.catalog import Catalog, load_catalog, normalize_code, normalize_name
from app.decks.builtin import load_builtin_decks
from app.decks.formats import DeckImportError, canonical, detect_format, export, parse_any
from app.decks.model import DeckList

YI_TEXT = """\
1 Master Yi, Wuju Bladesman

1 Master Yi, Meditative

1 Master Yi, Meditative
2 Master Yi, Honed
3 Stalwart Poro
3 Gentlemen's Duel

1 Fortified Position

6 Calm Rune
6 Body Rune
"""
YI = DeckList(
    "", "Master Yi, Wuju Bladesman", "Master Yi, Meditative",
    (("Master Yi, Meditative", 1), ("Master Yi, Honed", 2), ("Stalwart Poro", 3),
     ("Gentlemen's Duel", 3)),
    ("Fortified Position",), (("Calm Rune", 6), ("Body Rune", 6)),
)  # fmt: skip
YI_SIDE = DeckList(YI.name, YI.legend, YI.champion, YI.main, YI.battlefields, YI.runes,
                   (("Gust", 2), ("Confront", 1)))  # fmt: skip


def same(text: str, deck: DeckList = YI) -> None:
    got = parse_any(text)
    assert canonical(got) == canonical(deck), text


# --- Piltover Archive text, old and new --------------------------------------------------------


def test_piltover_text_new_and_old() -> None:
    assert parse_any(YI_TEXT) == YI
    # Old lists put every copy of the champion in the champion block.
    old = YI_TEXT.replace("1 Master Yi, Meditative\n\n1 Master Yi, Meditative\n",
                          "2 Master Yi, Meditative\n\n")  # fmt: skip
    same(old)
    # The sideboard as a sixth, unheaded block after the runes.
    same(YI_TEXT + "\n2 Gust\n1 Confront\n", YI_SIDE)


def test_whitespace_bom_crlf_tabs_change_nothing() -> None:
    messy = "\ufeff" + YI_TEXT.replace("\n", "  \r\n").replace("3 Stalwart", "3\tStalwart")
    same(messy)
    same("\n\n" + YI_TEXT.replace("\n", "\t\n") + "\n\n")


# --- headed lists -------------------------------------------------------------------------------

HEADED_STYLES = [
    ("Legend:", "Champion:", "Main Deck:", "Battlefields:", "Runes:", "Sideboard:"),
    ("Legend:", "Chosen Champion:", "MainDeck:", "Battlefield:", "Rune Pool:", "Side Deck:"),
    ("== Legend ==", "== Champion ==", "== Main Deck ==", "== Battlefields ==", "== Runes ==",
     "== Side Deck =="),
    ("[legend]", "[champion]", "[main]", "[battlefields]", "[runes]", "[sideboard]"),
    ("## Legend", "## Champion", "## Main Deck (6)", "## Battlefields", "## Runes (12)",
     "## Sideboard"),
]


@pytest.mark.parametrize("headers", HEADED_STYLES)
@pytest.mark.parametrize("style", ["{n} {name}", "{n}x {name}", "{n} {name} [{code}]",
                                   "{n}x {name} ({code})"])
def test_headed_lists_in_every_style(headers: tuple[str, ...], style: str) -> None:
    cat = load_catalog()

    def lines(entries: list[tuple[str, int]]) -> str:
        return "\n".join(style.format(n=n, name=name, code=cat.lookup(name).code)
                         for name, n in entries)  # fmt: skip

    legend, champion, main, battlefields, runes, side = headers
    text = "\n".join([
        legend, lines([(YI.legend, 1)]),
        champion, lines([(YI.champion, 1)]),
        main, lines(list(YI.main)),
        battlefields, lines([("Fortified Position", 1)]),
        runes, lines(list(YI.runes)),
        side, lines(list(YI_SIDE.sideboard)),
    ])  # fmt: skip
    assert detect_format(text) == "headed"
    same(text, YI_SIDE)
    # An empty sideboard section is no sideboard.
    same(text.split(side)[0] + side + "\n")


def test_header_lines_may_hold_a_card_and_a_count() -> None:
    text = ("Legend: Master Yi, Wuju Bladesman\nChampion: Master Yi, Meditative\n"
            "Main Deck (9):\n1 Master Yi, Meditative\n2 Master Yi, Honed\n3 Stalwart Poro\n"
            "3 Gentlemen's Duel\nBattlefields: Fortified Position\nRunes (12):\n"
            "6 Calm Rune\n6 Body Rune\n")  # fmt: skip
    same(text)
    # "Champion: 2 X": one copy is the chosen champion, the other joins the main deck.
    same(text.replace("Champion: Master Yi", "Champion: 2 Master Yi").replace(
        "Main Deck (9):\n1 Master Yi, Meditative\n", "Main Deck (9):\n"))


# --- one line, markdown tables, leading metadata ------------------------------------------------


def test_official_text_squeezed_onto_one_line() -> None:
    one = " ".join(line for line in YI_TEXT.splitlines() if line)
    assert "\n" not in one
    same(one)
    same(one + " 2 Gust 1 Confront", YI_SIDE)  # after the runes: the sideboard


def test_markdown_tables() -> None:
    one = " ".join(line for line in YI_TEXT.splitlines() if line)
    same(f"| Deck | List |\n|---|---|\n| Master Yi | {one} |\n")
    rows = [line.split(" ", 1) for line in YI_TEXT.splitlines() if line]
    table = "| Qty | Card |\n| ---: | :--- |\n" + "\n".join(f"| {n} | {name} |" for n, name in rows)
    same(table)
    sections = ("| Section | Cards |\n|---|---|\n| Legend | Master Yi, Wuju Bladesman |\n"
                "| Champion | Master Yi, Meditative |\n"
                "| Main Deck | 1 Master Yi, Meditative 2 Master Yi, Honed 3 Stalwart Poro "
                "3 Gentlemen's Duel |\n| Battlefields | 1 Fortified Position |\n"
                "| Runes | 6 Calm Rune 6 Body Rune |\n")  # fmt: skip
    same(sections)


def test_leading_key_value_block_is_skipped() -> None:
    text = "Name: Yi tempo\nAuthor: someone\nDate: 2025-10-01\nFormat: Constructed\n\n" + YI_TEXT
    deck = parse_any(text)
    assert deck.name == "Yi tempo" and canonical(deck) == canonical(YI)
    # Further down, an unknown header is still an error naming its line.
    with pytest.raises(DeckImportError, match="line 9: 'Extras:': unknown section header"):
        parse_any(YI_TEXT.replace("\n\n1 Fortified", "\nExtras:\n1 Fortified", 1))


# --- JSON ---------------------------------------------------------------------------------------


def test_json_exports() -> None:
    data = {
        "name": "Yi JSON",
        "legend": {"id": "OGS-19", "name": "Master Yi, Wuju Bladesman"},
        "champion": "OGS-4",
        "mainDeck": [{"cardId": "OGS-4", "quantity": 1}, {"id": "OGS-009", "count": 2},
                     {"name": "Stalwart Poro", "count": 3}, ["Gentlemen’s Duel", 3]],
        "sideDeck": {"Gust": 2, "OGN-52": 1},
        "battlefields": ["Fortified Position"],
        "runes": {"Calm": 6, "Body": {"count": 6}},
    }  # fmt: skip
    text = json.dumps(data, indent=2)
    assert detect_format(text) == "json"
    deck = parse_any(text)
    assert deck.name == "Yi JSON"
    assert canonical(deck) == canonical(
        DeckList("", YI.legend, YI.champion, YI.main, YI.battlefields, YI.runes,
                 (("Gust", 2), ("Stalwart Poro", 1)))  # fmt: skip
    )
    # Names only, nested under "deck", the main deck counting the chosen champion's copy.
    names = {"deck": {"legend": "Master Yi, Wuju Bladesman", "champion": "Master Yi, Meditative",
                      "main": {"Master Yi, Meditative": 2, "Master Yi, Honed": 2,
                               "Stalwart Poro": 3, "Gentlemen's Duel": 3, "Gust": 30},
                      "battlefields": "Fortified Position",
                      "runes": [{"name": "Calm Rune", "count": 6}, {"name": "Body Rune",
                                                                    "count": 6}]}}  # fmt: skip
    deck = parse_any(json.dumps(names))
    assert deck.champion == YI.champion and deck.main_count == 40
    assert deck.count("Master Yi, Meditative") == 2


def test_json_errors_name_every_bad_card_and_its_line() -> None:
    text = json.dumps({"legend": "Master Yi, Wuju Bladesman", "champion": "OGS-004",
                       "mainDeck": {"Stalwrt Poro": 3, "OGN-999": 1, "Master Yi, Honed": 2},
                       "runes": {"Calm": 12}}, indent=1)  # fmt: skip
    with pytest.raises(DeckImportError) as info:
        parse_any(text)
    err = info.value
    assert err.fmt == "json" and len(err.problems) == 2
    assert "Did you mean 'Stalwart Poro'" in str(err) and "'OGN-999'" in str(err)
    assert [p.line_no for p in err.problems] == [5, 6]
    assert err.partial is not None and err.partial.main == (("Master Yi, Honed", 2),)
    with pytest.raises(DeckImportError, match="not valid JSON"):
        parse_any('{"legend": ')


# --- TTS, Pixelborn, codes ----------------------------------------------------------------------


def test_pixelborn_is_base64_of_tts_tokens() -> None:
    for stem, deck in load_builtin_decks().items():
        tokens = export(deck, "tts").split()
        pixelborn = base64.b64encode("$".join(tokens).encode()).decode()
        assert detect_format(pixelborn) == "pixelborn"
        assert parse_any(pixelborn, name=stem) == deck
    # A single word in base32 is a deck code, whatever it decodes to.
    assert detect_format(export(load_builtin_decks()["lux"], "code")) == "code"
    bad = base64.b64encode(b"OGS-017-1$OGN-999-1").decode()
    with pytest.raises(DeckImportError, match="Pixelborn code: .*unknown card OGN-999"):
        parse_any(bad)


def test_tts_reports_every_bad_token_with_the_rest() -> None:
    with pytest.raises(DeckImportError) as info:
        parse_any("OGS-017-1 OGS-001-1 OGN-999-1 OGN-169-1 OGN-998-1")
    err = info.value
    assert "2 tokens could not be read" in str(err)
    assert "token 3 'OGN-999-1'" in str(err) and "token 5 'OGN-998-1'" in str(err)
    assert err.partial is not None and err.partial.main == (("Gust", 1),)
    assert err.left_out() == ["line 1, token 3 'OGN-999-1': unknown card OGN-999",
                              "line 1, token 5 'OGN-998-1': unknown card OGN-998"]  # fmt: skip
    # The legend's own token broken: the rest still makes a deck, without a legend yet.
    with pytest.raises(DeckImportError) as info:
        parse_any("OGS-999-1 OGS-001-1 OGN-169-1")
    assert info.value.partial == DeckList("", "", None, (("Annie, Fiery", 1), ("Gust", 1)), (),
                                          ())  # fmt: skip


def test_codes_unpadded() -> None:
    assert normalize_code("ogn-43") == "OGN-043"
    assert normalize_code("SFD-R2") == "SFD-R02"
    assert normalize_code("OGN-7a") == "OGN-007A"
    assert normalize_code("Gust") == "GUST"
    assert parse_any("OGS-17-1 OGS-1-1 OGN-169-1").champion == "Annie, Fiery"


# --- names --------------------------------------------------------------------------------------


def test_names_ignore_case_apostrophes_dashes_spaces_and_separators() -> None:
    cat = load_catalog()
    poro = cat.lookup("Stalwart Poro")
    card = poro.model_copy(update={"code": "OGN-900", "name": "Kai'Sa, Survivor", "aliases": (),
                                   "collector_number": 900})  # fmt: skip
    test_cat = Catalog([card])  # alone: the whole pool has its own Kai'Sa, Survivor
    for spelling in ("Kai'Sa, Survivor", "Kaisa - Survivor", "KAI’SA – SURVIVOR", "kaisa survivor",
                     "Kai`Sa ,  Survivor", "Kai'Sa — Survivor", "Kaisa, Survivor,"):
        assert test_cat.lookup(spelling) is card, spelling
    assert normalize_name("Kai'Sa, Survivor") == normalize_name("Kaisa - Survivor")
    assert cat.lookup("Gentlemens Duel").name == "Gentlemen's Duel"
    assert cat.lookup("Mega Mech").name == "Mega-Mech"
    assert cat.lookup("Master Yi Meditative").name == "Master Yi, Meditative"
    same(YI_TEXT.replace("Gentlemen's Duel", "gentlemen’s  duel").replace(
        "Master Yi, Honed", "MASTER YI - HONED"))


# --- errors: all at once, with the rest of the deck ---------------------------------------------


def test_every_bad_line_at_once_with_the_deck_the_rest_makes() -> None:
    bad = (YI_TEXT.replace("3 Stalwart Poro", "3 Stalwrt Poro")
           .replace("3 Gentlemen's Duel", "3 Gentlemens Dual")
           .replace("6 Body Rune", "six Body Rune"))  # fmt: skip
    with pytest.raises(DeckImportError) as info:
        parse_any(bad)
    err = info.value
    assert str(err).splitlines() == [
        "3 lines could not be read:",
        "line 7: unknown card 'Stalwrt Poro'. Did you mean 'Stalwart Poro'?",
        "line 8: unknown card 'Gentlemens Dual'. Did you mean 'Gentlemen's Duel'?",
        "line 13: 'six Body Rune': count must be a whole number",
    ]
    assert (err.line_no, err.line_text) == (7, "3 Stalwrt Poro")
    assert err.left_out() == ["line 7: 3 Stalwrt Poro", "line 8: 3 Gentlemens Dual",
                              "line 13: six Body Rune"]  # fmt: skip
    assert err.partial == DeckList(
        "", YI.legend, YI.champion, (("Master Yi, Meditative", 1), ("Master Yi, Honed", 2)),
        YI.battlefields, (("Calm Rune", 6),),
    )  # fmt: skip


def test_a_broken_legend_line_leaves_a_deck_without_legend() -> None:
    with pytest.raises(DeckImportError) as info:
        parse_any(YI_TEXT.replace("1 Master Yi, Wuju Bladesman", "1 Master Yii, Wuju Bladesman"))
    assert "Did you mean 'Master Yi, Wuju Bladesman'?" in str(info.value)
    assert info.value.partial == DeckList("", "", YI.champion, YI.main, YI.battlefields, YI.runes)
    text = json.dumps({"legend": "Nope", "mainDeck": {"Gust": 2}, "runes": {"Fury": 12}})
    with pytest.raises(DeckImportError) as info:
        parse_any(text)
    assert info.value.partial == DeckList("", "", None, (("Gust", 2),), (), (("Fury Rune", 12),))


def test_a_whole_list_error_has_no_partial_deck() -> None:
    with pytest.raises(DeckImportError) as info:
        parse_any("1 Master Yi, Wuju Bladesman\n3 Stalwart Poro\n1 Lux, Lady of Luminosity\n")
    assert info.value.partial is None and "one legend" in str(info.value)
