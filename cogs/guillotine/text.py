"""Every sentence a player of Guillotine (Paul Peterson's game) reads, in one place: the
table's status, the events (`view["events"]`) and actions in words, the hand's prompts,
buttons and menus, the summaries, and the words the table image shows. The one module a
translator of this game touches (the rules and the cards' own texts aside; the engine's
refusals are in games/guillotine/legality.py). Shared words are in cogs/tables/words.py.

`describe(event, names)` turns one event into a sentence; `action_text(action, view)`
labels a legal action for a button or a select menu ("L'Idiot: Duke 5th → 3rd"). Both
read only public data (plus the view's own hand).
"""

from __future__ import annotations

from typing import Any

from discord import app_commands

from cogs.tables.words import NO_CARDS, listing, ordinal, plural
from games.guillotine.cards import ACTIONS, NOBLES, name

LEVEL_CHOICES = [
    app_commands.Choice(name="Basic (rule-based)", value="basic"),
    app_commands.Choice(
        name="Strong (plays its choices out on the unseen cards, about 0.5 s a move)",
        value="strong",
    ),
]
WRONG_PLAYERS = "Guillotine is played by 2 to 5 players."
NO_SUCH_CARD = "No card of that name: start typing and pick one from the list."

_WHY = {
    "forced-break": "Forced Break",
    "lack-of-support": "Lack of Support",
    "infighting": "Infighting",
    "innocent-victim": "the Innocent Victim",
}
_DECISIONS = {
    "late-arrival": "which noble arrives late",
    "lack-of-support": "which card to discard",
    "clerical-error": "which noble to take",
    "clerical-error-reply": "which noble to take back",
    "infighting": "which card to discard",
    "the-clown": "who gets the Clown",
    "innocent-victim": "which card to discard",
}


def _names(cards: list[str]) -> str:
    return listing([name(card) for card in cards])


def _who(names: list[str], seat: int | None) -> str:
    if seat is None:
        return "Somebody"
    return names[seat] if 0 <= seat < len(names) else f"Seat {seat}"


def describe(event: dict[str, Any], names: list[str]) -> str:
    """One event of `view["events"]` as a sentence; `names` are the seats' names."""
    kind = event["type"]
    who = _who(names, event.get("seat"))
    if kind == "day":
        waits = "waits" if event["nobles"] == 1 else "wait"
        return f"Day {event['day']} begins: {plural(event['nobles'], 'noble')} {waits} in line."
    if kind == "turn":
        return f"{who}'s turn."
    if kind == "play":
        return _play_text(event, names)
    if kind == "guards-discarded":
        return f"{who} puts the Callous Guards aside (discarded)."
    if kind == "fled":
        return f"{_names(event['nobles'])} escaped; the line is shuffled."
    if kind == "swapped-in":
        return f"{name(event['noble'])} takes the {ordinal(event['position'])} place."
    if kind == "added":
        return f"{_names(event['nobles'])} joined the end of the line."
    if kind == "missed":
        return f"{name(event['noble'])} goes back from {who}'s pile to the end of the line."
    if kind == "lost":
        return f"{who} loses {name(event['noble'])} from the score pile (Missing Heads)."
    if kind == "discarded":
        return f"{who} discards {name(event['card'])} ({_WHY.get(event['why'], event['why'])})."
    if kind == "spy":
        return "The Master Spy slips to the end of the line."
    if kind == "wait":
        return f"{who}: Wait a Moment! The line is shuffled."
    if kind == "collect":
        via = {
            "fast-noble": " (Fast Noble)",
            "double-feature": " (Double Feature)",
            "rival-executioner": " from the deck (Rival Executioner)",
            "after-you": " (After You...)",
        }.get(event.get("via", ""), "")
        return f"{who} collects {name(event['noble'])}{via}."
    if kind == "draw":
        return f"{who} draws {plural(event['count'], 'action card')}."
    if kind == "day-end":
        gone = len(event.get("discarded") or [])
        verb = "leaves" if gone == 1 else "leave"
        rest = f"; {plural(gone, 'noble')} {verb} the line" if gone else ""
        return f"Day {event['day']} ends early{rest}."
    if kind == "reshuffle":
        return "The action discard pile is shuffled into a new deck."
    if kind == "late-arrival":
        noble = event.get("noble")
        if noble is None:
            return "Nobody arrives late: the noble deck is empty."
        return f"{name(noble)} arrives late; {_names(event['discarded'])} discarded."
    if kind == "clerical-error":
        target = _who(names, event["target"])
        took = name(event["took"]) if event.get("took") else "nothing"
        gave = name(event["gave"]) if event.get("gave") else "nothing"
        return f"Clerical Error: {who} takes {took} from {target}, who takes {gave}."
    if kind == "clown":
        return f"{who} hands the Clown to {_who(names, event['target'])}."
    if kind == "finale":
        return f"{who} may play cards that change the points."
    if kind == "over":
        return "The game is over."
    return kind


def _play_text(event: dict[str, Any], names: list[str]) -> str:
    who = _who(names, event.get("seat"))
    card = event["card"]
    spec = ACTIONS[card]
    head = f"{who} plays {spec.name}"
    if "noble" in event and "to" in event:
        where = f"from {ordinal(event['from'])} to {ordinal(event['to'])}"
        return f"{head}: {name(event['noble'])} {where}."
    if "noble" in event:
        return f"{head}: {name(event['noble'])} ({ordinal(event['from'])})."
    if "order" in event:
        return f"{head}: {_names(event['order'])} now lead the line."
    if "target_card" in event:
        owner = _who(names, event["target"])
        return f"{head}: {owner}'s {name(event['target_card'])} is discarded."
    if "target" in event:
        return f"{head} on {_who(names, event['target'])}."
    if "taken" in event:
        return f"{head}: takes {name(event['taken'])} from the discard pile."
    return head + "."


def action_text(
    action: str, view: dict[str, Any], names: list[str] | None = None, with_card: bool = True
) -> str:
    """A short label for a legal action, e.g. "L'Idiot: Duke 5th → 3rd", "Collect"; without
    the card's name (`with_card=False`: a menu of the ways to play one card) "Duke 5th → 3rd"."""
    names = names or [f"Seat {s}" for s in range(view["players"])]
    if action == "skip":
        if view["phase"] == "finale":
            return DONE
        return PLAY_NO_CARD if view["phase"] == "action" else "Let it pass"
    if action == "discard:callous-guards":
        return "Discard your Callous Guards"
    if action == "collect":
        return "Collect the front noble"
    if action == "wait":
        return "Wait a Moment! (shuffle the line)"
    head, _, rest = action.partition(":")
    if head == "choose":
        pending = view.get("pending") or {}
        if pending.get("kind") == "the-clown":
            return f"Give the Clown to {_who(names, int(rest))}"
        return name(rest)
    card, *args = rest.split(":")
    spec = ACTIONS[card]
    how = _how(spec, args, view["line"], names)
    if not how:
        return spec.name
    return f"{spec.name}: {how}" if with_card else how[0].upper() + how[1:]


def _how(spec: Any, args: list[str], line: list[str], names: list[str]) -> str:
    """How an action card is played, without its name: "Duke 5th → 3rd", "on Bob"."""
    kind = spec.kind
    if kind in ("forward-exactly", "back-exactly", "to-front", "guard-to-front"):
        p = int(args[0])
        to = {"forward-exactly": p - spec.step, "back-exactly": p + spec.step}.get(kind, 1)
        return f"{name(line[p - 1])} {ordinal(p)} → {ordinal(to)}"
    if kind in ("forward-up-to", "back-up-to"):
        p, d = int(args[0]), int(args[1])
        to = p - d if kind.startswith("forward") else p + d
        return f"{name(line[p - 1])} {ordinal(p)} → {ordinal(to)}"
    if kind == "line-position":
        return f"{name(line[int(args[0]) - 1])} ({ordinal(int(args[0]))})"
    if kind == "rearrange":
        order = [int(a) for a in args[0].split(",")]
        return ", ".join(name(line[i - 1]) for i in order)
    if kind in ("player", "player-with-pile", "other-player"):
        return f"on {_who(names, int(args[0]))}"
    if kind == "from-discard":
        return f"take {name(args[0])}"
    if kind == "face-up":
        return f"{_who(names, int(args[0]))}'s {name(args[1])}"
    return ""


def decision_text(pending: dict[str, Any], names: list[str], me: int | None = None) -> str:
    """Who must decide what, e.g. "Alice chooses which card to discard (Infighting)."."""
    source = NOBLES.get(pending["card"]) or ACTIONS[pending["card"]]
    what = f"{_DECISIONS.get(pending['kind'], 'an option')} ({source.name})"
    if pending["seat"] == me:
        return f"You choose {what}."
    return f"{_who(names, pending['seat'])} chooses {what}."


def status_text(view: dict[str, Any], names: list[str], me: int | None = None) -> str:
    """What the table waits for, in words, e.g. "Alice may play an action card."; `me` (a
    seat) speaks to that player ("You may play an action card.")."""
    phase = view["phase"]
    turn = view["turn"]
    you = turn is not None and turn == me
    who = "You" if you else (names[turn] if turn is not None else "")
    if phase == "over":
        places = view.get("places") or []
        winners = ["you" if s == me else names[s] for s, place in enumerate(places) if place == 1]
        if winners == ["you"]:
            return "Game over: you win."
        if len(winners) == 1:
            return f"Game over: {winners[0]} wins."
        return f"Game over: {listing(winners)} share the win."
    if phase == "choose" and view.get("pending"):
        return decision_text(view["pending"], names, me)
    if phase == "action":
        more = "another" if view.get("played") else "an"
        return f"{who} may play {more} action card."
    if phase == "collect":
        count = view.get("collect_count", 1)
        if count == 0:
            why = (
                " (Political Influence)."
                if "political-influence" in view["played"]
                else ": Robespierre ends the day."
            )
            return f"{who} {'collect' if you else 'collects'} no noble this turn{why}"
        what = "the front noble" if count == 1 else f"{count} nobles from the front"
        return f"{who} {'are' if you else 'is'} about to collect {what}."
    if phase == "finale":
        return f"{who} may play cards that change the points before the final count."
    return ""


def notices(view: dict[str, Any], names: list[str]) -> list[str]:
    """The table image's warnings: the Judge, Rush Job, Callous Guards, the day's end."""
    notes = []
    if view.get("blocked") == "judge":
        notes.append("Unpopular Judge at the front: no action cards")
    elif view.get("blocked") == "rush" and view.get("turn") is not None:
        notes.append(f"Rush Job: {names[view['turn']]} plays no card")
    if view.get("guards") is not None:
        notes.append(f"Callous Guards ({names[view['guards']]}): no line cards")
    if view.get("day_ends"):
        notes.append("The day ends after this turn")
    return notes


def points(score: int) -> str:
    return plural(score, "point")


_TAGS = {"choose": "CHOOSING", "finale": "SCORING", "collect": "COLLECTING"}


def _seat_words(view: dict[str, Any], seat: int) -> dict[str, Any]:
    """A seat's panel on the table image: its counts, its last noble, its tag on turn."""
    pile = view["piles"][seat]
    line = f"{plural(view['hand_sizes'][seat], 'card')} in hand · {plural(len(pile), 'noble')}"
    return {
        "line": line,
        "last": f"last: {name(pile[-1])}" if pile else "",
        "tag": _TAGS.get(view["phase"], "TO PLAY"),
    }


def table_words(view: dict[str, Any], names: list[str]) -> dict[str, Any]:
    """The sentences the table image shows (render/guillotine_table.py draws them): the
    title, the decks, the status, the notices, each seat's points (and place at the end),
    counts and tag, the events shown."""
    places = view.get("places") if view["phase"] == "over" else None
    over = view["phase"] == "over"
    return {
        "title": f"Day {view['day']} of {view['days']}",
        "decks": f"Nobles {view['noble_deck']} · Actions {view['action_deck']} "
        f"· Discards {len(view['action_discard'])}",
        "empty_line": "The executions are over." if over else "The line is empty.",
        "seats": [_seat_words(view, seat) for seat in range(view["players"])],
        "status": status_text(view, names),
        "notices": notices(view, names),
        "scores": [
            f"{ordinal(places[s])} · {points(score)}" if places else points(score)
            for s, score in enumerate(view["scores"])
        ],
        "events": [describe(e, names) for e in view.get("events", []) if e["type"] != "turn"],
        "front": "FRONT",
    }


def hand_words(hand: list[str]) -> dict[str, str]:
    """The hand image's words besides its title (render/guillotine_hand.py)."""
    return {"count": plural(len(hand), "card"), "empty": NO_CARDS}


# ---------------------------------------------------------------- the channel


def status_line(view: dict[str, Any], mentions: list[str]) -> str:
    return f"**Guillotine** · day {view['day']} of {view['days']} · {status_text(view, mentions)}"


def day_over(day: int, names: list[str], scores: list[int]) -> str:
    said = ", ".join(f"{names[s]} {points(p)}" for s, p in enumerate(scores))
    return f"**Day {day} is over** · points so far: {said}"


GAME_OVER = "**Guillotine: the game is over.**"


def lobby_details(players: int, timer: str, wait_seconds: int, end_cards: bool) -> list[str]:
    details = [plural(players, "player"), timer, f"Wait a Moment! window {wait_seconds} s"]
    return details if end_cards else [*details, "no end-of-game cards"]


def move_text(kind: str, card: str, finale: bool) -> str:
    """What a move did, after "Alice …" (a timeout notice, a hint)."""
    if kind == "play":
        return f"played {card}"
    if kind == "choose":
        return "made the choice"
    if kind == "collect":
        return "collected"
    if kind == "wait":
        return "played Wait a Moment!"
    if kind == "discard":
        return f"discarded {card}"
    return "pressed Done" if finale else "played no card"


# -------------------------------------------------------------------- hand

DONE = "Done"
PLAY_NO_CARD = "Play no card"
BACK_TO_CARDS = "Back to the cards"
CHOOSE_CARD = "Choose a card to play"
CHOOSE_HOW = "Choose how"
CHOOSE = "Choose"
FINALE = (
    "The third day is over: play cards that change the points (one at a time), or press **Done**."
)
PLAY_AN_ACTION = "Your turn: play an action card, or none."
MAY_WAIT = " You may play **Wait a Moment!** now."


def hand_title(name: str, view: dict[str, Any]) -> str:
    return f"{name} · day {view['day']} of {view['days']}"


def waiting(status: str) -> str:
    return f"Waiting: {status}"


def how_to_play(card: str) -> str:
    return f"Your turn: how do you play **{card}**?"


def several_ways(card: str) -> str:
    """A card in the menu that has several ways to be played (a second menu follows)."""
    return f"{card} …"
