"""Playing a card as part of an ability's resolution (RUP4 419.3) and banishing (427): the
helpers the play-by-effect ops and the as-looked abilities share (`play_card`,
`playable_by_effect`, `banish`), and "then recycle it" as the card leaves the chain
(`after_chain`, 390.3.a); and the base of the ops that play a card (`PlaysCard`): how they
play it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from app.engine.actions.chain import start_card
from app.engine.actions.payment import could_pay_adding
from app.engine.actions.pool import uses_for
from app.engine.actions.zones import banish_obj, recycle_cards
from app.engine.core.abilities import Count, ObjectOp, Pip
from app.engine.core.enums import CardType
from app.engine.core.events import emit
from app.engine.core.state import BANISH, BASE, BF, ChainItem, GameState, Obj
from app.engine.playing.choices import best_discounted, bf_locations, has_legal_targets
from app.engine.playing.costs import base_cost, effect_cost
from app.engine.playing.pending import advance_pending
from app.engine.reads.items import choice_ability
from app.engine.reads.passives import next_card_less
from app.engine.reads.restrict import play_forbidden, unit_barred_at


@dataclass(frozen=True, slots=True, kw_only=True)
class PlaysCard(ObjectOp):
    """An op that plays a card by effect (RUP4 419.3): all steps of playing are as normal
    (419.3.b: location, Accelerate, targets, cost, finalize), except what the op changes:
    `ignore` "all" sets the base Energy and Power costs to zero, "energy" only the Energy cost
    (356.1.b.1-2), "any_and_all" the total cost, additional costs included (356.5.a); `less`
    is a discount of N Energy ("reducing its cost by N", 356.4)."""

    ignore: Literal["all", "energy", "any_and_all"] | None = None
    less: Count = 0

    @property
    def to(self) -> str:
        """Where a permanent played enters: "here" (chosen as usual), "base", "my_bf",
        "or_my_bf" (as usual, or the source's battlefield), "any_bf" (a battlefield, any),
        "your_bf" (a battlefield its player controls)."""
        return "here"

    @property
    def then(self) -> str | None:
        """"recycle": the card is recycled as it leaves the chain (390.3.a)."""
        return None

    @property
    def may(self) -> bool:
        """"You may play it": its player may still decline (as-looked, RUP4 370.1.b.1)."""
        return False

    @property
    def power(self) -> tuple[Pip, ...]:
        """"Play me for <power>" (as-looked, RUP4 356.1.a)."""
        return ()

    def cost_text(self) -> str:
        """How the card's cost is changed, as the end of a clause ("" if it isn't)."""
        cost = {None: "", "all": ", without paying its cost",
                "energy": ", without paying its Energy cost (its Power cost is still paid)",
                "any_and_all": ", without paying any cost at all (additional costs included)"
                }[self.ignore]
        if self.less:
            cost += f", for {self.less} Energy less"
        return cost


def banish(s: GameState, obj: Obj, item: ChainItem | None = None) -> None:
    """Put a card face up into its owner's Banishment (RUP4 427.2); a token ceases to exist
    (186). The item remembers it for its linked instructions (427.3)."""
    at = ["bf", obj.bf] if obj.zone == BF else ["base", obj.controller] if obj.zone == BASE \
        else None  # where it was, for "play it to the same location"
    # "when you banish a card": the player whose instruction it is
    banish_obj(s, obj, item.controller if item is not None else obj.owner)
    if item is not None and at is not None:
        item.info.setdefault("banished_at", {})[str(obj.id)] = at
    if item is not None and obj.zone == BANISH:
        item.info.setdefault("banished", []).append((obj.id, obj.incarnation))


def playable_by_effect(s: GameState, player: int, obj: Obj, st: PlaysCard) -> bool:
    """Could `player` play this card as the step says: its cost payable and, for a spell,
    enough legal targets (RUP4 419.3.b, 355.8, 358); a card played by an effect is still
    played, so the restrictions on playing it stop it too ("can't play cards / spells this
    turn", "not before your Nth turn", a named spell: 054.1; Fallen Feline): it isn't played
    and stays where it is (419.3.c)."""
    if play_forbidden(s, player, obj) is not None:
        return False
    probe = ChainItem(0, "card", player)
    probe.obj = obj.id
    _mark(probe, st)
    if st.to in ("any_bf", "your_bf") and obj.card.type is CardType.UNIT \
            and not bf_locations(s, player, st.to, obj):
        return False  # nowhere it may enter (RUP4 355.2)
    if st.to == "base" and unit_barred_at(s, player, obj, "base"):
        return False  # "into your base", where it can't be played (054.2)
    e, pips = effect_cost(probe, *base_cost(s, obj, False))
    # an optional additional cost's discount may be had too: Atakhan killing a unit as he is
    # played from the deck (RUP4 356.2.b, 356.4; FAQ-UNLEASHED, Atakhan and Rek'Sai)
    e, pips = best_discounted(s, player, obj, e, list(pips))
    e, pips = next_card_less(s, player, obj, e, pips)  # on the total cost (RUP4 356.4.d)
    if not could_pay_adding(s, player, e, pips, uses_for(s, obj.card.type)):
        return False
    return has_legal_targets(s, probe, choice_ability(obj.card.abilities), affordable=False)


def _mark(item: ChainItem, st: PlaysCard) -> None:
    item.info["by_effect"] = True
    if st.then == "recycle":
        item.info["pbe_then"] = st.then  # "then recycle it" (RUP4 390.3.a)
    if st.ignore is not None:
        item.info["pbe_ignore"] = st.ignore
    if st.less:
        item.info["pbe_less"] = st.less
    if st.power:  # "play me for <power>" (as-looked; "play this spell again for [A]", 356.1.a)
        item.info["pbe_for"] = st.power


def play_card(s: GameState, parent: ChainItem, player: int, obj: Obj, st: PlaysCard,
              at_bf: int = -1) -> bool:
    """Start playing `obj` for `player` as part of `parent`'s resolution (RUP4 419.3). True if
    the play is done (finalized or undone) at once; False while its player decides (the
    parent resumes when it is done). `at_bf`: the battlefield a permanent must enter ("they
    play that unit to that battlefield": there, whoever controls it, 419.3.b, 355.2)."""
    if st.to == "my_bf" and obj.card.type is CardType.UNIT:
        bf = _my_bf(s, parent)
        if bf >= 0 and unit_barred_at(s, player, obj, f"bf{bf}"):
            return True  # a unit can't be played there: it isn't played (054, 359.3.e.6)
    at = parent.info.get("banished_at", {}).get(str(obj.id)) if st.to == "same" else None
    if at is not None and unit_barred_at(s, player, obj,
                                         "base" if at[0] == "base" else f"bf{at[1]}"):
        return True  # nor to "the same location": it stays banished (054, 419.3.c)
    if at is not None and at[0] == "base" and at[1] != player and obj.card.is_permanent:
        # "to the same location": another player's base, where no one else's unit can be
        # played: it isn't played, it stays banished (FAQ-VENDETTA, Hostile Takeover)
        return True
    item = start_card(s, player, obj)
    _mark(item, st)
    if at_bf >= 0 and obj.card.is_permanent:
        item.location = f"bf{at_bf}"
        item.stage = 2
    elif st.to == "base" and obj.card.is_permanent:
        item.location = "base"  # "plays it to their base": no choice of location (355.2)
        item.stage = 2
    elif at is not None and obj.card.is_permanent:  # "to the same location"
        # a mandatory requirement, not a restriction: a Dragon Roost paid for is another, and
        # the player chooses which to follow (FAQ-VENDETTA, Temporal Breach and Dragon Roost)
        item.info["fixed_location"] = "base" if at[0] == "base" else f"bf{at[1]}"
        item.stage = 1
    elif st.to == "my_bf" and obj.card.type is CardType.UNIT:
        # "if it's a unit, play it here": the source's battlefield, as the effect says, even
        # one its player doesn't control (419.3.b: play as normal except as noted; 355.2);
        # the source gone, where it last was (its attack's battlefield, RUP4 359.3.e.12)
        bf = _my_bf(s, parent)
        if bf >= 0:
            item.location = f"bf{bf}"
            item.stage = 2
    elif st.to in ("any_bf", "your_bf") and obj.card.type is CardType.UNIT:
        # "plays it to any battlefield" / "to a battlefield you control": only those places
        # (RUP4 419.3.b, 355.2); none left, it can't be played (playable_by_effect)
        item.info["bfs_only"] = st.to
    elif st.to == "or_my_bf" and obj.card.type is CardType.UNIT:
        # "if it is a unit, you may play it here": one more place it may enter, besides
        # those it may be played to as normal (RUP4 419.3.b, 355.2)
        bf = _my_bf(s, parent)
        if bf >= 0:
            item.info["also_bf"] = bf
    emit(s, "play_by_effect", player=player, obj=obj.id, card=obj.card.code)
    advance_pending(s, item)
    if item.pending and item in s.chain:
        item.info["resume"] = parent.id
        return False
    return True


def _my_bf(s: GameState, parent: ChainItem) -> int:
    """The battlefield "here" means for a card played by `parent`'s ability: its source's
    battlefield, or the one where the triggering event happened (its last known location)."""
    src = s.objs.get(parent.source) if parent.source >= 0 else None
    if src is not None and src.zone == BF and src.incarnation == parent.source_incarnation:
        for n, b in enumerate(s.battlefields):
            if src.id in b.units:
                return n
    return int(parent.info.get("bf", -1))


def after_chain(s: GameState, item: ChainItem, obj: Obj) -> bool:
    """ "Then recycle it": a card played this way is recycled instead of leaving the chain for
    the trash (a delayed replacement, RUP4 390.3.a); a spell played for its Flow cost is
    banished instead, however it leaves but by its own instruction (829.1.b.1; FAQ-VENDETTA,
    Abandon and Flow). True if it replaced the move."""
    if item.info.get("flow") is not None:
        banish(s, obj)
        return True
    if item.info.get("pbe_then") != "recycle":
        return False
    recycle_cards(s, item.controller, [obj])
    return True
