### Barbu en Marley's Guillotine (de twee spelregels van de Barbu-tafel): alles wat een
### speler aan een Barbu-tafel leest: de statusregel, de zetten, de vragen en knoppen van
### de hand, de samenvattingen, de woorden op de afbeeldingen (tafel, einde van het spel,
### scoreblad), de weigeringen van de spelmotor en de teksten van /barbu start.
# Aanspreekvorm: overal „je/jij”, zoals gebruikelijk in spellen op Discord.
# Contracten: Nederlandse en Vlaamse spelers (vaak bridgers) noemen ze naar wat je moet
# vermijden: Geen slagen, Geen harten, Geen vrouwen, Geen hartenheer (de „Barbu”), Geen
# laatste twee; en Troef en Domino (zo heet het aanlegspel ook in het Nederlands).
# „Heer”, „vrouw”, „boer” en „schoppen” zijn de gangbare Nederlandse kaartnamen.
# Dubbelen heet zoals bij bridge „doubleren”, terugdubbelen „redoubleren”.

## De spelregels en hun contracten

barbu-title = { $rules ->
    [marley] Marley's Guillotine
   *[barbu] Barbu
}
# Marley's Guillotine: de spellen gewoon vertaald.
barbu-contract = { $contract ->
    [no-tricks] Geen slagen
    [no-hearts] Geen harten
    [no-queens] Geen vrouwen
    [no-king] Geen hartenheer
    [no-last-two] Geen laatste twee
    [trumps] Troef
    [domino] Domino
    [royalty] Majesteiten
    [queens] Vrouwen
    [spades] Schoppen
    [parlement] Parlement
    [guillotine] Guillotine
    [dominoes] Domino
   *[other] { $contract }
}
barbu-contract-short = { $contract ->
    [no-tricks] Slagen
    [no-hearts] Harten
    [no-queens] Vrouwen
    [no-king] Hartenheer
    [no-last-two] Laatste 2
    [trumps] Troef
    [domino] Domino
    [royalty] Majesteiten
    [queens] Vrouwen
    [spades] Schoppen
    [parlement] Parlement
    [guillotine] Guillotine
    [dominoes] Domino
   *[other] { $contract }
}
barbu-suit = { $suit ->
    [S] schoppen
    [H] harten
    [D] ruiten
   *[C] klaveren
}
barbu-contract-trumps = { $contract } ({ $symbol } { $suit })
barbu-contract-domino = { $contract } vanaf { $rank ->
    [J] boer
    [Q] vrouw
    [K] heer
    [A] aas
   *[other] { $rank }
}
barbu-contract-with-arg = { $contract } { $arg }

## De tafel: statusregel, tafelafbeelding

barbu-deal-of = spel { $deal } van { $deals }
barbu-series-over = De partij is afgelopen.
barbu-nobody = Niemand
barbu-doing-contract = { $who } kiest { $rules ->
    [marley] het spel
   *[barbu] het contract
}.
barbu-doing-double = { $who } is aan de beurt om te doubleren.
barbu-doing-double-must = { $who } is aan de beurt om te doubleren (en moet { $declarer } doubleren).
barbu-doing-bonus = { $who } speelt door of stopt (azenbonus).
barbu-doing-play = { $who } is aan de beurt.
barbu-money-pays = betaalt { $amount }
barbu-money-gets = krijgt { $amount }
barbu-money-even = quitte
barbu-doubles-legend = A { $doubled } B: A doubleert B · A { $redoubled } B: en B redoubleert
barbu-tag = { $phase ->
    [contract] KIEST
    [double] DOUBLEREN
   *[play] AAN ZET
}
barbu-final-standings = Eindstand
barbu-seat-cards = { $count ->
    [one] { $count } kaart
   *[other] { $count } kaarten
}
barbu-seat-tricks = { $count ->
    [one] { $count } slag
   *[other] { $count } slagen
}
barbu-seat-out = als { $place } uit
barbu-seat-final = einde
barbu-total-place = { $place } · { $score }
barbu-total = Totaal { $score }
# Het fiche van de gever (en leider) op de tafelafbeelding en het scoreblad: één letter.
barbu-dealer-chip = G
barbu-not-opened = niet geopend
barbu-opening = Opent met { $rank ->
    [J] een boer
    [Q] een vrouw
    [K] een heer
    [A] een aas
   *[other] een { $rank }
}

## De woorden van het tafelbericht rond de afbeelding (de woorden in de afbeelding staan hierboven)

barbu-status-choosing = **{ $title }**, spel { $deal } van { $deals }.
barbu-status-contract = **{ $title }**, spel { $deal } van { $deals }: { $rules ->
    [marley] { $declarer } heeft gedeeld en **{ $contract }** gekozen.
   *[barbu] { $declarer } heeft **{ $contract }** gekozen.
}
barbu-status-took = { $name } heeft deze slag gehaald.
barbu-status-lowest-wins = Punten zijn strafpunten: het laagste totaal wint.
barbu-details-doubles = **Doubletten:** { $doubles }
barbu-details-no-doubles = { $phase ->
    [double] Nog geen doubletten.
   *[play] Geen doubletten in dit spel.
}
barbu-alt-layout = Het domino: { $rows }.
barbu-alt-row = { $low } tot { $high }
barbu-alt-row-closed = nog geen { $suit }
# Tussen de delen van een opsomming die al komma's bevatten (de plaatsen in de
# alternatieve tekst van de afbeelding, de doubletten van een spel): tussen aanhalingstekens,
# want de spaties tellen.
barbu-list-separator = { "; " }
barbu-alt-seats = Aan tafel: { $seats }.
barbu-alt-seat = { $name } ({ $line } · { $total })
barbu-alt-final = Eindstand: { $places }.
barbu-alt-place = { $place } { $name } ({ $score })

## Het scoreblad en de afbeelding van het afgelopen spel

barbu-sheet-title = Scoreblad · { $title }
barbu-sheet-progress = Na { $done } van { $deals } spellen
barbu-sheet-contract = { $rules ->
    [marley] Spel
   *[barbu] Contract
}
barbu-sheet-empty = Nog geen spel afgelopen
barbu-sheet-total = Totaal
barbu-sheet-notes = { $rules ->
    [marley] Punten zijn strafpunten: het laagste totaal wint. G: de gever, die het spel koos. Geld: wie boven 100 eindigt, betaalt het verschil; wie eronder eindigt, krijgt het.
   *[barbu] Het hoogste totaal wint. Elk getal is de score van het spel na doubletten; in goud: door doubletten veranderd. G: de gever, die het contract koos.
}
barbu-sheet-money = Geld
barbu-deal-end-title = Spel { $deal } van { $deals } · { $contract } · afgelopen
barbu-deal-end-declarer = gekozen door { $name }
barbu-deal-end-trick = Laatste slag: gehaald door { $name }
barbu-deal-end-domino = Domino: geen slagen, de volgorde van uitgaan telt
barbu-deal-end-heads = dit spel
    .doubles = doubletten
    .total = totaal

## Samenvattingen in het kanaal

barbu-double-no-change = { $level ->
    [redouble] { $doubled } redoubleert { $doubler }
   *[double] { $doubler } doubleert { $doubled }
} (geen verschil)
barbu-double-effect = { $level ->
    [redouble] { $doubled } redoubleert { $doubler }
   *[double] { $doubler } doubleert { $doubled }
} ({ $doubler } { $gain }, { $doubled } { $loss })
barbu-deal-summary-marley = **Spel { $deal }** · { $declarer } koos { $contract } · strafpunten (minder is beter): { $points }
barbu-deal-summary = **Spel { $deal }** · { $declarer } koos { $contract } · { $points } · geen doubletten
barbu-deal-summary-doubled = **Spel { $deal }** · { $declarer } koos { $contract } · na doubletten: { $points }
    Doubletten: { $doubles }.
barbu-hinted = { $name } (tips)
barbu-final-head = **{ $title }: de partij is afgelopen.**
barbu-final-score = { $count ->
    [one] { $score } punt
   *[other] { $score } punten
}, { $settle ->
    [pays] betaalt { $amount }
    [gets] krijgt { $amount }
   *[even] quitte
}
barbu-lobby-deals = { $count ->
    [one] { $count } spel
   *[other] { $count } spellen
}
barbu-deal-over = **{ $contract }** · spel { $deal } van { $deals } is afgelopen: { $name } haalde de laatste slag.
barbu-deal-over-domino = **{ $contract }** · spel { $deal } van { $deals } is afgelopen.

## Een zet die de computer deed voor een speler van wie de tijd om is (barbu-timed-out),
## of die de sterke computer aanraadt (barbu-hint): een hele zin voor elke soort zet
## ($move). $contract: een contract zoals barbu-contract het noemt; $rules: de spelregels
## (bij Marley kiest de gever het spel); $doubled, $redoubled: namen van spelers als
## opsomming („Alice en Bob”).

barbu-timed-out = { $move ->
    [play] ⏱ Tijd om voor { $who }: de computer heeft het overgenomen en { $card } gespeeld.
    [contract] { $rules ->
        [marley] ⏱ Tijd om voor { $who }: de computer heeft het overgenomen en { $contract } gekozen.
       *[barbu] ⏱ Tijd om voor { $who }: de computer heeft het overgenomen en { $contract } gekozen.
    }
    [nobody] ⏱ Tijd om voor { $who }: de computer heeft het overgenomen en niemand gedoubleerd.
    [doubled] ⏱ Tijd om voor { $who }: de computer heeft het overgenomen en { $doubled } gedoubleerd.
    [redoubled] ⏱ Tijd om voor { $who }: de computer heeft het overgenomen en { $redoubled } geredoubleerd.
    [redoubled-doubled] ⏱ Tijd om voor { $who }: de computer heeft het overgenomen, { $redoubled } geredoubleerd en { $doubled } gedoubleerd.
   *[pass] ⏱ Tijd om voor { $who }: de computer heeft het overgenomen en gepast.
}
barbu-hint = { $move ->
    [play] 💡 De sterke computer zou { $card } spelen.
    [contract] { $rules ->
        [marley] 💡 De sterke computer zou { $contract } kiezen.
       *[barbu] 💡 De sterke computer zou { $contract } kiezen.
    }
    [nobody] 💡 De sterke computer zou niemand doubleren.
    [doubled] 💡 De sterke computer zou { $doubled } doubleren.
    [redoubled] 💡 De sterke computer zou { $redoubled } redoubleren.
    [redoubled-doubled] 💡 De sterke computer zou { $redoubled } redoubleren en { $doubled } doubleren.
   *[pass] 💡 De sterke computer zou passen.
}

## De hand

barbu-choose-contract = Jij bent aan de beurt: kies { $rules ->
    [marley] het spel
   *[barbu] het contract
}.
barbu-contract-placeholder = Kies { $rules ->
    [marley] een spel
   *[barbu] een contract
}
barbu-play-a-card = Jij bent aan de beurt: speel een kaart.
barbu-no-card-fits = Geen van je kaarten past: je moet passen.
# Maar één toegestane zet: de tafel doet die zelf, de hand toont hem zonder actieve knop.
barbu-forced-card = Je kunt alleen { $card } spelen: de tafel speelt die kaart voor je.
barbu-forced-other = Je hebt hier maar één keuze: de tafel maakt die voor je.
barbu-pass = Passen
barbu-stop-playing = Stoppen
barbu-choose-doubles = Jij bent aan de beurt: kies wie je doubleert en druk dan op Bevestigen.
barbu-everyone = { $kind ->
    [both] Alles doubleren en redoubleren wat mag
    [double] Alles doubleren wat mag
   *[redouble] Alles redoubleren wat mag
}
barbu-waiting-for = Wachten op { $who }.
barbu-waiting-for-computers = Wachten op de computerspelers.
barbu-hand-title = { $name } · { $deal }
barbu-hand-title-contract = { $name } · { $deal } · { $contract }
barbu-double-button = Doubleer { $name }
barbu-redouble-button = Redoubleer { $name }
barbu-confirm = Bevestigen: { $names }
barbu-confirm-count = Bevestigen: { $count ->
    [one] { $count } speler
   *[other] { $count } spelers
}
barbu-must-double = Je moet { $declarer } doubleren: je bent deze leider nog { $owed ->
    [one] { $owed } doublet
   *[other] { $owed } doubletten
} schuldig.
barbu-you = Jij
barbu-you-listed = jij
barbu-trick-you-lead = Slag { $number } van { $tricks }: jij komt uit.
barbu-trick-line = Slag { $number } van { $tricks }: { $plays }.
barbu-trick-led = { $name } kwam uit met { $card } ({ $suit })
barbu-trick-you-led = jij kwam uit met { $card } ({ $suit })
barbu-trick-played = { $name } speelde { $card }
barbu-trick-you-played = jij speelde { $card }
barbu-trick-caption = Slag { $number } van { $tricks } · { $name } kwam uit met { $symbol } { $suit }
barbu-trick-caption-you-lead = Slag { $number } van { $tricks } · jij komt uit
barbu-look-back = Vorige slag
barbu-no-trick-yet = Er is nog geen slag afgelopen.
barbu-previous = Vorige slag ({ $deal ->
    [0] slag { $number }
   *[other] slag { $number } van spel { $deal }
}): { $plays }. { $name } haalde hem.
barbu-previous-you = Vorige slag ({ $deal ->
    [0] slag { $number }
   *[other] slag { $number } van spel { $deal }
}): { $plays }. Jij haalde hem.
barbu-previous-caption = Vorige slag ({ $deal ->
    [0] slag { $number }
   *[other] slag { $number } van spel { $deal }
}): { $name } haalde hem
barbu-previous-caption-you = Vorige slag ({ $deal ->
    [0] slag { $number }
   *[other] slag { $number } van spel { $deal }
}): jij haalde hem

## Weigeringen: waarom het spel een zet niet aanneemt

barbu-refused-game-over = De partij is afgelopen.
barbu-refused-not-your-turn = Je bent niet aan de beurt.
barbu-refused-choose-contract-first = Kies eerst een contract.
barbu-refused-contract-already-played = Je hebt { $contract } al gespeeld.
barbu-refused-no-such-contract = Dat { $rules ->
    [marley] spel
   *[barbu] contract
} bestaat hier niet.
barbu-refused-not-a-contract = Dat contract kun je niet kiezen.
barbu-refused-double-first = Eerst wordt er gedoubleerd: kies wie je doubleert (of niemand).
barbu-refused-may-not-pass = Je kunt een kaart aanleggen, dus je mag niet passen.
barbu-refused-no-pass-in-trick-game = In een slagenspel kun je niet passen: speel een kaart.
barbu-refused-play-a-card = Dat kan nu niet: speel een kaart.
barbu-refused-not-your-card = Die kaart heb je niet.
barbu-refused-double-not-numbers = Schrijf de plaatsen die je doubleert als getallen, bijvoorbeeld double:1,3.
barbu-refused-double-not-in-order = Noem elke plaats één keer en op volgorde, bijvoorbeeld double:1,3.
barbu-refused-double-yourself = Je kunt jezelf niet doubleren.
barbu-refused-no-such-seat = Er is geen plaats { $target }.
barbu-refused-declarer-redoubles-only = Als leider mag je alleen redoubleren wie jou doubleerde.
barbu-refused-double-declarer-only = Bij { $contract } mag je alleen de leider doubleren.
barbu-refused-cannot-double-seat = Die speler kun je niet doubleren.
barbu-refused-must-double-declarer = Je moet de leider doubleren: je bent hem nog { $owed ->
    [one] { $owed } doublet
   *[other] { $owed } doubletten
} schuldig.
barbu-refused-double-not-allowed = Dat doublet mag niet.
barbu-refused-layout-opens-with = Het domino begint met { $rank ->
    [J] een boer
    [Q] een vrouw
    [K] een heer
    [A] een aas
   *[other] een { $rank }
}.
barbu-refused-does-not-fit = { $card } kun je nergens aanleggen.
barbu-refused-move-not-allowed = Die zet mag nu niet.
barbu-refused-no-heart-lead = Je mag niet met harten uitkomen zolang je andere kleuren hebt.
barbu-refused-no-heart-lead-until-discarded = Je mag niet met harten uitkomen zolang je andere kleuren hebt (tot er een harten is afgegooid).
barbu-refused-follow-suit = Je moet kleur bekennen: je hebt { $suit }.
barbu-refused-beat-the-trump = Je moet de hoogste troef ({ $card }) overtroeven als je kunt.
barbu-refused-must-trump = Je moet troef ({ $suit }) spelen als je geen kleur kunt bekennen.

## De opdracht /barbu start (namen: kleine letters, geen spaties, hoogstens 32 tekens)

barbu-cmd-group = barbu
barbu-cmd-group-description = Barbu spelen op deze server
barbu-cmd-start = starten
barbu-cmd-start-description = Een Barbu-tafel openen in dit kanaal
barbu-cmd-rules = regels
barbu-cmd-rules-description = Hoe Barbu gespeeld wordt
barbu-cmd-contract = contract
barbu-cmd-contract-description = Een contract, doubleren of een ander deel van de regels
barbu-opt-rules = spelregels
barbu-opt-rules-description = Barbu (52 kaarten) of Scott Marley's Guillotine (32 kaarten)
barbu-opt-computers = computers
barbu-opt-computers-description = Computerspelers die meteen aanschuiven (bij de start krijgt elke lege plaats er toch een)
barbu-opt-level = niveau
barbu-opt-level-description = Hoe de computerspelers spelen
barbu-opt-turn-timer = bedenktijd
barbu-opt-turn-timer-description = Seconden per beurt voordat de computer het overneemt
barbu-opt-first-lead = eerste-uitkomst
barbu-opt-first-lead-description = Barbu: wie in de eerste slag uitkomt
barbu-opt-domino-scores = domino-punten
barbu-opt-domino-scores-description = Barbu: dominopunten volgens de volgorde van uitgaan
barbu-opt-heart-lead = harten-uitkomen
barbu-opt-heart-lead-description = Barbu, Geen harten en Geen hartenheer: wanneer je met harten mag uitkomen
barbu-opt-discard = afgooien
barbu-opt-discard-description = Barbu, Troef: wat je moet doen als je geen kleur kunt bekennen
barbu-opt-domino-order = domino-volgorde
barbu-opt-domino-order-description = Marley, Domino: de rangorde
barbu-opt-hints = tips
barbu-opt-hints-description = Een Tip-knop tonen (het advies van de sterke computer; wie hem gebruikt, staat op het scoreblad)
barbu-opt-think-ms = denktijd-ms
barbu-opt-think-ms-description = Milliseconden denktijd van de sterke computerspeler per beslissing (standaard 500)
barbu-choice-rules-barbu = Barbu (52 kaarten, 28 spellen)
barbu-choice-rules-marley = Marley's Guillotine (32 kaarten, 24 spellen)
barbu-choice-level-basic = Eenvoudig (met vaste regels)
barbu-choice-level-strong = Sterk (probeert de onbekende kaarten uit, ongeveer 0,5 s per zet)
barbu-choice-first-lead-declarer = de leider
barbu-choice-first-lead-right = de rechterbuur van de leider
barbu-choice-heart-lead-only-hearts = alleen wie niets anders dan harten heeft
barbu-choice-heart-lead-after-discard = ook zodra er een harten is afgegooid
barbu-choice-discard-free = vrij (een gespeelde troef overtroeven als je kunt)
barbu-choice-discard-must-trump = verplicht troeven als je kunt
barbu-choice-domino-scores-40 = +40 +20 +5 0
barbu-choice-domino-scores-45 = +45 +20 +5 −5
barbu-choice-domino-order-standard = A H V B 10 9 8 7
barbu-choice-domino-order-french = Frans: A 10 H V B 9 8 7
barbu-wrong-rules = Kies de spelregels uit de lijst: Barbu of Marley's Guillotine.
barbu-no-such-option = { $title } heeft geen optie { $options }.

## Terugblik: een afgelopen spel zoals het nu openbaar is (cogs/barbu/review.py)

barbu-review-title = **{ $title } · spel { $deal } van { $deals } · { $contract }**
barbu-review-trick = **Slag { $number }**: { $leader } kwam uit met { $led }, daarna { $plays }. { $winner } haalde hem.
barbu-review-moves = **Zetten { $first } tot { $last }**: { $moves }.
barbu-review-passed = { $name } paste
barbu-review-out = Uit, in deze volgorde: { $names }.
barbu-review-unseen = { $name } had nog { $count ->
    [one] één kaart die nooit getoond is
   *[other] { $count } kaarten die nooit getoond zijn
}.
# De titels van de afbeelding: de naam van een speler boven zijn hand zoals die gedeeld is.
barbu-review-hand = { $name }
barbu-review-hand-part = { $name }: { $count ->
    [one] één kaart nooit getoond
   *[other] { $count } kaarten nooit getoond
}
barbu-review-alt = De handen zoals ze gedeeld zijn: { $hands }.
barbu-review-alt-hand = { $name }, { $cards }
barbu-review-alt-hand-part = { $name }, { $cards } ({ $count ->
    [one] en één kaart die nooit getoond is
   *[other] en { $count } kaarten die nooit getoond zijn
})
