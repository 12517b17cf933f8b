"""See the bot's messages as a 360-px-wide phone shows them (Discord's dark theme).

    python -m bench.screens --game barbu --language fr --out /tmp/screens

plays a few moves of a game through the fake Discord (tests/fakediscord) with the real
bot, alice at the table with computers, and saves PNGs of what she sees: the lobby, the
table message, her hand (ephemeral), for Barbu the end of the first deal, the first
**Review** offered (her private answer, its first page) and, once the game is over, her
`/<game> history`. Each PNG has the HTML it was drawn from beside it (open it in a
browser to inspect).

In code:

- `to_html(message, now=..., names=..., locale=...)`: one `SeenMessage` as HTML (a
  fragment), an imitation of Discord's rendering: the author line with its BOT tag, the
  markdown subset Discord reads in messages, mentions as pills (`names` maps user, role
  and channel ids to names), `<t:...>` timestamps as text relative to `now`, embeds,
  attachments, Components V2 (Container with its accent bar, Text Display, Section,
  Thumbnail, Media Gallery, File, Separator) and buttons and select menus, legacy or V2.
  Every text of the message is escaped: only the markup this module writes is HTML.
- `page_html(messages, ...)`: a whole page, one message under another.
- `screenshot(messages, path, width=360)`: that page drawn by headless Chromium
  (`/usr/bin/chromium`, Debian's `chromium`) at `width` CSS pixels, saved as a PNG of
  the whole page. Attachments are written beside the HTML and referred to by relative
  path; nothing is fetched (a media item's web address is drawn as a placeholder), and
  the fonts are the machine's: DejaVu Sans for text, and for emoji (Discord draws them
  as pictures) Noto Color Emoji if it is installed (Debian: `fonts-noto-color-emoji`;
  without it, emoji show as DejaVu has them, or as boxes). `--scale 3` draws at a
  phone's pixel density (a 1080-px-wide PNG of the same 360-px layout).

Not imitated: avatars (a letter in a disc), message grouping, reactions, the "used
/command" line above an interaction's answer, custom emoji images (shown as `:name:`).
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import datetime as dt
import html
import os
import re
import shutil
import subprocess
import tempfile
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar

from tests.fakediscord.seen import SeenAttachment, SeenMessage

CHROMIUM = "/usr/bin/chromium"
STYLE = Path(__file__).with_name("screens_style.css")
# The last element of the page, one pixel high, in a colour nothing else has: where the
# screenshot's page ends.
END_COLOUR = (1, 2, 3)

BUTTON_STYLES = {1: "primary", 2: "secondary", 3: "success", 4: "danger", 5: "link", 6: "premium"}
SELECT_TYPES = (3, 5, 6, 7, 8)
ACTION_ROW, BUTTON, SECTION, TEXT_DISPLAY, THUMBNAIL, MEDIA_GALLERY = 1, 2, 9, 10, 11, 12
FILE, SEPARATOR, CONTAINER = 13, 14, 17


def esc(text: object) -> str:
    return html.escape(str(text), quote=True)


# Characters Discord's client draws as emoji pictures (Twemoji): those shown as emoji by
# default, and any character followed by VS16. Drawn here with the colour emoji font, if
# the machine has one (Debian: fonts-noto-color-emoji), not with the text font's glyph.
EMOJI = re.compile(
    "(?:[\U0001f000-\U0001faff\u231a\u231b\u23e9-\u23f3\u23f8-\u23fa\u25fd\u25fe"
    "\u2614\u2615\u2648-\u2653\u267f\u2693\u26a1\u26aa\u26ab\u26bd\u26be\u26c4"
    "\u26c5\u26ce\u26d4\u26ea\u26f2-\u26f5\u26fa\u26fd\u2705\u270a\u270b\u2728"
    "\u274c\u274e\u2753-\u2755\u2757\u2795-\u2797\u27b0\u27bf\u2b1b\u2b1c\u2b50"
    "\u2b55]|[^\\s]\ufe0f)[\ufe0f\u200d\U0001f3fb-\U0001f3ff\U0001f000-\U0001faff]*"
)


def plain_html(value: object) -> str:
    """Plain text as HTML: escaped, its emoji drawn as emoji."""
    return EMOJI.sub(lambda m: f'<span class="e">{m.group()}</span>', esc(value))


# ------------------------------------------------------------------ how a reader sees it


@dataclass
class Look:
    """What a message's rendering depends on besides the message: the reader's clock
    and language, the names of the ids it mentions, where its attachments are."""

    now: float = field(default_factory=time.time)
    names: Mapping[int, str] = field(default_factory=dict)  # users, roles, channels
    locale: str = "en"
    author: str = "Barbu bot"
    bot: bool = True
    # The path (relative to the page) of an attachment's file; `attachment_path` by default.
    path: Callable[[SeenMessage, int, SeenAttachment], str] | None = None

    def src(self, message: SeenMessage, index: int) -> str:
        attachment = message.attachments[index]
        return (self.path or attachment_path)(message, index, attachment)


def attachment_path(message: SeenMessage, index: int, attachment: SeenAttachment) -> str:
    """Where `screenshot` writes an attachment: a name of the message's id and the
    attachment's place (never the uploaded name, which could be anything)."""
    suffix = Path(attachment.filename).suffix.lower()
    if not re.fullmatch(r"\.[a-z0-9]{1,5}", suffix):
        suffix = ".bin"
    return f"files/{message.id}-{index}{suffix}"


# ------------------------------------------------------------------ timestamps


def _babel_locale(locale: str) -> str:
    return {"en": "en_US", "fr": "fr_FR", "de": "de_DE", "nl": "nl_NL"}.get(
        locale.split("-")[0], locale.replace("-", "_")
    )


# moment.js's "a few seconds" (what Discord's client says under 45 s), each way.
FEW_SECONDS = {
    "en": ("in a few seconds", "a few seconds ago"),
    "fr": ("dans quelques secondes", "il y a quelques secondes"),
    "de": ("in ein paar Sekunden", "vor ein paar Sekunden"),
    "nl": ("over een paar seconden", "een paar seconden geleden"),
}
# Its "L" date (`<t:...:d>`), per language.
SHORT_DATES = {"en": "MM/dd/yyyy", "fr": "dd/MM/yyyy", "de": "dd.MM.yyyy", "nl": "dd-MM-yyyy"}


def timestamp_text(unix: int, style: str, look: Look) -> str:
    """A `<t:unix:style>` as Discord's client writes it, in the reader's language (UTC)."""
    from babel import dates

    locale, language = _babel_locale(look.locale), look.locale.split("-")[0]
    try:
        when = dt.datetime.fromtimestamp(unix, dt.UTC)
    except (OverflowError, OSError, ValueError):
        return str(unix)
    if style == "R":
        delta = dt.timedelta(seconds=unix - look.now)
        if abs(delta.total_seconds()) < 45 and language in FEW_SECONDS:
            return FEW_SECONDS[language][0 if unix >= look.now else 1]
        return dates.format_timedelta(
            delta, add_direction=True, threshold=1.0, format="long", locale=locale
        )

    def time_of_day(form: str) -> str:
        return dates.format_time(when, form, locale=locale).replace("\u202f", " ")

    if style == "t":
        return time_of_day("short")
    if style == "T":
        return time_of_day("medium")
    if style == "d":
        return dates.format_date(when, SHORT_DATES.get(language, "short"), locale=locale)
    if style == "D":
        return dates.format_date(when, "long", locale=locale)
    if style == "F":
        return f"{dates.format_date(when, 'full', locale=locale)} {time_of_day('short')}"
    return f"{dates.format_date(when, 'long', locale=locale)} {time_of_day('short')}"


# ------------------------------------------------------------------ markdown


class Markdown:
    """Discord's message markdown, the subset its client reads in a bot's message."""

    def __init__(self, look: Look) -> None:
        self.look = look

    # Inline rules, tried in this order at each place of the text.
    INLINE: ClassVar[list[tuple[str, re.Pattern[str]]]] = [
        ("escape", re.compile(r"\\([^0-9A-Za-z\s])")),
        ("code", re.compile(r"(`+)([\s\S]*?[^`])\1(?!`)")),
        ("spoiler", re.compile(r"\|\|([\s\S]+?)\|\|")),
        ("bold", re.compile(r"\*\*([\s\S]+?)\*\*(?!\*)")),
        ("underline", re.compile(r"__([\s\S]+?)__(?!_)")),
        ("italic", re.compile(r"\*(?=\S)((?:\*\*|\\[\s\S]|[^\\*])+?)\*(?!\*)")),
        ("italic", re.compile(r"_((?:__|\\[\s\S]|[^\\_])+?)_\b")),
        ("strike", re.compile(r"~~([\s\S]+?)~~")),
        ("link", re.compile(r"\[([^\[\]]+)\]\(<?(https?://[^\s<>()]+)>?\)")),
        ("url", re.compile(r"<?(https?://[^\s<>]*[^\s<>.,:;\"')\]])>?")),
        ("user", re.compile(r"<@!?(\d+)>")),
        ("role", re.compile(r"<@&(\d+)>")),
        ("channel", re.compile(r"<#(\d+)>")),
        ("everyone", re.compile(r"@(everyone|here)\b")),
        ("emoji", re.compile(r"<a?:(\w+):(\d+)>")),
        ("time", re.compile(r"<t:(-?\d{1,13})(?::([tTdDfFR]))?>")),
    ]
    PLAIN = re.compile(r"[^\\`|*_~\[<@h\n]+")

    def inline(self, text: str) -> str:
        out: list[str] = []
        i = 0
        while i < len(text):
            plain = self.PLAIN.match(text, i)
            if plain:
                out.append(plain_html(plain.group()))
                i = plain.end()
                continue
            if text[i] == "\n":
                out.append("<br>")
                i += 1
                continue
            for kind, pattern in self.INLINE:
                found = pattern.match(text, i)
                if found:
                    out.append(self.render_inline(kind, found))
                    i = found.end()
                    break
            else:
                out.append(esc(text[i]))
                i += 1
        return "".join(out)

    def render_inline(self, kind: str, found: re.Match[str]) -> str:
        names = self.look.names
        if kind == "escape":
            return esc(found.group(1))
        if kind == "code":
            return f"<code>{esc(found.group(2).strip(' ') or found.group(2))}</code>"
        tags = {"bold": "strong", "italic": "em", "underline": "u", "strike": "s"}
        if kind in tags:
            tag = tags[kind]
            return f"<{tag}>{self.inline(found.group(1))}</{tag}>"
        if kind == "spoiler":
            return f'<span class="spoiler">{self.inline(found.group(1))}</span>'
        if kind == "link":
            return f'<a href="{esc(found.group(2))}">{self.inline(found.group(1))}</a>'
        if kind == "url":
            return f'<a href="{esc(found.group(1))}">{esc(found.group(1))}</a>'
        if kind == "user":
            name = names.get(int(found.group(1)), "unknown-user")
            return f'<span class="mention">@{esc(name)}</span>'
        if kind == "role":
            name = names.get(int(found.group(1)), "deleted-role")
            return f'<span class="mention">@{esc(name)}</span>'
        if kind == "channel":
            name = names.get(int(found.group(1)), "unknown")
            return f'<span class="mention">#{esc(name)}</span>'
        if kind == "everyone":
            return f'<span class="mention">@{esc(found.group(1))}</span>'
        if kind == "emoji":
            return f'<span class="emoji">:{esc(found.group(1))}:</span>'
        # a timestamp
        text = timestamp_text(int(found.group(1)), found.group(2) or "f", self.look)
        return f'<span class="stamp">{esc(text)}</span>'

    HEADING = re.compile(r"(#{1,3}) +(\S.*)")
    SUBTEXT = re.compile(r"-# +(\S.*)")
    QUOTE = re.compile(r"> (.*)|>$")
    ITEM = re.compile(r"( *)([-*]|\d{1,9}\.) +(\S.*)")
    FENCE = re.compile(r"```(?:([\w+\-.#]+)\n)?\n?([\s\S]*?)\n?```")

    def block(self, text: str) -> str:
        """A whole text: code blocks, then each line's block form."""
        out: list[str] = []
        i = 0
        for fence in self.FENCE.finditer(text):
            out.append(self.lines(text[i : fence.start()]))
            out.append(f"<pre><code>{esc(fence.group(2))}</code></pre>")
            i = fence.end()
        out.append(self.lines(text[i:]))
        return "".join(out)

    def lines(self, text: str) -> str:
        if not text:
            return ""
        lines = text.split("\n")
        out: list[str] = []
        paragraph: list[str] = []

        def flush() -> None:
            if paragraph:
                out.append(f"<p>{self.inline(chr(10).join(paragraph))}</p>")
                paragraph.clear()

        n = 0
        while n < len(lines):
            line = lines[n]
            if line.startswith(">>> "):
                flush()
                rest = "\n".join([line[4:], *lines[n + 1 :]])
                out.append(f"<blockquote>{self.lines(rest)}</blockquote>")
                break
            if self.QUOTE.match(line):
                flush()
                quoted = []
                while n < len(lines) and self.QUOTE.match(lines[n]):
                    quoted.append(lines[n][2:])
                    n += 1
                out.append(f"<blockquote>{self.lines(chr(10).join(quoted))}</blockquote>")
                continue
            if self.ITEM.match(line):
                flush()
                items = []
                while n < len(lines) and self.ITEM.match(lines[n]):
                    items.append(lines[n])
                    n += 1
                out.append(self.list_html(items))
                continue
            heading, subtext = self.HEADING.fullmatch(line), self.SUBTEXT.fullmatch(line)
            if heading:
                flush()
                level = len(heading.group(1))
                out.append(f"<h{level}>{self.inline(heading.group(2))}</h{level}>")
            elif subtext:
                flush()
                out.append(f'<small class="sub">{self.inline(subtext.group(1))}</small>')
            else:
                paragraph.append(line)
            n += 1
        flush()
        return "".join(out)

    def list_html(self, items: list[str]) -> str:
        """Consecutive list lines: nested by indentation (two spaces a level)."""
        out: list[str] = []
        stack: list[tuple[int, str]] = []  # (depth, "ul" | "ol")
        for line in items:
            found = self.ITEM.match(line)
            assert found is not None
            depth = len(found.group(1)) // 2
            kind = "ol" if found.group(2)[0].isdigit() else "ul"
            while stack and (
                stack[-1][0] > depth or (stack[-1][0] == depth and stack[-1][1] != kind)
            ):
                out.append(f"</{stack.pop()[1]}>")
            if not stack or stack[-1][0] < depth:
                start = f' start="{int(found.group(2)[:-1])}"' if kind == "ol" else ""
                out.append(f"<{kind}{start}>")
                stack.append((depth, kind))
            out.append(f"<li>{self.inline(found.group(3))}</li>")
        while stack:
            out.append(f"</{stack.pop()[1]}>")
        return "".join(out)


def markdown(text: str, look: Look | None = None) -> str:
    """Discord markdown as HTML (escaped: the text's own markup is shown, not obeyed)."""
    return Markdown(look or Look()).block(text)


# ------------------------------------------------------------------ components


def _emoji(emoji: Mapping[str, Any] | None) -> str:
    if not emoji:
        return ""
    if emoji.get("id"):
        return f'<span class="emoji">:{esc(emoji.get("name") or "emoji")}:</span>'
    return plain_html(emoji.get("name") or "")


def button_html(button: Mapping[str, Any]) -> str:
    style = BUTTON_STYLES.get(int(button.get("style") or 2), "secondary")
    classes = ["button", style] + (["disabled"] if button.get("disabled") else [])
    label = plain_html(button.get("label") or "")
    ext = ' <span class="ext">↗</span>' if style == "link" else ""
    inner = f"{_emoji(button.get('emoji'))}{f'<span>{label}</span>' if label else ''}{ext}"
    return f'<span class="{" ".join(classes)}">{inner}</span>'


def select_html(menu: Mapping[str, Any]) -> str:
    chosen = [o for o in menu.get("options") or [] if o.get("default")]
    if chosen:
        shown = ", ".join(plain_html(o.get("label") or "") for o in chosen)
        words = f"<span>{''.join(_emoji(o.get('emoji')) for o in chosen[:1])}{shown}</span>"
    else:
        placeholder = menu.get("placeholder") or "Make a selection"
        words = f'<span class="placeholder">{plain_html(placeholder)}</span>'
    disabled = " disabled" if menu.get("disabled") else ""
    return f'<div class="select{disabled}">{words}<span class="chevron">⌄</span></div>'


def row_html(row: Mapping[str, Any]) -> str:
    parts = []
    for item in row.get("components") or []:
        if item.get("type") == BUTTON:
            parts.append(button_html(item))
        elif item.get("type") in SELECT_TYPES:
            parts.append(select_html(item))
    return f'<div class="row">{"".join(parts)}</div>'


class Renderer:
    def __init__(self, message: SeenMessage, look: Look) -> None:
        self.message, self.look = message, look
        self.md = Markdown(look)

    def attachment_index(self, url: str) -> int | None:
        if not url.startswith("attachment://"):
            return None
        name = url.removeprefix("attachment://")
        for index, attachment in enumerate(self.message.attachments):
            if attachment.filename == name:
                return index
        return None

    def image(self, index: int, alt: str | None, css: str = "") -> str:
        attachment = self.message.attachments[index]
        size = ""
        if attachment.is_image:
            try:
                width, height = attachment.image().size
                size = f' width="{width}" height="{height}"'
            except Exception:  # not an image Pillow reads: the browser will say
                pass
        alt_text = alt if alt is not None else attachment.description or ""
        cls = f' class="{css}"' if css else ""
        src = esc(self.look.src(self.message, index))
        return f'<img{cls} src="{src}" alt="{esc(alt_text)}"{size}>'

    def media(self, media: Mapping[str, Any] | None, alt: str | None, css: str = "") -> str:
        url = str((media or {}).get("url") or "")
        index = self.attachment_index(url)
        if index is None or not self.message.attachments[index].is_image:
            what = alt or url or "media"
            return f'<div class="missing">{esc(what)}</div>'
        return self.image(index, alt, css)

    def file_box(self, attachment: SeenAttachment) -> str:
        size = f"{len(attachment.data) / 1024:.1f} KB"
        return (
            f'<div class="file"><span>📄</span><span>{esc(attachment.filename)}'
            f'<br><span class="size">{esc(size)}</span></span></div>'
        )

    def component(self, item: Mapping[str, Any]) -> str:
        kind = item.get("type")
        if kind == ACTION_ROW:
            return f'<div class="rows">{row_html(item)}</div>'
        if kind == TEXT_DISPLAY:
            return f'<div class="md text">{self.md.block(str(item.get("content") or ""))}</div>'
        if kind == SECTION:
            texts = "".join(self.component(c) for c in item.get("components") or [])
            accessory = item.get("accessory") or {}
            if accessory.get("type") == BUTTON:
                side = button_html(accessory)
            elif accessory.get("type") == THUMBNAIL:
                side = self.component(accessory)
            else:
                side = ""
            return (
                f'<div class="section"><div class="texts">{texts}</div>'
                f'<div class="accessory">{side}</div></div>'
            )
        if kind == THUMBNAIL:
            return (
                f'<div class="thumb">{self.media(item.get("media"), item.get("description"))}</div>'
            )
        if kind == MEDIA_GALLERY:
            items = item.get("items") or []
            many = " many" if len(items) > 1 else ""
            shown = "".join(self.media(i.get("media"), i.get("description")) for i in items)
            return f'<div class="gallery{many}">{shown}</div>'
        if kind == FILE:
            index = self.attachment_index(str((item.get("file") or {}).get("url") or ""))
            if index is None:
                return '<div class="missing">file</div>'
            return self.file_box(self.message.attachments[index])
        if kind == SEPARATOR:
            line = " line" if item.get("divider", True) else ""
            large = " large" if item.get("spacing") == 2 else ""
            return f'<div class="sep{line}{large}"></div>'
        if kind == CONTAINER:
            inner = "".join(self.component(c) for c in item.get("components") or [])
            colour = item.get("accent_color")
            if colour is None:
                return f'<div class="container">{inner}</div>'
            accent = f"#{int(colour) & 0xFFFFFF:06x}"
            return f'<div class="container accent" style="--accent:{accent}">{inner}</div>'
        return ""

    def embed(self, embed: Mapping[str, Any]) -> str:
        colour = embed.get("color")
        style = f' style="border-left-color:#{int(colour) & 0xFFFFFF:06x}"' if colour else ""
        parts = []
        author = (embed.get("author") or {}).get("name")
        if author:
            parts.append(f'<div class="e-author">{esc(author)}</div>')
        thumb = (embed.get("thumbnail") or {}).get("url")
        title = embed.get("title")
        if title:
            text = self.md.inline(str(title))
            if embed.get("url"):
                text = f'<a href="{esc(embed["url"])}">{text}</a>'
            parts.append(f'<div class="e-title">{text}</div>')
        if thumb:
            parts.insert(0, self.media({"url": thumb}, None, "e-thumb"))
        if embed.get("description"):
            parts.append(f'<div class="md e-desc">{self.md.block(str(embed["description"]))}</div>')
        fields = []
        for entry in embed.get("fields") or []:
            inline = " inline" if entry.get("inline") else ""
            fields.append(
                f'<div class="field{inline}">'
                f'<div class="f-name md">{self.md.inline(str(entry.get("name") or ""))}</div>'
                f'<div class="md">{self.md.block(str(entry.get("value") or ""))}</div></div>'
            )
        if fields:
            parts.append(f'<div class="fields">{"".join(fields)}</div>')
        picture = (embed.get("image") or {}).get("url")
        if picture:
            parts.append(self.media({"url": picture}, None))
        footer = (embed.get("footer") or {}).get("text")
        if footer:
            parts.append(f'<div class="e-footer">{esc(footer)}</div>')
        return f'<div class="embed"{style}>{"".join(parts)}</div>'

    def body(self) -> str:
        message = self.message
        if message.loading:
            return f'<div class="loading">{esc(self.look.author)} is thinking…</div>'
        parts = []
        edited = '<span class="edited">(edited)</span>' if message.edited else ""
        if message.components_v2:
            inner = "".join(self.component(c) for c in message.components)
            parts.append(f'<div class="v2">{inner}</div>')
            if edited:
                parts.append(f"<div>{edited}</div>")
            return "".join(parts)
        if message.content:
            parts.append(f'<div class="content md">{self.md.block(message.content)}{edited}</div>')
        for embed in message.embeds:
            parts.append(self.embed(embed))
        shown = []
        for index, attachment in enumerate(message.attachments):
            shown.append(
                self.image(index, None) if attachment.is_image else self.file_box(attachment)
            )
        if shown:
            parts.append(f'<div class="attachments">{"".join(shown)}</div>')
        rows = [row_html(c) for c in message.components if c.get("type") == ACTION_ROW]
        if rows:
            parts.append(f'<div class="rows">{"".join(rows)}</div>')
        return "".join(parts)

    def html(self) -> str:
        look, message = self.look, self.message
        clock = timestamp_text(int(look.now), "t", look)
        tag = '<span class="tag">BOT</span>' if look.bot else ""
        initial = esc((look.author.strip() or "?")[0].upper())
        note = ""
        if message.ephemeral:
            note = (
                '<div class="ephemeral-note">👁 Only you can see this · '
                '<span class="link">Dismiss message</span></div>'
            )
        classes = "msg ephemeral" if message.ephemeral else "msg"
        return (
            f'<div class="{classes}" data-id="{message.id}"><div class="avatar">{initial}</div>'
            f'<div class="body"><div class="head"><span class="author">{esc(look.author)}</span>'
            f'{tag}<span class="time">{esc(clock)}</span></div>{self.body()}{note}</div></div>'
        )


def to_html(
    message: SeenMessage,
    *,
    now: float | None = None,
    names: Mapping[int, str] | None = None,
    locale: str = "en",
    look: Look | None = None,
) -> str:
    """One message as Discord's dark theme shows it: an HTML fragment (see `page_html`)."""
    if look is None:
        look = Look(now=time.time() if now is None else now, names=names or {}, locale=locale)
    return Renderer(message, look).html()


def page_html(messages: Iterable[SeenMessage], look: Look | None = None, width: int = 360) -> str:
    """A page of messages, one under another, with the style inlined."""
    look = look or Look()
    body = "".join(to_html(m, look=look) for m in messages)
    return (
        '<!DOCTYPE html><html><head><meta charset="utf-8">'
        f'<meta name="viewport" content="width={width}">'
        f"<style>{STYLE.read_text(encoding='utf-8')}</style></head>"
        f'<body><div class="channel">{body}</div><div class="end"></div></body></html>'
    )


# ------------------------------------------------------------------ screenshots


def write_page(
    messages: list[SeenMessage], folder: Path, look: Look | None = None, width: int = 360
) -> Path:
    """`page.html` in `folder`, with the messages' attachments in `folder/files/`, named
    by the message's place on the page (two snapshots of one message, before and after
    an edit, each keep their own pictures)."""
    place = {id(message): number for number, message in enumerate(messages)}

    def by_place(message: SeenMessage, index: int, attachment: SeenAttachment) -> str:
        named = attachment_path(message, index, attachment)
        return named.replace(f"files/{message.id}-", f"files/{place[id(message)]}-", 1)

    look = dataclasses.replace(look or Look(), path=by_place)
    folder.mkdir(parents=True, exist_ok=True)
    for message in messages:
        for index, attachment in enumerate(message.attachments):
            target = folder / look.src(message, index)
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(attachment.data)
    page = folder / "page.html"
    page.write_text(page_html(messages, look, width), encoding="utf-8")
    return page


def chromium_shot(page: Path, png: Path, width: int, height: int, scale: float = 1.0) -> None:
    """One headless Chromium run: `page` at `width` x `height` CSS pixels into `png`."""
    with tempfile.TemporaryDirectory(prefix="screens-chromium-") as profile:
        command = [
            os.environ.get("CHROMIUM", CHROMIUM),
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            f"--user-data-dir={profile}",
            "--hide-scrollbars",
            f"--force-device-scale-factor={scale}",
            f"--window-size={width},{height}",
            f"--screenshot={png}",
            page.resolve().as_uri(),
        ]
        result = subprocess.run(command, capture_output=True, text=True, timeout=120)
    if result.returncode != 0 or not png.exists():
        raise RuntimeError(f"chromium failed ({result.returncode}): {result.stderr[-2000:]}")


def _page_end(png: Path) -> int | None:
    """The first row of the page's end marker in a screenshot (one CSS pixel: several
    rows at a larger scale), None if it is below the window."""
    from PIL import Image

    with Image.open(png) as image:
        rgb = image.convert("RGB")
    rows = [y for y in range(rgb.height) if rgb.getpixel((0, y)) == END_COLOUR]
    return rows[0] if rows else None


def screenshot(
    messages: list[SeenMessage],
    path: str | Path,
    width: int = 360,
    *,
    look: Look | None = None,
    scale: float = 1.0,
) -> Path:
    """The messages drawn one under another at `width` CSS px, the whole page as a PNG at
    `path`; the HTML and attachments stay beside it (`<stem>.html`, `<stem>_files/`)."""
    from PIL import Image

    png = Path(path)
    folder = png.with_name(f"{png.stem}_files")
    if folder.exists():
        shutil.rmtree(folder)
    page = write_page(messages, folder, look, width)
    height = 1600
    while True:
        chromium_shot(page, png, width, height, scale)
        end = _page_end(png)
        if end is not None:
            break
        if height >= 32000:
            raise RuntimeError("the page is taller than 32,000 px")
        height *= 2
    with Image.open(png) as image:
        image.load()
        cropped = image.crop((0, 0, image.width, end))
    cropped.save(png)
    # The page beside its picture, pointing at the same files.
    html_text = page.read_text(encoding="utf-8").replace(
        'src="files/', f'src="{folder.name}/files/'
    )
    png.with_suffix(".html").write_text(html_text, encoding="utf-8")
    return png


def have_chromium() -> bool:
    return Path(os.environ.get("CHROMIUM", CHROMIUM)).exists()


# ------------------------------------------------------------------ a game through the fake


GAMES: dict[str, dict[str, Any]] = {
    "barbu": {"rules": "barbu", "computers": 3},
    "slaughter": {"computer": True, "match": 1},
    "guillotine": {"players": 2, "computers": 1},
}


@dataclass
class Seen:
    """What alice saw, kept for the screenshots."""

    lobby: SeenMessage | None = None
    table: SeenMessage | None = None
    hand: SeenMessage | None = None
    deal: list[SeenMessage] = field(default_factory=list)
    review: SeenMessage | None = None  # her private answer to the first Review offered
    history: SeenMessage | None = None  # her /<game> history, once the game is over
    names: dict[int, str] = field(default_factory=dict)


async def play(game: str, language: str, moves: int = 40) -> Seen:
    """A game through the fake Discord with the real bot: alice (her client in `language`)
    opens a table in `language` with computers, starts it, opens her hand and plays up to
    `moves` of her moves (Barbu: until the first deal's end)."""
    from bot.app import BarbuBot, point_at_discord
    from cogs.i18n import message_in
    from tests.e2e import helpers
    from tests.e2e.test_guillotine import take_turn
    from tests.fakediscord.botrun import GUILD_READY_TIMEOUT, pointed_at, running
    from tests.fakediscord.plugin import barbu_settings
    from tests.fakediscord.server import FakeDiscord

    seen = Seen()
    move = {
        "barbu": helpers.first_choice,
        "slaughter": helpers.slaughter_move,
        "guillotine": take_turn,
    }[game]
    with tempfile.TemporaryDirectory(prefix="screens-bot-") as folder:
        async with FakeDiscord() as fake:
            with pointed_at(fake):
                config = barbu_settings(fake, Path(folder), **helpers.FAST)
                point_at_discord(config.api_base, config.gateway_url)
                bot = BarbuBot(config, guild_ready_timeout=GUILD_READY_TIMEOUT)
                async with running(bot, fake):
                    bot.hub.listeners.append(helpers.WakeWaiters(fake))
                    world = fake.world
                    seen.names = {u.id: u.display_name for u in world.users.values()}
                    seen.names |= {c.id: c.name for c in world.channels.values()}
                    for guild in world.guilds.values():
                        seen.names |= {r.id: r.name for r in guild.roles}
                    fake.user("alice").locale = language
                    options = {**GAMES[game], "language": language}
                    table, lobby = await helpers.open_table(fake, bot, "alice", options, game)
                    seen.lobby = lobby
                    start = helpers.lobby_button(table, "start")
                    await (await fake.click("alice", lobby, custom_id=start)).response()
                    await fake.wait_until(lambda: table.status == "playing")
                    seen.table = await helpers.wait_for_table(fake, table)
                    seen.hand = await helpers.open_hand(fake, "alice", table)
                    deal_image = message_in(language, "tables-image-deal")

                    def deal_over() -> list[SeenMessage]:
                        return [
                            m
                            for m in fake.visible_messages("bob")
                            if any(a.filename == deal_image for a in m.attachments)
                        ]

                    played = 0

                    def done() -> bool:
                        return played >= moves or bool(deal_over())

                    async def counted(fake: Any, table: Any, hand: SeenMessage) -> None:
                        nonlocal played
                        if seen.hand is not None and played == 0:
                            seen.hand = hand  # the hand of her first choice
                        played += 1
                        await move(fake, table, hand)

                    await helpers.play_until(fake, table, done, counted)
                    with_deal = deal_over()
                    if with_deal:
                        seen.deal = [fake.message(with_deal[0].id, "bob")]
                    else:
                        seen.table = helpers.table_message(fake, "alice", table)
                    review = f"tbl:review:{table.id}:"

                    def reviews(message: SeenMessage) -> list[str]:
                        ids = [str(b.get("custom_id", "")) for b in message.buttons]
                        return [i for i in ids if i.startswith(review)]

                    if with_deal or table.status == "finished":
                        # Its Review comes under the deal's summary, posted just after.
                        offer = await fake.wait_for_message("alice", lambda m: bool(reviews(m)))
                        click = await fake.click("alice", offer, custom_id=reviews(offer)[0])
                        seen.review = await click.reply()
                    if table.status == "finished":
                        history = await fake.slash("alice", f"{game} history", {})
                        seen.history = await history.response()
    return seen


def save(seen: Seen, out: Path, language: str, width: int, scale: float) -> list[Path]:
    look = Look(names=seen.names, locale=language)
    shots: list[tuple[str, list[SeenMessage | None]]] = [
        ("lobby", [seen.lobby]),
        ("table", [seen.table]),
        ("hand", [seen.hand]),
        ("deal", list(seen.deal)),
        ("review", [seen.review]),
        ("history", [seen.history]),
        ("all", [seen.lobby, seen.table, seen.hand, *seen.deal]),
    ]
    made = []
    out.mkdir(parents=True, exist_ok=True)
    for name, messages in shots:
        kept = [m for m in messages if m is not None]
        if kept:
            made.append(screenshot(kept, out / f"{name}.png", width, look=look, scale=scale))
    return made


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=sorted(GAMES), default="barbu")
    parser.add_argument("--language", choices=["en", "fr", "de", "nl"], default="en")
    parser.add_argument("--out", type=Path, default=Path("/tmp/screens"))
    parser.add_argument("--moves", type=int, default=40, help="at most this many of alice's")
    parser.add_argument("--width", type=int, default=360)
    parser.add_argument("--scale", type=float, default=1.0, help="device pixels per CSS px")
    args = parser.parse_args()
    if not have_chromium():
        raise SystemExit(f"no {CHROMIUM}: apt-get install -y chromium")
    seen = asyncio.run(play(args.game, args.language, args.moves))
    for png in save(seen, args.out, args.language, args.width, args.scale):
        print(png)


if __name__ == "__main__":
    main()
