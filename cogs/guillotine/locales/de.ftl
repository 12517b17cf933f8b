### Guillotine (das Spiel von Paul Peterson): jedes Wort, das seine Spieler lesen. Status und
### Ereignisse am Tisch, Aufforderungen, Knöpfe und Menüs der Hand, Zusammenfassungen, die
### Befehle /guillotine, die Wörter der Bilder (Kartenseiten), die Ablehnungen der Regeln
### (guillotine-refused-<code>) und Name und Text jeder Karte (guillotine-card-<slug>).
### Variablen: siehe en.ftl.

# Wir duzen den Spieler („du“), wie es Spiele auf Discord tun; überall gleich.
# Wortschatz nach der AMIGO-Spielregel von 2002 (seeds/004): einen Adligen „köpfen“ (vorne aus
# der Reihe auf den eigenen Stapel), „die Reihe“, „der Punktestapel“, „Aktionskarte“,
# „Adelskarte“, „Adelsstapel“, „Aktionsstapel“, „Ablagestapel“, „Tag“.
# Kartennamen: wo die Spielregel eine Karte nennt, ihr gedruckter Name (Herzog, Graf, Flotter
# Fürst, Robespierre, Palastwache, Tragische Figur, Der Idiot, Späte Ankunft, Regenpause,
# Verzählt, Warte mal!, Zwangspause, Fehlende Köpfe, Herzlose Wachen, Gleichgültiges Volk,
# Scharlachroter Rächer, Militärische Unterstützung). Alle anderen Namen sind unsere eigene
# Übersetzung (die Regel nennt sie nicht); sie folgen dem Ton der gedruckten.
# Im Fließtext steht der Name einer Aktionskarte als Titel in Anführungszeichen: so bleibt
# er unverändert, auch wo der Satz einen anderen Fall verlangt (spielt „Der Idiot“, nicht
# spielt Der Idiot); der Satzpunkt folgt dem Anführungszeichen auch nach „Warte mal!“.

## Das Spiel und seine Befehle

guillotine-name = Guillotine
guillotine-cmd-group = guillotine
guillotine-cmd-group-description = Paul Petersons Guillotine spielen
guillotine-cmd-start = starten
guillotine-cmd-start-description = Einen Guillotine-Tisch in diesem Kanal eröffnen
guillotine-cmd-players = spieler
guillotine-cmd-players-description = Wie viele Plätze (2 bis 5); leere Plätze bekommen beim Start Computerspieler
guillotine-cmd-computers = computer
guillotine-cmd-computers-description = Computerspieler, die sofort Platz nehmen
guillotine-cmd-level = stufe
guillotine-cmd-level-description = Wie die Computerspieler spielen
guillotine-cmd-turn-timer = zugzeit
guillotine-cmd-turn-timer-description = Sekunden, die ein Spieler hat, bevor der Computer für ihn spielt
guillotine-cmd-wait-seconds = warte_mal_sekunden
guillotine-cmd-wait-seconds-description = Wie lange vor jedem Köpfen „Warte mal!“ gespielt werden kann
guillotine-cmd-end-cards = schlusskarten
guillotine-cmd-end-cards-description = Nach dem dritten Tag die Karten spielen, die Punkte ändern (Standard: ja)
guillotine-cmd-think-ms = denkzeit_ms
guillotine-cmd-think-ms-description = Millisekunden, die der starke Computerspieler pro Entscheidung nachdenkt (Standard 500)
guillotine-cmd-rules = regeln
guillotine-cmd-rules-description = Wie Guillotine gespielt wird oder was eine Karte bewirkt
guillotine-cmd-topic = thema
guillotine-cmd-topic-description = Ein Teil der Regeln (leer: der Überblick)
guillotine-cmd-card = karte
guillotine-cmd-card-description = Eine Adels- oder Aktionskarte
guillotine-choice-basic = Einfach (regelbasiert)
guillotine-choice-strong = Stark (spielt seine Züge auf den verdeckten Karten durch, etwa 0,5 s pro Zug)
guillotine-choice-no = nein
guillotine-choice-yes = ja
guillotine-choice-seconds-5 = 5 s
guillotine-choice-seconds-10 = 10 s
guillotine-choice-seconds-15 = 15 s
guillotine-choice-seconds-20 = 20 s
guillotine-choice-seconds-30 = 30 s
guillotine-wrong-players = Guillotine spielen 2 bis 5 Personen.
guillotine-no-such-card = Keine Karte mit diesem Namen: Fang an zu tippen und wähle eine aus der Liste.
guillotine-noble-info = **{ $card }** · Adelskarte, { $colour ->
        [purple] Hof
        [blue] Kirche
        [red] Militär
        [green] Bürgertum
       *[gray] einfaches Volk
    }, { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    } ×{ $copies }
guillotine-noble-info-star = **{ $card }** · Adelskarte, { $colour ->
        [purple] Hof
        [blue] Kirche
        [red] Militär
        [green] Bürgertum
       *[gray] einfaches Volk
    }, * Punkte ×{ $copies }
guillotine-action-info = **{ $card }** · Aktionskarte ×{ $copies }
guillotine-no-instruction = Keine Anweisung.

## Die Familien der Adligen (die Farbe der Karte): das Etikett auf der Karte (im Satz nennt
## sie guillotine-noble-info)

guillotine-family-purple =
    .tag = HOF
guillotine-family-blue =
    .tag = KIRCHE
guillotine-family-red =
    .tag = MILITÄR
guillotine-family-green =
    .tag = BÜRGER
guillotine-family-gray =
    .tag = VOLK

## Die Etiketten der Aktionskarten einer Hand

guillotine-tag-out-of-turn = AUSSER DER REIHE · REIHE
guillotine-tag-stays = BLEIBT LIEGEN
guillotine-tag-line = REIHE

## Wer

guillotine-somebody = Jemand
guillotine-seat = Platz { $seat }

## Die Ereignisse am Tisch, je ein Satz

guillotine-event-day = Tag { $day } beginnt: { $count ->
        [one] { $count } Adliger wartet
       *[other] { $count } Adlige warten
    } in der Reihe.
guillotine-event-turn = { $who } ist am Zug.
guillotine-event-guards-discarded = { $who } legt die Herzlosen Wachen ab.
guillotine-event-fled = { $count ->
        [one] { $nobles } ist entkommen
       *[other] { $nobles } sind entkommen
    }; die Reihe wird gemischt.
guillotine-event-swapped-in = { $noble } nimmt den { $position } Platz ein.
guillotine-event-added = { $count ->
        [one] { $nobles } stellt sich
       *[other] { $nobles } stellen sich
    } ans Ende der Reihe.
guillotine-event-missed = { $noble } geht vom Stapel von { $who } zurück ans Ende der Reihe.
guillotine-event-lost = { $who } verliert { $noble } aus dem Punktestapel (Fehlende Köpfe).
guillotine-event-discarded = { $who } legt „{ $card }“ ab ({ $why ->
        [forced-break] Zwangspause
        [lack-of-support] Mangelnde Unterstützung
        [infighting] Streitereien
       *[innocent-victim] Unschuldiges Opfer
    }).
guillotine-event-spy = Der Meisterspion schleicht ans Ende der Reihe.
guillotine-event-wait = { $who }: Warte mal! Die Reihe wird gemischt.
guillotine-event-collect = { $who } köpft { $noble }.
guillotine-event-collect-fast-noble = { $who } köpft { $noble } (Flotter Fürst).
guillotine-event-collect-double-feature = { $who } köpft { $noble } (Doppelvorstellung).
guillotine-event-collect-rival-executioner = { $who } köpft { $noble } vom Adelsstapel (Rivalisierender Henker).
guillotine-event-collect-after-you = { $who } bekommt { $noble } (Nach Ihnen …).
guillotine-event-draw = { $who } zieht { $count ->
        [one] { $count } Aktionskarte
       *[other] { $count } Aktionskarten
    }.
guillotine-event-day-end = Tag { $day } endet vorzeitig.
guillotine-event-day-end-discarded = Tag { $day } endet vorzeitig; { $count ->
        [one] { $count } Adliger verlässt
       *[other] { $count } Adlige verlassen
    } die Reihe.
guillotine-event-reshuffle = Der Ablagestapel der Aktionskarten wird zu einem neuen Aktionsstapel gemischt.
guillotine-event-nobody-late = Niemand kommt zu spät: Der Adelsstapel ist leer.
guillotine-event-late-arrival = { $noble } kommt zu spät; { $nobles } { $count ->
        [one] wird abgelegt
       *[other] werden abgelegt
    }.
guillotine-event-clerical-error = Verzählt: { $swap ->
        [both] { $who } nimmt { $took } von { $target }, und { $target } nimmt dafür { $gave }.
        [took] { $who } nimmt { $took } von { $target }, und { $target } hat keinen Adligen zum Zurücknehmen.
        [gave] { $who } findet bei { $target } keinen Adligen, und { $target } nimmt { $gave }.
       *[none] Weder { $who } noch { $target } hat einen Adligen zum Nehmen.
    }
guillotine-event-clown = { $who } gibt den Clown an { $target } weiter.
guillotine-event-finale = { $who } darf Karten spielen, die Punkte ändern.
guillotine-event-over = Das Spiel ist aus.

## Eine gespielte Aktionskarte, in den Ereignissen

guillotine-play = { $who } spielt „{ $card }“.
guillotine-play-move = { $who } setzt { $noble } vom { $from } auf den { $to } Platz ({ $card }).
guillotine-play-noble = { $who } nimmt { $noble } vom { $from } Platz aus der Reihe ({ $card }).
guillotine-play-order = { $who } ordnet die Spitze der Reihe neu ({ $card }): { $nobles } { $count ->
        [one] steht
       *[other] stehen
    } jetzt vorne.
guillotine-play-face-up = { $who } legt die Karte „{ $lost }“ von { $owner } ab ({ $card }).
guillotine-play-on = { $who } spielt „{ $card }“ auf { $target }.
guillotine-play-taken = { $who } nimmt „{ $taken }“ vom Ablagestapel zurück ({ $card }).

## Knöpfe und Menüeinträge der Hand (ein erlaubter Zug in Worten)

guillotine-action-let-it-pass = Geschehen lassen
guillotine-action-discard-guards = Deine Herzlosen Wachen ablegen
guillotine-action-collect = Den vordersten Adligen köpfen
guillotine-action-wait = Warte mal! (Reihe mischen)
guillotine-action-give-clown = Den Clown { $who } geben
# Eine Art, eine Karte zu spielen, mit dem Kartennamen vorn (das Menü aller Karten), dann
# ohne ihn (.how: das Menü der Spielarten einer Karte, die darüber steht). Der Name kann auf
# ! ? oder … enden (Warte mal!, Nach Ihnen …): kein Doppelpunkt danach.
guillotine-action-move = { $card } – { $noble } { $from } → { $to }
guillotine-action-noble = { $card } – { $noble } ({ $position })
guillotine-action-order = { $card } – { $nobles }
guillotine-action-on = { $card } auf { $who }
guillotine-action-take = { $card } – { $taken } nehmen
guillotine-action-face-up = { $card } – { $lost } von { $owner }
guillotine-how-move = { $noble } { $from } → { $to }
guillotine-how-noble = { $noble } ({ $position })
guillotine-how-order = { $nobles }
guillotine-how-on = { $who } als Ziel
guillotine-how-take = { $taken } nehmen
guillotine-how-face-up = { $lost } von { $owner }

## Wer was entscheiden muss ($kind: die Entscheidung; $card die Karte, die sie verlangt)

guillotine-decides = { $who } wählt, { $kind ->
        [late-arrival] welcher Adlige zu spät kommt
        [lack-of-support] welche Karte abgelegt wird
        [clerical-error] welchen Adligen er nimmt
        [clerical-error-reply] welchen Adligen er zurücknimmt
        [infighting] welche Karten abgelegt werden
        [the-clown] wer den Clown bekommt
        [innocent-victim] welche Karte abgelegt wird
       *[other] eine Möglichkeit
    } ({ $card }).
guillotine-you-decide = Du wählst, { $kind ->
        [late-arrival] welcher Adlige zu spät kommt
        [lack-of-support] welche Karte abgelegt wird
        [clerical-error] welchen Adligen du nimmst
        [clerical-error-reply] welchen Adligen du zurücknimmst
        [infighting] welche Karten abgelegt werden
        [the-clown] wer den Clown bekommt
        [innocent-victim] welche Karte abgelegt wird
       *[other] eine Möglichkeit
    } ({ $card }).

## Worauf der Tisch wartet

guillotine-over-you-win = Spiel aus: Du gewinnst.
guillotine-over-wins = Spiel aus: { $who } gewinnt.
guillotine-over-share = Spiel aus: { $who } teilen sich den Sieg.
guillotine-may-play = { $who } darf eine Aktionskarte spielen.
guillotine-may-play-another = { $who } darf noch eine Aktionskarte spielen.
guillotine-you-may-play = Du darfst eine Aktionskarte spielen.
guillotine-you-may-play-another = Du darfst noch eine Aktionskarte spielen.
guillotine-no-collect-influence = { $who } köpft in diesem Zug keinen Adligen (Politischer Einfluss).
guillotine-you-no-collect-influence = Du köpfst in diesem Zug keinen Adligen (Politischer Einfluss).
guillotine-no-collect-robespierre = { $who } köpft in diesem Zug keinen Adligen mehr: Robespierre beendet den Tag.
guillotine-you-no-collect-robespierre = Du köpfst in diesem Zug keinen Adligen mehr: Robespierre beendet den Tag.
guillotine-about-to-collect = { $who } köpft gleich { $count ->
        [one] den vordersten Adligen
       *[other] die { $count } vordersten Adligen
    }.
guillotine-you-about-to-collect = Du köpfst gleich { $count ->
        [one] den vordersten Adligen
       *[other] die { $count } vordersten Adligen
    }.
guillotine-finale = { $who } darf vor der Schlusswertung Karten spielen, die Punkte ändern.
guillotine-you-finale = Du darfst vor der Schlusswertung Karten spielen, die Punkte ändern.

## Das Bild des Tisches

guillotine-points = { $count ->
        [one] { $count } Punkt
       *[other] { $count } Punkte
    }
guillotine-tag-choosing = WÄHLT
guillotine-tag-scoring = WERTUNG
guillotine-tag-collecting = KÖPFT
guillotine-tag-to-play = AM ZUG
guillotine-executions-over = Die Hinrichtungen sind vorbei.
guillotine-line-empty = Die Reihe ist leer.
guillotine-front = VORNE
guillotine-hand-count = { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }
guillotine-hand-empty = Keine Karten

## Die Tischnachricht: ihre Worte rund um das Bild (die geltenden Hinweise, jeder Platz in
## Worten, die Stapel) und der Alternativtext des Bildes (die Reihe, von vorne)

guillotine-notice-judge = Ein Unbeliebter Richter steht vorne in der Reihe: Es darf keine Aktionskarte gespielt werden.
guillotine-notice-rush = Eilauftrag: { $who } darf in diesem Zug keine Aktionskarte spielen.
guillotine-notice-guards = Vor { $who } liegen Herzlose Wachen: Niemand darf eine Karte spielen, die die Reihe ändert.
guillotine-notice-day-ends = Der Tag endet nach diesem Zug.
guillotine-seat-summary = { $who }: { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }, { $nobles ->
        [0] keine geköpften Adligen
        [one] { $nobles } geköpfter Adliger
       *[other] { $nobles } geköpfte Adlige
    }, { $cards ->
        [0] keine Aktionskarten
        [one] { $cards } Aktionskarte
       *[other] { $cards } Aktionskarten
    } auf der Hand.
guillotine-seat-last = Zuletzt geköpft: { $noble }.
guillotine-seat-in-front = Offen ausliegend: { $cards }.
guillotine-decks = Im Adelsstapel { $nobles ->
        [one] liegt { $nobles } Adliger
       *[other] liegen { $nobles } Adlige
    }, im Aktionsstapel { $actions ->
        [one] { $actions } Karte
       *[other] { $actions } Karten
    } und auf dem Ablagestapel { $discards ->
        [one] { $discards } Karte
       *[other] { $discards } Karten
    }.
guillotine-line-alt = { $count ->
        [one] In der Reihe steht nur ein Adliger: { $nobles }.
       *[other] Die Reihe der { $count } Adligen, von vorne nach hinten: { $nobles }.
    }
guillotine-line-alt-long = { $count ->
        [one] In der Reihe steht ein Adliger.
       *[other] In der Reihe stehen { $count } Adlige.
    }

## Der Kanal

guillotine-headline = **Guillotine** · Tag { $day } von { $days }
guillotine-day-over = **Tag { $day } ist vorbei.** Punkte bisher:
guillotine-day-score = { $who }: { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }
guillotine-game-over = **Guillotine: Das Spiel ist aus.**
guillotine-lobby-players = { $count ->
        [one] { $count } Spieler
       *[other] { $count } Spieler
    }
guillotine-lobby-wait = „Warte mal!“-Fenster { $seconds } s
guillotine-lobby-no-end-cards = ohne Schlusskarten

## Ein Zug, den der Computer für einen Spieler gemacht hat, dessen Zeit abgelaufen ist
## (guillotine-timed-out), oder den der starke Computer vorschlägt (guillotine-hint): ein
## ganzer Satz für jede Art von Zug ($move). $card: der Name einer Karte, am besten am
## Satzende, denn er kann sein eigenes „!“ oder „…“ mitbringen (der Punkt entfällt dann).

guillotine-timed-out = { $move ->
    [choose] ⏱ Zeit abgelaufen für { $who }: Der Computer hat übernommen und gewählt.
    [collect] ⏱ Zeit abgelaufen für { $who }: Der Computer hat übernommen und den vordersten Adligen geköpft.
    [discard] ⏱ Zeit abgelaufen für { $who }: Der Computer übernimmt und wirft „{ $card }“ ab.
    [done] ⏱ Zeit abgelaufen für { $who }: Der Computer hat übernommen und Fertig gedrückt.
    [no-card] ⏱ Zeit abgelaufen für { $who }: Der Computer hat übernommen und keine Karte gespielt.
   *[play] ⏱ Zeit abgelaufen für { $who }: Der Computer übernimmt und spielt „{ $card }“.
}
guillotine-hint = { $move ->
    [choose] 💡 Der starke Computer hätte genauso gewählt.
    [collect] 💡 Der starke Computer hätte den vordersten Adligen geköpft.
    [discard] 💡 Der starke Computer rät: Wirf „{ $card }“ ab.
    [done] 💡 Der starke Computer hätte Fertig gedrückt.
    [no-card] 💡 Der starke Computer hätte keine Karte gespielt.
   *[play] 💡 Der starke Computer rät: Spiele „{ $card }“.
}

## Die Hand

guillotine-done = Fertig
guillotine-play-no-card = Keine Karte spielen
guillotine-back-to-cards = Zurück zu den Karten
guillotine-choose-card = Wähle eine Karte zum Spielen
guillotine-choose-how = Wähle, wie
guillotine-choose = Wählen
guillotine-hand-finale = Der dritte Tag ist vorbei: Spiele Karten, die Punkte ändern (eine nach der anderen), oder drücke **Fertig**.
guillotine-play-an-action = Du bist am Zug: Spiele eine Aktionskarte oder keine.
guillotine-may-wait = Du kannst jetzt **Warte mal!** spielen.
guillotine-hand-title = { $name } · Tag { $day } von { $days }
guillotine-how-to-play = Du bist am Zug: **{ $card }** lässt sich auf mehrere Arten spielen; wähle unten eine.
# Eine Karte im Menü der Hand, die sich auf mehrere Arten spielen lässt (ein zweites Menü folgt).
guillotine-several-ways = { $card } ({ $count } Möglichkeiten)

## Ablehnungen: warum ein Zug nicht erlaubt ist (die Codes der Regeln)

guillotine-refused-no-such-seat = An diesem Tisch gibt es keinen Platz { $seat }.
guillotine-refused-game-over = Das Spiel ist aus.
guillotine-refused-someone-choosing = Ein anderer Spieler wählt zuerst für „{ $card }“.
guillotine-refused-choose-one = Wähle eine der angebotenen Möglichkeiten.
guillotine-refused-collect-now = Deine Aktionsphase ist vorbei: Köpfe den vordersten Adligen.
guillotine-refused-not-your-turn = Du bist nicht am Zug.
guillotine-refused-play-first = Spiele zuerst eine Aktionskarte oder verzichte darauf.
guillotine-refused-not-a-move = Das ist jetzt kein Zug: Spiele eine Aktionskarte oder keine.
guillotine-refused-not-a-move-finale = Das ist jetzt kein Zug: Spiele eine Karte, die Punkte ändert, oder drücke Fertig.
guillotine-refused-no-such-card = Diese Aktionskarte gibt es nicht.
guillotine-refused-not-held = Du hast „{ $card }“ nicht auf der Hand.
guillotine-refused-only-scoring-cards = Jetzt dürfen nur Karten gespielt werden, die Punkte ändern (die Wertungskarten, Fehlende Köpfe, Verzählt, Schicksalswende), nicht „{ $card }“.
guillotine-refused-nothing-to-act-on = „{ $card }“ kann jetzt nichts bewirken.
guillotine-refused-wait-not-now = „Warte mal!“ wird gespielt, wenn ein anderer Spieler gleich köpft, nicht jetzt.
guillotine-refused-judge-at-front = Ein Unbeliebter Richter steht vorne in der Reihe: Keine Aktionskarte darf gespielt werden.
guillotine-refused-rush-job = Auf dich wurde ein Eilauftrag gespielt: Du darfst in diesem Zug keine Aktionskarte spielen.
guillotine-refused-guards-out = Die Herzlosen Wachen liegen aus: keine Karte, die die Reihe ändert ({ $card }).
guillotine-refused-no-such-position = Auf Platz { $position } steht kein Adliger: Die Reihe hat { $size }.
guillotine-refused-not-enough-ahead = { $card } braucht genug Adlige vor dem, den sie bewegt.
guillotine-refused-another-player-only = { $card } muss an einen anderen Spieler gehen.
guillotine-refused-needs-collected-noble = { $card } braucht einen Spieler, der selbst einen Adligen geköpft hat, der noch in seinem Stapel liegt.
guillotine-refused-needs-score-pile = { $card } braucht einen Spieler mit einem Punktestapel.
guillotine-refused-not-a-way = So lässt sich { $card } nicht spielen.
guillotine-refused-discard-only-guards = So werden nur Herzlose Wachen abgelegt.
guillotine-refused-no-guards = Vor dir liegen keine Herzlosen Wachen.
guillotine-refused-discard-guards-own-step = Deine Herzlosen Wachen kannst du in deiner eigenen Aktionsphase ablegen.
guillotine-refused-wait-declined = Du hast dieses Köpfen geschehen lassen.
guillotine-refused-nothing-to-collect = In diesem Zug wird kein Adliger mehr geköpft.
guillotine-refused-other = Dieser Zug ist jetzt nicht erlaubt.

## Die Karten: Name, vollständige Anweisung (.text) und der kurze Text auf der Seite eines
## Adligen (.short). Adlige ohne Anweisung haben beides nicht.
## (Regel) = Name aus der AMIGO-Spielregel (seeds/004); sonst unsere Übersetzung.
## {"\u00AD"} (weiches Trennzeichen): wo ein langes Wort auf der Karte umbrechen darf.

## Ein Adliger im Satz: .the als Subjekt (Nominativ), .the-object als Objekt (Akkusativ),
## mit Artikel und gebeugt („den Grafen“, „den Unbeliebten Richter“, „den Volkshelden“);
## „ein“ für die Adligen, die mehrfach im Stapel liegen; Namen ohne Artikel.

guillotine-card-king-louis-xvi = König Ludwig XVI.
    .the = König Ludwig XVI.
    .the-object = König Ludwig XVI.
guillotine-card-marie-antoinette = Marie Antoinette
    .the = Marie Antoinette
    .the-object = Marie Antoinette
guillotine-card-regent = Regent
    .the = der Regent
    .the-object = den Regenten
# (Regel)
guillotine-card-duke = Herzog
    .the = der Herzog
    .the-object = den Herzog
guillotine-card-baron = Baron
    .the = der Baron
    .the-object = den Baron
# (Regel)
guillotine-card-robespierre = Robespierre
    .text = Der Tag endet nach diesem Zug: In diesem Zug wird kein Adliger mehr geköpft, und der Rest der Reihe wird nach dem Ziehen abgelegt.
    .short = Tag endet nach diesem Zug
    .the = Robespierre
    .the-object = Robespierre
# (Regel: „einem Grafen“)
guillotine-card-count = Graf
    .text = 2 Punkte mehr wert, wenn die Gräfin im selben Punktestapel liegt.
    .short = +2 mit der Gräfin
    .the = der Graf
    .the-object = den Grafen
guillotine-card-countess = Gräfin
    .text = 2 Punkte mehr wert, wenn der Graf im selben Punktestapel liegt.
    .short = +2 mit dem Grafen
    .the = die Gräfin
    .the-object = die Gräfin
guillotine-card-lord = Lord
    .text = Ziehe am Ende dieses Zuges eine zusätzliche Aktionskarte.
    .short = 1 Aktionskarte mehr ziehen
    .the = der Lord
    .the-object = den Lord
guillotine-card-lady = Lady
    .text = Ziehe am Ende dieses Zuges eine zusätzliche Aktionskarte.
    .short = 1 Aktionskarte mehr ziehen
    .the = die Lady
    .the-object = die Lady
# (Regel)
guillotine-card-fast-noble = Flotter Fürst
    .text = Köpfe auch den nächsten Adligen vorne in der Reihe.
    .short = Auch den nächsten Adligen köpfen
    .the = der Flotte Fürst
    .the-object = den Flotten Fürsten
guillotine-card-lady-in-waiting = Hofdame
    .text = Ziehe am Ende dieses Zuges eine zusätzliche Aktionskarte.
    .short = 1 Aktionskarte mehr ziehen
    .the = die Hofdame
    .the-object = die Hofdame
guillotine-card-coiffeur = Friseur
    .the = der Friseur
    .the-object = den Friseur
guillotine-card-piss-boy = Nacht{"\u00AD"}topf{"\u00AD"}junge
    .the = der Nachttopfjunge
    .the-object = den Nachttopfjungen
guillotine-card-royal-cartographer = Königlicher Kartograf
    .the = der Königliche Kartograf
    .the-object = den Königlichen Kartografen
guillotine-card-cardinal = Kardinal
    .the = der Kardinal
    .the-object = den Kardinal
guillotine-card-archbishop = Erzbischof
    .the = der Erzbischof
    .the-object = den Erzbischof
guillotine-card-bad-nun = Böse Nonne
    .the = die Böse Nonne
    .the-object = die Böse Nonne
guillotine-card-bishop = Bischof
    .the = der Bischof
    .the-object = den Bischof
guillotine-card-heretic = Ketzer
    .the = der Ketzer
    .the-object = den Ketzer
guillotine-card-wealthy-priest = Reicher Priester
    .the = ein Reicher Priester
    .the-object = einen Reichen Priester
guillotine-card-general = General
    .text = Lege den obersten Adligen des Adelsstapels ans Ende der Reihe.
    .short = Oberster Adliger des Stapels ans Ende der Reihe
    .the = der General
    .the-object = den General
guillotine-card-master-spy = Meisterspion
    .text = Solange er in der Reihe steht, geht er nach jeder gespielten Aktionskarte ans Ende der Reihe.
    .short = Nach jeder Aktionskarte ans Ende
    .the = der Meisterspion
    .the-object = den Meisterspion
guillotine-card-colonel = Oberst
    .the = der Oberst
    .the-object = den Oberst
guillotine-card-captain-of-the-guard = Hauptmann der Wache
    .text = Lege den obersten Adligen des Adelsstapels ans Ende der Reihe.
    .short = Oberster Adliger des Stapels ans Ende der Reihe
    .the = der Hauptmann der Wache
    .the-object = den Hauptmann der Wache
guillotine-card-lieutenant = Leutnant
    .the = ein Leutnant
    .the-object = einen Leutnant
# (Regel)
guillotine-card-palace-guard = Palastwache
    .text = Jede ist so viele Punkte wert, wie Palastwachen im Punktestapel liegen.
    .short = 1 pro Palastwache im Stapel
    .the = eine Palastwache
    .the-object = eine Palastwache
guillotine-card-governor = Gouverneur
    .the = der Gouverneur
    .the-object = den Gouverneur
guillotine-card-mayor = Bürger{"\u00AD"}meister
    .the = der Bürgermeister
    .the-object = den Bürgermeister
guillotine-card-councilman = Ratsherr
    .the = der Ratsherr
    .the-object = den Ratsherrn
guillotine-card-tax-collector = Steuer{"\u00AD"}ein{"\u00AD"}treiber
    .the = der Steuereintreiber
    .the-object = den Steuereintreiber
guillotine-card-land-lord = Grundherr
    .the = der Grundherr
    .the-object = den Grundherrn
guillotine-card-unpopular-judge = Unbeliebter Richter
    .text = Solange er vorne in der Reihe steht, darf keine Aktionskarte gespielt werden.
    .short = Vorne: keine Aktionskarten
    .the = ein Unbeliebter Richter
    .the-object = einen Unbeliebten Richter
guillotine-card-sheriff = Sheriff
    .the = ein Sheriff
    .the-object = einen Sheriff
guillotine-card-rival-executioner = Rivalisieren{"\u00AD"}der Henker
    .text = Köpfe auch den obersten Adligen des Adelsstapels.
    .short = Auch den obersten Adligen des Stapels köpfen
    .the = der Rivalisierende Henker
    .the-object = den Rivalisierenden Henker
guillotine-card-hero-of-the-people = Volksheld
    .the = der Volksheld
    .the-object = den Volkshelden
guillotine-card-the-clown = Der Clown
    .text = Lege ihn in den Punktestapel eines anderen Spielers.
    .short = Kommt in den Stapel eines anderen
    .the = der Clown
    .the-object = den Clown
# (Regel)
guillotine-card-tragic-figure = Tragische Figur
    .text = −1 für jeden grauen Adligen im Punktestapel, sie selbst mitgezählt.
    .short = −1 pro grauem Adligen im Stapel
    .the = die Tragische Figur
    .the-object = die Tragische Figur
guillotine-card-innocent-victim = Unschuldiges Opfer
    .text = Lege eine Aktionskarte deiner Wahl aus deiner Hand ab.
    .short = 1 Aktionskarte ablegen
    .the = das Unschuldige Opfer
    .the-object = das Unschuldige Opfer
guillotine-card-martyr = Märtyrer
    .the = ein Märtyrer
    .the-object = einen Märtyrer

guillotine-card-stumble = Gestolpert
    .text = Bewege einen Adligen genau 1 Platz nach vorne.
guillotine-card-pushed = Geschubst
    .text = Bewege einen Adligen genau 2 Plätze nach vorne.
guillotine-card-tis-a-far-better-thing = Ein weit besseres Tun
    .text = Bewege einen Adligen genau 3 Plätze nach vorne.
guillotine-card-ignoble-noble = Unedler Edler
    .text = Bewege einen Adligen genau 4 Plätze nach vorne.
# (Regel: „den Idioten“)
guillotine-card-lidiot = Der Idiot
    .text = Bewege einen Adligen bis zu 2 Plätze nach vorne.
guillotine-card-was-that-my-name = War das mein Name?
    .text = Bewege einen Adligen bis zu 3 Plätze nach vorne.
guillotine-card-civic-pride = Bürgerstolz
    .text = Bewege einen grünen Adligen bis zu 2 Plätze nach vorne.
guillotine-card-military-might = Militärische Macht
    .text = Bewege einen roten Adligen bis zu 2 Plätze nach vorne.
guillotine-card-majesty = Majestät
    .text = Bewege einen violetten Adligen bis zu 2 Plätze nach vorne.
guillotine-card-trip = Beinchen gestellt
    .text = Bewege einen Adligen genau 1 Platz nach hinten; danach darfst du noch eine Aktionskarte spielen.
guillotine-card-friend-of-the-queen = Freund der Königin
    .text = Bewege einen Adligen bis zu 2 Plätze nach hinten.
guillotine-card-fainting-spell = Ohnmachtsanfall
    .text = Bewege einen Adligen bis zu 3 Plätze nach hinten.
guillotine-card-public-demand = Volkes Wille
    .text = Stelle einen beliebigen Adligen an die Spitze der Reihe.
guillotine-card-let-them-eat-cake = Sollen sie doch Kuchen essen
    .text = Marie Antoinette kommt an die Spitze der Reihe, falls sie darin steht.
guillotine-card-lack-of-faith = Glaubensmangel
    .text = Der blaue Adlige, der der Spitze am nächsten steht, kommt an die Spitze.
guillotine-card-forward-march = Vorwärts marsch!
    .text = Stelle eine Palastwache aus der Reihe an die Spitze.
guillotine-card-bribed-guards = Bestochene Wachen
    .text = Der vorderste Adlige geht ans Ende der Reihe.
guillotine-card-the-long-walk = Der lange Weg
    .text = Kehre die Reihenfolge der ganzen Reihe um.
guillotine-card-opinionated-guards = Eigensinnige Wachen
    .text = Ordne die ersten 4 Adligen der Reihe beliebig neu.
guillotine-card-milling-in-line = Gedränge
    .text = Mische die ersten 5 Adligen der Reihe.
guillotine-card-escape = Flucht!
    .text = Lege 2 zufällige Adlige aus der Reihe ab und mische dann die Reihe.
guillotine-card-mass-confusion = Großes Durcheinander
    .text = Mische die Reihe in den Adelsstapel und lege eine neue Reihe gleicher Länge aus.
guillotine-card-fled-to-england = Nach England geflohen
    .text = Lege einen beliebigen Adligen aus der Reihe ab.
guillotine-card-clothing-swap = Kleidertausch
    .text = Lege einen Adligen aus der Reihe ab; der oberste Adlige des Stapels nimmt seinen Platz ein.
guillotine-card-extra-cart = Zusätzlicher Karren
    .text = Lege die obersten 3 Adligen des Adelsstapels ans Ende der Reihe.
# (Regel)
guillotine-card-late-arrival = Späte Ankunft
    .text = Sieh dir die obersten 3 Adligen des Adelsstapels an: Lege einen ans Ende der Reihe und die beiden anderen ab.
# (Regel: „Warte mal“; das Ausrufezeichen wie im Englischen)
guillotine-card-wait-a-moment = Warte mal!
    .text = Wird gespielt, wenn ein anderer Spieler gleich einen Adligen aus der Reihe köpft (bei jedem seiner Köpfe in diesem Zug): Mische die Reihe; er nimmt danach den neuen vordersten Adligen.
guillotine-card-double-feature = Doppelvorstellung
    .text = Köpfe in diesem Zug einen zusätzlichen Adligen vorne aus der Reihe.
guillotine-card-after-you = Nach Ihnen …
    .text = Der vorderste Adlige kommt in den Punktestapel eines anderen Spielers, als hätte der ihn geköpft.
guillotine-card-political-influence = Politischer Einfluss
    .text = Köpfe in diesem Zug keinen Adligen; ziehe am Ende des Zuges 3 zusätzliche Aktionskarten.
# (Regel)
guillotine-card-scarlet-pimpernel = Scharlachroter Rächer
    .text = Der Tag endet nach diesem Zug: Der Rest der Reihe wird abgelegt.
guillotine-card-rush-job = Eilauftrag
    .text = Der gewählte Spieler darf in seinem nächsten Zug keine Aktionskarte spielen.
guillotine-card-missed = Daneben!
    .text = Der gewählte Spieler stellt den zuletzt von ihm geköpften Adligen ans Ende der Reihe.
# (Regel)
guillotine-card-missing-heads = Fehlende Köpfe
    .text = Der gewählte Spieler mischt seinen Punktestapel und legt den obersten Adligen ab.
# (Regel)
guillotine-card-clerical-error = Verzählt
    .text = Du und der gewählte Spieler nehmt euch je einen Adligen eurer Wahl aus dem Punktestapel des anderen (du wählst zuerst).
# (Regel)
guillotine-card-forced-break = Zwangspause
    .text = Jeder andere Spieler legt eine zufällige Aktionskarte aus seiner Hand ab.
guillotine-card-infighting = Streitereien
    .text = Der gewählte Spieler legt 2 Aktionskarten seiner Wahl ab.
guillotine-card-lack-of-support = Mangelnde Unterstützung
    .text = Sieh dir die Hand des gewählten Spielers an und lege eine Karte daraus ab.
guillotine-card-information-exchange = Informationsaustausch
    .text = Tausche die Hand mit dem gewählten Spieler.
# (Regel)
guillotine-card-rain-delay = Regenpause
    .text = Alle Handkarten werden in den Aktionsstapel gemischt; jeder bekommt 5 neue Karten.
guillotine-card-rat-break = Rattenpause
    .text = Nimm eine beliebige Aktionskarte vom Ablagestapel der Aktionskarten auf die Hand.
guillotine-card-twist-of-fate = Schicksalswende
    .text = Lege eine beliebige offene Aktionskarte ab, die vor einem Spieler liegt.
# (Regel)
guillotine-card-callous-guards = Herzlose Wachen
    .text = Bleibt vor dir liegen: Niemand, auch du nicht, darf eine Karte spielen, die die Reihe ändert (Adlige bewegt, hinzufügt oder entfernt). Du darfst sie in deiner Aktionsphase ablegen (das ist nicht deine Aktionskarte); deine eigene Reihenkarte oder „Warte mal!“ legt sie vorher ab.
guillotine-card-church-support = Kirchliche Unterstützung
    .text = Bleibt vor dir liegen: +1 Punkt pro blauem Adligen in deinem Punktestapel.
guillotine-card-civic-support = Bürgerliche Unterstützung
    .text = Bleibt vor dir liegen: +1 Punkt pro grünem Adligen in deinem Punktestapel.
# (Regel)
guillotine-card-military-support = Militärische Unterstützung
    .text = Bleibt vor dir liegen: +1 Punkt pro rotem Adligen in deinem Punktestapel.
guillotine-card-fountain-of-blood = Blutbrunnen
    .text = Bleibt vor dir liegen: +2 Punkte.
# (Regel)
guillotine-card-indifferent-public = Gleichgültiges Volk
    .text = Bleibt vor dir liegen: Jeder graue Adlige in deinem Punktestapel zählt +1 statt seines Werts.
guillotine-card-foreign-support = Ausländische Unterstützung
    .text = Bleibt vor dir liegen: Ziehe jedes Mal eine zusätzliche Aktionskarte, wenn du einen violetten Adligen köpfst.
guillotine-card-tough-crowd = Schwieriges Publikum
    .text = Bleibt vor einem anderen Spieler liegen: −2 Punkte für ihn.

## Rückblick: ein beendeter Tag, so wie er jetzt öffentlich ist (cogs/guillotine/review.py)

guillotine-review-title = **Guillotine · Rückblick auf Tag { $day }**
guillotine-review-line = **Die Reihe zu Beginn des Tages**, von der Guillotine aus:
guillotine-review-noble = { $position }. { $noble }
guillotine-review-points-head = **Punkte**, an diesem Tag und insgesamt:
guillotine-review-points = { $who }: { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    } an diesem Tag, { $total } insgesamt
