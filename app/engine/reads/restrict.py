"""restrictions: what card text forbids ("can't move", "can't play ..."). A card that forbids
an action supersedes one that permits it (RUP4 054.1); an instruction that a restriction makes
impossible is ignored (359.3.e.6, Vilemaw's Lair's example). A recall is not a move, so
restrictions on movement don't stop it (456.3).

Each check is cheap when no card with the restriction is in the game: the passive ones are
found through the index of passive abilities by op (`statics_by_op`), the "this turn" ones
in `turn_flags`.
"""

from __future__ import annotations

from app.engine.core.enums import CardType, Domain
from app.engine.core.refusals import Refusal
from app.engine.core.state import BASE, BATTLEFIELD, BF, FACEDOWN, GameState, Obj
from app.engine.reads.attached import static_active
from app.engine.reads.characteristics import condition_holds, matches
from app.engine.reads.levels import active


def _sources(s: GameState, op: str) -> list[Obj]:
    return [s.objs[i] for i in s.extra.get("statics_by_op", {}).get(op, ())]


def cant_move_to_base(s: GameState, unit: Obj) -> bool:
    """"<scope> can't move to base" (static op 'no_move_to_base'): a battlefield's "units
    can't move from here to base", a permanent's "units can't move to base" or "I can't move
    to base" while it is on the board: no standard move and no move by an effect takes a
    matching unit to base (RUP4 054.1)."""
    if unit.zone != BF or not s.extra.get("statics_by_op", {}).get("no_move_to_base"):
        return False
    for src in _sources(s, "no_move_to_base"):
        if src.zone == BATTLEFIELD:  # a battlefield's: the units at it
            if s.battlefields[unit.bf].obj != src.id:
                continue
            whose = unit.controller
        elif src.zone in (BASE, BF):  # a permanent's: scope side as its controller sees it
            whose = src.controller
        else:
            continue
        for ab in src.card.abilities:
            st = ab.static
            if ab.kind == "static" and st is not None and st.op == "no_move_to_base" and \
                    matches(s, st.scope, unit, whose, src):
                return True
    return False


def cant_move(s: GameState, unit: Obj, player: int) -> bool:
    """"They can't move it this turn" (step op 'cant_move'): `player` may not move this unit,
    by a standard move or by an effect they control (RUP4 054.1; such a move is ignored,
    359.3.e.6)."""
    held = s.turn_flags.get("no_move")
    return held is not None and (unit.id, unit.incarnation, player) in held


def cant_play(s: GameState, player: int, obj: Obj | None = None) -> bool:
    """ "Opponents can't play cards this turn" (step op 'cant_play') forbids playing any card,
    from hand, Champion Zone or facedown (RUP4 054.1, 052: cards are Main Deck cards); "its
    controller can't play spells this turn" (cant_play with spells) forbids `obj` if a spell."""
    players = s.turn_flags.get("cant_play")
    if players is not None and player in players:
        return True
    spells = s.turn_flags.get("cant_play_spells")
    return spells is not None and obj is not None and player in spells \
        and obj.card.is_a(CardType.SPELL)


def _active(s: GameState, op: str):  # type: ignore[no-untyped-def]
    """(source, static) pairs of one restriction op whose source is on the board and whose
    condition holds."""
    for src in _sources(s, op):
        if src.zone not in (BASE, BF):
            continue
        for ab in src.card.abilities:
            st = ab.static
            if ab.kind == "static" and st is not None and st.op == op \
                    and static_active(s, src, ab) \
                    and condition_holds(s, st.condition, src, src) \
                    and active(s, src.controller, ab, src):  # Level, Empowered (828.1.c)
                yield src, st


def _enemies(s: GameState, a: int, b: int) -> bool:
    return s.players[a].team != s.players[b].team


def cant_be_readied(s: GameState, obj: Obj) -> bool:
    """ "Spells and abilities can't ready <scope>" (static op 'no_ready', side relative to
    its source's controller): a ready instruction on such an object is ignored (RUP4 054.1,
    359.3.e.6); the Awaken Phase readies by the rules, not by a spell or ability (315.1).
    "I can't be readied" (static op 'never_ready') forbids both (`never_readied`)."""
    if never_readied(s, obj):
        return True
    if not s.extra.get("statics_by_op", {}).get("no_ready"):
        return False
    return any(matches(s, st.scope, obj, src.controller, src)
               for src, st in _active(s, "no_ready"))


def never_readied(s: GameState, obj: Obj) -> bool:
    """ "I can't be readied" (static op 'never_ready'): not by a spell or ability, nor by its
    controller's Awaken Phase (RUP4 054.1: a restriction supersedes 315.1)."""
    if not s.extra.get("statics_by_op", {}).get("never_ready"):
        return False
    return any(src.id == obj.id for src, _st in _active(s, "never_ready"))


def move_tax(s: GameState, player: int, units: int, dest: str) -> list[frozenset[Domain]]:
    """The applied cost of `player` moving `units` units to `dest` at the same time (RUP4
    204.4): each opponent's "must pay [A] for each unit beyond the first to move multiple
    units to my battlefield" (static op 'move_tax') at that battlefield adds its Power pips
    for each unit beyond the first. Not paid, the move isn't performed (204.4.c)."""
    if units < 2 or not dest.startswith("bf") \
            or not s.extra.get("statics_by_op", {}).get("move_tax"):
        return []
    bf = int(dest[2:])
    return [pip for src, st in _active(s, "move_tax")
            if src.zone == BF and src.bf == bf and _enemies(s, src.controller, player)
            for _ in range(units - 1) for pip in st.cost_power]


def trigger_suppressed(s: GameState, obj: Obj) -> bool:
    """ "Your [Temporary] effects at my battlefield don't trigger" (static op 'no_trigger',
    side relative to its source's controller): the Temporary trigger of a matching permanent
    isn't added as its controller's Beginning Phase starts (RUP4 816.1.b-c, 054.1)."""
    if not s.extra.get("statics_by_op", {}).get("no_trigger"):
        return False
    return any(matches(s, st.scope, obj, src.controller, src)
               for src, st in _active(s, "no_trigger"))


def cant_be_moved_by(s: GameState, unit: Obj, player: int) -> bool:
    """ "I can't be moved by enemy spells and abilities" (static op 'no_enemy_move'): a move
    instruction of a spell or ability controlled by an opponent of the unit's controller
    doesn't move it (RUP4 054.1; the instruction is ignored for it, 359.3.e.6). It can still
    be chosen; its own side's effects and standard moves still move it."""
    if not s.extra.get("statics_by_op", {}).get("no_enemy_move") \
            or not _enemies(s, unit.controller, player):
        return False
    return any(matches(s, st.scope, unit, src.controller, src)
               for src, st in _active(s, "no_enemy_move"))


def units_only_to_base(s: GameState, player: int) -> bool:
    """ "Opponents can only play units to their base" (static op 'opponents_units_to_base'):
    `player` may play units (tokens included) only to base (RUP4 054.2)."""
    if not s.extra.get("statics_by_op", {}).get("opponents_units_to_base"):
        return False
    return any(_enemies(s, src.controller, player)
               for src, _ in _active(s, "opponents_units_to_base"))


def hidden_locked(s: GameState, card: Obj) -> bool:
    """ "Your opponents' Hidden cards can't be revealed here" (static op 'no_enemy_reveal_here',
    Noxus Saboteur): an enemy's facedown card at the source's battlefield can't be played
    from there, since playing it reveals it (RUP4 811.1.c.3, 054.1)."""
    if card.zone != FACEDOWN or not s.extra.get("statics_by_op", {}).get("no_enemy_reveal_here"):
        return False
    return any(src.zone == BF and src.bf == card.bf and _enemies(s, src.controller, card.controller)
               for src, _ in _active(s, "no_enemy_reveal_here"))


def cant_gain_points(s: GameState, player: int) -> bool:
    """ "Opponents can't gain points" (static op 'opponents_no_points', Tianna Crownguard's
    "while I'm at a battlefield"): no point from any source, a conquer or a hold included;
    the battlefield is still conquered or held, its triggers still trigger and a final point
    denied still draws (RUP4 054.1, 468.1; FAQ-SPIRITFORGED, Tianna)."""
    if not s.extra.get("statics_by_op", {}).get("opponents_no_points"):
        return False
    return any(_enemies(s, src.controller, player)
               for src, _ in _active(s, "opponents_no_points"))


def _turns_in_order(s: GameState, player: int, turn: int) -> int:
    """The turns `player` had begun by turn `turn` if every player took one turn in turn
    order from the first player (a position set up mid-game)."""
    k = (player - s.first_player) % len(s.players)
    return 0 if turn <= k else (turn - k - 1) // len(s.players) + 1


def turns_taken(s: GameState, player: int) -> int:
    """How many turns `player` has begun, this one included (their own turns: Additional
    Turns count, RUP4 737). Counted as turns begin while a card that asks is in the game."""
    counts = s.extra.get("own_turns")
    if counts is not None:
        return int(counts[player])
    return _turns_in_order(s, player, s.turn)


def note_turn(s: GameState, player: int) -> None:
    """A turn of `player` begins (after the turn number went up): count it, only while a
    card that asks is in the game (so other games keep their state)."""
    by_op = s.extra.get("statics_by_op", {})
    if not (by_op.get("no_score_before_turn") or by_op.get("no_play_before_turn")
            or by_op.get("early_score_draws")):
        return
    counts = s.extra.get("own_turns")
    counts = list(counts) if counts is not None else [
        _turns_in_order(s, p.index, s.turn - 1) for p in s.players]
    counts[player] += 1
    s.extra["own_turns"] = counts


def cant_score_here(s: GameState, player: int, bf: int) -> bool:
    """A battlefield's "players can't score here until their Nth turn" (static op
    'no_score_before_turn' n): no conquer or hold of it at all, so no point and no conquer or
    hold trigger, while the player has begun fewer than N turns; they may still take control
    of it (RUP4 054.1, 469; FAQ-SPIRITFORGED, Forgotten Monument)."""
    if not s.extra.get("statics_by_op", {}).get("no_score_before_turn"):
        return False
    src = s.objs[s.battlefields[bf].obj]
    return any(ab.kind == "static" and ab.static is not None
               and ab.static.op == "no_score_before_turn"
               and turns_taken(s, player) < ab.static.n for ab in src.card.abilities)


def early_score_draws(s: GameState, player: int) -> bool:
    """ "If a player would score 1 point from conquering or holding during their first or
    second turn, they draw 1 instead" (static op 'early_score_draws' n, from the board): it is
    `player`'s own turn and one of their first n (a replacement, RUP4 370.1, 471.1)."""
    if not s.extra.get("statics_by_op", {}).get("early_score_draws") or s.turn_player != player:
        return False
    return any(turns_taken(s, player) <= st.n for _src, st in _active(s, "early_score_draws"))


def too_early_to_play(s: GameState, player: int, obj: Obj) -> int:
    """ "I can't be played on your first, second, or third turns" (the card's own static op
    'no_play_before_turn' n): the turn from which `player` may play it, while they have begun
    fewer than n turns of their own; else 0 (RUP4 054.1)."""
    for ab in obj.card.abilities:
        st = ab.static
        if ab.kind == "static" and st is not None and st.op == "no_play_before_turn" \
                and turns_taken(s, player) < st.n:
            return st.n
    return 0


def named_unplayable(s: GameState, player: int, obj: Obj) -> str | None:
    """ "While I'm at a battlefield, opponents can't play spells with that name" (static op
    'opponents_cant_play_named', condition at_battlefield; the name its source remembers, RUP4
    054.1, 759-762): the name that stops `player` playing this spell, or None. Spells already
    on the chain are not affected (FAQ-VENDETTA, Fallen Feline)."""
    if not s.extra.get("statics_by_op", {}).get("opponents_cant_play_named") \
            or not obj.card.is_a(CardType.SPELL):
        return None
    for src, _st in _active(s, "opponents_cant_play_named"):
        if (src.mods or {}).get("named") == obj.card.name \
                and _enemies(s, src.controller, player):
            return obj.card.name
    return None


def play_forbidden(s: GameState, player: int, obj: Obj) -> Refusal | None:
    """The restriction that forbids `player` to play `obj` however it is played: from hand,
    Champion Zone, facedown or trash, or by another card's effect ("play it", "you may play a
    spell from your trash"), since a play by an effect is a play, all its steps as normal
    (RUP4 419.3.b): "can't play cards / spells this turn", "I can't be played before your
    Nth turn", "opponents can't play spells with that name" (054.1). None if it may be."""
    if cant_play(s, player):
        return Refusal("cant_play")
    if cant_play(s, player, obj):
        return Refusal("cant_play_spells")
    if (first := too_early_to_play(s, player, obj)):
        return Refusal("too_early", {"n": first})
    if (named := named_unplayable(s, player, obj)):
        return Refusal("named_spell", {"name": named})
    return None


def channel_limit(s: GameState) -> int | None:
    """ "While I'm at a battlefield, players only channel N runes at the start of their Channel
    Phase" (static op 'channel_at_most' n): the fewest such N now, or None (RUP4 054.1,
    315.3)."""
    if not s.extra.get("statics_by_op", {}).get("channel_at_most"):
        return None
    return min((st.n for _src, st in _active(s, "channel_at_most")), default=None)


def move_here_anywhere(s: GameState, bf: int) -> bool:
    """bf-tokens: the battlefield at `bf` says "units can move here from anywhere" (the Baron
    Pit, RUP4 187.9): a standard move may come to it from another battlefield (144.4)."""
    if not s.extra.get("statics_by_op", {}).get("move_here_anywhere"):
        return False
    return any(ab.kind == "static" and ab.static is not None
               and ab.static.op == "move_here_anywhere"
               for ab in s.objs[s.battlefields[bf].obj].card.abilities)


def units_not_played_at(s: GameState, bf: int) -> bool:
    """restrictions: the battlefield at `bf` says "units can't be played here" (static op
    'no_units_played_here', Rockfall Path): no unit, a token included, is played to it, by a
    player or by an effect (RUP4 054.1; FAQ-VENDETTA, Perched Grimwyrm and Rockfall Path)."""
    if not s.extra.get("statics_by_op", {}).get("no_units_played_here"):
        return False
    return any(ab.kind == "static" and ab.static is not None
               and ab.static.op == "no_units_played_here"
               for ab in s.objs[s.battlefields[bf].obj].card.abilities)


def unit_barred_at(s: GameState, player: int, obj: Obj, loc: str) -> bool:
    """A unit `player` plays can't enter `loc` ("base" or "bfN"), wherever an effect says it
    goes: its own "play me only onto a battlefield you conquered this turn", "opponents can
    play units only into their base" (054.2), "units can't be played here" (054.1). Such a
    play isn't made (359.3.e.6, 419.3.c). Other cards aren't affected."""
    if obj.card.type is not CardType.UNIT:
        return False
    only_conquered = any(ab.kind == "static" and ab.static is not None
                         and ab.static.op == "play_only_conquered" for ab in obj.card.abilities)
    if loc == "base":
        return only_conquered
    bf = int(loc[2:])
    if only_conquered and (player, bf) not in (s.turn_flags.get("conquered", ())
                                               if s.turn_flags else ()):
        return True
    return units_not_played_at(s, bf) or units_only_to_base(s, player)


def skips_draw_phase(s: GameState, player: int) -> bool:
    """ "Skip your Draw Phase": a permanent `player` controls says so (Endless Riches)."""
    for oid in s.extra.get("statics_by_op", {}).get("skip_draw", ()):
        o = s.objs[oid]
        if o.zone in (BASE, BF) and o.controller == player:
            return True
    return False
