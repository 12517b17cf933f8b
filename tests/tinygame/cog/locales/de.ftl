# High Card, ein Spiel der Tests (tests/tinygame).
highcard-name = Hohe Karte
highcard-cmd-group = Hohe Karte spielen
highcard-cmd-start = starten
highcard-cmd-start-description = Einen Tisch für Hohe Karte in diesem Kanal eröffnen
highcard-cmd-computer = computer
highcard-cmd-computer-description = Gegen den Computer spielen
highcard-cmd-rules = regeln
highcard-lobby-tricks = { $tricks } Stiche
highcard-status-turn = Stich { $trick }: { $name } ist dran.
highcard-status-won = { $name } gewinnt.
highcard-status-tie = Unentschieden.
highcard-trick = Stich { $trick }
highcard-hand-title = Karten von { $name }
highcard-play-a-card = Du bist dran: spiel eine Karte.
highcard-waiting = Warte, bis du dran bist.
highcard-timed-out = ⏱ Zeit abgelaufen für { $who }: Der Computer hat übernommen und { $card } gespielt.
highcard-hint = 💡 Der starke Computer hätte { $card } gespielt.
highcard-over = **Hohe Karte** ist vorbei.
highcard-final-line = { $name }: { $tricks ->
        [one] ein Stich
       *[other] { $tricks } Stiche
    }
highcard-refused-not-in-hand = Du hast { $card } nicht.
