"""The abilities keywords stand for, made of ops of the vocabulary: Vision ("when this is
played, predict", RUP4 817.1.b) and Temporary ("at the start of its controller's Beginning
Phase, kill it", 816). The game actions that start them (app.engine.actions.triggers) sit
below the ops, so this module fills their registry `KEYWORD_ABILITIES` as it is imported."""

from __future__ import annotations

from app.engine.abilities import Ability
from app.engine.actions.triggers import KEYWORD_ABILITIES
from app.engine.core.enums import Keyword
from app.engine.mechanics.ops.damage import Kill
from app.engine.mechanics.ops.looking import Predict

KEYWORD_ABILITIES.update({
    Keyword.VISION: Ability(kind="triggered", trigger="vision", steps=(Predict(n=1),)),
    Keyword.TEMPORARY: Ability(kind="triggered", trigger="start_of_turn", steps=(Kill(),)),
})
