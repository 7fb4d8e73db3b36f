"""The sentences of the steps that look at cards and play, banish or take them by effect."""

from __future__ import annotations

from app.engine.abilities import Ability, Step
from app.engine.core.enums import CardType
from app.engine.mechanics.wording import CardTextError, _acted_on, _article, _cards, _noun, _Src


def _pbe_body(step: Step, ability: Ability, src: _Src) -> str:
    """play-by-effect: banish, play, look_play, extra_turn (RUP4 419.3, 427, 735)."""
    op = step.op
    if op == "extra_turn":
        return "take another turn after this one"
    if op == "banish":
        if step.target is None and step.scope is None:
            if src.card.type is not CardType.SPELL:
                raise CardTextError("'banish' with no target or scope is a spell's own")
            return (f"put {src.noun} face up into your Banishment instead of your trash "
                    f"(banish it)")
        o = _acted_on(step, ability, src)
        owner = "their owners'" if o.plural else "its owner's"
        pron = "them" if o.plural else "it"
        return f"banish {o.obj} (put {pron} face up into {owner} Banishment)"
    cost = {None: "", "all": ", without paying its cost",
            "energy": ", without paying its Energy cost (its Power cost is still paid)"}.get(
        step.ignore)
    if cost is None:
        raise CardTextError(f"no wording for ignore {step.ignore!r}")
    if step.less:
        cost += f", for {step.less} Energy less"
    if op == "look_banish":
        if step.who == "each_player":
            return (f"each player looks at the top {_cards(step.n)} of their Main Deck (only "
                    f"they see them), banishes 1 of them (face up) and recycles the rest (to "
                    f"the bottom of their Main Deck)")
        return (f"look at the top {_cards(step.n)} of your Main Deck (only you see them), "
                f"banish 1 of them (face up) and recycle the rest")
    if op == "play" and step.who == "each_player_next":
        return (f"then each player, starting with the one after you, plays the card they "
                f"banished this way{cost}")
    if op == "reveal_play":
        sc = step.scope
        noun = "card" if sc is None else {"unit": "unit", "gear": "gear",
                                          "permanent": "unit or gear"}[sc.kind]
        if step.who == "each_opponent":
            top = "top card" if step.n == 1 else f"top {_cards(step.n)}"
            return (f"each opponent reveals the {top} of their Main Deck to everyone. Choose "
                    f"{_article(noun)} among the revealed cards, banish it (face up) and play "
                    f"it yourself{cost}. Recycle the other revealed cards (each to the bottom "
                    f"of its owner's Main Deck)")
        return (f"reveal cards from the top of your Main Deck to everyone until you reveal "
                f"{_article(noun)}; banish that {noun} (face up) and play it{cost}. Recycle "
                f"the other revealed cards (to the bottom of your Main Deck)")
    if op == "play":
        if step.scope is None:  # the card banished, or chosen in its target slot
            who = "its owner plays it" if step.who == "its_owner" else "play it"
            where = " into their base" if step.who == "its_owner" and step.to == "base" else \
                " into your base" if step.to == "base" else ""
            then = (". Once it has resolved or otherwise leaves the chain, recycle it instead "
                    "of putting it into your trash") if step.then == "recycle" else ""
            return f"{who}{where}{cost}{then}"
        if step.scope.where == "self":  # "play me" from the zone this card is in
            where = " into your base" if step.to == "base" else ""
            zone = " from your trash" if step.scope.kind == "trash_card" else ""
            if step.ignore == "all" and (ability.cost_energy or ability.cost_power):
                cost = " (that payment replaces its cost)"  # "pay X to play me" (356.1.a)
            return f"play {src.noun}{zone}{where}{cost}"
        what = _noun(step.scope, src, plural=False)  # a card of your hand (a private zone)
        if step.to == "my_bf" or (ability.optional and (ability.cost_energy
                                                        or ability.cost_power)):
            # "you may pay X to play a card from your hand" (pay-to, 740.4.a.2): still
            # a choice once paid (RUP4 128.6)
            here = (f". If it is a unit, it enters at {src.noun}'s battlefield"
                    if step.to == "my_bf" else "")
            return (f"play {_article(what)}{cost} (once paid, you may still choose none)"
                    f"{here}")
        return f"you may play {_article(what)}{cost}"
    if op == "look_play":
        sc = step.scope
        assert sc is not None
        noun = {"unit": "unit", "gear": "gear", "permanent": "unit or gear"}[sc.kind]
        if step.amount == "killed_might":
            bound = (f" whose Might is at most {sc.max_might} more than the killed unit's "
                     f"(none if no unit was killed)")
        elif sc.max_might is not None:
            bound = f" of Might {sc.max_might} or lower"
        else:
            bound = ""
        return (f"look at the top {_cards(step.n)} of your Main Deck (only you see them); "
                f"you may banish "
                f"{_article(noun)}{bound} from among them (face up) and play it{cost}. "
                f"Recycle the rest (to the bottom of your Main Deck)")
    raise CardTextError(f"no wording for op {op!r}")
