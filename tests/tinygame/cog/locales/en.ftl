# High Card, a game of the tests (tests/tinygame).
highcard-name = High Card
highcard-cmd-group = Play High Card
highcard-cmd-start = start
highcard-cmd-start-description = Open a High Card table in this channel
highcard-cmd-computer = computer
highcard-cmd-computer-description = Play against the computer
highcard-cmd-rules = rules
highcard-lobby-tricks = { $tricks } tricks
highcard-status-turn = Trick { $trick }: { $name } to play.
highcard-status-won = { $name } wins.
highcard-status-tie = A tie.
highcard-trick = Trick { $trick }
highcard-hand-title = { $name }'s cards
highcard-play-a-card = Your turn: play a card.
highcard-waiting = Wait for your turn.
highcard-timed-out = ⏱ { $who } ran out of time: the computer played { $card } for them.
highcard-hint = 💡 The strong computer player would have played { $card }.
highcard-over = **High Card** is over.
highcard-final-line = { $name }: { $tricks ->
        [one] one trick
       *[other] { $tricks } tricks
    }
highcard-refused-not-in-hand = You don't hold { $card }.
