"""The bottom of the engine: values that know no rule (the words of the card pool, the actions
a player takes and their notation, and in time the card and ability definitions, refusals and
the game state) and the events an action causes. Every other part of the engine builds on it;
it imports from nothing above it.
"""
