### Gin Slaughtre in het Nederlands: de /slaughter-opdrachten, de statusregel en de stand
### van de tafel, wat elke zet deed, de vragen, knoppen en menu's van de hand, de
### samenvattingen, de woorden op de afbeeldingen van tafel en hand, en de weigeringen
### van de engine. Variabelen: $name, $winner, $loser, $by (namen), $count (een getal),
### $rank (een rang: 1 aas … 11 boer, 12 vrouw, 13 heer, 14 joker), $card / $cards
### (kaarten, al geschreven als 7♥, Q♠), $game (het nummer van een spel).
# We zeggen "je" tegen de speler, zoals in alle spellen op Discord.
# Woordkeus: "open kaarten" (de drie kaarten die open voor elke speler liggen), de
# "stapel" (de aflegstapel waarop gespeeld wordt), de "pot" (de overgebleven kaarten om
# van te pakken, zoals bij pesten; zo is hij niet te verwarren met de stapel), een "groep"
# (3 of 4 kaarten van één rang) en een "reeks" (3 of meer opeenvolgende kaarten van één
# kleur), zoals bij rummikub en jokeren. Een "spel" is één gespeelde deling; de "partij"
# wint wie het eerst 1, 3 of 5 spellen wint. "Boer" en "heer", zoals aan de kaarttafel.
# De kaarten dragen de Nederlandse letters (H, V, B: tables-card-index), in beeld en tekst.

## De /slaughter-opdrachten

slaughter-cmd-group = Speel Gin Slaughtre, een duel om als eerste van je kaarten af te zijn
slaughter-cmd-start = starten
slaughter-cmd-start-description = Daag een lid of een computerspeler uit
slaughter-cmd-opponent = tegenstander
slaughter-cmd-opponent-description = Het lid dat je uitdaagt (leeg: iemand kan meedoen, anders speelt de computer)
slaughter-cmd-computer = computer
slaughter-cmd-computer-description = Meteen tegen een computerspeler spelen
slaughter-cmd-level = niveau
slaughter-cmd-level-description = Hoe de computerspeler speelt
slaughter-cmd-match = partij
slaughter-cmd-match-description = Spellen die je moet winnen voor de partij
slaughter-cmd-turn-timer = bedenktijd
slaughter-cmd-turn-timer-description = Seconden per beurt voordat de computer voor de speler speelt
slaughter-cmd-rules = regels
slaughter-cmd-rules-description = Hoe Gin Slaughtre gespeeld wordt
slaughter-cmd-topic = onderwerp
slaughter-cmd-topic-description = Een deel van de regels (leeg: het overzicht)
slaughter-level-basic = Eenvoudig (volgt vaste regels)
slaughter-level-strong = Sterk (schat je verborgen kaarten in)
slaughter-match-choice-1 = Tot 1 gewonnen spel
slaughter-match-choice-3 = Tot 3 gewonnen spellen
slaughter-match-choice-5 = Tot 5 gewonnen spellen

## Een tafel openen

slaughter-wrong-match = Een partij gaat tot 1, 3 of 5 gewonnen spellen.
slaughter-not-both = Daag een lid uit of speel tegen de computer, niet allebei.
slaughter-another-member = Daag een ander lid van deze server uit.
slaughter-challenge = { $opponent }, { $host } daagt je uit voor Gin Slaughtre: druk op **Meedoen** bij de tafel hierboven.
slaughter-first-to = tot { $count } gewonnen { $count ->
        [one] spel
       *[other] spellen
    }

## De joker en de naam van het spel

slaughter-joker = Joker
# The game's name, the same in every language (as on the cards' box).
slaughter-game-name = Gin Slaughtre

## De stand aan tafel

# De eerste regel van de tafel: het spel, het nummer ervan, de stand van de partij en hoe lang die duurt.
slaughter-headline = **Gin Slaughtre · spel { $game }** · { $first } { $left } – { $right } { $second } · tot { $count } gewonnen { $count ->
        [one] spel
       *[other] spellen
    }
slaughter-status-you-win-match = Je wint de partij { $high } – { $low }.
slaughter-status-wins-match = { $name } wint de partij { $high } – { $low }.
slaughter-status-both-ready = Beide spelers zijn klaar.
slaughter-status-you-swapping = Kaarten schikken: je bent nog aan het ruilen.
slaughter-status-you-and-swapping = Kaarten schikken: jij en { $name } zijn nog aan het ruilen.
slaughter-status-swapping = Kaarten schikken: { $names } { $count ->
        [one] is
       *[other] zijn
    } nog aan het ruilen.
slaughter-status-your-turn = Jij bent aan de beurt.
slaughter-status-to-play = { $name } is aan de beurt.
slaughter-status-red-five-you = Rode 5: je moet een 5 of lager of een 9 spelen.
slaughter-status-red-five = Rode 5: { $name } moet een 5 of lager of een 9 spelen.
slaughter-status-stock-empty = De pot is leeg.
slaughter-status-turn-cap = Beurtlimiet over { $count } { $count ->
        [one] beurt
       *[other] beurten
    }: dan wint wie de minste kaarten over heeft.

## Elk gespeeld spel, een regel onder de afbeelding

slaughter-result = Spel { $game }: { $name }, { $count } { $count ->
        [one] kaart
       *[other] kaarten
    } verschil
slaughter-result-cap = Spel { $game }: { $name }, { $count } { $count ->
        [one] kaart
       *[other] kaarten
    } verschil (beurtlimiet)

## Wat er net gebeurde, zoals het tafelbericht het boven de afbeelding zegt (hele zinnen)

slaughter-news-played = { $name } heeft { $cards } gespeeld.
slaughter-news-played-upcards = { $name } heeft { $cards } van de open kaarten gespeeld.
slaughter-news-start = { $name } begint.
slaughter-news-start-upcards = { $name } heeft de laagste open kaart, { $rank ->
        [1] een aas
        [11] een boer
        [12] een vrouw
        [13] een heer
        [14] een joker
       *[other] een { $rank }
    }, en begint.
slaughter-news-start-hand = { $name } heeft de laagste kaart in de hand, { $rank ->
        [1] een aas
        [11] een boer
        [12] een vrouw
        [13] een heer
        [14] een joker
       *[other] een { $rank }
    }, en begint.
slaughter-news-take = { $name } heeft de stapel gepakt ({ $count } { $count ->
        [one] kaart
       *[other] kaarten
    }).
slaughter-news-draw = { $name } kon niet spelen en heeft een kaart gepakt.
slaughter-news-burn = De 9 verbrandt de stapel, en { $name } speelt nog een keer.
# De stapel gaat uit het spel: vier kaarten van één rang ($rank als hierboven), of de
# bovenste vier kaarten van één kleur ($suit: S, H, D, C).
slaughter-news-four-of-rank = Vier { $rank ->
        [1] azen
        [2] tweeën
        [3] drieën
        [4] vieren
        [5] vijven
        [6] zessen
        [7] zevens
        [8] achten
        [9] negens
        [10] tienen
        [11] boeren
        [12] vrouwen
        [13] heren
       *[other] jokers
    }: de stapel gaat uit het spel, en { $name } speelt nog een keer.
slaughter-news-four-of-suit = Vier { $suit ->
        [S] schoppen
        [H] harten
        [D] ruiten
       *[C] klaveren
    } bovenop: de stapel gaat uit het spel, en { $name } speelt nog een keer.
slaughter-news-joker = Joker: { $name } moet de stapel pakken ({ $count } { $count ->
        [one] kaart
       *[other] kaarten
    }), en { $by } speelt nog een keer.
slaughter-news-jack-empty = Boer: de pot is leeg, dus { $name } pakt niets.
slaughter-news-jack = Boer: { $name } heeft { $count } { $count ->
        [one] kaart
       *[other] kaarten
    } gepakt op zoek naar een 5 of lager.
slaughter-news-black-five-empty = Zwarte 5: de pot is leeg, dus { $name } pakt niets.
slaughter-news-black-five = Zwarte 5: { $name } pakt een kaart.

## De alternatieve tekst van de tafelafbeelding, wat een schermlezer ervan voorleest

slaughter-alt-seat = { $name }: { $count ->
        [0] geen kaarten
        [one] { $count } kaart
       *[other] { $count } kaarten
    } in de hand; open kaarten: { $cards }.
slaughter-alt-seat-no-upcards = { $name }: { $count ->
        [0] geen kaarten
        [one] { $count } kaart
       *[other] { $count } kaarten
    } in de hand, geen open kaarten meer.
slaughter-alt-pile = { $count ->
        [one] Op de stapel ligt één kaart: { $cards }.
       *[other] Op de stapel liggen { $count } kaarten, de bovenste als laatste: { $cards }.
    }
slaughter-alt-pile-top = Op de stapel liggen { $count } kaarten; de bovenste { $shown }, de bovenste als laatste: { $cards }.
slaughter-alt-pile-empty = De stapel is leeg.
slaughter-alt-stock = { $stock ->
        [0] De pot is leeg
        [one] In de pot zit { $stock } kaart
       *[other] In de pot zitten { $stock } kaarten
    }; { $out ->
        [0] geen kaarten uit het spel
        [one] { $out } kaart uit het spel
       *[other] { $out } kaarten uit het spel
    }.

## De opschriften van de tafelafbeelding

slaughter-seat-in-hand = { $count } { $count ->
        [one] kaart
       *[other] kaarten
    } in de hand
slaughter-seat-in-hand-dealer = { $count } { $count ->
        [one] kaart
       *[other] kaarten
    } in de hand · gever
slaughter-seat-out = uit: geen kaarten meer
slaughter-seat-no-cards = geen kaarten in de hand
slaughter-seat-playing-upcards = hand leeg: speelt de open kaarten
slaughter-tag-ready = KLAAR
slaughter-tag-swapping = RUILT
slaughter-tag-to-play = AAN DE BEURT
slaughter-tag-to-play-low = AAN DE BEURT · 5 OF LAGER
slaughter-tag-winner = WINNAAR
slaughter-label-upcards = Open kaarten
slaughter-label-none-left = geen meer
slaughter-label-stock = Pot { $count }
slaughter-label-pile = Stapel { $count }
slaughter-label-pile-top = Stapel { $count } (bovenste { $shown })
slaughter-label-empty-pile = leeg
slaughter-label-out-of-play = Uit het spel

## Samenvattingen en de zetten die het kanaal hoort

slaughter-game-over = **Spel { $game }**: { $winner } wint; { $loser } had nog { $count } { $count ->
        [one] kaart
       *[other] kaarten
    }.
slaughter-game-over-cap = **Spel { $game }**: { $winner } wint (beurtlimiet: minder kaarten over); { $loser } had nog { $count } { $count ->
        [one] kaart
       *[other] kaarten
    }.
slaughter-match-over = **Gin Slaughtre: de partij is voorbij.**
slaughter-timed-out = { $move ->
    [take] ⏱ Tijd om voor { $who }: de computer heeft het overgenomen en de stapel gepakt.
    [draw] ⏱ Tijd om voor { $who }: de computer heeft het overgenomen en een kaart gepakt.
    [ready] ⏱ Tijd om voor { $who }: de computer heeft het overgenomen en op Klaar gedrukt.
    [swap] ⏱ Tijd om voor { $who }: de computer heeft het overgenomen en een kaart geruild.
   *[play] ⏱ Tijd om voor { $who }: de computer heeft het overgenomen en { $cards } gespeeld.
}
slaughter-hint = { $move ->
    [take] 💡 De sterke computer zou de stapel pakken.
    [draw] 💡 De sterke computer zou een kaart pakken.
    [ready] 💡 De sterke computer zou op Klaar drukken.
    [swap] 💡 De sterke computer zou een kaart ruilen.
   *[play] 💡 De sterke computer zou { $cards } spelen.
}

## De hand

slaughter-arrange = Schik je kaarten: ruil zo vaak je wilt een handkaart met een van je open kaarten en druk dan op **Klaar**.
slaughter-swap-placeholder = Ruil een handkaart met een open kaart
slaughter-swap-option = { $hand } (hand) ↔ { $upcard } (open)
slaughter-button-ready = Klaar
slaughter-pick-placeholder = Kies een kaart, een groep of een reeks
slaughter-pick-then-play = Kies de kaart(en) en druk dan op Spelen.
slaughter-option-upcard = { $card } (open)
slaughter-button-play = { $cards } spelen
slaughter-button-take = Stapel pakken ({ $count } { $count ->
        [one] kaart
       *[other] kaarten
    })
slaughter-button-draw = Pakken (niets past)
slaughter-not-a-play = { $cards } kun je nu niet spelen.
# Maar één toegestane zet: de tafel doet die zelf; de hand zegt welke, zonder knop.
slaughter-forced = { $move ->
    [draw] Je hebt geen kaart om te spelen en geen stapel om te pakken: je pakt een kaart van de pot.
    [take] Je hebt geen kaart om te spelen en de pot is leeg: je pakt de stapel.
    [play] Je enige mogelijke zet is { $cards } spelen: de tafel speelt die voor je.
   *[other] Je hebt maar één mogelijke zet: de tafel doet die voor je.
}
slaughter-swap-title = Je open kaarten · ruil ze met handkaarten
slaughter-hand-title = { $upcards ->
        [yes] Je open kaarten
       *[no] Je hand
    } · { $count ->
        [one] { $count } kaart
       *[other] { $count } kaarten
    }{ $pile ->
        [top] { " · " }bovenop ligt { $top }
        [empty] { " · " }de stapel is leeg
       *[none] { "" }
    }{ $jokers ->
        [0] { "" }
        [one] { " · " }{ $jokers } joker
       *[other] { " · " }{ $jokers } jokers
    }

## De weigeringen van de engine (een antwoord dat alleen jij ziet, op een klik die niet mag)

slaughter-refused-match-over = De partij is voorbij.
slaughter-refused-no-such-seat = Er is geen plaats { $seat }.
slaughter-refused-not-your-turn = Je bent niet aan de beurt.
slaughter-refused-pile-empty = De stapel is leeg: er valt niets te pakken.
slaughter-refused-can-play-no-draw = Je kunt spelen, dus je mag niet van de pot pakken (je mag wel de stapel pakken).
slaughter-refused-stock-empty-take = De pot is leeg: als niets past, pak je de stapel.
slaughter-refused-swap-after-start = Het spel is begonnen: je kunt geen kaarten meer ruilen.
slaughter-refused-not-a-move = "{ $action }" is geen zet: speel kaarten, pak de stapel of pak van de pot.
slaughter-refused-already-ready = Je bent al klaar: we wachten op je tegenstander.
slaughter-refused-only-swap-or-ready = Voor het spel begint, kun je alleen een handkaart met een open kaart ruilen, of zeggen dat je klaar bent.
slaughter-refused-bad-swap = Een ruil noemt één handkaart en één open kaart.
slaughter-refused-swap-not-in-hand = Je hebt { $card } niet in je hand.
slaughter-refused-swap-not-upcard = { $card } is geen van je open kaarten.
slaughter-refused-not-a-card = "{ $text }" is geen kaart.
slaughter-refused-listed-twice = Je hebt { $card } twee keer genoemd.
slaughter-refused-upcard-too-soon = { $card } is een open kaart: die speel je pas als je hand leeg is.
slaughter-refused-not-held = Je hebt { $card } niet.
slaughter-refused-two-cards = Twee kaarten zijn geen zet: speel één kaart, een groep van 3 of 4 van één rang, of een reeks van 3 of meer van één kleur.
slaughter-refused-red-five = Na een rode 5 moet je een 5 of lager of een 9 spelen.
slaughter-refused-joker-in-trick = Een joker hoort nooit bij een groep of reeks: speel een joker los.
slaughter-refused-aces-low = Azen zijn laag: een reeks mag A-2-3 zijn, maar niet V-H-A.
slaughter-refused-not-set-or-run = Deze kaarten zijn geen groep (3 of 4 van één rang) en geen reeks (3 of meer opeenvolgende van één kleur).
# "Je kunt geen 6 op een vrouw leggen.", "… geen drie zessen op een heer …", "… geen reeks vanaf de 6 op een 7 …"
slaughter-refused-cannot-go-on = Je kunt { $kind ->
        [set] { $count ->
            [4] geen vier
           *[other] geen drie
        } { $rank ->
            [1] azen
            [2] tweeën
            [3] drieën
            [4] vieren
            [5] vijven
            [6] zessen
            [7] zevens
            [8] achten
            [9] negens
            [10] tienen
            [11] boeren
            [12] vrouwen
           *[13] heren
        }
        [run] geen reeks vanaf de { $rank ->
            [1] aas
            [11] boer
            [12] vrouw
            [13] heer
           *[other] { $rank }
        }
       *[single] geen { $rank ->
            [1] aas
            [11] boer
            [12] vrouw
            [13] heer
            [14] joker
           *[other] { $rank }
        }
    } op een { $top ->
        [1] aas
        [11] boer
        [12] vrouw
        [13] heer
        [14] joker
       *[other] { $top }
    } leggen.

## Terugblik: een afgelopen spel zoals het nu openbaar is (cogs/slaughter/review.py)

slaughter-review-title = **Gin Slaughtre · terugblik op spel { $game }**
slaughter-review-upcards = De open kaarten van { $name } toen het spel begon: { $cards }.
slaughter-review-turn = **{ $number }.** { $said }
