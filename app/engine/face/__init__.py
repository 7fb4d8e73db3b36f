"""What the rest of the application uses: `Game` (apply an action, legal actions,
undo, hash, replay), a player's redacted view, building a game in a given position,
sampling the hidden cards for search, a random legal action, and a Match (RUP4 486: best
of three Duels). `app.engine`'s own __init__ re-exports the public names.
"""
