### Guillotine (Paul Peterson's game): every word its players read. The table's status and
### events, the hand's prompts, buttons and menus, the summaries, the /guillotine commands,
### the words its images show (card faces: names, texts, family and kind tags), the engine's
### refusals (guillotine-refused-<code>), and every card's name and instruction
### (guillotine-card-<slug>, .text the full instruction, .short a noble face's).
### Variables: $who / $target / $owner (a player's name or mention), $card / $noble (a card's
### name, already in this language), $nobles (a list of names) with $count (how many),
### $day / $days / $count / $seconds (numbers), $from / $to / $position / $place (ordinals).

## The game and its commands

guillotine-name = Guillotine
guillotine-cmd-group = guillotine
guillotine-cmd-group-description = Play Paul Peterson's Guillotine
guillotine-cmd-start = start
guillotine-cmd-start-description = Open a Guillotine table in this channel
guillotine-cmd-players = players
guillotine-cmd-players-description = How many seats (2 to 5); empty seats get computer players at Start
guillotine-cmd-computers = computers
guillotine-cmd-computers-description = Computer players to seat at once
guillotine-cmd-level = level
guillotine-cmd-level-description = How the computer players play
guillotine-cmd-turn-timer = turn_timer
guillotine-cmd-turn-timer-description = Seconds a player has to act before the computer plays for them
guillotine-cmd-wait-seconds = wait_seconds
guillotine-cmd-wait-seconds-description = How long the Wait a Moment! window stays open before each collection
guillotine-cmd-end-cards = end_cards
guillotine-cmd-end-cards-description = After the third day, play the cards that change the points (default yes)
guillotine-cmd-think-ms = think_ms
guillotine-cmd-think-ms-description = Milliseconds the strong computer player thinks per decision (default 500)
guillotine-cmd-rules = rules
guillotine-cmd-rules-description = How Guillotine is played, or what a card does
guillotine-cmd-topic = topic
guillotine-cmd-topic-description = A part of the rules (the overview if empty)
guillotine-cmd-card = card
guillotine-cmd-card-description = A noble or an action card
guillotine-choice-basic = Basic (rule-based)
guillotine-choice-strong = Strong (plays its choices out on the unseen cards, about 0.5 s a move)
guillotine-choice-no = no
guillotine-choice-yes = yes
guillotine-choice-seconds-5 = 5 s
guillotine-choice-seconds-10 = 10 s
guillotine-choice-seconds-15 = 15 s
guillotine-choice-seconds-20 = 20 s
guillotine-choice-seconds-30 = 30 s
guillotine-wrong-players = Guillotine is played by 2 to 5 players.
guillotine-no-such-card = No card of that name: start typing and pick one from the list.
guillotine-noble-info = **{ $card }** · noble, { $colour ->
        [purple] royal court
        [blue] church
        [red] military
        [green] civic
       *[gray] common people
    }, { $points } { $points ->
        [one] point
       *[other] points
    } ×{ $copies }
guillotine-noble-info-star = **{ $card }** · noble, { $colour ->
        [purple] royal court
        [blue] church
        [red] military
        [green] civic
       *[gray] common people
    }, * points ×{ $copies }
guillotine-action-info = **{ $card }** · action card ×{ $copies }
guillotine-no-instruction = No instruction.

## The families of nobles (the card's colour): the tag on a card's face (guillotine-noble-info
## names them in a sentence)

guillotine-family-purple =
    .tag = ROYAL
guillotine-family-blue =
    .tag = CHURCH
guillotine-family-red =
    .tag = MILITARY
guillotine-family-green =
    .tag = CIVIC
guillotine-family-gray =
    .tag = COMMON

## Tags on the action cards of a hand

guillotine-tag-out-of-turn = OUT OF TURN · LINE
guillotine-tag-stays = STAYS
guillotine-tag-line = LINE

## Who

guillotine-somebody = Somebody
guillotine-seat = Seat { $seat }

## The events of the table, one sentence each

guillotine-event-day = Day { $day } begins: { $count ->
        [one] { $count } noble waits
       *[other] { $count } nobles wait
    } in line.
guillotine-event-turn = { $who }'s turn.
guillotine-event-guards-discarded = { $who } puts the Callous Guards aside (discarded).
guillotine-event-fled = { $nobles } { $count ->
        [one] escapes
       *[other] escape
    }; the line is shuffled.
guillotine-event-swapped-in = { $noble } takes the { $position } place.
guillotine-event-added = { $nobles } { $count ->
        [one] joins
       *[other] join
    } the end of the line.
guillotine-event-missed = { $noble } goes back from { $who }'s pile to the end of the line.
guillotine-event-lost = { $who } loses { $noble } from the score pile (Missing Heads).
guillotine-event-discarded = { $who } discards { $card } ({ $why ->
        [forced-break] Forced Break
        [lack-of-support] Lack of Support
        [infighting] Infighting
       *[innocent-victim] the Innocent Victim
    }).
guillotine-event-spy = The Master Spy slips to the end of the line.
guillotine-event-wait = { $who }: Wait a Moment! The line is shuffled.
guillotine-event-collect = { $who } collects { $noble }.
guillotine-event-collect-fast-noble = { $who } collects { $noble } (Fast Noble).
guillotine-event-collect-double-feature = { $who } collects { $noble } (Double Feature).
guillotine-event-collect-rival-executioner = { $who } collects { $noble } from the deck (Rival Executioner).
guillotine-event-collect-after-you = { $who } collects { $noble } (After You...).
guillotine-event-draw = { $who } draws { $count ->
        [one] { $count } action card
       *[other] { $count } action cards
    }.
guillotine-event-day-end = Day { $day } ends early.
guillotine-event-day-end-discarded = Day { $day } ends early; { $count ->
        [one] { $count } noble leaves
       *[other] { $count } nobles leave
    } the line.
guillotine-event-reshuffle = The action discard pile is shuffled into a new deck.
guillotine-event-nobody-late = Nobody arrives late: the noble deck is empty.
guillotine-event-late-arrival = { $noble } arrives late; { $nobles } { $count ->
        [one] is
       *[other] are
    } discarded.
guillotine-event-clerical-error = Clerical Error: { $swap ->
        [both] { $who } takes { $took } from { $target }, who takes { $gave } in return.
        [took] { $who } takes { $took } from { $target }, who has no noble to take back.
        [gave] { $who } has no noble to take from { $target }, who takes { $gave }.
       *[none] neither { $who } nor { $target } has a noble to take.
    }
guillotine-event-clown = { $who } hands the Clown to { $target }.
guillotine-event-finale = { $who } may play cards that change the points.
guillotine-event-over = The game is over.

## An action card played, in the events

guillotine-play = { $who } plays { $card }.
guillotine-play-move = { $who } moves { $noble } from { $from } to { $to } place ({ $card }).
guillotine-play-noble = { $who } takes { $noble } out of the line, from { $from } place ({ $card }).
guillotine-play-order = { $who } rearranges the front of the line ({ $card }): { $nobles } now { $count ->
        [one] leads
       *[other] lead
    } it.
guillotine-play-face-up = { $who } discards { $owner }'s { $lost } ({ $card }).
guillotine-play-on = { $who } plays { $card } on { $target }.
guillotine-play-taken = { $who } takes { $taken } back from the discard pile ({ $card }).

## The hand's buttons and menu options (a legal action in words)

guillotine-action-let-it-pass = Let it pass
guillotine-action-discard-guards = Discard your Callous Guards
guillotine-action-collect = Collect the front noble
guillotine-action-wait = Wait a Moment! (shuffle the line)
guillotine-action-give-clown = Give the Clown to { $who }
# A way to play a card, with the card's name first (a menu of every card's ways), then
# without it (.how: the menu of one card's ways, the card named above it). The card's
# name may end in ! ? or … (Wait a Moment!, After You...): no colon after it.
guillotine-action-move = { $card } — { $noble } { $from } → { $to }
guillotine-action-noble = { $card } — { $noble } ({ $position })
guillotine-action-order = { $card } — { $nobles }
guillotine-action-on = { $card } on { $who }
guillotine-action-take = { $card } — take { $taken }
guillotine-action-face-up = { $card } — { $owner }'s { $lost }
guillotine-how-move = { $noble } { $from } → { $to }
guillotine-how-noble = { $noble } ({ $position })
guillotine-how-order = { $nobles }
guillotine-how-on = On { $who }
guillotine-how-take = Take { $taken }
guillotine-how-face-up = { $owner }'s { $lost }

## Who must decide what ($kind: the decision; $card the card that asks it)

guillotine-decides = { $who } chooses { $kind ->
        [late-arrival] which noble arrives late
        [lack-of-support] which card to discard
        [clerical-error] which noble to take
        [clerical-error-reply] which noble to take back
        [infighting] which card to discard
        [the-clown] who gets the Clown
        [innocent-victim] which card to discard
       *[other] an option
    } ({ $card }).
guillotine-you-decide = You choose { $kind ->
        [late-arrival] which noble arrives late
        [lack-of-support] which card to discard
        [clerical-error] which noble to take
        [clerical-error-reply] which noble to take back
        [infighting] which card to discard
        [the-clown] who gets the Clown
        [innocent-victim] which card to discard
       *[other] an option
    } ({ $card }).

## What the table waits for

guillotine-over-you-win = Game over: you win.
guillotine-over-wins = Game over: { $who } wins.
guillotine-over-share = Game over: { $who } share the win.
guillotine-may-play = { $who } may play an action card.
guillotine-may-play-another = { $who } may play another action card.
guillotine-you-may-play = You may play an action card.
guillotine-you-may-play-another = You may play another action card.
guillotine-no-collect-influence = { $who } collects no noble this turn (Political Influence).
guillotine-you-no-collect-influence = You collect no noble this turn (Political Influence).
guillotine-no-collect-robespierre = { $who } collects no noble this turn: Robespierre ends the day.
guillotine-you-no-collect-robespierre = You collect no noble this turn: Robespierre ends the day.
guillotine-about-to-collect = { $who } is about to collect { $count ->
        [one] the front noble
       *[other] { $count } nobles from the front
    }.
guillotine-you-about-to-collect = You are about to collect { $count ->
        [one] the front noble
       *[other] { $count } nobles from the front
    }.
guillotine-finale = { $who } may play cards that change the points before the final count.
guillotine-you-finale = You may play cards that change the points before the final count.

## The table image

guillotine-points = { $count ->
        [one] { $count } point
       *[other] { $count } points
    }
guillotine-tag-choosing = CHOOSING
guillotine-tag-scoring = SCORING
guillotine-tag-collecting = COLLECTING
guillotine-tag-to-play = TO PLAY
guillotine-executions-over = The executions are over.
guillotine-line-empty = The line is empty.
guillotine-front = FRONT
guillotine-hand-count = { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }
guillotine-hand-empty = No cards

## The table message: its words around the picture (the notices in force, each seat in
## words, the decks) and the picture's alt text (the line, front first)

guillotine-notice-judge = An Unpopular Judge is at the front of the line: no action card may be played.
guillotine-notice-rush = Rush Job: { $who } may not play an action card this turn.
guillotine-notice-guards = Callous Guards lie in front of { $who }: nobody may play a card that changes the line.
guillotine-notice-day-ends = The day ends after this turn.
guillotine-seat-summary = { $who }: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, { $nobles ->
        [0] no nobles
        [one] { $nobles } noble
       *[other] { $nobles } nobles
    } collected, { $cards ->
        [0] no action cards
        [one] { $cards } action card
       *[other] { $cards } action cards
    } in hand.
guillotine-seat-last = Last collected: { $noble }.
guillotine-seat-in-front = Face up: { $cards }.
guillotine-decks = The noble deck holds { $nobles ->
        [one] { $nobles } noble
       *[other] { $nobles } nobles
    }, the action deck { $actions ->
        [one] { $actions } card
       *[other] { $actions } cards
    }, and the discard pile { $discards ->
        [one] { $discards } card
       *[other] { $discards } cards
    }.
guillotine-line-alt = { $count ->
        [one] The line holds one noble: { $nobles }.
       *[other] The line of { $count } nobles, front first: { $nobles }.
    }
guillotine-line-alt-long = { $count ->
        [one] The line holds one noble.
       *[other] The line holds { $count } nobles.
    }

## The channel

guillotine-headline = **Guillotine** · day { $day } of { $days }
guillotine-day-over = **Day { $day } is over.** Points so far:
guillotine-day-score = { $who }: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
guillotine-game-over = **Guillotine: the game is over.**
guillotine-lobby-players = { $count ->
        [one] { $count } player
       *[other] { $count } players
    }
guillotine-lobby-wait = Wait a Moment! window { $seconds } s
guillotine-lobby-no-end-cards = no end-of-game cards

## A move the computer made for a player whose time ran out (guillotine-timed-out), or
## that the strong computer player suggests (guillotine-hint): one whole sentence for each
## kind of move ($move). $card: a card's name; best last, as it may end with its own "!"
## or "..." (then the sentence's full stop goes).

guillotine-timed-out = { $move ->
    [choose] ⏱ { $who } ran out of time: the computer made the choice for them.
    [collect] ⏱ { $who } ran out of time: the computer collected the noble at the front of the line for them.
    [discard] ⏱ { $who } ran out of time: the computer discarded { $card }.
    [done] ⏱ { $who } ran out of time: the computer pressed Done for them.
    [no-card] ⏱ { $who } ran out of time: the computer played no card for them.
   *[play] ⏱ { $who } ran out of time: the computer played { $card }.
}
guillotine-hint = { $move ->
    [choose] 💡 The strong computer player would have made the same choice.
    [collect] 💡 The strong computer player would have collected the noble at the front of the line.
    [discard] 💡 The strong computer player would have discarded { $card }.
    [done] 💡 The strong computer player would have pressed Done.
    [no-card] 💡 The strong computer player would have played no card.
   *[play] 💡 The strong computer player would have played { $card }.
}

## The hand

guillotine-done = Done
guillotine-play-no-card = Play no card
guillotine-back-to-cards = Back to the cards
guillotine-choose-card = Choose a card to play
guillotine-choose-how = Choose how
guillotine-choose = Choose
guillotine-hand-finale = The third day is over: play cards that change the points (one at a time), or press **Done**.
guillotine-play-an-action = Your turn: play an action card, or none.
guillotine-may-wait = You may play **Wait a Moment!** now.
guillotine-hand-title = { $name } · day { $day } of { $days }
guillotine-how-to-play = Your turn: **{ $card }** can be played in several ways; choose one below.
# A card of the hand's menu that can be played in several ways (a second menu follows).
guillotine-several-ways = { $card } ({ $count } ways)

## Refusals: why a move is not allowed (the engine's reason codes)

guillotine-refused-no-such-seat = There is no seat { $seat } at this table.
guillotine-refused-game-over = The game is over.
guillotine-refused-someone-choosing = Another player is choosing for { $card } first.
guillotine-refused-choose-one = Choose one of the options offered.
guillotine-refused-collect-now = Your action card step is over: collect the front noble.
guillotine-refused-not-your-turn = It is not your turn.
guillotine-refused-play-first = Play an action card or skip first.
guillotine-refused-not-a-move = That is not a move now: play an action card, or none.
guillotine-refused-not-a-move-finale = That is not a move now: play a card that changes the points, or press Done.
guillotine-refused-no-such-card = There is no such action card.
guillotine-refused-not-held = You don't hold { $card }.
guillotine-refused-only-scoring-cards = Now only cards that change the points may be played (the scoring cards, Missing Heads, Clerical Error, Twist of Fate), not { $card }.
guillotine-refused-nothing-to-act-on = { $card } has nothing to act on now.
guillotine-refused-wait-not-now = Wait a Moment! is played when another player is about to collect, not now.
guillotine-refused-judge-at-front = An Unpopular Judge is at the front of the line: no action card may be played.
guillotine-refused-rush-job = A Rush Job was played on you: you may not play an action card this turn.
guillotine-refused-guards-out = Callous Guards are out: no card that changes the line ({ $card }).
guillotine-refused-no-such-position = There is no noble at position { $position }: the line has { $size }.
guillotine-refused-not-enough-ahead = { $card } needs enough nobles ahead of the one it moves.
guillotine-refused-another-player-only = { $card } must go to another player.
guillotine-refused-needs-collected-noble = { $card } needs a player with a noble they collected in their pile.
guillotine-refused-needs-score-pile = { $card } needs a player with a score pile.
guillotine-refused-not-a-way = That is not a way to play { $card }.
guillotine-refused-discard-only-guards = Only Callous Guards are discarded that way.
guillotine-refused-no-guards = You have no Callous Guards in front of you.
guillotine-refused-discard-guards-own-step = You may discard your Callous Guards in your own action-card step.
guillotine-refused-wait-declined = You let this collection go.
guillotine-refused-nothing-to-collect = There is no noble to collect this turn.
guillotine-refused-other = That move is not allowed now.

## The cards: each card's name, its full instruction (.text), and a noble's short text for
## its face (.short). Nobles without an instruction have neither.

## A noble in a sentence (.the as its subject, .the-object as its object): the name with
## its article; "a" for the nobles the deck holds several of. English has no case: the
## object is the subject's form.

guillotine-card-king-louis-xvi = King Louis XVI
    .the = King Louis XVI
    .the-object = { guillotine-card-king-louis-xvi.the }
guillotine-card-marie-antoinette = Marie Antoinette
    .the = Marie Antoinette
    .the-object = { guillotine-card-marie-antoinette.the }
guillotine-card-regent = Regent
    .the = the Regent
    .the-object = { guillotine-card-regent.the }
guillotine-card-duke = Duke
    .the = the Duke
    .the-object = { guillotine-card-duke.the }
guillotine-card-baron = Baron
    .the = the Baron
    .the-object = { guillotine-card-baron.the }
guillotine-card-robespierre = Robespierre
    .text = The day ends after this turn: no more nobles are collected this turn, and the rest of the line is discarded after the draw.
    .short = Day ends after this turn
    .the = Robespierre
    .the-object = { guillotine-card-robespierre.the }
guillotine-card-count = Count
    .text = Worth 2 more points if the Countess is in the same score pile.
    .short = +2 with the Countess
    .the = the Count
    .the-object = { guillotine-card-count.the }
guillotine-card-countess = Countess
    .text = Worth 2 more points if the Count is in the same score pile.
    .short = +2 with the Count
    .the = the Countess
    .the-object = { guillotine-card-countess.the }
guillotine-card-lord = Lord
    .text = Draw one extra action card at the end of this turn.
    .short = Draw 1 extra action card
    .the = the Lord
    .the-object = { guillotine-card-lord.the }
guillotine-card-lady = Lady
    .text = Draw one extra action card at the end of this turn.
    .short = Draw 1 extra action card
    .the = the Lady
    .the-object = { guillotine-card-lady.the }
guillotine-card-fast-noble = Fast Noble
    .text = Also collect the next noble at the front of the line.
    .short = Also collect the next noble
    .the = the Fast Noble
    .the-object = { guillotine-card-fast-noble.the }
guillotine-card-lady-in-waiting = Lady in Waiting
    .text = Draw one extra action card at the end of this turn.
    .short = Draw 1 extra action card
    .the = the Lady in Waiting
    .the-object = { guillotine-card-lady-in-waiting.the }
guillotine-card-coiffeur = Coiffeur
    .the = the Coiffeur
    .the-object = { guillotine-card-coiffeur.the }
guillotine-card-piss-boy = Piss Boy
    .the = the Piss Boy
    .the-object = { guillotine-card-piss-boy.the }
guillotine-card-royal-cartographer = Royal Cartographer
    .the = the Royal Cartographer
    .the-object = { guillotine-card-royal-cartographer.the }
guillotine-card-cardinal = Cardinal
    .the = the Cardinal
    .the-object = { guillotine-card-cardinal.the }
guillotine-card-archbishop = Archbishop
    .the = the Archbishop
    .the-object = { guillotine-card-archbishop.the }
guillotine-card-bad-nun = Bad Nun
    .the = the Bad Nun
    .the-object = { guillotine-card-bad-nun.the }
guillotine-card-bishop = Bishop
    .the = the Bishop
    .the-object = { guillotine-card-bishop.the }
guillotine-card-heretic = Heretic
    .the = the Heretic
    .the-object = { guillotine-card-heretic.the }
guillotine-card-wealthy-priest = Wealthy Priest
    .the = a Wealthy Priest
    .the-object = { guillotine-card-wealthy-priest.the }
guillotine-card-general = General
    .text = Put the top noble of the noble deck at the end of the line.
    .short = Top noble of the deck to the end of the line
    .the = the General
    .the-object = { guillotine-card-general.the }
guillotine-card-master-spy = Master Spy
    .text = While in the line, he moves to the end of the line after every action card that is played.
    .short = Moves to the end after every action card
    .the = the Master Spy
    .the-object = { guillotine-card-master-spy.the }
guillotine-card-colonel = Colonel
    .the = the Colonel
    .the-object = { guillotine-card-colonel.the }
guillotine-card-captain-of-the-guard = Captain of the Guard
    .text = Put the top noble of the noble deck at the end of the line.
    .short = Top noble of the deck to the end of the line
    .the = the Captain of the Guard
    .the-object = { guillotine-card-captain-of-the-guard.the }
guillotine-card-lieutenant = Lieutenant
    .the = a Lieutenant
    .the-object = { guillotine-card-lieutenant.the }
guillotine-card-palace-guard = Palace Guard
    .text = Each is worth the number of Palace Guards in the score pile.
    .short = Worth 1 per Palace Guard in the pile
    .the = a Palace Guard
    .the-object = { guillotine-card-palace-guard.the }
guillotine-card-governor = Governor
    .the = the Governor
    .the-object = { guillotine-card-governor.the }
guillotine-card-mayor = Mayor
    .the = the Mayor
    .the-object = { guillotine-card-mayor.the }
guillotine-card-councilman = Councilman
    .the = the Councilman
    .the-object = { guillotine-card-councilman.the }
guillotine-card-tax-collector = Tax Collector
    .the = the Tax Collector
    .the-object = { guillotine-card-tax-collector.the }
guillotine-card-land-lord = Land Lord
    .the = the Land Lord
    .the-object = { guillotine-card-land-lord.the }
guillotine-card-unpopular-judge = Unpopular Judge
    .text = While he is at the front of the line, no action card may be played.
    .short = At the front: no action cards
    .the = an Unpopular Judge
    .the-object = { guillotine-card-unpopular-judge.the }
guillotine-card-sheriff = Sheriff
    .the = a Sheriff
    .the-object = { guillotine-card-sheriff.the }
guillotine-card-rival-executioner = Rival Executioner
    .text = Also collect the top noble of the noble deck.
    .short = Also collect the top noble of the deck
    .the = the Rival Executioner
    .the-object = { guillotine-card-rival-executioner.the }
guillotine-card-hero-of-the-people = Hero of the People
    .the = the Hero of the People
    .the-object = { guillotine-card-hero-of-the-people.the }
guillotine-card-the-clown = The Clown
    .text = Put it in another player's score pile.
    .short = Goes into another player's pile
    .the = the Clown
    .the-object = { guillotine-card-the-clown.the }
guillotine-card-tragic-figure = Tragic Figure
    .text = Worth −1 for every gray noble in the score pile, itself included.
    .short = −1 per gray noble in the pile
    .the = the Tragic Figure
    .the-object = { guillotine-card-tragic-figure.the }
guillotine-card-innocent-victim = Innocent Victim
    .text = Discard one action card of your choice from your hand.
    .short = Discard 1 action card
    .the = the Innocent Victim
    .the-object = { guillotine-card-innocent-victim.the }
guillotine-card-martyr = Martyr
    .the = a Martyr
    .the-object = { guillotine-card-martyr.the }

guillotine-card-stumble = Stumble
    .text = Move a noble forward exactly 1 place.
guillotine-card-pushed = Pushed
    .text = Move a noble forward exactly 2 places.
guillotine-card-tis-a-far-better-thing = 'Tis a Far Better Thing
    .text = Move a noble forward exactly 3 places.
guillotine-card-ignoble-noble = Ignoble Noble
    .text = Move a noble forward exactly 4 places.
guillotine-card-lidiot = L'Idiot
    .text = Move a noble forward up to 2 places.
guillotine-card-was-that-my-name = Was That My Name?
    .text = Move a noble forward up to 3 places.
guillotine-card-civic-pride = Civic Pride
    .text = Move a green noble forward up to 2 places.
guillotine-card-military-might = Military Might
    .text = Move a red noble forward up to 2 places.
guillotine-card-majesty = Majesty
    .text = Move a purple noble forward up to 2 places.
guillotine-card-trip = Trip
    .text = Move a noble back exactly 1 place; then you may play another action card.
guillotine-card-friend-of-the-queen = Friend of the Queen
    .text = Move a noble back up to 2 places.
guillotine-card-fainting-spell = Fainting Spell
    .text = Move a noble back up to 3 places.
guillotine-card-public-demand = Public Demand
    .text = Move any noble to the front of the line.
guillotine-card-let-them-eat-cake = Let Them Eat Cake
    .text = Marie Antoinette moves to the front of the line, if she is in it.
guillotine-card-lack-of-faith = Lack of Faith
    .text = The blue noble nearest the front moves to the front.
guillotine-card-forward-march = Forward March
    .text = Move a Palace Guard in the line to the front.
guillotine-card-bribed-guards = Bribed Guards
    .text = The front noble moves to the end of the line.
guillotine-card-the-long-walk = The Long Walk
    .text = Reverse the order of the whole line.
guillotine-card-opinionated-guards = Opinionated Guards
    .text = Rearrange the first 4 nobles of the line in any order.
guillotine-card-milling-in-line = Milling in Line
    .text = Shuffle the first 5 nobles of the line.
guillotine-card-escape = Escape!
    .text = Discard 2 random nobles from the line, then shuffle the line.
guillotine-card-mass-confusion = Mass Confusion
    .text = Shuffle the line into the noble deck and deal a new line of the same length.
guillotine-card-fled-to-england = Fled to England
    .text = Discard any noble from the line.
guillotine-card-clothing-swap = Clothing Swap
    .text = Discard a noble from the line; the top noble of the deck takes its place.
guillotine-card-extra-cart = Extra Cart
    .text = Add the top 3 nobles of the noble deck to the end of the line.
guillotine-card-late-arrival = Late Arrival
    .text = Look at the top 3 nobles of the noble deck: put one at the end of the line and discard the other two.
guillotine-card-wait-a-moment = Wait a Moment!
    .text = Play when another player is about to collect a noble from the line (any of their collections this turn): shuffle the line; they then take the new front noble.
guillotine-card-double-feature = Double Feature
    .text = Collect one extra noble from the front of the line this turn.
guillotine-card-after-you = After You...
    .text = The front noble goes into another player's score pile, as if they had collected it.
guillotine-card-political-influence = Political Influence
    .text = Collect no noble this turn; draw 3 extra action cards at the end of the turn.
guillotine-card-scarlet-pimpernel = Scarlet Pimpernel
    .text = The day ends after this turn: the rest of the line is discarded.
guillotine-card-rush-job = Rush Job
    .text = The chosen player may not play an action card on their next turn.
guillotine-card-missed = Missed!
    .text = The chosen player puts the noble they collected last at the end of the line.
guillotine-card-missing-heads = Missing Heads
    .text = The chosen player shuffles their score pile and discards its top noble.
guillotine-card-clerical-error = Clerical Error
    .text = You and the chosen player each take one noble of your choice from the other's score pile (you choose first).
guillotine-card-forced-break = Forced Break
    .text = Every other player discards a random action card from their hand.
guillotine-card-infighting = Infighting
    .text = The chosen player discards 2 action cards of their choice.
guillotine-card-lack-of-support = Lack of Support
    .text = Look at the chosen player's hand and discard one card of it.
guillotine-card-information-exchange = Information Exchange
    .text = Swap hands with the chosen player.
guillotine-card-rain-delay = Rain Delay
    .text = All hands are shuffled into the action deck; everyone gets 5 new cards.
guillotine-card-rat-break = Rat Break
    .text = Take any action card from the action discard pile into your hand.
guillotine-card-twist-of-fate = Twist of Fate
    .text = Discard any face-up action card lying in front of any player.
guillotine-card-callous-guards = Callous Guards
    .text = Stays in front of you: nobody, you included, may play a card that changes the line (moves, adds or removes nobles). You may discard it in your action-card step (it is not your action card); your own line card or Wait a Moment! discards it first.
guillotine-card-church-support = Church Support
    .text = Stays in front of you: +1 point per blue noble in your score pile.
guillotine-card-civic-support = Civic Support
    .text = Stays in front of you: +1 point per green noble in your score pile.
guillotine-card-military-support = Military Support
    .text = Stays in front of you: +1 point per red noble in your score pile.
guillotine-card-fountain-of-blood = Fountain of Blood
    .text = Stays in front of you: +2 points.
guillotine-card-indifferent-public = Indifferent Public
    .text = Stays in front of you: each gray noble in your score pile scores +1 instead of its value.
guillotine-card-foreign-support = Foreign Support
    .text = Stays in front of you: draw an extra action card each time you collect a purple noble.
guillotine-card-tough-crowd = Tough Crowd
    .text = Stays in front of another player: −2 points to them.

## Review: a finished day as it is now public (cogs/guillotine/review.py)

guillotine-review-title = **Guillotine · review of day { $day }**
guillotine-review-line = **The line as the day began**, from the guillotine back:
guillotine-review-noble = { $position }. { $noble }
guillotine-review-points-head = **Points**, gained this day and in all:
guillotine-review-points = { $who }: { $points ->
        [one] { $points } point
       *[other] { $points } points
    } this day, { $total } in all
