"""Components V2 (`IS_COMPONENTS_V2`, 1 << 15): what the fake accepts from discord.py's
`LayoutView` and what it refuses as Discord does (the rules and their sources are in
components_v2.py)."""

from __future__ import annotations

import io
from typing import Any

import aiohttp
import discord
import pytest

from .components_v2 import IS_COMPONENTS_V2
from .server import FakeDiscord
from .tinybot import TinyBot, general, png

V2 = IS_COMPONENTS_V2


def layout(words: str, image: str | None = None, *, custom_id: str = "v2:hand") -> Any:
    """A table message as a V2 layout: words, the picture, a button, in one Container."""
    view = discord.ui.LayoutView(timeout=None)
    children: list[discord.ui.Item[Any]] = [discord.ui.TextDisplay(words)]
    if image is not None:
        item = discord.MediaGalleryItem(f"attachment://{image}", description="The table")
        children.append(discord.ui.MediaGallery(item))
    children.append(discord.ui.ActionRow(discord.ui.Button(label="Your hand", custom_id=custom_id)))
    view.add_item(discord.ui.Container(*children))
    return view


def text(content: str) -> dict[str, Any]:
    return {"type": 10, "content": content}


def container(*children: dict[str, Any]) -> dict[str, Any]:
    return {"type": 17, "components": list(children)}


async def send(
    fake: FakeDiscord, body: Any, method: str = "POST", path: str | None = None
) -> tuple[int, Any]:
    path = path or f"/channels/{fake.channel('general').id}/messages"
    headers = {"Authorization": f"Bot {fake.token}"}
    async with (
        aiohttp.ClientSession() as http,
        http.request(method, f"{fake.api_base}{path}", json=body, headers=headers) as answer,
    ):
        return answer.status, await answer.json()


def error_at(body: dict[str, Any], path: str) -> dict[str, str]:
    node = body["errors"]
    for part in path.split("."):
        node = node[part]
    return node["_errors"][0]


async def test_a_layout_view_with_an_uploaded_picture_is_a_v2_message(
    fake_discord: FakeDiscord, tiny: TinyBot
) -> None:
    picture = discord.File(io.BytesIO(png(90, 60)), filename="table.png")
    sent = await general(fake_discord, tiny).send(
        view=layout("Deal 3 · Bob to play", "table.png"), file=picture
    )

    request = fake_discord.requests[-1]
    assert request.status == 200 and request.json["flags"] & V2  # discord.py sets the flag
    seen = fake_discord.message(sent.id, "bob")
    assert seen.components_v2 and seen.content == ""
    assert seen.texts == ["Deal 3 · Bob to play"] and seen.text == "Deal 3 · Bob to play"
    assert seen.labels == ["Your hand"]  # a button nested in a Container is still found
    assert [a.filename for a in seen.shown_attachments] == ["table.png"]
    assert seen.images[0].size == (90, 60)


async def test_an_attachment_no_media_item_points_at_is_kept_but_not_shown(
    fake_discord: FakeDiscord, tiny: TinyBot
) -> None:
    files = [
        discord.File(io.BytesIO(png(8, 8)), filename="table.png"),
        discord.File(io.BytesIO(png(8, 8)), filename="unused.png"),
    ]
    sent = await general(fake_discord, tiny).send(view=layout("Trick 2", "table.png"), files=files)

    seen = fake_discord.message(sent.id)
    assert [a.filename for a in seen.attachments] == ["table.png", "unused.png"]
    assert [a.filename for a in seen.shown_attachments] == ["table.png"]


@pytest.mark.parametrize(
    ("body", "path", "code"),
    [
        # The legacy fields, disabled by the flag (checked by the fake).
        (
            {"flags": V2, "content": "Deal 3", "components": [text("x")]},
            "content",
            "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
        ),
        (
            {"flags": V2, "embeds": [{"title": "Deal 3"}], "components": [text("x")]},
            "embeds",
            "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
        ),
        (
            {"flags": V2, "sticker_ids": ["1"], "components": [text("x")]},
            "sticker_ids",
            "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
        ),
        (
            {
                "flags": V2,
                "poll": {"question": {"text": "Who?"}, "answers": [{"poll_media": {"text": "A"}}]},
                "components": [text("x")],
            },
            "poll",
            "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
        ),
        # 40 components in all, nested ones counted (checked by the fake).
        (
            {"flags": V2, "components": [container(*[text(f"{i}") for i in range(40)])]},
            "components",
            "COMPONENT_MAX_TOTAL_COMPONENTS_EXCEEDED",
        ),
        # 4,000 characters of Text Display across the message (checked by the fake).
        (
            {"flags": V2, "components": [text("a" * 2500), container(text("b" * 1501))]},
            "components",
            "BASE_TYPE_MAX_LENGTH",
        ),
        # Media: an attachment:// that names no attachment; a File that is not one.
        (
            {
                "flags": V2,
                "components": [{"type": 12, "items": [{"media": {"url": "attachment://x.png"}}]}],
            },
            "components.0.items.0.media.url",
            "UNFURLED_MEDIA_ITEM_REFERENCED_ATTACHMENT_NOT_FOUND",
        ),
        (
            {"flags": V2, "components": [{"type": 13, "file": {"url": "https://e.org/a.zip"}}]},
            "components.0.file.url",
            "UNFURLED_MEDIA_ITEM_ATTACHMENT_REQUIRED",
        ),
        # What the published API description refuses by itself (validation.py).
        (
            {"flags": V2, "components": [text("a" * 4001)]},
            "components.0.content",
            "BASE_TYPE_BAD_LENGTH",
        ),
        (
            {"flags": V2, "components": [{"type": 11, "media": {"url": "https://e.org/a.png"}}]},
            "components.0.type",
            "UNION_TYPE_CHOICES",
        ),
        (
            {"flags": V2, "components": [container(container(text("nested")))]},
            "components.0.components.0.type",
            "UNION_TYPE_CHOICES",
        ),
        (
            {
                "flags": V2,
                "components": [
                    {
                        "type": 9,
                        "components": [text("1"), text("2"), text("3"), text("4")],
                        "accessory": {"type": 2, "style": 1, "custom_id": "a", "label": "A"},
                    }
                ],
            },
            "components.0.components",
            "BASE_TYPE_BAD_LENGTH",
        ),
        (
            {"flags": V2, "components": [text(f"{i}") for i in range(41)]},
            "components",
            "BASE_TYPE_MAX_LENGTH",
        ),
        # Without the flag, V2 types are refused (limits.py: only action rows).
        ({"components": [container(text("x"))]}, "components.0.type", "UNION_TYPE_CHOICES"),
    ],
)
async def test_v2_refusals_are_invalid_form_bodies_naming_the_field(
    fake_discord: FakeDiscord, body: dict[str, Any], path: str, code: str
) -> None:
    status, answer = await send(fake_discord, body)

    assert status == 400 and answer["code"] == 50035 and answer["message"] == "Invalid Form Body"
    assert error_at(answer, path)["code"] == code


async def test_the_limits_are_inclusive(fake_discord: FakeDiscord) -> None:
    forty = [container(*[text(f"{i}") for i in range(39)])]  # 1 container + 39 texts
    status, _ = await send(fake_discord, {"flags": V2, "components": forty})
    assert status == 200
    words = [text("a" * 2500), container(text("b" * 1500))]
    status, _ = await send(fake_discord, {"flags": V2, "components": words})
    assert status == 200
    # Empty legacy fields are no use of them: `null`, "" and [] pass, as discord.py sends them.
    cleared = {"flags": V2, "content": None, "embeds": [], "components": [text("x")]}
    status, _ = await send(fake_discord, cleared)
    assert status == 200


async def test_the_flag_cannot_be_taken_off_a_message(fake_discord: FakeDiscord) -> None:
    status, created = await send(fake_discord, {"flags": V2, "components": [text("Deal 1")]})
    assert status == 200
    path = f"/channels/{created['channel_id']}/messages/{created['id']}"

    status, answer = await send(fake_discord, {"flags": 0, "content": "plain"}, "PATCH", path)
    assert status == 400
    assert error_at(answer, "flags")["code"] == "MESSAGE_CANNOT_REMOVE_COMPONENTS_V2_FLAG"
    # Without `flags`, an edit keeps the flag: its content is refused, its components are V2.
    status, answer = await send(fake_discord, {"content": "plain"}, "PATCH", path)
    assert error_at(answer, "content")["code"] == (
        "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2"
    )
    status, edited = await send(fake_discord, {"components": [text("Deal 2")]}, "PATCH", path)
    assert status == 200 and edited["flags"] & V2
    assert fake_discord.message(int(created["id"])).texts == ["Deal 2"]


async def test_a_message_switched_to_v2_must_clear_its_content(
    fake_discord: FakeDiscord, tiny: TinyBot
) -> None:
    message = await general(fake_discord, tiny).send("Deal 1: Alice to play")

    with pytest.raises(discord.HTTPException) as refused:
        await message.edit(view=layout("Deal 1 · Alice to play"))  # the content stays: refused
    assert refused.value.status == 400 and refused.value.code == 50035
    assert error_at(fake_discord.requests[-1].response, "content")["code"] == (
        "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2"
    )

    await message.edit(content=None, view=layout("Deal 1 · Alice to play"))  # cleared: accepted
    seen = fake_discord.message(message.id)
    assert seen.components_v2 and seen.content == "" and seen.text == "Deal 1 · Alice to play"


async def test_discord_py_refuses_a_41st_component_before_sending(
    fake_discord: FakeDiscord, tiny: TinyBot
) -> None:
    view = discord.ui.LayoutView()
    box = discord.ui.Container(*[discord.ui.TextDisplay(f"{i}") for i in range(39)])
    view.add_item(box)
    with pytest.raises(ValueError, match="40"):
        view.add_item(discord.ui.TextDisplay("one too many"))
    assert view.content_length() <= 4000


async def test_mentions_in_text_displays_ping(fake_discord: FakeDiscord, tiny: TinyBot) -> None:
    bob = fake_discord.user("bob")
    message = await general(fake_discord, tiny).send(view=layout(f"<@{bob.id}>, your turn"))

    assert fake_discord.world.pings[-1].message_id == message.id
    assert fake_discord.world.pings[-1].mentions.users == [bob.id]
    assert [m.id for m in message.mentions] == [bob.id]
