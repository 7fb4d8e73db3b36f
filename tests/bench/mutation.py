"""Mutation check of the card definitions: would a card's scenarios notice a wrong card?

For every implemented card, each mutant is its definition with one thing changed:

- every number by +1 and by -1: Energy, Might, a summing keyword's value (RUP4 807.2, 809.2,
  814.2: Assault, Shield, Deflect), and every integer of its abilities (a step's n, a
  target's count or max_might, a cost, a condition's threshold, ...);
- the Power cost, and every Power cost in its abilities, by one pip more and one less;
- dropped, one at a time: each keyword of the card, each condition (`condition`,
  `if_control`, `event`), each Equipment tag (`equipment`), each true flag (`optional`,
  `may`, `up_to`, `other`, `exhausted`, ...), each step, and each filter of a target slot
  or scope (`side`, `where`, `card_type`, ...; not the `kind` of what is chosen).

The mutant replaces the card's definition in the catalog (in-process, nothing written), and
the scenarios that test the card run: those listing its code in `cards = [...]` first, then
any scenario naming it (tests/cards/scenarios and tests/scenarios). The mutant is caught
when an expectation fails or an error (or a runaway: more than `TIME_LIMIT` seconds) stops
a scenario.

Not counted, and listed: mutants the data validation refuses (not a definition the card
could have), and mutants equivalent by construction: the compiled definition is identical
(an explicit default dropped), or the value of a keyword without a number changed (instances
of Tank, Ganking, ... are redundant, only having it counts), Legion, Level or Empowered
changed (their abilities say what they do, RUP4 812, 824, 828; the printed keyword is a
label), or a mutant listed in
`KNOWN_EQUIVALENT` with the reason no game can tell it from the card.

`python -m tests.bench.mutation [--cards OGN-001,OGN-002] [--jobs 2] [--all]` prints the
report; `python -m pytest tests/bench/test_mutation.py -s` runs the whole pool.
"""

from __future__ import annotations

import argparse
import copy
import json
import re
import signal
import sys
import time
import tomllib
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app.cards.abilities import CardAbilities
from app.cards.catalog import ABILITY_FILES, DATA_DIR, DATA_FILES, Catalog, load_catalog
from app.cards.models import CardFacts
from app.engine.core.cards import CardDef
from app.engine.core.enums import SUMMING_KEYWORDS, CardType, Keyword
from app.scenarios import run_file

ROOT = Path(__file__).resolve().parents[2]
SCENARIO_DIRS = (ROOT / "tests" / "cards" / "scenarios", ROOT / "tests" / "scenarios")
TIME_LIMIT = 5.0  # seconds for one scenario; a normal one takes a few milliseconds
TARGET = 95.0  # per cent of mutants caught

# Where an ability's data holds a selection (a target slot or a scope): its keys other than
# what is selected (`kind`) and how many (`count`, mutated as a number) are filters.
_SELECTORS = ("targets", "scope", "per_scope", "event", "if_control")
_NOT_FILTERS = ("kind", "count")
# Conditions of an ability, a step or a static.
_CONDITIONS = ("condition", "if_control", "event")
# Other tags an ability may drop: an Equip ability or Effect Text ability becomes a plain one
# (RUP4 818, 136.2)
_DROPPABLE = ("equipment",)
_PIP_LISTS = ("cost_power", "less_power", "power")

# Mutants that no game can tell from the card, found by hand: (code, field, change): why.
_BARE = "a keyword granted with n = 0 is granted bare, as 1 (statics.granted_keywords)"
_UNIQUE = ("Unique limits a deck to one copy (RUP4 825.3.a): app.decks checks it "
           "(tests/decks/test_validate.py); no game can tell")
KNOWN_EQUIVALENT: dict[tuple[str, str, str], str] = {
    ("UNL-106", "abilities[0].targets[0].side", "dropped"):
        "the second slot needs an enemy item whose chosen friendly units are exactly the first "
        "chosen unit: an enemy unit is never among them, so only a friendly unit can be chosen "
        "first anyway",
    ("SFD-173", "abilities[1].static.scope.other", "dropped"):
        "a death replacement never watches its own source's death (actions.death), and "
        "'less Might than me' never holds for herself either",
    ("VEN-099", "abilities[0].targets[0].where", "dropped"):
        "its trigger is a play effect from Hidden: its choice is made at its battlefield "
        "anyway (RUP4 811.1.d.2), which is where it is",
    ("VEN-037", "abilities[0].steps[1].condition", "dropped"):
        "the disempower step follows the kill of a gear that isn't Empowered: that gear has "
        "left the board, and disempowering what isn't Empowered does nothing (RUP4 442.1.a.1)",
    ("VEN-127", "abilities[0].steps[0].condition", "dropped"):
        "disempowering a unit that isn't Empowered does nothing (RUP4 442.1.a.1)",
    ("SFD-163", "abilities[0].steps[1].condition", "dropped"):
        "without a kill there is no killed unit's Might to give: the amount is 0 (RUP4 "
        "359.3.e.12), and a death replaced records none",
    ("SFD-181", "abilities[0].static.n", "-1"): _BARE,
    ("SFD-084", "abilities[0].steps[1].max_energy", "+1"):
        "no gear of the pool costs 8 Energy: those of 7 or less may use it, those of 9 or more "
        "not (Vanguard Armory, 7; Dazzling Aurora, 9: jayce-man-of-progress.toml)",
    ("OGN-015", "abilities[0].static.n", "-1"): _BARE,
    ("OGN-019", "abilities[0].static.n", "-1"): _BARE,
    ("OGN-074", "abilities[0].static.n", "-1"): _BARE,
    ("UNL-012", "abilities[0].steps[0].n", "-1"): _BARE,
    ("UNL-071", "abilities[0].steps[0].n", "-1"): _BARE,
    ("UNL-126", "abilities[0].steps[0].scope.side", "dropped"):
        "its ability has normal timing: it resolves in its controller's main phase outside "
        "showdowns, when no enemy unit shares a location with it: opposing units at a "
        "battlefield stage a combat (RUP4 461, 460)",
    ("SFD-193", "abilities[1].targets[0].tag", "dropped"):
        "an attached gear is an Equipment: only Equipment get attached (Equip, Quick-Draw, "
        "Weaponmaster and the cards that attach name Equipment, RUP4 818-821)",
    ("VEN-161", "abilities[0].static.n", "+1"):
        "no gear activated ability of the implemented pool costs more than 1 Energy (Equip "
        "included), and a cost is never below 0 (RUP4 356.6): 1 or 2 less is the same",
    ("VEN-148", "abilities[0].steps[1].scope.side", "dropped"):
        "its units are at a battlefield where its controller has units and the enemy unit it "
        "just moved, which the scope excludes: no other player's unit can be there (a unit "
        "never moves to units of two other players, RUP4 449.2; a normal-timing spell "
        "resolves with no combat staged, 461)",
    ("OGN-100", "abilities[0].static.scope.other", "dropped"):
        "Vision granted to itself: it has Vision printed, and Vision doesn't add up (RUP4 817)",
    ("OGN-108", "abilities[0].steps[0].target", "+1"):
        "might_to raises slot 0's unit to slot 1's; it reads no target",
    ("VEN-119", "abilities[0].static.less_power", "+pip"):
        "its cost holds a single Order pip, and nothing adds Power to a unit's cost: a second "
        "pip taken off has nothing to take (RUP4 356.6)",
    ("VEN-106", "abilities[0].steps[1].at_most", "-1"):
        "the two differ only for a 3-Might unit, which the first step has banished already: "
        "no longer on the board, the return finds nothing (RUP4 359.3.e.12)",
    ("OGN-220", "abilities[0].targets[0].where", "dropped"):
        "slot 1 is an enemy unit at slot 0's location: only a battlefield holds both",
    ("OGN-223", "abilities[0].steps[1].scope.other", "dropped"):
        "step 0 buffed it already, and a unit holds one buff at most (RUP4 702.3)",
    ("OGN-225", "abilities[0].steps[1].condition", "dropped"):
        "the kill only hits a stunned unit; one that survives it is still stunned",
    ("OGN-232", "abilities[2].static.n", "-1"): _BARE,
    ("UNL-134", "abilities[0].steps[1].condition", "dropped"):
        "the stun follows the return of a stunned unit: returned, it is a new object in its "
        "owner's hand (RUP4 124) the stun no longer finds; a unit not stunned is stunned "
        "either way",
    ("OGN-287", "abilities[0].steps[0].scope.side", "dropped"):
        "'recycle one of your runes': the engine offers only the controller's (416.6)",
    ("SFD-207", "abilities[0].targets[0].yours", "dropped"):
        "its conqueror's units are the only ones there as it triggers (a battlefield is "
        "conquered by the one player left there, RUP4 348.2.a, 466.5) and its cost's unit is "
        "chosen as it goes on the chain, before anything moves an ally's unit there (383.3.b); "
        "no card activates a battlefield's conquer effects (383.4.g)",
    ("OGN-287", "abilities[0].steps[0].scope.yours", "dropped"):
        "'recycle one of your runes': the engine offers only the controller's, never an "
        "ally's (416.6, 740.1.a)",
    ("OGN-296", "abilities[0].static.scope.where", "dropped"):
        "a battlefield's Bonus Damage goes to units there; the scope is not read",
    ("OGN-295", "abilities[0].static.scope.where", "dropped"):
        "a battlefield's 'can't move to base' holds only the units at it (app.engine.reads."
        "restrict); the scope's 'here' is not read",
    ("UNL-003", "abilities[0].condition", "dropped"):
        "played to your base, it would look for an enemy unit in your base, where none can be "
        "(scenario mischievous-marai-to-base)",
    ("UNL-209", "abilities[0].targets[0].side", "dropped"):
        "as your turn begins no enemy unit stands at a battlefield you control (a contest "
        "there is settled by its combat or showdown, RUP4 190.3-190.4)",
    ("UNL-168", "abilities[0].static.n", "+1"):
        "its Energy cost is 2: 2 or 3 less both leave none; the pool's only cost increase "
        "(Vex, Cheerless) holds while Vex is in combat, when this spell can't be played",
    ("UNL-168", "abilities[1].targets[0].max_power", "+1"):
        "no unit of the card pool costs 2 Energy or less with two Power pips or more",
    ("UNL-148", "abilities[1].targets[0].card_type", "dropped"):
        "only unit cards are ever banished with it (its first ability banishes units)",
    ("UNL-053", "abilities[1].steps[0]", "dropped"):
        "a revealed hand stays as it is (RUP4 424.1.b): only what players see changes, which "
        "tests/engine/test_look_draw_views.py checks (scenarios check the game, not views)",
    ("UNL-053", "abilities[1].steps[1]", "dropped"):
        "seeing facedown cards changes only a view, which tests/engine/test_look_draw_views.py "
        "checks (scenarios check the game, not views)",
    ("SFD-190", "keywords.Unique", "dropped"): _UNIQUE,
    ("SFD-191", "keywords.Unique", "dropped"): _UNIQUE,
    ("SFD-192", "keywords.Unique", "dropped"): _UNIQUE,
}


@dataclass(frozen=True)
class Mutant:
    """One change to a card's raw data: `facts` (its JSON object) and `abilities` (its
    TOML table, or None for a card without one)."""

    code: str
    field: str  # "energy", "keywords.Tank", "abilities[0].steps[1].n"
    change: str  # "+1", "-1", "+pip", "-pip", "dropped"
    facts: dict[str, Any]
    abilities: dict[str, Any] | None


@dataclass
class CardResult:
    code: str
    name: str
    scenarios: list[str] = field(default_factory=list)
    caught: list[tuple[str, str, str]] = field(default_factory=list)  # field, change, by what
    survived: list[tuple[str, str]] = field(default_factory=list)
    equivalent: list[tuple[str, str, str]] = field(default_factory=list)  # field, change, why
    invalid: list[tuple[str, str]] = field(default_factory=list)
    broken_scenarios: list[str] = field(default_factory=list)  # failing unmutated: not used

    @property
    def counted(self) -> int:
        return len(self.caught) + len(self.survived)

    @property
    def percent(self) -> float:
        return 100.0 * len(self.caught) / self.counted if self.counted else 100.0


# -- the raw definitions ---------------------------------------------------------------------


def raw_definitions() -> tuple[dict[str, dict[str, Any]], dict[str, dict[str, Any]]]:
    """Every card's JSON object and every ability entry's TOML table, by code."""
    facts: dict[str, dict[str, Any]] = {}
    for name in DATA_FILES:
        for card in json.loads((DATA_DIR / name).read_text(encoding="utf-8"))["cards"]:
            facts[card["code"]] = card
    abilities: dict[str, dict[str, Any]] = {}
    for name in ABILITY_FILES:
        data = tomllib.loads((DATA_DIR / name).read_text(encoding="utf-8"))
        abilities.update({k: v for k, v in data.items() if k != "format"})
    return facts, abilities


# -- mutants ---------------------------------------------------------------------------------


def _changed(tree: Any, path: Sequence[str | int], value: Any = None, drop: bool = False) -> Any:
    """A deep copy of `tree` with the value at `path` replaced (or its key/item dropped)."""
    out = copy.deepcopy(tree)
    node = out
    for key in path[:-1]:
        node = node[key]
    if drop:
        del node[path[-1]]
    else:
        node[path[-1]] = value
    return out


def _label(path: Sequence[str | int]) -> str:
    text = ""
    for key in path:
        text += f"[{key}]" if isinstance(key, int) else (f".{key}" if text else key)
    return text


def _pip_changes(pips: list[str], spare: str | None) -> Iterator[tuple[str, list[str]]]:
    """One pip more (a copy of the last, or `spare`) and one less."""
    extra = pips[-1] if pips else spare
    if extra is not None:
        yield "+pip", [*pips, extra]
    if pips:
        yield "-pip", pips[:-1]


def _tree_changes(node: Any, path: tuple[str | int, ...], spare: str | None,
                  selector: bool = False) -> Iterator[tuple[tuple[str | int, ...], str, Any]]:
    """(path, change, new value or None for a drop) for every mutation inside `node`."""
    if isinstance(node, list):
        for i, item in enumerate(node):
            if path and path[-1] == "steps":
                yield (*path, i), "dropped", None
            yield from _tree_changes(item, (*path, i), spare, selector)
        return
    if not isinstance(node, dict):
        return
    for key, value in node.items():
        where = (*path, key)
        if isinstance(value, bool):
            if value:
                yield where, "dropped", None
        elif isinstance(value, int):
            yield where, "+1", value + 1
            yield where, "-1", value - 1
        elif key in _PIP_LISTS and isinstance(value, list):
            for change, pips in _pip_changes(value, spare):
                yield where, change, pips
        elif key in _CONDITIONS or key in _DROPPABLE or (selector and key not in _NOT_FILTERS):
            yield where, "dropped", None
        if isinstance(value, dict | list):
            yield from _tree_changes(value, where, spare, key in _SELECTORS)


def mutants(facts: dict[str, Any], abilities: dict[str, Any] | None) -> Iterator[Mutant]:
    """Every mutant of one card (see the module docstring)."""
    code = facts["code"]
    domains = facts.get("domains") or []
    spare = domains[0] if domains else None
    for key in ("energy", "might", "might_bonus"):
        value = facts.get(key)
        if isinstance(value, int):
            for change, new in (("+1", value + 1), ("-1", value - 1)):
                yield Mutant(code, key, change, _changed(facts, [key], new), abilities)
    if facts.get("energy") is not None or facts.get("power"):
        for change, pips in _pip_changes(list(facts.get("power", [])), spare):
            yield Mutant(code, "power", change, _changed(facts, ["power"], pips), abilities)
    for kw, value in facts.get("keywords", {}).items():
        where = ["keywords", kw]
        for change, new in (("+1", value + 1), ("-1", value - 1)):
            yield Mutant(code, _label(where), change, _changed(facts, where, new), abilities)
        yield Mutant(code, _label(where), "dropped", _changed(facts, where, drop=True), abilities)
    if abilities is None:
        return
    for path, change, new in _tree_changes(abilities["abilities"], ("abilities",), spare):
        mutated = _changed(abilities, path, new, drop=change == "dropped")
        yield Mutant(code, _label(path), change, facts, mutated)


def build(mutant: Mutant) -> CardDef | None:
    """The mutant's card definition, validated as the catalog validates data; None when the
    validation refuses it."""
    try:
        facts = CardFacts.model_validate(mutant.facts)
        entry = None if mutant.abilities is None else CardAbilities.model_validate(
            mutant.abilities)
        return Catalog((facts,), {} if entry is None else {facts.code: entry}).card_def(facts.code)
    except ValueError:  # pydantic's ValidationError and CardDataError
        return None


def equivalence(mutant: Mutant, mutant_def: CardDef, original: CardDef) -> str | None:
    """Why the mutant can't differ in play from the original, or None."""
    if mutant_def == original:
        return "identical definition"
    known = KNOWN_EQUIVALENT.get((mutant.code, mutant.field, mutant.change))
    if known is not None:
        return known
    if mutant.field.endswith(".side") and mutant.change == "dropped" \
            and _raw(mutant.abilities, mutant.field.rsplit(".", 1)[0]).get("yours"):
        # sel-yours: "you control" is already its controller's side (RUP4 740.1.a)
        return "yours implies friendly"
    if mutant.field.endswith(".yours") and mutant.change == "dropped" \
            and original.type is not CardType.BATTLEFIELD \
            and _raw(mutant.abilities, mutant.field.rsplit(".", 1)[0]).get("where") in (
                "here", "my_bf"):
        # a unit's or gear's location holds no ally's unit: a base is its controller's, and
        # allies never have units at one battlefield (FAQ-ORIGINS, 2v2; RUP4 489.8)
        return "an ally's units are never here"
    if mutant.field.startswith("keywords."):
        keyword = Keyword(mutant.field.split(".", 1)[1])
        if keyword is Keyword.LEGION:
            # RUP4 812: the engine runs Legion from the abilities (`legion`, conditions
            # `legion` / `no_legion`); nothing reads the printed keyword
            return "Legion is run by the abilities"
        if keyword is Keyword.LEVEL:
            # RUP4 824: likewise Level, from each ability's `level`; no card reads the printed
            # keyword yet (824.2 allows it)
            return "Level is run by the abilities"
        if keyword is Keyword.EMPOWERED:
            # RUP4 828: likewise Empowered, from each ability's `empowered` (828.2 lets a card
            # read the printed keyword; none does yet)
            return "Empowered is run by the abilities"
        if mutant.change != "dropped" and keyword not in SUMMING_KEYWORDS:
            return "keyword without a number"
    return None


def _raw(data: Any, path: str) -> dict[str, Any]:
    """The table at `path` ("abilities[0].steps[1].scope") of a card's raw ability data."""
    for part in path.split("."):
        name, _, index = part.partition("[")
        data = data[name] if isinstance(data, dict) else {}
        if index:
            data = data[int(index.rstrip("]"))]
    return data if isinstance(data, dict) else {}


# -- which scenarios test a card -------------------------------------------------------------


@dataclass(frozen=True)
class ScenarioIndex:
    paths: tuple[Path, ...]
    texts: tuple[str, ...]
    codes: tuple[frozenset[str], ...]

    @classmethod
    def load(cls, dirs: Sequence[Path] = SCENARIO_DIRS) -> ScenarioIndex:
        paths = tuple(p for d in dirs for p in sorted(d.rglob("*.toml")))
        texts = tuple(p.read_text(encoding="utf-8") for p in paths)
        codes = []
        for text in texts:
            cards = tomllib.loads(text).get("cards")
            codes.append(frozenset(cards) if isinstance(cards, list) else frozenset())
        return cls(paths, texts, tuple(codes))

    def for_card(self, code: str, name: str) -> list[Path]:
        """The scenarios listing `code`, then those naming the card ("Name", {A:Name})."""
        named = re.compile(r"[\"':]" + re.escape(name) + r"[\"'}]")
        own = [p for p, c in zip(self.paths, self.codes, strict=True) if code in c]
        others = [p for p, c, t in zip(self.paths, self.codes, self.texts, strict=True)
                  if code not in c and named.search(t)]
        return own + others


# -- running ---------------------------------------------------------------------------------


class _Runaway(Exception):
    pass


def _alarm(signum: int, frame: object) -> None:
    raise _Runaway


def _failure(path: Path) -> str | None:
    """Why the scenario fails (an expectation, an error, a runaway), or None if it passes."""
    previous = signal.signal(signal.SIGALRM, _alarm)
    signal.setitimer(signal.ITIMER_REAL, TIME_LIMIT)
    try:
        outcome = run_file(path)
    except _Runaway:
        return f"{path.name}: runs over {TIME_LIMIT:g} s"
    except Exception as exc:  # any crash of the engine on the mutant catches it
        return f"{path.name}: {type(exc).__name__}"
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
    if outcome.error is not None:
        return f"{path.name}: error"
    if not outcome.ok:
        return path.name
    return None


def _with_def(catalog: Catalog, code: str, card_def: CardDef, paths: Sequence[Path]) -> str | None:
    """Run the scenarios with `card_def` in the catalog; the first failure, or None."""
    # The catalog builds each CardDef once and hands the same one to every lookup by name
    # or code (Catalog._def); replacing that one is rebuilding the card in the catalog.
    defs = catalog._defs  # noqa: SLF001 - the bench swaps one definition, then restores it
    original = defs[code]
    defs[code] = card_def
    try:
        for path in paths:
            failure = _failure(path)
            if failure is not None:
                return failure
        return None
    finally:
        defs[code] = original


def check_card(code: str, facts: dict[str, Any], abilities: dict[str, Any] | None,
               index: ScenarioIndex) -> CardResult:
    """Every mutant of one card against its scenarios."""
    catalog = load_catalog()
    original = catalog.card_def(code)
    result = CardResult(code, original.name)
    paths = index.for_card(code, original.name)
    result.broken_scenarios = [p.name for p in paths if _failure(p) is not None]
    paths = [p for p in paths if p.name not in result.broken_scenarios]
    result.scenarios = [p.name for p in paths]
    for mutant in mutants(facts, abilities):
        mutant_def = build(mutant)
        if mutant_def is None:
            result.invalid.append((mutant.field, mutant.change))
            continue
        why = equivalence(mutant, mutant_def, original)
        if why is not None:
            result.equivalent.append((mutant.field, mutant.change, why))
            continue
        failure = _with_def(catalog, code, mutant_def, paths)
        if failure is None:
            result.survived.append((mutant.field, mutant.change))
        else:
            result.caught.append((mutant.field, mutant.change, failure))
    return result


_RAW: tuple[dict[str, dict[str, Any]], dict[str, dict[str, Any]]] | None = None
_INDEX: ScenarioIndex | None = None


def _check(code: str) -> CardResult:
    assert _RAW is not None and _INDEX is not None
    facts, abilities = _RAW
    return check_card(code, facts[code], abilities.get(code), _INDEX)


def run(codes: Sequence[str] | None = None, jobs: int = 1) -> list[CardResult]:
    """Check these cards (default: every implemented card), in `jobs` processes."""
    global _RAW, _INDEX
    catalog = load_catalog()
    _RAW = raw_definitions()
    _INDEX = ScenarioIndex.load()
    todo = sorted(codes if codes is not None else catalog.implemented_codes())
    for code in todo:
        catalog.card_def(code)  # built before forking, so every worker shares them
    if jobs <= 1:
        return [_check(c) for c in todo]
    import multiprocessing

    with multiprocessing.get_context("fork").Pool(jobs) as pool:
        return sorted(pool.imap_unordered(_check, todo), key=lambda r: r.code)


# -- the report ------------------------------------------------------------------------------


def report(results: Sequence[CardResult], everything: bool = False) -> str:
    """The pool-wide figure, the cards below TARGET, their surviving mutants, and what was
    left out (equivalent, refused by validation, scenarios failing before any mutation)."""
    caught = sum(len(r.caught) for r in results)
    counted = sum(r.counted for r in results)
    equivalent = sum(len(r.equivalent) for r in results)
    invalid = sum(len(r.invalid) for r in results)
    percent = 100.0 * caught / counted if counted else 100.0
    below = sorted((r for r in results if r.percent < TARGET), key=lambda r: (r.percent, r.code))
    lines = [
        f"Mutation check: {len(results)} cards, {counted} mutants, {caught} caught "
        f"({percent:.1f}%); not counted: {equivalent} equivalent, {invalid} refused by "
        f"validation",
        f"Cards below {TARGET:g}%: {len(below)}",
    ]
    lines += [f"  {r.code} {r.name}: {len(r.caught)}/{r.counted} ({r.percent:.0f}%)"
              for r in below]
    shown = results if everything else below
    survivors = [(r, f, c) for r in shown for f, c in r.survived]
    lines.append(f"Surviving mutants{'' if everything else ' of those cards'}: {len(survivors)}")
    lines += [f"  {r.code} {r.name}: {f} {c}" for r, f, c in survivors]
    lines.append("Equivalent mutants (not counted):")
    lines += [f"  {r.code} {r.name}: {f} {c} ({why})"
              for r in results for f, c, why in r.equivalent]
    broken = [(r, s) for r in results for s in r.broken_scenarios]
    if broken:
        lines.append("Scenarios failing without any mutation (not used):")
        lines += [f"  {r.code}: {s}" for r, s in broken]
    if everything:
        lines.append("Per card:")
        lines += [f"  {r.code} {r.name}: {len(r.caught)}/{r.counted} ({r.percent:.0f}%), "
                  f"{len(r.scenarios)} scenarios" for r in results]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tests.bench.mutation", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cards", help="comma-separated card codes (default: every implemented card)")
    ap.add_argument("--jobs", type=int, default=1, help="processes (default 1)")
    ap.add_argument("--all", action="store_true",
                    help="list every surviving mutant and every card, not only those below "
                         f"{TARGET:g}%%")
    args = ap.parse_args(argv)
    codes = [c.strip() for c in args.cards.split(",") if c.strip()] if args.cards else None
    start = time.perf_counter()
    results = run(codes, jobs=args.jobs)
    print(report(results, everything=args.all))
    print(f"({time.perf_counter() - start:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
