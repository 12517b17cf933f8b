### Les mots que partagent toutes les tables : salon d'attente, table, tours, mains,
### classements, statistiques, réglages, aide, les commandes communes et les refus.
### On tutoie le joueur, comme le font les jeux sur Discord ; les noms des permissions et
### de « Gérer le serveur » sont ceux de l'interface française de Discord.
### Termes : « table » pour la partie ouverte dans un salon (« salon » est le mot de Discord
### pour un canal, on l'évite donc pour le lobby) ; « fil » pour un thread, comme Discord.

## Mots employés dans d'autres phrases

tables-and = et
tables-nobody = personne
# Une place : 1er, 2e, 3e (l'abréviation de l'Imprimerie nationale, sans exposant).
# $of : ce qui est compté. Au classement, « 1er » quel que soit le joueur, comme l'écrivent
# les classements ; « place » (la place, une position dans une rangée) : « la 1re place ».
tables-ordinal = { $of ->
   *[player] { $form ->
        [one] { $number }er
       *[other] { $number }e
    }
    [place] { $form ->
        [one] { $number }re
       *[other] { $number }e
    }
}
tables-player-fallback = Joueur { $digits }
tables-no-cards = Aucune carte

## Le salon d'attente

tables-opened-by = Table de **{ $title }** ouverte par { $host }
tables-turn-timer = { $seconds } s par coup
tables-free-seat = — libre (l'ordinateur la prendra si personne ne vient)
# Le nom d'un joueur ordinateur, gardé avec sa place dans la langue de la table.
tables-computer-name = Ordinateur { $number }
tables-computer-for = { $name } (ordinateur)
tables-lobby-next = Rejoins la table, puis l'hôte appuie sur Commencer : l'ordinateur prend les places libres.
tables-game-started = La partie a commencé.
tables-abandoned = Cette table a été abandonnée : aucun résultat n'est enregistré.
tables-lobby-closed = Cette table n'est plus ouverte.
# Un clic sur un message d'une table que le bot ne connaît pas (abandonnée, ou perdue avec sa base de données).
tables-table-gone = Cette table n'existe plus : elle a été abandonnée, ou le bot ne la connaît plus. Ouvre une nouvelle table pour jouer.
tables-button-join = Rejoindre
tables-button-leave = Quitter
tables-button-bot = Ajouter un ordinateur
tables-button-start = Commencer
tables-button-cancel = Annuler
# « de » s'élide devant une voyelle (ELIDES, cogs/i18n.py) : « table d'Alice ».
tables-thread-name = { $title } · table { ELIDES($host) ->
    [yes] d'{ $host }
   *[no] de { $host }
}
tables-thread-deleted = Le fil de cette partie de { $title } a été supprimé : la partie continue ici.
tables-missing-permissions = Je ne peux pas afficher cette table : il me faut ici { $count ->
    [one] la permission { $names }. Un gestionnaire du serveur peut me la donner
   *[other] les permissions { $names }. Un gestionnaire du serveur peut me les donner
} ; la partie continue et la table apparaîtra dès que je pourrai écrire.
tables-permission-view-channel = Voir le salon
tables-permission-attach-files = Joindre des fichiers
tables-permission-send-messages = Envoyer des messages
tables-permission-send-messages-in-threads = Envoyer des messages dans les fils

## Tours, temps et places

tables-deadline = ⏱ Fin du temps imparti { $when }.
tables-window = ⏳ Le délai pour jouer **{ $title }** expire { $when }.
tables-window-untitled = ⏳ Le délai pour jouer hors de son tour expire { $when }.
tables-hand-deadline = ⏱ Ton temps sera écoulé { $when } : l'ordinateur jouera alors à ta place.
tables-turn-ping = 🔔 { $who } : à toi de jouer.
tables-turn-ping-deadline = 🔔 { $who } : à toi de jouer ; ton temps sera écoulé { $when }.
tables-start-ping = 🃏 La partie commence ici : { $who }.
tables-away-notice = 💤 { $who } a laissé passer deux tours de suite : l'ordinateur joue désormais à sa place. Appuie sur **Reprendre ma place** pour revenir dans la partie.
tables-replaced-notice = Un ordinateur prend désormais la place { ELIDES($name) ->
    [yes] d'{ $name }
   *[no] de { $name }
}. { $name } peut appuyer sur **Reprendre ma place** pour revenir dans la partie.
tables-away-hand = L'ordinateur joue à ta place. Appuie sur **Reprendre ma place** pour revenir dans la partie.
tables-abandoned-by = La table de { $title } ouverte ici a été abandonnée : aucun résultat n'est enregistré.

## Les mains

tables-button-hand = Ma main
tables-button-hint = Conseil
tables-button-take-back = Reprendre ma place
tables-hand-expired = Cet affichage a expiré : appuie sur **Ma main** sous le message de la table.
tables-hand-replaced = Tu as rouvert ta main : utilise le message le plus récent.
tables-watch-only = Tu ne joues pas à cette table, mais tu peux regarder.
tables-hints-off = Les conseils sont désactivés à cette table.
tables-hint-out-of-date = Ce conseil n'est plus à jour : appuie de nouveau sur **Ma main**.
tables-hint-noted = (Les conseils demandés à cette table figurent sur la feuille de marque.)
tables-nothing-to-look-back = Il n'y a rien à revoir dans ce jeu.
tables-choose-one = Choisis une seule option.
tables-choose-from-list = Choisis dans la liste.
tables-menu-more = Suite…
tables-menu-first-page = Retour à la première page
tables-something-went-wrong = Un problème est survenu avec ce clic ; réessaie.

## Images : le nom de chaque fichier et son texte alternatif

tables-image-table = table.png
    .alt = La table en ce moment
tables-image-hand = main.png
    .alt = Tes cartes
tables-image-scoresheet = feuille-de-marque.png
    .alt = La feuille de marque après la donne
tables-image-standings = classement.png
    .alt = Le classement final
tables-image-deal = donne.png
    .alt = La fin de la donne
tables-image-trick = pli.png
    .alt = Le pli précédent
tables-image-review = revue.png
    .alt = Les mains telles qu'elles ont été distribuées
tables-image-leaderboard = classement.png
    .alt = Le classement de ce serveur

## Les faces des cartes : la lettre dans le coin d'un as ou d'une figure, et le mot
## qu'imprime un joker (images de la table, de la main et du pli ; feuille de marque du Barbu)

# Les indices des jeux français : R (roi), D (dame), V (valet) ; l'as garde son A, comme
# sur les jeux de 52 cartes vendus en France (le « 1 » des vieux jeux se lit mal en coin).
tables-card-index = { $rank ->
    [A] A
    [K] R
    [Q] D
    [J] V
   *[other] { $rank }
}
# Le mot est le même sur les jokers des jeux français.
tables-card-joker = JOKER

## Revoir : une donne terminée, telle qu'elle est maintenant publique, montrée en privé

tables-button-review = Revoir
tables-review-not-over = Ce n'est pas encore fini : on ne revoit une donne, une partie ou une journée qu'une fois terminée.
tables-review-page = -# Page { $page } sur { $pages }
tables-review-previous = Page précédente
tables-review-next = Page suivante

## Rejouer

tables-button-again = Rejouer
tables-again-not-over = La partie n'est pas terminée : Rejouer ne sert qu'à la fin.
tables-again-already = Une nouvelle table a déjà été ouverte à partir de celle-ci : { $where }
tables-again-link = Aller à la nouvelle table

## Classement et statistiques

tables-leaderboard-title = { $game } · classement
tables-leaderboard-empty = Aucune partie terminée pour l'instant
tables-column-rank = #
tables-column-name = Joueur
tables-column-played = Jouées
tables-column-wins = Gagnées
tables-column-avg-place = Place moy.
tables-column-rating = Cote
tables-leaderboard-line = { $rank }. { $name } — cote { $rating }, { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
} en { $unit ->
    [series] { $played ->
        [one] { $played } partie
       *[other] { $played } parties
    }
    [match] { $played ->
        [one] { $played } partie
       *[other] { $played } parties
    }
   *[other] { $played ->
        [one] { $played } partie
       *[other] { $played } parties
    }
}
tables-no-leaderboard = { $unit ->
    [series] Aucune partie de { $title } terminée sur ce serveur : lance-toi avec `/{ $command } { $start }` !
    [match] Aucune partie de { $title } terminée sur ce serveur : lance-toi avec `/{ $command } { $start }` !
   *[other] Aucune partie de { $title } terminée sur ce serveur : lance-toi avec `/{ $command } { $start }` !
}
tables-no-stats = { $unit ->
    [series] { $name } n'a encore terminé aucune partie de { $title } ici.
    [match] { $name } n'a encore terminé aucune partie de { $title } ici.
   *[other] { $name } n'a encore terminé aucune partie de { $title } ici.
}
tables-stats-line = **{ $name }** · { $title } : { $unit ->
    [series] { $played ->
        [one] { $played } partie
       *[other] { $played } parties
    }
    [match] { $played ->
        [one] { $played } partie
       *[other] { $played } parties
    }
   *[other] { $played ->
        [one] { $played } partie
       *[other] { $played } parties
    }
}, { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
}, place moyenne { $place }, meilleur score { $best }, { $rated ->
    [yes] cote { $rating } ({ $rank } place sur ce serveur)
   *[no] pas encore de cote (il faut une partie contre un autre membre)
}

## Saisons

# Une saison sans nom à elle porte son numéro.
tables-season-number = Saison { $number }
# La première ligne d'un classement ou de stats : les résultats comptés. $season est le nom
# de la saison (tables-season-number, un mois et son année, ou le nom choisi).
tables-season-shown = { $which ->
    [current] Saison en cours : **{ $season }**
    [past] Saison passée : **{ $season }**
   *[all] Toutes saisons confondues
}
tables-leaderboard-season-title = { $which ->
    [all] { $game } · classement toutes saisons
   *[season] { $game } · { $season }
}
tables-no-season-leaderboard = { $unit ->
    [series] Aucune partie de { $title } n'a encore été terminée cette saison.
    [match] Aucune partie de { $title } n'a encore été terminée cette saison.
   *[other] Aucune partie de { $title } n'a encore été terminée cette saison.
}
tables-no-season-stats = { $unit ->
    [series] { $name } n'a encore terminé aucune partie de { $title } cette saison.
    [match] { $name } n'a encore terminé aucune partie de { $title } cette saison.
   *[other] { $name } n'a encore terminé aucune partie de { $title } cette saison.
}
tables-season-choice-current = { $season } (en cours)
tables-season-choice-all = Toutes saisons confondues
tables-season-unknown = Ce serveur n'a pas de saison de { $title } de ce nom : choisis-en une dans la liste.
tables-season-manager-only = Seuls les membres ayant la permission Gérer le serveur peuvent lancer une saison ou changer la durée des saisons.
tables-season-started = **{ $season }** de { $title } commence : son classement et ses cotes partent de zéro. Les saisons précédentes restent consultables avec l'option `{ $option }` de `/{ $command } { $leaderboard }`.
tables-season-monthly = Désormais, une nouvelle saison de { $title } commence le premier jour de chaque mois (UTC) et porte le nom de son mois. La saison en cours, **{ $season }**, se termine avec ce mois.
tables-season-by-hand = Les saisons de { $title } ne changent plus d'elles-mêmes : **{ $season }** dure jusqu'à ce qu'un membre ayant la permission Gérer le serveur lance la suivante.
tables-command-season = saison
tables-command-season-description = Les saisons de ce serveur (permission Gérer le serveur)
tables-command-season-start = lancer
tables-command-season-start-description = Lancer une nouvelle saison : le classement et les cotes repartent de zéro
tables-command-season-auto = auto
tables-command-season-auto-description = Lancer une nouvelle saison chaque mois automatiquement, ou arrêter
tables-option-season = saison
tables-option-season-description = Quelle saison (celle en cours par défaut), ou toutes confondues
tables-option-season-name = nom
tables-option-season-name-description = Le nom de la nouvelle saison (son numéro par défaut)
tables-option-season-length = durée
tables-option-season-length-description = La durée de chaque saison
tables-season-length-monthly = Un mois du calendrier
tables-season-length-off = Jusqu'à ce qu'un gérant lance la suivante

## Commandes : réponses

tables-error-check = Tu ne peux pas utiliser cette commande ici.
tables-error-transformer = Une des options n'est pas valable ici (ce membre est-il sur ce serveur ?).
tables-error-command = Un problème est survenu avec cette commande ; réessaie.
tables-choose-level = Choisis le niveau de l'ordinateur dans la liste.
tables-computers-range = Choisis entre 0 et { $most } joueurs ordinateur.
tables-timer-range = Le temps par coup doit être compris entre 30 et 600 secondes.
tables-think-time-range = Le temps de réflexion doit être compris entre 100 et 2000 ms.
tables-no-table = { $kind ->
    [open] Il n'y a pas de table de { $title } ouverte ici.
   *[running] Il n'y a pas de partie de { $title } en cours ici.
}
tables-host-or-manager = { $what ->
    [abandon] Seuls l'hôte et les membres ayant la permission Gérer le serveur peuvent abandonner une table.
   *[replace] Seuls l'hôte et les membres ayant la permission Gérer le serveur peuvent remplacer un joueur.
}
tables-unknown-topic = Choisis un sujet dans la liste (ou aucun, pour la présentation).
tables-rules-overview = Présentation
tables-rules-more = Voir aussi : { $topics }
tables-settings-manager-only = Seuls les membres ayant la permission Gérer le serveur peuvent modifier ses réglages.
tables-settings-chosen = Langue des nouvelles tables de ce serveur : **{ $chosen }** (choisie avec cette commande).
tables-settings-default = Ce serveur n'a pas choisi de langue. Langue des nouvelles tables : **{ $chosen }** (celle du serveur sur Discord si le bot la connaît, sinon l'anglais).
tables-settings-changed = Les nouvelles tables de ce serveur utiliseront désormais cette langue : **{ $chosen }**. L'option `{ $option }` de `{ $start }` permet toujours d'en choisir une autre pour une table.

## /help

tables-help-head = **Les jeux de cartes de ce serveur.** Choisis-en un et ouvre une table dans un salon :
# Les commandes entre accents graves portent le nom que montre le Discord du lecteur : $start,
# $rules, $leaderboard, $stats, $option viennent des noms de commandes de ce catalogue.
tables-help-game = **{ $title }** : { $summary }
    ↳ `/{ $name } { $start }` ouvre une table · `/{ $name } { $rules }` en donne les règles
tables-help-tail = Les réponses sur les règles ne s'affichent que pour toi. Chaque jeu propose aussi `{ $leaderboard }` et `{ $stats }` pour voir les résultats du serveur, par exemple `/{ $first } { $leaderboard }`.

## Commandes : noms (minuscules, sans espace), descriptions, options, choix

tables-command-help = aide
tables-command-help-description = Les jeux disponibles ici et comment lancer une partie
tables-command-leaderboard = classement
tables-command-leaderboard-description = Les meilleurs joueurs de ce serveur
tables-command-stats = stats
tables-command-stats-description = Le bilan d'un joueur sur ce serveur
tables-command-abandon = abandonner
tables-command-abandon-description = Mettre fin à la table de ce salon sans enregistrer de résultat
tables-command-replace = remplacer
tables-command-replace-description = Donner la place d'un joueur à l'ordinateur
tables-command-settings = réglages
tables-command-settings-description = Les réglages de ce serveur (permission Gérer le serveur)
tables-option-member = membre
tables-option-stats-member-description = Le membre dont tu veux voir le bilan (toi par défaut)
tables-option-replace-member-description = Le joueur qui est parti
tables-option-language = langue
tables-option-settings-language-description = La langue des nouvelles tables de ce serveur
tables-option-start-language-description = La langue de la table (par défaut : celle du serveur)
tables-option-think-ms-description = Millisecondes de réflexion de l'ordinateur fort par décision (500 par défaut)
tables-language-en = English
tables-language-fr = Français
tables-language-de = Deutsch
tables-language-nl = Nederlands

## Refus : ce que la table refuse, et pourquoi

tables-refused-not-now = Tu ne peux pas faire ça maintenant.
tables-refused-not-your-turn = Ce n'est pas ton tour.
tables-refused-already-started = La partie a déjà commencé.
tables-refused-closed = Cette table est fermée.
tables-refused-no-room-for-computers = Il n'y a pas de place pour autant de joueurs ordinateur.
tables-refused-already-seated = Tu es déjà assis à cette table.
tables-refused-table-full = Cette table est complète.
tables-refused-not-seated = Tu n'es pas assis à cette table.
tables-refused-host-cannot-leave = Tu es l'hôte : utilise Annuler pour fermer la table.
tables-refused-host-only = { $what ->
    [add-computer] Seul l'hôte peut ajouter un joueur ordinateur.
    [start] Seul l'hôte peut commencer la partie.
   *[cancel] Seul l'hôte peut annuler la table.
}
tables-refused-already-closed = Cette table est déjà fermée.
tables-refused-nothing-to-replace = On ne peut remplacer un joueur que pendant une partie en cours.
tables-refused-member-not-seated = Ce membre n'est pas assis à cette table.
tables-refused-not-running = Cette partie n'est plus en cours.
tables-refused-seat-already-yours = C'est déjà toi qui joues, pas l'ordinateur.
tables-refused-no-seat-to-take-back = Tu n'as pas de place à reprendre à cette table.
tables-refused-no-such-level = Le niveau d'ordinateur « { $level } » n'existe pas.
tables-refused-not-playing = Tu ne joues pas à cette table.
tables-refused-seat-away = L'ordinateur joue à ta place : appuie sur **Reprendre ma place** pour revenir dans la partie.
tables-refused-out-of-date = Ce choix n'est plus à jour : appuie de nouveau sur **Ma main**.
tables-refused-hint-not-your-turn = Tu ne peux demander un conseil que pendant ton tour.
tables-refused-moved-on = La partie a avancé entre-temps : réessaie.
tables-refused-not-stored = Ton coup n'a pas été joué : la base de données de la table n'a pas répondu. Rien n'a changé ; réessaie dans un instant.
tables-refused-unsettled = La table attend sa base de données : ton coup n'a pas encore pu être confirmé. La partie reprendra d'elle-même ; ta main indiquera s'il a été pris en compte.
tables-move-played-hand-failed = Ton coup a été joué, mais ta main n'a pas pu être affichée : appuie sur **Ma main** pour la voir.
tables-waiting-fault = Cette table attend sa base de données ; la partie reprendra d'elle-même.
tables-going-on = La base de données répond de nouveau : la partie continue.
tables-refused-not-a-player = Seuls les joueurs de cette table peuvent en ouvrir une nouvelle à partir de celle-ci.
tables-refused-not-over = Cette partie n'est pas encore finie.
tables-refused-bad-options = Ces options sont incompatibles dans ce jeu.

## /<jeu> historique : les dernières tables terminées d'un jeu sur un serveur (cogs/tables/history.py)

tables-command-history = historique
tables-command-history-description = Les dernières tables terminées de ce jeu ici, ou celles d'un membre
tables-option-history-member-description = Seulement les tables où ce membre a joué
tables-history-title = Les dernières tables de { $title } sur ce serveur
tables-history-title-member = Les dernières tables de { $title } de { $name }
tables-history-none = Aucune table de { $title } ne s'est encore terminée sur ce serveur.
tables-history-none-member = Ce membre n'a encore terminé aucune table de { $title } ici.
tables-history-finished = **{ $title }**, terminée le { $when } :
tables-history-abandoned = **{ $title }**, abandonnée le { $when } ; les scores à l'arrêt :
tables-history-place = { $place } { $name } : { $score }
tables-history-score = { $name } : { $score }
tables-history-previous = Précédentes
tables-history-next = Suivantes
tables-history-record = Relevé
tables-history-record-file = releve-{ $table }.json
tables-history-record-sent = Le relevé de cette table de { $title } : chaque coup, et les cartes seulement telles que la table les a montrées.
tables-history-no-record = Cette table n'a pas de relevé : elle est encore en jeu, ou elle n'est pas de ce serveur.
tables-history-someone = ce membre
tables-history-scoresheet = Feuille de marque
tables-history-no-scoresheet = Cette table n'a pas de feuille de marque : elle ne s'est pas terminée, ou elle n'est pas de ce serveur.
