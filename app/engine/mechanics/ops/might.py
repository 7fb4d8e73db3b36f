"""Ops of the family "might" and keywords (RUP4 473-479, 702): might, weaken, buff,
buff_might, double_might, might_to, set_might, stun, grant, grant_my_keywords,
untargetable_turn (757-758), give_ability (477.2), and
spend_buffs (buff-spend: "spend any number of buffs", 702.2.b; later steps read what was
spent, amount "spent" and scope where "spent")."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Annotated, ClassVar, Literal

from pydantic import Field, model_validator

from app.engine.actions.triggers import collect_event
from app.engine.actions.zones import spend_buff
from app.engine.core.abilities import Ability, Count, Duration, ObjectOp, Op
from app.engine.core.actions import DONE, Action
from app.engine.core.enums import Keyword
from app.engine.core.events import emit
from app.engine.core.selects import Select
from app.engine.core.state import BASE, BF, ChainItem, Decision, GameState, Obj
from app.engine.mechanics.context import Ctx, harm_replaced, you_stunned
from app.engine.mechanics.wording import (
    CardTextError,
    _acted_on,
    _duration,
    _noun,
    _reminder_of,
    _signed,
    _Src,
)
from app.engine.reads.characteristics import (
    board_candidates,
    effective_might,
    keyword_value,
    might,
    passive_sources,
    tags_among,
)
from app.engine.reads.granted import GIVEN
from app.engine.reads.items import item_ability
from app.engine.reads.passives import any_buffs
from app.engine.reads.shields import key as shield_key


def _at_least_1(op: Op, n: int) -> None:
    if n < 1:
        raise ValueError(f"op {op.op!r} needs n >= 1")


@dataclass(frozen=True, slots=True, kw_only=True)
class Might(ObjectOp):
    """+n Might this turn (n may be negative); with per_scope (where "with_first"), n for each
    object matching it at slot 0's unit's location, counted as it resolves (dyn-amount: "+2
    Might this turn for each enemy unit there", a fixed amount once applied, RUP4 477.3.b);
    `amount` instead of n: "killed_might", "+Might equal to its Might", the unit an earlier
    kill step of this ability killed, as it died (RUP4 359.3.e.12); "burned_might": +X, X the
    printed Might of the unit card a reflexive trigger's burn burned ("when you burn a unit
    this way, do this", app.engine.mechanics.ops.trash); "spell_energy" with `of` (a spell
    slot): "+Might equal to that spell's Energy cost", its printed Energy (RUP4 206), the spell
    chosen as the item began to resolve, countered meanwhile or not (359.3.e.14); "my_might":
    "+Might equal to my Might", the source's as the step executes, none once it has left the
    board (359.3.e.12; FAQ-SPIRITFORGED, Kato the Arm: later changes to it don't matter).
    `per_tags`
    (dyn-amount): n for each of its `tags` among the objects it matches that you control
    ("... among your units"), counted as the step resolves and fixed then (RUP4 477.3.b)."""

    op: Literal["might"] = "might"
    n: int = 0
    per_scope: Select | None = None
    per_tags: Select | None = None
    amount: Literal["burned_might", "killed_might", "spell_energy", "my_might"] | None = None
    of: Annotated[int, Field(ge=0)] | None = None

    @model_validator(mode="after")
    def _check(self) -> Might:
        if (self.n == 0) == (self.amount is None):
            raise ValueError("op 'might' needs a non-zero n, or an amount instead")
        if self.per_scope is not None and (self.per_scope.where != "with_first"
                                           or self.target != 0):
            raise ValueError("per_scope counts objects where slot 0's unit is (where "
                             "'with_first', target 0)")
        if (self.amount == "spell_energy") != (self.of is not None):
            raise ValueError("amount 'spell_energy' needs of, the spell's target slot")
        if self.per_tags is not None and len(self.per_tags.tags) < 2:
            raise ValueError("per_tags counts the tags of its filter's tags (two or more)")
        return self

    def run(self, ctx: Ctx) -> bool:
        n = self.n
        if self.per_tags is not None:
            n *= tags_among(ctx.s, self.per_tags, ctx.controller, ctx.source)
        if self.per_scope is not None:
            n *= len(ctx.with_first(self.per_scope))
        if self.amount == "burned_might":
            n = int(ctx.item.info.get("burned_might", 0))
        elif self.amount == "killed_might":
            killed = ctx.item.info.get("killed_might", [])
            n = max(0, killed[-1]) if killed else 0  # an increase (RUP4 477.3.c)
        elif self.amount == "spell_energy":
            lki = ctx.item.info.get("legal_at_start", [])
            spells = lki[self.of] if self.of is not None and self.of < len(lki) else []
            if not spells:
                return True  # no legal spell: no cost to read (RUP4 359.3.e.14.a)
            n = ctx.s.objs[spells[0]].card.energy or 0
        elif self.amount == "my_might":
            src = _on_board_source(ctx)
            n = 0 if src is None else effective_might(ctx.s, src)
        if not n:
            return True
        # only a unit the item chooses, in whichever slot: Moonfall's chosen unit, not the
        # other enemy units there (FAQ-VENDETTA, Moonfall and Mel, RUP4 370.1.b)
        chosen = ctx.chosen_ids() if n < 0 and self.target is not None else set()
        extra = _extra_weaken(ctx) if chosen else 0
        for o in ctx.objects(self):
            k = n - extra if o.id in chosen else n
            if k < 0 and harm_replaced(ctx, o, o.id in chosen):
                continue  # "give me +3 Might this turn instead" (Gangplank, Naval)
            o.turn_might += k
            ctx.s.dirty = True
            emit(ctx.s, "might", obj=o.id, n=k)
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        o = _acted_on(self, ability, src)
        gets = o.verb('gets', 'each get')
        if self.amount == "burned_might":
            return f"{o.subj} {gets} +X Might this turn, X being the burned card's Might"
        if self.amount == "killed_might":
            return f"{o.subj} {gets} +Might equal to the killed unit's Might this turn"
        if self.amount == "spell_energy":
            return (f"{o.subj} {gets} +Might equal to the chosen spell's printed Energy cost "
                    f"this turn")
        if self.amount == "my_might":
            return f"{o.subj} {gets} +Might equal to {src.noun}'s Might this turn"
        each = "" if self.per_scope is None else \
            f" for each {_noun(replace(self.per_scope, where='any'), src, plural=False)} there"
        if self.per_tags is not None:
            tags = self.per_tags.tags
            among = _noun(replace(self.per_tags, tags=(), side="any"), src, plural=True)
            each = (f" for each of the tags {', '.join(tags[:-1])} and {tags[-1]} that "
                    f"{among} you control have between them")
        return f"{o.subj} {gets} {_signed(self.n)} Might this turn{each}"


def _on_board_source(ctx: Ctx) -> Obj | None:
    """The ability's source if it is still the object that made it, on the board; else None:
    a source gone from the board has no Might or keywords to read (RUP4 359.3.e.12)."""
    src = ctx.source
    if src is None or src.incarnation != ctx.item.source_incarnation \
            or src.zone not in (BASE, BF):
        return None
    return src


def _extra_weaken(ctx: Ctx) -> int:
    """ "If a spell or ability you control would give -Might to a unit it chooses, it gives an
    additional -N Might" (a replacement of that event, RUP4 370.1; FAQ-VENDETTA, Mel, Newly
    Awakened): N from each such passive ability of the controller's. Only chosen units: the
    caller asks for a step acting on its target slot."""
    if not ctx.s.extra.get("statics_by_op", {}).get("chosen_extra_weaken"):
        return 0
    return sum(st.n for src, st in passive_sources(ctx.s, "chosen_extra_weaken")
               if src.controller == ctx.controller)


@dataclass(frozen=True, slots=True, kw_only=True)
class Weaken(ObjectOp):
    """-N Might this turn, to a minimum of 1: the change is fixed when applied (RUP4 477.3.b)."""

    op: Literal["weaken"] = "weaken"
    n: Count = 0

    @model_validator(mode="after")
    def _check(self) -> Weaken:
        _at_least_1(self, self.n)
        return self

    def run(self, ctx: Ctx) -> bool:
        # the replaced instruction keeps its "to a minimum of 1" (RUP4 375; FAQ-VENDETTA, Mel)
        chosen = ctx.chosen_ids() if self.target is not None else set()
        extra = _extra_weaken(ctx) if chosen else 0
        for o in ctx.objects(self):
            n = self.n + extra if o.id in chosen else self.n
            cur = might(ctx.s, o)
            delta = -min(n, max(0, cur - 1))
            if delta and harm_replaced(ctx, o, o.id in chosen):
                continue  # a -0 Might is no event to replace (FAQ-VENDETTA, Gangplank)
            if delta:
                o.turn_might += delta
                ctx.s.dirty = True
            emit(ctx.s, "might", obj=o.id, n=delta)
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        o = _acted_on(self, ability, src)
        return (f"{o.subj} {o.verb('gets', 'each get')} -{self.n} Might this turn, "
                f"but not below 1 Might")  # fmt: skip


@dataclass(frozen=True, slots=True, kw_only=True)
class Buff(ObjectOp):
    """Buff each object: one buff at most, unless it may have any number (RUP4 702.3,
    702.3.a); "when you buff a unit" once per unit buffed (411.4, 702.2)."""

    op: Literal["buff"] = "buff"

    def run(self, ctx: Ctx) -> bool:
        for o in ctx.objects(self):
            if o.buffs == 0 or _any_buffs(ctx.s, o):  # one buff at most (RUP4 702.3, 702.3.a)
                o.buffs += 1
                ctx.s.dirty = True
                emit(ctx.s, "buff", obj=o.id)
                # "when you buff a unit": once per unit buffed (RUP4 411.4, 702.2)
                collect_event(ctx.s, "you_buff", obj=o, player=ctx.controller)
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        return f"buff {_acted_on(self, ability, src).obj}"


def _any_buffs(s: GameState, o: Obj) -> bool:
    return any_buffs(s, o)


@dataclass(frozen=True, slots=True, kw_only=True)
class BuffMight(Op):
    """This turn, each buff on a friendly unit gives n more Might (a change to what a buff
    contributes, RUP4 703); it also counts buffs placed later this turn."""

    op: Literal["buff_might"] = "buff_might"
    n: Count = 0

    @model_validator(mode="after")
    def _check(self) -> BuffMight:
        _at_least_1(self, self.n)
        return self

    def run(self, ctx: Ctx) -> bool:
        team = ctx.s.players[ctx.controller].team
        key = f"buff_might_team{team}"
        ctx.s.turn_flags[key] = int(ctx.s.turn_flags.get(key, 0)) + self.n
        ctx.s.dirty = True
        emit(ctx.s, "buff_might", player=ctx.controller, n=self.n)
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        return (f"for the rest of this turn, each buff on a friendly unit gives it "
                f"{self.n} more Might")


@dataclass(frozen=True, slots=True, kw_only=True)
class DoubleMight(ObjectOp):
    """ "Double its Might this turn": increase it by its current Might as this resolves, a
    fixed amount; a negative Might is increased by 0 (RUP4 477.3.c, Last Stand's example).
    `duration` "combat": "double my Might this combat", until the combat ends (466.7)."""

    op: Literal["double_might"] = "double_might"
    duration: Literal["turn", "combat"] = "turn"

    def run(self, ctx: Ctx) -> bool:
        for o in ctx.objects(self):
            n = max(0, might(ctx.s, o))
            if self.duration == "combat":
                if n:  # rare: kept with the object's other modifications, not on every Obj
                    o.mods = dict(o.mods or {})
                    o.mods["combat_might"] = int(o.mods.get("combat_might", 0)) + n
            else:
                o.turn_might += n
            ctx.s.dirty = True
            emit(ctx.s, "might", obj=o.id, n=n)
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        o = _acted_on(self, ability, src)
        return (f"double {o.poss} Might {_duration(self.duration)} ({o.subj} "
                f"{o.verb('gets', 'each get')} as much Might as {o.verb('it has', 'they have')} "
                f"now, nothing if that is below 0)")


@dataclass(frozen=True, slots=True, kw_only=True)
class MightTo(ObjectOp):
    """ "This turn, increase its Might to the Might of another unit": slot 0's unit gets
    +X this turn, X being how far it is below slot 1's unit as this resolves, a limited
    increase snapshotted when applied (RUP4 477.3.b, 477.3.e.1.b); never a decrease (477.3.c).
    Without the other unit still legal, there is no Might to increase to (359.3.e.6). With
    one slot, "increase my Might to its Might": the source rises to slot 0's unit."""

    op: Literal["might_to"] = "might_to"

    def run(self, ctx: Ctx) -> bool:
        ab = item_ability(ctx.s, ctx.item)
        mine = ab is not None and len(ab.targets) == 1
        other = ctx.targets(0 if mine else 1)
        if not other:
            return True
        goal = might(ctx.s, other[0])
        raised = [ctx.source] if mine and ctx.source is not None \
            and ctx.source.zone in (BASE, BF) else [] if mine else ctx.targets(0)
        for o in raised:
            n = max(0, goal - might(ctx.s, o))
            o.turn_might += n
            ctx.s.dirty = True
            emit(ctx.s, "might", obj=o.id, n=n)
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        if len(ability.targets) == 1:  # "increase my Might to its Might this turn"
            return (f"this turn, {src.noun}'s Might is raised to that unit's Might as this "
                    f"resolves (nothing happens if it is already as high)")
        if len(ability.targets) != 2:
            raise CardTextError("'might_to' is worded for one or two single-unit slots")
        return ("this turn, the first chosen unit's Might is raised to the second chosen "
                "unit's Might as this resolves (nothing happens if it is already as high)")


@dataclass(frozen=True, slots=True, kw_only=True)
class SetMight(ObjectOp):
    """ "Its Might becomes N this turn": assigned in the first layer, so buffs and other
    increases still apply on top of it (RUP4 477.1.a.1, 477.3); it ends with the turn."""

    op: Literal["set_might"] = "set_might"
    n: Count = 0

    def run(self, ctx: Ctx) -> bool:
        for o in ctx.objects(self):
            o.mods = dict(o.mods or {})
            o.mods["set_might"] = self.n
            ctx.s.dirty = True
            emit(ctx.s, "might_set", obj=o.id, n=self.n)
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        o = _acted_on(self, ability, src)
        return f"{o.poss} Might becomes {self.n} this turn, before any other change to it"


@dataclass(frozen=True, slots=True, kw_only=True)
class Stun(ObjectOp):
    """Stun each object not stunned yet (RUP4 423.1.a.1); "when you stun" once per unit, "one
    or more units" once for the instruction (383.1)."""

    op: Literal["stun"] = "stun"

    def run(self, ctx: Ctx) -> bool:
        stunned = []
        for o in ctx.objects(self):
            if not o.stunned:  # RUP4 423.1.a.1
                if harm_replaced(ctx, o, self.target is not None):
                    continue  # a stun that would happen, replaced (Gangplank, Naval)
                o.stunned = True
                ctx.s.dirty = True
                emit(ctx.s, "stun", obj=o.id)
                stunned.append(o)
        you_stunned(ctx.s, ctx.controller, stunned)
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        return f"stun {_acted_on(self, ability, src).obj}"


@dataclass(frozen=True, slots=True, kw_only=True)
class Grant(ObjectOp):
    """Give each object `keyword` (value n, 1 if 0) this turn, until the combat ends, or
    "permanent": while it stays on the board (granted-keywords)."""

    op: Literal["grant"] = "grant"
    keyword: Keyword
    n: Count = 0
    duration: Duration = "turn"

    def run(self, ctx: Ctx) -> bool:
        assert self.keyword is not None
        for o in ctx.objects(self):
            if self.duration == "permanent":  # "give it [Temporary]": while it stays on the board
                o.mods = dict(o.mods or {})
                o.mods["kw"] = (*o.mods.get("kw", ()), (self.keyword, self.n or 1))
                emit(ctx.s, "grant", obj=o.id, keyword=self.keyword.value, n=self.n or 1)
                continue
            (o.combat_keywords if self.duration == "combat" else o.turn_keywords).append(
                (self.keyword, self.n or 1))
            emit(ctx.s, "grant", obj=o.id, keyword=self.keyword.value, n=self.n or 1)
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        o = _acted_on(self, ability, src)
        kw = src.keyword_line(self.keyword, self.n or 1)
        if self.duration == "permanent":
            return f"give {o.obj} {kw.split(' (')[0]}. {_reminder_of(kw)}"
        has, when = o.verb("has", "each have"), _duration(self.duration)
        return f"{o.subj} {has} {kw.split(' (')[0]} {when}. {_reminder_of(kw)}"


@dataclass(frozen=True, slots=True, kw_only=True)
class UntargetableTurn(ObjectOp):
    """untargetable: "it can't be chosen by enemy spells and abilities this turn", given to
    each object (RUP4 757-758; the same test as the passive's, app.engine.reads.characteristics
    untargetable_by): a spell or ability controlled by an enemy of its controller can't choose
    it, and one that chose it before mistargets it (758.1). It ends with the turn and with the
    object (RUP4 124)."""

    op: Literal["untargetable_turn"] = "untargetable_turn"

    def run(self, ctx: Ctx) -> bool:
        marked = ctx.s.turn_flags.setdefault("untargetable", [])
        for o in ctx.objects(self):
            if shield_key(o) not in marked:
                marked.append(shield_key(o))
                emit(ctx.s, "untargetable", obj=o.id)
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        o = _acted_on(self, ability, src)
        return (f"this turn, {o.subj} can't be chosen by enemy spells and abilities (one that "
                f"already chose {o.obj} does nothing to {o.obj})")


@dataclass(frozen=True, slots=True, kw_only=True)
class GiveAbility(ObjectOp):
    """grant-activated: "give it '<an activated ability>' this turn": each object has the
    source card's ability number n (one with `given`, checked with the card's abilities) as
    its own until the end of the turn, "me" being that object (RUP4 477.2, 414.5;
    app.engine.reads.granted). It ends with the object too (RUP4 124)."""

    op: Literal["give_ability"] = "give_ability"
    n: Count = 0  # the index of the card's given ability

    def run(self, ctx: Ctx) -> bool:
        giver = ctx.item.source if ctx.item.kind != "card" else ctx.item.obj
        given = ctx.s.turn_flags.setdefault(GIVEN, {})
        for o in ctx.objects(self):
            given[shield_key(o)] = [*given.get(shield_key(o), ()), [giver, self.n]]
            ctx.s.dirty = True
            emit(ctx.s, "give_ability", obj=o.id, card=ctx.s.objs[giver].card.code)
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        o = _acted_on(self, ability, src)
        return f"give {o.obj} the ability below until the end of this turn"


@dataclass(frozen=True, slots=True, kw_only=True)
class GrantMyKeywords(ObjectOp):
    """ "Give it my keywords this turn": each keyword the source has as the step executes
    (printed or granted, with its value: [Deflect 2] gives Deflect 2) is given to each object
    this turn, a grant fixed then (RUP4 801.3.a; FAQ-SPIRITFORGED, Kato the Arm: keywords it
    gained during play count, later changes to it don't); none once the source has left the
    board (359.3.e.12)."""

    op: Literal["grant_my_keywords"] = "grant_my_keywords"

    def run(self, ctx: Ctx) -> bool:
        src = _on_board_source(ctx)
        if src is None:
            return True
        mine = [(kw, n) for kw in Keyword if (n := keyword_value(ctx.s, src, kw)) > 0]
        for o in ctx.objects(self):
            for kw, n in mine:
                o.turn_keywords.append((kw, n))
                emit(ctx.s, "grant", obj=o.id, keyword=kw.value, n=n)
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        o = _acted_on(self, ability, src)
        return f"{o.subj} {o.verb('has', 'each have')} {src.noun}'s keywords this turn"


def _choices(s: GameState, item: ChainItem, st: SpendBuffs, source: Obj | None) -> list[Obj]:
    assert st.scope is not None
    spent = item.info.get("spent_objs", [])
    out = []
    for o in board_candidates(s, replace(st.scope, where="any"), item.controller, source):
        if o.controller != item.controller or o.buffs <= 0:
            continue  # a buff you can spend is on a unit you control (702.2.b.1-2)
        if st.n == 1 and any(oid == o.id for oid, _ in spent):
            continue  # "its buff": one from each unit
        out.append(o)
    return out


@dataclass(frozen=True, slots=True, kw_only=True)
class SpendBuffs(ObjectOp):
    """buff-spend (RUP4 702.2.b): on resolution its controller spends buffs of their units
    matching the scope, one at a time, as many as they choose (Done ends it; n 1: at most one
    from each unit, "for each friendly unit, you may spend its buff"). A unit that can have
    several buffs (702.3's exception) may give each of them. Later steps read what was spent:
    amount "spent", and the scope where "spent" (the units whose buff was spent)."""

    ASKS: ClassVar[frozenset[str]] = frozenset({"spend_pick"})
    op: Literal["spend_buffs"] = "spend_buffs"
    n: Literal[0, 1] = 0

    @model_validator(mode="after")
    def _check(self) -> SpendBuffs:
        if self.scope is None or self.scope.kind not in ("unit", "permanent") \
                or self.scope.side != "friendly" or self.scope.where in ("target_bf", "spent") \
                or self.target is not None:
            raise ValueError("op 'spend_buffs' takes a friendly unit scope (buffs you can "
                             "spend, RUP4 702.2.b) and n 0 (any number) or 1 (one per unit)")
        return self

    def run(self, ctx: Ctx) -> bool:
        s, item = ctx.s, ctx.item
        item.info.setdefault("spent", 0)
        item.info.setdefault("spent_objs", [])
        if item.info.pop("spend_done", False):
            return True
        cands = _choices(s, item, self, ctx.source)
        if not cands:
            return True
        s.decision = Decision(item.controller, "choose", {
            "ask": "spend_pick", "item": item.id,
            "options": [Action("choose", (o.id,)) for o in cands] + [DONE]})
        return False

    def answer(self, ctx: Ctx, d: Decision, verb: str, arg: object) -> bool:
        s, item = ctx.s, ctx.item
        if verb == "done":
            item.info["spend_done"] = True
            return True
        o = s.objs[int(arg)]  # type: ignore[call-overload]
        spend_buff(s, o)
        item.info["spent"] = int(item.info.get("spent", 0)) + 1
        item.info["spent_objs"] = [*item.info.get("spent_objs", []), (o.id, o.incarnation)]
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        whom = (_noun(self.scope, src, plural=True) if self.scope is not None
                else "units").removeprefix("friendly ")
        if self.n == 1:
            return f"for each of your {whom}, you may spend its buff"
        return f"spend as many buffs of your {whom} as you choose (none at all is allowed)"


@dataclass(frozen=True, slots=True, kw_only=True)
class SwapMight(ObjectOp):
    """ "Swap the Might of two units this turn": the two units of the target slot, both still
    legal; the difference between their Mights as it resolves becomes two effects, +X this
    turn to the lower and -X to the higher (FAQ-VENDETTA, Switcheroo and Gangplank, Naval:
    each a Might event of its own, RUP4 477.3.b). Both units are chosen, so the -X is one
    Gangplank, Naval replaces and Mel, Newly Awakened adds -1 to (370.1; the same answer)."""

    WHOLE_GROUP: ClassVar[bool] = True
    op: Literal["swap_might"] = "swap_might"

    @model_validator(mode="after")
    def _check(self) -> SwapMight:
        if self.target is None or self.scope is not None or self.also is not None:
            raise ValueError("op 'swap_might' swaps the two units of its target slot")
        return self

    def run(self, ctx: Ctx) -> bool:
        units = ctx.targets(self.target)
        if len(units) != 2:
            return True  # one of them is gone: nothing to swap with (RUP4 359.3.e)
        low, high = sorted(units, key=lambda o: might(ctx.s, o))
        diff = might(ctx.s, high) - might(ctx.s, low)
        if diff:
            for o, n in ((low, diff), (high, -diff - _extra_weaken(ctx))):
                if n < 0 and harm_replaced(ctx, o, True):
                    continue  # "give me +3 Might this turn instead"
                o.turn_might += n
                emit(ctx.s, "might", obj=o.id, n=n)
            ctx.s.dirty = True
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        return "swap their Mights this turn"


OPS: tuple[type[Op], ...] = (Might, Weaken, Buff, BuffMight, DoubleMight, MightTo, SetMight,
                             Stun, Grant, SpendBuffs, SwapMight, UntargetableTurn, GiveAbility,
                             GrantMyKeywords)
