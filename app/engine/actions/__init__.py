"""Elementary game actions (RUP4 413-443) and the triggers they set off: moving
cards between zones, dealing damage, killing, paying, putting items on the chain, removing a
player who conceded (RUP4 652) and the setup and rules of the modes of play (RUP4 481-489).
They change the state and report events; they never resolve an ability, so the mechanics of
the card vocabulary build on them and not the other way round.
"""
