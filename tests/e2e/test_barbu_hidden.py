"""Hidden information at a table of four humans, audited through everything Discord shows.

Alice, Bob, Carol and Dave play three Barbu deals (No Tricks, Trumps, Domino)
by clicks; Erin watches. On every request the fake records while the test
waits, and after every click, an `Auditor` looks at each new version of every
message and, for each user who can see it:

- a message that is not the user's own ephemeral message (the table message,
  scoresheets, the lobby...) must not show any card still in another player's
  hand: not in its text, embeds, button labels, select options, nor in the
  card notation of its custom ids and select values;
- nor may the user's own ephemeral messages, whose card buttons show only
  cards that user holds or held (this deal or an earlier one); a freshly
  opened hand message shows exactly the player's hand;
- the lobby text and the thread name show no card at all.

Then each finished deal's **Review**, opened by a player and the watcher, names only
cards played in that deal, and the deal under way has none.

Images are not read here: the table image is drawn from the public view only,
which the render tests check.
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Callable, Iterator
from typing import Any

import discord
import pytest

from bot.app import BarbuBot
from bot.tables import Table
from cogs.tables.components import review_view
from games import barbu
from games.barbu.review import deal_review
from games.cards import parse_card
from tests.e2e.helpers import FAST, enabled_buttons, open_table, private_answer, table_message
from tests.fakediscord.model import Message
from tests.fakediscord.plugin import StartBarbu
from tests.fakediscord.seen import SeenMessage, seen
from tests.fakediscord.server import FakeDiscord
from tests.fakediscord.users import SentInteraction

PLAYERS = ("alice", "bob", "carol", "dave")
WATCHER = "erin"
# The contract alice declares in each deal (she declares the first seven).
CONTRACTS = {1: "contract:no-tricks", 2: "contract:trumps:H", 3: "contract:domino:8"}

# Cards as people read them (games.cards.pretty): "Q♠", "10♥".
PRETTY_CARD = re.compile(r"(10|[2-9JQKA])([♠♥♦♣])")
# Cards in the project's notation inside custom ids and select values: "play:QS".
NOTATION_CARD = re.compile(r"(?<![0-9A-Za-z])([2-9TJQKA][SHDC])(?![0-9A-Za-z])")


def strings(message: SeenMessage) -> tuple[list[str], list[str]]:
    """(text people read, machine strings) of a message: content, embeds, alt texts and file
    names of attachments, labels, options."""
    text = [message.text, *(json.dumps(e, ensure_ascii=False) for e in message.embeds)]
    text += [a.description or "" for a in message.attachments]  # image alt text
    text += [a.filename for a in message.attachments]
    machine: list[str] = []
    for item in message.walk_components():
        text += [str(item.get(k)) for k in ("label", "placeholder", "content") if item.get(k)]
        if item.get("custom_id"):
            machine.append(str(item["custom_id"]))
        for option in item.get("options") or []:
            text += [str(option.get("label", "")), str(option.get("description", ""))]
            machine.append(str(option.get("value", "")))
    return text, machine


def cards_in(text: list[str], machine: list[str]) -> set[str]:
    found = {parse_card(m.group(0)) for t in text for m in PRETTY_CARD.finditer(t)}
    found |= {m.group(1) for t in machine for m in NOTATION_CARD.finditer(t)}
    return found


def card_labels(message: SeenMessage) -> set[str]:
    """The cards on the buttons of a hand message (enabled or not)."""
    return {
        parse_card(b["label"])
        for b in message.buttons
        if PRETTY_CARD.fullmatch(str(b.get("label", "")))
    }


class Auditor:
    """Checks each new version of every message against the hands at that moment."""

    def __init__(self, fake: FakeDiscord, table: Table) -> None:
        self.fake = fake
        self.table = table
        self.users = {name: fake.user(name).id for name in (*PLAYERS, WATCHER)}
        self.seat = {self.users[name]: seat for seat, name in enumerate(PLAYERS)}
        self.checked: set[tuple[Any, ...]] = set()
        self.audits = 0
        # A shadow game, replayed from the table's log: every hand each seat was dealt.
        self.shadow = barbu.new_game(
            seed=table.record.seed, players=4, options=table.record.options
        )
        self.replayed = 0
        self.known: list[set[str]] = [set(self.shadow.view(s)["hand"]) for s in range(4)]
        self.hidden_before = self._hidden()
        self.deal_before = self.shadow.deal
        # Public versions first seen just after a deal began, to check again once it has settled.
        self.pending: dict[int, tuple[Any, ...]] = {}
        # Cards played face up since the last audit (a hand shows the trick in progress).
        self.played_since: set[str] = set()
        # Per deal over: each seat's cards never played in it (No King, Domino: a deal may
        # end with cards in hand), the hidden cards of that deal's late versions.
        self.unplayed: dict[int, list[set[str]]] = {}

    def _sync(self) -> None:
        actions = self.table.record.actions
        for seat, action in actions[self.replayed :]:
            deal = self.shadow.deal
            hands = [set(self.shadow.view(s)["hand"]) for s in range(4)]
            self.shadow.apply(seat, action)
            if self.shadow.deal != deal or self.shadow.is_over:
                hands[seat].discard(action.removeprefix("play:"))
                self.unplayed[deal] = hands
            if action.startswith("play:"):
                self.played_since.add(action[5:])
            if not self.shadow.is_over:
                for s in range(4):
                    self.known[s] |= set(self.shadow.view(s)["hand"])
        self.replayed = len(actions)

    def _hidden(self) -> dict[int, set[str]]:
        """For each user: the cards in the hands of the players other than them."""
        state = self.table.state
        hands = [set(state.view(s)["hand"]) if state else set() for s in range(4)]
        return {
            user: set().union(*(h for s, h in enumerate(hands) if s != self.seat.get(user)))
            for user in self.users.values()
        }

    def __call__(self) -> None:
        """Audit every message version not seen yet (raises AssertionError on a leak)."""
        self.audits += 1
        self._sync()
        hidden_now = self._hidden()
        deal = self.shadow.deal
        crossed = deal != self.deal_before
        # Within a deal hidden cards only leave hands, so this is `hidden_now`. Across a deal
        # boundary a new version may still belong to the last deal (a late edit): a card
        # must be hidden in both to count, and the version is looked at again below.
        hidden = {u: hidden_now[u] & self.hidden_before[u] for u in hidden_now}
        if crossed:
            # A card played to the old deal's last trick was face up a moment, and a version
            # made then may show it while the new deal has dealt it to someone again.
            hidden = {u: cards - self.played_since for u, cards in hidden.items()}
        self.played_since = set()
        self.hidden_before, self.deal_before = hidden_now, deal
        pending, self.pending = self.pending, {}
        for message in list(self.fake.world.messages.values()):
            key = (message.id, message.edited_at, message.content, id(message.components))
            if message.deleted:
                continue
            if key not in self.checked:
                self.checked.add(key)
                named = {int(n) for n in re.findall(r"\b[Dd]eal (\d+)", message.text)}
                if named and max(named) < deal and not message.ephemeral:
                    # A late version of an earlier deal's message (an edit that was on its
                    # way when the deal ended): what was still hidden when that deal ended.
                    self._check(message, self._hidden_at_end(max(named)))
                else:
                    self._check(message, hidden)
                if crossed and not message.ephemeral:
                    self.pending[message.id] = key
            elif not crossed and pending.get(message.id) == key:
                # Still shown in the new deal. A public message of the old one names its deal;
                # a hand message is refreshed soon (and checked then).
                named = {int(n) for n in re.findall(r"\b[Dd]eal (\d+)", message.text)}
                if not any(n < deal for n in named):
                    self._check(message, hidden)

    def _hidden_at_end(self, deal: int) -> dict[int, set[str]]:
        """For each user: the cards the other players still held when `deal` ended."""
        hands = self.unplayed[deal]
        return {
            user: set().union(*(h for s, h in enumerate(hands) if s != self.seat.get(user)))
            for user in self.users.values()
        }

    def _check(self, message: Message, hidden: dict[int, set[str]]) -> None:
        snapshot = seen(message)
        shown = cards_in(*strings(snapshot))
        for name, user in self.users.items():
            if not message.visible_to(user):
                continue
            # Nothing anybody sees, their own hand message included, shows another's card.
            leaked = shown & hidden[user]
            where = [s for s in strings(snapshot)[0] + strings(snapshot)[1] if cards_in([s], [s])]
            assert not leaked, (name, sorted(leaked), where, snapshot.text, message.edited_at)
            if message.ephemeral:
                # Only its user sees an ephemeral message, and its cards are theirs.
                assert message.interaction_user_id == user
                seat = self.seat.get(user)
                own = self.known[seat] if seat is not None else set()
                assert card_labels(snapshot) <= own, (name, snapshot.labels)

    async def wait(self, predicate: Callable[[], Any], timeout: float = 30) -> Any:
        """`fake.wait_until`, auditing on every request the fake records meanwhile."""

        def audited() -> Any:
            self()
            return predicate()

        return await self.fake.wait_until(audited, timeout=timeout)

    async def answer(self, sent: SentInteraction) -> SeenMessage:
        reply = await self.wait(sent.answered)
        self()
        return reply


def thread_names(fake: FakeDiscord) -> Iterator[str]:
    yield from (c.name for c in fake.world.guild.channels.values() if c.is_thread)


@pytest.mark.long
async def test_no_card_leaks_to_other_players(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO)
    fake = fake_discord
    bot: BarbuBot = await start_barbu_bot(**FAST)
    table, lobby = await open_table(fake, bot, "alice", {"rules": "barbu"})
    for name in PLAYERS[1:]:
        await (await fake.click(name, lobby, label="Join")).response()
    await (await fake.click("alice", lobby, label="Start")).response()
    audit = Auditor(fake, table)

    def chooser() -> int | None:
        seat = table.actor()
        if seat is None or len(table.state.legal_actions(seat)) < 2:
            return None
        try:
            table_message(fake, WATCHER, table)
        except LookupError:
            return None
        return seat

    # The watcher can look but is dealt nothing.
    await audit.wait(lambda: chooser() is not None)
    refused = await audit.answer(
        await fake.click(WATCHER, table_message(fake, WATCHER, table), label="Your hand")
    )
    assert "not playing" in refused.text

    moves = 0
    while table.state.deal <= len(CONTRACTS):
        await audit.wait(lambda: table.status != "playing" or chooser() is not None)
        assert table.status == "playing"
        if table.state.deal > len(CONTRACTS):
            break
        seat = chooser()
        assert seat is not None
        name = PLAYERS[seat]
        message = table_message(fake, name, table)
        hand = await audit.answer(await fake.click(name, message, label="Your hand"))
        assert hand.ephemeral
        # A fresh hand message shows exactly the player's cards, nobody else's.
        now = set(table.state.view(seat)["hand"])
        if table.state.phase == "play":
            assert card_labels(hand) == now, (name, hand.labels)
        others = set().union(*(table.state.view(s)["hand"] for s in range(4) if s != seat))
        assert not cards_in(*strings(hand)) & others
        await audit.answer(await choose(fake, name, hand, table))
        moves += 1

    await bot.table_ui.wait_idle()
    audit()
    # Three deals' worth of audits, over every kind of message the table sends.
    assert moves > 3 * 13 and audit.audits > moves
    played = [entry["contract"] for entry in table.state.sheet]
    assert played == [c.removeprefix("contract:") for c in CONTRACTS.values()], played
    names = list(thread_names(fake))
    assert names and not any(PRETTY_CARD.search(n) or NOTATION_CARD.search(n) for n in names)
    # Nor does the log, at INFO and above: a server's logs are read by its operators.
    lines = [record.getMessage() for record in caplog.records if record.levelno >= logging.INFO]
    assert lines, "the bot logs at INFO"
    assert not [line for line in lines if PRETTY_CARD.search(line) or NOTATION_CARD.search(line)]
    lobby_text = fake.message(lobby.id, WATCHER).text
    assert "The game has started" in lobby_text and not cards_in([lobby_text], [])
    # Each player looked at their own hand many times; the watcher only at a refusal.
    for name in PLAYERS:
        assert len(fake.ephemeral_messages(name)) > 5
    assert all(not card_labels(m) for m in fake.ephemeral_messages(WATCHER))

    # Reviews (cogs/tables/review.py), after the audit: each finished deal's names only
    # cards played in it, in its words and its picture's alt text (the cards it deals
    # again are not looked at: a review is of its deal), for a player and the watcher
    # alike; the deal under way has none, even through a stale button.
    thread = table.record.thread_id
    for deal in range(len(CONTRACTS)):
        wanted = f"tbl:review:{table.id}:{deal}:0"
        sheet = await fake.wait_for_message(
            WATCHER, lambda m, wanted=wanted: wanted in [b.get("custom_id") for b in m.buttons],
            channel=thread,
        )  # fmt: skip
        found = deal_review(table.record.seed, table.record.options, table.record.actions, deal)
        assert found is not None
        played = {c for t in found.get("tricks", []) for c in t["cards"]}
        played |= {card for _, card in found.get("domino", []) if card}
        for name in (WATCHER, "bob"):
            answer = await (await fake.click(name, sheet, custom_id=wanted)).reply()
            assert answer.ephemeral
            assert fake.world.messages[answer.id].interaction_user_id == fake.user(name).id
            shown = cards_in(*strings(answer))
            assert shown and shown <= played, (deal, sorted(shown - played))
    channel = bot.get_channel(thread)
    assert isinstance(channel, discord.abc.Messageable)
    stale = await channel.send("…", view=review_view(table.id, len(CONTRACTS)))
    for name in (WATCHER, "alice"):
        sent = await fake.click(name, stale.id, custom_id=f"tbl:review:{table.id}:3:0")
        refused = await private_answer(sent)
        assert refused.startswith("This is not over yet"), refused


async def choose(fake: FakeDiscord, name: str, hand: SeenMessage, table: Table) -> SentInteraction:
    """Alice's contract from CONTRACTS, else the first choice the hand offers."""
    if hand.selects:
        menu = hand.selects[0]
        values = [o["value"] for o in menu["options"]]
        wanted = CONTRACTS.get(table.state.deal)
        return await fake.select(name, hand, [wanted if wanted in values else values[0]])
    buttons = enabled_buttons(hand)
    assert buttons, (hand.text, hand.labels)
    confirm = [b for b in buttons if b["label"].startswith("Confirm")]
    target = confirm[0] if confirm else buttons[0]
    return await fake.click(name, hand, custom_id=target["custom_id"])
