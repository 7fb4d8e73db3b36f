"""Naming a card or a tag (RUP4 759-763): the tags that exist in Riftbound (763.1, listed by
the rules) and the spell names legal in the format (762), which the card catalog registers as
it loads (the engine holds no catalog). A name travels in an action as one word: its spaces
become underscores (`name Hextech_Ray`), so that the notation stays one word per argument."""

from __future__ import annotations

# RUP4 763.1 ("Miss, Fortune" there is one tag, Miss Fortune)
TAGS: tuple[str, ...] = (
    "Ahri", "Akali", "Akshan", "Ambessa", "Anivia", "Annie", "Aphelios", "Ashe", "Azir",
    "Bandle City", "Bard", "Bilgewater", "Bird", "Blitzcrank", "Caitlyn", "Cat", "Darius",
    "Demacia", "Demon", "Diana", "Dog", "Dr. Mundo", "Dragon", "Draven", "Ekko", "Elite",
    "Equipment", "Evelynn", "Ezreal", "Fae", "Fiora", "Fizz", "Freljord", "Galio", "Gangplank",
    "Garen", "Heimerdinger", "Hwei", "Icathia", "Illaoi", "Ionia", "Irelia", "Ivern", "Ixtal",
    "Janna", "Jax", "Jayce", "Jhin", "Jinx", "Kai'Sa", "Karma", "Karthus", "Katarina",
    "Kathkan", "Kayle", "Kayn", "Kennen", "Kha'Zix", "Kog'Maw", "LeBlanc", "Lee Sin", "Leona",
    "Lillia", "Lucian", "Lux", "Malzahar", "Master Yi", "Mech", "Mel", "Miss Fortune",
    "Morgana", "Mount Targon", "Nami", "Nasus", "Nidalee", "Nilah", "Nocturne", "Noxus", "Ornn",
    "Piltover", "Pirate", "Poppy", "Poro", "Pyke", "Qiyana", "Recruit", "Rek'Sai", "Rell",
    "Renata Glasc", "Renekton", "Rengar", "Riven", "Rumble", "Sentinel", "Sett", "Shadow Isles",
    "Shen", "Shurima", "Sivir", "Sona", "Soraka", "Spider", "Spirit", "Swain", "Syndra",
    "Taric", "Teemo", "The Void", "Trifarian", "Tryndamere", "Twisted Fate", "Udyr", "Vayne",
    "Vex", "Vi", "Viktor", "Volibear", "Warwick", "Xerath", "Xin Zhao", "Yasuo", "Yone",
    "Yordle", "Yuumi", "Zaun", "Zed", "Zilean",
)

_SPELLS: list[str] = []  # registered by the catalog: every non-token spell's name, sorted


def register_spell_names(names: list[str]) -> None:
    """The spell names of the format (RUP4 762; no token, 762.2), from the card catalog."""
    _SPELLS[:] = sorted(set(names))


def nameable(what: str) -> tuple[str, ...]:
    """What may be named: "tag" (RUP4 763) or "spell" (762)."""
    return TAGS if what == "tag" else tuple(_SPELLS)


def to_word(name: str) -> str:
    """A name as one word of the action notation."""
    return name.replace(" ", "_")


def from_word(word: str) -> str:
    return word.replace("_", " ")
