"""The computer opponent: agents that see only what their seat may see (no Qt)."""

from app.ai.agents import LEVELS, Choice, make_agent

__all__ = ["LEVELS", "Choice", "make_agent"]
