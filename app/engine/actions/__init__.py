"""Elementary game actions (RUP4 413-443) and the triggers they set off: dealing damage, and in
time moving cards between zones, killing, paying, putting items on the chain. They change
the state and report events; they never resolve an ability, so the mechanics of the card
vocabulary build on them and not the other way round.
"""
