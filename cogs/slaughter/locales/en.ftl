### Gin Slaughtre, in English: the /slaughter commands, the table's status and score
### lines, what each play did, the hand's prompts, buttons and menus, the summaries, the
### words the table and hand images show, and the engine's refusals (slaughter-refused-<code>).
### Message ids start with "slaughter-". Variables: $name, $winner, $loser, $by (players'
### names), $count (a number), $rank (a rank: 1 ace … 11 jack, 12 queen, 13 king, 14 joker),
### $card / $cards (cards already written as 7♥, Q♠), $game (a game's number).
# Vocabulary: "upcards" (the three cards face up in front of each player), the "pile"
# (the discard pile played on), the "stock" (the cards left to draw), a "set" (3 or 4 of a
# rank) and a "run" (3 or more in sequence in one suit), as docs/slaughter.md says them.
# A "game" is one deal played out; a "match" is first to 1, 3 or 5 games.

## The /slaughter commands

slaughter-cmd-group = Play Gin Slaughtre, a duel of shedding
slaughter-cmd-start = start
slaughter-cmd-start-description = Challenge a member, or a computer player
slaughter-cmd-opponent = opponent
slaughter-cmd-opponent-description = The member you challenge (empty: they can Join, or a computer plays)
slaughter-cmd-computer = computer
slaughter-cmd-computer-description = Play against a computer player at once
slaughter-cmd-level = level
slaughter-cmd-level-description = How the computer player plays
slaughter-cmd-match = match
slaughter-cmd-match-description = Games to win the match
slaughter-cmd-turn-timer = turn_timer
slaughter-cmd-turn-timer-description = Seconds a player has to act before the computer plays for them
slaughter-cmd-rules = rules
slaughter-cmd-rules-description = How Gin Slaughtre is played
slaughter-cmd-topic = topic
slaughter-cmd-topic-description = A part of the rules (the overview if empty)
slaughter-level-basic = Basic (rule-based)
slaughter-level-strong = Strong (samples your hidden cards)
slaughter-match-choice-1 = First to 1 win
slaughter-match-choice-3 = First to 3 wins
slaughter-match-choice-5 = First to 5 wins

## Starting a table

slaughter-wrong-match = A match is first to 1, 3 or 5 wins.
slaughter-not-both = Challenge a member or play a computer, not both.
slaughter-another-member = Challenge another member of this server.
slaughter-challenge = { $opponent }, { $host } challenges you to Gin Slaughtre: press **Join** on the table above.
slaughter-first-to = first to { $count } { $count ->
        [one] win
       *[other] wins
    }

## The joker and the game's name

slaughter-joker = Joker
# The game's name, the same in every language (as on the cards' box).
slaughter-game-name = Gin Slaughtre

## The table's status

# The table's first line: the game, its number, the match score and the match's length.
slaughter-headline = **Gin Slaughtre · game { $game }** · { $first } { $left } – { $right } { $second } · first to { $count } { $count ->
        [one] win
       *[other] wins
    }
slaughter-status-you-win-match = You win the match { $high } – { $low }.
slaughter-status-wins-match = { $name } wins the match { $high } – { $low }.
slaughter-status-both-ready = Both players are ready.
slaughter-status-you-swapping = Arranging cards: you are still swapping.
slaughter-status-you-and-swapping = Arranging cards: you and { $name } are still swapping.
slaughter-status-swapping = Arranging cards: { $names } { $count ->
        [one] is
       *[other] are
    } still swapping.
slaughter-status-your-turn = Your turn.
slaughter-status-to-play = { $name } to play.
slaughter-status-red-five-you = Red 5: you must play a 5 or lower, or a 9.
slaughter-status-red-five = Red 5: { $name } must play a 5 or lower, or a 9.
slaughter-status-stock-empty = The stock is empty.
slaughter-status-turn-cap = Turn cap in { $count } { $count ->
        [one] turn
       *[other] turns
    }: then the fewer cards left wins.

## Each finished game, a line under the picture

slaughter-result = Game { $game }: { $name } by { $count } { $count ->
        [one] card
       *[other] cards
    }
slaughter-result-cap = Game { $game }: { $name } by { $count } { $count ->
        [one] card
       *[other] cards
    } (turn cap)

## What just happened, as the table message says it above the picture (whole sentences)

slaughter-news-played = { $name } played { $cards }.
slaughter-news-played-upcards = { $name } played { $cards } from the upcards.
slaughter-news-start = { $name } plays first.
slaughter-news-start-upcards = { $name } has the lowest face-up card, { $rank ->
        [1] an ace
        [8] an 8
        [11] a jack
        [12] a queen
        [13] a king
        [14] a joker
       *[other] a { $rank }
    }, and plays first.
slaughter-news-start-hand = { $name } has the lowest card in hand, { $rank ->
        [1] an ace
        [8] an 8
        [11] a jack
        [12] a queen
        [13] a king
        [14] a joker
       *[other] a { $rank }
    }, and plays first.
slaughter-news-take = { $name } took the pile ({ $count } { $count ->
        [one] card
       *[other] cards
    }).
slaughter-news-draw = { $name } could not play and drew a card.
slaughter-news-burn = The 9 burns the pile, and { $name } plays again.
# The pile goes out of play: four cards of a rank ($rank as for the ranks above), or the
# top four cards of one suit ($suit: S, H, D, C).
slaughter-news-four-of-rank = Four { $rank ->
        [1] aces
        [11] jacks
        [12] queens
        [13] kings
        [14] jokers
       *[other] { $rank }s
    }: the pile goes out of play, and { $name } plays again.
slaughter-news-four-of-suit = Four { $suit ->
        [S] spades
        [H] hearts
        [D] diamonds
       *[C] clubs
    } on top: the pile goes out of play, and { $name } plays again.
slaughter-news-joker = Joker: { $name } takes the pile ({ $count } { $count ->
        [one] card
       *[other] cards
    }), and { $by } plays again.
slaughter-news-jack-empty = Jack: the stock is empty, so { $name } draws nothing.
slaughter-news-jack = Jack: { $name } drew { $count } { $count ->
        [one] card
       *[other] cards
    } looking for a 5 or lower.
slaughter-news-black-five-empty = Black 5: the stock is empty, so { $name } draws nothing.
slaughter-news-black-five = Black 5: { $name } draws a card.

## The table picture's alt text, what a screen reader says of it

slaughter-alt-seat = { $name }: { $count ->
        [0] no cards
        [one] { $count } card
       *[other] { $count } cards
    } in hand; upcards { $cards }.
slaughter-alt-seat-no-upcards = { $name }: { $count ->
        [0] no cards
        [one] { $count } card
       *[other] { $count } cards
    } in hand, no upcards left.
slaughter-alt-pile = { $count ->
        [one] On the pile, one card: { $cards }.
       *[other] On the pile, { $count } cards, the top one last: { $cards }.
    }
slaughter-alt-pile-top = On the pile, { $count } cards; the top { $shown }, the top one last: { $cards }.
slaughter-alt-pile-empty = The pile is empty.
slaughter-alt-stock = { $stock ->
        [0] The stock is empty
        [one] { $stock } card in the stock
       *[other] { $stock } cards in the stock
    }; { $out ->
        [0] no cards out of play
        [one] { $out } card out of play
       *[other] { $out } cards out of play
    }.

## The table image's labels

slaughter-seat-in-hand = { $count } { $count ->
        [one] card
       *[other] cards
    } in hand
slaughter-seat-in-hand-dealer = { $count } { $count ->
        [one] card
       *[other] cards
    } in hand · dealer
slaughter-seat-out = out: no cards left
slaughter-seat-no-cards = no cards in hand
slaughter-seat-playing-upcards = hand empty: playing the upcards
slaughter-tag-ready = READY
slaughter-tag-swapping = SWAPPING
slaughter-tag-to-play = TO PLAY
slaughter-tag-to-play-low = TO PLAY · 5 OR LOWER
slaughter-tag-winner = WINNER
slaughter-label-upcards = Upcards
slaughter-label-none-left = none left
slaughter-label-stock = Stock { $count }
slaughter-label-pile = Pile { $count }
slaughter-label-pile-top = Pile { $count } (top { $shown } shown)
slaughter-label-empty-pile = empty
slaughter-label-out-of-play = Out of play

## Summaries and the moves the channel is told of

slaughter-game-over = **Game { $game }**: { $winner } wins; { $loser } still held { $count } { $count ->
        [one] card
       *[other] cards
    }.
slaughter-game-over-cap = **Game { $game }**: { $winner } wins (turn cap: fewer cards left); { $loser } still held { $count } { $count ->
        [one] card
       *[other] cards
    }.
slaughter-match-over = **Gin Slaughtre: the match is over.**
slaughter-timed-out = { $move ->
    [take] ⏱ { $who } ran out of time: the computer took the pile for them.
    [draw] ⏱ { $who } ran out of time: the computer drew a card for them.
    [ready] ⏱ { $who } ran out of time: the computer pressed Ready for them.
    [swap] ⏱ { $who } ran out of time: the computer swapped a card for them.
   *[play] ⏱ { $who } ran out of time: the computer played { $cards } for them.
}
slaughter-hint = { $move ->
    [take] 💡 The strong computer player would have taken the pile.
    [draw] 💡 The strong computer player would have drawn a card.
    [ready] 💡 The strong computer player would have pressed Ready.
    [swap] 💡 The strong computer player would have swapped a card.
   *[play] 💡 The strong computer player would have played { $cards }.
}

## The hand

slaughter-arrange = Arrange your cards: swap a hand card with one of your upcards as often as you like, then press **Ready**.
slaughter-swap-placeholder = Swap a hand card with an upcard
slaughter-swap-option = { $hand } (hand) ↔ { $upcard } (upcard)
slaughter-button-ready = Ready
slaughter-pick-placeholder = Pick a card, or a set or run
slaughter-pick-then-play = Pick the card(s) to play, then press Play.
slaughter-option-upcard = { $card } (upcard)
slaughter-button-play = Play { $cards }
slaughter-button-take = Take the pile ({ $count } { $count ->
        [one] card
       *[other] cards
    })
slaughter-button-draw = Draw (nothing fits)
slaughter-not-a-play = { $cards } is not a play you can make now.
# A lone legal move is made by the table itself: the hand says what it is, with no control.
slaughter-forced = { $move ->
    [draw] You have no card to play and no pile to take: you draw a card.
    [take] You have no card to play and the stock is empty: you take the pile.
    [play] Your only move is to play { $cards }: the table plays it for you.
   *[other] You have only one move: the table makes it for you.
}
slaughter-swap-title = Your upcards · swap any of them with a hand card
# The hand image's title: whose cards (the hand, or the upcards once the hand is empty),
# how many, the pile's top card while playing ($pile: top, empty, or none before play),
# and the jokers of a hand of over 13 cards ($jokers is 0 otherwise: nothing is said).
slaughter-hand-title = { $upcards ->
        [yes] Your upcards
       *[no] Your hand
    } · { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }{ $pile ->
        [top] { " · " }top card { $top }
        [empty] { " · " }the pile is empty
       *[none] { "" }
    }{ $jokers ->
        [0] { "" }
        [one] { " · " }{ $jokers } joker
       *[other] { " · " }{ $jokers } jokers
    }

## The engine's refusals (an ephemeral answer to a click the rules do not allow)

slaughter-refused-match-over = The match is over.
slaughter-refused-no-such-seat = There is no seat { $seat }.
slaughter-refused-not-your-turn = It is not your turn.
slaughter-refused-pile-empty = The pile is empty: there is nothing to take.
slaughter-refused-can-play-no-draw = You can play, so you may not draw (you may take the pile).
slaughter-refused-stock-empty-take = The stock is empty: with no card to play, take the pile.
slaughter-refused-swap-after-start = The game has started: you can no longer swap cards.
slaughter-refused-not-a-move = “{ $action }” is not a move: play cards, take the pile or draw.
slaughter-refused-already-ready = You are ready already: waiting for your opponent.
slaughter-refused-only-swap-or-ready = Before play starts you may only swap a hand card with an upcard, or say you are ready.
slaughter-refused-bad-swap = A swap names one hand card and one upcard.
slaughter-refused-swap-not-in-hand = You don't have { $card } in your hand.
slaughter-refused-swap-not-upcard = { $card } is not one of your upcards.
slaughter-refused-not-a-card = “{ $text }” is not a card.
slaughter-refused-listed-twice = You listed { $card } twice.
slaughter-refused-upcard-too-soon = { $card } is an upcard: you play your upcards only once your hand is empty.
slaughter-refused-not-held = You don't hold { $card }.
slaughter-refused-two-cards = Two cards are not a move: play one card, a set of 3 or 4 of one rank, or a run of 3 or more in one suit.
slaughter-refused-red-five = After a red 5 you must play a 5 or lower, or a 9.
slaughter-refused-joker-in-trick = Jokers can't be part of a set or a run: play a joker alone.
slaughter-refused-aces-low = Aces are low: a run may go A-2-3 but not Q-K-A.
slaughter-refused-not-set-or-run = Those cards are neither a set (3 or 4 of one rank) nor a run (3 or more in sequence in one suit).
# "A 6 can't go on a queen.", "Three 6s can't go on a king.", "A run from 6 can't go on a 7."
slaughter-refused-cannot-go-on = { $kind ->
        [set] { $count ->
            [4] Four
           *[other] Three
        } { $rank ->
            [1] aces
            [11] jacks
            [12] queens
            [13] kings
           *[other] { $rank }s
        }
        [run] A run from { $rank ->
            [1] ace
            [11] jack
            [12] queen
            [13] king
           *[other] { $rank }
        }
       *[single] { $rank ->
            [1] An ace
            [8] An 8
            [11] A jack
            [12] A queen
            [13] A king
            [14] A joker
           *[other] A { $rank }
        }
    } can't go on { $top ->
        [1] an ace
        [8] an 8
        [11] a jack
        [12] a queen
        [13] a king
        [14] a joker
       *[other] a { $top }
    }.

## Review: a finished game as it is now public (cogs/slaughter/review.py)

slaughter-review-title = **Gin Slaughtre · review of game { $game }**
slaughter-review-upcards = { $name }'s upcards when play began: { $cards }.
slaughter-review-turn = **{ $number }.** { $said }
