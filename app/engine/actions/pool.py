"""The Rune Pool and what a payment may take of it (RUP4 165-168, 429).

A cost is an Energy amount and a list of Power pips (`Pip`), each pip the set of domains that
may pay it. The pool holds Energy and Power (166); restricted resources ("spend this only on
spells", "only during a showdown", RUP4 429) pay only for what a payment is for (`Use`,
`uses`). Here: whether the pool covers a cost (`pool_covers`), what runes must still provide
(`_remaining_after_pool`), and spending a cost from the pool (`spend`). Adding to the pool
and the payment plans that use runes and Add abilities are in actions.payment.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from app.engine.core.enums import CardType, Domain
from app.engine.core.state import RESTRICTIONS, ChainItem, GameState, Pool

Pip = frozenset[Domain]


def _match(pips: Sequence[Pip], tokens: Sequence[object],
           fits: Callable[[Pip, object], bool]) -> list[int] | None:
    """Assign every pip a distinct token (augmenting paths); tokens are tried in order."""
    if len(pips) == 1:  # one pip: the first token that fits, as the search below finds
        pip = pips[0]
        for t, tok in enumerate(tokens):
            if fits(pip, tok):
                return [t]
        return None
    owner: dict[int, int] = {}

    def augment(p: int, seen: set[int]) -> bool:
        for t, tok in enumerate(tokens):
            if t in seen or not fits(pips[p], tok):
                continue
            seen.add(t)
            if t not in owner or augment(owner[t], seen):
                owner[t] = p
                return True
        return False

    for p in sorted(range(len(pips)), key=lambda i: len(pips[i])):
        if not augment(p, set()):
            return None
    result = [-1] * len(pips)
    for t, p in owner.items():
        result[p] = t
    return result


# What a payment may take of the restricted resources (RUP4 429: "spend this only ..."): the
# kinds of what it pays for ("spells", "units", "gear") and "showdown" during a showdown
Use = frozenset[str]


NO_USE: Use = frozenset()


_USES: dict[str | None, Use] = {None: NO_USE, "spells": frozenset({"spells"}),
                                "units": frozenset({"units"}), "gear": frozenset({"gear"})}


_USES_SD: dict[str | None, Use] = {k: v | {"showdown"} for k, v in _USES.items()}


# an Add step's condition -> the restriction of what it adds
ONLY = {"spells_only": "spells", "units_only": "units", "gear_only": "gear",
        "showdown_only": "showdown"}


ALL_USES: Use = frozenset({"spells", "units", "gear", "showdown"})


_KIND_OF = {CardType.SPELL: "spells", CardType.UNIT: "units", CardType.GEAR: "gear"}


def uses(s: GameState, what: str | None = None) -> Use:
    """The restricted resources a payment may take: those for `what` it pays for ("spells":
    a spell, or a cost within its instructions; "units": a unit, or an activated ability of a
    unit; "gear": a gear, or a gear's ability; None: anything else) and, during a showdown,
    the showdown-only ones."""
    return (_USES if s.showdown is None else _USES_SD)[what]


def uses_for(s: GameState, ctype: CardType) -> Use:
    """What a payment for a card of this type, or an ability of such a source, may take."""
    return uses(s, _KIND_OF.get(ctype))


def item_use(s: GameState, item: ChainItem) -> Use:
    """What paying for a chain item may take: a card by its type, an activated ability by
    its source's type (a trigger's cost is no use of an ability: showdown-only alone)."""
    if item.kind == "card":
        return uses_for(s, s.objs[item.obj].card.type)
    if item.kind == "ability" and item.source >= 0:
        return uses_for(s, s.objs[item.source].card.type)
    return uses(s)


def _only(kind: str) -> str:
    """A pool token of [A] restricted to `kind`."""
    return "only:" + kind


_SPELL_ANY = _only("spells")  # a token of [A] that may only pay for spells


def restricted_energy(pool: Pool, use: Use) -> int:
    """The restricted Energy of the pool this payment may take."""
    if not use:
        return 0
    n = pool.spell_energy if "spells" in use else 0
    for kind in use:
        n += pool.restricted.get(kind, (0, 0))[0]
    return n


def _pool_tokens(pool: Pool, use: Use = NO_USE) -> list[Domain | str | None]:
    """Pool Power as tokens: specific domains first, then the restricted [A] the payment may
    take, universal ([A]) last (None)."""
    toks: list[Domain | str | None] = []
    for d, n in pool.power.items():
        toks.extend([d] * n)
    if "spells" in use:
        toks.extend([_SPELL_ANY] * pool.spell_universal)
    for kind, (_, n) in pool.restricted.items():
        if kind in use:
            toks.extend([_only(kind)] * n)
    toks.extend([None] * pool.universal)
    return toks


def _fits_pool(pip: Pip, tok: object) -> bool:
    return tok is None or (isinstance(tok, str) and tok.startswith("only:")) or tok in pip


def pool_covers(pool: Pool, energy: int, pips: Sequence[Pip], use: Use = NO_USE) -> bool:
    if pool.energy + restricted_energy(pool, use) < energy:
        return False
    if not pips:
        return True
    return _match(pips, _pool_tokens(pool, use), _fits_pool) is not None


def _remaining_after_pool(pool: Pool, energy: int, pips: Sequence[Pip],
                          use: Use = NO_USE) -> tuple[int, list[Pip]]:
    """What runes must still provide once the pool is used up as well as it can be."""
    need_e = max(0, energy - pool.energy - restricted_energy(pool, use))
    toks = _pool_tokens(pool, use)
    # Use as many pool tokens as possible: try to cover the largest subset of pips.
    left = list(pips)
    used: set[int] = set()
    for pip in sorted(pips, key=len):
        for t, tok in enumerate(toks):
            if t not in used and _fits_pool(pip, tok):
                used.add(t)
                left.remove(pip)
                break
    return need_e, left


def step_usable(st: object, use: Use) -> bool:
    """An Add step's resources could pay this: unrestricted, or restricted to what it pays
    for (its condition)."""
    kind = ONLY.get(getattr(st, "condition", None) or "")
    return kind is None or kind in use


def _restrict(pool: Pool, kind: str, energy: int, power: int) -> None:
    """Change the restricted Energy and [A] of one kind in the pool (an entry goes once
    empty, so that a pool without any hashes as before)."""
    e, a = pool.restricted.get(kind, (0, 0))
    e, a = e + energy, a + power
    if e or a:
        pool.restricted[kind] = (e, a)
    else:
        pool.restricted.pop(kind, None)


def spend(s: GameState, player: int, energy: int, pips: Sequence[Pip],
          use: Use = NO_USE) -> None:
    """Remove the cost from the pool, which must cover it: restricted Energy first (spells,
    then the other kinds in order, showdown-only last), then the rest."""
    pool = s.players[player].pool
    if pips and _reads_power_spent(s):  # turn-history: the Power spent this turn
        key = f"power_spent{player}"
        s.turn_flags[key] = int(s.turn_flags.get(key, 0)) + len(pips)
    if "spells" in use:
        used = min(pool.spell_energy, energy)
        pool.spell_energy -= used
        energy -= used
    for kind in RESTRICTIONS:
        if energy and kind in use and kind in pool.restricted:
            used = min(pool.restricted[kind][0], energy)
            _restrict(pool, kind, -used, 0)
            energy -= used
    pool.energy -= energy
    toks = _pool_tokens(pool, use)
    m = _match(pips, toks, _fits_pool)
    assert m is not None, "spend() called with a pool that does not cover the cost"
    for t in m:
        tok = toks[t]
        if tok == _SPELL_ANY:
            pool.spell_universal -= 1
        elif isinstance(tok, str) and tok.startswith("only:"):
            _restrict(pool, tok[5:], 0, -1)
        elif tok is None:
            pool.universal -= 1
        else:
            pool.power[tok] -= 1  # type: ignore[index]
            if not pool.power[tok]:  # type: ignore[index]
                del pool.power[tok]  # type: ignore[arg-type]


def _reads_power_spent(s: GameState) -> bool:
    """Whether a card of the game reads the Power spent this turn ("if you've spent at least
    [A][A] this turn"), derived once from the game's cards (tokens never read it), so that
    other games' states stay as they were."""
    reads = s.extra.get("_reads_power_spent")
    if reads is None:
        reads = any(ab.static is not None and ab.static.condition == "power_spent_2"
                    for o in s.objs.values() for ab in o.card.abilities)
        s.extra["_reads_power_spent"] = reads
    return bool(reads)


def pool_covers_power(pool: Pool, item: ChainItem, use: Use = NO_USE) -> bool:
    """Does the pool already hold the Power this item costs (whatever its Energy)?"""
    return pool_covers(pool, 0, item.cost_power, use)


def pool_form(s: GameState, player: int) -> dict[str, Any]:
    """A pool's content (and the Power spent this turn), as item info can hold it."""
    pool = s.players[player].pool
    return {"energy": pool.energy, "power": {d.value: v for d, v in pool.power.items()},
            "universal": pool.universal, "spell_energy": pool.spell_energy,
            "spell_universal": pool.spell_universal,
            "restricted": {kind: list(v) for kind, v in pool.restricted.items()},
            "spent": s.turn_flags.get(f"power_spent{player}")}
