"""A Match (RUP4 486) between two computer seats watched at the table: the games are played
by the table's computer players to their real end (no concession), every action reaches the
match, the computer answers the match's questions between games, and the match ends with
its dialog."""

from __future__ import annotations

import random

from app.selfplay_match import match_decks
from app.ui.controller import Seat


def test_two_computer_seats_play_a_match_to_its_end(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    from app.cards.catalog import load_catalog

    decks = match_decks(random.Random(2), load_catalog())
    seats = [Seat("Easy A", decks[0].spec, False, "easy", decks[0].sideboard),
             Seat("Easy B", decks[1].spec, False, "easy", decks[1].sideboard)]
    window.computer.pace_ms = 0
    assert window.start_match(seats, seed=3, best_of=3)
    session = window.match_session
    m = session.match
    shown = []
    qtbot.waitUntil(lambda: (shown.append((m.number, tuple(m.wins),
                                           session.panel.wins[0].text(),
                                           session.panel.wins[1].text()))
                             or m.is_over), timeout=120000)
    assert max(m.wins) == 2 and all(r.winner is not None for r in m.records)
    qtbot.waitUntil(lambda: session.over_dialog is not None and session.over_dialog.isVisible())
    # the score on the table followed every game
    assert session.panel.wins[m.winner].text() == "2"
    assert any(w == (1, 0) or w == (0, 1) for _, w, _, _ in shown)
    # the games ended by the rules at the table, and the match's log is theirs
    from app.engine.face.match import Match

    again = Match.from_dict(m.to_dict(), m.decks, m.tokens)
    assert again.hash() == m.hash() and again.records == m.records
    assert not any(t.startswith("concede") for t in m.log)
