"""Ops of the family "chain": counter (RUP4 425), take_control and lose_control (188-192),
new_choices (750-755), unless (cond-unless), cant_play (054.1), hide_free (356.5.a); a one-off
card's own instructions are the op "handler" (app.engine.mechanics.oneoff).

Gaining control of a spell on the chain, and making new choices for it (RUP4 191.2,
750-755). `take_control` on a spell: the resolving ability's controller becomes the spell's
controller; when it resolves, "you" is them, and "friendly" and "enemy" are seen from them
(RUP4 191.2, 359.3.f.4). `new_choices`: "you may make new choices for it": its controller
may remake any of the spell's choices (753), here its targets, one chosen object at a time,
then the destinations of its moves (752.1, app.engine.playing.destinations): each new object
must be one the spell did not choose before (751.1) and a legal choice for it now (753.1), a
new destination one of the valid places for the unit other than the one chosen; the choices
of costs are not remade (752.2), and what the new choices would cost is not paid (755). With
no legal new choice, there is nothing to ask (753.2). Decisions: "choose" with ask
`new_choices_may` (yes / no), then ask `new_choice` per chosen object (a new object, or no to
keep it), then ask `new_dest` per destination (to a new place, or no to keep it).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, ClassVar, Literal

from pydantic import Field, model_validator

from app.engine.actions.payment import could_pay_adding, pay_now, paying, payment_options
from app.engine.actions.pool import uses
from app.engine.actions.zones import (
    change_control,
    change_zone,
    control_until_source_leaves,
    draw,
)
from app.engine.core.abilities import Ability, Count, ObjectOp, Op
from app.engine.core.actions import NO, YES, Action
from app.engine.core.events import emit
from app.engine.core.state import (
    BASE,
    BF,
    CHAIN,
    HAND,
    TRASH,
    ChainItem,
    Decision,
    GameState,
    Obj,
)
from app.engine.mechanics.context import Ctx, who
from app.engine.mechanics.playcard import after_chain
from app.engine.mechanics.wording import _acted_on, _cards, _slot_ref, _Src
from app.engine.playing.choices import fits_group, target_candidates
from app.engine.playing.destinations import effect_move_destinations
from app.engine.reads.characteristics import passive_sources
from app.engine.reads.items import item_ability


@dataclass(frozen=True, slots=True, kw_only=True)
class Counter(ObjectOp):
    """counter: "Counter a spell" (RUP4 425): each chosen spell still on the chain does nothing
    and is cleared from it, a card to its owner's trash (425.1.a.1); it never resolves, so it
    is not played for "when you play a spell" (425.1.b); its costs stay paid (425.1.c).
    `to` hand: "return it to its owner's hand instead of putting it in their trash" (a
    replacement limited to this instruction: a spell that can't be countered isn't returned,
    FAQ-VENDETTA, Abandon and Mel)."""

    op: Literal["counter"] = "counter"
    to: Literal["trash", "hand"] = "trash"

    @model_validator(mode="after")
    def _check(self) -> Counter:
        if self.target is None or self.scope is not None:
            raise ValueError("op 'counter' counters the spells of its target slot")
        return self

    def run(self, ctx: Ctx) -> bool:
        s = ctx.s
        spells = [(i, s.objs[i.obj]) for i in ctx.target_items(self.target) if i.kind == "card"]
        for item in ctx.target_items(self.target):
            if item.kind != "card":  # an ability ceases to exist (RUP4 425.1.a)
                s.chain.remove(item)
                emit(s, "counter", player=ctx.controller, source=item.source,
                     owner=item.controller)
        for o in ctx.targets(self.target):
            found = next((i for i in s.chain if i.kind == "card" and i.obj == o.id), None)
            if found is not None:
                spells.append((found, o))
        for item, o in spells:
            if any(ab.kind == "static" and ab.static is not None
                   and ab.static.op == "cant_be_countered" for ab in o.card.abilities) or any(
                    src.controller == item.controller
                    for src, _st in passive_sources(s, "yours_cant_be_countered")):
                # "this can't be countered": it may still be chosen, the counter does nothing to
                # it (RUP4 358.3.a: an impossible instruction is skipped)
                emit(s, "counter_failed", player=ctx.controller, obj=o.id, card=o.card.code)
                continue
            s.chain.remove(item)
            emit(s, "counter", player=ctx.controller, obj=o.id, card=o.card.code,
                 owner=item.controller)
            # "then recycle it" replaces any leaving of the chain its own execution didn't
            # instruct, a counter's too (RUP4 390.3.a; FAQ-VENDETTA, Abandon and Flow)
            if not after_chain(s, item, o):
                change_zone(s, o, HAND if self.to == "hand" else TRASH)
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        o = _acted_on(self, ability, src)  # RUP4 425.1.a
        if ability.targets[self.target or 0].select.kind == "chain_item" and self.to == "trash":
            return (f"counter {o.obj}: {o.subj} {o.verb('does', 'do')} nothing (a spell goes to "
                    f"its owner's trash, an ability ceases to exist)")
        if self.to == "hand":
            return (f"counter {o.obj}: {o.subj} {o.verb('does', 'do')} nothing and "
                    f"{o.verb('returns', 'return')} to {o.poss} owner's hand instead of the trash")
        return (f"counter {o.obj}: {o.subj} {o.verb('does', 'do')} nothing and "
                f"{o.verb('goes', 'go')} to {o.poss} owner's trash")


@dataclass(frozen=True, slots=True, kw_only=True)
class TakeControl(ObjectOp):
    """control-change: "take control of it": the ability's controller gains control of each
    object for the rest of the game (RUP4 188-192; see zones.change_control); who
    chosen_player: "they gain control of this", the player chosen as the ability went on the
    chain (355.9.a), a permanent in a base going to theirs (107.1.c)."""

    op: Literal["take_control"] = "take_control"
    # for the rest of the game (the field's default, "turn", means nothing else here), or
    # "source_leaves": "you control it until I leave the board", none once the source has
    # left (RUP4 359.3.e.16: the duration ended before it began)
    duration: Literal["turn", "source_leaves"] = "turn"
    who: Literal["you", "chosen_player"] = "you"

    @model_validator(mode="after")
    def _check(self) -> TakeControl:
        if self.who == "chosen_player" and self.duration != "turn":
            raise ValueError("take_control for a chosen player is for the rest of the game")
        return self

    def run(self, ctx: Ctx) -> bool:
        taken = ctx.item.info.setdefault("took_control", [])
        src = ctx.source
        until = self.duration == "source_leaves"
        if until and (src is None or src.zone not in (BASE, BF)
                                       or src.incarnation != ctx.item.source_incarnation):
            return True
        gainer = ctx.controller
        if self.who == "chosen_player":
            chosen = who(ctx, "chosen_player")
            if not chosen or ctx.s.is_removed(chosen[0]):
                return True  # nobody to gain it (RUP4 651.3)
            gainer = chosen[0]
        for o in ctx.objects(self):
            if o.zone == CHAIN:  # new-choices: "gain control of a spell" (RUP4 191.2)
                take_spell(ctx.s, o, gainer)
            elif until and src is not None:
                if control_until_source_leaves(ctx.s, o, gainer, src):
                    taken.append(o.id)
            elif change_control(ctx.s, o, gainer):
                taken.append(o.id)
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        it = _acted_on(self, ability, src).obj
        if self.who == "chosen_player":
            return f"that player gains control of {it} (in a base, it goes to theirs)"
        if self.duration == "source_leaves":
            return (f"take control of {it} until {src.noun} leaves the board (it goes to your "
                    f"base if it is in a base)")
        return f"take control of {it}"  # for the rest of the game


@dataclass(frozen=True, slots=True, kw_only=True)
class LoseControl(ObjectOp):
    """control-change: "lose control of that unit": the ability's controller stops controlling
    each object it still controls, and its owner controls it again (the player established as
    its controller when it was played, RUP4 191.3; see zones.change_control)."""

    op: Literal["lose_control"] = "lose_control"

    def run(self, ctx: Ctx) -> bool:
        for o in ctx.objects(self):
            if o.controller == ctx.controller:
                change_control(ctx.s, o, o.owner)
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        it = _acted_on(self, ability, src).obj
        return f"you lose control of {it} (its owner controls it again)"


@dataclass(frozen=True, slots=True, kw_only=True)
class CantPlay(Op):
    """restrictions: "opponents can't play cards this turn" (RUP4 054.1, can't beats can);
    `who` its_controller with `target`: the controller of the target slot's object (a spell
    countered: "its controller can't play spells this turn"); `spells`: spells only."""

    op: Literal["cant_play"] = "cant_play"
    who: Literal["opponents", "its_controller"] = "opponents"
    target: Annotated[int, Field(ge=0)] | None = None
    spells: bool = False

    @model_validator(mode="after")
    def _check(self) -> CantPlay:
        if (self.who == "its_controller") != (self.target is not None):
            raise ValueError("who 'its_controller' needs the target whose controller is meant")
        return self

    def run(self, ctx: Ctx) -> bool:
        players = ctx.s.opponents(ctx.controller) if self.who == "opponents" \
            else who(ctx, self.who, self.target)
        key = "cant_play_spells" if self.spells else "cant_play"
        ctx.s.turn_flags[key] = frozenset(ctx.s.turn_flags.get(key, frozenset()) | set(players))
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        players = "your opponents"
        if self.target is not None:  # who its_controller
            players = f"{_slot_ref(ability, self.target).poss} controller"
        what = "spells" if self.spells else "cards"
        return f"for the rest of this turn, {players} can't play {what}"


@dataclass(frozen=True, slots=True, kw_only=True)
class HideFree(Op):
    """ "You can hide cards ignoring costs this turn": hiding costs nothing (RUP4 356.5.a)."""

    op: Literal["hide_free"] = "hide_free"

    def run(self, ctx: Ctx) -> bool:
        ctx.s.turn_flags[f"hide_free{ctx.controller}"] = True
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        return "for the rest of this turn, hiding a card costs you nothing"


@dataclass(frozen=True, slots=True, kw_only=True)
class Unless(Op):
    """cond-unless: "... unless its controller has you draw 2": each player named, in turn,
    may do what is offered; once one does, the steps with condition not_stopped don't happen.
    The choice is made on resolution (RUP4 383.3.a.3's "they may" in a later part of an
    effect; 204.3.b). `who`: the controller of the target slot's object (its_controller), or
    the player chosen as it went on the chain; `offer` you_draw: they may have you draw n;
    pay: they may pay n Energy ("counter it unless its controller pays [2]"; one who can't pay
    isn't asked, RUP4 444.2)."""

    ASKS: ClassVar[frozenset[str]] = frozenset({"unless"})
    op: Literal["unless"] = "unless"
    n: Count = 0
    target: Count | None = None
    who: Literal["its_controller", "chosen_player"]
    offer: Literal["you_draw", "pay"]

    @model_validator(mode="after")
    def _check(self) -> Unless:
        if self.n < 1:
            raise ValueError("op 'unless' needs n >= 1")
        if (self.who == "its_controller") != (self.target is not None):
            raise ValueError("who 'its_controller' needs the target whose controller acts")
        return self

    def run(self, ctx: Ctx) -> bool:
        info = ctx.item.info
        left = info.get("unless_left")
        if left is None:
            left = [p for p in dict.fromkeys(who(ctx, self.who, self.target))]
        if self.offer == "pay":
            left = [p for p in left if could_pay_adding(ctx.s, p, self.n, [], uses(ctx.s))]
        if info.get("stopped") or not left:
            info.pop("unless_left", None)
            return True
        info["unless_left"] = left
        data = {"ask": "unless", "item": ctx.item.id, "offer": self.offer, "n": self.n,
                "to": ctx.controller, "options": [YES, NO]}
        if self.offer == "pay":  # "yes" once the pool and runes can; Adds first (RUP4 429.3)
            data["options"] = payment_options(ctx.s, left[0], self.n, [], uses(ctx.s), YES)
            data.update(paying(self.n, [], uses(ctx.s), YES))
        ctx.s.decision = Decision(left[0], "choose", data)
        return False

    def answer(self, ctx: Ctx, d: Decision, verb: str, arg: object) -> bool:
        """The player asked does what is offered (the rest of the effect is stopped), or not
        (the next player named is asked)."""
        s, item = ctx.s, ctx.item
        left = item.info["unless_left"]
        if verb == "yes":
            emit(s, "unless_paid", player=left[0], offer=self.offer, n=self.n, to=item.controller)
            if self.offer == "you_draw":
                draw(s, item.controller, self.n)
            else:  # "unless its controller pays": with the usual payment (RUP4 444.1)
                pay_now(s, left[0], self.n, [], uses(s))
            item.info["stopped"] = True
        item.info["unless_left"] = left[1:]
        if verb == "yes" or not left[1:]:
            item.info.pop("unless_left")
            item.resolving_index += 1
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        if self.who == "its_controller" and self.target is not None:
            who = f"{_slot_ref(ability, self.target).poss} controller"
        else:
            who = "that player"
        if self.offer == "pay":
            return f"{who} may pay {self.n} Energy to stop what follows"
        return f"{who} may have you draw {_cards(self.n)} to stop what follows"


def spell_item(s: GameState, o: Obj) -> ChainItem | None:
    if o.zone != CHAIN:
        return None
    return next((i for i in s.chain if i.kind == "card" and i.obj == o.id), None)


def take_spell(s: GameState, o: Obj, player: int) -> bool:
    """`player` gains control of the spell `o` on the chain (RUP4 191.2)."""
    item = spell_item(s, o)
    if item is None or item.controller == player:
        return False
    old = item.controller
    item.controller = player
    o.controller = player
    s.dirty = True
    emit(s, "gain_control", player=player, obj=o.id, card=o.card.code, frm=old)
    return True


def _pairs(s: GameState, item: ChainItem) -> list[tuple[int, int]]:
    """(slot, index) of each object the spell chose, costs excluded (RUP4 752.2)."""
    ab = item_ability(s, item)
    if ab is None:
        return []
    return [(k, i) for k, slot in enumerate(ab.targets) if slot.cost is None
            and k < len(item.targets) for i in range(len(item.targets[k]))]


def alternatives(s: GameState, item: ChainItem, k: int, i: int, before: set[int],
                 resolving: int) -> list[Obj]:
    """Legal new objects for the i-th choice of slot k (RUP4 751.1, 753.1)."""
    ab = item_ability(s, item)
    assert ab is not None
    slot = ab.targets[k]
    taken = {oid for _, oid, _ in item.targets[k]}
    if slot.distinct:
        taken |= {oid for earlier in item.targets[:k] for _, oid, _ in earlier}
    others = [t for n, t in enumerate(item.targets[k]) if n != i]
    out = []
    for c in target_candidates(s, item, slot):
        if c.id in taken or c.id in before or c.id == resolving:
            continue  # the resolving spell is leaving the chain: no legal choice (753.1)
        if slot.grouped() and not fits_group(s, slot, others, c):
            continue
        out.append(c)
    return out


def dest_alternatives(s: GameState, item: ChainItem, entry: list) -> list[str]:  # type: ignore[type-arg]
    """New destinations for one move of the spell (RUP4 752.1): the valid places for the
    unit now in that move's target position, but the one chosen."""
    k, slot, i, dest = entry
    ab = item_ability(s, item)
    if ab is None or slot < 0 or slot >= len(item.targets) or i >= len(item.targets[slot]):
        return []
    _, oid, inc = item.targets[slot][i]
    u = s.objs[oid]
    if u.incarnation != inc or u.zone not in (BASE, BF) or not u.is_unit:
        return []
    move = ab.steps[k]
    assert move.dest is not None
    return [d for d in effect_move_destinations(s, u, move.dest, item.controller) if d != dest]


@dataclass(frozen=True, slots=True, kw_only=True)
class NewChoices(ObjectOp):
    """new-choices: you may make new choices for the spell of the target slot (see the
    module docstring)."""

    ASKS: ClassVar[frozenset[str]] = frozenset({"new_choices_may", "new_choice", "new_dest"})
    op: Literal["new_choices"] = "new_choices"

    def run(self, ctx: Ctx) -> bool:
        s, info = ctx.s, ctx.item.info
        spells = [o for o in ctx.targets(self.target) if spell_item(s, o) is not None]
        if not spells:
            return True
        o = spells[0]
        item = spell_item(s, o)
        assert item is not None
        pairs = _pairs(s, item)
        before = set(info.setdefault("nc_before", [oid for slot in item.targets
                                                   for _, oid, _ in slot]))
        resolving = ctx.item.obj
        dests = item.info.get("dests", [])
        if "nc_yes" not in info:
            if not any(alternatives(s, item, k, i, before, resolving) for k, i in pairs) \
                    and not any(dest_alternatives(s, item, e) for e in dests):
                _done(info)
                return True  # no legal new choice: nothing to ask (RUP4 753.2)
            s.decision = Decision(ctx.controller, "choose", {
                "ask": "new_choices_may", "item": ctx.item.id, "spell": o.id,
                "options": [YES, NO]})
            return False
        if not info["nc_yes"]:
            _done(info)
            return True
        pos = int(info.get("nc_pos", 0))
        while pos < len(pairs):
            k, i = pairs[pos]
            alts = alternatives(s, item, k, i, before, resolving)
            if alts:
                info["nc_pos"] = pos
                s.decision = Decision(ctx.controller, "choose", {
                    "ask": "new_choice", "item": ctx.item.id, "spell": o.id,
                    "obj": item.targets[k][i][1], "slot": k, "index": i,
                    "options": [Action("choose", (c.id,)) for c in alts] + [NO]})
                return False
            pos += 1
        info["nc_pos"] = pos
        dpos = int(info.get("nc_dpos", 0))
        while dpos < len(dests):
            new = dest_alternatives(s, item, dests[dpos])
            if new:
                _, slot, i, _dest = dests[dpos]
                info["nc_dpos"] = dpos
                s.decision = Decision(ctx.controller, "choose", {
                    "ask": "new_dest", "item": ctx.item.id, "spell": o.id, "index": dpos,
                    "obj": item.targets[slot][i][1],
                    "options": [Action("to", (d,)) for d in new] + [NO]})
                return False
            dpos += 1
        _done(info)
        return True

    def answer(self, ctx: Ctx, d: Decision, verb: str, arg: object) -> bool:
        """The answers to `new_choices_may`, `new_choice` and `new_dest` (the step then runs
        again)."""
        s, item, ask, data = ctx.s, ctx.item, d.data["ask"], d.data
        if ask == "new_choices_may":
            item.info["nc_yes"] = verb == "yes"
            return True
        spell = spell_item(s, s.objs[data["spell"]])
        if ask == "new_dest":
            if verb == "to" and spell is not None:
                spell.info["dests"][data["index"]][3] = str(arg)
                emit(s, "destination", player=item.controller, obj=data["obj"], to=str(arg))
            item.info["nc_dpos"] = int(item.info.get("nc_dpos", 0)) + 1
            return True
        if verb == "choose" and spell is not None:
            new = s.objs[int(arg)]  # type: ignore[call-overload]
            k, i = data["slot"], data["index"]
            spell.targets[k][i] = ("obj", new.id, new.incarnation)
            emit(s, "new_choice", player=item.controller, obj=spell.obj, old=data["obj"],
                 new=new.id)
        item.info["nc_pos"] = int(item.info.get("nc_pos", 0)) + 1
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        o = _acted_on(self, ability, src)  # RUP4 750-755
        return (f"you may make new choices for {o.obj}: replace any of the things "
                f"{o.subj} chose with others {o.subj} didn't choose before")


def _done(info: dict) -> None:  # type: ignore[type-arg]
    for key in ("nc_before", "nc_yes", "nc_pos", "nc_dpos"):
        info.pop(key, None)


OPS: tuple[type[Op], ...] = (Counter, TakeControl, LoseControl, CantPlay, HideFree, Unless,
                             NewChoices)
