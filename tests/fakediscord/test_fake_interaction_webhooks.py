"""The interaction webhook after a click: the clicked message edited through `@original`
after a deferred update (DEFERRED_UPDATE_MESSAGE, type 6), ephemeral follow-ups, their
edits and deletion; outside the global rate limit, 5 requests per 2 s per token, dead
after 15 minutes (faults.InteractionRateLimits, webhooks.py)."""

from __future__ import annotations

import io
from typing import Any

import aiohttp
import discord
import pytest

from .botrun import running
from .components_v2 import IS_COMPONENTS_V2
from .seen import SeenMessage
from .server import FakeDiscord
from .tinybot import TinyBot, general, png

ORIGINAL = "PATCH /webhooks/{application_id}/{token}/messages/{message_id}"
FOLLOWUP = "POST /webhooks/{application_id}/{token}"
CALLBACK = "POST /interactions/{interaction_id}/{token}/callback"


def table(words: str, clicks: list[discord.Interaction], image: str | None = None) -> Any:
    """A V2 table message whose "Your hand" button is answered with a deferred update."""
    button: discord.ui.Button[Any] = discord.ui.Button(label="Your hand", custom_id="v2:hand")

    async def deferred(interaction: discord.Interaction) -> None:
        clicks.append(interaction)
        await interaction.response.defer()  # on a component: DEFERRED_UPDATE_MESSAGE

    button.callback = deferred  # type: ignore[method-assign]
    children: list[discord.ui.Item[Any]] = [discord.ui.TextDisplay(words)]
    if image is not None:
        gallery = discord.MediaGalleryItem(f"attachment://{image}", description="The table")
        children.append(discord.ui.MediaGallery(gallery))
    children.append(discord.ui.ActionRow(button))
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(discord.ui.Container(*children))
    return view


def picture(name: str) -> discord.File:
    return discord.File(io.BytesIO(png(40, 30)), filename=name)


async def clicked(
    fake: FakeDiscord, tiny: TinyBot, clicks: list[discord.Interaction]
) -> tuple[SeenMessage, discord.Interaction, Any]:
    """The table message, alice's click on it (deferred) and the fake's record of it."""
    message = await general(fake, tiny).send(
        view=table("Deal 1 · Alice to play", clicks, "t1.png"), file=picture("t1.png")
    )
    sent = await fake.click("alice", fake.message(message.id), label="Your hand")
    assert await sent.response() is not None  # the deferred update: the clicked message
    return fake.message(message.id), clicks[-1], sent


async def webhook(
    fake: FakeDiscord, method: str, token: str, tail: str = "", body: Any = None
) -> tuple[int, Any, Any]:
    """A raw request to an interaction's webhook (no bot token: the path's token is the
    authentication)."""
    url = f"{fake.api_base}/webhooks/{fake.world.application_id}/{token}{tail}"
    async with aiohttp.ClientSession() as http, http.request(method, url, json=body) as answer:
        data = await answer.json() if answer.status != 204 else None
        return answer.status, answer.headers, data


async def test_after_a_deferred_click_original_edits_the_clicked_message(
    fake_discord: FakeDiscord, tiny: TinyBot
) -> None:
    fake, clicks = fake_discord, []
    message, interaction, sent = await clicked(fake, tiny, clicks)
    assert fake.recorder.find(CALLBACK)[-1].json["type"] == 6
    counted = fake.global_limit.counted

    edited = await interaction.edit_original_response(
        view=table("Deal 1 · Bob to play", clicks, "t2.png"), attachments=[picture("t2.png")]
    )

    request = fake.recorder.find(ORIGINAL)[-1]
    assert request.params["message_id"] == "@original" and request.status == 200
    assert request.json["flags"] & IS_COMPONENTS_V2
    assert edited.id == message.id and (await sent.reply()).id == message.id
    now = fake.message(message.id, "bob")
    assert now.texts == ["Deal 1 · Bob to play"] and now.edited
    assert [a.filename for a in now.shown_attachments] == ["t2.png"]
    # The webhook is outside the bot's global limit, and counted per interaction instead.
    assert fake.global_limit.counted == counted
    assert fake.interaction_limits.counted >= 1


async def test_an_ephemeral_v2_followup_is_the_clickers_alone_until_deleted(
    fake_discord: FakeDiscord, tiny: TinyBot
) -> None:
    fake, clicks = fake_discord, []
    _, interaction, sent = await clicked(fake, tiny, clicks)

    hand = await interaction.followup.send(
        view=table("Your hand: 7♠ Q♥", clicks, "hand.png"),
        file=picture("hand.png"),
        ephemeral=True,
        wait=True,
    )

    assert fake.recorder.find(FOLLOWUP)[-1].json["flags"] == IS_COMPONENTS_V2 | 64
    seen = fake.message(hand.id, "alice")
    assert seen.ephemeral and seen.components_v2 and seen.texts == ["Your hand: 7♠ Q♥"]
    assert [m.id for m in sent.followups()] == [hand.id]
    assert hand.id not in [m.id for m in fake.visible_messages("bob")]

    await interaction.followup.edit_message(hand.id, view=table("Your hand: 7♠", clicks))
    assert fake.message(hand.id, "alice").texts == ["Your hand: 7♠"]
    await interaction.followup.delete_message(hand.id)
    assert hand.id not in [m.id for m in fake.visible_messages("alice")]


async def test_the_webhook_is_limited_per_token_and_not_by_the_global_limit(
    fake_discord: FakeDiscord, tiny: TinyBot
) -> None:
    fake, clicks = fake_discord, []
    _, first, _ = await clicked(fake, tiny, clicks)
    _, second, _ = await clicked(fake, tiny, clicks)
    fake.global_limit.limit = 0  # the bot's global budget is spent: channel routes are refused
    body = {"components": [{"type": 10, "content": "Deal 1 · Carol to play"}]}
    refused_globally = fake.global_limit.refused

    answers = [await webhook(fake, "PATCH", first.token, "/messages/@original", body)]
    answers += [await webhook(fake, "PATCH", first.token, "/messages/@original", body)]
    answers += [await webhook(fake, "GET", first.token, "/messages/@original")]
    answers += [await webhook(fake, "PATCH", first.token, "/messages/@original", body)]
    answers += [await webhook(fake, "PATCH", first.token, "/messages/@original", body)]
    status, headers, data = await webhook(fake, "PATCH", first.token, "/messages/@original", body)

    assert [a[0] for a in answers] == [200] * 5
    assert [a[1]["X-RateLimit-Remaining"] for a in answers] == ["4", "3", "2", "1", "0"]
    assert {a[1]["X-RateLimit-Limit"] for a in answers} == {"5"}
    assert status == 429 and data["global"] is False and data["code"] == 0
    assert 0 < data["retry_after"] <= 2.0 and data["message"] == "You are being rate limited."
    assert headers["Via"] and headers["X-RateLimit-Scope"] == "user"
    assert "X-RateLimit-Global" not in headers and int(headers["Retry-After"]) >= 1
    assert fake.interaction_limits.refused == 1 and fake.global_limit.refused == refused_globally

    # Another interaction's token has a bucket of its own; the first one's empties in 2 s.
    status, _, _ = await webhook(fake, "GET", second.token, "/messages/@original")
    assert status == 200
    fake.clock.advance(2.0)
    status, _, _ = await webhook(fake, "PATCH", first.token, "/messages/@original", body)
    assert status == 200


async def test_tokens_die_after_15_minutes_on_the_fakes_clock(
    fake_discord: FakeDiscord, tiny: TinyBot
) -> None:
    fake, clicks = fake_discord, []
    _, interaction, _ = await clicked(fake, tiny, clicks)
    hand = await interaction.followup.send("Your hand", ephemeral=True, wait=True)

    fake.clock.advance(fake.limits.token_lifetime + 1)

    attempts = [
        interaction.edit_original_response(view=table("late", clicks)),
        interaction.followup.send("late", ephemeral=True),
        interaction.followup.edit_message(hand.id, content="late"),
        interaction.followup.delete_message(hand.id),
    ]
    for attempt in attempts:
        with pytest.raises(discord.HTTPException) as refused:
            await attempt
        assert refused.value.status == 401 and refused.value.code == 50027
    assert fake.requests[-1].response == {"message": "Invalid Webhook Token", "code": 50027}


async def test_a_followup_answers_with_its_message_whatever_wait_says(
    fake_discord: FakeDiscord, tiny: TinyBot
) -> None:
    fake, clicks = fake_discord, []
    _, interaction, sent = await clicked(fake, tiny, clicks)
    body = {"flags": IS_COMPONENTS_V2 | 64, "components": [{"type": 10, "content": "Your turn"}]}

    status, _, data = await webhook(fake, "POST", interaction.token, "", body)  # no ?wait

    assert status == 200 and data["flags"] == IS_COMPONENTS_V2 | 64
    assert fake.message(int(data["id"]), "alice").texts == ["Your turn"]
    assert [m.id for m in sent.followups()] == [int(data["id"])]
    assert int(data["id"]) not in [m.id for m in fake.visible_messages("bob")]


async def test_discord_py_waits_out_a_tokens_bucket_instead_of_hitting_429() -> None:
    # A short window, so that discord.py's own wait (it reads X-RateLimit-Remaining: 0 and
    # X-RateLimit-Reset-After) stays short; the limit is the real one.
    async with FakeDiscord(interaction_rate_window=0.2) as fake:
        bot = TinyBot(fake.world.guild.id)
        async with running(bot, fake):
            clicks: list[discord.Interaction] = []
            message, interaction, _ = await clicked(fake, bot, clicks)
            for deal in range(7):
                await interaction.edit_original_response(view=table(f"Deal {deal}", clicks))

            edits = fake.recorder.find(ORIGINAL)
            assert [r.status for r in edits] == [200] * 7
            assert fake.interaction_limits.refused == 0
            assert fake.message(message.id).texts == ["Deal 6"]


async def test_a_click_on_an_ephemeral_hand_edits_that_hand_through_original(
    fake_discord: FakeDiscord, tiny: TinyBot
) -> None:
    fake, clicks = fake_discord, []
    _, first, _ = await clicked(fake, tiny, clicks)
    hand = await first.followup.send(view=table("Your hand", clicks), ephemeral=True, wait=True)

    click = await fake.click("alice", fake.message(hand.id, "alice"), label="Your hand")
    await click.response()
    await clicks[-1].edit_original_response(view=table("Your hand: 7♠", clicks))

    assert (await click.reply()).id == hand.id  # the clicked ephemeral message is @original
    assert fake.message(hand.id, "alice").texts == ["Your hand: 7♠"]
    assert fake.message(hand.id, "alice").ephemeral
