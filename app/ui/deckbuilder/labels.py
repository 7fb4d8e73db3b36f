"""Translated names for what the deckbuilder shows: card types, domains, keywords, deck
sections, formats and validation problems (all in the "Deckbuilder" context)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from app.decks.validate import Problem
from app.engine import CardType, Domain, Keyword


def type_name(t: CardType) -> str:
    return {
        CardType.UNIT: QCoreApplication.translate("Deckbuilder", "Unit"),
        CardType.SPELL: QCoreApplication.translate("Deckbuilder", "Spell"),
        CardType.GEAR: QCoreApplication.translate("Deckbuilder", "Gear"),
        CardType.LEGEND: QCoreApplication.translate("Deckbuilder", "Legend"),
        CardType.BATTLEFIELD: QCoreApplication.translate("Deckbuilder", "Battlefield"),
        CardType.RUNE: QCoreApplication.translate("Deckbuilder", "Rune"),
    }[t]


def domain_name(d: Domain | None) -> str:
    return {
        Domain.FURY: QCoreApplication.translate("Deckbuilder", "Fury"),
        Domain.CALM: QCoreApplication.translate("Deckbuilder", "Calm"),
        Domain.MIND: QCoreApplication.translate("Deckbuilder", "Mind"),
        Domain.BODY: QCoreApplication.translate("Deckbuilder", "Body"),
        Domain.CHAOS: QCoreApplication.translate("Deckbuilder", "Chaos"),
        Domain.ORDER: QCoreApplication.translate("Deckbuilder", "Order"),
        None: QCoreApplication.translate("Deckbuilder", "Colorless"),
    }[d]


def keyword_name(k: Keyword) -> str:
    return {
        Keyword.ACCELERATE: QCoreApplication.translate("Deckbuilder", "Accelerate"),
        Keyword.ACTION: QCoreApplication.translate("Deckbuilder", "Action"),
        Keyword.REACTION: QCoreApplication.translate("Deckbuilder", "Reaction"),
        Keyword.ASSAULT: QCoreApplication.translate("Deckbuilder", "Assault"),
        Keyword.SHIELD: QCoreApplication.translate("Deckbuilder", "Shield"),
        Keyword.TANK: QCoreApplication.translate("Deckbuilder", "Tank"),
        Keyword.DEATHKNELL: QCoreApplication.translate("Deckbuilder", "Deathknell"),
        Keyword.GANKING: QCoreApplication.translate("Deckbuilder", "Ganking"),
        Keyword.HIDDEN: QCoreApplication.translate("Deckbuilder", "Hidden"),
        Keyword.LEGION: QCoreApplication.translate("Deckbuilder", "Legion"),
        Keyword.VISION: QCoreApplication.translate("Deckbuilder", "Vision"),
        Keyword.TEMPORARY: QCoreApplication.translate("Deckbuilder", "Temporary"),
        Keyword.DEFLECT: QCoreApplication.translate("Deckbuilder", "Deflect"),
        Keyword.EQUIP: QCoreApplication.translate("Deckbuilder", "Equip"),
        Keyword.QUICK_DRAW: QCoreApplication.translate("Deckbuilder", "Quick-Draw"),
        Keyword.REPEAT: QCoreApplication.translate("Deckbuilder", "Repeat"),
        Keyword.WEAPONMASTER: QCoreApplication.translate("Deckbuilder", "Weaponmaster"),
        Keyword.AMBUSH: QCoreApplication.translate("Deckbuilder", "Ambush"),
        Keyword.HUNT: QCoreApplication.translate("Deckbuilder", "Hunt"),
        Keyword.LEVEL: QCoreApplication.translate("Deckbuilder", "Level"),
        Keyword.UNIQUE: QCoreApplication.translate("Deckbuilder", "Unique"),
        Keyword.BACKLINE: QCoreApplication.translate("Deckbuilder", "Backline"),
        Keyword.EMPOWER: QCoreApplication.translate("Deckbuilder", "Empower"),
        Keyword.EMPOWERED: QCoreApplication.translate("Deckbuilder", "Empowered"),
        Keyword.FLOW: QCoreApplication.translate("Deckbuilder", "Flow"),
    }.get(k, k.value)


def supertype_name(s: str | None) -> str:
    return {
        "Champion": QCoreApplication.translate("Deckbuilder", "Champion"),
        "Signature": QCoreApplication.translate("Deckbuilder", "Signature"),
        "Token": QCoreApplication.translate("Deckbuilder", "Token"),
        "Basic": QCoreApplication.translate("Deckbuilder", "Basic"),
    }.get(s or "", s or "")


def section_name(section: str) -> str:
    return {
        "legend": QCoreApplication.translate("Deckbuilder", "Legend"),
        "champion": QCoreApplication.translate("Deckbuilder", "Chosen champion"),
        "main": QCoreApplication.translate("Deckbuilder", "Main deck"),
        "battlefields": QCoreApplication.translate("Deckbuilder", "Battlefields"),
        "runes": QCoreApplication.translate("Deckbuilder", "Runes"),
        "sideboard": QCoreApplication.translate("Deckbuilder", "Sideboard"),
    }[section]


def format_name(fmt: str) -> str:
    return {
        "proving-grounds": QCoreApplication.translate("Deckbuilder", "Proving Grounds"),
        "duel": QCoreApplication.translate("Deckbuilder", "Duel"),
        "tournament": QCoreApplication.translate("Deckbuilder", "Tournament"),
    }.get(fmt, fmt)


# The English templates of `app.decks.validate`, listed so that lupdate offers them to
# translators (a test checks this list against validate.py).
PROBLEM_TEMPLATES = (
    QT_TRANSLATE_NOOP("DeckProblem", "The deck needs one Champion Legend."),
    QT_TRANSLATE_NOOP("DeckProblem", "Choose a Chosen Champion."),
    QT_TRANSLATE_NOOP("DeckProblem", "{name} can't be the Chosen Champion: it must be a "
                      "champion unit with the legend's tag ({tags})."),
    QT_TRANSLATE_NOOP("DeckProblem", "A tournament main deck has exactly 40 cards, not {n}."),
    QT_TRANSLATE_NOOP("DeckProblem", "The main deck has {n} cards; it needs at least 40."),
    QT_TRANSLATE_NOOP("DeckProblem", "{n} copies of {name}: at most 3 of a card."),
    QT_TRANSLATE_NOOP("DeckProblem", "{name} can't be in the main deck."),
    QT_TRANSLATE_NOOP("DeckProblem", "{name} is outside the deck's domains ({domains})."),
    QT_TRANSLATE_NOOP("DeckProblem", "{name} is a signature card of another champion."),
    QT_TRANSLATE_NOOP("DeckProblem", "{n} signature cards: at most 3 in all."),
    QT_TRANSLATE_NOOP("DeckProblem", "The rune deck has {n} runes; it needs exactly 12."),
    QT_TRANSLATE_NOOP("DeckProblem", "{name} is not a rune."),
    QT_TRANSLATE_NOOP("DeckProblem", "{name} is outside the deck's domains."),
    QT_TRANSLATE_NOOP("DeckProblem", "This format needs {want} battlefield(s); the deck has "
                      "{n}."),
    QT_TRANSLATE_NOOP("DeckProblem", "{n} battlefields named {name}: the battlefields must "
                      "have different names."),
    QT_TRANSLATE_NOOP("DeckProblem", "{name} is not a battlefield."),
    QT_TRANSLATE_NOOP("DeckProblem", "This format has no sideboard."),
    QT_TRANSLATE_NOOP("DeckProblem", "The sideboard has {n} cards; at most 10."),
    QT_TRANSLATE_NOOP("DeckProblem", "{name} is not a valid main-deck card for this deck."),
    QT_TRANSLATE_NOOP("DeckProblem", "{n} copies of {name}: it is Unique, at most 1 in a "
                      "deck."),
    QT_TRANSLATE_NOOP("DeckProblem", "{name} is banned in this format (ban list of {date})."),
)


def problem_text(problem: Problem) -> str:
    """The problem in the player's language, with its rule: "... (CR 103.2.b)".

    The English templates live in `app.decks.validate`; they are translated in the
    "DeckProblem" context (an untranslated template shows in English).
    """
    sentence = QCoreApplication.translate("DeckProblem", problem.template)
    try:
        sentence = sentence.format(**problem.params)
    except (KeyError, IndexError, ValueError):
        sentence = problem.message
    return QCoreApplication.translate("Deckbuilder", "{problem} ({rule})").format(
        problem=sentence, rule=problem.rule)
