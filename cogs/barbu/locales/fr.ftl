### Barbu et la Guillotine de Marley (les deux règles de la table de Barbu) : tout ce qu'un
### joueur lit à une table de Barbu : la ligne d'état, les coups, les invites et boutons de
### la main, les résumés de donne et de fin, les mots des images (table, donne, feuille de
### marque), les refus du moteur et les textes de la commande /barbu start.
# On tutoie le joueur, comme le font les jeux sur Discord, partout et sans exception.
# Les contrats portent leurs noms traditionnels des tables françaises et belges, sans « Pas
# de » : on dit « je prends les Dames », « il reste l'Atout et la Réussite » (les Plis, les
# Cœurs, les Dames, le Barbu — le roi de cœur —, les Deux dernières, l'Atout, la Réussite).
# « Plis » plutôt que « Levées » : le mot courant aujourd'hui. « Réussite » plutôt que
# « Domino » : le nom que le Barbu français donne à ce contrat.
# Doubler se dit « contrer » et redoubler « surcontrer », comme au bridge, d'où viennent la
# plupart des joueurs de Barbu.

## Les règles et leurs contrats

barbu-title = { $rules ->
    [marley] Guillotine de Marley
   *[barbu] Barbu
}
# La Guillotine de Marley : les noms de ses jeux traduits simplement ; « Parlement » et
# « Guillotine » sont déjà français.
barbu-contract = { $contract ->
    [no-tricks] Plis
    [no-hearts] Cœurs
    [no-queens] Dames
    [no-king] Barbu
    [no-last-two] Deux dernières
    [trumps] Atout
    [domino] Réussite
    [royalty] Majestés
    [queens] Dames
    [spades] Piques
    [parlement] Parlement
    [guillotine] Guillotine
    [dominoes] Réussite
   *[other] { $contract }
}
barbu-contract-short = { $contract ->
    [no-tricks] Plis
    [no-hearts] Cœurs
    [no-queens] Dames
    [no-king] Barbu
    [no-last-two] 2 dernières
    [trumps] Atout
    [domino] Réussite
    [royalty] Majestés
    [queens] Dames
    [spades] Piques
    [parlement] Parlement
    [guillotine] Guillotine
    [dominoes] Réussite
   *[other] { $contract }
}
# Au singulier, comme on dit « atout cœur », « tu as du pique ».
barbu-suit = { $suit ->
    [S] pique
    [H] cœur
    [D] carreau
   *[C] trèfle
}
barbu-contract-trumps = { $contract } ({ $symbol } { $suit })
barbu-contract-domino = { $contract } à partir des { $rank ->
    [J] valets
    [Q] dames
    [K] rois
    [A] as
   *[other] { $rank }
}
barbu-contract-with-arg = { $contract } { $arg }

## La table : ligne d'état, image de la table

barbu-deal-of = donne { $deal } sur { $deals }
barbu-series-over = La partie est terminée.
barbu-nobody = Personne
barbu-doing-contract = { $who } choisit { $rules ->
    [marley] le jeu
   *[barbu] le contrat
}.
barbu-doing-double = { $who } décide qui contrer.
barbu-doing-double-must = { $who } décide qui contrer (et doit contrer { $declarer }).
barbu-doing-bonus = { $who } choisit de rejouer ou de s'arrêter (bonus de l'as).
barbu-doing-play = { $who } joue.
barbu-money-pays = paie { $amount }
barbu-money-gets = reçoit { $amount }
barbu-money-even = quitte
barbu-doubles-legend = A { $doubled } B : A a contré B · A { $redoubled } B : A a contré B, qui a surcontré
barbu-tag = { $phase ->
    [contract] CHOIX
    [double] CONTRES
   *[play] À JOUER
}
barbu-final-standings = Classement final
barbu-seat-cards = { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
barbu-seat-tricks = { $count ->
    [one] { $count } pli
   *[other] { $count } plis
}
barbu-seat-out = sorti { $place }
barbu-seat-final = final
barbu-total-place = { $place } · { $score }
barbu-total = Total { $score }
# Le jeton du donneur (et déclarant) sur l'image de la table et la feuille : une lettre.
barbu-dealer-chip = D
barbu-not-opened = pas ouverte
barbu-opening = Ouvre avec { $rank ->
    [J] un valet
    [Q] une dame
    [K] un roi
    [A] un as
   *[other] un { $rank }
}

## Les mots du message de la table, autour de son image (les mots de l'image sont plus haut)

barbu-status-choosing = **{ $title }**, donne { $deal } sur { $deals }.
barbu-status-contract = **{ $title }**, donne { $deal } sur { $deals } : { $rules ->
    [marley] { $declarer } a donné et choisi **{ $contract }**.
   *[barbu] { $declarer } a déclaré **{ $contract }**.
}
barbu-status-took = { $name } vient de remporter le pli.
barbu-status-lowest-wins = Les points sont des pénalités : le plus petit total gagne.
barbu-details-doubles = **Contres :** { $doubles }
barbu-details-no-doubles = { $phase ->
    [double] Aucun contre pour l'instant.
   *[play] Aucun contre dans cette donne.
}
barbu-alt-layout = La réussite : { $rows }.
barbu-alt-row = de { $low } à { $high }
barbu-alt-row-closed = pas encore de { $suit }
# Entre les éléments d'une liste qui ont déjà leurs virgules (les places dans le texte
# alternatif de l'image, les contres d'une donne) : entre guillemets, les espaces comptent.
barbu-list-separator = { " ; " }
barbu-alt-seats = Autour de la table : { $seats }.
barbu-alt-seat = { $name } ({ $line } · { $total })
barbu-alt-final = Classement final : { $places }.
barbu-alt-place = { $place } { $name } ({ $score })

## La feuille de marque et l'image de la donne finie

barbu-sheet-title = Feuille de marque · { $title }
barbu-sheet-progress = Après { $done } { $done ->
    [one] donne
   *[other] donnes
} sur { $deals }
barbu-sheet-contract = { $rules ->
    [marley] Jeu
   *[barbu] Contrat
}
barbu-sheet-empty = Aucune donne terminée
barbu-sheet-total = Total
barbu-sheet-notes = { $rules ->
    [marley] Les points sont des pénalités : le plus petit total gagne. D : le donneur, qui a choisi le jeu. Argent : au-dessus de 100, on paie la différence ; en dessous, on la reçoit.
   *[barbu] Le plus grand total gagne. Chaque nombre est le score de la donne après les contres ; en or : les scores modifiés par les contres. D : le donneur, qui a choisi le contrat.
}
barbu-sheet-money = Argent
barbu-deal-end-title = Donne { $deal } sur { $deals } · { $contract } · terminée
barbu-deal-end-declarer = déclarée par { $name }
barbu-deal-end-trick = Dernier pli : pris par { $name }
barbu-deal-end-domino = Réussite : pas de plis, l'ordre de sortie compte
barbu-deal-end-heads = cette donne
    .doubles = contres
    .total = total

## Les résumés dans le salon

barbu-double-no-change = { $level ->
    [redouble] { $doubled } a surcontré { $doubler }
   *[double] { $doubler } a contré { $doubled }
} (sans effet)
barbu-double-effect = { $level ->
    [redouble] { $doubled } a surcontré { $doubler }
   *[double] { $doubler } a contré { $doubled }
} ({ $doubler } { $gain }, { $doubled } { $loss })
barbu-deal-summary-marley = **Donne { $deal }** · { $declarer } a choisi { $contract } · points de pénalité (moins on en a, mieux c'est) : { $points }
barbu-deal-summary = **Donne { $deal }** · { $declarer } a déclaré { $contract } · { $points } · aucun contre
barbu-deal-summary-doubled = **Donne { $deal }** · { $declarer } a déclaré { $contract } · après les contres : { $points }
    Contres : { $doubles }.
barbu-hinted = { $name } (conseils)
barbu-final-head = **{ $title } : la partie est terminée.**
barbu-final-score = { $count ->
    [one] { $score } point
   *[other] { $score } points
}, { $settle ->
    [pays] paie { $amount }
    [gets] reçoit { $amount }
   *[even] quitte
}
barbu-lobby-deals = { $count ->
    [one] { $count } donne
   *[other] { $count } donnes
}
barbu-deal-over = **{ $contract }** · la donne { $deal } sur { $deals } est terminée : { $name } a pris le dernier pli.
barbu-deal-over-domino = **{ $contract }** · la donne { $deal } sur { $deals } est terminée.

## Un coup que l'ordinateur a joué pour un joueur dont le temps est écoulé
## (barbu-timed-out), ou que conseille l'ordinateur fort (barbu-hint) : une phrase entière
## par sorte de coup ($move). $contract : un contrat comme barbu-contract l'écrit ; $rules :
## la règle (chez Marley, le donneur choisit le jeu) ; $doubled, $redoubled : des noms de
## joueurs, en liste (« Alice et Bob »).

barbu-timed-out = { $move ->
    [play] ⏱ Temps écoulé pour { $who } : à sa place, l'ordinateur a joué { $card }.
    [contract] { $rules ->
        [marley] ⏱ Temps écoulé pour { $who } : à sa place, l'ordinateur a choisi { $contract }.
       *[barbu] ⏱ Temps écoulé pour { $who } : à sa place, l'ordinateur a déclaré { $contract }.
    }
    [nobody] ⏱ Temps écoulé pour { $who } : à sa place, l'ordinateur n'a contré personne.
    [doubled] ⏱ Temps écoulé pour { $who } : à sa place, l'ordinateur a contré { $doubled }.
    [redoubled] ⏱ Temps écoulé pour { $who } : à sa place, l'ordinateur a surcontré { $redoubled }.
    [redoubled-doubled] ⏱ Temps écoulé pour { $who } : à sa place, l'ordinateur a surcontré { $redoubled } et contré { $doubled }.
   *[pass] ⏱ Temps écoulé pour { $who } : à sa place, l'ordinateur a passé.
}
barbu-hint = { $move ->
    [play] 💡 L'ordinateur fort aurait joué { $card }.
    [contract] { $rules ->
        [marley] 💡 L'ordinateur fort aurait choisi { $contract }.
       *[barbu] 💡 L'ordinateur fort aurait déclaré { $contract }.
    }
    [nobody] 💡 L'ordinateur fort n'aurait contré personne.
    [doubled] 💡 L'ordinateur fort aurait contré { $doubled }.
    [redoubled] 💡 L'ordinateur fort aurait surcontré { $redoubled }.
    [redoubled-doubled] 💡 L'ordinateur fort aurait surcontré { $redoubled } et contré { $doubled }.
   *[pass] 💡 L'ordinateur fort aurait passé.
}

## La main

barbu-choose-contract = À toi : choisis { $rules ->
    [marley] le jeu
   *[barbu] le contrat
}.
barbu-contract-placeholder = Choisis { $rules ->
    [marley] un jeu
   *[barbu] un contrat
}
barbu-play-a-card = À toi : joue une carte.
barbu-no-card-fits = Aucune de tes cartes ne se place : tu passes.
# Un seul coup permis : la table le joue elle-même, la main le montre sans commande active.
barbu-forced-card = Seule la carte { $card } peut être jouée : la table la joue pour toi.
barbu-forced-other = Tu n'as pas le choix ici : la table joue pour toi.
barbu-pass = Passer
barbu-stop-playing = M'arrêter
barbu-choose-doubles = À toi : choisis qui contrer, puis appuie sur Valider.
barbu-everyone = { $kind ->
    [both] Contrer et surcontrer tous ceux que je peux
    [double] Contrer tous ceux que je peux
   *[redouble] Surcontrer tous ceux que je peux
}
barbu-waiting-for = En attente { ELIDES($who) ->
    [yes] d'{ $who }
   *[no] de { $who }
}.
barbu-waiting-for-computers = En attente de l'ordinateur.
barbu-hand-title = { $name } · { $deal }
barbu-hand-title-contract = { $name } · { $deal } · { $contract }
barbu-double-button = Contrer { $name }
barbu-redouble-button = Surcontrer { $name }
barbu-confirm = Valider : { $names }
barbu-confirm-count = Valider : { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
}
barbu-must-double = Tu dois contrer { $declarer } : tu lui dois encore { $owed ->
    [one] { $owed } contre
   *[other] { $owed } contres
} d'ici la fin de ses donnes.
barbu-you = Toi
barbu-you-listed = toi
barbu-trick-you-lead = Pli { $number } sur { $tricks } : tu entames.
barbu-trick-line = Pli { $number } sur { $tricks } : { $plays }.
barbu-trick-led = { $name } a entamé { $card } ({ $suit })
barbu-trick-you-led = tu as entamé { $card } ({ $suit })
barbu-trick-played = { $name } a joué { $card }
barbu-trick-you-played = tu as joué { $card }
barbu-trick-caption = Pli { $number } sur { $tricks } · { $name } a entamé { $symbol } { $suit }
barbu-trick-caption-you-lead = Pli { $number } sur { $tricks } · tu entames
barbu-look-back = Pli précédent
barbu-no-trick-yet = Aucun pli n'est encore terminé.
barbu-previous = Pli précédent ({ $deal ->
    [0] pli { $number }
   *[other] pli { $number } de la donne { $deal }
}) : { $plays }. { $name } l'a pris.
barbu-previous-you = Pli précédent ({ $deal ->
    [0] pli { $number }
   *[other] pli { $number } de la donne { $deal }
}) : { $plays }. Tu l'as pris.
barbu-previous-caption = Pli précédent ({ $deal ->
    [0] pli { $number }
   *[other] pli { $number } de la donne { $deal }
}) : pris par { $name }
barbu-previous-caption-you = Pli précédent ({ $deal ->
    [0] pli { $number }
   *[other] pli { $number } de la donne { $deal }
}) : tu l'as pris

## Les refus : pourquoi le jeu n'a pas accepté un coup

barbu-refused-game-over = La partie est terminée.
barbu-refused-not-your-turn = Ce n'est pas ton tour.
barbu-refused-choose-contract-first = Choisis d'abord un contrat.
barbu-refused-contract-already-played = Tu as déjà joué { $contract }.
barbu-refused-no-such-contract = Ce { $rules ->
    [marley] jeu
   *[barbu] contrat
} n'existe pas ici.
barbu-refused-not-a-contract = Tu ne peux pas déclarer ce contrat.
barbu-refused-double-first = C'est le moment des contres : choisis d'abord qui contrer (ou personne).
barbu-refused-may-not-pass = Tu ne peux pas passer : tu as une carte à poser.
barbu-refused-no-pass-in-trick-game = On ne passe pas dans un jeu de plis : joue une carte.
barbu-refused-play-a-card = Ce coup n'est pas possible maintenant : joue une carte.
barbu-refused-not-your-card = Tu n'as pas cette carte.
barbu-refused-double-not-numbers = Écris les places que tu contres en chiffres, par exemple double:1,3.
barbu-refused-double-not-in-order = Indique chaque place une seule fois, dans l'ordre croissant, par exemple double:1,3.
barbu-refused-double-yourself = Tu ne peux pas te contrer toi-même.
barbu-refused-no-such-seat = Il n'y a pas de place { $target }.
barbu-refused-declarer-redoubles-only = En tant que déclarant, tu ne peux que surcontrer ceux qui t'ont contré.
barbu-refused-double-declarer-only = Au contrat { $contract }, tu ne peux contrer que le déclarant.
barbu-refused-cannot-double-seat = Tu ne peux pas contrer ce joueur.
barbu-refused-must-double-declarer = Tu dois contrer le déclarant : tu lui dois encore { $owed ->
    [one] { $owed } contre
   *[other] { $owed } contres
} d'ici la fin de ses donnes.
barbu-refused-double-not-allowed = Ce contre n'est pas permis.
barbu-refused-layout-opens-with = La réussite s'ouvre avec { $rank ->
    [J] un valet
    [Q] une dame
    [K] un roi
    [A] un as
   *[other] un { $rank }
}.
barbu-refused-does-not-fit = { $card } ne se place pas sur la réussite.
barbu-refused-move-not-allowed = Ce coup n'est pas permis maintenant.
barbu-refused-no-heart-lead = Tu ne peux pas entamer cœur tant que tu as d'autres couleurs.
barbu-refused-no-heart-lead-until-discarded = Tu ne peux pas entamer cœur tant que tu as d'autres couleurs (sauf si un cœur a déjà été défaussé).
barbu-refused-follow-suit = Tu dois fournir : tu as du { $suit }.
barbu-refused-beat-the-trump = Tu dois monter sur le plus gros atout ({ $card }) quand tu le peux.
barbu-refused-must-trump = Tu dois couper à l'atout ({ $suit }) quand tu ne peux pas fournir.

## La commande /barbu start (noms : minuscules, sans espace, 32 caractères au plus)

barbu-cmd-group = barbu
barbu-cmd-group-description = Jouer au Barbu sur ce serveur
barbu-cmd-start = lancer
barbu-cmd-start-description = Ouvrir une table de Barbu dans ce salon
barbu-cmd-rules = règles
barbu-cmd-rules-description = Comment on joue au Barbu
barbu-cmd-contract = contrat
barbu-cmd-contract-description = Un contrat, les contres ou un autre point des règles
barbu-opt-rules = règles
barbu-opt-rules-description = Barbu (52 cartes) ou la Guillotine de Scott Marley (32 cartes)
barbu-opt-computers = ordinateurs
barbu-opt-computers-description = Joueurs ordinateur à asseoir tout de suite (les places restées vides en reçoivent un au départ)
barbu-opt-level = niveau
barbu-opt-level-description = Comment jouent les joueurs ordinateur
barbu-opt-turn-timer = minuteur
barbu-opt-turn-timer-description = Secondes accordées à un joueur avant que l'ordinateur joue à sa place
barbu-opt-first-lead = première-entame
barbu-opt-first-lead-description = Barbu : qui entame le premier pli
barbu-opt-domino-scores = points-réussite
barbu-opt-domino-scores-description = Barbu : les points de la Réussite selon l'ordre de sortie
barbu-opt-heart-lead = entame-cœur
barbu-opt-heart-lead-description = Barbu, Cœurs et Barbu : quand on peut entamer cœur
barbu-opt-discard = défausse
barbu-opt-discard-description = Barbu, Atout : ce que doit faire un joueur qui ne peut pas fournir
barbu-opt-domino-order = ordre-réussite
barbu-opt-domino-order-description = Marley, Réussite : l'ordre des cartes
barbu-opt-hints = conseils
barbu-opt-hints-description = Proposer un bouton Conseil (l'avis du joueur fort ; noté sur la feuille de marque)
barbu-opt-think-ms = réflexion-ms
barbu-opt-think-ms-description = Millisecondes de réflexion du joueur fort par décision (500 par défaut)
barbu-choice-rules-barbu = Barbu (52 cartes, 28 donnes)
barbu-choice-rules-marley = Guillotine de Marley (32 cartes, 24 donnes)
barbu-choice-level-basic = Simple (à base de règles)
barbu-choice-level-strong = Fort (simule les cartes cachées, environ 0,5 s par coup)
barbu-choice-first-lead-declarer = le déclarant
barbu-choice-first-lead-right = le voisin de droite du déclarant
barbu-choice-heart-lead-only-hearts = seulement si on n'a que des cœurs en main
barbu-choice-heart-lead-after-discard = aussi dès qu'un cœur a été défaussé
barbu-choice-discard-free = libre (monter sur un atout déjà joué si possible)
barbu-choice-discard-must-trump = obligation de couper si possible
barbu-choice-domino-scores-40 = +40 +20 +5 0
barbu-choice-domino-scores-45 = +45 +20 +5 −5
barbu-choice-domino-order-standard = A R D V 10 9 8 7
barbu-choice-domino-order-french = Française : A 10 R D V 9 8 7
barbu-wrong-rules = Choisis les règles dans la liste : Barbu ou Guillotine de Marley.
barbu-no-such-option = { $title } n'a pas d'option { $options }.

## Revoir : une donne terminée, telle qu'elle est maintenant publique (cogs/barbu/review.py)

barbu-review-title = **{ $title } · donne { $deal } sur { $deals } · { $contract }**
barbu-review-trick = **Pli { $number }** : { $leader } a entamé { $led }, puis { $plays }. { $winner } l'a pris.
barbu-review-moves = **Coups { $first } à { $last }** : { $moves }.
barbu-review-passed = { $name } a passé
barbu-review-out = Sortis, dans cet ordre : { $names }.
barbu-review-unseen = { $name } avait encore { $count ->
    [one] une carte jamais montrée
   *[other] { $count } cartes jamais montrées
}.
# Les titres de l'image : le nom d'un joueur au-dessus de sa main telle que distribuée.
barbu-review-hand = { $name }
barbu-review-hand-part = { $name } : { $count ->
    [one] une carte jamais montrée
   *[other] { $count } cartes jamais montrées
}
barbu-review-alt = Les mains telles que distribuées : { $hands }.
barbu-review-alt-hand = { $name }, { $cards }
barbu-review-alt-hand-part = { $name }, { $cards } ({ $count ->
    [one] et une carte jamais montrée
   *[other] et { $count } cartes jamais montrées
})
