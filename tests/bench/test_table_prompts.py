"""How often the table asks: prompts in whole games against Normal, with fixed seeds, and the
log's lines (not in the default run: `python -m pytest tests/bench/test_table_prompts.py -s`).

Ann (the human seat) plays by mouse as in tests/ui/test_full_game_by_mouse.py; every time
the table waits for her is a prompt. A prompt is counted as having one sensible answer when
all she could do is pass or end her turn (or add resources), when it asks her to pay a cost
the table could pay for her ("Pay automatically" with nothing else but runes and Cancel),
or when it asks her to respond to her own spell or ability on top of the chain. Prints the
figures.
"""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.engine import Action
from tests.ui.test_full_game_by_mouse import _choose, _perform

SEEDS = (21, 22, 23)


def _one_answer(c, legal: list[Action]) -> str | None:
    """Why this prompt has only one sensible answer (None: it is a real choice)."""
    if c.nothing_but_pass(legal):
        return "only pass"
    if c.game.state.turn_player == 0 and all(a.verb == "end" or c._adds_only(a) for a in legal):
        return "only end turn"
    if Action("pay") in legal and all(a.verb in ("pay", "tap", "rec", "cancel") or
                                      c._adds_only(a) for a in legal):
        return "pay"
    s = c.game.state
    if s.chain and s.chain[-1].controller == 0 and Action("pass") in legal:
        return "own chain"
    return None


def _game(qtbot, window, seed: int, skip: bool = False) -> tuple[int, int, dict[str, int], int]:
    """Prompts, of which in the computer's turns, those with one sensible answer by why,
    and log lines; `skip`: Ann presses F6 whenever she can (To my turn)."""
    from app.ui.new_game_dialog import make_seat

    # no animation: a card is where it is drawn when it is dragged (the same game each run)
    window.settings = window.settings.model_copy(update={"reduce_motion": True})
    window.apply_settings()
    window.computer.pace_ms = 0
    window.start_game([make_seat("lux", "Ann"), make_seat("garen", "CPU", False, "normal")],
                      seed=seed)
    c = window.controller
    rng = random.Random(seed)
    prompts = theirs = 0
    single: dict[str, int] = {}
    for _ in range(3000):
        if c.game.is_over:
            break
        if skip and window.prompt.skip_button.isEnabled() \
                and not window.prompt.skip_button.isChecked():
            QTest.keyClick(window, Qt.Key.Key_F6)
        legal = c.legal()
        if c.game.to_act != 0 or window.interaction.answers_for_player(legal):
            qtbot.waitUntil(lambda: c.game.is_over or (c.game.to_act == 0 and not
                            window.interaction.answers_for_player(c.legal())), timeout=20000)
            continue
        prompts += 1
        theirs += c.game.state.turn_player != 0
        why = _one_answer(c, legal)
        if why:
            single[why] = single.get(why, 0) + 1
        before = len(c.game.log)
        _perform(qtbot, window, _choose(rng, legal))
        if len(c.game.log) == before and Action("cancel") in c.legal():
            c.act("cancel")
    assert c.game.is_over
    window.log.sync()
    return prompts, theirs, single, window.log.count()


def test_prompts_and_log_lines_against_normal(qtbot, window) -> None:
    for seed in SEEDS:
        for skip in (False, True):
            prompts, theirs, single, lines = _game(qtbot, window, seed, skip)
            print(f"\nseed {seed}{' F6' if skip else ''}: prompts {prompts} ({theirs} in the "
                  f"computer's turns), one sensible answer {sum(single.values())} {single}, "
                  f"log lines {lines}")
