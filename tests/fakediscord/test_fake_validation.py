"""The fake refuses what Discord refuses, with Discord's error shape: requests checked
against Discord's published API description, the limits beyond it, mentions, and the
global rate limit."""

from __future__ import annotations

import io
from typing import Any

import aiohttp
import discord
import pytest

from .model import BOT_PERMISSIONS, MENTION_EVERYONE
from .server import FakeDiscord
from .tinybot import TinyBot, general
from .validation import EXEMPTIONS, api_description


async def post(fake: FakeDiscord, path: str, body: Any, method: str = "POST") -> tuple[int, Any]:
    headers = {"Authorization": f"Bot {fake.token}"}
    async with (
        aiohttp.ClientSession() as http,
        http.request(method, f"{fake.api_base}{path}", json=body, headers=headers) as answer,
    ):
        return answer.status, await answer.json()


def button(**fields: Any) -> dict[str, Any]:
    return {"type": 1, "components": [{"type": 2, "style": 1, "custom_id": "b", **fields}]}


def field_errors(body: dict[str, Any], *path: str) -> list[dict[str, str]]:
    node = body["errors"]
    for part in path:
        node = node[part]
    return node["_errors"]


async def test_the_old_card_back_button_is_refused_as_discord_refuses_it(
    fake_discord: FakeDiscord, tiny: TinyBot
) -> None:
    view = discord.ui.View()
    view.add_item(discord.ui.Button(label="Your hand", emoji="🂠", custom_id="hand"))
    with pytest.raises(discord.HTTPException) as refused:
        await general(fake_discord, tiny).send("table", view=view)
    assert refused.value.status == 400 and refused.value.code == 50035
    body = fake_discord.requests[-1].response
    assert field_errors(body, "components", "0", "components", "0", "emoji", "name") == [
        {"code": "BUTTON_COMPONENT_INVALID_EMOJI", "message": "Invalid emoji"}
    ]
    # A real emoji, and a custom one by its id, pass.
    view = discord.ui.View()
    view.add_item(discord.ui.Button(label="Your hand", emoji="🃏", custom_id="hand"))
    view.add_item(discord.ui.Button(emoji=discord.PartialEmoji(name="card", id=42), custom_id="c"))
    await general(fake_discord, tiny).send("table", view=view)


@pytest.mark.parametrize(
    ("component", "path", "code"),
    [
        (
            button(label="Pass", emoji={"name": "→"}),
            ("emoji", "name"),
            "BUTTON_COMPONENT_INVALID_EMOJI",
        ),
        (
            button(label="Custom", emoji={"name": "card"}),
            ("emoji", "name"),
            "BUTTON_COMPONENT_INVALID_EMOJI",
        ),
        (button(label="x" * 81), ("label",), "BASE_TYPE_MAX_LENGTH"),
        (button(label="ok", style=9), ("style",), "BASE_TYPE_CHOICES"),
        (
            {"type": 1, "components": [{"type": 99, "custom_id": "u"}]},
            ("type",),
            "UNION_TYPE_CHOICES",
        ),
    ],
)
async def test_components_are_checked_field_by_field(
    fake_discord: FakeDiscord, component: dict[str, Any], path: tuple[str, ...], code: str
) -> None:
    channel = fake_discord.channel("general").id
    status, body = await post(
        fake_discord, f"/channels/{channel}/messages", {"content": "x", "components": [component]}
    )
    assert status == 400 and body["code"] == 50035 and body["message"] == "Invalid Form Body"
    assert field_errors(body, "components", "0", "components", "0", *path)[0]["code"] == code


async def test_a_select_option_emoji_is_checked_too(fake_discord: FakeDiscord) -> None:
    options = [{"label": "Ace", "value": "a", "emoji": {"name": "🂡"}}]
    menu = {"type": 1, "components": [{"type": 3, "custom_id": "m", "options": options}]}
    channel = fake_discord.channel("general").id
    status, body = await post(
        fake_discord, f"/channels/{channel}/messages", {"content": "x", "components": [menu]}
    )
    assert status == 400
    assert (
        field_errors(body, "components", "0", "components", "0", "options", "0", "emoji", "name")[
            0
        ]["code"]
        == "BUTTON_COMPONENT_INVALID_EMOJI"
    )


@pytest.mark.parametrize(
    ("body", "path", "code"),
    [
        ({"content": 5}, ("content",), "STRING_TYPE_CONVERT"),
        ({"content": "x", "embeds": {"title": "no list"}}, ("embeds",), "LIST_TYPE_CONVERT"),
        (
            {"content": "x", "allowed_mentions": {"users": ["@me"]}},
            ("allowed_mentions", "users", "0"),
            "NUMBER_TYPE_COERCE",
        ),
        (
            {"content": "x", "message_reference": {"message_id": "abc"}},
            ("message_reference", "message_id"),
            "NUMBER_TYPE_COERCE",
        ),
        ({"content": "x" * 2001}, ("content",), "BASE_TYPE_MAX_LENGTH"),
        (
            {"content": "x", "embeds": [{"description": "d" * 4000}, {"description": "d" * 2001}]},
            ("embeds",),
            "MAX_EMBED_SIZE_EXCEEDED",
        ),
    ],
)
async def test_malformed_bodies_name_the_field(
    fake_discord: FakeDiscord, body: dict[str, Any], path: tuple[str, ...], code: str
) -> None:
    channel = fake_discord.channel("general").id
    status, answer = await post(fake_discord, f"/channels/{channel}/messages", body)
    assert status == 400 and answer["code"] == 50035
    assert field_errors(answer, *path)[0]["code"] == code


async def test_callback_errors_nest_under_data_and_query_is_checked(
    fake_discord: FakeDiscord,
) -> None:
    api = api_description()
    callback = api.operation("POST", "/interactions/1/token/callback")
    assert callback is not None
    with pytest.raises(Exception) as refused:
        callback.check({}, {"type": 4, "data": {"components": [button(label="x" * 81)]}})
    errors = refused.value.body()["errors"]  # type: ignore[attr-defined]
    assert "label" in errors["data"]["components"]["0"]["components"]["0"]
    with pytest.raises(Exception) as refused:
        callback.check({"with_response": "maybe"}, {"type": 6})
    assert "with_response" in refused.value.body()["errors"]  # type: ignore[attr-defined]
    callback.check({"with_response": "1"}, {"type": 6})  # discord.py's 1/0: an exemption
    assert any(e.where == "query booleans" for e in EXEMPTIONS)


async def test_a_route_discord_does_not_have_is_not_found(fake_discord: FakeDiscord) -> None:
    assert api_description().operation("POST", "/channels/1/dance") is None
    assert api_description().operation("GET", "/users/@me") is not None


async def test_uploads_over_the_limit_are_too_large(
    fake_discord: FakeDiscord, tiny: TinyBot
) -> None:
    big = discord.File(io.BytesIO(b"\0" * (10 * 1024 * 1024 + 1)), filename="big.png")
    with pytest.raises(discord.HTTPException) as refused:
        await general(fake_discord, tiny).send("big", file=big)
    assert refused.value.status == 413 and refused.value.code == 40005


async def test_mentions_are_resolved_from_content_and_allowed_mentions(
    fake_discord: FakeDiscord, tiny: TinyBot
) -> None:
    fake = fake_discord
    fake.world.set_bot_permissions(BOT_PERMISSIONS | MENTION_EVERYONE)
    alice, bob = fake.user("alice"), fake.user("bob")
    role = fake.world.players_role
    channel = general(fake, tiny)
    text = f"@everyone <@{alice.id}> <@!{bob.id}> <@&{role.id}>"

    await channel.send(text)  # no allowed_mentions: Discord parses everything
    everything = fake.world.pings[-1].mentions
    assert everything.everyone and set(everything.users) == {alice.id, bob.id}
    assert everything.roles == [role.id]

    only_alice = discord.AllowedMentions(everyone=False, roles=False, users=[alice])
    message = await channel.send(text, allowed_mentions=only_alice)
    assert fake.world.pings[-1].mentions.users == [alice.id]
    assert not fake.world.pings[-1].mentions.everyone
    assert [m.id for m in message.mentions] == [alice.id]

    pings = len(fake.world.pings)
    await message.edit(content=f"<@{bob.id}>", allowed_mentions=discord.AllowedMentions.all())
    assert len(fake.world.pings) == pings  # an edit notifies nobody
    assert fake.world.messages[message.id].mention_user_ids == [bob.id]

    await channel.send("\\@everyone @\u200beveryone")  # escaped: no mention
    assert len(fake.world.pings) == pings


async def test_the_global_limit_answers_429_across_routes() -> None:
    async with FakeDiscord(global_rate_limit=3) as fake:
        channel = fake.channel("general").id
        statuses = []
        for path in ("/users/@me", f"/channels/{channel}", "/users/@me", f"/channels/{channel}"):
            headers = {"Authorization": f"Bot {fake.token}"}
            async with (
                aiohttp.ClientSession() as http,
                http.get(f"{fake.api_base}{path}", headers=headers) as answer,
            ):
                statuses.append(answer.status)
                last, body = answer.headers, await answer.json()
        assert statuses == [200, 200, 200, 429]
        assert last["X-RateLimit-Global"] == "true" and last["X-RateLimit-Scope"] == "global"
        assert body["global"] is True and body["retry_after"] > 0
        assert fake.global_limit.refused == 1
        fake.clock.advance(1.0)
        status, _ = await post(fake, "/users/@me", None, method="GET")
        assert status == 200


async def test_command_localizations_are_checked_as_discord_checks_them(
    fake_discord: FakeDiscord,
) -> None:
    fake = fake_discord
    path = f"/applications/{fake.world.application_id}/commands"

    def command(**fields: Any) -> list[dict[str, Any]]:
        return [{"name": "help", "description": "Help", "type": 1, **fields}]

    # Keys are Discord's locales ("fr", not "fr-FR"); a name stays a valid lowercase name.
    status, body = await post(fake, path, command(name_localizations={"fr-FR": "aide"}), "PUT")
    assert status == 400 and field_errors(body, "0", "name_localizations", "fr-FR")
    status, body = await post(fake, path, command(name_localizations={"de": "Hilfe"}), "PUT")
    assert field_errors(body, "0", "name_localizations", "de")[0]["code"] == (
        "APPLICATION_COMMAND_INVALID_NAME"
    )
    status, body = await post(fake, path, command(name_localizations={"nl": "hulp nodig"}), "PUT")
    assert status == 400
    long = {"fr": "x" * 101}
    status, body = await post(fake, path, command(description_localizations=long), "PUT")
    assert field_errors(body, "0", "description_localizations", "fr")[0]["code"] == (
        "BASE_TYPE_BAD_LENGTH"
    )
    # Accepted ones are kept, as Discord keeps them.
    good = command(name_localizations={"fr": "aide", "de": "hilfe"},
                   description_localizations={"nl": "Hulp"})  # fmt: skip
    status, body = await post(fake, path, good, "PUT")
    assert status == 200 and body[0]["name_localizations"] == {"fr": "aide", "de": "hilfe"}
    assert fake.world.find_command("help").data["description_localizations"] == {"nl": "Hulp"}
