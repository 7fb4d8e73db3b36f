"""`riftbound selfplay --mode match`: random Matches (RUP4 486) between random legal decks with
three battlefields and a sideboard, every match question (sideboard swaps, champion changes,
battlefields, play first or last) answered at random from the legal actions, the game and
match invariants checked after every action.
"""

from __future__ import annotations

import random
import time
import traceback
from collections import Counter
from dataclasses import dataclass
from typing import Any

from app.cards.catalog import Catalog
from app.decks.model import DeckList
from app.engine.face.match import SIDEBOARD, Match, MatchDeck, new_match
from app.engine.face.randomplay import choose_random
from app.selfplay import InvariantError, Stats, check_invariants, summary


def _limit(card: Any) -> int:
    from app.engine.core.enums import Keyword

    return 1 if Keyword.UNIQUE in card.keywords else 3


def random_sideboard(rng: random.Random, deck: DeckList, cat: Catalog,
                     pool: list[Any], size: int = 8) -> list[str]:
    """Up to `size` cards of the legend's domains, the copy limits counted over the main deck
    and the sideboard together (TR 403.3); no Signature cards (their own limit); a champion
    unit of the legend first when there is one, so that the champion can change (403.4.a)."""
    legend = cat.find(deck.legend)
    assert legend is not None
    identity, tags = set(legend.domains), set(legend.tags)
    copies = Counter({name: n for name, n in deck.main})
    if deck.champion:
        copies[deck.champion] += 1
    fits = [c for c in pool if c.type.value in ("Unit", "Spell", "Gear")
            and set(c.domains) <= identity
            and not (c.supertype is not None and c.supertype.value == "Signature")]
    champions = [c for c in fits if c.is_champion_unit and tags & set(c.tags)
                 and c.name != deck.champion]
    side: list[str] = []
    if champions:
        c = rng.choice(champions)
        if copies[c.name] < _limit(c):
            side.append(c.name)
            copies[c.name] += 1
    tries = 0
    while len(side) < size and fits and tries < 200:
        tries += 1
        c = rng.choice(fits)
        if copies[c.name] < _limit(c):
            side.append(c.name)
            copies[c.name] += 1
    return side


def match_decks(rng: random.Random, cat: Catalog, pool_sets: frozenset[str] | None = None
                ) -> list[MatchDeck]:
    from app.decks.random_deck import playable_pool, random_deck
    from app.decks.spec import to_deck_spec

    pool = playable_pool(cat, pool_sets)
    decks = []
    for _ in range(2):
        d = random_deck(rng, cat, pool_sets)
        side = random_sideboard(rng, d, cat, pool)
        decks.append(MatchDeck(to_deck_spec(d, cat), tuple(cat.card_def(n) for n in side)))
    return decks


def check_match(m: Match) -> None:
    """Sideboarding exchanges one for one (TR 403.4): main deck size and the cards of main +
    sideboard + champion never change; the score counts the won games; no removed
    battlefield is in play unless best-of-five reuse allows it (RUP4 486.5, 486.6.a)."""
    for p, d in enumerate(m.decks):
        if len(m.main[p]) != len(d.spec.main):
            raise InvariantError(f"p{p}: main deck size changed")
        now = Counter(c.code for c in m.main[p] + m.side[p])
        was = Counter(c.code for c in list(d.spec.main) + list(d.sideboard))
        if m.champion[p] is not None:
            now[m.champion[p].code] += 1
        if d.spec.champion is not None:
            was[d.spec.champion.code] += 1
        if now != was:
            raise InvariantError(f"p{p}: sideboarding changed the cards")
    won = [r.winner for r in m.records if r.winner is not None]
    if m.wins != [won.count(0), won.count(1)]:
        raise InvariantError(f"score {m.wins} does not count the won games")
    for k, r in enumerate(m.records):
        for p, code in enumerate(r.fields):
            earlier = [q for q in m.records[:k] if q.winner is not None and q.fields[p] == code]
            if earlier and not (m.best_of == 5 and r.number >= 4):
                raise InvariantError(f"game {r.number}: p{p} presented removed {code}")
        if k and m.records[k - 1].winner is None and r.first != m.records[k - 1].first:
            raise InvariantError("the play order changed after a draw (TR 407.4)")
    if max(m.wins) > m.best_of // 2 + 1:
        raise InvariantError("more game wins than the match needs")


@dataclass
class MatchStats:
    matches: int = 0
    games: int = 0
    swaps: int = 0
    champion_changes: int = 0
    draws: int = 0  # agreed draws (TR 410.1), turn-cap stalls included
    concessions: int = 0


def play_match(m: Match, rng: random.Random, turn_cap: int, stats: Stats,
               mstats: MatchStats, check: bool = True, game_cap: int = 20) -> None:
    total = 0
    current = None
    stop_at: tuple[int, str] | None = None  # some games end by agreement or concession
    while not m.is_over:
        if len(m.records) >= game_cap:
            raise InvariantError(f"the match did not end in {game_cap} games")
        if (m.stage == "game" and current is not None and stop_at is not None
                and current.state.turn >= stop_at[0]):
            if stop_at[1] == "draw":  # TR 410.1: the players agree to draw the game
                m.apply_or_raise("agreedraw")
                mstats.draws += 1
            else:  # TR 410.1, RUP4 650: a player concedes the game
                m.apply_or_raise("concede", rng.randrange(2))
                mstats.concessions += 1
            stop_at = None
            continue
        if m.stage == "game" and current is not None and current.state.turn > turn_cap:
            stats.capped += 1  # a stall: the game is called a draw and the match goes on
            m.apply_or_raise("agreedraw")
            mstats.draws += 1
            continue
        t0 = time.perf_counter_ns()
        actions = m.legal_actions()
        stats.legal_ns.append(time.perf_counter_ns() - t0)
        if not actions:
            raise InvariantError(f"no legal action but the match is not over ({m.stage})")
        if m.stage == SIDEBOARD:  # sideboard sometimes: a few swaps, rarely a champion
            swaps = [a for a in actions if a.verb == "swap"]
            champs = [a for a in actions if a.verb == "champ"]
            r = rng.random()
            if champs and r < 0.15:
                action = rng.choice(champs)
            elif swaps and r < 0.6:
                action = rng.choice(swaps)
            else:
                action = next(a for a in actions if a.verb == "ready")
        else:
            action = choose_random(rng, actions)
        before = len(m.records)
        in_game = m.stage == "game"
        result = m.apply(action)
        if not result.ok:
            raise InvariantError(f"a legal action was refused: {result.refusal}")
        stats.actions += 1
        if m.game is not None and m.game is not current:  # a new game has started
            current = m.game
            total = sum(1 for o in current.state.objs.values() if not o.card.is_token)
            # the chosen battlefields are the ones in play (RUP4 486.5), the chosen order
            codes = [current.state.objs[b.obj].card.code for b in current.state.battlefields]
            if codes != [m.decks[p].spec.battlefields[k].code
                         for p, k in enumerate(m.picks) if k is not None]:
                raise InvariantError(f"battlefields in play {codes} are not the chosen ones")
            if current.state.first_player != m.first:
                raise InvariantError("the first player is not the one chosen (TR 407)")
            r = rng.random()
            stop_at = ((rng.randint(2, 10), "draw") if r < 0.08 else
                       (rng.randint(2, 10), "concede") if r < 0.12 else None)
        mstats.swaps += action.verb == "swap"
        mstats.champion_changes += action.verb == "champ"
        if in_game and check and current is not None:  # the game's last action too
            check_invariants(current.state, total)
        if check and (len(m.records) != before or m.stage != "game"):
            check_match(m)
    mstats.games += len(m.records)


def selfplay_match(games: int, seed: int, turn_cap: int = 200, check: bool = True,
                   pool: frozenset[str] | None = None, best_of: int = 3,
                   verify_replay: bool = True) -> tuple[Stats, MatchStats, list[str]]:
    from app.cards.catalog import load_catalog

    cat = load_catalog()
    tokens = tuple(cat.game_tokens())
    stats, mstats = Stats(), MatchStats()
    failures: list[str] = []
    start = time.perf_counter()
    for g in range(games):
        match_seed = seed * 1_000_003 + g
        rng = random.Random(match_seed)
        try:
            decks = match_decks(rng, cat, pool)
            m = new_match(decks, match_seed, tokens=tokens, best_of=best_of)
            play_match(m, rng, turn_cap, stats, mstats, check)
            if verify_replay and g % 10 == 0:  # the saved form rebuilds the same match
                again = Match.from_dict(m.to_dict(), decks, tokens)
                if again.hash() != m.hash():
                    raise InvariantError("the match does not replay to the same state")
        except Exception as exc:  # noqa: BLE001 - report every failure with its seed
            failures.append(f"match {g} (seed {match_seed}): {type(exc).__name__}: {exc}\n"
                            f"{traceback.format_exc(limit=4)}")
            continue
        stats.games += 1
        mstats.matches += 1
        stats.by_pair[("match", "match")].append(-1 if m.winner is None else m.winner)
    stats.seconds = time.perf_counter() - start
    return stats, mstats, failures


def selfplay_match_command(args: Any) -> int:
    pool = frozenset(s.strip().upper() for s in args.pool.split(",")) if args.pool else None
    stats, mstats, failures = selfplay_match(args.games, args.seed, args.turn_cap, pool=pool,
                                             best_of=getattr(args, "best_of", 3))
    for f in failures:
        print("VIOLATION", f)
    if not args.quiet:
        winners = stats.by_pair.get(("match", "match"), [])
        if winners:
            share = 100 * winners.count(0) / len(winners)
            print(f"  matches {len(winners)}, player 1 wins {share:.1f}%, "
                  f"games {mstats.games} ({mstats.games / len(winners):.2f} per match), "
                  f"sideboard swaps {mstats.swaps}, champion changes {mstats.champion_changes}, "
                  f"drawn games {mstats.draws}, conceded games {mstats.concessions}")
    broken = sum(1 for f in failures if ": InvariantError: " in f.split("\n")[0])
    print("matches:", summary(stats), f"(stalls), exceptions {len(failures) - broken}, "
          f"invariant violations {broken}")
    return 1 if failures or stats.capped else 0
