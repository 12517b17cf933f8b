### Die Wörter, die alle Tische teilen: Lobby, Tisch, Ranglisten, Statistiken, Hilfe.

tables-something-went-wrong = Bei diesem Klick ist etwas schiefgegangen; bitte versuch es noch einmal.
