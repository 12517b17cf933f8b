# High Card, een spel van de tests (tests/tinygame).
highcard-name = Hoge kaart
highcard-cmd-group = Hoge kaart spelen
highcard-cmd-start = starten
highcard-cmd-start-description = Een tafel voor Hoge kaart openen in dit kanaal
highcard-cmd-computer = computer
highcard-cmd-computer-description = Tegen de computer spelen
highcard-cmd-rules = regels
highcard-lobby-tricks = { $tricks } slagen
highcard-status-turn = Slag { $trick }: { $name } is aan de beurt.
highcard-status-won = { $name } wint.
highcard-status-tie = Gelijkspel.
highcard-trick = Slag { $trick }
highcard-hand-title = Kaarten van { $name }
highcard-play-a-card = Jij bent aan de beurt: speel een kaart.
highcard-waiting = Wacht op je beurt.
highcard-timed-out = ⏱ De tijd van { $who } is om: de computer heeft het overgenomen en { $card } gespeeld.
highcard-hint = 💡 De sterke computer zou { $card } spelen.
highcard-over = **Hoge kaart** is afgelopen.
highcard-final-line = { $name }: { $tricks ->
        [one] één slag
       *[other] { $tricks } slagen
    }
highcard-refused-not-in-hand = Je hebt { $card } niet.
