### Barbu und Marleys Guillotine (die beiden Regelwerke des Barbu-Tischs): alles, was ein
### Spieler an einem Barbu-Tisch liest: die Statuszeile, die Züge, Aufforderungen und
### Knöpfe der Hand, die Zusammenfassungen, die Wörter der Bilder (Tisch, Spielende,
### Punkteblatt), die Ablehnungen der Spiel-Engine und die Texte von /barbu start.
# Anrede: durchgehend „du“, wie in Spielen auf Discord üblich.
# Kontrakte: deutsche Barbu-Runden (meist Bridge-Spieler) sagen die Kontrakte auf Deutsch
# als das, was man vermeiden soll: Keine Stiche, Keine Herzen, Keine Damen, Kein Herzkönig
# (der „Barbu“), Keine letzten zwei; dazu Trumpf und Domino (so heißt das Anlegespiel
# „Sevens“ auf Deutsch). „Kontrakt“ statt „Vertrag“: so sagt man es am Bridgetisch.
# Verdoppeln heißt wie beim Bridge „Kontra geben“, zurückverdoppeln „Re geben“.

## Die Regelwerke und ihre Kontrakte

barbu-title = { $rules ->
    [marley] Marleys Guillotine
   *[barbu] Barbu
}
# Marleys Guillotine: die Spiele schlicht übersetzt.
barbu-contract = { $contract ->
    [no-tricks] Keine Stiche
    [no-hearts] Keine Herzen
    [no-queens] Keine Damen
    [no-king] Kein Herzkönig
    [no-last-two] Keine letzten zwei
    [trumps] Trumpf
    [domino] Domino
    [royalty] Majestäten
    [queens] Damen
    [spades] Pik
    [parlement] Parlament
    [guillotine] Guillotine
    [dominoes] Domino
   *[other] { $contract }
}
barbu-contract-short = { $contract ->
    [no-tricks] Stiche
    [no-hearts] Herzen
    [no-queens] Damen
    [no-king] Herzkönig
    [no-last-two] Letzte zwei
    [trumps] Trumpf
    [domino] Domino
    [royalty] Majestäten
    [queens] Damen
    [spades] Pik
    [parlement] Parlament
    [guillotine] Guillotine
    [dominoes] Domino
   *[other] { $contract }
}
barbu-suit = { $suit ->
    [S] Pik
    [H] Herz
    [D] Karo
   *[C] Kreuz
}
barbu-contract-trumps = { $contract } ({ $symbol } { $suit })
barbu-contract-domino = { $contract } ab { $rank ->
    [J] Bube
    [Q] Dame
    [K] König
    [A] Ass
   *[other] { $rank }
}
barbu-contract-with-arg = { $contract } { $arg }

## Der Tisch: Statuszeile, Tischbild

barbu-deal-of = Runde { $deal } von { $deals }
barbu-series-over = Die Partie ist vorbei.
barbu-nobody = Niemand
barbu-doing-contract = { $who } wählt { $rules ->
    [marley] das Spiel
   *[barbu] den Kontrakt
}.
barbu-doing-double = { $who } entscheidet über Kontras.
barbu-doing-double-must = { $who } entscheidet über Kontras (und muss { $declarer } Kontra geben).
barbu-doing-bonus = { $who } spielt weiter oder hört auf (Ass-Bonus).
barbu-doing-play = { $who } spielt.
barbu-money-pays = zahlt { $amount }
barbu-money-gets = erhält { $amount }
barbu-money-even = quitt
barbu-doubles-legend = A { $doubled } B: A gibt B Kontra · A { $redoubled } B: und B gibt A Re
barbu-tag = { $phase ->
    [contract] WÄHLT
    [double] KONTRA
   *[play] AM ZUG
}
barbu-final-standings = Endstand
barbu-seat-cards = { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}
barbu-seat-tricks = { $count ->
    [one] { $count } Stich
   *[other] { $count } Stiche
}
barbu-seat-out = als { $place } draußen
barbu-seat-final = Ende
barbu-total-place = { $place } · { $score }
barbu-total = Summe { $score }
# Die Marke des Gebers (und Alleinspielers) auf dem Tischbild und dem Punkteblatt: ein Buchstabe.
barbu-dealer-chip = G
barbu-not-opened = nicht eröffnet
barbu-opening = Eröffnung mit { $rank ->
    [J] einem Buben
    [Q] einer Dame
    [K] einem König
    [A] einem Ass
   *[other] einer { $rank }
}

## Die Worte der Tischnachricht rund um ihr Bild (die Worte im Bild stehen weiter oben)

barbu-status-choosing = **{ $title }**, Runde { $deal } von { $deals }.
barbu-status-contract = **{ $title }**, Runde { $deal } von { $deals }: { $rules ->
    [marley] { $declarer } hat gegeben und **{ $contract }** gewählt.
   *[barbu] { $declarer } hat **{ $contract }** angesagt.
}
barbu-status-took = { $name } hat den eben gespielten Stich gemacht.
barbu-status-lowest-wins = Punkte sind Strafpunkte: Die niedrigste Summe gewinnt.
barbu-details-doubles = **Kontras:** { $doubles }
barbu-details-no-doubles = { $phase ->
    [double] Noch keine Kontras.
   *[play] Keine Kontras in dieser Runde.
}
barbu-alt-layout = Die Auslage: { $rows }.
barbu-alt-row = { $low } bis { $high }
barbu-alt-row-closed = noch kein { $suit }
# Zwischen den Gliedern einer Aufzählung, die schon Kommas enthalten (die Plätze im
# Alternativtext des Bildes, die Kontras einer Runde): in Anführungszeichen, denn die
# Leerzeichen zählen.
barbu-list-separator = { "; " }
barbu-alt-seats = Am Tisch: { $seats }.
barbu-alt-seat = { $name } ({ $line } · { $total })
barbu-alt-final = Endstand: { $places }.
barbu-alt-place = { $place } { $name } ({ $score })

## Das Punkteblatt und das Bild der beendeten Runde

barbu-sheet-title = Punkteblatt · { $title }
barbu-sheet-progress = Nach { $done } von { $deals } Runden
barbu-sheet-contract = { $rules ->
    [marley] Spiel
   *[barbu] Kontrakt
}
barbu-sheet-empty = Noch keine Runde beendet
barbu-sheet-total = Summe
barbu-sheet-notes = { $rules ->
    [marley] Punkte sind Strafpunkte: Die niedrigste Summe gewinnt. G: der Geber, der das Spiel gewählt hat. Geld: Wer über 100 liegt, zahlt die Differenz; wer darunter liegt, erhält sie.
   *[barbu] Die höchste Summe gewinnt. Jede Zahl ist das Ergebnis der Runde nach den Kontras; goldene Zahlen wurden durch Kontras verändert. G: der Geber, der den Kontrakt gewählt hat.
}
barbu-sheet-money = Geld
barbu-deal-end-title = Runde { $deal } von { $deals } · { $contract } · beendet
barbu-deal-end-declarer = angesagt von { $name }
barbu-deal-end-trick = Letzter Stich: { $name } hat ihn gemacht
barbu-deal-end-domino = Domino: keine Stiche, die Reihenfolge beim Ausgehen zählt
barbu-deal-end-heads = diese Runde
    .doubles = Kontras
    .total = Summe

## Zusammenfassungen im Kanal

barbu-double-no-change = { $level ->
    [redouble] { $doubled } gibt { $doubler } Re
   *[double] { $doubler } gibt { $doubled } Kontra
} (ohne Wirkung)
barbu-double-effect = { $level ->
    [redouble] { $doubled } gibt { $doubler } Re
   *[double] { $doubler } gibt { $doubled } Kontra
} ({ $doubler } { $gain }, { $doubled } { $loss })
barbu-deal-summary-marley = **Runde { $deal }** · { $declarer } wählte { $contract } · Strafpunkte (weniger ist besser): { $points }
barbu-deal-summary = **Runde { $deal }** · { $declarer } sagte { $contract } an · { $points } · keine Kontras
barbu-deal-summary-doubled = **Runde { $deal }** · { $declarer } sagte { $contract } an · nach den Kontras: { $points }
    Kontras: { $doubles }.
barbu-hinted = { $name } (Tipps)
barbu-final-head = **{ $title }: Die Partie ist vorbei.**
barbu-final-score = { $count ->
    [one] { $score } Punkt
   *[other] { $score } Punkte
}, { $settle ->
    [pays] zahlt { $amount }
    [gets] erhält { $amount }
   *[even] quitt
}
barbu-lobby-deals = { $count ->
    [one] { $count } Runde
   *[other] { $count } Runden
}
barbu-deal-over = **{ $contract }** · Runde { $deal } von { $deals } ist vorbei: { $name } hat den letzten Stich gemacht.
barbu-deal-over-domino = **{ $contract }** · Runde { $deal } von { $deals } ist vorbei.

## Ein Zug, den der Computer für einen Spieler gemacht hat, dessen Zeit abgelaufen ist
## (barbu-timed-out), oder den der starke Computer vorschlägt (barbu-hint): ein ganzer Satz
## für jede Art von Zug ($move). $contract: ein Kontrakt, wie barbu-contract ihn nennt;
## $rules: das Regelwerk (bei Marley wählt der Geber das Spiel); $doubled, $redoubled:
## Namen von Spielern als Aufzählung („Alice und Bob“).

barbu-timed-out = { $move ->
    [play] ⏱ Zeit abgelaufen für { $who }: Der Computer hat übernommen und { $card } gespielt.
    [contract] { $rules ->
        [marley] ⏱ Zeit abgelaufen für { $who }: Der Computer hat übernommen und { $contract } gewählt.
       *[barbu] ⏱ Zeit abgelaufen für { $who }: Der Computer hat übernommen und { $contract } angesagt.
    }
    [nobody] ⏱ Zeit abgelaufen für { $who }: Der Computer hat übernommen und niemandem Kontra gegeben.
    [doubled] ⏱ Zeit abgelaufen für { $who }: Der Computer hat übernommen und { $doubled } Kontra gegeben.
    [redoubled] ⏱ Zeit abgelaufen für { $who }: Der Computer hat übernommen und { $redoubled } Re gegeben.
    [redoubled-doubled] ⏱ Zeit abgelaufen für { $who }: Der Computer hat übernommen, { $redoubled } Re und { $doubled } Kontra gegeben.
   *[pass] ⏱ Zeit abgelaufen für { $who }: Der Computer hat übernommen und gepasst.
}
barbu-hint = { $move ->
    [play] 💡 Der starke Computer hätte { $card } gespielt.
    [contract] { $rules ->
        [marley] 💡 Der starke Computer hätte { $contract } gewählt.
       *[barbu] 💡 Der starke Computer hätte { $contract } angesagt.
    }
    [nobody] 💡 Der starke Computer hätte niemandem Kontra gegeben.
    [doubled] 💡 Der starke Computer hätte { $doubled } Kontra gegeben.
    [redoubled] 💡 Der starke Computer hätte { $redoubled } Re gegeben.
    [redoubled-doubled] 💡 Der starke Computer hätte { $redoubled } Re und { $doubled } Kontra gegeben.
   *[pass] 💡 Der starke Computer hätte gepasst.
}

## Die Hand

barbu-choose-contract = Du bist am Zug: Wähle { $rules ->
    [marley] das Spiel
   *[barbu] den Kontrakt
}.
barbu-contract-placeholder = { $rules ->
    [marley] Spiel wählen
   *[barbu] Kontrakt wählen
}
barbu-play-a-card = Du bist am Zug: Spiel eine Karte.
barbu-no-card-fits = Keine Karte passt: Du passt.
# Nur ein erlaubter Zug: Der Tisch macht ihn selbst, die Hand zeigt ihn ohne aktiven Knopf.
barbu-forced-card = Du kannst nur { $card } spielen: Der Tisch spielt sie für dich.
barbu-forced-other = Hier gibt es nur einen möglichen Zug: Der Tisch macht ihn für dich.
barbu-pass = Passen
barbu-stop-playing = Aufhören
barbu-choose-doubles = Du bist am Zug: Wähle, wem du Kontra gibst, und drück dann **Bestätigen**.
barbu-everyone = { $kind ->
    [both] Allen Kontra und Re geben
    [double] Allen Kontra geben
   *[redouble] Allen Re geben
}
barbu-waiting-for = Wir warten auf { $who }.
barbu-waiting-for-computers = Wir warten auf die Computerspieler.
barbu-hand-title = { $name } · { $deal }
barbu-hand-title-contract = { $name } · { $deal } · { $contract }
barbu-double-button = Kontra: { $name }
barbu-redouble-button = Re: { $name }
barbu-confirm = Bestätigen: { $names }
barbu-confirm-count = Bestätigen: { $count } Spieler
barbu-must-double = Du musst { $declarer } Kontra geben: In den Runden von { $declarer } schuldest du noch { $owed ->
    [one] { $owed } Kontra
   *[other] { $owed } Kontras
}.
barbu-you = Du
barbu-you-listed = du
barbu-trick-you-lead = Stich { $number } von { $tricks }: Du spielst aus.
barbu-trick-line = Stich { $number } von { $tricks }: { $plays }.
barbu-trick-led = { $name } hat { $card } ausgespielt ({ $suit })
barbu-trick-you-led = du hast { $card } ausgespielt ({ $suit })
barbu-trick-played = { $name } hat { $card } gespielt
barbu-trick-you-played = du hast { $card } gespielt
barbu-trick-caption = Stich { $number } von { $tricks } · { $name } hat { $symbol } { $suit } ausgespielt
barbu-trick-caption-you-lead = Stich { $number } von { $tricks } · du spielst aus
barbu-look-back = Letzter Stich
barbu-no-trick-yet = Es wurde noch kein Stich zu Ende gespielt.
barbu-previous = Letzter Stich ({ $deal ->
    [0] Stich { $number }
   *[other] Stich { $number } der Runde { $deal }
}): { $plays }. { $name } hat ihn gemacht.
barbu-previous-you = Letzter Stich ({ $deal ->
    [0] Stich { $number }
   *[other] Stich { $number } der Runde { $deal }
}): { $plays }. Du hast ihn gemacht.
barbu-previous-caption = Letzter Stich ({ $deal ->
    [0] Stich { $number }
   *[other] Stich { $number } der Runde { $deal }
}): { $name } hat ihn gemacht
barbu-previous-caption-you = Letzter Stich ({ $deal ->
    [0] Stich { $number }
   *[other] Stich { $number } der Runde { $deal }
}): du hast ihn gemacht

## Ablehnungen: warum das Spiel einen Zug nicht annimmt

barbu-refused-game-over = Die Partie ist vorbei.
barbu-refused-not-your-turn = Du bist nicht am Zug.
barbu-refused-choose-contract-first = Wähle zuerst einen Kontrakt.
barbu-refused-contract-already-played = Du hast { $contract } schon gespielt.
barbu-refused-no-such-contract = { $rules ->
    [marley] Dieses Spiel
   *[barbu] Diesen Kontrakt
} gibt es hier nicht.
barbu-refused-not-a-contract = Diesen Kontrakt kannst du nicht ansagen.
barbu-refused-double-first = Jetzt geht es um Kontras: Wähle zuerst, wem du Kontra gibst (oder niemandem).
barbu-refused-may-not-pass = Du kannst eine Karte anlegen, also darfst du nicht passen.
barbu-refused-no-pass-in-trick-game = In einem Stichspiel wird nicht gepasst: Spiel eine Karte.
barbu-refused-play-a-card = Das geht jetzt nicht: Spiel eine Karte.
barbu-refused-not-your-card = Diese Karte hast du nicht.
barbu-refused-double-not-numbers = Schreib die Plätze, denen du Kontra gibst, als Zahlen, z. B. double:1,3.
barbu-refused-double-not-in-order = Nenne jeden Platz nur einmal und aufsteigend, z. B. double:1,3.
barbu-refused-double-yourself = Du kannst dir nicht selbst Kontra geben.
barbu-refused-no-such-seat = Es gibt keinen Platz { $target }.
barbu-refused-declarer-redoubles-only = Als Alleinspieler darfst du nur denen Re geben, die dir Kontra gegeben haben.
barbu-refused-double-declarer-only = Bei { $contract } darfst du nur dem Alleinspieler Kontra geben.
barbu-refused-cannot-double-seat = Diesem Spieler kannst du kein Kontra geben.
barbu-refused-must-double-declarer = Du musst dem Alleinspieler Kontra geben: In seinen Runden schuldest du ihm noch { $owed ->
    [one] { $owed } Kontra
   *[other] { $owed } Kontras
}.
barbu-refused-double-not-allowed = Dieses Kontra ist nicht erlaubt.
barbu-refused-layout-opens-with = Das Domino beginnt mit { $rank ->
    [J] einem Buben
    [Q] einer Dame
    [K] einem König
    [A] einem Ass
   *[other] einer { $rank }
}.
barbu-refused-does-not-fit = { $card } passt nicht an die Auslage.
barbu-refused-move-not-allowed = Dieser Zug ist jetzt nicht erlaubt.
barbu-refused-no-heart-lead = Du darfst kein Herz ausspielen, solange du andere Farben hast.
barbu-refused-no-heart-lead-until-discarded = Du darfst kein Herz ausspielen, solange du andere Farben hast (bis ein Herz abgeworfen wurde).
barbu-refused-follow-suit = Du musst bedienen: Du hast { $suit }.
barbu-refused-beat-the-trump = Du musst den höchsten Trumpf ({ $card }) überstechen, wenn du kannst.
barbu-refused-must-trump = Du musst Trumpf ({ $suit }) spielen, wenn du nicht bedienen kannst.

## Der Befehl /barbu start (Namen: klein, ohne Leerzeichen, höchstens 32 Zeichen)

barbu-cmd-group = barbu
barbu-cmd-group-description = Barbu auf diesem Server spielen
barbu-cmd-start = starten
barbu-cmd-start-description = Einen Barbu-Tisch in diesem Kanal eröffnen
barbu-cmd-rules = regeln
barbu-cmd-rules-description = Wie Barbu gespielt wird
barbu-cmd-contract = kontrakt
barbu-cmd-contract-description = Ein Kontrakt, Kontra oder ein anderer Teil der Regeln
barbu-opt-rules = regelwerk
barbu-opt-rules-description = Barbu (52 Karten) oder Scott Marleys Guillotine (32 Karten)
barbu-opt-computers = computer
barbu-opt-computers-description = Computerspieler, die sofort Platz nehmen (leere Plätze bekommen beim Start ohnehin einen)
barbu-opt-level = stärke
barbu-opt-level-description = Wie die Computerspieler spielen
barbu-opt-turn-timer = zugzeit
barbu-opt-turn-timer-description = Sekunden, die ein Spieler hat, bevor der Computer für ihn spielt
barbu-opt-first-lead = erstes-ausspiel
barbu-opt-first-lead-description = Barbu: wer zum ersten Stich ausspielt
barbu-opt-domino-scores = domino-punkte
barbu-opt-domino-scores-description = Barbu: Domino-Punkte nach der Reihenfolge beim Ausgehen
barbu-opt-heart-lead = herz-ausspiel
barbu-opt-heart-lead-description = Barbu, Keine Herzen und Kein Herzkönig: wann Herz ausgespielt werden darf
barbu-opt-discard = abwerfen
barbu-opt-discard-description = Barbu, Trumpf: was ein Spieler tun muss, der nicht bedienen kann
barbu-opt-domino-order = domino-reihenfolge
barbu-opt-domino-order-description = Marley, Domino: die Rangfolge
barbu-opt-hints = tipps
barbu-opt-hints-description = Einen Tipp-Knopf anbieten (Vorschlag des starken Computers; steht auf dem Punkteblatt)
barbu-opt-think-ms = denkzeit-ms
barbu-opt-think-ms-description = Millisekunden Bedenkzeit des starken Computerspielers pro Entscheidung (Standard 500)
barbu-choice-rules-barbu = Barbu (52 Karten, 28 Runden)
barbu-choice-rules-marley = Marleys Guillotine (32 Karten, 24 Runden)
barbu-choice-level-basic = Einfach (regelbasiert)
barbu-choice-level-strong = Stark (simuliert die unbekannten Karten, etwa 0,5 s pro Zug)
barbu-choice-first-lead-declarer = der Alleinspieler
barbu-choice-first-lead-right = der rechte Nachbar des Alleinspielers
barbu-choice-heart-lead-only-hearts = nur wer nur noch Herz hat
barbu-choice-heart-lead-after-discard = auch sobald ein Herz abgeworfen wurde
barbu-choice-discard-free = frei (einen gespielten Trumpf überstechen, wenn möglich)
barbu-choice-discard-must-trump = Trumpfzwang, wenn möglich
barbu-choice-domino-scores-40 = +40 +20 +5 0
barbu-choice-domino-scores-45 = +45 +20 +5 −5
barbu-choice-domino-order-standard = A K D B 10 9 8 7
barbu-choice-domino-order-french = Französisch: A 10 K D B 9 8 7
barbu-wrong-rules = Wähle das Regelwerk aus der Liste: Barbu oder Marleys Guillotine.
barbu-no-such-option = { $title } hat keine Option { $options }.

## Rückblick: eine beendete Runde, so wie sie jetzt öffentlich ist (cogs/barbu/review.py)

barbu-review-title = **{ $title } · Runde { $deal } von { $deals } · { $contract }**
barbu-review-trick = **Stich { $number }**: { $leader } hat { $led } ausgespielt, dann { $plays }. { $winner } hat ihn gemacht.
barbu-review-moves = **Züge { $first } bis { $last }**: { $moves }.
barbu-review-passed = { $name } hat gepasst
barbu-review-out = Ohne Karten, in dieser Reihenfolge: { $names }.
barbu-review-unseen = { $name } hatte noch { $count ->
    [one] eine Karte, die nie gezeigt wurde
   *[other] { $count } Karten, die nie gezeigt wurden
}.
# Die Titel des Bildes: der Name eines Spielers über seinem Blatt, wie es ausgeteilt wurde.
barbu-review-hand = { $name }
barbu-review-hand-part = { $name }: { $count ->
    [one] eine Karte nie gezeigt
   *[other] { $count } Karten nie gezeigt
}
barbu-review-alt = Die Blätter, wie sie ausgeteilt wurden: { $hands }.
barbu-review-alt-hand = { $name }, { $cards }
barbu-review-alt-hand-part = { $name }, { $cards } ({ $count ->
    [one] und eine Karte, die nie gezeigt wurde
   *[other] und { $count } Karten, die nie gezeigt wurden
})
