"""The turn itself: its phases, priority and focus (RUP4 301-317), cleanups, the
chain's tasks (HOT FEPR, 332-340) and showdowns (341-348) in `flow`, combat (459-466) in
`combat`, and which actions a player may take now and why others are refused in `legal`.
It drives the layers below and is driven by the game's face above.
"""
