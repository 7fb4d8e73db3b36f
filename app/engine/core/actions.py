"""Actions and their text notation.

An action is a small immutable value: a verb and its arguments. Every decision a
player makes is one action, so a game is a seed, the decks and a list of actions.
The notation is one line per action, words separated by spaces:

    keep                  finish the mulligan (RUP4 117)
    mull 12               set card 12 aside for the mulligan (at most two)
    play 12               start playing card 12 (from hand, Champion Zone or facedown; from
                          the trash for its first Flow cost, RUP4 829)
    play 12 1             play card 12 from the trash for its Flow cost number 1 (829.1.c.3)
    act 12 0              activate ability 0 of object 12
    move 12 bf0           standard move of unit 12 to battlefield 0 (or `base`)
    group 12              add unit 12 to a group that will move together (RUP4 144.3)
    to bf1                choose a destination: for a group move, or where a unit enters
    hide 12 bf0           hide card 12 facedown at battlefield 0 (RUP4 421, 811)
    hide 12 bf0 5         the same, paying instead the alternative hide cost of object 5's
                          passive ability ("you may pay 1 Energy instead of [A]", 811.1.b)
    tap 30                exhaust rune 30: add 1 Energy (RUP4 164.2.a)
    rec 30                recycle rune 30: add 1 Power of its domain (RUP4 164.2.b)
    pay                   pay what is still owed automatically
    cancel                take back the card or move being prepared
    target 15             choose object 15 (a unit, a rune, a card in a trash, or a
                          battlefield: battlefields are objects with ids too)
    target i3             choose chain item 3: a spell or an ability on the chain (RUP4
                          355.9.a.2; "counter an enemy spell or ability that ...")
    done                  stop choosing ("up to" choices)
    yes / no              optional costs and "you may" choices
    mode 2                choose mode 2
    player 1              choose player 1 (by index: "choose an opponent")
    choose 15             a choice made while something resolves (a card, a unit, a battlefield)
    assign 15             combat damage: give unit 15 its lethal damage next (`assign auto`)
    order 1               put waiting triggered ability 1 on the chain next
    pass                  pass priority or focus
    end                   end the turn
    show 0 2              2v2: player 1 shows their hand to player 3, their teammate (489.8.f)
    name Hextech_Ray      name a card or a tag (RUP4 759-763), its spaces written as _

Object ids are stable numbers; `parse(format(a)) == a` for every action.
"""

from __future__ import annotations

from typing import NamedTuple

Arg = int | str


class Action(NamedTuple):
    verb: str
    args: tuple[Arg, ...] = ()

    def __str__(self) -> str:
        return format_action(self)


VERBS: dict[str, tuple[int, int]] = {
    # verb: (min args, max args)
    "keep": (0, 0),
    "mull": (1, 1),
    "play": (1, 2),
    "act": (2, 2),
    "move": (2, 2),
    "group": (1, 1),
    "to": (1, 1),
    "hide": (2, 3),
    "tap": (1, 1),
    "rec": (1, 1),
    "pay": (0, 0),
    "cancel": (0, 0),
    "target": (1, 1),
    "done": (0, 0),
    "yes": (0, 0),
    "no": (0, 0),
    "mode": (1, 1),
    "player": (1, 1),
    "choose": (1, 1),
    "assign": (1, 1),
    "order": (1, 1),
    "pass": (0, 0),
    "end": (0, 0),
    "name": (1, 1),  # name a card or a tag (RUP4 759-763): one word, spaces as underscores
    "stage": (1, 1),  # the battlefield where a staged showdown or combat begins (RUP4 461.1)
    "invite": (1, 1),  # 3+ players: a player invited into a combat (How To Play, "Combat")
    "amount": (1, 1),  # x-cost: how much to pay ("pay any amount", RUP4 444.2)
    "concede": (1, 1),  # who concedes, at any time (RUP4 650; not in the legal lists)
    # 2v2: a player shows their hand to another (their teammate), at any time (RUP4 489.8.f;
    # not in the legal lists): `show P T`
    "show": (2, 2),
}


class NotationError(ValueError):
    """Text that is not an action in our notation."""


def format_action(action: Action) -> str:
    if not action.args:
        return action.verb
    return action.verb + " " + " ".join(str(a) for a in action.args)


def _arg(token: str) -> Arg:
    return int(token) if token.isdigit() else token


def parse_action(text: str) -> Action:
    words = text.split()
    if not words:
        raise NotationError("empty action")
    verb, rest = words[0].lower(), words[1:]
    if verb not in VERBS:
        raise NotationError(f"unknown verb {verb!r}")
    lo, hi = VERBS[verb]
    if not lo <= len(rest) <= hi:
        raise NotationError(f"{verb!r} takes {lo}..{hi} arguments, got {len(rest)}")
    return Action(verb, tuple(_arg(w) for w in rest))


def A(text: str) -> Action:  # noqa: N802 - short constructor for tests and scenarios
    return parse_action(text)


PASS = Action("pass")
END = Action("end")
KEEP = Action("keep")
PAY = Action("pay")
CANCEL = Action("cancel")
DONE = Action("done")
YES = Action("yes")
NO = Action("no")
