"""The fake's REST API: headers, limits, rate limiting, injected faults, threads, CDN."""

from __future__ import annotations

import io
import time
from typing import Any

import aiohttp
import discord
import pytest
from discord.http import Route

from .http import header_params, parse_multipart
from .model import BOT_PERMISSIONS, CREATE_PUBLIC_THREADS
from .plugin import StartClient
from .server import FakeDiscord
from .tinybot import TinyBot, general, png

SEND = "POST /channels/{channel_id}/messages"


async def test_json_content_type_rate_limit_headers_and_auth(fake_discord: FakeDiscord):
    headers = {"Authorization": f"Bot {fake_discord.token}"}
    async with aiohttp.ClientSession() as http:
        async with http.get(f"{fake_discord.api_base}/users/@me", headers=headers) as ok:
            me = await ok.json()
        async with http.get(f"{fake_discord.api_base}/users/@me") as anonymous:
            refused = await anonymous.json()

    assert ok.headers["Content-Type"] == "application/json"
    assert me["id"] == str(fake_discord.world.bot.id) and me["bot"] is True
    assert {"X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset-After"} <= set(
        ok.headers
    )
    assert anonymous.status == 401 and refused["message"] == "401: Unauthorized"


async def test_bucket_overflow_answers_429_with_via_and_retry_after():
    async with (
        FakeDiscord(rate_limit=2, rate_limit_window=30) as fake,
        aiohttp.ClientSession() as http,
    ):
        headers = {"Authorization": f"Bot {fake.token}"}
        url = f"{fake.api_base}/channels/{fake.channel().id}/messages"
        statuses = []
        for _ in range(3):
            async with http.get(url, headers=headers) as response:
                statuses.append(response.status)
                body = await response.json()

    assert statuses == [200, 200, 429]
    assert response.headers["Via"] and response.headers["X-RateLimit-Remaining"] == "0"
    assert 0 < body["retry_after"] <= 30 and body["global"] is False


async def test_discord_py_waits_for_an_exhausted_bucket_instead_of_hitting_429(
    fake_discord: FakeDiscord, tiny: TinyBot
):
    fake_discord.rate_limits.limit, fake_discord.rate_limits.per = 2, 0.2
    channel = general(fake_discord, tiny)
    for text in ("one", "two", "three"):
        await channel.send(text)

    assert [r.status for r in fake_discord.recorder.find(SEND)] == [200, 200, 200]


@pytest.mark.parametrize("is_global", [False, True])
async def test_injected_429_is_retried_by_discord_py(
    fake_discord: FakeDiscord, tiny: TinyBot, is_global: bool
):
    fake_discord.faults.rate_limit(SEND, retry_after=0.01, is_global=is_global)

    message = await general(fake_discord, tiny).send("hello")

    assert [r.status for r in fake_discord.recorder.find(SEND)] == [429, 200]
    assert fake_discord.recorder.find(SEND)[0].response["retry_after"] == 0.01
    assert fake_discord.message(message.id, "bob").content == "hello"


async def test_injected_server_error_and_latency(fake_discord: FakeDiscord, tiny: TinyBot):
    channel = general(fake_discord, tiny)
    fake_discord.faults.server_error(SEND, status=503)
    with pytest.raises(discord.DiscordServerError):
        await channel.send("lost")

    fake_discord.faults.latency(0.1, SEND, times=1)
    started = time.monotonic()
    await channel.send("slow")
    assert time.monotonic() - started >= 0.1
    assert [r.status for r in fake_discord.recorder.find(SEND)] == [503, 200]


BAD_MESSAGES: dict[str, dict[str, Any]] = {
    "content": {"content": "x" * 2001},
    "rows": {
        "components": [
            {"type": 1, "components": [{"type": 2, "style": 1, "label": "b", "custom_id": f"r{i}"}]}
            for i in range(6)
        ]
    },
    "buttons": {
        "components": [
            {
                "type": 1,
                "components": [
                    {"type": 2, "style": 1, "label": "b", "custom_id": f"b{i}"} for i in range(6)
                ],
            }
        ]
    },
    "options": {
        "components": [
            {
                "type": 1,
                "components": [
                    {
                        "type": 3,
                        "custom_id": "menu",
                        "options": [{"label": str(i), "value": str(i)} for i in range(26)],
                    }
                ],
            }
        ]
    },
    "custom_id": {
        "components": [
            {
                "type": 1,
                "components": [{"type": 2, "style": 1, "label": "b", "custom_id": "x" * 101}],
            }
        ]
    },
    "empty": {"content": ""},
}


@pytest.mark.parametrize("case", sorted(BAD_MESSAGES))
async def test_message_limits(fake_discord: FakeDiscord, tiny: TinyBot, case: str):
    route = Route("POST", "/channels/{channel_id}/messages", channel_id=fake_discord.channel().id)

    with pytest.raises(discord.HTTPException) as raised:
        await tiny.http.request(route, json=BAD_MESSAGES[case])

    assert raised.value.status == 400
    assert raised.value.code == (50006 if case == "empty" else 50035)


async def test_an_edit_may_take_the_buttons_but_not_leave_a_message_empty(
    fake_discord: FakeDiscord, tiny: TinyBot
):
    view = discord.ui.View()
    view.add_item(discord.ui.Button(label="Join", custom_id="join"))
    channel = general(fake_discord, tiny)
    text = await channel.send("A lobby", view=view)
    only_buttons = await channel.send(view=view)

    await text.edit(view=None)  # components: []
    assert fake_discord.message(text.id).components == []
    assert fake_discord.message(text.id).content == "A lobby"
    with pytest.raises(discord.HTTPException) as raised:
        await only_buttons.edit(view=None)
    assert (raised.value.status, raised.value.code) == (400, 50006)
    with pytest.raises(discord.HTTPException) as raised:
        await text.edit(content="")
    assert (raised.value.status, raised.value.code) == (400, 50006)
    assert fake_discord.message(only_buttons.id).buttons  # a refused edit changes nothing


async def test_at_the_limits_is_accepted(fake_discord: FakeDiscord, tiny: TinyBot):
    view = discord.ui.View()
    for i in range(25):
        view.add_item(discord.ui.Button(label=str(i), custom_id=f"{i:0>100}"))

    message = await general(fake_discord, tiny).send("x" * 2000, view=view)

    assert len(fake_discord.message(message.id).buttons) == 25


async def test_files_threads_and_attachment_download(fake_discord: FakeDiscord, tiny: TinyBot):
    channel = general(fake_discord, tiny)
    file = discord.File(fp=io.BytesIO(png(30, 20)), filename="table.png")
    message = await channel.send("Table", file=file)

    thread = await message.create_thread(name="Barbu table 1")
    await thread.send("first deal")
    await message.edit(content="Table (in thread)")

    assert thread.id == message.id and thread.parent_id == channel.id
    seen = fake_discord.visible_messages("carol", thread.id)
    assert [m.content for m in seen] == ["first deal"]
    assert fake_discord.message(message.id).images[0].size == (30, 20)
    downloaded = await message.attachments[0].read()
    assert downloaded == png(30, 20)
    with pytest.raises(discord.HTTPException) as raised:
        await message.create_thread(name="again")
    assert raised.value.code == 160004


async def test_thread_needs_the_permission(fake_discord: FakeDiscord, start_client: StartClient):
    fake_discord.world.set_bot_permissions(BOT_PERMISSIONS & ~CREATE_PUBLIC_THREADS)
    bot = TinyBot(fake_discord.world.guild.id)
    await start_client(bot)
    channel = general(fake_discord, bot)
    assert not channel.permissions_for(channel.guild.me).create_public_threads
    assert channel.permissions_for(channel.guild.me).send_messages

    message = await channel.send("Table")
    with pytest.raises(discord.Forbidden) as raised:
        await message.create_thread(name="no")
    assert raised.value.code == 50013


async def test_thread_archive_lock_delete_and_typing(fake_discord: FakeDiscord, tiny: TinyBot):
    message = await general(fake_discord, tiny).send("Table")
    thread = await message.create_thread(name="Barbu table 2")
    await thread.typing()

    await thread.edit(archived=True)
    await thread.send("back")  # sending unarchives an unlocked thread
    assert not fake_discord.world.guild.channels[thread.id].archived
    await thread.edit(archived=True, locked=True)
    with pytest.raises(discord.HTTPException) as raised:
        await thread.send("locked out")
    assert raised.value.code == 50083

    await thread.delete()
    with pytest.raises(discord.NotFound):
        await tiny.fetch_channel(thread.id)


async def test_multipart_bodies_are_read_as_discord_reads_them() -> None:
    form = aiohttp.FormData(quote_fields=False)  # as discord.py builds an upload
    form.add_field("payload_json", '{"content": "hi"}', content_type="application/json")
    image = b"\x89PNG\r\n--not a boundary\r\n\r\nend"
    form.add_field("files[0]", image, filename='odd "name" é.png', content_type="image/png")
    payload = form()

    body, files = parse_multipart(await payload.as_bytes(), payload.content_type)

    assert body == {"content": "hi"}
    [upload] = files
    assert (upload.field, upload.filename, upload.content_type) == (
        "files[0]",
        'odd "name" é.png',
        "image/png",
    )
    assert upload.data == image
    assert header_params("attachment; filename*=utf-8''%C3%A9t%C3%A9.png") == {
        "filename": "été.png"
    }
    with pytest.raises(ValueError):
        parse_multipart(b"--x\r\n\r\n--x--", "multipart/form-data")  # no boundary given
