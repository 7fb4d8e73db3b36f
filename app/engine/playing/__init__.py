"""Playing a card or an ability, from a pending chain item to a finalized one (RUP4 349-359):
what it costs (`costs`), which choices it has (`choices`: where a unit enters, modes,
targets), the questions asked one at a time and their answers (`pending`), and finalizing
or undoing it (`finalize`). It sits below the card vocabulary: an effect that plays a card
calls down into it, and it never resolves an ability itself.
"""
