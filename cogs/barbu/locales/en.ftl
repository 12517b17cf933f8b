### Barbu and Marley's Guillotine (the Barbu table's two rule sets): every word a player
### reads at a Barbu table: the status line, moves, the hand's prompts and buttons, the deal
### and final summaries, the words the table image, the deal picture and the scoresheet
### show, the engine's refusals, and the /barbu start command's texts.
### Variables: $who and $name are players' names (already made safe for Discord), $count a
### number (an int, for the plural), $score a score already signed ("+5", "−6"),
### $contract a contract's name as worded by barbu-contract.
# English: the names of pagat.com and of the project's rules page (No Tricks, No Hearts,
# No Queens, No King, No Last Two, Trumps, Domino); a double in words ("Alice doubled Bob").

## The rule sets and their contracts

barbu-title = { $rules ->
    [marley] Marley's Guillotine
   *[barbu] Barbu
}
barbu-contract = { $contract ->
    [no-tricks] No Tricks
    [no-hearts] No Hearts
    [no-queens] No Queens
    [no-king] No King
    [no-last-two] No Last Two
    [trumps] Trumps
    [domino] Domino
    [royalty] Royalty
    [queens] Queens
    [spades] Spades
    [parlement] Parlement
    [guillotine] Guillotine
    [dominoes] Dominoes
   *[other] { $contract }
}
# The scoresheet's narrow column: only where the full name does not fit.
barbu-contract-short = { $contract ->
    [no-tricks] No Tricks
    [no-hearts] No Hearts
    [no-queens] No Queens
    [no-king] No King
    [no-last-two] Last Two
    [trumps] Trumps
    [domino] Domino
    [royalty] Royalty
    [queens] Queens
    [spades] Spades
    [parlement] Parlement
    [guillotine] Guillotine
    [dominoes] Dominoes
   *[other] { $contract }
}
barbu-suit = { $suit ->
    [S] spades
    [H] hearts
    [D] diamonds
   *[C] clubs
}
# "Trumps (♥ hearts)"; $suit is barbu-suit.
barbu-contract-trumps = { $contract } ({ $symbol } { $suit })
# "Domino from 8s", "Domino from queens".
barbu-contract-domino = { $contract } from { $rank ->
    [J] jacks
    [Q] queens
    [K] kings
    [A] aces
   *[other] { $rank }s
}
barbu-contract-with-arg = { $contract } { $arg }

## The table: status line, table image

barbu-deal-of = deal { $deal } of { $deals }
barbu-series-over = The series is over.
barbu-nobody = Nobody
barbu-doing-contract = { $who } chooses the { $rules ->
    [marley] game
   *[barbu] contract
}.
barbu-doing-double = { $who } decides whom to double.
barbu-doing-double-must = { $who } decides whom to double (and must double { $declarer }).
barbu-doing-bonus = { $who } to play again or stop (ace bonus).
barbu-doing-play = { $who } to play.
barbu-money-pays = pays { $amount }
barbu-money-gets = gets { $amount }
barbu-money-even = even
# How the images write the doubles: $doubled and $redoubled are arrows.
barbu-doubles-legend = A { $doubled } B: A doubled B · A { $redoubled } B: and B redoubled
barbu-tag = { $phase ->
    [contract] CHOOSING
    [double] DOUBLING
   *[play] TO PLAY
}
barbu-final-standings = Final standings
barbu-seat-cards = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
barbu-seat-tricks = { $count ->
    [one] { $count } trick
   *[other] { $count } tricks
}
# $place is an ordinal ("1st").
barbu-seat-out = out { $place }
barbu-seat-final = final
barbu-total-place = { $place } · { $score }
barbu-total = Total { $score }
# The dealer's (and declarer's) chip on the table image and the scoresheet: one letter.
barbu-dealer-chip = D
barbu-not-opened = not opened
# Domino: the rank that opens the layout; $rank is J, Q, K, A or a number.
barbu-opening = Open with { $rank ->
    [J] a jack
    [Q] a queen
    [K] a king
    [A] an ace
    [8] an 8
   *[other] a { $rank }
}

## The table message's words around its picture (the picture's own words are above)

barbu-status-choosing = **{ $title }**, deal { $deal } of { $deals }.
barbu-status-contract = **{ $title }**, deal { $deal } of { $deals }: { $rules ->
    [marley] { $declarer } dealt and chose **{ $contract }**.
   *[barbu] { $declarer } declared **{ $contract }**.
}
# Between two tricks: the one just completed lies dimmed in the picture.
barbu-status-took = { $name } took the trick just played.
barbu-status-lowest-wins = Points are penalties: the lowest total wins.
# $doubles: the doubles in the scoresheet's notation ("Alice → Bob, Carol · Dave ⇄ Alice").
barbu-details-doubles = **Doubles:** { $doubles }
barbu-details-no-doubles = { $phase ->
    [double] No doubles yet.
   *[play] No doubles this deal.
}
# The picture's alt text, read by screen readers: the layout's rows, the seats.
barbu-alt-layout = The layout: { $rows }.
barbu-alt-row = { $low } to { $high }
barbu-alt-row-closed = no { $suit } yet
# Between the items of a list whose items have commas of their own (the seats in the
# picture's alt text, the doubles of a deal): in quotes, as its spaces count.
barbu-list-separator = { "; " }
barbu-alt-seats = Around the table: { $seats }.
# $line: the seat's line this deal ("3 tricks · −6"); $total: barbu-total ("Total 40").
barbu-alt-seat = { $name } ({ $line } · { $total })
barbu-alt-final = Final standings: { $places }.
barbu-alt-place = { $place } { $name } ({ $score })

## The scoresheet and the finished deal's picture

barbu-sheet-title = { $title } scoresheet
barbu-sheet-progress = After { $done } of { $deals } deals
barbu-sheet-contract = { $rules ->
    [marley] Game
   *[barbu] Contract
}
barbu-sheet-empty = No deal finished yet
barbu-sheet-total = Total
barbu-sheet-notes = { $rules ->
    [marley] Points are penalties: lowest total wins. D: the dealer, who chose the game. Money: a total over 100 pays the difference, under 100 gets it.
   *[barbu] Highest total wins. Each number is the deal's score after doubles; gold: changed by doubles. D: the dealer, who chose the contract.
}
barbu-sheet-money = Money
barbu-deal-end-title = Deal { $deal } of { $deals } · { $contract } · over
barbu-deal-end-declarer = declared by { $name }
barbu-deal-end-trick = Last trick: { $name } took it
barbu-deal-end-domino = Domino: no tricks, the finishing order scores
barbu-deal-end-heads = this deal
    .doubles = doubles
    .total = total

## Summaries in the channel

# One double and what it moved, a clause of the deal summary's list: $level is "double" or
# "redouble" (then $doubled redoubled $doubler); $gain and $loss are signed scores.
barbu-double-no-change = { $level ->
    [redouble] { $doubled } redoubled { $doubler }
   *[double] { $doubler } doubled { $doubled }
} (no change)
barbu-double-effect = { $level ->
    [redouble] { $doubled } redoubled { $doubler }
   *[double] { $doubler } doubled { $doubled }
} ({ $doubler } { $gain }, { $doubled } { $loss })
barbu-deal-summary-marley = **Deal { $deal }** · { $declarer } chose { $contract } · penalty points (lower is better): { $points }
barbu-deal-summary = **Deal { $deal }** · { $declarer } declared { $contract } · { $points } · no doubles
barbu-deal-summary-doubled = **Deal { $deal }** · { $declarer } declared { $contract } · after doubles: { $points }
    Doubles: { $doubles }.
# A player who asked for hints, as the scoresheets name them.
barbu-hinted = { $name } (hints)
barbu-final-head = **{ $title }: the series is over.**
# Marley: a final total in penalty points and its money; $score is $count written out;
# $settle: "pays" or "gets" $amount against 100, or "even".
barbu-final-score = { $count ->
    [one] { $score } point
   *[other] { $score } points
}, { $settle ->
    [pays] pays { $amount }
    [gets] gets { $amount }
   *[even] even
}
barbu-lobby-deals = { $count ->
    [one] { $count } deal
   *[other] { $count } deals
}
barbu-deal-over = **{ $contract }** · deal { $deal } of { $deals } is over: { $name } took the last trick.
barbu-deal-over-domino = **{ $contract }** · deal { $deal } of { $deals } is over.

## A move the computer made for a player whose time ran out (barbu-timed-out), or that
## the strong computer player suggests (barbu-hint): one whole sentence for each kind of
## move ($move). $card: a card; $contract: a contract as barbu-contract words it; $rules:
## the rule set (Marley's dealer chooses the game); $doubled, $redoubled: players' names,
## listed ("Alice and Bob").

barbu-timed-out = { $move ->
    [play] ⏱ { $who } ran out of time: the computer played { $card } for them.
    [contract] { $rules ->
        [marley] ⏱ { $who } ran out of time: the computer chose { $contract } for them.
       *[barbu] ⏱ { $who } ran out of time: the computer declared { $contract } for them.
    }
    [nobody] ⏱ { $who } ran out of time: the computer doubled nobody for them.
    [doubled] ⏱ { $who } ran out of time: the computer doubled { $doubled } for them.
    [redoubled] ⏱ { $who } ran out of time: the computer redoubled { $redoubled } for them.
    [redoubled-doubled] ⏱ { $who } ran out of time: the computer redoubled { $redoubled } and doubled { $doubled } for them.
   *[pass] ⏱ { $who } ran out of time: the computer passed for them.
}
barbu-hint = { $move ->
    [play] 💡 The strong computer player would have played { $card }.
    [contract] { $rules ->
        [marley] 💡 The strong computer player would have chosen { $contract }.
       *[barbu] 💡 The strong computer player would have declared { $contract }.
    }
    [nobody] 💡 The strong computer player would have doubled nobody.
    [doubled] 💡 The strong computer player would have doubled { $doubled }.
    [redoubled] 💡 The strong computer player would have redoubled { $redoubled }.
    [redoubled-doubled] 💡 The strong computer player would have redoubled { $redoubled } and doubled { $doubled }.
   *[pass] 💡 The strong computer player would have passed.
}

## The hand

barbu-choose-contract = Your turn: choose the { $rules ->
    [marley] game
   *[barbu] contract
}.
barbu-contract-placeholder = Choose a { $rules ->
    [marley] game
   *[barbu] contract
}
barbu-play-a-card = Your turn: play a card.
barbu-no-card-fits = No card fits: you pass.
# A lone legal move is made by the table itself: the hand shows it without a live control.
barbu-forced-card = Only { $card } can be played: the table plays it for you.
barbu-forced-other = You have only one choice here: the table makes it for you.
barbu-pass = Pass
barbu-stop-playing = Stop playing
barbu-choose-doubles = Your turn: choose whom to double, then Confirm.
barbu-everyone = { $kind ->
    [both] Double and redouble everyone I may
    [double] Double everyone I may
   *[redouble] Redouble everyone I may
}
barbu-waiting-for = Waiting for { $who }.
barbu-waiting-for-computers = Waiting for the computer players.
barbu-hand-title = { $name } · { $deal }
barbu-hand-title-contract = { $name } · { $deal } · { $contract }
barbu-double-button = Double { $name }
barbu-redouble-button = Redouble { $name }
barbu-confirm = Confirm: { $names }
barbu-confirm-count = Confirm: { $count ->
    [one] { $count } player
   *[other] { $count } players
}
barbu-must-double = You must double { $declarer }: you still owe { $owed ->
    [one] { $owed } double
   *[other] { $owed } doubles
} on their deals.
barbu-you = You
# The reader in a list of plays ("you 9♠, Bob Q♠").
barbu-you-listed = you
barbu-trick-you-lead = Trick { $number } of { $tricks }: you lead.
barbu-trick-line = Trick { $number } of { $tricks }: { $plays }.
barbu-trick-led = { $name } led { $card } ({ $suit })
barbu-trick-you-led = you led { $card } ({ $suit })
barbu-trick-played = { $name } played { $card }
barbu-trick-you-played = you played { $card }
barbu-trick-caption = Trick { $number } of { $tricks } · { $name } led { $symbol } { $suit }
barbu-trick-caption-you-lead = Trick { $number } of { $tricks } · you lead
barbu-look-back = Previous trick
barbu-no-trick-yet = No trick has been completed yet.
barbu-previous = Previous trick ({ $deal ->
    [0] trick { $number }
   *[other] trick { $number } of deal { $deal }
}): { $plays }. { $name } took it.
barbu-previous-you = Previous trick ({ $deal ->
    [0] trick { $number }
   *[other] trick { $number } of deal { $deal }
}): { $plays }. You took it.
barbu-previous-caption = Previous trick ({ $deal ->
    [0] trick { $number }
   *[other] trick { $number } of deal { $deal }
}): { $name } took it
barbu-previous-caption-you = Previous trick ({ $deal ->
    [0] trick { $number }
   *[other] trick { $number } of deal { $deal }
}): you took it

## Refusals: why the game did not take a move (games/barbu/state.py's codes)

barbu-refused-game-over = The game is over.
barbu-refused-not-your-turn = It is not your turn.
barbu-refused-choose-contract-first = Choose a contract first.
barbu-refused-contract-already-played = You have already played { $contract }.
barbu-refused-no-such-contract = There is no such { $rules ->
    [marley] game
   *[barbu] contract
} here.
barbu-refused-not-a-contract = That is not a contract you can declare.
barbu-refused-double-first = It is time to double (or not): choose whom to double first.
barbu-refused-may-not-pass = You can play a card, so you may not pass.
barbu-refused-no-pass-in-trick-game = You can't pass in a trick game: play a card.
barbu-refused-play-a-card = That is not a move now: play a card.
barbu-refused-not-your-card = You don't hold that card.
barbu-refused-double-not-numbers = Write the seats you double as numbers, e.g. double:1,3.
barbu-refused-double-not-in-order = List each seat once, in increasing order, e.g. double:1,3.
barbu-refused-double-yourself = You can't double yourself.
barbu-refused-no-such-seat = There is no seat { $target }.
barbu-refused-declarer-redoubles-only = As declarer you may only redouble players who doubled you.
barbu-refused-double-declarer-only = In { $contract } you may double only the declarer.
barbu-refused-cannot-double-seat = You can't double that player.
barbu-refused-must-double-declarer = You must double the declarer: you still owe { $owed ->
    [one] { $owed } double
   *[other] { $owed } doubles
} this cycle.
barbu-refused-double-not-allowed = That double is not allowed.
barbu-refused-layout-opens-with = The layout opens with { $rank ->
    [J] a jack
    [Q] a queen
    [K] a king
    [A] an ace
    [8] an 8
   *[other] a { $rank }
}.
barbu-refused-does-not-fit = { $card } doesn't fit the layout.
barbu-refused-move-not-allowed = That move is not allowed now.
barbu-refused-no-heart-lead = You may not lead a heart while you hold other suits.
barbu-refused-no-heart-lead-until-discarded = You may not lead a heart while you hold other suits (until a heart has been discarded).
barbu-refused-follow-suit = You must follow suit: you hold { $suit }.
barbu-refused-beat-the-trump = You must beat the highest trump ({ $card }) when you can.
barbu-refused-must-trump = You must play a trump ({ $suit }) when you cannot follow suit.

## The /barbu start command (names: lowercase, no spaces, at most 32 characters)

barbu-cmd-group = barbu
barbu-cmd-group-description = Play Barbu with this server
barbu-cmd-start = start
barbu-cmd-start-description = Open a Barbu table in this channel
barbu-cmd-rules = rules
barbu-cmd-rules-description = How Barbu is played
barbu-cmd-contract = contract
barbu-cmd-contract-description = A contract, doubling, or another part of the rules
barbu-opt-rules = rules
barbu-opt-rules-description = Barbu (52 cards) or Scott Marley's Guillotine (32 cards)
barbu-opt-computers = computers
barbu-opt-computers-description = Computer players to seat at once (empty seats get one at Start anyway)
barbu-opt-level = level
barbu-opt-level-description = How the computer players play
barbu-opt-turn-timer = turn_timer
barbu-opt-turn-timer-description = Seconds a player has to act before the computer plays for them
barbu-opt-first-lead = first_lead
barbu-opt-first-lead-description = Barbu: who leads to the first trick
barbu-opt-domino-scores = domino_scores
barbu-opt-domino-scores-description = Barbu: Domino points by finishing order
barbu-opt-heart-lead = heart_lead
barbu-opt-heart-lead-description = Barbu, No Hearts and No King: when hearts may be led
barbu-opt-discard = discard
barbu-opt-discard-description = Barbu, Trumps: what a player who cannot follow must do
barbu-opt-domino-order = domino_order
barbu-opt-domino-order-description = Marley, Dominoes: the rank order
barbu-opt-hints = hints
barbu-opt-hints-description = Offer a Hint button (the strong player's suggestion; shown on the scoresheet)
barbu-opt-think-ms = think_ms
barbu-opt-think-ms-description = Milliseconds the strong computer player thinks per decision (default 500)
barbu-choice-rules-barbu = Barbu (52 cards, 28 deals)
barbu-choice-rules-marley = Marley's Guillotine (32 cards, 24 deals)
barbu-choice-level-basic = Basic (rule-based)
barbu-choice-level-strong = Strong (samples the unseen cards, about 0.5 s a move)
barbu-choice-first-lead-declarer = the declarer
barbu-choice-first-lead-right = the declarer's right-hand neighbour
barbu-choice-heart-lead-only-hearts = only when holding only hearts
barbu-choice-heart-lead-after-discard = also once a heart was discarded
barbu-choice-discard-free = free (beat a trump already played if you can)
barbu-choice-discard-must-trump = must trump if you can
barbu-choice-domino-scores-40 = +40 +20 +5 0
barbu-choice-domino-scores-45 = +45 +20 +5 −5
barbu-choice-domino-order-standard = A K Q J 10 9 8 7
barbu-choice-domino-order-french = French: A 10 K Q J 9 8 7
barbu-wrong-rules = Choose the rules from the list: Barbu or Marley's Guillotine.
barbu-no-such-option = { $title } has no option { $options }.

## Review: a finished deal as it is now public (cogs/barbu/review.py)

barbu-review-title = **{ $title } · deal { $deal } of { $deals } · { $contract }**
barbu-review-trick = **Trick { $number }**: { $leader } led { $led }, then { $plays }. { $winner } took it.
barbu-review-moves = **Moves { $first } to { $last }**: { $moves }.
barbu-review-passed = { $name } passed
barbu-review-out = Out of cards, in this order: { $names }.
barbu-review-unseen = { $name } still held { $count ->
    [one] one card that was never shown
   *[other] { $count } cards that were never shown
}.
# The picture's titles: a seat's name above its hand as dealt.
barbu-review-hand = { $name }
barbu-review-hand-part = { $name }: { $count ->
    [one] one card never shown
   *[other] { $count } cards never shown
}
barbu-review-alt = The hands as dealt: { $hands }.
barbu-review-alt-hand = { $name }, { $cards }
barbu-review-alt-hand-part = { $name }, { $cards } ({ $count ->
    [one] one more card never shown
   *[other] { $count } more cards never shown
})
