"""The card vocabulary: the ops a card's abilities are made of, by family (`ops`), what a
resolving item knows (`context`), resolving a chain item and the answers to the choices its
steps ask for (`resolve`), and the helpers the ops share (`playcard`, `aslooked`, `oneoff`).
Above `playing` (an op may play a card) and below the turn machinery."""
