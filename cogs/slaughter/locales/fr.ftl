### Gin Slaughtre, en français : les commandes /slaughter, la ligne d'état et le score de
### la table, ce qu'a fait chaque coup, les invites, boutons et menus de la main, les
### résumés, les mots des images de la table et de la main, et les refus du moteur.
### Variables : $name, $winner, $loser, $by (noms de joueurs), $count (un nombre), $rank
### (un rang : 1 as … 11 valet, 12 dame, 13 roi, 14 joker), $card / $cards (cartes déjà
### écrites 7♥, Q♠), $game (le numéro d'une manche).
# On tutoie le joueur, comme tous les jeux sur Discord.
# Vocabulaire : les « cartes visibles » (les trois cartes posées face visible devant chaque
# joueur ; « cartes retournées » prête à confusion), le « tas » (la pile où l'on joue,
# comme on dit au Trou du cul ; « défausse » ferait penser à une carte jetée), la
# « pioche » (le talon où l'on tire), un « brelan » ou un « carré » (3 ou 4 cartes d'un
# rang) et une « suite » (3 cartes ou plus qui se suivent dans une couleur), les mots du
# rami. Une « manche » est une donne jouée jusqu'au bout ; la « partie » se gagne en
# 1, 3 ou 5 manches. Les cartes portent les lettres françaises (R, D, V :
# tables-card-index), dans l'image comme dans le texte.

## Les commandes /slaughter

slaughter-cmd-group = Joue au Gin Slaughtre, un duel où il faut se défausser de tout
# « lancer », comme /barbu lancer et /guillotine lancer : un seul verbe pour ouvrir une
# table, quel que soit le jeu.
slaughter-cmd-start = lancer
slaughter-cmd-start-description = Défie un membre, ou un joueur ordinateur
slaughter-cmd-opponent = adversaire
slaughter-cmd-opponent-description = Le membre que tu défies (vide : quelqu'un peut rejoindre, sinon l'ordinateur joue)
slaughter-cmd-computer = ordinateur
slaughter-cmd-computer-description = Joue tout de suite contre l'ordinateur
slaughter-cmd-level = niveau
slaughter-cmd-level-description = Comment joue l'ordinateur
slaughter-cmd-match = partie
slaughter-cmd-match-description = Manches à gagner pour remporter la partie
slaughter-cmd-turn-timer = chrono
slaughter-cmd-turn-timer-description = Secondes pour jouer avant que l'ordinateur ne joue à ta place
slaughter-cmd-rules = règles
slaughter-cmd-rules-description = Comment on joue au Gin Slaughtre
slaughter-cmd-topic = sujet
slaughter-cmd-topic-description = Une partie des règles (l'aperçu si vide)
slaughter-level-basic = Simple (suit des règles)
slaughter-level-strong = Fort (imagine tes cartes cachées)
slaughter-match-choice-1 = En 1 manche gagnante
slaughter-match-choice-3 = En 3 manches gagnantes
slaughter-match-choice-5 = En 5 manches gagnantes

## Ouvrir une table

slaughter-wrong-match = Une partie se joue en 1, 3 ou 5 manches gagnantes.
slaughter-not-both = Défie un membre ou joue contre l'ordinateur, pas les deux.
slaughter-another-member = Défie un autre membre de ce serveur.
slaughter-challenge = { $opponent }, { $host } te défie au Gin Slaughtre : appuie sur **Rejoindre** sur la table ci-dessus.
slaughter-first-to = en { $count } { $count ->
        [one] manche gagnante
       *[other] manches gagnantes
    }

## Le joker et le nom du jeu

slaughter-joker = Joker
# The game's name, the same in every language (as on the cards' box).
slaughter-game-name = Gin Slaughtre

## L'état de la table

# La première ligne de la table : le jeu, le numéro de la manche, le score de la partie et sa longueur.
slaughter-headline = **Gin Slaughtre · manche { $game }** · { $first } { $left } – { $right } { $second } · en { $count } { $count ->
        [one] manche gagnante
       *[other] manches gagnantes
    }
slaughter-status-you-win-match = Tu gagnes la partie { $high } – { $low }.
slaughter-status-wins-match = { $name } gagne la partie { $high } – { $low }.
slaughter-status-both-ready = Les deux joueurs sont prêts.
slaughter-status-you-swapping = Préparation : tu échanges encore des cartes.
slaughter-status-you-and-swapping = Préparation : toi et { $name } échangez encore des cartes.
slaughter-status-swapping = Préparation : { $names } { $count ->
        [one] échange
       *[other] échangent
    } encore des cartes.
slaughter-status-your-turn = À toi de jouer.
slaughter-status-to-play = À { $name } de jouer.
slaughter-status-red-five-you = 5 rouge : tu dois jouer un 5 ou moins, ou un 9.
slaughter-status-red-five = 5 rouge : { $name } doit jouer un 5 ou moins, ou un 9.
slaughter-status-stock-empty = La pioche est vide.
slaughter-status-turn-cap = Limite de tours dans { $count } { $count ->
        [one] tour
       *[other] tours
    } : alors celui à qui il reste le moins de cartes gagne.

## Chaque manche finie, une ligne sous l'image

slaughter-result = Manche { $game } : { $name }, { $count } { $count ->
        [one] carte
       *[other] cartes
    } d'écart
slaughter-result-cap = Manche { $game } : { $name }, { $count } { $count ->
        [one] carte
       *[other] cartes
    } d'écart (limite de tours)

## Ce qui vient de se passer, tel que le message de la table le dit au-dessus de l'image (des phrases entières)

slaughter-news-played = { $name } a joué { $cards }.
slaughter-news-played-upcards = { $name } a joué { $cards } de ses cartes visibles.
slaughter-news-start = { $name } commence.
slaughter-news-start-upcards = { $name } a la plus petite carte visible, { $rank ->
        [1] un as
        [11] un valet
        [12] une dame
        [13] un roi
        [14] un joker
       *[other] un { $rank }
    }, et commence.
slaughter-news-start-hand = { $name } a la plus petite carte en main, { $rank ->
        [1] un as
        [11] un valet
        [12] une dame
        [13] un roi
        [14] un joker
       *[other] un { $rank }
    }, et commence.
slaughter-news-take = { $name } a ramassé le tas ({ $count } { $count ->
        [one] carte
       *[other] cartes
    }).
slaughter-news-draw = { $name } ne pouvait pas jouer et a pioché une carte.
slaughter-news-burn = Le 9 brûle le tas et { $name } rejoue.
# Le tas sort du jeu : un carré ($rank comme plus haut), ou quatre cartes d'une couleur
# sur le dessus du tas ($suit : S, H, D, C).
slaughter-news-four-of-rank = { $rank ->
        [1] Carré d'as
        [11] Carré de valets
        [12] Carré de dames
        [13] Carré de rois
        [14] Carré de jokers
       *[other] Carré de { $rank }
    } : le tas est retiré du jeu et { $name } rejoue.
slaughter-news-four-of-suit = Quatre { $suit ->
        [S] piques
        [H] cœurs
        [D] carreaux
       *[C] trèfles
    } d'affilée sur le tas : il est retiré du jeu et { $name } rejoue.
slaughter-news-joker = Joker : { $name } ramasse le tas ({ $count } { $count ->
        [one] carte
       *[other] cartes
    }) et { $by } rejoue.
slaughter-news-jack-empty = Valet : la pioche est vide, { $name } ne pioche donc rien.
slaughter-news-jack = Valet : { $name } a pioché { $count } { $count ->
        [one] carte
       *[other] cartes
    } en cherchant un 5 ou moins.
slaughter-news-black-five-empty = 5 noir : la pioche est vide, { $name } ne pioche donc rien.
slaughter-news-black-five = 5 noir : { $name } pioche une carte.

## Le texte de remplacement de l'image de la table, ce qu'en dit un lecteur d'écran

slaughter-alt-seat = { $name } : { $count ->
        [0] aucune carte
        [one] { $count } carte
       *[other] { $count } cartes
    } en main ; cartes visibles : { $cards }.
slaughter-alt-seat-no-upcards = { $name } : { $count ->
        [0] aucune carte
        [one] { $count } carte
       *[other] { $count } cartes
    } en main, plus aucune carte visible.
slaughter-alt-pile = { $count ->
        [one] Sur le tas, une seule carte : { $cards }.
       *[other] Sur le tas, { $count } cartes, celle du dessus en dernier : { $cards }.
    }
slaughter-alt-pile-top = Sur le tas, { $count } cartes ; les { $shown } du dessus, celle du dessus en dernier : { $cards }.
slaughter-alt-pile-empty = Le tas est vide.
slaughter-alt-stock = { $stock ->
        [0] La pioche est vide
        [one] { $stock } carte dans la pioche
       *[other] { $stock } cartes dans la pioche
    } ; { $out ->
        [0] aucune carte hors jeu
        [one] { $out } carte hors jeu
       *[other] { $out } cartes hors jeu
    }.

## Les étiquettes de l'image de la table

slaughter-seat-in-hand = { $count } { $count ->
        [one] carte
       *[other] cartes
    } en main
slaughter-seat-in-hand-dealer = { $count } { $count ->
        [one] carte
       *[other] cartes
    } en main · donneur
slaughter-seat-out = fini : plus aucune carte
slaughter-seat-no-cards = aucune carte en main
slaughter-seat-playing-upcards = main vide : joue les cartes visibles
slaughter-tag-ready = PRÊT
slaughter-tag-swapping = ÉCHANGE
slaughter-tag-to-play = À JOUER
slaughter-tag-to-play-low = À JOUER · 5 OU MOINS
slaughter-tag-winner = VAINQUEUR
slaughter-label-upcards = Cartes visibles
slaughter-label-none-left = plus aucune
slaughter-label-stock = Pioche { $count }
slaughter-label-pile = Tas { $count }
slaughter-label-pile-top = Tas { $count } ({ $shown } du dessus)
slaughter-label-empty-pile = vide
slaughter-label-out-of-play = Hors jeu

## Résumés et coups annoncés dans le salon

slaughter-game-over = **Manche { $game }** : { $winner } gagne ; il restait { $count } { $count ->
        [one] carte
       *[other] cartes
    } à { $loser }.
slaughter-game-over-cap = **Manche { $game }** : { $winner } gagne (limite de tours : moins de cartes) ; il restait { $count } { $count ->
        [one] carte
       *[other] cartes
    } à { $loser }.
slaughter-match-over = **Gin Slaughtre : la partie est finie.**
slaughter-timed-out = { $move ->
    [take] ⏱ Temps écoulé pour { $who } : l'ordinateur a ramassé le tas à sa place.
    [draw] ⏱ Temps écoulé pour { $who } : l'ordinateur a pioché une carte à sa place.
    [ready] ⏱ Temps écoulé pour { $who } : l'ordinateur a appuyé sur Prêt à sa place.
    [swap] ⏱ Temps écoulé pour { $who } : l'ordinateur a échangé une carte à sa place.
   *[play] ⏱ Temps écoulé pour { $who } : l'ordinateur a joué { $cards } à sa place.
}
slaughter-hint = { $move ->
    [take] 💡 L'ordinateur fort aurait ramassé le tas.
    [draw] 💡 L'ordinateur fort aurait pioché une carte.
    [ready] 💡 L'ordinateur fort aurait appuyé sur Prêt.
    [swap] 💡 L'ordinateur fort aurait échangé une carte.
   *[play] 💡 L'ordinateur fort aurait joué { $cards }.
}

## La main

slaughter-arrange = Prépare tes cartes : échange une carte de ta main avec une de tes cartes visibles autant de fois que tu veux, puis appuie sur **Prêt**.
slaughter-swap-placeholder = Échanger une carte de la main et une carte visible
slaughter-swap-option = { $hand } (main) ↔ { $upcard } (visible)
slaughter-button-ready = Prêt
slaughter-pick-placeholder = Choisis une carte, un brelan, un carré ou une suite
slaughter-pick-then-play = Choisis la ou les cartes à jouer, puis appuie sur Jouer.
slaughter-option-upcard = { $card } (visible)
slaughter-button-play = Jouer { $cards }
slaughter-button-take = Ramasser le tas ({ $count } { $count ->
        [one] carte
       *[other] cartes
    })
slaughter-button-draw = Piocher (rien ne va)
slaughter-not-a-play = Tu ne peux pas jouer { $cards } maintenant.
# Un seul coup permis : la table le joue elle-même ; la main dit lequel, sans commande.
slaughter-forced = { $move ->
    [draw] Tu n'as aucune carte à jouer ni de tas à ramasser : tu pioches une carte.
    [take] Tu n'as aucune carte à jouer et la pioche est vide : tu ramasses le tas.
    [play] Ton seul coup est de jouer { $cards } : la table le joue pour toi.
   *[other] Tu n'as qu'un seul coup possible : la table le joue pour toi.
}
slaughter-swap-title = Tes cartes visibles · à échanger avec ta main
slaughter-hand-title = { $upcards ->
        [yes] Tes cartes visibles
       *[no] Ta main
    } · { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }{ $pile ->
        [top] { " · " }sur le tas : { $top }
        [empty] { " · " }le tas est vide
       *[none] { "" }
    }{ $jokers ->
        [0] { "" }
        [one] { " · " }{ $jokers } joker
       *[other] { " · " }{ $jokers } jokers
    }

## Les refus du moteur (réponse éphémère à un clic que les règles n'autorisent pas)

slaughter-refused-match-over = La partie est finie.
slaughter-refused-no-such-seat = Il n'y a pas de place { $seat }.
slaughter-refused-not-your-turn = Ce n'est pas ton tour.
slaughter-refused-pile-empty = Le tas est vide : il n'y a rien à ramasser.
slaughter-refused-can-play-no-draw = Tu peux jouer, donc tu ne peux pas piocher (tu peux ramasser le tas).
slaughter-refused-stock-empty-take = La pioche est vide : sans carte à jouer, ramasse le tas.
slaughter-refused-swap-after-start = La manche a commencé : tu ne peux plus échanger de cartes.
slaughter-refused-not-a-move = « { $action } » n'est pas un coup : joue des cartes, ramasse le tas ou pioche.
slaughter-refused-already-ready = Tu es déjà prêt : on attend ton adversaire.
slaughter-refused-only-swap-or-ready = Avant le début du jeu, tu peux seulement échanger une carte de ta main avec une carte visible, ou dire que tu es prêt.
slaughter-refused-bad-swap = Un échange désigne une carte de ta main et une carte visible.
slaughter-refused-swap-not-in-hand = Tu n'as pas { $card } dans ta main.
slaughter-refused-swap-not-upcard = { $card } n'est pas une de tes cartes visibles.
slaughter-refused-not-a-card = « { $text } » n'est pas une carte.
slaughter-refused-listed-twice = Tu as indiqué { $card } deux fois.
slaughter-refused-upcard-too-soon = { $card } est une carte visible : tu ne joues tes cartes visibles qu'une fois ta main vide.
slaughter-refused-not-held = Tu n'as pas { $card }.
slaughter-refused-two-cards = Deux cartes ne font pas un coup : joue une carte, un brelan ou un carré, ou une suite de 3 cartes ou plus dans une couleur.
slaughter-refused-red-five = Après un 5 rouge, tu dois jouer un 5 ou moins, ou un 9.
slaughter-refused-joker-in-trick = Un joker ne fait partie ni d'un brelan ni d'une suite : joue-le seul.
slaughter-refused-aces-low = L'as est petit : une suite peut aller A-2-3, mais pas D-R-A.
slaughter-refused-not-set-or-run = Ces cartes ne forment ni un brelan ou un carré (3 ou 4 d'un même rang) ni une suite (3 ou plus qui se suivent dans une couleur).
# « Tu ne peux pas poser un 6 sur une dame. », « … trois 6 sur un roi. », « … une suite à partir du 6 sur un 7. »
slaughter-refused-cannot-go-on = Tu ne peux pas poser { $kind ->
        [set] { $count ->
            [4] quatre
           *[other] trois
        } { $rank ->
            [1] as
            [11] valets
            [12] dames
            [13] rois
           *[other] { $rank }
        }
        [run] une suite à partir { $rank ->
            [1] de l'as
            [11] du valet
            [12] de la dame
            [13] du roi
           *[other] du { $rank }
        }
       *[single] { $rank ->
            [1] un as
            [11] un valet
            [12] une dame
            [13] un roi
            [14] un joker
           *[other] un { $rank }
        }
    } sur { $top ->
        [1] un as
        [11] un valet
        [12] une dame
        [13] un roi
        [14] un joker
       *[other] un { $top }
    }.

## Revoir : une manche terminée, telle qu'elle est maintenant publique (cogs/slaughter/review.py)

slaughter-review-title = **Gin Slaughtre · la manche { $game } revue**
slaughter-review-upcards = Cartes visibles de { $name } au début du jeu : { $cards }.
slaughter-review-turn = **{ $number }.** { $said }
