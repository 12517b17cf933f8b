### The words every table shares: lobby, table layer, turns, hands, leaderboards, stats,
### settings, help, the shared slash commands, and the table layer's refusals.
### Message ids start with "tables-". Variables: $count (a number), $name (a player's name,
### already escaped), $title (a game's title), $when (a Discord timestamp, "<t:…:R>"),
### $who (mentions or names).
### English is the reference: the other languages have the same ids and variables.

## Words used inside other sentences

tables-and = and
tables-nobody = nobody
# An ordinal place: 1st, 2nd, 3rd, 4th, 11th, 21st ($form: the number's CLDR ordinal
# category in this language, from Babel, as fluent.runtime selects only on cardinals).
# $of: what is counted, for a language whose ordinal agrees with it: "player" (a place in
# the standings, whoever holds it) or "place" (the word place, or a position in a row).
tables-ordinal = { $of ->
   *[player] { $form ->
        [one] { $number }st
        [two] { $number }nd
        [few] { $number }rd
       *[other] { $number }th
    }
    [place] { $form ->
        [one] { $number }st
        [two] { $number }nd
        [few] { $number }rd
       *[other] { $number }th
    }
}
# A seat whose member is gone from the server, in the leaderboard.
tables-player-fallback = Player { $digits }
tables-no-cards = No cards

## The lobby

tables-opened-by = **{ $title }** table opened by { $host }
tables-turn-timer = turn timer { $seconds } s
tables-free-seat = — free (a computer player if nobody joins)
# A computer player's seat name, stored with the seat in the table's language.
tables-computer-name = Computer { $number }
# The computer that plays a player's seat for them after they left.
tables-computer-for = { $name } (computer)
tables-lobby-next = Join, then the host presses Start (empty seats get computer players).
tables-game-started = The game has started.
tables-abandoned = This table was abandoned: no results are recorded.
tables-lobby-closed = This table is no longer open.
# A click on a message of a table the bot does not know (abandoned, or lost with its database).
tables-table-gone = This table no longer exists: it was abandoned, or the bot no longer knows it. Open a new table to play.
tables-button-join = Join
tables-button-leave = Leave
tables-button-bot = Add computer
tables-button-start = Start
tables-button-cancel = Cancel
tables-thread-name = { $title } · { $host }'s table
tables-thread-deleted = The thread of this { $title } game was deleted: the game goes on here.
tables-missing-permissions = I can't show this table: I need the { $names } { $count ->
    [one] permission
   *[other] permissions
} here. A server manager can grant { $count ->
    [one] it
   *[other] them
}; the game goes on and the table appears as soon as I may post.
# Permissions by the names Discord's own settings give them.
tables-permission-view-channel = View Channel
tables-permission-attach-files = Attach Files
tables-permission-send-messages = Send Messages
tables-permission-send-messages-in-threads = Send Messages in Threads

## Turns, time and seats

tables-deadline = ⏱ Time runs out { $when }.
tables-window = ⏳ The **{ $title }** window closes { $when }.
tables-window-untitled = ⏳ The window to play out of turn closes { $when }.
tables-hand-deadline = ⏱ Your time runs out { $when }: then the computer plays for you.
tables-turn-ping = 🔔 { $who }: your turn.
tables-turn-ping-deadline = 🔔 { $who }: your turn, time runs out { $when }.
tables-start-ping = 🃏 The game has started here: { $who }.
tables-away-notice = 💤 { $who } missed two turns in a row: the computer plays their seat from now on. Press **Take my seat back** to play again.
tables-replaced-notice = A computer player now plays { $name }'s seat. { $name } can press **Take my seat back** to play again.
tables-away-hand = The computer plays your seat now. Press **Take my seat back** to play again.
tables-abandoned-by = The { $title } table here was abandoned: no results are recorded.

## Hands

tables-button-hand = Your hand
tables-button-hint = Hint
tables-button-take-back = Take my seat back
tables-hand-expired = This view has expired: press **Your hand** on the table message.
tables-hand-replaced = You opened your hand again: use the newer message.
tables-watch-only = You are not playing at this table: you can watch.
tables-hints-off = Hints are off at this table.
tables-hint-out-of-date = That hint is out of date: press **Your hand** again.
# Said after the game's own sentence for the suggested move (<game>-hint).
tables-hint-noted = (Hints used at this table are shown on the scoresheet.)
tables-nothing-to-look-back = There is nothing to look back on in this game.
tables-choose-one = Choose one option.
tables-choose-from-list = Choose from the list.
tables-menu-more = More…
tables-menu-first-page = Back to the first page
tables-something-went-wrong = Something went wrong with that click; please try again.

## Images: the file name each is sent as, and its alt text (what a screen reader says)

tables-image-table = table.png
    .alt = The table as it stands
tables-image-hand = hand.png
    .alt = Your cards
tables-image-scoresheet = scoresheet.png
    .alt = The scoresheet after the deal
tables-image-standings = standings.png
    .alt = The final standings
tables-image-deal = deal.png
    .alt = How the deal ended
tables-image-trick = trick.png
    .alt = The previous trick
tables-image-review = review.png
    .alt = The hands as they were dealt
tables-image-leaderboard = leaderboard.png
    .alt = This server's leaderboard

## The cards' faces: the letter in the corner of an ace or a court card, and the word
## a joker prints (the table, hand and trick images; Barbu's scoresheet)

# The international letters: Ace, King, Queen, Jack.
tables-card-index = { $rank ->
    [A] A
    [K] K
    [Q] Q
    [J] J
   *[other] { $rank }
}
tables-card-joker = JOKER

## Review: a finished deal as it is now public, shown privately to whoever asks

tables-button-review = Review
tables-review-not-over = This is not over yet: a review shows a deal, a game or a day only once it has ended.
tables-review-page = -# Page { $page } of { $pages }
tables-review-previous = Previous page
tables-review-next = Next page

## Play again

tables-button-again = Play again
tables-again-not-over = This table is not finished: Play again is for its end.
tables-again-already = A new table was already opened from this one: { $where }
tables-again-link = Go to the new table

## Leaderboard and stats

tables-leaderboard-title = { $game } · leaderboard
tables-leaderboard-empty = No finished games yet
tables-column-rank = #
tables-column-name = Player
tables-column-played = Played
tables-column-wins = Wins
tables-column-avg-place = Avg place
tables-column-rating = Rating
# $wins and $played are counts ($unit: what one finished table is called in the game, as
# in tables-units); each language writes the nouns in their case after its preposition.
tables-leaderboard-line = { $rank }. { $name } — rating { $rating }, { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
} in { $unit ->
    [series] { $played ->
        [one] { $played } series
       *[other] { $played } series
    }
    [match] { $played ->
        [one] { $played } match
       *[other] { $played } matches
    }
   *[other] { $played ->
        [one] { $played } game
       *[other] { $played } games
    }
}
tables-no-leaderboard = { $unit ->
    [series] No finished { $title } series on this server yet: `/{ $command } { $start }` one!
    [match] No finished { $title } match on this server yet: `/{ $command } { $start }` one!
   *[other] No finished { $title } game on this server yet: `/{ $command } { $start }` one!
}
tables-no-stats = { $unit ->
    [series] { $name } has not finished a { $title } series here yet.
    [match] { $name } has not finished a { $title } match here yet.
   *[other] { $name } has not finished a { $title } game here yet.
}
# $rated: "yes" once a game with another member rated the player, else "no"; $rank is an
# ordinal (tables-ordinal), their place on this server's leaderboard.
tables-stats-line = **{ $name }** · { $title }: { $unit ->
    [series] { $played ->
        [one] { $played } series
       *[other] { $played } series
    }
    [match] { $played ->
        [one] { $played } match
       *[other] { $played } matches
    }
   *[other] { $played ->
        [one] { $played } game
       *[other] { $played } games
    }
}, { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
}, average place { $place }, best score { $best }, { $rated ->
    [yes] rating { $rating } ({ $rank } place on this server)
   *[no] not rated yet (a game with another member rates you)
}

## Seasons

# A season without a name of its own is called by its number.
tables-season-number = Season { $number }
# The first line of a leaderboard or stats answer: which results it counts. $season is the
# season's name (tables-season-number, a month and its year, or the name a manager gave it).
tables-season-shown = { $which ->
    [current] Current season: **{ $season }**
    [past] Past season: **{ $season }**
   *[all] All seasons together
}
# The leaderboard image's title.
tables-leaderboard-season-title = { $which ->
    [all] { $game } · leaderboard of all seasons
   *[season] { $game } · { $season }
}
tables-no-season-leaderboard = { $unit ->
    [series] No { $title } series has been finished in this season yet.
    [match] No { $title } match has been finished in this season yet.
   *[other] No { $title } game has been finished in this season yet.
}
tables-no-season-stats = { $unit ->
    [series] { $name } has not finished a { $title } series in this season yet.
    [match] { $name } has not finished a { $title } match in this season yet.
   *[other] { $name } has not finished a { $title } game in this season yet.
}
# The choices of the `season` option, as the reader's client lists them.
tables-season-choice-current = { $season } (current)
tables-season-choice-all = All seasons together
tables-season-unknown = This server has no { $title } season by that name: choose one from the list.
tables-season-manager-only = Only members with Manage Server can start a season or change how long seasons last.
# Told the channel, in the server's language. $command and $leaderboard: the game's
# command and the leaderboard command as this language names them; $option the option.
tables-season-started = **{ $season }** of { $title } begins: its leaderboard and ratings start from nothing. Earlier seasons stay readable with the `{ $option }` option of `/{ $command } { $leaderboard }`.
tables-season-monthly = From now on, a new { $title } season begins on the first day of every month (UTC), named after its month. The current season, **{ $season }**, ends with this month.
tables-season-by-hand = { $title } seasons no longer change by themselves: **{ $season }** lasts until a member with Manage Server starts the next one.
tables-command-season = season
tables-command-season-description = This server's seasons (members with Manage Server)
tables-command-season-start = start
tables-command-season-start-description = Start a new season: the leaderboard and ratings begin again
tables-command-season-auto = auto
tables-command-season-auto-description = Start a new season every month by itself, or stop doing so
tables-option-season = season
tables-option-season-description = Which season (the current one if empty), or all seasons together
tables-option-season-name = name
tables-option-season-name-description = The new season's name (its number if empty)
tables-option-season-length = length
tables-option-season-length-description = How long each season lasts
tables-season-length-monthly = One calendar month
tables-season-length-off = Until a manager starts the next

## Commands: answers

tables-error-check = You can't use that command here.
tables-error-transformer = One of the options is not valid here (is that member on this server?).
tables-error-command = Something went wrong with that command; please try again.
tables-choose-level = Choose the computer level from the list.
tables-computers-range = Between 0 and { $most } computer players, please.
tables-timer-range = The turn timer is between 30 and 600 seconds.
tables-think-time-range = The thinking time is between 100 and 2000 ms.
tables-no-table = { $kind ->
    [open] There is no open { $title } table here.
   *[running] There is no running { $title } table here.
}
tables-host-or-manager = { $what ->
    [abandon] Only the host or a member with Manage Server can abandon a table.
   *[replace] Only the host or a member with Manage Server can replace a player.
}
tables-unknown-topic = Choose a topic from the list (or none, for the overview).
tables-rules-overview = Overview
tables-rules-more = More: { $topics }
tables-settings-manager-only = Only members with Manage Server can change this server's settings.
tables-settings-chosen = New tables on this server speak **{ $chosen }** (chosen with this command).
tables-settings-default = This server has chosen no language: new tables speak **{ $chosen }** (the server's Discord language if the bot speaks it, else English).
tables-settings-changed = From now on, new tables on this server speak **{ $chosen }**. The `{ $option }` option of `{ $start }` can still choose another for one table.

## /help

tables-help-head = **Card games on this server.** Pick one and open a table in a channel:
# The commands in backticks are named as the reader's Discord client shows them: $start,
# $rules, $leaderboard, $stats, $option are the command catalogues' names in this language.
tables-help-game = **{ $title }**: { $summary }
    ↳ `/{ $name } { $start }` opens a table · `/{ $name } { $rules }` explains it
tables-help-tail = Only you see the rules answers. Each game also has `{ $leaderboard }` and `{ $stats }` for this server's results, such as `/{ $first } { $leaderboard }`.

## Slash commands: names (lowercase, no spaces), descriptions, options, choices

tables-command-help = help
tables-command-help-description = The games you can play here and how to start
tables-command-leaderboard = leaderboard
tables-command-leaderboard-description = This server's best players
tables-command-stats = stats
tables-command-stats-description = A player's record on this server
tables-command-abandon = abandon
tables-command-abandon-description = End the table here without results
tables-command-replace = replace
tables-command-replace-description = Give a player's seat to a computer player
tables-command-settings = settings
tables-command-settings-description = This server's settings (members with Manage Server)
tables-option-member = member
tables-option-stats-member-description = Whose record (you if empty)
tables-option-replace-member-description = The player who left
tables-option-language = language
tables-option-settings-language-description = The language of new tables on this server
tables-option-start-language-description = The table's language (default: this server's)
tables-option-think-ms-description = Milliseconds the strong computer player thinks per decision (default 500)
# Each language by its own name, the same in every catalogue.
tables-language-en = English
tables-language-fr = Français
tables-language-de = Deutsch
tables-language-nl = Nederlands

## Refusals: what the table layer refuses (bot/tables raises the code), and why

tables-refused-not-now = You can't do that now.
tables-refused-not-your-turn = It is not your turn.
tables-refused-already-started = This table has already started.
tables-refused-closed = This table is closed.
tables-refused-no-room-for-computers = There is not room for that many computer players.
tables-refused-already-seated = You are already seated at this table.
tables-refused-table-full = This table is full.
tables-refused-not-seated = You are not seated at this table.
tables-refused-host-cannot-leave = You are the host: use Cancel to close the table.
tables-refused-host-only = { $what ->
    [add-computer] Only the host can add a computer player.
    [start] Only the host can start the game.
   *[cancel] Only the host can cancel the table.
}
tables-refused-already-closed = This table is already closed.
tables-refused-nothing-to-replace = Only a running game has seats to hand over.
tables-refused-member-not-seated = That member is not seated at this table.
tables-refused-not-running = This game is not running any more.
tables-refused-seat-already-yours = You are playing your seat already.
tables-refused-no-seat-to-take-back = You have no seat to take back at this table.
tables-refused-no-such-level = There is no computer level “{ $level }”.
tables-refused-not-playing = You are not playing at this table.
tables-refused-seat-away = The computer plays your seat now: press **Take my seat back** to play again.
tables-refused-out-of-date = That choice is out of date: press **Your hand** again.
tables-refused-hint-not-your-turn = Hints are for your turn.
tables-refused-moved-on = The game moved on meanwhile: ask again.
tables-refused-not-stored = Your move was not played: the table's database did not answer. Nothing changed; try again in a moment.
tables-refused-unsettled = The table is waiting for its database, so your move could not be confirmed yet. Play resumes by itself; your hand will show whether it counted.
tables-move-played-hand-failed = Your move was played, but your hand could not be shown just now: press **Your hand** to see it.
tables-waiting-fault = This table is waiting for its database; play resumes by itself.
tables-going-on = The database answers again: play goes on.
tables-refused-not-a-player = Only the players of this table can start a new one from it.
tables-refused-not-over = This game is not over yet.
tables-refused-bad-options = Those options do not go together at this game.

## /<game> history: a server's latest finished tables of a game (cogs/tables/history.py)

tables-command-history = history
tables-command-history-description = The latest finished tables of this game here, or a member's
tables-option-history-member-description = Only the tables this member played at
# $title: the game's name; $name: the member's.
tables-history-title = The latest { $title } tables on this server
tables-history-title-member = The latest { $title } tables of { $name }
tables-history-none = No { $title } table has finished on this server yet.
tables-history-none-member = This member has not finished a { $title } table here yet.
# $title: what the table played (its rule set's name); $when: a Discord timestamp, which
# shows the date and time in the reader's own language and time zone.
tables-history-finished = **{ $title }**, finished on { $when }:
tables-history-abandoned = **{ $title }**, abandoned on { $when }; the scores when it stopped:
# One line of a finished table's result: its place (an ordinal, tables-ordinal), name and score.
tables-history-place = { $place } { $name }: { $score }
# One line of an abandoned table's scores.
tables-history-score = { $name }: { $score }
# The buttons that turn the pages: to newer tables, to older ones.
tables-history-previous = Previous
tables-history-next = Next
tables-history-record = Record
tables-history-record-file = record-{ $table }.json
tables-history-record-sent = The record of this { $title } table: every move, and the cards only as the table showed them.
tables-history-no-record = This table has no record: it is still being played, or it is not one of this server's.
tables-history-someone = this member
tables-history-scoresheet = Scoresheet
tables-history-no-scoresheet = This table has no scoresheet: it did not finish, or it is not one of this server's.
