### Guillotine (le jeu de Paul Peterson) : tous les mots que lisent ses joueurs. Le statut et
### les événements de la table, les invites, boutons et menus de la main, les résumés, les
### commandes /guillotine, les mots des images (faces des cartes), les refus du moteur
### (guillotine-refused-<code>) et le nom et le texte de chaque carte (guillotine-card-<slug>).
### Variables : voir en.ftl.

# On tutoie le joueur (« tu »), comme tous les jeux sur Discord ; partout le même.
# Vocabulaire : « exécuter » un noble (le prendre en tête de file pour sa pile : la règle
# allemande dit « köpfen », la néerlandaise « onthoofden », on garde l'image), « la file »
# (pas « la ligne » : ce sont des gens qui attendent), « la pile de points », « carte action »,
# « la défausse ». Les noms des cartes : Guillotine a paru en français, mais nous n'avons pas
# la liste imprimée sous la main ; les noms ci-dessous sont nos traductions, au plus près
# de l'esprit de l'original (« L'Idiot » l'est déjà ; « Le Mouron rouge » est le titre
# français du roman de la baronne Orczy ; « Qu'ils mangent de la brioche ! » la phrase
# attribuée à Marie-Antoinette en français).

## Le jeu et ses commandes

guillotine-name = Guillotine
guillotine-cmd-group = guillotine
guillotine-cmd-group-description = Jouer à Guillotine de Paul Peterson
guillotine-cmd-start = lancer
guillotine-cmd-start-description = Ouvrir une table de Guillotine dans ce salon
guillotine-cmd-players = joueurs
guillotine-cmd-players-description = Nombre de places (2 à 5) ; les places vides reçoivent des joueurs ordinateur au départ
guillotine-cmd-computers = ordinateurs
guillotine-cmd-computers-description = Joueurs ordinateur à asseoir tout de suite
guillotine-cmd-level = niveau
guillotine-cmd-level-description = Comment jouent les joueurs ordinateur
guillotine-cmd-turn-timer = délai_de_jeu
guillotine-cmd-turn-timer-description = Secondes dont dispose un joueur avant que l'ordinateur joue pour lui
guillotine-cmd-wait-seconds = délai_un_instant
guillotine-cmd-wait-seconds-description = Durée pendant laquelle on peut jouer « Un instant ! » avant chaque exécution
guillotine-cmd-end-cards = cartes_de_fin
guillotine-cmd-end-cards-description = Après le troisième jour, jouer les cartes qui changent les points (oui par défaut)
guillotine-cmd-think-ms = réflexion_ms
guillotine-cmd-think-ms-description = Millisecondes de réflexion du joueur ordinateur fort par décision (500 par défaut)
guillotine-cmd-rules = règles
guillotine-cmd-rules-description = Comment se joue Guillotine, ou ce que fait une carte
guillotine-cmd-topic = sujet
guillotine-cmd-topic-description = Une partie des règles (la vue d'ensemble si vide)
guillotine-cmd-card = carte
guillotine-cmd-card-description = Un noble ou une carte action
guillotine-choice-basic = Simple (à base de règles)
guillotine-choice-strong = Fort (joue ses choix jusqu'au bout sur les cartes cachées, env. 0,5 s par coup)
guillotine-choice-no = non
guillotine-choice-yes = oui
guillotine-choice-seconds-5 = 5 s
guillotine-choice-seconds-10 = 10 s
guillotine-choice-seconds-15 = 15 s
guillotine-choice-seconds-20 = 20 s
guillotine-choice-seconds-30 = 30 s
guillotine-wrong-players = Guillotine se joue de 2 à 5 joueurs.
guillotine-no-such-card = Aucune carte de ce nom : commence à taper et choisis-en une dans la liste.
guillotine-noble-info = **{ $card }** · noble, { $colour ->
        [purple] cour royale
        [blue] clergé
        [red] armée
        [green] notables
       *[gray] petit peuple
    }, { $points } { $points ->
        [one] point
       *[other] points
    } ×{ $copies }
guillotine-noble-info-star = **{ $card }** · noble, { $colour ->
        [purple] cour royale
        [blue] clergé
        [red] armée
        [green] notables
       *[gray] petit peuple
    }, * points ×{ $copies }
guillotine-action-info = **{ $card }** · carte action ×{ $copies }
guillotine-no-instruction = Aucune consigne.

## Les familles de nobles (la couleur de la carte) : l'étiquette de la face (dans une phrase,
## guillotine-noble-info les nomme)

guillotine-family-purple =
    .tag = ROYAUTÉ
guillotine-family-blue =
    .tag = CLERGÉ
guillotine-family-red =
    .tag = ARMÉE
guillotine-family-green =
    .tag = CITÉ
guillotine-family-gray =
    .tag = PEUPLE

## Les étiquettes des cartes action d'une main

guillotine-tag-out-of-turn = HORS TOUR · FILE
guillotine-tag-stays = RESTE
guillotine-tag-line = FILE

## Qui

guillotine-somebody = Quelqu'un
guillotine-seat = Place { $seat }

## Les événements de la table, une phrase chacun

guillotine-event-day = Le jour { $day } commence : { $count ->
        [one] { $count } noble attend
       *[other] { $count } nobles attendent
    } dans la file.
guillotine-event-turn = À { $who } de jouer.
guillotine-event-guards-discarded = { $who } met les Gardes impitoyables de côté (défaussés).
guillotine-event-fled = { $count ->
        [one] { $nobles } prend la fuite
       *[other] { $nobles } prennent la fuite
    } ; la file est mélangée.
guillotine-event-swapped-in = { $noble } prend place au { $position } rang.
guillotine-event-added = { $count ->
        [one] { $nobles } rejoint
       *[other] { $nobles } rejoignent
    } le bout de la file.
guillotine-event-missed = { $noble } quitte la pile { ELIDES($who) ->
    [yes] d'{ $who }
   *[no] de { $who }
} pour le bout de la file.
guillotine-event-lost = { $who } perd { $noble } de sa pile de points (Têtes manquantes).
guillotine-event-discarded = { $who } défausse { $card } ({ $why ->
        [forced-break] Pause forcée
        [lack-of-support] Manque de soutien
        [infighting] Querelles intestines
       *[innocent-victim] la Victime innocente
    }).
guillotine-event-spy = Le Maître espion se glisse au bout de la file.
guillotine-event-wait = { $who } : Un instant ! La file est mélangée.
guillotine-event-collect = { $who } exécute { $noble }.
guillotine-event-collect-fast-noble = { $who } exécute { $noble } (Noble pressé).
guillotine-event-collect-double-feature = { $who } exécute { $noble } (Double séance).
guillotine-event-collect-rival-executioner = { $who } exécute { $noble }, pris dans la pioche (Bourreau rival).
guillotine-event-collect-after-you = { $who } reçoit { $noble } (Après vous…).
guillotine-event-draw = { $who } pioche { $count ->
        [one] { $count } carte action
       *[other] { $count } cartes action
    }.
guillotine-event-day-end = Le jour { $day } s'achève plus tôt.
guillotine-event-day-end-discarded = Le jour { $day } s'achève plus tôt ; { $count ->
        [one] { $count } noble quitte
       *[other] { $count } nobles quittent
    } la file.
guillotine-event-reshuffle = La défausse des cartes action est mélangée pour former une nouvelle pioche.
guillotine-event-nobody-late = Personne n'arrive en retard : la pioche des nobles est vide.
guillotine-event-late-arrival = { $noble } arrive en retard ; { $nobles } { $count ->
        [one] part à la défausse
       *[other] partent à la défausse
    }.
guillotine-event-clerical-error = Erreur administrative : { $swap ->
        [both] { $who } prend { $took } à { $target }, qui prend { $gave } en retour.
        [took] { $who } prend { $took } à { $target }, qui n'a aucun noble à reprendre.
        [gave] { $who } n'a aucun noble à prendre à { $target }, qui prend { $gave }.
       *[none] ni { $who } ni { $target } n'a de noble à prendre.
    }
guillotine-event-clown = { $who } refile le Bouffon à { $target }.
guillotine-event-finale = { $who } peut jouer des cartes qui changent les points.
guillotine-event-over = La partie est terminée.

## Une carte action jouée, dans les événements

guillotine-play = { $who } joue { $card }.
guillotine-play-move = { $who } fait passer { $noble } du { $from } au { $to } rang ({ $card }).
guillotine-play-noble = { $who } retire de la file { $noble }, qui était au { $from } rang ({ $card }).
guillotine-play-order = { $who } réordonne la tête de la file ({ $card }) : { $nobles } { $count ->
        [one] la mène
       *[other] la mènent
    } désormais.
guillotine-play-face-up = { $who } défausse la carte { $lost } { ELIDES($owner) ->
    [yes] d'{ $owner }
   *[no] de { $owner }
} ({ $card }).
guillotine-play-on = { $who } joue { $card } sur { $target }.
guillotine-play-taken = { $who } reprend { $taken } dans la défausse ({ $card }).

## Les boutons et les options des menus de la main (une action permise, en mots)

guillotine-action-let-it-pass = Laisser faire
guillotine-action-discard-guards = Défausser tes Gardes impitoyables
guillotine-action-collect = Exécuter le noble de tête
guillotine-action-wait = Un instant ! (mélanger la file)
guillotine-action-give-clown = Donner le Bouffon à { $who }
# Une façon de jouer une carte, le nom de la carte en tête (le menu de toutes les cartes),
# puis sans lui (.how : le menu des façons de jouer une seule carte, nommée au-dessus). Le
# nom peut finir par ! ? ou … (Un instant !, Après vous…) : pas de deux-points après lui.
guillotine-action-move = { $card } — { $noble } { $from } → { $to }
guillotine-action-noble = { $card } — { $noble } ({ $position })
guillotine-action-order = { $card } — { $nobles }
guillotine-action-on = { $card } sur { $who }
guillotine-action-take = { $card } — reprendre { $taken }
guillotine-action-face-up = { $card } — { $lost } { ELIDES($owner) ->
    [yes] d'{ $owner }
   *[no] de { $owner }
}
guillotine-how-move = { $noble } { $from } → { $to }
guillotine-how-noble = { $noble } ({ $position })
guillotine-how-order = { $nobles }
guillotine-how-on = Cibler { $who }
guillotine-how-take = Reprendre { $taken }
guillotine-how-face-up = { $lost } { ELIDES($owner) ->
    [yes] d'{ $owner }
   *[no] de { $owner }
}

## Qui doit décider quoi ($kind : la décision ; $card la carte qui la demande)

guillotine-decides = { $who } choisit { $kind ->
        [late-arrival] quel noble arrive en retard
        [lack-of-support] quelle carte défausser
        [clerical-error] quel noble prendre
        [clerical-error-reply] quel noble reprendre
        [infighting] quelles cartes défausser
        [the-clown] qui reçoit le Bouffon
        [innocent-victim] quelle carte défausser
       *[other] une option
    } ({ $card }).
guillotine-you-decide = Tu choisis { $kind ->
        [late-arrival] quel noble arrive en retard
        [lack-of-support] quelle carte défausser
        [clerical-error] quel noble prendre
        [clerical-error-reply] quel noble reprendre
        [infighting] quelles cartes défausser
        [the-clown] qui reçoit le Bouffon
        [innocent-victim] quelle carte défausser
       *[other] une option
    } ({ $card }).

## Ce qu'attend la table

guillotine-over-you-win = Partie terminée : tu gagnes.
guillotine-over-wins = Partie terminée : { $who } gagne.
guillotine-over-share = Partie terminée : { $who } se partagent la victoire.
guillotine-may-play = { $who } peut jouer une carte action.
guillotine-may-play-another = { $who } peut jouer une autre carte action.
guillotine-you-may-play = Tu peux jouer une carte action.
guillotine-you-may-play-another = Tu peux jouer une autre carte action.
guillotine-no-collect-influence = { $who } n'exécute aucun noble ce tour-ci (Influence politique).
guillotine-you-no-collect-influence = Tu n'exécutes aucun noble ce tour-ci (Influence politique).
guillotine-no-collect-robespierre = { $who } n'exécute plus de noble ce tour-ci : Robespierre met fin au jour.
guillotine-you-no-collect-robespierre = Tu n'exécutes plus de noble ce tour-ci : Robespierre met fin au jour.
guillotine-about-to-collect = { $who } va exécuter { $count ->
        [one] le noble de tête
       *[other] { $count } nobles en tête de file
    }.
guillotine-you-about-to-collect = Tu vas exécuter { $count ->
        [one] le noble de tête
       *[other] { $count } nobles en tête de file
    }.
guillotine-finale = { $who } peut jouer des cartes qui changent les points avant le décompte final.
guillotine-you-finale = Tu peux jouer des cartes qui changent les points avant le décompte final.

## L'image de la table

guillotine-points = { $count ->
        [one] { $count } point
       *[other] { $count } points
    }
guillotine-tag-choosing = CHOISIT
guillotine-tag-scoring = DÉCOMPTE
guillotine-tag-collecting = EXÉCUTE
guillotine-tag-to-play = À JOUER
guillotine-executions-over = Les exécutions sont terminées.
guillotine-line-empty = La file est vide.
guillotine-front = TÊTE
guillotine-hand-count = { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }
guillotine-hand-empty = Aucune carte

## Le message de la table : ses mots autour de l'image (les avertissements en vigueur,
## chaque place en mots, les pioches) et le texte alternatif de l'image (la file, tête d'abord)

guillotine-notice-judge = Un Juge impopulaire est en tête de file : aucune carte action ne peut être jouée.
guillotine-notice-rush = Travail bâclé : { $who } ne peut pas jouer de carte action ce tour-ci.
guillotine-notice-guards = Des Gardes impitoyables sont posés devant { $who } : personne ne peut jouer de carte qui change la file.
guillotine-notice-day-ends = Le jour s'achève après ce tour.
guillotine-seat-summary = { $who } : { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, { $nobles ->
        [0] aucun noble exécuté
        [one] { $nobles } noble exécuté
       *[other] { $nobles } nobles exécutés
    }, { $cards ->
        [0] aucune carte action
        [one] { $cards } carte action
       *[other] { $cards } cartes action
    } en main.
guillotine-seat-last = Dernier noble exécuté : { $noble }.
guillotine-seat-in-front = Face visible : { $cards }.
guillotine-decks = La pioche des nobles compte { $nobles ->
        [one] { $nobles } noble
       *[other] { $nobles } nobles
    }, celle des cartes action { $actions ->
        [one] { $actions } carte
       *[other] { $actions } cartes
    }, et la défausse { $discards ->
        [one] { $discards } carte
       *[other] { $discards } cartes
    }.
guillotine-line-alt = { $count ->
        [one] La file ne compte qu'un noble : { $nobles }.
       *[other] La file de { $count } nobles, de la tête à la queue : { $nobles }.
    }
guillotine-line-alt-long = { $count ->
        [one] La file compte un noble.
       *[other] La file compte { $count } nobles.
    }

## Le salon

guillotine-headline = **Guillotine** · jour { $day } sur { $days }
guillotine-day-over = **Le jour { $day } est terminé.** Les points jusqu'ici :
guillotine-day-score = { $who } : { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
guillotine-game-over = **Guillotine : la partie est terminée.**
guillotine-lobby-players = { $count ->
        [one] { $count } joueur
       *[other] { $count } joueurs
    }
guillotine-lobby-wait = fenêtre « Un instant ! » de { $seconds } s
guillotine-lobby-no-end-cards = sans cartes de fin de partie

## Un coup que l'ordinateur a joué pour un joueur dont le temps est écoulé
## (guillotine-timed-out), ou que conseille l'ordinateur fort (guillotine-hint) : une phrase
## entière par sorte de coup ($move). $card : le nom d'une carte, de préférence en fin de
## phrase, car il peut finir par son propre « ! » ou « … » (le point final tombe alors).

guillotine-timed-out = { $move ->
    [choose] ⏱ Temps écoulé pour { $who } : l'ordinateur a fait son choix à sa place.
    [collect] ⏱ Temps écoulé pour { $who } : l'ordinateur a exécuté à sa place le noble en tête de file.
    [discard] ⏱ Temps écoulé pour { $who } : à sa place, l'ordinateur a défaussé { $card }.
    [done] ⏱ Temps écoulé pour { $who } : l'ordinateur a appuyé sur Terminé à sa place.
    [no-card] ⏱ Temps écoulé pour { $who } : l'ordinateur n'a joué aucune carte à sa place.
   *[play] ⏱ Temps écoulé pour { $who } : à sa place, l'ordinateur a joué { $card }.
}
guillotine-hint = { $move ->
    [choose] 💡 L'ordinateur fort aurait fait le même choix.
    [collect] 💡 L'ordinateur fort aurait exécuté le noble en tête de file.
    [discard] 💡 L'ordinateur fort aurait défaussé { $card }.
    [done] 💡 L'ordinateur fort aurait appuyé sur Terminé.
    [no-card] 💡 L'ordinateur fort n'aurait joué aucune carte.
   *[play] 💡 L'ordinateur fort aurait joué { $card }.
}

## La main

guillotine-done = Terminé
guillotine-play-no-card = Ne jouer aucune carte
guillotine-back-to-cards = Retour aux cartes
guillotine-choose-card = Choisis une carte à jouer
guillotine-choose-how = Choisis comment
guillotine-choose = Choisis
guillotine-hand-finale = Le troisième jour est fini : joue les cartes qui changent les points (une à la fois), ou appuie sur **Terminé**.
guillotine-play-an-action = À toi : joue une carte action, ou aucune.
guillotine-may-wait = Tu peux jouer **Un instant !** maintenant.
guillotine-hand-title = { $name } · jour { $day } sur { $days }
guillotine-how-to-play = À toi : **{ $card }** se joue de plusieurs façons ; choisis-en une ci-dessous.
# Une carte du menu de la main qui se joue de plusieurs façons (un second menu suit).
guillotine-several-ways = { $card } ({ $count } façons)

## Les refus : pourquoi un coup n'est pas permis (les codes du moteur)

guillotine-refused-no-such-seat = Il n'y a pas de place { $seat } à cette table.
guillotine-refused-game-over = La partie est terminée.
guillotine-refused-someone-choosing = Un autre joueur doit d'abord choisir pour { $card }.
guillotine-refused-choose-one = Choisis une des options proposées.
guillotine-refused-collect-now = Le moment de jouer une carte action est passé : exécute le noble de tête.
guillotine-refused-not-your-turn = Ce n'est pas ton tour.
guillotine-refused-play-first = Joue d'abord une carte action, ou passe.
guillotine-refused-not-a-move = Ce n'est pas un coup possible maintenant : joue une carte action, ou aucune.
guillotine-refused-not-a-move-finale = Ce n'est pas un coup possible maintenant : joue une carte qui change les points, ou appuie sur Terminé.
guillotine-refused-no-such-card = Cette carte action n'existe pas.
guillotine-refused-not-held = Tu n'as pas { $card } en main.
guillotine-refused-only-scoring-cards = Seules les cartes qui changent les points se jouent maintenant (les cartes de score, Têtes manquantes, Erreur administrative, Coup du sort), pas { $card }.
guillotine-refused-nothing-to-act-on = { $card } n'a aucun effet possible maintenant.
guillotine-refused-wait-not-now = « Un instant ! » se joue quand un autre joueur va exécuter un noble, pas maintenant.
guillotine-refused-judge-at-front = Un Juge impopulaire est en tête de file : aucune carte action ne peut être jouée.
guillotine-refused-rush-job = On t'a joué Travail bâclé : tu ne peux pas jouer de carte action ce tour-ci.
guillotine-refused-guards-out = Des Gardes impitoyables sont en jeu : on ne peut pas jouer { $card }, qui change la file.
guillotine-refused-no-such-position = Il n'y a pas de noble en position { $position } : la file en compte { $size }.
guillotine-refused-not-enough-ahead = { $card } demande assez de nobles devant celui qu'elle déplace.
guillotine-refused-another-player-only = { $card } doit aller à un autre joueur.
guillotine-refused-needs-collected-noble = { $card } demande un joueur dont la pile contient un noble qu'il a exécuté lui-même.
guillotine-refused-needs-score-pile = { $card } demande un joueur qui a une pile de points.
guillotine-refused-not-a-way = Ce n'est pas une façon de jouer { $card }.
guillotine-refused-discard-only-guards = Seuls les Gardes impitoyables se défaussent ainsi.
guillotine-refused-no-guards = Tu n'as pas de Gardes impitoyables devant toi.
guillotine-refused-discard-guards-own-step = Tu peux défausser tes Gardes impitoyables à ton tour, au moment de jouer une carte action.
guillotine-refused-wait-declined = Tu as laissé passer cette exécution.
guillotine-refused-nothing-to-collect = Il n'y a aucun noble à exécuter ce tour-ci.
guillotine-refused-other = Ce coup n'est pas permis maintenant.

## Les cartes : le nom de chaque carte, sa consigne complète (.text), et le texte court de la
## face d'un noble (.short). Les nobles sans consigne n'ont ni l'un ni l'autre.

## Un noble dans une phrase (.the sujet, .the-object complément) : le nom avec son article,
## élidé devant une voyelle (l'Évêque ; « le Héros » : h aspiré) ; « un » pour les nobles dont
## la pioche a plusieurs exemplaires. Le complément a la forme du sujet.

guillotine-card-king-louis-xvi = Louis XVI
    .the = Louis XVI
    .the-object = { guillotine-card-king-louis-xvi.the }
guillotine-card-marie-antoinette = Marie-Antoinette
    .the = Marie-Antoinette
    .the-object = { guillotine-card-marie-antoinette.the }
guillotine-card-regent = Régent
    .the = le Régent
    .the-object = { guillotine-card-regent.the }
guillotine-card-duke = Duc
    .the = le Duc
    .the-object = { guillotine-card-duke.the }
guillotine-card-baron = Baron
    .the = le Baron
    .the-object = { guillotine-card-baron.the }
guillotine-card-robespierre = Robespierre
    .text = Le jour s'achève après ce tour : plus aucun noble n'est exécuté ce tour-ci, et le reste de la file est défaussé après la pioche.
    .short = Le jour s'achève après ce tour
    .the = Robespierre
    .the-object = { guillotine-card-robespierre.the }
guillotine-card-count = Comte
    .text = Vaut 2 points de plus si la Comtesse est dans la même pile de points.
    .short = +2 avec la Comtesse
    .the = le Comte
    .the-object = { guillotine-card-count.the }
guillotine-card-countess = Comtesse
    .text = Vaut 2 points de plus si le Comte est dans la même pile de points.
    .short = +2 avec le Comte
    .the = la Comtesse
    .the-object = { guillotine-card-countess.the }
guillotine-card-lord = Lord
    .text = Pioche une carte action de plus à la fin de ce tour.
    .short = Pioche 1 carte action de plus
    .the = le Lord
    .the-object = { guillotine-card-lord.the }
guillotine-card-lady = Lady
    .text = Pioche une carte action de plus à la fin de ce tour.
    .short = Pioche 1 carte action de plus
    .the = la Lady
    .the-object = { guillotine-card-lady.the }
guillotine-card-fast-noble = Noble pressé
    .text = Exécute aussi le noble suivant en tête de file.
    .short = Exécute aussi le noble suivant
    .the = le Noble pressé
    .the-object = { guillotine-card-fast-noble.the }
guillotine-card-lady-in-waiting = Dame de compagnie
    .text = Pioche une carte action de plus à la fin de ce tour.
    .short = Pioche 1 carte action de plus
    .the = la Dame de compagnie
    .the-object = { guillotine-card-lady-in-waiting.the }
guillotine-card-coiffeur = Coiffeur
    .the = le Coiffeur
    .the-object = { guillotine-card-coiffeur.the }
guillotine-card-piss-boy = Vide-pot
    .the = le Vide-pot
    .the-object = { guillotine-card-piss-boy.the }
guillotine-card-royal-cartographer = Cartographe royal
    .the = le Cartographe royal
    .the-object = { guillotine-card-royal-cartographer.the }
guillotine-card-cardinal = Cardinal
    .the = le Cardinal
    .the-object = { guillotine-card-cardinal.the }
guillotine-card-archbishop = Archevêque
    .the = l'Archevêque
    .the-object = { guillotine-card-archbishop.the }
guillotine-card-bad-nun = Nonne dévoyée
    .the = la Nonne dévoyée
    .the-object = { guillotine-card-bad-nun.the }
guillotine-card-bishop = Évêque
    .the = l'Évêque
    .the-object = { guillotine-card-bishop.the }
guillotine-card-heretic = Hérétique
    .the = l'Hérétique
    .the-object = { guillotine-card-heretic.the }
guillotine-card-wealthy-priest = Prêtre fortuné
    .the = un Prêtre fortuné
    .the-object = { guillotine-card-wealthy-priest.the }
guillotine-card-general = Général
    .text = Place le premier noble de la pioche des nobles au bout de la file.
    .short = 1er noble de la pioche au bout de la file
    .the = le Général
    .the-object = { guillotine-card-general.the }
guillotine-card-master-spy = Maître espion
    .text = Tant qu'il est dans la file, il passe au bout de la file après chaque carte action jouée.
    .short = Au bout après chaque carte action
    .the = le Maître espion
    .the-object = { guillotine-card-master-spy.the }
guillotine-card-colonel = Colonel
    .the = le Colonel
    .the-object = { guillotine-card-colonel.the }
guillotine-card-captain-of-the-guard = Capitaine de la garde
    .text = Place le premier noble de la pioche des nobles au bout de la file.
    .short = 1er noble de la pioche au bout de la file
    .the = le Capitaine de la garde
    .the-object = { guillotine-card-captain-of-the-guard.the }
guillotine-card-lieutenant = Lieutenant
    .the = un Lieutenant
    .the-object = { guillotine-card-lieutenant.the }
guillotine-card-palace-guard = Garde du palais
    .text = Chacun vaut le nombre de Gardes du palais dans la pile de points.
    .short = 1 par Garde du palais de la pile
    .the = un Garde du palais
    .the-object = { guillotine-card-palace-guard.the }
guillotine-card-governor = Gouverneur
    .the = le Gouverneur
    .the-object = { guillotine-card-governor.the }
guillotine-card-mayor = Maire
    .the = le Maire
    .the-object = { guillotine-card-mayor.the }
guillotine-card-councilman = Échevin
    .the = l'Échevin
    .the-object = { guillotine-card-councilman.the }
guillotine-card-tax-collector = Percepteur
    .the = le Percepteur
    .the-object = { guillotine-card-tax-collector.the }
guillotine-card-land-lord = Propriétaire terrien
    .the = le Propriétaire terrien
    .the-object = { guillotine-card-land-lord.the }
guillotine-card-unpopular-judge = Juge impopulaire
    .text = Tant qu'il est en tête de file, aucune carte action ne peut être jouée.
    .short = En tête : aucune carte action
    .the = un Juge impopulaire
    .the-object = { guillotine-card-unpopular-judge.the }
guillotine-card-sheriff = Prévôt
    .the = un Prévôt
    .the-object = { guillotine-card-sheriff.the }
guillotine-card-rival-executioner = Bourreau rival
    .text = Exécute aussi le premier noble de la pioche des nobles.
    .short = Exécute aussi le 1er noble de la pioche
    .the = le Bourreau rival
    .the-object = { guillotine-card-rival-executioner.the }
guillotine-card-hero-of-the-people = Héros du peuple
    .the = le Héros du peuple
    .the-object = { guillotine-card-hero-of-the-people.the }
guillotine-card-the-clown = Le Bouffon
    .text = Place-le dans la pile de points d'un autre joueur.
    .short = Va dans la pile d'un autre joueur
    .the = le Bouffon
    .the-object = { guillotine-card-the-clown.the }
guillotine-card-tragic-figure = Figure tragique
    .text = Vaut −1 par noble gris de la pile de points, lui compris.
    .short = −1 par noble gris de la pile
    .the = la Figure tragique
    .the-object = { guillotine-card-tragic-figure.the }
guillotine-card-innocent-victim = Victime innocente
    .text = Défausse une carte action de ton choix de ta main.
    .short = Défausse 1 carte action
    .the = la Victime innocente
    .the-object = { guillotine-card-innocent-victim.the }
guillotine-card-martyr = Martyr
    .the = un Martyr
    .the-object = { guillotine-card-martyr.the }

guillotine-card-stumble = Faux pas
    .text = Avance un noble d'exactement 1 place.
guillotine-card-pushed = Bousculé
    .text = Avance un noble d'exactement 2 places.
guillotine-card-tis-a-far-better-thing = Bien plus noble geste
    .text = Avance un noble d'exactement 3 places.
guillotine-card-ignoble-noble = Noble ignoble
    .text = Avance un noble d'exactement 4 places.
guillotine-card-lidiot = L'Idiot
    .text = Avance un noble de 2 places au plus.
guillotine-card-was-that-my-name = On m'a appelé ?
    .text = Avance un noble de 3 places au plus.
guillotine-card-civic-pride = Fierté civique
    .text = Avance un noble vert de 2 places au plus.
guillotine-card-military-might = Puissance militaire
    .text = Avance un noble rouge de 2 places au plus.
guillotine-card-majesty = Majesté
    .text = Avance un noble violet de 2 places au plus.
guillotine-card-trip = Croche-pied
    .text = Recule un noble d'exactement 1 place ; tu peux ensuite jouer une autre carte action.
guillotine-card-friend-of-the-queen = Ami de la reine
    .text = Recule un noble de 2 places au plus.
guillotine-card-fainting-spell = Évanouissement
    .text = Recule un noble de 3 places au plus.
guillotine-card-public-demand = Exigence du peuple
    .text = Place n'importe quel noble en tête de file.
guillotine-card-let-them-eat-cake = Qu'ils mangent de la brioche !
    .text = Marie-Antoinette passe en tête de file, si elle y est.
guillotine-card-lack-of-faith = Crise de foi
    .text = Le noble bleu le plus proche de la tête passe en tête.
guillotine-card-forward-march = En avant, marche !
    .text = Place un Garde du palais de la file en tête.
guillotine-card-bribed-guards = Gardes soudoyés
    .text = Le noble de tête passe au bout de la file.
guillotine-card-the-long-walk = La Longue Marche
    .text = Inverse l'ordre de toute la file.
guillotine-card-opinionated-guards = Gardes têtus
    .text = Réordonne à ton gré les 4 premiers nobles de la file.
guillotine-card-milling-in-line = Bousculade
    .text = Mélange les 5 premiers nobles de la file.
guillotine-card-escape = Évasion !
    .text = Défausse 2 nobles de la file au hasard, puis mélange la file.
guillotine-card-mass-confusion = Confusion générale
    .text = Mélange la file dans la pioche des nobles et dispose une nouvelle file de même longueur.
guillotine-card-fled-to-england = Enfui en Angleterre
    .text = Défausse n'importe quel noble de la file.
guillotine-card-clothing-swap = Échange d'habits
    .text = Défausse un noble de la file ; le premier noble de la pioche prend sa place.
guillotine-card-extra-cart = Charrette en plus
    .text = Ajoute les 3 premiers nobles de la pioche des nobles au bout de la file.
guillotine-card-late-arrival = Arrivée tardive
    .text = Regarde les 3 premiers nobles de la pioche des nobles : places-en un au bout de la file et défausse les deux autres.
guillotine-card-wait-a-moment = Un instant !
    .text = Se joue quand un autre joueur va exécuter un noble de la file (à chacune de ses exécutions de ce tour) : mélange la file ; il prend ensuite le nouveau noble de tête.
guillotine-card-double-feature = Double séance
    .text = Exécute un noble de plus en tête de file ce tour-ci.
guillotine-card-after-you = Après vous…
    .text = Le noble de tête va dans la pile de points d'un autre joueur, comme s'il l'avait exécuté.
guillotine-card-political-influence = Influence politique
    .text = N'exécute aucun noble ce tour-ci ; pioche 3 cartes action de plus à la fin du tour.
guillotine-card-scarlet-pimpernel = Le Mouron rouge
    .text = Le jour s'achève après ce tour : le reste de la file est défaussé.
guillotine-card-rush-job = Travail bâclé
    .text = Le joueur choisi ne peut pas jouer de carte action à son prochain tour.
guillotine-card-missed = Raté !
    .text = Le joueur choisi remet au bout de la file le dernier noble qu'il a exécuté.
guillotine-card-missing-heads = Têtes manquantes
    .text = Le joueur choisi mélange sa pile de points et défausse le noble du dessus.
guillotine-card-clerical-error = Erreur administrative
    .text = Le joueur choisi et toi prenez chacun un noble de votre choix dans la pile de points de l'autre (tu choisis en premier).
guillotine-card-forced-break = Pause forcée
    .text = Chaque autre joueur défausse au hasard une carte action de sa main.
guillotine-card-infighting = Querelles intestines
    .text = Le joueur choisi défausse 2 cartes action de son choix.
guillotine-card-lack-of-support = Manque de soutien
    .text = Regarde la main du joueur choisi et défausses-en une carte.
guillotine-card-information-exchange = Échange d'informations
    .text = Échange ta main avec celle du joueur choisi.
guillotine-card-rain-delay = Pause pluie
    .text = Toutes les mains sont mélangées dans la pioche des cartes action ; chacun reçoit 5 nouvelles cartes.
guillotine-card-rat-break = Pause des rats
    .text = Prends en main n'importe quelle carte action de la défausse des cartes action.
guillotine-card-twist-of-fate = Coup du sort
    .text = Défausse n'importe quelle carte action posée face visible devant un joueur.
guillotine-card-callous-guards = Gardes impitoyables
    .text = Reste devant toi : personne, toi compris, ne peut jouer de carte qui change la file (déplace, ajoute ou retire des nobles). Tu peux la défausser à ton tour, au moment de jouer une carte action (ce n'est pas ta carte action) ; ta propre carte de file ou « Un instant ! » la défausse d'abord.
guillotine-card-church-support = Soutien de l'Église
    .text = Reste devant toi : +1 point par noble bleu de ta pile de points.
guillotine-card-civic-support = Soutien des notables
    .text = Reste devant toi : +1 point par noble vert de ta pile de points.
guillotine-card-military-support = Soutien de l'armée
    .text = Reste devant toi : +1 point par noble rouge de ta pile de points.
guillotine-card-fountain-of-blood = Fontaine de sang
    .text = Reste devant toi : +2 points.
guillotine-card-indifferent-public = Public indifférent
    .text = Reste devant toi : chaque noble gris de ta pile de points rapporte +1 au lieu de sa valeur.
guillotine-card-foreign-support = Soutien étranger
    .text = Reste devant toi : pioche une carte action de plus chaque fois que tu exécutes un noble violet.
guillotine-card-tough-crowd = Public difficile
    .text = Reste devant un autre joueur : −2 points pour lui.

## Revoir : un jour terminé, tel qu'il est maintenant public (cogs/guillotine/review.py)

guillotine-review-title = **Guillotine · le jour { $day } revu**
guillotine-review-line = **La file au début du jour**, depuis la guillotine :
guillotine-review-noble = { $position }. { $noble }
guillotine-review-points-head = **Points**, gagnés ce jour et au total :
guillotine-review-points = { $who } : { $points ->
        [one] { $points } point
       *[other] { $points } points
    } ce jour, { $total } au total
