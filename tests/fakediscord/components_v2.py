"""Components V2: what Discord refuses in a message sent with `IS_COMPONENTS_V2`.

The published API description (spec/, checked in `validation.py`) already refuses some
of it, and those answers are left to it: which types may stand at the top level
(Action Row 1, Section 9, Text Display 10, Media Gallery 12, File 13, Separator 14,
Container 17: no Thumbnail 11 there, no Container in a Container), a Section's 1 to 3
Text Displays and its accessory (a Button or a Thumbnail), a Text Display's 1 to 4,000
characters, a Media Gallery's 1 to 10 items, at most 40 top-level components.

What it cannot say, checked here (the sources, from the most to the least authoritative):

- *Legacy fields.* With the flag, `content`, `embeds`, `sticker_ids`, `poll` (and
  `shared_client_theme`) are refused with 400 (developer docs, resources/message.mdx,
  Create Message, and components/reference.mdx: "The `content` and `embeds` fields will
  no longer work", "The `poll` and `stickers` fields are disabled"). An empty value
  (`null`, `""`, `[]`) is not a use: the docs ask for exactly those to clear the fields
  when a message is switched to V2 (Edit Message). *Disagreement*: one bot's change log
  says it stopped sending `content=None` on V2 edits after a 50035; the docs say `null`
  clears the field, and the fake follows the docs. The error, as bot authors log it:
  50035 with `{"content": {"_errors": [{"code":
  "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2", "message": "The 'content' field
  cannot be used when using MessageFlags.IS_COMPONENTS_V2"}]}}`, under the field used.
- *The flag stays.* "Once a message has been sent with this flag, it can't be removed"
  (components/reference.mdx); Edit Message: "the `IS_COMPONENTS_V2` flag can only be
  set". An edit whose `flags` lack it is refused under `flags` with
  `MESSAGE_CANNOT_REMOVE_COMPONENTS_V2_FLAG` (the code bot authors log when a PATCH of
  `@original` sent `flags` without it). An edit without `flags` keeps it.
- *Switching an existing message to V2* (an edit that sets the flag): its `content` and
  `embeds` must be cleared in the same edit, else 400 (Edit Message, and Edit Webhook
  Message in resources/webhook.mdx); the same legacy-fields error is given.
- *40 components in all, nested ones counted* (components/reference.mdx: "Messages allow
  up to 40 total components"; changelog of 2025-04-29, which raised it from 30 and
  lifted the 10 top-level ones: the changelog of 2025-04-22 still says "A max of 10
  top-level components and 30 total"). The description's `maxItems: 40` on the
  top-level list agrees with the raised limit. Counted
  as discord.py counts (`ui/view.py`, `LayoutView`: every component, a Section's
  accessory included; a Media Gallery's items are not components). Refused with
  `COMPONENT_MAX_TOTAL_COMPONENTS_EXCEEDED` under `components` (the code bot authors
  log); the message is the fake's wording.
- *4,000 characters of Text Display in all.* discord.py (`LayoutView.content_length`:
  "A view is allowed to have a maximum of 4000 display characters across all its
  items") and discord-api-docs pull request #8562 ("The character count of all text
  display components in a message may total up to 4000 characters"); the reference page
  itself does not say it yet. Discord's code for it was not found in any source: the
  fake answers 50035 with `BASE_TYPE_MAX_LENGTH` under `components`, its own choice.
- *Attachments through media items.* "Attachments won't show by default - they must be
  exposed through components" (components/reference.mdx): an attachment no Media
  Gallery, Thumbnail or File points at is kept but not shown (`shown_attachments`). A
  media item's `attachment://<filename>` must name an attachment of the message, else
  `UNFURLED_MEDIA_ITEM_REFERENCED_ATTACHMENT_NOT_FOUND` (the code bot authors log); a
  File component takes only `attachment://` ("only supports attachment references"),
  refused otherwise with `UNFURLED_MEDIA_ITEM_ATTACHMENT_REQUIRED` (the fake's own code:
  Discord's was not found).
  *Where the sources disagree*: Execute Webhook (resources/webhook.mdx) says that with
  the flag "Providing `content`, `embeds`, `files[n]` or `poll` will fail", while the
  components reference (and discord.py's `File.uri`, and every V2 example with a
  MediaGallery of an upload) sends `files[n]` with the flag. The fake follows the
  components reference: uploads are accepted and shown only through media items.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from .limits import DiscordError, form_error

IS_COMPONENTS_V2 = 1 << 15
MAX_TOTAL_COMPONENTS = 40
MAX_TEXT_TOTAL = 4000

ACTION_ROW, SECTION, TEXT_DISPLAY, THUMBNAIL, MEDIA_GALLERY, FILE = 1, 9, 10, 11, 12, 13
SEPARATOR, CONTAINER = 14, 17

# The message fields the flag disables, and the request field each is sent as.
LEGACY_FIELDS = ("content", "embeds", "sticker_ids", "poll", "shared_client_theme")
ATTACHMENT_SCHEME = "attachment://"


def is_v2(flags: Any) -> bool:
    return bool(int(flags or 0) & IS_COMPONENTS_V2)


def walk(components: list[dict[str, Any]], path: str = "components") -> Iterator[tuple[str, dict]]:
    """Every component with its dotted path, depth first, a Section's accessory included."""
    for index, item in enumerate(components):
        if not isinstance(item, dict):
            continue
        here = f"{path}.{index}"
        yield here, item
        yield from walk(list(item.get("components") or []), f"{here}.components")
        if isinstance(item.get("accessory"), dict):
            yield f"{here}.accessory", item["accessory"]


def texts(components: list[dict[str, Any]]) -> list[str]:
    """The Text Displays' contents, in reading order."""
    return [str(c.get("content") or "") for _, c in walk(components) if c.get("type") == 10]


def media_urls(components: list[dict[str, Any]]) -> Iterator[tuple[str, str]]:
    """(path, url) of every unfurled media item: gallery items, thumbnails, files."""
    for path, item in walk(components):
        kind = item.get("type")
        if kind == MEDIA_GALLERY:
            for index, entry in enumerate(item.get("items") or []):
                url = ((entry or {}).get("media") or {}).get("url")
                if url is not None:
                    yield f"{path}.items.{index}.media.url", str(url)
        elif kind == THUMBNAIL and (item.get("media") or {}).get("url") is not None:
            yield f"{path}.media.url", str(item["media"]["url"])
        elif kind == FILE and (item.get("file") or {}).get("url") is not None:
            yield f"{path}.file.url", str(item["file"]["url"])


def shown_attachments(components: list[dict[str, Any]]) -> set[str]:
    """The filenames a V2 message's media items show."""
    return {
        url.removeprefix(ATTACHMENT_SCHEME)
        for _, url in media_urls(components)
        if url.startswith(ATTACHMENT_SCHEME)
    }


def _used(value: Any) -> bool:
    """A legacy field counts as used unless it is empty (`null`, `""`, `[]`)."""
    return value not in (None, "", [], {})


def legacy_field_error(field: str) -> DiscordError:
    return form_error(
        field,
        "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
        f"The '{field}' field cannot be used when using MessageFlags.IS_COMPONENTS_V2",
    )


def check_flag_kept(body: dict[str, Any], was_v2: bool) -> None:
    """An edit may not take the flag away from a V2 message."""
    if was_v2 and "flags" in body and not is_v2(body["flags"]):
        raise form_error(
            "flags",
            "MESSAGE_CANNOT_REMOVE_COMPONENTS_V2_FLAG",
            "Cannot remove the IS_COMPONENTS_V2 flag from a message",
        )


def check_message(
    body: dict[str, Any],
    *,
    attachment_names: set[str],
    kept_content: str = "",
    kept_embeds: bool = False,
) -> None:
    """A V2 message as it will stand after this request: `body` is the request (a new
    message, or an edit of one whose unchanged `content`/`embeds` are `kept_*`), and
    `attachment_names` are the filenames the message will have."""
    for field in LEGACY_FIELDS:
        if _used(body.get(field)):
            raise legacy_field_error(field)
    if "content" not in body and kept_content:
        raise legacy_field_error("content")
    if "embeds" not in body and kept_embeds:
        raise legacy_field_error("embeds")
    components = list(body.get("components") or [])
    count = sum(1 for _ in walk(components))
    if count > MAX_TOTAL_COMPONENTS:
        raise form_error(
            "components",
            "COMPONENT_MAX_TOTAL_COMPONENTS_EXCEEDED",
            f"The message has {count} components; at most {MAX_TOTAL_COMPONENTS} are allowed",
        )
    length = sum(len(text) for text in texts(components))
    if length > MAX_TEXT_TOTAL:
        raise form_error(
            "components",
            "BASE_TYPE_MAX_LENGTH",
            f"Text displays must total {MAX_TEXT_TOTAL} or fewer in length.",
        )
    for path, url in media_urls(components):
        if url.startswith(ATTACHMENT_SCHEME):
            if url.removeprefix(ATTACHMENT_SCHEME) not in attachment_names:
                raise form_error(
                    path,
                    "UNFURLED_MEDIA_ITEM_REFERENCED_ATTACHMENT_NOT_FOUND",
                    f"The referenced attachment ({url}) was not found",
                )
        elif path.endswith(".file.url"):
            raise form_error(
                path,
                "UNFURLED_MEDIA_ITEM_ATTACHMENT_REQUIRED",
                "A file component only supports attachment:// references",
            )
