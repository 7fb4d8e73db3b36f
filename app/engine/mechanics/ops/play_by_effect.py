"""Ops of the family "play-by-effect" (RUP4 419.3, 427, 735): banish, play, look_play,
look_banish, reveal_play, extra_turn, play_again; the ops that play a card share `PlaysCard`
(app.engine.mechanics.playcard). No card that can be played, nothing happens (419.3.c). The
resolving ability waits while the card is played: a permanent enters the board at once
(337.2), a spell is put on the chain above the ability and resolves after it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import ClassVar, Literal

from pydantic import model_validator

from app.engine.actions.death import banish_if_dies
from app.engine.actions.zones import draw_card, recycle_cards
from app.engine.core.abilities import Ability, Count, ObjectOp, Op, Pip
from app.engine.core.actions import DONE, NO, YES, Action
from app.engine.core.enums import CardType
from app.engine.core.events import emit
from app.engine.core.state import (
    BANISH,
    BASE,
    BF,
    CHAIN,
    DECK,
    HAND,
    TRASH,
    ChainItem,
    Decision,
    GameState,
    Obj,
)
from app.engine.mechanics.aslooked import ASL_ASKS, as_revealed, look
from app.engine.mechanics.aslooked import answer as answer_as_looked
from app.engine.mechanics.context import Ctx, who
from app.engine.mechanics.playcard import PlaysCard, banish, play_card, playable_by_effect
from app.engine.mechanics.wording import (
    CardTextError,
    _acted_on,
    _article,
    _cards,
    _noun,
    _price,
    _Src,
)
from app.engine.reads.characteristics import matches
from app.engine.reads.items import item_ability

_TYPES = {"unit": (CardType.UNIT,), "gear": (CardType.GEAR,),
          "permanent": (CardType.UNIT, CardType.GEAR), "spell": (CardType.SPELL,)}


def _answer(ctx: Ctx, d: Decision, verb: str, arg: object) -> bool:
    """The card to play (or none), or a yes / no to an as-looked offer; the step runs again."""
    ask = d.data["ask"]
    if ask in ASL_ASKS:
        answer_as_looked(ctx.s, ctx.item, ask, verb, arg)
    elif verb == "choose":
        ctx.item.info["pbe_pick"] = int(arg)  # type: ignore[call-overload]
    return True


@dataclass(frozen=True, slots=True, kw_only=True)
class Banish(ObjectOp):
    """Banish the objects (RUP4 427): they go face up to their owner's Banishment, a public
    zone (108.6); the ability remembers what it banished, so that a linked "play it" can find
    it (427.3, 395-397). With no target or scope a spell banishes itself ("Banish this": it
    goes to Banishment instead of the trash, 427.1)."""

    HAND_CARDS: ClassVar[bool] = True  # "banish your hand"
    op: Literal["banish"] = "banish"
    # then "link": the source remembers them for its other abilities ("banished with this",
    # 427.3)
    then: Literal["link"] | None = None

    @model_validator(mode="after")
    def _check(self) -> Banish:
        if self.then and self.scope is None and self.target is None:
            raise ValueError("op 'banish' with then 'link' banishes its target or scope")
        return self

    def run(self, ctx: Ctx) -> bool:
        s, item = ctx.s, ctx.item
        if self.target is None and self.scope is None and item.kind == "card":
            obj = s.objs[item.obj]
            if obj.zone == CHAIN:
                banish(s, obj, item)
            return True
        src = ctx.source
        if "effect_gear" in item.info:  # Effect Text: "this" is the attached card (136.2.d)
            gear = s.objs[int(item.info["effect_gear"])]
            src = gear if gear.incarnation == item.info.get("effect_gear_inc") else None
        for o in ctx.objects(self):
            banish(s, o, item)
            if self.then == "link" and src is not None and o.zone == BANISH:
                src.mods = dict(src.mods or {})  # gone with the object (RUP4 124.1)
                src.mods["banished"] = (*src.mods.get("banished", ()),
                                        (o.id, o.incarnation))
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        if self.target is None and self.scope is None:
            if src.card.type is not CardType.SPELL:
                raise CardTextError("'banish' with no target or scope is a spell's own")
            return (f"put {src.noun} face up into your Banishment instead of your trash "
                    f"(banish it)")
        o = _acted_on(self, ability, src)
        owner = "their owners'" if o.plural else "its owner's"
        pron = "them" if o.plural else "it"
        # Effect Text is worded for the unit it is on ("me"), but "this" is the attached card,
        # which remembers (RUP4 136.2.d)
        keeper = "the Equipment this ability comes from" if "Equipment" in src.card.tags \
            and src.card.type is CardType.UNIT else src.noun
        linked = f"; {keeper} remembers {pron}" if self.then == "link" else ""
        return f"banish {o.obj} (put {pron} face up into {owner} Banishment{linked})"


@dataclass(frozen=True, slots=True, kw_only=True)
class BanishIfDies(ObjectOp):
    """ "If it would die this turn, banish it instead": a replacement of its death for the
    rest of the turn (RUP4 370.1.a.1, app.engine.actions.death): it goes face up to its
    owner's Banishment, no death (no Deathknell, no trash)."""

    op: Literal["banish_if_dies"] = "banish_if_dies"

    def run(self, ctx: Ctx) -> bool:
        for o in ctx.objects(self):
            banish_if_dies(ctx.s, o)
            emit(ctx.s, "banish_if_dies", obj=o.id, card=o.card.code)
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        o = _acted_on(self, ability, src)
        owner = "their owners'" if o.plural else "its owner's"
        return (f"if {o.subj} would die this turn, banish {o.obj} instead (face up into "
                f"{owner} Banishment; {o.subj} {o.verb('does', 'do')}n't die)")


@dataclass(frozen=True, slots=True, kw_only=True)
class Play(PlaysCard):
    """Play a card as part of the ability's resolution (RUP4 419.3): the card of your trash
    chosen in its `target` slot as it went on the chain (a card in a public zone is a target,
    355.10.a), one of your hand matching `scope` chosen on resolution (a private zone, always
    optional, 128.6), this card itself (scope where self, from its zone; `may` and `power`
    for as-looked), or the cards this ability banished (no target or scope; who its_owner:
    each by its owner; each_player_next: by owner, from the player after you). `to` "base"
    puts a permanent into its base, "my_bf" a unit at the source's battlefield, "any_bf" at
    any battlefield, "your_bf" at a battlefield its player controls, "same" a banished
    permanent where it was banished from (not into another player's base: it stays
    banished, FAQ-VENDETTA, Hostile Takeover and Temporal Breach); `then`
    "recycle": the card is recycled as it leaves the chain (390.3.a)."""

    HAND_CARDS: ClassVar[bool] = True
    ASKS: ClassVar[frozenset[str]] = frozenset({"play_pick"})
    op: Literal["play"] = "play"
    who: Literal["you", "its_owner", "each_player_next"] = "you"
    may: bool = False  # type: ignore[assignment]
    # "same": a card this ability banished enters where it was as it was banished ("plays it
    # to the same location")
    to: Literal["here", "base", "my_bf", "any_bf", "your_bf", "same"] = "here"  # type: ignore[assignment]
    then: Literal["recycle"] | None = None  # type: ignore[assignment]
    power: tuple[Pip, ...] = ()  # type: ignore[assignment]
    # dyn-amount: "reduce its Energy cost by the Might of the unit you recycled" (a discount,
    # RUP4 356.4): the Might of the friendly unit its cost recycled, as it was recycled
    amount: Literal["recycled_might"] | None = None
    # "play all units banished with this": the cards linked to the source (RUP4 395-397),
    # as they were when its cost banished it (remembered then), rather than this ability's
    linked: bool = False

    @model_validator(mode="after")
    def _check(self) -> Play:
        if self.to == "same" and (self.scope is not None or self.target is not None):
            raise ValueError("to 'same' plays the cards this ability banished (no target or "
                             "scope)")
        if self.scope is not None and (
                (self.scope.kind != "hand_card" and self.scope.where != "self")
                or self.who != "you"):
            # a card of a trash is public, so a target (RUP4 355.10.a)
            raise ValueError("op 'play' with a scope plays a card of your hand (kind "
                             "'hand_card') or this card (where 'self'); a card of your "
                             "trash is its target; without either, the cards this "
                             "ability banished")
        if self.scope is not None and self.scope.domain is not None:
            raise ValueError("op 'play' takes no scope domain")
        me = self.scope is not None and self.scope.where == "self"
        if self.linked and (self.target is not None or self.scope is not None
                            or self.who != "you"):
            raise ValueError("op 'play' with linked plays the cards banished with this: no "
                             "target or scope, by you")
        if self.amount is not None and self.target is None:
            raise ValueError("op 'play' takes amount 'recycled_might' with a target (a card of "
                             "your trash)")
        if self.target is not None and self.who != "you" or (self.may and not me):
            raise ValueError("op 'play' takes no may; who is 'you', 'its_owner' or "
                             "'each_player_next'; a target (a card of your trash) only "
                             "without a scope, by you")
        return self

    def run(self, ctx: Ctx) -> bool:
        s, item = ctx.s, ctx.item
        if self.target is not None:
            return _play_target(ctx, self)
        stage = item.info.get("pbe_play")
        if self.scope is None:
            # the cards this ability banished (linked, RUP4 427.3), each in turn; "starting with
            # the next player, each player plays those cards": by owner, from the next player on
            done = item.info.setdefault("pbe_played", [])
            banished = list(item.info.get("linked" if self.linked else "banished", []))
            if self.who == "each_player_next":
                n = len(s.players)
                banished.sort(key=lambda b: (s.objs[b[0]].owner - ctx.controller - 1) % n)
            for oid, inc in banished:
                o = s.objs[oid]
                if oid in done or o.zone != BANISH or o.incarnation != inc:
                    continue
                done.append(oid)
                by_owner = self.who in ("its_owner", "each_player_next")
                player = o.owner if by_owner else ctx.controller
                if not playable_by_effect(s, player, o, self):
                    continue  # it can't be played: it stays banished (419.3.c, 358.5)
                if not play_card(s, item, player, o, self):
                    return False
            item.info.pop("pbe_played", None)
            return True
        if stage == "played":
            item.info.pop("pbe_play")
            _note_played(ctx)
            return True
        cands = [o for o in _scope_cards(s, ctx.controller, self, ctx.source)
                 if playable_by_effect(s, ctx.controller, o, self)]
        if not cands:
            return True  # nothing can be played: nothing happens (RUP4 419.3.c)
        # a card of your hand is private: a player may always choose to play none (RUP4 128.6)
        private = self.scope.kind == "hand_card"
        if stage is None and (len(cands) > 1 or private):
            s.decision = Decision(ctx.controller, "choose", {
                "ask": "play_pick", "item": item.id,
                "options": [Action("choose", (o.id,)) for o in cands]
                + ([DONE] if private else [])})
            item.info["pbe_play"] = "asked"
            return False
        pick = cands[0]
        if stage == "asked":
            chosen = item.info.pop("pbe_pick", None)
            if chosen is None:  # declined (128.6.a)
                item.info.pop("pbe_play")
                return True
            pick = s.objs[chosen]
        item.info["pbe_play"] = "played"
        item.info["pbe_card"] = pick.id
        if not play_card(s, item, ctx.controller, pick, self):
            return False
        item.info.pop("pbe_play")
        _note_played(ctx)
        return True

    def answer(self, ctx: Ctx, d: Decision, verb: str, arg: object) -> bool:
        return _answer(ctx, d, verb, arg)

    def text(self, ability: Ability, src: _Src) -> str:
        cost = self.cost_text()
        if self.who == "each_player_next":
            return (f"then each player, starting with the one after you, plays the card they "
                    f"banished this way{cost}")
        if self.amount == "recycled_might":
            cost += ", its Energy cost reduced by the Might of the unit recycled this way"
        if self.linked:  # RUP4 395-397
            return f"play each unit banished with {src.noun}{cost}"
        if self.scope is None:  # the card banished, or chosen in its target slot
            who = "its owner plays it" if self.who == "its_owner" else "play it"
            where = " into their base" if self.who == "its_owner" and self.to == "base" else \
                " into your base" if self.to == "base" else \
                " to any battlefield" if self.to == "any_bf" else \
                " to the same location it was banished from (never into another player's base)" \
                if self.to == "same" else ""
            then = (". Once it has resolved or otherwise leaves the chain, recycle it instead "
                    "of putting it into your trash") if self.then == "recycle" else ""
            return f"{who}{where}{cost}{then}"
        if self.scope.where == "self":  # "play me" from the zone this card is in
            where = " into your base" if self.to == "base" else ""
            zone = " from your trash" if self.scope.kind == "trash_card" else ""
            if self.ignore == "all" and (ability.cost_energy or ability.cost_power):
                cost = " (that payment replaces its cost)"  # "pay X to play me" (356.1.a)
            if self.power:  # "play me for [A]": that is its whole cost (RUP4 356.1.a)
                cost = f" by paying only {_price(0, self.power)} instead of its cost"
            may = "you may " if self.may else ""
            return f"{may}play {src.noun}{zone}{where}{cost}"
        what = _noun(self.scope, src, plural=False)  # a card of your hand (a private zone)
        if self.to == "my_bf" or (ability.optional and (ability.cost_energy
                                                        or ability.cost_power)):
            # "you may pay X to play a card from your hand" (pay-to, 740.4.a.2): still
            # a choice once paid (RUP4 128.6)
            here = (f". If it is a unit, it enters at {src.noun}'s battlefield"
                    if self.to == "my_bf" else "")
            return (f"play {_article(what)}{cost} (once paid, you may still choose none)"
                    f"{here}")
        base = {"base": " into your base",
                "your_bf": " to a battlefield you control"}.get(self.to, "")
        return f"you may play {_article(what)}{base}{cost}"


def _note_played(ctx: Ctx) -> None:
    """"If you do": the card chosen was played (it left the hand: not undone, RUP4 358.5),
    for step condition if_played; a permanent now on the board is "it" of the reflexive
    trigger the ability starts ("then do this: attach it to me", RUP4 386)."""
    s, item = ctx.s, ctx.item
    o = s.objs[item.info.pop("pbe_card")]
    if o.zone == HAND:
        return
    item.info["played"] = True
    ab = item_ability(s, item)
    if o.zone in (BASE, BF) and ab is not None and any(st.op == "reflex" for st in ab.steps):
        item.info.setdefault("made", []).append((o.id, o.incarnation))


def _discounted(ctx: Ctx, st: Play) -> Play:
    """The step with its dynamic discount added: the Might of the unit recycled to pay for
    the ability (none if it had 0 or less Might)."""
    if st.amount != "recycled_might":
        return st
    return replace(st, amount=None,
                   less=st.less + max(0, int(ctx.item.info.get("recycled_might", 0))))


def _play_target(ctx: Ctx, st: Play) -> bool:
    """"Play a unit from your trash": the card was chosen as the ability went on the chain,
    a target (a card in a public zone, RUP4 355.10.a). Gone from the trash since (a new object
    if it came back, 359.3.e.4), or no longer playable: nothing is played (359.3.e.5, 419.3.c)."""
    s, item = ctx.s, ctx.item
    if item.info.pop("pbe_play", None) == "played":
        return True  # the card played is finalized (or undone): the step is done
    chosen = ctx.targets(st.target)
    st = _discounted(ctx, st)
    if not chosen or not playable_by_effect(s, ctx.controller, chosen[0], st):
        return True
    item.info["pbe_play"] = "played"
    if not play_card(s, item, ctx.controller, chosen[0], st):
        return False
    item.info.pop("pbe_play")
    return True


def _scope_cards(s: GameState, player: int, st: Play, source: Obj | None = None) -> list[Obj]:
    """The cards a "play" step with a scope may play: of your hand matching it (a private
    zone: chosen on resolution, RUP4 355.10.a), or this card itself."""
    assert st.scope is not None
    if st.scope.where == "self":  # "play me": this card, from the zone it is in
        ok = source is not None and source.zone in (TRASH, HAND) and source.owner == player
        return [source] if ok else []  # type: ignore[list-item]
    hand = s.players[player].hand
    return [s.objs[i] for i in hand if matches(s, st.scope, s.objs[i], player, None)]


def _top_looked(s: GameState, player: int, n: int) -> Callable[[], list[int]]:
    """Looking at the top n cards of `player`'s Main Deck, as many as there are: only that
    player sees them (RUP4 427); for aslooked.look, which may pause it first."""
    deck = s.players[player].deck

    def look_now() -> list[int]:
        looked = [deck[-1 - k] for k in range(min(n, len(deck)))]  # top card first
        for oid in looked:
            emit(s, "look", private_to=player, player=player, obj=oid,
                 card=s.objs[oid].card.code)
        return looked

    return look_now


@dataclass(frozen=True, slots=True, kw_only=True)
class LookPlay(PlaysCard):
    """(RUP4 427.5's example) Look at the top n cards of your Main Deck (only you see them),
    you may banish a card matching `scope` from among them and play it, then recycle the
    rest (416.5); amount killed_might: Might up to scope.max_might more than the unit this
    ability killed. The permanent played is remembered as "it" for a reflexive trigger
    (`reflex` with `played`, RUP4 386)."""

    ASKS: ClassVar[frozenset[str]] = frozenset({"look_play"}) | ASL_ASKS
    op: Literal["look_play"] = "look_play"
    n: Count = 0
    amount: Literal["killed_might"] | None = None

    @model_validator(mode="after")
    def _check(self) -> LookPlay:
        sc = self.scope
        if self.n < 1 or sc is None or sc.kind not in ("unit", "gear", "permanent") or (
                sc.side, sc.where) != ("any", "any") or self.target is not None:
            raise ValueError("op 'look_play' needs n >= 1 (cards looked at) and a scope of "
                             "kind unit/gear/permanent, no side or where")
        if self.amount == "killed_might" and sc.max_might is None:
            raise ValueError("amount 'killed_might' is for 'look_play' with scope max_might "
                             "(Might up to that much more than the unit killed)")
        return self

    def run(self, ctx: Ctx) -> bool:
        s, item = ctx.s, ctx.item
        player = ctx.controller
        stage = item.info.get("pbe_look")
        if stage is None:
            got = look(s, item, player, _top_looked(s, player, self.n))
            if got is None:
                return False
            looked = got
            item.info["pbe_looked"] = looked
            ok = [o for o in looked if _look_fits(ctx, self, s.objs[o])
                  and playable_by_effect(s, player, s.objs[o], self)]
            # "you may banish ... from among them": one of the cards that fit, or none
            s.decision = Decision(player, "choose", {
                "ask": "look_play", "item": item.id, "looked": looked,
                "options": [Action("choose", (o,)) for o in ok] + [DONE]})
            item.info["pbe_look"] = "asked"
            return False
        looked = item.info["pbe_looked"]
        if stage == "asked":
            pick = item.info.pop("pbe_pick", None)
            item.info["pbe_look"] = "played"
            if pick is not None:
                o = s.objs[pick]
                banish(s, o, item)
                item.info["pbe_banished"] = pick
                if o.zone == BANISH and not play_card(s, item, player, o, self):
                    return False
        picked = item.info.pop("pbe_banished", None)
        if picked is not None and s.objs[picked].zone in (BASE, BF):  # played: "it" (386)
            item.info["looked_played"] = [picked, s.objs[picked].incarnation]
        # then recycle the rest, together (RUP4 416.5)
        rest = [s.objs[o] for o in looked if s.objs[o].zone == DECK and s.objs[o].owner == player]
        recycle_cards(s, player, rest)
        item.info.pop("pbe_look", None)
        item.info.pop("pbe_looked", None)
        return True

    def answer(self, ctx: Ctx, d: Decision, verb: str, arg: object) -> bool:
        return _answer(ctx, d, verb, arg)

    def text(self, ability: Ability, src: _Src) -> str:
        sc = self.scope
        assert sc is not None
        noun = {"unit": "unit", "gear": "gear", "permanent": "unit or gear"}[sc.kind]
        if self.amount == "killed_might":
            bound = (f" whose Might is at most {sc.max_might} more than the killed unit's "
                     f"(none if no unit was killed)")
        elif sc.max_might is not None:
            bound = f" of Might {sc.max_might} or lower"
        else:
            bound = ""
        return (f"look at the top {_cards(self.n)} of your Main Deck (only you see them); "
                f"you may banish "
                f"{_article(noun)}{bound} from among them (face up) and play it"
                f"{self.cost_text()}. Recycle the rest (to the bottom of your Main Deck)")


def _look_fits(ctx: Ctx, st: LookPlay | RevealPlay, obj: Obj) -> bool:
    """A looked-at card matching the scope: its printed type and Might (cards off the board);
    with amount "killed_might", Might up to scope.max_might more than the unit this ability
    killed, as it died; none killed, no card fits (RUP4 359.3.e.12)."""
    sel = st.scope
    if sel is None:
        return True
    if sel.kind in _TYPES and (not any(obj.card.is_a(t) for t in _TYPES[sel.kind])
                               or obj.card.is_token):
        return False
    if sel.tag is not None and sel.tag not in obj.card.tags:
        return False
    bound = sel.max_might
    if isinstance(st, LookPlay) and st.amount == "killed_might":
        killed = ctx.item.info.get("killed_might")
        if not killed:
            return False
        bound = killed[0] + (sel.max_might or 0)
    return bound is None or (obj.card.might or 0) <= bound


@dataclass(frozen=True, slots=True, kw_only=True)
class LookBanish(Op):
    """Each player (in turn order from the turn player, RUP4 303.2.a) looks at the top n cards
    of their Main Deck (only they see them), banishes one of them and recycles the rest
    (416.5). The ability remembers the banished cards for a linked "play" (427.3)."""

    ASKS: ClassVar[frozenset[str]] = frozenset({"look_banish"}) | ASL_ASKS
    op: Literal["look_banish"] = "look_banish"
    n: Count = 0
    who: Literal["you", "each_player"] = "you"

    @model_validator(mode="after")
    def _check(self) -> LookBanish:
        if self.n < 1:
            raise ValueError("op 'look_banish' needs n >= 1 and who 'you' or 'each_player'")
        return self

    def run(self, ctx: Ctx) -> bool:
        s, item = ctx.s, ctx.item
        if "pbe_each" not in item.info:
            if self.who == "each_player":
                item.info["pbe_each"] = s.order_from(s.turn_player)
            else:
                item.info["pbe_each"] = [ctx.controller]
        left: list[int] = item.info["pbe_each"]
        while left:
            p = left[0]
            pick = item.info.pop("pbe_pick", None)
            looked = item.info.get("pbe_looked")
            if looked is None:
                got = look(s, item, p, _top_looked(s, p, self.n))
                if got is None:
                    return False
                looked = got
                if len(looked) > 1:
                    item.info["pbe_looked"] = looked
                    s.decision = Decision(p, "choose", {
                        "ask": "look_banish", "item": item.id, "looked": looked,
                        "options": [Action("choose", (o,)) for o in looked]})
                    return False
                pick = looked[0] if looked else None
            if pick is not None:
                banish(s, s.objs[pick], item)
            recycle_cards(s, p, [s.objs[o] for o in looked if o != pick])
            item.info.pop("pbe_looked", None)
            left.pop(0)
        item.info.pop("pbe_each")
        return True

    def answer(self, ctx: Ctx, d: Decision, verb: str, arg: object) -> bool:
        return _answer(ctx, d, verb, arg)

    def text(self, ability: Ability, src: _Src) -> str:
        if self.who == "each_player":
            return (f"each player looks at the top {_cards(self.n)} of their Main Deck (only "
                    f"they see them), banishes 1 of them (face up) and recycles the rest (to "
                    f"the bottom of their Main Deck)")
        return (f"look at the top {_cards(self.n)} of your Main Deck (only you see them), "
                f"banish 1 of them (face up) and recycle the rest")


@dataclass(frozen=True, slots=True, kw_only=True)
class ExtraTurn(Op):
    """ "Take a turn after this one": an Additional Turn goes into the queue right after the
    current turn, before those queued earlier (RUP4 735, 737, 738's examples)."""

    op: Literal["extra_turn"] = "extra_turn"

    def run(self, ctx: Ctx) -> bool:
        if ctx.s.regular_turn_player < 0:
            ctx.s.regular_turn_player = ctx.s.turn_player
        ctx.s.extra_turns.insert(0, ctx.controller)
        emit(ctx.s, "extra_turn", player=ctx.controller)
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        return "take another turn after this one"


def next_turn_player(s: GameState) -> int:
    """Who takes the next turn: a queued Additional Turn first; otherwise the turn order goes
    on from the last regular turn (RUP4 736-737)."""
    if s.extra_turns:
        return s.extra_turns.pop(0)
    regular = s.regular_turn_player if s.regular_turn_player >= 0 else s.turn_player
    s.regular_turn_player = s.next_player(regular)
    return s.regular_turn_player


@dataclass(frozen=True, slots=True, kw_only=True)
class RevealPlay(PlaysCard):
    """Reveal cards from the top of Main Decks (to everybody, RUP4 424): with who "you" and
    no n, yours until one matches the scope ("until you reveal a unit", as many as there are);
    with who "you" and n, your top n, of which you may banish one (matching the scope, if
    any) and play it (the Spiritforged errata: banished first, FAQ-SPIRITFORGED); with who
    "each_opponent", the top n of each opponent's, from the next player on. A card that
    matches is banished (you choose among several) and you play it; the rest of the revealed
    cards are recycled together (416.5), each to its owner's deck (416.1.c), or with `then`
    "draw" drawn ("draw any you didn't banish"). `to` "or_my_bf": "if it is a unit, you may
    play it here" (the source's battlefield is one more place it may enter)."""

    ASKS: ClassVar[frozenset[str]] = frozenset({"reveal_play"}) | ASL_ASKS
    op: Literal["reveal_play"] = "reveal_play"
    n: Count = 0
    who: Literal["you", "each_opponent"] = "you"
    then: Literal["draw"] | None = None  # type: ignore[assignment]  # the rest drawn
    to: Literal["here", "or_my_bf"] = "here"  # type: ignore[assignment]

    @model_validator(mode="after")
    def _check(self) -> RevealPlay:
        sc = self.scope
        if self.target is not None or (
                sc is not None and (sc.kind not in ("unit", "gear", "permanent")
                                    or (sc.side, sc.where) != ("any", "any"))):
            raise ValueError("op 'reveal_play' takes who 'you' or 'each_opponent', no "
                             "target, a scope of kind unit/gear/permanent")
        if self.who == "you" and not self.n and sc is None:
            raise ValueError("op 'reveal_play' by you reveals until a card matches (a "
                             "scope, no n) or the top n")
        if self.who == "each_opponent" and self.n < 1:
            raise ValueError("op 'reveal_play' by each opponent needs n >= 1")
        if (self.then == "draw" or self.to == "or_my_bf") and not (self.who == "you"
                                                                   and self.n):
            raise ValueError("then 'draw' and to 'or_my_bf' are for your top n revealed")
        return self

    @property
    def _optional(self) -> bool:
        """ "You may banish one": your top n revealed (the other forms banish a match)."""
        return self.who == "you" and self.n > 0

    def run(self, ctx: Ctx) -> bool:
        s, item = ctx.s, ctx.item
        player = ctx.controller
        stage = item.info.get("pbe_reveal")
        if stage is None:
            if self.who == "you" and "pbe_first" not in item.info:
                # Void Hatchling: the top card looked at first, maybe recycled (370.1.b)
                if look(s, item, player, list, deck_of=player) is None:
                    return False
                item.info["pbe_first"] = True
            revealed: list[int] = []
            if self.who == "each_opponent":
                order = [q for q in s.order_from(player) if q != player]
                for p in order:
                    if p in s.opponents(player):
                        deck = s.players[p].deck
                        revealed += [deck[-1 - k] for k in range(min(self.n or 1, len(deck)))]
            else:
                deck = s.players[player].deck
                for k in range(min(self.n, len(deck)) if self.n else len(deck)):
                    revealed.append(deck[-1 - k])
                    if not self.n and _look_fits(ctx, self, s.objs[deck[-1 - k]]):
                        break

            def _show(revealed: list[int] = revealed) -> list[int]:
                as_revealed(s, revealed)  # "as I'm revealed" (RUP4 370.1.b.1)
                for oid in revealed:
                    o = s.objs[oid]
                    emit(s, "reveal_top", player=o.owner, obj=oid, card=o.card.code)
                return revealed

            got = look(s, item, player, _show)
            if got is None:
                return False
            revealed = got
            item.info["pbe_revealed"] = revealed
            cands = [o for o in revealed if _look_fits(ctx, self, s.objs[o])]
            if self._optional:  # only what could be played is worth banishing (as look_play)
                cands = [o for o in cands if playable_by_effect(s, player, s.objs[o], self)]
            if len(cands) > 1 or (self._optional and cands):
                # "choose one": every player sees them (revealed, 424.1)
                s.decision = Decision(player, "choose", {
                    "ask": "reveal_play", "item": item.id, "looked": revealed, "revealed": True,
                    "options": [Action("choose", (o,)) for o in cands]
                    + ([DONE] if self._optional else [])})
                item.info["pbe_reveal"] = "asked"
                return False
            item.info["pbe_pick"] = cands[0] if cands and not self._optional else None
            stage = "asked"
        revealed = item.info["pbe_revealed"]
        if stage == "asked":
            pick = item.info.pop("pbe_pick", None)
            item.info["pbe_reveal"] = "played"
            if pick is not None:
                o = s.objs[pick]
                banish(s, o, item)
                if o.zone == BANISH and playable_by_effect(s, player, o, self) and \
                        not play_card(s, item, player, o, self):
                    return False
        rest = [s.objs[o] for o in revealed if s.objs[o].zone == DECK]
        if self.then == "draw":  # the revealed cards still on top of your deck (413.1)
            for o in rest:
                draw_card(s, player, o)
        else:
            recycle_cards(s, player, rest)
        item.info.pop("pbe_reveal", None)
        item.info.pop("pbe_revealed", None)
        item.info.pop("pbe_first", None)
        return True

    def answer(self, ctx: Ctx, d: Decision, verb: str, arg: object) -> bool:
        return _answer(ctx, d, verb, arg)

    def text(self, ability: Ability, src: _Src) -> str:
        sc, cost = self.scope, self.cost_text()
        noun = "card" if sc is None else {"unit": "unit", "gear": "gear",
                                          "permanent": "unit or gear"}[sc.kind]
        if self.who == "each_opponent":
            top = "top card" if self.n == 1 else f"top {_cards(self.n)}"
            return (f"each opponent reveals the {top} of their Main Deck to everyone. Choose "
                    f"{_article(noun)} among the revealed cards, banish it (face up) and play "
                    f"it yourself{cost}. Recycle the other revealed cards (each to the bottom "
                    f"of its owner's Main Deck)")
        if self.n:
            which = "one of them" if sc is None else f"{_article(noun)} among them"
            here = (f". If it is a unit, it may enter at {src.noun}'s battlefield"
                    if self.to == "or_my_bf" else "")
            rest = ("Draw the revealed cards you didn't banish" if self.then == "draw"
                    else "Recycle the rest (to the bottom of your Main Deck)")
            return (f"reveal the top {_cards(self.n)} of your Main Deck to everyone; you may "
                    f"banish {which} (face up) and play it{cost}{here}. {rest}")
        return (f"reveal cards from the top of your Main Deck to everyone until you reveal "
                f"{_article(noun)}; banish that {noun} (face up) and play it{cost}. Recycle "
                f"the other revealed cards (to the bottom of your Main Deck)")


@dataclass(frozen=True, slots=True, kw_only=True)
class PlayAgain(PlaysCard):
    """ "Its controller may play this spell again for [A]": the controller of the unit of
    target slot `target` as the spell began to resolve (a linked instruction, RUP4
    359.3.e.14) may play this card, from the chain it is resolving on, for `power` instead
    of its cost (356.1.a), as their own spell: its targets chosen anew, its cost paid (419.3);
    asked only if they could (419.3.c). This resolution ends there (359.3.e.15). The card's
    new play is marked (static condition played_again: "if they do, this deals ...")."""

    ASKS: ClassVar[frozenset[str]] = frozenset({"play_again"})
    op: Literal["play_again"] = "play_again"
    power: tuple[Pip, ...] = ()  # type: ignore[assignment]

    @model_validator(mode="after")
    def _check(self) -> PlayAgain:
        if self.target is None or not self.power or self.scope is not None \
                or self.ignore is not None or self.less:
            raise ValueError("op 'play_again' names the target slot whose unit's controller "
                             "may play the spell again, for its power (no scope, ignore or "
                             "less)")
        return self

    def run(self, ctx: Ctx) -> bool:
        s, item = ctx.s, ctx.item
        if item.info.pop("again_stage", None) == "played":
            _again_done(s, item)
            return True  # its new play is finalized or undone
        if item.kind != "card" or s.objs[item.obj].zone != CHAIN:
            return True
        spell = s.objs[item.obj]
        players = [p for p in who(ctx, "its_controller", self.target) if not s.is_removed(p)]
        if not players or not playable_by_effect(s, players[0], spell, self):
            return True  # nobody may play it again (RUP4 419.3.c)
        s.decision = Decision(players[0], "choose", {
            "ask": "play_again", "options": [YES, NO], "item": item.id, "obj": spell.id,
            "power": len(self.power)})
        return False

    def answer(self, ctx: Ctx, d: Decision, verb: str, arg: object) -> bool:
        s, item = ctx.s, ctx.item
        if verb == "no":
            item.resolving_index += 1
            return True
        spell = s.objs[item.obj]
        spell.mods = {**(spell.mods or {}), "again": True}
        item.info["again_stage"] = "played"
        emit(s, "play_again", player=d.player, obj=spell.id, card=spell.card.code)
        if not play_card(s, item, d.player, spell, self):
            return False  # its player decides (targets, payment): the step resumes then
        item.info.pop("again_stage")
        _again_done(s, item)
        item.resolving_index += 1
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        o = _acted_on(self, ability, src)
        return (f"{o.poss} controller may play this spell again for {_price(0, self.power)} "
                f"instead of its cost (choosing anew what it chooses)")


def _again_done(s: GameState, item: ChainItem) -> None:
    """The card's new play is finalized (it waits on the chain as another item) or was undone
    (RUP4 358.5): then it stays this resolving spell's card, its controller's again."""
    if not any(i is not item and i.kind == "card" and i.obj == item.obj for i in s.chain):
        spell = s.objs[item.obj]
        spell.controller = item.controller
        spell.mods = {k: v for k, v in (spell.mods or {}).items() if k != "again"} or None


OPS: tuple[type[Op], ...] = (Banish, BanishIfDies, Play, LookPlay, LookBanish, ExtraTurn,
                             RevealPlay, PlayAgain)
