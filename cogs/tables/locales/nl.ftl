### De woorden die alle tafels delen: lobby, tafel, beurten, handen, ranglijsten,
### statistieken, instellingen, hulp, de gedeelde commando's en de weigeringen.
### We spreken de speler aan met "je", zoals spellen op Discord doen; de namen van de
### rechten en "Server beheren" zijn die van de Nederlandse Discord.
### Termen: "tafel" voor een geopend spel (zoals aan de kaarttafel), "lobby" voor de tafel
### vóór de start (zo zeggen Nederlandse en Vlaamse spelers het online), "thread" zoals Discord.

## Woorden in andere zinnen

tables-and = en
tables-nobody = niemand
# Een plaats: 1e, 2e, 3e.
tables-ordinal = { $of ->
   *[player] { $form ->
       *[other] { $number }e
    }
    [place] { $form ->
       *[other] { $number }e
    }
}
tables-player-fallback = Speler { $digits }
tables-no-cards = Geen kaarten

## De lobby

tables-opened-by = **{ $title }**-tafel geopend door { $host }
tables-turn-timer = { $seconds } s per beurt
tables-free-seat = — vrij (komt er niemand, dan speelt een computer)
# De naam van een computerspeler, bewaard met zijn plaats in de taal van de tafel.
tables-computer-name = Computer { $number }
tables-computer-for = { $name } (computer)
tables-lobby-next = Schuif aan; daarna drukt de gastheer op Starten (op lege plaatsen speelt een computer).
tables-game-started = Het spel is begonnen.
tables-abandoned = Deze tafel is opgegeven: er worden geen uitslagen bewaard.
tables-lobby-closed = Deze tafel is niet meer open.
# Een klik op een bericht van een tafel die de bot niet kent (opgegeven, of verloren met zijn database).
tables-table-gone = Deze tafel bestaat niet meer: ze is opgegeven, of de bot kent haar niet meer. Open een nieuwe tafel om te spelen.
tables-button-join = Meedoen
tables-button-leave = Verlaten
tables-button-bot = Computer toevoegen
tables-button-start = Starten
tables-button-cancel = Annuleren
tables-thread-name = { $title } · tafel van { $host }
tables-thread-deleted = De thread van dit { $title }-spel is verwijderd: het spel gaat hier verder.
tables-missing-permissions = Ik kan deze tafel niet tonen: ik heb hier { $count ->
    [one] het recht { $names } nodig. Een serverbeheerder kan het geven
   *[other] de rechten { $names } nodig. Een serverbeheerder kan ze geven
}; het spel gaat door en de tafel verschijnt zodra ik mag posten.
tables-permission-view-channel = Kanaal bekijken
tables-permission-attach-files = Bestanden bijvoegen
tables-permission-send-messages = Berichten versturen
tables-permission-send-messages-in-threads = Berichten versturen in threads

## Beurten, tijd en plaatsen

tables-deadline = ⏱ De tijd loopt af { $when }.
tables-window = ⏳ **{ $title }** spelen kan nog; dat stopt { $when }.
tables-window-untitled = ⏳ Buiten je beurt spelen kan nog; dat stopt { $when }.
tables-hand-deadline = ⏱ Je tijd loopt af { $when }: dan speelt de computer voor je.
tables-turn-ping = 🔔 { $who }, jij bent aan de beurt.
tables-turn-ping-deadline = 🔔 { $who }, jij bent aan de beurt; je tijd loopt af { $when }.
tables-start-ping = 🃏 Het spel begint hier: { $who }.
tables-away-notice = 💤 { $who } heeft twee beurten op rij gemist: vanaf nu neemt de computer die plaats over. Druk op **Plaats terugnemen** om weer mee te spelen.
tables-replaced-notice = Een computer speelt nu voor { $name }. { $name } kan op **Plaats terugnemen** drukken om weer mee te spelen.
tables-away-hand = De computer speelt nu voor je. Druk op **Plaats terugnemen** om weer mee te spelen.
tables-abandoned-by = De { $title }-tafel in dit kanaal is opgegeven: er worden geen uitslagen bewaard.

## Handen

tables-button-hand = Mijn kaarten
tables-button-hint = Tip
tables-button-take-back = Plaats terugnemen
tables-hand-expired = Deze weergave is verlopen: druk op **Mijn kaarten** onder het tafelbericht.
tables-hand-replaced = Je hebt je kaarten opnieuw geopend: gebruik het nieuwe bericht.
tables-watch-only = Je speelt niet mee aan deze tafel, maar je mag wel kijken.
tables-hints-off = Tips staan uit aan deze tafel.
tables-hint-out-of-date = Deze tip is verouderd: druk opnieuw op **Mijn kaarten**.
tables-hint-noted = (Gebruikte tips staan op het scoreblad.)
tables-nothing-to-look-back = In dit spel valt nog niets terug te kijken.
tables-choose-one = Kies één optie.
tables-choose-from-list = Kies uit de lijst.
tables-menu-more = Meer…
tables-menu-first-page = Terug naar de eerste pagina
tables-something-went-wrong = Er ging iets mis bij die klik; probeer het opnieuw.

## Afbeeldingen: de bestandsnaam en de alternatieve tekst

tables-image-table = tafel.png
    .alt = De tafel op dit moment
tables-image-hand = kaarten.png
    .alt = Je kaarten
tables-image-scoresheet = scoreblad.png
    .alt = Het scoreblad na het spel
tables-image-standings = eindstand.png
    .alt = De eindstand
tables-image-deal = spel.png
    .alt = Hoe het spel afliep
tables-image-trick = slag.png
    .alt = De vorige slag
tables-image-review = terugblik.png
    .alt = De handen zoals ze gedeeld zijn
tables-image-leaderboard = ranglijst.png
    .alt = De ranglijst van deze server

## De kaartbeelden: de letter in de hoek van een aas of een plaatje, en het woord op een
## joker (tafel-, hand- en slagafbeelding; het scoreblad van Barbu)

# De hoektekens van Nederlandse en Vlaamse spellen: H (heer), V (vrouw), B (boer), A (aas).
tables-card-index = { $rank ->
    [A] A
    [K] H
    [Q] V
    [J] B
   *[other] { $rank }
}
# Zo staat het op Nederlandse jokers.
tables-card-joker = JOKER

## Terugblik: een afgelopen spel zoals het nu openbaar is, privé getoond

tables-button-review = Terugblik
tables-review-not-over = Dit is nog niet afgelopen: een terugblik toont een spel, een partij of een dag pas als die voorbij is.
tables-review-page = -# Pagina { $page } van { $pages }
tables-review-previous = Vorige pagina
tables-review-next = Volgende pagina

## Nog eens spelen

tables-button-again = Nog eens spelen
tables-again-not-over = Aan deze tafel wordt nog gespeeld: Nog eens spelen kan pas aan het einde.
tables-again-already = Vanuit deze tafel is al een nieuwe tafel geopend: { $where }
tables-again-link = Naar de nieuwe tafel

## Ranglijst en statistieken

tables-leaderboard-title = { $game } · ranglijst
tables-leaderboard-empty = Nog geen afgelopen spellen
tables-column-rank = #
tables-column-name = Speler
tables-column-played = Spellen
tables-column-wins = Winst
tables-column-avg-place = Gem. plaats
tables-column-rating = Rating
tables-leaderboard-line = { $rank }. { $name } — rating { $rating }, { $wins ->
    [one] { $wins } overwinning
   *[other] { $wins } overwinningen
} in { $unit ->
    [series] { $played ->
        [one] { $played } partij
       *[other] { $played } partijen
    }
    [match] { $played ->
        [one] { $played } partij
       *[other] { $played } partijen
    }
   *[other] { $played ->
        [one] { $played } spel
       *[other] { $played } spellen
    }
}
tables-no-leaderboard = { $unit ->
    [series] Nog geen afgelopen { $title }-partij op deze server: begin er een met `/{ $command } { $start }`!
    [match] Nog geen afgelopen { $title }-partij op deze server: begin er een met `/{ $command } { $start }`!
   *[other] Nog geen afgelopen { $title }-spel op deze server: begin er een met `/{ $command } { $start }`!
}
tables-no-stats = { $unit ->
    [series] { $name } heeft hier nog geen { $title }-partij uitgespeeld.
    [match] { $name } heeft hier nog geen { $title }-partij uitgespeeld.
   *[other] { $name } heeft hier nog geen { $title }-spel uitgespeeld.
}
tables-stats-line = **{ $name }** · { $title }: { $unit ->
    [series] { $played ->
        [one] { $played } partij
       *[other] { $played } partijen
    }
    [match] { $played ->
        [one] { $played } partij
       *[other] { $played } partijen
    }
   *[other] { $played ->
        [one] { $played } spel
       *[other] { $played } spellen
    }
}, { $wins ->
    [one] { $wins } overwinning
   *[other] { $wins } overwinningen
}, gemiddelde plaats { $place }, beste score { $best }, { $rated ->
    [yes] rating { $rating } ({ $rank } plaats op deze server)
   *[no] nog geen rating (die krijg je na een spel met een ander lid)
}

## Seizoenen

# Een seizoen zonder eigen naam heet naar zijn nummer.
tables-season-number = Seizoen { $number }
# De eerste regel van een ranglijst of statistieken: welke uitslagen meetellen. $season is
# de naam van het seizoen (tables-season-number, een maand met jaar, of de gekozen naam).
tables-season-shown = { $which ->
    [current] Huidig seizoen: **{ $season }**
    [past] Vorig seizoen: **{ $season }**
   *[all] Alle seizoenen samen
}
tables-leaderboard-season-title = { $which ->
    [all] { $game } · ranglijst van alle seizoenen
   *[season] { $game } · { $season }
}
tables-no-season-leaderboard = { $unit ->
    [series] Dit seizoen is er nog geen { $title }-partij uitgespeeld.
    [match] Dit seizoen is er nog geen { $title }-partij uitgespeeld.
   *[other] Dit seizoen is er nog geen { $title }-spel uitgespeeld.
}
tables-no-season-stats = { $unit ->
    [series] { $name } heeft dit seizoen nog geen { $title }-partij uitgespeeld.
    [match] { $name } heeft dit seizoen nog geen { $title }-partij uitgespeeld.
   *[other] { $name } heeft dit seizoen nog geen { $title }-spel uitgespeeld.
}
tables-season-choice-current = { $season } (huidig)
tables-season-choice-all = Alle seizoenen samen
tables-season-unknown = Deze server heeft geen { $title }-seizoen met die naam: kies er een uit de lijst.
tables-season-manager-only = Alleen leden met het recht Server beheren kunnen een seizoen starten of de lengte van seizoenen wijzigen.
tables-season-started = **{ $season }** van { $title } begint: de ranglijst en ratings beginnen bij nul. Eerdere seizoenen blijven te zien met de optie `{ $option }` van `/{ $command } { $leaderboard }`.
tables-season-monthly = Vanaf nu begint op de eerste dag van elke maand (UTC) een nieuw { $title }-seizoen, genoemd naar zijn maand. Het huidige seizoen, **{ $season }**, eindigt met deze maand.
tables-season-by-hand = { $title }-seizoenen wisselen niet meer vanzelf: **{ $season }** duurt tot een lid met Server beheren het volgende start.
tables-command-season = seizoen
tables-command-season-description = De seizoenen van deze server (voor leden met Server beheren)
tables-command-season-start = starten
tables-command-season-start-description = Een nieuw seizoen starten: ranglijst en ratings beginnen opnieuw
tables-command-season-auto = automatisch
tables-command-season-auto-description = Elke maand vanzelf een nieuw seizoen starten, of daarmee stoppen
tables-option-season = seizoen
tables-option-season-description = Welk seizoen (het huidige als je niets kiest), of alle samen
tables-option-season-name = naam
tables-option-season-name-description = De naam van het nieuwe seizoen (anders zijn nummer)
tables-option-season-length = lengte
tables-option-season-length-description = Hoe lang elk seizoen duurt
tables-season-length-monthly = Eén kalendermaand
tables-season-length-off = Tot iemand het volgende start

## Commando's: antwoorden

tables-error-check = Dat commando kun je hier niet gebruiken.
tables-error-transformer = Een van de opties klopt hier niet (zit dat lid wel op deze server?).
tables-error-command = Er ging iets mis met dat commando; probeer het opnieuw.
tables-choose-level = Kies het niveau van de computer uit de lijst.
tables-computers-range = Kies tussen 0 en { $most } computerspelers.
tables-timer-range = De tijd per beurt moet tussen 30 en 600 seconden liggen.
tables-think-time-range = De denktijd moet tussen 100 en 2000 ms liggen.
tables-no-table = { $kind ->
    [open] Hier is geen open { $title }-tafel.
   *[running] Hier loopt geen { $title }-spel.
}
tables-host-or-manager = { $what ->
    [abandon] Alleen de gastheer of een lid met het recht Server beheren kan een tafel opgeven.
   *[replace] Alleen de gastheer of een lid met het recht Server beheren kan een speler vervangen.
}
tables-unknown-topic = Kies een onderwerp uit de lijst (of laat het leeg voor het overzicht).
tables-rules-overview = Overzicht
tables-rules-more = Meer: { $topics }
tables-settings-manager-only = Alleen leden met het recht Server beheren kunnen de instellingen van deze server wijzigen.
tables-settings-chosen = De taal van nieuwe tafels op deze server is **{ $chosen }** (gekozen met dit commando).
tables-settings-default = Deze server heeft geen taal gekozen: de taal van nieuwe tafels is **{ $chosen }** (de Discord-taal van de server als de bot die spreekt, anders Engels).
tables-settings-changed = Vanaf nu is de taal van nieuwe tafels op deze server **{ $chosen }**. Met de optie `{ $option }` van `{ $start }` kies je voor één tafel een andere taal.

## /help

tables-help-head = **Kaartspellen op deze server.** Kies er een en open een tafel in een kanaal:
# De commando's tussen backticks heten zoals Discord ze de lezer toont: $start, $rules,
# $leaderboard, $stats, $option zijn de commandonamen uit de catalogi in deze taal.
tables-help-game = **{ $title }**: { $summary }
    ↳ `/{ $name } { $start }` opent een tafel · `/{ $name } { $rules }` legt de regels uit
tables-help-tail = Alleen jij ziet de antwoorden over de regels. Elk spel heeft ook `{ $leaderboard }` en `{ $stats }` voor de uitslagen van deze server, zoals `/{ $first } { $leaderboard }`.

## Commando's: namen (kleine letters, zonder spaties), beschrijvingen, opties, keuzes

tables-command-help = hulp
tables-command-help-description = De spellen die je hier kunt spelen en hoe je begint
tables-command-leaderboard = ranglijst
tables-command-leaderboard-description = De beste spelers van deze server
tables-command-stats = statistieken
tables-command-stats-description = De resultaten van een speler op deze server
tables-command-abandon = opgeven
tables-command-abandon-description = De tafel in dit kanaal beëindigen zonder uitslag
tables-command-replace = vervangen
tables-command-replace-description = De plaats van een speler aan een computer geven
tables-command-settings = instellingen
tables-command-settings-description = De instellingen van deze server (voor leden met Server beheren)
tables-option-member = lid
tables-option-stats-member-description = Van wie (laat leeg voor jezelf)
tables-option-replace-member-description = De speler die weg is
tables-option-language = taal
tables-option-settings-language-description = De taal van nieuwe tafels op deze server
tables-option-start-language-description = De taal van de tafel (standaard die van de server)
tables-option-think-ms-description = Milliseconden denktijd van de sterke computer per beslissing (standaard 500)
tables-language-en = English
tables-language-fr = Français
tables-language-de = Deutsch
tables-language-nl = Nederlands

## Weigeringen: wat de tafel weigert, en waarom

tables-refused-not-now = Dat kan nu niet.
tables-refused-not-your-turn = Je bent niet aan de beurt.
tables-refused-already-started = Aan deze tafel wordt al gespeeld.
tables-refused-closed = Deze tafel is gesloten.
tables-refused-no-room-for-computers = Er is geen plaats voor zoveel computerspelers.
tables-refused-already-seated = Je zit al aan deze tafel.
tables-refused-table-full = Deze tafel is vol.
tables-refused-not-seated = Je zit niet aan deze tafel.
tables-refused-host-cannot-leave = Je bent de gastheer: sluit de tafel met Annuleren.
tables-refused-host-only = { $what ->
    [add-computer] Alleen de gastheer kan een computerspeler toevoegen.
    [start] Alleen de gastheer kan het spel starten.
   *[cancel] Alleen de gastheer kan de tafel annuleren.
}
tables-refused-already-closed = Deze tafel is al gesloten.
tables-refused-nothing-to-replace = Je kunt alleen in een lopend spel een speler vervangen.
tables-refused-member-not-seated = Dat lid zit niet aan deze tafel.
tables-refused-not-running = Dit spel loopt niet meer.
tables-refused-seat-already-yours = Je speelt al zelf op je plaats.
tables-refused-no-seat-to-take-back = Je hebt aan deze tafel geen plaats om terug te nemen.
tables-refused-no-such-level = Er is geen computerniveau „{ $level }”.
tables-refused-not-playing = Je speelt niet mee aan deze tafel.
tables-refused-seat-away = De computer speelt nu je plaats: druk op **Plaats terugnemen** om weer te spelen.
tables-refused-out-of-date = Die keuze is verouderd: druk opnieuw op **Mijn kaarten**.
tables-refused-hint-not-your-turn = Een tip krijg je alleen als je aan de beurt bent.
tables-refused-moved-on = Het spel is intussen verdergegaan: probeer het opnieuw.
tables-refused-not-stored = Je zet is niet gespeeld: de database van de tafel antwoordde niet. Er is niets veranderd; probeer het zo opnieuw.
tables-refused-unsettled = De tafel wacht op de database, dus je zet is nog niet bevestigd. Het spel gaat vanzelf verder; je kaarten laten dan zien of hij telde.
tables-move-played-hand-failed = Je zet is gespeeld, maar je kaarten konden nu niet worden getoond: druk op **Mijn kaarten** om ze te zien.
tables-waiting-fault = Deze tafel wacht op de database; het spel gaat vanzelf verder.
tables-going-on = De database antwoordt weer: het spel gaat verder.
tables-refused-not-a-player = Alleen wie aan deze tafel speelde, kan een nieuwe tafel openen.
tables-refused-not-over = Dit spel is nog niet voorbij.
tables-refused-bad-options = Die opties gaan in dit spel niet samen.

## /<spel> geschiedenis: de laatst afgelopen tafels van een spel op een server (cogs/tables/history.py)

tables-command-history = geschiedenis
tables-command-history-description = De laatst afgelopen tafels van dit spel hier, of die van een lid
tables-option-history-member-description = Alleen de tafels waaraan dit lid speelde
tables-history-title = De laatste { $title }-tafels op deze server
tables-history-title-member = De laatste { $title }-tafels van { $name }
tables-history-none = Op deze server is nog geen { $title }-tafel uitgespeeld.
tables-history-none-member = Dit lid heeft hier nog geen { $title }-tafel uitgespeeld.
tables-history-finished = **{ $title }**, afgelopen op { $when }:
tables-history-abandoned = **{ $title }**, opgegeven op { $when }; de stand toen ze stopte:
tables-history-place = { $place } { $name }: { $score }
tables-history-score = { $name }: { $score }
tables-history-previous = Nieuwere
tables-history-next = Oudere
tables-history-record = Verslag
tables-history-record-file = verslag-{ $table }.json
tables-history-record-sent = Het verslag van deze { $title }-tafel: elke zet, en de kaarten alleen zoals de tafel ze liet zien.
tables-history-no-record = Van deze tafel is er geen verslag: ze wordt nog gespeeld, of ze hoort niet bij deze server.
tables-history-someone = dit lid
tables-history-scoresheet = Scoreblad
tables-history-no-scoresheet = Van deze tafel is er geen scoreblad: ze is niet uitgespeeld, of ze hoort niet bij deze server.
