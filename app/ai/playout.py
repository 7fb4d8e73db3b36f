"""Playing out a sampled game: quick answers to the follow-up questions inside a play and
to reaction windows, the actions worth thinking about, and a greedy policy for the playouts
of the search. Both the agents (app/ai/agents.py) and the search (app/ai/search.py) use them.
"""

from __future__ import annotations

import random

from app.ai.evaluate import evaluate
from app.engine import Action, Game
from app.engine.actions.copying import copiable, copies_text_as_attached
from app.engine.core.abilities import Op
from app.engine.core.events import Event
from app.engine.core.refusals import IllegalActionError
from app.engine.core.state import HAND
from app.engine.reads.characteristics import has_granted_tag


def default_answer(game: Game, legal: list[Action]) -> Action:
    """A reasonable quick answer for questions inside a play and for reaction windows."""
    verbs = {a.verb: a for a in legal}
    d = game.decision
    if d is not None and d.kind == "priority" and d.data == "chain":
        return verbs.get("pass", legal[0])
    for verb in ("pay", "keep"):
        if verb in verbs:
            return verbs[verb]
    if d is not None and isinstance(d.data, dict) and "_paying" in d.data and "act" in verbs \
            and "yes" not in verbs and d.data.get("ask") != "pay_x":
        # a payment the pool and runes can't make alone: an Add ability first (RUP4 429.3)
        return verbs["act"]
    if d is not None and d.kind == "assign":
        return Action("assign", ("auto",))
    if d is not None and d.kind == "play" and d.data.get("ask") == "move_to":
        return destination_answer(game, legal)
    if d is not None and d.kind == "play" and d.data.get("ask") == "paid_location":
        # Dragon Roost: a Dragon played there contests it, so only where no enemy unit waits
        s = game.state
        team = s.players[d.player].team
        enemies = any(s.players[s.objs[u].controller].team != team
                      for u in s.battlefields[d.data["bf"]].units)
        return verbs["no"] if enemies else verbs.get("yes", verbs["no"])
    if d is not None and d.kind == "play" and d.data.get("ask") == "player":
        # "choose a player. They burn 1 / discard 1": an opponent, whose deck or hand it runs
        # down (RUP4 440)
        team = game.state.players[d.player].team
        return next((a for a in legal if a.verb == "player"
                     and game.state.players[int(a.args[0])].team != team), legal[0])
    if d is not None and d.kind == "play" and d.data.get("ask") == "tag":
        return tag_answer(game, legal)
    if d is not None and d.kind == "play" and d.data.get("ask") == "target":
        pick = (trash_play_pick(game, legal) or text_copy_pick(game, legal)
                or counter_pick(game, legal))
        if pick is not None:
            return pick
    if d is not None and isinstance(d.data, dict) and d.data.get("ask") == "name":
        return name_answer(game, legal)
    if d is not None and d.kind == "choose" and d.data.get("ask") in ("deck_card",
                                                                      "top_or_bottom"):
        return deck_place_answer(game, legal)
    if d is not None and d.kind == "choose" and d.data.get("ask") == "copy_pick":
        return copy_answer(game, legal)
    if d is not None and d.kind == "choose" and d.data.get("ask") in _LOOKED:
        return looked_answer(game, legal)
    if d is not None and d.kind == "play" and d.data.get("ask") in ("either_less", "either_part"):
        return either_answer(game, legal)
    if d is not None and d.kind == "choose" and d.data.get("ask") == "add_x":
        return add_amount_answer(game, legal)
    if "yes" in verbs:
        return verbs["yes"]
    if d is not None and d.kind == "group":
        return verbs.get("cancel", legal[0])
    return legal[0]


def copy_answer(game: Game, legal: list[Action]) -> Action:
    """ "The equipped unit becomes a copy of another friendly unit" (RUP4 477.1.b): the unit
    with the highest printed Might, then the costliest (its copy keeps the equipped unit's own
    damage and buffs)."""
    s = game.state

    def worth(a: Action) -> tuple[int, int]:
        card = s.objs[a.args[0]].card
        return (card.might or 0, card.energy or 0)

    chosen = [a for a in legal if a.verb == "choose" and a.args]
    return max(chosen, key=worth, default=legal[0])


def text_copy_pick(game: Game, legal: list[Action]) -> Action | None:
    """Equipping an Equipment that copies its unit's text (Svellsongur): the unit with the
    most abilities and keywords to copy; None for any other question."""
    d = game.decision
    assert d is not None
    s = game.state
    item = next((i for i in s.chain if i.id == d.data.get("item")), None)
    if item is None or item.kind != "ability" or item.ability is None \
            or item.ability.equipment != "equip" or not copies_text_as_attached(
                s.objs[item.source]):
        return None

    def worth(a: Action) -> int:
        card = copiable(s.objs[a.args[0]])
        return len(card.abilities) + len(card.keywords)

    return max((a for a in legal if a.verb == "target"), key=worth, default=None)


def either_answer(game: Game, legal: list[Action]) -> Action:
    """ "Costs [1] or [A] less" (RUP4 356.4.d): take the Power off, Power being the scarcer
    (a rune gives it only once recycled), unless only the Energy leaves a cost it can pay."""
    from app.engine.actions.payment import can_pay
    from app.engine.actions.pool import item_use

    d = game.decision
    assert d is not None
    s = game.state
    costs = d.data.get("costs", {})
    verbs = {str(a.args[0]): a for a in legal if a.verb == "choose" and a.args}
    power = costs.get("power")
    item = next(i for i in s.chain if i.id == d.data["item"])
    if power is not None and "power" in verbs and can_pay(s, d.player, power[0], list(power[1]),
                                                          item_use(s, item)):
        return verbs["power"]
    return verbs.get("energy", legal[0])


def add_amount_answer(game: Game, legal: list[Action]) -> Action:
    """add-any: "pay any amount of ... to [Add] that much": while paying for something, what
    its cost still lacks of what it adds; at priority, what the pool already holds of what it
    pays (converting that costs nothing more; tapping runes for it would)."""
    d = game.decision
    assert d is not None
    s = game.state
    pool = s.players[d.player].pool
    power = pool.universal + sum(pool.power.values())
    item = next((i for i in s.chain if i.id == d.data["item"]), None)
    paying = d.data.get("_paying")  # used while another payment is asked (RUP4 429.3)
    if item is None and paying is not None:
        energy, pips = paying[0], paying[1]
        want = energy - pool.energy if d.data["pays"] == "power" else len(pips) - power
    elif item is None:
        want = power if d.data["pays"] == "power" else pool.energy
    elif d.data["pays"] == "power":  # it adds Energy
        want = item.cost_energy - pool.energy
    else:  # it adds Power of any domain
        want = len(item.cost_power) - power
    amounts = {int(a.args[0]): a for a in legal if a.verb == "amount"}
    return amounts[min(max(want, 0), max(amounts))]


def tag_answer(game: Game, legal: list[Action]) -> Action:
    """ "As you play me, choose Bird, Cat, Dog, or Poro. I gain that tag" (RUP4 355.1): a tag
    none of its player's units has yet, so that their units come to have them all."""
    d = game.decision
    assert d is not None
    s = game.state
    mine = [o for o in s.objs.values() if o.is_unit and o.zone in ("base", "bf")
            and o.controller == d.player]

    def have(tag: str) -> bool:
        return any(tag in o.card.tags or has_granted_tag(s, o, tag) for o in mine)

    return next((a for a in legal if a.verb == "choose" and a.args
                 and not have(str(a.args[0]))), legal[0])


# the questions about cards its player looks at (or reveals) on top of their own deck
_LOOKED = frozenset(("predict", "predict_recycle", "predict_order", "look_draw", "look_take",
                     "reveal_play", "reveal_first"))


def looked_answer(game: Game, legal: list[Action]) -> Action:
    """Predict (RUP4 436): recycle what it couldn't play by next turn (costing more Energy than
    its runes and one more), and put back on top first the costliest card it could; look and
    draw (or banish and play): the costliest card offered, rather than none."""
    d = game.decision
    assert d is not None
    s = game.state
    runes = len(s.players[d.player].runes)

    def cost(oid: int) -> int:
        return s.objs[oid].card.energy or 0

    verbs = {a.verb: a for a in legal}
    chosen = [a for a in legal if a.verb == "choose" and a.args]
    ask = d.data["ask"]
    if ask in ("predict", "reveal_first"):  # reveal_first: Void Hatchling's look (370.1.b)
        late = cost(d.data["obj"]) > runes + 1
        return verbs.get("yes" if late else "no", legal[0])
    if ask == "predict_recycle":
        late = [a for a in chosen if cost(a.args[0]) > runes + 1]
        return late[0] if late else verbs.get("done", legal[0])
    if ask == "predict_order":
        soon = [a for a in chosen if cost(a.args[0]) <= runes + 1]
        if soon:
            return max(soon, key=lambda a: cost(a.args[0]))
        return min(chosen, key=lambda a: cost(a.args[0]), default=legal[0])
    return max(chosen, key=lambda a: cost(a.args[0]), default=legal[0])


def name_answer(game: Game, legal: list[Action]) -> Action:
    """Naming (RUP4 759-763), from what every player sees: a tag, the one most enemy units on
    the board have (The List weakens them); a spell, the one the opponents have played most
    (in their trashes: what they may well play again). Else the first name offered."""
    from collections import Counter

    from app.engine.core.names import to_word

    d = game.decision
    assert d is not None
    s = game.state
    team = s.players[d.player].team
    seen: Counter[str] = Counter()
    for p in s.players:
        if p.team == team:
            continue
        if d.data["what"] == "tag":
            for bf in s.battlefields:
                seen.update(t for u in bf.units if s.objs[u].controller == p.index
                            for t in s.objs[u].card.tags)
            seen.update(t for u in p.base for t in s.objs[u].card.tags)
        else:
            seen.update(s.objs[c].card.name for c in p.trash
                        if s.objs[c].card.type.value == "Spell")
    offered = {a.args[0]: a for a in legal if a.verb == "name" and a.args}
    for name, _n in seen.most_common():
        if to_word(name) in offered:
            return offered[to_word(name)]
    return legal[0]


def deck_place_answer(game: Game, legal: list[Action]) -> Action:
    """top_or_bottom: of its hand, the card it could least play by next turn (the costliest);
    a card it could play by then goes on top, to be drawn again, another one to the bottom."""
    d = game.decision
    assert d is not None
    s = game.state
    runes = len(s.players[d.player].runes)
    if d.data["ask"] == "deck_card":
        return max(legal, key=lambda a: s.objs[a.args[0]].card.energy or 0)
    soon = (s.objs[d.data["obj"]].card.energy or 0) <= runes + 1
    return next((a for a in legal if a.args and a.args[0] == ("top" if soon else "bottom")),
                legal[0])


def destination_answer(game: Game, legal: list[Action]) -> Action:
    """Where a spell or ability being played moves a unit (RUP4 355.4): a friendly unit to a
    battlefield, where it can contest or hold; an enemy unit to its base, out of the fight
    for the battlefields; else the first place offered."""
    d = game.decision
    assert d is not None
    s = game.state
    unit = s.objs[d.data["obj"]]
    friendly = s.players[unit.controller].team == s.players[d.player].team
    want = "bf" if friendly else "base"
    return next((a for a in legal if a.verb == "to" and str(a.args[0]).startswith(want)),
                legal[0])


def target_step(game: Game) -> Op | None:
    """The step of the card or ability being played that acts on the target slot now asked
    for (None if no step names it: a slot only another slot depends on)."""
    from app.engine.reads.items import item_ability

    d = game.decision
    assert d is not None
    s = game.state
    item = next((i for i in s.chain if i.id == d.data["item"]), None)
    ab = item_ability(s, item) if item is not None else None
    return next((st for st in (ab.steps if ab is not None else ())
                 if getattr(st, "target", None) == d.data["slot"]), None)


def trash_play_pick(game: Game, legal: list[Action]) -> Action | None:
    """The card of a trash to play by an effect, chosen as its target (RUP4 355.10.a): the
    costliest one its player could play now (a card they can't pay for would stay in the
    trash, 419.3.c). None if the question is about another kind of target."""
    from app.engine.mechanics.playcard import playable_by_effect

    d = game.decision
    assert d is not None
    s = game.state
    step = target_step(game)
    if step is None or step.op not in ("play", "grant_flow"):
        return None
    if step.op == "grant_flow":
        return flow_grant_pick(game, legal)
    cards = [a for a in legal if a.verb == "target"
             and playable_by_effect(s, d.player, s.objs[a.args[0]], step)]
    return max(cards, key=lambda a: s.objs[a.args[0]].card.energy or 0, default=None)


def counter_pick(game: Game, legal: list[Action]) -> Action | None:
    """The spell or ability a counter chooses (RUP4 425): the newest one of an opponent's;
    never the player's own or their teammate's (2v2, RUP4 489.8): with none of an opponent's
    to choose, the play is cancelled (358.5). None if the question is not a counter's."""
    step = target_step(game)
    if step is None or step.op != "counter":
        return None
    d = game.decision
    assert d is not None
    s = game.state
    team = s.players[d.player].team
    # a spell is chosen as its card (RUP4 425: "counter a spell"), an item on the chain as
    # "i<its id>" (355.9.a.2: "a spell or an ability")
    enemy: dict[object, int] = {}
    for n, i in enumerate(s.chain):
        if s.players[i.controller].team != team:
            enemy[f"i{i.id}"] = n
            if i.kind == "card":
                enemy[i.obj] = n
    chosen = [a for a in legal if a.verb == "target" and a.args and a.args[0] in enemy]
    if chosen:
        return max(chosen, key=lambda a: enemy[a.args[0]])
    return next((a for a in legal if a.verb == "cancel"), None)


def flow_grant_pick(game: Game, legal: list[Action]) -> Action | None:
    """The spell of a trash to give Flow equal to its cost this turn (RUP4 829): the costliest
    one without Flow yet that its player could pay for now (the Flow lasts this turn only)."""
    from app.engine.actions.payment import can_pay
    from app.engine.actions.pool import uses
    from app.engine.reads.trashplay import has_flow

    d = game.decision
    assert d is not None
    s = game.state
    cards = [a for a in legal if a.verb == "target" and isinstance(a.args[0], int)]
    fresh = [a for a in cards if not has_flow(s, s.objs[a.args[0]])] or cards
    payable = [a for a in fresh if can_pay(s, d.player, s.objs[a.args[0]].card.energy or 0,
                                           list(s.objs[a.args[0]].card.power),
                                           uses(s, "spells"))] or fresh
    return max(payable, key=lambda a: s.objs[a.args[0]].card.energy or 0, default=None)


def is_fresh(game: Game) -> bool:
    d = game.decision
    return d is None or d.kind == "mulligan" or (d.kind == "priority" and d.data in (
        "main", "focus", "guest"))  # guest: invited by the teammate (2v2, RUP4 489.8.a)


def settle(game: Game, limit: int = 80) -> None:
    """Answer follow-up questions and reaction windows until someone has a fresh choice."""
    for _ in range(limit):
        if game.is_over or is_fresh(game):
            return
        game.apply_or_raise(default_answer(game, game.legal_actions()))


def apply_settled(game: Game, action: Action) -> None:
    """Apply `action` and answer the follow-up questions as `settle` does; a card or ability
    goes through in one step (Game.play_through: the same state, quicker)."""
    d = game.decision
    if d is not None and d.kind == "priority" and action.verb in ("play", "act"):
        result = game.play_through(action, lambda opts: default_answer(game, opts))
        if not result.ok:
            raise IllegalActionError(result.refusal)  # type: ignore[arg-type]
    else:
        game.apply_or_raise(action)
    settle(game)


def is_chain_window(game: Game) -> bool:
    """Priority while the chain holds a spell or ability (RUP4 337-340): Reactions only."""
    d = game.decision
    return d is not None and d.kind == "priority" and d.data == "chain"


def respond_through(game: Game, me: int, action: Action) -> list[Event]:
    """Apply a response in a chain window and play on as `settle` does, the chain resolving
    with passes after it (what the response is worth is the position after), except that
    the player's own targets are chosen by a one-step look-ahead: the quick answer's first
    target may be the wrong unit (a combat trick on an enemy's). The events, for the reason."""
    events = game.apply_or_raise(action)
    for _ in range(80):
        if game.is_over or is_fresh(game):
            break
        legal = game.legal_actions()
        d = game.decision
        assert d is not None
        pick = None
        if d.player == me and d.kind == "play" and d.data.get("ask") == "target":
            pick = counter_pick(game, legal) or best_target(game, me, legal)
        events += game.apply_or_raise(pick or default_answer(game, legal))
    return events


def best_target(game: Game, me: int, legal: list[Action]) -> Action | None:
    """The target whose position, settled, evaluates best for `me` (None with one choice)."""
    options = [a for a in legal if a.verb != "cancel"]
    if len(options) < 2:
        return None
    best, best_value = None, 0.0
    for a in options:
        h = game.clone()
        h.apply_or_raise(a)
        settle(h)
        value = evaluate(h.state, me)
        if best is None or value > best_value:
            best, best_value = a, value
    return best


# what may come between a card played (or an ability used) and its cancellation
_FOLLOW_UPS = frozenset(("to", "yes", "no", "mode", "player", "target", "done", "choose",
                         "pay", "tap", "rec"))


def cancelled_here(game: Game) -> set[Action]:
    """The plays started at this very decision and then cancelled (RUP4 358.5 puts the game
    back as it was): an agent whose follow-up answers back out of a play, such as a spell
    whose cost it would rather not pay, must not start it again at once."""
    log = game.log
    out: set[Action] = set()
    i = len(log) - 1
    while i >= 0 and log[i].verb == "cancel":
        j = i - 1
        while j >= 0 and log[j].verb in _FOLLOW_UPS:
            j -= 1
        if j < 0 or log[j].verb not in ("play", "act"):
            break
        out.add(log[j])
        i = j - 1
    return out


def candidates(legal: list[Action], game: Game | None = None) -> list[Action]:
    """The actions worth thinking about: manual rune taps and groups are covered by others;
    with `game`, one play of each card in the hand (copies with nothing on them lead to the
    same position, so only the first is tried)."""
    out = [a for a in legal if a.verb not in ("tap", "rec", "group", "cancel")]
    if game is not None:
        objs = game.state.objs
        seen: set[str] = set()
        kept = []
        for a in out:
            if a.verb == "play":
                o = objs[a.args[0]]
                if o.zone == HAND and not o.buffs and o.mods is None:
                    if o.card.code in seen:
                        continue
                    seen.add(o.card.code)
            kept.append(a)
        out = kept
    return out or legal


class GreedyRollout:
    """A quick greedy policy for playouts inside a game that is already sampled."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def decide(self, g: Game, who: int, legal: list[Action]) -> Action:
        if not is_fresh(g):
            return default_answer(g, legal)
        if g.decision is not None and g.decision.kind == "mulligan":
            return Action("keep") if Action("keep") in legal else legal[0]
        options = [a for a in candidates(legal, g) if a.verb == "play" or (
            a.verb == "move" and str(a.args[1]).startswith("bf"))]
        stop = [a for a in legal if a.verb in ("end", "pass")]
        if not options:
            return stop[0] if stop else legal[0]
        now = evaluate(g.state, who)
        best, best_value = (stop[0] if stop else options[0]), now - 0.5
        for a in options:
            h = g.clone()
            apply_settled(h, a)
            value = evaluate(h.state, who) + self.rng.random() * 0.01
            if value > best_value:
                best, best_value = a, value
        return best
