"""The card vocabulary: the ops a card's abilities are made of, one class per op, by family
(`ops`): each validates its own fields as card data, runs itself, answers the choices it
asks for and words itself (with the phrasing toolkit, `wording`). What a resolving item knows
(`context`); resolving a chain item and routing the answers to the step that asked
(`resolve`); the abilities keywords stand for (`keywords`); the helpers the ops share
(`playcard`, `aslooked`, `oneoff`). Above `playing` (an op may play a card) and below the
turn machinery."""
