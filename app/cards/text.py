"""A card's English text, generated from its definition (never copied from printed cards).

Keywords come first, one per line, each with a short reminder in parentheses; then one
paragraph per ability. Every sentence here is our own wording: the printed text of the
cards is not ours to reproduce, and tests check that no generated text shares a run of six
words with it. A definition this module cannot phrase raises `CardTextError`, so a new op
or trigger gets its sentence before it reaches a player.

Conventions: the card refers to itself as "this unit" (or "this battlefield", ...); the
objects an ability chooses are named once ("Choose a friendly unit.") and then referred to
as "it"/"them", or "the first chosen unit" when an ability has several target slots.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.engine.abilities import ANY_NUMBER, Ability, Select, Static, Step, TargetSlot
from app.engine.cards import CardDef
from app.engine.core.enums import CardType, Domain, Keyword

__all__ = ["CardTextError", "ability_text", "card_text", "keyword_reminder", "keyword_line"]


class CardTextError(ValueError):
    """The definition uses something this module has no wording for."""


# -- keywords ---------------------------------------------------------------------------------

_REMINDERS: dict[Keyword, str] = {
    Keyword.ACCELERATE: "As you play it, you may add 1 Energy and 1 Power of its domain on top "
    "of its cost so that it comes into play ready.",
    Keyword.ACTION: "Castable during your turn or in a showdown.",
    Keyword.REACTION: "Castable whenever you like, even while something waits on the chain.",
    Keyword.ASSAULT: "Gains +{n} Might as long as it is attacking.",
    Keyword.SHIELD: "Gains +{n} Might as long as it is defending.",
    Keyword.TANK: "Units with Tank take combat damage first.",
    Keyword.DEATHKNELL: "The effect happens when this dies.",
    Keyword.GANKING: "It may move straight from one battlefield to another.",
    Keyword.HIDDEN: "On your turn, pay 1 Power of any domain to hide it facedown at a "
    "battlefield you control; from your next turn on, it can be played from there as a "
    "Reaction without paying its cost.",
    Keyword.LEGION: "The Legion part works only once you have played another card this turn.",
    Keyword.VISION: "On arrival, peek at your Main Deck's top card and optionally recycle it.",
    Keyword.TEMPORARY: "It is killed as its controller's Beginning Phase starts, before "
    "scoring.",
    Keyword.DEFLECT: "An opponent's spell or ability must pay {n} more Power of any domain to "
    "target it.",
    # Our summaries of RUP4 818-829; the engine does not run these yet.
    Keyword.EQUIP: "Pay its Equip cost to fasten it onto one of your units, which is then "
    "equipped.",
    Keyword.QUICK_DRAW: "Castable as a Reaction; once played, it fastens at once onto one of "
    "your units.",
    Keyword.REPEAT: "As you play it, you may also pay its Repeat cost; if you do, its effect "
    "happens one more time.",
    Keyword.WEAPONMASTER: "On arrival, you may move one of your Equipment onto it, paying "
    "that gear's Equip cost less 1 Power of any domain.",
    Keyword.AMBUSH: "It may enter as a Reaction at any battlefield that holds one of your "
    "units.",
    Keyword.HUNT: "Whenever it conquers or holds, you gain {n} XP.",
    Keyword.LEVEL: "The Level part works only while you have at least the XP shown.",
    Keyword.UNIQUE: "A deck may hold only one copy of it.",
    Keyword.BACKLINE: "Combat damage reaches it only after its controller's other units "
    "without Backline have taken lethal damage.",
    Keyword.EMPOWER: "Pay its Empower cost to make it Empowered, if it is not already.",
    Keyword.EMPOWERED: "The Empowered part works only while this is Empowered.",
    Keyword.FLOW: "It may also be played from your trash by paying its Flow cost; it is then "
    "banished.",
}

_SUMMING = {Keyword.ASSAULT, Keyword.SHIELD, Keyword.DEFLECT, Keyword.HUNT}


def keyword_reminder(keyword: Keyword, n: int = 1) -> str:
    """Our reminder text for a keyword, in parentheses: "(Units with Tank take ...)"."""
    try:
        text = _REMINDERS[keyword]
    except KeyError:
        raise CardTextError(f"no reminder text for keyword {keyword.value}") from None
    return f"({text.format(n=max(n, 1))})"


def keyword_line(keyword: Keyword, n: int = 1) -> str:
    """ "Shield 2 (...)" — the value is shown for summing keywords above 1."""
    name = keyword.value if keyword not in _SUMMING or n <= 1 else f"{keyword.value} {n}"
    return f"{name} {keyword_reminder(keyword, n)}"


# -- noun phrases -----------------------------------------------------------------------------

_NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}
_TYPE_NOUN = {
    CardType.UNIT: "unit",
    CardType.GEAR: "gear",
    CardType.BATTLEFIELD: "battlefield",
    CardType.LEGEND: "legend",
    CardType.SPELL: "spell",
    CardType.RUNE: "rune",
}


@dataclass(frozen=True)
class _Src:
    """The card speaking: how it names itself and its location."""

    card: CardDef

    @property
    def noun(self) -> str:
        return f"this {_TYPE_NOUN[self.card.type]}"

    @property
    def here(self) -> str:
        """Where "here" is: a battlefield's own place, a permanent's current location."""
        if self.card.type is CardType.BATTLEFIELD:
            return "at this battlefield"
        if self.card.type in (CardType.UNIT, CardType.GEAR):
            return f"at {self.noun}'s location"
        raise CardTextError(f"'here' means nothing on a {self.card.type.value}")


def _article(phrase: str) -> str:
    word = phrase.lower()
    vowel = word[:1] in ("a", "e", "i", "o") or (word[:1] == "u" and not word.startswith("uni"))
    return ("an " if vowel else "a ") + phrase


def _plural(noun: str) -> str:
    return noun if noun.endswith(("gear", "s")) else noun + "s"


def _noun(sel: Select, src: _Src, plural: bool) -> str:
    """ "exhausted friendly unit of Might 3 or lower at a battlefield" (without article)."""
    if sel.kind == "hand_card":  # play-by-effect: a card in your hand
        base = f"{sel.card_type.lower()} card" if sel.card_type else "card"
        with_kw = f" with {sel.keyword.value}" if sel.keyword is not None else ""
        return f"{_plural(base) if plural else base}{with_kw} from your hand"
    if sel.kind == "trash_card":
        base = f"{sel.card_type.lower()} card" if sel.card_type else "card"
        with_kw = f" with {sel.keyword.value}" if sel.keyword is not None else ""
        bounds = []  # its printed cost (RUP4 206)
        if sel.max_energy is not None:
            bounds.append(f"{sel.max_energy} Energy")
        if sel.max_power is not None:
            bounds.append("no Power" if sel.max_power == 0 else
                          "1 Power" if sel.max_power == 1 else f"{sel.max_power} Power")
        costs = f" that {'cost' if plural else 'costs'} at most {' and '.join(bounds)}" \
            if bounds else ""
        points = " whose Energy cost is lower than your points" if sel.below_points else ""
        return f"{_plural(base) if plural else base}{with_kw}{costs} in your trash{points}"
    if sel.kind == "battlefield":
        return _plural("battlefield") if plural else "battlefield"
    if sel.kind == "hand_card":  # additional-cost: a discard cost
        base = f"{sel.card_type.lower()} card" if sel.card_type else "card"
        return f"{_plural(base) if plural else base} in your hand"
    if sel.kind == "spell":
        side = {"friendly": "friendly ", "enemy": "enemy "}.get(sel.side, "")
        printed = []  # counter: its printed cost (RUP4 206)
        if sel.max_energy is not None:
            printed.append(f"at most {sel.max_energy} Energy")
        if sel.max_power is not None:
            printed.append(f"at most {sel.max_power} Power" if sel.max_power else "no Power")
        cost = f" whose printed cost is {' and '.join(printed)}" if printed else ""
        return side + ("spells" if plural else "spell") + " on the chain" + cost
    if sel.kind == "legend":  # legend-targets (RUP4 107.4.c)
        state = {True: "exhausted ", False: "ready ", None: ""}[sel.exhausted]
        side = {"friendly": "friendly ", "enemy": "enemy ", "any": ""}[sel.side]
        return f"{state}{side}{'Legends' if plural else 'Legend'}"
    if sel.kind == "something":  # what can be exhausted: units, gear, runes, legends
        state = {True: "exhausted ", False: "ready ", None: ""}[sel.exhausted]
        side = {"friendly": "friendly ", "enemy": "enemy ", "any": ""}[sel.side]
        what = "units, gear, runes or Legends" if plural else "unit, gear, rune or Legend"
        return f"{state}{side}{what}"
    if sel.where == "self":
        raise CardTextError("a selection of the source itself is not a group or a choice")
    if sel.or_gear:  # "a unit at a battlefield or a gear"
        if (sel.side, sel.other, sel.exhausted, sel.buffed, sel.stunned, sel.damaged, sel.tag,
                sel.keyword, sel.max_might, sel.mighty) != ("any", False) + (None,) * 8:
            raise CardTextError("no wording for a filtered 'or_gear' selection")
        return "units at battlefields and gear" if plural else "unit at a battlefield or a gear"
    noun = {"unit": "unit", "gear": "gear", "permanent": "permanent", "rune": "rune",
            "facedown": "facedown card"}.get(sel.kind)
    if sel.or_facedown:  # sel-legend-facedown
        noun = {"unit": "unit or facedown card", "gear": "gear or facedown card",
                "permanent": "gear, unit or facedown card"}.get(sel.kind)
    if noun is None:
        raise CardTextError(f"no noun for kind {sel.kind!r}")
    pre: list[str] = []
    if sel.exhausted is True:
        pre.append("exhausted")
    elif sel.exhausted is False:
        pre.append("ready")
    for flag, yes, no in ((sel.buffed, "buffed", "unbuffed"), (sel.stunned, "stunned",
                          "unstunned"), (sel.damaged, "damaged", "undamaged")):
        if flag is not None:
            pre.append(yes if flag else no)
    if sel.mighty is True:
        pre.append("Mighty")  # Might 5 or more (RUP4 708)
    elif sel.mighty is False:
        pre.append("non-Mighty")
    if sel.tag is not None:
        pre.append(sel.tag)
    post: list[str] = []
    if sel.kind == "rune":
        if sel.side == "friendly":
            post.append("you control")
        elif sel.side == "enemy":
            post.append("an opponent controls")
    elif sel.side in ("friendly", "enemy"):
        pre.append(sel.side)
    if sel.keyword is not None:
        post.append(f"with {sel.keyword.value}")
    if sel.max_might is not None:
        post.append(f"of Might {sel.max_might} or lower")
    where = {
        "any": "",
        "battlefield": "at battlefields" if plural else "at a battlefield",
        "base": "in a base",
        "combat": "in combat",
        "target_bf": "at that battlefield",
        "with_first": "at the same location as the first chosen unit",
    }.get(sel.where)
    if sel.where == "not_here":
        where = f"at a different location from {src.noun}"
    if sel.where == "here":
        where = src.here
    if sel.where == "my_bf":
        where = ("at this battlefield" if src.card.type is CardType.BATTLEFIELD
                 else f"at {src.noun}'s battlefield")
    if sel.where == "event":
        raise CardTextError("'event' names one object (\"it\"), not a kind of object")
    if where is None:
        raise CardTextError(f"no wording for where={sel.where!r}")
    if where:
        post.append(where)
    if sel.owned:  # sel-owned (RUP4 127.1)
        post.append("you own")
    if sel.or_champion:  # sel-champion-zone (RUP4 355.9.a.5)
        post.append("in your Champion Zone or on the board")
    if plural and sel.or_facedown:
        noun = noun.replace("unit", "units").replace("facedown card", "facedown cards")
        plural = False
    phrase = " ".join([*pre, _plural(noun) if plural else noun, *post])
    return phrase


def _choice(slot: TargetSlot, src: _Src) -> str:
    """ "a friendly unit", "another unit", "up to two units", "2 friendly units"."""
    sel = slot.select
    if slot.count >= ANY_NUMBER:
        group = ""
        if slot.same_bf:
            group += " at one battlefield" if sel.where == "battlefield" else " at one location"
        if slot.total_might is not None:
            group += f", together of Might {slot.total_might} or lower"
        noun = _noun(sel, src, plural=True)
        if slot.same_bf and sel.where == "battlefield":
            noun = noun.replace(" at battlefields", "")
        return f"any number of {'other ' if sel.other else ''}{noun}{group}"
    if slot.count == 1:
        noun = _noun(sel, src, plural=False)
        if slot.up_to:
            return f"up to one {'other ' if sel.other else ''}{noun}"
        return f"another {noun}" if sel.other or slot.distinct else _article(noun)
    noun = _noun(sel, src, plural=True)
    other = "other " if sel.other else ""
    count = _NUMBERS.get(slot.count, str(slot.count))
    return f"{'up to ' if slot.up_to else ''}{count} {other}{noun}"


@dataclass(frozen=True)
class _Obj:
    """What a step acts on, in the forms a sentence needs."""

    subj: str  # "it", "they", "each enemy unit in combat", "this unit"
    obj: str  # "it", "them", "each enemy unit in combat", "this unit"
    plural: bool  # takes a plural verb ("they get")
    each: bool = False  # several objects, each affected ("each of them")
    poss: str = "its"

    def verb(self, singular: str, plural: str) -> str:
        return plural if self.plural else singular


_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth")


def _slot_ref(ability: Ability, index: int) -> _Obj:
    slots = ability.targets
    if index >= len(slots) or index >= len(_ORDINALS):
        raise CardTextError(f"no target slot {index} to refer to")
    slot = slots[index]
    many = slot.count > 1
    if slot.cost is None and any(s.cost is not None for s in slots):
        # slots that pay a cost are not choices the text counts ("choose a unit. Ready it.")
        choices = [i for i, s in enumerate(slots) if s.cost is None]
        slots, index = tuple(slots[i] for i in choices), choices.index(index)
    if len(slots) == 1:
        if many:
            return _Obj("they", "them", plural=True, each=True, poss="their")
        return _Obj("it", "it", plural=False)
    kind = {"trash_card": "card", "battlefield": "battlefield"}.get(slot.select.kind, "unit")
    name = f"the {_ORDINALS[index]} chosen {_plural(kind) if many else kind}"
    return _Obj(name, name, plural=many, each=many, poss="their" if many else "its")


def _acted_on(step: Step, ability: Ability, src: _Src) -> _Obj:
    if step.scope is not None:
        if step.scope.where == "self":
            return _Obj(src.noun, src.noun, plural=False)
        if step.scope.where == "event":  # the object the trigger speaks of
            that = {"unit": "that unit", "gear": "that gear"}.get(step.scope.kind, "it")
            return _Obj(that, that, plural=False)
        if step.scope.where == "spent":  # buff-spend: the units whose buff was spent
            them = "each unit whose buff was spent this way"
            return _Obj(them, them, plural=False)
        noun = f"each {'other ' if step.scope.other else ''}{_noun(step.scope, src, False)}"
        if step.scope.where == "target_bf":
            noun = noun.replace("at that battlefield", "there")
        if step.scope.where == "battlefield":
            noun = noun.replace("at a battlefield", "on the battlefields")
        return _Obj(noun, noun, plural=False)
    if step.target is not None and step.also is not None:
        a, b = _slot_ref(ability, step.target).obj, _slot_ref(ability, step.also).obj
        both = f"{a} and {b}"
        return _Obj(both, both, plural=True)
    if step.target is not None:
        return _slot_ref(ability, step.target)
    if src.card.type is CardType.LEGEND and step.op == "ready":
        return _Obj(src.noun, src.noun, plural=False)  # "ready me": a legend readies itself
    if src.card.type in (CardType.SPELL, CardType.LEGEND):
        raise CardTextError(f"op {step.op!r} with no target or scope acts on a permanent source")
    return _Obj(src.noun, src.noun, plural=False)


# -- steps ------------------------------------------------------------------------------------


def _cards(n: int) -> str:
    return f"{n} card" if n == 1 else f"{n} cards"


def _signed(n: int) -> str:
    return f"+{n}" if n >= 0 else f"-{-n}"


def _duration(step: Step) -> str:
    if step.duration == "turn":
        return "this turn"
    if step.duration == "combat":
        return "until the combat ends"
    if step.duration == "permanent":
        return ""
    raise CardTextError(f"no wording for duration {step.duration!r}")


def _to_each(o: _Obj) -> str:
    return "each of them" if o.each else o.obj


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


def _step_body(step: Step, ability: Ability, src: _Src) -> str:
    if step.op in ("banish", "play", "look_play", "extra_turn", "reveal_play", "look_banish"):
        return _pbe_body(step, ability, src)
    delayed = _delayed_body(step, src)
    if delayed is not None:
        return delayed
    if step.op == "delay_next":
        abilities = src.card.abilities
        if not (0 <= step.n < len(abilities)) or abilities[step.n].kind != "delayed":
            raise CardTextError(f"'delay_next' names no delayed ability (#{step.n})")
        later = _effect(abilities[step.n], src)
        who = _acted_on(step, ability, src)
        return (f"the next time {who.subj} takes damage this turn: "
                f"{later[:1].lower()}{later[1:]}")
    op, n = step.op, step.n
    if op == "draw" and step.who == "each_player":
        return f"each player draws {_cards(n or 1)}"
    if op == "draw" and step.who == "its_controller" and step.target is not None:
        ref = _slot_ref(ability, step.target)
        who = f"{ref.poss} {'controllers each draw' if ref.plural else 'controller draws'}"
        return f"{who} {_cards(n or 1)}"
    if op == "prevent_spell_damage":  # RUP4 437
        return ("this turn, prevent all damage that spells and abilities would deal "
                "(combat damage isn't prevented)")
    if op == "hide_free":
        return "for the rest of this turn, hiding a card costs you nothing"
    if op == "discard_hand":
        if step.who == "each_player":
            return "each player discards their whole hand"
        if step.who == "you":
            return "discard your whole hand"
        raise CardTextError(f"no wording for discard_hand by {step.who!r}")
    if op == "draw" and step.who == "that_player":
        return f"that player draws {_cards(n or 1)}"
    if op == "draw" and step.per_scope is not None:  # "for each", counted as it resolves
        return f"draw {_cards(n or 1)} for each {_noun(step.per_scope, src, plural=False)}"
    if op == "draw":
        return f"draw {_cards(n or 1)}"
    if op == "cant_play":  # restrictions
        return "for the rest of this turn, your opponents can't play cards"
    if op == "might_to":
        if len(ability.targets) != 2:
            raise CardTextError("'might_to' is worded for two single-unit slots")
        return ("this turn, the first chosen unit's Might is raised to the second chosen "
                "unit's Might as this resolves (nothing happens if it is already as high)")
    if op == "discard":
        return f"discard {_cards(n or 1)}"
    if op == "channel" and step.amount == "spent":  # buff-spend
        runes = "1 rune for each buff spent this way"
        return f"channel {runes}, {'exhausted' if step.exhausted else 'ready'}"
    if op == "spend_buffs":  # buff-spend, on resolution (RUP4 702.2.b)
        whom = (_noun(step.scope, src, plural=True) if step.scope is not None
                else "units").removeprefix("friendly ")
        if step.n == 1:
            return f"for each of your {whom}, you may spend its buff"
        return f"spend as many buffs of your {whom} as you choose (none at all is allowed)"
    if op == "channel":
        runes = "1 rune" if n == 1 else f"{n} runes"
        who = "channel"
        if step.who == "that_player":  # trig-phase
            who = "that player channels"
        if step.target is not None:  # "its owner channels"
            ref = _slot_ref(ability, step.target)
            who = f"{ref.poss} {'owners each channel' if ref.plural else 'owner channels'}"
        if step.exhausted:
            return f"{who} {runes}, which {'enters' if n == 1 else 'enter'} exhausted"
        return f"{who} {runes}"
    if op == "activate" and step.scope is not None:  # extra-trigger (RUP4 383.4.g)
        whom = _noun(step.scope, src, plural=True)
        return (f"the {step.effects} effects of {whom} trigger as if each of them had just "
                f"{step.effects}ed (if their other conditions are met)")
    if op == "return_champion":  # RUP4 108.3.c.1
        return ("return your Chosen Champion from your trash to your Champion Zone, if that "
                "zone is empty")
    if op == "win":  # alt-victory (RUP4 195)
        return "you win the game"
    if op == "point" and step.who == "that_player":
        return f"that player gains {n} point{'s' if n != 1 else ''}"
    if op == "point":
        return f"gain {n} point{'s' if n != 1 else ''}"
    if op == "predict":  # with its reminder, as keywords have theirs (RUP4 436.1)
        if n <= 1:
            return "predict (peek at your Main Deck's top card; you may then recycle it)"
        return (f"predict {n} (peek at your Main Deck's top {n} cards, recycle any of them "
                f"and put the others back on top in any order)")
    if op == "look_take":  # as many as there are; the rest together, in a random order (416.5)
        return (f"look at the top {_cards(n)} of your Main Deck, put 1 of them into your hand "
                f"and recycle the rest (to the bottom of your Main Deck)")
    if op == "units_enter_ready":
        return "for the rest of this turn, each unit you play enters ready"
    if op == "add_energy":
        return f"add {n} Energy"
    if op == "buff_might":
        return (f"for the rest of this turn, each buff on a friendly unit gives it "
                f"{n} more Might")
    if op == "add_power":
        if step.domain is None:
            return f"add {n} Power of any domain"
        return f"add {n} {step.domain.value} Power"
    if op == "token":
        ready = "ready " if step.ready else ""
        kind, with_might = _token_kind(step.card)
        tokens = (f"a {ready}{kind} token{with_might}" if n == 1
                  else f"{_NUMBERS.get(n, str(n))} {ready}{kind} tokens{with_might}")
        if step.to == "base":
            return f"play {tokens} in your base"
        if step.to == "here":
            return f"play {tokens} {src.here}"
        if step.to == "choose":
            each = "it" if n == 1 else "each"
            return f"play {tokens}; put {each} in your base or at a battlefield you control"
        raise CardTextError(f"no wording for token destination {step.to!r}")
    if op == "deal_might":
        if len(ability.targets) == 2:
            return "the first chosen unit deals damage equal to its Might to the second"
        if src.card.type is CardType.UNIT:
            return f"{src.noun} deals damage equal to its Might to the chosen unit"
        raise CardTextError("'deal_might' with one slot needs a unit source")
    if op == "fight" and step.scope is not None and step.scope.where == "with_first":
        # dependent targets: the second unit is chosen on resolution (RUP4 355.17)
        from dataclasses import replace as _with

        what = _noun(_with(step.scope, where="any"), src, plural=False)
        return (f"then choose another {what} at the chosen unit's location (chosen as this "
                f"resolves). Each of the two deals damage equal to its Might to the other")
    if op == "fight":
        if len(ability.targets) == 2 and all(t.count == 1 for t in ability.targets):
            return "each of the two chosen units deals damage equal to its Might to the other"
        if (len(ability.targets) == 1 and ability.targets[0].count == 1
                and src.card.type is CardType.UNIT):
            return (f"{src.noun} and the chosen unit each deal damage equal to its Might "
                    f"to the other")
        raise CardTextError("'fight' is worded for two single-unit slots")
    if op in ("kill", "return_hand") and step.who in ("each_player", "each_player_next"):
        return _pick_text(step, src)
    if op in ("kill", "return_hand") and step.who == "each_other_next":
        return _others_pick_text(step, src, ability.kind == "spell")
    if op == "recycle" and step.n and step.scope is not None and step.scope.where != "self":
        # "recycle N from your trash" / "recycle one of your runes" (RUP4 416.6, 416.4)
        if step.scope.kind == "rune":
            which = "one of your runes" if n == 1 else f"{n} of your runes"
            return (f"recycle {which} (put {'it' if n == 1 else 'them'} on the bottom of "
                    f"your Rune Deck)")
        if step.may or step.scope.any_trash:  # "recycle up to N from trashes"
            where = "any player's trash" if step.scope.any_trash else "your trash"
            what = _noun(step.scope, src, plural=n > 1).split(" in ")[0]
            upto = "up to " if step.may else ""
            return (f"recycle {upto}{n} {what} from {where} (each goes to the bottom of its "
                    f"owner's Main Deck)")
        what = _noun(step.scope, src, plural=n > 1).removesuffix(" in your trash")
        return (f"recycle {n} {what} from your trash (as many as there are; "
                f"{'it goes' if n == 1 else 'they go'} to the bottom of your Main Deck)")
    if op == "pay":  # pay-to: a cost within instructions paid on resolution (444.2)
        return f"you may pay {_price(step.n, step.power)}"
    if op == "pay_x":  # x-cost
        return "pay as much Power of any domain as you choose (none at all is allowed)"
    if op == "handler":  # a one-off card's own instructions (app.engine.oneoff)
        if step.handler not in _HANDLER_TEXT:
            raise CardTextError(f"no wording for handler {step.handler!r}")
        return _HANDLER_TEXT[step.handler]
    if op == "reveal_hand":
        return ("that player reveals their hand" if step.who == "chosen_player"
                else "reveal your hand")
    if op == "reveal_top":
        return f"reveal the top {_cards(n)} of your Main Deck"
    if op in ("revealed_discard", "revealed_recycle") and step.scope is not None:
        sel = step.scope
        kind = (f"{sel.card_type.lower()} card" if sel.card_type
                else f"non-{sel.not_card_type.lower()} card" if sel.not_card_type else "card")
        what = f"choose {_article(kind)} from among the revealed cards"
        if op == "revealed_discard":
            return f"{what}; its owner discards it"
        return f"{what} and recycle it (it goes to the bottom of its owner's Main Deck)"
    if op == "revealed_recycle":
        return "recycle the revealed cards (they go to the bottom of your Main Deck)"
    if op == "unless":
        if step.offer != "you_draw":
            raise CardTextError(f"no wording for the offer {step.offer!r}")
        if step.who == "its_controller" and step.target is not None:
            ref = _slot_ref(ability, step.target)
            who = f"{ref.poss} controller"
        else:
            who = "that player"
        return f"{who} may have you draw {_cards(n)} to stop what follows"
    o = _acted_on(step, ability, src)
    if op == "deal" and step.amount == "paid_x":
        return f"deal that much damage to {_to_each(o)}"
    if op == "deal" and step.amount == "revealed_keyword" and step.keyword is not None:
        return (f"deal {n} damage to {_to_each(o)} for each revealed card with "
                f"{step.keyword.value}")
    if op == "split":  # split-damage (RUP4 355.14)
        return (f"deal {n} damage divided as you choose among {o.obj} as this resolves (each "
                f"takes at least 1; no more units can be chosen than there is damage)")
    if op == "deal" and step.amount == "first_might":  # deal-equal-might
        return f"deal damage equal to the first chosen unit's Might to {_to_each(o)}"
    if op == "deal" and step.amount == "my_might":
        return f"deal damage equal to {src.noun}'s Might to {_to_each(o)}"
    if op == "swap":  # swap-locations
        that = "the chosen unit" if o.obj == "it" else o.obj
        return f"move {src.noun} to {that}'s location and {that} to where {src.noun} was"
    if op == "deal" and step.amount == "discarded_energy":
        return f"deal damage equal to the discarded card's Energy cost to {_to_each(o)}"
    if op == "deal":
        return f"deal {n} damage to {_to_each(o)}"
    if op == "kill":
        return f"kill {o.obj}"
    if op == "buff":
        return f"buff {o.obj}"
    if op == "stun":
        return f"stun {o.obj}"
    if op == "heal":
        return f"heal {o.obj}"
    if op == "ready":
        return f"ready {o.obj}"
    if op == "exhaust":
        return f"exhaust {o.obj}"
    if op == "recall":
        return f"send {o.obj} back to {o.poss} base (this is not a move)"
    if op == "might":
        return f"{o.subj} {o.verb('gets', 'each get')} {_signed(n)} Might this turn"
    if op == "weaken":
        return (f"{o.subj} {o.verb('gets', 'each get')} -{n} Might this turn, "
                f"but not below 1 Might")  # fmt: skip
    if op == "double_might":
        return (f"double {o.poss} Might this turn ({o.subj} {o.verb('gets', 'each get')} as "
                f"much Might as {o.verb('it has', 'they have')} now, nothing if that is "
                f"below 0)")
    if op == "set_might":
        return f"{o.poss} Might becomes {n} this turn, before any other change to it"
    if op == "grant" and step.duration == "permanent":
        assert step.keyword is not None
        kw = keyword_line(step.keyword, n or 1)
        return f"give {o.obj} {kw.split(' (')[0]}. {_reminder_of(kw)}"
    if op == "grant":
        assert step.keyword is not None
        kw = keyword_line(step.keyword, n or 1)
        has = o.verb("has", "each have")
        return f"{o.subj} {has} {kw.split(' (')[0]} {_duration(step)}. {_reminder_of(kw)}"
    if op == "return_hand":
        if step.target is not None and ability.targets[step.target].select.kind == "trash_card":
            return f"put {o.obj} into your hand"
        owner = "their owners' hands" if o.plural else "its owner's hand"
        return f"return {o.obj} to {owner}"
    if op == "move_base":  # a unit's base is its controller's (RUP4 107.1.c), taken or not
        owner = "their controllers' bases" if o.plural else "its controller's base"
        return f"move {o.obj} to {owner}"
    if op == "move":  # move-effect
        if o.plural:
            raise CardTextError("no wording for moving several chosen units")
        if step.dest == "any":
            return f"move {o.obj} to another location (its base or another battlefield)"
        if step.dest == "battlefield":
            return f"move {o.obj} to a battlefield"
        if step.dest == "to_or_from_base":
            return (f"move {o.obj} from its base to a battlefield, or from a battlefield to "
                    f"its base")
        if step.dest == "here":
            return f"move {o.obj} to {src.here.removeprefix('at ')}"
        if step.dest == "chosen_bf":
            return f"move {o.obj} to the chosen battlefield"
        if step.dest == "first_target":
            return f"move {o.obj} to the battlefield where the first chosen unit is"
        if step.dest == "with_event":
            return f"move {o.obj} to where that unit moved"
        raise CardTextError(f"no wording for move destination {step.dest!r}")
    if op == "save" and (step.n or step.power):  # a paid save (app.engine.paysave)
        return (f"once this turn, when {o.subj} would die, you may pay "
                f"{_price(step.n, step.power)} right then; if you do, {o.subj} is instead "
                f"healed, exhausted and sent back to base (not a move)")
    if op == "save":
        return (f"once this turn, when {o.subj} would die, {o.subj} is instead healed, "
                f"exhausted and sent back to base (not a move)")  # fmt: skip
    if op == "draw_if_killed":
        return f"if {o.subj} dies as a result, draw {_cards(n or 1)}"
    if op == "take_control":  # control-change, for the rest of the game
        return f"take control of {o.obj}"
    if op == "new_choices":  # RUP4 750-755
        return (f"you may make new choices for {o.obj}: replace any of the things "
                f"{o.subj} chose with others {o.subj} didn't choose before")
    if op == "counter":  # RUP4 425.1.a
        return (f"counter {o.obj}: {o.subj} {o.verb('does', 'do')} nothing and "
                f"{o.verb('goes', 'go')} to {o.poss} owner's trash")
    if op == "recycle":  # RUP4 416.1
        kind = (ability.targets[step.target].select.kind if step.target is not None
                else step.scope.kind if step.scope is not None else "")
        deck = "Rune Deck" if kind == "rune" else "Main Deck"
        owner = "their owners'" if o.plural else "its owner's"
        pron = "them" if o.plural else "it"
        return f"recycle {o.obj} (put {pron} on the bottom of {owner} {deck})"
    raise CardTextError(f"no wording for op {op!r}")


def _pick_text(step: Step, src: _Src) -> str:
    """ "in turn order, each player picks a unit they control and kills it"."""
    from dataclasses import replace

    assert step.scope is not None
    side = step.scope.side
    noun = _article(_noun(replace(step.scope, side="any"), src, plural=False))
    if side == "friendly":
        noun += " they control"
    elif side == "enemy":
        noun += " an opponent of theirs controls"
    does = {"kill": ("kills it", "kill it"),
            "return_hand": ("puts it back into its owner's hand",
                            "put it back into its owner's hand")}[step.op][int(step.may)]
    pick = "may pick" if step.may else "picks"
    lead = ("in turn, from the player after you round to you, " if step.who == "each_player_next"
            else "in turn order, ")
    return f"{lead}each player {pick} {noun} and {does}"


def _others_pick_text(step: Step, src: _Src, spell: bool) -> str:
    """Dependent picks: each other player picks, then one instruction acts on all the picks."""
    assert step.scope is not None
    noun = _noun(step.scope, src, plural=False)
    plural = _noun(step.scope, src, plural=True)
    does = {"kill": "kill", "return_hand": "put back into their owners' hands"}[step.op]
    return (f"starting with the next player, each other player chooses {_article(noun)} you "
            f"don't control that hasn't been chosen for this {'spell' if spell else 'ability'}; "
            f"{does} those {plural}")


def _delayed_body(step: Step, src: _Src) -> str | None:
    """The delayed ops (RUP4 389-392), worded with the window they apply in."""
    op, n = step.op, step.n
    if op == "next_unit_ready":
        return "the next unit you play this turn enters the board ready"
    if op == "next_spell_discount":
        return f"the next spell you play this turn costs {n} Energy less"
    if op == "next_spell_bonus":
        return (f"the next spell you play this turn deals {n} Bonus Damage (each instance of "
                f"damage it deals is {n} higher)")
    if op == "delay":
        abilities = src.card.abilities
        if not (0 <= n < len(abilities)) or abilities[n].kind != "delayed":
            raise CardTextError(f"'delay' names no delayed ability (#{n})")
        later = _effect(abilities[n], src)
        later = later[:1].lower() + later[1:]
        if abilities[n].trigger == "damaged":
            return f"for the rest of this turn, whenever a unit takes damage: {later}"
        return f"at the end of this turn: {later}"
    return None


_HANDLER_TEXT = {
    "divine_judgment": ("each player chooses 2 units and 2 gear they control, 2 runes they "
                        "control and 2 cards in their hand. Recycle everything else of those "
                        "kinds (cards go to the bottom of their owner's Main Deck, runes to the "
                        "bottom of their owner's Rune Deck)"),
    "party_favors": ("each other player chooses Cards or Runes. For each player who chose "
                     "Cards, you and that player each draw 1 card. For each player who chose "
                     "Runes, you and that player each channel 1 rune, which enters exhausted"),
    "twisted_fate": ("reveal the top rune of your Rune Deck, then recycle it (it goes to the "
                     "bottom of your Rune Deck). If it is a Fury rune, choose an enemy unit at "
                     "this unit's location: deal 2 damage to it and 1 damage to each other "
                     "enemy unit there. If it is a Mind rune, draw 1 card. If it is an Order "
                     "rune, choose an enemy unit and stun it"),
}

_STEP_CONDITIONS = {
    "legion": "if you have played another card this turn",
    "no_legion": "if you have not played another card this turn",
    "cost_paid": "if the extra cost was paid",
    "cost_not_paid": "if the extra cost was not paid",
    "channel_failed": "if no rune could be channeled",
    "if_killed": "if that killed anything",
    "paid": "if you paid",  # pay-to
    "not_paid": "if you didn't pay",
    "not_stopped": "if it wasn't stopped that way",
}


def _price(energy: int, power: tuple) -> str:  # type: ignore[type-arg]
    """pay-to: "1 Energy and 1 Calm Power"."""
    what = [f"{energy} Energy"] if energy else []
    for pip in power:
        if len(pip) == len(Domain):
            what.append("1 Power of any domain")
        else:
            what.append("1 " + " or ".join(d.value for d in Domain if d in pip) + " Power")
    return " and ".join(what)


def _step_text(step: Step, ability: Ability, src: _Src) -> str:
    body = _step_body(step, ability, src)
    cond = step.condition
    if cond is None:
        return body
    if cond == "spells_only":
        if step.op not in ("add_energy", "add_power"):
            raise CardTextError("'spells_only' is worded for add_energy and add_power")
        return f"{body}, to be spent only on spells"
    if cond == "target_alone":
        if step.target is None:
            raise CardTextError("'target_alone' needs a target")
        o = _slot_ref(ability, step.target)
        return f"if you control no other unit at {o.poss} location, {body}"
    if cond == "channel_failed":
        tried = [s.n for s in ability.steps if s.op == "channel"]
        if tried and tried[0] > 1:  # "if you couldn't channel N runes this way"
            return f"if fewer than {tried[0]} runes could be channeled this way, {body}"
    if cond == "ready_enemy_here":
        return f"if any enemy unit {src.here} is ready, {body}"
    if cond in ("target_stunned", "target_not_stunned"):
        if step.target is None:
            raise CardTextError(f"{cond!r} needs a target")
        o = _slot_ref(ability, step.target)
        state = "stunned" if cond == "target_stunned" else "not stunned"
        return f"if {o.subj} {o.verb('is', 'are')} {state}, {body}"
    if cond == "at_battlefield":
        return f"if {src.noun} is at a battlefield, {body}"
    if cond == "hand_at_most":  # cond-hand
        n = step.at_most or 0
        cards = "no cards" if n == 0 else f"at most {n} {'card' if n == 1 else 'cards'}"
        return f"if you have {cards} in your hand, {body}"
    if cond in _STEP_CONDITIONS:
        return f"{_STEP_CONDITIONS[cond]}, {body}"
    raise CardTextError(f"no wording for step condition {cond!r}")


# -- abilities --------------------------------------------------------------------------------


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _sentences(parts: list[str]) -> str:
    return " ".join(_cap(p) + ("" if p.endswith((".", ".)")) else ".") for p in parts if p)


def _reminder_of(line: str) -> str:
    """The "(...)" part of a keyword line."""
    return line[line.index(" (") + 1 :]


def _trigger(ability: Ability, src: _Src) -> str:
    t, cond = ability.trigger, ability.condition
    me = src.noun
    simple = {
        "play_me": f"when {me} is played",
        "attack": f"when {me} attacks",
        "defend": f"when {me} defends",
        "move": f"when {me} moves",
        "move_to_bf": f"when {me} moves to a battlefield",
        "conquer": f"when {me} conquers",
        "hold": f"when {me} holds",
        "die": f"when {me} dies",
        "discard_me": f"when you discard {me}",
        "start_of_turn": "as your turn begins",
        "end_of_turn": "as your turn ends",
        "start_of_main": "as your Main Phase begins",
        "first_beginning": "as each player's first Beginning Phase begins",
    }
    if t == "die" and src.card.type is CardType.GEAR:
        return f"when {me} is killed"  # a gear is killed; "dies" is said of units
    if t in _YOU_ACT_PLAY:
        return _you_act_play(t, cond, src)
    if t == "you_kill":
        from dataclasses import replace as _with

        sel = ability.event
        if cond == "enemy":
            sel = _with(sel, side="enemy") if sel is not None else None
        what = (_article(_noun(sel, src, plural=False)) if sel is not None
                else "an enemy unit" if cond == "enemy" else "a unit")
        if cond == "with_spell":  # kill-attribution (RUP4 411.6, 428.5)
            return (f"whenever you kill {what} with a spell (its damage or its kill "
                    f"instruction)")
        return f"whenever you kill {what}"
    if t == "leave_board":
        return f"when {me} leaves the board"
    if t == "friendly_becomes_mighty" and cond is None:  # RUP4 709
        return "whenever a unit you control becomes Mighty (its Might rises to 5 or more)"
    if t == "friendly_unit_dies":
        if cond == "first_each_turn":
            return "the first time a friendly unit dies each turn"
        if cond == "non_recruit":
            return "whenever another friendly unit that isn't a Recruit dies"
        if cond is None:
            return "whenever a friendly unit dies"
        if cond == "buffed":
            return "whenever a buffed friendly unit dies"
    if t == "unit_moves_from_here" and cond is None:
        if src.card.type is not CardType.BATTLEFIELD:
            raise CardTextError("'unit_moves_from_here' is a battlefield's trigger")
        return "whenever a unit moves away from this battlefield"
    if t == "opponent_moves_to_bf":
        if cond == "not_here" and src.card.type is CardType.UNIT:
            return (f"whenever an opponent moves units to a battlefield other than the one "
                    f"{me} is at")
        if cond is None:
            return "whenever an opponent moves units to a battlefield"
    if t == "friendly_unit_attacks_or_defends":  # trig-combat
        if cond == "alone":
            return "whenever a friendly unit attacks or defends alone"
        if cond is None:
            return "whenever a friendly unit attacks or defends"
    if t == "player_chooses_friendly_here":  # sel-bf-here
        if src.card.type is not CardType.BATTLEFIELD:
            raise CardTextError("'player_chooses_friendly_here' is a battlefield's trigger")
        phrase = "whenever a player chooses a unit they control at this battlefield with a spell"
        if cond == "first_each_turn":
            return phrase + " for the first time in a turn"
        if cond is None:
            return phrase
    if t == "opponent_unit_attacks_your_bf" and cond is None:
        return "whenever an enemy unit attacks a battlefield you control"
    if t == "friendly_moves_from_here" and cond is None:
        return f"whenever another friendly unit moves away from {me}'s location"
    if t == "play_me" and cond == "at_battlefield":
        return f"when {me} is played to a battlefield"
    if t == "move" and cond == "first_each_turn":
        return f"the first time {me} moves each turn"
    if t == "move" and cond == "third_time":
        return f"the third time {me} moves in a turn"
    if t == "you_play_unit":
        phrase = "whenever you play a unit"
        if ability.event is not None:  # "a Mighty unit": as it enters the board (RUP4 710)
            phrase = "whenever you play " + _article(_noun(ability.event, src, plural=False))
            if ability.event.mighty is True:
                phrase += " (Might 5 or more as it enters the board)"
        if cond == "other":
            return "whenever you play a unit other than " + me
    elif t == "you_play_spell":
        phrase = "whenever you play a spell"
        if cond == "spell_cost_5":
            return phrase + " costing at least 5 Energy"
    elif t == "you_conquer":
        phrase = "whenever you conquer a battlefield"
        if src.card.type is CardType.BATTLEFIELD:  # a battlefield's: only when it is conquered
            phrase = "when you conquer this battlefield"
        if cond == "units_4":
            return phrase + " while 4 or more of your units are there"
    elif t == "you_hold":
        phrase = "when you hold " + (
            "this battlefield" if src.card.type is CardType.BATTLEFIELD else "a battlefield"
        )
    elif t == "you_defend_here":
        if src.card.type is not CardType.BATTLEFIELD:
            raise CardTextError("'you_defend_here' is a battlefield's trigger")
        phrase = "when you defend this battlefield"
    elif t in simple:
        phrase = simple[t]
    else:
        raise CardTextError(f"no wording for trigger {t!r}")
    if cond == "extra_cost_paid" and t == "play_me":
        return phrase + ", if its optional additional cost was paid"
    if cond == "at_battlefield":
        phrase += f" while {me} is at a battlefield"
    elif cond == "after_attack" and t == "conquer":  # cond-excess
        phrase += " at the end of a combat in which you attacked"
        if ability.excess is not None:
            phrase += (f", if you assigned {ability.excess} or more excess damage (damage "
                       f"beyond lethal) to enemy units in that combat")
    elif cond == "opponents_turn" and t in ("you_play_unit", "you_play_spell"):
        phrase += " during an opponent's turn"  # cond-turn
    elif cond is not None:
        raise CardTextError(f"no wording for trigger {t!r} with condition {cond!r}")
    if ability.if_control is not None:
        n = ability.if_count
        what = (_article(_noun(ability.if_control, src, False)) if n == 1
                else f"{n} or more {_noun(ability.if_control, src, True)}")
        phrase += f" while you control {what}"
    return phrase


# trig-you-act / trig-you-play: "whenever you <verb> ..." (the player's own actions)
_YOU_ACT_PLAY = {
    "you_stun": ("whenever you stun a unit", "whenever you stun an enemy unit"),
    "you_stun_units": ("whenever you stun one or more units",
                       "whenever you stun one or more enemy units"),
    "you_discard": ("whenever you discard one or more cards", None),
    "you_ready": ("whenever you ready something", None),
    "you_recycle": ("whenever you recycle one or more cards to your Main Deck", None),
    "you_play_gear": ("whenever you play a gear", None),
    "you_play_card": ("whenever you play a card", None),
    "you_buff": ("whenever you buff a unit", None),
}


def _you_act_play(t: str, cond: str | None, src: _Src) -> str:
    plain, enemy = _YOU_ACT_PLAY[t]
    if cond is None:
        return plain
    if cond == "enemy" and enemy is not None:
        return enemy
    if cond == "other" and t == "you_play_gear":
        return f"whenever you play a gear other than {src.noun}"
    if cond == "other" and t == "you_play_card":
        return f"whenever you play a card other than {src.noun}"
    if cond == "second_card":
        return "whenever you play your second card in a turn"
    if cond == "friendly_unit" and t == "you_ready":
        return "whenever you ready a friendly unit (your Awaken Phase included)"
    if cond == "friendly_unit" and t == "you_buff":
        return "whenever you buff a friendly unit"
    if cond == "from_hidden":
        return "whenever you play a card you hid facedown (Hidden)"
    if cond == "opponents_turn":  # cond-turn
        return plain + " during an opponent's turn"
    raise CardTextError(f"no wording for trigger {t!r} with condition {cond!r}")


def _costs(ability: Ability, src: _Src) -> str:
    parts = []
    for slot in ability.targets:
        if slot.cost == "kill" and slot.select.where == "self":  # act-cost: "Kill this:"
            parts.append(f"kill {src.noun}")
            continue
        if slot.cost == "kill":  # act-cost: "kill a friendly unit or gear:"
            what = _choice(slot, src)
            if slot.select.kind == "permanent":
                what = what.replace("permanents", "units or gear").replace("permanent",
                                                                           "unit or gear")
            parts.append(f"kill {what}")
        if slot.cost == "discard" and ability.kind == "activated":  # act-cost: "Discard 1:"
            parts.append(f"discard {_cards(slot.count)}")
        if slot.cost == "recycle":  # "Recycle N from your trash" (RUP4 416.3, 416.6)
            if slot.select.card_type is None and slot.select.keyword is None:
                parts.append(f"recycle {_cards(slot.count)} from your trash")
            else:
                parts.append(f"recycle {slot.count} "
                             f"{_noun(slot.select, src, plural=slot.count > 1)}")
    if ability.exhaust_self:
        parts.append(f"exhaust {src.noun}")
    if ability.cost_spend_buff:
        parts.append(f"spend {src.noun}'s buff")
    if ability.cost_energy:
        parts.append(f"pay {ability.cost_energy} Energy")
    for pip in ability.cost_power:
        if len(pip) == len(Domain):
            parts.append("pay 1 Power of any domain")
        else:
            names = " or ".join(d.value for d in Domain if d in pip)
            parts.append(f"pay 1 {names} Power")
    if not parts:
        raise CardTextError("an activated ability without a cost")
    return " and ".join(parts)


def _choose(ability: Ability, src: _Src) -> tuple[list[str], list[str]]:
    """Sentences for extra costs paid with targets, and for the choices."""
    costs, choices = [], []
    for slot in ability.targets:
        if slot.cost is None:
            choices.append(_choice(slot, src))
        elif slot.cost == "exhaust":
            what = _choice(slot, src)
            if slot.up_to:
                what = what.removeprefix("up to one ").removeprefix("up to ")
                what = what if slot.count > 1 else _article(what)
                costs.append(f"optional extra cost: exhaust {what}")
            else:
                costs.append(f"extra cost: exhaust {what}")
        elif slot.cost == "recycle" or (slot.cost == "kill" and ability.kind == "activated"):
            continue  # worded with the activation cost (`_costs`)
        elif slot.cost == "discard" and (_pay_to(ability) or ability.kind == "activated"):
            continue  # "you may discard 1 to ..." (worded by `_effect`), or "Discard 1:"
        elif slot.cost == "spend_buff":
            if slot.up_to:
                text = "optional extra cost: spend a buff from a unit you control"
                if slot.ignore_cost:
                    text = ("optional additional cost: spend a buff from a unit you control. "
                            "When that is paid, this spell's own cost is ignored")
                costs.append(text)
            else:
                costs.append("extra cost: spend a buff from a unit you control")
        else:
            raise CardTextError(f"no wording for target cost {slot.cost!r}")
    if not choices:
        return costs, []
    if len(choices) == 1:
        return costs, [f"choose {choices[0]}"]
    return costs, ["choose " + ", then ".join(choices)]


def _pay_to(ability: Ability) -> bool:
    """An optional trigger whose one required slot pays a cost: "you may pay X to Y"."""
    return (ability.kind == "triggered" and ability.optional and len(ability.targets) == 1
            and not ability.targets[0].up_to
            and (ability.targets[0].cost in ("spend_buff", "discard") or _exhaust_me(ability)))


def _exhaust_me(ability: Ability) -> bool:
    """A trigger's cost within the instruction "exhaust this to ..." (RUP4 204.3.a)."""
    slot = ability.targets[0]
    return slot.cost == "exhaust" and slot.select.where == "self" and slot.count == 1


def _effect(ability: Ability, src: _Src, lead: str = "") -> str:
    """The choices and steps as sentences; `lead` ("When ..., ") prefixes the first one."""
    if ability.modes:
        return _modal_effect(ability, src, lead)
    costs, choices = ([], []) if _pay_to(ability) and _exhaust_me(ability) \
        else _choose(ability, src)
    if ability.choose_player == "opponent":  # player-choices, chosen with the targets
        choices = ["choose an opponent", *choices]
    steps = [_step_text(st, ability, src) for st in ability.steps]
    if _pay_to(ability):  # "you may spend a buff to do this and that" (RUP4 740.4.a.2)
        if choices:
            raise CardTextError("no wording for choices after a cost within the instruction")
        paid = (f"exhaust {src.noun}" if _exhaust_me(ability)
                else f"discard {_cards(ability.targets[0].count)}"
                if ability.targets[0].cost == "discard"
                else "spend a buff from a unit you control")
        text = f"you may {paid} to {' and '.join(steps)}"
        return _sentences([f"{lead}, {text}" if lead else text])
    body = choices + steps
    if ability.optional and body:
        body[0] = "you may " + body[0]
    if lead and body:
        body[0] = f"{lead}, {body[0]}"
    return _sentences(costs + body)


def _modal_effect(ability: Ability, src: _Src, lead: str) -> str:
    """modal: "choose one — (1) ... (2) ..." with each option's own choices and steps."""
    from dataclasses import replace

    opts = [_effect(replace(ability, targets=m.targets, steps=m.steps, modes=(),
                            modes_once_per_turn=False, optional=False), src)
            for m in ability.modes]
    head = "choose one option"
    if ability.modes_once_per_turn:
        head += f" that hasn't been chosen for {src.noun} this turn"
    if ability.optional:
        head = "you may " + head
    if lead:
        head = f"{lead}, {head}"
    return _cap(head) + ": " + " ".join(f"({i}) {o}" for i, o in enumerate(opts, 1))


def _static_text(st: Static, src: _Src) -> str:
    me = src.noun
    if st.op == "enter_ready" and st.scope.other:
        whom = _noun(st.scope, src, plural=True)
        if not whom.startswith("other"):
            whom = f"other {whom}"  # never the source itself
        return _sentences([f"{whom} enter the board ready"])
    if st.op == "enter_ready":
        lead = _static_condition(st, src, subject_self=True)
        text = f"{me} enters the board ready"
        return _sentences([f"{lead}, {text}" if lead else text])
    if st.op == "cost_less" and st.per == "highest_might" and st.per_scope is not None:
        whom = _noun(st.per_scope, src, plural=True)
        return _sentences([f"{me}'s Energy cost is reduced by the highest Might among {whom}"])
    if st.op == "cost_less":  # cost-mod: the card's own cost
        text = f"{me} costs {st.n} Energy less"
        if st.per == "count" and st.per_scope is not None:
            sel = st.per_scope
            what = ("card in your trash" if sel.kind == "trash_card"
                    else _noun(sel, src, plural=False))
            text += f" for each {what}"
        elif st.per is not None:
            raise CardTextError(f"no wording for cost_less per {st.per!r}")
        if st.condition == "legion":
            return _sentences([f"{_legion_lead(src.card)}{text}"])
        lead = _static_condition(st, src, subject_self=True)
        return _sentences([f"{lead}, {text}" if lead else text])
    if st.op == "cost_less_others":
        kind = {"unit": "units", "gear": "gear", "permanent": "units and gear"}[st.scope.kind]
        tag = f"{st.scope.tag} " if st.scope.tag else ""
        floor = (f", but never less than {st.minimum} Energy" if st.minimum else "")
        return _sentences([f"your {tag}{kind} cost {st.n} Energy less{floor}"])
    if st.op == "has_tap_abilities":  # grant-activated (RUP4 477.2, 414.5)
        side = "your" if st.scope.side == "friendly" else "your opponents'"
        return _sentences([f"{me} has every activated ability of {side} other legends, units "
                           f"and gear whose cost includes exhausting that card",
                           f"{me} uses them as its own: it exhausts itself to pay, and "
                           f"\"me\" or \"this\" in them means {me}"])
    if st.op == "cant_be_countered":  # RUP4 425, 358.3.a
        return _sentences([f"{me} can't be countered"])
    if st.op == "tie_recall_all":  # RUP4 740.3.a, 466.1.a.2
        return _sentences(["if a combat in which you are the attacker ends in a tie (units of "
                           "both players still there), send every unit there back to its base "
                           "instead of only the attackers (this is not a move)"])
    if st.op == "replace_death" and st.optional:  # with a cost, optional (RUP4 371.2)
        whom = _article(_noun(st.scope, src, plural=False))
        costs = []
        if st.cost_energy or st.cost_power:
            costs.append("pay " + _price(st.cost_energy, st.cost_power))
        if st.exhaust_self:
            costs.append(f"exhaust {me}")
        if st.spend_buff:
            costs.append("spend that unit's buff")
        cost = costs[0] if len(costs) == 1 else ", ".join(costs[:-1]) + " and " + costs[-1]
        return _sentences([f"if {whom} would die, you may {cost} to heal it, exhaust it and "
                           f"send it back to its base instead (this is not a move)"])
    if st.op == "replace_death":  # death-replacement (RUP4 370.1.a.1)
        whom = _article(_noun(st.scope, src, plural=False))
        return _sentences([f"if {whom} would die, kill {me} instead; then heal that unit, "
                           f"exhaust it and send it back to its base (this is not a move)"])
    if st.op == "no_damage":  # damage-prevention (RUP4 437.4)
        lead = _static_condition(st, src, subject_self=True)
        if lead:
            return _sentences([f"{lead}, it can't be dealt damage: any damage to it is "
                               f"prevented"])
        return _sentences([f"{me} can't be dealt damage: any damage to it is prevented"])
    if st.op == "enter_exhausted":
        return _sentences([f"{me} enters the board exhausted"])
    if st.op == "extra_trigger" and st.keyword is not None:  # extra-trigger
        times = "an additional time" if st.n == 1 else f"{st.n} additional times"
        return _sentences([f"your {st.keyword.value} effects trigger {times}"])
    if st.op == "hide_slots":  # RUP4 107.3.b.1
        more = "1 more card" if st.n == 1 else f"{st.n} more cards"
        return _sentences([f"you may hide {more} at this battlefield than usual (its "
                           f"Facedown Zone holds {st.n + 1} cards)"])
    if st.op == "hide_cost":  # hide-cost: an alternative cost of hiding (RUP4 811.1.b)
        return _sentences([f"when you hide a card with Hidden, you may pay {st.n} Energy "
                           f"instead of 1 Power of any domain"])
    if st.op == "victory_score":  # alt-victory (RUP4 194.3.a)
        pts = f"{st.n} more point{'s' if st.n != 1 else ''}"
        return _sentences([f"players need {pts} to win the game"])
    if st.op == "no_ready":  # restrictions (RUP4 054.1)
        lead = _static_condition(st, src, subject_self=True)
        text = f"spells and abilities can't ready {_noun(st.scope, src, plural=True)}"
        return _sentences([f"{lead}, {text}" if lead else text])
    if st.op == "opponents_units_to_base":  # restrictions (RUP4 054.2)
        lead = _static_condition(st, src, subject_self=True)
        text = "your opponents can play units only into their base"
        return _sentences([f"{lead}, {text}" if lead else text])
    if st.op == "no_enemy_reveal_here":  # restrictions (RUP4 054.1, 811.1.c.3)
        if st.condition is not None:
            raise CardTextError("no wording for a conditional 'no_enemy_reveal_here'")
        return _sentences([f"your opponents can't play their facedown cards at {src.noun}'s "
                           f"battlefield (doing so would reveal them)"])
    if st.op == "no_move_to_base":  # restrictions (RUP4 054.1; a recall is no move, 456.3)
        return _sentences(["units at this battlefield can't move to base (they can still be "
                           "sent back there, which is not a move)"])
    if st.op == "play_to_open" and st.scope.side == "friendly":
        return _sentences(["friendly units can be played onto open battlefields (battlefields "
                           "nobody controls with no units on them)"])
    if st.op == "play_to_open":
        return _sentences([f"you can play {me} onto an open battlefield"])
    if st.op == "play_to_occupied_enemy":
        return _sentences([f"you can play {me} onto a battlefield an opponent controls that has "
                           "a unit on it"])
    if st.op == "any_buffs":
        if st.condition is not None:
            raise CardTextError("no wording for a conditional 'any_buffs'")
        if st.scope.where == "self":
            return _sentences([f"{me} can have any number of buffs"])
        return _sentences([f"{_noun(st.scope, src, plural=True)} can have any number of buffs"])
    if st.op == "spell_discount":
        lead = _static_condition(st, src, subject_self=True)
        text = (f"spells you play cost {st.n} Energy less, but never less than "
                f"1 Energy")  # fmt: skip
        return _sentences([f"{lead}, {text}" if lead else text])
    if st.op == "bonus_damage":
        if st.condition is not None:
            raise CardTextError("no wording for conditional bonus damage")
        n = st.n
        if st.scope.where == "any" and st.scope.side == "any":
            return _sentences([
                f"each instance of damage from your spells and abilities is {n} higher "
                f"(Bonus Damage {n})"
            ])
        whom = _noun(st.scope, src, plural=True)
        return _sentences([
            f"each instance of damage that any spell or ability deals to {whom} is {n} higher "
            f"(Bonus Damage {n})"
        ])
    if st.op in ("might", "keyword"):
        if st.scope.where == "self":
            subject, verb = me, "has"
        else:
            other = "other " if st.scope.other else ""
            subject, verb = f"each {other}{_noun(st.scope, src, plural=False)}", "has"
        if st.op == "might":
            what = f"{_signed(st.n)} Might"
            if st.per == "your_points":
                what += " for each point you have"
            elif st.per == "count" and st.per_scope is not None:
                what += f" for each {_noun(st.per_scope, src, plural=False)}"
            elif st.per is not None:
                raise CardTextError(f"no wording for per {st.per!r}")
            if st.minimum is not None:  # "-N Might, to a minimum of M"
                what += f", but not below {st.minimum} Might"
        else:
            assert st.keyword is not None
            what = keyword_line(st.keyword, st.n or 1)
            if st.if_lacking:
                subject += f" that doesn't already have {st.keyword.value}"
        cond = _static_condition(st, src, subject_self=st.scope.where == "self")
        if cond.startswith("while it") or cond.startswith("while you"):
            return _sentences([f"{subject} {verb} {what} {cond}"])
        return _sentences([f"{cond}, {subject} {verb} {what}" if cond else
                           f"{subject} {verb} {what}"])  # fmt: skip
    raise CardTextError(f"no wording for static op {st.op!r}")


def _static_condition(st: Static, src: _Src, subject_self: bool) -> str:
    c = st.condition
    if c is None:
        return ""
    if c == "defending_alone":
        return "while it defends alone"
    if c == "attacking_or_defending_alone":
        return "while it attacks or defends alone"
    if c == "runes_8":
        return "while you control 8 or more runes"
    if c == "buffed":
        return "while it is buffed" if subject_self else f"while {src.noun} is buffed"
    if c == "at_battlefield":
        if src.card.type is not CardType.UNIT:
            raise CardTextError("'at_battlefield' is worded for units")
        return f"as long as {src.noun} is at a battlefield"
    if c == "discarded_this_turn":
        return "if you have discarded a card this turn"
    if c == "opponent_controls_bf":
        return "if an opponent controls a battlefield"
    if c == "opponent_near_victory":  # cond-score
        return (f"if an opponent has a score within {st.within} points of the Victory Score "
                f"(the points needed to win)")
    if c == "moved_twice":  # turn-history
        return f"if {src.noun} has moved at least twice this turn"
    if c == "enemy_unit_died":
        return "if an enemy unit has died this turn"
    if c == "mighty":  # RUP4 708
        return ("while it is Mighty (5 Might or more)" if subject_self
                else f"while {src.noun} is Mighty (5 Might or more)")
    raise CardTextError(f"no wording for static condition {c!r}")


_TIMINGS = {
    "normal": "",
    "action": "Action: usable on your turn or in a showdown.",
    "reaction": "Reaction: usable at any time, even with something on the chain.",
}


def _token_kind(name: str) -> tuple[str, str]:
    """A token's name and type ("Recruit unit") and its Might (" with 1 Might"), RUP4 185."""
    from app.cards.catalog import UnknownCardError, load_catalog

    try:
        token = load_catalog().token(name)
    except UnknownCardError:  # a scenario's own test token: its name only
        return name, ""
    kind = f"{name} {_TYPE_NOUN[token.type]}"
    return kind, (f" with {token.might} Might" if token.type is CardType.UNIT else "")


def _legion_lead(card: CardDef) -> str:
    """A Legion part works only once you have played another card this turn: said once, by
    the Legion keyword line's reminder when the card has one, here otherwise."""
    if any(kw is Keyword.LEGION for kw, _ in card.keywords):
        return "Legion — "
    return "Legion — only if you have played another card this turn: "


def _legion(ability: Ability, card: CardDef) -> str:
    return _legion_lead(card) if ability.legion else ""


def ability_text(ability: Ability, card: CardDef) -> str:
    """One ability of `card` as English sentences."""
    src = _Src(card)
    kind = ability.kind
    if kind == "spell":
        if ability.optional:
            raise CardTextError("a spell's text is not optional")
        return _effect(ability, src)
    if ability.legion and kind not in ("triggered", "activated"):
        raise CardTextError(f"no wording for a Legion-gated {kind} ability")
    if kind == "triggered" and ability.cost_recycle_self:
        # "When I die, recycle me to ...": the cost paid to put it on the chain (383.3.b)
        lead = (f"{_trigger(ability, src)}, recycle {src.noun} from your trash (if you can't, "
                f"nothing happens) to")
        steps = [_step_text(st, ability, src) for st in ability.steps]
        if ability.targets:
            raise CardTextError("no wording for choices after a recycle-me cost")
        return _legion(ability, card) + _sentences([f"{lead} {' and '.join(steps)}"])
    if kind == "triggered" and ability.optional and (ability.cost_energy or ability.cost_power
                                                     or ability.exhaust_self):
        # pay-to: "you may pay X [and exhaust me] to ..." (the base cost, RUP4 383.3.b)
        paid = [f"pay {_price(ability.cost_energy, ability.cost_power)}"] \
            if ability.cost_energy or ability.cost_power else []
        if ability.exhaust_self:
            paid.append(f"exhaust {src.noun}")
        if ability.targets:
            raise CardTextError("no wording for choices after a pay-to cost")
        steps = [_step_text(st, ability, src) for st in ability.steps]
        return _legion(ability, card) + _sentences([
            f"{_trigger(ability, src)}, you may {' and '.join(paid)} to {' and '.join(steps)}"])
    if kind == "triggered" and ability.from_trash:  # zone-abilities (RUP4 385.2)
        lead = f"{_trigger(ability, src)} while {src.noun} is in your trash"
        return _legion(ability, card) + _effect(ability, src, lead=lead)
    if kind == "triggered":
        return _legion(ability, card) + _effect(ability, src, lead=_trigger(ability, src))
    if kind == "activated":
        if ability.timing not in _TIMINGS:
            raise CardTextError(f"no wording for timing {ability.timing!r}")
        text = f"{_cap(_costs(ability, src))}: {_effect(ability, src)}"
        if ability.condition == "at_battlefield":  # act-riders (RUP4 054.2)
            if src.card.type is not CardType.UNIT:
                raise CardTextError("'at_battlefield' on an activated ability is worded for units")
            text += f" Use this only while {src.noun} is at a battlefield."
        elif ability.condition is not None:
            raise CardTextError(f"no wording for activated condition {ability.condition!r}")
        if _TIMINGS[ability.timing]:
            text += f" ({_TIMINGS[ability.timing]})"
        if ability.adds:
            text += " (Adding resources resolves at once; nobody can respond.)"
        return _legion(ability, card) + text
    if kind == "static":
        if ability.static is None:
            raise CardTextError("a static ability without its passive effect")
        return _static_text(ability.static, src)
    if kind == "additional_cost":
        return _additional_cost_text(ability, src)
    if kind == "as_looked":
        return _as_looked_text(ability, src)
    raise CardTextError(f"no wording for ability kind {kind!r}")


def _as_looked_text(ability: Ability, src: _Src) -> str:
    """as-looked: used by the owner as an instruction of theirs looks at or reveals this card
    on top of their Main Deck (RUP4 370.1.b.1)."""
    parts = [f"when an effect has you look at or reveal cards from the top of your Main Deck "
             f"and {src.noun} is among them, you may banish {src.noun} right away"]
    play = next((st for st in ability.steps if st.op == "play"), None)
    if play is not None:
        if not play.may or play.ignore is not None or play.less:
            raise CardTextError("no wording for this as_looked play")
        cost = []
        for pip in play.power:
            cost.append("1 Power of any domain" if len(pip) == len(Domain) else
                        "1 " + " or ".join(d.value for d in Domain if d in pip) + " Power")
        price = f" by paying only {' and '.join(cost)} instead of its cost" if cost else ""
        parts.append(f"if you do, you may then play {src.noun} from banishment{price}")
    return _sentences(parts)


def _additional_cost_text(ability: Ability, src: _Src) -> str:
    """An additional cost to play the card, optional or not (RUP4 204.2, 356.2)."""
    what = []
    if ability.cost_energy:
        what.append(f"{ability.cost_energy} Energy")
    for pip in ability.cost_power:
        if len(pip) == len(Domain):
            what.append("1 Power of any domain")
        else:
            what.append("1 " + " or ".join(d.value for d in Domain if d in pip) + " Power")
    if what:
        paid = "pay " + " and ".join(what)
        if ability.optional:
            return _sentences([f"optional additional cost for playing {src.noun}: {paid}"])
        return _sentences([f"additional cost for playing {src.noun}: {paid}"])
    if ability.less_energy or ability.less_power:
        return _discount_cost_text(ability, src)
    parts = []
    for slot in ability.targets:
        if slot.cost != "kill":
            raise CardTextError(f"no wording for an additional cost {slot.cost!r}")
        parts.append("kill " + _choice(slot, src))
    if len(ability.targets) == 1 and ability.targets[0].up_to:
        return _sentences([f"optional additional cost for playing {src.noun}: "
                           + parts[0].replace("up to one ", "a ", 1)])
    return _sentences([f"additional cost for playing {src.noun}: " + " and ".join(parts)])


def _discount_cost_text(ability: Ability, src: _Src) -> str:
    """additional-cost: an optional cost paid with objects, each one making the card cheaper
    ("discard 1 ... if you do, it costs 2 less"; "kill any number ... 1 Order Power less for
    each")."""
    if len(ability.targets) != 1:
        raise CardTextError("no wording for a discount over several additional cost slots")
    slot = ability.targets[0]
    many = slot.count >= ANY_NUMBER
    if slot.cost == "discard":
        paid = "discard any number of cards" if many else f"discard {_cards(slot.count)}"
        each = "card discarded"
    elif slot.cost == "kill":
        paid = "kill " + (_choice(slot, src) if many else
                          _choice(slot, src).replace("up to one ", "a ", 1))
        each = "unit killed"
    elif slot.cost == "spend_buff":
        paid = ("spend any number of buffs from units you control" if many
                else "spend a buff from a unit you control")
        each = "buff spent"
    else:
        raise CardTextError(f"no wording for an additional cost {slot.cost!r}")
    less = [f"{ability.less_energy} Energy"] if ability.less_energy else []
    less.extend(f"1 {' or '.join(d.value for d in Domain if d in pip)} Power"
                if len(pip) != len(Domain) else "1 Power of any domain"
                for pip in ability.less_power)
    cheaper = " and ".join(less)
    if many or slot.count > 1:
        after = f"for each {each} this way, {src.noun} costs {cheaper} less"
    else:
        after = f"if you do, {src.noun} costs {cheaper} less"
    return _sentences([f"optional additional cost for playing {src.noun}: {paid}", after])


def card_text(card: CardDef) -> str:
    """The card's full text: keyword lines first, then one paragraph per ability."""
    lines = [keyword_line(kw, n) for kw, n in card.keywords]
    # a delayed ability is worded inside the step that creates it
    lines.extend(ability_text(ab, card) for ab in card.abilities if ab.kind != "delayed")
    return "\n".join(lines)
