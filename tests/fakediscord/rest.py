"""Bot-authenticated REST routes: the bot user and application, command sync, channels,
messages (JSON and multipart), threads, members, and the uploaded attachments (CDN).
"""

from __future__ import annotations

import re
from typing import Any

from aiohttp import web

from . import payloads
from .gateway import Gateway
from .http import json_response, no_content, read_body, snowflake
from .limits import (
    CANNOT_EDIT_OTHER_USER,
    MISSING_PERMISSIONS,
    UNKNOWN_CHANNEL,
    DiscordError,
    form_error,
)
from .messages import Messages
from .model import (
    ATTACH_FILES,
    CHANNEL_PUBLIC_THREAD,
    CHANNEL_TEXT,
    CREATE_PUBLIC_THREADS,
    SEND_MESSAGES,
    SEND_MESSAGES_IN_THREADS,
    Channel,
    Command,
    Guild,
    World,
)

COMMAND_NAME = re.compile(r"^[-_\w]{1,32}$")
MAX_COMMANDS = 100
MAX_OPTIONS = 25
# The keys a localization dictionary may have: Discord's locales (developer docs,
# Reference > Locales). The API description only says "a string".
LOCALES = frozenset(
    (
        "id",
        "da",
        "de",
        "en-GB",
        "en-US",
        "es-ES",
        "es-419",
        "fr",
        "hr",
        "it",
        "lt",
        "hu",
        "nl",
        "no",
        "pl",
        "pt-BR",
        "ro",
        "fi",
        "sv-SE",
        "vi",
        "tr",
        "cs",
        "el",
        "bg",
        "ru",
        "uk",
        "hi",
        "th",
        "zh-CN",
        "ja",
        "zh-TW",
        "ko",
        "",
    )
)


class RestApi:
    def __init__(self, world: World, gateway: Gateway, messages: Messages, urls: Any) -> None:
        self.world = world
        self.gateway = gateway
        self.messages = messages
        self.urls = urls

    def register(self, app: web.Application, prefix: str) -> None:
        r = app.router
        r.add_get(f"{prefix}/gateway", self.get_gateway)
        r.add_get(f"{prefix}/gateway/bot", self.get_gateway_bot)
        r.add_get(f"{prefix}/users/@me", self.get_me)
        r.add_get(f"{prefix}/oauth2/applications/@me", self.get_application)
        r.add_get(f"{prefix}/applications/@me", self.get_application)
        commands = f"{prefix}/applications/{{application_id}}/commands"
        guild_commands = f"{prefix}/applications/{{application_id}}/guilds/{{guild_id}}/commands"
        r.add_get(commands, self.get_commands)
        r.add_put(commands, self.put_commands)
        r.add_get(guild_commands, self.get_commands)
        r.add_put(guild_commands, self.put_commands)
        r.add_get(f"{prefix}/guilds/{{guild_id}}/members/{{user_id}}", self.get_member)
        r.add_get(f"{prefix}/guilds/{{guild_id}}", self.get_guild)
        r.add_get(f"{prefix}/channels/{{channel_id}}", self.get_channel)
        r.add_patch(f"{prefix}/channels/{{channel_id}}", self.edit_thread)
        r.add_delete(f"{prefix}/channels/{{channel_id}}", self.delete_thread)
        r.add_post(f"{prefix}/channels/{{channel_id}}/typing", self.typing)
        messages = f"{prefix}/channels/{{channel_id}}/messages"
        r.add_get(messages, self.list_messages)
        r.add_post(messages, self.create_message)
        r.add_get(f"{messages}/{{message_id}}", self.get_message)
        r.add_patch(f"{messages}/{{message_id}}", self.edit_message)
        r.add_delete(f"{messages}/{{message_id}}", self.delete_message)
        r.add_post(f"{messages}/{{message_id}}/threads", self.thread_from_message)
        r.add_post(f"{prefix}/channels/{{channel_id}}/threads", self.thread_without_message)
        r.add_get("/attachments/{channel_id}/{attachment_id}/{filename}", self.get_attachment)

    # -- identity --------------------------------------------------------------------------

    async def get_gateway(self, request: web.Request) -> web.Response:
        return json_response({"url": self.urls.gateway_url})

    async def get_gateway_bot(self, request: web.Request) -> web.Response:
        """The gateway's address, the recommended shard count and the session start limit
        (https://discord.com/developers/docs/events/gateway#get-gateway-bot)."""
        return json_response(
            {
                "url": self.urls.gateway_url,
                "shards": self.gateway.recommended_shards(),
                "session_start_limit": self.gateway.session_start_limit(),
            }
        )

    async def get_me(self, request: web.Request) -> web.Response:
        return json_response(payloads.user(self.world.bot))

    async def get_application(self, request: web.Request) -> web.Response:
        return json_response(payloads.application(self.world))

    def _guild(self, request: web.Request) -> Guild:
        """The guild of the path: any of the bot's guilds, whichever shard serves it (REST
        is not sharded)."""
        guild = self.world.guilds.get(snowflake(request, "guild_id"))
        if guild is None:
            raise DiscordError(403, 50001, "Missing Access")
        return guild

    async def get_guild(self, request: web.Request) -> web.Response:
        data = payloads.guild(self.world, self._guild(request), all_members=False)
        for key in ("members", "channels", "threads", "presences", "voice_states", "joined_at"):
            data.pop(key, None)
        return json_response(data)

    async def get_member(self, request: web.Request) -> web.Response:
        guild = self._guild(request)
        user_id = snowflake(request, "user_id")
        if user_id not in guild.member_ids:
            raise DiscordError(404, 10007, "Unknown Member")
        return json_response(payloads.member(self.world, self.world.users[user_id], guild=guild))

    # -- application commands --------------------------------------------------------------

    def _command_table(self, request: web.Request) -> tuple[dict[str, Command], int | None]:
        if snowflake(request, "application_id") != self.world.application_id:
            raise DiscordError(403, 50001, "Missing Access")
        if "guild_id" not in request.match_info:
            return self.world.global_commands, None
        guild = self._guild(request)
        return guild.commands, guild.id

    def _command_json(self, command: Command) -> dict[str, Any]:
        data = {
            "type": 1,
            "description": "",
            "options": [],
            "default_member_permissions": None,
            "nsfw": False,
            "contexts": None,
            "integration_types": [0],
            **command.data,
            "id": str(command.id),
            "application_id": str(self.world.application_id),
            "version": str(command.id),
        }
        if command.guild_id is not None:
            data["guild_id"] = str(command.guild_id)
        return data

    async def get_commands(self, request: web.Request) -> web.Response:
        table, _ = self._command_table(request)
        return json_response([self._command_json(c) for c in table.values()])

    async def put_commands(self, request: web.Request) -> web.Response:
        table, guild_id = self._command_table(request)
        body, _ = await read_body(request)
        if not isinstance(body, list) or len(body) > MAX_COMMANDS:
            raise form_error("_", "BASE_TYPE_MAX_LENGTH", f"Must be {MAX_COMMANDS} or fewer.")
        for index, item in enumerate(body):
            _validate_command(item, f"{index}")
        old = dict(table)
        table.clear()
        for item in body:
            previous = old.get(item["name"])
            command_id = previous.id if previous else self.world.ids.next()
            table[item["name"]] = Command(command_id, guild_id, item)
        return json_response([self._command_json(c) for c in table.values()])

    # -- channels and messages -------------------------------------------------------------

    def _channel(self, request: web.Request) -> Channel:
        channel = self.world.channels.get(snowflake(request, "channel_id"))
        if channel is None or channel.deleted:
            raise DiscordError(404, UNKNOWN_CHANNEL, "Unknown Channel")
        return channel

    async def get_channel(self, request: web.Request) -> web.Response:
        return json_response(payloads.channel(self.world, self._channel(request)))

    async def list_messages(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        limit = min(int(request.query.get("limit", 50)), 100)
        before = int(request.query.get("before", 1 << 63))
        after = int(request.query.get("after", 0))
        found = [
            m
            for m in self.world.messages.values()
            if m.channel_id == channel.id and not m.deleted and not m.ephemeral
            if after < m.id < before
        ]
        found.sort(key=lambda m: m.id, reverse=True)
        return json_response([self.messages.to_json(m) for m in found[:limit]])

    async def create_message(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        needed = SEND_MESSAGES_IN_THREADS if channel.is_thread else SEND_MESSAGES
        guild = self.world.guild_of(channel.id)
        if not self.world.bot_can(needed, guild) or channel.type not in (
            CHANNEL_TEXT,
            CHANNEL_PUBLIC_THREAD,
        ):
            raise DiscordError(403, MISSING_PERMISSIONS, "Missing Permissions")
        if channel.locked:
            raise DiscordError(400, 50083, "Thread is archived")
        channel.archived = False  # sending to an archived (unlocked) thread unarchives it
        body, files = await read_body(request)
        _check_attach(self.world, files, guild)
        body = dict(body or {})
        body["flags"] = int(body.get("flags") or 0) & ~64  # a channel message is never ephemeral
        message = await self.messages.create(channel.id, body, files)
        return json_response(self.messages.to_json(message))

    def _channel_message(self, request: web.Request) -> Any:
        channel = self._channel(request)
        message = self.messages.get(channel.id, snowflake(request, "message_id"))
        if message.ephemeral:  # ephemeral messages exist only for their webhook
            raise DiscordError(404, 10008, "Unknown Message")
        return message

    async def get_message(self, request: web.Request) -> web.Response:
        return json_response(self.messages.to_json(self._channel_message(request)))

    async def edit_message(self, request: web.Request) -> web.Response:
        message = self._channel_message(request)
        if message.author_id != self.world.bot.id:
            raise DiscordError(
                403, CANNOT_EDIT_OTHER_USER, "Cannot edit a message authored by another user"
            )
        body, files = await read_body(request)
        _check_attach(self.world, files, self.world.guild_of(message.channel_id))
        await self.messages.edit(message, dict(body or {}), files)
        return json_response(self.messages.to_json(message))

    async def delete_message(self, request: web.Request) -> web.Response:
        await self.messages.delete(self._channel_message(request))
        return no_content()

    # -- threads ---------------------------------------------------------------------------

    async def _create_thread(
        self, parent: Channel, body: dict[str, Any], thread_id: int | None
    ) -> Channel:
        if not self.world.bot_can(CREATE_PUBLIC_THREADS, self.world.guild_of(parent.id)) or (
            parent.is_thread
        ):
            raise DiscordError(403, MISSING_PERMISSIONS, "Missing Permissions")
        name = str(body.get("name") or "")
        if not 1 <= len(name) <= 100:
            raise form_error("name", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 100 in length.")
        thread = self.world.add_channel(
            name,
            type=CHANNEL_PUBLIC_THREAD,
            parent_id=parent.id,
            owner_id=self.world.bot.id,
            id=thread_id,
        )
        data = payloads.channel(self.world, thread)
        await self.gateway.dispatch("THREAD_CREATE", {**data, "newly_created": True})
        return thread

    async def thread_from_message(self, request: web.Request) -> web.Response:
        message = self._channel_message(request)
        if message.thread_id is not None:
            raise DiscordError(400, 160004, "A thread has already been created for this message")
        body, _ = await read_body(request)
        thread = await self._create_thread(self._channel(request), dict(body or {}), message.id)
        message.thread_id = thread.id
        return json_response(payloads.channel(self.world, thread), status=201)

    async def thread_without_message(self, request: web.Request) -> web.Response:
        body, _ = await read_body(request)
        thread = await self._create_thread(self._channel(request), dict(body or {}), None)
        return json_response(payloads.channel(self.world, thread), status=201)

    async def edit_thread(self, request: web.Request) -> web.Response:
        thread = self._channel(request)
        if not thread.is_thread:
            raise DiscordError(403, MISSING_PERMISSIONS, "Missing Permissions")
        body, _ = await read_body(request)
        body = dict(body or {})
        if "name" in body:
            thread.name = str(body["name"])
        thread.archived = bool(body.get("archived", thread.archived))
        thread.locked = bool(body.get("locked", thread.locked))
        data = payloads.channel(self.world, thread)
        await self.gateway.dispatch("THREAD_UPDATE", data)
        return json_response(data)

    async def delete_thread(self, request: web.Request) -> web.Response:
        thread = self._channel(request)
        if not thread.is_thread:
            raise DiscordError(403, MISSING_PERMISSIONS, "Missing Permissions")
        thread.deleted = True
        data = payloads.channel(self.world, thread)
        event = {k: data[k] for k in ("id", "guild_id", "parent_id", "type")}
        await self.gateway.dispatch("THREAD_DELETE", event)
        return json_response(data)

    async def typing(self, request: web.Request) -> web.Response:
        self._channel(request)
        return no_content()

    # -- CDN -------------------------------------------------------------------------------

    async def get_attachment(self, request: web.Request) -> web.Response:
        attachment_id = snowflake(request, "attachment_id")
        for message in self.world.messages.values():
            for attachment in message.attachments:
                if attachment.id == attachment_id:
                    return web.Response(
                        body=attachment.data,
                        content_type=attachment.content_type or "application/octet-stream",
                    )
        raise DiscordError(404, 0, "404: Not Found")


def _check_attach(world: World, files: list[Any], guild: Guild) -> None:
    """Uploading files to a channel message needs Attach Files (interaction webhooks do not)."""
    if files and not world.bot_can(ATTACH_FILES, guild):
        raise DiscordError(403, MISSING_PERMISSIONS, "Missing Permissions")


def _validate_command(item: Any, path: str, *, option: bool = False) -> None:
    if not isinstance(item, dict):
        raise form_error(path, "DICT_TYPE_CONVERT", "Only dictionaries may be used in a DictType")
    name = str(item.get("name", ""))
    chat_input = option or int(item.get("type", 1)) == 1
    if chat_input and (not COMMAND_NAME.match(name) or name != name.lower()):
        raise form_error(
            f"{path}.name", "APPLICATION_COMMAND_INVALID_NAME", "Command name is invalid"
        )
    if chat_input and not 1 <= len(str(item.get("description", ""))) <= 100:
        raise form_error(
            f"{path}.description", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 100 in length."
        )
    _validate_localizations(item.get("name_localizations"), f"{path}.name_localizations",
                            name=chat_input)  # fmt: skip
    _validate_localizations(
        item.get("description_localizations"), f"{path}.description_localizations", size=100
    )
    for index, choice in enumerate(item.get("choices") or []):
        where = f"{path}.choices.{index}"
        if not 1 <= len(str(choice.get("name", ""))) <= 100:
            raise form_error(
                f"{where}.name", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 100 in length."
            )
        _validate_localizations(
            choice.get("name_localizations"), f"{where}.name_localizations", size=100
        )
    options = item.get("options") or []
    if len(options) > MAX_OPTIONS:
        raise form_error(
            f"{path}.options", "BASE_TYPE_MAX_LENGTH", f"Must be {MAX_OPTIONS} or fewer."
        )
    for index, child in enumerate(options):
        _validate_command(child, f"{path}.options.{index}", option=True)


def _validate_localizations(table: Any, path: str, *, name: bool = False, size: int = 32) -> None:
    """A `*_localizations` dictionary as Discord checks it: its keys are Discord locales, a
    command or option name's values follow the name's own rules (lowercase, no spaces,
    1 to 32 characters), other values are 1 to `size` characters."""
    if table is None:
        return
    if not isinstance(table, dict):
        raise form_error(path, "DICT_TYPE_CONVERT", "Only dictionaries may be used in a DictType")
    for locale, value in table.items():
        where = f"{path}.{locale}"
        if locale not in LOCALES:
            raise form_error(where, "LOCALE_INVALID", f"Invalid locale {locale!r}")
        text = str(value)
        if name and (not COMMAND_NAME.match(text) or text != text.lower()):
            raise form_error(where, "APPLICATION_COMMAND_INVALID_NAME", "Command name is invalid")
        if not 1 <= len(text) <= size:
            raise form_error(
                where, "BASE_TYPE_BAD_LENGTH", f"Must be between 1 and {size} in length."
            )
