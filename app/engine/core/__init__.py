"""The engine's vocabulary and its record of play: values that know no rule (the words of
the card pool, card and ability definitions, actions, refusals) and the events an action
causes, with the game state joining them as the restructuring goes on. Everything else in
the engine builds on this package, which imports from nothing above it.
"""
