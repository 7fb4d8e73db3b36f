"""Build a game directly in a given position (for scenarios, puzzles and tests).

The position is plain data (see tests/scenarios/README.md for the format); card names
are turned into definitions by a resolver the caller passes, so the engine stays free
of files. Players are named by letters: A is player 0, B is player 1, and so on.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.engine.actions.copying import (
    become_copy,
    copies_as_attached,
    copies_text_as_attached,
    copy_text,
)
from app.engine.actions.death import banish_if_dies
from app.engine.actions.modes import MODES, check_mode, has_teams, team_of_seat
from app.engine.core.cards import CardDef
from app.engine.core.enums import CardType, Domain
from app.engine.core.state import (
    BANISH,
    BASE,
    BATTLEFIELD,
    BF,
    CHAMPION,
    DECK,
    FACEDOWN,
    HAND,
    LEGEND,
    RESTRICTIONS,
    RUNE_DECK,
    RUNES,
    TRASH,
    Battlefield,
    Decision,
    GameState,
    Obj,
    Phase,
)
from app.engine.face.game import Game
from app.engine.reads.attached import ATTACHED
from app.engine.reads.index import reindex
from app.engine.reads.shields import key as shield_key
from app.engine.reads.trashplay import grant_flow
from app.engine.turn.flow import run

Resolver = Callable[[str], CardDef]


class PositionError(ValueError):
    """A position that cannot be built, with the path of the faulty entry."""


class UnknownKeyError(PositionError):
    """A table holds a key the format doesn't know (a typo would otherwise be ignored)."""

    def __init__(self, where: str, keys: list[str]) -> None:
        self.where, self.keys = where, keys
        super().__init__(f"{where}: unknown key{'s' if len(keys) > 1 else ''} "
                         + ", ".join(repr(k) for k in keys))


def reject_unknown(raw: dict[str, Any], allowed: set[str] | frozenset[str], where: str) -> None:
    """Refuse a table with keys outside `allowed`, naming them and where they are."""
    unknown = sorted(set(raw) - set(allowed))
    if unknown:
        raise UnknownKeyError(where, unknown)


def player_index(letter: str) -> int:
    if len(letter) != 1 or not letter.isalpha():
        raise PositionError(f"players are named A, B, C, D; got {letter!r}")
    return ord(letter.upper()) - ord("A")


_POSITION_KEYS = {"mode", "turn_player", "phase", "turn", "first_player",
                  "first_draw_pending", "battlefields", "scored"}
_PLAYER_KEYS = {"legend", "champion", "chosen_champion", "points", "hand", "deck", "runes",
                "rune_deck", "base", "trash", "pool", "first_turn", "cards_played", "xp"}
_POOL_KEYS = {"energy", "power", "any", "restricted"}
_RESTRICTED_KEYS = {"energy", "any"}
_BF_KEYS = {"card", "owner", "label", "controller", "contested_by", "units", "facedown",
            "facedown_extra", "replaced"}
_OBJ_KEYS = {"card", "label", "exhausted", "damage", "buff", "stunned", "owner", "might",
             "hidden_turn", "attacking", "defending", "controller", "attached_to", "flow",
             "empowered", "banish_if_dies", "prevent", "doubled", "untargetable",
             "named", "tag_gained", "copy_of"}


def _entry(raw: Any, where: str) -> dict[str, Any]:
    if isinstance(raw, str):
        return {"card": raw}
    if isinstance(raw, dict) and "card" in raw:
        reject_unknown(raw, _OBJ_KEYS, where)
        return raw
    raise PositionError(f"{where}: expected a card name or a table with 'card'")


def build_position(spec: dict[str, Any], resolve: Resolver, seed: int = 1,
                   tokens: dict[str, CardDef] | None = None) -> tuple[Game, dict[str, int]]:
    """Return the game and the labels given to objects ({label: object id})."""
    letters = sorted(k for k in spec if len(k) == 1 and k.isalpha())
    reject_unknown({k: v for k, v in spec.items() if k not in letters}, _POSITION_KEYS,
                   "position")
    for letter in letters:
        reject_unknown(spec[letter], _PLAYER_KEYS, f"position.{letter}")
        reject_unknown(spec[letter].get("pool", {}), _POOL_KEYS, f"position.{letter}.pool")
    if len(letters) < 2:
        raise PositionError("a position needs players A and B")
    s = GameState(seed, [f"Player {x}" for x in letters])
    s.extra["tokens"] = dict(tokens or {})
    labels: dict[str, int] = {}
    # (gear, its unit's label, where it is given, the label of the unit its unit copies or "")
    attach_to: list[tuple[Obj, str, str, str]] = []

    def make(raw: Any, owner: int, zone: str, where: str, bf: int = -1) -> Obj:
        e = _entry(raw, where)
        try:
            card = resolve(e["card"])
        except (LookupError, ValueError) as exc:
            raise PositionError(f"{where}: {exc}") from exc
        if "owner" in e:
            owner = player_index(e["owner"])
        o = s.new_obj(card, owner, zone)
        if "controller" in e:  # a permanent one player controls and another owns
            o.controller = player_index(e["controller"])
        o.bf = bf
        o.exhausted = bool(e.get("exhausted", False))
        o.damage = int(e.get("damage", 0))
        o.buffs = 1 if e.get("buff") else 0
        o.stunned = bool(e.get("stunned", False))
        o.turn_might = int(e.get("might", 0))
        o.attacking = bool(e.get("attacking", False))
        o.defending = bool(e.get("defending", False))
        times = int(e.get("empowered", 0))  # true: once; Kayle's up to 3 (RUP4 441.1.c.1)
        if times:
            o.mods = {"empowered": times}
        if e.get("named"):  # the card or tag named for it (RUP4 759-763)
            o.mods = {**(o.mods or {}), "named": str(e["named"])}
        if e.get("banish_if_dies"):  # "if it would die this turn, banish it instead"
            banish_if_dies(s, o)
        if e.get("prevent"):  # Prevent Values given this turn, 0 "the next time" (RUP4 437)
            s.turn_flags.setdefault("prevent", {})[shield_key(o)] = [int(v) for v in e["prevent"]]
        if e.get("doubled"):  # "double all damage that would be dealt to it this turn"
            s.turn_flags.setdefault("doubled", {})[shield_key(o)] = int(e["doubled"])
        if e.get("untargetable"):  # "it can't be chosen by enemy spells and abilities this turn"
            s.turn_flags.setdefault("untargetable", []).append(shield_key(o))
        if "tag_gained" in e:  # "as you play me, choose ...; I gain that tag" (RUP4 355.1)
            o.mods = {**(o.mods or {}), "tags": (str(e["tag_gained"]),)}
        if "attached_to" in e:
            attach_to.append((o, str(e["attached_to"]), where, str(e.get("copy_of", ""))))
        elif "copy_of" in e:
            raise PositionError(f"{where}: copy_of is an attached Equipment's (attached_to)")
        if "label" in e:
            if e["label"] in labels:
                raise PositionError(f"{where}: label {e['label']!r} used twice")
            labels[e["label"]] = o.id
        return o

    bfs = spec.get("battlefields") or [{"card": "Open Field"}, {"card": "Open Field"}]
    for n, b in enumerate(bfs):
        b = _entry(b, f"position.battlefields[{n}]") if isinstance(b, str) else b
        reject_unknown(b, _BF_KEYS, f"position.battlefields[{n}]")
        card = resolve(b["card"])
        if card.type is not CardType.BATTLEFIELD:
            raise PositionError(f"position.battlefields[{n}]: {card.name} is not a battlefield")
        bo = s.new_obj(card, player_index(b.get("owner", letters[n % len(letters)])), BATTLEFIELD)
        battle = Battlefield(bo.id)
        if isinstance(b, dict) and b.get("label"):
            labels[b["label"]] = bo.id
        if b.get("controller"):
            battle.controller = player_index(b["controller"])
        if b.get("contested_by"):
            battle.contested_by = player_index(b["contested_by"])
        s.battlefields.append(battle)
        if b.get("replaced"):  # the battlefield this token replaced, in banishment (RUP4 438.5)
            r = _entry(b["replaced"], f"position.battlefields[{n}].replaced")
            rcard = resolve(r["card"])
            if not card.is_token or rcard.type is not CardType.BATTLEFIELD or rcard.is_token:
                raise PositionError(f"position.battlefields[{n}].replaced: a battlefield token "
                                    f"replaces a battlefield card")
            ro = s.new_obj(rcard, player_index(r.get("owner", letters[n % len(letters)])),
                           BANISH)
            s.players[ro.owner].banish.append(ro.id)
            s.extra.setdefault("replaced", {})[ro.id] = n

    turn = int(spec.get("turn", 3))
    for letter in letters:
        i = player_index(letter)
        ps = spec[letter]
        p = s.players[i]
        p.points = int(ps.get("points", 0))
        p.first_channel_done = not ps.get("first_turn", False)
        p.mulliganed = True
        legend = make(ps.get("legend", "Plain Legend"), i, LEGEND, f"position.{letter}.legend")
        p.legend = legend.id
        if ps.get("champion"):
            p.champion = make(ps["champion"], i, CHAMPION, f"position.{letter}.champion").id
            p.chosen_champion = s.objs[p.champion].card.name
        if ps.get("chosen_champion"):  # the chosen one's name, its zone empty (RUP4 103.2.a.3)
            p.chosen_champion = str(ps["chosen_champion"])
        for k, raw in enumerate(reversed(ps.get("deck", []))):  # listed top first
            p.deck.append(make(raw, i, DECK, f"position.{letter}.deck[{k}]").id)
        for k, raw in enumerate(reversed(ps.get("rune_deck", []))):
            p.rune_deck.append(make(raw, i, RUNE_DECK, f"position.{letter}.rune_deck[{k}]").id)
        for k, raw in enumerate(ps.get("hand", [])):
            p.hand.append(make(raw, i, HAND, f"position.{letter}.hand[{k}]").id)
        for k, raw in enumerate(ps.get("runes", [])):
            p.runes.append(make(raw, i, RUNES, f"position.{letter}.runes[{k}]").id)
        for k, raw in enumerate(ps.get("base", [])):
            p.base.append(make(raw, i, BASE, f"position.{letter}.base[{k}]").id)
        for k, raw in enumerate(ps.get("trash", [])):
            o = make(raw, i, TRASH, f"position.{letter}.trash[{k}]")
            p.trash.append(o.id)
            if isinstance(raw, dict) and raw.get("flow"):  # given Flow this turn (RUP4 829)
                grant_flow(s, o)
        pool = ps.get("pool", {})
        p.pool.energy = int(pool.get("energy", 0))
        p.pool.power = {Domain(d): int(n) for d, n in pool.get("power", {}).items()}
        p.pool.universal = int(pool.get("any", 0))
        for kind, amounts in pool.get("restricted", {}).items():  # RUP4 429
            where = f"position.{letter}.pool.restricted.{kind}"
            if kind not in (*RESTRICTIONS, "spells"):
                raise PositionError(f"{where}: no such restriction (spells, "
                                    f"{', '.join(RESTRICTIONS)})")
            reject_unknown(amounts, _RESTRICTED_KEYS, where)
            r_energy, r_any = int(amounts.get("energy", 0)), int(amounts.get("any", 0))
            if kind == "spells":
                p.pool.spell_energy, p.pool.spell_universal = r_energy, r_any
            elif r_energy or r_any:
                p.pool.restricted[kind] = (r_energy, r_any)
        p.cards_played_turn = int(ps.get("cards_played", 0))
        if ps.get("xp"):  # XP (RUP4 729): absent means none
            s.extra.setdefault("xp", {})[i] = int(ps["xp"])

    for n, b in enumerate(bfs):
        if isinstance(b, str):
            continue
        for k, raw in enumerate(b.get("units", [])):
            e = _entry(raw, f"position.battlefields[{n}].units[{k}]")
            owner = player_index(e.get("owner", "A"))
            o = make(e, owner, BF, f"position.battlefields[{n}].units[{k}]", bf=n)
            s.battlefields[n].units.append(o.id)
        if b.get("facedown"):
            e = _entry(b["facedown"], f"position.battlefields[{n}].facedown")
            owner = player_index(e.get("owner", b.get("controller", "A")))
            o = make(e, owner, FACEDOWN, f"position.battlefields[{n}].facedown", bf=n)
            o.hidden_turn = int(e.get("hidden_turn", turn - 1))
            s.battlefields[n].facedown = o.id
        for k, raw in enumerate(b.get("facedown_extra", [])):  # a raised occupancy (107.3.b.1)
            e = _entry(raw, f"position.battlefields[{n}].facedown_extra[{k}]")
            owner = player_index(e.get("owner", b.get("controller", "A")))
            o = make(e, owner, FACEDOWN, f"position.battlefields[{n}].facedown_extra[{k}]", bf=n)
            o.hidden_turn = int(e.get("hidden_turn", turn - 1))
            s.battlefields[n].extra_facedown.append(o.id)

    _attach(s, attach_to, labels)
    tp = player_index(spec.get("turn_player", "A"))
    s.first_player = player_index(spec.get("first_player", "A"))
    mode = spec.get("mode", "duel")  # a mode of play (RUP4 485-488; app/engine/actions/modes.py)
    if mode != "duel":
        try:
            check_mode(mode, len(letters))
        except ValueError as exc:
            raise PositionError(str(exc)) from exc
        s.extra["mode"] = mode
        if has_teams(mode):  # 2v2: A and C against B and D, Victory Score 11 (RUP4 489)
            for p in s.players:
                p.team = team_of_seat(mode, p.index)
            s.victory_score = MODES[mode][1]
    if spec.get("first_draw_pending"):  # their first Draw Phase is still to come (487.7)
        s.extra["first_draw_pending"] = player_index(spec["first_draw_pending"])
    s.turn = turn
    for key, val in spec.get("scored", {}).items():  # {"A": [0]} battlefields scored this turn
        for bf in val:
            s.scored.add((player_index(key), int(bf)))
    phase = spec.get("phase", "main")
    reindex(s)
    if phase == "main":
        s.turn_player, s.phase = tp, Phase.MAIN
    elif phase == "start":  # the turn player's turn is about to begin (Awaken)
        s.turn_player, s.phase = (tp - 1) % len(letters), Phase.EXPIRATION
        s.turn = turn - 1
    elif phase == "end":  # the turn player is about to end their turn
        s.turn_player, s.phase = tp, Phase.MAIN
        s.tasks.append(("end_turn",))
    elif phase == "mulligan":
        s.turn_player, s.phase = s.first_player, Phase.MULLIGAN
        for p in s.players:
            p.mulliganed = False
        s.decision = Decision(s.first_player, "mulligan", [])
    else:
        raise PositionError(f"phase must be main, start, end or mulligan; got {phase!r}")
    s.dirty = True
    game = Game(s, None, seed, s.extra["tokens"])
    if s.decision is None:
        run(s)
        s.events = []
    game.mark_start()
    return game, labels


def _attach(s: GameState, attach_to: list[tuple[Obj, str, str, str]],
            labels: dict[str, int]) -> None:
    """`attached_to = "label"`: a gear attached to the labelled unit at its location (RUP4
    434.4, 719.3); with `copy_of = "label"`, an Equipment that copies as it is attached made
    its unit a copy of that other unit (RUP4 477.1.b); an Equipment that copies its unit's text
    as it is attached (Svellsongur) copied it, in the order the position lists them."""
    for gear, label, where, model in attach_to:
        unit = s.objs.get(labels.get(label, -1))
        if unit is None or not unit.is_unit:
            raise PositionError(f"{where}: attached_to {label!r} names no unit")
        if gear.card.type is not CardType.GEAR or gear.zone not in (BASE, BF) \
                or (gear.zone, gear.bf) != (unit.zone, unit.bf) \
                or (gear.zone == BASE and gear.controller != unit.controller):
            raise PositionError(f"{where}: only a gear at its unit's location can be attached "
                                f"to it (RUP4 434.4)")
        s.extra.setdefault(ATTACHED, {})[gear.id] = unit.id
        if model:
            other = s.objs.get(labels.get(model, -1))
            if not copies_as_attached(gear) or other is None or not other.is_unit \
                    or other is unit:
                raise PositionError(f"{where}: copy_of {model!r}: another unit, for an "
                                    f"Equipment that copies as it is attached")
            become_copy(s, unit, gear, other)
        elif copies_text_as_attached(gear):
            copy_text(s, gear, unit)


__all__ = ["build_position", "PositionError", "UnknownKeyError", "player_index", "reject_unknown"]
