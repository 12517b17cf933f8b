### Die Wörter, die alle Tische teilen: Lobby, Tisch, Züge, Hände, Ranglisten,
### Statistiken, Einstellungen, Hilfe, die gemeinsamen Befehle und die Ablehnungen.
### Wir duzen die Spieler, wie es Spiele auf Discord tun; die Namen der Berechtigungen und
### „Server verwalten“ sind die der deutschen Discord-Oberfläche.
### Begriffe: „Tisch“ für eine eröffnete Partie (wie am Kartentisch), „Lobby“ für den Tisch
### vor dem Start (so sagen es deutsche Spieler online), „Thread“ wie bei Discord.

## Wörter in anderen Sätzen

tables-and = und
tables-nobody = niemand
# Ein Platz: 1., 2., 3.
tables-ordinal = { $of ->
   *[player] { $form ->
       *[other] { $number }.
    }
    [place] { $form ->
       *[other] { $number }.
    }
}
tables-player-fallback = Spieler { $digits }
tables-no-cards = Keine Karten

## Die Lobby

tables-opened-by = **{ $title }**-Tisch eröffnet von { $host }
tables-turn-timer = { $seconds } s pro Zug
tables-free-seat = — frei (ein Computer, wenn niemand kommt)
# Der Name eines Computerspielers, mit seinem Platz in der Sprache des Tisches gespeichert.
tables-computer-name = Computer { $number }
tables-computer-for = { $name } (Computer)
tables-lobby-next = Drück **Mitspielen**; dann startet der Gastgeber das Spiel (freie Plätze übernimmt der Computer).
tables-game-started = Das Spiel hat begonnen.
tables-abandoned = Dieser Tisch wurde aufgegeben: Es werden keine Ergebnisse gespeichert.
tables-lobby-closed = Dieser Tisch ist nicht mehr offen.
# Ein Klick auf eine Nachricht eines Tischs, den der Bot nicht kennt (aufgegeben oder mit seiner Datenbank verloren).
tables-table-gone = Diesen Tisch gibt es nicht mehr: Er wurde aufgegeben, oder der Bot kennt ihn nicht mehr. Eröffne einen neuen Tisch, um zu spielen.
tables-button-join = Mitspielen
tables-button-leave = Verlassen
tables-button-bot = Computer hinzufügen
tables-button-start = Starten
tables-button-cancel = Abbrechen
tables-thread-name = { $title } · Tisch von { $host }
tables-thread-deleted = Der Thread dieses { $title }-Spiels wurde gelöscht: Das Spiel geht hier weiter.
tables-missing-permissions = Ich kann diesen Tisch nicht zeigen: Ich brauche hier { $count ->
    [one] die Berechtigung { $names }
   *[other] die Berechtigungen { $names }
}. Ein Admin des Servers kann sie erteilen. Das Spiel läuft so lange weiter, und der Tisch erscheint, sobald ich schreiben darf.
tables-permission-view-channel = Kanal ansehen
tables-permission-attach-files = Dateien anhängen
tables-permission-send-messages = Nachrichten senden
tables-permission-send-messages-in-threads = Nachrichten in Threads senden

## Züge, Zeit und Plätze

tables-deadline = ⏱ Die Zeit läuft { $when } ab.
tables-window = ⏳ Die Frist für **{ $title }** endet { $when }.
tables-window-untitled = ⏳ Die Frist, außer der Reihe zu spielen, endet { $when }.
tables-hand-deadline = ⏱ Deine Zeit läuft { $when } ab: Dann spielt der Computer für dich.
tables-turn-ping = 🔔 { $who }: Du bist am Zug.
tables-turn-ping-deadline = 🔔 { $who }: Du bist am Zug, die Zeit läuft { $when } ab.
tables-start-ping = 🃏 Das Spiel beginnt hier: { $who }.
tables-away-notice = 💤 { $who } hat zweimal hintereinander nicht gespielt: Ab jetzt übernimmt der Computer diesen Platz. Drück **Platz zurücknehmen**, um wieder zu spielen.
tables-replaced-notice = Ein Computer hat den Platz von { $name } übernommen. { $name } kann **Platz zurücknehmen** drücken, um wieder zu spielen.
tables-away-hand = Der Computer hat deinen Platz übernommen. Drück **Platz zurücknehmen**, um wieder zu spielen.
tables-abandoned-by = Der { $title }-Tisch hier wurde aufgegeben: Es werden keine Ergebnisse gespeichert.

## Hände

tables-button-hand = Meine Karten
tables-button-hint = Tipp
tables-button-take-back = Platz zurücknehmen
tables-hand-expired = Diese Ansicht ist abgelaufen: Drück **Meine Karten** unter der Tischnachricht.
tables-hand-replaced = Du hast deine Karten noch einmal geöffnet: Benutze die neuere Nachricht.
tables-watch-only = Du spielst an diesem Tisch nicht mit: Du kannst nur zuschauen.
tables-hints-off = An diesem Tisch gibt es keine Tipps.
tables-hint-out-of-date = Dieser Tipp ist veraltet: Drück noch einmal **Meine Karten**.
tables-hint-noted = (Genutzte Tipps stehen auf dem Punkteblatt.)
tables-nothing-to-look-back = In diesem Spiel gibt es nichts, was du dir noch einmal ansehen kannst.
tables-choose-one = Wähl genau eine Option.
tables-choose-from-list = Wähl aus der Liste.
tables-menu-more = Weiter…
tables-menu-first-page = Zurück zur ersten Seite
tables-something-went-wrong = Bei diesem Klick ist etwas schiefgegangen; versuch es bitte noch einmal.

## Bilder: der Dateiname und der Alternativtext

tables-image-table = tisch.png
    .alt = Der aktuelle Stand am Tisch
tables-image-hand = karten.png
    .alt = Deine Karten
tables-image-scoresheet = punkteblatt.png
    .alt = Das Punkteblatt nach der Runde
tables-image-standings = endstand.png
    .alt = Der Endstand
tables-image-deal = runde.png
    .alt = Wie die Runde endete
tables-image-trick = stich.png
    .alt = Der letzte Stich
tables-image-review = rueckblick.png
    .alt = Die Blätter, wie sie ausgeteilt wurden
tables-image-leaderboard = rangliste.png
    .alt = Die Rangliste dieses Servers

## Die Kartenbilder: der Buchstabe in der Ecke eines Asses oder einer Bildkarte und das
## Wort auf dem Joker (Tisch-, Hand- und Stichbild; das Punkteblatt des Barbu)

# Die Eckzeichen deutscher Blätter mit französischen Farben: K (König), D (Dame), B (Bube),
# A (Ass), wie auf Skat- und Rommé-Karten aus Altenburg.
tables-card-index = { $rank ->
    [A] A
    [K] K
    [Q] D
    [J] B
   *[other] { $rank }
}
# So steht es auf deutschen Jokern.
tables-card-joker = JOKER

## Rückblick: ein beendetes Spiel, so wie es jetzt öffentlich ist, privat gezeigt

tables-button-review = Rückblick
tables-review-not-over = Das ist noch nicht vorbei: Ein Rückblick zeigt ein Spiel, eine Partie oder einen Tag erst, wenn es zu Ende ist.
tables-review-page = -# Seite { $page } von { $pages }
tables-review-previous = Vorige Seite
tables-review-next = Nächste Seite

## Noch eine Runde

tables-button-again = Nochmal spielen
tables-again-not-over = Dieser Tisch ist noch nicht fertig: **Nochmal spielen** gibt es erst am Ende.
tables-again-already = Von diesem Tisch aus wurde schon ein neuer eröffnet: { $where }
tables-again-link = Zum neuen Tisch

## Rangliste und Statistik

tables-leaderboard-title = { $game } · Rangliste
tables-leaderboard-empty = Noch keine beendeten Spiele
tables-column-rank = #
tables-column-name = Spieler
tables-column-played = Gespielt
tables-column-wins = Siege
tables-column-avg-place = Ø Platz
tables-column-rating = Wertung
tables-leaderboard-line = { $rank }. { $name } — Wertung { $rating }, { $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
} in { $unit ->
    [series] { $played ->
        [one] { $played } Partie
       *[other] { $played } Partien
    }
    [match] { $played ->
        [one] { $played } Partie
       *[other] { $played } Partien
    }
   *[other] { $played ->
        [one] { $played } Spiel
       *[other] { $played } Spielen
    }
}
tables-no-leaderboard = { $unit ->
    [series] Noch keine beendete { $title }-Partie auf diesem Server: Starte eine mit `/{ $command } { $start }`!
    [match] Noch keine beendete { $title }-Partie auf diesem Server: Starte eine mit `/{ $command } { $start }`!
   *[other] Noch kein beendetes { $title }-Spiel auf diesem Server: Starte eins mit `/{ $command } { $start }`!
}
tables-no-stats = { $unit ->
    [series] { $name } hat hier noch keine { $title }-Partie beendet.
    [match] { $name } hat hier noch keine { $title }-Partie beendet.
   *[other] { $name } hat hier noch kein { $title }-Spiel beendet.
}
tables-stats-line = **{ $name }** · { $title }: { $unit ->
    [series] { $played ->
        [one] { $played } Partie
       *[other] { $played } Partien
    }
    [match] { $played ->
        [one] { $played } Partie
       *[other] { $played } Partien
    }
   *[other] { $played ->
        [one] { $played } Spiel
       *[other] { $played } Spiele
    }
}, { $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
}, Ø Platz { $place }, bestes Ergebnis { $best }, { $rated ->
    [yes] Wertung { $rating } ({ $rank } Platz auf diesem Server)
   *[no] noch keine Wertung (dafür braucht es ein Spiel mit einem anderen Mitglied)
}

## Saisons

# Eine Saison ohne eigenen Namen heißt nach ihrer Nummer.
tables-season-number = Saison { $number }
# Die erste Zeile einer Rangliste oder Statistik: welche Ergebnisse sie zählt. $season ist
# der Name der Saison (tables-season-number, ein Monat mit Jahr oder der vergebene Name).
tables-season-shown = { $which ->
    [current] Laufende Saison: **{ $season }**
    [past] Vergangene Saison: **{ $season }**
   *[all] Alle Saisons zusammen
}
tables-leaderboard-season-title = { $which ->
    [all] { $game } · Rangliste aller Saisons
   *[season] { $game } · { $season }
}
tables-no-season-leaderboard = { $unit ->
    [series] In dieser Saison wurde noch keine { $title }-Partie beendet.
    [match] In dieser Saison wurde noch keine { $title }-Partie beendet.
   *[other] In dieser Saison wurde noch kein { $title }-Spiel beendet.
}
tables-no-season-stats = { $unit ->
    [series] { $name } hat in dieser Saison noch keine { $title }-Partie beendet.
    [match] { $name } hat in dieser Saison noch keine { $title }-Partie beendet.
   *[other] { $name } hat in dieser Saison noch kein { $title }-Spiel beendet.
}
tables-season-choice-current = { $season } (laufend)
tables-season-choice-all = Alle Saisons zusammen
tables-season-unknown = Dieser Server hat keine { $title }-Saison mit diesem Namen: Wähle eine aus der Liste.
tables-season-manager-only = Nur Mitglieder mit „Server verwalten“ können eine Saison starten oder ändern, wie lange Saisons dauern.
tables-season-started = **{ $season }** von { $title } beginnt: Rangliste und Wertungen fangen bei null an. Frühere Saisons bleiben mit der Option `{ $option }` von `/{ $command } { $leaderboard }` lesbar.
tables-season-monthly = Ab jetzt beginnt am ersten Tag jedes Monats (UTC) eine neue { $title }-Saison, benannt nach ihrem Monat. Die laufende Saison, **{ $season }**, endet mit diesem Monat.
tables-season-by-hand = { $title }-Saisons wechseln nicht mehr von selbst: **{ $season }** dauert, bis ein Mitglied mit „Server verwalten“ die nächste startet.
tables-command-season = saison
tables-command-season-description = Die Saisons dieses Servers (Mitglieder mit „Server verwalten“)
tables-command-season-start = starten
tables-command-season-start-description = Eine neue Saison starten: Rangliste und Wertungen beginnen von vorn
tables-command-season-auto = automatisch
tables-command-season-auto-description = Jeden Monat von selbst eine neue Saison starten, oder damit aufhören
tables-option-season = saison
tables-option-season-description = Welche Saison (die laufende, wenn leer), oder alle zusammen
tables-option-season-name = name
tables-option-season-name-description = Der Name der neuen Saison (sonst ihre Nummer)
tables-option-season-length = dauer
tables-option-season-length-description = Wie lange jede Saison dauert
tables-season-length-monthly = Einen Kalendermonat
tables-season-length-off = Bis jemand die nächste startet

## Befehle: Antworten

tables-error-check = Diesen Befehl kannst du hier nicht benutzen.
tables-error-transformer = Eine der Optionen passt hier nicht (ist das Mitglied auf diesem Server?).
tables-error-command = Bei diesem Befehl ist etwas schiefgegangen; versuch es bitte noch einmal.
tables-choose-level = Wähl die Stärke des Computers aus der Liste.
tables-computers-range = Erlaubt sind 0 bis { $most } Computerspieler.
tables-timer-range = Die Zugzeit muss zwischen 30 und 600 Sekunden liegen.
tables-think-time-range = Die Bedenkzeit muss zwischen 100 und 2000 ms liegen.
tables-no-table = { $kind ->
    [open] Hier gibt es keinen offenen { $title }-Tisch.
   *[running] Hier läuft kein { $title }-Spiel.
}
tables-host-or-manager = { $what ->
    [abandon] Nur der Gastgeber oder ein Mitglied mit „Server verwalten“ kann einen Tisch aufgeben.
   *[replace] Nur der Gastgeber oder ein Mitglied mit „Server verwalten“ kann einen Spieler ersetzen.
}
tables-unknown-topic = Wähl ein Thema aus der Liste (oder keins für den Überblick).
tables-rules-overview = Überblick
tables-rules-more = Mehr: { $topics }
tables-settings-manager-only = Nur Mitglieder mit „Server verwalten“ können die Einstellungen dieses Servers ändern.
tables-settings-chosen = Neue Tische auf diesem Server spielen auf **{ $chosen }** (mit diesem Befehl eingestellt).
tables-settings-default = Dieser Server hat keine Sprache eingestellt: Neue Tische spielen auf **{ $chosen }** (die Discord-Sprache des Servers, wenn der Bot sie spricht, sonst Englisch).
tables-settings-changed = Ab jetzt spielen neue Tische auf diesem Server auf **{ $chosen }**. Mit der Option `{ $option }` von `{ $start }` bekommt ein einzelner Tisch trotzdem eine andere Sprache.

## /help

tables-help-head = **Kartenspiele auf diesem Server.** Such dir eins aus und eröffne einen Tisch in einem Kanal:
# Die Befehle in Backticks heißen so, wie Discord sie dem Leser zeigt: $start, $rules,
# $leaderboard, $stats, $option sind die Befehlsnamen der Kataloge in dieser Sprache.
tables-help-game = **{ $title }**: { $summary }
    ↳ `/{ $name } { $start }` eröffnet einen Tisch · `/{ $name } { $rules }` erklärt die Regeln
tables-help-tail = Die Antworten zu den Regeln siehst nur du. Jedes Spiel hat auch `{ $leaderboard }` und `{ $stats }` für die Ergebnisse dieses Servers, zum Beispiel `/{ $first } { $leaderboard }`.

## Befehle: Namen (klein, ohne Leerzeichen), Beschreibungen, Optionen, Auswahlen

tables-command-help = hilfe
tables-command-help-description = Die Spiele, die du hier spielen kannst, und wie es losgeht
tables-command-leaderboard = rangliste
tables-command-leaderboard-description = Die besten Spieler dieses Servers
tables-command-stats = statistik
tables-command-stats-description = Die Bilanz eines Spielers auf diesem Server
tables-command-abandon = aufgeben
tables-command-abandon-description = Den Tisch hier ohne Ergebnis beenden
tables-command-replace = ersetzen
tables-command-replace-description = Den Platz eines Spielers an den Computer geben
tables-command-settings = einstellungen
tables-command-settings-description = Die Einstellungen dieses Servers (Mitglieder mit „Server verwalten“)
tables-option-member = mitglied
tables-option-stats-member-description = Wessen Bilanz (deine, wenn leer)
tables-option-replace-member-description = Der Spieler, der gegangen ist
tables-option-language = sprache
tables-option-settings-language-description = Die Sprache neuer Tische auf diesem Server
tables-option-start-language-description = Die Sprache des Tisches (sonst die des Servers)
tables-option-think-ms-description = Millisekunden Bedenkzeit des starken Computers pro Entscheidung (Standard 500)
tables-language-en = English
tables-language-fr = Français
tables-language-de = Deutsch
tables-language-nl = Nederlands

## Ablehnungen: was der Tisch ablehnt, und warum

tables-refused-not-now = Das geht gerade nicht.
tables-refused-not-your-turn = Du bist nicht am Zug.
tables-refused-already-started = An diesem Tisch wird schon gespielt.
tables-refused-closed = Dieser Tisch ist geschlossen.
tables-refused-no-room-for-computers = Für so viele Computerspieler ist kein Platz.
tables-refused-already-seated = Du sitzt schon an diesem Tisch.
tables-refused-table-full = Dieser Tisch ist voll.
tables-refused-not-seated = Du sitzt nicht an diesem Tisch.
tables-refused-host-cannot-leave = Du bist der Gastgeber: Schließ den Tisch mit **Abbrechen**.
tables-refused-host-only = { $what ->
    [add-computer] Nur der Gastgeber kann einen Computerspieler dazuholen.
    [start] Nur der Gastgeber kann das Spiel starten.
   *[cancel] Nur der Gastgeber kann den Tisch schließen.
}
tables-refused-already-closed = Dieser Tisch ist schon geschlossen.
tables-refused-nothing-to-replace = Ersetzen kann man nur in einem laufenden Spiel.
tables-refused-member-not-seated = Dieses Mitglied sitzt nicht an diesem Tisch.
tables-refused-not-running = Dieses Spiel läuft nicht mehr.
tables-refused-seat-already-yours = Du spielst schon selbst.
tables-refused-no-seat-to-take-back = Du hast an diesem Tisch keinen Platz, den du zurücknehmen kannst.
tables-refused-no-such-level = Eine Computerstärke „{ $level }“ gibt es nicht.
tables-refused-not-playing = Du spielst an diesem Tisch nicht mit.
tables-refused-seat-away = Der Computer hat deinen Platz übernommen: Drück **Platz zurücknehmen**, um wieder zu spielen.
tables-refused-out-of-date = Diese Auswahl ist veraltet: Drück noch einmal **Meine Karten**.
tables-refused-hint-not-your-turn = Tipps gibt es nur, wenn du am Zug bist.
tables-refused-moved-on = Das Spiel ist inzwischen weitergegangen: Frag noch einmal.
tables-refused-not-stored = Dein Zug wurde nicht gespielt: Die Datenbank des Tisches hat nicht geantwortet. Es hat sich nichts geändert; versuch es gleich noch einmal.
tables-refused-unsettled = Der Tisch wartet auf seine Datenbank, daher konnte dein Zug noch nicht bestätigt werden. Das Spiel geht von selbst weiter; deine Karten zeigen dann, ob er angekommen ist.
tables-move-played-hand-failed = Dein Zug wurde gespielt, aber deine Karten konnten gerade nicht angezeigt werden: Drück **Meine Karten**, um sie zu sehen.
tables-waiting-fault = Dieser Tisch wartet auf seine Datenbank; das Spiel geht von selbst weiter.
tables-going-on = Die Datenbank antwortet wieder: Das Spiel geht weiter.
tables-refused-not-a-player = Nur wer an diesem Tisch spielt, kann von hier aus einen neuen eröffnen.
tables-refused-not-over = Dieses Spiel ist noch nicht vorbei.
tables-refused-bad-options = Diese Optionen passen in diesem Spiel nicht zusammen.

## /<spiel> verlauf: die zuletzt beendeten Tische eines Spiels auf einem Server (cogs/tables/history.py)

tables-command-history = verlauf
tables-command-history-description = Die zuletzt beendeten Tische dieses Spiels hier, oder die eines Mitglieds
tables-option-history-member-description = Nur die Tische, an denen dieses Mitglied gespielt hat
tables-history-title = Die letzten { $title }-Tische auf diesem Server
tables-history-title-member = Die letzten { $title }-Tische von { $name }
tables-history-none = Auf diesem Server wurde noch kein { $title }-Tisch zu Ende gespielt.
tables-history-none-member = Dieses Mitglied hat hier noch keinen { $title }-Tisch zu Ende gespielt.
tables-history-finished = **{ $title }**, beendet am { $when }:
tables-history-abandoned = **{ $title }**, aufgegeben am { $when }; die Punkte beim Abbruch:
tables-history-place = { $place } { $name }: { $score }
tables-history-score = { $name }: { $score }
tables-history-previous = Neuere
tables-history-next = Ältere
tables-history-record = Protokoll
tables-history-record-file = protokoll-{ $table }.json
tables-history-record-sent = Das Protokoll dieses { $title }-Tisches: jeder Zug, und die Karten nur so, wie der Tisch sie gezeigt hat.
tables-history-no-record = Zu diesem Tisch gibt es kein Protokoll: Er wird noch gespielt, oder er gehört nicht zu diesem Server.
tables-history-someone = dieses Mitglied
tables-history-scoresheet = Punkteblatt
tables-history-no-scoresheet = Zu diesem Tisch gibt es kein Punkteblatt: Er wurde nicht zu Ende gespielt, oder er gehört nicht zu diesem Server.
