"""Guillotine in English words: events (`view["events"]`) and actions, for tables and menus.

`describe(event, names)` turns one event into a sentence; `action_text(action,
view)` labels a legal action for a button or a select menu ("L'Idiot: Duke
from 5th to 3rd"). Both read only public data (plus the view's own hand).
"""

from __future__ import annotations

from typing import Any

from games.guillotine.cards import ACTIONS, NOBLES, name

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


def ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _names(cards: list[str]) -> str:
    named = [name(card) for card in cards]
    if not named:
        return "nobody"
    if len(named) == 1:
        return named[0]
    return ", ".join(named[:-1]) + " and " + named[-1]


def _who(names: list[str], seat: int | None) -> str:
    if seat is None:
        return "Somebody"
    return names[seat] if 0 <= seat < len(names) else f"Seat {seat}"


def describe(event: dict[str, Any], names: list[str]) -> str:
    """One event of `view["events"]` as a sentence; `names` are the seats' names."""
    kind = event["type"]
    who = _who(names, event.get("seat"))
    if kind == "day":
        return f"Day {event['day']} begins: {event['nobles']} nobles wait in line."
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
        count = event["count"]
        return f"{who} draws {count} action card{'s' if count != 1 else ''}."
    if kind == "day-end":
        gone = event.get("discarded") or []
        rest = (
            f"; {len(gone)} noble{'s leave' if len(gone) > 1 else ' leaves'} the line"
            if gone
            else ""
        )
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


def action_text(action: str, view: dict[str, Any], names: list[str] | None = None) -> str:
    """A short label for a legal action, e.g. "L'Idiot: Duke 5th → 3rd", "Collect", "Skip"."""
    names = names or [f"Seat {s}" for s in range(view["players"])]
    if action == "skip":
        if view["phase"] == "finale":
            return "Done"
        return "Play no card" if view["phase"] == "action" else "Let it pass"
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
    line = view["line"]
    kind = spec.kind
    if kind in ("forward-exactly", "back-exactly", "to-front", "guard-to-front"):
        p = int(args[0])
        to = {"forward-exactly": p - spec.step, "back-exactly": p + spec.step}.get(kind, 1)
        return f"{spec.name}: {name(line[p - 1])} {ordinal(p)} → {ordinal(to)}"
    if kind in ("forward-up-to", "back-up-to"):
        p, d = int(args[0]), int(args[1])
        to = p - d if kind.startswith("forward") else p + d
        return f"{spec.name}: {name(line[p - 1])} {ordinal(p)} → {ordinal(to)}"
    if kind == "line-position":
        return f"{spec.name}: {name(line[int(args[0]) - 1])} ({ordinal(int(args[0]))})"
    if kind == "rearrange":
        order = [int(a) for a in args[0].split(",")]
        return f"{spec.name}: " + ", ".join(name(line[i - 1]) for i in order)
    if kind in ("player", "player-with-pile", "other-player"):
        return f"{spec.name} → {_who(names, int(args[0]))}"
    if kind == "from-discard":
        return f"{spec.name}: take {name(args[0])}"
    if kind == "face-up":
        return f"{spec.name}: {_who(names, int(args[0]))}'s {name(args[1])}"
    return spec.name


def decision_text(pending: dict[str, Any], names: list[str]) -> str:
    """Who must decide what, e.g. "Alice chooses which card to discard (Infighting)."."""
    who = _who(names, pending["seat"])
    source = NOBLES.get(pending["card"]) or ACTIONS[pending["card"]]
    return f"{who} chooses {_DECISIONS.get(pending['kind'], 'an option')} ({source.name})."


def status_text(view: dict[str, Any], names: list[str]) -> str:
    """What the table waits for, in words, e.g. "Alice may play an action card."."""
    phase = view["phase"]
    turn = view["turn"]
    who = names[turn] if turn is not None else ""
    if phase == "over":
        places = view.get("places") or []
        winners = [names[s] for s, place in enumerate(places) if place == 1]
        if len(winners) == 1:
            return f"Game over: {winners[0]} wins."
        return "Game over: " + ", ".join(winners) + " share the win."
    if phase == "choose" and view.get("pending"):
        return decision_text(view["pending"], names)
    if phase == "action":
        more = " another" if view.get("played") else " an"
        return f"{who} may play{more} action card."
    if phase == "collect":
        count = view.get("collect_count", 1)
        if count == 0:
            if "political-influence" in view["played"]:
                return f"{who} collects no noble this turn (Political Influence)."
            return f"{who} collects no noble this turn: Robespierre ends the day."
        what = "the front noble" if count == 1 else f"{count} nobles from the front"
        return f"{who} is about to collect {what}."
    if phase == "finale":
        return f"{who} may play cards that change the points before the final count."
    return ""
