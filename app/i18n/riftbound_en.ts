<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AI</name>
    <message numerus="yes">
        <source>scores %n point(s) ({total} in all)</source>
        <translation>
            <numerusform>scores %n point ({total} in all)</numerusform>
            <numerusform>scores %n points ({total} in all)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>destroys %n enemy unit(s)</source>
        <translation>
            <numerusform>destroys %n enemy unit</numerusform>
            <numerusform>destroys %n enemy units</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message numerus="yes">
        <source>+%n earlier</source>
        <translation>
            <numerusform>+%n earlier</numerusform>
            <numerusform>+%n earlier</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Prompt</name>
    <message numerus="yes">
        <source>Choose where these %n units move together ({units}): every player sees it before they respond. Esc cancels.</source>
        <translation>
            <numerusform>Choose where this %n unit moves ({units}): every player sees it before they respond. Esc cancels.</numerusform>
            <numerusform>Choose where these %n units move together ({units}): every player sees it before they respond. Esc cancels.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose where these %n units move together (names on hover): every player sees it before they respond. Esc cancels.</source>
        <translation>
            <numerusform>Choose where this %n unit moves (name on hover): every player sees it before they respond. Esc cancels.</numerusform>
            <numerusform>Choose where these %n units move together (names on hover): every player sees it before they respond. Esc cancels.</numerusform>
        </translation>
    </message>
</context>
</TS>
