"""Discord's rules that the fake enforces, and its error format.

Errors use Discord's JSON shape: `{"code": ..., "message": ..., "errors": {...}}` with
the same HTTP status and JSON error code Discord uses, so discord.py raises the same
exception (`NotFound`, `Forbidden`, `HTTPException`) with the same `.code`.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

import emoji

# JSON error codes (https://discord.com/developers/docs/topics/opcodes-and-status-codes).
UNKNOWN_CHANNEL = 10003
UNKNOWN_MESSAGE = 10008
UNKNOWN_WEBHOOK = 10015
UNKNOWN_INTERACTION = 10062
UNAUTHORIZED = 40001
ALREADY_ACKNOWLEDGED = 40060
MISSING_ACCESS = 50001
CANNOT_EDIT_OTHER_USER = 50005
EMPTY_MESSAGE = 50006
MISSING_PERMISSIONS = 50013
INVALID_WEBHOOK_TOKEN = 50027
INVALID_FORM_BODY = 50035
REQUEST_TOO_LARGE = 40005

MAX_CONTENT = 2000
MAX_ROWS = 5
MAX_ROW_BUTTONS = 5
MAX_SELECT_OPTIONS = 25
MAX_CUSTOM_ID = 100
MAX_LABEL = 80
MAX_EMBEDS = 10
MAX_FILES = 10
MAX_EMBED_TOTAL = 6000  # characters across all embeds of a message
MAX_UPLOAD = 10 * 1024 * 1024  # a bot's upload limit per request, all files together

ACTION_ROW, BUTTON, STRING_SELECT, TEXT_INPUT = 1, 2, 3, 4
SELECTS = (3, 5, 6, 7, 8)
LINK_STYLE, PREMIUM_STYLE = 5, 6
IS_COMPONENTS_V2 = 1 << 15


class DiscordError(Exception):
    """An error response, raised by handlers and turned into JSON by the server."""

    def __init__(
        self, status: int, code: int, message: str, errors: dict[str, Any] | None = None
    ) -> None:
        super().__init__(f"{status} {code}: {message}")
        self.status = status
        self.code = code
        self.message = message
        self.errors = errors

    def body(self) -> dict[str, Any]:
        body: dict[str, Any] = {"message": self.message, "code": self.code}
        if self.errors:
            body["errors"] = self.errors
        return body


def form_error(path: str, code: str, message: str) -> DiscordError:
    """A 400 "Invalid Form Body" for the field at dotted `path` (e.g. `components.0.components`)."""
    errors: dict[str, Any] = {"_errors": [{"code": code, "message": message}]}
    for part in reversed(path.split(".")):
        errors = {part: errors}
    return DiscordError(400, INVALID_FORM_BODY, "Invalid Form Body", errors)


def unknown_interaction() -> DiscordError:
    return DiscordError(404, UNKNOWN_INTERACTION, "Unknown interaction")


def unknown_message() -> DiscordError:
    return DiscordError(404, UNKNOWN_MESSAGE, "Unknown Message")


def unknown_webhook() -> DiscordError:
    return DiscordError(404, UNKNOWN_WEBHOOK, "Unknown Webhook")


@dataclass
class Limits:
    """Deadlines and lifetimes, in seconds of the fake's clock."""

    ack_deadline: float = 3.0
    token_lifetime: float = 15 * 60.0


class Clock:
    """Monotonic time that tests can move forward instead of sleeping."""

    def __init__(self) -> None:
        self._offset = 0.0

    def now(self) -> float:
        return time.monotonic() + self._offset

    def advance(self, seconds: float) -> None:
        self._offset += seconds


def validate_message(
    payload: dict[str, Any],
    *,
    files: int = 0,
    upload_bytes: int = 0,
    partial: bool = False,
    v2: bool | None = None,
) -> None:
    """Check a message body (create, edit, interaction response or followup) for the limits
    Discord enforces beyond its published schemas (those are checked in `validation.py`).

    `v2`: whether the message will be a Components V2 one (an edit of one that keeps the
    flag without sending it); by default, whether the body sets the flag. The rules of V2
    messages as a whole are in `components_v2.py`."""
    if upload_bytes > MAX_UPLOAD:
        raise DiscordError(413, REQUEST_TOO_LARGE, "Request entity too large")
    content = payload.get("content")
    if content is not None and len(str(content)) > MAX_CONTENT:
        raise form_error(
            "content", "BASE_TYPE_MAX_LENGTH", f"Must be {MAX_CONTENT} or fewer in length."
        )
    embeds = payload.get("embeds") or []
    if len(embeds) > MAX_EMBEDS:
        raise form_error("embeds", "BASE_TYPE_MAX_LENGTH", f"Must be {MAX_EMBEDS} or fewer.")
    if sum(_embed_size(e) for e in embeds) > MAX_EMBED_TOTAL:
        raise form_error(
            "embeds",
            "MAX_EMBED_SIZE_EXCEEDED",
            f"Embed size exceeds maximum size of {MAX_EMBED_TOTAL}",
        )
    if files > MAX_FILES:
        raise form_error("files", "BASE_TYPE_MAX_LENGTH", f"Must be {MAX_FILES} or fewer.")
    components = payload.get("components") or []
    if v2 is None:
        v2 = bool(int(payload.get("flags") or 0) & IS_COMPONENTS_V2)
    if v2:
        _validate_v2(components)
    else:
        _validate_rows(components)
    if partial:
        return
    has_body = content or embeds or components or files or payload.get("attachments")
    if not has_body and not payload.get("poll") and not payload.get("sticker_ids"):
        raise DiscordError(400, EMPTY_MESSAGE, "Cannot send an empty message")


def _validate_rows(rows: list[dict[str, Any]]) -> None:
    if len(rows) > MAX_ROWS:
        raise form_error("components", "BASE_TYPE_MAX_LENGTH", f"Must be {MAX_ROWS} or fewer.")
    seen: set[str] = set()
    for r, row in enumerate(rows):
        path = f"components.{r}"
        if row.get("type") != ACTION_ROW:
            raise form_error(f"{path}.type", "UNION_TYPE_CHOICES", "Value of field must be 1.")
        children = row.get("components") or []
        if not children:
            raise form_error(f"{path}.components", "BASE_TYPE_MIN_LENGTH", "Must be 1 or more.")
        kinds = {c.get("type") for c in children}
        if kinds & set(SELECTS) and len(children) > 1:
            raise form_error(
                f"{path}.components",
                "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
                "The specified component exceeds the maximum width",
            )
        if len(children) > MAX_ROW_BUTTONS:
            raise form_error(
                f"{path}.components",
                "BASE_TYPE_MAX_LENGTH",
                f"Must be {MAX_ROW_BUTTONS} or fewer in length.",
            )
        for c, child in enumerate(children):
            _validate_component(child, f"{path}.components.{c}", seen)


def _validate_v2(components: list[dict[str, Any]]) -> None:
    """The interactive components of a V2 message, wherever they are nested (the count of
    all its components is checked in `components_v2.py`)."""
    seen: set[str] = set()

    def walk(items: list[dict[str, Any]], path: str) -> None:
        for index, item in enumerate(items):
            here = f"{path}.{index}"
            if item.get("type") in (BUTTON, *SELECTS):
                _validate_component(item, here, seen)
            walk(item.get("components") or [], f"{here}.components")
            if isinstance(item.get("accessory"), dict):
                walk([item["accessory"]], f"{here}.accessory")

    walk(components, "components")


def _validate_component(component: dict[str, Any], path: str, seen: set[str]) -> None:
    kind = component.get("type")
    custom_id = component.get("custom_id")
    needs_id = kind in SELECTS or (kind == BUTTON and component.get("style") not in (5, 6))
    if needs_id and not custom_id:
        raise form_error(f"{path}.custom_id", "BASE_TYPE_REQUIRED", "This field is required")
    if custom_id is not None:
        if len(custom_id) > MAX_CUSTOM_ID:
            raise form_error(
                f"{path}.custom_id",
                "BASE_TYPE_BAD_LENGTH",
                f"Must be between 1 and {MAX_CUSTOM_ID} in length.",
            )
        if custom_id in seen:
            raise form_error(
                f"{path}.custom_id",
                "COMPONENT_CUSTOM_ID_DUPLICATED",
                "Component custom id cannot be duplicated",
            )
        seen.add(custom_id)
    if component.get("emoji") is not None:
        _validate_emoji(component["emoji"], f"{path}.emoji")
    label = component.get("label")
    if label is not None and len(label) > MAX_LABEL:
        raise form_error(
            f"{path}.label", "BASE_TYPE_BAD_LENGTH", f"Must be between 1 and {MAX_LABEL} in length."
        )
    if kind == STRING_SELECT:
        options = component.get("options") or []
        if not 1 <= len(options) <= MAX_SELECT_OPTIONS:
            raise form_error(
                f"{path}.options",
                "BASE_TYPE_BAD_LENGTH",
                f"Must be between 1 and {MAX_SELECT_OPTIONS} in length.",
            )
        for index, option in enumerate(options):
            if option.get("emoji") is not None:
                _validate_emoji(option["emoji"], f"{path}.options.{index}.emoji")
        values = [o.get("value") for o in options]
        if len(set(values)) != len(values):
            raise form_error(
                f"{path}.options", "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED", "Duplicate value"
            )
        high = int(component.get("max_values", 1))
        low = int(component.get("min_values", 1))
        if not 0 <= low <= high <= max(len(options), 1):
            raise form_error(
                f"{path}.max_values",
                "BASE_TYPE_MAX",
                f"Int value should be less than or equal to {len(options)}.",
            )


def _validate_emoji(value: dict[str, Any], path: str) -> None:
    """A component's emoji: a custom one by its id, else a real Unicode emoji by its name.

    Discord answers anything else (a symbol that is not an emoji, such as U+1F0A0 PLAYING
    CARD BACK, or a custom emoji's name without its id) with BUTTON_COMPONENT_INVALID_EMOJI,
    for select options too. The `emoji` package carries Unicode's current emoji list.
    """
    if value.get("id"):
        return
    if not emoji.is_emoji(str(value.get("name") or "")):
        raise form_error(f"{path}.name", "BUTTON_COMPONENT_INVALID_EMOJI", "Invalid emoji")


def _embed_size(embed: dict[str, Any]) -> int:
    """The characters Discord counts toward the 6,000 of a message's embeds."""

    def text(value: Any) -> int:
        return len(value) if isinstance(value, str) else 0

    size = text(embed.get("title")) + text(embed.get("description"))
    size += text((embed.get("footer") or {}).get("text"))
    size += text((embed.get("author") or {}).get("name"))
    for item in embed.get("fields") or []:
        size += text(item.get("name")) + text(item.get("value"))
    return size
