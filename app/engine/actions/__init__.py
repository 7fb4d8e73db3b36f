"""Game actions (RUP4 413-443): the elementary changes a rule or an effect makes to the state, and
the triggers they set off. They call only core and reads.
"""
