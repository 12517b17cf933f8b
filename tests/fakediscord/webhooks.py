"""Interaction responses: the callback (types 4, 5, 6, 7, 8, 9), followups and `@original`.

Rules enforced here: a callback later than `Limits.ack_deadline` after the interaction
was sent fails with 10062 Unknown interaction; a second callback fails with 40060; the
interaction token (followups, `@original`) dies after `Limits.token_lifetime` (50027).

Sources (developer docs, interactions/receiving-and-responding.mdx, unless named):
- DEFERRED_UPDATE_MESSAGE (6): "For components, ACK an interaction and edit the original
  message later": after it, `@original` is the message the component was on, edited
  through `PATCH /webhooks/{application}/{token}/messages/@original`.
- Create Followup Message "Functions the same as Execute Webhook, but `wait` is always
  true": a follow-up is answered with its message whatever `wait` says; flag 64 makes it
  ephemeral, and `IS_COMPONENTS_V2` may be set on it.
- "Interaction tokens are valid for 15 minutes": after that every webhook route answers
  401 with 50027 Invalid Webhook Token (observed: discord/discord-api-docs#6851, "After
  the 15 mins window, any API request made to it returns 401: Unauthorized";
  Rapptz/discord.py#9856 and DisnakeDev/disnake#379 show the 50027; docs pull request
  #2461 documented the code). A token Discord does not know is 404 10015 Unknown Webhook.
- Rate limits: not here but in the server's middleware (faults.InteractionRateLimits).
"""

from __future__ import annotations

from typing import Any

from aiohttp import web

from . import payloads
from .http import json_response, no_content, read_body, snowflake
from .limits import (
    ALREADY_ACKNOWLEDGED,
    INVALID_WEBHOOK_TOKEN,
    Clock,
    DiscordError,
    Limits,
    form_error,
    unknown_interaction,
    unknown_message,
    unknown_webhook,
)
from .messages import Messages
from .model import EPHEMERAL, LOADING, Interaction, Message, World

PONG, MESSAGE, DEFERRED_MESSAGE, DEFERRED_UPDATE, UPDATE_MESSAGE = 1, 4, 5, 6, 7
AUTOCOMPLETE_RESULT, MODAL = 8, 9
APPLICATION_COMMAND, MESSAGE_COMPONENT, AUTOCOMPLETE, MODAL_SUBMIT = 2, 3, 4, 5

ALLOWED = {
    APPLICATION_COMMAND: {MESSAGE, DEFERRED_MESSAGE, MODAL},
    MESSAGE_COMPONENT: {MESSAGE, DEFERRED_MESSAGE, DEFERRED_UPDATE, UPDATE_MESSAGE, MODAL},
    AUTOCOMPLETE: {AUTOCOMPLETE_RESULT},
    MODAL_SUBMIT: {MESSAGE, DEFERRED_MESSAGE, DEFERRED_UPDATE, UPDATE_MESSAGE},
}


def _truthy(value: str | None) -> bool:
    return (value or "").lower() in ("1", "true")


class InteractionApi:
    def __init__(self, world: World, messages: Messages, clock: Clock, limits: Limits) -> None:
        self.world = world
        self.messages = messages
        self.clock = clock
        self.limits = limits

    def register(self, app: web.Application, prefix: str) -> None:
        r = app.router
        r.add_post(f"{prefix}/interactions/{{interaction_id}}/{{token}}/callback", self.callback)
        webhook = f"{prefix}/webhooks/{{application_id}}/{{token}}"
        r.add_post(webhook, self.followup)
        r.add_get(f"{webhook}/messages/{{message_id}}", self.get_message)
        r.add_patch(f"{webhook}/messages/{{message_id}}", self.edit_message)
        r.add_delete(f"{webhook}/messages/{{message_id}}", self.delete_message)

    # -- the callback ----------------------------------------------------------------------

    async def callback(self, request: web.Request) -> web.Response:
        interaction = self.world.interactions.get(snowflake(request, "interaction_id"))
        if interaction is None or interaction.token != request.match_info["token"]:
            raise unknown_interaction()
        if interaction.acknowledged:
            raise DiscordError(
                400, ALREADY_ACKNOWLEDGED, "Interaction has already been acknowledged."
            )
        now = self.clock.now()
        if now - interaction.created_at > self.limits.ack_deadline:
            raise unknown_interaction()
        body, files = await read_body(request)
        body = dict(body or {})
        kind = int(body.get("type", 0))
        data = dict(body.get("data") or {})
        if kind not in ALLOWED.get(interaction.type, set()):
            raise form_error(
                "type", "INTERACTION_TYPE_INVALID", "Invalid interaction response type"
            )
        message = await self._respond(interaction, kind, data, files)
        interaction.response_type = kind
        interaction.acknowledged_at = now
        if not _truthy(request.query.get("with_response")):
            return no_content()
        message_json = self.messages.to_json(message) if message is not None else None
        return json_response(payloads.callback_response(interaction, message_json))

    async def _respond(
        self, interaction: Interaction, kind: int, data: dict[str, Any], files: list[Any]
    ) -> Message | None:
        if kind == MESSAGE:
            message = await self._new_message(interaction, data, files)
            interaction.original_message_id = message.id
            return message
        if kind == DEFERRED_MESSAGE:
            flags = LOADING | (int(data.get("flags") or 0) & EPHEMERAL)
            message = self._loading_message(interaction, flags)
            interaction.original_message_id = message.id
            return message
        if kind in (DEFERRED_UPDATE, UPDATE_MESSAGE):
            target = self.world.messages.get(interaction.message_id or 0)
            if target is None or target.deleted:
                raise unknown_message()
            interaction.original_message_id = target.id
            if kind == UPDATE_MESSAGE:
                await self.messages.edit(target, data, files)
                return target
            return None
        if kind == MODAL:
            _validate_modal(data)
            interaction.modal = data
            return None
        interaction.choices = list(data.get("choices") or [])  # shown, never a message
        return None

    async def _new_message(
        self, interaction: Interaction, data: dict[str, Any], files: list[Any]
    ) -> Message:
        kind = 20 if interaction.type == APPLICATION_COMMAND else 0
        return await self.messages.create(
            interaction.channel_id,
            data,
            files,
            type=kind,
            interaction_id=interaction.id,
            interaction_user_id=interaction.user_id,
            interaction_type=interaction.type,
            webhook_id=self.world.application_id,
        )

    def _loading_message(self, interaction: Interaction, flags: int) -> Message:
        message = Message(
            id=self.world.ids.next(),
            channel_id=interaction.channel_id,
            author_id=self.world.bot.id,
            flags=flags,
            type=20 if interaction.type == APPLICATION_COMMAND else 0,
            interaction_id=interaction.id,
            interaction_user_id=interaction.user_id,
            interaction_type=interaction.type,
            webhook_id=self.world.application_id,
        )
        self.world.store(message)
        return message

    # -- the interaction webhook -----------------------------------------------------------

    def _interaction(self, request: web.Request) -> Interaction:
        if snowflake(request, "application_id") != self.world.application_id:
            raise unknown_webhook()
        interaction = self.world.interactions_by_token.get(request.match_info["token"])
        if interaction is None:
            raise unknown_webhook()
        if self.clock.now() - interaction.created_at > self.limits.token_lifetime:
            raise DiscordError(401, INVALID_WEBHOOK_TOKEN, "Invalid Webhook Token")
        return interaction

    def _message(self, request: web.Request, interaction: Interaction) -> Message:
        key = request.match_info["message_id"]
        if key == "@original":
            if not interaction.acknowledged or interaction.original_message_id is None:
                raise unknown_message()
            message_id = interaction.original_message_id
        else:
            message_id = snowflake(request, "message_id")
            if message_id not in (interaction.original_message_id, *interaction.followup_ids):
                raise unknown_message()
        message = self.world.messages.get(message_id)
        if message is None or message.deleted:
            raise unknown_message()
        return message

    async def followup(self, request: web.Request) -> web.Response:
        interaction = self._interaction(request)
        if not interaction.acknowledged:
            raise unknown_webhook()
        body, files = await read_body(request)
        body = dict(body or {})
        original = self.world.messages.get(interaction.original_message_id or 0)
        if original is not None and original.flags & LOADING:
            # The first followup after a deferred response replaces the "thinking..." message.
            await self.messages.edit(original, body, files)
            message = original
        else:
            message = await self._new_message(interaction, body, files)
        interaction.followup_ids.append(message.id)
        # `wait` is always true for an interaction's follow-up (Create Followup Message).
        return json_response(self.messages.to_json(message))

    async def get_message(self, request: web.Request) -> web.Response:
        message = self._message(request, self._interaction(request))
        return json_response(self.messages.to_json(message))

    async def edit_message(self, request: web.Request) -> web.Response:
        interaction = self._interaction(request)
        message = self._message(request, interaction)
        body, files = await read_body(request)
        await self.messages.edit(message, dict(body or {}), files)
        if message.id == interaction.original_message_id:
            interaction.original_edited = True
        return json_response(self.messages.to_json(message))

    async def delete_message(self, request: web.Request) -> web.Response:
        message = self._message(request, self._interaction(request))
        await self.messages.delete(message)
        return no_content()


def _validate_modal(data: dict[str, Any]) -> None:
    custom_id = str(data.get("custom_id") or "")
    if not 1 <= len(custom_id) <= 100:
        raise form_error(
            "data.custom_id", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 100 in length."
        )
    if not 1 <= len(str(data.get("title") or "")) <= 45:
        raise form_error(
            "data.title", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 45 in length."
        )
    components = data.get("components") or []
    if not 1 <= len(components) <= 5:
        raise form_error(
            "data.components", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 5 in length."
        )
