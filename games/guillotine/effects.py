"""What each card does: an effect function per action card and per noble with an instruction.

`EFFECTS` maps every action card's slug to the function that carries it out
when it is played (Wait a Moment! has none: it is never `play:`, the window's
`wait` does its work). `NOBLE_EFFECTS` maps every noble with an instruction to
the function that carries it out when the noble is collected. The tables are
written out card by card, so that a card's effect is found by its name; cards
that move one noble differ only in their numbers (`Action.step`) and share a
function.

An effect changes the state and returns the steps still to come (decisions,
collections; see `flow.py` for the queue). The turn flow does the rest around
it: the card to the table and then the discard pile, the Callous Guards, the
Master Spy, the `play` event (`play_details` gives its data).

Over 400 lines: one short function per card and the two tables that name
them. Splitting it would part an effect from the table that names it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from games.guillotine import shown
from games.guillotine.cards import ACTIONS, NOBLES
from games.guillotine.constants import HAND_SIZE
from games.guillotine.legality import collecting

if TYPE_CHECKING:
    from games.guillotine.state import GuillotineState

# A step of the turn's queue, as plain JSON: its name, then its arguments.
Step = list[Any]
# (state, seat of the player, card, the choices after the card in `play:<card>:...`)
Effect = Callable[["GuillotineState", int, str, list[str]], list[Step]]
# (state, seat of the collector) -> the steps to do first
NobleEffect = Callable[["GuillotineState", int], list[Step]]


def play_details(s: GuillotineState, card: str, args: list[str]) -> dict[str, Any]:
    """What the `play` event tells, read before the card changes anything."""
    kind = ACTIONS[card].kind
    line = s.line
    if kind in ("forward-exactly", "back-exactly", "to-front", "guard-to-front"):
        p = int(args[0])
        step = ACTIONS[card].step
        to = {"forward-exactly": p - step, "back-exactly": p + step}.get(kind, 1)
        return {"noble": line[p - 1], "from": p, "to": to}
    if kind in ("forward-up-to", "back-up-to"):
        p, d = int(args[0]), int(args[1])
        return {"noble": line[p - 1], "from": p, "to": p - d if kind[0] == "f" else p + d}
    if kind == "line-position":
        return {"noble": line[int(args[0]) - 1], "from": int(args[0])}
    if kind == "rearrange":
        order = [int(a) for a in args[0].split(",")]
        return {"order": [line[i - 1] for i in order]}
    if kind in ("player", "player-with-pile", "other-player"):
        return {"target": int(args[0])}
    if kind == "from-discard":
        return {"taken": args[0]}
    if kind == "face-up":
        return {"target": int(args[0]), "target_card": args[1]}
    return {}


def _move(s: GuillotineState, position: int, to: int) -> None:
    """Move the noble at 1-based `position` to 1-based `to`; the others close up."""
    noble = s.line.pop(position - 1)
    s.line.insert(to - 1, noble)


def _lay_out(s: GuillotineState, card: str, seat: int) -> None:
    """A card that stays goes from the table (`in_play`) to lie in front of `seat`."""
    if card in s.in_play:
        s.in_play.remove(card)
    s.face_up[seat].append(card)


# ---------------------------------------------------- moving one noble


def _forward_exactly(s: GuillotineState, seat: int, card: str, args: list[str]) -> list[Step]:
    p = int(args[0])
    _move(s, p, p - ACTIONS[card].step)
    return []


def _back_exactly(s: GuillotineState, seat: int, card: str, args: list[str]) -> list[Step]:
    p = int(args[0])
    _move(s, p, p + ACTIONS[card].step)
    return []


def _forward_up_to(s: GuillotineState, seat: int, card: str, args: list[str]) -> list[Step]:
    p, d = int(args[0]), int(args[1])
    _move(s, p, p - d)
    return []


def _back_up_to(s: GuillotineState, seat: int, card: str, args: list[str]) -> list[Step]:
    p, d = int(args[0]), int(args[1])
    _move(s, p, p + d)
    return []


def _to_front(s: GuillotineState, seat: int, card: str, args: list[str]) -> list[Step]:
    _move(s, int(args[0]), 1)
    return []


def _let_them_eat_cake(s: GuillotineState, seat: int, card: str, args: list[str]) -> list[Step]:
    if "marie-antoinette" in s.line:
        _move(s, s.line.index("marie-antoinette") + 1, 1)
    return []


def _lack_of_faith(s: GuillotineState, seat: int, card: str, args: list[str]) -> list[Step]:
    blue = [i for i, noble in enumerate(s.line) if NOBLES[noble].colour == "blue"]
    if blue:
        _move(s, blue[0] + 1, 1)
    return []


# ---------------------------------------------------- the whole line


def _bribed_guards(s: GuillotineState, seat: int, card: str, args: list[str]) -> list[Step]:
    if s.line:
        s.line.append(s.line.pop(0))
    return []


def _the_long_walk(s: GuillotineState, seat: int, card: str, args: list[str]) -> list[Step]:
    s.line.reverse()
    return []


def _opinionated_guards(s: GuillotineState, seat: int, card: str, args: list[str]) -> list[Step]:
    order = [int(a) for a in args[0].split(",")]
    s.line[: len(order)] = [s.line[i - 1] for i in order]
    return []


def _milling_in_line(s: GuillotineState, seat: int, card: str, args: list[str]) -> list[Step]:
    front = s.line[:5]
    s._rng("milling").shuffle(front)
    s.line[: len(front)] = shown.reordered(s, "milling", front)
    return []


def _escape(s: GuillotineState, seat: int, card: str, args: list[str]) -> list[Step]:
    line = s.line
    rng = s._rng("escape")
    gone = sorted(rng.sample(range(len(line)), min(2, len(line))), reverse=True)
    gone = shown.chance(s, "fled", gone)  # positions in the line the table saw
    fled = [line.pop(i) for i in gone]
    s.noble_discard.extend(fled)
    rng.shuffle(line)
    line[:] = shown.reordered(s, "escape", line)
    s._event("fled", nobles=fled)
    return []


def _mass_confusion(s: GuillotineState, seat: int, card: str, args: list[str]) -> list[Step]:
    line = s.line
    count = len(line)
    s.noble_deck.extend(line)
    line.clear()
    s._rng("mass-confusion").shuffle(s.noble_deck)
    shown.nobles_shuffled(s)
    line.extend(s._take_nobles(count))
    return []


# ---------------------------------------------- nobles leaving or arriving


def _fled_to_england(s: GuillotineState, seat: int, card: str, args: list[str]) -> list[Step]:
    s.noble_discard.append(s.line.pop(int(args[0]) - 1))
    return []


def _clothing_swap(s: GuillotineState, seat: int, card: str, args: list[str]) -> list[Step]:
    line = s.line
    p = int(args[0]) - 1
    s.noble_discard.append(line[p])
    if s.noble_deck:
        line[p] = s._take_nobles(1)[0]
        s._event("swapped-in", noble=line[p], position=p + 1)
    else:
        del line[p]
    return []


def _extra_cart(s: GuillotineState, seat: int, card: str, args: list[str]) -> list[Step]:
    added = s._take_nobles(3)
    s.line.extend(added)
    s._event("added", nobles=added)
    return []


def _late_arrival(s: GuillotineState, seat: int, card: str, args: list[str]) -> list[Step]:
    return [["decide", seat, "late-arrival"]]


def _missed(s: GuillotineState, seat: int, card: str, args: list[str]) -> list[Step]:
    target = int(args[0])
    noble = s.collected[target][-1]
    s._leave_pile(target, noble)
    s.line.append(noble)
    s._event("missed", seat=target, noble=noble)
    return []


# ------------------------------------------------------ the turn's course


def _double_feature(s: GuillotineState, seat: int, card: str, args: list[str]) -> list[Step]:
    s.collect_count += 1
    return []


def _after_you(s: GuillotineState, seat: int, card: str, args: list[str]) -> list[Step]:
    return [["collect", int(args[0]), "front", "after-you"]]


def _political_influence(s: GuillotineState, seat: int, card: str, args: list[str]) -> list[Step]:
    s.no_collect = True
    s.extra_draws[seat] += 3
    return []


def _scarlet_pimpernel(s: GuillotineState, seat: int, card: str, args: list[str]) -> list[Step]:
    s.day_ends = True
    return []


def _rush_job(s: GuillotineState, seat: int, card: str, args: list[str]) -> list[Step]:
    if int(args[0]) not in s.rushed:
        s.rushed.append(int(args[0]))
    return []


# ------------------------------------------------------ piles and hands


def _missing_heads(s: GuillotineState, seat: int, card: str, args: list[str]) -> list[Step]:
    target = int(args[0])
    pile = s.piles[target]
    # Shuffling the pile and discarding its top is a uniform random pick.
    index = shown.chance(s, "missing-heads", s._rng("missing-heads").randrange(len(pile)))
    noble = pile[index]
    s._leave_pile(target, noble, index)
    s.noble_discard.append(noble)
    s._event("lost", seat=target, noble=noble)
    return []


def _clerical_error(s: GuillotineState, seat: int, card: str, args: list[str]) -> list[Step]:
    target = int(args[0])
    if target != seat:
        return [["decide", seat, "clerical-error", target]]
    return []


def _forced_break(s: GuillotineState, seat: int, card: str, args: list[str]) -> list[Step]:
    rng = s._rng("forced-break")
    for i in range(1, s.players):
        other = (seat + i) % s.players
        hand = s.hands[other]
        if hand:
            # The discard is shown; which card of the hand it was is all a record needs.
            lost = shown.chance(s, "forced-break", hand[rng.randrange(len(hand))])
            shown.from_hand(s, other, lost)
            s.action_discard.append(lost)
            s._event("discarded", seat=other, card=lost, why="forced-break")
    return []


def _infighting(s: GuillotineState, seat: int, card: str, args: list[str]) -> list[Step]:
    target = int(args[0])
    return [["decide", target, "infighting"], ["decide", target, "infighting"]]


def _lack_of_support(s: GuillotineState, seat: int, card: str, args: list[str]) -> list[Step]:
    return [["decide", seat, "lack-of-support", int(args[0])]]


def _information_exchange(s: GuillotineState, seat: int, card: str, args: list[str]) -> list[Step]:
    target = int(args[0])
    s.hands[seat], s.hands[target] = s.hands[target], s.hands[seat]
    return []


def _rain_delay(s: GuillotineState, seat: int, card: str, args: list[str]) -> list[Step]:
    for hand in s.hands:
        s.action_deck.extend(hand)
        hand.clear()
    s._rng("rain-delay").shuffle(s.action_deck)
    shown.actions_shuffled(s)
    for _ in range(HAND_SIZE):
        for i in range(s.players):
            s._draw((seat + i) % s.players, 1)
    return []


def _rat_break(s: GuillotineState, seat: int, card: str, args: list[str]) -> list[Step]:
    s.action_discard.remove(args[0])
    s._add_to_hand(seat, args[0])
    return []


# ------------------------------------------------------ face-up cards


def _twist_of_fate(s: GuillotineState, seat: int, card: str, args: list[str]) -> list[Step]:
    s.face_up[int(args[0])].remove(args[1])
    s.action_discard.append(args[1])
    return []


def _tough_crowd(s: GuillotineState, seat: int, card: str, args: list[str]) -> list[Step]:
    _lay_out(s, card, int(args[0]))  # in front of another player
    return []


def _stays(s: GuillotineState, seat: int, card: str, args: list[str]) -> list[Step]:
    """A card that lies in front of its player (its points count in `cards.score`)."""
    _lay_out(s, card, seat)
    return []


EFFECTS: dict[str, Effect] = {
    "stumble": _forward_exactly,
    "pushed": _forward_exactly,
    "tis-a-far-better-thing": _forward_exactly,
    "ignoble-noble": _forward_exactly,
    "lidiot": _forward_up_to,
    "was-that-my-name": _forward_up_to,
    "civic-pride": _forward_up_to,
    "military-might": _forward_up_to,
    "majesty": _forward_up_to,
    "trip": _back_exactly,  # the extra card it allows is the turn flow's (`flow.play`)
    "friend-of-the-queen": _back_up_to,
    "fainting-spell": _back_up_to,
    "public-demand": _to_front,
    "let-them-eat-cake": _let_them_eat_cake,
    "lack-of-faith": _lack_of_faith,
    "forward-march": _to_front,  # legality offers only positions holding a Palace Guard
    "bribed-guards": _bribed_guards,
    "the-long-walk": _the_long_walk,
    "opinionated-guards": _opinionated_guards,
    "milling-in-line": _milling_in_line,
    "escape": _escape,
    "mass-confusion": _mass_confusion,
    "fled-to-england": _fled_to_england,
    "clothing-swap": _clothing_swap,
    "extra-cart": _extra_cart,
    "late-arrival": _late_arrival,
    "double-feature": _double_feature,
    "after-you": _after_you,
    "political-influence": _political_influence,
    "scarlet-pimpernel": _scarlet_pimpernel,
    "rush-job": _rush_job,
    "missed": _missed,
    "missing-heads": _missing_heads,
    "clerical-error": _clerical_error,
    "forced-break": _forced_break,
    "infighting": _infighting,
    "lack-of-support": _lack_of_support,
    "information-exchange": _information_exchange,
    "rain-delay": _rain_delay,
    "rat-break": _rat_break,
    "twist-of-fate": _twist_of_fate,
    "callous-guards": _stays,
    "church-support": _stays,
    "civic-support": _stays,
    "military-support": _stays,
    "fountain-of-blood": _stays,
    "indifferent-public": _stays,
    "foreign-support": _stays,  # its extra draws are counted at each collection (`flow`)
    "tough-crowd": _tough_crowd,
}


# ------------------------------------------------------------- nobles


def _fast_noble(s: GuillotineState, seat: int) -> list[Step]:
    steps: list[Step] = [["collect", seat, "front", "fast-noble"]]
    if seat == s.turn and collecting(s):
        steps.insert(0, ["window"])  # a collection from the line: its own window
    return steps


def _rival_executioner(s: GuillotineState, seat: int) -> list[Step]:
    return [["collect", seat, "deck", "rival-executioner"]]


def _noble_to_line(s: GuillotineState, seat: int) -> list[Step]:
    """General, Captain of the Guard: the top of the noble deck joins the end of the line."""
    if s.noble_deck:
        added = s._take_nobles(1)[0]
        s.line.append(added)
        s._event("added", nobles=[added])
    return []


def _extra_draw(s: GuillotineState, seat: int) -> list[Step]:
    """Lord, Lady, Lady in Waiting: one more card at the end of the turn."""
    s.extra_draws[seat] += 1
    return []


def _robespierre(s: GuillotineState, seat: int) -> list[Step]:
    # Nothing of the turn but the draw remains: no collection still due (Double
    # Feature, Fast Noble), nor the turn's own one when After You gave him away.
    s.day_ends = True
    s.no_collect = True
    s.todo = [step for step in s.todo if step[0] not in ("collect", "window")]
    return []


def _the_clown(s: GuillotineState, seat: int) -> list[Step]:
    return [["decide", seat, "the-clown"]]


def _innocent_victim(s: GuillotineState, seat: int) -> list[Step]:
    return [["decide", seat, "innocent-victim"]]


# The other nobles with a text: Count, Countess, Palace Guard and Tragic Figure are
# counted by `cards.score`; the Master Spy moves in `flow`; the Unpopular Judge blocks
# action cards in `legality`.
NOBLE_EFFECTS: dict[str, NobleEffect] = {
    "fast-noble": _fast_noble,
    "rival-executioner": _rival_executioner,
    "general": _noble_to_line,
    "captain-of-the-guard": _noble_to_line,
    "lord": _extra_draw,
    "lady": _extra_draw,
    "lady-in-waiting": _extra_draw,
    "robespierre": _robespierre,
    "the-clown": _the_clown,
    "innocent-victim": _innocent_victim,
}
