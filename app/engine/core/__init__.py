"""The bottom of the engine: values that know no rule (the words of the card pool,
card definitions, the actions a player takes, refusals, the random generator, the structural
copy and the hash forms), the game state built of them, and the events an action causes.
Every other part of the engine builds on it; it imports from nothing above it.
"""
