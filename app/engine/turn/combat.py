"""Cleanups, showdowns, combat and scoring (RUP4 318-348, 459-472)."""

from __future__ import annotations

from app.engine.actions.damage import apply_shields, mark_damage, note_damage
from app.engine.actions.death import (
    ask_offer,
    ask_paid_save,
    clear_offers,
    order_deaths,
    save_from_death,
)
from app.engine.actions.might_changes import board_units, check_becomes_mighty, check_might_reached
from app.engine.actions.modes import ask_stage
from app.engine.actions.triggers import collect_event, start_trigger, took_damage
from app.engine.actions.zones import change_zone, draw, gain_points, kill, recall, set_winner
from app.engine.core import state as _state
from app.engine.core.abilities import Ability
from app.engine.core.enums import CardType, Keyword
from app.engine.core.events import emit
from app.engine.core.state import BASE, BF, Decision, GameState, Obj, Showdown
from app.engine.mechanics.ops.cards import Draw
from app.engine.reads.attached import attached_map
from app.engine.reads.board import units_at
from app.engine.reads.characteristics import effective_might, has_keyword, victory_score
from app.engine.reads.conditions import deals_no_combat_damage
from app.engine.reads.lethal import has_lethal_damage, lethal_needed, takes_no_damage
from app.engine.reads.restrict import cant_gain_points, cant_score_here, early_score_draws
from app.engine.reads.shields import any_shields

# -- cleanup (RUP4 323) ------------------------------------------------------------

def cleanup(s: GameState) -> None:
    """Run cleanups until one changes nothing (RUP4 322)."""
    for _ in range(50):
        if not s.dirty or s.winner is not None:
            return
        s.dirty = False
        if _settled(s):  # most passes: nothing for a cleanup to do, said by one cheap scan
            _check_might_changes(s)  # but Might may have changed (RUP4 709)
            if _state.CHECK_CACHES:
                _check_settled(s)
            continue
        _cleanup_once(s)
        if s.decision is not None:
            return  # a player orders death replacements first (RUP4 373); it goes on after
    raise RuntimeError("cleanup did not settle")


def _settled(s: GameState) -> bool:
    """Would a cleanup pass change nothing? One scan of the board for everything that makes
    `_cleanup_once` act; True only when none is there (False sends it to the full pass, so
    the rules are the same: RUP4 323.1-323.14). Outside showdowns and combats only."""
    if s.showdown is not None:
        return False  # 323.2 designations, 323.14 combats
    extra = s.extra
    if "kill_attr" in extra or "death_watch" in extra or "kill_reflex" in extra:
        return False  # the full pass consumes them (428.5.c, reflexive draws)
    target = victory_score(s)
    for p in s.players:
        if p.points >= target:
            return False  # 323.1, 472
    objs = s.objs
    for p in s.players:
        for oid in p.base:
            if objs[oid].damage:
                return False  # lethal damage? (323.4)
    open_state = not (s.chain or s.waiting_triggers)
    attached = attached_map(s)
    for bf in s.battlefields:
        if bf.contested_by is not None or bf.showdown_staged or bf.combat_staged:
            return False  # 323.8-323.13
        ctrl = bf.controller
        held = False
        for oid in bf.units:
            o = objs[oid]
            if o.damage:
                return False  # 323.4
            t = o.card.type
            if t is CardType.UNIT:
                if o.controller == ctrl:
                    held = True
            elif t is CardType.GEAR and oid not in attached:
                return False  # corrective recall (323.7); attached gear stays (719.3)
        if ctrl is not None and open_state and not held:
            return False  # control lost (323.6)
        if bf.facedown is not None:
            if objs[bf.facedown].controller != ctrl:
                return False  # hidden card lost (323.7)
            for fid in bf.extra_facedown:
                if objs[fid].controller != ctrl:
                    return False
    return True


def _check_might_changes(s: GameState) -> None:
    """The step of a cleanup pass that follows deaths: Might that went up since the last
    cleanup, in games where a card watches for it."""
    if s.extra.get("mighty_watch"):  # "when a unit you control becomes Mighty" (RUP4 709)
        check_becomes_mighty(s)
    if s.extra.get("_might_watch"):  # "when my Might becomes N or more"
        check_might_reached(s)


def _check_settled(s: GameState) -> None:
    """Debug (CHECK_CACHES): the full pass, run as well, changes nothing either (what it
    may change: the battlefields, bases, trashes, combat marks, the winner, the decision,
    the showdown, waiting triggers, events and the dirty mark)."""
    def look() -> tuple:
        objs = s.objs
        return (s.winner, s.decision, s.showdown, s.dirty, len(s.events),
                len(s.waiting_triggers), tuple(sorted(s.extra)),
                tuple((b.controller, b.contested_by, b.showdown_staged, b.combat_staged,
                       tuple(b.units), b.facedown, tuple(b.extra_facedown))
                      for b in s.battlefields),
                tuple((tuple(p.base), tuple(p.trash), tuple(p.hand), p.points)
                      for p in s.players),
                tuple((o.id, o.zone, o.controller, o.attacking, o.defending)
                      for o in objs.values() if o.zone in (BASE, BF)))

    before = look()
    _cleanup_once(s)
    assert look() == before, "cleanup: _settled missed a change"


def _cleanup_once(s: GameState) -> None:
    # 1. victory (RUP4 323.1, 472); the Victory Score as passive abilities change it (194.3.a)
    target = victory_score(s)
    for p in s.players:
        if p.points >= target and all(q.points < p.points for q in s.players
                                       if q.team != p.team  # 2v2: the team (489.6)
                                       and not s.is_removed(q.index)):
            set_winner(s, p.index)
            return
    sd = s.showdown
    # 2. combat designations follow controllers (RUP4 323.2)
    if sd is not None and sd.combat:
        for bf_i, bf in enumerate(s.battlefields):
            for oid in bf.units:
                o = s.objs[oid]
                if bf_i == sd.bf and o.card.type is CardType.UNIT:
                    att = o.controller == sd.attacker
                    dfd = o.controller == sd.defender
                    if (att and not o.attacking) or (dfd and not o.defending):
                        o.attacking, o.defending = att, dfd
                        _designated(s, o, "attack" if att else "defend", bf_i)
                else:
                    o.attacking = o.defending = False
        for p in s.players:
            for oid in p.base:
                o = s.objs[oid]
                o.attacking = o.defending = False
    # 3. lethal damage: death triggers, then the trash (RUP4 323.4-323.5)
    dying = [o for o in _damaged_units(s) if has_lethal_damage(s, o)]
    if dying and s.extra.get("statics_by_op", {}).get("replace_death"):
        # an optional replacement: its controller says first whether to apply it (RUP4
        # 371.2.a); asked, the cleanup runs again once the answer is given
        if ask_offer(s, dying, None):
            s.dirty = True
            return
    if len(dying) > 1 and s.extra.get("statics_by_op", {}).get("replace_death"):
        # death-replacement: simultaneous deaths, replacements in their controller's order
        # (RUP4 373); asked, the cleanup runs again once the choice is made
        left = order_deaths(s, dying, None)
        if left is None:
            s.dirty = True
            return
        dying = left
    if dying and s.turn_flags.get("pay_saves"):
        if not ask_paid_save(s, dying):  # a paid save: pay or not, then the cleanup runs again
            s.dirty = True
            return
    # a unit saved by a replacement never dies: no death triggers (RUP4 808.1.d.1)
    offered = bool(dying) and "replace_offers" in s.extra
    dying = [o for o in dying if not save_from_death(s, o)]
    if offered:  # the deaths asked about have happened (or were replaced)
        clear_offers(s)
    # kill-attribution: lethal damage dealt by the spell or ability that resolved right before
    # (or by combat) is a kill its controller is responsible for (RUP4 428.5.c, 411.3)
    attr = s.extra.pop("kill_attr", None)
    for o in dying:
        by = attr.get(o.id) if attr else None
        if by is not None and by[0] == o.incarnation:
            collect_event(s, "you_kill", obj=o, player=by[1], spell=by[2])
        collect_event(s, "dies", obj=o, dying=tuple(u.id for u in dying))
    watch = s.extra.pop("death_watch", [])
    reflexes = s.extra.pop("kill_reflex", [])
    for o in dying:
        for oid, inc, controller, src, n in reflexes:
            if oid == o.id and inc == o.incarnation:
                # "then for each unit this kills, do this: ..." (a reflexive trigger, 387)
                s.waiting_triggers.append(start_trigger(
                    s, controller, s.objs[src], s.objs[src].card.abilities[n], {}))
        kill(s, o, "damage")
        for oid, controller, n in watch:
            if oid == o.id:  # "if this kills it, do this: draw N" (a reflexive trigger)
                _reflexive_draw(s, controller, n)
    _check_might_changes(s)
    # A Chain exists while it holds an item, and a triggered ability waiting to be put on it
    # is already a pending item of that chain (RUP4 383.3, 334.1): the turn is Closed (309.1).
    open_state = not (s.chain or s.waiting_triggers)
    # 4. control lost where a player has no units (RUP4 323.6, 190.4.c)
    objs = s.objs
    for i, bf in enumerate(s.battlefields):
        if bf.controller is not None and open_state and not (sd and sd.bf == i):
            for u in bf.units:
                o = objs[u]
                if o.controller == bf.controller and o.card.type is CardType.UNIT:
                    break
            else:
                bf.controller = None
                s.dirty = True
                emit(s, "control", bf=i, player=None)
    # 5. corrective recalls; hidden cards leave battlefields their controller lost (323.7)
    for i, bf in enumerate(s.battlefields):
        for oid in [u for u in bf.units if objs[u].card.type is CardType.GEAR
                    and u not in attached_map(s)]:
            recall(s, objs[oid])  # gear not attached to a unit there (323.7, 435.4.a)
        for fid in ([bf.facedown, *bf.extra_facedown] if bf.facedown is not None else ()):
            fd = s.objs[fid]
            if bf.controller != fd.controller:
                emit(s, "hidden_lost", bf=i, obj=fd.id, card=fd.card.code, player=fd.controller)
                change_zone(s, fd, "trash")
    # 6-8. stage showdowns and combats, drop stale Contested status (RUP4 323.8-323.11)
    for i, bf in enumerate(s.battlefields):
        if bf.contested_by is None:
            bf.showdown_staged = bf.combat_staged = False
            continue
        owners = {s.objs[u].controller for u in bf.units if s.objs[u].is_unit}
        in_progress = sd is not None and sd.bf == i
        if bf.contested_by not in owners and not in_progress:
            bf.contested_by = None
            bf.showdown_staged = bf.combat_staged = False
            for c in owners:  # RUP4 323.11.a
                if c != bf.controller:
                    bf.contested_by = c
                    break
            s.dirty = True
            continue
        bf.showdown_staged = bf.contested_by in owners
        bf.combat_staged = len(owners) >= 2 and (  # opposing players (RUP4 316.7.a)
            len(owners) > 2 or len({s.players[c].team for c in owners}) > 1)
    # 9-10. open a showdown or combat in a Neutral Open State (RUP4 323.12-323.14, 460):
    # the triggers of the move that staged it go on the chain and resolve first.
    if sd is None and open_state:
        staged = [i for i, bf in enumerate(s.battlefields)
                  if bf.showdown_staged and not bf.combat_staged and not _in_progress(s, i)]
        combats = [i for i, bf in enumerate(s.battlefields) if bf.combat_staged]
        # RUP4 323.12 / 461.1: the turn player chooses; the lowest index is offered first
        # and the others start in later cleanups once this one is over.
        # With three or more players the turn player is asked (modes.ask_stage).
        if (staged or combats) and _ask_stage(s, staged, combats):
            return
        if staged:
            start_showdown(s, staged[0])
        elif combats:
            start_combat(s, combats[0])
    elif (sd is not None and not sd.combat and open_state
          and s.battlefields[sd.bf].combat_staged):
        start_combat(s, sd.bf, existing=sd)  # a Showdown Open State (RUP4 323.14, 310.3)


def _ask_stage(s: GameState, staged: list[int], combats: list[int]) -> bool:
    if len(s.players) <= 2:
        return False
    return ask_stage(s, staged, combats)


def begin_staged(s: GameState, bf: int) -> None:
    """The turn player's choice of where a staged showdown or combat begins (RUP4 323.12,
    323.13, 461.1); a showdown staged with a combat opens as a combat (461.3)."""
    if s.battlefields[bf].combat_staged:
        start_combat(s, bf)
    else:
        start_showdown(s, bf)


def _reflexive_draw(s: GameState, controller: int, n: int) -> None:
    ab = Ability(kind="triggered", trigger="reflexive", steps=(Draw(n=n),))
    s.waiting_triggers.append(start_trigger(s, controller, None, ab, {}))


def _in_progress(s: GameState, bf: int) -> bool:
    return s.showdown is not None and s.showdown.bf == bf


def _damaged_units(s: GameState) -> list[Obj]:
    objs = s.objs
    out = [objs[i] for p in s.players for i in p.base if objs[i].damage]
    for bf in s.battlefields:
        out.extend(objs[i] for i in bf.units if objs[i].damage)
    return out


# -- showdowns and combat -----------------------------------------------------------

def start_showdown(s: GameState, bf: int) -> None:
    """The player who applied Contested gains Focus (RUP4 345)."""
    b = s.battlefields[bf]
    assert b.contested_by is not None
    s.showdown = Showdown(bf, b.contested_by)
    b.showdown_staged = False
    emit(s, "showdown", bf=bf, focus=b.contested_by)
    collect_event(s, "showdown_start", bf=bf)  # "when a showdown begins here"
    s.dirty = True


def _designated(s: GameState, u: Obj, kind: str, bf: int) -> None:
    """`u` gains the attacker or defender designation: its attack or defend triggers fire
    the first time in this combat only (RUP4 383.4.e.2.a, 383.4.f.2.a)."""
    key = (u.id, u.incarnation, kind)
    if s.showdown is not None and key not in s.showdown.designated:
        s.showdown.designated.add(key)
        collect_event(s, kind, obj=u, bf=bf)


def start_combat(s: GameState, bf: int, existing: Showdown | None = None) -> None:
    """Open a combat showdown: designations, attacker Focus, attack/defend triggers (RUP4 464)."""
    b = s.battlefields[bf]
    attacker = b.contested_by if b.contested_by is not None else s.turn_player
    owners = [s.objs[u].controller for u in b.units if s.objs[u].is_unit]
    # an opponent of the attacker (RUP4 316.7.a): in 2v2 a teammate there (moved by an
    # effect) is not the defender
    defender = next((p for p in owners if s.players[p].team != s.players[attacker].team),
                    None)
    if defender is None:
        defender = next(p for p in owners if p != attacker)
    sd = existing or Showdown(bf, attacker)
    s.showdown = sd
    sd.combat = True
    sd.attacker, sd.defender = attacker, defender
    if existing is None:
        sd.focus = attacker  # RUP4 464.2.d
    sd.passes = 0
    b.showdown_staged = b.combat_staged = False
    emit(s, "combat", bf=bf, attacker=attacker, defender=defender)
    if existing is None:  # a combat showdown begins (RUP4 464.2, 464.2.b)
        collect_event(s, "showdown_start", bf=bf)
    attackers, defenders = [], []
    for u in units_at(s, bf):
        if u.controller == attacker:
            u.attacking = True
            attackers.append(u)
        elif u.controller == defender:
            u.defending = True
            defenders.append(u)
    # RUP4 464.2.e.1: the attacker's triggers go on the chain first
    for u in attackers:
        _designated(s, u, "attack", bf)
    for u in defenders:
        _designated(s, u, "defend", bf)
    collect_event(s, "you_defend_here", player=defender, bf=bf)
    collect_event(s, "combat_start", bf=bf, attacker=attacker, defender=defender)
    s.dirty = True


def close_showdown(s: GameState) -> None:
    """Everyone passed in a row on an empty chain (RUP4 348)."""
    sd = s.showdown
    assert sd is not None
    if not sd.combat:
        s.showdown = None
        b = s.battlefields[sd.bf]
        owners = {s.objs[u].controller for u in b.units if s.objs[u].is_unit}
        b.contested_by = None
        if len(owners) == 1:
            (p,) = owners
            if b.controller != p:
                establish_control(s, sd.bf, p)  # RUP4 348.2.a
        s.dirty = True
        return
    sd.step = "damage"
    s.tasks.append(("combat_damage",))


def combat_damage(s: GameState) -> None:
    """Step 2: each side assigns its total Might, attacker first (RUP4 465)."""
    sd = s.showdown
    assert sd is not None
    atk = [u for u in units_at(s, sd.bf) if u.attacking]
    dfn = [u for u in units_at(s, sd.bf) if u.defending]
    if not atk or not dfn:
        s.tasks.append(("combat_resolution",))
        return
    sd.assignment = {}
    s.extra["assign_totals"] = {}
    s.tasks.append(("combat_deal",))
    s.tasks.append(("combat_assign", sd.defender))
    s.tasks.append(("combat_assign", sd.attacker))


def begin_assignment(s: GameState, player: int) -> None:
    sd = s.showdown
    assert sd is not None
    mine = [u for u in units_at(s, sd.bf) if u.controller == player
            and (u.attacking or u.defending)]
    # Stunned units deal no combat damage (RUP4 423.1.b); negative Might counts as 0 (143.2.b)
    # "I don't deal combat damage" (combat-dmg-mods) likewise
    total = sum(effective_might(s, u) for u in mine
                if not u.stunned and not deals_no_combat_damage(s, u))
    sd.assigner = player
    sd.assign_left = total
    s.extra["assigning"] = {}
    s.extra.setdefault("combat_excess", {})[player] = 0  # cond-excess: this combat's
    if total <= 0 or not assign_options(s):
        return
    foes = [u for u in units_at(s, sd.bf) if u.controller != player
            and (u.attacking or u.defending)]
    if len(foes) == 1:  # no choice to make: it all goes to the one unit
        assign_to(s, foes[0].id)
        finish_assignment(s)
        return
    s.decision = Decision(player, "assign", None)


def assign_options(s: GameState) -> list[int]:
    """Units that may receive lethal damage next (RUP4 465.2.c.3-465.2.c.7, 815)."""
    sd = s.showdown
    assert sd is not None
    cur: dict[int, int] = s.extra["assigning"]
    foes = [u for u in units_at(s, sd.bf) if u.controller != sd.assigner
            and (u.attacking or u.defending)]
    unfilled = [u for u in foes if cur.get(u.id, 0) < lethal_needed(s, u)]
    if not unfilled:
        return [u.id for u in foes]  # every unit has lethal: the rest goes anywhere
    started = [u for u in unfilled if cur.get(u.id, 0) > 0]
    if started:
        return [started[0].id]
    ignored = _ignored_keywords(s, sd.assigner, sd.bf)
    tanks = [] if Keyword.TANK in ignored else [
        u for u in unfilled if has_keyword(s, u, Keyword.TANK)]
    pool = tanks or unfilled
    if Keyword.BACKLINE in ignored:
        return [u.id for u in pool]
    # Backline: assigned lethal damage only after its controller's other units without
    # Backline (RUP4 826.3, 826.4.b)
    front = [u for u in pool if not backline_waits(s, u, unfilled)]
    return [u.id for u in (front or pool)]


def _ignored_keywords(s: GameState, player: int, bf: int) -> set[Keyword]:
    """ignore-keyword: "you ignore [Tank] while assigning combat damage here": the keywords
    `player` treats as inactive as they assign at battlefield `bf`, from the abilities of
    units of theirs there (RUP4 766-767: only the player directed, only there)."""
    out: set[Keyword] = set()
    for oid in s.extra.get("statics_by_op", {}).get("ignore_keyword", ()):
        src = s.objs[oid]
        if src.zone != BF or src.bf != bf or src.controller != player:
            continue
        for ab in src.card.abilities:
            st = ab.static
            if ab.kind == "static" and st is not None and st.op == "ignore_keyword" \
                    and st.keyword is not None:
                out.add(st.keyword)
    return out


def backline_waits(s: GameState, u: Obj, unfilled: list[Obj]) -> bool:
    """A Backline unit can't be assigned damage yet while a unit of the same controller
    without Backline still lacks lethal damage (RUP4 826.3, 826.4.b)."""
    if not has_keyword(s, u, Keyword.BACKLINE):
        return False
    return any(v.id != u.id and v.controller == u.controller
               and not has_keyword(s, v, Keyword.BACKLINE) for v in unfilled)


def assign_to(s: GameState, uid: int) -> None:
    """Give unit `uid` as much as it still needs for lethal (or all that is left)."""
    sd = s.showdown
    assert sd is not None
    cur: dict[int, int] = s.extra["assigning"]
    u = s.objs[uid]
    foes = [x for x in units_at(s, sd.bf) if x.controller != sd.assigner
            and (x.attacking or x.defending)]
    all_lethal = all(cur.get(x.id, 0) >= lethal_needed(s, x) for x in foes)
    need = sd.assign_left if all_lethal else lethal_needed(s, u) - cur.get(uid, 0)
    amount = min(sd.assign_left, need)
    cur[uid] = cur.get(uid, 0) + amount
    sd.assign_left -= amount
    emit(s, "assign", player=sd.assigner, obj=uid, amount=amount)


def auto_assign(s: GameState) -> None:
    """A correct default: Tanks first, then the units closest to dying, then the rest."""
    sd = s.showdown
    assert sd is not None
    while sd.assign_left > 0:
        opts = assign_options(s)
        if not opts:
            break
        best = min(opts, key=lambda i: (lethal_needed(s, s.objs[i]), i))
        assign_to(s, best)


def finish_assignment(s: GameState) -> None:
    sd = s.showdown
    assert sd is not None
    totals: dict[int, int] = s.extra["assign_totals"]
    excess = 0
    for uid, n in s.extra["assigning"].items():
        totals[uid] = totals.get(uid, 0) + n
        # cond-excess: damage assigned beyond lethal (RUP4 465.2.c: past lethal on every unit)
        excess += max(0, n - lethal_needed(s, s.objs[uid]))
    if s.extra["assigning"] and sd.assign_left > 0:
        # with a single enemy unit the rest is not handed out one by one; it is all assigned
        # to that unit past lethal (RUP4 465.2.c: the whole summed Might is assigned)
        excess += sd.assign_left
    if excess and sd.assigner is not None:
        ex = s.extra.setdefault("combat_excess", {})
        ex[sd.assigner] = ex.get(sd.assigner, 0) + excess


def combat_deal(s: GameState) -> None:
    """All assigned damage is dealt at once (RUP4 465.2.d), then the Resolution Step."""
    sd = s.showdown
    assert sd is not None
    for uid, n in s.extra.pop("assign_totals", {}).items():
        u = s.objs[uid]
        if n > 0 and u.zone == BF and _no_damage(s, u):
            emit(s, "prevented", obj=uid, amount=n)  # "I don't take damage" (RUP4 437.4)
            continue
        if n > 0 and u.zone == BF and any_shields(s):
            # its prevent and doubling effects apply to the damage assigned to it, once
            # (RUP4 465.2.c.5; FAQ-VENDETTA, Ki Barrier and Lotus Trap)
            dealt = apply_shields(s, u, n)
            if not dealt:
                emit(s, "prevented", obj=uid, amount=n)  # RUP4 437.4
                continue
            n = dealt
        if n > 0 and u.zone == BF:
            mark_damage(s, u, sd.attacker if u.defending else sd.defender)
            u.damage += n
            note_damage(s, u, u.marked_by, False)  # its kill is theirs (RUP4 428.5.c.2)
            emit(s, "damage", obj=uid, amount=n, by=u.marked_by, combat=True)
            took_damage(s, u)  # "when a unit takes damage this turn" (delayed triggers)
    s.dirty = True
    s.tasks.append(("combat_resolution",))


def _no_damage(s: GameState, u: Obj) -> bool:
    return takes_no_damage(s, u)


def _tie_recalls_all(s: GameState, attacker: int) -> bool:
    """Does the attacker control a passive "tie_recall_all" on the board?"""
    for oid in s.extra.get("statics_by_op", {}).get("tie_recall_all", ()):
        o = s.objs[oid]
        if o.controller == attacker and o.zone in ("base", BF):
            return True
    return False


def combat_resolution(s: GameState) -> None:
    """Combat cleanup: kill, heal everyone, recall attackers if defenders remain (RUP4 466.1)."""
    sd = s.showdown
    assert sd is not None
    # One Combat Cleanup: lethal units are killed once (their death triggers collected), then
    # every unit is healed before lethal damage is checked again, so a unit that survived
    # with a bonus from one that died keeps living (RUP4 466.1.a.1; FAQ-ORIGINS, Garen,
    # Commander and a Recruit)
    s.dirty = False
    _cleanup_once(s)
    if s.decision is not None:  # which death a replacement saves first (RUP4 373)
        s.tasks.append(("combat_resolution",))
        return
    for u in board_units(s):
        if u.damage:
            u.damage = 0
    emit(s, "heal_all")
    here = units_at(s, sd.bf)
    defenders_left = any(u.controller == sd.defender for u in here)
    recalled = False
    if defenders_left:
        # a tie: units of different players are still there (RUP4 740.3.a); "if a combat where
        # you are the attacker ends in a tie, recall all units instead" replaces this recall
        # of the attackers with a recall of every unit there (370.1.b): No Result (466.3.d),
        # and with no units left the battlefield becomes uncontrolled (466.5.b)
        tie = any(u.controller == sd.attacker for u in here) and _tie_recalls_all(s, sd.attacker)
        for u in here:
            if u.controller == sd.attacker or tie:
                recall(s, u)
                recalled = True
    s.extra["combat_recalled"] = recalled
    s.dirty = True
    s.tasks.append(("combat_result",))


def combat_result(s: GameState) -> None:
    """Determine the combat result (RUP4 466.3), once the chain from the Combat Cleanup is
    resolved (466.2). "When I / you win a combat" triggers here, and what it puts on the
    chain resolves before control is established and the battlefield conquered (466.4;
    FAQ-SPIRITFORGED, Draven's point before the conquer's)."""
    sd = s.showdown
    assert sd is not None
    owners = {u.controller for u in units_at(s, sd.bf)}
    # "No Result" if units were recalled in the Combat Cleanup (a tie), whoever is left
    # (RUP4 466.3.d as revised by FAQ-UNLEASHED, Results of Combat)
    won = len(owners) == 1 and not s.extra.get("combat_recalled")
    winner = next(iter(owners)) if won else None
    s.extra["combat_winner"] = winner
    if winner is not None:  # "when I / you win a combat" (RUP4 466.3.a, 466.3.c)
        collect_event(s, "combat_won", player=winner, bf=sd.bf,
                      units=[u.id for u in units_at(s, sd.bf) if u.controller == winner])
    s.dirty = True
    s.tasks.append(("combat_control",))


def combat_control(s: GameState) -> None:
    """Control (RUP4 466.5), then combat ends (466.7)."""
    sd = s.showdown
    assert sd is not None
    b = s.battlefields[sd.bf]
    owners = {u.controller for u in units_at(s, sd.bf)}
    emit(s, "combat_end", bf=sd.bf, attacker=sd.attacker, defender=sd.defender,
         winner=s.extra.pop("combat_winner", None))
    if "combat_end" in s.extra.get("_history", ()):  # "when a combat I was in ends" (466.7)
        collect_event(s, "combat_ended", bf=sd.bf,
                      units=sorted({(oid, inc) for oid, inc, _kind in sd.designated}))
    s.showdown = None
    for u in board_units(s):
        u.attacking = u.defending = False
        u.combat_keywords = []
        if u.mods is not None and "combat_might" in u.mods:  # "... this combat" ends (466.7)
            u.mods = {k: v for k, v in u.mods.items() if k != "combat_might"} or None
    b.contested_by = None
    # cond-excess: what conquer effects "after an attack" look back at (RUP4 383.4.c)
    s.extra["last_combat"] = (sd.bf, sd.attacker, s.extra.pop("combat_excess", {}))
    if len(owners) == 1:
        (p,) = owners
        if b.controller != p:
            establish_control(s, sd.bf, p)
    elif not owners:
        if b.controller is not None:
            b.controller = None
            emit(s, "control", bf=sd.bf, player=None)
    else:  # both still here: fight again (RUP4 466.3.d.1)
        b.contested_by = sd.attacker
    s.extra.pop("combat_recalled", None)
    s.extra.pop("last_combat", None)
    s.extra.pop("invited", None)  # 3+ players: invitations last one combat
    s.dirty = True


# -- control and scoring -------------------------------------------------------------

def establish_control(s: GameState, bf: int, player: int) -> None:
    b = s.battlefields[bf]
    # "a battlefield that was uncontrolled": its control just before it is conquered
    # (FAQ-SPIRITFORGED, Yone, Blademaster)
    was_uncontrolled = b.controller is None
    b.controller = player
    emit(s, "control", bf=bf, player=player)
    score(s, player, bf, "conquer", was_uncontrolled)


def score(s: GameState, player: int, bf: int, how: str, was_uncontrolled: bool = False) -> None:
    """Conquer or Hold: once per battlefield per turn; the final-point rule (RUP4 469-471)."""
    if (player, bf) in s.scored:
        return
    if cant_score_here(s, player, bf):
        return  # restrictions: no scoring at all here (RUP4 054.1, 469)
    team_dq = s.turn_flags.get("team_dq") if s.turn_flags else None
    if team_dq and bf in team_dq[1] and s.players[player].team == team_dq[0]:
        # 2v2: the teammate controlled it at this turn's Beginning Phase (RUP4 489.8.b)
        emit(s, "score_disqualified", player=player, bf=bf)
        return
    s.scored.add((player, bf))
    if how == "conquer" and s.extra.get("statics_by_op", {}).get("play_only_conquered"):
        # turn-history: "a battlefield you conquered this turn", noted only while a card
        # asks (so other games keep their state)
        s.turn_flags["conquered"] = [*s.turn_flags.get("conquered", ()), (player, bf)]
    p = s.players[player]
    emit(s, how, player=player, bf=bf)
    if how == "conquer" and p.points >= victory_score(s) - 1:
        # 2v2: except those the ally occupied at this turn's Scoring Step (RUP4 489.8.g.1)
        excused = (s.turn_flags.get("ally_occupied", {}).get(player, ())
                   if s.turn_flags else ())
        every = all((player, i) in s.scored or i in excused
                    for i in range(len(s.battlefields)))
        if not every:
            emit(s, "final_point_denied", player=player, bf=bf)
            draw(s, player, 1)  # RUP4 471.1.b.1
        else:
            _score_point(s, player, bf, how)
    else:
        _score_point(s, player, bf, how)
    units_here = [u for u in units_at(s, bf) if u.controller == player]
    for u in units_here:
        collect_event(s, how, obj=u, bf=bf, was_uncontrolled=was_uncontrolled)
    collect_event(s, "you_" + how, player=player, bf=bf, units=len(units_here))
    if s.extra.get("_watchers_by_trigger", {}).get("opponent_scores"):
        collect_event(s, "scored", player=player, bf=bf)  # "when an opponent scores" (469)
    s.dirty = True


def _score_point(s: GameState, player: int, bf: int, how: str) -> None:
    """The point a conquer or hold scores (RUP4 471.1), or a draw instead early in the game
    (Otterpus, a replacement: 370.1); a point the player can't gain isn't replaced (054.1)."""
    if early_score_draws(s, player) and not cant_gain_points(s, player):
        emit(s, "score_draws", player=player, bf=bf)
        draw(s, player, 1)
        return
    gain_points(s, player, 1, how)


def hold_all(s: GameState) -> None:
    """Scoring Step: the turn player holds every battlefield they control (RUP4 315.2.b)."""
    if s.extra.get("mode") == "2v2":
        _note_allies(s)
    for i, b in enumerate(s.battlefields):
        if b.controller == s.turn_player:
            score(s, s.turn_player, i, "hold")


def _note_allies(s: GameState) -> None:
    """2v2, at the Scoring Step of the Beginning Phase: the battlefields the turn player's
    teammate controls, which their team doesn't score this turn (RUP4 489.8.b, 315.2.b.3),
    and, for each player, those their ally occupies (units there, or control), which the
    final point doesn't require them to have scored (489.8.g.1)."""
    tp = s.turn_player
    team = s.players[tp].team
    dq = [i for i, b in enumerate(s.battlefields)
          if b.controller is not None and b.controller != tp
          and s.players[b.controller].team == team]
    s.turn_flags["team_dq"] = (team, dq)
    occupied: dict[int, list[int]] = {}
    for p in s.players:
        occupied[p.index] = [
            i for i, b in enumerate(s.battlefields)
            if any(q.team == p.team and q.index != p.index
                   and (b.controller == q.index
                        or any(s.objs[u].controller == q.index and s.objs[u].is_unit
                               for u in b.units)) for q in s.players)]
    s.turn_flags["ally_occupied"] = occupied


__all__ = ["cleanup", "start_showdown", "start_combat", "close_showdown", "combat_damage",
           "begin_assignment", "assign_options", "assign_to", "auto_assign", "finish_assignment",
           "combat_deal", "combat_resolution", "combat_result", "combat_control", "hold_all",
           "score"]
