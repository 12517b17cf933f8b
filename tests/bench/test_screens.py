"""bench/screens.py: a message as a phone shows it. The HTML tests run everywhere; those
that draw with Chromium are skipped where /usr/bin/chromium is missing."""

from __future__ import annotations

import io
import re
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from bench.screens import (
    Look,
    have_chromium,
    markdown,
    page_html,
    plain_html,
    screenshot,
    to_html,
    write_page,
)
from tests.e2e.helpers import FAST, lobby_button, open_hand, open_table, wait_for_table
from tests.fakediscord.plugin import StartBarbu
from tests.fakediscord.seen import SeenAttachment, SeenMessage
from tests.fakediscord.server import FakeDiscord

NOW = 1_800_000_000
BOB = 222
needs_chromium = pytest.mark.skipif(not have_chromium(), reason="no /usr/bin/chromium")


def png(width: int = 40, height: int = 20, colour: str = "green") -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (width, height), colour).save(out, "PNG")
    return out.getvalue()


def message(
    content: str = "",
    components: list[dict[str, Any]] | None = None,
    attachments: list[SeenAttachment] | None = None,
    *,
    v2: bool = False,
    ephemeral: bool = False,
    embeds: list[dict[str, Any]] | None = None,
) -> SeenMessage:
    return SeenMessage(
        id=1234,
        channel_id=1,
        author_id=2,
        content=content,
        embeds=embeds or [],
        components=components or [],
        attachments=attachments or [],
        ephemeral=ephemeral,
        loading=False,
        edited=False,
        components_v2=v2,
    )


def look(**kwargs: Any) -> Look:
    return Look(now=NOW, names={BOB: "Bob"}, **kwargs)


def button(label: str, style: int = 2, **more: Any) -> dict[str, Any]:
    return {"type": 2, "style": style, "label": label, "custom_id": f"id:{label}", **more}


def tags(fragment: str) -> list[str]:
    """The element names the HTML opens."""
    return re.findall(r"<([a-zA-Z][a-zA-Z0-9]*)", fragment)


ALLOWED = {"div", "span", "p", "strong", "em", "u", "s", "code", "pre", "br", "h1", "h2"}
ALLOWED |= {"h3", "small", "blockquote", "ul", "ol", "li", "a", "img"}


# ------------------------------------------------------------------ escaping


def test_a_players_name_is_shown_as_typed() -> None:
    # The bot escapes a name's markdown (discord.utils.escape_markdown): Discord shows it
    # literally, and so must the page; HTML in it is text, never markup.
    content = "Table opened by \\*\\*x\\*\\* and <script>alert(1)</script> & <b>bold</b>"
    shown = to_html(message(content), look=look())
    assert "<script" not in shown and "<b>" not in shown
    assert "**x**" in shown and "<strong>" not in shown
    assert "&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;" in shown
    assert set(tags(shown)) <= ALLOWED


def test_unescaped_markdown_is_obeyed_as_discord_does() -> None:
    # A name the bot did not escape is read as markdown by Discord: the page shows that too.
    assert "<strong>x</strong>" in markdown("**x**")


def test_names_labels_menus_and_alt_texts_are_escaped() -> None:
    evil = '"><img src=x onerror=alert(1)>'
    shown = to_html(
        message(
            f"hello <@{BOB}>",
            [
                {"type": 1, "components": [button(evil, emoji={"name": evil})]},
                {
                    "type": 1,
                    "components": [
                        {"type": 3, "custom_id": "m", "placeholder": evil, "options": []}
                    ],
                },
            ],
            [SeenAttachment(evil, "image/png", png(), description=evil)],
        ),
        look=Look(now=NOW, names={BOB: evil}),
    )
    assert "onerror=alert(1)>" not in shown
    assert shown.count("&quot;&gt;&lt;img src=x onerror=alert(1)&gt;") == 5
    # The file's path is the message id and the attachment's place, never its name.
    assert 'src="files/1234-0.bin"' in shown


def test_a_hostile_link_stays_a_link_and_code_stays_text() -> None:
    shown = markdown('[click](https://a.b/"onmouseover=x) `<i>` ```\n<u>\n```')
    assert 'href="https://a.b/&quot;onmouseover=x"' in shown
    assert "<code>&lt;i&gt;</code>" in shown and "<pre><code>&lt;u&gt;</code></pre>" in shown


# ------------------------------------------------------------------ markdown


def test_the_markdown_subset() -> None:
    text = (
        "# Big\n## Mid\n### Small\n-# subtext\n"
        "**b** *i* _i2_ __u__ ~~s~~ `c` ||spoiler||\n"
        "> quoted\n- one\n  - nested\n3. three\n"
        "not # a heading, not -# subtext"
    )
    shown = markdown(text)
    for part in (
        "<h1>Big</h1>",
        "<h2>Mid</h2>",
        "<h3>Small</h3>",
        '<small class="sub">subtext</small>',
        "<strong>b</strong> <em>i</em> <em>i2</em> <u>u</u> <s>s</s> <code>c</code>",
        '<span class="spoiler">spoiler</span>',
        "<blockquote><p>quoted</p></blockquote>",
        "<ul><li>one</li><ul><li>nested</li></ul></ul>",
        '<ol start="3"><li>three</li></ol>',
        "<p>not # a heading, not -# subtext</p>",
    ):
        assert part in shown, (part, shown)


def test_mentions_and_timestamps() -> None:
    fr = look(locale="fr")
    shown = markdown(f"<@{BOB}> <@999> <t:{NOW + 120}:R> <t:{NOW - 7200}:R> <t:{NOW}:t>", fr)
    assert '<span class="mention">@Bob</span>' in shown
    assert '<span class="mention">@unknown-user</span>' in shown
    assert "dans 2 minutes" in shown and "il y a 2 heures" in shown
    assert "08:00" in shown  # 1_800_000_000 is 08:00 UTC
    english = markdown(f"<t:{NOW + 120}:R> <t:{NOW}:t> <t:{NOW + 5}:R>", look())
    assert "in 2 minutes" in english and "8:00 AM" in english and "in a few seconds" in english


def test_emoji_are_drawn_with_the_emoji_font() -> None:
    assert '<span class="e">⏱️</span>' in markdown("⏱️ time")
    assert '<span class="e">🃏</span>' in markdown("🃏")


# ------------------------------------------------------------------ messages


def test_a_legacy_message_with_an_image_and_buttons() -> None:
    legacy = message(
        "**Barbu** · deal 1",
        [
            {
                "type": 1,
                "components": [
                    button("Your hand", 1),
                    button("Join", 3),
                    button("Cancel", 4, disabled=True),
                    {"type": 2, "style": 5, "label": "Rules", "url": "https://example.com"},
                ],
            }
        ],
        [SeenAttachment("table.png", "image/png", png(720, 480), description="the table")],
    )
    shown = to_html(legacy, look=look())
    assert '<span class="author">Barbu bot</span><span class="tag">BOT</span>' in shown
    assert "<strong>Barbu</strong> · deal 1" in shown
    assert 'src="files/1234-0.png" alt="the table" width="720" height="480"' in shown
    assert '<span class="button primary"><span>Your hand</span></span>' in shown
    assert '<span class="button success"><span>Join</span></span>' in shown
    assert '<span class="button danger disabled"><span>Cancel</span></span>' in shown
    assert 'class="button link"' in shown and "↗" in shown
    assert "Only you can see this" not in shown


def test_an_ephemeral_message_with_a_select_menu() -> None:
    menu = {
        "type": 3,
        "custom_id": "contract",
        "placeholder": "Choose a contract",
        "options": [{"label": "Barbu", "value": "barbu"}],
    }
    shown = to_html(message("Your turn", [{"type": 1, "components": [menu]}], ephemeral=True))
    assert '<div class="select"><span class="placeholder">Choose a contract</span>' in shown
    assert "Only you can see this" in shown and 'class="msg ephemeral"' in shown
    chosen = {**menu, "options": [{"label": "Barbu", "value": "barbu", "default": True}]}
    picked = to_html(message("", [{"type": 1, "components": [chosen]}]))
    assert '<div class="select"><span>Barbu</span>' in picked


def v2_table() -> SeenMessage:
    container = {
        "type": 17,
        "accent_color": 0x2E7D32,
        "components": [
            {"type": 10, "content": f"## Barbu\n<@{BOB}> chooses. ⏱️ <t:{NOW + 120}:R>"},
            {
                "type": 12,
                "items": [{"media": {"url": "attachment://table.png"}, "description": "alt!"}],
            },
            {"type": 14, "divider": True, "spacing": 2},
            {
                "type": 9,
                "components": [{"type": 10, "content": "-# rules"}],
                "accessory": button("Open", 2),
            },
            {
                "type": 1,
                "components": [
                    button("Your hand", 1, emoji={"name": "🃏"}),
                ],
            },
        ],
    }
    return message(
        "",
        [container],
        [
            SeenAttachment("table.png", "image/png", png(720, 480)),
            SeenAttachment("hidden.png", "image/png", png()),
        ],
        v2=True,
    )


def test_a_components_v2_container() -> None:
    shown = to_html(v2_table(), look=look())
    assert '<div class="container accent" style="--accent:#2e7d32">' in shown
    assert "<h2>Barbu</h2>" in shown and '<span class="mention">@Bob</span> chooses.' in shown
    assert '<span class="stamp">in 2 minutes</span>' in shown
    assert '<div class="gallery"><img src="files/1234-0.png" alt="alt!" width="720"' in shown
    assert '<div class="sep line large"></div>' in shown
    assert '<div class="section"><div class="texts">' in shown
    assert '<div class="accessory"><span class="button secondary"><span>Open</span>' in shown
    assert '<span class="e">🃏</span><span>Your hand</span>' in shown
    # An attachment no media item points at is not shown, as on Discord.
    assert "1234-1.png" not in shown
    assert set(tags(shown)) <= ALLOWED


def test_a_media_item_from_the_web_is_a_placeholder_not_a_download() -> None:
    gallery = {"type": 12, "items": [{"media": {"url": "https://x.y/a.png"}, "description": "a"}]}
    shown = to_html(message("", [gallery], v2=True))
    assert "https://x.y" not in re.findall(r'src="([^"]*)"', shown) and 'class="missing"' in shown


def test_embeds() -> None:
    embed = {
        "title": "Scores",
        "description": "**Alice** wins",
        "color": 0xFF0000,
        "fields": [{"name": "Bob", "value": "-10", "inline": True}],
        "footer": {"text": "deal 1"},
    }
    shown = to_html(message("", embeds=[embed]))
    assert 'style="border-left-color:#ff0000"' in shown
    assert "<strong>Alice</strong> wins" in shown and "deal 1" in shown


def test_a_page_has_every_message_and_the_style() -> None:
    page = page_html([message("one"), v2_table()], look())
    assert page.count('class="msg"') == 2 and ".container.accent" in page
    assert page.rstrip().endswith('<div class="end"></div></body></html>')


# ------------------------------------------------------------------ the real bot's messages


async def test_the_bots_own_messages_render(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    """Whatever form the bot's lobby, table and hand messages take (legacy or V2), each
    renders its buttons and images."""
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    table, lobby = await open_table(fake, bot, "alice", {"rules": "barbu", "computers": 3})
    await (await fake.click("alice", lobby, custom_id=lobby_button(table, "start"))).response()
    await fake.wait_until(lambda: table.status == "playing")
    shown = await wait_for_table(fake, table)
    hand = await open_hand(fake, "alice", table)
    names = {u.id: u.display_name for u in fake.world.users.values()}
    for seen in (lobby, shown, hand):
        page = to_html(seen, look=Look(names=names))
        for label in seen.labels:
            assert plain_html(label) in page, label
        assert page.count("<img") == len([a for a in seen.shown_attachments if a.is_image]), (
            seen.components
        )
    assert "@Alice" in to_html(lobby, look=Look(names=names))
    assert "Only you can see this" in to_html(hand)


# ------------------------------------------------------------------ Chromium


@needs_chromium
def test_a_screenshot_is_the_whole_page_at_phone_width(tmp_path: Path) -> None:
    messages = [message("**hello** " + "word " * 200), v2_table()]
    path = screenshot(messages, tmp_path / "page.png", 360, look=look())
    with Image.open(path) as image:
        rgb = image.convert("RGB")
    assert rgb.width == 360 and rgb.height > 600
    # The container's accent bar, somewhere on its left edge; the page's own background.
    column = {rgb.getpixel((x, y)) for x in range(60, 90) for y in range(0, rgb.height, 4)}
    assert (0x2E, 0x7D, 0x32) in column
    assert rgb.getpixel((2, 2)) == (0x31, 0x33, 0x38)
    assert (tmp_path / "page.html").exists() and (tmp_path / "page_files/files").is_dir()


def test_two_snapshots_of_one_message_keep_their_own_pictures(tmp_path: Path) -> None:
    red, blue = png(colour="red"), png(colour="blue")
    before = message("deal 1", attachments=[SeenAttachment("t.png", "image/png", red)])
    after = message("end", attachments=[SeenAttachment("t.png", "image/png", blue)])
    assert before.id == after.id  # the table message, edited at the deal's end
    page = write_page([before, after], tmp_path, look())
    sources = re.findall(r'src="([^"]+)"', page.read_text())
    assert sources == ["files/0-0.png", "files/1-0.png"]
    assert [(tmp_path / s).read_bytes() for s in sources] == [
        a.attachments[0].data for a in (before, after)
    ]
