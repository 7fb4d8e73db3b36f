"""Validated card facts, as stored in `app/cards/data/*.json`.

Only facts live here (costs, Might, domains, tags, keywords, printing data). Printed card
text is deliberately absent: our own text will be generated from ability definitions.
Lesson from Forge's card files: a mistyped key must fail loudly, so every model forbids
unknown fields and every error names the card it comes from.
"""

from __future__ import annotations

import re
from enum import Enum
from typing import Annotated

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    field_validator,
    model_validator,
)

from app.engine.core.cards import CardDef
from app.engine.core.enums import CardType, Domain, Keyword

__all__ = [
    "CardDataError",
    "CardFacts",
    "CatalogFile",
    "Supertype",
    "parse_pip",
]

# "Calm" or a hybrid pip "Fury/Chaos" (RUP4 135.2.e.6.c), matched case-sensitively against
# the Domain values so a typo such as "calm" or "Fury-Chaos" is rejected.
_DOMAIN_NAMES = "|".join(d.value for d in Domain)
_PIP_RE = re.compile(rf"^(?:{_DOMAIN_NAMES})(?:/(?:{_DOMAIN_NAMES}))*$")
# Printed card codes: "OGS-004"; later sets use letters in the number ("SFD-R02").
_CODE_RE = r"^[A-Z]{2,4}-[A-Z0-9]{2,5}$"
# Other printings of a card, as deck codes and TTS tokens write them: an alternate art
# "OGN-007a", a signed "OGN-299*", an overnumbered "SFD-232", a rune "VEN-R01", a special
# "VEN-SP6", a token "UNL-T05".
_PRINTING_RE = r"^[A-Z]{2,4}-(?:\d{3}[a-z]?\*?|R\d{2}|SP\d{1,2}|T\d{2})$"

NonEmptyStr = Annotated[str, Field(min_length=1, max_length=80)]
PositiveInt = Annotated[int, Field(ge=1)]
NonNegativeInt = Annotated[int, Field(ge=0)]


class CardDataError(ValueError):
    """A card data file is malformed; the message names the card and the problem."""


class Supertype(str, Enum):
    """Supertypes that matter to the rules (RUP4 133.7, 164, 187)."""

    CHAMPION = "Champion"
    SIGNATURE = "Signature"
    TOKEN = "Token"
    BASIC = "Basic"


def parse_pip(pip: str) -> frozenset[Domain]:
    """The domains that may pay one Power pip: "Calm" -> {CALM}, "Fury/Chaos" -> {FURY, CHAOS}."""
    return frozenset(Domain(part) for part in pip.split("/"))


class CardFacts(BaseModel):
    """Facts of one card (or token) as printed; no rules text."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    code: Annotated[str, Field(pattern=_CODE_RE)]
    name: NonEmptyStr
    aliases: tuple[NonEmptyStr, ...] = ()
    type: CardType
    # other types the card has besides `type` (RUP4 178: it has the properties of all of them;
    # a unit's win where they exclude each other, 178.1.a.1): Patched Porobot is a unit that is
    # also a gear (FAQ-VENDETTA, Hwei, Brooding Painter)
    also: tuple[CardType, ...] = ()
    supertype: Supertype | None = None
    domains: tuple[Domain, ...] = ()
    energy: NonNegativeInt | None = None
    # One entry per Power pip; see parse_pip.
    power: tuple[str, ...] = ()
    might: NonNegativeInt | None = None
    # What an Equipment adds to the Might of the unit it is attached to (RUP4 716-719);
    # None when the card prints no bonus.
    might_bonus: PositiveInt | None = None
    tags: tuple[NonEmptyStr, ...] = ()
    # Card-level keywords only, with their number (a bare keyword counts as 1). Keywords of
    # an activated ability or granted to other objects belong to the ability definitions.
    keywords: dict[Keyword, PositiveInt] = Field(default_factory=dict)
    set: Annotated[str, Field(pattern=r"^[A-Z]{2,4}$")]
    collector_number: PositiveInt
    rarity: NonEmptyStr
    # True when official errata changed how the card behaves (implement the errata).
    errata: bool = False
    # Every other code this card is printed under (see _PRINTING_RE); all name this card.
    printings: tuple[Annotated[str, Field(pattern=_PRINTING_RE)], ...] = ()

    @field_validator("power")
    @classmethod
    def _pips_are_domains(cls, power: tuple[str, ...]) -> tuple[str, ...]:
        for pip in power:
            if not _PIP_RE.match(pip):
                names = ", ".join(d.value for d in Domain)
                raise ValueError(
                    f"power pip {pip!r} must be a domain name ({names}) or a pair like 'Fury/Chaos'"
                )
        return power

    @field_validator("domains")
    @classmethod
    def _domains_unique(cls, domains: tuple[Domain, ...]) -> tuple[Domain, ...]:
        if len(set(domains)) != len(domains):
            raise ValueError("domains are listed twice")
        return domains

    @model_validator(mode="after")
    def _consistent(self) -> CardFacts:
        is_token = self.supertype is Supertype.TOKEN
        is_unit = self.type is CardType.UNIT
        # Units, spells and gear are played by paying a cost; legends, battlefields, runes
        # and tokens never are (tokens are created, RUP4 187).
        playable = self.type in (CardType.UNIT, CardType.SPELL, CardType.GEAR) and not is_token
        if is_unit and self.might is None:
            raise ValueError("units and tokens must have might")
        if not is_unit and self.might is not None:
            raise ValueError(f"a {self.type.value} has no might")
        if playable and self.energy is None:
            raise ValueError(f"a playable {self.type.value} must have an energy cost")
        if not playable and (self.energy is not None or self.power):
            raise ValueError(f"a {'token' if is_token else self.type.value} has no cost")
        # Gold is a gear token; Baron Pit and Brush are battlefield tokens.
        if is_token and self.type not in (CardType.UNIT, CardType.GEAR, CardType.BATTLEFIELD):
            raise ValueError("tokens must be units, gear or battlefields")
        if self.might_bonus is not None and not (
            self.type is CardType.GEAR and "Equipment" in self.tags
        ):
            raise ValueError("only Equipment (gear with the Equipment tag) has a Might bonus")
        if self.also and (not is_unit or set(self.also) != {CardType.GEAR}):
            raise ValueError("only a unit that is also a gear is modelled (RUP4 178.1.a.1)")
        if self.supertype is Supertype.CHAMPION and not is_unit:
            raise ValueError("only units can be Champions (RUP4 133.7.a)")
        # RUP4 164: Basic names the six basic runes. Data sources that label other cards
        # "Basic" (most of Vendetta) mean a printing, not this supertype.
        if self.supertype is Supertype.BASIC and self.type is not CardType.RUNE:
            raise ValueError("only runes can be Basic")
        for pip in self.power:
            if not parse_pip(pip) <= set(self.domains):
                raise ValueError(f"power pip {pip!r} is outside the card's domains")
        # The code is derived from set and number; a mismatch means a copy/paste slip.
        number = self.code.split("-", 1)[1]
        if not self.code.startswith(f"{self.set}-") or (
            number.isdigit() and int(number) != self.collector_number
        ):
            raise ValueError(
                f"code {self.code!r} does not match set {self.set!r} "
                f"and collector number {self.collector_number}"
            )
        if len(set(self.aliases)) != len(self.aliases) or self.name in self.aliases:
            raise ValueError("aliases must be unique and differ from the name")
        if len(set(self.printings)) != len(self.printings) or self.code in self.printings:
            raise ValueError("printings must be unique and differ from the code")
        return self

    @property
    def is_token(self) -> bool:
        return self.supertype is Supertype.TOKEN

    @property
    def is_champion_unit(self) -> bool:
        return self.supertype is Supertype.CHAMPION and self.type is CardType.UNIT

    def to_card_def(self) -> CardDef:
        """The engine's view of this card, without abilities (those come from elsewhere)."""
        return CardDef(
            code=self.code,
            name=self.name,
            type=self.type,
            also=self.also,
            supertype=self.supertype.value if self.supertype else None,
            domains=self.domains,
            energy=self.energy,
            power=tuple(parse_pip(p) for p in self.power),
            might=self.might,
            tags=self.tags,
            keywords=tuple(self.keywords.items()),
            might_bonus=self.might_bonus,
        )


class CatalogFile(BaseModel):
    """Top level of a card data file. Cards are validated one by one (see `parse`)."""

    model_config = ConfigDict(extra="forbid")

    format: int = Field(ge=1, le=1)
    note: str = ""
    cards: list[dict[str, object]]

    def parse(self, source: str = "card data") -> list[CardFacts]:
        """Validate every card; the first bad one raises CardDataError naming it."""
        result: list[CardFacts] = []
        for index, raw in enumerate(self.cards):
            try:
                result.append(CardFacts.model_validate(raw))
            except ValidationError as exc:
                raise CardDataError(
                    f"{source}: card #{index} {_describe(raw)} is invalid:\n{_errors(exc)}"
                ) from exc
        return result


def _describe(raw: dict[str, object]) -> str:
    """Like `'Stalwart Poro' (OGN-052)`; tolerates entries so broken they lack name or code."""
    name, code = raw.get("name"), raw.get("code")
    parts = [repr(name) if name else "(unnamed)"]
    if code:
        parts.append(f"({code})")
    return " ".join(parts)


def _errors(exc: ValidationError) -> str:
    lines = []
    for err in exc.errors(include_url=False):
        where = ".".join(str(p) for p in err["loc"]) or "card"
        lines.append(f"  {where}: {err['msg']}")
    return "\n".join(lines)
