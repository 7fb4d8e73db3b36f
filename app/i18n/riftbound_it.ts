<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>AI</name>
    <message>
        <location filename="../ui/texts.py" line="186"/>
        <source>a card</source>
        <translation>una carta</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="191"/>
        <source>Plays {card}</source>
        <translation>Gioca {card}</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="192"/>
        <source>Moves {card} to {place}</source>
        <translation>Sposta {card} in {place}</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="193"/>
        <source>Ends the turn</source>
        <translation>Termina il turno</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="193"/>
        <source>Passes</source>
        <translation>Passa</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="194"/>
        <source>Chooses {card}</source>
        <translation>Sceglie {card}</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="195"/>
        <source>Assigns combat damage</source>
        <translation>Assegna i danni da combattimento</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="195"/>
        <source>Pays the cost</source>
        <translation>Paga il costo</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="196"/>
        <source>Keeps the hand</source>
        <translation>Tiene la mano</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="196"/>
        <source>Sets a card aside</source>
        <translation>Mette da parte una carta</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="197"/>
        <source>Hides a card</source>
        <translation>Nasconde una carta</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="197"/>
        <source>Uses {card}</source>
        <translation>Usa {card}</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="198"/>
        <source>Decides</source>
        <translation>Decide</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="200"/>
        <source>wins the game</source>
        <translation>vince la partita</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="203"/>
        <source>takes battlefield {n}</source>
        <translation>prende il Battlefield {n}</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="296"/>
        <source>counters {card}</source>
        <translation>annulla {card}</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="297"/>
        <source>saves {card}</source>
        <translation>salva {card}</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="209"/>
        <source> (expected win chance {p}%)</source>
        <translation> (probabilità di vittoria stimata {p}%)</translation>
    </message>
    <message numerus="yes">
        <source>scores %n point(s) ({total} in all)</source>
        <translation>
            <numerusform>segna %n punto ({total} in tutto)</numerusform>
            <numerusform>segna %n punti ({total} in tutto)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>destroys %n enemy unit(s)</source>
        <translation>
            <numerusform>distrugge %n Unit nemica</numerusform>
            <numerusform>distrugge %n Unit nemiche</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BattlefieldDialog</name>
    <message>
        <location filename="../ui/match_panel.py" line="290"/>
        <source>Battlefield: {name}</source>
        <translation>Battlefield: {name}</translation>
    </message>
    <message>
        <location filename="../ui/match_panel.py" line="292"/>
        <source>{name}, choose the battlefield you present for game {n} (RUP4 486.5). Your opponent sees it only when both have chosen.</source>
        <translation>{name}, scegli il Battlefield che presenti per la partita {n} (RUP4 486.5). L’avversario lo vede solo quando avete scelto entrambi.</translation>
    </message>
    <message>
        <location filename="../ui/match_panel.py" line="306"/>
        <source>Used in a game somebody won: it can&apos;t be chosen again this match (RUP4 486.5.a).</source>
        <translation>Usato in una partita vinta da qualcuno: in questo match non si può scegliere di nuovo (RUP4 486.5.a).</translation>
    </message>
    <message>
        <location filename="../ui/match_panel.py" line="316"/>
        <source>Used in won games: {names}.</source>
        <translation>Usati in partite vinte: {names}.</translation>
    </message>
</context>
<context>
    <name>CardBrowser</name>
    <message>
        <location filename="../ui/deckbuilder/browser.py" line="190"/>
        <source>Search names and card text…</source>
        <translation>Cerca nei nomi e nel testo…</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/browser.py" line="192"/>
        <source>Fits legend</source>
        <translation>Per la Legend</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/browser.py" line="193"/>
        <source>Only cards inside the legend&apos;s domains</source>
        <translation>Solo carte dei Domain della Legend</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/browser.py" line="195"/>
        <source>Playable only</source>
        <translation>Solo giocabili</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/browser.py" line="196"/>
        <source>Only cards the game can already play</source>
        <translation>Solo le carte che il gioco sa già giocare</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/browser.py" line="201"/>
        <source>All domains</source>
        <translation>Tutti i Domain</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/browser.py" line="206"/>
        <source>All types</source>
        <translation>Tutti i tipi</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/browser.py" line="207"/>
        <source>Champion units</source>
        <translation>Unit Champion</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/browser.py" line="210"/>
        <source>Any cost</source>
        <translation>Ogni costo</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/browser.py" line="210"/>
        <source>Cost {n}</source>
        <translation>Costo {n}</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/browser.py" line="212"/>
        <source>Any Might</source>
        <translation>Ogni Might</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/browser.py" line="212"/>
        <source>Might {n}</source>
        <translation>Might {n}</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/browser.py" line="215"/>
        <source>Any keyword</source>
        <translation>Ogni keyword</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/browser.py" line="220"/>
        <source>Any tag</source>
        <translation>Ogni tag</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/browser.py" line="224"/>
        <source>All sets</source>
        <translation>Tutti i set</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/browser.py" line="230"/>
        <source>Sort: name</source>
        <translation>Ordina: nome</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/browser.py" line="230"/>
        <source>Sort: cost</source>
        <translation>Ordina: costo</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/browser.py" line="231"/>
        <source>Sort: Might</source>
        <translation>Ordina: Might</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/browser.py" line="231"/>
        <source>Sort: type</source>
        <translation>Ordina: tipo</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/browser.py" line="247"/>
        <source>List</source>
        <translation>Elenco</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/browser.py" line="247"/>
        <source>Show the cards as a list</source>
        <translation>Mostra le carte in un elenco</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/browser.py" line="248"/>
        <source>Grid</source>
        <translation>Griglia</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/browser.py" line="249"/>
        <source>Show the cards as a grid of card faces</source>
        <translation>Mostra le carte in una griglia, con la loro faccia</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/browser.py" line="257"/>
        <source>Card size</source>
        <translation>Dimensione delle carte</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/browser.py" line="395"/>
        <source>{n} of {total} cards</source>
        <translation>{n} di {total} carte</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/browser.py" line="438"/>
        <source>Add to deck</source>
        <translation>Aggiungi al mazzo</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/browser.py" line="440"/>
        <source>Add to sideboard</source>
        <translation>Aggiungi al sideboard</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/browser.py" line="443"/>
        <source>Make chosen champion</source>
        <translation>Rendi Chosen Champion</translation>
    </message>
</context>
<context>
    <name>Delayed</name>
    <message>
        <location filename="../ui/delayed_marks.py" line="1"/>
        <source>a hidden card</source>
        <translation>una carta nascosta</translation>
    </message>
    <message>
        <location filename="../ui/delayed_marks.py" line="1"/>
        <source>{card} (it has moved since: the ability no longer finds it)</source>
        <translation>{card} (da allora si è spostata: l&apos;abilità non la trova più)</translation>
    </message>
    <message>
        <location filename="../ui/delayed_marks.py" line="1"/>
        <source>At the end of this turn</source>
        <translation>Alla fine di questo turno</translation>
    </message>
    <message>
        <location filename="../ui/delayed_marks.py" line="1"/>
        <source>Each time a unit friendly to {player} is played this turn</source>
        <translation>Ogni volta che viene giocata una Unit alleata di {player} in questo turno</translation>
    </message>
    <message>
        <location filename="../ui/delayed_marks.py" line="1"/>
        <source>The next time {player} plays a unit this turn</source>
        <translation>La prossima volta che {player} gioca una Unit in questo turno</translation>
    </message>
    <message>
        <location filename="../ui/delayed_marks.py" line="1"/>
        <source>At the start of {player}&apos;s next Main Phase</source>
        <translation>All&apos;inizio della prossima fase principale di {player}</translation>
    </message>
    <message>
        <location filename="../ui/delayed_marks.py" line="1"/>
        <source>The next time {player} holds a battlefield</source>
        <translation>La prossima volta che {player} fa Hold su un Battlefield</translation>
    </message>
    <message>
        <location filename="../ui/delayed_marks.py" line="1"/>
        <source>Each time a unit takes damage this turn</source>
        <translation>Ogni volta che una Unit subisce danni in questo turno</translation>
    </message>
    <message>
        <location filename="../ui/delayed_marks.py" line="1"/>
        <source>The next time {card} takes damage this turn</source>
        <translation>La prossima volta che {card} subisce danni in questo turno</translation>
    </message>
    <message>
        <location filename="../ui/delayed_marks.py" line="1"/>
        <source>When {card} dies this turn</source>
        <translation>Quando {card} muore in questo turno</translation>
    </message>
    <message>
        <location filename="../ui/delayed_marks.py" line="1"/>
        <source>Each time {card} wins a combat this turn</source>
        <translation>Ogni volta che {card} vince un combattimento in questo turno</translation>
    </message>
    <message>
        <location filename="../ui/delayed_marks.py" line="1"/>
        <source>Each time {card} conquers this turn</source>
        <translation>Ogni volta che {card} fa Conquer in questo turno</translation>
    </message>
    <message>
        <location filename="../ui/delayed_marks.py" line="1"/>
        <source>When what it waits for happens</source>
        <translation>Quando accade ciò che aspetta</translation>
    </message>
    <message>
        <location filename="../ui/delayed_marks.py" line="1"/>
        <source>It acts on {card}.</source>
        <translation>Agisce su {card}.</translation>
    </message>
    <message>
        <location filename="../ui/delayed_marks.py" line="1"/>
        <source>That battlefield: {card}.</source>
        <translation>Quel Battlefield: {card}.</translation>
    </message>
    <message>
        <location filename="../ui/delayed_marks.py" line="1"/>
        <source>From {card} ({player})</source>
        <translation>Da {card} ({player})</translation>
    </message>
</context>
<context>
    <name>CardPreview</name>
    <message>
        <location filename="../ui/levels.py" line="1"/>
        <source>(inactive: not enough XP)</source>
        <translation>(inattiva: XP insufficienti)</translation>
    </message>
    <message>
        <location filename="../ui/levels.py" line="1"/>
        <source>(inactive: not Empowered)</source>
        <translation>(inattiva: non è Empowered)</translation>
    </message>
    <message>
        <location filename="../ui/levels.py" line="1"/>
        <source>Empowered</source>
        <translation>Empowered</translation>
    </message>
    <message>
        <location filename="../ui/levels.py" line="1"/>
        <source>Empowered {n} times</source>
        <translation>Empowered {n} volte</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/preview.py" line="70"/>
        <source>The game engine can&apos;t play this card&apos;s abilities yet: it plays as a card without them.</source>
        <translation>Il motore di gioco non sa ancora usare le abilità di questa carta: la gioca come se non ne avesse.</translation>
    </message>
</context>
<context>
    <name>DeckProblem</name>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="96"/>
        <source>The deck needs one Champion Legend.</source>
        <translation>Il mazzo richiede una Champion Legend.</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="97"/>
        <source>Choose a Chosen Champion.</source>
        <translation>Scegli un Chosen Champion.</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="98"/>
        <source>{name} can&apos;t be the Chosen Champion: it must be a champion unit with the legend&apos;s tag ({tags}).</source>
        <translation>{name} non può essere il Chosen Champion: dev&apos;essere una Unit Champion con il tag della Legend ({tags}).</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="100"/>
        <source>A tournament main deck has exactly 40 cards, not {n}.</source>
        <translation>Un Main Deck da torneo ha esattamente 40 carte, non {n}.</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="101"/>
        <source>The main deck has {n} cards; it needs at least 40.</source>
        <translation>Il Main Deck ha {n} carte; ne servono almeno 40.</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="102"/>
        <source>{n} copies of {name}: at most 3 of a card.</source>
        <translation>{n} copie di {name}: al massimo 3 per carta.</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="103"/>
        <source>{name} can&apos;t be in the main deck.</source>
        <translation>{name} non può stare nel Main Deck.</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="104"/>
        <source>{name} is outside the deck&apos;s domains ({domains}).</source>
        <translation>{name} è fuori dai Domain del mazzo ({domains}).</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="105"/>
        <source>{name} is a signature card of another champion.</source>
        <translation>{name} è una carta Signature di un altro Champion.</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="106"/>
        <source>{n} signature cards: at most 3 in all.</source>
        <translation>{n} carte Signature: al massimo 3 in tutto.</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="107"/>
        <source>The rune deck has {n} runes; it needs exactly 12.</source>
        <translation>Il Rune Deck ha {n} Rune; ne servono esattamente 12.</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="108"/>
        <source>{name} is not a rune.</source>
        <translation>{name} non è una Rune.</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="109"/>
        <source>{name} is outside the deck&apos;s domains.</source>
        <translation>{name} è fuori dai Domain del mazzo.</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="110"/>
        <source>This format needs {want} battlefield(s); the deck has {n}.</source>
        <translation>Questo formato richiede {want} Battlefield; il mazzo ne ha {n}.</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="112"/>
        <source>{n} battlefields named {name}: the battlefields must have different names.</source>
        <translation>{n} Battlefield di nome {name}: i Battlefield devono avere nomi diversi.</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="118"/>
        <source>{n} copies of {name}: it is Unique, at most 1 in a deck.</source>
        <translation>{n} copie di {name}: è Unique, al massimo 1 per mazzo.</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="120"/>
        <source>{name} is banned in this format (ban list of {date}).</source>
        <translation>{name} è bandita in questo formato (lista delle carte bandite del {date}).</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="114"/>
        <source>{name} is not a battlefield.</source>
        <translation>{name} non è un Battlefield.</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="115"/>
        <source>This format has no sideboard.</source>
        <translation>Questo formato non prevede il sideboard.</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="116"/>
        <source>The sideboard has {n} cards; at most 10.</source>
        <translation>Il sideboard ha {n} carte; al massimo 10.</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="117"/>
        <source>{name} is not a valid main-deck card for this deck.</source>
        <translation>{name} non è una carta valida per il Main Deck di questo mazzo.</translation>
    </message>
</context>
<context>
    <name>DeckView</name>
    <message>
        <location filename="../ui/deckbuilder/deck_view.py" line="142"/>
        <location filename="../ui/deckbuilder/deck_view.py" line="310"/>
        <source>One more copy</source>
        <translation>Una copia in più</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/deck_view.py" line="144"/>
        <location filename="../ui/deckbuilder/deck_view.py" line="311"/>
        <source>One copy fewer</source>
        <translation>Una copia in meno</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/deck_view.py" line="145"/>
        <source>Make champion</source>
        <translation>Rendi Champion</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/deck_view.py" line="146"/>
        <source>Make the selected champion unit the chosen champion</source>
        <translation>Rendi Chosen Champion la Unit Champion selezionata</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/deck_view.py" line="147"/>
        <location filename="../ui/deckbuilder/deck_view.py" line="278"/>
        <source>To sideboard</source>
        <translation>Nel sideboard</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/deck_view.py" line="193"/>
        <location filename="../ui/deckbuilder/deck_view.py" line="196"/>
        <source>{section}  ·  {n}/{want}</source>
        <translation>{section}  ·  {n}/{want}</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/deck_view.py" line="238"/>
        <source>Drop a legend here</source>
        <translation>Trascina qui una Legend</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/deck_view.py" line="239"/>
        <source>Choose a champion unit of your legend</source>
        <translation>Scegli una Unit Champion della tua Legend</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/deck_view.py" line="240"/>
        <source>Double-click or drag cards here</source>
        <translation>Doppio clic o trascina qui le carte</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/deck_view.py" line="241"/>
        <source>Drop battlefields here</source>
        <translation>Trascina qui i Battlefield</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/deck_view.py" line="242"/>
        <source>Drop runes here</source>
        <translation>Trascina qui le Rune</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/deck_view.py" line="243"/>
        <source>Tournaments: up to 10 cards</source>
        <translation>Tornei: fino a 10 carte</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/deck_view.py" line="277"/>
        <source>To main deck</source>
        <translation>Nel Main Deck</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/deck_view.py" line="313"/>
        <source>Make chosen champion</source>
        <translation>Rendi Chosen Champion</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/deck_view.py" line="316"/>
        <source>Move one to the sideboard</source>
        <translation>Spostane una nel sideboard</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/deck_view.py" line="319"/>
        <source>Move one to the main deck</source>
        <translation>Spostane una nel Main Deck</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/deck_view.py" line="322"/>
        <source>Back to the main deck</source>
        <translation>Rimetti nel Main Deck</translation>
    </message>
</context>
<context>
    <name>Deckbuilder</name>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="14"/>
        <source>Unit</source>
        <translation>Unit</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="15"/>
        <source>Spell</source>
        <translation>Spell</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="16"/>
        <source>Gear</source>
        <translation>Gear</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="17"/>
        <location filename="../ui/deckbuilder/labels.py" line="76"/>
        <source>Legend</source>
        <translation>Legend</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="18"/>
        <source>Battlefield</source>
        <translation>Battlefield</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="19"/>
        <source>Rune</source>
        <translation>Rune</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="25"/>
        <source>Fury</source>
        <translation>Fury</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="26"/>
        <source>Calm</source>
        <translation>Calm</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="27"/>
        <source>Mind</source>
        <translation>Mind</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="28"/>
        <source>Body</source>
        <translation>Body</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="29"/>
        <source>Chaos</source>
        <translation>Chaos</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="30"/>
        <source>Order</source>
        <translation>Order</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="31"/>
        <source>Colorless</source>
        <translation>Incolore</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="37"/>
        <source>Accelerate</source>
        <translation>Accelerate</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="38"/>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="39"/>
        <source>Reaction</source>
        <translation>Reaction</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="40"/>
        <source>Assault</source>
        <translation>Assault</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="41"/>
        <source>Shield</source>
        <translation>Shield</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="42"/>
        <source>Tank</source>
        <translation>Tank</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="43"/>
        <source>Deathknell</source>
        <translation>Deathknell</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="44"/>
        <source>Ganking</source>
        <translation>Ganking</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="45"/>
        <source>Hidden</source>
        <translation>Hidden</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="46"/>
        <source>Legion</source>
        <translation>Legion</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="47"/>
        <source>Vision</source>
        <translation>Vision</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="48"/>
        <source>Temporary</source>
        <translation>Temporary</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="49"/>
        <source>Deflect</source>
        <translation>Deflect</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="50"/>
        <source>Equip</source>
        <translation>Equip</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="51"/>
        <source>Quick-Draw</source>
        <translation>Quick-Draw</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="52"/>
        <source>Repeat</source>
        <translation>Repeat</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="53"/>
        <source>Weaponmaster</source>
        <translation>Weaponmaster</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="54"/>
        <source>Ambush</source>
        <translation>Ambush</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="55"/>
        <source>Hunt</source>
        <translation>Hunt</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="56"/>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="57"/>
        <source>Unique</source>
        <translation>Unique</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="58"/>
        <source>Backline</source>
        <translation>Backline</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="59"/>
        <source>Empower</source>
        <translation>Empower</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="60"/>
        <source>Empowered</source>
        <translation>Empowered</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="61"/>
        <source>Flow</source>
        <translation>Flow</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="67"/>
        <source>Champion</source>
        <translation>Champion</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="68"/>
        <source>Signature</source>
        <translation>Signature</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="69"/>
        <source>Token</source>
        <translation>Token</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="70"/>
        <source>Basic</source>
        <translation>Basic</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="77"/>
        <source>Chosen champion</source>
        <translation>Chosen Champion</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="78"/>
        <source>Main deck</source>
        <translation>Main Deck</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="79"/>
        <source>Battlefields</source>
        <translation>Battlefield</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="80"/>
        <source>Runes</source>
        <translation>Rune</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="81"/>
        <source>Sideboard</source>
        <translation>Sideboard</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="87"/>
        <source>Proving Grounds</source>
        <translation>Proving Grounds</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="88"/>
        <source>Duel</source>
        <translation>Duello</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="89"/>
        <source>Tournament</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="135"/>
        <source>{problem} ({rule})</source>
        <translation>{problem} ({rule})</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/rows.py" line="46"/>
        <source>The game engine can&apos;t play this card&apos;s abilities yet.</source>
        <translation>Il motore di gioco non sa ancora usare le abilità di questa carta.</translation>
    </message>
</context>
<context>
    <name>DeckFiles</name>
    <message>
        <source>New deck</source>
        <translation>Nuovo mazzo</translation>
    </message>
    <message>
        <source>From a file…</source>
        <translation>Da un file…</translation>
    </message>
    <message>
        <source>rename the deck</source>
        <translation>il cambio di nome del mazzo</translation>
    </message>
    <message>
        <source>Can&apos;t open {name}: {error}</source>
        <translation>Impossibile aprire {name}: {error}</translation>
    </message>
    <message>
        <source>Opened {name}.</source>
        <translation>Mazzo aperto: {name}.</translation>
    </message>
    <message>
        <source>Built-in decks are read-only: Save asks for a new name.</source>
        <translation>I mazzi inclusi sono di sola lettura: Salva chiede un nuovo nome.</translation>
    </message>
    <message>
        <source>Open a deck file</source>
        <translation>Apri un file di mazzo</translation>
    </message>
    <message>
        <source>Deck lists (*.txt);;All files (*)</source>
        <translation>Liste di mazzi (*.txt);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Can&apos;t open the file: {error}</source>
        <translation>Impossibile aprire il file: {error}</translation>
    </message>
    <message>
        <source>Built-in decks</source>
        <translation>Mazzi inclusi</translation>
    </message>
    <message>
        <source>My decks</source>
        <translation>I miei mazzi</translation>
    </message>
    <message>
        <source>Can&apos;t be read: {error}</source>
        <translation>Illeggibile: {error}</translation>
    </message>
    <message>
        <source>Delete “{name}”…</source>
        <translation>Elimina “{name}”…</translation>
    </message>
    <message>
        <source>{name} (copy)</source>
        <translation>{name} (copia)</translation>
    </message>
    <message>
        <source>Save deck</source>
        <translation>Salva mazzo</translation>
    </message>
    <message>
        <source>Deck name:</source>
        <translation>Nome del mazzo:</translation>
    </message>
    <message>
        <source>“{name}” is a built-in deck: choose another name.</source>
        <translation>“{name}” è un mazzo incluso: scegli un altro nome.</translation>
    </message>
    <message>
        <source>Replace “{name}”?</source>
        <translation>Sostituire “{name}”?</translation>
    </message>
    <message>
        <source>Can&apos;t save: {error}</source>
        <translation>Impossibile salvare: {error}</translation>
    </message>
    <message>
        <source>Saved “{name}”.</source>
        <translation>Salvato “{name}”.</translation>
    </message>
    <message>
        <source>Save the deck as a text file</source>
        <translation>Salva il mazzo come file di testo</translation>
    </message>
    <message>
        <source>Deck lists (*.txt)</source>
        <translation>Liste di mazzi (*.txt)</translation>
    </message>
    <message>
        <source>Saved {file}.</source>
        <translation>Salvato {file}.</translation>
    </message>
    <message>
        <source>Delete the saved deck “{name}”?</source>
        <translation>Eliminare il mazzo salvato “{name}”?</translation>
    </message>
    <message>
        <source>Can&apos;t delete: {error}</source>
        <translation>Impossibile eliminare: {error}</translation>
    </message>
    <message>
        <source>Deleted “{name}”.</source>
        <translation>Eliminato “{name}”.</translation>
    </message>
    <message>
        <source>Can&apos;t import: {error}</source>
        <translation>Impossibile importare: {error}</translation>
    </message>
    <message>
        <source>Imported deck</source>
        <translation>Mazzo importato</translation>
    </message>
    <message>
        <source>import {name}</source>
        <translation>l&apos;importazione di {name}</translation>
    </message>
    <message>
        <source>Imported “{name}” without {count} unreadable line(s): {lines}</source>
        <translation>Importato “{name}” senza {count} riga/righe illeggibili: {lines}</translation>
    </message>
    <message>
        <source>Imported “{name}”.</source>
        <translation>Importato “{name}”.</translation>
    </message>
    <message>
        <source>…and {count} more</source>
        <translation>…e altre {count}</translation>
    </message>
    <message>
        <source>{count} card(s) could not be read:</source>
        <translation>Non è stato possibile leggere {count} carta/e:</translation>
    </message>
    <message>
        <source>Import the rest?</source>
        <translation>Importare il resto?</translation>
    </message>
    <message>
        <source>The clipboard has no text.</source>
        <translation>Gli appunti non contengono testo.</translation>
    </message>
    <message>
        <source>Import a deck</source>
        <translation>Importa un mazzo</translation>
    </message>
    <message>
        <source>Deck lists (*.txt *.json *.md);;All files (*)</source>
        <translation>Liste di mazzi (*.txt *.json *.md);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Can&apos;t read {file}: {error}</source>
        <translation>Impossibile leggere {file}: {error}</translation>
    </message>
    <message>
        <source>Copy as text</source>
        <translation>Copia come testo</translation>
    </message>
    <message>
        <source>Copy as text with card codes</source>
        <translation>Copia come testo con i codici delle carte</translation>
    </message>
    <message>
        <source>Copy as deck code</source>
        <translation>Copia come codice mazzo</translation>
    </message>
    <message>
        <source>Copy for Tabletop Simulator</source>
        <translation>Copia per Tabletop Simulator</translation>
    </message>
    <message>
        <source>Save as a text file…</source>
        <translation>Salva come file di testo…</translation>
    </message>
    <message>
        <source>Choose a legend before exporting.</source>
        <translation>Scegli una Legend prima di esportare.</translation>
    </message>
    <message>
        <source>Can&apos;t export: {error}</source>
        <translation>Impossibile esportare: {error}</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>Copiato negli appunti.</translation>
    </message>
    <message>
        <source>“{name}” has changes that are not saved. Replace it?</source>
        <translation>“{name}” ha modifiche non salvate. Sostituirlo?</translation>
    </message>
</context>
<context>
    <name>DeckbuilderPanel</name>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="86"/>
        <location filename="../ui/deckbuilder/panel.py" line="577"/>
        <source>New deck</source>
        <translation>Nuovo mazzo</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="98"/>
        <source>New</source>
        <translation>Nuovo</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="98"/>
        <source>Start an empty deck</source>
        <translation>Inizia un mazzo vuoto</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="99"/>
        <source>Open</source>
        <translation>Apri</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="99"/>
        <source>Open a built-in or saved deck</source>
        <translation>Apri un mazzo incluso o salvato</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="103"/>
        <location filename="../ui/deckbuilder/panel.py" line="224"/>
        <source>Save</source>
        <translation>Salva</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="103"/>
        <source>Save the deck (Ctrl+S)</source>
        <translation>Salva il mazzo (Ctrl+S)</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="104"/>
        <source>Save as…</source>
        <translation>Salva come…</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="104"/>
        <source>Save under a new name</source>
        <translation>Salva con un altro nome</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="105"/>
        <source>Import</source>
        <translation>Importa</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="106"/>
        <source>Read a deck list or deck code</source>
        <translation>Leggi una lista o un codice mazzo</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="108"/>
        <source>From the clipboard</source>
        <translation>Dagli appunti</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="109"/>
        <location filename="../ui/deckbuilder/panel.py" line="638"/>
        <source>From a file…</source>
        <translation>Da un file…</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="112"/>
        <source>Export</source>
        <translation>Esporta</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="112"/>
        <source>Copy the deck to share it</source>
        <translation>Copia il mazzo per condividerlo</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="122"/>
        <source>◀ Table</source>
        <translation>◀ Tavolo</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="123"/>
        <source>Back to the game table (Ctrl+D)</source>
        <translation>Torna al tavolo di gioco (Ctrl+D)</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="138"/>
        <source>Deck name</source>
        <translation>Nome del mazzo</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="142"/>
        <source>The format the deck is checked against</source>
        <translation>Il formato in base a cui si controlla il mazzo</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="146"/>
        <source>Unsaved changes</source>
        <translation>Modifiche non salvate</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="177"/>
        <location filename="../ui/deckbuilder/panel.py" line="307"/>
        <source>Stats</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="200"/>
        <source>Play with this deck</source>
        <translation>Gioca con questo mazzo</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="222"/>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="223"/>
        <source>Redo</source>
        <translation>Ripeti</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="248"/>
        <source>Undo {what} (Ctrl+Z)</source>
        <translation>Annulla {what} (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="251"/>
        <source>Redo {what} (Ctrl+Shift+Z)</source>
        <translation>Ripeti {what} (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="392"/>
        <source>Legal {fmt} deck.</source>
        <translation>Mazzo valido per {fmt}.</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="410"/>
        <source>{name}: the game engine can&apos;t play its abilities yet.</source>
        <translation>{name}: il motore di gioco non sa ancora usarne le abilità.</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="415"/>
        <source>Legal ✓</source>
        <translation>Valido ✓</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="415"/>
        <source>Problems ({n})</source>
        <translation>Problemi ({n})</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="445"/>
        <source>Main {n}</source>
        <translation>Main {n}</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="446"/>
        <source>Runes {n}</source>
        <translation>Rune {n}</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="447"/>
        <source>Battlefields {n}</source>
        <translation>Battlefield {n}</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="452"/>
        <source>Start a hotseat game with this deck against a built-in deck</source>
        <translation>Avvia una partita hotseat con questo mazzo contro un mazzo incluso</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="453"/>
        <source>Fix the deck&apos;s problems for {fmt} first</source>
        <translation>Prima risolvi i problemi del mazzo per {fmt}</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="538"/>
        <source>{name} can&apos;t be part of a deck.</source>
        <translation>{name} non può far parte di un mazzo.</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="541"/>
        <source>add {name}</source>
        <translation>l&apos;aggiunta di {name}</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="548"/>
        <source>remove {name}</source>
        <translation>la rimozione di {name}</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="552"/>
        <source>choose {name} as champion</source>
        <translation>la scelta di {name} come Champion</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="559"/>
        <source>move {name} to {section}</source>
        <translation>lo spostamento di {name} in {section}</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="573"/>
        <location filename="../ui/deckbuilder/panel.py" line="689"/>
        <source>rename the deck</source>
        <translation>il cambio di nome del mazzo</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="577"/>
        <source>new deck</source>
        <translation>il nuovo mazzo</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="582"/>
        <source>open {name}</source>
        <translation>l&apos;apertura di {name}</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="845"/>
        <source>Deckbuilder</source>
        <translation>Deckbuilder</translation>
    </message>
    <message>
        <source>Playable: no ({n} cards)</source>
        <translation>Giocabile: no ({n} carte)</translation>
    </message>
    <message>
        <source>The game can&apos;t play {n} of its cards yet</source>
        <translation>Il gioco non sa ancora giocare {n} delle sue carte</translation>
    </message>
    <message>
        <source>This deck can&apos;t be played yet: the game can&apos;t play {count} of its cards: {names}.</source>
        <translation>Questo mazzo non si può ancora giocare: il gioco non sa giocare {count} delle sue carte: {names}.</translation>
    </message>
</context>
<context>
    <name>DomainSplitWidget</name>
    <message>
        <location filename="../ui/deckbuilder/stats.py" line="183"/>
        <source>Domains: cards, Power pips and runes</source>
        <translation>Domain: carte, simboli Power e Rune</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/stats.py" line="187"/>
        <source>Cards</source>
        <translation>Carte</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/stats.py" line="187"/>
        <source>Power</source>
        <translation>Power</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/stats.py" line="188"/>
        <source>Runes</source>
        <translation>Rune</translation>
    </message>
</context>
<context>
    <name>DrawOddsWidget</name>
    <message>
        <location filename="../ui/deckbuilder/stats.py" line="339"/>
        <source>Chance to draw a card</source>
        <translation>Probabilità di pescare una carta</translation>
    </message>
    <message>
        <source>(select a card in the deck)</source>
        <translation>(seleziona una carta nel mazzo)</translation>
    </message>
    <message>
        <source>0: the opening hand of {n}, after the mulligan</source>
        <translation>0: la mano iniziale di {n}, dopo il mulligan</translation>
    </message>
    <message>
        <source>By your turn:</source>
        <translation>Entro il tuo turno:</translation>
    </message>
    <message>
        <source>Select a card in the deck, or choose a group above, to see the chance of drawing it.</source>
        <translation>Seleziona una carta nel mazzo, o scegli un gruppo qui sopra, per vedere la probabilità di pescarla.</translation>
    </message>
    <message>
        <source>The selected card, or any card of a cost band or a tag</source>
        <translation>La carta selezionata, o qualsiasi carta di una fascia di costo o di un tag</translation>
    </message>
    <message>
        <source>{what}: {copies} of {total} cards. At least one by your turn {n}, sending away up to 2 cards of an opening hand without one: {p}. In Skirmish, War and 2v2, where the first player skips the first draw: {first} on the play, {second} on the draw.</source>
        <translation>{what}: {copies} carte su {total}. Almeno una entro il tuo turno {n}, scartando fino a 2 carte di una mano iniziale che non ne ha: {p}. In Schermaglia, Guerra e 2 contro 2, dove il primo giocatore salta la prima pescata: {first} giocando per primo, {second} giocando per secondo.</translation>
    </message>
</context>
<context>
    <name>Effects</name>
    <message>
        <source>{player} burns {card}</source>
        <translation>{player} brucia {card}</translation>
    </message>
    <message>
        <location filename="../ui/effects.py" line="185"/>
        <source>{card} joins the board</source>
        <translation>{card} entra sul Board</translation>
    </message>
    <message>
        <location filename="../ui/effects.py" line="189"/>
        <source>{card} replaces {was}</source>
        <translation>{card} sostituisce {was}</translation>
    </message>
    <message>
        <location filename="../ui/effects.py" line="190"/>
        <source>{card} is back in place of {was}</source>
        <translation>{card} torna al posto di {was}</translation>
    </message>
    <message>
        <location filename="../ui/effects.py" line="1"/>
        <source>+{n} XP</source>
        <translation>+{n} XP</translation>
    </message>
    <message>
        <location filename="../ui/effects.py" line="1"/>
        <source>-{n} XP</source>
        <translation>-{n} XP</translation>
    </message>
    <message>
        <location filename="../ui/effects.py" line="344"/>
        <source>{n} of {need}</source>
        <translation>{n} su {need}</translation>
    </message>
    <message>
        <location filename="../ui/effects.py" line="365"/>
        <source>Lethal</source>
        <translation>Letale</translation>
    </message>
    <message>
        <location filename="../ui/effects.py" line="452"/>
        <source>{player} plays {card}</source>
        <translation>{player} gioca {card}</translation>
    </message>
    <message>
        <location filename="../ui/effects.py" line="454"/>
        <location filename="../ui/effects.py" line="484"/>
        <source>a card</source>
        <translation>una carta</translation>
    </message>
    <message>
        <location filename="../ui/effects.py" line="456"/>
        <source>{player} hides a card</source>
        <translation>{player} nasconde una carta</translation>
    </message>
    <message>
        <location filename="../ui/effects.py" line="485"/>
        <source>Triggered: {card}</source>
        <translation>Innescata: {card}</translation>
    </message>
    <message>
        <location filename="../ui/effects.py" line="486"/>
        <source>{player} uses {card}</source>
        <translation>{player} usa {card}</translation>
    </message>
    <message>
        <location filename="../ui/effects.py" line="598"/>
        <source>{player} conquers: no final point, draws a card</source>
        <translation>{player} conquista: niente punto finale, pesca una carta</translation>
    </message>
    <message>
        <location filename="../ui/effects.py" line="361"/>
        <source>{player} scores: a card instead of the point</source>
        <translation>{player} segna: una carta invece del punto</translation>
    </message>
    <message>
        <location filename="../ui/effects.py" line="601"/>
        <source>{player} conquers: +1 point</source>
        <translation>{player} conquista: +1 punto</translation>
    </message>
    <message>
        <location filename="../ui/effects.py" line="602"/>
        <source>{player} holds: +1 point</source>
        <translation>{player} mantiene: +1 punto</translation>
    </message>
    <message>
        <location filename="../ui/effects.py" line="610"/>
        <source>{player} wins the combat</source>
        <translation>{player} vince il combattimento</translation>
    </message>
    <message>
        <location filename="../ui/effects.py" line="613"/>
        <source>Combat over: both sides remain</source>
        <translation>Combattimento finito: restano entrambi i lati</translation>
    </message>
    <message>
        <location filename="../ui/effects.py" line="615"/>
        <source>Combat over: no units remain</source>
        <translation>Combattimento finito: non resta nessuna Unit</translation>
    </message>
    <message>
        <location filename="../ui/effects.py" line="618"/>
        <source>Died: {units}</source>
        <translation>Morte: {units}</translation>
    </message>
</context>
<context>
    <name>EnergyCurveWidget</name>
    <message>
        <location filename="../ui/deckbuilder/stats.py" line="135"/>
        <source>Energy curve  ·  average {avg}</source>
        <translation>Curva di Energy  ·  media {avg}</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../ui/controller.py" line="302"/>
        <location filename="../ui/controller.py" line="312"/>
        <source>You can&apos;t undo that: it showed a player something that was hidden.</source>
        <translation>Non si può annullare: ha mostrato a un giocatore qualcosa di nascosto.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="304"/>
        <location filename="../ui/controller.py" line="314"/>
        <source>Nothing to undo.</source>
        <translation>Niente da annullare.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="330"/>
        <source>Undone.</source>
        <translation>Annullato.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="383"/>
        <source>Autosave failed: {error}</source>
        <translation>Salvataggio automatico non riuscito: {error}</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <source>Victory</source>
        <translation>Vittoria</translation>
    </message>
    <message>
        <source>Defeat</source>
        <translation>Sconfitta</translation>
    </message>
    <message>
        <source>Final score: {scores}</source>
        <translation>Punteggio finale: {scores}</translation>
    </message>
    <message>
        <source>{name}: {points}</source>
        <translation>{name}: {points}</translation>
    </message>
    <message>
        <source>View log</source>
        <translation>Vedi il registro</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation>Guarda il tavolo</translation>
    </message>
    <message>
        <location filename="../ui/endgame.py" line="58"/>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <location filename="../ui/endgame.py" line="62"/>
        <source>{a} and {b} win as a team!</source>
        <translation>{a} e {b} vincono in squadra!</translation>
    </message>
    <message>
        <location filename="../ui/endgame.py" line="65"/>
        <source>{name} wins!</source>
        <translation>{name} vince!</translation>
    </message>
    <message>
        <location filename="../ui/endgame.py" line="70"/>
        <source>Points over the game:</source>
        <translation>Punti nel corso della partita:</translation>
    </message>
    <message>
        <location filename="../ui/endgame.py" line="74"/>
        <source>Rematch (seats swapped)</source>
        <translation>Rivincita (posti scambiati)</translation>
    </message>
    <message>
        <location filename="../ui/endgame.py" line="75"/>
        <source>Rematch (everyone one seat on)</source>
        <translation>Rivincita (ognuno avanza di un posto)</translation>
    </message>
    <message>
        <location filename="../ui/endgame.py" line="77"/>
        <source>New game…</source>
        <translation>Nuova partita…</translation>
    </message>
    <message>
        <location filename="../ui/endgame.py" line="77"/>
        <source>Watch replay</source>
        <translation>Guarda il replay</translation>
    </message>
    <message>
        <location filename="../ui/endgame.py" line="78"/>
        <source>Save replay…</source>
        <translation>Salva il replay…</translation>
    </message>
</context>
<context>
    <name>LogStrip</name>
    <message>
        <location filename="../ui/table_view.py" line="25"/>
        <source>Game log</source>
        <translation>Registro di gioco</translation>
    </message>
    <message>
        <location filename="../ui/table_view.py" line="27"/>
        <source>Show the game log</source>
        <translation>Mostra il registro di gioco</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../ui/table_view.py" line="66"/>
        <source>Point at a card to see it here, with its full text.</source>
        <translation>Punta una carta per vederla qui, con il suo testo completo.</translation>
    </message>
</context>
<context>
    <name>PreviewPanel</name>
    <message>
        <location filename="../ui/overlays.py" line="1"/>
        <source>Copied by an attached Equipment, it has this text once more: {text}</source>
        <translation>Copiato da un Equipment fissato, ha questo testo una volta in più: {text}</translation>
    </message>
</context>
<context>
    <name>HelpOverlay</name>
    <message>
        <location filename="../ui/overlays.py" line="87"/>
        <source>&lt;h2&gt;How to play&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Win:&lt;/b&gt; the first player to 8 points wins. You score 1 point when you &lt;i&gt;conquer&lt;/i&gt; a battlefield (take control of it) and 1 point for each battlefield you &lt;i&gt;hold&lt;/i&gt; at the start of your turn. The last point needs every battlefield scored that turn, or you draw a card instead.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Fight:&lt;/b&gt; move units to a battlefield an opponent holds to start a combat. After a showdown in which both sides may play Actions and Reactions, each side deals damage equal to its total Might; units with Tank take damage first. The side left standing conquers it.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Play a card:&lt;/b&gt; drag it from your hand to your base or to a battlefield you control. Spells can be dropped anywhere on the table.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Move units:&lt;/b&gt; drag a unit to a battlefield or back to base. Click several units first to move them together.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Hide a card:&lt;/b&gt; drag a card with Hidden onto a battlefield&apos;s facedown slot.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Runes:&lt;/b&gt; double-click a rune to exhaust it for 1 Energy; right-click it to recycle it for 1 Power. Costs are paid automatically when you don&apos;t.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Passing:&lt;/b&gt; the table passes for you when all you could do is pass or add resources, and after you play a spell or ability (you don&apos;t respond to yourself), and ends your turn when nothing is left to do in it; it asks whenever you can play or move something. F6 (To my turn) passes until your next turn, except when something targets a card of yours and in a combat you fight. Hold (or Ctrl) keeps every decision with you.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Highlights:&lt;/b&gt; a cyan outline marks what you can use now; a magenta outline with a reticle marks a legal target (click one); a white outline with a tick marks what you picked. Identical tokens stack (×N): point at a stack to spread it.&lt;/p&gt;&lt;h3&gt;Keys&lt;/h3&gt;&lt;p&gt;Space: pass · Space twice or Ctrl+Enter: end your turn · Esc: cancel · Ctrl+Z / Ctrl+Shift+Z: undo / redo · Ctrl+N: new game · Ctrl+S: save · Ctrl+O: open · Ctrl+R: watch a replay · Ctrl+Shift+R: replay this game · Ctrl+D: deckbuilder · Ctrl+,: preferences · Ctrl+0: fit the table · mouse wheel: zoom · Ctrl+Q: quit · F6: pass to your next turn · F1: this help&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Come si gioca&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Vittoria:&lt;/b&gt; vince chi arriva per primo a 8 punti. Guadagni 1 punto quando &lt;i&gt;conquisti&lt;/i&gt; un Battlefield (ne prendi il controllo) e 1 punto per ogni Battlefield che &lt;i&gt;mantieni&lt;/i&gt; all&apos;inizio del tuo turno. L&apos;ultimo punto richiede di aver segnato in ogni Battlefield in quel turno, altrimenti peschi una carta.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Combattere:&lt;/b&gt; sposta Unit in un Battlefield controllato da un avversario per iniziare un combattimento. Dopo uno Showdown in cui entrambi possono giocare Action e Reaction, ogni lato infligge danni pari al suo Might totale; le Unit con Tank subiscono i danni per prime. Il lato che resta in piedi lo conquista.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Giocare una carta:&lt;/b&gt; trascinala dalla mano alla tua Base o a un Battlefield che controlli. Gli Spell si possono rilasciare in qualsiasi punto del tavolo.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Spostare le Unit:&lt;/b&gt; trascina una Unit su un Battlefield o di nuovo in Base. Clicca prima più Unit per spostarle insieme.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Nascondere una carta:&lt;/b&gt; trascina una carta con Hidden sullo spazio a faccia in giù di un Battlefield.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Rune:&lt;/b&gt; doppio clic su una Rune per farne Exhaust e avere 1 Energy; clic destro per farne Recycle e avere 1 Power. Se non lo fai tu, i costi si pagano da soli.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Passare:&lt;/b&gt; il tavolo passa per te quando potresti solo passare o aggiungere risorse, e dopo che hai giocato uno Spell o un&apos;abilità (non rispondi a te stesso), e finisce il tuo turno quando non resta niente da fare; ti chiede ogni volta che puoi giocare o spostare qualcosa. F6 (Al mio turno) passa fino al tuo prossimo turno, tranne quando qualcosa bersaglia una tua carta e in un combattimento in cui combatti. Tieni (o Ctrl) lascia a te ogni decisione.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Evidenziazioni:&lt;/b&gt; un contorno ciano indica ciò che puoi usare ora; un contorno magenta con un mirino indica un bersaglio valido (cliccane uno); un contorno bianco con una spunta indica ciò che hai scelto. I token identici si impilano (×N): punta una pila per aprirla.&lt;/p&gt;&lt;h3&gt;Tasti&lt;/h3&gt;&lt;p&gt;Spazio: passa · Spazio due volte o Ctrl+Invio: finisci il turno · Esc: annulla · Ctrl+Z / Ctrl+Maiusc+Z: annulla / ripeti · Ctrl+N: nuova partita · Ctrl+S: salva · Ctrl+O: apri · Ctrl+R: guarda un replay · Ctrl+Maiusc+R: rivedi questa partita · Ctrl+D: deckbuilder · Ctrl+,: preferenze · Ctrl+0: adatta il tavolo · rotellina: zoom · Ctrl+Q: esci · F6: passa fino al tuo turno · F1: questo aiuto&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>HotseatCurtain</name>
    <message>
        <location filename="../ui/overlays.py" line="165"/>
        <source>Pass the device to {name}.
Click when ready.</source>
        <translation>Passa il dispositivo a {name}.
Clicca quando sei pronto.</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <source>{card} goes to {player}&apos;s trash.</source>
        <translation>{card} va nel Trash di {player}.</translation>
    </message>
    <message>
        <source>{player} burns {card}.</source>
        <translation>{player} brucia {card}.</translation>
    </message>
    <message>
        <source>{card} has Flow this turn.</source>
        <translation>{card} ha Flow in questo turno.</translation>
    </message>
    <message>
        <source>{card}: its effect happens again (Repeat).</source>
        <translation>{card}: il suo effetto si ripete (Repeat).</translation>
    </message>
    <message>
        <source>{player} pays the Repeat cost of {card}.</source>
        <translation>{player} paga il costo di Repeat di {card}.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="55"/>
        <source>— Turn {n}: {player} —</source>
        <translation>— Turno {n}: {player} —</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="58"/>
        <source>{player} draws {card}.</source>
        <translation>{player} pesca {card}.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="59"/>
        <source>{player} draws a card.</source>
        <translation>{player} pesca una carta.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="61"/>
        <source>{player} plays {card}.</source>
        <translation>{player} gioca {card}.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="64"/>
        <source>{player} moves {cards} to {place}.</source>
        <translation>{player} sposta {cards} in {place}.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="67"/>
        <source>{player} hides a card at battlefield {bf}.</source>
        <translation>{player} nasconde una carta nel Battlefield {bf}.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="70"/>
        <source>{card} takes {n} damage.</source>
        <translation>{card} subisce {n} di danno.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="72"/>
        <source>{card} dies.</source>
        <translation>{card} muore.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="74"/>
        <source>{player} invites {guest} to play too.</source>
        <translation>{player} invita anche {guest} a giocare.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="78"/>
        <source>{player} scores: 1 point.</source>
        <translation>{player} segna: 1 punto.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="79"/>
        <source>{player} scores: {total} points.</source>
        <translation>{player} segna: punteggio {total}.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="81"/>
        <source>{player} conquers battlefield {bf}.</source>
        <translation>{player} fa Conquer sul Battlefield {bf}.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="83"/>
        <source>{player} holds battlefield {bf}.</source>
        <translation>{player} fa Hold sul Battlefield {bf}.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="85"/>
        <source>{player} must score every battlefield for the last point, and draws instead.</source>
        <translation>Per l&apos;ultimo punto {player} deve segnare su ogni Battlefield: pesca invece.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="89"/>
        <source>{player} draws a card instead of scoring a point, so early in the game.</source>
        <translation>{player} pesca una carta invece di guadagnare un punto, così presto nella partita.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="88"/>
        <source>Combat at battlefield {bf}: {a} attacks {b}.</source>
        <translation>Combattimento al Battlefield {bf}: {a} attacca {b}.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="91"/>
        <source>Showdown at battlefield {bf}.</source>
        <translation>Showdown al Battlefield {bf}.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="93"/>
        <source>{card} returns to base.</source>
        <translation>{card} torna in Base.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="95"/>
        <source>{player} burns out: {gainer} gains a point.</source>
        <translation>{player} va in Burn Out: {gainer} guadagna un punto.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="98"/>
        <source>{player} channels {card}.</source>
        <translation>{player} fa Channel di {card}.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="101"/>
        <source>{player} keeps their hand.</source>
        <translation>{player} tiene la mano.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="103"/>
        <source>{player} sets aside 1 card and draws again.</source>
        <translation>{player} mette da parte 1 carta e pesca di nuovo.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="104"/>
        <source>{player} sets aside {n} cards and draws again.</source>
        <translation>{player} mette da parte {n} carte e pesca di nuovo.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="107"/>
        <source>{player} exhausts {card} for 1 Energy.</source>
        <translation>{player} fa Exhaust di {card} per 1 Energy.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="109"/>
        <source>{player} recycles {card} for 1 Power.</source>
        <translation>{player} fa Recycle di {card} per 1 Power.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="111"/>
        <source>{player} wins the game!</source>
        <translation>{player} vince la partita!</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="113"/>
        <source>{player} concedes.</source>
        <translation>{player} concede la partita.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="115"/>
        <source>{player} is removed from the game: everything they owned leaves it, and the others play on.</source>
        <translation>{player} è rimosso dalla partita: tutto ciò che possedeva ne esce, e gli altri continuano a giocare.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="118"/>
        <source>{player}&apos;s battlefield is replaced by a battlefield with no abilities.</source>
        <translation>Il campo di battaglia di {player} è sostituito da un campo di battaglia senza abilità.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="121"/>
        <source>{card} joins the board as battlefield {n}.</source>
        <translation>{card} entra sul Board come Battlefield {n}.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="124"/>
        <source>{was} at battlefield {n} is replaced by {card}.</source>
        <translation>{was}, Battlefield {n}, è sostituito da {card}.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="127"/>
        <source>{card} returns to battlefield {n} in place of {was}.</source>
        <translation>{card} torna come Battlefield {n} al posto di {was}.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="121"/>
        <source>{card} resolves.</source>
        <translation>{card} si risolve.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="123"/>
        <source>{card} is stunned.</source>
        <translation>{card} subisce Stun.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="125"/>
        <source>{card} is buffed.</source>
        <translation>{card} riceve un Buff.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="1"/>
        <source>{card} is Empowered.</source>
        <translation>{card} diventa Empowered.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="1"/>
        <source>{card} is Empowered ({n} times).</source>
        <translation>{card} diventa Empowered ({n} volte).</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="1"/>
        <source>{card} is disempowered.</source>
        <translation>{card} non è più Empowered.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="127"/>
        <source>{card} is saved and returns to base.</source>
        <translation>{card} si salva e torna in Base.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="129"/>
        <source>{player} takes control of {card}.</source>
        <translation>{player} prende il controllo di {card}.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="131"/>
        <source>The damage to {card} is prevented.</source>
        <translation>Il danno a {card} viene prevenuto.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="153"/>
        <source>The next {n} damage to {card} this turn will be prevented.</source>
        <translation>I prossimi {n} danni a {card} in questo turno saranno prevenuti.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="156"/>
        <source>The next damage to {card} this turn will be prevented.</source>
        <translation>Il prossimo danno a {card} in questo turno sarà prevenuto.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="159"/>
        <source>Damage to {card} is doubled this turn.</source>
        <translation>In questo turno i danni a {card} sono raddoppiati.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="161"/>
        <source>{card} can&apos;t be chosen by enemy spells and abilities this turn.</source>
        <translation>In questo turno {card} non può essere scelta da Spell e abilità nemici.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="133"/>
        <source>{player}: all damage from spells and abilities is prevented this turn.</source>
        <translation>{player}: tutto il danno da Spell e abilità viene prevenuto in questo turno.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="136"/>
        <source>{player} makes a new choice for {card}.</source>
        <translation>{player} fa una nuova scelta per {card}.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="139"/>
        <source>{card} can&apos;t be countered.</source>
        <translation>{card} non può essere annullato.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="141"/>
        <source>{player} counters {card}: it does nothing.</source>
        <translation>{player} annulla {card}: non ha alcun effetto.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="144"/>
        <source>A hidden card is lost with battlefield {bf}.</source>
        <translation>Una carta Hidden va persa insieme al Battlefield {bf}.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="146"/>
        <location filename="../ui/texts.py" line="168"/>
        <source>{player} reveals {card}.</source>
        <translation>{player} rivela {card}.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="148"/>
        <source>{player} chooses option {n}.</source>
        <translation>{player} sceglie l&apos;opzione {n}.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="0"/>
        <source>{player} chooses to move {card} to {place}.</source>
        <translation>{player} sceglie di spostare {card} in {place}.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="150"/>
        <source>{player} chooses {chosen}.</source>
        <translation>{player} sceglie {chosen}.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="153"/>
        <source>{player} lets {other} draw {n} to stop the effect.</source>
        <translation>{player} lascia pescare {n} carte a {other} per fermare l&apos;effetto.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="158"/>
        <source>{player} chooses {choice}.</source>
        <translation>{player} sceglie {choice}.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="161"/>
        <source>{player} keeps {card}.</source>
        <translation>{player} tiene {card}.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="162"/>
        <source>{player} keeps a card in their hand.</source>
        <translation>{player} tiene una carta nella propria mano.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="164"/>
        <source>{player} ends the turn.</source>
        <translation>{player} termina il turno.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="166"/>
        <source>{card} is banished.</source>
        <translation>{card} viene messa nella Banishment.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="180"/>
        <source>A token becomes a copy of {card}.</source>
        <translation>Un token diventa una copia di {card}.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="1"/>
        <source>The copy ends: {card} is itself again.</source>
        <translation>La copia finisce: {card} torna a essere se stessa.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="1"/>
        <source>{gear} copies the text of {card}: {unit} has it once more while {gear} is attached.</source>
        <translation>{gear} copia il testo di {card}: {unit} lo ha una volta in più finché {gear} è fissata.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="1"/>
        <source>{gear} is detached: {unit} loses the text it copied.</source>
        <translation>{gear} viene staccata: {unit} perde il testo che aveva copiato.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="1"/>
        <source>{unit} becomes a copy of {card} while {gear} is attached.</source>
        <translation>{unit} diventa una copia di {card} finché {gear} è fissata.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="180"/>
        <source>{player} takes the offered token.</source>
        <translation>{player} prende il token offerto.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="180"/>
        <source>{player} declines the offered token.</source>
        <translation>{player} rifiuta il token offerto.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="170"/>
        <source>{player} will take another turn after this one.</source>
        <translation>{player} giocherà un altro turno dopo questo.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="1"/>
        <source>{player} may look at {other}'s facedown cards this turn.</source>
        <translation>{player} può guardare le carte a faccia in giù di {other} in questo turno.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="1"/>
        <source>If {card} would die this turn, it is banished instead.</source>
        <translation>Se {card} sta per morire in questo turno, ne viene invece fatto Banish.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="177"/>
        <location filename="../ui/texts.py" line="188"/>
        <source>base</source>
        <translation>Base</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="179"/>
        <location filename="../ui/texts.py" line="189"/>
        <source>battlefield {n}</source>
        <translation>Battlefield {n}</translation>
    </message>
    <message>
        <location filename="../ui/game_log.py" line="89"/>
        <location filename="../ui/interaction.py" line="425"/>
        <location filename="../ui/interaction.py" line="436"/>
        <location filename="../ui/interaction.py" line="441"/>
        <source>a card</source>
        <translation>una carta</translation>
    </message>
    <message>
        <location filename="../ui/game_log.py" line="97"/>
        <source>{player} passes: nothing else to do.</source>
        <translation>{player} passa: nient&apos;altro da fare.</translation>
    </message>
    <message>
        <location filename="../ui/game_log.py" line="109"/>
        <source>{player} (computer): {reason}</source>
        <translation>{player} (computer): {reason}</translation>
    </message>
    <message>
        <source>{player} shows their hand to {other}.</source>
        <translation>{player} mostra la propria mano a {other}.</translation>
    </message>
    <message>
        <source>— Game {n} —</source>
        <translation>— Partita {n} —</translation>
    </message>
    <message>
        <source>Everything</source>
        <translation>Tutto</translation>
    </message>
    <message>
        <source>Plays and combats</source>
        <translation>Giocate e combattimenti</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>Which lines the log shows</source>
        <translation>Quali righe mostra il registro</translation>
    </message>
    <message>
        <source>{player} pays {n}: {runes} ({m} recycled).</source>
        <translation>{player} paga {n}: {runes} ({m} con Recycle).</translation>
    </message>
    <message>
        <source>{player} pays {n}: {runes}.</source>
        <translation>{player} paga {n}: {runes}.</translation>
    </message>
    <message>
        <source>{player} ends the turn: nothing else to do.</source>
        <translation>{player} finisce il turno: nient&apos;altro da fare.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="1"/>
        <source>{player} puts {card} on the top of their Main Deck.</source>
        <translation>{player} mette {card} in cima al proprio Main Deck.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="1"/>
        <source>{player} puts a card on the top of their Main Deck.</source>
        <translation>{player} mette una carta in cima al proprio Main Deck.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="1"/>
        <source>{player} puts {card} on the bottom of their Main Deck.</source>
        <translation>{player} mette {card} in fondo al proprio Main Deck.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="1"/>
        <source>{player} puts a card on the bottom of their Main Deck.</source>
        <translation>{player} mette una carta in fondo al proprio Main Deck.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="1"/>
        <source>{player} names {name}.</source>
        <translation>{player} nomina {name}.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py"/>
        <source>{player} chooses the tag {tag} for {card}.</source>
        <translation>{player} sceglie il tag {tag} per {card}.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py"/>
        <source>{player} plays an additional copy of the {token} token ({card}).</source>
        <translation>{player} gioca una copia aggiuntiva del token {token} ({card}).</translation>
    </message>
    <message>
        <location filename="../ui/texts.py"/>
        <source>{player} plays {card} again.</source>
        <translation>{player} gioca di nuovo {card}.</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>Save game</source>
        <translation>Salva partita</translation>
    </message>
    <message>
        <source>Riftbound Table games (*.rbsave)</source>
        <translation>Partite di Riftbound Table (*.rbsave)</translation>
    </message>
    <message>
        <source>Saved to {file}.</source>
        <translation>Salvata in {file}.</translation>
    </message>
    <message>
        <source>Open saved game</source>
        <translation>Apri partita salvata</translation>
    </message>
    <message>
        <source>Opened {file}.</source>
        <translation>Partita aperta: {file}.</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>(ancora nessuna)</translation>
    </message>
    <message>
        <source>Watch a replay</source>
        <translation>Guarda un replay</translation>
    </message>
    <message>
        <source>Unsaved game</source>
        <translation>Partita non salvata</translation>
    </message>
    <message>
        <source>The game in progress has not been saved. Save it first?</source>
        <translation>La partita in corso non è stata salvata. Vuoi salvarla prima?</translation>
    </message>
    <message>
        <source>Resume the last game?</source>
        <translation>Riprendere l&apos;ultima partita?</translation>
    </message>
    <message>
        <source>Riftbound Table did not close properly last time. Resume the game that was in progress?</source>
        <translation>L&apos;ultima volta Riftbound Table non si è chiuso correttamente. Riprendere la partita in corso?</translation>
    </message>
</context>
<context>
    <name>GuidedGames</name>
    <message>
        <source>Learn to play</source>
        <translation>Impara a giocare</translation>
    </message>
    <message>
        <source>New to Riftbound? A short guided game teaches the basics at the table, one step at a time.</source>
        <translation>Nuovo di Riftbound? Una breve partita guidata ti insegna le basi al tavolo, un passo alla volta.</translation>
    </message>
    <message>
        <source>Open a puzzle file</source>
        <translation>Apri un file di rompicapo</translation>
    </message>
    <message>
        <source>Puzzles (*.toml)</source>
        <translation>Rompicapi (*.toml)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Play for its own cost</source>
        <translation>Gioca pagandone il costo</translation>
    </message>
    <message>
        <source>Flow this turn: {cost}</source>
        <translation>Flow in questo turno: {cost}</translation>
    </message>
    <message>
        <source>Flow: {cost}</source>
        <translation>Flow: {cost}</translation>
    </message>
    <message>
        <source>Play for {cost}</source>
        <translation>Gioca pagando {cost}</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="89"/>
        <location filename="../ui/main_window.py" line="816"/>
        <source>Riftbound Table</source>
        <translation>Riftbound Table</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="121"/>
        <source>Game log</source>
        <translation>Registro di gioco</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="147"/>
        <source>&amp;Deckbuilder</source>
        <translation>&amp;Deckbuilder</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="163"/>
        <source>Welcome to Riftbound Table.</source>
        <translation>Benvenuto in Riftbound Table.</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="261"/>
        <source>New game: {a} vs {b}.</source>
        <translation>Nuova partita: {a} contro {b}.</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="267"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="304"/>
        <source>{name}, concede the game? You leave it, with all your cards, and the others play on (RUP4 651.2).</source>
        <translation>{name}, concedere la partita? Ne esci con tutte le tue carte, e gli altri continuano a giocare (RUP4 651.2).</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="307"/>
        <source>{name}, concede the game? Your opponents win it (RUP4 651.1).</source>
        <translation>{name}, concedere la partita? La vincono i tuoi avversari (RUP4 651.1).</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="309"/>
        <source>Concede the game?</source>
        <translation>Concedere la partita?</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="324"/>
        <source>{deck}: {cards}</source>
        <translation>{deck}: {cards}</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="327"/>
        <source>Cards not playable yet</source>
        <translation>Carte non ancora giocabili</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="328"/>
        <source>These cards can&apos;t be played yet, so the game can&apos;t start:

{list}</source>
        <translation>Queste carte non si possono ancora giocare, quindi la partita non può iniziare:

{list}</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="335"/>
        <source>Player 1</source>
        <translation>Giocatore 1</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="336"/>
        <source>Player 2</source>
        <translation>Giocatore 2</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="565"/>
        <source>Could not save the settings: {e}</source>
        <translation>Impossibile salvare le impostazioni: {e}</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="255"/>
        <location filename="../ui/main_window.py" line="707"/>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="264"/>
        <source>Skirmish</source>
        <translation>Skirmish</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="264"/>
        <source>War</source>
        <translation>War</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="265"/>
        <source>2 vs 2</source>
        <translation>2 contro 2</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="266"/>
        <source>New game ({mode}): {names}.</source>
        <translation>Nuova partita ({mode}): {names}.</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="724"/>
        <source>End the turn?</source>
        <translation>Terminare il turno?</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="725"/>
        <source>You can still act. End your turn?</source>
        <translation>Puoi ancora agire. Terminare il turno?</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="731"/>
        <source>{name} is thinking…</source>
        <translation>{name} sta pensando…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="765"/>
        <source>{name}&apos;s trash</source>
        <translation>Trash di {name}</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="766"/>
        <source>{name}&apos;s banishment</source>
        <translation>Banishment di {name}</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="817"/>
        <source>An unofficial fan project, not endorsed by Riot Games.</source>
        <translation>Un progetto amatoriale non ufficiale, non approvato da Riot Games.</translation>
    </message>
    <message>
        <source>Take your seat first (click the curtain): the player at the screen concedes.</source>
        <translation>Prima prendi posto (clicca sulla schermata di passaggio): concede il giocatore davanti allo schermo.</translation>
    </message>
    <message>
        <source>Close the replay first: the game waits behind it.</source>
        <translation>Prima chiudi la riproduzione: la partita aspetta dietro.</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <source>&amp;Learn to play…</source>
        <translation>&amp;Impara a giocare…</translation>
    </message>
    <message>
        <source>P&amp;uzzles…</source>
        <translation>R&amp;ompicapi…</translation>
    </message>
    <message>
        <source>Open a puzzle file…</source>
        <translation>Apri un file di rompicapo…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <source>&amp;Open saved game…</source>
        <translation>&amp;Apri partita salvata…</translation>
    </message>
    <message>
        <source>&amp;Save game</source>
        <translation>&amp;Salva partita</translation>
    </message>
    <message>
        <source>Save game &amp;as…</source>
        <translation>Salva partita &amp;come…</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Partite recenti</translation>
    </message>
    <message>
        <source>Watch a &amp;replay…</source>
        <translation>Guarda un &amp;replay…</translation>
    </message>
    <message>
        <source>Replay &amp;this game</source>
        <translation>Rivedi &amp;questa partita</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferenze…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Gioca</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla mossa</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti mossa</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Fine turno</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla azione in corso</translation>
    </message>
    <message>
        <source>Concede the game</source>
        <translation>Concedi la partita</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Ingrandisci</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Riduci</translation>
    </message>
    <message>
        <source>Fit to window</source>
        <translation>Adatta alla finestra</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>How to play and shortcuts</source>
        <translation>Come si gioca e scorciatoie</translation>
    </message>
    <message>
        <source>Show my hand to my teammate</source>
        <translation>Mostra la mia mano al compagno di squadra</translation>
    </message>
    <message>
        <source>Match &amp;history</source>
        <translation>&amp;Storico partite</translation>
    </message>
    <message>
        <source>Pass until my next turn</source>
        <translation>Passa fino al mio prossimo turno</translation>
    </message>
</context>
<context>
    <name>Match</name>
    <message>
        <location filename="../ui/match_panel.py" line="54"/>
        <source>Game {n} was a draw.</source>
        <translation>La partita {n} è finita in pareggio.</translation>
    </message>
    <message>
        <location filename="../ui/match_panel.py" line="55"/>
        <source>Game {n}: {name} won.</source>
        <translation>Partita {n}: ha vinto {name}.</translation>
    </message>
    <message>
        <location filename="../ui/match_panel.py" line="162"/>
        <source>Score: {score}.</source>
        <translation>Punteggio: {score}.</translation>
    </message>
</context>
<context>
    <name>MatchOverDialog</name>
    <message>
        <location filename="../ui/match_panel.py" line="356"/>
        <source>Match over</source>
        <translation>Match finito</translation>
    </message>
    <message>
        <location filename="../ui/match_panel.py" line="359"/>
        <source>{name} wins the match {a}–{b}!</source>
        <translation>{name} vince il match {a}–{b}!</translation>
    </message>
    <message>
        <location filename="../ui/match_panel.py" line="364"/>
        <source>a draw</source>
        <translation>pareggio</translation>
    </message>
    <message>
        <location filename="../ui/match_panel.py" line="365"/>
        <source>won by {name}</source>
        <translation>vinta da {name}</translation>
    </message>
    <message>
        <location filename="../ui/match_panel.py" line="366"/>
        <source>Game {n}: {who}</source>
        <translation>Partita {n}: {who}</translation>
    </message>
    <message>
        <location filename="../ui/match_panel.py" line="369"/>
        <source>New match</source>
        <translation>Nuovo match</translation>
    </message>
    <message>
        <location filename="../ui/match_panel.py" line="369"/>
        <source>Back to start</source>
        <translation>Torna all’inizio</translation>
    </message>
</context>
<context>
    <name>MatchPanel</name>
    <message>
        <location filename="../ui/match_panel.py" line="87"/>
        <source>Concede</source>
        <translation>Concedi</translation>
    </message>
    <message>
        <location filename="../ui/match_panel.py" line="88"/>
        <source>Concede this game: your opponent wins it (TR 410.1).</source>
        <translation>Concedi questa partita: la vince l’avversario (TR 410.1).</translation>
    </message>
    <message>
        <location filename="../ui/match_panel.py" line="104"/>
        <source>Match over</source>
        <translation>Match finito</translation>
    </message>
    <message>
        <location filename="../ui/match_panel.py" line="106"/>
        <source>Game {n} of {k}</source>
        <translation>Partita {n} di {k}</translation>
    </message>
    <message>
        <location filename="../ui/match_panel.py" line="108"/>
        <source>A Match, best of {k} (RUP4 486): games won</source>
        <translation>Un match al meglio delle {k} (RUP4 486): partite vinte</translation>
    </message>
</context>
<context>
    <name>MatchSession</name>
    <message>
        <location filename="../ui/match_demo.py" line="23"/>
        <source>Player 1</source>
        <translation>Giocatore 1</translation>
    </message>
    <message>
        <location filename="../ui/match_demo.py" line="23"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location filename="../ui/match_session.py" line="170"/>
        <source>Game {n} of the match: {score}.</source>
        <translation>Partita {n} del match: {score}.</translation>
    </message>
    <message>
        <location filename="../ui/match_session.py" line="220"/>
        <source>{name} concedes game {n}.</source>
        <translation>{name} concede la partita {n}.</translation>
    </message>
    <message>
        <location filename="../ui/match_session.py" line="229"/>
        <source>Concede the game?</source>
        <translation>Concedere la partita?</translation>
    </message>
    <message>
        <location filename="../ui/match_session.py" line="230"/>
        <source>{name}, concede this game? Your opponent wins it (TR 410.1).</source>
        <translation>{name}, concedi questa partita? La vince l’avversario (TR 410.1).</translation>
    </message>
    <message>
        <location filename="../ui/match_session.py" line="281"/>
        <location filename="../ui/match_session.py" line="289"/>
        <source>Save match</source>
        <translation>Salva il match</translation>
    </message>
    <message>
        <location filename="../ui/match_session.py" line="282"/>
        <source>Riftbound Table games (*.rbsave)</source>
        <translation>Partite di Riftbound Table (*.rbsave)</translation>
    </message>
    <message>
        <location filename="../ui/match_session.py" line="297"/>
        <source>Match saved to {file}.</source>
        <translation>Match salvato in {file}.</translation>
    </message>
    <message>
        <location filename="../ui/match_session.py" line="332"/>
        <source>Autosave failed: {error}</source>
        <translation>Salvataggio automatico non riuscito: {error}</translation>
    </message>
    <message>
        <location filename="../ui/match_session.py" line="379"/>
        <location filename="../ui/match_session.py" line="387"/>
        <location filename="../ui/match_session.py" line="396"/>
        <source>New match</source>
        <translation>Nuovo match</translation>
    </message>
    <message>
        <location filename="../ui/match_session.py" line="380"/>
        <source>A Match is played by two players (RUP4 486.1).</source>
        <translation>Un match si gioca in due (RUP4 486.1).</translation>
    </message>
    <message>
        <location filename="../ui/match_session.py" line="385"/>
        <source>A Match needs decks with three battlefields (RUP4 486.4.a): {decks}.</source>
        <translation>Un match richiede mazzi con tre Battlefield (RUP4 486.4.a): {decks}.</translation>
    </message>
    <message>
        <location filename="../ui/match_session.py" line="396"/>
        <source>These sideboard cards can&apos;t be played yet: {cards}.</source>
        <translation>Queste carte del sideboard non si possono ancora giocare: {cards}.</translation>
    </message>
    <message>
        <location filename="../ui/match_session.py" line="406"/>
        <source>New match: {a} vs {b}, best of {k}.</source>
        <translation>Nuovo match: {a} contro {b}, al meglio delle {k}.</translation>
    </message>
    <message>
        <location filename="../ui/match_session.py" line="437"/>
        <source>Open saved match</source>
        <translation>Apri match salvato</translation>
    </message>
    <message>
        <location filename="../ui/match_session.py" line="447"/>
        <source>Opened the match {file}.</source>
        <translation>Aperto il match {file}.</translation>
    </message>
</context>
<context>
    <name>Menu</name>
    <message>
        <source>Play from the trash for its own cost</source>
        <translation>Gioca dal Trash pagandone il costo</translation>
    </message>
    <message>
        <source>Play from the trash for its Flow cost ({cost})</source>
        <translation>Gioca dal Trash pagando il costo di Flow ({cost})</translation>
    </message>
    <message>
        <source>Equip to a unit</source>
        <translation>Equip su una Unit</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="769"/>
        <source>Play</source>
        <translation>Gioca</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="771"/>
        <source>Exhaust for 1 Energy	Double-click</source>
        <translation>Exhaust per 1 Energy	Doppio clic</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="773"/>
        <source>Recycle for 1 Power</source>
        <translation>Recycle per 1 Power</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="775"/>
        <source>Move to {place}</source>
        <translation>Sposta in {place}</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="780"/>
        <source>Hide at {place}</source>
        <translation>Nascondi in {place}</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="784"/>
        <source>Use ability of {card}</source>
        <translation>Usa l&apos;abilità di {card}</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="1"/>
        <source>Use ability copied by {card}</source>
        <translation>Usa l&apos;abilità copiata da {card}</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="785"/>
        <source>Use ability</source>
        <translation>Usa l&apos;abilità</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="787"/>
        <source>Select to move together</source>
        <translation>Seleziona per spostare insieme</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="789"/>
        <source>Choose</source>
        <translation>Scegli</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="777"/>
        <source>Hide at {place}: {cost}</source>
        <translation>Nascondi in {place}: {cost}</translation>
    </message>
</context>
<context>
    <name>NameDialog</name>
    <message>
        <location filename="../ui/name_dialog.py" line="1"/>
        <source>Type to search…</source>
        <translation>Scrivi per cercare…</translation>
    </message>
    <message>
        <location filename="../ui/name_dialog.py" line="1"/>
        <source>Name</source>
        <translation>Nomina</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../ui/new_game_dialog.py" line="100"/>
        <source>A Match needs a deck with three battlefields of different names (RUP4 486.4.a); this deck has {n}.</source>
        <translation>Un Match richiede un mazzo con tre Battlefield di nomi diversi (RUP4 486.4.a); questo mazzo ne ha {n}.</translation>
    </message>
    <message>
        <location filename="../ui/new_game_dialog.py" line="104"/>
        <source>This deck has no battlefield: every player puts one into play (RUP4 485.5, 487.5, 488.5, 489.5).</source>
        <translation>Questo mazzo non ha Battlefield: ogni giocatore ne mette uno in gioco (RUP4 485.5, 487.5, 488.5, 489.5).</translation>
    </message>
    <message>
        <location filename="../ui/new_game_dialog.py" line="113"/>
        <source>Teammates may not play the same legend (RUP4 489.8.h).</source>
        <translation>I compagni di squadra non possono giocare la stessa Legend (RUP4 489.8.h).</translation>
    </message>
    <message>
        <location filename="../ui/new_game_dialog.py" line="116"/>
        <source>Teammates may not use the same battlefields (RUP4 489.8.i): this deck shares one with seat {n}&apos;s.</source>
        <translation>I compagni di squadra non possono usare gli stessi Battlefield (RUP4 489.8.i): questo mazzo ne ha uno in comune con quello del posto {n}.</translation>
    </message>
    <message>
        <location filename="../ui/new_game_dialog.py" line="131"/>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <location filename="../ui/new_game_dialog.py" line="138"/>
        <source>Duel (1 vs 1)</source>
        <translation>Duello (1 contro 1)</translation>
    </message>
    <message>
        <location filename="../ui/new_game_dialog.py" line="138"/>
        <source>Match, best of 3</source>
        <translation>Match, al meglio di 3</translation>
    </message>
    <message>
        <location filename="../ui/new_game_dialog.py" line="139"/>
        <source>Match, best of 5</source>
        <translation>Match, al meglio di 5</translation>
    </message>
    <message>
        <location filename="../ui/new_game_dialog.py" line="140"/>
        <source>Skirmish (3 players)</source>
        <translation>Skirmish (3 giocatori)</translation>
    </message>
    <message>
        <location filename="../ui/new_game_dialog.py" line="141"/>
        <source>War (4 players)</source>
        <translation>War (4 giocatori)</translation>
    </message>
    <message>
        <location filename="../ui/new_game_dialog.py" line="141"/>
        <source>2 vs 2 (teams)</source>
        <translation>2 contro 2 (squadre)</translation>
    </message>
    <message>
        <location filename="../ui/new_game_dialog.py" line="144"/>
        <source>Mode</source>
        <translation>Modalità</translation>
    </message>
    <message>
        <location filename="../ui/new_game_dialog.py" line="167"/>
        <source>Player {n}</source>
        <translation>Giocatore {n}</translation>
    </message>
    <message>
        <location filename="../ui/new_game_dialog.py" line="170"/>
        <source>This deck: {name}</source>
        <translation>Questo mazzo: {name}</translation>
    </message>
    <message>
        <location filename="../ui/new_game_dialog.py" line="174"/>
        <source>{name} (your deck)</source>
        <translation>{name} (tuo mazzo)</translation>
    </message>
    <message>
        <location filename="../ui/new_game_dialog.py" line="177"/>
        <source>Human</source>
        <translation>Umano</translation>
    </message>
    <message>
        <location filename="../ui/new_game_dialog.py" line="178"/>
        <source>Computer — Easy</source>
        <translation>Computer — Facile</translation>
    </message>
    <message>
        <location filename="../ui/new_game_dialog.py" line="179"/>
        <source>Computer — Normal</source>
        <translation>Computer — Normale</translation>
    </message>
    <message>
        <location filename="../ui/new_game_dialog.py" line="180"/>
        <source>Computer — Hard</source>
        <translation>Computer — Difficile</translation>
    </message>
    <message>
        <location filename="../ui/new_game_dialog.py" line="188"/>
        <source>The player&apos;s name</source>
        <translation>Il nome del giocatore</translation>
    </message>
    <message>
        <location filename="../ui/new_game_dialog.py" line="189"/>
        <source>The deck this seat plays</source>
        <translation>Il mazzo giocato da questo posto</translation>
    </message>
    <message>
        <location filename="../ui/new_game_dialog.py" line="235"/>
        <source>Two players, one battlefield each; the first to 8 points wins (RUP4 485).</source>
        <translation>Due giocatori, un Battlefield ciascuno; vince chi arriva per primo a 8 punti (RUP4 485).</translation>
    </message>
    <message>
        <location filename="../ui/new_game_dialog.py" line="237"/>
        <source>Two players, best of three games: before each game both choose one of their three battlefields, and may swap cards with their sideboard between games (RUP4 486).</source>
        <translation>Due giocatori, al meglio di tre partite: prima di ogni partita entrambi scelgono uno dei loro tre Battlefield e tra una partita e l&apos;altra possono scambiare carte con il loro sideboard (RUP4 486).</translation>
    </message>
    <message>
        <location filename="../ui/new_game_dialog.py" line="240"/>
        <source>Two players, best of five games; in games 4 and 5 a removed battlefield may be presented again (RUP4 486.6.a).</source>
        <translation>Due giocatori, al meglio di cinque partite; nelle partite 4 e 5 si può ripresentare un Battlefield rimosso (RUP4 486.6.a).</translation>
    </message>
    <message>
        <location filename="../ui/new_game_dialog.py" line="242"/>
        <source>Three players, each for themselves, three battlefields; the first player doesn&apos;t draw on their first turn and the last channels an extra rune (RUP4 487). Only two players can have units at a battlefield; the two fighting may invite others into a combat.</source>
        <translation>Tre giocatori, ciascuno per sé, tre Battlefield; il primo giocatore non pesca nel suo primo turno e l&apos;ultimo fa Channel di una Rune in più (RUP4 487). Solo due giocatori possono avere Unit in un Battlefield; i due che combattono possono invitare altri nel combattimento.</translation>
    </message>
    <message>
        <location filename="../ui/new_game_dialog.py" line="247"/>
        <source>Four players, each for themselves; the first player&apos;s battlefield is removed, so three are played; the first player doesn&apos;t draw on their first turn (RUP4 488).</source>
        <translation>Quattro giocatori, ciascuno per sé; il Battlefield del primo giocatore è rimosso, quindi se ne giocano tre; il primo giocatore non pesca nel suo primo turno (RUP4 488).</translation>
    </message>
    <message>
        <location filename="../ui/new_game_dialog.py" line="250"/>
        <source>Two teams of two: seats 1 and 3 against seats 2 and 4. Points are shared and the first team to 11 wins; teammates may invite each other to play during their turns (RUP4 489).</source>
        <translation>Due squadre di due: i posti 1 e 3 contro i posti 2 e 4. I punti sono condivisi e vince la prima squadra che arriva a 11; i compagni possono invitarsi a giocare durante i propri turni (RUP4 489).</translation>
    </message>
    <message>
        <location filename="../ui/new_game_dialog.py" line="273"/>
        <source>Seat {n}</source>
        <translation>Posto {n}</translation>
    </message>
    <message>
        <location filename="../ui/new_game_dialog.py" line="274"/>
        <source>Seat {n} · Team {t}</source>
        <translation>Posto {n} · Squadra {t}</translation>
    </message>
    <message>
        <location filename="../ui/new_game_dialog.py" line="289"/>
        <source>A deck can&apos;t play this mode: choose another.</source>
        <translation>Un mazzo non può giocare questa modalità: scegline un altro.</translation>
    </message>
    <message>
        <location filename="../ui/new_game_dialog.py" line="299"/>
        <source>A random legal deck with a sideboard</source>
        <translation>Un mazzo legale casuale con sideboard</translation>
    </message>
    <message>
        <location filename="../ui/new_game_dialog.py" line="209"/>
        <source>The same seed and decks give the same shuffles.</source>
        <translation>Con lo stesso seed e gli stessi mazzi si mescola allo stesso modo.</translation>
    </message>
    <message>
        <location filename="../ui/new_game_dialog.py" line="210"/>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <location filename="../ui/new_game_dialog.py" line="214"/>
        <source>Start</source>
        <translation>Inizia</translation>
    </message>
    <message>
        <source>This deck has no Champion Legend (CR 103.1): choose one in the deckbuilder.</source>
        <translation>Questo mazzo non ha una Champion Legend (CR 103.1): sceglila nel deckbuilder.</translation>
    </message>
</context>
<context>
    <name>Notice</name>
    <message>
        <source>Settings reset to the defaults: {reason}</source>
        <translation>Impostazioni riportate ai valori predefiniti: {reason}</translation>
    </message>
    <message>
        <source>Can&apos;t save in {folder} ({reason}): your settings won&apos;t be kept. You can play on.</source>
        <translation>Impossibile salvare in {folder} ({reason}): le impostazioni non verranno conservate. Puoi continuare a giocare.</translation>
    </message>
    <message>
        <source>Can&apos;t save in {folder} ({reason}): no autosave or crash recovery, and games and decks can&apos;t be saved there. You can play on.</source>
        <translation>Impossibile salvare in {folder} ({reason}): niente salvataggio automatico né ripristino dopo un arresto anomalo, e partite e mazzi non si possono salvare lì. Puoi continuare a giocare.</translation>
    </message>
</context>
<context>
    <name>OrderDialog</name>
    <message>
        <location filename="../ui/match_panel.py" line="327"/>
        <source>Play first or last: {name}</source>
        <translation>Giocare per primo o per ultimo: {name}</translation>
    </message>
    <message>
        <location filename="../ui/match_panel.py" line="330"/>
        <source>{name}, you lost game {k}: you choose whether you play first or last in game {n} (TR 407.4).</source>
        <translation>{name}, hai perso la partita {k}: scegli se giocare per primo o per ultimo nella partita {n} (TR 407.4).</translation>
    </message>
    <message>
        <location filename="../ui/match_panel.py" line="333"/>
        <source>{name}, you were chosen at random to decide whether you play first or last in game {n} (TR 407.1).</source>
        <translation>{name}, sei stato estratto a sorte per decidere se giocare per primo o per ultimo nella partita {n} (TR 407.1).</translation>
    </message>
    <message>
        <location filename="../ui/match_panel.py" line="340"/>
        <source>Play first</source>
        <translation>Gioca per primo</translation>
    </message>
    <message>
        <location filename="../ui/match_panel.py" line="341"/>
        <source>Play last</source>
        <translation>Gioca per ultimo</translation>
    </message>
</context>
<context>
    <name>Phase</name>
    <message>
        <location filename="../ui/texts.py" line="35"/>
        <source>Mulligan</source>
        <translation>Mulligan</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="35"/>
        <source>Awaken</source>
        <translation>Risveglio</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="36"/>
        <source>Beginning</source>
        <translation>Apertura</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="36"/>
        <source>Scoring</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="37"/>
        <source>Channel</source>
        <translation>Channel</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="37"/>
        <source>Draw</source>
        <translation>Pesca</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="38"/>
        <source>Action phase</source>
        <translation>Fase principale</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="38"/>
        <location filename="../ui/texts.py" line="39"/>
        <source>End of turn</source>
        <translation>Fine del turno</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="39"/>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
</context>
<context>
    <name>PileBrowser</name>
    <message>
        <location filename="../ui/pile_browser.py" line="31"/>
        <source>Nothing here yet.</source>
        <translation>Ancora niente qui.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../ui/preferences.py" line="23"/>
        <source>Preferences</source>
        <translation>Preferenze</translation>
    </message>
    <message>
        <location filename="../ui/preferences.py" line="31"/>
        <source>Animation speed</source>
        <translation>Velocità delle animazioni</translation>
    </message>
    <message>
        <location filename="../ui/preferences.py" line="32"/>
        <source>Reduce motion (nothing slides or fades)</source>
        <translation>Riduci il movimento (niente scorre né sfuma)</translation>
    </message>
    <message>
        <location filename="../ui/preferences.py" line="35"/>
        <source>Pass automatically when nothing else is possible, and on your own spells and abilities</source>
        <translation>Passa da solo quando non si può fare altro, e sui tuoi Spell e sulle tue abilità</translation>
    </message>
    <message>
        <location filename="../ui/preferences.py" line="38"/>
        <source>Ask before ending the turn</source>
        <translation>Chiedi prima di terminare il turno</translation>
    </message>
    <message>
        <location filename="../ui/preferences.py" line="44"/>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <location filename="../ui/preferences.py" line="46"/>
        <source>Computer&apos;s pace between actions</source>
        <translation>Pausa del computer tra le azioni</translation>
    </message>
    <message>
        <location filename="../ui/preferences.py" line="51"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../ui/preferences.py" line="53"/>
        <source>How long the Hard computer searches before each move: longer plays better</source>
        <translation>Quanto cerca il computer Difficile prima di ogni mossa: più tempo, gioco migliore</translation>
    </message>
    <message>
        <location filename="../ui/preferences.py" line="55"/>
        <source>Hard: thinking time</source>
        <translation>Difficile: tempo per pensare</translation>
    </message>
    <message>
        <location filename="../ui/preferences.py" line="57"/>
        <source>System language</source>
        <translation>Lingua di sistema</translation>
    </message>
    <message>
        <location filename="../ui/preferences.py" line="61"/>
        <source>Language (after a restart)</source>
        <translation>Lingua (dopo il riavvio)</translation>
    </message>
</context>
<context>
    <name>Prompt</name>
    <message>
        <source>Your highlighted Add abilities can add to your pool first (right-click: Use ability).</source>
        <translation>Le tue abilità di Add evidenziate possono prima aggiungere alla tua Rune Pool (clic destro: Usa l&apos;abilità).</translation>
    </message>
    <message>
        <location filename="../ui/prompts.py" line="1"/>
        <source>A discount of 1 Energy or 1 Power of any domain applies: which do you take off the cost?</source>
        <translation>Si applica uno sconto di 1 Energy o di 1 Power di qualsiasi Domain: quale togli dal costo?</translation>
    </message>
    <message>
        <location filename="../ui/prompts.py" line="1"/>
        <source>1 Energy</source>
        <translation>1 Energy</translation>
    </message>
    <message>
        <location filename="../ui/prompts.py" line="1"/>
        <source>1 Power</source>
        <translation>1 Power</translation>
    </message>
    <message>
        <source>Pay {n} Power more as an additional cost to play it to battlefield {bf}?</source>
        <translation>Pagare {n} Power in più come costo aggiuntivo per giocarla nel Battlefield {bf}?</translation>
    </message>
    <message>
        <source>You are looking at {cards}. Choose a card to draw, or Done choosing to draw none; the others go to your trash.</source>
        <translation>Stai guardando {cards}. Scegli una carta da pescare, oppure Scelta fatta per non pescarne nessuna; le altre vanno nel tuo Trash.</translation>
    </message>
    <message>
        <source>Draw {card}</source>
        <translation>Pesca {card}</translation>
    </message>
    <message>
        <source>burning {n} (the top of your Main Deck to your trash)</source>
        <translation>facendo Burn {n} (le prime carte del tuo Main Deck nel tuo Trash)</translation>
    </message>
    <message>
        <source>Choose a player (you may choose yourself).</source>
        <translation>Scegli un giocatore (puoi scegliere anche te stesso).</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>niente</translation>
    </message>
    <message>
        <location filename="../ui/prompts.py" line="1"/>
        <source>{n} XP</source>
        <translation>{n} XP</translation>
    </message>
    <message>
        <location filename="../ui/prompts.py" line="1"/>
        <source>Play a {card} token in your base? (The card that offers it may give its player one for each opponent who does.)</source>
        <translation>Giocare un token {card} nella tua Base? (La carta che lo offre può darne uno al suo giocatore per ogni avversario che lo fa.)</translation>
    </message>
    <message>
        <location filename="../ui/prompts.py" line="1"/>
        <source>Spend {n} XP to carry out the rest of the effect, or decline?</source>
        <translation>Spendere {n} XP per eseguire il resto dell&apos;effetto, o rinunciare?</translation>
    </message>
    <message>
        <source>Click the Equipment to detach (highlighted).</source>
        <translation>Clicca l&apos;Equipment da staccare (evidenziato).</translation>
    </message>
    <message>
        <location filename="../ui/prompts.py" line="1"/>
        <source>{gear}: click another unit you control (highlighted); {unit} becomes a copy of it while {gear} is attached.</source>
        <translation>{gear}: clicca un&apos;altra Unit che controlli (evidenziata); {unit} diventa una copia di quella finché {gear} è fissata.</translation>
    </message>
    <message>
        <source>kill {n} friendly unit(s)</source>
        <translation>uccidere {n} Unit alleata/e</translation>
    </message>
    <message>
        <source>recycle {n} card(s) of your trash</source>
        <translation>fare Recycle di {n} carta/e del tuo Trash</translation>
    </message>
    <message>
        <source>Click one of that unit&apos;s Equipment to attach to this unit (highlighted), or No.</source>
        <translation>Clicca uno degli Equipment di quella Unit da fissare a questa Unit (evidenziati), oppure No.</translation>
    </message>
    <message>
        <source>Detach {gear} from {unit}?</source>
        <translation>Staccare {gear} da {unit}?</translation>
    </message>
    <message>
        <source>Attach {gear} to {unit}?</source>
        <translation>Fissare {gear} a {unit}?</translation>
    </message>
    <message>
        <source>Weaponmaster: pay {cost} to attach {gear} to the unit just played?</source>
        <translation>Weaponmaster: pagare {cost} per fissare {gear} sull&apos;unità appena giocata?</translation>
    </message>
    <message>
        <source>Pay the Repeat cost ({cost}) to carry out the spell&apos;s effect one more time, with choices of its own?</source>
        <translation>Pagare il costo di Repeat ({cost}) per eseguire l&apos;effetto dello Spell un&apos;altra volta, con scelte proprie?</translation>
    </message>
    <message>
        <source>discard {n}</source>
        <translation>scarta {n}</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="152"/>
        <source>Waiting for {player} to take the seat…</source>
        <translation>In attesa che {player} prenda posto…</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="155"/>
        <source>Watching a replay.</source>
        <translation>Stai guardando un replay.</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="157"/>
        <source>{player} is deciding…</source>
        <translation>{player} sta decidendo…</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="172"/>
        <source>Choose one of the card&apos;s options.</source>
        <translation>Scegli una delle opzioni della carta.</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="179"/>
        <source>You control that spell now. Make new choices for it?</source>
        <translation>Ora controlli quello Spell. Vuoi fare nuove scelte per lui?</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="182"/>
        <source>Click a new choice for the spell (highlighted), or No to keep what it chose.</source>
        <translation>Clicca una nuova scelta per lo Spell (evidenziata), oppure No per mantenere quella che aveva.</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="185"/>
        <source>Several of your units would die at once: click the one whose death is replaced first (highlighted).</source>
        <translation>Più tue Unit morirebbero insieme: clicca quella la cui morte viene sostituita per prima (evidenziata).</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="192"/>
        <source>Let {player} draw {n} cards, so that the rest of the effect doesn&apos;t happen?</source>
        <translation>Lasci pescare {n} carte a {player}, così il resto dell&apos;effetto non avviene?</translation>
    </message>
    <message>
        <location filename="../ui/prompts.py" line="130"/>
        <source>Pay {n} Energy, so that the rest of the effect doesn&apos;t happen?</source>
        <translation>Paghi {n} Energy, così il resto dell&apos;effetto non avviene?</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="196"/>
        <source>{player} played Party Favors: choose Cards (you and they each draw 1) or Runes (you and they each channel 1 rune exhausted).</source>
        <translation>{player} ha giocato Party Favors: scegli Carte (tu e quel giocatore pescate 1 carta ciascuno) o Rune (tu e quel giocatore fate Channel di 1 Rune ciascuno, Exhausted).</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="201"/>
        <source>one of your units</source>
        <translation>una delle tue Unit</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="202"/>
        <source>one of your gear</source>
        <translation>una delle tue Gear</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="203"/>
        <source>one of your runes</source>
        <translation>una delle tue Rune</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="204"/>
        <source>a card in your hand</source>
        <translation>una carta nella tua mano</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="206"/>
        <source>Divine Judgment: click {what} to keep (highlighted). You keep 2 of each kind; the rest are recycled.</source>
        <translation>Divine Judgment: fai clic su {what} da tenere (evidenziata). Tieni 2 elementi di ogni tipo; degli altri si fa Recycle.</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="216"/>
        <source>Choose the card you play (highlighted).</source>
        <translation>Scegli la carta da giocare (evidenziata).</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="227"/>
        <source>{unit} would die: pay {cost} to heal it, exhaust it and recall it to its base instead?</source>
        <translation>{unit} sta per morire: pagare {cost} per curarla, esaurirla (Exhaust) e richiamarla nella sua base invece?</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="233"/>
        <source>Click one of your buffed units (highlighted) to spend its buff, as many times as you like, then Done choosing.</source>
        <translation>Clicca una delle tue Unit con Buff (evidenziate) per spenderne il Buff, quante volte vuoi, poi Scelta fatta.</translation>
    </message>
    <message>
        <location filename="../ui/prompts.py" line="238"/>
        <source>Choose how much Energy to pay: you add that much Power of any domain.</source>
        <translation>Scegli quanta Energy pagare: aggiungi altrettanto Power di qualsiasi dominio.</translation>
    </message>
    <message>
        <location filename="../ui/prompts.py" line="240"/>
        <source>Choose how much Power to pay (any domain): you add that much Energy.</source>
        <translation>Scegli quanto Power pagare (di qualsiasi dominio): aggiungi altrettanta Energy.</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="237"/>
        <source>Choose how much Power to pay (any domain): the effect uses that amount.</source>
        <translation>Scegli quanto Power pagare (di qualsiasi dominio): l&apos;effetto usa quella quantità.</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="241"/>
        <source>Mulligan: click up to two cards to set aside, then confirm.</source>
        <translation>Mulligan: clicca fino a due carte da mettere da parte, poi conferma.</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="242"/>
        <source>Keep these cards</source>
        <translation>Tieni queste carte</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="243"/>
        <source>Set aside {n} and draw</source>
        <translation>Metti da parte {n} e pesca</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="247"/>
        <location filename="../ui/interaction.py" line="477"/>
        <source>Choose.</source>
        <translation>Scegli.</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="248"/>
        <source>Assign combat damage ({n} left): click the enemy unit that takes lethal damage next, or let the table do it.</source>
        <translation>Assegna i danni da combattimento (ne restano {n}): clicca la Unit nemica che subisce il prossimo danno letale, o lascia fare al tavolo.</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="251"/>
        <source>Choose which of your triggered abilities goes on the chain first.</source>
        <translation>Scegli quale delle tue abilità innescate va per prima sulla Chain.</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="253"/>
        <source>Click more units to move together, then drag one of them where they should go.</source>
        <translation>Clicca altre Unit da spostare insieme, poi trascinane una dove devono andare.</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="256"/>
        <source>Showdowns or combats are staged at several battlefields: choose where one begins first.</source>
        <translation>Showdown o combattimenti sono in attesa in più Battlefield: scegli dove ne inizia uno per primo.</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="267"/>
        <source>Your turn: drag cards to play them, units to move them. Double-click a rune for Energy.</source>
        <translation>Tocca a te: trascina le carte per giocarle, le Unit per spostarle. Doppio clic su una Rune per avere Energy.</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="269"/>
        <source>Something is on the chain: play a Reaction or pass.</source>
        <translation>C&apos;è qualcosa sulla Chain: gioca una Reaction o passa.</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="270"/>
        <source>Showdown: you have focus. Play an Action or Reaction, or pass.</source>
        <translation>Showdown: hai il Focus. Gioca una Action o una Reaction, oppure passa.</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="287"/>
        <source>Combat at {place}: you have focus. You may invite another player to play Actions and Reactions in it too, or play or pass as usual.</source>
        <translation>Combattimento in {place}: hai il Focus. Puoi invitare un altro giocatore a giocare anche lui Action e Reaction, oppure giocare o passare come sempre.</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="292"/>
        <source>You may invite another player to play with their own priority, or play or pass as usual.</source>
        <translation>Puoi invitare un altro giocatore a giocare con la propria priorità, oppure giocare o passare come sempre.</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="294"/>
        <source>Don&apos;t invite</source>
        <translation>Non invitare</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="321"/>
        <source>{player} invited you into the combat at {place}: accept by playing an Action or Reaction, or decline and pass.</source>
        <translation>{player} ti ha invitato nel combattimento in {place}: accetta giocando una Action o una Reaction, oppure rifiuta e passa.</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="313"/>
        <source>{player} invited you to play during their turn: accept by playing a card or an ability, or decline and pass.</source>
        <translation>{player} ti ha invitato a giocare durante il suo turno: accetta giocando una carta o un&apos;abilità, oppure rifiuta e passa.</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="325"/>
        <source>Decline (pass)</source>
        <translation>Rifiuta (passa)</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="334"/>
        <source>Predict: the top card is {card}. Recycle it?</source>
        <translation>Predict: la prima carta è {card}. Vuoi farne Recycle?</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="337"/>
        <source>{card}: as you look at or reveal it, you may banish it. Banish it?</source>
        <translation>{card}: mentre la guardi o la riveli, puoi farne Banish. Farne Banish?</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="341"/>
        <source>{card} is banished: play it for its ability&apos;s cost?</source>
        <translation>{card} è nella Banishment: giocarla al costo indicato dalla sua abilità?</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="345"/>
        <source>Revealed: {cards}. Choose the card to recycle.</source>
        <translation>Carte rivelate: {cards}. Scegli la carta di cui fare Recycle.</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="347"/>
        <source>Revealed: {cards}. Choose the card its owner discards.</source>
        <translation>Carte rivelate: {cards}. Scegli la carta che il suo proprietario scarta.</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="349"/>
        <source>Choose {card}</source>
        <translation>Scegli {card}</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="354"/>
        <source>You are looking at {cards}. Choose the one to put into your hand; the others are recycled.</source>
        <translation>Stai guardando {cards}. Scegli quella da mettere nella tua mano; delle altre fai Recycle.</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="357"/>
        <source>Take {card}</source>
        <translation>Prendi {card}</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="359"/>
        <source>You are looking at {cards}. Choose the card to banish; the others are recycled.</source>
        <translation>Stai guardando {cards}. Scegli la carta di cui fare Banish; delle altre si fa Recycle.</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="362"/>
        <source>Banish {card}</source>
        <translation>Banish di {card}</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="364"/>
        <source>Revealed: {cards}. Choose the card to banish and play; the others are recycled.</source>
        <translation>Rivelate: {cards}. Scegli la carta di cui fare Banish e da giocare; delle altre si fa Recycle.</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="367"/>
        <location filename="../ui/interaction.py" line="372"/>
        <source>Banish and play {card}</source>
        <translation>Banish e gioca {card}</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="369"/>
        <source>You are looking at {cards}. Choose a card to banish and play, or Done choosing to play none; the others are recycled.</source>
        <translation>Stai guardando {cards}. Scegli una carta di cui fare Banish e da giocare, oppure Scelta fatta per non giocarne nessuna; delle altre si fa Recycle.</translation>
    </message>
    <message>
        <location filename="../ui/prompts.py" line="1"/>
        <source>Revealed: {cards}. Choose a card to banish and play, or Done choosing to play none.</source>
        <translation>Rivelate: {cards}. Scegli una carta di cui fare Banish e da giocare, oppure Scelta fatta per non giocarne nessuna.</translation>
    </message>
    <message>
        <location filename="../ui/prompts.py" line="1"/>
        <source>You are looking at {cards}. Choose a card to reveal and draw, or Done choosing to draw none; the others are recycled.</source>
        <translation>Stai guardando {cards}. Scegli una carta da rivelare e pescare, oppure Scelta fatta per non pescarne nessuna; delle altre si fa Recycle.</translation>
    </message>
    <message>
        <location filename="../ui/prompts.py" line="1"/>
        <source>Before revealing: the top card is {card}. Recycle it?</source>
        <translation>Prima di rivelare: la carta in cima è {card}. Ne fai Recycle?</translation>
    </message>
    <message>
        <location filename="../ui/prompts.py" line="1"/>
        <source>Play it for the other cost shown on the card, instead of its usual cost?</source>
        <translation>La giochi pagando l'altro costo indicato sulla carta, invece del suo costo abituale?</translation>
    </message>
    <message>
        <location filename="../ui/prompts.py" line="1"/>
        <source>Use this turn's permission to play it without its Energy cost (its Power cost is still paid)?</source>
        <translation>Usi il permesso di questo turno per giocarla senza il suo costo in Energy (il costo in Power si paga comunque)?</translation>
    </message>
    <message>
        <location filename="../ui/prompts.py" line="1"/>
        <source>Play {card} from the trash</source>
        <translation>Gioca {card} dal Trash</translation>
    </message>
    <message>
        <location filename="../ui/prompts.py" line="1"/>
        <source>Reveal and draw {card}</source>
        <translation>Rivela e pesca {card}</translation>
    </message>
    <message>
        <location filename="../ui/prompts.py" line="1"/>
        <source>You are looking at {cards}. Choose the card to draw; the others are recycled.</source>
        <translation>Stai guardando {cards}. Scegli la carta da pescare; delle altre si fa Recycle.</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="374"/>
        <source>Predict: choose the card to put back on top next.</source>
        <translation>Predict: scegli la prossima carta da rimettere in cima.</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="375"/>
        <source>{card} on top</source>
        <translation>{card} in cima</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="377"/>
        <source>Predict: you are looking at {cards}. Choose the cards to recycle, then confirm with Done choosing.</source>
        <translation>Predict: stai guardando {cards}. Scegli le carte di cui fare Recycle, poi conferma con Scelta fatta.</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="380"/>
        <source>Recycle {card}</source>
        <translation>Recycle di {card}</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="40"/>
        <location filename="../ui/interaction.py" line="224"/>
        <source>{n} Energy</source>
        <translation>{n} Energy</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="42"/>
        <location filename="../ui/interaction.py" line="226"/>
        <source>{n} Power</source>
        <translation>{n} Power</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="435"/>
        <source>exhausting {card}</source>
        <translation>facendo Exhaust di {card}</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="438"/>
        <source>spending its buff</source>
        <translation>spendendo il suo Buff</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="439"/>
        <source>{unit} would die. Pay {cost} to save it instead (it is healed, exhausted and sent back to its base)?</source>
        <translation>{unit} morirebbe. Pagare {cost} per salvarla invece (viene curata, diventa Exhausted e torna nella sua Base)?</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="448"/>
        <source>exhausting the card</source>
        <translation>esaurendo la carta (Exhaust)</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="451"/>
        <source>Pay {cost} to use this optional ability?</source>
        <translation>Pagare {cost} per usare questa abilità facoltativa?</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="453"/>
        <source>Pay {cost} to carry out the rest of the effect? Pay automatically, or decline.</source>
        <translation>Pagare {cost} per eseguire il resto dell&apos;effetto? Paga automaticamente, oppure rifiuta.</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="459"/>
        <source>Click the one you kill (highlighted).</source>
        <translation>Clicca quella che uccidi (evidenziata).</translation>
    </message>
    <message>
        <location filename="../ui/prompts.py" line="391"/>
        <source>Click the one you keep (highlighted); the others die.</source>
        <translation>Clicca quella che tieni (evidenziata); le altre muoiono.</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="460"/>
        <source>Click the one you return to its owner&apos;s hand (highlighted).</source>
        <translation>Clicca quella che rimetti nella mano del suo proprietario (evidenziata).</translation>
    </message>
    <message>
        <location filename="../ui/prompts.py" line="486"/>
        <source>Click the unit you move there (highlighted).</source>
        <translation>Clicca la Unit che sposti lì (evidenziata).</translation>
    </message>
    <message>
        <location filename="../ui/prompts.py" line="115"/>
        <source>Pay 1 Power of any domain for each unit beyond the first to move these units to that battlefield together? If you don&apos;t, they don&apos;t move.</source>
        <translation>Paghi 1 Power di qualsiasi Domain per ogni Unit oltre la prima per spostare insieme queste Unit in quel Battlefield? Se non lo fai, non si spostano.</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="471"/>
        <source>Together the chosen units now have too much Might: click those the spell still affects (highlighted), then Done choosing.</source>
        <translation>Insieme le Unit scelte ora hanno troppa Might: clicca quelle su cui lo Spell agisce ancora (evidenziate), poi Scelta fatta.</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="462"/>
        <source>Split the damage: click the unit that takes the next 1 damage (highlighted). Each chosen unit takes at least 1.</source>
        <translation>Dividi i danni: clicca la Unit che subisce il prossimo danno (evidenziata). Ogni Unit scelta ne subisce almeno 1.</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="465"/>
        <source>Click the unit that fights the chosen unit (highlighted): each deals damage equal to its Might to the other.</source>
        <translation>Clicca la Unit che combatte contro la Unit scelta (evidenziata): ciascuna infligge all&apos;altra danni pari alla propria Might.</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="468"/>
        <source>Click the rune you recycle (highlighted): it goes to the bottom of your Rune Deck.</source>
        <translation>Fai clic sulla Rune di cui fai Recycle (evidenziata): va in fondo al tuo Rune Deck.</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="471"/>
        <source>Choose a card of any trash to recycle (it goes to the bottom of its owner&apos;s Main Deck), as many as allowed, then Done choosing.</source>
        <translation>Scegli una carta di un Trash qualsiasi di cui fare Recycle (va in fondo al Main Deck del suo proprietario), quante ne sono consentite, poi Scelta fatta.</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="474"/>
        <source>Click a card of your trash to recycle (highlighted): it goes to the bottom of your Main Deck.</source>
        <translation>Fai clic su una carta del tuo Trash di cui fare Recycle (evidenziata): va in fondo al tuo Main Deck.</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="489"/>
        <source>Use this optional ability?</source>
        <translation>Usare questa abilità facoltativa?</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="490"/>
        <source>Where does the unit enter?</source>
        <translation>Dove entra la Unit?</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="491"/>
        <source>Pay the Accelerate cost so it enters ready?</source>
        <translation>Pagare il costo di Accelerate perché entri Ready?</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="492"/>
        <source>Pay the optional additional cost shown on the card?</source>
        <translation>Pagare il costo aggiuntivo facoltativo indicato sulla carta?</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="496"/>
        <source>Choose one of your buffed units: its buff is spent to pay the cost.</source>
        <translation>Scegli una delle tue Unit con un Buff: il suo Buff viene speso per pagare il costo.</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="498"/>
        <source>Choose one of your units to kill: that is the additional cost of playing this card. Esc cancels.</source>
        <translation>Scegli una delle tue Unit da uccidere: è il costo aggiuntivo per giocare questa carta. Esc annulla.</translation>
    </message>
    <message>
        <location filename="../ui/prompts.py" line="503"/>
        <source>Choose one of your permanents to return to its owner&apos;s hand: that is the additional cost of playing this card. Esc cancels.</source>
        <translation>Scegli uno dei tuoi permanenti da riportare nella mano del suo proprietario: è il costo aggiuntivo per giocare questa carta. Esc annulla.</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="501"/>
        <source>Choose a card of your hand to discard: that is the additional cost of playing this card, and makes it cheaper. Done choosing pays nothing more. Esc cancels.</source>
        <translation>Scegli una carta della tua mano da scartare: è il costo aggiuntivo per giocare questa carta, e la rende più economica. Scelta fatta non paga altro. Esc annulla.</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="505"/>
        <source>Choose a card of your trash to recycle: that is the cost of this ability. Esc cancels.</source>
        <translation>Scegli una carta del tuo Trash di cui fare Recycle: è il costo di questa abilità. Esc annulla.</translation>
    </message>
    <message>
        <location filename="../ui/prompts.py" line="538"/>
        <source>Choose a card of any player&apos;s trash to banish: that is the cost of this ability.</source>
        <translation>Scegli una carta nel Trash di qualsiasi giocatore di cui fare Banish: è il costo di questa abilità.</translation>
    </message>
    <message>
        <location filename="../ui/prompts.py" line="1"/>
        <source>Choose something of yours that is Empowered: disempowering it is the cost of this ability. Esc cancels.</source>
        <translation>Scegli qualcosa di tuo che sia Empowered: togliergli lo stato Empowered è il costo di questa abilità. Esc annulla.</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="508"/>
        <source>Choose an opponent.</source>
        <translation>Scegli un avversario.</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="0"/>
        <source>Choose a new place for the spell to move the unit to, or No to keep the one it chose.</source>
        <translation>Scegli un nuovo posto in cui lo Spell sposta la Unit, o No per tenere quello che ha scelto.</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="0"/>
        <source>Choose where {unit} moves: every player sees it before they respond. Esc cancels.</source>
        <translation>Scegli dove si sposta {unit}: ogni giocatore lo vede prima di rispondere. Esc annulla.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/move_prompt.py" line="0"/>
        <source>Choose where these %n units move together ({units}): every player sees it before they respond. Esc cancels.</source>
        <translation>
            <numerusform>Scegli dove si sposta questa %n Unit ({units}): ogni giocatore lo vede prima di rispondere. Esc annulla.</numerusform>
            <numerusform>Scegli dove si spostano insieme queste %n Unit ({units}): ogni giocatore lo vede prima di rispondere. Esc annulla.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/move_prompt.py" line="0"/>
        <source>Choose where these %n units move together (names on hover): every player sees it before they respond. Esc cancels.</source>
        <translation>
            <numerusform>Scegli dove si sposta questa %n Unit (il nome al passaggio del mouse): ogni giocatore lo vede prima di rispondere. Esc annulla.</numerusform>
            <numerusform>Scegli dove si spostano insieme queste %n Unit (i nomi al passaggio del mouse): ogni giocatore lo vede prima di rispondere. Esc annulla.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="509"/>
        <source>Pay the cost: pay automatically, or double-click runes (right-click to recycle for Power).</source>
        <translation>Paga il costo: in automatico, o doppio clic sulle Rune (clic destro: Recycle per Power).</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="540"/>
        <source>Yes</source>
        <translation>Sì</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="542"/>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="544"/>
        <source>Pay automatically</source>
        <translation>Paga in automatico</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="400"/>
        <location filename="../ui/interaction.py" line="546"/>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="548"/>
        <source>Done choosing</source>
        <translation>Scelta fatta</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="550"/>
        <source>To {place}</source>
        <translation>In {place}</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="552"/>
        <source>Assign automatically</source>
        <translation>Assegna in automatico</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="554"/>
        <source>Ability {n} first</source>
        <translation>Prima l&apos;abilità {n}</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="559"/>
        <source>Invite {player}</source>
        <translation>Invita {player}</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="561"/>
        <source>Begin at {place}</source>
        <translation>Inizia in {place}</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="563"/>
        <source>Pay {n}</source>
        <translation>Paga {n}</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="565"/>
        <location filename="../ui/texts.py" line="156"/>
        <source>Cards</source>
        <translation>Carte</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="567"/>
        <location filename="../ui/texts.py" line="156"/>
        <source>Runes</source>
        <translation>Rune</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="569"/>
        <source>Option {n}</source>
        <translation>Opzione {n}</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="391"/>
        <source>Pay 1 Power of any domain</source>
        <translation>Paga 1 Power di qualsiasi Domain</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="396"/>
        <source>Pay {n} Energy</source>
        <translation>Paga {n} Energy</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="401"/>
        <source>Which cost do you pay to hide this card?</source>
        <translation>Quale costo paghi per nascondere questa carta?</translation>
    </message>
    <message>
        <source>yours</source>
        <translation>tuo</translation>
    </message>
    <message>
        <source>your teammate&apos;s</source>
        <translation>del tuo compagno di squadra</translation>
    </message>
    <message>
        <source>an opponent&apos;s</source>
        <translation>di un avversario</translation>
    </message>
    <message>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <source>Choose a target (magenta outline): {sides}.</source>
        <translation>Scegli un bersaglio (contorno magenta): {sides}.</translation>
    </message>
    <message>
        <source>Choose a target.</source>
        <translation>Scegli un bersaglio.</translation>
    </message>
    <message>
        <source>Chosen (white outline): {cards}.</source>
        <translation>Già scelti (contorno bianco): {cards}.</translation>
    </message>
    <message>
        <source>Esc cancels.</source>
        <translation>Esc annulla.</translation>
    </message>
    <message>
        <location filename="../ui/prompts.py" line="1"/>
        <source>Put {card} on the top or the bottom of your Main Deck?</source>
        <translation>Metti {card} in cima o in fondo al tuo Main Deck?</translation>
    </message>
    <message>
        <location filename="../ui/prompts.py" line="1"/>
        <source>Click a card of your hand to put on the top or the bottom of your Main Deck (highlighted).</source>
        <translation>Clicca una carta della tua mano da mettere in cima o in fondo al tuo Main Deck (evidenziate).</translation>
    </message>
    <message>
        <location filename="../ui/prompts.py" line="1"/>
        <source>Top of the deck</source>
        <translation>In cima al mazzo</translation>
    </message>
    <message>
        <location filename="../ui/prompts.py" line="1"/>
        <source>Bottom of the deck</source>
        <translation>In fondo al mazzo</translation>
    </message>
    <message>
        <location filename="../ui/prompts.py" line="1"/>
        <source>Name a tag (for example Poro, Demacia, Miss Fortune).</source>
        <translation>Nomina un tag (per esempio Poro, Demacia, Miss Fortune).</translation>
    </message>
    <message>
        <location filename="../ui/prompts.py" line="1"/>
        <source>Name a spell.</source>
        <translation>Nomina uno Spell.</translation>
    </message>
    <message>
        <location filename="../ui/prompts.py" line="1"/>
        <source>Name…</source>
        <translation>Nomina…</translation>
    </message>
    <message>
        <location filename="../ui/prompts.py" line="1"/>
        <source>Name</source>
        <translation>Nomina</translation>
    </message>
    <message>
        <location filename="../ui/prompts.py" line="1"/>
        <source>Something on the chain</source>
        <translation>Qualcosa sulla Chain</translation>
    </message>
    <message>
        <location filename="../ui/prompts.py" line="1"/>
        <source>{card} on the chain</source>
        <translation>{card} sulla Chain</translation>
    </message>
    <message>
        <location filename="../ui/prompts.py" line="1"/>
        <source>The ability of {card} on the chain</source>
        <translation>L'abilità di {card} sulla Chain</translation>
    </message>
    <message>
        <location filename="../ui/prompts.py"/>
        <source>Choose the tag this unit gains as it is played.</source>
        <translation>Scegli il tag che questa Unit ottiene mentre viene giocata.</translation>
    </message>
    <message>
        <location filename="../ui/prompts.py"/>
        <source>Revealed: {cards}. Choose the card to banish.</source>
        <translation>Carte rivelate: {cards}. Scegli la carta di cui fare Banish.</translation>
    </message>
    <message>
        <location filename="../ui/prompts.py"/>
        <source>Revealed: {cards}. Choose the unit its owner plays to the chosen battlefield, or Done choosing to choose none.</source>
        <translation>Carte rivelate: {cards}. Scegli la Unit che il suo proprietario gioca nel Battlefield scelto, oppure Scelta fatta per non sceglierne nessuna.</translation>
    </message>
    <message>
        <location filename="../ui/prompts.py"/>
        <source>{source}: play an additional copy of the {card} token? (Once each turn.)</source>
        <translation>{source}: giocare una copia aggiuntiva del token {card}? (Una volta per turno.)</translation>
    </message>
    <message>
        <location filename="../ui/prompts.py"/>
        <source>Play {card} again for {n} Power of any domain, choosing anew what it chooses?</source>
        <translation>Giocare di nuovo {card} pagando {n} Power di qualsiasi Domain, scegliendo di nuovo ciò che sceglie?</translation>
    </message>
</context>
<context>
    <name>PromptBar</name>
    <message>
        <location filename="../ui/main_window.py" line="45"/>
        <source>Hold</source>
        <translation>Tieni</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="47"/>
        <source>Keep every decision: the table does not pass for you while this is on (or while Ctrl is held).</source>
        <translation>Tieni ogni decisione: il tavolo non passa per te finché è attivo (o finché tieni premuto Ctrl).</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="79"/>
        <source>{label}  (Ctrl+Enter)</source>
        <translation>{label}  (Ctrl+Invio)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="82"/>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="81"/>
        <source>{label}  (Space)</source>
        <translation>{label}  (Spazio)</translation>
    </message>
    <message>
        <source>To my turn (F6)</source>
        <translation>Al mio turno (F6)</translation>
    </message>
    <message>
        <source>Pass until your next turn. The table still asks you when a spell or ability targets something of yours, and in a combat you fight.</source>
        <translation>Passa fino al tuo prossimo turno. Il tavolo ti chiede comunque quando uno Spell o un&apos;abilità bersaglia qualcosa di tuo, e in un combattimento in cui combatti.</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>Your Rune Pool and runes can&apos;t pay that yet: use an Add ability first, or decline.</source>
        <translation>La tua Rune Pool e le tue rune non possono ancora pagarlo: usa prima un&apos;abilità di Add, oppure rifiuta.</translation>
    </message>
    <message>
        <source>While a cost is being paid, only a ready Add ability with the Reaction tag that adds what it still needs can be used.</source>
        <translation>Mentre si paga un costo si può usare solo un&apos;abilità di Add pronta, con il tag Reaction, che aggiunga ciò che ancora manca.</translation>
    </message>
    <message>
        <source>What that Add ability adds can&apos;t be spent on this cost.</source>
        <translation>Ciò che quell&apos;abilità di Add aggiunge non si può spendere per questo costo.</translation>
    </message>
    <message>
        <source>Only a spell with Flow can be played from your trash, for its Flow cost.</source>
        <translation>Dal tuo Trash si può giocare solo una Spell con Flow, pagandone il costo di Flow.</translation>
    </message>
    <message>
        <source>That card has no such Flow cost (it has {n}).</source>
        <translation>Quella carta non ha un tale costo di Flow (ne ha {n}).</translation>
    </message>
    <message>
        <source>Equip attaches this gear only to a unit you control that it may choose.</source>
        <translation>Equip fissa questa Gear solo a una Unit che controlli e che può scegliere.</translation>
    </message>
    <message>
        <source>That card is attached: its rules text, Equip included, is inactive until it is detached.</source>
        <translation>Quella carta è fissata a un&apos;unità: il suo testo delle regole, Equip compreso, è inattivo finché non viene staccata.</translation>
    </message>
    <message>
        <source>Answer yes or no: pay this Repeat cost or not. It is asked only when it can be paid with the rest of the cost.</source>
        <translation>Rispondi sì o no: paga o no questo costo di Repeat. Viene chiesto solo quando si può pagare insieme al resto del costo.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="11"/>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="12"/>
        <source>&apos;{action}&apos; is not an action of the game.</source>
        <translation>&apos;{action}&apos; non è un&apos;azione del gioco.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="13"/>
        <source>It is {player}&apos;s decision, not yours.</source>
        <translation>Decide {player}, non tu.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="14"/>
        <source>That does not answer the current question: {question}.</source>
        <translation>Non risponde alla domanda in corso: {question}.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="15"/>
        <source>There is no object {id}.</source>
        <translation>Non esiste l&apos;oggetto {id}.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="16"/>
        <source>You can only play cards from your hand, your Champion Zone or facedown.</source>
        <translation>Puoi giocare carte solo dalla mano, dalla Champion Zone o a faccia in giù.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="17"/>
        <source>You don&apos;t control that.</source>
        <translation>Non lo controlli tu.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="18"/>
        <source>Without Action or Reaction this can only be played on your turn outside showdowns, with nothing on the chain.</source>
        <translation>Senza Action o Reaction si può giocare solo nel tuo turno, fuori dagli Showdown e con la Chain vuota.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="19"/>
        <source>Only Reactions can be played while something is on the chain.</source>
        <translation>Con qualcosa sulla Chain si possono giocare solo Reaction.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="20"/>
        <source>Only Actions and Reactions can be played during a showdown.</source>
        <translation>Durante uno Showdown si possono giocare solo Action e Reaction.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="21"/>
        <source>You can only do that on your turn.</source>
        <translation>Puoi farlo solo nel tuo turno.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="22"/>
        <source>A hidden card can be played from the next turn on.</source>
        <translation>Una carta nascosta si può giocare dal turno successivo.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="23"/>
        <source>You can&apos;t pay the cost: {cost}.</source>
        <translation>Non puoi pagare il costo: {cost}.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="24"/>
        <source>You can&apos;t pay that cost now; you can only decline it.</source>
        <translation>Ora non puoi pagare quel costo: puoi solo rifiutarlo.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="27"/>
        <source>Moving these units there together costs Power you can&apos;t pay now.</source>
        <translation>Spostare insieme queste Unit lì costa Power che ora non puoi pagare.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="25"/>
        <source>Choose one of your units that still has a buff you can spend.</source>
        <translation>Scegli una delle tue Unit che ha ancora un Buff da spendere.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="26"/>
        <source>You can only pay an amount your Rune Pool and runes can cover.</source>
        <translation>Puoi pagare solo una quantità coperta dalla tua Rune Pool e dalle tue rune.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="27"/>
        <source>You need {n} more Energy to pay {cost}.</source>
        <translation>Ti servono altri {n} Energy per pagare {cost}.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="28"/>
        <source>There is no legal choice for this card.</source>
        <translation>Non ci sono scelte valide per questa carta.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="29"/>
        <source>An exhausted unit can&apos;t make a standard move.</source>
        <translation>Una Unit Exhausted non può fare un movimento standard.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="30"/>
        <source>Units can&apos;t make standard moves during a showdown or combat.</source>
        <translation>Le Unit non possono fare movimenti standard durante uno Showdown o un combattimento.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="31"/>
        <source>Units can&apos;t make standard moves while something is on the chain.</source>
        <translation>Le Unit non possono fare movimenti standard mentre c&apos;è qualcosa sulla Chain.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="32"/>
        <source>A unit moves from its base to a battlefield or back; only Ganking, or a battlefield units can move to from anywhere, moves it battlefield to battlefield.</source>
        <translation>Una Unit si sposta dalla sua Base a un Battlefield o viceversa; passa da un Battlefield all&apos;altro solo con Ganking, o verso un Battlefield in cui le Unit possono spostarsi da qualsiasi posizione.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="33"/>
        <source>That battlefield already has units of two other players.</source>
        <translation>Quel Battlefield ha già Unit di altri due giocatori.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="34"/>
        <source>Only the attacker or the defender, with focus in a combat of three or more players, can invite another player into it.</source>
        <translation>Solo l&apos;attaccante o il difensore, con il Focus in un combattimento con tre o più giocatori, può invitarvi un altro giocatore.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="35"/>
        <source>Control isn&apos;t shared: you can&apos;t make a standard move with your teammate&apos;s units.</source>
        <translation>Il controllo non è condiviso: non puoi fare un movimento standard con le Unit del tuo compagno di squadra.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="36"/>
        <source>Control isn&apos;t shared: your units can&apos;t move to a battlefield your teammate controls or holds with units.</source>
        <translation>Il controllo non è condiviso: le tue Unit non possono muoversi in un Battlefield che il tuo compagno di squadra controlla o dove ha Unit.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="37"/>
        <source>Control isn&apos;t shared: you can&apos;t hide a card at a battlefield your teammate controls.</source>
        <translation>Il controllo non è condiviso: non puoi nascondere una carta in un Battlefield controllato dal tuo compagno di squadra.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="38"/>
        <source>Only the turn player, in their main phase with nothing on the chain and no showdown, can invite their teammate to play a spell or activate an ability.</source>
        <translation>Solo il giocatore di turno, nella sua fase principale con la Chain vuota e senza Showdown, può invitare il compagno di squadra a giocare uno Spell o ad attivare un&apos;abilità.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="39"/>
        <source>Invited by your teammate, you can play a spell or activate an ability, or pass back.</source>
        <translation>Invitato dal tuo compagno di squadra, puoi giocare uno Spell o attivare un&apos;abilità, oppure restituirgli la parola.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="40"/>
        <source>Choose one of the battlefields where a combat is staged.</source>
        <translation>Scegli uno dei Battlefield dove è in attesa un combattimento.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="41"/>
        <source>Choose one of the battlefields where a showdown is staged: showdowns begin before combats.</source>
        <translation>Scegli uno dei Battlefield dove è in attesa uno Showdown: gli Showdown iniziano prima dei combattimenti.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="42"/>
        <source>The unit is already there.</source>
        <translation>La Unit è già lì.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="43"/>
        <source>Only units move.</source>
        <translation>Solo le Unit si spostano.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="44"/>
        <source>Only cards with Hidden can be hidden.</source>
        <translation>Si possono nascondere solo carte con Hidden.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="45"/>
        <source>You can only hide a card at a battlefield you control.</source>
        <translation>Puoi nascondere una carta solo in un Battlefield che controlli.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="46"/>
        <source>That battlefield already has a facedown card.</source>
        <translation>Quel Battlefield ha già una carta a faccia in giù.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="47"/>
        <source>Hide on your turn, with nothing on the chain and no showdown.</source>
        <translation>Si nasconde nel proprio turno, con la Chain vuota e senza Showdown.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="50"/>
        <source>A unit enters your base or a battlefield you control.</source>
        <translation>Una Unit entra nella tua Base o in un Battlefield che controlli.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="51"/>
        <source>The effect says where the unit can move: choose one of the places offered.</source>
        <translation>È l&apos;effetto a dire dove può spostarsi la Unit: scegli uno dei posti proposti.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="52"/>
        <source>Only runes produce Energy and Power.</source>
        <translation>Solo le Rune producono Energy e Power.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="53"/>
        <source>That rune is already exhausted.</source>
        <translation>Quella Rune è già Exhausted.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="54"/>
        <source>That is not a legal choice here.</source>
        <translation>Qui non è una scelta valida.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="64"/>
        <source>Paying with that unit would leave no units where this unit is being played by Ambush, so Ambush would no longer let it go there.</source>
        <translation>Pagando con quella Unit non resterebbe alcuna Unit dove questa Unit viene giocata con Ambush, e Ambush non le permetterebbe più di andarci.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="55"/>
        <source>That unit has no buff to spend.</source>
        <translation>Quella Unit non ha un Buff da spendere.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="56"/>
        <source>You can only spend buffs on units you control.</source>
        <translation>Puoi spendere solo i Buff delle Unit che controlli.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="57"/>
        <source>You can&apos;t pay this card&apos;s additional cost, so you can&apos;t play it.</source>
        <translation>Non puoi pagare il costo aggiuntivo di questa carta, quindi non puoi giocarla.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="58"/>
        <source>Choosing that unit costs Power you can&apos;t pay (Deflect).</source>
        <translation>Scegliere quella Unit costa Power che non puoi pagare (Deflect).</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="59"/>
        <source>Finish assigning lethal damage to one unit before the next.</source>
        <translation>Finisci di assegnare danni letali a una Unit prima di passare alla successiva.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="60"/>
        <source>That unit already has lethal damage assigned while other units can still take damage.</source>
        <translation>Quella Unit ha già danni letali assegnati, mentre altre Unit possono ancora subirne.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="61"/>
        <source>Choose something the spell didn&apos;t choose before and can legally choose now.</source>
        <translation>Scegli qualcosa che lo Spell non aveva scelto prima e che ora può scegliere legalmente.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="62"/>
        <source>Choose one of your units whose death this can replace.</source>
        <translation>Scegli una delle tue Unit di cui questo effetto può sostituire la morte.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="63"/>
        <source>Answer yes or no: apply this replacement to that death, or let it happen.</source>
        <translation>Rispondi sì o no: applica questa sostituzione a quella morte, oppure lasciala avvenire.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="64"/>
        <source>No amount of damage is lethal to that unit: assign lethal damage to the other units first.</source>
        <translation>Nessuna quantità di danno è letale per quella Unit: assegna prima danno letale alle altre Unit.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="65"/>
        <source>Units with Tank must be assigned lethal damage first.</source>
        <translation>Alle Unit con Tank vanno assegnati per primi danni letali.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="66"/>
        <source>Choose one of the cards you are looking at that is still to be placed.</source>
        <translation>Scegli una delle carte che stai guardando e che devi ancora sistemare.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="67"/>
        <source>Choose one of the objects this instruction lets you pick.</source>
        <translation>Scegli uno degli oggetti che questa istruzione ti lascia scegliere.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="1"/>
        <source>Choose another unit you control: the equipped unit becomes a copy of it.</source>
        <translation>Scegli un&apos;altra Unit che controlli: la Unit equipaggiata ne diventa una copia.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="68"/>
        <source>Choose one of the cards offered: you recycle as many as the instruction says.</source>
        <translation>Scegli una delle carte proposte: fai Recycle di quante ne indica l&apos;istruzione.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="69"/>
        <source>Each chosen unit must take at least 1 damage: give the next point to one of the units offered.</source>
        <translation>Ogni Unit scelta deve subire almeno 1 danno: assegna il punto successivo a una delle Unit proposte.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="70"/>
        <source>Choose one of the cards offered: only those the effect lets you play, and can pay for.</source>
        <translation>Scegli una delle carte proposte: solo quelle che l&apos;effetto ti permette di giocare e che puoi pagare.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="71"/>
        <source>Choose one of the cards offered: only a card you are looking at that the effect lets you banish and play.</source>
        <translation>Scegli una delle carte proposte: solo una carta che stai guardando di cui l&apos;effetto ti permette di fare Banish e che puoi giocare.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="72"/>
        <source>Answer yes or no: use the ability of the card you are looking at or revealing as you look at or reveal it.</source>
        <translation>Rispondi sì o no: usa l&apos;abilità della carta che stai guardando o rivelando mentre la guardi o la riveli.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="73"/>
        <source>There aren&apos;t enough cards in your trash to recycle for this cost.</source>
        <translation>Nel tuo Trash non ci sono abbastanza carte di cui fare Recycle per questo costo.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="74"/>
        <source>This ability works only once you have played another card this turn (Legion, rule 812.1.c).</source>
        <translation>Questa abilità funziona solo se in questo turno hai già giocato un&apos;altra carta (Legion, regola 812.1.c).</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="75"/>
        <source>This ability works only while you have {n} or more XP (Level).</source>
        <translation>Questa abilità funziona solo finché hai almeno {n} XP (Level).</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="76"/>
        <source>You need {n} XP to spend for this.</source>
        <translation>Per questo devi spendere {n} XP.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="77"/>
        <source>This is already Empowered: its Empower can be used only while it isn&apos;t.</source>
        <translation>È già Empowered: il suo Empower si può usare solo quando non lo è.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="77"/>
        <source>This ability works only while this is Empowered.</source>
        <translation>Questa abilità funziona solo mentre questa carta è Empowered.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="77"/>
        <source>This isn&apos;t Empowered, so it can&apos;t be disempowered to pay this cost.</source>
        <translation>Non è Empowered, quindi non può perdere lo stato Empowered per pagare questo costo.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="75"/>
        <source>An effect says you can&apos;t play cards this turn.</source>
        <translation>Un effetto dice che in questo turno non puoi giocare carte.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="86"/>
        <source>An effect says you can&apos;t play spells this turn.</source>
        <translation>Un effetto dice che in questo turno non puoi giocare Spell.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="76"/>
        <source>Units at this battlefield can&apos;t move to base.</source>
        <translation>Le Unit in questo Battlefield non possono spostarsi nella Base.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="77"/>
        <source>An effect says you can&apos;t move this unit this turn.</source>
        <translation>Un effetto dice che non puoi spostare questa Unit in questo turno.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="77"/>
        <source>This ability can be used only while its source is at a battlefield.</source>
        <translation>Questa abilità si può usare solo mentre la sua fonte è in un Battlefield.</translation>
    </message>
    <message>
        <source>This ability can be used only once per turn: it was used this turn.</source>
        <translation>Questa abilità si può usare solo una volta per turno: è già stata usata in questo turno.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="78"/>
        <source>This ability can be used only once each turn, and only after you chose an enemy unit this turn.</source>
        <translation>Questa abilità si può usare una sola volta per turno, e solo dopo che in questo turno hai scelto una Unit nemica.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="92"/>
        <source>This ability can be used only after your spells and abilities of your units chose enemy units or gear twice this turn.</source>
        <translation>Questa abilità si può usare solo dopo che in questo turno i tuoi Spell e le abilità delle tue Unit hanno scelto Unit o Gear nemiche due volte.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="79"/>
        <source>This ability can be used only if you've played an Equipment this turn.</source>
        <translation>Questa abilità si può usare solo se in questo turno hai giocato un Equipment.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="78"/>
        <source>A unit with Backline takes lethal damage only after its controller&apos;s other units without Backline.</source>
        <translation>Una Unit con Backline riceve danni letali solo dopo le altre Unit del suo controllore senza Backline.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="79"/>
        <source>An opponent&apos;s card here says your hidden cards can&apos;t be revealed at this battlefield.</source>
        <translation>Una carta avversaria qui dice che le tue carte nascoste non possono essere rivelate in questo Battlefield.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="80"/>
        <source>An opponent&apos;s card says you can only play units to your base.</source>
        <translation>Una carta avversaria dice che puoi giocare Unit solo nella tua Base.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="81"/>
        <source>This card may only be played to a place where it can&apos;t enter now.</source>
        <translation>Questa carta si può giocare solo in un luogo in cui ora non può entrare.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="82"/>
        <source>This card can be played only from your turn {n} on.</source>
        <translation>Questa carta si può giocare solo dal tuo turno {n} in poi.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="81"/>
        <source>That option can&apos;t be chosen now: it has no legal choice, or it was already chosen this turn.</source>
        <translation>Ora non puoi scegliere quell&apos;opzione: non ha scelte legali, oppure è già stata scelta in questo turno.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="82"/>
        <source>None of this ability&apos;s options can be chosen now.</source>
        <translation>Ora non si può scegliere nessuna delle opzioni di questa abilità.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="83"/>
        <source>Choose one of the players offered.</source>
        <translation>Scegli uno dei giocatori proposti.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="84"/>
        <source>Choose one of the revealed cards offered.</source>
        <translation>Scegli una delle carte rivelate proposte.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="85"/>
        <source>Choose one of the answers offered.</source>
        <translation>Scegli una delle risposte proposte.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="86"/>
        <source>You may set aside at most two cards.</source>
        <translation>Puoi mettere da parte al massimo due carte.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="87"/>
        <source>You can end your turn only when nothing is on the chain and no showdown is under way.</source>
        <translation>Puoi terminare il turno solo con la Chain vuota e nessuno Showdown in corso.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="88"/>
        <source>A player can only concede for themselves.</source>
        <translation>Un giocatore può concedere solo per sé stesso.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="89"/>
        <source>This player has already been removed from the game.</source>
        <translation>Questo giocatore è già stato rimosso dalla partita.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="90"/>
        <source>That is not legal right now.</source>
        <translation>Ora non è consentito.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="91"/>
        <source>The match is over.</source>
        <translation>Il match è finito.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="92"/>
        <source>That does not answer the match&apos;s current question: {question}.</source>
        <translation>Questo non risponde alla domanda attuale del match: {question}.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="93"/>
        <source>Choose one of your three battlefields.</source>
        <translation>Scegli uno dei tuoi tre Battlefield.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="94"/>
        <source>That battlefield was used in a game somebody won: it can&apos;t be chosen again in this match.</source>
        <translation>Quel Battlefield è stato usato in una partita che qualcuno ha vinto: non può essere scelto di nuovo in questo match.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="95"/>
        <source>A removed battlefield can be presented again only from game 4 of a best of five, once you have presented each of your battlefields.</source>
        <translation>Un Battlefield rimosso può essere presentato di nuovo solo dalla partita 4 di un match al meglio delle cinque, dopo aver presentato ciascuno dei tuoi Battlefield.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="96"/>
        <source>A battlefield can&apos;t be presented more than twice in a match.</source>
        <translation>Un Battlefield non può essere presentato più di due volte in un match.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="97"/>
        <source>Sideboard cards can&apos;t be used in the first game of a match.</source>
        <translation>Le carte del sideboard non possono essere usate nella prima partita di un match.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="98"/>
        <source>After a drawn game nobody may sideboard for the next game.</source>
        <translation>Dopo una partita pareggiata nessuno può usare il sideboard per la partita successiva.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="99"/>
        <source>Exchange one card of your main deck for one card of your sideboard.</source>
        <translation>Scambia una carta del tuo mazzo principale con una carta del tuo sideboard.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="100"/>
        <source>Your Chosen Champion must be a champion unit of your legend from your main deck or sideboard.</source>
        <translation>Il tuo Chosen Champion deve essere una Unit Champion della tua Legend, dal mazzo principale o dal sideboard.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="101"/>
        <source>The loser of the previous game chooses to play first or last.</source>
        <translation>Chi ha perso la partita precedente sceglie se giocare per primo o per ultimo.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="102"/>
        <source>No game of the match is being played now.</source>
        <translation>Ora non si sta giocando nessuna partita del match.</translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="30"/>
        <source>{reason} (rule {rule})</source>
        <translation>{reason} (regola {rule})</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="48"/>
        <source>Hiding costs 1 Power of any domain: nothing you control lets you pay that other cost instead.</source>
        <translation>Nascondere costa 1 Power di qualsiasi Domain: nulla di ciò che controlli ti permette di pagare invece quell&apos;altro costo.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="49"/>
        <source>Hiding costs nothing this turn: there is no cost to choose.</source>
        <translation>In questo turno nascondere non costa nulla: non c&apos;è un costo da scegliere.</translation>
    </message>
    <message>
        <source>In 2v2 a player may show their own hand to another player in the game.</source>
        <translation>In 2v2 un giocatore può mostrare la propria mano a un altro giocatore della partita.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="1"/>
        <source>Choose the top or the bottom of the Main Deck, as the effect says.</source>
        <translation>Scegli la cima o il fondo del Main Deck, come dice l'effetto.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="1"/>
        <source>Choose a card of your hand.</source>
        <translation>Scegli una carta della tua mano.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="1"/>
        <source>Name one of the names offered: a card or tag that exists in the format.</source>
        <translation>Nomina uno dei nomi proposti: una carta o un tag che esiste nel formato.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="1"/>
        <source>An opponent's card forbids you to play spells named {name}.</source>
        <translation>Una carta di un avversario ti vieta di giocare Spell chiamati {name}.</translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py"/>
        <source>Choose one of the tags offered.</source>
        <translation>Scegli uno dei tag proposti.</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <location filename="../ui/replay.py" line="45"/>
        <source>Replay</source>
        <translation>Replay</translation>
    </message>
    <message>
        <location filename="../ui/replay.py" line="46"/>
        <source>◀ Step</source>
        <translation>◀ Passo</translation>
    </message>
    <message>
        <location filename="../ui/replay.py" line="48"/>
        <location filename="../ui/replay.py" line="107"/>
        <source>▶ Play</source>
        <translation>▶ Avvia</translation>
    </message>
    <message>
        <location filename="../ui/replay.py" line="50"/>
        <source>Step ▶</source>
        <translation>Passo ▶</translation>
    </message>
    <message>
        <location filename="../ui/replay.py" line="57"/>
        <source>Turn </source>
        <translation>Turno </translation>
    </message>
    <message>
        <location filename="../ui/replay.py" line="58"/>
        <source>Jump</source>
        <translation>Vai</translation>
    </message>
    <message>
        <location filename="../ui/replay.py" line="65"/>
        <source>Close replay</source>
        <translation>Chiudi replay</translation>
    </message>
    <message>
        <location filename="../ui/replay.py" line="90"/>
        <source>{n}/{total} · turn {turn}</source>
        <translation>{n}/{total} · turno {turn}</translation>
    </message>
    <message>
        <location filename="../ui/replay.py" line="110"/>
        <source>⏸ Pause</source>
        <translation>⏸ Pausa</translation>
    </message>
    <message>
        <source>Game {n}</source>
        <translation>Partita {n}</translation>
    </message>
</context>
<context>
    <name>SideboardDialog</name>
    <message>
        <location filename="../ui/match_panel.py" line="185"/>
        <source>Sideboard: {name}</source>
        <translation>Sideboard: {name}</translation>
    </message>
    <message>
        <location filename="../ui/match_panel.py" line="187"/>
        <source>{name}, before game {n} you may exchange main-deck cards with your sideboard, one for one, and change your Chosen Champion (TR 403.4). Pick a card in each list, then Exchange.</source>
        <translation>{name}, prima della partita {n} puoi scambiare carte del Main Deck con il sideboard, una per una, e cambiare il Chosen Champion (TR 403.4). Scegli una carta in ciascuna lista, poi Scambia.</translation>
    </message>
    <message>
        <location filename="../ui/match_panel.py" line="194"/>
        <source>Main deck</source>
        <translation>Main Deck</translation>
    </message>
    <message>
        <location filename="../ui/match_panel.py" line="195"/>
        <source>Sideboard</source>
        <translation>Sideboard</translation>
    </message>
    <message>
        <location filename="../ui/match_panel.py" line="207"/>
        <source>Exchange</source>
        <translation>Scambia</translation>
    </message>
    <message>
        <location filename="../ui/match_panel.py" line="214"/>
        <source>Change champion</source>
        <translation>Cambia Champion</translation>
    </message>
    <message>
        <location filename="../ui/match_panel.py" line="223"/>
        <source>Ready</source>
        <translation>Pronto</translation>
    </message>
    <message>
        <location filename="../ui/match_panel.py" line="244"/>
        <source>Main deck: {m} cards · sideboard: {s} cards</source>
        <translation>Main Deck: {m} carte · sideboard: {s} carte</translation>
    </message>
    <message>
        <location filename="../ui/match_panel.py" line="247"/>
        <source>Chosen Champion: {name}</source>
        <translation>Chosen Champion: {name}</translation>
    </message>
    <message>
        <location filename="../ui/match_panel.py" line="248"/>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>Learn to play</source>
        <translation>Impara a giocare</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Rompicapi</translation>
    </message>
    <message>
        <location filename="../ui/overlays.py" line="219"/>
        <source>Riftbound Table</source>
        <translation>Riftbound Table</translation>
    </message>
    <message>
        <location filename="../ui/overlays.py" line="224"/>
        <source>Continue the last game</source>
        <translation>Continua l&apos;ultima partita</translation>
    </message>
    <message>
        <location filename="../ui/overlays.py" line="225"/>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <location filename="../ui/overlays.py" line="225"/>
        <source>Deckbuilder</source>
        <translation>Deckbuilder</translation>
    </message>
    <message>
        <location filename="../ui/overlays.py" line="226"/>
        <source>Open a saved game</source>
        <translation>Apri una partita salvata</translation>
    </message>
    <message>
        <location filename="../ui/overlays.py" line="227"/>
        <source>Watch a replay</source>
        <translation>Guarda un replay</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../ui/table_items.py" line="1"/>
        <source>only for spells</source>
        <translation>solo per gli Spell</translation>
    </message>
    <message>
        <location filename="../ui/table_items.py" line="1"/>
        <source>only for units and abilities of units</source>
        <translation>solo per Unit e abilità di Unit</translation>
    </message>
    <message>
        <location filename="../ui/table_items.py" line="1"/>
        <source>only for gear and abilities of gear</source>
        <translation>solo per Gear e abilità di Gear</translation>
    </message>
    <message>
        <location filename="../ui/table_items.py" line="1"/>
        <source>only during a showdown</source>
        <translation>solo durante uno Showdown</translation>
    </message>
    <message>
        <location filename="../ui/table_items.py" line="1"/>
        <source>{e} Energy and {a} Power of any domain, {what}</source>
        <translation>{e} Energy e {a} Power di qualsiasi Domain, {what}</translation>
    </message>
    <message>
        <location filename="../ui/table_items.py" line="1"/>
        <source>Rune Pool: {e} Energy and {a} Power not spent yet. It empties at the start of every Action phase and the end of every turn.</source>
        <translation>Rune Pool: {e} Energy e {a} Power non ancora spesi. Si svuota all&apos;inizio di ogni fase principale e alla fine di ogni turno.</translation>
    </message>
    <message>
        <location filename="../ui/table_items.py" line="1"/>
        <source>XP {n}</source>
        <translation>XP {n}</translation>
    </message>
    <message>
        <source>{p} · controls</source>
        <translation>{p} · controlla</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="112"/>
        <location filename="../ui/main_window.py" line="78"/>
        <source>End turn</source>
        <translation>Fine turno</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="114"/>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="845"/>
        <source>Press Space again to end your turn (or Ctrl+Enter).</source>
        <translation>Premi di nuovo Spazio per finire il turno (o Ctrl+Invio).</translation>
    </message>
    <message>
        <location filename="../ui/table_scene.py" line="464"/>
        <source>Turn {n} · {player} · {phase}</source>
        <translation>Turno {n} · {player} · {phase}</translation>
    </message>
    <message>
        <location filename="../ui/table_scene.py" line="468"/>
        <source>Combat</source>
        <translation>Combattimento</translation>
    </message>
    <message>
        <location filename="../ui/table_scene.py" line="468"/>
        <source>Showdown</source>
        <translation>Showdown</translation>
    </message>
    <message>
        <location filename="../ui/table_scene.py" line="469"/>
        <source>{kind} at battlefield {bf}, focus: {p}</source>
        <translation>{kind} al Battlefield {bf}, Focus: {p}</translation>
    </message>
    <message>
        <location filename="../ui/table_scene.py" line="473"/>
        <source>{player} assigns combat damage: {n} left</source>
        <translation>{player} assegna i danni da combattimento: ne restano {n}</translation>
    </message>
    <message>
        <location filename="../ui/table_scene.py" line="476"/>
        <source>{player} wins!</source>
        <translation>{player} vince!</translation>
    </message>
    <message>
        <location filename="../ui/table_scene.py" line="503"/>
        <location filename="../ui/table_scene.py" line="652"/>
        <source>Deck {d} · Runes {r}
Trash {t} · Hand {h}</source>
        <translation>Mazzo {d} · Rune {r}
Trash {t} · Mano {h}</translation>
    </message>
    <message>
        <location filename="../ui/table_scene.py" line="523"/>
        <source>Triggered: {name}</source>
        <translation>Innescata: {name}</translation>
    </message>
    <message>
        <location filename="../ui/table_scene.py" line="0"/>
        <source>Moves {unit} to {place}</source>
        <translation>Sposta {unit} in {place}</translation>
    </message>
    <message>
        <location filename="../ui/table_scene.py" line="524"/>
        <source>Ability: {name}</source>
        <translation>Abilità: {name}</translation>
    </message>
    <message>
        <location filename="../ui/table_scene.py" line="524"/>
        <source>effect</source>
        <translation>effetto</translation>
    </message>
    <message>
        <location filename="../ui/chain_column.py" line="0"/>
        <source>Chain</source>
        <translation>Chain</translation>
    </message>
    <message>
        <location filename="../ui/chain_column.py" line="0"/>
        <source>(newest last)</source>
        <translation>(ultima in fondo)</translation>
    </message>
    <message>
        <location filename="../ui/seat_labels.py" line="0"/>
        <source>Free: {type} ≤ {n}</source>
        <translation>Gratis: {type} ≤ {n}</translation>
    </message>
    <message>
        <location filename="../ui/seat_labels.py" line="0"/>
        <source>This turn {player} may play one {type} with Energy cost {n} or less from their hand without paying its Energy cost (its Power cost is still paid).</source>
        <translation>In questo turno {player} può giocare dalla mano una carta {type} con costo in Energy pari o inferiore a {n} senza pagarne il costo in Energy (il costo in Power si paga comunque).</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/chain_column.py" line="0"/>
        <source>+%n earlier</source>
        <translation>
            <numerusform>+%n precedente</numerusform>
            <numerusform>+%n precedenti</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/chain_column.py" line="0"/>
        <source>Earlier on the chain (oldest first):</source>
        <translation>Prima sulla Chain (dalla più vecchia):</translation>
    </message>
    <message>
        <location filename="../ui/table_scene.py" line="541"/>
        <source>Uncontrolled</source>
        <translation>Non controllato</translation>
    </message>
    <message>
        <location filename="../ui/table_scene.py" line="542"/>
        <source>Controlled by {p}</source>
        <translation>Controllato da {p}</translation>
    </message>
    <message>
        <location filename="../ui/table_scene.py" line="544"/>
        <location filename="../ui/table_scene.py" line="557"/>
        <source>contested</source>
        <translation>conteso</translation>
    </message>
    <message>
        <location filename="../ui/table_scene.py" line="555"/>
        <source>{p} controls</source>
        <translation>{p} controlla</translation>
    </message>
    <message>
        <location filename="../ui/table_scene.py" line="606"/>
        <source>Conceded: out of the game</source>
        <translation>Ha concesso: fuori dalla partita</translation>
    </message>
    <message>
        <location filename="../ui/table_scene.py" line="608"/>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <location filename="../ui/table_scene.py" line="611"/>
        <source>Focus</source>
        <translation>Focus</translation>
    </message>
    <message>
        <location filename="../ui/table_scene.py" line="613"/>
        <source>Priority</source>
        <translation>Priorità</translation>
    </message>
    <message>
        <location filename="../ui/table_scene.py" line="615"/>
        <source>Teammate</source>
        <translation>Compagno</translation>
    </message>
    <message>
        <location filename="../ui/table_scene.py" line="648"/>
        <source>{n}/{v} points</source>
        <translation>{n}/{v} punti</translation>
    </message>
    <message>
        <location filename="../ui/table_scene.py" line="655"/>
        <source>Banished {b}</source>
        <translation>Banishment {b}</translation>
    </message>
    <message>
        <location filename="../ui/layout.py" line="65"/>
        <source>Base</source>
        <translation>Base</translation>
    </message>
    <message>
        <location filename="../ui/layout.py" line="65"/>
        <source>Runes</source>
        <translation>Rune</translation>
    </message>
    <message>
        <location filename="../ui/layout.py" line="66"/>
        <source>Legend</source>
        <translation>Legend</translation>
    </message>
    <message>
        <location filename="../ui/layout.py" line="66"/>
        <source>Champion</source>
        <translation>Champion</translation>
    </message>
    <message>
        <location filename="../ui/layout.py" line="67"/>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <location filename="../ui/layout.py" line="67"/>
        <source>Decks</source>
        <translation>Mazzi</translation>
    </message>
    <message>
        <location filename="../ui/layout.py" line="68"/>
        <source>Battlefield {n}</source>
        <translation>Battlefield {n}</translation>
    </message>
    <message>
        <location filename="../ui/layout.py" line="68"/>
        <source>Facedown</source>
        <translation>A faccia in giù</translation>
    </message>
</context>
<context>
    <name>TypeCountsWidget</name>
    <message>
        <location filename="../ui/deckbuilder/stats.py" line="247"/>
        <source>Card types</source>
        <translation>Tipi di carta</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/stats.py" line="252"/>
        <source>Units</source>
        <translation>Unit</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/stats.py" line="253"/>
        <source>Champions</source>
        <translation>Champion</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/stats.py" line="254"/>
        <source>Spells</source>
        <translation>Spell</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/stats.py" line="255"/>
        <source>Gear</source>
        <translation>Gear</translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/stats.py" line="281"/>
        <source>Signature cards: {n} of at most 3</source>
        <translation>Carte Signature: {n} su un massimo di 3</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>The game could not go into the match history ({reason}); it is kept and goes in later.</source>
        <translation>Non è stato possibile registrare la partita nello storico ({reason}): viene conservata e registrata più tardi.</translation>
    </message>
    <message>
        <source>2 vs 2</source>
        <translation>2 contro 2</translation>
    </message>
    <message>
        <source>Duel</source>
        <translation>Duello</translation>
    </message>
    <message>
        <source>Skirmish</source>
        <translation>Schermaglia</translation>
    </message>
    <message>
        <source>War</source>
        <translation>Guerra</translation>
    </message>
    <message>
        <source>burn out</source>
        <translation>esaurimento</translation>
    </message>
    <message>
        <source>concession</source>
        <translation>resa</translation>
    </message>
    <message>
        <source>likely {low}–{high}%</source>
        <translation>probabilmente {low}–{high}%</translation>
    </message>
    <message>
        <source>points</source>
        <translation>punti</translation>
    </message>
    <message>
        <source>{rate}% ({wins} of {games})</source>
        <translation>{rate}% ({wins} su {games})</translation>
    </message>
    <message>
        <source>Watch replay</source>
        <translation>Guarda il replay</translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <source> vs </source>
        <translation> contro </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Average game</source>
        <translation>Partita media</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>File CSV (*.csv)</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Deck statistics</source>
        <translation>Statistiche dei mazzi</translation>
    </message>
    <message>
        <source>Deck:</source>
        <translation>Mazzo:</translation>
    </message>
    <message>
        <source>Delete game</source>
        <translation>Elimina partita</translation>
    </message>
    <message>
        <source>Delete this game from the history? Its replay file stays.</source>
        <translation>Eliminare questa partita dallo storico? Il file del replay resta.</translation>
    </message>
    <message>
        <source>Ended by</source>
        <translation>Finita per</translation>
    </message>
    <message>
        <source>Export to CSV</source>
        <translation>Esporta in CSV</translation>
    </message>
    <message>
        <source>Export to CSV…</source>
        <translation>Esporta in CSV…</translation>
    </message>
    <message>
        <source>Finish a game to see a deck&apos;s statistics.</source>
        <translation>Finisci una partita per vedere le statistiche di un mazzo.</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message>
        <source>Going first</source>
        <translation>Primo a giocare</translation>
    </message>
    <message>
        <source>Going second</source>
        <translation>Secondo a giocare</translation>
    </message>
    <message>
        <source>Legends</source>
        <translation>Leggende</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Durata</translation>
    </message>
    <message>
        <source>Match history</source>
        <translation>Storico partite</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modalità</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>Modalità:</translation>
    </message>
    <message>
        <source>Opponent legend</source>
        <translation>Leggenda avversaria</translation>
    </message>
    <message>
        <source>Opponent legend:</source>
        <translation>Leggenda avversaria:</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>In totale</translation>
    </message>
    <message>
        <source>Played:</source>
        <translation>Giocate:</translation>
    </message>
    <message>
        <source>Players and decks</source>
        <translation>Giocatori e mazzi</translation>
    </message>
    <message>
        <source>The match history can&apos;t be read: {reason}. Games you finish are kept and go in when it can be used again.</source>
        <translation>Impossibile leggere lo storico partite: {reason}. Le partite che finisci vengono conservate e registrate quando sarà di nuovo utilizzabile.</translation>
    </message>
    <message>
        <source>The replay file is gone: {file}</source>
        <translation>Il file del replay non c&apos;è più: {file}</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Turni</translation>
    </message>
    <message>
        <source>Versions played</source>
        <translation>Versioni giocate</translation>
    </message>
    <message>
        <source>Watch replay</source>
        <translation>Guarda il replay</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Percentuale di vittorie</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vincitore</translation>
    </message>
    <message>
        <source>any time</source>
        <translation>in qualsiasi momento</translation>
    </message>
    <message>
        <source>every deck</source>
        <translation>tutti i mazzi</translation>
    </message>
    <message>
        <source>every legend</source>
        <translation>tutte le leggende</translation>
    </message>
    <message>
        <source>every mode</source>
        <translation>tutte le modalità</translation>
    </message>
    <message>
        <source>in the last 30 days</source>
        <translation>negli ultimi 30 giorni</translation>
    </message>
    <message>
        <source>in the last 7 days</source>
        <translation>negli ultimi 7 giorni</translation>
    </message>
    <message>
        <source>in the last year</source>
        <translation>nell&apos;ultimo anno</translation>
    </message>
    <message>
        <source>{turns} turns, {clock}</source>
        <translation>{turns} turni, {clock}</translation>
    </message>
    <message>
        <source>▶ went first</source>
        <translation>▶ è andato per primo</translation>
    </message>
    <message>
        <source>◀ Table</source>
        <translation>◀ Tavolo</translation>
    </message>
    <message>
        <source>Match, game {n}</source>
        <translation>Match, partita {n}</translation>
    </message>
    <message>
        <source>Games shown: {n} of {total}</source>
        <translation>Partite mostrate: {n} su {total}</translation>
    </message>
    <message>
        <source>Keep the damaged file aside and start a new history</source>
        <translation>Metti da parte il file danneggiato e inizia un nuovo storico</translation>
    </message>
    <message>
        <source>The damaged history is kept as {file}; a new one has started.</source>
        <translation>Lo storico danneggiato è conservato come {file}; ne è iniziato uno nuovo.</translation>
    </message>
</context>
<context>
    <name>WinRateChart</name>
    <message>
        <source>No games yet</source>
        <translation>Ancora nessuna partita</translation>
    </message>
    <message>
        <source>Win rate over the games</source>
        <translation>Percentuale di vittorie nel corso delle partite</translation>
    </message>
    <message>
        <source>Games played: {n}</source>
        <translation>Partite giocate: {n}</translation>
    </message>
</context>
<context>
    <name>DrawOdds</name>
    <message>
        <source>At least one copy by your {line}</source>
        <translation>Almeno una copia entro il tuo {line}</translation>
    </message>
    <message>
        <source>any card costing 5 or more</source>
        <translation>qualsiasi carta che costa 5 o più</translation>
    </message>
    <message>
        <source>any card costing {a}–{b}</source>
        <translation>qualsiasi carta che costa {a}–{b}</translation>
    </message>
    <message>
        <source>any {tag} card</source>
        <translation>qualsiasi carta {tag}</translation>
    </message>
    <message>
        <source>turn {n}: {p}</source>
        <translation>turno {n}: {p}</translation>
    </message>
</context>
<context>
    <name>_OddsBars</name>
    <message>
        <source>T{n}</source>
        <translation>T{n}</translation>
    </message>
</context>
<context>
    <name>PlaytestDialog</name>
    <message>
        <source>Chosen champion, set aside in its zone: {name}</source>
        <translation>Campione scelto, messo da parte nella sua zona: {name}</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Going first</source>
        <translation>Primo a giocare</translation>
    </message>
    <message>
        <source>Going second</source>
        <translation>Secondo a giocare</translation>
    </message>
    <message>
        <source>Hand kept after the mulligan.</source>
        <translation>Mano tenuta dopo il mulligan.</translation>
    </message>
    <message>
        <source>Keep the hand</source>
        <translation>Tieni la mano</translation>
    </message>
    <message>
        <source>New hand</source>
        <translation>Nuova mano</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>Turno successivo</translation>
    </message>
    <message>
        <source>No chosen champion.</source>
        <translation>Nessun campione scelto.</translation>
    </message>
    <message>
        <source>Opening hand. Click up to 2 cards to set aside: you draw as many and they go to the bottom of the deck (RUP4 117).</source>
        <translation>Mano iniziale. Fai clic su un massimo di 2 carte da mettere da parte: ne peschi altrettante e finiscono in fondo al mazzo (RUP4 117).</translation>
    </message>
    <message>
        <source>Playtest: {deck}</source>
        <translation>Prova: {deck}</translation>
    </message>
    <message>
        <source>Runes channelled: {runes}</source>
        <translation>Rune incanalate: {runes}</translation>
    </message>
    <message>
        <source>Set aside {n} and draw</source>
        <translation>Metti da parte {n} e pesca</translation>
    </message>
    <message>
        <source>Skirmish, War or 2v2 (the first player skips the first draw)</source>
        <translation>Schermaglia, Guerra o 2 contro 2 (il primo giocatore salta la prima pescata)</translation>
    </message>
    <message>
        <source>Turn {n} · cards in hand: {hand} · in the deck: {deck}</source>
        <translation>Turno {n} · carte in mano: {hand} · nel mazzo: {deck}</translation>
    </message>
</context>
<context>
    <name>RecordLine</name>
    <message>
        <source>Draw sample hands: the opening hand, the mulligan and the next turns</source>
        <translation>Pesca mani di prova: la mano iniziale, il mulligan e i turni successivi</translation>
    </message>
    <message>
        <source>No games recorded with this deck yet.</source>
        <translation>Nessuna partita registrata con questo mazzo.</translation>
    </message>
    <message>
        <source>Playtest…</source>
        <translation>Prova…</translation>
    </message>
    <message>
        <source>Record: won {wins}, lost {lost} · win rate {rate}</source>
        <translation>Risultati: vinte {wins}, perse {lost} · vittorie {rate}</translation>
    </message>
</context>
<context>
    <name>PuzzleTexts</name>
    <message>
        <source>Puzzles</source>
        <translation>Rompicapi</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Win this turn.</source>
        <translation>Vinci in questo turno.</translation>
    </message>
    <message>
        <source>Reach {n} points this turn.</source>
        <translation>Arriva a {n} punti in questo turno.</translation>
    </message>
    <message>
        <source>Kill {name} this turn.</source>
        <translation>Uccidi {name} in questo turno.</translation>
    </message>
    <message>
        <source>Survive your opponent&apos;s turn.</source>
        <translation>Sopravvivi al turno del tuo avversario.</translation>
    </message>
    <message>
        <source>Origins</source>
        <translation>Origins</translation>
    </message>
    <message>
        <source>Proving Grounds</source>
        <translation>Proving Grounds</translation>
    </message>
    <message>
        <source>Spiritforged</source>
        <translation>Spiritforged</translation>
    </message>
    <message>
        <source>Unleashed</source>
        <translation>Unleashed</translation>
    </message>
    <message>
        <source>Vendetta</source>
        <translation>Vendetta</translation>
    </message>
</context>
<context>
    <name>PuzzleBrowser</name>
    <message>
        <source>Puzzles</source>
        <translation>Rompicapi</translation>
    </message>
    <message>
        <source>Every set</source>
        <translation>Ogni set</translation>
    </message>
    <message>
        <source>Every difficulty</source>
        <translation>Ogni difficoltà</translation>
    </message>
    <message>
        <source>Set:</source>
        <translation>Set:</translation>
    </message>
    <message>
        <source>Difficulty:</source>
        <translation>Difficoltà:</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Rompicapo</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Set</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Difficoltà</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Risolto</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Gioca</translation>
    </message>
</context>
<context>
    <name>PuzzleBar</name>
    <message>
        <source>Show hint</source>
        <translation>Mostra un suggerimento</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Riprova</translation>
    </message>
    <message>
        <source>Leave the puzzle</source>
        <translation>Lascia il rompicapo</translation>
    </message>
</context>
<context>
    <name>PuzzleSession</name>
    <message>
        <source>Puzzle: {title}</source>
        <translation>Rompicapo: {title}</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Avversario</translation>
    </message>
    <message>
        <source>Hint: {hint}</source>
        <translation>Suggerimento: {hint}</translation>
    </message>
    <message>
        <source>Solved! Well played.</source>
        <translation>Risolto! Ben giocato.</translation>
    </message>
    <message>
        <source>Not this time: the goal can no longer be reached. Retry?</source>
        <translation>Non questa volta: l&apos;obiettivo non si può più raggiungere. Riprovi?</translation>
    </message>
</context>
<context>
    <name>Preview</name>
    <message>
        <source>On the chain</source>
        <translation>Sulla Chain</translation>
    </message>
    <message>
        <source>Last played, by {player}</source>
        <translation>Giocata per ultima, da {player}</translation>
    </message>
    <message>
        <source>Your legend</source>
        <translation>La tua Legend</translation>
    </message>
</context>
<context>
    <name>LessonBar</name>
    <message>
        <source>◀ Back</source>
        <translation>◀ Indietro</translation>
    </message>
    <message>
        <source>Back to the previous step</source>
        <translation>Torna al passo precedente</translation>
    </message>
    <message>
        <source>Skip ▶</source>
        <translation>Salta ▶</translation>
    </message>
    <message>
        <source>The table does this step for you</source>
        <translation>Il tavolo fa questo passo al posto tuo</translation>
    </message>
    <message>
        <source>Lessons…</source>
        <translation>Lezioni…</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Lascia la lezione</translation>
    </message>
</context>
<context>
    <name>LessonSession</name>
    <message>
        <source>Lesson {n} of {count}: {title} · step {step} of {steps}</source>
        <translation>Lezione {n} di {count}: {title} · passo {step} di {steps}</translation>
    </message>
    <message>
        <source>You finished the guided game. Well played!</source>
        <translation>Hai finito la partita guidata. Ben giocato!</translation>
    </message>
    <message>
        <source>Read this step, then click Continue.</source>
        <translation>Leggi questo passo, poi clicca Continua.</translation>
    </message>
    <message>
        <source>That&apos;s not this step. Try this: {instruction}</source>
        <translation>Non è questo il passo. Prova così: {instruction}</translation>
    </message>
    <message>
        <source>Just now: {what}</source>
        <translation>Appena successo: {what}</translation>
    </message>
    <message>
        <source>Next lesson ▶</source>
        <translation>Lezione successiva ▶</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Fine</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continua</translation>
    </message>
    <message>
        <source>Step {n} of {count}</source>
        <translation>Passo {n} di {count}</translation>
    </message>
</context>
<context>
    <name>LessonList</name>
    <message>
        <source>Learn to play</source>
        <translation>Impara a giocare</translation>
    </message>
    <message>
        <source>A guided first game with the Proving Grounds decks: one instruction at a time, at the table.</source>
        <translation>Una prima partita guidata con i mazzi di Proving Grounds: un&apos;istruzione alla volta, al tavolo.</translation>
    </message>
    <message>
        <source>{mark}{n}. {title}</source>
        <translation>{mark}{n}. {title}</translation>
    </message>
    <message>
        <source>(resume at step {n})</source>
        <translation>(riprendi dal passo {n})</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Gioca</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>Play a unit</source>
        <translation>Giocare una Unit</translation>
    </message>
    <message>
        <source>This is your hand. Drag {poro} onto your base to play it.</source>
        <translation>Questa è la tua mano. Trascina {poro} sulla tua Base per giocarlo.</translation>
    </message>
    <message>
        <source>Two of your runes turned sideways: each exhausted rune paid 1 Energy, and {poro} costs 2 (the number at its top left). A unit enters exhausted: it can move from your next turn on.</source>
        <translation>Due delle tue Rune si sono girate di lato: ogni Rune esaurita (Exhaust) ha pagato 1 Energy, e {poro} costa 2 (il numero in alto a sinistra). Una Unit entra esaurita: potrà muoversi dal tuo prossimo turno.</translation>
    </message>
    <message>
        <source>Runes pay Energy and Power</source>
        <translation>Le Rune pagano Energy e Power</translation>
    </message>
    <message>
        <source>Runes pay for your cards. Double-click this rune to exhaust it: it adds 1 Energy to your pool.</source>
        <translation>Le Rune pagano le tue carte. Fai doppio clic su questa Rune per esaurirla (Exhaust): aggiunge 1 Energy alla tua riserva.</translation>
    </message>
    <message>
        <source>{attendant} costs 6 Energy and 1 Order Power (the symbol under its cost). Drag it onto your base.</source>
        <translation>{attendant} costa 6 Energy e 1 Power di Order (il simbolo sotto il costo). Trascinala sulla tua Base.</translation>
    </message>
    <message>
        <source>Now pay: click Pay automatically. Five more runes exhaust for Energy, and one Order rune is recycled for the Power: it goes to the bottom of your rune deck.</source>
        <translation>Ora paga: clicca Paga in automatico. Altre cinque Rune si esauriscono per l&apos;Energy, e una Rune di Order fa Recycle per il Power: va in fondo al tuo mazzo delle Rune.</translation>
    </message>
    <message>
        <source>Paid: {attendant} is on your base. Energy and Power you don&apos;t spend empty from your pool, and your runes ready again at the start of your next turn.</source>
        <translation>Pagato: {attendant} è nella tua Base. L&apos;Energy e il Power che non spendi si svuotano dalla riserva, e le tue Rune si preparano di nuovo all&apos;inizio del tuo prossimo turno.</translation>
    </message>
    <message>
        <source>Conquer a battlefield</source>
        <translation>Conquistare un Battlefield</translation>
    </message>
    <message>
        <source>Battlefields win the game. Drag {poro} from your base to {bf0}: nobody holds it, so it becomes yours.</source>
        <translation>I Battlefield fanno vincere la partita. Trascina {poro} dalla tua Base a {bf0}: non lo controlla nessuno, quindi diventa tuo.</translation>
    </message>
    <message>
        <source>You conquered {bf0}: conquering scores 1 point. Your score is here: the first to 8 points wins.</source>
        <translation>Hai conquistato {bf0}: conquistare vale 1 punto. Il tuo punteggio è qui: vince chi arriva per primo a 8 punti.</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Il combattimento</translation>
    </message>
    <message>
        <source>Your opponent holds {bf1} with {enemy}. Drag {sergeant} there: moving in where an enemy unit is starts a combat.</source>
        <translation>Il tuo avversario controlla {bf1} con {enemy}. Trascinaci {sergeant}: entrare dove c&apos;è una Unit nemica inizia un combattimento.</translation>
    </message>
    <message>
        <source>Combat! Before any damage, both players may play spells: this is a showdown. You have none, so click Pass.</source>
        <translation>Combattimento! Prima dei danni entrambi i giocatori possono giocare Spell: è uno Showdown. Tu non ne hai, quindi clicca Passa.</translation>
    </message>
    <message>
        <source>Each unit dealt damage equal to its Might: {enemy} had too little Might and died, {sergeant} survived (its damage heals at the end of the turn). You won the combat and conquered {bf1}: 1 point.</source>
        <translation>Ogni Unit ha inflitto danni pari al suo Might: {enemy} aveva troppo poco Might ed è morta, {sergeant} è sopravvissuta (i suoi danni guariscono alla fine del turno). Hai vinto il combattimento e conquistato {bf1}: 1 punto.</translation>
    </message>
    <message>
        <source>Defend and hold</source>
        <translation>Difendere e mantenere</translation>
    </message>
    <message>
        <source>You hold {bf1} with {sergeant}. You have nothing more to do this turn: click End turn.</source>
        <translation>Controlli {bf1} con {sergeant}. In questo turno non hai altro da fare: clicca Fine turno.</translation>
    </message>
    <message>
        <source>Your opponent cast {confront}: a spell waits on the chain until both players pass, and meanwhile you may answer with a Reaction. You have none: click Pass.</source>
        <translation>Il tuo avversario ha lanciato {confront}: uno Spell aspetta sulla Chain finché entrambi i giocatori passano, e intanto puoi rispondere con una Reaction. Non ne hai: clicca Passa.</translation>
    </message>
    <message>
        <source>Your opponent moved {raider} in to take {bf1}: combat, and {sergeant} defends. Click Pass to let them fight.</source>
        <translation>Il tuo avversario ha spostato {raider} per prendersi {bf1}: combattimento, e {sergeant} difende. Clicca Passa per farle combattere.</translation>
    </message>
    <message>
        <source>{sergeant} won the fight and your turn began: you still held {bf1}, and holding a battlefield at the start of your turn scores 1 point, every turn.</source>
        <translation>{sergeant} ha vinto lo scontro ed è iniziato il tuo turno: controllavi ancora {bf1}, e mantenere un Battlefield all&apos;inizio del tuo turno vale 1 punto, ogni turno.</translation>
    </message>
    <message>
        <source>A spell with a target</source>
        <translation>Uno Spell con un bersaglio</translation>
    </message>
    <message>
        <source>Spells do what they say, then go to your trash. Drag {comet} onto the table to cast it.</source>
        <translation>Gli Spell fanno ciò che dicono, poi vanno nel tuo Trash. Trascina {comet} sul tavolo per lanciarlo.</translation>
    </message>
    <message>
        <source>{comet} deals 6 damage to a unit at a battlefield: click {enemy} to choose it as the target.</source>
        <translation>{comet} infligge 6 danni a una Unit in un Battlefield: clicca {enemy} per sceglierla come bersaglio.</translation>
    </message>
    <message>
        <source>Your runes paid 5 Energy and the spell resolved: 6 damage is more than the Might of {enemy}, so it died.</source>
        <translation>Le tue Rune hanno pagato 5 Energy e lo Spell si è risolto: 6 danni superano il Might di {enemy}, quindi è morta.</translation>
    </message>
    <message>
        <source>The showdown: Reactions</source>
        <translation>Lo Showdown: le Reaction</translation>
    </message>
    <message>
        <source>{student} has 2 Might, as much as {enemy}: in a fight both would die. Drag it to {bf0} anyway: you have a trick.</source>
        <translation>{student} ha 2 di Might, quanto {enemy}: in uno scontro morirebbero entrambe. Trascinala comunque a {bf0}: hai un asso nella manica.</translation>
    </message>
    <message>
        <source>A showdown opens before the damage: now Action and Reaction spells can be played. Drag {stupefy} onto the table, then click {enemy}: it gets -1 Might this turn, and you draw a card.</source>
        <translation>Prima dei danni si apre uno Showdown: ora si possono giocare Spell Action e Reaction. Trascina {stupefy} sul tavolo, poi clicca {enemy}: riceve -1 Might in questo turno, e tu peschi una carta.</translation>
    </message>
    <message>
        <source>A Reaction can be played at any time, even in answer to a spell still waiting on the chain. Your spell resolved: {enemy} has 1 Might, and {student} got +1 for the spell you played. Click Pass to let the units fight.</source>
        <translation>Una Reaction si può giocare in qualsiasi momento, anche in risposta a uno Spell che aspetta ancora sulla Chain. Il tuo Spell si è risolto: {enemy} ha 1 di Might, e {student} ha ricevuto +1 per lo Spell che hai giocato. Clicca Passa per farle combattere.</translation>
    </message>
    <message>
        <source>{student} won: 3 damage against 1 Might. You conquered {bf0}.</source>
        <translation>{student} ha vinto: 3 danni contro 1 di Might. Hai conquistato {bf0}.</translation>
    </message>
    <message>
        <source>The winning point</source>
        <translation>Il punto della vittoria</translation>
    </message>
    <message>
        <source>You have 7 points: one more wins. The last point is special: conquering gives it only if you scored every battlefield this turn, otherwise you draw a card instead. You already scored {bf1} this turn.</source>
        <translation>Hai 7 punti: uno in più e vinci. L&apos;ultimo punto è speciale: conquistare lo dà solo se in questo turno hai segnato in ogni Battlefield, altrimenti peschi invece una carta. In questo turno hai già segnato {bf1}.</translation>
    </message>
    <message>
        <source>So conquering {bf0} now wins: drag {sergeant} there.</source>
        <translation>Quindi conquistare {bf0} ora ti fa vincere: trascinaci {sergeant}.</translation>
    </message>
    <message>
        <source>8 points: you won! That is the whole game: play units, move them to battlefields, fight, hold, and score. Try a game against the computer, or a puzzle.</source>
        <translation>8 punti: hai vinto! Questa è tutta la partita: gioca Unit, spostale nei Battlefield, combatti, mantieni e segna punti. Prova una partita contro il computer, o un rompicapo.</translation>
    </message>
</context>
</TS>
