### Gin Slaughtre auf Deutsch: die /slaughter-Befehle, Statuszeile und Spielstand des
### Tischs, was jeder Zug bewirkt hat, Aufforderungen, Knöpfe und Menüs der Hand, die
### Zusammenfassungen, die Wörter der Tisch- und Handbilder und die Ablehnungen der Engine.
### Variablen: $name, $winner, $loser, $by (Namen), $count (eine Zahl), $rank (ein Rang:
### 1 Ass … 11 Bube, 12 Dame, 13 König, 14 Joker), $card / $cards (Karten, schon als 7♥,
### Q♠ geschrieben), $game (die Nummer eines Spiels).
# Der Spieler wird geduzt, wie in allen Spielen auf Discord.
# Wortwahl: „offene Karten“ (die drei Karten, die offen vor jedem Spieler liegen), der
# „Stapel“ (der Ablagestapel, auf den gespielt wird; „Ablagestapel“ ist für Knöpfe zu
# lang), der „Talon“ (die restlichen Karten zum Nachziehen, wie beim Skat; so bleibt er
# vom Stapel klar getrennt), ein „Satz“ (3 oder 4 Karten eines Rangs, „Drilling“ oder
# „Vierling“) und eine „Reihe“ (3 oder mehr aufeinanderfolgende Karten einer Farbe), wie
# beim Rommé. Ein „Spiel“ ist eine ausgespielte Runde; die „Partie“ gewinnt, wer zuerst
# 1, 3 oder 5 Spiele gewinnt. „Bube“ statt „Junge“, wie am Kartentisch üblich. Die
# Karten tragen die deutschen Buchstaben (K, D, B: tables-card-index), im Bild wie im Text.

## Die /slaughter-Befehle

slaughter-cmd-group = Spiel Gin Slaughtre, ein Duell ums Loswerden der Karten
slaughter-cmd-start = starten
slaughter-cmd-start-description = Fordere ein Mitglied oder einen Computerspieler heraus
slaughter-cmd-opponent = gegner
slaughter-cmd-opponent-description = Das Mitglied, das du herausforderst (leer: jemand kann beitreten, sonst spielt der Computer)
slaughter-cmd-computer = computer
slaughter-cmd-computer-description = Sofort gegen einen Computerspieler spielen
slaughter-cmd-level = stufe
slaughter-cmd-level-description = Wie der Computerspieler spielt
slaughter-cmd-match = partie
slaughter-cmd-match-description = Spiele, die man zum Gewinn der Partie braucht
slaughter-cmd-turn-timer = zugzeit
slaughter-cmd-turn-timer-description = Sekunden pro Zug, bevor der Computer für den Spieler spielt
slaughter-cmd-rules = regeln
slaughter-cmd-rules-description = So wird Gin Slaughtre gespielt
slaughter-cmd-topic = thema
slaughter-cmd-topic-description = Ein Teil der Regeln (leer: der Überblick)
slaughter-level-basic = Einfach (regelbasiert)
slaughter-level-strong = Stark (schätzt deine verdeckten Karten)
slaughter-match-choice-1 = Auf 1 Sieg
slaughter-match-choice-3 = Auf 3 Siege
slaughter-match-choice-5 = Auf 5 Siege

## Einen Tisch eröffnen

slaughter-wrong-match = Eine Partie geht über 1, 3 oder 5 gewonnene Spiele.
slaughter-not-both = Fordere ein Mitglied heraus oder spiel gegen den Computer, nicht beides.
slaughter-another-member = Fordere ein anderes Mitglied dieses Servers heraus.
slaughter-challenge = { $opponent }, { $host } fordert dich zu Gin Slaughtre heraus: Drück oben am Tisch auf **Mitspielen**.
slaughter-first-to = auf { $count } { $count ->
        [one] Sieg
       *[other] Siege
    }

## Der Joker und der Name des Spiels

slaughter-joker = Joker
# The game's name, the same in every language (as on the cards' box).
slaughter-game-name = Gin Slaughtre

## Der Stand am Tisch

# Die erste Zeile des Tischs: das Spiel, seine Nummer, der Stand der Partie und ihre Länge.
slaughter-headline = **Gin Slaughtre · Spiel { $game }** · { $first } { $left } – { $right } { $second } · auf { $count } { $count ->
        [one] Sieg
       *[other] Siege
    }
slaughter-status-you-win-match = Du gewinnst die Partie { $high } – { $low }.
slaughter-status-wins-match = { $name } gewinnt die Partie { $high } – { $low }.
slaughter-status-both-ready = Beide Spieler sind bereit.
slaughter-status-you-swapping = Karten ordnen: Du tauschst noch.
slaughter-status-you-and-swapping = Karten ordnen: Du und { $name } tauscht noch.
slaughter-status-swapping = Karten ordnen: { $names } { $count ->
        [one] tauscht
       *[other] tauschen
    } noch.
slaughter-status-your-turn = Du bist am Zug.
slaughter-status-to-play = { $name } ist am Zug.
slaughter-status-red-five-you = Rote 5: Du musst eine 5 oder niedriger oder eine 9 spielen.
slaughter-status-red-five = Rote 5: { $name } muss eine 5 oder niedriger oder eine 9 spielen.
slaughter-status-stock-empty = Der Talon ist leer.
slaughter-status-turn-cap = Zuglimit in { $count } { $count ->
        [one] Zug
       *[other] Zügen
    }: Dann gewinnt, wer weniger Karten übrig hat.

## Jedes beendete Spiel, eine Zeile unter dem Bild

slaughter-result = Spiel { $game }: { $name }, { $count } { $count ->
        [one] Karte
       *[other] Karten
    } Vorsprung
slaughter-result-cap = Spiel { $game }: { $name }, { $count } { $count ->
        [one] Karte
       *[other] Karten
    } Vorsprung (Zuglimit)

## Was gerade passiert ist, wie es die Tischnachricht über dem Bild sagt (ganze Sätze)

slaughter-news-played = { $name } hat { $cards } gespielt.
slaughter-news-played-upcards = { $name } hat { $cards } von den offenen Karten gespielt.
slaughter-news-start = { $name } fängt an.
slaughter-news-start-upcards = { $name } hat die kleinste offene Karte, { $rank ->
        [1] ein Ass
        [11] einen Buben
        [12] eine Dame
        [13] einen König
        [14] einen Joker
       *[other] eine { $rank }
    }, und fängt an.
slaughter-news-start-hand = { $name } hat die kleinste Karte auf der Hand, { $rank ->
        [1] ein Ass
        [11] einen Buben
        [12] eine Dame
        [13] einen König
        [14] einen Joker
       *[other] eine { $rank }
    }, und fängt an.
slaughter-news-take = { $name } hat den Stapel aufgenommen ({ $count } { $count ->
        [one] Karte
       *[other] Karten
    }).
slaughter-news-draw = { $name } konnte nicht spielen und hat eine Karte gezogen.
slaughter-news-burn = Die 9 verbrennt den Stapel, und { $name } spielt noch mal.
# Der Stapel fliegt raus: vier Karten eines Rangs ($rank wie oben) oder die obersten vier
# Karten einer Farbe ($suit: S, H, D, C).
slaughter-news-four-of-rank = Vier { $rank ->
        [1] Asse
        [2] Zweien
        [3] Dreien
        [4] Vieren
        [5] Fünfen
        [6] Sechsen
        [7] Siebenen
        [8] Achten
        [9] Neunen
        [10] Zehnen
        [11] Buben
        [12] Damen
        [13] Könige
       *[other] Joker
    }: Der Stapel fliegt raus, und { $name } spielt noch mal.
slaughter-news-four-of-suit = Viermal { $suit ->
        [S] Pik
        [H] Herz
        [D] Karo
       *[C] Kreuz
    } obenauf: Der Stapel fliegt raus, und { $name } spielt noch mal.
slaughter-news-joker = Joker: { $name } muss den Stapel aufnehmen ({ $count } { $count ->
        [one] Karte
       *[other] Karten
    }), und { $by } spielt noch mal.
slaughter-news-jack-empty = Bube: Der Talon ist leer, also zieht { $name } nichts.
slaughter-news-jack = Bube: { $name } hat auf der Suche nach einer 5 oder niedriger { $count } { $count ->
        [one] Karte
       *[other] Karten
    } gezogen.
slaughter-news-black-five-empty = Schwarze 5: Der Talon ist leer, also zieht { $name } nichts.
slaughter-news-black-five = Schwarze 5: { $name } zieht eine Karte.

## Der Alternativtext des Tischbilds, das, was ein Screenreader davon vorliest

slaughter-alt-seat = { $name }: { $count ->
        [0] keine Karten
        [one] { $count } Karte
       *[other] { $count } Karten
    } auf der Hand; offene Karten: { $cards }.
slaughter-alt-seat-no-upcards = { $name }: { $count ->
        [0] keine Karten
        [one] { $count } Karte
       *[other] { $count } Karten
    } auf der Hand, keine offenen Karten mehr.
slaughter-alt-pile = { $count ->
        [one] Auf dem Stapel liegt eine Karte: { $cards }.
       *[other] Auf dem Stapel liegen { $count } Karten, die oberste zuletzt: { $cards }.
    }
slaughter-alt-pile-top = Auf dem Stapel liegen { $count } Karten; die obersten { $shown }, die oberste zuletzt: { $cards }.
slaughter-alt-pile-empty = Der Stapel ist leer.
slaughter-alt-stock = { $stock ->
        [0] Der Talon ist leer
        [one] Im Talon liegt { $stock } Karte
       *[other] Im Talon liegen { $stock } Karten
    }; { $out ->
        [0] keine Karten aus dem Spiel
        [one] { $out } Karte aus dem Spiel
       *[other] { $out } Karten aus dem Spiel
    }.

## Die Beschriftungen des Tischbilds

slaughter-seat-in-hand = { $count } { $count ->
        [one] Karte
       *[other] Karten
    } auf der Hand
slaughter-seat-in-hand-dealer = { $count } { $count ->
        [one] Karte
       *[other] Karten
    } auf der Hand · gibt
slaughter-seat-out = fertig: keine Karten mehr
slaughter-seat-no-cards = keine Karten auf der Hand
slaughter-seat-playing-upcards = Hand leer: spielt die offenen Karten
slaughter-tag-ready = BEREIT
slaughter-tag-swapping = TAUSCHT
slaughter-tag-to-play = AM ZUG
slaughter-tag-to-play-low = AM ZUG · 5 ODER NIEDRIGER
slaughter-tag-winner = SIEGER
slaughter-label-upcards = Offene Karten
slaughter-label-none-left = keine mehr
slaughter-label-stock = Talon { $count }
slaughter-label-pile = Stapel { $count }
slaughter-label-pile-top = Stapel { $count } (oberste { $shown })
slaughter-label-empty-pile = leer
slaughter-label-out-of-play = Aus dem Spiel

## Zusammenfassungen und die Züge, die der Kanal erfährt

slaughter-game-over = **Spiel { $game }**: { $winner } gewinnt; { $loser } hatte noch { $count } { $count ->
        [one] Karte
       *[other] Karten
    }.
slaughter-game-over-cap = **Spiel { $game }**: { $winner } gewinnt (Zuglimit: weniger Karten übrig); { $loser } hatte noch { $count } { $count ->
        [one] Karte
       *[other] Karten
    }.
slaughter-match-over = **Gin Slaughtre: Die Partie ist vorbei.**
slaughter-timed-out = { $move ->
    [take] ⏱ Zeit abgelaufen für { $who }: Der Computer hat übernommen und den Stapel aufgenommen.
    [draw] ⏱ Zeit abgelaufen für { $who }: Der Computer hat übernommen und eine Karte gezogen.
    [ready] ⏱ Zeit abgelaufen für { $who }: Der Computer hat übernommen und Bereit gedrückt.
    [swap] ⏱ Zeit abgelaufen für { $who }: Der Computer hat übernommen und eine Karte getauscht.
   *[play] ⏱ Zeit abgelaufen für { $who }: Der Computer hat übernommen und { $cards } gespielt.
}
slaughter-hint = { $move ->
    [take] 💡 Der starke Computer hätte den Stapel aufgenommen.
    [draw] 💡 Der starke Computer hätte eine Karte gezogen.
    [ready] 💡 Der starke Computer hätte Bereit gedrückt.
    [swap] 💡 Der starke Computer hätte eine Karte getauscht.
   *[play] 💡 Der starke Computer hätte { $cards } gespielt.
}

## Die Hand

slaughter-arrange = Ordne deine Karten: Tausche beliebig oft eine Handkarte gegen eine deiner offenen Karten, dann drück auf **Bereit**.
slaughter-swap-placeholder = Handkarte gegen offene Karte tauschen
slaughter-swap-option = { $hand } (Hand) ↔ { $upcard } (offen)
slaughter-button-ready = Bereit
slaughter-pick-placeholder = Wähle eine Karte, einen Satz oder eine Reihe
slaughter-pick-then-play = Wähle die Karte(n) und drück dann auf Spielen.
slaughter-option-upcard = { $card } (offen)
slaughter-button-play = { $cards } spielen
slaughter-button-take = Stapel aufnehmen ({ $count } { $count ->
        [one] Karte
       *[other] Karten
    })
slaughter-button-draw = Ziehen (nichts passt)
slaughter-not-a-play = { $cards } kannst du jetzt nicht spielen.
# Nur ein erlaubter Zug: Der Tisch macht ihn selbst; die Hand sagt welchen, ohne Knopf.
slaughter-forced = { $move ->
    [draw] Du hast keine Karte zum Spielen und keinen Stapel zum Aufnehmen: Du ziehst eine Karte.
    [take] Du hast keine Karte zum Spielen und der Talon ist leer: Du nimmst den Stapel auf.
    [play] Dein einziger möglicher Zug ist { $cards }: Der Tisch spielt ihn für dich.
   *[other] Du hast nur einen möglichen Zug: Der Tisch macht ihn für dich.
}
slaughter-swap-title = Deine offenen Karten · tausch sie gegen Handkarten
slaughter-hand-title = { $upcards ->
        [yes] Deine offenen Karten
       *[no] Deine Hand
    } · { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }{ $pile ->
        [top] { " · " }oben liegt { $top }
        [empty] { " · " }der Stapel ist leer
       *[none] { "" }
    }{ $jokers ->
        [0] { "" }
       *[other] { " · " }{ $jokers } Joker
    }

## Die Ablehnungen der Engine (eine nur für dich sichtbare Antwort auf einen unerlaubten Klick)

slaughter-refused-match-over = Die Partie ist vorbei.
slaughter-refused-no-such-seat = Es gibt keinen Platz { $seat }.
slaughter-refused-not-your-turn = Du bist nicht am Zug.
slaughter-refused-pile-empty = Der Stapel ist leer: Es gibt nichts aufzunehmen.
slaughter-refused-can-play-no-draw = Du kannst spielen, also darfst du nicht ziehen (du darfst den Stapel aufnehmen).
slaughter-refused-stock-empty-take = Der Talon ist leer: Wenn keine Karte passt, nimm den Stapel auf.
slaughter-refused-swap-after-start = Das Spiel hat begonnen: Du kannst keine Karten mehr tauschen.
slaughter-refused-not-a-move = „{ $action }“ ist kein Zug: Spiel Karten, nimm den Stapel auf oder zieh.
slaughter-refused-already-ready = Du bist schon bereit: Wir warten auf deinen Gegner.
slaughter-refused-only-swap-or-ready = Vor dem Spiel kannst du nur eine Handkarte gegen eine offene Karte tauschen oder sagen, dass du bereit bist.
slaughter-refused-bad-swap = Ein Tausch nennt eine Handkarte und eine offene Karte.
slaughter-refused-swap-not-in-hand = Du hast { $card } nicht auf der Hand.
slaughter-refused-swap-not-upcard = { $card } ist keine deiner offenen Karten.
slaughter-refused-not-a-card = „{ $text }“ ist keine Karte.
slaughter-refused-listed-twice = Du hast { $card } zweimal angegeben.
slaughter-refused-upcard-too-soon = { $card } ist eine offene Karte: Die spielst du erst, wenn deine Hand leer ist.
slaughter-refused-not-held = Du hast { $card } nicht.
slaughter-refused-two-cards = Zwei Karten sind kein Zug: Spiel eine Karte, einen Satz aus 3 oder 4 Karten eines Rangs oder eine Reihe aus 3 oder mehr Karten einer Farbe.
slaughter-refused-red-five = Nach einer roten 5 musst du eine 5 oder niedriger oder eine 9 spielen.
slaughter-refused-joker-in-trick = Joker gehören nie zu einem Satz oder einer Reihe: Spiel einen Joker allein.
slaughter-refused-aces-low = Asse sind niedrig: Eine Reihe kann A-2-3 sein, aber nicht D-K-A.
slaughter-refused-not-set-or-run = Diese Karten sind weder ein Satz (3 oder 4 eines Rangs) noch eine Reihe (3 oder mehr aufeinanderfolgende einer Farbe).
# „Du kannst keine 6 auf eine Dame legen.“, „… drei Sechsen auf einen König …“, „… keine Reihe ab der 6 auf eine 7 …“
slaughter-refused-cannot-go-on = Du kannst { $kind ->
        [set] { $count ->
            [4] keine vier
           *[other] keine drei
        } { $rank ->
            [1] Asse
            [2] Zweien
            [3] Dreien
            [4] Vieren
            [5] Fünfen
            [6] Sechsen
            [7] Siebenen
            [8] Achten
            [9] Neunen
            [10] Zehnen
            [11] Buben
            [12] Damen
           *[13] Könige
        }
        [run] keine Reihe ab { $rank ->
            [1] dem Ass
            [11] dem Buben
            [12] der Dame
            [13] dem König
           *[other] der { $rank }
        }
       *[single] { $rank ->
            [1] kein Ass
            [11] keinen Buben
            [12] keine Dame
            [13] keinen König
            [14] keinen Joker
           *[other] keine { $rank }
        }
    } auf { $top ->
        [1] ein Ass
        [11] einen Buben
        [12] eine Dame
        [13] einen König
        [14] einen Joker
       *[other] eine { $top }
    } legen.

## Rückblick: ein beendetes Spiel, so wie es jetzt öffentlich ist (cogs/slaughter/review.py)

slaughter-review-title = **Gin Slaughtre · Rückblick auf Spiel { $game }**
slaughter-review-upcards = Die offenen Karten von { $name } zu Spielbeginn: { $cards }.
slaughter-review-turn = **{ $number }.** { $said }
