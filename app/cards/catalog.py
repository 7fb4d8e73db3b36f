"""The card catalog: every known card by code and by any of its names.

Deck sites spell names differently (`Yi, Meditative`, `Master Yi - Meditative`,
`Wuju Bladesman - Starter`, `Kaisa - Survivor` for `Kai'Sa, Survivor`), so lookup matches
the canonical name and every alias, ignoring case, apostrophes, extra spaces and the " - " vs
", " separator; codes match unpadded too (`OGN-43`).
"""

from __future__ import annotations

import dataclasses
import difflib
import functools
import json
import re
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from app.cards.cache import cached, prebuild
from app.cards.models import CardDataError, CardFacts, CatalogFile, Supertype
from app.engine.core import names
from app.engine.core.abilities import Ability
from app.engine.core.cards import CardDef
from app.engine.core.enums import PENDING_KEYWORDS, CardType, Domain, Keyword

if TYPE_CHECKING:
    from app.cards.abilities import CardAbilities

__all__ = [
    "ABILITY_FILES",
    "DATA_DIR",
    "SET_FOLDERS",
    "SET_NAMES",
    "TYPE_FILES",
    "Catalog",
    "UnknownCardError",
    "ability_files",
    "basic_rune",
    "load_catalog",
    "loose_name",
    "normalize_code",
    "normalize_name",
    "prebuild_catalog",
]

DATA_DIR = Path(__file__).resolve().parent / "data"
# One file per set; proving_grounds.json also holds the Origins cards of the Proving Grounds
# decks (with their OGN codes), so origins.json holds the other Origins cards.
DATA_FILES: tuple[str, ...] = (
    "proving_grounds.json",
    "origins.json",
    "spiritforged.json",
    "unleashed.json",
    "vendetta.json",
)
# The sets of the card pool in release order, by the code printed on the cards.
SET_NAMES: dict[str, str] = {
    "OGN": "Origins",
    "OGS": "Proving Grounds",
    "SFD": "Spiritforged",
    "UNL": "Unleashed",
    "VEN": "Vendetta",
}
# The folders of the card data, by the code printed on the cards (`<set>/<type>.toml`).
SET_FOLDERS: dict[str, str] = {
    "OGN": "origins",
    "OGS": "proving_grounds",
    "SFD": "spiritforged",
    "UNL": "unleashed",
    "VEN": "vendetta",
}
# The files of a set, by the card type (tokens by theirs).
TYPE_FILES: dict[CardType, str] = {
    CardType.UNIT: "units.toml",
    CardType.SPELL: "spells.toml",
    CardType.GEAR: "gear.toml",
    CardType.LEGEND: "legends.toml",
    CardType.BATTLEFIELD: "battlefields.toml",
    CardType.RUNE: "runes.toml",
}


def ability_files(data_dir: Path = DATA_DIR) -> tuple[Path, ...]:
    """Ability definitions, one table per card code, `<set>/<type>.toml` (translations,
    `<type>.<lang>.toml`, lie alongside); a card absent from them is not implemented."""
    return tuple(sorted(p for p in data_dir.glob("*/*.toml") if len(p.suffixes) == 1))


ABILITY_FILES: tuple[Path, ...] = tuple(p.relative_to(DATA_DIR) for p in ability_files())


class UnknownCardError(LookupError):
    """No card has this name (or code). `suggestions` holds close canonical names."""

    def __init__(self, name: str, suggestions: Iterable[str] = ()) -> None:
        self.name = name
        self.suggestions: tuple[str, ...] = tuple(suggestions)
        super().__init__(name, self.suggestions)

    @property
    def hint(self) -> str:
        """The sentence " Did you mean 'Y'?", or "" when nothing is close."""
        if not self.suggestions:
            return ""
        quoted = [f"'{s}'" for s in self.suggestions]
        options = quoted[0] if len(quoted) == 1 else f"{', '.join(quoted[:-1])} or {quoted[-1]}"
        return f" Did you mean {options}?"

    def __str__(self) -> str:
        return f"Unknown card '{self.name}'.{self.hint}"


# A printing code with an art suffix: "OGN-288A" (deck codes write "a", "b", "s" or "*").
_VARIANT_SUFFIX = re.compile(r"^(?P<base>[A-Z]{2,4}-(?:R|SP|T)?\d+)(?P<variant>[A-Z*])$")


def _code_key(code: str) -> str:
    """ "ogn-299s" -> "OGN-299*": deck codes write the signed variant as "s", data as "*";
    "ogn-43" -> "OGN-043": exports may drop the padding."""
    key = normalize_code(code)
    match = _VARIANT_SUFFIX.match(key)
    if match and match["variant"] == "S":
        key = match["base"] + "*"
    return key


# Typographic dashes fold to "-"; every apostrophe (straight, curly, backtick, acute, modifier)
# is dropped, since lists write "Kai'Sa", "Kai’Sa" and "Kaisa" for the same card.
_DASHES = str.maketrans(
    {"\u2010": "-", "\u2011": "-", "\u2012": "-", "\u2013": "-", "\u2014": "-", "\u2212": "-",
     "\u00a0": " ", "\u2019": None, "\u2018": None, "'": None, "`": None, "\u00b4": None,
     "\u02bc": None}
)  # fmt: skip
_SPACED_DASH = re.compile(r"\s+-+\s*|\s*-+\s+")
_COMMA = re.compile(r"\s*,\s*")
_SPACES = re.compile(r"\s+")
_CARD_CODE = re.compile(r"^(?P<set>[A-Z]{2,4})-(?P<r>R?)(?P<n>\d{1,3})(?P<v>[A-Z*]?)$")


def normalize_name(name: str) -> str:
    """Key for name matching: "kaisa, survivor" for "Kai’Sa  - Survivor".

    Case, apostrophes, repeated spaces and the subtitle separator (", " or a dash with a
    space beside it) do not matter; a separator left trailing ("Kai'Sa,") is dropped. A
    hyphen inside a word stays ("Mega-Mech"); `loose_name` forgets it too.
    """
    text = name.translate(_DASHES).strip()
    text = _SPACED_DASH.sub(", ", text)
    text = _SPACES.sub(" ", _COMMA.sub(", ", text)).strip(" ,-")
    return text.casefold()


def loose_name(name: str) -> str:
    """A looser key, for names `normalize_name` misses: hyphens and separators ignored too
    ("Master Yi Meditative", "Mega Mech")."""
    return _SPACES.sub(" ", normalize_name(name).replace(",", " ").replace("-", " ")).strip()


def normalize_code(code: str) -> str:
    """A card code as the catalog writes it: "OGN-043" for "ogn-43", "SFD-R02" for "SFD-R2".
    Anything that is not a card code comes back upper-cased and stripped."""
    text = code.strip().upper()
    match = _CARD_CODE.match(text)
    if not match:
        return text
    width = 2 if match["r"] else 3
    return f"{match['set']}-{match['r']}{int(match['n']):0{width}d}{match['v']}"


class Catalog:
    """An immutable set of cards with fast lookup; build it with `load_catalog()`.

    `abilities` maps card codes to their validated ability definitions; a card without an
    entry is "not implemented" and its CardDef has no abilities.
    """

    def __init__(
        self, cards: Iterable[CardFacts], abilities: Mapping[str, CardAbilities] | None = None
    ) -> None:
        self._cards: tuple[CardFacts, ...] = tuple(cards)
        self._by_code: dict[str, CardFacts] = {}
        # Every printing code (the card's own code included) -> its card.
        self._by_printing: dict[str, CardFacts] = {}
        self._by_name: dict[str, CardFacts] = {}
        self._by_loose: dict[str, CardFacts | None] = {}  # None: two cards share the key
        self._defs: dict[str, CardDef] = {}
        self._trigrams: dict[str, list[str]] | None = None  # built on the first suggestion
        self._suggestions: dict[str, list[str]] = {}
        self._abilities: dict[str, tuple[Ability, ...]] = {}
        for card in self._cards:
            if card.code in self._by_code:
                raise CardDataError(f"card code {card.code} is used twice")
            self._by_code[card.code] = card
            for printing in (card.code, *card.printings):
                key = _code_key(printing)
                other = self._by_printing.setdefault(key, card)
                if other is not card:
                    raise CardDataError(
                        f"printing {printing} of {card.name!r} ({card.code}) "
                        f"is also a printing of {other.name!r} ({other.code})"
                    )
            for spelling in (card.name, *card.aliases):
                key = normalize_name(spelling)
                other = self._by_name.setdefault(key, card)
                # Two cards answering to one name would make deck lists ambiguous.
                if other is not card:
                    raise CardDataError(
                        f"name {spelling!r} of {card.name!r} ({card.code}) "
                        f"clashes with {other.name!r} ({other.code})"
                    )
                loose = loose_name(spelling)
                if self._by_loose.setdefault(loose, card) is not card:
                    self._by_loose[loose] = None
        for code, entry in (abilities or {}).items():
            self._abilities[code] = self._attachable(code, entry)

    def _attachable(self, code: str, entry: CardAbilities) -> tuple[Ability, ...]:
        """The compiled abilities of one entry, checked against the card it names."""
        card = self._by_code.get(code)
        if card is None:
            close = difflib.get_close_matches(code, self._by_code, n=1)
            hint = f" (did you mean {close[0]}, {self._by_code[close[0]].name!r}?)" if close else ""
            raise CardDataError(f"abilities for unknown card code {code}{hint}")
        from app.cards.abilities import check_card_fit  # see from_files
        from app.cards.abilities.equipment import equip_fits

        label = f"{card.name!r} ({code})"
        pending = sorted(k.value for k in card.keywords if k in PENDING_KEYWORDS)
        if pending:  # "implemented" means all of it: never a card the engine runs in part
            raise CardDataError(
                f"abilities of {label}: the engine does not run {', '.join(pending)} yet"
            )
        if entry.name is not None and normalize_name(entry.name) != normalize_name(card.name):
            raise CardDataError(f"abilities of {label} are labelled {entry.name!r}")
        compiled = entry.compile()
        check_card_fit(label, card.type, compiled)
        misfit = equip_fits(card.keywords, compiled)
        if misfit:
            raise CardDataError(f"abilities of {label}: {misfit}")
        if (Keyword.REPEAT in card.keywords) != any(a.kind == "repeat" for a in compiled):
            # the keyword and its cost go together (RUP4 820.1.c)
            raise CardDataError(f"abilities of {label}: Repeat needs a 'repeat' ability with "
                                "its cost, and only a card with Repeat has one")
        if (Keyword.FLOW in card.keywords) != any(a.kind == "flow" for a in compiled):
            # the keyword and its cost go together (RUP4 829.1.c)
            raise CardDataError(f"abilities of {label}: Flow needs a 'flow' ability with "
                                "its cost, and only a card with Flow has one")
        if (Keyword.EMPOWER in card.keywords) != any(a.empower for a in compiled):
            # the keyword is its activated ability with its cost (RUP4 827.1.c)
            raise CardDataError(f"abilities of {label}: Empower needs an 'empower' ability "
                                "with its cost, and only a card with Empower has one")
        return compiled

    @classmethod
    def from_files(cls, paths: Iterable[Path], ability_paths: Iterable[Path] = ()) -> Catalog:
        """Read and validate data files (uncached; see `load_catalog`)."""
        # Imported here: the validation models cost start-up time a cached catalog doesn't need.
        from app.cards.abilities import load_ability_file

        cards: list[CardFacts] = []
        for path in paths:
            try:
                raw = json.loads(Path(path).read_text(encoding="utf-8"))
                cards.extend(CatalogFile.model_validate(raw).parse(source=Path(path).name))
            except CardDataError:
                raise
            except (OSError, ValueError) as exc:  # JSON and top-level pydantic errors
                raise CardDataError(f"{Path(path).name}: {exc}") from exc
        abilities: dict[str, CardAbilities] = {}
        for path in ability_paths:
            for code, entry in load_ability_file(Path(path)).items():
                if code in abilities:
                    raise CardDataError(
                        f"{'/'.join(Path(path).parts[-2:])}: abilities of {code} given twice"
                    )
                abilities[code] = entry
        return cls(cards, abilities)

    def __len__(self) -> int:
        return len(self._cards)

    def __iter__(self) -> Iterator[CardFacts]:
        return iter(self._cards)

    def __contains__(self, name_or_code: object) -> bool:
        return isinstance(name_or_code, str) and self.find(name_or_code) is not None

    def all(self) -> tuple[CardFacts, ...]:
        """Every card, in data file order."""
        return self._cards

    def by_code(self, code: str) -> CardFacts:
        """The card printed under this code, any case: "OGS-004", a variant "OGN-007a",
        "OGN-299*" or "OGN-299s", an overnumbered or later-set printing "SFD-232"."""
        card = self.printing(code)
        if card is None:
            close = difflib.get_close_matches(_code_key(code), self._by_printing, n=3)
            raise UnknownCardError(code, [self._by_printing[c].name for c in close])
        return card

    def printing(self, code: str) -> CardFacts | None:
        """The card printed under this code, or None. This is the one place that knows
        printings: an art variant nobody listed ("OGN-288b") is read as its base printing."""
        key = _code_key(code)
        card = self._by_printing.get(key)
        if card is None:
            match = _VARIANT_SUFFIX.match(key)
            if match:
                card = self._by_printing.get(match["base"])
        return card

    def find(self, name_or_code: str) -> CardFacts | None:
        """The card with this name, alias or printing code, or None."""
        return (
            self._by_name.get(normalize_name(name_or_code))
            or self.printing(name_or_code)
            or self._by_loose.get(loose_name(name_or_code))
        )

    def lookup(self, name: str) -> CardFacts:
        """The card with this canonical name or alias; raises UnknownCardError with hints."""
        card = self._by_name.get(normalize_name(name)) or self._by_loose.get(loose_name(name))
        if card is None:
            raise UnknownCardError(name, self.suggest(name))
        return card

    def suggest(self, name: str, limit: int = 3) -> list[str]:
        """Canonical names of the cards whose spellings are closest to `name`."""
        query = normalize_name(name)[:_MAX_QUERY]
        if query not in self._suggestions:
            if len(self._suggestions) >= _SUGGESTION_CACHE:
                self._suggestions.clear()
            self._suggestions[query] = self._suggest(query)
        return self._suggestions[query][:limit]

    def _suggest(self, query: str) -> list[str]:
        # "Annie" should offer the Annie cards: match the short name before the comma first,
        # then fall back to spelling similarity for typos ("Stalwrt Poro"), among the
        # spellings that share most trigrams with the query (comparing with every spelling
        # is far too slow for a list of many unknown names).
        if self._trigrams is None:
            self._trigrams = {}
            for key in self._by_name:
                for gram in _trigrams(key):
                    self._trigrams.setdefault(gram, []).append(key)
        shared: Counter[str] = Counter()
        for gram in _trigrams(query):
            shared.update(self._trigrams.get(gram, ()))
        candidates = [key for key, _n in shared.most_common(_CANDIDATES)]
        keys = [k for k in self._by_name if query and k.split(",")[0] == query]
        keys += _closest(query, candidates)
        names: list[str] = []
        for key in keys:
            canonical = self._by_name[key].name
            if canonical not in names:
                names.append(canonical)
        return names

    def is_implemented(self, name_or_code: str) -> bool:
        """Whether the card has an entry in the abilities data (even `abilities = []`)."""
        card = self.find(name_or_code)
        if card is None:
            raise UnknownCardError(name_or_code, self.suggest(name_or_code))
        return card.code in self._abilities

    def implemented_codes(self) -> frozenset[str]:
        """Codes of every card with an entry in the abilities data."""
        return frozenset(self._abilities)

    def card_def(self, name_or_code: str) -> CardDef:
        """The engine's CardDef, abilities attached, for a name, alias or code; built once."""
        card = self.find(name_or_code)
        if card is None:
            raise UnknownCardError(name_or_code, self.suggest(name_or_code))
        return self._def(card)

    def token(self, name: str) -> CardDef:
        """The CardDef of a token ("Recruit"); raises UnknownCardError for non-tokens."""
        card = self._by_name.get(normalize_name(name))
        if card is None or not card.is_token:
            tokens = [c for c in self._cards if c.is_token]
            close = difflib.get_close_matches(name, [c.name for c in tokens], n=3, cutoff=0.4)
            raise UnknownCardError(name, close)
        return self._def(card)

    def game_tokens(self) -> tuple[CardDef, ...]:
        """token-kinds: every token a game can make (Recruit, Sprite, Gold, Bird, ...): the
        catalog's implemented tokens, abilities attached; a card's op 'token' names one of
        them (RUP4 185)."""
        return tuple(self._def(c) for c in self._cards
                     if c.is_token and c.code in self._abilities)

    def basic_rune(self, domain: Domain | str) -> CardDef:
        """The basic rune of a domain (RUP4 164), e.g. Calm Rune for Domain.CALM."""
        wanted = domain if isinstance(domain, Domain) else Domain(domain.strip().capitalize())
        for card in self._cards:
            if (
                card.type is CardType.RUNE
                and card.supertype is Supertype.BASIC
                and card.domains == (wanted,)
            ):
                return self._def(card)
        raise UnknownCardError(f"{wanted.value} Rune")

    def _def(self, card: CardFacts) -> CardDef:
        # CardDef is frozen; sharing one instance per card keeps identity checks cheap.
        card_def = self._defs.get(card.code)
        if card_def is None:
            card_def = card.to_card_def()
            abilities = self._abilities.get(card.code, ())
            if abilities:
                card_def = dataclasses.replace(card_def, abilities=abilities)
            self._defs[card.code] = card_def
        return card_def


_MAX_QUERY = 200  # characters of an unknown name compared; card names are far shorter
_CANDIDATES = 40  # spellings compared in full with an unknown name
_SUGGESTION_CACHE = 4096


def _trigrams(text: str) -> set[str]:
    padded = f"  {text} "
    return {padded[i : i + 3] for i in range(len(padded) - 2)}


def _closest(query: str, keys: Iterable[str], cutoff: float = 0.6) -> list[str]:
    """Keys similar to `query`, best first, dropping any clearly worse than the best.

    A clear winner ("Stalwrt Poro" -> "Stalwart Poro") is offered alone rather than
    alongside every other Poro.
    """
    scored = []
    for key in keys:
        matcher = difflib.SequenceMatcher(None, query, key)
        if matcher.real_quick_ratio() >= cutoff and matcher.quick_ratio() >= cutoff:
            ratio = matcher.ratio()
            if ratio >= cutoff:
                scored.append((ratio, key))
    scored.sort(key=lambda item: (-item[0], item[1]))
    return [key for ratio, key in scored if ratio >= scored[0][0] - 0.1]


def _bundled_files() -> tuple[list[Path], list[Path]]:
    """The bundled data: the card facts' files and the abilities' files."""
    return [DATA_DIR / name for name in DATA_FILES], list(ability_files(DATA_DIR))


def prebuild_catalog(folder: Path) -> Path:
    """Write the bundled catalog's cache into `folder` for an installer to ship
    (`app.cards.cache.prebuild`; packaging/riftbound.spec). Returns the cache file."""
    facts, abilities = _bundled_files()
    return prebuild("catalog", [*facts, *abilities],
                    lambda: Catalog.from_files(facts, abilities), folder)


@functools.cache
def load_catalog() -> Catalog:
    """The catalog of every bundled card, read and validated once per process, and once
    per version of the data and the code between runs (`app.cards.cache`)."""
    facts, abilities = _bundled_files()
    cat = cached("catalog", [*facts, *abilities],
                 lambda: Catalog.from_files(facts, abilities), Catalog)
    if not names.nameable("spell"):  # what "name a spell" may name (RUP4 762)
        names.register_spell_names([c.name for c in cat.all() if c.type is CardType.SPELL
                                    and c.supertype != "Token"])
    return cat


def basic_rune(domain: Domain | str) -> CardDef:
    """The basic rune of a domain from the bundled catalog."""
    return load_catalog().basic_rune(domain)
