"""Random legal games, with invariants checked after every action: between the built-in
decks, or (`--random-decks`) between random legal decks of the implemented cards.

`riftbound selfplay --games N --seed S` prints one summary line (and a line per deck
pairing) and exits 1 on any invariant violation or exception.
"""

from __future__ import annotations

import random
import statistics
import time
import traceback
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from app.engine import CardType, DeckSpec, Game, new_game
from app.engine.core.state import (
    BANISH,
    BASE,
    BATTLEFIELD,
    BF,
    CHAIN,
    CHAMPION,
    DECK,
    FACEDOWN,
    GONE,
    HAND,
    LEGEND,
    RUNE_DECK,
    RUNES,
    SETASIDE,
    TRASH,
    GameState,
)
from app.engine.face.randomplay import choose_random
from app.engine.reads.attached import attached_map


class InvariantError(AssertionError):
    pass


def check_invariants(s: GameState, total_cards: int) -> None:
    """Every card in exactly one zone, cards conserved, one facedown card per battlefield,
    nobody's units in another's base, at most two players' units at a battlefield (RUP4
    144.4.a.1, with any number of players); with any number of players: a battlefield per
    player except the War's first player (RUP4 485.4, 487.4, 488.4), decisions, controllers
    and combatants among the players, and in a combat with three or more players only its
    attacker and defender (and the players they invited) hold focus or priority."""
    seen: dict[int, str] = {}

    def put(oid: int, zone: str, where: str) -> None:
        if oid in seen:
            raise InvariantError(f"object {oid} is both in {seen[oid]} and {where}")
        seen[oid] = where
        o = s.objs[oid]
        if o.zone != zone:
            raise InvariantError(f"object {oid} is listed in {where} but says it is in {o.zone}")

    for p in s.players:
        for zone, lst in ((DECK, p.deck), (HAND, p.hand), (RUNE_DECK, p.rune_deck),
                          (RUNES, p.runes), (BASE, p.base), (TRASH, p.trash),
                          (BANISH, p.banish), (SETASIDE, p.setaside)):
            for oid in lst:
                put(oid, zone, f"p{p.index}.{zone}")
                if zone == BASE and s.objs[oid].controller != p.index:
                    raise InvariantError(f"object {oid} of p{s.objs[oid].controller} "
                                         f"is in p{p.index}'s base")
                if zone not in (BASE, RUNES) and s.objs[oid].owner != p.index:
                    raise InvariantError(f"object {oid} is in a zone of a player who "
                                         f"does not own it")
        if s.is_removed(p.index):  # out of the game, and everything they owned (RUP4 652)
            if p.hand or p.deck or p.base or p.runes or p.rune_deck or p.trash or p.banish \
                    or p.setaside or p.champion is not None:
                raise InvariantError(f"p{p.index} was removed but still has cards")
            continue
        put(p.legend, LEGEND, f"p{p.index}.legend")
        if p.champion is not None:
            put(p.champion, CHAMPION, f"p{p.index}.champion")
        if p.points < 0:
            raise InvariantError("negative points")
    for i, b in enumerate(s.battlefields):
        put(b.obj, BATTLEFIELD, f"battlefield {i}")
        owners = set()
        for oid in b.units:
            put(oid, BF, f"bf{i}")
            if s.objs[oid].bf != i:
                raise InvariantError(f"object {oid} at bf{i} says bf{s.objs[oid].bf}")
            if s.objs[oid].is_unit:  # a gear there may be attached to another's unit (434.4)
                owners.add(s.objs[oid].controller)
        if len(owners) > 2:
            raise InvariantError(f"units of {len(owners)} players at bf{i}")
        if b.facedown is not None:
            put(b.facedown, FACEDOWN, f"bf{i}.facedown")
        for oid in b.extra_facedown:  # a raised occupancy (RUP4 107.3.b.1)
            if b.facedown is None:
                raise InvariantError(f"bf{i}: an extra facedown card with the first slot empty")
            put(oid, FACEDOWN, f"bf{i}.facedown")
    for item in s.chain:
        # a spell played again as it resolves (Dancing Grenade) is its resolving item and its
        # new play at once until that resolution ends (RUP4 359.3.e.15): one card
        if item.kind == "card" and item.info.get("again_stage") != "played":
            put(item.obj, CHAIN, "chain")
    _check_players(s)
    cards = [o for o in s.objs.values() if not o.card.is_token]
    missing = [o.id for o in cards if o.id not in seen
               and not (o.zone == GONE and s.is_removed(o.owner))]
    if missing:
        raise InvariantError(f"objects in no zone: {missing[:5]}")
    if len(cards) != total_cards:
        raise InvariantError(f"card count changed: {len(cards)} != {total_cards}")
    for o in s.objs.values():
        if o.card.is_token and o.id not in seen and o.zone != GONE:
            raise InvariantError(f"token {o.id} is nowhere but says {o.zone}")
    _check_attached(s)


def _check_attached(s: GameState) -> None:
    """Each attached gear is on the board with a unit on the board, at its location (RUP4
    434.4, 719.3), and nothing is attached to a gear."""
    for gid, uid in attached_map(s).items():
        g, u = s.objs[gid], s.objs[uid]
        if g.card.type is not CardType.GEAR or not u.is_unit:
            raise InvariantError(f"object {gid} attached to {uid}: not a gear on a unit")
        if g.zone not in (BASE, BF) or (g.zone, g.bf) != (u.zone, u.bf):
            raise InvariantError(f"gear {gid} at {g.zone}{g.bf}, its unit {uid} at "
                                 f"{u.zone}{u.bf}")


def _check_players(s: GameState) -> None:
    n = len(s.players)
    mode = s.extra.get("mode", "duel")
    want = n - 1 if mode in ("war", "2v2") else n  # first player's removed (488.4.b, 489.5.b)
    # a battlefield token joins once ("if it's not there already": the Baron Pit, RUP4 439),
    # and its place stays when another replaces it (the Brush over the Pit, 438)
    pits = {i for i, b in enumerate(s.battlefields) if s.objs[b.obj].card.code == "UNL-T01"}
    pits |= {int(i) for oid, i in s.extra.get("replaced", {}).items()
             if s.objs[int(oid)].card.code == "UNL-T01"}
    want += len(pits)
    if len(s.battlefields) != want:
        raise InvariantError(f"{len(s.battlefields)} battlefields in a {mode} of {n} players")
    if not 0 <= s.turn_player < n or not 0 <= s.first_player < n:
        raise InvariantError("a turn player out of range")
    d = s.decision
    if d is not None and not 0 <= d.player < n:
        raise InvariantError(f"a decision for player {d.player} of {n}")
    if d is not None and s.is_removed(d.player):
        raise InvariantError(f"a decision for removed player {d.player}")
    for b in s.battlefields:
        if b.controller is not None and s.is_removed(b.controller):
            raise InvariantError(f"a battlefield controlled by removed player {b.controller}")
        if any(s.is_removed(s.objs[u].controller) for u in b.units):
            raise InvariantError("a removed player's unit at a battlefield")
    for i, b in enumerate(s.battlefields):
        if b.controller is not None and not 0 <= b.controller < n:
            raise InvariantError(f"bf{i} controlled by player {b.controller}")
    if mode == "2v2":
        _check_teams(s)
    sd = s.showdown
    if sd is not None and sd.combat:
        if sd.attacker == sd.defender or not (0 <= sd.attacker < n and 0 <= sd.defender < n):
            raise InvariantError(f"combat between {sd.attacker} and {sd.defender}")
        guests = s.extra.get("invited", ())
        if (n > 2 and d is not None and d.kind == "priority"
                and d.player not in (sd.attacker, sd.defender) and d.player not in guests):
            raise InvariantError(f"player {d.player} has {d.data} in a combat of "
                                 f"{sd.attacker} and {sd.defender}")


def _check_teams(s: GameState) -> None:
    """2v2 (RUP4 489): seats 0 and 2 against 1 and 3; teammates always have the same points
    (489.8.d.1); combat only between the teams (316.7.a); the invited teammate decides only
    in the turn player's main phase (489.8.a)."""
    ps = s.players
    if [p.team for p in ps] != [0, 1, 0, 1]:
        raise InvariantError(f"teams {[p.team for p in ps]}")
    if ps[0].points != ps[2].points or ps[1].points != ps[3].points:
        raise InvariantError(f"team points differ: {[p.points for p in ps]}")
    sd = s.showdown
    if sd is not None and sd.combat and ps[sd.attacker].team == ps[sd.defender].team:
        raise InvariantError(f"combat between teammates {sd.attacker} and {sd.defender}")
    d = s.decision
    if d is not None and d.kind == "priority" and d.data == "guest" and (
            ps[d.player].team != ps[s.turn_player].team or d.player == s.turn_player
            or s.chain or sd is not None):
        raise InvariantError(f"player {d.player} invited out of place")


@dataclass
class Stats:
    games: int = 0
    actions: int = 0
    capped: int = 0
    legal_ns: list[int] = field(default_factory=list)
    seconds: float = 0.0
    by_pair: dict[tuple[str, str], list[int]] = field(default_factory=lambda: defaultdict(list))
    turns: dict[tuple[str, str], list[int]] = field(default_factory=lambda: defaultdict(list))
    played: set[str] = field(default_factory=set)  # codes of the cards played at least once
    concessions: int = 0  # with --concede (RUP4 650-652)


def play_mode_game(decks: list[DeckSpec], seed: int, turn_cap: int, stats: Stats | None,
                   check: bool = True, tokens: tuple = (), mode: str = "duel",
                   concede: float = 0.0) -> Game:
    """One random game in a mode (RUP4 485-489), invariants checked after every action.
    With `concede`, before each action a random player still in the game concedes with that
    probability (RUP4 650-652), drawn from a random stream of its own: without it the game
    is the same as before."""
    rng = random.Random(seed)
    crng = random.Random(seed ^ 0x5EED) if concede else None
    game = new_game(list(decks), seed=seed, tokens=tokens, mode=mode)
    total = sum(1 for o in game.state.objs.values() if not o.card.is_token)
    clock = time.perf_counter_ns
    while not game.is_over and game.state.turn <= turn_cap:
        t0 = clock()
        actions = game.legal_actions()
        if stats is not None:
            stats.legal_ns.append(clock() - t0)
        if not actions:
            raise InvariantError(f"no legal action but the game is not over ({game.decision})")
        if crng is not None and crng.random() < concede:
            who = crng.choice([p.index for p in game.state.players
                               if not game.state.is_removed(p.index)])
            result = game.apply(f"concede {who}", who)
            if not result.ok:
                raise InvariantError(f"a concession was refused: {result.refusal}")
            if stats is not None:
                stats.concessions += 1
            if check:
                check_invariants(game.state, total)
            continue
        result = game.apply(choose_random(rng, actions))
        if not result.ok:
            raise InvariantError(f"a legal action was refused: {result.refusal}")
        if stats is not None:
            for e in result.events:
                if e.kind == "play" and "card" in e.data:
                    stats.played.add(e.data["card"])
        if check:
            check_invariants(game.state, total)
    return game


def random_mode_decks(rng: random.Random, cat: Any, pool: frozenset[str] | None,
                      mode: str) -> tuple[tuple[str, ...], list[DeckSpec]]:
    """Random decks (of the playable cards of `pool`'s sets) for every seat of a mode: their
    legends and specs. They are legal but for orphaned signature cards, which no legal deck
    can hold yet (see `random_deck`): every playable card gets played. In 2v2 a deck is dealt
    again while teammates share a legend or a battlefield (RUP4 489.8.h/i)."""
    from app.decks.random_deck import random_deck
    from app.decks.spec import to_deck_spec
    from app.engine.actions.modes import MODES, has_teams, team_problems

    n = MODES[mode][0]
    lists = [random_deck(rng, cat, pool, orphans=True) for _ in range(n)]
    specs = [to_deck_spec(d, cat) for d in lists]
    for _ in range(50):
        if not (has_teams(mode) and team_problems(specs)):
            break
        k = rng.randrange(n)
        lists[k] = random_deck(rng, cat, pool, orphans=True)
        specs[k] = to_deck_spec(lists[k], cat)
    return tuple(d.legend for d in lists), specs


def selfplay(games: int, seed: int, turn_cap: int = 200, check: bool = True,
             random_decks: bool = False,
             pool: frozenset[str] | None = None, mode: str = "duel",
             concede: float = 0.0) -> tuple[Stats, list[str]]:
    """Random games of a mode (RUP4 485-488): the built-in decks seated in every order in turn
    (a Duel pairs each deck with each, itself included), or random legal decks. `by_pair` is
    keyed by the seats' decks."""
    import itertools

    from app.cards.catalog import load_catalog
    from app.decks.builtin import load_builtin_decks
    from app.decks.spec import to_deck_spec
    from app.engine.actions.modes import MODES

    n = MODES[mode][0]
    cat = load_catalog()
    decks = {k: to_deck_spec(v) for k, v in sorted(load_builtin_decks().items())}
    seatings = (list(itertools.product(sorted(decks), repeat=2)) if mode == "duel"
                else list(itertools.permutations(sorted(decks), n)))
    tokens = tuple(t for t in cat.all() if t.is_token and t.code in cat.implemented_codes())
    tokens = tuple(cat.card_def(t.code) for t in tokens) or (cat.token("Recruit"),)
    stats = Stats()
    failures: list[str] = []
    start = time.perf_counter()
    for g in range(games):
        game_seed = seed * 1_000_003 + g
        if random_decks:  # random legal decks, drawn from the game's seed
            seat_names, specs = random_mode_decks(random.Random(game_seed), cat, pool, mode)
        else:
            seat_names = seatings[g % len(seatings)]
            specs = [decks[x] for x in seat_names]
        try:
            game = play_mode_game(specs, game_seed, turn_cap, stats, check, tokens, mode,
                                  concede)
        except Exception as exc:  # noqa: BLE001 - report every failure with its seed
            failures.append(f"game {g} ({' vs '.join(seat_names)}, seed {game_seed}): "
                            f"{type(exc).__name__}: {exc}\n{traceback.format_exc(limit=4)}")
            continue
        stats.games += 1
        stats.actions += len(game.log)
        if game.winner is None:
            stats.capped += 1
        stats.by_pair[seat_names].append(-1 if game.winner is None else game.winner)  # type: ignore[index]
        stats.turns[seat_names].append(game.state.turn)  # type: ignore[index]
    stats.seconds = time.perf_counter() - start
    return stats, failures


def summary(stats: Stats) -> str:
    med = statistics.median(stats.legal_ns) / 1000 if stats.legal_ns else 0.0
    secs = max(stats.seconds, 1e-9)
    return (f"games {stats.games}, actions {stats.actions}, {stats.games / secs:.1f} games/s, "
            f"{stats.actions / secs:.0f} actions/s, median legal_actions {med:.1f} µs, "
            + (f"concessions {stats.concessions}, " if stats.concessions else "")
            + f"turn cap reached {stats.capped}")


def selfplay_command(args: Any) -> int:
    from app.cards.catalog import load_catalog

    cat = load_catalog()
    done = len(cat.implemented_codes())
    print(f"Card abilities implemented for {done}/{len(cat)} catalog cards"
          + ("" if done == len(cat) else " (the others play with their keywords only)") + ".")
    pool = frozenset(s.strip().upper() for s in args.pool.split(",")) if args.pool else None
    mode = getattr(args, "mode", "duel") or "duel"
    stats, failures = selfplay(args.games, args.seed, args.turn_cap,
                               random_decks=args.random_decks or pool is not None, pool=pool,
                               mode=mode, concede=getattr(args, "concede", 0.0) or 0.0)
    for f in failures:
        print("VIOLATION", f)
    if args.random_decks or pool is not None:
        from app.decks.random_deck import playable_pool

        never = [c for c in playable_pool(cat, pool) if c.type.value in ("Unit", "Spell", "Gear")
                 and c.code not in stats.played]
        print(f"playable main-deck cards never played: {len(never)}"
              + (f" ({', '.join(c.name for c in never[:12])}{', …' if len(never) > 12 else ''})"
                 if never else ""))
    if not args.quiet and mode == "2v2":  # the team wins together (RUP4 489.6.a)
        winners = [w for ws in stats.by_pair.values() for w in ws]
        turns = [t for ts in stats.turns.values() for t in ts]
        total = max(len(winners), 1)
        print(f"  {mode}: games {len(winners)}, avg turns "
              f"{statistics.mean(turns) if turns else 0:.1f}, wins by team: players 1+3 "
              f"{100 * sum(1 for w in winners if w in (0, 2)) / total:.1f}%, players 2+4 "
              f"{100 * sum(1 for w in winners if w in (1, 3)) / total:.1f}%")
    elif not args.quiet and mode != "duel":
        n = max((len(k) for k in stats.by_pair), default=0)
        winners = [w for ws in stats.by_pair.values() for w in ws]
        turns = [t for ts in stats.turns.values() for t in ts]
        print(f"  {mode}: games {len(winners)}, avg turns "
              f"{statistics.mean(turns) if turns else 0:.1f}, wins by seat: "
              + ", ".join(f"player {i + 1} {100 * winners.count(i) / max(len(winners), 1):.1f}%"
                          for i in range(n)))
    elif not args.quiet:
        for (x, y), winners in sorted(stats.by_pair.items()):
            n = len(winners)
            first = sum(1 for w in winners if w == 0)
            turns = statistics.mean(stats.turns[(x, y)])
            print(f"  {x:>9} (player 1) vs {y:<9} games {n:4d}  player 1 wins "
                  f"{100 * first / n:5.1f}%  avg turns {turns:.1f}")
    broken = sum(1 for f in failures if ": InvariantError: " in f.split("\n")[0])
    print(summary(stats), f"(stalls), exceptions {len(failures) - broken}, "
          f"invariant violations {broken}")
    return 1 if failures else 0
