"""Every sentence a player of Guillotine (Paul Peterson's game) reads, built from the
catalogue `cogs/guillotine/locales/<lang>.ftl` in the language being spoken (see
cogs/i18n.py: the table layer decides who is spoken to): the table's status, the
events (`view["events"]`) and actions in words, the hand's prompts, buttons and menus, the
summaries, the cards' names and texts (the words the images show are built in
image_words.py). Shared words are in cogs/tables/words.py.

`describe(event, names)` turns one event into a sentence; `action_text(action, view)`
labels a legal action for a button or a select menu ("L'Idiot — Duke 5th → 3rd"). Both
read only public data (plus the view's own hand).

Each sentence and label is one catalogue message, which names the card where its language
wants it: never a card's name followed by punctuation of ours, which would collide with the
name's own ("Wait a Moment!", "After You...", "En avant, marche !").
"""

from __future__ import annotations

from typing import Any

from cogs.i18n import t
from cogs.tables.adapter import MoveWords
from cogs.tables.words import listing, one_stop, ordinal
from games.guillotine.cards import ACTIONS, NOBLES

SOFT_HYPHEN = "\u00ad"

# ---------------------------------------------------------------- the cards


def card_name(card: str) -> str:
    """A noble's or an action card's name (the slug itself if there is no such card)."""
    return card_title(card).replace(SOFT_HYPHEN, "")


def card_title(card: str) -> str:
    """A card's name as its face prints it: with the soft hyphens where the catalogue lets
    a long word break (German and Dutch compounds)."""
    return t(f"guillotine-card-{card}") if card in NOBLES or card in ACTIONS else card


def the_noble(noble: str, role: str = "subject") -> str:
    """A noble as a sentence names it: with its article, and in German its case ("der
    Graf" as the subject, "den Grafen" as the object); `role` is "subject" or "object"."""
    return t(f"guillotine-card-{noble}.the" + ("-object" if role == "object" else ""))


def _opening(text: str, phrase: str) -> str:
    """`text`, with a capital first letter if `phrase` (a noble with its article) opens it."""
    return phrase[:1].upper() + text[1:] if text.startswith(phrase) else text


def card_text(card: str) -> str:
    """A card's full instruction ("" for a noble without one)."""
    noble = NOBLES.get(card)
    return "" if noble is not None and not noble.instruction else t(f"guillotine-card-{card}.text")


def card_short(noble: str) -> str:
    """A noble's instruction as its face shows it ("" for a noble without one)."""
    return t(f"guillotine-card-{noble}.short") if NOBLES[noble].instruction else ""


def card_info(card: str) -> str:
    """What `/guillotine rules card:` answers: the card's name, kind, family and points (one
    message), and on the next line its text (its own)."""
    noble = NOBLES.get(card)
    if noble is None:
        spec = ACTIONS[card]
        heading = t("guillotine-action-info", card=card_name(card), copies=spec.copies)
        return f"{heading}\n{card_text(card)}"
    said = {"card": card_name(card), "colour": noble.colour, "copies": noble.copies}
    if noble.points is None:
        heading = t("guillotine-noble-info-star", **said)
    else:
        heading = t("guillotine-noble-info", **said, points=noble.points)
    return f"{heading}\n{card_text(card) or t('guillotine-no-instruction')}"


def _names(cards: list[str]) -> str:
    return listing([card_name(card) for card in cards])


def _who(names: list[str], seat: int | None) -> str:
    if seat is None:
        return t("guillotine-somebody")
    return names[seat] if 0 <= seat < len(names) else t("guillotine-seat", seat=seat)


# ---------------------------------------------------------------- the events

_VIA = ("fast-noble", "double-feature", "rival-executioner", "after-you")


def describe(event: dict[str, Any], names: list[str]) -> str:
    """One event of `view["events"]` as a sentence; `names` are the seats' names."""
    return one_stop(_describe(event, names))


# The events whose noble is the object of the sentence ("Alice collects the Duke"); in
# the others it is the subject ("The Duke takes the 2nd place").
_NOBLE_AS_OBJECT = ("lost", "collect")


def _describe(event: dict[str, Any], names: list[str]) -> str:
    kind = event["type"]
    who = _who(names, event.get("seat"))
    if kind == "day":
        return t("guillotine-event-day", day=event["day"], count=event["nobles"])
    if kind == "turn":
        return t("guillotine-event-turn", who=who)
    if kind == "play":
        return _play_text(event, names)
    if kind in ("fled", "added"):
        nobles = event["nobles"]
        return t(f"guillotine-event-{kind}", nobles=_names(nobles), count=len(nobles))
    if kind in ("swapped-in", "missed", "lost", "collect"):
        via = event.get("via", "")
        key = f"guillotine-event-{kind}" + (f"-{via}" if kind == "collect" and via in _VIA else "")
        position = ordinal(event["position"]) if "position" in event else ""
        noble = the_noble(event["noble"], "object" if kind in _NOBLE_AS_OBJECT else "subject")
        return _opening(t(key, who=who, noble=noble, position=position), noble)
    if kind == "discarded":
        return t(
            "guillotine-event-discarded", who=who, card=card_name(event["card"]), why=event["why"]
        )
    if kind == "draw":
        return t("guillotine-event-draw", who=who, count=event["count"])
    if kind == "day-end":
        gone = len(event.get("discarded") or [])
        if gone:
            return t("guillotine-event-day-end-discarded", day=event["day"], count=gone)
        return t("guillotine-event-day-end", day=event["day"])
    if kind == "late-arrival":
        if event.get("noble") is None:
            return t("guillotine-event-nobody-late")
        discarded = event["discarded"]
        noble = the_noble(event["noble"])
        said = t(
            "guillotine-event-late-arrival",
            noble=noble,
            nobles=_names(discarded),
            count=len(discarded),
        )
        return _opening(said, noble)
    if kind == "clerical-error":
        took, gave = event.get("took"), event.get("gave")
        # Which of the two took a noble: the sentence is the language's for each case.
        swap = {(True, True): "both", (True, False): "took", (False, True): "gave"}
        return t(
            "guillotine-event-clerical-error",
            swap=swap.get((bool(took), bool(gave)), "none"),
            who=who,
            target=_who(names, event["target"]),
            took=the_noble(took, "object") if took else "",
            gave=the_noble(gave, "object") if gave else "",
        )
    if kind == "clown":
        return t("guillotine-event-clown", who=who, target=_who(names, event["target"]))
    if kind in ("guards-discarded", "spy", "wait", "reshuffle", "finale", "over"):
        return t(f"guillotine-event-{kind}", who=who)
    return kind


def _play_text(event: dict[str, Any], names: list[str]) -> str:
    """An action card played, as a whole sentence: what it did, the card's name in
    parentheses at its end (where no punctuation of the sentence's follows it directly)."""
    said = {"who": _who(names, event.get("seat")), "card": card_name(event["card"])}
    if "noble" in event and "to" in event:
        return t(
            "guillotine-play-move",
            **said,
            noble=the_noble(event["noble"], "object"),
            **{"from": ordinal(event["from"])},
            to=ordinal(event["to"]),
        )
    if "noble" in event:
        return t(
            "guillotine-play-noble",
            **said,
            noble=the_noble(event["noble"], "object"),
            **{"from": ordinal(event["from"])},
        )
    if "order" in event:
        order = event["order"]
        return t("guillotine-play-order", **said, nobles=_names(order), count=len(order))
    if "target_card" in event:
        owner = _who(names, event["target"])
        return t(
            "guillotine-play-face-up", **said, owner=owner, lost=card_name(event["target_card"])
        )
    if "target" in event:
        return t("guillotine-play-on", **said, target=_who(names, event["target"]))
    if "taken" in event:
        return t("guillotine-play-taken", **said, taken=card_name(event["taken"]))
    return t("guillotine-play", **said)


# ---------------------------------------------------------------- actions


def action_text(
    action: str, view: dict[str, Any], names: list[str] | None = None, with_card: bool = True
) -> str:
    """A short label for a legal action, e.g. "L'Idiot: Duke 5th → 3rd", "Collect"; without
    the card's name (`with_card=False`: a menu of the ways to play one card) "Duke 5th → 3rd"."""
    names = names or [t("guillotine-seat", seat=s) for s in range(view["players"])]
    if action == "skip":
        if view["phase"] == "finale":
            return t("guillotine-done")
        return t(
            "guillotine-play-no-card"
            if view["phase"] == "action"
            else "guillotine-action-let-it-pass"
        )
    fixed = {"discard:callous-guards": "discard-guards", "collect": "collect", "wait": "wait"}
    if action in fixed:
        return t(f"guillotine-action-{fixed[action]}")
    head, _, rest = action.partition(":")
    if head == "choose":
        pending = view.get("pending") or {}
        if pending.get("kind") == "the-clown":
            return t("guillotine-action-give-clown", who=_who(names, int(rest)))
        return card_name(rest)
    card, *args = rest.split(":")
    how = _how(card, args, view["line"], names)
    if how is None:
        return card_name(card)
    key, said = how
    # With the card: "L'Idiot — Duke 5th → 3rd"; in the menu of one card's ways (the card
    # named above it): "Duke 5th → 3rd". Each a whole label of the catalogue's.
    if with_card:
        return t(f"guillotine-action-{key}", card=card_name(card), **said)
    return t(f"guillotine-how-{key}", **said)


def _how(
    card: str, args: list[str], line: list[str], names: list[str]
) -> tuple[str, dict[str, Any]] | None:
    """How an action card is played: the kind of label (`guillotine-action-<kind>`, and
    `guillotine-how-<kind>` without the card) and its values; None for a card played in
    one way only."""
    spec = ACTIONS[card]
    kind = spec.kind
    if kind in ("forward-exactly", "back-exactly", "to-front", "guard-to-front"):
        p = int(args[0])
        to = {"forward-exactly": p - spec.step, "back-exactly": p + spec.step}.get(kind, 1)
        return _move(line, p, to)
    if kind in ("forward-up-to", "back-up-to"):
        p, d = int(args[0]), int(args[1])
        return _move(line, p, p - d if kind.startswith("forward") else p + d)
    if kind == "line-position":
        p = int(args[0])
        return "noble", {"noble": card_name(line[p - 1]), "position": ordinal(p)}
    if kind == "rearrange":
        order = [int(a) for a in args[0].split(",")]
        nobles = [card_name(line[i - 1]) for i in order]
        return "order", {"nobles": ", ".join(nobles)}
    if kind in ("player", "player-with-pile", "other-player"):
        return "on", {"who": _who(names, int(args[0]))}
    if kind == "from-discard":
        return "take", {"taken": card_name(args[0])}
    if kind == "face-up":
        return "face-up", {"owner": _who(names, int(args[0])), "lost": card_name(args[1])}
    return None


def _move(line: list[str], start: int, to: int) -> tuple[str, dict[str, Any]]:
    return "move", {"noble": card_name(line[start - 1]), "from": ordinal(start), "to": ordinal(to)}


# ---------------------------------------------------------------- the status


def decision_text(pending: dict[str, Any], names: list[str], me: int | None = None) -> str:
    """Who must decide what, e.g. "Alice chooses which card to discard (Infighting)."."""
    said = {"kind": pending["kind"], "card": card_name(pending["card"])}
    if pending["seat"] == me:
        return t("guillotine-you-decide", **said)
    return t("guillotine-decides", who=_who(names, pending["seat"]), **said)


def status_text(view: dict[str, Any], names: list[str], me: int | None = None) -> str:
    """What the table waits for, in words, e.g. "Alice may play an action card."; `me` (a
    seat) speaks to that player ("You may play an action card.")."""
    phase = view["phase"]
    turn = view["turn"]
    you = turn is not None and turn == me
    who = names[turn] if turn is not None else ""
    # The messages spoken to the player on turn are their own: "You …" differs in grammar.
    key = "guillotine-you-" if you else "guillotine-"
    if phase == "over":
        places = view.get("places") or []
        winners = [s for s, place in enumerate(places) if place == 1]
        if winners == [me]:
            return t("guillotine-over-you-win")
        if len(winners) == 1:
            return t("guillotine-over-wins", who=names[winners[0]])
        return t("guillotine-over-share", who=listing([names[s] for s in winners]))
    if phase == "choose" and view.get("pending"):
        return decision_text(view["pending"], names, me)
    if phase == "action":
        more = "-another" if view.get("played") else ""
        return t(f"{key}may-play{more}", who=who)
    if phase == "collect":
        count = view.get("collect_count", 1)
        if count == 0:
            why = "influence" if "political-influence" in view["played"] else "robespierre"
            return t(f"{key}no-collect-{why}", who=who)
        return t(f"{key}about-to-collect", who=who, count=count)
    if phase == "finale":
        return t(f"{key}finale", who=who)
    return ""


def notices(view: dict[str, Any], names: list[str]) -> list[str]:
    """The table's warnings, a sentence each: the Judge, Rush Job, Callous Guards, the
    day's end."""
    notes = []
    if view.get("blocked") == "judge":
        notes.append(t("guillotine-notice-judge"))
    elif view.get("blocked") == "rush" and view.get("turn") is not None:
        notes.append(t("guillotine-notice-rush", who=names[view["turn"]]))
    if view.get("guards") is not None:
        notes.append(t("guillotine-notice-guards", who=names[view["guards"]]))
    if view.get("day_ends"):
        notes.append(t("guillotine-notice-day-ends"))
    return notes


def points(score: int) -> str:
    return t("guillotine-points", count=score)


# ---------------------------------------------------------------- the channel


def status_line(view: dict[str, Any], mentions: list[str]) -> str:
    """The game and the day, then, on a line of its own, what the table waits for (a
    sentence of its own, not the end of the heading's)."""
    heading = t("guillotine-headline", day=view["day"], days=view["days"])
    status = status_text(view, mentions)
    return f"{heading}\n{status}" if status else heading


EVENTS_SHOWN = 3  # the last few things that happened, under the status
TEXT_LIMIT = 3800  # Discord: 4000 characters in all a message's Text Displays; the table
# layer adds the deadline's line to the status
ALT_LIMIT = 1024  # Discord: a media item's description


def last_events(view: dict[str, Any], mentions: list[str]) -> list[str]:
    """What just happened: the last few events (turns left out: the status says whose turn
    it is), oldest first, a sentence each."""
    events = [e for e in view.get("events", []) if e["type"] != "turn"]
    return [describe(event, mentions) for event in events[-EVENTS_SHOWN:]]


def table_status(view: dict[str, Any], mentions: list[str]) -> list[str]:
    """The table message's lines above its picture: the game, the day and whose turn (the
    status line), the notices in force, then what just happened (Discord's small text)."""
    return [
        status_line(view, mentions),
        *(f"⚠️ {note}" for note in notices(view, mentions)),
        *(f"-# {event}" for event in last_events(view, mentions)),
    ]


def seat_details(view: dict[str, Any], mentions: list[str]) -> list[str]:
    """Each seat in words, below the picture: its points, the nobles it collected, the
    last of them, its hand's size, and the action cards face up in front of it."""
    lines = []
    for seat, who in enumerate(mentions):
        pile = view["piles"][seat]
        said = [
            t(
                "guillotine-seat-summary",
                who=who,
                points=view["scores"][seat],
                nobles=len(pile),
                cards=view["hand_sizes"][seat],
            )
        ]
        if pile:
            said.append(one_stop(t("guillotine-seat-last", noble=card_name(pile[-1]))))
        face_up = view["face_up"][seat]
        if face_up:
            cards = listing([card_name(card) for card in face_up])
            said.append(one_stop(t("guillotine-seat-in-front", cards=cards)))
        lines.append(" ".join(said))
    return lines


def table_message(view: dict[str, Any], mentions: list[str]) -> tuple[str, list[str]]:
    """The table message's status and details (see `table_status`, `seat_details`,
    `decks_text`), within Discord's limit: the oldest events give way first."""
    status = table_status(view, mentions)
    details = ["\n".join(seat_details(view, mentions)), decks_text(view)]
    first_event = 1 + len(notices(view, mentions))
    while len(status) > first_event and sum(map(len, [*status, *details])) > TEXT_LIMIT:
        del status[first_event]
    return "\n".join(status), details


def decks_text(view: dict[str, Any]) -> str:
    """The decks' and the discard pile's sizes, in a sentence."""
    return t(
        "guillotine-decks",
        nobles=view["noble_deck"],
        actions=view["action_deck"],
        discards=len(view["action_discard"]),
    )


def line_alt(view: dict[str, Any]) -> str:
    """The table picture's alt text: the line of nobles in order, front first (its size
    alone if the names would pass Discord's limit)."""
    line = view["line"]
    if not line:
        over = view["phase"] == "over"
        return t("guillotine-executions-over" if over else "guillotine-line-empty")
    nobles = listing([card_name(noble) for noble in line])
    # The names leave room for the sentence's own words (under Discord's limit, and under
    # Fluent's: a placeable of over 1000 characters is refused).
    if len(nobles) > ALT_LIMIT - 100:
        return t("guillotine-line-alt-long", count=len(line))
    return one_stop(t("guillotine-line-alt", nobles=nobles, count=len(line)))


def day_over(day: int, names: list[str], scores: list[int]) -> str:
    """The channel's message at a day's end: a heading, then each seat's points so far, a
    line each."""
    lines = [t("guillotine-day-over", day=day)]
    lines += [
        f"- {t('guillotine-day-score', who=names[s], points=p)}" for s, p in enumerate(scores)
    ]
    return "\n".join(lines)


def lobby_details(players: int, timer: str, wait_seconds: int, end_cards: bool) -> list[str]:
    details = [
        t("guillotine-lobby-players", count=players),
        timer,
        t("guillotine-lobby-wait", seconds=wait_seconds),
    ]
    return details if end_cards else [*details, t("guillotine-lobby-no-end-cards")]


def move_text(kind: str, card: str, finale: bool) -> MoveWords:
    """A move as the time-out notice and the hint tell it (`guillotine-timed-out`,
    `guillotine-hint`): which of their sentences, and the card it names. Wait a Moment! is
    a card played like any other; a skip is Done in the finale, else no card played."""
    if kind == "wait":
        return MoveWords("guillotine", "play", {"card": card_name("wait-a-moment")})
    if kind in ("play", "choose", "collect", "discard"):
        return MoveWords("guillotine", kind, {"card": card})
    return MoveWords("guillotine", "done" if finale else "no-card", {"card": card})


# -------------------------------------------------------------------- hand


def hand_title(name: str, view: dict[str, Any]) -> str:
    return t("guillotine-hand-title", name=name, day=view["day"], days=view["days"])


def how_to_play(card: str) -> str:
    return t("guillotine-how-to-play", card=card)


def several_ways(card: str, count: int) -> str:
    """A card in the menu that has `count` ways to be played (a second menu follows)."""
    return t("guillotine-several-ways", card=card_name(card), count=count)
