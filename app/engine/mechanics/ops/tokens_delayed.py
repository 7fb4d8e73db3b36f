"""Ops of the family "tokens and delayed abilities": token (RUP4 184), units_enter_ready,
next_unit_ready, next_spell_bonus, next_spell_discount, delay, delay_next (390-392), activate
(383.4.g)."""

from __future__ import annotations

from app.engine.abilities import Step
from app.engine.actions.triggers import collect_event
from app.engine.actions.zones import enter_board, take_next_unit_ready
from app.engine.core.actions import Action
from app.engine.core.enums import CardType
from app.engine.mechanics.context import Answer, Ctx, Primitive
from app.engine.reads.index import reindex
from app.engine.restrict import units_only_to_base
from app.engine.state import BASE, BF, Decision, GameState, Obj
from app.engine.statics import enters_exhausted, enters_ready


def _token(ctx: Ctx, st: Step) -> bool:
    """Play N tokens "here" (the source's location) or where the controller chooses."""
    s = ctx.s
    assert st.card is not None
    base_only = s.extra["tokens"][st.card].type is CardType.UNIT \
        and units_only_to_base(s, ctx.controller)  # restrictions (RUP4 054.2)
    if st.to == "choose":
        left = ctx.item.info.get("tokens_left", st.n or 1)
        locs = ["base"] + [f"bf{i}" for i, b in enumerate(s.battlefields)
                           if b.controller == ctx.controller]
        if ctx.item.bf_restrict >= 0:
            locs = [f"bf{ctx.item.bf_restrict}"]  # RUP4 811.1.d.3
        if base_only:  # "can only play units to base": nowhere else (054.2, 359.3.e.6)
            locs = [loc for loc in locs if loc == "base"]
            if not locs:
                ctx.item.info.pop("tokens_left", None)
                return True
        if len(locs) == 1:
            for _ in range(left):
                play_token(s, st.card, ctx.controller, locs[0], st.ready, st.exhausted)
            ctx.item.info.pop("tokens_left", None)
            return True
        ctx.item.info["tokens_left"] = left
        data = {"ask": "token_location", "options": [Action("to", (loc,)) for loc in locs],
                "item": ctx.item.id, "card": st.card, "ready": st.ready}
        if st.exhausted:
            data["exhausted"] = True
        s.decision = Decision(ctx.controller, "choose", data)
        return False
    loc = _here(ctx) if st.to == "here" else "base"
    if loc is None:
        return True  # "here" is null: the source has left the board (RUP4 359.3.e.12)
    if base_only and loc != "base":
        return True  # the unit can't be played there: ignored (RUP4 054.2, 359.3.e.6)
    for _ in range(st.n or 1):
        play_token(s, st.card, ctx.controller, loc, st.ready, st.exhausted)
    return True


def _here(ctx: Ctx) -> str | None:
    """Where "here" is as the instruction executes (RUP4 359.3.f.2): the source's location;
    once it has left the board, where it was as it died for its own death trigger (noted then,
    428.1.a.1.b), and otherwise nowhere (null: it has no location, 359.3.e.12)."""
    src = ctx.source
    if src is not None and src.incarnation == ctx.item.source_incarnation:
        if src.zone == BF:
            return f"bf{src.bf}"
        if src.zone == BASE:
            return "base"
    if "where" in ctx.item.info:  # a death trigger's noted battlefield (-1: a base)
        where = int(ctx.item.info["where"])
        return f"bf{where}" if where >= 0 else "base"
    return None


def play_token(s: GameState, card_name: str, controller: int, loc: str,
               ready: bool = False, exhausted: bool = False) -> Obj:
    """A played unit token enters exhausted, like any unit, unless the effect says it enters
    ready (RUP4 143.4, 184, 184.1); a gear token enters ready unless the effect says it
    enters exhausted ("play a Gold gear token exhausted", 184.1)."""
    card = s.extra["tokens"][card_name]
    tok = s.new_obj(card, controller, "gone")
    if card.abilities:  # a token with abilities joins the passive / watcher indexes
        reindex(s)
    zone, bf = (BASE, -1) if loc == "base" else (BF, int(loc[2:]))
    nxt = card.type is CardType.UNIT and take_next_unit_ready(s, controller)  # a played unit too
    ready = ready or bool(s.turn_flags.get(f"enter_ready{controller}")) or nxt \
        or enters_ready(s, tok)  # "other friendly units enter ready" (enter-state)
    if card.type is CardType.GEAR and not ready:
        ready = not enters_exhausted(tok)  # a gear token enters ready by default (149.1)
    if exhausted:
        ready = False  # the effect's stipulation for the token it creates (RUP4 184.1)
    enter_board(s, tok, controller, zone, bf, exhausted=not ready)
    collect_event(s, "played", obj=tok, player=controller, token=True)
    return tok


def _units_enter_ready(ctx: Ctx, st: Step) -> bool:
    ctx.s.turn_flags[f"enter_ready{ctx.controller}"] = True
    return True


def _next_unit_ready(ctx: Ctx, st: Step) -> bool:
    """A delayed ability: the next unit you play this turn enters ready (RUP4 390.4, 391)."""
    key = f"next_unit_ready{ctx.controller}"
    ctx.s.turn_flags[key] = int(ctx.s.turn_flags.get(key, 0)) + 1
    return True


def _next_spell_bonus(ctx: Ctx, st: Step) -> bool:
    """A delayed passive ability: the next spell you play this turn deals N Bonus Damage
    (RUP4 391's example); taken by that spell as it is finalized."""
    key = f"next_spell_bonus{ctx.controller}"
    ctx.s.turn_flags[key] = int(ctx.s.turn_flags.get(key, 0)) + st.n
    return True


def _next_spell_discount(ctx: Ctx, st: Step) -> bool:
    """cost-mod, a delayed discount: the next spell you play this turn costs N less (RUP4 391,
    356.4); used up as that spell is finalized (play.py)."""
    key = f"next_spell_discount{ctx.controller}"
    ctx.s.turn_flags[key] = int(ctx.s.turn_flags.get(key, 0)) + st.n
    return True


def _delay(ctx: Ctx, st: Step) -> bool:
    """A delayed trigger: the source's ability number n triggers at the end of this turn,
    controlled by this ability's controller, wherever the source is then (RUP4 390.2, 392)."""
    src = ctx.item.source if ctx.item.kind != "card" else ctx.item.obj
    later = ctx.s.objs[src].card.abilities[st.n] if src >= 0 else None
    if later is not None and later.trigger == "damaged":  # any unit, every time, this turn
        ctx.s.turn_flags.setdefault("delayed_damage", []).append(
            (src, st.n, ctx.controller, -1, 0))
        return True
    ctx.s.turn_flags.setdefault("delayed_end", []).append((src, st.n, ctx.controller))
    return True


def _delay_next(ctx: Ctx, st: Step) -> bool:
    """"The next time it takes damage this turn, ...": a delayed trigger watching each chosen
    object, used up the first time (RUP4 390.2, 391's Noxian Guillotine example)."""
    src = ctx.item.source if ctx.item.kind != "card" else ctx.item.obj
    later = ctx.s.objs[src].card.abilities[st.n] if src >= 0 else None
    key = "delayed_dies" if later is not None and later.trigger == "watched_dies" \
        else "delayed_damage"  # "when it dies this turn": watched the same way
    for o in ctx.objects(st):
        ctx.s.turn_flags.setdefault(key, []).append(
            (src, st.n, ctx.controller, o.id, o.incarnation))
    return True


def _activate_effects(ctx: Ctx, st: Step) -> bool:
    """extra-trigger: "activate the <kind> effects of <scope>" (RUP4 383.4.g)."""
    objs = ctx.objects(st)
    collect_event(ctx.s, "activate", objs=objs, effects=st.effects,
                  bf=ctx.source.bf if ctx.source is not None else -1)
    return True


def _answer_token(ctx: Ctx, st: Step, d: Decision, verb: str, arg: object) -> bool:
    """Where one more token is played; the step ends with the last."""
    item = ctx.item
    play_token(ctx.s, d.data["card"], item.controller, str(arg), bool(d.data.get("ready")),
               bool(d.data.get("exhausted")))
    item.info["tokens_left"] -= 1
    if item.info["tokens_left"] <= 0:
        item.info.pop("tokens_left")
        item.resolving_index += 1
    return True


PRIMITIVES: dict[str, Primitive] = {
    "token": _token, "units_enter_ready": _units_enter_ready,
    "next_unit_ready": _next_unit_ready, "next_spell_bonus": _next_spell_bonus,
    "next_spell_discount": _next_spell_discount, "delay": _delay, "delay_next": _delay_next,
    "activate": _activate_effects}
ANSWERS: dict[str, Answer] = {"token": _answer_token}
