"""The game state: plain mutable objects with __slots__, cheap to copy and to hash.

Everything the rules need is here, randomness included (`rng`), so a state plus an
action always leads to the same next state. Nothing here knows how to play; the
rules live in the modules that read and change these objects.
"""

from __future__ import annotations

import os
from enum import Enum
from typing import Any

from app.engine.core.cards import CardDef
from app.engine.core.enums import CardType, Domain, Keyword
from app.engine.core.rng import Rng
from app.engine.core.structcopy import deep_copy

# Debug: the engine's caches and indexes (watchers by trigger, card facts, the payment plan
# kept with a "pay" question) recompute their answer without the cache and compare. On for
# the tests that compare games with the recorded results; RIFTBOUND_CHECK_CACHES=1 elsewhere.
CHECK_CACHES = os.environ.get("RIFTBOUND_CHECK_CACHES") == "1"

# Zones (RUP4 106-108). Board zones: base, bf (at a battlefield), facedown, legend, runes.
DECK, HAND, CHAMPION, LEGEND, BASE, BF, FACEDOWN = (
    "deck", "hand", "champion", "legend", "base", "bf", "facedown")
TRASH, BANISH, RUNE_DECK, RUNES, CHAIN, SETASIDE, BATTLEFIELD, GONE = (
    "trash", "banish", "runedeck", "runes", "chain", "setaside", "battlefield", "gone")
BOARD_ZONES = frozenset({BASE, BF, FACEDOWN, LEGEND, RUNES, BATTLEFIELD})


class Phase(str, Enum):
    MULLIGAN = "mulligan"
    AWAKEN = "awaken"
    BEGINNING = "beginning"
    SCORING = "scoring"
    CHANNEL = "channel"
    DRAW = "draw"
    MAIN = "main"
    ENDING = "ending"
    EXPIRATION = "expiration"
    OVER = "over"


# The rules revision a game is played under. A rules fix that changes what an existing action
# log replays to bumps it and keeps the old behaviour for games of earlier revisions
# (`if s.revision >= N`), so that a save made before the fix still replays to its hash
# (app/storage/saves.py). 2: cancelling a play puts its recycled runes back in their places
# in the rune row and gives the priority back to its player (RUP4 358.5).
RULES_REVISION = 2

PHASE_ORDER = [Phase.AWAKEN, Phase.BEGINNING, Phase.SCORING, Phase.CHANNEL, Phase.DRAW,
               Phase.MAIN, Phase.ENDING, Phase.EXPIRATION]


class _SlotsState:
    """Pickles a __slots__ class by its slots, as a dict (a game is pickled for Game's start
    and for the AI's worker processes)."""

    __slots__ = ()

    def __getstate__(self) -> dict[str, Any]:
        names: tuple[str, ...] = self.__slots__  # the subclass's
        return {k: getattr(self, k) for k in names}

    def __setstate__(self, st: dict[str, Any]) -> None:
        for k, v in st.items():
            setattr(self, k, v)


class Obj(_SlotsState):
    """One game object: a card, token, rune, legend or battlefield (RUP4 119-124)."""

    __slots__ = (
        "id", "card", "owner", "controller", "zone", "bf", "exhausted", "damage", "buffs",
        "stunned", "incarnation", "attacking", "defending", "hidden_turn", "turn_might",
        "turn_keywords", "combat_keywords", "prevent_death", "marked_by", "mods",
    )
    # set in __init__ and only ever numbers, strings, flags or the (frozen) card definition:
    # a copy shares them as they are (structcopy; tests/engine/test_clone.py checks it)
    IMMUTABLE_SLOTS = (
        "id", "card", "owner", "controller", "zone", "bf", "exhausted", "damage", "buffs",
        "stunned", "incarnation", "attacking", "defending", "hidden_turn", "turn_might",
        "prevent_death", "marked_by",
    )

    def __init__(self, oid: int, card: CardDef, owner: int, zone: str) -> None:
        self.id = oid
        self.card = card
        self.owner = owner
        self.controller = owner
        self.zone = zone
        self.bf = -1  # battlefield index while zone is BF or FACEDOWN
        self.exhausted = False
        self.damage = 0
        self.buffs = 0
        self.stunned = False
        self.incarnation = 0  # bumped when it becomes a new object (RUP4 124)
        self.attacking = False
        self.defending = False
        self.hidden_turn = -1  # the turn it was hidden (RUP4 811.1.b)
        self.turn_might = 0  # "+N Might this turn" effects
        self.turn_keywords: list[tuple[Keyword, int]] = []
        self.combat_keywords: list[tuple[Keyword, int]] = []
        self.prevent_death = 0  # "the next time it would die this turn" replacements
        self.marked_by = -1  # player whose damage it last took (RUP4 142.3)
        # rare modifications, None while there are none (kept cheap to copy): "kw" keywords
        # granted with no end ("give it [Temporary]", RUP4 477.2); "set_might" its Might
        # becomes N this turn (RUP4 477.1.a.1)
        self.mods: dict[str, Any] | None = None

    def reset_temporary(self) -> None:
        """Forget temporary modifications when changing to or from a non-board zone (RUP4 124.1)."""
        self.exhausted = False
        self.damage = 0
        self.buffs = 0
        self.stunned = False
        self.attacking = False
        self.defending = False
        self.turn_might = 0
        self.turn_keywords = []
        self.combat_keywords = []
        self.prevent_death = 0
        self.marked_by = -1
        self.mods = None  # granted keywords and set Might end with the object (RUP4 124.1)
        self.controller = self.owner
        self.incarnation += 1

    @property
    def is_unit(self) -> bool:
        return self.card.type is CardType.UNIT

    def __repr__(self) -> str:
        return f"<{self.id} {self.card.name} {self.zone}{self.bf if self.bf >= 0 else ''}>"


class Battlefield(_SlotsState):
    __slots__ = ("obj", "controller", "contested_by", "facedown", "units", "showdown_staged",
                 "combat_staged", "extra_facedown")

    def __init__(self, obj: int) -> None:
        self.obj = obj  # the battlefield card's object id
        self.controller: int | None = None
        self.contested_by: int | None = None  # who applied Contested (RUP4 190.3)
        self.facedown: int | None = None  # the card in its Facedown Zone (max 1, RUP4 107.3.b)
        self.units: list[int] = []  # permanents here, in arrival order
        self.showdown_staged = False
        self.combat_staged = False
        # more cards in the Facedown Zone when its occupancy is raised (RUP4 107.3.b.1); only
        # ever filled while `facedown` is
        self.extra_facedown: list[int] = []


# What restricted Energy and [A] may pay for (RUP4 429; "spend this Energy only ..."), beside
# the spells-only kind that has its own slots: "units" (to play units or activate abilities
# of units), "gear" (to play gear or use gear abilities), "showdown" (only during showdowns)
RESTRICTIONS = ("units", "gear", "showdown")


class Pool(_SlotsState):
    """A player's Rune Pool (RUP4 165-167)."""

    __slots__ = ("energy", "power", "universal", "spell_energy", "spell_universal", "restricted")
    # left out of the state hash while empty, so that earlier games keep their hashes
    HASH_OMIT_EMPTY = ("restricted",)

    def __init__(self) -> None:
        self.energy = 0
        self.power: dict[Domain, int] = {}
        self.universal = 0  # [A]: Power of any domain
        self.spell_energy = 0  # Energy that may only pay for spells
        self.spell_universal = 0  # [A] that may only pay for spells
        # Energy and [A] with another restriction (RESTRICTIONS): kind -> (energy, [A])
        self.restricted: dict[str, tuple[int, int]] = {}

    def empty(self) -> None:
        self.energy = 0
        self.power = {}
        self.universal = 0
        self.spell_energy = 0
        self.spell_universal = 0
        self.restricted = {}

class Player(_SlotsState):
    __slots__ = ("index", "name", "points", "deck", "hand", "rune_deck", "runes", "base", "trash",
                 "banish", "legend", "champion", "pool", "cards_played_turn", "mulliganed",
                 "setaside", "first_channel_done", "team", "chosen_champion")

    def __init__(self, index: int, name: str) -> None:
        self.index = index
        self.name = name
        self.team = index  # teams come with the 2v2 mode; in a Duel everyone is alone
        self.points = 0
        self.deck: list[int] = []  # top of the deck is the END of the list
        self.hand: list[int] = []
        self.rune_deck: list[int] = []  # top is the END of the list
        self.runes: list[int] = []  # runes on the board
        self.base: list[int] = []  # units and gear in base
        self.trash: list[int] = []
        self.banish: list[int] = []
        self.legend: int = -1
        self.champion: int | None = None  # the Champion Zone
        self.pool = Pool()
        self.cards_played_turn = 0  # for Legion (RUP4 812.1.c)
        self.mulliganed = False
        self.setaside: list[int] = []
        self.first_channel_done = False
        # the Chosen Champion's name: every champion unit of that name is it (RUP4 103.2.a.3)
        self.chosen_champion: str | None = None


class ChainItem(_SlotsState):
    """A card or ability on the chain (RUP4 327-340), pending until finalized."""

    __slots__ = ("id", "kind", "controller", "obj", "source", "ability", "pending", "stage",
                 "location", "targets", "mode", "accelerate", "optional_paid", "cost_energy",
                 "cost_power", "rune_ops", "origin_zone", "origin_index", "from_facedown",
                 "bf_restrict", "info", "resolving_index", "source_incarnation", "may_declined")

    def __init__(self, iid: int, kind: str, controller: int) -> None:
        self.id = iid
        self.kind = kind  # "card", "ability" (activated) or "trigger"
        self.controller = controller
        self.obj = -1  # the card on the chain (kind "card")
        self.source = -1  # the object whose ability this is
        self.source_incarnation = 0
        self.ability: Any = None
        self.pending = True
        self.stage = 0  # how far finalization has come
        self.location: str | None = None  # where a unit will enter: "base" or "bf<N>"
        # per target slot: (kind, id, incarnation)
        self.targets: list[list[tuple[str, int, int]]] = []
        self.mode = -1
        self.accelerate = False
        self.optional_paid = False
        self.cost_energy = 0
        self.cost_power: list[frozenset[Domain]] = []
        self.rune_ops: list[tuple[str, int, int]] = []  # ("tap"|"rec", rune id, rune-row index)
        self.origin_zone = ""
        self.origin_index = 0
        self.from_facedown = False
        self.bf_restrict = -1  # choices restricted to this battlefield (RUP4 811.1.d)
        self.info: dict[str, Any] = {}  # what the trigger condition saw (RUP4 359.3.f.3)
        self.resolving_index = 0
        self.may_declined = False


class Showdown(_SlotsState):
    __slots__ = ("bf", "focus", "passes", "combat", "attacker", "defender", "step", "assigner",
                 "assign_left", "assignment", "trigger_chain", "designated")

    def __init__(self, bf: int, focus: int) -> None:
        self.bf = bf
        self.focus = focus
        self.passes = 0
        self.combat = False
        self.attacker = -1
        self.defender = -1
        self.step = "showdown"  # "showdown", "damage", "done"
        self.assigner = -1
        self.assign_left = 0
        self.assignment: dict[int, int] = {}
        self.trigger_chain = False  # the current chain was opened by a trigger (RUP4 346.1)
        # (object id, incarnation, "attack" | "defend") of each unit that gained that
        # designation in this combat: attack and defend triggers fire only the first time
        # (RUP4 383.4.e.2.a, 383.4.f.2.a)
        self.designated: set[tuple[int, int, str]] = set()


class Decision(_SlotsState):
    """Who must decide now, and about what."""

    __slots__ = ("player", "kind", "data")

    def __init__(self, player: int, kind: str, data: Any = None) -> None:
        self.player = player
        self.kind = kind
        self.data = data

    def __repr__(self) -> str:
        return f"Decision(p{self.player}, {self.kind})"


class GameState(_SlotsState):
    __slots__ = ("players", "objs", "battlefields", "turn_player", "turn", "first_player", "phase",
                 "chain", "showdown", "decision", "tasks", "priority", "passes", "winner",
                 "rng", "next_id", "scored", "dirty", "waiting_triggers", "victory_score",
                 "staged_choice", "group", "next_item", "turn_flags", "turn_cap_hit", "extra",
                 "events", "extra_turns", "regular_turn_player", "revision")

    def __init__(self, seed: int, names: list[str], revision: int = RULES_REVISION) -> None:
        self.players = [Player(i, n) for i, n in enumerate(names)]
        self.objs: dict[int, Obj] = {}
        self.battlefields: list[Battlefield] = []
        self.turn_player = 0
        self.turn = 0  # turn number, counting every player's turn
        self.first_player = 0
        self.phase = Phase.MULLIGAN
        self.chain: list[ChainItem] = []
        self.showdown: Showdown | None = None
        self.decision: Decision | None = None
        self.tasks: list[tuple] = []
        self.priority: int | None = None
        self.passes = 0
        self.winner: int | None = None
        self.rng = Rng(seed)
        self.next_id = 1
        self.scored: set[tuple[int, int]] = set()  # (player, battlefield) scored this turn
        self.dirty = False  # a cleanup is outstanding (RUP4 319)
        self.waiting_triggers: list[ChainItem] = []
        self.victory_score = 8
        self.staged_choice = None
        self.group: list[int] = []  # units gathered for a group move
        self.next_item = 1
        self.turn_flags: dict[str, Any] = {}
        self.turn_cap_hit = False
        self.extra: dict[str, Any] = {}
        self.events: list[Any] = []  # what the current action caused; taken by Game.apply
        # Additional Turns queued after the current one, next first (RUP4 734-738), and the
        # player of the last regular turn, from whom the turn order goes on (737)
        self.extra_turns: list[int] = []
        self.regular_turn_player = -1
        self.revision = revision  # the rules revision (RULES_REVISION), not hashed

    # -- object bookkeeping -------------------------------------------------
    def new_obj(self, card: CardDef, owner: int, zone: str) -> Obj:
        obj = Obj(self.next_id, card, owner, zone)
        self.objs[obj.id] = obj
        self.next_id += 1
        return obj

    def opponents(self, player: int) -> list[int]:
        me = self.players[player].team
        removed = self.extra.get("removed")
        return [p.index for p in self.players
                if p.team != me and not (removed and p.index in removed)]

    def next_player(self, player: int) -> int:
        """The next player in turn order, skipping removed players (RUP4 652.5)."""
        n = len(self.players)
        nxt = (player + 1) % n
        removed = self.extra.get("removed")
        if removed:
            for _ in range(n):
                if nxt not in removed:
                    break
                nxt = (nxt + 1) % n
        return nxt

    def is_removed(self, player: int) -> bool:
        """Removed from the game after conceding (RUP4 651.2, 652): no more choices, turns,
        focus or priority, not an opponent any more."""
        return player in self.extra.get("removed", ())

    def order_from(self, start: int) -> list[int]:
        """Every player still in the game, in turn order from `start` (included when still
        in the game)."""
        n = len(self.players)
        removed = self.extra.get("removed")
        return [q for q in ((start + k) % n for k in range(n))
                if not (removed and q in removed)]

    def clone(self) -> GameState:
        """A deep copy (every slot of every object, generically: structcopy)."""
        return deep_copy(self)
