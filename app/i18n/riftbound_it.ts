<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>AI</name>
    <message>
        <location filename="../ui/texts.py" line="125"/>
        <source>a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="130"/>
        <source>Plays {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="131"/>
        <source>Moves {card} to {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="132"/>
        <source>Ends the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="132"/>
        <source>Passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="133"/>
        <source>Chooses {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="134"/>
        <source>Assigns combat damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="134"/>
        <source>Pays the cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="135"/>
        <source>Keeps the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="135"/>
        <source>Sets a card aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="136"/>
        <source>Hides a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="136"/>
        <source>Uses {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="137"/>
        <source>Decides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="139"/>
        <source>wins the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="140"/>
        <source>scores (to {n} points)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="141"/>
        <source>destroys {n} enemy unit(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="142"/>
        <source>takes battlefield {n}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardBrowser</name>
    <message>
        <location filename="../ui/deckbuilder/browser.py" line="227"/>
        <source>Search names and card text…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/browser.py" line="229"/>
        <source>Fits legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/browser.py" line="230"/>
        <source>Only cards inside the legend&apos;s domains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/browser.py" line="235"/>
        <source>All domains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/browser.py" line="240"/>
        <source>All types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/browser.py" line="241"/>
        <source>Champion units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/browser.py" line="244"/>
        <source>Any cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/browser.py" line="244"/>
        <source>Cost {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/browser.py" line="246"/>
        <source>Any Might</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/browser.py" line="246"/>
        <source>Might {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/browser.py" line="249"/>
        <source>Any keyword</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/browser.py" line="254"/>
        <source>Any tag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/browser.py" line="258"/>
        <source>All sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/browser.py" line="262"/>
        <source>Sort: name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/browser.py" line="262"/>
        <source>Sort: cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/browser.py" line="263"/>
        <source>Sort: Might</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/browser.py" line="263"/>
        <source>Sort: type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/browser.py" line="357"/>
        <source>{n} of {total} cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/browser.py" line="394"/>
        <source>Add to deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/browser.py" line="396"/>
        <source>Add to sideboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/browser.py" line="399"/>
        <source>Make chosen champion</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardPreview</name>
    <message>
        <location filename="../ui/deckbuilder/preview.py" line="70"/>
        <source>The game engine can&apos;t play this card&apos;s abilities yet: it plays as a card without them.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeckProblem</name>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="84"/>
        <source>The deck needs one Champion Legend.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="85"/>
        <source>Choose a Chosen Champion.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="86"/>
        <source>{name} can&apos;t be the Chosen Champion: it must be a champion unit with the legend&apos;s tag ({tags}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="88"/>
        <source>A tournament main deck has exactly 40 cards, not {n}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="89"/>
        <source>The main deck has {n} cards; it needs at least 40.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="90"/>
        <source>{n} copies of {name}: at most 3 of a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="91"/>
        <source>{name} can&apos;t be in the main deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="92"/>
        <source>{name} is outside the deck&apos;s domains ({domains}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="93"/>
        <source>{name} is a signature card of another champion.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="94"/>
        <source>{n} signature cards: at most 3 in all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="95"/>
        <source>The rune deck has {n} runes; it needs exactly 12.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="96"/>
        <source>{name} is not a rune.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="97"/>
        <source>{name} is outside the deck&apos;s domains.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="98"/>
        <source>This format needs {want} battlefield(s); the deck has {n}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="100"/>
        <source>The battlefields must have different names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="101"/>
        <source>{name} is not a battlefield.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="102"/>
        <source>This format has no sideboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="103"/>
        <source>The sideboard has {n} cards; at most 10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="104"/>
        <source>{name} is not a valid main-deck card for this deck.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeckView</name>
    <message>
        <location filename="../ui/deckbuilder/deck_view.py" line="142"/>
        <location filename="../ui/deckbuilder/deck_view.py" line="310"/>
        <source>One more copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/deck_view.py" line="144"/>
        <location filename="../ui/deckbuilder/deck_view.py" line="311"/>
        <source>One copy fewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/deck_view.py" line="145"/>
        <source>Make champion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/deck_view.py" line="146"/>
        <source>Make the selected champion unit the chosen champion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/deck_view.py" line="147"/>
        <location filename="../ui/deckbuilder/deck_view.py" line="278"/>
        <source>To sideboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/deck_view.py" line="193"/>
        <location filename="../ui/deckbuilder/deck_view.py" line="196"/>
        <source>{section}  ·  {n}/{want}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/deck_view.py" line="238"/>
        <source>Drop a legend here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/deck_view.py" line="239"/>
        <source>Choose a champion unit of your legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/deck_view.py" line="240"/>
        <source>Double-click or drag cards here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/deck_view.py" line="241"/>
        <source>Drop battlefields here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/deck_view.py" line="242"/>
        <source>Drop runes here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/deck_view.py" line="243"/>
        <source>Tournaments: up to 10 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/deck_view.py" line="277"/>
        <source>To main deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/deck_view.py" line="313"/>
        <source>Make chosen champion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/deck_view.py" line="316"/>
        <source>Move one to the sideboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/deck_view.py" line="319"/>
        <source>Move one to the main deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/deck_view.py" line="322"/>
        <source>Back to the main deck</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Deckbuilder</name>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="14"/>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="15"/>
        <source>Spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="16"/>
        <source>Gear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="17"/>
        <location filename="../ui/deckbuilder/labels.py" line="64"/>
        <source>Legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="18"/>
        <source>Battlefield</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="19"/>
        <source>Rune</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="25"/>
        <source>Fury</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="26"/>
        <source>Calm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="27"/>
        <source>Mind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="28"/>
        <source>Body</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="29"/>
        <source>Chaos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="30"/>
        <source>Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="31"/>
        <source>Colorless</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="37"/>
        <source>Accelerate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="38"/>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="39"/>
        <source>Reaction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="40"/>
        <source>Assault</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="41"/>
        <source>Shield</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="42"/>
        <source>Tank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="43"/>
        <source>Deathknell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="44"/>
        <source>Ganking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="45"/>
        <source>Hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="46"/>
        <source>Legion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="47"/>
        <source>Vision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="48"/>
        <source>Temporary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="49"/>
        <source>Deflect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="55"/>
        <source>Champion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="56"/>
        <source>Signature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="57"/>
        <source>Token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="58"/>
        <source>Basic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="65"/>
        <source>Chosen champion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="66"/>
        <source>Main deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="67"/>
        <source>Battlefields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="68"/>
        <source>Runes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="69"/>
        <source>Sideboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="75"/>
        <source>Proving Grounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="76"/>
        <source>Duel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="77"/>
        <source>Tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/labels.py" line="119"/>
        <source>{problem} ({rule})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/rows.py" line="46"/>
        <source>The game engine can&apos;t play this card&apos;s abilities yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeckbuilderPanel</name>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="82"/>
        <location filename="../ui/deckbuilder/panel.py" line="464"/>
        <source>New deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="93"/>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="93"/>
        <source>Start an empty deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="94"/>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="94"/>
        <source>Open a built-in or saved deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="98"/>
        <location filename="../ui/deckbuilder/panel.py" line="208"/>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="98"/>
        <source>Save the deck (Ctrl+S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="99"/>
        <source>Save as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="99"/>
        <source>Save under a new name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="100"/>
        <source>Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="101"/>
        <source>Read a deck list or deck code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="103"/>
        <source>From the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="104"/>
        <location filename="../ui/deckbuilder/panel.py" line="525"/>
        <source>From a file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="107"/>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="107"/>
        <source>Copy the deck to share it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="128"/>
        <source>Deck name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="132"/>
        <source>The format the deck is checked against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="136"/>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="165"/>
        <source>Stats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="184"/>
        <source>Play with this deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="206"/>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="207"/>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="232"/>
        <source>Undo {what} (Ctrl+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="235"/>
        <source>Redo {what} (Ctrl+Shift+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="321"/>
        <source>Legal {fmt} deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="339"/>
        <source>{name}: the game engine can&apos;t play its abilities yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="343"/>
        <source>Legal ✓</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="344"/>
        <source>Problems ({n})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="360"/>
        <source>Main {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="361"/>
        <source>Runes {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="362"/>
        <source>Battlefields {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="367"/>
        <source>Start a hotseat game with this deck against a built-in deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="368"/>
        <source>Fix the deck&apos;s problems for {fmt} first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="425"/>
        <source>{name} can&apos;t be part of a deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="428"/>
        <source>add {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="435"/>
        <source>remove {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="439"/>
        <source>choose {name} as champion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="446"/>
        <source>move {name} to {section}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="460"/>
        <location filename="../ui/deckbuilder/panel.py" line="576"/>
        <source>rename the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="464"/>
        <source>new deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="469"/>
        <source>open {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="479"/>
        <source>Can&apos;t open {name}: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="484"/>
        <source>Opened {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="485"/>
        <source>Built-in decks are read-only: Save asks for a new name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="492"/>
        <source>Open a deck file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="493"/>
        <location filename="../ui/deckbuilder/panel.py" line="640"/>
        <source>Deck lists (*.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="499"/>
        <source>Can&apos;t open the file: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="515"/>
        <source>Built-in decks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="515"/>
        <source>My decks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="523"/>
        <source>Can&apos;t be read: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="529"/>
        <source>Delete “{name}”…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="547"/>
        <source>{name} (copy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="548"/>
        <source>Save deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="548"/>
        <source>Deck name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="558"/>
        <source>“{name}” is a built-in deck: choose another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="563"/>
        <source>Replace “{name}”?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="571"/>
        <location filename="../ui/deckbuilder/panel.py" line="592"/>
        <source>Can&apos;t save: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="578"/>
        <source>Saved “{name}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="583"/>
        <source>Save the deck as a text file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="585"/>
        <source>Deck lists (*.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="597"/>
        <source>Saved {file}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="605"/>
        <source>Delete the saved deck “{name}”?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="610"/>
        <source>Can&apos;t delete: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="613"/>
        <source>Deleted “{name}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="622"/>
        <source>Can&apos;t import: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="625"/>
        <source>Imported deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="626"/>
        <source>import {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="627"/>
        <source>Imported “{name}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="633"/>
        <source>The clipboard has no text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="639"/>
        <source>Import a deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="646"/>
        <source>Can&apos;t read {file}: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="654"/>
        <source>Copy as text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="655"/>
        <source>Copy as text with card codes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="656"/>
        <source>Copy as deck code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="657"/>
        <source>Copy for Tabletop Simulator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="661"/>
        <source>Save as a text file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="665"/>
        <source>Choose a legend before exporting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="670"/>
        <source>Can&apos;t export: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="673"/>
        <source>Copied to the clipboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/panel.py" line="700"/>
        <source>Deckbuilder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DomainSplitWidget</name>
    <message>
        <location filename="../ui/deckbuilder/stats.py" line="183"/>
        <source>Domains: cards, Power pips and runes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/stats.py" line="187"/>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/stats.py" line="187"/>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/stats.py" line="188"/>
        <source>Runes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DrawOddsWidget</name>
    <message>
        <location filename="../ui/deckbuilder/stats.py" line="339"/>
        <source>Chance to draw a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/stats.py" line="345"/>
        <source>Cards drawn after the opening hand of {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/stats.py" line="349"/>
        <source>Draws after the opening hand:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/stats.py" line="374"/>
        <source>Select a card in the deck to see the chance of drawing it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/stats.py" line="379"/>
        <source>{name}: {copies} of {total} cards. At least one in the opening hand ({hand}) and the next {n} draws: {p}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EnergyCurveWidget</name>
    <message>
        <location filename="../ui/deckbuilder/stats.py" line="135"/>
        <source>Energy curve  ·  average {avg}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../ui/controller.py" line="154"/>
        <location filename="../ui/controller.py" line="163"/>
        <source>You can&apos;t undo that: it showed a player something that was hidden.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="156"/>
        <location filename="../ui/controller.py" line="165"/>
        <source>Nothing to undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="181"/>
        <source>Undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="232"/>
        <source>Autosave failed: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <location filename="../ui/endgame.py" line="46"/>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/endgame.py" line="48"/>
        <source>{name} wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/endgame.py" line="51"/>
        <source>Points over the game:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HelpOverlay</name>
    <message>
        <location filename="../ui/overlays.py" line="83"/>
        <source>&lt;h2&gt;How to play&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Play a card:&lt;/b&gt; drag it from your hand to your base or to a battlefield you control. Spells can be dropped anywhere on the table.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Move units:&lt;/b&gt; drag a unit to a battlefield or back to base. Click several units first to move them together.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Hide a card:&lt;/b&gt; drag a card with Hidden onto a battlefield&apos;s facedown slot.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Runes:&lt;/b&gt; double-click a rune to exhaust it for 1 Energy; right-click it to recycle it for 1 Power. Costs are paid automatically when you don&apos;t.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Targets:&lt;/b&gt; legal targets glow red; click one. Green glow: usable now.&lt;/p&gt;&lt;h3&gt;Keys&lt;/h3&gt;&lt;p&gt;Space: pass / end turn · Esc: cancel · Ctrl+N: new game · Ctrl+0: fit the table · mouse wheel: zoom · F1: this help&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HotseatCurtain</name>
    <message>
        <location filename="../ui/overlays.py" line="138"/>
        <source>Pass the device to {name}.
Click when ready.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <location filename="../ui/texts.py" line="55"/>
        <source>— Turn {n}: {player} —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="58"/>
        <source>{player} draws {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="59"/>
        <source>{player} draws a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="61"/>
        <source>{player} plays {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="64"/>
        <source>{player} moves {cards} to {place}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="67"/>
        <source>{player} hides a card at battlefield {bf}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="70"/>
        <source>{card} takes {n} damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="72"/>
        <source>{card} dies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="74"/>
        <source>{player} scores: {total} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="76"/>
        <source>{player} conquers battlefield {bf}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="78"/>
        <source>{player} holds battlefield {bf}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="80"/>
        <source>{player} must score every battlefield for the last point, and draws instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="83"/>
        <source>Combat at battlefield {bf}: {a} attacks {b}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="86"/>
        <source>Showdown at battlefield {bf}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="88"/>
        <source>{card} returns to base.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="90"/>
        <source>{player} burns out: {gainer} gains a point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="93"/>
        <source>{player} channels {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="95"/>
        <source>{player} sets aside {n} card(s) and draws again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="98"/>
        <source>{player} wins the game!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="100"/>
        <source>{card} resolves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="102"/>
        <source>{card} is stunned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="104"/>
        <source>{card} is buffed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="106"/>
        <source>{card} is saved and returns to base.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="108"/>
        <source>A hidden card is lost with battlefield {bf}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="110"/>
        <source>{player} ends the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="116"/>
        <location filename="../ui/texts.py" line="127"/>
        <source>base</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="118"/>
        <location filename="../ui/texts.py" line="128"/>
        <source>battlefield {n}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/main_window.py" line="74"/>
        <location filename="../ui/main_window.py" line="517"/>
        <source>Riftbound Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="95"/>
        <source>Game log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="114"/>
        <source>Deckbuilder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="126"/>
        <source>Welcome to Riftbound Table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="130"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="131"/>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="133"/>
        <source>&amp;Open saved game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="135"/>
        <source>&amp;Save game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="136"/>
        <source>Save game &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="138"/>
        <source>Recent games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="140"/>
        <source>Watch a &amp;replay…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="143"/>
        <source>&amp;Preferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="146"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="152"/>
        <source>&amp;Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="153"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="156"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="158"/>
        <source>Pass / End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="160"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="162"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="163"/>
        <source>Zoom in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="165"/>
        <source>Zoom out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="167"/>
        <source>Fit to window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="171"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="172"/>
        <source>How to play and shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="195"/>
        <source>New game: {a} vs {b}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="201"/>
        <location filename="../ui/main_window.py" line="214"/>
        <source>Player 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="202"/>
        <location filename="../ui/main_window.py" line="215"/>
        <source>Player 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="237"/>
        <location filename="../ui/main_window.py" line="247"/>
        <source>Save game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="238"/>
        <location filename="../ui/main_window.py" line="260"/>
        <location filename="../ui/main_window.py" line="306"/>
        <source>Riftbound Table games (*.rbsave)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="251"/>
        <source>Saved to {file}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="259"/>
        <location filename="../ui/main_window.py" line="272"/>
        <source>Open saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="284"/>
        <source>Opened {file}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="298"/>
        <source>(none yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="305"/>
        <location filename="../ui/main_window.py" line="319"/>
        <source>Watch a replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="359"/>
        <source>Could not save the settings: {e}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="389"/>
        <source>Resume the last game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="390"/>
        <source>Riftbound Table did not close properly last time. Resume the game that was in progress?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="421"/>
        <source>End the turn?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="422"/>
        <source>You can still act. End your turn?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="428"/>
        <source>{name} is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="433"/>
        <source>{name} (computer): {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="455"/>
        <source>a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="493"/>
        <source>{name}&apos;s trash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="494"/>
        <source>{name}&apos;s banishment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="518"/>
        <source>An unofficial fan project, not endorsed by Riot Games.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Menu</name>
    <message>
        <location filename="../ui/interaction.py" line="347"/>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="349"/>
        <source>Exhaust for 1 Energy	Double-click</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="351"/>
        <source>Recycle for 1 Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="353"/>
        <source>Move to {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="355"/>
        <source>Hide at {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="357"/>
        <source>Use ability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="359"/>
        <source>Select to move together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="361"/>
        <source>Choose</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../ui/new_game_dialog.py" line="41"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/new_game_dialog.py" line="47"/>
        <source>Player {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/new_game_dialog.py" line="54"/>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/new_game_dialog.py" line="55"/>
        <source>Computer — Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/new_game_dialog.py" line="56"/>
        <source>Computer — Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/new_game_dialog.py" line="57"/>
        <source>Computer — Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/new_game_dialog.py" line="60"/>
        <source>Seat {n} name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/new_game_dialog.py" line="61"/>
        <source>Seat {n} deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/new_game_dialog.py" line="62"/>
        <source>Seat {n} player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/new_game_dialog.py" line="67"/>
        <source>The same seed and decks give the same shuffles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/new_game_dialog.py" line="68"/>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/new_game_dialog.py" line="71"/>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Phase</name>
    <message>
        <location filename="../ui/texts.py" line="35"/>
        <source>Mulligan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="35"/>
        <source>Awaken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="36"/>
        <source>Beginning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="36"/>
        <source>Scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="37"/>
        <source>Channel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="37"/>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="38"/>
        <source>Action phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="38"/>
        <location filename="../ui/texts.py" line="39"/>
        <source>End of turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="39"/>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PileBrowser</name>
    <message>
        <location filename="../ui/pile_browser.py" line="31"/>
        <source>Nothing here yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../ui/preferences.py" line="22"/>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/preferences.py" line="30"/>
        <source>Animation speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/preferences.py" line="31"/>
        <source>Pass automatically when nothing else is possible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/preferences.py" line="34"/>
        <source>Ask before ending the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/preferences.py" line="40"/>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/preferences.py" line="42"/>
        <source>Computer&apos;s pace between actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/preferences.py" line="44"/>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/preferences.py" line="48"/>
        <source>Language (after a restart)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Prompt</name>
    <message>
        <location filename="../ui/interaction.py" line="116"/>
        <source>{player} is deciding…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="126"/>
        <source>Mulligan: click up to two cards to set aside, then confirm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="127"/>
        <source>Keep these cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="128"/>
        <source>Set aside {n} and draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="132"/>
        <source>Choose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="133"/>
        <source>Assign combat damage ({n} left): click the enemy unit that takes lethal damage next, or let the table do it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="136"/>
        <source>Choose which of your triggered abilities goes on the chain first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="138"/>
        <source>Click more units to move together, then drag one of them where they should go.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="142"/>
        <source>Your turn: drag cards to play them, units to move them. Double-click a rune for Energy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="144"/>
        <source>Something is on the chain: play a Reaction or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="145"/>
        <source>Showdown: you have focus. Play an Action or Reaction, or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="160"/>
        <source>Use this optional ability?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="161"/>
        <source>Where does the unit enter?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="162"/>
        <source>Pay the Accelerate cost so it enters ready?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="163"/>
        <source>Choose a target (highlighted in red). Esc cancels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="165"/>
        <source>Pay the cost: pay automatically, or double-click runes (right-click to recycle for Power).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="172"/>
        <source>Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="174"/>
        <source>No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="176"/>
        <source>Pay automatically</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="178"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="180"/>
        <source>Done choosing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="182"/>
        <source>To {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="184"/>
        <source>Assign automatically</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="186"/>
        <source>Ability {n} first</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PromptBar</name>
    <message>
        <location filename="../ui/main_window.py" line="66"/>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="67"/>
        <source>{label}  (Space)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <location filename="../ui/engine_strings.py" line="11"/>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="12"/>
        <source>&apos;{action}&apos; is not an action of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="13"/>
        <source>It is {player}&apos;s decision, not yours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="14"/>
        <source>That does not answer the current question: {question}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="15"/>
        <source>There is no object {id}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="16"/>
        <source>You can only play cards from your hand, your Champion Zone or facedown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="17"/>
        <source>You don&apos;t control that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="18"/>
        <source>Without Action or Reaction this can only be played on your turn outside showdowns, with nothing on the chain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="19"/>
        <source>Only Reactions can be played while something is on the chain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="20"/>
        <source>Only Actions and Reactions can be played during a showdown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="21"/>
        <source>You can only do that on your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="22"/>
        <source>A hidden card can be played from the next turn on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="23"/>
        <source>You can&apos;t pay the cost: {cost}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="24"/>
        <source>There is no legal choice for this card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="25"/>
        <source>An exhausted unit can&apos;t make a standard move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="26"/>
        <source>Units can&apos;t make standard moves during a showdown or combat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="27"/>
        <source>Units can&apos;t make standard moves while something is on the chain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="28"/>
        <source>A unit moves from its base to a battlefield or back; only Ganking moves battlefield to battlefield.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="29"/>
        <source>That battlefield already has units of two other players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="30"/>
        <source>The unit is already there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="31"/>
        <source>Only units move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="32"/>
        <source>Only cards with Hidden can be hidden.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="33"/>
        <source>You can only hide a card at a battlefield you control.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="34"/>
        <source>That battlefield already has a facedown card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="35"/>
        <source>Hide on your turn, with nothing on the chain and no showdown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="36"/>
        <source>A unit enters your base or a battlefield you control.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="37"/>
        <source>Only runes produce Energy and Power.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="38"/>
        <source>That rune is already exhausted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="39"/>
        <source>That is not a legal choice here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="40"/>
        <source>Choosing that unit costs Power you can&apos;t pay (Deflect).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="41"/>
        <source>Finish assigning lethal damage to one unit before the next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="42"/>
        <source>That unit already has lethal damage assigned while other units can still take damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="43"/>
        <source>Units with Tank must be assigned lethal damage first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="44"/>
        <source>You may set aside at most two cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="45"/>
        <source>You can end your turn only when nothing is on the chain and no showdown is under way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/engine_strings.py" line="46"/>
        <source>That is not legal right now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/texts.py" line="30"/>
        <source>{reason} (rule {rule})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <location filename="../ui/replay.py" line="40"/>
        <source>Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/replay.py" line="41"/>
        <source>◀ Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/replay.py" line="43"/>
        <location filename="../ui/replay.py" line="107"/>
        <source>▶ Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/replay.py" line="45"/>
        <source>Step ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/replay.py" line="52"/>
        <source>Turn </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/replay.py" line="53"/>
        <source>Jump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/replay.py" line="60"/>
        <source>Close replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/replay.py" line="90"/>
        <source>{n}/{total} · turn {turn}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/replay.py" line="110"/>
        <source>⏸ Pause</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../ui/interaction.py" line="86"/>
        <source>End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interaction.py" line="88"/>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table_scene.py" line="196"/>
        <source>Turn {n} · {player} · {phase}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table_scene.py" line="200"/>
        <source>Combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table_scene.py" line="200"/>
        <source>Showdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table_scene.py" line="201"/>
        <source>{kind} at battlefield {bf}, focus: {p}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table_scene.py" line="204"/>
        <source>{player} wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table_scene.py" line="213"/>
        <source>Deck {d}
Runes {r}
Trash {t}
Hand {h}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table_scene.py" line="219"/>
        <source>{n} Energy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table_scene.py" line="221"/>
        <source>{n} {domain}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table_scene.py" line="223"/>
        <source>Pool:
{p}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table_scene.py" line="234"/>
        <source>Triggered: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table_scene.py" line="235"/>
        <source>Ability: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table_scene.py" line="235"/>
        <source>effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table_scene.py" line="248"/>
        <source>Chain (newest last)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table_scene.py" line="254"/>
        <source>Uncontrolled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table_scene.py" line="255"/>
        <source>Controlled by {p}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table_scene.py" line="257"/>
        <source>contested</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TypeCountsWidget</name>
    <message>
        <location filename="../ui/deckbuilder/stats.py" line="247"/>
        <source>Card types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/stats.py" line="252"/>
        <source>Units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/stats.py" line="253"/>
        <source>Champions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/stats.py" line="254"/>
        <source>Spells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/stats.py" line="255"/>
        <source>Gear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/deckbuilder/stats.py" line="281"/>
        <source>Signature cards: {n} of at most 3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
