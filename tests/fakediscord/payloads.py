"""JSON payloads in Discord's shapes, built from the fake's model.

Field names and types follow the API v10 documentation and what discord.py reads
(`discord/types/*.py`).
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from .model import (
    CHANNEL_PUBLIC_THREAD,
    Attachment,
    Channel,
    Guild,
    Interaction,
    Message,
    Role,
    User,
    World,
)

JSON = dict[str, Any]


def iso(timestamp: float) -> str:
    return dt.datetime.fromtimestamp(timestamp, tz=dt.UTC).isoformat()


def user(u: User) -> JSON:
    return {
        "id": str(u.id),
        "username": u.name,
        "discriminator": "0",
        "global_name": None if u.bot else u.display_name,
        "avatar": None,
        "bot": u.bot,
        "public_flags": 0,
        "flags": 0,
    }


def member(
    world: World, u: User, *, with_permissions: bool = False, guild: Guild | None = None
) -> JSON:
    """`u` as a member of `guild` (default: the first guild), with that guild's roles."""
    guild = guild or world.guild
    own = {r.id for r in guild.roles}
    data: JSON = {
        "user": user(u),
        "nick": None,
        "avatar": None,
        "roles": [str(r) for r in u.role_ids if r in own],
        "joined_at": iso(1_600_000_000),
        "premium_since": None,
        "deaf": False,
        "mute": False,
        "pending": False,
        "flags": 0,
        "communication_disabled_until": None,
    }
    if with_permissions:
        data["permissions"] = str(world.permissions(u, guild))
    return data


def role(r: Role) -> JSON:
    return {
        "id": str(r.id),
        "name": r.name,
        "color": 0,
        "colors": {"primary_color": 0, "secondary_color": None, "tertiary_color": None},
        "hoist": False,
        "icon": None,
        "unicode_emoji": None,
        "position": r.position,
        "permissions": str(r.permissions),
        "managed": r.managed,
        "mentionable": False,
        "flags": 0,
    }


def channel(world: World, c: Channel) -> JSON:
    data: JSON = {
        "id": str(c.id),
        "type": c.type,
        "guild_id": str(c.guild_id),
        "name": c.name,
        "position": c.position,
        "permission_overwrites": [],
        "parent_id": str(c.parent_id) if c.parent_id else None,
        "nsfw": False,
        "rate_limit_per_user": 0,
        "flags": 0,
    }
    if c.type == CHANNEL_PUBLIC_THREAD:
        count = sum(1 for m in world.channel_messages.get(c.id, ()) if not m.deleted)
        data.update(
            owner_id=str(c.owner_id),
            message_count=count,
            total_message_sent=count,
            member_count=1,
            thread_metadata={
                "archived": c.archived,
                "locked": c.locked,
                "auto_archive_duration": 1440,
                "archive_timestamp": iso(1_700_000_000),
            },
        )
        del data["position"], data["permission_overwrites"]
    else:
        data["topic"] = None
        data["last_message_id"] = None
    return data


def guild(world: World, g: Guild | None = None, *, all_members: bool = True) -> JSON:
    """GUILD_CREATE; without the members intent Discord only includes the bot's member."""
    g = g or world.guild
    member_ids = g.member_ids if all_members else [world.bot.id]
    live = [c for c in g.channels.values() if not c.deleted]
    return {
        "id": str(g.id),
        "name": g.name,
        "icon": None,
        "splash": None,
        "discovery_splash": None,
        "banner": None,
        "description": None,
        "owner_id": str(g.owner_id),
        "afk_channel_id": None,
        "afk_timeout": 300,
        "verification_level": 0,
        "default_message_notifications": 0,
        "explicit_content_filter": 0,
        "mfa_level": 0,
        "nsfw_level": 0,
        "premium_tier": 0,
        "premium_subscription_count": 0,
        "preferred_locale": g.preferred_locale,
        "system_channel_id": str(g.general.id),
        "system_channel_flags": 0,
        "rules_channel_id": None,
        "public_updates_channel_id": None,
        "vanity_url_code": None,
        "application_id": None,
        "max_members": 500000,
        "features": [],
        "roles": [role(r) for r in g.roles],
        "emojis": [],
        "stickers": [],
        "joined_at": iso(1_600_000_000),
        "large": False,
        "unavailable": False,
        "member_count": len(g.member_ids),
        "members": [member(world, world.users[uid], guild=g) for uid in member_ids],
        "channels": [channel(world, c) for c in live if not c.is_thread],
        "threads": [channel(world, c) for c in live if c.is_thread],
        "presences": [],
        "voice_states": [],
        "stage_instances": [],
        "guild_scheduled_events": [],
        "soundboard_sounds": [],
    }


def attachment(base_url: str, channel_id: int, a: Attachment) -> JSON:
    url = f"{base_url}/attachments/{channel_id}/{a.id}/{a.filename}"
    data: JSON = {
        "id": str(a.id),
        "filename": a.filename,
        "size": len(a.data),
        "url": url,
        "proxy_url": url,
        "content_type": a.content_type,
        "description": a.description,
    }
    if a.width is not None:
        data.update(width=a.width, height=a.height)
    return data


def message(world: World, m: Message, base_url: str) -> JSON:
    author = world.users[m.author_id]
    g = world.guild_of(m.channel_id)
    data: JSON = {
        "id": str(m.id),
        "type": m.type,
        "channel_id": str(m.channel_id),
        "guild_id": str(g.id),
        "author": user(author),
        "content": m.content,
        "timestamp": iso(m.created_at),
        "edited_timestamp": iso(m.edited_at) if m.edited_at else None,
        "tts": False,
        "mention_everyone": m.mention_everyone,
        "mentions": [user(world.users[u]) for u in m.mention_user_ids],
        "mention_roles": [str(r) for r in m.mention_role_ids],
        "attachments": [attachment(base_url, m.channel_id, a) for a in m.attachments],
        "embeds": m.embeds,
        "components": m.components,
        "pinned": False,
        "flags": m.flags,
        "reactions": [],
    }
    if not m.ephemeral:
        data["member"] = {k: v for k, v in member(world, author, guild=g).items() if k != "user"}
    if m.webhook_id:
        data["webhook_id"] = str(m.webhook_id)
        data["application_id"] = str(world.application_id)
    if m.interaction_id is not None and m.interaction_user_id is not None:
        data["interaction_metadata"] = {
            "id": str(m.interaction_id),
            "type": m.interaction_type,
            "user": user(world.users[m.interaction_user_id]),
            "authorizing_integration_owners": {"0": str(g.id)},
        }
    if m.thread_id is not None and m.thread_id in g.channels:
        data["thread"] = channel(world, g.channels[m.thread_id])
    return data


def interaction(
    world: World,
    *,
    id: int,
    type: int,
    token: str,
    u: User,
    c: Channel,
    data: JSON,
    message_json: JSON | None = None,
) -> JSON:
    g = world.guild_of(c.id)
    payload: JSON = {
        "id": str(id),
        "application_id": str(world.application_id),
        "type": type,
        "data": data,
        "guild_id": str(g.id),
        "guild": {"id": str(g.id), "locale": g.preferred_locale, "features": []},
        "channel_id": str(c.id),
        "channel": channel(world, c),
        "member": member(world, u, with_permissions=True, guild=g),
        "token": token,
        "version": 1,
        "app_permissions": str(world.permissions(world.bot, g)),
        "locale": u.locale,
        "guild_locale": g.preferred_locale,
        "entitlements": [],
        "authorizing_integration_owners": {"0": str(g.id)},
        "context": 0,
        "attachment_size_limit": 10 * 1024 * 1024,
    }
    if message_json is not None:
        payload["message"] = message_json
    return payload


def callback_response(i: Interaction, message_json: JSON | None) -> JSON:
    """The body of `POST /interactions/{id}/{token}/callback?with_response=true`."""
    body: JSON = {
        "interaction": {
            "id": str(i.id),
            "type": i.type,
            "response_message_id": str(i.original_message_id) if i.original_message_id else None,
            "response_message_loading": i.response_type == 5,
            "response_message_ephemeral": bool(
                message_json and int(message_json.get("flags", 0)) & 64
            ),
        }
    }
    if message_json is not None:
        body["resource"] = {"type": i.response_type, "message": message_json}
    elif i.response_type is not None:
        body["resource"] = {"type": i.response_type}
    return body


def application(world: World) -> JSON:
    owner = world.users[world.guild.owner_id]
    return {
        "id": str(world.application_id),
        "name": world.bot.name,
        "icon": None,
        "description": "A fake application for tests",
        "bot_public": True,
        "bot_require_code_grant": False,
        "owner": user(owner),
        "verify_key": "0" * 64,
        "team": None,
        "flags": 0,
        "bot": user(world.bot),
    }
