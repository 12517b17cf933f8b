### Guillotine (het spel van Paul Peterson): elk woord dat de spelers lezen. De status en de
### gebeurtenissen aan tafel, de vragen, knoppen en menu's van de hand, de samenvattingen, de
### commando's /guillotine, de woorden op de afbeeldingen (kaarten), de weigeringen van de
### regels (guillotine-refused-<code>) en naam en tekst van elke kaart (guillotine-card-<slug>).
### Variabelen: zie en.ftl.

# We spreken de speler aan met „je“, zoals spellen op Discord doen; overal hetzelfde.
# Woordenschat volgens de Nederlandstalige samenvatting van de spelregels (seeds/002): een
# edele „onthoofden“ (vooraan uit de rij op je eigen stapel), „de rij“, „de puntenstapel“,
# „actiekaart“, „edelenkaart“, „de aflegstapel“, „dag“.
# Kaartnamen: de samenvatting noemt de kaarten bij hun Duitse naam, soms met een Nederlandse
# vertaling erbij: die volgen we („Wacht even!“ voor Warte mal, „Onverschillig volk“,
# „Paleiswacht“, „Tragische figuur“, „hertog“ en „graaf“). Bij „Verzählt“ geeft de samenvatting
# „vertel“, een misverstand (verzählt = verkeerd geteld): wij zeggen „Misgeteld“. Alle andere
# namen zijn onze eigen vertaling (de samenvatting noemt ze niet): Späte Ankunft = „Late
# aankomst“, Regenpause = „Regenpauze“, Zwangspause = „Gedwongen pauze“, Fehlende Köpfe =
# „Ontbrekende hoofden“, Herzlose Wachen = „Harteloze wachters“, Scharlachroter Rächer = „De
# Rode Pimpernel“ (de Nederlandse titel van het boek van barones Orczy).

## Het spel en zijn commando's

guillotine-name = Guillotine
guillotine-cmd-group = guillotine
guillotine-cmd-group-description = Speel Guillotine van Paul Peterson
guillotine-cmd-start = starten
guillotine-cmd-start-description = Open een Guillotine-tafel in dit kanaal
guillotine-cmd-players = spelers
guillotine-cmd-players-description = Hoeveel plaatsen (2 tot 5); lege plaatsen krijgen bij de start computerspelers
guillotine-cmd-computers = computers
guillotine-cmd-computers-description = Computerspelers die meteen aanschuiven
guillotine-cmd-level = niveau
guillotine-cmd-level-description = Hoe de computerspelers spelen
guillotine-cmd-turn-timer = beurttijd
guillotine-cmd-turn-timer-description = Seconden die een speler heeft voordat de computer voor hem speelt
guillotine-cmd-wait-seconds = wacht_even_seconden
guillotine-cmd-wait-seconds-description = Hoe lang je voor elke onthoofding „Wacht even!“ kunt spelen
guillotine-cmd-end-cards = eindkaarten
guillotine-cmd-end-cards-description = Speel na de derde dag de kaarten die de punten veranderen (standaard ja)
guillotine-cmd-think-ms = denktijd_ms
guillotine-cmd-think-ms-description = Milliseconden die de sterke computerspeler per beslissing nadenkt (standaard 500)
guillotine-cmd-rules = regels
guillotine-cmd-rules-description = Hoe Guillotine gespeeld wordt, of wat een kaart doet
guillotine-cmd-topic = onderwerp
guillotine-cmd-topic-description = Een deel van de regels (leeg: het overzicht)
guillotine-cmd-card = kaart
guillotine-cmd-card-description = Een edele of een actiekaart
guillotine-choice-basic = Eenvoudig (op regels gebaseerd)
guillotine-choice-strong = Sterk (speelt zijn keuzes uit op de onbekende kaarten, ongeveer 0,5 s per zet)
guillotine-choice-no = nee
guillotine-choice-yes = ja
guillotine-choice-seconds-5 = 5 s
guillotine-choice-seconds-10 = 10 s
guillotine-choice-seconds-15 = 15 s
guillotine-choice-seconds-20 = 20 s
guillotine-choice-seconds-30 = 30 s
guillotine-wrong-players = Guillotine speel je met 2 tot 5 spelers.
guillotine-no-such-card = Geen kaart met die naam: begin te typen en kies er een uit de lijst.
guillotine-noble-info = **{ $card }** · edele, { $colour ->
        [purple] hof
        [blue] kerk
        [red] leger
        [green] burgerij
       *[gray] gewone volk
    }, { $points } { $points ->
        [one] punt
       *[other] punten
    } ×{ $copies }
guillotine-noble-info-star = **{ $card }** · edele, { $colour ->
        [purple] hof
        [blue] kerk
        [red] leger
        [green] burgerij
       *[gray] gewone volk
    }, * punten ×{ $copies }
guillotine-action-info = **{ $card }** · actiekaart ×{ $copies }
guillotine-no-instruction = Geen opdracht.

## De families van edelen (de kleur van de kaart): het label op de kaart (in een zin noemt
## guillotine-noble-info ze)

guillotine-family-purple =
    .tag = HOF
guillotine-family-blue =
    .tag = KERK
guillotine-family-red =
    .tag = LEGER
guillotine-family-green =
    .tag = BURGERIJ
guillotine-family-gray =
    .tag = VOLK

## De labels van de actiekaarten in een hand

guillotine-tag-out-of-turn = BUITEN BEURT · RIJ
guillotine-tag-stays = BLIJFT LIGGEN
guillotine-tag-line = RIJ

## Wie

guillotine-somebody = Iemand
guillotine-seat = Plaats { $seat }

## De gebeurtenissen aan tafel, elk één zin

guillotine-event-day = Dag { $day } begint: { $count ->
        [one] { $count } edele wacht
       *[other] { $count } edelen wachten
    } in de rij.
guillotine-event-turn = { $who } is aan de beurt.
guillotine-event-guards-discarded = { $who } legt de Harteloze wachters af.
guillotine-event-fled = { $count ->
        [one] { $nobles } is ontsnapt
       *[other] { $nobles } zijn ontsnapt
    }; de rij wordt geschud.
guillotine-event-swapped-in = { $noble } neemt de { $position } plaats in.
guillotine-event-added = { $count ->
        [one] { $nobles } sluit
       *[other] { $nobles } sluiten
    } achteraan de rij aan.
guillotine-event-missed = { $noble } gaat van de stapel van { $who } terug naar het einde van de rij.
guillotine-event-lost = { $who } verliest { $noble } uit de puntenstapel (Ontbrekende hoofden).
guillotine-event-discarded = { $who } legt { $card } af ({ $why ->
        [forced-break] Gedwongen pauze
        [lack-of-support] Gebrek aan steun
        [infighting] Onderlinge ruzie
       *[innocent-victim] Onschuldig slachtoffer
    }).
guillotine-event-spy = De Meesterspion glipt naar het einde van de rij.
guillotine-event-wait = { $who }: Wacht even! De rij wordt geschud.
guillotine-event-collect = { $who } onthoofdt { $noble }.
guillotine-event-collect-fast-noble = { $who } onthoofdt { $noble } (Vlugge vorst).
guillotine-event-collect-double-feature = { $who } onthoofdt { $noble } (Dubbele voorstelling).
guillotine-event-collect-rival-executioner = { $who } onthoofdt { $noble } van de stapel (Rivaliserende beul).
guillotine-event-collect-after-you = { $who } krijgt { $noble } (Na u …).
guillotine-event-draw = { $who } neemt { $count ->
        [one] { $count } actiekaart
       *[other] { $count } actiekaarten
    }.
guillotine-event-day-end = Dag { $day } eindigt vroegtijdig.
guillotine-event-day-end-discarded = Dag { $day } eindigt vroegtijdig; { $count ->
        [one] { $count } edele verlaat
       *[other] { $count } edelen verlaten
    } de rij.
guillotine-event-reshuffle = De aflegstapel van de actiekaarten wordt geschud tot een nieuwe stapel.
guillotine-event-nobody-late = Niemand komt te laat: de stapel edelen is leeg.
guillotine-event-late-arrival = { $noble } komt te laat; { $nobles } { $count ->
        [one] wordt afgelegd
       *[other] worden afgelegd
    }.
guillotine-event-clerical-error = Misgeteld: { $swap ->
        [both] { $who } neemt { $took } van { $target }, en { $target } neemt daarvoor { $gave }.
        [took] { $who } neemt { $took } van { $target }, en { $target } heeft geen edele om terug te nemen.
        [gave] { $who } vindt bij { $target } geen edele, en { $target } neemt { $gave }.
       *[none] { $who } noch { $target } heeft een edele om te nemen.
    }
guillotine-event-clown = { $who } geeft de Nar aan { $target }.
guillotine-event-finale = { $who } mag kaarten spelen die de punten veranderen.
guillotine-event-over = Het spel is afgelopen.

## Een gespeelde actiekaart, in de gebeurtenissen

guillotine-play = { $who } speelt { $card }.
guillotine-play-move = { $who } zet { $noble } van de { $from } naar de { $to } plaats ({ $card }).
guillotine-play-noble = { $who } haalt { $noble } van de { $from } plaats uit de rij ({ $card }).
guillotine-play-order = { $who } schikt de kop van de rij opnieuw ({ $card }): { $nobles } { $count ->
        [one] staat
       *[other] staan
    } nu vooraan.
guillotine-play-face-up = { $who } legt de kaart { $lost } van { $owner } af ({ $card }).
guillotine-play-on = { $who } speelt { $card } op { $target }.
guillotine-play-taken = { $who } neemt { $taken } terug van de aflegstapel ({ $card }).

## De knoppen en menu-opties van de hand (een toegestane zet in woorden)

guillotine-action-let-it-pass = Laten gebeuren
guillotine-action-discard-guards = Je Harteloze wachters afleggen
guillotine-action-collect = De voorste edele onthoofden
guillotine-action-wait = Wacht even! (de rij schudden)
guillotine-action-give-clown = De Nar aan { $who } geven
# Een manier om een kaart te spelen, met de naam van de kaart voorop (het menu van alle
# kaarten), dan zonder (.how: het menu van de manieren voor één kaart, die erboven staat).
# De naam kan op ! ? of … eindigen (Wacht even!, Na u …): geen dubbele punt erna.
guillotine-action-move = { $card } – { $noble } { $from } → { $to }
guillotine-action-noble = { $card } – { $noble } ({ $position })
guillotine-action-order = { $card } – { $nobles }
guillotine-action-on = { $card } op { $who }
guillotine-action-take = { $card } – { $taken } nemen
guillotine-action-face-up = { $card } – { $lost } van { $owner }
guillotine-how-move = { $noble } { $from } → { $to }
guillotine-how-noble = { $noble } ({ $position })
guillotine-how-order = { $nobles }
guillotine-how-on = { $who } als doelwit
guillotine-how-take = { $taken } nemen
guillotine-how-face-up = { $lost } van { $owner }

## Wie wat moet kiezen ($kind: de keuze; $card de kaart die erom vraagt)

guillotine-decides = { $who } kiest { $kind ->
        [late-arrival] welke edele te laat komt
        [lack-of-support] welke kaart wordt afgelegd
        [clerical-error] welke edele hij neemt
        [clerical-error-reply] welke edele hij terugneemt
        [infighting] welke kaarten worden afgelegd
        [the-clown] wie de Nar krijgt
        [innocent-victim] welke kaart wordt afgelegd
       *[other] een optie
    } ({ $card }).
guillotine-you-decide = Jij kiest { $kind ->
        [late-arrival] welke edele te laat komt
        [lack-of-support] welke kaart wordt afgelegd
        [clerical-error] welke edele je neemt
        [clerical-error-reply] welke edele je terugneemt
        [infighting] welke kaarten worden afgelegd
        [the-clown] wie de Nar krijgt
        [innocent-victim] welke kaart wordt afgelegd
       *[other] een optie
    } ({ $card }).

## Waar de tafel op wacht

guillotine-over-you-win = Spel afgelopen: jij wint.
guillotine-over-wins = Spel afgelopen: { $who } wint.
guillotine-over-share = Spel afgelopen: { $who } delen de overwinning.
guillotine-may-play = { $who } mag een actiekaart spelen.
guillotine-may-play-another = { $who } mag nog een actiekaart spelen.
guillotine-you-may-play = Je mag een actiekaart spelen.
guillotine-you-may-play-another = Je mag nog een actiekaart spelen.
guillotine-no-collect-influence = { $who } onthoofdt deze beurt geen edele (Politieke invloed).
guillotine-you-no-collect-influence = Je onthoofdt deze beurt geen edele (Politieke invloed).
guillotine-no-collect-robespierre = { $who } onthoofdt deze beurt geen edele meer: Robespierre beëindigt de dag.
guillotine-you-no-collect-robespierre = Je onthoofdt deze beurt geen edele meer: Robespierre beëindigt de dag.
guillotine-about-to-collect = { $who } gaat { $count ->
        [one] de voorste edele
       *[other] de { $count } voorste edelen
    } onthoofden.
guillotine-you-about-to-collect = Je gaat { $count ->
        [one] de voorste edele
       *[other] de { $count } voorste edelen
    } onthoofden.
guillotine-finale = { $who } mag voor de eindtelling kaarten spelen die de punten veranderen.
guillotine-you-finale = Je mag voor de eindtelling kaarten spelen die de punten veranderen.

## De afbeelding van de tafel

guillotine-points = { $count ->
        [one] { $count } punt
       *[other] { $count } punten
    }
guillotine-tag-choosing = KIEST
guillotine-tag-scoring = TELLING
guillotine-tag-collecting = ONTHOOFDT
guillotine-tag-to-play = AAN ZET
guillotine-executions-over = De terechtstellingen zijn voorbij.
guillotine-line-empty = De rij is leeg.
guillotine-front = VOORAAN
guillotine-hand-count = { $count ->
        [one] { $count } kaart
       *[other] { $count } kaarten
    }
guillotine-hand-empty = Geen kaarten

## Het tafelbericht: de woorden rond de afbeelding (de geldende waarschuwingen, elke plaats
## in woorden, de stapels) en de alternatieve tekst van de afbeelding (de rij, vooraan eerst)

guillotine-notice-judge = Er staat een Impopulaire rechter vooraan in de rij: er mag geen actiekaart gespeeld worden.
guillotine-notice-rush = Haastklus: { $who } mag deze beurt geen actiekaart spelen.
guillotine-notice-guards = Voor { $who } liggen Harteloze wachters: niemand mag een kaart spelen die de rij verandert.
guillotine-notice-day-ends = De dag eindigt na deze beurt.
guillotine-seat-summary = { $who }: { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    }, { $nobles ->
        [0] geen onthoofde edelen
        [one] { $nobles } onthoofde edele
       *[other] { $nobles } onthoofde edelen
    }, { $cards ->
        [0] geen actiekaarten
        [one] { $cards } actiekaart
       *[other] { $cards } actiekaarten
    } in de hand.
guillotine-seat-last = Laatst onthoofd: { $noble }.
guillotine-seat-in-front = Open op tafel: { $cards }.
guillotine-decks = In de stapel edelen { $nobles ->
        [one] ligt { $nobles } edele
       *[other] liggen { $nobles } edelen
    }, in de stapel actiekaarten { $actions ->
        [one] { $actions } kaart
       *[other] { $actions } kaarten
    } en op de aflegstapel { $discards ->
        [one] { $discards } kaart
       *[other] { $discards } kaarten
    }.
guillotine-line-alt = { $count ->
        [one] In de rij staat maar één edele: { $nobles }.
       *[other] De rij van { $count } edelen, van voor naar achter: { $nobles }.
    }
guillotine-line-alt-long = { $count ->
        [one] In de rij staat één edele.
       *[other] In de rij staan { $count } edelen.
    }

## Het kanaal

guillotine-headline = **Guillotine** · dag { $day } van { $days }
guillotine-day-over = **Dag { $day } is voorbij.** Punten tot nu toe:
guillotine-day-score = { $who }: { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    }
guillotine-game-over = **Guillotine: het spel is afgelopen.**
guillotine-lobby-players = { $count ->
        [one] { $count } speler
       *[other] { $count } spelers
    }
guillotine-lobby-wait = ‘Wacht even!’-venster { $seconds } s
guillotine-lobby-no-end-cards = zonder eindkaarten

## Een zet die de computer deed voor een speler van wie de tijd om is
## (guillotine-timed-out), of die de sterke computer aanraadt (guillotine-hint): een hele
## zin voor elke soort zet ($move). $card: de naam van een kaart, liefst aan het eind van
## de zin, want die kan zijn eigen „!” of „…” meebrengen (de punt vervalt dan).

guillotine-timed-out = { $move ->
    [choose] ⏱ Tijd om voor { $who }: de computer heeft het overgenomen en gekozen.
    [collect] ⏱ Tijd om voor { $who }: de computer heeft het overgenomen en de voorste edele onthoofd.
    [discard] ⏱ Tijd om voor { $who }: de computer neemt het over en legt { $card } af.
    [done] ⏱ Tijd om voor { $who }: de computer heeft het overgenomen en op Klaar gedrukt.
    [no-card] ⏱ Tijd om voor { $who }: de computer heeft het overgenomen en geen kaart gespeeld.
   *[play] ⏱ Tijd om voor { $who }: de computer neemt het over en speelt { $card }.
}
guillotine-hint = { $move ->
    [choose] 💡 De sterke computer zou hetzelfde kiezen.
    [collect] 💡 De sterke computer zou de voorste edele onthoofden.
    [discard] 💡 De sterke computer raadt aan: leg { $card } af.
    [done] 💡 De sterke computer zou op Klaar drukken.
    [no-card] 💡 De sterke computer zou geen kaart spelen.
   *[play] 💡 De sterke computer raadt aan: speel { $card }.
}

## De hand

guillotine-done = Klaar
guillotine-play-no-card = Geen kaart spelen
guillotine-back-to-cards = Terug naar de kaarten
guillotine-choose-card = Kies een kaart om te spelen
guillotine-choose-how = Kies hoe
guillotine-choose = Kies
guillotine-hand-finale = De derde dag is voorbij: speel kaarten die de punten veranderen (één voor één), of druk op **Klaar**.
guillotine-play-an-action = Jouw beurt: speel een actiekaart, of geen.
guillotine-may-wait = Je kunt nu **Wacht even!** spelen.
guillotine-hand-title = { $name } · dag { $day } van { $days }
guillotine-how-to-play = Jouw beurt: **{ $card }** kun je op meerdere manieren spelen; kies er hieronder een.
# Een kaart in het menu van de hand die je op meerdere manieren kunt spelen (er volgt een tweede menu).
guillotine-several-ways = { $card } ({ $count } manieren)

## Weigeringen: waarom een zet niet mag (de codes van de regels)

guillotine-refused-no-such-seat = Aan deze tafel is er geen plaats { $seat }.
guillotine-refused-game-over = Het spel is afgelopen.
guillotine-refused-someone-choosing = Een andere speler kiest eerst voor { $card }.
guillotine-refused-choose-one = Kies een van de aangeboden opties.
guillotine-refused-collect-now = Je actiefase is voorbij: onthoofd de voorste edele.
guillotine-refused-not-your-turn = Je bent niet aan de beurt.
guillotine-refused-play-first = Speel eerst een actiekaart, of sla over.
guillotine-refused-not-a-move = Dat is nu geen zet: speel een actiekaart, of geen.
guillotine-refused-not-a-move-finale = Dat is nu geen zet: speel een kaart die de punten verandert, of druk op Klaar.
guillotine-refused-no-such-card = Die actiekaart bestaat niet.
guillotine-refused-not-held = Je hebt { $card } niet in je hand.
guillotine-refused-only-scoring-cards = Nu mogen alleen kaarten gespeeld worden die de punten veranderen (de puntenkaarten, Ontbrekende hoofden, Misgeteld, Speling van het lot), niet { $card }.
guillotine-refused-nothing-to-act-on = { $card } kan nu nergens op werken.
guillotine-refused-wait-not-now = „Wacht even!“ speel je wanneer een andere speler op het punt staat te onthoofden, niet nu.
guillotine-refused-judge-at-front = Er staat een Impopulaire rechter vooraan in de rij: er mag geen actiekaart gespeeld worden.
guillotine-refused-rush-job = Er werd een Haastklus op je gespeeld: je mag deze beurt geen actiekaart spelen.
guillotine-refused-guards-out = De Harteloze wachters liggen op tafel: geen kaart die de rij verandert ({ $card }).
guillotine-refused-no-such-position = Op plaats { $position } staat geen edele: de rij telt er { $size }.
guillotine-refused-not-enough-ahead = { $card } heeft genoeg edelen nodig vóór degene die ze verplaatst.
guillotine-refused-another-player-only = { $card } moet naar een andere speler.
guillotine-refused-needs-collected-noble = { $card } heeft een speler nodig met een edele die hij zelf onthoofd heeft op zijn stapel.
guillotine-refused-needs-score-pile = { $card } heeft een speler met een puntenstapel nodig.
guillotine-refused-not-a-way = Zo kun je { $card } niet spelen.
guillotine-refused-discard-only-guards = Zo worden alleen Harteloze wachters afgelegd.
guillotine-refused-no-guards = Er liggen geen Harteloze wachters voor je.
guillotine-refused-discard-guards-own-step = Je kunt je Harteloze wachters in je eigen actiefase afleggen.
guillotine-refused-wait-declined = Je hebt deze onthoofding laten gebeuren.
guillotine-refused-nothing-to-collect = Er valt deze beurt geen edele meer te onthoofden.
guillotine-refused-other = Die zet mag nu niet.

## De kaarten: naam, volledige opdracht (.text) en de korte tekst op de kaart van een edele
## (.short). Edelen zonder opdracht hebben geen van beide.
## (samenvatting) = naam uit de Nederlandstalige samenvatting (seeds/002); anders onze vertaling.
## {"\u00AD"} (zacht afbreekteken): waar een lang woord op de kaart mag afbreken.

## Een edele in een zin (.the als onderwerp, .the-object als lijdend voorwerp): de naam met
## lidwoord (de/het); „een“ voor de edelen die meer dan eens in de stapel zitten. Het
## Nederlands kent geen naamval: het voorwerp heeft de vorm van het onderwerp.

guillotine-card-king-louis-xvi = Koning Lodewijk XVI
    .the = Koning Lodewijk XVI
    .the-object = { guillotine-card-king-louis-xvi.the }
guillotine-card-marie-antoinette = Marie-Antoinette
    .the = Marie-Antoinette
    .the-object = { guillotine-card-marie-antoinette.the }
guillotine-card-regent = Regent
    .the = de Regent
    .the-object = { guillotine-card-regent.the }
# (samenvatting: „hertog“)
guillotine-card-duke = Hertog
    .the = de Hertog
    .the-object = { guillotine-card-duke.the }
guillotine-card-baron = Baron
    .the = de Baron
    .the-object = { guillotine-card-baron.the }
# (samenvatting)
guillotine-card-robespierre = Robespierre
    .text = De dag eindigt na deze beurt: deze beurt wordt geen edele meer onthoofd, en de rest van de rij wordt na het bijnemen afgelegd.
    .short = Dag eindigt na deze beurt
    .the = Robespierre
    .the-object = { guillotine-card-robespierre.the }
# (samenvatting: „graaf“)
guillotine-card-count = Graaf
    .text = 2 punten meer waard als de Gravin op dezelfde puntenstapel ligt.
    .short = +2 met de Gravin
    .the = de Graaf
    .the-object = { guillotine-card-count.the }
guillotine-card-countess = Gravin
    .text = 2 punten meer waard als de Graaf op dezelfde puntenstapel ligt.
    .short = +2 met de Graaf
    .the = de Gravin
    .the-object = { guillotine-card-countess.the }
guillotine-card-lord = Lord
    .text = Neem aan het einde van deze beurt een extra actiekaart.
    .short = Neem 1 extra actiekaart
    .the = de Lord
    .the-object = { guillotine-card-lord.the }
guillotine-card-lady = Lady
    .text = Neem aan het einde van deze beurt een extra actiekaart.
    .short = Neem 1 extra actiekaart
    .the = de Lady
    .the-object = { guillotine-card-lady.the }
guillotine-card-fast-noble = Vlugge vorst
    .text = Onthoofd ook de volgende edele vooraan in de rij.
    .short = Onthoofd ook de volgende edele
    .the = de Vlugge vorst
    .the-object = { guillotine-card-fast-noble.the }
guillotine-card-lady-in-waiting = Hofdame
    .text = Neem aan het einde van deze beurt een extra actiekaart.
    .short = Neem 1 extra actiekaart
    .the = de Hofdame
    .the-object = { guillotine-card-lady-in-waiting.the }
guillotine-card-coiffeur = Kapper
    .the = de Kapper
    .the-object = { guillotine-card-coiffeur.the }
guillotine-card-piss-boy = Pispotjongen
    .the = de Pispotjongen
    .the-object = { guillotine-card-piss-boy.the }
guillotine-card-royal-cartographer = Koninklijke cartograaf
    .the = de Koninklijke cartograaf
    .the-object = { guillotine-card-royal-cartographer.the }
guillotine-card-cardinal = Kardinaal
    .the = de Kardinaal
    .the-object = { guillotine-card-cardinal.the }
guillotine-card-archbishop = Aarts{"\u00AD"}bisschop
    .the = de Aartsbisschop
    .the-object = { guillotine-card-archbishop.the }
guillotine-card-bad-nun = Stoute non
    .the = de Stoute non
    .the-object = { guillotine-card-bad-nun.the }
guillotine-card-bishop = Bisschop
    .the = de Bisschop
    .the-object = { guillotine-card-bishop.the }
guillotine-card-heretic = Ketter
    .the = de Ketter
    .the-object = { guillotine-card-heretic.the }
guillotine-card-wealthy-priest = Rijke priester
    .the = een Rijke priester
    .the-object = { guillotine-card-wealthy-priest.the }
guillotine-card-general = Generaal
    .text = Leg de bovenste edele van de stapel edelen achteraan de rij.
    .short = Bovenste edele van de stapel achteraan
    .the = de Generaal
    .the-object = { guillotine-card-general.the }
guillotine-card-master-spy = Meesterspion
    .text = Zolang hij in de rij staat, gaat hij na elke gespeelde actiekaart naar het einde van de rij.
    .short = Na elke actiekaart naar achteren
    .the = de Meesterspion
    .the-object = { guillotine-card-master-spy.the }
guillotine-card-colonel = Kolonel
    .the = de Kolonel
    .the-object = { guillotine-card-colonel.the }
guillotine-card-captain-of-the-guard = Kapitein van de wacht
    .text = Leg de bovenste edele van de stapel edelen achteraan de rij.
    .short = Bovenste edele van de stapel achteraan
    .the = de Kapitein van de wacht
    .the-object = { guillotine-card-captain-of-the-guard.the }
guillotine-card-lieutenant = Luitenant
    .the = een Luitenant
    .the-object = { guillotine-card-lieutenant.the }
# (samenvatting: „paleiswacht“)
guillotine-card-palace-guard = Paleiswacht
    .text = Elke is evenveel punten waard als er Paleiswachten op de puntenstapel liggen.
    .short = 1 per Paleiswacht op de stapel
    .the = een Paleiswacht
    .the-object = { guillotine-card-palace-guard.the }
guillotine-card-governor = Gouverneur
    .the = de Gouverneur
    .the-object = { guillotine-card-governor.the }
guillotine-card-mayor = Burge{"\u00AD"}meester
    .the = de Burgemeester
    .the-object = { guillotine-card-mayor.the }
guillotine-card-councilman = Raadsheer
    .the = de Raadsheer
    .the-object = { guillotine-card-councilman.the }
guillotine-card-tax-collector = Belasting{"\u00AD"}inner
    .the = de Belastinginner
    .the-object = { guillotine-card-tax-collector.the }
guillotine-card-land-lord = Landheer
    .the = de Landheer
    .the-object = { guillotine-card-land-lord.the }
guillotine-card-unpopular-judge = Impopulaire rechter
    .text = Zolang hij vooraan in de rij staat, mag er geen actiekaart gespeeld worden.
    .short = Vooraan: geen actiekaarten
    .the = een Impopulaire rechter
    .the-object = { guillotine-card-unpopular-judge.the }
guillotine-card-sheriff = Schout
    .the = een Schout
    .the-object = { guillotine-card-sheriff.the }
guillotine-card-rival-executioner = Rivaliserende beul
    .text = Onthoofd ook de bovenste edele van de stapel edelen.
    .short = Onthoofd ook de bovenste edele van de stapel
    .the = de Rivaliserende beul
    .the-object = { guillotine-card-rival-executioner.the }
guillotine-card-hero-of-the-people = Volksheld
    .the = de Volksheld
    .the-object = { guillotine-card-hero-of-the-people.the }
guillotine-card-the-clown = De Nar
    .text = Leg hem op de puntenstapel van een andere speler.
    .short = Gaat naar de stapel van een ander
    .the = de Nar
    .the-object = { guillotine-card-the-clown.the }
# (samenvatting: „tragische figuur“)
guillotine-card-tragic-figure = Tragische figuur
    .text = −1 voor elke grijze edele op de puntenstapel, zichzelf meegeteld.
    .short = −1 per grijze edele op de stapel
    .the = de Tragische figuur
    .the-object = { guillotine-card-tragic-figure.the }
guillotine-card-innocent-victim = Onschuldig slachtoffer
    .text = Leg een actiekaart naar keuze uit je hand af.
    .short = Leg 1 actiekaart af
    .the = het Onschuldige slachtoffer
    .the-object = { guillotine-card-innocent-victim.the }
guillotine-card-martyr = Martelaar
    .the = een Martelaar
    .the-object = { guillotine-card-martyr.the }

guillotine-card-stumble = Gestruikeld
    .text = Zet een edele precies 1 plaats naar voren.
guillotine-card-pushed = Geduwd
    .text = Zet een edele precies 2 plaatsen naar voren.
guillotine-card-tis-a-far-better-thing = Een veel betere daad
    .text = Zet een edele precies 3 plaatsen naar voren.
guillotine-card-ignoble-noble = Onedele edele
    .text = Zet een edele precies 4 plaatsen naar voren.
guillotine-card-lidiot = De idioot
    .text = Zet een edele tot 2 plaatsen naar voren.
guillotine-card-was-that-my-name = Was dat mijn naam?
    .text = Zet een edele tot 3 plaatsen naar voren.
guillotine-card-civic-pride = Burgertrots
    .text = Zet een groene edele tot 2 plaatsen naar voren.
guillotine-card-military-might = Militaire macht
    .text = Zet een rode edele tot 2 plaatsen naar voren.
guillotine-card-majesty = Majesteit
    .text = Zet een paarse edele tot 2 plaatsen naar voren.
guillotine-card-trip = Beentje gelicht
    .text = Zet een edele precies 1 plaats naar achteren; daarna mag je nog een actiekaart spelen.
guillotine-card-friend-of-the-queen = Vriend van de koningin
    .text = Zet een edele tot 2 plaatsen naar achteren.
guillotine-card-fainting-spell = Flauwte
    .text = Zet een edele tot 3 plaatsen naar achteren.
guillotine-card-public-demand = Wil van het volk
    .text = Zet een willekeurige edele vooraan in de rij.
guillotine-card-let-them-eat-cake = Laat ze maar taart eten
    .text = Marie-Antoinette gaat vooraan in de rij staan, als ze erin staat.
guillotine-card-lack-of-faith = Geloofscrisis
    .text = De blauwe edele die het dichtst bij de kop staat, gaat vooraan staan.
guillotine-card-forward-march = Voorwaarts mars!
    .text = Zet een Paleiswacht uit de rij vooraan.
guillotine-card-bribed-guards = Omgekochte wachters
    .text = De voorste edele gaat naar het einde van de rij.
guillotine-card-the-long-walk = De lange tocht
    .text = Keer de volgorde van de hele rij om.
guillotine-card-opinionated-guards = Eigenwijze wachters
    .text = Zet de eerste 4 edelen van de rij in een volgorde naar keuze.
guillotine-card-milling-in-line = Gedrang
    .text = Schud de eerste 5 edelen van de rij.
guillotine-card-escape = Ontsnapt!
    .text = Leg 2 willekeurige edelen uit de rij af en schud daarna de rij.
guillotine-card-mass-confusion = Grote verwarring
    .text = Schud de rij door de stapel edelen en leg een nieuwe rij van dezelfde lengte.
guillotine-card-fled-to-england = Naar Engeland gevlucht
    .text = Leg een willekeurige edele uit de rij af.
guillotine-card-clothing-swap = Kleren geruild
    .text = Leg een edele uit de rij af; de bovenste edele van de stapel neemt zijn plaats in.
guillotine-card-extra-cart = Extra kar
    .text = Leg de bovenste 3 edelen van de stapel edelen achteraan de rij.
guillotine-card-late-arrival = Late aankomst
    .text = Bekijk de bovenste 3 edelen van de stapel edelen: leg er één achteraan de rij en de andere twee op de aflegstapel.
# (samenvatting: „Wacht even“)
guillotine-card-wait-a-moment = Wacht even!
    .text = Speel je wanneer een andere speler op het punt staat een edele uit de rij te onthoofden (bij elke onthoofding van die beurt): schud de rij; daarna neemt hij de nieuwe voorste edele.
guillotine-card-double-feature = Dubbele voorstelling
    .text = Onthoofd deze beurt een extra edele vooraan in de rij.
guillotine-card-after-you = Na u …
    .text = De voorste edele gaat naar de puntenstapel van een andere speler, alsof die hem onthoofd had.
guillotine-card-political-influence = Politieke invloed
    .text = Onthoofd deze beurt geen edele; neem aan het einde van de beurt 3 extra actiekaarten.
guillotine-card-scarlet-pimpernel = De Rode Pimpernel
    .text = De dag eindigt na deze beurt: de rest van de rij wordt afgelegd.
guillotine-card-rush-job = Haastklus
    .text = De gekozen speler mag in zijn volgende beurt geen actiekaart spelen.
guillotine-card-missed = Mis!
    .text = De gekozen speler zet de edele die hij het laatst onthoofd heeft achteraan de rij.
guillotine-card-missing-heads = Ontbrekende hoofden
    .text = De gekozen speler schudt zijn puntenstapel en legt de bovenste edele af.
guillotine-card-clerical-error = Misgeteld
    .text = Jij en de gekozen speler nemen elk een edele naar keuze van de puntenstapel van de ander (jij kiest eerst).
guillotine-card-forced-break = Gedwongen pauze
    .text = Elke andere speler legt een willekeurige actiekaart uit zijn hand af.
guillotine-card-infighting = Onderlinge ruzie
    .text = De gekozen speler legt 2 actiekaarten naar keuze af.
guillotine-card-lack-of-support = Gebrek aan steun
    .text = Bekijk de hand van de gekozen speler en leg er één kaart van af.
guillotine-card-information-exchange = Informatieruil
    .text = Ruil je hand met die van de gekozen speler.
guillotine-card-rain-delay = Regenpauze
    .text = Alle handen worden door de stapel actiekaarten geschud; iedereen krijgt 5 nieuwe kaarten.
guillotine-card-rat-break = Rattenpauze
    .text = Neem een willekeurige actiekaart van de aflegstapel van de actiekaarten in je hand.
guillotine-card-twist-of-fate = Speling van het lot
    .text = Leg een willekeurige open actiekaart af die voor een speler ligt.
guillotine-card-callous-guards = Harteloze wachters
    .text = Blijft voor je liggen: niemand, jij ook niet, mag een kaart spelen die de rij verandert (edelen verplaatst, toevoegt of weghaalt). Je mag hem in je actiefase afleggen (dat is niet je actiekaart); je eigen rijkaart of ‘Wacht even!’ legt hem eerst af.
guillotine-card-church-support = Steun van de kerk
    .text = Blijft voor je liggen: +1 punt per blauwe edele op je puntenstapel.
guillotine-card-civic-support = Steun van de burgerij
    .text = Blijft voor je liggen: +1 punt per groene edele op je puntenstapel.
guillotine-card-military-support = Militaire steun
    .text = Blijft voor je liggen: +1 punt per rode edele op je puntenstapel.
guillotine-card-fountain-of-blood = Bloedfontein
    .text = Blijft voor je liggen: +2 punten.
# (samenvatting: „onverschillig volk“)
guillotine-card-indifferent-public = Onverschillig volk
    .text = Blijft voor je liggen: elke grijze edele op je puntenstapel telt +1 in plaats van zijn waarde.
guillotine-card-foreign-support = Buitenlandse steun
    .text = Blijft voor je liggen: neem een extra actiekaart telkens als je een paarse edele onthoofdt.
guillotine-card-tough-crowd = Lastig publiek
    .text = Blijft voor een andere speler liggen: −2 punten voor hem.

## Terugblik: een afgelopen dag zoals hij nu openbaar is (cogs/guillotine/review.py)

guillotine-review-title = **Guillotine · terugblik op dag { $day }**
guillotine-review-line = **De rij aan het begin van de dag**, vanaf de guillotine:
guillotine-review-noble = { $position }. { $noble }
guillotine-review-points-head = **Punten**, deze dag en in totaal:
guillotine-review-points = { $who }: { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    } deze dag, { $total } in totaal
