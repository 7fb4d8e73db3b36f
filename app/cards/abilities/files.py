"""Loading: ability files (TOML tables keyed by card code), inline abilities of scenarios,
and the check that the abilities fit the card's type."""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from app.cards.abilities.ability import AbilityDef, CardAbilities, cost_paid_without_cost
from app.cards.abilities.vocabulary import format_errors
from app.cards.models import CardDataError
from app.engine.core import abilities as eng
from app.engine.core.enums import CardType

# passive abilities only a battlefield has: they speak of "here" or of its controller
_BATTLEFIELD_STATICS = frozenset({"ignore_deflect_here", "chose_here_less", "reaction_tax_here",
                                  "first_gear_ability_less", "play_here_paying"})

def parse_abilities(raw: Iterable[Mapping[str, Any]] | Any, card: str) -> tuple[eng.Ability, ...]:
    """Validate and compile a card's list of ability tables; errors name `card`."""
    if not isinstance(raw, list | tuple):
        raise CardDataError(f"{card}: abilities must be a list of tables")
    defs = []
    for i, entry in enumerate(raw):
        try:
            defs.append(AbilityDef.model_validate(entry))
        except ValidationError as exc:
            raise CardDataError(
                f"{card}: ability #{i} is invalid:\n{format_errors(exc, f'abilities.{i}')}"
            ) from exc
    problem = cost_paid_without_cost(tuple(defs))
    if problem:
        raise CardDataError(f"{card}: {problem}")
    return tuple(d.compile() for d in defs)


def check_card_fit(card: str, card_type: CardType, abilities: Iterable[eng.Ability]) -> None:
    """Abilities that cannot belong to a card of this type (a spell's text on a unit, ...)."""
    abilities = tuple(abilities)
    spells = sum(1 for a in abilities if a.kind == "spell")
    if spells and card_type is not CardType.SPELL:
        raise CardDataError(f"{card}: only a Spell can have a 'spell' ability")
    if spells > 1:
        raise CardDataError(f"{card}: a Spell has one 'spell' ability (merge the steps)")
    extras = [a for a in abilities if a.kind == "additional_cost"]
    if len(extras) > 1:
        raise CardDataError(f"{card}: one 'additional_cost' ability per card (merge them)")
    if extras and card_type not in (CardType.UNIT, CardType.GEAR, CardType.SPELL):
        raise CardDataError(f"{card}: only cards that are played have additional costs")
    if extras and extras[0].targets and card_type is CardType.SPELL:
        raise CardDataError(f"{card}: a Spell's cost slots go in its 'spell' ability targets")
    if card_type is not CardType.BATTLEFIELD and any(
        a.static is not None and a.static.op in _BATTLEFIELD_STATICS for a in abilities
    ):
        raise CardDataError(f"{card}: {', '.join(sorted(_BATTLEFIELD_STATICS))} are a "
                            "battlefield's")
    if card_type is not CardType.BATTLEFIELD and any(
        a.static is not None and a.static.op == "hide_slots" for a in abilities
    ):
        raise CardDataError(f"{card}: 'hide_slots' is a battlefield's (its Facedown Zone)")
    if card_type is not CardType.SPELL and any(
            a.static is not None and a.static.op == "cant_be_countered" for a in abilities):
        raise CardDataError(f"{card}: only a Spell can say it can't be countered")
    if any(a.kind == "repeat" for a in abilities) and not spells:
        # Repeat is on spells and abilities (RUP4 820.1.a); ours: a spell's own
        raise CardDataError(f"{card}: a 'repeat' ability belongs to a Spell")
    if any(a.kind == "flow" for a in abilities) and card_type is not CardType.SPELL:
        raise CardDataError(f"{card}: Flow is on spells (RUP4 829.1.a)")
    if card_type is CardType.RUNE and abilities:
        raise CardDataError(f"{card}: runes have no abilities here (their tap/recycle is a rule)")


class AbilityFile(BaseModel):
    """An abilities TOML file: `format = 1` and one `["CODE"]` table per card."""

    model_config = ConfigDict(extra="allow")

    format: int = Field(ge=1, le=1)

    def entries(self, source: str) -> dict[str, CardAbilities]:
        out: dict[str, CardAbilities] = {}
        for code, raw in (self.model_extra or {}).items():
            if not re.match(r"^[A-Z]{2,4}-[A-Z0-9]{2,5}$", code):
                raise CardDataError(f"{source}: {code!r} is not a card code like 'OGN-052'")
            if not isinstance(raw, dict):
                raise CardDataError(f"{source}: {code} must be a table")
            label = f"{raw.get('name')!r} ({code})" if raw.get("name") else code
            try:
                out[code] = CardAbilities.model_validate(raw)
            except ValidationError as exc:
                raise CardDataError(
                    f"{source}: card {label} is invalid:\n{format_errors(exc)}"
                ) from exc
        return out


def load_ability_file(path: Path) -> dict[str, CardAbilities]:
    """Read and validate one abilities file (card codes are checked by the catalog)."""
    source = "/".join(Path(path).parts[-2:])  # "origins/units.toml": the set and the type
    try:
        raw = tomllib.loads(Path(path).read_text(encoding="utf-8"))
        header = AbilityFile.model_validate(raw)
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise CardDataError(f"{source}: {exc}") from exc
    except ValidationError as exc:
        raise CardDataError(f"{source}:\n{format_errors(exc)}") from exc
    return header.entries(source)
