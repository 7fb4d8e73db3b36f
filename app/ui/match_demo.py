"""A Match to look at (`riftbound screenshot OUT.png --match`): two random legal decks with
three battlefields and a sideboard, the first game played by the computer to its end, the
second one under way at the table (the score 1–0 on the table's left edge)."""

from __future__ import annotations

import random
from typing import Any


def show_demo_match(window: Any, seed: int = 1, actions: int = 40) -> None:
    from app.ai import make_agent
    from app.ai.match_agent import choose_in_match
    from app.cards.catalog import load_catalog
    from app.engine.face.match import GAME, Match
    from app.selfplay_match import match_decks
    from app.ui.controller import Seat
    from app.ui.match_session import install
    from app.ui.texts import translate

    cat = load_catalog()
    decks = match_decks(random.Random(seed), cat)
    names = [translate("MatchSession", "Player 1"), translate("MatchSession", "Computer")]
    match = Match(decks, seed, names, cat.game_tokens())
    agents = [make_agent("easy", seed), make_agent("easy", seed + 1)]
    played = 0
    while not match.is_over and (match.number == 1 or match.stage != GAME
                                 or played < actions):
        if match.number == 2 and match.stage == GAME:
            played += 1
        me = match.to_act
        assert me is not None
        match.apply_or_raise(choose_in_match(agents[me], match, me).action, me)
    seats = [Seat(names[0], decks[0].spec, True, None, decks[0].sideboard),
             Seat(names[1], decks[1].spec, False, "easy", decks[1].sideboard)]
    session = install(window, match, seats)
    window.computer.agents.clear()  # a picture: nobody moves
    session.saved_len = len(match.log)  # nothing to save when the picture is taken


__all__ = ["show_demo_match"]
