"""Riftbound Table: a desktop tabletop for the Riftbound trading card game."""

__version__ = "0.1.0"
