"""Generated card text: every card gets some, in our own words.

The guard compares every generated text (and every keyword reminder) with the printed
text and errata text of the reference cards: no run of six consecutive words may match.
It is skipped when the shared reference folder is absent.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from app.cards.catalog import Catalog, load_catalog
from app.cards.text import CardTextError, ability_text, card_text, keyword_reminder
from app.engine.core.abilities import Ability
from app.engine.core.cards import CardDef
from app.engine.core.enums import ALL_DOMAINS, CardType, Keyword
from app.engine.core.selects import Select, Static, TargetSlot
from app.engine.mechanics.oneoff import Handler
from app.engine.mechanics.ops.cards import Draw
from app.engine.mechanics.ops.damage import Deal, Fight, Heal, Kill
from app.engine.mechanics.ops.looking import Predict
from app.engine.mechanics.ops.might import Buff, Might, Stun
from app.engine.mechanics.ops.movement import Recall
from app.engine.mechanics.ops.resources import Channel, Exhaust, Point, Ready

SHARED = Path(__file__).resolve().parents[3] / "shared"
REFERENCE = SHARED / "reference" / "cards" / "proving-grounds.json"
RUN = 6  # words in a row that may not match printed text


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_catalog()


def _reference() -> list[dict[str, Any]]:
    if not REFERENCE.exists():
        pytest.skip(f"shared reference not found at {REFERENCE}")
    return json.loads(REFERENCE.read_text(encoding="utf-8"))


def _printed(obj: dict[str, Any]) -> list[str]:
    return [t for t in (obj.get("text"), (obj.get("errata") or {}).get("text")) if t]


def _word_lists(text: str) -> list[list[str]]:
    """Two spellings of the words: symbols read as words (":rb_might:" -> might), or dropped."""
    t = text.replace("\u2019", "'").replace("'", "")
    t = re.sub(r"\[M\]", " might ", t)
    as_words = re.sub(r":rb_energy_(\d+):", r" \1 energy ", t)
    as_words = re.sub(r":rb_([a-z]+)[a-z0-9_]*:", r" \1 ", as_words)
    dropped = re.sub(r":rb_[a-z0-9_]+:|\[M\]", " ", t)
    return [re.findall(r"[a-z0-9]+", s.lower()) for s in (as_words, dropped)]


def _runs(text: str) -> set[str]:
    out = set()
    for words in _word_lists(text):
        out.update(" ".join(words[i : i + RUN]) for i in range(len(words) - RUN + 1))
    return out


def _shared_run(ours: str, printed: str) -> set[str]:
    return _runs(ours) & _runs(printed)


def _keyword_lines(card_def: CardDef) -> list[Keyword]:
    """The keywords worded on lines of their own: Repeat's and Flow's lines are their costs'
    abilities, worded after the spell's text (RUP4 820.1.c, 829.1.c)."""
    kinds = {a.kind for a in card_def.abilities}
    return [k for k, _ in card_def.keywords if not ("repeat" in kinds and k is Keyword.REPEAT)
            and not ("flow" in kinds and k is Keyword.FLOW)]


def test_every_card_gets_text(catalog: Catalog) -> None:
    for card in catalog.all():
        card_def = catalog.card_def(card.code)
        text = card_text(card_def)
        assert isinstance(text, str)
        if card_def.abilities:
            assert text.strip(), card.name
            # a delayed or reflexive ability is worded inside the step that creates it
            worded = [a for a in card_def.abilities
                      if a.kind != "delayed" and a.trigger != "reflexive"]
            # and a line saying the other types it has (RUP4 178)
            assert len(text.splitlines()) == len(_keyword_lines(card_def)) + len(worded) + (
                1 if card_def.also else 0)
        if _keyword_lines(card_def):
            first = _keyword_lines(card_def)[0].value
            assert text.startswith(first), card.name  # keywords first
        if not card_def.abilities and not card_def.keywords:
            assert text == "", card.name


def test_sample_texts(catalog: Catalog) -> None:
    assert card_text(catalog.card_def("Falling Comet")).splitlines()[1] == (
        "Choose a unit at a battlefield. Deal 6 damage to it."
    )
    assert card_text(catalog.card_def("Garen, Rugged")).splitlines() == [
        f"Assault 2 {keyword_reminder(Keyword.ASSAULT, 2)}",
        f"Shield 2 {keyword_reminder(Keyword.SHIELD, 2)}",
    ]
    assert card_text(catalog.card_def("Lecturing Yordle")) == (
        "Tank (Units with Tank take combat damage first.)\n"
        "When this unit is played, draw 1 card."
    )
    assert card_text(catalog.card_def("Stalwart Poro")).startswith("Shield (")


def test_every_keyword_has_a_reminder() -> None:
    for kw in Keyword:
        reminder = keyword_reminder(kw)
        assert reminder.startswith("(") and reminder.endswith(".)"), kw
    assert "+2" in keyword_reminder(Keyword.SHIELD, 2)
    assert keyword_reminder(Keyword.TANK) == "(Units with Tank take combat damage first.)"


def test_no_text_copied_from_printed_cards(catalog: Catalog) -> None:
    reference = _reference()
    printed_all = [t for obj in reference for t in _printed(obj)]
    for obj in reference:
        ours = card_text(catalog.card_def(obj["card_code"]))
        for printed in printed_all:  # its own text, and every other card's too
            shared = _shared_run(ours, printed)
            assert not shared, f"text of {obj['name']!r} copies printed words: {shared}"
    for kw in Keyword:
        for n in (1, 2):
            for printed in printed_all:
                shared = _shared_run(keyword_reminder(kw, n), printed)
                assert not shared, f"reminder of {kw.value} copies printed words: {shared}"


def test_guard_catches_a_copy() -> None:
    printed = "Deal 6 to a unit at a battlefield."
    assert _shared_run("Deal 6 to a unit at a battlefield, then draw 1.", printed)
    assert _shared_run("Give me +3 :rb_might: this turn now", "give me +3 [M] this turn now")
    assert not _shared_run("Choose a unit at a battlefield. Deal 6 damage to it.", printed)


# --- unknown combinations raise ------------------------------------------------------------

UNIT = CardDef(code="TST-001", name="Test Unit", type=CardType.UNIT, energy=1, might=1)
SPELL = CardDef(code="TST-002", name="Test Spell", type=CardType.SPELL, energy=1)
LEGEND = CardDef(code="TST-003", name="Test Legend", type=CardType.LEGEND)


@pytest.mark.parametrize(
    ("ability", "card"),
    [
        (Ability(kind="spell", steps=(Handler(handler="x"),)), SPELL),
        (Ability(kind="spell", steps=(Might(n=2),)), SPELL),  # no one to give it to
        (Ability(kind="spell", steps=(Draw(n=1, condition="full_moon"),)), SPELL),
        (Ability(kind="triggered", trigger="on_tuesday", steps=(Draw(n=1),)), UNIT),
        (Ability(kind="triggered", trigger="play_me", condition="units_4",
                 steps=(Draw(n=1),)), UNIT),
        (Ability(kind="triggered", trigger="you_defend_here", steps=(Draw(n=1),)),
         UNIT),
        (Ability(kind="static", static=Static(op="fly")), UNIT),
        (Ability(kind="static", static=Static(op="might", n=1, condition="raining")), UNIT),
        (Ability(kind="static", static=Static(op="might", n=1, scope=Select(where="here"))),
         LEGEND),
        (Ability(kind="activated", steps=(Draw(n=1),)), UNIT),  # no cost
        (Ability(kind="spell", targets=(TargetSlot(Select(kind="player")),),
                 steps=(Kill(target=0),)), SPELL),
        (Ability(kind="spell", targets=(TargetSlot(Select()),),
                 steps=(Fight(),)), SPELL),
        (Ability(kind="mystery"), UNIT),
        (Ability(kind="static", legion=True, static=Static(op="might", n=1)), UNIT),
    ],
)
def test_unknown_combinations_raise(ability: Ability, card: CardDef) -> None:
    with pytest.raises(CardTextError):
        ability_text(ability, card)


def test_other_vocabulary_is_worded() -> None:
    """Ops and triggers no bundled card uses yet still have sentences."""
    slot = (TargetSlot(Select(side="enemy")),)
    for op in (Kill, Buff, Stun, Heal, Exhaust, Recall, Ready):
        text = ability_text(Ability(kind="spell", targets=slot, steps=(op(target=0),)), SPELL)
        assert "enemy unit" in text and text.endswith("."), op
    for trigger in ("defend", "conquer", "hold", "die", "start_of_turn", "start_of_main",
                    "you_play_unit"):
        text = ability_text(Ability(kind="triggered", trigger=trigger,
                                    steps=(Point(n=1),)), UNIT)
        assert text.endswith("gain 1 point."), trigger
    text = ability_text(Ability(kind="activated", cost_energy=1, cost_power=(ALL_DOMAINS,),
                                timing="action", steps=(Predict(n=2),)), UNIT)
    assert text.startswith("Pay 1 Energy and 1 Power of any domain: Predict 2 (peek ")
    # one payment: equal pips together, never "pay 1 ... and pay 1 ..." (Renekton's)
    text = ability_text(Ability(kind="activated", cost_power=(ALL_DOMAINS, ALL_DOMAINS),
                                exhaust_self=True, steps=(Predict(n=2),)), UNIT)
    assert text.startswith("Exhaust this unit and pay 2 Power of any domain: Predict 2 (peek ")
    legion = ability_text(Ability(kind="spell", steps=(Draw(n=1, condition="legion"),
                                                       Draw(n=2,
                                                            condition="no_legion"))), SPELL)
    assert "another card" in legion
    gated = ability_text(Ability(kind="triggered", trigger="play_me", legion=True,
                                 steps=(Draw(n=1),)), UNIT)
    assert gated.startswith("Legion — only if you have played another card this turn: When this")
    gated = ability_text(Ability(kind="activated", exhaust_self=True, legion=True,
                                 steps=(Draw(n=1),)), UNIT)
    assert gated.startswith("Legion — ") and "Exhaust this unit: Draw 1 card." in gated
    granted = ability_text(Ability(kind="static", static=Static(
        op="keyword", keyword=Keyword.TANK, scope=Select(side="friendly"))), LEGEND)
    assert granted.startswith("Each friendly unit has Tank")


def test_one_slot_fight_is_the_source_against_the_chosen_unit() -> None:
    """A unit's "choose an enemy unit; we deal damage equal to our Mights to each other"."""
    text = ability_text(Ability(kind="triggered", trigger="play_me",
                                targets=(TargetSlot(Select(side="enemy")),),
                                steps=(Fight(),)), UNIT)
    assert text == ("When this unit is played, choose an enemy unit. This unit and the chosen "
                    "unit each deal damage equal to its Might to the other.")


def test_channel_failed_names_the_runes_asked_for() -> None:
    """"If you couldn't channel 2 runes this way": fewer than 2, not none."""
    def text(n: int) -> str:
        return ability_text(Ability(kind="spell", steps=(
            Channel(n=n, exhausted=True),
            Draw(n=1, condition="channel_failed"))), SPELL)
    assert "If no rune could be channeled, draw 1 card." in text(1)
    assert "If fewer than 2 runes could be channeled this way, draw 1 card." in text(2)


def test_a_battlefields_conquer_trigger_is_about_itself() -> None:
    field = CardDef(code="TST-004", name="Test Field", type=CardType.BATTLEFIELD)
    ab = Ability(kind="triggered", trigger="you_conquer", steps=(Draw(n=1),))
    assert ability_text(ab, field) == "When you conquer this battlefield, draw 1 card."
    assert ability_text(ab, LEGEND) == "Whenever you conquer a battlefield, draw 1 card."


def test_six_target_slots_are_named_in_order() -> None:
    slots = tuple(TargetSlot(Select()) for _ in range(6))
    steps = tuple(Deal(n=2, target=k) for k in range(6))
    text = ability_text(Ability(kind="spell", targets=slots, steps=steps), SPELL)
    assert text.endswith("Deal 2 damage to the sixth chosen unit.")


# --- wording fixed after review ----------------------------------------------------------------


def test_legion_says_its_condition_once(catalog: Catalog) -> None:
    """The keyword line's reminder says when Legion works; the ability doesn't say it again
    (Noxus Hopeful); a card without the keyword line says it in the ability (Sun Disc)."""
    for code in ("OGN-012", "OGN-016", "OGN-218", "OGN-021"):
        text = card_text(catalog.card_def(code))
        assert text.count("another card this turn") == 1, text
    assert card_text(catalog.card_def("OGN-012")).endswith(
        "\nLegion — this unit costs 2 Energy less.")


def test_a_token_is_named_with_its_might(catalog: Catalog) -> None:
    """Altar to Unity plays a Recruit, a unit token with 1 Might (RUP4 185)."""
    assert "Recruit unit token with 1 Might" in card_text(catalog.card_def("OGN-275"))
    assert "two Recruit unit tokens with 1 Might" in card_text(catalog.card_def("OGN-218"))


def test_predict_has_its_reminder(catalog: Catalog) -> None:
    """Eclipse's Predict says what predicting does (RUP4 436.1), like a keyword's reminder."""
    assert "Predict (peek at your Main Deck's top card" in card_text(catalog.card_def("UNL-063"))
    assert "predict 2 (peek at your Main Deck's top 2 cards" in card_text(
        catalog.card_def("OGN-291"))


def test_move_to_base_names_the_controllers_base(catalog: Catalog) -> None:
    """A unit moved to base goes to its controller's, also one taken from its owner (RUP4
    107.1.c): Maddened Marauder, Flash."""
    assert card_text(catalog.card_def("OGN-191")).endswith("Move it to its controller's base.")
    assert "Move them to their controllers' bases." in card_text(catalog.card_def("OGS-011"))
