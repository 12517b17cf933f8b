# High Card, un jeu des tests (tests/tinygame).
highcard-name = Carte haute
highcard-cmd-group = Jouer à Carte haute
highcard-cmd-start = commencer
highcard-cmd-start-description = Ouvrir une table de Carte haute dans ce salon
highcard-cmd-computer = ordinateur
highcard-cmd-computer-description = Jouer contre l'ordinateur
highcard-cmd-rules = règles
highcard-lobby-tricks = { $tricks } plis
highcard-status-turn = Pli { $trick } : à { $name } de jouer.
highcard-status-won = { $name } gagne.
highcard-status-tie = Égalité.
highcard-trick = Pli { $trick }
highcard-hand-title = Les cartes de { $name }
highcard-play-a-card = À toi : joue une carte.
highcard-waiting = Attends ton tour.
highcard-timed-out = ⏱ Temps écoulé pour { $who } : l'ordinateur a joué { $card } à sa place.
highcard-hint = 💡 L'ordinateur fort aurait joué { $card }.
highcard-over = **Carte haute** est terminé.
highcard-final-line = { $name } : { $tricks ->
        [one] un pli
       *[other] { $tricks } plis
    }
highcard-refused-not-in-hand = Tu n'as pas { $card }.
