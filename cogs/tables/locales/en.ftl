### The words every table shares: lobby, table layer, leaderboards, stats, help.
### Message ids start with "tables-". Variables: $count (a number), $name (a player's name).

tables-something-went-wrong = Something went wrong with that click; please try again.
