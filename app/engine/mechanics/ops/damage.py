"""Ops of the family "damage" and death: deal, deal_might, fight, split, heal, kill, save,
prevent_spell_damage, prevent, double_damage (RUP4 417, 428, 437, 715)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar, Literal

from pydantic import model_validator

from app.engine.actions.damage import bonus_damage, deal, split_bonus
from app.engine.actions.death import (
    add_paid_save,
    alone_before,
    ask_offer,
    ask_paid_save,
    death_replaced,
    keepers_active,
    kill_now,
    order_deaths,
    save_together,
)
from app.engine.core.abilities import Ability, Count, ObjectOp, Op, PickOp, Pip
from app.engine.core.actions import Action
from app.engine.core.enums import CardType, Keyword
from app.engine.core.events import emit
from app.engine.core.state import BASE, BF, Decision, Obj
from app.engine.mechanics.context import Ctx, answer_pick, each_pick
from app.engine.mechanics.wording import (
    CardTextError,
    _acted_on,
    _noun,
    _others_pick_text,
    _pick_text,
    _price,
    _Src,
    _to_each,
)
from app.engine.reads.attached import attachments, is_equipment
from app.engine.reads.characteristics import effective_might, keyword_value, might
from app.engine.reads.items import event_object, item_ability
from app.engine.reads.shields import WHOLE
from app.engine.reads.shields import key as shield_key


def _counts_times_dealt(spell: Obj) -> bool:
    """Does the spell read how many times it has dealt damage this turn (per 'times_dealt')?
    Only then is it noted (so that other games keep their state)."""
    return any(ab.kind == "static" and ab.static is not None and ab.static.per == "times_dealt"
               for ab in spell.card.abilities)


@dataclass(frozen=True, slots=True, kw_only=True)
class Deal(ObjectOp):
    """Deal n damage to each object, plus the spell's Bonus Damage (RUP4 417, 715); `amount`
    instead of n: "its Energy cost" of the card this ability discarded (dyn-amount), "that
    much" paid by an earlier pay_x step (x-cost), n for each revealed card with `keyword`,
    slot 0's unit's Might (deal-equal-might), the source's Might (the ability deals it,
    RUP4 417.6.a), or "that much" excess damage its controller assigned in the combat its
    conquer trigger looked back at (cond-excess, 465.2.c)."""

    op: Literal["deal"] = "deal"
    n: Count = 0
    amount: Literal["discarded_energy", "paid_x", "revealed_keyword", "first_might",
                    "my_might", "excess", "my_equipment",
                    # dyn-amount: "damage equal to the damage marked on it" (each object's own,
                    # as the step executes, RUP4 417.1.b)
                    "its_damage",
                    # dyn-amount: "damage equal to my [Assault]": the source's Assault value
                    # as the step executes (RUP4 807), none once it has left the board
                    "my_assault"] | None = None
    keyword: Keyword | None = None  # revealed_keyword: the printed keyword counted

    @model_validator(mode="after")
    def _check(self) -> Deal:
        if (self.amount == "revealed_keyword") != (self.keyword is not None):
            raise ValueError("amount 'revealed_keyword' needs op 'deal' with a keyword (n per "
                             "revealed card with it)")
        if self.amount in ("revealed_keyword", "my_equipment") and self.n < 1:
            raise ValueError(f"amount {self.amount!r} needs n >= 1 (damage for each)")
        if self.amount in ("discarded_energy", "paid_x", "excess", "its_damage") and self.n:
            raise ValueError("amount only applies to op 'deal', instead of n")
        if self.n < 1 and self.amount is None:
            raise ValueError("op 'deal' needs n >= 1")
        return self

    def run(self, ctx: Ctx) -> bool:
        n = self.n
        if self.amount == "revealed_keyword":
            # "deal 1 for each card with [Hidden] revealed this way": printed keywords of the
            # revealed cards; none, no damage is dealt, so no Bonus Damage either (RUP4 715.4)
            assert self.keyword is not None
            n = self.n * sum(1 for oid in ctx.item.info.get("revealed", ())
                           if ctx.s.objs[oid].card.has(self.keyword))
            if n <= 0:
                return True
        if self.amount == "first_might":
            # deal-equal-might: "damage equal to its Might", slot 0's unit's as the step executes
            # (RUP4 359.3.f.2); no longer a legal target, no amount (359.3.e.12)
            first = ctx.targets(0)
            if not first:
                return True
            n = effective_might(ctx.s, first[0])
            if n <= 0:
                return True  # no valid damage (RUP4 417.1.e)
        if self.amount == "discarded_energy":
            found = ctx.item.info.get("discarded", [])
            if not found:
                return True  # nothing was discarded: "its" cost is null (RUP4 359.3.e.12)
            n = ctx.s.objs[found[-1]].card.energy or 0
            if n <= 0:
                return True  # no valid damage, so no instance for Bonus Damage (417.1.e)
        elif self.amount in ("my_might", "my_assault"):
            # "deal damage equal to my Might / my [Assault]": the ability deals it (RUP4
            # 417.6.a), the source's as the step executes; a source gone from the board has
            # none (359.3.e.12)
            src = ctx.source
            if src is None or src.incarnation != ctx.item.source_incarnation \
                    or src.zone not in (BASE, BF):
                return True
            n = effective_might(ctx.s, src) if self.amount == "my_might" else \
                keyword_value(ctx.s, src, Keyword.ASSAULT)
            if n <= 0:
                return True  # no valid damage (RUP4 417.1.e)
        elif self.amount == "excess":  # cond-excess: "that much", as the conquer triggered
            n = int(ctx.item.info.get("excess", 0))
        elif self.amount == "my_equipment":
            # dyn-amount: "n for each Equipment attached to me" as the step executes (RUP4
            # 818.3); a source gone from the board has none attached (719.5, 359.3.e.12)
            src = ctx.source
            if src is None or src.incarnation != ctx.item.source_incarnation \
                    or src.zone not in (BASE, BF):
                return True
            n = self.n * sum(1 for g in attachments(ctx.s, src) if is_equipment(g))
            if n <= 0:
                return True  # no valid damage (RUP4 417.1.e)
        elif self.amount == "paid_x":  # x-cost: "that much" (the amount paid, RUP4 444.2)
            n = int(ctx.item.info.get("paid_x", 0))
            if n <= 0:
                return True  # nothing paid: no damage, no instance for Bonus Damage (417.1.e)
        dealt = 0
        for o in ctx.objects(self):
            if self.amount == "its_damage":
                n = o.damage
                if n <= 0:
                    continue  # no valid damage, no instance for Bonus Damage (417.1.e)
            dealt += deal(ctx.s, o, n + bonus_damage(ctx.s, ctx.controller, ctx.item, o),
                          ctx.controller)
        if dealt and ctx.item.kind == "card" and _counts_times_dealt(ctx.s.objs[ctx.item.obj]):
            # turn-history: "each time this spell has dealt damage this turn" (the card)
            key = f"spell_dealt{ctx.item.obj}"
            ctx.s.turn_flags[key] = int(ctx.s.turn_flags.get(key, 0)) + 1
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        o, n = _acted_on(self, ability, src), self.n
        if self.amount == "paid_x":
            return f"deal that much damage to {_to_each(o)}"
        if self.amount == "excess":  # cond-excess
            return f"deal damage equal to that excess damage to {_to_each(o)}"
        if self.amount == "revealed_keyword" and self.keyword is not None:
            return (f"deal {n} damage to {_to_each(o)} for each revealed card with "
                    f"{self.keyword.value}")
        if self.amount == "first_might":  # deal-equal-might
            return f"deal damage equal to the first chosen unit's Might to {_to_each(o)}"
        if self.amount == "my_might":
            return f"deal damage equal to {src.noun}'s Might to {_to_each(o)}"
        if self.amount == "my_assault":
            return f"deal damage equal to {src.noun}'s Assault value to {_to_each(o)}"
        if self.amount == "my_equipment":
            return (f"deal {n} damage to {_to_each(o)} for each Equipment attached to "
                    f"{src.noun}")
        if self.amount == "its_damage":
            return f"deal damage to {_to_each(o)} equal to the damage already marked on it"
        if self.amount == "discarded_energy":
            return f"deal damage equal to the discarded card's Energy cost to {_to_each(o)}"
        return f"deal {n} damage to {_to_each(o)}"


@dataclass(frozen=True, slots=True, kw_only=True)
class Kill(PickOp):
    """Kill the objects (RUP4 428), in one game action (383.2.c.2); an optional death
    replacement is offered first (371.2.a), several ordered by its controller (373), a paid
    save asked first; or each player's pick (PickOp)."""

    ASKS: ClassVar[frozenset[str]] = frozenset({"each_pick"})
    op: Literal["kill"] = "kill"

    def run(self, ctx: Ctx) -> bool:
        if self.who != "you":
            return each_pick(ctx, self)
        objs = ctx.objects(self)
        dying = tuple(o.id for o in objs)  # die in one game action (RUP4 383.2.c.2)
        if objs and ctx.s.extra.get("statics_by_op", {}).get("replace_death"):
            # an optional replacement: asked first (RUP4 371.2.a); the step runs again after
            done = ctx.item.info.get("replaced", [])
            if ask_offer(ctx.s, [o for o in objs if o.id not in done], ctx.item):
                return False
        if len(objs) > 1 and ctx.s.extra.get("statics_by_op", {}).get("replace_death"):
            # death-replacement: its controller orders the replacements of these simultaneous
            # deaths (RUP4 373); the deaths already replaced are not killed again
            done = ctx.item.info.get("replaced", [])
            left = order_deaths(ctx.s, [o for o in objs if o.id not in done], ctx.item)
            if left is None:
                return False
            objs = left
            ctx.item.info.pop("replaced", None)
            if keepers_active(ctx.s):  # its source dying with them still saves them (370.4)
                objs = save_together(ctx.s, objs)
        if ctx.s.turn_flags.get("pay_saves"):
            if not ask_paid_save(ctx.s, objs, ctx.item):  # a paid save: pay or not, first
                return False
        if _asks_killed_side(ctx):  # "if it was an enemy unit": as it is killed (359.3.e.12)
            ctx.item.info["killed_ctrl"] = [o.controller for o in objs]
            # "then, if it had N Might or less": its Might as it is killed, replaced or not
            ctx.item.info["killed_mights"] = [might(ctx.s, o) for o in objs]
        alone = alone_before(ctx.s, objs) if len(objs) > 1 else None
        for o in objs:
            replaced = death_replaced(ctx.s, o)  # a death replaced is no kill "you did"
            if not replaced and ctx.s.turn_flags.get("pay_save_answer", {}).get(o.id):
                replaced = True  # a paid save its controller chose to pay (actions/death)
            if not replaced and o.zone in (BASE, BF):  # its Might as it died (RUP4 359.3.e.12)
                ctx.item.info.setdefault("killed_might", []).append(might(ctx.s, o))
            kill_now(ctx.s, o, dying, ctx.controller, alone)
            ctx.killed |= not replaced  # for "if you do" (RUP4 359.3.e.14.b)
        ctx.s.extra.pop("replace_offers", None)  # the deaths asked about have happened
        return True

    def answer(self, ctx: Ctx, d: Decision, verb: str, arg: object) -> bool:
        return answer_pick(ctx, d, verb, arg)

    def text(self, ability: Ability, src: _Src) -> str:
        if self.who in ("each_player", "each_player_next", "each_player_keeps", "each_opponent",
                        "defender"):
            return _pick_text(self, src)
        if self.who == "each_other_next":
            return _others_pick_text(self, src, ability.kind == "spell")
        return f"kill {_acted_on(self, ability, src).obj}"


def _asks_killed_side(ctx: Ctx) -> bool:
    """Does a later step ask who controlled what this kill acted on?"""
    ab = item_ability(ctx.s, ctx.item)
    return ab is not None and any(st.condition in ("killed_enemy", "killed_friendly",
                                                   "killed_might_at_most")
                                  for st in ab.steps)


def _source_unit(ctx: Ctx) -> list[Obj]:
    """The source as a unit on the board, while it is still the same object (RUP4 124)."""
    src = ctx.source
    if src is not None and src.incarnation == ctx.item.source_incarnation and src.is_unit \
            and src.zone in (BASE, BF):
        return [src]
    return []


@dataclass(frozen=True, slots=True, kw_only=True)
class Fight(ObjectOp):
    """The units chosen in slots 0 and 1 (or the source and the unit of the only slot) deal
    damage equal to their Might to each other. The units are the sources, so spell Bonus
    Damage doesn't apply (RUP4 417.6.b.3). With a scope (where with_first): slot 0's unit
    fights one unit of the scope its controller picks on resolution (RUP4 355.17). With
    `event` and a target slot: "they": "it" (the object of the triggering event, or the one
    the ability that started this reflexive trigger named, RUP4 386) and that slot's unit
    (Dragon's Rage's errata, FAQ-ORIGINS)."""

    ASKS: ClassVar[frozenset[str]] = frozenset({"each_pick"})
    op: Literal["fight"] = "fight"
    event: bool = False

    @model_validator(mode="after")
    def _check(self) -> Fight:
        if self.scope is not None and (self.scope.where != "with_first"
                                       or self.target is not None):
            # a second unit picked on resolution (RUP4 355.17) at the location of slot 0's
            # unit fights it
            raise ValueError("op 'fight' takes a scope only with where 'with_first'")
        if self.event != (self.target is not None) or self.also is not None:
            raise ValueError("op 'fight' takes a target slot only with event (it and that "
                             "slot's unit)")
        return self

    def run(self, ctx: Ctx) -> bool:
        if self.scope is not None:
            return _fight_pick(ctx, self)
        a, b = ctx.targets(0), ctx.targets(1)
        ab = item_ability(ctx.s, ctx.item)
        if self.event and self.target is not None:
            a, b = event_object(ctx.s, ctx.item), ctx.targets(self.target)
        elif ab is not None and len(ab.targets) == 1:
            # "choose a unit; we deal damage equal to our Mights to each other": the source
            # itself is the other unit, while it is still the same object on the board (RUP4 124)
            a, b = _source_unit(ctx), a
        if not a or not b:
            return True  # an illegal target: the linked instruction does nothing (359.3.e.14.a)
        ua, ub = a[0], b[0]
        da, db = effective_might(ctx.s, ua), effective_might(ctx.s, ub)
        deal(ctx.s, ub, da, ua.controller, by_unit=True)
        deal(ctx.s, ua, db, ub.controller, by_unit=True)
        return True

    def answer(self, ctx: Ctx, d: Decision, verb: str, arg: object) -> bool:
        return answer_pick(ctx, d, verb, arg)

    def text(self, ability: Ability, src: _Src) -> str:
        if self.scope is not None:  # with_first: the second unit chosen on resolution
            what = _noun(replace(self.scope, where="any"), src, plural=False)
            return (f"then choose another {what} at the chosen unit's location (chosen as this "
                    f"resolves). Each of the two deals damage equal to its Might to the other")
        if self.event:
            return ("that unit and the unit chosen now each deal damage equal to its Might to "
                    "the other")
        if len(ability.targets) == 2 and all(t.count == 1 for t in ability.targets):
            return "each of the two chosen units deals damage equal to its Might to the other"
        if (len(ability.targets) == 1 and ability.targets[0].count == 1
                and src.card.type is CardType.UNIT):
            return (f"{src.noun} and the chosen unit each deal damage equal to its Might "
                    f"to the other")
        raise CardTextError("'fight' is worded for two single-unit slots")


def _fight_pick(ctx: Ctx, st: Fight) -> bool:
    """dependent-targets: "choose another enemy unit at its destination; they deal damage equal
    to their Mights to each other". The unit is chosen as the instruction executes, not as the
    spell is played (RUP4 355.17); with one candidate nothing is asked, with none nothing
    happens (RUP4 055)."""
    s, info = ctx.s, ctx.item.info
    first = ctx.targets(0)
    cands = ctx.objects(st)
    picked = info.pop("fight_pick", None)
    info.pop("pick_left", None)
    if not first:
        return True
    if picked is None:
        if not cands:
            return True
        if len(cands) > 1:
            info["pick_left"] = [ctx.controller]
            s.decision = Decision(ctx.controller, "choose", {
                "ask": "each_pick", "op": "fight", "item": ctx.item.id, "collect": False,
                "options": [Action("choose", (o.id,)) for o in cands]})
            return False
        picked = cands[0].id
    other = s.objs[int(picked)]
    if other.zone not in (BASE, BF):
        return True
    ua, ub = first[0], other
    da, db = effective_might(s, ua), effective_might(s, ub)
    deal(s, ub, da, ua.controller, by_unit=True)  # the units deal the damage (RUP4 417.6.b.3)
    deal(s, ua, db, ub.controller, by_unit=True)
    return True


@dataclass(frozen=True, slots=True, kw_only=True)
class DealMight(Op):
    """"It deals damage equal to its Might to ...": the unit of slot 0 deals to the unit of
    slot 1; with one slot, the source itself deals, while it is still the same object on the
    board (RUP4 124). The unit is the damage's source, so spell Bonus Damage doesn't apply
    (417.6.b.3), as for 'fight'; a dealer no longer there deals nothing (359.3.e.14.a)."""

    op: Literal["deal_might"] = "deal_might"

    def run(self, ctx: Ctx) -> bool:
        ab = item_ability(ctx.s, ctx.item)
        if ab is not None and len(ab.targets) == 1:
            a, b = _source_unit(ctx), ctx.targets(0)
        else:
            a, b = ctx.targets(0), ctx.targets(1)
        if not a or not b:
            return True
        deal(ctx.s, b[0], effective_might(ctx.s, a[0]), a[0].controller, by_unit=True)
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        if len(ability.targets) == 2:
            return "the first chosen unit deals damage equal to its Might to the second"
        if src.card.type is CardType.UNIT:
            return f"{src.noun} deals damage equal to its Might to the chosen unit"
        raise CardTextError("'deal_might' with one slot needs a unit source")


@dataclass(frozen=True, slots=True, kw_only=True)
class Save(ObjectOp):
    """The next time it would die this turn: heal, exhaust and recall it instead (Highlander).
    With a cost (n Energy, power): "you may pay ... to ... instead" (app.engine.actions.death)."""

    op: Literal["save"] = "save"
    n: Count = 0  # the Energy of a paid save
    power: tuple[Pip, ...] = ()  # and its Power

    def run(self, ctx: Ctx) -> bool:
        if self.n or self.power:
            for o in ctx.objects(self):
                add_paid_save(ctx.s, o, ctx.controller, self.n, self.power)
                emit(ctx.s, "shielded_from_death", obj=o.id)
            return True
        for o in ctx.objects(self):
            o.prevent_death += 1
            emit(ctx.s, "shielded_from_death", obj=o.id)
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        o = _acted_on(self, ability, src)
        if self.n or self.power:  # a paid save (app.engine.actions.death)
            return (f"once this turn, when {o.subj} would die, you may pay "
                    f"{_price(self.n, self.power)} right then; if you do, {o.subj} is instead "
                    f"healed, exhausted and sent back to base (not a move)")
        return (f"once this turn, when {o.subj} would die, {o.subj} is instead healed, "
                f"exhausted and sent back to base (not a move)")  # fmt: skip


@dataclass(frozen=True, slots=True, kw_only=True)
class Split(ObjectOp):
    """split-damage: n damage (plus Bonus Damage, RUP4 715.3) divided among the chosen units
    still legal, decided on resolution (355.14.e), one point at a time: each unit takes at
    least 1 (355.14.f); with more units than damage, the controller picks the ones that take
    it and the others cease being targets, never more than needed (355.14.h, 355.14.h.1).
    The damage is dealt once the whole amount is divided. With amount "first_might": "it
    deals damage equal to its Might split among ...": slot 0's unit deals its Might as the
    step executes (the unit is the source, so no spell Bonus Damage, RUP4 417.6.b.3)."""

    ASKS: ClassVar[frozenset[str]] = frozenset({"split"})
    op: Literal["split"] = "split"
    n: Count = 0
    amount: Literal["first_might"] | None = None

    @model_validator(mode="after")
    def _check(self) -> Split:
        if self.target is None or self.scope is not None or self.also is not None:
            raise ValueError("op 'split' divides its damage among its target slot's units")
        if (self.n < 1) == (self.amount is None):
            raise ValueError("op 'split' needs n >= 1, or amount 'first_might' instead")
        if self.amount == "first_might" and self.target == 0:
            raise ValueError("amount 'first_might' is slot 0's unit's: split among another slot")
        return self

    def run(self, ctx: Ctx) -> bool:
        s, info = ctx.s, ctx.item.info
        targets = ctx.targets(self.target)
        by: list[Obj] = []
        if self.amount == "first_might":
            # deal-equal-might: its Might as the step executes; no longer a legal target, no
            # amount (359.3.e.12)
            by = ctx.targets(0)
            total = effective_might(s, by[0]) if by else 0
        else:
            total = self.n + split_bonus(s, ctx.controller, ctx.item)
        given: dict[str, int] = info.setdefault("split", {})
        while targets:
            left = total - sum(given.get(str(o.id), 0) for o in targets)
            if left <= 0:
                break
            zero = [o for o in targets if not given.get(str(o.id))]
            if left == len(zero):  # one point for each unit still without: nothing to choose
                for o in zero:
                    given[str(o.id)] = 1
                continue
            picks = zero if 0 < left <= len(zero) else targets
            if len(picks) == 1 or len(targets) == 1:
                given[str(picks[0].id)] = given.get(str(picks[0].id), 0) + (1 if len(targets) > 1
                                                                              else left)
                continue
            s.decision = Decision(ctx.controller, "choose", {
                "ask": "split", "item": ctx.item.id, "left": left,
                "options": [Action("choose", (o.id,)) for o in picks]})
            return False
        info.pop("split", None)
        dealt = []
        for o in targets:
            amount = given.get(str(o.id), 0)
            if amount > 0 and deal(s, o, amount, by[0].controller if by else ctx.controller,
                                   by_unit=bool(by)):
                dealt.append(o.id)
        ab = item_ability(s, ctx.item)
        if ab is not None and any(st.op == "killed_reflex" for st in ab.steps):
            info["dealt"] = dealt  # "for each unit this kills" (killed_reflex)
        return True

    def answer(self, ctx: Ctx, d: Decision, verb: str, arg: object) -> bool:
        given = ctx.item.info.setdefault("split", {})
        given[str(arg)] = given.get(str(arg), 0) + 1
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        o = _acted_on(self, ability, src)
        if self.amount == "first_might":  # deal-equal-might
            return (f"the first chosen unit deals damage equal to its Might, divided as you "
                    f"choose among {o.obj} as this resolves (each takes at least 1; no more "
                    f"units can be chosen than its Might)")
        return (f"deal {self.n} damage divided as you choose among {o.obj} as this resolves "
                f"(each takes at least 1; no more units can be chosen than there is damage)")


@dataclass(frozen=True, slots=True, kw_only=True)
class KilledReflex(Op):
    """ "Then for each unit this kills, do this: ...": a reflexive trigger (RUP4 386-387), the
    card's ability number n (trigger 'reflexive'), put on the chain once for each unit the
    earlier split step of this ability dealt damage to that dies in the cleanup right after
    (lethal damage, 323.5, 428.5.c), controlled by this ability's controller."""

    op: Literal["killed_reflex"] = "killed_reflex"
    n: Count = 0  # the index of the card's reflexive ability

    def run(self, ctx: Ctx) -> bool:
        s, item = ctx.s, ctx.item
        src = item.source if item.kind != "card" else item.obj
        for oid in item.info.get("dealt", ()):
            o = s.objs[oid]
            s.extra.setdefault("kill_reflex", []).append(
                (oid, o.incarnation, ctx.controller, src, self.n))
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        later = src.card.abilities[self.n] if self.n < len(src.card.abilities) else None
        if later is None or later.trigger != "reflexive":
            raise CardTextError(f"op 'killed_reflex' names no reflexive ability (#{self.n})")
        body = src.effect(replace(later, optional=False), src)
        return f"then, for each unit this kills, do this: {body[:1].lower() + body[1:]}"


@dataclass(frozen=True, slots=True, kw_only=True)
class Heal(ObjectOp):
    """Heal the objects: remove all damage from them."""

    op: Literal["heal"] = "heal"

    def run(self, ctx: Ctx) -> bool:
        for o in ctx.objects(self):
            if o.damage:
                o.damage = 0
                emit(ctx.s, "heal", obj=o.id)
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        return f"heal {_acted_on(self, ability, src).obj}"


@dataclass(frozen=True, slots=True, kw_only=True)
class PreventSpellDamage(Op):
    """damage-prevention: "prevent all spell and ability damage this turn": every instance
    of damage a spell or ability would deal this turn, to any unit, is prevented (a
    replacement, RUP4 369.2, 437; Bonus Damage included, 437.1.a.1); combat damage isn't."""

    op: Literal["prevent_spell_damage"] = "prevent_spell_damage"

    def run(self, ctx: Ctx) -> bool:
        ctx.s.turn_flags["prevent_spell_damage"] = True
        emit(ctx.s, "prevent_all", player=ctx.controller)
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        return ("this turn, prevent all damage that spells and abilities would deal "
                "(combat damage isn't prevented)")


@dataclass(frozen=True, slots=True, kw_only=True)
class Prevent(ObjectOp):
    """damage-prevention on each object for the rest of the turn (a delayed replacement,
    RUP4 437.7): n > 0, "prevent the next n damage that would be dealt to it this turn" (a
    Prevent Value used up over as many instances as it takes, 437.2-437.3); n 0, "the next
    time it would be dealt damage this turn, prevent it" (all of that one instance). Combat
    damage assigned to it counts it (437.5.a; app.engine.reads.shields)."""

    op: Literal["prevent"] = "prevent"
    n: Count = 0

    def run(self, ctx: Ctx) -> bool:
        values = ctx.s.turn_flags.setdefault("prevent", {})
        for o in ctx.objects(self):
            values[shield_key(o)] = [*values.get(shield_key(o), ()), self.n or WHOLE]
            ctx.s.dirty = True
            emit(ctx.s, "prevent_next", obj=o.id, n=self.n)
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        o = _acted_on(self, ability, src)
        if not self.n:
            return (f"the next time {o.obj} would be dealt damage this turn, all of that "
                    f"damage is prevented")
        return (f"prevent the next {self.n} damage that would be dealt to {o.obj} this turn "
                f"(in combat, enemies may assign it that much more to kill it)")


@dataclass(frozen=True, slots=True, kw_only=True)
class DoubleDamage(ObjectOp):
    """ "Double all damage that would be dealt to it this turn": a delayed replacement of
    each instance of damage to each object (RUP4 369, 370.2: each such effect doubles once);
    combat damage is doubled as it is assigned (465.2.c.4.a, 465.2.c.5)."""

    op: Literal["double_damage"] = "double_damage"

    def run(self, ctx: Ctx) -> bool:
        doubled = ctx.s.turn_flags.setdefault("doubled", {})
        for o in ctx.objects(self):
            doubled[shield_key(o)] = doubled.get(shield_key(o), 0) + 1
            ctx.s.dirty = True
            emit(ctx.s, "double_damage", obj=o.id)
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        o = _acted_on(self, ability, src)
        return f"this turn, all damage that would be dealt to {o.obj} is doubled"


OPS: tuple[type[Op], ...] = (Deal, Kill, Fight, DealMight, Save, Split, Heal, PreventSpellDamage,
                             KilledReflex, Prevent, DoubleDamage)
