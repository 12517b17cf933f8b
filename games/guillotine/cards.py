"""Every card of Paul Peterson's Guillotine as data: 50 nobles and 60 action cards.

One table per deck, in the order of `rules/guillotine.md`. Each card has its
slug (the name in the action notation), English name, copies, the instruction
in our own words (`text`, full sentence for hands and help) and a `short`
version that fits on a small card face, and a German name for later
localisation. `german_source` says where the German name comes from: "seed"
for names printed in the AMIGO rulebook (`seeds/004_*.txt`), "draft" for our
own translation, to be checked against the printed cards before use.

Nothing here knows the rules' mechanics: the other modules of the package do
(`state.py` lists them). The `kind` of an action card says which choices it
takes (see the package docstring for the notation of each kind).

Over 400 lines because it is data: an entry per card, with its texts.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

COLOURS = ("purple", "blue", "red", "green", "gray")
COLOUR_NAMES = {
    "purple": "royal court",
    "blue": "church",
    "red": "military",
    "green": "civic",
    "gray": "common people",
}


def slug(name: str) -> str:
    """The notation's name of a card: lower case, punctuation dropped, spaces as hyphens."""
    words = re.sub(r"[^a-z0-9 ]", "", name.lower()).split()
    return "-".join(words)


@dataclass(frozen=True)
class Noble:
    slug: str
    name: str
    colour: str
    points: int | None  # None: the value depends on the pile (Palace Guard, Tragic Figure)
    copies: int
    text: str  # the instruction, "" for none
    short: str  # fits on a small card face
    german: str
    german_source: str = "draft"

    @property
    def points_label(self) -> str:
        """What the card's corner shows: the points, or "*" for a value that depends on the pile."""
        return "*" if self.points is None else str(self.points)


@dataclass(frozen=True)
class Action:
    slug: str
    name: str
    copies: int
    text: str
    short: str
    kind: str  # the shape of its choices: see games.guillotine's docstring
    line: bool  # changes the line: Callous Guards forbid it
    stays: bool  # lies face up in front of a player instead of going to the discard pile
    german: str
    german_source: str = "draft"
    step: int = 0  # how far it moves a noble (forward/back cards)
    colour: str | None = None  # the colour it may move (Civic Pride, Military Might, Majesty)


def _noble(
    name: str,
    colour: str,
    points: int | None,
    copies: int = 1,
    text: str = "",
    short: str = "",
    german: str = "",
    source: str = "draft",
) -> Noble:
    return Noble(slug(name), name, colour, points, copies, text, short or text, german, source)


# fmt: off
NOBLE_LIST: tuple[Noble, ...] = (
    _noble("King Louis XVI", "purple", 5, german="König Ludwig XVI."),
    _noble("Marie Antoinette", "purple", 5, german="Marie Antoinette"),
    _noble("Regent", "purple", 4, german="Regent"),
    _noble("Duke", "purple", 3, german="Herzog", source="seed"),
    _noble("Baron", "purple", 3, german="Baron"),
    _noble("Robespierre", "purple", 3,
           text="The day ends after this turn: no more nobles are collected this turn, and "
                "the rest of the line is discarded after the draw.",
           short="Day ends after this turn", german="Robespierre", source="seed"),
    _noble("Count", "purple", 2,
           text="Worth 2 more points if the Countess is in the same score pile.",
           short="+2 with the Countess", german="Graf"),
    _noble("Countess", "purple", 2,
           text="Worth 2 more points if the Count is in the same score pile.",
           short="+2 with the Count", german="Gräfin"),
    _noble("Lord", "purple", 2,
           text="Draw one extra action card at the end of this turn.",
           short="Draw 1 extra action card", german="Lord"),
    _noble("Lady", "purple", 2,
           text="Draw one extra action card at the end of this turn.",
           short="Draw 1 extra action card", german="Lady"),
    _noble("Fast Noble", "purple", 2,
           text="Also collect the next noble at the front of the line.",
           short="Also collect the next noble", german="Flotter Fürst", source="seed"),
    _noble("Lady in Waiting", "purple", 1,
           text="Draw one extra action card at the end of this turn.",
           short="Draw 1 extra action card", german="Hofdame"),
    _noble("Coiffeur", "purple", 1, german="Friseur"),
    _noble("Piss Boy", "purple", 1, german="Nachttopfjunge"),
    _noble("Royal Cartographer", "purple", 1, german="Königlicher Kartograph"),
    _noble("Cardinal", "blue", 5, german="Kardinal"),
    _noble("Archbishop", "blue", 4, german="Erzbischof"),
    _noble("Bad Nun", "blue", 3, german="Böse Nonne"),
    _noble("Bishop", "blue", 2, german="Bischof"),
    _noble("Heretic", "blue", 2, german="Ketzer"),
    _noble("Wealthy Priest", "blue", 1, copies=2, german="Reicher Priester"),
    _noble("General", "red", 4,
           text="Put the top noble of the noble deck at the end of the line.",
           short="Top noble of the deck to the end of the line", german="General"),
    _noble("Master Spy", "red", 4,
           text="While in the line, he moves to the end of the line after every action card "
                "that is played.",
           short="Moves to the end after every action card", german="Meisterspion"),
    _noble("Colonel", "red", 3, german="Oberst"),
    _noble("Captain of the Guard", "red", 2,
           text="Put the top noble of the noble deck at the end of the line.",
           short="Top noble of the deck to the end of the line", german="Hauptmann der Wache"),
    _noble("Lieutenant", "red", 2, copies=2, german="Leutnant"),
    _noble("Palace Guard", "red", None, copies=5,
           text="Each is worth the number of Palace Guards in the score pile.",
           short="Worth 1 per Palace Guard in the pile", german="Palastwache", source="seed"),
    _noble("Governor", "green", 4, german="Gouverneur"),
    _noble("Mayor", "green", 3, german="Bürgermeister"),
    _noble("Councilman", "green", 3, german="Ratsherr"),
    _noble("Tax Collector", "green", 2, german="Steuereintreiber"),
    _noble("Land Lord", "green", 2, german="Grundherr"),
    _noble("Unpopular Judge", "green", 2, copies=2,
           text="While he is at the front of the line, no action card may be played.",
           short="At the front: no action cards", german="Unbeliebter Richter"),
    _noble("Sheriff", "green", 1, copies=2, german="Sheriff"),
    _noble("Rival Executioner", "green", 1,
           text="Also collect the top noble of the noble deck.",
           short="Also collect the top noble of the deck", german="Rivalisierender Henker"),
    _noble("Hero of the People", "gray", -3, german="Volksheld"),
    _noble("The Clown", "gray", -2,
           text="Put it in another player's score pile.",
           short="Goes into another player's pile", german="Der Clown"),
    _noble("Tragic Figure", "gray", None,
           text="Worth −1 for every gray noble in the score pile, itself included.",
           short="−1 per gray noble in the pile", german="Tragische Figur", source="seed"),
    _noble("Innocent Victim", "gray", -1,
           text="Discard one action card of your choice from your hand.",
           short="Discard 1 action card", german="Unschuldiges Opfer"),
    _noble("Martyr", "gray", -1, copies=3, german="Märtyrerin"),
)


def _action(
    name: str,
    copies: int,
    kind: str,
    text: str,
    short: str,
    german: str,
    *,
    line: bool = False,
    stays: bool = False,
    source: str = "draft",
    step: int = 0,
    colour: str | None = None,
) -> Action:
    return Action(slug(name), name, copies, text, short, kind, line, stays, german, source,
                  step, colour)


ACTION_LIST: tuple[Action, ...] = (
    _action("Stumble", 2, "forward-exactly",
            "Move a noble forward exactly 1 place.", "A noble forward 1",
            "Gestolpert", line=True, step=1),
    _action("Pushed", 2, "forward-exactly",
            "Move a noble forward exactly 2 places.", "A noble forward 2",
            "Geschubst", line=True, step=2),
    _action("'Tis a Far Better Thing", 1, "forward-exactly",
            "Move a noble forward exactly 3 places.", "A noble forward 3",
            "Es ist ein weitaus besseres Ding", line=True, step=3),
    _action("Ignoble Noble", 2, "forward-exactly",
            "Move a noble forward exactly 4 places.", "A noble forward 4",
            "Unedler Edler", line=True, step=4),
    _action("L'Idiot", 2, "forward-up-to",
            "Move a noble forward up to 2 places.", "A noble forward 1-2",
            "Der Idiot", line=True, source="seed", step=2),
    _action("Was That My Name?", 1, "forward-up-to",
            "Move a noble forward up to 3 places.", "A noble forward 1-3",
            "War das mein Name?", line=True, step=3),
    _action("Civic Pride", 1, "forward-up-to",
            "Move a green noble forward up to 2 places.", "A green noble forward 1-2",
            "Bürgerstolz", line=True, step=2, colour="green"),
    _action("Military Might", 1, "forward-up-to",
            "Move a red noble forward up to 2 places.", "A red noble forward 1-2",
            "Militärische Macht", line=True, step=2, colour="red"),
    _action("Majesty", 1, "forward-up-to",
            "Move a purple noble forward up to 2 places.", "A purple noble forward 1-2",
            "Majestät", line=True, step=2, colour="purple"),
    _action("Trip", 2, "back-exactly",
            "Move a noble back exactly 1 place; then you may play another action card.",
            "A noble back 1, then play another card",
            "Gestellt", line=True, step=1),
    _action("Friend of the Queen", 2, "back-up-to",
            "Move a noble back up to 2 places.", "A noble back 1-2",
            "Freund der Königin", line=True, step=2),
    _action("Fainting Spell", 1, "back-up-to",
            "Move a noble back up to 3 places.", "A noble back 1-3",
            "Ohnmachtsanfall", line=True, step=3),
    _action("Public Demand", 1, "to-front",
            "Move any noble to the front of the line.", "Any noble to the front",
            "Volkes Wille", line=True),
    _action("Let Them Eat Cake", 1, "plain",
            "Marie Antoinette moves to the front of the line, if she is in it.",
            "Marie Antoinette to the front",
            "Sollen sie doch Kuchen essen", line=True),
    _action("Lack of Faith", 1, "plain",
            "The blue noble nearest the front moves to the front.",
            "Nearest blue noble to the front",
            "Glaubensmangel", line=True),
    _action("Forward March", 1, "guard-to-front",
            "Move a Palace Guard in the line to the front.", "A Palace Guard to the front",
            "Vorwärts marsch", line=True),
    _action("Bribed Guards", 1, "plain",
            "The front noble moves to the end of the line.", "Front noble to the end",
            "Bestochene Wachen", line=True),
    _action("The Long Walk", 1, "plain",
            "Reverse the order of the whole line.", "Reverse the line",
            "Der lange Weg", line=True),
    _action("Opinionated Guards", 1, "rearrange",
            "Rearrange the first 4 nobles of the line in any order.",
            "Rearrange the first 4 nobles",
            "Eigensinnige Wachen", line=True),
    _action("Milling in Line", 2, "plain",
            "Shuffle the first 5 nobles of the line.", "Shuffle the first 5 nobles",
            "Gedränge in der Reihe", line=True),
    _action("Escape!", 1, "plain",
            "Discard 2 random nobles from the line, then shuffle the line.",
            "2 random nobles flee; shuffle the line",
            "Flucht!", line=True),
    _action("Mass Confusion", 1, "plain",
            "Shuffle the line into the noble deck and deal a new line of the same length.",
            "Shuffle the line into the deck, deal it anew",
            "Großes Durcheinander", line=True),
    _action("Fled to England", 1, "line-position",
            "Discard any noble from the line.", "Discard a noble from the line",
            "Nach England geflohen", line=True),
    _action("Clothing Swap", 1, "line-position",
            "Discard a noble from the line; the top noble of the deck takes its place.",
            "Replace a noble with the deck's top noble",
            "Kleidertausch", line=True),
    _action("Extra Cart", 2, "plain",
            "Add the top 3 nobles of the noble deck to the end of the line.",
            "Top 3 nobles of the deck to the end",
            "Zusätzlicher Karren", line=True),
    _action("Late Arrival", 1, "plain",
            "Look at the top 3 nobles of the noble deck: put one at the end of the line "
            "and discard the other two.",
            "Look at 3 nobles, add 1 to the line",
            "Späte Ankunft", line=True, source="seed"),
    _action("Wait a Moment!", 1, "out-of-turn",
            "Play when another player is about to collect a noble from the line (any of "
            "their collections this turn): shuffle the line; they then take the new front noble.",
            "Out of turn: shuffle the line before a collect",
            "Warte mal", line=True, source="seed"),
    _action("Double Feature", 2, "plain",
            "Collect one extra noble from the front of the line this turn.",
            "Collect 1 extra noble this turn",
            "Doppelvorstellung"),
    _action("After You...", 1, "other-player",
            "The front noble goes into another player's score pile, as if they had collected it.",
            "Front noble to another player",
            "Nach Ihnen...", line=True),
    _action("Political Influence", 2, "plain",
            "Collect no noble this turn; draw 3 extra action cards at the end of the turn.",
            "No noble this turn; draw 3 extra cards",
            "Politischer Einfluss"),
    _action("Scarlet Pimpernel", 1, "plain",
            "The day ends after this turn: the rest of the line is discarded.",
            "The day ends after this turn",
            "Scharlachroter Rächer", line=True, source="seed"),
    _action("Rush Job", 1, "player",
            "The chosen player may not play an action card on their next turn.",
            "A player plays no card next turn",
            "Eilauftrag"),
    _action("Missed!", 1, "player-with-pile",
            "The chosen player puts the noble they collected last at the end of the line.",
            "A player's last noble back to the line",
            "Daneben!", line=True),
    _action("Missing Heads", 1, "player-with-pile",
            "The chosen player shuffles their score pile and discards its top noble.",
            "A random noble leaves a player's pile",
            "Fehlende Köpfe", source="seed"),
    _action("Clerical Error", 1, "player",
            "You and the chosen player each take one noble of your choice from the other's "
            "score pile (you choose first).",
            "Swap a noble with a player's pile",
            "Verzählt", source="seed"),
    _action("Forced Break", 1, "plain",
            "Every other player discards a random action card from their hand.",
            "Others discard a random card",
            "Zwangspause", source="seed"),
    _action("Infighting", 1, "player",
            "The chosen player discards 2 action cards of their choice.",
            "A player discards 2 cards",
            "Streit"),
    _action("Lack of Support", 1, "player",
            "Look at the chosen player's hand and discard one card of it.",
            "Look at a hand, discard 1 card",
            "Mangelnde Unterstützung"),
    _action("Information Exchange", 1, "player",
            "Swap hands with the chosen player.", "Swap hands with a player",
            "Informationsaustausch"),
    _action("Rain Delay", 1, "plain",
            "All hands are shuffled into the action deck; everyone gets 5 new cards.",
            "Everyone gets 5 new cards",
            "Regenpause", source="seed"),
    _action("Rat Break", 1, "from-discard",
            "Take any action card from the action discard pile into your hand.",
            "Take a card from the discard pile",
            "Rattenpause"),
    _action("Twist of Fate", 1, "face-up",
            "Discard any face-up action card lying in front of any player.",
            "Discard a face-up action card",
            "Schicksalswende"),
    _action("Callous Guards", 1, "plain",
            "Stays in front of you: nobody, you included, may play a card that changes the "
            "line (moves, adds or removes nobles). You may discard it in your action-card step "
            "(it is not your action card); your own line card or Wait a Moment! discards it "
            "first.",
            "Stays: no line cards for anyone",
            "Herzlose Wachen", stays=True, source="seed"),
    _action("Church Support", 1, "plain",
            "Stays in front of you: +1 point per blue noble in your score pile.",
            "Stays: +1 per blue noble",
            "Kirchliche Unterstützung", stays=True),
    _action("Civic Support", 1, "plain",
            "Stays in front of you: +1 point per green noble in your score pile.",
            "Stays: +1 per green noble",
            "Bürgerliche Unterstützung", stays=True),
    _action("Military Support", 1, "plain",
            "Stays in front of you: +1 point per red noble in your score pile.",
            "Stays: +1 per red noble",
            "Militärische Unterstützung", stays=True, source="seed"),
    _action("Fountain of Blood", 1, "plain",
            "Stays in front of you: +2 points.", "Stays: +2 points",
            "Blutbrunnen", stays=True),
    _action("Indifferent Public", 1, "plain",
            "Stays in front of you: each gray noble in your score pile scores +1 instead "
            "of its value.",
            "Stays: your gray nobles score +1",
            "Gleichgültiges Volk", stays=True, source="seed"),
    _action("Foreign Support", 1, "plain",
            "Stays in front of you: draw an extra action card each time you collect a "
            "purple noble.",
            "Stays: +1 card per purple noble",
            "Ausländische Unterstützung", stays=True),
    _action("Tough Crowd", 1, "other-player",
            "Stays in front of another player: −2 points to them.",
            "Another player: −2 points",
            "Schwieriges Publikum", stays=True),
)
# fmt: on

NOBLES: dict[str, Noble] = {card.slug: card for card in NOBLE_LIST}
ACTIONS: dict[str, Action] = {card.slug: card for card in ACTION_LIST}

# Every physical card once, copies repeated, in table order (a new game shuffles these).
NOBLE_DECK: tuple[str, ...] = tuple(c.slug for c in NOBLE_LIST for _ in range(c.copies))
ACTION_DECK: tuple[str, ...] = tuple(c.slug for c in ACTION_LIST for _ in range(c.copies))

# Display order of a hand or a pile: the tables' order.
NOBLE_ORDER: dict[str, int] = {card.slug: i for i, card in enumerate(NOBLE_LIST)}
ACTION_ORDER: dict[str, int] = {card.slug: i for i, card in enumerate(ACTION_LIST)}


def distinct(cards: Iterable[str], order: dict[str, int]) -> list[str]:
    """Each slug once, in display order (`NOBLE_ORDER` or `ACTION_ORDER`)."""
    return sorted(set(cards), key=order.__getitem__)


# The face-up cards that change the points of their owner (or, Tough Crowd, of another player).
SCORING_CARDS = frozenset(
    {
        "church-support",
        "civic-support",
        "military-support",
        "fountain-of-blood",
        "indifferent-public",
        "tough-crowd",
    }
)
# The cards that may be played once the third day is over (option `end_cards`): every card
# that changes the points of the score piles, up or down.
END_CARDS = SCORING_CARDS | {"missing-heads", "clerical-error", "twist-of-fate"}
# Colour counted by each support card.
SUPPORT_COLOUR = {"church-support": "blue", "civic-support": "green", "military-support": "red"}


def name(card: str) -> str:
    """The English name of a noble or action slug (the slug itself if unknown)."""
    found = NOBLES.get(card) or ACTIONS.get(card)
    return found.name if found else card


def score(pile: list[str] | tuple[str, ...], face_up: list[str] | tuple[str, ...] = ()) -> int:
    """The points of a score pile of noble slugs with the owner's face-up action slugs.

    Palace Guards are worth the number of guards in the pile each; the Tragic
    Figure -1 per gray noble (itself included); Count and Countess +2 each when
    both are there. Indifferent Public makes every gray noble +1 (the Tragic
    Figure too); the support cards add 1 per noble of their colour; Fountain of
    Blood +2; Tough Crowd (lying in front of this player) -2.
    """
    indifferent = "indifferent-public" in face_up
    guards = pile.count("palace-guard")
    grays = sum(1 for card in pile if NOBLES[card].colour == "gray")
    couple = "count" in pile and "countess" in pile
    total = 0
    for card in pile:
        noble = NOBLES[card]
        if noble.colour == "gray" and indifferent:
            total += 1
        elif card == "palace-guard":
            total += guards
        elif card == "tragic-figure":
            total -= grays
        else:
            total += noble.points or 0
            if couple and card in ("count", "countess"):
                total += 2
    for card in face_up:
        colour = SUPPORT_COLOUR.get(card)
        if colour is not None:
            total += sum(1 for noble in pile if NOBLES[noble].colour == colour)
        elif card == "fountain-of-blood":
            total += 2
        elif card == "tough-crowd":
            total -= 2
    return total
