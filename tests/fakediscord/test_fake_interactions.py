"""The fake driven as users against a tiny real discord.py bot: slash commands, buttons,
selects, ephemeral replies, files, modals, and the interaction deadlines."""

from __future__ import annotations

import asyncio

import aiohttp
import discord
import pytest

from .server import FakeDiscord
from .tinybot import TinyBot

CALLBACK = "POST /interactions/{interaction_id}/{token}/callback"


async def test_slash_command_with_subcommand_and_options(fake_discord: FakeDiscord, tiny: TinyBot):
    sent = await fake_discord.slash("alice", "barbu start", {"players": 3})
    reply = await sent.response()

    assert reply is not None and reply.content == "Table: alice (3 seats)"
    assert reply.labels == ["Join", "Your hand", "Closed"]
    assert tiny.interactions[0].namespace.players == 3
    assert [m.content for m in fake_discord.visible_messages("bob")] == [reply.content]


async def test_slash_refuses_what_the_discord_client_would_not_send(
    fake_discord: FakeDiscord, tiny: TinyBot
):
    with pytest.raises(LookupError, match="not registered"):
        await fake_discord.slash("alice", "poker start")
    with pytest.raises(LookupError, match="no subcommand"):
        await fake_discord.slash("alice", "barbu deal")
    with pytest.raises(LookupError, match="no option"):
        await fake_discord.slash("alice", "barbu start", {"seats": 3})


async def test_button_click_updates_the_message(fake_discord: FakeDiscord, tiny: TinyBot):
    lobby = await (await fake_discord.slash("alice", "barbu start")).response()
    assert lobby is not None

    updated = await (await fake_discord.click("bob", lobby, label="Join")).response()

    assert updated is not None and updated.id == lobby.id
    assert updated.content == "Table: alice, bob"
    assert fake_discord.message(lobby.id).edited
    with pytest.raises(ValueError, match="disabled"):
        await fake_discord.click("bob", lobby, label="Closed")


async def test_ephemeral_reply_with_png_is_seen_only_by_its_user(
    fake_discord: FakeDiscord, tiny: TinyBot
):
    lobby = await (await fake_discord.slash("alice", "barbu start")).response()
    assert lobby is not None

    hand = await (await fake_discord.click("alice", lobby, label="Your hand")).response()

    assert hand is not None and hand.ephemeral
    assert [m.id for m in fake_discord.ephemeral_messages("alice")] == [hand.id]
    assert fake_discord.ephemeral_messages("bob") == []
    assert hand.id not in [m.id for m in fake_discord.visible_messages("bob")]
    (image,) = hand.images
    assert image.size == (120, 80) and image.getpixel((0, 0)) == (0, 128, 0)
    with pytest.raises(LookupError, match="cannot see"):
        await fake_discord.select("bob", hand, ["QS"])
    channel = tiny.get_channel(fake_discord.channel().id)
    assert isinstance(channel, discord.TextChannel)
    with pytest.raises(discord.NotFound):  # ephemeral messages are not in the channel
        await channel.fetch_message(hand.id)


async def test_select_menu(fake_discord: FakeDiscord, tiny: TinyBot):
    lobby = await (await fake_discord.slash("alice", "barbu start")).response()
    assert lobby is not None
    hand = await (await fake_discord.click("alice", lobby, label="Your hand")).response()
    assert hand is not None

    with pytest.raises(ValueError, match="not all offered"):
        await fake_discord.select("alice", hand, ["AS"])
    played = await (await fake_discord.select("alice", hand, ["TH"])).response()

    assert played is not None and played.id == hand.id
    assert played.content == "You played TH"
    assert played.components == [] and played.attachments == []


async def test_deferred_reply_with_file_upload(fake_discord: FakeDiscord, tiny: TinyBot):
    sent = await fake_discord.slash("bob", "barbu score")

    reply = await sent.reply()

    assert reply.content == "Scores" and not reply.loading
    assert [a.filename for a in reply.attachments] == ["scores.png"]
    assert reply.images[0].size == (64, 32)
    callback = fake_discord.recorder.find(CALLBACK)[0]
    assert callback.json["type"] == 5
    upload = await fake_discord.wait_for_request("POST /webhooks/{application_id}/{token}")
    assert upload.files[0].filename == "scores.png"


async def test_modal(fake_discord: FakeDiscord, tiny: TinyBot):
    shown = await fake_discord.slash("carol", "barbu rename")
    await shown.response()
    assert shown.modal is not None and shown.modal["title"] == "Table name"

    submitted = await fake_discord.submit_modal("carol", shown, {"tiny:name": "Le Barbu"})

    reply = await submitted.response()
    assert reply is not None and reply.content == "Table named Le Barbu"


async def test_late_acknowledgement_fails_like_discord(fake_discord: FakeDiscord, tiny: TinyBot):
    await fake_discord.slash("alice", "barbu slow")
    fake_discord.clock.advance(fake_discord.limits.ack_deadline + 0.1)
    tiny.gate.set()

    callback = await fake_discord.wait_for_request(CALLBACK)

    assert callback.status == 404 and callback.response["code"] == 10062
    await asyncio.wait_for(tiny.failed.wait(), 2)  # bot-side state: wait on the bot's event
    assert isinstance(tiny.errors[0], discord.NotFound) and tiny.errors[0].code == 10062


async def test_second_acknowledgement_is_refused(fake_discord: FakeDiscord, tiny: TinyBot):
    sent = await fake_discord.slash("alice", "barbu start")
    await sent.response()
    url = f"{fake_discord.api_base}/interactions/{sent.id}/{sent.interaction.token}/callback"

    again = {"type": 4, "data": {"content": "again"}}
    async with aiohttp.ClientSession() as http, http.post(url, json=again) as response:
        body = await response.json()

    assert response.status == 400 and body["code"] == 40060


async def test_interaction_token_expires_after_15_minutes(fake_discord: FakeDiscord, tiny: TinyBot):
    sent = await fake_discord.slash("alice", "barbu start")
    await sent.response()
    interaction = tiny.interactions[0]
    await interaction.edit_original_response(content="still fresh")
    assert fake_discord.message(sent.interaction.original_message_id or 0).content == "still fresh"

    fake_discord.clock.advance(fake_discord.limits.token_lifetime + 1)

    with pytest.raises(discord.HTTPException) as raised:
        await interaction.edit_original_response(content="too late")
    assert raised.value.status == 401 and raised.value.code == 50027


async def test_original_response_and_ephemeral_followup(fake_discord: FakeDiscord, tiny: TinyBot):
    sent = await fake_discord.slash("alice", "barbu start")
    await sent.response()
    interaction = tiny.interactions[0]

    original = await interaction.original_response()
    secret = await interaction.followup.send("just for you", ephemeral=True, wait=True)

    assert original.id == sent.interaction.original_message_id
    assert [m.content for m in sent.followups()] == ["just for you"]
    assert [m.id for m in fake_discord.ephemeral_messages("alice")] == [secret.id]
    assert fake_discord.ephemeral_messages("bob") == []
    await interaction.delete_original_response()
    assert sent.original() is None
    assert [m.content for m in fake_discord.visible_messages("bob")] == []
