"""The engine's vocabulary and record of play: immutable values (card and ability
definitions, their enums, actions, refusals) and the events an action causes. Nothing here
knows a rule; every other part of the engine builds on it, and it imports from none of them.
"""
