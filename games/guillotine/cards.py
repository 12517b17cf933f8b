"""Every card of Paul Peterson's Guillotine as data: 50 nobles and 60 action cards.

One table per deck, in the order of the published rules' card lists. Each card has its slug
(the name in the action notation, made from its title in the rules, `name`), copies, and what
the rules' mechanics need. What a player reads of a card (its name in each language, its
instruction, the short text of its face) is in the catalogues of cogs/guillotine/locales/
(`guillotine-card-<slug>`): the engine holds no sentences.

Nothing here knows the rules' mechanics: the other modules of the package do
(`state.py` lists them). The `kind` of an action card says which choices it
takes (see the package docstring for the notation of each kind).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

COLOURS = ("purple", "blue", "red", "green", "gray")


def slug(name: str) -> str:
    """The notation's name of a card: lower case, punctuation dropped, spaces as hyphens."""
    words = re.sub(r"[^a-z0-9 ]", "", name.lower()).split()
    return "-".join(words)


@dataclass(frozen=True)
class Noble:
    slug: str
    name: str  # the card's title in the rules (players read the catalogue's name)
    colour: str
    points: int | None  # None: the value depends on the pile (Palace Guard, Tragic Figure)
    copies: int
    instruction: bool  # the card carries an instruction (its text is in the catalogue)

    @property
    def points_label(self) -> str:
        """What the card's corner shows: the points, or "*" for a value that depends on the pile."""
        return "*" if self.points is None else str(self.points)


@dataclass(frozen=True)
class Action:
    slug: str
    name: str  # the card's title in the rules (players read the catalogue's name)
    copies: int
    kind: str  # the shape of its choices: see games.guillotine's docstring
    line: bool  # changes the line: Callous Guards forbid it
    stays: bool  # lies face up in front of a player instead of going to the discard pile
    step: int = 0  # how far it moves a noble (forward/back cards)
    colour: str | None = None  # the colour it may move (Civic Pride, Military Might, Majesty)


def _noble(
    name: str,
    colour: str,
    points: int | None,
    copies: int = 1,
    instruction: bool = False,
) -> Noble:
    return Noble(slug(name), name, colour, points, copies, instruction)


# fmt: off
NOBLE_LIST: tuple[Noble, ...] = (
    _noble("King Louis XVI", "purple", 5),
    _noble("Marie Antoinette", "purple", 5),
    _noble("Regent", "purple", 4),
    _noble("Duke", "purple", 3),
    _noble("Baron", "purple", 3),
    _noble("Robespierre", "purple", 3, instruction=True),
    _noble("Count", "purple", 2, instruction=True),
    _noble("Countess", "purple", 2, instruction=True),
    _noble("Lord", "purple", 2, instruction=True),
    _noble("Lady", "purple", 2, instruction=True),
    _noble("Fast Noble", "purple", 2, instruction=True),
    _noble("Lady in Waiting", "purple", 1, instruction=True),
    _noble("Coiffeur", "purple", 1),
    _noble("Piss Boy", "purple", 1),
    _noble("Royal Cartographer", "purple", 1),
    _noble("Cardinal", "blue", 5),
    _noble("Archbishop", "blue", 4),
    _noble("Bad Nun", "blue", 3),
    _noble("Bishop", "blue", 2),
    _noble("Heretic", "blue", 2),
    _noble("Wealthy Priest", "blue", 1, copies=2),
    _noble("General", "red", 4, instruction=True),
    _noble("Master Spy", "red", 4, instruction=True),
    _noble("Colonel", "red", 3),
    _noble("Captain of the Guard", "red", 2, instruction=True),
    _noble("Lieutenant", "red", 2, copies=2),
    _noble("Palace Guard", "red", None, copies=5, instruction=True),
    _noble("Governor", "green", 4),
    _noble("Mayor", "green", 3),
    _noble("Councilman", "green", 3),
    _noble("Tax Collector", "green", 2),
    _noble("Land Lord", "green", 2),
    _noble("Unpopular Judge", "green", 2, copies=2, instruction=True),
    _noble("Sheriff", "green", 1, copies=2),
    _noble("Rival Executioner", "green", 1, instruction=True),
    _noble("Hero of the People", "gray", -3),
    _noble("The Clown", "gray", -2, instruction=True),
    _noble("Tragic Figure", "gray", None, instruction=True),
    _noble("Innocent Victim", "gray", -1, instruction=True),
    _noble("Martyr", "gray", -1, copies=3),
)


def _action(
    name: str,
    copies: int,
    kind: str,
    *,
    line: bool = False,
    stays: bool = False,
    step: int = 0,
    colour: str | None = None,
) -> Action:
    return Action(slug(name), name, copies, kind, line, stays, step, colour)


ACTION_LIST: tuple[Action, ...] = (
    _action("Stumble", 2, "forward-exactly", line=True, step=1),
    _action("Pushed", 2, "forward-exactly", line=True, step=2),
    _action("'Tis a Far Better Thing", 1, "forward-exactly", line=True, step=3),
    _action("Ignoble Noble", 2, "forward-exactly", line=True, step=4),
    _action("L'Idiot", 2, "forward-up-to", line=True, step=2),
    _action("Was That My Name?", 1, "forward-up-to", line=True, step=3),
    _action("Civic Pride", 1, "forward-up-to", line=True, step=2, colour="green"),
    _action("Military Might", 1, "forward-up-to", line=True, step=2, colour="red"),
    _action("Majesty", 1, "forward-up-to", line=True, step=2, colour="purple"),
    _action("Trip", 2, "back-exactly", line=True, step=1),
    _action("Friend of the Queen", 2, "back-up-to", line=True, step=2),
    _action("Fainting Spell", 1, "back-up-to", line=True, step=3),
    _action("Public Demand", 1, "to-front", line=True),
    _action("Let Them Eat Cake", 1, "plain", line=True),
    _action("Lack of Faith", 1, "plain", line=True),
    _action("Forward March", 1, "guard-to-front", line=True),
    _action("Bribed Guards", 1, "plain", line=True),
    _action("The Long Walk", 1, "plain", line=True),
    _action("Opinionated Guards", 1, "rearrange", line=True),
    _action("Milling in Line", 2, "plain", line=True),
    _action("Escape!", 1, "plain", line=True),
    _action("Mass Confusion", 1, "plain", line=True),
    _action("Fled to England", 1, "line-position", line=True),
    _action("Clothing Swap", 1, "line-position", line=True),
    _action("Extra Cart", 2, "plain", line=True),
    _action("Late Arrival", 1, "plain", line=True),
    _action("Wait a Moment!", 1, "out-of-turn", line=True),
    _action("Double Feature", 2, "plain"),
    _action("After You...", 1, "other-player", line=True),
    _action("Political Influence", 2, "plain"),
    _action("Scarlet Pimpernel", 1, "plain", line=True),
    _action("Rush Job", 1, "player"),
    _action("Missed!", 1, "player-with-pile", line=True),
    _action("Missing Heads", 1, "player-with-pile"),
    _action("Clerical Error", 1, "player"),
    _action("Forced Break", 1, "plain"),
    _action("Infighting", 1, "player"),
    _action("Lack of Support", 1, "player"),
    _action("Information Exchange", 1, "player"),
    _action("Rain Delay", 1, "plain"),
    _action("Rat Break", 1, "from-discard"),
    _action("Twist of Fate", 1, "face-up"),
    _action("Callous Guards", 1, "plain", stays=True),
    _action("Church Support", 1, "plain", stays=True),
    _action("Civic Support", 1, "plain", stays=True),
    _action("Military Support", 1, "plain", stays=True),
    _action("Fountain of Blood", 1, "plain", stays=True),
    _action("Indifferent Public", 1, "plain", stays=True),
    _action("Foreign Support", 1, "plain", stays=True),
    _action("Tough Crowd", 1, "other-player", stays=True),
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
    """Each slug once, in display order (`NOBLE_ORDER` or `ACTION_ORDER`); a card nobody
    saw (a replay's placeholder, games/guillotine/shown.py) last."""
    return sorted(set(cards), key=lambda card: order.get(card, len(order)))


def hand_order(card: str) -> int:
    """Where `card` goes in a hand: `ACTION_ORDER`, a card nobody saw last."""
    return ACTION_ORDER.get(card, len(ACTION_ORDER))


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
