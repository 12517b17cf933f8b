"""Creating, editing and deleting messages, shared by the channel and webhook routes.

Non-ephemeral changes are announced on the gateway (MESSAGE_CREATE/UPDATE/DELETE);
ephemeral messages (flag 64) are not, as on Discord.
"""

from __future__ import annotations

import io
import mimetypes
import time
from collections.abc import Callable
from typing import Any

from PIL import Image, UnidentifiedImageError

from . import components_v2, payloads
from .gateway import Gateway
from .limits import EMPTY_MESSAGE, DiscordError, form_error, validate_message
from .mentions import Ping, resolve
from .model import EPHEMERAL, LOADING, Attachment, Message, World
from .recorder import UploadedFile

# Flags a bot may set on a message it sends (suppress embeds, ephemeral, silent, components v2).
SETTABLE_FLAGS = (1 << 2) | EPHEMERAL | (1 << 12) | (1 << 15)


class Messages:
    def __init__(self, world: World, gateway: Gateway, base_url: Callable[[], str]) -> None:
        self.world = world
        self.gateway = gateway
        self.base_url = base_url

    def to_json(self, message: Message) -> dict[str, Any]:
        return payloads.message(self.world, message, self.base_url())

    def get(self, channel_id: int, message_id: int) -> Message:
        message = self.world.messages.get(message_id)
        if message is None or message.deleted or message.channel_id != channel_id:
            raise DiscordError(404, 10008, "Unknown Message")
        return message

    async def create(
        self,
        channel_id: int,
        body: dict[str, Any],
        files: list[UploadedFile],
        *,
        author_id: int | None = None,
        extra_flags: int = 0,
        **fields: Any,
    ) -> Message:
        v2 = components_v2.is_v2(body.get("flags"))
        validate_message(body, files=len(files), upload_bytes=_size(files), v2=v2)
        attachments = self._attachments(body, files, [])
        if v2:
            names = {a.filename for a in attachments}
            components_v2.check_message(body, attachment_names=names)
        flags = (int(body.get("flags") or 0) & SETTABLE_FLAGS) | extra_flags
        message = Message(
            id=fields.pop("id", None) or self.world.ids.next(),
            channel_id=channel_id,
            author_id=author_id or self.world.bot.id,
            content=str(body.get("content") or ""),
            embeds=list(body.get("embeds") or []),
            components=list(body.get("components") or []),
            attachments=attachments,
            flags=flags,
            **fields,
        )
        self._mention(message, body, new=True)
        self.world.store(message)
        if not message.ephemeral:
            await self.gateway.dispatch("MESSAGE_CREATE", self.to_json(message))
        return message

    async def edit(
        self, message: Message, body: dict[str, Any], files: list[UploadedFile]
    ) -> Message:
        was_v2 = components_v2.is_v2(message.flags)
        components_v2.check_flag_kept(body, was_v2)
        v2 = was_v2 or components_v2.is_v2(body.get("flags"))
        validate_message(body, files=len(files), upload_bytes=_size(files), partial=True, v2=v2)
        # The first answer after "thinking..." is, to its readers, a new message.
        first_answer = bool(message.flags & LOADING)
        content = str(body["content"] or "") if "content" in body else message.content
        embeds = list(body["embeds"] or []) if "embeds" in body else message.embeds
        components = list(body["components"] or []) if "components" in body else message.components
        attachments = message.attachments
        if "attachments" in body or files:
            attachments = self._attachments(body, files, message.attachments)
        if v2:  # the message as it will stand: the fields this edit leaves as they are
            components_v2.check_message(
                {**body, "components": components},
                attachment_names={a.filename for a in attachments},
                kept_content="" if "content" in body else message.content,
                kept_embeds="embeds" not in body and bool(message.embeds),
            )
        # An edit may not leave a message with nothing to show, as a new message may not be
        # empty: taking away the buttons of a message of text is fine, those of a message
        # that is only buttons (a Components V2 one) is not.
        if not (content or embeds or components or attachments):
            raise DiscordError(400, EMPTY_MESSAGE, "Cannot send an empty message")
        message.content, message.embeds = content, embeds
        message.components, message.attachments = components, attachments
        if "flags" in body:
            keep = message.flags & (EPHEMERAL | LOADING)
            message.flags = keep | (int(body["flags"] or 0) & SETTABLE_FLAGS & ~EPHEMERAL)
        message.flags &= ~LOADING
        if "content" in body or (v2 and "components" in body) or first_answer:
            self._mention(message, body, new=first_answer)
        message.edited_at = time.time()
        if not message.ephemeral:
            await self.gateway.dispatch("MESSAGE_UPDATE", self.to_json(message))
        return message

    def _mention(self, message: Message, body: dict[str, Any], *, new: bool) -> None:
        """Resolve whom the message mentions; a new visible message pings them.

        A V2 message's mentions are read from its Text Displays (developer docs, Edit
        Message: "When the message flag `IS_COMPONENTS_V2` is set, the reconstructed
        arrays and boolean are based on the edited content in the `components` array";
        components reference, Text Display: its mentions ping)."""
        guild = self.world.guild_of(message.channel_id)
        text = message.content
        if components_v2.is_v2(message.flags):
            text = "\n".join(components_v2.texts(message.components))
        found = resolve(self.world, text, body.get("allowed_mentions"), guild)
        message.mention_user_ids = found.users
        message.mention_role_ids = found.roles
        message.mention_everyone = found.everyone
        if new and found and not message.ephemeral:
            self.world.pings.append(Ping(message.id, message.channel_id, text, found))

    async def delete(self, message: Message) -> None:
        message.deleted = True
        if not message.ephemeral:
            event = {
                "id": str(message.id),
                "channel_id": str(message.channel_id),
                "guild_id": str(self.world.guild_of(message.channel_id).id),
            }
            await self.gateway.dispatch("MESSAGE_DELETE", event)

    def _attachments(
        self, body: dict[str, Any], files: list[UploadedFile], existing: list[Attachment]
    ) -> list[Attachment]:
        """New attachment list: kept existing ones (by id) plus uploaded `files[n]`."""
        by_field = {f.field: f for f in files}
        described = body.get("attachments")
        if described is None:
            described = [{"id": str(i)} for i in range(len(files))]
            kept: list[Attachment] = list(existing)
        else:
            kept = []
        old = {str(a.id): a for a in existing}
        for index, item in enumerate(described):
            key = str(item.get("id"))
            if key in old:
                kept.append(old[key])
                continue
            upload = by_field.get(f"files[{key}]")
            if upload is None:
                raise form_error(
                    f"attachments.{index}", "ATTACHMENT_NOT_FOUND", "Attachment data not found"
                )
            kept.append(self._attachment(upload, item))
        return kept

    def _attachment(self, upload: UploadedFile, item: dict[str, Any]) -> Attachment:
        filename = str(item.get("filename") or upload.filename)
        content_type = upload.content_type
        if not content_type or content_type == "application/octet-stream":
            content_type = mimetypes.guess_type(filename)[0] or content_type
        width = height = None
        try:
            with Image.open(io.BytesIO(upload.data)) as image:
                width, height = image.size
        except (UnidentifiedImageError, OSError):
            pass
        return Attachment(
            self.world.ids.next(),
            filename,
            upload.data,
            content_type,
            description=item.get("description"),
            width=width,
            height=height,
        )


def _size(files: list[UploadedFile]) -> int:
    return sum(len(f.data) for f in files)
