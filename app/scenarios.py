"""Scenario files: a position, actions in our notation, and what must then be true.

The format (TOML) is described in tests/scenarios/README.md. `riftbound scenario FILE...`
runs them and exits 1 if any expectation fails.
"""

from __future__ import annotations

import re
import sys
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app.cards.catalog import load_catalog
from app.cards.models import CardDataError
from app.engine import CardDef, CardType, Domain, Game, Keyword, parse_action
from app.engine.actions.battlefields import swap_back_choices
from app.engine.actions.copying import copy_own, text_copies
from app.engine.actions.death import banished_if_dies
from app.engine.core.enums import ALL_DOMAINS
from app.engine.core.state import Obj
from app.engine.face.position import (
    PositionError,
    UnknownKeyError,
    build_position,
    player_index,
    reject_unknown,
)
from app.engine.reads.attached import attached_to, is_equipped
from app.engine.reads.board import location
from app.engine.reads.characteristics import has_granted_tag, keyword_value, might
from app.engine.reads.empower import is_empowered, times_empowered
from app.engine.reads.levels import xp
from app.engine.reads.shields import doublings, prevent_values, untargetable_turn
from app.engine.reads.trashplay import has_flow

# Cards every scenario may use without defining them: no abilities, nothing to surprise.
BUILTIN_TEST_CARDS: dict[str, dict[str, Any]] = {
    "Open Field": {"type": "Battlefield"},
    "Plain Legend": {"type": "Legend", "domains": [d.value for d in Domain]},
}


class ScenarioError(ValueError):
    """The scenario file itself is wrong (not a failed expectation)."""


@dataclass
class Outcome:
    name: str
    checks: list[tuple[bool, str]] = field(default_factory=list)
    error: str | None = None

    @property
    def ok(self) -> bool:
        return self.error is None and all(ok for ok, _ in self.checks)


# -- cards defined in a scenario ---------------------------------------------------------

_CARD_KEYS = {"type", "supertype", "domains", "energy", "power", "might", "tags", "keywords",
              "abilities", "name", "code", "might_bonus"}  # fmt: skip


def _pip(p: str) -> frozenset[Domain]:
    if p in ("A", "any"):
        return ALL_DOMAINS
    return frozenset(Domain(x) for x in p.split("/"))


def card_from_table(name: str, raw: dict[str, Any]) -> CardDef:
    """A test card from a `[cards."Name"]` table; abilities are validated by app.cards."""
    unknown = set(raw) - _CARD_KEYS
    if unknown:
        raise ScenarioError(f"card {name!r}: unknown keys {sorted(unknown)}")
    # Imported here: the validation models cost every start of the app (the lessons and
    # puzzles import this module) and only a scenario's own cards need them.
    from app.cards.abilities import check_card_fit, parse_abilities

    label = f"card {name!r}"
    try:
        card_type = CardType(raw["type"])
        abilities = parse_abilities(raw.get("abilities", []), card=label)
        check_card_fit(label, card_type, abilities)
    except CardDataError as exc:
        raise ScenarioError(str(exc)) from exc
    except (KeyError, ValueError) as exc:
        raise ScenarioError(f"{label}: {exc}") from exc
    try:
        return CardDef(
            code=raw.get("code", "TEST-" + re.sub(r"\W+", "-", name).upper()),
            name=name,
            type=card_type,
            supertype=raw.get("supertype"),
            domains=tuple(Domain(d) for d in raw.get("domains", [])),
            energy=raw.get("energy", 0 if raw["type"] in ("Unit", "Spell", "Gear") else None),
            power=tuple(_pip(p) for p in raw.get("power", [])),
            might=raw.get("might", 1 if raw["type"] == "Unit" else None),
            tags=tuple(raw.get("tags", [])),
            keywords=tuple((Keyword(k), int(v)) for k, v in raw.get("keywords", {}).items()),
            abilities=abilities,
            might_bonus=raw.get("might_bonus"),  # an Equipment's (RUP4 137, 434.1.d)
        )
    except (KeyError, ValueError, TypeError) as exc:
        raise ScenarioError(f"{label}: {exc}") from exc


def defined_cards(data: dict[str, Any]) -> dict[str, CardDef]:
    """The scenario's own test cards.

    `cards` is either a table of test card definitions (`[cards."Test Bear"]`) or, in card
    tests (tests/cards/scenarios), a list of the catalog card codes the scenario tests,
    which defines nothing (`riftbound cards` reads it to report what is tested).
    """
    cards = data.get("cards", {})
    if isinstance(cards, list):
        catalog = load_catalog()
        for code in cards:
            if not isinstance(code, str) or catalog.find(code) is None:
                raise ScenarioError(f"cards: {code!r} is not a catalog card code")
        return {}
    if not isinstance(cards, dict):
        raise ScenarioError("cards must be a table of test cards or a list of card codes")
    return {n: card_from_table(n, t) for n, t in cards.items()}


def make_resolver(defined: dict[str, CardDef]):  # type: ignore[no-untyped-def]
    catalog = load_catalog()
    builtin = {n: card_from_table(n, t) for n, t in BUILTIN_TEST_CARDS.items()}

    def resolve(name: str) -> CardDef:
        if name in defined:
            return defined[name]
        if name in builtin:
            return builtin[name]
        return catalog.card_def(name)

    return resolve


# -- references and expectations -------------------------------------------------------------

_REF = re.compile(r"\{([^{}]+)\}")
_ZONE_LISTS = ("base", "hand", "runes", "trash", "deck", "rune_deck", "banish")


def find_object(game: Game, labels: dict[str, int], ref: str) -> Obj:
    """{label}, {A:Name}, {A.hand:Name} or {bf0:Name}: the first matching object."""
    s = game.state
    if ref in labels:
        return s.objs[labels[ref]]
    if ":" not in ref:
        raise ScenarioError(f"unknown label {{{ref}}}")
    where, name = ref.split(":", 1)
    candidates: list[int] = []
    if where.startswith("bf") and where[2:].isdigit():
        candidates = list(_battlefield(game, where[2:], f"{{{ref}}}").units)
    else:
        letter, _, zone = where.partition(".")
        p = s.players[player_index(letter)]
        zones = [zone] if zone else ["base", "hand", "runes", "trash"]
        for z in zones:
            if z not in _ZONE_LISTS:
                raise ScenarioError(f"unknown zone {z!r} in {{{ref}}}")
            candidates.extend(getattr(p, z))
        if not zone:
            candidates.extend(u for b in s.battlefields for u in b.units
                              if s.objs[u].controller == p.index)
            if p.champion is not None:
                candidates.append(p.champion)
    for oid in candidates:
        if s.objs[oid].card.name == name:
            return s.objs[oid]
    raise ScenarioError(f"no object matches {{{ref}}}")


def expand(game: Game, labels: dict[str, int], text: str) -> str:
    return _REF.sub(lambda m: _expand_ref(game, labels, m.group(1)), text)


def _expand_ref(game: Game, labels: dict[str, int], ref: str) -> str:
    """An object's id; `{chain:N}`: the Nth item of the chain from the bottom (0 first),
    as a target names it (`i<its id>`: a spell or ability on the chain, RUP4 355.9.a.2)."""
    if ref.startswith("chain:"):
        chain = game.state.chain
        n = ref.partition(":")[2]
        if not n.isdigit() or int(n) >= len(chain):
            raise ScenarioError(f"{{{ref}}}: the chain holds {len(chain)} item(s)")
        return f"i{chain[int(n)].id}"
    return str(find_object(game, labels, ref).id)


def _battlefield(game: Game, n: Any, what: str) -> Any:
    """Battlefield n, or a ScenarioError naming `what` when the game has no such one."""
    bfs = game.state.battlefields
    if not str(n).isdigit() or int(n) >= len(bfs):
        raise ScenarioError(f"{what}: there is no battlefield {n} (the game has {len(bfs)})")
    return bfs[int(n)]


def _zone_names(game: Game, zone: str) -> list[str]:
    s = game.state
    if zone.startswith("bf") and zone[2:].isdigit():
        return [s.objs[i].card.name for i in _battlefield(game, zone[2:], zone).units]
    letter, _, z = zone.partition(".")
    p = s.players[player_index(letter)]
    if z == "champion":
        return [s.objs[p.champion].card.name] if p.champion is not None else []
    if z not in _ZONE_LISTS:
        raise ScenarioError(f"unknown zone {zone!r}")
    return [s.objs[i].card.name for i in getattr(p, z)]


# What an expectation may hold: its standalone checks, and the keys that only qualify a lead
# key (`contains` a `zone`, `damage` an `object`...), so a typo or a qualifier without its
# lead fails instead of being ignored.
_STANDALONE_CHECKS = {"points", "winner", "winners", "removed", "legal", "phase", "turn_player",
                      "hand_count", "deck_count", "rune_count", "pool", "chain", "showdown",
                      "decision", "view", "xp", "battlefields"}
_QUALIFIERS = {
    "zone": {"contains", "lacks", "count", "order"},
    "object": {"at", "exhausted", "damage", "might", "buffed", "stunned", "banish_if_dies",
               "attacking", "defending", "controller", "keyword", "attached_to", "equipped",
               "flow", "empowered", "prevent", "doubled", "untargetable", "named",
               "has_tag", "lacks_tag", "copy_of", "text_copies"},
    "battlefield": {"controller", "facedown", "card", "abilities", "replaced"},
    "illegal": {"rule"},
}
_DECISION_KEYS = {"player", "kind", "mode"}
_POOL_CHECK_KEYS = {"energy", "power", "restricted"}
_VIEW_KEYS = {"player", "moves"}


def check_keys(exp: dict[str, Any], where: str) -> None:
    """Refuse an expectation with a key it would not check (UnknownKeyError names it)."""
    allowed = set(_STANDALONE_CHECKS)
    for lead, quals in _QUALIFIERS.items():
        allowed.add(lead)
        if lead in exp:
            allowed |= quals
    reject_unknown(exp, allowed, where)
    if isinstance(exp.get("decision"), dict):
        reject_unknown(exp["decision"], _DECISION_KEYS, f"{where}.decision")
    if isinstance(exp.get("view"), dict):
        reject_unknown(exp["view"], _VIEW_KEYS, f"{where}.view")
    for letter, want in exp.get("pool", {}).items():
        reject_unknown(want, _POOL_CHECK_KEYS, f"{where}.pool.{letter}")


def check(game: Game, labels: dict[str, int], exp: dict[str, Any]) -> list[tuple[bool, str]]:
    """Every check of one expectation, each (ok, what); a check that can't be made (an object
    or a battlefield that isn't there) is a failed check, not an exception."""
    out: list[tuple[bool, str]] = []
    try:
        _check(game, labels, exp, out)
    except (ValueError, LookupError, TypeError, AttributeError) as exc:
        out.append((False, f"{type(exc).__name__}: {exc}"))
    return out


def _check(game: Game, labels: dict[str, int], exp: dict[str, Any],
           out: list[tuple[bool, str]]) -> None:
    s = game.state
    def put(ok: bool, what: str) -> None:
        out.append((ok, what))

    if "points" in exp:
        for letter, want in exp["points"].items():
            got = s.players[player_index(letter)].points
            put(got == want, f"{letter} has {want} points (got {got})")
    if "winner" in exp:
        want = None if exp["winner"] == "none" else player_index(exp["winner"])
        put(s.winner == want, f"winner is {exp['winner']} (got {s.winner})")
    if "winners" in exp:  # the whole winning team in 2v2 (RUP4 489.6.a)
        want_all = sorted(player_index(x) for x in exp["winners"])
        put(game.winners == want_all, f"winners {exp['winners']} (got {game.winners})")
    if "zone" in exp:
        names = _zone_names(game, exp["zone"])
        for card in exp.get("contains", []):
            put(card in names, f"{exp['zone']} contains {card} (has {names})")
        for card in exp.get("lacks", []):
            put(card not in names, f"{exp['zone']} lacks {card} (has {names})")
        if "count" in exp:
            put(len(names) == exp["count"],
                f"{exp['zone']} holds {exp['count']} (has {len(names)})")
        if "order" in exp:  # every card, in the zone's order (the rune row's, left first)
            put(names == list(exp["order"]), f"{exp['zone']} is {exp['order']} (is {names})")
    if "object" in exp:
        o = find_object(game, labels, exp["object"].strip("{}"))
        for key in ("exhausted", "stunned", "attacking", "defending"):
            if key in exp:
                put(getattr(o, key) == exp[key], f"{o.card.name} {key}={exp[key]}")
        if "damage" in exp:
            put(o.damage == exp["damage"], f"{o.card.name} damage {exp['damage']} (got {o.damage})")
        if "banish_if_dies" in exp:  # "if it would die this turn, banish it instead"
            put(banished_if_dies(s, o) == exp["banish_if_dies"],
                f"{o.card.name} banish_if_dies={exp['banish_if_dies']}")
        if "prevent" in exp:  # its Prevent Values still tracked, 0 "the next time" (437.3)
            got = prevent_values(s, o)
            put(got == list(exp["prevent"]), f"{o.card.name} prevent {exp['prevent']} (got {got})")
        if "doubled" in exp:  # "double all damage that would be dealt to it this turn"
            got = doublings(s, o)
            put(got == exp["doubled"], f"{o.card.name} doubled {exp['doubled']} (got {got})")
        if "untargetable" in exp:  # "it can't be chosen by enemy spells and abilities this turn"
            put(untargetable_turn(s, o) == exp["untargetable"],
                f"{o.card.name} untargetable={exp['untargetable']}")
        for key in ("has_tag", "lacks_tag"):  # printed, given by a passive, or gained as
            # it was played (RUP4 133.8, 355.1)
            if key in exp:
                tag = str(exp[key])
                has = tag in o.card.tags or has_granted_tag(s, o, tag)
                put(has == (key == "has_tag"), f"{o.card.name} {key} {tag}")
        if "buffed" in exp:
            put((o.buffs > 0) == exp["buffed"], f"{o.card.name} buffed={exp['buffed']}")
        if "might" in exp:
            got = might(s, o)
            put(got == exp["might"], f"{o.card.name} Might {exp['might']} (got {got})")
        if "at" in exp:
            put(location(o) == exp["at"], f"{o.card.name} at {exp['at']} (at {location(o)})")
        if "controller" in exp:
            want = player_index(exp["controller"])
            put(o.controller == want, f"{o.card.name} controlled by {exp['controller']}")
        if "attached_to" in exp:  # attachment (RUP4 434, 718): a unit's label, or "none"
            top = attached_to(s, o)
            want_id = None if exp["attached_to"] == "none" else \
                find_object(game, labels, str(exp["attached_to"]).strip("{}")).id
            put((top.id if top else None) == want_id,
                f"{o.card.name} attached to {exp['attached_to']} "
                f"(to {top.card.name if top else 'nothing'})")
        if "copy_of" in exp:  # a copy while an Equipment is attached (RUP4 477.1.b): the
            # name of the card it copies, or "none"
            own = copy_own(o)
            got = o.card.name if own is not None else "none"
            put(got == exp["copy_of"], f"{o.card.name} copy_of {exp['copy_of']} (got {got})")
        if "text_copies" in exp:  # the unit's texts its Equipment copied as attached
            # (Svellsongur): the names of the cards, in attach order
            got = [t[1].name for t in text_copies(o)]
            put(got == list(exp["text_copies"]),
                f"{o.card.name} text_copies {exp['text_copies']} (got {got})")
        if "equipped" in exp:  # Equipped (RUP4 818.3)
            put(is_equipped(s, o) == exp["equipped"], f"{o.card.name} equipped={exp['equipped']}")
        if "flow" in exp:  # it has Flow, printed or given (RUP4 829.2)
            put(has_flow(s, o) == exp["flow"], f"{o.card.name} flow={exp['flow']}")
        if "named" in exp:  # the card or tag named for it (RUP4 759-763)
            got = (o.mods or {}).get("named")
            put(got == exp["named"], f"{o.card.name} named={exp['named']} (got {got})")
        if "empowered" in exp:  # the status (RUP4 441.2): true / false, or how many times
            want = exp["empowered"]
            got = times_empowered(o) if not isinstance(want, bool) else is_empowered(o)
            put(got == want, f"{o.card.name} empowered={want} (got {got})")
        if "keyword" in exp:
            for kw, val in exp["keyword"].items():
                got = keyword_value(s, o, Keyword(kw))
                put(got == val, f"{o.card.name} {kw} {val} (got {got})")
    if "removed" in exp:  # removed from the game after conceding (RUP4 651.2, 652)
        want_r = sorted(player_index(x) for x in exp["removed"])
        got_r = sorted(s.extra.get("removed", ()))
        put(got_r == want_r, f"removed {exp['removed']} (got {got_r})")
    if "battlefields" in exp:  # how many: battlefields join during the game (RUP4 439)
        put(len(s.battlefields) == int(exp["battlefields"]),
            f"{exp['battlefields']} battlefields (got {len(s.battlefields)})")
    if "battlefield" in exp:
        b = _battlefield(game, exp["battlefield"], f"battlefield = {exp['battlefield']}")
        if "card" in exp:
            bf_card = s.objs[b.obj].card
            put(bf_card.name == exp["card"], f"bf{exp['battlefield']} is {exp['card']} "
                                             f"(got {bf_card.name})")
        if "replaced" in exp:  # what a battlefield token replaced (RUP4 438.5, 438.7.b.1)
            back = [s.objs[i].card.name for i in swap_back_choices(s, int(exp["battlefield"]))]
            want_back = [] if exp["replaced"] == "none" else [exp["replaced"]]
            put(back == want_back, f"bf{exp['battlefield']} replaced {exp['replaced']} "
                                   f"(got {back or 'none'})")
        if "abilities" in exp:
            n_ab = len(s.objs[b.obj].card.abilities)
            put(n_ab == int(exp["abilities"]), f"bf{exp['battlefield']} has {exp['abilities']} "
                                               f"abilities (got {n_ab})")
        if "controller" in exp:
            want = None if exp["controller"] == "none" else player_index(exp["controller"])
            put(b.controller == want, f"bf{exp['battlefield']} controller {exp['controller']} "
                                      f"(got {b.controller})")
        if "facedown" in exp:
            if exp["facedown"] == "none":
                put(b.facedown is None, f"bf{exp['battlefield']} has no facedown card")
            else:
                o = find_object(game, labels, exp["facedown"].strip("{}"))
                put(b.facedown == o.id, f"bf{exp['battlefield']} facedown is {o.card.name}")
    if "illegal" in exp:
        action = parse_action(expand(game, labels, exp["illegal"]))
        ref = game.why_illegal(action)
        if ref is None:
            put(False, f"'{exp['illegal']}' is illegal (but it is legal)")
        else:
            rule = str(exp.get("rule", ""))
            put(rule in ref.rule or rule in ref.message,
                f"'{exp['illegal']}' is illegal citing {rule} (said: {ref.message})")
    if "legal" in exp:
        action = parse_action(expand(game, labels, exp["legal"]))
        put(game.is_legal(action), f"'{exp['legal']}' is legal")
    if "decision" in exp:
        d = s.decision
        want = exp["decision"]
        if "player" in want:
            got = None if d is None else d.player
            put(got == player_index(want["player"]), f"{want['player']} decides (got {got})")
        if "kind" in want:
            got_kind = None if d is None else d.kind
            put(got_kind == want["kind"], f"decision kind {want['kind']} (got {got_kind})")
        if "mode" in want:  # a priority's mode: main, chain, focus, guest (2v2, 489.8.a)
            got_mode = None if d is None or d.kind != "priority" else d.data
            put(got_mode == want["mode"], f"priority mode {want['mode']} (got {got_mode})")
    if "phase" in exp:
        put(s.phase.value == exp["phase"], f"phase {exp['phase']} (got {s.phase.value})")
    if "turn_player" in exp:
        want = player_index(exp["turn_player"])
        put(s.turn_player == want, f"{exp['turn_player']}'s turn (got {s.turn_player})")
    for key, zone, words in (("hand_count", "hand", "cards in hand"),
                             ("deck_count", "deck", "cards in deck"),
                             ("rune_count", "runes", "runes on the board")):
        for letter, n in exp.get(key, {}).items():
            got = len(getattr(s.players[player_index(letter)], zone))
            put(got == n, f"{letter} has {n} {words} (got {got})")
    for letter, n in exp.get("xp", {}).items():  # XP (RUP4 729)
        got = xp(s, player_index(letter))
        put(got == n, f"{letter} has {n} XP (got {got})")
    if "pool" in exp:
        for letter, want in exp["pool"].items():
            pool = s.players[player_index(letter)].pool
            if "energy" in want:
                put(pool.energy == want["energy"], f"{letter} pool energy {want['energy']} "
                                                   f"(got {pool.energy})")
            if "power" in want:  # Power of every domain, [A] included (RUP4 165)
                got_power = sum(pool.power.values()) + pool.universal + pool.spell_universal \
                    + sum(a for _, a in pool.restricted.values())
                put(got_power == want["power"], f"{letter} pool Power {want['power']} "
                                                f"(got {got_power})")
            for kind, amounts in want.get("restricted", {}).items():  # RUP4 429
                got_r = game.view(0)["players"][player_index(letter)]["pool"]["restricted"].get(
                    kind, {"energy": 0, "any": 0})
                for key in ("energy", "any"):
                    if key in amounts:
                        put(got_r[key] == amounts[key], f"{letter} pool {kind}-only {key} "
                                                        f"{amounts[key]} (got {got_r[key]})")
    if "chain" in exp:
        put(len(s.chain) == exp["chain"], f"chain holds {exp['chain']} (got {len(s.chain)})")
    if "showdown" in exp:
        sd = s.showdown
        got = "none" if sd is None else ("combat" if sd.combat else "showdown")
        put(got == exp["showdown"], f"showdown: {exp['showdown']} (got {got})")
    if "view" in exp:  # what one player's view shows of the chain
        want = exp["view"]
        view = game.view(player_index(want["player"]))
        seen = {d["obj"]: d["to"] for item in view["chain"]
                for d in item.get("destinations", ())}
        for ref, to in want.get("moves", {}).items():  # move-effect destinations (355.4)
            got_to = seen.get(find_object(game, labels, ref).id, "none")
            put(got_to == to, f"{want['player']} sees {ref} moving to {to} (got {got_to})")
    if not out:
        raise ScenarioError(f"expectation with nothing to check: {exp}")


# -- what a scenario cites --------------------------------------------------------------------

# A RUP4 rule ("355.4.a"), a Tournament Rules one ("TR 403.4") or an official FAQ answer:
# "FAQ-<SET>: <its question, shortened>" for Riot's per-set rules FAQs (ORIGINS, SPIRITFORGED,
# UNLEASHED, VENDETTA), or "RULING: <its title>" for the rulings not yet in the rules.
# tests/scenarios/FAQ-COVERAGE.md lists every FAQ answer and the scenario that checks it.
FAQ_SETS = ("ORIGINS", "SPIRITFORGED", "UNLEASHED", "VENDETTA")
_CITATION = re.compile(r"(TR )?\d{3}(\.[0-9a-z]+)*|(FAQ-(" + "|".join(FAQ_SETS)
                       + r")|RULING): \S.*")


def check_rules(data: dict[str, Any]) -> None:
    """The `rules` list: each entry a rule number or a FAQ citation in the form above."""
    rules = data.get("rules", [])
    if not isinstance(rules, list) or not all(isinstance(r, str) for r in rules):
        raise ScenarioError("rules must be a list of strings")
    for r in rules:
        if not _CITATION.fullmatch(r):
            raise ScenarioError(f"rules: {r!r} is neither a rule number ('355.4.a', "
                                f"'TR 403.4') nor a FAQ citation ('FAQ-ORIGINS: ...')")


# -- running ---------------------------------------------------------------------------------

def load(path: Path) -> dict[str, Any]:
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as exc:
        raise ScenarioError(f"{path.name}: {exc}") from exc


_TOP_KEYS = {"name", "rules", "seed", "cards", "mode", "position", "match", "step", "actions",
             "expect"}
_STEP_KEYS = {"actions", "expect"}


def scenario_steps(data: dict[str, Any]) -> list[dict[str, Any]]:
    """The steps in order (top-level `actions`/`[[expect]]` last), their keys checked."""
    reject_unknown(data, _TOP_KEYS, "the scenario")
    steps = list(data.get("step", []))
    if "actions" in data or "expect" in data:
        steps.append({"actions": data.get("actions", []), "expect": data.get("expect", [])})
    for n, step in enumerate(steps):
        reject_unknown(step, _STEP_KEYS, f"step {n + 1}")
    return steps


def run_scenario(data: dict[str, Any], name: str = "scenario", text: str = "") -> Outcome:
    """Run one scenario; `text`, the file's TOML, lets an unknown key's line be named."""
    out = Outcome(name)
    try:
        steps = scenario_steps(data)
        check_rules(data)
        defined = defined_cards(data)
        resolve = make_resolver(defined)
        if data.get("mode") == "match":  # a Match (RUP4 486): app/scenarios_match.py
            from app.scenarios_match import run_match

            out.checks = run_match(data, steps, resolve)
            if not out.checks:
                out.error = "the scenario checks nothing"
            return out
        for n, step in enumerate(steps):
            for k, exp in enumerate(step.get("expect", [])):
                check_keys(exp, f"step {n + 1}, expect {k + 1}")
        tokens = {t.name: t for t in load_catalog().game_tokens()}
        tokens.update({n: c for n, c in defined.items() if c.supertype == "Token"})
        game, labels = build_position(data["position"], resolve, seed=int(data.get("seed", 1)),
                                      tokens=tokens)
        for n, step in enumerate(steps):
            for text in step.get("actions", []):
                action = parse_action(expand(game, labels, text))
                result = game.apply(action)
                if not result.ok:
                    out.error = f"step {n + 1}: '{text}' was refused: {result.refusal}"
                    return out
            for exp in step.get("expect", []):
                out.checks.extend(check(game, labels, exp))
        if not out.checks:
            out.error = "the scenario checks nothing"
    except (ScenarioError, PositionError, KeyError, ValueError) as exc:
        out.error = f"{type(exc).__name__}: {exc}"
        line = _line_of(text, exc) if isinstance(exc, UnknownKeyError) else None
        if line is not None:
            out.error += f" (line {line})"
    except Exception as exc:  # a crash is this scenario's failure, never the whole run's
        out.error = f"crashed: {type(exc).__name__}: {exc}"
    return out


def _line_of(text: str, exc: UnknownKeyError) -> int | None:
    """The line where the first unknown key is written (as `key =`), if it can be found."""
    key = re.escape(exc.keys[0])
    found = re.search(rf'(?m)(^|[{{,\s])("{key}"|{key})\s*=', text)
    return None if found is None else text.count("\n", 0, found.start(2)) + 1


def run_file(path: Path) -> Outcome:
    try:
        text = path.read_text(encoding="utf-8")
        data = tomllib.loads(text)
    except (OSError, tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        return Outcome(path.name, error=str(exc))
    return run_scenario(data, path.name, text)


def scenario_command(args: Any) -> int:
    failed = 0
    paths: list[Path] = []
    for f in args.files:
        p = Path(f)
        paths.extend(sorted(p.glob("*.toml")) if p.is_dir() else [p])
    for path in paths:
        res = run_file(path)
        mark = "ok  " if res.ok else "FAIL"
        print(f"{mark} {path}")
        if res.error:
            print(f"      error: {res.error}")
        for ok, what in res.checks:
            if not ok or getattr(args, "verbose", False):
                print(f"      {'ok  ' if ok else 'FAIL'} {what}")
        failed += not res.ok
    print(f"{len(paths) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":  # pragma: no cover
    import argparse

    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("--verbose", action="store_true")
    sys.exit(scenario_command(ap.parse_args()))
