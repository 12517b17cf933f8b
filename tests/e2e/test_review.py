"""**Review** of a finished deal, game or day (cogs/tables/review.py), through the fake
Discord, which checks every payload (Components V2 limits, ephemeral answers): under the
deal's summary, answered privately to players and watchers alike in their own language,
refused for a deal that is not over (a stale button), still answering after a
restart, on a finished table read back from storage (SQLite and PostgreSQL), and never
showing a card that was not shown at the table."""

from __future__ import annotations

import importlib
import re
from types import SimpleNamespace
from typing import Any

import discord
import pytest

from bot.app import BarbuBot
from bot.tables import Table, seating
from cogs import i18n
from cogs.i18n import message_in
from cogs.tables.components import review_view
from cogs.tables.words import plain
from games.barbu.review import deal_review
from games.cards import parse_card, pretty
from games.guillotine.cards import ACTION_DECK
from tests.e2e.helpers import (
    FAST,
    WakeWaiters,
    database_settings,
    play_until,
    private_answer,
    slaughter_move,
    start_against_computer,
    start_with_computers,
)
from tests.e2e.test_expanded_messages import LONG_NAME, expanded  # noqa: F401 (a fixture)
from tests.fakediscord.plugin import StartBarbu
from tests.fakediscord.seen import SeenMessage
from tests.fakediscord.server import FakeDiscord
from tests.fakediscord.users import SentInteraction

PRETTY_CARD = re.compile(r"(10|[2-9JQKA])([♠♥♦♣])")


def review_id(table: Table, deal: int, page: int = 0) -> str:
    return f"tbl:review:{table.id}:{deal}:{page}"


def custom_ids(message: SeenMessage) -> list[str]:
    return [str(b.get("custom_id")) for b in message.buttons]


async def stale_button(
    fake: FakeDiscord, bot: BarbuBot, table: Table, deal: int, user: str
) -> SentInteraction:
    """`user` clicks a Review button of `table` for `deal` that the bot never offered (the
    button of a database since restored from an older copy, where that deal was not over):
    the bot posts it here, as such a message would stand in the channel."""
    channel = bot.get_channel(table.record.thread_id or table.record.channel_id)
    assert isinstance(channel, discord.abc.Messageable)
    with i18n.speaking("en"):
        message = await channel.send("…", view=review_view(table.id, deal))
    return await fake.click(user, message.id, custom_id=review_id(table, deal))


async def deal_under_way(fake: FakeDiscord, bot: BarbuBot, table: Table) -> int:
    """The deal (game, day) under way, 0-based, once a human holds the turn: nothing moves
    on until they act. (Computers play on meanwhile, and a human's lone legal moves are the
    table's own: a deal may end before anyone holds the turn again.)"""
    await fake.wait_until(lambda: bool(table.humans_to_act()))
    return bot.table_ui.kit.adapter(table).deals_over(table)


def not_over(language: str = "en") -> str:
    return message_in(language, "tables-review-not-over")


async def finish_by_computers(fake: FakeDiscord, bot: BarbuBot, table: Table) -> None:
    """The computer plays every human turn (as the turn timer does) to the table's end."""
    bot.hub.listeners.append(WakeWaiters(fake))
    while table.status == "playing":
        await fake.wait_until(lambda: table.status != "playing" or table.humans_to_act())
        if table.status == "playing":
            await bot.hub.time_out_now(table)
    await bot.table_ui.wait_idle()


async def read_review(fake: FakeDiscord, user: str, message: SeenMessage, custom_id: str) -> str:
    """Every page of a review `user` opens from `message`, turned with Next: its words."""
    answer = await (await fake.click(user, message, custom_id=custom_id)).reply()
    assert answer.ephemeral and answer.components_v2
    said = [answer.text]
    pages = 1
    while True:
        onward = [b for b in answer.buttons if b["custom_id"].endswith(f":{pages}")]
        if not onward:
            return "\n".join(said)
        answer = await (await fake.click(user, answer, custom_id=onward[0]["custom_id"])).reply()
        assert answer.ephemeral and answer.components_v2
        said.append(answer.text)
        pages += 1


# ------------------------------------------------------------------------- Barbu


async def test_a_barbu_deal_is_reviewed_by_players_and_watchers_never_while_it_runs(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    fake.user("alice").global_name = LONG_NAME
    fake.user("erin").locale = "fr"
    bot = await start_barbu_bot(**FAST)
    table = await start_with_computers(fake, bot, "marley")
    await play_until(fake, table, lambda: table.state.deal >= 2)
    thread = table.record.thread_id
    summary = await fake.wait_for_message(
        "alice", lambda m: review_id(table, 0) in custom_ids(m), channel=thread
    )
    assert summary.text.startswith("**Deal 1**") and summary.labels == ["Review"]

    # Alice, a player: privately, the deal as it is now public, with the hands as dealt.
    answer = await (await fake.click("alice", summary, custom_id=review_id(table, 0))).reply()
    assert answer.ephemeral and answer.components_v2
    found = deal_review(table.record.seed, table.record.options, table.record.actions, 0)
    assert found is not None
    contract = answer.texts[0]
    assert contract.startswith("**Marley's Guillotine · deal 1 of 24 · ")
    names = [plain(name) for name in table.names()]
    lines = [line for line in answer.text.split("\n") if line.startswith("**Trick ")]
    assert len(lines) == len(found["tricks"])
    for number, (line, trick) in enumerate(zip(lines, found["tricks"], strict=True), 1):
        leader, winner = names[trick["leader"]], names[trick["winner"]]
        assert line.startswith(f"**Trick {number}**: {leader} led {pretty(trick['cards'][0])}")
        assert line.endswith(f"{winner} took it."), line
    assert LONG_NAME in answer.text
    (picture,) = answer.shown_attachments
    assert picture.description and picture.description.startswith("The hands as dealt: ")
    assert answer.images[0].width == 960
    # Every card it names, in words or alt text, was played to a trick of that deal.
    played = {card for trick in found["tricks"] for card in trick["cards"]}
    shown = {
        parse_card(m.group(0))
        for text in (answer.text, picture.description)
        for m in PRETTY_CARD.finditer(text)
    }
    assert shown and shown <= played

    # Erin, who watches in French: the same deal, in her language.
    watched = await (await fake.click("erin", summary, custom_id=review_id(table, 0))).reply()
    assert watched.ephemeral
    assert "**Pli 1**\u00a0:" in watched.text and "donne 1 sur 24" in watched.texts[0]
    assert watched.shown_attachments[0].description.startswith("Les mains telles que")

    # The deal under way, or one not dealt yet: refused, to a player and to a watcher.
    under_way = await deal_under_way(fake, bot, table)
    for user, language in (("alice", "en"), ("erin", "fr")):
        for deal in (under_way, 99):
            sent = await stale_button(fake, bot, table, deal, user)
            assert await private_answer(sent) == not_over(language)


async def test_every_page_of_a_review_fits_in_every_language(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    """A Barbu deal of 13 tricks with the longest names: each language's review reads
    whole, page after page (the fake refuses a message over Discord's limits)."""
    fake = fake_discord
    fake.user("alice").global_name = LONG_NAME
    bot = await start_barbu_bot(**FAST)
    table = await start_with_computers(fake, bot, "barbu")
    await play_until(fake, table, lambda: table.state.deal >= 2)
    summary = await fake.wait_for_message(
        "alice", lambda m: review_id(table, 0) in custom_ids(m), channel=table.record.thread_id
    )
    found = deal_review(table.record.seed, table.record.options, table.record.actions, 0)
    assert found is not None
    trick = {"en": "**Trick", "fr": "**Pli", "de": "**Stich", "nl": "**Slag"}
    for user, language in zip(("bob", "carol", "dave", "erin"), trick, strict=True):
        fake.user(user).locale = language
        said = await read_review(fake, user, summary, review_id(table, 0))
        assert said.count(trick[language]) == len(found["tricks"]), language


async def test_the_pages_of_a_review_turn_back_to_its_picture(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Shorter pages than Discord needs, so that a Marley deal takes several: Next and
    Previous edit the same private message, the picture on the first page only."""
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    # The module the running bot loaded (each bot loads its extensions afresh).
    monkeypatch.setattr(importlib.import_module("cogs.tables.review"), "PAGE_TEXT", 600)
    table = await start_with_computers(fake, bot, "marley")
    await play_until(fake, table, lambda: table.state.deal >= 2)
    summary = await fake.wait_for_message(
        "alice", lambda m: review_id(table, 0) in custom_ids(m), channel=table.record.thread_id
    )
    first = await (await fake.click("bob", summary, custom_id=review_id(table, 0))).reply()
    assert len(first.shown_attachments) == 1 and "-# Page 1 of " in first.text
    assert first.labels == ["Next page"]
    second = await (await fake.click("bob", first, custom_id=review_id(table, 0, 1))).reply()
    assert second.id == first.id and not second.shown_attachments
    assert "-# Page 2 of " in second.text and second.labels[0] == "Previous page"
    back = await (await fake.click("bob", second, custom_id=review_id(table, 0))).reply()
    assert back.id == first.id and len(back.shown_attachments) == 1
    assert back.text == first.text


@pytest.mark.usefixtures("expanded")
async def test_a_review_in_the_expanded_language_still_fits(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    """The pseudo language, longer than any real one, with the longest name: every page
    of a 13-trick deal's review is accepted by the fake, each message found."""
    fake = fake_discord
    fake.user("alice").global_name = LONG_NAME
    bot = await start_barbu_bot(**FAST)
    table = await start_with_computers(fake, bot, "barbu")
    await play_until(fake, table, lambda: table.state.deal >= 2)
    summary = await fake.wait_for_message(
        "alice", lambda m: review_id(table, 0) in custom_ids(m), channel=table.record.thread_id
    )
    said = await read_review(fake, "alice", summary, review_id(table, 0))
    assert LONG_NAME in said
    # A message the catalogue lacks would show its id.
    assert "tables-review" not in said and "barbu-review" not in said


@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
async def test_a_barbu_review_answers_after_a_restart(
    fake_discord: FakeDiscord,
    start_barbu_bot: StartBarbu,
    backend: str,
    request: pytest.FixtureRequest,
) -> None:
    fake = fake_discord
    database = await database_settings(backend, request)
    bot = await start_barbu_bot(**FAST, **database)
    table = await start_with_computers(fake, bot, "marley")
    await play_until(fake, table, lambda: table.state.deal >= 2)
    summary = await fake.wait_for_message(
        "alice", lambda m: review_id(table, 0) in custom_ids(m), channel=table.record.thread_id
    )
    await bot.close()
    bot = await start_barbu_bot(**FAST, **database)
    restored = bot.hub.get(table.id)
    assert restored is not None and restored.status == "playing"
    answer = await (await fake.click("carol", summary, custom_id=review_id(table, 0))).reply()
    assert answer.ephemeral and "**Trick 1**" in answer.text
    under_way = await deal_under_way(fake, bot, restored)
    sent = await stale_button(fake, bot, restored, under_way, "carol")
    assert await private_answer(sent) == not_over()


async def test_an_abandoned_tables_finished_deals_are_still_reviewed_after_a_restart(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    """Abandoning a table takes back nothing it finished: its first deal's Review answers
    after a restart (the table read back from storage); the deal it stopped in, never."""
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    table = await start_with_computers(fake, bot, "barbu")
    await play_until(fake, table, lambda: table.state.deal >= 2)
    thread = table.record.thread_id
    summary = await fake.wait_for_message(
        "alice", lambda m: review_id(table, 0) in custom_ids(m), channel=thread
    )
    await bot.table_ui.wait_idle()
    done = await (await fake.slash("alice", "barbu abandon", channel=thread)).response()
    assert done is not None and table.status == "abandoned"
    await bot.close()
    bot = await start_barbu_bot(**FAST)
    assert bot.hub.get(table.id) is None
    answer = await (await fake.click("carol", summary, custom_id=review_id(table, 0))).reply()
    assert answer.ephemeral and "**Trick 1**" in answer.text
    # The deal that was under way when it was abandoned is not over: never shown.
    sent = await stale_button(fake, bot, table, table.state.deal - 1, "carol")
    assert await private_answer(sent) == not_over()


# ----------------------------------------------------------------- Gin Slaughtre


async def finished_match(fake: FakeDiscord, bot: BarbuBot) -> tuple[Table, SeenMessage]:
    """Alice against the computer, first to 1, to the end; the final table message."""
    table = await start_against_computer(fake, bot, 1)
    await play_until(fake, table, lambda: table.status != "playing", slaughter_move)
    await fake.wait_until(lambda: table.status == "finished")
    await bot.table_ui.wait_idle()
    last = await fake.wait_for_message(
        "alice", lambda m: review_id(table, 0) in custom_ids(m), channel=table.record.thread_id
    )
    return table, last


@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
async def test_the_last_game_of_a_match_is_reviewed_after_the_end_and_a_restart(
    fake_discord: FakeDiscord,
    start_barbu_bot: StartBarbu,
    backend: str,
    request: pytest.FixtureRequest,
) -> None:
    fake = fake_discord
    database = await database_settings(backend, request)
    bot = await start_barbu_bot(**FAST, **database)
    table, last = await finished_match(fake, bot)
    # The table message's last edit (the match's end) carries it: no summary of its own.
    assert not last.ephemeral and last.labels == ["Review"]

    said = await read_review(fake, "carol", last, review_id(table, 0))
    assert said.startswith("**Gin Slaughtre · review of game 1**")
    assert "upcards when play began" in said and "**1.** " in said
    assert "**Game 1**:" in said  # how it ended
    assert await private_answer(await stale_button(fake, bot, table, 1, "carol")) == not_over()

    # The finished table is no longer held after a restart: it is read back from storage.
    await bot.close()
    bot = await start_barbu_bot(**FAST, **database)
    assert bot.hub.get(table.id) is None
    fake.user("bob").locale = "de"
    again = await read_review(fake, "bob", last, review_id(table, 0))
    assert again.startswith("**Gin Slaughtre · Rückblick auf Spiel 1**")
    assert bot.hub.get(table.id) is None  # nothing of it kept
    assert await private_answer(await stale_button(fake, bot, table, 1, "bob")) == not_over("de")


async def test_a_review_of_a_game_in_progress_is_refused(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    table = await start_against_computer(fake, bot, 3)
    await play_until(fake, table, lambda: table.state.view(None)["turns"] >= 2, slaughter_move)
    under_way = await deal_under_way(fake, bot, table)
    for user in ("alice", "carol"):
        sent = await stale_button(fake, bot, table, under_way, user)
        assert await private_answer(sent) == not_over()


# -------------------------------------------------------------------- Guillotine


# Seed 567 opens day 1 with Robespierre at the head of the line and a computer to play:
# collecting him ends the day before Alice's first turn.
@pytest.mark.parametrize("seed", [None, 567])
async def test_a_guillotine_day_shows_only_what_was_played(
    fake_discord: FakeDiscord,
    start_barbu_bot: StartBarbu,
    monkeypatch: pytest.MonkeyPatch,
    seed: int | None,
) -> None:
    if seed is not None:
        monkeypatch.setattr(seating, "secrets", SimpleNamespace(randbits=lambda _bits: seed))
    fake = fake_discord
    fake.user("carol").locale = "nl"
    bot = await start_barbu_bot(**FAST)
    options: dict[str, Any] = {"players": 3, "computers": 2}
    lobby = await (await fake.slash("alice", "guillotine start", options)).response()
    assert lobby is not None
    table = bot.hub.tables_in(lobby.channel_id)[0]
    await (await fake.click("alice", lobby, label="Start")).response()
    await fake.wait_until(lambda: table.status == "playing")
    thread = table.record.thread_id

    # While a day runs, nothing of it (the computers may have ended day 1 early before
    # Alice's turn came: then the day running is a later one).
    await fake.wait_until(lambda: table.record.table_message_id is not None)
    sent = await stale_button(fake, bot, table, await deal_under_way(fake, bot, table), "carol")
    assert await private_answer(sent) == message_in("nl", "tables-review-not-over")

    await finish_by_computers(fake, bot, table)
    day_one = await fake.wait_for_message(
        "alice", lambda m: review_id(table, 0) in custom_ids(m), channel=thread
    )
    assert day_one.text.startswith("**Day 1 is over.**")
    said = await read_review(fake, "alice", day_one, review_id(table, 0))
    assert said.startswith("**Guillotine · review of day 1**")
    assert "**The line as the day began**" in said and "\n12. " in said
    # The last day, closed by the final standings: on the table message's last edit.
    last = fake.message(table.record.table_message_id, "alice")
    assert review_id(table, 2) in custom_ids(last)
    dutch = await read_review(fake, "carol", last, review_id(table, 2))
    assert dutch.startswith("**Guillotine · terugblik op dag 3**")
    # After a restart, the finished game is read back from storage: the same day.
    await bot.close()
    bot = await start_barbu_bot(**FAST)
    assert bot.hub.get(table.id) is None
    assert await read_review(fake, "carol", last, review_id(table, 2)) == dutch

    # No action card is named that was not played or discarded in the open: the hands
    # (kept to the next day) stay hidden. Played is what any action named (the discard
    # pile at the end is not enough: a card played on day 1 may have been shuffled back
    # into the deck, and drawn into a hand, since).
    state = table.state
    named = {part for _, action in table.record.actions for part in action.split(":")}
    public = (
        (named & set(ACTION_DECK))
        | set(state.view(None)["action_discard"])
        | {c for cards in state.view(None)["face_up"] for c in cards}
    )
    with i18n.speaking("en"):
        from cogs.guillotine.text import card_name

        held = {card_name(c): c for hand in state.hands for c in hand}
        for name, card in held.items():
            if card not in public and all(
                card_name(other) != name for other in ACTION_DECK if other in public
            ):
                assert name not in said, name
