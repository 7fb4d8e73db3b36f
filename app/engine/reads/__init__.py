"""Questions about a game state that never change it: where an object is and where
a unit may go, its Might and keywords as passive abilities make them, what matches a filter,
which objects hold abilities, the passive abilities that answer a question of their own
(`passives`: costs, entering ready), restrictions (`restrict`) and abilities granted by
another object (`granted`). The rules' recursion (RUP4 477: Might and keywords depend on
passive abilities whose scopes depend on Might and keywords) stays inside `characteristics`.
"""
